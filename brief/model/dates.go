package model

import (
	"fmt"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"time"
	"unicode"
)

// monthRe matches a month name, capitalised or in capitals (never "may"),
// case-sensitively: much faster than (?i) on every paragraph.
// Malay month names (Januari, Mac, Mei, Julai, Ogos, Oktober, Disember)
// read as their English months: Malaysian and Bruneian papers date in
// them ("12 haribulan Jun 2024").
const monthRe = `(Jan(?:uary|uari)?|JAN(?:UARY|UARI)?|Feb(?:ruary|ruari)?|FEB(?:RUARY|RUARI)?|Mar(?:ch)?|MAR(?:CH)?|Mac|MAC|Apr(?:il)?|APR(?:IL)?|May|MAY|Mei|MEI|June?|JUNE?|July?|JULY?|Julai|JULAI|Aug(?:ust)?|AUG(?:UST)?|Ogos|OGOS|Sept?(?:ember)?|SEPT?(?:EMBER)?|Oct(?:ober)?|OCT(?:OBER)?|Okt(?:ober)?|OKT(?:OBER)?|Nov(?:ember)?|NOV(?:EMBER)?|Dec(?:ember)?|DEC(?:EMBER)?|Disember|DISEMBER)`

const ordinalWords = `(first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth|thirteenth|fourteenth|fifteenth|sixteenth|seventeenth|eighteenth|nineteenth|twentieth|twenty-first|twenty-second|twenty-third|twenty-fourth|twenty-fifth|twenty-sixth|twenty-seventh|twenty-eighth|twenty-ninth|thirtieth|thirty-first)`

var (
	// March 3, 2021 · Mar. 3, 2021 · March 3rd, 2021 · March 3-5, 2021 ·
	// MARCH 3 2021 · March 3 or 4, 2021 · March 3, 4 and 7, 2021 · June
	// 2,2023 (as OCR reads a scan)
	reMDY = regexp.MustCompile(`\b` + monthRe + `\.?\s+(\d{1,2})(?:st|nd|rd|th|ST|ND|RD|TH)?((?:\s*,\s*\d{1,2}(?:st|nd|rd|th)?)*\s*,?\s*(?:-|–|—|to|through|and|or|&)\s*\d{1,2}(?:st|nd|rd|th)?)?(?:\s*,\s*|\s+)(\d{4})\b`)
	// 3 March 2021 · 3rd of March, 2021 · the 3rd day of March, 2021 ·
	// 14, 15 January 2025 · 3, 4 and 7 March 2022
	reDMY = regexp.MustCompile(`\b(\d{1,2})(?:st|nd|rd|th|ST|ND|RD|TH)?((?:\s*,\s*\d{1,2}(?:st|nd|rd|th)?)*\s*(?:,|-|–|—|to|and|or|&)\s*\d{1,2}(?:st|nd|rd|th)?)?(?:\s+(?:day|DAY|haribulan|HARIBULAN|hb\.))?\s+(?:(?:of|OF)\s+)?` + monthRe + `\.?,?\s+(?:A\.\s?D\.,?\s+)?(\d{4})\b`)
	// reDayList reads the days of a list's tail; reDayRange tells a range
	// ("-", "to", "through") from a list ("and", "or", commas).
	reDayList  = regexp.MustCompile(`\d{1,2}`)
	reDayRange = regexp.MustCompile(`(?:-|–|—|to|through)\s*\d{1,2}(?:st|nd|rd|th)?$`)
	// reNumberedBefore is a word that numbers what follows it ("paragraphs
	// 12, 15", "pages 4 and 5"): the numbers are no days of a date list.
	reNumberedBefore = regexp.MustCompile(`(?i)(?:\b(?:no|nos|paras?|paragraphs?|pages?|pp?|sections?|rules?|clauses?|items?|counts?|exhibits?|tabs?|lines?|articles?|art)\.?\s*|[¶§]\s*|\d[:/.\-])$`)
	// A list's earlier month and day just before a date that carries the
	// year: "June 12, " or "July 28 and " before "September 6, 2023";
	// "20 October and " before "6 November 2023".
	reMDListHead = regexp.MustCompile(`\b` + monthRe + `\.?\s+(\d{1,2})(?:st|nd|rd|th)?(?:\s*,\s*(?:and\s+|&\s+)?|\s+(?:and|&)\s+)$`)
	reDMListHead = regexp.MustCompile(`\b(\d{1,2})(?:st|nd|rd|th)?\s+(?:of\s+)?` + monthRe + `(?:\s*,\s*(?:and\s+|&\s+)?|\s+(?:and|&)\s+)$`)
	// A clerk's time stamp: "2023 NOV -2 P 3:41", "2024 JAN 08 AM 10:12".
	reStampYMD = regexp.MustCompile(`\b(\d{4})\s+(JAN|FEB|MAR|APR|MAY|JUN|JUL|AUG|SEP|OCT|NOV|DEC)\s+-?\s?(\d{1,2})\b`)
	// 14-AUG-2022 · 14-Aug-22 · 14/Aug/2022 (records and forms)
	reDMonY = regexp.MustCompile(`\b(\d{1,2})([-/])` + monthRe + `([-/])(\d{4}|\d{2})\b`)
	// the third day of March, 2021
	reWordDMY = regexp.MustCompile(`(?i:\b` + ordinalWords + `\s+day\s+of)\s+` + monthRe + `\.?,?\s+(?:A\.\s?D\.,?\s+)?(\d{4})\b`)
	// 03/03/2021 · 3/3/21 · 03-03-2021 (US month first) · 03.03.2021 (day first)
	reNumeric = regexp.MustCompile(`(^|[^\d/.\-:])(\d{1,2})([/.\-])(\d{1,2})([/.\-])(\d{4}|\d{2})($|[^\d/\-]|\.\D|\.$)`)
	// 2021-03-03 · 2021/03/03
	reISO = regexp.MustCompile(`(^|[^\d/\-])(\d{4})([/\-])(\d{1,2})([/\-])(\d{1,2})($|[^\d/\-])`)
	// A reporter citation just before a date: "123 F.3d 456 (2d Cir.", "2021 WL 12345, at *2 (".
	reCaseCite = regexp.MustCompile(`\d+\s+(?:F\.\s?(?:2d|3d|4th|Supp\.?(?:\s?[23]d)?|App'x)|U\.S\.|S\.\s?Ct\.|L\.\s?Ed\.(?:\s?2d)?|[A-Z][a-z]{0,5}\.\s?(?:App\.\s?)?(?:[2-5]d|[2-5]th)?|[A-Z]\.[A-Z]\.(?:[2-5]d)?|WL|LEXIS|Pub\.\s?L\.|Stat\.)\s+\d+[^()]{0,40}\([^()]*$`)
)

