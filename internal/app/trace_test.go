package app_test

import (
	"bytes"
	"compress/gzip"
	"context"
	"encoding/hex"
	"io"
	"mime/multipart"
	"net/http"
	"net/http/httptest"
	"sort"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/jackc/pgx/v5/pgxpool"
	coltracepb "go.opentelemetry.io/proto/otlp/collector/trace/v1"
	"google.golang.org/protobuf/proto"

	"pramaan/brief/model"
	"pramaan/internal/app"
	"pramaan/internal/apptest"
	"pramaan/internal/pgtest"
	"pramaan/internal/telemetry"
	"pramaan/outbox"
	"pramaan/rail"
	"pramaan/web"
)

// span is what the test's collector keeps of an exported span.
type span struct {
	traceID, spanID, parentID, name, scope string
	attrs                                  map[string]string
}

// collector is a small OTLP/HTTP receiver: it accepts POST /v1/traces in
// protobuf (gzip or not) and keeps every span.
type collector struct {
	mu    sync.Mutex
	spans []span
}

func (c *collector) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if r.Method != http.MethodPost || r.URL.Path != "/v1/traces" {
		http.NotFound(w, r)
		return
	}
	var body io.Reader = r.Body
	if r.Header.Get("Content-Encoding") == "gzip" {
		zr, err := gzip.NewReader(r.Body)
		if err != nil {
			http.Error(w, err.Error(), http.StatusBadRequest)
			return
		}
		body = zr
	}
	raw, err := io.ReadAll(body)
	if err != nil {
		http.Error(w, err.Error(), http.StatusBadRequest)
		return
	}
	var req coltracepb.ExportTraceServiceRequest
	if err := proto.Unmarshal(raw, &req); err != nil {
		http.Error(w, err.Error(), http.StatusBadRequest)
		return
	}
	c.mu.Lock()
	for _, rs := range req.GetResourceSpans() {
		for _, ss := range rs.GetScopeSpans() {
			for _, s := range ss.GetSpans() {
				attrs := map[string]string{}
				for _, kv := range s.GetAttributes() {
					attrs[kv.GetKey()] = kv.GetValue().GetStringValue()
				}
				c.spans = append(c.spans, span{traceID: hex.EncodeToString(s.GetTraceId()), spanID: hex.EncodeToString(s.GetSpanId()),
					parentID: hex.EncodeToString(s.GetParentSpanId()), name: s.GetName(), scope: ss.GetScope().GetName(), attrs: attrs})
			}
		}
	}
	c.mu.Unlock()
	out, _ := proto.Marshal(&coltracepb.ExportTraceServiceResponse{})
	w.Header().Set("Content-Type", "application/x-protobuf")
	_, _ = w.Write(out)
}

// spansOf returns the spans of one trace, by span id.
func (c *collector) spansOf(traceID string) map[string]span {
	c.mu.Lock()
	defer c.mu.Unlock()
	out := map[string]span{}
	for _, s := range c.spans {
		if s.traceID == traceID {
			out[s.spanID] = s
		}
	}
	return out
}

// renamed is a panel member under another name: two members of one panel.
type renamed struct {
	model.Model
	name string
}

func (m renamed) Name() string { return m.name }

// trace returns the names of the spans of one trace, and how many of them
// came from the pgx instrumentation.
func (c *collector) trace(traceID string) (names []string, sql int) {
	c.mu.Lock()
	defer c.mu.Unlock()
	for _, s := range c.spans {
		if s.traceID != traceID {
			continue
		}
		if strings.Contains(s.scope, "otelpgx") {
			sql++
			continue
		}
		names = append(names, s.name)
	}
	sort.Strings(names)
	return names, sql
}

