package main

import (
	"context"
	"fmt"
	"log/slog"
	"net"
	"path/filepath"
	"time"

	"github.com/prometheus/client_golang/prometheus"

	"pramaan/brief/model"
	"pramaan/bus"
	"pramaan/internal/app"
	"pramaan/internal/telemetry"
	"pramaan/rail"
	"pramaan/relay"
)

// processOptions say what a role command needs from its process.
type processOptions struct {
	role       string    // up, demo, serve, worker, relay: on every log line, span and metric
	mode       dbMode    // where the database comes from
	roles      app.Roles // which loops sys.Run runs
	bus        bool      // connect to (or embed) NATS JetStream
	natsListen string    // the embedded server's client address, when it must be shared; "" none
	slots      int       // concurrent builds (worker role)
	workerID   string    // the rail's worker id; "" a new one per process
	relay      relay.Options
	logger     *slog.Logger
}

// process is what every role runs on: the migrated database, the bus and
// the wired system, started from the global configuration.
type process struct {
	db        *database
	bus       *bus.Bus // nil without processOptions.bus
	sys       *app.System
	logger    *slog.Logger
	telemetry *telemetry.Telemetry
	ops       *telemetry.Ops // nil without --metrics-addr
	stopOps   context.CancelFunc
	opsDone   chan error
}

// startProcess opens the database, starts the bus and wires the system; on
// error everything already started is stopped again.
func startProcess(ctx context.Context, o processOptions) (_ *process, err error) {
	if o.logger == nil {
		o.logger = newLogger(o.role, false)
	}
	// The model's settings are checked before anything starts: a bad
	// PRAMAAN_MODEL costs no database and no bus.
	m, err := model.New(cfg.Model, cfg.getenv)
	if err != nil {
		return nil, fmt.Errorf("model panel %q (set PRAMAAN_MODEL or --model): %w", cfg.Model, err)
	}
	p := &process{logger: o.logger}
	defer func() {
		if err != nil {
			p.Close()
		}
	}()
	if p.telemetry, err = telemetry.Setup(ctx, telemetry.Options{Role: o.role}); err != nil {
		return nil, err
	}
	if p.telemetry.Exporting {
		progressf("exporting traces over OTLP/HTTP to %s", p.telemetry.Endpoint)
	}
	var opsLn net.Listener
	if cfg.MetricsAddr != "" {
		// Bound before anything else starts: a taken address fails at once.
		if opsLn, err = telemetry.Listen(cfg.MetricsAddr); err != nil {
			return nil, err
		}
		defer func() {
			if p.ops == nil {
				opsLn.Close()
			}
		}()
	}
	if o.bus && cfg.NATSURL == "" {
		// Like the operations address, checked before anything starts.
		if o.natsListen, err = natsListenAddr(o.natsListen); err != nil {
			return nil, err
		}
	}
	if p.db, err = openDatabase(ctx, o.mode, progressf); err != nil {
		return nil, err
	}
	if o.bus {
		bo := bus.Options{URL: cfg.NATSURL, Logger: o.logger}
		if bo.URL == "" {
			bo.DataDir, bo.Listen = filepath.Join(cfg.Data, "nats"), o.natsListen
		}
		if p.bus, err = bus.Start(ctx, bo); err != nil {
			return nil, fmt.Errorf("start the bus: %w", err)
		}
		if p.bus.Embedded() {
			where := "with no network listener: only this process uses it"
			if u := p.bus.ClientURL(); u != "" {
				where = "listening on " + u + "; point the other processes' PRAMAAN_NATS_URL there"
			}
			progressf("PRAMAAN_NATS_URL is unset: embedded JetStream in %s, %s", bo.DataDir, where)
		}
	}
	p.sys, err = app.New(app.Options{
		Pool: p.db.Pool, Bus: p.bus, DataDir: cfg.Data, Model: m, Slots: o.slots, SlotsPerFirm: cfg.SlotsPerFirm,
		Rail:  rail.Config{Lease: cfg.Lease, WorkerID: o.workerID, GroupCommit: cfg.GroupCommit},
		Roles: o.roles, Relay: o.relay, Logger: o.logger,
	})
	if err != nil {
		return nil, err
	}
	if opsLn != nil {
		p.serveOps(opsLn)
		progressf("%s operations endpoint on http://%s/ (/metrics, /healthz, /readyz)", o.role, opsLn.Addr())
	}
	return p, nil
}

// serveOps serves the role's /metrics, /healthz and /readyz on ln until
// Close: readiness is the database answering and, with a bus, the NATS
// connection being up; the metrics are the Go runtime's, the process's, the
// pool's and (in a relaying process) the relay's count of published facts.
func (p *process) serveOps(ln net.Listener) {
	ops := telemetry.NewOps(p.logger)
	pool := p.db.Pool
	ops.AddCheck("database", func(ctx context.Context) error { return pool.Ping(ctx) })
	if p.bus != nil {
		conn := p.bus.Conn
		ops.AddCheck("bus", func(context.Context) error {
			if !conn.IsConnected() {
				return fmt.Errorf("NATS connection is %s", conn.Status())
			}
			return nil
		})
	}
	gauge := func(name, help string, f func() float64) prometheus.Collector {
		return prometheus.NewGaugeFunc(prometheus.GaugeOpts{Name: name, Help: help}, f)
	}
	ops.Registry.MustRegister(
		gauge("pramaan_pool_connections", "Connections the process's Postgres pool holds.", func() float64 { return float64(pool.Stat().TotalConns()) }),
		gauge("pramaan_pool_acquired_connections", "Connections of the pool in use.", func() float64 { return float64(pool.Stat().AcquiredConns()) }),
	)
	if r := p.sys.Relay; r != nil {
		ops.Registry.MustRegister(prometheus.NewCounterFunc(prometheus.CounterOpts{
			Name: "pramaan_relay_published_total", Help: "Facts this process's relay published and marked.",
		}, func() float64 { return float64(r.Published()) }))
	}
	ctx, cancel := context.WithCancel(context.Background())
	p.ops, p.stopOps, p.opsDone = ops, cancel, make(chan error, 1)
	go func() { p.opsDone <- ops.Serve(ctx, ln) }()
}

// Close stops the bus and the database (a private server too).
func (p *process) Close() {
	if p.stopOps != nil {
		p.stopOps()
		if err := <-p.opsDone; err != nil {
			p.logger.Warn("operations endpoint stopped with an error", "err", err)
		}
	}
	if p.telemetry != nil {
		ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		if err := p.telemetry.Shutdown(ctx); err != nil {
			p.logger.Warn("flushing traces failed", "err", err)
		}
		cancel()
	}
	if p.bus != nil {
		p.bus.Close()
	}
	if p.db != nil {
		p.db.Close()
	}
}

// registerer is where the web handler's collectors go: the operations
// registry served on --metrics-addr, or nowhere without one (the API's
// address never serves /metrics).
func (p *process) registerer() prometheus.Registerer {
	if p.ops == nil {
		return nil
	}
	return p.ops.Registry
}
