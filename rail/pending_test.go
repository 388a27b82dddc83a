package rail_test

import (
	"context"
	"errors"
	"testing"
	"time"

	"pramaan/rail"
)

// Record counts a demand without claiming (a caller with no free build
// slot): a new or idle row is left pending, unserved and claimable at once,
// for the next Runner with a free slot; a running row keeps its claim and
// gets the breadcrumb; a row in failure back-off keeps its back-off. Every
// recorded demand is served, and counted once.
func TestRecordLeavesMatterPending(t *testing.T) {
	f := newFixture(t)
	r := f.rail("w", time.Minute)
	firm, pending := ids()
	for i := int64(1); i <= 2; i++ {
		res, err := r.Record(f.ctx, firm, pending, rail.Cause{TraceParent: tp})
		if err != nil || res.Won || res.Requested != i {
			t.Fatalf("record %d: %+v %v", i, res, err)
		}
	}
	j := f.job(firm, pending)
	if j.RunStatus != "idle" || j.Requested != 2 || j.Claimed != 0 || j.Served != 0 || !j.RebuildNeeded ||
		j.Token != 0 || j.Backoff == nil || *j.Backoff > 0 {
		t.Fatalf("pending row: %+v, want idle, unserved, due now", j)
	}
	if st, err := r.Status(f.ctx, pending); err != nil || len(st) != 1 || !st[0].Unserved {
		t.Fatalf("status of a pending matter: %+v %v", st, err)
	}
	cs, err := r.Reconcile(f.ctx, 10)
	if err != nil || len(cs) != 1 || cs[0].MatterID != pending || cs[0].Generation() != 2 || cs[0].Token != 1 ||
		cs[0].TraceID() != "4bf92f3577b34da6a3ce929d0e0e4736" {
		t.Fatalf("reconcile of a pending matter: %v %v", cs, err)
	}
	if res, err := r.Finish(f.ctx, cs[0], rail.Frame{}, nil); err != nil || res.Generation != 2 || res.FollowUp != nil {
		t.Fatalf("finish: %+v %v", res, err)
	}
	f.checkQuiet(firm, pending)

	// A demand from a caller with a free slot claims a pending row.
	if _, err := r.Record(f.ctx, firm, pending, rail.Cause{}); err != nil {
		t.Fatal(err)
	}
	d, err := r.Demand(f.ctx, firm, pending, rail.Cause{})
	if err != nil || !d.Won || d.Requested != 4 || d.Claim.Generation() != 4 {
		t.Fatalf("demand on a pending row: %+v %v", d, err)
	}
	// A running row keeps its claim; the finish takes the follow-up.
	if res, err := r.Record(f.ctx, firm, pending, rail.Cause{}); err != nil || res.Won {
		t.Fatalf("record on a running row: %+v %v", res, err)
	}
	if j := f.job(firm, pending); j.RunStatus != "running" || !j.RebuildNeeded || *j.CurrentRunID != d.Claim.RunID {
		t.Fatalf("running row after a record: %+v", j)
	}
	res, err := r.Finish(f.ctx, d.Claim, rail.Frame{}, nil)
	if err != nil || res.FollowUp == nil || res.FollowUp.Generation() != 5 {
		t.Fatalf("finish after a record: %+v %v", res, err)
	}
	if _, err := r.Finish(f.ctx, *res.FollowUp, rail.Frame{}, nil); err != nil {
		t.Fatal(err)
	}
	f.checkQuiet(firm, pending)

	// A row in failure back-off keeps its back-off.
	slow := rail.New(f.pool, rail.Config{WorkerID: "w", Lease: time.Minute, BackoffBase: time.Hour, BackoffMax: time.Hour})
	_, failing := ids()
	d, err = slow.Demand(f.ctx, firm, failing, rail.Cause{})
	if err != nil || !d.Won {
		t.Fatal(d, err)
	}
	if err := slow.Fail(f.ctx, d.Claim, errors.New("unreadable")); err != nil {
		t.Fatal(err)
	}
	if _, err := slow.Record(f.ctx, firm, failing, rail.Cause{}); err != nil {
		t.Fatal(err)
	}
	if j := f.job(firm, failing); j.Backoff == nil || *j.Backoff < 3500 || j.Requested != 2 {
		t.Fatalf("a recorded demand cut a failure back-off short: %+v", j)
	}
	if cs, err := r.Reconcile(f.ctx, 10); err != nil || len(cs) != 0 {
		t.Fatalf("reconcile took a matter in back-off: %v %v", cs, err)
	}
}

