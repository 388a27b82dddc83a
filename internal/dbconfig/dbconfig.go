// Package dbconfig is the one place where PRAMAAN configures a PostgreSQL
// pool or connection: every role (up, serve, worker, relay, migrate, rail),
// the benchmarks and the test harness (internal/pgtest) get their sessions
// from here.
//
// It sits under everything that talks to Postgres and protects one
// invariant of the rail (docs/operations-database.md): every session the
// product opens is bounded, so a row lock is only ever held by a session that
// the server will end on its own. A worker stopped (SIGSTOP, a GC pause, a
// VM freeze) or cut off by the network inside a transaction holding a job
// row must lose that lock within half a lease, or its matter wedges: the
// reconciler skips locked rows, and every demand for the matter waits.
//
// The bounds are set as session parameters in the startup message, so they
// hold on any server the product is pointed at, not only the private
// cluster:
//   - idle_in_transaction_session_timeout: the server ends a session that
//     sits inside a transaction without sending anything (its client was
//     stopped or partitioned), releasing its locks;
//   - lock_timeout: a statement that meets a lock held by such a session
//     gives up instead of waiting for it;
//   - statement_timeout: no statement of the product runs unbounded
//     (migrations and administrative DDL use Bounds.ForDDL);
//   - tcp_keepalives_idle/interval/count and tcp_user_timeout: the server
//     notices a dead client on an idle connection, or one that stopped
//     acknowledging what the server sends.
//
// On the client side the Dialer turns on TCP keepalives and sets
// TCP_USER_TIMEOUT, so a process notices a dead server (or a dead path to it)
// instead of waiting on a socket for hours.
package dbconfig

import (
	"context"
	"fmt"
	"net"
	"net/url"
	"strconv"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"
	"github.com/jackc/pgx/v5/pgxpool"
)

// DefaultLease is the rail's default lease (PRAMAAN_LEASE), which the bounds
// follow when no lease is given.
const DefaultLease = 30 * time.Second

// Bounds are the limits every session of a process runs under. A zero
// duration (or count) leaves the server's or the kernel's default.
type Bounds struct {
	// IdleInTransaction is idle_in_transaction_session_timeout: a session
	// idle inside a transaction this long is ended by the server, and its
	// locks are released.
	IdleInTransaction time.Duration
	// Lock is lock_timeout: how long one statement waits for a lock.
	Lock time.Duration
	// Statement is statement_timeout: how long one statement may run.
	Statement time.Duration
	// KeepAliveIdle, KeepAliveInterval and KeepAliveCount are the TCP
	// keepalives, on both ends: first probe after KeepAliveIdle of silence,
	// then every KeepAliveInterval, the connection dropped after
	// KeepAliveCount unanswered probes. The server takes whole seconds.
	KeepAliveIdle     time.Duration
	KeepAliveInterval time.Duration
	KeepAliveCount    int
	// UserTimeout is TCP_USER_TIMEOUT, on both ends: a connection whose sent
	// data stays unacknowledged this long is dropped.
	UserTimeout time.Duration
}

// ForLease returns the bounds for a process whose rail runs with the given
// lease (DefaultLease when lease <= 0):
//   - IdleInTransaction and Lock: lease/3, between 500 ms and 5 s, so a
//     stalled session's row lock is released well within half a lease, and
//     a statement that meets it gives up as soon;
//   - Statement: lease/2, between 1 s and 15 s;
//   - keepalives: first probe after the idle bound (whole seconds, at least
//     1 s), then every second, dropped after 3 probes;
//   - UserTimeout: the idle bound.
//
// Every process of one deployment should use the same lease (PRAMAAN_LEASE).
func ForLease(lease time.Duration) Bounds {
	if lease <= 0 {
		lease = DefaultLease
	}
	idle := clamp(lease/3, 500*time.Millisecond, 5*time.Second)
	return Bounds{
		IdleInTransaction: idle,
		Lock:              idle,
		Statement:         clamp(lease/2, time.Second, 15*time.Second),
		KeepAliveIdle:     max(idle.Round(time.Second), time.Second),
		KeepAliveInterval: time.Second,
		KeepAliveCount:    3,
		UserTimeout:       idle,
	}
}

// ForDDL is b for migrations and administrative statements (CREATE
// DATABASE, schema changes), which may legitimately run and wait long: no
// statement or lock timeout. The idle-in-transaction bound and the
// keepalives stay, so even these sessions never hold a lock while stalled.
func (b Bounds) ForDDL() Bounds {
	b.Statement, b.Lock = 0, 0
	return b
}

