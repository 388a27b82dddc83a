package railbench

import (
	"context"
	"fmt"
	"log/slog"
	"os"
	"strconv"
	"sync"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"

	"pramaan/bus"
	"pramaan/internal/dbconfig"
	"pramaan/outbox"
	"pramaan/rail"
	"pramaan/relay"
	"pramaan/trigger"
)

// PathResult is the product's whole path, timed fact by fact: a
// brief.requested fact committed with its outbox row, the relay (woken by
// LISTEN/NOTIFY) publishing its nudge, the trigger's consumer fetching it
// and recording its demand in a batch, the Runner starting its no-op build,
// and the group commit landing its frame, seen by another session.
type PathResult struct {
	PathRate    float64 `json:"path_rate_per_s"`
	PathSamples int     `json:"path_samples"`
	// Fact commit to frame visible (a NOTIFY sent by the finish's
	// transaction, received by another session).
	PathP50MS float64 `json:"path_p50_ms"`
	PathP99MS float64 `json:"path_p99_ms"`
	// The stages, p50 and p99: fact commit → nudge on the bus (the relay);
	// → demand committed (the consumer's fetch and batch); → the build
	// started (handing the claim to the Runner); → frame visible (the group
	// commit: its wait, its transaction, the commit).
	PathRelayP50MS   float64 `json:"path_relay_p50_ms"`
	PathRelayP99MS   float64 `json:"path_relay_p99_ms"`
	PathTriggerP50MS float64 `json:"path_trigger_p50_ms"`
	PathTriggerP99MS float64 `json:"path_trigger_p99_ms"`
	PathStartP50MS   float64 `json:"path_build_start_p50_ms"`
	PathStartP99MS   float64 `json:"path_build_start_p99_ms"`
	PathFinishP50MS  float64 `json:"path_finish_p50_ms"`
	PathFinishP99MS  float64 `json:"path_finish_p99_ms"`
	// How the demands went: claimed at once (a build slot was free), or
	// recorded pending for the Runner's next pass.
	PathClaimed int `json:"path_demands_claimed"`
	PathPending int `json:"path_demands_pending"`
}

// landedChannel is the channel the path's finishes notify when their frame
// is visible.
const landedChannel = "pramaan_bench_landed"

