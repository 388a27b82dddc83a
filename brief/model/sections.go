package model

import (
	"regexp"
	"strings"
)

// SectionKind is the kind of a region of a page: the second thing the rules
// decide, after the document's class. Each kind is read by its own readers
// (sectionReaders), so a reader meets only the lines it was written for: a
// timetable's column headings never reach the caption reader, an email's
// header lines never reach the contract reader.
type SectionKind string

// The section kinds.
const (
	SectionBody        SectionKind = "body"         // prose: numbered paragraphs, sentences
	SectionCaption     SectionKind = "caption"      // the court, the parties with their labels, the title
	SectionAppearances SectionKind = "appearances"  // "APPEARANCES:", "Representation", a transcript's list of counsel
	SectionSignature   SectionKind = "signature"    // "Respectfully submitted", "/s/", "By:", a letter's closing
	SectionServiceList SectionKind = "service list" // a certificate or proof of service and whom it was served on
	SectionTable       SectionKind = "table"        // column headings and their rows (a timetable, a schedule)
	SectionMailHeader  SectionKind = "mail header"  // From:, To:, Cc:, Sent:, Subject:
	// SectionNote is the note an English witness statement prints in its
	// top corner: the party it is made for, the witness's initial and
	// surname, which statement, the exhibits and the date ("Claimant /
	// R Bevan / First / Exhibit RB1 / 12 January 2024").
	SectionNote SectionKind = "marginal note"
)

// columnHeadings are the words that head a table's columns in legal papers
// (timetables, schedules of deadlines, exhibit lists, privilege logs,
// payment schedules): a run of two or more of them, each alone on its line
// (or as cells of one line), opens a table.
var columnHeadings = map[string]bool{
	"step": true, "party": true, "parties": true, "date": true, "dates": true, "deadline": true, "event": true,
	"events": true, "action": true, "description": true, "document": true, "documents": true, "no.": true,
	"no": true, "item": true, "amount": true, "status": true, "name": true, "role": true, "time": true,
	"location": true, "responsible party": true, "due date": true, "proposed date": true, "proposed deadline": true,
	"days": true, "filed": true, "docket text": true, "exhibit": true, "exhibits": true, "author": true,
	"recipient": true, "recipients": true, "privilege": true, "bates": true, "bates range": true, "page": true,
	"pages": true, "subject": true, "type": true, "balance": true, "payment": true, "principal": true,
	"interest": true, "period": true, "hours": true, "rate": true, "total": true, "activity": true, "task": true,
	"by": true, "served by": true, "submission": true, "order": true, "ref": true, "reference": true,
	"witness": true, "witnesses": true, "claimant": true, "respondent": true, "defendant": true, "plaintiff": true,
	"procedural step": true, "date due": true, "issue": true, "comments": true, "notes": true,
}

var (
	reMailLine = regexp.MustCompile(`(?i)^(?:-{2,}[^:]*-{2,}\s*)?(?:from|to|cc|bcc|sent|date|subject|re)\s*:`)
	// reCoverLabel is a fax cover's or a memo's other labelled line
	// among its "To:" and "From:" lines ("Firm:", "Fax:", "Pages:").
	reCoverLabel    = regexp.MustCompile(`(?i)^(?:firm|company|organi[sz]ation|fax(?:\s+no\.?)?|facsimile|phone|tel(?:ephone)?|pages?|no\.\s+of\s+pages|number\s+of\s+pages|attn|attention)\s*:`)
	reMailFrom      = regexp.MustCompile(`(?i)^(?:-{2,}[^:]*-{2,}\s*)?from\s*:`)
	reSignatureHead = regexp.MustCompile(`(?i)^(?:respectfully submitted|respectfully,|dated:|/s/|s/\s|by:|signed[: ]|in witness whereof|sincerely|yours (?:faithfully|sincerely|truly)|very truly yours|(?:best |kind |warm )?regards|it is so ordered|so ordered|entered:|agreed(?: and accepted)?:|approved as to form|for and on behalf of|on behalf of the)`)
	reServiceHead   = regexp.MustCompile(`(?i)^(?:certificate of service|proof of service|affidavit of service|service list|cc:|copies to:|copy to:)`)
	reAppearHead    = regexp.MustCompile(`(?i)^(?:appearances|representation|present|counsel appearing|for the (?:plaintiffs?|defendants?|claimants?|respondents?|petitioners?|appellants?|appellees?|applicants?|government|people|state|debtors?))\s*:?\s*$`)
	reNoteOrdinal   = regexp.MustCompile(`(?i)^(?:first|second|third|fourth|fifth|sixth|1st|2nd|3rd|[4-9]th)(?:\s+(?:witness\s+)?(?:statement|affidavit))?$`)
	// reNoteMade is a corner note's line of when its paper was sworn or
	// filed: "Sworn on 14 October 2024", "Filed: 16.10.2024".
	reNoteMade    = regexp.MustCompile(`(?i)^(?:sworn|affirmed|filed|made|dated)(?:\s+on)?\s*:?\s+\d`)
	reNoteExhibit = regexp.MustCompile(`(?i)^(?:exhibits?|exh\.?)\s*:?\s*[A-Z]{1,4}\s?\d{0,3}(?:\s*(?:-|to|,)\s*[A-Z]{1,4}\s?\d{0,3})*$|^no exhibits?$`)
	reSecNumbered = regexp.MustCompile(`^\(?\d{1,3}[.)]\s+[A-Z]`)
)

