package chaos

import (
	"context"
	"fmt"
	"math/rand"
	"net"
	"path/filepath"
	"strconv"
	"sync"
	"time"

	"github.com/nats-io/nats-server/v2/server"
	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"

	"pramaan/bus"
)

// natsServer is the run's JetStream server: embedded in the harness, on a
// fixed port and store folder, so it can be shut down and started again
// (a NATS restart under load) while every process keeps its URL.
type natsServer struct {
	dir  string
	port int
	srv  *server.Server
}

func startNATS(dir string) (*natsServer, error) {
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return nil, err
	}
	port := l.Addr().(*net.TCPAddr).Port
	_ = l.Close()
	n := &natsServer{dir: dir, port: port}
	return n, n.start()
}

func (n *natsServer) start() error {
	opts := &server.Options{
		ServerName: "chaos", Host: "127.0.0.1", Port: n.port,
		JetStream: true, StoreDir: filepath.Join(n.dir, "jetstream"),
		NoSigs: true, NoLog: true,
	}
	var err error
	for attempt := 0; attempt < 50; attempt++ {
		var s *server.Server
		s, err = server.NewServer(opts)
		if err != nil {
			return fmt.Errorf("chaos: nats server: %w", err)
		}
		go s.Start()
		if s.ReadyForConnections(10 * time.Second) {
			n.srv = s
			return nil
		}
		s.Shutdown()
		err = fmt.Errorf("chaos: nats server on port %d not ready", n.port)
		time.Sleep(200 * time.Millisecond) // the old listener may linger a moment
	}
	return err
}

func (n *natsServer) addr() string { return "127.0.0.1:" + strconv.Itoa(n.port) }

func (n *natsServer) stop() {
	if n.srv != nil {
		n.srv.Shutdown()
		n.srv.WaitForShutdown()
		n.srv = nil
	}
}

// nudger sits beside the consumers on the fact stream and, while a nudge
// fault is on, duplicates, delays (so reorders) and drops nudges: a
// duplicate is republished under a fresh message id (so JetStream's dedupe
// lets it through and only the rail's inbox can catch it); a delayed copy
// comes later, after newer nudges; a dropped nudge is deleted from the
// stream before a consumer fetches it, if the nudger is first.
type nudger struct {
	mu    sync.Mutex
	mode  string // "", duplicate, delay, drop
	rng   *rand.Rand
	count map[string]int
	url   string
	nc    *nats.Conn
	js    jetstream.JetStream
}

func newNudger(url string, seed int64) *nudger {
	return &nudger{url: url, rng: rand.New(rand.NewSource(seed)), count: map[string]int{}}
}

func (g *nudger) set(mode string) { g.mu.Lock(); g.mode = mode; g.mu.Unlock() }

func (g *nudger) counts() map[string]int {
	g.mu.Lock()
	defer g.mu.Unlock()
	out := map[string]int{}
	for k, v := range g.count {
		out[k] = v
	}
	return out
}

// run follows the stream until ctx ends, reconnecting across restarts.
func (g *nudger) run(ctx context.Context) {
	for ctx.Err() == nil {
		g.follow(ctx)
		select {
		case <-ctx.Done():
		case <-time.After(500 * time.Millisecond):
		}
	}
}

func (g *nudger) follow(ctx context.Context) {
	nc, err := nats.Connect(g.url, nats.Name("chaos-nudger"), nats.MaxReconnects(-1), nats.ReconnectWait(200*time.Millisecond))
	if err != nil {
		return
	}
	defer nc.Close()
	js, err := jetstream.New(nc)
	if err != nil {
		return
	}
	g.mu.Lock()
	g.nc, g.js = nc, js
	g.mu.Unlock()
	cctx, cancel := context.WithTimeout(ctx, 5*time.Second)
	stream, err := js.Stream(cctx, bus.StreamName)
	cancel()
	if err != nil {
		return
	}
	cons, err := stream.OrderedConsumer(ctx, jetstream.OrderedConsumerConfig{DeliverPolicy: jetstream.DeliverNewPolicy})
	if err != nil {
		return
	}
	it, err := cons.Messages()
	if err != nil {
		return
	}
	defer it.Stop()
	go func() { <-ctx.Done(); it.Stop() }()
	for {
		m, err := it.Next()
		if err != nil {
			return
		}
		g.perturb(ctx, stream, m)
	}
}

func (g *nudger) perturb(ctx context.Context, stream jetstream.Stream, m jetstream.Msg) {
	if m.Headers().Get("Chaos-Copy") != "" {
		return
	}
	g.mu.Lock()
	mode := g.mode
	hit := mode != "" && g.rng.Float64() < 0.5
	delay := time.Duration(500+g.rng.Intn(3000)) * time.Millisecond
	g.mu.Unlock()
	if !hit {
		return
	}
	copyMsg := func() *nats.Msg {
		c := nats.NewMsg(m.Subject())
		for k, v := range m.Headers() {
			c.Header[k] = append([]string(nil), v...)
		}
		c.Header.Set(nats.MsgIdHdr, m.Headers().Get(nats.MsgIdHdr)+"-chaos-"+strconv.FormatInt(time.Now().UnixNano(), 36))
		c.Header.Set("Chaos-Copy", mode)
		return c
	}
	switch mode {
	case "duplicate":
		if _, err := g.js.PublishMsg(ctx, copyMsg()); err == nil {
			g.bump("duplicated")
		}
	case "delay":
		c := copyMsg()
		// The original is deleted when we are first; its copy comes later,
		// behind newer nudges.
		md, err := m.Metadata()
		if err == nil && stream.DeleteMsg(ctx, md.Sequence.Stream) == nil {
			g.bump("delayed")
		}
		go func() {
			select {
			case <-ctx.Done():
			case <-time.After(delay):
				_, _ = g.js.PublishMsg(ctx, c)
			}
		}()
	case "drop":
		if md, err := m.Metadata(); err == nil && stream.DeleteMsg(ctx, md.Sequence.Stream) == nil {
			g.bump("dropped")
		}
	}
}

func (g *nudger) bump(k string) { g.mu.Lock(); g.count[k]++; g.mu.Unlock() }
