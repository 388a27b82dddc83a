package model

import (
	"regexp"
	"strings"
	"unicode"
)

// DocClass is the kind of a legal document, the first thing the rules
// decide about it: what sections it has (a caption, appearances, signature
// blocks, mail headers, a table of dates) follows from its kind.
type DocClass string

// The document classes.
const (
	ClassPleading     DocClass = "pleading"     // a paper with a caption: complaint, answer, motion, petition, brief
	ClassOrder        DocClass = "order"        // an order, judgment, decree, opinion or award
	ClassDeclaration  DocClass = "declaration"  // a declaration, affidavit, verification or witness statement
	ClassTranscript   DocClass = "transcript"   // a hearing or deposition transcript
	ClassLetter       DocClass = "letter"       // a letter or an email
	ClassContract     DocClass = "contract"     // an agreement between parties
	ClassForm         DocClass = "form"         // an official form of labelled boxes
	ClassDocketSheet  DocClass = "docket sheet" // a court's list of filings
	ClassExhibitCover DocClass = "exhibit cover"
	ClassOther        DocClass = "other"
)

var (
	reClsDocket     = regexp.MustCompile(`(?i)\bdocket for case\b|\bdate filed\s+#\s+docket text\b|\bdocket text\b`)
	reClsTranscript = regexp.MustCompile(`(?i)\btranscript of\b|\breporter'?s certificate\b|\bexamination by\b|\bdeposition of\b.*\btaken\b|(?m)^\s*(?:\d+\s+)?Q\.\s`)
	reClsSpeaker    = regexp.MustCompile(`(?m)^\s*(?:\d+\s+)?(?:THE COURT|THE WITNESS|THE DEFENDANT|MR\. [A-Z]+|MS\. [A-Z]+):`)
	reClsMail       = regexp.MustCompile(`(?im)(?:^|-{3,}\s*)from:\s*\S.*$`)
	reClsMailTo     = regexp.MustCompile(`(?im)^\s*(?:to|sent|date|subject):\s*\S`)
	reClsSalutation = regexp.MustCompile(`(?m)^\s*(?:Dear\s+\S|Sir,|Madam,|To whom it may concern)`)
	reClsClosing    = regexp.MustCompile(`(?im)^\s*(?:sincerely|very truly yours|yours (?:faithfully|sincerely|truly)|respectfully yours|respectfully,|respectfully submitted,|best regards|regards|kind regards|warm regards|thanks,|thank you,)`)
	// reClsOrderTitle: a ruling's title line, in capitals ("ORDER ON
	// DEFENDANTS' SPECIAL EXCEPTIONS", "PROCEDURAL ORDER No. 1") or, alone
	// on its line, in title case ("Award", "Final Award").
	reClsOrderTitle = regexp.MustCompile(`(?m)^\s*(?:[A-Z ]+\s)?(?:ORDER|JUDGMENT|JUDGEMENT|DECREE|OPINION|MEMORANDUM OPINION|DECISION|AWARD|JUDGMENT ENTRY|MINUTE ORDER|MINUTE ENTRY)\b[A-Z0-9 ,()./'’-]*(?:\bNo\.?\s*\d+[A-Z0-9 ,()./-]*)?$|(?m)^\s*(?:(?:Final|Partial|Interim|Consent|Procedural) )?(?:Award|Order|Judgment|Judgement|Decree)\s*$`)
	reClsOrdered    = regexp.MustCompile(`(?im)\bit is (?:hereby |further )?ordered\b|\bso ordered\b|\bper curiam\b|\bit is adjudged\b|\bminute entry before\b|\bnotification of docket entry\b|\bthe (?:lord|lady) ordinary,?\s+having\b|\bthe sheriff,?\s+having\b|^\s*interlocutor\b`)
	// reClsDeclTitle: a declaration's title, in capitals or in title case
	// alone on its line; never a sentence that begins "declaration that".
	reClsDeclTitle = regexp.MustCompile(`(?m)^\s*(?:[A-Z]+ )?(?:DECLARATION|AFFIDAVIT|VERIFICATION|WITNESS STATEMENT|STATUTORY DECLARATION)\b|(?m)^\s*(?:[A-Z][a-z]+ )?(?:Declaration|Affidavit|Verification|Witness Statement|Statutory Declaration)\b(?: of\b[^.]*)?\s*$`)
	reClsSworn     = regexp.MustCompile(`(?i)\bdeclare under penalty of perjury\b|\bbeing (?:first )?duly sworn\b|\bwill say as follows\b|\bsworn (?:to )?before me\b|\bsolemnly (?:affirm|declare)\b`)
	reClsContract  = regexp.MustCompile(`(?i)\bby\s+and\s+between\b|\bin\s+witness\s+whereof\b|\bthe\s+parties\s+(?:hereto\s+)?agree\b|\bnow,?\s+therefore\b|\b(?:is|are)\s+(?:made|entered\s+into)\b[^.]{0,80}\bbetween\b`)
	reClsAgreement = regexp.MustCompile(`(?m)^\s*(?:[A-Z][A-Z ,&-]*\s)?(?:AGREEMENT|CONTRACT|CHARTER(?:PARTY)?|LEASE|PROMISSORY NOTE|DEED(?: OF [A-Z]+)?|GUARANTY|GUARANTEE|LAST WILL AND TESTAMENT|MEMORANDUM OF UNDERSTANDING|TERM SHEET|(?:INSURANCE )?POLICY|(?:POLICY|LIABILITY|COVERAGE) DECLARATIONS)\b`)
	// reClsInstrument: the words by which an instrument binds its parties.
	reClsInstrument = regexp.MustCompile(`(?i)\bagree(?:s|d|ments?)?\b|\bby signing\b|\bpromises? to pay\b|\bdeclare this to be my\b|\bentered into\b|\(\s*(?:the\s+)?["“]\p{Lu}[\p{L}\p{M} -]{1,30}["”]\s*\)`)
	reClsNoticeTo   = regexp.MustCompile(`(?im)^\s*to:\s*\S`)
	reClsNotice     = regexp.MustCompile(`(?im)^\s*(?:[A-Z]+ )*NOTICE\b|\bplease take notice\b|\bnotice to the person\b`)
	reClsCheckbox   = regexp.MustCompile(`\[\s?[Xx ]?\s?\]|☐|☒`)
	reClsFormHead   = regexp.MustCompile(`(?im)^\s*(?:[A-Z]{2,8}\s+)?form\s+[\w.-]*\d`)
	reClsCaptionV   = regexp.MustCompile(`(?im)^\s*(?:v\.?|vs\.?|versus|-\s*against\s*-|-\s*and\s*-|and)\s*$|\bv\.\s|\bvs\.\s`)
	reClsLineNo     = regexp.MustCompile(`^\s*\d{1,2}\s*$`)
	reClsCounselSig = regexp.MustCompile(`(?im)^\s*(?:proposed\s+)?(?:counsel|attorneys?|lawyers|solicitors)\s+(?:to|for)\s+(?:the\s+)?[A-Z]`)
	reClsExhibit    = regexp.MustCompile(`(?i)^\s*exhibit\s+[a-z0-9-]{1,4}\s*$`)
	// reClsJudgmentCover: the labels of a judgment's cover sheet, as
	// Commonwealth courts and their law reports print it ("Medium Neutral
	// Citation:", "Neutral Citation Number:", "Judgment of:", "Decision
	// Date:", "Date of judgment:").
	reClsJudgmentCover = regexp.MustCompile(`(?im)^\s*(?:(?:medium\s+)?neutral\s+citation(?:\s+number)?|judgment\s+of|decision\s+date|date\s+of\s+(?:judgment|decision))\s*:`)
	// reClsCatchword: a judgment's catchwords, an area of law in capitals
	// then a dash and the points in lower case ("CONTRACT - repudiation -
	// damages"), which names no instrument.
	reClsCatchword = regexp.MustCompile(`(?m)^\s*[A-Z][A-Z ,&]+\s+[-–—]\s+[a-z].*$`)
)