// foreignMonths are the month names of French, Spanish and German papers
// (Quebec, Puerto Rico and Latin America, Switzerland and Germany), in
// lower case: "le 3 mars 2024", "el 3 de marzo de 2024", "am 3. März
// 2024".
var foreignMonths = map[string]int{
	"janvier": 1, "février": 2, "fevrier": 2, "mars": 3, "avril": 4, "mai": 5, "juin": 6, "juillet": 7, "août": 8, "aout": 8,
	"septembre": 9, "octobre": 10, "novembre": 11, "décembre": 12, "decembre": 12,
	"enero": 1, "febrero": 2, "marzo": 3, "abril": 4, "mayo": 5, "junio": 6, "julio": 7, "agosto": 8, "septiembre": 9,
	"setiembre": 9, "octubre": 10, "noviembre": 11, "diciembre": 12,
	"januar": 1, "februar": 2, "märz": 3, "maerz": 3, "juni": 6, "juli": 7, "oktober": 10, "dezember": 12,
}

var (
	// reForeignDMY is a day, a foreign month and a year: "3 mars 2024",
	// "1er avril 2024", "3 de marzo de 2024", "3. März 2024".
	reForeignDMY = regexp.MustCompile(`(?i)\b(\d{1,2})(?:er|º|°|\.)?\s+(?:de\s+)?(janvier|f[ée]vrier|mars|avril|mai|juin|juillet|ao[uû]t|septembre|octobre|novembre|d[ée]cembre|enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|setiembre|octubre|noviembre|diciembre|januar|februar|m(?:ä|ae)rz|juni|juli|oktober|dezember)\s+(?:de\s+|del\s+)?(\d{4})\b`)
	// reCompactDate is a date written as eight digits after a "Date:"
	// label, as the Federal Court of Canada heads its decisions: "Date:
	// 20240503".
	reCompactDate = regexp.MustCompile(`(?i)\bdate\s*:\s*(20\d{2})(0[1-9]|1[0-2])(0[1-9]|[12]\d|3[01])\b`)
)

var monthIndex = map[string]int{
	"jan": 1, "feb": 2, "mar": 3, "apr": 4, "may": 5, "jun": 6, "jul": 7, "aug": 8, "sep": 9, "oct": 10, "nov": 11, "dec": 12,
	"mac": 3, "mei": 5, "ogo": 8, "okt": 10, "dis": 12,
}