// A Runner takes pending matters as its slots free, at once (not at its
// next reconcile tick), and a slot held by Reserve counts as taken until
// it is used (SubmitReserved) or given back (Unreserve).
func TestRunnerTakesPendingWhenSlotFrees(t *testing.T) {
	f := newFixture(t)
	r := f.rail("one-slot", 10*time.Second)
	gate := make(chan struct{})
	built := make(chan string, 10)
	rn := rail.NewRunner(r, func(ctx context.Context, c rail.Claim) (rail.Frame, error) {
		built <- c.MatterID
		select {
		case <-gate:
		case <-ctx.Done():
			return rail.Frame{}, ctx.Err()
		}
		return rail.Frame{ModelCalls: 1}, nil
	}, rail.RunnerOptions{Slots: 1, ReconcileEvery: time.Hour, Logger: quietLogger(t)})
	firm, a := ids()
	_, b := ids()
	if !rn.Reserve(firm) || rn.FreeSlots() != 0 || rn.Reserve(firm) {
		t.Fatal("a reserved slot is not counted as taken")
	}
	d, err := r.Demand(f.ctx, firm, a, rail.Cause{})
	if err != nil || !d.Won {
		t.Fatal(d, err)
	}
	if !rn.SubmitReserved(d.Claim) {
		t.Fatal("submit refused")
	}
	startRunner(t, rn)
	if got := <-built; got != a {
		t.Fatalf("built %s, want A", got)
	}
	if rn.Reserve(firm) {
		t.Fatal("reserved a slot while the only one builds")
	}
	if _, err := r.Record(f.ctx, firm, b, rail.Cause{}); err != nil {
		t.Fatal(err)
	}
	if j := f.job(firm, b); j.RunStatus != "idle" || j.Requested != 1 {
		t.Fatalf("B while the slot is busy: %+v", j)
	}
	close(gate)
	select {
	case got := <-built:
		if got != b {
			t.Fatalf("built %s, want B", got)
		}
	case <-time.After(20 * time.Second):
		t.Fatal("the Runner did not take the pending matter when its slot freed")
	}
	waitFor(t, 20*time.Second, "B served", func() bool {
		j := f.job(firm, b)
		return j.RunStatus == "idle" && j.Served == j.Requested
	})
	waitFor(t, 10*time.Second, "the slot free again", func() bool { return rn.FreeSlots() == 1 })
	if !rn.Reserve(firm) || rn.FreeSlots() != 0 {
		t.Fatal("reserve after quiet")
	}
	rn.Unreserve(firm)
	if rn.FreeSlots() != 1 {
		t.Fatal("unreserve did not give the slot back")
	}
	f.checkQuiet(firm, a)
	f.checkQuiet(firm, b)
}

// One matter's stream of demand does not keep a slot from another matter:
// when a build lands and demand arrived during it, its matter goes back to
// pending instead of taking the slot again, and the Runner takes the
// matter that has waited longest first.
func TestRunnerServesTheLongestWaitingFirst(t *testing.T) {
	f := newFixture(t)
	r := f.rail("one-slot", 10*time.Second)
	gate := make(chan struct{})
	built := make(chan string, 10)
	rn := rail.NewRunner(r, func(ctx context.Context, c rail.Claim) (rail.Frame, error) {
		built <- c.MatterID
		select {
		case <-gate:
		case <-ctx.Done():
			return rail.Frame{}, ctx.Err()
		}
		return rail.Frame{}, nil
	}, rail.RunnerOptions{Slots: 1, ReconcileEvery: time.Hour, Logger: quietLogger(t)})
	firm, busy := ids()
	_, waiting := ids()
	d, err := r.Demand(f.ctx, firm, busy, rail.Cause{})
	if err != nil || !d.Won {
		t.Fatal(d, err)
	}
	rn.Submit(d.Claim)
	startRunner(t, rn)
	next := func() string {
		select {
		case m := <-built:
			return m
		case <-time.After(20 * time.Second):
			t.Fatal("no build started")
			return ""
		}
	}
	if next() != busy {
		t.Fatal("the first build is not the busy matter's")
	}
	if _, err := r.Record(f.ctx, firm, waiting, rail.Cause{}); err != nil { // waits for the slot
		t.Fatal(err)
	}
	if _, err := r.Record(f.ctx, firm, busy, rail.Cause{}); err != nil { // more demand for the busy matter
		t.Fatal(err)
	}
	gate <- struct{}{}
	if m := next(); m != waiting {
		t.Fatalf("after the busy matter's build the slot went to %s, want the matter that waited", m)
	}
	gate <- struct{}{}
	if m := next(); m != busy {
		t.Fatalf("then %s, want the busy matter's pending demand", m)
	}
	close(gate)
	waitFor(t, 20*time.Second, "both served", func() bool {
		a, b := f.job(firm, busy), f.job(firm, waiting)
		return a.RunStatus == "idle" && a.Served == a.Requested && b.RunStatus == "idle" && b.Served == b.Requested
	})
	f.checkQuiet(firm, busy)
	f.checkQuiet(firm, waiting)
}
