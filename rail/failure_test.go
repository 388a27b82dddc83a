package rail_test

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net"
	"net/url"
	"os"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/jackc/pgx/v5/pgxpool"

	"pramaan/internal/pgtest"
	"pramaan/rail"
)

// backoffPassed stands in for time passing: it makes the matter's retry due
// now, as if its back-off had elapsed.
func (f *fixture) backoffPassed(matter string) {
	f.t.Helper()
	if _, err := f.pool.Exec(f.ctx, `UPDATE ops.matter_frame_jobs SET (next_attempt_at, sweep_at) = (SELECT t.at, t.at FROM (SELECT clock_timestamp() AS at) t)
		WHERE matter_id = $1`, matter); err != nil {
		f.t.Fatal(err)
	}
}

// A failed build releases its claim with exponential back-off (base, 2 base,
// capped at max; Postgres clock), keeps the demand unserved, and is not
// reclaimed by a demand or the reconciler before the back-off passes; a
// landing resets the attempts.
func TestFailBackoffGrows(t *testing.T) {
	f := newFixture(t)
	r := rail.New(f.pool, rail.Config{WorkerID: "w", Lease: time.Minute, BackoffBase: 10 * time.Second, BackoffMax: 25 * time.Second})
	firm, matter := ids()
	d, err := r.Demand(f.ctx, firm, matter, rail.Cause{})
	if err != nil || !d.Won {
		t.Fatal(d, err)
	}
	c := d.Claim
	for i, want := range []float64{10, 20, 25, 25} {
		if err := r.Fail(f.ctx, c, fmt.Errorf("unreadable scan, attempt %d", i+1)); err != nil {
			t.Fatal(err)
		}
		j := f.job(firm, matter)
		if j.RunStatus != "idle" || j.Attempts != i+1 || j.Backoff == nil || *j.Backoff < want-0.1 || *j.Backoff > want+1 ||
			j.Served >= j.Requested || j.LastError == nil || *j.LastError != fmt.Sprintf("unreadable scan, attempt %d", i+1) {
			t.Fatalf("after failure %d: %+v, back-off %v, want %vs", i+1, j, *j.Backoff, want)
		}
		if o := outcome(f.run(matter, c.RunID)); o != "failed" {
			t.Fatalf("failed run: %s", o)
		}
		if err := r.Fail(f.ctx, c, errors.New("again")); !errors.Is(err, rail.ErrLostClaim) {
			t.Fatalf("second Fail of a released claim: %v, want ErrLostClaim", err)
		}
		// In back-off: a demand records itself but does not claim; the
		// reconciler leaves the row alone.
		dd, err := r.Demand(f.ctx, firm, matter, rail.Cause{})
		if err != nil || dd.Won {
			t.Fatalf("demand during back-off: %+v %v", dd, err)
		}
		if cs, err := r.Reconcile(f.ctx, 10); err != nil || len(cs) != 0 {
			t.Fatalf("reconcile during back-off took %v (%v)", cs, err)
		}
		f.backoffPassed(matter)
		cs, err := r.Reconcile(f.ctx, 10)
		if err != nil || len(cs) != 1 {
			t.Fatalf("reconcile after back-off: %v %v", cs, err)
		}
		if cs[0].Token <= c.Token {
			t.Fatalf("the retry's token %d is not fresh (previous %d)", cs[0].Token, c.Token)
		}
		c = cs[0]
	}
	if _, err := r.Finish(f.ctx, c, rail.Frame{}, nil); err != nil {
		t.Fatal(err)
	}
	j := f.job(firm, matter)
	if j.Attempts != 0 || j.LastError != nil {
		t.Fatalf("a landing did not reset the failure count: %+v", j)
	}
	f.checkQuiet(firm, matter)
}

