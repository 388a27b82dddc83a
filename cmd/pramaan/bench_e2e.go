package main

import (
	"bytes"
	"compress/zlib"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"mime/multipart"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"time"

	"github.com/go-pdf/fpdf"
	"github.com/spf13/cobra"
)

func init() {
	addBench(func(bench *cobra.Command) {
		var o e2eOptions
		cmd := &cobra.Command{
			Use:   "e2e",
			Short: "Freshness from upload to current Brief against `pramaan up` as a real process, alone and under another firm's decompression bombs",
			Long: "e2e starts `pramaan up` as a child process in a temporary data folder, uploads small PDFs\n" +
				"one at a time through the HTTP API and measures, for each, the time from its HTTP 201 to the\n" +
				"Brief being current with it (the landed frame), polling the Brief. It then does the same while\n" +
				"another firm (made with `pramaan firm create`) keeps --bombers decompression bombs being read\n" +
				"at all times (each uploader sends the next once its last is refused),\n" +
				"and reports the up process's peak resident memory (its own, PostgreSQL aside).\n" +
				"Aims: freshness p99 under 500 ms; under the bombs, p99 under 1 s; peak RSS under 300 MB.",
			Args: cobra.NoArgs,
			RunE: func(cmd *cobra.Command, _ []string) error {
				res, err := runE2E(cmd.Context(), o)
				if err != nil {
					return err
				}
				if o.JSON {
					return printJSON(cmd.OutOrStdout(), res)
				}
				fmt.Fprintf(cmd.OutOrStdout(), "freshness over %d uploads: p50 %.1f ms, p99 %.1f ms\n", res.Uploads, res.FreshnessP50, res.FreshnessP99)
				fmt.Fprintf(cmd.OutOrStdout(), "under another firm's bombs (%d uploaded, %d refused as unreadable): %d uploads, p50 %.1f ms, p99 %.1f ms\n",
					res.BombsUploaded, res.BombsUnreadable, res.UploadsUnderBombs, res.FreshnessP50UnderBombs, res.FreshnessP99UnderBombs)
				fmt.Fprintf(cmd.OutOrStdout(), "peak RSS of pramaan up: %.1f MB\n", res.PeakRSSMB)
				return nil
			},
		}
		f := cmd.Flags()
		f.BoolVar(&o.JSON, "json", false, "print one JSON object (freshness_p50_ms, freshness_p99_ms, freshness_p99_under_bombs_ms, peak_rss_mb, ...)")
		f.IntVar(&o.Uploads, "uploads", 200, "uploads measured alone")
		f.IntVar(&o.UnderBombs, "uploads-under-bombs", 100, "uploads measured while the other firm uploads bombs")
		f.IntVar(&o.Bombers, "bombers", 4, "the other firm's concurrent bomb uploaders")
		f.IntVar(&o.BombMiB, "bomb-mib", 1024, "how far each bomb inflates, in MiB")
		f.DurationVar(&o.Timeout, "timeout", 10*time.Minute, "give up after this long")
		f.BoolVar(&o.Keep, "keep", false, "keep the temporary data folder and up's log (its path is printed) to look into afterwards")
		bench.AddCommand(cmd)
	})
}

type e2eOptions struct {
	Binary     string // the pramaan binary to run; default this one
	JSON       bool
	Uploads    int
	UnderBombs int
	Bombers    int
	BombMiB    int
	Timeout    time.Duration
	Keep       bool
}

