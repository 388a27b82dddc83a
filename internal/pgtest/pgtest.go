// Package pgtest gives tests a real PostgreSQL: one private cluster per test
// binary (started by Main from the system's binaries through pgserver), and a
// fresh, migrated database per test (New), cloned from a migrated template so
// it costs milliseconds.
//
// When PRAMAAN_TEST_DATABASE_URL is set, that server is used instead of a
// private cluster. When neither is possible the tests fail with a message
// that says what to install: they never skip.
//
// Use it from a package's TestMain:
//
//	func TestMain(m *testing.M) { pgtest.Main(m) }
package pgtest

import (
	"context"
	"fmt"
	"net/url"
	"os"
	"os/signal"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"

	"pramaan/internal/dbconfig"
	"pramaan/internal/pgserver"
	"pramaan/migrations"
)

var (
	adminURL   string // URL of the maintenance database on the server in use
	server     *pgserver.Server
	startErr   error
	templateMu sync.Mutex
	template   string
	counter    atomic.Int64
)

// Main starts the private cluster (unless PRAMAAN_TEST_DATABASE_URL is set),
// runs the tests and stops the cluster, also when the run is interrupted.
func Main(m *testing.M) {
	code := func() int {
		if err := setup(); err != nil {
			startErr = err
			fmt.Fprintln(os.Stderr, "pgtest:", err)
		}
		if server != nil {
			sig := make(chan os.Signal, 1)
			signal.Notify(sig, os.Interrupt, syscall.SIGTERM)
			go func() {
				<-sig
				_ = server.Stop()
				os.Exit(130)
			}()
			defer func() { _ = server.Stop() }()
		}
		defer dropTemplate()
		return m.Run()
	}()
	os.Exit(code)
}

func setup() error {
	if u := os.Getenv("PRAMAAN_TEST_DATABASE_URL"); u != "" {
		adminURL = u
		return nil
	}
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	s, err := pgserver.Start(ctx, pgserver.Options{})
	if err != nil {
		return err
	}
	server, adminURL = s, s.URL("postgres")
	return nil
}

// Bounds are the session bounds of every pool New returns: the product's,
// for the default lease (internal/dbconfig). Administrative sessions
// (creating and dropping databases, migrating the template) use
// Bounds.ForDDL.
var Bounds = dbconfig.ForLease(0)

// admin connects to the maintenance database.
func admin(ctx context.Context) (*pgx.Conn, error) {
	return dbconfig.Connect(ctx, adminURL, Bounds.ForDDL())
}

// Server returns the private cluster, or nil when an outside server is used.
func Server() *pgserver.Server { return server }

// URL creates a fresh migrated database for the test, dropped when the test
// ends, and returns its connection string (for subprocesses and own pools).
func URL(t testing.TB) string {
	t.Helper()
	u, drop, err := newDatabase()
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(drop)
	return u
}

// ExamplePool is New for an Example function, which has no *testing.T: a
// pool on a fresh migrated database, and a func that closes and drops it.
// It panics when there is no PostgreSQL (pgtest.Main was not called).
func ExamplePool() (*pgxpool.Pool, func()) {
	u, drop, err := newDatabase()
	if err != nil {
		panic(err)
	}
	pool, err := dbconfig.NewPool(context.Background(), u, Bounds, nil)
	if err != nil {
		drop()
		panic(fmt.Sprintf("pgtest: pool on %s: %v", redact(u), err))
	}
	return pool, func() { pool.Close(); drop() }
}

