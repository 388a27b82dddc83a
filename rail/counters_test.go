package rail_test

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"sort"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"pramaan/rail"
)

// The counters tell the truth under stalls and reclaims: 3,200 demands on
// one matter, raced by workers whose builds stall past their lease (so
// demands and reconcilers reclaim and the stalled finishes are fenced),
// leave requested_generation = 3,200 exactly (each demand got its own
// number, 1 to 3,200), every demand served by a frame that landed after it
// was made, every claim's token unique, and every build's model call
// recorded, the fenced ones counted as wasted.
func TestCountersHonestUnderReclaims(t *testing.T) {
	f := newFixtureConns(t, 40)
	const (
		demanders = 16
		each      = 200
		total     = demanders * each
		workers   = 4
		lease     = 150 * time.Millisecond
	)
	firm, matter := ids()
	type demand struct {
		number int64
		before time.Time // Postgres clock, before the demand was sent
	}
	var (
		mu       sync.Mutex
		demands  []demand
		claims   = make(chan rail.Claim, total)
		fenced   atomic.Int64
		landed   atomic.Int64
		reclaims atomic.Int64
		done     = make(chan struct{})
	)
	build := func(r *rail.Rail, rng *rand.Rand, c rail.Claim) {
		for {
			if rng.IntN(3) == 0 {
				if _, err := r.Snapshot(f.ctx, c, nil); err != nil && !errors.Is(err, rail.ErrLostClaim) {
					t.Errorf("snapshot %v: %v", c, err)
					return
				}
			}
			if rng.IntN(5) == 0 {
				// A stall past the lease: a demand or a reconciler takes the
				// matter over, and this finish is fenced (unless nobody did).
				f.waitLeaseExpired(firm, matter, lease)
			}
			res, err := r.Finish(f.ctx, c, rail.Frame{ModelCalls: 1}, nil)
			switch {
			case errors.Is(err, rail.ErrFenced):
				fenced.Add(1)
				return
			case err != nil:
				t.Errorf("finish %v: %v", c, err)
				return
			}
			landed.Add(1)
			if res.FollowUp == nil {
				return
			}
			c = *res.FollowUp
		}
	}
	var wg sync.WaitGroup
	for w := 0; w < workers; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			r := f.rail(fmt.Sprint("worker-", w), lease)
			rng := rand.New(rand.NewPCG(uint64(w), 3200))
			for {
				select {
				case c := <-claims:
					build(r, rng, c)
					continue
				case <-done:
					return
				case <-time.After(20 * time.Millisecond):
				}
				cs, err := r.Reconcile(f.ctx, 1)
				if err != nil {
					t.Errorf("reconcile: %v", err)
					return
				}
				for _, c := range cs {
					reclaims.Add(1)
					build(r, rng, c)
				}
			}
		}()
	}
	var dg sync.WaitGroup
	for d := 0; d < demanders; d++ {
		dg.Add(1)
		go func() {
			defer dg.Done()
			r := f.rail(fmt.Sprint("demander-", d), lease)
			for i := 0; i < each; i++ {
				var before time.Time
				if err := f.pool.QueryRow(f.ctx, `SELECT clock_timestamp()`).Scan(&before); err != nil {
					t.Error(err)
					return
				}
				res, err := r.Demand(f.ctx, firm, matter, rail.Cause{})
				if err != nil {
					t.Errorf("demand: %v", err)
					return
				}
				mu.Lock()
				demands = append(demands, demand{res.Requested, before})
				mu.Unlock()
				if res.Won {
					claims <- res.Claim
				}
			}
		}()
	}
	dg.Wait()
	close(done)
	wg.Wait()
	if t.Failed() {
		return
	}
	drainer := f.rail("drain", lease)
	for len(claims) > 0 { // claims won but never built: finish or fence them
		build(drainer, rand.New(rand.NewPCG(1, 1)), <-claims)
	}
	f.drain(drainer, nil)

	// requested_generation counts demands, exactly, and each demand got its
	// own number.
	j := f.job(firm, matter)
	if j.Requested != total {
		t.Fatalf("requested_generation = %d after %d demands", j.Requested, total)
	}
	sort.Slice(demands, func(a, b int) bool { return demands[a].number < demands[b].number })
	for i, d := range demands {
		if d.number != int64(i+1) {
			t.Fatalf("demand numbers are not 1..%d: the %dth is %d", total, i+1, d.number)
		}
	}
	f.checkQuiet(firm, matter)

	// Every demand is served by a frame that landed after it was made: the
	// first frame whose generation covers it.
	frs := f.frames(matter)
	var builtAt []time.Time
	if err := func() error {
		rows, err := f.pool.Query(f.ctx, `SELECT built_at FROM ops.matter_frames WHERE matter_id = $1 ORDER BY generation`, matter)
		if err != nil {
			return err
		}
		defer rows.Close()
		for rows.Next() {
			var at time.Time
			if err := rows.Scan(&at); err != nil {
				return err
			}
			builtAt = append(builtAt, at)
		}
		return rows.Err()
	}(); err != nil {
		t.Fatal(err)
	}
	sort.Slice(frs, func(a, b int) bool { return frs[a].Generation < frs[b].Generation })
	next := 0
	for _, d := range demands {
		for next < len(frs) && frs[next].Generation < d.number {
			next++
		}
		if next == len(frs) {
			t.Fatalf("demand %d is served by no frame (newest %d)", d.number, frs[len(frs)-1].Generation)
		}
		if !builtAt[next].After(d.before) {
			t.Fatalf("demand %d (made after %s) counted as served by frame %d, built at %s: before the demand",
				d.number, d.before.Format(time.RFC3339Nano), frs[next].Generation, builtAt[next].Format(time.RFC3339Nano))
		}
	}

	// Tokens are unique; reclaims and fencing did happen; every build's model
	// call is on its run, and the fenced ones are the wasted ones.
	var runs, tokens, wastedRuns int
	var calls int64
	if err := f.pool.QueryRow(f.ctx, `SELECT count(*), count(DISTINCT token),
			count(*) FILTER (WHERE outcome = 'fenced'), COALESCE(sum(model_calls), 0)
		FROM ops.matter_frame_runs WHERE matter_id = $1`, matter).Scan(&runs, &tokens, &wastedRuns, &calls); err != nil {
		t.Fatal(err)
	}
	if tokens != runs || int64(runs) != j.Token {
		t.Fatalf("%d runs with %d distinct tokens, dispenser at %d: tokens are not unique", runs, tokens, j.Token)
	}
	if fenced.Load() == 0 || j.Token <= int64(len(frs)) {
		t.Fatalf("no stall was fenced (%d fenced, %d tokens, %d frames): the test did not exercise reclaims",
			fenced.Load(), j.Token, len(frs))
	}
	if int64(wastedRuns) != fenced.Load() || calls != landed.Load()+fenced.Load() {
		t.Fatalf("runs record %d model calls over %d fenced runs; builds made %d landed + %d fenced", calls,
			wastedRuns, landed.Load(), fenced.Load())
	}
	st, err := drainer.Status(f.ctx, matter)
	if err != nil || len(st) != 1 || st[0].WastedModelCalls != fenced.Load() || st[0].FencingToken != j.Token {
		t.Fatalf("status %+v %v: want %d wasted model calls, token %d", st, err, fenced.Load(), j.Token)
	}
	t.Logf("%d demands: requested_generation %d, %d frames, %d tokens (%d reclaimed by the reconciler), %d finishes fenced",
		total, j.Requested, len(frs), j.Token, reclaims.Load(), fenced.Load())
}
