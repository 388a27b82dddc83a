package check

import (
	"bytes"
	"strings"
	"testing"
	"time"
)

var t0 = time.Date(2026, 12, 1, 10, 0, 0, 0, time.UTC)

func at(s float64) time.Time { return t0.Add(time.Duration(s * float64(time.Second))) }

const (
	firm = "f1"
	m1   = "m1"
	m2   = "m2"
)

// healthy is a run in which everything held: matter m1 had two uploads and
// a zombie (run 2, token 2) that was fenced by its successor (run 3, token 3).
func healthy() (History, Final, []Convergence, []Staleness) {
	h := History{}
	h.Add(
		Event{At: at(0), Kind: KindUploadAck, FirmID: firm, MatterID: m1, DocumentID: "d1", Source: "client-1"},
		Event{At: at(1), Kind: KindClaim, FirmID: firm, MatterID: m1, Token: 1, RunID: 1, Source: "worker-1"},
		Event{At: at(2), Kind: KindLanded, FirmID: firm, MatterID: m1, Token: 1, RunID: 1, Generation: 1, Source: "worker-1"},
		Event{At: at(3), Kind: KindUploadAck, FirmID: firm, MatterID: m1, DocumentID: "d2", Source: "client-1"},
		Event{At: at(4), Kind: KindFault, Fault: "sigstop", Target: "worker-2", End: at(40)},
		Event{At: at(41), Kind: KindFenced, FirmID: firm, MatterID: m1, Token: 2, Current: 3, RunID: 2, Source: "worker-2"},
		Event{At: at(42), Kind: KindBriefSeen, FirmID: firm, MatterID: m1, Generation: 3, Source: "client-1"},
		Event{At: at(45), Kind: KindHeal},
		Event{At: at(5), Kind: KindModel, Source: "model", OK: true},
	)
	f := Final{
		Jobs: []Job{{FirmID: firm, MatterID: m1, Requested: 3, Claimed: 3, Served: 3, RunStatus: "idle"}},
		Runs: []Run{
			{FirmID: firm, MatterID: m1, RunID: 1, Token: 1, WorkerID: "worker-1", StartedAt: at(1), EndedAt: at(2), Outcome: "landed", ModelCalls: 1},
			{FirmID: firm, MatterID: m1, RunID: 2, Token: 2, WorkerID: "worker-2", StartedAt: at(3.5), EndedAt: at(35), Outcome: "abandoned", ModelCalls: 1},
			{FirmID: firm, MatterID: m1, RunID: 3, Token: 3, WorkerID: "worker-3", StartedAt: at(35), EndedAt: at(37), Outcome: "landed", ModelCalls: 1},
		},
		Frames: []Frame{
			{FirmID: firm, MatterID: m1, Generation: 1, RunID: 1, BuiltAt: at(2), DocumentIDs: []string{"d1"}},
			{FirmID: firm, MatterID: m1, Generation: 3, RunID: 3, BuiltAt: at(37), DocumentIDs: []string{"d1", "d2"}},
		},
		Documents: []Document{{FirmID: firm, MatterID: m1, DocumentID: "d1"}, {FirmID: firm, MatterID: m1, DocumentID: "d2"}},
	}
	conv := []Convergence{{FirmID: firm, MatterID: m1, CurrentAt: at(45)}}
	stale := []Staleness{{FirmID: firm, MatterID: m1, From: at(3), To: at(37)}}
	return h, f, conv, stale
}

var opts = Options{LivenessBound: 10 * time.Second, StalenessBound: 20 * time.Second}

func TestHealthyRunPasses(t *testing.T) {
	h, f, conv, stale := healthy()
	res := Check(h, f, conv, stale, opts)
	if !res.Pass() {
		t.Fatalf("a healthy run failed: %v", res.Violations)
	}
	for _, g := range Guarantees {
		if res.Verdicts[g] != "pass" {
			t.Errorf("verdict %s = %q, want pass", g, res.Verdicts[g])
		}
	}
	st := res.Stats
	if st.Uploads != 2 || st.FramesLanded != 2 || st.FramesFenced != 1 || st.Builds != 3 || st.ModelCalls != 3 ||
		st.WastedModelCalls != 1 || st.ModelCallsPerUp != 1.5 || st.Demands != 3 || st.MaxStalenessS != 34 {
		t.Errorf("stats = %+v", st)
	}
}

