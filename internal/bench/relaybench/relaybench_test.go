package relaybench_test

import (
	"context"
	"testing"
	"time"

	"pramaan/bus"
	"pramaan/internal/bench/relaybench"
	"pramaan/internal/pgtest"
)

func TestMain(m *testing.M) { pgtest.Main(m) }

// TestRunSmall runs the benchmark at a tiny size: every phase completes and
// reports a sample for every fact it wrote. (The figures are printed by
// `pramaan bench relay`, never asserted.)
func TestRunSmall(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	pool := pgtest.New(t)
	b, err := bus.Start(ctx, bus.Options{DataDir: t.TempDir()})
	if err != nil {
		t.Fatal(err)
	}
	defer b.Close()
	res, err := relaybench.Run(ctx, pool, b, relaybench.Options{Events: 3000, BatchSize: 500,
		LatencyEvents: 40, LatencyRate: 200, PollEvents: 4, PollRate: 50, PollInterval: 200 * time.Millisecond,
		Progress: t.Logf})
	if err != nil {
		t.Fatal(err)
	}
	if res.EventsPerS <= 0 || res.LatencySamples != 40 || res.PollOnlySamples != 4 || res.LatencyP50MS > res.LatencyP99MS {
		t.Fatalf("result %+v", res)
	}
	// The benchmark leaves nothing behind on the stream it was given.
	info, err := b.Stream.Info(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if info.State.Msgs != 0 {
		t.Errorf("%d benchmark messages left on the stream", info.State.Msgs)
	}
}
