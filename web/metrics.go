package web

import (
	"context"
	"embed"
	"fmt"
	"log/slog"
	"strconv"
	"sync"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/prometheus/client_golang/prometheus"

	"pramaan/internal/sqlfile"
)

//go:embed sql/*.sql
var sqlFiles embed.FS

func mustSQL(name string) string { return sqlfile.Must(sqlFiles, "sql/"+name) }

var (
	sqlLedgerGauges    = mustSQL("ledger_gauges.sql")
	sqlUnservedMatters = mustSQL("unserved_matters.sql")
	sqlRunsLastHour    = mustSQL("runs_last_hour.sql")
)

// MaxUnservedMatterSeries caps the per-matter series of
// pramaan_rail_matter_unserved_generations: the most-behind matters only.
const MaxUnservedMatterSeries = 50

// httpMetrics are the request counters and latency histograms, by method,
// route pattern (never the raw path: ids would explode the series) and code.
type httpMetrics struct {
	requests *prometheus.CounterVec
	latency  *prometheus.HistogramVec
}

func newHTTPMetrics() *httpMetrics {
	return &httpMetrics{
		requests: prometheus.NewCounterVec(prometheus.CounterOpts{
			Name: "pramaan_http_requests_total",
			Help: "HTTP requests served, by method, route pattern and status code.",
		}, []string{"method", "route", "code"}),
		latency: prometheus.NewHistogramVec(prometheus.HistogramOpts{
			Name:    "pramaan_http_request_duration_seconds",
			Help:    "HTTP request latency by method and route pattern (event streams last as long as the client stays).",
			Buckets: []float64{.005, .01, .025, .05, .1, .25, .5, 1, 2.5, 5, 10, 30, 120},
		}, []string{"method", "route"}),
	}
}

func (m *httpMetrics) observe(method, route string, status int, d time.Duration) {
	m.requests.WithLabelValues(method, route, strconv.Itoa(status)).Inc()
	m.latency.WithLabelValues(method, route).Observe(d.Seconds())
}

// Describe implements prometheus.Collector.
func (m *httpMetrics) Describe(ch chan<- *prometheus.Desc) {
	m.requests.Describe(ch)
	m.latency.Describe(ch)
}

// Collect implements prometheus.Collector.
func (m *httpMetrics) Collect(ch chan<- prometheus.Metric) {
	m.requests.Collect(ch)
	m.latency.Collect(ch)
}

// ledgerCollector reads the rail's ledger and the outbox at scrape time, so
// the figures are the database's, whichever process serves them (G5:
// unserved demand is shown by the CLI, the API and the metrics).
type ledgerCollector struct {
	pool *pgxpool.Pool
	log  *slog.Logger

	mu sync.Mutex

	up, unservedMatters, unservedGenerations, running, oldestLease *prometheus.Desc
	matterUnserved, runsLastHour, outboxUnpublished, outboxOldest  *prometheus.Desc
	wastedCalls                                                    *prometheus.Desc
}

func newLedgerCollector(pool *pgxpool.Pool, log *slog.Logger) *ledgerCollector {
	d := prometheus.NewDesc
	return &ledgerCollector{
		pool: pool, log: log,
		up: d("pramaan_ledger_up",
			"1 when the last scrape read the ledger, 0 when Postgres did not answer.", nil, nil),
		unservedMatters: d("pramaan_rail_matters_unserved",
			"Matters whose Brief has unserved demand (served_generation < requested_generation), by run status.", []string{"run_status"}, nil),
		unservedGenerations: d("pramaan_rail_unserved_generations",
			"Sum over matters of requested_generation - served_generation.", nil, nil),
		running: d("pramaan_rail_jobs_running",
			"Jobs holding a live claim (run_status = running).", nil, nil),
		oldestLease: d("pramaan_rail_oldest_lease_age_seconds",
			"Age of the oldest running claim's lease (since its last heartbeat), Postgres clock; 0 when none runs.", nil, nil),
		matterUnserved: d("pramaan_rail_matter_unserved_generations",
			fmt.Sprintf("Per matter with unserved demand: requested_generation - served_generation (the %d most behind).", MaxUnservedMatterSeries),
			[]string{"firm_id", "matter_id", "run_status"}, nil),
		runsLastHour: d("pramaan_rail_runs_last_hour",
			"Runs that ended in the last hour by outcome (landed, fenced, failed, abandoned; refreshed at most every 30 s), and open runs as outcome=running.", []string{"outcome"}, nil),
		wastedCalls: d("pramaan_rail_wasted_model_calls_last_hour",
			"Model calls made by builds that ended in the last hour without landing because their claim was lost (runs fenced or abandoned).", nil, nil),
		outboxUnpublished: d("pramaan_outbox_unpublished",
			"Facts in the outbox not yet acknowledged by the bus.", nil, nil),
		outboxOldest: d("pramaan_outbox_oldest_unpublished_age_seconds",
			"Age of the oldest unpublished fact, Postgres clock; 0 when none waits.", nil, nil),
	}
}

