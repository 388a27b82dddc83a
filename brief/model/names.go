package model

import (
	"regexp"
	"strings"
	"unicode"
)

var (
	// reEtAl: "et al.", and the Indian "& Anr." / "& Ors." (and another,
	// and others) after the first named party.
	reEtAl       = regexp.MustCompile(`(?i),?\s+(?:et\s+al\b\.?|(?:&|and)\s+(?:anr|ors|another|others)\b\.?),?`)
	reDoes       = regexp.MustCompile(`(?i)^(?:and\s+|&\s+)?(?:(?:john\s+|jane\s+)?(?:does|roes|moes)\b|(?:john\s+|jane\s+)?(?:doe|roe|moe)s?\s+(?:\d|[ivx]+\b))`)
	reDescriptor = regexp.MustCompile(`(?i)^(?:an?|the|its|his|her|their|individually|personally|solely|inclusive|on behalf|in (?:his|her|their|its)|as\b|d/b/a|dba|doing business|formerly|f/k/a|a/k/a|aka|successor|by and through|through|derivatively|nominal|deceased)\b`)
	reTrailDesc  = regexp.MustCompile(`(?i),?\s+(?:individually|personally|derivatively|in (?:his|her|their|its) (?:official|individual|personal|representative) capacit\w*|on behalf of\b|as (?:trustee|executor|executrix|administrator|guardian|next friend|personal representative|assignee|receiver)\b|d/b/a\b|doing business as\b|f/k/a\b|a/k/a\b|deceased\b|a minor\b|an? (?:incapacitated|disabled|protected) (?:person|adult)\b).*$`)
	reSuffixOnly = regexp.MustCompile(`(?i)^(?:` + strings.Join(companySuffixes, "|") + `)\.?$`)
	reAndSplit   = regexp.MustCompile(`(?i)\s+and\s+|\s*;\s*`)
	reQuoteMarks = regexp.MustCompile(`["“”]`)
	// reRankTitle is a rank or office written before a person's name,
	// spelt out or abbreviated ("AUSA X", "AFPD Y", "Deputy Prosecuting
	// Attorney Z").
	reRankTitle = regexp.MustCompile(`^(?:` + strings.Join(publicOfficeAbbrevs, "|") + `)\s+|^(?i:` + publicOfficeTitle + `|(?:police\s+)?officers?|(?:police\s+|detective\s+)?constables?|(?:detective\s+)?inspectors?|detectives?|sergeants?|sgt\.?|lieutenants?|lt\.?|deputy|deputies|troopers?|special\s+agents?|agents?|wardens?|captain|capt\.?|commander|inspector|nurse|dr\.?|doctor|prof\.?|professor|assistant\s+corporation\s+counsel|assistant\s+attorney\s+general|assistant\s+united\s+states\s+attorney|deputy\s+district\s+attorney|assistant\s+district\s+attorney)\s+`)
	reInReLead  = regexp.MustCompile(`^(?i:(?:decision\s+)?in\s+the\s+case\s+of:?|in\s+re:?|in\s+the\s+matter\s+of:?)\s+`)
	// reRepCapacity is a capacity written as its own list item after a name:
	// "JOHN T. BANKS, Chapter 7 Trustee,".
	reRepCapacity = regexp.MustCompile(`(?i)(?:^chapter\s+\d+\b|\b(?:trustee|receiver|administrat(?:or|rix)|executor|executrix|guardian(?: ad litem)?|conservator|personal representative|liquidator|examiner|next friend)$)`)
	// reParenthetical is an aside inside a name: "(Star No. 10423)".
	reParenthetical = regexp.MustCompile(`\s*\([^)]*\d[^)]*\)`)
	// reListMark numbers the names of a list: "(1) ORION SHIPPING S.A. (2) DIMITRIS KARRAS".
	reListMark = regexp.MustCompile(`(?:^|\s)\((?:\d{1,2}|[a-h]|[ivx]{1,4})\)\s+`)
)

