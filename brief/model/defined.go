package model

import (
	"regexp"
	"slices"
	"strings"
	"unicode"
)

// Parties introduced in running text with their side as a defined term, as
// pleadings, notices of arbitration, awards, judgments and orders of many
// systems write them:
//
//   - a bracketed definition after the name: 'ACME LIMITED (the
//     "Claimant")', 'Jane Roe ("the Defendant")', 'X (hereinafter "the
//     Respondent")', 'A and B (together, the "Applicants")', 'Harbor
//     Freight Lines, Inc. ("Harbor" or the "Plaintiff")';
//   - an unbracketed one after the name and its descriptors: 'X PVT. LTD.,
//     a company incorporated under ..., hereinafter referred to as the
//     Complainant';
//   - apposition: 'Mr X, the Applicant, appeared', 'the First Respondent,
//     Y Ltd, opposes'.
//
// The side is read through the caption vocabulary (captionRoles and the
// particulars labels of blockLabels), so a new system's word is a row there,
// not a rule here. A contract's defined terms ("Seller", "Buyer") are no
// side: the contract reader reads them as contract parties. A lawyer named
// after the side they act for ("counsel for the First Respondent, Ms X") is
// never that side.

// readDefinedRoles names the reader of sides defined in running text.
const readDefinedRoles = "defined roles"

// sideOrdinals number a side: "the First Respondent", "the 2nd Defendant".
const sideOrdinals = `(?:(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|\d{1,2}(?:st|nd|rd|th))\s+)?`

// sideLabel is a caption label of any system, singular or plural, with an
// optional ordinal: the defined term that names a side.
var sideLabel = func() string {
	words := []string{labelWords}
	for _, b := range blockLabels {
		words = append(words, b.word)
	}
	return sideOrdinals + `(?:` + strings.Join(words, "|") + `)`
}()

var (
	// reSideTerm is a whole defined term that is a side: "the Claimant",
	// "Respondents", "First Respondent".
	reSideTerm = regexp.MustCompile(`(?i)^(?:the\s+)?` + sideLabel + `$`)
	// reDefBracket is a bracketed definition: an optional "together",
	// "collectively", "hereinafter (referred to as)", then one or two terms,
	// quoted or not.
	reDefBracket = regexp.MustCompile(`\(\s*(?i:(?:together|collectively|jointly|each|hereinafter(?:\s+(?:referred\s+to\s+as|called|named))?)\s*,?\s+)?(?i:(?:as\s+)?(?:the\s+)?)["“']?([A-Za-z0-9][A-Za-z0-9\- ]{1,40}?)["”']?(?:\s*(?:,|or|and)\s*(?i:the\s+)?["“']([A-Za-z][A-Za-z\- ]{1,40}?)["”'])?\s*\)`)
	// reHereinafter is an unbracketed definition: ", hereinafter referred
	// to as the Respondent", ', hereinafter called the "Opposite Party"'.
	reHereinafter = regexp.MustCompile(`(?i),?\s+(?:hereinafter|hereafter)(?:\s+(?:referred\s+to\s+as|called|named|collectively|together|jointly))*\s*,?\s+(?:as\s+)?(?:the\s+)?["“']?(` + sideLabel + `)\b["”']?`)
	// reSideAfterName is apposition after the name: "X, the Applicant,".
	reSideAfterName = regexp.MustCompile(`(?i),\s+the\s+(` + sideLabel + `)\b(?:[,.;:)]|\s+(?:herein|in\s+person|who|appeared|and)\b)`)
	// reSideBeforeName is apposition before it: "the First Respondent, Y
	// Ltd,".
	reSideBeforeName = regexp.MustCompile(`\b[Tt]he\s+(?i:(` + sideLabel + `))\s*,\s+`)
	// reActsFor is what, before a side, makes the name after it that side's
	// lawyer: "counsel for the", "solicitors to the", "instructed by the".
	reActsFor = regexp.MustCompile(`(?i)\b(?:counsel|solicitors?|attorneys?|advocates?|barristers?|lawyers?|representatives?|agents?|instructed|representing|represents|behalf)\s+(?:for|to|by|of)?\s*$`)
	// reDescriptorOpen opens a descriptor after a name: ", a company
	// incorporated in", ", having its registered office at", ", aged 52".
	reDescriptorOpen = regexp.MustCompile(`^(?i:an?|the|its|his|her|their|having|residing|resident|located|situated|with|incorporated|registered|whose|being|aged|son|daughter|wife|husband|s/o|d/o|w/o|r/o|r/at|through|represented|carrying|doing|trading|of\s+(?:full\s+age|\d))\b`)
	// reLeadConnective opens a clause before a name: "That", "WHEREAS".
	reLeadConnective = regexp.MustCompile(`^(?i:that|whereas|and|the\s+said|said)\s+`)
)

