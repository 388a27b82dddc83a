package trigger_test

import (
	"testing"
	"time"

	"github.com/jackc/pgx/v5"

	"pramaan/relay"
)

// Demand is recorded at once, building waits for capacity: with the one
// build slot of the only worker held by a slow build of matter A, facts for
// three other matters become recorded demands on their rows (unserved,
// pending) before the slot frees, and their status says unserved every time
// it is read until their frames land; when the slot frees, the Runner takes
// them. The time from each fact's commit to its recorded demand is logged.
func TestDemandRecordedWhileEverySlotIsBusy(t *testing.T) {
	t.Parallel()
	w := newWorld(t)
	ctx := w.ctx
	wk, holding, release := w.startHeldWorker(t, "one-slot")
	w.startRelay(relay.Options{})
	firm := w.firm()
	a := w.createMatter(ctx, firm)
	if got := <-holding; got != a {
		t.Fatalf("the held build is of matter %s, want A %s", got, a)
	}
	if free := wk.runner.FreeSlots(); free != 0 {
		t.Fatalf("%d free slots while A's build is held", free)
	}

	// Facts for three other matters: each becomes a recorded demand on its
	// row while the only slot stays busy.
	others := []string{w.createMatter(ctx, firm), w.createMatter(ctx, firm), w.createMatter(ctx, firm)}
	w.waitFor("the other matters' demands on their rows", 30*time.Second, func() (int, error) {
		n, err := w.count(`SELECT count(*) FROM ops.matter_frame_jobs WHERE matter_id = ANY ($1::uuid[])`, others)
		return len(others) - n, err
	})
	rows, err := w.pool.Query(ctx, `SELECT extract(epoch FROM j.updated_at - o.created_at)::float8 * 1000
		FROM ops.matter_frame_jobs j JOIN ops.domain_event_outbox o ON o.matter_id = j.matter_id AND o.event_name = 'matter.created'
		WHERE j.matter_id = ANY ($1::uuid[]) ORDER BY 1`, others)
	if err != nil {
		t.Fatal(err)
	}
	ms, err := pgx.CollectRows(rows, pgx.RowTo[float64])
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("fact committed to demand recorded, every build slot busy: %.1f ms, %.1f ms, %.1f ms", ms[0], ms[1], ms[2])
	// Until their frames land, their status says unserved every time (here
	// while A holds the slot: pending, no claim taken).
	for i := 0; i < 20; i++ {
		for _, m := range others {
			st, err := wk.rail.Status(ctx, m)
			if err != nil || len(st) != 1 {
				t.Fatalf("status of %s: %+v %v", m, st, err)
			}
			if !st[0].Unserved || st[0].RunStatus != "idle" || st[0].ServedGeneration != 0 || st[0].FencingToken != 0 {
				t.Fatalf("matter %s while every slot is busy: %+v, want idle, pending, unserved", m, st[0])
			}
		}
		time.Sleep(25 * time.Millisecond)
	}
	release()
	w.waitQuiet(append([]string{a}, others...), 30*time.Second)
	for _, m := range others {
		if got := w.requested(m); got != 1 {
			t.Errorf("matter %s: requested_generation %d, want 1 (its one fact)", m, got)
		}
	}
}