// reHonorific is a courtesy written before a name that is no part of it:
// English ("Mr", "Mrs", "Ms", "Dr" without a period), Indian ("Shri", "Sri",
// "Smt.", "Kumari", and "M/s" before a firm), an advocate's "Adv." (India,
// South Africa).
var reHonorific = regexp.MustCompile(`^(?:(?:Mr|Mrs|Ms|Dr|MR|MRS|MS|DR|Shri|SHRI|Sri|SRI|Smt|SMT|Kumari|Km|Adv|ADV|Advocate|Sh|SH)\.?\s+|(?:M/[sS]|m/s)\.?\s+)`)

// sovereigns are names made only of words that otherwise mark a non-name
// ("United States of America"): the government as a party.
var sovereigns = map[string]bool{"united states of america": true, "united states": true, "usa": true, "us": true}

// orgWords mark a name as an organisation (for person-only patterns they
// disqualify it).
var orgWords = map[string]bool{
	"inc": true, "incorporated": true, "llc": true, "llp": true, "lp": true, "ltd": true, "corp": true, "corporation": true, "company": true,
	"co": true, "plc": true, "pc": true, "pllc": true, "apc": true, "group": true, "law": true, "partners": true,
	"associates": true, "bank": true, "trust": true, "university": true, "county": true, "city": true, "state": true,
	"department": true, "office": true, "board": true, "holdings": true, "services": true, "street": true,
	"suite": true, "avenue": true, "floor": true, "road": true, "court": true, "district": true, "firm": true,
	"foundation": true, "association": true, "authority": true, "commission": true, "agency": true, "team": true,
	"united": true, "states": true, "america": true, "of": true, "the": true, "and": true, "&": true,
}

// orgSurnames are words of orgWords that are also surnames ("Martin C.
// Law", "Gloria T. Street", "Helen R. Bank"): the last word of a name
// with a middle initial, which no firm's or office's name has.
var orgSurnames = map[string]bool{"law": true, "street": true, "bank": true, "trust": true}

// notNames are words that a capitalised run may hold but that make it not a name.
var notNames = map[string]bool{
	"plaintiff": true, "plaintiffs": true, "defendant": true, "defendants": true, "petitioner": true, "respondent": true,
	"appellant": true, "appellee": true, "court": true, "complaint": true, "answer": true, "motion": true,
	"order": true, "exhibit": true, "declaration": true, "affidavit": true, "agreement": true, "case": true,
	"counsel": true, "attorney": true, "attorneys": true, "judge": true, "honorable": true, "said": true,
	"this": true, "that": true, "these": true, "those": true, "service": true, "proof": true, "certificate": true,
	"subject": true, "page": true, "dated": true, "date": true, "sent": true, "re": true, "re:": true, "party": true,
	"parties": true, "witness": true, "record": true, "notary": true, "public": true, "clerk": true, "deposition": true,
	"inclusive": true, "undersigned": true, "authority": true, "jury": true, "trial": true, "demand": true,
	"original": true, "message": true, "forwarded": true, "all": true, "none": true, "unknown": true,
	"pursuant": true, "notice": true, "calendar": true,
}

// surnameWords are words of notNames that are also surnames ("Jimmy
// Page", the Marathi "Date", "Steve Case", "Mike Judge", "Edward Said",
// "Margaret Court"),
// and those that open names too ("Page Hamilton", "Public Storage"): page
// furniture only beside a label's word ("Signature Page", "Hearing Date",
// "District Judge", "Civil Case", "Date Filed", "Page 3", "Notary
// Public", "Public Defender", "Superior Court", "Crown Court", "This
// Court"). The value is where the word may stand in a
// name: nameLast, nameFirst or both.
var surnameWords = map[string]int{"page": nameLast | nameFirst, "date": nameLast, "case": nameLast, "judge": nameLast, "said": nameLast, "public": nameFirst, "court": nameLast}

const (
	nameLast = 1 << iota
	nameFirst
)

