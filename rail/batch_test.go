package rail_test

import (
	"context"
	"errors"
	"fmt"
	"os"
	"regexp"
	"sort"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"

	"pramaan/rail"
)

// claimN demands n new matters of one firm with r and returns their claims.
func (f *fixture) claimN(r *rail.Rail, firm string, n int) []rail.Claim {
	f.t.Helper()
	var cs []rail.Claim
	for i := 0; i < n; i++ {
		_, m := ids()
		d, err := r.Demand(f.ctx, firm, m, rail.Cause{TraceParent: tp})
		if err != nil || !d.Won {
			f.t.Fatalf("demand matter %s: %+v %v", m, d, err)
		}
		cs = append(cs, d.Claim)
	}
	return cs
}

// A finish batch in which some claims were taken over (fenced) and the others
// are current: the current ones land, each fenced one fails alone with
// ErrFenced, records its run 'fenced' and lands nothing; the successors'
// claims are untouched and land afterwards.
func TestFinishBatchSomeFencedSomeLand(t *testing.T) {
	for _, withAlso := range []bool{false, true} {
		t.Run(fmt.Sprintf("also=%v", withAlso), func(t *testing.T) {
			t.Parallel()
			f := newFixture(t)
			zombie := f.rail("zombie", time.Minute)
			successor := f.rail("successor", time.Minute)
			firm, _ := ids()
			claims := f.claimN(zombie, firm, 6)
			fenced := map[int]rail.Claim{} // index -> the successor's claim
			for _, i := range []int{1, 4} {
				fenced[i] = f.takeOver(successor, firm, claims[i].MatterID).Claim
			}
			var alsoRan sync.Map
			reqs := make([]rail.FinishRequest, len(claims))
			for i, c := range claims {
				_, doc := ids()
				reqs[i] = rail.FinishRequest{Claim: c, Frame: rail.Frame{Body: []byte(fmt.Sprintf(`{"i":%d}`, i)), ModelCalls: 1,
					DocumentIDs: []string{doc, strings.ToUpper(doc)}}}
				if withAlso {
					reqs[i].Also = func(ctx context.Context, tx pgx.Tx, gen int64) error {
						alsoRan.Store(c.MatterID, gen)
						return nil
					}
				}
			}
			out := zombie.FinishBatch(f.ctx, reqs)
			for i, c := range claims {
				if _, isFenced := fenced[i]; isFenced {
					if !errors.Is(out[i].Err, rail.ErrFenced) {
						t.Fatalf("matter %s taken over: finish %+v, want ErrFenced", c.MatterID, out[i])
					}
					if got := outcome(f.run(c.MatterID, c.RunID)); got != "fenced" {
						t.Fatalf("matter %s: zombie's run is %q, want fenced", c.MatterID, got)
					}
					if frs := f.frames(c.MatterID); len(frs) != 0 {
						t.Fatalf("matter %s: a fenced finish landed %v", c.MatterID, frs)
					}
					if _, ran := alsoRan.Load(c.MatterID); ran {
						t.Fatalf("matter %s: Also ran for a fenced row", c.MatterID)
					}
					continue
				}
				if out[i].Err != nil || out[i].Result.Generation != c.Token || out[i].Result.FollowUp != nil {
					t.Fatalf("matter %s: finish %+v (err %v), want landed at %d", c.MatterID, out[i].Result, out[i].Err, c.Token)
				}
				if withAlso {
					if gen, ran := alsoRan.Load(c.MatterID); !ran || gen.(int64) != out[i].Result.Generation {
						t.Fatalf("matter %s: Also ran %v with %v", c.MatterID, ran, gen)
					}
				}
				// The frame and its run carry this finish's own body, documents
				// and model calls.
				var body bool
				var docs []string
				var covered, calls int
				if err := f.pool.QueryRow(f.ctx, `SELECT fr.body = $2::jsonb, fr.document_ids::text[], r.documents_covered, r.model_calls
					FROM ops.matter_frames fr JOIN ops.matter_frame_runs r USING (run_id)
					WHERE fr.matter_id = $1`, c.MatterID, string(reqs[i].Frame.Body)).Scan(&body, &docs, &covered, &calls); err != nil {
					t.Fatal(err)
				}
				want := reqs[i].Frame
				if !body || len(docs) != 2 || docs[0] != want.DocumentIDs[0] || covered != 2 || calls != 1 {
					t.Fatalf("matter %s: frame body ours %v, docs %v covered %d calls %d, want %s %v", c.MatterID, body, docs, covered, calls,
						want.Body, want.DocumentIDs)
				}
				f.checkQuiet(firm, c.MatterID)
			}
			// The successors land their own claims.
			for i, c := range fenced {
				if _, err := successor.Finish(f.ctx, c, rail.Frame{}, nil); err != nil {
					t.Fatalf("successor of matter %s (index %d): %v", c.MatterID, i, err)
				}
				f.checkQuiet(firm, c.MatterID)
			}
		})
	}
}

