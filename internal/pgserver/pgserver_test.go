package pgserver

import (
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"
)

func ping(t *testing.T, ctx context.Context, url string) {
	t.Helper()
	c, err := pgx.Connect(ctx, url)
	if err != nil {
		t.Fatalf("connect %s: %v", url, err)
	}
	defer c.Close(ctx)
	if err := c.Ping(ctx); err != nil {
		t.Fatal(err)
	}
}

// A durable socket-only cluster listens on no TCP port, is found running by
// a second Start on the same folder (which neither restarts nor stops it),
// and a postmaster.pid left behind whose PID now belongs to another process
// is recognised as stale at once.
func TestSocketOnlyAdoptAndStalePID(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	dir := filepath.Join(t.TempDir(), "pg")
	opt := Options{Dir: dir, Durable: true, SocketOnly: true}
	s, err := Start(ctx, opt)
	if err != nil {
		t.Fatal(err)
	}
	url := s.URL("postgres")
	if strings.Contains(url, "127.0.0.1") || !strings.Contains(url, "host=") {
		t.Fatalf("socket-only URL %q", url)
	}
	ping(t, ctx, url)
	var listen string
	c, err := pgx.Connect(ctx, url)
	if err != nil {
		t.Fatal(err)
	}
	if err := c.QueryRow(ctx, "SHOW listen_addresses").Scan(&listen); err != nil {
		t.Fatal(err)
	}
	c.Close(ctx)
	if listen != "" {
		t.Fatalf("listen_addresses = %q, want none (socket only)", listen)
	}

	// A second user of the folder finds it running.
	s2, err := Start(ctx, opt)
	if err != nil {
		t.Fatal(err)
	}
	if !s2.Adopted() || s2.URL("postgres") != url {
		t.Fatalf("second Start: adopted %v url %q, want the running cluster at %q", s2.Adopted(), s2.URL("postgres"), url)
	}
	if err := s2.Stop(); err != nil {
		t.Fatal(err)
	}
	ping(t, ctx, url) // still up: only its starter stops it
	if err := s.Stop(); err != nil {
		t.Fatal(err)
	}

	// A stale postmaster.pid naming a live process that is not postgres.
	sleeper := exec.Command("sleep", "300")
	if err := sleeper.Start(); err != nil {
		t.Fatal(err)
	}
	defer func() { _ = sleeper.Process.Kill(); _ = sleeper.Wait() }()
	pidFile := filepath.Join(dir, "data", "postmaster.pid")
	stale := fmt.Sprintf("%d\n%s\n1700000000\n5432\n/tmp\n\n  1234   5678\nready   \n", sleeper.Process.Pid, filepath.Join(dir, "data"))
	if err := os.WriteFile(pidFile, []byte(stale), 0o600); err != nil {
		t.Fatal(err)
	}
	s.handOverFile(pidFile)
	begun := time.Now()
	s3, err := Start(ctx, opt)
	if err != nil {
		t.Fatalf("start over a stale postmaster.pid: %v", err)
	}
	defer func() { _ = s3.Stop() }()
	if s3.Adopted() {
		t.Fatal("a stale postmaster.pid was taken for a running cluster")
	}
	ping(t, ctx, s3.URL("postgres"))
	t.Logf("started over a stale postmaster.pid in %s", time.Since(begun))
}
