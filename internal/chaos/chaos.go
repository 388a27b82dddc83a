// Package chaos is `pramaan chaos`: the whole system as real OS processes
// (a private Postgres, a NATS JetStream server, `serve`, three `worker` and
// two `relay` processes), counsel's traffic from concurrent clients over the
// HTTP API, and faults on a seeded random schedule: zombie workers stopped
// past their lease (also from two lanes of their own all through the run,
// one of which holds a worker's finish on the wire until another worker
// has the matter, so the fence is met every minute), kills and restarts of
// every process, Postgres and NATS
// restarts under load, black-holed, delayed and reset connections, and
// duplicated, reordered and dropped nudges. Every side records what it saw;
// package check judges the history and the final ledger against the rail's
// guarantees, and the run reports its figures (docs/rail.md).
//
// It sits beside the flow, never inside it: it drives the product only
// through its binary, its HTTP API, its environment and the network, and
// reads the ledger only to judge it.
package chaos

import (
	"context"
	"errors"
	"fmt"
	"io"
	"math/rand"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/jackc/pgx/v5/pgxpool"

	"pramaan/internal/chaos/check"
	"pramaan/internal/pgserver"
	"pramaan/migrations"
	"pramaan/record"
)

// Options configure a run. Zero values mean the defaults.
type Options struct {
	// Binary is the pramaan binary whose roles run as processes. Default:
	// this process's own executable.
	Binary string
	// Dir holds the run: Postgres, JetStream, blobs, each process's log and
	// history.jsonl. Default: a new temporary folder, removed after a
	// passing run.
	Dir string
	// Duration is the fault phase; the quiet phase that follows waits for
	// every matter to become current. Default 60s.
	Duration time.Duration
	// Seed makes the fault schedule and the clients' choices repeatable.
	// Default: the clock.
	Seed int64
	// Matters driven by the clients (default 24, across two firms) and the
	// clients driving them (default 4).
	Matters, Clients int
	// Workers and Relays as processes. Default 3 and 2.
	Workers, Relays int
	// Lease of every worker (PRAMAAN_LEASE). Default 3s.
	Lease time.Duration
	// BuildTime is the fake model's time per call (±50%). Default 600ms.
	BuildTime time.Duration
	// FailRate is the share of model calls that fail. Default 0.05.
	FailRate float64
	// FaultGap is the mean time between fault launches. Default 2s.
	FaultGap time.Duration
	// Faults are the kinds to inject. Default AllFaults.
	Faults []string
	// NudgeAllowance: faults that lose nudges are repaired by the trigger
	// reconciler (grace 30 s + pass every 10 s) or JetStream's ack wait
	// (30 s), so they stop this long before the fault phase ends. Default 40s.
	NudgeAllowance time.Duration
	// NoSessionTimeouts runs the processes' database sessions with their
	// bounds off: the proxy in front of Postgres sets every timeout and
	// keepalive parameter of each session's startup message to 0.
	NoSessionTimeouts bool
	// StallFor is how long a worker_stall_in_tx fault keeps the worker
	// stopped. Default: the lease, plus one to three seconds past it.
	StallFor time.Duration
	// Env is added to every process's environment.
	Env []string
	// Log receives progress lines. Default: discarded.
	Log io.Writer
}

func (o Options) withDefaults() (Options, error) {
	if o.Binary == "" {
		exe, err := os.Executable()
		if err != nil {
			return o, fmt.Errorf("chaos: which binary: %w", err)
		}
		o.Binary = exe
	}
	if o.Duration <= 0 {
		o.Duration = 60 * time.Second
	}
	if o.Seed == 0 {
		o.Seed = time.Now().UnixNano() % 1_000_000_007
	}
	def := func(v *int, d int) {
		if *v <= 0 {
			*v = d
		}
	}
	def(&o.Matters, 24)
	def(&o.Clients, 4)
	def(&o.Workers, 3)
	def(&o.Relays, 2)
	if o.Lease <= 0 {
		o.Lease = 3 * time.Second
	}
	if o.BuildTime <= 0 {
		o.BuildTime = 600 * time.Millisecond
	}
	if o.FailRate < 0 || o.FailRate >= 1 {
		return o, fmt.Errorf("chaos: failure rate %v is not in [0, 1)", o.FailRate)
	}
	if o.FaultGap <= 0 {
		o.FaultGap = 2 * time.Second
	}
	if len(o.Faults) == 0 {
		o.Faults = AllFaults
	}
	for _, f := range o.Faults {
		if !slicesContains(AllFaults, f) {
			return o, fmt.Errorf("chaos: unknown fault kind %q (known: %s)", f, strings.Join(AllFaults, ", "))
		}
	}
	if o.NudgeAllowance <= 0 {
		o.NudgeAllowance = 40 * time.Second
	}
	if o.Log == nil {
		o.Log = io.Discard
	}
	return o, nil
}

