// Package telemetry is how PRAMAAN's processes are observed from outside:
// traces exported over OTLP/HTTP, and an operations endpoint per role with
// /metrics, /healthz and /readyz.
//
// It sits under every role of cmd/pramaan (docs/architecture.md,
// "Observability"). Setup installs the OpenTelemetry SDK as the global tracer
// provider, so every span the parts start (the HTTP request, the fact, the
// relay's publish, the nudge, the demand, the run, each model call, each SQL
// statement) has real ids and one trace runs from an upload to its landed
// frame. The spans leave the process only when the standard
// OTEL_EXPORTER_OTLP_ENDPOINT (or OTEL_EXPORTER_OTLP_TRACES_ENDPOINT) is set;
// the exporter reads the other standard OTEL_* variables itself.
//
// Invariants it protects:
//   - the W3C TraceContext propagator is the one format of the outbox row,
//     the bus header and the run row;
//   - a health check's error is logged, never returned to the caller (it may
//     name hosts, users or another tenant's data).
package telemetry

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"os"
	"strings"

	"github.com/exaring/otelpgx"
	"github.com/jackc/pgx/v5"
	"go.opentelemetry.io/otel"
	"go.opentelemetry.io/otel/attribute"
	"go.opentelemetry.io/otel/exporters/otlp/otlptrace/otlptracehttp"
	"go.opentelemetry.io/otel/propagation"
	"go.opentelemetry.io/otel/sdk/resource"
	sdktrace "go.opentelemetry.io/otel/sdk/trace"
	semconv "go.opentelemetry.io/otel/semconv/v1.40.0"
	"go.opentelemetry.io/otel/trace"
)

// Options configure Setup.
type Options struct {
	// Role is the process's role (up, serve, worker, relay, demo), set as
	// the resource attribute pramaan.role on every span.
	Role string
	// Getenv reads the standard OTEL_* variables. Default os.Getenv.
	Getenv func(string) string
}

// Telemetry is the process's installed tracer provider.
type Telemetry struct {
	provider *sdktrace.TracerProvider
	// Exporting says whether spans leave the process (an OTLP endpoint is set).
	Exporting bool
	// Endpoint is the URL spans are posted to, "" when not exporting.
	Endpoint string
}

// Setup installs the OpenTelemetry SDK as the global tracer provider with
// the W3C TraceContext propagator, and an OTLP/HTTP exporter behind a batch
// processor when OTEL_EXPORTER_OTLP_ENDPOINT or
// OTEL_EXPORTER_OTLP_TRACES_ENDPOINT is set (and OTEL_TRACES_EXPORTER is not
// "none"). The service name is OTEL_SERVICE_NAME, default "pramaan". Call
// Shutdown before the process exits: it flushes the spans still queued.
func Setup(ctx context.Context, o Options) (*Telemetry, error) {
	if o.Getenv == nil {
		o.Getenv = os.Getenv
	}
	service := o.Getenv("OTEL_SERVICE_NAME")
	if service == "" {
		service = "pramaan"
	}
	res, err := resource.Merge(resource.Default(), resource.NewSchemaless(
		semconv.ServiceName(service), attribute.String("pramaan.role", o.Role)))
	if err != nil {
		return nil, fmt.Errorf("telemetry: resource: %w", err)
	}
	t := &Telemetry{}
	opts := []sdktrace.TracerProviderOption{sdktrace.WithResource(res)}
	// The traces endpoint is used as given; the general one is a base URL
	// that the signal's path is appended to (the OTLP exporter spec).
	endpoint := o.Getenv("OTEL_EXPORTER_OTLP_TRACES_ENDPOINT")
	if base := o.Getenv("OTEL_EXPORTER_OTLP_ENDPOINT"); endpoint == "" && base != "" {
		endpoint = strings.TrimSuffix(base, "/") + "/v1/traces"
	}
	if endpoint != "" && o.Getenv("OTEL_TRACES_EXPORTER") != "none" {
		exp, err := otlptracehttp.New(ctx, otlptracehttp.WithEndpointURL(endpoint))
		if err != nil {
			return nil, fmt.Errorf("telemetry: OTLP/HTTP exporter for %s: %w", endpoint, err)
		}
		opts = append(opts, sdktrace.WithBatcher(exp))
		t.Exporting, t.Endpoint = true, endpoint
	}
	t.provider = sdktrace.NewTracerProvider(opts...)
	otel.SetTracerProvider(t.provider)
	otel.SetTextMapPropagator(propagation.TraceContext{})
	return t, nil
}

// Shutdown flushes the queued spans and stops the provider.
func (t *Telemetry) Shutdown(ctx context.Context) error {
	if t == nil || t.provider == nil {
		return nil
	}
	return errors.Join(t.provider.ForceFlush(ctx), t.provider.Shutdown(ctx))
}

// ForceFlush exports the spans queued so far.
func (t *Telemetry) ForceFlush(ctx context.Context) error {
	if t == nil || t.provider == nil {
		return nil
	}
	return t.provider.ForceFlush(ctx)
}

// PoolTracer is the pgx tracer that gives every SQL statement run on behalf
// of a traced operation its own span (statements outside any span make
// none). Set it as the pool's ConnConfig.Tracer.
func PoolTracer() pgx.QueryTracer {
	return otelpgx.NewTracer(otelpgx.WithTrimSQLInSpanName(), otelpgx.WithDisableConnectionDetailsInAttributes())
}

// LogHandler wraps h so that a record logged with a context carrying a span
// (slog's InfoContext and the like) gets the span's trace_id, unless the
// record names one already.
func LogHandler(h slog.Handler) slog.Handler { return traceHandler{h} }

type traceHandler struct{ slog.Handler }

func (h traceHandler) Handle(ctx context.Context, r slog.Record) error {
	if sc := trace.SpanContextFromContext(ctx); sc.IsValid() {
		has := false
		r.Attrs(func(a slog.Attr) bool {
			has = a.Key == "trace_id"
			return !has
		})
		if !has {
			r.AddAttrs(slog.String("trace_id", sc.TraceID().String()))
		}
	}
	return h.Handler.Handle(ctx, r)
}

func (h traceHandler) WithAttrs(as []slog.Attr) slog.Handler {
	return traceHandler{h.Handler.WithAttrs(as)}
}

func (h traceHandler) WithGroup(name string) slog.Handler {
	return traceHandler{h.Handler.WithGroup(name)}
}
