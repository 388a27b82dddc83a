package model

import (
	"regexp"
	"strings"
)

// The role vocabulary of captions, as data: each label word a caption may
// print (a regular-expression fragment, singular and plural) and the role of
// model.Roles it names. Courts differ in their words for the same place in
// a caption: an English or arbitral "Claimant" is a plaintiff, a criminal
// court's "Accused" a defendant, a probate "Objectant" a respondent, a
// "Movant" or "Applicant" a petitioner. A new jurisdiction adds rows here,
// not rules. (An Indian consumer forum's "...COMPLAINANT" / "...OPPOSITE
// PARTIES" under multi-line address blocks needs that caption's own
// grammar first: as bare words they read its address lines as names.)
var captionRoles = []struct {
	word, stem, role string // stem: the lower-case word roleOf looks for
}{
	{`Plaintiffs?`, "plaintiff", RolePlaintiff},
	{`Claimants?`, "claimant", RolePlaintiff},
	{`Defendants?`, "defendant", RoleDefendant},
	{`Accused`, "accused", RoleDefendant},
	{`Petitioners?`, "petitioner", RolePetitioner},
	{`Applicants?`, "applicant", RolePetitioner},
	{`Movants?`, "movant", RolePetitioner},
	{`Respondents?`, "respondent", RoleRespondent},
	{`Objectants?`, "objectant", RoleRespondent},
	{`Appellants?`, "appellant", RoleAppellant},
	{`Appellees?`, "appellee", RoleAppellee},
	{`Debtors?`, "debtor", RoleParty},
	{`Intervenors?`, "intervenor", RoleThirdParty},
	{`Real\s+Part(?:y|ies)\s+in\s+Interest`, "interest", RoleThirdParty},
}

// roleStems are the words roleOf reads that are not caption labels of
// their own ("creditor" names a party in a proof of claim).
var roleStems = map[string]string{"creditor": RoleParty}

// labelWords is the caption-label alternation built from captionRoles.
var labelWords = func() string {
	words := make([]string, len(captionRoles))
	for i, r := range captionRoles {
		words[i] = r.word
	}
	return `(?:Counter-?|Cross-?|Third[- ]Party\s+)?(?:` + strings.Join(words, "|") + `)`
}()

// appellateRoles are the labels an appeal adds after the trial role
// ("Plaintiff-Appellant", "Defendants-Respondents"): the appeal's wins.
var appellateRoles = map[string]string{"appellant": RoleAppellant, "appellee": RoleAppellee, "respondent": RoleRespondent}

// publicCounselTitles are the offices whose holders sign for the state or a
// party in court, printed on the line under the lawyer's name ("Marcus D.
// Hale (0087421)" / "Assistant Prosecuting Attorney"): a name above one of
// them is counsel.
var publicCounselTitles = regexp.MustCompile(`(?i)^(?:[A-Z][a-zA-Z.]*\s+){0,3}?(?:(?:first\s+|chief\s+|senior\s+)?(?:assistant|deputy|special\s+assistant)\s+)*(?:prosecuting attorney|district attorney|state'?s attorney|state attorney|county attorney|city attorney|attorney general|solicitor general|public defender|united states attorney|u\.\s?s\.\s+attorney|crown prosecutor|public prosecutor|commonwealth'?s attorney)\s*$`)
