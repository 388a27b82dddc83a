package check

import (
	"fmt"
	"sort"
	"strings"
	"time"
)

// Guarantee names, as violations carry them (docs/rail.md).
const (
	G1       = "G1"       // one live claim per matter; a frame lands only with the current token
	G2       = "G2"       // no stale frame lands; generations strictly increase; no landed frame lost
	G3G4     = "G3/G4"    // once quiet: no unserved demand, every acknowledged upload covered
	Liveness = "liveness" // current within the bound after the last fault heals; staleness bound during the run
)

// Guarantees lists every guarantee the checker judges, in report order.
var Guarantees = []string{G1, G2, G3G4, Liveness}

// Options are the bounds a run is held to.
type Options struct {
	// LivenessBound: after the last fault heals, every matter must be seen
	// current within it (lease + 5 s, plus the model's build time).
	LivenessBound time.Duration
	// StalenessBound: during the run, no matter may stay not current for
	// longer, unless a fault that touched it overlapped the interval.
	StalenessBound time.Duration
	// Slack tolerates clock readings taken before a row lock was granted
	// (a demand's claim time is read when its statement starts). Default 1s.
	Slack time.Duration
}

// Violation is one broken guarantee, with what it takes to find it again.
type Violation struct {
	Guarantee string      `json:"guarantee"`
	FirmID    string      `json:"firm_id,omitempty"`
	MatterID  string      `json:"matter_id,omitempty"`
	Tokens    []int64     `json:"tokens,omitempty"`
	Times     []time.Time `json:"times,omitempty"`
	Message   string      `json:"message"`
}

func (v Violation) String() string {
	var b strings.Builder
	fmt.Fprintf(&b, "%s: %s", v.Guarantee, v.Message)
	return b.String()
}

// Stats are the run's accounting, from the history and the final ledger.
type Stats struct {
	Uploads          int     `json:"uploads"`
	Deletes          int     `json:"deletes"`
	Regenerates      int     `json:"regenerates"`
	Demands          int64   `json:"demands"`
	Builds           int     `json:"builds"`
	FramesLanded     int     `json:"frames_landed"`
	FramesFenced     int     `json:"frames_fenced"`
	ModelCalls       int     `json:"model_calls"`
	WastedModelCalls int     `json:"wasted_model_calls"`
	ModelCallsPerUp  float64 `json:"model_calls_per_upload"`
	MaxStalenessS    float64 `json:"max_staleness_s"`
	// LongestStale are the three longest stale intervals, for a reader
	// who wants to know which matter and when.
	LongestStale    []Staleness `json:"longest_stale"`
	ConvergedAfterS float64     `json:"converged_after_heal_s"`
}

// Result is the checker's verdict.
type Result struct {
	Violations []Violation         `json:"violations"`
	Verdicts   map[string]string   `json:"verdicts"` // guarantee -> pass/fail
	Stats      Stats               `json:"stats"`
	ByKind     map[string]int      `json:"-"`
	matters    map[mkey]*matterAcc `json:"-"`
}

// Pass reports whether every guarantee held.
func (r Result) Pass() bool { return len(r.Violations) == 0 }

type mkey struct{ firm, matter string }

type matterAcc struct {
	acked   map[string]time.Time // document -> upload acknowledged
	deleted map[string]time.Time // document -> delete acknowledged
}

// Check judges a history and the final state against every guarantee.
func Check(h History, f Final, conv []Convergence, stale []Staleness, opt Options) Result {
	if opt.Slack <= 0 {
		opt.Slack = time.Second
	}
	res := Result{Violations: []Violation{}, Verdicts: map[string]string{}, ByKind: map[string]int{}, matters: map[mkey]*matterAcc{}}
	for _, e := range h.Events {
		res.ByKind[e.Kind]++
	}
	checkG1(&res, f)
	checkG2(&res, h, f, opt)
	checkCoverage(&res, h, f)
	checkLiveness(&res, h, f, conv, stale, opt)
	account(&res, h, f)
	for _, g := range Guarantees {
		res.Verdicts[g] = "pass"
	}
	for _, v := range res.Violations {
		res.Verdicts[v.Guarantee] = "fail"
	}
	return res
}

