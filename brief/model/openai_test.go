package model

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"
)

var testInput = Input{Documents: []Document{{
	ID: "doc-1", FileName: "complaint.pdf",
	Pages: []string{"JANE ROE,\nPlaintiff,\nv.\nACME CORP.,\nDefendant.", "On March 3, 2021, Acme fired Roe."},
}}}

// fakeServer is an OpenAI-compatible server that checks each request's
// shape and answers with reply(status, body).
func fakeServer(t *testing.T, calls *atomic.Int64, status int, content string, finish string) *httptest.Server {
	return httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		calls.Add(1)
		if r.Method != http.MethodPost || r.URL.Path != "/v1/chat/completions" {
			t.Errorf("request %s %s, want POST /v1/chat/completions", r.Method, r.URL.Path)
		}
		if got := r.Header.Get("Authorization"); got != "Bearer sk-test" {
			t.Errorf("Authorization = %q", got)
		}
		body, _ := io.ReadAll(r.Body)
		var req map[string]any
		if err := json.Unmarshal(body, &req); err != nil {
			t.Errorf("request body is not JSON: %v", err)
		}
		if req["model"] != "test-model" {
			t.Errorf("model = %v", req["model"])
		}
		if req["temperature"] != float64(0) {
			t.Errorf("temperature = %v, want 0", req["temperature"])
		}
		rf, _ := req["response_format"].(map[string]any)
		js, _ := rf["json_schema"].(map[string]any)
		schema, _ := js["schema"].(map[string]any)
		if rf["type"] != "json_schema" || js["strict"] != true || schema["type"] != "object" {
			t.Errorf("response_format = %v", rf)
		}
		props, _ := schema["properties"].(map[string]any)
		for _, k := range []string{"parties", "chronology", "assertions"} {
			if _, ok := props[k]; !ok {
				t.Errorf("schema lacks %s", k)
			}
		}
		msgs, _ := req["messages"].([]any)
		if len(msgs) != 2 || !strings.Contains(string(body), "document_id=doc-1 page=") || !strings.Contains(string(body), "Acme fired Roe") {
			t.Errorf("messages do not carry the marked pages: %s", body)
		}
		w.Header().Set("Content-Type", "application/json")
		w.WriteHeader(status)
		if status != 200 {
			io.WriteString(w, `{"error":{"message":"rate limited, slow down"}}`)
			return
		}
		resp := map[string]any{"choices": []any{map[string]any{
			"finish_reason": finish,
			"message":       map[string]any{"role": "assistant", "content": content},
		}}}
		if strings.HasPrefix(content, "REFUSE:") {
			resp["choices"].([]any)[0].(map[string]any)["message"] = map[string]any{"role": "assistant", "content": nil, "refusal": strings.TrimPrefix(content, "REFUSE:")}
		}
		json.NewEncoder(w).Encode(resp)
	}))
}

const goodAnswer = `{"parties":[{"name":"Jane Roe","role":"plaintiff","document_id":"doc-1","page":1,"quote":"JANE ROE,"},
{"name":"Acme Corp.","role":"defendant","document_id":"doc-1","page":1,"quote":"ACME CORP.,"}],
"chronology":[{"date":"2021-03-03","event":"Acme fired Roe.","document_id":"doc-1","page":2,"quote":"On March 3, 2021, Acme fired Roe."}],
"assertions":[{"text":"Acme fired Roe.","document_id":"doc-1","page":2,"quote":"Acme fired Roe."}]}`

