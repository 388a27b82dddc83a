package model

import (
	"regexp"
	"strings"
	"unicode"
)

// Name hygiene: the one gate every reader's would-be name passes (party),
// so that what a reading-order extraction glues to a name, or reads as one,
// is dealt with once, whichever reader met it:
//
//   - a label glued before the name comes off: a caption's label
//     ("Plaintiff, ACME CORP."), a pleading's heading ("COUNTERCLAIM"), a
//     form's labels with their values ("Claim No. K4QZ81 Date", "ATTORNEY
//     FOR (Name):"), a signing word before a signer ("By:", "Per:"), an
//     exhibit's label, an addressee's "To:" or "Attn:" for an addressee;
//   - what the name runs on into comes off: a wrapped title's "in
//     support of" or a lone function word ("KEVIN PHAM IN"), "et al.", a
//     person's "a/k/a" and capacities;
//   - what is never a name is dropped: a place-and-date line ("Dated: New
//     York, New York", "Seat: Geneva"), a city with its state or country,
//     a court's division or section, a paper's heading ("VERIFICATION",
//     "CERTIFICATE OF SERVICE"), a lone pronoun, an addressee's label in
//     another role (the reader ran into a notice's "TO:" block), and an
//     organisation in a role only people hold (declarant, deponent,
//     witness, judge);
//   - people joined in one name ("JOHN ROE and MARY POE") are each a
//     party.

// reCareOfTail is an address's "care of" and what follows it.
var reCareOfTail = regexp.MustCompile(`(?i)(?:^|\s|,)c/o\b`)

// reStatutoryAgent is an agent for service of process by its office
// alone: "Statutory Agent", "Registered Agent".
var reStatutoryAgent = regexp.MustCompile(`(?i)^(?:its\s+)?(?:statutory|registered|resident)\s+agent$`)

// personRoles are held only by natural persons: an organisation testifies
// through a person, and no company decides a case.
var personRoles = map[string]bool{RoleDeclarant: true, RoleDeponent: true, RoleWitness: true, RoleJudge: true}

// suedRole are the roles of those a matter is brought against.
var suedRole = map[string]bool{RoleDefendant: true, RoleRespondent: true, RoleParty: true, RoleThirdParty: true, RoleAppellee: true}

// addresseeLabels open an addressee's or a sender's line: the name after
// one is that side of a letter or a notice, and nobody's client.
var addresseeLabels = []struct{ label, role string }{
	{`to`, RoleRecipient}, {`attn\.?`, RoleRecipient}, {`attention`, RoleRecipient}, {`cc`, RoleRecipient},
	{`bcc`, RoleRecipient}, {`copy\s+to`, RoleRecipient}, {`dear`, RoleRecipient}, {`from`, RoleSender},
}

// placeDateLabels head a line whose value is a place or a date, never a
// name: a signature's "Dated:", an award's "Seat:", a hearing's "Heard at:".
var placeDateLabels = []string{
	`dated?`, `seat`, `place`, `venue`, `location`, `time`, `heard\s+at`, `hearing\s+(?:venue|place|date)`,
	`(?:seat|place|venue|language|date|city)\s+of\s+(?:the\s+)?(?:arbitration|hearing|proceedings?|signing|execution)`,
	`governing\s+law`, `jurisdiction`,
}

// placeVerbs put the place of a signing or an oath after them: "Executed
// at Los Angeles", "Sworn at Vancouver", "Dated this 3rd day".
var placeVerbs = []string{`dated`, `executed`, `signed`, `sworn`, `affirmed`, `subscribed`, `done`, `declared`, `made`}

// docketLabels name a paper's or a claim's number on a caption or a form:
// with its value, glued before a name by a caption's second column.
var docketLabels = []string{
	`claim`, `case`, `index`, `docket`, `cause`, `file`, `matter`, `civil\s+action`, `criminal\s+action`, `adversary`,
	`appeal`, `application`, `petition`, `proceeding`, `ref(?:erence)?`, `our\s+ref`, `your\s+ref`, `court\s+file`,
}

// courtParts end the name of a court's division, section or list ("Chancery
// Division", "Complex Business Litigation Section", "Commercial List"), with
// the words of a court's work before them: a forum's part, never a party.
var courtParts = []string{`divisions?`, `sections?`, `parts?`, `lists?`, `calendars?`, `dockets?`, `sessions?`, `branch`}

