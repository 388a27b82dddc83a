package rail_test

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"

	"pramaan/rail"
)

// quietLogger keeps the runner's logs out of the test output unless -v.
func quietLogger(t *testing.T) *slog.Logger {
	return slog.New(slog.NewTextHandler(testWriter{t}, &slog.HandlerOptions{Level: slog.LevelWarn}))
}

type testWriter struct{ t *testing.T }

func (w testWriter) Write(p []byte) (int, error) {
	w.t.Log(strings.TrimRight(string(p), "\n"))
	return len(p), nil
}

// startRunner runs rn until the test ends (or stop is called) and returns a
// stop func that waits for Run to return.
func startRunner(t *testing.T, rn *rail.Runner) (stop func()) {
	t.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() { done <- rn.Run(ctx) }()
	var once sync.Once
	stop = func() {
		once.Do(func() {
			cancel()
			select {
			case err := <-done:
				if err != nil {
					t.Errorf("runner: %v", err)
				}
			case <-time.After(30 * time.Second):
				t.Errorf("runner did not return within 30s of shutdown")
			}
		})
	}
	t.Cleanup(stop)
	return stop
}

// The Runner builds submitted claims (queued beyond its slots), takes
// follow-ups, runs OnLand inside the finish transaction, and reports free
// slots.
func TestRunnerBuildsSubmittedClaims(t *testing.T) {
	f := newFixture(t)
	r := f.rail("runner", 10*time.Second)
	var (
		builds atomic.Int64
		gate   = make(chan struct{})
	)
	rn := rail.NewRunner(r, func(ctx context.Context, c rail.Claim) (rail.Frame, error) {
		builds.Add(1)
		select {
		case <-gate:
		case <-ctx.Done():
			return rail.Frame{}, ctx.Err()
		}
		return rail.Frame{Body: []byte(`{}`), ModelCalls: 1}, nil
	}, rail.RunnerOptions{
		Slots: 2, ReconcileEvery: time.Hour, Logger: quietLogger(t),
		OnLand: func(ctx context.Context, tx pgx.Tx, c rail.Claim, gen int64) error {
			_, err := tx.Exec(ctx, `UPDATE ops.matter_frames SET body = jsonb_build_object('landed_with', $3::bigint)
				WHERE matter_id = $1 AND generation = $2`, c.MatterID, gen, gen)
			return err
		},
	})
	if rn.FreeSlots() != 2 {
		t.Fatalf("free slots %d, want 2", rn.FreeSlots())
	}
	firm := "22222222-2222-2222-2222-222222222222"
	var matters []string
	for i := 0; i < 3; i++ {
		_, m := ids()
		matters = append(matters, m)
		d, err := r.Demand(f.ctx, firm, m, rail.Cause{})
		if err != nil || !d.Won {
			t.Fatal(d, err)
		}
		if !rn.Submit(d.Claim) {
			t.Fatal("Submit refused before shutdown")
		}
	}
	if rn.FreeSlots() != 0 {
		t.Fatalf("free slots %d with 3 claims for 2 slots", rn.FreeSlots())
	}
	startRunner(t, rn)
	waitFor(t, 10*time.Second, "two builds to start", func() bool { return builds.Load() == 2 })
	// A demand during the build of matters[0] becomes its follow-up.
	if d, err := r.Demand(f.ctx, firm, matters[0], rail.Cause{}); err != nil || d.Won {
		t.Fatalf("demand during build: %+v %v", d, err)
	}
	close(gate)
	waitFor(t, 20*time.Second, "every matter served", func() bool {
		for _, m := range matters {
			j := f.job(firm, m)
			if j.RunStatus != "idle" || j.Served != j.Requested {
				return false
			}
		}
		return true
	})
	if builds.Load() != 4 {
		t.Fatalf("%d builds, want 4 (three claims and one follow-up)", builds.Load())
	}
	for _, m := range matters {
		f.checkQuiet(firm, m)
		for _, fr := range f.frames(m) {
			if fr.Body != fmt.Sprintf(`{"landed_with": %d}`, fr.Generation) {
				t.Fatalf("OnLand did not write in the finish transaction: %q", fr.Body)
			}
		}
	}
	if rn.FreeSlots() != 2 {
		t.Fatalf("free slots %d after the work, want 2", rn.FreeSlots())
	}
}

