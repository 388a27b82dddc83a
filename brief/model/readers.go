package model

import (
	"regexp"
	"strings"
	"unicode"
)

// Readers of two sections that arbitrations, tribunals and courts outside
// the United States print in their own way: the list of the tribunal's
// members, and counsel named after "represented by".

var (
	// reBenchHead heads a list of those who decide, one to a line below
	// it: "The Tribunal:", "Arbitral Tribunal", "Members of the Tribunal:",
	// "Coram:", "Before:".
	reBenchHead = regexp.MustCompile(`(?i)^(?:the\s+)?(?:arbitral\s+tribunal|tribunal|members\s+of\s+the\s+(?:arbitral\s+)?tribunal|coram|before|bench|present)\s*(?::\s*(.*))?$`)
	// reBenchOnly is a line that names only a member's place on the bench,
	// under the member's name: "PRESIDENT", "MEMBER", "Presiding Arbitrator".
	reBenchOnly = regexp.MustCompile(`(?i)^\(?(?:president|member|presiding\s+member|presiding\s+officer|chairman|chairperson|chair|presiding\s+arbitrator|sole\s+arbitrator|co-?arbitrator|arbitrator|umpire)\)?$`)
	// reJudicialLead is a judge's style before the name: "HON'BLE SRI.",
	// "Hon'ble Mr. Justice".
	reJudicialLead = regexp.MustCompile(`(?i)^(?:(?:hon'?ble|hon\.?|honou?rable)\s+(?:(?:mr|mrs|ms|dr|sri|shri|smt)\.?\s+)?(?:justice\s+)?|(?:deputy\s+)?presiding\s+officer\s+(?:(?:mr|mrs|ms|miss|dr)\.?\s+)?)`)
	// reByAdvocate is an Indian order's counsel in brackets under a party:
	// "(By Sri. K. S. Raghavendra, Advocate)", "(By Advocate Sri X)".
	reByAdvocate = regexp.MustCompile(`\(\s*(?i:by)\s+(?:(?i:advocates?|counsel)\s+)?(?:(?:Sri|Shri|Smt|Mr|Ms|Mrs|Dr)\.?\s+)?([A-Z][^,()]{2,50}?)(?:,?\s+(?:Sr\.\s+|Senior\s+)?(?i:advocates?|counsel))?\s*\)`)
	// reBenchRole is a member's place on a tribunal, in brackets after the
	// name or on the line below: "(Presiding Arbitrator)", "Chair".
	reBenchRole = regexp.MustCompile(`(?i)\(?\b(?:presiding\s+arbitrator|sole\s+arbitrator|co-?arbitrator|arbitrator|chair(?:man|woman|person)?|president(?:\s+of\s+the\s+tribunal)?|umpire|member)\b\)?`)
	// reOfficeApposition is a decision-maker named in apposition to the
	// office: "the adjudicator, Dr Fiona Greaves", "by the sole
	// arbitrator, Mr X KC,". Group 1 is the name.
	reOfficeApposition = regexp.MustCompile(`(?i:\bthe\s+(?:sole\s+|presiding\s+|appointed\s+)?(?:adjudicator|arbitrator|umpire|expert\s+determiner|independent\s+expert\s+determiner)),\s+((?:Mr|Ms|Mrs|Dr|Professor|Prof\.?|Sir|Dame|Judge|His\s+Honour|Her\s+Honour)\.?\s+\p{Lu}[\p{L}\p{M}'’-]*(?:\s+\p{Lu}[\p{L}\p{M}'’-]*){0,3})`)
	// reBracketMember is a tribunal member's line: the name, then the
	// member's place in brackets and nothing else ("Ms X (Presiding
	// Arbitrator)", "Mr Y SC (Co-arbitrator)"). Group 1 is the name.
	reBracketMember = regexp.MustCompile(`^(?:[-•*]\s*)?(\S.{3,70}?)\s*\(\s*(?i:presiding\s+arbitrator|sole\s+arbitrator|co-?arbitrator|party-appointed\s+arbitrator|arbitrator|umpire|(?:chair(?:man|woman|person)?|president)(?:\s+of\s+the\s+(?:arbitral\s+)?tribunal)?)\s*\)\.?$`)
	// reJudicialTitle is a judicial office before a name: "Master",
	// "District Judge", "Mr Justice", "His Honour Judge".
	reJudicialTitle = regexp.MustCompile(`(?i)^(?:the\s+)?(?:rt\.?\s+)?(?:hon(?:ou?rable|'ble)?\.?\s+)?(?:(?:mr|mrs|ms|dr|sri|shri|smt)\.?\s+)?(?:` + strings.Join(judicialTitles, "|") + `)\s+`)
	reJudgesTitle   = regexp.MustCompile(`(?i)\b(?:judges|justices|members)\b\.?\s*$`)
	// rePostNominal is what follows a name: silk, honours, degrees.
	rePostNominal = regexp.MustCompile(`(?:,?\s+(?:KC|QC|SC|SAN|[KQS]\.\s?C\.?|KBE|CBE|OBE|MBE|DBE|GBE|KCB|PC|JP|FRS|FBA|FCIArb|FCIARB|MCIArb|ACIArb|FRICS|MRICS|FCIOB|MCIOB|C\.?Arb|Ph\.?D\.?|LL\.?\s?M\.?|LL\.?\s?D\.?|LL\.?\s?B\.?|J\.?D\.?|B\.?\s?Sc\.?|M\.?\s?Sc\.?|B\.?A\.?|M\.?A\.?|B\.?L\.?|M\.?L\.?|B\.?Com\.?|M\.?Com\.?|Esq\.?|Jr\.?|Sr\.?))+\s*$`)
	// rePreNominal is a courtesy or rank before a name that is no part of
	// it: "Professor Dame Helen Carr" (a knight's or dame's style stays:
	// NameKey reads past it).
	rePreNominal = regexp.MustCompile(`^(?:(?:Professor|Prof\.?|Dr\.?|Mr\.?|Ms\.?|Mrs\.?|Miss|Judge|Justice|Hon\.?|The\s+Hon\.?|The\s+Honourable|The\s+Honorable)\s+)+`)
	// reJudgePost is a judge's style after the surname (judicialPostTitles).
	reJudgePost = regexp.MustCompile(`,?\s+(?:` + strings.Join(judicialPostTitles, "|") + `)\.?$`)
	// reNominated is a party naming its arbitrator: "Kestrel nominates Mr
	// X KC as arbitrator", "appoints Dr Y as sole arbitrator".
	// The arbitrator's chambers or address may stand between the name and
	// "as arbitrator": "designates Mr X SC, of Y Chambers, City, as
	// arbitrator".
	reNominated = regexp.MustCompile(`(?i)\b(?:nominates?|nominated|appoints?|appointed|confirms?|confirmed|designates?|designated)\s+((?:Mr|Ms|Mrs|Dr|Professor|Prof\.?|Judge|Justice|Sir|Dame|Lord|Lady)\.?\s+\p{Lu}[\p{L}\p{M}.'’-]*(?:\s+\p{Lu}[\p{L}\p{M}.'’-]*){0,4}?)(?:\s+(?:KC|QC|SC))?(?:,\s+of\s+[^.;]{3,120}?,)?\s+as\s+(?:the\s+)?(?:sole\s+|presiding\s+|co-?)?arbitrator\b`)
	// reUndersignedArbitrator is an award's recital of the arbitrator's own
	// appointment: "the Owners appointed me, the undersigned Captain X, of
	// [address], as their arbitrator".
	reUndersignedArbitrator = regexp.MustCompile(`\b(?i:appointed|nominated)\s+(?i:me|us),?\s+(?i:the\s+undersigned)\s+((?:(?:Mr|Ms|Mrs|Dr|Captain|Capt|Professor|Prof)\.?\s+)?\p{Lu}[\p{L}\p{M}'’-]*(?:\s+\p{Lu}[\p{L}\p{M}.'’-]*){1,3}?)(?:,\s+of\s+[^;]{3,120}?,)?\s+(?i:as\s+(?:their|its|the|his|her|sole)\s+(?:sole\s+)?arbitrator)\b`)
	// reRepresentedBy is a party's counsel named after "represented by",
	// inline ("represented by Mr X of Firm") or on the lines below
	// ("is represented in this arbitration by:").
	reRepresentedBy = regexp.MustCompile(`(?i)(?:\b(?:is|are|was|were|being|and)|,)\s+represented(?:\s+(?:in|before)\s+(?:this|these|the)\s+[a-z ]{3,30}?)?\s+by\b\s*:?\s*(?:(?:(?:his|her|its|their)\s+)?(?:counsel|attorneys?|lawyers?)\s*,\s*)?`)
	// reEsqAppearing is a lawyer named in brackets as appearing: "(Sofia
	// E. Rosario, Esq., appearing)". Group 1 is the name.
	reEsqAppearing = regexp.MustCompile(`\(\s*((?:(?:Mr|Ms|Mrs)\.?\s+)?\p{Lu}[\p{L}\p{M}'’-]+(?:\s+\p{Lu}\.)?(?:\s+\p{Lu}[\p{L}\p{M}'’-]+){1,2}),?\s+(?:(?:Esq\.?|Esquire),?\s+(?:appearing|of\s+counsel)|of\s+counsel)\s*\)`)
	// reColleagueAppears is a lawyer's colleague who acts with the writer:
	// "My colleague Ari M. Feldstein and I will appear for", "our partner,
	// Jane Roe, will represent". Group 1 is the name.
	// reFirmActs is a firm's statement that it acts for a client.
	reFirmActs = regexp.MustCompile(`(?i)\b(?:this|our)\s+(?:firm|office)\s+(?:represents|acts\s+for|is\s+counsel\s+(?:to|for))\b|\bwe\s+(?:represent|act\s+for|are\s+counsel\s+(?:to|for))\b`)
	// reMyColleague is the writer's colleague named: "my colleague, Elena
	// V. Marchand". Group 1 is the name.
	reMyColleague      = regexp.MustCompile(`\b(?i:my|our)\s+(?i:colleague|partner|associate|co-counsel)\s*,?\s+((?:(?:Mr|Ms|Mrs|Dr)\.?\s+)?\p{Lu}[\p{L}\p{M}'’-]+(?:\s+\p{Lu}\.)?(?:\s+\p{Lu}[\p{L}\p{M}'’-]+){1,2})`)
	reColleagueAppears = regexp.MustCompile(`\b(?i:my|our)\s+(?i:colleague|partner|associate|co-counsel)\s*,?\s+((?:(?:Mr|Ms|Mrs|Dr)\.?\s+)?\p{Lu}[\p{L}\p{M}'’-]+(?:\s+\p{Lu}\.)?(?:\s+\p{Lu}[\p{L}\p{M}'’-]+){1,2}),?\s+(?:(?i:and\s+I)\s+)?(?i:will|shall|also)\s+(?i:appear|represent|act|attend|be\s+(?:appearing|representing|acting|attending))\b`)
	// reAttorneyAppeared is a US order's "Attorney Megan F. Sorensen
	// appeared for Plaintiff": the courtesy names a lawyer.
	reAttorneyAppeared = regexp.MustCompile(`\b(?:Attorney|Atty\.)\s+(\p{Lu}[\p{L}\p{M}'’-]+(?:\s+\p{Lu}\.)?(?:\s+\p{Lu}[\p{L}\p{M}'’-]+){0,2})\s+(?:appeared|appearing|argued)\s+(?:for|on\s+behalf\s+of)\b`)
	// reOnTheBriefs opens the list of lawyers who briefed with the one
	// named: "With him on the brief was", "With her on the briefs were".
	reOnTheBriefs = regexp.MustCompile(`\b[Ww]ith\s+(?:him|her|them)\s+on\s+the\s+briefs?\s+(?:was|were)\s+`)
	// reEntersAppearance is a notice of appearance's lawyer: "Harriet P.
	// Langford of Langford Ames LLP hereby appears as counsel for",
	// "X, Esq. hereby enters her appearance on behalf of".
	reEntersAppearance = regexp.MustCompile(`((?:(?:Mr|Ms|Mrs|Dr)\.?\s+)?\p{Lu}[\p{L}\p{M}'’-]+(?:\s+\p{Lu}\.)?(?:\s+\p{Lu}[\p{L}\p{M}'’-]+){1,2})(?:,?\s+Esq(?:uire|\.)?)?(?:,?\s+of\s+[^,;:()]{2,80}?)?,?\s+(?:hereby\s+)?(?:appears|enters\s+(?:an?|his|her|their|its)\s+appearance)\s+(?:as\s+(?:lead\s+|co-?|additional\s+)?(?:counsel|attorneys?)\s+)?(?:for|on\s+behalf\s+of)\b`)
	// reOfFirm is a law firm after its lawyers' names: "of Amundsen Kerr
	// LLP", "of Ostrowski Vail PLLC, Seattle".
	reOfFirm = regexp.MustCompile(`^,?\s+(?:of|with|from)\s+(?:the\s+)?\p{Lu}[^,.;]{0,60}?\b(?i:LLP|L\.L\.P\.|PLLC|LLC|P\.?C\.|P\.?A\.|Law|Legal|Associates|Partners|Attorneys|Solicitors|Chambers|& Co)\b`)
	// reLawyerPlain is a lawyer's name as American prose writes it, with
	// no honorific: "Nathaniel J. Ostrowski, Esq.", "Amara N. Osei".
	reLawyerPlain = regexp.MustCompile(`(\p{Lu}[\p{L}\p{M}'’-]+(?:\s+\p{Lu}\.)?(?:\s+(?:(?:de|van|von|der|da|del|di|le|la)\s+)?\p{Lu}[\p{L}\p{M}'’-]+){1,2})(?:,?\s+(?:Esq\.?|Esquire)(?:\s|,|$))?`)
	// reLawyerName is a lawyer's name with its honorific, as prose names
	// counsel: "Mr Piotr Nowakowski", "Ms Annelies de Vries KC".
	reLawyerName = regexp.MustCompile(`((?:Mr|Ms|Mrs|Dr|Professor|Prof\.?|Sir|Dame)\.?\s+\p{Lu}[\p{L}\p{M}'’-]*(?:\s+(?:(?:de|van|von|der|da|del|di|le|la)\s+)?\p{Lu}[\p{L}\p{M}'’-]*){1,4})(?:\s+(?:KC|QC|SC|SAN))?`)
	// reJoiner is what may stand between the names of one list.
	reJoiner = regexp.MustCompile(`^(?:\s*(?:,|and|&)?\s*)*$`)
)

