package relay_test

import (
	"context"
	"errors"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/nats-io/nats.go/jetstream"

	"pramaan/bus"
	"pramaan/internal/pgtest"
	"pramaan/outbox"
	"pramaan/relay"
)

func TestMain(m *testing.M) { pgtest.Main(m) }

func startBus(t *testing.T) *bus.Bus {
	t.Helper()
	b, err := bus.Start(context.Background(), bus.Options{DataDir: t.TempDir()})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(b.Close)
	return b
}

// writeFacts commits n facts (or rolls them back) in one transaction.
func writeFacts(t *testing.T, pool *pgxpool.Pool, n int, name string, commit bool) []string {
	t.Helper()
	ctx := context.Background()
	tx, err := pool.Begin(ctx)
	if err != nil {
		t.Fatal(err)
	}
	defer tx.Rollback(ctx)
	firm := uuid.NewString()
	var ids []string
	for i := 0; i < n; i++ {
		id, err := outbox.Write(ctx, tx, outbox.Fact{FirmID: firm, MatterID: uuid.NewString(), Name: name,
			TraceParent: "00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01"})
		if err != nil {
			t.Fatal(err)
		}
		ids = append(ids, id)
	}
	if commit {
		if err := tx.Commit(ctx); err != nil {
			t.Fatal(err)
		}
	}
	return ids
}

func streamMsgs(t *testing.T, b *bus.Bus) uint64 {
	t.Helper()
	info, err := b.Stream.Info(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	return info.State.Msgs
}

func unpublished(t *testing.T, pool *pgxpool.Pool) int {
	t.Helper()
	var n int
	if err := pool.QueryRow(context.Background(), `SELECT count(*) FROM ops.domain_event_outbox WHERE published_at IS NULL`).Scan(&n); err != nil {
		t.Fatal(err)
	}
	return n
}

// awaitPublished waits on the relay's Published signal until n facts in
// all have been published and marked.
func awaitPublished(t *testing.T, r *relay.Relay, n int, what string) {
	t.Helper()
	for got := 0; got < n; {
		k, ok := r.Signals.Published.Wait(30 * time.Second)
		if !ok {
			t.Fatalf("waited 30s for %s: %d of %d published", what, got, n)
		}
		got += k
	}
}

func TestRolledBackFactNeverReachesTheBus(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	pool, b := pgtest.New(t), startBus(t)
	writeFacts(t, pool, 5, "document.uploaded", false)
	kept := writeFacts(t, pool, 3, "document.uploaded", true)
	r := relay.New(pool, b.JS, relay.Options{})
	if err := r.Drain(ctx); err != nil {
		t.Fatal(err)
	}
	if got := streamMsgs(t, b); got != 3 {
		t.Fatalf("stream holds %d messages, want the 3 committed facts only", got)
	}
	// Each message is the nudge of a committed fact: msg id = event id,
	// traceparent header, and the fact is marked published.
	c, err := b.JS.OrderedConsumer(ctx, bus.StreamName, jetstream.OrderedConsumerConfig{})
	if err != nil {
		t.Fatal(err)
	}
	batch, err := c.Fetch(10, jetstream.FetchMaxWait(time.Second))
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]bool{}
	for _, id := range kept {
		want[id] = true
	}
	for m := range batch.Messages() {
		n, err := bus.ParseNudge(m.Subject(), m.Headers())
		if err != nil {
			t.Fatal(err)
		}
		if !want[n.EventID] || m.Headers().Get("Nats-Msg-Id") != n.EventID {
			t.Errorf("message %+v is not one of the committed facts (or its msg id differs)", n)
		}
		if n.TraceParent == "" || m.Headers().Get("traceparent") != n.TraceParent {
			t.Errorf("message of %s carries no traceparent header", n.EventID)
		}
		delete(want, n.EventID)
	}
	if len(want) != 0 {
		t.Errorf("facts not delivered: %v", want)
	}
	if n := unpublished(t, pool); n != 0 {
		t.Errorf("%d facts left unpublished", n)
	}
}

func TestCrashBetweenPublishAndMarkRepublishesWithoutDuplicates(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	pool, b := pgtest.New(t), startBus(t)
	writeFacts(t, pool, 50, "matter.created", true)
	crash := errors.New("relay killed after publishing")
	crashing := relay.New(pool, b.JS, relay.Options{BatchSize: 20,
		BeforeMark: func(context.Context, []string) error { return crash }})
	if _, err := crashing.RelayOnce(ctx); !errors.Is(err, crash) {
		t.Fatalf("crashing relay: %v", err)
	}
	if got, left := streamMsgs(t, b), unpublished(t, pool); got != 20 || left != 50 {
		t.Fatalf("after the crash: %d messages in the stream (want 20 published), %d unpublished (want 50)", got, left)
	}
	// A fresh relay republishes everything; the duplicate window drops the 20.
	if err := relay.New(pool, b.JS, relay.Options{BatchSize: 20}).Drain(ctx); err != nil {
		t.Fatal(err)
	}
	if got, left := streamMsgs(t, b), unpublished(t, pool); got != 50 || left != 0 {
		t.Fatalf("after the restart: %d messages (want 50), %d unpublished (want 0)", got, left)
	}
}

