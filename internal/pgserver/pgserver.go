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
	"net/url"
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
	// SocketOnly listens on a Unix socket only, in a folder that only the
	// server's system user (and root) can open: no TCP port, so no other
	// local user can reach the cluster. The durable cluster of `pramaan up`
	// runs so; its socket folder and port are read back from postmaster.pid
	// by every later command that uses the same data folder.
	SocketOnly bool
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
	socket  bool // socket-only: URL connects through sockDir
	adopted bool // found running: Stop leaves it running
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
	s.socket = opt.SocketOnly

	// A cluster already running in this folder (another command's, or one
	// left by a process that was killed) is used as it is.
	if ok, err := s.adopt(logf); err != nil {
		return nil, err
	} else if ok {
		return s, nil
	}

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
		listen := "127.0.0.1"
		if s.socket {
			listen = "''"
		}
		pgOpts := []string{
			"-p", strconv.Itoa(port), "-k", s.sockDir,
			"-c", "listen_addresses=" + listen,
			"-c", "unix_socket_permissions=0700",
			"-c", "max_connections=" + strconv.Itoa(maxConn),
			"-c", "shared_buffers=128MB",
			// The default (a 32nd of shared_buffers: 4MB here) fills under
			// the rail's group commits and a backend then writes WAL out
			// itself; 16MB is what the server picks on its own from 512MB
			// of shared_buffers (docs/operations-database.md).
			"-c", "wal_buffers=16MB",
			"-c", "max_locks_per_transaction=256",
		}
		pgOpts = append(pgOpts, sessionBounds...)
		if !opt.Durable {
			pgOpts = append(pgOpts, "-c", "fsync=off", "-c", "full_page_writes=off", "-c", "synchronous_commit=off")
		}
		if s.socket {
			logf("starting PostgreSQL on the Unix socket in %s (no TCP listener)", s.sockDir)
		} else {
			logf("starting PostgreSQL on 127.0.0.1:%d", port)
		}
		out, err := s.run(ctx, filepath.Join(bin, "pg_ctl"), "-D", s.dataDir, "-l", s.logFile,
			"-w", "-t", "60", "-o", strings.Join(pgOpts, " "), "start")
		if err == nil {
			return s, nil
		}
		lastErr = fmt.Errorf("pgserver: pg_ctl start on port %d failed: %w\n%s\n%s", port, err, out, tail(s.logFile, 2000))
		if strings.Contains(string(out), "another server might be running") {
			// A server of ours holds this folder: use it if it is one, else
			// the lock file is stale and goes.
			if ok, aerr := s.adopt(logf); aerr != nil {
				return nil, aerr
			} else if ok {
				_ = os.RemoveAll(sock)
				return s, nil
			}
		}
	}
	_ = os.RemoveAll(sock)
	return nil, lastErr
}

// postmasterPID is what a running server wrote in postmaster.pid.
type postmasterPID struct {
	pid     int
	port    int
	sockDir string
	listen  string
}

// readPostmasterPID parses the data folder's postmaster.pid (ErrNotExist
// when there is none).
func readPostmasterPID(dataDir string) (postmasterPID, error) {
	b, err := os.ReadFile(filepath.Join(dataDir, "postmaster.pid"))
	if err != nil {
		return postmasterPID{}, err
	}
	lines := strings.Split(string(b), "\n")
	var p postmasterPID
	if len(lines) > 0 {
		p.pid, _ = strconv.Atoi(strings.TrimSpace(lines[0]))
	}
	if len(lines) > 3 {
		p.port, _ = strconv.Atoi(strings.TrimSpace(lines[3]))
	}
	if len(lines) > 4 {
		p.sockDir = strings.TrimSpace(lines[4])
	}
	if len(lines) > 5 {
		p.listen = strings.TrimSpace(lines[5])
	}
	return p, nil
}

// isPostmasterOf reports whether process pid is a PostgreSQL server whose
// data folder is dataDir (its working folder: the postmaster changes into
// its data folder at start). A PID reused by any other process is not.
func isPostmasterOf(pid int, dataDir string) bool {
	if pid <= 0 {
		return false
	}
	if err := syscall.Kill(pid, 0); err != nil && !errors.Is(err, syscall.EPERM) {
		return false
	}
	comm, err := os.ReadFile(fmt.Sprintf("/proc/%d/comm", pid))
	if err != nil || !strings.HasPrefix(strings.TrimSpace(string(comm)), "postgres") {
		return false
	}
	cwd, err := os.Readlink(fmt.Sprintf("/proc/%d/cwd", pid))
	if err != nil {
		// Not ours to inspect (another user, not root): trust the name and
		// the command line.
		cmdline, _ := os.ReadFile(fmt.Sprintf("/proc/%d/cmdline", pid))
		return strings.Contains(string(cmdline), dataDir)
	}
	want, _ := filepath.EvalSymlinks(dataDir)
	return cwd == dataDir || cwd == want
}

