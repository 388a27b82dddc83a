package model

import (
	"regexp"
	"strings"
	"unicode/utf8"
)

// Counsel blocks: a lawyer's signature or service-list entry that names
// the lawyer on a bare line (no "/s/", bar number or "Esq."), then the
// firm, the address and a counsel line ("Counsel for Plaintiff",
// "Attorneys for Defendant X"). Service lists and joint signatures set two
// or three such blocks side by side, which a layout extraction prints line
// by line across the columns; each name belongs to the column whose counsel
// line stands nearest below it.

// counselCallings are the words a counsel line opens with, as data.
var counselCallings = []string{
	`(?:lead\s+|trial\s+|local\s+|co-?\s*)?counsel`, `attorneys?`, `lawyers?`, `solicitors?`, `barristers?`,
	`advocates?`, `legal\s+representatives?`, `representatives?`,
}

// reCounselLine is a counsel line of a block: "Counsel for Plaintiff",
// "Attorneys for Defendant Acme Corp.", "Solicitors to the Claimant"; or,
// under a block that names the client above its signature ("THE
// PLAINTIFF, / X, LLC / By: /s/ Y"), "Its Attorneys".
var reCounselLine = regexp.MustCompile(`(?i)^(?:(?:` + strings.Join(counselQualifiers, "|") + `)\s+)*(?:` + strings.Join(counselCallings, "|") + `)\s+(?:for|to|of\s+record\s+for)\s+\S|^(?:its|his|her|their)\s+(?:attorneys?|counsel|lawyers?|solicitors?)\.?$`)

// counselQualifiers stand before a counsel line's calling: "Proposed
// Counsel to the Debtors", "Special Counsel for".
var counselQualifiers = []string{`proposed`, `special`, `conflicts?`, `substitute`, `pro\s+bono`, `appellate`, `bankruptcy`}

// reTightGap is the gap between two entries of one line that an
// extraction kept narrow: two spaces or more.
var reTightGap = regexp.MustCompile(`\s{2,}`)

// blockOfficeWords are words of an office or a place, never of a lawyer's
// name, that a bare line of a block may hold ("Internal Revenue Service",
// "Regional Director").
var blockOfficeWords = map[string]bool{"service": true, "revenue": true, "division": true, "region": true, "regional": true,
	"director": true, "bureau": true, "administration": true, "commissioner": true, "internal": true, "general": true,
	"chief": true, "senior": true, "counsel": true, "attorney": true, "attorneys": true, "submitted": true,
	"respectfully": true, "dated": true, "plaintiff": true, "defendant": true, "claimant": true, "respondent": true,
	"applicant": true, "petitioner": true, "partner": true, "associate": true, "solicitor": true, "barrister": true,
	"advocate": true, "secretary": true, "manager": true, "officer": true, "president": true, "tribunal": true,
}

// blockLawyer is the lawyer a bare entry of a block names, or "": the
// entry's honorific, bar number and post-nominals go; an address, a firm,
// an office, an entity or a title is no lawyer.
func blockLawyer(p string) string {
	p = strings.TrimSpace(p)
	if p == "" || strings.ContainsAny(p, "@:0123456789") && !reBarAside.MatchString(p) && !reHashBar.MatchString(p) && !reTrailingParen.MatchString(p) {
		return ""
	}
	p = reHashBar.ReplaceAllString(p, "")
	p = strings.TrimSpace(reBarAside.ReplaceAllString(p, ""))
	if m := reTrailingParen.FindStringSubmatchIndex(p); m != nil && reBarNo.MatchString(p[m[2]:m[3]]) {
		p = strings.TrimSpace(p[:m[0]]) // "Sylvia R. Ortiz (TX Bar No. 24093301)"
	}
	if strings.ContainsAny(p, "0123456789@:") || reCounselLine.MatchString(p) || reCounselTitleLine.MatchString(p) || publicCounselTitles.MatchString(p) {
		return ""
	}
	if lawFirm(p) || isEntityName(p) || reFirmLine.MatchString(p) || reHonorable.MatchString(p) {
		return "" // a firm, an entity ("BRANDT WHITFIELD PC"), a judge
	}
	p = strings.TrimSpace(rePostNominal.ReplaceAllString(p, ""))
	if strings.Contains(p, ",") {
		return "" // "Lisbon, Portugal", "Smith, Jones": no single name
	}
	n := cleanName(reLawyerHonorific.ReplaceAllString(p, ""))
	if !isPersonName(n) {
		return ""
	}
	for _, w := range strings.Fields(n) {
		if blockOfficeWords[strings.ToLower(strings.Trim(w, ".,"))] {
			return ""
		}
	}
	return n
}

// reTrailingParen is a bracketed aside at a line's end.
var reTrailingParen = regexp.MustCompile(`\s*\(([^()]*)\)\s*$`)

// underConsent reports whether seg j stands in the signature under a
// party's consent ("AGREED AND CONSENTED TO:", "ACCEPTED:"): that signer
// is a party, not a lawyer of the block it neighbours.
func underConsent(v *pageView, j int) bool {
	for i := j - 1; i >= 0 && i >= j-4; i-- {
		t := strings.TrimSpace(v.segs[i].text)
		if strings.HasSuffix(t, ":") {
			return reConsentHeading.MatchString(t)
		}
	}
	return false
}

var reConsentHeading = regexp.MustCompile(`(?i)^(?:(?:agreed|accepted|consented|acknowledged)(?:\s+(?:and|&)\s+(?:agreed|accepted|consented|acknowledged))*(?:\s+to)?(?:\s+by)?|read\s+and\s+agreed(?:\s+to)?)\s*:$`)

// benchTitleNext reports whether the line after seg k is a tribunal
// member's title ("President of the Arbitral Tribunal"): a silk's letters
// on seg k are then an arbitrator's or a judge's.
func benchTitleNext(v *pageView, k int) bool {
	for j := k + 1; j < len(v.segs) && j <= k+2; j++ {
		if v.segs[j].blank {
			return false
		}
		t := strings.TrimSpace(v.segs[j].text)
		return reJudgeTitle.MatchString(t) || reBenchWord.MatchString(t)
	}
	return false
}

var reBenchWord = regexp.MustCompile(`(?i)\b(?:arbitral\s+tribunal|arbitrators?|co-arbitrator|umpire|presiding\s+member|tribunal\s+member)\b`)

// reHashBar is a bar number written after a hash in brackets: "(#0391122)".
var reHashBar = regexp.MustCompile(`\s*\(#\s*\d{4,9}[A-Z]?\)\s*$`)

// blockPiece is one entry of a line: its text and its column.
type blockPiece struct {
	text string
	col  int
}

