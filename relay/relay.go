// Package relay drains committed facts from the outbox onto the bus.
//
// It sits between package outbox and package bus in the flow
// (docs/architecture.md): the Relay takes unpublished rows of
// ops.domain_event_outbox, publishes each onto NATS JetStream with the event
// id as the message id, and marks them published only after JetStream has
// acknowledged them. The message is a nudge (IDs and W3C trace context); the
// outbox row stays the truth.
//
// Invariants it protects:
//   - a fact is marked published only after the bus acknowledged it, so a
//     crash can duplicate a nudge (deduplicated downstream) but never lose one;
//   - any number of relays may run at once: batches are taken with SKIP
//     LOCKED, so no two relays publish the same fact in one pass.
package relay

import (
	"context"
	"embed"
	"fmt"
	"log/slog"
	"strconv"
	"sync"
	"sync/atomic"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/nats-io/nats.go/jetstream"
	"go.opentelemetry.io/otel"
	"go.opentelemetry.io/otel/attribute"
	"go.opentelemetry.io/otel/codes"
	"go.opentelemetry.io/otel/trace"

	"pramaan/bus"
	"pramaan/internal/sqlfile"
	"pramaan/internal/testsignal"
	"pramaan/outbox"
)

// tracer names the relay's publish spans.
var tracer = otel.Tracer("pramaan/relay")

//go:embed sql/*.sql
var sqlFiles embed.FS

func mustSQL(name string) string { return sqlfile.Must(sqlFiles, "sql/"+name) }

var (
	sqlClaimBatch = mustSQL("claim_batch.sql")
	sqlUnmark     = mustSQL("unmark.sql")
	sqlPrune      = mustSQL("prune.sql")
)

// NotifyChannel is the Postgres channel the outbox's insert trigger notifies
// and the relay listens on.
const NotifyChannel = "pramaan_outbox"

// Options tune a Relay; zero values mean the defaults.
type Options struct {
	// BatchSize is how many facts one relay transaction publishes. Default
	// 1000: large enough that the per-batch round trips (select, update,
	// commit) vanish next to the publishes, small enough that a batch holds
	// its row locks for milliseconds.
	BatchSize int
	// PollInterval is the fallback when no notification arrives (a lost
	// NOTIFY, a LISTEN connection being re-established). Default 1 minute,
	// as in the seed: notifications carry the latency, polling the safety.
	PollInterval time.Duration
	// DisableNotify turns LISTEN/NOTIFY off: the relay only polls. For
	// measuring what the notification buys, and for poolers that cannot
	// LISTEN (PgBouncer in transaction mode).
	DisableNotify bool
	// Retention is how long a published fact is kept before deletion.
	// Default 7 days: longer than the trigger reconciler's lookback, so the
	// ledger still shows every fact a rail might have missed.
	Retention time.Duration
	// PruneEvery is the interval between retention sweeps. Default 1 minute.
	PruneEvery time.Duration
	// PruneBatch is how many rows one retention DELETE removes. Default 5000:
	// short transactions, no long lock on the table.
	PruneBatch int
	// AckTimeout bounds the wait for JetStream's acknowledgements of a batch.
	// Default 10 s; unacknowledged facts stay unpublished and are retried.
	AckTimeout time.Duration
	// BeforeMark, when set, runs after a batch's acks arrived and before its
	// marks commit; an error aborts the batch (rolled back, so its facts are
	// published again: the crash between publish and mark). For
	// fault-injection tests.
	BeforeMark func(ctx context.Context, eventIDs []string) error
	// Logger receives the relay's logs. Default slog.Default().
	Logger *slog.Logger
}

// Relay moves committed facts from ops.domain_event_outbox onto JetStream.
// Any number of relays (in any number of processes) may run at once.
type Relay struct {
	pool *pgxpool.Pool
	js   jetstream.JetStream
	opt  Options
	log  *slog.Logger

	published atomic.Int64

	// Signals tell tests what the relay did; off unless a test turns them on.
	Signals Signals
}

// Signals are the relay's test signals.
type Signals struct {
	// Published gets the count of each batch whose marks committed.
	Published testsignal.Signal[int]
}

