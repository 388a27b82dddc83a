package rail_test

import (
	"context"
	"testing"
	"time"

	"pramaan/rail"
)

// A claim handed to a Runner with a free slot, just won, is built at once:
// no heartbeat first (one durable commit fewer between a demand and its
// frame). Its lease was stamped by the statement that claimed it, and its
// finish is fenced whatever happens; the check before building is for a
// claim that waited in the queue for a slot (TestRunnerSkipsClaimLostInQueue).
// Claims a reconcile pass takes for free slots are built at once too.
func TestRunnerBuildsAClaimThatFoundASlotWithoutAHeartbeat(t *testing.T) {
	f := newFixture(t)
	r := f.rail("fresh", time.Minute) // heartbeats every 15 s: none due while the test runs
	rn := rail.NewRunner(r, func(ctx context.Context, c rail.Claim) (rail.Frame, error) {
		return rail.Frame{Body: []byte(`{}`)}, nil
	}, rail.RunnerOptions{Slots: 2, ReconcileEvery: 50 * time.Millisecond, Logger: quietLogger(t)})
	rn.Heartbeats.Init()
	firm, handed := ids()
	_, pending := ids()
	d, err := r.Demand(f.ctx, firm, handed, rail.Cause{})
	if err != nil || !d.Won {
		t.Fatal(d, err)
	}
	if _, err := r.Record(f.ctx, firm, pending, rail.Cause{}); err != nil {
		t.Fatal(err)
	}
	if !rn.Submit(d.Claim) {
		t.Fatal("Submit refused")
	}
	startRunner(t, rn)
	for _, m := range []string{handed, pending} {
		waitFor(t, 20*time.Second, "the frame landed", func() bool {
			j := f.job(firm, m)
			return j.RunStatus == "idle" && j.Served == j.Requested && j.Served > 0
		})
	}
	// A heartbeat made before either build would have been signalled
	// before its frame landed.
	if hb, ok := rn.Heartbeats.Wait(time.Second); ok {
		t.Fatalf("a heartbeat (%+v) before building claims that never waited for a slot", hb)
	}
}

// A group commit never holds a finish for its window when nothing makes it
// wait: with a window of an hour, a lone finish lands at once (a free lane
// takes it), and a burst of finishes lands as the lanes free, never after
// the window. Each finish is still its own fenced compare-and-swap.
func TestGroupCommitLandsWithoutWaitingTheWindow(t *testing.T) {
	f := newFixture(t)
	r := f.rail("group", time.Minute)
	g := r.NewGroupCommit(time.Hour, 0)
	firm, _ := ids()
	finish := func(n int) {
		t.Helper()
		done := make(chan error, n)
		for i := 0; i < n; i++ {
			_, m := ids()
			d, err := r.Demand(f.ctx, firm, m, rail.Cause{})
			if err != nil || !d.Won {
				t.Fatal(d, err)
			}
			go func() {
				_, err := g.Finish(f.ctx, d.Claim, rail.Frame{Body: []byte(`{}`)}, nil)
				done <- err
			}()
		}
		deadline := time.After(30 * time.Second) // far below the window
		for i := 0; i < n; i++ {
			select {
			case err := <-done:
				if err != nil {
					t.Fatal(err)
				}
			case <-deadline:
				t.Fatalf("%d of %d finishes still waiting: held for the window", n-i, n)
			}
		}
	}
	finish(1)
	finish(40)
	if groups, finishes := g.Landed(); finishes != 41 || groups > 41 {
		t.Fatalf("%d finishes in %d groups, want 41", finishes, groups)
	}
}
