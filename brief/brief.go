// Package brief is the Brief: the structured, cited summary of a matter's
// record (docs/architecture.md), and the builder that the Brief rail runs.
//
// It sits between the record and the model panel. The builder snapshots the
// record at the claim (package rail), extracts each document's text by page
// (package record), asks the model panel (package brief/model) for parties,
// chronology and assertions, and then grounds every citation: a quote must
// appear, after whitespace normalisation, on the page of the document it
// cites, or the citation is dropped, and an item left with no grounded
// citation is dropped and counted (Stats.Dropped). No Brief ever cites a page
// that does not say what it claims.
//
// Invariants:
//   - the Brief covers exactly the documents it was built from: each is a
//     source, and an unreadable one is listed with its reason, never failing
//     the build;
//   - the same record gives the same Brief, byte for byte except built_at
//     (documents in file-name order, items in the order below);
//   - one party per person or entity, with all its roles, aliases and
//     citations (people); parties are ordered by their first role
//     (model.Roles order: plaintiff, defendant, petitioner, ... third
//     party), then by first citation (document, page), then by name; the chronology by date, then document, then page, then
//     event text; assertions by document and page, in the order the model
//     proposed them within a page.
package brief

import (
	"context"
	"crypto/sha256"
	"fmt"
	"sort"
	"strings"
	"time"

	"github.com/google/uuid"

	"pramaan/brief/model"
)

// Source is one document the Brief was built from.
type Source struct {
	DocumentID string `json:"document_id"`
	FileName   string `json:"filename"`
	Pages      int    `json:"pages"`
	SHA256     string `json:"sha256"`
}

// Unreadable is a document whose text could not be read, and why.
type Unreadable struct {
	DocumentID string `json:"document_id"`
	FileName   string `json:"filename"`
	Reason     string `json:"reason"`
}

// Reading is a document of the matter still being read when the Brief was
// built: not in it yet; a later build brings it in.
type Reading struct {
	DocumentID string `json:"document_id"`
	FileName   string `json:"filename"`
}

// Brief is the matter's Brief, as served and stored in a frame (the JSON
// shape of docs/architecture.md, plus the model that built it).
type Brief struct {
	// Generation is the fencing token of the build; 0 for a local build.
	Generation int64     `json:"generation"`
	BuiltAt    time.Time `json:"built_at"`
	// Current is true when the Brief covers every document of the matter and
	// no demand is unserved. A builder sets it true (it covers its snapshot);
	// whoever serves a stored frame recomputes it.
	Current    bool              `json:"current"`
	Model      string            `json:"model"`
	Sources    []Source          `json:"sources"`
	Parties    []model.Party     `json:"parties"`
	Chronology []model.Event     `json:"chronology"`
	Assertions []model.Assertion `json:"assertions"`
	Unreadable []Unreadable      `json:"unreadable"`
	// Reading lists the documents still being read at the build: the Brief
	// does not cover them yet.
	Reading []Reading `json:"reading"`
}

// Doc is one document as the builder sees it: its id, name, hash and the
// text of each page (Pages[i] is page i+1), or the reason it is unreadable.
type Doc struct {
	ID         string
	FileName   string
	SHA256     string
	Pages      []string
	Unreadable string // non-empty: the document could not be read, and why
	// Extractor names what read the pages ("pdftotext", "go-pdf+ocr"); it is
	// part of the extraction cache's key.
	Extractor string
}

// Stats describe one build.
type Stats struct {
	Documents  int // documents covered
	Unreadable int // of which unreadable
	Pages      int // pages of the readable documents
	ModelCalls int // calls the model panel made
	// DocumentsExtracted counts the documents sent to the model (those the
	// extraction cache did not hold); Tokens the tokens the calls spent.
	DocumentsExtracted int
	Tokens             int
	// Proposed and Grounded count the citations the model proposed and
	// those whose quote is on the cited page.
	Proposed, Grounded int
	// Dropped counts items (parties, events, assertions) dropped because no
	// citation of theirs was grounded.
	Dropped int
	Elapsed time.Duration
}

// DocumentID derives a stable local document id from a file's sha256 (hex)
// and its file name: a UUID (version 8, RFC 9562 custom) from the first 16
// bytes of sha256(sha256Hex, NUL, fileName). Building the same files twice
// gives the same ids, and two given files with the same content under
// different names (two zero-byte files, one PDF copied under two names) stay
// two documents. The rail's builder uses the record's ids, not these.
func DocumentID(sha256Hex, fileName string) string {
	h := sha256.New()
	h.Write([]byte(sha256Hex))
	h.Write([]byte{0})
	h.Write([]byte(fileName))
	var u uuid.UUID
	copy(u[:], h.Sum(nil)[:16])
	u[6] = (u[6] & 0x0f) | 0x80
	u[8] = (u[8] & 0x3f) | 0x80
	return u.String()
}