// reLabelBefore is a word that makes a label of a word of surnameWords
// after it: a paper's part or an event's name ("Cover Page", "Effective
// Date", "Filing Date", "Date Filed").
var reLabelBefore = regexp.MustCompile(`(?i)^(?:cover|title|front|back|next|last|previous|first|home|web|blank|signature|due|trial|issue|start|end|birth|death|invoice|entry|return|release|record|sale|order|award|notice|incident|accident|injury|loss|lease|deadline|target|report|review|renewal|cut-?off|court|case|claim|motion|petition|application|exhibit|index|contents|same|such|said|this|that|each|any|new|original|revised|amended|final|proposed|relevant|material|operative|following|preceding|above|below|subject|as|civil|criminal|bankruptcy|adversary|related|lead|member|main|instant|present|underlying|test|closed|open|pending|consolidated|companion|sealed|chief|presiding|senior|associate|deputy|acting|assistant|district|magistrate|circuit|superior|county|family|probate|tax|supreme|appellate|juvenile|municipal|housing|immigration|land|federal|state|employment|tribunal|high|lower|sitting|the|our|your|his|her|its|their|which|whose|crown|magistrates?'?|claims|justice|justices'?|divisional|commercial|business|chancery|equity|city|town|village|sheriff'?s?|orphans'?|surrogate'?s|coroner'?s?|mayor'?s|recorder'?s|traffic|drug|youth|children'?s|labou?r|constitutional|admiralty|patents|companies|industrial|environment|national|regional|provincial|general|sessions|police|king'?s|queen'?s|kings|queens|appeals?|military|naval|moot|small|the|duty|delivery|discovery|expiry|maturity|reference|conference|occurrence|acceptance|issuance|performance|hearing|filing|closing|mailing|signing|posting|billing|meeting|sitting|opening|ending|starting|listing|booking|trading|vesting|offering|pleading|briefing|sentencing|\w{3,}(?:tion|sion|ment|ure)|\w{5,}ive)$`)

// reLabelAfter is a word that makes a label of a word of surnameWords
// before it: a form's participle ("Date Filed", "Date Signed"), a number
// ("Page 3"), a page's furniture ("Page Intentionally Left Blank"), a
// public office or a public thing ("Public Defender", "Public Records").
var reLabelAfter = regexp.MustCompile(`(?i)^(?:\d.*|[ivxlc]+|#.*|of|no|number|count|limit|header|footer|break|intentionally|left|range|time|place|and|or|defenders?|records?|notary|access|hearings?|comments?|notices?|health|interest|policy|works|safety|services?|law|domain|nuisance|officials?|officers?|entity|body|bodies|authority|utility|utilities|offering|prosecutor|trustee|administrator|guardian|counsel|advocate|assistance|benefits?|funds?|housing|sector|school|schools|\w{2,}ed)$`)

// notNameAt tells whether words[i] makes the run of words no name: a word
// of notNames, but for a word of surnameWords that is a person's surname
// or given name beside a word that is no label's.
func notNameAt(words []string, i int) bool {
	lw := strings.ToLower(strings.Trim(words[i], ".,:;"))
	if !notNames[lw] {
		return false
	}
	at := surnameWords[lw]
	if at == 0 || len(words) < 2 || len(words) > 4 {
		return true
	}
	var other string
	re := reLabelBefore
	switch {
	case i == len(words)-1 && at&nameLast != 0:
		other = words[i-1]
	case i == 0 && at&nameFirst != 0:
		other, re = words[1], reLabelAfter
	default:
		return true
	}
	other = strings.Trim(other, ".,:;")
	r, _ := firstRune(other)
	return !unicode.IsUpper(r) || re.MatchString(other)
}

// splitNames splits the names part of a caption or an "Attorneys for"
// line into single names: it drops "et al.", fictitious "Does", and
// descriptors (", a Delaware corporation", ", an individual"), keeps company
// suffixes with their names ("Acme, Inc."), and splits lists on commas,
// semicolons and "and".
// reThroughOfficer opens the officer an Indian cause title names a body
// by: "Through its Managing Director", "Thr. its Secretary".
var reThroughOfficer = regexp.MustCompile(`(?i)^(?:through|thr\.|thru)\s+(?:its|their|the)\b`)

// reLinesOfBusiness are two lines of business an insurer's or a bank's
// name joins with "and": "Property and Casualty", "Savings and Loan".
var reLinesOfBusiness = regexp.MustCompile(`(?i)\b(?:property|fire|life|health|accident|marine|casualty|surety|savings|trust|indemnity|guaranty|fidelity)\s+(?:and|&)\s+(?:casualty|marine|health|accident|life|loan|surety|trust|guaranty|indemnity|fire)\b`)

