package rail

import (
	"context"
	"crypto/rand"
	"embed"
	"encoding/hex"
	"errors"
	"fmt"
	"os"
	"sync"
	"sync/atomic"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"
	"github.com/jackc/pgx/v5/pgxpool"

	"pramaan/internal/sqlfile"
	"pramaan/internal/stall"
	"pramaan/internal/traceparent"
)

//go:embed sql/*.sql
var sqlFiles embed.FS

func mustSQL(name string) string { return sqlfile.Must(sqlFiles, "sql/"+name) }

// The protocol's statements, one file each under sql/.
var (
	sqlDemand        = mustSQL("demand.sql")
	sqlDemandFast    = mustSQL("demand_fast.sql")
	sqlHeartbeat     = mustSQL("heartbeat.sql")
	sqlSnapshot      = mustSQL("snapshot.sql")
	sqlFinish        = mustSQL("finish.sql")
	sqlFinishFast    = mustSQL("finish_fast.sql")
	sqlFinishResolve = mustSQL("finish_resolve.sql")
	sqlFenced        = mustSQL("fenced.sql")
	sqlFail          = mustSQL("fail.sql")
	sqlRelease       = mustSQL("release.sql")
	sqlReconcile     = mustSQL("reconcile.sql")
	sqlStatus        = mustSQL("status.sql")
	sqlRunCalls      = mustSQL("run_calls.sql")
	sqlRunCallsOpen  = mustSQL("run_calls_open.sql")
	sqlRunExtraction = mustSQL("run_extraction.sql")
	sqlRunExtrOpen   = mustSQL("run_extraction_open.sql")
	sqlRecord        = mustSQL("record.sql")
)

// ErrFenced means a finish was refused at the ledger: the claim's token is no
// longer current (a successor took the claim, or it was released or failed).
// Nothing of the finish landed. Errors returned by Finish wrap it in a
// *FencedError that names the matter and the tokens involved.
var ErrFenced = errors.New("rail: fenced: the claim's token is no longer current")

// ErrLostClaim means a token-guarded write (heartbeat, snapshot, fail,
// release) matched no row: the claim is gone and the build must stop.
var ErrLostClaim = errors.New("rail: lost claim")

// FencedError is the error Finish returns when the ledger refuses the frame.
// errors.Is(err, ErrFenced) is true for it.
type FencedError struct {
	FirmID, MatterID string
	Token            int64  // the stale token the finish carried
	RunID            int64  // the run that tried to land
	Current          int64  // the row's fencing token when refused
	RunStatus        string // run_status on the row when refused
}

func (e *FencedError) Error() string {
	return fmt.Sprintf("rail: finish of firm %s matter %s with token %d (run %d) fenced: row has token %d, %s",
		e.FirmID, e.MatterID, e.Token, e.RunID, e.Current, e.RunStatus)
}

// Is makes errors.Is(err, ErrFenced) true.
func (e *FencedError) Is(target error) bool { return target == ErrFenced }

// Cause says why a demand was made: the event that carried it and its W3C
// trace context. The traceparent is stored on the job row and on the run row
// the demand starts (whose trace_id column is the traceparent's trace id).
type Cause struct {
	EventID     string
	TraceParent string
}

// Claim is a won claim on one matter's job row: the fencing token and the run
// that holds it. Copies share the claim's per-run state, so the demands
// raised by Snapshot (Generation) are seen by every copy (the Runner's
// heartbeat and finish).
type Claim struct {
	FirmID, MatterID string
	// Token is the claim's fencing token: a number no other claim of the
	// matter ever held (from the row's fencing_token dispenser). It does not
	// change for the claim's life; every token-guarded write carries it.
	Token       int64
	RunID       int64
	WorkerID    string
	TraceParent string

	state *claimState
}

// claimState is shared by every copy of one claim. Its mutex serialises the
// claim's token-guarded writes; the values are atomic, so reading them
// (logs, String) never waits.
type claimState struct {
	mu         sync.Mutex
	token      atomic.Int64
	generation atomic.Int64
}

func newClaim(firmID, matterID string, token, generation, runID int64, worker, traceparent string) Claim {
	st := &claimState{}
	st.token.Store(token)
	st.generation.Store(generation)
	return Claim{FirmID: firmID, MatterID: matterID, Token: token, RunID: runID,
		WorkerID: worker, TraceParent: traceparent, state: st}
}

// Generation is the number of the matter's demands this claim's build
// serves (claimed_generation): requested_generation when the claim was
// taken, raised by Snapshot. A frame that lands has this generation.
func (c Claim) Generation() int64 {
	if c.state == nil {
		return 0
	}
	return c.state.generation.Load()
}

