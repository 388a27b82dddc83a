// Package samples holds small, realistic litigation matters generated as PDFs
// with fpdf, each with its ground truth (the parties with their roles, the
// dated events with their document and page, the unreadable files).
//
// They feed `pramaan demo` (the sample upload), `pramaan brief eval` and the
// Brief's tests. The matters deliberately differ in court, caption style,
// date formats, fonts and layout (pleading paper with line numbers, ECF
// headers, Outlook and plain email headers, a blank page), so that rules that
// pass here are rules about legal documents, not about one fixture.
//
// The matters fall in two sets. The tuned set is what the rules were written
// against (each was new once; HELDOUT.md keeps its first score). The frozen
// held-out set (HeldOut) was written in styles no rule had seen, scored once
// at first sight (FirstSight, the headline figure for unseen matters), and
// is never edited nor answered with a rule written for one of its sentences.
//
// Generation is deterministic: the same build of this package writes the
// same bytes, so document ids derived from the sha256 are stable.
package samples

import (
	"fmt"
	"os"
	"path/filepath"
	"sync"
	"time"

	"pramaan/brief/truth"
)

// fixedTime stamps every PDF so the bytes never change between runs.
var fixedTime = time.Date(2024, 1, 2, 3, 4, 5, 0, time.UTC)

// File is one file of a matter: a generated PDF or deliberately corrupt bytes.
type File struct {
	Name string
	Data []byte
}

// Party is a ground-truth party: a name and one role from model.Roles.
type Party struct {
	Name string
	Role string
}

// Event is a ground-truth dated event: the ISO date and where it is written.
type Event struct {
	Date string // YYYY-MM-DD
	File string
	Page int
}

// Figures are a matter's scores as counts, as recorded when it was first
// scored.
type Figures struct {
	PartyTruth, PartyFound, PartyCorrect int
	EventTruth, EventHits                int
	Grounded                             float64
}

// Matter is one sample matter with its files and ground truth.
type Matter struct {
	Name    string // short slug, used as a folder name
	Title   string
	HeldOut bool // in the frozen held-out set
	// FirstSight is the held-out matter's score at first sight, before any
	// rule change was made with it in view.
	FirstSight *Figures
	Files      []File
	Parties    []Party
	Events     []Event
	Unreadable []string // file names that must end unreadable
}

type matterSpec struct {
	name, title string
	heldOut     bool
	firstSight  *Figures
	docs        []doc
	raw         []File
	parties     []Party
	events      []Event
	unreadable  []string
}

var specs []func() matterSpec

var (
	once    sync.Once
	matters []Matter
	genErr  error
)

// Matters returns every sample matter, generating the PDFs once per process.
func Matters() ([]Matter, error) {
	once.Do(func() {
		for _, f := range specs {
			s := f()
			m := Matter{Name: s.name, Title: s.title, HeldOut: s.heldOut, FirstSight: s.firstSight, Parties: s.parties, Events: s.events, Unreadable: s.unreadable}
			for _, d := range s.docs {
				b, err := d.render()
				if err != nil {
					genErr = fmt.Errorf("sample matter %s: %w", s.name, err)
					return
				}
				m.Files = append(m.Files, File{Name: d.name, Data: b})
			}
			m.Files = append(m.Files, s.raw...)
			matters = append(matters, m)
		}
	})
	return matters, genErr
}

// DemoName is the matter that `pramaan demo` uploads: a federal contract
// case with a complaint, an answer, a declaration, an email chain, a
// contract and an order.
const DemoName = "harborline-v-castellan"

// Demo returns the matter that `pramaan demo` uploads (DemoName).
func Demo() (Matter, error) {
	ms, err := Matters()
	if err != nil {
		return Matter{}, err
	}
	for _, m := range ms {
		if m.Name == DemoName {
			return m, nil
		}
	}
	return Matter{}, fmt.Errorf("sample matter %s is missing", DemoName)
}

// Write writes every matter's files under dir/<matter name>/ and returns the
// matters with the path of each file, in the order of Matter.Files.
func Write(dir string) (map[string][]string, error) {
	ms, err := Matters()
	if err != nil {
		return nil, err
	}
	out := map[string][]string{}
	for _, m := range ms {
		md := filepath.Join(dir, m.Name)
		if err := os.MkdirAll(md, 0o755); err != nil {
			return nil, err
		}
		for _, f := range m.Files {
			p := filepath.Join(md, f.Name)
			if err := os.WriteFile(p, f.Data, 0o644); err != nil {
				return nil, err
			}
			out[m.Name] = append(out[m.Name], p)
		}
	}
	return out, nil
}

// Truth is m in the shape brief/eval scores (package truth).
func (m Matter) Truth() truth.Matter {
	t := truth.Matter{Name: m.Name, Title: m.Title, HeldOut: m.HeldOut, Unreadable: m.Unreadable}
	if f := m.FirstSight; f != nil {
		t.FirstSight = &truth.Figures{PartyTruth: f.PartyTruth, PartyFound: f.PartyFound, PartyCorrect: f.PartyCorrect,
			EventTruth: f.EventTruth, EventHits: f.EventHits, Grounded: f.Grounded}
	}
	for _, f := range m.Files {
		t.Files = append(t.Files, truth.File{Name: f.Name, Data: f.Data})
	}
	for _, p := range m.Parties {
		t.Parties = append(t.Parties, truth.Party{Name: p.Name, Role: p.Role})
	}
	for _, e := range m.Events {
		t.Events = append(t.Events, truth.Event{Date: e.Date, File: e.File, Page: e.Page})
	}
	return t
}

// Truths returns every sample matter in the shape brief/eval scores.
func Truths() ([]truth.Matter, error) {
	ms, err := Matters()
	if err != nil {
		return nil, err
	}
	out := make([]truth.Matter, len(ms))
	for i, m := range ms {
		out[i] = m.Truth()
	}
	return out, nil
}