func (r *Result) add(v Violation) { r.Violations = append(r.Violations, v) }

func runsByMatter(f Final) map[mkey][]Run {
	m := map[mkey][]Run{}
	for _, r := range f.Runs {
		k := mkey{r.FirmID, r.MatterID}
		m[k] = append(m[k], r)
	}
	return m
}

// checkG1: at most one open (live) run per matter.
func checkG1(res *Result, f Final) {
	for k, runs := range runsByMatter(f) {
		var open []Run
		for _, r := range runs {
			if r.Outcome == "" {
				open = append(open, r)
			}
		}
		if len(open) > 1 {
			v := Violation{Guarantee: G1, FirmID: k.firm, MatterID: k.matter}
			var ids []string
			for _, r := range open {
				v.Tokens = append(v.Tokens, r.Token)
				v.Times = append(v.Times, r.StartedAt)
				ids = append(ids, fmt.Sprintf("run %d token %d by %s since %s", r.RunID, r.Token, r.WorkerID, ts(r.StartedAt)))
			}
			v.Message = fmt.Sprintf("matter %s has %d live claims at once: %s", k.matter, len(open), strings.Join(ids, "; "))
			res.add(v)
		}
	}
}

// checkG2: per matter, landed generations strictly increase in landing
// order; no frame lands with a token older than one already claimed; every
// frame a worker saw land or a client read is still in the ledger.
func checkG2(res *Result, h History, f Final, opt Options) {
	frames := map[mkey][]Frame{}
	for _, fr := range f.Frames {
		k := mkey{fr.FirmID, fr.MatterID}
		frames[k] = append(frames[k], fr)
	}
	runs := runsByMatter(f)
	for k, fs := range frames {
		sort.Slice(fs, func(i, j int) bool { return fs[i].BuiltAt.Before(fs[j].BuiltAt) })
		for i := 1; i < len(fs); i++ {
			a, b := fs[i-1], fs[i]
			if b.Generation <= a.Generation {
				res.add(Violation{Guarantee: G2, FirmID: k.firm, MatterID: k.matter,
					Tokens: []int64{a.Generation, b.Generation}, Times: []time.Time{a.BuiltAt, b.BuiltAt},
					Message: fmt.Sprintf("matter %s: stale frame landed: generation %d (run %d) landed at %s after generation %d (run %d) had landed at %s",
						k.matter, b.Generation, b.RunID, ts(b.BuiltAt), a.Generation, a.RunID, ts(a.BuiltAt))})
			}
		}
		for _, fr := range fs {
			// The token the frame landed with is its run's (a frame's
			// generation counts the demands it serves, not tokens).
			token, found := fr.Generation, false
			for _, r := range runs[k] {
				if r.RunID == fr.RunID {
					token, found = r.Token, true
				}
			}
			if !found {
				res.add(Violation{Guarantee: G2, FirmID: k.firm, MatterID: k.matter, Tokens: []int64{fr.Generation},
					Times:   []time.Time{fr.BuiltAt},
					Message: fmt.Sprintf("matter %s: frame %d landed at %s by run %d, which the ledger has no record of", k.matter, fr.Generation, ts(fr.BuiltAt), fr.RunID)})
				continue
			}
			// Tokens only grow: once a newer token was claimed, an older
			// one can never be current again, so a frame landing with it
			// is stale (a claim's time is read before any lock wait: slack).
			for _, r := range runs[k] {
				if r.RunID == fr.RunID || r.FollowsRunID == fr.RunID || r.Token <= token ||
					!r.StartedAt.Add(opt.Slack).Before(fr.BuiltAt) {
					continue
				}
				res.add(Violation{Guarantee: G2, FirmID: k.firm, MatterID: k.matter,
					Tokens: []int64{token, r.Token}, Times: []time.Time{r.StartedAt, fr.BuiltAt},
					Message: fmt.Sprintf("matter %s: stale frame landed: frame %d with token %d (run %d) landed at %s, after token %d (run %d, %s, %s) had been claimed at %s",
						k.matter, fr.Generation, token, fr.RunID, ts(fr.BuiltAt), r.Token, r.RunID, r.WorkerID, outcome(r), ts(r.StartedAt))})
				break
			}
		}
	}
	have := map[mkey]map[int64]bool{}
	for _, fr := range f.Frames {
		k := mkey{fr.FirmID, fr.MatterID}
		if have[k] == nil {
			have[k] = map[int64]bool{}
		}
		have[k][fr.Generation] = true
	}
	seen := map[string]bool{}
	for _, e := range h.Events {
		if (e.Kind != KindLanded && e.Kind != KindBriefSeen) || e.Generation == 0 {
			continue
		}
		k := mkey{e.FirmID, e.MatterID}
		id := fmt.Sprintf("%s/%s/%d", e.FirmID, e.MatterID, e.Generation)
		if have[k][e.Generation] || seen[id] {
			continue
		}
		seen[id] = true
		what := "a worker saw it land"
		if e.Kind == KindBriefSeen {
			what = "a client read it"
		}
		res.add(Violation{Guarantee: G2, FirmID: e.FirmID, MatterID: e.MatterID,
			Tokens: []int64{e.Generation}, Times: []time.Time{e.At},
			Message: fmt.Sprintf("matter %s: frame generation %d lost: %s (%s at %s) but the ledger has no such frame",
				e.MatterID, e.Generation, what, e.Source, ts(e.At))})
	}
	// A client never sees its matter's Brief go back in generation.
	last := map[mkey]Event{}
	evs := append([]Event(nil), h.Events...)
	sort.SliceStable(evs, func(i, j int) bool { return evs[i].At.Before(evs[j].At) })
	for _, e := range evs {
		if e.Kind != KindBriefSeen || e.Generation == 0 {
			continue
		}
		k := mkey{e.FirmID, e.MatterID}
		if p, ok := last[k]; ok && e.Generation < p.Generation {
			res.add(Violation{Guarantee: G2, FirmID: e.FirmID, MatterID: e.MatterID,
				Tokens: []int64{p.Generation, e.Generation}, Times: []time.Time{p.At, e.At},
				Message: fmt.Sprintf("matter %s: the Brief went back from generation %d (read at %s) to %d (read at %s)",
					e.MatterID, p.Generation, ts(p.At), e.Generation, ts(e.At))})
		}
		if p, ok := last[k]; !ok || e.Generation >= p.Generation {
			last[k] = e
		}
	}
}

