package model

import (
	"regexp"
	"strings"
)

// The grammar of correspondence: who a letter, a notice or a court paper's
// service block is sent to, and who sends it.
//
// A letter's head is read as groups of lines divided by its marks (the
// date, the references, the mode of delivery, any "Label: value" line).
// The inside address is the last group before the subject line (or the
// salutation) that names someone; the first group of the page is the
// letterhead, whose own name and address are the sender's, so an inside
// address printed in it starts at its second name. An addressee group is
// read in units (a name, then what describes it, then its address):
//
//	Tri-County Motors, LLC            a company first: an addressee
//	Attn: Sam Keller, Owner           "Attn:", "Attention:", "For the attention of", "FAO": an addressee
//	Mr. Victor Hale                   a person first: an addressee
//	Chief Financial Officer           a job title: no one
//	Hale Paper Products, Inc.         a company after the person: the person's employer, no addressee
//	Compliance Department             a department: no one
//	77 Mill Road / Dayton, OH 45410   the address: the unit ends
//
// A list under "To:", "AND TO:", "Via Email to:" or "To," holds one or
// more addressees a line: "Ms G Harding c/o Mr A Mehta, Mehta Law Ltd" is
// two (the firm after the comma is the representative's), "Mr X (Counsel
// for the Claimant)" is counsel as well. After a unit's first name,
// another name is an addressee only when something marks it as one (an
// honorific, "Esq.", an aside, an "Attn:"): a house's or a building's name
// in an address reads like a person's.

// jobTitleWords are the words of an office or a job written under or after
// a name: a line made of them (and small words) names no one.
var jobTitleWords = map[string]bool{
	"president": true, "vice": true, "vice-president": true, "director": true, "managing": true, "manager": true,
	"general": true, "senior": true, "junior": true, "chief": true, "executive": true, "officer": true, "financial": true,
	"operating": true, "operations": true, "counsel": true, "partner": true, "associate": true, "secretary": true,
	"controller": true, "treasurer": true, "head": true, "owner": true, "proprietor": true, "principal": true,
	"administrator": true, "case": true, "clerk": true, "registrar": true, "deputy": true, "assistant": true,
	"supervisor": true, "coordinator": true, "specialist": true, "analyst": true, "examiner": true, "adjuster": true,
	"claims": true, "project": true, "human": true, "resources": true, "people": true, "legal": true, "company": true,
	"authorised": true, "authorized": true, "signatory": true, "representative": true, "agent": true, "member": true,
	"chair": true, "chairman": true, "chairperson": true, "trustee": true, "advocate": true, "solicitor": true,
	"paralegal": true, "licensed": true, "attorney": true, "commissioner": true, "superintendent": true,
	"technical": true, "services": true, "territory": true, "employment": true, "credit": true, "accounts": true,
	"account": true, "sales": true, "customer": true, "relations": true, "compliance": true, "board": true, "the": true,
	"of": true, "and": true, "&": true, "for": true, "to": true, "in": true, "founder": true, "ceo": true, "cfo": true,
	"coo": true, "cto": true, "hr": true, "vp": true, "svp": true, "evp": true, "md": true, "gm": true, "office": true,
	"team": true, "lead": true, "leader": true, "engineer": true, "consultant": true, "editor": true, "teacher": true,
	"plant": true, "site": true, "store": true, "branch": true, "regional": true, "area": true, "national": true,
	"marketing": true, "finance": true, "information": true, "security": true, "quality": true, "safety": true,
	"facilities": true, "maintenance": true, "warehouse": true, "logistics": true, "procurement": true,
	"purchasing": true, "payroll": true, "benefits": true, "risk": true, "underwriter": true, "underwriting": true,
	"investigator": true, "inspector": true, "accountant": true, "bookkeeper": true, "nurse": true, "physician": true,
	"officer-in-charge": true, "in-charge": true, "incharge": true, "executive-director": true, "shift": true,
}

// markingWords are the words of a letter's markings and modes of delivery
// ("Special Delivery", "Hand Delivered", "Open Letter", "Privileged &
// Confidential"): a line made only of them names no one.
var markingWords = map[string]bool{
	"by": true, "via": true, "email": true, "e-mail": true, "and": true, "&": true, "first": true, "second": true,
	"class": true, "post": true, "mail": true, "recorded": true, "registered": true, "special": true, "signed": true,
	"for": true, "delivery": true, "delivered": true, "hand": true, "courier": true, "fax": true, "facsimile": true,
	"fedex": true, "ups": true, "dhl": true, "overnight": true, "certified": true, "return": true, "receipt": true,
	"requested": true, "only": true, "express": true, "priority": true, "u.s.": true, "us": true, "electronic": true,
	"e-service": true, "dx": true, "airmail": true, "tracked": true, "messenger": true, "open": true, "letter": true,
	"subject": true, "to": true, "contract": true, "without": true, "prejudice": true, "save": true, "as": true,
	"costs": true, "privileged": true, "confidential": true, "private": true, "personal": true, "strictly": true,
	"settlement": true, "purposes": true, "communication": true, "urgent": true, "addressee": true, "legally": true,
	"and/or": true, "same-day": true, "next-day": true, "day": true, "next": true, "same": true, "air": true,
	"standard": true, "usps": true, "royal": true, "recorded-delivery": true, "service": true,
	// A letter to a court is filed through its electronic filing system
	// ("VIA ECF", "By CM/ECF", "Via NYSCEF and Email", "VIA E-FILING").
	"ecf": true, "cm/ecf": true, "nyscef": true, "e-filing": true, "efiling": true, "e-file": true, "efile": true,
	"filing": true, "file&serve": true, "odyssey": true, "pacer": true,
}

