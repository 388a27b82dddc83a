// Package relaybench measures the path of a fact from the outbox to the
// Brief rail (`pramaan bench relay`): the relay's throughput (outbox rows to
// JetStream acknowledgements) and the latency from a fact's commit to its
// demand's commit (relay, bus, trigger), with LISTEN/NOTIFY and, next to it,
// with polling only, so that what the notification buys is visible.
//
// It writes into the database and bus it is given: use a throw-away database
// (the command does) and an embedded bus or one whose PRAMAAN_FACTS stream
// may receive benchmark facts (they are purged afterwards).
package relaybench

import (
	"context"
	"fmt"
	"log/slog"
	"math"
	"slices"
	"sync"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"

	"pramaan/bus"
	"pramaan/outbox"
	"pramaan/rail"
	"pramaan/relay"
	"pramaan/trigger"
)

// Options size the benchmark; zero values mean the defaults.
type Options struct {
	// Events relayed in the throughput phase. Default 100,000.
	Events int
	// Relays draining at once in the throughput phase. Default 2.
	Relays int
	// BatchSize of each relay transaction. Default 1000.
	BatchSize int
	// LatencyEvents measured with LISTEN/NOTIFY, written at LatencyRate
	// facts per second. Defaults 2,000 and 200/s.
	LatencyEvents int
	LatencyRate   int
	// PollEvents measured with polling only, every PollInterval. Defaults
	// 150 at 50/s, polling every 1 s (the product's default is 1 minute; a
	// short interval keeps the run short and flatters polling).
	PollEvents   int
	PollRate     int
	PollInterval time.Duration
	// Progress receives progress lines (stderr). May be nil.
	Progress func(format string, args ...any)
	// Logger receives the parts' logs. Default: warnings only, on stderr.
	Logger *slog.Logger
}

// Result is one run's figures.
type Result struct {
	Events     int     `json:"events"`
	Relays     int     `json:"relays"`
	BatchSize  int     `json:"batch_size"`
	EventsPerS float64 `json:"events_per_s"`

	LatencySamples int     `json:"latency_samples"`
	LatencyRate    int     `json:"latency_rate_per_s"`
	LatencyP50MS   float64 `json:"latency_p50_ms"`
	LatencyP99MS   float64 `json:"latency_p99_ms"`
	LatencyMaxMS   float64 `json:"latency_max_ms"`
	// The first leg of the same latency: fact commit → nudge on the bus
	// (relay woken, batch taken, published); the rest is the trigger's.
	ToBusP50MS float64 `json:"latency_to_bus_p50_ms"`
	ToBusP99MS float64 `json:"latency_to_bus_p99_ms"`

	PollOnlySamples      int     `json:"poll_only_latency_samples"`
	PollOnlyIntervalMS   float64 `json:"poll_only_interval_ms"`
	PollOnlyLatencyP50MS float64 `json:"poll_only_latency_p50_ms"`
	PollOnlyLatencyP99MS float64 `json:"poll_only_latency_p99_ms"`
}

func (o *Options) defaults() {
	def := func(v *int, d int) {
		if *v <= 0 {
			*v = d
		}
	}
	def(&o.Events, 100_000)
	def(&o.Relays, 2)
	def(&o.BatchSize, 1000)
	def(&o.LatencyEvents, 2000)
	def(&o.LatencyRate, 200)
	def(&o.PollEvents, 150)
	def(&o.PollRate, 50)
	if o.PollInterval <= 0 {
		o.PollInterval = time.Second
	}
	if o.Progress == nil {
		o.Progress = func(string, ...any) {}
	}
	if o.Logger == nil {
		o.Logger = slog.New(slog.DiscardHandler)
	}
}

// Run runs both phases on pool (a migrated, throw-away database) and b.
func Run(ctx context.Context, pool *pgxpool.Pool, b *bus.Bus, o Options) (Result, error) {
	o.defaults()
	res := Result{Events: o.Events, Relays: o.Relays, BatchSize: o.BatchSize,
		LatencyRate: o.LatencyRate, PollOnlyIntervalMS: ms(o.PollInterval)}
	firm := uuid.NewString()
	// A rail of its own (inbox key, durable consumer rail-bench-...), so that
	// on a shared bus the benchmark takes no nudge from the real workers.
	railName := "bench-" + firm[:8]
	defer func() {
		// Leave no benchmark nudge or consumer behind on a shared stream.
		cctx := context.WithoutCancel(ctx)
		_ = b.Stream.Purge(cctx, jetstream.WithPurgeSubject(bus.SubjectPrefix+"."+firm+".>"))
		_ = b.JS.DeleteConsumer(cctx, bus.StreamName, "rail-"+railName)
	}()
	var err error
	if res.EventsPerS, err = throughput(ctx, pool, b, firm, o); err != nil {
		return res, err
	}
	lat, err := latency(ctx, pool, b, firm, railName, o, false)
	if err != nil {
		return res, err
	}
	res.LatencySamples = len(lat.total)
	res.LatencyP50MS, res.LatencyP99MS, res.LatencyMaxMS = pct(lat.total, 50), pct(lat.total, 99), pct(lat.total, 100)
	res.ToBusP50MS, res.ToBusP99MS = pct(lat.toBus, 50), pct(lat.toBus, 99)
	poll, err := latency(ctx, pool, b, firm, railName, o, true)
	if err != nil {
		return res, err
	}
	res.PollOnlySamples = len(poll.total)
	res.PollOnlyLatencyP50MS, res.PollOnlyLatencyP99MS = pct(poll.total, 50), pct(poll.total, 99)
	return res, nil
}