// e2eResult is `pramaan bench e2e --json`'s output.
type e2eResult struct {
	Uploads                int     `json:"uploads"`
	FreshnessP50           float64 `json:"freshness_p50_ms"`
	FreshnessP99           float64 `json:"freshness_p99_ms"`
	FreshnessMax           float64 `json:"freshness_max_ms"`
	UploadsUnderBombs      int     `json:"uploads_under_bombs"`
	FreshnessP50UnderBombs float64 `json:"freshness_p50_under_bombs_ms"`
	FreshnessP99UnderBombs float64 `json:"freshness_p99_under_bombs_ms"`
	BombsUploaded          int     `json:"bombs_uploaded"`
	BombsUnreadable        int     `json:"bombs_unreadable"`
	BombBytes              int     `json:"bomb_bytes"`
	BombInflatedMiB        int     `json:"bomb_inflated_mib"`
	PeakRSSMB              float64 `json:"peak_rss_mb"`
	Seconds                float64 `json:"seconds"`
	// Where the time goes, per upload (p50 and p99 in ms), from the run
	// that landed each measured upload's frame: from the HTTP 201 to the
	// run's start (relay, bus, trigger, claim), the run itself (snapshot,
	// reading, model, finish), and from its end to the Brief read current.
	// Flat, like every field: one JSON object of numbers.
	ToStartP50           float64 `json:"to_start_p50_ms"`
	ToStartP99           float64 `json:"to_start_p99_ms"`
	RunP50               float64 `json:"run_p50_ms"`
	RunP99               float64 `json:"run_p99_ms"`
	AfterRunP50          float64 `json:"after_run_p50_ms"`
	AfterRunP99          float64 `json:"after_run_p99_ms"`
	ToStartP50UnderBombs float64 `json:"to_start_p50_under_bombs_ms"`
	ToStartP99UnderBombs float64 `json:"to_start_p99_under_bombs_ms"`
	RunP50UnderBombs     float64 `json:"run_p50_under_bombs_ms"`
	RunP99UnderBombs     float64 `json:"run_p99_under_bombs_ms"`
	AfterRunP50Bombs     float64 `json:"after_run_p50_under_bombs_ms"`
	AfterRunP99Bombs     float64 `json:"after_run_p99_under_bombs_ms"`
}

// e2ePhases splits freshness into the rail's phases (ms).
type e2ePhases struct {
	ToStartP50, ToStartP99, RunP50, RunP99, AfterP50, AfterP99 float64
}

// e2eSample is one measured upload.
type e2eSample struct {
	fresh, toStart, run, after time.Duration
}

func phasesOf(ss []e2eSample) (fresh []time.Duration, p e2ePhases) {
	var a, b, c []time.Duration
	for _, s := range ss {
		fresh, a, b, c = append(fresh, s.fresh), append(a, s.toStart), append(b, s.run), append(c, s.after)
	}
	p = e2ePhases{percentile(a, 0.5), percentile(a, 0.99), percentile(b, 0.5), percentile(b, 0.99), percentile(c, 0.5), percentile(c, 0.99)}
	return fresh, p
}

// e2eClient calls the API of the `up` under test as one firm.
type e2eClient struct {
	base, key string
	hc        *http.Client
}

func (c *e2eClient) do(ctx context.Context, method, path string, body io.Reader, ctype string, out any) (int, error) {
	req, err := http.NewRequestWithContext(ctx, method, c.base+path, body)
	if err != nil {
		return 0, err
	}
	req.Header.Set("Authorization", "Bearer "+c.key)
	if ctype != "" {
		req.Header.Set("Content-Type", ctype)
	}
	resp, err := c.hc.Do(req)
	if err != nil {
		return 0, err
	}
	defer resp.Body.Close()
	b, err := io.ReadAll(resp.Body)
	if err != nil {
		return resp.StatusCode, err
	}
	if out != nil && resp.StatusCode < 300 {
		if err := json.Unmarshal(b, out); err != nil {
			return resp.StatusCode, fmt.Errorf("%s %s: %w", method, path, err)
		}
	}
	if resp.StatusCode >= 300 {
		return resp.StatusCode, fmt.Errorf("%s %s: HTTP %d: %s", method, path, resp.StatusCode, bytes.TrimSpace(b))
	}
	return resp.StatusCode, nil
}

func (c *e2eClient) createMatter(ctx context.Context, title string) (string, error) {
	var m struct {
		ID string `json:"id"`
	}
	body, _ := json.Marshal(map[string]string{"title": title})
	_, err := c.do(ctx, "POST", "/api/v1/matters", bytes.NewReader(body), "application/json", &m)
	return m.ID, err
}