func slicesContains(s []string, v string) bool {
	for _, x := range s {
		if x == v {
			return true
		}
	}
	return false
}

// Report is what a run found: the outside checks read its JSON names.
type Report struct {
	Seed             int64             `json:"seed"`
	Verdict          string            `json:"verdict"` // pass or fail
	Violations       []check.Violation `json:"violations"`
	Verdicts         map[string]string `json:"verdicts"` // per guarantee
	Faults           map[string]int    `json:"faults"`   // injected, by kind
	FaultsTotal      int               `json:"faults_total"`
	Nudges           map[string]int    `json:"nudges"` // duplicated, delayed, dropped
	Uploads          int               `json:"uploads"`
	Deletes          int               `json:"deletes"`
	Regenerates      int               `json:"regenerates"`
	Demands          int64             `json:"demands"`
	Builds           int               `json:"builds"`
	FramesLanded     int               `json:"frames_landed"`
	FramesFenced     int               `json:"frames_fenced"`
	ModelCalls       int               `json:"model_calls"`
	WastedModelCalls int               `json:"wasted_model_calls"`
	ModelCallsPerUp  float64           `json:"model_calls_per_upload"`
	// Recovery figures (the longest seen; 0 when none was measured).
	RecoveryAfterKillS    float64 `json:"recovery_after_kill_s"`
	RecoveryKills         int     `json:"recovery_after_kill_count"`
	RecoveryAfterKillMedS float64 `json:"recovery_after_kill_median_s"`
	// A kill's recovery clock for a matter stops when the worker that took
	// the matter over is killed in turn; that matter's recovery is then
	// the later kill's. Counted here.
	RecoveryKillsSuperseded int               `json:"recovery_after_kill_superseded"`
	RecoveryAfterPostgresS  float64           `json:"recovery_after_postgres_restart_s"`
	RecoveryAfterNATSS      float64           `json:"recovery_after_nats_restart_s"`
	MaxStalenessS           float64           `json:"max_staleness_s"`
	LongestStale            []check.Staleness `json:"longest_stale"`
	ConvergedAfterHealS     float64           `json:"converged_after_heal_s"`
	LivenessBoundS          float64           `json:"liveness_bound_s"`
	StalenessBoundS         float64           `json:"staleness_bound_s"`
	LeaseS                  float64           `json:"lease_s"`
	DurationS               float64           `json:"duration_s"`
	WallS                   float64           `json:"wall_s"`
	ClientErrors            int               `json:"client_errors"`
	UnsafeNoFence           bool              `json:"unsafe_nofence"`
	SessionTimeouts         bool              `json:"session_timeouts"`
	Dir                     string            `json:"dir"`
	History                 string            `json:"history"`
}

// harness is one run's world.
type harness struct {
	opt Options
	bin string
	dir string
	rec *recorder

	pg      *pgserver.Server
	pgMu    sync.Mutex
	dbProxy *proxy // the harness's own way in
	pool    *pgxpool.Pool
	nats    *natsServer
	model   *fakeModel
	nudger  *nudger
	watch   *watch

	serve     *proc
	workers   []*proc
	relays    []*proc
	byName    map[string]*proc
	pgProxy   map[string]*proxy
	natsProxy map[string]*proxy
	addr      string

	pidsMu sync.Mutex
	pids   map[int]string // every pid a process ever had -> its name
}

func (h *harness) logf(format string, args ...any) {
	fmt.Fprintf(h.opt.Log, "chaos: %s "+format+"\n", append([]any{time.Now().Format("15:04:05.000")}, args...)...)
}