// isMarking reports whether t is a letter's marking or mode of delivery.
func isMarking(t string) bool {
	n := 0
	for _, w := range strings.Fields(t) {
		if !markingWords[strings.ToLower(strings.Trim(w, ",.;:()"))] {
			return false
		}
		n++
	}
	return n > 0
}

var (
	// reAttnLine names a company's addressee: "Attn: Sam Keller, Owner",
	// "Attention: Ms X", "For the attention of Mr Y, Director", "FAO: Z".
	reAttnLine = regexp.MustCompile(`^(?i:(?:kind(?:ly)?\s+)?(?:attn|attention)|for\s+the\s+attention\s+of|f\.?\s?a\.?\s?o\.?)\s*[:.\-]?\s+(.+)$`)
	// reToLine opens a list of addressees: "To:", "TO:", "To,", "AND TO:",
	// "Via Email to:", "Sent by email to:", "TO BE SERVED UPON:",
	// "Served on:". Group 1 is what follows on the line.
	reToLine = regexp.MustCompile(`^(?i:(?:and\s+)?to|(?:(?:sent\s+)?(?:via|by)\s+(?:e-?mail|fax|post|courier|hand|email\s+and\s+post)(?:\s+only)?\s+to)|(?:to\s+be\s+)?served\s+(?:up)?on)\s*[:,]\s*(.*)$|^(?i:to)\s+(?:the\s+)?(?:following\s+)?(?:addressees?|recipients?)\s*:\s*(.*)$`)
	// reAttnAside names, in brackets after a firm or a company on an
	// addressee's line, whom it is for the attention of: "Bellmont Rye
	// LLP (Attn: Ms Clara Voss / Mr Ian Fu)".
	reAttnAside = regexp.MustCompile(`\(\s*(?i:attn|attention|for\s+the\s+attention\s+of|f\.?a\.?o\.?)\s*[:.\-]?\s*([^)]*)\)`)
	// reAttnSplit divides the names of one attention aside.
	reAttnSplit = regexp.MustCompile(`\s*(?:/|;|,|&|\band\b)\s*`)
	// reCareOf joins an addressee to the representative who receives for
	// them: "Ms G Harding c/o Mr A Mehta".
	reCareOf = regexp.MustCompile(`(?i)\s+(?:c/o|care\s+of)\s+`)
	// reSubjectLine opens a letter's subject: "Re:", "RE ", "Sub:",
	// "Subject:", "Ref:".
	reSubjectLine = regexp.MustCompile(`^(?i:re|sub|subj|subject|ref|reference|regarding)\s*[:.\-]|^(?:RE|Re)\s+\S`)
	// reLetterMark is a line of a letter's head that names no one: a date,
	// a mode of delivery, a reference, a marking.
	reLetterMark = regexp.MustCompile(`(?i)^(?:(?:sent\s+)?(?:by|via)\s+(?:e-?mail|hand|post|fax|courier|first[- ]class|recorded|registered|certified|overnight|fedex|ups|dhl|dx|special|ecf|cm/ecf|nyscef|e-?fil(?:e|ing))\b.*|(?:certified|registered|recorded|express)\s+(?:mail|post|delivery)\b.*|return\s+receipt\s+requested.*|regd\.?\s+(?:post|a\.?d\.?).*|(?:private\s+(?:&|and)\s+)?confidential\b.*|without\s+prejudice\b.*|strictly\s+private.*|urgent\b.*|(?:our|your|my|file)\s+ref(?:erence)?\b.*|.*\b(?:case|claim|file|account|policy|loan|notice|reference|ref|docket|matter)\s+(?:no\.?|number|#)\s*\S.*)$|^(?:\d{1,2}(?:st|nd|rd|th)?\s+(?:of\s+)?[A-Z][a-z]+,?\s+\d{4}|[A-Z][a-z]+\.?\s+\d{1,2}(?:st|nd|rd|th)?,?\s+\d{4}|\d{1,2}[./-]\d{1,2}[./-]\d{2,4})$`)
	// reDeptLine is a department or a unit of an addressee's organisation.
	reDeptLine = regexp.MustCompile(`(?i)^(?:the\s+)?(?:[\w&'’-]+\s+){0,4}(?:department|dept\.?|division|team|unit|desk|section|group\s+legal|legal\s+services)$`)
	// reItemMark numbers a list's items: "1.", "(2)", "3)".
	reItemMark = regexp.MustCompile(`^\(?\d{1,2}[.)]\s*`)
	// reAddrLine is a line of a postal address, a telephone or an email.
	reAddrLine = regexp.MustCompile(`\d|@|(?i)\b(?:p\.?\s?o\.?\s+box|tel|phone|fax|email|e-mail|www\.)\b`)
	// reStrongName marks a name as a person's or as an addressee's beyond
	// its form: an honorific, "Esq.", a bracketed aside.
	reStrongName = regexp.MustCompile(`^(?:Mr|Mrs|Ms|Miss|Mx|Dr|Prof|Professor|Sir|Dame|Shri|Sri|Smt|Hon)\.?\s|(?i),?\s+esq(?:\.|uire)?\b|\(`)
	// rePublicOffice is an office that is a party of its own in public law
	// matters: "The Hon. Attorney General".
	rePublicOffice = regexp.MustCompile(`(?i)^(?:the\s+)?(?:hon(?:ou?rable|'ble)?\.?\s+)?((?:attorney|solicitor)[- ]general|director\s+of\s+public\s+prosecutions|advocate[- ]general)\b`)
)

