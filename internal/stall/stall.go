// Package stall is a test hook compiled into the product: it pauses a
// process at a named point inside one of the rail's transactions, so a
// fault test can stop the process (SIGSTOP) or cut its connection exactly
// there, with the transaction open and the job row locked.
//
// It is inert unless the environment variable PRAMAAN_TEST_STALL names the
// point (a comma-separated list of snapshot, finish, demand): then the
// first time the process reaches a named point it writes one line on
// stderr,
//
//	pramaan: test stall at snapshot (pid 12345)
//
// and waits there until it receives SIGUSR1, or for PRAMAAN_TEST_STALL_FOR
// (a Go duration, default 10m). Each point stalls once per process; every
// later pass goes straight through. Unset, a point costs one atomic load.
//
// The points (see docs/operations-database.md):
//   - snapshot: in the build's snapshot transaction, after the token refresh,
//     before the record is read (rail.Rail.Snapshot);
//   - finish: in the finish transaction, after the fenced CAS and the frame
//     insert, before the outbox rows are written (rail.Rail.Finish);
//   - demand: in the trigger's transaction, after the inbox row and the
//     demand, before the commit (trigger.Trigger.Handle).
package stall

import (
	"fmt"
	"os"
	"os/signal"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"time"
)

// The points a test may name.
const (
	Snapshot = "snapshot"
	Finish   = "finish"
	Demand   = "demand"
)

var (
	armed   atomic.Bool // any point named
	points  sync.Map    // point -> *sync.Once
	waitFor = 10 * time.Minute
)

func init() {
	v := os.Getenv("PRAMAAN_TEST_STALL")
	if v == "" {
		return
	}
	for _, p := range strings.Split(v, ",") {
		if p = strings.TrimSpace(p); p != "" {
			points.Store(p, new(sync.Once))
			armed.Store(true)
		}
	}
	if d, err := time.ParseDuration(os.Getenv("PRAMAAN_TEST_STALL_FOR")); err == nil && d > 0 {
		waitFor = d
	}
}

// Line is the line announced on stderr when a process stalls at point,
// for a test to wait for.
func Line(point string, pid int) string {
	return fmt.Sprintf("pramaan: test stall at %s (pid %d)", point, pid)
}

// At pauses at point if PRAMAAN_TEST_STALL names it and this process has
// not stalled there yet; else it returns at once.
func At(point string) {
	if !armed.Load() {
		return
	}
	v, ok := points.Load(point)
	if !ok {
		return
	}
	v.(*sync.Once).Do(func() {
		release := make(chan os.Signal, 1)
		signal.Notify(release, syscall.SIGUSR1)
		defer signal.Stop(release)
		fmt.Fprintln(os.Stderr, Line(point, os.Getpid()))
		t := time.NewTimer(waitFor)
		defer t.Stop()
		select {
		case <-release:
		case <-t.C:
		}
	})
}
