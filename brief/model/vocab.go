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
	{`Pursuers?`, "pursuer", RolePlaintiff},  // Scotland
	{`Libell?ants?`, "libel", RolePlaintiff}, // admiralty
	{`Relators?`, "relator", RolePlaintiff},  // qui tam, mandamus
	{`Defendants?`, "defendant", RoleDefendant},
	{`Accused`, "accused", RoleDefendant},
	{`Defenders?`, "defender", RoleDefendant}, // Scotland
	{`Petitioners?`, "petitioner", RolePetitioner},
	{`Applicants?`, "applicant", RolePetitioner},
	{`Movants?`, "movant", RolePetitioner},
	{`Respondents?`, "respondent", RoleRespondent},
	{`Patent\s+Owners?`, "patent owner", RoleRespondent}, // a petition for review of a patent
	{`Objectants?`, "objectant", RoleRespondent},
	{`Opposers?`, "opposer", RolePlaintiff}, // an opposition to a trade mark's registration
	// Malaysia's and Brunei's bilingual captions print the Malay label
	// above the English one.
	{`Plaintif(?:-[Pp]laintif|-PLAINTIF)?`, "plaintif", RolePlaintiff},
	{`Defendan(?:-[Dd]efendan|-DEFENDAN)?`, "defendan", RoleDefendant},
	{`Pemohon(?:-[Pp]emohon|-PEMOHON)?`, "pemohon", RolePetitioner},
	{`Responden(?:-[Rr]esponden|-RESPONDEN)?`, "responden", RoleRespondent},
	{`Perayu(?:-[Pp]erayu|-PERAYU)?`, "perayu", RoleAppellant},
	{`Contestants?`, "contestant", RoleRespondent}, // a will contest (Texas, Georgia)
	{`Caveators?`, "caveator", RoleRespondent},     // a will contest by caveat (New Jersey, Pennsylvania)
	{`Proponents?`, "proponent", RolePetitioner},   // who offers a will for probate
	{`Appellants?`, "appellant", RoleAppellant},
	{`Appellees?`, "appellee", RoleAppellee},
	{`Debtors?`, "debtor", RoleParty},
	{`Intervenors?`, "intervenor", RoleThirdParty},
	{`Real\s+Part(?:y|ies)\s+in\s+Interest`, "interest", RoleThirdParty},
	{`Interested\s+Part(?:y|ies)`, "interested", RoleThirdParty},
}

// roleStems are the words roleOf reads that are not caption labels of
// their own ("creditor" names a party in a proof of claim).
var roleStems = map[string]string{"creditor": RoleParty}

// labelWords is the caption-label alternation built from captionRoles,
// with the ordinal that numbers several parties on one side ("First
// Respondent", "2nd Defendant") and the family role a divorce or a
// custody caption adds ("Petitioner/Husband", "Respondent-Mother").
var labelWords = func() string {
	words := make([]string, len(captionRoles))
	for i, r := range captionRoles {
		words[i] = r.word
	}
	return `(?:(?:First|Second|Third|Fourth|Fifth|Sixth|1st|2nd|3rd|[4-9]th)\s+)?(?:Counter-?|Cross-?|Third[- ]Party\s+)?(?:` + strings.Join(words, "|") + `)(?:\(s\))?(?:\s*[/-]\s*(?:husband|wife|mother|father|spouse))?`
}()

// capacityWords are what a side is in the deal or the insolvency, printed
// beside its caption label: "Claimant Owners", "Respondent Charterers",
// "APPLICANT / OPERATIONAL CREDITOR", "Corporate Debtor/Respondent".
const capacityWords = `(?:(?:disponent\s+|head\s+)?owners|(?:sub-?)?charterers|shipowners|buyers|sellers|(?:operational|financial)\s+creditors?|corporate\s+debtors?|insurers|underwriters|reinsurers)`

// capacityLabel is a caption label with the side's capacity after it (by a
// space or a slash) or before it (by a slash).
var capacityLabel = `(?:(?:` + labelWords + `)(?:\s*[/-]\s*|\s+)` + capacityWords + `|` + capacityWords + `\s*[/-]\s*(?:` + labelWords + `))`

// reCapacityWords finds a capacity in a label, for roleOf to look past it.
var reCapacityWords = regexp.MustCompile(`(?i)` + capacityWords)