// wholeOffice is the public office that name is, and nothing else ("3.
// Hon. Attorney General," gives "Attorney General"); "" otherwise.
func wholeOffice(name string) string {
	m := rePublicOffice.FindStringSubmatch(name)
	if m == nil || strings.Trim(name[len(m[0]):], " .,") != "" {
		return ""
	}
	return titleCase(m[1])
}

// officeParty records a public office in role, named as printed (no
// person's name to clean), cited by its whole line.
func (r *rulesRun) officeParty(v *pageView, office, role, line string) {
	if c, ok := r.cite(v, groundedQuote(v.norm, line, 0, len(line), maxQuote)); ok {
		r.addParty(office, role, "", c)
	}
}

// addressee is one name a letter is sent to, with the seg that prints it
// and what a bracketed aside says of it.
type addressee struct {
	name, aside string
	seg         int
	// lawyer marks a person a law firm's letter is for the attention of:
	// one of its lawyers.
	lawyer bool
}

// isJobTitle reports whether t (a line, or the part of it after a name)
// names an office or a job and no one: "Vice President, People
// Operations", "The Managing Director".
func isJobTitle(t string) bool {
	t = strings.Trim(strings.TrimSpace(t), ",.;:")
	if t == "" {
		return false
	}
	n := 0
	for _, w := range strings.FieldsFunc(t, func(r rune) bool { return r == ' ' || r == ',' || r == '|' || r == '/' }) {
		lw := strings.ToLower(strings.Trim(w, ".,()"))
		if lw == "" {
			continue
		}
		if !jobTitleWords[lw] {
			return false
		}
		n++
	}
	return n > 0
}

// addresseeOrg reports whether n is an organisation that can be sent a
// letter: a company or a public body, not a department of one nor a law
// firm (a firm receives for its client).
func addresseeOrg(n string) bool {
	if n == "" || reDeptLine.MatchString(n) || lawFirm(n) || reFirmCourtesy.MatchString(n) {
		return false
	}
	return reSuffixOnly.MatchString(strings.Trim(lastWord(n), ",.()")) || isEntityName(n)
}

// isPerson reports whether n is a person's name: isPersonName, and no
// company's ("Northgate Lettings Limited" has a person's form).
func isPerson(n string) bool {
	return isPersonName(n) && !reSuffixOnly.MatchString(strings.Trim(lastWord(n), ",.()")) && !isEntityName(n)
}

// reFirmCourtesy is the courtesy a letter gives a firm of partners:
// "Messrs. Hale & Burke".
var reFirmCourtesy = regexp.MustCompile(`^(?i:messrs)\.?\s`)

// entryName reads one addressee entry: "Mr A Mehta, Mehta Law Ltd" is
// "A Mehta"; "Acme, Inc." keeps its suffix; "Jane Roe, Esq. (counsel for
// X)" is "Jane Roe" with the aside. ok is false when the entry names no
// one.
func entryName(t string, loose bool) (name, aside string, ok bool) {
	t = strings.TrimSpace(reItemMark.ReplaceAllString(strings.TrimSpace(t), ""))
	if len(strings.Fields(t)) > 12 || strings.Contains(t, "@") && !strings.Contains(t, "(") {
		return "", "", false // a sentence, or an address
	}
	if m := reAnyParen.FindStringIndex(t); m != nil {
		aside = strings.Trim(strings.TrimSpace(t[m[0]:m[1]]), "()")
		t = strings.TrimSpace(t[:m[0]] + t[m[1]:])
	}
	t = reEsqComma.ReplaceAllString(t, "")
	t = reEsqTail.ReplaceAllString(t, "")
	if m := rePublicOffice.FindStringSubmatch(t); m != nil {
		return titleCase(strings.ReplaceAll(m[1], "-", " ")), aside, true
	}
	if reFirmCourtesy.MatchString(t) {
		return "", "", false // a firm of partners, who receive for a client
	}
	n := leadingName(t)
	if n == "" {
		return "", "", false
	}
	n = cleanName(rePostNominal.ReplaceAllString(n, ""))
	if n == "" || isJobTitle(n) || notAParty(n) || neverParty(n) {
		return "", "", false
	}
	if isPersonName(n) || addresseeOrg(n) {
		return n, aside, true
	}
	if loose && len(strings.Fields(n)) <= 6 && !lawFirm(n) && !reDeptLine.MatchString(n) {
		// A numbered item of a service list: its leading name, unless a
		// word of it says it is no one's ("All Parties and their
		// Attorneys of Record").
		for _, w := range strings.Fields(n) {
			if notNames[strings.ToLower(strings.Trim(w, ".,"))] {
				return "", "", false
			}
		}
		return n, aside, true
	}
	return "", "", false
}