// linePieces splits the segs of raw line `line` at every gap of two
// spaces or more, each piece with its column.
func linePieces(v *pageView, from int) ([]blockPiece, int) {
	line := v.segs[from].line
	var out []blockPiece
	k := from
	for ; k < len(v.segs) && !v.segs[k].blank && v.segs[k].line == line; k++ {
		sg := v.segs[k]
		t := sg.text
		at := 0
		for _, loc := range append(reTightGap.FindAllStringIndex(t, -1), []int{len(t), len(t)}) {
			piece := t[at:loc[0]]
			if strings.TrimSpace(piece) != "" {
				col := sg.col
				if col >= 0 {
					col += utf8.RuneCountInString(t[:at])
				}
				out = append(out, blockPiece{text: strings.TrimSpace(piece), col: col})
			}
			at = loc[1]
		}
	}
	return out, k
}

// counselBlocks reads the lawyers of blocks closed by counsel lines (see
// above), and the names of a joint signature over their law firm's line.
func (r *rulesRun) counselBlocks(v *pageView) {
	// The page's lines, each as its pieces, and the blocks of lines
	// between blank lines.
	type bline struct {
		pieces []blockPiece
		first  int // index of the line's first seg
	}
	var lines []bline
	var blocks [][2]int // [from, to) into lines
	start := 0
	for k := 0; k < len(v.segs); {
		if v.segs[k].blank {
			if len(lines) > start {
				blocks = append(blocks, [2]int{start, len(lines)})
			}
			start = len(lines)
			k++
			continue
		}
		ps, next := linePieces(v, k)
		lines = append(lines, bline{pieces: ps, first: k})
		k = next
	}
	if len(lines) > start {
		blocks = append(blocks, [2]int{start, len(lines)})
	}
	record := func(li int, p blockPiece) {
		if n := blockLawyer(p.text); n != "" {
			t := v.segs[lines[li].first].text
			for k := lines[li].first; k < len(v.segs) && v.segs[k].line == v.segs[lines[li].first].line; k++ {
				if strings.Contains(v.segs[k].text, p.text) {
					t = v.segs[k].text
				}
			}
			r.party(v, n, RoleCounsel, "", t, 0, len(t))
		}
	}
	for _, b := range blocks {
		for li := b[0]; li < b[1]; li++ {
			tails := lines[li].pieces
			if !counselLineOf(tails) || li > b[0] && counselLineOf(lines[li-1].pieces) {
				continue // a run of counsel lines (columns read in turn) is read from its first
			}
			// The lines above the counsel line, up to the block's start, a
			// line of prose or a heading, the counsel line of the block
			// above, or the signature's first line ("/s/ Name", "By:").
			for up := li - 1; up >= b[0] && up >= li-12; up-- {
				ps := lines[up].pieces
				if proseLine(ps) || headingLine(ps) || counselLineOf(ps) || letterHeadLine(ps) {
					break
				}
				for i, p := range ps {
					// As many entries as counsel-line entries pair in order;
					// else a name takes the nearest column, and a block's
					// lines start at its left edge: a name left of the
					// counsel line stands in another column.
					t := i
					if len(ps) != len(tails) {
						t = nearestPiece(tails, p.col)
						if t >= 0 && p.col >= 0 && p.col < tails[t].col-4 {
							t = -1
						}
					}
					// "Nikhil Raman" / "Partner" / "BRANTWOOD STEELE": the line
					// under a lawyer's rank is the firm.
					underRank := up > b[0] && len(lines[up-1].pieces) == 1 && reFirmRankLine.MatchString(strings.TrimSpace(lines[up-1].pieces[0].text))
					if t >= 0 && reCounselLine.MatchString(tails[t].text) && !underRank {
						record(up, p)
					}
				}
				if signatureLine(ps) {
					break
				}
			}
		}
		// A joint signature at a paper's close: the names over their law
		// firm's line, under the place and date or "Respectfully
		// submitted"; or under the signature itself ("By: /s/ A" / "A" /
		// "B" / "FIRM LLP", as Connecticut signs for "THE DEFENDANT,") when
		// a bar number or a counsel line in the block makes it a lawyers'
		// one (an officer signs for a company over its name too).
		for li := b[0] + 1; li < b[1]; li++ {
			firm := lines[li].pieces
			if len(firm) != 1 || !firmLine(firm[0].text) {
				continue
			}
			top := li
			names := 0
			barIn := func(ls []bline, from, to int) bool {
				for x := from; x < to; x++ {
					for _, p := range ls[x].pieces {
						if reBarNo.MatchString(p.text) || reCounselLine.MatchString(p.text) {
							return true
						}
					}
				}
				return false
			}
			for top > b[0] {
				ps := lines[top-1].pieces
				n := 0
				for _, p := range ps {
					if blockLawyer(p.text) != "" {
						n++
					}
				}
				if n == 0 || n != len(ps) {
					break
				}
				names += n
				top--
			}
			// Under a closing line or the signature's "By: /s/ Name", or
			// two names or more opening a block.
			signed := top > b[0] && signatureLine(lines[top-1].pieces) && barIn(lines, top, b[1])
			if !(top > b[0] && closeLine(lines[top-1].pieces) || signed || top == b[0] && names >= 2) {
				continue
			}
			for x := top; x < li; x++ {
				for _, p := range lines[x].pieces {
					record(x, p)
				}
			}
		}
	}
}

// counselLineOf reports whether a line holds a counsel line ("Counsel for
// Claimant: Jane Doe" names its lawyers after the colon, none above).
func counselLineOf(ps []blockPiece) bool {
	for _, p := range ps {
		if reCounselLine.MatchString(p.text) && !strings.Contains(p.text, ":") && !reDocketFlag.MatchString(p.text) {
			return true
		}
	}
	return false
}

// signatureLine reports whether a line opens a signature: "/s/ Name",
// "By: Name".
func signatureLine(ps []blockPiece) bool {
	for _, p := range ps {
		if reSigMark.MatchString(p.text) || reByLead.MatchString(p.text) || strings.HasPrefix(p.text, "s/ ") {
			return true
		}
	}
	return false
}

// firmLine reports whether t is a law firm's name on its own line.
func firmLine(t string) bool {
	t = strings.TrimSpace(t)
	return lawFirm(cleanName(t)) || reFirmTail.MatchString(t) || reLawFirmForm.MatchString(t)
}

// reCloseLine is the line over a paper's signatures: the place and date
// ("Vienna, 3 April 2025", "Dated: May 1, 2025") or the closing.
var reCloseLine = regexp.MustCompile(`(?i)^(?:dated?:?\s.*\d{4}|[A-Z][\p{L} .'-]{1,40},\s+(?:\d{1,2}(?:st|nd|rd|th)?\s+[A-Za-z]+|[A-Za-z]+\s+\d{1,2},?)\s+\d{4}\.?|respectfully\s+submitted,?|submitted\s+by:?|on\s+behalf\s+of\s+the\s+\w+:?)$`)

// closeLine reports whether a line is a closing (reCloseLine).
func closeLine(ps []blockPiece) bool {
	return len(ps) > 0 && reCloseLine.MatchString(strings.TrimSpace(ps[len(ps)-1].text))
}

// reLawFirmForm is a law firm's legal form: a professional partnership
// or company of lawyers ("Rechtsanwälte PartG mbB", "Advogados",
// "Abogados S.L.P.").
var reLawFirmForm = regexp.MustCompile(`(?i)\b(?:rechtsanw\S*|advogados|abogados|avocats|avvocati|advokat\S*|solicitors|lawyers|attorneys|llp|pllc)\b`)

