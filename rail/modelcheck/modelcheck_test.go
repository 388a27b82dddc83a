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

// recoveryBound is the step bound of the liveness property in the correct
// configurations: from any reachable state, once faults and uploads stop,
// at most this many steps pass before every demand is served.
const recoveryBound = 24

// config names one exploration.
type config struct {
	name      string
	opt       Options
	minStates int // the exploration must reach at least this many states
}

// correctConfigs are the bounds the correct protocol is checked at, both
// as docs/rail.md specifies it and as rail/sql implements it. The default set
// takes about as long as the rest of the rail's unit tests under -race;
// -modelcheck.big adds millions of states.
func correctConfigs() []config {
	d := func(o Options) Options { o.Pending = true; return o }
	// Every configuration is held to a liveness bound: once faults and
	// uploads stop, every demand is served within recoveryBound steps.
	cs := []config{
		{"design 2 workers", d(Options{Workers: 2, Demands: 3, Stalls: 2, LockStalls: 1, Crashes: 1, Failures: 1}), 50_000},
		{"design 2 workers refresh lost acks", d(Options{Workers: 2, Demands: 3, Stalls: 1, LockStalls: 1, Crashes: 1, Failures: 1, LostAcks: 1, Refresh: true}), 50_000},
		{"design 3 workers refresh", d(Options{Workers: 3, Demands: 3, Stalls: 1, LockStalls: 1, Crashes: 1, Failures: 1, Refresh: true}), 50_000},
		{"design 2 workers safety net", d(Options{Workers: 2, Demands: 3, Stalls: 1, LockStalls: 1, Crashes: 1, Failures: 1, SafetyNet: true}), 10_000},
		{"design 2 workers 2 matters", d(Options{Workers: 2, Matters: 2, Demands: 3, Stalls: 1, LockStalls: 1, Crashes: 1, Refresh: true}), 10_000},
		{"rail/sql 2 workers", RailSQL(Options{Workers: 2, Demands: 4, Stalls: 1, LockStalls: 1, Crashes: 1, Failures: 1}), 100_000},
		{"rail/sql 2 workers refresh lost acks", RailSQL(Options{Workers: 2, Demands: 3, Stalls: 1, LockStalls: 1, Crashes: 1, Failures: 1, LostAcks: 1, Refresh: true}), 50_000},
		{"rail/sql 3 workers refresh", RailSQL(Options{Workers: 3, Demands: 3, Stalls: 1, LockStalls: 1, Crashes: 1, Failures: 1, Refresh: true}), 50_000},
	}
	if *big {
		cs = append(cs,
			config{"design 2 workers big", d(Options{Workers: 2, Demands: 5, Stalls: 1, LockStalls: 1, Crashes: 1, Failures: 1, Refresh: true}), 400_000},
			config{"design 3 workers big", d(Options{Workers: 3, Demands: 4, Stalls: 1, LockStalls: 1, Crashes: 1, Failures: 1, Refresh: true}), 400_000},
			config{"design 2 workers big 2 matters batches", d(Options{Workers: 2, Matters: 2, Demands: 4, Stalls: 1, LockStalls: 1, Crashes: 1, Refresh: true,
				DemandBatches: 1, Batch: 2, Batches: 1}), 700_000},
			config{"rail/sql 2 workers big", RailSQL(Options{Workers: 2, Demands: 5, Stalls: 2, LockStalls: 1, Crashes: 1, Failures: 1, LostAcks: 1, Refresh: true}), 2_000_000},
			config{"rail/sql 3 workers big", RailSQL(Options{Workers: 3, Demands: 4, Stalls: 1, LockStalls: 1, Crashes: 1, Failures: 1, LostAcks: 1, Refresh: true}), 1_500_000},
		)
	}
	return cs
}