func clamp(d, lo, hi time.Duration) time.Duration {
	return min(max(d, lo), hi)
}

func millis(d time.Duration) string { return strconv.FormatInt(d.Milliseconds(), 10) }

func seconds(d time.Duration) string {
	return strconv.FormatInt(int64(max(d.Round(time.Second), time.Second)/time.Second), 10)
}

// RuntimeParams are the session parameters b sets in each connection's
// startup message (0 when a bound is zero, so a URL or server default never
// leaves a session unbounded by accident: say 0 on purpose).
func (b Bounds) RuntimeParams() map[string]string {
	p := map[string]string{
		"idle_in_transaction_session_timeout": millis(b.IdleInTransaction),
		"lock_timeout":                        millis(b.Lock),
		"statement_timeout":                   millis(b.Statement),
	}
	if b.KeepAliveIdle > 0 {
		p["tcp_keepalives_idle"] = seconds(b.KeepAliveIdle)
	}
	if b.KeepAliveInterval > 0 {
		p["tcp_keepalives_interval"] = seconds(b.KeepAliveInterval)
	}
	if b.KeepAliveCount > 0 {
		p["tcp_keepalives_count"] = strconv.Itoa(b.KeepAliveCount)
	}
	if b.UserTimeout > 0 {
		p["tcp_user_timeout"] = millis(b.UserTimeout)
	}
	return p
}

// Apply sets b on a connection configuration: its session parameters and
// a Dialer with b's keepalives and user timeout (keeping a connect_timeout
// from the URL).
func (b Bounds) Apply(cc *pgconn.Config) {
	if cc.RuntimeParams == nil {
		cc.RuntimeParams = map[string]string{}
	}
	for k, v := range b.RuntimeParams() {
		cc.RuntimeParams[k] = v
	}
	cc.DialFunc = b.Dialer(cc.ConnectTimeout).DialContext
}

// Dialer is a net.Dialer with b's client-side keepalives and, where the
// platform has it, TCP_USER_TIMEOUT. connectTimeout bounds the dial (0: the
// caller's context only).
func (b Bounds) Dialer(connectTimeout time.Duration) *net.Dialer {
	d := &net.Dialer{Timeout: connectTimeout}
	if b.KeepAliveIdle > 0 {
		d.KeepAliveConfig = net.KeepAliveConfig{Enable: true, Idle: b.KeepAliveIdle,
			Interval: b.KeepAliveInterval, Count: b.KeepAliveCount}
	}
	if b.UserTimeout > 0 {
		d.Control = userTimeoutControl(b.UserTimeout)
	}
	return d
}

// ParsePool parses a database URL into a pool configuration with b applied.
func ParsePool(dbURL string, b Bounds) (*pgxpool.Config, error) {
	pc, err := pgxpool.ParseConfig(dbURL)
	if err != nil {
		return nil, fmt.Errorf("database URL %s: %w", Redact(dbURL), err)
	}
	b.Apply(&pc.ConnConfig.Config)
	return pc, nil
}

// NewPool opens a pool on dbURL with b applied; adjust (may be nil) can
// change the configuration first, e.g. MaxConns.
func NewPool(ctx context.Context, dbURL string, b Bounds, adjust func(*pgxpool.Config)) (*pgxpool.Pool, error) {
	pc, err := ParsePool(dbURL, b)
	if err != nil {
		return nil, err
	}
	if adjust != nil {
		adjust(pc)
	}
	pool, err := pgxpool.NewWithConfig(ctx, pc)
	if err != nil {
		return nil, fmt.Errorf("pool on %s: %w", Redact(dbURL), err)
	}
	return pool, nil
}

// Connect opens one connection on dbURL with b applied.
func Connect(ctx context.Context, dbURL string, b Bounds) (*pgx.Conn, error) {
	cc, err := pgx.ParseConfig(dbURL)
	if err != nil {
		return nil, fmt.Errorf("database URL %s: %w", Redact(dbURL), err)
	}
	b.Apply(&cc.Config)
	c, err := pgx.ConnectConfig(ctx, cc)
	if err != nil {
		return nil, fmt.Errorf("connect to %s: %w", Redact(dbURL), err)
	}
	return c, nil
}

// Redact is dbURL with its password hidden, for errors and logs.
func Redact(dbURL string) string {
	u, err := url.Parse(dbURL)
	if err != nil {
		return "(unparseable URL)"
	}
	return u.Redacted()
}
