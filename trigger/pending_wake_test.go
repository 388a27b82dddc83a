package trigger_test

import (
	"testing"
	"time"

	"pramaan/rail"
	"pramaan/relay"
	"pramaan/trigger"
)

// A demand recorded pending by a worker with no free build slot is built by
// another worker as soon as it commits: the trigger's notification wakes
// the other's Runner (ListenPending), although that Runner's reconcile tick
// is an hour and it consumes no nudges. The full worker's slot stays held
// until the matter is current.
func TestPendingDemandWakesAnotherWorker(t *testing.T) {
	t.Parallel()
	w := newWorld(t)
	ctx := w.ctx
	full, holding, release := w.startHeldWorker(t, "full")
	defer release()

	freeRail := rail.New(w.pool, rail.Config{WorkerID: "free"})
	free := rail.NewRunner(freeRail, snapshotBuild(freeRail, nil), rail.RunnerOptions{Slots: 4, ReconcileEvery: time.Hour})
	free.Reconciles.Init()
	w.goRun("free runner", free.Run)
	w.goRun("free listener", trigger.New(w.pool, freeRail, free, trigger.Options{}).ListenPending)
	// Its pass at start, and the one its listener asks for once it listens.
	for i := 0; i < 2; i++ {
		if res, ok := free.Reconciles.Wait(30 * time.Second); !ok || res.Err != nil {
			t.Fatalf("the free worker's reconcile pass %d: %+v, %v", i+1, res, ok)
		}
	}

	w.startRelay(relay.Options{})
	firm := w.firm()
	a := w.createMatter(ctx, firm)
	if got := <-holding; got != a {
		t.Fatalf("the held build is of matter %s, want %s", got, a)
	}
	if n := full.runner.FreeSlots(); n != 0 {
		t.Fatalf("%d free slots in the full worker", n)
	}
	b := w.createMatter(ctx, firm)
	w.waitFor("the other matter current", 30*time.Second, func() (int, error) { return w.count(notCurrent, []string{b}) })
	if n := w.mustCount(`SELECT count(*) FROM ops.matter_frame_runs WHERE matter_id = $1 AND worker_id = 'free' AND outcome = 'landed'`, b); n != 1 {
		t.Fatalf("the other matter's frame landed by the free worker %d times, want 1", n)
	}
}