var ordinalIndex = func() map[string]int {
	m := map[string]int{}
	for i, w := range strings.Split(strings.Trim(ordinalWords, "()"), "|") {
		m[w] = i + 1
	}
	return m
}()

// dateHit is one day-level date found in a text.
type dateHit struct {
	start, end int
	iso        string
	// also are the other days of a range or a list written in one piece
	// (the last day of "August 5-7, 2022" and "11–13 September 2023", each
	// later day of "December 9, 10 and 11, 2024"): more dates on the same
	// words.
	also []string
}

func isoDate(y, m, d int) (string, bool) {
	if y < 1900 || y > 2100 || m < 1 || m > 12 || d < 1 || d > 31 {
		return "", false
	}
	t := time.Date(y, time.Month(m), d, 0, 0, 0, 0, time.UTC)
	if t.Day() != d || int(t.Month()) != m {
		return "", false
	}
	return fmt.Sprintf("%04d-%02d-%02d", y, m, d), true
}

func month(name string) int {
	n := strings.ToLower(name)
	if len(n) > 3 {
		n = n[:3]
	}
	return monthIndex[n]
}

// capitalised rejects "may 3, 2021" (the verb) while keeping "May" and "MAY".
func capitalised(s string) bool {
	for _, r := range s {
		return unicode.IsUpper(r)
	}
	return false
}

// findDates is findDatesIn for a US document (numeric dates month first).
func findDates(text string) []dateHit { return findDatesIn(text, false) }

