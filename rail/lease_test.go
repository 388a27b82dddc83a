package rail_test

import (
	"context"
	"testing"
	"time"

	"pramaan/rail"
)

// leaseRow is a job row's lease as stored: who holds it, when it was
// stamped and when it ends.
type leaseRow struct {
	ClaimedBy string
	ClaimedAt time.Time
	ExpiresAt time.Time
}

func (f *fixture) lease(firm, matter string) leaseRow {
	f.t.Helper()
	var l leaseRow
	if err := f.pool.QueryRow(f.ctx, `SELECT claimed_by, claimed_at, lease_expires_at FROM ops.matter_frame_jobs
		WHERE firm_id = $1 AND matter_id = $2`, firm, matter).Scan(&l.ClaimedBy, &l.ClaimedAt, &l.ExpiresAt); err != nil {
		f.t.Fatalf("lease of matter %s: %v", matter, err)
	}
	return l
}

// A claim is judged by the lease stored on its row, never by the judge's
// configuration: a process configured with a 1 s lease cannot take a
// healthy claim taken under 30 s (by reconcile or by demand), and a process
// configured with 30 s takes a dead claim taken under 1 s as soon as that
// claim's own lease ends.
func TestLeaseJudgedByTheRow(t *testing.T) {
	f := newFixture(t)
	long, short := f.rail("long-lease", 30*time.Second), f.rail("short-lease", time.Second)

	// A healthy claim under 30 s, older than the short lease.
	firm, healthy := ids()
	d, err := long.Demand(f.ctx, firm, healthy, rail.Cause{})
	if err != nil || !d.Won {
		t.Fatal(d, err)
	}
	if l := f.lease(firm, healthy); l.ExpiresAt.Sub(l.ClaimedAt) != 30*time.Second {
		t.Fatalf("lease stored %s, want the claimer's 30s", l.ExpiresAt.Sub(l.ClaimedAt))
	}
	waitFor(t, 30*time.Second, "the claim to be older than the short lease", func() bool {
		var older bool
		if err := f.pool.QueryRow(f.ctx, `SELECT claimed_at < clock_timestamp() - interval '1500 milliseconds'
			FROM ops.matter_frame_jobs WHERE matter_id = $1`, healthy).Scan(&older); err != nil {
			t.Fatal(err)
		}
		return older
	})
	if cs, err := short.Reconcile(f.ctx, 10); err != nil || len(cs) != 0 {
		t.Fatalf("a 1s-lease reconciler took a healthy 30s claim: %v %v", cs, err)
	}
	if ds, err := short.Demand(f.ctx, firm, healthy, rail.Cause{}); err != nil || ds.Won {
		t.Fatalf("a 1s-lease demand took a healthy 30s claim: %+v %v", ds, err)
	}
	if err := long.Heartbeat(f.ctx, d.Claim); err != nil {
		t.Fatalf("the healthy holder lost its claim: %v", err)
	}
	if l := f.lease(firm, healthy); l.ClaimedBy != "long-lease" {
		t.Fatalf("claim held by %s", l.ClaimedBy)
	}

	// Dead claims under 1 s: a 30s-configured reconciler and demand take them
	// once the row's lease ends.
	_, deadA := ids()
	_, deadB := ids()
	for _, m := range []string{deadA, deadB} {
		if d, err := short.Demand(f.ctx, firm, m, rail.Cause{}); err != nil || !d.Won {
			t.Fatal(d, err)
		}
	}
	for _, m := range []string{deadA, deadB} {
		f.waitLeaseExpired(firm, m, time.Second)
	}
	ds, err := long.Demand(f.ctx, firm, deadA, rail.Cause{})
	if err != nil || !ds.Won {
		t.Fatalf("a 30s-lease demand did not take a dead 1s claim: %+v %v", ds, err)
	}
	cs, err := long.Reconcile(f.ctx, 10)
	if err != nil || len(cs) != 1 || cs[0].MatterID != deadB {
		t.Fatalf("a 30s-lease reconciler did not take the dead 1s claim: %v %v", cs, err)
	}
	for _, m := range []string{deadA, deadB} {
		if l := f.lease(firm, m); l.ClaimedBy != "long-lease" || l.ExpiresAt.Sub(l.ClaimedAt) != 30*time.Second {
			t.Fatalf("matter %s after the takeover: %+v, want long-lease's 30s claim", m, l)
		}
	}
	for _, c := range []rail.Claim{d.Claim, ds.Claim, cs[0]} {
		for next := &c; next != nil; {
			res, err := long.Finish(f.ctx, *next, rail.Frame{}, nil)
			if err != nil {
				t.Fatal(err)
			}
			next = res.FollowUp
		}
	}
	for _, m := range []string{healthy, deadA, deadB} {
		f.checkQuiet(firm, m)
	}
}