// lock takes the claim's mutex and returns its current token.
func (c Claim) lock() (int64, func()) {
	if c.state == nil {
		return c.Token, func() {}
	}
	c.state.mu.Lock()
	return c.state.token.Load(), c.state.mu.Unlock
}

// CurrentToken is the claim's token (a claim keeps its token for life).
func (c Claim) CurrentToken() int64 {
	if c.state == nil {
		return c.Token
	}
	return c.state.token.Load()
}

// String names the claim for logs and errors.
func (c Claim) String() string {
	return fmt.Sprintf("firm %s matter %s token %d run %d", c.FirmID, c.MatterID, c.Token, c.RunID)
}

// TraceID is the trace id part of the claim's traceparent ("" when none).
func (c Claim) TraceID() string { return traceID(c.TraceParent) }

func traceID(tp string) string { return traceparent.TraceID(tp) }

// Config tunes a Rail. Zero values mean the defaults below. Workers of one
// ledger may use different leases: a claim's lease expiry is stored on its
// job row by the worker that claimed or renewed it, and everyone judges the
// claim by that.
type Config struct {
	// WorkerID names this worker in claimed_by and on run rows. Default:
	// host:pid:random, unique per process.
	WorkerID string
	// Lease is how long a claim this Rail takes or renews lives without a
	// heartbeat (stored on the row as lease_expires_at). Default 30s: three
	// heartbeats fit in one lease, so one or two missed beats (a GC pause, a
	// network blip) do not lose the claim, and a dead worker's matter is
	// taken over within about half a minute instead of the seed's 15 minutes.
	Lease time.Duration
	// Heartbeat is how often a running build renews its lease. Default 10s
	// (Lease/3 when only Lease is set), for the reason above.
	Heartbeat time.Duration
	// MaxBuild caps one build. Default 15m: it outlasts the worst healthy
	// build (the seed's lease horizon); past it the Runner cancels the build
	// and stops renewing, so a wedged build cannot hold a matter forever.
	MaxBuild time.Duration
	// BackoffBase is the first retry delay after a failed build; it doubles
	// with each further failure. Default 1s: a transient error retries at once.
	BackoffBase time.Duration
	// BackoffMax caps the retry delay. Default 5m: a broken matter is retried
	// a dozen times an hour, not hammered, and recovers within minutes of a fix.
	BackoffMax time.Duration
	// GroupCommit is how long a Runner's finished build waits for others
	// to land with it in one transaction (GroupCommit, FinishBatch): one
	// durable commit for the group, each row still fenced alone. Zero (the
	// default) turns grouping off: each build finishes alone. A few
	// milliseconds buy most of the throughput; the wait is added to every
	// build's latency, so keep it far below the lease.
	GroupCommit time.Duration
	// GroupMax caps a group (a full group lands at once). Default
	// DefaultGroupMax.
	GroupMax int
}

func (c Config) withDefaults() Config {
	if c.WorkerID == "" {
		host, _ := os.Hostname()
		var b [3]byte
		_, _ = rand.Read(b[:])
		c.WorkerID = fmt.Sprintf("%s:%d:%s", host, os.Getpid(), hex.EncodeToString(b[:]))
	}
	if c.Lease <= 0 {
		c.Lease = 30 * time.Second
		if c.Heartbeat <= 0 {
			c.Heartbeat = 10 * time.Second
		}
	}
	if c.Heartbeat <= 0 {
		c.Heartbeat = c.Lease / 3
	}
	if c.MaxBuild <= 0 {
		c.MaxBuild = 15 * time.Minute
	}
	if c.BackoffBase <= 0 {
		c.BackoffBase = time.Second
	}
	if c.BackoffMax <= 0 {
		c.BackoffMax = 5 * time.Minute
	}
	if c.BackoffMax < c.BackoffBase {
		c.BackoffMax = c.BackoffBase
	}
	return c
}

// Rail is the ledger protocol on one Postgres pool. It is safe for
// concurrent use; any number of Rails (in any number of processes) may share
// one ledger.
type Rail struct {
	pool  *pgxpool.Pool
	cfg   Config
	group *GroupCommit // the Runners' finishes; window 0 when grouping is off
}

// New returns a Rail on pool (the schema must be migrated) with cfg's
// defaults filled in.
func New(pool *pgxpool.Pool, cfg Config) *Rail {
	r := &Rail{pool: pool, cfg: cfg.withDefaults()}
	r.group = r.NewGroupCommit(r.cfg.GroupCommit, r.cfg.GroupMax)
	return r
}

