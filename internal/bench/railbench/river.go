package railbench

import (
	"context"
	"fmt"
	"io"
	"log/slog"
	"sync"
	"sync/atomic"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/riverqueue/river"
	"github.com/riverqueue/river/riverdriver/riverpgxv5"
	"github.com/riverqueue/river/rivermigrate"
)

// The peer: River (github.com/riverqueue/river), the Postgres job queue a Go
// team would pick instead of writing a rail, running its own benchmark's
// workload: no-op jobs worked while more are inserted, with the fetch
// settings and worker count its benchmark uses, in a scratch schema of the
// same server. Only this harness imports River; no product package does.

// riverSchema is the scratch schema River's tables live in during a run.
const riverSchema = "river_bench"

// River's benchmark settings (its `river bench` command): a short fetch
// cooldown and poll interval, many workers, and a backlog kept topped up in
// batches of insertBatch while the jobs are worked.
const (
	riverFetchCooldown = 2 * time.Millisecond
	riverFetchPoll     = 20 * time.Millisecond
	riverMaxWorkers    = 2_000
	riverInsertBatch   = 5_000
	riverBacklog       = 75_000
	riverInsertCheck   = 250 * time.Millisecond
	// riverStartBound bounds the wait for a started client's first job.
	riverStartBound = 30 * time.Second
)

// noopArgs is the benchmark job: it carries a number and does nothing.
type noopArgs struct {
	Num int `json:"num"`
}

// Kind names the job kind in River's table.
func (noopArgs) Kind() string { return "pramaan_bench_noop" }

type noopWorker struct {
	river.WorkerDefaults[noopArgs]
}

func (noopWorker) Work(context.Context, *river.Job[noopArgs]) error { return nil }

// riverPeer is River's client on its own pool, stopped between its rounds so
// that it does not load the server while the other sides are measured.
type riverPeer struct {
	pool   *pgxpool.Pool
	client *river.Client[pgx.Tx]

	completed atomic.Int64 // jobs River reported completed
	left      atomic.Int64 // inserted and not yet completed
	inserted  atomic.Int64
	nextNum   int
	wg        sync.WaitGroup
	closeOnce sync.Once
}

// newRiverPeer migrates River's schema into riverSchema on the server at
// dbURL and returns its client (not started), with a pool of poolSize.
func newRiverPeer(ctx context.Context, dbURL string, poolSize int) (*riverPeer, error) {
	pc, err := pgxpool.ParseConfig(dbURL)
	if err != nil {
		return nil, err
	}
	pc.MaxConns = int32(poolSize)
	pool, err := pgxpool.NewWithConfig(ctx, pc)
	if err != nil {
		return nil, err
	}
	p := &riverPeer{pool: pool}
	ok := false
	defer func() {
		if !ok {
			p.close()
		}
	}()
	if _, err := pool.Exec(ctx, "DROP SCHEMA IF EXISTS "+riverSchema+" CASCADE; CREATE SCHEMA "+riverSchema); err != nil {
		return nil, fmt.Errorf("bench rail: river: scratch schema %s: %w", riverSchema, err)
	}
	driver := riverpgxv5.New(pool)
	mig, err := rivermigrate.New(driver, &rivermigrate.Config{Schema: riverSchema,
		Logger: slog.New(slog.NewTextHandler(io.Discard, nil))})
	if err != nil {
		return nil, fmt.Errorf("bench rail: river: migrator: %w", err)
	}
	if _, err := mig.Migrate(ctx, rivermigrate.DirectionUp, nil); err != nil {
		return nil, fmt.Errorf("bench rail: river: migrate schema %s: %w", riverSchema, err)
	}
	workers := river.NewWorkers()
	river.AddWorker(workers, noopWorker{})
	p.client, err = river.NewClient(driver, &river.Config{
		Schema:            riverSchema,
		FetchCooldown:     riverFetchCooldown,
		FetchPollInterval: riverFetchPoll,
		Queues:            map[string]river.QueueConfig{river.QueueDefault: {MaxWorkers: riverMaxWorkers}},
		Workers:           workers,
		Logger:            slog.New(slog.NewTextHandler(io.Discard, &slog.HandlerOptions{Level: slog.LevelError})),
	})
	if err != nil {
		return nil, fmt.Errorf("bench rail: river: client: %w", err)
	}
	ok = true
	return p, nil
}

