package main

import (
	"net"
	"strings"
	"testing"
)

// The relay's embedded JetStream listens where --nats-listen says: a taken
// address is refused at once with what to do (not a 30-second wait and "did
// not start"), and port 0 means a free port, never NATS's default 4222.
func TestNATSListenAddress(t *testing.T) {
	taken, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer taken.Close()
	_, err = natsListenAddr(taken.Addr().String())
	if err == nil {
		t.Fatalf("a taken address %s was accepted", taken.Addr())
	}
	for _, w := range []string{taken.Addr().String(), "--nats-listen", "PRAMAAN_NATS_URL"} {
		if !strings.Contains(err.Error(), w) {
			t.Errorf("error %q does not name %q", err, w)
		}
	}
	addr, err := natsListenAddr("127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	host, port, err := net.SplitHostPort(addr)
	if err != nil || host != "127.0.0.1" || port == "0" || port == "4222" {
		t.Errorf("127.0.0.1:0 became %q, want a free port on 127.0.0.1", addr)
	}
	if _, err := natsListenAddr("nonsense"); err == nil || !strings.Contains(err.Error(), "--nats-listen") {
		t.Errorf("an address without a port: %v", err)
	}
	if addr, err := natsListenAddr(""); addr != "" || err != nil {
		t.Errorf(`"" (no listener) became %q, %v`, addr, err)
	}
}
