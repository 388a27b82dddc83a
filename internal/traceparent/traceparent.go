// Package traceparent reads and writes the W3C `traceparent` value: the one
// format the HTTP header, the outbox row, the bus message's header and the
// rail's run row share, so a trace runs from an upload to its landed frame
// (docs/architecture.md, "Observability").
package traceparent

import (
	"context"
	"regexp"

	"go.opentelemetry.io/otel/propagation"
)

var (
	propagator = propagation.TraceContext{}
	shape      = regexp.MustCompile(`^[0-9a-f]{2}-[0-9a-f]{32}-[0-9a-f]{16}-[0-9a-f]{2}$`)
)

// Valid reports whether tp has the W3C traceparent shape.
func Valid(tp string) bool { return shape.MatchString(tp) }

// FromContext returns the traceparent of the span in ctx, or "" when ctx
// carries no valid span context.
func FromContext(ctx context.Context) string {
	c := propagation.MapCarrier{}
	propagator.Inject(ctx, c)
	return c.Get("traceparent")
}

// Context returns ctx carrying the remote span context of tp (ctx unchanged
// when tp is empty or malformed), so work done on its behalf continues its
// trace.
func Context(ctx context.Context, tp string) context.Context {
	if tp == "" {
		return ctx
	}
	return propagator.Extract(ctx, propagation.MapCarrier{"traceparent": tp})
}

// TraceID returns the trace id (32 hex digits) of tp, or "" when tp is
// malformed.
func TraceID(tp string) string {
	if !Valid(tp) {
		return ""
	}
	return tp[3:35]
}
