package modelcheck

import (
	"errors"
	"flag"
	"fmt"
	"strings"
	"testing"
	"time"
)

var big = flag.Bool("modelcheck.big", false, "also explore the large bounds (millions of states; minutes under -race)")

// config names one exploration.
type config struct {
	name      string
	opt       Options
	minStates int // the exploration must reach at least this many states
}

// correctConfigs are the bounds the correct protocol is checked at, both
// as DESIGN.md specifies it and as rail/sql implements it. The default set
// (1.7 million states) takes about 30 s of CPU under -race; -modelcheck.big adds millions of
// states.
func correctConfigs() []config {
	d := func(o Options) Options { return o }
	cs := []config{
		{"design 2 workers", d(Options{Workers: 2, Demands: 5, Stalls: 2, Crashes: 2, Failures: 2}), 250_000},
		{"design 2 workers refresh lost acks", d(Options{Workers: 2, Demands: 5, Stalls: 2, Crashes: 1, Failures: 1, LostAcks: 1, Refresh: true}), 90_000},
		{"design 3 workers", d(Options{Workers: 3, Demands: 4, Stalls: 2, Crashes: 2, Failures: 1}), 250_000},
		{"design 3 workers refresh lost acks", d(Options{Workers: 3, Demands: 4, Stalls: 2, Crashes: 1, Failures: 1, LostAcks: 1, Refresh: true}), 180_000},
		{"design 2 workers safety net", d(Options{Workers: 2, Demands: 4, Stalls: 2, Crashes: 1, Failures: 1, SafetyNet: true}), 100_000},
		{"rail/sql 2 workers", RailSQL(Options{Workers: 2, Demands: 6, Stalls: 2, Crashes: 2, Failures: 2}), 100_000},
		{"rail/sql 2 workers refresh lost acks", RailSQL(Options{Workers: 2, Demands: 6, Stalls: 2, Crashes: 2, Failures: 2, LostAcks: 1, Refresh: true}), 90_000},
		{"rail/sql 3 workers", RailSQL(Options{Workers: 3, Demands: 5, Stalls: 2, Crashes: 2, Failures: 2}), 250_000},
		{"rail/sql 3 workers refresh lost acks", RailSQL(Options{Workers: 3, Demands: 5, Stalls: 2, Crashes: 2, Failures: 1, LostAcks: 1, Refresh: true}), 100_000},
	}
	if *big {
		cs = append(cs,
			config{"design 2 workers big", d(Options{Workers: 2, Demands: 7, Stalls: 3, Crashes: 2, Failures: 2}), 1_000_000},
			config{"design 3 workers big", d(Options{Workers: 3, Demands: 5, Stalls: 2, Crashes: 2, Failures: 2}), 1_000_000},
			config{"design 3 workers big refresh lost acks", d(Options{Workers: 3, Demands: 5, Stalls: 2, Crashes: 2, Failures: 2, LostAcks: 1, Refresh: true}), 1_000_000},
			config{"design 3 workers big safety net refresh", d(Options{Workers: 3, Demands: 4, Stalls: 2, Crashes: 2, Failures: 2, SafetyNet: true, Refresh: true}), 500_000},
			config{"rail/sql 3 workers big", RailSQL(Options{Workers: 3, Demands: 6, Stalls: 3, Crashes: 2, Failures: 2}), 1_000_000},
			config{"rail/sql 3 workers big refresh lost acks", RailSQL(Options{Workers: 3, Demands: 6, Stalls: 2, Crashes: 2, Failures: 2, LostAcks: 2, Refresh: true}), 500_000},
		)
	}
	return cs
}

// TestCorrectProtocol explores the protocol of DESIGN.md section 4 and
// expects every guarantee to hold in every reachable state.
func TestCorrectProtocol(t *testing.T) {
	for _, c := range correctConfigs() {
		t.Run(c.name, func(t *testing.T) {
			start := time.Now()
			res, err := Check(c.opt)
			if err != nil {
				t.Fatal(err)
			}
			t.Logf("%s [%v]: %v in %v", c.name, c.opt, res, time.Since(start).Round(time.Millisecond))
			if res.Violation != nil {
				t.Fatalf("the correct protocol violates a guarantee:\n%v", res.Violation)
			}
			if res.Truncated {
				t.Fatalf("exploration truncated: the liveness check did not run")
			}
			if res.States < c.minStates {
				t.Fatalf("explored %d states, want at least %d: the bounds no longer mean what they say", res.States, c.minStates)
			}
			if res.Quiet == 0 {
				t.Fatalf("no quiet state reached: G4 was never checked")
			}
		})
	}
}