func splitNames(s string) []string {
	s = reEtAl.ReplaceAllString(s, ",")
	s = reListMark.ReplaceAllString(s, ";")
	s = reQuoteMarks.ReplaceAllString(s, "")
	var pieces []string
	for _, part := range strings.Split(s, ",") {
		t := strings.TrimSpace(part)
		if t == "" {
			continue
		}
		// "X Ltd., Through its Executive Engineer, Nepean Sea Road, ...":
		// the officer a body acts through and the particulars after it.
		if reThroughOfficer.MatchString(t) {
			break
		}
		if reSuffixOnly.MatchString(t) && len(pieces) > 0 {
			pieces[len(pieces)-1] += ", " + t
			continue
		}
		// "CITY OF NORWOOD HEIGHTS, OHIO": a municipality with its state.
		if len(pieces) > 0 && isRegion(t) && reMunicipality.MatchString(pieces[len(pieces)-1]) {
			pieces[len(pieces)-1] += ", " + t
			continue
		}
		// "Nepean Sea Road, Priyadarshini Park": what follows a street on
		// its line is the rest of the address (a locality, a city).
		if len(pieces) > 0 && streetLine(pieces[len(pieces)-1]) && len(strings.Fields(t)) <= 3 && !reEntityTail.MatchString(t) {
			continue
		}
		// "Springfield, IL 62701": a region with its postcode closes an
		// address; the city before it is no name either.
		if reRegionPost.MatchString(t) {
			if len(pieces) > 0 && !strings.ContainsAny(pieces[len(pieces)-1], "0123456789") && len(strings.Fields(pieces[len(pieces)-1])) <= 3 && len(pieces) > 1 {
				pieces = pieces[:len(pieces)-1]
			}
			continue
		}
		// "ACME SECURITIES, LLC and JOHN ROE": the suffix closes the
		// first name, the rest is the next.
		if f := strings.Fields(t); len(f) > 2 && len(pieces) > 0 && reSuffixOnly.MatchString(f[0]) && (strings.EqualFold(f[1], "and") || f[1] == "&") {
			pieces[len(pieces)-1] += ", " + f[0]
			t = strings.Join(f[2:], " ")
		}
		pieces = append(pieces, t)
	}
	var out []string
	for _, p := range pieces {
		ands := reAndSplit.Split(p, -1)
		if reOfficeOfAnd.MatchString(strings.TrimSpace(p)) || reLinesOfBusiness.MatchString(p) {
			ands = []string{p} // "THE MINISTER OF CITIZENSHIP AND IMMIGRATION": one office; "X PROPERTY AND CASUALTY INSURANCE COMPANY": one insurer
		}
		for _, q := range splitPeople(ands) {
			q = strings.TrimSpace(q)
			q = strings.TrimPrefix(strings.TrimPrefix(strings.TrimPrefix(q, "and "), "& "), "AND ")
			// "THE PEOPLE OF THE STATE OF ...", "The Bank of ...": a name
			// that starts with a capitalised article is no descriptor.
			named := strings.HasPrefix(q, "The ") || strings.HasPrefix(q, "THE ")
			if q == "" || !named && reDescriptor.MatchString(q) || reDoes.MatchString(q) || len(out) > 0 && reRepCapacity.MatchString(q) {
				continue
			}
			q = reTrailDesc.ReplaceAllString(q, "")
			if n := cleanName(q); n != "" {
				out = append(out, n)
			}
		}
	}
	return out
}

// reMunicipality is a local government named by its kind: "City of X",
// "County of Y", "Township of Z".
var reMunicipality = regexp.MustCompile(`^(?i:(?:the\s+)?(?:city|town|village|county|township|borough|parish|municipality|city\s+and\s+county)\s+of)\s+\p{Lu}`)

// reOfficeOfAnd is a public office or body whose name joins two subjects
// with "and": "The Minister of Citizenship and Immigration", "Department
// of Health and Human Services".
var reOfficeOfAnd = regexp.MustCompile(`(?i)^(?:the\s+)?(?:[a-z]+\s+){0,2}(?:minister|ministry|department|dept\.?|secretary|office|bureau|commissioner|commission|board|agency|division)\s+(?:of|for)\s+(?:the\s+)?[a-z]+(?:\s+[a-z]+)?\s+(?:and|&)\s+[a-z]+(?:\s+[a-z]+){0,2}$`)

