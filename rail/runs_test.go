package rail_test

import (
	"errors"
	"testing"
	"time"

	"pramaan/rail"
)

// record is one run's row of ops.matter_frame_runs, with what its build spent.
type record struct {
	Outcome          string
	Token            int64
	Worker           string
	ModelCalls       int
	Extracted        int
	Tokens           int64
	Covered          int
	FollowsRunID     *int64
	StartedBeforeEnd bool
}

// records reads each run record of the matter by run id; a run has one
// record at most (the primary key), written when the run ends.
func (f *fixture) records(matter string) map[int64]record {
	f.t.Helper()
	rows, err := f.pool.Query(f.ctx, `
		SELECT run_id, outcome, token, worker_id, model_calls, documents_extracted, model_tokens, documents_covered,
		       follows_run_id, started_at <= ended_at
		  FROM ops.matter_frame_runs WHERE matter_id = $1`, matter)
	if err != nil {
		f.t.Fatal(err)
	}
	defer rows.Close()
	out := map[int64]record{}
	for rows.Next() {
		var id int64
		var r record
		if err := rows.Scan(&id, &r.Outcome, &r.Token, &r.Worker, &r.ModelCalls, &r.Extracted, &r.Tokens, &r.Covered,
			&r.FollowsRunID, &r.StartedBeforeEnd); err != nil {
			f.t.Fatal(err)
		}
		out[id] = r
	}
	if err := rows.Err(); err != nil {
		f.t.Fatal(err)
	}
	return out
}

// openRun is the matter's run as `rail status` shows it while it is open.
func openRun(t *testing.T, r *rail.Rail, f *fixture, matter string) *rail.RunStatus {
	t.Helper()
	st, err := r.Status(f.ctx, matter)
	if err != nil || len(st) != 1 {
		t.Fatalf("status: %v %v", st, err)
	}
	for i := range st[0].LastRuns {
		if st[0].LastRuns[i].Outcome == "running" {
			return &st[0].LastRuns[i]
		}
	}
	return nil
}

// A run's record is written once, when the run ends: a claim writes none
// (its run is open on the job row, and status shows it running, with what
// its build spent so far), and the statement that ends the run (here a
// finish that takes a follow-up, then a fast finish) writes it, with the
// spending the build recorded while it was open.
func TestRunRecordedOnceWhenItEnds(t *testing.T) {
	f := newFixture(t)
	r := f.rail("w", time.Minute)
	firm, matter := ids()
	d, err := r.Demand(f.ctx, firm, matter, rail.Cause{TraceParent: tp})
	if err != nil || !d.Won {
		t.Fatal(d, err)
	}
	if recs := f.records(matter); len(recs) != 0 {
		t.Fatalf("a claim wrote run records: %+v", recs)
	}
	if err := r.RecordExtraction(f.ctx, d.Claim, 2, 900); err != nil {
		t.Fatal(err)
	}
	open := openRun(t, r, f, matter)
	if open == nil || open.RunID != d.Claim.RunID || open.Token != d.Claim.Token || open.WorkerID != "w" ||
		open.EndedAt != nil || open.DocumentsExtracted != 2 || open.ModelTokens != 900 ||
		open.TraceID != "4bf92f3577b34da6a3ce929d0e0e4736" || open.StartedAt.IsZero() {
		t.Fatalf("the open run in status: %+v", open)
	}
	// Demand during the build: the finish takes the follow-up.
	if _, err := r.Demand(f.ctx, firm, matter, rail.Cause{}); err != nil {
		t.Fatal(err)
	}
	res, err := r.Finish(f.ctx, d.Claim, rail.Frame{ModelCalls: 3}, nil)
	if err != nil || res.FollowUp == nil {
		t.Fatalf("finish: %+v %v", res, err)
	}
	recs := f.records(matter)
	first, ok := recs[d.Claim.RunID]
	if len(recs) != 1 || !ok || first.Outcome != "landed" || first.Token != d.Claim.Token || first.ModelCalls != 3 ||
		first.Extracted != 2 || first.Tokens != 900 || first.FollowsRunID != nil || !first.StartedBeforeEnd {
		t.Fatalf("records after the first finish: %+v", recs)
	}
	fu := *res.FollowUp
	open = openRun(t, r, f, matter)
	if open == nil || open.RunID != fu.RunID || open.DocumentsExtracted != 0 || open.ModelTokens != 0 {
		t.Fatalf("the follow-up's open run in status: %+v", open)
	}
	if res, err := r.Finish(f.ctx, fu, rail.Frame{ModelCalls: 1, DocumentIDs: []string{matter}}, nil); err != nil || res.FollowUp != nil {
		t.Fatalf("follow-up finish: %+v %v", res, err)
	}
	recs = f.records(matter)
	second := recs[fu.RunID]
	if len(recs) != 2 || second.Outcome != "landed" || second.FollowsRunID == nil || *second.FollowsRunID != d.Claim.RunID ||
		second.ModelCalls != 1 || second.Covered != 1 || second.Token != fu.Token {
		t.Fatalf("records after the follow-up: %+v", recs)
	}
	if open := openRun(t, r, f, matter); open != nil {
		t.Fatalf("an idle matter shows an open run: %+v", open)
	}
	st, _ := r.Status(f.ctx, matter)
	if len(st[0].LastRuns) != 2 || st[0].LastRuns[0].RunID != fu.RunID || st[0].LastRuns[0].Outcome != "landed" {
		t.Fatalf("last runs: %+v", st[0].LastRuns)
	}
	f.checkQuiet(firm, matter)
}

