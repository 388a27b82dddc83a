package brief_test

import (
	"bytes"
	"context"
	"encoding/json"
	"slices"
	"sync/atomic"
	"testing"
	"time"

	"github.com/jackc/pgx/v5/pgxpool"

	"pramaan/brief"
	"pramaan/brief/model"
	"pramaan/brief/samples"
	"pramaan/internal/pgtest"
	"pramaan/rail"
	"pramaan/record"
)

func TestMain(m *testing.M) { pgtest.Main(m) }

// countingModel counts the documents the builder sends to the model.
type countingModel struct {
	model.Rules
	sent atomic.Int64
}

func (c *countingModel) ExtractDocument(ctx context.Context, d model.Document) (model.Output, error) {
	c.sent.Add(1)
	return c.Rules.ExtractDocument(ctx, d)
}

// newStore is a private database and a record store over it, its blobs in
// the test's temporary folder.
func newStore(t *testing.T) (*pgxpool.Pool, *record.Store) {
	pool := pgtest.New(t)
	return pool, record.NewStore(pool, record.FileBlobs{Dir: t.TempDir()}, &record.Extractor{})
}

// firmAndMatter creates a firm and one of its matters in store.
func firmAndMatter(t *testing.T, ctx context.Context, store *record.Store, title string) (record.Firm, record.Matter) {
	t.Helper()
	firm, _, err := store.CreateFirm(ctx, "Kessler & Ortiz")
	if err != nil {
		t.Fatal(err)
	}
	matter, err := store.CreateMatter(ctx, firm.ID, title)
	if err != nil {
		t.Fatal(err)
	}
	return firm, matter
}

// TestBuilderCoversItsSnapshot: the frame covers exactly the documents
// committed before its snapshot (one uploaded after the claim included), its
// generation is the token refreshed by the snapshot, an unreadable document is
// listed without failing the build, and each readable document is sent to
// the model once.
func TestBuilderCoversItsSnapshot(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	pool, store := newStore(t)
	firm, matter := firmAndMatter(t, ctx, store, "Vasquez")
	ms, err := samples.Matters()
	if err != nil {
		t.Fatal(err)
	}
	var m samples.Matter
	for _, x := range ms {
		if len(x.Unreadable) > 0 {
			m = x
		}
	}
	upload := func(f samples.File) string {
		d, err := store.Upload(ctx, firm.ID, matter.ID, f.Name, bytes.NewReader(f.Data))
		if err != nil {
			t.Fatal(err)
		}
		return d.ID
	}
	var want []string
	for _, f := range m.Files[:len(m.Files)-2] {
		want = append(want, upload(f))
	}
	r := rail.New(pool, rail.Config{})
	res, err := r.Demand(ctx, firm.ID, matter.ID, rail.Cause{})
	if err != nil || !res.Won {
		t.Fatalf("demand: won %v, %v", res.Won, err)
	}
	// Committed after the claim but before the snapshot: covered, and its
	// demand is served by this build (the token is refreshed).
	for _, f := range m.Files[len(m.Files)-2:] {
		want = append(want, upload(f))
	}
	res2, err := r.Demand(ctx, firm.ID, matter.ID, rail.Cause{})
	if err != nil || res2.Won {
		t.Fatalf("second demand: won %v, %v", res2.Won, err)
	}
	cm := &countingModel{}
	b := brief.NewBuilder(r, store, cm, brief.BuilderOptions{})
	frame, err := b.Build(ctx, res.Claim)
	if err != nil {
		t.Fatal(err)
	}
	slices.Sort(want)
	if !slices.Equal(frame.DocumentIDs, want) {
		t.Errorf("covered %v, want %v", frame.DocumentIDs, want)
	}
	if frame.ModelCalls != len(want)-1 || cm.sent.Load() != int64(len(want)-1) {
		t.Errorf("model calls %d, documents sent %d; want %d of each", frame.ModelCalls, cm.sent.Load(), len(want)-1)
	}
	var got brief.Brief
	if err := json.Unmarshal(frame.Body, &got); err != nil {
		t.Fatal(err)
	}
	if got.Generation != res2.Requested || got.Generation <= res.Claim.Token {
		t.Errorf("generation %d, want the refreshed token %d (claimed at %d)", got.Generation, res2.Requested, res.Claim.Token)
	}
	if len(got.Unreadable) != 1 || got.Unreadable[0].FileName != m.Unreadable[0] || got.Unreadable[0].Reason == "" {
		t.Errorf("unreadable = %+v", got.Unreadable)
	}
	if len(got.Sources) != len(want) || len(got.Parties) == 0 || len(got.Chronology) == 0 {
		t.Errorf("sources %d parties %d chronology %d", len(got.Sources), len(got.Parties), len(got.Chronology))
	}
}

