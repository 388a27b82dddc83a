package modelcheck

import (
	"fmt"
	"slices"
	"strings"
)

// maxWorkers is the largest number of workers a model can hold.
const maxWorkers = 3

// maxMatters is the largest number of matters (job rows) a model can hold.
const maxMatters = 2

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
	// snapResolving: the worker's snapshot transaction lost its connection
	// around COMMIT; it does not know whether its token refresh committed.
	snapResolving
	// txOpen: the worker is stopped inside an open transaction (tx says
	// which) whose statement has run: it holds the row locks of the
	// matters in state.Locked. Next is the phase its COMMIT leads to.
	txOpen
	// txKilled: the worker is still stopped, and the server ended its
	// session (idle_in_transaction_session_timeout): the transaction
	// rolled back and the locks are free. When it resumes, its COMMIT
	// fails and it acts as the rail's code does on that error.
	txKilled
)

// txKind names the transaction a stopped worker is inside.
type txKind uint8

const (
	txNone     txKind = iota
	txDemand          // the trigger's inbox transaction with its demand
	txSnapshot        // the build's snapshot transaction (refresh, read)
	txFinish          // the finish transaction (CAS, frame, outbox), one or a batch
)

var txNames = [...]string{"", "demand", "snapshot", "finish"}

// worker is one build slot's local state, with its process's trigger.
type worker struct {
	Phase  phase
	Next   phase  // txOpen: the phase its COMMIT leads to
	Tx     txKind // txOpen, txKilled: the transaction it is stopped in
	Matter uint8  // the matter of its claim or transaction
	Token  uint8  // the fencing token it believes it holds
	Covers uint8  // the requested_generation its claim serves (its demand watermark)
	Docs   uint8  // documents in its snapshot (building): ids 1..Docs
	// Current abstracts the run id (only with Options.RunFence): true
	// while the row's current_run_id is this worker's run. Run ids are
	// fresh on every claim and only ever compared for equality, so one
	// bit per worker is exact.
	Current bool
	// Committed (resolving, snapResolving) is the truth the worker does
	// not know: whether its transaction committed.
	Committed bool
}

// row is the job row of one matter, ops.matter_frame_jobs.
type row struct {
	Requested uint8 // requested_generation: counts demands
	Token     uint8 // fencing_token: the current claim's token (claimed_generation under TokenBumpRequested)
	Covers    uint8 // claimed_generation: the demands (requested_generation) the current claim serves
	Served    uint8 // served_generation: the demand watermark of the newest landed frame
	Tokens    uint8 // the token dispenser: the highest token ever issued
	Running   bool  // run_status = 'running'
	Rebuild   bool  // rebuild_needed: the breadcrumb
	// Expired abstracts the lease expiry stored on the row: true once it
	// has passed since the last claim or renewal.
	Expired bool
	// Failed abstracts next_attempt_at IS NOT NULL after a released
	// claim (failed, or shut down gracefully). Every claim and landing
	// clears it.
	Failed bool
	// BackOff abstracts next_attempt_at > now().
	BackOff bool
	// OpenRuns counts the matter's runs begun and not yet recorded: a
	// run is open on the job row (current_run_id) from its claim, and
	// its one row of ops.matter_frame_runs is written by the statement
	// that ends it (migrations/00051). The row holds one run, so at most
	// one may be open, and only while the row is running.
	OpenRuns uint8
	// Orphan: the current claim's holder crashed; its restarted process
	// (same worker id) may give it back (release_worker.sql).
	Orphan bool
}

// matter is one matter: its job row, its record and its newest frame.
type matter struct {
	Row       row
	Docs      uint8 // documents uploaded: ids 1..Docs
	FrameGen  uint8 // generation of the newest landed frame (0: none)
	FrameDocs uint8 // documents the newest frame covers: ids 1..FrameDocs
	Framed    bool  // some frame has landed
	// Demanded is the newest document whose demand was recorded.
	Demanded uint8
	// Recorded counts the demands recorded on the row (committed).
	Recorded uint8
	// Nudges counts uploads whose demand is not recorded yet: it met a
	// locked row and gave up, or its transaction was rolled back; the
	// bus redelivers the nudge.
	Nudges uint8
	// Waiting counts demands blocked on the locked row (no lock_timeout,
	// the NoTimeouts variant), each holding a bus consumer handler.
	Waiting uint8
}

// state is one global state of the model. It is comparable, and after
// canonicalisation (workers sorted) it is the key of the visited set.
type state struct {
	M [maxMatters]matter
	// Locked is the set (bit per matter) of rows whose lock the one open
	// transaction holds; Undo (an index into the model's undo table)
	// holds those matters as committed, for the rollback.
	Locked uint8
	Undo   int32

	Demands    uint8 // uploads made so far
	Stalls     uint8 // leases expired under a live holder so far
	LockStalls uint8 // workers stopped inside an open transaction so far
	Crashes    uint8 // crashes so far
	Fails      uint8 // failed or released builds so far
	LostAcks   uint8 // transactions whose outcome the worker lost so far
	Batches    uint8 // group-committed finishes so far
	// DemandBatches counts the demand batches so far.
	DemandBatches uint8
	W             [maxWorkers]worker
}

// canonical returns the state with its workers sorted: workers are
// interchangeable, so states that differ only by their names are one.
func (s state) canonical(n int) state {
	slices.SortFunc(s.W[:n], cmpWorker)
	return s
}

func cmpWorker(a, b worker) int {
	for _, d := range [...]int{
		int(a.Phase) - int(b.Phase), int(a.Next) - int(b.Next), int(a.Tx) - int(b.Tx),
		int(a.Matter) - int(b.Matter), int(a.Token) - int(b.Token), int(a.Covers) - int(b.Covers),
		int(a.Docs) - int(b.Docs), cmpBool(a.Current, b.Current), cmpBool(a.Committed, b.Committed),
	} {
		if d != 0 {
			return d
		}
	}
	return 0
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
	kDemand           kind = iota // an upload to a matter and its demand, by worker w's trigger
	kDemandStall                  // the same, and w stops inside the demand's transaction
	kRedeliver                    // a nudge that gave up is redelivered: its demand, by w's trigger
	kProceed                      // NoTimeouts: a demand that waited on the row lock gets it
	kDemandBatch                  // an upload to every matter, their demands in one transaction by w's trigger
	kDemandBatchStall             // the same, and w stops inside the batch's transaction
	kLockGiveUp                   // a build's statement meets its locked row: lock_timeout, the build is dropped
	kReleaseWorker                // a crashed worker's process restarts and gives back its claims
	kBreadcrumb                   // SplitDemand only: the separate breadcrumb statement
	kDroppedNudge                 // SafetyNet only: an upload whose nudge is lost
	kSnapshot                     // read the record (and refresh the claim), one transaction
	kSnapshotStall                // the snapshot's statement, then w stops inside its transaction
	kSnapLostAck                  // the snapshot commits; its acknowledgement is lost
	kSnapNoCommit                 // the connection dies before the snapshot commits
	kSnapResolve                  // the snapshot's owner asks the row whose claim it is
	kHeartbeat                    // token-guarded lease renewal
	kExpire                       // time passes beyond the lease horizon
	kBackOffDue                   // time passes beyond next_attempt_at
	kReconcile                    // the reconciler's claim: lease sweep, retry, pending, sweep
	kFinish                       // fenced CAS + frame insert + follow-up claim, one transaction
	kFinishStall                  // the finish's statement, then w stops inside its transaction
	kBatch                        // a group-committed finish of several builds (Worker: a bit set)
	kBatchStall                   // the batch's statement, then its process stops inside the transaction
	kBatchLostAck                 // the batch commits; its acknowledgement is lost
	kFail                         // token-guarded release with back-off
	kRelease                      // token-guarded release, due at once (graceful shutdown)
	kCrash                        // the worker loses its memory
	kFinishLostAck                // the finish commits; its acknowledgement is lost
	kFinishNoCommit               // the connection dies before the finish commits
	kResolve                      // the finisher asks the ledger what happened
	kSessionTimeout               // the server ends a session idle in its transaction: rollback
	kResume                       // a stopped worker resumes (commits, or meets its ended session)
	numKinds
)

