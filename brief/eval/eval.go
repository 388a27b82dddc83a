// Package eval scores the Brief's model on matters with ground truth: the
// tuned set the rules were written against and the frozen held-out sets,
// whose first-sight figures are the honest measure for matters no one has
// seen. It sits beside the flow, not in it, and holds no matter: its caller
// hands in the matters (package truth's shape), so only the binary's `brief
// eval` and tests bring in the sample matters (brief/samples).
package eval

import (
	"context"
	"fmt"
	"sort"

	"pramaan/brief"
	"pramaan/brief/model"
	"pramaan/brief/truth"
	"pramaan/record"
)

// Score is how well a Brief matches a sample matter's ground truth.
type Score struct {
	Matter  string `json:"matter"`
	HeldOut bool   `json:"held_out"`
	// Parties: (name, role) pairs, one per role of a party; names match by
	// model.NameKey.
	PartyTruth     int     `json:"party_truth"`
	PartyFound     int     `json:"party_found"`
	PartyCorrect   int     `json:"party_correct"`
	PartyRecall    float64 `json:"party_recall"`
	PartyPrecision float64 `json:"party_precision"`
	// Dated events: found when an event of that date cites that document
	// and page.
	EventTruth  int     `json:"event_truth"`
	EventHits   int     `json:"event_hits"`
	EventRecall float64 `json:"event_recall"`
	// Grounded is the share of the model's proposed citations whose quote is
	// on the cited page (the Brief itself keeps only those).
	Grounded float64 `json:"grounded"`
	Dropped  int     `json:"dropped"`
	// Unreadable files named correctly, out of those expected.
	UnreadableTruth int `json:"unreadable_truth"`
	UnreadableHits  int `json:"unreadable_hits"`
	// Misses and extras, for the reader who tunes rules.
	MissedParties []string `json:"missed_parties,omitempty"`
	ExtraParties  []string `json:"extra_parties,omitempty"`
	MissedEvents  []string `json:"missed_events,omitempty"`
	// FirstSight is a held-out matter's score when it was first seen,
	// before any rule was changed with it in view: the honest figure for
	// unseen matters.
	FirstSight *FirstSight `json:"first_sight,omitempty"`
}

// FirstSight is a held-out matter's recorded first score.
type FirstSight struct {
	PartyTruth     int     `json:"party_truth"`
	PartyFound     int     `json:"party_found"`
	PartyCorrect   int     `json:"party_correct"`
	PartyRecall    float64 `json:"party_recall"`
	PartyPrecision float64 `json:"party_precision"`
	EventTruth     int     `json:"event_truth"`
	EventHits      int     `json:"event_hits"`
	EventRecall    float64 `json:"event_recall"`
	Grounded       float64 `json:"grounded"`
}

// Evaluate scores b against matter m, whose documents b was built from
// (document ids derived from content, as BuildLocal's callers do).
func Evaluate(b brief.Brief, m truth.Matter, st brief.Stats) Score {
	s := Score{Matter: m.Name, HeldOut: m.HeldOut, Dropped: st.Dropped}
	if f := m.FirstSight; f != nil {
		s.FirstSight = &FirstSight{PartyTruth: f.PartyTruth, PartyFound: f.PartyFound, PartyCorrect: f.PartyCorrect,
			PartyRecall: ratio(f.PartyCorrect, f.PartyTruth), PartyPrecision: ratio(f.PartyCorrect, f.PartyFound),
			EventTruth: f.EventTruth, EventHits: f.EventHits, EventRecall: ratio(f.EventHits, f.EventTruth), Grounded: f.Grounded}
	}
	idOf := map[string]string{}
	for _, src := range b.Sources {
		idOf[src.FileName] = src.DocumentID
	}
	truth := map[string]bool{}
	for _, p := range m.Parties {
		truth[model.NameKey(p.Name)+" / "+p.Role] = true
	}
	// One party per person: each of its roles is a (name, role) pair.
	found := map[string]bool{}
	for _, p := range b.Parties {
		roles := p.Roles
		if len(roles) == 0 {
			roles = []string{p.Role}
		}
		for _, r := range roles {
			found[model.NameKey(p.Name)+" / "+r] = true
		}
	}
	s.PartyTruth, s.PartyFound = len(truth), len(found)
	for k := range found {
		if truth[k] {
			s.PartyCorrect++
		} else {
			s.ExtraParties = append(s.ExtraParties, k)
		}
	}
	for k := range truth {
		if !found[k] {
			s.MissedParties = append(s.MissedParties, k)
		}
	}
	sort.Strings(s.ExtraParties)
	sort.Strings(s.MissedParties)
	s.PartyRecall = ratio(s.PartyCorrect, s.PartyTruth)
	s.PartyPrecision = ratio(s.PartyCorrect, s.PartyFound)

	have := map[string]bool{}
	for _, e := range b.Chronology {
		for _, c := range e.Citations {
			have[fmt.Sprintf("%s %s %d", e.Date, c.DocumentID, c.Page)] = true
		}
	}
	s.EventTruth = len(m.Events)
	for _, e := range m.Events {
		if have[fmt.Sprintf("%s %s %d", e.Date, idOf[e.File], e.Page)] {
			s.EventHits++
		} else {
			s.MissedEvents = append(s.MissedEvents, fmt.Sprintf("%s %s p.%d", e.Date, e.File, e.Page))
		}
	}
	s.EventRecall = ratio(s.EventHits, s.EventTruth)
	s.Grounded = ratio(st.Grounded, st.Proposed)
	if st.Proposed == 0 {
		s.Grounded = 1
	}
	un := map[string]bool{}
	for _, u := range b.Unreadable {
		un[u.FileName] = true
	}
	s.UnreadableTruth = len(m.Unreadable)
	for _, f := range m.Unreadable {
		if un[f] {
			s.UnreadableHits++
		}
	}
	return s
}

