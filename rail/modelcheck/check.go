package modelcheck

import (
	"errors"
	"fmt"
	"slices"
	"strings"
)

// Variant selects the protocol the checker explores: the one docs/rail.md
// specifies, or a deliberately broken one that the checker must
// catch.
type Variant int

const (
	// Correct is the protocol of docs/rail.md.
	Correct Variant = iota
	// NoTokenCheck weakens the finish CAS to run_status = 'running' only,
	// the completion path River has: a zombie can land a stale frame.
	NoTokenCheck
	// SplitDemand runs the demand as claim-then-separate-breadcrumb, two
	// statements: the lost wake-up.
	SplitDemand
	// NoFollowUp finishes without taking the follow-up claim: demand that
	// arrived during the build is left with rebuild_needed and nobody
	// serving it.
	NoFollowUp
	// FollowUpPerDemand takes a follow-up claim that covers one demand
	// instead of all of them: N demands cost N follow-ups.
	FollowUpPerDemand
	// RefreshKeepsBreadcrumb refreshes the claim at the snapshot without
	// clearing rebuild_needed: the build then requeues itself without new
	// demand. Only meaningful with Options.Refresh.
	RefreshKeepsBreadcrumb
	// ReclaimWithoutBump reclaims an expired lease without a new number
	// from the dispenser: the zombie and its successor share a token.
	ReclaimWithoutBump
	// AdoptAnyClaim resolves a finish whose COMMIT acknowledgement was
	// lost by adopting whatever claim the row shows as running, instead of
	// only the follow-up run its own finish took. Needs Options.LostAcks.
	AdoptAnyClaim
	// SweepWithoutDemand lets the reconciler claim an idle row whose
	// newest frame misses documents though every demand is served, and
	// drops a lost nudge instead of delivering it again: under
	// TokenDispenser the frame it lands repeats the served generation.
	// Needs Options.SafetyNet.
	SweepWithoutDemand
	// NoTimeouts leaves sessions and lock waits unbounded: besides
	// NoSessionTimeout, a demand that meets a locked row waits for it,
	// holding one of the bus consumer's handlers (Options.Handlers).
	NoTimeouts
	// NoSessionTimeout leaves sessions unbounded: a worker stopped inside
	// a transaction holds its row locks for ever (no
	// idle_in_transaction_session_timeout). Needs Options.LockStalls.
	NoSessionTimeout
	// ReclaimKeepsRunOpen reclaims an expired lease without writing the
	// previous claim's run record ('abandoned'): the row moves on to a new
	// run and the old one is never recorded.
	ReclaimKeepsRunOpen
	// BatchAllOrNothing lands a group-committed finish only when every
	// member's CAS matched: one fenced member fails its neighbours'
	// builds. Needs Options.Batch.
	BatchAllOrNothing
	// BatchGuardOnce checks the fence of the batch's first member only;
	// the others land on run_status = 'running' alone. Needs
	// Options.Batch.
	BatchGuardOnce
)

var variantNames = map[Variant]string{
	Correct:                "correct",
	NoTokenCheck:           "finish-without-token-check",
	SplitDemand:            "split-demand",
	NoFollowUp:             "finish-without-follow-up",
	FollowUpPerDemand:      "follow-up-per-demand",
	RefreshKeepsBreadcrumb: "refresh-keeps-breadcrumb",
	ReclaimWithoutBump:     "reclaim-without-bump",
	AdoptAnyClaim:          "adopt-any-claim",
	NoSessionTimeout:       "no-session-timeout",
	NoTimeouts:             "no-timeouts",
	SweepWithoutDemand:     "sweep-without-demand",
	ReclaimKeepsRunOpen:    "reclaim-keeps-run-open",
	BatchAllOrNothing:      "batch-all-or-nothing",
	BatchGuardOnce:         "batch-guard-once",
}

// String names the variant.
func (v Variant) String() string {
	if n, ok := variantNames[v]; ok {
		return n
	}
	return fmt.Sprintf("variant(%d)", int(v))
}

// TokenRule says where a claim's fencing token comes from.
type TokenRule int

const (
	// TokenDispenser takes every claim's token from a dispenser of its
	// own (the highest token issued, plus one), so requested_generation
	// counts demands exactly; a claim records the requested_generation
	// it serves, and served_generation moves to that on landing.
	TokenDispenser TokenRule = iota
	// TokenBumpRequested makes requested_generation the dispenser: a
	// demand's claim takes the demand's own bump, and a reconciler's
	// claim (reclaim, retry) bumps it once more, so the counter also
	// counts reclaims. It is the rule rail/sql had before fencing_token.
	TokenBumpRequested
)

