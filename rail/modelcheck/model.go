package modelcheck

import (
	"fmt"
	"slices"
)

// maxWorkers is the largest number of workers a model can hold.
const maxWorkers = 3

// maxGeneration bounds every generation and document counter so that it fits
// the uint8 fields of a state; a bound that would exceed it is rejected.
const maxGeneration = 250

// phase is what a worker's local memory says it is doing.
type phase uint8

const (
	// idle: the worker holds nothing.
	idle phase = iota
	// claimed: the worker holds a token and has not yet read the record.
	claimed
	// building: the worker holds a token and a snapshot of the record, and is
	// (as far as it knows) calling the model panel.
	building
	// breadcrumbPending: only in the SplitDemand variant, the worker's first
	// statement bumped the dispenser and lost the claim; its second
	// statement, the breadcrumb, has not run yet.
	breadcrumbPending
	// resolving: the worker's finish lost its connection around COMMIT
	// and it does not know whether its frame landed (Options.LostAcks).
	resolving
)

// worker is one build slot's local state. A stalled worker is simply one
// that takes no step for a while: the interleavings cover it.
type worker struct {
	Phase phase
	Token uint8 // the fencing token it believes it holds (claimed, building)
	Docs  uint8 // documents in its snapshot (building): ids 1..Docs
	// Current abstracts the run id (only with Options.RunFence): true
	// while the row's current_run_id is this worker's run. Run ids are
	// fresh on every claim and only ever compared for equality, so one
	// bit per worker is exact.
	Current bool
	// Committed (resolving only) is the truth the worker does not know:
	// whether its finish committed.
	Committed bool
}

// row is the job row of the one matter, ops.matter_frame_jobs.
type row struct {
	Requested uint8 // requested_generation: the dispenser
	Claimed   uint8 // claimed_generation: the fencing token now served
	Served    uint8 // served_generation: token of the newest landed frame
	Running   bool  // run_status = 'running'
	Rebuild   bool  // rebuild_needed: the breadcrumb
	// Expired abstracts claimed_at: true once the lease horizon has passed
	// since the last claim or renewal.
	Expired bool
	// Failed abstracts next_attempt_at IS NOT NULL: the last build
	// released its claim (failed, or shut down gracefully) and the row
	// waits for a retry. Every claim and every landing clears it.
	Failed bool
	// BackOff abstracts next_attempt_at > now().
	BackOff bool
}

// state is one global state of the model: the row, the record, the newest
// frame, the budgets spent, and the workers. It is comparable, and after
// canonicalisation (workers sorted) it is the key of the visited set.
type state struct {
	Row       row
	Docs      uint8 // documents uploaded to the matter: ids 1..Docs
	FrameGen  uint8 // generation of the newest landed frame (0: none)
	FrameDocs uint8 // documents the newest frame covers: ids 1..FrameDocs
	Framed    bool  // some frame has landed
	// Demanded is the newest document whose upload made a demand (it
	// differs from Docs only after a dropped nudge).
	Demanded uint8
	Demands  uint8 // demands (uploads) made so far
	Stalls   uint8 // leases expired under a live holder so far
	Crashes  uint8 // crashes so far
	Fails    uint8 // failed builds so far
	LostAcks uint8 // finishes whose outcome the worker lost so far
	W        [maxWorkers]worker
}

// canonical returns the state with its workers sorted: workers are
// interchangeable, so states that differ only by their names are one.
func (s state) canonical(n int) state {
	slices.SortFunc(s.W[:n], func(a, b worker) int {
		if a.Phase != b.Phase {
			return int(a.Phase) - int(b.Phase)
		}
		if a.Token != b.Token {
			return int(a.Token) - int(b.Token)
		}
		if a.Docs != b.Docs {
			return int(a.Docs) - int(b.Docs)
		}
		if c := cmpBool(a.Current, b.Current); c != 0 {
			return c
		}
		return cmpBool(a.Committed, b.Committed)
	})
	return s
}

