package chaos

import (
	"bytes"
	"encoding/binary"
	"fmt"
	"io"
	"net"
	"strings"
	"sync"
	"time"
)

// proxy is the harness's TCP fault proxy between one process and one server
// (a worker and Postgres, a relay and NATS). Its target can move: a
// restarted Postgres comes back on a new port, and every process's proxy is
// pointed there. On command it black-holes (holds every byte, both ways,
// and holds new connections unconnected), delays each chunk, or resets
// every open connection.
type proxy struct {
	name string
	ln   net.Listener

	mu     sync.Mutex
	cond   *sync.Cond
	target string
	holed  bool
	delay  time.Duration
	closed bool
	conns  map[net.Conn]struct{}
	ports  map[int]bool // local ports of the connections to the target

	// unbound rewrites each Postgres startup message so that the session
	// runs with no timeouts (the harness's --no-session-timeouts).
	unbound bool

	// holdMarkers and hold, when armed (holdNext), catch the next chunk from
	// the client that holds every marker: hold runs before it is forwarded.
	holdMarkers [][]byte
	hold        func(chunk []byte)
}

// holdNext arms the proxy: the next chunk from the client that contains
// every marker waits, unforwarded, while f runs with it (f returns when it
// may go on). False if armed already.
func (p *proxy) holdNext(markers [][]byte, f func(chunk []byte)) bool {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.hold != nil {
		return false
	}
	p.holdMarkers, p.hold = markers, f
	return true
}

// disarm ends holdNext before a chunk was caught; false if one was.
func (p *proxy) disarm() bool {
	p.mu.Lock()
	defer p.mu.Unlock()
	armed := p.hold != nil
	p.holdMarkers, p.hold = nil, nil
	return armed
}

// held returns the hook armed for chunk, once, or nil.
func (p *proxy) held(chunk []byte) func([]byte) {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.hold == nil {
		return nil
	}
	for _, m := range p.holdMarkers {
		if !bytes.Contains(chunk, m) {
			return nil
		}
	}
	f := p.hold
	p.holdMarkers, p.hold = nil, nil
	return f
}

func startProxy(name, target string, unbound bool) (*proxy, error) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return nil, fmt.Errorf("chaos: proxy %s: listen: %w", name, err)
	}
	p := &proxy{name: name, ln: ln, target: target, conns: map[net.Conn]struct{}{}, ports: map[int]bool{}, unbound: unbound}
	p.cond = sync.NewCond(&p.mu)
	go p.accept()
	return p, nil
}

func (p *proxy) addr() string { return p.ln.Addr().String() }

func (p *proxy) setTarget(t string) {
	p.mu.Lock()
	p.target = t
	p.mu.Unlock()
}

// blackhole holds every byte until forward.
func (p *proxy) blackhole() { p.mu.Lock(); p.holed = true; p.mu.Unlock() }

// slow delays every chunk by d until forward.
func (p *proxy) slow(d time.Duration) { p.mu.Lock(); p.delay = d; p.mu.Unlock() }

// forward ends a black hole or a delay.
func (p *proxy) forward() {
	p.mu.Lock()
	p.holed, p.delay = false, 0
	p.cond.Broadcast()
	p.mu.Unlock()
}

// reset closes every open connection with a TCP reset, both sides.
func (p *proxy) reset() int {
	p.mu.Lock()
	defer p.mu.Unlock()
	n := 0
	for c := range p.conns {
		if tc, ok := c.(*net.TCPConn); ok {
			_ = tc.SetLinger(0)
		}
		_ = c.Close()
		delete(p.conns, c)
		n++
	}
	return n / 2
}

// localPorts are the proxy's ports on its connections to the target: the
// client_port Postgres shows for the process behind the proxy.
func (p *proxy) localPorts() []int {
	p.mu.Lock()
	defer p.mu.Unlock()
	out := make([]int, 0, len(p.ports))
	for port := range p.ports {
		out = append(out, port)
	}
	return out
}

func (p *proxy) close() {
	p.mu.Lock()
	p.closed = true
	p.holed = false
	p.cond.Broadcast()
	p.mu.Unlock()
	_ = p.ln.Close()
	p.reset()
}

