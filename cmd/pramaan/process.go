package main

import (
	"context"
	"fmt"
	"log/slog"
	"os"
	"path/filepath"

	"pramaan/brief/model"
	"pramaan/bus"
	"pramaan/internal/app"
	"pramaan/rail"
	"pramaan/relay"
)

// processOptions say what a role command needs from its process.
type processOptions struct {
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
	db     *database
	bus    *bus.Bus // nil without processOptions.bus
	sys    *app.System
	logger *slog.Logger
}

// startProcess opens the database, starts the bus and wires the system; on
// error everything already started is stopped again.
func startProcess(ctx context.Context, o processOptions) (_ *process, err error) {
	if o.logger == nil {
		o.logger = slog.New(slog.NewTextHandler(os.Stderr, nil))
	}
	// The model's settings are checked before anything starts: a bad
	// PRAMAAN_MODEL costs no database and no bus.
	m, err := model.New(cfg.Model, os.Getenv)
	if err != nil {
		return nil, fmt.Errorf("model panel %q (set PRAMAAN_MODEL or --model): %w", cfg.Model, err)
	}
	p := &process{logger: o.logger}
	defer func() {
		if err != nil {
			p.Close()
		}
	}()
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
		Pool: p.db.Pool, Bus: p.bus, DataDir: cfg.Data, Model: m, Slots: o.slots,
		Rail:  rail.Config{Lease: cfg.Lease, WorkerID: o.workerID},
		Roles: o.roles, Relay: o.relay, Logger: o.logger,
	})
	if err != nil {
		return nil, err
	}
	return p, nil
}

// Close stops the bus and the database (a private server too).
func (p *process) Close() {
	if p.bus != nil {
		p.bus.Close()
	}
	if p.db != nil {
		p.db.Close()
	}
}