// Config returns the configuration in effect, defaults filled in.
func (r *Rail) Config() Config { return r.cfg }

// WorkerID is the id this Rail claims under.
func (r *Rail) WorkerID() string { return r.cfg.WorkerID }

// DemandResult is what a demand did: whether this caller won the claim (then
// Claim is valid, once the demand's transaction commits), and the
// requested_generation after the bump: this demand's number.
type DemandResult struct {
	Won       bool
	Claim     Claim
	Requested int64
}

// querier runs a statement: the pool, or the caller's transaction.
type querier interface {
	Query(context.Context, string, ...any) (pgx.Rows, error)
}

// queryOne runs sql on q and reads its first row into a T by column name
// (pgx.ErrNoRows when there is none), as QueryRow would.
func queryOne[T any](ctx context.Context, q querier, sql string, args ...any) (T, error) {
	rows, err := q.Query(ctx, sql, args...)
	if err != nil {
		var zero T
		return zero, err
	}
	return pgx.CollectOneRow(rows, pgx.RowToStructByName[T])
}

// eachRow reads rows by column name into a T each and calls fn with each
// as it arrives; it closes rows.
func eachRow[T any](rows pgx.Rows, fn func(T) error) error {
	defer rows.Close()
	for rows.Next() {
		v, err := pgx.RowToStructByName[T](rows)
		if err != nil {
			return err
		}
		if err := fn(v); err != nil {
			return err
		}
	}
	return rows.Err()
}

// demandRow is what demand.sql and demand_fast.sql return: the demand's
// number, and the claim when it won one.
type demandRow struct {
	Requested int64 `db:"requested_generation"`
	Token     int64 `db:"fencing_token"`
	Claimed   int64 `db:"claimed_generation"`
	RunID     int64 `db:"current_run_id"`
	Won       bool  `db:"won"`
}

// demand runs the demand statement on q (the pool, or the caller's tx).
func (r *Rail) demand(ctx context.Context, q querier, firmID, matterID string, cause Cause) (DemandResult, error) {
	// The common case first (new, idle, or live-leased row); a row whose
	// lease expired is left untouched by it (no row), and demand.sql reclaims it.
	args := []any{firmID, matterID, r.cfg.WorkerID, cause.TraceParent, r.cfg.Lease.Seconds()}
	d, err := queryOne[demandRow](ctx, q, sqlDemandFast, args...)
	if errors.Is(err, pgx.ErrNoRows) {
		d, err = queryOne[demandRow](ctx, q, sqlDemand, args...)
	}
	if err != nil {
		return DemandResult{}, fmt.Errorf("rail: demand for firm %s matter %s (event %s): %w", firmID, matterID, cause.EventID, err)
	}
	res := DemandResult{Won: d.Won, Requested: d.Requested}
	if d.Won {
		res.Claim = newClaim(firmID, matterID, d.Token, d.Claimed, d.RunID, r.cfg.WorkerID, cause.TraceParent)
	} else {
		res.Claim = Claim{FirmID: firmID, MatterID: matterID}
	}
	return res, nil
}

// Demand records one demand for a rebuild of the matter in its own short
// transaction (one statement): it bumps requested_generation and, if the row
// is claimable, takes the claim (Won). A loser has left the breadcrumb and
// should simply return: the current build's finish, or the reconciler,
// serves its demand.
//
// An idle row in failure back-off is not claimed: the demand stays unserved
// and the reconciler retries once the back-off passes. If the connection
// fails and the outcome is unknown, retrying is safe: a second demand only
// bumps the dispenser, and a claim nobody builds expires with its lease.
func (r *Rail) Demand(ctx context.Context, firmID, matterID string, cause Cause) (DemandResult, error) {
	return r.demand(ctx, r.pool, firmID, matterID, cause)
}

// DemandTx is Demand inside the caller's transaction (the trigger's inbox
// transaction), which must be READ COMMITTED. The claim and its run row
// commit with that transaction; hand the claim to a Runner only after the
// commit. The job row stays locked until then, so keep the transaction short:
// every other demand and finish of the matter waits for it.
func (r *Rail) DemandTx(ctx context.Context, tx pgx.Tx, firmID, matterID string, cause Cause) (DemandResult, error) {
	return r.demand(ctx, tx, firmID, matterID, cause)
}