// courtWork are the kinds of a court's work that name its parts.
var courtWork = []string{
	`litigation`, `civil`, `criminal`, `chancery`, `law`, `commercial`, `family`, `probate`, `juvenile`, `tax`,
	`appellate`, `appeals`, `trial`, `equity`, `bench`, `admiralty`, `bankruptcy`, `domestic\s+relations`,
	`small\s+claims`, `motions?`, `business`, `complex`, `housing`, `landlord`, `estates?`, `guardianship`,
	`traffic`, `felony`, `misdemeanou?r`, `property`, `construction`, `technology`, `patents?`, `employment`,
	`matrimonial`, `common\s+pleas`, `crown`, `magistrates'?`, `king'?s`, `queen'?s`, `orphans'?`, `surrogate'?s?`,
	`mental\s+health`, `landlord\s+and\s+tenant`, `insolvency`, `companies`, `intellectual`,
}

// courtDepartments are the kinds of a court's work that name a department
// of it ("Probate Department"); a public body's department ("Housing
// Department", "Police Department") is a side.
var courtDepartments = []string{`probate`, `civil`, `criminal`, `family`, `law`, `chancery`, `juvenile`, `equity`, `trial`, `motions?`}

// paperHeadings are the headings a paper prints between its parts, that a
// reader may take for the name above or below them.
var paperHeadings = []string{
	`verification`, `verified\s+(?:denial|answer|complaint|petition)`,
	`certificate\s+of\s+(?:service|compliance|interested\s+(?:parties|persons)|conference|mailing|word\s+count|good\s+standing)`,
	`certification(?:\s+of\s+\w+)?`, `jurat`, `acknowledge?ments?`, `affidavit\s+of\s+(?:service|mailing|publication|merit)`,
	`proof\s+of\s+service`, `declaration\s+of\s+(?:service|mailing)`, `signature\s+pages?`, `signatures?`,
	`prayer\s+for\s+relief`, `jury\s+demand`, `demand\s+for\s+(?:a\s+)?jury(?:\s+trial)?`, `attestation`,
	`notary\s+(?:public|acknowledge?ment)`, `service\s+list`, `exhibit\s+list`, `wherefore`, `introduction`,
	`background`, `argument`, `discussion`, `conclusion`, `exhibits?`, `attachments?`, `enclosures?`, `appendix`,
	`statement\s+of\s+(?:facts|the\s+case)`, `preliminary\s+statement`, `relief\s+(?:requested|sought)`,
	// A caption's right column: "CIVIL ACTION / FILE NO.", "CLASS ACTION".
	`civil\s+action(?:\s+file)?`, `class\s+action`, `bid\s+protest`, `jury\s+trial\s+demanded`,
}

// genericUnits are an organisation's departments and desks, named with no
// organisation: a mailbox ("Legal Department <legal@...>"), never a party.
var genericUnits = []string{
	`legal`, `law`, `compliance`, `accounts?(?:\s+(?:payable|receivable))?`, `human\s+resources`, `hr`,
	`customer\s+(?:service|care|support|relations)`, `billing`, `claims`, `collections?`, `payroll`, `procurement`,
	`purchasing`, `records`, `it`, `(?:technical\s+)?support`, `sales`, `marketing`, `finance`, `operations`, `risk`,
	`security`, `admin(?:istration)?`, `reception`, `front\s+desk`, `help\s*desk`, `information`, `general\s+inquiries`,
}

// pronouns stand where a name would ("I am a member of ...").
var pronouns = map[string]bool{"i": true, "we": true, "you": true, "he": true, "she": true, "it": true, "they": true,
	"me": true, "us": true, "him": true, "her": true, "them": true, "my": true, "our": true, "your": true}

