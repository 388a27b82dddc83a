package record

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"
	"time"
)

// The sweep removes the file of a deleted document that no live document
// shares, keeps a file a live document still needs (in any matter), and
// clears temp files a crashed upload left; nothing younger than the grace
// period is touched.
func TestSweepRemovesUnreferencedBlobsAndCrashLeftovers(t *testing.T) {
	t.Parallel()
	f := newFixture(t)
	gone, err := f.store.Upload(f.ctx, f.firm.ID, f.mat.ID, "withdrawn.pdf", bytes.NewReader(textPDF(t, "WITHDRAWN MOTION of ACME")))
	if err != nil {
		t.Fatal(err)
	}
	shared := textPDF(t, "EXHIBIT SHARED between two matters")
	kept, err := f.store.Upload(f.ctx, f.firm.ID, f.mat.ID, "exhibit.pdf", bytes.NewReader(shared))
	if err != nil {
		t.Fatal(err)
	}
	m2, err := f.store.CreateMatter(f.ctx, f.firm.ID, "Second matter")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := f.store.Upload(f.ctx, f.firm.ID, m2.ID, "exhibit.pdf", bytes.NewReader(shared)); err != nil {
		t.Fatal(err)
	}
	for _, d := range []Document{gone, kept} {
		if err := f.store.DeleteDocument(f.ctx, f.firm.ID, f.mat.ID, d.ID); err != nil {
			t.Fatal(err)
		}
	}
	tmp := filepath.Join(f.blobs.Dir, "tmp-crashed-upload")
	if err := os.WriteFile(tmp, []byte("half a file"), 0o600); err != nil {
		t.Fatal(err)
	}
	// Within the grace period nothing goes.
	if n, err := f.store.SweepBlobs(f.ctx, time.Hour); err != nil || n != 0 {
		t.Fatalf("sweep within the grace period: removed %d, %v", n, err)
	}
	n, err := f.store.SweepBlobs(f.ctx, 0)
	if err != nil {
		t.Fatal(err)
	}
	if n != 2 {
		t.Errorf("removed %d files, want 2 (the withdrawn blob and the temp file)", n)
	}
	if _, err := os.Stat(f.blobs.path(gone.SHA256)); !os.IsNotExist(err) {
		t.Errorf("the deleted document's blob is still there: %v", err)
	}
	if _, err := os.Stat(tmp); !os.IsNotExist(err) {
		t.Errorf("the crashed upload's temp file is still there: %v", err)
	}
	if _, err := os.Stat(f.blobs.path(kept.SHA256)); err != nil {
		t.Errorf("a blob another matter still uses was removed: %v", err)
	}
	// Uploading the withdrawn content again stores it again.
	again, err := f.store.Upload(f.ctx, f.firm.ID, f.mat.ID, "withdrawn.pdf", bytes.NewReader(textPDF(t, "WITHDRAWN MOTION of ACME")))
	if err != nil {
		t.Fatal(err)
	}
	if x, err := f.store.EnsureExtracted(f.ctx, again); err != nil || x.Status != StatusExtracted {
		t.Fatalf("re-uploaded content: %+v %v", x, err)
	}
}
