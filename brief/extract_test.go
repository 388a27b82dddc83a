package brief

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"pramaan/brief/model"
	"pramaan/brief/samples"
	"pramaan/record"
)

// countingRules is the rules member, counting the documents it is sent.
type countingRules struct {
	model.Rules
	sent atomic.Int64
}

func (c *countingRules) ExtractDocument(ctx context.Context, d model.Document) (model.Output, error) {
	c.sent.Add(1)
	return c.Rules.ExtractDocument(ctx, d)
}

func briefJSON(t *testing.T, b Brief) string {
	t.Helper()
	b.BuiltAt = time.Time{}
	out, err := json.Marshal(b)
	if err != nil {
		t.Fatal(err)
	}
	return string(out)
}

// TestOneMoreUploadSendsOneDocument: with the extraction cache, a rebuild
// after one more document sends exactly that document to the model, a
// rebuild after a document changes sends only the changed one, and each
// merged Brief equals the one built from scratch with no cache.
func TestOneMoreUploadSendsOneDocument(t *testing.T) {
	ms, err := samples.Matters()
	if err != nil {
		t.Fatal(err)
	}
	var m samples.Matter
	for _, x := range ms {
		if x.Name == samples.DemoName {
			m = x
		}
	}
	ctx := context.Background()
	var names []string
	var data [][]byte
	for _, f := range m.Files {
		names, data = append(names, f.Name), append(data, f.Data)
	}
	docs := ReadBytes(ctx, &record.Extractor{}, names, data)
	readable := 0
	for _, d := range docs {
		if d.Unreadable == "" {
			readable++
		}
	}
	if readable < 4 {
		t.Fatalf("the demo matter has %d readable documents", readable)
	}
	cache := &MemoryCache{}
	rules := &countingRules{}
	opt := BuildOptions{Cache: cache, FirmID: "firm-a", Settings: "test"}

	_, st, err := Build(ctx, docs[:len(docs)-1], rules, opt)
	if err != nil {
		t.Fatal(err)
	}
	if st.DocumentsExtracted != readable-1 || rules.sent.Load() != int64(readable-1) {
		t.Fatalf("first build sent %d documents (model saw %d), want %d", st.DocumentsExtracted, rules.sent.Load(), readable-1)
	}

	rules.sent.Store(0)
	got, st, err := Build(ctx, docs, rules, opt)
	if err != nil {
		t.Fatal(err)
	}
	if st.DocumentsExtracted != 1 || rules.sent.Load() != 1 || st.ModelCalls != 1 {
		t.Fatalf("one more upload: documents_extracted %d, model saw %d, calls %d; want 1, 1, 1", st.DocumentsExtracted, rules.sent.Load(), st.ModelCalls)
	}
	scratch, _, err := BuildLocal(ctx, docs, model.Rules{})
	if err != nil {
		t.Fatal(err)
	}
	if a, b := briefJSON(t, got), briefJSON(t, scratch); a != b {
		t.Fatalf("merged Brief differs from the one built from scratch:\n%s\n%s", a, b)
	}

	// Nothing new: nothing sent, the same Brief.
	rules.sent.Store(0)
	again, st, err := Build(ctx, docs, rules, opt)
	if err != nil {
		t.Fatal(err)
	}
	if st.DocumentsExtracted != 0 || rules.sent.Load() != 0 || briefJSON(t, again) != briefJSON(t, scratch) {
		t.Fatalf("rebuild with nothing new sent %d documents", st.DocumentsExtracted)
	}

	// Another firm's cache entries never answer for this firm.
	rules.sent.Store(0)
	if _, st, err = Build(ctx, docs, rules, BuildOptions{Cache: cache, FirmID: "firm-b", Settings: "test"}); err != nil {
		t.Fatal(err)
	}
	if st.DocumentsExtracted != readable {
		t.Fatalf("another firm's build sent %d documents, want all %d", st.DocumentsExtracted, readable)
	}

	// A changed document (new content under the same name) is sent again,
	// alone.
	changed := append([]Doc(nil), docs...)
	for i, d := range changed {
		if d.Unreadable == "" {
			d.Pages = append([]string(nil), d.Pages...)
			d.Pages[0] += "\nOn March 9, 2024, the parties met."
			d.SHA256 = "changed-" + d.SHA256
			changed[i] = d
			break
		}
	}
	rules.sent.Store(0)
	got, st, err = Build(ctx, changed, rules, opt)
	if err != nil {
		t.Fatal(err)
	}
	if st.DocumentsExtracted != 1 || rules.sent.Load() != 1 {
		t.Fatalf("a changed document: sent %d", st.DocumentsExtracted)
	}
	scratch, _, err = BuildLocal(ctx, changed, model.Rules{})
	if err != nil {
		t.Fatal(err)
	}
	if briefJSON(t, got) != briefJSON(t, scratch) {
		t.Fatal("Brief after a change differs from the one built from scratch")
	}
}

// TestParallelDocumentsBounded: documents go to an OpenAI-compatible server
// in parallel, never more at once than BuildOptions.Parallel, one request per
// document, with the server's token counts summed in the Stats.
func TestParallelDocumentsBounded(t *testing.T) {
	var mu sync.Mutex
	cond := sync.NewCond(&mu)
	inflight, most, requests := 0, 0, 0
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		mu.Lock()
		inflight++
		requests++
		most = max(most, inflight)
		cond.Broadcast()
		// Hold each request until a second is in flight (or a while has
		// passed), so an unbounded or serial sender shows.
		deadline := time.AfterFunc(3*time.Second, func() { mu.Lock(); cond.Broadcast(); mu.Unlock() })
		start := time.Now()
		for inflight < 2 && requests < 5 && time.Since(start) < 3*time.Second {
			cond.Wait()
		}
		deadline.Stop()
		inflight--
		mu.Unlock()
		json.NewEncoder(w).Encode(map[string]any{
			"choices": []any{map[string]any{"finish_reason": "stop", "message": map[string]any{"role": "assistant", "content": `{"parties":[],"chronology":[],"assertions":[]}`}}},
			"usage":   map[string]any{"total_tokens": 100},
		})
	}))
	defer srv.Close()
	var docs []Doc
	for i := range 5 {
		docs = append(docs, Doc{ID: fmt.Sprintf("d%d", i), FileName: fmt.Sprintf("%d.pdf", i), SHA256: fmt.Sprintf("sha%d", i), Pages: []string{"On March 3, 2021, Acme fired Roe."}})
	}
	m := &model.OpenAI{BaseURL: srv.URL, Model: "m"}
	_, st, err := Build(context.Background(), docs, m, BuildOptions{Parallel: 2, Cache: &MemoryCache{}})
	if err != nil {
		t.Fatal(err)
	}
	if requests != 5 || st.DocumentsExtracted != 5 || st.ModelCalls != 5 || st.Tokens != 500 {
		t.Fatalf("requests %d, stats %+v", requests, st)
	}
	if most != 2 {
		t.Fatalf("at most %d requests in flight, want exactly the bound 2", most)
	}
}