// regions close a place written "City, Region": the states of the United
// States (barStates), Canada's provinces, Australia's states, the nations
// of the United Kingdom, and countries.
var regions = append([]string{
	"Alberta", "British Columbia", "Manitoba", "New Brunswick", "Newfoundland", "Nova Scotia", "Ontario", "Quebec",
	"Québec", "Saskatchewan", "New South Wales", "Victoria", "Queensland", "Tasmania", "Western Australia",
	"South Australia", "England", "Scotland", "Wales", "Northern Ireland", "United Kingdom", "UK", "Ireland",
	"USA", "U.S.A.", "United States", "Canada", "Australia", "New Zealand", "India", "Singapore", "Hong Kong",
	"Switzerland", "France", "Germany", "Austria", "Italy", "Spain", "Portugal", "Netherlands", "The Netherlands",
	"Belgium", "Luxembourg", "Sweden", "Norway", "Denmark", "Finland", "Poland", "Brazil", "Mexico", "Argentina",
	"Chile", "Colombia", "Peru", "Japan", "China", "Korea", "South Korea", "Malaysia", "Indonesia", "Philippines",
	"Thailand", "Vietnam", "Pakistan", "Bangladesh", "Sri Lanka", "Kenya", "Nigeria", "Ghana", "South Africa",
	"Egypt", "Israel", "Turkey", "Greece", "Cyprus", "Malta", "United Arab Emirates", "UAE", "Qatar", "Bahrain",
	"Saudi Arabia", "Maharashtra", "Karnataka", "Tamil Nadu", "Delhi", "Gauteng", "Western Cape",
	"Romania", "Iceland", "Czech Republic", "Czechia", "Hungary", "Bulgaria", "Croatia", "Serbia", "Ukraine",
	"Russian Federation", "Russia", "Estonia", "Latvia", "Lithuania", "Slovakia", "Slovenia", "Morocco", "Tunisia",
	"Kuwait", "Oman", "Jordan", "Lebanon", "Taiwan", "Cayman Islands", "British Virgin Islands", "Bermuda",
	"Bahamas", "Panama", "Uruguay", "Venezuela", "Ecuador", "Costa Rica", "Jamaica", "Trinidad and Tobago",
	"Barbados", "Monaco", "Liechtenstein", "Iran", "Iraq", "Ethiopia", "Tanzania", "Uganda", "Zambia",
	"Zimbabwe", "Botswana", "Namibia", "Mauritius", "Nepal", "Cambodia", "Myanmar", "Kazakhstan",
	"Republic of Korea", "Türkiye", "Hong Kong, China", "Macau", "Brunei",
}, barStates...)

// regionSet holds regions by lower-case name.
var regionSet = func() map[string]bool {
	m := map[string]bool{}
	for _, r := range regions {
		m[strings.ToLower(r)] = true
	}
	return m
}()

// isRegion reports whether s, trimmed, is a region's name alone.
func isRegion(s string) bool {
	return regionSet[strings.ToLower(strings.TrimSpace(strings.Trim(s, " .,;:()")))]
}

func alt(words []string) string { return strings.Join(words, "|") }

