package record

import (
	"context"
	"testing"
	"time"
	"unicode/utf8"
)

// FuzzExtract feeds PDF ingestion any bytes: it must end within its bounds
// (extracted or unreadable with a reason), never panic or hang, and a file
// that reads has pages numbered 1..n with valid UTF-8 text. The pure-Go
// backend is fuzzed (no process per input); pdftotext gets the same seeds
// in the hostile-file tests. Seeds: real PDFs, hostile hand-made ones, and
// truncations and garbage.
func FuzzExtract(f *testing.F) {
	good := textPDF(f, "Jane Roe v. Acme Corp.\nFiled 2024-03-01.", "Page two says more.")
	f.Add(good)
	f.Add(good[:len(good)/2])
	f.Add(good[:len(good)-20])
	f.Add(rawPDF("<< /Type /Catalog /Pages 2 0 R >>", "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
		"<< /Type /Page /Parent 2 0 R /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>",
		font, stream("BT /F1 12 Tf 72 720 Td (Hello, record) Tj ET")))
	f.Add(rawPDF("<< /Type /Catalog /Pages 2 0 R >>", "<< /Type /Pages /Kids [2 0 R] /Count 1 >>")) // a page tree that loops
	f.Add(rawPDF("<< /Type /Catalog /Pages 2 0 R >>", "<< /Type /Pages /Kids [] /Count 1000000000 >>"))
	f.Add([]byte("%PDF-1.7\n"))
	f.Add([]byte("not a pdf at all"))
	f.Add([]byte{})
	e := &Extractor{Backend: BackendGo, Timeout: 10 * time.Second, MaxPages: 50, MaxTextBytes: 1 << 20}
	f.Fuzz(func(t *testing.T, data []byte) {
		ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
		defer cancel()
		start := time.Now()
		x := e.Extract(ctx, data)
		if d := time.Since(start); d > 20*time.Second {
			t.Fatalf("extraction took %s, past its 10s bound", d)
		}
		switch x.Status {
		case StatusExtracted:
			for i, p := range x.Pages {
				if p.Number != i+1 {
					t.Fatalf("page %d numbered %d", i+1, p.Number)
				}
				if !utf8.ValidString(p.Text) {
					t.Fatalf("page %d text is not UTF-8", p.Number)
				}
			}
			if len(x.Pages) > 50 {
				t.Fatalf("%d pages past MaxPages 50", len(x.Pages))
			}
		case StatusUnreadable:
			if x.Reason == "" {
				t.Fatal("unreadable without a reason")
			}
		default:
			t.Fatalf("status %q", x.Status)
		}
		if len(x.SHA256) != 64 {
			t.Fatalf("sha256 %q", x.SHA256)
		}
	})
}