// reClsLabel is a line that ends in a party's label, as the classifier and
// the caption's section grammar look for it: a caption label of
// captionRoles, a particulars block's label (blockLabels), or a form's
// "Charging Party".
var reClsLabel = func() *regexp.Regexp {
	words := []string{labelWords, `opposite\s+part(?:y|ies)`, `charging\s+party`}
	for _, b := range blockLabels {
		words = append(words, b.word)
	}
	return regexp.MustCompile(`(?im)\b(?:` + strings.Join(words, "|") + `)\)?[,.]?\s*$`)
}()

// appellateRoles are the labels an appeal adds after the trial role
// ("Plaintiff-Appellant", "Defendants-Respondents"): the appeal's wins.
var appellateRoles = map[string]string{"appellant": RoleAppellant, "appellee": RoleAppellee, "respondent": RoleRespondent}

// publicCounselTitles are the offices whose holders sign for the state or a
// party in court, printed on the line under the lawyer's name ("Marcus D.
// Hale (0087421)" / "Assistant Prosecuting Attorney"): a name above one of
// them is counsel. A "Trial Attorney" is the title of the lawyers of the
// Department of Justice and of the United States Trustee's offices.
var publicCounselTitles = regexp.MustCompile(`(?i)^(?:[A-Z][a-zA-Z.]*\s+){0,3}?(?:(?:first\s+|chief\s+|senior\s+)?(?:assistant|deputy|special\s+assistant)\s+)*(?:prosecuting attorney|district attorney|state'?s attorney|state attorney|county attorney|city attorney|attorney general|solicitor general|public defender|united states attorney|u\.\s?s\.\s+attorney|crown prosecutor|public prosecutor|commonwealth'?s attorney|trial attorney)\s*$`)

// publicOfficeAbbrevs are the abbreviations of the offices of public
// lawyers that minutes and dockets write before a name ("AUSA Ann Roe
// appears for the Government", "AFPD Tom Lee for the Defendant"), in
// capitals: an Assistant or Special Assistant United States Attorney, an
// (Assistant) Federal Public Defender, an Assistant or Deputy Attorney
// General, an Assistant or Deputy District or State's Attorney, a Deputy
// Prosecuting Attorney, an Assistant or Deputy Public Defender, an
// Assistant Prosecuting or County Attorney.
var publicOfficeAbbrevs = []string{`AUSA`, `SAUSA`, `AFPD`, `FPD`, `AAG`, `DAG`, `SAAG`, `ADA`, `DDA`, `ASA`, `DPA`, `APA`, `ACA`, `APD`, `DPD`, `PD`, `DA`}

// publicOfficeTitle is such an office spelt out before a name ("Deputy
// Prosecuting Attorney X appeared for the State", "Assistant Federal
// Public Defender Y").
const publicOfficeTitle = `(?:(?:senior|chief|first)\s+)?(?:assistant|deputy|special\s+assistant)\s+(?:federal\s+|county\s+|city\s+|state\s+|united\s+states\s+|u\.\s?s\.\s+)?(?:public\s+defender|prosecuting\s+attorney|prosecutor|district\s+attorney|state'?s\s+attorney|attorney\s+general|county\s+attorney|city\s+attorney|attorney|solicitor)`

// barNumberStyles are the ways lawyers print their admission number after
// their name in a signature block or an appearance, as data: "(SBN
// 281934)", "Georgia Bar No. 688214", "ARDC No. 6301234", "OSB No. 981234",
// "LSO #65432B", "BBO #612345", "PA ID No. 312345", "Enrolment No.
// D/1234/2005", Connecticut's "Juris No. 428815", Maryland's "CPF No.",
// Tennessee's "BPR No.". A new jurisdiction adds a row here; the bare
// numbers in brackets (Michigan's "(P71290)", Ohio's "(0071234)") are in
// reParenBar.
var barNumberStyles = []string{
	`SBN`, `S\.B\.N\.`, `State\s+Bar`, `Bar\s+No`, `Bar\s+#`, `Bar\s+Number`, `Bar\s+ID`, `Bar\s+Roll\s+No`,
	`BBO`, `Texas\s+Bar`, `Attorney\s+No`, `Attorney\s+ID`, `Atty\.?\s+(?:No|ID)`, `ARDC`, `Reg\.\s+No`,
	`Registration\s+No`, `Attorney\s+Reg(?:istration|\.)?\s+No`, `OSB\s+No`, `OSB`, `WSBA`, `ISB\s+No`, `VSB`,
	`PA\s+(?:Attorney\s+)?ID`, `I\.D\.\s+No`, `MO\s+Bar`, `KS\s+Bar`, `LSO`, `LSUC`, `Law\s+Society\s+No`,
	`Enrol(?:l)?ment\s+No`, `Supreme\s+Court\s+(?:ID|Registration)\s+No`, `SRA\s+(?:No|ID)`, `Bar\s+Council\s+No`,
	`Fed\.\s+(?:Bar\s+)?ID`, `Federal\s+ID`, `Atty\.?\s+Reg(?:istration)?`, `Attorney\s+Reg(?:istration)?`,
	`Juris\s+(?:No|Number)`, `CPF\s+(?:ID\s+)?No`, `AIS\s+(?:ID\s+)?No`, `BPR\s+(?:No|#)`, `OBA\s+(?:No|#)`, `KBA\s+(?:No|#)`,
	`MSB\s+(?:No|#)`, `USB\s+(?:No|#)`, `ASB-\d{4}`,
}

