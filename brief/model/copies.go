package model

import (
	"regexp"
	"strings"
)

// An order or a paper ends with the list of those it is copied to, one a
// line: "Copies furnished to:", "Copies to:", "cc:", "Distribution:",
// "Conformed copies to:". A line there that describes its addressee as a
// lawyer ("Jane Roe, Esq., jr@firm.com, Counsel for Plaintiff") names
// counsel; a party's own line (a name and an address) names nobody new.
// A letter's "cc:" is its recipients' (the letter readers).

// copiesHeads are the headings of a copies list, as data.
var copiesHeads = []string{
	`copies\s+(?:furnished|provided|sent|mailed|emailed|e-?mailed|served)\s+(?:to|on)`, `copies\s+to`, `copy\s+to`,
	`conformed\s+cop(?:y|ies)\s+to`, `cc`, `c\.c\.`, `distribution(?:\s+list)?`, `copies`, `furnished\s+to`,
}

var (
	reCopiesHead = regexp.MustCompile(`(?i)^(?:` + strings.Join(copiesHeads, "|") + `)\s*:\s*(.*)$`)
	// reCopiesLawyer marks a copies line's addressee as a lawyer.
	reCopiesLawyer = regexp.MustCompile(`(?i),?\s*\b(?:esq\.?|esquire|(?:counsel|attorneys?|solicitors?)\s+(?:for|to)\b)`)
)

// copiesList reads the lawyers of a copies list on the page.
func (r *rulesRun) copiesList(v *pageView) {
	for k := 0; k < len(v.segs); k++ {
		if v.segs[k].blank {
			continue
		}
		m := reCopiesHead.FindStringSubmatch(strings.TrimSpace(v.segs[k].text))
		if m == nil {
			continue
		}
		lines := []string{m[1]}
		for j := k + 1; j < len(v.segs) && j <= k+12; j++ {
			if v.segs[j].blank {
				if len(lines) > 1 {
					break
				}
				continue
			}
			lines = append(lines, v.segs[j].text)
		}
		for _, l := range lines {
			r.copiesLine(v, strings.TrimSpace(l))
		}
	}
}

// copiesLine reads one line of a copies list: its lawyer, if it names one.
func (r *rulesRun) copiesLine(v *pageView, l string) {
	i := reCopiesLawyer.FindStringIndex(l)
	if i == nil || i[0] == 0 {
		return
	}
	head := l[:i[0]]
	if c := strings.Index(head, ","); c > 0 {
		head = head[:c]
	}
	if n := cleanName(head); n != "" && isPersonName(n) && !lawFirm(n) {
		if a := strings.Index(l, n); a >= 0 {
			r.party(v, n, RoleCounsel, "", l, a, a+len(n))
		}
	}
}

// A writ or a pleading lists those it is to be served on, one a numbered
// line under its heading: "To the Defendants:" / "1. X LIMITED of [address]"
// (a writ of summons), "FOR SERVICE ON:" / "1. The 1st Defendant, X,
// [address]". Each is the paper's recipient.
var (
	reServedListHead = regexp.MustCompile(`^(?i:to\s+the\s+(?:above[- ]named\s+)?(?:defendants?|respondents?)|for\s+service\s+(?:on|upon)|to\s+be\s+served\s+(?:on|upon)|addresses?\s+for\s+service\s+of\s+the\s+(?:defendants?|respondents?))\s*:?$`)
	// reServiceEntry is one numbered entry: its name, up to ", " or " of ".
	reServiceEntry = regexp.MustCompile(`^\(?\d{1,2}[.)]\s+(?:(?i:the\s+(?:\d(?:st|nd|rd|th)\s+|first\s+|second\s+|third\s+)?(?:defendant|respondent)),\s+)?(\p{Lu}[^,;]{2,80}?)(?:,|\s+of\s+(?:\d|(?i:plot|no\.|p\.\s?o\.|house|flat|suite))|\s*$)`)
)

