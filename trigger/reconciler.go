package trigger

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"time"

	"github.com/jackc/pgx/v5"

	"pramaan/rail"
)

// ReconcilerOptions tune a Reconciler; zero values mean the defaults.
type ReconcilerOptions struct {
	// Every is the interval between passes. Default 10 s: a dropped nudge
	// delays a Brief by at most Grace + Every.
	Every time.Duration
	// Grace is how old a fact (or a document change) must be before the
	// reconciler treats it as missed rather than in flight on the bus.
	// Default 30 s.
	Grace time.Duration
	// Lookback bounds the dropped-nudge scan: facts older than this are not
	// looked at. Default 24 h (the outbox keeps facts 7 days). Every
	// FullEvery the scan restarts from the lookback, catching a fact whose
	// transaction committed more than a grace period after its created_at.
	Lookback time.Duration
	// FullEvery is how often the dropped-nudge scan rewinds to the lookback.
	// Default 10 minutes.
	FullEvery time.Duration
	// Batch is the page size of both scans. Default 500.
	Batch int
	// InboxRetention is how long the rail's inbox remembers a fact. Default
	// 8 days; always at least Lookback + 1 hour, so a fact still in the
	// lookback window is never handled twice.
	InboxRetention time.Duration
	// Logger receives the reconciler's logs. Default: the trigger's.
	Logger *slog.Logger
}

// Reconciler drives the rail from the ledger, never the queue: it feeds
// demanding facts the rail's inbox has not seen through the same Handle path
// as the bus (a dropped nudge only delays), and demands a rebuild of open
// matters whose newest frame does not cover exactly their current documents.
// It runs beside the rail's own reconcile (expired leases, retries), in
// every worker process; concurrent Reconcilers are safe (the inbox and the
// demand statement decide).
type Reconciler struct {
	t   *Trigger
	opt ReconcilerOptions
	log *slog.Logger

	// the dropped-nudge scan's keyset cursor: everything before it is seen.
	factAt   time.Time
	factID   string
	rewindAt time.Time
	// the coverage scan's keyset cursor over record.matters.
	firmID, matterID string
}

// PassResult counts what one pass did.
type PassResult struct {
	// UnseenFacts is how many facts the inbox had not seen (handled now).
	UnseenFacts int
	// StaleMatters is how many matters were found not covered by their
	// newest frame (a demand was made for each).
	StaleMatters int
	// Won is how many of the demands took a claim (handed to the Runner).
	Won int
}

const zeroUUID = "00000000-0000-0000-0000-000000000000"

// minFactOverlap is the least overlap the dropped-nudge scan keeps behind
// its cutoff, for facts whose transactions commit well after their
// created_at.
const minFactOverlap = 5 * time.Second

// NewReconciler returns the reconciler of t.
func (t *Trigger) NewReconciler(o ReconcilerOptions) *Reconciler {
	if o.Every <= 0 {
		o.Every = 10 * time.Second
	}
	if o.Grace <= 0 {
		o.Grace = 30 * time.Second
	}
	if o.Lookback <= 0 {
		o.Lookback = 24 * time.Hour
	}
	if o.FullEvery <= 0 {
		o.FullEvery = 10 * time.Minute
	}
	if o.Batch <= 0 {
		o.Batch = 500
	}
	if o.InboxRetention <= 0 {
		o.InboxRetention = 8 * 24 * time.Hour
	}
	if o.InboxRetention < o.Lookback+time.Hour {
		o.InboxRetention = o.Lookback + time.Hour
	}
	log := o.Logger
	if log == nil {
		log = t.opt.Logger
	}
	return &Reconciler{t: t, opt: o, log: log.With("component", "trigger.reconciler", "rail", t.opt.Rail),
		factID: zeroUUID, firmID: zeroUUID, matterID: zeroUUID}
}