// With Yield, demand that arrived during a build leaves that matter pending
// (idle, unserved) instead of taking a follow-up; its neighbours land.
func TestFinishBatchYield(t *testing.T) {
	t.Parallel()
	f := newFixture(t)
	r := f.rail("w", time.Minute)
	firm, _ := ids()
	claims := f.claimN(r, firm, 4)
	if d, err := r.Demand(f.ctx, firm, claims[2].MatterID, rail.Cause{}); err != nil || d.Won {
		t.Fatalf("demand during build: %+v %v", d, err)
	}
	reqs := make([]rail.FinishRequest, len(claims))
	for i, c := range claims {
		reqs[i] = rail.FinishRequest{Claim: c, Yield: true}
	}
	for i, o := range r.FinishBatch(f.ctx, reqs) {
		if o.Err != nil || o.Result.FollowUp != nil {
			t.Fatalf("finish %d: %+v %v", i, o.Result, o.Err)
		}
	}
	if j := f.job(firm, claims[2].MatterID); j.RunStatus != "idle" || j.Served >= j.Requested {
		t.Fatalf("matter with demand during its build: %+v, want idle and pending", j)
	}
	f.drain(r, nil)
	for _, c := range claims {
		f.checkQuiet(firm, c.MatterID)
	}
}

// Demand that arrived during a build is served by a follow-up claim taken in
// the batch, for that row only.
func TestFinishBatchFollowUp(t *testing.T) {
	for _, withAlso := range []bool{false, true} {
		t.Run(fmt.Sprintf("also=%v", withAlso), func(t *testing.T) {
			t.Parallel()
			f := newFixture(t)
			r := f.rail("w", time.Minute)
			firm, _ := ids()
			claims := f.claimN(r, firm, 4)
			for k := 0; k < 3; k++ { // three demands during the build of matter 2
				if d, err := r.Demand(f.ctx, firm, claims[2].MatterID, rail.Cause{}); err != nil || d.Won {
					t.Fatalf("demand during build: %+v %v", d, err)
				}
			}
			reqs := make([]rail.FinishRequest, len(claims))
			for i, c := range claims {
				reqs[i] = rail.FinishRequest{Claim: c}
				if withAlso {
					reqs[i].Also = func(context.Context, pgx.Tx, int64) error { return nil }
				}
			}
			out := r.FinishBatch(f.ctx, reqs)
			for i, o := range out {
				if o.Err != nil {
					t.Fatalf("finish %d: %v", i, o.Err)
				}
				if (o.Result.FollowUp != nil) != (i == 2) {
					t.Fatalf("finish %d: follow-up %v", i, o.Result.FollowUp)
				}
			}
			fu := *out[2].Result.FollowUp
			if res, err := r.Finish(f.ctx, fu, rail.Frame{}, nil); err != nil || res.FollowUp != nil {
				t.Fatalf("follow-up finish: %+v %v", res, err)
			}
			for _, c := range claims {
				f.checkQuiet(firm, c.MatterID)
			}
			if n := len(f.frames(claims[2].MatterID)); n != 2 {
				t.Fatalf("three demands during one build cost %d builds, want 2 (G3)", n)
			}
		})
	}
}

// An Also that fails makes the batch's transaction fail, and every finish is
// then retried alone: the bad one fails with its own error, its neighbours
// land.
func TestFinishBatchAlsoFailsAlone(t *testing.T) {
	t.Parallel()
	f := newFixture(t)
	r := f.rail("w", time.Minute)
	firm, _ := ids()
	claims := f.claimN(r, firm, 4)
	bad := errors.New("outbox refused")
	reqs := make([]rail.FinishRequest, len(claims))
	for i, c := range claims {
		reqs[i] = rail.FinishRequest{Claim: c, Also: func(context.Context, pgx.Tx, int64) error {
			if c.MatterID == claims[1].MatterID {
				return bad
			}
			return nil
		}}
	}
	out := r.FinishBatch(f.ctx, reqs)
	for i, o := range out {
		if i == 1 {
			if !errors.Is(o.Err, bad) || len(f.frames(claims[1].MatterID)) != 0 {
				t.Fatalf("bad row: %+v", o)
			}
			continue
		}
		if o.Err != nil {
			t.Fatalf("neighbour %d did not land: %v", i, o.Err)
		}
		f.checkQuiet(firm, claims[i].MatterID)
	}
}

