package brief

import (
	"context"
	"fmt"
	"testing"

	"pramaan/brief/model"
	"pramaan/brief/samples"
	"pramaan/record"
)

// BenchmarkBuild400 builds the Brief of a generated 20-document, 400-page
// matter with the rules model, extraction excluded:
//
//	go test -run '^$' -bench Build400 ./brief/
func BenchmarkBuild400(b *testing.B) {
	names := make([]string, 20)
	data := make([][]byte, 20)
	for i := range names {
		var err error
		if data[i], err = samples.BulkPDF(20, uint64(100+i)); err != nil {
			b.Fatal(err)
		}
		names[i] = fmt.Sprintf("exhibit-%02d.pdf", i+1)
	}
	docs := ReadBytes(context.Background(), &record.Extractor{}, names, data)
	for b.Loop() {
		if _, _, err := BuildLocal(context.Background(), docs, model.Rules{}); err != nil {
			b.Fatal(err)
		}
	}
}
