package rail_test

import (
	"context"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"pramaan/rail"
)

// TestOneFirmNeverHoldsEveryBuildSlot: firm B demands builds for twelve
// matters at once, each of which builds until the test lets it go; firm A
// then uploads to one matter. B holds at most its share of the Runner's
// slots (PerFirm), however its demands and the reconcile passes race, so
// A's demand finds a free slot and A's matter is built while every one of
// B's builds is still running; and A's demand recorded with no slot (as a
// process with none free records it) is taken by a reconcile pass before
// any of B's older pending matters.
func TestOneFirmNeverHoldsEveryBuildSlot(t *testing.T) {
	f := newFixture(t)
	r := f.rail("fair", 30*time.Second)
	firmA, _ := ids()
	firmB, _ := ids()
	gate := make(chan struct{})
	aBuilt := make(chan string, 4)
	var bRunning, bMax atomic.Int64
	rn := rail.NewRunner(r, func(ctx context.Context, c rail.Claim) (rail.Frame, error) {
		if c.FirmID == firmA {
			aBuilt <- c.MatterID
			return rail.Frame{}, nil
		}
		n := bRunning.Add(1)
		defer bRunning.Add(-1)
		for m := bMax.Load(); n > m && !bMax.CompareAndSwap(m, n); m = bMax.Load() {
		}
		select {
		case <-gate:
			return rail.Frame{}, nil
		case <-ctx.Done():
			return rail.Frame{}, ctx.Err()
		}
	}, rail.RunnerOptions{Slots: 4, PerFirm: 2, ReconcileEvery: 20 * time.Millisecond, Logger: quietLogger(t)})
	startRunner(t, rn)
	defer func() {
		select {
		case <-gate:
		default:
			close(gate)
		}
	}()

	// demand is what the trigger does with a fact: claim with a slot held
	// for the firm, else only record the demand, pending.
	demand := func(firm, matter string) {
		t.Helper()
		if !rn.Reserve(firm) {
			if _, err := r.Record(f.ctx, firm, matter, rail.Cause{}); err != nil {
				t.Error(err)
			}
			return
		}
		d, err := r.Demand(f.ctx, firm, matter, rail.Cause{})
		if err != nil {
			rn.Unreserve(firm)
			t.Error(err)
			return
		}
		if !d.Won {
			rn.Unreserve(firm)
			return
		}
		if !rn.SubmitReserved(d.Claim) {
			t.Error("submit refused")
		}
	}

	var bMatters []string
	var wg sync.WaitGroup
	for range 12 {
		_, m := ids()
		bMatters = append(bMatters, m)
		wg.Add(1)
		go func() { defer wg.Done(); demand(firmB, m) }()
	}
	wg.Wait()
	waitFor(t, 20*time.Second, "firm B's builds to fill its share", func() bool { return bRunning.Load() >= 2 })
	if rn.Reserve(firmB) {
		t.Fatal("firm B reserved a third slot of four")
	}

	_, a1 := ids()
	demand(firmA, a1)
	select {
	case got := <-aBuilt:
		if got != a1 {
			t.Fatalf("built %s for firm A, want %s", got, a1)
		}
	case <-time.After(20 * time.Second):
		t.Fatalf("firm A's matter was not built while firm B's builds held the slots (B building: %d)", bRunning.Load())
	}

	// Recorded with no slot: the reconcile passes must take it ahead of
	// B's ten pending matters, which are older.
	_, a2 := ids()
	if _, err := r.Record(f.ctx, firmA, a2, rail.Cause{}); err != nil {
		t.Fatal(err)
	}
	select {
	case got := <-aBuilt:
		if got != a2 {
			t.Fatalf("built %s for firm A, want %s", got, a2)
		}
	case <-time.After(20 * time.Second):
		t.Fatalf("firm A's pending matter was not taken by a reconcile pass while firm B held its share (B building: %d)", bRunning.Load())
	}
	if n := bRunning.Load(); n != 2 {
		t.Fatalf("firm B building %d while A was served, want its share of 2 still running", n)
	}

	close(gate)
	for _, m := range bMatters {
		waitFor(t, 60*time.Second, "firm B's matters served", func() bool {
			j := f.job(firmB, m)
			return j.RunStatus == "idle" && j.Served == j.Requested
		})
	}
	if m := bMax.Load(); m > 2 {
		t.Fatalf("firm B held %d build slots at once, want at most its share of 2", m)
	}
}
