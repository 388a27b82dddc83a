// Package pgserver starts a private PostgreSQL cluster from the system's
// binaries (initdb, pg_ctl, postgres) in a folder of our own, on a free
// loopback port.
//
// It serves `pramaan up` and `pramaan demo` (a durable cluster under
// $PRAMAAN_DATA/pg that survives restarts), the benchmarks and the test
// harness in internal/pgtest (a throw-away cluster with fsync off).
//
// PostgreSQL refuses to run as root, so when the process is root every
// server command runs as the `postgres` system user through runuser, and the
// folders it writes are handed to that user first.
package pgserver

import (
	"context"
	"errors"
	"fmt"
	"net"
	"os"
	"os/exec"
	"os/user"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"syscall"
	"time"
)

// ErrNoBinaries means no PostgreSQL server binaries were found on this machine.
var ErrNoBinaries = errors.New("pgserver: PostgreSQL server binaries (initdb, pg_ctl) not found: " +
	"install them with `apt-get install -y postgresql` or set PRAMAAN_DATABASE_URL to a running server")

// Options configure a private cluster. The zero value is a throw-away cluster
// in a fresh temporary folder.
type Options struct {
	// Dir holds the cluster's data. Empty: a new temporary folder, removed by Stop.
	// A Dir that already holds a cluster is started again, keeping its data.
	Dir string
	// Durable keeps fsync and full-page writes on. Off by default because
	// throw-away clusters (tests, benchmarks) gain speed and lose nothing.
	Durable bool
	// MaxConnections raises the server's connection limit (default 300):
	// the race tests open many pools at once.
	MaxConnections int
	// Log receives progress lines (may be nil).
	Log func(format string, args ...any)
}

// Server is a running private cluster.
type Server struct {
	dir     string
	dataDir string
	sockDir string
	port    int
	bin     string
	temp    bool
	asUser  string // "postgres" when we run as root, else ""
	logFile string
}

// FindBinDir returns the folder that holds initdb and pg_ctl: the newest
// /usr/lib/postgresql/*/bin, else whatever PATH finds.
func FindBinDir() (string, error) {
	matches, _ := filepath.Glob("/usr/lib/postgresql/*/bin")
	sort.Slice(matches, func(i, j int) bool { return pgMajor(matches[i]) > pgMajor(matches[j]) })
	for _, m := range matches {
		if isExec(filepath.Join(m, "initdb")) && isExec(filepath.Join(m, "pg_ctl")) {
			return m, nil
		}
	}
	if p, err := exec.LookPath("pg_ctl"); err == nil {
		dir := filepath.Dir(p)
		if isExec(filepath.Join(dir, "initdb")) {
			return dir, nil
		}
	}
	return "", ErrNoBinaries
}

func pgMajor(binDir string) int {
	n, _ := strconv.Atoi(filepath.Base(filepath.Dir(binDir)))
	return n
}

func isExec(p string) bool {
	st, err := os.Stat(p)
	return err == nil && !st.IsDir() && st.Mode()&0o111 != 0
}

// Start initialises the cluster if needed and starts it, waiting until it
// accepts connections.
func Start(ctx context.Context, opt Options) (*Server, error) {
	logf := opt.Log
	if logf == nil {
		logf = func(string, ...any) {}
	}
	bin, err := FindBinDir()
	if err != nil {
		return nil, err
	}
	s := &Server{bin: bin}
	if os.Geteuid() == 0 {
		s.asUser = "postgres"
		if _, err := user.Lookup("postgres"); err != nil {
			return nil, fmt.Errorf("pgserver: running as root needs the `postgres` system user (it comes with `apt-get install postgresql`): %w", err)
		}
	}
	if opt.Dir == "" {
		d, err := os.MkdirTemp("", "pramaan-pg-")
		if err != nil {
			return nil, fmt.Errorf("pgserver: temp folder: %w", err)
		}
		s.dir, s.temp = d, true
	} else {
		abs, err := filepath.Abs(opt.Dir)
		if err != nil {
			return nil, fmt.Errorf("pgserver: folder %q: %w", opt.Dir, err)
		}
		if err := os.MkdirAll(abs, 0o755); err != nil {
			return nil, fmt.Errorf("pgserver: folder %q: %w", abs, err)
		}
		s.dir = abs
	}
	s.dataDir = filepath.Join(s.dir, "data")
	s.logFile = filepath.Join(s.dir, "postgres.log")
	// The unix socket path is limited to ~107 bytes, so sockets go in a short
	// folder of their own.
	sock, err := os.MkdirTemp("", "pgs-")
	if err != nil {
		return nil, fmt.Errorf("pgserver: socket folder: %w", err)
	}
	s.sockDir = sock
	if err := s.handOver(s.dir, s.sockDir); err != nil {
		return nil, err
	}

	if _, err := os.Stat(filepath.Join(s.dataDir, "PG_VERSION")); err != nil {
		logf("initialising a private PostgreSQL cluster in %s", s.dataDir)
		out, err := s.run(ctx, filepath.Join(bin, "initdb"), "-D", s.dataDir, "-U", "postgres",
			"-A", "trust", "-E", "UTF8", "--locale=C", "--no-sync")
		if err != nil {
			return nil, fmt.Errorf("pgserver: initdb in %s failed: %w\n%s", s.dataDir, err, out)
		}
	}

	maxConn := opt.MaxConnections
	if maxConn <= 0 {
		maxConn = 300
	}
	var lastErr error
	for attempt := 0; attempt < 5; attempt++ {
		port, err := freePort()
		if err != nil {
			return nil, err
		}
		s.port = port
		pgOpts := []string{
			"-p", strconv.Itoa(port), "-k", s.sockDir,
			"-c", "listen_addresses=127.0.0.1",
			"-c", "max_connections=" + strconv.Itoa(maxConn),
			"-c", "shared_buffers=128MB",
			"-c", "max_locks_per_transaction=256",
		}
		if !opt.Durable {
			pgOpts = append(pgOpts, "-c", "fsync=off", "-c", "full_page_writes=off", "-c", "synchronous_commit=off")
		}
		logf("starting PostgreSQL on 127.0.0.1:%d", port)
		out, err := s.run(ctx, filepath.Join(bin, "pg_ctl"), "-D", s.dataDir, "-l", s.logFile,
			"-w", "-t", "60", "-o", strings.Join(pgOpts, " "), "start")
		if err == nil {
			return s, nil
		}
		lastErr = fmt.Errorf("pgserver: pg_ctl start on port %d failed: %w\n%s\n%s", port, err, out, tail(s.logFile, 2000))
		if strings.Contains(string(out), "another server might be running") {
			// A stale server from an earlier run of ours holds this folder: stop it and retry.
			_, _ = s.run(ctx, filepath.Join(bin, "pg_ctl"), "-D", s.dataDir, "-m", "fast", "-w", "stop")
		}
	}
	return nil, lastErr
}