// proseLine reports whether a line reads as prose, not as a line of a block.
func proseLine(ps []blockPiece) bool {
	for _, p := range ps {
		if utf8.RuneCountInString(p.text) > 70 || strings.HasSuffix(p.text, ".") && len(strings.Fields(p.text)) > 6 {
			return true
		}
	}
	return false
}

// headingLine reports whether a line ends a block's names from above: a
// heading over the signatures ("APPROVED AS TO FORM:", "No opposition:")
// or a judge's signature line.
func headingLine(ps []blockPiece) bool {
	for _, p := range ps {
		if strings.HasSuffix(p.text, ":") || judgeSignLine(p.text) || reJudgeTitle.MatchString(p.text) {
			return true
		}
	}
	return false
}

// nearestPiece is the index of the piece whose column is nearest col, or
// -1 when columns are unknown.
func nearestPiece(ps []blockPiece, col int) int {
	best, dist := -1, 1<<30
	for i, p := range ps {
		if p.col < 0 || col < 0 {
			if len(ps) == 1 {
				return 0
			}
			continue
		}
		d := p.col - col
		if d < 0 {
			d = -d
		}
		if d < dist {
			best, dist = i, d
		}
	}
	return best
}

// Counsel titles: the line under a lawyer's name that says what the lawyer
// is, with the ranks of public and in-house offices ("Chief Counsel",
// "Senior Attorney", "Area Counsel (Large Business)", "Lawyer for the
// Applicant", "Solicitor, Hale & Co"); the same title in apposition to a
// name in prose; and a name beside its law firm in a field.

// lawyerRanks are the ranks a lawyer's title may carry before the calling.
var lawyerRanks = []string{`ld\.?`, `learned`, `sr\.?`, `first`, `chief`, `senior`, `associate`, `assistant`, `deputy`, `division`, `area`,
	`regional`, `special`, `general`, `principal`, `lead`, `trial`, `staff`, `managing`, `supervising`,
	`litigation`, `appellate`, `in-house`}

// lawyerCallings are the callings of a lawyer's title.
var lawyerCallings = []string{`counsel`, `attorneys?(?:\s+at\s+law)?`, `legal\s+practitioners?`, `lawyers?`, `solicitors?(?:[- ]advocate)?`,
	`barristers?(?:[- ]at[- ]law)?`, `advocates?`, `adv\.?`}

// lawOfficerInitials are the titles of the state's lawyers by their
// initials, as South Asian orders print them after a name: a Deputy or an
// Assistant Attorney General ("D.A.G.", "A.A.G."), an Advocate General, a
// (Additional) Public Prosecutor, an Assistant Government Pleader, a
// Senior State Counsel ("S.S.C."), a Deputy or an Additional Solicitor
// General. Dots are required: "AG" alone ends a German company's name.
const lawOfficerInitials = `(?:addl\.\s*)?(?:d\.\s?a\.\s?g|a\.\s?a\.\s?g|a\.\s?g|a\.\s?p\.\s?p|p\.\s?p|a\.\s?g\.\s?p|g\.\s?p|s\.\s?s\.\s?c|d\.\s?s\.\s?g|a\.\s?s\.\s?g)\.`

var (
	reRankedCalling = `(?:(?:` + strings.Join(lawyerRanks, "|") + `)\s+)*(?:` + strings.Join(lawyerCallings, "|") + `)`
	// reLawyerTitle is a whole line that is a lawyer's title, maybe with
	// its side, its office in brackets or the firm after a comma.
	reLawyerTitle = regexp.MustCompile(`(?i)^` + reRankedCalling + `(?:\s+(?:on|of)\s+(?:the\s+)?record(?:\s+for\s+(?:the\s+)?[^:]{2,60})?|\s+(?:for|to)\s+(?:the\s+)?[^:]{2,60}|\s*\([^)]{2,60}\)|,\s+[^:]{2,60})?\.?$` +
		// A side's lawyer as a form's signature prints it: "Defendant's
		// Attorney-at-Law"; a barrister under the name: "(of Counsel)".
		`|(?i)^(?:the\s+)?(?:` + labelWords + `)(?:'s|s'|’s)\s+(?:attorney(?:[- ]at[- ]law)?|solicitor|counsel|lawyer|legal\s+(?:representative|practitioner))\.?$|(?i)^\(?\s*of\s+counsel\s*\)?$`)
	// reTitleApposition is a name in apposition to a lawyer's title in
	// prose: "Alicia Romero, Assistant Chief Counsel,", "Dana Whitcomb,
	// Esquire, counsel for Defendant".
	reTitleApposition = regexp.MustCompile(`(?:^|[^\p{L}])([A-Z][\p{L}'’.-]*(?:\s+[A-Z][\p{L}'’.-]*){1,3}),(?:\s+Esq(?:uire)?\.?,)?\s+(?i:` + reRankedCalling + `)(?:[,;.]|\s+(?:for|to|of)\s)`)
	// reNameFirm is a name beside its firm after a field's label or "by":
	// "Prepared by: Declan Moore, Moore Hale Lawyers".
	reNameFirm = regexp.MustCompile(`(?:^|:\s*|\b(?:by|with)\s+)((?:Mr|Ms|Mrs|Miss|Dr)\.?\s+)?([A-Z][\p{L}'’.-]+(?:\s+[A-Z][\p{L}'’.-]*){1,3}),\s+([A-Z][^,;:()]{2,60}?)(?:[,;(]|$|\s+(?:LSO|SRA|Tel|Ph|Email|Ref)\b)`)
	// reNameTitleLine is a signature's line of a name and its title
	// after a comma, and nothing else: "Rebecca Bramley, Solicitor".
	// The line may end with "with" before the junior on the next line
	// ("Mr. A Khan, Senior Advocate with" / "Mr. B Karim, Advocate"), and
	// the title may be a law officer's by its initials ("D.A.G.").
	reNameTitleLine = regexp.MustCompile(`^((?:(?:Mr|Ms|Mrs|Miss|Dr)\.?\s+)?[A-Z][\p{L}'’.-]*(?:\s+[A-Z][\p{L}'’.-]*){1,3}),\s+(?i:` + reRankedCalling + `|` + lawOfficerInitials + `)\.?(?:\s+(?:with|along\s+with)|\s+for\s+(?:the\s+)?\p{L}[\p{L} ]{2,40}\.?)?$`)
	// rePluralCalling ends a firm's line, not a lawyer's: "Anderson Lyle,
	// Solicitors".
	rePluralCalling = regexp.MustCompile(`(?i)(?:attorneys(?:[- ]at[- ]law)?|lawyers|solicitors|barristers|advocates|legal\s+practitioners)\.?\s*$`)
	// reSignedByLead opens a signature line: "Signed by", "Signed:".
	reSignedByLead = regexp.MustCompile(`(?i)^(?:signed(?:\s+by)?|signature)\s*:?\s+`)
	// reLawName is a firm named for the law with a company's form:
	// "Siddiqui Law Professional Corporation", "Mehta Employment Law Ltd".
	reLawName = regexp.MustCompile(`(?i)\blaw\b.*\b(?:corporation|ltd|limited|pc|p\.c\.|llc|inc|pllc)\.?$`)
)