// A build whose claim is lost (a successor took it) is cancelled by its next
// heartbeat, before it spends its model call; its run was closed by the
// successor and it writes nothing.
func TestRunnerHeartbeatStopsLostBuild(t *testing.T) {
	f := newFixture(t)
	const lease = 2 * time.Second
	r := rail.New(f.pool, rail.Config{WorkerID: "slow", Lease: lease, Heartbeat: 30 * time.Millisecond})
	var (
		started    = make(chan rail.Claim, 1)
		modelCalls atomic.Int64
		causeSeen  = make(chan error, 1)
		modelGate  = make(chan struct{}) // never opened: the model call would happen after it
	)
	rn := rail.NewRunner(r, func(ctx context.Context, c rail.Claim) (rail.Frame, error) {
		started <- c
		select {
		case <-modelGate:
			modelCalls.Add(1)
			return rail.Frame{ModelCalls: 1}, nil
		case <-ctx.Done():
			causeSeen <- context.Cause(ctx)
			return rail.Frame{}, ctx.Err()
		}
	}, rail.RunnerOptions{Slots: 1, ReconcileEvery: time.Hour, Logger: quietLogger(t)})
	firm, matter := ids()
	d, err := r.Demand(f.ctx, firm, matter, rail.Cause{})
	if err != nil || !d.Won {
		t.Fatal(d, err)
	}
	rn.Submit(d.Claim)
	startRunner(t, rn)
	c := <-started
	// A successor takes the claim as after a pause of the slow worker past
	// its lease (the row's lease ended, then a demand).
	successor := rail.New(f.pool, rail.Config{WorkerID: "successor", Lease: time.Minute})
	ds := f.takeOver(successor, firm, matter)
	select {
	case cause := <-causeSeen:
		if !errors.Is(cause, rail.ErrLostClaim) {
			t.Fatalf("build cancelled with cause %v, want ErrLostClaim", cause)
		}
	case <-time.After(20 * time.Second):
		t.Fatal("the build was not cancelled after losing its claim")
	}
	if modelCalls.Load() != 0 {
		t.Fatal("the model call was spent after the claim was lost")
	}
	if o := outcome(f.run(matter, c.RunID)); o != "abandoned" {
		t.Fatalf("lost run: %s, want abandoned", o)
	}
	if j := f.job(firm, matter); j.RunStatus != "running" || *j.CurrentRunID != ds.Claim.RunID {
		t.Fatalf("the successor's claim was disturbed: %+v", j)
	}
}

// MaxBuild cancels a wedged build: the run is 'failed' with the cap named,
// the demand stays unserved, and the back-off is scheduled.
func TestRunnerMaxBuildCancelsWedgedBuild(t *testing.T) {
	f := newFixture(t)
	r := rail.New(f.pool, rail.Config{WorkerID: "w", Lease: 5 * time.Second, MaxBuild: 200 * time.Millisecond,
		BackoffBase: time.Minute, BackoffMax: time.Hour})
	rn := rail.NewRunner(r, func(ctx context.Context, c rail.Claim) (rail.Frame, error) {
		<-ctx.Done() // wedged in a model call that only honours cancellation
		return rail.Frame{}, fmt.Errorf("model call: %w", ctx.Err())
	}, rail.RunnerOptions{Slots: 1, ReconcileEvery: time.Hour, Logger: quietLogger(t)})
	firm, matter := ids()
	d, err := r.Demand(f.ctx, firm, matter, rail.Cause{})
	if err != nil || !d.Won {
		t.Fatal(d, err)
	}
	rn.Submit(d.Claim)
	startRunner(t, rn)
	waitFor(t, 20*time.Second, "the wedged build to be failed", func() bool {
		return outcome(f.run(matter, d.Claim.RunID)) == "failed"
	})
	rr := f.run(matter, d.Claim.RunID)
	if rr.Error == nil || !strings.Contains(*rr.Error, "MaxBuild") {
		t.Fatalf("failed run's error: %v", rr.Error)
	}
	j := f.job(firm, matter)
	if j.RunStatus != "idle" || j.Served >= j.Requested || j.Attempts != 1 || j.Backoff == nil || *j.Backoff < 59 {
		t.Fatalf("after the cap: %+v (back-off %v)", j, j.Backoff)
	}
}