// Describe implements prometheus.Collector.
func (c *ledgerCollector) Describe(ch chan<- *prometheus.Desc) {
	for _, d := range []*prometheus.Desc{c.up, c.unservedMatters, c.unservedGenerations, c.running, c.oldestLease,
		c.matterUnserved, c.runsLastHour, c.outboxUnpublished, c.outboxOldest, c.wastedCalls} {
		ch <- d
	}
}

// sqlScrapeSettings keep a scrape cheap and bounded: index scans without
// parallel workers, and no statement may hold the scrape for long.
const sqlScrapeSettings = `SET LOCAL max_parallel_workers_per_gather = 0; SET LOCAL statement_timeout = '4s'`

// Collect implements prometheus.Collector: the gauges in one read-only
// transaction, one round trip.
func (c *ledgerCollector) Collect(ch chan<- prometheus.Metric) {
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	if err := c.collect(ctx, ch); err != nil {
		c.log.Warn("web: metrics: read the ledger", "err", err)
		ch <- prometheus.MustNewConstMetric(c.up, prometheus.GaugeValue, 0)
		return
	}
	ch <- prometheus.MustNewConstMetric(c.up, prometheus.GaugeValue, 1)
}

// ledgerGauges is the one row of ledger_gauges.sql.
type ledgerGauges struct {
	IdleUnserved               int64   `db:"idle_unserved"`
	IdleUnservedGenerations    int64   `db:"idle_unserved_generations"`
	Running                    int64   `db:"running"`
	RunningUnserved            int64   `db:"running_unserved"`
	RunningUnservedGenerations int64   `db:"running_unserved_generations"`
	OldestLeaseAgeSeconds      float64 `db:"oldest_lease_age_seconds"`
	OpenRuns                   int64   `db:"open_runs"`
	OutboxUnpublished          int64   `db:"outbox_unpublished"`
	OutboxOldestAgeSeconds     float64 `db:"outbox_oldest_age_seconds"`
}

// unservedMatter is one row of unserved_matters.sql.
type unservedMatter struct {
	FirmID    string `db:"firm_id"`
	MatterID  string `db:"matter_id"`
	RunStatus string `db:"run_status"`
	Behind    int64  `db:"behind"`
}

// outcomeRuns is one row of runs_last_hour.sql.
type outcomeRuns struct {
	Outcome    string `db:"outcome"`
	Runs       int64  `db:"runs"`
	ModelCalls int64  `db:"model_calls"`
}

func (c *ledgerCollector) collect(ctx context.Context, ch chan<- prometheus.Metric) error {
	var (
		g        ledgerGauges
		matters  []unservedMatter
		outcomes []outcomeRuns
		wasted   int64
	)
	c.mu.Lock()
	defer c.mu.Unlock()
	runs := map[string]int64{"landed": 0, "fenced": 0, "failed": 0, "abandoned": 0}

	tx, err := c.pool.BeginTx(ctx, pgx.TxOptions{AccessMode: pgx.ReadOnly})
	if err != nil {
		return err
	}
	defer func() { _ = tx.Rollback(context.WithoutCancel(ctx)) }()
	if _, err := tx.Exec(ctx, sqlScrapeSettings); err != nil {
		return err
	}
	b := &pgx.Batch{}
	b.Queue(sqlLedgerGauges).Query(func(rows pgx.Rows) (err error) {
		g, err = pgx.CollectExactlyOneRow(rows, pgx.RowToStructByName[ledgerGauges])
		return err
	})
	b.Queue(sqlUnservedMatters, MaxUnservedMatterSeries).Query(func(rows pgx.Rows) (err error) {
		matters, err = pgx.CollectRows(rows, pgx.RowToStructByName[unservedMatter])
		return err
	})
	b.Queue(sqlRunsLastHour).Query(func(rows pgx.Rows) (err error) {
		outcomes, err = pgx.CollectRows(rows, pgx.RowToStructByName[outcomeRuns])
		return err
	})
	if err := tx.SendBatch(ctx, b).Close(); err != nil {
		return err
	}
	for _, o := range outcomes {
		runs[o.Outcome] += o.Runs
		if o.Outcome == "fenced" || o.Outcome == "abandoned" {
			wasted += o.ModelCalls
		}
	}

	gauge := func(d *prometheus.Desc, v float64, labels ...string) {
		ch <- prometheus.MustNewConstMetric(d, prometheus.GaugeValue, v, labels...)
	}
	gauge(c.unservedMatters, float64(g.IdleUnserved), "idle")
	gauge(c.unservedMatters, float64(g.RunningUnserved), "running")
	gauge(c.unservedGenerations, float64(g.IdleUnservedGenerations+g.RunningUnservedGenerations))
	gauge(c.running, float64(g.Running))
	gauge(c.oldestLease, g.OldestLeaseAgeSeconds)
	for _, m := range matters {
		gauge(c.matterUnserved, float64(m.Behind), m.FirmID, m.MatterID, m.RunStatus)
	}
	for outcome, n := range runs {
		gauge(c.runsLastHour, float64(n), outcome)
	}
	gauge(c.runsLastHour, float64(g.OpenRuns), "running")
	gauge(c.wastedCalls, float64(wasted))
	gauge(c.outboxUnpublished, float64(g.OutboxUnpublished))
	gauge(c.outboxOldest, g.OutboxOldestAgeSeconds)
	return nil
}