// Run runs the system under faults and judges it.
func Run(ctx context.Context, opt Options) (*Report, error) {
	opt, err := opt.withDefaults()
	if err != nil {
		return nil, err
	}
	h := &harness{opt: opt, bin: opt.Binary, byName: map[string]*proc{},
		pgProxy: map[string]*proxy{}, natsProxy: map[string]*proxy{}}
	temp := opt.Dir == ""
	if temp {
		if h.dir, err = os.MkdirTemp("", "pramaan-chaos-"); err != nil {
			return nil, err
		}
	} else {
		if h.dir, err = filepath.Abs(opt.Dir); err == nil {
			err = os.MkdirAll(h.dir, 0o755)
		}
		if err != nil {
			return nil, fmt.Errorf("chaos: run folder: %w", err)
		}
	}
	// The postgres user (when we run as root) must reach the folder.
	_ = os.Chmod(h.dir, 0o755)
	h.logf("seed %d, run folder %s", opt.Seed, h.dir)
	if h.rec, err = newRecorder(filepath.Join(h.dir, "history.jsonl")); err != nil {
		return nil, err
	}
	// A passing run's temporary folder goes last, once every process of the
	// run (Postgres among them, whose data folder it holds) has stopped.
	remove := false
	defer func() {
		if remove {
			os.RemoveAll(h.dir)
		}
	}()
	defer h.rec.close()
	defer h.teardown()
	rep, err := h.run(ctx)
	h.logf("judged; stopping the processes")
	remove = err == nil && temp && rep.Verdict == "pass"
	return rep, err
}