// Every lease stamp is taken after the statement's wait for the row lock:
// a claim or renewal that waited behind another transaction gets a whole
// lease from when it wrote the row, not from when it started. Each path is
// held behind a transaction that locked the row; when that transaction has
// read its clock (T) and ends, the stamp must be at or after T, and the
// expiry exactly one lease later.
func TestLeaseStampedAfterLockWait(t *testing.T) {
	const lease = 10 * time.Second
	type setup func(f *fixture, r *rail.Rail, firm, matter string) rail.Claim
	claim := func(f *fixture, r *rail.Rail, firm, matter string) rail.Claim {
		d, err := r.Demand(f.ctx, firm, matter, rail.Cause{})
		if err != nil || !d.Won {
			f.t.Fatal(d, err)
		}
		return d.Claim
	}
	for _, tc := range []struct {
		name  string
		setup setup
		op    func(ctx context.Context, r *rail.Rail, c rail.Claim, firm, matter string) error
	}{
		{"demand claims an idle row", func(f *fixture, r *rail.Rail, firm, matter string) rail.Claim {
			c := claim(f, r, firm, matter)
			if _, err := r.Finish(f.ctx, c, rail.Frame{}, nil); err != nil {
				f.t.Fatal(err)
			}
			return rail.Claim{}
		}, func(ctx context.Context, r *rail.Rail, _ rail.Claim, firm, matter string) error {
			_, err := r.Demand(ctx, firm, matter, rail.Cause{})
			return err
		}},
		{"demand reclaims an expired lease", func(f *fixture, r *rail.Rail, firm, matter string) rail.Claim {
			short := f.rail("dying", 500*time.Millisecond)
			claim(f, short, firm, matter)
			f.waitLeaseExpired(firm, matter, 500*time.Millisecond)
			return rail.Claim{}
		}, func(ctx context.Context, r *rail.Rail, _ rail.Claim, firm, matter string) error {
			_, err := r.Demand(ctx, firm, matter, rail.Cause{})
			return err
		}},
		{"heartbeat", claim, func(ctx context.Context, r *rail.Rail, c rail.Claim, _, _ string) error {
			return r.Heartbeat(ctx, c)
		}},
		{"snapshot", claim, func(ctx context.Context, r *rail.Rail, c rail.Claim, _, _ string) error {
			_, err := r.Snapshot(ctx, c, nil)
			return err
		}},
		{"finish takes the follow-up", func(f *fixture, r *rail.Rail, firm, matter string) rail.Claim {
			c := claim(f, r, firm, matter)
			if _, err := r.Demand(f.ctx, firm, matter, rail.Cause{}); err != nil { // demand during the build
				f.t.Fatal(err)
			}
			return c
		}, func(ctx context.Context, r *rail.Rail, c rail.Claim, _, _ string) error {
			res, err := r.Finish(ctx, c, rail.Frame{}, nil)
			if err == nil && res.FollowUp == nil {
				err = context.Canceled // no follow-up: nothing stamped
			}
			return err
		}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			f := newFixture(t)
			r := f.rail("stamper", lease)
			firm, matter := ids()
			c := tc.setup(f, r, firm, matter)

			blocker, err := f.pool.Begin(f.ctx)
			if err != nil {
				t.Fatal(err)
			}
			defer func() { _ = blocker.Rollback(f.ctx) }()
			if _, err := blocker.Exec(f.ctx, `SELECT 1 FROM ops.matter_frame_jobs WHERE firm_id = $1 AND matter_id = $2 FOR UPDATE`,
				firm, matter); err != nil {
				t.Fatal(err)
			}
			done := make(chan error, 1)
			go func() { done <- tc.op(f.ctx, r, c, firm, matter) }()
			waitFor(t, 20*time.Second, "the operation to wait for the row lock", func() bool {
				var n int
				if err := f.pool.QueryRow(f.ctx, `SELECT count(*) FROM pg_stat_activity
					WHERE datname = current_database() AND wait_event_type = 'Lock'`).Scan(&n); err != nil {
					t.Fatal(err)
				}
				return n > 0
			})
			var released time.Time
			if err := blocker.QueryRow(f.ctx, `SELECT clock_timestamp()`).Scan(&released); err != nil {
				t.Fatal(err)
			}
			if err := blocker.Rollback(f.ctx); err != nil {
				t.Fatal(err)
			}
			if err := <-done; err != nil {
				t.Fatalf("%s: %v", tc.name, err)
			}
			l := f.lease(firm, matter)
			if l.ClaimedAt.Before(released) {
				t.Fatalf("%s stamped the lease at %s, before the lock it waited for was released at %s (%s early)",
					tc.name, l.ClaimedAt.Format(time.RFC3339Nano), released.Format(time.RFC3339Nano), released.Sub(l.ClaimedAt))
			}
			if got := l.ExpiresAt.Sub(l.ClaimedAt); got != lease {
				t.Fatalf("%s stored a lease of %s, want %s", tc.name, got, lease)
			}
		})
	}
}
