package rail_test

import (
	"context"
	"errors"
	"testing"
	"time"

	"github.com/jackc/pgx/v5/pgxpool"

	"pramaan/internal/pgtest"
	"pramaan/rail"
)

// A busy matter's claims, heartbeats and finishes change no indexed column
// of its job row (the only index beside the primary key reads sweep_at,
// which they leave alone while it is early enough), so Postgres updates the
// row in place (HOT): no new index entries per cycle. Counted by the
// server, on a pool of one connection whose statistics are flushed on
// request.
func TestClaimAndFinishAreHOTUpdates(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	pool := pgtest.NewWithConfig(t, func(c *pgxpool.Config) { c.MaxConns = 1 })
	r := rail.New(pool, rail.Config{WorkerID: "w", Lease: time.Minute})
	firm, matter := ids()
	const cycles = 20
	for i := 0; i < cycles; i++ {
		d, err := r.Demand(ctx, firm, matter, rail.Cause{})
		if err != nil || !d.Won {
			t.Fatalf("cycle %d: demand %+v %v", i, d, err)
		}
		if err := r.Heartbeat(ctx, d.Claim); err != nil {
			t.Fatal(err)
		}
		if _, err := r.Finish(ctx, d.Claim, rail.Frame{}, nil); err != nil {
			t.Fatal(err)
		}
	}
	// The first demand inserts the row; each cycle after it is a claim, a
	// heartbeat and a finish: three updates, and the first cycle two.
	const updates = 3*cycles - 1
	var upd, hot int64
	waitFor(t, 30*time.Second, "the server's counts of the cycles' updates", func() bool {
		if _, err := pool.Exec(ctx, `SELECT pg_stat_force_next_flush()`); err != nil {
			t.Fatal(err)
		}
		if err := pool.QueryRow(ctx, `SELECT n_tup_upd, n_tup_hot_upd FROM pg_stat_user_tables
			WHERE schemaname = 'ops' AND relname = 'matter_frame_jobs'`).Scan(&upd, &hot); err != nil {
			t.Fatal(err)
		}
		return upd >= updates
	})
	if hot < upd-1 {
		t.Fatalf("%d of %d updates of the job row were HOT, want all (or all but one)", hot, upd)
	}
}

// sweepOf reads a matter's sweep_at relative to its deadlines.
type sweepOf struct {
	Null, Past, AtLease, AtNextAttempt, Future bool
}

func (f *fixture) sweep(matter string) sweepOf {
	f.t.Helper()
	var s sweepOf
	if err := f.pool.QueryRow(f.ctx, `SELECT sweep_at IS NULL, COALESCE(sweep_at <= clock_timestamp(), false),
		       COALESCE(sweep_at = lease_expires_at, false), COALESCE(sweep_at = next_attempt_at, false),
		       COALESCE(sweep_at > clock_timestamp(), false)
		  FROM ops.matter_frame_jobs WHERE matter_id = $1`, matter).Scan(&s.Null, &s.Past, &s.AtLease,
		&s.AtNextAttempt, &s.Future); err != nil {
		f.t.Fatal(err)
	}
	return s
}

// The reconciler finds every row whose sweep_at has passed. One that needs
// a worker it takes; one that needs none yet it moves on: a live lease to
// its expiry, a back-off to its end, a served row written within the last
// lease to a lease from now, a served row quiet for longer out of the index.
// With a limit, it takes the longest waiting first and still moves the
// others on.
func TestReconcileMovesTheSweepOn(t *testing.T) {
	f := newFixture(t)
	w := f.rail("w", time.Minute)
	firm := ids2(t)
	demand := func(m string) rail.Claim {
		d, err := w.Demand(f.ctx, firm, m, rail.Cause{})
		if err != nil || !d.Won {
			t.Fatal(d, err)
		}
		return d.Claim
	}
	live, quiet, recent, backoff, due1, due2 := ids2(t), ids2(t), ids2(t), ids2(t), ids2(t), ids2(t)
	demand(live)
	for _, m := range []string{quiet, recent} {
		if _, err := w.Finish(f.ctx, demand(m), rail.Frame{}, nil); err != nil {
			t.Fatal(err)
		}
	}
	slow := rail.New(f.pool, rail.Config{WorkerID: "slow", Lease: time.Minute, BackoffBase: time.Hour, BackoffMax: time.Hour})
	d, err := slow.Demand(f.ctx, firm, backoff, rail.Cause{})
	if err != nil || !d.Won {
		t.Fatal(d, err)
	}
	if err := slow.Fail(f.ctx, d.Claim, errors.New("model down")); err != nil {
		t.Fatal(err)
	}
	for _, m := range []string{due1, due2} {
		if _, err := w.Record(f.ctx, firm, m, rail.Cause{}); err != nil {
			t.Fatal(err)
		}
	}
	// Every row's sweep has passed (earlier is always allowed); due1 has
	// waited longest; quiet was last written long ago.
	if _, err := f.pool.Exec(f.ctx, `UPDATE ops.matter_frame_jobs SET sweep_at = clock_timestamp() - interval '1 hour'`); err != nil {
		t.Fatal(err)
	}
	if _, err := f.pool.Exec(f.ctx, `UPDATE ops.matter_frame_jobs SET (next_attempt_at, sweep_at) =
		(clock_timestamp() - interval '10 minutes', clock_timestamp() - interval '2 hours') WHERE matter_id = $1`, due1); err != nil {
		t.Fatal(err)
	}
	if _, err := f.pool.Exec(f.ctx, `UPDATE ops.matter_frame_jobs SET updated_at = clock_timestamp() - interval '1 day'
		WHERE matter_id = $1`, quiet); err != nil {
		t.Fatal(err)
	}
	r := rail.New(f.pool, rail.Config{WorkerID: "reconciler", Lease: time.Minute})
	claims, err := r.Reconcile(f.ctx, 1)
	if err != nil || len(claims) != 1 || claims[0].MatterID != due1 {
		t.Fatalf("first pass took %v (%v), want the longest waiting, %s", claims, err, due1)
	}
	for m, want := range map[string]sweepOf{
		live:    {AtLease: true, Future: true},
		quiet:   {Null: true},
		recent:  {Future: true},
		backoff: {AtNextAttempt: true, Future: true},
		due1:    {AtLease: true, Future: true},
		due2:    {Past: true}, // due, beyond the limit: left for the next pass
	} {
		if got := f.sweep(m); got != want {
			t.Errorf("matter %s: sweep %+v, want %+v", m, got, want)
		}
	}
	claims, err = r.Reconcile(f.ctx, 10)
	if err != nil || len(claims) != 1 || claims[0].MatterID != due2 {
		t.Fatalf("second pass took %v (%v), want %s", claims, err, due2)
	}
}

// ids2 is a fresh uuid.
func ids2(t *testing.T) string {
	t.Helper()
	_, m := ids()
	return m
}