// findDatesIn returns every day-level date written in text, leftmost first,
// with overlapping matches resolved in favour of the longer one. Dates inside
// a case-law or statute citation are skipped. A range written in one piece
// ("March 15-17, 2021") gives its first and its last day. Numeric dates with
// slashes or dashes are month first (US) unless dayFirst (a non-US document,
// see dayFirstDoc) or the first number is over 12; dotted ones are day first.
func findDatesIn(text string, dayFirst bool) []dateHit {
	if !strings.ContainsAny(text, "0123456789") {
		return nil
	}
	var hits []dateHit
	add := func(s, e, y, m, d int) {
		if iso, ok := isoDate(y, m, d); ok {
			if reCaseCite.MatchString(text[max(0, s-90):s]) {
				return
			}
			hits = append(hits, dateHit{start: s, end: e, iso: iso})
		}
	}
	// addTail adds the other days of a range or a list (tail, the words
	// after its first day) to the hit just added for its first day: a
	// range's last day, or each later day of a list.
	addTail := func(n int, y, m, d int, tail string) {
		if len(hits) != n+1 || tail == "" {
			return
		}
		days := reDayList.FindAllString(tail, -1)
		if reDayRange.MatchString(tail) {
			days = days[len(days)-1:]
		}
		prev := d
		for _, ds := range days {
			day, _ := strconv.Atoi(ds)
			if day <= prev {
				return // not an ascending run of days: keep the first date alone
			}
			if iso, ok := isoDate(y, m, day); ok {
				hits[n].also = append(hits[n].also, iso)
			}
			prev = day
		}
	}
	// addHeads adds the dates of a list whose days of other months stand
	// before the one that carries the year ("June 12, July 28 and
	// September 6, 2023", "20 October and 6 November 2023"): each earlier
	// one takes that year while the list runs forward in time.
	addHeads := func(s, y, m, d int, head *regexp.Regexp, dayFirst bool) {
		for s > 0 {
			hm := head.FindStringSubmatchIndex(text[:s])
			if hm == nil {
				return
			}
			ms, ds := text[hm[2]:hm[3]], text[hm[4]:hm[5]]
			if dayFirst {
				ds, ms = ms, ds
			}
			if !capitalised(ms) {
				return
			}
			dd, _ := strconv.Atoi(ds)
			mm := month(ms)
			if mm > m || mm == m && dd >= d {
				return
			}
			n := len(hits)
			add(hm[0], hm[0]+len(strings.TrimRight(text[hm[0]:hm[1]], " ,&andor")), y, mm, dd)
			if len(hits) != n+1 {
				return
			}
			s, m, d = hm[0], mm, dd
		}
	}
	for _, m := range reMDY.FindAllStringSubmatchIndex(text, -1) {
		mon := text[m[2]:m[3]]
		if !capitalised(mon) {
			continue
		}
		d, _ := strconv.Atoi(text[m[4]:m[5]])
		y, _ := strconv.Atoi(text[m[8]:m[9]])
		n := len(hits)
		add(m[0], m[1], y, month(mon), d)
		if m[6] >= 0 {
			addTail(n, y, month(mon), d, text[m[6]:m[7]])
		} else if len(hits) == n+1 {
			addHeads(m[0], y, month(mon), d, reMDListHead, false)
		}
	}
	for _, m := range reDMY.FindAllStringSubmatchIndex(text, -1) {
		mon := text[m[6]:m[7]]
		if !capitalised(mon) {
			continue
		}
		s := m[0]
		if m[4] >= 0 && reNumberedBefore.MatchString(text[max(0, s-14):s]) {
			// "paragraphs 12, 15 January 2025": the first numbers are no
			// days; the date is the last day alone.
			ls := reDayList.FindAllStringIndex(text[m[4]:m[5]], -1)
			s = m[4] + ls[len(ls)-1][0]
			m = append([]int{s, m[1], s, s + (ls[len(ls)-1][1] - ls[len(ls)-1][0]), -1, -1}, m[6:]...)
		}
		d, _ := strconv.Atoi(text[m[2]:m[3]])
		y, _ := strconv.Atoi(text[m[8]:m[9]])
		n := len(hits)
		add(m[0], m[1], y, month(mon), d)
		if m[4] >= 0 {
			addTail(n, y, month(mon), d, text[m[4]:m[5]])
		} else if len(hits) == n+1 {
			addHeads(m[0], y, month(mon), d, reDMListHead, true)
		}
	}
	for _, m := range reDMonY.FindAllStringSubmatchIndex(text, -1) {
		if text[m[4]:m[5]] != text[m[8]:m[9]] {
			continue
		}
		d, _ := strconv.Atoi(text[m[2]:m[3]])
		y, _ := strconv.Atoi(text[m[10]:m[11]])
		if m[11]-m[10] == 2 {
			y += 2000
		}
		add(m[0], m[1], y, month(text[m[6]:m[7]]), d)
	}
	for _, m := range reStampYMD.FindAllStringSubmatchIndex(text, -1) {
		y, _ := strconv.Atoi(text[m[2]:m[3]])
		d, _ := strconv.Atoi(text[m[6]:m[7]])
		add(m[0], m[1], y, month(text[m[4]:m[5]]), d)
	}
	for _, m := range reWordDMYMatches(text) {
		d := ordinalIndex[strings.ToLower(text[m[2]:m[3]])]
		y, _ := strconv.Atoi(text[m[6]:m[7]])
		add(m[0], m[1], y, month(text[m[4]:m[5]]), d)
	}
	for _, m := range reForeignDMY.FindAllStringSubmatchIndex(text, -1) {
		d, _ := strconv.Atoi(text[m[2]:m[3]])
		y, _ := strconv.Atoi(text[m[6]:m[7]])
		add(m[0], m[1], y, foreignMonths[strings.ToLower(text[m[4]:m[5]])], d)
	}
	for _, m := range reCompactDate.FindAllStringSubmatchIndex(text, -1) {
		y, _ := strconv.Atoi(text[m[2]:m[3]])
		mo, _ := strconv.Atoi(text[m[4]:m[5]])
		d, _ := strconv.Atoi(text[m[6]:m[7]])
		add(m[2], m[7], y, mo, d)
	}
	for _, m := range reNumeric.FindAllStringSubmatchIndex(text, -1) {
		sep1, sep2 := text[m[6]:m[7]], text[m[10]:m[11]]
		if sep1 != sep2 {
			continue
		}
		a, _ := strconv.Atoi(text[m[4]:m[5]])
		b, _ := strconv.Atoi(text[m[8]:m[9]])
		ys := text[m[12]:m[13]]
		y, _ := strconv.Atoi(ys)
		if len(ys) == 2 {
			if sep1 != "/" {
				continue // "3-4-21" is too often not a date
			}
			if y < 70 {
				y += 2000
			} else {
				y += 1900
			}
		}
		mo, d := a, b // US: month first
		if sep1 == "." || dayFirst {
			mo, d = b, a // dotted dates, and any in a non-US document, are day first
		}
		if mo > 12 && d <= 12 {
			mo, d = d, mo
		}
		add(m[4], m[13], y, mo, d)
	}
	for _, m := range reISO.FindAllStringSubmatchIndex(text, -1) {
		if text[m[6]:m[7]] != text[m[10]:m[11]] {
			continue
		}
		y, _ := strconv.Atoi(text[m[4]:m[5]])
		mo, _ := strconv.Atoi(text[m[8]:m[9]])
		d, _ := strconv.Atoi(text[m[12]:m[13]])
		add(m[4], m[13], y, mo, d)
	}
	sort.Slice(hits, func(i, j int) bool {
		if hits[i].start != hits[j].start {
			return hits[i].start < hits[j].start
		}
		return hits[i].end > hits[j].end
	})
	var out []dateHit
	for _, h := range hits {
		if len(out) > 0 && h.start < out[len(out)-1].end {
			continue
		}
		out = append(out, h)
		for _, a := range h.also {
			out = append(out, dateHit{start: h.start, end: h.end, iso: a})
		}
	}
	return out
}