// Guarantees is a set of the guarantees to check, as bits.
type Guarantees uint16

// The guarantees of docs/rail.md that the checker can check, and the
// liveness properties.
const (
	// G1 checks that at most one worker could land (it believes it holds
	// the claim and every guard on its way to landing holds), whether the
	// open transaction commits or rolls back, and that a frame lands
	// only with the row's current token.
	G1 Guarantees = 1 << iota
	// G2 checks that landed frame generations strictly increase.
	G2
	// G3 checks that no build starts while another holds a live claim
	// (but for its own follow-up), and that a follow-up is taken only for
	// new demand and covers all of it.
	G3
	// G4 checks, in every quiet state, that served_generation =
	// requested_generation and the newest frame covers every document.
	G4
	// G5 checks that the row tells the truth: when served_generation =
	// requested_generation the newest frame covers every demanded
	// document, and rebuild_needed says exactly whether demand is
	// waiting beyond the current claim.
	G5
	// Settles checks that from every reachable state a quiet state
	// satisfying G4 is reachable (any steps).
	Settles
	// Liveness is the bounded liveness property: once faults and uploads
	// stop, every demand is served within a bounded number of steps,
	// whatever order the remaining steps take and though a stopped
	// worker never resumes (see Check).
	Liveness
	// Counter checks that requested_generation counts the demands
	// recorded, exactly.
	Counter
	// Runs checks that every run that ends is recorded: at most one run
	// per matter is unrecorded, the one open on the running row.
	Runs
	// Batch checks that a group-committed finish decides each member on
	// its own row: every member whose CAS matched lands.
	Batch
	// Bulkhead is the Liveness property for the matters no stopped
	// transaction holds: their demands are served within the bound though
	// another matter's row stays locked for ever.
	Bulkhead
	// All is every guarantee; the zero Guarantees means All too.
	All = G1 | G2 | G3 | G4 | G5 | Settles | Liveness | Counter | Runs | Batch | Bulkhead
)

var guaranteeNames = []struct {
	g    Guarantees
	name string
}{{G1, "G1"}, {G2, "G2"}, {G3, "G3"}, {G4, "G4"}, {G5, "G5"}, {Settles, "settles"},
	{Liveness, "liveness"}, {Counter, "counter"}, {Runs, "runs"}, {Batch, "batch"}, {Bulkhead, "bulkhead"}}

// Options bound the exploration and select the protocol.
type Options struct {
	// Workers is the number of build slots, 1 to 3 (default 2). Each
	// stands for a process with one slot and its trigger.
	Workers int
	// Matters is the number of matters (job rows), 1 or 2 (default 1).
	Matters int
	// Demands bounds the uploads (each a document and a demand).
	Demands int
	// Stalls bounds the leases that expire under a live holder. A lease
	// whose holder crashed or is stopped expires freely: that is time
	// passing, not an adversary.
	Stalls int
	// LockStalls bounds the workers that stop (SIGSTOP, a partition)
	// inside an open transaction, holding its row locks: the demand's,
	// the snapshot's or the finish's. One transaction is open at a time,
	// and at least one worker always keeps running.
	LockStalls int
	// Crashes bounds the workers that lose their memory.
	Crashes int
	// Failures bounds the builds that fail and release their claim.
	Failures int
	// LostAcks bounds the finishes and snapshots whose connection dies
	// around COMMIT: either it committed and the acknowledgement was
	// lost, or it did not commit. The worker then resolves the outcome
	// from the ledger.
	LostAcks int
	// Handlers bounds the bus consumer's handlers that demands run in,
	// shared by every matter (0: one is always free). It matters only
	// when a demand can wait on a lock (NoTimeouts).
	Handlers int
	// DemandBatches bounds the demand batches: one upload to every
	// matter, their demands in one transaction (DemandBatch). Needs
	// Pending.
	DemandBatches int
	// Batch, when 2 or more, lets up to that many building workers land
	// in one group-committed finish transaction; Batches bounds how many
	// such transactions run.
	Batch, Batches int
	// Bound is the step bound of the Liveness property (0: report the
	// bound found, require none).
	Bound int
	// MaxDepth stops the exploration after that many steps (0: none). A
	// truncated exploration skips the liveness checks.
	MaxDepth int
	// MaxStates stops the exploration after that many states (0: none).
	MaxStates int
	// Variant selects the protocol.
	Variant Variant
	// Tokens selects where a claim's token comes from.
	Tokens TokenRule
	// Refresh makes the snapshot refresh the claim to
	// requested_generation in the same transaction (burst coalescing).
	Refresh bool
	// Pending lets a demand arrive at a process whose slots are all busy:
	// it is recorded at once without a claim, leaving the row pending,
	// and idle workers claim pending rows (and the reconciler retries).
	// Off, a trigger fetches a fact only when its process has a free slot.
	Pending bool
	// SafetyNet lets the reconciler also claim idle rows with unserved
	// demand or documents the newest frame does not cover, and adds
	// uploads whose nudge is dropped.
	SafetyNet bool
	// Check selects the guarantees to check (0: All).
	Check Guarantees

	// The choices below are where rail/sql departs from the letter of
	// docs/rail.md; RailSQL sets them.

	// RunFence adds current_run_id = run to every guard (heartbeat,
	// snapshot, finish, fail, release); every claim draws a new run.
	RunFence bool
	// ReuseToken makes the reconciler's claims take a token without a
	// new number from the dispenser, so a reclaimed run may share its
	// token with the zombie it replaces.
	ReuseToken bool
	// BackOffBlocksDemand makes an idle row in back-off not claimable by
	// a demand: the demand leaves the breadcrumb and the reconciler
	// retries once the back-off passes.
	BackOffBlocksDemand bool
	// FollowUpOnCounter decides the finish's follow-up on
	// requested_generation > the claim's watermark instead of on
	// rebuild_needed.
	FollowUpOnCounter bool
	// ReleaseWorker lets a crashed worker's restarted process give back
	// the claim its previous run held, at once (Rail.ReleaseWorker).
	ReleaseWorker bool
	// Yield makes a finish (single or batch) that finds new demand take
	// no follow-up claim: the row is left idle and pending for any free
	// slot (Rail.FinishYield, and the group commit's FinishYield, which
	// the Runner uses).
	Yield bool
	// Release adds the graceful shutdown's token-guarded release (no
	// back-off, retry due at once); it spends the Failures budget.
	Release bool
}

