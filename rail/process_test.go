package rail_test

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"

	"pramaan/internal/pgtest"
	"pramaan/rail"
)

const (
	childEnvID      = "RAIL_TEST_CHILD_ID"
	childEnvFirm    = "RAIL_TEST_CHILD_FIRM"
	childEnvMatters = "RAIL_TEST_CHILD_MATTERS"
	childLease      = 150 * time.Millisecond
	childRunFor     = 5 * time.Second
)

// childResult is what a child process reports on its stdout.
type childResult struct {
	Demands, Won, Builds, Lost, Landed, Fenced int64
}

// Two real OS processes race on one ledger: each demands random matters,
// builds with a Runner (heartbeats, reconcile loop) and shuts down
// gracefully. The parent freezes one of them (SIGSTOP) past its lease, twice:
// a true process pause, heartbeats included, so the other process takes its
// matters over and the frozen one wakes up as a zombie. Afterwards every
// matter's landed generations strictly increase, each frame was landed by
// the run that held its token, and once drained every demand is served.
func TestTwoProcessesRace(t *testing.T) {
	if os.Getenv(childEnvURL) != "" {
		t.Skip("this is the child's own process")
	}
	url := pgtest.URL(t)
	firm, _ := ids()
	var matters []string
	for i := 0; i < 4; i++ {
		_, m := ids()
		matters = append(matters, m)
	}
	var children []*exec.Cmd
	var outs []*bytes.Buffer
	var stdins []io.WriteCloser
	started := time.Now()
	for i := 0; i < 2; i++ {
		cmd := exec.Command(os.Args[0], "-test.run=^TestChildWorkerProcess$", "-test.count=1", "-test.v")
		cmd.Env = append(os.Environ(), childEnvURL+"="+url, childEnvID+"="+strconv.Itoa(i),
			childEnvFirm+"="+firm, childEnvMatters+"="+strings.Join(matters, ","))
		out := &bytes.Buffer{}
		cmd.Stdout, cmd.Stderr = out, out
		// A child works until its stdin closes: both keep going until the
		// pauses below have done what they are for, however slow the machine.
		in, err := cmd.StdinPipe()
		if err != nil {
			t.Fatal(err)
		}
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		children = append(children, cmd)
		outs = append(outs, out)
		stdins = append(stdins, in)
	}
	stopChildren := sync.OnceFunc(func() {
		for _, in := range stdins {
			_ = in.Close()
		}
	})
	t.Cleanup(func() {
		stopChildren()
		for _, c := range children {
			_ = c.Process.Signal(syscall.SIGCONT)
		}
	})
	// Freeze child 0 past its lease, twice, while both are busy: each time at
	// a moment it holds a claim (stopped, then checked on the ledger; if it
	// holds none it goes on and is stopped again), and until child 1 has
	// taken one of its matters over, so that it wakes up as a zombie.
	watch, err := pgxpool.New(context.Background(), url)
	if err != nil {
		t.Fatal(err)
	}
	defer watch.Close()
	held := func() []string {
		rows, err := watch.Query(context.Background(), `SELECT matter_id::text FROM ops.matter_frame_jobs
			WHERE run_status = 'running' AND claimed_by LIKE 'proc-0:%'`)
		if err != nil {
			t.Fatal(err)
		}
		ms, err := pgx.CollectRows(rows, pgx.RowTo[string])
		if err != nil {
			t.Fatal(err)
		}
		return ms
	}
	signal := func(sig syscall.Signal) {
		if err := children[0].Process.Signal(sig); err != nil {
			t.Fatal(err)
		}
	}
	for k := 0; k < 2; k++ {
		time.Sleep(300 * time.Millisecond) // spacing of the pauses, not a synchronisation
		var frozen []string
		tryUntil := time.Now().Add(time.Minute)
		for attempt := 0; len(frozen) == 0; attempt++ {
			if time.Now().After(tryUntil) {
				t.Fatalf("child 0 never held a claim when stopped (%d tries)", attempt)
			}
			signal(syscall.SIGSTOP)
			time.Sleep(10 * time.Millisecond) // its statements in flight land
			if frozen = held(); len(frozen) == 0 {
				signal(syscall.SIGCONT)
				time.Sleep(time.Duration(1+attempt%7) * time.Millisecond)
			}
		}
		// Until child 1 takes one of its matters over (it is still working:
		// its stdin is open), so that child 0 wakes up as a zombie.
		deadline := time.Now().Add(time.Minute)
		for {
			if time.Now().After(deadline) {
				t.Fatal("child 1 took none of the stopped child's matters over within a minute")
			}
			var taken int
			if err := watch.QueryRow(context.Background(), `SELECT count(*) FROM ops.matter_frame_jobs
				WHERE matter_id = ANY ($1::uuid[]) AND NOT (run_status = 'running' AND claimed_by LIKE 'proc-0:%')`,
				frozen).Scan(&taken); err != nil {
				t.Fatal(err)
			}
			if taken > 0 {
				break
			}
			time.Sleep(20 * time.Millisecond)
		}
		signal(syscall.SIGCONT)
	}
	// The same amount of work as ever at the least, and a moment for the
	// zombie after its last wake-up.
	time.Sleep(max(time.Until(started.Add(childRunFor)), 500*time.Millisecond))
	stopChildren()
	var total childResult
	for i, cmd := range children {
		err := cmd.Wait()
		var res childResult
		found := false
		sc := bufio.NewScanner(bytes.NewReader(outs[i].Bytes()))
		for sc.Scan() {
			if line, ok := strings.CutPrefix(sc.Text(), "RESULT "); ok {
				found = json.Unmarshal([]byte(line), &res) == nil
			}
		}
		if err != nil || !found {
			t.Fatalf("child %d: %v\n%s", i, err, outs[i].String())
		}
		t.Logf("child %d: %+v", i, res)
		total.Builds += res.Builds
		total.Landed += res.Landed
		total.Fenced += res.Fenced
		total.Lost += res.Lost
	}
	if total.Landed == 0 {
		t.Fatal("no frame landed")
	}
	// The zombie learns it lost a claim in one of three places: its finish
	// is fenced, a heartbeat during the build, or the heartbeat before a
	// queued claim's build (logged by its Runner).
	lostQueued := strings.Count(outs[0].String(), "claim lost while queued")
	if total.Fenced+total.Lost+int64(lostQueued) == 0 {
		t.Fatalf("the frozen process never came back as a zombie (no fenced finish, no lost claim)\n%s", outs[0].String())
	}

	// Drain with a patient worker, then check every matter.
	pool, err := pgxpool.New(context.Background(), url)
	if err != nil {
		t.Fatal(err)
	}
	defer pool.Close()
	f := &fixture{t: t, pool: pool, ctx: context.Background()}
	r := f.rail("drain", childLease)
	f.drain(r, nil)
	workers := map[string]bool{}
	for _, m := range matters {
		f.checkQuiet(firm, m)
		for _, rr := range f.runs(m) {
			workers[strings.SplitN(rr.Worker, ":", 2)[0]] = true
		}
	}
	if !workers["proc-0"] || !workers["proc-1"] {
		t.Fatalf("runs by %v: both processes should have built", workers)
	}
}

