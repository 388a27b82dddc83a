package model

import (
	"context"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync/atomic"
	"testing"
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
		{"http error", 429, "", "", "HTTP 429: rate limited"},
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
