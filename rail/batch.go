package rail

import (
	"context"
	"errors"
	"fmt"
	"runtime"
	"sort"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"
)

// Batches: many matters' demands, or many matters' finishes, in one
// transaction, so that one durable commit serves them all. Each row's claim
// or compare-and-swap stays its own: a batch changes how many commits the
// ledger pays, never what a row's statement decides. A row that cannot go
// with the batch (locked by another session, fenced, an error) is decided
// alone, and never holds back its neighbours.

// The batches' own statements (the per-row statements are the protocol's).
var (
	sqlFinishGroup = mustSQL("finish_group.sql")
	sqlDemandBatch = mustSQL("demand_batch.sql")
)

// docIDsLiteral is a frame's document ids as a uuid[] literal, and whether
// every one is a uuid.
func docIDsLiteral(ids []string) (string, bool) {
	var b strings.Builder
	b.WriteByte('{')
	for i, s := range ids {
		u, err := uuid.Parse(s)
		if err != nil {
			return "", false
		}
		if i > 0 {
			b.WriteByte(',')
		}
		b.WriteString(u.String())
	}
	b.WriteByte('}')
	return b.String(), true
}

// DemandRequest is one demand in a batch: the matter and why.
type DemandRequest struct {
	FirmID, MatterID string
	Cause            Cause
	// RecordOnly records the demand without claiming, as Record does (the
	// caller has no free build slot for a claim). When a batch has both
	// kinds for one matter, the matter's demands are made together and may
	// claim once.
	RecordOnly bool
}

// DemandOutcome is what one demand of a batch did. Busy means the matter's
// row was locked by another session: nothing was recorded for it, and the
// caller should make that demand again, alone, later (its nudge is
// redelivered). Otherwise Result is the demand's result, valid once the
// batch's transaction commits.
type DemandOutcome struct {
	Result DemandResult
	Busy   bool
}

// batchSender is what sends a pipelined batch: the caller's transaction,
// or a connection of the pool.
type batchSender interface {
	SendBatch(ctx context.Context, b *pgx.Batch) pgx.BatchResults
}

// demandBatch is one batch of demands on its way: the demands in key order
// and what each did.
type demandBatch struct {
	r     *Rail
	reqs  []DemandRequest
	order []int // indexes of reqs in (firm, matter) order
	out   []DemandOutcome
	// per demand: the statement's row, or none (a reclaim is due)
	token, claimed, runID []int64
	ran, reclaim          []bool
}

func (r *Rail) newDemandBatch(reqs []DemandRequest) *demandBatch {
	d := &demandBatch{r: r, reqs: reqs, order: make([]int, len(reqs)), out: make([]DemandOutcome, len(reqs)),
		token: make([]int64, len(reqs)), claimed: make([]int64, len(reqs)), runID: make([]int64, len(reqs)),
		ran: make([]bool, len(reqs)), reclaim: make([]bool, len(reqs))}
	for i := range d.order {
		d.order[i] = i
	}
	// Key order: two batches lock (and insert) their rows in the same order,
	// so they never deadlock.
	sort.SliceStable(d.order, func(a, b int) bool {
		x, y := reqs[d.order[a]], reqs[d.order[b]]
		if x.FirmID != y.FirmID {
			return x.FirmID < y.FirmID
		}
		return x.MatterID < y.MatterID
	})
	return d
}

