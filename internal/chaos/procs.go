package chaos

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"time"

	"pramaan/internal/chaos/check"
)

// recorder collects the history from every side, stamping each event with
// the harness's clock when it has no time of its own, and keeps the JSONL
// file of the run up to date.
type recorder struct {
	mu  sync.Mutex
	h   check.History
	out *os.File
	enc *json.Encoder
}

func newRecorder(path string) (*recorder, error) {
	f, err := os.Create(path)
	if err != nil {
		return nil, fmt.Errorf("chaos: history file: %w", err)
	}
	return &recorder{out: f, enc: json.NewEncoder(f)}, nil
}

func (r *recorder) add(e check.Event) {
	if e.At.IsZero() {
		e.At = time.Now()
	}
	r.mu.Lock()
	defer r.mu.Unlock()
	r.h.Add(e)
	_ = r.enc.Encode(&e)
}

func (r *recorder) history() check.History {
	r.mu.Lock()
	defer r.mu.Unlock()
	return check.History{Events: append([]check.Event(nil), r.h.Events...)}
}

func (r *recorder) close() { _ = r.out.Close() }

// proc is one OS process of the system under test: serve, a worker or a
// relay, run from the pramaan binary. It can be killed, stopped, continued
// and restarted; its stderr goes to a log file, and a worker's log lines
// of claims, landings, fenced finishes and failures go into the history.
type proc struct {
	name string // serve, worker-1, relay-2
	args []string
	env  []string
	dir  string
	rec  *recorder

	mu      sync.Mutex
	cmd     *exec.Cmd
	pid     int
	stopped bool
	exited  chan struct{}
	starts  int
}

func (p *proc) start(bin string) error {
	p.mu.Lock()
	defer p.mu.Unlock()
	cmd := exec.Command(bin, p.args...)
	cmd.Env = append(os.Environ(), p.env...)
	cmd.Dir = p.dir
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true, Pdeathsig: syscall.SIGKILL}
	logf, err := os.OpenFile(filepath.Join(p.dir, p.name+".log"), os.O_CREATE|os.O_APPEND|os.O_WRONLY, 0o644)
	if err != nil {
		return fmt.Errorf("chaos: %s log: %w", p.name, err)
	}
	stderr, err := cmd.StderrPipe()
	if err != nil {
		logf.Close()
		return err
	}
	cmd.Stdout = logf
	if err := cmd.Start(); err != nil {
		logf.Close()
		return fmt.Errorf("chaos: start %s: %w", p.name, err)
	}
	p.cmd, p.pid, p.stopped, p.exited = cmd, cmd.Process.Pid, false, make(chan struct{})
	p.starts++
	p.rec.add(check.Event{Kind: check.KindSession, Source: p.name, Detail: fmt.Sprintf("started pid %d", p.pid)})
	exited := p.exited
	go func() {
		p.scan(stderr, logf)
		err := cmd.Wait()
		logf.Close()
		p.rec.add(check.Event{Kind: check.KindSession, Source: p.name, Detail: fmt.Sprintf("pid %d ended: %v", cmd.Process.Pid, err)})
		close(exited)
	}()
	return nil
}

func (p *proc) signal(sig syscall.Signal) error {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.cmd == nil {
		return fmt.Errorf("chaos: %s is not running", p.name)
	}
	switch sig {
	case syscall.SIGSTOP:
		p.stopped = true
	case syscall.SIGCONT:
		p.stopped = false
	}
	return syscall.Kill(p.pid, sig)
}

// kill SIGKILLs the process and waits for it to be gone.
func (p *proc) kill() {
	p.mu.Lock()
	cmd, exited := p.cmd, p.exited
	p.mu.Unlock()
	if cmd == nil {
		return
	}
	_ = syscall.Kill(cmd.Process.Pid, syscall.SIGKILL)
	_ = syscall.Kill(cmd.Process.Pid, syscall.SIGCONT)
	<-exited
	p.mu.Lock()
	p.cmd = nil
	p.mu.Unlock()
}

