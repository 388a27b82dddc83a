// Package railbench measures the rail against its physical baseline on one
// Postgres server, in one run: demand+finish cycles per second with a no-op
// build (many matters in flight, their demands taken in batches of what is
// waiting and their finishes group-committed, with the rail's own
// statements and durable commits) next to the same server's plain
// single-row UPDATE transactions per second with as many clients and the
// same pool size, and River's no-op jobs; the latency of one cycle at half
// the peak rate; and one Reconcile pass on a large ledger with a few
// expired leases. `pramaan bench rail` and this package's benchmark test
// print its Result.
package railbench

import (
	"context"
	"fmt"
	"os"
	"runtime/debug"
	"sort"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5/pgxpool"

	"pramaan/internal/dbconfig"
	"pramaan/rail"
)

// Result is one run's figures; the JSON keys are `pramaan bench rail --json`'s.
type Result struct {
	CyclesPerS     float64 `json:"cycles_per_s"`
	RiverJobsPerS  float64 `json:"river_jobs_per_s"`
	BaselineTxPerS float64 `json:"baseline_tx_per_s"`
	Ratio          float64 `json:"ratio"`       // cycles over baseline
	RiverRatio     float64 `json:"river_ratio"` // cycles over River's jobs
	ReconcileMS    float64 `json:"reconcile_ms"`
	// Demand-to-landed-frame latency (no-op build) at LatencyRate, half
	// the cycles' peak rate, offered open-loop (a late cycle does not delay
	// the next one's start; each is timed from when it was due). Each
	// demand is on a built, idle matter of its own (one more upload to a
	// matter whose Brief is current), the same kind of cycle as the peak's.
	LatencyP50MS   float64 `json:"latency_p50_ms"`
	LatencyP99MS   float64 `json:"latency_p99_ms"`
	LatencyRate    float64 `json:"latency_rate_per_s"`
	LatencySamples int     `json:"latency_samples"`
	// The same rate of demands each on a matter the ledger has never seen
	// (its first demand inserts its job row): a heavier cycle than the
	// peak's, so at this rate it can queue.
	LatencyNewP50MS float64 `json:"latency_new_matter_p50_ms"`
	LatencyNewP99MS float64 `json:"latency_new_matter_p99_ms"`
	// The mean demand batch and finish group while latency was measured.
	LatencyBatchMean float64 `json:"latency_demand_batch_mean"`
	LatencyGroupMean float64 `json:"latency_finish_group_mean"`
	// Where a cycle's latency went, p50 and p99 of each stage: waiting for
	// a consumer, the demand batch's round trip (statement and commit), and
	// the finish through the group commit.
	LatencyWaitP50MS   float64 `json:"latency_wait_p50_ms"`
	LatencyWaitP99MS   float64 `json:"latency_wait_p99_ms"`
	LatencyDemandP50MS float64 `json:"latency_demand_batch_p50_ms"`
	LatencyDemandP99MS float64 `json:"latency_demand_batch_p99_ms"`
	LatencyFinishP50MS float64 `json:"latency_finish_group_p50_ms"`
	LatencyFinishP99MS float64 `json:"latency_finish_group_p99_ms"`
	// The finish's parts, p50 and p99: from the demand batch's commit to
	// the build's call of the group commit (its goroutine starting), waiting
	// in the group commit (for company, a free lane or the window), the
	// group's transaction (statement and durable commit), and from the
	// group's end to the call's return.
	LatencyFinishStartP50MS  float64 `json:"latency_finish_start_p50_ms"`
	LatencyFinishStartP99MS  float64 `json:"latency_finish_start_p99_ms"`
	LatencyGroupWaitP50MS    float64 `json:"latency_group_wait_p50_ms"`
	LatencyGroupWaitP99MS    float64 `json:"latency_group_wait_p99_ms"`
	LatencyGroupTxP50MS      float64 `json:"latency_group_tx_p50_ms"`
	LatencyGroupTxP99MS      float64 `json:"latency_group_tx_p99_ms"`
	LatencyFinishReturnP50MS float64 `json:"latency_finish_return_p50_ms"`
	LatencyFinishReturnP99MS float64 `json:"latency_finish_return_p99_ms"`
	// This process's garbage collections while latency was measured: how
	// many, their stop-the-world pauses' total and longest.
	LatencyGCCycles       uint32  `json:"latency_gc_cycles"`
	LatencyGCPauseTotalMS float64 `json:"latency_gc_pause_total_ms"`
	LatencyGCPauseMaxMS   float64 `json:"latency_gc_pause_max_ms"`
	// The machine's one-minute load average when the run began and ended
	// (0 where /proc/loadavg is not to be read): the figures follow it.
	LoadAverageStart float64 `json:"load_average_start"`
	LoadAverageEnd   float64 `json:"load_average_end"`
	// The product's whole path at PathRate (PathResult's fields).
	PathResult
	ReconcilePasses []float64 `json:"reconcile_pass_ms"`
	ReconcileRows   int       `json:"reconcile_rows"`
	ReconcileTook   int       `json:"reconcile_claims_per_pass"`
	Builders        int       `json:"builders"`
	// How a cycle batches: the most demands one batch takes (each takes
	// what is waiting, up to it), and the group commit's window and cap for
	// the finishes; then the mean sizes the cycle rounds made.
	Batch           int     `json:"batch"`
	GroupWindowMS   float64 `json:"group_window_ms"`
	GroupMax        int     `json:"group_max"`
	InFlight        int     `json:"matters_in_flight"`
	DemandBatchMean float64 `json:"demand_batch_mean"`
	FinishGroupMean float64 `json:"finish_group_mean"`
	PoolSize        int     `json:"pool_size"`
	SecondsEach     float64 `json:"seconds_measured_each"` // total time each side was measured
	// Per-round figures, in measuring order (each round measures every side,
	// rotating which goes first); the headline figures are their medians.
	CycleRounds    []float64 `json:"cycle_rounds_per_s"`
	BaselineRounds []float64 `json:"baseline_rounds_tx_per_s"`
	RiverRounds    []float64 `json:"river_rounds_jobs_per_s"`
	// River's workload: its benchmark's settings, in a scratch schema.
	RiverVersion    string `json:"river_version"`
	RiverMaxWorkers int    `json:"river_max_workers"`
	RiverJobsLoaded int64  `json:"river_jobs_inserted"`
	// How pgx sends the statements (prepared once per connection, then
	// Bind/Execute: one round trip per statement).
	ExecMode string `json:"pgx_exec_mode"`
	// The server's durability settings, which decide what the baseline measures.
	ServerFsync             string `json:"server_fsync"`
	ServerSynchronousCommit string `json:"server_synchronous_commit"`
	// What the server counted during the cycle rounds and during the
	// latency measure.
	RoundsServer  ServerStats `json:"server_during_rounds"`
	LatencyServer ServerStats `json:"server_during_latency"`
}