// splitPeople divides each piece at an ampersand that stands between two
// people's names ("RAMON A. ESTRADA & LUCIA M. ESTRADA"); a firm's or a
// company's ampersand ("Hollis & March, P.C.", "Kim & Cho") stays.
func splitPeople(pieces []string) []string {
	var out []string
	for _, p := range pieces {
		parts := strings.Split(p, " & ")
		if len(parts) == 2 {
			a, b := cleanName(parts[0]), cleanName(parts[1])
			if isPersonName(a) && isPersonName(b) {
				out = append(out, parts[0], parts[1])
				continue
			}
		}
		out = append(out, p)
	}
	return out
}

// reRegionPost is the tail of an address after its city: a US state with
// its ZIP code, a UK postcode, an Indian PIN.
var reRegionPost = regexp.MustCompile(`^(?:[A-Z]{2}\s+\d{5}(?:-\d{4})?|[A-Z]{1,2}\d{1,2}[A-Z]?\s+\d[A-Z]{2}|\d{3}\s?\d{3})\.?$`)

// cleanName trims punctuation and filler around a name and rejects what
// cannot be one (no capital letter, too long, a procedural word).
// reJudgeSuffix is a judge's office after the signed name: ", J.",
// ", C.J.", ", P.J.", ", J.A.", ", JJ.".
var reJudgeSuffix = regexp.MustCompile(`,\s*(?:J|JJ|C\.\s?J|P\.\s?J|J\.\s?A|CJ|PJ|JA)\.?$`)

func cleanName(s string) string {
	s = reSignedLead.ReplaceAllString(strings.TrimSpace(s), "")
	s = strings.TrimSpace(reParenthetical.ReplaceAllString(s, ""))
	s = strings.Trim(s, " ,;:()[]\"'“”‘’*-–—_/")
	s = strings.TrimSuffix(s, "'s")
	s = strings.TrimSuffix(s, "’s")
	// "Harsha Wickremanayake, J.": a judge's signature, the office after
	// the comma.
	if loc := reJudgeSuffix.FindStringIndex(s); loc != nil && loc[0] > 2 {
		s = s[:loc[0]]
	}
	// A trailing period belongs only to an abbreviation ("Inc.", "M.").
	if strings.HasSuffix(s, ".") {
		w := s[strings.LastIndexAny(s, " ,")+1:]
		if !reSuffixOnly.MatchString(w) && !(len(w) == 2 && unicode.IsUpper(rune(w[0]))) {
			s = strings.TrimSuffix(s, ".")
		}
	}
	s = strings.TrimPrefix(s, "/s/")
	s = strings.TrimSpace(s)
	for _, p := range []string{"The Honorable ", "THE HONORABLE ", "Honorable ", "HONORABLE ", "Hon. ", "HON. ", "Judge ", "JUDGE ", "Mr. ", "Ms. ", "Mrs. ", "Dr. ", "MR. ", "MS. ", "MRS. ", "DR. "} {
		s = strings.TrimPrefix(s, p)
	}
	s = stripNameLabel(s)
	s = reListLabel.ReplaceAllString(s, "")
	s = reJudicialLead.ReplaceAllString(s, "")
	if !reAgedCare.MatchString(s) {
		s = reBirthTail.ReplaceAllString(s, "")
	}
	s = reHonorific.ReplaceAllString(s, "")
	if !reOfficeTitle.MatchString(strings.TrimSpace(strings.SplitN(strings.SplitN(s, ",", 2)[0], "(", 2)[0])) {
		s = reRankTitle.ReplaceAllString(s, "") // but "Deputy Commissioner, Sylhet" is an office, no one's rank and name
	}
	s = stripPersonStyle(s)
	s = reInReLead.ReplaceAllString(s, "")
	s = reBetweenLead.ReplaceAllString(s, "")
	s = reLabelTail.ReplaceAllString(s, "")
	if strings.ToUpper(s) != s {
		s = reHeadingTail.ReplaceAllString(s, "")
	}
	if m := reLawyerTail.FindStringIndex(s); m != nil && m[0] > 0 {
		s = s[:m[0]]
	}
	s = undouble(s)
	s = reParenthetical.ReplaceAllString(s, "")
	s = strings.TrimSpace(strings.Trim(s, " ,;"))
	if s == "" || len(s) > 80 {
		return ""
	}
	words := strings.Fields(s)
	if len(words) > 9 {
		return ""
	}
	hasUpper := false
	for _, r := range s {
		if unicode.IsUpper(r) {
			hasUpper = true
			break
		}
	}
	if !hasUpper {
		return ""
	}
	first, _ := firstRune(s)
	if !unicode.IsUpper(first) && !unicode.IsDigit(first) {
		return ""
	}
	allStop := true
	for i, w := range words {
		lw := strings.ToLower(strings.Trim(w, ".,:;"))
		if notNameAt(words, i) {
			if len(words) <= 2 {
				return ""
			}
		} else if !orgWords[lw] {
			allStop = false
		}
	}
	if allStop && !sovereigns[NameKey(s)] {
		return ""
	}
	return s
}

