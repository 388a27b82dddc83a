// Package web is PRAMAAN's front door: the JSON API under /api/v1, the
// Server-Sent Events stream of a matter's rail state, /healthz and the web
// UI at /, one embedded page. Its Prometheus collectors (HTTP, rail and
// outbox) go to Options.Registerer, which the process serves on its private
// operations address (--metrics-addr), never on the API's.
//
// It sits at the top of the flow in docs/architecture.md: an upload enters
// here and goes straight to the record (record.Store.Stage writes each
// file's blob as it arrives; record.Store.AddDocuments then records every
// file's document row and `document.uploaded` fact in one transaction); a
// Regenerate click becomes a `brief.requested` fact written through
// outbox.Write in its own transaction, never a direct demand, so the trigger
// turns it into one like any other fact. Reads go through
// the Views interface (package readmodel), which reads each matter's view
// in one snapshot and recomputes whether the newest Brief is current.
//
// Invariants it protects:
//   - tenants never see each other: every /api/v1 route needs a firm's API
//     key (401 otherwise), and another firm's matter is the same 404 as a
//     matter that does not exist, body for body; every transaction of a
//     request runs as the firm (record.FirmTx) under row-level security;
//   - bad input loses nothing and gets a JSON error that says what was wrong
//     (malformed JSON, a missing title, a path id that is not a UUID, an
//     oversized file, a request that is not multipart);
//   - an upload is streamed to the store and is all or nothing: each file
//     bounded (Options.MaxFileBytes, 413), the request as a whole bounded
//     (Options.MaxRequestBytes, 413), a malformed or cut-short part (400),
//     the same content twice or an empty file (400), a file that is plainly
//     no PDF, without a %PDF- header or cut short before its %%EOF (415): a
//     4xx that names the part, and no document recorded; a PDF that passes
//     that sniff but cannot be read is accepted and shows up in the Brief's
//     `unreadable` list;
//   - every request runs in a W3C trace (from its `traceparent` header or a
//     new one), returned in the `traceparent` response header and carried
//     into the outbox facts it writes.
//
// Routes (ids are UUIDs; every /api/v1 route takes `Authorization: Bearer
// <firm API key>`):
//
//	GET    /api/v1/matters                          the firm's matters, newest first
//	POST   /api/v1/matters                          {"title"} → 201 the matter
//	GET    /api/v1/matters/{id}                     the matter with its documents
//	POST   /api/v1/matters/{id}/documents           multipart, field `file`, one or more → 201 {"documents"}
//	DELETE /api/v1/matters/{id}/documents/{doc}     → 204 (a `document.deleted` fact)
//	GET    /api/v1/matters/{id}/brief               the Brief JSON; 404 code "brief_pending" (with the rail) before the first frame lands
//	POST   /api/v1/matters/{id}/brief/regenerate    → 202 {"event_id", "rail"} (a `brief.requested` fact)
//	GET    /api/v1/matters/{id}/rail                the job row, as `pramaan rail status --json` shows one matter
//	GET    /api/v1/matters/{id}/events              text/event-stream of MatterState, on every change (503 past MaxEventStreams); a final event "end" at shutdown
//	GET    /healthz                                 {"status", "database"}; 503 when Postgres does not answer
//	GET    /                                        the web UI
//
// A Brief that has not landed yet is a 404 rather than a 202: nothing was
// accepted by the GET, and the Brief does not exist yet. Its body carries
// code "brief_pending" and the rail's job row, so a client knows it is
// coming (and can follow /events instead of polling).
package web

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"net"
	"net/http"
	"regexp"
	"strings"
	"sync"
	"time"

	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/prometheus/client_golang/prometheus"

	"pramaan/internal/service"
	"pramaan/readmodel"
	"pramaan/record"
)

// Views is what the front door reads of a matter beyond the record: the
// matter's view (Brief, currency, job row), a stamp that moves when the view
// can, and the firm's list of matters. *readmodel.Reader implements it.
type Views interface {
	View(ctx context.Context, firmID, matterID string) (readmodel.MatterView, error)
	ViewStamp(ctx context.Context, firmID, matterID string) (string, error)
	ListMatters(ctx context.Context, firmID string, limit int) ([]readmodel.MatterSummary, error)
}