// throughput writes o.Events unpublished facts in bulk, then times o.Relays
// relays draining them onto JetStream (publish, acks, mark).
func throughput(ctx context.Context, pool *pgxpool.Pool, b *bus.Bus, firm string, o Options) (float64, error) {
	o.Progress("relay throughput: writing %d facts", o.Events)
	const chunk = 20_000
	for done := 0; done < o.Events; done += chunk {
		n := min(chunk, o.Events-done)
		if _, err := pool.Exec(ctx, `
			INSERT INTO ops.domain_event_outbox (id, firm_id, matter_id, event_name, traceparent)
			SELECT gen_random_uuid(), $1, gen_random_uuid(), 'document.uploaded',
			       '00-' || md5(i::text) || '-' || substr(md5(i::text || 's'), 1, 16) || '-01'
			  FROM generate_series(1, $2) AS i`, firm, n); err != nil {
			return 0, fmt.Errorf("bench relay: write facts: %w", err)
		}
	}
	if _, err := pool.Exec(ctx, `VACUUM ANALYZE ops.domain_event_outbox`); err != nil {
		return 0, fmt.Errorf("bench relay: vacuum: %w", err)
	}
	o.Progress("relay throughput: draining with %d relay(s), batches of %d", o.Relays, o.BatchSize)
	var wg sync.WaitGroup
	errs := make(chan error, o.Relays)
	start := time.Now()
	for i := 0; i < o.Relays; i++ {
		r := relay.New(pool, b.JS, relay.Options{BatchSize: o.BatchSize, Logger: o.Logger})
		wg.Add(1)
		go func() {
			defer wg.Done()
			if err := r.Drain(ctx); err != nil {
				errs <- err
			}
		}()
	}
	wg.Wait()
	took := time.Since(start)
	close(errs)
	if err := <-errs; err != nil {
		return 0, fmt.Errorf("bench relay: drain: %w", err)
	}
	var left int
	if err := pool.QueryRow(ctx, `SELECT count(*) FROM ops.domain_event_outbox WHERE firm_id = $1 AND published_at IS NULL`, firm).Scan(&left); err != nil {
		return 0, err
	}
	if left != 0 {
		return 0, fmt.Errorf("bench relay: %d facts left unpublished after the drain", left)
	}
	rate := float64(o.Events) / took.Seconds()
	o.Progress("relay throughput: %d facts in %s: %.0f events/s", o.Events, took.Round(time.Millisecond), rate)
	// The latency phases start from an empty stream and table.
	if err := b.Stream.Purge(ctx, jetstream.WithPurgeSubject(bus.SubjectPrefix+"."+firm+".>")); err != nil {
		return 0, fmt.Errorf("bench relay: purge: %w", err)
	}
	if _, err := pool.Exec(ctx, `DELETE FROM ops.domain_event_outbox WHERE firm_id = $1`, firm); err != nil {
		return 0, err
	}
	return rate, nil
}

