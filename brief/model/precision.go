package model

import (
	"regexp"
	"strings"
	"unicode"
)

// Never a party, by class, as data. Every reader's would-be name passes
// through neverParty (besides notAParty's addresses and labels) before it
// becomes a party, so that one class is kept out once, whichever reader
// meets it:
//
//   - the provisions and instruments a matter is brought under ("Articles
//     22, 23 and 47 of the Constitution", "Section 35 of the Consumer
//     Protection Act, 2019", "Order XXXIX Rule 1", "42 U.S.C. § 1983",
//     "Fed. R. Civ. P. 56") and what a heading says is alleged ("Alleged
//     contravention of ...");
//   - the forum: a court, a tribunal, a registry, a board of appeal, and
//     the words that name it in a caption's heading ("Before the Patent
//     Trial and Appeal Board"), a district or a division of it ("Southern
//     District of New York", "Eastern Division"), a courtroom. A public body that is a side (a
//     commission, a department, a commissioner, an Attorney General) is
//     not a forum and stays a party;
//   - a numbered heading ("II. PROCEDURAL HISTORY"), a paper's own title
//     ("Plaintiff's Claim", "Notice of Motion", "Procedural Order No. 2");
//   - a detention or representation status ("NON-DETAINED", "Pro Se", "In
//     Person"), a street number with the next word of its street ("12
//     Fitzwilliam"), and generic descriptors ("All Others Similarly
//     Situated", "Learned Counsel", "the Court").
//
// Fictitious parties a caption names ("Does 1 through 20", "Persons
// Unknown") are parties, and are not listed here.

// instrumentWords name a provision or an instrument at the start of a
// would-be name, before its number: "Article 22", "Sections 420 and 406".
var instrumentWords = []string{
	`articles?`, `arts?\.`, `sections?`, `ss?\.`, `§+`, `rules?`, `regulations?`, `regs?\.`, `clauses?`, `paragraphs?`,
	`paras?\.`, `chapters?`, `schedules?`, `orders?`, `sub-?sections?`, `items?`, `counts?`, `exhibits?`, `annex(?:ure)?s?`,
	`appendix`, `tabs?`, `forms?`,
}

// reCitation is a law cited by its shape, wherever it stands in a
// would-be name: a section mark, a code's abbreviation ("28 U.S.C.", "29
// C.F.R.", "Cal. Civ. Proc. Code"), a court's rules ("Fed. R. Civ. P.
// 56", "CPR 3.4", "Local Rule 7.1").
var reCitation = regexp.MustCompile(`§|¶|\b(?:U\.\s?S\.\s?C|C\.\s?F\.\s?R|U\.\s?S\.\s?C\.\s?A|Stat|Ann|Rev\.\s?Stat|Pub\.\s?L)\.?\s*(?:§|\d|$)|\bFed\.\s?R\.|\bR\.\s?(?:Civ|Crim|App|Evid|Bankr)\.|\b(?:Civ|Crim|Proc|Evid|Gov(?:'t)?|Bus|Prof|Penal|Lab|Fam|Prob|Ins|Veh|Welf|Health|Corp)\.\s+(?:Code|Proc|Law)\b|(?i:\blocal\s+(?:civil\s+)?rule\s+\d|^CPR\s+(?:r\.?\s*)?\d|^(?:PD|practice\s+direction)\s+\d)`)

// instrumentKinds end the title of a law: "the Companies Act 2006", "the
// Constitution of Kenya", "the Code of Civil Procedure".
var instrumentKinds = []string{
	`act`, `constitution`, `code`, `ordinance`, `statute`, `regulations`, `rules`, `decree`, `directive`, `treaty`,
	`convention`, `bill`, `amendment`,
}

// forumWords are the bodies that hear a matter: never a party.
var forumWords = []string{
	`court`, `courts`, `tribunal`, `tribunals`, `registry`, `judiciary`, `bench`,
	`trial\s+and\s+appeal\s+board`, `chambers`, `forum`,
}