// queueDemands queues demand_batch.sql, one statement over arrays for the
// whole batch: each matter once, with its count of demands in the batch and
// whether any of them may claim. The statement skips the rows another
// session holds (those demands come back Busy) and decides every other
// matter on its own row. The first demand of a matter that may claim gets
// its claim (when the row was claimable); the others leave their count.
func (d *demandBatch) queueDemands(b *pgx.Batch) {
	r := d.r
	type key = [2]string
	byKey := map[key][]int{}
	var keys []key
	for _, i := range d.order {
		q := d.reqs[i]
		k := key{canonUUID(q.FirmID), canonUUID(q.MatterID)}
		if _, seen := byKey[k]; !seen {
			keys = append(keys, k)
		}
		byKey[k] = append(byKey[k], i)
	}
	n := len(keys)
	firms, matters, tp := make([]string, 0, n), make([]string, 0, n), make([]string, 0, n)
	counts, mayClaim := make([]int32, 0, n), make([]bool, 0, n)
	winner := make(map[key]int, n)
	for _, k := range keys {
		winner[k] = -1
		for _, i := range byKey[k] {
			if !d.reqs[i].RecordOnly {
				winner[k] = i
				break
			}
		}
		first := d.reqs[byKey[k][0]]
		if w := winner[k]; w >= 0 {
			first = d.reqs[w]
		}
		firms, matters = append(firms, first.FirmID), append(matters, first.MatterID)
		counts, tp = append(counts, int32(len(byKey[k]))), append(tp, first.Cause.TraceParent)
		mayClaim = append(mayClaim, winner[k] >= 0)
	}
	b.Queue(sqlDemandBatch, firms, matters, counts, tp, mayClaim, r.cfg.WorkerID, r.cfg.Lease.Seconds()).Query(func(rows pgx.Rows) error {
		seen := make(map[key]bool, n)
		err := eachRow(rows, func(row demandBatchRow) error {
			k := key{row.FirmID, row.MatterID}
			seen[k] = true
			for _, i := range byKey[k] {
				if row.Busy {
					d.out[i].Busy = true
					continue
				}
				d.ran[i] = true
				d.out[i].Result.Requested = row.Requested
				if i == winner[k] && row.Won {
					d.out[i].Result.Won = true
					d.token[i], d.claimed[i], d.runID[i] = row.Token, row.Claimed, row.RunID
				}
			}
			return nil
		})
		if err != nil {
			return err
		}
		// No row: an expired lease, which demand.sql reclaims, one demand
		// at a time (record-only ones are recorded by record.sql).
		for _, k := range keys {
			if !seen[k] {
				for _, i := range byKey[k] {
					d.reclaim[i] = true
				}
			}
		}
		return nil
	})
}

// demandBatchRow is one row of demand_batch.sql: a matter's demands as
// one, or the matter left out because another session holds its row.
type demandBatchRow struct {
	FirmID    string `db:"firm_id"`
	MatterID  string `db:"matter_id"`
	Busy      bool   `db:"busy"`
	Requested int64  `db:"requested_generation"`
	Token     int64  `db:"fencing_token"`
	Claimed   int64  `db:"claimed_generation"`
	RunID     int64  `db:"current_run_id"`
	Won       bool   `db:"won"`
}

// queueReclaims queues demand.sql for the demands the common case left.
func (d *demandBatch) queueReclaims(b *pgx.Batch) {
	r := d.r
	for _, i := range d.order {
		if !d.reclaim[i] {
			continue
		}
		q := d.reqs[i]
		d.reclaim[i] = false
		if q.RecordOnly {
			b.Queue(sqlRecord, q.FirmID, q.MatterID, q.Cause.TraceParent).QueryRow(func(row pgx.Row) error {
				err := row.Scan(&d.out[i].Result.Requested)
				d.ran[i] = err == nil
				return err
			})
			continue
		}
		b.Queue(sqlDemand, q.FirmID, q.MatterID, r.cfg.WorkerID, q.Cause.TraceParent, r.cfg.Lease.Seconds()).
			Query(func(rows pgx.Rows) error {
				row, err := pgx.CollectOneRow(rows, pgx.RowToStructByName[demandRow])
				d.ran[i] = err == nil
				d.out[i].Result.Requested, d.out[i].Result.Won = row.Requested, row.Won
				d.token[i], d.claimed[i], d.runID[i] = row.Token, row.Claimed, row.RunID
				return err
			})
	}
}