// A race: zombies finish through a group commit while successors take some
// of their matters over at the same moment. Every finish is either landed
// (and its frame is there, with its token) or fenced (and nothing of it is),
// the ledger shows one frame per landed finish, and once drained every
// matter is served (G1, G2, G4).
func TestGroupCommitRacesTakeovers(t *testing.T) {
	t.Parallel()
	f := newFixture(t)
	zombie := f.rail("zombie", time.Minute)
	successor := f.rail("successor", time.Minute)
	gc := zombie.NewGroupCommit(5*time.Millisecond, 8)
	firm, _ := ids()
	const n = 40
	claims := f.claimN(zombie, firm, n)
	type result struct {
		res rail.FinishResult
		err error
	}
	results := make([]result, n)
	var (
		wg         sync.WaitGroup
		mu         sync.Mutex
		successors []rail.Claim
	)
	start := make(chan struct{})
	for i, c := range claims {
		wg.Add(1)
		go func() {
			defer wg.Done()
			<-start
			res, err := gc.Finish(f.ctx, c, rail.Frame{Body: []byte(`{}`)}, nil)
			results[i] = result{res, err}
		}()
		if i%3 == 0 {
			wg.Add(1)
			go func() {
				defer wg.Done()
				<-start
				// Expire and take over in one transaction, racing the finish.
				tx, err := f.pool.Begin(f.ctx)
				if err != nil {
					t.Error(err)
					return
				}
				defer func() { _ = tx.Rollback(f.ctx) }()
				if _, err := tx.Exec(f.ctx, `UPDATE ops.matter_frame_jobs SET (lease_expires_at, sweep_at) = (SELECT t.at, t.at FROM (SELECT clock_timestamp() - interval '1 millisecond' AS at) t)
					WHERE firm_id = $1 AND matter_id = $2 AND run_status = 'running'`, firm, c.MatterID); err != nil {
					t.Error(err)
					return
				}
				d, err := successor.DemandTx(f.ctx, tx, firm, c.MatterID, rail.Cause{})
				if err != nil {
					t.Error(err)
					return
				}
				if err := tx.Commit(f.ctx); err != nil {
					t.Error(err)
					return
				}
				if d.Won {
					mu.Lock()
					successors = append(successors, d.Claim)
					mu.Unlock()
				}
			}()
		}
	}
	close(start)
	wg.Wait()
	landed, fencedN := 0, 0
	for i, c := range claims {
		r := results[i]
		ran := f.run(c.MatterID, c.RunID)
		switch {
		case r.err == nil:
			landed++
			if r.res.Generation != c.Token || outcome(ran) != "landed" {
				t.Fatalf("matter %s: landed %+v, run %s", c.MatterID, r.res, outcome(ran))
			}
			if r.res.FollowUp != nil {
				if _, err := zombie.Finish(f.ctx, *r.res.FollowUp, rail.Frame{}, nil); err != nil && !errors.Is(err, rail.ErrFenced) {
					t.Fatal(err)
				}
			}
		case errors.Is(r.err, rail.ErrFenced):
			fencedN++
			if outcome(ran) != "fenced" {
				t.Fatalf("matter %s: fenced finish, run %s", c.MatterID, outcome(ran))
			}
			for _, fr := range f.frames(c.MatterID) {
				if fr.RunID == c.RunID {
					t.Fatalf("matter %s: a fenced finish's frame landed", c.MatterID)
				}
			}
		default:
			t.Fatalf("matter %s: %v", c.MatterID, r.err)
		}
	}
	t.Logf("%d landed, %d fenced of %d", landed, fencedN, n)
	if landed == 0 {
		t.Fatal("nothing landed: the race never let a group land")
	}
	for _, c := range successors {
		for next := &c; next != nil; {
			res, err := successor.Finish(f.ctx, *next, rail.Frame{}, nil)
			if err != nil {
				t.Fatalf("successor of matter %s: %v", c.MatterID, err)
			}
			next = res.FollowUp
		}
	}
	for _, c := range claims {
		f.checkQuiet(firm, c.MatterID)
	}
}

// A demand batch meets a row that another session holds locked: that demand
// comes back Busy at once and records nothing; the others are recorded and
// win, without waiting for the lock.
func TestDemandBatchSkipsLockedRow(t *testing.T) {
	t.Parallel()
	f := newFixture(t)
	r := f.rail("w", time.Minute)
	firm, _ := ids()
	claims := f.claimN(r, firm, 1)
	for _, c := range claims {
		if _, err := r.Finish(f.ctx, c, rail.Frame{}, nil); err != nil {
			t.Fatal(err)
		}
	}
	locked := claims[0].MatterID
	before := f.job(firm, locked)
	holder, err := f.pool.Begin(f.ctx)
	if err != nil {
		t.Fatal(err)
	}
	defer func() { _ = holder.Rollback(f.ctx) }()
	if _, err := holder.Exec(f.ctx, `SELECT 1 FROM ops.matter_frame_jobs WHERE firm_id = $1 AND matter_id = $2 FOR UPDATE`,
		firm, locked); err != nil {
		t.Fatal(err)
	}
	_, m1 := ids()
	_, m2 := ids()
	reqs := []rail.DemandRequest{{FirmID: firm, MatterID: m1}, {FirmID: firm, MatterID: locked}, {FirmID: firm, MatterID: m2}}
	ctx, cancel := context.WithTimeout(f.ctx, 20*time.Second)
	defer cancel()
	out, errs := r.DemandBatch(ctx, reqs)
	for i, e := range errs {
		if e != nil {
			t.Fatalf("demand %d: %v", i, e)
		}
	}
	if !out[1].Busy {
		t.Fatalf("demand on the locked row: %+v, want Busy", out[1])
	}
	for _, i := range []int{0, 2} {
		if out[i].Busy || !out[i].Result.Won || out[i].Result.Requested != 1 {
			t.Fatalf("demand %d: %+v, want won", i, out[i])
		}
	}
	if err := holder.Rollback(f.ctx); err != nil {
		t.Fatal(err)
	}
	if after := f.job(firm, locked); after.Requested != before.Requested {
		t.Fatalf("a Busy demand was recorded: requested %d -> %d", before.Requested, after.Requested)
	}
	// Made again alone, it is recorded.
	if d, err := r.Demand(f.ctx, firm, locked, rail.Cause{}); err != nil || !d.Won {
		t.Fatalf("retried demand: %+v %v", d, err)
	}
}