var (
	reLeadLabel = regexp.MustCompile(`(?i)^(?:and\s+)?(` + labelWords + `(?:\s*(?:-|and|/)\s*` + labelWords + `)*)\s*[,:]?\s+(\S)`)
	// reLeadSideFor is the heading and side's label before a lawyer's
	// name in a line of appearances: "Appearances: For Claimant:".
	reLeadSideFor = regexp.MustCompile(`(?i)^(?:appearances?\s*:\s*)?(?:appearing\s+)?(?:for|on\s+behalf\s+of)\s+(?:the\s+)?(?:` + labelWords + `)\s*:\s+`)
	reLeadClaim   = regexp.MustCompile(`(?i)^(?:and\s+)?(?:counter-?\s?claims?|cross-?\s?claims?|third[- ]party\s+(?:complaint|claims?))\s*:?\s+`)
	reLeadDock    = regexp.MustCompile(`(?i)^(?:(?:` + alt(docketLabels) + `)\.?\s*(?:no\.?|nos\.?|number|#)?\s*:?\s*[a-z0-9][\w/:.-]*\d[\w/:.-]*,?\s+)+` +
		`(?:(?:issue\s+)?date(?:d|\s+issued)?\s*:?\s+(?:\d{1,2}(?:st|nd|rd|th)?\s+[a-z]+\.?\s+\d{4}\s+|[a-z]+\.?\s+\d{1,2},?\s+\d{4}\s+|\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4}\s+)?)?`)
	reLeadName = regexp.MustCompile(`(?i)^(?:\(?name\)\s*:?\s*|name\s*:\s*|(?:print(?:ed)?|typed)\s+name\s*:?\s+|name\s+of\s+(?:declarant|deponent|witness|affiant|applicant|claimant|defendant|plaintiff|petitioner|respondent|party|signatory|signer|deceased|decedent)\s*:?\s+|(?:attorney|counsel|solicitor)\s+for\s+\(?name\)?\s*:?\s*)`)
	reLeadSign = regexp.MustCompile(`(?i)^(?:by|signed|sgd\.?)\s*:?\s+|^(?i:per|signature)\s*:\s*|^/s/\s*`)
	reLeadExh  = regexp.MustCompile(`^(?i:exhibit|ex\.|annex(?:ure)?|appendix|attachment|enclosure|schedule)\s+(?:[A-Z]{1,2}|\d{1,3})(?:-\d+)?\s*[-–—:.]?\s+`)
	reLeadAddr = func() *regexp.Regexp {
		ls := make([]string, len(addresseeLabels))
		for i, l := range addresseeLabels {
			ls[i] = "(" + l.label + ")"
		}
		return regexp.MustCompile(`(?i)^(?:` + alt(ls) + `)\s*:\s*`)
	}()
	reLeadAddrBare = regexp.MustCompile(`(?i)^(?:attn\.?|attention|cc|bcc)\s+`)
	reLeadNever    = regexp.MustCompile(`(?i)^(?:c/o|care\s+of|re\s*:|subject\s*:|in\s+re\s*:|to\s+(?:the|all|each|any|every)\b|before\s+(?:me|us)\b|(?:pursuant|according|subject|further|prior)\s+to\b|(?:upon|wherefore|hereby|accordingly|notwithstanding|therefore|furthermore)\b)`)
	// reLeadWordColon is a one-word label before a name on a form's line:
	// "Tenant(s):", "Landlord:", "Employer:". A name holds no colon.
	reLeadWordColon = regexp.MustCompile(`^["“]?(\p{Lu}\p{L}+)(?:\(s\))?["”]?\)?\s*:\s+`)
	// reSideWordLabel are the words such a label names a side by, besides
	// the caption's labels (read with their roles above).
	reSideWordLabel = regexp.MustCompile(`(?i)^(?:tenants?|landlords?|employers?|employees?|workers?|unions?|owners?|lessors?|lessees?|buyers?|sellers?|vendors?|purchasers?|insurers?|insureds?|members?|parents?|mothers?|fathers?|child(?:ren)?|spouses?|husband|wife)$`)
	// reFieldWords are a form's boxes read where a name stands: the
	// fingerprint boxes of an arrest record ("R. Thumb", "L. Index"), a
	// number's box ("ATLAS Number").
	reFieldWords = regexp.MustCompile(`(?i)^(?:(?:r|l|right|left)\.?\s+(?:thumb|index|middle|ring|little)(?:\s+finger)?|(?:\S+\s+){0,3}(?:number|no\.?))$`)
	// benchTitleWords are the words of a bench's or a panel's titles:
	// a would-be name of nothing else ("Public Arbitrator", "Presiding
	// Chairperson") is a title read where a name stands.
	benchTitleWords = map[string]bool{"public": true, "non-public": true, "arbitrator": true, "arbitrators": true, "presiding": true,
		"chair": true, "chairperson": true, "chairman": true, "chairwoman": true, "panel": true, "member": true, "sole": true,
		"neutral": true, "tribunal": true, "president": true, "vice": true, "deputy": true, "co-arbitrator": true, "umpire": true,
		"party-appointed": true}
	// reLeadRecital opens a recital before a party's name ("WHEREAS, Acme Corp. ..."), and a line's number
	// or year before a person's ("2024 Andrea K. Lovato").
	reLeadRecital = regexp.MustCompile(`(?i)^(?:whereas|recitals?|now,?\s+therefore)\s*[,:]?\s+`)
	reLeadFigure  = regexp.MustCompile(`^\d{1,4}[.)]?\s+`)
	reTailEsquire = regexp.MustCompile(`(?i),?\s+(?:esq\.?|esquire)$`)
	// reTailAside is what a line prints after a name that is no part of
	// it: a status ("pro se"), a post-nominal or a court's style ("M.D.",
	// "CPA", "J.S.C.", "U.S.D.J."), an office ("Attorney at Law", "Notary
	// Public", "Magistrate Judge"), a description after an article ("an
	// individual"), who acts for the party ("by her attorneys"), a mode of
	// delivery ("via email", "By ECF"), a page number, a form's label
	// ("Date", "Signature", "Print Name", "Title"), an aside in brackets.
	reTailAside = regexp.MustCompile(`(?i)(?:,?\s+(?:(?:plaintiffs?|defendants?|petitioners?|respondents?|appellants?|claimants?)\s+)?(?:pro\s+se|pro\s+per|in\s+pro\s+per|self-represented|in\s+person)` +
		`|,\s*(?:u\.?s\.?[dmb]\.?j|a?\.?j\.?s\.?c|j\.?a\.?d|p\.?j|c\.?j|m\.?d|ph\.?\s?d|d\.?o|cpa|c\.p\.a|cfe|cfa|p\.?e|r\.?n|j\.?d|ll\.?m|mba|lcsw|psy\.?d)\.?` +
		`|,\s*(?:attorneys?\s+at\s+law|notary\s+public|(?:united\s+states\s+)?(?:district|magistrate|bankruptcy|circuit|administrative\s+law)\s+judge|(?:presiding|chief|associate|senior)\s+judge|judge|justice|(?:sole\s+|presiding\s+)?arbitrator|special\s+master|mediator|hearing\s+officer|referee|court\s+reporter|process\s+server)` +
		`|,\s+an?\s+.*|,?\s+by\s+(?:and\s+through\s+)?(?:his|her|its|their|the|undersigned)\b.*` +
		`|,?\s+(?:via|by)\s+(?:e-?mail|ecf|cm/ecf|fax|facsimile|electronic\s+(?:mail|filing)|(?:first[- ]class\s+|certified\s+|registered\s+|u\.?s\.?\s+)?mail|hand(?:\s+delivery)?|courier|overnight\b.*|federal\s+express|fedex|ups)\b.*` +
		`|\s+page\s+\d+(?:\s+of\s+\d+)?` +
		`|\s+(?:dated?|signature|print(?:ed)?\s+name|title|signed|sign\s+here|initials?)\s*:?` +
		`|\s*\([^()]*\)?)$`)
	// reLeadOffice is the office a paper is addressed to at an entity ("Custodian of Records, Acme LLC"): the
	// entity after it is the party, the office alone none.
	reLeadOffice   = regexp.MustCompile(`(?i)^(?:the\s+)?(?:custodian\s+of\s+(?:the\s+)?records|records\s+custodian|person\s+most\s+knowledgeable|corporate\s+representative|designated\s+representative|registered\s+agent|agent\s+for\s+service(?:\s+of\s+process)?)(?:\s*,\s*|\s+(?:of|for|at)\s+|\s*$)`)
	rePlaceDate    = regexp.MustCompile(`(?i)^(?:` + alt(placeDateLabels) + `)\s*:|^(?i:` + alt(placeVerbs) + `)(?:\s+and\s+\w+)?\s+(?:at|in|this|on\s+(?:this|the)?\s*\d)\b`)
	rePlace        = regexp.MustCompile(`^[A-Z][\w.'’ -]{1,40},\s+(?:` + alt(regions) + `)\.?$`)
	reCourtPart    = regexp.MustCompile(`(?i)^(?:the\s+)?(?:[\w'’&,-]+\s+){0,6}?(?:` + alt(courtWork) + `)\s+(?:[\w'’&]+\s+){0,2}?(?:` + alt(courtParts) + `)$|^(?:the\s+)?(?:` + alt(courtDepartments) + `)\s+department$`)
	reGenericUnit  = regexp.MustCompile(`(?i)^(?:the\s+)?(?:` + alt(genericUnits) + `)(?:\s+(?:department|dept\.?|team|group|desk|unit|office|services?))?$`)
	reStreetEnd    = regexp.MustCompile(`(?i)\s(?:road|avenue|marg|boulevard|highway|rd|st|ave|blvd)\.?$`)
	reHeading      = regexp.MustCompile(`(?i)^(?:` + alt(paperHeadings) + `)$`)
	reTailPhrase   = regexp.MustCompile(`(?i)\s+(?:in\s+(?:further\s+)?(?:support|opposition|reply|response)|regarding|concerning|with\s+respect\s+to|pursuant\s+to|under\s+penalty|re\s*:)\b.*$`)
	reTailAlias    = regexp.MustCompile(`(?i),?\s+(?:a/k/a|aka|also\s+known\s+as|f/k/a|fka|formerly\s+known\s+as|n/k/a|now\s+known\s+as)\b.*$`)
	reTailEtAl     = regexp.MustCompile(`(?i),?\s+et\s+al\.?,?$`)
	reTailFunction = regexp.MustCompile(`(?i)\s+(?:in|of|for|to|and|the|on|at|by|with|from|as|or|&)$`)
	// reCommonLabel is a label that opens no company's name ("Defender
	// Industries" does): it comes off a name without a comma after it.
	reCommonLabel = regexp.MustCompile(`(?i)(?:plaintiff|defendant|claimant|respondent|petitioner|applicant|appellant|appellee|debtor|movant|intervenor)s?$`)
	reJoinSplit   = regexp.MustCompile(`\s*,\s*(?:and\s+|&\s+)?|\s+(?:and|AND|&)\s+`)
)

