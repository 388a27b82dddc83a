package trigger_test

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"fmt"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"

	"pramaan/bus"
	"pramaan/internal/pgtest"
	"pramaan/outbox"
	"pramaan/rail"
	"pramaan/relay"
	"pramaan/trigger"
)

func TestMain(m *testing.M) { pgtest.Main(m) }

// world is one test's database, bus and running parts. Everything started
// through it stops (and is waited for) before the database goes.
type world struct {
	t    *testing.T
	ctx  context.Context
	pool *pgxpool.Pool
	bus  *bus.Bus
	wg   sync.WaitGroup
	stop context.CancelFunc
}

func newWorld(t *testing.T) *world {
	t.Helper()
	w := &world{t: t}
	w.pool = pgtest.NewWithConfig(t, func(c *pgxpool.Config) { c.MaxConns = 40 })
	b, err := bus.Start(context.Background(), bus.Options{DataDir: t.TempDir()})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(b.Close)
	w.bus = b
	w.ctx, w.stop = context.WithCancel(context.Background())
	t.Cleanup(func() { w.stop(); w.wg.Wait() })
	return w
}

// goRun runs f until the world stops; an error fails the test.
func (w *world) goRun(name string, f func(context.Context) error) {
	w.wg.Add(1)
	go func() {
		defer w.wg.Done()
		if err := f(w.ctx); err != nil {
			w.t.Errorf("%s: %v", name, err)
		}
	}()
}

// tx runs f in a transaction and commits it.
func (w *world) tx(ctx context.Context, f func(tx pgx.Tx) error) {
	w.t.Helper()
	if err := pgx.BeginFunc(ctx, w.pool, f); err != nil {
		w.t.Fatal(err)
	}
}

func (w *world) firm() string {
	id := uuid.NewString()
	w.tx(w.ctx, func(tx pgx.Tx) error {
		_, err := tx.Exec(w.ctx, `INSERT INTO record.firms (firm_id, name) VALUES ($1, 'Test & Co')`, id)
		return err
	})
	return id
}

// fact writes a fact in tx, as the record package does.
func fact(ctx context.Context, tx pgx.Tx, firm, matter, doc, name string) (string, error) {
	return outbox.Write(ctx, tx, outbox.Fact{FirmID: firm, MatterID: matter, DocumentID: doc, Name: name})
}

// createMatter inserts a matter and its matter.created fact in one transaction.
func (w *world) createMatter(ctx context.Context, firm string) string {
	id := uuid.NewString()
	w.tx(ctx, func(tx pgx.Tx) error {
		if _, err := tx.Exec(ctx, `INSERT INTO record.matters (firm_id, matter_id, title) VALUES ($1, $2, 'Smith v Jones')`, firm, id); err != nil {
			return err
		}
		_, err := fact(ctx, tx, firm, id, "", "matter.created")
		return err
	})
	return id
}

// upload inserts a document and its document.uploaded fact (withFact false:
// a document row alone, as if its fact were lost for good).
func (w *world) upload(ctx context.Context, firm, matter string, withFact bool) string {
	id := uuid.NewString()
	var sum [32]byte
	_, _ = rand.Read(sum[:])
	w.tx(ctx, func(tx pgx.Tx) error {
		if _, err := tx.Exec(ctx, `INSERT INTO record.documents (document_id, firm_id, matter_id, filename, sha256, size_bytes)
			VALUES ($1, $2, $3, 'exhibit.pdf', $4, 1000)`, id, firm, matter, hex.EncodeToString(sum[:])); err != nil {
			return err
		}
		if !withFact {
			return nil
		}
		_, err := fact(ctx, tx, firm, matter, id, "document.uploaded")
		return err
	})
	return id
}

