package trigger_test

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"testing"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"

	"pramaan/rail"
	"pramaan/relay"
	"pramaan/trigger"
)

// One batch of facts in one transaction: the gates, the inbox and the
// demands of each decided as Handle decides them one by one (two demands on
// one matter in the batch count two); a duplicate changes nothing; a fact
// whose matter's job row another session holds is left out at once with
// ErrBusy and nothing of it recorded, so its redelivery demands once.
func TestHandleBatch(t *testing.T) {
	t.Parallel()
	w := newWorld(t)
	ctx := w.ctx
	r := rail.New(w.pool, rail.Config{WorkerID: "batch"})
	// A Runner that is not run: its slots let demands claim, and the claims
	// won wait in its queue.
	const slots = 8
	runner := rail.NewRunner(r, func(context.Context, rail.Claim) (rail.Frame, error) { return rail.Frame{}, nil },
		rail.RunnerOptions{Slots: slots})
	tr := trigger.New(w.pool, r, runner, trigger.Options{})
	firm := w.firm()
	open := w.createMatter(ctx, firm)
	other := w.createMatter(ctx, firm)
	held := w.createMatter(ctx, firm)
	archived := w.createMatter(ctx, firm)
	if _, err := w.pool.Exec(ctx, `UPDATE record.matters SET status = 'archived' WHERE matter_id = $1`, archived); err != nil {
		t.Fatal(err)
	}
	write := func(matter, name string) string {
		var id string
		w.tx(ctx, func(tx pgx.Tx) (err error) { id, err = fact(ctx, tx, firm, matter, "", name); return })
		return id
	}
	// The held matter has a job row (its matter.created demand, handled).
	heldFirst := write(held, "brief.requested")
	if _, err := tr.Handle(ctx, heldFirst); err != nil {
		t.Fatal(err)
	}
	seen := write(other, "brief.requested")
	if _, err := tr.Handle(ctx, seen); err != nil {
		t.Fatal(err)
	}
	heldReq := w.requested(held)

	events := []string{
		write(open, "document.uploaded"), // 0 demands (wins)
		write(open, "brief.requested"),   // 1 demands the same matter (breadcrumb)
		write(other, "document.uploaded"),
		seen,                                 // 3 duplicate
		write(archived, "document.uploaded"), // 4 ignored
		write(open, "brief.built"),           // 5 not demanding
		uuid.NewString(),                     // 6 not in the outbox
		write(held, "document.uploaded"),     // 7 the held row: busy
		"not-an-event-id",                    // 8 bad input
	}
	holder, err := w.pool.Begin(ctx)
	if err != nil {
		t.Fatal(err)
	}
	defer func() { _ = holder.Rollback(ctx) }()
	if _, err := holder.Exec(ctx, `SELECT 1 FROM ops.matter_frame_jobs WHERE matter_id = $1 FOR UPDATE`, held); err != nil {
		t.Fatal(err)
	}
	bctx, cancel := context.WithTimeout(ctx, 20*time.Second)
	defer cancel()
	outs := tr.HandleBatch(bctx, events, nil)
	for i, o := range outs {
		if o.EventID != events[i] {
			t.Fatalf("outcome %d is for event %s, want %s", i, o.EventID, events[i])
		}
		if i < 7 && o.Err != nil {
			t.Fatalf("event %d: %v", i, o.Err)
		}
	}
	if o := outs[0]; !o.Demanded || !o.Demand.Won {
		t.Errorf("first demand on the open matter: %+v", o.Outcome)
	}
	if o := outs[1]; !o.Demanded || o.Demand.Won || o.Demand.Requested != 2 {
		t.Errorf("second demand on the open matter: %+v", o.Outcome)
	}
	if o := outs[2]; !o.Demanded || o.Demand.Won {
		t.Errorf("demand on the other matter (running): %+v", o.Outcome)
	}
	if !outs[3].Duplicate || outs[3].Demanded {
		t.Errorf("duplicate: %+v", outs[3].Outcome)
	}
	if outs[4].Ignored != "archived matter" || outs[5].Ignored != "not a demanding fact" || !outs[6].Unknown {
		t.Errorf("gates: %+v / %+v / %+v", outs[4].Outcome, outs[5].Outcome, outs[6].Outcome)
	}
	if !errors.Is(outs[7].Err, trigger.ErrBusy) || outs[7].Demanded {
		t.Errorf("fact on the held row: %+v err %v, want ErrBusy", outs[7].Outcome, outs[7].Err)
	}
	if outs[8].Err == nil {
		t.Errorf("a malformed event id was accepted: %+v", outs[8])
	}
	// Three claims won in all (two before the batch, one in it) hold their
	// slots; every other slot the batch held is given back.
	if free := runner.FreeSlots(); free != slots-3 {
		t.Errorf("free slots after the batch: %d, want %d", free, slots-3)
	}
	if err := holder.Rollback(ctx); err != nil {
		t.Fatal(err)
	}
	if got := w.requested(open); got != 2 {
		t.Errorf("open matter: requested_generation %d, want 2", got)
	}
	if got := w.requested(held); got != heldReq {
		t.Errorf("held matter: a busy fact was recorded: requested %d -> %d", heldReq, got)
	}
	if n := w.mustCount(`SELECT count(*) FROM ops.rail_inbox WHERE event_id = $1`, events[7]); n != 0 {
		t.Errorf("a busy fact kept its inbox row")
	}
	// Redelivered, the busy fact demands once; again, it is a duplicate.
	for k := 0; k < 2; k++ {
		out, err := tr.Handle(ctx, events[7])
		if err != nil || out.Duplicate != (k == 1) {
			t.Fatalf("redelivery %d of the busy fact: %+v %v", k, out, err)
		}
	}
	if got := w.requested(held); got != heldReq+1 {
		t.Errorf("held matter after redelivery: requested %d, want %d", got, heldReq+1)
	}
	// The whole batch again: every fact a duplicate now, nothing demanded.
	before := w.requested(open)
	for i, o := range tr.HandleBatch(ctx, events[:6], nil) {
		if o.Err != nil || (i != 6 && o.Demanded) {
			t.Fatalf("redelivered batch, event %d: %+v %v", i, o.Outcome, o.Err)
		}
	}
	if got := w.requested(open); got != before {
		t.Errorf("a redelivered batch demanded again: %d -> %d", before, got)
	}
}