// reProseVictim is a side's word that, in apposition, names a criminal
// case's victim rather than a side: "the complainant, X," (a defined
// term, 'X (the "Complainant")', still names the side).
var reProseVictim = regexp.MustCompile(`(?i)complainants?$`)

// sideRole is the role a side's defined term names ("the Claimant" is a
// plaintiff), or "".
func sideRole(term string) string {
	term = strings.TrimSpace(term)
	if !reSideTerm.MatchString(term) {
		return ""
	}
	if role := roleOf(term); role != "" {
		return role
	}
	l := strings.ToLower(term)
	for _, b := range blockLabels {
		if regexp.MustCompile(`(?i)\b` + b.word + `$`).MatchString(l) {
			return b.role
		}
	}
	return ""
}

// pluralSide reports whether a term names several parties.
func pluralSide(term string, lead string) bool {
	l := strings.ToLower(strings.TrimSpace(term))
	return strings.HasSuffix(l, "s") && !strings.HasSuffix(l, "accused") || strings.Contains(l, "parties") ||
		regexp.MustCompile(`(?i)together|collectively|jointly`).MatchString(lead)
}

// definedRoles reads the sides that running text defines (see above).
func (r *rulesRun) definedRoles(v *pageView) {
	for _, p := range v.paras {
		t := p.text
		if paraInCounselList(v, p) {
			continue // "A Smith SC (Plaintiff)": the side a lawyer acts for
		}
		if strings.Contains(t, "(") {
			for _, m := range reDefBracket.FindAllStringSubmatchIndex(t, -1) {
				role, term := "", ""
				for _, g := range [][2]int{{m[2], m[3]}, {m[4], m[5]}} {
					if g[0] >= 0 && role == "" {
						term = t[g[0]:g[1]]
						role = sideRole(term)
					}
				}
				if role == "" || matchInCounselList(v, p, t[max(0, m[0]-12):m[0]]) {
					continue
				}
				r.sideNames(v, t, m[0], role, pluralSide(term, t[m[0]:m[1]]), !strings.HasSuffix(strings.TrimSpace(t[:m[0]]), ","))
			}
		}
		if strings.Contains(strings.ToLower(t), "hereina") || strings.Contains(strings.ToLower(t), "hereafter") {
			for _, m := range reHereinafter.FindAllStringSubmatchIndex(t, -1) {
				term := t[m[2]:m[3]]
				if role := sideRole(term); role != "" {
					r.sideNames(v, t, m[0], role, pluralSide(term, t[m[0]:m[1]]), !strings.HasPrefix(t[m[0]:], ","))
				}
			}
		}
		for _, m := range reSideAfterName.FindAllStringSubmatchIndex(t, -1) {
			term := t[m[2]:m[3]]
			if role := sideRole(term); role != "" && !reProseVictim.MatchString(term) {
				r.sideNames(v, t, m[0], role, false, true)
			}
		}
		for _, m := range reSideBeforeName.FindAllStringSubmatchIndex(t, -1) {
			if reActsFor.MatchString(t[max(0, m[0]-40):m[0]]) || sideWitness(t, m[0]) {
				continue
			}
			role := sideRole(t[m[2]:m[3]])
			if role == "" || reProseVictim.MatchString(t[m[2]:m[3]]) {
				continue
			}
			rest := t[m[1]:]
			end := strings.IndexAny(rest, ",;(\n")
			if end < 0 {
				continue // a name closed by a comma, as apposition is
			}
			if reSuffixOnly.MatchString(strings.TrimSpace(strings.SplitN(rest[end+1:], ",", 2)[0])) {
				if e2 := strings.IndexAny(rest[end+1:], ",;(\n"); e2 >= 0 {
					end += 1 + e2
				}
			}
			n := cleanName(rest[:end])
			if n == "" || !allCapitalised(n) || len(strings.Fields(n)) > 8 || lawyerLike(n, rest[end:]) {
				continue
			}
			r.party(v, n, role, "", t, m[1], m[1]+end)
		}
	}
}

