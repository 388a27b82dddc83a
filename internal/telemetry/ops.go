package telemetry

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"net"
	"net/http"
	"sort"
	"sync"
	"time"

	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/collectors"
	"github.com/prometheus/client_golang/prometheus/promhttp"
)

// Check is one readiness check: nil when the dependency it names answers.
type Check func(ctx context.Context) error

// Ops is a role's operations endpoint: /metrics (Prometheus), /healthz (the
// process answers) and /readyz (every check passes). Make one with NewOps,
// add checks and collectors, then Serve it.
type Ops struct {
	// Registry holds the role's collectors; NewOps adds the Go and process
	// collectors.
	Registry *prometheus.Registry

	log    *slog.Logger
	mu     sync.Mutex
	checks map[string]Check
}

// NewOps returns an operations endpoint that logs failed checks to log.
func NewOps(log *slog.Logger) *Ops {
	if log == nil {
		log = slog.Default()
	}
	reg := prometheus.NewRegistry()
	reg.MustRegister(collectors.NewGoCollector(), collectors.NewProcessCollector(collectors.ProcessCollectorOpts{}))
	return &Ops{Registry: reg, log: log.With("component", "ops"), checks: map[string]Check{}}
}

// AddCheck adds a readiness check under name (database, bus, started).
func (o *Ops) AddCheck(name string, c Check) {
	o.mu.Lock()
	defer o.mu.Unlock()
	o.checks[name] = c
}

// Handler serves /metrics, /healthz and /readyz.
func (o *Ops) Handler() http.Handler {
	mux := http.NewServeMux()
	mux.Handle("GET /metrics", promhttp.HandlerFor(o.Registry, promhttp.HandlerOpts{}))
	mux.HandleFunc("GET /healthz", func(w http.ResponseWriter, r *http.Request) {
		writeStatus(w, http.StatusOK, map[string]any{"status": "ok"})
	})
	mux.HandleFunc("GET /readyz", func(w http.ResponseWriter, r *http.Request) {
		failing := o.Ready(r.Context())
		if len(failing) > 0 {
			writeStatus(w, http.StatusServiceUnavailable, map[string]any{"status": "unavailable", "failing": failing})
			return
		}
		writeStatus(w, http.StatusOK, map[string]any{"status": "ok"})
	})
	return mux
}

// Ready runs every check (each bounded to 2 s) and returns the names of
// those that failed, sorted; each failure is logged with its error.
func (o *Ops) Ready(ctx context.Context) []string {
	o.mu.Lock()
	checks := make(map[string]Check, len(o.checks))
	for k, v := range o.checks {
		checks[k] = v
	}
	o.mu.Unlock()
	failing := []string{}
	for name, c := range checks {
		cctx, cancel := context.WithTimeout(ctx, 2*time.Second)
		err := c(cctx)
		cancel()
		if err != nil {
			o.log.Warn("readiness check failed", "check", name, "err", err)
			failing = append(failing, name)
		}
	}
	sort.Strings(failing)
	return failing
}

func writeStatus(w http.ResponseWriter, code int, body any) {
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	w.Header().Set("Cache-Control", "no-store")
	w.WriteHeader(code)
	_ = json.NewEncoder(w).Encode(body)
}

// Listen binds addr for Serve, so a caller learns a port chosen by the
// system (":0") and a taken address fails at once.
func Listen(addr string) (net.Listener, error) {
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		return nil, fmt.Errorf("ops endpoint: listen on %s (--metrics-addr, PRAMAAN_METRICS_ADDR): %w", addr, err)
	}
	return ln, nil
}

// Serve serves the endpoint on ln until ctx is done, then shuts down.
func (o *Ops) Serve(ctx context.Context, ln net.Listener) error {
	srv := &http.Server{Handler: o.Handler(), ReadHeaderTimeout: 5 * time.Second}
	done := make(chan error, 1)
	go func() { done <- srv.Serve(ln) }()
	select {
	case err := <-done:
		return fmt.Errorf("ops endpoint on %s: %w", ln.Addr(), err)
	case <-ctx.Done():
	}
	sctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), 5*time.Second)
	defer cancel()
	err := srv.Shutdown(sctx)
	if e := <-done; !errors.Is(e, http.ErrServerClosed) && err == nil {
		err = e
	}
	return err
}
