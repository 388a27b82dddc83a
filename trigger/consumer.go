package trigger

import (
	"context"
	"errors"
	"log/slog"
	"sync"
	"time"

	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"
	"go.opentelemetry.io/otel/attribute"
	"go.opentelemetry.io/otel/trace"

	"pramaan/bus"
	"pramaan/internal/testsignal"
	"pramaan/outbox"
)

// ConsumerOptions tune a Consumer; zero values mean the defaults.
type ConsumerOptions struct {
	// FetchWait bounds one pull request. Default 1 s: messages are handled
	// as they arrive, so this only sets how long one pull waits while the
	// bus is quiet.
	FetchWait time.Duration
	// NakDelay is the redelivery delay after a failed trigger transaction.
	// Default 1 s.
	NakDelay time.Duration
	// SlotWait is how long a Consumer with every batch slot busy
	// (Concurrency batches in hand) waits before it looks again, unless a
	// slot frees first. Default 5 ms.
	SlotWait time.Duration
	// Concurrency is how many batches (each one transaction) one Consumer
	// handles at once. Default 8. Messages that arrive together are handled
	// as one batch (their order does not matter, the inbox and the demand
	// statements decide); a redelivered message is handled alone.
	Concurrency int
	// BatchMax is the most messages one batch carries, and one fetch asks
	// for. Default 128. While every batch slot is busy the messages that
	// arrive wait for the next slot and go together, so at a heavy load the
	// batches grow (one commit for many demands) instead of the waits.
	BatchMax int
	// GatherWait is how long a batch waits for the next message that is
	// already on its way. Default 1 ms: only messages delivered together
	// share a batch, and a lone message waits no longer than that. Negative:
	// every message alone.
	GatherWait time.Duration
	// Bus configures the rail's durable consumer (AckWait, BackOff,
	// MaxDeliver, MaxAckPending); its Rail and Names are the trigger's.
	Bus bus.ConsumerOptions
	// Logger receives the consumer's logs. Default: the trigger's.
	Logger *slog.Logger
	// HandleTimeout bounds the handling of one message (a dead connection
	// answers nothing); past it the message is redelivered. Default 5 s.
	HandleTimeout time.Duration
	// ProbeEvery is how often the Consumer checks, on a connection of its
	// own, that its database answers; while it does not, the Consumer
	// fetches nothing. Default 500 ms.
	ProbeEvery time.Duration
	// ProbeTimeout is how long a probe waits for the database's answer
	// (connecting included) before the database counts as not answering.
	// It is apart from ProbeEvery because a saturated machine answers
	// slower than one interval without being unreachable, and a consumer
	// that took it for unreachable would give back the messages in hand.
	// Default 2 s.
	ProbeTimeout time.Duration
}

// Consumer feeds a Trigger from the rail's durable pull consumer on the bus.
// Any number of Consumers (in any number of processes) may share it; the bus
// spreads the messages among them.
type Consumer struct {
	t   *Trigger
	b   *bus.Bus
	opt ConsumerOptions
	log *slog.Logger

	probed testsignal.Signal[error] // each probe's outcome, for tests
}

// DefaultBatchMax is ConsumerOptions.BatchMax's default: the most nudges one
// batch takes. The batch's statements are over arrays and probe each row by
// key, so a batch's cost follows its size; past a hundred or so the commit
// it shares is a small part of it.
const DefaultBatchMax = 128

// NewConsumer returns a Consumer of b for t. It fetches facts as fast as it
// has batch slots (Concurrency), whatever the build slots of the trigger's Runner
// are doing: recording a demand never waits for build capacity; only
// building does (a demand with no free slot is recorded pending).
func (t *Trigger) NewConsumer(b *bus.Bus, o ConsumerOptions) *Consumer {
	if o.FetchWait <= 0 {
		o.FetchWait = time.Second
	}
	if o.NakDelay <= 0 {
		o.NakDelay = time.Second
	}
	if o.SlotWait <= 0 {
		o.SlotWait = 5 * time.Millisecond
	}
	if o.Concurrency <= 0 {
		o.Concurrency = 8
	}
	if o.BatchMax <= 0 {
		o.BatchMax = DefaultBatchMax
	}
	if o.HandleTimeout <= 0 {
		o.HandleTimeout = 5 * time.Second
	}
	if o.ProbeEvery <= 0 {
		o.ProbeEvery = 500 * time.Millisecond
	}
	if o.ProbeTimeout <= 0 {
		o.ProbeTimeout = 2 * time.Second
	}
	if o.GatherWait == 0 {
		o.GatherWait = time.Millisecond
	}
	o.Bus.Rail, o.Bus.Names = t.opt.Rail, t.opt.Demands
	log := o.Logger
	if log == nil {
		log = t.opt.Logger
	}
	return &Consumer{t: t, b: b, opt: o, log: log.With("component", "trigger.consumer", "rail", t.opt.Rail)}
}