// String names the options compactly, for logs.
func (o Options) String() string {
	s := fmt.Sprintf("%v workers=%d", o.Variant, o.Workers)
	for _, f := range []struct {
		n    int
		name string
	}{
		{o.Matters, "matters"}, {o.Demands, "demands"}, {o.Stalls, "stalls"}, {o.LockStalls, "lock-stalls"},
		{o.Crashes, "crashes"}, {o.Failures, "failures"}, {o.LostAcks, "lost-acks"}, {o.Batch, "batch"},
		{o.Batches, "batches"}, {o.DemandBatches, "demand-batches"}, {o.Handlers, "handlers"}, {o.Bound, "bound"}, {o.MaxDepth, "max-depth"},
	} {
		if f.n > 0 && !(f.name == "matters" && f.n == 1) {
			s += fmt.Sprintf(" %s=%d", f.name, f.n)
		}
	}
	if o.Tokens == TokenBumpRequested {
		s += " token=bump-requested"
	} else {
		s += " token=dispenser"
	}
	for _, f := range []struct {
		on   bool
		name string
	}{
		{o.Refresh, "refresh"}, {o.Pending, "pending"}, {o.SafetyNet, "safety-net"}, {o.RunFence, "run-fence"},
		{o.ReuseToken, "reuse-token"}, {o.BackOffBlocksDemand, "back-off-blocks-demand"},
		{o.FollowUpOnCounter, "follow-up-on-counter"}, {o.Release, "release"}, {o.Yield, "yield"}, {o.ReleaseWorker, "release-worker"},
	} {
		if f.on {
			s += " " + f.name
		}
	}
	if o.Check != 0 && o.Check != All {
		var names []string
		for _, g := range guaranteeNames {
			if o.Check&g.g != 0 {
				names = append(names, g.name)
			}
		}
		s += " check=" + strings.Join(names, ",")
	}
	return s
}

// RailSQL returns o with the choices rail/sql makes (see the fields from
// RunFence on), so the checker explores the protocol as implemented: every
// guard compares current_run_id as well as the token, a demand on an idle
// row in back-off leaves the breadcrumb, the finish decides its follow-up
// on requested_generation > claimed_generation, shutdown releases, every
// claim takes its token from fencing_token, the dispenser of its own
// (migrations/00011_fencing_token.sql), a demand whose process has no
// free slot is recorded at once, leaving the row pending (record.sql), and
// the Runner's finish yields (FinishYield), and a restarted worker gives
// back its previous run's claims (release_worker.sql).
func RailSQL(o Options) Options {
	o.RunFence, o.BackOffBlocksDemand, o.FollowUpOnCounter, o.Release, o.Pending, o.Yield = true, true, true, true, true, true
	o.ReleaseWorker = true
	o.Tokens = TokenDispenser
	return o
}