// Each case breaks the healthy run in one way and names what must be found.
func TestViolationsAreFound(t *testing.T) {
	cases := []struct {
		name      string
		breakIt   func(h *History, f *Final, conv []Convergence, stale []Staleness) []Staleness
		guarantee string
		mention   []string
	}{
		{"a zombie's stale frame landed after its successor's", func(h *History, f *Final, _ []Convergence, s []Staleness) []Staleness {
			f.Frames = append(f.Frames, Frame{FirmID: firm, MatterID: m1, Generation: 2, RunID: 2, BuiltAt: at(41), DocumentIDs: []string{"d1", "d2"}})
			return s
		}, G2, []string{"matter m1", "generation 2", "generation 3", "10:00:41.000", "10:00:37.000"}},
		{"a stale token landed after a newer claim failed", func(h *History, f *Final, _ []Convergence, s []Staleness) []Staleness {
			f.Runs[2].Outcome, f.Runs[2].EndedAt = "failed", at(36)
			f.Frames[1] = Frame{FirmID: firm, MatterID: m1, Generation: 2, RunID: 2, BuiltAt: at(41), DocumentIDs: []string{"d1", "d2"}}
			f.Jobs[0].Served = 2
			return s
		}, G2, []string{"stale frame landed", "with token 2 (run 2)", "token 3 (run 3", "10:00:41.000", "10:00:35.000"}},
		{"a stale token landed with the newest generation while its successor built", func(h *History, f *Final, _ []Convergence, s []Staleness) []Staleness {
			// Generations count demands: the zombie's frame takes the
			// successor's count, so only the tokens tell it is stale.
			f.Runs[1].Outcome, f.Runs[1].EndedAt = "landed", at(37)
			f.Runs[2].Outcome, f.Runs[2].EndedAt = "", time.Time{}
			f.Frames[1] = Frame{FirmID: firm, MatterID: m1, Generation: 3, RunID: 2, BuiltAt: at(37), DocumentIDs: []string{"d1", "d2"}}
			return s
		}, G2, []string{"frame 3 with token 2 (run 2)", "token 3 (run 3, worker-3, live)"}},
		{"a frame from a run the ledger never had", func(h *History, f *Final, _ []Convergence, s []Staleness) []Staleness {
			f.Frames[1].RunID = 99
			return s
		}, G2, []string{"run 99", "no record"}},
		{"a frame a worker saw land is gone", func(h *History, f *Final, _ []Convergence, s []Staleness) []Staleness {
			f.Frames = f.Frames[1:]
			return s
		}, G2, []string{"generation 1 lost", "worker-1"}},
		{"the Brief went backwards for a client", func(h *History, f *Final, _ []Convergence, s []Staleness) []Staleness {
			h.Add(Event{At: at(43), Kind: KindBriefSeen, FirmID: firm, MatterID: m1, Generation: 1, Source: "client-2"})
			return s
		}, G2, []string{"went back from generation 3", "to 1"}},
		{"two live claims", func(h *History, f *Final, _ []Convergence, s []Staleness) []Staleness {
			f.Runs = append(f.Runs,
				Run{FirmID: firm, MatterID: m1, RunID: 4, Token: 4, WorkerID: "worker-1", StartedAt: at(50)},
				Run{FirmID: firm, MatterID: m1, RunID: 5, Token: 5, WorkerID: "worker-2", StartedAt: at(51)})
			return s
		}, G1, []string{"2 live claims", "run 4 token 4", "run 5 token 5"}},
		{"a frame landed while a newer claim was live", func(h *History, f *Final, _ []Convergence, s []Staleness) []Staleness {
			f.Runs[2].StartedAt = at(1.5) // run 3 claimed at 1.5 s; run 1 landed at 37 s
			f.Frames[0].BuiltAt, f.Runs[0].EndedAt = at(37), at(37)
			f.Frames[1].BuiltAt = at(38)
			return s
		}, G2, []string{"frame 1 with token 1 (run 1)", "token 2 (run 2", "10:00:37.000"}},
		{"unserved demand once quiet", func(h *History, f *Final, _ []Convergence, s []Staleness) []Staleness {
			f.Jobs[0].Requested = 4
			return s
		}, G3G4, []string{"requested 4", "served 3"}},
		{"an acknowledged upload is not covered", func(h *History, f *Final, _ []Convergence, s []Staleness) []Staleness {
			f.Frames[1].DocumentIDs = []string{"d1"}
			return s
		}, G3G4, []string{"document d2", "not covered", "generation 3"}},
		{"an acknowledged upload is lost", func(h *History, f *Final, _ []Convergence, s []Staleness) []Staleness {
			f.Documents = f.Documents[:1]
			return s
		}, G3G4, []string{"document d2", "not in the record"}},
		{"a deleted document is still covered", func(h *History, f *Final, _ []Convergence, s []Staleness) []Staleness {
			h.Add(Event{At: at(44), Kind: KindDeleteAck, FirmID: firm, MatterID: m1, DocumentID: "d2"})
			f.Documents[1].Deleted = true
			return s
		}, G3G4, []string{"deleted document d2", "generation 3"}},
		{"a matter never became current", func(h *History, f *Final, conv []Convergence, s []Staleness) []Staleness {
			conv[0].CurrentAt = time.Time{}
			return s
		}, Liveness, []string{"never became current", "10:00:45.000"}},
		{"a matter became current too late", func(h *History, f *Final, conv []Convergence, s []Staleness) []Staleness {
			conv[0].CurrentAt = at(70)
			return s
		}, Liveness, []string{"25.0s after", "past the bound"}},
		{"a matter stayed stale with no fault of its own", func(h *History, f *Final, _ []Convergence, s []Staleness) []Staleness {
			return append(s, Staleness{FirmID: firm, MatterID: m2, From: at(100), To: at(130)})
		}, Liveness, []string{"matter m2 stayed stale for 30.0s"}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			h, f, conv, stale := healthy()
			stale = c.breakIt(&h, &f, conv, stale)
			res := Check(h, f, conv, stale, opts)
			if res.Pass() {
				t.Fatal("the checker passed a broken run")
			}
			if res.Verdicts[c.guarantee] != "fail" {
				t.Errorf("verdict %s = %q, want fail; violations: %v", c.guarantee, res.Verdicts[c.guarantee], res.Violations)
			}
			var found bool
			for _, v := range res.Violations {
				if v.Guarantee != c.guarantee {
					continue
				}
				all := true
				for _, m := range c.mention {
					if !strings.Contains(v.Message, m) {
						all = false
					}
				}
				if all && v.MatterID != "" {
					found = true
				}
			}
			if !found {
				t.Errorf("no %s violation names %q: %v", c.guarantee, c.mention, res.Violations)
			}
		})
	}
}