// TestCorrectProtocol explores the protocol of docs/rail.md and
// expects every guarantee to hold in every reachable state.
func TestCorrectProtocol(t *testing.T) {
	for _, c := range correctConfigs() {
		t.Run(c.name, func(t *testing.T) {
			start := time.Now()
			opt := c.opt
			if opt.Bound == 0 {
				opt.Bound = recoveryBound
			}
			res, err := Check(opt)
			if err != nil {
				t.Fatal(err)
			}
			t.Logf("%s [%v]: %v in %v", c.name, opt, res, time.Since(start).Round(time.Millisecond))
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
			if opt.LockStalls > 0 && (res.Stops[0] == 0 || res.Stops[2] == 0 || (opt.Refresh && res.Stops[1] == 0) || res.Timeouts == 0) {
				t.Fatalf("stops inside the demand, snapshot and finish transactions, and their timeouts, were not all explored: %v", res)
			}
			if opt.Pending && res.BusyDemands == 0 {
				t.Fatalf("no demand arrived while every worker held a claim: %v", res)
			}
		})
	}
}

// bumpRequested returns o with the token rule rail/sql had before
// fencing_token: requested_generation is the dispenser.
func bumpRequested(o Options) Options {
	o.Tokens = TokenBumpRequested
	return o
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
	// The wedge needs no more than two demands and one stop.
	wedge := Options{Workers: 2, Demands: 2, Stalls: 1, LockStalls: 1, Crashes: 1, Refresh: true, Variant: NoSessionTimeout}
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
		{"finish without follow-up", with(NoFollowUp, nil), "G4", "rebuild_needed=true left behind"},
		{"follow-up per demand", with(FollowUpPerDemand, nil), "G3", "follow-up claim"},
		{"finish without follow-up: liveness alone sees the stranded demand", with(NoFollowUp, func(o *Options) { o.Check = Liveness }), "liveness", "rebuild_needed=true left behind"},
		{"refresh keeps the breadcrumb: the row lies", with(RefreshKeepsBreadcrumb, func(o *Options) { o.Refresh = true }), "G5", "refresh token"},
		{"refresh keeps the breadcrumb: a build requeues itself", with(RefreshKeepsBreadcrumb, func(o *Options) { o.Refresh = true; o.Check = All &^ G5 }), "G3", "refresh token"},
		{"reclaim without a fresh number", with(ReclaimWithoutBump, nil), "G1", "reclaim expired lease"},
		{"rail/sql: finish without token check", RailSQL(with(NoTokenCheck, func(o *Options) { o.Check = G2 })), "G2", "(no token check)"},
		{"rail/sql: reused token without the run fence", func() Options { o := RailSQL(base); o.RunFence, o.ReuseToken = false, true; return o }(), "G1", "reclaim expired lease"},
		{"rail/sql before fencing_token: a reclaim bumped requested_generation, the counter counted reclaims",
			bumpRequested(RailSQL(with(Correct, func(o *Options) { o.Check = Counter }))), "counter", "reclaim expired lease"},
		{"no session timeout: a worker stopped in its transaction wedges the matter", wedge, "liveness", "stops inside its open transaction"},
		{"rail/sql: no session timeout: the wedge", RailSQL(wedge), "liveness", "stops inside its open transaction"},
		{"no session timeout, demands arriving while every slot is busy", func() Options { o := wedge; o.Pending = true; return o }(), "liveness", "stops inside its open transaction"},
		{"a reclaim that leaves the old run open", with(ReclaimKeepsRunOpen, nil), "runs", "reclaims the expired lease"},
		{"rail/sql: split demand", RailSQL(with(SplitDemand, nil)), "G5", "claim lost"},
		{"lost COMMIT ack: adopting the row's claim, not its own follow-up", with(AdoptAnyClaim, func(o *Options) { o.LostAcks = 1 }), "G1", "acknowledgement is lost"},
		{"rail/sql: lost COMMIT ack: adopting the row's claim", RailSQL(with(AdoptAnyClaim, func(o *Options) { o.LostAcks = 1 })), "G1", "acknowledgement is lost"},
		// A coverage sweep (the reconciler's arm, docs/rail.md, for matters whose
		// newest frame misses documents) written like reconcile.sql's
		// claim, claimed_generation := requested_generation with no new
		// demand, lands the served generation again: in Postgres the frame
		// insert hits the primary key and the matter retries for ever. A
		// lost nudge must come back as a demand (the outbox sweep).
		{"rail/sql: a coverage sweep without a demand", RailSQL(with(SweepWithoutDemand, func(o *Options) { o.SafetyNet = true; o.Refresh = true })), "G2", "sweep idle row"},
		{"rail/sql before fencing_token: a coverage sweep that reuses the token",
			bumpRequested(RailSQL(with(Correct, func(o *Options) { o.SafetyNet, o.Refresh, o.ReuseToken = true, true, true }))), "G2", "sweep idle row"},
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
// breadcrumb column goes stale, G5), and, under the token rule rail/sql
// had before fencing_token (TokenBumpRequested, the reconciler reusing the
// token), a reused token without the run fence gave two live claims (G1)
// yet never landed a stale frame.
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
		opt.RunFence, opt.ReuseToken, opt.Pending, opt.Tokens = false, true, false, TokenBumpRequested
		if res, err = Check(opt); err != nil || res.Violation != nil {
			t.Fatalf("token reuse without the run fence, G2..G5: %v %v", err, res.Violation)
		}
		t.Logf("token reuse without the run fence, refresh=%v, G1 unchecked: %v", refresh, res)
	}
}