// New returns a relay from pool's outbox onto js (bus.Bus.JS).
func New(pool *pgxpool.Pool, js jetstream.JetStream, o Options) *Relay {
	if o.BatchSize <= 0 {
		o.BatchSize = 1000
	}
	if o.PollInterval <= 0 {
		o.PollInterval = time.Minute
	}
	if o.Retention <= 0 {
		o.Retention = 7 * 24 * time.Hour
	}
	if o.PruneEvery <= 0 {
		o.PruneEvery = time.Minute
	}
	if o.PruneBatch <= 0 {
		o.PruneBatch = 5000
	}
	if o.AckTimeout <= 0 {
		o.AckTimeout = 10 * time.Second
	}
	if o.Logger == nil {
		o.Logger = slog.Default()
	}
	return &Relay{pool: pool, js: js, opt: o, log: o.Logger.With("component", "relay")}
}

// Published is how many facts this relay has published and marked.
func (r *Relay) Published() int64 { return r.published.Load() }

// Run relays until ctx is done: a batch at once, then again whenever a
// notification arrives (within milliseconds of a fact's commit), or the poll
// interval passes; it sweeps old published facts every PruneEvery. It
// returns nil when ctx is cancelled, after the batch in flight (if any) has
// been marked or rolled back.
func (r *Relay) Run(ctx context.Context) error {
	wake := make(chan struct{}, 1)
	var wg sync.WaitGroup
	if !r.opt.DisableNotify {
		wg.Add(1)
		go func() { defer wg.Done(); r.listen(ctx, wake) }()
	}
	defer wg.Wait()
	poll := time.NewTicker(r.opt.PollInterval)
	defer poll.Stop()
	prune := time.NewTicker(r.opt.PruneEvery)
	defer prune.Stop()
	backoff := 100 * time.Millisecond
	for {
		err := r.drainUntilStopped(ctx)
		switch {
		case ctx.Err() != nil:
			return nil
		case err != nil:
			r.log.Warn("relay batch failed; retrying", "err", err, "retry_in", backoff)
			select {
			case <-ctx.Done():
				return nil
			case <-prune.C: // retention does not need the bus
				r.prune(ctx)
			case <-time.After(backoff):
			}
			backoff = min(2*backoff, 10*time.Second)
			continue
		}
		backoff = 100 * time.Millisecond
		select {
		case <-ctx.Done():
			return nil
		case <-wake:
		case <-poll.C:
		case <-prune.C:
			r.prune(ctx)
		}
	}
}

func (r *Relay) prune(ctx context.Context) {
	if n, err := r.Prune(ctx); err != nil && ctx.Err() == nil {
		r.log.Warn("retention sweep failed", "err", err)
	} else if n > 0 {
		r.log.Info("retention sweep", "deleted", n, "retention", r.opt.Retention)
	}
}

// listen holds a dedicated connection (not one of the pool's) on LISTEN and
// signals wake on every notification, reconnecting with back-off; after each
// (re)connect it signals once, since notifications may have been missed.
func (r *Relay) listen(ctx context.Context, wake chan<- struct{}) {
	signal := func() {
		select {
		case wake <- struct{}{}:
		default:
		}
	}
	backoff := 100 * time.Millisecond
	for ctx.Err() == nil {
		started := time.Now()
		err := r.listenOnce(ctx, signal)
		if ctx.Err() != nil {
			return
		}
		if time.Since(started) > time.Minute {
			backoff = 100 * time.Millisecond // it had been up: reconnect at once
		}
		r.log.Warn("LISTEN connection lost; polling until it is back", "err", err, "retry_in", backoff)
		select {
		case <-ctx.Done():
			return
		case <-time.After(backoff):
		}
		backoff = min(2*backoff, 10*time.Second)
	}
}

func (r *Relay) listenOnce(ctx context.Context, signal func()) error {
	conn, err := pgx.ConnectConfig(ctx, r.pool.Config().ConnConfig.Copy())
	if err != nil {
		return err
	}
	defer conn.Close(context.WithoutCancel(ctx))
	if _, err := conn.Exec(ctx, "LISTEN "+NotifyChannel); err != nil {
		return err
	}
	signal()
	for {
		if _, err := conn.WaitForNotification(ctx); err != nil {
			return err
		}
		signal()
	}
}

