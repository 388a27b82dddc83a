package modelcheck

import (
	"errors"
	"fmt"
	"slices"
	"strings"
)

// Variant selects the protocol the checker explores: the one DESIGN.md
// section 4 specifies, or a deliberately broken one that the checker must
// catch.
type Variant int

const (
	// Correct is the protocol of DESIGN.md section 4.
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
	// (token+1) instead of all of them: N demands cost N follow-ups.
	FollowUpPerDemand
	// RefreshKeepsBreadcrumb refreshes the token at the snapshot without
	// clearing rebuild_needed: the build then requeues itself without new
	// demand. Only meaningful with Options.Refresh.
	RefreshKeepsBreadcrumb
	// ReclaimWithoutBump reclaims an expired lease with claimed_generation
	// := requested_generation without dispensing a new number: the zombie
	// and its successor share a token.
	ReclaimWithoutBump
	// AdoptAnyClaim resolves a finish whose COMMIT acknowledgement was
	// lost by adopting whatever claim the row shows as running, instead of
	// only the follow-up run its own finish took. Needs Options.LostAcks.
	AdoptAnyClaim
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
}

// String names the variant.
func (v Variant) String() string {
	if n, ok := variantNames[v]; ok {
		return n
	}
	return fmt.Sprintf("variant(%d)", int(v))
}

// Guarantees is a set of the guarantees to check, as bits.
type Guarantees uint8

// The guarantees of DESIGN.md section 5 that the checker can check, and the
// liveness-lite property.
const (
	// G1 checks that at most one worker could land (it believes it holds
	// the claim and every guard on its way to landing holds), and that a
	// frame lands only with the row's current token.
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
	// document, and rebuild_needed says exactly whether
	// requested_generation > claimed_generation (the schema's CHECK; the
	// finish of DESIGN.md decides the follow-up on the breadcrumb).
	G5
	// Liveness checks that from every reachable state a quiet state
	// satisfying G4 is reachable.
	Liveness
	// All is every guarantee; the zero Guarantees means All too.
	All = G1 | G2 | G3 | G4 | G5 | Liveness
)

// Options bound the exploration and select the protocol.
type Options struct {
	// Workers is the number of build slots, 2 or 3 (default 2).
	Workers int
	// Demands bounds the uploads (each a document and a demand).
	Demands int
	// Stalls bounds the leases that expire under a live holder. A lease
	// whose holder crashed expires freely: that is time passing, not an
	// adversary.
	Stalls int
	// Crashes bounds the workers that lose their memory.
	Crashes int
	// Failures bounds the builds that fail and release their claim.
	Failures int
	// LostAcks bounds the finishes whose connection dies around COMMIT:
	// either it committed and the acknowledgement was lost, or it did
	// not commit. The worker then resolves the outcome from the ledger
	// (Rail.Finish and finish_resolve.sql; in DESIGN.md: the frame with
	// that generation), finishing again only while its claim still holds.
	LostAcks int
	// MaxDepth stops the exploration after that many steps (0: none). A
	// truncated exploration skips the liveness check.
	MaxDepth int
	// MaxStates stops the exploration after that many states (0: none).
	MaxStates int
	// Variant selects the protocol.
	Variant Variant
	// Refresh makes the snapshot refresh the token to
	// requested_generation in the same transaction (burst coalescing).
	Refresh bool
	// SafetyNet lets the reconciler also claim idle rows with unserved
	// demand or documents the newest frame does not cover, and adds
	// uploads whose nudge is dropped. Off, G4 is checked on the fast path
	// alone: no demand may depend on the sweep.
	SafetyNet bool
	// Check selects the guarantees to check (0: All).
	Check Guarantees

	// The choices below are where rail/sql departs from the letter of
	// DESIGN.md; RailSQL sets them all. Off, every claim dispenses a
	// fresh number and the token alone fences.

	// RunFence adds current_run_id = run to every guard (heartbeat,
	// snapshot, finish, fail, release); every claim draws a new run.
	RunFence bool
	// ReuseToken makes the reconciler's claims (lease reclaim and retry)
	// set claimed_generation := requested_generation without a bump, so
	// a reclaimed run may share its token with the zombie it replaces.
	ReuseToken bool
	// BackOffBlocksDemand makes an idle row in back-off not claimable by
	// a demand: the demand leaves the breadcrumb and the reconciler
	// retries once the back-off passes.
	BackOffBlocksDemand bool
	// FollowUpOnCounter decides the finish's follow-up on
	// requested_generation > token instead of on rebuild_needed.
	FollowUpOnCounter bool
	// Release adds the graceful shutdown's token-guarded release (no
	// back-off, retry due at once); it spends the Failures budget.
	Release bool
}