// PageSections labels each line of one page (its furniture already out)
// with the section it belongs to, by the grammar of each kind: a caption
// from the top of a document's first page to the first line of prose after
// its labels; appearances under their heading; a signature block from its
// opening words ("Respectfully submitted", "/s/", "By:", a closing); a
// service list under its heading; a table from its column headings through
// its rows; a mail header's labelled lines. Other lines are body.
func PageSections(class DocClass, page int, text string) []SectionKind {
	lines := strings.Split(text, "\n")
	kinds := make([]SectionKind, len(lines))
	for i := range kinds {
		kinds[i] = SectionBody
	}
	trim := func(i int) string { return strings.TrimSpace(lines[i]) }
	words := func(i int) int { return len(strings.Fields(lines[i])) }

	// Mail headers: a run of labelled lines holding a From: line.
	for i := 0; i < len(lines); {
		j := i
		from := false
		for j < len(lines) && (reMailLine.MatchString(trim(j)) || j > i && reCoverLabel.MatchString(trim(j))) {
			from = from || reMailFrom.MatchString(trim(j))
			j++
		}
		if j-i >= 2 && from {
			for k := i; k < j; k++ {
				kinds[k] = SectionMailHeader
			}
		}
		i = max(j, i+1)
	}

	// Tables: column headings, then rows of short cells.
	for i := 0; i < len(lines); i++ {
		n := headingRun(lines, i)
		if n == 0 {
			continue
		}
		j := i + n
		if n == 1 {
			j = i + 1 // one line of cells
		}
		rows := 0
		for j < len(lines) && rows < 80 {
			t := trim(j)
			if t == "" {
				if j+1 < len(lines) && trim(j+1) == "" {
					break
				}
				j++
				continue
			}
			if words(j) > 9 || reSecNumbered.MatchString(t) || strings.HasSuffix(t, ".") && words(j) > 5 ||
				reSignatureHead.MatchString(t) || reServiceHead.MatchString(t) || reAppearHead.MatchString(t) {
				break
			}
			j++
			rows++
		}
		if rows == 0 {
			continue
		}
		for k := i; k < j; k++ {
			kinds[k] = SectionTable
		}
		i = j - 1
	}

	// Appearances, signature blocks and service lists: from their opening
	// line while lines stay short (names, firms, addresses, bar numbers).
	block := func(i int, kind SectionKind, limit int) int {
		j := i
		for j < len(lines) && j-i < limit {
			if kinds[j] != SectionBody && kinds[j] != kind {
				break
			}
			if t := trim(j); t != "" && j > i && (words(j) > 14 || reSecNumbered.MatchString(t)) {
				break
			}
			kinds[j] = kind
			j++
		}
		return j
	}
	for i := 0; i < len(lines); i++ {
		if kinds[i] != SectionBody {
			continue
		}
		t := trim(i)
		switch {
		case reServiceHead.MatchString(t):
			i = block(i, SectionServiceList, 40) - 1
		case reAppearHead.MatchString(t):
			i = block(i, SectionAppearances, 30) - 1
		case reSignatureHead.MatchString(t) && !reClerkDeputy.MatchString(t):
			i = block(i, SectionSignature, 16) - 1
		}
	}

	// A witness statement's corner note: among the first lines of its
	// first page, a short run holding which statement it is and its
	// exhibits.
	if page == 1 {
		ord, exh := -1, -1
		for i := 0; i < len(lines) && i < 10; i++ {
			switch t := trim(i); {
			case reNoteOrdinal.MatchString(t):
				ord = i
			case reNoteExhibit.MatchString(t):
				exh = i
			case reNoteMade.MatchString(t) && (exh < 0 || ord >= 0 && i-ord <= 3 && max(ord, exh)-min(ord, exh) > 3):
				exh = i // the made line nearest the ordinal, not a filing stamp above

			}
		}
		if ord >= 0 && exh >= 0 && max(ord, exh)-min(ord, exh) <= 3 {
			from, to := min(ord, exh), max(ord, exh)
			for from > 0 && trim(from-1) != "" && words(from-1) <= 4 && from > max(ord, exh)-5 {
				from--
			}
			for to+1 < len(lines) && trim(to+1) != "" && words(to+1) <= 4 && to < min(ord, exh)+5 {
				to++
			}
			for k := from; k <= to; k++ {
				kinds[k] = SectionNote
			}
		}
	}

	// The caption: on a captioned document's first page, from the top to
	// the first line of prose after the last label or "v." line.
	if page == 1 && class != ClassLetter && class != ClassContract && class != ClassExhibitCover {
		last := -1
		for i := 0; i < len(lines) && i < 80; i++ {
			t := strings.TrimRight(trim(i), " )§:|")
			if words(i) > 10 {
				continue // prose that ends on a label ("... for the Respondent,") anchors no caption
			}
			if kinds[i] == SectionSignature || kinds[i] == SectionServiceList {
				continue // "Attorney for Respondent" under a signature anchors no caption
			}
			if reClsLabel.MatchString(t) || reClsCaptionV.MatchString(t) || reCaptionAnchor.MatchString(t) {
				last = i
			}
		}
		if last >= 0 {
			end := last + 1
			for end < len(lines) && words(end) <= 12 && !reSecNumbered.MatchString(trim(end)) {
				end++
			}
			prev := "" // the last line with words
			for k := 0; k < end; k++ {
				// A reading-order extraction may put a caption's column of
				// labels after the appearances' headings ("For the
				// Appellant" / "For the Respondent" / "Appellant" /
				// "Respondent"): a bare label there is the caption's still.
				labels := kinds[k] == SectionAppearances && reLabel.MatchString(trim(k)) && (reLabel.MatchString(prev) || reForSideHead.MatchString(prev))
				if kinds[k] == SectionBody || labels {
					kinds[k] = SectionCaption
				}
				if t := trim(k); t != "" {
					prev = t
				}
			}
		}
	}
	return kinds
}

