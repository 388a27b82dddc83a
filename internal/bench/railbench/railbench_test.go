package railbench_test

import (
	"context"
	"encoding/json"
	"os"
	"testing"
	"time"

	"pramaan/internal/bench/railbench"
	"pramaan/internal/pgtest"
)

func TestMain(m *testing.M) { pgtest.Main(m) }

// A small run of the measure works end to end and reports sane figures (no
// speed is asserted: figures are printed). RAILBENCH_FULL=1 runs the full
// size of `pramaan bench rail`.
func TestRunSmall(t *testing.T) {
	opt := railbench.Options{Phase: 1500 * time.Millisecond, Rounds: 1, JobRows: 20_000, Expired: 10, Passes: 3,
		Latency: 500 * time.Millisecond, PathRate: 200, PathLatency: 500 * time.Millisecond, Progress: t.Logf}
	if os.Getenv("RAILBENCH_FULL") != "" {
		opt = railbench.Options{Progress: t.Logf}
	}
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
	defer cancel()
	res, err := railbench.Run(ctx, pgtest.URL(t), opt)
	if err != nil {
		t.Fatal(err)
	}
	b, _ := json.Marshal(res)
	t.Logf("%s", b)
	if res.CyclesPerS <= 0 || res.BaselineTxPerS <= 0 || res.ReconcileMS <= 0 || res.RiverJobsPerS <= 0 ||
		res.RiverRatio <= 0 || res.LatencyP50MS <= 0 || res.LatencyP99MS < res.LatencyP50MS || res.LatencySamples == 0 ||
		res.LatencyNewP50MS <= 0 || res.LatencyNewP99MS < res.LatencyNewP50MS ||
		res.PathSamples == 0 || res.PathP99MS < res.PathP50MS || res.PathFinishP50MS <= 0 {
		t.Fatalf("figures missing: %s", b)
	}
	if res.ReconcileTook != 10 && os.Getenv("RAILBENCH_FULL") == "" {
		t.Fatalf("a reconcile pass took %d claims, want the 10 expired leases", res.ReconcileTook)
	}
}
