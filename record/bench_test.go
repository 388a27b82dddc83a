package record

import (
	"context"
	"testing"
)

// BenchmarkExtract500Pages times both backends on the same 500-page file and
// reports pages per second:
//
//	go test -run '^$' -bench Extract500Pages -benchtime 3x ./record/
func BenchmarkExtract500Pages(b *testing.B) {
	data := bigPDF(b, 500)
	for _, backend := range []string{BackendPdftotext, BackendGo} {
		b.Run(backend, func(b *testing.B) {
			if backend == BackendPdftotext && !havePdftotext() {
				b.Skip("pdftotext is not installed")
			}
			ex := &Extractor{Backend: backend}
			b.SetBytes(int64(len(data)))
			pages := 0
			for b.Loop() {
				x := ex.Extract(context.Background(), data)
				if x.Status != StatusExtracted {
					b.Fatalf("%s: %s", x.Status, x.Reason)
				}
				pages += len(x.Pages)
			}
			b.ReportMetric(float64(pages)/b.Elapsed().Seconds(), "pages/s")
		})
	}
}
