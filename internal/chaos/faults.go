package chaos

import (
	"context"
	"encoding/hex"
	"fmt"
	"math/rand"
	"slices"
	"sort"
	"strings"
	"sync"
	"syscall"
	"time"

	"pramaan/internal/chaos/check"
)

// Fault kinds, as the report counts them.
const (
	FaultZombie         = "worker_zombie"              // SIGSTOP as its model answer is on the wire, past the lease; SIGCONT
	FaultSigstop        = "worker_sigstop"             // SIGSTOP at a random moment, past the lease; SIGCONT
	FaultStallInTx      = "worker_stall_in_tx"         // SIGSTOP inside a transaction holding a job row lock, past the lease; SIGCONT
	FaultWorkerKill     = "worker_kill"                // SIGKILL a worker (mid-build when it has one) and restart it
	FaultRelayKill      = "relay_kill"                 // SIGKILL a relay (mid-publish under load) and restart it
	FaultServeKill      = "serve_kill"                 // SIGKILL serve and restart it
	FaultPGFast         = "postgres_restart_fast"      // pg_ctl stop -m fast, start
	FaultPGImmediate    = "postgres_restart_immediate" // pg_ctl stop -m immediate (crash), start
	FaultNATSRestart    = "nats_restart"               // shut the JetStream server down under load, start it again
	FaultPGBlackhole    = "worker_postgres_blackhole"  // nothing flows between a worker and Postgres
	FaultPGDelay        = "worker_postgres_delay"      // every chunk between a worker and Postgres delayed
	FaultPGReset        = "worker_postgres_reset"      // a worker's Postgres connections reset
	FaultNATSBlackhole  = "relay_nats_blackhole"       // nothing flows between a relay and NATS
	FaultNATSDelay      = "relay_nats_delay"           // every chunk between a relay and NATS delayed
	FaultNATSReset      = "relay_nats_reset"           // a relay's NATS connections reset
	FaultNudgeDuplicate = "nudge_duplicate"            // nudges republished under fresh message ids
	FaultNudgeDelay     = "nudge_delay_reorder"        // nudges held back and delivered after newer ones
	FaultNudgeDrop      = "nudge_drop"                 // nudges deleted from the stream before delivery
)

// AllFaults is every fault kind, in report order.
var AllFaults = []string{FaultZombie, FaultSigstop, FaultStallInTx, FaultWorkerKill, FaultRelayKill, FaultServeKill,
	FaultPGFast, FaultPGImmediate, FaultNATSRestart, FaultPGBlackhole, FaultPGDelay, FaultPGReset,
	FaultNATSBlackhole, FaultNATSDelay, FaultNATSReset, FaultNudgeDuplicate, FaultNudgeDelay, FaultNudgeDrop}

// losesNudges are the faults whose damage the rail repairs through its
// slow paths (the trigger reconciler's grace, JetStream's ack wait):
// they are not started in the last NudgeAllowance of the fault phase.
var losesNudges = map[string]bool{FaultNudgeDrop: true, FaultNudgeDelay: true, FaultWorkerKill: true}

// injector runs the fault schedule.
type injector struct {
	h     *harness
	rng   *rand.Rand
	rngMu sync.Mutex

	mu     sync.Mutex
	busy   map[string]bool // resources under a fault now
	counts map[string]int
	retry  []string // kinds whose last try found nothing to hit (no build, no transaction)
	wg     sync.WaitGroup
}

func (in *injector) intn(n int) int {
	in.rngMu.Lock()
	defer in.rngMu.Unlock()
	return in.rng.Intn(n)
}

func (in *injector) between(lo, hi time.Duration) time.Duration {
	return lo + time.Duration(in.intn(int(hi-lo)+1))
}

// take reserves resources; false if any is under a fault already.
func (in *injector) take(res ...string) bool {
	in.mu.Lock()
	defer in.mu.Unlock()
	for _, r := range res {
		if in.busy[r] {
			return false
		}
	}
	for _, r := range res {
		in.busy[r] = true
	}
	return true
}