// adopt uses the cluster already running in the data folder, if any: true
// when it does. A postmaster.pid whose process is gone or is not this
// cluster's postmaster is stale: it is removed so that the server can start.
func (s *Server) adopt(logf func(string, ...any)) (bool, error) {
	p, err := readPostmasterPID(s.dataDir)
	if errors.Is(err, os.ErrNotExist) {
		return false, nil
	}
	if err != nil {
		return false, fmt.Errorf("pgserver: read %s: %w", filepath.Join(s.dataDir, "postmaster.pid"), err)
	}
	if !isPostmasterOf(p.pid, s.dataDir) {
		logf("removing a stale postmaster.pid in %s (PID %d is not this cluster's server)", s.dataDir, p.pid)
		if err := os.Remove(filepath.Join(s.dataDir, "postmaster.pid")); err != nil && !errors.Is(err, os.ErrNotExist) {
			return false, fmt.Errorf("pgserver: remove stale %s: %w", filepath.Join(s.dataDir, "postmaster.pid"), err)
		}
		return false, nil
	}
	if p.port <= 0 || p.sockDir == "" {
		return false, fmt.Errorf("pgserver: a server (PID %d) runs in %s but its postmaster.pid names no port and socket yet; try again", p.pid, s.dataDir)
	}
	s.port, s.sockDir, s.adopted = p.port, p.sockDir, true
	s.socket = p.listen == ""
	if s.socket {
		logf("using the PostgreSQL server already running in %s (PID %d, Unix socket in %s)", s.dataDir, p.pid, p.sockDir)
	} else {
		logf("using the PostgreSQL server already running in %s (PID %d, port %d)", s.dataDir, p.pid, p.port)
	}
	return true, nil
}

// Adopted reports whether Start found the server already running (then Stop
// leaves it running).
func (s *Server) Adopted() bool { return s.adopted }

// handOverFile gives one file to the server's user (tests write lock files).
func (s *Server) handOverFile(p string) {
	if s.asUser == "" {
		return
	}
	if u, err := user.Lookup(s.asUser); err == nil {
		uid, _ := strconv.Atoi(u.Uid)
		gid, _ := strconv.Atoi(u.Gid)
		_ = os.Lchown(p, uid, gid)
	}
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

// URL is the connection string for database db (default "postgres"): over
// the Unix socket for a socket-only server, else over loopback TCP.
func (s *Server) URL(db string) string {
	if db == "" {
		db = "postgres"
	}
	if s.socket {
		return fmt.Sprintf("postgres://postgres@/%s?host=%s&port=%d&sslmode=disable", db, url.QueryEscape(s.sockDir), s.port)
	}
	return fmt.Sprintf("postgres://postgres@127.0.0.1:%d/%s?sslmode=disable", s.port, db)
}

// Port is the TCP port the server listens on.
func (s *Server) Port() int { return s.port }

// Dir is the cluster's folder.
func (s *Server) Dir() string { return s.dir }

// Stop shuts the server down (fast mode) and removes a temporary folder. A
// server that Start found running is left running: it is another command's.
func (s *Server) Stop() error {
	if s.adopted {
		return nil
	}
	return s.Shutdown()
}

// Shutdown stops the server whoever started it: for the owner of the data
// folder (`pramaan up`), which takes over a server its killed predecessor
// left running.
func (s *Server) Shutdown() error {
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

// sessionBounds are the cluster's defaults for sessions that set none of
// their own (an operator's psql; the product's sessions set tighter ones,
// see internal/dbconfig): the server notices a dead client within seconds
// (TCP keepalives, and a user timeout while it sends), and a session left
// idle inside a transaction is ended after a minute, so it cannot hold a job
// row's lock for long.
var sessionBounds = []string{
	"-c", "tcp_keepalives_idle=5",
	"-c", "tcp_keepalives_interval=1",
	"-c", "tcp_keepalives_count=3",
	"-c", "tcp_user_timeout=8000",
	"-c", "idle_in_transaction_session_timeout=60000",
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