// hygieneOne is hygiene's first name ("" when none).
func hygieneOne(name, role string) (string, string) {
	ns, r := hygiene(name, role)
	if len(ns) == 0 {
		return "", ""
	}
	return ns[0], r
}

// titleWordsOnly says whether every word of n is a bench's title word.
func titleWordsOnly(n string) bool {
	w := strings.Fields(strings.ToLower(strings.NewReplacer(",", " ", ".", " ").Replace(n)))
	for _, x := range w {
		if !benchTitleWords[x] {
			return false
		}
	}
	return len(w) > 0
}

var (
	// reJudgeWordTail is "JUDGE" (or "JUDGE PRO TEM") in capitals after a
	// judge's name in capitals.
	reJudgeWordTail = regexp.MustCompile(`\s+JUDGE(?:\s+PRO\s+TEM(?:PORE)?)?$`)
	// reProTemOnly is a temporary judge's office with no name.
	reProTemOnly = regexp.MustCompile(`(?i)^(?:(?:judge|honorable)\s+)?pro\s+tem(?:pore)?$`)
)

// hygiene cleans a reader's would-be name in role: the names to record
// (none when it is no name, two or more for people joined in one) and the
// role to record them in.
func hygiene(name, role string) ([]string, string) {
	if !ValidRole(role) {
		return nil, ""
	}
	n := strings.TrimSpace(name)
	// "HONORABLE LAURA T. CHEN JUDGE" (a minute order's heading): the
	// office after a judge's name in capitals is no part of it, and a
	// judge "PRO TEM" with no name is no one.
	if role == RoleJudge {
		n = strings.TrimSpace(reJudgeWordTail.ReplaceAllString(n, ""))
		if reProTemOnly.MatchString(n) {
			return nil, ""
		}
	}
	// "GARRETT J. SOBECKI c/o North Coast Premier Auto, LLC": whoever
	// mail reaches the party through is no part of its name; a line that
	// starts with "c/o" (a registered agent's) names no party.
	if loc := reCareOfTail.FindStringIndex(n); loc != nil {
		n = strings.TrimSpace(n[:loc[0]])
	}
	if reStatutoryAgent.MatchString(n) {
		return nil, ""
	}
	signed := false
	for i := 0; i < 6 && n != ""; i++ {
		prev := n
		switch {
		case reLeadNever.MatchString(n), rePlaceDate.MatchString(n), reFieldWords.MatchString(n), titleWordsOnly(n):
			return nil, ""
		}

		if m := reLeadAddr.FindStringSubmatchIndex(n); m != nil {
			as := RoleRecipient
			for j, l := range addresseeLabels {
				if m[2+2*j] >= 0 {
					as = l.role
				}
			}
			if role != as {
				return nil, ""
			}
			n = n[m[1]:]
		} else if m := reLeadAddrBare.FindStringIndex(n); m != nil && role == RoleRecipient {
			n = n[m[1]:]
		}
		if m := reLeadLabel.FindStringSubmatchIndex(n); m != nil && startsUpper(n[m[4]:]) && (m[4] > m[3]+1 || reCommonLabel.MatchString(n[m[2]:m[3]])) {
			if role == RoleParty {
				if lr := roleOf(n[m[2]:m[3]]); lr != "" {
					role = lr
				}
			}
			n = n[m[4]:]
		}
		if m := reLeadSideFor.FindStringIndex(n); m != nil && m[1] < len(n) && role == RoleCounsel {
			n = n[m[1]:] // "Appearances: For Claimant: Jane Roe": the lawyer after the labels
		}
		if m := reLeadRecital.FindStringIndex(n); m != nil && m[1] < len(n) {
			n = n[m[1]:]
		}
		if m := reLeadFigure.FindStringIndex(n); m != nil && !reStreet.MatchString(n) && isPersonName(cleanName(n[m[1]:])) {
			n = n[m[1]:]
		}
		if m := reLeadOffice.FindStringIndex(n); m != nil {
			if m[1] == len(n) {
				return nil, ""
			}
			n = n[m[1]:]
		}
		for _, re := range []*regexp.Regexp{reLeadClaim, reLeadDock, reLeadName, reLeadExh} {
			if m := re.FindStringIndex(n); m != nil && m[1] < len(n) {
				n = n[m[1]:]
			}
		}
		if m := reLeadSign.FindStringIndex(n); m != nil && m[1] < len(n) {
			n, signed = n[m[1]:], true
		}
		if m := reLeadWordColon.FindStringSubmatchIndex(n); m != nil && m[1] < len(n) && startsUpper(n[m[1]:]) && (reSideWordLabel.MatchString(n[m[2]:m[3]]) || roleOf(n[m[2]:m[3]]) != "" && m[0] == 0 && strings.ContainsAny(n[:m[1]], "\"“”)")) {
			n = n[m[1]:] // "Tenant(s): Chidinma Okafor": a form's label before the name; '"Respondents"): X', a defined term's end
		}
		n = cleanName(trimGlued(cleanName(n)))
		if n == prev {
			break
		}
	}
	// "BY: NAME" is who signs for a firm or a party, never a party named
	// by a caption or an appearance.
	if signed && captionRole[role] {
		return nil, ""
	}
	// What a tail would hide: "IN THE MATTER OF:" is no name without its "OF".
	if n == "" || notAParty(n) {
		return nil, ""
	}
	for i := 0; i < 4 && n != ""; i++ {
		prev := n
		n = reTailPhrase.ReplaceAllString(n, "")
		n = reTailAlias.ReplaceAllString(n, "")
		n = reTailEtAl.ReplaceAllString(n, "")
		n = reTailEsquire.ReplaceAllString(n, "")
		if t := reTailAside.ReplaceAllString(n, ""); len(strings.Fields(t)) >= 2 {
			n = t
		}
		if i := strings.LastIndex(n, ","); i > 0 && jobTail(n[i+1:]) {
			n = n[:i] // "Kevin Pham, Store Manager"
		}
		n = reTrailDesc.ReplaceAllString(n, "")
		if len(strings.Fields(n)) > 2 {
			n = reTailFunction.ReplaceAllString(n, "")
		}
		n = cleanName(n)
		if n == prev {
			break
		}
	}
	// Fictitious parties ("Does 1 through 20") are sued, never anyone
	// else in a matter.
	if n == "" || noName(n, role) || role == RoleCounsel && lawFirm(n) || reFictitious.MatchString(n) && !suedRole[role] {
		return nil, ""
	}
	var out []string
	for _, p := range joinedPeople(n) {
		if personRoles[role] && (isEntityName(p) || lawFirm(p)) {
			continue
		}
		out = append(out, p)
	}
	if len(out) == 0 {
		return nil, ""
	}
	return out, role
}

