package rail_test

import (
	"context"
	"testing"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5/pgxpool"

	"pramaan/internal/pgtest"
	"pramaan/rail"
)

func TestMain(m *testing.M) { pgtest.Main(m) }

// fixture is one test's database and a rail on it.
type fixture struct {
	t    *testing.T
	pool *pgxpool.Pool
	ctx  context.Context
}

func newFixture(t *testing.T) *fixture {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 90*time.Second)
	t.Cleanup(cancel)
	return &fixture{t: t, pool: pgtest.New(t), ctx: ctx}
}

func (f *fixture) rail(worker string, lease time.Duration) *rail.Rail {
	return rail.New(f.pool, rail.Config{WorkerID: worker, Lease: lease, Heartbeat: lease / 4,
		BackoffBase: 50 * time.Millisecond, BackoffMax: time.Second})
}

func ids() (string, string) { return uuid.NewString(), uuid.NewString() }

const tp = "00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01"

// A demand on a fresh matter wins token 1; Finish lands generation 1, the run
// is 'landed', and the ledger is served.
func TestDemandFinishBasic(t *testing.T) {
	f := newFixture(t)
	r := f.rail("w1", time.Minute)
	firm, matter := ids()
	d, err := r.Demand(f.ctx, firm, matter, rail.Cause{EventID: "e1", TraceParent: tp})
	if err != nil {
		t.Fatal(err)
	}
	if !d.Won || d.Claim.Token != 1 || d.Requested != 1 {
		t.Fatalf("demand: %+v", d)
	}
	d2, err := r.Demand(f.ctx, firm, matter, rail.Cause{EventID: "e2"})
	if err != nil {
		t.Fatal(err)
	}
	if d2.Won || d2.Requested != 2 {
		t.Fatalf("second demand: %+v", d2)
	}
	res, err := r.Finish(f.ctx, d.Claim, rail.Frame{Body: []byte(`{"a":1}`), DocumentIDs: []string{uuid.NewString()}, ModelCalls: 1}, nil)
	if err != nil {
		t.Fatal(err)
	}
	if res.Generation != 1 || res.FollowUp == nil || res.FollowUp.Token != 2 {
		t.Fatalf("finish: %+v", res)
	}
	res2, err := r.Finish(f.ctx, *res.FollowUp, rail.Frame{Body: []byte(`{"a":2}`)}, nil)
	if err != nil {
		t.Fatal(err)
	}
	if res2.Generation != 2 || res2.FollowUp != nil {
		t.Fatalf("follow-up finish: %+v", res2)
	}
	// Finishing the landed claim again is idempotent (a retry after a lost
	// COMMIT acknowledgement): it reports the same landing.
	again, err := r.Finish(f.ctx, d.Claim, rail.Frame{}, nil)
	if err != nil || again.Generation != 1 {
		t.Fatalf("repeated finish: %+v %v", again, err)
	}
	st, err := r.Status(f.ctx, matter)
	if err != nil {
		t.Fatal(err)
	}
	if len(st) != 1 || st[0].Unserved || st[0].ServedGeneration != 2 || st[0].RunStatus != "idle" || len(st[0].LastRuns) != 2 {
		t.Fatalf("status: %+v", st)
	}
	if st[0].LastRuns[1].TraceID != "4bf92f3577b34da6a3ce929d0e0e4736" || st[0].LastRuns[1].Outcome != "landed" {
		t.Fatalf("runs: %+v", st[0].LastRuns)
	}
}