// publicOffice is an addressee named only by a public office ("Attorney
// General"): the rules' names are otherwise at least a person's or an
// entity's.
func publicOffice(n string) bool {
	return rePublicOffice.MatchString(n)
}

// headGroups divides the segs 0..end-1 of v into the groups between a
// letter's marks; a line of the subject and the lines after it close the
// head.
func headGroups(v *pageView, end int) [][]int {
	var groups [][]int
	var cur []int
	flush := func() {
		if len(cur) > 0 {
			groups = append(groups, cur)
			cur = nil
		}
	}
	for j := 0; j < end && j < len(v.segs); j++ {
		if v.segs[j].blank {
			continue
		}
		t := strings.TrimSpace(v.segs[j].text)
		if reSubjectLine.MatchString(t) {
			break
		}
		if reLetterMark.MatchString(t) || isMarking(t) || strings.Contains(t, ":") && !attnLine(t) && !reToLine.MatchString(t) {
			flush()
			continue
		}
		cur = append(cur, j)
	}
	flush()
	return groups
}

// readUnits reads the addressees of one group of lines (segs idx of v), a
// unit at a time (see the grammar above). skipFirst leaves out the first
// unit: a letterhead's own name.
func readUnits(v *pageView, idx []int, skipFirst bool) []addressee {
	var out []addressee
	unit, named, addr := 0, false, false
	// firm is a law firm that opens a unit: it receives for its client,
	// and is an addressee only when the letter is for the attention of
	// one of its lawyers (an attention line below it, or in brackets
	// after it).
	var firm *addressee
	last := 0 // where the addressees of the last line that named one start in out
	for _, j := range idx {
		t := strings.TrimSpace(v.segs[j].text)
		if m := reToLine.FindStringSubmatch(t); m != nil {
			t = strings.TrimSpace(m[1] + m[2])
			if t == "" {
				continue
			}
		}
		letterhead := skipFirst && unit == 0 && !named && !addr
		if m := reAttnAside.FindStringSubmatchIndex(t); m != nil && !letterhead {
			// "Firm (Attn: Ms X / Mr Y)": the firm and each name (what is
			// for the attention of someone is an organisation, whatever
			// its name looks like).
			var got []addressee
			if n := cleanName(rePostNominal.ReplaceAllString(leadingName(strings.TrimSpace(t[:m[0]])), "")); n != "" && !isJobTitle(n) && !notAParty(n) && !neverParty(n) && (lawFirm(n) || addresseeOrg(n) || isPersonName(n)) {
				got = append(got, addressee{name: n, seg: j})
			}
			for _, piece := range reAttnSplit.Split(t[m[2]:m[3]], -1) {
				if n, aside, ok := entryName(piece, false); ok && isPersonName(n) {
					got = append(got, addressee{name: n, aside: aside, seg: j})
				}
			}
			if len(got) > 0 {
				if named || addr {
					unit++
				}
				named, addr, firm = true, false, nil
				last = len(out)
				out = append(out, got...)
				continue
			}
		}
		if named && last < len(out) && isCounselLine(t) {
			// "Counsel for the Claimant" under an addressee's line: its
			// lawyers are counsel.
			for i := last; i < len(out); i++ {
				if out[i].aside == "" && isPersonName(out[i].name) {
					out[i].aside = t
				}
			}
			continue
		}
		attn := false
		if m := reAttnLine.FindStringSubmatch(t); m != nil {
			t, attn = m[1], true
		}
		numbered := reItemMark.MatchString(t)
		if numbered {
			// A numbered item opens a unit of its own.
			t = reItemMark.ReplaceAllString(t, "")
			if named || addr {
				unit++
			}
			named, addr = false, false
		}
		// Each side of "c/o" is an addressee, and the line a whole entry.
		parts := reCareOf.Split(t, 2)
		if len(parts) > 1 && (named || addr) {
			unit++
			named, addr = false, false
		}
		var got []addressee
		for pi, part := range parts {
			// Joint addressees: "MARK T JOHNSON & ELLEN R JOHNSON" (never
			// a firm's partners, "Messrs. Hale & Burke").
			pieces := []string{part}
			if !reFirmCourtesy.MatchString(strings.TrimSpace(part)) && !lawFirm(strings.TrimSpace(part)) {
				pieces = splitPeople(pieces)
			}
			for _, piece := range pieces {
				n, aside, ok := entryName(piece, numbered && !named && pi == 0)
				if !ok {
					continue
				}
				strong := attn || pi > 0 || reStrongName.MatchString(strings.TrimSpace(piece))
				if named && !strong {
					continue
				}
				// "Jonah P. Whitfield, Esquire": an addressee styled as a
				// lawyer is counsel too.
				got = append(got, addressee{name: n, aside: aside, seg: j, lawyer: reEsqAny.MatchString(piece) && isPersonName(n)})
			}
		}
		if len(got) == 0 {
			if reAddrLine.MatchString(t) || notAParty(strings.TrimSpace(t)) {
				addr = true
			} else if n := cleanName(leadingName(t)); !attn && !letterhead && n != "" && (lawFirm(n) || strings.Contains(n, "&") || isEntityName(n)) && (!named || addr) {
				firm = &addressee{name: n, seg: j}
			}
			continue
		}
		if addr {
			unit++ // a name after an address opens the next unit
			named, addr = false, false
		}
		if attn && firm != nil {
			next := ""
			if firm.seg+1 < len(v.segs) {
				next = strings.TrimSpace(v.segs[firm.seg+1].text)
			}
			if lawFirmLine(firm.name, next) {
				for i := range got {
					got[i].lawyer = isPersonName(got[i].name)
				}
			}
			got = append([]addressee{*firm}, got...)
		}
		firm = nil
		if named && !attn {
			// A company after a person is the person's employer.
			keep := got[:0]
			for _, a := range got {
				if isPerson(a.name) {
					keep = append(keep, a)
				}
			}
			got = keep
		}
		named = true
		if skipFirst && unit == 0 {
			continue
		}
		last = len(out)
		out = append(out, got...)
	}
	return out
}