// reDocketFlag is a docket sheet's flag under a lawyer's address ("LEAD
// ATTORNEY", "ATTORNEY TO BE NOTICED"): the line above it is the address.
var reDocketFlag = regexp.MustCompile(`(?i)^\s*(?:lead\s+attorney|attorney\s+to\s+be\s+noticed)\s*$`)

// firmish reports whether t names a law firm by its own words (a company's
// form alone, "LLC", names none).
func firmish(t string) bool {
	t = strings.TrimSpace(t)
	return len(strings.Fields(t)) >= 2 && (lawFirm(t) || reLawName.MatchString(t))
}

// typedLawyer is the person a signature's name line names ("Signed by X",
// "/s/ X", "By: X", "X (SBN 1)", "X, Esq."), or "".
func typedLawyer(t string) string {
	t = strings.TrimSpace(reSignedByLead.ReplaceAllString(strings.TrimSpace(t), ""))
	if isRegion(t) {
		return "" // "..., Hong Kong, Solicitors for the Plaintiff": the end of an address
	}
	if n := lawyerNameIn(t); n != "" {
		return n
	}
	if len(t) > 50 || strings.ContainsAny(t, ":@0123456789") {
		return ""
	}
	return blockLawyer(t)
}

// reForSideLine is a side alone on its line, in capitals or not: "FOR THE
// APPLICANTS", "For the Respondent".
var reForSideLine = regexp.MustCompile(`^(?i:for\s+the\s+(?:` + labelWords + `|` + strings.Join(appearSides, "|") + `))$`)

// appearanceColumns reads an appearances page laid out in two columns, as
// the Federal Court of Canada prints it, read in order: the lawyers' names,
// then "FOR THE APPLICANTS". Only under "APPEARANCES", before "SOLICITORS
// OF RECORD" (whose column holds firms).
func (r *rulesRun) appearanceColumns(v *pageView) {
	in := false
	for k, sg := range v.segs {
		t := strings.TrimSpace(sg.text)
		switch {
		case sg.blank:
			continue
		case reAppearancesHead.MatchString(t):
			in = true
			continue
		case strings.HasSuffix(t, ":") && !reAppearancesHead.MatchString(t):
			in = false
			continue
		}
		if !in || !reForSideLine.MatchString(t) {
			continue
		}
		for j, seen := k-1, 0; j >= 0 && seen < 4; j-- {
			if v.segs[j].blank {
				continue
			}
			pt := strings.TrimSpace(v.segs[j].text)
			if reForSideLine.MatchString(pt) || reAppearancesHead.MatchString(pt) || strings.HasSuffix(pt, ":") {
				break
			}
			seen++
			if n := cleanName(pt); isPersonName(n) && !isEntityName(n) {
				r.party(v, n, RoleCounsel, "", v.segs[j].text, 0, len(v.segs[j].text))
			}
		}
	}
}

// reAppearancesHead heads the list of who appeared.
var reAppearancesHead = regexp.MustCompile(`^(?i:appearances?|counsel\s+appearing)\s*:?$`)

// reRepLabel labels a side's representative on a form or a file's cover:
// "Agency Representative:", "Appellant's Representative:",
// "Representative for the Employer:". Group 1 is what follows on the line.
var reRepLabel = regexp.MustCompile(`^(?i:(?:the\s+)?(?:` + labelWords + `|agency|employer|union|employee)['’]?s?\s+(?:legal\s+)?representative|(?:legal\s+)?representative\s+(?:for|of)\s+(?:the\s+)?(?:` + labelWords + `|agency|employer|union|employee))\s*:\s*(.*)$`)

// representativeLabels reads the lawyer a representative's label names,
// on its line or the next: a name with "Esquire" or a lawyer's style (a
// party's representative may be no lawyer, so a bare name is not read).
func (r *rulesRun) representativeLabels(v *pageView) {
	for k, sg := range v.segs {
		m := reRepLabel.FindStringSubmatch(strings.TrimSpace(sg.text))
		if sg.blank || m == nil {
			continue
		}
		line := strings.TrimSpace(m[1])
		if line == "" {
			for j := k + 1; j < len(v.segs) && j <= k+2; j++ {
				if !v.segs[j].blank {
					line = strings.TrimSpace(v.segs[j].text)
					break
				}
			}
		}
		if line == "" || !reEsqAny.MatchString(line) {
			continue
		}
		if n := lawyerNameIn(reEsqAny.ReplaceAllString(line, ", Esq.")); n != "" {
			r.party(v, n, RoleCounsel, "", line, 0, len(line))
		}
	}
}

// reOfCounselHead heads the lawyers "of counsel" in a signature block.
var reOfCounselHead = regexp.MustCompile(`^(?i:of\s+counsel)\s*:$`)

// reEsqAny is a lawyer's style after a name: "Esq.", "Esquire".
var reEsqAny = regexp.MustCompile(`(?i),?\s+(?:esq\.?|esquire)\b`)

// counselTitles reads the lawyers named by their titles (see above).
// reBeforeMe opens a jurat's officer: "Before me,", "BEFORE ME:".
var reBeforeMe = regexp.MustCompile(`(?i)^before\s+me\b`)

// beforeMeAbove tells whether one of the four lines above seg k opens a
// jurat's officer ("Before me,"): the lawyer's title under it is the
// officer's, who takes the oath and acts for no party.
func beforeMeAbove(v *pageView, k int) bool { return lineAbove(v, k, 4, reBeforeMe) }

