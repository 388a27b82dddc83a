package chaos_test

import (
	"context"
	"encoding/json"
	"errors"
	"flag"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"pramaan/internal/chaos"
)

var (
	duration = flag.Duration("chaos.duration", 60*time.Second, "fault phase of TestChaosEveryFault")
	seed     = flag.Int64("chaos.seed", 0, "seed of TestChaosEveryFault (0: from the clock)")
	nofence  = flag.Bool("chaos.nofence", false, "also run TestChaosCatchesNoFence (builds -tags unsafe_nofence; slow)")
)

// build compiles the pramaan binary (without -race: the harness runs six
// processes of it, and the test must stay light on a two-core machine).
func build(t *testing.T, tags ...string) string {
	t.Helper()
	bin := filepath.Join(t.TempDir(), "pramaan")
	args := []string{"build", "-o", bin}
	if len(tags) > 0 {
		args = append(args, "-tags", strings.Join(tags, ","))
	}
	cmd := exec.Command("go", append(args, "pramaan/cmd/pramaan")...)
	cmd.Env = append(os.Environ(), "CGO_ENABLED=0")
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	return bin
}

// TestChaosEveryFault is the whole system under every fault kind for a
// minute: it fails on any violation of any guarantee, and if any kind of
// fault was never injected.
func TestChaosEveryFault(t *testing.T) {
	bin := build(t)
	ctx, cancel := context.WithTimeout(context.Background(), *duration+5*time.Minute)
	defer cancel()
	// The harness runs as `pramaan chaos`, a process of the built binary,
	// as an operator runs it: its embedded NATS server then runs outside this
	// test binary's race detector, which is for PRAMAAN's own code.
	// No --dir: the run folder is a temporary one, removed after a pass
	// only once every process of the run has stopped, Postgres included.
	var stderr strings.Builder
	cmd := exec.CommandContext(ctx, bin, "chaos", "--json", "--duration", duration.String(),
		"--seed", strconv.FormatInt(*seed, 10))
	cmd.Stderr = io.MultiWriter(testWriter{t}, &stderr)
	out, err := cmd.Output()
	var rep chaos.Report
	if jerr := json.Unmarshal(out, &rep); jerr != nil {
		t.Fatalf("pramaan chaos: %v; report not read: %v\n%s", err, jerr, out)
	}
	t.Logf("seed %d: %s; faults %v; uploads %d, frames landed %d, fenced %d; recovery after kill %.2fs, after Postgres %.2fs, after NATS %.2fs; longest staleness %.2fs; current %.2fs after the heal",
		rep.Seed, rep.Verdict, rep.Faults, rep.Uploads, rep.FramesLanded, rep.FramesFenced,
		rep.RecoveryAfterKillS, rep.RecoveryAfterPostgresS, rep.RecoveryAfterNATSS, rep.MaxStalenessS, rep.ConvergedAfterHealS)
	for _, v := range rep.Violations {
		t.Errorf("seed %d: %s", rep.Seed, v)
	}
	if rep.Verdict != "pass" {
		t.Errorf("seed %d: verdict %s", rep.Seed, rep.Verdict)
	}
	for _, k := range chaos.AllFaults {
		if rep.Faults[k] == 0 {
			t.Errorf("seed %d: fault %s was never injected", rep.Seed, k)
		}
	}
	if rep.Verdict == "pass" {
		if _, err := os.Stat(rep.Dir); !errors.Is(err, os.ErrNotExist) {
			t.Errorf("the passing run's temporary folder %s is still there (%v)", rep.Dir, err)
		}
		if strings.Contains(stderr.String(), "stop postgres") {
			t.Error("the harness could not stop its Postgres: the run folder was removed before its processes stopped")
		}
	}
	// Zombies are what the fencing token is for, and only about one in three
	// wakes in time to try its finish before its heartbeat learns the claim
	// is lost: a minute's run must have several.
	if *duration >= time.Minute && rep.Faults[chaos.FaultZombie] < 4 {
		t.Errorf("seed %d: %d zombies in %s, want at least 4", rep.Seed, rep.Faults[chaos.FaultZombie], *duration)
	}
	if rep.Uploads < 20 || rep.FramesLanded == 0 {
		t.Errorf("seed %d: too little traffic to judge: %d uploads, %d frames", rep.Seed, rep.Uploads, rep.FramesLanded)
	}
}

// TestChaosCatchesNoFence runs zombies against a binary whose finish does
// not check the token, and wants the checker to report a G2 violation.
func TestChaosCatchesNoFence(t *testing.T) {
	if !*nofence {
		t.Skip("slow: run with -chaos.nofence")
	}
	bin := build(t, "unsafe_nofence")
	rep, err := chaos.Run(context.Background(), chaos.Options{Binary: bin, Duration: 40 * time.Second, Seed: *seed,
		Dir: t.TempDir(), Faults: []string{chaos.FaultZombie, chaos.FaultSigstop}, FaultGap: time.Second, Log: testWriter{t}})
	if err != nil {
		t.Fatal(err)
	}
	if !rep.UnsafeNoFence {
		t.Error("the report does not say the binary was built without the fence")
	}
	for _, v := range rep.Violations {
		t.Logf("found: %s", v)
		if v.Guarantee == "G2" && v.MatterID != "" && len(v.Tokens) == 2 && len(v.Times) == 2 {
			return
		}
	}
	t.Fatalf("seed %d: no G2 violation with matter, tokens and times; verdict %s", rep.Seed, rep.Verdict)
}

type testWriter struct{ t *testing.T }

func (w testWriter) Write(p []byte) (int, error) {
	w.t.Log(strings.TrimRight(string(p), "\n"))
	return len(p), nil
}