// results fills in the claims of the demands that ran.
func (d *demandBatch) results() {
	for i, q := range d.reqs {
		if !d.ran[i] {
			continue
		}
		res := &d.out[i].Result
		if res.Won {
			res.Claim = newClaim(q.FirmID, q.MatterID, d.token[i], d.claimed[i], d.runID[i], d.r.cfg.WorkerID, q.Cause.TraceParent)
		} else {
			res.Claim = Claim{FirmID: q.FirmID, MatterID: q.MatterID}
		}
	}
}

func send(ctx context.Context, s batchSender, b *pgx.Batch) error {
	if b.Len() == 0 {
		return nil
	}
	return s.SendBatch(ctx, b).Close()
}

// DemandBatchTx records the demands in the caller's READ COMMITTED
// transaction, in one statement over arrays (demand_batch.sql): it locks
// the batch's existing rows without waiting, skipping the rows another
// session holds (those demands come back Busy, untouched), and every other
// matter takes its demands on its own row as Demand (or Record) would:
// bump, then claim or breadcrumb. An expired lease is reclaimed by
// demand.sql in one more round trip. An error means the transaction is
// unusable: roll it back and make the demands again, alone.
func (r *Rail) DemandBatchTx(ctx context.Context, tx pgx.Tx, reqs []DemandRequest) ([]DemandOutcome, error) {
	d := r.newDemandBatch(reqs)
	if len(reqs) == 0 {
		return d.out, nil
	}
	where := func(err error) error { return fmt.Errorf("rail: demand batch of %d: %w", len(reqs), err) }
	b := &pgx.Batch{}
	d.queueDemands(b)
	if err := send(ctx, tx, b); err != nil {
		return nil, where(err)
	}
	b = &pgx.Batch{}
	d.queueReclaims(b)
	if err := send(ctx, tx, b); err != nil {
		return nil, where(err)
	}
	d.results()
	return d.out, nil
}

// canonUUID is id as Postgres prints a uuid (lowercase, hyphenated), or id
// as given when it is not one (the statement then refuses it).
func canonUUID(id string) string {
	if u, err := uuid.Parse(id); err == nil {
		return u.String()
	}
	return id
}

// DemandBatch records the demands in a transaction of its own, one commit
// for them all, in one round trip: BEGIN, demand_batch.sql, COMMIT. A demand whose row another session holds comes
// back Busy (make it again later); one whose row's lease expired is
// reclaimed alone after the commit (Demand). When the batch fails, each
// demand is made alone, so one bad row costs only its own demand: errs has
// its error. Retrying a demand is safe (docs/rail.md): at worst it
// bumps the dispenser once more.
func (r *Rail) DemandBatch(ctx context.Context, reqs []DemandRequest) (out []DemandOutcome, errs []error) {
	errs = make([]error, len(reqs))
	d := r.newDemandBatch(reqs)
	if len(reqs) == 0 {
		return d.out, errs
	}
	alone := func(q DemandRequest) (DemandResult, error) {
		if q.RecordOnly {
			return r.Record(ctx, q.FirmID, q.MatterID, q.Cause)
		}
		return r.Demand(ctx, q.FirmID, q.MatterID, q.Cause)
	}
	if err := r.demandBatchOnce(ctx, d); err != nil {
		out = make([]DemandOutcome, len(reqs))
		for i, q := range reqs {
			out[i].Result, errs[i] = alone(q)
		}
		return out, errs
	}
	for i, q := range reqs {
		if d.reclaim[i] {
			d.out[i].Result, errs[i] = alone(q)
			d.reclaim[i], d.ran[i] = false, false
		}
	}
	d.results()
	return d.out, errs
}

func (r *Rail) demandBatchOnce(ctx context.Context, d *demandBatch) (err error) {
	conn, err := r.pool.Acquire(ctx)
	if err != nil {
		return err
	}
	defer conn.Release()
	committed := false
	defer func() {
		if !committed && conn.Conn().PgConn().TxStatus() != 'I' {
			// A failed statement left the transaction open or aborted.
			_, _ = conn.Exec(context.WithoutCancel(ctx), "ROLLBACK")
		}
	}()
	b := &pgx.Batch{}
	b.Queue("BEGIN ISOLATION LEVEL READ COMMITTED")
	d.queueDemands(b)
	b.Queue("COMMIT")
	if err := send(ctx, conn, b); err != nil {
		return err
	}
	committed = true
	return nil
}

