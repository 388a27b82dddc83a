package model

import (
	"regexp"
	"strings"
)

// The case heading of a court's notice or form: the parties named after
// a "Case name:" label ("CASE NAME: Jane Roe v. Acme Stores, Inc."), and
// label-first party lines next to the case's number in a tribunal's
// notice written as a letter ("Case Number: 1400555/2023" / "Claimant: Mr
// T Bakare" / "Respondent: Fenwick Stores Ltd").

var (
	// reCaseNameLine is a case named on one line after its label.
	reCaseNameLine = regexp.MustCompile(`^(?i:case\s+(?:name|title|caption)|short\s+title|style\s+of\s+case)\s*:\s*(.+?)\s+(?:v\.?|vs\.?|versus)\s+(.+?)\.?$`)
	// reCaseNumberLine is a line that gives the case's number.
	reCaseNumberLine = regexp.MustCompile(`(?i)^(?:case|claim|cause|index|docket|file|tribunal\s+case)\s*(?:number|no\.?|#)\s*:?`)
)

// caseNameLine reads a "Case name: A v. B" line at seg k as the case's
// plaintiff and defendant, and tells whether it was one.
func (r *rulesRun) caseNameLine(v *pageView, k int) bool {
	t := strings.TrimSpace(v.segs[k].text)
	m := reCaseNameLine.FindStringSubmatch(t)
	if m == nil {
		return false
	}
	for i, role := range []string{RolePlaintiff, RoleDefendant} {
		side := strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(m[i+1]), ","))
		for _, n := range splitNames(cleanName(side)) {
			if isPersonName(n) || isEntityName(n) {
				r.party(v, n, role, "", t, 0, len(t))
			}
		}
	}
	return true
}

// nearCaseNumber tells whether seg k stands within three lines of a line
// that gives the case's number.
func nearCaseNumber(v *pageView, k int) bool {
	for j := max(0, k-3); j < len(v.segs) && j <= k+3; j++ {
		if !v.segs[j].blank && reCaseNumberLine.MatchString(strings.TrimSpace(v.segs[j].text)) {
			return true
		}
	}
	return false
}