// ClassifyDocument decides a document's class from its first pages, read
// with their furniture taken out. The order of the tests matters: a
// declaration and an order both carry a caption, so the title and the
// words of an oath or a ruling decide before the caption does.
func ClassifyDocument(pages []string) DocClass {
	if len(pages) == 0 {
		return ClassOther
	}
	first := pages[0]
	head := first
	if len(pages) > 1 {
		head += "\n" + pages[1]
	}
	nonBlank := 0
	exhibit := false
	for _, l := range strings.Split(first, "\n") {
		if strings.TrimSpace(l) != "" {
			nonBlank++
			exhibit = exhibit || reClsExhibit.MatchString(l)
		}
	}
	top := firstLines(first, 25)
	// Pleading paper numbers its lines down the margin, and an attorney's
	// block may come before the caption: the caption tests read the first
	// forty lines of words.
	capTop := wordLines(first, 40)
	switch {
	case exhibit && nonBlank <= 4:
		return ClassExhibitCover
	case reClsDocket.MatchString(head):
		return ClassDocketSheet
	case len(reClsMail.FindAllString(top, -1)) >= 1 && len(reClsMailTo.FindAllString(top, -1)) >= 2:
		return ClassLetter
	case reClsTranscript.MatchString(head) && (len(reClsSpeaker.FindAllString(head, -1)) >= 2 || strings.Count(head, "Q.") >= 2) ||
		strings.Contains(strings.ToUpper(top), "TRANSCRIPT OF PROCEEDINGS"):
		return ClassTranscript
	case reClsNoticeTo.MatchString(top) && reClsNotice.MatchString(top) && !reClsCaptionV.MatchString(capTop):
		return ClassLetter // a notice sent to a party: "TO: ...", "PLEASE TAKE NOTICE"
	case reClsOrderTitle.MatchString(capTop) && !reClsDeclTitle.MatchString(capTop) && titleClass(pages) != ClassPleading:
		return ClassOrder
	case isFormTitled(top) && !reClsCaptionV.MatchString(capTop):
		return ClassForm
	case reClsSalutation.MatchString(first) && reClsClosing.MatchString(strings.Join(pages, "\n")) &&
		!reClsCaptionV.MatchString(capTop) && !hasLabelLine(capTop):
		return ClassLetter // a notice or demand written as a letter, without a caption
	case titleClass(pages) != "":
		return titleClass(pages)
	case reClsDeclTitle.MatchString(top):
		return ClassDeclaration
	case reClsOrderTitle.MatchString(top) || reClsOrdered.MatchString(head) && !reClsSworn.MatchString(head) || reClsJudgmentCover.MatchString(top):
		return ClassOrder
	case reClsAgreement.MatchString(reClsCatchword.ReplaceAllString(top, "")) && (reClsContract.MatchString(head) || reClsInstrument.MatchString(head)):
		return ClassContract
	case reClsSalutation.MatchString(head) && reClsClosing.MatchString(strings.Join(pages, "\n")):
		return ClassLetter
	case reClsFormHead.MatchString(top) || len(reClsCheckbox.FindAllString(first, -1)) >= 3:
		return ClassForm
	case reClsCaptionV.MatchString(capTop) && reClsLabel.MatchString(capTop) || hasLabelLine(capTop):
		return ClassPleading
	case reClsSworn.MatchString(head):
		return ClassDeclaration
	case reClsContract.MatchString(head):
		return ClassContract
	case reClsCounselSig.MatchString(first) && strings.Contains(first, "/s/"):
		return ClassPleading // a court paper's signature page, filed alone
	}
	return ClassOther
}

