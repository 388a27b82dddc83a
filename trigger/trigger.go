// Package trigger turns facts into demands on the Brief rail: the rules and
// gates of docs/architecture.md, the rail's inbox dedupe, the bus consumer
// that feeds them, and the reconciler over the ledger that feeds them when
// the bus does not.
//
// It sits between the bus (nudges from the outbox relay) and the rail
// (rail.DemandTx, rail.Runner). For each fact, by event id, one short
// transaction: read the fact from ops.domain_event_outbox (the ledger, not the
// message), apply the gates, record (rail, event id) in ops.rail_inbox, and,
// when the fact demands a rebuild, record the demand on the job row at once.
// The demand may claim only when the process's Runner has a free build slot
// (held for it); a won claim is handed to the Runner after the commit.
// Without a free slot the demand is recorded pending, unserved on the row,
// and the first Runner with a free slot takes it: recording a demand never
// waits for build capacity.
//
// Invariants it protects:
//   - G6: a fact causes at most one demand per rail, however many times it is
//     delivered, replayed or reconciled (the inbox's primary key, in the
//     demand's own transaction);
//   - a message is acknowledged only after that transaction committed, so a
//     crash never loses a fact (the bus redelivers, the reconciler rescans);
//   - the queue is never the truth: the Reconciler finds demanding facts the
//     inbox has not seen, and open matters whose newest frame does not cover
//     their documents, and demands for them.
package trigger

import (
	"context"
	"embed"
	"errors"
	"fmt"
	"log/slog"
	"strings"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"
	"go.opentelemetry.io/otel"
	"go.opentelemetry.io/otel/attribute"
	"go.opentelemetry.io/otel/codes"
	"go.opentelemetry.io/otel/trace"

	"pramaan/internal/sqlfile"
	"pramaan/internal/stall"
	"pramaan/outbox"
	"pramaan/rail"
)

//go:embed sql/*.sql
var sqlFiles embed.FS

func mustSQL(name string) string { return sqlfile.Must(sqlFiles, "sql/"+name) }

var (
	sqlHandle        = mustSQL("handle.sql")
	sqlUnseenFacts   = mustSQL("unseen_facts.sql")
	sqlStaleMatters  = mustSQL("stale_matters.sql")
	sqlPruneInbox    = mustSQL("prune_inbox.sql")
	errNoSuchFact    = errors.New("no such fact in the outbox")
	outcomeDemanded  = "demanded"
	outcomeIgnoredAs = "ignored: "
)

// BriefRail is the Brief rail's name: its inbox key and its consumer
// (rail-brief).
const BriefRail = "brief"

// BriefDemands are the facts that demand a rebuild of a matter's Brief.
// Everything else (brief.built, say) passes the Brief rail by.
var BriefDemands = []string{"matter.created", "document.uploaded", "document.deleted", "document.extracted", "brief.requested"}

// Options configure a Trigger; zero values mean the Brief rail's.
type Options struct {
	// Rail names the rail (inbox key, consumer rail-<Rail>). Default "brief".
	Rail string
	// Demands are the event names that demand a rebuild. Default
	// BriefDemands.
	Demands []string
	// Observe, when set, is called with every handled fact's outcome after
	// its transaction committed (metrics; the relay benchmark's latency).
	Observe func(ctx context.Context, out Outcome)
	// Logger receives the trigger's logs. Default slog.Default().
	Logger *slog.Logger
	// LockTimeout bounds each fact's wait for a lock; past it the fact's
	// transaction gives up and its nudge is redelivered. Default
	// DefaultLockTimeout.
	LockTimeout time.Duration
}

// Trigger is a rail's rule with its gates. It is safe for concurrent use.
type Trigger struct {
	pool   *pgxpool.Pool
	rail   *rail.Rail
	runner *rail.Runner
	opt    Options
	log    *slog.Logger
}

// New returns the trigger of rail r on pool. Won claims are handed to runner
// (the process's build slots); with a nil runner they are left to the lease
// and the rail's reconciler (a serve-only process).
func New(pool *pgxpool.Pool, r *rail.Rail, runner *rail.Runner, o Options) *Trigger {
	if o.Rail == "" {
		o.Rail = BriefRail
	}
	if o.Demands == nil {
		o.Demands = BriefDemands
	}
	if o.Logger == nil {
		o.Logger = slog.Default()
	}
	if o.LockTimeout <= 0 {
		o.LockTimeout = DefaultLockTimeout
	}
	return &Trigger{pool: pool, rail: r, runner: runner, opt: o,
		log: o.Logger.With("component", "trigger", "rail", o.Rail)}
}

// Rail is the rail's name.
func (t *Trigger) Rail() string { return t.opt.Rail }

// Demands are the event names that demand a rebuild.
func (t *Trigger) Demands() []string { return t.opt.Demands }

// Outcome is what the trigger did with one fact.
type Outcome struct {
	EventID, Name, FirmID, MatterID, TraceParent string
	// Duplicate: the rail's inbox had already seen the fact; nothing changed.
	Duplicate bool
	// Unknown: no such fact in the outbox (deleted by retention, or from
	// another database); nothing changed.
	Unknown bool
	// Ignored names the gate that stopped the fact ("archived matter",
	// "unknown firm", "unknown matter", "not a demanding fact"), if any.
	Ignored string
	// Demanded: the fact demanded a rebuild; Demand says whether it won the
	// claim (then the claim went to the Runner) or was recorded unserved
	// (the breadcrumb on a running row, or a pending row for a Runner with a
	// free slot: only a process whose Runner had a free slot may claim).
	Demanded bool
	Demand   rail.DemandResult

	slot bool // a build slot of the Runner is held for the demand's claim
}