func (h *harness) run(ctx context.Context) (*Report, error) {
	opt := h.opt
	began := time.Now()
	if err := h.startInfra(ctx); err != nil {
		return nil, err
	}
	firms, err := h.makeFirms(ctx)
	if err != nil {
		return nil, err
	}
	if err := h.startProcs(); err != nil {
		return nil, err
	}
	if err := h.waitServe(ctx, 60*time.Second); err != nil {
		return nil, err
	}
	cl := &clients{base: func() string { return "http://" + h.addr }, rec: h.rec,
		http: &http.Client{Timeout: 15 * time.Second}}
	for i := 0; i < opt.Matters; i++ {
		m, err := cl.createMatter(ctx, firms[i%len(firms)], fmt.Sprintf("Chaos matter %d", i+1))
		if err != nil {
			return nil, err
		}
		cl.matters = append(cl.matters, m)
	}
	h.logf("%d matters across %d firms; %d clients; faults for %s", len(cl.matters), len(firms), opt.Clients, opt.Duration)

	bg, stopBG := context.WithCancel(ctx)
	defer stopBG()
	h.watch = newWatch(h.pool)
	var bgWG sync.WaitGroup
	bgWG.Add(2)
	go func() { defer bgWG.Done(); h.watch.run(bg, 300*time.Millisecond) }()
	h.nudger = newNudger("nats://"+h.nats.addr(), opt.Seed+7)
	go func() { defer bgWG.Done(); h.nudger.run(bg) }()

	clientCtx, stopClients := context.WithCancel(ctx)
	var clWG sync.WaitGroup
	for i := 0; i < opt.Clients; i++ {
		clWG.Add(1)
		go func(i int) {
			defer clWG.Done()
			cl.run(clientCtx, fmt.Sprintf("client-%d", i+1), opt.Seed+int64(100+i))
		}(i)
	}

	in := &injector{h: h, rng: rand.New(rand.NewSource(opt.Seed)), busy: map[string]bool{}, counts: map[string]int{}}
	in.run(ctx, time.Now().Add(opt.Duration), opt.Faults)
	stopClients()
	clWG.Wait()
	// Every fault has healed and every process is up: the quiet phase.
	for _, p := range h.allProcs() {
		if !p.alive() {
			h.logf("%s is down after the fault phase; starting it", p.name)
			_ = p.start(h.bin)
		}
	}
	heal := time.Now()
	h.rec.add(check.Event{At: heal, Kind: check.KindHeal})
	h.watch.heal(heal)
	bound := opt.Lease + 5*time.Second + 3*opt.BuildTime
	h.logf("faults healed; waiting for every matter to become current (bound %s)", bound)
	deadline := heal.Add(2*bound + 20*time.Second)
	for time.Now().Before(deadline) && ctx.Err() == nil {
		if h.watch.allCurrent() && time.Since(heal) > time.Second {
			break
		}
		sleep(ctx, 250*time.Millisecond)
	}
	sleep(ctx, 500*time.Millisecond)
	end := time.Now()
	stopBG()
	bgWG.Wait()
	if ctx.Err() != nil {
		return nil, ctx.Err()
	}

	fctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	final, err := readFinal(fctx, h.pool, h.workerName)
	cancel()
	if err != nil {
		return nil, err
	}
	conv, stale := h.watch.results(end)
	staleBound := 2*opt.Lease + 10*time.Second + 6*opt.BuildTime
	res := check.Check(h.rec.history(), final, conv, stale, check.Options{
		LivenessBound: bound, StalenessBound: staleBound})

	rep := &Report{Seed: opt.Seed, Violations: res.Violations, Verdicts: res.Verdicts, Faults: in.counts,
		Nudges: h.nudger.counts(), Dir: h.dir, History: filepath.Join(h.dir, "history.jsonl"),
		LivenessBoundS: bound.Seconds(), StalenessBoundS: staleBound.Seconds(), LeaseS: opt.Lease.Seconds(),
		DurationS: opt.Duration.Seconds(), SessionTimeouts: !opt.NoSessionTimeouts, ClientErrors: cl.errs}
	for _, n := range in.counts {
		rep.FaultsTotal += n
	}
	for _, k := range opt.Faults {
		if _, ok := rep.Faults[k]; !ok {
			rep.Faults[k] = 0
		}
	}
	st := res.Stats
	rep.Uploads, rep.Deletes, rep.Regenerates, rep.Demands = st.Uploads, st.Deletes, st.Regenerates, st.Demands
	rep.Builds, rep.FramesLanded, rep.FramesFenced = st.Builds, st.FramesLanded, st.FramesFenced
	rep.ModelCalls, rep.WastedModelCalls, rep.ModelCallsPerUp = st.ModelCalls, st.WastedModelCalls, st.ModelCallsPerUp
	rep.MaxStalenessS, rep.ConvergedAfterHealS = st.MaxStalenessS, st.ConvergedAfterS
	rep.LongestStale = st.LongestStale
	h.watch.mu.Lock()
	rep.RecoveryAfterKillS, rep.RecoveryKills = maxSeconds(h.watch.killRecov), len(h.watch.killRecov)
	rep.RecoveryAfterKillMedS = medianSeconds(h.watch.killRecov)
	rep.RecoveryKillsSuperseded = h.watch.killSuperseded
	rep.RecoveryAfterPostgresS = maxSeconds(h.watch.pgRecov)
	rep.RecoveryAfterNATSS = maxSeconds(h.watch.natsRecov)
	h.watch.mu.Unlock()
	rep.UnsafeNoFence = h.unsafeNoFence()
	rep.Verdict = "pass"
	if !res.Pass() {
		rep.Verdict = "fail"
	}
	rep.WallS = roundS(time.Since(began))
	return rep, nil
}

func maxSeconds(ds []time.Duration) float64 {
	var m time.Duration
	for _, d := range ds {
		m = max(m, d)
	}
	return roundS(m)
}

func medianSeconds(ds []time.Duration) float64 {
	if len(ds) == 0 {
		return 0
	}
	s := append([]time.Duration(nil), ds...)
	sort.Slice(s, func(i, j int) bool { return s[i] < s[j] })
	return roundS(s[len(s)/2])
}

func roundS(d time.Duration) float64 { return float64(d.Milliseconds()/10) / 100 }

func (h *harness) allProcs() []*proc {
	out := []*proc{h.serve}
	out = append(out, h.workers...)
	return append(out, h.relays...)
}

