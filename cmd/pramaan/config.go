package main

import (
	"context"
	"errors"
	"fmt"
	"net/url"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/spf13/cobra"
	"github.com/spf13/pflag"

	"pramaan/internal/dbconfig"
	"pramaan/internal/pgserver"
	"pramaan/internal/telemetry"
	"pramaan/migrations"
)

// config is the process configuration: every setting has a flag and an
// environment twin (docs/operations.md, "Configuration"); the flag wins
// when both are given. A value that does not parse is an error naming both.
type config struct {
	DatabaseURL string        // PRAMAAN_DATABASE_URL; empty: a private Postgres
	NATSURL     string        // PRAMAAN_NATS_URL; empty: an embedded JetStream
	Addr        string        // PRAMAAN_ADDR
	Data        string        // PRAMAAN_DATA
	Lease       time.Duration // PRAMAAN_LEASE
	GroupCommit time.Duration // PRAMAAN_GROUP_COMMIT; 0: each build finishes alone
	// SlotsPerFirm is PRAMAAN_SLOTS_PER_FIRM: the most build slots of a
	// process one firm holds at once; 0: half the slots, at least one.
	SlotsPerFirm int
	Model        string // PRAMAAN_MODEL
	MetricsAddr  string // PRAMAAN_METRICS_ADDR; empty: no operations endpoint
	LogFormat    string // PRAMAAN_LOG_FORMAT: text or json
	LogLevel     string // PRAMAAN_LOG_LEVEL: debug, info, warn, error

	// The openai model panel member's settings (brief/model.OpenAIFromEnv).
	OpenAIBaseURL   string        // PRAMAAN_OPENAI_BASE_URL
	OpenAIModel     string        // PRAMAAN_OPENAI_MODEL
	OpenAIAPIKey    string        // PRAMAAN_OPENAI_API_KEY (secret)
	OpenAITimeout   time.Duration // PRAMAAN_OPENAI_TIMEOUT; 0: the member's default
	OpenAIMaxChars  int           // PRAMAAN_OPENAI_MAX_CHARS; 0: the member's default
	OpenAIMaxTokens int           // PRAMAAN_OPENAI_MAX_TOKENS; 0: the member's default

	settings []*setting
}

var cfg config

// setting is one configuration value: its flag, its environment twin, and
// whether `pramaan config` must mask it.
type setting struct {
	flag, env string
	secret    bool
	value     pflag.Value
	fromEnv   bool  // the environment set it
	fromFlag  bool  // the command line set it
	envErr    error // the environment's value did not parse
}

// source says where the setting's value came from: flag, env or default.
func (st *setting) source() string {
	switch {
	case st.fromFlag:
		return "flag"
	case st.fromEnv:
		return "env"
	}
	return "default"
}

// given reports whether the flag or its environment variable set the
// setting named by flag.
func (c *config) given(flag string) bool {
	for _, st := range c.settings {
		if st.flag == flag {
			return st.fromFlag || st.fromEnv
		}
	}
	return false
}

// envOr returns the environment variable name, or def when it is unset or
// empty.
func envOr(name, def string) string {
	if v, ok := os.LookupEnv(name); ok && v != "" {
		return v
	}
	return def
}

// strictValue is a flag value that parses strictly and names both the flag
// and its environment variable when it refuses a value.
type strictValue struct {
	flag, env, kind string
	set             func(string) error
	str             func() string
}

func (v *strictValue) String() string { return v.str() }
func (v *strictValue) Type() string   { return v.kind }
func (v *strictValue) Set(s string) error {
	if err := v.set(s); err != nil {
		return fmt.Errorf("%w (flag --%s, env %s)", err, v.flag, v.env)
	}
	return nil
}

func durationSetting(dst *time.Duration, min time.Duration) (func(string) error, func() string) {
	return func(s string) error {
			d, err := time.ParseDuration(s)
			if err != nil {
				return fmt.Errorf("%q is not a duration (like 30s or 2m)", s)
			}
			if d < min {
				return fmt.Errorf("%q is below the least allowed, %s", s, min)
			}
			*dst = d
			return nil
		}, func() string {
			return dst.String()
		}
}

