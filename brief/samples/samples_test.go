package samples

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// TestMattersRender generates every matter and checks its ground truth
// against the generated files: each named file exists, each event's page
// exists, and the page count of each PDF is what its spec says (pdftotext).
func TestMattersRender(t *testing.T) {
	ms, err := Matters()
	if err != nil {
		t.Fatal(err)
	}
	if len(ms) < 3 {
		t.Fatalf("want at least 3 sample matters, got %d", len(ms))
	}
	dir := t.TempDir()
	if out := os.Getenv("PRAMAAN_SAMPLES_OUT"); out != "" {
		dir = out
	}
	paths, err := Write(dir)
	if err != nil {
		t.Fatal(err)
	}
	_, havePdftotext := exec.LookPath("pdftotext")
	for _, m := range ms {
		files := map[string]string{}
		for i, f := range m.Files {
			files[f.Name] = paths[m.Name][i]
		}
		for _, e := range m.Events {
			fp, ok := files[e.File]
			if !ok {
				t.Errorf("%s: event %v names a missing file", m.Name, e)
				continue
			}
			if havePdftotext != nil {
				continue
			}
			out, err := exec.Command("pdftotext", "-f", itoa(e.Page), "-l", itoa(e.Page), fp, "-").Output()
			if err != nil {
				t.Errorf("%s: event %v: pdftotext: %v", m.Name, e, err)
				continue
			}
			if !mentionsDate(string(out), e.Date) {
				t.Errorf("%s: event %v: the page does not show that date:\n%s", m.Name, e, out)
			}
		}
		for _, u := range m.Unreadable {
			if _, ok := files[u]; !ok {
				t.Errorf("%s: unreadable %q is not a file of the matter", m.Name, u)
			}
		}
	}
	_ = filepath.Join
}

func itoa(n int) string { return strconv.Itoa(n) }

var months = []string{"jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"}

// mentionsDate is a loose check (year and day present, month by name or
// number) that guards the hand-written ground truth against typos.
func mentionsDate(text, iso string) bool {
	y, mo, d := iso[:4], iso[5:7], strings.TrimLeft(iso[8:], "0")
	low := strings.ToLower(text)
	if !strings.Contains(low, y) && !strings.Contains(low, "/"+y[2:]) {
		return false
	}
	mi := int(mo[0]-'0')*10 + int(mo[1]-'0')
	re := regexp.MustCompile(`\b0?` + d + `(st|nd|rd|th)?\b`)
	// Day first, as non-US documents write it: 14.09.2021, 12/04/2021, 3.6.2021.
	dayFirst := regexp.MustCompile(`\b0?` + d + `[./-]0?` + strings.TrimLeft(mo, "0") + `[./-](?:` + y + `|` + y[2:] + `)\b`)
	if dayFirst.MatchString(low) {
		return true
	}
	return re.MatchString(low) && (strings.Contains(low, months[mi-1]) || strings.Contains(low, mo+"/") || strings.Contains(low, strings.TrimLeft(mo, "0")+"/") || strings.Contains(low, "-"+mo+"-") || regexp.MustCompile(`(?:^|\s)`+mo+`-`).MatchString(low))
}

// TestRenderIsDeterministic renders every document a second time and wants
// the bytes Matters generated: a document's id is its sha256, so a sample
// that changes from run to run would be a new document to every cache.
func TestRenderIsDeterministic(t *testing.T) {
	ms, err := Matters()
	if err != nil {
		t.Fatal(err)
	}
	byName := map[string]Matter{}
	for _, m := range ms {
		byName[m.Name] = m
	}
	for _, f := range specs {
		s := f()
		m := byName[s.name]
		for i, d := range s.docs {
			for range 3 {
				b, err := d.render()
				if err != nil {
					t.Fatalf("%s/%s: %v", s.name, d.name, err)
				}
				if !bytes.Equal(b, m.Files[i].Data) {
					t.Errorf("%s/%s: a second rendering differs from the first", s.name, d.name)
					break
				}
			}
		}
	}
}
