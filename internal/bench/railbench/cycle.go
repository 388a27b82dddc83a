package railbench

import (
	"context"
	"fmt"
	"sync"
	"sync/atomic"
	"time"

	"github.com/google/uuid"

	"pramaan/rail"
)

// triggerSim stands in for the trigger and the Runner: each arriving demand
// (a nudge) waits in a queue; a few consumers each take what has arrived,
// up to a cap (as the trigger's consumer takes the nudges that arrived
// together), and make it one demand batch (rail.DemandBatch: one statement,
// one commit); each won claim's no-op build finishes through the group
// commit, as the Runner's builds do. demand returns when the matter's frame
// landed.
type triggerSim struct {
	ctx   context.Context
	r     *rail.Rail
	gc    *rail.GroupCommit
	firm  string
	queue chan *simDemand
	fetch int

	batches, demands atomic.Int64 // demand batches made, and the demands they carried

	// While timing, each cycle's stages: waiting for a consumer, the demand
	// batch (its statement and commit), and the finish (the group commit).
	timing                 atomic.Bool
	stageMu                sync.Mutex
	waited, demanded, land []time.Duration
	// And the finish's own parts, per run: when the build's goroutine
	// called the group commit and when the call returned, and what the
	// group commit said of the group the finish went in (GroupCommit.Observe).
	finishCalls map[int64]finishCall
	groupOf     map[int64]groupPart
}

type finishCall struct{ committed, called, returned time.Time }

type groupPart struct {
	waited       time.Duration
	began, ended time.Time
}

// observeGroups records each landed group's parts while timing.
func (s *triggerSim) observeGroups(l rail.GroupLanded) {
	if !s.timing.Load() {
		return
	}
	s.stageMu.Lock()
	defer s.stageMu.Unlock()
	if s.groupOf == nil {
		s.groupOf = map[int64]groupPart{}
	}
	for i, run := range l.Runs {
		s.groupOf[run] = groupPart{waited: l.Waited[i], began: l.Began, ended: l.Ended}
	}
}

// finishParts splits the timed cycles' finishes: from the demand batch's
// commit to the build's call of the group commit (starting the build's
// goroutine), waiting in the group commit, the group's transaction, and
// from its end to the call's return.
func (s *triggerSim) finishParts() (start, wait, tx, back []time.Duration) {
	s.stageMu.Lock()
	defer s.stageMu.Unlock()
	for run, c := range s.finishCalls {
		g, ok := s.groupOf[run]
		if !ok {
			continue
		}
		start = append(start, c.called.Sub(c.committed))
		wait = append(wait, g.waited)
		tx = append(tx, g.ended.Sub(g.began))
		back = append(back, c.returned.Sub(g.ended))
	}
	return start, wait, tx, back
}

type simDemand struct {
	matter  string
	done    chan error
	arrived time.Time
}

// simConsumers is how many demand batches may be in flight at once (the
// trigger's consumer handles fetched batches concurrently too).
const simConsumers = 4

// newTriggerSim starts the consumers; they stop with ctx.
func newTriggerSim(ctx context.Context, r *rail.Rail, gc *rail.GroupCommit, firm string, fetch int) *triggerSim {
	s := &triggerSim{ctx: ctx, r: r, gc: gc, firm: firm, queue: make(chan *simDemand, 1<<16), fetch: fetch}
	for k := 0; k < simConsumers; k++ {
		go s.consume()
	}
	return s
}

// demand is one arriving demand on a new matter; it returns once the
// matter's frame landed.
func (s *triggerSim) demand(int) error { return s.demandOn(uuid.NewString()) }

// demandOn is one arriving demand on matter (idle: no build of it is
// running); it returns once the matter's frame landed.
func (s *triggerSim) demandOn(matter string) error {
	d := &simDemand{matter: matter, done: make(chan error, 1), arrived: time.Now()}
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
		s.batches.Add(1)
		s.demands.Add(int64(len(batch)))
		reqs := make([]rail.DemandRequest, len(batch))
		for k, d := range batch {
			reqs[k] = rail.DemandRequest{FirmID: s.firm, MatterID: d.matter}
		}
		taken := time.Now()
		outs, errs := s.r.DemandBatch(s.ctx, reqs)
		committed := time.Now()
		timing := s.timing.Load()
		if timing {
			s.stageMu.Lock()
			for _, d := range batch {
				s.waited = append(s.waited, taken.Sub(d.arrived))
			}
			s.demanded = append(s.demanded, committed.Sub(taken))
			s.stageMu.Unlock()
		}
		for k, d := range batch {
			switch {
			case errs[k] != nil:
				d.done <- errs[k]
			case outs[k].Busy || !outs[k].Result.Won:
				d.done <- fmt.Errorf("bench rail: demand on idle matter %s did not win (busy %v)", d.matter, outs[k].Busy)
			default:
				go func(d *simDemand, c rail.Claim) {
					called := time.Now()
					_, err := s.gc.Finish(s.ctx, c, rail.Frame{Body: []byte(`{}`)}, nil)
					if timing {
						returned := time.Now()
						s.stageMu.Lock()
						s.land = append(s.land, returned.Sub(committed))
						if s.finishCalls == nil {
							s.finishCalls = map[int64]finishCall{}
						}
						s.finishCalls[c.RunID] = finishCall{committed: committed, called: called, returned: returned}
						s.stageMu.Unlock()
					}
					d.done <- err
				}(d, outs[k].Result.Claim)
			}
		}
	}
}

// closedLoop keeps one demand in flight on each of matters for d: as soon as
// a matter's frame landed it is demanded again. It returns the cycles
// (demand to landed frame) completed within d, per second; the cycles in
// flight at the end are finished but not counted.
func closedLoop(ctx context.Context, s *triggerSim, matters []string, d time.Duration) (float64, error) {
	var (
		n     atomic.Int64
		wg    sync.WaitGroup
		errMu sync.Mutex
		first error
	)
	start := time.Now()
	stop := start.Add(d)
	for _, m := range matters {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for time.Now().Before(stop) {
				if err := s.demandOn(m); err != nil {
					errMu.Lock()
					first = err
					errMu.Unlock()
					return
				}
				if time.Now().Before(stop) {
					n.Add(1)
				}
			}
		}()
	}
	wg.Wait()
	if first != nil {
		return 0, first
	}
	if err := ctx.Err(); err != nil {
		return 0, err
	}
	return float64(n.Load()) / stop.Sub(start).Seconds(), nil
}
