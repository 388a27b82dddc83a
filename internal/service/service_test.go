package service_test

import (
	"context"
	"errors"
	"testing"

	"pramaan/internal/service"
)

// Cancelling the context Start was given does not stop the part; Stop does,
// and returns only after Run has returned.
func TestStopIsTheOnlyStop(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	var finished bool
	s := service.New("part", func(ctx context.Context) error {
		<-ctx.Done()
		finished = true // what the part does on its way out
		return nil
	})
	s.Start(ctx)
	<-s.Started()
	cancel()
	select {
	case <-s.Stopped():
		t.Fatal("the part stopped when the process's context was cancelled")
	default:
	}
	if err := s.Stop(); err != nil {
		t.Fatal(err)
	}
	if !finished {
		t.Fatal("Stop returned before Run did")
	}
	if err := s.Stop(); err != nil {
		t.Fatalf("a second Stop: %v", err)
	}
}

// A part that fails on its own is Stopped with its error, named.
func TestFailureIsReported(t *testing.T) {
	s := service.New("relay", func(context.Context) error { return errors.New("bus gone") })
	s.Start(context.Background())
	<-s.Stopped()
	if err := s.Err(); err == nil || err.Error() != "relay: bus gone" {
		t.Fatalf("Err = %v", err)
	}
	if err := s.Stop(); err == nil {
		t.Fatal("Stop lost the error")
	}
	if err := service.New("never", nil).Stop(); err != nil {
		t.Fatalf("Stop before Start: %v", err)
	}
}
