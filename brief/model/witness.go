package model

import (
	"regexp"
	"strings"
	"unicode"
)

// Witnesses, declarants and deponents, as the papers of several systems
// name them:
//   - transcripts record the oath or affirmation on a line of its own:
//     "<NAME, SWORN [10.05 am]" (Australia), "MR NAME (affirmed)"
//     (England), "THEREUPON, NAME, a witness called on behalf of the
//     Plaintiff, having been first duly sworn, testified" (United
//     States); India numbers its witnesses ("PW-1: Sh. NAME, aged 48
//     years, on S.A.", "NAME (DW-2)");
//   - affidavits open "I, NAME, of ADDRESS, OCCUPATION, aged 18 years and
//     upwards, MAKE OATH and say" and close with a jurat ("SWORN by the
//     said NAME at ..."); a front sheet names its "Deponent:"; a police
//     witness statement its maker ("Statement of: NAME");
//   - an examination under oath out of court ("EXAMINATION BEFORE TRIAL of
//     the Defendant, NAME, taken ...", "RULE 2004 EXAMINATION OF NAME,
//     held ...") is a deposition, and whoever it examines its deponent;
//   - rulings and awards list who gave evidence, often by honorific and
//     surname ("The jury heard from Mr X", "Mr X gave evidence"), which
//     the matter's merge resolves to the one full name with that surname
//     (resolveSurnames) or leaves out.
//
// Officers who are sworn or certify (interpreters, translators,
// reporters, notaries, commissioners for oaths, an arbitrator's oath of
// office) are never witnesses or declarants (officerOath).

// witnessName is a name as these papers print it: capitalised words or
// initials, in capitals or title case, any script's letters.
const witnessName = `\p{Lu}(?:[\p{L}'’\-]+|\.)?(?:\s+(?:\p{Lu}(?:[\p{L}'’\-]+|\.)?|de|da|del|della|di|van|von|der|den|ter|ten|bin|binti|binte|al|le|la|du|dos|das|ni|ní|nic|ó|o'|s/o|d/o|a/l|a/p))*?`

// surnameParticle is a word that starts a surname of several words: "Ní
// Bhraonáin", "van der Merwe", "de la Cruz", "dos Santos".
const surnameParticle = `(?i:ní|ni|nic|ó|ua|mac|van|von|der|den|ter|ten|de|del|della|di|da|das|dos|du|la|le|al|el)`

// honorifics before a witness's name in transcripts and rulings.
const witnessHonorific = `(?:(?:MR|MRS|MS|MISS|DR|PROF|Mr|Mrs|Ms|Miss|Dr|Prof)\.?\s+)`