func (r *rulesRun) counselTitles(v *pageView) {
	r.representativeLabels(v)
	r.appearanceColumns(v)
	for k, sg := range v.segs {
		if sg.blank {
			continue
		}
		// "Omar J. Siddiqui (0097761)": a name with its bar registration
		// number in brackets on a line of its own is a lawyer's, under
		// whichever line of the block it stands.
		if m := reParenBar.FindStringSubmatch(strings.TrimSpace(sg.text)); m != nil {
			if n := cleanName(m[1]); isPersonName(n) && !(k+1 < len(v.segs) && reTrusteeLine.MatchString(strings.TrimSpace(v.segs[k+1].text))) { // a trustee who signs in office is no one's lawyer
				r.party(v, n, RoleCounsel, "", sg.text, 0, len(sg.text))
			}
			continue
		}
		// "OF COUNSEL:" over the lawyers of a firm that does not sign
		// (Delaware, New York): each name line under it, to the firm.
		if reOfCounselHead.MatchString(strings.TrimSpace(sg.text)) {
			for j := k + 1; j < len(v.segs) && j <= k+4; j++ {
				if v.segs[j].blank {
					break
				}
				n := cleanName(reEsqTail.ReplaceAllString(strings.TrimSpace(v.segs[j].text), ""))
				if !isPersonName(n) || isEntityName(n) || lawFirm(v.segs[j].text) {
					break
				}
				r.party(v, n, RoleCounsel, "", v.segs[j].text, 0, len(v.segs[j].text))
			}
			continue
		}
		if m := reNameTitleLine.FindStringSubmatchIndex(strings.TrimSpace(sg.text)); m != nil && !rePluralCalling.MatchString(sg.text) && !institutionOfficer(v, k) {
			t := strings.TrimSpace(sg.text)
			if n := typedLawyer(t[m[2]:m[3]]); n != "" {
				r.party(v, n, RoleCounsel, "", t, m[2], m[3])
			}
			continue
		}
		if !reLawyerTitle.MatchString(strings.TrimSpace(sg.text)) || reCounselColon.MatchString(sg.text) || reDocketFlag.MatchString(sg.text) {
			continue
		}
		if institutionOfficer(v, k) {
			continue // an arbitral institution's counsel writes for it, for no party
		}
		if beforeMeAbove(v, k) {
			continue // "Before me, / Ng Siu Fan / Solicitor": the officer who took the oath acts for no one
		}
		// The name line above, past a typed name under "/s/ X".
		for j, seen := k-1, 0; j >= 0 && seen < 2; j-- {
			if v.segs[j].blank {
				break
			}
			seen++
			if n := typedLawyer(v.segs[j].text); n != "" {
				r.party(v, n, RoleCounsel, "", v.segs[j].text, 0, len(v.segs[j].text))
				if seen == 1 && j > 0 && !reSigMark.MatchString(v.segs[j-1].text) {
					break
				}
				continue
			}
			break
		}
	}
	for _, p := range v.paras {
		t := p.text
		low := strings.ToLower(t)
		if strings.Contains(low, "counsel") || strings.Contains(low, "attorney") || strings.Contains(low, "solicitor") || strings.Contains(low, "lawyer") || strings.Contains(low, "advocate") || strings.Contains(low, "barrister") || strings.Contains(low, "practitioner") {
			for _, m := range reTitleApposition.FindAllStringSubmatchIndex(t, -1) {
				if strings.HasSuffix(strings.TrimRight(t[:m[2]], " "), " of") {
					continue // "Mr X of Kestrel Dunmore, counsel for": the firm
				}
				if n := typedLawyer(t[m[2]:m[3]]); n != "" {
					r.party(v, n, RoleCounsel, "", t, m[2], m[3])
				}
			}
		}
		// An English order's recital of who was heard: "Counsel for the
		// Petitioner (Mr Tobias Venn)", "Ms Priya Sandhu of HMRC
		// Solicitor's Office for HM Revenue & Customs".
		if reUponHearing.MatchString(t) {
			r.personsMatched(v, t, RoleCounsel, reCounselBracketName, reLawyerOfFor)
		}
		// "the Landlord's legal representative Anita Desai", "Plaintiff's
		// counsel, John Roe,": a side's lawyer named after the title.
		r.personsMatched(v, t, RoleCounsel, reSideLawyerName, reNameCounselOffice)
		// "The applicant, by Ms Rowbotham of counsel, seeks", "prepared by
		// Tessa Rowbotham of counsel", "by Mr Pascoe, solicitor,", "Mr
		// Bryce Pascoe of Hallett Quill Lawyers, who act for the first
		// respondent": a lawyer named by the calling or the firm that
		// acts.
		for _, re := range []*regexp.Regexp{reByOfCounsel, reOfFirmActing} {
			for _, m := range re.FindAllStringSubmatchIndex(t, -1) {
				if n := lawyerPiece(t[m[2]:m[3]]); n != "" {
					r.party(v, n, RoleCounsel, "", t, m[2], m[3])
				}
			}
		}
		for _, m := range reNameFirm.FindAllStringSubmatchIndex(t, -1) {
			if !firmish(t[m[6]:m[7]]) {
				continue
			}
			if n := blockLawyer(t[m[4]:m[5]]); n != "" {
				r.party(v, n, RoleCounsel, "", t, m[4], m[5])
			}
		}
	}
}

var (
	// reUponHearing opens an order's recital of those heard.
	reUponHearing = regexp.MustCompile(`(?i)\bupon\s+hearing\b|\bhaving\s+heard\b`)
	// reCounselBracketName is a side's lawyer named in brackets after the
	// side: "Counsel for the Petitioner (Mr Tobias Venn)".
	reCounselBracketName = regexp.MustCompile(`(?i:counsel|solicitors?|advocates?)\s+(?i:for|on\s+behalf\s+of)\s+(?:the\s+)?[\p{L}&' ]{2,60}?\s*\(\s*(?:(?:Mr|Ms|Mrs|Miss|Dr)\.?\s+)?(\p{Lu}[\p{L}'’.\-]+(?:\s+\p{Lu}[\p{L}'’.\-]+){1,3})(?:\s+(?:KC|QC|SC))?\s*\)`)
	// reLawyerOfFor is a lawyer heard, named with the office and the
	// client: "Ms Priya Sandhu of HMRC Solicitor's Office for HM Revenue
	// & Customs".
	reLawyerOfFor = regexp.MustCompile(`\b(?:Mr|Ms|Mrs|Miss|Dr)\.?\s+(\p{Lu}[\p{L}'’.\-]+(?:\s+\p{Lu}[\p{L}'’.\-]+){1,3})\s+of\s+[^,;()]{2,80}?\s+(?i:for|on\s+behalf\s+of)\s+(?:the\s+)?\p{Lu}`)
)

// reSideLawyerName is a side's lawyer named in prose after the title
// that says whose: "the Landlord's legal representative Anita Desai",
// "Defendant's counsel, Ms. Joan Poe,". Group 1 is the name. A company's
// plain "representative" is no lawyer.
var reSideLawyerName = regexp.MustCompile(`\b(?:[Tt]he\s+)?\p{Lu}\p{Ll}+(?:'s|’s|s'|s’)\s+(?:legal\s+representative|counsel|lawyer|solicitor|attorney|barrister|advocate|paralegal)\s*,?\s+(?:(?:Mr|Ms|Mrs|Miss|Dr)\.?\s+)?(\p{Lu}[\p{L}'’-]*\.?(?:\s+\p{Lu}[\p{L}'’-]*\.?){1,3})`)

// reByOfCounsel is a lawyer named after "by" with the calling after the
// name: "by Ms Rowbotham of counsel", "by Mr Pascoe, solicitor". Group 1
// is the name with its courtesy title.
var reByOfCounsel = regexp.MustCompile(`\b(?:[Bb]y|[Ff]or)\s+((?:(?:Mr|Ms|Mrs|Miss|Dr)\.?\s+)?\p{Lu}[\p{L}'’-]*\.?(?:\s+\p{Lu}[\p{L}'’-]*\.?){0,3}),?\s+(?:of\s+counsel|solicitor|barrister|counsel)\b`)