var (
	// reBenchLabel is a label naming who decides, with the names after
	// its colon or one a line below: "Judge: Associate Justice Gardiner",
	// "Members: Ms P Lewis", "Sole Arbitrator: Mr David Kimura".
	reBenchLabel = regexp.MustCompile(`^(?i:judges?|justices?|members|panel|quorum|(?:sole\s+|presiding\s+|party-appointed\s+)?arbitrators?|co-?arbitrators?|magistrate|registrar|hearing\s+officer|adjudicator|umpire|presiding(?:\s+judge)?)\s*:\s*(.*)$`)
	// reBenchList are the labels whose members may be listed one a line.
	reBenchList = regexp.MustCompile(`^(?i:members|panel|quorum|arbitrators|judges|justices)\b`)
	// reRunsOnList is a list that continues on the next line.
	reRunsOnList = regexp.MustCompile(`(?:,|&|\band)\s*$`)
	// reBenchSplit divides a list of the bench: commas, semicolons, "&",
	// "and".
	reBenchSplit = regexp.MustCompile(`\s*(?:&|\band\b|;)\s*`)
	// reSurname is a judge's surname alone, as benches print it
	// ("Coram: Braid", "Before: Judge Khan").
	reSurname = regexp.MustCompile(`^\p{Lu}[\p{L}\p{M}'’-]{2,}$`)
)

// benchSurname is benchName, or a surname alone when a bench's heading or a
// judicial title says it is a judge's.
func benchSurname(t string) string {
	if n := benchName(t); n != "" {
		return n
	}
	t = strings.TrimSpace(t)
	t = strings.Trim(strings.TrimSpace(reBenchRole.ReplaceAllString(t, "")), "()")
	t = reJudicialLead.ReplaceAllString(t, "")
	t = reJudicialTitle.ReplaceAllString(strings.TrimSpace(t), "")
	t = strings.TrimRight(strings.TrimSpace(t), " ,;-–.")
	t = reJudgePost.ReplaceAllString(t, "")
	t = rePostNominal.ReplaceAllString(t, "")
	t = rePreNominal.ReplaceAllString(t, "")
	if reSurname.MatchString(t) && !notNames[strings.ToLower(t)] && !orgWords[strings.ToLower(t)] && !reBenchOnly.MatchString(t) && !reTitleWord.MatchString(t) {
		return titleCase(t)
	}
	return ""
}

// reTitleWord is a word of a judicial title or style, never a surname:
// "Presiding", "Surrogate", "Judge".
var reTitleWord = regexp.MustCompile(`(?i)^(?:presiding|hon|honou?rable|` + strings.Join(judicialTitles, "|") + `|judges|justices|the)$`)

// reTitledJudge is a judge named after a judicial title (judicialTitles)
// where a ruling names who made it: "OPINION OF LORD BRAID", "JUDGMENT OF
// SHERIFF K J CAMPBELL KC", "ENTERED BY MAGISTRATE JUDGE X" under a
// minute order's title, "Before Deputy District Judge Harris sitting
// at ...", "BEFORE MASTER DAGNALL", "HIS HONOUR JUDGE TOMLINSON KC" at the
// head of a line. Group 1 is the name.
var reTitledJudge = regexp.MustCompile(`(?:^|((?i:\b(?:before|coram|opinion\s+of|judgment\s+of|decision\s+of|reasons\s+of|ruling\s+of|order\s+of|remarks\s+of|(?:delivered|given|made|entered)\s+by|presided\s+over\s+by))\s*:?\s+))(?i:(?:the\s+)?(?:h\.\s?e\.\s+|his\s+excellency\s+|her\s+excellency\s+)?(?:rt\.?\s+)?(?:hon(?:ou?rable|'ble)?\.?\s+)?(?:(?:mr|mrs|ms|dr|sri|shri|smt)\.?\s+)?(?:` + strings.Join(judicialTitles, "|") + `))\s+((?:[A-Z]\.?\s?){0,3}\p{Lu}[\p{L}\p{M}'’-]+(?:\s+(?:[A-Z]\.?\s?)*\p{Lu}[\p{L}\p{M}'’-]+){0,3})`)

// reTitleAtStart are the titles that name a judge at the head of a line
// with no word before them ("HIS HONOUR JUDGE X", "Sheriff X"): those a
// line cannot open with for another reason ("Lord", "Member", "Master"
// can).
var reTitleAtStart = regexp.MustCompile(`(?i)^(?:the\s+)?(?:hon(?:ou?rable|'ble)?\.?\s+)?(?:(?:mr|mrs|ms)\.?\s+)?(?:[a-z ]*\bjudge|[a-z ]*\bjustice|hhj|sheriff|magistrate|surrogate)\b`)

// reJudgeByPost is a line naming a judge with the style after the surname:
// "Ong Hwee Lin J", "A. S. GADKARI, J.", "Smith LJ", and the judgment's
// author after "Per": "Per: Bhatt J.".
var reJudgeByPost = regexp.MustCompile(`^(?:/s/\s*|(?i:per)\s*:?\s+)?((?:[A-Z]\.?\s?){0,3}\p{Lu}[\p{L}\p{M}'’-]+(?:\s+(?:[A-Z]\.|\p{Lu}[\p{L}\p{M}'’-]+)){0,3}),?\s+(?:` + strings.Join(judicialPostTitles, "|") + `)\.?:?$`)

// reJudgmentOfPost is a ruling's heading that names its judges with the
// style after their names: "JUDGMENT OF WHATA J", "RESERVED JUDGMENT OF
// COOPER AND MILLER JJ". Group 1 is the names.
var reJudgmentOfPost = regexp.MustCompile(`^(?i:(?:reserved\s+|oral\s+|interim\s+|supplementary\s+)?(?:judgment|judgement|reasons(?:\s+for\s+judgment)?|ruling|decision|sentencing\s+notes|minute)\s+(?:\(no\s+\d+\)\s+)?of)\s+((?:\p{Lu}[\p{L}\p{M}'’-]+)(?:\s*(?:,|and|&)\s*\p{Lu}[\p{L}\p{M}'’-]+){0,4})\s+(?:` + strings.Join(judicialPostTitles, "|") + `)\.?$`)

// reJudgeNumberTail is a judge's or courtroom's number ending a line.
var reJudgeNumberTail = regexp.MustCompile(`\s+(?:No\.?|#)\s*\d{1,5}$`)

// reLordLine is a line that is only a Lord's or a Lady's judicial title and
// surname ("Lord Ardmillan", "LADY WOLFFE"). Group 1 is the name.
var reLordLine = regexp.MustCompile(`^(?i:lord|lady)\s+(\p{Lu}[\p{L}'’-]+(?:\s+of\s+\p{Lu}[\p{L}'’-]+)?)$`)

