package brief

import (
	"context"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/google/uuid"

	"pramaan/brief/model"
	"pramaan/brief/samples"
	"pramaan/record"
)

// fixed is a model that proposes exactly what it is given.
type fixed struct{ out model.Output }

func (f fixed) Name() string { return "fixed" }
func (f fixed) Extract(context.Context, model.Input) (model.Output, error) {
	return f.out, nil
}

func TestGroundingDropsAndCounts(t *testing.T) {
	docs := []Doc{{ID: "d1", FileName: "a.pdf", Pages: []string{"JANE ROE,\n  Plaintiff,", "On March 3, 2021,\nAcme   fired Roe."}}}
	cite := func(page int, q string) []model.Citation {
		return []model.Citation{{DocumentID: "d1", Page: page, Quote: q}}
	}
	out := model.Output{
		Parties: []model.Party{
			{Name: "Jane Roe", Role: "plaintiff", Citations: cite(1, "JANE ROE, Plaintiff,")}, // grounded after whitespace normalisation
			{Name: "Acme", Role: "defendant", Citations: cite(1, "ACME CORP.")},               // not on page 1
			{Name: "Acme", Role: "defendant", Citations: cite(3, "Acme")},                     // no page 3
		},
		Chronology: []model.Event{
			{Date: "2021-03-03", Event: "Acme fired Roe.", Citations: cite(2, "On March 3, 2021, Acme fired Roe.")},
			{Date: "2021-03-04", Event: "Invented.", Citations: cite(2, "On March 4, 2021")},
			{Date: "2021-3-3", Event: "Bad date.", Citations: cite(2, "Acme")},
		},
		Assertions: []model.Assertion{
			{Text: "Acme fired Roe.", Citation: cite(2, "Acme fired Roe.")[0]},
			{Text: "Roe quit.", Citation: model.Citation{DocumentID: "other", Page: 1, Quote: "Roe"}},
		},
	}
	b, st, err := BuildLocal(context.Background(), docs, fixed{out})
	if err != nil {
		t.Fatal(err)
	}
	if len(b.Parties) != 1 || b.Parties[0].Name != "Jane Roe" || len(b.Chronology) != 1 || b.Chronology[0].Date != "2021-03-03" || len(b.Assertions) != 1 {
		t.Fatalf("kept %+v / %+v / %+v", b.Parties, b.Chronology, b.Assertions)
	}
	if st.Dropped != 5 {
		t.Errorf("Dropped = %d, want 5", st.Dropped)
	}
	if st.Proposed != 8 || st.Grounded != 4 {
		t.Errorf("Proposed/Grounded = %d/%d, want 8/4", st.Proposed, st.Grounded)
	}
	if q := b.Parties[0].Citations[0].Quote; q != "JANE ROE, Plaintiff," {
		t.Errorf("quote kept as %q, want it normalized", q)
	}
}

func TestUnreadableListedNotFatal(t *testing.T) {
	docs := []Doc{
		{ID: "d2", FileName: "b.pdf", Unreadable: "corrupt PDF"},
		{ID: "d1", FileName: "a.pdf", Pages: []string{"On March 3, 2021, Acme fired Roe."}},
	}
	b, st, err := BuildLocal(context.Background(), docs, model.Rules{})
	if err != nil {
		t.Fatal(err)
	}
	if len(b.Unreadable) != 1 || b.Unreadable[0].FileName != "b.pdf" || b.Unreadable[0].Reason != "corrupt PDF" || st.Unreadable != 1 {
		t.Fatalf("unreadable = %+v", b.Unreadable)
	}
	if len(b.Sources) != 2 || b.Sources[0].FileName != "a.pdf" || len(b.Chronology) != 1 {
		t.Fatalf("sources %+v chronology %+v", b.Sources, b.Chronology)
	}
}

func TestDocumentIDStable(t *testing.T) {
	sha := "9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08"
	if a, b := DocumentID(sha, "a.pdf"), DocumentID(sha, "a.pdf"); a != b || len(a) != 36 || a[14] != '8' {
		t.Fatalf("DocumentID = %q, %q", a, b)
	}
	if DocumentID(sha, "a.pdf") == DocumentID(sha, "b.pdf") {
		t.Fatal("one content under two names gets one id")
	}
}

// TestSameContentTwoNames: given files with identical content under
// different names (two zero-byte files, one PDF copied) each appear in
// sources, and each unreadable one in unreadable under its own name; the
// same path given twice is still one document.
func TestSameContentTwoNames(t *testing.T) {
	ms, err := samples.Matters()
	if err != nil {
		t.Fatal(err)
	}
	var pdf []byte
	for _, f := range ms[0].Files {
		if strings.HasSuffix(f.Name, ".pdf") && len(f.Data) > 0 {
			pdf = f.Data
			break
		}
	}
	dir := t.TempDir()
	write := func(name string, b []byte) string {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, b, 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	paths := []string{write("empty-1.pdf", nil), write("empty-2.pdf", nil), write("copy-a.pdf", pdf), write("copy-b.pdf", pdf)}
	paths = append(paths, paths[2]) // the same path twice is one document
	ctx := context.Background()
	docs, err := ReadFiles(ctx, &record.Extractor{}, paths)
	if err != nil {
		t.Fatal(err)
	}
	b, _, err := BuildLocal(ctx, docs, model.Rules{})
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	ids := map[string]bool{}
	for _, s := range b.Sources {
		names = append(names, s.FileName)
		ids[s.DocumentID] = true
		if _, err := uuid.Parse(s.DocumentID); err != nil {
			t.Errorf("%s: id %q is not a UUID: %v", s.FileName, s.DocumentID, err)
		}
	}
	if want := []string{"copy-a.pdf", "copy-b.pdf", "empty-1.pdf", "empty-2.pdf"}; !slices.Equal(names, want) || len(ids) != 4 {
		t.Fatalf("sources %q (%d ids), want %q with 4 ids", names, len(ids), want)
	}
	var un []string
	for _, u := range b.Unreadable {
		un = append(un, u.FileName)
	}
	if want := []string{"empty-1.pdf", "empty-2.pdf"}; !slices.Equal(un, want) {
		t.Fatalf("unreadable %q, want %q", un, want)
	}
	// Both copies are readable and cited under their own ids.
	cited := map[string]bool{}
	for _, p := range b.Parties {
		for _, c := range p.Citations {
			cited[c.DocumentID] = true
		}
	}
	for _, s := range b.Sources[:2] {
		if !cited[s.DocumentID] {
			t.Errorf("%s: no party cites it", s.FileName)
		}
	}
}