// latency runs the relay, the trigger's consumer and a Runner with a no-op
// build and 64 slots (ample: the figure is the nudge's path, not the build
// capacity that paces a saturated worker's consumer), writes facts (brief.requested on open matters) at a steady rate, and
// returns, for each, the time from its commit to its demand's commit.
func latency(ctx context.Context, pool *pgxpool.Pool, b *bus.Bus, firm, railName string, o Options, pollOnly bool) (phase, error) {
	events, rate := o.LatencyEvents, o.LatencyRate
	mode := "LISTEN/NOTIFY"
	if pollOnly {
		events, rate = o.PollEvents, o.PollRate
		mode = fmt.Sprintf("polling only, every %s", o.PollInterval)
	}
	o.Progress("fact commit → demand commit latency, %s: %d facts at %d/s", mode, events, rate)

	// Matters for the gates: a firm and 200 open matters.
	matters := make([]string, 200)
	if _, err := pool.Exec(ctx, `INSERT INTO record.firms (firm_id, name) VALUES ($1, 'bench') ON CONFLICT DO NOTHING`, firm); err != nil {
		return phase{}, err
	}
	for i := range matters {
		matters[i] = uuid.NewString()
	}
	if _, err := pool.Exec(ctx, `INSERT INTO record.matters (firm_id, matter_id, title) SELECT $1, m, 'bench' FROM unnest($2::uuid[]) m`,
		firm, matters); err != nil {
		return phase{}, err
	}

	// Per event id: when its transaction committed (the writer's clock after
	// COMMIT returned), when its nudge was on the bus (a plain subscriber),
	// and when its demand committed (the trigger's Observe hook).
	var (
		mu       sync.Mutex
		commits  = map[string]time.Time{}
		onBus    = map[string]time.Time{}
		demands  = map[string]time.Time{}
		allSeen  = make(chan struct{})
		complete = func() { // with mu held
			if len(demands) == events {
				close(allSeen)
			}
		}
	)
	observe := func(_ context.Context, out trigger.Outcome) {
		now := time.Now()
		mu.Lock()
		defer mu.Unlock()
		if out.Demanded && out.FirmID == firm {
			demands[out.EventID] = now
			complete()
		}
	}
	sub, err := b.Conn.Subscribe(bus.SubjectPrefix+"."+firm+".>", func(m *nats.Msg) {
		now := time.Now()
		if n, err := bus.ParseNudge(m.Subject, m.Header); err == nil {
			mu.Lock()
			onBus[n.EventID] = now
			mu.Unlock()
		}
	})
	if err != nil {
		return phase{}, fmt.Errorf("bench relay: subscribe: %w", err)
	}
	defer func() { _ = sub.Unsubscribe() }()
	pctx, stop := context.WithCancel(ctx)
	var wg sync.WaitGroup
	defer func() { stop(); wg.Wait() }()
	goRun := func(f func(context.Context) error) {
		wg.Add(1)
		go func() { defer wg.Done(); _ = f(pctx) }()
	}
	r := rail.New(pool, rail.Config{})
	runner := rail.NewRunner(r, func(context.Context, rail.Claim) (rail.Frame, error) { return rail.Frame{}, nil },
		rail.RunnerOptions{Slots: 64, Logger: o.Logger})
	tr := trigger.New(pool, r, runner, trigger.Options{Rail: railName, Observe: observe, Logger: o.Logger})
	rl := relay.New(pool, b.JS, relay.Options{DisableNotify: pollOnly, PollInterval: o.PollInterval, Logger: o.Logger})
	goRun(runner.Run)
	goRun(tr.NewConsumer(b, trigger.ConsumerOptions{Logger: o.Logger}).Run)
	goRun(rl.Run)

	// Writers: facts at a steady rate, each in its own transaction.
	interval := time.Second / time.Duration(rate)
	tick := time.NewTicker(interval)
	defer tick.Stop()
	errs := make(chan error, 1)
	sem := make(chan struct{}, 8)
	var writers sync.WaitGroup
	for i := 0; i < events; i++ {
		select {
		case <-ctx.Done():
			return phase{}, ctx.Err()
		case err := <-errs:
			return phase{}, err
		case <-tick.C:
		}
		sem <- struct{}{}
		writers.Add(1)
		go func(m string) {
			defer func() { <-sem; writers.Done() }()
			id := uuid.NewString()
			err := pgx.BeginFunc(ctx, pool, func(tx pgx.Tx) error {
				_, err := outbox.Write(ctx, tx, outbox.Fact{ID: id, FirmID: firm, MatterID: m, Name: "brief.requested"})
				return err
			})
			t0 := time.Now()
			if err == nil {
				mu.Lock()
				commits[id] = t0
				mu.Unlock()
			} else {
				select {
				case errs <- fmt.Errorf("bench relay: write fact: %w", err):
				default:
				}
			}
		}(matters[i%len(matters)])
	}
	writers.Wait()
	wait := 30*time.Second + 2*o.PollInterval
	select {
	case <-allSeen:
	case <-time.After(wait):
		mu.Lock()
		defer mu.Unlock()
		return phase{}, fmt.Errorf("bench relay: %d of %d demands not seen within %s", events-len(demands), events, wait)
	case <-ctx.Done():
		return phase{}, ctx.Err()
	}
	mu.Lock()
	defer mu.Unlock()
	var ph phase
	for id, t0 := range commits {
		t2, ok := demands[id]
		if !ok {
			return phase{}, fmt.Errorf("bench relay: no demand seen for fact %s", id)
		}
		ph.total = append(ph.total, max(t2.Sub(t0), 0))
		if t1, ok := onBus[id]; ok {
			ph.toBus = append(ph.toBus, max(t1.Sub(t0), 0))
		}
	}
	o.Progress("  p50 %.1f ms, p99 %.1f ms (commit → on the bus: p50 %.1f ms, p99 %.1f ms)",
		pct(ph.total, 50), pct(ph.total, 99), pct(ph.toBus, 50), pct(ph.toBus, 99))
	return ph, nil
}

// phase is one latency phase's samples: commit to demand commit, and commit
// to the nudge on the bus.
type phase struct{ total, toBus []time.Duration }

// pct is the p-th percentile (nearest rank) of ds in milliseconds.
func pct(ds []time.Duration, p float64) float64 {
	if len(ds) == 0 {
		return 0
	}
	s := slices.Clone(ds)
	slices.Sort(s)
	i := int(math.Ceil(p/100*float64(len(s)))) - 1
	i = max(0, min(i, len(s)-1))
	return ms(s[i])
}

func ms(d time.Duration) float64 { return float64(d.Microseconds()) / 1000 }