// judgeByTitle reads judges named by a judicial title where a ruling names
// who made it (reTitledJudge), and by the style after the surname on a
// line of its own (reJudgeByPost).
func (r *rulesRun) judgeByTitle(v *pageView) {
	r.soOrderedSigner(v)
	r.boardChairSigner(v)
	for _, sg := range v.segs {
		if sg.blank {
			continue
		}
		// A form's judge line may carry the judge's number after the name
		// ("Judge Bernadette L. Okwuosa No. 2217"), no part of the name.
		t := reJudgeNumberTail.ReplaceAllString(strings.TrimSpace(sg.text), "")
		for _, m := range reTitledJudge.FindAllStringSubmatchIndex(t, -1) {
			if m[2] < 0 && (!reTitleAtStart.MatchString(t) || len(strings.Fields(t)) > 8) {
				continue
			}
			if n := benchSurname(reCapsTail.ReplaceAllString(t[m[4]:m[5]], "")); n != "" {
				r.party(v, n, RoleJudge, "", t, m[4], m[5])
			}
		}
		// "JUDGMENT OF WHATA J", "Reasons of Smith and Jones JJ": the
		// ruling's heading names its judge with the style after the name.
		if m := reJudgmentOfPost.FindStringSubmatch(t); m != nil {
			for _, piece := range splitEntries(reBenchSplit.ReplaceAllString(m[1], ",")) {
				if n := benchSurname(piece); n != "" {
					r.party(v, n, RoleJudge, "", t, 0, len(t))
				}
			}
		}
		// "Lord Ardmillan" or "Lady Wolffe" alone on a line of an order:
		// a Scottish judge, named by judicial title at the head of an
		// interlocutor or under its signature.
		if m := reLordLine.FindStringSubmatch(t); m != nil && r.class == ClassOrder {
			if n := benchSurname(m[1]); n != "" {
				r.party(v, n, RoleJudge, "", t, 0, len(t))
			}
		}
		if m := reJudgeByPost.FindStringSubmatch(t); m != nil && len(strings.Fields(t)) <= 6 && r.class != ClassLetter && r.class != ClassContract {
			if n := benchSurname(m[1]); n != "" {
				r.party(v, n, RoleJudge, "", t, 0, len(t))
			}
		}
	}
}

// benchName is a tribunal member's line as a name: its role in brackets
// and its post-nominals taken off.
func benchName(t string) string {
	if reJudgesTitle.MatchString(t) {
		return "" // "Circuit Judges": a panel's title, read by the panel's reader
	}
	t = reBenchRole.ReplaceAllString(t, "")
	t = strings.Trim(strings.TrimSpace(t), "()")
	t = reJudicialLead.ReplaceAllString(t, "")
	t = reJudicialTitle.ReplaceAllString(strings.TrimSpace(t), "")
	t = strings.TrimRight(strings.TrimSpace(t), " ,;-–")
	t = reJudgePost.ReplaceAllString(t, "")
	t = rePostNominal.ReplaceAllString(t, "")
	t = rePreNominal.ReplaceAllString(t, "")
	n := cleanName(t)
	if !isPersonName(n) {
		return ""
	}
	return n
}

// inBenchList reports whether segment k of v stands in a list of the
// tribunal's members (a silk sitting as arbitrator is not counsel).
func inBenchList(v *pageView, k int) bool {
	for j := k - 1; j >= 0 && j >= k-6; j-- {
		if v.segs[j].blank {
			return false
		}
		if m := reBenchHead.FindStringSubmatch(v.segs[j].text); m != nil && strings.TrimSpace(m[1]) == "" {
			return true
		}
	}
	return false
}

// reDesignationTail is a presiding officer's designation and station
// after the name: ", Civil Judge (Senior Division), Varanasi", ",
// Additional Sessions Judge, Saket". Neither is a member of the bench.
var reDesignationTail = regexp.MustCompile(`(?i),\s*(?:(?:civil|district|sessions|additional|addl\.?|chief|principal|senior|junior|metropolitan|judicial|special)\s+)+(?:judge|magistrate|munsif|munsiff)\b.*$`)

// reStyleOnly is a style written after a name, alone: "Esq.", "KC".
var reStyleOnly = regexp.MustCompile(`^(?i:esq\.?|esquire|kc|qc|sc|san|jp|j\.p\.|n\.o\.?)$`)

// tribunal reads the members of a tribunal listed under its heading ("The
// Tribunal:" and one name a line, or the names after the colon) and an
// arbitrator a party nominates: all of them decide (judge).
// reOfficerBefore is a certified reporter's or a notary's style after the
// name a deposition's "BEFORE:" line gives: "CSR No. 12345", "RPR",
// "Notary Public".
var reOfficerBefore = regexp.MustCompile(`(?i)\b(?:C\.?S\.?R\.?|R\.?P\.?R\.?|R\.?M\.?R\.?|C\.?R\.?R\.?|R\.?D\.?R\.?|C\.?C\.?R\.?)(?:\s+(?:No\.?|#)\s*\d+)?\b|\bnotary\s+public\b|\bcourt\s+reporter\b|\bshorthand\s+reporter\b`)

func (r *rulesRun) tribunal(v *pageView) {
	for k, sg := range v.segs {
		if sg.blank {
			continue
		}
		m := reBenchHead.FindStringSubmatch(sg.text)
		listing := false // a label whose names may go on one a line below
		if m == nil {
			if m = reBenchLabel.FindStringSubmatch(strings.TrimSpace(sg.text)); m == nil {
				continue
			}
			listing = reBenchList.MatchString(sg.text)
		}
		present := strings.HasPrefix(strings.ToLower(strings.TrimSpace(sg.text)), "present")
		// "BEFORE: Donna R. Ellis, CSR No. 12345": the reporter or notary
		// a deposition is taken before decides nothing.
		if reOfficerBefore.MatchString(sg.text) || reOfficerWords.MatchString(sg.text) {
			continue
		}
		if rest := strings.TrimSpace(m[1]); rest != "" {
			// "Before: A, B and C" on one line; "PRESENT:" lists who sat
			// only when it styles them as judges or a bench line follows.
			if present && !reJudicialLead.MatchString(rest) && !reJudicialTitle.MatchString(rest) && !strings.Contains(strings.ToLower(rest), "judge") &&
				!(k+1 < len(v.segs) && reBenchOnly.MatchString(strings.TrimSpace(v.segs[k+1].text))) {
				continue
			}
			// A list that runs on to the next line: "CORAM : A. S. GADKARI &"
			// / "N. J. JAMADAR, JJ.".
			text := sg.text
			for j := k + 1; j < len(v.segs) && j <= k+3 && reRunsOnList.MatchString(rest) && !v.segs[j].blank; j++ {
				rest += " " + strings.TrimSpace(v.segs[j].text)
				text += " " + v.segs[j].text
			}
			rest = reJudgePost.ReplaceAllString(strings.TrimRight(rest, " ."), "")
			rest = reDesignationTail.ReplaceAllString(rest, "")
			for _, piece := range splitEntries(reBenchSplit.ReplaceAllString(rest, ",")) {
				if reStyleOnly.MatchString(strings.TrimSpace(piece)) {
					continue // "X, Esq."
				}
				if n := benchSurname(piece); n != "" {
					r.party(v, n, RoleJudge, "", text, 0, len(text))
				}
			}
			if !present && !listing {
				continue
			}
		} else if present {
			continue
		}
		// The names below the heading, one a line (a line naming only the
		// member's role belongs to the name above it).
		for j := k + 1; j < len(v.segs) && j <= k+8; j++ {
			t := v.segs[j].text
			if v.segs[j].blank {
				if j == k+1 {
					continue
				}
				break
			}
			if reBenchRole.ReplaceAllString(t, "") == "" || strings.TrimSpace(reBenchRole.ReplaceAllString(t, "")) == "" {
				continue
			}
			if strings.EqualFold(strings.TrimSpace(t), "and") {
				continue // "LADY JUSTICE FERRAND" / "and" / "SIR JULIAN MOBERLY"
			}
			n := benchName(t)
			if n == "" {
				if reJustice.MatchString(t) {
					continue // "LADY JUSTICE FERRAND": a surname reJustice reads
				}
				break
			}
			r.party(v, n, RoleJudge, "", t, 0, len(t))
		}
	}
	// A name above a line naming only its place on the bench, as a
	// tribunal signs its order: "(V. ANURADHA)" / "MEMBER" (elsewhere a
	// "President" is a company's).
	for k := 1; k < len(v.segs) && r.class == ClassOrder; k++ {
		if v.segs[k].blank || v.segs[k-1].blank || !reBenchOnly.MatchString(strings.TrimSpace(v.segs[k].text)) {
			continue
		}
		if n := benchName(v.segs[k-1].text); n != "" {
			r.party(v, n, RoleJudge, "", v.segs[k-1].text, 0, len(v.segs[k-1].text))
		}
	}
	// A member's line with the member's place in brackets, under any
	// heading or none ("(President)" and "(Chair)" only in an
	// arbitration's papers: elsewhere they are a company's).
	arbitral := strings.Contains(strings.ToLower(v.norm), "arbitra")
	for _, sg := range v.segs {
		t := strings.TrimSpace(sg.text)
		m := reBracketMember.FindStringSubmatch(t)
		if sg.blank || m == nil || !arbitral && !strings.Contains(strings.ToLower(t), "arbitrator") && !strings.Contains(strings.ToLower(t), "umpire") {
			continue
		}
		if n := benchName(m[1]); n != "" {
			r.party(v, n, RoleJudge, "", t, 0, len(t))
		}
	}
	for _, p := range v.paras {
		for _, m := range reOfficeApposition.FindAllStringSubmatchIndex(p.text, -1) {
			if n := benchName(p.text[m[2]:m[3]]); n != "" {
				r.party(v, n, RoleJudge, "", p.text, m[2], m[3])
			}
		}
		for _, m := range reUndersignedArbitrator.FindAllStringSubmatchIndex(p.text, -1) {
			if n := benchName(p.text[m[2]:m[3]]); n != "" {
				r.party(v, n, RoleJudge, "", p.text, m[2], m[3])
			}
		}
		for _, m := range reNominated.FindAllStringSubmatchIndex(p.text, -1) {
			if n := benchName(p.text[m[2]:m[3]]); n != "" {
				r.party(v, n, RoleJudge, "", p.text, m[2], m[3])
			}
		}
	}
}