// Graceful shutdown releases every claim the runner holds (builds cancelled,
// runs 'abandoned', no failure counted), and another runner takes them at
// once, long before their leases would have expired.
func TestRunnerShutdownReleasesClaims(t *testing.T) {
	f := newFixture(t)
	const lease = time.Hour // only a release can explain a quick takeover
	ra := f.rail("runner-A", lease)
	var startedA atomic.Int64
	rnA := rail.NewRunner(ra, func(ctx context.Context, c rail.Claim) (rail.Frame, error) {
		startedA.Add(1)
		<-ctx.Done()
		return rail.Frame{}, ctx.Err()
	}, rail.RunnerOptions{Slots: 2, ReconcileEvery: time.Hour, Logger: quietLogger(t)})
	firm := "33333333-3333-3333-3333-333333333333"
	var claims []rail.Claim
	for i := 0; i < 3; i++ { // two build, one waits in the queue
		_, m := ids()
		d, err := ra.Demand(f.ctx, firm, m, rail.Cause{})
		if err != nil || !d.Won {
			t.Fatal(d, err)
		}
		claims = append(claims, d.Claim)
		rnA.Submit(d.Claim)
	}
	stopA := startRunner(t, rnA)
	waitFor(t, 10*time.Second, "A's builds to start", func() bool { return startedA.Load() == 2 })

	rb := f.rail("runner-B", lease)
	var builtB atomic.Int64
	rnB := rail.NewRunner(rb, func(ctx context.Context, c rail.Claim) (rail.Frame, error) {
		builtB.Add(1)
		return rail.Frame{Body: []byte(`{"by":"B"}`)}, nil
	}, rail.RunnerOptions{Slots: 4, ReconcileEvery: 50 * time.Millisecond, Logger: quietLogger(t)})
	startRunner(t, rnB)

	stopA()
	if rnA.Submit(claims[0]) {
		t.Fatal("Submit accepted a claim after shutdown")
	}
	for _, c := range claims {
		if o := outcome(f.run(c.MatterID, c.RunID)); o != "abandoned" {
			t.Fatalf("A's run %d after shutdown: %s, want abandoned", c.RunID, o)
		}
		if j := f.job(firm, c.MatterID); j.Attempts != 0 && j.RunStatus == "idle" {
			t.Fatalf("a release counted a failure: %+v", j)
		}
	}
	waitFor(t, 20*time.Second, "B to serve the released matters", func() bool {
		for _, c := range claims {
			j := f.job(firm, c.MatterID)
			if j.RunStatus != "idle" || j.Served != j.Requested {
				return false
			}
		}
		return true
	})
	for _, c := range claims {
		f.checkQuiet(firm, c.MatterID)
		if j := f.job(firm, c.MatterID); j.Attempts != 0 {
			t.Fatalf("attempts %d after a release and a landing", j.Attempts)
		}
	}
	if builtB.Load() != 3 {
		t.Fatalf("B built %d, want 3", builtB.Load())
	}
}

