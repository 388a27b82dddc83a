// Package bus is the nudge transport of PRAMAAN: NATS JetStream, embedded in
// the process (nats-server as a library, its store in a data folder) when no
// URL is configured, an external server or cluster otherwise.
//
// It sits between the outbox relay and the rails' triggers
// (docs/architecture.md). One stream, PRAMAAN_FACTS, holds every fact under
// the subject facts.<firm_id>.<noun>.<verb>; each rail reads it through its own durable
// pull consumer (rail-<name>), filtered to the facts its rules care about,
// so a rail hears a shared fact only through its own trigger.
//
// The invariant it protects is modesty: a message is a nudge. It carries the
// event id (also its Nats-Msg-Id, so a republished fact is dropped within the
// duplicate window), the firm, matter and document ids, the event name and the
// W3C traceparent, all in headers, and nothing else. The outbox row in
// Postgres is the truth; losing every message only delays the Brief.
package bus

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"net"
	"os"
	"strconv"
	"time"

	"github.com/nats-io/nats-server/v2/server"
	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"
)

// StreamName is the one JetStream stream holding every fact.
const StreamName = "PRAMAAN_FACTS"

// SubjectPrefix is the first token of every fact's subject.
const SubjectPrefix = "facts"

// Options configures Start. The zero value except DataDir is a working
// embedded bus without a network listener.
type Options struct {
	// URL of an external NATS server or cluster with JetStream enabled
	// (PRAMAAN_NATS_URL). Empty embeds a server in this process.
	URL string
	// DataDir is the embedded server's JetStream store (PRAMAAN_DATA/nats).
	// Required when URL is empty.
	DataDir string
	// Listen is the embedded server's client address, such as
	// 127.0.0.1:4222, so that other processes (workers, a relay) can share
	// it. Empty: no network listener at all; only this process connects,
	// in process.
	Listen string
	// Duplicates is the stream's duplicate window: a message whose
	// Nats-Msg-Id was seen within it is dropped. Default 10 minutes, which
	// covers a relay crash between publish and mark followed by a restart.
	Duplicates time.Duration
	// MaxAge bounds how long the stream keeps a message. Default 72 hours:
	// past that, the reconciler over the ledger serves any fact unseen.
	MaxAge time.Duration
	// Replicas of the stream on an external cluster. Default 1.
	Replicas int
	// Logger receives connection events. Default slog.Default().
	Logger *slog.Logger
}

// Bus is a connection to JetStream with the fact stream in place, and the
// embedded server when there is one.
type Bus struct {
	// Conn is the NATS connection.
	Conn *nats.Conn
	// JS is the JetStream context on Conn.
	JS jetstream.JetStream
	// Stream is PRAMAAN_FACTS.
	Stream jetstream.Stream

	srv *server.Server
	log *slog.Logger
}

