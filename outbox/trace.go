package outbox

import (
	"context"

	"pramaan/internal/traceparent"
)

// The outbox row carries the W3C traceparent of the fact's span; these are
// package traceparent's functions under the names the fact's readers use.

func validTraceParent(s string) bool { return traceparent.Valid(s) }

// TraceParent returns the W3C traceparent of the span in ctx, or "" when ctx
// carries no valid span context.
func TraceParent(ctx context.Context) string { return traceparent.FromContext(ctx) }

// ContextWithTraceParent returns ctx carrying the remote span context of the
// W3C traceparent tp (ctx unchanged when tp is empty or malformed), so work
// done on behalf of a fact continues its trace.
func ContextWithTraceParent(ctx context.Context, tp string) context.Context {
	return traceparent.Context(ctx, tp)
}

// TraceID returns the trace id (32 hex digits) of the W3C traceparent tp, or
// "" when tp is malformed.
func TraceID(tp string) string { return traceparent.TraceID(tp) }
