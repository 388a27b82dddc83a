package rail_test

import (
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5/pgconn"

	"pramaan/rail"
)

// The schema refuses every row that breaks one of the ledger row's
// invariants (doc.go, migrations/00001_rail.sql), each on its own, and takes
// the rows that keep them: the invariants live in one compact CHECK and a
// domain, and this is the proof that none was lost in folding them.
func TestSchemaRefusesBrokenRows(t *testing.T) {
	f := newFixture(t)
	const cols = `run_status, rebuild_needed, requested_generation, claimed_generation, served_generation,
	              claimed_at, current_run_id, next_attempt_at, lease_expires_at, fencing_token, run_started_at, sweep_at`
	for _, tc := range []struct {
		name   string
		values string // for cols
		ok     bool
	}{
		{"idle and served", `'idle', false, 3, 3, 3, NULL, NULL, NULL, NULL, 5, now(), now()`, true},
		{"idle, unserved, retry due", `'idle', false, 3, 3, 2, now(), 7, now(), NULL, 5, now(), now()`, true},
		{"idle after a failure, breadcrumb", `'idle', true, 3, 2, 2, now(), 7, now(), NULL, 5, now(), now()`, true},
		{"running with lease and run, breadcrumb", `'running', true, 3, 2, 1, now(), 7, NULL, now(), 5, now(), now()`, true},
		{"unknown status", `'paused', false, 3, 3, 3, now(), 7, now(), NULL, 5, now(), now()`, false},
		{"claimed beyond requested", `'idle', false, 3, 4, 3, NULL, NULL, now(), NULL, 5, now(), now()`, false},
		{"served beyond claimed", `'idle', false, 3, 2, 3, NULL, NULL, now(), NULL, 5, now(), now()`, false},
		{"breadcrumb without waiting demand", `'idle', true, 3, 3, 3, NULL, NULL, NULL, NULL, 5, now(), now()`, false},
		{"waiting demand without breadcrumb", `'running', false, 3, 2, 1, now(), 7, NULL, now(), 5, now(), now()`, false},
		{"running without a lease", `'running', false, 3, 3, 1, NULL, 7, NULL, now(), 5, now(), now()`, false},
		{"running without a lease expiry", `'running', false, 3, 3, 1, now(), 7, NULL, NULL, 5, now(), now()`, false},
		{"running without a token", `'running', false, 3, 3, 1, now(), 7, NULL, now(), 0, now(), now()`, false},
		{"running without a run", `'running', false, 3, 3, 1, now(), NULL, NULL, now(), 5, now(), now()`, false},
		{"running without its run's start", `'running', false, 3, 3, 1, now(), 7, NULL, now(), 5, NULL, now()`, false},
		{"running, swept after its lease ends", `'running', false, 3, 3, 1, now(), 7, NULL, now(), 5, now(), now() + interval '1 s'`, false},
		{"running, never swept", `'running', false, 3, 3, 1, now(), 7, NULL, now(), 5, now(), NULL`, false},
		{"idle, unserved, swept after its retry", `'idle', false, 3, 3, 2, now(), 7, now(), NULL, 5, now(), now() + interval '1 s'`, false},
		{"idle, unserved, never swept", `'idle', false, 3, 3, 2, now(), 7, now(), NULL, 5, now(), NULL`, false},
		{"idle and served, never swept", `'idle', false, 3, 3, 3, NULL, NULL, NULL, NULL, 5, NULL, NULL`, true},
		{"idle, unserved, no retry time", `'idle', false, 3, 3, 2, now(), 7, NULL, NULL, 5, now(), now()`, false},
	} {
		firm, matter := ids()
		_, err := f.pool.Exec(f.ctx, `INSERT INTO ops.matter_frame_jobs (firm_id, matter_id, `+cols+`)
			VALUES ($1, $2, `+tc.values+`)`, firm, matter)
		var pgErr *pgconn.PgError
		switch {
		case tc.ok && err != nil:
			t.Errorf("%s: refused: %v", tc.name, err)
		case !tc.ok && err == nil:
			t.Errorf("%s: accepted", tc.name)
		case !tc.ok && !(errors.As(err, &pgErr) && pgErr.Code == "23514"):
			t.Errorf("%s: refused, but not by a check constraint: %v", tc.name, err)
		}
	}

	firm, matter := ids()
	for i, outcome := range []string{"landed", "fenced", "failed", "abandoned", "bogus"} {
		_, err := f.pool.Exec(f.ctx, `INSERT INTO ops.matter_frame_runs (firm_id, matter_id, token, worker_id, outcome)
			VALUES ($1, $2, $3, 'w', $4)`, firm, matter, i+1, outcome)
		if outcome == "bogus" {
			if err == nil || !strings.Contains(err.Error(), "run_outcome") {
				t.Errorf("outcome %q: %v, want refused by the run_outcome domain", outcome, err)
			}
		} else if err != nil {
			t.Errorf("outcome %q refused: %v", outcome, err)
		}
	}
	// A run reads back as plain text; a run's record is written when it
	// ends, so a run row without an outcome is refused.
	var got string
	if err := f.pool.QueryRow(f.ctx, `SELECT outcome FROM ops.matter_frame_runs WHERE matter_id = $1 ORDER BY run_id LIMIT 1`,
		matter).Scan(&got); err != nil || got != "landed" {
		t.Fatalf("outcome read back: %q %v", got, err)
	}
	if _, err := f.pool.Exec(f.ctx, `INSERT INTO ops.matter_frame_runs (firm_id, matter_id, token, worker_id)
		VALUES ($1, $2, 10, 'w')`, firm, matter); err == nil {
		t.Fatal("a run row without an outcome was accepted")
	}
	// Tokens are unique per matter (each claim's run carries its own).
	_, err := f.pool.Exec(f.ctx, `INSERT INTO ops.matter_frame_runs (firm_id, matter_id, token, worker_id, outcome)
		VALUES ($1, $2, 1, 'w', 'fenced')`, firm, matter)
	var pgErr *pgconn.PgError
	if !errors.As(err, &pgErr) || pgErr.Code != "23505" || pgErr.ConstraintName != "matter_frame_runs_token" {
		t.Fatalf("a second run with token 1 for one matter: %v, want refused by matter_frame_runs_token", err)
	}
}