// representedBy reads counsel named after "represented by": inline, one
// name with its honorific ("represented by Mr X of Firm, City"), or listed
// one a line below a line that ends in "by:" (firm, address and email lines
// end the list).
func (r *rulesRun) representedBy(v *pageView) {
	for _, sg := range v.segs {
		for _, m := range reByAdvocate.FindAllStringSubmatchIndex(sg.text, -1) {
			if n := cleanName(sg.text[m[2]:m[3]]); isPersonName(n) {
				r.party(v, n, RoleCounsel, "", sg.text, m[2], m[3])
			}
		}
	}
	for _, p := range v.paras {
		for _, m := range reRepresentedBy.FindAllStringSubmatchIndex(p.text, -1) {
			// The names with honorifics at the head of what follows, joined
			// by "and" or commas: "Mr A KC and Ms B of Firm". Names with no
			// honorific, as American prose names counsel, count only where
			// the run says they are lawyers: "counsel," before them, "Esq."
			// after one, or their firm after the last ("X, Esq. and Y of
			// Firm LLP").
			at := m[1]
			type found struct {
				n     string
				a, b  int
				plain bool
			}
			var run []found
			lawyers := strings.Contains(strings.ToLower(p.text[m[0]:m[1]]), "counsel") || strings.Contains(strings.ToLower(p.text[m[0]:m[1]]), "attorney") || strings.Contains(strings.ToLower(p.text[m[0]:m[1]]), "lawyer")
			for {
				plain := false
				lm := reLawyerName.FindStringSubmatchIndex(p.text[at:])
				if lm == nil || !reJoiner.MatchString(p.text[at:at+lm[0]]) {
					lm = reLawyerPlain.FindStringSubmatchIndex(p.text[at:])
					plain = true
				}
				if lm == nil || !reJoiner.MatchString(p.text[at:at+lm[0]]) {
					break
				}
				if plain && lm[1] > lm[3] {
					lawyers = true // "X, Esq."
				}
				if n := cleanName(p.text[at+lm[2] : at+lm[3]]); isPersonName(n) {
					run = append(run, found{n, at + lm[2], at + lm[3], plain})
				}
				at += lm[1]
			}
			if reOfFirm.MatchString(p.text[at:]) {
				lawyers = true
			}
			for _, f := range run {
				if !f.plain || lawyers {
					r.party(v, f.n, RoleCounsel, "", p.text, f.a, f.b)
				}
			}
		}
	}
	// "(Frank J. DiNapoli, Esq., appearing)": who appeared for the firm
	// an order's recital names; "My colleague Ari M. Feldstein and I will
	// appear for Verdanta": a lawyer's letter names who else acts.
	lawyerWrites := reFirmActs.MatchString(v.norm)
	for _, p := range v.paras {
		r.personsMatched(v, p.text, RoleCounsel, reEsqAppearing, reColleagueAppears, reEntersAppearance, reAttorneyAppeared)
		// "With her on the briefs were X, Principal Deputy Assistant
		// Attorney General, Y, Director, and Z, Firm LLP.": an opinion's
		// counsel paragraph names who else briefed for the side.
		for _, m := range reOnTheBriefs.FindAllStringIndex(p.text, -1) {
			_, end := sentenceAt(p.text, m[1])
			list := p.text[m[1]:max(m[1], end)]
			for _, piece := range reLawyerSplit.Split(list, -1) {
				if strings.IndexFunc(piece, unicode.IsDigit) >= 0 {
					break
				}
				if n := lawyerPiece(piece); n != "" && isPersonName(n) {
					if a := strings.Index(p.text[m[1]:], n); a >= 0 {
						r.party(v, n, RoleCounsel, "", p.text, m[1]+a, m[1]+a+len(n))
					}
				}
			}
		}
		// "Please direct any questions to me or to my colleague, Elena V.
		// Marchand": in a paper a firm writes for its client, the
		// writer's colleague is a lawyer too.
		if lawyerWrites {
			r.personsMatched(v, p.text, RoleCounsel, reMyColleague)
		}
	}
	for k, sg := range v.segs {
		if sg.blank || !strings.HasSuffix(strings.TrimSpace(sg.text), "by:") && !strings.HasSuffix(strings.TrimSpace(sg.text), "by") {
			continue
		}
		joined := sg.text
		if k > 0 && !v.segs[k-1].blank {
			joined = v.segs[k-1].text + " " + sg.text
		}
		if !reRepresentedBy.MatchString(joined) {
			continue
		}
		for j := k + 1; j < len(v.segs) && j <= k+6; j++ {
			t := v.segs[j].text
			if v.segs[j].blank || strings.ContainsAny(t, "@:0123456789") {
				break
			}
			n := cleanName(rePostNominal.ReplaceAllString(strings.TrimSpace(t), ""))
			if !isPersonName(n) {
				break
			}
			r.party(v, n, RoleCounsel, "", t, 0, len(t))
		}
	}
}

// blockLabels are the labels that close a block of a party's particulars
// after dotted leaders ("...COMPLAINANT", "...OPPOSITE PARTIES"), as Indian
// forums and tribunals print their captions: the party's name on the
// block's first line (or on each numbered item's), then parentage,
// age, residence and address lines. As data: a new forum adds a row.
var blockLabels = []struct{ word, role string }{
	{`complainants?`, RolePlaintiff},
	{`opposite\s+part(?:y|ies)(?:\s+no\.?\s*\d+)?`, RoleDefendant},
	{`applicants?`, RolePetitioner},
	{`non-applicants?`, RoleRespondent},
	{`accused(?:\s+no\.?\s*\d+)?`, RoleDefendant},
	{`informants?`, RoleThirdParty},
	{`caveators?`, RoleRespondent},
}

var (
	// reBlockLabel is a particulars block's closing label after dotted
	// leaders, alone on its line ("...COMPLAINANT") or at the end of the
	// block's last line ("R/o Dadar, Mumbai 400014 ...Petitioner"): group
	// 1 is what the line holds before the leaders, group 2 the label.
	reBlockLabel = func() *regexp.Regexp {
		words := []string{capacityLabel, labelWords}
		for _, b := range blockLabels {
			words = append(words, b.word)
		}
		return regexp.MustCompile(`(?i)^(.*?)\s*(?:\.{2,}|…+|-{2,})\s*(` + strings.Join(words, "|") + `)(?:\s+no\.?\s*\d+)?\s*[.,:]?$`)
	}()
	// reParticulars are the lines of a party's particulars that are not
	// its name: parentage, age, residence, representation, address.
	reParticulars = regexp.MustCompile(`(?i)^(?:s/o|d/o|w/o|c/o|r/at|r/o|r/a|both\s+r/o|(?:son|daughter|wife|widow)\s+of\b|aged?\b|age\s*:|residing|resident|represented\s+by|through\s+its|having\s+(?:its\s+)?(?:office|address)|no\.\s*\d|#\s*\d|plot\b|flat\b|door\b|\d)|\b\d{6}\.?$|\b(?:road|street|nagar|cross|block|layout|colony|district|taluk|tehsil)\b`)
	reItemNo      = regexp.MustCompile(`^\(?\d{1,2}[.)]\s+`)
	// reInlineParticulars opens the particulars that follow a party's
	// name on its own line: "Hari Om Mishra, S/o Late Ram Niwas Mishra,
	// R/o ...", "Rakesh Kumar both R/o ...".
	reInlineParticulars = regexp.MustCompile(`(?i),\s*(?:s/o|d/o|w/o|c/o|r/o|r/at|(?:son|daughter|wife|widow)\s+of|aged|resident\s+of|residing\s+at)\b|\s+both\s+r/o\b`)
)

var (
	// reOfficeLead is a respondent named by its office, then the branch
	// it heads: "Director, Land Management", "Deputy Commissioner,
	// District East".
	reOfficeLead = regexp.MustCompile(`(?i)^(?:(?:the|deputy|assistant|additional|joint|chief|senior|district|divisional|executive|regional|managing)\s+)*(?:director(?:\s+general)?|secretary|commissioner|collector|registrar|chairman|chairperson|superintendent|officer|engineer|mukhtiarkar|tehsildar|controller|administrator|principal|vice[- ]chancellor)\s*,\s*[A-Z]`)
	// reThroughLead opens the line naming who acts for a respondent:
	// "through its Director General".
	reThroughLead = regexp.MustCompile(`(?i)^(?:through|thr\.|represented\s+by|via)\b`)
)

var (
	// reOfficeTitle is a public office's title, ending in its office
	// word, maybe with its branch in brackets: "The Deputy Commissioner",
	// "The District Education Officer (Secondary)".
	reOfficeTitle = regexp.MustCompile(`(?i)^(?:the\s+)?(?:[A-Z][\p{L}-]*\s+){0,4}(?:officer|commissioner|secretary|director(?:\s+general)?|collector|registrar|superintendent|engineer|tehsildar|mukhtiarkar|controller|administrator|magistrate|chairman|chairperson|inspector|commandant)(?:\s*\([^)]{2,40}\))?$`)
	// reAddressPiece is a piece of an address after an office's place:
	// a building, a road, a post office or police station, a number.
	reAddressPiece = regexp.MustCompile(`(?i)\b(?:bhaban|bhavan|bhawan|building|house|road|street|secretariat|complex|tower|floor|block|collectorate|sadan|p\.\s?o\.|p\.\s?s\.|police\s+station|post\s+office)\b|\d`)
)

// officeWithPlace is a numbered respondent that is a public office named
// with the places it serves ("The Deputy Commissioner, Sylhet"), without
// the address that follows; "" when the item is no office.
func officeWithPlace(item string) string {
	pieces := strings.Split(strings.TrimRight(item, " .,;"), ",")
	head := strings.TrimSpace(pieces[0])
	if len(pieces) < 2 || !reOfficeTitle.MatchString(head) {
		return ""
	}
	out := []string{strings.TrimSpace(strings.TrimPrefix(strings.TrimPrefix(head, "The "), "the "))}
	for _, p := range pieces[1:] {
		p = strings.TrimSpace(p)
		if p == "" || reAddressPiece.MatchString(p) || !startsUpper(p) || len(strings.Fields(p)) > 4 {
			break
		}
		out = append(out, p)
	}
	if len(out) < 2 {
		return ""
	}
	return strings.Join(out, ", ")
}

// cutParticulars is a caption line's name without the particulars after
// it on the line.
func cutParticulars(s string) string {
	if loc := reInlineParticulars.FindStringIndex(s); loc != nil {
		return strings.TrimSpace(s[:loc[0]])
	}
	return s
}

// blockLabelWord tells whether label is a forum's own block label
// (blockLabels), not a caption label.
func blockLabelWord(label string) bool {
	for _, b := range blockLabels {
		if regexp.MustCompile(`(?i)^` + b.word + `$`).MatchString(label) {
			return true
		}
	}
	return false
}

// blockRole is the role a particulars block's label names: a forum's own
// word (blockLabels) or a caption label.
func blockRole(label string) string {
	l := strings.ToLower(label)
	for _, b := range blockLabels {
		if regexp.MustCompile(`(?i)^` + b.word + `$`).MatchString(l) {
			return b.role
		}
	}
	return roleOf(label)
}

// reBareBlockLabel is a side's label alone on its line, in capitals.
var reBareBlockLabel = regexp.MustCompile(`^((?:PETITIONER|RESPONDENT|PLAINTIFF|DEFENDANT|APPELLANT|APPLICANT|CLAIMANT|COMPLAINANT)S?|ACCUSED)[.,]?$`)