// lawyerPostNominals are the styles a lawyer writes after the name, as
// data: the US "Esq." and "Esquire", "Attorney at Law", "Counselor at
// Law". They are no part of the name: a lawyer who signs with and without
// one is one person.
var lawyerPostNominals = []string{
	`Esq\.?`, `Esquire`, `Attorneys?[- ]at[- ]Law`, `Counsell?ors?[- ]at[- ]Law`, `Attorney\s+and\s+Counsell?or\s+at\s+Law`,
}

// reLawyerTail is a lawyer's post-nominal (lawyerPostNominals) closing a name.
var reLawyerTail = regexp.MustCompile(`(?i)[\s,]+(?:` + strings.Join(lawyerPostNominals, "|") + `)[.,]?$`)

// reBarNo finds a bar number's words (barNumberStyles) on a line, a bare
// registration number after the name's comma ("Ann Lee, #40112", as
// Colorado prints it), or in brackets (Michigan's "(P71290)", Ohio's
// "(0071234)").
var reBarNo = regexp.MustCompile(`(?i)\(?\b(?:` + strings.Join(barNumberStyles, "|") + `)\b|,\s*#\s?\d{4,7}\b|\(\s*(?:P\d{5}|0\d{6})\s*\)|^(?:P\d{5}|0\d{6})$`)

// barStates are the places whose name or abbreviation a bar number may
// carry before it ("Georgia Bar No.", "Cal. State Bar No.", ", MO Bar"):
// the United States' states and territories.
var barStates = []string{
	"Alabama", "Alaska", "Arizona", "Arkansas", "California", "Colorado", "Connecticut", "Delaware",
	"District of Columbia", "Florida", "Georgia", "Hawaii", "Idaho", "Illinois", "Indiana", "Iowa", "Kansas",
	"Kentucky", "Louisiana", "Maine", "Maryland", "Massachusetts", "Michigan", "Minnesota", "Mississippi",
	"Missouri", "Montana", "Nebraska", "Nevada", "New Hampshire", "New Jersey", "New Mexico", "New York",
	"North Carolina", "North Dakota", "Ohio", "Oklahoma", "Oregon", "Pennsylvania", "Rhode Island",
	"South Carolina", "South Dakota", "Tennessee", "Texas", "Utah", "Vermont", "Virginia", "Washington",
	"West Virginia", "Wisconsin", "Wyoming", "Puerto Rico", "Guam",
}

// IsUSState tells whether s, in any case, names one of barStates ("ohio",
// "New York").
func IsUSState(s string) bool {
	for _, st := range barStates {
		if strings.EqualFold(st, s) {
			return true
		}
	}
	return false
}

// reBarState is the place before a bar number, after the name: "Laura M.
// Kessler, MO Bar #55107", "Jane Roe, Cal. State Bar No.", "Bradley K.
// Stroud, Georgia Bar No. 688214".
var reBarState = regexp.MustCompile(`,\s*(?:[A-Z]{2}|[A-Z][a-z]{1,4}\.(?:\s?[A-Z][a-z]{0,3}\.)?|` + strings.Join(barStates, "|") + `)(?:\s+State)?$`)

