package model

import (
	"regexp"
	"strings"
)

// Readers of three common layouts that name a party by what is printed
// beside the name, not by a caption:
//
//   - a self-represented party's signature ("Teresa Okafor, Plaintiff Pro
//     Se", or the name over "Defendant, in pro per"), and a party's own
//     signature over its label ("Signed: Oluwaseun Adeyemi" / "Claimant"
//     under a statement of truth): the signer is the party in the role
//     the label gives, never counsel;
//   - a summons's line for the plaintiff's lawyer ("The name and address
//     of the plaintiff's attorney are:"), over the lawyer's name: counsel;
//   - a transcript's appearance that names the office or the firm, then
//     "Attorneys for Defendant", then the lawyers after "BY:" ("BY: MARK
//     O'NEILL"): counsel;
//   - a witness list's numbered entries under its heading ("PLAINTIFF'S
//     WITNESS LIST", "Witnesses Defendant may call"): each person is a
//     witness, unless the entry gives a caption role ("Maria Gonzalez,
//     Plaintiff") or an office with no one ("Custodian of Records").

var (
	selfRepStatus = `(?:pro\s+se|pro\s+per|in\s+pro(?:pria)?\s+per(?:sona)?|self[- ]represented|litigant\s+in\s+person|in\s+person)`
	// reSelfRepLine is a signature's status after the name or on the
	// line below it, with the signer's caption role before or after it.
	reSelfRepLine = regexp.MustCompile(`(?i)^(?:(` + labelWords + `)\s*,?\s+)?` + selfRepStatus + `(?:\s*,?\s+(` + labelWords + `))?\.?$`)
	// reSelfRepTail is a name with its status and role on one line.
	reSelfRepTail = regexp.MustCompile(`(?i)^(?:/s/\s*)?(\p{Lu}[\p{L}\p{M}.'’ -]{3,60}?)\s*,\s*((?:` + labelWords + `\s*,?\s+)?` + selfRepStatus + `(?:\s*,?\s+` + labelWords + `)?)\.?$`)
	// reSummonsAttorney is a summons's heading over the name of the
	// plaintiff's lawyer (the federal form's and the states' wordings).
	reSummonsAttorney = regexp.MustCompile(`(?i)\bname,?\s+(?:and\s+)?address(?:,?\s+and\s+(?:tele)?phone\s+number)?\s+of\s+(?:the\s+)?(?:plaintiff|petitioner|claimant)['’]?s?\s+(?:attorney|lawyer|counsel)\b`)
	// reWitnessListHead heads a list of the witnesses a side may call, or
	// discloses ("RULE 213(f) WITNESS DISCLOSURES", "(f)(1) Lay
	// Witnesses", "Expert Witnesses").
	reWitnessListHead = regexp.MustCompile(`(?i)\bwitness\s+list\b|\bwitness\s+disclosures?\b|\bdisclosure\s+of\s+(?:\w+\s+)?witnesses\b|\b(?:discloses?|identif(?:y|ies))\s+the\s+following\s+(?:\w+\s+)?witnesses\b|^(?:[(\[]?[\w.]{1,4}[)\]]?\s*){0,3}(?:lay|fact|expert|independent\s+expert|controlled\s+expert|retained\s+expert|non-?retained\s+expert|rebuttal)\s+witnesses\s*:?$|^(?:[(\[]?[\w.]{1,4}[)\]]?\s*){0,3}(?:retained|non-?retained|treating|rebuttal|specially\s+retained)\s+(?:experts?|expert\s+witnesses)(?:\s*[-–—:]\s*(?:fed\.\s*r\.\s*civ\.\s*p\.|rule)\s*[\w.()]+)?\s*:?$|\blist\s+of\s+(?:\w+\s+)?witnesses\b|\bwitnesses\s+(?:that\s+)?(?:\w+\s+){0,3}(?:may|will|intends?\s+to|expects?\s+to)\s+call\b|\b(?:may|will|intends?\s+to|expects?\s+to)\s+call\s+(?:the\s+following\s+)?(?:witnesses|persons)\b`)
	// reWitnessListEnd ends a witness list: the paper's signature or its
	// certificate of service.
	reWitnessListEnd = regexp.MustCompile(`(?i)^(?:respectfully\s+submitted|certificate\s+of\s+service|dated\s*:|/s/)`)
	// reWitnessEntry is a numbered entry of a witness list: its name up
	// to a comma, a dash, a bracket or the line's end.
	reWitnessEntry = regexp.MustCompile(`^\(?(?:\d{1,3}|[a-z])[.)]\s+((?:(?:Mr|Ms|Mrs|Dr)\.?\s+)?\p{Lu}[\p{L}\p{M}.'’ -]{2,60}?)\s*(?:[,(;:]\s*(.*)|\s+[-–—]\s+(.*))?$`)
)

