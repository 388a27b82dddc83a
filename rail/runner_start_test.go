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