var (
	// reSwearLine is a transcript's line recording the oath: "<NAME,
	// SWORN", "MR NAME (affirmed)", "NAME: Sworn.", "THEREUPON, NAME, a
	// witness called by the Defendant, having been first duly sworn".
	reSwearLine = regexp.MustCompile(`^(?:<\s*|(?i:thereupon|whereupon),?\s+)?` + witnessHonorific + `?(` + witnessName + `)\s*(?:,\s*|:\s*|\(\s*)` +
		`((?:[^()\[\]]{0,80}?,\s*)?)(?i:(?:previously\s+|duly\s+|first\s+|being\s+|having\s+been\s+|was\s+|re-?)*(?:sworn|affirmed|recalled))\b`)
	// reAffiantSays is an affiant's verb after the oath: "states",
	// "deposes and says", "avers".
	reAffiantSays = regexp.MustCompile(`(?i)^[^.]{0,30}?\b(?:states?|deposes?|says|avers?)\b`)
	// reSwearTail is what may follow the oath on its line: a time in
	// brackets, a closing bracket, "and examined", "testified as follows".
	reSwearTail = regexp.MustCompile(`^\s*(?:\)|\.|,|:|\[[^\]]*\]|\s)*(?:$|(?i:and\s+examined|on\s+(?:oath|affirmation|the\s+\w+)|via\s+|by\s+(?:video|audio)|,?\s*(?:was\s+)?(?:examined|testified|deposed)|by\s+a\s+notary|by\s+the\s+(?:clerk|court|reporter|associate)))`)
	// reSwearCaps is the oath word in capitals or in brackets: a line's
	// oath, not prose ("Smith, sworn in as a constable in 2010").
	reSwearCaps = regexp.MustCompile(`SWORN|AFFIRMED|RECALLED|\((?i:sworn|affirmed|recalled)\)|(?i:having\s+been|being)\s+(?i:first\s+)?(?i:duly\s+)?(?i:sworn|affirmed)`)
	// reOfficerWords are the callings of officers who are sworn or certify
	// without giving evidence.
	reOfficerWords = regexp.MustCompile(`(?i)\binterpret|\btranslat|\breporter\b|\bstenograph|\bjur(?:or|y)\b|\busher\b|\bbailiff\b|\bcommissioner\s+(?:for|of)\s+oaths\b|\bnotary\b`)
	// reOfficerAfter is what an officer's "I, NAME, ..." goes on to say:
	// an arbitrator's oath of office, a translator's competence.
	reOfficerAfter = regexp.MustCompile(`(?i)\bas\s+(?:the\s+)?(?:sole\s+)?(?:arbitrator|umpire|mediator|notary|commissioner|interpreter|translator|court\s+reporter|reporter)\b|\bcompetent\s+to\s+(?:translate|interpret)|\btranslat(?:e|ed|ion|or)\b|\binterpret(?:ed|er|ing)?\b|\b(?:shorthand|court)\s+reporter\b|\bnotary\s+public\b`)
	// reWitnessNo is India's numbering of witnesses before the name:
	// "PW-1: Sh. NAME", "DW1 Smt. NAME".
	reWitnessNo = regexp.MustCompile(`\b(?:PW|DW|CW|RW|AW)\s*[-.]?\s*\d{1,3}\b\s*[:,.\-–]?\s*(?:(?:Sh|Shri|Smt|Km|Kumari|Mr|Ms|Mrs|Dr|Ct|HC|SI|ASI|Insp|Inspector|Constable|Head\s+Constable)\.?\s+)?(` + witnessName + `)(?:,|;|\.(?:\s|$)|\s*\(|\s+and\b|\s+(?:aged|s/o|d/o|w/o|S/o|D/o|W/o|son|daughter|wife)\b|\s*$)`)
	// reWitnessNoAfter is the number after the name: "NAME (PW-3)".
	reWitnessNoAfter = regexp.MustCompile(`(` + witnessName + `)\s*\((?:PW|DW|CW|RW|AW)\s*[-.]?\s*\d{1,3}\)`)
	// reWitnessNoAs is a witness who testified, or whom a party examined,
	// under a number, maybe with what the witness is in apposition: "Mrs.
	// X, a chartered accountant, testified as PW2", "examined defendant
	// No. 3 X as DW-1", "X, the scribe of the deed, as PW-2" (an
	// exhibit's mark "Ex. PW-1/A" is no witness).
	reWitnessNoAs = regexp.MustCompile(witnessHonorific + `?(` + witnessName + `)(?:,\s+(?:an?|the|its|his|her|their)\s+[^,;()]{2,80}?,)?\s+(?:(?:who\s+)?(?:testified|deposed|gave\s+evidence|was\s+examined|appeared)\s+)?as\s+(?:PW|DW|CW|RW|AW)\s*[-.]?\s*\d{1,3}\b(?:[^/]|$)`)
	// reWitnessTagged is a witness or an expert of an arbitration named
	// with the tag of the party's witness statement or expert report,
	// maybe after the witness's office or firm: "Mr X (CWS-1)", "Ms Y,
	// Director of Mines (RWS-1)", "Mr Z of Firm GmbH (CER-1)".
	reWitnessTagged = regexp.MustCompile(witnessHonorific + `(` + witnessName + `)(?:,\s*[^,;()]{2,60}?|\s+of\s+[^,;()]{2,60}?)?\s*\((?:CWS|RWS|CER|RER|CWE|RWE|CE|RE)\s*-?\s*\d{1,3}\)`)
	// reOathOpen is an affidavit's or a declaration's opening: "I, NAME (ID
	// No. X), of ADDRESS, OCCUPATION, aged 18 years and upwards, MAKE OATH
	// and say", "I, NAME, of ..., do solemnly and sincerely affirm", "I,
	// NAME of ADDRESS, being a Buddhist do hereby ... declare".
	reOathOpen = regexp.MustCompile(`\bI,\s+(?:(?i:the\s+undersigned),?\s+)?(\p{Lu}[^,()\n]{1,60}?)\s*(?:\([^)]{0,80}\)\s*)?(?:,\s*|\s+of\s+)(?:(?:[^.;:!?\n]|\.\S|\.\s+(?:[A-Za-z]{1,4}\.|\d|[a-z#])))*?\s(?i:do\s+)?(?i:hereby\s+)?(?i:solemnly\s+(?:and\s+sincerely\s+)?|sincerely\s+(?:and\s+truly\s+)?)?(?i:make\s+oath|say\s+on\s+oath|make\s+affirmation|affirm|swear|declare|depose|state\s+on\s+oath|will\s+say|verify)\b`)
	// reParentOf is a maker's parentage after the name, as South Asian
	// affidavits write it: "son of Y", "d/o Y", "wife of Y".
	reParentOf = regexp.MustCompile(`(?i)\s+(?:son|daughter|wife|widow)\s+of\s|\s+[sdw]/o\.?\s`)
	// reJurat is an affidavit's jurat naming its maker: "SWORN by the said
	// NAME at ...", "Affirmed by the abovenamed NAME".
	reJurat = regexp.MustCompile(`(?i:sworn|affirmed|declared)\s+(?:\(?\s*(?i:or\s+affirmed)\s*\)?\s+)?(?i:by|at)?\s*(?i:the\s+(?:said|above-?\s?named|within-?named|aforesaid|aforementioned))\s+(?i:deponent\s+|declarant\s+)?(` + witnessName + `)(?:\s+(?:at|on|this|before|in)\b|[,.;]|\s*$)`)
	// reStatementOf is a witness statement's front: "Statement of: NAME".
	reStatementOf = regexp.MustCompile(`^(?i:statement\s+of(?:\s+witness)?)\s*:\s*(` + witnessName + `)\s*$`)
	// reExamOf is an examination under oath out of court, and whom it
	// examines: "EXAMINATION BEFORE TRIAL of the Defendant, NAME, taken",
	// "RULE 2004 EXAMINATION OF NAME, held", "DEPOSITION OF NAME, taken".
	reExamOf = regexp.MustCompile(`(?i:(?:rule\s+2004\s+|oral\s+|sworn\s+|video(?:taped)?\s+)?(?:examination|deposition)(?:\s+(?:before\s+trial|under\s+oath|upon\s+oral\s+examination|for\s+discovery|de\s+bene\s+esse))?\s+of)\s*:?\s+(?:(?i:the)\s+(?:[A-Za-z-]+\s+){0,3}?(?i:witness|defendant|plaintiff|claimant|respondent|petitioner|debtor|deponent|applicant|trustee|non-party)s?,?\s+)?(` + witnessName + `),?\s+(?i:held|taken|conducted|given|heard)\b`)
	// reExamDoc marks a document as such an examination.
	reExamDoc = regexp.MustCompile(`(?i)\b(?:examination|deposition)\s+(?:(?:before\s+trial|under\s+oath)\s+)?of\b.{0,160}?\b(?:held|taken|conducted)\b`)
	// reHeardTrigger opens a ruling's list of who gave evidence, or a
	// side's: "heard the testimony of A, and of B", "presented the
	// testimony of C".
	//
	// It also opens a list with the witnesses as its subject ("The
	// following witnesses testified at the hearing: for Claimant, A, its
	// president, ...").
	//
	// It also opens a list in the passive ("For the employer, evidence was
	// given by A, Payroll Officer, and B"), a tribunal's list of each
	// side's witnesses ("heard the following witnesses of fact: for the
	// Claimant, A; for the Respondent, B") and the witnesses a party who
	// testified called ("X gave evidence and called Ms Y").
	reHeardTrigger = regexp.MustCompile(`(?i:\b(?:heard|received|took|considered|presented|offered|adduced|elicited)\s+(?:the\s+)?(?:oral\s+|live\s+|sworn\s+)?(?:evidence|testimony)\s+(?:from|of),?\s+|` +
		`\b(?:evidence|testimony)\s+was\s+(?:also\s+)?(?:given|heard|received|adduced|called)\s+(?:by|from)\s+|` +
		`\b(?:heard|called|examined|presented|received)\s+(?:evidence\s+from\s+)?the\s+following\s+(?:[a-z]+\s+)?(?:witnesses|experts)(?:\s+of\s+fact)?\s*:\s*|` +
		`\b(?:gave\s+(?:oral\s+|sworn\s+|live\s+)?evidence|testified),?\s+as\s+did\s+|` +
		`\bthe\s+following\s+(?:[a-z]+\s+)?(?:witnesses|experts|persons|individuals)\s+(?:also\s+)?(?:testified|gave\s+(?:oral\s+|sworn\s+|live\s+)?evidence|appeared\s+and\s+testified)(?:\s+(?:at|during|in|before)\s+[a-z ]{3,40}?)?\s*:\s*|` +
		`\bcalled\s+(?:one|two|three|four|five|six|\d)\s+(?:[a-z]+\s+)?witness(?:es)?\s*(?::|,\s+namely,?)\s*|` +
		`\b(?:gave\s+(?:oral\s+|sworn\s+)?evidence|testified)\b[^.;:]{0,60}?\band\s+called\s+|\b(?:heard|received|considered)\s+the\s+evidence,?\s+(?:including|and)\s+the\s+(?:oral\s+|live\s+|sworn\s+)?testimony\s+of\s+|\b(?:jury|tribunal|court|panel|authority|arbitrator|arbitrators|commission|board|judge)\s+(?:also\s+)?heard\s+from\s+|\b(?:I|we)\s+(?:also\s+)?heard\s+from\s+)`)
	// reHeardBare opens a list of witnesses "heard" with no word for
	// evidence ("For the Company, the Arbitrator heard Plant Manager X and
	// the Grievant"): only people named after their job titles are read
	// from it, as counsel may be "heard" too.
	reHeardBare = regexp.MustCompile(`\b(?:(?i:arbitrator|tribunal|court|panel|board|commission|commissioner|adjudicator|umpire|hearing\s+officer|judge|jury|magistrate|master|recorder|sheriff)|I|[Ww]e)\s+(?:also\s+)?heard\s+`)
	// reEngStyle is an engineer's style at the end of a run of text.
	reEngStyle = regexp.MustCompile(`\b(?:Eng|Engr)\.$`)
	// reHeardPiece is one witness of such a list, maybe with a firm after
	// the name ("Mr X of Firm LLP (quantum)").
	reHeardPiece = regexp.MustCompile(`^(?:(?:and|from|of|also|then)\s+|(?i:for|on\s+behalf\s+of)\s+(?:the\s+)?\p{L}+\s+(?:from\s+)?)*(?:` + witnessHonorific + `|(?:Eng|Engr)\.?\s+)?(` + witnessName + `)(?:\s+of\s+\p{Lu}[^,;()]{1,60}?)?(?:\s+for\s+(?:the\s+)?\p{Lu}[\p{L}'’-]*(?:\s+\p{Lu}[\p{L}'’-]*){0,3})?\s*(?:\([^)]*\))?$`)
	reHeardSplit = regexp.MustCompile(`\s*[,;]\s*|\s+and\s+`)
	// reSideListLead opens a side's witnesses listed before the verb: "For
	// the defendants, " at the head of a sentence.
	reSideListLead = regexp.MustCompile(`(?:^|[.;]\s+|\d\s+)(?i:for|on\s+behalf\s+of)\s+the\s+(?i:` + sideWords + `|defendant|respondent|accused|prosecution|crown|state|employer|union)s?,\s+`)
	// reListVerbEnd is how such a sentence ends: the list "gave evidence"
	// or "testified".
	reListVerbEnd = regexp.MustCompile(`(?i),?\s+(?:(?:both|all|also)\s+)?(?:gave\s+(?:oral\s+|sworn\s+|live\s+)?evidence|testified|were\s+called)\b[^,;]{0,60}[.;]?\s*$`)
	// reCalledBy is a witness a side called, with an honorific and maybe
	// an apposition: "Dr Hassan Al-Rawi, consultant orthopaedic surgeon,
	// was called by the defendants". Group 1 is the name.
	reCalledBy = regexp.MustCompile(`\b` + witnessHonorific + `(` + witnessName + `)(?:,\s+[^,;.]{2,80},)?\s+(?:was|were)\s+(?:also\s+)?called\s+(?:by|for|on\s+behalf\s+of)\s+the\b`)
	// reAndCalledBy is a second witness of the same sentence, called by the
	// other side: "and Dr Y, orthopaedic surgeon, by the defendants".
	reAndCalledBy = regexp.MustCompile(`\band\s+` + witnessHonorific + `(` + witnessName + `)(?:,\s+[^,;.]{2,80},)?\s+by\s+the\s+\p{L}+`)
	// reGaveEvidence is a person who gave evidence or testified, named with
	// an honorific: "Mr Vance gave evidence", "Mr. Doe testified".
	reGaveEvidence = regexp.MustCompile(`\b` + witnessHonorific + `(` + witnessName + `)(?:\s+|,\s+)(?:also\s+|then\s+|later\s+)?(?:gave\s+(?:oral\s+|sworn\s+|live\s+)?evidence|testified)\b`)
	// reSoleWitness is a side's witness named after what the witness is:
	// "The claimant's sole witness was its project director, Mr X".
	reSoleWitness = regexp.MustCompile(`\b(?:sole|only|first|second|third|next|last|other|principal|main)\s+witness\s+was\s+(?:[^,.;]{2,60},\s+)?` + witnessHonorific + `(` + witnessName + `)(?:[,.;]|\s+(?:who|whose)\b)`)
	// reWitnessesLine is a form's or a record's line of the witnesses
	// heard: "Witnesses Testifying: A; B".
	reWitnessesLine = regexp.MustCompile(`^(?i:witnesses(?:\s+(?:testifying|called|heard|sworn|examined))?)\s*:\s*(\p{Lu}.{2,200})$`)
	// reWillGive is a witness a party names in advance, or who gave
	// evidence: "Ms NAME (date of birth ...), of that address, who will
	// give evidence".
	reWillGive = regexp.MustCompile(witnessHonorific + `?(` + witnessName + `)\s*(?:\([^)]{0,60}\))?(?:,\s*[^,.;]{1,60})?,\s+who\s+(?:will|would|is\s+to|is\s+expected\s+to|may|also)?\s*(?:give\s+evidence|testify|gave\s+evidence|testified)\b`)
	// reSideCalled opens the list of witnesses a side called: "called one
	// witness,", "called", "led evidence from", "Evidence was given by".
	reSideCalled = regexp.MustCompile(`\b(?:called|calls|led\s+evidence\s+from|adduced\s+evidence\s+from|(?i:evidence|testimony)\s+was\s+(?:given|heard|taken|received)\s+(?:by|from))\s+(?:(?:one|two|three|four|five|six|\d{1,2})\s+(?:(?:fact|expert|lay)\s+)?witness(?:es)?\s*[,:]?\s*)?`)
	// reCalledSplit divides a list of witnesses called.
	reCalledSplit = regexp.MustCompile(`\s*(?:,|;|\band\b)\s*`)
	// reHonorificName is a piece of a list that is a person named with a
	// courtesy title, maybe after "by" and with a post in brackets after
	// it ("by Mr Gareth Llewellyn (Operations Director)"). Group 1 is the
	// name, with its title.
	reHonorificName = regexp.MustCompile(`^(?:(?:by|from)\s+)?(` + witnessHonorific + witnessName + `)(?:\s*\([^()]{2,60}\))?\.?$`)
	// reCrossExamined is a named person who was cross-examined: "Mrs X,
	// whose affidavit of 14 August 2024 was read, was also cross-examined".
	reCrossExamined = regexp.MustCompile(witnessHonorific + `?(` + witnessName + `)(?:,\s+(?:who|whose)\s+[^.;]{2,120}?,)?\s+(?:was|were)\s+(?:also\s+|briefly\s+|then\s+)?cross-examined\b`)
	// reSurnameOnly is an honorific and a surname, as rulings name a
	// witness already named in full elsewhere.
	reSurnameOnly = regexp.MustCompile(`^` + witnessHonorific + `((?:` + surnameParticle + `\s+){0,2}\p{Lu}[\p{L}'’\-]+)$`)
)