// reOfficeWord is a word of a lawyer's office printed under the name.
var reOfficeWord = regexp.MustCompile(`(?i)\b(?:assistant|deputy|special|senior|chief|attorneys?|defenders?|counsel|prosecutors?|solicitors?|general|partner|associate|of\s+counsel)\b`)

// reByLawyer is an appearance's line naming a lawyer after "BY:".
var reByLawyer = regexp.MustCompile(`(?i)^by\s*:?\s+(.+)$`)

// byAfterAttorneys reads the lawyers named after "BY:" below an
// appearance's "Attorneys for" line, and the names on the lines under
// the first one ("BY: MARK O'NEILL" / "JULIA GATTO").
func (r *rulesRun) byAfterAttorneys(v *pageView) {
	for k, sg := range v.segs {
		m := reAttorneysFor.FindStringSubmatch(strings.TrimSpace(sg.text))
		if m == nil || m[1] == "" || strings.TrimSpace(m[2]) != "" {
			continue
		}
		by := false
		for j := k + 1; j < len(v.segs) && j <= k+4; j++ {
			if v.segs[j].blank {
				break
			}
			t := strings.TrimSpace(v.segs[j].text)
			if bm := reByLawyer.FindStringSubmatch(t); bm != nil {
				t, by = bm[1], true
			} else if !by {
				break
			}
			if sm := reSignedBy.FindStringSubmatch(t); sm != nil {
				t = sm[1] // "By: /s/ Rebecca L. Morgenstern-Okafor"
			}
			n := cleanName(reLawyerTail.ReplaceAllString(t, ""))
			if !isPersonName(n) || reOfficeWord.MatchString(n) {
				break // "Assistant Federal Defender" under the name
			}
			r.party(v, n, RoleCounsel, "", v.segs[j].text, 0, len(v.segs[j].text))
		}
	}
}

// signedThenListed reads a signature block that signs "By: /s/ X" and
// then lists the firm's lawyers one to a line, each with "Esquire" or
// "Esq." ("GAVIN T. McELHATTON, ESQUIRE" / "PRIYA S. KOTTAPALLI,
// ESQUIRE"): the signer and every listed lawyer are counsel.
func (r *rulesRun) signedThenListed(v *pageView) {
	for k, sg := range v.segs {
		m := reBySigned.FindStringSubmatch(strings.TrimSpace(sg.text))
		if sg.blank || m == nil {
			continue
		}
		var names []int
		esq := false
		for j := k + 1; j < len(v.segs) && j <= k+4; j++ {
			if v.segs[j].blank {
				break
			}
			t := strings.TrimSpace(v.segs[j].text)
			if !reEsqLineTail.MatchString(t) {
				break
			}
			esq = true
			names = append(names, j)
		}
		if !esq {
			continue
		}
		if n := cleanName(m[1]); isPersonName(n) {
			r.party(v, n, RoleCounsel, "", sg.text, 0, len(sg.text))
		}
		for _, j := range names {
			t := v.segs[j].text
			if n := cleanName(reEsqLineTail.ReplaceAllString(strings.TrimSpace(t), "")); isPersonName(n) {
				r.party(v, n, RoleCounsel, "", t, 0, len(t))
			}
		}
	}
}

