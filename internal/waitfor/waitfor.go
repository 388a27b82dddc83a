// Package waitfor is how tests wait for something that happens on another
// goroutine or in another process, when no signal reports it (a row in the
// ledger, a gauge on /metrics): one helper instead of a deadline loop copied
// into each test. It is for tests only; it asserts nothing about time.
package waitfor

import (
	"testing"
	"time"
)

// Until calls cond until it returns true, and fails the test, naming what
// was awaited, when within passes first. The pause between calls starts at
// 5 ms and doubles up to 100 ms.
func Until(t testing.TB, within time.Duration, what string, cond func() bool) {
	t.Helper()
	deadline := time.Now().Add(within)
	pause := 5 * time.Millisecond
	for !cond() {
		if time.Now().After(deadline) {
			t.Fatalf("waited %s for %s", within, what)
		}
		time.Sleep(pause)
		pause = min(2*pause, 100*time.Millisecond)
	}
}