// titleKinds map the first word of a court paper's title that names its
// kind to the class: "COMPLAINT FOR DECLARATORY JUDGMENT" is a pleading,
// "PROCEDURAL ORDER NO. 1" an order, "DECLARATION OF X IN SUPPORT OF
// MOTION" a declaration. A title that opens with "MEMORANDUM" takes the
// kind of its next word ("MEMORANDUM OPINION AND ORDER").
var titleKinds = []struct {
	re    *regexp.Regexp
	class DocClass
}{
	{regexp.MustCompile(`\b(?:ORDER|JUDGMENT|JUDGEMENT|DECREE|OPINION|DECISION|AWARD|RULING|MINUTE ENTRY|MINUTE ORDER|PER CURIAM)\b`), ClassOrder},
	{regexp.MustCompile(`\b(?:DECLARATION|AFFIDAVIT|VERIFICATION|WITNESS STATEMENT|STATUTORY DECLARATION|CERTIFICATION OF)\b`), ClassDeclaration},
	{regexp.MustCompile(`\b(?:TRANSCRIPT|DEPOSITION|EXAMINATION FOR DISCOVERY)\b`), ClassTranscript},
	{regexp.MustCompile(`\b(?:COMPLAINT|PETITION|ANSWER|MOTION|NOTICE|BRIEF|REPLY|RESPONSE|OPPOSITION|OBJECTIONS?|REQUEST|APPLICATION|STATEMENT OF (?:CLAIM|CASE|DEFEN[CS]E)|PARTICULARS OF CLAIM|DEFEN[CS]E|INDICTMENT|^(?:CRIMINAL |SUPERSEDING |BILL OF )?INFORMATION|SUMMONS|SUBPOENA|STIPULATION|REPORT|CERTIFICATE OF SERVICE|ENTRY OF APPEARANCE|DEMAND|ANSWERING STATEMENT|COUNTERCLAIM|INTERROGATORIES)\b`), ClassPleading},
}