// BuildLocal builds a Brief from documents already read, with model m and
// no extraction cache (Build with zero options).
func BuildLocal(ctx context.Context, docs []Doc, m model.Model) (Brief, Stats, error) {
	return Build(ctx, docs, m, BuildOptions{})
}

// Build builds a Brief from documents already read, with model m: the core
// that `pramaan brief build` and the rail's Builder share. The model reads
// one document at a time; outputs come from opt.Cache when it holds them,
// and the merge across documents is a separate deterministic step, so the
// Brief is the same whether a document's output was cached or not. It fails
// only when the model (or the cache) fails; unreadable documents are
// listed, and a matter with no readable document gets a Brief with no items
// (the model is not called).
func Build(ctx context.Context, docs []Doc, m model.Model, opt BuildOptions) (Brief, Stats, error) {
	start := time.Now()
	docs = orderDocs(docs)
	b := Brief{BuiltAt: start.UTC().Truncate(time.Millisecond), Current: true, Model: m.Name(),
		Sources: []Source{}, Parties: []model.Party{}, Chronology: []model.Event{},
		Assertions: []model.Assertion{}, Unreadable: []Unreadable{}, Reading: []Reading{}}
	var st Stats
	var in model.Input
	var shas, settings []string
	for _, d := range docs {
		st.Documents++
		b.Sources = append(b.Sources, Source{DocumentID: d.ID, FileName: d.FileName, Pages: len(d.Pages), SHA256: d.SHA256})
		if d.Unreadable != "" {
			st.Unreadable++
			b.Unreadable = append(b.Unreadable, Unreadable{DocumentID: d.ID, FileName: d.FileName, Reason: d.Unreadable})
			continue
		}
		st.Pages += len(d.Pages)
		in.Documents = append(in.Documents, model.Document{ID: d.ID, FileName: d.FileName, Pages: d.Pages})
		shas = append(shas, d.SHA256)
		settings = append(settings, strings.Trim(opt.Settings+" "+d.Extractor, " "))
	}
	if len(in.Documents) > 0 {
		out, xs, err := extract(ctx, in, shas, settings, m, opt)
		st.ModelCalls, st.Tokens, st.DocumentsExtracted = xs.calls, xs.tokens, xs.sent
		if err != nil {
			return Brief{}, st, fmt.Errorf("model %s: %w", m.Name(), err)
		}
		g := newGrounder(in.Documents)
		b.Parties, b.Chronology, b.Assertions = g.ground(out)
		st.Proposed, st.Grounded, st.Dropped = g.proposed, g.grounded, g.dropped
	}
	st.Elapsed = time.Since(start)
	return b, st, nil
}

// orderDocs sorts documents by file name, then id, and drops repeats of one
// id (the same file, same name and content, given twice).
func orderDocs(docs []Doc) []Doc {
	out := append([]Doc(nil), docs...)
	sort.SliceStable(out, func(i, j int) bool {
		if out[i].FileName != out[j].FileName {
			return out[i].FileName < out[j].FileName
		}
		return out[i].ID < out[j].ID
	})
	seen := map[string]bool{}
	k := 0
	for _, d := range out {
		if seen[d.ID] {
			continue
		}
		seen[d.ID] = true
		out[k] = d
		k++
	}
	return out[:k]
}

// grounder checks citations against the pages they cite.
type grounder struct {
	order    map[string]int      // document id -> position in the Brief
	pages    map[string][]string // document id -> normalized page texts
	proposed int
	grounded int
	dropped  int
}

func newGrounder(docs []model.Document) *grounder {
	g := &grounder{order: map[string]int{}, pages: map[string][]string{}}
	for i, d := range docs {
		g.order[d.ID] = i
		ps := make([]string, len(d.Pages))
		for j, p := range d.Pages {
			ps[j] = model.Normalize(p)
		}
		g.pages[d.ID] = ps
	}
	return g
}

// Grounded reports whether c's quote appears on the page it cites, after
// whitespace normalisation.
func (g *grounder) check(c model.Citation) bool {
	ps, ok := g.pages[c.DocumentID]
	if !ok || c.Page < 1 || c.Page > len(ps) {
		return false
	}
	q := model.Normalize(c.Quote)
	return q != "" && strings.Contains(ps[c.Page-1], q)
}

