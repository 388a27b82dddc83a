package sealed

import (
	"context"
	"fmt"
	"regexp"
	"strings"
	"testing"

	"pramaan/brief/model"
	"pramaan/record"
)

// TestSealedTruthConsistent checks each sealed matter's ground truth
// against its rendered documents, read by the extractor that `brief eval`
// uses (OCR on, for the scanned pages): every event names a file of the
// matter and a page that exists and shows that date; every party's name occurs in the matter's text; every
// role is one of the model's roles. It holds the hand-written truths to
// their documents; it does not score the model (the set is a measurement).
func TestSealedTruthConsistent(t *testing.T) {
	ms, err := Matters()
	if err != nil {
		t.Fatal(err)
	}
	if len(ms) < 12 {
		t.Errorf("want at least 12 sealed matters, got %d", len(ms))
	}
	roles := map[string]bool{}
	for _, r := range model.Roles {
		roles[r] = true
	}
	ex := &record.Extractor{OCR: true} // as brief eval reads the set: scanned pages by OCR
	names := map[string]bool{}
	for _, m := range ms {
		if names[m.Name] {
			t.Errorf("two sealed matters are named %s", m.Name)
		}
		names[m.Name] = true
		if !m.HeldOut {
			t.Errorf("%s: a sealed matter must be held out", m.Name)
		}
		pages := map[string][]string{}
		var all strings.Builder
		for _, f := range m.Files {
			if _, dup := pages[f.Name]; dup {
				t.Errorf("%s: two files are named %q", m.Name, f.Name)
			}
			x := ex.Extract(context.Background(), f.Data)
			if x.Status != record.StatusExtracted {
				t.Errorf("%s: %s: %s", m.Name, f.Name, x.Reason)
				continue
			}
			for _, pg := range x.Pages {
				text := norm(pg.Text)
				pages[f.Name] = append(pages[f.Name], text)
				all.WriteString(text + "\n")
			}
		}
		for _, e := range m.Events {
			ps, ok := pages[e.File]
			if !ok {
				t.Errorf("%s: event %v names a file the matter lacks", m.Name, e)
				continue
			}
			if e.Page < 1 || e.Page > len(ps) {
				t.Errorf("%s: event %v: %s has %d pages", m.Name, e, e.File, len(ps))
				continue
			}
			if !showsDate(ps[e.Page-1], e.Date) {
				t.Errorf("%s: event %v: the page does not show that date:\n%s", m.Name, e, ps[e.Page-1])
			}
		}
		text := all.String()
		seen := map[string]bool{}
		for _, pt := range m.Parties {
			if !roles[pt.Role] {
				t.Errorf("%s: party %q has role %q, not one of %v", m.Name, pt.Name, pt.Role, model.Roles)
			}
			if seen[pt.Name+"/"+pt.Role] {
				t.Errorf("%s: party %q listed twice as %s", m.Name, pt.Name, pt.Role)
			}
			seen[pt.Name+"/"+pt.Role] = true
			if !strings.Contains(text, norm(pt.Name)) {
				t.Errorf("%s: party %q occurs in none of the documents", m.Name, pt.Name)
			}
		}
		if len(m.Parties) == 0 || len(m.Events) == 0 {
			t.Errorf("%s: a matter needs parties and events in its truth", m.Name)
		}
	}
}

// TestShowsDate holds the date check to the forms the documents use, and
// to what it must refuse.
func TestShowsDate(t *testing.T) {
	for _, c := range []struct {
		text, iso string
		want      bool
	}{
		{"filed on april 15, 2024 by", "2024-04-15", true},
		{"dated 3 october 2024", "2024-10-03", true},
		{"this 29th day of july, 2024", "2024-07-29", true},
		{"trade 12/14/2022 2,500", "2022-12-14", true},
		{"order of 14.03.2023", "2023-03-14", true},
		{"filed sep 04 2024 clerk", "2024-09-04", true},
		{"hearing 13-17 may 2024", "2024-05-17", true},
		{"hearing may 13-17, 2024", "2024-05-13", true},
		{"off hire from 6 to 19 january 2024", "2024-01-06", true},
		{"on 2024-02-09", "2024-02-09", true},
		{"date: 14/feb/2024", "2024-02-14", true},
		{"april 15, 2023", "2024-04-15", false},
		{"april 16, 2024", "2024-04-15", false},
		{"15 march 2024", "2024-04-15", false},
	} {
		if got := showsDate(c.text, c.iso); got != c.want {
			t.Errorf("showsDate(%q, %s) = %v, want %v", c.text, c.iso, got, c.want)
		}
	}
}

var monthNames = []string{"january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november", "december"}

// norm lowercases s, straightens quotes and collapses whitespace.
func norm(s string) string {
	s = strings.NewReplacer("\u2019", "'", "\u2018", "'", "\u201c", "\"", "\u201d", "\"", "\u2013", "-", "\u2014", "-").Replace(strings.ToLower(s))
	return strings.Join(strings.Fields(s), " ")
}

// showsDate reports whether text (normalised) writes the ISO date in one of
// the forms legal documents use: by month name either side of the day
// (ordinals, "day of", ranges), numerically month or day first, or ISO.
func showsDate(text, iso string) bool {
	var y, mo, d int
	if _, err := fmt.Sscanf(iso, "%d-%d-%d", &y, &mo, &d); err != nil {
		return false
	}
	name := monthNames[mo-1]
	mon := `(?:` + name + `|` + name[:3] + `\.?` + `)`
	day := fmt.Sprintf(`0?%d(?:st|nd|rd|th)?`, d)
	year := fmt.Sprintf(`%d`, y)
	yy := fmt.Sprintf(`(?:%d|%02d)`, y, y%100)
	num := fmt.Sprintf(`0?%d`, mo)
	rng := `(?:\d{1,2}(?:st|nd|rd|th)?\s*(?:-|to|and|through)\s*)?`
	pats := []string{
		`\b` + mon + `\s` + rng + day + `(?:\s*-\s*\d{1,2})?,?\s` + year + `\b`,
		`\b` + rng + day + `(?:\s*(?:-|to|and|through)\s*\d{1,2}(?:st|nd|rd|th)?)?\s(?:day\sof\s)?` + mon + `,?\s` + year + `\b`,
		`\b` + num + `/0?` + fmt.Sprint(d) + `/` + yy + `\b`,
		`\b0?` + fmt.Sprint(d) + `[./-]` + num + `[./-]` + yy + `\b`,
		fmt.Sprintf(`\b%d-%02d-%02d\b`, y, mo, d),
		`\b0?` + fmt.Sprint(d) + `[/-]` + mon + `[/-]` + year + `\b`,
	}
	for _, pt := range pats {
		if regexp.MustCompile(pt).MatchString(text) {
			return true
		}
	}
	return false
}

// TestSealedDeterministic renders every document twice: the bytes must not
// change, so document ids derived from the sha256 are stable.
func TestSealedDeterministic(t *testing.T) {
	for _, f := range specs {
		s := f()
		for _, d := range s.docs {
			a, err := d.render()
			if err != nil {
				t.Fatal(err)
			}
			b, err := d.render()
			if err != nil {
				t.Fatal(err)
			}
			if string(a) != string(b) {
				t.Errorf("%s: %s renders differently each time", s.name, d.name)
			}
		}
	}
}