// takeWorker reserves a worker for a zombie lane when it and at least one
// other worker are under no fault; false otherwise.
func (in *injector) takeWorker(name string) bool {
	in.mu.Lock()
	defer in.mu.Unlock()
	if in.busy[name] {
		return false
	}
	free := 0
	for _, w := range in.h.workers {
		if !in.busy[w.name] && !in.busy[w.name+"<->postgres"] {
			free++
		}
	}
	if free < 2 {
		return false
	}
	in.busy[name] = true
	return true
}

func (in *injector) free(res ...string) {
	in.mu.Lock()
	defer in.mu.Unlock()
	for _, r := range res {
		delete(in.busy, r)
	}
}

func (in *injector) count(kind string) {
	in.mu.Lock()
	in.counts[kind]++
	in.mu.Unlock()
}

// run launches faults from a shuffled deck of every kind until the phase
// ends, then waits for every fault to heal.
func (in *injector) run(ctx context.Context, until time.Time, kinds []string) {
	if slices.Contains(kinds, FaultZombie) {
		for lane := range zombieLanes {
			in.wg.Add(1)
			go func() { defer in.wg.Done(); in.zombieLane(ctx, until, lane == 0) }()
		}
	}
	var deck []string
	first := true
	for time.Now().Before(until) && ctx.Err() == nil {
		if len(deck) == 0 {
			deck = append([]string(nil), kinds...)
			in.rngMu.Lock()
			in.rng.Shuffle(len(deck), func(i, j int) { deck[i], deck[j] = deck[j], deck[i] })
			in.rngMu.Unlock()
			if first {
				// The faults that must stop early go first, so that a short
				// run still injects every kind.
				sort.SliceStable(deck, func(i, j int) bool { return losesNudges[deck[i]] && !losesNudges[deck[j]] })
				first = false
			}
		}
		in.mu.Lock()
		deck = append(in.retry, deck...) // a kind that found nothing to hit goes again first
		in.retry = nil
		in.mu.Unlock()
		kind := deck[0]
		deck = deck[1:]
		late := time.Until(until) < in.h.opt.NudgeAllowance
		if late && losesNudges[kind] {
			continue
		}
		if !in.launch(ctx, kind, until) {
			// Its resource is busy: later (soon, if it must not be late).
			if losesNudges[kind] && len(deck) > 0 {
				deck = append([]string{deck[0], kind}, deck[1:]...)
			} else {
				deck = append(deck, kind)
			}
		} else {
			in.h.logf("fault %s", kind)
		}
		select {
		case <-ctx.Done():
		case <-time.After(in.between(in.h.opt.FaultGap/2, in.h.opt.FaultGap*3/2)):
		}
	}
	// The failures on cue stop with the launches, so that a build retrying
	// a failed model call is done by the time the last fault heals.
	in.h.model.heal()
	in.wg.Wait()
}