func (w *world) deleteDocument(ctx context.Context, firm, matter, doc string) {
	w.tx(ctx, func(tx pgx.Tx) error {
		if _, err := tx.Exec(ctx, `UPDATE record.documents SET deleted_at = clock_timestamp() WHERE document_id = $1`, doc); err != nil {
			return err
		}
		_, err := fact(ctx, tx, firm, matter, doc, "document.deleted")
		return err
	})
}

func (w *world) requestBrief(ctx context.Context, firm, matter string) {
	w.tx(ctx, func(tx pgx.Tx) error {
		_, err := fact(ctx, tx, firm, matter, "", "brief.requested")
		return err
	})
}

// worker is one worker process's pool of parts: rail, runner, trigger,
// consumer.
type worker struct {
	rail    *rail.Rail
	runner  *rail.Runner
	trigger *trigger.Trigger
}

type workerOptions struct {
	consume bool                                    // run a bus consumer
	pause   func(ctx context.Context, c rail.Claim) // called by every build after its snapshot
	omit    bool                                    // a faulty builder: leave the first document out of every frame
	slots   int                                     // the runner's build slots (default 4)
}

// startWorker starts a worker whose build snapshots the matter's documents
// and returns a frame covering them; its OnLand writes brief.built.
func (w *world) startWorker(name string, o workerOptions) *worker {
	wk := &worker{}
	wk.rail = rail.New(w.pool, rail.Config{WorkerID: name, BackoffBase: 50 * time.Millisecond})
	build := snapshotBuild(wk.rail, o.pause)
	if o.omit {
		inner := build
		build = func(ctx context.Context, c rail.Claim) (rail.Frame, error) {
			f, err := inner(ctx, c)
			if len(f.DocumentIDs) > 0 {
				f.DocumentIDs = f.DocumentIDs[1:]
			}
			return f, err
		}
	}
	if o.slots == 0 {
		o.slots = 4
	}
	wk.runner = rail.NewRunner(wk.rail, build, rail.RunnerOptions{
		Slots:          o.slots,
		ReconcileEvery: 100 * time.Millisecond,
		OnLand: func(ctx context.Context, tx pgx.Tx, c rail.Claim, gen int64) error {
			_, err := outbox.Write(ctx, tx, outbox.Fact{FirmID: c.FirmID, MatterID: c.MatterID, Name: "brief.built",
				Payload: map[string]string{"generation": fmt.Sprint(gen)}, TraceParent: c.TraceParent})
			return err
		},
	})
	wk.trigger = trigger.New(w.pool, wk.rail, wk.runner, trigger.Options{})
	w.goRun(name+" runner", wk.runner.Run)
	if o.consume {
		c := wk.trigger.NewConsumer(w.bus, trigger.ConsumerOptions{FetchWait: 200 * time.Millisecond})
		w.goRun(name+" consumer", c.Run)
	}
	return wk
}

func snapshotBuild(r *rail.Rail, pause func(context.Context, rail.Claim)) rail.BuildFunc {
	return func(ctx context.Context, c rail.Claim) (rail.Frame, error) {
		var docs []string
		c, err := r.Snapshot(ctx, c, func(ctx context.Context, tx pgx.Tx) error {
			rows, err := tx.Query(ctx, `SELECT document_id::text FROM record.documents
				WHERE firm_id = $1 AND matter_id = $2 AND deleted_at IS NULL ORDER BY document_id`, c.FirmID, c.MatterID)
			if err != nil {
				return err
			}
			docs, err = pgx.CollectRows(rows, pgx.RowTo[string])
			return err
		})
		if err != nil {
			return rail.Frame{}, err
		}
		if pause != nil {
			pause(ctx, c)
		}
		return rail.Frame{Body: []byte(fmt.Sprintf(`{"documents": %d}`, len(docs))), DocumentIDs: docs}, nil
	}
}

func (w *world) startRelay(o relay.Options) *relay.Relay {
	r := relay.New(w.pool, w.bus.JS, o)
	w.goRun("relay", r.Run)
	return r
}