func cmpBool(a, b bool) int {
	switch {
	case a == b:
		return 0
	case a:
		return 1
	}
	return -1
}

// kind names a step of the model.
type kind uint8

const (
	kDemand         kind = iota // an upload's demand, run by worker w's trigger
	kBreadcrumb                 // SplitDemand only: the separate breadcrumb statement
	kDroppedNudge               // SafetyNet only: an upload whose nudge is lost
	kSnapshot                   // read the record (and refresh the token)
	kHeartbeat                  // token-guarded lease renewal
	kExpire                     // time passes beyond the lease horizon
	kBackOffDue                 // time passes beyond next_attempt_at
	kReconcile                  // the reconciler's claim: lease sweep, retry, sweep
	kFinish                     // fenced CAS + frame insert + follow-up claim
	kFail                       // token-guarded release with back-off
	kRelease                    // token-guarded release, due at once (graceful shutdown)
	kCrash                      // the worker loses its memory
	kFinishLostAck              // the finish commits; its acknowledgement is lost
	kFinishNoCommit             // the connection dies before the finish commits
	kResolve                    // the finisher asks the ledger what happened
	numKinds
)

// action is one step: a kind and the worker that takes it (0 when none).
type action struct {
	Kind   kind
	Worker uint8
}

// claimKind says why a claim (a build start) was granted.
type claimKind uint8

const (
	noClaim claimKind = iota
	claimByDemand
	claimByFollowUp
	claimByReclaim
	claimByRetry
	claimBySweep
)

// effect is what a step did, for the transition checks and for the trace.
type effect struct {
	Claim    claimKind
	NewToken uint8
	Landed   bool  // a frame landed
	Gen      uint8 // its generation
	FrameDoc uint8 // documents it covers
	// FromToken is the token the finishing worker held (kFinish).
	FromToken uint8
	Fenced    bool   // a token-guarded statement matched zero rows
	Note      string // extra words for the trace
}

// model is the protocol under the options' variant and bounds.
type model struct {
	opt Options
}

// claimable is the demand's claim condition: not running, or the lease
// expired; with Options.BackOffBlocksDemand an idle row in back-off is not
// claimable either.
func (m *model) claimable(r row) bool {
	if r.Running {
		return r.Expired
	}
	return !(m.opt.BackOffBlocksDemand && r.BackOff)
}

// holds reports whether worker w's memory says it holds a token.
func (w worker) holds() bool { return w.Phase == claimed || w.Phase == building }

// guarded is the guard every fenced statement carries:
// claimed_generation = token AND run_status = 'running', and with
// Options.RunFence AND current_run_id = run.
func (m *model) guarded(r row, w worker) bool {
	return r.Running && r.Claimed == w.Token && (!m.opt.RunFence || w.Current)
}

// finishGuard is the finish CAS's WHERE clause under the variant.
func (m *model) finishGuard(r row, w worker) bool {
	if m.opt.Variant == NoTokenCheck {
		return r.Running
	}
	return m.guarded(r, w)
}

// couldLand reports whether worker i could go on to land a frame from state
// s without anyone else moving: it believes it holds the claim and every
// guard on its path to landing (the refresh, if any, then the finish) holds.
func (m *model) couldLand(s state, i int) bool {
	w := s.W[i]
	switch w.Phase {
	case building:
		return m.finishGuard(s.Row, w)
	case resolving:
		if !w.Committed {
			// It will find its claim still held and finish again.
			return m.finishGuard(s.Row, w)
		}
		// It will adopt the follow-up its finish took, if still current.
		return m.opt.RunFence && w.Current && s.Row.Running
	case claimed:
		if m.opt.Refresh {
			// The refresh is token-guarded, and moves the token to
			// requested_generation; the finish then checks that token.
			return m.guarded(s.Row, w)
		}
		return m.finishGuard(s.Row, w)
	}
	return false
}