// companySuffixes end the names of companies (and a person's generation or
// calling), as data: a name line that ends in one with a period ("BALTIC
// TURBINE SERVICES SP. Z O.O.", "ACME, INC.") still runs on to its label.
// Each entry is a regular-expression fragment of the last word, its final
// period optional.
var companySuffixes = []string{
	`inc`, `incorporated`, `llc`, `l\.l\.c`, `llp`, `l\.l\.p`, `lp`, `l\.p`, `ltd`, `limited`, `corp`, `corporation`,
	`co`, `company`, `plc`, `p\.c`, `pc`, `pllc`, `apc`, `a\.p\.c`, `n\.a`, `p\.a`, `pa`, `s\.c`, `sc`,
	// Companies elsewhere: Europe, Latin America, Asia, Australia, India.
	`s\.a`, `sa`, `ag`, `gmbh`, `b\.v`, `bv`, `n\.v`, `nv`, `o\.o`, `z\s?o\.o`, `sp\.k`, `s\.p\.a`, `spa`, `s\.r\.l`,
	// The Gulf's: "W.L.L.", "PJSC", "FZE", "FZCO", "Q.P.S.C.".
	`w\.l\.l`, `wll`, `p\.j\.s\.c`, `pjsc`, `fze`, `fzco`, `fz-llc`, `q\.p\.s\.c`, `qpsc`, `s\.a\.o\.g`, `saog`,
	`srl`, `s\.a\.s`, `sas`, `s\.l`, `sl`, `s\.a\.r\.l`, `sarl`, `a/s`, `as`, `ab`, `oy`, `oyj`, `kg`, `kgaa`, `se`,
	`s\.e`, `ltda`, `s\.a\.b`, `k\.k`, `kk`, `pte`, `pty`, `bhd`, `sdn`, `pvt`, `l\.p\.`, `ulc`, `lllp`,
	// Mexico's forms, several words: "S.A. de C.V.", "S. de R.L. de C.V.".
	`s\.?\s?a\.?(?:\s?b\.?)?\s+de\s+c\.?\s?v`, `s\.?\s+de\s+r\.?\s?l\.?(?:\s+de\s+c\.?\s?v)?`,
	// A person's generation or calling.
	`jr`, `sr`, `ii`, `iii`, `iv`, `esq`,
}

// judgeCourts are the courts and offices whose judges sign above a title
// line ("U.S. Bankruptcy Court Judge", "Superior Court Judge", "Family
// Court Judge"): a name above such a line is the judge.
var judgeCourts = []string{
	`district`, `magistrate`, `bankruptcy`, `circuit`, `superior`, `trial`, `associate`, `administrative law`,
	`administrative appeals`, `family`, `county`, `probate`, `surrogate'?s?`, `tax`, `supreme`, `appellate`, `juvenile`, `municipal`,
	`housing`, `immigration`, `land`, `chancery`, `common pleas`, `criminal`, `civil`, `state`, `federal`,
	`court of appeals?`, `court of claims`, `workers'? compensation`, `employment`, `(?:first-tier\s+|upper\s+)?tribunal`, `icc`, `insolvency\s+and\s+companies\s+court`,
}

// Words that put a line in a postal address, as data: a name holding one
// of them after a number, or a unit of a building, is an address, never a
// party.
var (
	streetWords = []string{"street", "st", "avenue", "ave", "road", "rd", "lane", "ln", "drive", "dr", "boulevard",
		"blvd", "way", "place", "pl", "court", "ct", "terrace", "parkway", "pkwy", "highway", "hwy", "square",
		"row", "crescent", "close", "circle", "cir", "trail", "plaza", "marg", "nagar"}
	reStreet   = regexp.MustCompile(`(?i)^(?:\d+[a-z]?(?:-\d+)?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|one\s+hundred)\s+(?:[A-Za-z.'-]+\s+){0,4}(?:` + strings.Join(streetWords, "|") + `)\b\.?`)
	reUnit     = regexp.MustCompile(`(?i)\b(?:suite|ste\.|floor|p\.?\s?o\.?\s+box|apt\.?|apartment)\s+\w|^(?:flat|unit|room|level|building|bldg\.?)\s+\d`)
	reCityZip  = regexp.MustCompile(`^\p{Lu}[\p{L}\p{M} .'-]+,\s+(?:[A-Z]{2}|[A-Z][a-z]+(?:\s[A-Z][a-z]+)?)\s+\d{5}(?:-\d{4})?$|\b[A-Z]{1,2}\d{1,2}[A-Z]?\s+\d[A-Z]{2}$|\b\d{3}\s?\d{3}$`)
	reMonthish = regexp.MustCompile(`(?i)^(?:(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday),?\s+)?(?:\d{1,2}(?:st|nd|rd|th)?\s+(?:of\s+)?)?(?:january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sept?|oct|nov|dec)\.?(?:\s+\d{1,2}(?:st|nd|rd|th)?)?(?:,?\s+\d{4})?$`)
)