// Reconcile takes exactly the rows that need a worker: expired leases (the
// old run becomes 'abandoned', the attempt is counted, the token is fresh)
// and idle rows with unserved demand whose back-off passed; not fresh
// leases, not served rows. Concurrent reconcilers split the work (SKIP
// LOCKED): no row is claimed twice.
func TestReconcileTakesWhatNeedsAttention(t *testing.T) {
	f := newFixture(t)
	const lease = 300 * time.Millisecond
	r := f.rail("reconciler", lease)
	firm := "44444444-4444-4444-4444-444444444444"
	mk := func() string { _, m := ids(); return m }
	expired, due, fresh, served := mk(), mk(), mk(), mk()

	dExp, _ := r.Demand(f.ctx, firm, expired, rail.Cause{TraceParent: tp})
	dDue, _ := r.Demand(f.ctx, firm, due, rail.Cause{})
	if err := r.Fail(f.ctx, dDue.Claim, errors.New("boom")); err != nil {
		t.Fatal(err)
	}
	f.backoffPassed(due)
	dSrv, _ := r.Demand(f.ctx, firm, served, rail.Cause{})
	if _, err := r.Finish(f.ctx, dSrv.Claim, rail.Frame{}, nil); err != nil {
		t.Fatal(err)
	}
	f.waitLeaseExpired(firm, expired, lease)
	dFresh, _ := r.Demand(f.ctx, firm, fresh, rail.Cause{})

	cs, err := r.Reconcile(f.ctx, 10)
	if err != nil {
		t.Fatal(err)
	}
	got := map[string]rail.Claim{}
	for _, c := range cs {
		got[c.MatterID] = c
	}
	if len(cs) != 2 || got[expired].RunID == 0 || got[due].RunID == 0 {
		t.Fatalf("reconcile took %v, want the expired and the due matter", cs)
	}
	if got[expired].Token != dExp.Claim.Token+1 || got[expired].TraceID() != "4bf92f3577b34da6a3ce929d0e0e4736" {
		t.Fatalf("reclaim of the expired lease: %+v", got[expired])
	}
	if o := outcome(f.run(expired, dExp.Claim.RunID)); o != "abandoned" {
		t.Fatalf("expired run: %s, want abandoned", o)
	}
	if j := f.job(firm, expired); j.Attempts != 1 || j.LastError == nil {
		t.Fatalf("an expired lease was not counted as an attempt: %+v", j)
	}
	if j := f.job(firm, fresh); *j.CurrentRunID != dFresh.Claim.RunID {
		t.Fatalf("a fresh lease was taken: %+v", j)
	}
	for _, c := range cs {
		if _, err := r.Finish(f.ctx, c, rail.Frame{}, nil); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := r.Finish(f.ctx, dFresh.Claim, rail.Frame{}, nil); err != nil {
		t.Fatal(err)
	}
	for _, m := range []string{expired, due, fresh, served} {
		f.checkQuiet(firm, m)
	}

	// 40 due rows, 4 reconcilers at once: each row claimed exactly once.
	// The reconcilers hold their claims under a long lease, so that a
	// loaded machine's slow pass cannot let a claim expire and be taken
	// again, as an expired claim rightly is.
	for i := 0; i < 40; i++ {
		m := mk()
		d, _ := r.Demand(f.ctx, firm, m, rail.Cause{})
		if err := r.Release(f.ctx, d.Claim); err != nil {
			t.Fatal(err)
		}
	}
	var (
		mu    sync.Mutex
		taken = map[string]int{}
		wg    sync.WaitGroup
	)
	for w := 0; w < 4; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			rr := f.rail(fmt.Sprint("rec-", w), time.Minute)
			for {
				cs, err := rr.Reconcile(f.ctx, 3)
				if err != nil {
					t.Error(err)
					return
				}
				if len(cs) == 0 {
					return
				}
				mu.Lock()
				for _, c := range cs {
					taken[c.MatterID]++
				}
				mu.Unlock()
			}
		}()
	}
	wg.Wait()
	if len(taken) != 40 {
		t.Fatalf("%d of 40 released matters reclaimed", len(taken))
	}
	for m, n := range taken {
		if n != 1 {
			t.Fatalf("matter %s claimed %d times", m, n)
		}
	}
}