// liveHolder returns the worker that holds the row's current claim, or -1.
func (m *model) liveHolder(s state) int {
	for i := 0; i < m.opt.Workers; i++ {
		if (s.W[i].holds() && m.guarded(s.Row, s.W[i])) || (s.W[i].Phase == resolving && m.couldLand(s, i)) {
			return i
		}
	}
	return -1
}

// take grants worker i a claim on the row (a new run) and returns its
// token. The token is requested_generation when demand is unserved by any
// issued token, else one more: GREATEST(requested_generation,
// claimed_generation + 1), written back to both columns. With reuse it is
// requested_generation even when that was issued before.
func (m *model) take(s *state, i int, reuse bool) uint8 {
	r := &s.Row
	t := r.Requested
	if t <= r.Claimed && !reuse {
		t = r.Claimed + 1
	}
	r.Requested, r.Claimed = t, t
	r.Running, r.Rebuild, r.Expired = true, false, false
	r.Failed, r.BackOff = false, false // next_attempt_at := NULL
	m.newRun(s, i)
	s.W[i] = worker{Phase: claimed, Token: t, Current: m.opt.RunFence}
	return t
}

// newRun records that the row's current_run_id moved to a fresh run:
// nobody's run is current any more (the new holder sets its own bit).
func (m *model) newRun(s *state, i int) {
	if !m.opt.RunFence {
		return
	}
	for j := range s.W {
		s.W[j].Current = false
	}
}

// quiet reports whether nobody has work to do: no worker holds or owes a
// step, the row is idle, and the reconciler has nothing to claim even after
// any back-off passes. Demands may still come; G4 must hold here.
func (m *model) quiet(s state) bool {
	for i := 0; i < m.opt.Workers; i++ {
		if s.W[i].Phase != idle {
			return false
		}
	}
	if s.Row.Running {
		return false
	}
	return !m.reconcileWants(s, true)
}

// reconcileWants reports whether the reconciler would claim an idle row;
// ignoreBackOff asks whether it would once the back-off passes.
func (m *model) reconcileWants(s state, ignoreBackOff bool) bool {
	r := s.Row
	if r.Running {
		return false
	}
	unserved := r.Served < r.Requested
	if r.Failed && unserved && (ignoreBackOff || !r.BackOff) {
		return true
	}
	return m.opt.SafetyNet && (unserved || s.FrameDocs < s.Docs)
}