// insideAddress reads the addressees of a letter whose salutation (or, for
// a letter without one, whose first line of text after its head) is seg k
// of page v: a "To:" list when the head has one, or else the inside address
// (the last group before the subject that names someone, a letterhead's own
// name left out). sender is the signer's NameKey, never an addressee.
func (r *rulesRun) insideAddress(v *pageView, k int, sender string) bool {
	found := false
	add := func(as []addressee) {
		for _, a := range as {
			if NameKey(a.name) == sender {
				continue
			}
			r.addressee(v, a)
			found = true
		}
	}
	// A "To:" list: from its line to the next mark.
	for j := 0; j < k && j < len(v.segs); j++ {
		t := strings.TrimSpace(v.segs[j].text)
		if v.segs[j].blank || !reToLine.MatchString(t) || reMailHeader.MatchString(t) && strings.Contains(t, "@") {
			continue
		}
		var idx []int
		for x := j; x < k && x < len(v.segs); x++ {
			tx := strings.TrimSpace(v.segs[x].text)
			if v.segs[x].blank {
				continue
			}
			if x > j && (reSubjectLine.MatchString(tx) || reLetterMark.MatchString(tx) || isMarking(tx) || strings.Contains(tx, ":") && !attnLine(tx) && !reToLine.MatchString(tx)) {
				break
			}
			idx = append(idx, x)
		}
		add(readUnits(v, idx, false))
		return found
	}
	groups := headGroups(v, k)
	for gi := len(groups) - 1; gi >= 0; gi-- {
		top := groups[gi][0] == firstText(v)
		as := readUnits(v, groups[gi], top)
		if len(as) > 0 {
			// "Attn: Mr X" set apart under a law firm's address: one of
			// its lawyers.
			attnOnly := true
			for i := range as {
				attn := reAttnLine.MatchString(strings.TrimSpace(v.segs[as[i].seg].text))
				attnOnly = attnOnly && attn
				if attn && isPersonName(as[i].name) && lawFirmAbove(v, as[i].seg) {
					as[i].lawyer = true
				}
			}
			// "Attention: Mr X" set apart (by a delivery line) from the
			// organisation's address above it: the organisation is an
			// addressee too, as a firm of lawyers is not.
			if attnOnly && gi > 0 && !lawFirmGroup(v, groups[gi-1]) {
				if up := readUnits(v, groups[gi-1], groups[gi-1][0] == firstText(v)); len(up) > 0 && !isPersonName(up[0].name) {
					as = append(as, up[0])
				}
			}
			// A letter to counsel of several firms ("Dear Counsel:")
			// addresses each firm's lawyers in a group of their own:
			// "X, Esquire" / "Y, Esquire" / "Firm LLP" / address.
			for gj := gi - 1; gj > 0 && esquireGroup(v, groups[gi]) && esquireGroup(v, groups[gj]); gj-- {
				as = append(as, readUnits(v, groups[gj], false)...)
			}
			add(as)
			return found
		}
		if top {
			break
		}
	}
	return found
}

// lawFirmAbove reports whether one of the ten lines above seg k of v,
// below the letter's date and references, is a law firm's name: its form, its courtesy ("Messrs Fung & Ng"), or its
// calling on the line under it ("Solicitors").
func lawFirmAbove(v *pageView, k int) bool {
	for j := k - 1; j >= 0 && j >= k-10; j-- {
		t := strings.TrimSpace(v.segs[j].text)
		if v.segs[j].blank || t == "" {
			continue
		}
		if dateOnly(t) || reLetterMark.MatchString(t) || isMarking(t) {
			return false // the letter's date or reference: above is its letterhead
		}
		next := ""
		if j+1 < len(v.segs) {
			next = strings.TrimSpace(v.segs[j+1].text)
		}
		if lawFirmLine(t, next) {
			return true
		}
	}
	return false
}

// esquireGroup reports whether a group of head lines opens with a
// lawyer's name and "Esq." or "Esquire".
func esquireGroup(v *pageView, idx []int) bool {
	for _, j := range idx {
		if t := strings.TrimSpace(v.segs[j].text); t != "" {
			return reEsqAny.MatchString(t) && !strings.Contains(t, ":")
		}
	}
	return false
}

// lawFirmGroup reports whether a group of head lines opens with a law
// firm's name, or a name over a lawyer's calling.
func lawFirmGroup(v *pageView, idx []int) bool {
	var lines []string
	for _, j := range idx {
		if t := strings.TrimSpace(v.segs[j].text); t != "" {
			lines = append(lines, t)
		}
	}
	if len(lines) == 0 {
		return false
	}
	next := ""
	if len(lines) > 1 {
		next = lines[1]
	}
	return lawFirmLine(lines[0], next)
}