// paperTitles are the kinds of a court paper that a title names: a would-be
// name that is one of them (with what it concerns) is the paper, not a
// party.
var paperTitles = []string{
	`notice(?:\s+of\s+(?:motion|application|appeal|arbitration|hearing|default|deficiency))?`, `statement\s+of\s+(?:claim|case|defen[cs]e|truth|facts|reply)`,
	`witness\s+statement`, `(?:procedural|interim|final|consent)\s+order`, `memorandum(?:\s+of\s+(?:law|points)(?:\s+and\s+authorities)?)?`,
	`particulars\s+of\s+claim`, `claim\s+form`, `application\s+notice`, `skeleton\s+argument`, `points\s+of\s+(?:claim|defen[cs]e)`,
	`written\s+submissions`, `list\s+of\s+(?:documents|dates|abbreviations)`, `synopsis`, `index`, `table\s+of\s+contents`,
	`table\s+of\s+authorities`, `index\s+of\s+(?:exhibits|authorities)`,
}

// partHeadings are the headings of a judgment's or a form's numbered parts
// ("I. Hearing", "II. Findings", "IV. Sentence and Order"): after a
// numeral or a letter, a heading and never a person ("V. Ramesh").
var partHeadings = []string{
	`hearing`, `findings?`, `judgment`, `sentence`, `orders?`, `background`, `introduction`, `facts`, `argument`,
	`discussion`, `conclusions?`, `relief`, `analysis`, `jurisdiction`, `parties`, `procedural\s+history`, `summary`,
	`recommendations?`, `decision`, `disposition`, `reasons`, `judgment\s+and\s+sentence`, `conditions`, `notices?`,
}

// statusWords say how a party stands, never who: detention and
// representation.
var statusWords = []string{
	`non-?detained`, `detained`, `released`, `pro\s+se`, `pro\s+per`, `in\s+pro\s+per`, `in\s+person`, `self-?represented`,
	`unrepresented`, `litigant\s+in\s+person`, `present`, `absent`, `ex\s+parte`,
}

// forumSurnames are forum words that are also surnames ("Neil Chambers",
// "Margaret Court"): a person's name may end in one.
var forumSurnames = map[string]bool{"chambers": true, "court": true}

// personRole are the roles only a natural person holds: who makes a
// statement or gives evidence is never a forum.
var personRole = map[string]bool{RoleDeclarant: true, RoleDeponent: true, RoleWitness: true}

// forumSurname tells whether name has a person's shape and ends in one of
// forumSurnames ("Owen Chambers", "Margaret Court"); it is asked of a name
// read in a personRole, where no forum stands, and of a name with a
// middle initial ("Neil J. Chambers"), which no forum's name has.
func forumSurname(name string) bool {
	f := strings.Fields(name)
	if len(f) < 2 || len(f) > 4 || !forumSurnames[strings.ToLower(f[len(f)-1])] || !isPersonName(strings.Join(f[:len(f)-1], " ")+" X") {
		return false
	}
	for _, w := range f[:len(f)-1] {
		if reForum.MatchString(w) || orgWords[strings.ToLower(strings.Trim(w, ".,"))] {
			return false
		}
	}
	return true
}

// middleInitial tells whether a name holds an initial between its first
// and last words ("Neil J. Chambers"): a person's name, never a forum's.
func middleInitial(name string) bool {
	f := strings.Fields(name)
	for i := 1; i < len(f)-1; i++ {
		if w := strings.TrimSuffix(f[i], "."); len(w) == 1 && unicode.IsUpper(rune(w[0])) {
			return true
		}
	}
	return false
}

// descriptorNames are generic descriptors that stand where a name would.
var descriptorNames = []string{
	`(?:all\s+)?others\s+similarly\s+situated`, `(?:all\s+)?(?:other\s+)?persons\s+similarly\s+situated`, `unknown\s+persons`,
	`learned\s+counsel`, `(?:the|this|said|honou?rable|hon'ble|learned)\s+(?:court|tribunal|bench|judge|arbitrator|commission|registrar)`,
	`(?:the\s+)?court`, `(?:the\s+)?tribunal`, `(?:the\s+)?parties`, `(?:the\s+)?undersigned`, `(?:the\s+)?deponent`,
	// A memo's or a notice's addressee that is no one: "TO: File", "All Staff".
	`(?:the\s+)?(?:case\s+)?files?`, `(?:the\s+)?record`, `distribution(?:\s+list)?`, `all\s+(?:staff|employees|personnel|counsel|concerned|members|managers|parties)`,
}