// Facts waiting on the bus when a consumer starts arrive together and are
// handled in shared transactions (inbox rows written by one transaction share
// its id, xmin), and every fact is still served exactly once.
func TestConsumerBatchesFactsThatArriveTogether(t *testing.T) {
	t.Parallel()
	w := newWorld(t)
	ctx := w.ctx
	firm := w.firm()
	const n = 24
	matters := make([]string, n)
	for i := range matters {
		matters[i] = w.createMatter(ctx, firm)
	}
	w.startRelay(relay.Options{})
	w.waitFor("every fact on the bus", 30*time.Second, func() (int, error) {
		return w.count(`SELECT count(*) FROM ops.domain_event_outbox WHERE published_at IS NULL`)
	})
	w.startWorker("batcher", workerOptions{consume: true, slots: 8})
	w.waitQuiet(matters, 60*time.Second)
	var rows, txs int
	if err := w.pool.QueryRow(ctx, `SELECT count(*), count(DISTINCT i.xmin::text) FROM ops.rail_inbox i
		JOIN ops.domain_event_outbox o ON o.id = i.event_id WHERE o.event_name = 'matter.created' AND i.rail = 'brief'`).
		Scan(&rows, &txs); err != nil {
		t.Fatal(err)
	}
	t.Logf("%d facts handled in %d transactions", rows, txs)
	if rows != n || txs >= n {
		t.Fatalf("%d facts in %d transactions: want all %d, in fewer transactions than facts", rows, txs, n)
	}
	for _, m := range matters {
		if got := w.requested(m); got != 1 {
			t.Fatalf("matter %s: requested_generation %d, want 1 (one fact, one demand)", m, got)
		}
	}
}