// A ruling introduces a witness as the subject of one sentence and says
// in the next that "She testified credibly" or "He also gave evidence"
// (pleading paper's line number may come between): the subject introduced
// is the witness.
var (
	reHeTestified = regexp.MustCompile(`\b(?:She|He)\s+(?:\d{1,2}\s+)?(?:also\s+|credibly\s+|further\s+|then\s+)?(?:testified|gave\s+(?:oral\s+|sworn\s+)?evidence|(was)\s+cross-examined)\b`)
	// reNamedWithStyle is a person named with a courtesy title.
	reNamedWithStyle = regexp.MustCompile(witnessHonorific + `(\p{Lu}[\p{L}'’\-]+(?:\s+(?:\p{Lu}\.|\p{Lu}[\p{L}'’\-]+))*)`)
	// reSideLabelTestified is a side by its label alone, capitalised and
	// with no article, that testified: "Claimant testified on her own
	// behalf".
	reSideLabelTestified = regexp.MustCompile(`(?:^|[.;]\s+)(Claimant|Complainant|Applicant|Appellant|Petitioner|Plaintiff|Grievant)\s+(?:also\s+)?(?:testified|gave\s+(?:oral\s+|sworn\s+)?evidence)\b`)
	reSubjectFirst       = regexp.MustCompile(`^` + witnessHonorific + `?(` + witnessName + `)(?:,\s+[^,.;]{2,60},)?\s+\p{Ll}`)
)

// pronounWitnesses reads the witnesses of t that a pronoun says testified:
// the person named first in the sentence before the pronoun's.
func (r *rulesRun) pronounWitnesses(v *pageView, t string) {
	for _, m := range reHeTestified.FindAllStringSubmatchIndex(t, -1) {
		q := strings.LastIndexAny(strings.TrimRight(t[:m[0]], " "), ".!?")
		if q < 0 || q != len(strings.TrimRight(t[:m[0]], " "))-1 {
			continue // the pronoun does not open a sentence
		}
		ps, _ := sentenceAt(t, q)
		sm := reSubjectFirst.FindStringSubmatchIndex(t[ps:q])
		if sm != nil && !isPersonName(cleanName(t[ps+sm[2]:ps+sm[3]])) {
			sm = nil
		}
		if sm == nil && m[2] >= 0 {
			// "He was cross-examined": the last person the sentence
			// before names by courtesy title.
			all := reNamedWithStyle.FindAllStringSubmatchIndex(t[ps:q], -1)
			if len(all) > 0 {
				sm = all[len(all)-1]
			}
		}
		if sm == nil {
			continue
		}
		if n := cleanName(t[ps+sm[2] : ps+sm[3]]); isPersonName(n) {
			r.party(v, n, RoleWitness, "", t, ps+sm[2], ps+sm[3])
		}
	}
}

// reDescribedWitness is a name with its description in apposition: "X,
// an impartial vocational expert,", "Y, M.D., a medical expert,", "Z, the
// claimant's treating physician,".
var reDescribedWitness = regexp.MustCompile(`(` + witnessName + `),\s+(?:(?:M\.D\.|D\.O\.|Ph\.D\.|Psy\.D\.|R\.N\.),\s+)?(?:an?|the)\s+(?:[\p{L}'’-]+\s+){0,3}?(?:expert|witness|physician|doctor|psychologist|psychiatrist|examiner|consultant|engineer|appraiser|investigator)\b`)

// reTestifiedVerb ends a sentence that says its subjects gave evidence.
var reTestifiedVerb = regexp.MustCompile(`\b(?:also\s+)?(?:appeared\s+and\s+)?testified\b|\bgave\s+(?:sworn\s+|oral\s+|expert\s+)?(?:evidence|testimony)\b`)

// describedWitnesses reads, in each sentence of t that says its subjects
// testified, the names given with their description before that verb.
func (r *rulesRun) describedWitnesses(v *pageView, t string) {
	for _, m := range reDescribedWitness.FindAllStringSubmatchIndex(t, -1) {
		_, e := sentenceAt(t, m[1]-1)
		if e > len(t) {
			e = len(t)
		}
		if e <= m[1] || !reTestifiedVerb.MatchString(t[m[1]:e]) {
			continue
		}
		r.witnessNamed(v, t, m[2], m[2], m[3])
	}
}

// officerOath reports whether an "I, NAME, ..." opening t[a:b] is an
// officer's: a notary's, a reporter's or a translator's certificate, an
// arbitrator's oath of office.
func officerOath(t string, a, b int) bool {
	if reOfficer.MatchString(t[a:b]) || reOfficerWords.MatchString(t[a:b]) {
		return true
	}
	_, e := sentenceAt(t, b-1)
	if e < b {
		e = b
	}
	if e > len(t) {
		e = len(t)
	}
	return reOfficerAfter.MatchString(t[b:e])
}

// witnessRole is the role of whoever is sworn in this document: a
// deposition's deponent, else a witness.
func (r *rulesRun) witnessRole() string {
	if r.deposition {
		return RoleDeponent
	}
	return RoleWitness
}

// labelledWitnessRole is the role a "Witness:" or "Deponent:" label names:
// an affidavit's front sheet names its maker "Deponent", a deposition its
// deponent.
func (r *rulesRun) labelledWitnessRole(label string) string {
	switch {
	case r.deposition:
		return RoleDeponent
	case strings.HasPrefix(strings.ToLower(strings.TrimSpace(label)), "deponent"):
		return RoleDeclarant
	}
	return RoleWitness
}

// examinationDoc reports whether a document's first page opens an
// examination under oath out of court.
func examinationDoc(first string) bool {
	return reExamDoc.MatchString(first)
}

// cutCapsTail cuts a jurat's place words printed in capitals after the
// name ("NAME AT DUBLIN").
func cutCapsTail(n string) string {
	w := strings.Fields(n)
	for i, x := range w {
		if i > 0 && (x == "AT" || x == "ON" || x == "THIS" || x == "BEFORE" || x == "IN") {
			return strings.Join(w[:i], " ")
		}
	}
	return n
}

