package trigger_test

import (
	"context"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"

	"pramaan/internal/pgtest"
	"pramaan/rail"
	"pramaan/relay"
	"pramaan/trigger"
)

// holdRow takes the matter's job row lock in a transaction of a session
// with no bounds of its own (a stalled worker, as the server sees it before
// its idle bound ends it), and returns the func that lets it go.
func holdRow(t *testing.T, pool *pgxpool.Pool, firm, matter string) func() {
	t.Helper()
	ctx := context.Background()
	c, err := pgx.Connect(ctx, pool.Config().ConnConfig.ConnString())
	if err != nil {
		t.Fatal(err)
	}
	tx, err := c.Begin(ctx)
	if err != nil {
		t.Fatal(err)
	}
	tag, err := tx.Exec(ctx, `SET LOCAL idle_in_transaction_session_timeout = 0;
		SELECT 1 FROM ops.matter_frame_jobs WHERE firm_id = '`+firm+`' AND matter_id = '`+matter+`' FOR UPDATE`)
	if err != nil || tag.RowsAffected() != 1 {
		t.Fatalf("lock the job row: %v (%s)", err, tag)
	}
	released := false
	release := func() {
		if !released {
			released = true
			_ = tx.Rollback(ctx)
			_ = c.Close(ctx)
		}
	}
	t.Cleanup(release)
	return release
}

// A demand that meets a job row locked by a stalled session gives up within
// the trigger's lock bound instead of waiting: nothing is recorded (no inbox
// row, no demand), so the fact's redelivery is the demand, once.
func TestDemandGivesUpOnALockedRow(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	pool := pgtest.New(t)
	r := rail.New(pool, rail.Config{WorkerID: "bulkhead"})
	tr := trigger.New(pool, r, nil, trigger.Options{LockTimeout: 300 * time.Millisecond})
	w := &world{t: t, ctx: ctx, pool: pool}
	firm := w.firm()
	matter := w.createMatter(ctx, firm)
	if _, err := r.Demand(ctx, firm, matter, rail.Cause{}); err != nil { // the job row exists
		t.Fatal(err)
	}
	before := w.requested(matter)
	release := holdRow(t, pool, firm, matter)
	doc := w.upload(ctx, firm, matter, true)
	var event string
	if err := pool.QueryRow(ctx, `SELECT id::text FROM ops.domain_event_outbox WHERE document_id = $1`, doc).Scan(&event); err != nil {
		t.Fatal(err)
	}
	began := time.Now()
	_, err := tr.Handle(ctx, event)
	took := time.Since(began)
	t.Logf("a demand on a locked row gave up after %s (bound 300ms)", took.Round(time.Millisecond))
	if !trigger.IsLockTimeout(err) {
		t.Fatalf("demand on a locked row: %v, want a lock timeout", err)
	}
	if took > 3*time.Second { // the bound is 300ms; the session's own lock bound is 5s
		t.Fatalf("the demand waited %s for the row", took)
	}
	if n := w.mustCount(`SELECT count(*) FROM ops.rail_inbox WHERE event_id = $1`, event); n != 0 || w.requested(matter) != before {
		t.Fatalf("a demand that gave up left %d inbox rows, requested %d -> %d", n, before, w.requested(matter))
	}
	release()
	out, err := tr.Handle(ctx, event)
	if err != nil || !out.Demanded {
		t.Fatalf("redelivered after the lock went: %+v, %v", out, err)
	}
	if _, err := tr.Handle(ctx, event); err != nil || w.requested(matter) != before+1 {
		t.Fatalf("a second redelivery: %v; requested %d, want %d", err, w.requested(matter), before+1)
	}
}

// One wedged matter never delays another's demand or Brief: with a single
// consumer hand, facts for a matter whose job row is held by a stalled
// session give up within the lock bound and are redelivered, while another
// matter's fact goes through and its Brief lands. Once the row is free, the
// wedged matter's fact is served, once.
func TestWedgedMatterDelaysNoOther(t *testing.T) {
	t.Parallel()
	w := newWorld(t)
	ctx := w.ctx
	w.startRelay(relay.Options{PollInterval: 50 * time.Millisecond})
	wk := &worker{}
	wk.rail = rail.New(w.pool, rail.Config{WorkerID: "bulkhead", BackoffBase: 50 * time.Millisecond})
	wk.runner = rail.NewRunner(wk.rail, snapshotBuild(wk.rail, nil), rail.RunnerOptions{Slots: 2, ReconcileEvery: 100 * time.Millisecond})
	wk.trigger = trigger.New(w.pool, wk.rail, wk.runner, trigger.Options{LockTimeout: 200 * time.Millisecond})
	w.goRun("runner", wk.runner.Run)
	w.goRun("consumer", wk.trigger.NewConsumer(w.bus, trigger.ConsumerOptions{
		FetchWait: 200 * time.Millisecond, NakDelay: 100 * time.Millisecond, Concurrency: 1}).Run)

	firm := w.firm()
	wedged, other := w.createMatter(ctx, firm), w.createMatter(ctx, firm)
	w.waitQuiet([]string{wedged, other}, 30*time.Second)

	release := holdRow(t, w.pool, firm, wedged)
	for i := 0; i < 3; i++ {
		w.upload(ctx, firm, wedged, true)
	}
	time.Sleep(300 * time.Millisecond) // the wedged matter's facts are in the consumer's hands by now
	began := time.Now()
	w.upload(ctx, firm, other, true)
	w.waitFor("the other matter current", 20*time.Second, func() (int, error) { return w.count(notCurrent, []string{other}) })
	t.Logf("the other matter was current %s after its upload, beside a wedged matter (one consumer hand)",
		time.Since(began).Round(time.Millisecond))
	if n := w.mustCount(notCurrent, []string{wedged}); n != 1 {
		t.Fatalf("the wedged matter is current while its row is held")
	}
	release()
	w.waitQuiet([]string{wedged, other}, 30*time.Second)
	if n := w.mustCount(`SELECT count(*) FROM ops.rail_inbox WHERE rail = 'brief' AND event_id IN (
		SELECT id FROM ops.domain_event_outbox WHERE matter_id = $1 AND event_name = 'document.uploaded')`, wedged); n != 3 {
		t.Fatalf("the wedged matter's 3 uploads left %d inbox rows, want 3", n)
	}
}
