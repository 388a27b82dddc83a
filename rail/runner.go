package rail

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"sync"
	"time"

	"github.com/jackc/pgx/v5"

	"pramaan/internal/testsignal"
)

// BuildFunc builds one frame for a claim. It must return promptly when ctx is
// cancelled (the claim was lost, the build hit MaxBuild, or the process is
// shutting down). It may call Rail.Snapshot with the claim to coalesce a
// burst of demands into this build.
type BuildFunc func(ctx context.Context, c Claim) (Frame, error)

// RunnerOptions tune a Runner; zero values mean the defaults.
type RunnerOptions struct {
	// Slots is how many builds run at once in this process. Default 4.
	Slots int
	// PerFirm is the most build slots one firm holds at once in this
	// Runner (building, queued, or reserved for a claim being won), so one
	// firm's many matters never take every slot: another firm's demand
	// finds one free and builds at once, and the reconcile passes skip the
	// firms at their share. Zero: no bound but Slots.
	PerFirm int
	// OnLand runs inside the finish transaction of every landed frame (write
	// the outbox rows, e.g. brief.built, there). May be nil.
	OnLand func(ctx context.Context, tx pgx.Tx, c Claim, generation int64) error
	// ReconcileEvery is the interval between reconcile passes (a Runner also
	// makes one whenever a build slot frees). Default: a sixth of the lease,
	// between 100 ms and 1 s (1 s for the default 30 s lease, 500 ms for a
	// 3 s one). A dead worker's claim expires at most a lease after its last
	// heartbeat and is taken by the next pass of any Runner with a free slot,
	// so its matter is current again within a lease, a sixth, and one build
	// (within lease + 2 s at a 3 s lease and a build under a second); a
	// pending demand recorded by a process with no free slot, a released or
	// a retry-due matter waits no longer than a pass. A pass is cheap enough
	// (a partial index, SKIP LOCKED) for every worker to run it that often.
	ReconcileEvery time.Duration
	// Logger receives the runner's logs. Default slog.Default().
	Logger *slog.Logger
}

// errMaxBuild is the cause of a build context cancelled by Config.MaxBuild.
var errMaxBuild = errors.New("rail: build exceeded MaxBuild")

// Runner runs builds for claims: claims handed over by Submit (won by a
// trigger's demand) and claims taken by its own reconcile loop (pending
// matters oldest first, retries, expired leases), on a tick and whenever a
// slot frees. It finishes with FinishYield, so a matter that got demand
// during its build waits its turn again. Each build renews its lease by heartbeats and is
// cancelled when the claim is lost or MaxBuild passes.
type Runner struct {
	rail  *Rail
	build BuildFunc
	opt   RunnerOptions
	log   *slog.Logger

	mu       sync.Mutex
	queue    []queued
	active   int
	reserved int            // slots held by Reserve for claims being won
	firms    map[string]int // firm → slots it holds (building, queued, reserved)
	closing  bool
	wake     chan struct{} // start queued claims
	freed    chan struct{} // a slot freed: look for pending work
	wg       sync.WaitGroup

	// Heartbeats and Reconciles tell a test of each heartbeat and each
	// reconcile pass the Runner made: its error and how long it took. Off
	// unless a test calls Init before Run.
	Heartbeats testsignal.Signal[CallResult]
	Reconciles testsignal.Signal[CallResult]
}

// queued is a claim waiting for its build to start. check: it was handed
// over while every slot was busy, so it may wait long enough to outlive its
// lease; its build renews the lease (or learns the claim is lost) first.
type queued struct {
	c     Claim
	check bool
}

// CallResult is one call a Runner made to the ledger, as its test signals
// report it.
type CallResult struct {
	Err  error
	Took time.Duration
}

// callTimeout bounds each of the Runner's own calls to the ledger (a
// heartbeat, a reconcile pass): a third of the lease, at least 500 ms. The
// server ends a statement past statement_timeout (half the lease) and TCP a
// connection past TCP_USER_TIMEOUT, but a path that black-holes packets
// without a reset (a partition behind a proxy, a middlebox that answers for
// the server) reaches neither: without a deadline of its own, the call
// would wait for the heal, the Runner's loop with it. Past the deadline
// pgx closes the connection and the call fails; a heartbeat is retried at
// the next beat, a pass at the next tick. Leaving the deadline is safe: a
// heartbeat that did not answer only renews less; a reconcile pass whose
// claims committed unseen leaves them to expire and be taken again.
func (rn *Runner) callTimeout() time.Duration {
	return max(rn.rail.cfg.Lease/3, 500*time.Millisecond)
}

