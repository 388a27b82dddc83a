package brief

import (
	"fmt"
	"io"
	"strings"
	"text/tabwriter"
)

// WriteText prints b for a person: sources, parties, chronology, assertions
// and unreadable documents, each item with its citations as "file p.N".
func (b Brief) WriteText(w io.Writer) error {
	name := map[string]string{}
	for _, s := range b.Sources {
		name[s.DocumentID] = s.FileName
	}
	cites := func(docID string, page int) string {
		n := name[docID]
		if n == "" {
			n = docID
		}
		return fmt.Sprintf("%s p.%d", n, page)
	}
	tw := tabwriter.NewWriter(w, 0, 4, 2, ' ', 0)
	fmt.Fprintf(tw, "BRIEF  generation %d  built %s  model %s  current %v\n\n", b.Generation, b.BuiltAt.Format("2006-01-02 15:04:05Z"), b.Model, b.Current)
	fmt.Fprintf(tw, "SOURCES (%d)\n", len(b.Sources))
	for _, s := range b.Sources {
		fmt.Fprintf(tw, "  %s\t%d pages\t%s\n", s.FileName, s.Pages, s.DocumentID)
	}
	fmt.Fprintf(tw, "\nPARTIES (%d)\n", len(b.Parties))
	for _, p := range b.Parties {
		role := p.Role
		if len(p.Roles) > 1 {
			role = strings.Join(p.Roles, ", ")
		}
		if p.DefinedAs != "" {
			role += " (\"" + p.DefinedAs + "\")"
		}
		var cs []string
		for _, c := range p.Citations {
			cs = append(cs, cites(c.DocumentID, c.Page))
		}
		fmt.Fprintf(tw, "  %s\t%s\t%s\n", p.Name, role, strings.Join(cs, "; "))
	}
	fmt.Fprintf(tw, "\nCHRONOLOGY (%d)\n", len(b.Chronology))
	for _, e := range b.Chronology {
		var cs []string
		for _, c := range e.Citations {
			cs = append(cs, cites(c.DocumentID, c.Page))
		}
		fmt.Fprintf(tw, "  %s\t%s\t[%s]\n", e.Date, clip(e.Event, 110), strings.Join(cs, "; "))
	}
	fmt.Fprintf(tw, "\nASSERTIONS (%d)\n", len(b.Assertions))
	for _, a := range b.Assertions {
		fmt.Fprintf(tw, "  %s\t%s\n", cites(a.Citation.DocumentID, a.Citation.Page), clip(a.Text, 120))
	}
	if len(b.Unreadable) > 0 {
		fmt.Fprintf(tw, "\nUNREADABLE (%d)\n", len(b.Unreadable))
		for _, u := range b.Unreadable {
			fmt.Fprintf(tw, "  %s\t%s\n", u.FileName, u.Reason)
		}
	}
	return tw.Flush()
}

func clip(s string, n int) string {
	if len(s) <= n {
		return s
	}
	cut := strings.LastIndexByte(s[:n], ' ')
	if cut < n/2 {
		cut = n
	}
	return s[:cut] + " ..."
}