// Options size a run; zero values mean the defaults of `pramaan bench rail`.
type Options struct {
	Clients int           // concurrent builders, and baseline clients (pool size). Default 8.
	Phase   time.Duration // length of one measuring phase. Default 1s.
	Rounds  int           // rounds of one phase per side, interleaved (so load from elsewhere hits all alike). Default 7.
	JobRows int           // job rows loaded for the reconcile measure. Default 1,000,000.
	Expired int           // expired leases among them. Default 100.
	Passes  int           // reconcile passes timed (the median is reported). Default 7.
	// Latency is how long the latency measure offers cycles. Default 3s.
	Latency time.Duration
	// Batch is the most demands one demand batch takes: each takes what
	// has arrived, up to it. Default rail.DefaultGroupMax (256).
	Batch int
	// InFlight is how many matters the cycle measure keeps in flight (each
	// demanded again as soon as its frame landed). Default 256 per client.
	InFlight int
	// GroupWindow is how long a finished build waits for others to land
	// with (rail.GroupCommit). Default 2ms.
	GroupWindow time.Duration
	// GroupMax caps a finish group. Default rail.DefaultGroupMax.
	GroupMax int
	// PathRate is how many facts per second the product's path (relay,
	// bus, trigger, Runner, group commit) is offered while it is timed, for
	// PathLatency. Defaults 500/s and 3s; a negative rate skips it.
	PathRate    float64
	PathLatency time.Duration
	// NoRiver skips River's rounds (its figures stay zero).
	NoRiver bool
	// Progress receives progress lines (may be nil).
	Progress func(format string, args ...any)
}