// reClerkDeputy is the last line of a clerk's filing stamp, the deputy
// who filed the paper ("By: Kenji Moreau, Deputy", "By: A. Ruiz, Deputy
// Clerk"): it opens no signature block.
var reClerkDeputy = regexp.MustCompile(`(?i)^by:?\s+[^,]{2,60},?\s+deputy(?:\s+(?:district\s+|county\s+)?clerk)?\s*$`)

// reCaptionAnchor is a caption's line that names no side but marks a
// caption all the same: "In re", "In the Matter of", "Will of", "Estate
// of", "Deceased.".
var reCaptionAnchor = regexp.MustCompile(`(?i)^(?:in\s+re\b|in\s+the\s+matter\s+of\b|(?:probate\s+proceeding,?\s+)?(?:last\s+)?will\s+of\b|(?:in\s+)?(?:the\s+)?(?:estate|guardianship)\s+of\b|deceased[.,]?$|a\s+minor[.,]?$)`)

// headingRun is the number of lines, from line i on, that are column
// headings (two or more, each alone on its line), 1 when line i alone holds
// two or more headings as cells set apart by wide gaps, else 0.
func headingRun(lines []string, i int) int {
	// A heading stands bare: "DATE:" is a form's label for the value
	// beside or below it (pairLabels reads those).
	isHeading := func(s string) bool {
		s = strings.ToLower(strings.TrimSpace(s))
		return s != "" && columnHeadings[s]
	}
	// Party labels head columns too, but a caption prints them alone on
	// their lines as well: a run must hold a heading that is not one.
	// nor a document's title ("Defendant" / "ORDER" under a caption).
	strong := func(s string) bool {
		s = strings.ToLower(strings.TrimSpace(s))
		return isHeading(s) && !roleHeadings[s] && !titleHeadings[s]
	}
	n, st := 0, false
	for i+n < len(lines) && isHeading(lines[i+n]) {
		st = st || strong(lines[i+n])
		n++
	}
	if n >= 2 && st {
		return n
	}
	cells := regexp.MustCompile(`\s{2,}|\t`).Split(strings.TrimSpace(lines[i]), -1)
	if len(cells) < 2 {
		return 0
	}
	st = false
	for _, c := range cells {
		if !isHeading(c) {
			return 0
		}
		st = st || strong(c)
	}
	if !st {
		return 0
	}
	return 1
}