// String names the options compactly, for logs.
func (o Options) String() string {
	s := fmt.Sprintf("%v workers=%d demands=%d stalls=%d crashes=%d failures=%d", o.Variant, o.Workers, o.Demands, o.Stalls, o.Crashes, o.Failures)
	if o.LostAcks > 0 {
		s += fmt.Sprintf(" lost-acks=%d", o.LostAcks)
	}
	for _, f := range []struct {
		on   bool
		name string
	}{
		{o.Refresh, "refresh"}, {o.SafetyNet, "safety-net"}, {o.RunFence, "run-fence"}, {o.ReuseToken, "reuse-token"},
		{o.BackOffBlocksDemand, "back-off-blocks-demand"}, {o.FollowUpOnCounter, "follow-up-on-counter"}, {o.Release, "release"},
	} {
		if f.on {
			s += " " + f.name
		}
	}
	if o.MaxDepth > 0 {
		s += fmt.Sprintf(" max-depth=%d", o.MaxDepth)
	}
	if o.Check != 0 && o.Check != All {
		s += fmt.Sprintf(" check=%#x", uint8(o.Check))
	}
	return s
}

// RailSQL returns o with the choices rail/sql makes (see the fields from
// RunFence on), so the checker explores the protocol as implemented.
func RailSQL(o Options) Options {
	o.RunFence, o.ReuseToken, o.BackOffBlocksDemand, o.FollowUpOnCounter, o.Release = true, true, true, true, true
	return o
}

// Violation is a guarantee that failed, with the shortest trace to it.
type Violation struct {
	// Guarantee is "G1" to "G5" or "liveness".
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
	// Truncated is set when MaxDepth or MaxStates cut the exploration.
	Truncated bool
	// Violation is the first violation found (nil: none).
	Violation *Violation
}