// Record records one demand for a rebuild of the matter without claiming
// it, in its own short transaction (one statement): for a caller with no
// free build slot. It bumps requested_generation, so the demand is unserved
// on the row (G5) from its commit; an idle row is left pending, claimable at
// once (unless a failure back-off holds it), and the reconcile of any
// Runner with a free slot takes it. A running row keeps its claim, whose
// finish takes the follow-up. The result never has Won set.
func (r *Rail) Record(ctx context.Context, firmID, matterID string, cause Cause) (DemandResult, error) {
	return r.record(ctx, r.pool, firmID, matterID, cause)
}

// RecordTx is Record inside the caller's transaction (the trigger's inbox
// transaction).
func (r *Rail) RecordTx(ctx context.Context, tx pgx.Tx, firmID, matterID string, cause Cause) (DemandResult, error) {
	return r.record(ctx, tx, firmID, matterID, cause)
}

func (r *Rail) record(ctx context.Context, q interface {
	QueryRow(context.Context, string, ...any) pgx.Row
}, firmID, matterID string, cause Cause) (DemandResult, error) {
	res := DemandResult{Claim: Claim{FirmID: firmID, MatterID: matterID}}
	if err := q.QueryRow(ctx, sqlRecord, firmID, matterID, cause.TraceParent).Scan(&res.Requested); err != nil {
		return DemandResult{}, fmt.Errorf("rail: record demand for firm %s matter %s (event %s): %w", firmID, matterID, cause.EventID, err)
	}
	return res, nil
}

// Heartbeat renews the claim's lease, guarded by its token and run. It
// returns an error wrapping ErrLostClaim when the claim is gone: the build
// must stop at once.
func (r *Rail) Heartbeat(ctx context.Context, c Claim) error {
	token, unlock := c.lock()
	defer unlock()
	tag, err := r.pool.Exec(ctx, sqlHeartbeat, c.FirmID, c.MatterID, token, c.RunID, r.cfg.Lease.Seconds())
	if err != nil {
		return fmt.Errorf("rail: heartbeat firm %s matter %s token %d: %w", c.FirmID, c.MatterID, token, err)
	}
	if tag.RowsAffected() == 0 {
		return fmt.Errorf("rail: heartbeat firm %s matter %s token %d run %d: %w", c.FirmID, c.MatterID, token, c.RunID, ErrLostClaim)
	}
	return nil
}

// Snapshot is burst coalescing (docs/rail.md): one READ COMMITTED
// transaction that first raises the demands the claim serves to
// requested_generation (guarded by the token; it renews the lease too), then
// runs read (the builder reads the record there), then commits. Every demand
// committed before it is served by this build. It returns the claim; every
// copy of the claim sees the raised Generation. ErrLostClaim when the claim
// is gone (read is then not called). Demands for the matter wait for read to finish: keep it
// to reading, and do not call the claim's other methods (Heartbeat, Finish)
// from read: the claim's writes are serialised and would wait for read.
func (r *Rail) Snapshot(ctx context.Context, c Claim, read func(ctx context.Context, tx pgx.Tx) error) (Claim, error) {
	token, unlock := c.lock()
	defer unlock()
	where := func() string { // formatted only on the error paths
		return fmt.Sprintf("firm %s matter %s token %d run %d", c.FirmID, c.MatterID, token, c.RunID)
	}

	b := &pgx.Batch{}
	b.BeginTx(pgx.TxOptions{IsoLevel: pgx.ReadCommitted})
	b.Queue(sqlSnapshot, c.FirmID, c.MatterID, token, c.RunID, r.cfg.Lease.Seconds())
	br := r.pool.SendBatch(ctx, b)
	tx := br.Tx()
	defer func() { _ = tx.Rollback(context.WithoutCancel(ctx)) }()
	var generation int64
	_, err := br.Exec() // BEGIN
	if err == nil {
		err = br.QueryRow().Scan(&generation)
	}
	if cerr := br.Close(); err == nil {
		err = cerr
	}
	if errors.Is(err, pgx.ErrNoRows) {
		return c, fmt.Errorf("rail: snapshot %s: %w", where(), ErrLostClaim)
	}
	if err != nil {
		return c, fmt.Errorf("rail: snapshot %s: %w", where(), err)
	}
	stall.At(stall.Snapshot) // fault tests only (internal/stall)
	if read != nil {
		if err := read(ctx, tx); err != nil {
			return c, fmt.Errorf("rail: snapshot %s: read: %w", where(), err)
		}
	}
	if err := tx.Commit(ctx); err != nil {
		if !ambiguous(err) {
			return c, fmt.Errorf("rail: snapshot %s: commit: %w", where(), err)
		}
		// The COMMIT's outcome is unknown: the row says which demands the
		// claim serves (the old count if it rolled back: the read saw at
		// least those).
		var cur int64
		var ours bool
		rerr := r.pool.QueryRow(context.WithoutCancel(ctx),
			`SELECT claimed_generation, fencing_token = $3 AND run_status = 'running' AND current_run_id = $4
			   FROM ops.matter_frame_jobs WHERE firm_id = $1 AND matter_id = $2`,
			c.FirmID, c.MatterID, token, c.RunID).Scan(&cur, &ours)
		if rerr != nil || !ours {
			return c, fmt.Errorf("rail: snapshot %s: commit outcome unknown (%v): %w", where(), err, ErrLostClaim)
		}
		generation = cur
	}
	if c.state != nil {
		c.state.generation.Store(generation)
	}
	return c, nil
}

