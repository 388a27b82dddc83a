package waitfor_test

import (
	"sync/atomic"
	"testing"
	"time"

	"pramaan/internal/waitfor"
)

func TestUntilReturnsOnceTheConditionHolds(t *testing.T) {
	var n atomic.Int32
	go func() {
		for range 3 {
			n.Add(1)
		}
	}()
	waitfor.Until(t, 10*time.Second, "three increments", func() bool { return n.Load() == 3 })
}
