package brief

import (
	"context"
	"fmt"
	"sync"

	"pramaan/brief/model"
)

// ExtractionKey names one document's model output in an ExtractionCache:
// the document's content, the model and its version, and the settings of
// the text extraction that produced the pages the model read. The firm is
// part of the key, so one firm's cache never answers for another's upload.
type ExtractionKey struct {
	FirmID   string // empty for local builds
	SHA256   string // the document's content
	Model    string // the member's name (model.Model.Name)
	Version  string // model.VersionOf
	Settings string // the page-text extraction's settings
}

func (k ExtractionKey) String() string {
	return fmt.Sprintf("firm %s document sha256 %s model %s@%s settings %q", k.FirmID, k.SHA256, k.Model, k.Version, k.Settings)
}

// ExtractionCache keeps the model's output for each document, so that a
// rebuild sends only new or changed documents to the model. Outputs are
// stored with their citations' document ids blank; the builder binds them to
// the document being built.
type ExtractionCache interface {
	Get(ctx context.Context, k ExtractionKey) (out model.Output, ok bool, err error)
	Put(ctx context.Context, k ExtractionKey, out model.Output) error
}

// MemoryCache is an ExtractionCache in process memory (local builds and
// tests). The zero value is ready to use.
type MemoryCache struct {
	mu sync.Mutex
	m  map[ExtractionKey]model.Output
}

// Get implements ExtractionCache.
func (c *MemoryCache) Get(_ context.Context, k ExtractionKey) (model.Output, bool, error) {
	c.mu.Lock()
	defer c.mu.Unlock()
	out, ok := c.m[k]
	return bindOutput(out, ""), ok, nil
}

// Put implements ExtractionCache.
func (c *MemoryCache) Put(_ context.Context, k ExtractionKey, out model.Output) error {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.m == nil {
		c.m = map[ExtractionKey]model.Output{}
	}
	c.m[k] = bindOutput(out, "")
	return nil
}

// BuildOptions tune Build; the zero value builds with no cache.
type BuildOptions struct {
	// Cache keeps per-document outputs between builds; nil sends every
	// readable document to the model.
	Cache ExtractionCache
	// FirmID goes into every ExtractionKey; Settings too, with the
	// extractor that read each document's pages (Doc.Extractor).
	FirmID, Settings string
	// Parallel bounds the documents sent to the model at once; zero means 4.
	Parallel int
}

// bindOutput returns a deep copy of out with every citation's document id
// set to id.
func bindOutput(out model.Output, id string) model.Output {
	cp := model.Output{Calls: out.Calls, Tokens: out.Tokens}
	for _, p := range out.Parties {
		p.Citations = bindCitations(p.Citations, id)
		p.FoundBy = append([]string(nil), p.FoundBy...)
		cp.Parties = append(cp.Parties, p)
	}
	for _, e := range out.Chronology {
		e.Citations = bindCitations(e.Citations, id)
		e.FoundBy = append([]string(nil), e.FoundBy...)
		cp.Chronology = append(cp.Chronology, e)
	}
	for _, a := range out.Assertions {
		a.Citation.DocumentID = id
		a.FoundBy = append([]string(nil), a.FoundBy...)
		cp.Assertions = append(cp.Assertions, a)
	}
	for _, a := range out.Aliases {
		a.Citation.DocumentID = id
		cp.Aliases = append(cp.Aliases, a)
	}
	return cp
}

func bindCitations(cs []model.Citation, id string) []model.Citation {
	out := make([]model.Citation, len(cs))
	for i, c := range cs {
		c.DocumentID = id
		out[i] = c
	}
	return out
}

// extractStats are what extract spent.
type extractStats struct {
	sent, calls, tokens int
}

// extract asks m for each document of in, one document at a time, reading
// the cache first and storing what the model returns, then merges the
// per-document outputs (model.PerDocument's Merge, or their concatenation)
// in document order. settings[i] is document i's key settings. Only documents not in the cache are sent.
func extract(ctx context.Context, in model.Input, shas, settings []string, m model.Model, opt BuildOptions) (model.Output, extractStats, error) {
	var st extractStats
	pd := model.AsPerDocument(m)
	outs := make([]model.Output, len(in.Documents))
	keys := make([]ExtractionKey, len(in.Documents))
	var miss []int
	version := model.VersionOf(m)
	for i, d := range in.Documents {
		keys[i] = ExtractionKey{FirmID: opt.FirmID, SHA256: shas[i], Model: m.Name(), Version: version, Settings: settings[i]}
		if opt.Cache != nil && shas[i] != "" {
			out, ok, err := opt.Cache.Get(ctx, keys[i])
			if err != nil {
				return model.Output{}, st, fmt.Errorf("extraction cache: %s: %w", keys[i], err)
			}
			if ok {
				outs[i] = bindOutput(out, d.ID)
				continue
			}
		}
		miss = append(miss, i)
	}
	par := opt.Parallel
	if par <= 0 {
		par = 4
	}
	errs := make([]error, len(in.Documents))
	sem := make(chan struct{}, par)
	var wg sync.WaitGroup
	for _, i := range miss {
		wg.Add(1)
		sem <- struct{}{}
		go func() {
			defer wg.Done()
			defer func() { <-sem }()
			d := in.Documents[i]
			outs[i], errs[i] = pd.ExtractDocument(ctx, d)
		}()
	}
	wg.Wait()
	st.sent = len(miss)
	for _, i := range miss {
		st.calls += outs[i].Calls
		st.tokens += outs[i].Tokens
	}
	for _, i := range miss {
		if errs[i] != nil {
			return model.Output{}, st, fmt.Errorf("document %s (%s): %w", in.Documents[i].ID, in.Documents[i].FileName, errs[i])
		}
	}
	if opt.Cache != nil {
		for _, i := range miss {
			if shas[i] == "" {
				continue
			}
			if err := opt.Cache.Put(ctx, keys[i], outs[i]); err != nil {
				return model.Output{}, st, fmt.Errorf("extraction cache: %s: %w", keys[i], err)
			}
		}
	}
	out := pd.Merge(in, outs)
	out.Calls, out.Tokens = st.calls, st.tokens
	return out, st, nil
}