func TestConcurrentRelaysPublishEachFactOnce(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	pool, b := pgtest.New(t), startBus(t)
	const total = 3000
	for i := 0; i < total/500; i++ {
		writeFacts(t, pool, 500, "document.uploaded", true)
	}
	var relays []*relay.Relay
	var wg sync.WaitGroup
	var failed atomic.Value
	for i := 0; i < 4; i++ {
		r := relay.New(pool, b.JS, relay.Options{BatchSize: 100})
		relays = append(relays, r)
		wg.Add(1)
		go func() {
			defer wg.Done()
			if err := r.Drain(ctx); err != nil {
				failed.Store(err)
			}
		}()
	}
	wg.Wait()
	if err := failed.Load(); err != nil {
		t.Fatal(err)
	}
	// SKIP LOCKED: the relays split the table, none published a fact twice.
	var sum int64
	for _, r := range relays {
		sum += r.Published()
	}
	if sum != total || unpublished(t, pool) != 0 || streamMsgs(t, b) != total {
		t.Fatalf("relays published %d (want %d), %d unpublished, stream holds %d", sum, total, unpublished(t, pool), streamMsgs(t, b))
	}
}

func TestNotificationWakesTheRelay(t *testing.T) {
	t.Parallel()
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	pool, b := pgtest.New(t), startBus(t)
	// Polling once an hour: only the notification can deliver within the test.
	r := relay.New(pool, b.JS, relay.Options{PollInterval: time.Hour})
	r.Signals.Published.Init()
	done := make(chan error, 1)
	go func() { done <- r.Run(ctx) }()
	for round := 1; round <= 3; round++ {
		writeFacts(t, pool, 1, "brief.requested", true)
		awaitPublished(t, r, 1, "the notified relay to publish")
	}
	cancel()
	if err := <-done; err != nil {
		t.Fatal(err)
	}
}

func TestRetentionDeletesOnlyOldPublishedFacts(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	pool, b := pgtest.New(t), startBus(t)
	old := writeFacts(t, pool, 7, "document.deleted", true)
	r := relay.New(pool, b.JS, relay.Options{Retention: time.Hour, PruneBatch: 3})
	if err := r.Drain(ctx); err != nil {
		t.Fatal(err)
	}
	oldUnpublished := writeFacts(t, pool, 2, "document.deleted", true)
	recent := writeFacts(t, pool, 2, "document.deleted", true)
	if err := r.Drain(ctx); err != nil {
		t.Fatal(err)
	}
	writeFacts(t, pool, 0, "document.deleted", true)
	if _, err := pool.Exec(ctx, `UPDATE ops.domain_event_outbox SET created_at = created_at - interval '2 hours',
		published_at = published_at - interval '2 hours' WHERE id = ANY($1)`, old); err != nil {
		t.Fatal(err)
	}
	if _, err := pool.Exec(ctx, `UPDATE ops.domain_event_outbox SET created_at = created_at - interval '2 hours',
		published_at = NULL WHERE id = ANY($1)`, oldUnpublished); err != nil {
		t.Fatal(err)
	}
	n, err := r.Prune(ctx)
	if err != nil {
		t.Fatal(err)
	}
	var left int
	if err := pool.QueryRow(ctx, `SELECT count(*) FROM ops.domain_event_outbox`).Scan(&left); err != nil {
		t.Fatal(err)
	}
	if n != int64(len(old)) || left != len(oldUnpublished)+len(recent) {
		t.Fatalf("pruned %d (want %d), %d left (want %d)", n, len(old), left, len(oldUnpublished)+len(recent))
	}
}

// TestPollingAloneRelays: with notifications off (a lost NOTIFY, a pooler
// that cannot LISTEN) the poll still relays every fact.
func TestPollingAloneRelays(t *testing.T) {
	t.Parallel()
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	pool, b := pgtest.New(t), startBus(t)
	r := relay.New(pool, b.JS, relay.Options{DisableNotify: true, PollInterval: 50 * time.Millisecond})
	r.Signals.Published.Init()
	done := make(chan error, 1)
	go func() { done <- r.Run(ctx) }()
	writeFacts(t, pool, 3, "matter.created", true)
	awaitPublished(t, r, 3, "the polling relay to publish")
	cancel()
	if err := <-done; err != nil {
		t.Fatal(err)
	}
}