// reOfficeAddressee is a letter's addressee by office, over the company's
// name: "The Board of Directors,", "The Company Secretary". The office
// is no one; the company below is the recipient.
var reOfficeAddressee = regexp.MustCompile(`(?i)^(?:the\s+)?(?:board\s+of\s+directors|directors|managing\s+director|company\s+secretary|(?:general\s+)?manager|chairman|principal\s+officer|proprietor|partners)\s*,?$`)

// notAParty reports whether a would-be name is a postal address, a city
// with its postcode, a date, a contact or signature label, a paper's
// number, or only a place on a bench ("Member"): page furniture of letters
// and captions that no reader may list as a party.
func notAParty(name string) bool {
	return reContactLabel.MatchString(strings.TrimSpace(name)) || reOfficeAddressee.MatchString(strings.TrimSpace(name)) || reDocketAlone.MatchString(strings.TrimSpace(name)) || reStreet.MatchString(name) || reUnit.MatchString(name) || reCityZip.MatchString(name) || reMonthish.MatchString(name) ||
		reBareLabel.MatchString(strings.TrimSpace(name)) || reFormText.MatchString(strings.TrimSpace(name)) ||
		reHeadingName.MatchString(strings.TrimSpace(name)) && !reEntityTail.MatchString(name) ||
		reBenchOnly.MatchString(strings.TrimSpace(name)) || reDeliveryLine.MatchString(strings.TrimSpace(name)) || reNotNameEnd.MatchString(strings.TrimSpace(name)) && !reEntityTail.MatchString(name)
}

// reNotNameEnd is a would-be name that is a street whose last word no
// person is called by ("Nepean Sea Road"; a "Lane", a "Street", a
// "Drive" may be a surname, and such a street is told by its number),
// a number and a word left of an address ("12 Fitzwilliam"), a caption's
// opening words ("IN THE MATTER OF:"), a page's number ("Page 3 of 12"),
// a party's number ("No. 1") or a case's alone ("No. 02-24-01735"), a
// paper named for a side ("Plaintiff's Claim"), or a petition's recital
// of the law ("Articles 22 and 47 of the Constitution"), or a form's
// "State" box joined to its two-letter value ("State WA").
var reNotNameEnd = regexp.MustCompile(`(?i)\s(?:road|avenue|marg|boulevard|highway)\.?$|^page\s+\d+(?:\s+of\s+\d+)?$|^in\s+the\s+matter\s+of\s*:?$|^no\.?\s*:?\s*\d[\w./:-]*$|^\d+\s+[a-z]+(?:\s+[a-z]+)?$|^(?:` + labelWords + `)['’]s\s+(?:claim|defen[cs]e|reply|response|application|motion|affidavit|answer|brief|statement|submissions?|evidence|notice)\b|\b(?:constitution|articles?\s+\d+|sections?\s+\d+)\b|^(?:alleged|contravention)\b|^(?:state|province|territory)\s+[a-z]{2}$`)

// reContactLabel is a letterhead's or a signature block's label for a
// way to reach someone ("Telephone", "Fax:", "E-mail"), or a signature
// line's label ("Print Name", "Signature of Declarant", "Name and
// Title"): never a name.
var reContactLabel = regexp.MustCompile(`(?i)^(?:(?:tel(?:ephone)?|phone|fax|facsimile|e-?mail|mobile|cell|direct(?:\s+dial)?|website|web|dx)\.?(?:\s+(?:no|number)\.?)?:?|(?:print(?:ed)?|typed?)\s+name(?:\s+(?:and|&)\s+title)?|name\s+(?:and|&)\s+title|signature(?:\s+of\s+(?:the\s+)?\w+(?:\s+\w+)?)?|(?:authori[sz]ed\s+)?signatory|(?:(?:alternate|alternative|mailing|street|home|business|work|billing|service|physical|postal|forwarding|registered|other)\s+)?address(?:es)?)$`)

// reDocketAlone is a paper's number with its label and nothing after
// it: "Civil Action No. 1:23-cv-04567", "Claim No: H40MA123".
var reDocketAlone = regexp.MustCompile(`(?i)^(?:` + strings.Join(docketLabels, "|") + `)\.?\s*(?:no\.?|nos\.?|number|#)\s*:?\s*\S*\d\S*$`)

