// Package sealed is a frozen, sealed held-out set of litigation matters:
// documents written as Go literals and rendered to PDFs, each with its
// ground truth (the parties with their roles, the dated events with their
// document and page), in styles and from places the sample matters of
// package samples do not cover.
//
// It sits beside the flow, as the sample matters do: only the binary's
// `brief eval` (which prints the set as "sealed") and this package's tests
// read it. The set is a measurement of the Brief's model on matters it has
// never seen, so it is scored at first sight only: no rule of the model is
// written from its documents, and its documents and truths are not edited to
// follow the model (README.md beside this file).
//
// Generation is deterministic: the same build writes the same bytes.
package sealed

import (
	"fmt"
	"sync"
	"time"

	"pramaan/brief/truth"
)

// fixedTime stamps every PDF so the bytes never change between runs.
var fixedTime = time.Date(2024, 1, 2, 3, 4, 5, 0, time.UTC)

// Set is the name `brief eval` prints the set under.
const Set = "sealed"

type spec struct {
	name, title string
	firstSight  *truth.Figures
	docs        []doc
	parties     []truth.Party
	events      []truth.Event
}

var specs []func() spec

var (
	once    sync.Once
	matters []truth.Matter
	genErr  error
)

// Matters returns every sealed matter (HeldOut set, FirstSight the figures
// recorded when the matter was first scored), generating the PDFs once per
// process.
func Matters() ([]truth.Matter, error) {
	once.Do(func() {
		for _, f := range specs {
			s := f()
			m := truth.Matter{Name: s.name, Title: s.title, HeldOut: true, FirstSight: s.firstSight, Parties: s.parties, Events: s.events}
			for _, d := range s.docs {
				b, err := d.render()
				if err != nil {
					genErr = fmt.Errorf("sealed matter %s: %w", s.name, err)
					return
				}
				m.Files = append(m.Files, truth.File{Name: d.name, Data: b})
			}
			matters = append(matters, m)
		}
	})
	return matters, genErr
}