// launch starts one fault in the background; false when its resource is busy.
func (in *injector) launch(ctx context.Context, kind string, until time.Time) bool {
	h := in.h
	lease := h.opt.Lease
	pastLease := func() time.Duration { return in.between(lease+time.Second, lease+3*time.Second) }
	short := func() time.Duration { return in.between(time.Second, 4*time.Second) }
	worker := h.workers[in.intn(len(h.workers))]
	relay := h.relays[in.intn(len(h.relays))]
	var res []string
	var f func() (target string)
	switch kind {
	case FaultZombie:
		busy := h.model.busy()
		if len(busy) > 0 {
			worker = h.byName[busy[in.intn(len(busy))]]
		}
		res = []string{worker.name}
		f = func() string { return in.zombie(ctx, worker, pastLease()) }
	case FaultSigstop:
		res = []string{worker.name}
		f = func() string {
			d := pastLease()
			start := time.Now()
			if worker.signal(syscall.SIGSTOP) != nil {
				return ""
			}
			sleep(ctx, d)
			_ = worker.signal(syscall.SIGCONT)
			h.rec.add(check.Event{At: start, End: time.Now(), Kind: check.KindFault, Fault: kind, Target: worker.name})
			return worker.name
		}
	case FaultStallInTx:
		res = []string{worker.name, worker.name + "<->postgres"}
		f = func() string {
			d := pastLease() + h.opt.Lease
			if h.opt.StallFor > 0 {
				d = h.opt.StallFor
			}
			return in.stallInTx(ctx, worker, d)
		}
	case FaultWorkerKill, FaultRelayKill, FaultServeKill:
		if busy := h.model.busy(); kind == FaultWorkerKill && len(busy) > 0 {
			worker = h.byName[busy[in.intn(len(busy))]] // mid-build
		}
		p := worker
		if kind == FaultRelayKill {
			p = relay
		} else if kind == FaultServeKill {
			p = h.serve
		}
		res = []string{p.name}
		f = func() string {
			start := time.Now()
			var claims []killWait
			if kind == FaultWorkerKill {
				claims = h.watch.claimsOf(ctx, p.pid)
			}
			p.kill()
			h.watch.addKill(claims, start)
			sleep(ctx, in.between(300*time.Millisecond, 2*time.Second))
			if err := p.start(h.bin); err != nil {
				h.logf("restart %s: %v", p.name, err)
			}
			e := check.Event{At: start, End: time.Now(), Kind: check.KindFault, Fault: kind, Target: p.name}
			if kind == FaultWorkerKill {
				e.Detail = fmt.Sprintf("%d claims held", len(claims))
			}
			h.rec.add(e)
			return p.name
		}
	case FaultPGFast, FaultPGImmediate:
		res = []string{"postgres"}
		f = func() string {
			start := time.Now()
			if err := h.restartPostgres(kind == FaultPGImmediate, in.between(200*time.Millisecond, 1500*time.Millisecond)); err != nil {
				h.logf("restart postgres: %v", err)
			}
			h.watch.addPGRestart(time.Now())
			h.rec.add(check.Event{At: start, End: time.Now(), Kind: check.KindFault, Fault: kind, Target: "postgres"})
			return "postgres"
		}
	case FaultNATSRestart:
		res = []string{"nats"}
		f = func() string {
			start := time.Now()
			h.nats.stop()
			sleep(ctx, in.between(200*time.Millisecond, 1500*time.Millisecond))
			if err := h.nats.start(); err != nil {
				h.logf("restart nats: %v", err)
			}
			h.watch.addNATSRestart(time.Now())
			h.rec.add(check.Event{At: start, End: time.Now(), Kind: check.KindFault, Fault: kind, Target: "nats"})
			return "nats"
		}
	case FaultPGBlackhole, FaultPGDelay, FaultPGReset:
		px := h.pgProxy[worker.name]
		res = []string{worker.name + "<->postgres"}
		f = func() string { return in.cut(ctx, kind, worker.name+" <-> postgres", px, short()) }
	case FaultNATSBlackhole, FaultNATSDelay, FaultNATSReset:
		px := h.natsProxy[relay.name]
		res = []string{relay.name + "<->nats"}
		f = func() string { return in.cut(ctx, kind, relay.name+" <-> nats", px, short()) }
	case FaultNudgeDuplicate, FaultNudgeDelay, FaultNudgeDrop:
		res = []string{"nudges"}
		f = func() string {
			mode := map[string]string{FaultNudgeDuplicate: "duplicate", FaultNudgeDelay: "delay", FaultNudgeDrop: "drop"}[kind]
			start := time.Now()
			h.nudger.set(mode)
			sleep(ctx, in.between(2*time.Second, 6*time.Second))
			h.nudger.set("")
			h.rec.add(check.Event{At: start, End: time.Now(), Kind: check.KindFault, Fault: kind, Target: "nudges"})
			return "nudges"
		}
	default:
		return true // unknown kinds were refused when the options were read
	}
	if !in.take(res...) {
		return false
	}
	in.wg.Add(1)
	go func() {
		defer in.wg.Done()
		defer in.free(res...)
		if target := f(); target != "" {
			in.count(kind)
		} else {
			in.mu.Lock()
			if in.counts[kind] == 0 {
				in.retry = append(in.retry, kind)
			}
			in.mu.Unlock()
		}
	}()
	return true
}