// apply runs action a on state s. It returns false when the action is not
// enabled in s.
func (m *model) apply(s state, a action) (state, effect, bool) {
	var e effect
	i := int(a.Worker)
	w := &s.W[i]
	r := &s.Row
	o := m.opt
	switch a.Kind {
	case kDemand:
		if w.Phase != idle || int(s.Demands) >= o.Demands {
			return s, e, false
		}
		s.Demands++
		s.Docs++ // the upload's document commits with (before) its demand
		s.Demanded = s.Docs
		r.Requested++
		switch {
		case m.claimable(*r):
			e.Claim, e.NewToken = claimByDemand, m.take(&s, i, false)
		case o.Variant == SplitDemand:
			// Statement 1 bumped and lost the claim; statement 2
			// (kBreadcrumb) sets the breadcrumb later.
			w.Phase = breadcrumbPending
		default:
			r.Rebuild = true
		}
	case kBreadcrumb:
		if w.Phase != breadcrumbPending {
			return s, e, false
		}
		r.Rebuild = true
		*w = worker{}
	case kDroppedNudge:
		if !o.SafetyNet || i != 0 || int(s.Demands) >= o.Demands {
			return s, e, false
		}
		s.Demands++
		s.Docs++
	case kSnapshot:
		if w.Phase != claimed {
			return s, e, false
		}
		if o.Refresh {
			// One transaction: token-guarded refresh of the token to
			// requested_generation (which clears the breadcrumb and
			// renews the lease) and the read of the record.
			if !m.guarded(*r, *w) {
				e.Fenced = true
				*w = worker{}
				return s, e, true
			}
			t := r.Requested
			r.Claimed = t
			if o.Variant != RefreshKeepsBreadcrumb {
				r.Rebuild = false
			}
			r.Expired = false
			w.Phase, w.Token, w.Docs = building, t, s.Docs
			e.NewToken = t
		} else {
			w.Phase, w.Docs = building, s.Docs
		}
	case kHeartbeat:
		if !w.holds() {
			return s, e, false
		}
		if !m.guarded(*r, *w) {
			e.Fenced = true
			*w = worker{}
			return s, e, true
		}
		if !r.Expired {
			return s, e, false // a renewal that changes nothing is not a new state
		}
		r.Expired = false
	case kExpire:
		if i != 0 || !r.Running || r.Expired {
			return s, e, false
		}
		if h := m.liveHolder(s); h >= 0 {
			if int(s.Stalls) >= o.Stalls {
				return s, e, false
			}
			s.Stalls++
			e.Note = fmt.Sprintf("w%d stalls", h+1)
		} else {
			e.Note = "its holder is gone"
		}
		r.Expired = true
	case kBackOffDue:
		if i != 0 || !r.BackOff {
			return s, e, false
		}
		r.BackOff = false
	case kReconcile:
		if w.Phase != idle {
			return s, e, false
		}
		switch {
		case r.Running && r.Expired:
			e.Claim = claimByReclaim
			e.NewToken = m.take(&s, i, o.ReuseToken || o.Variant == ReclaimWithoutBump)
		case m.reconcileWants(s, false):
			e.Claim = claimBySweep
			if r.Failed && r.Served < r.Requested && !r.BackOff {
				e.Claim = claimByRetry
			}
			e.NewToken = m.take(&s, i, o.ReuseToken)
		default:
			return s, e, false
		}
	case kFinish:
		if w.Phase != building {
			return s, e, false
		}
		e.FromToken = w.Token
		if !m.finishGuard(*r, *w) {
			e.Fenced = true
			*w = worker{}
			return s, e, true
		}
		m.land(&s, i, &e)
	case kFail, kRelease:
		if !w.holds() || int(s.Fails) >= o.Failures || (a.Kind == kRelease && !o.Release) {
			return s, e, false
		}
		s.Fails++
		e.FromToken = w.Token
		if !m.guarded(*r, *w) {
			e.Fenced = true
		} else {
			r.Running, r.Failed, r.BackOff, r.Expired = false, true, a.Kind == kFail, false
		}
		*w = worker{}
	case kFinishLostAck, kFinishNoCommit:
		if w.Phase != building || int(s.LostAcks) >= o.LostAcks {
			return s, e, false
		}
		e.FromToken = w.Token
		if a.Kind == kFinishNoCommit {
			s.LostAcks++
			w.Phase = resolving
			return s, e, true
		}
		if !m.finishGuard(*r, *w) {
			return s, e, false // zero rows is an answer, not an ambiguity
		}
		s.LostAcks++
		token, docs := w.Token, w.Docs
		m.land(&s, i, &e)
		followUp := s.W[i].Phase == claimed
		s.W[i] = worker{Phase: resolving, Token: token, Docs: docs, Committed: true, Current: followUp && o.RunFence}
	case kResolve:
		if w.Phase != resolving {
			return s, e, false
		}
		e.FromToken = w.Token
		switch {
		case w.Committed && o.Variant == AdoptAnyClaim && r.Running:
			// Broken: adopts whatever claim (token and run) the row
			// shows now, which may be another worker's.
			e.NewToken, e.Note = r.Claimed, "the row's current claim"
			*w = worker{Phase: claimed, Token: r.Claimed, Current: o.RunFence}
		case w.Committed && o.RunFence && w.Current && r.Running:
			// finish_resolve.sql: the frame of this run landed and the
			// follow-up run its finish took is still current: adopt it.
			e.NewToken = r.Claimed
			*w = worker{Phase: claimed, Token: r.Claimed, Current: true}
		case w.Committed:
			*w = worker{}
		case m.guarded(*r, *w):
			w.Phase = building // not committed, claim still held: finish again
		default:
			e.Fenced = true
			*w = worker{}
		}
	case kCrash:
		if w.Phase == idle || int(s.Crashes) >= o.Crashes {
			return s, e, false
		}
		s.Crashes++
		*w = worker{}
	default:
		return s, e, false
	}
	return s, e, true
}

