package model

import (
	"regexp"
	"strings"
)

// The participants of a case that no caption labels: the debtors a
// chapter 11 filing lists in the footnote to its caption ("The Debtors in
// these chapter 11 cases, with the last four digits of each Debtor's
// federal tax identification number, are: A (1204); B (5521); and C
// (9033)."), the trustee who moves in a bankruptcy case, and a party
// named by its label that testifies ("Claimant testified on her own
// behalf").

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
	reTrusteeMoves = regexp.MustCompile(`^([A-Z][A-Za-z.'’\- ]{2,60}?),\s+(?:the\s+)?(?:duly\s+)?(?:appointed\s+)?(?:interim\s+)?(?:chapter\s+\d+\s+|subchapter\s+v\s+|liquidating\s+|litigation\s+|plan\s+)?trustee\b[^.]{0,200}?\b(?:moves|files|submits|applies|objects|requests)\b`)
	// reLabelTestified is a party named by its label that gives evidence.
	reLabelTestified = regexp.MustCompile(`\b(?:[Tt]he\s+)?(Claimant|Plaintiff|Defendant|Respondent|Petitioner|Applicant|Accused|Complainant)\s+(?:testified|gave\s+(?:oral\s+|sworn\s+)?evidence)\b`)
)

// participants reads the participants of a case on a page that no caption
// labels.
func (r *rulesRun) participants(v *pageView) {
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
		for _, m := range reLabelTestified.FindAllStringSubmatchIndex(t, -1) {
			if n := r.labelled(v, roleOf(t[m[2]:m[3]])); n != "" {
				r.party(v, n, RoleWitness, "", t, m[0], m[1])
			}
		}
	}
}

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