// startInfra starts Postgres (migrated), NATS and the fake model.
func (h *harness) startInfra(ctx context.Context) error {
	var err error
	h.pg, err = pgserver.Start(ctx, pgserver.Options{Dir: filepath.Join(h.dir, "pg"), MaxConnections: 300, Durable: true,
		Log: func(f string, a ...any) { h.logf(f, a...) }})
	if err != nil {
		return err
	}
	if h.dbProxy, err = startProxy("harness", pgAddr(h.pg), false); err != nil {
		return err
	}
	pc, err := pgxpool.ParseConfig(h.dbURL(h.dbProxy))
	if err != nil {
		return err
	}
	pc.MaxConns = 4
	if h.pool, err = pgxpool.NewWithConfig(ctx, pc); err != nil {
		return fmt.Errorf("chaos: connect to the run's Postgres: %w", err)
	}
	if err := migrations.Up(ctx, h.pool); err != nil {
		return err
	}
	if h.nats, err = startNATS(filepath.Join(h.dir, "nats")); err != nil {
		return err
	}
	h.model, err = startModel(h.opt.BuildTime, h.opt.FailRate, h.opt.Seed+3, h.rec)
	return err
}

func pgAddr(s *pgserver.Server) string { return "127.0.0.1:" + strconv.Itoa(s.Port()) }

func (h *harness) dbURL(p *proxy) string {
	return fmt.Sprintf("postgres://postgres@%s/postgres?sslmode=disable", p.addr())
}

func (h *harness) makeFirms(ctx context.Context) ([]*firmRef, error) {
	store := record.NewStore(h.pool, record.FileBlobs{Dir: filepath.Join(h.dir, "data", "blobs")}, nil)
	var out []*firmRef
	for _, name := range []string{"Chaos & Partners LLP", "Fault Line Legal"} {
		f, key, err := store.CreateFirm(ctx, name)
		if err != nil {
			return nil, fmt.Errorf("chaos: create firm %q: %w", name, err)
		}
		out = append(out, &firmRef{id: f.ID, key: key})
	}
	return out, nil
}

// startProcs starts serve, the workers and the relays, each with its own
// proxies to Postgres and NATS.
func (h *harness) startProcs() error {
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return err
	}
	h.addr = l.Addr().String()
	_ = l.Close()
	mk := func(name string, args ...string) (*proc, error) {
		pp, err := startProxy(name+" <-> postgres", pgAddr(h.pg), h.opt.NoSessionTimeouts)
		if err != nil {
			return nil, err
		}
		np, err := startProxy(name+" <-> nats", h.nats.addr(), false)
		if err != nil {
			return nil, err
		}
		h.pgProxy[name], h.natsProxy[name] = pp, np
		env := []string{
			"PRAMAAN_DATABASE_URL=" + h.dbURL(pp),
			"PRAMAAN_NATS_URL=nats://" + np.addr(),
			"PRAMAAN_DATA=" + filepath.Join(h.dir, "data"),
			"PRAMAAN_ADDR=" + h.addr,
			"PRAMAAN_LEASE=" + h.opt.Lease.String(),
			"PRAMAAN_MODEL=openai",
			"PRAMAAN_OPENAI_BASE_URL=" + h.model.baseURL(name),
			"PRAMAAN_OPENAI_MODEL=chaos",
			"PRAMAAN_OPENAI_TIMEOUT=30s",
		}
		env = append(env, h.opt.Env...)
		p := &proc{name: name, args: args, env: env, dir: h.dir, rec: h.rec}
		h.byName[name] = p
		return p, p.start(h.bin)
	}
	if h.serve, err = mk("serve", "serve"); err != nil {
		return err
	}
	for i := 1; i <= h.opt.Workers; i++ {
		p, err := mk(fmt.Sprintf("worker-%d", i), "worker", "--slots", "4")
		if err != nil {
			return err
		}
		h.workers = append(h.workers, p)
	}
	for i := 1; i <= h.opt.Relays; i++ {
		p, err := mk(fmt.Sprintf("relay-%d", i), "relay", "--nats-listen", "")
		if err != nil {
			return err
		}
		h.relays = append(h.relays, p)
	}
	return nil
}