// TestBuilderOneMoreUpload: with the Postgres extraction cache, the build
// after one more upload to a built matter sends exactly that document to the
// model, and its Brief equals the one built from scratch (no cache).
func TestBuilderOneMoreUpload(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	pool, store := newStore(t)
	firm, matter := firmAndMatter(t, ctx, store, "Harborline")
	demo, err := samples.Demo()
	if err != nil {
		t.Fatal(err)
	}
	r := rail.New(pool, rail.Config{})
	cm := &countingModel{}
	b := brief.NewBuilder(r, store, cm, brief.BuilderOptions{Cache: brief.NewPGCache(pool)})
	build := func() (rail.Frame, brief.Brief) {
		t.Helper()
		res, err := r.Demand(ctx, firm.ID, matter.ID, rail.Cause{})
		if err != nil || !res.Won {
			t.Fatalf("demand: won %v, %v", res.Won, err)
		}
		frame, err := b.Build(ctx, res.Claim)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := r.Finish(ctx, res.Claim, frame, nil); err != nil {
			t.Fatal(err)
		}
		var got brief.Brief
		if err := json.Unmarshal(frame.Body, &got); err != nil {
			t.Fatal(err)
		}
		return frame, got
	}
	files := demo.Files
	for _, f := range files[:len(files)-1] {
		if _, err := store.Upload(ctx, firm.ID, matter.ID, f.Name, bytes.NewReader(f.Data)); err != nil {
			t.Fatal(err)
		}
	}
	first, _ := build()
	if first.ModelCalls != len(files)-1 || cm.sent.Load() != int64(len(files)-1) {
		t.Fatalf("first build: %d calls, %d sent; want %d", first.ModelCalls, cm.sent.Load(), len(files)-1)
	}
	last := files[len(files)-1]
	if _, err := store.Upload(ctx, firm.ID, matter.ID, last.Name, bytes.NewReader(last.Data)); err != nil {
		t.Fatal(err)
	}
	cm.sent.Store(0)
	frame, got := build()
	if frame.ModelCalls != 1 || cm.sent.Load() != 1 {
		t.Fatalf("after one more upload: %d calls, %d documents sent; want 1 and 1", frame.ModelCalls, cm.sent.Load())
	}
	// The run records what it sent to the model, as `pramaan rail status
	// --matter ID --json` shows it.
	st, err := r.Status(ctx, matter.ID)
	if err != nil || len(st) != 1 || len(st[0].LastRuns) == 0 {
		t.Fatalf("status %+v, %v", st, err)
	}
	if run := st[0].LastRuns[0]; run.Outcome != "landed" || run.DocumentsExtracted != 1 || run.ModelCalls != 1 || run.DocumentsCovered != len(files) {
		t.Fatalf("last run %+v: want landed, documents_extracted 1, model_calls 1, documents_covered %d", run, len(files))
	}
	if run := st[0].LastRuns[1]; run.DocumentsExtracted != len(files)-1 {
		t.Fatalf("first run %+v: want documents_extracted %d", run, len(files)-1)
	}
	var n int
	if err := pool.QueryRow(ctx, `SELECT count(*) FROM brief.document_extractions WHERE firm_id = $1`, firm.ID).Scan(&n); err != nil || n != len(files) {
		t.Fatalf("cache rows %d (%v), want %d", n, err, len(files))
	}

	// From scratch: every document read again, no cache.
	var docs []brief.Doc
	ds, err := store.ListDocuments(ctx, pool, firm.ID, matter.ID)
	if err != nil {
		t.Fatal(err)
	}
	for _, d := range ds {
		x, err := store.EnsureExtracted(ctx, d)
		if err != nil {
			t.Fatal(err)
		}
		docs = append(docs, brief.FromExtraction(d.ID, d.FileName, x))
	}
	scratch, _, err := brief.BuildLocal(ctx, docs, model.Rules{})
	if err != nil {
		t.Fatal(err)
	}
	scratch.Generation = got.Generation
	scratch.BuiltAt, got.BuiltAt = time.Time{}, time.Time{}
	a, _ := json.Marshal(got)
	c, _ := json.Marshal(scratch)
	if !bytes.Equal(a, c) {
		i := 0
		for i < len(a) && i < len(c) && a[i] == c[i] {
			i++
		}
		t.Fatalf("the merged Brief differs from the one built from scratch at byte %d:\n%.300s\n%.300s", i, a[max(0, i-100):], c[max(0, i-100):])
	}
}

// cancellingModel reads each document with the rules, then cancels the
// build's context: the claim was lost (a heartbeat saw it taken over) while
// the model was answering.
type cancellingModel struct {
	model.Rules
	cancel context.CancelFunc
}

func (c *cancellingModel) ExtractDocument(ctx context.Context, d model.Document) (model.Output, error) {
	out, err := c.Rules.ExtractDocument(ctx, d)
	c.cancel()
	return out, err
}

// A build whose context ends after the model has read its documents still
// records them on its run: the work was spent, and waste is counted even
// when the build is thrown away (the run's record keeps it).
func TestBuilderRecordsSpentWorkWhenItsContextEnds(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	pool, store := newStore(t)
	firm, matter := firmAndMatter(t, ctx, store, "Harborline")
	demo, err := samples.Demo()
	if err != nil {
		t.Fatal(err)
	}
	f := demo.Files[0]
	if _, err := store.Upload(ctx, firm.ID, matter.ID, f.Name, bytes.NewReader(f.Data)); err != nil {
		t.Fatal(err)
	}
	r := rail.New(pool, rail.Config{})
	res, err := r.Demand(ctx, firm.ID, matter.ID, rail.Cause{})
	if err != nil || !res.Won {
		t.Fatalf("demand: won %v, %v", res.Won, err)
	}
	bctx, cancel := context.WithCancel(ctx)
	defer cancel()
	b := brief.NewBuilder(r, store, &cancellingModel{cancel: cancel}, brief.BuilderOptions{})
	_, _ = b.Build(bctx, res.Claim) // ended or not, its spending is what is checked
	st, err := r.Status(ctx, matter.ID)
	if err != nil || len(st) != 1 || len(st[0].LastRuns) == 0 {
		t.Fatalf("status %+v, %v", st, err)
	}
	if run := st[0].LastRuns[0]; run.DocumentsExtracted != 1 {
		t.Fatalf("run %+v: documents_extracted %d, want 1 (the document the model read before the build's context ended)", run, run.DocumentsExtracted)
	}
}
