package telemetry_test

import (
	"bytes"
	"context"
	"errors"
	"io"
	"log/slog"
	"net/http"
	"strings"
	"sync"
	"testing"

	"pramaan/internal/telemetry"
)

// syncBuffer is a log sink safe for the server's goroutines.
type syncBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (s *syncBuffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

func (s *syncBuffer) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}

// The operations endpoint answers /healthz while the process runs, /readyz
// with the names of failing checks only (their errors go to the log, never
// to the caller), and /metrics in Prometheus' format.
func TestOpsEndpoint(t *testing.T) {
	var logs syncBuffer
	ops := telemetry.NewOps(slog.New(slog.NewTextHandler(&logs, nil)))
	var mu sync.Mutex
	dbErr := errors.New("dial tcp 10.1.2.3:5432: password authentication failed for user pramaan_secret")
	failing := true
	ops.AddCheck("database", func(context.Context) error {
		mu.Lock()
		defer mu.Unlock()
		if failing {
			return dbErr
		}
		return nil
	})
	ops.AddCheck("bus", func(context.Context) error { return nil })
	ln, err := telemetry.Listen("127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() { done <- ops.Serve(ctx, ln) }()
	defer func() {
		cancel()
		if err := <-done; err != nil {
			t.Errorf("serve: %v", err)
		}
	}()
	get := func(path string) (int, string) {
		t.Helper()
		resp, err := http.Get("http://" + ln.Addr().String() + path)
		if err != nil {
			t.Fatal(err)
		}
		defer resp.Body.Close()
		b, _ := io.ReadAll(resp.Body)
		return resp.StatusCode, string(b)
	}
	if code, _ := get("/healthz"); code != http.StatusOK {
		t.Errorf("/healthz = %d, want 200", code)
	}
	code, body := get("/readyz")
	if code != http.StatusServiceUnavailable || !strings.Contains(body, `"database"`) || strings.Contains(body, `"bus"`) {
		t.Errorf("/readyz with the database down = %d %s, want 503 naming the database only", code, body)
	}
	if strings.Contains(body, "pramaan_secret") || strings.Contains(body, "10.1.2.3") {
		t.Errorf("/readyz returned the check's error: %s", body)
	}
	if !strings.Contains(logs.String(), "pramaan_secret") {
		t.Errorf("the failed check's error was not logged: %q", logs.String())
	}
	mu.Lock()
	failing = false
	mu.Unlock()
	if code, body := get("/readyz"); code != http.StatusOK {
		t.Errorf("/readyz with every check passing = %d %s", code, body)
	}
	if code, body := get("/metrics"); code != http.StatusOK || !strings.Contains(body, "go_goroutines") {
		t.Errorf("/metrics = %d, %d bytes without go_goroutines", code, len(body))
	}
	// A taken address is refused at once, naming the flag and the variable.
	if _, err := telemetry.Listen(ln.Addr().String()); err == nil || !strings.Contains(err.Error(), "PRAMAAN_METRICS_ADDR") {
		t.Errorf("listening on a taken address: %v", err)
	}
}