// Many demand batches over overlapping matters, in different orders, at
// once: none deadlocks, and every demand is counted exactly once (busy ones
// are made again until recorded).
func TestDemandBatchesOverlap(t *testing.T) {
	t.Parallel()
	f := newFixture(t)
	r := f.rail("w", time.Minute)
	firm, _ := ids()
	matters := make([]string, 12)
	for i := range matters {
		_, matters[i] = ids()
	}
	const workers, rounds = 6, 5
	var wg sync.WaitGroup
	var mu sync.Mutex
	made := map[string]int64{}
	var won []rail.Claim
	for w := 0; w < workers; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for round := 0; round < rounds; round++ {
				pending := make([]rail.DemandRequest, len(matters))
				for i := range matters {
					pending[i] = rail.DemandRequest{FirmID: firm, MatterID: matters[(i*(w+1)+round)%len(matters)]}
				}
				for len(pending) > 0 {
					out, errs := r.DemandBatch(f.ctx, pending)
					var again []rail.DemandRequest
					for i, o := range out {
						switch {
						case errs[i] != nil:
							t.Error(errs[i])
							return
						case o.Busy:
							again = append(again, pending[i])
						default:
							mu.Lock()
							made[pending[i].MatterID]++
							if o.Result.Won {
								won = append(won, o.Result.Claim)
							}
							mu.Unlock()
						}
					}
					pending = again
				}
			}
		}()
	}
	wg.Wait()
	for _, m := range matters {
		if j := f.job(firm, m); j.Requested != made[m] {
			t.Fatalf("matter %s: requested_generation %d, demands made %d", m, j.Requested, made[m])
		}
	}
	for _, c := range won {
		for next := &c; next != nil; {
			res, err := r.Finish(f.ctx, *next, rail.Frame{}, nil)
			if err != nil {
				t.Fatal(err)
			}
			next = res.FollowUp
		}
	}
	for _, m := range matters {
		f.checkQuiet(firm, m)
	}
}

// A demand batch meets a running row whose lease expired: that demand
// reclaims it (a fresh token, the old run abandoned) as Demand would, in the
// batch's own transaction or after its commit; three demands on one new
// matter in the batch count three and the claim serves them all.
func TestDemandBatchReclaimsAndCounts(t *testing.T) {
	for _, inTx := range []bool{false, true} {
		t.Run(fmt.Sprintf("tx=%v", inTx), func(t *testing.T) {
			t.Parallel()
			f := newFixture(t)
			r := f.rail("w", time.Minute)
			firm, _ := ids()
			old := f.claimN(r, firm, 1)[0]
			if _, err := f.pool.Exec(f.ctx, `UPDATE ops.matter_frame_jobs SET (lease_expires_at, sweep_at) = (SELECT t.at, t.at FROM (SELECT clock_timestamp() - interval '1 second' AS at) t)
				WHERE matter_id = $1`, old.MatterID); err != nil {
				t.Fatal(err)
			}
			_, fresh := ids()
			reqs := []rail.DemandRequest{{FirmID: firm, MatterID: fresh}, {FirmID: firm, MatterID: old.MatterID},
				{FirmID: firm, MatterID: fresh}, {FirmID: firm, MatterID: fresh}}
			var out []rail.DemandOutcome
			if inTx {
				tx, err := f.pool.Begin(f.ctx)
				if err != nil {
					t.Fatal(err)
				}
				if out, err = r.DemandBatchTx(f.ctx, tx, reqs); err != nil {
					t.Fatal(err)
				}
				if err := tx.Commit(f.ctx); err != nil {
					t.Fatal(err)
				}
			} else {
				var errs []error
				out, errs = r.DemandBatch(f.ctx, reqs)
				if err := errors.Join(errs...); err != nil {
					t.Fatal(err)
				}
			}
			re := out[1].Result
			if !re.Won || re.Claim.CurrentToken() <= old.CurrentToken() || re.Claim.RunID == old.RunID {
				t.Fatalf("reclaim: %+v (old claim %s)", re, old)
			}
			if got := outcome(f.run(old.MatterID, old.RunID)); got != "abandoned" {
				t.Fatalf("the expired claim's run is %q, want abandoned", got)
			}
			if !out[0].Result.Won || out[2].Result.Won || out[3].Result.Won {
				t.Fatalf("three demands on a new matter: %+v", out)
			}
			if j := f.job(firm, fresh); j.Requested != 3 || j.Claimed != 3 {
				t.Fatalf("new matter after three demands: %+v, want requested 3, all served by the claim", j)
			}
			for _, c := range []rail.Claim{re.Claim, out[0].Result.Claim} {
				if res, err := r.Finish(f.ctx, c, rail.Frame{}, nil); err != nil || res.FollowUp != nil {
					t.Fatalf("finish %s: %+v %v", c, res, err)
				}
				f.checkQuiet(firm, c.MatterID)
			}
			if n := len(f.frames(fresh)); n != 1 {
				t.Fatalf("three demands in one batch cost %d builds, want 1", n)
			}
		})
	}
}

