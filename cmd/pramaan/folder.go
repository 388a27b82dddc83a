package main

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"syscall"
)

// lockDataFolder takes an exclusive lock on the data folder for the life of
// `up` or `demo`: two all-in-one processes on one folder would share its
// cluster, its worker id and its credentials. The lock dies with the
// process, even on SIGKILL.
func lockDataFolder(dataDir string) (func(), error) {
	path := filepath.Join(dataDir, "pramaan.lock")
	f, err := os.OpenFile(path, os.O_CREATE|os.O_RDWR, 0o600)
	if err != nil {
		return nil, fmt.Errorf("lock the data folder %s (PRAMAAN_DATA or --data): %w", dataDir, err)
	}
	if err := syscall.Flock(int(f.Fd()), syscall.LOCK_EX|syscall.LOCK_NB); err != nil {
		f.Close()
		return nil, fmt.Errorf("another `pramaan up` or `pramaan demo` is running with the data folder %s: stop it, or set PRAMAAN_DATA (or --data) to another folder", dataDir)
	}
	return func() { f.Close() }, nil
}

// folderWorkerID is the rail worker id of the all-in-one process of a data
// folder: the same on every start, so a restart can give back the claims its
// killed predecessor held (rail.ReleaseWorker). The folder lock makes it
// unique while the process lives.
func folderWorkerID(dataDir string) (string, error) {
	abs, err := filepath.Abs(dataDir)
	if err != nil {
		return "", fmt.Errorf("data folder %s: %w", dataDir, err)
	}
	host, _ := os.Hostname()
	return "up@" + strings.TrimSpace(host) + ":" + abs, nil
}