// dropProxy is a TCP proxy in front of Postgres that, when armed, swallows
// the next reply from the server and cuts the connection: the server has
// done the work (a COMMIT has committed), the client never hears it. With
// cutBefore it instead swallows the next request, so the server never sees it.
type dropProxy struct {
	ln        net.Listener
	target    string
	armed     atomic.Bool
	cutBefore atomic.Bool
	fired     atomic.Int64
	skip      atomic.Int64 // armed: let this many more chunks through first
}

func newDropProxy(t *testing.T, target string) *dropProxy {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	p := &dropProxy{ln: ln, target: target}
	t.Cleanup(func() { ln.Close() })
	go func() {
		for {
			client, err := ln.Accept()
			if err != nil {
				return
			}
			server, err := net.Dial("tcp", target)
			if err != nil {
				client.Close()
				continue
			}
			cut := func() { p.fired.Add(1); client.Close(); server.Close() }
			pump := func(dst, src net.Conn, replies bool) {
				buf := make([]byte, 64<<10)
				for {
					n, err := src.Read(buf)
					if n > 0 {
						if p.armed.Load() && p.cutBefore.Load() != replies && p.skip.Add(-1) < 0 && p.armed.CompareAndSwap(true, false) {
							cut()
							return
						}
						if _, werr := dst.Write(buf[:n]); werr != nil {
							return
						}
					}
					if err != nil {
						if err != io.EOF {
							dst.Close()
						}
						dst.Close()
						return
					}
				}
			}
			go pump(server, client, false)
			go pump(client, server, true)
		}
	}()
	return p
}

// proxiedPool returns a pool on a fresh test database whose connections go
// through a dropProxy.
func proxiedPool(t *testing.T) (*pgxpool.Pool, *dropProxy) {
	t.Helper()
	raw := pgtest.URL(t)
	u, err := url.Parse(raw)
	if err != nil {
		t.Fatal(err)
	}
	p := newDropProxy(t, u.Host)
	u.Host = p.ln.Addr().String()
	cfg, err := pgxpool.ParseConfig(u.String())
	if err != nil {
		t.Fatal(err)
	}
	cfg.MaxConns = 1 // one connection: the statement cut is the one under test
	pool, err := pgxpool.NewWithConfig(context.Background(), cfg)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(pool.Close)
	return pool, p
}

// The reconcile pass reads only the partial index of rows due a look
// (sweep_at): its cost grows with the rows needing attention, not with the
// table. Checked on the plan, for a ledger of served matters.
func TestReconcilePlanUsesPartialIndexes(t *testing.T) {
	f := newFixture(t)
	if _, err := f.pool.Exec(f.ctx, `INSERT INTO ops.matter_frame_jobs (firm_id, matter_id, requested_generation, claimed_generation, served_generation)
		SELECT gen_random_uuid(), gen_random_uuid(), 1, 1, 1 FROM generate_series(1, 50000); ANALYZE ops.matter_frame_jobs`); err != nil {
		t.Fatal(err)
	}
	q, err := os.ReadFile("sql/reconcile.sql")
	if err != nil {
		t.Fatal(err)
	}
	rows, err := f.pool.Query(f.ctx, "EXPLAIN (ANALYZE, COSTS OFF) "+string(q), 30.0, 100, "x", []string{})
	if err != nil {
		t.Fatal(err)
	}
	var plan []string
	for rows.Next() {
		var line string
		if err := rows.Scan(&line); err != nil {
			t.Fatal(err)
		}
		plan = append(plan, line)
	}
	text := strings.Join(plan, "\n")
	if strings.Contains(text, "Seq Scan on matter_frame_jobs") ||
		!strings.Contains(text, "Index Scan using matter_frame_jobs_sweep") {
		t.Fatalf("reconcile plan does not read only the partial index:\n%s", text)
	}
}
