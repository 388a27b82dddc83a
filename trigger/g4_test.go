package trigger_test

import (
	"fmt"
	"sync"
	"testing"
	"time"

	"pramaan/relay"
	"pramaan/trigger"
)

// TestG4TwoHundredMattersFourPools: 200 matters fed concurrently (matter
// created, three uploads, a deletion, a Regenerate click: 1,200 demanding
// facts) through two relays and the bus to four worker pools, each with its
// own rail, Runner and consumer. At quiescence every matter is current (G4),
// and each fact caused exactly one demand (G6): the sum of the requested
// generations is the number of facts.
func TestG4TwoHundredMattersFourPools(t *testing.T) {
	t.Parallel()
	w := newWorld(t)
	ctx := w.ctx
	for i := 0; i < 4; i++ {
		w.startWorker(fmt.Sprintf("pool-%d", i), workerOptions{consume: true})
	}
	w.startRelay(relay.Options{BatchSize: 200})
	w.startRelay(relay.Options{BatchSize: 200})
	firm := w.firm()

	const feeders, perFeeder = 4, 50
	matters := make([][]string, feeders)
	var wg sync.WaitGroup
	for f := 0; f < feeders; f++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			mine := make([]string, perFeeder)
			docs := make([][]string, perFeeder)
			for step := 0; step < 6; step++ { // every matter advances one step per round
				for i := range mine {
					switch step {
					case 0:
						mine[i] = w.createMatter(ctx, firm)
					case 1, 2, 3:
						docs[i] = append(docs[i], w.upload(ctx, firm, mine[i], true))
					case 4:
						w.deleteDocument(ctx, firm, mine[i], docs[i][i%3])
					case 5:
						w.requestBrief(ctx, firm, mine[i])
					}
				}
			}
			matters[f] = mine
		}()
	}
	wg.Wait()
	var all []string
	for _, m := range matters {
		all = append(all, m...)
	}
	if len(all) != feeders*perFeeder {
		t.Fatalf("fed %d matters", len(all))
	}
	w.waitQuiet(all, 90*time.Second)

	facts := w.mustCount(`SELECT count(*) FROM ops.domain_event_outbox WHERE event_name = ANY ($1)`, trigger.BriefDemands)
	demands := w.mustCount(`SELECT coalesce(sum(requested_generation), 0)::int FROM ops.matter_frame_jobs`)
	if facts != 6*len(all) || demands != facts {
		t.Errorf("%d demanding facts (want %d) caused %d demands; want exactly one each", facts, 6*len(all), demands)
	}
	// G2 on the way: per matter, frames landed in strictly increasing generations.
	if n := w.mustCount(`SELECT count(*) FROM (
		SELECT generation, lag(generation) OVER (PARTITION BY firm_id, matter_id ORDER BY built_at, generation) AS prev
		  FROM ops.matter_frames) g WHERE generation <= prev`); n != 0 {
		t.Errorf("%d frames landed after a newer one", n)
	}
	builds := w.mustCount(`SELECT count(*) FROM ops.matter_frame_runs WHERE outcome = 'landed'`)
	busy := w.mustCount(`SELECT count(DISTINCT claimed_by) FROM ops.matter_frame_jobs`)
	t.Logf("%d matters, %d facts, %d demands served by %d landed builds across %d pools", len(all), facts, demands, builds, busy)
}