// checkCoverage (G3/G4, once quiet): no unserved demand, no running claim,
// every acknowledged upload still in the record and (unless deleted)
// covered by the newest frame, which covers exactly the live documents.
func checkCoverage(res *Result, h History, f Final) {
	for _, e := range h.Events {
		k := mkey{e.FirmID, e.MatterID}
		switch e.Kind {
		case KindUploadAck, KindDeleteAck:
			a := res.matters[k]
			if a == nil {
				a = &matterAcc{acked: map[string]time.Time{}, deleted: map[string]time.Time{}}
				res.matters[k] = a
			}
			if e.Kind == KindUploadAck {
				a.acked[e.DocumentID] = e.At
			} else {
				a.deleted[e.DocumentID] = e.At
			}
		}
	}
	jobs := map[mkey]Job{}
	for _, j := range f.Jobs {
		jobs[mkey{j.FirmID, j.MatterID}] = j
		if j.Served != j.Requested || j.RunStatus != "idle" {
			res.add(Violation{Guarantee: G3G4, FirmID: j.FirmID, MatterID: j.MatterID,
				Tokens: []int64{j.Requested, j.Claimed, j.Served},
				Message: fmt.Sprintf("matter %s: demand unserved once quiet: requested %d, claimed %d, served %d, %s",
					j.MatterID, j.Requested, j.Claimed, j.Served, j.RunStatus)})
		}
	}
	newest := map[mkey]Frame{}
	for _, fr := range f.Frames {
		k := mkey{fr.FirmID, fr.MatterID}
		if n, ok := newest[k]; !ok || fr.Generation > n.Generation {
			newest[k] = fr
		}
	}
	docs := map[mkey]map[string]bool{} // document -> live
	for _, d := range f.Documents {
		k := mkey{d.FirmID, d.MatterID}
		if docs[k] == nil {
			docs[k] = map[string]bool{}
		}
		docs[k][d.DocumentID] = !d.Deleted
	}
	keys := map[mkey]bool{}
	for k := range res.matters {
		keys[k] = true
	}
	for k := range docs {
		keys[k] = true
	}
	for k := range keys {
		fr, hasFrame := newest[k]
		covered := map[string]bool{}
		for _, d := range fr.DocumentIDs {
			covered[d] = true
		}
		if a := res.matters[k]; a != nil {
			for doc, at := range a.acked {
				live, exists := docs[k][doc]
				switch {
				case !exists:
					res.add(Violation{Guarantee: G3G4, FirmID: k.firm, MatterID: k.matter, Times: []time.Time{at},
						Message: fmt.Sprintf("matter %s: document %s, acknowledged at %s, is not in the record", k.matter, doc, ts(at))})
				case live && !covered[doc]:
					v := Violation{Guarantee: G3G4, FirmID: k.firm, MatterID: k.matter, Times: []time.Time{at},
						Message: fmt.Sprintf("matter %s: document %s, acknowledged at %s, is not covered by the newest frame", k.matter, doc, ts(at))}
					if hasFrame {
						v.Tokens = []int64{fr.Generation}
						v.Message += fmt.Sprintf(" (generation %d, landed %s)", fr.Generation, ts(fr.BuiltAt))
					} else {
						v.Message += " (no frame ever landed)"
					}
					res.add(v)
				}
				if _, del := a.deleted[doc]; del && live {
					res.add(Violation{Guarantee: G3G4, FirmID: k.firm, MatterID: k.matter,
						Message: fmt.Sprintf("matter %s: document %s was deleted (acknowledged) but is live in the record", k.matter, doc)})
				}
			}
		}
		for doc, live := range docs[k] {
			if live && !covered[doc] && (res.matters[k] == nil || res.matters[k].acked[doc].IsZero()) {
				res.add(Violation{Guarantee: G3G4, FirmID: k.firm, MatterID: k.matter,
					Message: fmt.Sprintf("matter %s: live document %s is not covered by the newest frame", k.matter, doc)})
			}
			if !live && covered[doc] {
				res.add(Violation{Guarantee: G3G4, FirmID: k.firm, MatterID: k.matter, Tokens: []int64{fr.Generation},
					Message: fmt.Sprintf("matter %s: deleted document %s is still covered by the newest frame (generation %d)", k.matter, doc, fr.Generation)})
			}
		}
	}
}