// TestBrokenVariantsAreCaught runs the checker against deliberately broken
// protocols and expects each to be caught, with a counterexample trace that
// ends at the violation.
func TestBrokenVariantsAreCaught(t *testing.T) {
	base := Options{Workers: 2, Demands: 4, Stalls: 2, Crashes: 1, Failures: 1}
	with := func(v Variant, f func(*Options)) Options {
		o := base
		o.Variant = v
		if f != nil {
			f(&o)
		}
		return o
	}
	cases := []struct {
		name string
		opt  Options
		want string // the guarantee the trace must end on
		step string // words the trace must hold
	}{
		{"finish without token check: two live claims", with(NoTokenCheck, nil), "G1", "stalls"},
		{"finish without token check: the zombie lands", with(NoTokenCheck, func(o *Options) { o.Check = G2 }), "G2", "(no token check)"},
		{"finish without token check: the zombie lands, refresh", with(NoTokenCheck, func(o *Options) { o.Check = G2; o.Refresh = true }), "G2", "(no token check)"},
		{"split demand: the lost wake-up", with(SplitDemand, func(o *Options) { o.Check = All &^ G5 }), "G4", "breadcrumb (separate statement)"},
		{"split demand: the row lies between the statements", with(SplitDemand, nil), "G5", "claim lost"},
		{"split demand: a stale breadcrumb reuses a token", with(SplitDemand, func(o *Options) { o.Check = G2; o.Refresh = true; o.SafetyNet = true }), "G2", "breadcrumb (separate statement)"},
		{"finish without follow-up", with(NoFollowUp, nil), "G4", "rebuild_needed=true left behind"},
		{"follow-up per demand", with(FollowUpPerDemand, nil), "G3", "follow-up claim"},
		{"finish without follow-up: liveness alone sees the stranded demand", with(NoFollowUp, func(o *Options) { o.Check = Liveness }), "liveness", "rebuild_needed=true left behind"},
		{"refresh keeps the breadcrumb: the row lies", with(RefreshKeepsBreadcrumb, func(o *Options) { o.Refresh = true }), "G5", "refresh token"},
		{"refresh keeps the breadcrumb: a build requeues itself", with(RefreshKeepsBreadcrumb, func(o *Options) { o.Refresh = true; o.Check = All &^ G5 }), "G3", "refresh token"},
		{"reclaim without a fresh number", with(ReclaimWithoutBump, nil), "G1", "reclaim expired lease"},
		{"rail/sql: finish without token check", RailSQL(with(NoTokenCheck, func(o *Options) { o.Check = G2 })), "G2", "(no token check)"},
		{"rail/sql: reused token without the run fence", func() Options { o := RailSQL(base); o.RunFence = false; return o }(), "G1", "reclaim expired lease"},
		{"rail/sql: split demand", RailSQL(with(SplitDemand, nil)), "G5", "claim lost"},
		{"lost COMMIT ack: adopting the row's claim, not its own follow-up", with(AdoptAnyClaim, func(o *Options) { o.LostAcks = 1 }), "G1", "acknowledgement is lost"},
		{"rail/sql: lost COMMIT ack: adopting the row's claim", RailSQL(with(AdoptAnyClaim, func(o *Options) { o.LostAcks = 1 })), "G1", "acknowledgement is lost"},
		// A coverage sweep (DESIGN.md's reconciler arm for matters whose
		// newest frame misses documents) written like reconcile.sql's
		// claim, claimed := requested without a bump, reuses the landed
		// generation: in Postgres the frame insert hits the primary key
		// and the matter retries forever.
		{"rail/sql: a coverage sweep that reuses the token", RailSQL(with(Correct, func(o *Options) { o.SafetyNet = true; o.Refresh = true })), "G2", "sweep idle row"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			res, err := Check(c.opt)
			if err != nil {
				t.Fatal(err)
			}
			v := res.Violation
			if v == nil {
				t.Fatalf("%v: no violation found in %v", c.opt.Variant, res)
			}
			t.Logf("%s (%v):\n%v", c.name, res, v)
			if v.Guarantee != c.want {
				t.Fatalf("violated %s, want %s", v.Guarantee, c.want)
			}
			text := strings.Join(v.Trace, "\n")
			if strings.Contains(text, "diverged") {
				t.Fatalf("trace replay diverged:\n%s", text)
			}
			if !strings.Contains(text, c.want+" violated") {
				t.Fatalf("trace does not end on the violation:\n%s", text)
			}
			if !strings.Contains(text, c.step) {
				t.Fatalf("trace lacks %q:\n%s", c.step, text)
			}
		})
	}
}

