package dbconfig_test

import (
	"context"
	"errors"
	"net"
	"net/url"
	"strconv"
	"testing"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"
	"github.com/jackc/pgx/v5/pgxpool"
	"golang.org/x/sys/unix"

	"pramaan/internal/dbconfig"
	"pramaan/internal/faultproxy"
	"pramaan/internal/pgtest"
	"pramaan/rail"
)

func TestMain(m *testing.M) { pgtest.Main(m) }

const lease = 3 * time.Second

func TestForLeaseKeepsLocksWithinHalfALease(t *testing.T) {
	t.Parallel()
	for _, l := range []time.Duration{0, time.Second, 3 * time.Second, 30 * time.Second, time.Hour} {
		b := dbconfig.ForLease(l)
		eff := l
		if eff <= 0 {
			eff = dbconfig.DefaultLease
		}
		if l >= 2*time.Second && b.IdleInTransaction > eff/2 {
			t.Errorf("lease %s: idle-in-transaction bound %s is over half the lease", l, b.IdleInTransaction)
		}
		if b.IdleInTransaction <= 0 || b.Lock <= 0 || b.Statement <= 0 || b.UserTimeout <= 0 || b.KeepAliveCount <= 0 {
			t.Errorf("lease %s: an unbounded session: %+v", l, b)
		}
		if b.IdleInTransaction > 5*time.Second || b.Lock > 5*time.Second {
			t.Errorf("lease %s: bounds past a few seconds: %+v", l, b)
		}
	}
}

