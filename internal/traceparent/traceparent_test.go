package traceparent_test

import (
	"context"
	"testing"

	"pramaan/internal/traceparent"
)

func TestRoundTrip(t *testing.T) {
	const tp = "00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01"
	if got := traceparent.FromContext(traceparent.Context(context.Background(), tp)); got != tp {
		t.Fatalf("round trip = %q, want %q", got, tp)
	}
	if got := traceparent.TraceID(tp); got != "4bf92f3577b34da6a3ce929d0e0e4736" {
		t.Fatalf("TraceID = %q", got)
	}
	for _, bad := range []string{"", "00-xyz", "00-4BF92F3577B34DA6A3CE929D0E0E4736-00f067aa0ba902b7-01"} {
		if traceparent.Valid(bad) || traceparent.TraceID(bad) != "" {
			t.Errorf("%q accepted", bad)
		}
		if got := traceparent.FromContext(traceparent.Context(context.Background(), bad)); got != "" {
			t.Errorf("%q carried into a context as %q", bad, got)
		}
	}
}