// witnessGrammar reads a page's witnesses, declarants and deponents by the
// grammars above.
func (r *rulesRun) witnessGrammar(v *pageView) {
	r.prosecutionParties(v)
	r.sideTestified(v)
	// Sentences open only in paragraphs: a pair of lines may start in a
	// sentence's middle ("T. Kowal testified").
	for _, p := range v.paras {
		if strings.Contains(p.text, "testified") || strings.Contains(p.text, "gave evidence") {
			r.subjectWitnesses(v, p.text)
		}
	}
	role := r.witnessRole()
	// The oath's line, read line by line and paragraph by paragraph (a
	// paragraph joins "THEREUPON," to the name on the next line).
	seen := map[string]bool{}
	try := func(t string) {
		t = strings.TrimSpace(t)
		m := reSwearLine.FindStringSubmatchIndex(t)
		if m == nil || seen[t] {
			return
		}
		seen[t] = true
		if !reSwearTail.MatchString(t[m[1]:]) && !strings.Contains(strings.ToLower(t[m[4]:m[5]]), "witness") {
			return
		}
		if !reSwearCaps.MatchString(t[m[3]:]) && !strings.HasPrefix(t, "<") {
			return
		}
		end := min(len(t), m[1]+60)
		if reOfficerWords.MatchString(t[m[4]:end]) && !strings.Contains(strings.ToLower(t[m[1]:end]), "by a notary") {
			return
		}
		// "Gordon Ellis, being first duly sworn on oath, states as
		// follows:": an affidavit's maker, read by the declarants'
		// reader; no one testified.
		if reAffiantSays.MatchString(t[m[1]:end]) {
			return
		}
		if n := cleanName(t[m[2]:m[3]]); isPersonName(n) {
			r.party(v, n, role, "", t, m[2], m[3])
		}
	}
	for _, sg := range v.segs {
		if !sg.blank {
			try(sg.text)
		}
	}
	for _, p := range v.paras {
		try(p.text)
	}
	for _, p := range append(v.paras[:len(v.paras):len(v.paras)], v.pairs...) {
		t := p.text
		// India's numbered witnesses.
		for _, re := range []*regexp.Regexp{reWitnessNo, reWitnessNoAfter, reWitnessTagged, reWitnessNoAs} {
			for _, m := range re.FindAllStringSubmatchIndex(t, -1) {
				if n := cleanName(t[m[2]:m[3]]); isPersonName(n) && !described(t, m[2]) {
					r.party(v, n, RoleWitness, "", t, m[2], m[3])
				}
			}
		}
		// Witnesses named with what they are, in a sentence that says
		// they testified: "X, an impartial vocational expert, and Y,
		// M.D., an impartial medical expert, also appeared and
		// testified".
		if strings.Contains(t, "testified") {
			r.describedWitnesses(v, t)
		}
		if strings.Contains(t, "He ") || strings.Contains(t, "She ") {
			r.pronounWitnesses(v, t)
		}
		for _, m := range reSideLabelTestified.FindAllStringSubmatchIndex(t, -1) {
			q := groundedQuote(v.norm, t, m[2], m[1], maxQuote)
			if c, ok := r.cite(v, q); ok {
				r.addParty("the "+strings.ToLower(t[m[2]:m[3]]), RoleWitness, "", c)
			}
		}
		// Affidavits' and declarations' openings.
		if strings.Contains(t, "I,") {
			for _, m := range reOathOpen.FindAllStringSubmatchIndex(t, -1) {
				if m[1]-m[0] > 400 || officerOath(t, m[0], m[1]) || reTestator.MatchString(t[m[1]:]) || reOfficeServer.MatchString(t[m[1]:]) {
					continue
				}
				// "I, X son of Y, Muslim, adult, ...": the maker, not the father.
				b := m[3]
				if pm := reParentOf.FindStringIndex(t[m[2]:m[3]]); pm != nil && pm[0] > 0 {
					b = m[2] + pm[0]
				}
				// "I, X son of Y" read up to "of": the parentage word goes.
				if w := lastWord(t[m[2]:b]); parentageWords[strings.ToLower(w)] {
					b = m[2] + strings.LastIndex(t[m[2]:b], w)
				}
				if n := cleanName(t[m[2]:b]); isPersonName(n) {
					r.party(v, n, RoleDeclarant, "", t, m[2], b)
				}
			}
		}
		// Jurats.
		for _, m := range reJurat.FindAllStringSubmatchIndex(t, -1) {
			if n := cleanName(cutCapsTail(t[m[2]:m[3]])); isPersonName(n) && !reOfficerWords.MatchString(n) {
				r.party(v, n, RoleDeclarant, "", t, m[2], m[3])
			}
		}
		// A witness statement's maker.
		if m := reStatementOf.FindStringSubmatchIndex(t); m != nil {
			if n := cleanName(t[m[2]:m[3]]); isPersonName(n) {
				r.party(v, n, RoleDeclarant, "", t, m[2], m[3])
			}
		}
		// Examinations under oath out of court.
		for _, m := range reExamOf.FindAllStringSubmatchIndex(t, -1) {
			if n := cleanName(t[m[2]:m[3]]); isPersonName(n) {
				r.party(v, n, RoleDeponent, "", t, m[2], m[3])
			}
		}
		r.heardLists(v, t)
		// "For the defendants, Ms X, the Centre manager, and Mr Y, ...,
		// gave evidence": the side's witnesses listed before the verb.
		for _, m := range reSideListLead.FindAllStringIndex(t, -1) {
			if _, e := sentenceAt(t, m[1]); e > m[1] && reListVerbEnd.MatchString(t[m[1]:e]) {
				r.heardList(v, t, m[1], false)
			}
		}
		// "Dr X, orthopaedic surgeon, was called by the plaintiff and Dr
		// Y, orthopaedic surgeon, by the defendants".
		for _, m := range reCalledBy.FindAllStringSubmatchIndex(t, -1) {
			r.witnessNamed(v, t, m[0], m[2], m[3])
			_, e := sentenceAt(t, m[1])
			if e <= m[1] {
				continue
			}
			for _, m2 := range reAndCalledBy.FindAllStringSubmatchIndex(t[m[1]:e], -1) {
				r.witnessNamed(v, t, m[1]+m2[0], m[1]+m2[2], m[1]+m2[3])
			}
		}
		for _, m := range reWillGive.FindAllStringSubmatchIndex(t, -1) {
			r.witnessNamed(v, t, m[0], m[2], m[3])
		}
		for _, m := range reCrossExamined.FindAllStringSubmatchIndex(t, -1) {
			r.witnessNamed(v, t, m[0], m[2], m[3])
		}
		// "Corallis called one witness, Mr Castaing-Moreau. QAR called Mr
		// Al Ketbi and Ms Deepa Raghunathan, its former Director": each
		// person a side called, named with a courtesy title.
		for _, m := range reSideCalled.FindAllStringIndex(t, -1) {
			_, e := sentenceAt(t, m[1])
			e = min(max(e, m[1]), len(t))
			at := m[1]
			for _, piece := range reCalledSplit.Split(t[m[1]:e], -1) {
				a := strings.Index(t[at:], piece)
				if a < 0 {
					break
				}
				a += at
				at = a + len(piece)
				if hm := reHonorificName.FindStringSubmatchIndex(piece); hm != nil {
					r.witnessNamed(v, t, a, a+hm[2], a+hm[3])
				}
			}
		}
		for _, m := range reGaveEvidence.FindAllStringSubmatchIndex(t, -1) {
			r.witnessNamed(v, t, m[0], m[2], m[3])
		}
		for _, m := range reSoleWitness.FindAllStringSubmatchIndex(t, -1) {
			r.witnessNamed(v, t, m[0], m[2], m[3])
		}
	}
	for _, sg := range v.segs {
		m := reWitnessesLine.FindStringSubmatchIndex(strings.TrimSpace(sg.text))
		if sg.blank || m == nil {
			continue
		}
		t := strings.TrimSpace(sg.text)
		for _, piece := range regexp.MustCompile(`\s*[;,]\s*|\s+and\s+`).Split(t[m[2]:m[3]], -1) {
			if n := cleanName(piece); isPersonName(n) {
				if a := strings.Index(t, piece); a >= 0 {
					r.party(v, n, RoleWitness, "", t, a, a+len(piece))
				}
			}
		}
	}
}

var (
	// reApposedTestified is a sentence whose subject gave evidence, maybe
	// with what the witness is in apposition: "Shirelle Watts, an aide
	// who signed the petition, testified that ...".
	reApposedTestified = regexp.MustCompile(`(?:^|[.;]\s+)(` + witnessName + `)(?:,\s+[^.;]{2,100}?,)?\s+(?:also\s+|credibly\s+|further\s+|then\s+)?(?:testified|gave\s+(?:oral\s+|sworn\s+)?evidence)\b`)
	// reSurnameTestified is a sentence opened by a surname alone that
	// gave evidence: "Kessler testified that ...".
	reSurnameTestified = regexp.MustCompile(`(?:^|[.;]\s+)(\p{Lu}[\p{L}'’\-]{2,})(?:,\s+[^.;]{2,100}?,)?\s+(?:also\s+|credibly\s+|further\s+|then\s+)?(?:testified|gave\s+(?:oral\s+|sworn\s+)?evidence)\b`)
)

// subjectWitnesses reads the witnesses that open a sentence saying they
// gave evidence: by full name (with what they are in apposition), or by
// surname when the page, or else the paper, prints one full name with it.
func (r *rulesRun) subjectWitnesses(v *pageView, t string) {
	role := RoleWitness
	if r.deposition {
		role = RoleDeponent // "PAULA NG, having been duly sworn, testified as follows:"
	}
	for _, m := range reApposedTestified.FindAllStringSubmatchIndex(t, -1) {
		raw := t[m[2]:m[3]]
		if afterInitial(t, m[2]) || m[2] == 0 && reInitialLead.MatchString(raw) {
			continue // "Officer Brian T. Kowal testified": the initial's period ends no sentence, and a line that opens with it may open no paragraph
		}
		if n := cleanName(raw); isPersonName(n) && !described(t, m[2]) && !strings.ContainsAny(raw, "'’") && !headingGlued(raw) {
			r.party(v, n, role, "", t, m[2], m[3])
		}
	}
	for _, m := range reSurnameTestified.FindAllStringSubmatchIndex(t, -1) {
		if afterInitial(t, m[2]) {
			continue
		}
		sur := NameKey(t[m[2]:m[3]])
		if sur == "" || strings.Contains(sur, " ") || notNameWord[sur] {
			continue
		}
		c, ok := r.cite(v, groundedQuote(v.norm, t, m[2], m[3], maxQuote))
		if !ok {
			continue
		}
		full := r.fullNameOn([]Citation{c}, sur, 0)
		if full == "" {
			full = r.fullNameOn(r.docPages([]Citation{c}), sur, 0) // named in full on another page of the paper
		}
		if full != "" && full != "\x00" && isPersonName(full) && !headingGlued(full) {
			r.addParty(full, role, "", c)
		} else if full == "" && role == RoleWitness {
			r.addParty(t[m[2]:m[3]], role, "", c) // named in full in another paper: resolveSurnames joins it, or leaves it out
		}
	}
}

// afterInitial says whether the text before a would-be sentence's start
// at a ends with an initial's period ("Brian T. "), not a sentence's end.
func afterInitial(t string, a int) bool {
	b := strings.TrimRight(t[:a], " ")
	return len(b) >= 2 && b[len(b)-1] == '.' && unicode.IsUpper(rune(b[len(b)-2])) && (len(b) == 2 || b[len(b)-3] == ' ')
}

// parentageWords end a maker's name before "of" and the parent's name.
var parentageWords = map[string]bool{"son": true, "daughter": true, "wife": true, "widow": true, "husband": true}

// reBareSurname is a witness named by surname alone ("Bermudez
// testified"), to be given the full name the matter prints.
var reBareSurname = regexp.MustCompile(`^\p{Lu}[\p{L}'’\-]{2,}$`)

// reInitialLead is a name that opens with an initial: "T. Kowal".
var reInitialLead = regexp.MustCompile(`^\p{Lu}\.\s`)

// headingGlued says whether a would-be name starts with a heading in
// capitals glued to a name in mixed case ("BACKGROUND Villalobos").
func headingGlued(s string) bool {
	w := strings.Fields(s)
	return len(w) >= 2 && len(w[0]) > 2 && !hasLower(w[0]) && hasLower(strings.Join(w[1:], " "))
}

// notNameWord are the capitalised words that open a sentence about
// testimony and name no one.
var notNameWord = map[string]bool{"he": true, "she": true, "they": true, "it": true, "who": true, "nobody": true, "no": true,
	"claimant": true, "complainant": true, "applicant": true, "appellant": true, "petitioner": true, "plaintiff": true,
	"respondent": true, "defendant": true, "grievant": true, "employee": true, "employer": true, "witness": true, "each": true,
	"both": true, "all": true, "none": true, "neither": true, "everyone": true, "also": true, "then": true, "later": true}

