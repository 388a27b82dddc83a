package brief

import (
	"context"
	"encoding/json"
	"fmt"
	"log/slog"
	"sort"

	"github.com/jackc/pgx/v5"

	"pramaan/brief/model"
	"pramaan/rail"
	"pramaan/record"
)

// BuilderOptions tune a Builder; the zero value works.
type BuilderOptions struct {
	// Logger receives one line per build; nil means slog.Default().
	Logger *slog.Logger
	// Cache keeps each document's model output between builds (NewPGCache
	// in production), so a rebuild sends only new or changed documents to
	// the model; nil sends every document every time.
	Cache ExtractionCache
}

// Builder builds a matter's Brief for the Brief rail: its Build method is
// the rail's BuildFunc.
type Builder struct {
	rail  *rail.Rail
	store *record.Store
	model model.Model
	cache ExtractionCache
	log   *slog.Logger
}

// NewBuilder returns a Builder that snapshots through r, reads the record
// from store and asks m.
func NewBuilder(r *rail.Rail, store *record.Store, m model.Model, opt BuilderOptions) *Builder {
	if opt.Logger == nil {
		opt.Logger = slog.Default()
	}
	return &Builder{rail: r, store: store, model: m, cache: opt.Cache, log: opt.Logger}
}

// Build builds one frame for claim c (a rail.BuildFunc). It lists the
// matter's documents inside the rail's snapshot transaction, which also
// raises the demands the claim serves: the frame covers exactly those
// documents, and every demand made before the snapshot is served by it. Each document is
// extracted once per content (record.Store.EnsureExtracted); an unreadable
// one is listed in the Brief, never failing the build. Only documents whose
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
	docs := make([]Doc, 0, len(listed))
	ids := make([]string, 0, len(listed))
	for _, d := range listed {
		x, err := b.store.EnsureExtracted(ctx, d)
		if err != nil {
			return rail.Frame{}, fmt.Errorf("brief: build firm %s matter %s token %d: document %s (%s): %w",
				c.FirmID, c.MatterID, token, d.ID, d.FileName, err)
		}
		docs = append(docs, FromExtraction(d.ID, d.FileName, x))
		ids = append(ids, d.ID)
	}
	sort.Strings(ids)
	br, st, err := Build(ctx, docs, b.model, BuildOptions{Cache: b.cache, FirmID: c.FirmID})
	if err != nil {
		return rail.Frame{ModelCalls: st.ModelCalls}, fmt.Errorf("brief: build firm %s matter %s token %d: %w",
			c.FirmID, c.MatterID, token, err)
	}
	br.Generation = c.Generation()
	body, err := json.Marshal(br)
	if err != nil {
		return rail.Frame{ModelCalls: st.ModelCalls}, fmt.Errorf("brief: build firm %s matter %s token %d: encode: %w",
			c.FirmID, c.MatterID, token, err)
	}
	b.log.InfoContext(ctx, "brief built", "firm", c.FirmID, "matter", c.MatterID, "token", token, "run", c.RunID,
		"trace_id", c.TraceID(), "documents", st.Documents, "unreadable", st.Unreadable, "pages", st.Pages,
		"model", b.model.Name(), "documents_extracted", st.DocumentsExtracted, "model_calls", st.ModelCalls, "tokens", st.Tokens, "dropped", st.Dropped, "elapsed", st.Elapsed)
	return rail.Frame{Body: body, DocumentIDs: ids, ModelCalls: st.ModelCalls}, nil
}
