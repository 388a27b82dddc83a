package main

import (
	"context"

	"pramaan/brief/eval"
	"pramaan/brief/model"
	"pramaan/brief/samples/sealed"
	"pramaan/brief/truth"
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
	return scoreSet(ctx, ex, m, ms)
}

// scoreSet scores the matters ms as the sealed set.
func scoreSet(ctx context.Context, ex *record.Extractor, m model.Model, ms []truth.Matter) (*sealedSet, error) {
	scores, _, err := eval.Matters(ctx, ex, m, ms)
	if err != nil {
		return nil, err
	}
	set := &sealedSet{}
	for _, s := range scores {
		s.MissedParties, s.ExtraParties, s.MissedEvents = nil, nil, nil
		set.Matters = append(set.Matters, s)
	}
	sum := eval.Summarize(set.Matters)
	set.Today, set.FirstSight = sum.HeldOut, sum.HeldOutFirstSight
	return set, nil
}