// topUp inserts batches until at least riverBacklog jobs are waiting.
func (p *riverPeer) topUp(ctx context.Context) error {
	batch := make([]river.InsertManyParams, riverInsertBatch)
	for p.left.Load() < riverBacklog {
		for i := range batch {
			p.nextNum++
			batch[i] = river.InsertManyParams{Args: noopArgs{Num: p.nextNum}}
		}
		if _, err := p.client.InsertMany(ctx, batch); err != nil {
			return fmt.Errorf("bench rail: river: insert jobs: %w", err)
		}
		p.inserted.Add(riverInsertBatch)
		p.left.Add(riverInsertBatch)
	}
	return nil
}

// round starts River's client, lets it warm up for warm, counts the jobs it
// completes over d while an inserter keeps the backlog topped up, stops the
// client, and returns completed jobs per second.
func (p *riverPeer) round(ctx context.Context, warm, d time.Duration) (float64, error) {
	if err := p.topUp(ctx); err != nil {
		return 0, err
	}
	// Completions are counted from River's own event stream (as its
	// benchmark does: it includes the completer's batched writes). A stop
	// closes every subscription, so each round subscribes anew.
	events, unsubscribe := p.client.SubscribeConfig(&river.SubscribeConfig{ChanSize: riverBacklog,
		Kinds: []river.EventKind{river.EventKindJobCompleted}})
	p.wg.Add(1)
	go func() {
		defer p.wg.Done()
		for ev := range events {
			if ev != nil && ev.Kind == river.EventKindJobCompleted {
				p.completed.Add(1)
				p.left.Add(-1)
			}
		}
	}()
	defer p.wg.Wait()
	defer unsubscribe() // a no-op after Stop, which closed it
	if err := p.client.Start(ctx); err != nil {
		return 0, fmt.Errorf("bench rail: river: start: %w", err)
	}
	ictx, stopInserting := context.WithCancel(ctx)
	insertErr := make(chan error, 1)
	go func() {
		t := time.NewTicker(riverInsertCheck)
		defer t.Stop()
		for {
			select {
			case <-ictx.Done():
				insertErr <- nil
				return
			case <-t.C:
			}
			if err := p.topUp(ictx); err != nil && ictx.Err() == nil {
				insertErr <- err
				return
			}
		}
	}()
	sleepCtx(ctx, warm)
	// A client that has not completed a job yet is still starting (slow on
	// a loaded machine): the measured window opens at its first completion,
	// so a round never reports a start-up as a rate of zero.
	for deadline := time.Now().Add(riverStartBound); p.completed.Load() == 0 && time.Now().Before(deadline) && ctx.Err() == nil; {
		sleepCtx(ctx, 10*time.Millisecond)
	}
	n0, t0 := p.completed.Load(), time.Now()
	sleepCtx(ctx, d)
	// River completes in bursts; on a loaded machine a short window can fall
	// between two of them. The window then stays open until one lands.
	for deadline := time.Now().Add(riverStartBound); p.completed.Load() == n0 && time.Now().Before(deadline) && ctx.Err() == nil; {
		sleepCtx(ctx, 10*time.Millisecond)
	}
	n1, took := p.completed.Load(), time.Since(t0)
	stopInserting()
	ierr := <-insertErr
	sctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), 30*time.Second)
	defer cancel()
	if err := p.client.Stop(sctx); err != nil {
		return 0, fmt.Errorf("bench rail: river: stop: %w", err)
	}
	if ierr != nil {
		return 0, ierr
	}
	if err := ctx.Err(); err != nil {
		return 0, err
	}
	return float64(n1-n0) / took.Seconds(), nil
}

// close drops the scratch schema and closes the pool.
func (p *riverPeer) close() {
	p.closeOnce.Do(func() {
		ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
		defer cancel()
		_, _ = p.pool.Exec(ctx, "DROP SCHEMA IF EXISTS "+riverSchema+" CASCADE")
		p.pool.Close()
	})
}

func sleepCtx(ctx context.Context, d time.Duration) {
	t := time.NewTimer(d)
	defer t.Stop()
	select {
	case <-ctx.Done():
	case <-t.C:
	}
}
