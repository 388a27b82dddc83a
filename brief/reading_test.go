package brief_test

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"testing"
	"time"

	"pramaan/brief"
	"pramaan/brief/model"
	"pramaan/brief/samples"
	"pramaan/internal/pgtest"
	"pramaan/rail"
	"pramaan/record"
)

// slowBlobs holds every Open of one content until released.
type slowBlobs struct {
	record.Blobs
	sha     string
	release chan struct{}
}

func (s *slowBlobs) Open(ctx context.Context, sha string) (io.ReadCloser, error) {
	if sha == s.sha {
		select {
		case <-s.release:
		case <-ctx.Done():
			return nil, ctx.Err()
		}
	}
	return s.Blobs.Open(ctx, sha)
}

// A build through the Reader waits a bounded time for its documents: the
// Brief is built from those read, names the one still being read, is not
// current, and its frame does not cover that document.
func TestBuildNamesDocumentsStillBeingRead(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	pool := pgtest.New(t)
	blobs := &slowBlobs{Blobs: record.FileBlobs{Dir: t.TempDir()}, release: make(chan struct{})}
	store := record.NewStore(pool, blobs, &record.Extractor{})
	reader := record.NewReader(store, record.ReaderOptions{Workers: 8, PerFirm: 8})
	rctx, cancel := context.WithCancel(ctx)
	done := make(chan error, 1)
	go func() { done <- reader.Run(rctx) }()
	defer func() { close(blobs.release); cancel(); <-done }()

	firm, matter := firmAndMatter(t, ctx, store, "Vasquez")
	sample, err := samples.Demo()
	if err != nil {
		t.Fatal(err)
	}
	var slow record.Document
	for i, f := range sample.Files {
		d, err := store.Upload(ctx, firm.ID, matter.ID, f.Name, bytes.NewReader(f.Data))
		if err != nil {
			t.Fatal(err)
		}
		if i == 0 {
			slow, blobs.sha = d, d.SHA256
		}
	}
	r := rail.New(pool, rail.Config{})
	res, err := r.Demand(ctx, firm.ID, matter.ID, rail.Cause{})
	if err != nil || !res.Won {
		t.Fatalf("demand: won %v, %v", res.Won, err)
	}
	b := brief.NewBuilder(r, store, model.Rules{}, brief.BuilderOptions{Reader: reader, ReadWait: 5 * time.Second})
	frame, err := b.Build(ctx, res.Claim)
	if err != nil {
		t.Fatal(err)
	}
	var got brief.Brief
	if err := json.Unmarshal(frame.Body, &got); err != nil {
		t.Fatal(err)
	}
	if len(got.Reading) != 1 || got.Reading[0].DocumentID != slow.ID || got.Reading[0].FileName != slow.FileName {
		t.Fatalf("reading %+v, want only %s", got.Reading, slow.FileName)
	}
	if got.Current {
		t.Fatal("a Brief with a document still being read says it is current")
	}
	for _, id := range frame.DocumentIDs {
		if id == slow.ID {
			t.Fatal("the frame covers the document still being read")
		}
	}
	if len(frame.DocumentIDs) != len(sample.Files)-1 || len(got.Sources) != len(sample.Files)-1 {
		t.Fatalf("covered %d documents, sources %d; want the %d read", len(frame.DocumentIDs), len(got.Sources), len(sample.Files)-1)
	}
}
