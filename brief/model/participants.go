package model

import (
	"regexp"
	"strings"
)

// The participants of a case that no caption labels: the debtors a
// chapter 11 filing lists in the footnote to its caption ("The Debtors in
// these chapter 11 cases, with the last four digits of each Debtor's
// federal tax identification number, are: A (1204); B (5521); and C
// (9033)."), the trustee who moves in a bankruptcy case, whoever objects
// in a bankruptcy case (a creditors' committee, the United States
// Trustee, a creditor or a landlord, named as the subject of the paper's
// first sentence: a party in interest, though no caption labels it), and
// a party named by its label that testifies ("Claimant testified on her
// own behalf", "the Petitioner having testified"), a client named after
// its label in an appearance ("X, Esquire, for Petitioner, Y."), and the
// maker of a petition that opens in its name ("The Petition of X, by her
// attorneys, respectfully represents").

var (
	// reDebtorsList opens a joint case's list of its debtors.
	reDebtorsList = regexp.MustCompile(`(?i)\bthe\s+debtors\s+in\s+these\s+(?:jointly\s+administered\s+)?(?:chapter\s+\d+\s+)?cases\b[^:]{0,200}?\b(?:are|is)\b(?:\s+as\s+follows)?\s*:\s*`)
	// reListEnd ends the list: the next sentence.
	reListEnd = regexp.MustCompile(`\.\s+(?:The|Each|A|An|For)\b|\.\s*$`)
	// reTaxID is a debtor's tax number in brackets after its name.
	reTaxID      = regexp.MustCompile(`\s*\((?:[^()]*\d[^()]*|n/a)\)\s*$`)
	reDebtorsSep = regexp.MustCompile(`\s*;\s*(?:and\s+)?|\)\s*,\s*(?:and\s+)?`)
	// reTrusteeMoves is a trustee who opens a paper by moving: "Maria
	// Esposito, the duly appointed chapter 7 trustee (the "Trustee"),
	// moves for approval of a settlement".
	reTrusteeMoves = regexp.MustCompile(`^(\p{Lu}[\p{L}\p{M}.'’\- ]{2,60}?),\s+(?:the\s+)?(?:duly\s+)?(?:appointed\s+)?(?:interim\s+)?(?:chapter\s+\d+\s+|subchapter\s+v\s+|liquidating\s+|litigation\s+|plan\s+)?trustee\b[^.]{0,200}?\b(?:moves|files|submits|applies|objects|requests)\b`)
	// reObjects is the verb of a paper's first sentence by which its
	// filer objects: "objects to", "hereby submits this limited
	// objection", "files this objection and reservation of rights".
	reObjects = regexp.MustCompile(`\b(?:hereby\s+)?(?:objects?\s+to|(?:files?|submits?)\s+(?:this|the\s+following)\s+(?:[a-z]+\s+){0,2}objection)\b`)
	// reObjectorAside is what stands between the objector's name and its
	// verb: its defined term, its description, its counsel.
	reObjectorAside = regexp.MustCompile(`^[^.;:]{0,260}$`)
	// reCommittee is a statutory or ad hoc committee or group of a
	// bankruptcy case, named with no company's form: "the Official
	// Committee of Unsecured Creditors", "the Ad Hoc Group of Term
	// Lenders".
	reCommittee = regexp.MustCompile(`^(?:[Tt]he\s+)?((?:(?:Official|Ad\s+Hoc)\s+)?(?:Committee|Group)\s+of\s+(?:[A-Z][\w'’-]*\s+){0,3}(?:Creditors|Holders|Noteholders|Lenders|Retirees|Claimants|Bondholders|Shareholders|Victims|Survivors))\b`)
	// reBankruptcyCase tells a page of a bankruptcy case.
	reBankruptcyCase = regexp.MustCompile(`(?i)\bbankruptcy\s+(?:court|code|judge|rule)|\bchapter\s+(?:7|9|11|12|13|15)\b|\bdebtors?[\s-]+in[\s-]+possession\b`)
	// reLabelTestified is a party named by its label that gives evidence.
	reLabelTestified = regexp.MustCompile(`\b(?:[Tt]he\s+)?((?i:claimant|plaintiff|defendant|respondent|petitioner|applicant|accused|complainant))\s+(?:(?:having|has|had)\s+)?(?:(?:also\s+)?appeared\s+and\s+)?(?:testified|gave\s+(?:oral\s+|sworn\s+)?evidence|given\s+(?:oral\s+|sworn\s+)?evidence)\b`)
	// reEsqAfter is a lawyer's style right after a name.
	reEsqAfter = regexp.MustCompile(`^,?\s*(?i:esq\.?|esquire)\b`)
	// reForLabelName is an appearance or a signature line that names the
	// client after its label: "X, Esquire, for Petitioner, Theresa M.
	// Kovach-Linden.", "Attorneys for Defendant, Acme Tool Co.".
	reForLabelName = regexp.MustCompile(`\bfor\s+(?:the\s+)?(` + labelWords + `),\s+(\p{Lu}[\p{L}.'’\-]*(?:\s+(?:\p{Lu}[\p{L}.'’\-]*|&|of|de|van|von|del|la)){1,6})(?:,|\.?\s*$|\.\s)`)
	// reEsqBefore is a lawyer's style just before " for": "X, Esquire,".
	reEsqBefore = regexp.MustCompile(`(?i)\besq(?:uire|\.)?,?\s*$`)
	// reAttorneysLead is a signature block's line that opens "Attorneys".
	reAttorneysLead = regexp.MustCompile(`^(?i:attorneys?|counsel)\s*$`)
	// rePetitionOf opens a petition in its maker's name: "The Petition of
	// X, by her attorneys, respectfully represents", "The petition of X
	// respectfully shows".
	rePetitionOf = regexp.MustCompile(`^(?:The\s+)?(?:[Vv]erified\s+)?(?:Petition|PETITION|petition|Application|APPLICATION|application)\s+of\s+(\p{Lu}[\p{L}.'’\-]*(?:\s+\p{Lu}[\p{L}.'’\-]*){1,5}?)(?:,|\s+(?:respectfully|humbly)\b)`)
)