// sideNames records the name (or, for a plural side, the names) that ends
// t[:at], in role: right before the term when direct, else before the
// descriptors set off by commas (", a company incorporated in ...,").
func (r *rulesRun) sideNames(v *pageView, t string, at int, role string, plural, direct bool) {
	before := t[max(0, at-300):at]
	// The clause that holds the name: after the last line break, colon or
	// semicolon.
	if i := strings.LastIndexAny(before, "\n;:"); i >= 0 {
		before = before[i+1:]
	}
	// Asides in brackets between the name and its term ("(a company
	// incorporated in England and Wales)") come off.
	for {
		s := strings.TrimRight(before, " ,")
		if !strings.HasSuffix(s, ")") {
			break
		}
		open := strings.LastIndex(s, "(")
		if open < 0 {
			return
		}
		inner := strings.TrimSpace(s[open+1 : len(s)-1])
		if rr, _ := firstRune(inner); !unicode.IsLower(rr) && !unicode.IsDigit(rr) {
			break // a term of its own: the name is not right here
		}
		before = s[:open]
	}
	pieces := strings.Split(before, ",")
	// The name's piece: before the first descriptor piece ("a company
	// incorporated ...") of a run of descriptors that reaches the term.
	// Walking back from the term: a descriptor piece moves the name before
	// it; a bare capitalised piece ("Mumbai", "2013") may end a descriptor;
	// a piece that opens in lower case holds the name ("against X S.A.").
	k := len(pieces) - 1
	// "..., whose registered office is at 14 quai Perrache, 69002 Lyon,
	// France ("Marceau")": the address's country right before the term is
	// no name; the name is before the descriptors.
	if d := slices.IndexFunc(pieces, func(p string) bool { return reDescriptorOpen.MatchString(strings.TrimSpace(p)) }); direct && d > 0 && d < len(pieces)-2 &&
		slices.ContainsFunc(pieces[d+1:len(pieces)-1], func(p string) bool { return strings.ContainsAny(p, "0123456789") }) {
		direct = false
	}
	for j := len(pieces) - 1; j > 0 && !direct; j-- {
		p := strings.TrimSpace(pieces[j])
		if reDescriptorOpen.MatchString(p) {
			k = j - 1
			continue
		}
		// An address's pieces ("14 quai Perrache", "69002 Lyon", "Road
		// 4634") run on to the descriptor that opens it ("whose registered
		// office is at ..."); the country after them is no name.
		if strings.ContainsAny(p, "0123456789") && k == len(pieces)-1 {
			continue
		}
		if rr, _ := firstRune(p); unicode.IsLower(rr) || nameRun(p) != p && !reDigitsOnly.MatchString(p) {
			break
		}
	}
	for k > 0 && reSuffixOnly.MatchString(strings.TrimSpace(pieces[k])) {
		pieces[k-1] += "," + pieces[k]
		k--
	}
	// "Darius M. Kellerman, M.D. (Respondent)": a degree after the name is
	// no name of its own.
	for k > 0 && reDegreePiece.MatchString(strings.TrimSpace(pieces[k])) {
		k--
	}
	run := nameRun(pieces[k])
	if run == "" {
		return
	}
	names := []string{run}
	if plural {
		// A list: earlier pieces that are names ("A, B and C").
		whole := run
		for j := k - 1; j >= 0 && strings.TrimSpace(pieces[k]) == strings.TrimSpace(whole); j-- {
			pr := nameRun(pieces[j])
			if pr == "" {
				break
			}
			whole = pr + ", " + whole
			if strings.TrimSpace(pieces[j]) != pr {
				break
			}
			k = j
		}
		names = splitNames(whole)
	}
	for _, n := range names {
		n = cleanName(reLeadConnective.ReplaceAllString(n, ""))
		if n == "" || NameKey(n) == "" || reSideTerm.MatchString(n) || reFormSideHead.MatchString(n) {
			continue
		}
		if a := strings.LastIndex(t[:at], n); a >= 0 {
			r.party(v, n, role, "", t, a, a+len(n))
		}
	}
}