func (c *e2eClient) upload(ctx context.Context, matter, name string, data []byte) (string, error) {
	var body bytes.Buffer
	mw := multipart.NewWriter(&body)
	fw, err := mw.CreateFormFile("file", name)
	if err != nil {
		return "", err
	}
	if _, err := fw.Write(data); err != nil {
		return "", err
	}
	if err := mw.Close(); err != nil {
		return "", err
	}
	var res struct {
		Documents []struct {
			ID string `json:"id"`
		} `json:"documents"`
	}
	if _, err := c.do(ctx, "POST", "/api/v1/matters/"+matter+"/documents", &body, mw.FormDataContentType(), &res); err != nil {
		return "", err
	}
	if len(res.Documents) != 1 {
		return "", fmt.Errorf("upload %s: %d documents in the answer", name, len(res.Documents))
	}
	return res.Documents[0].ID, nil
}

// e2eBrief is the part of the Brief the bench reads.
type e2eBrief struct {
	Current    bool `json:"current"`
	Unreadable []struct {
		Reason string `json:"reason"`
	} `json:"unreadable"`
}

// waitCurrent polls the matter's Brief until it is current.
func (c *e2eClient) waitCurrent(ctx context.Context, matter string) error {
	for {
		var b e2eBrief
		code, err := c.do(ctx, "GET", "/api/v1/matters/"+matter+"/brief", nil, "", &b)
		if err == nil && b.Current {
			return nil
		}
		if err != nil && code != http.StatusNotFound { // 404 brief_pending before the first frame
			return err
		}
		select {
		case <-ctx.Done():
			return fmt.Errorf("matter %s: the Brief did not become current: %w", matter, ctx.Err())
		case <-time.After(2 * time.Millisecond):
		}
	}
}

// waitRead polls the matter until the document is no longer stored (read,
// or refused as unreadable).
func (c *e2eClient) waitRead(ctx context.Context, matter, doc string) error {
	for {
		var m struct {
			Documents []struct {
				ID     string `json:"id"`
				Status string `json:"status"`
			} `json:"documents"`
		}
		if _, err := c.do(ctx, "GET", "/api/v1/matters/"+matter, nil, "", &m); err != nil {
			return err
		}
		for _, d := range m.Documents {
			if d.ID == doc && d.Status != "stored" {
				return nil
			}
		}
		select {
		case <-ctx.Done():
			return ctx.Err()
		case <-time.After(20 * time.Millisecond):
		}
	}
}

// measure uploads n small PDFs one at a time, round-robin over matters, and
// returns each one's time from its 201 to its Brief being current, split
// by the run that landed it.
func (c *e2eClient) measure(ctx context.Context, matters []string, n int, tag string) ([]e2eSample, error) {
	out := make([]e2eSample, 0, n)
	for i := 0; i < n; i++ {
		m := matters[i%len(matters)]
		data, err := e2ePDF(fmt.Sprintf("%s %d", tag, i))
		if err != nil {
			return nil, err
		}
		if _, err := c.upload(ctx, m, fmt.Sprintf("%s-%03d.pdf", tag, i), data); err != nil {
			return nil, err
		}
		t0 := time.Now()
		if err := c.waitCurrent(ctx, m); err != nil {
			return nil, err
		}
		t1 := time.Now()
		s := e2eSample{fresh: t1.Sub(t0)}
		var rail struct {
			LastRuns []struct {
				StartedAt time.Time  `json:"started_at"`
				EndedAt   *time.Time `json:"ended_at"`
				Outcome   string     `json:"outcome"`
			} `json:"last_runs"`
		}
		if _, err := c.do(ctx, "GET", "/api/v1/matters/"+m+"/rail", nil, "", &rail); err != nil {
			return nil, err
		}
		for _, r := range rail.LastRuns { // newest first
			if r.Outcome == "landed" && r.EndedAt != nil {
				s.toStart, s.run, s.after = r.StartedAt.Sub(t0), r.EndedAt.Sub(r.StartedAt), t1.Sub(*r.EndedAt)
				break
			}
		}
		out = append(out, s)
	}
	return out, nil
}