// Every way a run ends writes its one record, carrying what its build
// spent while open: a reclaim by demand and by the reconciler
// ('abandoned'), the zombie's later finish ('fenced', its calls kept), a
// failure, a release and a restarted worker's release. The zombie's late
// spending reaches its record, not the successor's open run.
func TestEveryEndWritesTheRunsRecord(t *testing.T) {
	f := newFixture(t)
	a, b := f.rail("a", time.Minute), f.rail("b", time.Minute)
	firm, matter := ids()

	// A reclaim by demand: a's run is abandoned, then fenced at its finish.
	da, err := a.Demand(f.ctx, firm, matter, rail.Cause{})
	if err != nil || !da.Won {
		t.Fatal(da, err)
	}
	if err := a.RecordModelCalls(f.ctx, da.Claim, 4); err != nil {
		t.Fatal(err)
	}
	db := f.takeOver(b, firm, matter)
	if rec := f.records(matter)[da.Claim.RunID]; rec.Outcome != "abandoned" || rec.ModelCalls != 4 || rec.Worker != "a" ||
		rec.Token != da.Claim.Token {
		t.Fatalf("the reclaimed run's record: %+v", rec)
	}
	// The zombie spends more after the takeover: its record gets it, the
	// successor's open run does not.
	if err := a.RecordExtraction(f.ctx, da.Claim, 1, 50); err != nil {
		t.Fatal(err)
	}
	if _, err := a.Finish(f.ctx, da.Claim, rail.Frame{ModelCalls: 6}, nil); !errors.Is(err, rail.ErrFenced) {
		t.Fatalf("zombie finish: %v, want fenced", err)
	}
	if rec := f.records(matter)[da.Claim.RunID]; rec.Outcome != "fenced" || rec.ModelCalls != 6 || rec.Extracted != 1 || rec.Tokens != 50 {
		t.Fatalf("the zombie's record: %+v", rec)
	}
	if open := openRun(t, b, f, matter); open == nil || open.RunID != db.Claim.RunID || open.ModelCalls != 0 || open.DocumentsExtracted != 0 {
		t.Fatalf("the successor's open run: %+v", open)
	}

	// A failure, with the calls recorded before it.
	if err := b.RecordModelCalls(f.ctx, db.Claim, 2); err != nil {
		t.Fatal(err)
	}
	if err := b.Fail(f.ctx, db.Claim, errors.New("model down")); err != nil {
		t.Fatal(err)
	}
	if rec := f.records(matter)[db.Claim.RunID]; rec.Outcome != "failed" || rec.ModelCalls != 2 || rec.Worker != "b" {
		t.Fatalf("the failed run's record: %+v", rec)
	}
	if err := b.RecordModelCalls(f.ctx, db.Claim, 3); err != nil {
		t.Fatal(err)
	}
	if rec := f.records(matter)[db.Claim.RunID]; rec.ModelCalls != 3 {
		t.Fatalf("calls recorded after the failure: %+v", rec)
	}

	// The reconciler claims the retry, and later reclaims it once expired.
	patient := rail.New(f.pool, rail.Config{WorkerID: "c", Lease: time.Minute})
	var claims []rail.Claim
	waitFor(t, 10*time.Second, "the retry to be claimed", func() bool {
		cs, err := patient.Reconcile(f.ctx, 10)
		if err != nil {
			t.Fatal(err)
		}
		claims = append(claims, cs...)
		return len(claims) > 0
	})
	c := claims[0]
	if recs := f.records(matter); len(recs) != 2 {
		t.Fatalf("the reconciler's claim wrote a record: %+v", recs)
	}
	if _, err := f.pool.Exec(f.ctx, `UPDATE ops.matter_frame_jobs SET (lease_expires_at, sweep_at) = (SELECT t.at, t.at FROM (SELECT clock_timestamp() - interval '1 millisecond' AS at) t)
		WHERE matter_id = $1`, matter); err != nil {
		t.Fatal(err)
	}
	again, err := patient.Reconcile(f.ctx, 10)
	if err != nil || len(again) != 1 {
		t.Fatalf("reclaim: %v %v", again, err)
	}
	if rec := f.records(matter)[c.RunID]; rec.Outcome != "abandoned" || rec.Worker != "c" || rec.Token != c.Token {
		t.Fatalf("the reconciler-reclaimed run's record: %+v", rec)
	}

	// A release, then a restarted worker's release.
	if err := patient.Release(f.ctx, again[0]); err != nil {
		t.Fatal(err)
	}
	if rec := f.records(matter)[again[0].RunID]; rec.Outcome != "abandoned" {
		t.Fatalf("the released run's record: %+v", rec)
	}
	var last []rail.Claim
	waitFor(t, 10*time.Second, "the release to be claimed", func() bool {
		cs, err := patient.Reconcile(f.ctx, 10)
		if err != nil {
			t.Fatal(err)
		}
		last = append(last, cs...)
		return len(last) > 0
	})
	if n, err := patient.ReleaseWorker(f.ctx); err != nil || n != 1 {
		t.Fatalf("release worker: %d %v", n, err)
	}
	recs := f.records(matter)
	if rec := recs[last[0].RunID]; rec.Outcome != "abandoned" {
		t.Fatalf("the restarted worker's run's record: %+v", rec)
	}
	if len(recs) != 5 {
		t.Fatalf("%d records, want one per run ended (5): %+v", len(recs), recs)
	}
	f.drain(patient, nil)
	f.checkQuiet(firm, matter)
}