// checkLiveness: after the last fault heals, every matter is seen current
// within the bound; during the run, no matter stays stale past the
// staleness bound unless a fault overlapped the interval.
func checkLiveness(res *Result, h History, f Final, conv []Convergence, stale []Staleness, opt Options) {
	var heal time.Time
	var faults []Event
	for _, e := range h.Events {
		switch e.Kind {
		case KindHeal:
			if e.At.After(heal) {
				heal = e.At
			}
		case KindFault:
			faults = append(faults, e)
		}
	}
	jobs := map[mkey]Job{}
	for _, j := range f.Jobs {
		jobs[mkey{j.FirmID, j.MatterID}] = j
	}
	var worst time.Duration
	for _, c := range conv {
		j := jobs[mkey{c.FirmID, c.MatterID}]
		if c.CurrentAt.IsZero() {
			res.add(Violation{Guarantee: Liveness, FirmID: c.FirmID, MatterID: c.MatterID,
				Tokens: []int64{j.Requested, j.Claimed, j.Served}, Times: []time.Time{heal},
				Message: fmt.Sprintf("matter %s never became current after the faults healed at %s (requested %d, claimed %d, served %d, %s)",
					c.MatterID, ts(heal), j.Requested, j.Claimed, j.Served, j.RunStatus)})
			continue
		}
		d := c.CurrentAt.Sub(heal)
		if d > worst {
			worst = d
		}
		if opt.LivenessBound > 0 && d > opt.LivenessBound {
			res.add(Violation{Guarantee: Liveness, FirmID: c.FirmID, MatterID: c.MatterID,
				Tokens: []int64{j.Requested, j.Served}, Times: []time.Time{heal, c.CurrentAt},
				Message: fmt.Sprintf("matter %s became current %.1fs after the faults healed (healed %s, current %s), past the bound of %s",
					c.MatterID, d.Seconds(), ts(heal), ts(c.CurrentAt), opt.LivenessBound)})
		}
	}
	res.Stats.ConvergedAfterS = round(worst.Seconds())
	runs := runsByMatter(f)
	var maxStale time.Duration
	for _, s := range stale {
		d := s.To.Sub(s.From)
		if d > maxStale {
			maxStale = d
		}
		if opt.StalenessBound <= 0 || d <= opt.StalenessBound {
			continue
		}
		if excused(s, faults, runs[mkey{s.FirmID, s.MatterID}]) {
			continue
		}
		res.add(Violation{Guarantee: Liveness, FirmID: s.FirmID, MatterID: s.MatterID, Times: []time.Time{s.From, s.To},
			Message: fmt.Sprintf("matter %s stayed stale for %.1fs (%s to %s), past the bound of %s, with no fault of its own",
				s.MatterID, d.Seconds(), ts(s.From), ts(s.To), opt.StalenessBound)})
	}
	res.Stats.MaxStalenessS = round(maxStale.Seconds())
	longest := append([]Staleness(nil), stale...)
	sort.Slice(longest, func(i, j int) bool { return longest[i].To.Sub(longest[i].From) > longest[j].To.Sub(longest[j].From) })
	res.Stats.LongestStale = longest[:min(3, len(longest))]
}