// Handle runs the rule for one fact, by event id, in one short transaction:
// inbox row, gates, demand. The demand is recorded whatever the build slots
// are doing; it may claim only when the Runner has a free slot (held for it
// by Reserve), and a won claim is submitted to the Runner after the commit.
// Without a free slot the demand is only recorded, unserved on the row, and
// a Runner takes the pending matter when a slot frees. An error means
// nothing was recorded: deliver the fact again.
func (t *Trigger) Handle(ctx context.Context, eventID string) (Outcome, error) {
	out, err := t.handleTx(ctx, eventID)
	if err != nil {
		return out, err
	}
	if t.opt.Observe != nil {
		t.opt.Observe(ctx, out)
	}
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
	return out, nil
}

// reserve holds a free build slot of the process's Runner for a claim of
// the firm, if it has one and the firm is under its share.
func (t *Trigger) reserve(firmID string) bool { return t.runner != nil && t.runner.Reserve(firmID) }

func (t *Trigger) submit(ctx context.Context, c rail.Claim) {
	if t.runner != nil && t.runner.Submit(c) {
		return
	}
	if t.runner == nil {
		t.log.Info("won a claim with no runner in this process; the lease will hand it on", "firm_id", c.FirmID,
			"matter_id", c.MatterID, "token", c.Token)
		return
	}
	// The runner is shutting down: give the claim back at once.
	t.release(ctx, c)
}

func (t *Trigger) release(ctx context.Context, c rail.Claim) {
	if err := t.rail.Release(context.WithoutCancel(ctx), c); err != nil {
		t.log.Warn("release after refused submit failed; the lease will expire", "firm_id", c.FirmID,
			"matter_id", c.MatterID, "token", c.Token, "err", err)
	}
}

func (t *Trigger) handleTx(ctx context.Context, eventID string) (Outcome, error) {
	out := Outcome{EventID: eventID}
	tx, err := t.pool.BeginTx(ctx, t.txOptions())
	if err != nil {
		return out, fmt.Errorf("trigger %s: event %s: begin: %w", t.opt.Rail, eventID, err)
	}
	defer func() { _ = tx.Rollback(context.WithoutCancel(ctx)) }()
	var verdict string
	var fresh bool
	err = tx.QueryRow(ctx, sqlHandle, t.opt.Rail, eventID, t.opt.Demands).
		Scan(&out.FirmID, &out.MatterID, &out.Name, &out.TraceParent, &verdict, &fresh)
	if errors.Is(err, pgx.ErrNoRows) {
		out.Unknown = true
		t.log.Warn("nudge for a fact not in the outbox; ignored", "event_id", eventID, "err", errNoSuchFact)
		return out, nil
	}
	if err != nil {
		return out, fmt.Errorf("trigger %s: event %s: gates and inbox: %w", t.opt.Rail, eventID, err)
	}
	where := func() string {
		return fmt.Sprintf("trigger %s: event %s (%s) firm %s matter %s", t.opt.Rail, eventID, out.Name, out.FirmID, out.MatterID)
	}
	switch {
	case !fresh:
		out.Duplicate = true
	case verdict == outcomeDemanded:
		out.Demanded = true
		out.slot = t.reserve(out.FirmID)
		out.Demand, err = t.demand(ctx, tx, out, eventID)
		if err != nil {
			if out.slot {
				t.runner.Unreserve(out.FirmID)
			}
			return out, fmt.Errorf("%s: %w", where(), err)
		}
		stall.At(stall.Demand) // fault tests only (internal/stall)
	default:
		out.Ignored = strings.TrimPrefix(verdict, outcomeIgnoredAs)
	}
	if err := tx.Commit(ctx); err != nil {
		// Whether or not it landed, redelivery is safe: the inbox decides
		// (a claim that did commit expires with its lease).
		if out.slot {
			t.runner.Unreserve(out.FirmID)
		}
		return Outcome{EventID: eventID}, fmt.Errorf("%s: commit: %w", where(), err)
	}
	return out, nil
}

// demand makes the fact's demand inside tx, in a span that is a child of the
// nudge's (or, from the reconciler, of the fact's); the run it claims
// carries that span's trace context. It may claim only with a slot held
// (out.slot); else it records the demand, pending.
func (t *Trigger) demand(ctx context.Context, tx pgx.Tx, out Outcome, eventID string) (rail.DemandResult, error) {
	if !trace.SpanContextFromContext(ctx).IsValid() {
		ctx = outbox.ContextWithTraceParent(ctx, out.TraceParent)
	}
	ctx, span := tracer.Start(ctx, "rail.demand", trace.WithAttributes(
		attribute.String("pramaan.event_id", eventID), attribute.String("pramaan.firm_id", out.FirmID),
		attribute.String("pramaan.matter_id", out.MatterID)))
	defer span.End()
	tp := outbox.TraceParent(ctx)
	if tp == "" {
		tp = out.TraceParent
	}
	cause := rail.Cause{EventID: eventID, TraceParent: tp}
	var (
		res rail.DemandResult
		err error
	)
	if out.slot {
		res, err = t.rail.DemandTx(ctx, tx, out.FirmID, out.MatterID, cause)
	} else if res, err = t.rail.RecordTx(ctx, tx, out.FirmID, out.MatterID, cause); err == nil {
		// Pending: wake the Runners of other processes, with their free slots.
		err = t.notifyPending(ctx, tx)
	}
	if err != nil {
		span.RecordError(err)
		span.SetStatus(codes.Error, "demand failed")
		return res, err
	}
	span.SetAttributes(attribute.Bool("pramaan.won", res.Won), attribute.Int64("pramaan.requested", res.Requested))
	return res, nil
}

// tracer names the trigger's spans (the nudge, the demand).
var tracer = otel.Tracer("pramaan/trigger")