var (
	// reNonUSMarks are words that mark a document as Indian or English,
	// where numeric dates are day first.
	reNonUSMarks = regexp.MustCompile(`Hon'ble|HON'BLE|Hon’ble|\bRs\.\s?\d|₹|\blakhs?\b|\bcrores?\b|\b[SDWR]/[oO]\b|\bM/[sS]\b|\b[Ss]olicitors?\b|\bHigh Court of (?:Justice|Delhi|Bombay|Madras|Calcutta|Judicature)|\bEngland and Wales\b|£\s?\d|\b(?:AEST|AEDT|ACST|AWST|NZST|NZDT)\b|\b(?i:pty\.?\s+ltd)\b|\b(?i:federal\s+court\s+of\s+australia)\b|\bHong Kong\b`)
	// reNumDate is a numeric date with slashes or dashes, for dayFirstDoc.
	reNumDate = regexp.MustCompile(`(?:^|[^\d/\-])(\d{1,2})(/)(\d{1,2})(/)(?:\d{4}|\d{2})(?:$|[^\d/\-])`)
)

// nonUSHints are substrings without which reNonUSMarks cannot match: a
// cheap test before the regex runs over a whole page.
var nonUSHints = []string{"'ble", "’ble", "Rs.", "₹", "lakh", "crore", "/o", "/O", "M/", "olicitor", "High Court of", "England and Wales", "£",
	"AEST", "AEDT", "ACST", "AWST", "NZST", "NZDT", "Pty Ltd", "Pty. Ltd.", "PTY LTD", "PTY. LTD.", "Federal Court of Australia", "Hong Kong"}

func hasNonUSHint(p string) bool {
	for _, h := range nonUSHints {
		if strings.Contains(p, h) {
			return true
		}
	}
	return false
}

// dayFirstDoc decides how a document writes numeric dates: as a form's
// label for its date boxes says ("Date (dd/mm/yyyy)"), else day first when
// it writes one that can only be day first ("13/05/2022") and none that can
// only be month first ("05/13/2022"), or, with no such evidence either way,
// when it carries Indian or English marks ("Hon'ble", "Rs.", "S/o",
// "Solicitors"). US (month first) otherwise.
func dayFirstDoc(pages []string) bool {
	for _, p := range pages {
		if m := reDateOrderLabel.FindStringSubmatch(p); m != nil {
			return strings.EqualFold(m[1], "dd")
		}
	}
	df, mf, marks := 0, 0, false
	for _, p := range pages {
		if !marks && hasNonUSHint(p) && reNonUSMarks.MatchString(p) {
			marks = true
		}
		if strings.IndexByte(p, '/') < 0 {
			continue // slashed dates are the evidence; "03-04-2021" is too rare to weigh
		}
		for _, m := range reNumDate.FindAllStringSubmatch(p, -1) {
			if m[2] != m[4] {
				continue
			}
			a, _ := strconv.Atoi(m[1])
			b, _ := strconv.Atoi(m[3])
			switch {
			case a > 12 && b >= 1 && b <= 12:
				df++
			case b > 12 && a >= 1 && a <= 12:
				mf++
			}
		}
	}
	if df > 0 || mf > 0 {
		return df > 0 && mf == 0
	}
	return marks
}

// reDateOrderLabel is a form's label that prints the order of its date
// boxes: "Date (dd/mm/yyyy)", "DD/MM/YYYY", "mm/dd/yy".
var reDateOrderLabel = regexp.MustCompile(`(?i)\b(dd|mm)\s*[/.-]\s*(?:dd|mm)\s*[/.-]\s*(?:yyyy|yy)\b`)

// reWordDMYMatches runs the spelled-ordinal pattern only where "day of" is written.
func reWordDMYMatches(text string) [][]int {
	if !strings.Contains(text, "day of") && !strings.Contains(text, "DAY OF") && !strings.Contains(text, "Day of") {
		return nil
	}
	return reWordDMY.FindAllStringSubmatchIndex(text, -1)
}