// particularsAbove says whether the lines from seg start to seg k hold a
// block of particulars: two lines or more, one of them an address or
// parentage line or a numbered item, the name's line run on by its comma,
// and no form's "Label: value" box among them (a form's part headed
// "APPLICANT" over its boxes, a schedule's "East: ..." bounds).
func particularsAbove(v *pageView, start, k int) bool {
	n, parts, comma := 0, false, false
	for j := start; j < k; j++ {
		if v.segs[j].blank {
			continue
		}
		t := strings.TrimSpace(v.segs[j].text)
		if captionEnds(t) && reHardEnd.MatchString(t) {
			n, parts, comma = 0, false, false
			continue
		}
		if strings.Contains(t, ":") {
			return false
		}
		n++
		parts = parts || reParticulars.MatchString(t) || reItemNo.MatchString(t) || streetLine(t)
		comma = comma || strings.HasSuffix(t, ",")
	}
	return n >= 2 && parts && comma
}

// blockCaption reads a caption of particulars blocks: each block runs from
// the line after the previous block's label (or after "BETWEEN", "AND",
// "VERSUS") to its own dotted label; its parties are the first line of each
// numbered item in it, or else its name line: the line just above its
// first line of particulars, or its first line that is no heading.
func (r *rulesRun) blockCaption(v *pageView) {
	start := 0
	for k, sg := range v.segs {
		if sg.blank {
			continue
		}
		t := strings.TrimSpace(sg.text)
		low := strings.ToLower(strings.Trim(t, " :.-"))
		if low == "between" || low == "and" || low == "versus" || low == "vs" || low == "v" {
			start = k + 1
			continue
		}
		m := reBlockLabel.FindStringSubmatch(t)
		if m == nil {
			// A label alone on its line, no leaders, under a block of
			// particulars (Sri Lanka: "Name," / "No. 42/3, Temple Road," /
			// "Maharagama." / "PETITIONER"; numbered respondents with
			// their offices and addresses over "RESPONDENTS").
			bm := reBareBlockLabel.FindStringSubmatch(t)
			if bm == nil || !particularsAbove(v, start, k) {
				continue
			}
			m = []string{t, "", bm[1]}
		}
		role := blockRole(m[2])
		type line struct {
			text string
			seg  int
		}
		var lines []line
		for j := start; j < k; j++ {
			if !v.segs[j].blank {
				lt := strings.TrimSpace(v.segs[j].text)
				// The court's heading ends what stands above it ("REPUBLIC
				// OF KENYA" over "IN THE HIGH COURT OF KENYA AT MOMBASA").
				if reHardEnd.MatchString(lt) && captionEnds(lt) {
					lines = lines[:0]
					continue
				}
				lines = append(lines, line{lt, j})
			}
		}
		if c := strings.TrimSpace(m[1]); c != "" {
			lines = append(lines, line{c, k})
		}
		start = k + 1
		if role == "" {
			continue
		}
		var names []line
		office := map[int]bool{} // names that are an office, commas and all
		for i, l := range lines {
			if reItemNo.MatchString(l.text) {
				n := strings.TrimRight(cutParticulars(reItemNo.ReplaceAllString(l.text, "")), " ,;")
				// An office over two lines ("3. Director, Land
				// Management," / "Karachi Development Authority,"): the
				// office and the body it serves are one respondent.
				if reOfficeLead.MatchString(n) && strings.HasSuffix(l.text, ",") && i+1 < len(lines) {
					nx := strings.TrimRight(lines[i+1].text, " ,;.")
					if !reItemNo.MatchString(nx) && !reParticulars.MatchString(nx) && !reThroughLead.MatchString(nx) && isEntityName(nx) {
						n += ", " + nx
						office[len(names)] = true
					}
				}
				// "2. The Deputy Commissioner, Sylhet, Collectorate
				// Building, Sylhet.": the office with the places it
				// serves, up to its address.
				if o := officeWithPlace(n); o != "" && !office[len(names)] {
					n = o
					office[len(names)] = true
				}
				names = append(names, line{n, l.seg})
			}
		}
		if len(names) == 0 {
			for i, l := range lines {
				// "Name, S/o X, R/o Y": the name before its particulars.
				if c := cutParticulars(l.text); c != l.text && c != "" && !reParticulars.MatchString(l.text) {
					names = []line{{c, l.seg}}
					break
				}
				if reParticulars.MatchString(l.text) {
					if i > 0 {
						names = []line{lines[i-1]}
					}
					break
				}
			}
		}
		// A caption label alone after its leaders, over a block with no
		// particulars, is the caption reader's.
		// The name on the label's own line, after the leaders
		// ("LAKEVIEW FISH PROCESSORS LIMITED ........ PLAINTIFF"), when it
		// is no line of particulars.
		if own := strings.TrimRight(strings.TrimSpace(m[1]), " .…"); len(names) == 0 && own != "" && startsUpper(own) && !strings.ContainsAny(own, "0123456789") &&
			!reParticulars.MatchString(own) && !captionEnds(own) && (!reDescriptorOpen.MatchString(own) && !reCaptionJunk.MatchString(own) || publicOffice(own)) && !reNotNameLine.MatchString(own) {
			names = []line{{own, k}}
		}
		if len(names) == 0 && (strings.TrimSpace(m[1]) != "" || blockLabelWord(m[2])) {
			for _, l := range lines {
				if !captionEnds(l.text) && !reCaptionJunk.MatchString(l.text) && !reNotNameLine.MatchString(l.text) {
					names = []line{l}
					break
				}
			}
		}
		for i, n := range names {
			name := strings.TrimRight(n.text, " ,;")
			if reParticulars.MatchString(name) && !office[i] {
				continue
			}
			// "3. Hon. Attorney General,": the State's law officer sued by
			// office, no person's name to clean.
			if o := wholeOffice(name); o != "" {
				r.officeParty(v, o, role, v.segs[n.seg].text)
				continue
			}
			if office[i] {
				r.party(v, name, role, "", v.segs[n.seg].text, 0, len(v.segs[n.seg].text))
				continue
			}
			for _, x := range splitNames(name) {
				r.party(v, x, role, "", v.segs[n.seg].text, 0, len(v.segs[n.seg].text))
			}
		}
	}
}

var (
	// reNameComma is a transcript's line naming the witness about to be
	// sworn: "JANET BROOKS,".
	reNameComma = regexp.MustCompile(`^(\p{Lu}[\p{L}\p{M}.'’\- ]{3,50}?),$`)
	// reSwornNext is the line under it: "called as a witness by the
	// Plaintiff, having been first duly sworn, testified as follows:".
	reSwornNext = regexp.MustCompile(`(?i)^(?:(?:having\s+been\s+)?called\s+as\s+a\s+witness|having\s+been\s+(?:first\s+)?(?:duly\s+)?(?:sworn|affirmed)|being\s+(?:first\s+)?(?:duly\s+)?(?:sworn|affirmed)|(?:was\s+)?(?:duly\s+)?sworn\b|(?:was\s+)?affirmed\b|a\s+witness\s+(?:called\s+)?(?:by|on\s+behalf\s+of)\b)`)
	// reCallsWitness is counsel calling a witness: "Plaintiff calls Janet
	// Brooks", "The People call Officer Dana Ruiz".
	reCallsWitness = regexp.MustCompile(`\b(?i:plaintiffs?|defendants?|petitioners?|respondents?|claimants?|(?:the\s+)?(?:state|people|government|prosecution|defen[cs]e|united\s+states))\s+(?i:calls|call|recalls|recall|called)\s+(?:(?:Mr|Ms|Mrs|Dr|Officer|Detective|Agent|Sergeant|Sgt)\.?\s+)?([A-Z][a-zA-Z'’-]+(?:\s+[A-Z][a-zA-Z.'’-]*){1,3})`)
)

var (
	reWitnessIndex = regexp.MustCompile(`(?i)^(?:i\s?n\s?d\s?e\s?x\s+(?:of\s+)?)?(?:witness(?:es)?|index\s+of\s+witnesses)(?:\s+(?:for\s+the\s+\w+|direct|cross|redirect|recross|examination|page|vd)\b.*)?:?$`)
	reIndexColumns = regexp.MustCompile(`(?i)^(?:(?:direct|cross|redirect|recross|re-direct|re-cross|examination|page|by|vd|further)\s*)+$`)
	reIndexName    = regexp.MustCompile(`^([A-Z][A-Z.'’\- ]{3,40}?)(?:\s*\(.*\))?(?:[\s.]+\d{1,4})*$`)
)

// witnesses reads the witnesses a transcript swears ("JANET BROOKS," over
// "called as a witness ..., having been first duly sworn") and those
// counsel call ("Plaintiff calls Janet Brooks"); in a deposition the
// witness sworn is the deponent.
func (r *rulesRun) witnesses(v *pageView) {
	role := RoleWitness
	if r.deposition {
		role = RoleDeponent
	}
	for k := 0; k+1 < len(v.segs); k++ {
		if v.segs[k].blank || v.segs[k+1].blank {
			continue
		}
		m := reNameComma.FindStringSubmatch(strings.TrimSpace(v.segs[k].text))
		if m == nil || !reSwornNext.MatchString(strings.TrimSpace(v.segs[k+1].text)) {
			continue
		}
		if n := cleanName(m[1]); isPersonName(n) {
			r.party(v, n, role, "", v.segs[k].text, 0, len(v.segs[k].text))
		}
	}
	if r.class != ClassTranscript {
		return
	}
	// A transcript's index of witnesses: a heading, maybe its column
	// headings (Direct, Cross, Page ...), then one witness a line with page
	// numbers after the name.
	for k, sg := range v.segs {
		if sg.blank || !reWitnessIndex.MatchString(strings.TrimSpace(sg.text)) {
			continue
		}
		for j := k + 1; j < len(v.segs) && j <= k+12; j++ {
			t := strings.TrimSpace(v.segs[j].text)
			if v.segs[j].blank || reIndexColumns.MatchString(t) {
				continue
			}
			m := reIndexName.FindStringSubmatch(t)
			if m == nil {
				break
			}
			if n := cleanName(m[1]); isPersonName(n) {
				r.party(v, n, role, "", v.segs[j].text, 0, len(v.segs[j].text))
			}
		}
	}
	for _, p := range v.paras {
		for _, m := range reCallsWitness.FindAllStringSubmatchIndex(p.text, -1) {
			if n := cleanName(p.text[m[2]:m[3]]); isPersonName(n) {
				r.party(v, n, RoleWitness, "", p.text, m[2], m[3])
			}
		}
	}
}

// reFictitious is a caption's fictitious defendants: "DOES 1 through 20,
// inclusive", "ROES 1-10", "DOES I through X" (Nevada numbers them in
// Roman numerals).
var reFictitious = regexp.MustCompile(`(?i)\b(does|roes|john\s+does|jane\s+does)\s+(\d{1,3}|[ivxl]{1,6})\s*(?:through|thru|to|-|–)\s*(\d{1,4}|[ivxl]{1,6})\b`)

