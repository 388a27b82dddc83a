package web_test

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
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/promhttp"

	"pramaan/brief/model"
	"pramaan/bus"
	"pramaan/internal/app"
	"pramaan/internal/apptest"
	"pramaan/internal/pgtest"
	"pramaan/rail"
	"pramaan/web"
)

func TestMain(m *testing.M) { pgtest.Main(m) }

// env is one running PRAMAAN behind an httptest.Server: its own database,
// its own embedded JetStream (when roles need one) and blob folder.
type env struct {
	t    *testing.T
	pool *pgxpool.Pool
	sys  *app.System
	srv  *httptest.Server
	ops  *httptest.Server // the operations address: /metrics
	dir  string
}

type envOptions struct {
	roles app.Roles
	model model.Model
	web   web.Options
	rail  rail.Config
}

func newEnv(t *testing.T, o envOptions) *env {
	t.Helper()
	apptest.Tracing(t)
	ctx := context.Background()
	e := &env{t: t, pool: pgtest.New(t), dir: t.TempDir()}
	var b *bus.Bus
	if o.roles.Relay || o.roles.Worker {
		b = apptest.Bus(t, e.dir)
	}
	if o.rail.WorkerID == "" {
		o.rail.WorkerID = t.Name()
	}
	sys, err := app.New(app.Options{Pool: e.pool, Bus: b, DataDir: e.dir, Model: o.model, Rail: o.rail,
		Roles: o.roles, Logger: apptest.QuietLogger()})
	if err != nil {
		t.Fatal(err)
	}
	e.sys = sys
	runCtx, cancel := context.WithCancel(ctx)
	done := make(chan error, 1)
	go func() { done <- sys.Run(runCtx) }()
	o.web.Store, o.web.Pool, o.web.Views = sys.Store, e.pool, sys.Views
	// The process's operations registry, served apart from the API.
	reg := prometheus.NewRegistry()
	o.web.Registerer = reg
	e.ops = httptest.NewServer(promhttp.HandlerFor(reg, promhttp.HandlerOpts{}))
	t.Cleanup(e.ops.Close)
	if o.web.Logger == nil {
		o.web.Logger = apptest.QuietLogger()
	}
	e.srv = httptest.NewServer(web.New(o.web))
	t.Cleanup(func() {
		e.srv.CloseClientConnections()
		e.srv.Close()
		cancel()
		if err := <-done; err != nil {
			t.Errorf("system stopped with: %v", err)
		}
	})
	return e
}

// firm creates a firm and returns its id and API key.
func (e *env) firm(name string) (string, string) {
	e.t.Helper()
	f, key, err := e.sys.Store.CreateFirm(context.Background(), name)
	if err != nil {
		e.t.Fatal(err)
	}
	return f.ID, key
}

// call makes a request and returns the status, the body and the response.
func (e *env) call(method, path, key string, body io.Reader, header map[string]string) (int, []byte, *http.Response) {
	e.t.Helper()
	// A bound, so that a response that never ends fails the test instead
	// of hanging it.
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	req, err := http.NewRequestWithContext(ctx, method, e.srv.URL+path, body)
	if err != nil {
		e.t.Fatal(err)
	}
	if key != "" {
		req.Header.Set("Authorization", "Bearer "+key)
	}
	for k, v := range header {
		req.Header.Set(k, v)
	}
	resp, err := e.srv.Client().Do(req)
	if err != nil {
		e.t.Fatalf("%s %s: %v", method, path, err)
	}
	defer resp.Body.Close()
	b, err := io.ReadAll(resp.Body)
	if err != nil {
		e.t.Fatalf("%s %s: read body: %v", method, path, err)
	}
	return resp.StatusCode, b, resp
}

// mustJSON calls and decodes a response that must have status want.
func (e *env) mustJSON(method, path, key string, body io.Reader, header map[string]string, want int, into any) {
	e.t.Helper()
	code, b, _ := e.call(method, path, key, body, header)
	if code != want {
		e.t.Fatalf("%s %s: status %d, want %d: %s", method, path, code, want, b)
	}
	if into != nil {
		if err := json.Unmarshal(b, into); err != nil {
			e.t.Fatalf("%s %s: decode %s: %v", method, path, b, err)
		}
	}
}

type matterJSON struct {
	ID        string    `json:"id"`
	Title     string    `json:"title"`
	Status    string    `json:"status"`
	Documents []docJSON `json:"documents"`
}

type docJSON struct {
	ID       string `json:"id"`
	FileName string `json:"filename"`
	SHA256   string `json:"sha256"`
	Size     int64  `json:"size_bytes"`
	Status   string `json:"status"`
}

func (e *env) createMatter(key, title string) matterJSON {
	e.t.Helper()
	var m matterJSON
	e.mustJSON("POST", "/api/v1/matters", key, strings.NewReader(fmt.Sprintf(`{"title": %q}`, title)),
		map[string]string{"Content-Type": "application/json"}, http.StatusCreated, &m)
	return m
}

