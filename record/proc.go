package record

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"strings"
	"sync"
	"time"
)

// errOutputLimit is returned by run when a tool writes more than allowed.
var errOutputLimit = errors.New("output limit exceeded")

// toolResult is what an external tool left behind.
type toolResult struct {
	stdout []byte
	stderr string
	code   int // exit code; -1 when killed or not started
}

// run runs an external tool with a hard bound on its time (ctx), its
// address space (mem bytes, when positive) and its output (limit bytes of
// stdout, 64 KiB of stderr). The tool runs in its own
// process group, and the whole group is killed when ctx ends or the output
// is too large, so a wedged tool never outlives the extraction.
func run(ctx context.Context, limit, mem int64, env []string, name string, args ...string) (toolResult, error) {
	res := toolResult{code: -1}
	cmd := exec.CommandContext(ctx, name, args...)
	cmd.Stdin = nil
	if len(env) > 0 {
		cmd.Env = append(os.Environ(), env...)
	}
	setProcessGroup(cmd)
	cmd.Cancel = func() error { return killProcessGroup(cmd) }
	cmd.WaitDelay = 2 * time.Second
	var stderr limitedBuffer
	stderr.max = 64 << 10
	cmd.Stderr = &stderr
	out, err := cmd.StdoutPipe()
	if err != nil {
		return res, fmt.Errorf("%s: %w", name, err)
	}
	if err := cmd.Start(); err != nil {
		return res, fmt.Errorf("%s: %w", name, err)
	}
	if mem > 0 {
		// Set at once after the start: a tool allocates its big buffers
		// only once it has parsed the file, long after this.
		if err := limitMemory(cmd.Process.Pid, mem); err != nil {
			_ = killProcessGroup(cmd)
			_ = cmd.Wait()
			return res, fmt.Errorf("%s: memory limit: %w", name, err)
		}
	}
	var buf bytes.Buffer
	_, rerr := io.Copy(&buf, io.LimitReader(out, limit+1))
	over := int64(buf.Len()) > limit
	if over {
		_ = killProcessGroup(cmd)
	}
	werr := cmd.Wait()
	res.stdout, res.stderr = buf.Bytes(), stderr.String()
	if cmd.ProcessState != nil {
		res.code = cmd.ProcessState.ExitCode()
	}
	switch {
	case ctx.Err() != nil:
		return res, ctx.Err()
	case over:
		return res, errOutputLimit
	case rerr != nil:
		return res, fmt.Errorf("%s: read output: %w", name, rerr)
	case werr != nil:
		return res, fmt.Errorf("%s: %w: %s", name, werr, firstLine(res.stderr))
	}
	return res, nil
}

// limitedBuffer keeps the first max bytes written and drops the rest.
type limitedBuffer struct {
	mu  sync.Mutex
	buf bytes.Buffer
	max int
}

func (b *limitedBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	if room := b.max - b.buf.Len(); room > 0 {
		b.buf.Write(p[:min(len(p), room)])
	}
	return len(p), nil
}

func (b *limitedBuffer) String() string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.String()
}

// firstLine is the first non-empty line of s, trimmed and bounded.
func firstLine(s string) string {
	for _, l := range strings.Split(s, "\n") {
		if l = strings.TrimSpace(l); l != "" {
			if len(l) > 200 {
				l = l[:200] + "..."
			}
			return l
		}
	}
	return ""
}
