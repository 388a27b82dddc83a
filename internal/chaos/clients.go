package chaos

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"math/rand"
	"mime/multipart"
	"net/http"
	"sync"
	"time"

	"github.com/go-pdf/fpdf"

	"pramaan/internal/chaos/check"
)

// firmRef is one firm of the run and its API key.
type firmRef struct{ id, key string }

// matterRef is one matter the clients drive, with the documents they know
// to be live (uploaded and acknowledged, not deleted).
type matterRef struct {
	firm *firmRef
	id   string

	mu   sync.Mutex
	docs []string
}

// clients drive the matters over the HTTP API, as counsel would: uploads,
// deletes, Regenerate clicks and reads of the Brief, recording every
// acknowledged answer in the history.
type clients struct {
	base    func() string // the API's base URL now
	matters []*matterRef
	rec     *recorder
	http    *http.Client
	seq     int64
	mu      sync.Mutex
	errs    int
}

func (c *clients) do(ctx context.Context, key, method, path, ctype string, body []byte) (int, []byte, error) {
	req, err := http.NewRequestWithContext(ctx, method, c.base()+path, bytes.NewReader(body))
	if err != nil {
		return 0, nil, err
	}
	req.Header.Set("Authorization", "Bearer "+key)
	if ctype != "" {
		req.Header.Set("Content-Type", ctype)
	}
	resp, err := c.http.Do(req)
	if err != nil {
		c.mu.Lock()
		c.errs++
		c.mu.Unlock()
		return 0, nil, err
	}
	defer resp.Body.Close()
	b, err := io.ReadAll(io.LimitReader(resp.Body, 8<<20))
	return resp.StatusCode, b, err
}

// createMatter makes one matter through the API.
func (c *clients) createMatter(ctx context.Context, f *firmRef, title string) (*matterRef, error) {
	body, _ := json.Marshal(map[string]string{"title": title})
	for attempt := 0; ; attempt++ {
		code, b, err := c.do(ctx, f.key, http.MethodPost, "/api/v1/matters", "application/json", body)
		if err == nil && code == http.StatusCreated {
			var m struct {
				ID string `json:"id"`
			}
			if err := json.Unmarshal(b, &m); err != nil {
				return nil, fmt.Errorf("chaos: create matter: %w", err)
			}
			return &matterRef{firm: f, id: m.ID}, nil
		}
		if attempt > 50 || ctx.Err() != nil {
			return nil, fmt.Errorf("chaos: create matter %q for firm %s: status %d, %v: %s", title, f.id, code, err, b)
		}
		time.Sleep(200 * time.Millisecond)
	}
}

// run is one client's loop until ctx ends.
func (c *clients) run(ctx context.Context, name string, seed int64) {
	rng := rand.New(rand.NewSource(seed))
	for ctx.Err() == nil {
		m := c.matters[rng.Intn(len(c.matters))]
		switch p := rng.Float64(); {
		case p < 0.45:
			c.upload(ctx, name, m, rng)
		case p < 0.55:
			c.remove(ctx, name, m, rng)
		case p < 0.70:
			c.regenerate(ctx, name, m)
		default:
			c.read(ctx, name, m)
		}
		select {
		case <-ctx.Done():
		case <-time.After(time.Duration(100+rng.Intn(400)) * time.Millisecond):
		}
	}
}

func (c *clients) upload(ctx context.Context, name string, m *matterRef, rng *rand.Rand) {
	c.mu.Lock()
	c.seq++
	n := c.seq
	c.mu.Unlock()
	pdf, err := makePDF(fmt.Sprintf("Exhibit %d of matter %s, written by %s (%d)", n, m.id[:8], name, rng.Int63()))
	if err != nil {
		return
	}
	var body bytes.Buffer
	mw := multipart.NewWriter(&body)
	fw, _ := mw.CreateFormFile("file", fmt.Sprintf("exhibit-%d.pdf", n))
	_, _ = fw.Write(pdf)
	_ = mw.Close()
	code, b, err := c.do(ctx, m.firm.key, http.MethodPost, "/api/v1/matters/"+m.id+"/documents", mw.FormDataContentType(), body.Bytes())
	if err != nil || code != http.StatusCreated {
		return
	}
	var res struct {
		Documents []struct {
			ID string `json:"id"`
		} `json:"documents"`
	}
	if json.Unmarshal(b, &res) != nil {
		return
	}
	for _, d := range res.Documents {
		c.rec.add(check.Event{Kind: check.KindUploadAck, Source: name, FirmID: m.firm.id, MatterID: m.id, DocumentID: d.ID})
		m.mu.Lock()
		m.docs = append(m.docs, d.ID)
		m.mu.Unlock()
	}
}

func (c *clients) remove(ctx context.Context, name string, m *matterRef, rng *rand.Rand) {
	m.mu.Lock()
	if len(m.docs) < 2 { // keep something to build from
		m.mu.Unlock()
		return
	}
	i := rng.Intn(len(m.docs))
	doc := m.docs[i]
	m.docs = append(m.docs[:i], m.docs[i+1:]...)
	m.mu.Unlock()
	code, _, err := c.do(ctx, m.firm.key, http.MethodDelete, "/api/v1/matters/"+m.id+"/documents/"+doc, "", nil)
	if err == nil && code == http.StatusNoContent {
		c.rec.add(check.Event{Kind: check.KindDeleteAck, Source: name, FirmID: m.firm.id, MatterID: m.id, DocumentID: doc})
		return
	}
	if err == nil && code < 500 { // refused: the document is still live
		m.mu.Lock()
		m.docs = append(m.docs, doc)
		m.mu.Unlock()
	}
	// On an error the delete may or may not have happened; the final
	// record says which, and the checker holds the Brief to the record.
}

func (c *clients) regenerate(ctx context.Context, name string, m *matterRef) {
	code, _, err := c.do(ctx, m.firm.key, http.MethodPost, "/api/v1/matters/"+m.id+"/brief/regenerate", "", nil)
	if err == nil && code == http.StatusAccepted {
		c.rec.add(check.Event{Kind: check.KindRegenerateAck, Source: name, FirmID: m.firm.id, MatterID: m.id})
	}
}

func (c *clients) read(ctx context.Context, name string, m *matterRef) {
	code, b, err := c.do(ctx, m.firm.key, http.MethodGet, "/api/v1/matters/"+m.id+"/brief", "", nil)
	if err != nil || code != http.StatusOK {
		return
	}
	var br struct {
		Generation int64 `json:"generation"`
	}
	if json.Unmarshal(b, &br) == nil && br.Generation > 0 {
		c.rec.add(check.Event{Kind: check.KindBriefSeen, Source: name, FirmID: m.firm.id, MatterID: m.id, Generation: br.Generation})
	}
}

// makePDF is a one-page PDF whose text names the party the fake model
// quotes ("Chaos Client") and a unique line, so every upload is new content.
func makePDF(line string) ([]byte, error) {
	p := fpdf.New("P", "mm", "Letter", "")
	p.AddPage()
	p.SetFont("Helvetica", "", 12)
	p.MultiCell(0, 6, "Chaos Client v. Fault Injector LLC", "", "L", false)
	p.MultiCell(0, 6, line, "", "L", false)
	var buf bytes.Buffer
	if err := p.Output(&buf); err != nil {
		return nil, fmt.Errorf("chaos: make a PDF: %w", err)
	}
	return buf.Bytes(), nil
}