func ratio(a, b int) float64 {
	if b == 0 {
		return 1
	}
	return float64(a) / float64(b)
}

// Matters builds a Brief of each matter of ms with ex and m and scores it.
// The Briefs are returned alongside, in the same order.
func Matters(ctx context.Context, ex *record.Extractor, m model.Model, ms []truth.Matter) ([]Score, []brief.Brief, error) {
	return mattersRead(ctx, func(names []string, data [][]byte) []brief.Doc { return brief.ReadBytes(ctx, ex, names, data) }, m, ms)
}

// mattersRead is Matters with the files read by read (tests cache it).
func mattersRead(ctx context.Context, read func(names []string, data [][]byte) []brief.Doc, m model.Model, ms []truth.Matter) ([]Score, []brief.Brief, error) {
	var scores []Score
	var briefs []brief.Brief
	for _, mt := range ms {
		names := make([]string, len(mt.Files))
		data := make([][]byte, len(mt.Files))
		for i, f := range mt.Files {
			names[i], data[i] = f.Name, f.Data
		}
		docs := read(names, data)
		b, st, err := brief.BuildLocal(ctx, docs, m)
		if err != nil {
			return nil, nil, fmt.Errorf("matter %s: %w", mt.Name, err)
		}
		scores = append(scores, Evaluate(b, mt, st))
		briefs = append(briefs, b)
	}
	return scores, briefs, nil
}

// Means are mean figures over a set of matters (each matter weighs the same).
type Means struct {
	Matters        int     `json:"matters"`
	PartyRecall    float64 `json:"party_recall"`
	PartyPrecision float64 `json:"party_precision"`
	EventRecall    float64 `json:"event_recall"`
	Grounded       float64 `json:"grounded"`
}

// Summary sets the frozen held-out set's first-sight figures (the honest
// figure for unseen matters) beside its figures today and the tuned set's.
type Summary struct {
	Tuned             Means `json:"tuned"`
	HeldOut           Means `json:"held_out"`
	HeldOutFirstSight Means `json:"held_out_first_sight"`
}

// Summarize averages scores into the tuned set, the held-out set today and
// the held-out set at first sight.
func Summarize(scores []Score) Summary {
	var s Summary
	add := func(m *Means, r, p, e, g float64) {
		m.Matters++
		m.PartyRecall += r
		m.PartyPrecision += p
		m.EventRecall += e
		m.Grounded += g
	}
	for _, sc := range scores {
		if !sc.HeldOut {
			add(&s.Tuned, sc.PartyRecall, sc.PartyPrecision, sc.EventRecall, sc.Grounded)
			continue
		}
		add(&s.HeldOut, sc.PartyRecall, sc.PartyPrecision, sc.EventRecall, sc.Grounded)
		if f := sc.FirstSight; f != nil {
			add(&s.HeldOutFirstSight, f.PartyRecall, f.PartyPrecision, f.EventRecall, f.Grounded)
		}
	}
	for _, m := range []*Means{&s.Tuned, &s.HeldOut, &s.HeldOutFirstSight} {
		if n := float64(m.Matters); n > 0 {
			m.PartyRecall /= n
			m.PartyPrecision /= n
			m.EventRecall /= n
			m.Grounded /= n
		}
	}
	return s
}