// interrupt stops the process gracefully (SIGTERM), waiting at most wait.
func (p *proc) interrupt(wait time.Duration) {
	p.mu.Lock()
	cmd, exited := p.cmd, p.exited
	p.mu.Unlock()
	if cmd == nil {
		return
	}
	_ = syscall.Kill(cmd.Process.Pid, syscall.SIGCONT)
	_ = syscall.Kill(cmd.Process.Pid, syscall.SIGTERM)
	select {
	case <-exited:
	case <-time.After(wait):
		p.kill()
	}
	p.mu.Lock()
	p.cmd = nil
	p.mu.Unlock()
}

func (p *proc) alive() bool {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.cmd == nil {
		return false
	}
	select {
	case <-p.exited:
		return false
	default:
		return true
	}
}

// scan copies the process's stderr into its log and turns a worker's
// records into history events.
func (p *proc) scan(r io.Reader, log io.Writer) {
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 64<<10), 1<<20)
	for sc.Scan() {
		line := sc.Text()
		_, _ = io.WriteString(log, line+"\n")
		if e, ok := parseWorkerLine(line); ok {
			e.Source = p.name
			p.rec.add(e)
		}
	}
}

// The worker's log lines that are history, by message.
var workerMessages = map[string]string{
	"frame landed":            check.KindLanded,
	"finish fenced":           check.KindFenced,
	"reconciler took a claim": check.KindClaim,
	"claim lost":              check.KindLost,
	"build failed":            check.KindFailed,
}

var rowToken = regexp.MustCompile(`row has token (\d+)`)

// parseWorkerLine reads one log line (slog's text or JSON form).
func parseWorkerLine(line string) (check.Event, bool) {
	var kv map[string]string
	if strings.HasPrefix(line, "{") {
		var m map[string]any
		if json.Unmarshal([]byte(line), &m) != nil {
			return check.Event{}, false
		}
		kv = map[string]string{}
		for k, v := range m {
			kv[k] = fmt.Sprint(v)
		}
	} else {
		kv = logfmt(line)
	}
	msg := kv["msg"]
	kind := ""
	for prefix, k := range workerMessages {
		if strings.HasPrefix(msg, prefix) {
			kind = k
		}
	}
	if kind == "" || kv["matter_id"] == "" {
		return check.Event{}, false
	}
	num := func(k string) int64 { n, _ := strconv.ParseInt(kv[k], 10, 64); return n }
	e := check.Event{Kind: kind, FirmID: kv["firm_id"], MatterID: kv["matter_id"], Token: num("token"),
		RunID: num("run_id"), Generation: num("generation"), Detail: kv["err"]}
	if t, err := time.Parse(time.RFC3339Nano, kv["time"]); err == nil {
		e.At = t
	}
	if m := rowToken.FindStringSubmatch(kv["err"]); m != nil {
		e.Current, _ = strconv.ParseInt(m[1], 10, 64)
	}
	return e, true
}

// logfmt parses key=value pairs; values may be Go-quoted.
func logfmt(line string) map[string]string {
	kv := map[string]string{}
	for i := 0; i < len(line); {
		for i < len(line) && line[i] == ' ' {
			i++
		}
		eq := strings.IndexByte(line[i:], '=')
		if eq < 0 {
			break
		}
		key := line[i : i+eq]
		i += eq + 1
		if i < len(line) && line[i] == '"' {
			j := i + 1
			for j < len(line) && line[j] != '"' {
				if line[j] == '\\' {
					j++
				}
				j++
			}
			if j >= len(line) {
				j = len(line) - 1
			}
			v, err := strconv.Unquote(line[i : j+1])
			if err != nil {
				v = line[i+1 : j]
			}
			kv[key] = v
			i = j + 1
		} else {
			j := strings.IndexByte(line[i:], ' ')
			if j < 0 {
				j = len(line) - i
			}
			kv[key] = line[i : i+j]
			i += j
		}
	}
	return kv
}
