package dbconfig

import (
	"syscall"
	"time"

	"golang.org/x/sys/unix"
)

// userTimeoutControl sets TCP_USER_TIMEOUT on a TCP socket before it
// connects (ignored for Unix sockets).
func userTimeoutControl(d time.Duration) func(network, address string, c syscall.RawConn) error {
	ms := int(d.Milliseconds())
	return func(network, _ string, c syscall.RawConn) error {
		if network != "tcp" && network != "tcp4" && network != "tcp6" {
			return nil
		}
		var serr error
		err := c.Control(func(fd uintptr) {
			serr = unix.SetsockoptInt(int(fd), unix.IPPROTO_TCP, unix.TCP_USER_TIMEOUT, ms)
		})
		if err != nil {
			return err
		}
		return serr
	}
}