// Burst coalescing: demands committed before the build's Snapshot are served
// by that build (its token moves up), so three uploads cost one build; a
// demand after the snapshot still gets its follow-up. The heartbeat keeps
// working with the refreshed token.
func TestRunnerSnapshotCoalescesBurst(t *testing.T) {
	f := newFixture(t)
	r := rail.New(f.pool, rail.Config{WorkerID: "w", Lease: 5 * time.Second, Heartbeat: 20 * time.Millisecond})
	firm, matter := ids()
	var (
		builds   atomic.Int64
		tokens   sync.Map
		snapshot = make(chan struct{})
		proceed  = make(chan struct{})
	)
	rn := rail.NewRunner(r, func(ctx context.Context, c rail.Claim) (rail.Frame, error) {
		n := builds.Add(1)
		c2, err := r.Snapshot(ctx, c, func(ctx context.Context, tx pgx.Tx) error {
			var requested int64
			return tx.QueryRow(ctx, `SELECT requested_generation FROM ops.matter_frame_jobs WHERE matter_id = $1`, matter).Scan(&requested)
		})
		if err != nil {
			return rail.Frame{}, err
		}
		tokens.Store(n, c2.Generation())
		if n == 1 {
			close(snapshot)
			select {
			case <-proceed:
			case <-ctx.Done():
				return rail.Frame{}, ctx.Err()
			}
			// Heartbeats ran meanwhile, with the claim's token (a snapshot keeps it).
			if err := r.Heartbeat(ctx, c); err != nil {
				return rail.Frame{}, fmt.Errorf("heartbeat after the snapshot: %w", err)
			}
		}
		return rail.Frame{ModelCalls: 1}, nil
	}, rail.RunnerOptions{Slots: 1, ReconcileEvery: time.Hour, Logger: quietLogger(t)})
	d, err := r.Demand(f.ctx, firm, matter, rail.Cause{}) // upload 1 wins
	if err != nil || !d.Won {
		t.Fatal(d, err)
	}
	for i := 0; i < 2; i++ { // uploads 2 and 3 land before the build reads the record
		if _, err := r.Demand(f.ctx, firm, matter, rail.Cause{}); err != nil {
			t.Fatal(err)
		}
	}
	rn.Submit(d.Claim)
	startRunner(t, rn)
	<-snapshot
	if tok, _ := tokens.Load(int64(1)); tok != int64(3) {
		t.Fatalf("snapshot serves %v demands, want 3 (the burst coalesced)", tok)
	}
	if j := f.job(firm, matter); j.RebuildNeeded || j.Claimed != 3 {
		t.Fatalf("after the snapshot: %+v", j)
	}
	// The runner's heartbeats go on renewing the lease with the new token.
	leaseAt := func() (ts time.Time) {
		if err := f.pool.QueryRow(f.ctx, `SELECT claimed_at FROM ops.matter_frame_jobs WHERE matter_id = $1`, matter).Scan(&ts); err != nil {
			t.Fatal(err)
		}
		return ts
	}
	before := leaseAt()
	waitFor(t, 10*time.Second, "a heartbeat after the snapshot", func() bool { return leaseAt().After(before) })
	if _, err := r.Demand(f.ctx, firm, matter, rail.Cause{}); err != nil { // upload 4, after the read
		t.Fatal(err)
	}
	close(proceed)
	waitFor(t, 20*time.Second, "the matter to be served", func() bool {
		j := f.job(firm, matter)
		return j.RunStatus == "idle" && j.Served == j.Requested
	})
	if builds.Load() != 2 {
		t.Fatalf("%d builds for 4 uploads (3 before the snapshot), want 2", builds.Load())
	}
	gens := []int64{}
	for _, fr := range f.frames(matter) {
		gens = append(gens, fr.Generation)
	}
	if fmt.Sprint(gens) != "[3 4]" {
		t.Fatalf("frames %v, want [3 4]", gens)
	}
	f.checkQuiet(firm, matter)
}

// A claim that waited in the queue past its lease and was taken over is not
// built: the runner checks it (a heartbeat) before spending anything on it.
func TestRunnerSkipsClaimLostInQueue(t *testing.T) {
	f := newFixture(t)
	r := f.rail("queued", 10*time.Second)
	gate := make(chan struct{})
	var built sync.Map
	rn := rail.NewRunner(r, func(ctx context.Context, c rail.Claim) (rail.Frame, error) {
		built.Store(c.MatterID, true)
		select {
		case <-gate:
		case <-ctx.Done():
			return rail.Frame{}, ctx.Err()
		}
		return rail.Frame{}, nil
	}, rail.RunnerOptions{Slots: 1, ReconcileEvery: time.Hour, Logger: quietLogger(t)})
	firm := "66666666-6666-6666-6666-666666666666"
	_, m1 := ids()
	_, m2 := ids()
	d1, _ := r.Demand(f.ctx, firm, m1, rail.Cause{})
	d2, _ := r.Demand(f.ctx, firm, m2, rail.Cause{})
	rn.Submit(d1.Claim)
	rn.Submit(d2.Claim)
	startRunner(t, rn)
	waitFor(t, 10*time.Second, "the first build", func() bool { _, ok := built.Load(m1); return ok })
	// While d2 waits for the slot, its lease runs out and a successor takes it over.
	successor := rail.New(f.pool, rail.Config{WorkerID: "successor", Lease: time.Minute})
	f.takeOver(successor, firm, m2)
	close(gate)
	waitFor(t, 10*time.Second, "the first matter served", func() bool {
		j := f.job(firm, m1)
		return j.RunStatus == "idle" && j.Served == j.Requested
	})
	waitFor(t, 10*time.Second, "the runner to drop the lost claim", func() bool { return rn.FreeSlots() == 1 })
	if _, ok := built.Load(m2); ok {
		t.Fatal("the runner built a claim it had lost while queued")
	}
}
