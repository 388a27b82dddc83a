package trigger

import (
	"context"
	"fmt"
	"log/slog"
	"net/url"
	"strconv"
	"testing"
	"time"

	"github.com/jackc/pgx/v5/pgconn"
	"github.com/jackc/pgx/v5/pgxpool"

	"pramaan/internal/dbconfig"
	"pramaan/internal/faultproxy"
	"pramaan/internal/pgtest"
)

// A Consumer's probe sees its database stop answering (the path to it
// black-holed: no error, no close, silence) within a few intervals, and
// sees it answer again once the path heals; while it does not answer, the
// Consumer fetches nothing.
func TestProbeSeesTheDatabaseGoAndComeBack(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	proxy, pool := proxiedPool(t)
	c := &Consumer{t: &Trigger{pool: pool}, opt: ConsumerOptions{ProbeEvery: 100 * time.Millisecond},
		log: slog.New(slog.DiscardHandler)}
	c.probed.Init()
	pctx, stopProbe := context.WithCancel(ctx)
	defer stopProbe()
	p := c.startProbe(pctx)
	// Each wait is on the probe's own outcomes: under load one probe may
	// take longer than its interval and fail, so a single look could catch
	// a passing state; what is asserted is what the probe comes to see.
	wait := func(what string, want bool) time.Duration {
		t.Helper()
		began := time.Now()
		for {
			err, ok := c.probed.Wait(time.Until(began.Add(10 * time.Second)))
			if !ok {
				t.Fatalf("the probe did not see the database %s within 10s", what)
			}
			if (err == nil) == want && p.healthy.Load() == want {
				return time.Since(began)
			}
		}
	}
	wait("answer", true)
	if !p.ready(ctx) {
		t.Fatal("a reachable database probed healthy, yet the consumer would not fetch")
	}
	inHand, done := p.handling(ctx, time.Minute) // a message in hand as the path goes
	defer done()
	proxy.Blackhole()
	gone := wait("go", false)
	if p.ready(ctx) {
		t.Fatal("the consumer would fetch with its database unreachable")
	}
	select {
	case <-inHand.Done():
	case <-time.After(5 * time.Second):
		t.Fatal("a message in hand was not given up when the database stopped answering")
	}
	proxy.Forward()
	back := wait("come back", true)
	fresh, done2 := p.handling(ctx, time.Minute)
	defer done2()
	// The probe goes on meanwhile; stop it, so that what follows reads only
	// what this test does.
	stopProbe()
	select {
	case <-p.stopped:
	case <-time.After(10 * time.Second):
		t.Fatal("the probe did not stop")
	}
	if fresh.Err() != nil {
		// Only a probe that failed again since may have ended it.
		failedSince := false
		for {
			err, ok := c.probed.Wait(0)
			if !ok {
				break
			}
			failedSince = failedSince || err != nil
		}
		if !failedSince {
			t.Fatal("a message taken after the database came back starts cancelled")
		}
	}
	t.Logf("probe every 100ms: database unreachable seen after %s, reachable again after %s",
		gone.Round(time.Millisecond), back.Round(time.Millisecond))
	// A handling error the server did not answer marks the database
	// unreachable at once; a server's answer (a lock timeout) does not.
	p.set(true, nil)
	p.failed(fmt.Errorf("demand: %w", &pgconn.PgError{Code: "55P03", Message: "lock timeout"}))
	if !p.healthy.Load() {
		t.Fatal("a lock timeout (the server answered) stopped the consumer")
	}
	p.failed(context.DeadlineExceeded)
	if p.healthy.Load() {
		t.Fatal("a handling error without the server's answer left the consumer fetching")
	}
}

// A database that answers slowly (each probe's round trip longer than the
// probe interval, as on a saturated machine) is not an unreachable one: the
// Consumer keeps fetching and the messages in hand keep going, because a
// probe waits ProbeTimeout for the answer, not one interval. A path that
// then goes silent is still seen.
func TestProbeKeepsASlowDatabaseHealthy(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	proxy, pool := proxiedPool(t)
	c := &Consumer{t: &Trigger{pool: pool},
		opt: ConsumerOptions{ProbeEvery: 50 * time.Millisecond, ProbeTimeout: 5 * time.Second},
		log: slog.New(slog.DiscardHandler)}
	c.probed.Init()
	proxy.Delay(120 * time.Millisecond) // every chunk each way: a round trip over four intervals
	pctx, stopProbe := context.WithCancel(ctx)
	defer stopProbe()
	p := c.startProbe(pctx)
	inHand, done := p.handling(ctx, time.Minute)
	defer done()
	for i := 0; i < 5; i++ {
		err, ok := c.probed.Wait(30 * time.Second)
		if !ok {
			t.Fatalf("probe %d gave no outcome within 30s", i+1)
		}
		if err != nil {
			t.Fatalf("probe %d of a slow but answering database failed: %v", i+1, err)
		}
	}
	if !p.healthy.Load() || inHand.Err() != nil {
		t.Fatalf("a slow database was taken for an unreachable one (healthy %v, message in hand %v)", p.healthy.Load(), inHand.Err())
	}
	proxy.Blackhole()
	began := time.Now()
	for p.healthy.Load() {
		if _, ok := c.probed.Wait(time.Until(began.Add(30 * time.Second))); !ok {
			t.Fatal("a silent path was not seen within 30s")
		}
	}
	t.Logf("a slow database (120 ms a chunk) stayed healthy over 5 probes; silence seen after %s", time.Since(began).Round(time.Millisecond))
}

// proxiedPool is a pool of a private database reached through a fault
// proxy the test controls; both close when the test ends.
func proxiedPool(t *testing.T) (*faultproxy.Proxy, *pgxpool.Pool) {
	t.Helper()
	u, err := url.Parse(pgtest.URL(t))
	if err != nil {
		t.Fatal(err)
	}
	proxy, err := faultproxy.Start(u.Host)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { proxy.Close() })
	u.Host = "127.0.0.1:" + strconv.Itoa(proxy.Port())
	pool, err := dbconfig.NewPool(context.Background(), u.String(), pgtest.Bounds, nil)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(pool.Close)
	return proxy, pool
}