// Record-only demands in a batch (no build slot for them) are recorded
// pending, as Record does; a matter with both kinds in the batch is
// demanded once with all of them counted, and may claim.
func TestDemandBatchRecordOnly(t *testing.T) {
	t.Parallel()
	f := newFixture(t)
	r := f.rail("w", time.Minute)
	firm, _ := ids()
	_, m1 := ids()
	_, m2 := ids()
	_, m3 := ids()
	reqs := []rail.DemandRequest{{FirmID: firm, MatterID: m1}, {FirmID: firm, MatterID: m2, RecordOnly: true},
		{FirmID: firm, MatterID: m3, RecordOnly: true}, {FirmID: firm, MatterID: m3}}
	out, errs := r.DemandBatch(f.ctx, reqs)
	if err := errors.Join(errs...); err != nil {
		t.Fatal(err)
	}
	if !out[0].Result.Won || out[1].Result.Won || out[2].Result.Won || !out[3].Result.Won {
		t.Fatalf("outcomes: %+v", out)
	}
	if j := f.job(firm, m2); j.RunStatus != "idle" || j.Requested != 1 || j.Served != 0 {
		t.Fatalf("record-only matter: %+v, want idle, pending", j)
	}
	if j := f.job(firm, m3); j.RunStatus != "running" || j.Requested != 2 || j.Claimed != 2 {
		t.Fatalf("mixed matter: %+v, want one claim serving both demands", j)
	}
	// A Runner's reconcile takes the pending one; everything lands.
	for _, c := range []rail.Claim{out[0].Result.Claim, out[3].Result.Claim} {
		if _, err := r.Finish(f.ctx, c, rail.Frame{}, nil); err != nil {
			t.Fatal(err)
		}
	}
	f.drain(r, nil)
	for _, m := range []string{m1, m2, m3} {
		f.checkQuiet(firm, m)
	}
}

