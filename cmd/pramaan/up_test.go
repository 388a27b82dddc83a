package main

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"mime/multipart"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"pramaan/internal/apptest"
)

// buildBinary builds cmd/pramaan once into the test's temp folder.
func buildBinary(t *testing.T) string {
	t.Helper()
	bin := filepath.Join(t.TempDir(), "pramaan")
	out, err := exec.Command("go", "build", "-o", bin, ".").CombinedOutput()
	if err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	return bin
}

func freeAddr(t *testing.T) string {
	t.Helper()
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer l.Close()
	return l.Addr().String()
}

// lockedBuffer is a bytes.Buffer safe for one writer and many readers.
type lockedBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (l *lockedBuffer) WriteString(s string) {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.b.WriteString(s)
}

func (l *lockedBuffer) String() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.String()
}

// upProc is one `pramaan up` process.
type upProc struct {
	cmd  *exec.Cmd
	logs *lockedBuffer
	done chan struct{}
}

func startUp(t *testing.T, bin string, env []string) *upProc {
	t.Helper()
	cmd := exec.Command(bin, "up")
	cmd.Env = append(os.Environ(), env...)
	logs := &lockedBuffer{}
	pr, pw := io.Pipe()
	cmd.Stdout, cmd.Stderr = pw, pw
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	p := &upProc{cmd: cmd, logs: logs, done: make(chan struct{})}
	go func() {
		sc := bufio.NewScanner(pr)
		for sc.Scan() {
			logs.WriteString(sc.Text() + "\n")
		}
	}()
	go func() { _ = cmd.Wait(); pw.Close(); close(p.done) }()
	t.Cleanup(func() {
		_ = cmd.Process.Signal(os.Interrupt)
		select {
		case <-p.done:
		case <-time.After(60 * time.Second):
			_ = cmd.Process.Kill()
		}
	})
	return p
}

func (p *upProc) stop(t *testing.T, sig os.Signal) {
	t.Helper()
	_ = p.cmd.Process.Signal(sig)
	select {
	case <-p.done:
	case <-time.After(60 * time.Second):
		t.Fatalf("up did not stop on %v", sig)
	}
}

// waitFor polls cond until it holds or the deadline passes.
func waitFor(t *testing.T, what string, d time.Duration, p *upProc, cond func() bool) {
	t.Helper()
	deadline := time.Now().Add(d)
	for !cond() {
		if time.Now().After(deadline) {
			t.Fatalf("%s: not within %s; up's output:\n%s", what, d, p.logs.String())
		}
		time.Sleep(50 * time.Millisecond)
	}
}

func api(t *testing.T, method, url, key string, body io.Reader, ctype string) (int, map[string]any) {
	t.Helper()
	req, err := http.NewRequest(method, url, body)
	if err != nil {
		t.Fatal(err)
	}
	req.Header.Set("Authorization", "Bearer "+key)
	if ctype != "" {
		req.Header.Set("Content-Type", ctype)
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return 0, nil
	}
	defer resp.Body.Close()
	var out map[string]any
	_ = json.NewDecoder(resp.Body).Decode(&out)
	return resp.StatusCode, out
}