// ambiguous reports whether err may have come after the server committed:
// any error the server did not report itself (a server error always means
// rolled back). pgconn.SafeToRetry is not enough: a connection cut while
// waiting for COMMIT's reply can surface as "conn closed", marked safe.
func ambiguous(err error) bool {
	var pgErr *pgconn.PgError
	return !errors.As(err, &pgErr)
}

// Frame is what a build produced: the Brief's JSON body, the documents it
// covers, and how many model calls it spent.
type Frame struct {
	Body        []byte // JSON
	DocumentIDs []string
	ModelCalls  int
}

// FinishResult is a landed finish: the frame's generation (the demands it
// serves, now served_generation), and the follow-up claim taken by the same
// statement when demand arrived during the build (nil otherwise). The caller
// owns the follow-up: build it next.
type FinishResult struct {
	Generation int64
	FollowUp   *Claim
}

// errNoMatch is the finish CAS matching no row (resolved to fenced or landed).
var errNoMatch = errors.New("finish CAS matched no row")

// alsoError marks an error returned by the caller's also func.
type alsoError struct{ err error }

func (e alsoError) Error() string { return e.err.Error() }
func (e alsoError) Unwrap() error { return e.err }

// Finish lands the frame if and only if the claim is still current, in one
// transaction: the fenced CAS (token, run, running), the frame insert into
// ops.matter_frames, the run row 'landed', and also (the caller's outbox
// rows, e.g. brief.built; it may be nil). When the CAS matches nothing, the
// transaction rolls back, the run is recorded 'fenced', and the error wraps
// ErrFenced. Demand that arrived during the build is taken as a follow-up
// claim by the same statement (FinishResult.FollowUp).
//
// A lost COMMIT acknowledgement is resolved, not guessed: the frame row with
// this generation and run is the proof that it landed. A retry of Finish
// after any error is safe: it returns the landed result again.
func (r *Rail) Finish(ctx context.Context, c Claim, f Frame, also func(ctx context.Context, tx pgx.Tx, generation int64) error) (FinishResult, error) {
	return r.finish(ctx, c, f, also, false)
}

// FinishYield is Finish that takes no follow-up: when demand arrived during
// the build, the landed matter is left pending (idle, unserved, due now),
// and whichever Runner has a free slot takes the oldest pending matter
// first. A Runner finishes this way, so that a matter with a stream of
// demand does not keep its slot while other matters' demands wait.
// FinishResult.FollowUp is always nil.
func (r *Rail) FinishYield(ctx context.Context, c Claim, f Frame, also func(ctx context.Context, tx pgx.Tx, generation int64) error) (FinishResult, error) {
	return r.finish(ctx, c, f, also, true)
}