func intSetting(dst *int) (func(string) error, func() string) {
	return func(s string) error {
			n, err := strconv.Atoi(s)
			if err != nil || n < 0 {
				return fmt.Errorf("%q is not a whole number of zero or more", s)
			}
			*dst = n
			return nil
		}, func() string {
			return strconv.Itoa(*dst)
		}
}

func oneOfSetting(dst *string, allowed ...string) (func(string) error, func() string) {
	return func(s string) error {
			for _, a := range allowed {
				if s == a {
					*dst = s
					return nil
				}
			}
			return fmt.Errorf("%q is not one of %s", s, strings.Join(allowed, ", "))
		}, func() string {
			return *dst
		}
}

func stringSetting(dst *string) (func(string) error, func() string) {
	return func(s string) error { *dst = s; return nil }, func() string { return *dst }
}

// add registers one setting: its default, then its environment value (an
// error remembered for later when it does not parse), then the flag.
func (c *config) add(f *pflag.FlagSet, flag, env, kind, def, usage string, secret bool, set func(string) error, str func() string) {
	v := &strictValue{flag: flag, env: env, kind: kind, set: set, str: str}
	if err := v.set(def); err != nil {
		panic(fmt.Sprintf("config: default of --%s: %v", flag, err))
	}
	st := &setting{flag: flag, env: env, secret: secret, value: v}
	if raw, ok := os.LookupEnv(env); ok && raw != "" {
		if err := v.Set(raw); err != nil {
			st.envErr = fmt.Errorf("invalid %s: %w", env, err)
		} else {
			st.fromEnv = true
		}
	}
	c.settings = append(c.settings, st)
	f.Var(v, flag, usage+" (env "+env+")")
}

func (c *config) bindFlags(root *cobra.Command) {
	c.settings = nil
	f := root.PersistentFlags()
	str := func(flag, env, def, usage string, dst *string, secret bool) {
		set, get := stringSetting(dst)
		c.add(f, flag, env, "string", def, usage, secret, set, get)
	}
	str("database-url", "PRAMAAN_DATABASE_URL", "", "PostgreSQL URL; empty uses the data folder's private cluster", &c.DatabaseURL, true)
	str("nats-url", "PRAMAAN_NATS_URL", "", "NATS JetStream URL; empty embeds a JetStream server", &c.NATSURL, true)
	str("addr", "PRAMAAN_ADDR", "127.0.0.1:8080", "HTTP listen address of the API and web UI", &c.Addr, false)
	str("data", "PRAMAAN_DATA", "./.pramaan", "data folder: blobs, private Postgres, JetStream", &c.Data, false)
	set, get := durationSetting(&c.Lease, time.Millisecond)
	c.add(f, "lease", "PRAMAAN_LEASE", "duration", "30s", "build lease, renewed by heartbeats every lease/3", false, set, get)
	set, get = durationSetting(&c.GroupCommit, 0)
	c.add(f, "group-commit", "PRAMAAN_GROUP_COMMIT", "duration", "2ms",
		"how long a finished build waits to land with others in one commit; 0: each alone", false, set, get)
	set, get = intSetting(&c.SlotsPerFirm)
	c.add(f, "slots-per-firm", "PRAMAAN_SLOTS_PER_FIRM", "int", "0",
		"the most build slots of a process one firm holds at once; 0: half the slots, at least one", false, set, get)
	str("model", "PRAMAAN_MODEL", "rules", "model panel that builds the Brief: rules, openai, panel:rules,openai", &c.Model, false)
	str("metrics-addr", "PRAMAAN_METRICS_ADDR", "", "this role's operations address: /metrics, /healthz, /readyz; empty: none", &c.MetricsAddr, false)
	set, get = oneOfSetting(&c.LogFormat, "text", "json")
	c.add(f, "log-format", "PRAMAAN_LOG_FORMAT", "format", "text", "log line format: text or json", false, set, get)
	set, get = oneOfSetting(&c.LogLevel, "debug", "info", "warn", "error")
	c.add(f, "log-level", "PRAMAAN_LOG_LEVEL", "level", "info", "least level logged: debug, info, warn, error", false, set, get)
	str("openai-base-url", "PRAMAAN_OPENAI_BASE_URL", "", "openai member: an OpenAI-compatible server's base URL; empty: https://api.openai.com/v1", &c.OpenAIBaseURL, false)
	str("openai-model", "PRAMAAN_OPENAI_MODEL", "", "openai member: the model's name (required by the openai member)", &c.OpenAIModel, false)
	str("openai-api-key", "PRAMAAN_OPENAI_API_KEY", "", "openai member: the API key", &c.OpenAIAPIKey, true)
	set, get = durationSetting(&c.OpenAITimeout, 0)
	c.add(f, "openai-timeout", "PRAMAAN_OPENAI_TIMEOUT", "duration", "0s", "openai member: one request's time limit; 0: the member's default", false, set, get)
	set, get = intSetting(&c.OpenAIMaxChars)
	c.add(f, "openai-max-chars", "PRAMAAN_OPENAI_MAX_CHARS", "int", "0", "openai member: most characters of document text per request; 0: the member's default", false, set, get)
	set, get = intSetting(&c.OpenAIMaxTokens)
	c.add(f, "openai-max-tokens", "PRAMAAN_OPENAI_MAX_TOKENS", "int", "0", "openai member: most tokens per answer; 0: the member's default", false, set, get)
}