// waitFor polls cond (a count that must reach zero) until it does.
func (w *world) waitFor(what string, timeout time.Duration, cond func() (int, error)) {
	w.t.Helper()
	deadline := time.Now().Add(timeout)
	for {
		n, err := cond()
		if err != nil {
			w.t.Fatalf("waiting for %s: %v", what, err)
		}
		if n == 0 {
			return
		}
		if time.Now().After(deadline) {
			w.t.Fatalf("timed out waiting for %s (%d left)", what, n)
		}
		time.Sleep(20 * time.Millisecond)
	}
}

func (w *world) count(q string, args ...any) (int, error) {
	var n int
	err := w.pool.QueryRow(context.Background(), q, args...).Scan(&n)
	return n, err
}

func (w *world) mustCount(q string, args ...any) int {
	w.t.Helper()
	n, err := w.count(q, args...)
	if err != nil {
		w.t.Fatal(err)
	}
	return n
}

// notCurrent counts the given open matters that are not current: G4's
// condition, the job idle with nothing unserved and the newest frame
// covering exactly the matter's documents.
const notCurrent = `
SELECT count(*) FROM record.matters m
  LEFT JOIN ops.matter_frame_jobs j ON j.firm_id = m.firm_id AND j.matter_id = m.matter_id
  LEFT JOIN LATERAL (SELECT document_ids FROM ops.matter_frames f
                      WHERE f.firm_id = m.firm_id AND f.matter_id = m.matter_id
                      ORDER BY generation DESC LIMIT 1) f ON true
  CROSS JOIN LATERAL (SELECT coalesce(array_agg(document_id), '{}') AS ids FROM record.documents d
                       WHERE d.firm_id = m.firm_id AND d.matter_id = m.matter_id AND d.deleted_at IS NULL) d
 WHERE m.matter_id = ANY ($1::uuid[])
   AND NOT (j.run_status IS NOT DISTINCT FROM 'idle' AND j.served_generation = j.requested_generation
            AND NOT j.rebuild_needed
            AND f.document_ids IS NOT NULL AND f.document_ids @> d.ids AND d.ids @> f.document_ids)`

// unseenDemands counts demanding facts the Brief rail's inbox has not seen.
const unseenDemands = `
SELECT count(*) FROM ops.domain_event_outbox o
 WHERE o.event_name = ANY ($1::text[])
   AND NOT EXISTS (SELECT 1 FROM ops.rail_inbox i WHERE i.rail = 'brief' AND i.event_id = o.id)`

// waitQuiet waits until every demanding fact was seen and every matter is
// current.
func (w *world) waitQuiet(matters []string, timeout time.Duration) {
	w.t.Helper()
	w.waitFor("every demanding fact in the inbox", timeout, func() (int, error) {
		return w.count(unseenDemands, trigger.BriefDemands)
	})
	w.waitFor("every matter current", timeout, func() (int, error) { return w.count(notCurrent, matters) })
}

func (w *world) requested(matter string) int {
	w.t.Helper()
	return w.mustCount(`SELECT coalesce(max(requested_generation), 0)::int FROM ops.matter_frame_jobs WHERE matter_id = $1`, matter)
}

// startHeldWorker starts a consuming worker with one build slot whose first
// build keeps that slot until release is called (or the test ends); holding
// receives the matter of that first build.
func (w *world) startHeldWorker(t *testing.T, name string) (wk *worker, holding <-chan string, release func()) {
	var (
		first atomic.Bool
		held  = make(chan struct{})
		hold  = make(chan string, 1)
		once  sync.Once
	)
	wk = w.startWorker(name, workerOptions{consume: true, slots: 1, pause: func(ctx context.Context, c rail.Claim) {
		if first.CompareAndSwap(false, true) { // the first build keeps the only slot
			hold <- c.MatterID
			select {
			case <-held:
			case <-ctx.Done():
			}
		}
	}})
	release = func() { once.Do(func() { close(held) }) }
	t.Cleanup(release)
	return wk, hold, release
}