// lawFirmLine reports whether line t, with the line under it next, names a
// law firm: by its form, its courtesy ("Messrs Fung & Ng"), or its
// calling beneath ("Solicitors").
func lawFirmLine(t, next string) bool {
	return lawFirm(cleanName(t)) || strings.HasPrefix(strings.ToLower(strings.TrimSpace(t)), "messrs") || reCallingLine.MatchString(next)
}

// reCallingLine is a firm's calling under its name: "Solicitors",
// "Advocates & Solicitors", "Attorneys at Law".
var reCallingLine = regexp.MustCompile(`^(?i:(?:advocates?|solicitors?|attorneys?|lawyers?|barristers?|notaries)(?:\s*(?:&|and)\s*(?:advocates?|solicitors?|notaries|barristers?))?(?:\s+at\s+law)?)$`)

// attnLine reports whether t names an addressee for the attention of
// someone: on its own ("FAO: Tom Reilly") or in brackets after a firm.
func attnLine(t string) bool {
	return reAttnLine.MatchString(t) || reAttnAside.MatchString(t)
}

// isCounselLine reports whether t is no more than a counsel line ("Counsel
// for the Claimant", "Solicitors for the Respondent"): whom the lawyers
// above it act for.
func isCounselLine(t string) bool {
	t = strings.TrimSpace(t)
	return reCounselLine.MatchString(t) && len(strings.Fields(t)) <= 7 && !strings.ContainsAny(t, ",:(")
}

// firstText is the index of the first seg of v that holds text, or -1.
func firstText(v *pageView) int {
	for j, s := range v.segs {
		if !s.blank && strings.TrimSpace(s.text) != "" {
			return j
		}
	}
	return -1
}

// addressee records a as a recipient; an aside that names counsel or a
// side records that role too.
func (r *rulesRun) addressee(v *pageView, a addressee) {
	line := v.segs[a.seg].text
	if isRegion(a.name) {
		return // the last line of an address ("Hong Kong")
	}
	if publicOffice(a.name) {
		// "Attorney General": a public office, named as printed.
		if i := strings.Index(strings.ToLower(line), strings.ToLower(strings.Fields(a.name)[0])); i >= 0 {
			r.officeParty(v, a.name, RoleRecipient, line)
		}
		return
	}
	r.party(v, a.name, RoleRecipient, "", line, 0, len(line))
	if a.lawyer {
		r.party(v, a.name, RoleCounsel, "", line, 0, len(line))
	}
	switch {
	case a.aside == "":
	case reCounselAside.MatchString(a.aside) && isPersonName(a.name):
		r.party(v, a.name, RoleCounsel, "", line, 0, len(line))
	default:
		if role := roleOf(a.aside); role != "" && captionRole[role] {
			r.party(v, a.name, role, "", line, 0, len(line))
		}
	}
}

// serviceBlocks reads the addressees of a paper without a salutation: a
// notice or a court paper sent "TO: ... AND TO: ..." or "TO BE SERVED
// UPON:" a list of parties, each block its own list (the court's registrar
// is none: a forum is never a party). Whoever signs the paper sends it: the
// name below a closing, or the name signed on the rule above the first
// block.
func (r *rulesRun) serviceBlocks(views []pageView) {
	for pi := range views {
		v := &views[pi]
		if len(mailHeaders(v)) > 0 || reSubpoena.MatchString(v.norm) {
			continue
		}
		first, firstTo := -1, -1
		for j := 0; j < len(v.segs); j++ {
			t := strings.TrimSpace(v.segs[j].text)
			m := reToLine.FindStringSubmatch(t)
			if v.segs[j].blank || m == nil || strings.Contains(t, "@") {
				continue
			}
			if firstTo < 0 {
				firstTo = j
			}
			idx := []int{j}
			inline := strings.TrimSpace(m[1]+m[2]) != ""
			for x := j + 1; x < len(v.segs) && x <= j+8; x++ {
				tx := strings.TrimSpace(v.segs[x].text)
				if v.segs[x].blank || tx == "" {
					if len(idx) == 1 && !inline {
						continue
					}
					break
				}
				if reToLine.MatchString(tx) || reSubjectLine.MatchString(tx) || reLetterMark.MatchString(tx) || isMarking(tx) ||
					strings.Contains(tx, ":") && !attnLine(tx) {
					break
				}
				idx = append(idx, x)
			}
			as := readUnits(v, idx, false)
			for _, a := range as {
				r.addressee(v, a)
			}
			if len(as) > 0 && first < 0 {
				first = j
			}
			j = idx[len(idx)-1]
		}
		if first < 0 {
			continue
		}
		if qi, x := letterSignerAt(views, pi, first); qi >= 0 {
			w := &views[qi]
			r.party(w, letterSigner(views, pi, first), RoleSender, "", w.segs[x].text, 0, len(w.segs[x].text))
			r.copyList(w, x)
		} else {
			r.signedAbove(v, firstTo)
		}
		return
	}
}

// reLawyerUnder is what a lawyer's signature block says below the name:
// "Applicant's Attorneys", "Advocates for the Petitioner".
var reLawyerUnder = regexp.MustCompile(`(?i)\b(?:attorneys?|advocates?|solicitors?|counsel|lawyers?)\b`)