// Run creates (or updates) the rail's durable consumer and handles its
// messages until ctx is done: while it has a free batch slot (Concurrency)
// it fetches up to BatchMax messages, handles the ones that arrive together
// as one batch, acknowledges each after the trigger's transaction
// committed, and negatively acknowledges (with NakDelay) the ones that
// failed. A message that arrives while every slot is busy waits for the
// next one with the others that arrive meanwhile. It returns nil when ctx
// is cancelled.
func (c *Consumer) Run(ctx context.Context) error {
	var cons jetstream.Consumer
	for {
		var err error
		if cons, err = c.b.RailConsumer(ctx, c.opt.Bus); err == nil {
			break
		}
		if ctx.Err() != nil {
			return nil
		}
		c.log.Warn("creating the rail's consumer failed; retrying", "err", err)
		if !sleep(ctx, time.Second) {
			return nil
		}
	}
	slots := make(chan struct{}, c.opt.Concurrency) // one token per batch in hand
	done := make(chan struct{}, c.opt.Concurrency)
	var wg sync.WaitGroup
	defer wg.Wait()
	db := c.startProbe(ctx)
	for ctx.Err() == nil {
		if !db.ready(ctx) {
			continue
		}
		// Fetch only with a free slot, never bounded by the build slots:
		// a fact with no free build slot becomes a pending demand at once.
		if len(slots) >= c.opt.Concurrency {
			select {
			case <-ctx.Done():
			case <-done:
			case <-time.After(c.opt.SlotWait):
			}
			continue
		}
		fctx, cancel := context.WithTimeout(ctx, c.opt.FetchWait)
		batch, err := cons.Fetch(c.opt.BatchMax, jetstream.FetchContext(fctx))
		if err != nil {
			cancel()
			if ctx.Err() == nil && !errors.Is(err, context.Canceled) {
				c.log.Warn("fetch failed; retrying", "err", err)
				sleep(ctx, c.opt.FetchWait)
			}
			continue
		}
		// The messages that arrive together are handled as one batch (one
		// transaction, one commit). A batch takes its slot before it
		// gathers: the messages that came while it waited for one join it.
		msgs := batch.Messages()
		for m := range msgs {
			select {
			case slots <- struct{}{}:
			case <-ctx.Done():
				// Not handled: each is redelivered after its ack wait, and
				// the inbox keeps that harmless.
				continue
			}
			group := c.gather(m, msgs)
			wg.Add(1)
			go func() {
				defer func() {
					<-slots
					wg.Done()
					select {
					case done <- struct{}{}:
					default:
					}
				}()
				if err := c.handleGroup(ctx, group, db); err != nil {
					db.failed(err)
				}
			}()
		}
		cancel()
		if err := batch.Error(); err != nil && ctx.Err() == nil && !errors.Is(err, jetstream.ErrNoMessages) &&
			!errors.Is(err, context.DeadlineExceeded) && !errors.Is(err, nats.ErrTimeout) {
			c.log.Warn("fetch ended with an error", "err", err)
		}
	}
	return nil
}

// gather returns first and the messages that follow it on msgs (at most
// BatchMax): those already waiting, and those that arrive within GatherWait
// of first. A closed msgs ends the group.
func (c *Consumer) gather(first jetstream.Msg, msgs <-chan jetstream.Msg) []jetstream.Msg {
	group := []jetstream.Msg{first}
	if c.opt.GatherWait < 0 {
		return group
	}
	t := time.NewTimer(c.opt.GatherWait)
	defer t.Stop()
	for len(group) < c.opt.BatchMax {
		select {
		case m, ok := <-msgs:
			if !ok {
				return group
			}
			group = append(group, m)
		case <-t.C:
			return group
		}
	}
	return group
}