// Violation is a guarantee that failed, with the shortest trace to it.
type Violation struct {
	// Guarantee is "G1" to "G5", "settles", "liveness", "counter",
	// "runs" or "batch".
	Guarantee string
	// Detail says what was seen.
	Detail string
	// Trace is the steps from the initial state, one per line, the last
	// one the step (or the state) that violates the guarantee.
	Trace []string
}

// Error renders the violation with its trace.
func (v *Violation) Error() string {
	var b strings.Builder
	fmt.Fprintf(&b, "%s violated: %s\n", v.Guarantee, v.Detail)
	for i, l := range v.Trace {
		fmt.Fprintf(&b, "  %2d. %s\n", i+1, l)
	}
	return b.String()
}

// Result is what one exploration found.
type Result struct {
	// States is the number of distinct (canonical) states reached.
	States int
	// Transitions is the number of enabled steps taken from them.
	Transitions int
	// MaxDepth is the length of the longest shortest path to a state.
	MaxDepth int
	// Quiet is the number of quiet states, where G4 was checked.
	Quiet int
	// Recovery is the bound the Liveness check found: the most recovery
	// steps any run takes, from any reachable state, to a state where
	// every demand is served (0 when not checked).
	Recovery int
	// MixedBatches counts the group-committed finish steps explored in
	// which some members were fenced and others landed.
	MixedBatches int
	// Stops counts the steps explored in which a worker stopped inside an
	// open demand, snapshot and finish transaction (in that order), and
	// Timeouts those in which the session timeout rolled one back.
	Stops    [3]int
	Timeouts int
	// BusyDemands counts the demands explored that arrived while every
	// worker held a claim (recorded pending).
	BusyDemands int
	// Truncated is set when MaxDepth or MaxStates cut the exploration.
	Truncated bool
	// Violation is the first violation found (nil: none).
	Violation *Violation
}

// String summarises the result on one line.
func (r Result) String() string {
	s := fmt.Sprintf("%d states, %d transitions, depth %d, %d quiet states", r.States, r.Transitions, r.MaxDepth, r.Quiet)
	if r.Stops != [3]int{} {
		s += fmt.Sprintf(", stops inside demand/snapshot/finish transactions %d/%d/%d, %d rolled back by the session timeout",
			r.Stops[0], r.Stops[1], r.Stops[2], r.Timeouts)
	}
	if r.BusyDemands > 0 {
		s += fmt.Sprintf(", %d demands while every worker held a claim", r.BusyDemands)
	}
	if r.MixedBatches > 0 {
		s += fmt.Sprintf(", %d batch finishes with fenced and landed members", r.MixedBatches)
	}
	if r.Recovery > 0 {
		s += fmt.Sprintf(", every demand served within %d recovery steps", r.Recovery)
	}
	if r.Truncated {
		s += " (truncated)"
	}
	if r.Violation != nil {
		s += fmt.Sprintf(", %s violated", r.Violation.Guarantee)
	}
	return s
}

// errBounds reports options the model cannot hold.
var errBounds = errors.New("modelcheck: bounds out of range")

// Check explores every interleaving of the model under the options
// breadth-first and checks the selected guarantees in every state and on
// every step. It stops at the first violation, whose trace is then one of
// the shortest.
//
// The Liveness property, precisely: call a step a recovery step unless it
// is a fault or new work (an upload, a stall, a stop inside a transaction,
// a crash, a failed or released build, a lost COMMIT) or the resumption of
// a stopped worker. Then from every reachable state, every run of recovery
// steps reaches, within Options.Bound steps, a state where every demand
// is served (on every matter no nudge waits, served_generation =
// requested_generation, and the newest frame covers every document), and
// no such run gets stuck before it. The recovery steps over the explored
// graph form no cycle short of a served state (checked), so every run of
// them is finite and any fair scheduler is covered; a stopped worker
// that never resumes is the case the session timeout exists for.
func Check(opt Options) (Result, error) {
	if opt.Workers == 0 {
		opt.Workers = 2
	}
	if opt.Matters == 0 {
		opt.Matters = 1
	}
	if opt.Check == 0 {
		opt.Check = All
	}
	if opt.Workers < 1 || opt.Workers > maxWorkers {
		return Result{}, fmt.Errorf("%w: %d workers (1 to %d)", errBounds, opt.Workers, maxWorkers)
	}
	if opt.Matters < 1 || opt.Matters > maxMatters {
		return Result{}, fmt.Errorf("%w: %d matters (1 to %d)", errBounds, opt.Matters, maxMatters)
	}
	if opt.Demands < 0 || opt.Stalls < 0 || opt.LockStalls < 0 || opt.Crashes < 0 || opt.Failures < 0 || opt.LostAcks < 0 ||
		opt.Batch < 0 || opt.Batches < 0 ||
		2*(opt.Demands+opt.Stalls+opt.Crashes+opt.Failures+opt.LostAcks+opt.LockStalls)+2 > maxGeneration {
		return Result{}, fmt.Errorf("%w: demands %d stalls %d lock stalls %d crashes %d failures %d lost acks %d", errBounds,
			opt.Demands, opt.Stalls, opt.LockStalls, opt.Crashes, opt.Failures, opt.LostAcks)
	}
	m := newModel(opt)
	return m.explore(), nil
}