var (
	// reBySigned is a signature line "By: /s/ Name"; group 1 the name.
	reBySigned = regexp.MustCompile(`(?i)^by\s*:?\s*/s/\s*(\p{Lu}.{2,60})$`)
	// reEsqLineTail is a lawyer's name line ending in the style.
	reEsqLineTail = regexp.MustCompile(`(?i),?\s+(?:esq\.?|esquire)$`)
)

// selfRepresented reads a self-represented party's signature.
func (r *rulesRun) selfRepresented(v *pageView) {
	paired := map[int]bool{} // labels read with signatures side by side
	for k, sg := range v.segs {
		if sg.blank || paired[k] {
			continue
		}
		if ls := r.signatureColumns(v, k); len(ls) > 0 {
			for _, x := range ls {
				paired[x] = true
			}
			continue
		}
		t := strings.TrimSpace(sg.text)
		if m := reSelfRepTail.FindStringSubmatch(t); m != nil {
			if lm := reSelfRepLine.FindStringSubmatch(m[2]); lm != nil {
				if role := selfRepRole(lm); role != "" {
					r.party(v, m[1], role, "", sg.text, 0, len(sg.text))
				}
			}
			continue
		}
		role := ""
		if lm := reSelfRepLine.FindStringSubmatch(t); lm != nil && k > 0 {
			role = selfRepRole(lm)
		} else if lm := reLabel.FindStringSubmatch(t); lm != nil && signedAbove(v, k) {
			// "Signed: Oluwaseun Adeyemi" / "Claimant": a party signs its
			// own statement of truth or paper.
			if lr := roleOf(lm[1]); captionRole[lr] {
				role = lr
			}
		}
		if role == "" {
			continue
		}
		for j := k - 1; j >= 0 && j >= k-2; j-- {
			if v.segs[j].blank {
				continue
			}
			pt := strings.TrimSpace(v.segs[j].text)
			if m := reSignedBy.FindStringSubmatch(pt); m != nil {
				pt = m[1]
			}
			if n := cleanName(pt); isPersonName(n) {
				r.party(v, n, role, "", v.segs[j].text, 0, len(v.segs[j].text))
			}
			break
		}
	}
}

// reSignedBy is a signature's mark before the signer's name: "/s/",
// "s/", "Signed:", "Signature:".
var reSignedBy = regexp.MustCompile(`(?i)^(?:by:?\s*)?(?:/?s/|signed\s*:|signature\s*:|sgd\.?)\s*(.+)$`)

// signedAbove tells whether one of the two lines above seg k carries a
// signature's mark: the label under it names the signer's side.
// signatureColumns reads signatures printed side by side and read in
// order, their signed names first and then their labels ("/s/ A" / date /
// "/s/ B" / "Petitioner" / "Date" / "Respondent"): the n names pair with
// the n labels in order. It returns the labels' segments when it read
// them, none when the names and labels at k do not pair.
func (r *rulesRun) signatureColumns(v *pageView, k int) []int {
	label := func(t string) string {
		if lm := reLabel.FindStringSubmatch(strings.TrimSpace(t)); lm != nil {
			if role := roleOf(lm[1]); captionRole[role] {
				return role
			}
		}
		return ""
	}
	filler := func(t string) bool {
		t = strings.TrimSpace(t)
		return strings.EqualFold(t, "date") || dateOnly(t) || strings.Trim(t, "_-. ") == ""
	}
	if label(v.segs[k].text) == "" {
		return nil
	}
	var names []int
	for j := k - 1; j >= 0 && j >= k-6; j-- {
		t := strings.TrimSpace(v.segs[j].text)
		if v.segs[j].blank || filler(t) {
			continue
		}
		if !reSignedBy.MatchString(t) {
			break
		}
		names = append([]int{j}, names...)
	}
	var labels []int
	for j := k; j < len(v.segs) && j <= k+6 && len(labels) < len(names); j++ {
		t := v.segs[j].text
		if v.segs[j].blank || filler(t) {
			continue
		}
		if label(t) == "" {
			break
		}
		labels = append(labels, j)
	}
	if len(names) < 2 || len(labels) != len(names) {
		return nil
	}
	for x, j := range names {
		n := cleanName(reSignedBy.FindStringSubmatch(strings.TrimSpace(v.segs[j].text))[1])
		if isPersonName(n) {
			r.party(v, n, label(v.segs[labels[x]].text), "", v.segs[j].text, 0, len(v.segs[j].text))
		}
	}
	return labels
}