// reFictitiousOpen is a line that a column wrapped inside a range of
// fictitious defendants: it ends in "DOES" or "DOES 1".
var reFictitiousOpen = regexp.MustCompile(`(?i)\b(?:does|roes)(?:\s+\d{1,3})?\s*$`)

// fictitious reads fictitious defendants in a caption ("and DOES 1
// through 20, inclusive," above "Defendants."): one party, under the
// label that follows.
func (r *rulesRun) fictitious(v *pageView) {
	for k, sg := range v.segs {
		if sg.blank {
			continue
		}
		text, quoteEnd := sg.text, -1
		m := reFictitious.FindStringSubmatchIndex(text)
		if m == nil && reFictitiousOpen.MatchString(text) && k+1 < len(v.segs) && !v.segs[k+1].blank {
			// A column wraps the range: "and DOES" / "1 through 10,",
			// "and DOES 1" / "through 50, inclusive,".
			quoteEnd = len(text)
			text = text + " " + strings.TrimSpace(v.segs[k+1].text)
			if m = reFictitious.FindStringSubmatchIndex(text); m != nil && m[0] >= quoteEnd {
				m = nil
			}
			k++
		}
		if m == nil {
			continue
		}
		role := ""
		if lm := reInlineLbl.FindStringSubmatch(text[m[1]:] + ","); lm != nil {
			role = roleOf(lm[1])
		}
		for j := k + 1; role == "" && j < len(v.segs) && j <= k+3; j++ {
			if lm := reLabel.FindStringSubmatch(strings.TrimSpace(v.segs[j].text)); lm != nil {
				role = roleOf(lm[1])
			}
		}
		if role == "" {
			continue
		}
		name := titleCase(text[m[2]:m[3]]) + " " + text[m[4]:m[5]] + " through " + text[m[6]:m[7]]
		end := m[1]
		if quoteEnd >= 0 {
			end = quoteEnd // the quote stays on the first line, as printed
		}
		c, ok := r.cite(v, groundedQuote(v.norm, text, m[0], end, maxQuote))
		if ok {
			r.addParty(name, role, "", c)
		}
	}
}

// reInstructedFor is how an English judgment or order lists counsel: "Mr
// Oliver Grant (instructed by Hale & Co) for the Claimant", "Ms A KC and
// Mr B (instructed by X LLP) for the Defendants".
var reInstructedFor = regexp.MustCompile(`^(.{4,160}?)\s*\(\s*instructed\s+by\b[^)]*\)\s*,?\s*(?:appeared\s+)?for\s+(?:the\s+)?(?:` + labelWords + `)`)

// reNamedCounselFor is a recital naming a lawyer, then what they are and
// for whom: "Mr Paul Grant of counsel for the Applicant", "Ms Lucy Hart,
// solicitor, for the Respondent".
var reNamedCounselFor = regexp.MustCompile(`((?:Mr|Ms|Mrs|Miss|Dr)\.?\s+[A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*){1,3})(?:\s+(?:KC|QC|SC))?,?\s+(?:of\s+counsel|counsel|solicitor|barrister|solicitor[- ]advocate|advocate)\s*,?\s+(?:for|on\s+behalf\s+of)\s+(?:the\s+)?(?:` + labelWords + `)`)

// instructedCounsel reads counsel listed the English way (reInstructedFor,
// reNamedCounselFor).
func (r *rulesRun) instructedCounsel(v *pageView) {
	for _, p := range v.paras {
		if !strings.Contains(p.text, "ounsel") && !strings.Contains(p.text, "olicitor") && !strings.Contains(p.text, "arrister") && !strings.Contains(p.text, "dvocate") {
			continue
		}
		for _, m := range reNamedCounselFor.FindAllStringSubmatchIndex(p.text, -1) {
			if n := cleanName(p.text[m[2]:m[3]]); isPersonName(n) {
				r.party(v, n, RoleCounsel, "", p.text, m[2], m[3])
			}
		}
	}
	for _, sg := range v.segs {
		if sg.blank || !strings.Contains(sg.text, "nstructed") {
			continue
		}
		if m := reInstructedFor.FindStringSubmatch(strings.TrimSpace(sg.text)); m != nil {
			r.lawyersIn(v, m[1], sg.text)
		}
	}
}

// The grammar of an appearance: the lawyers, then the side they appear
// for, as courts across systems recite it in a sentence or on a line of
// its own: "Mr A Barnes KC appeared for the Prosecution", "Mr. X i/b Mr. Y
// for the Petitioner.", "Ms. Z, AGP for Respondent No. 2.", "A and B
// (Firm LLP) for the claimant;", "Jane Roe, Esq., for the General
// Counsel.". The lawyers run back from "for" to the start of the clause (a
// line's start, a semicolon, a colon, a sentence's end); a firm in the
// list is never counsel.

// appearSides are the sides an appearance is made for besides a caption's
// labels, as data: the prosecution in its several names, an agency's
// General Counsel, the state.
var appearSides = []string{`prosecution`, `crown`, `defen[cs]e`, `state`, `people`, `government`,
	`general\s+counsel`, `united\s+states`, `accused`, `informant`, `intervener`, `intervenor`, `amicus(?:\s+curiae)?`,
	`union`, `employer`, `charging\s+party`, `opposite\s+part(?:y|ies)`, `debtors?`, `trustee`, `creditors?`,
	`(?:official\s+)?committee`, `objectants?`, `child`, `minor`, `mother`, `father`, `estate`, `executors?`, `agency`,
	`non-part(?:y|ies)`}

// reHeadingAfter is a side followed by a colon: a heading ("On behalf of
// the Defendant:") whose lawyers follow it, read by the appearances'
// readers.
var reHeadingAfter = regexp.MustCompile(`^\s*(?:\(s\))?\s*:`)

var (
	// reForSide is the side: "(appeared) for the (First) Respondent(s) (No.
	// 2)", "for the Plaintiff / Moving Party" (an Ontario endorsement).
	reForSide = regexp.MustCompile(`(?i)(?:,\s*|\s+)(?:(?:who\s+)?(?:appeared|appearing|appears|appear)\s+)?(?:for|on\s+behalf\s+of)\s+(?:the\s+)?(?:(?:first|second|third|fourth|fifth|1st|2nd|3rd|4th|5th)(?:\s*(?:,|and|&)\s*(?:first|second|third|fourth|fifth|1st|2nd|3rd|4th|5th))*\s*|(?:applicant|respondent)/\s*)?(?:` + labelWords + `|` + strings.Join(appearSides, "|") + `)(?:\s+nos?\.?\s*\d+(?:\s*(?:,|&|and|to|-)\s*\d+)*)?(?:\s*/\s*(?:moving|responding)\s+part(?:y|ies))?\b`)
	// reLawyerSplit divides a list of lawyers ("appears with" joins two in
	// a transcript's appearances).
	reLawyerSplit = regexp.MustCompile(`(?i)\s*(?:,|;|\bwith\b|\band\b|&|\bi/b\b|\ba/w\b|\bh/b(?:\s+for)?\b|\bholding\s+brief\s+for\b|\balong\s+with\b|\binstructed\s+by\b|\bassisted\s+by\b|\bled\s+by\b|\bappears\b|\bappeared\b|\bappearing\b)\s*`)
	// reLawyerDesig is a lawyer's calling or office written after the
	// name: "Advocate", "AGP", "Sr. Advocate", "of counsel", "Esq.", "KC".
	reLawyerDesig = regexp.MustCompile(`(?i)(?:,?\s+|^)(?:(?:learned\s+)?(?:sr\.?|senior|ld\.?)\s+)?(?:adv|advocates?(?:\s+general)?|counsel|of\s+counsel|solicitors?(?:[- ]advocate)?|barristers?(?:[- ]at[- ]law)?|attorneys?(?:[- ]at[- ]law)?|agp|app|aga|cgsc|spc|asg|addl\.?\s+pp|pp|esq|kc|qc|sc|san|in\s+person|pro\s+se)\.?$`)
	// reLawyerHonorific is a courtesy before a lawyer's name.
	reLawyerHonorific = regexp.MustCompile(`^(?:H\.\s?E\.\s+|His\s+Excellency\s+|Her\s+Excellency\s+)?(?:Mr|Ms|Mrs|Miss|Mx|Dr|Sri|Shri|Sh|Smt|Adv|Mr\.|Ms\.|Mrs\.|Dr\.|Adv\.)\.?\s+`)
	reDottedSilk      = regexp.MustCompile(`,?\s+[KQS]\.\s?C\.?$`)
	reSilkTail        = regexp.MustCompile(`\s+(?:KC|QC|SC|SAN|[KQS]\.\s?C)\.?$`)
	reParenAside      = regexp.MustCompile(`\([^()]*\)`)
)

// reMarginNumber is a line number printed in the margin before a name.
var reMarginNumber = regexp.MustCompile(`^\d{1,2}\s+([A-Z])`)

// rePaperName is a paper's title before "on behalf of" ("POSITION
// STATEMENT on behalf of the Applicant", "Skeleton Argument for the
// Respondent"): its words are never a lawyer's name.
var rePaperName = regexp.MustCompile(`(?i)\b(?:statement|submissions?|skeleton|argument|application|notice|order|motion|memorandum|affidavit|declaration|petition|complaint|reply|response|position|written|bundle|chronology)\b`)

// lawyerPiece is one entry of a list of lawyers as a person's name, or ""
// (a firm, a word of the sentence). A surname alone is a lawyer's when an
// honorific or a silk's letters stand with it ("Mr Kahn", "Dewar KC").
func lawyerPiece(p string) string {
	p = strings.TrimSpace(strings.Trim(p, " .,;:()"))
	if publicCounselTitles.MatchString(p) || reCounselTitleLine.MatchString(p) || reSentenceVerb.MatchString(p) {
		return "" // an office ("Assistant Prosecuting Attorney") or a sentence
	}
	styled := false
	for {
		q := strings.TrimSpace(reLawyerDesig.ReplaceAllString(p, ""))
		if reSilkTail.MatchString(p) {
			styled = true
		}
		if q == p {
			break
		}
		p = q
	}
	if reLawyerHonorific.MatchString(p) {
		styled = true
		p = reLawyerHonorific.ReplaceAllString(p, "")
		// "Ms. X S.C.", "Mr Y K.C.": silk written with points (Ireland),
		// no company's "S.C." after a courtesy title.
		p = strings.TrimSpace(reDottedSilk.ReplaceAllString(p, ""))
	}
	p = strings.TrimSpace(strings.TrimPrefix(strings.TrimPrefix(p, "learned "), "Learned "))
	// "Andrew Tibbetts of Kestrel Dunmore", "Leila Farouk-Dunne of Harrow
	// Qureshi Advocates & Legal Consultants": the lawyer before the firm.
	if m := reNameOfFirm.FindStringSubmatch(p); m != nil && (styled || isPersonName(cleanName(m[1]))) {
		p = m[1]
	}
	if p == "" || isEntityName(p) || rePaperName.MatchString(p) {
		return ""
	}
	n := cleanName(rePostNominal.ReplaceAllString(p, ""))
	if isPersonName(n) {
		return n
	}
	if styled && reSurname.MatchString(n) && !notNames[strings.ToLower(n)] && !orgWords[strings.ToLower(n)] && !reTitleWord.MatchString(n) {
		return n
	}
	if styled && reInitialsSurname.MatchString(n) {
		return n // "Mr O Fairbanks": initials and a surname after a courtesy title
	}
	return ""
}

