package bus_test

import (
	"context"
	"testing"
	"time"

	"github.com/nats-io/nats.go/jetstream"

	"pramaan/bus"
)

func TestEmbeddedBusDedupesAndCarriesNudges(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	b, err := bus.Start(ctx, bus.Options{DataDir: t.TempDir()})
	if err != nil {
		t.Fatal(err)
	}
	defer b.Close()
	if b.ClientURL() != "" || !b.Embedded() {
		t.Fatalf("embedded bus without Listen: ClientURL %q, Embedded %v", b.ClientURL(), b.Embedded())
	}
	n := bus.Nudge{EventID: "6f1c2f8e-6c52-4c3b-9a59-1f4f0b7f8d11", Name: "document.uploaded",
		FirmID: "a1b2c3d4-0000-4000-8000-000000000001", MatterID: "a1b2c3d4-0000-4000-8000-000000000002",
		DocumentID:  "a1b2c3d4-0000-4000-8000-000000000003",
		TraceParent: "00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01"}
	for i := 0; i < 3; i++ { // a relay that republishes: one message in the stream
		ack, err := b.JS.PublishMsg(ctx, n.Msg())
		if err != nil {
			t.Fatal(err)
		}
		if i > 0 && !ack.Duplicate {
			t.Errorf("publish %d of the same event id: not flagged duplicate", i+1)
		}
	}
	other := n
	other.EventID, other.Name = "7f1c2f8e-6c52-4c3b-9a59-1f4f0b7f8d11", "brief.built"
	if _, err := b.JS.PublishMsg(ctx, other.Msg()); err != nil {
		t.Fatal(err)
	}
	info, err := b.Stream.Info(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if info.State.Msgs != 2 {
		t.Fatalf("stream holds %d messages, want 2 (one per event id)", info.State.Msgs)
	}

	// The rail's consumer is filtered to its rules' names: brief.built is
	// not delivered to it.
	c, err := b.RailConsumer(ctx, bus.ConsumerOptions{Rail: "brief", Names: []string{"document.uploaded", "matter.created"}})
	if err != nil {
		t.Fatal(err)
	}
	batch, err := c.Fetch(10, jetstream.FetchMaxWait(time.Second))
	if err != nil {
		t.Fatal(err)
	}
	var got []bus.Nudge
	for m := range batch.Messages() {
		p, err := bus.ParseNudge(m.Subject(), m.Headers())
		if err != nil {
			t.Fatal(err)
		}
		if len(m.Data()) != 0 {
			t.Errorf("nudge has a body of %d bytes; it must carry headers only", len(m.Data()))
		}
		got = append(got, p)
		if err := m.Ack(); err != nil {
			t.Fatal(err)
		}
	}
	if len(got) != 1 || got[0] != n {
		t.Fatalf("delivered %+v, want exactly %+v", got, n)
	}
	if s := bus.Subject(n.FirmID, n.Name); s != "facts."+n.FirmID+".document.uploaded" {
		t.Errorf("subject %q", s)
	}
}

func TestExternalURLAndRestartKeepTheStream(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	dir := t.TempDir()
	server, err := bus.Start(ctx, bus.Options{DataDir: dir, Listen: "127.0.0.1:-1"})
	if err != nil {
		t.Fatal(err)
	}
	url := server.ClientURL()
	if url == "" {
		t.Fatal("embedded bus with Listen has no client URL")
	}
	client, err := bus.Start(ctx, bus.Options{URL: url})
	if err != nil {
		t.Fatal(err)
	}
	n := bus.Nudge{EventID: "8f1c2f8e-6c52-4c3b-9a59-1f4f0b7f8d11", Name: "matter.created", FirmID: "f1"}
	if _, err := client.JS.PublishMsg(ctx, n.Msg()); err != nil {
		t.Fatal(err)
	}
	client.Close()
	server.Close()

	// The store survives a restart of the embedded server.
	again, err := bus.Start(ctx, bus.Options{DataDir: dir})
	if err != nil {
		t.Fatal(err)
	}
	defer again.Close()
	info, err := again.Stream.Info(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if info.State.Msgs != 1 {
		t.Fatalf("after restart the stream holds %d messages, want 1", info.State.Msgs)
	}
	if _, err := bus.Start(ctx, bus.Options{}); err == nil {
		t.Fatal("Start without URL or data folder: want an error")
	}
}

// TestDefaultRedeliveryBackOff: the rail's consumer, as the server holds it,
// redelivers an unacknowledged nudge soon at first (a nudge that landed on a
// worker cut off in the moment before its probe noticed is served within a
// lease and a couple of seconds) and backs off geometrically after that, so
// a wedged worker's messages never come back faster than they did.
func TestDefaultRedeliveryBackOff(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	b, err := bus.Start(ctx, bus.Options{DataDir: t.TempDir()})
	if err != nil {
		t.Fatal(err)
	}
	defer b.Close()
	c, err := b.RailConsumer(ctx, bus.ConsumerOptions{Rail: "brief", Names: []string{"document.uploaded"}})
	if err != nil {
		t.Fatal(err)
	}
	info, err := c.Info(ctx)
	if err != nil {
		t.Fatal(err)
	}
	steps := info.Config.BackOff
	if len(steps) < 4 {
		t.Fatalf("back-off %v: want at least four steps", steps)
	}
	// The first two redeliveries come within 3 s of the first delivery's
	// wait: a lease of 3 s plus 2 s leaves room for one missed delivery.
	if steps[0] > time.Second || steps[0]+steps[1] > 3*time.Second {
		t.Errorf("back-off %v: the first two steps take %v, want at most 3s", steps, steps[0]+steps[1])
	}
	for i := 1; i < len(steps); i++ {
		if steps[i] < steps[i-1] || steps[i] > 4*steps[i-1] {
			t.Errorf("back-off %v: step %d (%v) is not between the step before and four times it", steps, i, steps[i])
		}
	}
	if last := steps[len(steps)-1]; last < time.Minute {
		t.Errorf("back-off %v: the last step %v is under a minute (a wedged worker's nudges would storm)", steps, last)
	}
	if info.Config.MaxDeliver <= len(steps) {
		t.Errorf("max deliver %d with %d back-off steps", info.Config.MaxDeliver, len(steps))
	}
}