func (r *Rail) finish(ctx context.Context, c Claim, f Frame, also func(ctx context.Context, tx pgx.Tx, generation int64) error,
	yield bool) (FinishResult, error) {
	token, unlock := c.lock()
	defer unlock()
	where := func() string { // only on the error paths: a landed finish formats nothing
		return fmt.Sprintf("firm %s matter %s token %d run %d", c.FirmID, c.MatterID, token, c.RunID)
	}
	body := f.Body
	if len(body) == 0 {
		body = []byte("{}")
	}
	docs := docIDsParam(f.DocumentIDs)
	for attempt := 0; ; attempt++ {
		res, err := r.finishOnce(ctx, c, token, body, docs, f.ModelCalls, also, yield)
		if err == nil {
			return res, nil
		}
		var ae alsoError
		if errors.As(err, &ae) {
			return FinishResult{}, fmt.Errorf("rail: finish %s: %w", where(), ae.err)
		}
		if !errors.Is(err, errNoMatch) && !ambiguous(err) {
			return FinishResult{}, fmt.Errorf("rail: finish %s: %w", where(), err)
		}
		// Zero rows matched, or the outcome is unknown: ask the ledger.
		rctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), 30*time.Second)
		out, rerr := r.resolveFinish(rctx, c, token)
		cancel()
		switch {
		case rerr != nil:
			return FinishResult{}, fmt.Errorf("rail: finish %s: outcome unknown (%v), resolving it: %w", where(), err, rerr)
		case out.landed:
			return out.result, nil
		case out.stillOurs:
			// Not committed, and the claim still holds: try again.
			if attempt < 2 && ctx.Err() == nil {
				continue
			}
			return FinishResult{}, fmt.Errorf("rail: finish %s: not landed, claim still held: %w", where(), err)
		}
		fe := &FencedError{FirmID: c.FirmID, MatterID: c.MatterID, Token: token, RunID: c.RunID,
			Current: out.current, RunStatus: out.runStatus}
		rctx, cancel = context.WithTimeout(context.WithoutCancel(ctx), 30*time.Second)
		_, merr := r.pool.Exec(rctx, sqlFenced, c.FirmID, c.MatterID, c.RunID, fe.Error(), f.ModelCalls)
		cancel()
		if merr != nil {
			return FinishResult{}, fmt.Errorf("%w (and recording the run as fenced failed: %v)", fe, merr)
		}
		return FinishResult{}, fe
	}
}

// finishRow is what finish.sql returns: the landed generation, and the
// follow-up claim when one was taken.
type finishRow struct {
	Generation  int64  `db:"served_generation"`
	FollowUp    bool   `db:"follow_up"`
	Token       int64  `db:"fencing_token"`
	Claimed     int64  `db:"claimed_generation"`
	RunID       int64  `db:"current_run_id"`
	TraceParent string `db:"traceparent"`
}

func (r *Rail) finishOnce(ctx context.Context, c Claim, token int64, body []byte, docs any, modelCalls int,
	also func(ctx context.Context, tx pgx.Tx, generation int64) error, yield bool) (FinishResult, error) {
	var (
		generation int64
		fu         finishRow
	)
	// finish_fast.sql lands when no demand arrived during the build (a
	// row: the landed generation); else (no row: fenced, or a follow-up is
	// due) finish.sql, which tells the two apart and takes the follow-up.
	fastArgs := []any{c.FirmID, c.MatterID, token, c.RunID, docs, string(body), modelCalls}
	args := []any{c.FirmID, c.MatterID, token, c.RunID, r.cfg.WorkerID, docs, string(body), modelCalls, r.cfg.Lease.Seconds(), yield}
	landed := false
	fast := func(err error) error {
		landed = err == nil
		if errors.Is(err, pgx.ErrNoRows) {
			return nil
		}
		return err
	}
	full := func(q querier) error {
		if landed {
			return nil
		}
		var err error
		fu, err = queryOne[finishRow](ctx, q, sqlFinish, args...)
		if errors.Is(err, pgx.ErrNoRows) {
			return errNoMatch
		}
		generation = fu.Generation
		return err
	}
	if also == nil {
		// Each statement is its own transaction: one round trip when it lands.
		err := fast(r.pool.QueryRow(ctx, sqlFinishFast, fastArgs...).Scan(&generation))
		if err == nil {
			err = full(r.pool)
		}
		if err != nil {
			return FinishResult{}, err
		}
	} else {
		// BEGIN and the statement in one round trip, the caller's rows, COMMIT.
		b := &pgx.Batch{}
		b.BeginTx(pgx.TxOptions{IsoLevel: pgx.ReadCommitted})
		b.Queue(sqlFinishFast, fastArgs...)
		br := r.pool.SendBatch(ctx, b)
		tx := br.Tx()
		defer func() { _ = tx.Rollback(context.WithoutCancel(ctx)) }()
		_, err := br.Exec() // BEGIN
		if err == nil {
			err = fast(br.QueryRow().Scan(&generation))
		}
		if cerr := br.Close(); err == nil {
			err = cerr
		}
		if err == nil {
			err = full(tx)
		}
		if err != nil {
			return FinishResult{}, err
		}
		stall.At(stall.Finish) // fault tests only (internal/stall)
		if err := also(ctx, tx, generation); err != nil {
			return FinishResult{}, alsoError{err}
		}
		if err := tx.Commit(ctx); err != nil {
			return FinishResult{}, err
		}
	}
	res := FinishResult{Generation: generation}
	if fu.FollowUp {
		// The follow-up serves every demand made so far (claimed_generation
		// := requested_generation).
		claim := newClaim(c.FirmID, c.MatterID, fu.Token, fu.Claimed, fu.RunID, r.cfg.WorkerID, fu.TraceParent)
		res.FollowUp = &claim
	}
	return res, nil
}