// faultKinds are the steps an adversary takes (or new work arriving); the
// bounded liveness property is checked on runs without them. kExpire is a
// fault only under a live holder (see recoveryStep).
var faultKinds = [numKinds]bool{
	kDemand: true, kDemandStall: true, kDemandBatch: true, kDemandBatchStall: true, kDroppedNudge: true, kSnapshotStall: true,
	kSnapLostAck: true, kSnapNoCommit: true, kFinishStall: true, kBatchStall: true,
	kBatchLostAck: true, kFail: true, kRelease: true, kCrash: true,
	kFinishLostAck: true, kFinishNoCommit: true, kResume: true,
}

// action is one step: a kind, the worker that takes it (for the batch
// kinds, a bit set of workers), and the matter it targets (uploads,
// reconcile).
type action struct {
	Kind   kind
	Worker uint8
	Matter uint8
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

// landing is one frame landing (or tentatively landing, inside an open
// transaction) in a step, for the step checks and the trace.
type landing struct {
	Matter     uint8
	Gen        uint8 // the frame's generation
	Token      uint8 // the finishing claim's token
	Docs       uint8 // documents it covers
	PrevGen    uint8 // the matter's newest frame before it
	PrevFramed bool
	RowToken   uint8 // the row's token when the CAS ran
	Covers     uint8 // the demand watermark the finishing claim served
	Requested  uint8 // requested_generation when the CAS ran
	FollowUp   bool  // the same statement took a follow-up claim
	Yielded    bool  // demand arrived, and the row was left pending instead
	NewToken   uint8 // its token
	NewCovers  uint8 // the demand watermark it serves
	Worker     uint8
}

// effect is what a step did, for the transition checks and for the trace.
type effect struct {
	Claim     claimKind
	Matter    uint8
	NewToken  uint8
	Live      bool // a live (unexpired) claim was running when the claim was taken
	Lands     []landing
	FromToken uint8
	Fenced    bool    // a token-guarded statement matched zero rows
	FencedW   []int   // batch: the members whose CAS matched zero rows
	Aborted   []int   // batch: members that matched yet did not land (a broken batch)
	GaveUp    bool    // a demand met a locked row and gave up
	Skipped   []uint8 // a demand batch: the matters whose row another session held
	Waits     bool    // a demand waits on a locked row, holding a handler
	NoHandler bool    // no handler was free: the nudge waits on the bus
	Recorded  bool    // a demand was recorded without a claim
	Note      string  // extra words for the trace
}

// model is the protocol under the options' variant and bounds.
type model struct {
	opt Options
	// undos is the undo table: the committed matters of an open
	// transaction, interned so that equal states have equal indexes.
	undos   [][maxMatters]matter
	undoIdx map[[maxMatters]matter]int32
}

func newModel(o Options) *model {
	return &model{opt: o, undos: make([][maxMatters]matter, 1), undoIdx: map[[maxMatters]matter]int32{}}
}

func (m *model) intern(u [maxMatters]matter) int32 {
	if id, ok := m.undoIdx[u]; ok {
		return id
	}
	id := int32(len(m.undos))
	m.undos = append(m.undos, u)
	m.undoIdx[u] = id
	return id
}

func (s *state) locked(mi int) bool { return s.Locked&(1<<mi) != 0 }

// stopped reports whether worker w is stopped (inside or after a
// transaction it cannot finish until it resumes).
func (w worker) stopped() bool { return w.Phase == txOpen || w.Phase == txKilled }

// holds reports whether worker w's memory says it holds a token.
func (w worker) holds() bool { return w.Phase == claimed || w.Phase == building }

// claimable is the claim condition of a demand with a free slot: not
// running, or the lease expired; with Options.BackOffBlocksDemand an idle
// row in back-off is not claimable either.
func (m *model) claimable(r row) bool {
	if r.Running {
		return r.Expired
	}
	return !(m.opt.BackOffBlocksDemand && r.BackOff)
}

// guarded is the guard every fenced statement carries:
// claimed_generation = token AND run_status = 'running', and with
// Options.RunFence AND current_run_id = run.
func (m *model) guarded(r row, w worker) bool {
	return r.Running && r.Token == w.Token && (!m.opt.RunFence || w.Current)
}

// finishGuard is the finish CAS's WHERE clause under the variant.
func (m *model) finishGuard(r row, w worker) bool {
	if m.opt.Variant == NoTokenCheck {
		return r.Running
	}
	return m.guarded(r, w)
}

// snapOurs is the snapshot's resolution after an unknown COMMIT: the row
// says the claim is still this run's (run fence), or, without run ids,
// still this token.
func (m *model) snapOurs(r row, w worker) bool {
	if m.opt.RunFence {
		return r.Running && w.Current
	}
	return r.Running && r.Token == w.Token
}

// couldLand reports whether worker i could go on to land a frame from state
// s without anyone else moving (s has no open transaction: see views).
func (m *model) couldLand(s state, i int) bool {
	w := s.W[i]
	r := s.M[w.Matter].Row
	switch w.Phase {
	case building:
		return m.finishGuard(r, w)
	case resolving:
		if !w.Committed {
			return m.finishGuard(r, w) // it will find its claim held and finish again
		}
		return m.opt.RunFence && w.Current && r.Running // it adopts its follow-up
	case snapResolving:
		return m.snapOurs(r, w)
	case claimed:
		if m.opt.Refresh {
			return m.guarded(r, w) // the refresh is token-guarded
		}
		return m.finishGuard(r, w)
	case txKilled:
		switch w.Tx {
		case txSnapshot:
			return m.snapOurs(r, w)
		case txFinish:
			return m.finishGuard(r, w)
		}
	}
	return false
}

// liveHolder returns the worker, not stopped, that holds matter mi's
// current claim, or -1.
func (m *model) liveHolder(s state, mi int) int {
	for i := 0; i < m.opt.Workers; i++ {
		w := s.W[i]
		if int(w.Matter) != mi || w.stopped() {
			continue
		}
		if (w.holds() && m.guarded(s.M[mi].Row, w)) ||
			((w.Phase == resolving || w.Phase == snapResolving) && m.couldLand(s, i)) {
			return i
		}
	}
	return -1
}

// openRun records a claim's new run, open on the job row.
func openRun(r *row) { r.OpenRuns++ }

// closeRun records that the current claim's run ended: its record, with
// its outcome, is written.
func closeRun(r *row) {
	if r.OpenRuns > 0 {
		r.OpenRuns--
	}
}

// take grants worker i a claim on matter mi (a new run) and returns its
// token. reconciler says the reconciler (or a Runner claiming a pending
// row) takes it rather than a demand or a finish.
func (m *model) take(s *state, mi, i int, reconciler bool) uint8 {
	o := m.opt
	r := &s.M[mi].Row
	reuse := reconciler && (o.ReuseToken || (o.Variant == ReclaimWithoutBump && r.Running))
	if r.Running && !(o.Variant == ReclaimKeepsRunOpen) {
		closeRun(r) // the previous claim's run: its record, 'abandoned'
	}
	var t uint8
	switch o.Tokens {
	case TokenBumpRequested:
		if reconciler && !reuse {
			r.Requested++ // the reconciler's claim is itself a demand
		}
		t = r.Requested
	default: // TokenDispenser
		if reuse && r.Tokens > 0 {
			t = r.Tokens
		} else {
			r.Tokens++
			t = r.Tokens
		}
	}
	r.Token, r.Covers = t, r.Requested
	r.Running, r.Rebuild, r.Expired, r.Orphan = true, false, false, false
	r.Failed, r.BackOff = false, false // next_attempt_at := NULL
	openRun(r)
	m.newRun(s, mi)
	s.W[i] = worker{Phase: claimed, Matter: uint8(mi), Token: t, Covers: r.Covers, Current: o.RunFence}
	return t
}

// newRun records that matter mi's current_run_id moved to a fresh run:
// nobody's run on it is current any more (the new holder sets its own bit).
func (m *model) newRun(s *state, mi int) {
	if !m.opt.RunFence {
		return
	}
	for j := range s.W {
		if int(s.W[j].Matter) == mi {
			s.W[j].Current = false
		}
	}
}

// quiet reports whether nobody has work to do: no worker holds or owes a
// step, every row is idle, no nudge waits, and the reconciler has nothing
// to claim even after any back-off passes. Demands may still come; G4
// must hold here.
func (m *model) quiet(s state) bool {
	for i := 0; i < m.opt.Workers; i++ {
		if s.W[i].Phase != idle {
			return false
		}
	}
	for mi := 0; mi < m.opt.Matters; mi++ {
		if s.M[mi].Row.Running || s.M[mi].Nudges > 0 || s.M[mi].Waiting > 0 || m.reconcileWants(s, mi, true) {
			return false
		}
	}
	return s.Locked == 0
}

// served reports whether every demand is served: on every matter no nudge
// waits, served = requested, and the newest frame covers every document.
func (m *model) served(s state) bool {
	for mi := 0; mi < m.opt.Matters; mi++ {
		x := s.M[mi]
		if !m.servedMatter(x) {
			return false
		}
	}
	return true
}

// servedMatter reports whether every demand of one matter is served.
func (m *model) servedMatter(x matter) bool {
	return x.Nudges == 0 && x.Waiting == 0 && x.Row.Served == x.Row.Requested && x.FrameDocs == x.Docs
}

// servedOrWedged reports whether every matter is served, but for those
// whose row an open (stopped) transaction locks: what a bulkhead
// promises when a matter is wedged.
func (m *model) servedOrWedged(s state) bool {
	for mi := 0; mi < m.opt.Matters; mi++ {
		if !s.locked(mi) && !m.servedMatter(s.M[mi]) {
			return false
		}
	}
	return true
}

// handlerFree reports whether a bus consumer handler is free to handle a
// nudge (Options.Handlers; 0: always).
func (m *model) handlerFree(s state) bool {
	if m.opt.Handlers == 0 {
		return true
	}
	n := 0
	for mi := 0; mi < m.opt.Matters; mi++ {
		n += int(s.M[mi].Waiting)
	}
	return n < m.opt.Handlers
}

// reconcileWants reports whether the reconciler would claim idle matter
// mi; ignoreBackOff asks whether it would once the back-off passes.
func (m *model) reconcileWants(s state, mi int, ignoreBackOff bool) bool {
	x := s.M[mi]
	r := x.Row
	if r.Running {
		return false
	}
	unserved := r.Served < r.Requested
	if unserved && (r.Failed || m.opt.Pending) && (ignoreBackOff || !r.BackOff) {
		return true
	}
	// The sweep of idle rows whose newest frame misses documents claims
	// without a demand: only where a claim's token is a new generation
	// (TokenBumpRequested). Under TokenDispenser a frame's generation is
	// the demands it serves, so a dropped nudge comes back as a demand
	// (the outbox sweep) instead.
	coverage := m.opt.Tokens == TokenBumpRequested || m.opt.Variant == SweepWithoutDemand
	return m.opt.SafetyNet && (unserved || (x.FrameDocs < x.Docs && coverage))
}

// recordDemand is the demand statement on matter mi by worker i's
// trigger: it bumps requested_generation and, when the trigger's process
// has a free slot (worker i idle) and the row is claimable, takes the
// claim; else it leaves the breadcrumb. It returns false when the demand
// cannot be made here (no free slot, and demands wait for one).
func (m *model) recordDemand(s *state, mi, i int, e *effect) bool {
	o := m.opt
	w := &s.W[i]
	free := w.Phase == idle
	if !free && !o.Pending {
		return false
	}
	x := &s.M[mi]
	r := &x.Row
	x.Demanded = x.Docs
	x.Recorded++
	r.Requested++
	e.Matter = uint8(mi)
	switch {
	case free && m.claimable(*r):
		e.Live = r.Running && !r.Expired
		e.Claim, e.NewToken = claimByDemand, m.take(s, mi, i, false)
	case free && o.Variant == SplitDemand:
		// Statement 1 bumped and lost the claim; statement 2
		// (kBreadcrumb) sets the breadcrumb later.
		*w = worker{Phase: breadcrumbPending, Matter: uint8(mi)}
	default:
		r.Rebuild = r.Requested > r.Covers
		e.Recorded = !free
		if e.Recorded && !r.Running {
			// record.sql: the idle row is left pending, due at once
			// (next_attempt_at := now) unless a back-off already runs.
			r.Failed = true
		}
	}
	return true
}

// land is the committed finish of worker i: the frame lands, and the
// follow-up claim is taken when demand arrived during the build.
func (m *model) land(s *state, i int, e *effect, yield bool) {
	o := m.opt
	w := &s.W[i]
	mi := int(w.Matter)
	x := &s.M[mi]
	r := &x.Row
	// The frame's generation: the token under TokenBumpRequested (where
	// token and watermark are one number), else the demands it serves.
	gen := w.Covers
	if o.Tokens == TokenBumpRequested {
		gen = w.Token
	}
	l := landing{Matter: uint8(mi), Gen: gen, Token: w.Token, Docs: w.Docs, PrevGen: x.FrameGen, PrevFramed: x.Framed,
		RowToken: r.Token, Covers: w.Covers, Requested: r.Requested, Worker: uint8(i)}
	x.FrameGen, x.FrameDocs, x.Framed = gen, w.Docs, true
	r.Served = w.Covers
	r.Failed, r.BackOff, r.Expired, r.Orphan = false, false, false, false
	closeRun(r) // 'landed'
	followUp := r.Rebuild
	if o.FollowUpOnCounter {
		followUp = r.Requested > w.Covers
	}
	if followUp && o.Variant != NoFollowUp && yield {
		// finish.sql with yield: no follow-up claim; the row is left idle
		// and pending (next_attempt_at := now, the breadcrumb kept) for
		// the oldest-first claim of any free slot.
		r.Running, r.Failed, r.BackOff = false, true, false
		r.Rebuild = r.Requested > r.Covers
		l.Yielded = true
		*w = worker{}
	} else if followUp && o.Variant != NoFollowUp {
		// The same statement clears the breadcrumb and takes the
		// follow-up claim (a new run) with a fresh token.
		covers := r.Requested
		if o.Variant == FollowUpPerDemand {
			covers = w.Covers + 1
		}
		var t uint8
		switch o.Tokens {
		case TokenBumpRequested:
			t = covers
		default:
			r.Tokens++
			t = r.Tokens
		}
		r.Token, r.Covers = t, covers
		r.Rebuild = covers < r.Requested
		openRun(r)
		m.newRun(s, mi)
		l.FollowUp, l.NewToken, l.NewCovers = true, t, covers
		*w = worker{Phase: claimed, Matter: uint8(mi), Token: t, Covers: covers, Current: o.RunFence}
	} else {
		r.Running = false
		if o.Variant != NoFollowUp {
			r.Rebuild = false
		}
		*w = worker{}
	}
	e.Lands = append(e.Lands, l)
}

// refresh is the snapshot's statement for worker i: token-guarded, it
// moves the claim up to requested_generation (clears the breadcrumb,
// renews the lease) and the build reads the record. It returns false
// when the guard matched nothing: the build stops before its model call.
func (m *model) refresh(s *state, i int, e *effect) bool {
	o := m.opt
	w := &s.W[i]
	x := &s.M[w.Matter]
	r := &x.Row
	if o.Refresh {
		if !m.guarded(*r, *w) {
			e.Fenced = true
			*w = worker{}
			return false
		}
		r.Covers = r.Requested
		if o.Tokens == TokenBumpRequested {
			r.Token = r.Requested
		}
		if o.Variant != RefreshKeepsBreadcrumb {
			r.Rebuild = false
		}
		r.Expired = false
		e.FromToken = w.Token
		w.Token, w.Covers = r.Token, r.Covers
		e.NewToken = w.Token
	}
	w.Phase, w.Docs = building, x.Docs
	return true
}

// members lists the workers of a batch's bit set.
func members(mask uint8, n int) []int {
	var out []int
	for i := 0; i < n; i++ {
		if mask&(1<<i) != 0 {
			out = append(out, i)
		}
	}
	return out
}

// batch runs the group-committed finish's statement for the building
// workers in mask: each member's CAS is decided on its own row. Fenced
// members stop (their runs are recorded fenced); the others land, each
// with its own follow-up. It returns the matters whose rows it wrote.
func (m *model) batch(s *state, mask uint8, e *effect) uint8 {
	var wrote uint8
	ms := members(mask, m.opt.Workers)
	// The guards are evaluated row by row, in order; a member whose
	// row an earlier member of this batch already moved sees that move
	// (one statement, each row locked and rechecked as it is written).
	var fenced []int
	for _, i := range ms {
		if !m.finishGuard(s.M[s.W[i].Matter].Row, s.W[i]) {
			fenced = append(fenced, i)
		}
	}
	if m.opt.Variant == BatchAllOrNothing && len(fenced) > 0 {
		// Broken: one fenced member rolls back the whole batch; every
		// member fails its build.
		for _, i := range ms {
			if !slices.Contains(fenced, i) {
				e.Aborted = append(e.Aborted, i)
			}
			s.W[i] = worker{}
		}
		e.FencedW = fenced
		return 0
	}
	for _, i := range ms {
		w := s.W[i]
		if m.opt.Variant == BatchGuardOnce && i != ms[0] {
			// Broken: only the first member's guard is checked; the
			// others land on run_status = 'running' alone.
			if !s.M[w.Matter].Row.Running {
				e.FencedW = append(e.FencedW, i)
				s.W[i] = worker{}
				continue
			}
		} else if !m.finishGuard(s.M[w.Matter].Row, w) {
			e.FencedW = append(e.FencedW, i)
			s.W[i] = worker{}
			continue
		}
		wrote |= 1 << w.Matter
		m.land(s, i, e, m.opt.Yield) // the Runner's group commit yields as FinishYield
	}
	return wrote
}

// lockOpen opens a transaction whose statement has run: pre is the state
// before it, s after; mask the rows it wrote (locked until it ends). The
// workers in ws stop inside it, each to go to its phase in s at COMMIT.
func (m *model) lockOpen(pre state, s *state, mask uint8, ws []int, tx txKind) {
	var u [maxMatters]matter
	for mi := 0; mi < maxMatters; mi++ {
		if mask&(1<<mi) != 0 {
			u[mi] = pre.M[mi]
		}
	}
	s.Locked, s.Undo = mask, m.intern(u)
	s.LockStalls++
	for _, i := range ws {
		w := &s.W[i]
		w.Next, w.Phase, w.Tx = w.Phase, txOpen, tx
	}
}

// canStall reports whether a stall inside a transaction is allowed: the
// budget remains, no transaction is open already, and some worker outside
// ws will still be running (liveness asks nothing of a system whose every
// worker is stopped).
func (m *model) canStall(s state, ws ...int) bool {
	if int(s.LockStalls) >= m.opt.LockStalls || s.Locked != 0 {
		return false
	}
	for i := 0; i < m.opt.Workers; i++ {
		if !slices.Contains(ws, i) && !s.W[i].stopped() {
			return true
		}
	}
	return false
}

// rollback ends the open transaction without committing it: its rows go
// back to what was committed, the locks are free, its workers are left
// stopped with their sessions ended, remembering what the rail's code
// would know (the token it held, the documents it read).
func (m *model) rollback(s *state) {
	u := m.undos[s.Undo]
	demandTx := false
	for i := 0; i < m.opt.Workers; i++ {
		demandTx = demandTx || (s.W[i].Phase == txOpen && s.W[i].Tx == txDemand)
	}
	for mi := 0; mi < maxMatters; mi++ {
		if s.Locked&(1<<mi) == 0 {
			continue
		}
		tent := s.M[mi]
		s.M[mi] = u[mi]
		// Uploads commit in transactions of their own, and nudges that
		// gave up meanwhile still wait: neither rolls back.
		s.M[mi].Docs, s.M[mi].Nudges, s.M[mi].Waiting = tent.Docs, tent.Nudges, tent.Waiting
		if demandTx {
			// A demand transaction locks only the rows it demanded: each
			// such nudge was not acknowledged, and is redelivered.
			s.M[mi].Nudges++
		}
		for i := 0; i < m.opt.Workers; i++ {
			w := &s.W[i]
			if w.Phase != txOpen || int(w.Matter) != mi {
				continue
			}
			r := s.M[mi].Row
			switch w.Tx {
			case txDemand:
				*w = worker{Phase: txKilled, Tx: txDemand, Matter: uint8(mi)}
			case txSnapshot:
				*w = worker{Phase: txKilled, Tx: txSnapshot, Matter: uint8(mi), Token: r.Token, Covers: r.Covers,
					Docs: w.Docs, Current: m.opt.RunFence}
			case txFinish:
				*w = worker{Phase: txKilled, Tx: txFinish, Matter: uint8(mi), Token: r.Token, Covers: r.Covers,
					Docs: tent.FrameDocs, Current: m.opt.RunFence}
			}
		}
	}
	// A demand that took no claim is stopped on a row it did lock.
	for i := 0; i < m.opt.Workers; i++ {
		if w := &s.W[i]; w.Phase == txOpen {
			*w = worker{Phase: txKilled, Tx: w.Tx, Matter: w.Matter}
		}
	}
	s.Locked, s.Undo = 0, 0
}

// apply runs action a on state s. It returns false when the action is not
// enabled in s.
func (m *model) apply(s state, a action) (state, effect, bool) {
	var e effect
	o := m.opt
	pre := s
	i := int(a.Worker)
	mi := int(a.Matter)
	if a.Kind == kSessionTimeout {
		if i != 0 || mi != 0 || s.Locked == 0 || o.Variant == NoSessionTimeout || o.Variant == NoTimeouts {
			return s, e, false
		}
		m.rollback(&s)
		return s, e, true
	}
	var w *worker
	if (a.Kind == kBatch || a.Kind == kBatchStall || a.Kind == kBatchLostAck) && (o.Batch < 2 || a.Worker&(a.Worker-1) == 0) {
		return s, e, false // batches are off, or the set has fewer than two members
	}
	if a.Kind != kBatch && a.Kind != kBatchStall && a.Kind != kBatchLostAck {
		if i >= o.Workers {
			return s, e, false
		}
		w = &s.W[i]
		if a.Kind != kDemand && a.Kind != kDemandStall && a.Kind != kDemandBatch && a.Kind != kDemandBatchStall && a.Kind != kReleaseWorker && a.Kind != kRedeliver && a.Kind != kProceed && a.Kind != kDroppedNudge &&
			a.Kind != kReconcile && a.Kind != kExpire && a.Kind != kBackOffDue {
			if mi != 0 {
				return s, e, false // steps of a worker's claim name no matter
			}
			mi = int(w.Matter)
		}
	}
	if mi >= o.Matters {
		return s, e, false
	}
	e.Matter = uint8(mi)
	switch a.Kind {
	case kDemand, kDemandStall:
		if int(s.Demands) >= o.Demands || w.stopped() {
			return s, e, false
		}
		if a.Kind == kDemandStall && (w.Phase != idle || s.locked(mi) || !m.canStall(s, i)) {
			return s, e, false
		}
		s.Demands++
		s.M[mi].Docs++ // the upload's document commits before its demand
		if !m.handlerFree(s) {
			if a.Kind == kDemandStall {
				return s, e, false
			}
			// Every handler waits on a lock: the nudge waits on the bus.
			s.M[mi].Nudges++
			e.NoHandler = true
			return s, e, true
		}
		if s.locked(mi) {
			if o.Variant == NoTimeouts {
				// No lock_timeout: the demand waits, holding its handler.
				s.M[mi].Waiting++
				e.Waits = true
				return s, e, true
			}
			// lock_timeout: the demand gives up; its nudge is redelivered.
			s.M[mi].Nudges++
			e.GaveUp = true
			return s, e, true
		}
		if !m.recordDemand(&s, mi, i, &e) {
			return s, e, false
		}
		if a.Kind == kDemandStall {
			m.lockOpen(pre, &s, 1<<mi, []int{i}, txDemand)
			s.W[i].Matter = uint8(mi)
		}
	case kDemandBatch, kDemandBatchStall:
		// DemandBatch: the rows no other session holds are locked (SKIP
		// LOCKED) in key order; a held row's demand is left to its
		// redelivered nudge; every other row gets its demand statement,
		// the first with a free slot able to claim, the rest recorded.
		if mi != 0 || int(s.DemandBatches) >= o.DemandBatches || int(s.Demands)+o.Matters > o.Demands || w.stopped() || !o.Pending {
			return s, e, false
		}
		if a.Kind == kDemandBatchStall && (w.Phase != idle || !m.canStall(s, i)) {
			return s, e, false
		}
		s.DemandBatches++
		var wrote uint8
		for mj := 0; mj < o.Matters; mj++ {
			s.Demands++
			s.M[mj].Docs++
			if s.locked(mj) {
				s.M[mj].Nudges++
				e.Skipped = append(e.Skipped, uint8(mj))
				continue
			}
			var ej effect
			m.recordDemand(&s, mj, i, &ej)
			if ej.Claim != noClaim {
				e.Claim, e.NewToken, e.Matter = ej.Claim, ej.NewToken, uint8(mj)
			}
			wrote |= 1 << mj
		}
		if a.Kind == kDemandBatchStall {
			if wrote == 0 {
				return pre, e, false
			}
			m.lockOpen(pre, &s, wrote, []int{i}, txDemand)
		}
	case kRedeliver:
		if s.M[mi].Nudges == 0 || w.stopped() || !m.handlerFree(s) {
			return s, e, false
		}
		s.M[mi].Nudges--
		if s.locked(mi) {
			if o.Variant != NoTimeouts {
				return s, e, false // it gives up again: nothing changes
			}
			s.M[mi].Waiting++
			e.Waits = true
			return s, e, true
		}
		if !m.recordDemand(&s, mi, i, &e) {
			return s, e, false
		}
	case kProceed:
		if s.M[mi].Waiting == 0 || s.locked(mi) || w.stopped() {
			return s, e, false
		}
		s.M[mi].Waiting--
		if !m.recordDemand(&s, mi, i, &e) {
			return s, e, false
		}
	case kBreadcrumb:
		if w.Phase != breadcrumbPending || s.locked(mi) {
			return s, e, false
		}
		s.M[mi].Row.Rebuild = true
		*w = worker{}
	case kDroppedNudge:
		if !o.SafetyNet || i != 0 || int(s.Demands) >= o.Demands {
			return s, e, false
		}
		s.Demands++
		s.M[mi].Docs++
		if o.Tokens == TokenDispenser && o.Variant != SweepWithoutDemand {
			// The outbox sweep finds the fact the trigger has not seen
			// and delivers it again.
			s.M[mi].Nudges++
		}
	case kSnapshot, kSnapshotStall:
		if w.Phase != claimed || s.locked(mi) {
			return s, e, false
		}
		if a.Kind == kSnapshotStall && (!o.Refresh || !m.canStall(s, i)) {
			// Without the refresh the snapshot only reads: it locks nothing.
			return s, e, false
		}
		if !m.refresh(&s, i, &e) {
			if a.Kind == kSnapshotStall {
				return s, e, false // a fenced refresh holds no lock
			}
			return s, e, true
		}
		if a.Kind == kSnapshotStall {
			m.lockOpen(pre, &s, 1<<mi, []int{i}, txSnapshot)
		}
	case kSnapLostAck, kSnapNoCommit:
		if w.Phase != claimed || !o.Refresh || s.locked(mi) || int(s.LostAcks) >= o.LostAcks {
			return s, e, false
		}
		if !m.guarded(s.M[mi].Row, *w) {
			return s, e, false // zero rows is an answer, not an ambiguity
		}
		s.LostAcks++
		if a.Kind == kSnapNoCommit {
			// The refresh rolled back; the read happened.
			w.Phase, w.Docs = snapResolving, s.M[mi].Docs
			return s, e, true
		}
		m.refresh(&s, i, &e)
		s.W[i].Phase, s.W[i].Committed = snapResolving, true
	case kSnapResolve:
		if w.Phase != snapResolving || s.locked(mi) {
			return s, e, false
		}
		r := s.M[mi].Row
		if m.snapOurs(r, *w) {
			// The row's claim is this run's: its token is the one to use.
			e.FromToken = w.Token
			w.Phase, w.Token, w.Covers, w.Committed = building, r.Token, r.Covers, false
			e.NewToken = w.Token
		} else {
			e.Fenced = true
			*w = worker{}
		}
	case kHeartbeat:
		if !w.holds() || s.locked(mi) {
			return s, e, false
		}
		if !m.guarded(s.M[mi].Row, *w) {
			e.Fenced = true
			*w = worker{}
			return s, e, true
		}
		if !s.M[mi].Row.Expired {
			return s, e, false // a renewal that changes nothing is not a new state
		}
		s.M[mi].Row.Expired = false
	case kExpire:
		r := &s.M[mi].Row
		if i != 0 || !r.Running || r.Expired || s.locked(mi) {
			return s, e, false
		}
		if h := m.liveHolder(s, mi); h >= 0 {
			if int(s.Stalls) >= o.Stalls {
				return s, e, false
			}
			s.Stalls++
			e.Note = fmt.Sprintf("w%d stalls", h+1)
		} else {
			e.Note = "its holder is gone or stopped"
		}
		r.Expired = true
	case kBackOffDue:
		if i != 0 || !s.M[mi].Row.BackOff || s.locked(mi) {
			return s, e, false
		}
		s.M[mi].Row.BackOff = false
	case kReconcile:
		if w.Phase != idle || s.locked(mi) { // FOR UPDATE SKIP LOCKED
			return s, e, false
		}
		x := s.M[mi]
		r := x.Row
		switch {
		case r.Running && r.Expired:
			e.Claim = claimByReclaim
		case m.reconcileWants(s, mi, false):
			switch {
			case r.Served < r.Requested && (r.Failed || o.Pending):
				e.Claim = claimByRetry
			default:
				e.Claim = claimBySweep
			}
		default:
			return s, e, false
		}
		e.NewToken = m.take(&s, mi, i, true)
	case kFinish, kFinishStall:
		if w.Phase != building || s.locked(mi) {
			return s, e, false
		}
		e.FromToken = w.Token
		if !m.finishGuard(s.M[mi].Row, *w) {
			if a.Kind == kFinishStall {
				return s, e, false
			}
			e.Fenced = true
			*w = worker{}
			return s, e, true
		}
		if a.Kind == kFinishStall && !m.canStall(s, i) {
			return s, e, false
		}
		m.land(&s, i, &e, o.Yield)
		if a.Kind == kFinishStall {
			m.lockOpen(pre, &s, 1<<mi, []int{i}, txFinish)
			s.W[i].Matter = uint8(mi)
		}
	case kBatch, kBatchStall, kBatchLostAck:
		ms := members(a.Worker, o.Workers)
		if o.Batch < 2 || len(ms) < 2 || len(ms) > o.Batch || mi != 0 || int(s.Batches) >= o.Batches || s.Locked != 0 {
			return s, e, false
		}
		for _, j := range ms {
			if s.W[j].Phase != building {
				return s, e, false
			}
		}
		if a.Kind == kBatchStall && !m.canStall(s, ms...) {
			return s, e, false
		}
		if a.Kind == kBatchLostAck && int(s.LostAcks) >= o.LostAcks {
			return s, e, false
		}
		s.Batches++
		toks := make([]uint8, len(ms))
		for k, j := range ms {
			toks[k] = s.W[j].Token
		}
		wrote := m.batch(&s, a.Worker, &e)
		switch a.Kind {
		case kBatchStall:
			if wrote == 0 {
				return pre, e, false
			}
			var landed []int
			for _, l := range e.Lands {
				landed = append(landed, int(l.Worker))
			}
			m.lockOpen(pre, &s, wrote, landed, txFinish)
			for _, j := range landed {
				s.W[j].Matter = pre.W[j].Matter
			}
		case kBatchLostAck:
			s.LostAcks++
			for _, l := range e.Lands {
				j := int(l.Worker)
				followUp := s.W[j].Phase == claimed
				s.W[j] = worker{Phase: resolving, Matter: l.Matter, Token: l.Token, Covers: l.Covers, Docs: l.Docs,
					Committed: true, Current: followUp && o.RunFence}
			}
		}
	case kFail, kRelease:
		if !w.holds() || int(s.Fails) >= o.Failures || (a.Kind == kRelease && !o.Release) || s.locked(mi) {
			return s, e, false
		}
		s.Fails++
		e.FromToken = w.Token
		r := &s.M[mi].Row
		if !m.guarded(*r, *w) {
			e.Fenced = true
		} else {
			r.Running, r.Failed, r.BackOff, r.Expired, r.Orphan = false, true, a.Kind == kFail, false, false
			closeRun(r)
		}
		*w = worker{}
	case kFinishLostAck, kFinishNoCommit:
		if w.Phase != building || int(s.LostAcks) >= o.LostAcks || s.locked(mi) {
			return s, e, false
		}
		e.FromToken = w.Token
		if a.Kind == kFinishNoCommit {
			s.LostAcks++
			w.Phase = resolving
			return s, e, true
		}
		if !m.finishGuard(s.M[mi].Row, *w) {
			return s, e, false // zero rows is an answer, not an ambiguity
		}
		s.LostAcks++
		token, covers, docs := w.Token, w.Covers, w.Docs
		m.land(&s, i, &e, o.Yield)
		followUp := s.W[i].Phase == claimed
		s.W[i] = worker{Phase: resolving, Matter: uint8(mi), Token: token, Covers: covers, Docs: docs,
			Committed: true, Current: followUp && o.RunFence}
	case kResolve:
		if w.Phase != resolving || s.locked(mi) {
			return s, e, false
		}
		m.resolveFinish(&s, i, &e)
	case kResume:
		switch w.Phase {
		case txOpen:
			e.Note = "commits"
			m.commitOpen(&s)
		case txKilled:
			switch w.Tx {
			case txDemand:
				// The handler's transaction failed: the nudge is
				// redelivered (counted at the rollback).
				*w = worker{}
				e.Note = "its demand transaction failed; the nudge is redelivered"
			case txSnapshot:
				if s.locked(mi) {
					return s, e, false
				}
				// Commit failed, outcome unknown to it: read the row.
				w.Phase, w.Tx, w.Committed = snapResolving, txNone, false
				s2, e2, _ := m.apply(s, action{Kind: kSnapResolve, Worker: a.Worker})
				s, e = s2, e2
				e.Note = "its snapshot transaction is gone"
			case txFinish:
				if s.locked(mi) {
					return s, e, false
				}
				w.Phase, w.Tx, w.Committed = resolving, txNone, false
				m.resolveFinish(&s, i, &e)
				e.Note = "its finish transaction is gone"
			}
		default:
			return s, e, false
		}
	case kLockGiveUp:
		// The statement errs (lock_not_available), Rail.Fail errs the
		// same way, and the Runner drops the claim to its lease.
		if w.Phase == idle || w.stopped() || !s.locked(mi) || o.Variant == NoTimeouts {
			return s, e, false
		}
		e.FromToken = w.Token
		*w = worker{}
	case kCrash:
		if w.Phase == idle || w.stopped() || int(s.Crashes) >= o.Crashes {
			return s, e, false
		}
		s.Crashes++
		if r := &s.M[mi].Row; o.ReleaseWorker && r.Running && m.guarded(*r, *w) {
			r.Orphan = true
		}
		*w = worker{}
	case kReleaseWorker:
		// The crashed process restarts under its worker id and gives back
		// the claims its previous run held, due at once; tokens unchanged.
		r := &s.M[mi].Row
		if w.Phase != idle || w.stopped() || !r.Running || !r.Orphan || s.locked(mi) {
			return s, e, false
		}
		e.FromToken = r.Token
		r.Running, r.Failed, r.BackOff, r.Expired, r.Orphan = false, true, false, false, false
		closeRun(r)
	default:
		return s, e, false
	}
	return s, e, true
}

// resolveFinish is Rail.Finish's resolution (finish_resolve.sql) of a
// finish whose outcome it does not know.
func (m *model) resolveFinish(s *state, i int, e *effect) {
	o := m.opt
	w := &s.W[i]
	r := s.M[w.Matter].Row
	e.FromToken = w.Token
	switch {
	case w.Committed && o.Variant == AdoptAnyClaim && r.Running:
		// Broken: adopts whatever claim (token and run) the row shows
		// now, which may be another worker's.
		e.NewToken, e.Note = r.Token, "the row's current claim"
		*w = worker{Phase: claimed, Matter: w.Matter, Token: r.Token, Covers: r.Covers, Current: o.RunFence}
	case w.Committed && o.RunFence && w.Current && r.Running:
		// The frame of this run landed and the follow-up run its finish
		// took is still current: adopt it.
		e.NewToken = r.Token
		*w = worker{Phase: claimed, Matter: w.Matter, Token: r.Token, Covers: r.Covers, Current: true}
	case w.Committed:
		e.Note = "landed"
		*w = worker{}
	case m.guarded(r, *w):
		w.Phase, w.Committed = building, false // not committed, claim still held: finish again
		e.Note = "again"
	default:
		e.Fenced = true
		*w = worker{}
	}
}

// commitOpen commits the open transaction: every worker in it goes on to
// the phase its COMMIT leads to, and the locks are free.
func (m *model) commitOpen(s *state) {
	for j := 0; j < m.opt.Workers; j++ {
		if w := &s.W[j]; w.Phase == txOpen {
			w.Phase, w.Tx, w.Next = w.Next, txNone, idle
			if w.Phase == idle {
				*w = worker{}
			}
		}
	}
	s.Locked, s.Undo = 0, 0
}

// views returns the states s can settle into when its open transaction
// ends: committed, and rolled back by the server. With none open, s.
func (m *model) views(s state) ([2]state, int) {
	if s.Locked == 0 {
		return [2]state{s}, 1
	}
	c := s
	m.commitOpen(&c)
	r := s
	m.rollback(&r)
	return [2]state{c, r}, 2
}

// describe renders step a from state pre, with its effect, as one line of
// a counterexample trace.
func (m *model) describe(pre, post state, a action, e effect) string {
	wn := fmt.Sprintf("w%d", a.Worker+1)
	mn := ""
	if m.opt.Matters > 1 {
		mn = fmt.Sprintf(" on matter %c", 'A'+e.Matter)
	}
	var wt worker
	if a.Kind != kBatch && a.Kind != kBatchStall && a.Kind != kBatchLostAck {
		wt = pre.W[a.Worker]
	}
	stall := ""
	switch a.Kind {
	case kDemandStall, kSnapshotStall, kFinishStall, kBatchStall, kDemandBatchStall:
		stall = fmt.Sprintf("; then stops inside its open transaction, holding the row lock%s", plural(post.Locked))
	}
	switch a.Kind {
	case kDemand, kDemandStall, kRedeliver, kProceed:
		x := post.M[e.Matter]
		head := fmt.Sprintf("%s demand (upload doc %d%s)", wn, x.Docs, mn)
		switch a.Kind {
		case kRedeliver:
			head = fmt.Sprintf("%s demand from a redelivered nudge%s", wn, mn)
		case kProceed:
			head = fmt.Sprintf("%s demand that waited on the row lock%s gets it", wn, mn)
		}
		if e.NoHandler {
			return head + " -> every bus consumer handler is waiting on a lock: the nudge waits on the bus"
		}
		if e.Waits {
			return head + " -> the row is locked: no lock_timeout, it waits, holding a bus consumer handler"
		}
		if e.GaveUp {
			return head + " -> the row is locked: lock_timeout, gives up; the nudge will be redelivered"
		}
		head += fmt.Sprintf(" -> requested %d", x.Row.Requested)
		if e.Claim != noClaim {
			if r := pre.M[e.Matter].Row; r.Running {
				head += ", reclaims the expired lease"
			}
			return fmt.Sprintf("%s, claim token %d%s", head, e.NewToken, stall)
		}
		if e.Recorded {
			return head + ", no free slot: recorded, the row left pending" + stall
		}
		if m.opt.Variant == SplitDemand && post.W[a.Worker].Phase == breadcrumbPending {
			return head + ", claim lost (breadcrumb not yet written)"
		}
		return fmt.Sprintf("%s, row %s: breadcrumb rebuild_needed=%t%s", head, runStatus(x.Row), x.Row.Rebuild, stall)
	case kDemandBatch, kDemandBatchStall:
		var parts []string
		for mj := 0; mj < m.opt.Matters; mj++ {
			x := post.M[mj]
			p := fmt.Sprintf("upload doc %d on matter %c", x.Docs, 'A'+mj)
			switch {
			case slices.Contains(e.Skipped, uint8(mj)):
				p += ": row held by another session, skipped (its nudge is redelivered)"
			case e.Claim != noClaim && int(e.Matter) == mj:
				p += fmt.Sprintf(": requested %d, claim token %d", x.Row.Requested, e.NewToken)
			default:
				p += fmt.Sprintf(": requested %d, recorded", x.Row.Requested)
			}
			parts = append(parts, p)
		}
		return fmt.Sprintf("%s demand batch (one transaction): %s%s", wn, strings.Join(parts, "; "), stall)
	case kBreadcrumb:
		return fmt.Sprintf("%s breadcrumb (separate statement) -> rebuild_needed=true on the %s row", wn, runStatus(pre.M[e.Matter].Row))
	case kDroppedNudge:
		return fmt.Sprintf("upload doc %d%s, its nudge is dropped (no demand)", post.M[e.Matter].Docs, mn)
	case kSnapshot, kSnapshotStall:
		if e.Fenced {
			return fmt.Sprintf("%s snapshot with token %d -> refresh matched 0 rows, stops before the model call", wn, wt.Token)
		}
		d := post.W[a.Worker].Docs
		if m.opt.Refresh {
			return fmt.Sprintf("%s snapshot docs 1..%d, refresh token %d -> %d (serves requested %d)%s", wn, d, e.FromToken, e.NewToken,
				post.W[a.Worker].Covers, stall)
		}
		return fmt.Sprintf("%s snapshot docs 1..%d with token %d%s", wn, d, wt.Token, stall)
	case kSnapLostAck:
		return fmt.Sprintf("%s snapshot with token %d -> commits (refresh to %d), but the COMMIT acknowledgement is lost", wn, wt.Token, e.NewToken)
	case kSnapNoCommit:
		return fmt.Sprintf("%s snapshot with token %d -> reads docs 1..%d, connection dies before COMMIT: the refresh rolls back, outcome unknown to it",
			wn, wt.Token, post.W[a.Worker].Docs)
	case kSnapResolve:
		if e.Fenced {
			return fmt.Sprintf("%s resolves its snapshot: the claim is no longer its run's: stops", wn)
		}
		return fmt.Sprintf("%s resolves its snapshot: still its run's claim; builds with the row's token %d", wn, e.NewToken)
	case kHeartbeat:
		if e.Fenced {
			return fmt.Sprintf("%s heartbeat with token %d -> 0 rows, lost the claim, stops", wn, wt.Token)
		}
		return fmt.Sprintf("%s heartbeat with token %d -> lease renewed", wn, wt.Token)
	case kExpire:
		return fmt.Sprintf("%s; lease of token %d%s expires", e.Note, pre.M[e.Matter].Row.Token, mn)
	case kBackOffDue:
		return "back-off passes (next_attempt_at <= now)" + mn
	case kReconcile:
		what := map[claimKind]string{
			claimByReclaim: "reclaim expired lease",
			claimByRetry:   "claim the due row (a retry after back-off, or pending demand)",
			claimBySweep:   "sweep idle row with unserved demand or uncovered documents",
		}[e.Claim]
		return fmt.Sprintf("%s reconcile%s -> %s, claim token %d", wn, mn, what, e.NewToken)
	case kFinish, kFinishStall:
		guard := ""
		if m.opt.Variant == NoTokenCheck {
			guard = " (no token check)"
		}
		if e.Fenced {
			return fmt.Sprintf("%s finish%s with token %d -> CAS matched 0 rows: fenced, nothing lands", wn, guard, e.FromToken)
		}
		return fmt.Sprintf("%s finish%s with token %d -> %s%s", wn, guard, e.FromToken, landNote(e.Lands[0], post), stall)
	case kBatch, kBatchStall, kBatchLostAck:
		var parts []string
		for _, l := range e.Lands {
			parts = append(parts, fmt.Sprintf("w%d token %d %s", l.Worker+1, l.Token, landNote(l, post)))
		}
		for _, j := range e.FencedW {
			parts = append(parts, fmt.Sprintf("w%d token %d CAS matched 0 rows: fenced", j+1, pre.W[j].Token))
		}
		for _, j := range e.Aborted {
			parts = append(parts, fmt.Sprintf("w%d token %d matched, rolled back with the batch: its build fails", j+1, pre.W[j].Token))
		}
		head := "batch finish (one transaction): "
		tail := stall
		if a.Kind == kBatchLostAck {
			tail = "; commits, but the COMMIT acknowledgement is lost"
		}
		return head + strings.Join(parts, "; ") + tail
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
		return fmt.Sprintf("%s finish with token %d -> commits (%s), but the COMMIT acknowledgement is lost",
			wn, e.FromToken, landNote(e.Lands[0], post))
	case kFinishNoCommit:
		return fmt.Sprintf("%s finish with token %d -> connection dies before COMMIT: nothing lands, outcome unknown to it", wn, e.FromToken)
	case kResolve:
		return wn + " " + resolveNote(e, post.W[a.Worker])
	case kSessionTimeout:
		var who []string
		for j := 0; j < m.opt.Workers; j++ {
			if pre.W[j].Phase == txOpen {
				who = append(who, fmt.Sprintf("w%d's %s", j+1, txNames[pre.W[j].Tx]))
			}
		}
		return fmt.Sprintf("idle_in_transaction_session_timeout ends %s session: the transaction rolls back, the row lock is free", strings.Join(who, ", "))
	case kResume:
		switch {
		case e.Note == "commits":
			return fmt.Sprintf("%s resumes and commits its %s transaction", wn, txNames[wt.Tx])
		case wt.Tx == txDemand:
			return fmt.Sprintf("%s resumes: %s", wn, e.Note)
		case wt.Tx == txSnapshot:
			if e.Fenced {
				return fmt.Sprintf("%s resumes: %s; the row's claim is no longer its run's: stops", wn, e.Note)
			}
			return fmt.Sprintf("%s resumes: %s; still its run's claim, builds with token %d", wn, e.Note, e.NewToken)
		}
		return fmt.Sprintf("%s resumes: its finish transaction is gone; %s", wn, resolveNote(e, post.W[a.Worker]))
	case kLockGiveUp:
		return fmt.Sprintf("%s's next statement meets the locked row: lock_timeout; the build is dropped, token %d left to its lease", wn, e.FromToken)
	case kReleaseWorker:
		return fmt.Sprintf("the crashed worker restarts under its worker id and releases its previous run's claim (token %d)%s: row idle, due now", e.FromToken, mn)
	case kCrash:
		return fmt.Sprintf("%s crashes (its memory of token %d is lost; the row keeps the lease)", wn, wt.Token)
	}
	return fmt.Sprintf("%s ?", wn)
}

func plural(mask uint8) string {
	if mask&(mask-1) != 0 {
		return "s"
	}
	return ""
}

func landNote(l landing, post state) string {
	s := fmt.Sprintf("lands gen %d covering docs 1..%d", l.Gen, l.Docs)
	if l.FollowUp {
		return fmt.Sprintf("%s, follow-up claim token %d (requested %d)", s, l.NewToken, l.Requested)
	}
	if l.Yielded {
		return fmt.Sprintf("%s, yields: row idle and pending (requested %d)", s, l.Requested)
	}
	if post.M[l.Matter].Row.Rebuild {
		return s + ", row idle with rebuild_needed=true left behind"
	}
	return s + ", row idle"
}

func resolveNote(e effect, post worker) string {
	switch {
	case post.Phase == claimed:
		what := "its follow-up"
		if e.Note != "" {
			what = e.Note
		}
		return fmt.Sprintf("resolves: its frame gen %d landed; adopts %s, token %d", e.FromToken, what, e.NewToken)
	case e.Note == "landed":
		return fmt.Sprintf("resolves: its frame gen %d landed; no follow-up to adopt", e.FromToken)
	case post.Phase == building:
		return fmt.Sprintf("resolves: not landed, claim token %d still held; finishes again", e.FromToken)
	}
	return "resolves: not landed and the claim is gone: fenced"
}

func runStatus(r row) string {
	if r.Running {
		return "running"
	}
	return "idle"
}

// summary renders the rows and records of state s for the end of a trace.
func (m *model) summary(s state) string {
	var parts []string
	for mi := 0; mi < m.opt.Matters; mi++ {
		x := s.M[mi]
		r := x.Row
		frame := "no frame"
		if x.Framed {
			frame = fmt.Sprintf("newest frame gen %d covers docs 1..%d", x.FrameGen, x.FrameDocs)
		}
		name := ""
		if m.opt.Matters > 1 {
			name = fmt.Sprintf("matter %c ", 'A'+mi)
		}
		lock := ""
		if s.locked(mi) {
			lock = " LOCKED by an open transaction"
		}
		nudges := ""
		if x.Nudges > 0 {
			nudges = fmt.Sprintf(", %d nudge(s) waiting", x.Nudges)
		}
		if x.Waiting > 0 {
			nudges += fmt.Sprintf(", %d demand(s) blocked on the lock", x.Waiting)
		}
		parts = append(parts, fmt.Sprintf("%srow{requested=%d claimed=%d served=%d token=%d run_status=%s rebuild_needed=%t lease_expired=%t failed=%t back_off=%t open_runs=%d}%s docs 1..%d, %s%s",
			name, r.Requested, r.Covers, r.Served, r.Token, runStatus(r), r.Rebuild, r.Expired, r.Failed, r.BackOff, r.OpenRuns, lock, x.Docs, frame, nudges))
	}
	var stopped []string
	for i := 0; i < m.opt.Workers; i++ {
		switch s.W[i].Phase {
		case txOpen:
			stopped = append(stopped, fmt.Sprintf("w%d stopped inside its %s transaction", i+1, txNames[s.W[i].Tx]))
		case txKilled:
			stopped = append(stopped, fmt.Sprintf("w%d stopped (its session ended)", i+1))
		}
	}
	if len(stopped) > 0 {
		parts = append(parts, strings.Join(stopped, ", "))
	}
	return strings.Join(parts, "; ")
}
