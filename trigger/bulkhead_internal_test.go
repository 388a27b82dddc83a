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
	u, err := url.Parse(pgtest.URL(t))
	if err != nil {
		t.Fatal(err)
	}
	proxy, err := faultproxy.Start(u.Host)
	if err != nil {
		t.Fatal(err)
	}
	defer proxy.Close()
	u.Host = "127.0.0.1:" + strconv.Itoa(proxy.Port())
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	pool, err := dbconfig.NewPool(ctx, u.String(), pgtest.Bounds, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer pool.Close()
	c := &Consumer{t: &Trigger{pool: pool}, opt: ConsumerOptions{ProbeEvery: 100 * time.Millisecond},
		log: slog.New(slog.DiscardHandler)}
	p := c.startProbe(ctx)
	wait := func(what string, want bool) time.Duration {
		t.Helper()
		began := time.Now()
		for p.healthy.Load() != want {
			if time.Since(began) > 10*time.Second {
				t.Fatalf("the probe did not see the database %s within 10s", what)
			}
			time.Sleep(10 * time.Millisecond)
		}
		return time.Since(began)
	}
	time.Sleep(300 * time.Millisecond) // a few healthy probes
	if !p.healthy.Load() || !p.ready(ctx) {
		t.Fatal("a reachable database probed unhealthy")
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
	if fresh.Err() != nil {
		t.Fatal("a message taken after the database came back starts cancelled")
	}
	t.Logf("probe every 100ms: database unreachable seen after %s, reachable again after %s",
		gone.Round(time.Millisecond), back.Round(time.Millisecond))
	// A handling error the server did not answer marks the database
	// unreachable at once; a server's answer (a lock timeout) does not.
	p.failed(fmt.Errorf("demand: %w", &pgconn.PgError{Code: "55P03", Message: "lock timeout"}))
	if !p.healthy.Load() {
		t.Fatal("a lock timeout (the server answered) stopped the consumer")
	}
	p.failed(context.DeadlineExceeded)
	if p.healthy.Load() {
		t.Fatal("a handling error without the server's answer left the consumer fetching")
	}
}