// zombieLanes is how many zombies may be made at once besides the deck's.
const zombieLanes = 2

// finishMarkers are in the Brief that a finish sends to Postgres, and in
// nothing else a worker sends.
var finishMarkers = [][]byte{[]byte(`"sources"`), []byte(`"unreadable"`)}

// zombieLane makes zombies besides the deck's, one at a time, until the
// fault phase ends. Zombies are what the fencing token is for. A worker
// stopped as its model's answer is on the wire wakes with its heartbeat
// due, and only one in three to five sends its finish before the heartbeat
// learns that the claim is lost and stops the build; so one lane (finishes)
// holds a worker's finish itself on the wire, past the lease, until another
// worker has taken the matter: every such finish reaches Postgres stale.
// With one zombie card in a deck of every kind, a minute's run had one or
// two zombies, and a binary built without the fence often went unseen. A
// lane takes a worker only while at least one other is under no fault, so
// that someone takes its matters.
func (in *injector) zombieLane(ctx context.Context, until time.Time, finishes bool) {
	h := in.h
	for ctx.Err() == nil {
		sleep(ctx, in.between(h.opt.FaultGap/2, h.opt.FaultGap*3/2))
		if !time.Now().Before(until) || ctx.Err() != nil {
			return
		}
		busy := h.model.busy()
		if len(busy) == 0 {
			continue
		}
		p := h.byName[busy[in.intn(len(busy))]]
		if p == nil || !in.takeWorker(p.name) {
			continue
		}
		lease := h.opt.Lease
		d := in.between(lease+500*time.Millisecond, lease+1500*time.Millisecond)
		var target string
		if finishes {
			target = in.zombieFinish(ctx, p)
		} else {
			target = in.zombie(ctx, p, d)
		}
		if target != "" {
			in.count(FaultZombie)
			h.logf("fault %s (zombie lane, %s)", FaultZombie, map[bool]string{true: "finish held on the wire", false: "stopped as its model answer is on the wire"}[finishes])
		}
		in.free(p.name)
	}
}

// zombieFinish holds a worker's next finish on its Postgres link, sent but
// not forwarded, past its lease and until another worker has taken the
// matter: then the finish goes on, with a token that is no longer current.
// Its heartbeats ended with its build, so nothing tells it in time.
func (in *injector) zombieFinish(ctx context.Context, p *proc) string {
	h := in.h
	px := h.pgProxy[p.name]
	if px == nil {
		return ""
	}
	type caught struct {
		at    time.Time
		chunk string
	}
	fired := make(chan caught, 1)
	release := make(chan struct{})
	if !px.holdNext(finishMarkers, func(chunk []byte) {
		fired <- caught{time.Now(), string(chunk)}
		<-release
	}) {
		return ""
	}
	var c caught
	select {
	case c = <-fired:
	case <-time.After(10 * time.Second):
		if px.disarm() {
			return "" // no finish came from this worker
		}
		c = <-fired
	case <-ctx.Done():
		if px.disarm() {
			return ""
		}
		c = <-fired
	}
	defer close(release)
	start := c.at
	// The claims whose finish is held: their matters are named in it (as
	// text, or as the 16 bytes of a binary uuid parameter).
	var claims []killWait
	for _, kw := range h.watch.claimsOf(ctx, p.pid) {
		raw, _ := hex.DecodeString(strings.ReplaceAll(kw.k.matter, "-", ""))
		if strings.Contains(c.chunk, kw.k.matter) || (len(raw) == 16 && strings.Contains(c.chunk, string(raw))) {
			claims = append(claims, kw)
		}
	}
	h.logf("zombie: %s's finish held on the wire, for %d of its claims", p.name, len(claims))
	// Let go the moment another worker has the matter: the stale finish
	// then meets its successor's claim while that build is still running,
	// before the successor lands.
	for limit := time.Now().Add(h.opt.Lease + 12*time.Second); time.Now().Before(limit) && ctx.Err() == nil; {
		if len(claims) == 0 || h.watch.takenOver(ctx, p.pid, claims) {
			break
		}
		sleep(ctx, 50*time.Millisecond)
	}
	h.rec.add(check.Event{At: start, End: time.Now(), Kind: check.KindFault, Fault: FaultZombie, Target: p.name})
	return p.name
}