// participants reads the participants of a case on a page that no caption
// labels.
func (r *rulesRun) participants(v *pageView) {
	bankruptcy := reBankruptcyCase.MatchString(v.norm)
	for _, p := range v.paras {
		t := p.text
		for _, m := range reDebtorsList.FindAllStringIndex(t, -1) {
			list := t[m[1]:]
			if e := reListEnd.FindStringIndex(list); e != nil {
				list = list[:e[0]+1]
			}
			for _, piece := range reDebtorsSep.Split(list, -1) {
				piece = strings.TrimSpace(strings.TrimPrefix(strings.TrimSpace(piece), "and "))
				n := cleanName(reTaxID.ReplaceAllString(strings.TrimRight(piece, ".;, "), ""))
				if isEntityName(n) || isPersonName(n) {
					if a := strings.Index(t, piece); a >= 0 {
						r.party(v, n, RoleParty, "", t, a, a+len(piece))
					}
				}
			}
		}
		if m := reTrusteeMoves.FindStringSubmatchIndex(t); m != nil {
			if n := cleanName(t[m[2]:m[3]]); isPersonName(n) {
				r.party(v, n, RolePetitioner, "", t, m[2], m[3])
			}
		}
		if bankruptcy {
			r.objector(v, t)
		}
		for _, m := range reForLabelName.FindAllStringSubmatchIndex(t, -1) {
			// Only after a lawyer's name and style, or opening a
			// signature block's line: "hearing Counsel for the Claimant,
			// Ms X" and "served on counsel for Defendant, Y" name the
			// lawyer, not the client.
			if !reEsqBefore.MatchString(t[:m[0]]) && !(reAttorneysLead.MatchString(t[:m[0]]) && !reHonorific.MatchString(t[m[4]:m[5]])) {
				continue
			}
			if reEsqAfter.MatchString(t[m[5]:]) {
				continue // "Counsel for Plaintiff, Gregory M. Pendleford, Esquire, was consulted": the lawyer
			}
			role := roleOf(t[m[2]:m[3]])
			raw := t[m[4]:m[5]]
			for i := range raw {
				if isSentenceEnd(raw, i) {
					raw = raw[:i] // the next appearance, joined as one paragraph
					break
				}
			}
			if n := cleanName(raw); captionRole[role] && (isPersonName(n) || isEntityName(n)) && !lawFirm(n) {
				r.party(v, n, role, "", t, m[4], m[4]+len(raw))
			}
		}
		if m := rePetitionOf.FindStringSubmatchIndex(t); m != nil {
			if n := cleanName(t[m[2]:m[3]]); isPersonName(n) || isEntityName(n) {
				r.party(v, n, RolePetitioner, "", t, m[2], m[3])
			}
		}
	}
	// A party named by its label that testifies, once the page's
	// appearances have named the label's party.
	for _, p := range v.paras {
		t := p.text
		for _, m := range reLabelTestified.FindAllStringSubmatchIndex(t, -1) {
			if n := r.labelled(v, roleOf(t[m[2]:m[3]])); n != "" {
				r.party(v, n, RoleWitness, "", t, m[0], m[1])
			}
		}
	}
}