// Options configure the handler. Store, Pool and Views are required.
type Options struct {
	// Store is the record the API reads and writes (matters, documents,
	// firms and their API keys).
	Store *record.Store
	// Pool is the database: health checks, the regenerate fact's
	// transaction, the ledger gauges read at scrape time.
	Pool *pgxpool.Pool
	// Views reads a matter's view and a firm's matters.
	Views Views
	// Logger receives one line per request and every server error.
	// Default slog.Default().
	Logger *slog.Logger
	// MaxFileBytes bounds one uploaded file (413 beyond it). Default
	// record.DefaultMaxBytes (128 MiB), the most the extractor reads.
	MaxFileBytes int64
	// MaxRequestBytes bounds a whole upload request (413 beyond it).
	// Default 8 × MaxFileBytes.
	MaxRequestBytes int64
	// BodyIdleTimeout ends an upload whose body stops arriving: each read of
	// the body must bring bytes within it, so a stalled client (or one
	// trickling on purpose) cannot hold a handler and a temp file. Default
	// 30s.
	BodyIdleTimeout time.Duration
	// BodyTimeout bounds the whole body of one request. Default 15m (a
	// full request at 1 MB/s).
	BodyTimeout time.Duration
	// EventInterval is how often an /events stream looks at the matter.
	// Default 500 ms.
	EventInterval time.Duration
	// EventMaxDuration ends an /events stream after this long (the client
	// reconnects); it bounds what one forgotten tab can hold. Default 15 min.
	EventMaxDuration time.Duration
	// MaxEventStreams bounds the /events streams open at once in this
	// process (each polls the database); past it a stream is refused with
	// 503 and the client should poll /rail. Default 256.
	MaxEventStreams int
	// MaxEventStreamsPerFirm bounds one firm's open /events streams in this
	// process, so one firm (or one stolen key) cannot take them all; past it
	// the stream is refused with 429. Default 32.
	MaxEventStreamsPerFirm int
	// Registerer gets the handler's collectors (HTTP metrics and the ledger
	// collector, whose series name firms and matters): the process serves
	// them on its private operations address (--metrics-addr), never on the
	// API's. Nil: they are not exported.
	Registerer prometheus.Registerer
}

func (o Options) withDefaults() Options {
	if o.Logger == nil {
		o.Logger = slog.Default()
	}
	if o.MaxFileBytes <= 0 {
		o.MaxFileBytes = record.DefaultMaxBytes
	}
	if o.MaxRequestBytes <= 0 {
		o.MaxRequestBytes = 8 * o.MaxFileBytes
	}
	if o.BodyIdleTimeout <= 0 {
		o.BodyIdleTimeout = 30 * time.Second
	}
	if o.BodyTimeout <= 0 {
		o.BodyTimeout = 15 * time.Minute
	}
	if o.EventInterval <= 0 {
		o.EventInterval = 500 * time.Millisecond
	}
	if o.EventMaxDuration <= 0 {
		o.EventMaxDuration = 15 * time.Minute
	}
	if o.MaxEventStreams <= 0 {
		o.MaxEventStreams = 256
	}
	if o.MaxEventStreamsPerFirm <= 0 {
		o.MaxEventStreamsPerFirm = 32
	}
	return o
}

// server is the handler's state; its methods are the routes.
type server struct {
	store   *record.Store
	pool    *pgxpool.Pool
	views   Views
	opt     Options
	log     *slog.Logger
	mux     *http.ServeMux
	metrics *httpMetrics
	streams chan struct{} // one token per open /events stream

	firmStreamsMu sync.Mutex
	firmStreams   map[string]int // firm id → its open /events streams
	live          *streams       // the streams' lifecycle (Server.Events)
}

// Server is the whole HTTP surface: an http.Handler, and the service that
// owns its open /events streams (Events). Serve and ServeListener start
// that service and stop it first on the way down; a caller serving the
// Server itself (a test's httptest.Server) may leave it unstarted: streams
// then end only with their client or their Options.EventMaxDuration.
type Server struct {
	http.Handler
	events *service.Service
}

// Events is the lifecycle of the server's /events streams. Once started,
// its Stop refuses new streams (503, code shutting_down), sends each open
// one a final event "end" and returns when every stream has ended, so the
// server and then the database pool close under no stream
// (docs/architecture.md, "Lifecycle").
func (s *Server) Events() *service.Service { return s.events }

// New returns the whole HTTP surface (API, SSE, /healthz and the UI) over opt's store, pool and views. It panics when one is nil: that is
// a wiring mistake, not a runtime condition.
func New(opt Options) *Server {
	if opt.Store == nil || opt.Pool == nil || opt.Views == nil {
		panic("web.New: Options.Store, Pool and Views are required")
	}
	opt = opt.withDefaults()
	s := &server{store: opt.Store, pool: opt.Pool, views: opt.Views, opt: opt, log: opt.Logger.With("component", "web"), mux: http.NewServeMux(),
		streams: make(chan struct{}, opt.MaxEventStreams), firmStreams: map[string]int{}, live: newStreams()}
	s.metrics = newHTTPMetrics()
	if opt.Registerer != nil {
		opt.Registerer.MustRegister(s.metrics, newLedgerCollector(s.pool, s.log))
	}
	s.routes()
	return &Server{Handler: traced(s.middleware(s.mux)), events: service.New("event streams", s.live.run)}
}

// reIDSegment is a path segment that is an id (a UUID).
var reIDSegment = regexp.MustCompile(`/[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}\b`)