// noName reports whether a cleaned would-be name in role is never a
// party: the classes of notAParty and neverParty (but a person's surname
// that is a forum's word, "Neil Chambers"), and hygiene's own.
func noName(n, role string) bool {
	if notAParty(n) || neverParty(n) && !((personRole[role] || middleInitial(n)) && forumSurname(n)) || spacedLetters(n) || pronouns[strings.ToLower(n)] || reCourtPart.MatchString(n) || reGenericUnit.MatchString(n) || isJobTitle(n) {
		return true
	}
	if reEntityTail.MatchString(n) {
		return false
	}
	return rePlace.MatchString(n) || reHeading.MatchString(n)
}

// streetLine tells whether a piece of a line is a street: what follows it
// on the line is the rest of an address.
func streetLine(s string) bool {
	s = strings.TrimSpace(s)
	return reStreet.MatchString(s) || reStreetEnd.MatchString(s)
}

// joinedPeople splits a would-be name that joins people ("Ann Lee and Bob
// Stone", "A, B and C") into each of them; a name with any part that is no
// person's ("Johnson and Johnson", "Procter and Gamble Company") stays whole.
func joinedPeople(n string) []string {
	if !strings.Contains(n, " and ") && !strings.Contains(n, " AND ") && !strings.Contains(n, " & ") && !strings.Contains(n, ",") {
		return []string{n}
	}
	if reEntityTail.MatchString(n) || lawFirm(n) {
		return []string{n}
	}
	parts := reJoinSplit.Split(n, -1)
	if len(parts) < 2 {
		return []string{n}
	}
	var out []string
	for _, p := range parts {
		p = cleanName(p)
		if !isPersonName(p) {
			return []string{n}
		}
		out = append(out, p)
	}
	return out
}

