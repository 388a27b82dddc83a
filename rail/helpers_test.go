package rail_test

import (
	"context"
	"encoding/json"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5/pgxpool"

	"pramaan/internal/pgtest"
	"pramaan/rail"
)

func TestMain(m *testing.M) {
	if os.Getenv(childEnvURL) != "" {
		// A child process of TestTwoProcessesRace: it uses the parent's
		// database, so it starts no cluster of its own.
		os.Exit(m.Run())
	}
	pgtest.Main(m)
}

// fixture is one test's own database.
type fixture struct {
	t    *testing.T
	pool *pgxpool.Pool
	ctx  context.Context
}

func newFixture(t *testing.T) *fixture {
	t.Helper()
	return newFixtureConns(t, 32)
}

func newFixtureConns(t *testing.T, conns int32) *fixture {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	t.Cleanup(cancel)
	pool := pgtest.NewWithConfig(t, func(c *pgxpool.Config) { c.MaxConns = conns })
	return &fixture{t: t, pool: pool, ctx: ctx}
}

// rail returns a Rail on the fixture's pool; heartbeats at a quarter lease,
// fast back-off.
func (f *fixture) rail(worker string, lease time.Duration) *rail.Rail {
	return rail.New(f.pool, rail.Config{WorkerID: worker, Lease: lease, Heartbeat: lease / 4,
		BackoffBase: 50 * time.Millisecond, BackoffMax: time.Second})
}

func ids() (string, string) { return uuid.NewString(), uuid.NewString() }

const tp = "00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01"

// job is a matter's ledger row, read straight from the table.
type job struct {
	Requested, Claimed, Served int64
	Token                      int64 // fencing_token
	RunStatus                  string
	RebuildNeeded              bool
	CurrentRunID               *int64
	Attempts                   int
	Backoff                    *float64 // next_attempt_at - updated_at, seconds
	LastError                  *string
}

func (f *fixture) job(firm, matter string) job {
	f.t.Helper()
	var j job
	err := f.pool.QueryRow(f.ctx, `
		SELECT requested_generation, claimed_generation, served_generation, fencing_token, run_status, rebuild_needed,
		       current_run_id, attempts, extract(epoch FROM next_attempt_at - updated_at)::float8, last_error
		FROM ops.matter_frame_jobs WHERE firm_id = $1 AND matter_id = $2`, firm, matter).Scan(
		&j.Requested, &j.Claimed, &j.Served, &j.Token, &j.RunStatus, &j.RebuildNeeded, &j.CurrentRunID,
		&j.Attempts, &j.Backoff, &j.LastError)
	if err != nil {
		f.t.Fatalf("job row of matter %s: %v", matter, err)
	}
	return j
}

// run is one run of a matter: a row of ops.matter_frame_runs (an ended
// run's record), or the run open on the job row (Outcome nil).
type run struct {
	RunID        int64
	Token        int64
	Worker       string
	Outcome      *string
	Error        *string
	FollowsRunID *int64
	TraceID      *string
}

func (f *fixture) runs(matter string) []run {
	f.t.Helper()
	rows, err := f.pool.Query(f.ctx, `
		SELECT run_id, token, worker_id, outcome::text, error, follows_run_id, trace_id
		  FROM ops.matter_frame_runs WHERE matter_id = $1
		UNION ALL
		SELECT current_run_id, fencing_token, claimed_by, NULL, NULL, run_follows_run_id,
		       NULLIF(split_part(COALESCE(run_traceparent, ''), '-', 2), '')
		  FROM ops.matter_frame_jobs WHERE matter_id = $1 AND run_status = 'running'
		 ORDER BY 1`, matter)
	if err != nil {
		f.t.Fatal(err)
	}
	defer rows.Close()
	var out []run
	for rows.Next() {
		var r run
		if err := rows.Scan(&r.RunID, &r.Token, &r.Worker, &r.Outcome, &r.Error, &r.FollowsRunID, &r.TraceID); err != nil {
			f.t.Fatal(err)
		}
		out = append(out, r)
	}
	return out
}

func (f *fixture) run(matter string, runID int64) run {
	f.t.Helper()
	for _, r := range f.runs(matter) {
		if r.RunID == runID {
			return r
		}
	}
	f.t.Fatalf("no run %d for matter %s", runID, matter)
	return run{}
}

func outcome(r run) string {
	if r.Outcome == nil {
		return "open"
	}
	return *r.Outcome
}

// frame is one landed frame: its generation and the run that landed it.
type frame struct {
	Generation int64
	RunID      int64
	Body       string
}

// frames returns a matter's frames in landing order.
func (f *fixture) frames(matter string) []frame {
	f.t.Helper()
	rows, err := f.pool.Query(f.ctx, `SELECT generation, run_id, body::text FROM ops.matter_frames
		WHERE matter_id = $1 ORDER BY built_at, generation`, matter)
	if err != nil {
		f.t.Fatal(err)
	}
	defer rows.Close()
	var out []frame
	for rows.Next() {
		var fr frame
		if err := rows.Scan(&fr.Generation, &fr.RunID, &fr.Body); err != nil {
			f.t.Fatal(err)
		}
		out = append(out, fr)
	}
	return out
}

// waitFor polls cond until it holds or the deadline passes.
func waitFor(t *testing.T, within time.Duration, what string, cond func() bool) {
	t.Helper()
	deadline := time.Now().Add(within)
	for !cond() {
		if time.Now().After(deadline) {
			t.Fatalf("timed out after %s waiting for %s", within, what)
		}
		time.Sleep(10 * time.Millisecond)
	}
}