// FinishRequest is one build's finish in a batch: what Finish takes.
type FinishRequest struct {
	Claim Claim
	Frame Frame
	// Also runs in the batch's transaction when this row landed (the
	// caller's outbox rows). May be nil.
	Also func(ctx context.Context, tx pgx.Tx, generation int64) error
	// Yield takes no follow-up claim, as FinishYield: demand that arrived
	// during the build leaves the matter pending.
	Yield bool
}

// alone finishes one request by itself, as Finish or FinishYield.
func (r *Rail) finishAlone(ctx context.Context, q FinishRequest) (FinishResult, error) {
	if q.Yield {
		return r.FinishYield(ctx, q.Claim, q.Frame, q.Also)
	}
	return r.Finish(ctx, q.Claim, q.Frame, q.Also)
}

// FinishOutcome is one finish's result in a batch, as Finish would return it.
type FinishOutcome struct {
	Result FinishResult
	Err    error
}

// FinishBatch lands many matters' frames in one transaction: for each
// claim, in (firm, matter) order, the same fenced compare-and-swap, frame
// insert and run 'landed' that Finish runs, decided by its own row; then each
// landed row's Also; then one commit. Without any Also the whole transaction
// is one round trip. A row the common-case statement leaves (its claim is
// not current, or demand arrived during its build) lands nothing in the
// batch's first statement: with an Also in the batch, finish.sql decides it
// inside the transaction (a follow-up claim, or nothing); without, it is
// decided after the commit, alone, as Finish decides it. A fenced row's
// outcome wraps ErrFenced; its neighbours land. When the batch as a whole
// fails (a server error, an Also's error, a commit whose outcome is
// unknown), every finish is retried alone, which is safe: Finish recognises
// a frame that did land.
func (r *Rail) FinishBatch(ctx context.Context, reqs []FinishRequest) []FinishOutcome {
	out := make([]FinishOutcome, len(reqs))
	if len(reqs) == 1 {
		out[0].Result, out[0].Err = r.finishAlone(ctx, reqs[0])
		return out
	}
	alone, err := r.finishBatchOnce(ctx, reqs, out)
	if err != nil {
		alone = alone[:0]
		for i := range reqs {
			alone = append(alone, i)
		}
	}
	for _, i := range alone {
		out[i].Result, out[i].Err = r.finishAlone(ctx, reqs[i])
	}
	return out
}

// finishItem is one finish of a batch on its way.
type finishItem struct {
	i                       int
	token                   int64
	body                    string
	docs                    any
	matched                 bool  // the CAS matched: the frame lands with the commit
	generation              int64 // the landed frame's generation
	followUp                bool
	fuToken, fuGen, fuRunID int64
	tp                      string
}

