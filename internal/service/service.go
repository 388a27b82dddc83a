// Package service gives every long-running part of PRAMAAN one lifecycle:
// Start, Started, Stop, Stopped, so the wiring (internal/app) can stop the
// parts in the order docs/architecture.md ("Lifecycle") sets out, and tests
// can wait for a part to have started or stopped instead of sleeping.
//
// A part keeps its plain shape, a Run(ctx) error that returns when ctx is
// cancelled; a Service runs it on a context of its own, so that cancelling
// the process's context does not stop every part at once: only Stop does.
//
// Invariants it protects:
//   - Stop returns only after Run has returned: whatever the part does on
//     its way out (releasing claims, finishing a batch) is done;
//   - Start and Stop are idempotent; Stop before Start stops nothing.
package service

import (
	"context"
	"errors"
	"fmt"
	"sync"
)

// Service runs one part: Run on a goroutine, until Stop.
type Service struct {
	name string
	run  func(context.Context) error

	mu      sync.Mutex
	cancel  context.CancelFunc
	started chan struct{}
	stopped chan struct{}
	err     error
}

// New returns a Service named name (for errors and logs) around run.
func New(name string, run func(context.Context) error) *Service {
	return &Service{name: name, run: run, started: make(chan struct{}), stopped: make(chan struct{})}
}

// Name is the service's name.
func (s *Service) Name() string { return s.name }

// Start runs the part on a goroutine. Its context keeps ctx's values (the
// logger, a trace) but not its cancellation: the part runs until Stop.
// Starting twice starts once.
func (s *Service) Start(ctx context.Context) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.cancel != nil {
		return
	}
	rctx, cancel := context.WithCancel(context.WithoutCancel(ctx))
	s.cancel = cancel
	go func() {
		defer close(s.stopped)
		close(s.started)
		err := s.run(rctx)
		if err != nil && !errors.Is(err, context.Canceled) {
			s.err = fmt.Errorf("%s: %w", s.name, err)
		}
	}()
}

// Started is closed once the part's goroutine runs.
func (s *Service) Started() <-chan struct{} { return s.started }

// Stopped is closed once Run has returned, by Stop or on its own (an error).
func (s *Service) Stopped() <-chan struct{} { return s.stopped }

// Stop cancels the part's context and waits for Run to return; it returns
// Run's error (nil for a clean stop). Stop on a service never started
// returns nil at once.
func (s *Service) Stop() error {
	s.mu.Lock()
	cancel := s.cancel
	s.mu.Unlock()
	if cancel == nil {
		return nil
	}
	cancel()
	<-s.stopped
	return s.err
}

// Err is Run's error once Stopped is closed (nil for a clean stop).
func (s *Service) Err() error {
	select {
	case <-s.stopped:
		return s.err
	default:
		return nil
	}
}