func (o Options) withDefaults() Options {
	if o.Clients <= 0 {
		o.Clients = 8
	}
	if o.Phase <= 0 {
		o.Phase = time.Second
	}
	if o.Rounds <= 0 {
		o.Rounds = 7
	}
	if o.JobRows <= 0 {
		o.JobRows = 1_000_000
	}
	if o.Expired <= 0 {
		o.Expired = 100
	}
	if o.Passes <= 0 {
		o.Passes = 7
	}
	if o.Latency <= 0 {
		o.Latency = 3 * time.Second
	}
	if o.Batch <= 0 {
		o.Batch = rail.DefaultGroupMax
	}
	if o.InFlight <= 0 {
		o.InFlight = 256 * o.Clients
	}
	if o.GroupWindow <= 0 {
		o.GroupWindow = 2 * time.Millisecond
	}
	if o.GroupMax <= 0 {
		o.GroupMax = rail.DefaultGroupMax
	}
	if o.PathRate == 0 {
		o.PathRate = 500
	}
	if o.PathLatency <= 0 {
		o.PathLatency = 3 * time.Second
	}
	if o.Progress == nil {
		o.Progress = func(string, ...any) {}
	}
	return o
}

// Run measures on the migrated database at dbURL (its rail tables should be
// empty: the reconcile measure adds a million rows). Progress lines go to
// opt.Progress.
func Run(ctx context.Context, dbURL string, opt Options) (*Result, error) {
	opt = opt.withDefaults()
	progressf := opt.Progress
	benchClients, benchPhase, benchRounds := opt.Clients, opt.Phase, opt.Rounds
	// The product's session bounds, less the statement timeout: loading a
	// million job rows is one long statement.
	bounds := dbconfig.ForLease(30 * time.Second)
	bounds.Statement = 0
	pc, err := dbconfig.ParsePool(dbURL, bounds)
	if err != nil {
		return nil, err
	}
	pc.MaxConns = int32(benchClients)
	pc.MinConns = int32(benchClients)
	pool, err := pgxpool.NewWithConfig(ctx, pc)
	if err != nil {
		return nil, err
	}
	defer pool.Close()

	res := &Result{LoadAverageStart: loadAverage(), Builders: benchClients, PoolSize: benchClients, SecondsEach: benchPhase.Seconds() * float64(benchRounds),
		Batch: opt.Batch, GroupWindowMS: float64(opt.GroupWindow.Microseconds()) / 1000, GroupMax: opt.GroupMax,
		ExecMode: pc.ConnConfig.DefaultQueryExecMode.String()}
	r := rail.New(pool, rail.Config{WorkerID: "bench", Lease: 30 * time.Second})
	if err := pool.QueryRow(ctx, `SELECT current_setting('fsync'), current_setting('synchronous_commit')`).
		Scan(&res.ServerFsync, &res.ServerSynchronousCommit); err != nil {
		return nil, fmt.Errorf("bench rail: server settings: %w", err)
	}

	// Setup: the baseline's table, and each builder's own matters.
	if _, err := pool.Exec(ctx, `CREATE TABLE bench_baseline (id int PRIMARY KEY, n bigint NOT NULL DEFAULT 0);
		INSERT INTO bench_baseline (id) SELECT generate_series(1, 1024)`); err != nil {
		return nil, fmt.Errorf("bench rail: baseline table: %w", err)
	}
	firm := uuid.NewString()
	matters := make([]string, opt.InFlight)
	for i := range matters {
		matters[i] = uuid.NewString()
	}
	// A cycle: a demand arrives (a nudge) and waits with the others that
	// arrived; a consumer takes what is waiting, up to opt.Batch, as one
	// demand batch (one statement, one commit, as the trigger makes them
	// for the nudges it fetched); each won claim's no-op build finishes
	// through the group commit, as the Runner's builds do. The cycle ends
	// when the frame landed, and the matter is demanded again at once.
	simCtx, stopSim := context.WithCancel(ctx)
	defer stopSim()
	gc := r.NewGroupCommit(opt.GroupWindow, opt.GroupMax)
	sim := newTriggerSim(simCtx, r, gc, firm, opt.Batch)
	gc.Observe(sim.observeGroups)
	cycles := func() (float64, error) { return closedLoop(simCtx, sim, matters, benchPhase) }
	update := func(w, i int) (int, error) {
		_, err := pool.Exec(ctx, `UPDATE bench_baseline SET n = n + 1 WHERE id = $1`, w*128+i%128+1)
		return 1, err
	}
	// Warm both paths (prepared statements, first inserts).
	if _, err := closedLoop(simCtx, sim, matters, benchPhase/4); err != nil {
		return nil, err
	}
	for w := 0; w < benchClients; w++ {
		for i := 0; i < 64; i++ {
			if _, err := update(w, i); err != nil {
				return nil, err
			}
		}
	}
	sim.batches.Store(0)
	sim.demands.Store(0)
	groups0, finishes0 := gc.Landed()
	var river *riverPeer
	if !opt.NoRiver {
		progressf("River %s: migrating its scratch schema %s", riverVersion(), riverSchema)
		if river, err = newRiverPeer(ctx, dbURL, benchClients); err != nil {
			return nil, err
		}
		defer river.close()
		res.RiverVersion, res.RiverMaxWorkers = riverVersion(), riverMaxWorkers
	}
	type side struct {
		name string
		run  func() (float64, error)
		into *[]float64
	}
	sides := []side{
		{"plain UPDATE baseline", func() (float64, error) { return benchRun(ctx, benchClients, benchPhase, update) }, &res.BaselineRounds},
		{"rail demand+finish cycles", cycles, &res.CycleRounds},
	}
	if river != nil {
		sides = append(sides, side{"River no-op jobs, inserting", func() (float64, error) {
			return river.round(ctx, riverWarm, benchPhase)
		}, &res.RiverRounds})
	}
	stats0, err := serverStats(ctx, pool)
	if err != nil {
		return nil, err
	}
	// Rounds rotate which side goes first, so no side always runs right
	// after the same other one.
	for round := 0; round < benchRounds; round++ {
		for k := range sides {
			sd := sides[(round+k)%len(sides)]
			progressf("round %d/%d: %s, %s", round+1, benchRounds, sd.name, benchPhase)
			n, err := sd.run()
			if err != nil {
				return nil, err
			}
			*sd.into = append(*sd.into, n)
		}
	}
	stats1, err := serverStats(ctx, pool)
	if err != nil {
		return nil, err
	}
	res.RoundsServer = stats1.since(stats0)
	res.InFlight = len(matters)
	if b := sim.batches.Load(); b > 0 {
		res.DemandBatchMean = float64(sim.demands.Load()) / float64(b)
	}
	if groups, finishes := gc.Landed(); groups > groups0 {
		res.FinishGroupMean = float64(finishes-finishes0) / float64(groups-groups0)
	}
	res.CyclesPerS = median(res.CycleRounds)
	res.BaselineTxPerS = median(res.BaselineRounds)
	res.RiverJobsPerS = median(res.RiverRounds)
	if res.BaselineTxPerS > 0 {
		res.Ratio = res.CyclesPerS / res.BaselineTxPerS
	}
	if res.RiverJobsPerS > 0 {
		res.RiverRatio = res.CyclesPerS / res.RiverJobsPerS
	}
	if river != nil {
		res.RiverJobsLoaded = river.inserted.Load()
		// River's tables and pool go before the rail alone is timed.
		river.close()
	}

	// Latency at half the peak: each cycle on a built matter of its own,
	// idle and served (built first, closed-loop, before the clock starts).
	res.LatencyRate = res.CyclesPerS / 2
	built := make([]string, int(res.LatencyRate*opt.Latency.Seconds()))
	progressf("latency: building %d matters first", len(built))
	if err := buildAll(ctx, sim, built, len(matters)); err != nil {
		return nil, err
	}
	progressf("latency: demand to landed frame at %.0f cycles/s for %s", res.LatencyRate, opt.Latency)
	sim.batches.Store(0)
	sim.demands.Store(0)
	groups0, finishes0 = gc.Landed()
	stats2, err := serverStats(ctx, pool)
	if err != nil {
		return nil, err
	}
	var gc0, gc1 debug.GCStats
	debug.ReadGCStats(&gc0)
	sim.timing.Store(true)
	lat, err := openLoop(ctx, res.LatencyRate, opt.Latency, func(i int) error { return sim.demandOn(built[i]) })
	sim.timing.Store(false)
	debug.ReadGCStats(&gc1)
	res.LatencyGCCycles = uint32(gc1.NumGC - gc0.NumGC)
	res.LatencyGCPauseTotalMS = ms(gc1.PauseTotal - gc0.PauseTotal)
	for _, p := range gc1.Pause[:min(int(gc1.NumGC-gc0.NumGC), len(gc1.Pause))] {
		res.LatencyGCPauseMaxMS = max(res.LatencyGCPauseMaxMS, ms(p))
	}
	if err != nil {
		return nil, err
	}
	stats3, err := serverStats(ctx, pool)
	if err != nil {
		return nil, err
	}
	res.LatencyServer = stats3.since(stats2)
	sim.stageMu.Lock()
	res.LatencyWaitP50MS, res.LatencyWaitP99MS = percentileMS(sim.waited, 0.5), percentileMS(sim.waited, 0.99)
	res.LatencyDemandP50MS, res.LatencyDemandP99MS = percentileMS(sim.demanded, 0.5), percentileMS(sim.demanded, 0.99)
	res.LatencyFinishP50MS, res.LatencyFinishP99MS = percentileMS(sim.land, 0.5), percentileMS(sim.land, 0.99)
	sim.stageMu.Unlock()
	start, wait, tx, back := sim.finishParts()
	res.LatencyFinishStartP50MS, res.LatencyFinishStartP99MS = percentileMS(start, 0.5), percentileMS(start, 0.99)
	res.LatencyGroupWaitP50MS, res.LatencyGroupWaitP99MS = percentileMS(wait, 0.5), percentileMS(wait, 0.99)
	res.LatencyGroupTxP50MS, res.LatencyGroupTxP99MS = percentileMS(tx, 0.5), percentileMS(tx, 0.99)
	res.LatencyFinishReturnP50MS, res.LatencyFinishReturnP99MS = percentileMS(back, 0.5), percentileMS(back, 0.99)
	if b := sim.batches.Load(); b > 0 {
		res.LatencyBatchMean = float64(sim.demands.Load()) / float64(b)
	}
	if groups, finishes := gc.Landed(); groups > groups0 {
		res.LatencyGroupMean = float64(finishes-finishes0) / float64(groups-groups0)
	}
	res.LatencySamples = len(lat)
	res.LatencyP50MS = percentileMS(lat, 0.50)
	res.LatencyP99MS = percentileMS(lat, 0.99)
	progressf("latency: demand to landed frame on new matters at %.0f/s for %s", res.LatencyRate, opt.Latency)
	fresh, err := openLoop(ctx, res.LatencyRate, opt.Latency, sim.demand)
	if err != nil {
		return nil, err
	}
	res.LatencyNewP50MS = percentileMS(fresh, 0.50)
	res.LatencyNewP99MS = percentileMS(fresh, 0.99)

	if opt.PathRate > 0 {
		if res.PathResult, err = pathLatency(ctx, dbURL, opt.PathRate, opt.PathLatency, opt.GroupWindow, progressf); err != nil {
			return nil, err
		}
	}

	if err := benchReconcile(ctx, pool, r, res, opt); err != nil {
		return nil, err
	}
	res.LoadAverageEnd = loadAverage()
	return res, nil
}