// heartbeat renews c's lease within callTimeout.
func (rn *Runner) heartbeat(ctx context.Context, c Claim) error {
	hctx, cancel := context.WithTimeout(ctx, rn.callTimeout())
	defer cancel()
	start := time.Now()
	err := rn.rail.Heartbeat(hctx, c)
	rn.Heartbeats.Signal(CallResult{Err: err, Took: time.Since(start)})
	return err
}

// DefaultReconcileEvery is RunnerOptions.ReconcileEvery's default for a
// lease: lease/6, between 100 ms and 1 s.
func DefaultReconcileEvery(lease time.Duration) time.Duration {
	return min(max(lease/6, 100*time.Millisecond), time.Second)
}

// NewRunner returns a Runner that builds claims on r with build.
func NewRunner(r *Rail, build BuildFunc, opt RunnerOptions) *Runner {
	if opt.Slots <= 0 {
		opt.Slots = 4
	}
	if opt.ReconcileEvery <= 0 {
		opt.ReconcileEvery = DefaultReconcileEvery(r.cfg.Lease)
	}
	if opt.Logger == nil {
		opt.Logger = slog.Default()
	}
	return &Runner{rail: r, build: build, opt: opt, wake: make(chan struct{}, 1), freed: make(chan struct{}, 1), firms: map[string]int{},
		log: opt.Logger.With("component", "rail.runner", "worker_id", r.cfg.WorkerID)}
}

func (rn *Runner) signal() { poke(rn.wake) }

func poke(ch chan struct{}) {
	select {
	case ch <- struct{}{}:
	default:
	}
}

// Submit hands over a claim won elsewhere (by the trigger's demand, after its
// transaction committed), at once. A claim that finds a free slot is built
// at once, on the lease its claim stamped. It is queued when no slot is
// free: the lease keeps it safe meanwhile (an unheartbeated claim that waits
// past its lease is reclaimed, never lost), and its build renews the lease,
// or learns the claim is lost, before spending anything. It returns false
// only when the Runner is shutting down; the caller should then Release the
// claim.
func (rn *Runner) Submit(c Claim) bool {
	rn.mu.Lock()
	if rn.closing {
		rn.mu.Unlock()
		return false
	}
	rn.queue = append(rn.queue, queued{c: c, check: rn.active+len(rn.queue) >= rn.opt.Slots})
	rn.firms[c.FirmID]++
	rn.mu.Unlock()
	rn.signal()
	return true
}

// dropFirmLocked gives back one slot the firm held. Caller holds rn.mu.
func (rn *Runner) dropFirmLocked(firmID string) {
	if rn.firms[firmID] <= 1 {
		delete(rn.firms, firmID)
		return
	}
	rn.firms[firmID]--
}

// firmFullLocked: the firm holds its share of the slots. Caller holds rn.mu.
func (rn *Runner) firmFullLocked(firmID string) bool {
	return rn.opt.PerFirm > 0 && rn.firms[firmID] >= rn.opt.PerFirm
}

// FreeSlots is how many more claims this Runner can start now (slots held
// by Reserve count as taken).
func (rn *Runner) FreeSlots() int {
	rn.mu.Lock()
	defer rn.mu.Unlock()
	return rn.freeLocked()
}

func (rn *Runner) freeLocked() int {
	if rn.closing {
		return 0
	}
	n := rn.opt.Slots - rn.active - len(rn.queue) - rn.reserved
	if n < 0 {
		return 0
	}
	return n
}

// Reserve holds one free build slot for a claim of the firm that the caller
// is about to try to win (a demand that may claim). It returns false when
// no slot is free, or the firm holds its share (PerFirm): the caller should
// then only record its demand (Rail.RecordTx), leaving the matter pending
// for whichever Runner frees a slot first. A true must be followed by
// exactly one SubmitReserved (the claim was won) or Unreserve (it was not),
// for the same firm.
func (rn *Runner) Reserve(firmID string) bool {
	rn.mu.Lock()
	defer rn.mu.Unlock()
	if rn.freeLocked() <= 0 || rn.firmFullLocked(firmID) {
		return false
	}
	rn.reserved++
	rn.firms[firmID]++
	return true
}

