package outbox

import (
	"context"
	"regexp"

	"go.opentelemetry.io/otel/propagation"
)

// propagator is the W3C TraceContext propagator: the one format the outbox
// row, the NATS header and the rail's run row share.
var propagator = propagation.TraceContext{}

var traceParentShape = regexp.MustCompile(`^[0-9a-f]{2}-[0-9a-f]{32}-[0-9a-f]{16}-[0-9a-f]{2}$`)

func validTraceParent(s string) bool { return traceParentShape.MatchString(s) }

// TraceParent returns the W3C traceparent of the span in ctx, or "" when ctx
// carries no valid span context.
func TraceParent(ctx context.Context) string {
	c := propagation.MapCarrier{}
	propagator.Inject(ctx, c)
	return c.Get("traceparent")
}

// ContextWithTraceParent returns ctx carrying the remote span context of the
// W3C traceparent tp (ctx unchanged when tp is empty or malformed), so work
// done on behalf of a fact continues its trace.
func ContextWithTraceParent(ctx context.Context, tp string) context.Context {
	if tp == "" {
		return ctx
	}
	return propagator.Extract(ctx, propagation.MapCarrier{"traceparent": tp})
}

// TraceID returns the trace id (32 hex digits) of the W3C traceparent tp, or
// "" when tp is malformed.
func TraceID(tp string) string {
	if !validTraceParent(tp) {
		return ""
	}
	return tp[3:35]
}