// docIDsParam is the frame's document ids as finish.sql's uuid[] parameter:
// parsed UUIDs, which pgx sends in binary at once (for strings it first
// tries binary, fails, and falls back to text, on every finish). An id Go
// does not parse is left to Postgres as text, as given: Postgres decides.
func docIDsParam(ids []string) any {
	out := make([]uuid.UUID, len(ids))
	for i, s := range ids {
		u, err := uuid.Parse(s)
		if err != nil {
			return ids
		}
		out[i] = u
	}
	return out
}

type finishOutcome struct {
	landed    bool
	stillOurs bool
	current   int64
	runStatus string
	result    FinishResult
}

// resolveRow is what finish_resolve.sql returns.
type resolveRow struct {
	LandedGeneration    *int64 `db:"landed_generation"` // this run's frame, if it landed
	ServedGeneration    int64  `db:"served_generation"`
	FencingToken        int64  `db:"fencing_token"`
	RunStatus           string `db:"run_status"`
	CurrentRunID        int64  `db:"current_run_id"`
	StillOurs           bool   `db:"still_ours"`
	FollowUpRunID       *int64 `db:"follow_up_run_id"`
	FollowUpToken       *int64 `db:"follow_up_token"`
	FollowUpTraceParent string `db:"follow_up_traceparent"`
	ClaimedGeneration   int64  `db:"claimed_generation"`
}

func (r *Rail) resolveFinish(ctx context.Context, c Claim, token int64) (finishOutcome, error) {
	row, err := queryOne[resolveRow](ctx, r.pool, sqlFinishResolve, c.FirmID, c.MatterID, token, c.RunID)
	if errors.Is(err, pgx.ErrNoRows) {
		return finishOutcome{}, nil // no job row at all: nothing can land
	}
	out := finishOutcome{landed: row.LandedGeneration != nil, stillOurs: row.StillOurs,
		current: row.FencingToken, runStatus: row.RunStatus}
	if err != nil {
		return out, err
	}
	if out.landed {
		out.result.Generation = *row.LandedGeneration
		if row.FollowUpRunID != nil && row.FollowUpToken != nil {
			fu := newClaim(c.FirmID, c.MatterID, *row.FollowUpToken, row.ClaimedGeneration, *row.FollowUpRunID, r.cfg.WorkerID, row.FollowUpTraceParent)
			out.result.FollowUp = &fu
		}
	}
	return out, nil
}

// Fail releases the claim after a failed build (token-guarded): attempts+1,
// next_attempt_at = now + exponential back-off (Postgres clock), last_error;
// the run becomes 'failed'. The demand stays unserved; the reconciler
// retries once the back-off passes. ErrLostClaim when the claim is gone.
func (r *Rail) Fail(ctx context.Context, c Claim, cause error) error {
	token, unlock := c.lock()
	defer unlock()
	msg := "unknown error"
	if cause != nil {
		msg = cause.Error()
	}
	var (
		attempts int
		next     time.Time
	)
	err := r.pool.QueryRow(ctx, sqlFail, c.FirmID, c.MatterID, token, c.RunID,
		r.cfg.BackoffBase.Seconds(), r.cfg.BackoffMax.Seconds(), msg).Scan(&attempts, &next)
	if errors.Is(err, pgx.ErrNoRows) {
		return fmt.Errorf("rail: fail firm %s matter %s token %d run %d: %w", c.FirmID, c.MatterID, token, c.RunID, ErrLostClaim)
	}
	if err != nil {
		return fmt.Errorf("rail: fail firm %s matter %s token %d run %d: %w", c.FirmID, c.MatterID, token, c.RunID, err)
	}
	return nil
}

// Release gives the claim back without counting a failure (graceful
// shutdown): the run becomes 'abandoned', the demand stays unserved and is
// due at once, so another worker takes it on its next reconcile pass.
// ErrLostClaim when the claim is gone.
func (r *Rail) Release(ctx context.Context, c Claim) error {
	return r.ReleaseBecause(ctx, c, "shutdown")
}

// ReleaseBecause is Release with the reason the run's error gives.
func (r *Rail) ReleaseBecause(ctx context.Context, c Claim, why string) error {
	token, unlock := c.lock()
	defer unlock()
	var n int
	err := r.pool.QueryRow(ctx, sqlRelease, c.FirmID, c.MatterID, token, c.RunID,
		"released by "+r.cfg.WorkerID+" ("+why+")").Scan(&n)
	if err == nil && n == 0 {
		err = ErrLostClaim
	}
	if err != nil {
		return fmt.Errorf("rail: release firm %s matter %s token %d run %d: %w", c.FirmID, c.MatterID, token, c.RunID, err)
	}
	return nil
}