// clauseStart is where the clause that ends at i begins in t: after the
// last semicolon, colon, opening bracket's close or sentence end before i.
func clauseStart(t string, i, floor int) int {
	for j := i - 1; j > floor; j-- {
		switch t[j] {
		case ';', ':':
			return j + 1
		case '.':
			// A sentence ends at a period after a word of three or more
			// letters ("... for the Petitioner. Ms. Rao"), not after an
			// honorific or an initial ("Mr.", "A. S.").
			if j+1 < len(t) && t[j+1] == ' ' {
				w := t[strings.LastIndexAny(t[:j], " (")+1 : j]
				if len(w) >= 3 && !reLawyerHonorific.MatchString(w+". ") && !strings.EqualFold(w, "nos") && !strings.EqualFold(w, "esq") && !strings.EqualFold(w, "addl") && !strings.EqualFold(w, "i/b") &&
					!reDottedInitials.MatchString(w) { // "P.C.", "S.S.C.": a lawyer's title ends no sentence
					return j + 1
				}
			}
		}
	}
	return floor
}

// appearanceClauses reads the lawyers of each appearance clause in the
// page's prose and lines (see appearSides).
func (r *rulesRun) appearanceClauses(v *pageView) {
	read := func(t string) {
		if !strings.Contains(t, "for ") && !strings.Contains(t, "behalf") {
			return
		}
		prev := 0
		for _, m := range reForSide.FindAllStringIndex(t, -1) {
			from := clauseStart(t, m[0], prev)
			prev = m[1]
			if reHeadingAfter.MatchString(t[m[1]:]) || givingEvidence(t, m[0]) {
				continue
			}
			// "a Certified Court Reporter in and for the State of Oregon",
			// "a Notary Public in and for the County of Cook": an office's
			// commission, not a side appeared for.
			if reInAndFor.MatchString(t[:m[0]]) && strings.HasPrefix(strings.TrimSpace(strings.ToLower(t[m[0]:m[1]])), "for ") {
				continue
			}
			// "10 Grace Holloway, Esq., for ...": a decision's line number
			// in the margin before the clause's first name.
			list := reMarginNumber.ReplaceAllString(strings.TrimSpace(t[from:m[0]]), "$1")
			// "UPON hearing", "AND UPON hearing", "Appearances:" lead in.
			list = reHearingLead.ReplaceAllString(list, "")
			if len(list) > 200 {
				continue
			}
			// "Mr X i/b. Firm", "Ms Y, instructed by Firm,": the firm that
			// instructs is no lawyer.
			list = reInstructingFirm.ReplaceAllStringFunc(list, func(s string) string {
				// "i/b Mr. X": an advocate on record who instructs is counsel too.
				if reInstructingPerson.MatchString(s) {
					return s
				}
				return ","
			})
			list = reWithHimAside.ReplaceAllString(list, ", $1$2,")
			// "Leila Farouk-Dunne of Harrow Qureshi Advocates & Legal
			// Consultants": the firm after "of", to the clause's next
			// comma, names no lawyer.
			list = reOfFirmInList.ReplaceAllString(list, "$1")
			// "Kendall Price & Moyer, A and B for Defendant": the firm
			// before its lawyers names none of them.
			list = reFirmLead.ReplaceAllString(list, ",")
			list = reParenAside.ReplaceAllStringFunc(list, func(s string) string {
				// "(Firm LLP)" after the names goes; "(Nina Tan, Esq., of
				// counsel)" names a lawyer.
				if reCounselWord.MatchString(s) || strings.Contains(strings.ToLower(s), "esq") {
					return ", " + strings.Trim(s, "()") + ","
				}
				return ","
			})
			// A caption label or a status in the list ends a party's own
			// entry ("Carlos Mendez, Petitioner, pro se"): the names
			// before it are no lawyers.
			// "The second defendant, Mr X, signed it for the first
			// defendant": words of a deed in lower case right before the
			// "for" make the clause no appearance.
			pieces := reLawyerSplit.Split(list, -1)
			if last := lastNonEmpty(pieces); reLowerClause.MatchString(last) && !reCounselDesig.MatchString(last) && !reOfLead.MatchString(last) {
				continue
			}
			var names []string
			for i, piece := range pieces {
				// The address after a lawyer's name: from a piece with a
				// number in it ("of 9/F", "71 Des Voeux Road") on, and
				// the town before a state or country ("Fort Worth,
				// Texas").
				if strings.IndexFunc(piece, unicode.IsDigit) >= 0 {
					break
				}
				if isRegion(piece) || i+1 < len(pieces) && isRegion(pieces[i+1]) {
					continue
				}
				// "Rhodes Yarborough, P.A.": a firm's name before its
				// suffix, split off by the list's comma, is no lawyer.
				if i+1 < len(pieces) && reFirmSuffixPiece.MatchString(strings.TrimSpace(pieces[i+1])) {
					continue
				}
				if q := strings.TrimSpace(strings.Trim(piece, " .,;:()")); reLabel.MatchString(q) || reStatus.MatchString(q) || strings.HasPrefix(strings.ToLower(q), "pro se ") {
					names = names[:0]
					continue
				}
				if n := lawyerPiece(piece); n != "" {
					names = append(names, n)
				}
			}
			for _, n := range names {
				if a := strings.Index(t, n); a >= 0 {
					r.party(v, n, RoleCounsel, "", t, a, a+len(n))
				}
			}
		}
	}
	for _, p := range v.paras {
		read(p.text)
	}
}

// reFirmSuffixPiece is a law firm's legal form split off its name by a
// comma ("P.A.", "LLP", "PLLC"); not "P.C.", which after a Sri Lankan
// lawyer's name is President's Counsel.
var reFirmSuffixPiece = regexp.MustCompile(`^(?:P\.\s?A|LLP|L\.L\.P|LLC|L\.L\.C|PLLC|P\.L\.L\.C|LPA|L\.P\.A|Inc|Ltd)\.?$`)

// reOfFirmInList is a firm after a lawyer's name in a list, to the next
// comma or semicolon: " of Harrow Qureshi Advocates & Legal Consultants"
// (a rule's number, " of Civil Procedure 1.202", is no firm).
var reOfFirmInList = regexp.MustCompile(`\s+of\s+\p{Lu}[^,;\d]*([,;]|$)`)

// reNameOfFirm is a lawyer's name and the firm after "of". Group 1 is
// the name.
var reNameOfFirm = regexp.MustCompile(`^(\p{Lu}[\p{L}\p{M}.'’-]*(?:\s+\p{Lu}[\p{L}\p{M}.'’-]*){0,3})\s+of\s+\p{Lu}.*$`)

// reDottedInitials is a lawyer's title by its initials, with points, as a
// word before its last point: "P.C" (President's Counsel), "S.S.C".
var reDottedInitials = regexp.MustCompile(`^(?:P\.C|S\.C|S\.S\.C|K\.C|Q\.C|S\.A\.N|D\.A\.G|A\.A\.G|A\.G|P\.P|A\.P\.P|D\.S\.G|A\.S\.G)$`)

// reFirmLead is a firm's name of partners' surnames at the head of a list
// of lawyers, the last alone after "&": "Kendall Price & Moyer,".
var reFirmLead = regexp.MustCompile(`^\s*\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+)?\s+&\s+\p{Lu}[\p{L}'’-]+\s*,`)

// reLowerClause is a clause in lower case that opens with a verb ("signed
// it", "acted", "paid the deposit"): what someone did, not who appeared
// ("the guardian ad litem for the children" is an office).
var reLowerClause = regexp.MustCompile(`^(?:[a-z]+ed|signs?|acts?|works?|wrote|paid|sold|bought|made|did|was|is|has|had)(?:\s+[a-z]+){0,5}$`)

// reOfLead opens a lawyer's firm or calling after the name: "of counsel",
// "of Smith LLP".
var reOfLead = regexp.MustCompile(`^(?:of|from|instructed|assisted|led)\b`)

// lastNonEmpty is the last piece that holds words, trimmed.
func lastNonEmpty(pieces []string) string {
	for i := len(pieces) - 1; i >= 0; i-- {
		if p := strings.TrimSpace(strings.Trim(pieces[i], " .,;:()")); p != "" {
			return p
		}
	}
	return ""
}

// reInstructingFirm is the firm that instructs counsel, named after "i/b"
// or "instructed by" up to the next comma or semicolon.
var reInstructingPerson = regexp.MustCompile(`(?i)^\s*(?:i/b\.?|instructed\s+by)\s+(?:mr|ms|mrs|miss|dr|sri|shri|smt|adv)\b`)

var reInstructingFirm = regexp.MustCompile(`(?i)\s*\b(?:i/b\.?|instructed\s+by)\s+[^,;]*`)

// reInAndFor ends the words before the "for" of an officer's commission:
// "... in and" (New York's "... within and") for the State or County the
// office is held in.
var reInAndFor = regexp.MustCompile(`(?i)\b(?:with)?in\s+and\s*$`)

// reHearingLead opens an order's recital of who appeared.
var reHearingLead = regexp.MustCompile(`(?i)^\s*(?:(?:and\s+)?upon\s+(?:hearing|reading)(?:\s+from)?|(?:after\s+)?hearing(?:\s+from)?|appearances?\s*:?|counsel\s*:|present\s*:)\s*`)

// reCounselHeadOnly heads a column of lawyers: "Counsel for the Claimant"
// alone (the lawyers below it).
var reCounselHeadOnly = regexp.MustCompile(`(?i)^(?:counsel|attorneys?|solicitors?|lawyers?|legal\s+representatives?)\s+(?:for|to)\s+(?:the\s+)?(?:` + labelWords + `)\s*:?$`)

// reRepresentedLine is "represented by" alone on its line, under a party's
// name and address (an arbitration's terms of reference).
var reRepresentedLine = regexp.MustCompile(`(?i)^(?:and\s+)?(?:is\s+|are\s+)?represented\s+(?:in\s+this\s+arbitration\s+)?by\s*:?$`)