// described reports whether the capitalised words at t[a:] are what
// someone is rather than who: "its Fleet Manager", "the First Respondent's
// bookkeeper", "her Night Auditor (RW2)".
func described(t string, a int) bool {
	w := strings.Fields(t[max(0, a-24):a])
	if len(w) == 0 || a < len(t) && a > 0 && t[a-1] != ' ' {
		return false
	}
	last := w[len(w)-1]
	return describedBy[last] || strings.HasSuffix(last, "'s") || strings.HasSuffix(last, "’s")
}

// describedBy are the words before a place or a calling written with
// capitals: "its Fleet Manager", "a Senior Engineer".
var describedBy = map[string]bool{"its": true, "his": true, "her": true, "their": true, "our": true, "my": true, "the": true, "a": true, "an": true}

// heardLists reads a ruling's lists of who gave evidence: "I heard
// testimony from Dr. A, the Claimant's engineer, and from Mr. B", "The
// jury heard from Mr X, and from Ms Y, whose account ...". The list runs
// to the end of its sentence (an honorific's period does not end it).
func (r *rulesRun) heardLists(v *pageView, t string) {
	for _, m := range reHeardTrigger.FindAllStringIndex(t, -1) {
		r.heardList(v, t, m[1], false)
	}
	for _, m := range reHeardBare.FindAllStringIndex(t, -1) {
		if reHeardArgument.MatchString(t[m[1]:]) {
			continue // "The Court heard oral argument": lawyers argued, nobody testified
		}
		r.heardList(v, t, m[1], true)
	}
}

// reHeardArgument is what a court "heard" when it heard no witness: the
// lawyers' argument or submissions, a motion.
var reHeardArgument = regexp.MustCompile(`^(?i:(?:the\s+)?(?:oral\s+|closing\s+|opening\s+)?(?:arguments?|submissions?)|(?:the\s+)?(?:motion|application|appeal|petition|matter|case)|(?:from\s+)?counsel)`)

// reListClauseEnd ends a list of who gave evidence where the sentence
// turns to another act: "..., and read the report of the single joint
// expert, Ms X".
var reListClauseEnd = regexp.MustCompile(`,?\s+and\s+(?:then\s+)?(?:read|considered|reviewed|accepted|rejected|found|held|granted|dismissed|admitted)\b`)

// reHonorificPiece is a list's piece that names someone by courtesy title:
// "and Mr Tony Mak Kwok Leung".
var reHonorificPiece = regexp.MustCompile(`^(?:(?:and|also)\s+)?` + witnessHonorific + `\p{Lu}`)

// splitOutsideBrackets splits s at the matches of sep that stand outside
// brackets: "Mr X (Health and Safety Manager)" is one piece.
func splitOutsideBrackets(sep *regexp.Regexp, s string) []string {
	masked := []byte(s)
	depth := 0
	for i, c := range masked {
		switch {
		case c == '(':
			depth++
		case c == ')' && depth > 0:
			depth--
		case depth > 0:
			masked[i] = 'x'
		}
	}
	var out []string
	last := 0
	for _, m := range sep.FindAllIndex(masked, -1) {
		out = append(out, s[last:m[0]])
		last = m[1]
	}
	return append(out, s[last:])
}

// heardList reads the list of witnesses that starts at t[from:] and runs
// to the end of its sentence. A piece may name its witness after a job
// title ("Production Supervisor X"); a job title in apposition ("X,
// Garage Manager,") is no witness. With titled, only titled pieces are
// read.
func (r *rulesRun) heardList(v *pageView, t string, from int, titled bool) {
	_, e := sentenceAt(t, from)
	if e <= from {
		return
	}
	// An engineer's style ("Eng. X") ends no sentence.
	for e < len(t) && reEngStyle.MatchString(t[from:e]) {
		_, e2 := sentenceAt(t, e+1)
		if e2 <= e {
			break
		}
		e = e2
	}
	span := t[from:e]
	if x := reListClauseEnd.FindStringIndex(span); x != nil {
		span = span[:x[0]]
	}
	at := from
	for _, piece := range splitOutsideBrackets(reHeardSplit, span) {
		piece = strings.TrimSpace(strings.TrimRight(strings.TrimSpace(piece), "."))
		if piece == "" {
			continue
		}
		a := strings.Index(t[at:], piece)
		if a < 0 {
			continue
		}
		a += at
		at = a + len(piece)
		off := titlePrefix(piece)
		if titled && off == 0 && !reHonorificPiece.MatchString(piece) {
			continue
		}
		pm := reHeardPiece.FindStringSubmatchIndex(piece[off:])
		if pm == nil || endsInTitle(piece[off+pm[2]:off+pm[3]]) {
			continue
		}
		r.witnessNamed(v, t, a+off, a+off+pm[2], a+off+pm[3])
	}
}

var (
	// reWitnessFor is what, right before a side's label, makes the name after
	// it one of that side's people: "for the Claimant, Mr X".
	reWitnessFor = regexp.MustCompile(`(?i)\b(?:for|on\s+behalf\s+of|called\s+by)\s+$`)
	// reEvidenceWords mark a sentence about who gave evidence.
	reEvidenceWords = regexp.MustCompile(`(?i)\bwitness|\bexperts?\b|\bevidence\b|\btestif|\btestimony\b|\bheard\b`)
)

// sideWitness reports whether the side's label at t[at:] ("the Claimant,
// Mr X") names a witness who gave evidence for that side, not the side:
// "The Tribunal heard the following witnesses: for the Claimant, Mr X".
func sideWitness(t string, at int) bool {
	if !reWitnessFor.MatchString(t[max(0, at-20):at]) {
		return false
	}
	s, e := sentenceAt(t, at)
	return s < at && reEvidenceWords.MatchString(t[s:at]) || e > at && reListVerbEnd.MatchString(t[at:e])
}

// givingEvidence reports whether the side at t[at:] closes a list of who
// gave evidence ("The Court heard evidence from Mr X, Operations Manager,
// and Ms Y, HR Partner, for the Respondent"): the side's witnesses, not
// its lawyers.
func givingEvidence(t string, at int) bool {
	s, _ := sentenceAt(t, at)
	return s < at && reHeardTrigger.MatchString(t[s:at])
}

var (
	// reSignRule is a line to sign on: dots, underscores or dashes.
	reSignRule = regexp.MustCompile(`^[\s._\-–—…]{5,}$`)
	// reAttestLead says that a signature was made before a witness:
	// "Signed in the presence of", "Attested by".
	reAttestLead = regexp.MustCompile(`(?i)\b(?:in\s+the\s+presence\s+of|attested\s+by|witnessed\s+by)\b`)
)

// attestsSignature reports whether a "Witness: NAME" line p of v names the
// witness to a signature, no witness of the case: it stands on a line to
// sign below another signature's line ("...... / Arbitrator's name /
// ...... / Witness: NAME"), or below "Signed in the presence of". The
// page's raw lines are read, as the rules' segments drop the rules.
func (r *rulesRun) attestsSignature(v *pageView, p para) bool {
	if p.first < 0 || p.first >= len(v.segs) || v.doc >= len(r.in.Documents) || v.num < 1 || v.num > len(r.in.Documents[v.doc].Pages) {
		return false
	}
	lines := strings.Split(r.in.Documents[v.doc].Pages[v.num-1], "\n")
	var above []string
	for k := v.segs[p.first].line - 1; k >= 0 && k < len(lines) && len(above) < 4; k-- {
		if t := strings.TrimSpace(lines[k]); t != "" {
			above = append(above, t)
		}
	}
	if len(above) == 0 {
		return false
	}
	if reAttestLead.MatchString(above[0]) {
		return true
	}
	if !reSignRule.MatchString(above[0]) {
		return false
	}
	for _, a := range above[1:] {
		if reSignRule.MatchString(a) || reAttestLead.MatchString(a) {
			return true
		}
	}
	return false
}

// titleHeads are the words that end a job title ("Garage Manager", "HR
// Business Partner", "Chief Steward").
var titleHeads = map[string]bool{
	"manager": true, "director": true, "officer": true, "supervisor": true, "steward": true, "partner": true,
	"coordinator": true, "co-ordinator": true, "superintendent": true, "foreman": true, "forewoman": true,
	"administrator": true, "secretary": true, "controller": true, "treasurer": true, "president": true,
	"executive": true, "accountant": true, "surveyor": true, "analyst": true, "specialist": true, "consultant": true,
	"adviser": true, "advisor": true, "representative": true, "agent": true, "organiser": true, "organizer": true,
	"inspector": true, "investigator": true, "engineer": true, "technician": true, "operator": true,
	"chairperson": true, "chairman": true, "chairwoman": true, "nurse": true, "auditor": true, "assistant": true,
}

// endsInTitle reports whether n is a job title, not a name: up to five
// words ending in a title's head word ("Clinical Care Manager", "Human
// Resources Director").
func endsInTitle(n string) bool {
	w := strings.Fields(n)
	if len(w) < 1 || len(w) > 5 {
		return false
	}
	return titleHeads[strings.ToLower(strings.Trim(w[len(w)-1], ".,"))]
}

// titlePrefix is the length of a job title before a name in piece ("Plant
// Manager " in "Plant Manager Douglas Reinholt", "Chief Steward " in
// "and Chief Steward X"), 0 when there is none: capitalised words up to a
// title's head word, with two capitalised words after it.
func titlePrefix(piece string) int {
	ws := regexp.MustCompile(`\S+`).FindAllStringIndex(piece, -1)
	start := 0
	if len(ws) > 0 && piece[ws[0][0]:ws[0][1]] == "and" {
		start = 1
	}
	end := 0
	for i := start; i < len(ws) && i < start+5; i++ {
		w := piece[ws[i][0]:ws[i][1]]
		if r, _ := firstRune(w); !unicode.IsUpper(r) {
			break
		}
		if titleHeads[strings.ToLower(w)] {
			end = i + 1
		}
	}
	if end == 0 || len(ws)-end < 2 {
		return 0
	}
	return ws[end][0]
}

