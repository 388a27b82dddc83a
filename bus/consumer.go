package bus

import (
	"context"
	"fmt"
	"slices"
	"time"

	"github.com/nats-io/nats.go/jetstream"
)

// ConsumerOptions configures a rail's durable pull consumer.
type ConsumerOptions struct {
	// Rail names the rail; the durable consumer is rail-<Rail>.
	Rail string
	// Names are the event names the rail's rules read; the consumer is
	// filtered to them (every firm). Empty: every fact.
	Names []string
	// AckWait is how long a delivered, unacknowledged message waits before
	// redelivery. Default 30 s (a trigger transaction takes milliseconds).
	AckWait time.Duration
	// BackOff spaces redeliveries after AckWait timeouts (the server then
	// takes its first step as the ack wait). Default DefaultBackOff.
	BackOff []time.Duration
	// MaxDeliver caps deliveries of one message. Default 20; past it the
	// message is dropped and the reconciler over the ledger serves the fact.
	MaxDeliver int
	// MaxAckPending caps unacknowledged messages across the rail's workers.
	// Default 1000.
	MaxAckPending int
}

// DefaultBackOff is the rail consumer's redelivery schedule: 1, 2, 4, 8,
// 16 and 30 s, 1 and 2 min. A nudge left unacknowledged by its consumer is
// almost always one whose worker was stopped or cut off just before its
// database probe noticed (a consumer that knows it cannot serve a nudge
// gives it back at once), so the first steps are short: the second
// redelivery comes 3 s after the first delivery (it was 6 s), within a
// lease and two seconds at a 3 s lease. The steps then double, so a
// message that keeps failing costs at most six deliveries in its first
// minute and nine in four (redeliveries are spread over time, never
// bunched: each message keeps its own schedule), and from two minutes on
// it waits for the ledger's reconcilers, which serve its fact without the
// bus, as much as for the bus.
var DefaultBackOff = []time.Duration{
	time.Second, 2 * time.Second, 4 * time.Second, 8 * time.Second,
	16 * time.Second, 30 * time.Second, time.Minute, 2 * time.Minute,
}

// RailConsumer creates (or updates) and returns the durable pull consumer of
// a rail, with explicit acks.
func (b *Bus) RailConsumer(ctx context.Context, o ConsumerOptions) (jetstream.Consumer, error) {
	if o.Rail == "" {
		return nil, fmt.Errorf("bus: a rail consumer needs the rail's name")
	}
	if o.AckWait <= 0 {
		o.AckWait = 30 * time.Second
	}
	if o.BackOff == nil {
		o.BackOff = slices.Clone(DefaultBackOff)
	}
	if o.MaxDeliver <= 0 {
		o.MaxDeliver = 20
	}
	if o.MaxDeliver <= len(o.BackOff) {
		o.MaxDeliver = len(o.BackOff) + 1
	}
	if o.MaxAckPending <= 0 {
		o.MaxAckPending = 1000
	}
	cfg := jetstream.ConsumerConfig{
		Durable:       "rail-" + o.Rail,
		Description:   "the " + o.Rail + " rail's trigger",
		AckPolicy:     jetstream.AckExplicitPolicy,
		DeliverPolicy: jetstream.DeliverAllPolicy,
		AckWait:       o.AckWait,
		BackOff:       o.BackOff,
		MaxDeliver:    o.MaxDeliver,
		MaxAckPending: o.MaxAckPending,
	}
	if len(o.Names) == 1 {
		cfg.FilterSubject = NameSubjects(o.Names)[0]
	} else if len(o.Names) > 1 {
		cfg.FilterSubjects = NameSubjects(o.Names)
	}
	c, err := b.JS.CreateOrUpdateConsumer(ctx, StreamName, cfg)
	if err != nil {
		return nil, fmt.Errorf("bus: consumer %s on %s: %w", cfg.Durable, StreamName, err)
	}
	return c, nil
}