// allBusy reports whether every worker holds a claim or is otherwise busy.
func (m *model) allBusy(s state) bool {
	for i := 0; i < m.opt.Workers; i++ {
		if s.W[i].Phase == idle {
			return false
		}
	}
	return true
}

// recovery reports whether the step from pre to post by a is a recovery
// step (see Check).
func recovery(pre, post state, a action) bool {
	if faultKinds[a.Kind] {
		return false
	}
	return !(a.Kind == kExpire && post.Stalls > pre.Stalls)
}

// recoveryBit marks a recorded edge as a recovery step.
const recoveryBit = 1 << 31

// explore is the breadth-first search. States are numbered in the order
// found; the queue is that numbering, so the successors of state i are
// recorded contiguously (edges[off[i]:off[i+1]]) for the liveness passes.
func (m *model) explore() Result {
	o := m.opt
	var (
		reps   []state             // the first concrete state found per canonical class
		parent []int32             // the state it was found from (-1 for the root)
		via    []action            // the step that found it
		seen   = map[state]int32{} // canonical state -> number
		off    []int32             // edges of state i: edges[off[i]:off[i+1]]
		edges  []uint32
		res    Result
	)
	graph := o.Check&(Settles|Liveness|Bulkhead) != 0
	add := func(s state, from int32, a action) (int32, bool) {
		k := s.canonical(o.Workers)
		if id, ok := seen[k]; ok {
			return id, false
		}
		id := int32(len(reps))
		seen[k] = id
		reps = append(reps, s)
		parent = append(parent, from)
		via = append(via, a)
		return id, true
	}
	fail := func(g, detail string, at int32, final ...string) {
		tr := append(m.trace(reps, parent, via, at), final...)
		res.Violation = &Violation{Guarantee: g, Detail: detail, Trace: tr}
	}
	var initial state
	add(initial, -1, action{})

	var actions []action
	for k := kind(0); k < numKinds; k++ {
		switch k {
		case kBatch, kBatchStall, kBatchLostAck:
			for mask := 1; mask < 1<<o.Workers; mask++ {
				actions = append(actions, action{Kind: k, Worker: uint8(mask)})
			}
			continue
		}
		for w := 0; w < o.Workers; w++ {
			for mi := 0; mi < o.Matters; mi++ {
				actions = append(actions, action{Kind: k, Worker: uint8(w), Matter: uint8(mi)})
			}
		}
	}

	levelEnd, depth := 1, 0
	for i := 0; i < len(reps); i++ {
		if i == levelEnd {
			depth++
			levelEnd = len(reps)
		}
		if o.MaxDepth > 0 && depth >= o.MaxDepth {
			res.Truncated = true
			break
		}
		if o.MaxStates > 0 && len(reps) >= o.MaxStates {
			res.Truncated = true
			break
		}
		s := reps[i]
		if graph {
			off = append(off, int32(len(edges)))
		}
		if m.quiet(s) {
			res.Quiet++
		}
		for _, a := range actions {
			next, e, ok := m.apply(s, a)
			if !ok {
				continue
			}
			res.Transitions++
			if len(e.Lands) > 0 && len(e.FencedW) > 0 {
				res.MixedBatches++
			}
			switch a.Kind {
			case kDemandStall, kDemandBatchStall:
				res.Stops[0]++
			case kSnapshotStall:
				res.Stops[1]++
			case kFinishStall, kBatchStall:
				res.Stops[2]++
			case kSessionTimeout:
				res.Timeouts++
			}
			if e.Recorded && m.allBusy(s) {
				res.BusyDemands++
			}
			if d := m.checkStep(s, next, a, e); d != nil {
				res.States, res.MaxDepth = len(reps), depth+1
				fail(d[0], d[1], int32(i), m.describe(s, next, a, e)+": "+d[0]+" violated", "then "+m.summary(next))
				return res
			}
			id, isNew := add(next, int32(i), a)
			if graph {
				ed := uint32(id)
				if recovery(s, next, a) {
					ed |= recoveryBit
				}
				edges = append(edges, ed)
			}
			if !isNew {
				continue
			}
			if d := m.checkState(next); d != nil {
				res.States, res.MaxDepth = len(reps), depth+1
				fail(d[0], d[1], id, m.summary(next)+": "+d[0]+" violated")
				return res
			}
		}
	}
	res.States = len(reps)
	res.MaxDepth = depth
	if graph && !res.Truncated {
		off = append(off, int32(len(edges)))
		if o.Check&Settles != 0 {
			if stuck := m.settlesCheck(reps, off, edges); stuck >= 0 {
				fail("settles", "no quiet state where served = requested and the newest frame covers every document is reachable from here",
					stuck, m.summary(reps[stuck])+": settles violated")
				return res
			}
		}
		if o.Check&Liveness != 0 {
			res.Recovery, res.Violation = m.livenessCheck(reps, parent, via, off, edges, m.served, "liveness")
			if res.Violation != nil {
				return res
			}
		}
		if o.Check&Bulkhead != 0 {
			_, res.Violation = m.livenessCheck(reps, parent, via, off, edges, m.servedOrWedged, "bulkhead")
		}
	}
	return res
}

