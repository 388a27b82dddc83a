package record

import (
	"context"
	"testing"
)

// BenchmarkExtract500Pages times both backends on the same 500-page file
// (pdftotext as configured by default, in parallel page ranges, and as one
// process) and reports pages per second:
//
//	go test -run '^$' -bench Extract500Pages -benchtime 3x ./record/
func BenchmarkExtract500Pages(b *testing.B) {
	data := bigPDF(b, 500)
	for _, c := range []struct {
		name string
		ex   Extractor
	}{
		{"pdftotext", Extractor{Backend: BackendPdftotext}},
		{"pdftotext-1-process", Extractor{Backend: BackendPdftotext, Workers: 1}},
		{"go", Extractor{Backend: BackendGo}},
	} {
		b.Run(c.name, func(b *testing.B) {
			if c.ex.Backend == BackendPdftotext && !havePdftotext() {
				b.Skip("pdftotext is not installed")
			}
			ex := &c.ex
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