// signedAbove records the signer of a paper whose service block starts at
// seg at of v: the name signed within a dozen lines above it, over its
// firm's name or a lawyer's block ("Applicant's Attorneys"), which makes
// the signer counsel too. A firm's name alone signs for no one.
func (r *rulesRun) signedAbove(v *pageView, at int) {
	for j := at - 1; j >= 0 && j >= at-12; j-- {
		line := v.segs[j].text
		s := strings.TrimSpace(line)
		if v.segs[j].blank || len(strings.Fields(s)) > 6 {
			continue
		}
		if sm := reSigned.FindStringSubmatch(s); sm != nil {
			s = sm[1]
		}
		n := cleanName(rePostNominal.ReplaceAllString(s, ""))
		if !isPerson(n) || isJobTitle(n) {
			continue
		}
		lawyer, firm := false, false
		for y := j + 1; y < at && y <= j+3; y++ {
			t := strings.TrimSpace(v.segs[y].text)
			if v.segs[y].blank {
				continue
			}
			lawyer = lawyer || reLawyerUnder.MatchString(t)
			firm = firm || lawFirm(t) || addresseeOrg(cleanName(t))
		}
		if !lawyer && !firm {
			continue
		}
		r.party(v, n, RoleSender, "", line, 0, len(line))
		if lawyer {
			r.party(v, n, RoleCounsel, "", line, 0, len(line))
		}
		return
	}
}

// unclosedSigner reads the sender of a letter signed without a closing
// (its salutation seg k of page pi): the name on the last lines of the
// letter, above at most two lines of office or job title.
func (r *rulesRun) unclosedSigner(views []pageView, pi, k int) {
	qi := len(views) - 1
	if qi > pi+1 {
		return
	}
	w := &views[qi]
	seen := 0
	for j := len(w.segs) - 1; j >= 0 && seen < 3; j-- {
		if w.segs[j].blank || strings.TrimSpace(w.segs[j].text) == "" {
			continue
		}
		if qi == pi && j <= k {
			return
		}
		seen++
		t := strings.TrimSpace(w.segs[j].text)
		if isJobTitle(t) || addresseeOrg(cleanName(t)) {
			continue
		}
		if sm := reSigned.FindStringSubmatch(t); sm != nil {
			t = sm[1]
		}
		if n := cleanName(t); isPersonName(n) && len(strings.Fields(t)) <= 5 {
			r.party(w, n, RoleSender, "", w.segs[j].text, 0, len(w.segs[j].text))
		}
		return
	}
}

// reSignerCounselOffice is a signer's office that makes the signer a lawyer:
// "General Counsel", "Associate General Counsel", "Solicitor".
var reSignerCounselOffice = regexp.MustCompile(`(?i)^(?:(?:deputy|associate|assistant|senior|acting)\s+)?general\s+counsel\b|^(?:in-house|corporate)\s+counsel\b|^(?:solicitor|barrister|attorney|advocate)(?:[- ]at[- ]law)?\s*$`)

// signerIsCounsel reports whether the lines below the signer's name (seg x
// of w) give a lawyer's office.
func signerIsCounsel(w *pageView, x int) bool {
	for y := x + 1; y < len(w.segs) && y <= x+2; y++ {
		if w.segs[y].blank {
			continue
		}
		if reSignerCounselOffice.MatchString(strings.TrimSpace(w.segs[y].text)) {
			return true
		}
	}
	return false
}

// signerIsJudge reports whether the line below the signer's name (seg x
// of w) is a judge's office ("Vice Chancellor", "United States District
// Judge").
func signerIsJudge(w *pageView, x int) bool {
	for y := x + 1; y < len(w.segs) && y <= x+2; y++ {
		if w.segs[y].blank {
			continue
		}
		return reJudgeTitle.MatchString(strings.TrimSpace(w.segs[y].text))
	}
	return false
}

// reWebmailDate is the date line a printed webmail message puts under its
// sender's line: "Tue, Apr 2, 2024 at 6:48 PM".
var reWebmailDate = regexp.MustCompile(`^(?:(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun)[a-z]*,?\s+)?(?:[A-Z][a-z]{2,8}\.?\s+\d{1,2},?\s+\d{4}|\d{1,2}\s+[A-Z][a-z]{2,8}\.?\s+\d{4})(?:,?\s+(?:at\s+)?\d{1,2}:\d{2}(?:\s*[AaPp]\.?[Mm]\.?)?)?$`)

// webmailTo reports whether the sender's line at seg k of v is followed by
// a "To:" line, directly or under the message's date line.
func webmailTo(v *pageView, k int) bool {
	for j := k + 1; j < len(v.segs) && j <= k+2; j++ {
		if v.segs[j].blank {
			return false
		}
		t := strings.TrimSpace(v.segs[j].text)
		if tm := reMailHeader.FindStringSubmatch(t); tm != nil && strings.EqualFold(tm[1], "to") {
			return true
		}
		if !reWebmailDate.MatchString(t) {
			return false
		}
	}
	return false
}

