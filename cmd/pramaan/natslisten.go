package main

import (
	"fmt"
	"net"
)

// natsListenAddr checks the embedded JetStream's client address before
// anything starts: "" stays "" (no listener); a port of 0 becomes a free
// port (NATS itself would read 0 as its default, 4222); an address another
// process holds is an error that says what to do instead.
func natsListenAddr(addr string) (string, error) {
	if addr == "" {
		return "", nil
	}
	if _, _, err := net.SplitHostPort(addr); err != nil {
		return "", fmt.Errorf("--nats-listen %q: %w (want host:port, like 127.0.0.1:4222; host:0 picks a free port)", addr, err)
	}
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		return "", fmt.Errorf("--nats-listen %s: the embedded JetStream cannot listen there: %w; "+
			"if a NATS server (or another relay) already runs there, point PRAMAAN_NATS_URL at it; "+
			"else pass --nats-listen with a free address (host:0 picks one)", addr, err)
	}
	defer ln.Close()
	return ln.Addr().String(), nil
}