// handOver gives the folders to the postgres user when we run as root.
func (s *Server) handOver(dirs ...string) error {
	if s.asUser == "" {
		return nil
	}
	u, err := user.Lookup(s.asUser)
	if err != nil {
		return fmt.Errorf("pgserver: %w", err)
	}
	uid, _ := strconv.Atoi(u.Uid)
	gid, _ := strconv.Atoi(u.Gid)
	for _, d := range dirs {
		err := filepath.Walk(d, func(p string, _ os.FileInfo, err error) error {
			if err != nil {
				return err
			}
			return os.Lchown(p, uid, gid)
		})
		if err != nil {
			return fmt.Errorf("pgserver: hand %s to user %s: %w", d, s.asUser, err)
		}
		// The postgres user must be able to reach the folder through its parents.
		for p := filepath.Dir(d); p != "/" && p != "."; p = filepath.Dir(p) {
			if st, err := os.Stat(p); err == nil && st.Mode().Perm()&0o001 == 0 {
				_ = os.Chmod(p, st.Mode().Perm()|0o011)
			}
		}
	}
	return nil
}

func (s *Server) run(ctx context.Context, prog string, args ...string) ([]byte, error) {
	var cmd *exec.Cmd
	if s.asUser != "" {
		cmd = exec.CommandContext(ctx, "runuser", append([]string{"-u", s.asUser, "--", prog}, args...)...)
	} else {
		cmd = exec.CommandContext(ctx, prog, args...)
	}
	cmd.Dir = os.TempDir()
	cmd.Env = append(os.Environ(), "LC_ALL=C")
	// Own process group: a Ctrl-C at the terminal reaches us, and we stop
	// the server in order, instead of the server dying under us.
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	return cmd.CombinedOutput()
}

// URL is the connection string for database db (default "postgres").
func (s *Server) URL(db string) string {
	if db == "" {
		db = "postgres"
	}
	return fmt.Sprintf("postgres://postgres@127.0.0.1:%d/%s?sslmode=disable", s.port, db)
}

// Port is the TCP port the server listens on.
func (s *Server) Port() int { return s.port }

// Dir is the cluster's folder.
func (s *Server) Dir() string { return s.dir }

// Stop shuts the server down (fast mode) and removes a temporary folder.
func (s *Server) Stop() error {
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	out, err := s.run(ctx, filepath.Join(s.bin, "pg_ctl"), "-D", s.dataDir, "-m", "fast", "-w", "stop")
	if err != nil {
		err = fmt.Errorf("pgserver: pg_ctl stop: %w\n%s", err, out)
	}
	if s.temp {
		_ = os.RemoveAll(s.dir)
	}
	_ = os.RemoveAll(s.sockDir)
	return err
}

func freePort() (int, error) {
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return 0, fmt.Errorf("pgserver: find a free port: %w", err)
	}
	defer l.Close()
	return l.Addr().(*net.TCPAddr).Port, nil
}

func tail(path string, n int) string {
	b, err := os.ReadFile(path)
	if err != nil {
		return ""
	}
	if len(b) > n {
		b = b[len(b)-n:]
	}
	return string(b)
}
