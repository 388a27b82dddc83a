package rail_test

import (
	"testing"
	"time"

	"github.com/google/uuid"

	"pramaan/rail"
)

// A demand on a fresh matter wins token 1; a second demand leaves the
// breadcrumb; Finish lands generation 1 and takes the follow-up (token 2) in
// the same statement; the follow-up lands with no further follow-up; the
// runs carry the demand's trace id.
func TestDemandFinishBasic(t *testing.T) {
	f := newFixture(t)
	r := f.rail("w1", time.Minute)
	firm, matter := ids()
	d, err := r.Demand(f.ctx, firm, matter, rail.Cause{EventID: "e1", TraceParent: tp})
	if err != nil {
		t.Fatal(err)
	}
	if !d.Won || d.Claim.Token != 1 || d.Requested != 1 {
		t.Fatalf("demand: %+v", d)
	}
	d2, err := r.Demand(f.ctx, firm, matter, rail.Cause{EventID: "e2"})
	if err != nil {
		t.Fatal(err)
	}
	if d2.Won || d2.Requested != 2 {
		t.Fatalf("second demand: %+v", d2)
	}
	if j := f.job(firm, matter); !j.RebuildNeeded || j.RunStatus != "running" {
		t.Fatalf("breadcrumb not left: %+v", j)
	}
	res, err := r.Finish(f.ctx, d.Claim, rail.Frame{Body: []byte(`{"a":1}`), DocumentIDs: []string{uuid.NewString()}, ModelCalls: 1}, nil)
	if err != nil {
		t.Fatal(err)
	}
	if res.Generation != 1 || res.FollowUp == nil || res.FollowUp.Token != 2 {
		t.Fatalf("finish: %+v", res)
	}
	res2, err := r.Finish(f.ctx, *res.FollowUp, rail.Frame{Body: []byte(`{"a":2}`)}, nil)
	if err != nil {
		t.Fatal(err)
	}
	if res2.Generation != 2 || res2.FollowUp != nil {
		t.Fatalf("follow-up finish: %+v", res2)
	}
	// Finishing the landed claim again is idempotent (a retry after a lost
	// COMMIT acknowledgement): it reports the same landing, lands nothing.
	again, err := r.Finish(f.ctx, d.Claim, rail.Frame{}, nil)
	if err != nil || again.Generation != 1 {
		t.Fatalf("repeated finish: %+v %v", again, err)
	}
	f.checkQuiet(firm, matter)
	runs := f.runs(matter)
	if len(runs) != 2 || runs[1].FollowsRunID == nil || *runs[1].FollowsRunID != runs[0].RunID {
		t.Fatalf("runs: %+v", runs)
	}
	if runs[0].TraceID == nil || *runs[0].TraceID != "4bf92f3577b34da6a3ce929d0e0e4736" {
		t.Fatalf("trace id of the demand's run: %v", runs[0].TraceID)
	}
	if runs[1].TraceID == nil || *runs[1].TraceID != "4bf92f3577b34da6a3ce929d0e0e4736" {
		t.Fatalf("trace id of the follow-up run (the newest demand with a traceparent): %v", runs[1].TraceID)
	}
}

// DemandTx runs in the caller's transaction: the claim and its run (open
// on the job row) commit or roll back with it; the run's record is written
// when it ends.
func TestDemandTxInCallersTransaction(t *testing.T) {
	f := newFixture(t)
	r := f.rail("trigger", time.Minute)
	firm, matter := ids()
	count := func() (jobs, runs int) {
		if err := f.pool.QueryRow(f.ctx, `SELECT (SELECT count(*) FROM ops.matter_frame_jobs WHERE matter_id = $1),
			(SELECT count(*) FROM ops.matter_frame_runs WHERE matter_id = $1)`, matter).Scan(&jobs, &runs); err != nil {
			t.Fatal(err)
		}
		return
	}
	tx, err := f.pool.Begin(f.ctx)
	if err != nil {
		t.Fatal(err)
	}
	d, err := r.DemandTx(f.ctx, tx, firm, matter, rail.Cause{EventID: "e1", TraceParent: tp})
	if err != nil || !d.Won {
		t.Fatalf("%+v %v", d, err)
	}
	if j, rs := count(); j != 0 || rs != 0 {
		t.Fatalf("uncommitted demand visible: %d jobs, %d runs", j, rs)
	}
	if err := tx.Rollback(f.ctx); err != nil {
		t.Fatal(err)
	}
	if j, rs := count(); j != 0 || rs != 0 {
		t.Fatalf("rolled-back demand left %d jobs, %d runs", j, rs)
	}
	tx, err = f.pool.Begin(f.ctx)
	if err != nil {
		t.Fatal(err)
	}
	d, err = r.DemandTx(f.ctx, tx, firm, matter, rail.Cause{EventID: "e2", TraceParent: tp})
	if err != nil || !d.Won {
		t.Fatalf("%+v %v", d, err)
	}
	if err := tx.Commit(f.ctx); err != nil {
		t.Fatal(err)
	}
	if j, rs := count(); j != 1 || rs != 0 {
		t.Fatalf("committed demand: %d jobs, %d run records (the open run lives on the job row)", j, rs)
	}
	if j := f.job(firm, matter); j.RunStatus != "running" || *j.CurrentRunID != d.Claim.RunID {
		t.Fatalf("committed demand's row: %+v, want running run %d", j, d.Claim.RunID)
	}
	if _, err := r.Finish(f.ctx, d.Claim, rail.Frame{}, nil); err != nil {
		t.Fatal(err)
	}
	if j, rs := count(); j != 1 || rs != 1 {
		t.Fatalf("landed: %d jobs, %d run records", j, rs)
	}
	f.checkQuiet(firm, matter)
}
