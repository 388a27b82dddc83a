package web_test

import (
	"context"
	"encoding/json"
	"log/slog"
	"net"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	"pramaan/internal/apptest"
	"pramaan/internal/waitfor"
	"pramaan/readmodel"
	"pramaan/web"
)

// gatedViews is the read model with a gate: once armed, every ViewStamp of
// the held matter waits for the gate to open, so a stream can be held in
// the middle of a look at its matter.
type gatedViews struct {
	web.Views
	held    string // the matter whose looks are held
	mu      sync.Mutex
	armed   bool
	gate    chan struct{}
	entered chan struct{} // one signal per held call
}

func newGatedViews(v web.Views, held string) *gatedViews {
	return &gatedViews{Views: v, held: held, gate: make(chan struct{}), entered: make(chan struct{}, 16)}
}

func (g *gatedViews) arm() {
	g.mu.Lock()
	g.armed = true
	g.mu.Unlock()
}

func (g *gatedViews) ViewStamp(ctx context.Context, firmID, matterID string) (string, error) {
	g.mu.Lock()
	armed := g.armed && matterID == g.held
	g.mu.Unlock()
	if armed {
		g.entered <- struct{}{}
		<-g.gate
	}
	return g.Views.ViewStamp(ctx, firmID, matterID)
}

// View is the read model's, named so that the gate's type has every method
// of web.Views.
func (g *gatedViews) View(ctx context.Context, firmID, matterID string) (readmodel.MatterView, error) {
	return g.Views.View(ctx, firmID, matterID)
}

// openStream opens the matter's event stream on base and returns its
// events once the first has arrived.
func openStream(t *testing.T, client *http.Client, base, key, matterID string) <-chan sseEvent {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	t.Cleanup(cancel)
	req, _ := http.NewRequestWithContext(ctx, "GET", base+"/api/v1/matters/"+matterID+"/events", nil)
	req.Header.Set("Authorization", "Bearer "+key)
	resp, err := client.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	if resp.StatusCode != http.StatusOK {
		t.Fatalf("open stream: %s", resp.Status)
	}
	events := make(chan sseEvent, 64)
	go func() { defer resp.Body.Close(); readEvents(resp.Body, events) }()
	if ev, ok := <-events; !ok || ev.name != "state" {
		t.Fatalf("stream's first event: %+v (open %v), want state", ev, ok)
	}
	return events
}

// lastEvent reads a stream to its end and returns its last event.
func lastEvent(t *testing.T, events <-chan sseEvent) sseEvent {
	t.Helper()
	var last sseEvent
	for {
		select {
		case ev, ok := <-events:
			if !ok {
				return last
			}
			last = ev
		case <-time.After(time.Minute):
			t.Fatal("the stream did not end within a minute of the stop")
		}
	}
}

// wantEnd fails unless ev is the final event of a shutdown.
func wantEnd(t *testing.T, ev sseEvent) {
	t.Helper()
	var end struct{ Reason string }
	if ev.name != "end" || json.Unmarshal([]byte(ev.data), &end) != nil || end.Reason != "shutdown" {
		t.Fatalf("the stream's last event is %q %s, want end {\"reason\":\"shutdown\"}", ev.name, ev.data)
	}
}

// The event streams run as one service: its Stop refuses new streams at
// once, has every open stream send its final event "end", and returns only
// when the last stream has returned, even one held in the middle of a look
// at its matter.
func TestEventStreamsStopInOrder(t *testing.T) {
	t.Parallel()
	e := newEnv(t, envOptions{})
	_, key := e.firm("Firm A")
	m := e.createMatter(key, "Streams at shutdown")
	// The refusals are asked for on another matter, whose looks are never
	// held: one asked for before the stop began is let in, and ends.
	other := e.createMatter(key, "Asked for during the stop")
	views := newGatedViews(e.sys.Views, m.ID)
	h := web.New(web.Options{Store: e.sys.Store, Pool: e.pool, Views: views, Logger: apptest.QuietLogger(),
		EventInterval: 20 * time.Millisecond})
	srv := httptest.NewServer(h)
	defer srv.Close()
	var openGate sync.Once
	defer func() { // a failed test must not leave a stream holding srv.Close
		openGate.Do(func() { close(views.gate) })
		_ = h.Events().Stop()
		srv.CloseClientConnections()
	}()
	h.Events().Start(context.Background())
	<-h.Events().Started()

	// Two streams; once both are open, their next looks are held.
	first := openStream(t, srv.Client(), srv.URL, key, m.ID)
	second := openStream(t, srv.Client(), srv.URL, key, m.ID)
	views.arm()
	select {
	case <-views.entered:
	case <-time.After(time.Minute):
		t.Fatal("no stream looked at its matter within a minute")
	}

	stopped := make(chan error, 1)
	go func() { stopped <- h.Events().Stop() }()
	waitfor.Until(t, time.Minute, "a new stream refused once the stop began", func() bool {
		code, errCode := streamRefusal(t, srv.Client(), srv.URL, key, other.ID)
		return code == http.StatusServiceUnavailable && errCode == "shutting_down"
	})
	select {
	case <-h.Events().Stopped():
		t.Fatal("the streams' service stopped while a stream was still in the middle of a look")
	default:
	}
	openGate.Do(func() { close(views.gate) })
	select {
	case err := <-stopped:
		if err != nil {
			t.Fatalf("Stop: %v", err)
		}
	case <-time.After(time.Minute):
		t.Fatal("Stop did not return within a minute of the last stream's look")
	}
	wantEnd(t, lastEvent(t, first))
	wantEnd(t, lastEvent(t, second))
}