// fullerSpelling is the fuller spelling of n that the document prints
// (with middle initials: "Maria E. Castillo" for "Maria Castillo", as a
// signature prints the name a mail header shortens), or n.
func (r *rulesRun) fullerSpelling(v *pageView, n string) string {
	w := strings.Fields(n)
	if len(w) != 2 || !isPersonName(n) {
		return n
	}
	re, err := regexp.Compile(`\b` + regexp.QuoteMeta(w[0]) + `\s+(?:[A-Z]\.?\s+){1,2}` + regexp.QuoteMeta(w[1]) + `\b`)
	if err != nil {
		return n
	}
	found := ""
	for _, p := range r.in.Documents[v.doc].Pages {
		for _, m := range re.FindAllString(Normalize(p), -1) {
			if found != "" && m != found {
				return n // two fuller spellings: neither is sure
			}
			found = m
		}
	}
	if found == "" {
		return n
	}
	return found
}

// correspondentInitials gives a sender or a recipient named by initials
// and surname ("G Harding", "Mr A Mehta", as a tribunal's or a court
// office's letter addresses the parties) the full name the matter's papers
// print for the same person ("Gemma Louise Harding"): the one spelling
// anywhere in the matter whose first name starts with the initial and
// whose surname is the same. When the papers give two first names that
// fit, the initials stay.
func (r *rulesRun) correspondentInitials() {
	var pages []string
	for _, d := range r.in.Documents {
		for _, p := range d.Pages {
			pages = append(pages, Normalize(p))
		}
	}
	var keep []Party
	moved := false
	for _, p := range r.out.Parties {
		if p.Role != RoleSender && p.Role != RoleRecipient {
			keep = append(keep, p)
			continue
		}
		full := fullFromInitials(pages, p.Name)
		if full == "" {
			keep = append(keep, p)
			continue
		}
		p.Name = full
		keep = append(keep, p)
		moved = true
	}
	if !moved {
		return
	}
	// Join what now shares a name and a role.
	r.rejoin(nil, keep)
}

// fullFromInitials is the full spelling in pages of a name written as
// initials and a surname, or "".
func fullFromInitials(pages []string, name string) string {
	w := strings.Fields(strings.NewReplacer(".", " ").Replace(name))
	if len(w) < 2 || len(w) > 4 {
		return ""
	}
	for _, x := range w[:len(w)-1] {
		if len(x) != 1 || x[0] < 'A' || x[0] > 'Z' {
			return ""
		}
	}
	sur := w[len(w)-1]
	if len(sur) < 2 || !isPersonName(name) {
		return ""
	}
	re, err := regexp.Compile(`\b` + w[0] + `[a-z'’-]+(?:\s+[A-Z][a-z'’-]+){0,2}\s+` + regexp.QuoteMeta(sur) + `\b`)
	if err != nil {
		return ""
	}
	best, first := "", ""
	for _, text := range pages {
		for _, m := range re.FindAllString(text, 20) {
			f := strings.Fields(m)
			if len(w) > 2 && (len(f) < 3 || f[1][0] != w[1][0]) {
				continue // "G L Harding": the second initial must fit too
			}
			if first != "" && f[0] != first {
				return "" // two first names fit
			}
			first = f[0]
			if len(m) > len(best) {
				best = m
			}
		}
	}
	if best == "" || !isPersonName(best) || notAParty(best) || neverParty(best) {
		return ""
	}
	return best
}

// memoAddressees reads the "TO:" and "CC:" lines an office memorandum
// or a fax cover prints just above its "FROM:" line (seg k of v): a mail
// header's block read upward, over a cover's other labelled lines
// ("Firm:", "Fax:").
func memoAddressees(v *pageView, k int) []string {
	var out []string
	for j := k - 1; j >= 0 && j >= k-5; j-- {
		if v.segs[j].blank {
			break
		}
		hm := reMailHeader.FindStringSubmatch(v.segs[j].text)
		if hm == nil {
			if reCoverLabel.MatchString(strings.TrimSpace(v.segs[j].text)) {
				continue
			}
			break
		}
		switch strings.ToLower(hm[1]) {
		case "to", "cc", "bcc":
			out = append(out, addresses(hm[2])...)
		case "from":
			return out // the block above is another message's
		}
	}
	return out
}

// copiedByAddress reads a letter's copy line that gives each person's
// email address ("cc: Jane Roe <jroe@x.com>; Sam Poe <sp@y.com>"): each
// named person is a recipient; a bare address names no one.
func (r *rulesRun) copiedByAddress(w *pageView, j int, list string) {
	line := w.segs[j].text
	for _, a := range addresses(list) {
		if n := cleanName(a); isPersonName(n) || addresseeOrg(n) {
			r.party(w, n, RoleRecipient, "", line, 0, len(line))
		}
	}
}

// glueSuffixes joins a company's suffix, split off at its comma, back to
// the name before it: "Pinecrest Midstream Partners", "L.P. (via email)"
// is "Pinecrest Midstream Partners, L.P. (via email)".
func glueSuffixes(pieces []string) []string {
	var out []string
	for _, p := range pieces {
		t := strings.TrimSpace(p)
		if i := strings.Index(t, "("); i >= 0 {
			t = strings.TrimSpace(t[:i])
		}
		if len(out) > 0 && reSuffixOnly.MatchString(t) && !strings.Contains(out[len(out)-1], "(") {
			out[len(out)-1] += "," + p
			continue
		}
		out = append(out, p)
	}
	return out
}