// dropCutAtInitial drops a person's name that ends in a middle initial and
// is the first words of a fuller name in the same role ("Gwendolyn R."
// beside "Gwendolyn R. Achterberg"): a line wrapped after the initial. No
// one's name ends in a middle initial, in any role.
func (r *rulesRun) dropCutAtInitial() {
	keep := r.out.Parties[:0]
	for i, p := range r.out.Parties {
		k := NameKey(p.Name)
		w := strings.Fields(p.Name)
		drop := false
		if last := strings.Trim(w[len(w)-1], ".,"); len(w) >= 2 && len(last) == 1 && unicode.IsUpper(rune(last[0])) && len(w[0]) > 2 {
			for j, q := range r.out.Parties {
				if j != i && q.Role == p.Role && strings.HasPrefix(NameKey(q.Name), k+" ") {
					drop = true
					break
				}
			}
		}
		if !drop {
			keep = append(keep, p)
		}
	}
	r.out.Parties = keep
}

// foldVariants folds the shapes of one name that a matter prints into the
// fullest, and drops the pieces of a name read as names of their own:
//   - a middle name given as its initial ("Rosa E. Herrera") becomes the
//     one fuller name of the matter that spells it out ("Rosa Elena
//     Herrera"), in its own role;
//   - an entity's name whose first words a wrapped line left behind
//     ("YARDS DEVELOPMENT LLC" of "HALSTED YARDS DEVELOPMENT LLC") is
//     dropped beside the full name in a caption role;
//   - a name written surname first and split at its comma ("HERRERA
//     LOPEZ" and "OSCAR DANIEL", from one line) is dropped where the
//     whole name stands in the same role.
func (r *rulesRun) foldVariants() {
	ps := r.out.Parties
	keys := make([]string, len(ps))
	for i, p := range ps {
		keys[i] = NameKey(p.Name)
	}
	rename := map[int]string{}
	drop := map[int]bool{}
	for i, p := range ps {
		if full := r.fullerMiddle(p.Name); full != "" {
			rename[i] = full
		}
		if reEntityTail.MatchString(p.Name) && !captionRole[p.Role] && len(strings.Fields(keys[i])) >= 2 {
			for j, q := range ps {
				if j != i && captionRole[q.Role] && reEntityTail.MatchString(q.Name) && strings.HasSuffix(keys[j], " "+keys[i]) {
					drop[i] = true
					break
				}
			}
		}
		for j, q := range ps {
			if j == i || q.Role != p.Role || !sameLine(p.Citations, q.Citations) || reEntityTail.MatchString(p.Name) || reEntityTail.MatchString(q.Name) {
				continue
			}
			for k := range ps {
				if k != i && k != j && ps[k].Role == p.Role && keys[k] == keys[i]+" "+keys[j] {
					drop[i], drop[j] = true, true
				}
			}
		}
	}
	if len(rename) == 0 && len(drop) == 0 {
		return
	}
	r.out.Parties = nil
	r.parties = map[string]int{}
	for i, p := range ps {
		if drop[i] {
			continue
		}
		if n, ok := rename[i]; ok {
			p.Name = n
		}
		for _, c := range p.Citations {
			r.addParty(p.Name, p.Role, p.DefinedAs, c)
		}
	}
}

