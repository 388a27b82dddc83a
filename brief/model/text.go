package model

import (
	"regexp"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Normalize collapses every run of whitespace to one space and trims the
// ends: the normal form in which a quote must appear on its page.
func Normalize(s string) string {
	return strings.Join(strings.Fields(s), " ")
}

// seg is one cleaned piece of a page line: a contiguous substring of the raw
// line with pleading line numbers and column rules cut away. A line laid out
// in two columns yields two segs.
type seg struct {
	text  string
	blank bool // a blank line (a paragraph break)
	right bool // right of a column rule (")" or "§"): a caption's title column
	line  int  // index of the raw line
	// col is the piece's column (in runes) on its raw line, -1 when unknown;
	// after marks a piece that is not the first of its line (it stood
	// beyond a wide gap: a second column).
	col   int
	after bool
}

// para is a run of segs read as one block of prose; text is joined by spaces.
type para struct {
	text  string
	first int // index of the first seg
	last  int // index of the last seg
}

// pageView is one page prepared for the rules.
type pageView struct {
	doc   int // index into Input.Documents
	num   int // page number, 1-based
	norm  string
	segs  []seg
	paras []para
	// pairs rejoins form labels printed as a column apart from their values
	// ("DEPOSITION OF:" "DATE:" ... then "KYLE BRENNAN" "April 27, 2023"
	// ...): one para "LABEL value" each, for the rules that read labels.
	pairs []para
}

var reLabelOnly = regexp.MustCompile(`^\p{Lu}[\p{L}\p{M} .'/&-]{0,40}:$`)

// pairLabels fills v.pairs: a run of two or more label-only lines, then
// (after blank lines) as many value lines, paired in order.
func (v *pageView) pairLabels() {
	for i := 0; i < len(v.segs); {
		j := i
		for j < len(v.segs) && !v.segs[j].blank && reLabelOnly.MatchString(v.segs[j].text) {
			j++
		}
		n := j - i
		if n < 2 {
			i = max(j, i+1)
			continue
		}
		var idx []int
		for x := i; x < j; x++ {
			idx = append(idx, x)
		}
		k := j
		for k < len(v.segs) && v.segs[k].blank {
			k++
		}
		// A second run of labels after the blank continues the column
		// ("Respondent:" "Heard at:" / "Before:" "Members:"): the values
		// come after it, never the labels themselves.
		for k < len(v.segs) && reLabelOnly.MatchString(v.segs[k].text) {
			labels := k
			for k < len(v.segs) && !v.segs[k].blank && reLabelOnly.MatchString(v.segs[k].text) {
				k++
			}
			more := k - labels
			for k < len(v.segs) && v.segs[k].blank {
				k++
			}
			for x := 0; x < more; x++ {
				idx = append(idx, labels+x)
			}
		}
		for x := 0; x < len(idx) && k+x < len(v.segs) && !v.segs[k+x].blank; x++ {
			text := v.segs[idx[x]].text + " " + v.segs[k+x].text
			v.pairs = append(v.pairs, para{text: text, first: k + x, last: k + x})
		}
		i = max(j, k)
	}
}

var (
	reLeadNum   = regexp.MustCompile(`^\d{1,2}\s{2,}(\S.*)$`)
	reLeadNumQA = regexp.MustCompile(`^\d{1,2}\s+((?:Q|A|BY|MR|MS|MRS|THE)\b.*)$`)
	reNoise     = regexp.MustCompile(`^(?:\d{1,3}|[)§|:xX*_=\-–—.\s]+|\(?\d{1,3}\)?|[Pp]age \d+( of \d+)?)$`)
	reColRule   = regexp.MustCompile(`\s[)§|]\s|\s[)§|]$|\s{4,}`)
)

// cleanLineCols splits one raw line into segs: it trims, drops a leading
// pleading-paper line number, and splits at a column rule (")" or "§"
// between columns) or a wide gap. Each piece is a substring of raw. The int
// says from which piece on the pieces stand right of a column rule
// (len(pieces) when none does).
func cleanLineCols(raw string) ([]string, int) {
	t := strings.TrimSpace(strings.Map(func(r rune) rune {
		if r == '\t' || r == '\f' || r == '\u00a0' || r == '\r' {
			return ' '
		}
		return r
	}, raw))
	if t == "" {
		return nil, 0
	}
	// pdftotext joins a co-counsel separator "-and-" to the next line as a
	// hyphenated word: "-andSamuel Otieno". Keep the name.
	if strings.HasPrefix(t, "-and") {
		if rest := strings.TrimPrefix(strings.TrimPrefix(t, "-and"), "-"); rest != "" && unicode.IsUpper(rune(rest[0])) {
			t = rest
		}
	}
	// A New York caption's "-against-" is joined to the defendant's line
	// the same way ("-againstACME CORP. and"): the versus, then the name.
	if strings.HasPrefix(t, "-against") {
		if rest := strings.TrimPrefix(strings.TrimPrefix(t, "-against"), "-"); rest != "" && unicode.IsUpper(rune(rest[0])) {
			t = "-against- " + rest
		}
	}
	// The same join in capitals, as South Asian captions centre their
	// separators: "-ANDIN THE MATTER OF:" (the separator goes),
	// "-VERSUS1. Government of ..." (the versus stays, a piece of its
	// own before the name).
	var out []string
	if m := reJoinedSeparator.FindStringSubmatch(t); m != nil {
		if strings.EqualFold(m[1], "and") {
			t = m[2]
		} else {
			out, t = append(out, "-"+m[1]+"-"), m[2]
		}
	}
	if m := reLeadNum.FindStringSubmatch(t); m != nil && len(out) == 0 {
		t = m[1]
	} else if m := reLeadNumQA.FindStringSubmatch(t); m != nil && len(out) == 0 {
		t = m[1]
	}
	right := -1
	if strings.IndexAny(t[:1], ")§|") == 0 {
		right = 0 // the line starts at a column rule: all of it is the right column
	}
	for t != "" {
		loc := reColRule.FindStringIndex(t)
		var piece string
		ruled := false
		if loc == nil {
			piece, t = t, ""
		} else {
			ruled = strings.ContainsAny(t[loc[0]:loc[1]], ")§|")
			piece, t = t[:loc[0]], strings.TrimSpace(t[loc[1]:])
			t = strings.TrimLeft(t, ")§| ")
		}
		piece = strings.TrimSpace(strings.TrimLeft(piece, ")§| "))
		if piece != "" && !reNoise.MatchString(piece) {
			out = append(out, piece)
		}
		if ruled && right < 0 {
			right = len(out)
		}
	}
	if right < 0 {
		right = len(out)
	}
	return out, right
}

// reJoinedSeparator is a centred caption separator in capitals that a
// reading-order extraction joined to the next line as a hyphenated word:
// "-VERSUS1. Government", "-ANDIN THE MATTER OF:".
var reJoinedSeparator = regexp.MustCompile(`^-(VERSUS|VS\.?|AGAINST|AND|Versus|Against)-?(\p{Lu}.*|\d{1,2}\.\s.*)$`)

var (
	reHeaderLabel = regexp.MustCompile(`^(?i:from|sent|to|cc|bcc|date|subject|re|dated|attachments?|importance)\s*:`)
	reNumberedPar = regexp.MustCompile(`^(?:\d{1,3}|[A-Z]|[ivxIVX]{1,5})\.\s+\S`)
)

// isHeading reports whether s reads as a heading: short and mostly capitals.
func isHeading(s string) bool {
	if len(s) > 90 {
		return false
	}
	up, low := 0, 0
	for _, r := range s {
		if unicode.IsUpper(r) {
			up++
		} else if unicode.IsLower(r) {
			low++
		}
	}
	return up >= 3 && low*4 < up
}

// reDayMonthRest is what follows a day of the month in a date written day
// first: " August 2024", " Sept. 2023".
var reDayMonthRest = regexp.MustCompile(`^\s+(?i:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\.?,?\s+\d{4}\b`)

var reLeadLineNo = regexp.MustCompile(`^\s*(?:[1-9]|[12]\d|3[0-2])\s+(\S.*)$`)

// pleadingNumbered reports whether the page's lines carry pleading-paper
// line numbers inline ("12 The defendant ..."): at least ten lines start
// with distinct numbers from 1 to 32 that are not paragraph numbers ("12.").
func pleadingNumbered(lines []string) bool {
	seen := map[string]bool{}
	for _, l := range lines {
		l = strings.TrimSpace(l)
		i := 0
		for i < len(l) && i < 3 && l[i] >= '0' && l[i] <= '9' {
			i++
		}
		if i == 0 || i > 2 || i < len(l) && l[i] != ' ' || reDayMonthRest.MatchString(l[i:]) {
			continue // "12 August 2024": a date, not a line number
		}
		seen[l[:i]] = true
	}
	return len(seen) >= 10
}

// viewPage prepares one page: segs and paragraphs. A paragraph breaks at a
// blank line, before a numbered paragraph or a header label (From:, Dated:),
// around headings, and after a short line (the end of a paragraph, or one
// line of an address or signature block).
func viewPage(doc, num int, text string) pageView {
	v := pageView{doc: doc, num: num, norm: Normalize(text)}
	lines := strings.Split(text, "\n")
	numbered := pleadingNumbered(lines)
	for i, raw := range lines {
		if numbered {
			if m := reLeadLineNo.FindStringSubmatch(raw); m != nil && !reDayMonthRest.MatchString(" "+m[1]) {
				raw = m[1]
			}
		}
		pieces, right := cleanLineCols(raw)
		if len(pieces) == 0 {
			if strings.TrimSpace(raw) == "" {
				v.segs = append(v.segs, seg{blank: true, line: i})
			}
			continue
		}
		at := 0
		for k, p := range pieces {
			col := -1
			if x := strings.Index(raw[at:], p); x >= 0 {
				col = utf8.RuneCountInString(raw[:at+x])
				at += x + len(p)
			}
			v.segs = append(v.segs, seg{text: p, line: i, right: k >= right, col: col, after: k > 0})
		}
	}
	maxLen := 0
	for _, s := range v.segs {
		if n := utf8.RuneCountInString(s.text); n > maxLen {
			maxLen = n
		}
	}
	short := maxLen * 6 / 10
	if short < 30 {
		short = 30
	}
	var cur []int
	flush := func() {
		if len(cur) == 0 {
			return
		}
		parts := make([]string, len(cur))
		for i, k := range cur {
			parts[i] = v.segs[k].text
		}
		v.paras = append(v.paras, para{text: joinLines(parts), first: cur[0], last: cur[len(cur)-1]})
		cur = nil
	}
	for k, s := range v.segs {
		if s.blank {
			flush()
			continue
		}
		if len(cur) > 0 {
			prev := v.segs[cur[len(cur)-1]]
			// A line in capitals is a heading unless it runs the full width
			// (then it is prose set in capitals: "IT IS AGREED between ...").
			heading := func(t string) bool { return isHeading(t) && utf8.RuneCountInString(t) < maxLen*85/100 }
			// An oath's verb set in capitals after the deponent's
			// particulars ("..., retired engineer," / "SWEAR (OR AFFIRM)
			// THAT:") runs on the sentence; it heads nothing.
			oath := strings.HasSuffix(strings.TrimSpace(prev.text), ",") && reOathCapsLine.MatchString(s.text)
			if prev.line == s.line || reNumberedPar.MatchString(s.text) || reHeaderLabel.MatchString(s.text) ||
				heading(s.text) && !oath || heading(prev.text) || utf8.RuneCountInString(prev.text) < short && !oath {
				flush()
			}
		}
		cur = append(cur, k)
	}
	flush()
	v.pairLabels()
	return v
}

// reOathCapsLine opens with an oath's verb in capitals: "SWEAR (OR
// AFFIRM) THAT:", "MAKE OATH AND SAY", "DO SOLEMNLY AND SINCERELY DECLARE".
var reOathCapsLine = regexp.MustCompile(`^(?:DO\s+)?(?:HEREBY\s+)?(?:SOLEMNLY\s+(?:AND\s+SINCERELY\s+)?)?(?:SWEAR|AFFIRM|MAKE\s+OATH|DECLARE|DEPOSE|STATE\s+ON\s+OATH)\b`)

// joinLines joins wrapped lines with spaces, mending a word hyphenated at a
// line end only when the halves are lower case ("exam-\nple").
func joinLines(parts []string) string {
	var b strings.Builder
	for i, p := range parts {
		if i > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(p)
	}
	return Normalize(b.String())
}

// abbreviations that end with a period without ending a sentence.
var abbrev = map[string]bool{
	"mr": true, "mrs": true, "ms": true, "dr": true, "prof": true, "inc": true, "corp": true, "co": true,
	"ltd": true, "no": true, "nos": true, "st": true, "v": true, "vs": true, "jan": true, "feb": true,
	"mar": true, "apr": true, "jun": true, "jul": true, "aug": true, "sep": true, "sept": true, "oct": true,
	"nov": true, "dec": true, "e.g": true, "i.e": true, "esq": true, "cir": true, "cal": true, "tex": true,
	"u.s": true, "u.s.c": true, "a.m": true, "p.m": true, "l.l.c": true, "n.a": true, "p.c": true, "jr": true,
	"sr": true, "hon": true, "para": true, "sec": true, "art": true, "civ": true, "proc": true, "r": true,
	"app": true, "supp": true, "f": true, "ex": true, "decl": true, "dkt": true, "ave": true, "blvd": true,
	"fed": true, "stat": true, "ann": true, "pl": true, "id": true, "cf": true, "etc": true, "al": true,
	"ct": true, "dist": true, "bros": true, "l.p": true, "n.y": true, "d.c": true,
}

// sentenceAt returns the bounds of the sentence of text that holds byte
// offset pos.
func sentenceAt(text string, pos int) (int, int) {
	start := 0
	for i := pos - 1; i > 0; i-- {
		if isSentenceEnd(text, i) {
			start = i + 1
			break
		}
	}
	end := len(text)
	for i := pos; i < len(text); i++ {
		if isSentenceEnd(text, i) {
			end = i + 1
			break
		}
	}
	// Closing quotes and brackets belong to the sentence they close.
	for _, close := range []string{"\"", "”", "’", "'", ")"} {
		for strings.HasPrefix(text[start:], close) && start < pos {
			start += len(close)
		}
		for strings.HasPrefix(text[end:], close) {
			end += len(close)
		}
	}
	for start < end && text[start] == ' ' {
		start++
	}
	return start, end
}

// isSentenceEnd reports whether the byte at i ends a sentence: '.', '!' or
// '?' (with closing quotes) followed by a space and a capital, digit or
// quote, and not an abbreviation or an initial.
func isSentenceEnd(text string, i int) bool {
	c := text[i]
	if c != '.' && c != '!' && c != '?' {
		return false
	}
	j := i + 1
	for j < len(text) && (text[j] == '"' || text[j] == ')' || text[j] == '\'') {
		j++
	}
	if strings.HasPrefix(text[j:], "”") || strings.HasPrefix(text[j:], "’") {
		j += len("”")
	}
	if j >= len(text) {
		return true
	}
	if text[j] != ' ' || j+1 >= len(text) {
		return false
	}
	next, _ := utf8.DecodeRuneInString(text[j+1:])
	if !(unicode.IsUpper(next) || unicode.IsDigit(next) || next == '"' || next == '“' || next == '(') {
		return false
	}
	if c != '.' {
		return true
	}
	// The word before the period.
	k := i
	for k > 0 && text[k-1] != ' ' && text[k-1] != '(' {
		k--
	}
	w := strings.ToLower(strings.Trim(text[k:i], "\"“'("))
	if abbrev[w] {
		return false
	}
	if r, n := utf8.DecodeRuneInString(w); n == len(w) && unicode.IsLetter(r) {
		return false // an initial: "Theodore M. Vance"
	}
	return true
}

// groundedQuote picks a quote for an item found in text (a normalized
// paragraph of the page) around the anchor text[a:b]: the sentence when the
// page holds it, else the longest run of whole words around the anchor that
// the page holds, never longer than maxLen. "" when not even the anchor's
// words are on the page.
func groundedQuote(pageNorm, text string, a, b, maxLen int) string {
	if a < 0 || b > len(text) || a >= b {
		return ""
	}
	s, e := sentenceAt(text, a)
	if e < b {
		e = b
	}
	if s > a {
		s = a
	}
	cand := strings.TrimSpace(text[s:e])
	if len(cand) <= maxLen && strings.Contains(pageNorm, cand) {
		return cand
	}
	// Word boundaries of text.
	type span struct{ s, e int }
	var words []span
	in := false
	for i := 0; i <= len(text); i++ {
		if i == len(text) || text[i] == ' ' {
			if in {
				words[len(words)-1].e = i
				in = false
			}
		} else if !in {
			words = append(words, span{s: i})
			in = true
		}
	}
	lo, hi := -1, -1
	for i, w := range words {
		if w.e > a && w.s < b {
			if lo < 0 {
				lo = i
			}
			hi = i
		}
	}
	if lo < 0 {
		return ""
	}
	ok := func(l, h int) bool {
		q := text[words[l].s:words[h].e]
		return len(q) <= maxLen && strings.Contains(pageNorm, q)
	}
	if !ok(lo, hi) {
		// The anchor itself is broken by something on the page (a line
		// number between its words): keep its longest grounded run.
		bl, bh := -1, -1
		for l := lo; l <= hi; l++ {
			for h := hi; h >= l; h-- {
				if ok(l, h) && (bl < 0 || h-l > bh-bl) {
					bl, bh = l, h
				}
			}
		}
		if bl < 0 {
			return ""
		}
		lo, hi = bl, bh
	}
	// Grow outwards within the sentence while the page still holds it.
	for {
		grew := false
		if lo > 0 && words[lo-1].s >= s && ok(lo-1, hi) {
			lo--
			grew = true
		}
		if hi+1 < len(words) && words[hi+1].e <= e && ok(lo, hi+1) {
			hi++
			grew = true
		}
		if !grew {
			break
		}
	}
	return text[words[lo].s:words[hi].e]
}

// trimAround shortens s to about max bytes around [a, b), at word boundaries.
func trimAround(s string, a, b, max int) string {
	if len(s) <= max {
		return s
	}
	room := max - (b - a)
	if room < 0 {
		room = 0
	}
	lo := a - room/2
	hi := b + room/2
	if lo < 0 {
		hi -= lo
		lo = 0
	}
	if hi > len(s) {
		lo -= hi - len(s)
		hi = len(s)
		if lo < 0 {
			lo = 0
		}
	}
	for lo > 0 && s[lo-1] != ' ' {
		lo++
		if lo >= a {
			lo = a
			break
		}
	}
	for hi < len(s) && s[hi] != ' ' {
		hi--
		if hi <= b {
			hi = b
			break
		}
	}
	return strings.TrimSpace(s[lo:hi])
}
