package trigger

import (
	"context"
	"errors"
	"fmt"
	"strings"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"
	"go.opentelemetry.io/otel/attribute"
	"go.opentelemetry.io/otel/codes"
	"go.opentelemetry.io/otel/trace"

	"pramaan/internal/stall"
	"pramaan/outbox"
	"pramaan/rail"
)

var (
	sqlHandleBatch = mustSQL("handle_batch.sql")
	sqlUnsee       = mustSQL("unsee.sql")
)

// ErrBusy means a fact's demand could not be made because another session
// held the matter's job row: nothing of the fact was recorded (not even its
// inbox row). Deliver it again later; it is then handled alone.
var ErrBusy = errors.New("trigger: the matter's job row is held by another session")

// BatchOutcome is what HandleBatch did with one fact: its Outcome, or the
// error that left it unrecorded (deliver it again).
type BatchOutcome struct {
	Outcome
	Err error
}

// HandleBatch runs the rule for many facts in one transaction: the gates and
// inbox rows of them all in one statement over arrays (handle_batch.sql),
// then the demands of the fresh demanding facts as one batch
// (rail.DemandBatchTx), then one commit; won claims go to the Runner after
// it. A fact whose matter's row another session holds is left out (its
// inbox row is taken back in the same transaction) with ErrBusy, and never
// holds up the others. If the batch fails as a whole, each fact is handled
// alone (Handle), so one bad fact costs only itself.
//
// spans, when not nil, holds one context per event id carrying that fact's
// trace (the nudge's span): each demand's span is its child, and the run a
// demand claims carries that trace. Without it, each fact's own traceparent
// (from the outbox) is the parent.
func (t *Trigger) HandleBatch(ctx context.Context, eventIDs []string, spans []context.Context) []BatchOutcome {
	out := make([]BatchOutcome, len(eventIDs))
	var valid []string
	for i, id := range eventIDs {
		out[i].EventID = id
		if _, err := uuid.Parse(id); err != nil {
			out[i].Err = fmt.Errorf("trigger %s: event %q: not an event id: %w", t.opt.Rail, id, err)
			continue
		}
		valid = append(valid, id)
	}
	spanOf := func(i int) context.Context {
		if i < len(spans) && spans[i] != nil {
			return spans[i]
		}
		return ctx
	}
	alone := func() []BatchOutcome {
		for i, id := range eventIDs {
			if out[i].Err == nil {
				out[i].Outcome, out[i].Err = t.Handle(spanOf(i), id)
			}
		}
		return out
	}
	if len(valid) <= 1 {
		return alone()
	}
	traces := map[string]context.Context{}
	for i, id := range eventIDs {
		if i < len(spans) && spans[i] != nil {
			traces[canon(id)] = spans[i]
		}
	}
	byID, err := t.handleBatchTx(ctx, valid, traces)
	if err != nil {
		// handleBatchTx gave back every slot it held.
		t.log.Warn("trigger batch failed; handling its facts one by one", "facts", len(valid), "err", err)
		return alone()
	}
	for i, id := range eventIDs {
		if out[i].Err != nil {
			continue
		}
		o, ok := byID[canon(id)]
		if !ok {
			out[i].Outcome = Outcome{EventID: id, Unknown: true}
			t.log.Warn("nudge for a fact not in the outbox; ignored", "event_id", id, "err", errNoSuchFact)
			continue
		}
		out[i] = *o
		out[i].EventID = id
		if out[i].Err != nil {
			continue
		}
		if t.opt.Observe != nil {
			t.opt.Observe(ctx, out[i].Outcome)
		}
		t.afterCommit(ctx, out[i].Outcome)
	}
	return out
}

// afterCommit hands a committed fact's won claim to the Runner with the
// slot held for it, or gives the slot back (as Handle does).
func (t *Trigger) afterCommit(ctx context.Context, out Outcome) {
	switch {
	case out.slot && out.Demand.Won:
		if !t.runner.SubmitReserved(out.Demand.Claim) {
			t.release(ctx, out.Demand.Claim)
		}
	case out.slot:
		t.runner.Unreserve(out.FirmID)
	case out.Demanded && out.Demand.Won:
		t.submit(ctx, out.Demand.Claim)
	}
}

func canon(id string) string {
	if u, err := uuid.Parse(id); err == nil {
		return u.String()
	}
	return id
}

// gateRow is one row of handle_batch.sql: a fact, its gates' verdict, and
// whether its inbox row is new.
type gateRow struct {
	EventID     string `db:"event_id"`
	FirmID      string `db:"firm_id"`
	MatterID    string `db:"matter_id"`
	Name        string `db:"event_name"`
	TraceParent string `db:"traceparent"`
	Outcome     string `db:"outcome"`
	Fresh       bool   `db:"fresh"`
}