type file struct {
	name string
	data []byte
}

// multipartBody builds a multipart body with one `file` part per file.
func multipartBody(t *testing.T, files ...file) (io.Reader, string) {
	t.Helper()
	var buf bytes.Buffer
	mw := multipart.NewWriter(&buf)
	for _, f := range files {
		pw, err := mw.CreateFormFile("file", f.name)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := pw.Write(f.data); err != nil {
			t.Fatal(err)
		}
	}
	if err := mw.Close(); err != nil {
		t.Fatal(err)
	}
	return &buf, mw.FormDataContentType()
}

func (e *env) upload(key, matterID string, files ...file) (int, []byte) {
	e.t.Helper()
	body, ct := multipartBody(e.t, files...)
	code, b, _ := e.call("POST", "/api/v1/matters/"+matterID+"/documents", key, body, map[string]string{"Content-Type": ct})
	return code, b
}

type briefJSON struct {
	Generation int64 `json:"generation"`
	Current    bool  `json:"current"`
	Sources    []struct {
		DocumentID string `json:"document_id"`
		FileName   string `json:"filename"`
		Pages      int    `json:"pages"`
		SHA256     string `json:"sha256"`
	} `json:"sources"`
	Parties    []json.RawMessage `json:"parties"`
	Chronology []json.RawMessage `json:"chronology"`
	Assertions []json.RawMessage `json:"assertions"`
	Unreadable []struct {
		DocumentID string `json:"document_id"`
		FileName   string `json:"filename"`
		Reason     string `json:"reason"`
	} `json:"unreadable"`
}

// waitBrief polls GET brief until cond holds for a 200 answer.
func (e *env) waitBrief(key, matterID string, within time.Duration, cond func(briefJSON) bool) briefJSON {
	e.t.Helper()
	deadline := time.Now().Add(within)
	var last []byte
	for {
		code, b, _ := e.call("GET", "/api/v1/matters/"+matterID+"/brief", key, nil, nil)
		if code == http.StatusOK {
			var br briefJSON
			if err := json.Unmarshal(b, &br); err != nil {
				e.t.Fatalf("brief: %v: %s", err, b)
			}
			if cond(br) {
				return br
			}
		} else if code != http.StatusNotFound {
			e.t.Fatalf("GET brief: status %d: %s", code, b)
		}
		last = b
		if time.Now().After(deadline) {
			e.t.Fatalf("brief of matter %s: condition not met within %s; last answer: %s", matterID, within, last)
		}
		time.Sleep(50 * time.Millisecond)
	}
}

// sseEvent is one parsed Server-Sent Event.
type sseEvent struct {
	name string
	data string
}

// readEvents parses an event stream into ch until it ends.
func readEvents(r io.Reader, ch chan<- sseEvent) {
	defer close(ch)
	sc := bufio.NewScanner(r)
	var ev sseEvent
	for sc.Scan() {
		line := sc.Text()
		switch {
		case line == "":
			if ev.name != "" || ev.data != "" {
				ch <- ev
			}
			ev = sseEvent{}
		case strings.HasPrefix(line, "event: "):
			ev.name = strings.TrimPrefix(line, "event: ")
		case strings.HasPrefix(line, "data: "):
			ev.data += strings.TrimPrefix(line, "data: ")
		}
	}
}

// metricValue scrapes /metrics and returns the value of the first sample of
// name whose labels contain every given `k="v"` pair, and whether one was found.
func (e *env) metricValue(name string, labels ...string) (float64, bool) {
	e.t.Helper()
	resp, err := http.Get(e.ops.URL + "/metrics")
	if err != nil {
		e.t.Fatal(err)
	}
	b, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		e.t.Fatalf("GET /metrics on the operations address: %d: %s", resp.StatusCode, b)
	}
	for _, line := range strings.Split(string(b), "\n") {
		if !strings.HasPrefix(line, name+"{") && !strings.HasPrefix(line, name+" ") {
			continue
		}
		ok := true
		for _, l := range labels {
			ok = ok && strings.Contains(line, l)
		}
		if !ok {
			continue
		}
		var v float64
		if _, err := fmt.Sscan(line[strings.LastIndexByte(line, ' ')+1:], &v); err != nil {
			e.t.Fatalf("metric line %q: %v", line, err)
		}
		return v, true
	}
	return 0, false
}

func netListen() (net.Listener, error) { return net.Listen("tcp", "127.0.0.1:0") }

// firmOf is the id of the firm whose API key is key.
func (e *env) firmOf(key string) string {
	e.t.Helper()
	f, err := e.sys.Store.FirmByAPIKey(context.Background(), key)
	if err != nil {
		e.t.Fatal(err)
	}
	return f.ID
}