// keep returns the grounded citations of cs, normalized and in Brief order.
func (g *grounder) keep(cs []model.Citation) []model.Citation {
	var out []model.Citation
	seen := map[model.Citation]bool{}
	for _, c := range cs {
		g.proposed++
		if !g.check(c) {
			continue
		}
		g.grounded++
		c.Quote = model.Normalize(c.Quote)
		if seen[c] {
			continue
		}
		seen[c] = true
		out = append(out, c)
	}
	sort.SliceStable(out, func(i, j int) bool { return g.citeLess(out[i], out[j]) })
	return out
}

// merge unions two grounded citation lists, in Brief order.
func (g *grounder) merge(a, b []model.Citation) []model.Citation {
	out := append([]model.Citation(nil), a...)
	for _, c := range b {
		dup := false
		for _, x := range out {
			dup = dup || x == c
		}
		if !dup {
			out = append(out, c)
		}
	}
	sort.SliceStable(out, func(i, j int) bool { return g.citeLess(out[i], out[j]) })
	return out
}

func (g *grounder) citeLess(a, b model.Citation) bool {
	if g.order[a.DocumentID] != g.order[b.DocumentID] {
		return g.order[a.DocumentID] < g.order[b.DocumentID]
	}
	return a.Page < b.Page
}

var roleRank = func() map[string]int {
	m := map[string]int{}
	for i, r := range model.Roles {
		m[r] = i
	}
	return m
}()

func validISODate(s string) bool {
	_, err := time.Parse("2006-01-02", s)
	return err == nil
}

// ground keeps the grounded items of out, merges repeats, and orders them.
func (g *grounder) ground(out model.Output) ([]model.Party, []model.Event, []model.Assertion) {
	parties := []model.Party{}
	pIdx := map[string]int{}
	for _, p := range out.Parties {
		cs := g.keep(p.Citations)
		p.Name = strings.TrimSpace(p.Name)
		if len(cs) == 0 || p.Name == "" || !model.ValidRole(p.Role) {
			g.dropped++
			continue
		}
		p.Citations = cs
		k := model.NameKey(p.Name) + "\x00" + p.Role
		if i, ok := pIdx[k]; ok {
			parties[i].Citations = g.merge(parties[i].Citations, cs)
			parties[i].FoundBy = unionStrings(parties[i].FoundBy, p.FoundBy)
			continue
		}
		pIdx[k] = len(parties)
		parties = append(parties, p)
	}
	parties = g.people(parties, out.Aliases)
	sort.SliceStable(parties, func(i, j int) bool {
		a, b := parties[i], parties[j]
		if roleRank[a.Role] != roleRank[b.Role] {
			return roleRank[a.Role] < roleRank[b.Role]
		}
		if g.citeLess(a.Citations[0], b.Citations[0]) {
			return true
		}
		if g.citeLess(b.Citations[0], a.Citations[0]) {
			return false
		}
		return model.NameKey(a.Name) < model.NameKey(b.Name)
	})

	events := []model.Event{}
	for _, e := range out.Chronology {
		cs := g.keep(e.Citations)
		e.Event = strings.TrimSpace(e.Event)
		if len(cs) == 0 || !validISODate(e.Date) || e.Event == "" {
			g.dropped++
			continue
		}
		e.Citations = cs
		events = append(events, e)
	}
	sort.SliceStable(events, func(i, j int) bool {
		a, b := events[i], events[j]
		if a.Date != b.Date {
			return a.Date < b.Date
		}
		ca, cb := a.Citations[0], b.Citations[0]
		if g.order[ca.DocumentID] != g.order[cb.DocumentID] {
			return g.order[ca.DocumentID] < g.order[cb.DocumentID]
		}
		if ca.Page != cb.Page {
			return ca.Page < cb.Page
		}
		return a.Event < b.Event
	})

	asserts := []model.Assertion{}
	for _, a := range out.Assertions {
		cs := g.keep([]model.Citation{a.Citation})
		a.Text = strings.TrimSpace(a.Text)
		if len(cs) == 0 || a.Text == "" {
			g.dropped++
			continue
		}
		a.Citation = cs[0]
		asserts = append(asserts, a)
	}
	sort.SliceStable(asserts, func(i, j int) bool { return g.citeLess(asserts[i].Citation, asserts[j].Citation) })
	return parties, events, asserts
}

func unionStrings(a, b []string) []string {
	for _, s := range b {
		found := false
		for _, x := range a {
			if x == s {
				found = true
			}
		}
		if !found {
			a = append(a, s)
		}
	}
	sort.Strings(a)
	return a
}