// benchRun runs f from benchClients goroutines for d and returns the work
// they reported done (f's count) per second.
func benchRun(ctx context.Context, benchClients int, d time.Duration, f func(w, i int) (int, error)) (float64, error) {
	var (
		n     atomic.Int64
		wg    sync.WaitGroup
		errMu sync.Mutex
		first error
	)
	stop := time.Now().Add(d)
	start := time.Now()
	for w := 0; w < benchClients; w++ {
		wg.Add(1)
		go func(w int) {
			defer wg.Done()
			for i := 0; time.Now().Before(stop); i++ {
				k, err := f(w, i)
				if err != nil {
					errMu.Lock()
					if first == nil {
						first = err
					}
					errMu.Unlock()
					return
				}
				n.Add(int64(k))
			}
		}(w)
	}
	wg.Wait()
	if first != nil {
		return 0, first
	}
	if err := ctx.Err(); err != nil {
		return 0, err
	}
	return float64(n.Load()) / time.Since(start).Seconds(), nil
}

// benchReconcile bulk-loads 1,000,000 served job rows, expires 100 leases,
// and times Reconcile passes, each after re-expiring the same 100.
func benchReconcile(ctx context.Context, pool *pgxpool.Pool, r *rail.Rail, res *Result, opt Options) error {
	progressf := opt.Progress
	benchJobRows, benchExpired, benchRecPasses := opt.JobRows, opt.Expired, opt.Passes
	firm := uuid.NewString()
	// One statement loads every row, the expired leases among them: every
	// (rows/expired)th row is a running claim whose lease ran out an hour
	// ago. (Picking them afterwards with an UPDATE over a subquery, before
	// any ANALYZE, once took minutes on a remote server.)
	progressf("loading %d job rows (%d with expired leases) with generate_series", benchJobRows, benchExpired)
	if _, err := pool.Exec(ctx, `
		INSERT INTO ops.matter_frame_jobs (firm_id, matter_id, run_status, requested_generation,
		                                   claimed_generation, served_generation, fencing_token, claimed_at,
		                                   lease_expires_at, claimed_by, current_run_id, run_started_at, sweep_at)
		SELECT $1::uuid, lpad(to_hex(i), 32, '0')::uuid,
		       CASE WHEN expired THEN 'running' ELSE 'idle' END,
		       CASE WHEN expired THEN 2 ELSE 1 END, CASE WHEN expired THEN 2 ELSE 1 END, 1,
		       CASE WHEN expired THEN 2 ELSE 1 END,
		       CASE WHEN expired THEN now() - interval '1 hour' ELSE now() - interval '1 day' END,
		       CASE WHEN expired THEN now() - interval '59 minutes' END,
		       CASE WHEN expired THEN 'bench-zombie' ELSE 'bench-loader' END,
		       CASE WHEN expired THEN nextval('ops.matter_frame_runs_run_id_seq') END,
		       CASE WHEN expired THEN now() - interval '1 hour' END,
		       CASE WHEN expired THEN now() - interval '59 minutes' END
		FROM generate_series(1, $2::int) AS i,
		     LATERAL (SELECT i % ($2::int / $3::int) = 0 AND i / ($2::int / $3::int) <= $3::int AS expired) AS e`,
		firm, benchJobRows, benchExpired); err != nil {
		return fmt.Errorf("bench rail: load job rows: %w", err)
	}
	// Statistics before any statement reads the new rows.
	progressf("ANALYZE")
	if _, err := pool.Exec(ctx, `ANALYZE ops.matter_frame_jobs`); err != nil {
		return fmt.Errorf("bench rail: analyze: %w", err)
	}
	if err := pool.QueryRow(ctx, `SELECT count(*) FROM ops.matter_frame_jobs`).Scan(&res.ReconcileRows); err != nil {
		return err
	}
	progressf("timing %d reconcile passes", benchRecPasses)
	for pass := 0; pass < benchRecPasses; pass++ {
		if pass > 0 {
			// Re-expire the same rows: the previous pass reclaimed them.
			if _, err := pool.Exec(ctx, `UPDATE ops.matter_frame_jobs SET claimed_at = now() - interval '1 hour',
				lease_expires_at = now() - interval '59 minutes', sweep_at = now() - interval '59 minutes' WHERE run_status = 'running' AND firm_id = $1`, firm); err != nil {
				return fmt.Errorf("bench rail: re-expire: %w", err)
			}
		}
		start := time.Now()
		claims, err := r.Reconcile(ctx, 2*benchExpired)
		took := time.Since(start)
		if err != nil {
			return err
		}
		if len(claims) != benchExpired {
			progressf("reconcile pass %d took %d claims (want %d)", pass+1, len(claims), benchExpired)
		}
		res.ReconcileTook = len(claims)
		res.ReconcilePasses = append(res.ReconcilePasses, float64(took.Microseconds())/1000)
	}
	res.ReconcileMS = median(res.ReconcilePasses)
	return nil
}

// median of xs (0 when empty); the mean of the middle two for an even count.
func median(xs []float64) float64 {
	if len(xs) == 0 {
		return 0
	}
	s := append([]float64(nil), xs...)
	sort.Float64s(s)
	if len(s)%2 == 1 {
		return s[len(s)/2]
	}
	return (s[len(s)/2-1] + s[len(s)/2]) / 2
}

// ms is d in milliseconds.
func ms(d time.Duration) float64 { return float64(d.Microseconds()) / 1000 }

// loadAverage is the machine's one-minute load average, or 0 where
// /proc/loadavg is not to be read.
func loadAverage() float64 {
	b, err := os.ReadFile("/proc/loadavg")
	if err != nil {
		return 0
	}
	f := strings.Fields(string(b))
	if len(f) == 0 {
		return 0
	}
	v, _ := strconv.ParseFloat(f[0], 64)
	return v
}