// Run makes a pass at once and then every Every until ctx is done; it
// returns nil when ctx is cancelled.
func (r *Reconciler) Run(ctx context.Context) error {
	tick := time.NewTicker(r.opt.Every)
	defer tick.Stop()
	for {
		res, err := r.Pass(ctx)
		switch {
		case ctx.Err() != nil:
			return nil
		case err != nil:
			r.log.Warn("reconcile pass failed", "err", err)
		case res.UnseenFacts > 0 || res.StaleMatters > 0:
			r.log.Info("reconciled", "unseen_facts", res.UnseenFacts, "stale_matters", res.StaleMatters, "won", res.Won)
		}
		select {
		case <-ctx.Done():
			return nil
		case <-tick.C:
		}
	}
}

// Pass runs one pass: the dropped-nudge scan (to the end of the window, a
// page at a time), one page of the coverage scan, and one batch of inbox
// retention.
func (r *Reconciler) Pass(ctx context.Context) (PassResult, error) {
	var res PassResult
	if err := r.unseenFacts(ctx, &res); err != nil {
		return res, err
	}
	if err := r.staleMatters(ctx, &res); err != nil {
		return res, err
	}
	if _, err := r.t.pool.Exec(ctx, sqlPruneInbox, r.t.opt.Rail, r.opt.InboxRetention.Seconds(), 5000); err != nil {
		return res, fmt.Errorf("trigger %s reconciler: inbox retention: %w", r.t.opt.Rail, err)
	}
	return res, nil
}

func (r *Reconciler) unseenFacts(ctx context.Context, res *PassResult) error {
	var now time.Time
	if err := r.t.pool.QueryRow(ctx, `SELECT clock_timestamp()`).Scan(&now); err != nil {
		return fmt.Errorf("trigger %s reconciler: clock: %w", r.t.opt.Rail, err)
	}
	floor := now.Add(-r.opt.Lookback)
	if r.factAt.Before(floor) || now.After(r.rewindAt) {
		r.factAt, r.factID = floor, zeroUUID
		r.rewindAt = now.Add(r.opt.FullEvery)
	}
	cutoff := now.Add(-r.opt.Grace)
	at, id := r.factAt, r.factID
	clean := true
	for {
		rows, err := r.t.pool.Query(ctx, sqlUnseenFacts, r.t.opt.Rail, r.t.opt.Demands, at, id, cutoff, r.opt.Batch)
		if err != nil {
			return fmt.Errorf("trigger %s reconciler: unseen facts: %w", r.t.opt.Rail, err)
		}
		type fact struct {
			id string
			at time.Time
		}
		var page []fact
		for rows.Next() {
			var f fact
			if err := rows.Scan(&f.id, &f.at); err != nil {
				rows.Close()
				return fmt.Errorf("trigger %s reconciler: unseen facts: %w", r.t.opt.Rail, err)
			}
			page = append(page, f)
		}
		if err := rows.Err(); err != nil {
			return fmt.Errorf("trigger %s reconciler: unseen facts: %w", r.t.opt.Rail, err)
		}
		// The page's facts as one batch (one transaction); each decided alone.
		ids := make([]string, len(page))
		for i, f := range page {
			ids[i] = f.id
		}
		outs := r.t.HandleBatch(ctx, ids, nil)
		for i, f := range page {
			out, err := outs[i].Outcome, outs[i].Err
			if err != nil {
				clean = false // keep the cursor: this fact is retried next pass
				r.log.Warn("handling a missed fact failed", "event_id", f.id, "err", err)
				continue
			}
			if !out.Duplicate {
				res.UnseenFacts++
				if out.Demanded && out.Demand.Won {
					res.Won++
				}
				r.log.Info("served a fact the bus did not deliver", "event_id", f.id, "event", out.Name,
					"firm_id", out.FirmID, "matter_id", out.MatterID, "demanded", out.Demanded, "ignored", out.Ignored)
			}
			at, id = f.at, f.id
		}
		if len(page) < r.opt.Batch || ctx.Err() != nil {
			break
		}
	}
	if clean {
		// Facts before cutoff are seen, but a fact's created_at is taken
		// inside its transaction, which may commit later (a loaded server):
		// keep an overlap of a grace period, and at least minFactOverlap,
		// and never move the cursor up to the newest fact handled (a fact
		// created before it may not have committed yet). Facts the inbox
		// has seen cost the next pass one index probe each.
		next := cutoff.Add(-max(r.opt.Grace, minFactOverlap))
		if next.After(r.factAt) {
			r.factAt, r.factID = next, zeroUUID
		}
	}
	return nil
}