// A Runner with the group commit on: many builds finish together, each
// frame lands with its own OnLand rows, demands made during builds leave
// their matters pending (the group finishes as FinishYield) and are served
// as slots free, and a build whose claim was taken over meanwhile is fenced
// alone.
func TestRunnerGroupCommit(t *testing.T) {
	t.Parallel()
	f := newFixture(t)
	r := rail.New(f.pool, rail.Config{WorkerID: "grouped", Lease: time.Minute, GroupCommit: 5 * time.Millisecond, GroupMax: 8})
	successor := f.rail("successor", time.Minute)
	firm, _ := ids()
	const n = 24
	var (
		mu      sync.Mutex
		landed  = map[string][]int64{}
		builds  = map[string]int{}
		release = make(chan struct{})
		taken   rail.Claim
	)
	claims := f.claimN(r, firm, n)
	rn := rail.NewRunner(r, func(ctx context.Context, c rail.Claim) (rail.Frame, error) {
		mu.Lock()
		builds[c.MatterID]++
		first := builds[c.MatterID] == 1
		mu.Unlock()
		if first {
			<-release
		}
		return rail.Frame{Body: []byte(`{}`)}, nil
	}, rail.RunnerOptions{Slots: n, ReconcileEvery: time.Hour, Logger: quietLogger(t),
		OnLand: func(ctx context.Context, tx pgx.Tx, c rail.Claim, gen int64) error {
			mu.Lock()
			landed[c.MatterID] = append(landed[c.MatterID], gen)
			mu.Unlock()
			_, err := tx.Exec(ctx, `UPDATE ops.matter_frames SET body = jsonb_build_object('landed_with', $3::bigint)
				WHERE matter_id = $1 AND generation = $2`, c.MatterID, gen, gen)
			return err
		}})
	for _, c := range claims {
		if !rn.Submit(c) {
			t.Fatal("submit refused")
		}
	}
	startRunner(t, rn)
	waitFor(t, 20*time.Second, "every build to start", func() bool {
		mu.Lock()
		defer mu.Unlock()
		return len(builds) == n
	})
	// During the builds: demands on every third matter (follow-ups), and a
	// takeover of matter 1 (its build is fenced).
	for i := 0; i < n; i += 3 {
		if d, err := r.Demand(f.ctx, firm, claims[i].MatterID, rail.Cause{}); err != nil || d.Won {
			t.Fatalf("demand during build: %+v %v", d, err)
		}
	}
	taken = f.takeOver(successor, firm, claims[1].MatterID).Claim
	close(release)
	waitFor(t, 30*time.Second, "every matter served but the taken one", func() bool {
		var left int
		if err := f.pool.QueryRow(f.ctx, `SELECT count(*) FROM ops.matter_frame_jobs
			WHERE firm_id = $1 AND matter_id <> $2 AND (run_status = 'running' OR served_generation < requested_generation)`,
			firm, claims[1].MatterID).Scan(&left); err != nil {
			t.Fatal(err)
		}
		return left == 0
	})
	// The takeover wrote the old run's record 'abandoned'; the zombie's own
	// finish, fenced alone after its group, turns it 'fenced'. The wait
	// above does not cover that finish, so wait for it here.
	waitFor(t, 30*time.Second, "the taken-over build's finish to be fenced", func() bool {
		return outcome(f.run(claims[1].MatterID, claims[1].RunID)) == "fenced"
	})
	if _, err := successor.Finish(f.ctx, taken, rail.Frame{}, nil); err != nil {
		t.Fatal(err)
	}
	// Frames landed by one transaction share its id (xmin): the group
	// commit put several matters' frames in one commit.
	var frames, commits int
	if err := f.pool.QueryRow(f.ctx, `SELECT count(*), count(DISTINCT xmin::text) FROM ops.matter_frames WHERE firm_id = $1`,
		firm).Scan(&frames, &commits); err != nil {
		t.Fatal(err)
	}
	t.Logf("%d frames in %d commits", frames, commits)
	if commits >= frames {
		t.Fatalf("%d frames in %d commits: the finishes were not grouped", frames, commits)
	}
	mu.Lock()
	defer mu.Unlock()
	for i, c := range claims {
		f.checkQuiet(firm, c.MatterID)
		want := 1
		if i%3 == 0 {
			want = 2 // the demand made during the build
		}
		if i == 1 {
			want = 0 // fenced; the successor landed without OnLand
		}
		if len(landed[c.MatterID]) != want {
			t.Fatalf("matter %d: OnLand ran for %v, want %d frames", i, landed[c.MatterID], want)
		}
		for _, gen := range landed[c.MatterID] {
			var with int64
			if err := f.pool.QueryRow(f.ctx, `SELECT (body->>'landed_with')::bigint FROM ops.matter_frames
				WHERE matter_id = $1 AND generation = $2`, c.MatterID, gen).Scan(&with); err != nil || with != gen {
				t.Fatalf("matter %d frame %d: OnLand's write %d %v", i, gen, with, err)
			}
		}
	}
}