// Start connects to the configured NATS (or embeds a JetStream server in
// DataDir) and creates or updates the PRAMAAN_FACTS stream. Close releases
// both.
func Start(ctx context.Context, o Options) (*Bus, error) {
	if o.Duplicates <= 0 {
		o.Duplicates = 10 * time.Minute
	}
	if o.MaxAge <= 0 {
		o.MaxAge = 72 * time.Hour
	}
	if o.Replicas <= 0 {
		o.Replicas = 1
	}
	if o.Logger == nil {
		o.Logger = slog.Default()
	}
	b := &Bus{log: o.Logger}
	var err error
	if o.URL == "" {
		if b.srv, err = startEmbedded(o); err != nil {
			return nil, err
		}
		b.Conn, err = nats.Connect("", nats.InProcessServer(b.srv), nats.Name("pramaan"),
			nats.MaxReconnects(-1))
	} else {
		b.Conn, err = nats.Connect(o.URL, nats.Name("pramaan"), nats.MaxReconnects(-1),
			nats.DisconnectErrHandler(func(_ *nats.Conn, err error) {
				o.Logger.Warn("nats disconnected", "url", o.URL, "err", err)
			}),
			nats.ReconnectHandler(func(c *nats.Conn) { o.Logger.Info("nats reconnected", "url", c.ConnectedUrlRedacted()) }))
	}
	if err != nil {
		b.Close()
		return nil, fmt.Errorf("bus: connect to NATS %s: %w", describe(o), err)
	}
	b.JS, err = jetstream.New(b.Conn, jetstream.WithPublishAsyncMaxPending(16384))
	if err != nil {
		b.Close()
		return nil, fmt.Errorf("bus: JetStream on %s: %w", describe(o), err)
	}
	b.Stream, err = b.JS.CreateOrUpdateStream(ctx, jetstream.StreamConfig{
		Name:        StreamName,
		Description: "PRAMAAN facts: nudges relayed from ops.domain_event_outbox (IDs and trace context only)",
		Subjects:    []string{SubjectPrefix + ".>"},
		Storage:     jetstream.FileStorage,
		Retention:   jetstream.LimitsPolicy,
		MaxAge:      o.MaxAge,
		Duplicates:  o.Duplicates,
		Replicas:    o.Replicas,
	})
	if err != nil {
		b.Close()
		return nil, fmt.Errorf("bus: create stream %s on %s: %w (does the server run with JetStream enabled?)", StreamName, describe(o), err)
	}
	return b, nil
}

func describe(o Options) string {
	if o.URL != "" {
		return o.URL
	}
	return "embedded server in " + o.DataDir
}

func startEmbedded(o Options) (*server.Server, error) {
	if o.DataDir == "" {
		return nil, errors.New("bus: no NATS URL and no data folder for an embedded JetStream: set PRAMAAN_NATS_URL or PRAMAAN_DATA")
	}
	if err := os.MkdirAll(o.DataDir, 0o700); err != nil {
		return nil, fmt.Errorf("bus: JetStream data folder: %w", err)
	}
	so := &server.Options{
		ServerName:         "pramaan-embedded",
		JetStream:          true,
		StoreDir:           o.DataDir,
		DontListen:         o.Listen == "",
		NoSigs:             true,
		NoLog:              true,
		MaxPayload:         1 << 20,
		JetStreamMaxMemory: 64 << 20,
	}
	if o.Listen != "" {
		host, port, err := net.SplitHostPort(o.Listen)
		if err != nil {
			return nil, fmt.Errorf("bus: listen address %q: %w", o.Listen, err)
		}
		so.Host = host
		if so.Port, err = strconv.Atoi(port); err != nil {
			return nil, fmt.Errorf("bus: listen port %q: %w", port, err)
		}
	}
	srv, err := server.NewServer(so)
	if err != nil {
		return nil, fmt.Errorf("bus: embedded NATS server in %s: %w", o.DataDir, err)
	}
	go srv.Start()
	if !srv.ReadyForConnections(30 * time.Second) {
		srv.Shutdown()
		return nil, fmt.Errorf("bus: embedded NATS server in %s did not start within 30s", o.DataDir)
	}
	return srv, nil
}

// ClientURL is the embedded server's client URL when it listens on the
// network (Options.Listen), for other processes' PRAMAAN_NATS_URL; "" otherwise.
func (b *Bus) ClientURL() string {
	if b.srv == nil || b.srv.Addr() == nil {
		return ""
	}
	return b.srv.ClientURL()
}

// Embedded reports whether the server runs inside this process.
func (b *Bus) Embedded() bool { return b.srv != nil }

// Close drains the connection and stops an embedded server.
func (b *Bus) Close() {
	if b.Conn != nil {
		_ = b.Conn.Drain()
		// Drain is asynchronous; wait (briefly) for it before the server goes.
		deadline := time.Now().Add(5 * time.Second)
		for !b.Conn.IsClosed() && time.Now().Before(deadline) {
			time.Sleep(5 * time.Millisecond)
		}
		b.Conn.Close()
	}
	if b.srv != nil {
		b.srv.Shutdown()
		b.srv.WaitForShutdown()
	}
}