// e2ePDF is a one-page text PDF, unique by tag, long enough that no page
// is OCR'd.
func e2ePDF(tag string) ([]byte, error) {
	p := fpdf.New("P", "mm", "Letter", "")
	p.SetFont("Helvetica", "", 12)
	p.AddPage()
	p.MultiCell(0, 6, "UNITED STATES DISTRICT COURT\nJANE ROE, Plaintiff, v. ACME CORPORATION, Defendant.\n"+
		"DECLARATION OF JOHN DOE ("+tag+")\nOn March 3, 2021, Acme Corporation terminated the supply agreement with Roe Logistics LLC "+
		"without the notice that section 12 requires. I declare under penalty of perjury that the foregoing is true.", "", "L", false)
	var buf bytes.Buffer
	if err := p.Output(&buf); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

// bombStream is a Flate stream that inflates to mib MiB of blanks.
func bombStream(mib int) []byte {
	var z bytes.Buffer
	zw, _ := zlib.NewWriterLevel(&z, zlib.BestSpeed)
	chunk := bytes.Repeat([]byte(" "), 1<<20)
	for i := 0; i < mib; i++ {
		_, _ = zw.Write(chunk)
	}
	_ = zw.Close()
	return z.Bytes()
}

// bombPDF wraps the stream in a one-page PDF made unique by n, so that no
// cache knows it.
func bombPDF(stream []byte, n int64) []byte {
	objs := []string{
		"<< /Type /Catalog /Pages 2 0 R >>",
		"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
		"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>",
		fmt.Sprintf("<< /Filter /FlateDecode /Length %d >>\nstream\n%s\nendstream", len(stream), stream),
		"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
	}
	var b bytes.Buffer
	fmt.Fprintf(&b, "%%PDF-1.4\n%% bomb %d\n", n)
	offsets := make([]int, len(objs))
	for i, o := range objs {
		offsets[i] = b.Len()
		fmt.Fprintf(&b, "%d 0 obj\n%s\nendobj\n", i+1, o)
	}
	xref := b.Len()
	fmt.Fprintf(&b, "xref\n0 %d\n0000000000 65535 f \n", len(objs)+1)
	for _, off := range offsets {
		fmt.Fprintf(&b, "%010d 00000 n \n", off)
	}
	fmt.Fprintf(&b, "trailer\n<< /Size %d /Root 1 0 R >>\nstartxref\n%d\n%%%%EOF\n", len(objs)+1, xref)
	return b.Bytes()
}

func percentile(ds []time.Duration, p float64) float64 {
	if len(ds) == 0 {
		return 0
	}
	s := append([]time.Duration(nil), ds...)
	sort.Slice(s, func(i, j int) bool { return s[i] < s[j] })
	i := int(float64(len(s))*p+0.5) - 1
	i = max(0, min(i, len(s)-1))
	return float64(s[i].Microseconds()) / 1000
}

// peakRSS is a process's peak resident set (VmHWM) in MB.
func peakRSS(pid int) (float64, error) {
	b, err := os.ReadFile(fmt.Sprintf("/proc/%d/status", pid))
	if err != nil {
		return 0, err
	}
	for _, line := range strings.Split(string(b), "\n") {
		if strings.HasPrefix(line, "VmHWM:") {
			f := strings.Fields(line)
			if len(f) >= 2 {
				kb, err := strconv.ParseFloat(f[1], 64)
				return kb / 1024, err
			}
		}
	}
	return 0, errors.New("no VmHWM in /proc status")
}

func runE2E(ctx context.Context, o e2eOptions) (e2eResult, error) {
	started := time.Now()
	var res e2eResult
	ctx, cancel := context.WithTimeout(ctx, o.Timeout)
	defer cancel()
	self := o.Binary
	if self == "" {
		var err error
		if self, err = os.Executable(); err != nil {
			return res, err
		}
	}
	dir, err := os.MkdirTemp("", "pramaan-e2e-")
	if err != nil {
		return res, err
	}
	if o.Keep {
		defer progressf("bench e2e: kept %s (up's log: %s)", dir, filepath.Join(dir, "up.log"))
	} else {
		defer os.RemoveAll(dir)
	}
	data := filepath.Join(dir, "data")
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return res, err
	}
	addr := l.Addr().String()
	l.Close()
	env := append(os.Environ(), "PRAMAAN_DATA="+data, "PRAMAAN_ADDR="+addr, "PRAMAAN_DATABASE_URL=", "PRAMAAN_NATS_URL=",
		"PRAMAAN_METRICS_ADDR=", "PRAMAAN_MODEL=rules")
	logPath := filepath.Join(dir, "up.log")
	logFile, err := os.Create(logPath)
	if err != nil {
		return res, err
	}
	defer logFile.Close()
	up := exec.Command(self, "up")
	up.Env, up.Stdout, up.Stderr = env, logFile, logFile
	if err := up.Start(); err != nil {
		return res, fmt.Errorf("start pramaan up: %w", err)
	}
	exited := make(chan error, 1)
	go func() { exited <- up.Wait() }()
	stopped := false
	stop := func() {
		if stopped {
			return
		}
		stopped = true
		_ = up.Process.Signal(syscall.SIGTERM)
		select {
		case <-exited:
		case <-time.After(60 * time.Second):
			_ = up.Process.Kill()
			<-exited
		}
	}
	defer stop()
	fail := func(err error) (e2eResult, error) {
		tail, _ := os.ReadFile(logPath)
		if len(tail) > 4000 {
			tail = tail[len(tail)-4000:]
		}
		return res, fmt.Errorf("bench e2e: %w\n--- pramaan up's output (last lines) ---\n%s", err, tail)
	}
	progressf("bench e2e: pramaan up (pid %d) on %s, data in %s", up.Process.Pid, addr, data)

	// Wait for up: its credentials, its API, its sample matter current.
	var creds credentials
	for {
		if c, err := readCredentials(data); err == nil && c.APIKey != "" {
			creds = c
			break
		}
		select {
		case err := <-exited:
			return fail(fmt.Errorf("pramaan up exited: %v", err))
		case <-ctx.Done():
			return fail(fmt.Errorf("no credentials.json: %w", ctx.Err()))
		case <-time.After(50 * time.Millisecond):
		}
	}
	a := &e2eClient{base: creds.URL, key: creds.APIKey, hc: &http.Client{Timeout: time.Minute}}
	for {
		var ms struct {
			Matters []struct {
				ID string `json:"id"`
			} `json:"matters"`
		}
		if _, err := a.do(ctx, "GET", "/api/v1/matters", nil, "", &ms); err == nil && len(ms.Matters) > 0 {
			if err := a.waitCurrent(ctx, ms.Matters[0].ID); err != nil {
				return fail(err)
			}
			break
		}
		select {
		case <-ctx.Done():
			return fail(fmt.Errorf("the sample matter: %w", ctx.Err()))
		case <-time.After(50 * time.Millisecond):
		}
	}

	matters := make([]string, 10)
	for i := range matters {
		if matters[i], err = a.createMatter(ctx, fmt.Sprintf("Freshness matter %d", i)); err != nil {
			return fail(err)
		}
	}
	for _, m := range matters {
		if err := a.waitCurrent(ctx, m); err != nil {
			return fail(err)
		}
	}
	progressf("bench e2e: %d uploads, one at a time", o.Uploads)
	aloneSamples, err := a.measure(ctx, matters, o.Uploads, "alone")
	if err != nil {
		return fail(err)
	}
	alone, ph := phasesOf(aloneSamples)
	res.Uploads = len(alone)
	res.ToStartP50, res.ToStartP99, res.RunP50, res.RunP99, res.AfterRunP50, res.AfterRunP99 =
		ph.ToStartP50, ph.ToStartP99, ph.RunP50, ph.RunP99, ph.AfterP50, ph.AfterP99
	res.FreshnessP50, res.FreshnessP99, res.FreshnessMax = percentile(alone, 0.5), percentile(alone, 0.99), percentile(alone, 1)

	// Another firm, made by the CLI against the same data folder.
	fc := exec.CommandContext(ctx, self, "firm", "create", "Bomb & Co", "--json")
	fc.Env = env
	var ferr bytes.Buffer
	fc.Stderr = &ferr
	out, err := fc.Output()
	if err != nil {
		return fail(fmt.Errorf("pramaan firm create: %v: %s", err, ferr.String()))
	}
	var nf struct {
		APIKey string `json:"api_key"`
	}
	if err := json.Unmarshal(out, &nf); err != nil || nf.APIKey == "" {
		return fail(fmt.Errorf("pramaan firm create --json: %q: %v", out, err))
	}
	b := &e2eClient{base: creds.URL, key: nf.APIKey, hc: &http.Client{Timeout: time.Minute}}
	progressf("bench e2e: making a bomb that inflates to %d MiB", o.BombMiB)
	stream := bombStream(o.BombMiB)
	res.BombBytes, res.BombInflatedMiB = len(bombPDF(stream, 0)), o.BombMiB
	bombCtx, stopBombs := context.WithCancel(ctx)
	var (
		wg      sync.WaitGroup
		bombs   atomic.Int64
		serial  atomic.Int64
		bmu     sync.Mutex
		bombErr error
	)
	bmatters := make([]string, o.Bombers)
	for i := range bmatters {
		if bmatters[i], err = b.createMatter(ctx, fmt.Sprintf("Bomb matter %d", i)); err != nil {
			stopBombs()
			return fail(err)
		}
	}
	for i := 0; i < o.Bombers; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for bombCtx.Err() == nil {
				n := serial.Add(1)
				// The upload runs on ctx, not bombCtx: stopping the bombers
				// never abandons one in flight, which the server could record
				// while this count missed it.
				id, err := b.upload(ctx, bmatters[i], fmt.Sprintf("exhibit-%d.pdf", n), bombPDF(stream, n))
				if err == nil {
					bombs.Add(1)
					// The next bomb once this one is read: each uploader keeps
					// one bomb being read at all times.
					err = b.waitRead(bombCtx, bmatters[i], id)
				}
				if err != nil {
					if bombCtx.Err() == nil {
						bmu.Lock()
						bombErr = err
						bmu.Unlock()
					}
					return
				}
			}
		}()
	}
	progressf("bench e2e: %d uploads while %d uploaders of another firm send bombs", o.UnderBombs, o.Bombers)
	underSamples, err := a.measure(ctx, matters, o.UnderBombs, "bombed")
	under, ph := phasesOf(underSamples)
	res.ToStartP50UnderBombs, res.ToStartP99UnderBombs, res.RunP50UnderBombs, res.RunP99UnderBombs, res.AfterRunP50Bombs, res.AfterRunP99Bombs =
		ph.ToStartP50, ph.ToStartP99, ph.RunP50, ph.RunP99, ph.AfterP50, ph.AfterP99
	stopBombs()
	wg.Wait()
	if err != nil {
		return fail(err)
	}
	if bombErr != nil {
		return fail(fmt.Errorf("a bomb upload failed: %w", bombErr))
	}
	res.UploadsUnderBombs = len(under)
	res.FreshnessP50UnderBombs, res.FreshnessP99UnderBombs = percentile(under, 0.5), percentile(under, 0.99)
	res.BombsUploaded = int(bombs.Load())
	// The bombs' matters end current, every bomb named unreadable.
	for _, m := range bmatters {
		if err := b.waitCurrent(ctx, m); err != nil {
			return fail(err)
		}
		var br e2eBrief
		if _, err := b.do(ctx, "GET", "/api/v1/matters/"+m+"/brief", nil, "", &br); err != nil {
			return fail(err)
		}
		for _, u := range br.Unreadable {
			if strings.Contains(u.Reason, "decompression bomb") {
				res.BombsUnreadable++
			}
		}
	}
	if res.PeakRSSMB, err = peakRSS(up.Process.Pid); err != nil {
		return fail(err)
	}
	stop()
	res.Seconds = time.Since(started).Seconds()
	return res, nil
}