// handleGroup runs the trigger for the messages that arrived together: one
// batch (Trigger.HandleBatch) for the first deliveries, each redelivered
// message alone (it may be one that met a busy row), and acks each message
// after its transaction committed, naks the others. It returns the first
// error that was not a busy row (for the database probe).
func (c *Consumer) handleGroup(ctx context.Context, group []jetstream.Msg, db *probe) (failed error) {
	var (
		batch []jetstream.Msg
		ids   []string
		nudge []bus.Nudge
		spans []context.Context
	)
	for _, m := range group {
		n, err := bus.ParseNudge(m.Subject(), m.Headers())
		if err != nil {
			c.log.Warn("malformed nudge dropped (the reconciler serves its fact, if any)", "subject", m.Subject(), "err", err)
			_ = m.Term()
			continue
		}
		if md, err := m.Metadata(); err == nil && md.NumDelivered > 1 {
			if err := c.handle(ctx, m, db); err != nil && failed == nil {
				failed = err
			}
			continue
		}
		sctx, span := tracer.Start(outbox.ContextWithTraceParent(ctx, n.TraceParent), "trigger.nudge "+n.Name,
			trace.WithSpanKind(trace.SpanKindConsumer), trace.WithAttributes(
				attribute.String("pramaan.event_id", n.EventID), attribute.String("pramaan.firm_id", n.FirmID),
				attribute.String("pramaan.matter_id", n.MatterID)))
		defer span.End()
		batch, ids, nudge, spans = append(batch, m), append(ids, n.EventID), append(nudge, n), append(spans, sctx)
	}
	if len(batch) == 0 {
		return failed
	}
	// The batch as a whole is bounded like one message (HandleTimeout).
	hctx, cancel := db.handling(ctx, c.opt.HandleTimeout)
	defer cancel()
	outs := c.t.HandleBatch(hctx, ids, spans)
	for i, m := range batch {
		n, out := nudge[i], outs[i]
		if out.Err != nil {
			if ctx.Err() == nil {
				c.logRedelivery(n, out.Err)
			}
			_ = m.NakWithDelay(c.opt.NakDelay)
			if failed == nil && !errors.Is(out.Err, ErrBusy) {
				failed = out.Err
			}
			continue
		}
		if err := m.Ack(); err != nil {
			c.log.Info("ack failed; the fact will be redelivered and found in the inbox", "event_id", n.EventID, "err", err)
		}
	}
	return failed
}

// logRedelivery says why a nudge goes back to the bus. A matter whose job row
// another session holds is ordinary contention (a build landing, another
// consumer's batch), logged at info; anything else is a warning.
func (c *Consumer) logRedelivery(n bus.Nudge, err error) {
	level, msg := slog.LevelWarn, "trigger failed; redelivering"
	if errors.Is(err, ErrBusy) || IsLockTimeout(err) {
		level, msg = slog.LevelInfo, "matter's job row is busy; nudge redelivered"
	}
	c.log.Log(context.Background(), level, msg, "event_id", n.EventID, "event", n.Name, "firm_id", n.FirmID,
		"matter_id", n.MatterID, "trace_id", outbox.TraceID(n.TraceParent), "err", err)
}

// handle runs the trigger for one message, then acks or naks it.
func (c *Consumer) handle(ctx context.Context, m jetstream.Msg, db *probe) error {
	n, err := bus.ParseNudge(m.Subject(), m.Headers())
	if err != nil {
		c.log.Warn("malformed nudge dropped (the reconciler serves its fact, if any)", "subject", m.Subject(), "err", err)
		_ = m.Term()
		return nil
	}
	tctx, span := tracer.Start(outbox.ContextWithTraceParent(ctx, n.TraceParent), "trigger.nudge "+n.Name,
		trace.WithSpanKind(trace.SpanKindConsumer), trace.WithAttributes(
			attribute.String("pramaan.event_id", n.EventID), attribute.String("pramaan.firm_id", n.FirmID),
			attribute.String("pramaan.matter_id", n.MatterID)))
	defer span.End()
	hctx, cancel := db.handling(tctx, c.opt.HandleTimeout)
	defer cancel()
	out, err := c.t.Handle(hctx, n.EventID)
	if err != nil {
		if ctx.Err() == nil {
			c.logRedelivery(n, err)
		}
		_ = m.NakWithDelay(c.opt.NakDelay)
		return err
	}
	if err := m.Ack(); err != nil {
		// The inbox makes the redelivery harmless.
		c.log.Info("ack failed; the fact will be redelivered and found in the inbox", "event_id", n.EventID, "err", err)
	}
	if out.Demanded {
		c.log.Debug("demand", "event_id", n.EventID, "event", out.Name, "firm_id", out.FirmID, "matter_id", out.MatterID,
			"won", out.Demand.Won, "requested", out.Demand.Requested, "trace_id", outbox.TraceID(out.TraceParent))
	}
	return nil
}

func sleep(ctx context.Context, d time.Duration) bool {
	t := time.NewTimer(d)
	defer t.Stop()
	select {
	case <-ctx.Done():
		return false
	case <-t.C:
		return true
	}
}
