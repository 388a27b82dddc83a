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
	// Owner stops the private server on Close even when it was found
	// running (left by a killed predecessor): the data folder's owner, up.
	Owner bool
}

// Close closes the pool and stops a private server.
func (d *database) Close() {
	if d.Pool != nil {
		d.Pool.Close()
	}
	if d.Server != nil {
		stop := d.Server.Stop
		if d.Owner {
			stop = d.Server.Shutdown
		}
		if err := stop(); err != nil {
			fmt.Fprintln(os.Stderr, "pramaan:", err)
		}
	}
}

// dbMode says where the database comes from when no URL is configured, and
// whether the schema may be changed.
type dbMode int

const (
	// dbFolder uses the data folder's private cluster under $PRAMAAN_DATA/pg:
	// the one already running there (another command's), or it starts it
	// (initialising it on first use). It listens on a Unix socket only.
	// Migrations are applied.
	dbFolder dbMode = iota
	// dbThrowaway uses a temporary cluster removed on Close (bench).
	dbThrowaway
	// dbInspect is dbFolder for read-only tools (rail status): it never
	// initialises a cluster and never migrates; an old schema is refused.
	dbInspect
)

// openDatabase connects to the configured database, or to the data
// folder's private cluster, and applies the migrations (not for dbInspect).
func openDatabase(ctx context.Context, mode dbMode, progress func(string, ...any)) (*database, error) {
	if progress == nil {
		progress = func(string, ...any) {}
	}
	d := &database{URL: cfg.DatabaseURL}
	if d.URL == "" {
		var o pgserver.Options
		switch mode {
		case dbFolder, dbInspect:
			dir := filepath.Join(cfg.Data, "pg")
			if mode == dbInspect {
				if _, err := os.Stat(filepath.Join(dir, "data", "PG_VERSION")); err != nil {
					return nil, fmt.Errorf("no database: %s holds no private cluster; set PRAMAAN_DATABASE_URL (or --database-url), or PRAMAAN_DATA (or --data) to the folder `pramaan up` uses", dir)
				}
			}
			o = pgserver.Options{Dir: dir, Durable: true, SocketOnly: true, Log: progress}
		case dbThrowaway:
			o = pgserver.Options{Log: progress}
		}
		s, err := pgserver.Start(ctx, o)
		if err != nil {
			return nil, fmt.Errorf("private PostgreSQL in %s (set PRAMAAN_DATABASE_URL to use another server): %w", o.Dir, err)
		}
		d.Server, d.URL = s, s.URL("postgres")
	}
	pc, err := pgxpool.ParseConfig(d.URL)
	if err != nil {
		d.Close()
		return nil, fmt.Errorf("database URL %s does not parse (set PRAMAAN_DATABASE_URL or --database-url to a URL like postgres://user@host:5432/db): %w", redactURL(d.URL), err)
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
	if mode == dbInspect {
		n, err := migrations.Pending(ctx, d.Pool)
		if err != nil {
			d.Close()
			return nil, fmt.Errorf("schema of %s: %w", redactURL(d.URL), err)
		}
		if n > 0 {
			d.Close()
			return nil, fmt.Errorf("the database at %s lacks %d migration(s) of this binary: run `pramaan migrate` first (this command changes nothing)", redactURL(d.URL), n)
		}
		return d, nil
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