// titleHeadings are the column headings that are also a document's title.
var titleHeadings = map[string]bool{"order": true, "judgment": true, "award": true, "decision": true}

// roleHeadings are the column headings that are also a caption's labels.
var roleHeadings = map[string]bool{"party": true, "parties": true, "claimant": true, "respondent": true,
	"defendant": true, "plaintiff": true, "witness": true, "witnesses": true, "recipient": true, "name": true, "by": true}

// viewPageOf is page text's view for the readers of some sections: the
// lines of other sections are blanked (so line numbers and paragraph breaks
// stay where they were), while quotes are still taken from, and grounded
// against, the whole page.
func viewPageOf(doc, num int, text string, kinds []SectionKind, keep func(SectionKind) bool) pageView {
	lines := strings.Split(text, "\n")
	masked := false
	for i := range lines {
		if i < len(kinds) && !keep(kinds[i]) {
			lines[i] = ""
			masked = true
		}
	}
	if !masked {
		return viewPage(doc, num, text)
	}
	v := viewPage(doc, num, strings.Join(lines, "\n"))
	v.norm = Normalize(text)
	return v
}

// The party readers of the rules, by name, so that classSkips can route.
const (
	readCaption          = "caption"
	readCounsel          = "counsel"
	readCounselProse     = "counsel in prose"
	readPublicCounsel    = "public counsel"
	readCounselOffice    = "counsel by office"
	readJudge            = "judge"
	readJudgeTitle       = "judge by title"
	readDeclarants       = "declarants"
	readEmails           = "emails"
	readContract         = "contract"
	readBodyParties      = "body parties"
	readDocket           = "docket parties"
	readAppearances      = "appearances"
	readLabelFirst       = "label first"
	readOpinionFront     = "opinion front"
	readFormParties      = "form parties"
	readFormBoxes        = "form boxes"
	readLawyerBoxes      = "lawyer boxes"
	readAliases          = "aliases"
	readTribunal         = "tribunal"
	readArbitralLabels   = "arbitral labels"
	readAppearSides      = "appearance sides"
	readBlockCaption     = "block caption"
	readWitnesses        = "witnesses"
	readWitnessGrammar   = "witness grammar"
	readInstructed       = "instructed counsel"
	readAppearClauses    = "appearance clauses"
	readCounselCols      = "counsel columns"
	readRepresented      = "represented by"
	readParticipants     = "case participants"
	readCounselBlocks    = "counsel blocks"
	readCounselTitles    = "counsel titles"
	readAppearLines      = "appearance lines"
	readCounselList      = "counsel list"
	readRepBoxes         = "representative boxes"
	readCopiesList       = "copies list"
	readServiceList      = "service list"
	readSelfRep          = "self-represented signers"
	readSummons          = "summons attorney"
	readWitnessList      = "witness list"
	readByAfterAttorneys = "lawyers by name after their client"
	readPartyStatements  = "party statements"
	readLetters          = "letters"
	readNotices          = "notices"
)