// check reports the environment values that did not parse, unless the flag
// given on the command line replaced them. Every command runs it first.
func (c *config) check(flags *pflag.FlagSet) error {
	var errs []error
	for _, st := range c.settings {
		if fl := flags.Lookup(st.flag); fl != nil && fl.Changed {
			st.fromFlag = true
		}
		if st.envErr == nil {
			continue
		}
		if fl := flags.Lookup(st.flag); fl != nil && fl.Changed {
			continue // the flag wins
		}
		errs = append(errs, st.envErr)
	}
	return errors.Join(errs...)
}

// getenv is the model panel's configuration: the PRAMAAN_OPENAI_* settings
// as the flags and environment set them; anything else from the environment.
func (c *config) getenv(name string) string {
	switch name {
	case "PRAMAAN_OPENAI_BASE_URL":
		return c.OpenAIBaseURL
	case "PRAMAAN_OPENAI_MODEL":
		return c.OpenAIModel
	case "PRAMAAN_OPENAI_API_KEY":
		return c.OpenAIAPIKey
	case "PRAMAAN_OPENAI_TIMEOUT":
		if c.OpenAITimeout == 0 {
			return ""
		}
		return c.OpenAITimeout.String()
	case "PRAMAAN_OPENAI_MAX_CHARS":
		if c.OpenAIMaxChars == 0 {
			return ""
		}
		return strconv.Itoa(c.OpenAIMaxChars)
	case "PRAMAAN_OPENAI_MAX_TOKENS":
		if c.OpenAIMaxTokens == 0 {
			return ""
		}
		return strconv.Itoa(c.OpenAIMaxTokens)
	}
	return os.Getenv(name)
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
// Every session of the pool is bounded for the configured lease
// (internal/dbconfig, docs/operations-database.md); the migrations run on
// sessions of their own without statement or lock timeouts.
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
	bounds := dbconfig.ForLease(cfg.Lease)
	pc, err := dbconfig.ParsePool(d.URL, bounds)
	if err != nil {
		d.Close()
		return nil, fmt.Errorf("database URL %s does not parse (set PRAMAAN_DATABASE_URL or --database-url to a URL like postgres://user@host:5432/db): %w", redactURL(d.URL), err)
	}
	if pc.MaxConns < 16 {
		pc.MaxConns = 16
	}
	pc.ConnConfig.Tracer = telemetry.PoolTracer() // SQL spans under the traced operations
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
	ddl, err := dbconfig.NewPool(ctx, d.URL, bounds.ForDDL(), func(c *pgxpool.Config) { c.MaxConns = 4 })
	if err == nil {
		err = migrations.Up(ctx, ddl)
		ddl.Close()
	}
	if err != nil {
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
