package railbench

import (
	"context"
	"math"
	"runtime/debug"
	"sort"
	"sync"
	"time"

	"github.com/google/uuid"
)

// riverWarm is how long River's client runs after each start before its
// completions are counted (its producer's first fetches, its completer's
// first batch).
const riverWarm = 250 * time.Millisecond

// openLoop offers f at rate calls per second for d, each call in its own
// goroutine started when it is due, whether or not earlier calls have
// returned (an open loop: a slow call does not hold back the offered load,
// so queueing shows in the figures). It returns each call's latency,
// measured from when it was due to when it returned.
func openLoop(ctx context.Context, rate float64, d time.Duration, f func(i int) error) ([]time.Duration, error) {
	if rate <= 0 {
		return nil, nil
	}
	n := int(rate * d.Seconds())
	lat := make([]time.Duration, n)
	var (
		wg    sync.WaitGroup
		mu    sync.Mutex
		first error
	)
	start := time.Now()
	interval := time.Duration(float64(time.Second) / rate)
	for i := 0; i < n && ctx.Err() == nil; i++ {
		due := start.Add(time.Duration(i) * interval)
		if wait := time.Until(due); wait > 0 {
			time.Sleep(wait)
		}
		wg.Add(1)
		go func(i int, due time.Time) {
			defer wg.Done()
			err := f(i)
			lat[i] = time.Since(due)
			if err != nil {
				mu.Lock()
				if first == nil {
					first = err
				}
				mu.Unlock()
			}
		}(i, due)
	}
	wg.Wait()
	if first != nil {
		return nil, first
	}
	return lat, ctx.Err()
}

// percentileMS is the q-quantile of lat in milliseconds (nearest rank).
func percentileMS(lat []time.Duration, q float64) float64 {
	if len(lat) == 0 {
		return 0
	}
	s := append([]time.Duration(nil), lat...)
	sort.Slice(s, func(i, j int) bool { return s[i] < s[j] })
	k := int(math.Ceil(q*float64(len(s)))) - 1
	k = max(0, min(k, len(s)-1))
	return float64(s[k].Microseconds()) / 1000
}

// riverVersion is the version of River's module built into this binary.
func riverVersion() string {
	bi, ok := debug.ReadBuildInfo()
	if !ok {
		return "unknown"
	}
	for _, m := range bi.Deps {
		if m.Path == "github.com/riverqueue/river" {
			return m.Version
		}
	}
	return "unknown"
}

// buildAll names len(matters) new matters and builds each once through sim,
// at most par at a time, so that each is idle with its frame landed.
func buildAll(ctx context.Context, sim *triggerSim, matters []string, par int) error {
	for i := range matters {
		matters[i] = uuid.NewString()
	}
	sem := make(chan struct{}, max(par, 1))
	var (
		wg    sync.WaitGroup
		mu    sync.Mutex
		first error
	)
	for _, m := range matters {
		if ctx.Err() != nil {
			break
		}
		sem <- struct{}{}
		wg.Add(1)
		go func(m string) {
			defer func() { <-sem; wg.Done() }()
			if err := sim.demandOn(m); err != nil {
				mu.Lock()
				if first == nil {
					first = err
				}
				mu.Unlock()
			}
		}(m)
	}
	wg.Wait()
	if first != nil {
		return first
	}
	return ctx.Err()
}
