package model

import (
	"regexp"
	"strconv"
	"strings"
)

// Page furniture is what a court, a clerk, a form or a mail system prints on
// every page around the document's own words: docket stamps, clerks'
// filing stamps, page numbers, form numbers, confidentiality footers, and
// running headers and footers. The rules read a document with its furniture
// taken out, so that a stamp's words are never read as a party or its date
// as one event per page; a document's filing stamp is read once, as one
// "filed" event for the document (Stamp).

// FurnitureKind is a kind of page furniture.
type FurnitureKind int

// The kinds of FurnitureKind.
const (
	NotFurniture    FurnitureKind = iota
	DocketStamp                   // "Case 1:21-cv-04417-TMV Document 12 Filed 07/19/21 Page 1 of 2"
	ClerkStamp                    // "FILED: NEW YORK COUNTY CLERK 03/15/2022 09:41 AM", a clerk's e-filing line
	PageNumber                    // "Page 2 of 5", "- 3 -", "3"
	FormNumber                    // "EEOC Form 5 (11/09)", "FL-100 [Rev. January 1, 2019]"
	Confidentiality               // a mail system's confidentiality notice
	RunningLine                   // the same line at the top or foot of several pages
)

var furnitureNames = map[FurnitureKind]string{
	NotFurniture: "text", DocketStamp: "docket stamp", ClerkStamp: "clerk stamp", PageNumber: "page number",
	FormNumber: "form number", Confidentiality: "confidentiality notice", RunningLine: "running line",
}

func (k FurnitureKind) String() string { return furnitureNames[k] }

var (
	// A federal district or bankruptcy court's CM/ECF stamp.
	reDocketStamp = regexp.MustCompile(`(?i)^\s*case:?\s+(?:\d{1,2}:\d{2}-[a-z]{1,5}-\d{3,6}|\d{2}-\d{3,6})\S*\s+(?:-\s*\w+\s+)?doc(?:ument)?\.?\s*#?:?\s*[\d-]+`)
	// A state clerk's e-filing stamp or an e-filing system's page header.
	reClerkStamp   = regexp.MustCompile(`(?i)^\s*(?:e-?filed|electronically filed|filed:)\b|\bclerk of (?:the )?courts?\b.*\d{1,2}:\d{2}|\bcounty clerk\b.*\d{1,2}/\d{1,2}/\d{2,4}|\bnyscef doc\.?\s*no\.|\breceived nyscef\b`)
	rePageNumber   = regexp.MustCompile(`(?i)^\s*(?:page\s+\d{1,4}(?:\s+of\s+\d{1,4})?|-\s*\d{1,4}\s*-|\d{1,4}|[ivxl]{1,6})\s*$`)
	reFormNumber   = regexp.MustCompile(`(?i)^\s*(?:[a-z]{2,8}\s+)?form\s+[\w.-]*\d[\w.-]*\s*(?:\((?:rev\.?\s*)?[\d/.-]+\)|\(petition\b.*|$)|^\s*[a-z]{1,4}-\d{2,4}\s*\[rev\.`)
	reConfidential = regexp.MustCompile(`(?i)^\s*(?:confidentiality notice\b|privileged (?:and|&) confidential\b|this (?:e-?mail|message|communication)(?: and any attachments)? (?:is|are|may contain|contains)\b)`)
	reFiledDate    = regexp.MustCompile(`(?i)\b(?:filed|received nyscef|clerk)\b:?[^0-9]{0,40}?(\d{1,2})/(\d{1,2})/(\d{2,4})\b`)
	reYearMonDay   = regexp.MustCompile(`\b((?:19|20)\d{2})\s+(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)[a-z]*\.?\s+(\d{1,2})\b`)
	rePageOf       = regexp.MustCompile(`(?i)^\s*page\s+\d`)
	reMailLabel    = regexp.MustCompile(`(?i)^\s*(?:from|to|cc|bcc|sent|date|subject|re):`)
	reDocNumber    = regexp.MustCompile(`(?i)\bdoc(?:ument)?\.?\s*(?:#|no\.)?:?\s*(\d[\d-]*)`)
)

// FurnitureOf says which kind of furniture a single line is, judged by the
// line alone (RunningLine needs the other pages: see StripFurniture).
func FurnitureOf(line string) FurnitureKind {
	t := strings.TrimSpace(line)
	if t == "" {
		return NotFurniture
	}
	switch {
	case reDocketStamp.MatchString(t):
		return DocketStamp
	case reClerkStamp.MatchString(t) && strings.ContainsAny(t, "0123456789"):
		return ClerkStamp
	case rePageNumber.MatchString(t):
		return PageNumber
	case reFormNumber.MatchString(t):
		return FormNumber
	case reConfidential.MatchString(t):
		return Confidentiality
	}
	return NotFurniture
}

// Stamp is a document's filing stamp: where it is first printed and what it
// says.
type Stamp struct {
	Page  int    // 1-based, the first page that bears it
	Line  string // the stamp as printed (a grounded quote)
	Date  string // the filing date, ISO
	DocNo string // the docket number of the document, when the stamp gives one
}

// reMonDayYear is a stamp's date with the month's name first: Delaware's
// File & ServeXpress "EFiled: Mar 15 2024 04:32PM EDT".
var reMonDayYear = regexp.MustCompile(`\b` + monthRe + `\.?\s+(\d{1,2}),?\s+(\d{4})\b`)

