package testsignal_test

import (
	"testing"
	"time"

	"pramaan/internal/testsignal"
)

func TestSignal(t *testing.T) {
	var off testsignal.Signal[int]
	off.Signal(1) // off: returns at once, keeps nothing
	if _, ok := off.Wait(time.Millisecond); ok {
		t.Fatal("an off signal delivered an event")
	}
	var s testsignal.Signal[string]
	s.Init()
	go s.Signal("published")
	if v, ok := s.Wait(10 * time.Second); !ok || v != "published" {
		t.Fatalf("Wait = %q, %v", v, ok)
	}
}