func TestOpenAI(t *testing.T) {
	cases := []struct {
		name    string
		status  int
		content string
		finish  string
		wantErr string
	}{
		{"ok", 200, goodAnswer, "stop", ""},
		{"http error", 400, "", "", "HTTP 400: rate limited"},
		{"truncated", 200, `{"parties":[`, "length", "finish_reason length"},
		{"refusal", 200, "REFUSE:I cannot help with that", "stop", "refused: I cannot help"},
		{"invalid json", 200, `{"parties": "nope"`, "stop", "not the requested JSON"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			var calls atomic.Int64
			srv := fakeServer(t, &calls, c.status, c.content, c.finish)
			defer srv.Close()
			m, err := OpenAIFromEnv(func(k string) string {
				return map[string]string{"PRAMAAN_OPENAI_BASE_URL": srv.URL + "/v1", "PRAMAAN_OPENAI_MODEL": "test-model", "PRAMAAN_OPENAI_API_KEY": "sk-test"}[k]
			})
			if err != nil {
				t.Fatal(err)
			}
			out, err := m.Extract(context.Background(), testInput)
			if calls.Load() != 1 || out.Calls != 1 {
				t.Errorf("server saw %d calls, output counts %d; want 1", calls.Load(), out.Calls)
			}
			if c.wantErr != "" {
				if err == nil || !strings.Contains(err.Error(), c.wantErr) {
					t.Fatalf("err = %v, want %q", err, c.wantErr)
				}
				if !strings.Contains(err.Error(), "test-model") {
					t.Errorf("error does not name the model: %v", err)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if len(out.Parties) != 2 || out.Parties[0].Role != "plaintiff" || len(out.Chronology) != 1 || out.Chronology[0].Date != "2021-03-03" || len(out.Assertions) != 1 {
				t.Fatalf("output = %+v", out)
			}
		})
	}
}

func TestOpenAIChunksCountCalls(t *testing.T) {
	var calls atomic.Int64
	srv := fakeServer(t, &calls, 200, `{"parties":[],"chronology":[],"assertions":[]}`, "stop")
	defer srv.Close()
	o := &OpenAI{BaseURL: srv.URL + "/v1", Model: "test-model", APIKey: "sk-test", MaxChars: 60}
	// Every page lands in its own call; each call still carries the markers.
	in := Input{Documents: []Document{{ID: "doc-1", Pages: []string{"Acme fired Roe one.", "On March 3, 2021, Acme fired Roe.", "Acme fired Roe three."}}}}
	out, err := o.Extract(context.Background(), in)
	if err != nil {
		t.Fatal(err)
	}
	if out.Calls != 3 || calls.Load() != 3 {
		t.Fatalf("calls = %d (server %d), want 3", out.Calls, calls.Load())
	}
}

func TestOpenAIFromEnvNeedsModel(t *testing.T) {
	if _, err := New("openai", func(string) string { return "" }); err == nil || !strings.Contains(err.Error(), "PRAMAAN_OPENAI_MODEL") {
		t.Fatalf("err = %v", err)
	}
	if _, err := New("bogus", func(string) string { return "" }); err == nil {
		t.Fatal("unknown model accepted")
	}
}

func TestPanelMergesAndKeepsFoundBy(t *testing.T) {
	var calls atomic.Int64
	srv := fakeServer(t, &calls, 200, goodAnswer, "stop")
	defer srv.Close()
	m, err := New("panel:rules,openai", func(k string) string {
		return map[string]string{"PRAMAAN_OPENAI_BASE_URL": srv.URL + "/v1", "PRAMAAN_OPENAI_MODEL": "test-model", "PRAMAAN_OPENAI_API_KEY": "sk-test"}[k]
	})
	if err != nil {
		t.Fatal(err)
	}
	if m.Name() != "panel:rules,openai" {
		t.Errorf("name = %q", m.Name())
	}
	out, err := m.Extract(context.Background(), testInput)
	if err != nil {
		t.Fatal(err)
	}
	if out.Calls != 2 {
		t.Errorf("calls = %d, want 2 (one per member)", out.Calls)
	}
	byKey := map[string][]string{}
	for _, p := range out.Parties {
		k := NameKey(p.Name) + "/" + p.Role
		if _, dup := byKey[k]; dup {
			t.Errorf("party %s appears twice", k)
		}
		byKey[k] = p.FoundBy
	}
	for _, k := range []string{"jane roe/plaintiff", "acme/defendant"} {
		if strings.Join(byKey[k], ",") != "openai,rules" {
			t.Errorf("%s found_by = %v, want both members (parties: %v)", k, byKey[k], byKey)
		}
	}
	var ev []string
	for _, e := range out.Chronology {
		if e.Date == "2021-03-03" {
			ev = append(ev, strings.Join(e.FoundBy, ","))
		}
	}
	if len(ev) != 1 || ev[0] != "openai,rules" {
		t.Errorf("2021-03-03 events found_by = %v, want one event found by both", ev)
	}
}

// scriptedServer answers each request with the next of replies (status,
// Retry-After, usage tokens), and records when each request came and the
// document text it carried.
type scriptedReply struct {
	status     int
	retryAfter string
	tokens     int
}

func scriptedServer(t *testing.T, replies []scriptedReply, seen *[]time.Time, bodies *[]string) *httptest.Server {
	var mu sync.Mutex
	n := 0
	return httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		mu.Lock()
		defer mu.Unlock()
		*seen = append(*seen, time.Now())
		var req chatRequest
		if err := json.NewDecoder(r.Body).Decode(&req); err != nil || len(req.Messages) != 2 {
			t.Errorf("bad request: %v", err)
		} else if bodies != nil {
			*bodies = append(*bodies, req.Messages[1].Content)
		}
		rep := replies[min(n, len(replies)-1)]
		n++
		if rep.retryAfter != "" {
			w.Header().Set("Retry-After", rep.retryAfter)
		}
		w.WriteHeader(rep.status)
		if rep.status != 200 {
			io.WriteString(w, `{"error":{"message":"busy"}}`)
			return
		}
		json.NewEncoder(w).Encode(map[string]any{
			"choices": []any{map[string]any{"finish_reason": "stop", "message": map[string]any{"role": "assistant", "content": `{"parties":[],"chronology":[],"assertions":[]}`}}},
			"usage":   map[string]any{"prompt_tokens": rep.tokens - 10, "completion_tokens": 10, "total_tokens": rep.tokens},
		})
	}))
}