// finishBatchOnce runs the batch's transaction. It fills out for the rows
// that landed and returns the indexes of those left to decide alone.
func (r *Rail) finishBatchOnce(ctx context.Context, reqs []FinishRequest, out []FinishOutcome) (alone []int, err error) {
	order := make([]int, len(reqs))
	for i := range order {
		order[i] = i
	}
	sort.Slice(order, func(a, b int) bool {
		x, y := reqs[order[a]].Claim, reqs[order[b]].Claim
		if x.FirmID != y.FirmID {
			return x.FirmID < y.FirmID
		}
		return x.MatterID < y.MatterID
	})
	items := make([]*finishItem, len(order))
	withAlso := false
	for k, i := range order {
		q := reqs[i]
		token, unlock := q.Claim.lock()
		defer unlock()
		body := q.Frame.Body
		if len(body) == 0 {
			body = []byte("{}")
		}
		items[k] = &finishItem{i: i, token: token, body: string(body), docs: docIDsParam(q.Frame.DocumentIDs)}
		withAlso = withAlso || q.Also != nil
	}
	// A finish's writes outlive its caller (as Finish's do), within bounds.
	bctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), 30*time.Second)
	defer cancel()
	// The common case for the whole group in one statement over arrays
	// (finish_group.sql); its rows say which finishes landed, by run.
	queueFast := func(b *pgx.Batch) {
		n := len(items)
		firms, matters, docs, bodies := make([]string, 0, n), make([]string, 0, n), make([]string, 0, n), make([]string, 0, n)
		tokens, runs, calls := make([]int64, 0, n), make([]int64, 0, n), make([]int32, 0, n)
		byRun := make(map[int64]*finishItem, n)
		for _, it := range items {
			c, f := reqs[it.i].Claim, reqs[it.i].Frame
			lit, ok := docIDsLiteral(f.DocumentIDs)
			if !ok {
				continue // not a uuid: finish.sql (or Finish) refuses it on its own
			}
			firms, matters, docs, bodies = append(firms, c.FirmID), append(matters, c.MatterID), append(docs, lit), append(bodies, it.body)
			tokens, runs, calls = append(tokens, it.token), append(runs, c.RunID), append(calls, int32(f.ModelCalls))
			byRun[c.RunID] = it
		}
		if len(runs) == 0 {
			return
		}
		b.Queue(sqlFinishGroup, firms, matters, tokens, runs, docs, bodies, calls).Query(func(rows pgx.Rows) error {
			var run, gen int64
			_, err := pgx.ForEachRow(rows, []any{&run, &gen}, func() error {
				if it := byRun[run]; it != nil {
					it.matched, it.generation = true, gen
				}
				return nil
			})
			return err
		})
	}

	if !withAlso {
		// BEGIN, every row's statement, COMMIT: one round trip.
		conn, err := r.pool.Acquire(bctx)
		if err != nil {
			return nil, err
		}
		defer conn.Release()
		b := &pgx.Batch{}
		b.Queue("BEGIN ISOLATION LEVEL READ COMMITTED")
		queueFast(b)
		b.Queue("COMMIT")
		if err := conn.SendBatch(bctx, b).Close(); err != nil {
			if conn.Conn().PgConn().TxStatus() != 'I' {
				_, _ = conn.Exec(bctx, "ROLLBACK")
			}
			return nil, err
		}
	} else {
		b := &pgx.Batch{}
		b.BeginTx(pgx.TxOptions{IsoLevel: pgx.ReadCommitted})
		queueFast(b)
		br := r.pool.SendBatch(bctx, b)
		tx := br.Tx()
		defer func() { _ = tx.Rollback(context.WithoutCancel(ctx)) }()
		if err := br.Close(); err != nil {
			return nil, err
		}
		// The rows the common case left: a follow-up is due, or fenced.
		b = &pgx.Batch{}
		for _, it := range items {
			if it.matched {
				continue
			}
			c, f := reqs[it.i].Claim, reqs[it.i].Frame
			b.Queue(sqlFinish, c.FirmID, c.MatterID, it.token, c.RunID, r.cfg.WorkerID, it.docs, it.body, f.ModelCalls,
				r.cfg.Lease.Seconds(), reqs[it.i].Yield).
				Query(func(rows pgx.Rows) error {
					row, err := pgx.CollectOneRow(rows, pgx.RowToStructByName[finishRow])
					if errors.Is(err, pgx.ErrNoRows) {
						return nil
					}
					it.generation, it.followUp, it.fuToken, it.fuGen, it.fuRunID, it.tp =
						row.Generation, row.FollowUp, row.Token, row.Claimed, row.RunID, row.TraceParent
					it.matched = err == nil
					return err
				})
		}
		if err := send(bctx, tx, b); err != nil {
			return nil, err
		}
		for _, it := range items {
			if q := reqs[it.i]; it.matched && q.Also != nil {
				if err := q.Also(bctx, tx, it.generation); err != nil {
					return nil, alsoError{err}
				}
			}
		}
		if err := tx.Commit(bctx); err != nil {
			return nil, err
		}
	}
	for _, it := range items {
		if !it.matched {
			alone = append(alone, it.i)
			continue
		}
		c := reqs[it.i].Claim
		res := FinishResult{Generation: it.generation}
		if it.followUp {
			fu := newClaim(c.FirmID, c.MatterID, it.fuToken, it.fuGen, it.fuRunID, r.cfg.WorkerID, it.tp)
			res.FollowUp = &fu
		}
		out[it.i].Result = res
	}
	return alone, nil
}