// zombie stops a worker just as the model's answer to one of its builds is
// on the wire, keeps it stopped past its lease, and lets it go on: it
// wakes with a finished build and a token that is no longer current.
func (in *injector) zombie(ctx context.Context, p *proc, d time.Duration) string {
	h := in.h
	fired := make(chan time.Time, 1)
	if !h.model.armZombie(p.name, func(string) {
		if p.signal(syscall.SIGSTOP) == nil {
			fired <- time.Now()
		} else {
			fired <- time.Time{}
		}
	}) {
		return ""
	}
	var start time.Time
	select {
	case start = <-fired:
	case <-time.After(10 * time.Second):
		if h.model.disarm(p.name) {
			return "" // no build came to this worker
		}
		start = <-fired
	case <-ctx.Done():
		if h.model.disarm(p.name) {
			return ""
		}
		start = <-fired
	}
	if start.IsZero() {
		return ""
	}
	// Past its lease, and on until another worker has taken a matter of
	// its over (or a bound passes): it wakes a zombie whose finish must
	// now be fenced, while its successor builds or after it landed.
	claims := h.watch.claimsOf(ctx, p.pid)
	sleep(ctx, d)
	for limit := time.Now().Add(h.opt.Lease + 12*time.Second); time.Now().Before(limit) && ctx.Err() == nil; {
		if len(claims) == 0 || h.watch.takenOver(ctx, p.pid, claims) {
			break
		}
		sleep(ctx, 100*time.Millisecond)
	}
	_ = p.signal(syscall.SIGCONT)
	h.rec.add(check.Event{At: start, End: time.Now(), Kind: check.KindFault, Fault: FaultZombie, Target: p.name})
	return p.name
}

// stallInTx stops a worker inside a transaction that holds a job row
// lock: its Postgres link is slowed so that transactions last long enough
// to be seen from pg_stat_activity, and the worker is stopped the moment
// one is. Without session bounds on the server, the lock outlives the
// lease and every demand for the matter waits on it.
func (in *injector) stallInTx(ctx context.Context, p *proc, d time.Duration) string {
	h := in.h
	px := h.pgProxy[p.name]
	px.slow(150 * time.Millisecond)
	defer px.forward()
	for limit := time.Now().Add(8 * time.Second); time.Now().Before(limit) && ctx.Err() == nil; {
		if h.watch.inTx(ctx, px.localPorts()) {
			start := time.Now()
			if p.signal(syscall.SIGSTOP) != nil {
				return ""
			}
			px.forward()
			sleep(ctx, d)
			_ = p.signal(syscall.SIGCONT)
			h.rec.add(check.Event{At: start, End: time.Now(), Kind: check.KindFault, Fault: FaultStallInTx, Target: p.name})
			return p.name
		}
		sleep(ctx, 15*time.Millisecond)
	}
	return ""
}

// cut black-holes, delays or resets one proxied link for d.
func (in *injector) cut(ctx context.Context, kind, target string, px *proxy, d time.Duration) string {
	start := time.Now()
	switch kind {
	case FaultPGBlackhole, FaultNATSBlackhole:
		px.blackhole()
		sleep(ctx, d)
		px.forward()
	case FaultPGDelay, FaultNATSDelay:
		px.slow(in.between(50*time.Millisecond, 400*time.Millisecond))
		sleep(ctx, d)
		px.forward()
	default:
		px.reset()
	}
	in.h.rec.add(check.Event{At: start, End: time.Now(), Kind: check.KindFault, Fault: kind, Target: target})
	return target
}

func sleep(ctx context.Context, d time.Duration) {
	select {
	case <-ctx.Done():
	case <-time.After(d):
	}
}