func (h *harness) waitServe(ctx context.Context, d time.Duration) error {
	deadline := time.Now().Add(d)
	for time.Now().Before(deadline) {
		if err := ctx.Err(); err != nil {
			return fmt.Errorf("chaos: stopped while waiting for serve on %s: %w", h.addr, err)
		}
		resp, err := http.Get("http://" + h.addr + "/healthz")
		if err == nil {
			resp.Body.Close()
			if resp.StatusCode == http.StatusOK {
				return nil
			}
		}
		if !h.serve.alive() {
			log, _ := os.ReadFile(filepath.Join(h.dir, "serve.log"))
			if len(log) > 2000 {
				log = log[len(log)-2000:]
			}
			return fmt.Errorf("chaos: serve exited at start; the end of %s:\n%s", filepath.Join(h.dir, "serve.log"), log)
		}
		sleep(ctx, 200*time.Millisecond)
	}
	return fmt.Errorf("chaos: serve not healthy on %s after %s; see %s", h.addr, d, filepath.Join(h.dir, "serve.log"))
}

// restartPostgres stops Postgres (fast, or immediate: a crash and
// recovery), waits down, starts it again, and points every proxy at it.
func (h *harness) restartPostgres(immediate bool, down time.Duration) error {
	h.pgMu.Lock()
	defer h.pgMu.Unlock()
	if immediate {
		bin, err := pgserver.FindBinDir()
		if err != nil {
			return err
		}
		args := []string{filepath.Join(bin, "pg_ctl"), "-D", filepath.Join(h.pg.Dir(), "data"), "-m", "immediate", "-w", "stop"}
		var cmd *exec.Cmd
		if os.Geteuid() == 0 {
			cmd = exec.Command("runuser", append([]string{"-u", "postgres", "--"}, args...)...)
		} else {
			cmd = exec.Command(args[0], args[1:]...)
		}
		cmd.Dir = os.TempDir()
		if out, err := cmd.CombinedOutput(); err != nil {
			return fmt.Errorf("chaos: pg_ctl stop -m immediate: %w: %s", err, out)
		}
	}
	_ = h.pg.Stop() // fast; after an immediate stop it only tidies up
	time.Sleep(down)
	s, err := pgserver.Start(context.Background(), pgserver.Options{Dir: h.pg.Dir(), MaxConnections: 300, Durable: true})
	if err != nil {
		return err
	}
	h.pg = s
	for _, p := range append([]*proxy{h.dbProxy}, mapValues(h.pgProxy)...) {
		p.setTarget(pgAddr(s))
		p.reset()
	}
	return nil
}

func mapValues(m map[string]*proxy) []*proxy {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	out := make([]*proxy, 0, len(m))
	for _, k := range keys {
		out = append(out, m[k])
	}
	return out
}

var pidOfWorkerID = regexp.MustCompile(`:(\d+):[0-9a-f]+$`)

// workerName maps a rail worker id (host:pid:suffix) to the harness's name.
func (h *harness) workerName(id string) string {
	m := pidOfWorkerID.FindStringSubmatch(id)
	if m == nil {
		return id
	}
	pid, _ := strconv.Atoi(m[1])
	h.pidsMu.Lock()
	defer h.pidsMu.Unlock()
	if h.pids == nil {
		h.pids = map[int]string{}
		for _, e := range h.rec.history().Events {
			var n int
			if _, err := fmt.Sscanf(e.Detail, "started pid %d", &n); err == nil && e.Kind == check.KindSession {
				h.pids[n] = e.Source
			}
		}
	}
	if name, ok := h.pids[pid]; ok {
		return name
	}
	return id
}

// unsafeNoFence asks the binary whether it was built without the fence.
func (h *harness) unsafeNoFence() bool {
	out, err := exec.Command(h.bin, "chaos", "--build-info").Output()
	return err == nil && strings.Contains(string(out), "unsafe_nofence")
}

func (h *harness) teardown() {
	var wg sync.WaitGroup
	for _, p := range h.allProcs() {
		if p == nil {
			continue
		}
		wg.Add(1)
		go func(p *proc) { defer wg.Done(); p.interrupt(10 * time.Second) }(p)
	}
	wg.Wait()
	for _, p := range append(mapValues(h.pgProxy), mapValues(h.natsProxy)...) {
		p.close()
	}
	if h.pool != nil {
		h.pool.Close()
	}
	if h.dbProxy != nil {
		h.dbProxy.close()
	}
	if h.model != nil {
		h.model.close()
	}
	if h.nats != nil {
		h.nats.stop()
	}
	if h.pg != nil {
		if err := h.pg.Stop(); err != nil && !errors.Is(err, os.ErrNotExist) {
			h.logf("stop postgres: %v", err)
		}
	}
}
