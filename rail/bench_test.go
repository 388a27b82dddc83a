package rail_test

import (
	"context"
	"sync/atomic"
	"testing"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5/pgxpool"

	"pramaan/internal/pgtest"
	"pramaan/rail"
)

// BenchmarkDemandFinish is one demand+finish cycle with a no-op build on
// distinct matters, from parallel builders (-cpu sets how many); compare
// with BenchmarkBaselineUpdate in the same run. `pramaan bench rail` prints
// the same comparison with a fixed setup.
func BenchmarkDemandFinish(b *testing.B) {
	pool := pgtest.NewWithConfig(b, func(c *pgxpool.Config) { c.MaxConns = 8 })
	r := rail.New(pool, rail.Config{WorkerID: "bench"})
	firm := uuid.NewString()
	ctx := context.Background()
	b.SetParallelism(4) // with GOMAXPROCS 2: 8 builders
	b.ResetTimer()
	b.RunParallel(func(pb *testing.PB) {
		matters := make([]string, 64)
		for i := range matters {
			matters[i] = uuid.NewString()
		}
		for i := 0; pb.Next(); i++ {
			d, err := r.Demand(ctx, firm, matters[i%len(matters)], rail.Cause{})
			if err != nil || !d.Won {
				b.Fatal(d, err)
			}
			if _, err := r.Finish(ctx, d.Claim, rail.Frame{}, nil); err != nil {
				b.Fatal(err)
			}
		}
	})
}

// BenchmarkBaselineUpdate is the server's plain single-row UPDATE
// transaction, the physical baseline for BenchmarkDemandFinish.
func BenchmarkBaselineUpdate(b *testing.B) {
	pool := pgtest.NewWithConfig(b, func(c *pgxpool.Config) { c.MaxConns = 8 })
	ctx := context.Background()
	if _, err := pool.Exec(ctx, `CREATE TABLE baseline (id int PRIMARY KEY, n bigint NOT NULL DEFAULT 0);
		INSERT INTO baseline (id) SELECT generate_series(1, 1024)`); err != nil {
		b.Fatal(err)
	}
	var next atomic.Int64
	b.SetParallelism(4)
	b.ResetTimer()
	b.RunParallel(func(pb *testing.PB) {
		base := next.Add(128)
		for i := 0; pb.Next(); i++ {
			if _, err := pool.Exec(ctx, `UPDATE baseline SET n = n + 1 WHERE id = $1`, (base+int64(i%128))%1024+1); err != nil {
				b.Fatal(err)
			}
		}
	})
}

// BenchmarkReconcileIdle is one reconcile pass over a ledger of served
// matters with nothing to do: its cost must not grow with the table.
func BenchmarkReconcileIdle(b *testing.B) {
	pool := pgtest.New(b)
	ctx := context.Background()
	if _, err := pool.Exec(ctx, `INSERT INTO ops.matter_frame_jobs (firm_id, matter_id, requested_generation, claimed_generation, served_generation)
		SELECT gen_random_uuid(), gen_random_uuid(), 1, 1, 1 FROM generate_series(1, 100000); ANALYZE ops.matter_frame_jobs`); err != nil {
		b.Fatal(err)
	}
	r := rail.New(pool, rail.Config{WorkerID: "bench"})
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if cs, err := r.Reconcile(ctx, 100); err != nil || len(cs) != 0 {
			b.Fatal(cs, err)
		}
	}
}
