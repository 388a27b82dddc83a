package model

import (
	"context"
	"fmt"
	"sort"
	"strings"
	"sync"
)

// Panel runs several members on the same input and merges what they
// propose. Items that two members both propose (same party name key and
// role; same date and event text, or same date cited on the same page;
// same assertion text) become one item whose FoundBy lists every member
// that found it, and whose citations are the union. A member that fails
// fails the panel: a Brief built from part of the panel would silently
// differ from the configured one.
type Panel struct {
	Members []Model
}

// NewPanel returns a panel of the given members.
func NewPanel(members ...Model) *Panel { return &Panel{Members: members} }

// Name implements Model: "panel:a,b".
func (p *Panel) Name() string {
	names := make([]string, len(p.Members))
	for i, m := range p.Members {
		names[i] = m.Name()
	}
	return "panel:" + strings.Join(names, ",")
}

// Version implements Versioned: the members' versions.
func (p *Panel) Version() string {
	vs := make([]string, len(p.Members))
	for i, m := range p.Members {
		vs[i] = VersionOf(m)
	}
	return "panel(" + strings.Join(vs, ",") + ")"
}

// Extract implements Model: the members run concurrently.
func (p *Panel) Extract(ctx context.Context, in Input) (Output, error) {
	outs := make([]Output, len(p.Members))
	errs := make([]error, len(p.Members))
	var wg sync.WaitGroup
	for i, m := range p.Members {
		wg.Add(1)
		go func() {
			defer wg.Done()
			outs[i], errs[i] = m.Extract(ctx, in)
		}()
	}
	wg.Wait()
	var merged Output
	for i, m := range p.Members {
		merged.Calls += outs[i].Calls
		merged.Tokens += outs[i].Tokens
		if errs[i] != nil {
			return Output{Calls: merged.Calls}, fmt.Errorf("panel member %s: %w", m.Name(), errs[i])
		}
	}
	pIdx := map[string]int{}
	eIdx := map[string]int{}
	aIdx := map[string]int{}
	for i, m := range p.Members {
		name := m.Name()
		for _, x := range outs[i].Parties {
			k := NameKey(x.Name) + "\x00" + x.Role
			if j, ok := pIdx[k]; ok {
				y := &merged.Parties[j]
				y.FoundBy = addName(y.FoundBy, name)
				y.Citations = unionCitations(y.Citations, x.Citations)
				if y.DefinedAs == "" {
					y.DefinedAs = x.DefinedAs
				}
				continue
			}
			x.FoundBy = addName(append([]string(nil), x.FoundBy...), name)
			pIdx[k] = len(merged.Parties)
			merged.Parties = append(merged.Parties, x)
		}
		for _, x := range outs[i].Chronology {
			keys := []string{x.Date + "\x00t\x00" + strings.ToLower(Normalize(x.Event))}
			for _, c := range x.Citations {
				keys = append(keys, fmt.Sprintf("%s\x00c\x00%s\x00%d", x.Date, c.DocumentID, c.Page))
			}
			j, found := -1, false
			for _, k := range keys {
				if jj, ok := eIdx[k]; ok {
					j, found = jj, true
					break
				}
			}
			if found {
				y := &merged.Chronology[j]
				y.FoundBy = addName(y.FoundBy, name)
				y.Citations = unionCitations(y.Citations, x.Citations)
			} else {
				x.FoundBy = addName(append([]string(nil), x.FoundBy...), name)
				j = len(merged.Chronology)
				merged.Chronology = append(merged.Chronology, x)
			}
			for _, k := range keys {
				if _, ok := eIdx[k]; !ok {
					eIdx[k] = j
				}
			}
		}
		merged.Aliases = append(merged.Aliases, outs[i].Aliases...)
		for _, x := range outs[i].Assertions {
			k := strings.ToLower(Normalize(x.Text))
			if j, ok := aIdx[k]; ok {
				merged.Assertions[j].FoundBy = addName(merged.Assertions[j].FoundBy, name)
				continue
			}
			x.FoundBy = addName(append([]string(nil), x.FoundBy...), name)
			aIdx[k] = len(merged.Assertions)
			merged.Assertions = append(merged.Assertions, x)
		}
	}
	return merged, nil
}

func addName(names []string, n string) []string {
	for _, x := range names {
		if x == n {
			return names
		}
	}
	names = append(names, n)
	sort.Strings(names)
	return names
}

func unionCitations(a, b []Citation) []Citation {
	for _, c := range b {
		dup := false
		for _, x := range a {
			if x == c {
				dup = true
				break
			}
		}
		if !dup {
			a = append(a, c)
		}
	}
	return a
}