func TestStalenessExcusedByItsOwnFault(t *testing.T) {
	h, f, conv, stale := healthy()
	// m1 stale for 34 s while worker-2, which ran it, was stopped: excused,
	// though past a 20 s bound.
	stale[0].From = at(3)
	res := Check(h, f, conv, stale, opts)
	if !res.Pass() {
		t.Fatalf("excused staleness reported: %v", res.Violations)
	}
	// The same interval with the fault on a worker that never ran m1 is not excused.
	for i, e := range h.Events {
		if e.Kind == KindFault {
			h.Events[i].Target = "worker-9"
		}
	}
	if res := Check(h, f, conv, stale, opts); res.Verdicts[Liveness] != "fail" {
		t.Fatalf("staleness under another worker's fault passed: %v", res.Violations)
	}
}

func TestHistoryRoundTrip(t *testing.T) {
	h, _, _, _ := healthy()
	var buf bytes.Buffer
	if err := h.WriteJSONL(&buf); err != nil {
		t.Fatal(err)
	}
	got, err := ReadJSONL(&buf)
	if err != nil {
		t.Fatal(err)
	}
	if len(got.Events) != len(h.Events) || !got.Events[5].At.Equal(h.Events[5].At) || got.Events[5].Current != 3 {
		t.Fatalf("round trip: %+v", got.Events)
	}
	if _, err := ReadJSONL(strings.NewReader("{\"kind\":\"claim\"}\nnot json\n")); err == nil || !strings.Contains(err.Error(), "line 2") {
		t.Fatalf("a bad line: %v", err)
	}
}