// One upload, followed to its landed frame, is one trace in an OTLP
// collector: the HTTP request, the fact, the relay's publish, the nudge, the
// demand, the run, the model panel's call, each panel member's call (named)
// and the SQL statements on the way.
func TestUploadTraceReachesTheCollector(t *testing.T) {
	ctx := context.Background()
	recv := &collector{}
	srv := httptest.NewServer(recv)
	defer srv.Close()
	tel, err := telemetry.Setup(ctx, telemetry.Options{Role: "test", Getenv: func(k string) string {
		if k == "OTEL_EXPORTER_OTLP_ENDPOINT" {
			return srv.URL
		}
		return ""
	}})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		_ = tel.Shutdown(ctx)
		// Leave the process as every other test finds it: an SDK, no exporter.
		if _, err := telemetry.Setup(ctx, telemetry.Options{Role: "test", Getenv: func(string) string { return "" }}); err != nil {
			t.Error(err)
		}
	})
	if !tel.Exporting {
		t.Fatal("telemetry does not export with OTEL_EXPORTER_OTLP_ENDPOINT set")
	}

	pool := pgtest.NewWithConfig(t, func(c *pgxpool.Config) { c.ConnConfig.Tracer = telemetry.PoolTracer() })
	dir := t.TempDir()
	s, err := app.New(app.Options{Pool: pool, Bus: apptest.Bus(t, dir), DataDir: dir, Roles: app.All,
		Rail: rail.Config{WorkerID: t.Name()}, Logger: apptest.QuietLogger(),
		Model: model.NewPanel(model.Rules{}, renamed{model.Rules{}, "second"})})
	if err != nil {
		t.Fatal(err)
	}
	run(t, s)
	api := httptest.NewServer(web.New(web.Options{Store: s.Store, Pool: pool, Views: s.Views, Logger: apptest.QuietLogger()}))
	defer api.Close()

	firm, key, err := s.Store.CreateFirm(ctx, "Test firm")
	if err != nil {
		t.Fatal(err)
	}
	matter, err := s.Store.CreateMatter(ctx, firm.ID, "Acme v. Widget")
	if err != nil {
		t.Fatal(err)
	}
	// The matter's first build (from matter.created) lands first, so the
	// upload's demand takes a fresh claim of its own.
	waitCurrent(t, s, firm.ID, matter.ID, time.Minute)

	var body bytes.Buffer
	mw := multipart.NewWriter(&body)
	fw, err := mw.CreateFormFile("file", "complaint.pdf")
	if err != nil {
		t.Fatal(err)
	}
	fw.Write(apptest.PDF(t, "COMPLAINT. Plaintiff Acme Corp. sues Defendant Widget LLC. On March 3, 2024 the parties signed the contract."))
	mw.Close()
	req, _ := http.NewRequest(http.MethodPost, api.URL+"/api/v1/matters/"+matter.ID+"/documents", &body)
	req.Header.Set("Content-Type", mw.FormDataContentType())
	req.Header.Set("Authorization", "Bearer "+key)
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != http.StatusCreated {
		t.Fatalf("upload: %s", resp.Status)
	}
	traceID := outbox.TraceID(resp.Header.Get("traceparent"))
	if traceID == "" {
		t.Fatalf("upload answered with no traceparent")
	}
	v := waitCurrent(t, s, firm.ID, matter.ID, time.Minute)
	if v.Documents != 1 {
		t.Fatalf("matter has %d documents, want 1", v.Documents)
	}
	if err := tel.ForceFlush(ctx); err != nil {
		t.Fatal(err)
	}
	want := []string{
		"POST /api/v1/matters/{id}/documents",
		"fact document.uploaded",
		"relay.publish document.uploaded",
		"trigger.nudge document.uploaded",
		"rail.demand",
		"rail.run",
		"model.extract panel:rules,second",
		"model.member rules",
		"model.member second",
	}
	names, sql := recv.trace(traceID)
	have := map[string]bool{}
	for _, n := range names {
		have[n] = true
	}
	for _, w := range want {
		if !have[w] {
			t.Errorf("trace %s has no span %q; it has %q", traceID, w, names)
		}
	}
	if sql == 0 {
		t.Errorf("trace %s has no SQL statement spans", traceID)
	}
	// Each member's span names its member and sits under the run's span.
	spans := recv.spansOf(traceID)
	members := map[string]int{}
	for _, s := range spans {
		if !strings.HasPrefix(s.name, "model.member ") {
			continue
		}
		member := s.attrs["pramaan.model.member"]
		members[member]++
		if "model.member "+member != s.name {
			t.Errorf("span %q names member %q", s.name, member)
		}
		underRun := false
		for p, ok := spans[s.parentID]; ok; p, ok = spans[p.parentID] {
			if p.name == "rail.run" {
				underRun = true
				break
			}
		}
		if !underRun {
			t.Errorf("span %q (member %q) is not under the run's span", s.name, member)
		}
	}
	if members["rules"] == 0 || members["second"] == 0 {
		t.Errorf("member spans by member: %v; want each of the panel's two members", members)
	}
}