// A person's style before or after the name that is no part of it: a
// chieftaincy or religious title ("Chief", "Alhaji"), a profession's
// ("Engr.", "Maître"), a judge's "Justice" once "Hon." is gone; and a
// barrister's or silk's letters after it ("BL", "SAN", "J.P.").
var (
	rePersonStyleLead = regexp.MustCompile(`^(?:(?i:chief|alhaji|alhaja|engr?\.|barr\.|ma[iî]tre|justice|yang\s+(?:amat\s+)?arif|tan\s+sri|toh\s+puan|puan\s+sri|dato['’]?\s+sri|datuk\s+seri|dato['’]|datuk|datin|encik|puan|tuan)\s+)+`)
	rePersonStyleTail = regexp.MustCompile(`(?:,?\s+(?:KC|QC|SC|SAN|BL|B\.L\.|JP|J\.P\.?|Esq\.?|N\.O\.?|NO\.|nomine\s+officii))+\s*$`)
)

// stripPersonStyle takes a person's style off s when what is left is a
// person's name ("Chief Steward" is a job, and "Chief Justice Okafor" a
// title, so they stay).
func stripPersonStyle(s string) string {
	if m := rePersonStyleLead.FindString(s); m != "" {
		rest := s[len(m):]
		w := strings.Fields(rest)
		if len(w) >= 2 && !jobTitleWords[strings.ToLower(strings.Trim(w[0], ".,"))] && !nameStyles[strings.ToLower(strings.Trim(w[0], ".,"))] && isPersonName(rest) {
			s = rest
		}
	}
	if loc := rePersonStyleTail.FindStringIndex(s); loc != nil && loc[0] > 0 && isPersonName(s[:loc[0]]) {
		s = s[:loc[0]]
	}
	return s
}

// reFormNameLabel is a form's name label glued to its value by the
// extraction: "Full name Rebecca Ainsworth".
var reFormNameLabel = regexp.MustCompile(`^(?:(?:Full\s+name|FULL\s+NAME|Name\s+in\s+full|Name\s+in\s+block\s+(?:letters|capitals)|Name|NAME|Attorney\s+for\s*\((?:Name|NAME)\)|ATTORNEY\s+FOR\s*\(NAME\)|Filed\s+for|FILED\s+FOR)\s*:?\s+)+`)

// stripNameLabel takes a form's name label off the front of s, but a
// bare "Name" with no colon before a company's one word and its form is
// the company's first word ("Name Brands Inc.", as trimGlued keeps it).
func stripNameLabel(s string) string {
	m := reFormNameLabel.FindStringIndex(s)
	if m == nil {
		return s
	}
	rest := s[m[1]:]
	if bare := strings.TrimSpace(s[:m[1]]); (bare == "Name" || bare == "NAME") && reEntityTail.MatchString(rest) && len(strings.Fields(rest)) <= 2 {
		return s
	}
	return rest
}

// reListLabel is a list's label glued to its first name: "COUNSEL: Paul
// Tremblay", "Appearances: Jane Roe".
var reListLabel = regexp.MustCompile(`^(?i:counsel|appearances?|solicitors?|attorneys?|present)\s*:\s+`)

// reBirthTail is a date of birth or an age printed after a name on its
// line: "KEVIN JOSEPH DESROSIERS Date of birth 1991-07-22".
// reAgedCare is the aged-care sector in a name ("Sunhaven Aged Care Pty
// Ltd"), no age.
var reAgedCare = regexp.MustCompile(`(?i)\baged\s+care\b`)