// pathLatency runs the relay, the trigger's consumer and a Runner (no-op
// build, 256 slots: no demand waits for a slot, as in the cycles; the group
// commit at window) on an embedded JetStream,
// writes one brief.requested fact per second's share of rate on matters of
// its own for d, and times each from its commit to its frame's.
func pathLatency(ctx context.Context, dbURL string, rate float64, d, window time.Duration, progressf func(string, ...any)) (PathResult, error) {
	res := PathResult{PathRate: rate}
	n := int(rate * d.Seconds())
	if n <= 0 {
		return res, nil
	}
	// The product's pool: its session bounds, and at least 16 connections
	// as `pramaan up` opens.
	pool, err := dbconfig.NewPool(ctx, dbURL, dbconfig.ForLease(30*time.Second), func(pc *pgxpool.Config) { pc.MaxConns = 16 })
	if err != nil {
		return res, err
	}
	defer pool.Close()
	dir, err := os.MkdirTemp("", "pramaan-bench-path-")
	if err != nil {
		return res, err
	}
	defer os.RemoveAll(dir)
	b, err := bus.Start(ctx, bus.Options{DataDir: dir, Logger: slog.New(slog.DiscardHandler)})
	if err != nil {
		return res, err
	}
	defer b.Close()

	firm := uuid.NewString()
	matters := make([]string, n)
	for i := range matters {
		matters[i] = uuid.NewString()
	}
	if _, err := pool.Exec(ctx, `INSERT INTO record.firms (firm_id, name) VALUES ($1, 'bench path')`, firm); err != nil {
		return res, fmt.Errorf("bench rail: path: firm: %w", err)
	}
	if _, err := pool.Exec(ctx, `INSERT INTO record.matters (firm_id, matter_id, title) SELECT $1, m, 'bench' FROM unnest($2::uuid[]) m`,
		firm, matters); err != nil {
		return res, fmt.Errorf("bench rail: path: matters: %w", err)
	}

	type times struct{ committed, onBus, demanded, started, visible time.Time }
	var (
		mu       sync.Mutex
		byMatter = make(map[string]*times, n)
		byRun    = make(map[int64]string, n)
		visible  int
		all      = make(chan struct{})
	)
	for _, m := range matters {
		byMatter[m] = &times{}
	}
	at := func(matter string, f func(*times)) {
		mu.Lock()
		if t := byMatter[matter]; t != nil {
			f(t)
		}
		mu.Unlock()
	}

	// Frame visible: another session hears the finish's NOTIFY at its commit.
	lconn, err := pgx.Connect(ctx, pool.Config().ConnConfig.ConnString())
	if err != nil {
		return res, fmt.Errorf("bench rail: path: listen: %w", err)
	}
	defer lconn.Close(context.WithoutCancel(ctx))
	if _, err := lconn.Exec(ctx, "LISTEN "+landedChannel); err != nil {
		return res, fmt.Errorf("bench rail: path: listen: %w", err)
	}
	pctx, stop := context.WithCancel(ctx)
	var wg sync.WaitGroup
	defer func() { stop(); wg.Wait() }()
	wg.Add(1)
	go func() {
		defer wg.Done()
		for {
			note, err := lconn.WaitForNotification(pctx)
			if err != nil {
				return
			}
			now := time.Now()
			run, _ := strconv.ParseInt(note.Payload, 10, 64)
			mu.Lock()
			if t := byMatter[byRun[run]]; t != nil && t.visible.IsZero() {
				t.visible = now
				if visible++; visible == n {
					close(all)
				}
			}
			mu.Unlock()
		}
	}()
	sub, err := b.Conn.Subscribe(bus.SubjectPrefix+"."+firm+".>", func(m *nats.Msg) {
		now := time.Now()
		if nu, err := bus.ParseNudge(m.Subject, m.Header); err == nil {
			at(nu.MatterID, func(t *times) { t.onBus = now })
		}
	})
	if err != nil {
		return res, fmt.Errorf("bench rail: path: subscribe: %w", err)
	}
	defer func() { _ = sub.Unsubscribe() }()

	quiet := slog.New(slog.DiscardHandler)
	r := rail.New(pool, rail.Config{WorkerID: "bench-path", Lease: 30 * time.Second, GroupCommit: window})
	build := func(_ context.Context, c rail.Claim) (rail.Frame, error) {
		now := time.Now()
		mu.Lock()
		byRun[c.RunID] = c.MatterID
		if t := byMatter[c.MatterID]; t != nil {
			t.started = now
		}
		mu.Unlock()
		return rail.Frame{Body: []byte(`{}`)}, nil
	}
	runner := rail.NewRunner(r, build, rail.RunnerOptions{Slots: pathSlots, Logger: quiet,
		OnLand: func(ctx context.Context, tx pgx.Tx, c rail.Claim, _ int64) error {
			_, err := tx.Exec(ctx, `SELECT pg_notify($1, $2)`, landedChannel, strconv.FormatInt(c.RunID, 10))
			return err
		}})
	tr := trigger.New(pool, r, runner, trigger.Options{Rail: "bench-path", Logger: quiet,
		Observe: func(_ context.Context, out trigger.Outcome) {
			if out.Demanded {
				now := time.Now()
				at(out.MatterID, func(t *times) { t.demanded = now })
				mu.Lock()
				if out.Demand.Won {
					res.PathClaimed++
				} else {
					res.PathPending++
				}
				mu.Unlock()
			}
		}})
	rl := relay.New(pool, b.JS, relay.Options{Logger: quiet})
	goRun := func(f func(context.Context) error) {
		wg.Add(1)
		go func() { defer wg.Done(); _ = f(pctx) }()
	}
	goRun(runner.Run)
	goRun(tr.NewConsumer(b, trigger.ConsumerOptions{Logger: quiet}).Run)
	goRun(rl.Run)

	progressf("path: fact commit to frame visible through relay, bus, trigger, Runner at %.0f facts/s for %s", rate, d)
	// Writers: facts open-loop at rate, each in its own transaction.
	errs := make(chan error, 1)
	_, err = openLoop(ctx, rate, d, func(i int) error {
		m := matters[i]
		err := pgx.BeginFunc(ctx, pool, func(tx pgx.Tx) error {
			_, err := outbox.Write(ctx, tx, outbox.Fact{FirmID: firm, MatterID: m, Name: "brief.requested"})
			return err
		})
		now := time.Now()
		at(m, func(t *times) { t.committed = now })
		if err != nil {
			select {
			case errs <- err:
			default:
			}
		}
		return nil
	})
	if err != nil {
		return res, err
	}
	select {
	case err := <-errs:
		return res, fmt.Errorf("bench rail: path: write fact: %w", err)
	default:
	}
	select {
	case <-all:
	case <-time.After(60 * time.Second):
		mu.Lock()
		defer mu.Unlock()
		return res, fmt.Errorf("bench rail: path: %d of %d frames not visible within 60s", n-visible, n)
	case <-ctx.Done():
		return res, ctx.Err()
	}
	_ = b.JS.DeleteConsumer(context.WithoutCancel(ctx), bus.StreamName, "rail-bench-path")
	_ = b.Stream.Purge(context.WithoutCancel(ctx), jetstream.WithPurgeSubject(bus.SubjectPrefix+"."+firm+".>"))

	mu.Lock()
	defer mu.Unlock()
	var total, relayed, triggered, started, finished []time.Duration
	for _, t := range byMatter {
		total = append(total, t.visible.Sub(t.committed))
		if !t.onBus.IsZero() {
			relayed = append(relayed, t.onBus.Sub(t.committed))
			if !t.demanded.IsZero() {
				triggered = append(triggered, t.demanded.Sub(t.onBus))
			}
		}
		if !t.demanded.IsZero() && !t.started.IsZero() {
			started = append(started, t.started.Sub(t.demanded))
		}
		if !t.started.IsZero() {
			finished = append(finished, t.visible.Sub(t.started))
		}
	}
	res.PathSamples = len(total)
	res.PathP50MS, res.PathP99MS = percentileMS(total, 0.5), percentileMS(total, 0.99)
	res.PathRelayP50MS, res.PathRelayP99MS = percentileMS(relayed, 0.5), percentileMS(relayed, 0.99)
	res.PathTriggerP50MS, res.PathTriggerP99MS = percentileMS(triggered, 0.5), percentileMS(triggered, 0.99)
	res.PathStartP50MS, res.PathStartP99MS = percentileMS(started, 0.5), percentileMS(started, 0.99)
	res.PathFinishP50MS, res.PathFinishP99MS = percentileMS(finished, 0.5), percentileMS(finished, 0.99)
	return res, nil
}

// pathSlots is the path's build slots: more than two full batches of the
// trigger's consumer, so that no-op builds never wait for a slot and the
// figures are the rail's path, not a build capacity.
const pathSlots = 256