// TestChildWorkerProcess is the body of one child process of
// TestTwoProcessesRace; it does nothing in a normal test run.
func TestChildWorkerProcess(t *testing.T) {
	url := os.Getenv(childEnvURL)
	if url == "" {
		t.Skip("runs only as a child process of TestTwoProcessesRace")
	}
	id, _ := strconv.Atoi(os.Getenv(childEnvID))
	firm := os.Getenv(childEnvFirm)
	matters := strings.Split(os.Getenv(childEnvMatters), ",")
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	pool, err := pgxpool.New(ctx, url)
	if err != nil {
		t.Fatal(err)
	}
	defer pool.Close()
	r := rail.New(pool, rail.Config{WorkerID: fmt.Sprintf("proc-%d:%d", id, os.Getpid()), Lease: childLease,
		Heartbeat: childLease / 4, BackoffBase: 20 * time.Millisecond, BackoffMax: 100 * time.Millisecond})
	var res childResult
	var lost atomic.Int64
	rng := rand.New(rand.NewPCG(uint64(os.Getpid()), 1))
	stall := func() time.Duration { return rand.N(60 * time.Millisecond) } // goroutine-safe
	var builds atomic.Int64
	rn := rail.NewRunner(r, func(bctx context.Context, c rail.Claim) (rail.Frame, error) {
		builds.Add(1)
		select {
		case <-time.After(stall()):
		case <-bctx.Done():
			if errors.Is(context.Cause(bctx), rail.ErrLostClaim) {
				lost.Add(1)
			}
			return rail.Frame{}, bctx.Err()
		}
		return rail.Frame{Body: []byte(fmt.Sprintf(`{"proc":%d}`, id)), ModelCalls: 1}, nil
	}, rail.RunnerOptions{Slots: 3, ReconcileEvery: 30 * time.Millisecond, Logger: quietLogger(t)})
	runCtx, stopRunner := context.WithCancel(ctx)
	done := make(chan error, 1)
	go func() { done <- rn.Run(runCtx) }()
	stop := make(chan struct{})
	go func() { _, _ = io.Copy(io.Discard, os.Stdin); close(stop) }() // the parent closes stdin
	for working := true; working; {
		select {
		case <-stop:
			working = false
			continue
		default:
		}
		d, err := r.Demand(ctx, firm, matters[rng.IntN(len(matters))], rail.Cause{})
		if err != nil {
			t.Fatal(err)
		}
		res.Demands++
		if d.Won {
			res.Won++
			if !rn.Submit(d.Claim) {
				t.Fatal("Submit refused while running")
			}
		}
		time.Sleep(time.Duration(5+rng.IntN(10)) * time.Millisecond)
	}
	stopRunner()
	if err := <-done; err != nil {
		t.Fatal(err)
	}
	// Count what landed and what was fenced from the ledger's runs.
	if err := pool.QueryRow(ctx, `SELECT count(*) FILTER (WHERE outcome = 'landed'), count(*) FILTER (WHERE outcome = 'fenced')
		FROM ops.matter_frame_runs WHERE worker_id = $1`, r.WorkerID()).Scan(&res.Landed, &res.Fenced); err != nil {
		t.Fatal(err)
	}
	res.Builds, res.Lost = builds.Load(), lost.Load()
	b, _ := json.Marshal(res)
	fmt.Printf("RESULT %s\n", b)
}