// Unreserve gives back a slot held by Reserve for the firm that took no
// claim.
func (rn *Runner) Unreserve(firmID string) {
	rn.mu.Lock()
	if rn.reserved > 0 {
		rn.reserved--
		rn.dropFirmLocked(firmID)
	}
	rn.mu.Unlock()
	poke(rn.freed)
}

// Wake asks the Runner for a reconcile pass now, as a freed slot does:
// another process recorded demand pending (trigger.ListenPending calls it).
// A Runner with no free slot makes no pass; it takes pending work when a
// slot frees.
func (rn *Runner) Wake() { poke(rn.freed) }

// SubmitReserved hands over a claim won with a slot held by Reserve for its
// firm (Submit that uses the reservation). False only when the Runner is
// shutting down: the caller should then Release the claim.
func (rn *Runner) SubmitReserved(c Claim) bool {
	rn.mu.Lock()
	if rn.reserved > 0 {
		rn.reserved--
		rn.dropFirmLocked(c.FirmID)
	}
	rn.mu.Unlock()
	return rn.Submit(c)
}

// Run runs the reconcile loop and the builds until ctx is done; it then
// cancels the builds, releases every claim it holds or has queued (so
// another worker takes them at once instead of waiting for the lease), and
// returns nil. A build that ignores cancellation is waited for at most one
// lease. Run must not be called twice at once.
func (rn *Runner) Run(ctx context.Context) error {
	ticker := time.NewTicker(rn.opt.ReconcileEvery)
	defer ticker.Stop()
	rn.reconcile(ctx)
	for {
		rn.startQueued(ctx)
		select {
		case <-ctx.Done():
			rn.shutdown(ctx)
			return nil
		case <-rn.wake:
		case <-rn.freed:
			// A slot freed: take pending work (recorded demands, retries,
			// expired leases) at once rather than at the next tick.
			rn.reconcile(ctx)
		case <-ticker.C:
			rn.reconcile(ctx)
		}
	}
}

func (rn *Runner) reconcile(ctx context.Context) {
	// A pass takes no more than any firm may still hold, and none of the
	// firms at their share; while it fills what it asked for, it asks again.
	for ctx.Err() == nil {
		n, skip := rn.room()
		if n == 0 {
			return
		}
		rctx, cancel := context.WithTimeout(ctx, rn.callTimeout())
		start := time.Now()
		claims, err := rn.rail.ReconcileExcept(rctx, n, skip)
		cancel()
		rn.Reconciles.Signal(CallResult{Err: err, Took: time.Since(start)})
		if err != nil {
			if ctx.Err() == nil {
				rn.log.Warn("reconcile pass failed", "err", err)
			}
			return
		}
		for _, c := range claims {
			switch rn.submitPassClaim(c) {
			case passClaimQueued:
				rn.log.Info("reconciler took a claim", claimAttrs(c)...)
			case passClaimOverShare:
				// A demand of the same firm took a slot while the pass ran:
				// give the claim back, pending, for a pass with room.
				rn.releaseBecause(ctx, c, "its firm holds its share of the build slots")
			case passClaimClosing:
				rn.release(ctx, c)
				return
			}
		}
		if len(claims) < n {
			return
		}
	}
}

// What became of a claim a reconcile pass took.
const (
	passClaimQueued = iota
	passClaimOverShare
	passClaimClosing
)

// submitPassClaim queues a claim taken by a reconcile pass, unless its firm
// reached its share since the pass was sized (a demand of the firm reserved
// a slot meanwhile) or the Runner is shutting down.
func (rn *Runner) submitPassClaim(c Claim) int {
	rn.mu.Lock()
	if rn.closing {
		rn.mu.Unlock()
		return passClaimClosing
	}
	if rn.firmFullLocked(c.FirmID) {
		rn.mu.Unlock()
		return passClaimOverShare
	}
	rn.queue = append(rn.queue, queued{c: c, check: rn.active+len(rn.queue) >= rn.opt.Slots})
	rn.firms[c.FirmID]++
	rn.mu.Unlock()
	rn.signal()
	return passClaimQueued
}