// pageReaders are the page-by-page party readers, in the order they run.
var pageReaders = []struct {
	name string
	read func(*rulesRun, *pageView)
}{
	{readCounsel, (*rulesRun).counsel},
	{readCounselProse, (*rulesRun).counselInProse},
	{readPublicCounsel, (*rulesRun).publicCounsel},
	{readCounselOffice, (*rulesRun).counselByOffice},
	{readJudge, (*rulesRun).judge},
	{readJudgeTitle, (*rulesRun).judgeByTitle},
	{readBenchJudges, (*rulesRun).benchJudges},
	{readDeclarants, (*rulesRun).declarants},
	{readEmails, (*rulesRun).emails},
	{readContract, (*rulesRun).contract},
	{readBodyParties, (*rulesRun).bodyParties},
	{readDefinedRoles, (*rulesRun).definedRoles},
	{readPartyStatements, (*rulesRun).partyStatements},
	{readDocket, (*rulesRun).docketParties},
	{readAppearances, (*rulesRun).appearances},
	{readLabelFirst, (*rulesRun).labelFirst},
	{readOpinionFront, (*rulesRun).opinionFront},
	{readFormParties, (*rulesRun).formParties},
	{readFormBoxes, (*rulesRun).formBoxes},
	{readLawyerBoxes, (*rulesRun).lawyerBoxes},
	{readAliases, (*rulesRun).aliases},
	{readTribunal, (*rulesRun).tribunal},
	{readArbitralLabels, (*rulesRun).arbitralLabels},
	{readAppearSides, (*rulesRun).appearanceSides},
	{readBlockCaption, (*rulesRun).blockCaption},
	{readWitnesses, (*rulesRun).witnesses},
	{readWitnessGrammar, (*rulesRun).witnessGrammar},
	{readInstructed, (*rulesRun).instructedCounsel},
	{readAppearClauses, (*rulesRun).appearanceClauses},
	{readCounselCols, (*rulesRun).counselColumns},
	{readRepresented, (*rulesRun).representedBy},
	{readParticipants, (*rulesRun).participants},
	{readCounselBlocks, (*rulesRun).counselBlocks},
	{readCounselTitles, (*rulesRun).counselTitles},
	{readAppearLines, (*rulesRun).appearanceLines},
	{readCounselList, (*rulesRun).counselList},
	{readRepBoxes, (*rulesRun).representativeBoxes},
	{readCopiesList, (*rulesRun).copiesList},
	{readServiceList, (*rulesRun).serviceList},
	{readSelfRep, (*rulesRun).selfRepresented},
	{readSummons, (*rulesRun).summonsAttorney},
	{readWitnessList, (*rulesRun).witnessList},
	{readByAfterAttorneys, (*rulesRun).byAfterAttorneys},
	{readByAfterAttorneys, (*rulesRun).signedThenListed},
}

// classSkips route each class of document away from the readers of
// sections it does not have: a letter or an email has no caption, a
// contract no docket entries, a transcript no contract recitals. A class
// not listed here (ClassOther: the classifier could not tell) runs every
// reader.
var classSkips = map[DocClass]map[string]bool{
	ClassLetter:       set(readCaption, readOpinionFront, readFormParties, readDocket, readCopiesList),
	ClassContract:     set(readCaption, readLabelFirst, readOpinionFront, readDocket, readEmails),
	ClassTranscript:   set(readContract, readOpinionFront, readDocket, readLetters, readNotices),
	ClassDocketSheet:  set(readSelfRep, readWitnessList, readParticipants, readContract, readOpinionFront, readFormParties, readLetters, readNotices, readEmails, readDeclarants, readBodyParties, readWitnessGrammar),
	ClassExhibitCover: set(readParticipants, readCaption, readLabelFirst, readOpinionFront, readFormParties, readDocket, readContract, readEmails, readLetters, readNotices),
	ClassOrder:        set(readDocket),
	ClassPleading:     set(readDocket),
	ClassDeclaration:  set(readDocket, readOpinionFront, readContract),
	ClassForm:         set(readDocket, readOpinionFront),
}

func set(names ...string) map[string]bool {
	m := map[string]bool{}
	for _, n := range names {
		m[n] = true
	}
	return m
}
