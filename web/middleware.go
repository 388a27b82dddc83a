package web

import (
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"net/http"
	"strings"
	"time"

	"github.com/google/uuid"
	"go.opentelemetry.io/contrib/instrumentation/net/http/otelhttp"
	"go.opentelemetry.io/otel/propagation"
	"go.opentelemetry.io/otel/trace"

	"pramaan/record"
)

// propagator reads and writes the W3C `traceparent` header, the same format
// the outbox rows and the bus messages carry.
var propagator = propagation.TraceContext{}

// traced wraps h in the request's server span (otelhttp, on the global
// tracer provider): a child of the incoming `traceparent` when the header is
// valid, else the root of a new trace. The process installs the SDK
// (internal/telemetry), so the span has real ids that the facts the request
// writes and the `traceparent` response header carry. The middleware renames
// the span after the route once the mux has matched it.
func traced(h http.Handler) http.Handler {
	return otelhttp.NewHandler(h, "http.request",
		otelhttp.WithPropagators(propagator),
		otelhttp.WithSpanNameFormatter(func(_ string, r *http.Request) string { return r.Method + " " + r.URL.Path }))
}

// statusRecorder remembers the status code and size of a response. Unwrap
// lets http.ResponseController reach the connection (flushes for SSE).
type statusRecorder struct {
	http.ResponseWriter
	status int
	bytes  int64
}

func (w *statusRecorder) WriteHeader(code int) {
	if w.status == 0 {
		w.status = code
	}
	w.ResponseWriter.WriteHeader(code)
}

func (w *statusRecorder) Write(p []byte) (int, error) {
	if w.status == 0 {
		w.status = http.StatusOK
	}
	n, err := w.ResponseWriter.Write(p)
	w.bytes += int64(n)
	return n, err
}

func (w *statusRecorder) Flush() {
	if f, ok := w.ResponseWriter.(http.Flusher); ok {
		f.Flush()
	}
}

func (w *statusRecorder) Unwrap() http.ResponseWriter { return w.ResponseWriter }

// middleware wraps every request: its trace (returned in the `traceparent`
// response header), a recovered panic as a JSON 500, the HTTP metrics by
// route pattern, and one log line.
func (s *server) middleware(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		start := time.Now()
		ctx := r.Context()
		span := trace.SpanFromContext(ctx)
		propagator.Inject(ctx, propagation.HeaderCarrier(w.Header()))
		rec := &statusRecorder{ResponseWriter: w}
		r = r.WithContext(ctx)
		defer func() {
			if p := recover(); p != nil {
				if p == http.ErrAbortHandler {
					panic(p)
				}
				s.log.Error("web: handler panicked", "method", r.Method, "path", r.URL.Path, "panic", p,
					"trace_id", trace.SpanContextFromContext(ctx).TraceID().String())
				if rec.status == 0 {
					writeError(rec, http.StatusInternalServerError, "internal", "internal error; the server log has the details")
				}
			}
			route := r.Pattern // set by the ServeMux on this request
			if route == "" {
				route = "unmatched"
			}
			status := rec.status
			if status == 0 {
				status = http.StatusOK
			}
			elapsed := time.Since(start)
			if strings.Contains(route, " ") {
				span.SetName(route) // the pattern names its method
			} else {
				span.SetName(r.Method + " " + route)
			}
			s.metrics.observe(r.Method, route, status, elapsed)
			// 503 is a refusal the server chose (stopping, streams full,
			// the database not answering /healthz): a warning; other 5xx
			// are errors.
			level := slog.LevelInfo
			switch {
			case status == http.StatusServiceUnavailable:
				level = slog.LevelWarn
			case status >= 500:
				level = slog.LevelError
			}
			s.log.Log(ctx, level, "web: request", "method", r.Method, "route", route, "path", r.URL.Path,
				"status", status, "bytes", rec.bytes, "elapsed", elapsed,
				"trace_id", trace.SpanContextFromContext(ctx).TraceID().String())
		}()
		next.ServeHTTP(rec, r)
	})
}

// authed wraps an API handler: it resolves `Authorization: Bearer <key>` to
// the firm, or answers 401 with a JSON error.
func (s *server) authed(h func(http.ResponseWriter, *http.Request, record.Firm)) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		auth := r.Header.Get("Authorization")
		scheme, key, _ := strings.Cut(auth, " ")
		key = strings.TrimSpace(key)
		if auth == "" || !strings.EqualFold(scheme, "Bearer") || key == "" {
			w.Header().Set("WWW-Authenticate", `Bearer realm="pramaan"`)
			writeError(w, http.StatusUnauthorized, "unauthenticated",
				"missing API key: send the firm's key as `Authorization: Bearer <key>`")
			return
		}
		firm, err := s.store.FirmByAPIKey(r.Context(), key)
		if errors.Is(err, record.ErrNotFound) {
			w.Header().Set("WWW-Authenticate", `Bearer realm="pramaan", error="invalid_token"`)
			writeError(w, http.StatusUnauthorized, "unauthenticated",
				"unknown or revoked API key: use the key that `pramaan firm create` or `pramaan key create --firm ID` printed")
			return
		}
		if err != nil {
			s.internal(w, r, fmt.Errorf("web: look up api key: %w", err))
			return
		}
		h(w, r, firm)
	}
}

// pathID returns the path value name as a UUID, or answers 400.
func pathID(w http.ResponseWriter, r *http.Request, name, what string) (string, bool) {
	raw := r.PathValue(name)
	id, err := uuid.Parse(raw)
	if err != nil || len(raw) != 36 {
		writeError(w, http.StatusBadRequest, "bad_id", fmt.Sprintf("%s id %q is not a UUID (like 0192f3c4-5d6e-7f80-9a1b-2c3d4e5f6a7b)", what, raw))
		return "", false
	}
	return id.String(), true
}

// errorBody is every error's JSON shape.
type errorBody struct {
	Error string `json:"error"` // what went wrong, for a person
	Code  string `json:"code"`  // what went wrong, for a program
}

func writeJSON(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	w.Header().Set("Cache-Control", "no-store")
	w.WriteHeader(status)
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	enc.SetEscapeHTML(false)
	_ = enc.Encode(v)
}

func writeError(w http.ResponseWriter, status int, code, msg string) {
	writeJSON(w, status, errorBody{Error: msg, Code: code})
}

// notFound is the one answer for a matter that does not exist and for
// another firm's matter: the same bytes, so existence never leaks.
func notFound(w http.ResponseWriter) {
	writeError(w, http.StatusNotFound, "not_found", "no such matter for this API key")
}

// internal logs err with the request's trace id and answers a JSON 500
// that names the trace id, never the error (it may name other tenants).
func (s *server) internal(w http.ResponseWriter, r *http.Request, err error) {
	tid := trace.SpanContextFromContext(r.Context()).TraceID().String()
	s.log.Error("web: request failed", "method", r.Method, "path", r.URL.Path, "err", err, "trace_id", tid)
	writeError(w, http.StatusInternalServerError, "internal",
		"internal error (trace "+tid+"); retry, or give the trace id to the operator")
}

// storeError answers err from the record or the view: ErrNotFound is the
// matter 404, anything else a 500.
func (s *server) storeError(w http.ResponseWriter, r *http.Request, err error) {
	if errors.Is(err, record.ErrNotFound) {
		notFound(w)
		return
	}
	s.internal(w, r, err)
}