// formulaLeads open the fixed formulas of legal papers, that a reader may
// take for a name at the head of a sentence, as data: a jurat's or an
// acknowledgment's ("BEFORE ME, the undersigned authority, personally
// appeared", "Subscribed and sworn to", "On this day"), a pleading's
// ("COMES NOW", "NOW COMES", "WHEREFORE"), a deed's ("KNOW ALL MEN BY
// THESE PRESENTS", "WITNESSETH", "IN WITNESS WHEREOF"), a deposition
// cover's ("PURSUANT TO NOTICE", "BE IT REMEMBERED"), an affidavit's close
// ("FURTHER AFFIANT SAYETH NAUGHT"), an order's ("IT IS SO ORDERED"), a
// letter's ("Dear Sir or Madam", "Very truly yours").
var formulaLeads = []string{
	`before\s+me`, `personally\s+(?:came|appeared)`, `(?:subscribed\s+and\s+)?sworn\s+(?:to\s+)?(?:and\s+subscribed\s+)?before`,
	`subscribed\s+and\s+sworn`, `on\s+this\s+(?:day|date|\d)`, `comes?\s+now`, `now\s+comes?`, `now\s+come`, `wherefore`,
	`know\s+all\s+(?:men|persons)`, `witnesseth`, `in\s+witness\s+whereof`, `in\s+respect\s+whereof`, `pursuant\s+to`, `be\s+it\s+(?:remembered|known)`,
	`further\s+(?:affiant|deponent)\s+sayeth`, `the\s+undersigned\s+(?:authority|notary)`,
	// An order's close, a brief's and a letter's, a letter's greeting, a
	// notary's commission.
	`(?:it\s+is\s+)?(?:so\s+)?ordered(?:,?\s+adjudged)?`, `it\s+is\s+(?:hereby\s+|further\s+)?ordered`, `respectfully\s+submitted`,
	`(?:very\s+)?(?:truly|sincerely|faithfully|cordially)\s+yours`, `yours\s+(?:very\s+)?(?:truly|sincerely|faithfully)`, `sincerely`,
	`(?:kind|best|warm|with\s+kind)\s+regards`, `regards$`, `dear\s+(?:sir|madam|sirs|counsel|colleague)`, `to\s+whom\s+it\s+may\s+concern`,
	`my\s+commission\s+expires`,
}