// streamRefusal asks for a stream that should be refused and returns the
// status and the error's code; a stream let in is closed at once.
func streamRefusal(t *testing.T, client *http.Client, base, key, matterID string) (int, string) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	req, _ := http.NewRequestWithContext(ctx, "GET", base+"/api/v1/matters/"+matterID+"/events", nil)
	req.Header.Set("Authorization", "Bearer "+key)
	resp, err := client.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	if resp.StatusCode == http.StatusOK {
		return resp.StatusCode, ""
	}
	var eb struct{ Code string }
	_ = json.NewDecoder(resp.Body).Decode(&eb)
	return resp.StatusCode, eb.Code
}

// Serve stops the event streams before the listener: an open stream ends
// with its final event, and Serve returns (so the caller may close the
// pool) only after it has.
func TestServeEndsStreamsFirst(t *testing.T) {
	t.Parallel()
	e := newEnv(t, envOptions{})
	_, key := e.firm("Firm A")
	m := e.createMatter(key, "Serve's streams")
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	h := web.New(web.Options{Store: e.sys.Store, Pool: e.pool, Views: e.sys.Views, Logger: apptest.QuietLogger()})
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() { done <- web.ServeListener(ctx, ln, h, apptest.QuietLogger()) }()
	events := openStream(t, http.DefaultClient, "http://"+ln.Addr().String(), key, m.ID)
	cancel()
	select {
	case err := <-done:
		if err != nil {
			t.Fatalf("Serve: %v", err)
		}
	case <-time.After(time.Minute):
		t.Fatal("Serve did not return within a minute of its ctx ending")
	}
	select {
	case <-h.Events().Stopped():
	default:
		t.Fatal("Serve returned before its event streams' service stopped")
	}
	wantEnd(t, lastEvent(t, events))
}

// A stream refused because the server is stopping (503 shutting_down) is
// logged as a warning, not an error: it is the stop going as planned.
func TestRefusedStreamAtShutdownIsNoErrorInTheLog(t *testing.T) {
	t.Parallel()
	e := newEnv(t, envOptions{})
	_, key := e.firm("Firm A")
	m := e.createMatter(key, "Streams refused at shutdown")
	var logs lockedLog
	h := web.New(web.Options{Store: e.sys.Store, Pool: e.pool, Views: e.sys.Views,
		Logger: slog.New(slog.NewJSONHandler(&logs, &slog.HandlerOptions{Level: slog.LevelDebug}))})
	srv := httptest.NewServer(h)
	defer srv.Close()
	h.Events().Start(context.Background())
	<-h.Events().Started()
	if err := h.Events().Stop(); err != nil {
		t.Fatal(err)
	}
	if code, errCode := streamRefusal(t, srv.Client(), srv.URL, key, m.ID); code != http.StatusServiceUnavailable || errCode != "shutting_down" {
		t.Fatalf("a stream asked for after the stop: %d %s, want 503 shutting_down", code, errCode)
	}
	var line struct {
		Level  string
		Status int
	}
	for _, l := range strings.Split(logs.String(), "\n") {
		if json.Unmarshal([]byte(l), &line) == nil && line.Status == http.StatusServiceUnavailable {
			if line.Level != "WARN" {
				t.Errorf("the refused stream is logged at %s, want WARN: %s", line.Level, l)
			}
			return
		}
	}
	t.Fatalf("no log line for the refused stream:\n%s", logs.String())
}

// lockedLog is a log sink safe for the server's goroutines.
type lockedLog struct {
	mu sync.Mutex
	b  strings.Builder
}

func (l *lockedLog) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.Write(p)
}

func (l *lockedLog) String() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.String()
}
