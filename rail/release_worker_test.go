package rail_test

import (
	"errors"
	"testing"
	"time"

	"pramaan/rail"
)

// A process that restarts under its old worker id releases the claims of
// its previous incarnation at once (no lease to wait out), leaves other
// workers' claims alone, counts no failure, and a zombie of the old
// incarnation is still fenced at its finish.
func TestReleaseWorkerFreesThePreviousIncarnation(t *testing.T) {
	f := newFixture(t)
	old := f.rail("up:host:/data", time.Hour)
	other := f.rail("other", time.Hour)
	firm, mine := ids()
	_, theirs := ids()
	d, err := old.Demand(f.ctx, firm, mine, rail.Cause{TraceParent: tp})
	if err != nil || !d.Won {
		t.Fatalf("demand: %+v %v", d, err)
	}
	zombie := d.Claim
	if d, err := other.Demand(f.ctx, firm, theirs, rail.Cause{}); err != nil || !d.Won {
		t.Fatalf("other demand: %+v %v", d, err)
	}

	again := f.rail("up:host:/data", time.Hour)
	n, err := again.ReleaseWorker(f.ctx)
	if err != nil {
		t.Fatal(err)
	}
	if n != 1 {
		t.Fatalf("released %d claims, want 1", n)
	}
	j := f.job(firm, mine)
	if j.RunStatus != "idle" || j.Attempts != 0 || j.Served == j.Requested {
		t.Fatalf("released job row %+v: want idle, no failure counted, demand unserved", j)
	}
	if got := outcome(f.run(mine, *zombieRun(t, f, mine))); got != "abandoned" {
		t.Fatalf("old run outcome %q, want abandoned", got)
	}
	if f.job(firm, theirs).RunStatus != "running" {
		t.Fatal("another worker's claim was released")
	}
	// The reconciler takes the released matter now, without waiting an hour.
	claims, err := again.Reconcile(f.ctx, 10)
	if err != nil || len(claims) != 1 || claims[0].MatterID != mine {
		t.Fatalf("reconcile after release: %v %v", claims, err)
	}
	if _, err := old.Finish(f.ctx, zombie, rail.Frame{Body: []byte(`{}`)}, nil); !errors.Is(err, rail.ErrFenced) {
		t.Fatalf("the old incarnation's finish: %v, want fenced", err)
	}
}

func zombieRun(t *testing.T, f *fixture, matter string) *int64 {
	t.Helper()
	runs := f.runs(matter)
	if len(runs) == 0 {
		t.Fatal("no runs")
	}
	return &runs[0].RunID
}