// waitLeaseExpired waits until the matter's lease has expired by the expiry
// stored on its row (Postgres clock), and is older than lease.
func (f *fixture) waitLeaseExpired(firm, matter string, lease time.Duration) {
	f.t.Helper()
	waitFor(f.t, 30*time.Second, "the lease to expire", func() bool {
		var expired bool
		err := f.pool.QueryRow(f.ctx, `SELECT lease_expires_at <= clock_timestamp()
			AND claimed_at < clock_timestamp() - make_interval(secs => $3)
			FROM ops.matter_frame_jobs WHERE firm_id = $1 AND matter_id = $2`, firm, matter, lease.Seconds()).Scan(&expired)
		if err != nil {
			f.t.Fatal(err)
		}
		return expired
	})
}

// takeOver makes successor take the matter's running claim at once, as
// after a pause of its holder past the lease: in one transaction it ends the
// lease stored on the row (so the holder's heartbeats cannot renew it in
// between) and demands. Leases are judged by the row, never by the caller's
// configuration, so an "impatient" successor needs the row to say expired.
func (f *fixture) takeOver(successor *rail.Rail, firm, matter string) rail.DemandResult {
	f.t.Helper()
	tx, err := f.pool.Begin(f.ctx)
	if err != nil {
		f.t.Fatal(err)
	}
	defer func() { _ = tx.Rollback(f.ctx) }()
	if _, err := tx.Exec(f.ctx, `UPDATE ops.matter_frame_jobs SET (lease_expires_at, sweep_at) = (SELECT t.at, t.at FROM (SELECT clock_timestamp() - interval '1 millisecond' AS at) t)
		WHERE firm_id = $1 AND matter_id = $2 AND run_status = 'running'`, firm, matter); err != nil {
		f.t.Fatal(err)
	}
	d, err := successor.DemandTx(f.ctx, tx, firm, matter, rail.Cause{})
	if err != nil {
		f.t.Fatal(err)
	}
	if err := tx.Commit(f.ctx); err != nil {
		f.t.Fatal(err)
	}
	if !d.Won {
		f.t.Fatalf("successor did not take the expired claim of matter %s: %+v", matter, d)
	}
	return d
}

// checkLedger asserts the invariants that hold for a quiet matter: G2
// (landed generations strictly increase, each by the landed run with that
// token), G4 (served = requested, newest frame = served), no open run, and
// the breadcrumb cleared.
// drain quiesces the ledger: a patient worker reconciles and finishes every
// claim (and follow-up) until no row is running or unserved. landed, when
// set, hears each frame that Finish reports landed.
func (f *fixture) drain(r *rail.Rail, landed func(matter string, generation int64)) {
	f.t.Helper()
	waitFor(f.t, 30*time.Second, "every matter served", func() bool {
		cs, err := r.Reconcile(f.ctx, 10)
		if err != nil {
			f.t.Fatal(err)
		}
		for _, c := range cs {
			for next := &c; next != nil; {
				res, err := r.Finish(f.ctx, *next, rail.Frame{}, nil)
				if err != nil {
					f.t.Fatalf("drain finish: %v", err)
				}
				if landed != nil {
					landed(next.MatterID, res.Generation)
				}
				next = res.FollowUp
			}
		}
		var busy int
		if err := f.pool.QueryRow(f.ctx, `SELECT count(*) FROM ops.matter_frame_jobs
			WHERE run_status = 'running' OR served_generation < requested_generation`).Scan(&busy); err != nil {
			f.t.Fatal(err)
		}
		return busy == 0
	})
}

func (f *fixture) checkQuiet(firm, matter string) {
	f.t.Helper()
	j := f.job(firm, matter)
	if j.RunStatus != "idle" || j.Served != j.Requested || j.Claimed != j.Requested || j.RebuildNeeded {
		f.t.Fatalf("matter %s not quiet and served: %+v", matter, j)
	}
	f.checkFrames(matter)
	frs := f.frames(matter)
	if len(frs) == 0 || frs[len(frs)-1].Generation != j.Served {
		f.t.Fatalf("matter %s: newest frame %v, served %d", matter, frs, j.Served)
	}
	for _, r := range f.runs(matter) {
		if r.Outcome == nil {
			f.t.Fatalf("matter %s: run %d still open at quiescence", matter, r.RunID)
		}
	}
}

// checkFrames asserts G2 on a matter's frames: generations (the demands each
// serves) strictly increasing in landing order, each landed by a 'landed'
// run, the landing runs' tokens strictly increasing too.
func (f *fixture) checkFrames(matter string) {
	f.t.Helper()
	runs := map[int64]run{}
	landed := 0
	for _, r := range f.runs(matter) {
		runs[r.RunID] = r
		if outcome(r) == "landed" {
			landed++
		}
	}
	frs := f.frames(matter)
	for i, fr := range frs {
		if i > 0 && fr.Generation <= frs[i-1].Generation {
			f.t.Fatalf("matter %s: frame generations not strictly increasing in landing order: %v", matter, frs)
		}
		r, ok := runs[fr.RunID]
		if !ok || outcome(r) != "landed" {
			f.t.Fatalf("matter %s: frame %d landed by run %+v", matter, fr.Generation, r)
		}
		if i > 0 && r.Token <= runs[frs[i-1].RunID].Token {
			f.t.Fatalf("matter %s: frame %d landed with token %d after a frame with token %d", matter, fr.Generation,
				r.Token, runs[frs[i-1].RunID].Token)
		}
	}
	if landed != len(frs) {
		f.t.Fatalf("matter %s: %d landed runs, %d frames", matter, landed, len(frs))
	}
}

func jsonMarshal(v any) ([]byte, error) { return json.Marshal(v) }

func containsStr(s, sub string) bool { return strings.Contains(s, sub) }

// childEnvURL carries the database URL to the child processes of
// TestTwoProcessesRace.
const childEnvURL = "RAIL_TEST_CHILD_DATABASE_URL"
