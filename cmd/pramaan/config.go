package main

import (
	"context"
	"fmt"
	"net/url"
	"os"
	"path/filepath"
	"time"

	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/spf13/cobra"

	"pramaan/internal/pgserver"
	"pramaan/migrations"
)

// config is the process configuration: every flag has an environment twin
// (DESIGN.md section 7), and the flag wins when both are given.
type config struct {
	DatabaseURL string        // PRAMAAN_DATABASE_URL; empty: a private Postgres
	NATSURL     string        // PRAMAAN_NATS_URL; empty: an embedded JetStream
	Addr        string        // PRAMAAN_ADDR
	Data        string        // PRAMAAN_DATA
	Lease       time.Duration // PRAMAAN_LEASE
	Model       string        // PRAMAAN_MODEL
}

var cfg config

func envOr(name, def string) string {
	if v, ok := os.LookupEnv(name); ok && v != "" {
		return v
	}
	return def
}

func (c *config) bindFlags(root *cobra.Command) {
	f := root.PersistentFlags()
	f.StringVar(&c.DatabaseURL, "database-url", envOr("PRAMAAN_DATABASE_URL", ""),
		"PostgreSQL URL (env PRAMAAN_DATABASE_URL); empty starts a private cluster from the system's binaries")
	f.StringVar(&c.NATSURL, "nats-url", envOr("PRAMAAN_NATS_URL", ""),
		"NATS JetStream URL (env PRAMAAN_NATS_URL); empty embeds a JetStream server")
	f.StringVar(&c.Addr, "addr", envOr("PRAMAAN_ADDR", "127.0.0.1:8080"), "HTTP listen address (env PRAMAAN_ADDR)")
	f.StringVar(&c.Data, "data", envOr("PRAMAAN_DATA", "./.pramaan"), "data folder: blobs, private Postgres, JetStream (env PRAMAAN_DATA)")
	lease := 30 * time.Second
	if v := os.Getenv("PRAMAAN_LEASE"); v != "" {
		if d, err := time.ParseDuration(v); err == nil {
			lease = d
		} else {
			fmt.Fprintf(os.Stderr, "pramaan: PRAMAAN_LEASE=%q is not a duration (like 30s); using %s\n", v, lease)
		}
	}
	f.DurationVar(&c.Lease, "lease", lease, "build lease, renewed by heartbeats (env PRAMAAN_LEASE)")
	f.StringVar(&c.Model, "model", envOr("PRAMAAN_MODEL", "rules"), "model panel that builds the Brief: rules, openai, panel (env PRAMAAN_MODEL)")
}

// database is an open, migrated pool and what it takes to let go of it.
type database struct {
	Pool   *pgxpool.Pool
	URL    string
	Server *pgserver.Server // nil when an outside server is used
}

// Close closes the pool and stops a private server.
func (d *database) Close() {
	if d.Pool != nil {
		d.Pool.Close()
	}
	if d.Server != nil {
		if err := d.Server.Stop(); err != nil {
			fmt.Fprintln(os.Stderr, "pramaan:", err)
		}
	}
}

// dbMode says where a private cluster lives when no URL is configured.
type dbMode int

const (
	// dbDurable keeps the private cluster under $PRAMAAN_DATA/pg (up, demo).
	dbDurable dbMode = iota
	// dbThrowaway uses a temporary cluster removed on Close (bench).
	dbThrowaway
	// dbRequireURL refuses to start a private cluster (migrate, rail status).
	dbRequireURL
)

// openDatabase connects to the configured database, or starts a private one,
// and applies the migrations.
func openDatabase(ctx context.Context, mode dbMode, progress func(string, ...any)) (*database, error) {
	if progress == nil {
		progress = func(string, ...any) {}
	}
	d := &database{URL: cfg.DatabaseURL}
	if d.URL == "" {
		switch mode {
		case dbRequireURL:
			return nil, fmt.Errorf("no database configured: set PRAMAAN_DATABASE_URL (or --database-url) to the PostgreSQL URL")
		case dbDurable:
			s, err := pgserver.Start(ctx, pgserver.Options{Dir: filepath.Join(cfg.Data, "pg"), Durable: true, Log: progress})
			if err != nil {
				return nil, err
			}
			d.Server, d.URL = s, s.URL("postgres")
		case dbThrowaway:
			s, err := pgserver.Start(ctx, pgserver.Options{Log: progress})
			if err != nil {
				return nil, err
			}
			d.Server, d.URL = s, s.URL("postgres")
		}
	}
	pc, err := pgxpool.ParseConfig(d.URL)
	if err != nil {
		d.Close()
		return nil, fmt.Errorf("database URL: %w", err)
	}
	if pc.MaxConns < 16 {
		pc.MaxConns = 16
	}
	d.Pool, err = pgxpool.NewWithConfig(ctx, pc)
	if err == nil {
		err = d.Pool.Ping(ctx)
	}
	if err != nil {
		d.Close()
		return nil, fmt.Errorf("connect to PostgreSQL at %s: %w (is it running, and is PRAMAAN_DATABASE_URL right?)", redactURL(d.URL), err)
	}
	progress("applying migrations")
	if err := migrations.Up(ctx, d.Pool); err != nil {
		d.Close()
		return nil, err
	}
	return d, nil
}

func redactURL(raw string) string {
	u, err := url.Parse(raw)
	if err != nil {
		return "(unparseable URL)"
	}
	return u.Redacted()
}

// progressf prints a progress line on stderr, so stdout stays clean for --json.
func progressf(format string, args ...any) {
	fmt.Fprintf(os.Stderr, "pramaan: "+format+"\n", args...)
}