// Every session of a bounded pool carries the bounds, on the server's side.
func TestPoolSessionsCarryTheBounds(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	b := dbconfig.ForLease(lease)
	pool, err := dbconfig.NewPool(ctx, pgtest.URL(t), b, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer pool.Close()
	want := map[string]string{
		"idle_in_transaction_session_timeout": "1s",
		"lock_timeout":                        "1s",
		"statement_timeout":                   "1500ms",
		"tcp_keepalives_idle":                 "1",
		"tcp_keepalives_interval":             "1",
		"tcp_keepalives_count":                "3",
		"tcp_user_timeout":                    "1000",
	}
	for name, w := range want {
		var got string
		if err := pool.QueryRow(ctx, "SELECT current_setting($1)", name).Scan(&got); err != nil {
			t.Fatal(err)
		}
		if got != w {
			t.Errorf("%s = %s, want %s", name, got, w)
		}
	}
	// ForDDL lifts the statement and lock bounds only.
	ddl, err := dbconfig.Connect(ctx, pgtest.URL(t), b.ForDDL())
	if err != nil {
		t.Fatal(err)
	}
	defer ddl.Close(ctx)
	var st, lk, idle string
	if err := ddl.QueryRow(ctx, "SELECT current_setting('statement_timeout'), current_setting('lock_timeout'), current_setting('idle_in_transaction_session_timeout')").Scan(&st, &lk, &idle); err != nil {
		t.Fatal(err)
	}
	if st != "0" || lk != "0" || idle != "1s" {
		t.Errorf("ForDDL: statement %s lock %s idle %s, want 0 0 1s", st, lk, idle)
	}
}

// The client's sockets have keepalives and TCP_USER_TIMEOUT.
func TestDialerSetsKeepalivesAndUserTimeout(t *testing.T) {
	t.Parallel()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	b := dbconfig.ForLease(lease)
	c, err := b.Dialer(time.Second).Dial("tcp", ln.Addr().String())
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	raw, err := c.(*net.TCPConn).SyscallConn()
	if err != nil {
		t.Fatal(err)
	}
	var ut, ka, idle, intvl, cnt int
	var gerr error
	_ = raw.Control(func(fd uintptr) {
		get := func(level, opt int) int {
			v, err := unix.GetsockoptInt(int(fd), level, opt)
			if err != nil {
				gerr = err
			}
			return v
		}
		ut = get(unix.IPPROTO_TCP, unix.TCP_USER_TIMEOUT)
		ka = get(unix.SOL_SOCKET, unix.SO_KEEPALIVE)
		idle = get(unix.IPPROTO_TCP, unix.TCP_KEEPIDLE)
		intvl = get(unix.IPPROTO_TCP, unix.TCP_KEEPINTVL)
		cnt = get(unix.IPPROTO_TCP, unix.TCP_KEEPCNT)
	})
	if gerr != nil {
		t.Fatal(gerr)
	}
	if ut != 1000 || ka != 1 || idle != 1 || intvl != 1 || cnt != 3 {
		t.Fatalf("socket: user timeout %d ms, keepalive %d, idle %d s, interval %d s, count %d; want 1000, 1, 1, 1, 3",
			ut, ka, idle, intvl, cnt)
	}
}

// jobRow creates a matter's job row and returns its firm and matter ids.
func jobRow(t *testing.T, ctx context.Context, pool *pgxpool.Pool) (string, string) {
	t.Helper()
	firm, matter := uuid.NewString(), uuid.NewString()
	if _, err := rail.New(pool, rail.Config{WorkerID: "setup"}).Demand(ctx, firm, matter, rail.Cause{}); err != nil {
		t.Fatal(err)
	}
	return firm, matter
}

// lockRow takes the job row's lock in a transaction on conn and leaves the
// transaction open, as a worker stopped inside its snapshot or finish does.
func lockRow(t *testing.T, ctx context.Context, tx pgx.Tx, firm, matter string) {
	t.Helper()
	if _, err := tx.Exec(ctx, `SELECT 1 FROM ops.matter_frame_jobs WHERE firm_id = $1 AND matter_id = $2 FOR UPDATE`, firm, matter); err != nil {
		t.Fatal(err)
	}
}

// waitUnlocked polls, from an unbounded session, until the row's lock is
// free, and returns how long that took.
func waitUnlocked(t *testing.T, ctx context.Context, dbURL, firm, matter string, began time.Time, limit time.Duration) time.Duration {
	t.Helper()
	c, err := pgx.Connect(ctx, dbURL)
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close(ctx)
	for {
		_, err := c.Exec(ctx, `SELECT 1 FROM ops.matter_frame_jobs WHERE firm_id = $1 AND matter_id = $2 FOR UPDATE NOWAIT`, firm, matter)
		if err == nil {
			return time.Since(began)
		}
		var pgErr *pgconn.PgError
		if !errors.As(err, &pgErr) || pgErr.Code != "55P03" { // lock_not_available
			t.Fatal(err)
		}
		if time.Since(began) > limit {
			t.Fatalf("the stalled session still holds the row lock after %s", time.Since(began))
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// A session stalled inside a transaction that holds a job row's lock loses
// it within half a lease: the server ends the session after the
// idle-in-transaction bound. The stalled client learns it on its next
// statement.
func TestStalledSessionLosesTheRowLock(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	u := pgtest.URL(t)
	pool, err := dbconfig.NewPool(ctx, u, dbconfig.ForLease(lease), nil)
	if err != nil {
		t.Fatal(err)
	}
	defer pool.Close()
	firm, matter := jobRow(t, ctx, pool)
	tx, err := pool.Begin(ctx)
	if err != nil {
		t.Fatal(err)
	}
	defer func() { _ = tx.Rollback(ctx) }()
	lockRow(t, ctx, tx, firm, matter)
	began := time.Now() // the session is idle in its transaction from here
	took := waitUnlocked(t, ctx, u, firm, matter, began, 10*time.Second)
	t.Logf("row lock released %s after the session stalled (lease %s, bound %s)", took.Round(time.Millisecond), lease, dbconfig.ForLease(lease).IdleInTransaction)
	if took > lease/2 {
		t.Errorf("row lock held %s, more than half the lease %s", took, lease)
	}
	_, err = tx.Exec(ctx, "SELECT 1")
	var pgErr *pgconn.PgError
	if err == nil || (errors.As(err, &pgErr) && pgErr.Code != "25P03") {
		t.Fatalf("the stalled session's next statement: %v, want idle_in_transaction_session_timeout (25P03)", err)
	}
}

// The same when the network path is black-holed: the server ends the
// session although the client never says a thing, and a client waiting on
// the dead path gives up at its own deadline.
func TestPartitionedSessionLosesTheRowLock(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	u := pgtest.URL(t)
	pu, err := url.Parse(u)
	if err != nil {
		t.Fatal(err)
	}
	proxy, err := faultproxy.Start(pu.Host)
	if err != nil {
		t.Fatal(err)
	}
	defer proxy.Close()
	pu.Host = "127.0.0.1:" + strconv.Itoa(proxy.Port())
	pool, err := dbconfig.NewPool(ctx, pu.String(), dbconfig.ForLease(lease), nil)
	if err != nil {
		t.Fatal(err)
	}
	defer pool.Close()
	firm, matter := jobRow(t, ctx, pool)
	tx, err := pool.Begin(ctx)
	if err != nil {
		t.Fatal(err)
	}
	defer func() { _ = tx.Rollback(ctx) }()
	lockRow(t, ctx, tx, firm, matter)
	proxy.Blackhole()
	began := time.Now()
	took := waitUnlocked(t, ctx, u, firm, matter, began, 10*time.Second)
	t.Logf("row lock released %s after the partition (lease %s)", took.Round(time.Millisecond), lease)
	if took > lease/2 {
		t.Errorf("row lock held %s, more than half the lease %s", took, lease)
	}
	cctx, cancel := context.WithTimeout(ctx, 300*time.Millisecond)
	defer cancel()
	if _, err := tx.Exec(cctx, "SELECT 1"); err == nil {
		t.Fatal("a statement over the black hole succeeded")
	}
	proxy.Forward()
}

// The private cluster's own defaults bound a session that sets none (an
// operator's psql): keepalives, a user timeout, and a minute idle in a
// transaction at most.
func TestPrivateClusterDefaults(t *testing.T) {
	t.Parallel()
	if pgtest.Server() == nil {
		t.Log("an outside server is in use (PRAMAAN_TEST_DATABASE_URL): its settings are the operator's")
		return
	}
	ctx := context.Background()
	c, err := pgx.Connect(ctx, pgtest.URL(t))
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close(ctx)
	want := map[string]string{"tcp_keepalives_idle": "5", "tcp_keepalives_interval": "1", "tcp_keepalives_count": "3",
		"tcp_user_timeout": "8000", "idle_in_transaction_session_timeout": "1min"}
	for name, w := range want {
		var got string
		if err := c.QueryRow(ctx, "SELECT current_setting($1)", name).Scan(&got); err != nil {
			t.Fatal(err)
		}
		if got != w {
			t.Errorf("%s = %s, want %s", name, got, w)
		}
	}
}