// TestTraceOfTheSeedsZombie checks the seed's zombie replay as a trace of
// the correct protocol's model: the stale finish is fenced.
func TestTraceOfTheSeedsZombie(t *testing.T) {
	m := newModel(Options{Workers: 2, Matters: 1, Demands: 2, Stalls: 1, Check: All})
	steps := []action{
		{kDemand, 0, 0}, {kSnapshot, 0, 0}, {kExpire, 0, 0}, {kReconcile, 1, 0}, {kSnapshot, 1, 0},
		{kFinish, 1, 0}, {kFinish, 0, 0},
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
	t.Logf("\n%s\n%s", strings.Join(lines, "\n"), m.summary(s))
	if !strings.Contains(lines[len(lines)-1], "fenced") {
		t.Fatalf("the zombie's finish was not fenced: %s", lines[len(lines)-1])
	}
	// Two claims, tokens 1 and 2, both serving the one demand: the frame
	// is generation 1 (the demands it serves), landed with token 2.
	if s.M[0].FrameGen != 1 || s.M[0].Row.Served != 1 || s.M[0].Row.Token != 2 || s.M[0].Row.Requested != 1 {
		t.Fatalf("newest frame gen %d served %d token %d requested %d, want 1, 1, 2, 1",
			s.M[0].FrameGen, s.M[0].Row.Served, s.M[0].Row.Token, s.M[0].Row.Requested)
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

// TestLivenessBoundIsChecked shows that the bound of the liveness property
// is enforced: held to a bound below the one the exploration finds, the
// correct protocol fails it, with the longest run printed.
func TestLivenessBoundIsChecked(t *testing.T) {
	opt := Options{Workers: 2, Demands: 2, Stalls: 1, LockStalls: 1, Crashes: 1, Refresh: true, Pending: true}
	res, err := Check(opt)
	if err != nil || res.Violation != nil {
		t.Fatalf("%v %v", err, res.Violation)
	}
	t.Logf("%v: %v", opt, res)
	opt.Bound = res.Recovery - 1
	res, err = Check(opt)
	if err != nil {
		t.Fatal(err)
	}
	if res.Violation == nil || res.Violation.Guarantee != "liveness" {
		t.Fatalf("bound %d: want liveness violated, got %v", opt.Bound, res)
	}
	text := strings.Join(res.Violation.Trace, "\n")
	if !strings.Contains(text, "a run of recovery steps") || strings.Contains(text, "diverged") {
		t.Fatalf("trace lacks the longest run:\n%v", res.Violation)
	}
	t.Logf("bound %d:\n%v", opt.Bound, res.Violation)
}

// TestTraceOfTheSnapshotWedge replays the wedge found by hand: a worker
// stopped inside its snapshot transaction keeps the row lock; its lease
// expires, the reconciler skips the locked row and demands give up. With
// the session timeout the server rolls the transaction back, and another
// worker reclaims and lands; without it no recovery step is enabled.
func TestTraceOfTheSnapshotWedge(t *testing.T) {
	steps := []action{
		{kDemand, 0, 0}, {kSnapshotStall, 0, 0}, {kDemand, 1, 0},
	}
	for _, timeout := range []bool{true, false} {
		o := Options{Workers: 2, Matters: 1, Demands: 3, LockStalls: 1, Refresh: true, Pending: true, Check: All}
		if !timeout {
			o.Variant = NoSessionTimeout
		}
		m := newModel(o)
		var s state
		var lines []string
		run := func(steps ...action) {
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
		}
		run(steps...)
		// The reconciler skips the locked row; the lease cannot be judged
		// until the transaction ends.
		if _, _, ok := m.apply(s, action{kReconcile, 1, 0}); ok {
			t.Fatalf("the reconciler took a locked row")
		}
		if !timeout {
			for k := kind(0); k < numKinds; k++ {
				for w := uint8(0); w < 2; w++ {
					a := action{k, w, 0}
					if next, _, ok := m.apply(s, a); ok && recovery(s, next, a) && next != s {
						t.Fatalf("without the timeout, recovery step %v is enabled:\n%s", a, strings.Join(lines, "\n"))
					}
				}
			}
			t.Logf("without the session timeout:\n%s\n%s\nno recovery step is enabled: wedged", strings.Join(lines, "\n"), m.summary(s))
			continue
		}
		run(action{kSessionTimeout, 0, 0}, action{kExpire, 0, 0}, action{kReconcile, 1, 0}, action{kSnapshot, 1, 0},
			action{kFinish, 1, 0}, action{kRedeliver, 1, 0}, action{kSnapshot, 1, 0}, action{kFinish, 1, 0})
		t.Logf("with the session timeout:\n%s\n%s", strings.Join(lines, "\n"), m.summary(s))
		if !m.served(s) {
			t.Fatalf("not served after the recovery: %s", m.summary(s))
		}
	}
}

// batchConfigs are the bounds at which the group-committed finish is
// checked: several builds' CASes in one transaction, some fenced (a
// zombie whose lease was reclaimed) and others landing, each decided on
// its own row; the batch may also lose its COMMIT acknowledgement or stop
// holding its rows' locks until the session timeout rolls it back.
func batchConfigs() []config {
	d := func(o Options) Options { o.Pending, o.Refresh = true, true; return o }
	cs := []config{
		{"design batch 2 workers", d(Options{Workers: 2, Demands: 3, Stalls: 1, LockStalls: 1, Crashes: 1, LostAcks: 1, Batch: 2, Batches: 2}), 20_000},
		{"design batch 3 workers 2 matters", d(Options{Workers: 3, Matters: 2, Demands: 3, Stalls: 1, LockStalls: 1, Batch: 3, Batches: 1}), 20_000},
		{"design batch 3 workers 2 matters lost acks", d(Options{Workers: 3, Matters: 2, Demands: 3, Stalls: 1, LostAcks: 1, Batch: 3, Batches: 1}), 5_000},
		{"design demand batch 2 workers 2 matters", d(Options{Workers: 2, Matters: 2, Demands: 3, Stalls: 1, LockStalls: 1, DemandBatches: 1}), 5_000},
		{"rail/sql batch 3 workers 2 matters", RailSQL(d(Options{Workers: 3, Matters: 2, Demands: 3, Stalls: 1, LockStalls: 1, Batch: 2, Batches: 1})), 20_000},
		{"rail/sql demand batch 2 workers 2 matters", RailSQL(d(Options{Workers: 2, Matters: 2, Demands: 3, Stalls: 1, LockStalls: 1, DemandBatches: 1, Batch: 2, Batches: 1})), 5_000},
	}
	if *big {
		cs = append(cs,
			config{"design batch 3 workers 2 matters big", d(Options{Workers: 3, Matters: 2, Demands: 3, Stalls: 1, LockStalls: 1, Crashes: 1, LostAcks: 1, Batch: 3, Batches: 1}), 1_000_000},
		)
	}
	return cs
}

// TestBatchFinish explores group-committed finishes and expects every
// guarantee to hold, and the exploration to have reached batches in
// which some members were fenced and others landed.
func TestBatchFinish(t *testing.T) {
	for _, c := range batchConfigs() {
		t.Run(c.name, func(t *testing.T) {
			start := time.Now()
			opt := c.opt
			opt.Bound = recoveryBound
			res, err := Check(opt)
			if err != nil {
				t.Fatal(err)
			}
			t.Logf("%s [%v]: %v in %v", c.name, opt, res, time.Since(start).Round(time.Millisecond))
			if res.Violation != nil {
				t.Fatalf("the correct protocol violates a guarantee:\n%v", res.Violation)
			}
			if res.Truncated || res.States < c.minStates {
				t.Fatalf("explored %d states (truncated %v), want at least %d", res.States, res.Truncated, c.minStates)
			}
			if res.MixedBatches == 0 && c.opt.Workers > 2 {
				t.Fatalf("no batch with both fenced and landed members was explored")
			}
		})
	}
}

// TestBrokenBatchesAreCaught runs the checker against broken group
// commits: one that fails every member when one is fenced, and one that
// fences only its first member.
func TestBrokenBatchesAreCaught(t *testing.T) {
	base := Options{Workers: 2, Demands: 3, Stalls: 1, Batch: 2, Batches: 1, Pending: true, Refresh: true}
	for _, c := range []struct {
		name    string
		variant Variant
		want    string
		step    string
	}{
		{"a fenced member rolls back the batch", BatchAllOrNothing, "batch", "rolled back with the batch"},
		{"the batch fences its first member only", BatchGuardOnce, "G1", "batch finish"},
	} {
		t.Run(c.name, func(t *testing.T) {
			opt := base
			if c.variant == BatchGuardOnce {
				// The zombie must come second in the batch: a neighbour
				// on another matter comes first.
				opt.Workers, opt.Matters = 3, 2
			}
			opt.Variant = c.variant
			res, err := Check(opt)
			if err != nil {
				t.Fatal(err)
			}
			v := res.Violation
			if v == nil {
				t.Fatalf("%v: no violation found in %v", c.variant, res)
			}
			t.Logf("%s (%v):\n%v", c.name, res, v)
			text := strings.Join(v.Trace, "\n")
			if v.Guarantee != c.want || !strings.Contains(text, c.step) || strings.Contains(text, "diverged") {
				t.Fatalf("violated %s, want %s with %q in the trace", v.Guarantee, c.want, c.step)
			}
		})
	}
}

// TestBulkhead shows what lock_timeout buys when a worker stops inside a
// transaction and, for the sake of the argument, no session timeout ever
// frees its row: demands for that matter give up, so the bus consumer's
// one handler stays free and the other matter is served (bulkhead holds,
// only liveness fails). Without lock_timeout the demand waits on the row
// holding the handler, and the other matter's nudges wait behind it: the
// wedge spreads.
func TestBulkhead(t *testing.T) {
	opt := Options{Workers: 2, Matters: 2, Demands: 3, LockStalls: 1, Handlers: 1, Refresh: true, Pending: true,
		Variant: NoSessionTimeout, Check: Bulkhead}
	res, err := Check(opt)
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("%v: %v", opt, res)
	if res.Violation != nil {
		t.Fatalf("with lock_timeout another matter's demand must be served:\n%v", res.Violation)
	}
	opt.Check = Liveness
	if res, err = Check(opt); err != nil || res.Violation == nil || res.Violation.Guarantee != "liveness" {
		t.Fatalf("the stopped matter itself must stay wedged: %v %v", err, res)
	}
	// Without lock_timeout the wedge spreads two ways: a build whose
	// next statement waits on the locked row holds its slot for ever, and
	// (with a third worker free to build) a demand waiting on the row
	// holds the consumer's handler, so the other matter's nudge waits.
	for _, c := range []struct {
		workers int
		want    []string
	}{
		{2, []string{"stops inside its open transaction"}},
		{3, []string{"stops inside its open transaction", "holding a bus consumer handler", "the nudge waits on the bus"}},
	} {
		opt.Workers, opt.Variant, opt.Check = c.workers, NoTimeouts, Bulkhead
		if res, err = Check(opt); err != nil {
			t.Fatal(err)
		}
		v := res.Violation
		if v == nil || v.Guarantee != "bulkhead" {
			t.Fatalf("without lock_timeout: want bulkhead violated, got %v", res)
		}
		t.Logf("%v: %v\n%v", opt, res, v)
		text := strings.Join(v.Trace, "\n")
		for _, want := range c.want {
			if !strings.Contains(text, want) {
				t.Fatalf("trace lacks %q:\n%s", want, text)
			}
		}
	}
}

// TestDemandBatchRollsBackWhole replays a demand batch whose trigger stops
// inside its transaction: the two rows it demanded stay locked (another
// demand gives up), and the session timeout rolls back both demands, whose
// nudges are redelivered and served.
func TestDemandBatchRollsBackWhole(t *testing.T) {
	m := newModel(Options{Workers: 2, Matters: 2, Demands: 3, LockStalls: 1, DemandBatches: 1, Pending: true, Refresh: true, Check: All})
	var s state
	var lines []string
	run := func(steps ...action) {
		for _, a := range steps {
			next, e, ok := m.apply(s, a)
			if !ok {
				t.Fatalf("step %v not enabled after:\n%s\n%s", a, strings.Join(lines, "\n"), m.summary(s))
			}
			if d := m.checkStep(s, next, a, e); d != nil {
				t.Fatalf("%v", d)
			}
			if d := m.checkState(next); d != nil {
				t.Fatalf("%v after:\n%s", d, strings.Join(lines, "\n"))
			}
			lines = append(lines, m.describe(s, next, a, e))
			s = next
		}
	}
	run(action{kDemandBatchStall, 0, 0}, action{kDemand, 1, 1}, action{kSessionTimeout, 0, 0})
	if a, b := s.M[0], s.M[1]; a.Row.Requested != 0 || b.Row.Requested != 0 || a.Nudges != 1 || b.Nudges != 2 || a.Row.Running {
		t.Fatalf("after the rollback: %s", m.summary(s))
	}
	run(action{kRedeliver, 1, 0}, action{kSnapshot, 1, 0}, action{kFinish, 1, 0},
		action{kRedeliver, 1, 1}, action{kRedeliver, 1, 1}, action{kSnapshot, 1, 0}, action{kFinish, 1, 0})
	t.Logf("\n%s\n%s", strings.Join(lines, "\n"), m.summary(s))
	if !m.served(s) {
		t.Fatalf("not served: %s", m.summary(s))
	}
}

// TestRestartedWorkerReleasesItsClaim replays release_worker.sql: a
// worker crashes holding a claim, its process restarts under the same
// worker id and gives the claim back at once (no lease to wait out), and
// the matter is claimed and served.
func TestRestartedWorkerReleasesItsClaim(t *testing.T) {
	m := newModel(RailSQL(Options{Workers: 2, Matters: 1, Demands: 1, Crashes: 1, Refresh: true, Check: All}))
	var s state
	var lines []string
	for _, a := range []action{{kDemand, 0, 0}, {kSnapshot, 0, 0}, {kCrash, 0, 0}, {kReleaseWorker, 0, 0},
		{kReconcile, 1, 0}, {kSnapshot, 1, 0}, {kFinish, 1, 0}} {
		next, e, ok := m.apply(s, a)
		if !ok {
			t.Fatalf("step %v not enabled after:\n%s\n%s", a, strings.Join(lines, "\n"), m.summary(s))
		}
		if d := m.checkStep(s, next, a, e); d != nil {
			t.Fatalf("%v", d)
		}
		if d := m.checkState(next); d != nil {
			t.Fatalf("%v", d)
		}
		lines = append(lines, m.describe(s, next, a, e))
		s = next
	}
	t.Logf("\n%s\n%s", strings.Join(lines, "\n"), m.summary(s))
	if !m.served(s) || s.M[0].Row.Token != 2 {
		t.Fatalf("not served with a fresh token: %s", m.summary(s))
	}
}