// Reconcile claims in batches: one statement takes many expired leases,
// each with a token of its own. Four reconcilers race each other and the
// zombie that held every claim, which finishes them in groups: per
// matter exactly one side wins. Either the zombie's frame landed before any
// reclaim (and nobody reclaimed it), or one reconciler reclaimed it with
// the next token and the zombie's finish was fenced, alone: its neighbours
// in the group landed. The reclaims then land in one group of their own.
func TestReconcileBatchRacesZombieGroup(t *testing.T) {
	t.Parallel()
	f := newFixture(t)
	zombie := f.rail("zombie", time.Minute)
	firm, _ := ids()
	const n = 48
	claims := f.claimN(zombie, firm, n)
	byMatter := map[string]rail.Claim{}
	for _, c := range claims {
		byMatter[c.MatterID] = c
	}
	// Every lease ends now (as after a pause of the zombie past its lease).
	if _, err := f.pool.Exec(f.ctx, `UPDATE ops.matter_frame_jobs SET (lease_expires_at, sweep_at) = (SELECT t.at, t.at FROM (SELECT clock_timestamp() - interval '1 millisecond' AS at) t)
		WHERE firm_id = $1 AND run_status = 'running'`, firm); err != nil {
		t.Fatal(err)
	}
	var (
		wg       sync.WaitGroup
		mu       sync.Mutex
		reclaims = map[string][]rail.Claim{}
		zombies  []rail.FinishOutcome
		passes   [4]int
	)
	start := make(chan struct{})
	for w := 0; w < 4; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			rr := f.rail(fmt.Sprint("reconciler-", w), time.Minute)
			<-start
			for {
				cs, err := rr.Reconcile(f.ctx, 8)
				if err != nil {
					t.Error(err)
					return
				}
				if len(cs) == 0 {
					return
				}
				mu.Lock()
				passes[w]++
				for _, c := range cs {
					reclaims[c.MatterID] = append(reclaims[c.MatterID], c)
				}
				mu.Unlock()
			}
		}()
	}
	// The zombie finishes in groups of 8, all at once.
	zombies = make([]rail.FinishOutcome, n)
	for g := 0; g < n; g += 8 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			reqs := make([]rail.FinishRequest, 8)
			for i := range reqs {
				reqs[i] = rail.FinishRequest{Claim: claims[g+i], Frame: rail.Frame{Body: []byte(`{"zombie":true}`)}}
			}
			<-start
			copy(zombies[g:], zombie.FinishBatch(f.ctx, reqs))
		}()
	}
	close(start)
	wg.Wait()
	if t.Failed() {
		return
	}
	landed, fenced := 0, 0
	var second []rail.FinishRequest
	tokens := map[int64]bool{}
	for i, c := range claims {
		rs, out := reclaims[c.MatterID], zombies[i]
		switch {
		case out.Err == nil:
			landed++
			if len(rs) != 0 {
				t.Fatalf("matter %s: the zombie landed and the lease was reclaimed too: %v", c.MatterID, rs)
			}
			if out.Result.Generation != 1 {
				t.Fatalf("matter %s: zombie landed %+v, want generation 1 (its one demand)", c.MatterID, out.Result)
			}
		case errors.Is(out.Err, rail.ErrFenced):
			fenced++
			if len(rs) != 1 {
				t.Fatalf("matter %s: zombie fenced, reclaimed %d times, want once", c.MatterID, len(rs))
			}
			re := rs[0]
			if re.Token != c.Token+1 || re.RunID == c.RunID || tokens[re.RunID] {
				t.Fatalf("matter %s: reclaim %s after zombie %s: want the next token and a run of its own", c.MatterID, re, c)
			}
			tokens[re.RunID] = true
			for _, fr := range f.frames(c.MatterID) {
				if fr.RunID == c.RunID {
					t.Fatalf("matter %s: a fenced zombie's frame landed", c.MatterID)
				}
			}
			second = append(second, rail.FinishRequest{Claim: re, Frame: rail.Frame{Body: []byte(`{}`)}})
		default:
			t.Fatalf("matter %s: zombie finish: %v", c.MatterID, out.Err)
		}
	}
	t.Logf("%d zombie finishes landed, %d fenced and reclaimed; reconcile passes %v", landed, fenced, passes)
	if len(second) > 0 {
		// A reclaim adds no demand: its frame serves the one demand made.
		for i, out := range zombie.FinishBatch(f.ctx, second) {
			if out.Err != nil || out.Result.Generation != 1 {
				t.Fatalf("reclaim of matter %s: %+v %v", second[i].Claim.MatterID, out.Result, out.Err)
			}
		}
	}
	for _, c := range claims {
		f.checkQuiet(firm, c.MatterID)
	}
}

// The group finish reaches each element's job row by its key and then by
// its place, so its cost follows the group, not the ledger: with thousands
// of running rows, and the plan the cache keeps for any group (a generic
// plan), no scan reads the running rows or the whole table. Checked on the
// plan.
func TestFinishGroupPlanProbesEachRow(t *testing.T) {
	f := newFixture(t)
	firm, _ := ids()
	if _, err := f.pool.Exec(f.ctx, `
		INSERT INTO ops.matter_frame_jobs (firm_id, matter_id, run_status, requested_generation, claimed_generation,
		                                   fencing_token, claimed_at, lease_expires_at, claimed_by, current_run_id, run_started_at,
		                                   sweep_at)
		SELECT $1::uuid, gen_random_uuid(), 'running', 1, 1, 1, now(), now() + interval '1 hour', 'w',
		       nextval('ops.matter_frame_runs_run_id_seq'), now(), now() + interval '1 hour'
		  FROM generate_series(1, 3000)`, firm); err != nil {
		t.Fatal(err)
	}
	if _, err := f.pool.Exec(f.ctx, `
		INSERT INTO ops.matter_frame_jobs (firm_id, matter_id, requested_generation, claimed_generation, served_generation)
		SELECT $1::uuid, gen_random_uuid(), 1, 1, 1 FROM generate_series(1, 3000)`, firm); err != nil {
		t.Fatal(err)
	}
	if _, err := f.pool.Exec(f.ctx, `ANALYZE ops.matter_frame_jobs`); err != nil {
		t.Fatal(err)
	}
	r := f.rail("planner", time.Minute)
	claims := f.claimN(r, firm, 4)
	arr := func(xs []string) string { return "'{" + strings.Join(xs, ",") + "}'" }
	var firms, matters, tokens, runs, docs, bodies, calls []string
	for _, c := range claims {
		firms, matters = append(firms, c.FirmID), append(matters, c.MatterID)
		tokens, runs = append(tokens, fmt.Sprint(c.Token)), append(runs, fmt.Sprint(c.RunID))
		docs, bodies, calls = append(docs, `"{}"`), append(bodies, `"{}"`), append(calls, "0")
	}
	text := f.genericPlan("sql/finish_group.sql", arr(firms), arr(matters), arr(tokens), arr(runs), arr(docs), arr(bodies), arr(calls))
	if strings.Contains(text, "Seq Scan on matter_frame_jobs") || strings.Contains(text, "matter_frame_jobs_sweep") ||
		!strings.Contains(text, "Index Scan using matter_frame_jobs_pkey") || !strings.Contains(text, "Tid Scan on matter_frame_jobs") {
		t.Fatalf("the group finish does not probe each row by its key:\n%s", text)
	}
	for _, c := range claims {
		if j := f.job(c.FirmID, c.MatterID); j.RunStatus != "idle" || j.Served != 1 {
			t.Fatalf("matter %s did not land through the plan's statement: %+v", c.MatterID, j)
		}
	}
}