// witnessNamed records the witness named t[a:b] (its honorific, if any,
// from s): a full name as it is, an honorific and surname as a surname
// for the matter's merge to resolve (resolveSurnames).
func (r *rulesRun) witnessNamed(v *pageView, t string, s, a, b int) {
	raw := strings.TrimSpace(t[a:b])
	if n := cleanName(raw); isPersonName(n) {
		r.party(v, n, RoleWitness, "", t, a, b)
		return
	}
	full := strings.TrimSpace(t[s:b])
	if lead := reListLead.FindString(full); lead != "" {
		full, s = full[len(lead):], s+len(lead)
	}
	if m := reSurnameOnly.FindStringSubmatch(full); m != nil && !notNames[strings.ToLower(m[1])] && !orgWords[strings.ToLower(m[1])] {
		q := groundedQuote(v.norm, t, s, b, maxQuote)
		if c, ok := r.cite(v, q); ok {
			r.addParty(full, RoleWitness, "", c)
		}
	}
}

// resolveSurnames gives each witness named only by honorific and surname
// ("Mr Okoro") the one full name in the matter, in any role, with that
// surname ("Daniel Okoro"); the fuller of two spellings that share a first
// name counts as one ("Kevin Doe", "Kevin James Doe"). When no party has
// that surname, the full name the ruling itself prints ("The employer
// called Laura Benning, its manager. Ms. Benning testified ...") is the
// witness's. A witness whose surname matches no full name, or two
// people's, is left out.
func (r *rulesRun) resolveSurnames() {
	keep := r.out.Parties[:0:0]
	var moved []Party
	for _, p := range r.out.Parties {
		if p.Role != RoleWitness || !reSurnameOnly.MatchString(p.Name) && !reBareSurname.MatchString(p.Name) {
			keep = append(keep, p)
			continue
		}
		sur := NameKey(p.Name)
		best := r.partyWithSurname(sur, 0, 1)
		if best == "" {
			best = r.fullNameInText(p.Citations, sur)
		}
		if best == "" {
			best = r.partySurnameFirst(sur)
		}
		if best == "" || best == "\x00" {
			continue
		}
		p.Name = best
		moved = append(moved, p)
	}
	r.rejoin(keep, moved)
}

// resolveJudgeSurnames gives a judge named by surname alone ("First-tier
// Tribunal Judge Okonjo") the fuller name of the one other judge of the
// matter with that surname ("M Okonjo", signed under the decision): one
// judge, not two. A surname that no other judge's name ends with stays as
// printed (an appellate panel named by surnames).
func (r *rulesRun) resolveJudgeSurnames() {
	keep := r.out.Parties[:0:0]
	var moved []Party
	for _, p := range r.out.Parties {
		sur := NameKey(p.Name)
		if p.Role != RoleJudge || sur == "" || len(strings.Fields(p.Name)) != 1 {
			keep = append(keep, p)
			continue
		}
		full := ""
		for _, q := range r.out.Parties {
			k := NameKey(q.Name)
			if q.Role != RoleJudge || !strings.HasSuffix(k, " "+sur) {
				continue
			}
			if full != "" && NameKey(full) != k {
				full = "\x00"
				break
			}
			full = q.Name
		}
		if full == "" || full == "\x00" {
			keep = append(keep, p)
			continue
		}
		p.Name = full
		moved = append(moved, p)
	}
	if len(moved) > 0 {
		r.rejoin(keep, moved)
	}
}

// The side that prosecutes, and parties the caption vocabulary does not
// label: a criminal caption names the Crown, the State or the People
// above "v." with no label of captionRoles, or labels it
// "...PROSECUTION"; an Indian caption writes "THE STATE (NCT OF DELHI)";
// an English caption may list several accused under "v" or put the whole
// caption on one line ("R v A and B"); an agency that charges may have no
// label at all ("The Department of Homeland Security alleges that you").
var (
	// reProsecutionLabel is a criminal caption's label for the side that
	// prosecutes: "...PROSECUTION", "Prosecutor".
	reProsecutionLabel = regexp.MustCompile(`^[.…·\s]*(?i:(?:the\s+)?prosecution|prosecutor|complainant\s*/\s*prosecution)\s*[,.;]?$`)
	// reCrownLine is a whole caption on one line: "R v DANIEL OKORO and
	// PETER VANCE", "State v. Ramesh Jadhav".
	reCrownLine = regexp.MustCompile(`^(?:R|Regina|Rex|REGINA|REX|(?i:the\s+)?(?i:king|queen|crown|state|people)|(?i:his|her)\s+(?i:majesty)(?:\s+(?i:the\s+(?:king|queen)))?)\.?\s+(?i:v\.?|vs\.?|versus)\s+(\p{Lu}[\p{L}.'’\- ]*(?:\s+(?:and|&)\s+\p{Lu}[\p{L}.'’\- ]*)*?)\s*$`)
	// reAgencyCharges is an agency that brings the case with no label:
	// "The Department of Homeland Security alleges that you:".
	reAgencyCharges = regexp.MustCompile(`\b(?:[Tt]he\s+)?((?:Department|Commission|Bureau|Agency|Board|Office|Administration|Ministry)\s+of\s+\p{Lu}\p{L}+(?:\s+(?:and\s+)?\p{Lu}\p{L}+){0,4}|(?:\p{Lu}\p{L}+\s+){1,5}(?:Commission|Department|Bureau|Agency|Authority|Administration))\s+(?:alleges|charges)\s+that\b`)
)

// accusedLine reports whether a caption line after "v" is an accused's
// name in capitals: not a label, a heading, a title or a case number.
func accusedLine(t string) bool {
	nt := strings.TrimSpace(reBirthTail.ReplaceAllString(t, ""))
	return nt != "" && !reLabel.MatchString(nt) && !reTrailLabel.MatchString(nt) && !captionEnds(nt) && !reCaptionJunk.MatchString(nt) &&
		!reTitleWordAny.MatchString(nt) && !reNotNameLine.MatchString(nt) && !reVersus.MatchString(nt) && len(nt) < 80 && lowerLetters(nt) == 0
}

// govParty records the government that prosecutes, named by caption line
// t of segment text line: a name that keeps its bracketed part ("THE
// STATE (NCT OF DELHI)"), which cleanName would cut.
func (r *rulesRun) govParty(v *pageView, t, role, line string) {
	gn := strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(t), ","))
	if !strings.Contains(gn, "(") {
		r.party(v, gn, role, "", line, 0, len(line))
		return
	}
	gn = strings.TrimSpace(regexp.MustCompile(`^(?i:the)\s+`).ReplaceAllString(gn, ""))
	if c, ok := r.cite(v, groundedQuote(v.norm, line, 0, len(line), maxQuote)); ok && NameKey(gn) != "" {
		r.addParty(gn, role, "", c)
	}
}

// prosecutionParties reads a page's one-line criminal captions (their
// accused; "R" names no party) among its first lines, and an agency that
// charges with no label.
func (r *rulesRun) prosecutionParties(v *pageView) {
	if v.num <= 2 {
		r.crownCaption(v)
	}
	if v.num <= 2 {
		seen := 0
		for _, sg := range v.segs {
			if sg.blank {
				continue
			}
			if seen++; seen > 12 {
				break
			}
			t := strings.TrimSpace(sg.text)
			m := reCrownLine.FindStringSubmatchIndex(t)
			if m == nil {
				continue
			}
			names := t[m[2]:m[3]]
			if lowerLetters(strings.ReplaceAll(strings.ReplaceAll(names, " and ", " "), " & ", " ")) > 0 && seen > 4 {
				continue // a citation in prose, not the page's caption
			}
			for _, n := range splitNames(names) {
				if n = cleanName(n); isPersonName(n) || isEntityName(n) {
					if a := strings.Index(t, n); a >= 0 {
						r.party(v, n, RoleDefendant, "", t, a, a+len(n))
					}
				}
			}
		}
	}
	for _, p := range v.paras {
		for _, m := range reAgencyCharges.FindAllStringSubmatchIndex(p.text, -1) {
			if n := cleanName(p.text[m[2]:m[3]]); n != "" {
				r.party(v, n, RolePlaintiff, "", p.text, m[2], m[3])
			}
		}
	}
}

// crownCaption reads a criminal caption among a page's first lines that
// no section grammar took for a caption (a judgment's reasons printed
// without labels): the Crown, the State or the People, maybe its
// "...PROSECUTION" label, "v." (or "- and -"), then one to four accused
// in capitals, not followed by a label (the caption reader reads those).
func (r *rulesRun) crownCaption(v *pageView) {
	var ks []int
	for k, sg := range v.segs {
		if !sg.blank && !sg.after {
			ks = append(ks, k)
		}
		if len(ks) >= 25 {
			break
		}
	}
	for x, k := range ks {
		gt := strings.TrimSpace(v.segs[k].text)
		if !reProsecution.MatchString(gt) {
			continue
		}
		y := x + 1
		for y < len(ks) && reProsecutionLabel.MatchString(strings.TrimSpace(v.segs[ks[y]].text)) {
			y++
		}
		if y >= len(ks) || !reVersus.MatchString(strings.TrimSpace(v.segs[ks[y]].text)) {
			continue
		}
		n := 0
		for y+1+n < len(ks) && n < 4 && accusedLine(strings.TrimSpace(v.segs[ks[y+1+n]].text)) {
			n++
		}
		next := y + 1 + n
		if n == 0 || next < len(ks) && (reLabel.MatchString(strings.TrimSpace(v.segs[ks[next]].text)) || reTrailLabel.MatchString(strings.TrimSpace(v.segs[ks[next]].text))) {
			continue
		}
		for _, kk := range ks[y+1 : next] {
			t := v.segs[kk].text
			for _, nm := range splitNames(strings.TrimSpace(reBirthTail.ReplaceAllString(t, ""))) {
				r.party(v, nm, RoleDefendant, "", t, 0, len(t))
			}
		}
		r.govParty(v, gt, RolePlaintiff, v.segs[k].text)
		return
	}
}