// reDegreePiece is a degree or calling printed after a name, past its
// comma: "M.D.", "D.O.", "Ph.D.", "Esq.", "CPA".
var reDegreePiece = regexp.MustCompile(`^(?:M\.\s?D\.?|D\.\s?O\.?|D\.\s?D\.\s?S\.?|D\.\s?M\.\s?D\.?|Ph\.\s?D\.?|R\.\s?N\.?|CPA|Esq\.?|Esquire|P\.\s?E\.?)$`)

// reFormSideHead is a form's heading over a side's boxes, its term after
// it: "About the Employer (the Respondent)", "Details of the Applicant".
var reFormSideHead = regexp.MustCompile(`(?i)^(?:about|details\s+of|particulars\s+of|information\s+about)\s+(?:the\s+)?\S+$`)

// nameRun is the run of capitalised words (with inner "of", "and", "&")
// that ends s: "This claim is brought by Halden Freight Limited" gives
// "Halden Freight Limited". A word with a quote or a bracket ends it.
func nameRun(s string) string {
	words := strings.Fields(s)
	i := len(words)
	for i > 0 {
		w := words[i-1]
		core := strings.TrimRight(w, ",.")
		if strings.ContainsAny(core, "\"“”()[]") || core == "" {
			break
		}
		rr, _ := firstRune(core)
		if unicode.IsUpper(rr) || reSuffixOnly.MatchString(core) || (smallWords[strings.ToLower(core)] || core == "&") && i < len(words) {
			i--
			continue
		}
		break
	}
	for i < len(words) && (smallWords[strings.ToLower(words[i])] || words[i] == "&") {
		i++
	}
	if i >= len(words) || len(words)-i > 24 {
		return ""
	}
	n := strings.Join(words[i:], " ")
	for _, re := range []*regexp.Regexp{reLeadConnective, reLeadRole, reLeadTitle, reLeadPost} {
		n = strings.TrimSpace(re.ReplaceAllString(n, ""))
	}
	if strings.ContainsAny(n, "0123456789") {
		return ""
	}
	return strings.TrimRight(n, ",")
}

// allCapitalised reports whether every word of n but its small words
// starts in capitals.
func allCapitalised(n string) bool {
	for _, w := range strings.Fields(n) {
		if rr, _ := firstRune(w); !unicode.IsUpper(rr) && !smallWords[strings.ToLower(w)] && w != "&" {
			return false
		}
	}
	return true
}

// reLeadTitle is what a paper prints before the name it introduces:
// "COMES NOW", "EXAMINATION FOR DISCOVERY OF", "Affidavit of".
// reLeadPost is an officer's post before the body it serves: "I am the
// President of Ellis Freight, Inc., the Plaintiff", "the Chairman of the
// Board of Trustees of X Fund ("Plaintiff")": the name is the body's.
var reLeadPost = regexp.MustCompile(`^(?i:(?:(?:(?:vice|executive|senior|deputy|assistant|general|managing|chief|sole)\s+)*(?:president|director|manager|officer|secretary|treasurer|partner|member|chair(?:man|woman|person)?|ceo|cfo|coo|owner|principal|employee|shareholder|founder|controller|board\s+of\s+(?:trustees|directors|managers|governors))\s+of\s+(?:the\s+)?)+)`)

var reLeadTitle = regexp.MustCompile(`^(?i:(?:comes?|came)\s+now|now\s+comes?|filed\s+(?:for|by|on\s+behalf\s+of)|(?:(?:cross-|re-|direct\s+|further\s+)?examination(?:\s+for\s+discovery|\s+in\s+chief)?|deposition|affidavit|declaration|statement|testimony|evidence|verification|submissions?)\s+(?:of|by)|by|from|against|between|and)\s+`)

// reDigitsOnly is a piece of a descriptor that is only a number ("2013").
var reDigitsOnly = regexp.MustCompile(`^[\d\s./-]+$`)

// reLawyerAfterName is what follows a lawyer named in apposition to a side:
// ", counsel", ", of counsel", ", solicitor".
var reLawyerAfterName = regexp.MustCompile(`(?i)^\s*,?\s*(?:of\s+)?(?:counsel|solicitors?|attorneys?|advocates?|barristers?|esq)\b`)