// checkState checks the state guarantees in s; it returns the guarantee and
// what was seen, or nil.
func (m *model) checkState(s state) []string {
	o := m.opt
	if o.Check&G1 != 0 {
		vs, nv := m.views(s)
		for vi, v := range vs[:nv] {
			var count [maxMatters]int
			for i := 0; i < o.Workers; i++ {
				if m.couldLand(v, i) {
					count[v.W[i].Matter]++
				}
			}
			for mt := range count {
				if count[mt] > 1 {
					var who []string
					for i := 0; i < o.Workers; i++ {
						if int(v.W[i].Matter) == mt && m.couldLand(v, i) {
							who = append(who, fmt.Sprintf("w%d (token %d)", i+1, v.W[i].Token))
						}
					}
					how := ""
					if s.Locked != 0 {
						how = [...]string{" once the open transaction commits", " once the open transaction rolls back"}[vi]
					}
					return []string{"G1", fmt.Sprintf("two live claims%s: %s each believe they hold the claim and could land (row claimed_generation %d)",
						how, strings.Join(who, " and "), v.M[mt].Row.Token)}
				}
			}
		}
	}
	for mi := 0; mi < o.Matters; mi++ {
		x := s.M[mi]
		r := x.Row
		if o.Check&G5 != 0 {
			if r.Served == r.Requested && x.FrameDocs < x.Demanded {
				return []string{"G5", fmt.Sprintf("served_generation = requested_generation = %d says current, but the newest frame covers docs 1..%d of 1..%d",
					r.Served, x.FrameDocs, x.Demanded)}
			}
			if r.Rebuild != (r.Requested > r.Covers) {
				return []string{"G5", fmt.Sprintf("rebuild_needed=%t while requested_generation %d and the claim serves %d",
					r.Rebuild, r.Requested, r.Covers)}
			}
		}
		if o.Check&Counter != 0 && r.Requested != x.Recorded {
			return []string{"counter", fmt.Sprintf("requested_generation %d after %d recorded demands: the counter counts more than demands",
				r.Requested, x.Recorded)}
		}
		if o.Check&Runs != 0 {
			if r.OpenRuns > 1 {
				return []string{"runs", fmt.Sprintf("%d runs begun and not recorded for one matter: the row holds one open run, so a run ended without its record", r.OpenRuns)}
			}
			if (r.OpenRuns == 1) != r.Running {
				return []string{"runs", fmt.Sprintf("%d runs unrecorded while the row is %s", r.OpenRuns, runStatus(r))}
			}
		}
	}
	if o.Check&G4 != 0 && m.quiet(s) {
		for mi := 0; mi < o.Matters; mi++ {
			x := s.M[mi]
			if x.Row.Served != x.Row.Requested {
				return []string{"G4", fmt.Sprintf("quiet with served_generation %d < requested_generation %d: demand lost", x.Row.Served, x.Row.Requested)}
			}
			if x.FrameDocs != x.Docs {
				return []string{"G4", fmt.Sprintf("quiet with the newest frame (gen %d) covering docs 1..%d of 1..%d", x.FrameGen, x.FrameDocs, x.Docs)}
			}
		}
	}
	return nil
}