var reBirthTail = regexp.MustCompile(`(?i)[,\s]+(?:date\s+of\s+birth|d\.?o\.?b\.?|born|aged?)\b.*$`)

var (
	// reBetweenLead is a caption's "BETWEEN" (or "B E T W E E N :") joined
	// to the first party's name.
	reBetweenLead = regexp.MustCompile(`^(?:BETWEEN\s*:?|Between\s*:|(?i:b\s+e\s+t\s+w\s+e\s+e\s+n)\s*:?)\s+`)
	// reLabelTail is a caption label joined to the end of a name by a
	// wrapped line: "KEVIN M. DUNBAR Respondent".
	reLabelTail = regexp.MustCompile(`[\s,]+` + labelWords + `[.,;:]?$`)
	// reHeadingTail is the next part's heading in capitals run onto a
	// mixed-case name by the line's join ("Counsel for Respondent, Gregory
	// A. Kovach" / "VERIFICATION").
	reHeadingTail = regexp.MustCompile(`\s+(?:VERIFICATION|CERTIFICATE(?:\s+OF\s+(?:SERVICE|MAILING|COMPLIANCE))?|PROOF\s+OF\s+SERVICE|AFFIDAVIT(?:\s+OF\s+SERVICE)?|DECLARATION|ACKNOWLEDG(?:E)?MENT|JURAT|NOTICE(?:\s+OF\s+[A-Z]+)?|ORDER|EXHIBIT(?:\s+[A-Z0-9]{1,3})?)$`)
)

// undouble is a name printed twice in a row, as two columns read into one
// line do ("Michael Doran Michael Doran"), once.
func undouble(s string) string {
	w := strings.Fields(s)
	if n := len(w); n >= 4 && n%2 == 0 && strings.EqualFold(strings.Join(w[:n/2], " "), strings.Join(w[n/2:], " ")) {
		return strings.Join(w[:n/2], " ")
	}
	return s
}

func firstRune(s string) (rune, bool) {
	for _, r := range s {
		return r, true
	}
	return 0, false
}

var reDottedAbbrev = regexp.MustCompile(`^[A-Za-z]\.[A-Za-z]\.`)

// isPersonName reports whether s looks like a person's name: two to five
// words, each capitalised or an initial, no organisation words or digits.
func isPersonName(s string) bool {
	words := strings.Fields(s)
	if len(words) < 2 || len(words) > 5 || surnameOnly(words) || reFirmCourtesyWord.MatchString(words[0]) {
		return false
	}
	for i, w := range words {
		lw := strings.ToLower(strings.Trim(w, ".,"))
		if orgWords[lw] && !(i == len(words)-1 && orgSurnames[lw] && middleInitial(s)) && !(lw == "court" && i == len(words)-1 && courtSurname(s)) || notNameAt(words, i) {
			return false
		}
		if i > 0 && i < len(words)-1 && (surnameParticles[lw] || patronymics[lw]) {
			continue
		}
		r, _ := firstRune(w)
		if !unicode.IsUpper(r) {
			return false
		}
		if reDottedAbbrev.MatchString(w) {
			return false // "S.D." in "S.D. Tex. Bar No.", not an initial
		}
		for _, c := range w {
			if unicode.IsDigit(c) || c == '@' || c == '/' || c == '(' {
				return false
			}
		}
	}
	return true
}

// reFirmCourtesyWord is the courtesy a firm's name takes: "Messrs Lo,
// Tam & Partners", "M/s Kapoor & Co" name no one.
var reFirmCourtesyWord = regexp.MustCompile(`^(?i:messrs\.?|m/s\.?)$`)

// patronymics join a given name to a father's: Malay "bin", "binti",
// "binte"; Indian Malaysian and Singaporean "a/l", "a/p", "s/o", "d/o".
var patronymics = map[string]bool{"bin": true, "binti": true, "binte": true, "bte": true, "bt": true, "bint": true, "ibn": true,
	"a/l": true, "a/p": true, "s/o": true, "d/o": true}

// reSignedLead is a signature's mark before the name it signs: "(Signed)",
// "Sgd.", "Signed:".
var reSignedLead = regexp.MustCompile(`^(?:\((?i:signed|sgd\.?)\)|(?i:sgd\.|signed:))\s*`)