// genericPlan runs the statement in file with args (SQL literals) through a
// generic plan, the one the plan cache keeps, and returns its EXPLAIN
// ANALYZE (the statement runs).
func (f *fixture) genericPlan(file string, args ...string) string {
	f.t.Helper()
	q, err := os.ReadFile(file)
	if err != nil {
		f.t.Fatal(err)
	}
	conn, err := f.pool.Acquire(f.ctx)
	if err != nil {
		f.t.Fatal(err)
	}
	defer conn.Release()
	if _, err := conn.Exec(f.ctx, "SET plan_cache_mode = force_generic_plan"); err != nil {
		f.t.Fatal(err)
	}
	if _, err := conn.Exec(f.ctx, "PREPARE planned AS "+string(q), pgx.QueryExecModeSimpleProtocol); err != nil {
		f.t.Fatal(err)
	}
	rows, err := conn.Query(f.ctx, "EXPLAIN (ANALYZE, COSTS OFF) EXECUTE planned("+strings.Join(args, ", ")+")",
		pgx.QueryExecModeSimpleProtocol)
	if err != nil {
		f.t.Fatal(err)
	}
	var plan []string
	for rows.Next() {
		var line string
		if err := rows.Scan(&line); err != nil {
			f.t.Fatal(err)
		}
		plan = append(plan, line)
	}
	if err := rows.Err(); err != nil {
		f.t.Fatal(err)
	}
	_, _ = conn.Exec(f.ctx, "DEALLOCATE planned; RESET plan_cache_mode", pgx.QueryExecModeSimpleProtocol)
	return strings.Join(plan, "\n")
}

// The demand batch finds the batch's existing rows by their keys, so its
// cost follows the batch, not the ledger: through a generic plan, on a
// ledger of thousands of rows, no scan reads the job table.
func TestDemandBatchPlanProbesEachRow(t *testing.T) {
	f := newFixture(t)
	firm, _ := ids()
	if _, err := f.pool.Exec(f.ctx, `
		INSERT INTO ops.matter_frame_jobs (firm_id, matter_id, requested_generation, claimed_generation, served_generation)
		SELECT $1::uuid, gen_random_uuid(), 1, 1, 1 FROM generate_series(1, 6000)`, firm); err != nil {
		t.Fatal(err)
	}
	var old []string
	rows, err := f.pool.Query(f.ctx, `SELECT matter_id::text FROM ops.matter_frame_jobs WHERE firm_id = $1 ORDER BY matter_id LIMIT 2`, firm)
	if err != nil {
		t.Fatal(err)
	}
	for rows.Next() {
		var m string
		if err := rows.Scan(&m); err != nil {
			t.Fatal(err)
		}
		old = append(old, m)
	}
	if _, err := f.pool.Exec(f.ctx, `ANALYZE ops.matter_frame_jobs`); err != nil {
		t.Fatal(err)
	}
	_, m1 := ids()
	_, m2 := ids()
	matters := append(old, m1, m2)
	sort.Strings(matters)
	firms := []string{firm, firm, firm, firm}
	arr := func(xs []string) string { return "'{" + strings.Join(xs, ",") + "}'" }
	text := f.genericPlan("sql/demand_batch.sql", arr(firms), arr(matters), "'{1,1,1,1}'", `'{"","","",""}'`,
		"'{true,true,true,true}'", "'planner'", "60")
	// Each of the four matters is looked up by its key: a probe per matter.
	probe := regexp.MustCompile(`Scan using matter_frame_jobs_pkey on matter_frame_jobs j \(actual [^)]*loops=4\)`)
	if strings.Contains(text, "Seq Scan on matter_frame_jobs") || !probe.MatchString(text) {
		t.Fatalf("the demand batch does not probe each row by its key:\n%s", text)
	}
	for _, m := range matters {
		if j := f.job(firm, m); j.RunStatus != "running" || j.Requested != 2 && j.Requested != 1 {
			t.Fatalf("matter %s was not claimed through the plan's statement: %+v", m, j)
		}
	}
}
