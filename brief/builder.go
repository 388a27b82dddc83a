package brief

import (
	"context"
	"encoding/json"
	"fmt"
	"log/slog"
	"sort"
	"time"

	"github.com/jackc/pgx/v5"

	"pramaan/brief/model"
	"pramaan/rail"
	"pramaan/record"
)

// recordSpendTimeout bounds recording a build's model spending on its run
// once the build's own context may have ended.
const recordSpendTimeout = 30 * time.Second

// BuilderOptions tune a Builder; the zero value works.
type BuilderOptions struct {
	// Logger receives one line per build; nil means slog.Default().
	Logger *slog.Logger
	// Cache keeps each document's model output between builds (NewPGCache
	// in production), so a rebuild sends only new or changed documents to
	// the model; nil sends every document every time.
	Cache ExtractionCache
	// Reader, when set, reads the documents in its own pool, outside the
	// build slot, fair between firms; the build waits at most ReadWait for
	// them and names the rest as still being read (Brief.Reading). Nil: the
	// build reads each document itself (record.Store.EnsureExtracted).
	Reader *record.Reader
	// ReadWait bounds the build's wait for its documents. Default 10s: a
	// text PDF reads in milliseconds and a short scan is OCR'd within it; a
	// long scan is left to a later build.
	ReadWait time.Duration
}

// Builder builds a matter's Brief for the Brief rail: its Build method is
// the rail's BuildFunc.
type Builder struct {
	rail   *rail.Rail
	store  *record.Store
	model  model.Model
	cache  ExtractionCache
	log    *slog.Logger
	reader *record.Reader
	wait   time.Duration
}

// NewBuilder returns a Builder that snapshots through r, reads the record
// from store and asks m.
func NewBuilder(r *rail.Rail, store *record.Store, m model.Model, opt BuilderOptions) *Builder {
	if opt.Logger == nil {
		opt.Logger = slog.Default()
	}
	if opt.ReadWait <= 0 {
		opt.ReadWait = 10 * time.Second
	}
	return &Builder{rail: r, store: store, model: m, cache: opt.Cache, log: opt.Logger, reader: opt.Reader, wait: opt.ReadWait}
}

// Build builds one frame for claim c (a rail.BuildFunc). It lists the
// matter's documents inside the rail's snapshot transaction, which also
// raises the demands the claim serves: every demand made before the
// snapshot is served by it. Each document is extracted once per content
// (through the Reader's pool when there is one); an unreadable one is
// listed in the Brief, never failing the build. A document still being
// read when the wait ends is named in Brief.Reading and left out of the
// frame's documents, so the Brief is not current until a later build
// (demanded by the document.extracted fact) covers it. Only documents whose
// model output the cache does not hold are sent to the model
// (Frame.DocumentsExtracted counts them). The frame's body is the Brief's
// JSON with generation = the demands it serves (c.Generation()).
func (b *Builder) Build(ctx context.Context, c rail.Claim) (rail.Frame, error) {
	var listed []record.Document
	c, err := b.rail.Snapshot(ctx, c, func(ctx context.Context, tx pgx.Tx) error {
		var err error
		listed, err = b.store.ListDocuments(ctx, tx, c.FirmID, c.MatterID)
		return err
	})
	if err != nil {
		return rail.Frame{}, fmt.Errorf("brief: build %s: %w", c, err)
	}
	token := c.CurrentToken()
	read, reading, err := b.read(ctx, listed)
	if err != nil {
		return rail.Frame{}, fmt.Errorf("brief: build firm %s matter %s token %d: %w", c.FirmID, c.MatterID, token, err)
	}
	docs := make([]Doc, 0, len(listed))
	ids := make([]string, 0, len(listed))
	var partial []Unreadable
	for _, d := range listed {
		x, ok := read[d.ID]
		if !ok {
			continue // still being read: not covered, so the Brief is not current
		}
		docs = append(docs, FromExtraction(d.ID, d.FileName, x))
		ids = append(ids, d.ID)
		if x.Status == record.StatusExtracted && len(x.UnreadPages()) > 0 {
			partial = append(partial, Unreadable{DocumentID: d.ID, FileName: d.FileName, Reason: x.Reason})
		}
	}
	sort.Strings(ids)
	br, st, err := Build(ctx, docs, b.model, BuildOptions{Cache: b.cache, FirmID: c.FirmID})
	// The spending is recorded even when the build's context has ended (its
	// claim lost, its process stopping): the model's work was done, and the
	// run's record counts waste too. Bounded on its own.
	rctx, rcancel := context.WithTimeout(context.WithoutCancel(ctx), recordSpendTimeout)
	rerr := b.rail.RecordExtraction(rctx, c, st.DocumentsExtracted, st.Tokens)
	rcancel()
	if rerr != nil {
		b.log.WarnContext(ctx, "brief: recording the documents sent to the model", "firm_id", c.FirmID, "matter_id", c.MatterID,
			"token", token, "run_id", c.RunID, "trace_id", c.TraceID(), "documents_extracted", st.DocumentsExtracted, "err", rerr)
	}
	if err != nil {
		return rail.Frame{ModelCalls: st.ModelCalls}, fmt.Errorf("brief: build firm %s matter %s token %d: %w",
			c.FirmID, c.MatterID, token, err)
	}
	br.Generation = c.Generation()
	// A document read in part is in the Brief, and also named with the
	// pages that were not read.
	br.Unreadable = append(br.Unreadable, partial...)
	for _, d := range reading {
		br.Reading = append(br.Reading, Reading{DocumentID: d.ID, FileName: d.FileName})
	}
	if len(reading) > 0 {
		br.Current = false
	}
	body, err := json.Marshal(br)
	if err != nil {
		return rail.Frame{ModelCalls: st.ModelCalls}, fmt.Errorf("brief: build firm %s matter %s token %d: encode: %w",
			c.FirmID, c.MatterID, token, err)
	}
	b.log.InfoContext(ctx, "brief built", "firm_id", c.FirmID, "matter_id", c.MatterID, "token", token, "run_id", c.RunID,
		"trace_id", c.TraceID(), "documents", st.Documents, "unreadable", st.Unreadable, "pages", st.Pages,
		"model", b.model.Name(), "documents_extracted", st.DocumentsExtracted, "model_calls", st.ModelCalls, "tokens", st.Tokens, "dropped", st.Dropped, "elapsed", st.Elapsed)
	return rail.Frame{Body: body, DocumentIDs: ids, ModelCalls: st.ModelCalls}, nil
}

// read returns the text of the listed documents read by now, and those
// still being read.
func (b *Builder) read(ctx context.Context, listed []record.Document) (map[string]record.Extraction, []record.Document, error) {
	if b.reader != nil {
		return b.reader.Read(ctx, listed, b.wait)
	}
	read := make(map[string]record.Extraction, len(listed))
	for _, d := range listed {
		x, err := b.store.EnsureExtracted(ctx, d)
		if err != nil {
			return nil, nil, fmt.Errorf("document %s (%s): %w", d.ID, d.FileName, err)
		}
		read[d.ID] = x
	}
	return read, nil, nil
}