// surnameOnly reports whether a name's words are a surname of several
// words and no given name: "Van der Merwe", "Ní Bhraonáin", "da Silva".
// "Van" or "Al" alone before a word may be a given name ("Van Morrison",
// "Al Green").
func surnameOnly(words []string) bool {
	for _, w := range words[:len(words)-1] {
		if !surnameParticles[strings.ToLower(strings.Trim(w, ".,"))] {
			return false
		}
	}
	first := strings.ToLower(words[0])
	r, _ := firstRune(words[0])
	return len(words) > 2 || unicode.IsLower(r) || first != "van" && first != "von" && first != "al" && first != "el"
}

// nameStyles are the courtesies and styles a name may be written with,
// never part of the name's key.
var nameStyles = map[string]bool{"the": true, "hon": true, "honorable": true, "honourable": true, "mr": true, "ms": true,
	"mrs": true, "miss": true, "dr": true, "shri": true, "sri": true, "smt": true, "sir": true, "dame": true,
	"professor": true, "prof": true, "lord": true, "lady": true}

// reNumberRange is a range of numbers in a name, lower-cased.
var reNumberRange = regexp.MustCompile(`\b(\d+)\s*(?:-|–|—|to|thru|through)\s*(\d+)\b`)

// NameKey is the key under which two spellings of one name merge: lower
// case, punctuation and honorifics dropped, company suffixes ignored
// ("Acme Corp." and "ACME CORPORATION" are one key).
func NameKey(s string) string {
	s = strings.ToLower(s)
	// A range of fictitious parties is one key however it is written:
	// "Does 1-5", "Does 1 to 5", "Does 1 through 5".
	s = reNumberRange.ReplaceAllString(s, "$1 through $2")
	s = strings.Map(func(r rune) rune {
		if unicode.IsLetter(r) || unicode.IsDigit(r) || r == '&' {
			return r
		}
		return ' '
	}, s)
	words := strings.Fields(s)
	// Styles before a name are no part of it ("Sir Colin Hale", "Professor
	// Dame Helen Carr", "Lord Braid"): the leading ones drop while a name
	// is left.
	lead := 0
	for lead < len(words)-1 && nameStyles[words[lead]] {
		lead++
	}
	// A company form written with dots after the name ("P.S.", "S.C.",
	// "S.A.", "N.V.") is its last letters: no part of the name, as "Inc."
	// is not.
	// A "de" between such letters belongs to them ("S.A. de C.V.").
	tail := 0
	for tail < len(words) {
		w := words[len(words)-1-tail]
		if len([]rune(w)) == 1 && w != "&" || w == "de" && tail > 0 && tail+1 < len(words) && len([]rune(words[len(words)-2-tail])) == 1 {
			tail++
			continue
		}
		break
	}
	if tail >= 2 && len(words)-lead-tail >= 1 {
		words = words[:len(words)-tail]
	}
	var out []string
	for i, w := range words {
		if i < lead {
			continue
		}
		if i == lead+1 && w == "s" && words[lead] == "m" && len(out) == 1 {
			out = out[:0] // "M/s Sharma Textiles": a firm's courtesy prefix
			continue
		}
		// "Private Limited" is India's "Pvt. Ltd.": a company form.
		if w == "private" && i > 0 && i+1 < len(words) && (words[i+1] == "limited" || words[i+1] == "ltd") {
			continue
		}
		switch w {
		case "inc", "incorporated", "llc", "l", "c", "corp", "corporation", "co", "company", "ltd", "limited",
			"lp", "llp", "p", "plc", "pc", "pllc", "esq", "esquire", "jr", "sr", "n", "a", "pvt", "pty", "pte", "kc", "qc":
			if i > 0 {
				continue
			}
		}
		out = append(out, w)
	}
	// A Norwegian or Danish company form ("Halvard Offshore AS", "ASA")
	// ends the name as "Ltd" does; "A/S" already fell with the dotted forms.
	if n := len(out); n >= 2 && (out[n-1] == "as" || out[n-1] == "asa") {
		out = out[:n-1]
	}
	k := strings.Join(out, " ")
	switch k {
	case "usa", "u s a", "united states", "u s", "us":
		return "united states of america"
	}
	return k
}