// fullNameInText is the one full name with surname sur ("laura benning"
// for "benning") printed on the pages that cite a witness named by
// surname alone; "" when there is none, "\x00" when two people could be
// meant.
func (r *rulesRun) fullNameInText(cs []Citation, sur string) string {
	return r.fullNameOn(cs, sur, 0)
}

// surnamePattern matches the surname whose key is sur as the pages print
// it: the key's spaces stand for the spaces, apostrophes or hyphens
// between its words ("o rourke" for "O'Rourke").
func surnamePattern(sur string) string {
	w := strings.Fields(sur)
	for i := range w {
		w[i] = regexp.QuoteMeta(w[i])
	}
	return strings.Join(w, `[\s'’\-]+`)
}

// surnameParticles are the words that start a surname of several words,
// as NameKey spells them ("o" of "O'Rourke").
var surnameParticles = map[string]bool{"ní": true, "ni": true, "nic": true, "ó": true, "o": true, "ua": true, "mac": true,
	"van": true, "von": true, "der": true, "den": true, "ter": true, "ten": true, "de": true, "del": true, "della": true,
	"di": true, "da": true, "das": true, "dos": true, "du": true, "la": true, "le": true, "al": true, "el": true}

// surnameLen is how many of a name key's last words make its surname: the
// last word and the particles before it ("caoimhe ní bhraonáin": 2).
func surnameLen(w []string) int {
	n := 1
	for n < len(w) && surnameParticles[w[len(w)-n-1]] {
		n++
	}
	return n
}

// fullNameOn is fullNameInText for a first name that starts with initial
// (any first name when initial is 0).
func (r *rulesRun) fullNameOn(cs []Citation, sur string, initial byte) string {
	found, first := "", ""
	for _, c := range cs {
		for _, d := range r.in.Documents {
			if d.ID != c.DocumentID || c.Page < 1 || c.Page > len(d.Pages) {
				continue
			}
			re := regexp.MustCompile(`\b(\p{Lu}[\p{L}'’\-]+(?:\s+\p{Lu}\.)?\s+` + `(?i:` + surnamePattern(sur) + `))\b`)
			// Line by line, so that a heading's last word does not join
			// the surname opening the next line ("A. Facts" / "Bermudez,
			// an aide"); the page's joined text only when no line has
			// the name whole (a name wrapped over two lines).
			var ms [][]string
			for _, line := range strings.Split(d.Pages[c.Page-1], "\n") {
				ms = append(ms, re.FindAllStringSubmatch(Normalize(line), -1)...)
			}
			if len(ms) == 0 {
				ms = re.FindAllStringSubmatch(Normalize(d.Pages[c.Page-1]), -1)
			}
			for _, m := range ms {
				n := m[1]
				w := strings.Fields(n)
				lw := strings.ToLower(strings.Trim(w[0], ".,"))
				if nameStyles[lw] || jobTitleWords[lw] || reHonorific.MatchString(n) || !isPersonName(n) || initial != 0 && lw[0] != initial || headingGlued(n) {
					continue
				}
				switch {
				case first == "":
					found, first = n, lw
				case first != lw:
					return "\x00"
				case len(n) > len(found):
					found = n
				}
			}
		}
	}
	return found
}

// reCourtesySurname is a courtesy title and a surname in a quote: "Mr
// Lockwood", "Ms. Brennan".
var reCourtesySurname = regexp.MustCompile(`\b(?:Mr|Ms|Mrs|Miss|Mx|Dr|MR|MS|MRS|DR)\.?\s+((?:` + surnameParticle + `\s+){0,2}\p{Lu}[\p{L}'’\-]+)\b`)

// resolveShortNames gives a person named in some role only by initials
// and surname ("C. Reardon", "J Whitcombe") or by courtesy title and
// surname ("the claimant, Mr Lockwood") the one full name the matter
// gives that surname (and initial): a party's in any role, or else the
// full name printed on the pages that name the short form ("DANIEL
// LOCKWOOD Appellant"). A decision's appearances and its reasons shorten
// the names its caption and the other papers print in full; the Brief
// keys a person by the full name. When two people could be meant, or
// none is named in full, the short name stays.
func (r *rulesRun) resolveShortNames() {
	changed := false
	for i := range r.out.Parties {
		p := &r.out.Parties[i]
		if p.Role == RoleWitness {
			continue // resolveSurnames
		}
		w := strings.Fields(NameKey(p.Name))
		var sur string
		var initial byte
		switch n := surnameLen(w); {
		case len(w) == n+1 && len(w[0]) == 1 && len(w[len(w)-1]) >= 2 && isPersonName(p.Name):
			sur, initial = strings.Join(w[1:], " "), w[0][0]
		case len(w) == n && len(w[n-1]) >= 2 && courtesyNamed(p.Citations, p.Name):
			sur = strings.Join(w, " ")
		default:
			continue
		}
		best := r.partyWithSurname(sur, initial, 2)
		if best == "" {
			best = r.fullNameOn(p.Citations, sur, initial)
		}
		if best == "" {
			best = r.fullNameOn(r.docPages(p.Citations), sur, initial)
		}
		anywhere := r.fullNameOn(r.docPages(nil), sur, initial)
		if best == "" && initial != 0 {
			best = anywhere
		}
		// Two first names that fit anywhere in the matter ("Peter Desai",
		// "Priya Desai" for "P Desai"): either could be meant.
		if best == "" || best == "\x00" || anywhere == "\x00" {
			continue
		}
		if best == strings.ToUpper(best) {
			best = titleCase(best)
		}
		p.Name = best
		changed = true
	}
	if !changed {
		return
	}
	// Re-add every party so that a renamed one joins the same person's
	// entry in its role.
	r.rejoin(nil, r.out.Parties)
}

// rejoin makes the parties keep, then moved: each of moved (a party
// renamed by a merge step) is added again, citation by citation, so that
// it joins the entry that already has its name and role.
func (r *rulesRun) rejoin(keep, moved []Party) {
	r.out.Parties = keep
	r.parties = map[string]int{}
	for i, p := range r.out.Parties {
		r.parties[NameKey(p.Name)+"\x00"+p.Role] = i
	}
	for _, p := range moved {
		for _, c := range p.Citations {
			r.addParty(p.Name, p.Role, p.DefinedAs, c)
		}
	}
}

// courtesyNamed reports whether a quote of cs names sur after a courtesy
// title ("Mr Lockwood"): a surname alone, not a company's short name.
func courtesyNamed(cs []Citation, sur string) bool {
	for _, c := range cs {
		for _, m := range reCourtesySurname.FindAllStringSubmatch(c.Quote, -1) {
			if NameKey(m[1]) == NameKey(sur) {
				return true
			}
		}
	}
	return false
}

// docPages is a citation of every page of the documents cs cite, or of
// every document's pages when cs is empty: where to look for a full name
// beyond the cited page.
func (r *rulesRun) docPages(cs []Citation) []Citation {
	var out []Citation
	for _, d := range r.in.Documents {
		cited := len(cs) == 0
		for _, c := range cs {
			cited = cited || c.DocumentID == d.ID
		}
		if !cited {
			continue
		}
		for pi := range d.Pages {
			out = append(out, Citation{DocumentID: d.ID, Page: pi + 1})
		}
	}
	return out
}

// A ruling may say that a side gave evidence by its label alone: "We heard
// evidence from the claimant", "The Court heard evidence from ... and from
// the Complainant", "the Grievant, who testified on his own behalf", a
// witnesses' row "Witnesses  The Complainant". The side is then a witness
// too; the matter's merge gives the label the name of the one party the
// papers label so (resolveSideWitnesses), and drops it when there is none
// or more than one.
var (
	sideWords          = `claimant|complainant|applicant|appellant|petitioner|plaintiff|grievant|employee|worker`
	reSideTestified    = regexp.MustCompile(`(?i)\b(?:heard|took|received)\s+(?:oral\s+|sworn\s+)?evidence\s+(?:from|of)\s+(?:[^.;]{0,120}?\band\s+(?:from\s+)?)?the\s+(` + sideWords + `)\b|\bthe\s+(` + sideWords + `)(?:,\s+[^,.;]{2,60},)?(?:,\s+who)?\s+(?:(?:who\s+)?(?:gave\s+evidence|testified)(?:\s+on\s+(?:his|her|their|its)\s+own\s+behalf)?)\b`)
	reSideWitnessLabel = regexp.MustCompile(`(?i)^the\s+(` + sideWords + `)$`)
	// reSidesWitnessLabel is the plural side recorded for it.
	reSidesWitnessLabel = regexp.MustCompile(`(?i)^the\s+(` + sideWords + `)s$`)
	// reBothSidesTestified is every party of a plural side that gave
	// evidence: "heard the testimony of both applicants", "both claimants
	// testified".
	reBothSidesTestified = regexp.MustCompile(`(?i)\b(?:(?:heard|took|received)\s+(?:the\s+)?(?:oral\s+|sworn\s+)?(?:evidence|testimony)\s+(?:from|of)\s+both\s+(?:the\s+)?(` + sideWords + `)s\b|\bboth\s+(?:the\s+)?(` + sideWords + `)s\s+(?:gave\s+evidence|testified)\b)`)
)