// objector reads who objects in the first sentence of paragraph t: the
// committee, person or entity it opens with, before its defined term or
// description, in the role of a party in interest. A paragraph that opens
// with a label ("The Debtors object") names nobody.
func (r *rulesRun) objector(v *pageView, t string) {
	m := reObjects.FindStringIndex(t)
	if m == nil || m[0] > 320 || !reObjectorAside.MatchString(strings.ReplaceAll(reSuffixDots.ReplaceAllString(t[:m[0]], ""), "(", " ")) {
		return
	}
	subject := t[:m[0]]
	if c := reCommittee.FindStringSubmatchIndex(subject); c != nil {
		r.party(v, subject[c[2]:c[3]], RoleParty, "", t, c[2], c[3])
		return
	}
	head := subject
	if i := strings.Index(head, "("); i > 0 {
		head = head[:i]
	}
	n := leadingName(head)
	if n == "" || reBareLabel.MatchString(n) || !(isEntityName(n) || isPersonName(n)) {
		return
	}
	if a := strings.Index(t, n); a >= 0 && a < 5 {
		r.party(v, n, RoleParty, "", t, a, a+len(n))
	}
}

// reSuffixDots are the dots of company forms and initials, that end no
// sentence ("L.P.", "Inc.", "J.").
var reSuffixDots = regexp.MustCompile(`\b(?:[A-Z]\.)+|\b(?:Inc|Corp|Co|Ltd|Bros|No|St|Jr|Sr|Mr|Ms|Mrs|Dr|[Nn]os?|[Ss]ec|[Aa]pt|[Ss]te)\.`)

// labelled is the one person this document names in a caption role, or
// "" when it names none or several.
func (r *rulesRun) labelled(v *pageView, role string) string {
	id := r.in.Documents[v.doc].ID
	found := ""
	for _, p := range r.out.Parties {
		if p.Role != role || len(p.Citations) == 0 || p.Citations[0].DocumentID != id || !isPersonName(p.Name) {
			continue
		}
		if found != "" && NameKey(found) != NameKey(p.Name) {
			return ""
		}
		found = p.Name
	}
	return found
}

// foldInverted folds a name that a caption prints surname first
// ("HERRERA LOPEZ, OSCAR DANIEL", read as two names in one role and one
// quote) into the one person, when the record prints the name in order
// elsewhere ("Oscar Daniel Herrera Lopez"); without that, the two names
// stay (a caption may list two people so).
func (r *rulesRun) foldInverted() {
	byKey := map[string]string{}
	for _, p := range r.out.Parties {
		byKey[NameKey(p.Name)] = p.Name
	}
	drop := map[int]bool{}
	for i := range r.out.Parties {
		p := &r.out.Parties[i]
		if drop[i] || !captionRole[p.Role] || len(p.Citations) == 0 {
			continue
		}
		for j, q := range r.out.Parties {
			if j == i || drop[j] || q.Role != p.Role || len(q.Citations) == 0 || q.Citations[0].Quote != p.Citations[0].Quote {
				continue
			}
			quote := strings.ToLower(Normalize(p.Citations[0].Quote))
			if !strings.Contains(quote, strings.ToLower(p.Name)+", "+strings.ToLower(q.Name)) {
				continue
			}
			full, ok := byKey[NameKey(q.Name+" "+p.Name)]
			if !ok || !isPersonName(full) {
				continue
			}
			p.Name = full
			drop[j] = true
			break
		}
	}
	if len(drop) == 0 {
		return
	}
	// The folded name may already stand in its role: one party, with the
	// citations of both.
	keep := r.out.Parties[:0]
	r.parties = map[string]int{}
	for i, p := range r.out.Parties {
		if drop[i] {
			continue
		}
		k := NameKey(p.Name) + "\x00" + p.Role
		if at, ok := r.parties[k]; ok {
			for _, c := range p.Citations {
				if len(keep[at].Citations) < 3 && !hasCitation(keep[at].Citations, c) {
					keep[at].Citations = append(keep[at].Citations, c)
				}
			}
			continue
		}
		r.parties[k] = len(keep)
		keep = append(keep, p)
	}
	r.out.Parties = keep
}