// coverageRow is one row of stale_matters.sql.
type coverageRow struct {
	FirmID     string `db:"firm_id"`
	MatterID   string `db:"matter_id"`
	Stale      bool   `db:"stale"`
	BuiltSince bool   `db:"built_since"`
}

func (r *Reconciler) staleMatters(ctx context.Context, res *PassResult) error {
	rows, err := r.t.pool.Query(ctx, sqlStaleMatters, r.firmID, r.matterID, r.opt.Batch, r.opt.Grace.Seconds())
	if err != nil {
		return fmt.Errorf("trigger %s reconciler: coverage: %w", r.t.opt.Rail, err)
	}
	page, err := pgx.CollectRows(rows, pgx.RowToStructByName[coverageRow])
	if err != nil {
		return fmt.Errorf("trigger %s reconciler: coverage: %w", r.t.opt.Rail, err)
	}
	type matter struct{ firm, matter string }
	var stale []matter
	lastFirm, lastMatter := zeroUUID, zeroUUID
	for _, row := range page {
		m := matter{row.FirmID, row.MatterID}
		lastFirm, lastMatter = m.firm, m.matter
		switch {
		case row.Stale && row.BuiltSince:
			r.log.Warn("a build that saw the matter's documents made a frame that does not cover exactly them; not demanding again (check the builder)",
				"firm_id", m.firm, "matter_id", m.matter)
		case row.Stale:
			stale = append(stale, m)
		}
	}
	if len(page) < r.opt.Batch { // the end of the table: start over next pass
		lastFirm, lastMatter = zeroUUID, zeroUUID
	}
	r.firmID, r.matterID = lastFirm, lastMatter
	if len(stale) == 0 {
		return nil
	}
	// The page's stale matters as one demand batch (one transaction, one
	// statement over arrays): each claims only with a free build slot held
	// for it, else it is recorded, pending; each row decides alone. A row
	// another session holds is left to the next pass.
	reqs := make([]rail.DemandRequest, len(stale))
	slots := make([]bool, len(stale))
	for i, m := range stale {
		slots[i] = r.t.reserve(m.firm)
		reqs[i] = rail.DemandRequest{FirmID: m.firm, MatterID: m.matter, RecordOnly: !slots[i]}
	}
	outs, errs := r.t.rail.DemandBatch(ctx, reqs)
	var failed error
	for i, m := range stale {
		d, err := outs[i].Result, errs[i]
		if slots[i] && (err != nil || outs[i].Busy || !d.Won) {
			r.t.runner.Unreserve(m.firm)
		}
		switch {
		case err != nil:
			failed = errors.Join(failed, fmt.Errorf("trigger %s reconciler: demand for firm %s matter %s whose frame does not cover its documents: %w",
				r.t.opt.Rail, m.firm, m.matter, err))
			continue
		case outs[i].Busy:
			r.log.Info("matter's newest frame does not cover its documents; its job row is held by another session: left to the next pass",
				"firm_id", m.firm, "matter_id", m.matter)
			continue
		}
		res.StaleMatters++
		r.log.Info("matter's newest frame does not cover its documents: demanded a rebuild",
			"firm_id", m.firm, "matter_id", m.matter, "won", d.Won, "requested", d.Requested)
		if d.Won {
			res.Won++
			if !r.t.runner.SubmitReserved(d.Claim) {
				r.t.release(ctx, d.Claim)
			}
		}
	}
	return failed
}