// GroupCommit gathers finishes and lands them together with FinishBatch:
// one commit for the group, each row still decided alone. A finish that
// comes while fewer than groupLanes groups are landing takes a lane and
// goes as soon as the finishes already on their way (ready to run at that
// moment, as the builds of one demand batch are) have joined it; the
// finishes that come while the lanes are busy gather into the next group,
// which goes when a lane frees, when it is full (max), or after the window,
// whichever is first. So a finish waits at most the window before its
// transaction starts, nothing waits at a light load, a burst of finishes
// shares one commit, and groups grow with the load.
type GroupCommit struct {
	r      *Rail
	window time.Duration
	max    int

	mu       sync.Mutex
	pending  []*pendingFinish
	timer    *time.Timer
	inFlight int  // lanes taken: groups landing now, and the one forming
	forming  bool // a lane is taken for the pending group, which goes once the ready finishes joined it

	groups, finishes atomic.Int64 // groups landed, and the finishes they carried

	observe atomic.Pointer[func(GroupLanded)] // Observe's f, if any
}

// GroupLanded is what a GroupCommit tells an observer (Observe) of one group
// it landed: where a finish's time went between its call and its return.
type GroupLanded struct {
	// Runs are the group's finishes by run id; Waited is, for each, how long
	// it waited in the GroupCommit (for company, for a lane, or for the
	// window) before the group's transaction began.
	Runs   []int64
	Waited []time.Duration
	// Began and Ended bound the group's FinishBatch: its transaction, and
	// the finishes decided alone after it.
	Began, Ended time.Time
}

// Observe has f called with every group this GroupCommit lands from now on,
// in the goroutine that landed it, before the group's finishes return (the
// rail bench splits a finish's latency with it). f must be quick; nil stops
// the calls.
func (g *GroupCommit) Observe(f func(GroupLanded)) {
	if f == nil {
		g.observe.Store(nil)
		return
	}
	g.observe.Store(&f)
}

// Landed says how many groups this GroupCommit has landed and how many
// finishes they carried (their mean size shows how much the commits are
// shared).
func (g *GroupCommit) Landed() (groups, finishes int64) {
	return g.groups.Load(), g.finishes.Load()
}

type pendingFinish struct {
	ctx  context.Context
	req  FinishRequest
	done chan FinishOutcome
	at   time.Time // when it came
}

// groupLanes is how many groups a GroupCommit lands at once before the
// finishes that come wait to form a bigger one: a finish goes (with the
// finishes already on their way) while a lane is free, so at a light load
// nothing waits, and at a heavy one the groups grow instead of multiplying.
const groupLanes = 2

// DefaultGroupMax is the largest group a GroupCommit lands at once when its
// max is not set. The group's statement probes each element's row by its
// key, so its cost grows with the group's size; past a few hundred the
// commit it shares is a small part of it.
const DefaultGroupMax = 256

// NewGroupCommit returns a GroupCommit of r that waits up to window for a
// group of at most max finishes (DefaultGroupMax when max <= 0). A window of
// zero or less turns grouping off: each finish is Finish.
func (r *Rail) NewGroupCommit(window time.Duration, max int) *GroupCommit {
	if max <= 0 {
		max = DefaultGroupMax
	}
	return &GroupCommit{r: r, window: window, max: max}
}

// Finish is Rail.Finish through the group: same result, same errors (a
// fenced row's error wraps ErrFenced; its neighbours land).
func (g *GroupCommit) Finish(ctx context.Context, c Claim, f Frame,
	also func(ctx context.Context, tx pgx.Tx, generation int64) error) (FinishResult, error) {
	return g.finish(ctx, FinishRequest{Claim: c, Frame: f, Also: also})
}

