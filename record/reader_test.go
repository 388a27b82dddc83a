package record

import (
	"bytes"
	"context"
	"io"
	"sync"
	"testing"
	"time"
)

// gatedBlobs holds every Open of a held content until released: a file that
// takes as long to read as the test says.
type gatedBlobs struct {
	Blobs
	mu   sync.Mutex
	held map[string]chan struct{}
}

func (g *gatedBlobs) hold(sha string) {
	g.mu.Lock()
	defer g.mu.Unlock()
	g.held[sha] = make(chan struct{})
}

func (g *gatedBlobs) release(sha string) {
	g.mu.Lock()
	defer g.mu.Unlock()
	if c, ok := g.held[sha]; ok {
		close(c)
		delete(g.held, sha)
	}
}

func (g *gatedBlobs) Open(ctx context.Context, sha string) (io.ReadCloser, error) {
	g.mu.Lock()
	c := g.held[sha]
	g.mu.Unlock()
	if c != nil {
		select {
		case <-c:
		case <-ctx.Done():
			return nil, ctx.Err()
		}
	}
	return g.Blobs.Open(ctx, sha)
}

// One firm's slow files never hold every reader: another firm's file is
// read while four of the first firm's are stuck. Within one matter, a build
// gets what is read in time and the rest is named as still being read; when
// it is read, a document.extracted fact demands the next build.
func TestReaderIsFairAndBuildsDoNotWaitOnSlowFiles(t *testing.T) {
	t.Parallel()
	f := newFixture(t)
	gb := &gatedBlobs{Blobs: f.blobs, held: map[string]chan struct{}{}}
	store := NewStore(f.pool, gb, &Extractor{})
	r := NewReader(store, ReaderOptions{Workers: 4, PerFirm: 2})
	ctx, cancel := context.WithCancel(f.ctx)
	defer cancel()
	done := make(chan error, 1)
	go func() { done <- r.Run(ctx) }()
	defer func() { cancel(); <-done }()

	other, _, err := store.CreateFirm(f.ctx, "Bombs & Co")
	if err != nil {
		t.Fatal(err)
	}
	var slow []Document
	for i := 0; i < 4; i++ {
		m, err := store.CreateMatter(f.ctx, other.ID, "slow matter")
		if err != nil {
			t.Fatal(err)
		}
		d, err := store.Upload(f.ctx, other.ID, m.ID, "slow.pdf", bytes.NewReader(textPDF(t, "slow file number", string(rune('A'+i)))))
		if err != nil {
			t.Fatal(err)
		}
		gb.hold(d.SHA256)
		r.Submit(d)
		slow = append(slow, d)
	}
	quick, err := store.Upload(f.ctx, f.firm.ID, f.mat.ID, "complaint.pdf", bytes.NewReader(textPDF(t, "JANE ROE v. ACME CORP")))
	if err != nil {
		t.Fatal(err)
	}
	begun := time.Now()
	read, pending, err := r.Read(f.ctx, []Document{quick}, 30*time.Second)
	if err != nil {
		t.Fatal(err)
	}
	if len(pending) != 0 || read[quick.ID].Status != StatusExtracted {
		t.Fatalf("the other firm's file: read %+v pending %+v", read, pending)
	}
	t.Logf("read in %s while four of another firm's files were stuck", time.Since(begun))

	// Same firm, same matter: one file stuck, one quick.
	stuck, err := store.Upload(f.ctx, f.firm.ID, f.mat.ID, "exhibit.pdf", bytes.NewReader(textPDF(t, "EXHIBIT A long scan")))
	if err != nil {
		t.Fatal(err)
	}
	gb.hold(stuck.SHA256)
	second, err := store.Upload(f.ctx, f.firm.ID, f.mat.ID, "answer.pdf", bytes.NewReader(textPDF(t, "ANSWER of ACME CORP")))
	if err != nil {
		t.Fatal(err)
	}
	// The answer is read (a pool worker is free for it)...
	if read, pending, err := r.Read(f.ctx, []Document{second}, 30*time.Second); err != nil || len(pending) != 0 || len(read) != 1 {
		t.Fatalf("the answer beside a stuck exhibit: read %d pending %d, %v", len(read), len(pending), err)
	}
	// ...and a build of the matter gets both quick files, and names the
	// stuck one pending once its wait ends.
	read, pending, err = r.Read(f.ctx, []Document{stuck, second, quick}, 300*time.Millisecond)
	if err != nil {
		t.Fatal(err)
	}
	if len(pending) != 1 || pending[0].ID != stuck.ID || len(read) != 2 {
		t.Fatalf("read %d, pending %+v: want the two quick ones read and the exhibit pending", len(read), pending)
	}
	if n := f.facts(t, FactDocumentExtracted, f.mat.ID, stuck.ID); n != 0 {
		t.Fatalf("%d document.extracted facts before the exhibit was read", n)
	}
	gb.release(stuck.SHA256)
	deadline := time.Now().Add(30 * time.Second)
	for f.facts(t, FactDocumentExtracted, f.mat.ID, stuck.ID) != 1 {
		if time.Now().After(deadline) {
			t.Fatal("no document.extracted fact after the exhibit was read")
		}
		time.Sleep(20 * time.Millisecond)
	}
	if got, _ := store.GetDocument(f.ctx, f.firm.ID, f.mat.ID, stuck.ID); got.Status != StatusExtracted {
		t.Fatalf("exhibit after reading: %s", got.Status)
	}
	if n := f.facts(t, FactDocumentExtracted, f.mat.ID, second.ID); n != 0 {
		t.Fatal("a document read in time was announced (it would cost a second build)")
	}
	for _, d := range slow {
		gb.release(d.SHA256)
	}
}