// `pramaan up` as a process, as an outside user meets it: it writes
// credentials.json (0600: url, firm_id, api_key) once and keeps it on every
// later start; `pramaan firm create NAME --json` and `pramaan rail status`
// with the same PRAMAAN_DATA reach its private cluster (a Unix socket only,
// no TCP port); after a SIGKILL, a restart makes a new upload current fast.
func TestUpKeepsItsFirmAndItsClusterIsShared(t *testing.T) {
	bin := buildBinary(t)
	data := filepath.Join(t.TempDir(), "data")
	addr := freeAddr(t)
	env := []string{"PRAMAAN_DATA=" + data, "PRAMAAN_ADDR=" + addr, "PRAMAAN_DATABASE_URL=", "PRAMAAN_NATS_URL=", "PRAMAAN_MODEL=rules"}
	credPath := filepath.Join(data, "credentials.json")
	readCreds := func() (credentials, bool) {
		c, err := readCredentials(data)
		return c, err == nil && c.APIKey != ""
	}

	up := startUp(t, bin, env)
	waitFor(t, "credentials.json", 2*time.Minute, up, func() bool { _, ok := readCreds(); return ok })
	st, err := os.Stat(credPath)
	if err != nil {
		t.Fatal(err)
	}
	if st.Mode().Perm() != 0o600 {
		t.Fatalf("credentials.json mode %v, want 0600", st.Mode().Perm())
	}
	first, _ := readCreds()
	if first.URL != "http://"+addr || first.FirmID == "" {
		t.Fatalf("credentials %+v", first)
	}
	matters := func(c credentials) int {
		code, _ := api(t, "GET", c.URL+"/api/v1/matters", c.APIKey, nil, "")
		return code
	}
	waitFor(t, "the API answers the demo firm's key", time.Minute, up, func() bool { return matters(first) == 200 })

	// Other commands with the same PRAMAAN_DATA use the running cluster.
	cli := func(args ...string) []byte {
		t.Helper()
		cmd := exec.Command(bin, args...)
		cmd.Env = append(os.Environ(), env...)
		var stderr bytes.Buffer
		cmd.Stderr = &stderr
		out, err := cmd.Output()
		if err != nil {
			t.Fatalf("pramaan %s: %v\n%s", strings.Join(args, " "), err, stderr.String())
		}
		return out
	}
	var nf struct {
		FirmID string `json:"firm_id"`
		APIKey string `json:"api_key"`
	}
	if err := json.Unmarshal(cli("firm", "create", "Second LLP", "--json"), &nf); err != nil || nf.FirmID == "" || nf.APIKey == "" {
		t.Fatalf("firm create --json: %+v %v", nf, err)
	}
	if code := matters(credentials{URL: first.URL, APIKey: nf.APIKey}); code != 200 {
		t.Fatalf("the new firm's key: HTTP %d", code)
	}
	waitFor(t, "the sample Brief", 2*time.Minute, up, func() bool {
		return strings.Contains(up.logs.String(), "running until interrupted")
	})
	var rows []map[string]any
	if err := json.Unmarshal(cli("rail", "status", "--json"), &rows); err != nil || len(rows) == 0 {
		t.Fatalf("rail status --json: %v %v", rows, err)
	}
	if rows[0]["matter_title"] == "" || rows[0]["firm_name"] != demoFirmName {
		t.Fatalf("rail status row names: %v / %v", rows[0]["matter_title"], rows[0]["firm_name"])
	}
	pid, err := os.ReadFile(filepath.Join(data, "pg", "data", "postmaster.pid"))
	if err != nil {
		t.Fatal(err)
	}
	if lines := strings.Split(string(pid), "\n"); len(lines) < 6 || strings.TrimSpace(lines[5]) != "" {
		t.Fatalf("the private cluster listens on TCP: postmaster.pid %q", pid)
	}

	// A graceful stop ends an open event stream with its final event.
	req, err := http.NewRequest("GET", first.URL+"/api/v1/matters/"+fmt.Sprint(rows[0]["matter_id"])+"/events", nil)
	if err != nil {
		t.Fatal(err)
	}
	req.Header.Set("Authorization", "Bearer "+first.APIKey)
	resp, err := http.DefaultClient.Do(req)
	if err != nil || resp.StatusCode != http.StatusOK {
		t.Fatalf("open the sample matter's event stream: %v %v", err, resp)
	}
	streamed := make(chan string, 1)
	go func() { b, _ := io.ReadAll(resp.Body); resp.Body.Close(); streamed <- string(b) }()

	// A graceful restart keeps the firm and its key.
	up.stop(t, os.Interrupt)
	select {
	case s := <-streamed:
		if !strings.Contains(s, "event: end\ndata: {\"reason\":\"shutdown\"}") {
			t.Fatalf("the event stream ended without its final event end at shutdown:\n%s", s)
		}
	case <-time.After(time.Minute):
		t.Fatal("the event stream was still open a minute after up stopped")
	}
	up = startUp(t, bin, env)
	waitFor(t, "the API after a restart", 2*time.Minute, up, func() bool { return matters(first) == 200 })
	if again, _ := readCreds(); again != first {
		t.Fatalf("credentials changed on restart: %+v, want %+v", again, first)
	}

	// SIGKILL, then a restart: a new upload is current within seconds.
	up.stop(t, syscall.SIGKILL)
	up = startUp(t, bin, env)
	waitFor(t, "the API after SIGKILL", 2*time.Minute, up, func() bool { return matters(first) == 200 })
	if again, _ := readCreds(); again != first {
		t.Fatalf("credentials changed after SIGKILL: %+v, want %+v", again, first)
	}
	code, m := api(t, "POST", first.URL+"/api/v1/matters", first.APIKey, strings.NewReader(`{"title":"After the crash"}`), "application/json")
	if code != 201 {
		t.Fatalf("create matter: %d %v", code, m)
	}
	id := fmt.Sprint(m["id"])
	if id == "" || id == "<nil>" {
		id = fmt.Sprint(m["matter_id"])
	}
	var body bytes.Buffer
	mw := multipart.NewWriter(&body)
	fw, _ := mw.CreateFormFile("file", "complaint.pdf")
	_, _ = fw.Write(apptest.PDF(t, "JANE ROE, Plaintiff, v. ACME CORP, Defendant. On March 3, 2021, Acme fired Roe."))
	mw.Close()
	began := time.Now()
	if code, m := api(t, "POST", first.URL+"/api/v1/matters/"+id+"/documents", first.APIKey, &body, mw.FormDataContentType()); code != 201 {
		t.Fatalf("upload: %d %v", code, m)
	}
	waitFor(t, "the Brief current after SIGKILL and restart", 10*time.Second, up, func() bool {
		code, b := api(t, "GET", first.URL+"/api/v1/matters/"+id+"/brief", first.APIKey, nil, "")
		return code == 200 && b["current"] == true
	})
	t.Logf("current %s after the upload, following a SIGKILL and restart", time.Since(began))
}

// `pramaan bench e2e --json` runs against a real `pramaan up` and reports
// the fields outside checks read, every one measured.
func TestBenchE2EReportsItsFields(t *testing.T) {
	bin := buildBinary(t)
	res, err := runE2E(context.Background(), e2eOptions{Binary: bin, Uploads: 4, UnderBombs: 4, Bombers: 1, BombMiB: 100, Timeout: 5 * time.Minute})
	if err != nil {
		t.Fatal(err)
	}
	b, _ := json.Marshal(res)
	var m map[string]float64
	if err := json.Unmarshal(b, &m); err != nil {
		t.Fatal(err)
	}
	for _, k := range []string{"freshness_p50_ms", "freshness_p99_ms", "freshness_p99_under_bombs_ms", "peak_rss_mb"} {
		if v, ok := m[k]; !ok || v <= 0 {
			t.Errorf("%s = %v (present %v), want a positive figure", k, v, ok)
		}
	}
	if res.BombsUploaded == 0 || res.BombsUnreadable != res.BombsUploaded {
		t.Errorf("bombs uploaded %d, named unreadable %d: want every one refused", res.BombsUploaded, res.BombsUnreadable)
	}
	t.Logf("%s", b)
}