// drainUntilStopped is Drain for Run: a batch in flight when ctx is
// cancelled still finishes (bounded by the ack timeout and a margin), so a
// stop never abandons facts already published: they are marked before Run
// returns. No new batch starts once ctx is cancelled.
func (r *Relay) drainUntilStopped(ctx context.Context) error {
	for ctx.Err() == nil {
		bctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), r.opt.AckTimeout+30*time.Second)
		n, err := r.RelayOnce(bctx)
		cancel()
		if err != nil {
			return err
		}
		if n < r.opt.BatchSize {
			return nil
		}
	}
	return nil
}

// Drain relays batches until one comes back short (the table is drained, or
// the rest is locked by other relays).
func (r *Relay) Drain(ctx context.Context) error {
	for {
		n, err := r.RelayOnce(ctx)
		if err != nil {
			return err
		}
		if n < r.opt.BatchSize {
			return nil
		}
	}
}

// factRow is one fact of claim_batch.sql.
type factRow struct {
	EventID     string `db:"event_id"`
	FirmID      string `db:"firm_id"`
	MatterID    string `db:"matter_id"`
	DocumentID  string `db:"document_id"`
	Name        string `db:"event_name"`
	TraceParent string `db:"traceparent"`
}

// eachFact reads the batch's facts by column name and calls fn with each
// one's nudge as its row arrives; it closes rows.
func eachFact(rows pgx.Rows, fn func(bus.Nudge) error) error {
	defer rows.Close()
	for rows.Next() {
		f, err := pgx.RowToStructByName[factRow](rows)
		if err != nil {
			return err
		}
		if err := fn(bus.Nudge{EventID: f.EventID, Name: f.Name, FirmID: f.FirmID, MatterID: f.MatterID,
			DocumentID: f.DocumentID, TraceParent: f.TraceParent}); err != nil {
			return err
		}
	}
	return rows.Err()
}

type pending struct {
	id   string
	ack  jetstream.PubAckFuture
	span trace.Span // the publish, ended when the ack (or its absence) is known
}