// reFormText is a form's own printing, never a name: a check box, a
// question, an instruction ("Check the appropriate box", "indicate Mr.,
// Ms.", "if any"), a state with its ZIP code left over from a split
// address, a signature line's own labels ("Print Name", "Signature of
// Defendant", "WSBA No.").
var reFormText = regexp.MustCompile(`^\[|^[☐☒]|\?$|(?i)\b(?:indicate|check (?:the|one|all|if|appropriate)|if any|see instructions|please (?:print|type|complete|attach)|block capitals|if applicable|leave blank|continue on)\b|^[A-Z]{2}\s+\d{5}(?:-\d{4})?$|^(?i:(?:print(?:ed)?|type[d]?)\s+name|name\s+\((?:print(?:ed)?|typed)\)|signature(?:\s+of\s+[a-z' ]{3,40})?|(?:wsba|osb|sbn|bbo|ardc|bar|state\s+bar|registration|reg\.|atty\.?\s+reg\.)\s+(?:no\.?|number|#))$`)

// reHeadingName is a form's or a pleading's section heading ("PARTICULARS
// OF THE CHARGE", "Details of Claim", "Statement of Facts", a plea
// agreement's "APPROVAL OF THE UNITED STATES" or "ACCEPTANCE BY THE
// DEFENDANT"): its first word
// names a part of a paper, and it has no company's or public body's form.
var reHeadingName = regexp.MustCompile(`^(?i:approval|acceptance|acknowledg(?:e)?ment|attestation|execution|particulars|details|statement|schedule|part|section|grounds|summary|description|facts|nature|reasons|relief|remedies|prayer|instructions|notes|guidance|parties|information)\b(?:\s+(?i:of|for|about)\b.*)?$`)

// reBareLabel is a caption's label with no name: "Debtors", "the
// Plaintiffs", with the capacity a bankruptcy case gives it ("Debtors in
// Possession", "Debtor-in-Possession", "Reorganized Debtors").
var reBareLabel = regexp.MustCompile(`^(?i:the\s+)?(?i:reorganized\s+|post-effective\s+date\s+)?(?:` + labelWords + `)(?i:[\s-]+in[\s-]+possession)?$`)

// judicialTitles are the styles and offices printed before the name of
// whoever decides, across systems, as data (regular-expression fragments,
// matched case-insensitively): England's "Mr Justice", "His Honour Judge",
// "Master", "Deputy District Judge", "Recorder"; Scotland's "Lord",
// "Lady", "Sheriff"; the Commonwealth's "Associate Justice", "Registrar";
// India's "Hon'ble Mr. Justice"; the United States' "Magistrate Judge",
// "Surrogate", "Vice Chancellor", "Administrative Law Judge"; tribunals'
// "Employment Judge", "President", "Member". A new system adds rows here.
var judicialTitles = append([]string{
	`(?:his|her)\s+honou?r\s+judge`, `hhj`, `(?:mr|mrs|ms|madam|madame)\.?\s+justice`, `(?:lord|lady)\s+justice`,
	`(?:chief|associate|acting|deputy|senior|puisne|additional)\s+justice`, `justice`,
	`(?:deputy\s+)?district\s+judge`, `(?:deputy\s+)?circuit\s+judge`, `(?:deputy\s+)?high\s+court\s+judge`,
	`(?:regional\s+)?employment\s+judge`, `(?:upper\s+)?tribunal\s+judge`, `immigration\s+judge`,
	`administrative\s+law\s+judge`, `administrative\s+appeals\s+judge`, `(?:united\s+states\s+)?(?:magistrate|bankruptcy|district)\s+judge`,
	`(?:chief|associate|acting|deputy|senior|presiding|additional|civil|family|probate|county)\s+judge`, `judge`,
	`recorder`, `(?:senior\s+|chief\s+|deputy\s+)?master`, `(?:deputy\s+|district\s+|senior\s+)?registrar`,
	`sheriff\s+principal`, `sheriff`, `surrogate`, `(?:vice\s+)?chancellor`, `(?:chief\s+|district\s+)?magistrate`,
	`(?:deputy\s+|vice[- ])?president`, `(?:senior\s+|presiding\s+|judicial\s+)?member`, `lord`, `lady`,
}, benchJudicialTitles...)

// judicialPostTitles are the styles printed after a judge's surname in
// Commonwealth reports and orders: "Ong Hwee Lin J", "Gadkari & Jamadar,
// JJ.", "Smith LJ", "Keane CJ", "Brown JA", "Chew Siew Ling, JCA",
// "Okonkwo JSC".
var judicialPostTitles = []string{`JJ?`, `LJJ?`, `CJ`, `JJ?A`, `J\.A`, `C\.J`, `AJ`, `DCJ`, `P`, `MR`, `V-?C`, `SJ`, `P\.\s?J`, `JCA`, `FCJ`, `JSC`}