// reOfFirmActing is a lawyer of a firm that acts for a side: "Mr Bryce
// Pascoe of Hallett Quill Lawyers, who act for the first respondent".
var reOfFirmActing = regexp.MustCompile(`((?:(?:Mr|Ms|Mrs|Miss|Dr)\.?\s+)?\p{Lu}[\p{L}'’-]*\.?(?:\s+\p{Lu}[\p{L}'’-]*\.?){1,3})\s+of\s+\p{Lu}[\p{L}&'’ .-]{2,60}?(?:Lawyers|LLP|Solicitors|Legal|Law|& Co\.?|Attorneys|Chambers),?\s+(?:who|which)\s+(?:act|acts|are\s+acting|is\s+acting)\s+for\b`)

// reNameCounselOffice is a person named with an in-house lawyer's office
// after the name: "Leland F. Strickmann, General Counsel", "Jo Roe,
// Respondent's Associate General Counsel". Group 1 is the name.
var reNameCounselOffice = regexp.MustCompile(`(?:^|[\s;:(])((?:(?:Mr|Ms|Mrs|Dr)\.?\s+)?\p{Lu}[\p{L}'’-]*\.?(?:\s+\p{Lu}[\p{L}'’-]*\.?){1,3}),\s+(?:(?:the\s+)?\p{Lu}\p{Ll}+(?:'s|’s)\s+)?(?:(?:Senior\s+|Executive\s+)?Vice\s+President(?:,\s+|\s+and\s+|\s*&\s*))?(?:(?i:deputy|associate|assistant|senior|acting|chief)\s+)?(?:General|GENERAL|In-house|In-House|Corporate)\s+(?:Counsel|COUNSEL)\b`)

// Appearance lines: a side's label alone on its line with its lawyers on
// the lines below ("Counsel for the applicant:" / "Adv. T. Naidoo"; "For
// Petitioner(s) : Mr. X, Sr. Adv." / "Ms. Y, AOR"), a name and its side
// joined by dotted leaders, "Mr X, instructed by Y, for Z" for any side,
// and a barrister's letters after the name on a line of its own.
var (
	// reSideLabel is a side's appearance label ending in a colon, with its
	// first lawyers after it or none.
	reSideLabel = regexp.MustCompile(`(?i)^(?:(?:counsel|attorneys?|solicitors?|advocates?|representatives?)\s+for\s+(?:the\s+)?[\p{L} /-]{2,40}|for\s+(?:the\s+)?(?:` + labelWords + `)(?:\s*\(s\))?|representing\s+(?:the\s+)?[\p{L}\p{M} .,&'’/-]{2,60}?)\s*:\s*(.*)$`)
	// reRepresentativeIs closes a line that introduces a side's
	// representatives on the lines below: "... authorized representative
	// in this administrative proceeding is:".
	reRepresentativeIs = regexp.MustCompile(`(?i)\b(?:representatives?|counsel|attorneys?)\b[^:]{0,80}\b(?:is|are)\s*:$`)
	// reLawyerLabelLead opens a side label that names lawyers, not the
	// side's own people: "Counsel for", "Attorneys for", "Representing"
	// (a solicitors' label names a firm: "Minter Ellison").
	reLawyerLabelLead = regexp.MustCompile(`(?i)^(?:counsel|attorneys?|advocates?|representing)\b`)
	// reOfficeOf is a law office of a State under its holder's name:
	// "Attorney General of the Republic of X", "Solicitor General".
	reOfficeOf = regexp.MustCompile(`(?i)^(?:(?:deputy|assistant|acting)\s+)?(?:attorney|solicitor|procurator)[- ]general\b(?:\s+of\s+.*)?$`)
	// reLawyerLineLead opens a lawyer's line in an appearance list: an
	// honorific or an advocate's style.
	reLawyerLineLead = regexp.MustCompile(`^(?:H\.\s?E\.\s+)?(?:Mr|Ms|Mrs|Miss|Dr|Sh|Shri|Smt|Sri|Adv|MR|MS|MRS|DR|Prof|Professor)\.?\s+[A-Z]`)
	// reLawyerLineDesig ends a lawyer's line: the designation.
	reLawyerLineDesig = regexp.MustCompile(`(?i),\s*(?:(?:sr\.?|senior|ld\.?|learned)\s+)?(?:adv(?:ocate)?s?|aor|advocate[- ]on[- ]record|counsel|solicitor|barrister|agp|app|aga|cgsc|spc|asg|addl\.?\s+pp|pp|kc|qc|sc|san)\.?$`)
	// reDottedSide is "Name ........ counsel for the Crown".
	reDottedSide = regexp.MustCompile(`(?i)^(.{3,60}?)\s*\.{4,}\s*(?:(?:counsel|solicitors?|advocates?|agents?|appearing|amicus(?:\s+curiae)?)(?:\s+(?:for|on\s+behalf\s+of)\s+.*)?|(?:for|on\s+behalf\s+of)\s+.+)$`)
	// reInstructedComma is "Mr X, instructed by Y, for Z".
	reInstructedComma = regexp.MustCompile(`^(.{4,120}?),?\s+\(?instructed\s+by\s+[^()]{2,80}?\)?,\s*(?:appeared\s+|appearing\s+)?(?:for|on\s+behalf\s+of)\s+\S`)
	// reBarristerLetters is a barrister's name with the letters after it.
	reBarristerLetters = regexp.MustCompile(`^([A-Z][\p{L}'’.\- ]{3,60}?),?\s+(?:B\.\s?L\.?|BL|Barrister[- ]at[- ]Law)$`)
	// reBracketLawyers is a bracketed list of lawyers with honorifics:
	// "(Mr Jonathan Goh / Ms Priscilla Wee)".
	reBracketLawyers = regexp.MustCompile(`^\(\s*((?:Mr|Ms|Mrs|Miss|Dr)\.?\s+[^()]{3,120})\)$`)
	reSlashSplit     = regexp.MustCompile(`\s*/\s*`)
)

// lawyersOf records each lawyer of a list (reLawyerSplit, lawyerPiece).
func (r *rulesRun) lawyersOf(v *pageView, list, line string) int {
	n := 0
	for _, piece := range reLawyerSplit.Split(reParenAside.ReplaceAllString(list, ","), -1) {
		if name := lawyerPiece(piece); name != "" {
			r.party(v, name, RoleCounsel, "", line, 0, len(line))
			n++
		}
	}
	return n
}