// A writ addresses its defendants in a paragraph too: "To: X LIMITED, the
// 1st Defendant, whose registered office is at ...; and Y, the 2nd
// Defendant, of ...", "Kepada / To: (1) X, [address]; (2) Y, [address]",
// "To the Defendants: 1. X, of ...; 2. Y, of ...".
var (
	reToParagraph = regexp.MustCompile(`^(?:(?i:kepada)\s*/\s*)?(?:(?:And|AND)\s+)?(?:To|TO)(\s+(?i:the\s+(?:above[- ]named\s+)?(?:defendants?|respondents?)))?\s*:\s*(.{10,})$`)
	reToEntrySep  = regexp.MustCompile(`;\s*(?:and\s+)?|\s\(\d{1,2}\)\s+|\s\d{1,2}\.\s+|\s(?:AND|And|and)\s+(?:TO|To)\s*:\s*`)
	reAndTo       = regexp.MustCompile(`\s(?:AND|And|and)\s+(?:TO|To)\s*:`)
	reToEntryLead = regexp.MustCompile(`^(?:\(?\d{1,2}[.)]\s+|and\s+)`)
	reToEntryName = regexp.MustCompile(`^(\p{Lu}[^,;]{2,80}?)(?:,|\s+of\s+|\s*$)`)
	// reSummonsPaper marks a summons, an originating process addressed to
	// its defendants.
	reSummonsPaper = regexp.MustCompile(`(?i)\bsummons\b`)
	reToEntrySide  = regexp.MustCompile(`^,\s+the\s+(?:\d(?:st|nd|rd|th)\s+|first\s+|second\s+|third\s+)?(?:defendant|respondent)\b`)
	// reToSideLead opens an entry with the side before the name: "The
	// First Defendant, X, of ..." (the Caribbean claim forms).
	reToSideLead = regexp.MustCompile(`^(?i:the\s+(?:\d(?:st|nd|rd|th)\s+|first\s+|second\s+|third\s+|fourth\s+|fifth\s+)?(?:defendant|respondent)s?),\s+`)
	// reToNextSide is a sentence's end before the next such entry: the
	// entries run on as sentences, not as a list.
	reToNextSide = regexp.MustCompile(`\.\s+((?i:the\s+(?:\d(?:st|nd|rd|th)|first|second|third|fourth|fifth)\s+(?:defendant|respondent)),)`)
)

// writAddressees reads the defendants a writ's "To:" paragraph addresses:
// each entry's name, when the paragraph is to the defendants, numbers its
// entries, or calls the entry the defendant.
func (r *rulesRun) writAddressees(v *pageView) {
	for _, p := range v.paras {
		m := reToParagraph.FindStringSubmatchIndex(p.text)
		if m == nil {
			continue
		}
		// A summons is addressed to the defendants, whatever its "To:"
		// says of them.
		toSide := m[2] >= 0 || reSummonsPaper.MatchString(v.norm)
		body := p.text[m[4]:m[5]]
		// "TO: X of ... AND TO: Y of ...": a writ's list of addressees.
		numbered := reToEntryLead.MatchString(body) && !strings.HasPrefix(body, "and ") || reAndTo.MatchString(body) || reAndTo.MatchString(" "+p.text)
		at := m[4]
		for _, e := range reToEntrySep.Split(reToNextSide.ReplaceAllString(body, ".; $1"), -1) {
			a := strings.Index(p.text[at:], e)
			if a < 0 {
				continue
			}
			a += at
			at = a + len(e)
			lead := reToEntryLead.FindString(e)
			if sl := reToSideLead.FindString(e); sl != "" {
				lead, toSide = sl, true
			}
			em := reToEntryName.FindStringSubmatchIndex(e[len(lead):])
			if em == nil {
				continue
			}
			rest := e[len(lead)+em[3]:]
			if !toSide && !numbered && !reToEntrySide.MatchString(strings.ToLower(rest)) {
				continue
			}
			raw := e[len(lead)+em[2] : len(lead)+em[3]]
			if n := cleanName(raw); n != "" && !notAParty(n) && (isPersonName(n) || isEntityName(n)) {
				s := a + len(lead) + em[2]
				r.party(v, n, RoleRecipient, "", p.text, s, s+len(raw))
			}
		}
	}
}