// handleBatchTx is HandleBatch's transaction; it returns each known fact's
// outcome by canonical event id.
func (t *Trigger) handleBatchTx(ctx context.Context, ids []string, traces map[string]context.Context) (_ map[string]*BatchOutcome, err error) {
	// The same bounded transaction as Handle's (a lock met waits at most
	// the trigger's lock wait; the rows the demands need are skipped, not
	// waited for, when another session holds them). BEGIN, the lock bound
	// and the gates and inbox statement go in one round trip.
	var facts []gateRow
	b := &pgx.Batch{}
	b.BeginTx(pgx.TxOptions{IsoLevel: pgx.ReadCommitted})
	b.Queue(`SELECT set_config('lock_timeout', $1, true)`, t.lockTimeoutSetting())
	b.Queue(sqlHandleBatch, t.opt.Rail, ids, t.opt.Demands).Query(func(rows pgx.Rows) error {
		var err error
		facts, err = pgx.CollectRows(rows, pgx.RowToStructByName[gateRow])
		return err
	})
	br := t.pool.SendBatch(ctx, b)
	tx := br.Tx()
	defer func() { _ = tx.Rollback(context.WithoutCancel(ctx)) }()
	if err := br.Close(); err != nil {
		return nil, fmt.Errorf("trigger %s: batch of %d: gates and inbox: %w", t.opt.Rail, len(ids), err)
	}
	byID := map[string]*BatchOutcome{}
	var demanded []*BatchOutcome
	for _, f := range facts {
		var o BatchOutcome
		o.EventID, o.FirmID, o.MatterID, o.Name, o.TraceParent = f.EventID, f.FirmID, f.MatterID, f.Name, f.TraceParent
		verdict := f.Outcome
		switch {
		case !f.Fresh:
			o.Duplicate = true
		case verdict == outcomeDemanded:
			o.Demanded = true
		default:
			o.Ignored = strings.TrimPrefix(verdict, outcomeIgnoredAs)
		}
		byID[o.EventID] = &o
		if o.Demanded {
			demanded = append(demanded, &o)
		}
	}
	if len(demanded) > 0 {
		// Each demand may claim only with a build slot held for it; the
		// others are recorded, pending, for a Runner with a free slot.
		reqs := make([]rail.DemandRequest, len(demanded))
		demandSpans := make([]trace.Span, len(demanded))
		defer func() {
			if err != nil {
				for _, o := range demanded {
					if o.slot {
						t.runner.Unreserve(o.FirmID)
					}
				}
			}
		}()
		for k, o := range demanded {
			o.slot = t.reserve(o.FirmID)
			parent, ok := traces[o.EventID]
			if !ok || !trace.SpanContextFromContext(parent).IsValid() {
				parent = outbox.ContextWithTraceParent(ctx, o.TraceParent)
			}
			sctx, span := tracer.Start(parent, "rail.demand", trace.WithAttributes(
				attribute.String("pramaan.event_id", o.EventID), attribute.String("pramaan.firm_id", o.FirmID),
				attribute.String("pramaan.matter_id", o.MatterID), attribute.Int("pramaan.batch", len(demanded))))
			demandSpans[k] = span
			tp := outbox.TraceParent(sctx)
			if tp == "" {
				tp = o.TraceParent
			}
			reqs[k] = rail.DemandRequest{FirmID: o.FirmID, MatterID: o.MatterID, RecordOnly: !o.slot,
				Cause: rail.Cause{EventID: o.EventID, TraceParent: tp}}
		}
		var res []rail.DemandOutcome
		res, err = t.rail.DemandBatchTx(ctx, tx, reqs)
		for k, span := range demandSpans {
			switch {
			case err != nil:
				span.RecordError(err)
				span.SetStatus(codes.Error, "demand batch failed")
			case res[k].Busy:
				span.SetAttributes(attribute.Bool("pramaan.busy", true))
			default:
				span.SetAttributes(attribute.Bool("pramaan.won", res[k].Result.Won),
					attribute.Int64("pramaan.requested", res[k].Result.Requested))
			}
			span.End()
		}
		if err != nil {
			return nil, fmt.Errorf("trigger %s: batch of %d: %w", t.opt.Rail, len(ids), err)
		}
		var busy []string
		pending := false
		for k, o := range demanded {
			if res[k].Busy {
				if o.slot {
					o.slot = false
					t.runner.Unreserve(o.FirmID)
				}
				o.Demanded = false
				o.Err = fmt.Errorf("trigger %s: event %s (%s) firm %s matter %s: %w",
					t.opt.Rail, o.EventID, o.Name, o.FirmID, o.MatterID, ErrBusy)
				busy = append(busy, o.EventID)
				continue
			}
			o.Demand = res[k].Result
			pending = pending || reqs[k].RecordOnly
		}
		if pending {
			// Wake the Runners of other processes, with their free slots.
			if err = t.notifyPending(ctx, tx); err != nil {
				return nil, fmt.Errorf("trigger %s: batch of %d: notify pending demand: %w", t.opt.Rail, len(ids), err)
			}
		}
		if len(busy) > 0 {
			if _, err := tx.Exec(ctx, sqlUnsee, t.opt.Rail, busy); err != nil {
				return nil, fmt.Errorf("trigger %s: batch of %d: take back busy facts' inbox rows: %w", t.opt.Rail, len(ids), err)
			}
		}
		stall.At(stall.Demand) // fault tests only (internal/stall)
	}
	if err = tx.Commit(ctx); err != nil {
		// Whether or not it landed, redelivery is safe: the inbox decides
		// (a claim that did commit expires with its lease).
		return nil, fmt.Errorf("trigger %s: batch of %d: commit: %w", t.opt.Rail, len(ids), err)
	}
	return byID, nil
}
