package brief_test

import (
	"bytes"
	"context"
	"encoding/json"
	"slices"
	"testing"

	"pramaan/brief"
	"pramaan/brief/model"
	"pramaan/brief/samples"
	"pramaan/internal/pgtest"
	"pramaan/rail"
	"pramaan/record"
)

func TestMain(m *testing.M) { pgtest.Main(m) }

// countingModel counts Extract calls and sees what the builder hands over.
type countingModel struct {
	model.Rules
	calls int
	docs  int
}

func (c *countingModel) Extract(ctx context.Context, in model.Input) (model.Output, error) {
	c.calls++
	c.docs = len(in.Documents)
	return c.Rules.Extract(ctx, in)
}

// TestBuilderCoversItsSnapshot: the frame covers exactly the documents
// committed before its snapshot (one uploaded after the claim included), its
// generation is the token refreshed by the snapshot, an unreadable document is
// listed without failing the build, and the model is called once.
func TestBuilderCoversItsSnapshot(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	pool := pgtest.New(t)
	store := record.NewStore(pool, record.FileBlobs{Dir: t.TempDir()}, &record.Extractor{})
	firm, _, err := store.CreateFirm(ctx, "Kessler & Ortiz")
	if err != nil {
		t.Fatal(err)
	}
	matter, err := store.CreateMatter(ctx, firm.ID, "Vasquez")
	if err != nil {
		t.Fatal(err)
	}
	ms, err := samples.Matters()
	if err != nil {
		t.Fatal(err)
	}
	var m samples.Matter
	for _, x := range ms {
		if len(x.Unreadable) > 0 {
			m = x
		}
	}
	upload := func(f samples.File) string {
		d, err := store.Upload(ctx, firm.ID, matter.ID, f.Name, bytes.NewReader(f.Data))
		if err != nil {
			t.Fatal(err)
		}
		return d.ID
	}
	var want []string
	for _, f := range m.Files[:len(m.Files)-2] {
		want = append(want, upload(f))
	}
	r := rail.New(pool, rail.Config{})
	res, err := r.Demand(ctx, firm.ID, matter.ID, rail.Cause{})
	if err != nil || !res.Won {
		t.Fatalf("demand: won %v, %v", res.Won, err)
	}
	// Committed after the claim but before the snapshot: covered, and its
	// demand is served by this build (the token is refreshed).
	for _, f := range m.Files[len(m.Files)-2:] {
		want = append(want, upload(f))
	}
	res2, err := r.Demand(ctx, firm.ID, matter.ID, rail.Cause{})
	if err != nil || res2.Won {
		t.Fatalf("second demand: won %v, %v", res2.Won, err)
	}
	cm := &countingModel{}
	b := brief.NewBuilder(r, store, cm, brief.BuilderOptions{})
	frame, err := b.Build(ctx, res.Claim)
	if err != nil {
		t.Fatal(err)
	}
	slices.Sort(want)
	if !slices.Equal(frame.DocumentIDs, want) {
		t.Errorf("covered %v, want %v", frame.DocumentIDs, want)
	}
	if frame.ModelCalls != 1 || cm.calls != 1 || cm.docs != len(want)-1 {
		t.Errorf("model calls %d (counted %d) over %d documents; want 1 over %d", frame.ModelCalls, cm.calls, cm.docs, len(want)-1)
	}
	var got brief.Brief
	if err := json.Unmarshal(frame.Body, &got); err != nil {
		t.Fatal(err)
	}
	if got.Generation != res2.Requested || got.Generation <= res.Claim.Token {
		t.Errorf("generation %d, want the refreshed token %d (claimed at %d)", got.Generation, res2.Requested, res.Claim.Token)
	}
	if len(got.Unreadable) != 1 || got.Unreadable[0].FileName != m.Unreadable[0] || got.Unreadable[0].Reason == "" {
		t.Errorf("unreadable = %+v", got.Unreadable)
	}
	if len(got.Sources) != len(want) || len(got.Parties) == 0 || len(got.Chronology) == 0 {
		t.Errorf("sources %d parties %d chronology %d", len(got.Sources), len(got.Parties), len(got.Chronology))
	}
}