// appearanceLines reads the lawyers of appearance lines (see above).
func (r *rulesRun) appearanceLines(v *pageView) {
	for k, sg := range v.segs {
		if sg.blank {
			continue
		}
		t := strings.TrimSpace(sg.text)
		if m := reSideLabel.FindStringSubmatch(t); m != nil {
			// Under a lawyer's label ("Counsel for Petitioner:") a line
			// that is a person's name alone names a lawyer too, and the
			// lawyers may follow on its line ("Representing the Claimant:
			// Mr. Farid Haddad, Haddad & Partners").
			lawyerLabel := reLawyerLabelLead.MatchString(t)
			if lawyerLabel && strings.TrimSpace(m[1]) != "" {
				r.lawyersOf(v, reInstructingFirm.ReplaceAllString(m[1], ","), sg.text) // "..., instructed by Firm & Co.": no lawyer
			}
			// The lawyers on the next lines: while a line reads as a
			// lawyer's (an honorific or a designation), up to the next label.
			for j := k + 1; j < len(v.segs) && j <= k+8; j++ {
				nt := strings.TrimSpace(v.segs[j].text)
				if v.segs[j].blank || strings.Contains(nt, ":") || reSideLabel.MatchString(nt) || len(nt) > 90 {
					break
				}
				// A State's law officer's office under the name ("H.E. Mr
				// X" / "Attorney General"): the list goes on below it.
				if publicCounselTitles.MatchString(nt) || reOfficeOf.MatchString(nt) {
					continue
				}
				if lawyerLabel && reWithHimAside.MatchString(nt) && !reSentenceVerb.MatchString(nt) {
					// "Lee Chun Hao (Aisyah binti Kamal with him)": the
					// lead and the junior in brackets.
					if r.lawyersOf(v, reWithHimAside.ReplaceAllString(nt, ", $1$2,"), v.segs[j].text) > 0 {
						continue
					}
					break
				}
				if lawyerLabel && !reLawyerLineLead.MatchString(nt) && !reLawyerLineDesig.MatchString(nt) && !reSentenceVerb.MatchString(nt) {
					if n := blockLawyer(nt); n != "" && isPersonName(n) {
						r.party(v, n, RoleCounsel, "", v.segs[j].text, 0, len(v.segs[j].text))
						continue
					}
					break
				}
				if !reLawyerLineLead.MatchString(nt) && !reLawyerLineDesig.MatchString(nt) || reSentenceVerb.MatchString(nt) {
					break
				}
				if r.lawyersOf(v, nt, v.segs[j].text) == 0 {
					break
				}
			}
			continue
		}
		// "The Complainant's authorized representative in this proceeding
		// is:" over the lawyers' names, one a line, then the firm.
		if reRepresentativeIs.MatchString(t) {
			for j := k + 1; j < len(v.segs) && j <= k+6; j++ {
				nt := strings.TrimSpace(v.segs[j].text)
				n := cleanName(nt)
				if v.segs[j].blank || !isPersonName(n) || isEntityName(n) || lawFirm(nt) {
					break
				}
				r.party(v, n, RoleCounsel, "", v.segs[j].text, 0, len(v.segs[j].text))
			}
			continue
		}
		if m := reDottedSide.FindStringSubmatch(t); m != nil && strings.Contains(t, "....") {
			if n := lawyerPiece(m[1]); n != "" {
				r.party(v, n, RoleCounsel, "", sg.text, 0, len(sg.text))
			}
			continue
		}
		if m := reInstructedComma.FindStringSubmatch(t); m != nil && strings.Contains(t, "nstructed") {
			r.lawyersOf(v, m[1], sg.text)
			continue
		}
		if m := reBarristerLetters.FindStringSubmatch(t); m != nil {
			if n := blockLawyer(m[1]); n != "" {
				r.party(v, n, RoleCounsel, "", sg.text, 0, len(sg.text))
			}
			continue
		}
		// "(Attn: Mr Daniel Koh / Ms Felicia Lim)" under "Filed by X LLC,
		// solicitors for the Claimant": the firm's lawyers.
		if m := reBracketAttn.FindStringSubmatch(t); m != nil && counselLineAbove(v, k) {
			for _, piece := range reSlashSplit.Split(m[1], -1) {
				r.lawyersOf(v, piece, sg.text)
			}
			continue
		}
		// "(Mr X / Ms Y)" under the firm's "Solicitors for ..." line.
		if m := reBracketLawyers.FindStringSubmatch(t); m != nil && k > 0 && !v.segs[k-1].blank && reCounselLine.MatchString(strings.TrimSpace(v.segs[k-1].text)) {
			for _, piece := range reSlashSplit.Split(m[1], -1) {
				r.lawyersOf(v, piece, sg.text)
			}
		}
	}
}

// reBracketAttn is a firm's attention line in brackets: "(Attn: Mr X /
// Ms Y)". Group 1 is the names.
var reBracketAttn = regexp.MustCompile(`^\(\s*(?i:attn|attention)\s*[:.]?\s*([^()]{3,120})\)$`)

// counselLineAbove reports whether one of the four lines above segment k
// says a firm acts for a side ("solicitors for the Claimant").
func counselLineAbove(v *pageView, k int) bool {
	for j := k - 1; j >= 0 && j >= k-4; j-- {
		if !v.segs[j].blank && reAttorneysFor.MatchString(v.segs[j].text) {
			return true
		}
	}
	return false
}

// reRepresentativeBox is a form's box for the lawyer who acts, numbered or
// not, its value after it on the line or on the next: "11.1 Name of
// representative", "4. Debtor's attorney", "Claimant's solicitor".
var reRepresentativeBox = regexp.MustCompile(`(?i)^(?:\d{1,2}(?:\.\d{1,2})*\.?\s+)?(?:name\s+of\s+(?:the\s+|your\s+)?(?:legal\s+)?representative|legal\s+representative\s{2,}|(?:` + labelWords + `|debtors?|creditors?|movants?)(?:'s|’s|s'|s’)\s+(?:attorney|lawyer|solicitor|counsel|legal\s+representative))\s*:?\s*(.*)$`)

// representativeBoxes reads the lawyer a form's representative box
// names (reRepresentativeBox).
func (r *rulesRun) representativeBoxes(v *pageView) {
	for k, sg := range v.segs {
		if sg.blank {
			continue
		}
		m := reRepresentativeBox.FindStringSubmatch(strings.TrimSpace(sg.text))
		if m == nil {
			continue
		}
		val, at := strings.TrimSpace(m[1]), k
		if val == "" && k+1 < len(v.segs) && !v.segs[k+1].blank {
			val, at = strings.TrimSpace(v.segs[k+1].text), k+1
		}
		if i := reTightGap.FindStringIndex(val); i != nil {
			val = val[:i[0]] // "Lauren K. Briggs   Contact phone ..."
		}
		if n := blockLawyer(val); n != "" {
			r.party(v, n, RoleCounsel, "", v.segs[at].text, 0, len(v.segs[at].text))
		}
	}
}

// lawFirmLetterhead reports whether page v opens with a law firm's name
// (its first two lines): a letter on it is written by the firm's lawyer.
// A firm named further down is the addressee's, no letterhead.
func lawFirmLetterhead(v *pageView) bool {
	seen := 0
	for _, sg := range v.segs {
		if sg.blank {
			continue
		}
		if t := strings.TrimSpace(sg.text); firmish(cleanName(t)) || firmish(t) {
			return true
		}
		if seen++; seen >= 2 {
			return false
		}
	}
	return false
}

