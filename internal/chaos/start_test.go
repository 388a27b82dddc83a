package chaos

import (
	"context"
	"errors"
	"net"
	"os/exec"
	"testing"
	"time"
)

// An interrupted start (Ctrl-C while serve is coming up) returns at once,
// not after the minute the harness gives serve to become healthy.
func TestWaitServeStopsWhenInterrupted(t *testing.T) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	addr := ln.Addr().String()
	ln.Close() // nothing answers there
	h := &harness{addr: addr, serve: &proc{name: "serve", cmd: &exec.Cmd{}, exited: make(chan struct{})}}
	ctx, cancel := context.WithTimeout(context.Background(), 300*time.Millisecond)
	defer cancel()
	start := time.Now()
	err = h.waitServe(ctx, time.Minute)
	if !errors.Is(err, context.DeadlineExceeded) {
		t.Errorf("waitServe after its context ended: %v, want the context's error", err)
	}
	if took := time.Since(start); took > 20*time.Second {
		t.Errorf("waitServe took %s after its context ended", took)
	}
}
