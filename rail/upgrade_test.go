package rail_test

import (
	"testing"
	"time"

	"github.com/jackc/pgx/v5/stdlib"
	"github.com/pressly/goose/v3"

	"pramaan/migrations"
	"pramaan/rail"
)

// A ledger upgraded while a build runs keeps its run: the database is taken
// back to before runs were written once (migrations 00051 and 00052 undone,
// so their Down sections run too), a claim is taken the old way (its run
// row open, outcome NULL), and the upgrade moves that run onto its job row:
// status shows it open, with what its build had spent, and when its claim
// is reclaimed its one row is written from the job row. The reconciler's
// index finds the matter's later demand.
func TestUpgradeMovesAnOpenRunOntoItsRow(t *testing.T) {
	f := newFixture(t)
	db := stdlib.OpenDBFromPool(f.pool)
	defer db.Close()
	p, err := goose.NewProvider(goose.DialectPostgres, db, migrations.FS(), goose.WithAllowOutofOrder(true))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := p.DownTo(f.ctx, 50); err != nil {
		t.Fatalf("down to 50: %v", err)
	}
	firm, matter := ids()
	// The claim as the rail wrote it before: the job row running, its run
	// row open.
	var runID int64
	if err := f.pool.QueryRow(f.ctx, `
		WITH j AS (
			INSERT INTO ops.matter_frame_jobs (firm_id, matter_id, run_status, requested_generation, claimed_generation,
			                                   fencing_token, claimed_at, lease_expires_at, claimed_by, current_run_id)
			VALUES ($1, $2, 'running', 1, 1, 1, now() - interval '5 seconds', now() + interval '1 minute', 'old-worker',
			        nextval('ops.matter_frame_runs_run_id_seq'))
			RETURNING current_run_id)
		INSERT INTO ops.matter_frame_runs (run_id, firm_id, matter_id, token, worker_id, traceparent, trace_id, started_at,
		                                   model_calls, documents_extracted)
		SELECT current_run_id, $1, $2, 1, 'old-worker', $3, '4bf92f3577b34da6a3ce929d0e0e4736',
		       now() - interval '5 seconds', 2, 1 FROM j
		RETURNING run_id`, firm, matter, tp).Scan(&runID); err != nil {
		t.Fatal(err)
	}
	if err := migrations.Up(f.ctx, f.pool); err != nil {
		t.Fatalf("up again: %v", err)
	}
	if recs := f.records(matter); len(recs) != 0 {
		t.Fatalf("the open run is still a run row after the upgrade: %+v", recs)
	}
	r := f.rail("old-worker", time.Minute)
	open := openRun(t, r, f, matter)
	if open == nil || open.RunID != runID || open.WorkerID != "old-worker" || open.ModelCalls != 2 ||
		open.DocumentsExtracted != 1 || open.TraceID != "4bf92f3577b34da6a3ce929d0e0e4736" {
		t.Fatalf("the open run after the upgrade: %+v", open)
	}
	if f.sweep(matter) != (sweepOf{AtLease: true, Future: true}) {
		t.Fatalf("the running row's sweep after the upgrade: %+v", f.sweep(matter))
	}
	// Its lease ends and a demand reclaims it: the upgraded run's one row
	// is written from the job row, with what its build had spent.
	if _, err := f.pool.Exec(f.ctx, `UPDATE ops.matter_frame_jobs SET (lease_expires_at, sweep_at) =
		(SELECT t.at, t.at FROM (SELECT clock_timestamp() - interval '1 millisecond' AS at) t)
		WHERE matter_id = $1`, matter); err != nil {
		t.Fatal(err)
	}
	d, err := r.Demand(f.ctx, firm, matter, rail.Cause{})
	if err != nil || !d.Won {
		t.Fatalf("reclaim after the upgrade: %+v %v", d, err)
	}
	if rec := f.records(matter)[runID]; rec.Outcome != "abandoned" || rec.ModelCalls != 2 || rec.Extracted != 1 ||
		rec.Worker != "old-worker" || !rec.StartedBeforeEnd {
		t.Fatalf("the upgraded run's record: %+v", rec)
	}
	if _, err := r.Finish(f.ctx, d.Claim, rail.Frame{}, nil); err != nil {
		t.Fatal(err)
	}
	// The matter's next demand, recorded without a slot, is found by the
	// reconciler.
	if _, err := r.Record(f.ctx, firm, matter, rail.Cause{}); err != nil {
		t.Fatal(err)
	}
	claims, err := r.Reconcile(f.ctx, 10)
	if err != nil || len(claims) != 1 {
		t.Fatalf("reconcile after the upgrade: %v %v", claims, err)
	}
	if _, err := r.Finish(f.ctx, claims[0], rail.Frame{}, nil); err != nil {
		t.Fatal(err)
	}
	f.checkQuiet(firm, matter)
}