// newDatabase clones a fresh database from the migrated template and
// returns its URL and the func that drops it.
func newDatabase() (string, func(), error) {
	if adminURL == "" {
		if startErr != nil {
			return "", nil, fmt.Errorf("pgtest: no PostgreSQL for this test: %v", startErr)
		}
		return "", nil, fmt.Errorf("pgtest: no PostgreSQL for this test: call pgtest.Main from the package's TestMain")
	}
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	tmpl, err := ensureTemplate(ctx)
	if err != nil {
		return "", nil, fmt.Errorf("pgtest: migrated template database: %v", err)
	}
	name := fmt.Sprintf("t_%d_%d", os.Getpid(), counter.Add(1))
	ac, err := admin(ctx)
	if err != nil {
		return "", nil, fmt.Errorf("pgtest: %v", err)
	}
	defer ac.Close(ctx)
	// CREATE DATABASE ... TEMPLATE fails while another session is connected to
	// the template; none is after ensureTemplate, but retry a moment to be sure.
	for i := 0; ; i++ {
		_, err = ac.Exec(ctx, fmt.Sprintf("CREATE DATABASE %s TEMPLATE %s", name, tmpl))
		if err == nil || i > 50 || !strings.Contains(err.Error(), "being accessed by other users") {
			break
		}
		time.Sleep(100 * time.Millisecond)
	}
	if err != nil {
		return "", nil, fmt.Errorf("pgtest: create database %s: %v", name, err)
	}
	drop := func() {
		ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
		defer cancel()
		c, err := admin(ctx)
		if err != nil {
			return
		}
		defer c.Close(ctx)
		_, _ = c.Exec(ctx, fmt.Sprintf("DROP DATABASE IF EXISTS %s WITH (FORCE)", name))
	}
	return withDB(adminURL, name), drop, nil
}

// New returns a pool on a fresh migrated database, closed and dropped when the
// test ends.
func New(t testing.TB) *pgxpool.Pool {
	t.Helper()
	return NewWithConfig(t, nil)
}

// NewWithConfig is New with a chance to adjust the pool's configuration
// (for example MaxConns for a race test). The pool's sessions carry Bounds.
func NewWithConfig(t testing.TB, adjust func(*pgxpool.Config)) *pgxpool.Pool {
	t.Helper()
	u := URL(t)
	cfg, err := dbconfig.ParsePool(u, Bounds)
	if err != nil {
		t.Fatalf("pgtest: %v", err)
	}
	cfg.MaxConns = 32
	if adjust != nil {
		adjust(cfg)
	}
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	pool, err := pgxpool.NewWithConfig(ctx, cfg)
	if err != nil {
		t.Fatalf("pgtest: pool on %s: %v", redact(u), err)
	}
	t.Cleanup(pool.Close)
	return pool
}

// ensureTemplate creates, once per test binary, a database with every
// migration applied, from which each test's database is cloned.
func ensureTemplate(ctx context.Context) (string, error) {
	templateMu.Lock()
	defer templateMu.Unlock()
	if template != "" {
		return template, nil
	}
	name := fmt.Sprintf("tmpl_%d", os.Getpid())
	ac, err := admin(ctx)
	if err != nil {
		return "", err
	}
	defer ac.Close(ctx)
	if _, err := ac.Exec(ctx, "DROP DATABASE IF EXISTS "+name+" WITH (FORCE)"); err != nil {
		return "", err
	}
	if _, err := ac.Exec(ctx, "CREATE DATABASE "+name); err != nil {
		return "", err
	}
	pool, err := dbconfig.NewPool(ctx, withDB(adminURL, name), Bounds.ForDDL(), nil)
	if err != nil {
		return "", err
	}
	err = migrations.Up(ctx, pool)
	pool.Close()
	if err != nil {
		return "", err
	}
	template = name
	return name, nil
}

func dropTemplate() {
	templateMu.Lock()
	defer templateMu.Unlock()
	if template == "" {
		return
	}
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	if c, err := admin(ctx); err == nil {
		_, _ = c.Exec(ctx, "DROP DATABASE IF EXISTS "+template+" WITH (FORCE)")
		_ = c.Close(ctx)
	}
	template = ""
}

func withDB(raw, db string) string {
	u, err := url.Parse(raw)
	if err != nil {
		return raw
	}
	u.Path = "/" + db
	return u.String()
}

func redact(raw string) string {
	u, err := url.Parse(raw)
	if err != nil {
		return "(unparseable URL)"
	}
	return u.Redacted()
}
