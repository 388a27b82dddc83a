package chaos

import (
	"encoding/json"
	"fmt"
	"math/rand"
	"net"
	"net/http"
	"strings"
	"sync"
	"time"

	"pramaan/internal/chaos/check"
)

// fakeModel is an OpenAI-compatible chat-completions server that builds
// slowly and fails on cue: each call takes BuildTime (±50%), and fails
// with FailRate. Each worker is given its own base URL (/w/<name>/v1), so
// the harness knows whose build a call belongs to; a zombie fault uses
// that to stop a worker just as its model answer is on the wire.
type fakeModel struct {
	buildTime time.Duration
	failRate  float64
	srv       *http.Server
	ln        net.Listener
	rec       *recorder

	mu       sync.Mutex
	rng      *rand.Rand
	inflight map[string]int            // worker -> calls in flight
	zombie   map[string]func(w string) // worker -> armed zombie fault: run before answering
}

func startModel(buildTime time.Duration, failRate float64, seed int64, rec *recorder) (*fakeModel, error) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return nil, fmt.Errorf("chaos: fake model: %w", err)
	}
	m := &fakeModel{buildTime: buildTime, failRate: failRate, ln: ln, rec: rec,
		rng: rand.New(rand.NewSource(seed)), inflight: map[string]int{}, zombie: map[string]func(string){}}
	mux := http.NewServeMux()
	mux.HandleFunc("POST /w/{worker}/v1/chat/completions", m.complete)
	m.srv = &http.Server{Handler: mux, ReadHeaderTimeout: 10 * time.Second}
	go func() { _ = m.srv.Serve(ln) }()
	return m, nil
}

// baseURL is the model's API root for one worker (PRAMAAN_OPENAI_BASE_URL).
func (m *fakeModel) baseURL(worker string) string {
	return fmt.Sprintf("http://%s/w/%s/v1", m.ln.Addr(), worker)
}

func (m *fakeModel) close() { _ = m.srv.Close() }

// heal stops the failures on cue: the quiet phase has no faults.
func (m *fakeModel) heal() {
	m.mu.Lock()
	m.failRate = 0
	m.mu.Unlock()
}

// busy reports the workers with a call in flight now.
func (m *fakeModel) busy() []string {
	m.mu.Lock()
	defer m.mu.Unlock()
	var out []string
	for w, n := range m.inflight {
		if n > 0 {
			out = append(out, w)
		}
	}
	return out
}

// armZombie makes the next answer to worker run f first (f stops the
// worker); false if one is armed already.
func (m *fakeModel) armZombie(worker string, f func(string)) bool {
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.zombie[worker] != nil {
		return false
	}
	m.zombie[worker] = f
	return true
}

func (m *fakeModel) disarm(worker string) bool {
	m.mu.Lock()
	defer m.mu.Unlock()
	armed := m.zombie[worker] != nil
	delete(m.zombie, worker)
	return armed
}

func (m *fakeModel) complete(w http.ResponseWriter, r *http.Request) {
	worker := r.PathValue("worker")
	var req struct {
		Messages []struct {
			Content string `json:"content"`
		} `json:"messages"`
	}
	if err := json.NewDecoder(r.Body).Decode(&req); err != nil {
		http.Error(w, `{"error":{"message":"bad request"}}`, http.StatusBadRequest)
		return
	}
	m.mu.Lock()
	m.inflight[worker]++
	d := time.Duration(float64(m.buildTime) * (0.5 + m.rng.Float64()))
	fail := m.rng.Float64() < m.failRate
	m.mu.Unlock()
	defer func() {
		m.mu.Lock()
		m.inflight[worker]--
		m.mu.Unlock()
	}()
	select {
	case <-time.After(d):
	case <-r.Context().Done():
		m.rec.add(check.Event{Kind: check.KindModel, Source: worker, Detail: "abandoned by the caller"})
		return
	}
	m.rec.add(check.Event{Kind: check.KindModel, Source: worker, OK: !fail})
	if fail {
		w.Header().Set("Content-Type", "application/json")
		w.WriteHeader(http.StatusServiceUnavailable)
		_, _ = w.Write([]byte(`{"error":{"message":"the model is overloaded (a failure on cue)"}}`))
		return
	}
	// One party per document seen, quoted from its first page, so the
	// Brief has grounded content.
	type item struct {
		Name       string `json:"name"`
		Role       string `json:"role"`
		DocumentID string `json:"document_id"`
		Page       int    `json:"page"`
		Quote      string `json:"quote"`
	}
	ans := struct {
		Parties    []item `json:"parties"`
		Chronology []any  `json:"chronology"`
		Assertions []any  `json:"assertions"`
	}{Parties: []item{}, Chronology: []any{}, Assertions: []any{}}
	if n := len(req.Messages); n > 0 {
		for _, line := range strings.Split(req.Messages[n-1].Content, "\n") {
			if id, ok := strings.CutPrefix(line, "--- document_id="); ok {
				if sp := strings.IndexByte(id, ' '); sp > 0 && strings.HasSuffix(id, " page=1") {
					ans.Parties = append(ans.Parties, item{Name: "Chaos Client", Role: "plaintiff", DocumentID: id[:sp], Page: 1, Quote: "Chaos Client"})
				}
			}
		}
	}
	content, _ := json.Marshal(ans)
	body, _ := json.Marshal(map[string]any{
		"id": "chaos", "object": "chat.completion", "model": "chaos",
		"choices": []any{map[string]any{"index": 0, "finish_reason": "stop",
			"message": map[string]any{"role": "assistant", "content": string(content)}}},
	})
	m.mu.Lock()
	z := m.zombie[worker]
	delete(m.zombie, worker)
	m.mu.Unlock()
	if z != nil {
		z(worker) // stops the worker: the answer below waits in its socket
	}
	w.Header().Set("Content-Type", "application/json")
	_, _ = w.Write(body)
	if f, ok := w.(http.Flusher); ok {
		f.Flush()
	}
}