var (
	reFormulaLead    = regexp.MustCompile(`(?i)^(?:` + strings.Join(formulaLeads, "|") + `)\b`)
	reInstrumentLead = regexp.MustCompile(`(?i)^(?:` + strings.Join(instrumentWords, "|") + `)\s*(?:\d|[ivxlc]+\b|\(|no\.)`)
	reInstrumentOf   = regexp.MustCompile(`(?i)^(?:\d+[a-z]?(?:\(\w+\))*(?:\s*(?:,|and|&|to)\s*\d+[a-z]?)*\s+)?(?:of|under)\s+the\s+|^(?:the\s+)?(?:[A-Z][\w'’.-]*\s+){0,6}(?i:` + strings.Join(instrumentKinds, "|") + `)(?:\s+of\s+(?:[A-Z][\w ]*|\d{4}))?(?:,?\s+\d{4})?$|^\d+[a-z]?\s+of\s+the\s+`)
	reAllegedLead    = regexp.MustCompile(`(?i)^(?:the\s+)?(?:alleged\s+)?(?:contravention|violation|infringement|breach|enforcement|interpretation)\s+of\b`)
	reForum          = regexp.MustCompile(`(?i)^(?:the\s+)?(?:[\w'’.-]+\s+){0,6}(?:` + strings.Join(forumWords, "|") + `)(?:\s+(?:of|at|for|in|on)\b.*)?$`)
	reForumPart      = regexp.MustCompile(`(?i)^(?:the\s+)?(?:(?:northern|southern|eastern|western|middle|central|north|south|east|west)(?:ern)?\s+)?(?:district|division)\s+of\s+[A-Z]|^(?:the\s+)?(?:northern|southern|eastern|western|middle|central|north|south|east|west|north-?\w+|south-?\w+)\s+(?:district|division|region|circuit|section)$|^(?:courtroom|court\s*room|hearing\s+room|room|dept\.?|department|part|chambers)\s+(?:no\.?\s*)?[A-Z]?\d+[A-Z]?$`)
	reBeforeThe      = regexp.MustCompile(`(?i)\bbefore\s+the\b|^united\s+states\s+patent$|\bpatent\s+(?:and\s+)?trademark\s+office\b`)
	reNumberedHead   = regexp.MustCompile(`^(?:[IVX]{2,5}|[ivx]{2,5})\.\s+[A-Z]{2}|^(?:[IVX]{1,5}|[A-H]|\d{1,2})\.\s+(?i:` + strings.Join(partHeadings, "|") + `)(?:\s+(?i:and|&)\s+(?i:` + strings.Join(partHeadings, "|") + `))?$`)
	reLabelOwn       = regexp.MustCompile(`(?i)^(?:the\s+)?(?:` + labelWords + `)['’]s?\s+\w`)
	rePaperTitle     = regexp.MustCompile(`(?i)^(?:the\s+)?(?:` + strings.Join(paperTitles, "|") + `)(?:\s+(?:no\.?\s*)?\d+)?$`)
	reStatus         = regexp.MustCompile(`(?i)^(?:` + strings.Join(statusWords, "|") + `)$`)
	reStreetFragment = regexp.MustCompile(`^\d{1,5}[A-Za-z]?\s+[A-Z][a-z]+$`)
	reDescriptorName = regexp.MustCompile(`(?i)^(?:and\s+)?(?:` + strings.Join(descriptorNames, "|") + `)$`)
)

// reCaseNumberName is a docket number read where a name stands: letters
// and five or more digits, one word.
var reCaseNumberName = regexp.MustCompile(`^[A-Za-z]{0,4}\d{5,}[A-Za-z]?$`)

// neverParty reports whether a would-be name belongs to one of the classes
// above.
func neverParty(name string) bool {
	n := strings.TrimSpace(name)
	if n == "" {
		return false
	}
	entity := reEntityTail.MatchString(n)
	switch {
	case reCaseNumberName.MatchString(n):
		return true // "B337164": a case number beside a caption's name
	case reAllegedLead.MatchString(n), reNumberedHead.MatchString(n),
		reLabelOwn.MatchString(n), rePaperTitle.MatchString(n), reStatus.MatchString(n), reDescriptorName.MatchString(n),
		reBeforeThe.MatchString(n), reFormulaLead.MatchString(n), reCitation.MatchString(n), reForumPart.MatchString(n):
		return true
	case entity:
		return false // "Section 8 Housing LLC", "Article One Partners LLC"
	case reInstrumentLead.MatchString(n), reInstrumentOf.MatchString(n), reForum.MatchString(n) && !courtSurname(n), reStreetFragment.MatchString(n), prose(n):
		return true
	}
	return false
}

// courtSurname reports whether n is a person whose surname is "Court"
// ("Ellen Court", "GRAHAM T. COURT"): a name of two to four words ending
// in it whose word before it names no kind of court (notNameAt).
func courtSurname(n string) bool {
	w := strings.Fields(n)
	if len(w) < 2 || len(w) > 4 || !strings.EqualFold(w[len(w)-1], "court") {
		return false
	}
	for _, x := range w[:len(w)-1] {
		if r, _ := firstRune(x); !unicode.IsUpper(r) {
			return false
		}
	}
	return !notNameAt(w, len(w)-1)
}