// excused reports whether a fault that could hold this matter back
// overlapped the stale interval: a fault on a shared part (Postgres, NATS,
// serve, a relay), or one on a worker that ran the matter in the interval.
func excused(s Staleness, faults []Event, runs []Run) bool {
	ran := map[string]bool{}
	for _, r := range runs {
		end := r.EndedAt
		if end.IsZero() {
			end = s.To
		}
		if r.StartedAt.Before(s.To) && end.After(s.From) {
			ran[r.WorkerID] = true
		}
	}
	for _, fe := range faults {
		end := fe.End
		if end.IsZero() {
			end = fe.At
		}
		if fe.At.After(s.To) || end.Before(s.From) {
			continue
		}
		if !strings.HasPrefix(fe.Target, "worker-") || ran[workerOf(fe.Target)] {
			return true
		}
	}
	return false
}

// workerOf is the worker name at the start of a fault target ("worker-2" of
// "worker-2 <-> postgres").
func workerOf(target string) string {
	if i := strings.IndexByte(target, ' '); i > 0 {
		return target[:i]
	}
	return target
}

func account(res *Result, h History, f Final) {
	st := &res.Stats
	st.Uploads = res.ByKind[KindUploadAck]
	st.Deletes = res.ByKind[KindDeleteAck]
	st.Regenerates = res.ByKind[KindRegenerateAck]
	for _, j := range f.Jobs {
		st.Demands += j.Requested
	}
	st.Builds = len(f.Runs)
	st.FramesLanded = len(f.Frames)
	dbCalls, landedCalls := 0, 0
	for _, r := range f.Runs {
		dbCalls += r.ModelCalls
		switch r.Outcome {
		case "fenced":
			st.FramesFenced++
			st.WastedModelCalls += r.ModelCalls
		case "landed":
			landedCalls += r.ModelCalls
		default:
			st.WastedModelCalls += r.ModelCalls
		}
	}
	// The model's own count includes calls of builds that died before
	// recording theirs (killed, fenced, lost); the ledger's is the floor.
	st.ModelCalls = max(dbCalls, res.ByKind[KindModel])
	st.WastedModelCalls = max(st.WastedModelCalls, st.ModelCalls-landedCalls)
	if fenced := res.ByKind[KindFenced]; fenced > st.FramesFenced {
		st.FramesFenced = fenced
	}
	if st.Uploads > 0 {
		st.ModelCallsPerUp = round(float64(st.ModelCalls) / float64(st.Uploads))
	}
}

func outcome(r Run) string {
	if r.Outcome == "" {
		return "live"
	}
	return r.Outcome
}

func round(x float64) float64 { return float64(int64(x*100+0.5)) / 100 }

func ts(t time.Time) string { return t.UTC().Format("15:04:05.000") }
