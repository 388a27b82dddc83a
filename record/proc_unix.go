//go:build unix

package record

import (
	"os/exec"
	"syscall"

	"golang.org/x/sys/unix"
)

func setProcessGroup(cmd *exec.Cmd) {
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
}

// killProcessGroup kills the tool and anything it started.
func killProcessGroup(cmd *exec.Cmd) error {
	if cmd.Process == nil {
		return nil
	}
	return syscall.Kill(-cmd.Process.Pid, syscall.SIGKILL)
}

// limitMemory caps the address space of process pid: past it, its
// allocations fail and it exits, instead of taking the machine's memory.
func limitMemory(pid int, bytes int64) error {
	lim := unix.Rlimit{Cur: uint64(bytes), Max: uint64(bytes)}
	return unix.Prlimit(pid, unix.RLIMIT_AS, &lim, nil)
}