// checkStep checks the step guarantees on the step a from pre to post with
// effect e; it returns the guarantee and what was seen, or nil.
func (m *model) checkStep(pre, post state, a action, e effect) []string {
	o := m.opt
	for _, l := range e.Lands {
		if o.Check&G2 != 0 && !l.PrevFramed && l.Gen == 0 {
			return []string{"G2", "frame gen 0 landed: generation 0 is the row's initial value, never dispensed"}
		}
		if o.Check&G2 != 0 && l.PrevFramed && l.PrevGen >= l.Gen {
			return []string{"G2", fmt.Sprintf("frame gen %d landed after frame gen %d: generations must strictly increase", l.Gen, l.PrevGen)}
		}
		if o.Check&G1 != 0 && l.RowToken != l.Token {
			return []string{"G1", fmt.Sprintf("frame gen %d landed with token %d while the row's token is %d", l.Gen, l.Token, l.RowToken)}
		}
		if o.Check&G3 != 0 && l.FollowUp {
			if l.Requested <= l.Covers {
				return []string{"G3", fmt.Sprintf("follow-up token %d taken with no demand since the build's (requested %d): a build requeued itself",
					l.NewToken, l.Requested)}
			}
			if l.NewCovers != l.Requested {
				return []string{"G3", fmt.Sprintf("follow-up token %d covers demands up to %d of %d: the rest cost another follow-up",
					l.NewToken, l.NewCovers, l.Requested)}
			}
		}
	}
	if o.Check&G3 != 0 && e.Claim != noClaim && e.Claim != claimByFollowUp {
		if r := pre.M[e.Matter].Row; r.Running && !r.Expired {
			return []string{"G3", fmt.Sprintf("a build (token %d) started while the build with token %d held a live claim", e.NewToken, r.Token)}
		}
	}
	if o.Check&Batch != 0 && len(e.Aborted) > 0 {
		var who []string
		for _, j := range e.Aborted {
			who = append(who, fmt.Sprintf("w%d", j+1))
		}
		return []string{"batch", fmt.Sprintf("%s matched its own row's CAS yet did not land: a fenced neighbour in the batch failed its build",
			strings.Join(who, ", "))}
	}
	return nil
}

// trace renders the steps from the initial state to state id.
func (m *model) trace(reps []state, parent []int32, via []action, id int32) []string {
	var path []int32
	for at := id; at > 0; at = parent[at] {
		path = append(path, at)
	}
	slices.Reverse(path)
	return m.replay(reps[0], reps, path, via)
}

// replay renders the steps along path (state numbers, each found by via)
// from state cur.
func (m *model) replay(cur state, reps []state, path []int32, via []action) []string {
	var out []string
	for _, at := range path {
		next, e, ok := m.apply(cur, via[at])
		if !ok || next.canonical(m.opt.Workers) != reps[at].canonical(m.opt.Workers) {
			out = append(out, "(trace replay diverged)")
			return out
		}
		out = append(out, m.describe(cur, next, via[at], e))
		cur = next
	}
	return out
}

// settlesCheck marks every state from which a good quiet state (quiet,
// served = requested, frame covers every document) is reachable, by a
// backward fixpoint over the recorded edges, and returns the first state
// (in breadth-first order, so with a shortest trace) that is not marked, or
// -1.
func (m *model) settlesCheck(reps []state, off []int32, edges []uint32) int32 {
	n := len(reps)
	good := make([]bool, n)
	for i, s := range reps {
		if m.quiet(s) && m.served(s) {
			good[i] = true
		}
	}
	for changed := true; changed; {
		changed = false
		for i := n - 1; i >= 0; i-- {
			if good[i] {
				continue
			}
			for _, t := range edges[off[i]:off[i+1]] {
				if good[t&^recoveryBit] {
					good[i] = true
					changed = true
					break
				}
			}
		}
	}
	for i := range good {
		if !good[i] {
			return int32(i)
		}
	}
	return -1
}