// A frame's document ids land as given, in order (Finish sends them as
// parsed UUIDs); an id that is no UUID is refused by Postgres and nothing
// lands; the claim still holds and a corrected finish lands.
func TestFinishDocumentIDs(t *testing.T) {
	f := newFixture(t)
	r := f.rail("w", time.Minute)
	firm, matter := ids()
	d, err := r.Demand(f.ctx, firm, matter, rail.Cause{})
	if err != nil || !d.Won {
		t.Fatal(d, err)
	}
	docs := []string{uuid.NewString(), uuid.NewString(), uuid.NewString()}
	if _, err := r.Finish(f.ctx, d.Claim, rail.Frame{DocumentIDs: []string{docs[0], "not-a-uuid"}}, nil); err == nil || errors.Is(err, rail.ErrFenced) {
		t.Fatalf("finish with a bad document id: %v, want Postgres's refusal", err)
	}
	if frs := f.frames(matter); len(frs) != 0 {
		t.Fatalf("frames after a refused finish: %+v", frs)
	}
	if _, err := r.Finish(f.ctx, d.Claim, rail.Frame{DocumentIDs: docs}, nil); err != nil {
		t.Fatal(err)
	}
	var got []string
	var covered int
	if err := f.pool.QueryRow(f.ctx, `SELECT f.document_ids::text[], r.documents_covered
		FROM ops.matter_frames f JOIN ops.matter_frame_runs r USING (firm_id, matter_id, run_id)
		WHERE f.matter_id = $1`, matter).Scan(&got, &covered); err != nil {
		t.Fatal(err)
	}
	if strings.Join(got, ",") != strings.Join(docs, ",") || covered != 3 {
		t.Fatalf("document ids %v (%d covered), want %v", got, covered, docs)
	}
}