// reconcileRow is one claim reconcile.sql took.
type reconcileRow struct {
	FirmID      string `db:"firm_id"`
	MatterID    string `db:"matter_id"`
	Token       int64  `db:"fencing_token"`
	Claimed     int64  `db:"claimed_generation"`
	RunID       int64  `db:"current_run_id"`
	TraceParent string `db:"traceparent"`
}

// Reconcile runs one pass of the reconciler: it takes up to limit rows whose
// lease expired (their open run is recorded 'abandoned') or that are idle
// with unserved demand and a passed back-off, and returns the claims it
// took; the other rows it finds due a look get their next deadline. Its
// cost grows with the rows needing attention, not with the table (a partial
// index on sweep_at, FOR UPDATE SKIP LOCKED), so every worker can run it
// often.
func (r *Rail) Reconcile(ctx context.Context, limit int) ([]Claim, error) {
	return r.ReconcileExcept(ctx, limit, nil)
}

// ReconcileExcept is Reconcile that takes no matter of the firms in skip
// (a Runner's firms that hold their share of its build slots).
func (r *Rail) ReconcileExcept(ctx context.Context, limit int, skip []string) ([]Claim, error) {
	if limit <= 0 {
		return nil, nil
	}
	if skip == nil {
		skip = []string{}
	}
	// One statement, its own transaction: claims, abandoned runs and new runs
	// commit together.
	rows, err := r.pool.Query(ctx, sqlReconcile, r.cfg.Lease.Seconds(), limit, r.cfg.WorkerID, skip)
	if err != nil {
		return nil, fmt.Errorf("rail: reconcile: %w", err)
	}
	taken, err := pgx.CollectRows(rows, pgx.RowToStructByName[reconcileRow])
	if err != nil {
		// If the commit did land, the claims expire and are reclaimed: safe.
		return nil, fmt.Errorf("rail: reconcile: %w", err)
	}
	var claims []Claim
	for _, t := range taken {
		claims = append(claims, newClaim(t.FirmID, t.MatterID, t.Token, t.Claimed, t.RunID, r.cfg.WorkerID, t.TraceParent))
	}
	return claims, nil
}

// RecordExtraction records on the claim's run what its build sent to the
// model: the documents extracted (those the Brief's extraction cache did
// not hold) and the tokens spent. Like RecordModelCalls it needs no live
// claim and never lowers a count.
func (r *Rail) RecordExtraction(ctx context.Context, c Claim, documents, tokens int) error {
	if documents <= 0 && tokens <= 0 {
		return nil
	}
	if err := r.recordOnRun(ctx, c, sqlRunExtrOpen, sqlRunExtraction, documents, tokens); err != nil {
		return fmt.Errorf("rail: record %d documents extracted of firm %s matter %s token %d run %d: %w",
			documents, c.FirmID, c.MatterID, c.Token, c.RunID, err)
	}
	return nil
}

// RecordModelCalls records on the claim's run the model calls its build
// made, whatever became of the run (failed, released, or abandoned because
// the claim was taken over): spent work is counted even when it is thrown
// away. It needs no live claim and never lowers a count already recorded.
// Finish records them itself, landed or fenced.
func (r *Rail) RecordModelCalls(ctx context.Context, c Claim, n int) error {
	if n <= 0 {
		return nil
	}
	if err := r.recordOnRun(ctx, c, sqlRunCallsOpen, sqlRunCalls, n); err != nil {
		return fmt.Errorf("rail: record %d model calls of firm %s matter %s token %d run %d: %w",
			n, c.FirmID, c.MatterID, c.Token, c.RunID, err)
	}
	return nil
}

// recordOnRun adds a build's spending to its run, wherever the run is: on
// its job row while it is open (openSQL), else on its record (endedSQL).
// Two statements, each with its own snapshot: when the first finds the run
// no longer open, the statement that ended it has committed (the row's
// version that says so is its), so the second sees the record it wrote.
func (r *Rail) recordOnRun(ctx context.Context, c Claim, openSQL, endedSQL string, counts ...any) error {
	args := append([]any{c.FirmID, c.MatterID, c.RunID}, counts...)
	tag, err := r.pool.Exec(ctx, openSQL, args...)
	if err != nil || tag.RowsAffected() > 0 {
		return err
	}
	_, err = r.pool.Exec(ctx, endedSQL, args...)
	return err
}
