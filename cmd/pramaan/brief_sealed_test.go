package main

import (
	"context"
	"encoding/json"
	"strings"
	"testing"

	"pramaan/brief/model"
	"pramaan/brief/samples/sealed"
	"pramaan/record"
)

// TestScoreSealed scores the first sealed matters as `brief eval` scores the
// set and checks what the output carries: one score per matter with its
// first-sight figures, means over the set, and no missed or extra names (the
// set is scored, never read, by whoever tunes the model). It holds no
// threshold on the scores: the set is a measurement.
func TestScoreSealed(t *testing.T) {
	ms, err := sealed.Matters()
	if err != nil {
		t.Fatal(err)
	}
	ms = ms[:3]
	set, err := scoreSet(context.Background(), &record.Extractor{}, model.Rules{}, ms)
	if err != nil {
		t.Fatal(err)
	}
	if len(set.Matters) != len(ms) || set.Today.Matters != len(ms) {
		t.Fatalf("scored %d matters (means over %d), want %d", len(set.Matters), set.Today.Matters, len(ms))
	}
	for i, s := range set.Matters {
		if s.Matter != ms[i].Name || !s.HeldOut {
			t.Errorf("score %d is %q (held out %v), want %q held out", i, s.Matter, s.HeldOut, ms[i].Name)
		}
		if s.FirstSight == nil {
			t.Errorf("%s: no first-sight figures", s.Matter)
		}
		if s.PartyTruth == 0 || s.EventTruth == 0 {
			t.Errorf("%s: scored against an empty truth", s.Matter)
		}
	}
	if set.FirstSight.Matters != len(ms) {
		t.Errorf("first-sight means over %d matters, want %d", set.FirstSight.Matters, len(ms))
	}
	b, err := json.Marshal(set)
	if err != nil {
		t.Fatal(err)
	}
	for _, k := range []string{"missed_parties", "extra_parties", "missed_events"} {
		if strings.Contains(string(b), k) {
			t.Errorf("the sealed set's output carries %s", k)
		}
	}
}