func (s *server) routes() {
	m := s.mux
	api := []struct {
		method, path string
		h            func(http.ResponseWriter, *http.Request, record.Firm)
	}{
		{"GET", "/api/v1/matters", s.listMatters},
		{"POST", "/api/v1/matters", s.createMatter},
		{"GET", "/api/v1/matters/{id}", s.getMatter},
		{"POST", "/api/v1/matters/{id}/documents", s.uploadDocuments},
		{"DELETE", "/api/v1/matters/{id}/documents/{doc}", s.deleteDocument},
		{"GET", "/api/v1/matters/{id}/documents/{doc}/file", s.documentFile},
		{"GET", "/api/v1/matters/{id}/brief", s.getBrief},
		{"POST", "/api/v1/matters/{id}/brief/regenerate", s.regenerate},
		{"GET", "/api/v1/matters/{id}/rail", s.getRail},
		{"GET", "/api/v1/matters/{id}/events", s.events},
	}
	// shapes knows each API path whatever its method, so that a known path
	// asked with a method it does not take is a 405 naming the ones it
	// does, not a 404 saying no such route.
	shapes, allow := http.NewServeMux(), map[string][]string{}
	for _, r := range api {
		m.HandleFunc(r.method+" "+r.path, s.authed(r.h))
		if allow[r.path] == nil {
			shapes.HandleFunc(r.path, func(http.ResponseWriter, *http.Request) {})
		}
		allow[r.path] = append(allow[r.path], r.method)
	}
	m.HandleFunc("/api/", func(w http.ResponseWriter, r *http.Request) {
		// The path with its ids as {id}: the answer is the same whatever
		// the id, a matter of this firm or not.
		route := r.Method + " " + reIDSegment.ReplaceAllString(r.URL.Path, "/{id}")
		if _, pattern := shapes.Handler(r); pattern != "" {
			methods := allow[pattern]
			w.Header().Set("Allow", strings.Join(methods, ", "))
			writeError(w, http.StatusMethodNotAllowed, "method_not_allowed",
				fmt.Sprintf("no API route %s: %s takes %s", route, pattern, strings.Join(methods, ", ")))
			return
		}
		writeError(w, http.StatusNotFound, "no_route", "no API route "+route)
	})
	m.HandleFunc("GET /healthz", s.healthz)
	m.HandleFunc("GET /{$}", serveUI)
}

// healthz answers whether this process can reach Postgres.
func (s *server) healthz(w http.ResponseWriter, r *http.Request) {
	ctx, cancel := context.WithTimeout(r.Context(), 2*time.Second)
	defer cancel()
	start := time.Now()
	if err := s.pool.Ping(ctx); err != nil {
		s.log.Warn("healthz: database ping failed", "err", err)
		writeJSON(w, http.StatusServiceUnavailable, map[string]any{
			"status": "unavailable", "database": "unreachable", // the error is logged, never returned
		})
		return
	}
	writeJSON(w, http.StatusOK, map[string]any{
		"status": "ok", "database": "ok", "database_ping_ms": float64(time.Since(start).Microseconds()) / 1000,
	})
}

// Serve runs h on addr until ctx is done, then shuts down gracefully and in
// order: first h's event streams (h.Events: no new stream, each open one
// ends with its final event), then the listener (no new request; requests
// in flight finish, for up to 10 s), and returns nil. Any other listen or
// serve error is returned. It is what `pramaan serve` and `pramaan up`
// share; the caller closes the pool after it returns.
func Serve(ctx context.Context, addr string, h *Server, logger *slog.Logger) error {
	if logger == nil {
		logger = slog.Default()
	}
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		return fmt.Errorf("web: listen on %s: %w", addr, err)
	}
	return ServeListener(ctx, ln, h, logger)
}

// ServeListener is Serve on a listener the caller opened (a test's port 0).
func ServeListener(ctx context.Context, ln net.Listener, h *Server, logger *slog.Logger) error {
	if logger == nil {
		logger = slog.Default()
	}
	srv := &http.Server{
		Handler:           h,
		ReadHeaderTimeout: 10 * time.Second,
		IdleTimeout:       2 * time.Minute,
		// No WriteTimeout: event streams and large uploads are long by
		// design; each is bounded by its own limits instead.
		// Requests are not cancelled by ctx (an upload in flight may
		// finish); event streams end when h.Events stops.
		ErrorLog: slog.NewLogLogger(logger.Handler(), slog.LevelWarn),
	}
	h.events.Start(ctx)
	done := make(chan error, 1)
	go func() { done <- srv.Serve(ln) }()
	logger.Info("web: listening", "addr", ln.Addr().String())
	select {
	case err := <-done:
		if serr := h.events.Stop(); serr != nil {
			logger.Warn("web: event streams did not all end", "err", serr)
		}
		return fmt.Errorf("web: serve on %s: %w", ln.Addr(), err)
	case <-ctx.Done():
	}
	// The streams first: they would hold the graceful shutdown below for
	// its whole bound.
	if err := h.events.Stop(); err != nil {
		logger.Warn("web: event streams did not all end", "err", err)
	}
	shutCtx, cancel := context.WithTimeout(context.WithoutCancel(ctx), 10*time.Second)
	defer cancel()
	if err := srv.Shutdown(shutCtx); err != nil {
		logger.Warn("web: graceful shutdown cut short", "err", err)
		_ = srv.Close()
	}
	if err := <-done; err != nil && !errors.Is(err, http.ErrServerClosed) {
		return fmt.Errorf("web: serve on %s: %w", ln.Addr(), err)
	}
	logger.Info("web: stopped", "addr", ln.Addr().String())
	return nil
}
