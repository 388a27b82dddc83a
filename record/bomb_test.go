package record

import (
	"bytes"
	"compress/zlib"
	"context"
	"fmt"
	"strings"
	"sync"
	"testing"
	"time"
)

var (
	bombOnce sync.Once
	bombData []byte
)

// bombPDF is a one-page PDF whose content stream is a few hundred KiB of
// Flate that inflates to 80 MiB of blanks: the shape of a decompression
// bomb. Built once per test binary.
func bombPDF(t testing.TB) []byte {
	t.Helper()
	bombOnce.Do(func() {
		var z bytes.Buffer
		zw, _ := zlib.NewWriterLevel(&z, zlib.BestSpeed)
		chunk := bytes.Repeat([]byte(" "), 1<<20)
		for i := 0; i < 80; i++ {
			_, _ = zw.Write(chunk)
		}
		_ = zw.Close()
		content := fmt.Sprintf("<< /Filter /FlateDecode /Length %d >>\nstream\n%s\nendstream", z.Len(), z.Bytes())
		bombData = rawPDF("<< /Type /Catalog /Pages 2 0 R >>", "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
			"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>",
			content, font)
	})
	return bombData
}

// A decompression bomb ends unreadable, named as such, in well under the
// extraction's time limit, on every backend; an ordinary compressed file
// still reads.
func TestDecompressionBombIsUnreadableAtOnce(t *testing.T) {
	t.Parallel()
	bomb := bombPDF(t)
	t.Logf("bomb: %d bytes inflating to 80 MiB", len(bomb))
	for _, ex := range []*Extractor{{OCR: true}, {Backend: BackendGo}} {
		start := time.Now()
		x := ex.Extract(context.Background(), bomb)
		took := time.Since(start)
		if x.Status != StatusUnreadable || !strings.Contains(x.Reason, "decompression bomb") {
			t.Fatalf("backend %q: %s %q, want unreadable as a decompression bomb", ex.Backend, x.Status, x.Reason)
		}
		if took > 20*time.Second {
			t.Fatalf("backend %q: the bomb took %s", ex.Backend, took)
		}
		t.Logf("backend %q: unreadable in %s", ex.Backend, took)
	}
	var z bytes.Buffer
	zw := zlib.NewWriter(&z)
	_, _ = zw.Write([]byte("BT /F1 12 Tf 72 700 Td (Compressed but honest) Tj ET"))
	_ = zw.Close()
	ok := rawPDF("<< /Type /Catalog /Pages 2 0 R >>", "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
		"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>",
		fmt.Sprintf("<< /Filter /FlateDecode /Length %d >>\nstream\n%s\nendstream", z.Len(), z.Bytes()), font)
	if x := (&Extractor{}).Extract(context.Background(), ok); x.Status != StatusExtracted || !strings.Contains(x.Pages[0].Text, "Compressed but honest") {
		t.Fatalf("honest compressed file: %s %q %+v", x.Status, x.Reason, x.Pages)
	}
}

// A file that ran out of time is not a property of the file: the outcome
// is neither cached nor given to the document, and the next read succeeds.
func TestTimeoutIsNotCached(t *testing.T) {
	t.Parallel()
	f := newFixture(t)
	d, err := f.store.Upload(f.ctx, f.firm.ID, f.mat.ID, "slow.pdf", bytes.NewReader(textPDF(t, "JANE ROE v. ACME")))
	if err != nil {
		t.Fatal(err)
	}
	hurried := NewStore(f.pool, f.blobs, &Extractor{Timeout: time.Nanosecond})
	x, err := hurried.EnsureExtracted(f.ctx, d)
	if err != nil {
		t.Fatal(err)
	}
	if !x.Transient || x.Status != StatusUnreadable || !strings.Contains(x.Reason, "timed out") {
		t.Fatalf("hurried read: %+v, want a transient timeout", x)
	}
	if n := f.count(t, `SELECT count(*) FROM record.extractions WHERE sha256 = $1`, d.SHA256); n != 0 {
		t.Fatal("a timeout was cached")
	}
	if got, _ := f.store.GetDocument(f.ctx, f.firm.ID, f.mat.ID, d.ID); got.Status != StatusStored {
		t.Fatalf("document after a timeout: %s, want stored", got.Status)
	}
	if x, err := f.store.EnsureExtracted(f.ctx, d); err != nil || x.Status != StatusExtracted {
		t.Fatalf("second read: %+v %v", x, err)
	}
}