// titleClass is the class the document's title names, or "" (no title, or
// none of titleKinds). Of the kinds the title names, the earliest wins.
func titleClass(pages []string) DocClass {
	t := strings.ToUpper(DocumentTitle(pages))
	if t == "" {
		return ""
	}
	t = strings.TrimPrefix(t, "MEMORANDUM ")
	best, at := DocClass(""), len(t)+1
	for _, k := range titleKinds {
		if loc := k.re.FindStringIndex(t); loc != nil && loc[0] < at {
			best, at = k.class, loc[0]
		}
	}
	return best
}

// formTitles are the titles of official forms of several jurisdictions,
// each printed alone on its line: a charge to an equality agency or a
// labour board, a bankruptcy proof of claim, an English claim form or
// acknowledgment of service, an employment tribunal's claim or response
// form, a police incident report.
var formTitles = regexp.MustCompile(`(?im)^[^.:\n]{0,60}\b(?:CHARGE OF DISCRIMINATION|CHARGE AGAINST (?:EMPLOYER|LABOU?R ORGANI[SZ]ATION)|PROOF OF CLAIM|CLAIM FORM|ACKNOWLEDG(?:E)?MENT OF SERVICE|RESPONSE FORM|APPLICATION FORM|CLAIM TO AN EMPLOYMENT TRIBUNAL|RESPONSE TO A CLAIM|INCIDENT REPORT|ACCIDENT REPORT|POLICE REPORT|FIRST INFORMATION REPORT)\b(?:\s*[-–]\s*[\w-]+)?\s*$`)

// isFormTitled tells whether the top of a first page carries an official
// form's title.
func isFormTitled(top string) bool {
	if formTitles.MatchString(top) {
		return true
	}
	for _, t := range reCapsFormTitle.FindAllString(top, -1) {
		if !strings.Contains(t, "TO FORM") {
			return true
		}
	}
	return false
}

// reCapsFormTitle is a form's title in capitals ending in FORM alone on its
// line ("COMPLAINT FORM", "CLAIM FORM ET1"), never "APPROVED AS TO FORM".
var reCapsFormTitle = regexp.MustCompile(`(?m)^\s*(?:[A-Z]+ ){1,3}FORM(?:\s+[A-Z0-9/-]*\d[A-Z0-9/-]*)?\s*$`)