// String summarises the result on one line.
func (r Result) String() string {
	s := fmt.Sprintf("%d states, %d transitions, depth %d, %d quiet states", r.States, r.Transitions, r.MaxDepth, r.Quiet)
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
func Check(opt Options) (Result, error) {
	if opt.Workers == 0 {
		opt.Workers = 2
	}
	if opt.Check == 0 {
		opt.Check = All
	}
	if opt.Workers < 1 || opt.Workers > maxWorkers {
		return Result{}, fmt.Errorf("%w: %d workers (1 to %d)", errBounds, opt.Workers, maxWorkers)
	}
	if opt.Demands < 0 || opt.Stalls < 0 || opt.Crashes < 0 || opt.Failures < 0 || opt.LostAcks < 0 ||
		2*(opt.Demands+opt.Stalls+opt.Crashes+opt.Failures+opt.LostAcks)+2 > maxGeneration {
		return Result{}, fmt.Errorf("%w: demands %d stalls %d crashes %d failures %d", errBounds,
			opt.Demands, opt.Stalls, opt.Crashes, opt.Failures)
	}
	m := &model{opt: opt}
	return m.explore(), nil
}

// explore is the breadth-first search. States are numbered in the order
// found; the queue is that numbering, so the successors of state i are
// recorded contiguously (edges[off[i]:off[i+1]]) for the liveness pass.
func (m *model) explore() Result {
	o := m.opt
	var (
		reps   []state             // the first concrete state found per canonical class
		parent []int32             // the state it was found from (-1 for the root)
		via    []action            // the step that found it
		seen   = map[state]int32{} // canonical state -> number
		off    []int32             // edges of state i: edges[off[i]:off[i+1]]
		edges  []int32
		res    Result
	)
	liveness := o.Check&Liveness != 0
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
	if d := m.checkState(initial); d != nil {
		fail(d[0], d[1], 0, summary(initial))
		res.States = 1
		return res
	}

	var actions []action
	for k := kind(0); k < numKinds; k++ {
		for w := 0; w < o.Workers; w++ {
			actions = append(actions, action{Kind: k, Worker: uint8(w)})
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
		if liveness {
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
			if d := m.checkStep(s, next, a, e); d != nil {
				res.States, res.MaxDepth = len(reps), depth+1
				fail(d[0], d[1], int32(i), m.describe(s, next, a, e)+": "+d[0]+" violated", "then "+summary(next))
				return res
			}
			id, isNew := add(next, int32(i), a)
			if liveness {
				edges = append(edges, id)
			}
			if !isNew {
				continue
			}
			if d := m.checkState(next); d != nil {
				res.States, res.MaxDepth = len(reps), depth+1
				fail(d[0], d[1], id, summary(next)+": "+d[0]+" violated")
				return res
			}
		}
	}
	res.States = len(reps)
	res.MaxDepth = depth
	if liveness && !res.Truncated {
		off = append(off, int32(len(edges)))
		if stuck := m.livenessCheck(reps, off, edges); stuck >= 0 {
			fail("liveness", "no quiet state where served = requested and the newest frame covers every document is reachable from here",
				stuck, summary(reps[stuck])+": liveness violated")
		}
	}
	return res
}

// checkState checks the state guarantees in s; it returns the guarantee and
// what was seen, or nil.
func (m *model) checkState(s state) []string {
	o := m.opt
	if o.Check&G1 != 0 {
		var who []string
		for i := 0; i < o.Workers; i++ {
			if m.couldLand(s, i) {
				who = append(who, fmt.Sprintf("w%d (token %d)", i+1, s.W[i].Token))
			}
		}
		if len(who) > 1 {
			return []string{"G1", fmt.Sprintf("two live claims: %s each believe they hold the claim and could land (row claimed_generation %d)",
				strings.Join(who, " and "), s.Row.Claimed)}
		}
	}
	if o.Check&G5 != 0 {
		r := s.Row
		if r.Served == r.Requested && s.FrameDocs < s.Demanded {
			return []string{"G5", fmt.Sprintf("served_generation = requested_generation = %d says current, but the newest frame covers docs 1..%d of 1..%d",
				r.Served, s.FrameDocs, s.Demanded)}
		}
		if r.Rebuild != (r.Requested > r.Claimed) {
			return []string{"G5", fmt.Sprintf("rebuild_needed=%t while requested_generation %d and claimed_generation %d",
				r.Rebuild, r.Requested, r.Claimed)}
		}
	}
	if o.Check&G4 != 0 && m.quiet(s) {
		if s.Row.Served != s.Row.Requested {
			return []string{"G4", fmt.Sprintf("quiet with served_generation %d < requested_generation %d: demand lost", s.Row.Served, s.Row.Requested)}
		}
		if s.FrameDocs != s.Docs {
			return []string{"G4", fmt.Sprintf("quiet with the newest frame (gen %d) covering docs 1..%d of 1..%d", s.FrameGen, s.FrameDocs, s.Docs)}
		}
	}
	return nil
}

// checkStep checks the step guarantees on the step a from pre to post with
// effect e; it returns the guarantee and what was seen, or nil.
func (m *model) checkStep(pre, post state, a action, e effect) []string {
	o := m.opt
	if e.Landed {
		if o.Check&G2 != 0 && !pre.Framed && e.Gen == 0 {
			return []string{"G2", "frame gen 0 landed: generation 0 is the row's initial value, never dispensed by a demand"}
		}
		if o.Check&G2 != 0 && pre.Framed && pre.FrameGen >= e.Gen {
			return []string{"G2", fmt.Sprintf("frame gen %d landed after frame gen %d: generations must strictly increase", e.Gen, pre.FrameGen)}
		}
		if o.Check&G1 != 0 && pre.Row.Claimed != e.Gen {
			return []string{"G1", fmt.Sprintf("frame gen %d landed while the row's token is %d", e.Gen, pre.Row.Claimed)}
		}
	}
	if o.Check&G3 != 0 && e.Claim != noClaim {
		live := pre.Row.Running && !pre.Row.Expired
		switch {
		case e.Claim != claimByFollowUp && live:
			return []string{"G3", fmt.Sprintf("a build (token %d) started while the build with token %d held a live claim", e.NewToken, pre.Row.Claimed)}
		case e.Claim == claimByFollowUp && pre.Row.Requested <= e.FromToken:
			return []string{"G3", fmt.Sprintf("follow-up token %d taken with no demand since token %d (requested %d): a build requeued itself",
				e.NewToken, e.FromToken, pre.Row.Requested)}
		case e.Claim == claimByFollowUp && e.NewToken != pre.Row.Requested:
			return []string{"G3", fmt.Sprintf("follow-up token %d covers demands up to %d of %d: the rest cost another follow-up",
				e.NewToken, e.NewToken, pre.Row.Requested)}
		}
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
	var out []string
	cur := reps[0]
	for _, at := range path {
		next, e, ok := m.apply(cur, via[at])
		if !ok || next != reps[at] {
			out = append(out, "(trace replay diverged)")
			return out
		}
		out = append(out, m.describe(cur, next, via[at], e))
		cur = next
	}
	return out
}

// livenessCheck marks every state from which a good quiet state (quiet,
// served = requested, frame covers every document) is reachable, by a
// backward fixpoint over the recorded edges, and returns the first state
// (in breadth-first order, so with a shortest trace) that is not marked, or
// -1.
func (m *model) livenessCheck(reps []state, off, edges []int32) int32 {
	n := len(reps)
	good := make([]bool, n)
	for i, s := range reps {
		if m.quiet(s) && s.Row.Served == s.Row.Requested && s.FrameDocs == s.Docs {
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
				if good[t] {
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