// lawyerLike reports whether a name set in apposition to a side is its
// lawyer: an honorific with what follows naming a lawyer.
func lawyerLike(n, after string) bool {
	return reLawyerAfterName.MatchString(after)
}

// paraInCounselList reports whether every line of p stands in a list of
// counsel or of firms closed by the side each acts for (inCounselList).
// matchInCounselList reports whether the line of paragraph p that holds
// frag (the words before a bracketed side) stands in a counsel list: a
// cover's "COUNSEL: X (Plaintiff)" among its other labelled lines.
func matchInCounselList(v *pageView, p para, frag string) bool {
	frag = strings.TrimSpace(frag)
	if frag == "" {
		return false
	}
	for j := p.first; j <= p.last; j++ {
		if strings.Contains(v.segs[j].text, frag) {
			return inCounselList(v, j)
		}
	}
	return false
}

func paraInCounselList(v *pageView, p para) bool {
	for j := p.first; j <= p.last; j++ {
		if !v.segs[j].blank && !inCounselList(v, j) {
			return false
		}
	}
	return true
}

// reIsStatement is a decision's statement of who a side is, as domain-name
// panels and some agencies write it: "The Complainant is Larkspur Trail
// Outfitters, Inc., United States, represented by Okonjo Whitfield LLP,
// United States." Group 1 is the side, group 2 who it is, group 3 who
// represents it.
var reIsStatement = regexp.MustCompile(`^(?:\d{1,2}\.\s+)?(?:The\s+)?(Complainants?|` + labelWords + `)\s+(?:is|are)\s+(.+?)(?:,\s+represented\s+(?:by|internally)\s*(.*?))?\.?$`)

// partyStatements reads each sentence that states who a side is
// (reIsStatement): the side's name is the words before its country (or
// each of several names joined by " / "), and a person who represents it
// is counsel.
func (r *rulesRun) partyStatements(v *pageView) {
	var sentences []string
	for _, p := range v.paras {
		if !strings.Contains(p.text, " is ") && !strings.Contains(p.text, " are ") {
			continue
		}
		for pos := 0; pos < len(p.text); {
			a, b := sentenceAt(p.text, pos)
			if b <= pos {
				break
			}
			sentences = append(sentences, strings.TrimSpace(p.text[a:min(b, len(p.text))]))
			pos = b + 1
		}
	}
	for _, t := range sentences {
		m := reIsStatement.FindStringSubmatch(t)
		if m == nil {
			continue
		}
		role := roleOf(m[1])
		if strings.HasPrefix(strings.ToLower(m[1]), "complainant") {
			role = RolePlaintiff // the side that complains, as a claimant
		}
		if role == "" {
			continue
		}
		found := false
		for _, alt := range strings.Split(m[2], " / ") {
			if n := placedName(alt); n != "" && !reRedacted.MatchString(n) {
				r.party(v, n, role, "", t, 0, len(t))
				found = true
			}
		}
		if !found || m[3] == "" {
			continue
		}
		for _, alt := range strings.Split(m[3], " and ") {
			if n := placedName(alt); n != "" && !isEntityName(n) && !lawFirm(n) && isPersonName(n) {
				r.party(v, n, RoleCounsel, "", t, 0, len(t))
			}
		}
	}
}

// reRedacted is a name a registrar withholds: "Redacted for Privacy".
var reRedacted = regexp.MustCompile(`(?i)^(?:redacted|withheld|not\s+disclosed|unknown)\b`)

// placedName is the name that opens t before its place ("Larkspur Trail
// Outfitters, Inc., United States" gives "Larkspur Trail Outfitters,
// Inc."; "Veilgate Privacy ehf, Iceland" gives "Veilgate Privacy ehf"),
// or "" when no place closes it.
func placedName(t string) string {
	pieces := strings.Split(t, ",")
	for i := 1; i < len(pieces); i++ {
		if isRegion(pieces[i]) {
			n := strings.TrimSpace(strings.Join(pieces[:i], ","))
			// "Privacy service provided by Veilgate Privacy ehf": the
			// provider is the name.
			if j := strings.LastIndex(strings.ToLower(n), " provided by "); j >= 0 {
				n = strings.TrimSpace(n[j+len(" provided by "):])
			}
			n = cleanName(n)
			if NameKey(n) == "" || len(n) > 100 {
				return ""
			}
			return n
		}
	}
	return ""
}
