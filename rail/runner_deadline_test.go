package rail_test

import (
	"context"
	"net/url"
	"strconv"
	"testing"
	"time"

	"pramaan/internal/dbconfig"
	"pramaan/internal/faultproxy"
	"pramaan/internal/pgtest"
	"pramaan/rail"
)

// A Runner cut off from its database (a black-holed path: no answer, no
// reset, so neither TCP nor any server timeout reaches it) does not wait on
// it: each heartbeat and each reconcile pass gives up within its own
// deadline (lease/3), so the Runner's loop keeps turning and a build learns
// of a lost claim as soon as the path heals.
func TestRunnerCallsHaveDeadlinesUnderABlackhole(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	const lease = 3 * time.Second
	pu, err := url.Parse(pgtest.URL(t))
	if err != nil {
		t.Fatal(err)
	}
	proxy, err := faultproxy.Start(pu.Host)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = proxy.Close() })
	pu.Host = "127.0.0.1:" + strconv.Itoa(proxy.Port())
	pool, err := dbconfig.NewPool(ctx, pu.String(), dbconfig.ForLease(lease), nil)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(pool.Close)
	r := rail.New(pool, rail.Config{WorkerID: "cut-off", Lease: lease})

	started := make(chan struct{}, 1)
	rn := rail.NewRunner(r, func(ctx context.Context, c rail.Claim) (rail.Frame, error) {
		started <- struct{}{}
		<-ctx.Done()
		return rail.Frame{}, ctx.Err()
	}, rail.RunnerOptions{Slots: 2, ReconcileEvery: 200 * time.Millisecond, Logger: quietLogger(t)})
	rn.Heartbeats.Init()
	rn.Reconciles.Init()

	firm, matter := ids()
	d, err := r.Demand(ctx, firm, matter, rail.Cause{})
	if err != nil || !d.Won {
		t.Fatal(d, err)
	}
	if !rn.Submit(d.Claim) {
		t.Fatal("Submit refused")
	}
	stop := startRunner(t, rn)
	t.Cleanup(func() { proxy.Forward(); stop() })
	select {
	case <-started:
	case <-time.After(30 * time.Second):
		t.Fatal("the build never started")
	}
	// A heartbeat and a reconcile pass answer while the path is whole.
	for _, s := range []struct {
		name string
		sig  interface {
			Wait(time.Duration) (rail.CallResult, bool)
		}
	}{{"heartbeat", &rn.Heartbeats}, {"reconcile", &rn.Reconciles}} {
		for {
			res, ok := s.sig.Wait(30 * time.Second)
			if !ok {
				t.Fatalf("no %s while the path was whole", s.name)
			}
			if res.Err == nil {
				break
			}
		}
	}

	proxy.Blackhole()
	cut := time.Now()
	deadline := lease / 3
	for _, s := range []struct {
		name string
		sig  interface {
			Wait(time.Duration) (rail.CallResult, bool)
		}
	}{{"heartbeat", &rn.Heartbeats}, {"reconcile", &rn.Reconciles}} {
		for {
			// Without a deadline of its own the call waits for the heal:
			// this wait would run out.
			res, ok := s.sig.Wait(20 * time.Second)
			if !ok {
				t.Fatalf("no %s returned within 20s of the black hole (%v after it)", s.name, time.Since(cut).Round(time.Millisecond))
			}
			if res.Err == nil {
				continue // began before the cut
			}
			t.Logf("%s against the black hole returned after %v (deadline %v): %v", s.name, res.Took.Round(time.Millisecond), deadline, res.Err)
			if res.Took > lease {
				t.Errorf("%s took %v against the black hole, past the lease %v (deadline %v)", s.name, res.Took, lease, deadline)
			}
			break
		}
	}
}

// The reconcile pass follows the lease: a dead worker's expired claim waits
// at most a sixth of the lease for the next pass (never more than a
// second, and never a busy loop), so its matter is current again within a
// lease, a sixth and one build.
func TestReconcilePassFollowsTheLease(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ lease, want time.Duration }{
		{150 * time.Millisecond, 100 * time.Millisecond},
		{time.Second, 166666666},
		{3 * time.Second, 500 * time.Millisecond},
		{6 * time.Second, time.Second},
		{30 * time.Second, time.Second},
		{time.Hour, time.Second},
	} {
		if got := rail.DefaultReconcileEvery(c.lease); got != c.want {
			t.Errorf("lease %v: reconcile every %v, want %v", c.lease, got, c.want)
		}
	}
	// At the product's fault-test lease, a lease, a pass and a one-second
	// build fit in lease + 2 s.
	const lease = 3 * time.Second
	if every := rail.DefaultReconcileEvery(lease); lease+every+time.Second > lease+2*time.Second {
		t.Errorf("lease %v: reconcile every %v leaves no room for a build within lease + 2s", lease, every)
	}
}