// TestSafetyNetRepairsTheLostWakeUp shows what the reconciler's sweep of
// unserved idle rows buys: with it, the lost wake-up of the split demand
// no longer loses the demand for good (G4 and liveness hold), yet the
// stale breadcrumb it leaves still breaks the row's truth (G5).
func TestSafetyNetRepairsTheLostWakeUp(t *testing.T) {
	opt := Options{Workers: 2, Demands: 3, Stalls: 1, Crashes: 1, Failures: 0, Variant: SplitDemand, SafetyNet: true, Check: G4 | Liveness}
	res, err := Check(opt)
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("%v: %v", opt, res)
	if res.Violation != nil {
		t.Fatalf("with the sweep, the split demand should still serve every demand:\n%v", res.Violation)
	}
	opt.Check = All
	res, err = Check(opt)
	if err != nil {
		t.Fatal(err)
	}
	if res.Violation == nil || res.Violation.Guarantee != "G5" {
		t.Fatalf("want G5 violated, got %v", res)
	}
}

// TestCounterFollowUpSurvivesSplitDemand shows why rail/sql decides the
// follow-up on requested_generation > token rather than on the breadcrumb:
// the split demand's lost wake-up cannot lose a demand there (only the
// breadcrumb column goes stale, G5), and without the run fence a reused
// token gives two live claims (G1) yet still never lands a stale frame.
func TestCounterFollowUpSurvivesSplitDemand(t *testing.T) {
	for _, refresh := range []bool{false, true} {
		opt := RailSQL(Options{Workers: 2, Demands: 4, Stalls: 2, Crashes: 1, Failures: 1, Refresh: refresh, Variant: SplitDemand, Check: All &^ G5})
		res, err := Check(opt)
		if err != nil {
			t.Fatal(err)
		}
		t.Logf("split demand, follow-up on the counter, refresh=%v: %v", refresh, res)
		if res.Violation != nil {
			t.Fatalf("want no violation:\n%v", res.Violation)
		}
		opt = RailSQL(Options{Workers: 2, Demands: 4, Stalls: 2, Crashes: 1, Failures: 1, Refresh: refresh, Check: All &^ G1})
		opt.RunFence = false
		if res, err = Check(opt); err != nil || res.Violation != nil {
			t.Fatalf("token reuse without the run fence, G2..G5: %v %v", err, res.Violation)
		}
		t.Logf("token reuse without the run fence, refresh=%v, G1 unchecked: %v", refresh, res)
	}
}

// TestTraceOfTheSeedsZombie checks the seed's zombie replay as a trace of
// the correct protocol's model: the stale finish is fenced.
func TestTraceOfTheSeedsZombie(t *testing.T) {
	m := &model{opt: Options{Workers: 2, Demands: 2, Stalls: 1}}
	steps := []action{
		{kDemand, 0}, {kSnapshot, 0}, {kExpire, 0}, {kReconcile, 1}, {kSnapshot, 1},
		{kFinish, 1}, {kFinish, 0},
	}
	var s state
	var lines []string
	for _, a := range steps {
		next, e, ok := m.apply(s, a)
		if !ok {
			t.Fatalf("step %v not enabled after:\n%s", a, strings.Join(lines, "\n"))
		}
		if d := m.checkStep(s, next, a, e); d != nil {
			t.Fatalf("%v", d)
		}
		lines = append(lines, m.describe(s, next, a, e))
		s = next
	}
	t.Logf("\n%s\n%s", strings.Join(lines, "\n"), summary(s))
	if !strings.Contains(lines[len(lines)-1], "fenced") {
		t.Fatalf("the zombie's finish was not fenced: %s", lines[len(lines)-1])
	}
	if s.FrameGen != 2 || s.Row.Served != 2 {
		t.Fatalf("newest frame gen %d served %d, want 2 and 2", s.FrameGen, s.Row.Served)
	}
}

// TestBounds rejects options the model cannot hold.
func TestBounds(t *testing.T) {
	for _, o := range []Options{{Workers: 4}, {Workers: -1}, {Demands: -1}, {Demands: 200}} {
		if _, err := Check(o); !errors.Is(err, errBounds) {
			t.Errorf("%+v: err %v, want errBounds", o, err)
		}
	}
}

// ExampleCheck shows a run of the checker on the correct protocol.
func ExampleCheck() {
	res, err := Check(Options{Workers: 2, Demands: 2, Stalls: 1, Crashes: 1, Failures: 1})
	if err != nil {
		panic(err)
	}
	fmt.Println(res.Violation == nil, res.States > 0)
	// Output: true true
}