// land is the committed finish of worker i: the frame lands, and the
// follow-up claim is taken when demand arrived during the build.
func (m *model) land(s *state, i int, e *effect) {
	o := m.opt
	w := &s.W[i]
	r := &s.Row
	e.Landed, e.Gen, e.FrameDoc = true, w.Token, w.Docs
	s.FrameGen, s.FrameDocs = w.Token, w.Docs
	s.Framed = true
	r.Served = w.Token
	r.Failed, r.BackOff, r.Expired = false, false, false
	followUp := r.Rebuild
	if o.FollowUpOnCounter {
		followUp = r.Requested > w.Token
	}
	if followUp && o.Variant != NoFollowUp {
		// The same statement clears the breadcrumb and takes the
		// follow-up claim (a new run) with a fresh token.
		t := r.Requested
		if o.Variant == FollowUpPerDemand {
			t = w.Token + 1
		}
		r.Claimed = t
		r.Rebuild = t < r.Requested
		e.Claim, e.NewToken = claimByFollowUp, t
		m.newRun(s, i)
		*w = worker{Phase: claimed, Token: t, Current: o.RunFence}
		return
	}
	r.Running = false
	if o.Variant != NoFollowUp {
		r.Rebuild = false
	}
	*w = worker{}
}

// describe renders step a from state pre, with its effect, as one line of
// a counterexample trace.
func (m *model) describe(pre, post state, a action, e effect) string {
	wn := fmt.Sprintf("w%d", a.Worker+1)
	wt := pre.W[a.Worker]
	switch a.Kind {
	case kDemand:
		head := fmt.Sprintf("%s demand (upload doc %d) -> requested %d", wn, post.Docs, post.Row.Requested)
		if e.Claim != noClaim {
			return fmt.Sprintf("%s, claim token %d", head, e.NewToken)
		}
		if m.opt.Variant == SplitDemand {
			return head + ", claim lost (breadcrumb not yet written)"
		}
		return head + ", row busy: breadcrumb rebuild_needed=true"
	case kBreadcrumb:
		return fmt.Sprintf("%s breadcrumb (separate statement) -> rebuild_needed=true on the %s row", wn, runStatus(pre.Row))
	case kDroppedNudge:
		return fmt.Sprintf("upload doc %d, its nudge is dropped (no demand)", post.Docs)
	case kSnapshot:
		if e.Fenced {
			return fmt.Sprintf("%s snapshot with token %d -> refresh matched 0 rows, stops before the model call", wn, wt.Token)
		}
		if m.opt.Refresh {
			return fmt.Sprintf("%s snapshot docs 1..%d, refresh token %d -> %d", wn, post.W[a.Worker].Docs, wt.Token, e.NewToken)
		}
		return fmt.Sprintf("%s snapshot docs 1..%d with token %d", wn, post.W[a.Worker].Docs, wt.Token)
	case kHeartbeat:
		if e.Fenced {
			return fmt.Sprintf("%s heartbeat with token %d -> 0 rows, lost the claim, stops", wn, wt.Token)
		}
		return fmt.Sprintf("%s heartbeat with token %d -> lease renewed", wn, wt.Token)
	case kExpire:
		return fmt.Sprintf("%s; lease of token %d expires", e.Note, pre.Row.Claimed)
	case kBackOffDue:
		return "back-off passes (next_attempt_at <= now)"
	case kReconcile:
		what := map[claimKind]string{
			claimByReclaim: "reclaim expired lease",
			claimByRetry:   "retry after back-off",
			claimBySweep:   "sweep idle row with unserved demand or uncovered documents",
		}[e.Claim]
		return fmt.Sprintf("%s reconcile -> %s, claim token %d", wn, what, e.NewToken)
	case kFinish:
		guard := ""
		if m.opt.Variant == NoTokenCheck {
			guard = " (no token check)"
		}
		if e.Fenced {
			return fmt.Sprintf("%s finish%s with token %d -> CAS matched 0 rows: fenced, nothing lands", wn, guard, e.FromToken)
		}
		s := fmt.Sprintf("%s finish%s with token %d -> lands gen %d covering docs 1..%d", wn, guard, e.FromToken, e.Gen, e.FrameDoc)
		if e.Claim == claimByFollowUp {
			return fmt.Sprintf("%s, follow-up claim token %d (requested %d)", s, e.NewToken, post.Row.Requested)
		}
		if post.Row.Rebuild {
			return s + ", row idle with rebuild_needed=true left behind"
		}
		return s + ", row idle"
	case kFail:
		if e.Fenced {
			return fmt.Sprintf("%s fail with token %d -> release matched 0 rows", wn, e.FromToken)
		}
		return fmt.Sprintf("%s fail with token %d -> claim released, retry after back-off", wn, e.FromToken)
	case kRelease:
		if e.Fenced {
			return fmt.Sprintf("%s shuts down, releases token %d -> matched 0 rows", wn, e.FromToken)
		}
		return fmt.Sprintf("%s shuts down, releases token %d -> row idle, retry due now", wn, e.FromToken)
	case kFinishLostAck:
		return fmt.Sprintf("%s finish with token %d -> commits (lands gen %d covering docs 1..%d%s), but the COMMIT acknowledgement is lost",
			wn, e.FromToken, e.Gen, e.FrameDoc, followUpNote(e))
	case kFinishNoCommit:
		return fmt.Sprintf("%s finish with token %d -> connection dies before COMMIT: nothing lands, outcome unknown to it", wn, e.FromToken)
	case kResolve:
		switch {
		case post.W[a.Worker].Phase == claimed:
			what := "its follow-up"
			if e.Note != "" {
				what = e.Note
			}
			return fmt.Sprintf("%s resolves: its frame gen %d landed; adopts %s, token %d", wn, e.FromToken, what, e.NewToken)
		case wt.Committed:
			return fmt.Sprintf("%s resolves: its frame gen %d landed; no follow-up to adopt", wn, e.FromToken)
		case post.W[a.Worker].Phase == building:
			return fmt.Sprintf("%s resolves: not landed, claim token %d still held; finishes again", wn, e.FromToken)
		}
		return fmt.Sprintf("%s resolves: not landed and the claim is gone: fenced", wn)
	case kCrash:
		return fmt.Sprintf("%s crashes (its memory of token %d is lost; the row keeps the lease)", wn, wt.Token)
	}
	return fmt.Sprintf("%s ?", wn)
}

func followUpNote(e effect) string {
	if e.Claim == claimByFollowUp {
		return fmt.Sprintf(", follow-up claim token %d", e.NewToken)
	}
	return ""
}

func runStatus(r row) string {
	if r.Running {
		return "running"
	}
	return "idle"
}

// summary renders the row and the record of state s for the end of a trace.
func summary(s state) string {
	r := s.Row
	frame := "no frame"
	if s.Framed {
		frame = fmt.Sprintf("newest frame gen %d covers docs 1..%d", s.FrameGen, s.FrameDocs)
	}
	return fmt.Sprintf("row{requested=%d claimed=%d served=%d run_status=%s rebuild_needed=%t lease_expired=%t failed=%t back_off=%t} docs 1..%d, %s",
		r.Requested, r.Claimed, r.Served, runStatus(r), r.Rebuild, r.Expired, r.Failed, r.BackOff, s.Docs, frame)
}
