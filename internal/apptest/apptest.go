// Package apptest holds what the end-to-end tests of internal/app and web
// share: an embedded bus per test, a quiet logger, a model panel member that
// holds a build where a test wants it, and PDFs made on the spot. Only tests
// import it.
package apptest

import (
	"bytes"
	"context"
	"log/slog"
	"os"
	"path/filepath"
	"sync"
	"testing"

	"github.com/go-pdf/fpdf"

	"pramaan/brief/model"
	"pramaan/bus"
	"pramaan/internal/telemetry"
)

// QuietLogger logs errors only, so a passing test's output stays readable.
func QuietLogger() *slog.Logger {
	return slog.New(slog.NewTextHandler(os.Stderr, &slog.HandlerOptions{Level: slog.LevelError}))
}

// Bus starts an embedded JetStream whose store lives in dir/nats, closed
// when the test ends.
func Bus(t testing.TB, dir string) *bus.Bus {
	t.Helper()
	b, err := bus.Start(context.Background(), bus.Options{DataDir: filepath.Join(dir, "nats"), Logger: QuietLogger()})
	if err != nil {
		t.Fatalf("start embedded JetStream: %v", err)
	}
	t.Cleanup(b.Close)
	return b
}

// Gate is a model panel member (the rules model inside) that holds its first
// call until Release is closed: a build stalled between its snapshot and its
// finish, with its demand unserved, for as long as a test needs.
type Gate struct {
	// Entered is closed when the first call arrives (the build has snapshotted).
	Entered chan struct{}
	// Release, once closed, lets the held call go on.
	Release chan struct{}

	inner model.Model
	mu    sync.Mutex
	held  bool
}

// NewGate returns a Gate around the rules model.
func NewGate(t testing.TB) *Gate {
	t.Helper()
	m, err := model.New("rules", nil)
	if err != nil {
		t.Fatal(err)
	}
	return &Gate{inner: m, Entered: make(chan struct{}), Release: make(chan struct{})}
}

// Name implements model.Model.
func (g *Gate) Name() string { return "gated-rules" }

// Extract implements model.Model; only the first call is held.
func (g *Gate) Extract(ctx context.Context, in model.Input) (model.Output, error) {
	g.mu.Lock()
	first := !g.held
	g.held = true
	g.mu.Unlock()
	if first {
		close(g.Entered)
		select {
		case <-g.Release:
		case <-ctx.Done():
			return model.Output{}, ctx.Err()
		}
	}
	return g.inner.Extract(ctx, in)
}

// PDF renders a PDF whose pages say the given texts, one page each.
func PDF(t testing.TB, pages ...string) []byte {
	t.Helper()
	p := fpdf.New("P", "mm", "Letter", "")
	p.SetFont("Helvetica", "", 12)
	for _, text := range pages {
		p.AddPage()
		p.MultiCell(0, 6, text, "", "L", false)
	}
	var buf bytes.Buffer
	if err := p.Output(&buf); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

var tracing sync.Once

// Tracing installs the OpenTelemetry SDK (no exporter) as the global tracer
// provider, as every PRAMAAN process does at start, so requests and facts
// get real trace ids. Safe to call from every test.
func Tracing(t testing.TB) {
	t.Helper()
	tracing.Do(func() {
		if _, err := telemetry.Setup(context.Background(), telemetry.Options{Role: "test", Getenv: func(string) string { return "" }}); err != nil {
			t.Fatalf("install tracing: %v", err)
		}
	})
}