// The coverage scan demands a page's stale matters as one batch. Three
// workers' reconcilers race their passes over matters whose documents no
// nudge announced (their facts are in the inbox, as if handled before the
// documents came): each stale matter is demanded, claimed with a slot held
// for it or recorded pending without one, and built; no slot is lost, and
// once quiet every matter is current.
func TestStalePassesRaceInBatches(t *testing.T) {
	t.Parallel()
	w := newWorld(t)
	ctx := w.ctx
	var workers []*worker
	for i := 0; i < 3; i++ {
		workers = append(workers, w.startWorker(fmt.Sprintf("pool-%d", i), workerOptions{slots: 2}))
	}
	firm := w.firm()
	const n = 30
	var matters []string
	for i := 0; i < n; i++ {
		m := w.createMatter(ctx, firm)
		w.upload(ctx, firm, m, false)
		w.upload(ctx, firm, m, false)
		matters = append(matters, m)
	}
	// The dropped-nudge scan has nothing to do: only the coverage scan can
	// find these matters.
	if _, err := w.pool.Exec(ctx, `INSERT INTO ops.rail_inbox (rail, event_id, outcome)
		SELECT 'brief', id, 'demanded' FROM ops.domain_event_outbox WHERE firm_id = $1`, firm); err != nil {
		t.Fatal(err)
	}
	var (
		mu      sync.Mutex
		stale   int
		batched bool
	)
	pctx, stopPasses := context.WithCancel(ctx)
	var wg sync.WaitGroup
	for _, wk := range workers {
		rec := wk.trigger.NewReconciler(trigger.ReconcilerOptions{Grace: time.Millisecond, Batch: 10})
		wg.Add(1)
		go func() {
			defer wg.Done()
			for pctx.Err() == nil {
				res, err := rec.Pass(pctx)
				if err != nil && pctx.Err() == nil {
					t.Errorf("pass: %v", err)
					return
				}
				mu.Lock()
				stale += res.StaleMatters
				batched = batched || res.StaleMatters > 1
				mu.Unlock()
			}
		}()
	}
	w.waitFor("every matter current", 60*time.Second, func() (int, error) { return w.count(notCurrent, matters) })
	stopPasses()
	wg.Wait()
	if stale < n || !batched {
		t.Fatalf("the passes demanded %d stale matters (batched: %v), want at least %d, several in one pass", stale, batched, n)
	}
	w.waitFor("every runner's slots free", 10*time.Second, func() (int, error) {
		busy := 0
		for _, wk := range workers {
			busy += 2 - wk.runner.FreeSlots()
		}
		return busy, nil
	})
	if left := w.mustCount(`SELECT count(*) FROM ops.matter_frame_runs WHERE firm_id = $1 AND outcome IS NULL`, firm); left != 0 {
		t.Fatalf("%d runs left open", left)
	}
}

// A burst of nudges waiting on the bus goes in batches bigger than the
// consumer's batch slots: forty facts relayed before the consumer starts
// are taken by one fetch and handled together, so at least one transaction
// (the inbox rows it wrote share its id, xmin) carries more than eight of
// them. Every matter is then current, each fact seen once.
func TestBurstFillsABatchOfMoreThanEight(t *testing.T) {
	t.Parallel()
	w := newWorld(t)
	ctx := w.ctx
	firm := w.firm()
	const n = 40
	matters := make([]string, n)
	for i := range matters {
		matters[i] = w.createMatter(ctx, firm)
	}
	if err := relay.New(w.pool, w.bus.JS, relay.Options{}).Drain(ctx); err != nil {
		t.Fatal(err)
	}
	w.startWorker("burst", workerOptions{consume: true, slots: n})
	w.waitQuiet(matters, 60*time.Second)
	var facts, biggest int
	if err := w.pool.QueryRow(ctx, `SELECT coalesce(sum(k), 0)::int, coalesce(max(k), 0)::int FROM (
		SELECT count(*) AS k FROM ops.rail_inbox i JOIN ops.domain_event_outbox o ON o.id = i.event_id
		 WHERE i.rail = 'brief' AND o.firm_id = $1 GROUP BY i.xmin::text) s`, firm).Scan(&facts, &biggest); err != nil {
		t.Fatal(err)
	}
	t.Logf("%d facts; the biggest batch carried %d", facts, biggest)
	if facts != n {
		t.Fatalf("%d facts in the inbox, want %d", facts, n)
	}
	if biggest <= 8 {
		t.Fatalf("the biggest batch carried %d facts: a burst of %d went in batches of at most eight", biggest, n)
	}
}
