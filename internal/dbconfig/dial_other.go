//go:build !linux

package dbconfig

import (
	"syscall"
	"time"
)

// userTimeoutControl is nil where TCP_USER_TIMEOUT does not exist: the
// keepalives alone detect a dead peer there.
func userTimeoutControl(time.Duration) func(network, address string, c syscall.RawConn) error {
	return nil
}