func signedAbove(v *pageView, k int) bool { return lineAbove(v, k, 2, reSignedBy) }

// lineAbove tells whether one of the n non-blank lines above seg k
// matches re.
func lineAbove(v *pageView, k, n int, re *regexp.Regexp) bool {
	for j, seen := k-1, 0; j >= 0 && seen < n; j-- {
		if v.segs[j].blank {
			continue
		}
		seen++
		if re.MatchString(strings.TrimSpace(v.segs[j].text)) {
			return true
		}
	}
	return false
}

// selfRepRole is the caption role a self-represented status line gives
// (none when it names no side: "In Person" alone is an appearance).
func selfRepRole(lm []string) string {
	for _, l := range lm[1:] {
		if l != "" {
			if role := roleOf(l); captionRole[role] {
				return role
			}
		}
	}
	return ""
}

// summonsAttorney reads the plaintiff's lawyer a summons names.
func (r *rulesRun) summonsAttorney(v *pageView) {
	for k, sg := range v.segs {
		m := reSummonsAttorney.FindStringIndex(sg.text)
		if m == nil {
			continue
		}
		// The name may follow on the heading's line ("... are: Jane
		// Roe") or on the next lines, after a translation in brackets.
		if rest := strings.TrimSpace(strings.TrimLeft(sg.text[m[1]:], " ,:;")); rest != "" {
			if _, after, ok := strings.Cut(rest, ":"); ok {
				rest = strings.TrimSpace(after)
			}
			if n := cleanName(rest); isPersonName(n) {
				r.party(v, n, RoleCounsel, "", sg.text, 0, len(sg.text))
				continue
			}
		}
		for j := k + 1; j < len(v.segs) && j <= k+4; j++ {
			if v.segs[j].blank {
				continue
			}
			t := strings.TrimSpace(v.segs[j].text)
			if strings.HasPrefix(t, "(") || strings.HasSuffix(t, ":") {
				continue
			}
			if n := lawyerNameIn(t); n != "" {
				r.party(v, n, RoleCounsel, "", v.segs[j].text, 0, len(v.segs[j].text))
			} else if n := cleanName(t); isPersonName(n) {
				r.party(v, n, RoleCounsel, "", v.segs[j].text, 0, len(v.segs[j].text))
			}
			break
		}
	}
}

// witnessList reads the numbered entries of a witness list, which may run
// on over the document's next pages until its signature or certificate.
func (r *rulesRun) witnessList(v *pageView) {
	head := -1
	for k, sg := range v.segs {
		if !sg.blank && reWitnessListHead.MatchString(sg.text) {
			head = k
			break
		}
	}
	if head < 0 && !r.witnessListOpen {
		return
	}
	if r.witnessListOpen {
		head = -1 // the list runs on from the page's top
	}
	r.witnessListOpen = true
	for _, sg := range v.segs[head+1:] {
		if sg.blank {
			continue
		}
		if reWitnessListEnd.MatchString(strings.TrimSpace(sg.text)) {
			r.witnessListOpen = false
			return
		}
		m := reWitnessEntry.FindStringSubmatch(strings.TrimSpace(sg.text))
		if m == nil {
			continue
		}
		aside := m[2] + m[3]
		if reLabel.MatchString(strings.TrimSpace(strings.Trim(aside, " .,;)"))) || reLeadOffice.MatchString(m[1]) {
			continue // a party on its own side's list, or an office with no one
		}
		if n := cleanName(m[1]); isPersonName(n) {
			r.party(v, n, RoleWitness, "", sg.text, 0, len(sg.text))
		}
	}
}