// serviceList reads the recipients of a service list on the page.
func (r *rulesRun) serviceList(v *pageView) {
	r.writAddressees(v)
	r.serviceGroups(v)
	for k := 0; k < len(v.segs); k++ {
		if v.segs[k].blank || !reServedListHead.MatchString(strings.TrimSpace(v.segs[k].text)) {
			continue
		}
		for j := k + 1; j < len(v.segs) && j <= k+8; j++ {
			if v.segs[j].blank {
				continue
			}
			t := strings.TrimSpace(v.segs[j].text)
			m := reServiceEntry.FindStringSubmatchIndex(t)
			if m == nil {
				break
			}
			if n := cleanName(t[m[2]:m[3]]); n != "" && !notAParty(n) && (isPersonName(n) || isEntityName(n)) {
				r.party(v, n, RoleRecipient, "", t, m[2], m[3])
			}
		}
	}
}

// serviceGroups reads a bankruptcy service list's labelled groups, under
// its "SERVICE LIST" heading: a group of counsel ("Counsel to the DIP
// Lender:" / firm / "Attn: X") gives its lawyers; another group ("U.S.
// Trustee:" / "Office of the United States Trustee" / "Attn: X, Trial
// Attorney") gives its entity, a party in interest, and the lawyers its
// "Attn:" line titles as such.
func (r *rulesRun) serviceGroups(v *pageView) {
	head := -1
	for k, sg := range v.segs {
		if !sg.blank && reServiceListTitle.MatchString(strings.TrimSpace(sg.text)) {
			head = k
			break
		}
	}
	if head < 0 {
		return
	}
	for k := head + 1; k < len(v.segs); k++ {
		t := strings.TrimSpace(v.segs[k].text)
		if v.segs[k].blank || !strings.HasSuffix(t, ":") || len(t) > 60 {
			continue
		}
		if reCounselGroup.MatchString(t) {
			r.attnCounsel(v, k)
			continue
		}
		if k+1 >= len(v.segs) || v.segs[k+1].blank {
			continue
		}
		ent := strings.TrimSpace(v.segs[k+1].text)
		if n := cleanName(ent); n != "" && (isEntityName(n) || rePublicOffice.MatchString(n) || reOfficeOfThe.MatchString(n)) && !reLawFirm.MatchString(n) {
			r.party(v, n, RoleParty, "", v.segs[k+1].text, 0, len(v.segs[k+1].text))
		}
		for j := k + 2; j < len(v.segs) && j <= k+4; j++ {
			at := strings.TrimSpace(v.segs[j].text)
			if v.segs[j].blank || strings.HasSuffix(at, ":") {
				break
			}
			if m := reAttnLawyer.FindStringSubmatch(at); m != nil {
				if n := cleanName(m[1]); isPersonName(n) {
					r.party(v, n, RoleCounsel, "", at, 0, len(at))
				}
			}
		}
	}
}

var (
	// reServiceListTitle is a service list's title alone on its line.
	reServiceListTitle = regexp.MustCompile(`^(?i:(?:master\s+|limited\s+|core\s+|\d{4}\s+)?service\s+list)$`)
	// reCounselGroup heads a group of a party's lawyers.
	reCounselGroup = regexp.MustCompile(`(?i)^(?:proposed\s+)?(?:co-?|special\s+|local\s+)?(?:counsel|attorneys?)\s+(?:to|for)\b`)
	// reAttnLawyer is an "Attn:" line naming a lawyer by title: "Attn:
	// Hector J. Villasenor, Trial Attorney".
	reAttnLawyer = regexp.MustCompile(`^(?i:attn|attention)\s*[:.]?\s+(.+?),\s+(?i:(?:trial\s+|staff\s+|senior\s+|assistant\s+)?(?:attorney|counsel|lawyer)|esq\.?)$`)
	// reOfficeOfThe is a public office's name: "Office of the United
	// States Trustee".
	reOfficeOfThe = regexp.MustCompile(`(?i)^(?:the\s+)?office\s+of\s+the\s+\p{L}`)
	// reLawFirm is a law firm's name, which a group may list first.
	reLawFirm = regexp.MustCompile(`(?i)\b(?:LLP|L\.L\.P\.|PLLC|P\.C\.|P\.A\.|law\s+(?:firm|offices?|group)|attorneys)\b`)
)
