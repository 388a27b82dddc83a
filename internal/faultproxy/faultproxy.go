// Package faultproxy is a small TCP proxy for fault tests: it forwards every
// connection it accepts to one target, and on command black-holes, delays or
// resets them, so a test can cut a real process off from its database or bus
// the way a network would, without touching the process.
//
//	p, err := faultproxy.Start("127.0.0.1:5432")
//	// point the process under test at p.Addr() instead of the target
//	p.Blackhole() // nothing flows either way; no connection is closed
//	p.Forward()   // the partition heals: held bytes flow on, in order
//	p.Delay(200 * time.Millisecond)
//	p.Reset()     // every open connection is reset (RST), both sides
//	p.Close()
//
// A black hole holds bytes rather than dropping them: what the proxy had
// read when the hole opened is delivered when it closes, as TCP
// retransmission would after a partition heals, so a stream is never
// corrupted. Connections accepted during a black hole are held too: the
// proxy dials the target only once forwarding resumes. Note what a proxy
// cannot fake: the kernel on each side still acknowledges what it receives,
// so TCP keepalives and TCP_USER_TIMEOUT do not fire; a black-holed peer is
// noticed only by timeouts above TCP (statement, lock and idle bounds,
// client deadlines).
//
// A Proxy is safe for concurrent use.
package faultproxy

import (
	"fmt"
	"net"
	"sync"
	"time"
)

// Proxy forwards TCP connections from its listening address to a target.
type Proxy struct {
	target string
	ln     net.Listener

	mu       sync.Mutex
	cond     *sync.Cond
	holed    bool
	delay    time.Duration
	closed   bool
	conns    map[*link]struct{}
	accepted int
	wg       sync.WaitGroup
}

// link is one proxied connection: the accepted client side and the dialled
// target side.
type link struct {
	mu             sync.Mutex
	client, server net.Conn
}

// Start listens on a free loopback port and forwards to target (host:port).
func Start(target string) (*Proxy, error) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return nil, fmt.Errorf("faultproxy: listen: %w", err)
	}
	p := &Proxy{target: target, ln: ln, conns: map[*link]struct{}{}}
	p.cond = sync.NewCond(&p.mu)
	p.wg.Add(1)
	go p.accept()
	return p, nil
}

// Addr is the proxy's listening address (host:port): point the process
// under test there.
func (p *Proxy) Addr() string { return p.ln.Addr().String() }

// Port is the proxy's listening port.
func (p *Proxy) Port() int { return p.ln.Addr().(*net.TCPAddr).Port }

// Blackhole stops all forwarding, in both directions, on every connection,
// old and new, without closing any: until Forward, the peers see silence.
func (p *Proxy) Blackhole() { p.set(func() { p.holed = true }) }

// Forward ends a black hole and a delay: bytes flow again at once, those
// held first.
func (p *Proxy) Forward() { p.set(func() { p.holed, p.delay = false, 0 }) }

// Delay holds every chunk of bytes for d before passing it on, in both
// directions (0 ends the delay).
func (p *Proxy) Delay(d time.Duration) { p.set(func() { p.delay = d }) }

// Reset resets every open connection, both sides (TCP RST: the peers see
// "connection reset by peer"). New connections are forwarded as before.
func (p *Proxy) Reset() {
	p.mu.Lock()
	links := make([]*link, 0, len(p.conns))
	for l := range p.conns {
		links = append(links, l)
	}
	p.mu.Unlock()
	for _, l := range links {
		l.reset()
	}
}

// Open is how many proxied connections are open now.
func (p *Proxy) Open() int {
	p.mu.Lock()
	defer p.mu.Unlock()
	return len(p.conns)
}

// Accepted is how many connections the proxy has accepted in all.
func (p *Proxy) Accepted() int {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.accepted
}

// Close stops listening, closes every connection and waits for the
// proxy's goroutines.
func (p *Proxy) Close() error {
	p.set(func() { p.closed = true })
	err := p.ln.Close()
	p.mu.Lock()
	for l := range p.conns {
		l.close()
	}
	p.mu.Unlock()
	p.wg.Wait()
	return err
}

func (p *Proxy) set(f func()) {
	p.mu.Lock()
	f()
	p.mu.Unlock()
	p.cond.Broadcast()
}

// pass waits while the proxy is black-holed; it returns the delay to apply,
// and false once the proxy is closed.
func (p *Proxy) pass() (time.Duration, bool) {
	p.mu.Lock()
	defer p.mu.Unlock()
	for p.holed && !p.closed {
		p.cond.Wait()
	}
	return p.delay, !p.closed
}

func (p *Proxy) accept() {
	defer p.wg.Done()
	for {
		c, err := p.ln.Accept()
		if err != nil {
			return
		}
		p.mu.Lock()
		p.accepted++
		p.mu.Unlock()
		p.wg.Add(1)
		go p.serve(c)
	}
}

func (p *Proxy) serve(client net.Conn) {
	defer p.wg.Done()
	l := &link{client: client}
	p.mu.Lock()
	p.conns[l] = struct{}{}
	p.mu.Unlock()
	defer func() {
		p.mu.Lock()
		delete(p.conns, l)
		p.mu.Unlock()
		l.close()
	}()
	if _, ok := p.pass(); !ok { // a black hole holds new connections too
		return
	}
	server, err := net.Dial("tcp", p.target)
	if err != nil {
		return
	}
	l.mu.Lock()
	l.server = server
	l.mu.Unlock()
	if _, ok := p.pass(); !ok {
		return
	}
	done := make(chan struct{}, 2)
	go func() { p.pump(server, client); done <- struct{}{} }()
	go func() { p.pump(client, server); done <- struct{}{} }()
	<-done
	l.close() // one side ended: end the other
	<-done
}

// pump copies src to dst chunk by chunk, honouring black holes and delays.
func (p *Proxy) pump(dst, src net.Conn) {
	buf := make([]byte, 32<<10)
	for {
		if _, ok := p.pass(); !ok {
			return
		}
		n, err := src.Read(buf)
		if n > 0 {
			delay, ok := p.pass() // a chunk read as the hole opened is held
			if !ok {
				return
			}
			if delay > 0 {
				time.Sleep(delay)
				if _, ok := p.pass(); !ok {
					return
				}
			}
			if _, werr := dst.Write(buf[:n]); werr != nil {
				return
			}
		}
		if err != nil {
			return // EOF or an error: serve closes both sides
		}
	}
}

func (l *link) close() {
	l.mu.Lock()
	defer l.mu.Unlock()
	_ = l.client.Close()
	if l.server != nil {
		_ = l.server.Close()
	}
}

func (l *link) reset() {
	l.mu.Lock()
	defer l.mu.Unlock()
	for _, c := range []net.Conn{l.client, l.server} {
		if tc, ok := c.(*net.TCPConn); ok {
			_ = tc.SetLinger(0)
			_ = tc.Close()
		}
	}
}