// gate waits out a black hole and returns the delay to apply; false when
// the proxy is closed.
func (p *proxy) gate() (time.Duration, bool) {
	p.mu.Lock()
	defer p.mu.Unlock()
	for p.holed && !p.closed {
		p.cond.Wait()
	}
	return p.delay, !p.closed
}

func (p *proxy) track(c net.Conn, add bool) {
	p.mu.Lock()
	defer p.mu.Unlock()
	if add {
		p.conns[c] = struct{}{}
	} else {
		delete(p.conns, c)
	}
}

func (p *proxy) accept() {
	for {
		c, err := p.ln.Accept()
		if err != nil {
			return
		}
		go p.serve(c)
	}
}

func (p *proxy) serve(client net.Conn) {
	p.track(client, true)
	defer func() { p.track(client, false); _ = client.Close() }()
	if _, ok := p.gate(); !ok {
		return
	}
	p.mu.Lock()
	target := p.target
	p.mu.Unlock()
	server, err := net.DialTimeout("tcp", target, 5*time.Second)
	if err != nil {
		return
	}
	p.track(server, true)
	port := server.LocalAddr().(*net.TCPAddr).Port
	p.mu.Lock()
	p.ports[port] = true
	p.mu.Unlock()
	defer func() {
		p.track(server, false)
		_ = server.Close()
		p.mu.Lock()
		delete(p.ports, port)
		p.mu.Unlock()
	}()
	if p.unbound {
		if err := unboundStartup(client, server); err != nil {
			return
		}
	}
	done := make(chan struct{}, 2)
	go func() { p.pipe(server, client, true); done <- struct{}{} }()
	go func() { p.pipe(client, server, false); done <- struct{}{} }()
	<-done
}

// pipe copies src to dst chunk by chunk, through the gate (and, from the
// client, through an armed hold).
func (p *proxy) pipe(dst, src net.Conn, fromClient bool) {
	defer func() { _ = dst.Close(); _ = src.Close() }()
	buf := make([]byte, 32<<10)
	for {
		n, err := src.Read(buf)
		if n > 0 {
			d, ok := p.gate()
			if !ok {
				return
			}
			if d > 0 {
				time.Sleep(d)
			}
			if fromClient {
				if f := p.held(buf[:n]); f != nil {
					f(buf[:n])
				}
			}
			if _, werr := dst.Write(buf[:n]); werr != nil {
				return
			}
		}
		if err != nil {
			if err != io.EOF {
				return
			}
			return
		}
	}
}

// sessionBounds are the startup parameters that bound a Postgres session.
var sessionBounds = map[string]bool{
	"idle_in_transaction_session_timeout": true, "lock_timeout": true, "statement_timeout": true,
	"tcp_keepalives_idle": true, "tcp_keepalives_interval": true, "tcp_keepalives_count": true,
	"tcp_user_timeout": true,
}

// unboundStartup reads the client's startup message, sets every session
// bound in it to 0 (off), and sends it on: the process believes its
// sessions are bounded, the server runs them unbounded.
func unboundStartup(client, server net.Conn) error {
	var head [8]byte
	if _, err := io.ReadFull(client, head[:]); err != nil {
		return err
	}
	n := int(binary.BigEndian.Uint32(head[:4]))
	if n < 8 || n > 1<<16 {
		return fmt.Errorf("chaos: startup message of %d bytes", n)
	}
	body := make([]byte, n-8)
	if _, err := io.ReadFull(client, body); err != nil {
		return err
	}
	if binary.BigEndian.Uint32(head[4:]) != 196608 { // not protocol 3.0 (an SSL or cancel request): as is
		_, err := server.Write(append(head[:], body...))
		return err
	}
	parts := strings.Split(string(body), "\x00")
	var out []byte
	for i := 0; i+1 < len(parts); i += 2 {
		if parts[i] == "" {
			break
		}
		v := parts[i+1]
		if sessionBounds[parts[i]] {
			v = "0"
		}
		out = append(out, parts[i]...)
		out = append(out, 0)
		out = append(out, v...)
		out = append(out, 0)
	}
	out = append(out, 0)
	msg := make([]byte, 8, 8+len(out))
	binary.BigEndian.PutUint32(msg[:4], uint32(8+len(out)))
	copy(msg[4:8], head[4:8])
	_, err := server.Write(append(msg, out...))
	return err
}