// FinishYield is Rail.FinishYield through the group.
func (g *GroupCommit) FinishYield(ctx context.Context, c Claim, f Frame,
	also func(ctx context.Context, tx pgx.Tx, generation int64) error) (FinishResult, error) {
	return g.finish(ctx, FinishRequest{Claim: c, Frame: f, Also: also, Yield: true})
}

func (g *GroupCommit) finish(ctx context.Context, req FinishRequest) (FinishResult, error) {
	if g.window <= 0 {
		return g.r.finishAlone(ctx, req)
	}
	p := &pendingFinish{ctx: ctx, req: req, done: make(chan FinishOutcome, 1), at: time.Now()}
	g.mu.Lock()
	g.pending = append(g.pending, p)
	switch {
	case len(g.pending) >= g.max:
		// Full: it goes now (a lane taken for it, if any, finds the
		// finishes that come after).
		g.launch(g.take())
	case g.forming:
		// A lane is taken for this group: it goes in a moment.
		g.mu.Unlock()
	case g.inFlight < groupLanes:
		// A lane is free: no reason to wait for more than the finishes
		// already on their way. Take the lane, let the goroutines that
		// are ready run (a demand batch's builds finish together), then go.
		g.forming = true
		g.inFlight++
		g.mu.Unlock()
		go g.gather()
	case len(g.pending) == 1:
		// The lanes are busy: this group goes when one frees, or after
		// the window.
		g.timer = time.AfterFunc(g.window, func() {
			g.mu.Lock()
			g.launch(g.take())
		})
		g.mu.Unlock()
	default:
		g.mu.Unlock()
	}
	o := <-p.done
	return o.Result, o.Err
}

// gather lands the group a free lane was taken for, once the goroutines
// ready to run have had their turn to join it.
func (g *GroupCommit) gather() {
	runtime.Gosched()
	g.mu.Lock()
	g.forming = false
	group := g.take()
	g.mu.Unlock()
	g.run(group)
}

// launch lands group in a lane of its own (g.mu held; launch releases it).
func (g *GroupCommit) launch(group []*pendingFinish) {
	if len(group) == 0 {
		g.mu.Unlock()
		return
	}
	g.inFlight++
	g.mu.Unlock()
	go g.run(group)
}

// run lands group in a lane already taken, then frees the lane. When that
// frees a lane, the finishes that gathered meanwhile go at once instead of
// waiting out the window: a group forms while the ones before it commit,
// and no longer than the window.
func (g *GroupCommit) run(group []*pendingFinish) {
	g.land(group)
	g.mu.Lock()
	g.inFlight--
	if g.inFlight < groupLanes && !g.forming && len(g.pending) > 0 {
		g.launch(g.take())
		return
	}
	g.mu.Unlock()
}

// take empties the pending group (g.mu held).
func (g *GroupCommit) take() []*pendingFinish {
	group := g.pending
	g.pending = nil
	if g.timer != nil {
		g.timer.Stop()
		g.timer = nil
	}
	return group
}

func (g *GroupCommit) land(group []*pendingFinish) {
	if len(group) == 0 {
		return
	}
	reqs := make([]FinishRequest, len(group))
	for i, p := range group {
		reqs[i] = p.req
	}
	// The group's context: the first finish's (the batch does not stop when
	// it is cancelled: Finish's own writes outlive their caller too).
	began := time.Now()
	out := g.r.FinishBatch(group[0].ctx, reqs)
	g.groups.Add(1)
	g.finishes.Add(int64(len(group)))
	if f := g.observe.Load(); f != nil {
		l := GroupLanded{Runs: make([]int64, len(group)), Waited: make([]time.Duration, len(group)), Began: began, Ended: time.Now()}
		for i, p := range group {
			l.Runs[i], l.Waited[i] = p.req.Claim.RunID, began.Sub(p.at)
		}
		(*f)(l)
	}
	for i, p := range group {
		p.done <- out[i]
	}
}