// nameParticles are the lower-case words a name may hold: "de la Cruz",
// "van der Berg", "bin Ahmad", "Bank of America".
var nameParticles = map[string]bool{"von": true, "van": true, "der": true, "den": true, "del": true, "della": true, "des": true,
	"bin": true, "binti": true, "ibn": true, "dos": true, "das": true, "and": true, "of": true, "the": true, "for": true,
	"und": true, "et": true, "y": true, "e": true, "de": true, "la": true, "le": true, "du": true, "da": true, "di": true,
	"ter": true, "ten": true, "al": true, "el": true, "on": true, "in": true, "at": true, "upon": true, "zu": true, "bte": true, "bt": true, "a/l": true, "a/p": true, "s/o": true, "d/o": true, "w/o": true}

// prose reports whether n reads as a description rather than a name: two
// or more lower-case words that are no particles of a name ("Medical
// imaging equipment", a form's "Type of business" value).
func prose(n string) bool {
	lower := 0
	for i, w := range strings.Fields(n) {
		if i == 0 || nameParticles[w] || len(w) < 3 {
			continue
		}
		if rr, _ := firstRune(w); unicode.IsLower(rr) && strings.IndexFunc(w, func(c rune) bool { return !unicode.IsLetter(c) }) < 0 {
			lower++
		}
	}
	return lower >= 2
}

var (
	// reGluedLead is what an extraction glues before a name: a list's
	// joining word, a contract's signing words ("IN WITNESS WHEREOF",
	// "Signature page", "Signed for and on behalf of"), a form's name label ("Full name", "Name:", "Attorney
	// for (Name)").
	reGluedLead = regexp.MustCompile(`^(?:(?i:and|&)\s+|(?i:signature\s+pages?|in\s+witness\s+whereof,?|executed\s+by:?|signed\s+for\s+and\s+on\s+behalf\s+of:?)\s+|(?:Full|Legal|Given)\s+(?i:names?)\s*:?\s+|(?i:full\s+name|name)\s*:\s*|Name\s+|(?i:attorney|counsel|solicitor)\s+for\s+\(?(?i:name)\)?\s*:?\s+)`)
)

// trimGlued takes a glued label or joining word off the front of a name,
// when a name is left: "and DROMCOLLIN DAC" is "DROMCOLLIN DAC", "Full
// name Rebecca Ainsworth" is "Rebecca Ainsworth"; "Name Brands Inc." keeps
// its first word (what is left is a company's name only with it).
func trimGlued(name string) string {
	for {
		m := reGluedLead.FindStringIndex(name)
		if m == nil {
			return name
		}
		rest := strings.TrimSpace(name[m[1]:])
		if rest == "" || strings.HasPrefix(name, "Name ") && reEntityTail.MatchString(rest) && len(strings.Fields(rest)) <= 2 {
			return name
		}
		name = rest
	}
}

// firmWords end or open a law firm's name, in the words of several systems:
// a firm is counsel's employer, never counsel (nor a party) of its own.
var firmWords = []string{
	`lawyers`, `solicitors`, `advocates`, `attorneys(?:[- ]at[- ]law)?`, `barristers(?:\s+(?:&|and)\s+solicitors)?`,
	`law\s+(?:firm|group|offices?|chambers|partners|corporation|practice)`, `legal\s+(?:services|group|practice)`,
	`llp`, `l\.l\.p\.?`, `pllc`, `,\s*p\.\s?[al]\.?`, `(?:&|and)\s+(?:partners|associates|co\.?)`, `associates`,
	`advokat\S*`, `avvocati`, `rechtsanw\S*`, `avocats`, `advogados`, `abogados`, `notaires`, `solicitadores`,
}

var (
	reFirmTail = regexp.MustCompile(`(?i)(?:\b|\s)(?:` + strings.Join(firmWords, "|") + `)$`)
	reFirmHead = regexp.MustCompile(`(?i)^(?:the\s+)?law\s+(?:offices?|firm|chambers)\s+of\b`)
	// reLegalTail is a firm named "X Y Legal"; a person surnamed Legal
	// has two words.
	reLegalTail = regexp.MustCompile(`(?i)^\S+\s+\S+.*\s+legal$`)
)

// lawFirm reports whether n is a law firm's name.
func lawFirm(n string) bool {
	n = strings.TrimSpace(n)
	return reFirmTail.MatchString(n) || reFirmHead.MatchString(n) || reLegalTail.MatchString(n)
}
