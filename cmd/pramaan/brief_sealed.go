package main

import (
	"context"
	"fmt"

	"pramaan/brief"
	"pramaan/brief/eval"
	"pramaan/brief/model"
	"pramaan/brief/samples/sealed"
	"pramaan/record"
)

// sealedSet is the sealed held-out set's figures as `brief eval` prints
// them: each matter's scores without the names it missed or added (the set
// is scored, never read, by whoever tunes the model), the means today, and
// the means of the figures recorded when each matter was first scored.
type sealedSet struct {
	Today      eval.Means   `json:"today"`
	FirstSight eval.Means   `json:"first_sight"`
	Matters    []eval.Score `json:"matters"`
}

// scoreSealed builds a Brief of each sealed matter with ex and m and scores
// it against the matter's ground truth.
func scoreSealed(ctx context.Context, ex *record.Extractor, m model.Model) (*sealedSet, error) {
	ms, err := sealed.Matters()
	if err != nil {
		return nil, err
	}
	set := &sealedSet{}
	for _, mt := range ms {
		names := make([]string, len(mt.Files))
		data := make([][]byte, len(mt.Files))
		for i, f := range mt.Files {
			names[i], data[i] = f.Name, f.Data
		}
		b, st, err := brief.BuildLocal(ctx, brief.ReadBytes(ctx, ex, names, data), m)
		if err != nil {
			return nil, fmt.Errorf("sealed matter %s: %w", mt.Name, err)
		}
		s := eval.Evaluate(b, mt, st)
		s.MissedParties, s.ExtraParties, s.MissedEvents = nil, nil, nil
		set.Matters = append(set.Matters, s)
	}
	sum := eval.Summarize(set.Matters)
	set.Today, set.FirstSight = sum.HeldOut, sum.HeldOutFirstSight
	return set, nil
}