// room is how many claims a reconcile pass may take now (free slots, and no
// more than any firm not at its share may still hold), and the firms at
// their share, whose matters it must skip.
func (rn *Runner) room() (int, []string) {
	rn.mu.Lock()
	defer rn.mu.Unlock()
	n := rn.freeLocked()
	if rn.opt.PerFirm <= 0 || n == 0 {
		return n, nil
	}
	n = min(n, rn.opt.PerFirm)
	var skip []string
	for firm, held := range rn.firms {
		if held >= rn.opt.PerFirm {
			skip = append(skip, firm)
			continue
		}
		n = min(n, rn.opt.PerFirm-held)
	}
	return n, skip
}

func (rn *Runner) startQueued(ctx context.Context) {
	rn.mu.Lock()
	defer rn.mu.Unlock()
	for rn.active < rn.opt.Slots && len(rn.queue) > 0 && !rn.closing {
		q := rn.queue[0]
		rn.queue = rn.queue[1:]
		rn.active++
		rn.wg.Add(1)
		go rn.runClaim(ctx, q.c, q.check)
	}
}

func (rn *Runner) shutdown(ctx context.Context) {
	rn.mu.Lock()
	rn.closing = true
	waiting := rn.queue
	rn.queue = nil
	rn.mu.Unlock()
	for _, q := range waiting {
		rn.release(ctx, q.c)
		rn.mu.Lock()
		rn.dropFirmLocked(q.c.FirmID)
		rn.mu.Unlock()
	}
	// Builds see ctx cancelled and release their claims. A build that ignores
	// cancellation is not waited for past one lease: its claim expires then
	// anyway, and the process must be able to exit.
	done := make(chan struct{})
	go func() { rn.wg.Wait(); close(done) }()
	select {
	case <-done:
	case <-time.After(rn.rail.cfg.Lease):
		rn.log.Error("shutdown: builds still running after one lease; leaving their claims to expire")
	}
}

// release gives a claim back, with a context that outlives the Runner's.
func (rn *Runner) release(ctx context.Context, c Claim) {
	rn.releaseBecause(ctx, c, "shutdown")
}

// releaseBecause is release with the reason the run records.
func (rn *Runner) releaseBecause(ctx context.Context, c Claim, why string) {
	rctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), 30*time.Second)
	defer cancel()
	if err := rn.rail.ReleaseBecause(rctx, c, why); err != nil && !errors.Is(err, ErrLostClaim) {
		rn.log.Error("release failed; the lease will expire instead", append(claimAttrs(c), "err", err)...)
		return
	}
	rn.log.Info("released claim", claimAttrs(c)...)
}

func claimAttrs(c Claim) []any {
	return []any{"firm_id", c.FirmID, "matter_id", c.MatterID, "token", c.CurrentToken(),
		"run_id", c.RunID, "trace_id", c.TraceID()}
}

func (rn *Runner) runClaim(ctx context.Context, c Claim, check bool) {
	defer func() {
		rn.mu.Lock()
		rn.active--
		rn.dropFirmLocked(c.FirmID)
		rn.mu.Unlock()
		rn.signal()
		poke(rn.freed)
		rn.wg.Done()
	}()
	for next := &c; next != nil; check = false {
		next = rn.buildOne(ctx, *next, check)
	}
}