// counselColumns reads lawyers listed below a heading: two headings side
// by side ("Counsel for the Claimant" beside "Counsel for the Respondent")
// each over its own column of names, or "represented by" alone on its line
// over the names; a name is read while it is a lawyer's (with an honorific
// or a silk's letters: a firm's name is set without them).
func (r *rulesRun) counselColumns(v *pageView) {
	take := func(t string) string {
		t = strings.TrimSpace(t)
		if reFirmLine.MatchString(t) || strings.ContainsAny(t, "@:0123456789") || !reLawyerHonorific.MatchString(t) && !reSilkTail.MatchString(t) {
			return ""
		}
		return lawyerPiece(t)
	}
	for k, sg := range v.segs {
		if sg.blank {
			continue
		}
		t := strings.TrimSpace(sg.text)
		if reRepresentedLine.MatchString(t) {
			for j := k + 1; j < len(v.segs) && j <= k+6 && !v.segs[j].blank; j++ {
				n := take(v.segs[j].text)
				if n == "" {
					break
				}
				r.party(v, n, RoleCounsel, "", v.segs[j].text, 0, len(v.segs[j].text))
			}
			continue
		}
		if sg.col < 0 || !reCounselHeadOnly.MatchString(t) {
			continue
		}
		beside := false
		for _, o := range v.segs {
			if o.line == sg.line && o.col != sg.col && !o.blank && reCounselHeadOnly.MatchString(strings.TrimSpace(o.text)) {
				beside = true
			}
		}
		if !beside {
			continue
		}
		for j := k + 1; j < len(v.segs); j++ {
			o := v.segs[j]
			if o.blank || o.line > sg.line+6 {
				break
			}
			if o.line == sg.line || o.col < sg.col-3 || o.col > sg.col+3 {
				continue
			}
			if n := take(o.text); n != "" {
				r.party(v, n, RoleCounsel, "", o.text, 0, len(o.text))
			}
		}
	}
}

var (
	// reItemLead numbers an item of a list: "1.", "2.3", "(b)", "iv)".
	reItemLead = regexp.MustCompile(`^\s*(?:\(?\d{1,2}(?:\.\d{1,2})*[.)]?|\(?[a-z]{1,3}[.)])\s+`)
	// reSideLine is an arbitration's labelled line for a party: "Claimant:
	// Halvard Offshore AS, Strandgata 4, Bergen". Group 1 is the label,
	// group 2 the value.
	reSideLine = regexp.MustCompile(`^(?i:(?:the\s+)?(?:first\s+|second\s+|third\s+)?(claimants?|respondents?))(?:\s+(?i:no\.?)\s*\d+)?\s*:\s*(.+)$`)
	// reSideCounselLine labels a party's counsel: "Respondent's counsel:",
	// "Counsel for the Claimant:", "Legal representatives of the
	// Respondent:". Group 1 is the value.
	reSideCounselLine = regexp.MustCompile(`^(?i:(?:(?:the\s+)?(?:claimants?|respondents?)['’]?s?\s+(?:counsel|legal\s+representatives?|representatives?|solicitors?|attorneys?|lawyers?))|(?:counsel|legal\s+representatives?|representatives?|solicitors?|attorneys?|lawyers?)\s+(?:for|of)\s+(?:the\s+)?(?:claimants?|respondents?))\s*:\s*(.+)$`)
	// reMemberLine labels a member of an arbitral tribunal: "Co-arbitrator
	// nominated by the Claimant:", "President:", "Sole Arbitrator:".
	// Group 1 is the value.
	reMemberLine = regexp.MustCompile(`^(?i:(?:the\s+)?(?:(?:party-appointed\s+|co-?)?arbitrator(?:\s+(?:nominated|appointed|designated|chosen|confirmed)\s+by\s+(?:the\s+)?[a-z ]{3,40}?)?|(?:president|chair(?:man|woman|person)?)(?:\s+of\s+the\s+(?:arbitral\s+)?tribunal)?|(?:presiding|sole)\s+arbitrator))\s*:\s*(.+)$`)
)

// arbitralLabels reads the labelled lines by which terms of reference and
// procedural orders list an arbitration's parties, their counsel and its
// tribunal, numbered or not (see reSideLine, reSideCounselLine,
// reMemberLine): the party is the name before its address, the lawyers
// the names before their firm, each member a judge. Only on an
// arbitration's pages: elsewhere "Claimant:" heads a form's box and
// "President:" a company's officer.
func (r *rulesRun) arbitralLabels(v *pageView) {
	low := strings.ToLower(v.norm)
	if !strings.Contains(low, "arbitra") {
		return
	}
	for _, sg := range v.segs {
		if sg.blank {
			continue
		}
		line := sg.text
		t := strings.TrimSpace(reItemLead.ReplaceAllString(line, ""))
		if m := reSideCounselLine.FindStringSubmatch(t); m != nil {
			r.lawyersIn(v, m[1], line)
			continue
		}
		if m := reMemberLine.FindStringSubmatch(t); m != nil {
			if n := benchName(leadingName(m[1])); n != "" {
				r.party(v, n, RoleJudge, "", line, 0, len(line))
			}
			continue
		}
		if m := reSideLine.FindStringSubmatch(t); m != nil {
			n := cleanName(leadingName(m[2]))
			if n == "" || notAParty(n) || neverParty(n) || reHonorific.MatchString(m[2]) && !isPersonName(n) {
				continue
			}
			if !isEntityName(n) && !isPersonName(n) {
				continue
			}
			if role := roleOf(m[1]); role != "" {
				r.party(v, n, role, "", line, 0, len(line))
			}
		}
	}
}

// reSideFor opens one side's lawyers within a line of appearances: "For
// Claimant:", "for the Respondent:", "On behalf of the Defendants:".
var reSideFor = regexp.MustCompile(`(?i)(?:^|[.;:]\s+|\s{2,})(?:appearing\s+)?(?:for|on\s+behalf\s+of)\s+(?:the\s+)?(?:` + labelWords + `)\s*:\s*`)

// appearanceSides reads a line of appearances that gives more than one
// side, or gives its first after a heading ("Appearances: For Claimant: A,
// Esq. and B, Esq., Firm. For Respondent: C, Esq., Firm."): the lawyers
// after each side's label, up to the next (a line that opens with its one
// side is the counsel reader's).
func (r *rulesRun) appearanceSides(v *pageView) {
	for _, sg := range v.segs {
		if sg.blank {
			continue
		}
		t := sg.text
		ms := reSideFor.FindAllStringIndex(t, -1)
		if len(ms) == 0 || len(ms) == 1 && strings.TrimSpace(t[:ms[0][0]]) == "" {
			continue
		}
		// "WITNESSES: For Petitioner: A; B. For Respondent: C.": each
		// side's witnesses, no lawyers.
		witnesses := reWitnessesLead.MatchString(t[:ms[0][0]])
		for i, m := range ms {
			end := len(t)
			if i+1 < len(ms) {
				end = ms[i+1][0]
			}
			list := strings.TrimRight(t[m[1]:end], " .")
			if witnesses {
				for _, piece := range splitEntries(reAndSplit.ReplaceAllString(list, ",")) {
					if n := cleanName(piece); isPersonName(n) {
						r.party(v, n, RoleWitness, "", t, 0, len(t))
					}
				}
				continue
			}
			r.lawyersIn(v, list, t)
		}
	}
}

// reWitnessesLead is a line's label for the witnesses its side labels
// list: "WITNESSES:", "Witnesses called:".
var reWitnessesLead = regexp.MustCompile(`(?i)^\s*witnesses(?:\s+(?:called|heard|examined))?\s*:?\s*$`)

var (
	// reSoOrderedLine is an order's closing words alone on their line.
	reSoOrderedLine = regexp.MustCompile(`^(?i:(?:and\s+)?(?:it\s+is\s+)?so\s+ordered)\s*[.:!]?$`)
	// reSignedMarkName is an electronic signature: "/s/ Bentley R.
	// Geddings", "s/Bentley R. Geddings 2217" (a South Carolina judge's
	// code after the name). Group 1 is the name.
	reSignedMarkName = regexp.MustCompile(`^/?s/\s*(\p{Lu}[\p{L}\p{M}.'’\- ]{3,50}?)(?:\s+\d{3,5})?$`)
)

// soOrderedSigner reads the judge who signs under "SO ORDERED." with an
// electronic signature and no title: whoever signs under the order's
// closing words is the judge.
func (r *rulesRun) soOrderedSigner(v *pageView) {
	if r.class == ClassLetter || r.class == ClassContract {
		return
	}
	for k, sg := range v.segs {
		if sg.blank || !reSoOrderedLine.MatchString(strings.TrimSpace(sg.text)) {
			continue
		}
		seen := 0
		for j := k + 1; j < len(v.segs) && seen < 3; j++ {
			t := strings.TrimSpace(v.segs[j].text)
			if v.segs[j].blank || strings.Trim(t, "_-–. ") == "" || dateOnly(t) {
				continue
			}
			seen++
			if m := reSignedMarkName.FindStringSubmatch(t); m != nil {
				if n := cleanName(m[1]); isPersonName(n) {
					r.party(v, n, RoleJudge, "", v.segs[j].text, 0, len(v.segs[j].text))
				}
				break
			}
		}
	}
}

var (
	// reForTheBoard opens a board's signature: "FOR THE MEDICAL BOARD OF
	// CALIFORNIA".
	reForTheBoard = regexp.MustCompile(`^(?i:for\s+the\s+.{2,80}?\b(?:board|commission|tribunal|authority|panel|council))\b`)
	// reChairLine is the name of who chairs, with the office after it:
	// "Ravi K. Sethuraman, M.D., Chair". Group 1 is the name.
	reChairLine = regexp.MustCompile(`^(\p{Lu}[\p{L}\p{M}.'’\- ]{3,50}?)(?:,\s*(?:M\.\s?D\.|D\.\s?O\.|Ph\.\s?D\.|Esq\.|J\.\s?D\.))?,\s*(?i:chair(?:man|woman|person)?|president|presiding\s+member|panel\s+chair)$`)
)

// boardChairSigner reads who signs a board's decision as its chair, under
// "FOR THE ... BOARD": the one who decides for it.
func (r *rulesRun) boardChairSigner(v *pageView) {
	if r.class == ClassLetter || r.class == ClassContract {
		return
	}
	for k, sg := range v.segs {
		if sg.blank || !reForTheBoard.MatchString(strings.TrimSpace(sg.text)) {
			continue
		}
		for j := k + 1; j < len(v.segs) && j <= k+5; j++ {
			if m := reChairLine.FindStringSubmatch(strings.TrimSpace(v.segs[j].text)); m != nil {
				if n := cleanName(m[1]); isPersonName(n) {
					r.party(v, n, RoleJudge, "", v.segs[j].text, 0, len(v.segs[j].text))
				}
				break
			}
		}
	}
}