// sideTestified records, under the side's label, each side a page says
// gave evidence.
func (r *rulesRun) sideTestified(v *pageView) {
	for _, p := range v.paras {
		for _, m := range reBothSidesTestified.FindAllStringSubmatchIndex(p.text, -1) {
			a, b := m[2], m[3]
			if a < 0 {
				a, b = m[4], m[5]
			}
			q := groundedQuote(v.norm, p.text, m[0], m[1], maxQuote)
			if c, ok := r.cite(v, q); ok {
				r.addParty("the "+strings.ToLower(p.text[a:b])+"s", RoleWitness, "", c)
			}
		}
		// "heard the testimony of X, of Dr Y, and of Applicant and
		// Contestant": a side named in the list by the term the papers
		// defined for it, resolved to its party with the matter.
		for _, m := range reTestimonyList.FindAllStringSubmatchIndex(p.text, -1) {
			list := sentenceOf(p.text[m[2]:m[3]])
			for _, item := range reListSplit.Split(list, -1) {
				item = strings.TrimSpace(item)
				item = strings.TrimSpace(strings.TrimPrefix(strings.TrimPrefix(item, "the "), "The "))
				if !reDefinedTermWord.MatchString(item) {
					continue
				}
				name := termMark + strings.ToLower(item)
				if reSideWitnessLabel.MatchString("the " + item) {
					name = "the " + strings.ToLower(item)
				}
				q := groundedQuote(v.norm, p.text, m[0], m[1], maxQuote)
				if c, ok := r.cite(v, q); ok {
					r.addParty(name, RoleWitness, "", c)
				}
			}
		}
		for _, m := range reSideTestified.FindAllStringSubmatchIndex(p.text, -1) {
			a, b := m[2], m[3]
			if a < 0 {
				a, b = m[4], m[5]
			}
			label := strings.ToLower(p.text[a:b])
			q := groundedQuote(v.norm, p.text, m[0], m[1], maxQuote)
			if c, ok := r.cite(v, q); ok {
				r.addParty("the "+label, RoleWitness, "", c)
			}
		}
	}
}

// reAnonymised is a party the court names by initials alone ("AB", "K.H."),
// as anonymity orders require: a person, though no name.
var reAnonymised = regexp.MustCompile(`^(?:(?i:mr|ms|mrs|miss|mx)\.?\s+)?(?:\p{Lu}{2,3}|(?:\p{Lu}\.\s?){2,3})$`)

// sideRoles are the roles a side's label may name in the matter.
var sideRoles = map[string][]string{
	"claimant": {RolePlaintiff}, "complainant": {RolePlaintiff, RolePetitioner, RoleParty}, "applicant": {RolePetitioner},
	"appellant": {RoleAppellant}, "petitioner": {RolePetitioner}, "plaintiff": {RolePlaintiff},
	"grievant": {}, "employee": {}, "worker": {},
}

// resolveSideWitnesses gives each witness recorded by its side's label
// ("the claimant") the one person the matter names in that side's role,
// and drops it otherwise.
func (r *rulesRun) resolveSideWitnesses() {
	keep := r.out.Parties[:0:0]
	var moved []Party
	for _, p := range r.out.Parties {
		if pm := reSidesWitnessLabel.FindStringSubmatch(p.Name); p.Role == RoleWitness && pm != nil {
			// "both applicants": every person of that side.
			for _, role := range sideRoles[strings.ToLower(pm[1])] {
				for _, q := range r.out.Parties {
					if q.Role == role && isPersonName(q.Name) {
						w := p
						w.Name = q.Name
						moved = append(moved, w)
					}
				}
			}
			continue
		}
		if tm := reTermWitness.FindStringSubmatch(p.Name); tm != nil {
			if p.Role == RoleWitness {
				if name := r.definedTermNamed(tm[1]); name != "" {
					p.Name = name
					moved = append(moved, p)
				}
			}
			continue
		}
		m := reSideWitnessLabel.FindStringSubmatch(p.Name)
		if p.Role != RoleWitness || m == nil {
			keep = append(keep, p)
			continue
		}
		name := ""
		for _, role := range sideRoles[strings.ToLower(m[1])] {
			for _, q := range r.out.Parties {
				if q.Role != role || !isPersonName(q.Name) && !reAnonymised.MatchString(q.Name) {
					continue
				}
				if name != "" && NameKey(name) != NameKey(q.Name) {
					name = "\x00"
					break
				}
				name = q.Name
			}
			if name != "" {
				break
			}
		}
		if name == "" {
			name = r.labelNamed(m[1])
		}
		if name == "" || name == "\x00" {
			continue
		}
		p.Name = name
		moved = append(moved, p)
	}
	r.rejoin(keep, moved)
}

// A testimony list may name a side by the term the papers defined for it
// ("DALE PROCHASKA (\"Applicant\")" ... "heard the testimony of Martha
// Ebersole, of Dr. Anjali Bhatt, and of Applicant and Contestant"): each
// one-word item of the list is recorded under the term, marked, and
// resolveSideWitnesses gives it the one party so defined, or drops it. A
// side's label ("Applicant") is recorded as the side, as "heard evidence
// from the applicant" records it.
var (
	reTestimonyList   = regexp.MustCompile(`\b(?i:heard|took|received)\s+(?i:the\s+)?(?i:oral\s+|sworn\s+|live\s+)?(?i:evidence|testimony)\s+(?i:from|of)\s+([^;]{3,400})`)
	reListSplit       = regexp.MustCompile(`\s*(?:,|\band\s+of\b|\band\s+from\b|\band\b|\bof\b)\s*`)
	reDefinedTermWord = regexp.MustCompile(`^\p{Lu}\p{Ll}{2,}$`)
	reTermWitness     = regexp.MustCompile(`^` + termMark + `(\p{Ll}+)$`)
)

// termMark marks a witness recorded under a defined term until it is
// resolved; it is never a party's name.
const termMark = "defined term "

// definedTermNamed is the one party of the matter whose defined term is
// term ("Applicant"), "" when none or several.
func (r *rulesRun) definedTermNamed(term string) string {
	var names []string
	for _, q := range r.out.Parties {
		if q.DefinedAs != "" && strings.EqualFold(strings.Trim(q.DefinedAs, "\"'“”‘’() "), term) {
			names = append(names, q.Name)
		}
	}
	for _, a := range r.out.Aliases {
		if strings.EqualFold(strings.Trim(a.Alias, "\"'“”‘’() "), term) {
			names = append(names, a.Name)
		}
	}
	name := ""
	for _, n := range names {
		if name != "" && NameKey(name) != NameKey(n) {
			return ""
		}
		if len(n) > len(name) {
			name = n
		}
	}
	// The party's own spelling, as the matter lists it.
	for _, q := range r.out.Parties {
		if name != "" && NameKey(q.Name) == NameKey(name) {
			return q.Name
		}
	}
	return ""
}

// sentenceOf is s up to the end of its first sentence: a period and space
// after a word that is no initial or abbreviated title ("Martha L.
// Ebersole", "Dr. Anjali Bhatt" run on).
func sentenceOf(s string) string {
	for _, m := range reSentenceStop.FindAllStringIndex(s, -1) {
		w := strings.Fields(s[:m[0]])
		if len(w) == 0 {
			continue
		}
		last := w[len(w)-1]
		if len([]rune(last)) == 1 || reAbbrevTitle.MatchString(last) {
			continue
		}
		return s[:m[0]]
	}
	return s
}

var (
	reSentenceStop = regexp.MustCompile(`\.(?:\s+|$)`)
	reAbbrevTitle  = regexp.MustCompile(`^(?i:dr|mr|mrs|ms|prof|st|no|jr|sr|messrs|hon)$`)
)

// labelNamed is the one person the matter's papers name as the side
// labelled label, in apposition ("the Grievant, Darnell W. Fitch,") or
// after the label on a form's line ("Grievant(s): Darnell W. Fitch"), for
// a side no caption labels (a grievant is no party to the arbitration);
// "" when none is, "\x00" when two are.
func (r *rulesRun) labelNamed(label string) string {
	word := `(?:\p{Lu}\.|\p{Lu}[\p{L}'’\-]+)`
	name := `(` + word + `(?: (?:` + word + `|` + surnameParticle + `))*)`
	apposed := regexp.MustCompile(`\b(?i:the ` + regexp.QuoteMeta(label) + `), ` + name + `[,.;]`)
	boxed := regexp.MustCompile(`^\s*(?i:` + regexp.QuoteMeta(label) + `)(?:\(s\))?\s*:\s*` + name + `(?:\s{2,}|\s*$)`)
	found := ""
	for _, d := range r.in.Documents {
		for _, pg := range d.Pages {
			ms := apposed.FindAllStringSubmatch(Normalize(pg), -1)
			for _, line := range strings.Split(pg, "\n") {
				ms = append(ms, boxed.FindAllStringSubmatch(line, -1)...)
			}
			for _, m := range ms {
				n := cleanName(m[1])
				if !isPersonName(n) {
					continue
				}
				if found != "" && NameKey(found) != NameKey(n) {
					return "\x00"
				}
				if len(n) > len(found) {
					found = n
				}
			}
		}
	}
	return found
}

// partySurnameFirst is the one party's name of three words that starts
// with surname sur, as Chinese names are written ("HO SIU FUNG" for "Mr
// Ho"): "" when there is none, "\x00" when two people could be meant.
func (r *rulesRun) partySurnameFirst(sur string) string {
	best := ""
	for _, q := range r.out.Parties {
		v := strings.Fields(NameKey(q.Name))
		if len(v) != 3 || v[0] != sur || !isPersonName(q.Name) {
			continue
		}
		if best != "" && NameKey(best) != NameKey(q.Name) {
			return "\x00"
		}
		best = q.Name
	}
	if best == strings.ToUpper(best) {
		best = titleCase(best)
	}
	return best
}

// partyWithSurname is the one person's name among the matter's parties, in
// any role, with surname sur, a first name of at least minFirst letters
// and, when initial is not 0, that initial; the fuller of two spellings
// that share a first name counts as one ("Kevin Doe", "Kevin James Doe").
// It is "" when there is none and "\x00" when two people could be meant.
func (r *rulesRun) partyWithSurname(sur string, initial byte, minFirst int) string {
	best, sw := "", strings.Fields(sur)
	for _, q := range r.out.Parties {
		v := strings.Fields(NameKey(q.Name))
		if len(v) <= len(sw) || strings.Join(v[len(v)-len(sw):], " ") != sur || len(v[0]) < minFirst || initial != 0 && v[0][0] != initial || !isPersonName(q.Name) {
			continue
		}
		switch {
		case best == "":
			best = q.Name
		case NameKey(best) == NameKey(q.Name):
		case strings.Fields(NameKey(best))[0] == v[0]:
			if len(v) > len(strings.Fields(NameKey(best))) {
				best = q.Name
			}
		default:
			return "\x00" // two people
		}
	}
	return best
}