// livenessCheck computes, for every state, the most recovery steps a run
// of them takes to a served state (a longest path over the recovery
// edges, by depth-first search), and reports a state from which some run
// of recovery steps gets stuck short of a served state, or cycles, or
// takes more than Options.Bound steps. It returns the bound found.
func (m *model) livenessCheck(reps []state, parent []int32, via []action, off []int32, edges []uint32,
	target func(state) bool, name string) (int, *Violation) {
	const (
		unvisited = iota
		onStack
		done
	)
	n := len(reps)
	mark := make([]uint8, n)
	dist := make([]int32, n) // -1: none yet (or stuck, once done)
	next := make([]int32, n) // the successor on a longest run
	for i := range dist {
		dist[i], next[i] = -1, -1
	}
	type frame struct{ v, e int32 }
	var stack []frame
	var bad int32 = -1
	var badWhy string
	var cycleAt int32 = -1
	push := func(v int32) {
		mark[v] = onStack
		stack = append(stack, frame{v, off[v]})
	}
	for root := int32(0); root < int32(n) && bad < 0; root++ {
		if mark[root] != unvisited {
			continue
		}
		push(root)
		for len(stack) > 0 && bad < 0 {
			top := len(stack) - 1
			v := stack[top].v
			if target(reps[v]) {
				dist[v], mark[v] = 0, done
				stack = stack[:top]
				if top > 0 {
					if p := stack[top-1].v; dist[p] < 1 {
						dist[p], next[p] = 1, v
					}
				}
				continue
			}
			pushed := false
			for stack[top].e < off[v+1] && !pushed && bad < 0 {
				ed := edges[stack[top].e]
				stack[top].e++
				if ed&recoveryBit == 0 {
					continue
				}
				t := int32(ed &^ recoveryBit)
				if t == v {
					continue // a step that changes nothing is no progress and no run
				}
				switch mark[t] {
				case unvisited:
					push(t)
					pushed = true
				case onStack:
					bad, badWhy, cycleAt = v, "cycle", t
				default:
					if dist[t] < 0 {
						bad, badWhy = t, "stuck"
					} else if d := dist[t] + 1; d > dist[v] {
						dist[v], next[v] = d, t
					}
				}
			}
			if pushed || bad >= 0 {
				continue
			}
			// Every successor is done.
			mark[v] = done
			stack = stack[:top]
			if dist[v] < 0 {
				bad, badWhy = v, "stuck"
				break
			}
			if top > 0 {
				p := stack[top-1].v
				if d := dist[v] + 1; d > dist[p] {
					dist[p], next[p] = d, v
				}
			}
		}
	}
	if bad >= 0 {
		tr := m.trace(reps, parent, via, bad)
		switch badWhy {
		case "stuck":
			tr = append(tr, m.summary(reps[bad])+": "+name+" violated", "no recovery step can move on from here"+m.only(reps[bad]))
			return 0, &Violation{Guarantee: name,
				Detail: "once faults stop, a run of recovery steps gets stuck with demand unserved (a wedge)", Trace: tr}
		default:
			tr = append(tr, fmt.Sprintf("%s: %s violated (recovery steps lead back to a state on the way here: state %d)",
				m.summary(reps[bad]), name, cycleAt))
			return 0, &Violation{Guarantee: name,
				Detail: "once faults stop, recovery steps can cycle for ever with demand unserved", Trace: tr}
		}
	}
	worst, at := int32(0), int32(0)
	for i, d := range dist {
		if d > worst {
			worst, at = d, int32(i)
		}
	}
	if m.opt.Bound > 0 && int(worst) > m.opt.Bound {
		tr := m.trace(reps, parent, via, at)
		tr = append(tr, "-- from here, a run of recovery steps:")
		var path []int32
		for v := at; next[v] >= 0; v = next[v] {
			path = append(path, next[v])
		}
		tr = append(tr, m.replayEdges(reps, at, path, off, edges)...)
		return int(worst), &Violation{Guarantee: name,
			Detail: fmt.Sprintf("a run of recovery steps takes %d steps to serve every demand, over the bound %d", worst, m.opt.Bound), Trace: tr}
	}
	return int(worst), nil
}

// replayEdges renders a run through the given states from state from,
// finding for each hop an action that makes it.
func (m *model) replayEdges(reps []state, from int32, path []int32, off []int32, edges []uint32) []string {
	var out []string
	cur := reps[from]
	for _, to := range path {
		found := false
		for k := kind(0); k < numKinds && !found; k++ {
			for w := 0; w < 1<<m.opt.Workers && !found; w++ {
				for mi := 0; mi < m.opt.Matters && !found; mi++ {
					a := action{Kind: k, Worker: uint8(w), Matter: uint8(mi)}
					nx, e, ok := m.apply(cur, a)
					if ok && nx.canonical(m.opt.Workers) == reps[to].canonical(m.opt.Workers) && recovery(cur, nx, a) {
						out = append(out, m.describe(cur, nx, a, e))
						cur, found = nx, true
					}
				}
			}
		}
		if !found {
			return append(out, "(replay diverged)")
		}
	}
	return out
}

// only names, for a stuck state, the steps that could still move it
// (faults, or a stopped worker resuming).
func (m *model) only(s state) string {
	var can []string
	for i := 0; i < m.opt.Workers; i++ {
		if s.W[i].stopped() {
			can = append(can, fmt.Sprintf("w%d resuming", i+1))
		}
	}
	if len(can) == 0 {
		return ""
	}
	return ": only " + strings.Join(can, " or ") + " would (a stopped worker may never resume)"
}