// TestOpenAIRetriesHonourRetryAfter: a 429 with Retry-After waits that long
// before the next try, a 503 is tried again after the back-off, and the
// third answer is used; every request is counted and the tokens the server
// reports are recorded.
func TestOpenAIRetriesHonourRetryAfter(t *testing.T) {
	var seen []time.Time
	srv := scriptedServer(t, []scriptedReply{{429, "1", 0}, {503, "", 0}, {200, "", 1234}}, &seen, nil)
	defer srv.Close()
	o := &OpenAI{BaseURL: srv.URL, Model: "m", RetryBase: 10 * time.Millisecond}
	out, err := o.Extract(context.Background(), testInput)
	if err != nil {
		t.Fatal(err)
	}
	if len(seen) != 3 || out.Calls != 3 || out.Tokens != 1234 {
		t.Fatalf("requests %d, calls %d, tokens %d; want 3, 3, 1234", len(seen), out.Calls, out.Tokens)
	}
	if gap := seen[1].Sub(seen[0]); gap < 900*time.Millisecond {
		t.Errorf("retried %v after a 429 with Retry-After: 1", gap)
	}
}

// TestOpenAIRetriesEnd: a server that keeps failing is asked 1+MaxRetries
// times, then the error names the status; a 400 is never retried.
func TestOpenAIRetriesEnd(t *testing.T) {
	var seen []time.Time
	srv := scriptedServer(t, []scriptedReply{{500, "", 0}}, &seen, nil)
	defer srv.Close()
	o := &OpenAI{BaseURL: srv.URL, Model: "m", MaxRetries: 2, RetryBase: time.Millisecond}
	out, err := o.Extract(context.Background(), testInput)
	if err == nil || !strings.Contains(err.Error(), "HTTP 500") || len(seen) != 3 || out.Calls != 3 {
		t.Fatalf("err %v, requests %d, calls %d; want HTTP 500 after 3", err, len(seen), out.Calls)
	}
	seen = nil
	srv2 := scriptedServer(t, []scriptedReply{{400, "", 0}}, &seen, nil)
	defer srv2.Close()
	o = &OpenAI{BaseURL: srv2.URL, Model: "m", RetryBase: time.Millisecond}
	if _, err := o.Extract(context.Background(), testInput); err == nil || len(seen) != 1 {
		t.Fatalf("400: err %v after %d requests, want one", err, len(seen))
	}
	if r := retryAfter("Wed, 21 Oct 2015 07:28:00 GMT", time.Date(2015, 10, 21, 7, 27, 0, 0, time.UTC)); r != time.Minute {
		t.Errorf("Retry-After as a date: %v", r)
	}
}

// TestOpenAITokenBudget: no request carries more document text than the
// token budget allows, a page longer than the budget is sent in pieces
// under its own page marker, and every word of the page is sent.
func TestOpenAITokenBudget(t *testing.T) {
	var seen []time.Time
	var bodies []string
	srv := scriptedServer(t, []scriptedReply{{200, "", 50}}, &seen, &bodies)
	defer srv.Close()
	o := &OpenAI{BaseURL: srv.URL, Model: "m", MaxInputTokens: 100} // 400 characters
	var long strings.Builder
	for i := 0; i < 60; i++ {
		fmt.Fprintf(&long, "word%02d is here. ", i)
	}
	in := Input{Documents: []Document{{ID: "d9", FileName: "long.pdf", Pages: []string{"short first page", long.String()}}}}
	out, err := o.Extract(context.Background(), in)
	if err != nil {
		t.Fatal(err)
	}
	if len(bodies) < 3 || out.Calls != len(bodies) || out.Tokens != 50*len(bodies) {
		t.Fatalf("%d requests, %d calls, %d tokens", len(bodies), out.Calls, out.Tokens)
	}
	all := strings.Join(bodies, "")
	for i, b := range bodies {
		if len(b) > 400 {
			t.Errorf("request %d carries %d characters, over the budget of 400", i, len(b))
		}
		if i > 0 && !strings.Contains(b, "document_id=d9 page=2") {
			t.Errorf("request %d lacks its page marker: %q", i, b)
		}
	}
	for i := 0; i < 60; i++ {
		if !strings.Contains(all, fmt.Sprintf("word%02d is here.", i)) {
			t.Errorf("word%02d never sent", i)
		}
	}
}