// RelayOnce publishes one batch in one transaction: take up to BatchSize
// unpublished facts (SKIP LOCKED) and mark them published, publish each
// asynchronously with its event id as the message id, wait for the acks,
// unmark the facts JetStream did not acknowledge, commit. It returns how many
// it published. The marks become visible only at the commit, after the acks:
// a crash after publishing and before the commit leaves the batch
// unpublished, and it is published again, which JetStream's duplicate window
// (and each rail's inbox) absorbs.
func (r *Relay) RelayOnce(ctx context.Context) (int, error) {
	// The marks need not wait for the WAL flush: a mark lost in a crash only
	// republishes its facts, which the duplicate window and the inboxes absorb.
	// The transaction waits for JetStream's acks (up to AckTimeout) while it
	// holds the batch's outbox rows (no rail row): its idle bound is that
	// wait plus a margin, not the process's (internal/dbconfig). BEGIN, these
	// settings and the batch's statement go in one round trip.
	idle := strconv.FormatInt((r.opt.AckTimeout + 5*time.Second).Milliseconds(), 10)
	var sent []pending
	defer func() {
		for _, p := range sent { // each publish ends with its batch: marked, or not
			p.span.End()
		}
	}()
	b := &pgx.Batch{}
	b.BeginTx(pgx.TxOptions{IsoLevel: pgx.ReadCommitted})
	b.Queue(`SELECT set_config('synchronous_commit', 'off', true),
		set_config('idle_in_transaction_session_timeout', $1, true)`, idle)
	// Each fact is published as its row arrives.
	b.Queue(sqlClaimBatch, r.opt.BatchSize).Query(func(rows pgx.Rows) error {
		return eachFact(rows, func(n bus.Nudge) error {
			// The publish is a child of the fact's span; the nudge carries the
			// publish's context, so the consumer's span is the publish's child.
			_, span := tracer.Start(outbox.ContextWithTraceParent(ctx, n.TraceParent), "relay.publish "+n.Name,
				trace.WithSpanKind(trace.SpanKindProducer), trace.WithAttributes(
					attribute.String("pramaan.event_id", n.EventID), attribute.String("pramaan.firm_id", n.FirmID),
					attribute.String("pramaan.matter_id", n.MatterID)))
			if n.TraceParent != "" {
				n.TraceParent = outbox.TraceParent(trace.ContextWithSpan(ctx, span))
			}
			f, perr := r.js.PublishMsgAsync(n.Msg())
			if perr != nil {
				span.RecordError(perr)
				span.End()
				return fmt.Errorf("publish fact %s (%s, firm %s matter %s): %w", n.EventID, n.Name, n.FirmID, n.MatterID, perr)
			}
			sent = append(sent, pending{id: n.EventID, ack: f, span: span})
			return nil
		})
	})
	br := r.pool.SendBatch(ctx, b)
	tx := br.Tx()
	defer func() { _ = tx.Rollback(context.WithoutCancel(ctx)) }()
	if err := br.Close(); err != nil {
		return 0, fmt.Errorf("outbox relay: take a batch: %w", err)
	}
	if len(sent) == 0 {
		return 0, tx.Commit(ctx)
	}
	acked, unacked, failed := r.awaitAcks(ctx, sent)
	if len(acked) == 0 {
		return 0, fmt.Errorf("outbox relay: no acknowledgement for a batch of %d: %w", len(sent), failed)
	}
	if len(unacked) > 0 {
		r.log.Warn("some facts were not acknowledged; they stay unpublished", "unacknowledged", len(unacked), "err", failed)
		if _, err := tx.Exec(ctx, sqlUnmark, unacked); err != nil {
			return 0, fmt.Errorf("outbox relay: unmark %d unacknowledged facts: %w", len(unacked), err)
		}
	}
	if r.opt.BeforeMark != nil {
		if err := r.opt.BeforeMark(ctx, acked); err != nil {
			return 0, fmt.Errorf("outbox relay: before marking %d facts: %w", len(acked), err)
		}
	}
	if err := tx.Commit(ctx); err != nil {
		return 0, fmt.Errorf("outbox relay: commit %d published facts: %w", len(acked), err)
	}
	r.published.Add(int64(len(acked)))
	r.Signals.Published.Signal(len(acked))
	if failed != nil {
		// Report it so that Run backs off before the next attempt.
		return len(acked), fmt.Errorf("outbox relay: %d of %d facts not acknowledged: %w", len(unacked), len(sent), failed)
	}
	return len(acked), nil
}

// awaitAcks waits for every future, up to AckTimeout in all, and returns the
// acknowledged and the unacknowledged event ids, and the first failure.
func (r *Relay) awaitAcks(ctx context.Context, sent []pending) (acked, unacked []string, failed error) {
	timer := time.NewTimer(r.opt.AckTimeout)
	defer timer.Stop()
	acked = make([]string, 0, len(sent))
	for i, p := range sent {
		select {
		case <-p.ack.Ok():
			acked = append(acked, p.id)
			continue
		case err := <-p.ack.Err():
			if failed == nil {
				failed = fmt.Errorf("fact %s: %w", p.id, err)
			}
			p.span.RecordError(err)
			p.span.SetStatus(codes.Error, "not acknowledged")
			unacked = append(unacked, p.id)
			continue
		case <-timer.C:
			failed = fmt.Errorf("%d acknowledgements missing after %s", len(sent)-i, r.opt.AckTimeout)
		case <-ctx.Done():
			failed = ctx.Err()
		}
		for _, q := range sent[i:] {
			unacked = append(unacked, q.id)
		}
		return acked, unacked, failed
	}
	return acked, unacked, failed
}

// Prune deletes published facts older than Retention, in batches of
// PruneBatch, and returns how many it deleted.
func (r *Relay) Prune(ctx context.Context) (int64, error) {
	var total int64
	for {
		tag, err := r.pool.Exec(ctx, sqlPrune, r.opt.Retention.Seconds(), r.opt.PruneBatch)
		if err != nil {
			return total, fmt.Errorf("outbox relay: retention sweep: %w", err)
		}
		total += tag.RowsAffected()
		if tag.RowsAffected() < int64(r.opt.PruneBatch) {
			return total, nil
		}
	}
}
