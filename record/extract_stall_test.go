package record

import (
	"bytes"
	"context"
	"io"
	"log/slog"
	"sync"
	"testing"
	"time"

	"github.com/jackc/pgx/v5/pgxpool"

	"pramaan/internal/dbconfig"
	"pramaan/internal/pgtest"
)

// stallingBlobs is a worker's blob store that stops in the middle of an
// extraction: Open announces itself on entered and blocks until release is
// closed (or the caller's context ends), as a process stopped mid-read would.
type stallingBlobs struct {
	Blobs
	entered chan struct{}
	release chan struct{}
	once    sync.Once
}

func (b *stallingBlobs) Open(ctx context.Context, sum string) (io.ReadCloser, error) {
	b.once.Do(func() { close(b.entered) })
	select {
	case <-b.release:
	case <-ctx.Done():
		return nil, ctx.Err()
	}
	return b.Blobs.Open(ctx, sum)
}

// TestStalledExtractionDoesNotBlockAnotherWorker: one worker stopped in the
// middle of reading a document holds nothing another worker needs. A second
// Store on its own pool (another worker process) reads and records the same
// content within a deadline while the first is still stalled; when the
// first comes back, it finds the content read and records nothing twice.
func TestStalledExtractionDoesNotBlockAnotherWorker(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	u := pgtest.URL(t)
	newPool := func() *pgxpool.Pool {
		p, err := dbconfig.NewPool(ctx, u, pgtest.Bounds, nil)
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(p.Close)
		return p
	}
	files := FileBlobs{Dir: t.TempDir()}
	stalled := &stallingBlobs{Blobs: files, entered: make(chan struct{}), release: make(chan struct{})}
	first := NewStore(newPool(), stalled, &Extractor{})
	second := NewStore(newPool(), files, &Extractor{})
	for _, s := range []*Store{first, second} {
		s.Logger = slog.New(slog.DiscardHandler)
	}

	firm, _, err := second.CreateFirm(ctx, "Okafor Partners")
	if err != nil {
		t.Fatal(err)
	}
	mat, err := second.CreateMatter(ctx, firm.ID, "Bello v. Adeyemi")
	if err != nil {
		t.Fatal(err)
	}
	doc, err := second.Upload(ctx, firm.ID, mat.ID, "petition.pdf", bytes.NewReader(textPDF(t, "PETITION", "Filed on May 2, 2022.")))
	if err != nil {
		t.Fatal(err)
	}

	// The first worker starts reading and stops in the middle.
	type result struct {
		x   Extraction
		err error
	}
	var r result
	firstDone := make(chan struct{})
	go func() {
		defer close(firstDone)
		r.x, r.err = first.EnsureExtracted(ctx, doc)
	}()
	released := sync.OnceFunc(func() { close(stalled.release) })
	t.Cleanup(func() {
		released()
		select {
		case <-firstDone:
		case <-time.After(time.Minute):
			t.Error("the stalled extraction did not end after its release")
		}
	})
	select {
	case <-stalled.entered:
	case <-firstDone:
		t.Fatalf("the first worker finished without reading the blob: %+v %v", r.x, r.err)
	case <-time.After(time.Minute):
		t.Fatal("the first worker never started reading")
	}

	// The second worker is not held up by it.
	const within = 10 * time.Second
	dctx, cancel := context.WithTimeout(ctx, within)
	defer cancel()
	start := time.Now()
	x, err := second.EnsureExtracted(dctx, doc)
	if err != nil {
		t.Fatalf("second worker, while the first is stalled mid-extraction (after %v): %v", time.Since(start).Round(time.Millisecond), err)
	}
	t.Logf("second worker read and recorded the document in %v while the first was stalled", time.Since(start).Round(time.Millisecond))
	if x.Status != StatusExtracted || len(x.Pages) != 2 || x.Pages[1].Text != "Filed on May 2, 2022." {
		t.Fatalf("second worker's extraction %+v", x)
	}
	got, err := second.GetDocument(ctx, firm.ID, mat.ID, doc.ID)
	if err != nil || got.Status != StatusExtracted || got.PageCount != 2 {
		t.Fatalf("document after the second worker's read: %+v %v", got, err)
	}

	// The first worker comes back: same outcome, nothing recorded twice.
	released()
	select {
	case <-firstDone:
	case <-time.After(time.Minute):
		t.Fatal("the first worker did not finish after its release")
	}
	if r.err != nil || r.x.Status != StatusExtracted || len(r.x.Pages) != 2 {
		t.Fatalf("first worker after its release: %+v %v", r.x, r.err)
	}
	var n int
	if err := second.pool.QueryRow(ctx, `SELECT count(*) FROM record.extractions WHERE sha256 = $1`, doc.SHA256).Scan(&n); err != nil || n != 1 {
		t.Fatalf("extractions of the content: %d %v", n, err)
	}
}