// buildOne builds and finishes one claim; it returns the follow-up claim to
// build next, if the finish took one. check: the claim waited in the queue.
func (rn *Runner) buildOne(ctx context.Context, c Claim, check bool) *Claim {
	if ctx.Err() != nil {
		rn.release(ctx, c)
		return nil
	}
	cfg := rn.rail.cfg
	// A claim that waited in the queue may have outlived its lease and been
	// taken over: renew it, or learn that it is lost, before building. One
	// that found its slot free (just won, or taken by a pass for a free slot)
	// goes at once: its lease is fresh, and the finish is fenced anyway.
	if check {
		if err := rn.heartbeat(ctx, c); errors.Is(err, ErrLostClaim) {
			rn.log.Warn("claim lost while queued: not building", append(claimAttrs(c), "err", err)...)
			return nil
		}
	}
	bctx, cancel := context.WithCancelCause(ctx)
	defer cancel(nil)
	capTimer := time.AfterFunc(cfg.MaxBuild, func() { cancel(errMaxBuild) })
	defer capTimer.Stop()

	hbDone := make(chan struct{})
	hbStopped := make(chan struct{})
	go func() {
		defer close(hbStopped)
		t := time.NewTicker(cfg.Heartbeat)
		defer t.Stop()
		for {
			select {
			case <-hbDone:
				return
			case <-bctx.Done():
				return
			case <-t.C:
			}
			err := rn.heartbeat(bctx, c)
			if errors.Is(err, ErrLostClaim) {
				rn.log.Warn("claim lost: stopping the build", append(claimAttrs(c), "err", err)...)
				cancel(ErrLostClaim)
				return
			}
			if err != nil && bctx.Err() == nil {
				rn.log.Warn("heartbeat failed; will retry while the lease lasts", append(claimAttrs(c), "err", err)...)
			}
		}
	}()

	frame, err := rn.safeBuild(bctx, c)
	close(hbDone)
	<-hbStopped
	cause := context.Cause(bctx)
	if bctx.Err() == nil {
		cause = nil
	}
	capTimer.Stop()

	if err != nil {
		// The calls were made, whatever becomes of the run: count them.
		rn.recordCalls(ctx, c, frame.ModelCalls)
		switch {
		case errors.Is(cause, ErrLostClaim):
			// Another worker holds the matter now; our run row was closed
			// by its claim. Nothing to write.
			return nil
		case ctx.Err() != nil:
			rn.release(ctx, c)
			return nil
		case errors.Is(cause, errMaxBuild):
			err = fmt.Errorf("build exceeded MaxBuild %s: %w", cfg.MaxBuild, err)
		}
		rn.fail(ctx, c, err)
		return nil
	}

	fctx, fcancel := context.WithTimeout(context.WithoutCancel(ctx), 30*time.Second)
	defer fcancel()
	var also func(context.Context, pgx.Tx, int64) error
	if rn.opt.OnLand != nil {
		also = func(ctx context.Context, tx pgx.Tx, gen int64) error { return rn.opt.OnLand(ctx, tx, c, gen) }
	}
	// No follow-up in this slot: demand that arrived during the build leaves
	// the matter pending, and the pass this slot's freeing starts takes the
	// oldest pending matter first (this one, or one that waited longer).
	// Through the group commit (Config.GroupCommit): alone when it is off.
	res, err := rn.rail.group.FinishYield(fctx, c, frame, also)
	switch {
	case errors.Is(err, ErrFenced):
		rn.log.Info("finish fenced: a newer claim owns the matter", append(claimAttrs(c), "err", err)...)
		return nil
	case err != nil:
		rn.log.Error("finish failed", append(claimAttrs(c), "err", err)...)
		rn.recordCalls(ctx, c, frame.ModelCalls)
		rn.fail(ctx, c, err)
		return nil
	}
	rn.log.Info("frame landed", append(claimAttrs(c), "generation", res.Generation,
		"follow_up", res.FollowUp != nil)...)
	if res.FollowUp != nil && ctx.Err() != nil {
		rn.release(ctx, *res.FollowUp)
		return nil
	}
	return res.FollowUp
}

// recordCalls records the model calls of a build that did not land on its
// run (a fenced finish records its own).
func (rn *Runner) recordCalls(ctx context.Context, c Claim, n int) {
	if n <= 0 {
		return
	}
	rctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), 30*time.Second)
	defer cancel()
	if err := rn.rail.RecordModelCalls(rctx, c, n); err != nil {
		rn.log.Error("recording the model calls of a build that did not land failed", append(claimAttrs(c), "model_calls", n, "err", err)...)
	}
}

func (rn *Runner) fail(ctx context.Context, c Claim, cause error) {
	fctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), 30*time.Second)
	defer cancel()
	if err := rn.rail.Fail(fctx, c, cause); err != nil && !errors.Is(err, ErrLostClaim) {
		rn.log.Error("recording the failure failed; the lease will expire instead", append(claimAttrs(c), "err", err)...)
		return
	}
	rn.log.Warn("build failed; retry after back-off", append(claimAttrs(c), "err", cause)...)
}

func (rn *Runner) safeBuild(ctx context.Context, c Claim) (f Frame, err error) {
	defer func() {
		if p := recover(); p != nil {
			err = fmt.Errorf("build panicked: %v", p)
		}
	}()
	return rn.build(ctx, c)
}