// namedMonthDate reads a stamp's date written with the month's name:
// "2024 Mar 15" or "Mar 15 2024".
func namedMonthDate(line string) (y int, mon string, d int, ok bool) {
	if m := reYearMonDay.FindStringSubmatch(line); m != nil {
		y, _ = strconv.Atoi(m[1])
		d, _ = strconv.Atoi(m[3])
		return y, m[2], d, true
	}
	if m := reMonDayYear.FindStringSubmatch(line); m != nil {
		d, _ = strconv.Atoi(m[2])
		y, _ = strconv.Atoi(m[3])
		return y, m[1], d, true
	}
	return 0, "", 0, false
}

// stampOf reads a docket or clerk stamp's filing date and document number.
func stampOf(line string) (Stamp, bool) {
	s := Stamp{Line: strings.TrimSpace(line)}
	if m := reFiledDate.FindStringSubmatch(line); m != nil {
		mo, _ := strconv.Atoi(m[1])
		d, _ := strconv.Atoi(m[2])
		y, _ := strconv.Atoi(m[3])
		if y < 100 {
			y += 2000
		}
		iso, ok := isoDate(y, mo, d)
		if !ok {
			return Stamp{}, false
		}
		s.Date = iso
	} else if y, mon, d, found := namedMonthDate(line); found {
		iso, ok := isoDate(y, month(mon), d)
		if !ok {
			return Stamp{}, false
		}
		s.Date = iso
	} else {
		return Stamp{}, false
	}
	if m := reDocNumber.FindStringSubmatch(line); m != nil && reDocketStamp.MatchString(line) {
		s.DocNo = m[1]
	}
	return s, true
}

// edgeLines is how many non-blank lines at the top and at the foot of a
// page are looked at for running lines.
const edgeLines = 3

// maskDigits makes "Page 2 of 5" and "Page 3 of 5" one running line.
func maskDigits(s string) string {
	return strings.Map(func(r rune) rune {
		if r >= '0' && r <= '9' {
			return '#'
		}
		return r
	}, strings.Join(strings.Fields(s), " "))
}

// StripFurniture returns the pages with their furniture lines blanked (the
// line count and every other line kept as they were), the kind of each
// blanked line per page, and the document's filing stamp (the first docket
// or clerk stamp with a date; ok false when there is none). A running line
// is one that, with its digits masked, sits among the first or last
// edgeLines non-blank lines of at least two pages, and of at least half the
// pages; repeated mail headers and repeated lines with a date are kept.
func StripFurniture(pages []string) (clean []string, kinds []map[int]FurnitureKind, stamp Stamp, ok bool) {
	lines := make([][]string, len(pages))
	edges := make([]map[int]bool, len(pages))
	ends := make([][2]int, len(pages)) // first and last non-blank line
	// A running line repeats at the same edge: a header at the top of its
	// pages, a footer at the foot. A lawyer's name that ends one page's
	// signature block and opens the next page's is no running line.
	seen := [2]map[string]int{{}, {}} // top, foot
	top := make([]map[int]bool, len(pages))
	for pi, p := range pages {
		lines[pi] = strings.Split(p, "\n")
		edges[pi] = map[int]bool{}
		var idx []int
		for li, l := range lines[pi] {
			if strings.TrimSpace(l) != "" {
				idx = append(idx, li)
			}
		}
		if len(idx) > 0 {
			ends[pi] = [2]int{idx[0], idx[len(idx)-1]}
		} else {
			ends[pi] = [2]int{-1, -1}
		}
		top[pi] = map[int]bool{}
		onPage := [2]map[string]bool{{}, {}}
		for k, li := range idx {
			for e, at := range []bool{k < edgeLines, k >= len(idx)-edgeLines} {
				if !at {
					continue
				}
				edges[pi][li] = true
				top[pi][li] = top[pi][li] || e == 0
				if m := maskDigits(lines[pi][li]); len(m) >= 4 && !onPage[e][m] {
					onPage[e][m] = true
					seen[e][m]++
				}
			}
		}
	}
	running := func(pi, li int, l string) bool {
		m := maskDigits(l)
		n := seen[1][m]
		if top[pi][li] {
			n = max(n, seen[0][m])
		}
		if len(pages) < 2 || n < 2 || 2*n < len(pages) || reSigMark.MatchString(l) {
			return false // a signature ("/s/ X") is no running line, though it ends two pages
		}
		// Repeated mail headers are each a message of a thread, and a
		// repeated line with a date (a witness statement's marginal note)
		// says when the document was made: both stay.
		return !reMailLabel.MatchString(l) && len(findDatesIn(l, false)) == 0
	}
	clean = make([]string, len(pages))
	kinds = make([]map[int]FurnitureKind, len(pages))
	for pi := range pages {
		kinds[pi] = map[int]FurnitureKind{}
		for li, l := range lines[pi] {
			k := FurnitureOf(l)
			if k == PageNumber && li != ends[pi][0] && li != ends[pi][1] && !(edges[pi][li] && rePageOf.MatchString(l)) {
				// A lone number anywhere but the page's first or last line
				// may be a table's, or pleading paper's line number.
				k = NotFurniture
			}
			if k == NotFurniture && edges[pi][li] && running(pi, li, l) {
				k = RunningLine
			}
			if k == NotFurniture {
				continue
			}
			if (k == DocketStamp || k == ClerkStamp || k == RunningLine) && !ok {
				if s, good := stampOf(l); good && (k != RunningLine || reFiledDate.MatchString(l)) {
					s.Page = pi + 1
					stamp, ok = s, true
				}
			}
			kinds[pi][li] = k
			lines[pi][li] = ""
		}
		clean[pi] = strings.Join(lines[pi], "\n")
	}
	return clean, kinds, stamp, ok
}