// sameLine tells whether two names are cited by the same words of one page.
func sameLine(a, b []Citation) bool {
	for _, x := range a {
		for _, y := range b {
			if x.DocumentID == y.DocumentID && x.Page == y.Page && x.Quote == y.Quote {
				return true
			}
		}
	}
	return false
}

// nameWords are a name's words, lower case, without punctuation.
func nameWords(n string) []string {
	return strings.Fields(strings.Map(func(c rune) rune {
		if unicode.IsLetter(c) || c == '-' || c == '\'' {
			return unicode.ToLower(c)
		}
		return ' '
	}, n))
}

// fullerMiddle is the one name of the matter that spells out the middle
// initials of the person's name n ("Rosa E. Herrera": "Rosa Elena
// Herrera"), or "" when there is none or more than one.
func (r *rulesRun) fullerMiddle(n string) string {
	w := nameWords(n)
	if len(w) < 3 || !isPersonName(n) {
		return ""
	}
	initial := false
	for _, x := range w[1 : len(w)-1] {
		if len([]rune(x)) == 1 {
			initial = true
		}
	}
	if !initial || len([]rune(w[0])) < 2 {
		return ""
	}
	full, key := "", ""
	for _, q := range r.out.Parties {
		v := nameWords(q.Name)
		if len(v) != len(w) || v[0] != w[0] || v[len(v)-1] != w[len(w)-1] || !isPersonName(q.Name) {
			continue
		}
		fuller, ok := false, true
		for k := 1; k < len(w)-1; k++ {
			switch {
			case v[k] == w[k]:
			case len([]rune(w[k])) == 1 && len([]rune(v[k])) > 1 && strings.HasPrefix(v[k], w[k]):
				fuller = true
			default:
				ok = false
			}
		}
		if !ok || !fuller {
			continue
		}
		if k := NameKey(q.Name); key != "" && k != key {
			return "" // two could be meant
		} else {
			key = k
		}
		if len(q.Name) > len(full) {
			full = q.Name
		}
	}
	return full
}

// spacedLetters tells whether n is a word printed letter by letter ("O R D
// E R", "J U D G M E N T"): a heading, never a name of initials alone.
func spacedLetters(n string) bool {
	w := strings.Fields(n)
	if len(w) < 3 {
		return false
	}
	for _, x := range w {
		if len([]rune(strings.Trim(x, ".:"))) != 1 {
			return false
		}
	}
	return true
}

// jobTail tells whether the words after a name's last comma are the
// person's office ("Store Manager", "Vice President of Operations",
// "Custodian of Records"), not another name.
func jobTail(t string) bool {
	t = strings.TrimSpace(t)
	if t == "" || reEntityTail.MatchString(t) {
		return false
	}
	head, _, _ := strings.Cut(t, " of ")
	return isJobTitle(t) || isJobTitle(head) || reLeadOffice.MatchString(t)
}
