package faultproxy_test

import (
	"errors"
	"io"
	"net"
	"syscall"
	"testing"
	"time"

	"pramaan/internal/faultproxy"
)

// echo starts a TCP echo server and returns its address.
func echo(t *testing.T) string {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = ln.Close() })
	go func() {
		for {
			c, err := ln.Accept()
			if err != nil {
				return
			}
			go func() { _, _ = io.Copy(c, c); _ = c.Close() }()
		}
	}()
	return ln.Addr().String()
}

func start(t *testing.T) (*faultproxy.Proxy, net.Conn) {
	t.Helper()
	p, err := faultproxy.Start(echo(t))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = p.Close() })
	c, err := net.Dial("tcp", p.Addr())
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = c.Close() })
	return p, c
}

// roundTrip writes msg and reads it back within wait; it returns what came
// back and the read error.
func roundTrip(t *testing.T, c net.Conn, msg string, wait time.Duration) (string, error) {
	t.Helper()
	if _, err := c.Write([]byte(msg)); err != nil {
		t.Fatal(err)
	}
	return read(c, len(msg), wait)
}

func read(c net.Conn, n int, wait time.Duration) (string, error) {
	_ = c.SetReadDeadline(time.Now().Add(wait))
	buf := make([]byte, n)
	k, err := io.ReadFull(c, buf)
	return string(buf[:k]), err
}

func TestForwardBlackholeHeal(t *testing.T) {
	t.Parallel()
	p, c := start(t)
	if got, err := roundTrip(t, c, "hello", 5*time.Second); err != nil || got != "hello" {
		t.Fatalf("forwarding: %q, %v", got, err)
	}
	p.Blackhole()
	got, err := roundTrip(t, c, "lost?", 300*time.Millisecond)
	var ne net.Error
	if !errors.As(err, &ne) || !ne.Timeout() || got != "" {
		t.Fatalf("black hole let %q through (err %v)", got, err)
	}
	if p.Open() != 1 {
		t.Fatalf("black hole closed the connection: %d open", p.Open())
	}
	// A connection opened during the black hole is held, not refused.
	c2, err := net.Dial("tcp", p.Addr())
	if err != nil {
		t.Fatal(err)
	}
	defer c2.Close()
	if got, err := roundTrip(t, c2, "new", 200*time.Millisecond); err == nil {
		t.Fatalf("new connection passed the black hole: %q", got)
	}
	p.Forward()
	if got, err := read(c, 5, 5*time.Second); err != nil || got != "lost?" {
		t.Fatalf("held bytes after healing: %q, %v", got, err)
	}
	if got, err := read(c2, 3, 5*time.Second); err != nil || got != "new" {
		t.Fatalf("held connection after healing: %q, %v", got, err)
	}
}

func TestDelay(t *testing.T) {
	t.Parallel()
	p, c := start(t)
	p.Delay(150 * time.Millisecond)
	began := time.Now()
	if got, err := roundTrip(t, c, "slow", 5*time.Second); err != nil || got != "slow" {
		t.Fatalf("delayed: %q, %v", got, err)
	}
	if took := time.Since(began); took < 300*time.Millisecond { // held each way
		t.Fatalf("round trip took %s, want at least 300ms", took)
	}
	p.Delay(0)
}

func TestReset(t *testing.T) {
	t.Parallel()
	p, c := start(t)
	if _, err := roundTrip(t, c, "x", 5*time.Second); err != nil {
		t.Fatal(err)
	}
	p.Reset()
	_, err := read(c, 1, 5*time.Second)
	if !errors.Is(err, syscall.ECONNRESET) {
		t.Fatalf("after Reset: %v, want connection reset", err)
	}
	// New connections still work.
	c2, err := net.Dial("tcp", p.Addr())
	if err != nil {
		t.Fatal(err)
	}
	defer c2.Close()
	if got, err := roundTrip(t, c2, "again", 5*time.Second); err != nil || got != "again" {
		t.Fatalf("after Reset, a new connection: %q, %v", got, err)
	}
}
