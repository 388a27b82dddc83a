package app_test

import (
	"bytes"
	"context"
	"fmt"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/nats-io/nats.go"

	"pramaan/brief/model"
	"pramaan/internal/app"
	"pramaan/internal/apptest"
	"pramaan/rail"
	"pramaan/relay"
)

// holding is a model panel member whose every call holds until its build is
// cancelled: builds in progress, for as long as the test wants them.
type holding struct {
	entered chan string // one send per call (how many documents it read)
}

func (h *holding) Name() string { return "holding" }

func (h *holding) Extract(ctx context.Context, in model.Input) (model.Output, error) {
	h.entered <- fmt.Sprint(len(in.Documents))
	<-ctx.Done()
	return model.Output{}, ctx.Err()
}

// A stop (SIGTERM cancels the process's context) during builds and during a
// relay batch stops the parts in order: the builds are cancelled and their
// claims released, so no run is left open; the relay's batch in flight is
// marked before Run returns, so no fact that reached the bus stays
// unpublished in the outbox.
func TestStopDuringBuildsLeavesNoOpenRunAndNoUnmarkedFact(t *testing.T) {
	e := newEnv(t)
	ctx := context.Background()
	m := &holding{entered: make(chan string, 64)}
	runCtx, stop := context.WithCancel(ctx)
	defer stop()
	var holdNext atomic.Bool
	inMark := make(chan struct{})
	s, err := app.New(app.Options{Pool: e.pool, Bus: e.bus, DataDir: e.dir, Model: m, Slots: 3, SlotsPerFirm: 3, Roles: app.All,
		Rail: rail.Config{WorkerID: t.Name()}, Logger: apptest.QuietLogger(),
		Relay: relay.Options{BeforeMark: func(context.Context, []string) error {
			// One batch is held between its acks and its marks until the
			// stop has begun: the batch in flight at the stop.
			if holdNext.CompareAndSwap(true, false) {
				close(inMark)
				<-runCtx.Done()
			}
			return nil
		}}})
	if err != nil {
		t.Fatal(err)
	}
	done := make(chan error, 1)
	go func() { done <- s.Run(runCtx) }()

	firm, _, err := s.Store.CreateFirm(ctx, "Test firm")
	if err != nil {
		t.Fatal(err)
	}
	pdf := apptest.PDF(t, "COMPLAINT. Acme Corp. v. Widget LLC. Filed March 3, 2024.")
	for i := range 3 {
		mt, err := s.Store.CreateMatter(ctx, firm.ID, fmt.Sprintf("Matter %d", i))
		if err != nil {
			t.Fatal(err)
		}
		if _, err := s.Store.Upload(ctx, firm.ID, mt.ID, "complaint.pdf", bytes.NewReader(pdf)); err != nil {
			t.Fatal(err)
		}
	}
	for range 3 { // three builds in progress, one per slot
		select {
		case <-m.entered:
		case <-time.After(time.Minute):
			t.Fatal("the builds did not start")
		}
	}
	holdNext.Store(true)
	if _, err := s.Store.CreateMatter(ctx, firm.ID, "The matter whose fact is in flight"); err != nil {
		t.Fatal(err)
	}
	select {
	case <-inMark:
	case <-time.After(time.Minute):
		t.Fatal("the relay took no batch")
	}
	stop() // what SIGTERM does to the process's context
	select {
	case err := <-done:
		if err != nil {
			t.Fatalf("Run: %v", err)
		}
	case <-time.After(time.Minute):
		t.Fatal("Run did not return after the stop")
	}

	var open int
	if err := e.pool.QueryRow(ctx, `SELECT count(*) FROM ops.matter_frame_runs WHERE outcome IS NULL`).Scan(&open); err != nil {
		t.Fatal(err)
	}
	if open != 0 {
		t.Errorf("%d run(s) left open after the stop", open)
	}
	// Every fact on the bus is marked published in the outbox.
	info, err := e.bus.Stream.Info(ctx)
	if err != nil {
		t.Fatal(err)
	}
	var mu sync.Mutex
	onBus := map[string]bool{}
	for seq := info.State.FirstSeq; seq <= info.State.LastSeq && seq > 0; seq++ {
		msg, err := e.bus.Stream.GetMsg(ctx, seq)
		if err != nil {
			t.Fatal(err)
		}
		mu.Lock()
		onBus[msg.Header.Get(nats.MsgIdHdr)] = true
		mu.Unlock()
	}
	rows, err := e.pool.Query(ctx, `SELECT id::text FROM ops.domain_event_outbox WHERE published_at IS NULL`)
	if err != nil {
		t.Fatal(err)
	}
	defer rows.Close()
	for rows.Next() {
		var id string
		if err := rows.Scan(&id); err != nil {
			t.Fatal(err)
		}
		if onBus[id] {
			t.Errorf("fact %s reached the bus but is unpublished in the outbox", id)
		}
	}
	if len(onBus) < 4 {
		t.Errorf("the bus holds %d facts, want the 4 matter.created at least", len(onBus))
	}
}