func hasLabelLine(s string) bool {
	n := 0
	for _, l := range strings.Split(s, "\n") {
		if reClsLabel.MatchString(strings.TrimRight(l, " )§:")) {
			n++
		}
	}
	return n >= 2
}

// wordLines is the first n lines of s that hold more than a margin's line
// number.
func wordLines(s string, n int) string {
	var out []string
	for _, l := range strings.Split(s, "\n") {
		if strings.TrimSpace(l) == "" || reClsLineNo.MatchString(l) {
			continue
		}
		out = append(out, l)
		if len(out) == n {
			break
		}
	}
	return strings.Join(out, "\n")
}

func firstLines(s string, n int) string {
	ls := strings.SplitN(s, "\n", n+1)
	if len(ls) > n {
		ls = ls[:n]
	}
	return strings.Join(ls, "\n")
}

var (
	reTitleWords = regexp.MustCompile(`\b(?:COMPLAINT|ANSWER|MOTION|ORDER|JUDGMENT|JUDGEMENT|DECREE|OPINION|DECISION|AWARD|DECLARATION|AFFIDAVIT|PETITION|NOTICE|STIPULATION|MEMORANDUM|BRIEF|REPORT|INDICTMENT|INFORMATION|TRANSCRIPT|OBJECTIONS?|CERTIFICATE|ENTRY|APPLICATION|REQUEST|RESPONSE|REPLY|OPPOSITION|PARTICULARS|CLAIM|DEFENCE|DEFENSE|STATEMENT|SUBPOENA|SUMMONS|WARRANT|APPEARANCE|CONSENT|RETURN|PLEA|VERDICT|PROOF|REQUEST FOR ARBITRATION)\b`)
	// reFieldLine: a labelled field ("DEFENSE: KAREN YEE, APD"), never a title.
	reFieldLine = regexp.MustCompile(`^[A-Z][A-Z .'/()]{0,25}:\s*\S`)
	reNotTitle  = regexp.MustCompile(`(?i)\bcourt\b|\bdistrict\b|\bdivision\b|\bstate of\b|\bcounty\b|\bcase no\b|\bv\.|\bvs\.|\bin re\b|\bin the matter\b|\bbetween\b|\bplaintiff|\bdefendant|\bdocket|\bno\.\s*\d|\bpage\b`)
)

func lowerLetters(s string) int {
	n := 0
	for _, r := range s {
		if unicode.IsLower(r) {
			n++
		}
	}
	return n
}

var titleSmall = map[string]bool{"to": true, "a": true, "an": true, "by": true, "with": true, "or": true, "as": true, "under": true, "from": true}

// DocumentTitle is the title printed on a document's first page ("JOINT
// REPORT OF RULE 26(f) MEETING", "ANSWER"), recased ("Joint Report of Rule
// 26(f) Meeting"), or "" when the page has none: the first all-capitals
// line, outside the caption, that names a kind of court paper.
func DocumentTitle(pages []string) string {
	if len(pages) == 0 {
		return ""
	}
	for _, l := range strings.Split(pages[0], "\n") {
		t := strings.Trim(l, " \t)§:|")
		if len(t) < 4 || len(t) > 90 || lowerLetters(t) > 2 || !reTitleWords.MatchString(t) || reNotTitle.MatchString(t) || reFieldLine.MatchString(t) {
			continue
		}
		orig := strings.Fields(strings.Trim(t, " .:"))
		words := strings.Fields(titleCase(strings.Trim(t, " .:")))
		for i, w := range words {
			switch {
			case len(orig) == len(words) && lowerLetters(orig[i]) > 0:
				words[i] = orig[i] // "26(f)" as printed
			case i > 0 && titleSmall[strings.ToLower(w)]:
				words[i] = strings.ToLower(w)
			}
		}
		return strings.Join(words, " ")
	}
	return ""
}
