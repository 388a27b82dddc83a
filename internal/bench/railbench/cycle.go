package railbench

import (
	"context"
	"errors"
	"fmt"
	"sync"

	"github.com/google/uuid"

	"pramaan/rail"
)

// demandAndFinish makes reqs' demands as one batch, then finishes every won
// claim with a no-op frame through gc, each as its own build would, and
// waits for them all. Every demand must win (the bench's matters are idle).
func demandAndFinish(ctx context.Context, r *rail.Rail, gc *rail.GroupCommit, reqs []rail.DemandRequest) error {
	outs, errs := r.DemandBatch(ctx, reqs)
	if err := errors.Join(errs...); err != nil {
		return err
	}
	var (
		wg   sync.WaitGroup
		mu   sync.Mutex
		ferr error
	)
	for k, o := range outs {
		if o.Busy || !o.Result.Won {
			return fmt.Errorf("bench rail: demand on idle matter %s did not win (busy %v)", reqs[k].MatterID, o.Busy)
		}
		wg.Add(1)
		go func(c rail.Claim) {
			defer wg.Done()
			if _, err := gc.Finish(ctx, c, rail.Frame{Body: []byte(`{}`)}, nil); err != nil {
				mu.Lock()
				ferr = errors.Join(ferr, err)
				mu.Unlock()
			}
		}(o.Result.Claim)
	}
	wg.Wait()
	return ferr
}

// triggerSim stands in for the trigger and the Runner in the latency
// measure: each arriving demand (a nudge) waits in a queue; a few consumers
// each take what has arrived (up to a fetch's worth) and make it one demand
// batch, and each won claim's no-op build finishes through the group commit.
// demand returns when the matter's frame landed.
type triggerSim struct {
	ctx   context.Context
	r     *rail.Rail
	gc    *rail.GroupCommit
	firm  string
	queue chan *simDemand
	fetch int
}

type simDemand struct {
	matter string
	done   chan error
}

// simConsumers is how many batches may be in flight at once (the trigger's
// consumer handles fetched batches concurrently too).
const simConsumers = 4

func newTriggerSim(ctx context.Context, r *rail.Rail, gc *rail.GroupCommit, firm string, opt Options) *triggerSim {
	s := &triggerSim{ctx: ctx, r: r, gc: gc, firm: firm, queue: make(chan *simDemand, 1<<16), fetch: rail.DefaultGroupMax}
	for k := 0; k < simConsumers; k++ {
		go s.consume()
	}
	return s
}

// demand is one arriving demand on a new matter; it returns once the
// matter's frame landed.
func (s *triggerSim) demand(int) error {
	d := &simDemand{matter: uuid.NewString(), done: make(chan error, 1)}
	s.queue <- d
	select {
	case err := <-d.done:
		return err
	case <-s.ctx.Done():
		return s.ctx.Err()
	}
}

func (s *triggerSim) consume() {
	for {
		var batch []*simDemand
		select {
		case <-s.ctx.Done():
			return
		case d := <-s.queue:
			batch = append(batch, d)
		}
	more:
		for len(batch) < s.fetch {
			select {
			case d := <-s.queue:
				batch = append(batch, d)
			default:
				break more
			}
		}
		reqs := make([]rail.DemandRequest, len(batch))
		for k, d := range batch {
			reqs[k] = rail.DemandRequest{FirmID: s.firm, MatterID: d.matter}
		}
		outs, errs := s.r.DemandBatch(s.ctx, reqs)
		for k, d := range batch {
			switch {
			case errs[k] != nil:
				d.done <- errs[k]
			case outs[k].Busy || !outs[k].Result.Won:
				d.done <- fmt.Errorf("bench rail: demand on new matter %s did not win", d.matter)
			default:
				go func(d *simDemand, c rail.Claim) {
					_, err := s.gc.Finish(s.ctx, c, rail.Frame{Body: []byte(`{}`)}, nil)
					d.done <- err
				}(d, outs[k].Result.Claim)
			}
		}
	}
}