// reDeliveryLine is a letter's mode of delivery: "By Email", "Via
// courier", "VIA ELECTRONIC RECORDS EXPRESS", "By Certified Mail"; on a
// line of its own it names no one.
var reDeliveryLine = regexp.MustCompile(`(?i)^(?:sent\s+)?(?:by|via)\s+(?:e-?mail|hand|post|fax|facsimile|courier|first[- ]class|electronic|ecf|cm/ecf|overnight|federal\s+express|fedex|ups|certified|registered|regular|priority|express|u\.?\s?s\.?\s+mail|mail|messenger|portal)\b`)

// letterHeadLine reports whether a line is a letter's addressee or mark
// ("To: Firm (Attn: ...)", "By Email"): a counsel line
// under a letter's addressees closes no signature block above them.
func letterHeadLine(ps []blockPiece) bool {
	for _, p := range ps {
		t := strings.TrimSpace(p.text)
		if reToLine.MatchString(t) || reDeliveryLine.MatchString(t) || attnLine(t) {
			return true
		}
	}
	return false
}

// reInstitution names an arbitral institution or its secretariat: "Hong
// Kong International Arbitration Centre", "ICC International Court of
// Arbitration", "Permanent Court of Arbitration", "SIAC".
var reInstitution = regexp.MustCompile(`(?i)\b(?:arbitration\s+(?:centre|center|institute|association|court)|court\s+of\s+arbitration|centre\s+for\s+(?:international\s+)?(?:arbitration|dispute\s+resolution)|center\s+for\s+(?:international\s+)?(?:arbitration|dispute\s+resolution)|international\s+centre\s+for\s+dispute\s+resolution|secretariat\s+of\s+the\s+(?:court|tribunal|centre)|chamber\s+of\s+commerce)\b|\b(?:ICC|LCIA|SIAC|HKIAC|ICDR|SCC|ICSID|CIETAC|VIAC|KCAB|JAMS)\b`)

// institutionOfficer reports whether the lawyer's title at seg k of v is
// an arbitral institution's officer's: the institution named on the line
// below it, or heading the page, with no side after the title ("Counsel",
// "Case Counsel").
func institutionOfficer(v *pageView, k int) bool {
	title := strings.ToLower(strings.TrimSpace(v.segs[k].text))
	if strings.Contains(title, " for ") || strings.Contains(title, " to ") {
		return false
	}
	for j := k + 1; j < len(v.segs) && j <= k+2; j++ {
		if v.segs[j].blank {
			break
		}
		if t := strings.TrimSpace(v.segs[j].text); reInstitution.MatchString(t) && !lawFirm(t) {
			return true
		}
	}
	if h := firstText(v); h >= 0 && h < k {
		t := strings.TrimSpace(v.segs[h].text)
		return reInstitution.MatchString(t) && !lawFirm(t) && !reCaptionJunk.MatchString(t) && len(strings.Fields(t)) <= 8
	}
	return false
}

// Counsel lists: the cover of a law report or a judgment (New South Wales,
// Victoria, the Federal Court, New Zealand) lists counsel and then the
// firms under their own headings, each line closed by the side it acts for
// in brackets: "Counsel:" / "A B Smith SC with C Jones (Plaintiff)" /
// "Solicitors:" / "Smith & Co (Plaintiff)". The bracket names the side the
// lawyer acts for, never a side the lawyer is; the firms are no parties.
var (
	// reCounselListHead heads such a list, alone on its line.
	// reCounselListLead is a list's head with its first entry after the
	// colon on the same line. Group 1 is the head.
	reCounselListLead = regexp.MustCompile(`^([A-Za-z ]{5,40}:)\s*\S`)
	reCounselListHead = regexp.MustCompile(`(?i)^(?:representation\s*:?\s*)?(?:counsel(?:\s+appearing)?|(?:instructing\s+)?solicitors|legal\s+representatives?)\s*:?$`)
	// reFieldValue is a cover's short value with figures in it: a file
	// number, a date.
	reFieldValue = regexp.MustCompile(`^[\w./\-() ]{0,30}\d[\w./\-() ]{0,30}$`)
	// reFirmsListHead is the heading of the firms' list.
	reFirmsListHead = regexp.MustCompile(`(?i)solicitors|legal\s+representative`)
	// reSideBracketEnd closes a line of the list: "(Plaintiff)", "(First
	// Defendant)", "(for the Applicant)", "(Respondents)".
	reSideBracketEnd = regexp.MustCompile(`^(.{2,200}?)\s*\(\s*(?i:for\s+)?(?i:the\s+)?(?:` + sideLabel + `)(?:\s*(?:,|and|&)\s*(?:` + sideLabel + `))*\s*\)\.?$`)
)

// inCounselList reports whether segment k stands in such a list: below its
// heading, every line between closed by a side in brackets.
// listEntry is a counsel list's line without the list's head before it
// ("COUNSEL: X (Plaintiff)" gives "X (Plaintiff)").
func listEntry(t string) string {
	t = strings.TrimSpace(t)
	if m := reCounselListLead.FindStringSubmatch(t); m != nil && reCounselListHead.MatchString(m[1]) {
		return strings.TrimSpace(t[len(m[1]):])
	}
	return t
}

func inCounselList(v *pageView, k int) bool {
	if k >= len(v.segs) || !reSideBracketEnd.MatchString(listEntry(v.segs[k].text)) {
		return false
	}
	values := 0
	for j := k; j >= 0 && j >= k-10; j-- {
		t := strings.TrimSpace(v.segs[j].text)
		if v.segs[j].blank {
			continue
		}
		// "COUNSEL: J D Strathmore (Plaintiff)": the head with the list's
		// first entry on its line (a judgment's cover page).
		if m := reCounselListLead.FindStringSubmatch(t); m != nil && reCounselListHead.MatchString(m[1]) {
			return true
		}
		if j == k {
			continue
		}
		if reCounselListHead.MatchString(t) {
			return true
		}
		// A cover printed as two columns, labels then values, reads the
		// value of the label above the list's head ("FILE NUMBER(S):" /
		// "COUNSEL:" / "2024/00291736" / "J D Strathmore (Plaintiff)")
		// between the head and its entries.
		if reFieldValue.MatchString(t) && values == 0 && !reSideBracketEnd.MatchString(t) {
			values++
			continue
		}
		if !reSideBracketEnd.MatchString(t) {
			return false
		}
	}
	return false
}

// counselList reads the lawyers of a "Counsel:" list (see above); the
// firms under "Solicitors:" are read by no one.
func (r *rulesRun) counselList(v *pageView) {
	for k, sg := range v.segs {
		if sg.blank || !inCounselList(v, k) {
			continue
		}
		// The list's own heading: counsel, not the firms.
		firms := false
		for j := k; j >= 0; j-- {
			t := strings.TrimSpace(v.segs[j].text)
			if m := reCounselListLead.FindStringSubmatch(t); m != nil && reCounselListHead.MatchString(m[1]) {
				t = m[1]
			} else if j == k {
				continue
			}
			if reCounselListHead.MatchString(t) {
				firms = reFirmsListHead.MatchString(t)
				break
			}
		}
		if firms {
			continue
		}
		m := reSideBracketEnd.FindStringSubmatch(listEntry(sg.text))
		r.lawyersOf(v, m[1], sg.text)
	}
}
