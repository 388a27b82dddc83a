// Package testsignal lets a long-running part tell a test that something
// happened inside it (a batch published, a claim landed), so the test waits
// for the event instead of polling for its effect. A signal costs nothing
// until a test calls Init: in production it is never initialised and
// Signal returns at once.
package testsignal

import "time"

// Signal carries events of type T from a part to a test. The zero value is
// off; Init turns it on.
type Signal[T any] struct {
	ch chan T
}

// Init turns the signal on, buffering up to 1024 events. Call it before the
// part starts.
func (s *Signal[T]) Init() { s.ch = make(chan T, 1024) }

// Signal sends v to a waiting test; when the signal is off, or its buffer
// is full, it drops v and returns at once (a part never blocks on a test).
func (s *Signal[T]) Signal(v T) {
	if s.ch == nil {
		return
	}
	select {
	case s.ch <- v:
	default:
	}
}

// Wait returns the next event, or false when within passes first.
func (s *Signal[T]) Wait(within time.Duration) (T, bool) {
	t := time.NewTimer(within)
	defer t.Stop()
	select {
	case v := <-s.ch:
		return v, true
	case <-t.C:
		var zero T
		return zero, false
	}
}
