package eval

import (
	"bytes"
	"context"
	"encoding/json"
	"reflect"
	"strings"
	"testing"
	"time"

	"pramaan/brief"
	"pramaan/brief/model"
	"pramaan/brief/samples"
	"pramaan/record"
)

// TestDeterministic builds sample matters twice, from documents given in
// opposite orders, and wants byte-identical Briefs (built_at aside).
func TestDeterministic(t *testing.T) {
	ms, err := samples.Matters()
	if err != nil {
		t.Fatal(err)
	}
	ex := &record.Extractor{}
	for i, m := range ms {
		if i%(3*raceStride()) != 0 {
			continue // every third matter, of both sets: order independence is the builder's, not a matter's
		}
		var names []string
		var data [][]byte
		for _, f := range m.Files {
			names = append(names, f.Name)
			data = append(data, f.Data)
		}
		docs := cachedRead(ex)(names, data)
		rev := make([]brief.Doc, len(docs))
		for i, d := range docs {
			rev[len(docs)-1-i] = d
		}
		render := func(ds []brief.Doc) []byte {
			b, _, err := brief.BuildLocal(context.Background(), ds, model.Rules{})
			if err != nil {
				t.Fatal(err)
			}
			b.BuiltAt = time.Time{}
			out, _ := json.Marshal(b)
			return out
		}
		a, c := render(docs), render(rev)
		if !bytes.Equal(a, c) {
			t.Errorf("%s: two builds differ", m.Name)
		}
		if !strings.Contains(string(a), `"generation":0`) {
			t.Errorf("%s: local build generation is not 0", m.Name)
		}
		// Re-reading the files gives the same documents (ids and pages), so the
		// same Brief.
		again := brief.ReadBytes(context.Background(), ex, names, data)
		if !reflect.DeepEqual(again, docs) {
			t.Errorf("%s: re-extraction changes the documents", m.Name)
		}
	}
}
