package model

import (
	"regexp"
	"slices"
	"strings"
)

// The grammar of an official form's labelled boxes. Agencies, courts and
// tribunals of many jurisdictions print their forms as boxes, each with a
// small label and the value typed in it; extracted to text, a box reads as
// "Label: value" on one line, or as its label on one line and its value on
// the next. A section heading of the form ("Named is the Employer ...",
// "Details of the respondent", "About you") tells whose a bare "Name"
// label is. Only labels that name a party of the proceeding are read as
// parties, and only values that have the form of a person's or an entity's
// name: an address, a postcode, a date, a check box or the form's
// instruction text in a box never is.

// FormField is one labelled box of a form page: its label, its value, the
// index of the line the value is printed on and of the line its label is.
type FormField struct {
	Label, Value    string
	Line, LabelLine int
}

var (
	// reFormBeside: "Label: value", the label at most six words.
	reFormBeside = regexp.MustCompile(`^(\p{Lu}[\p{L}\p{M}'’()/.,-]*(?:\s+[A-Za-z'’()/.,-]+){0,5}?)\s*:\s*(\S.*)$`)
	// reFormLabelOnly: a label alone on its line, with or without its colon.
	reFormLabelOnly = regexp.MustCompile(`^(\p{Lu}[\p{L}\p{M}'’()/.,-]*(?:\s+[A-Za-z'’()/.,-]+){0,5}?)\s*:?$`)
	// reFormNextLabel cuts a value where the next box's label starts on the
	// same line ("Gulfstream Inc. No. Employees: 201-500").
	reFormNextLabel = regexp.MustCompile(`\s+(?:[A-Z][\w.'’()/-]*\s+){0,3}[A-Z][\w.'’()/-]*\s*:(?:\s|$)`)
	// reFormAside is a label's bracketed instruction ("(indicate Mr., Ms.)").
	reFormAside = regexp.MustCompile(`\s*\([^)]*\)`)
)

var (
	// reFormHeadRow: a row of column headings whose first names a party.
	reFormHeadRow = regexp.MustCompile(`^((?i:full name|name|respondent|employer|claimant|applicant|complainant|charging party|defendant|plaintiff|petitioner|organi[sz]ation))(?:\s*\([^)]*\)|['’][sS])?,?\s+(\S.*)$`)
	reCellBreak   = regexp.MustCompile(`\s{2,}|\s+[(\d+]`)
)

// cutAtNextLabel cuts a box's value where the next box's label starts on
// its line; a company form ("Inc.", "Ltd.") is never the start of a label.
func cutAtNextLabel(val string) string {
	from := 0
	for {
		loc := reFormNextLabel.FindStringIndex(val[from:])
		if loc == nil {
			return val
		}
		start := from + loc[0]
		first := strings.Fields(val[start:])[0]
		if reSuffixOnly.MatchString(strings.TrimSuffix(first, ":")) {
			from = start + 1 + strings.Index(val[start+1:], first) + len(first)
			if from >= len(val) {
				return val
			}
			continue
		}
		return val[:start]
	}
}

// firstCell is the first cell of a row of values: up to a run of spaces,
// or up to the first number or bracket that starts the next cell when the
// extraction closed the gap.
func firstCell(s string) string {
	if loc := reCellBreak.FindStringIndex(s); loc != nil {
		return strings.TrimSpace(s[:loc[0]])
	}
	return strings.TrimSpace(s)
}

// isFormLabelLine tells whether a line is one box's label alone: a party
// label, "Name", or the label of a party's particulars (address, phone,
// number of employees, date of birth).
func isFormLabelLine(t string) bool {
	m := reFormLabelOnly.FindStringSubmatch(t)
	if m == nil {
		return false
	}
	l := formLabel(m[1])
	if reFormPartHeading.MatchString(l) {
		return false // "About the Applicant" heads boxes; it is none
	}
	if namedWithRole(t) {
		return false
	}
	return l == "name" || l == "full name" || formLabelRole(l) != "" || reFormNotParty.MatchString(l) || reSurnameBox.MatchString(l) || reGivenBox.MatchString(l)
}

// namedWithRole tells whether a line is a box's value that names a person
// and their role ("Hannah Mariam Yousef, Plaintiff"), not a label.
func namedWithRole(t string) bool {
	before, after, ok := strings.Cut(t, ",")
	return ok && formLabelRole(strings.TrimSpace(after)) != "" && !reFormNotParty.MatchString(before) && isPersonName(cleanName(before))
}

// reFormPartHeading heads a part of a form's boxes ("About the
// Applicant", "Details of the respondent"): whose boxes follow, no box.
var reFormPartHeading = regexp.MustCompile(`^(?:about|details\s+of|particulars\s+of)\s`)

// formLabelRun is the number of label lines in a row from line i (0 when
// line i is none).
func formLabelRun(lines []string, i int) int {
	n := 0
	for i+n < len(lines) && strings.TrimSpace(lines[i+n]) != "" && isFormLabelLine(strings.TrimSpace(lines[i+n])) {
		n++
	}
	return n
}

// FormFields reads the labelled boxes of a form page's lines, in order. A
// label alone on its line takes the next non-blank line as its value
// unless that line is itself a label.
func FormFields(lines []string) []FormField {
	lines = withoutItemNumbers(lines)
	var out []FormField
	under := labelsUnder(lines)
	for i := 0; i < len(lines); i++ {
		l := strings.TrimSpace(lines[i])
		if l == "" {
			continue
		}
		if under && reNameOfLabel.MatchString(l) {
			// "MARISOL ORTEGA-HAYNES" / "Name of Petitioner/Party A": the
			// name typed above its label's line.
			if j := prevLine(lines, i); j >= 0 {
				out = append(out, FormField{Label: formLabel(l), Value: strings.TrimSpace(lines[j]), Line: j, LabelLine: i})
			}
			continue
		}
		if m := reFormBeside.FindStringSubmatch(l); m != nil {
			val := cutAtNextLabel(m[2])
			out = append(out, FormField{Label: formLabel(m[1]), Value: strings.TrimSpace(val), Line: i, LabelLine: i})
			continue
		}
		// A row of boxes extracted as a column of labels, then a column of
		// their values ("Name" "Home Phone" "Year of Birth" "Ms. A B"
		// "(312) 555-0148" "1984"): paired in order.
		if n := formLabelRun(lines, i); n >= 2 && i+2*n <= len(lines) {
			ok := true
			for j := i + n; j < i+2*n; j++ {
				if t := strings.TrimSpace(lines[j]); t == "" || isFormLabelLine(t) || reFormBeside.MatchString(t) || reNumberedPartyHead.MatchString(t) {
					ok = false
				}
			}
			if ok {
				for k := 0; k < n; k++ {
					lab := reFormLabelOnly.FindStringSubmatch(strings.TrimSpace(lines[i+k]))
					out = append(out, FormField{Label: formLabel(lab[1]), Value: strings.TrimSpace(lines[i+n+k]), Line: i + n + k, LabelLine: i + k})
				}
				i += 2*n - 1
				continue
			}
		}
		// A row of column headings, the party's name first ("Name  Home
		// Phone  Year of Birth"): the name is the first cell of the row
		// below.
		// "Name of representative" and "Claimant's legal representative's
		// address" head no party's row.
		if m := reFormHeadRow.FindStringSubmatch(l); m != nil && reFormNotParty.MatchString(m[2]) && !reOtherNameBox.MatchString(m[2]) && !strings.Contains(l, ":") &&
			!reFormAgentHead.MatchString(m[2]) && !strings.HasPrefix(strings.ToLower(m[2]), "of ") {
			// The boxes of one row may be extracted as their headings,
			// then their values: skip the row's other headings ("Plaintiff's
			// attorney (if any)") to the first value.
			cols := 1
			for i+cols < len(lines) && (reFormSibling.MatchString(strings.TrimSpace(lines[i+cols])) || reContactLabel.MatchString(strings.TrimSpace(lines[i+cols]))) {
				cols++ // "Alternate Address", the next box's heading
			}
			// "Name And Address Of Person Subpoenaed": whose name the box
			// holds is after "of".
			label := formLabel(m[1])
			if am := reNameAddressOf.FindStringSubmatch(m[2]); am != nil {
				label = "name of " + formLabel(am[1])
			}
			for j := i + cols; j < len(lines) && j <= i+cols+1; j++ {
				if next := strings.TrimSpace(lines[j]); next != "" {
					if !reFormHeadRow.MatchString(next) {
						out = append(out, FormField{Label: label, Value: firstCell(next), Line: j, LabelLine: i})
						i = j
					}
					break
				}
			}
			continue
		}
		m := reFormLabelOnly.FindStringSubmatch(l)
		// A box's label without its colon names a party, or is one of a
		// name's split boxes ("First name(s)" / "Surname").
		if m == nil || namedWithRole(l) || reFormPartHeading.MatchString(formLabel(m[1])) || (!strings.HasSuffix(l, ":") && formLabelRole(formLabel(m[1])) == "" && !reSurnameBox.MatchString(formLabel(m[1])) && !reGivenBox.MatchString(formLabel(m[1])) && !reFormLawyerLabel.MatchString(formLabel(m[1]))) {
			continue
		}
		for j := i + 1; j < len(lines) && j <= i+2; j++ {
			next := strings.TrimSpace(lines[j])
			if next == "" {
				continue
			}
			if reFormBeside.MatchString(next) || strings.HasSuffix(next, ":") || formLabelRole(formLabel(next)) != "" || reNumberedPartyHead.MatchString(next) {
				break
			}
			out = append(out, FormField{Label: formLabel(m[1]), Value: next, Line: j, LabelLine: i})
			i = j
			break
		}
	}
	return out
}

// reNameOfLabel is a party's name box labelled under its line, as some
// American court forms print their captions: "Name of Petitioner/Party A".
var reNameOfLabel = regexp.MustCompile(`(?i)^name\s+of\s+(?:the\s+)?(?:petitioner|respondent|plaintiff|defendant|applicant|claimant|appellant|pursuer|defender|complainant|party\s+[ab])\b[^:]*$`)

// labelsUnder says whether a form page prints its parties' names above
// their labels: the first "Name of Petitioner" label has a name in
// capitals on the line above it, where a form that labels above would
// have a heading.
func labelsUnder(lines []string) bool {
	for i, l := range lines {
		if !reNameOfLabel.MatchString(strings.TrimSpace(l)) {
			continue
		}
		j := prevLine(lines, i)
		if j < 0 {
			return false
		}
		p := strings.TrimSpace(lines[j])
		n := cleanName(p)
		return capsLine(p) && !strings.HasSuffix(p, ":") && !reNameOfLabel.MatchString(p) && (isPersonName(n) || isEntityName(n))
	}
	return false
}

// prevLine is the index of the last non-blank line before i, or -1.
func prevLine(lines []string, i int) int {
	for j := i - 1; j >= 0; j-- {
		if strings.TrimSpace(lines[j]) != "" {
			return j
		}
	}
	return -1
}

var (
	// reItemNumber is a box's printed number before its label: "1.1",
	// "2.", "4a.", "(b)".
	reItemNumber = regexp.MustCompile(`^\s*(?:\d{1,2}(?:\.\d{1,2})*[a-z]?\.|\d{1,2}\.\d{1,2}|[a-z]\.|\([a-z0-9]{1,3}\))\s+([A-Z].*)$`)
	// reItemBare is a box's number without a point ("2 Respondent's
	// details"), taken off only when a label or a party's heading follows
	// (never a street number: "1 High Street").
	reItemBare = regexp.MustCompile(`^\s*\d{1,2}[a-z]?\s+([A-Z].*)$`)
	reNameWord = regexp.MustCompile(`(?i)\bnames?\b`)
	// reIfAside is a label's closing instruction: "(if labor organization,
	// give full name)", "(if any)", "(if different)".
	reIfAside = regexp.MustCompile(`\s*\((?i:if)\s[^()]*\)\s*$`)
	// reFormSibling is the heading of another box in the same row: a
	// party's attorney, a question, a bracketed "(if any)".
	reFormSibling = regexp.MustCompile(`(?i)^[a-z'’ ]{0,40}\b(?:attorney|counsel|representative|solicitor|agent)\b.*$|\(if any\)|\?\s*(?:\[.*)?$`)
	// reNameAddressOf is the rest of a "Name and address of X" box's
	// heading after "Name": X.
	reNameAddressOf = regexp.MustCompile(`(?i)^(?:and|&)\s+(?:mailing\s+)?address(?:es)?\s+of\s+(?:the\s+)?(.+)$`)
	// reGluedNameBox is a bare name box with its value on the same line,
	// no colon between: "Name of individual, company or organisation
	// Harbour Logistics Ltd".
	reGluedNameBox = regexp.MustCompile(`^((?i:full name|name of (?:the )?(?:individual, company or organi[sz]ation|individual or organi[sz]ation|company or organi[sz]ation|organi[sz]ation|company|business|employer)))\s+([A-Z].*)$`)
)

// withoutItemNumbers is a form's lines with each box's printed number
// taken off its label.
func withoutItemNumbers(lines []string) []string {
	out := make([]string, len(lines))
	for i, l := range lines {
		if m := reItemNumber.FindStringSubmatch(l); m != nil {
			l = m[1]
		} else if m := reItemBare.FindStringSubmatch(l); m != nil && (formHeadingRole(m[1]) != "" || reNameWord.MatchString(m[1])) {
			l = m[1]
		}
		l = reIfAside.ReplaceAllString(l, "")
		if m := reGluedNameBox.FindStringSubmatch(strings.TrimSpace(l)); m != nil {
			l = m[1] + ": " + m[2]
		}
		out[i] = l
	}
	return out
}

// formLabel is a label without its bracketed instruction, in lower case.
func formLabel(s string) string {
	return strings.ToLower(strings.TrimSpace(reFormAside.ReplaceAllString(strings.TrimRight(s, ": "), "")))
}

// formPartyLabels are the labels (and section headings) of forms that name
// a party, with the role of that party, as data: equality agencies'
// charges, employment tribunals' claim and response forms, bankruptcy
// proofs of claim, small-claims and consumer forms, police reports. They
// are matched as whole words in the label; the longest match wins.
var formPartyLabels = []struct {
	words string
	role  string
}{
	{"respondent", RoleRespondent},
	{"employer", RoleRespondent},
	{"name of employer", RoleRespondent},
	{"respondent's name", RoleRespondent},
	{"opposite party", RoleRespondent},
	{"organisation", RoleRespondent},
	{"organization", RoleRespondent},
	{"defendant", RoleDefendant},
	{"defendant's name", RoleDefendant},
	{"accused", RoleDefendant},
	{"debtor", RoleParty},
	{"creditor", RoleParty},
	{"claimant", RolePlaintiff}, // a claimant is a plaintiff (model.Roles)
	{"claimant's name", RolePlaintiff},
	{"applicant", RolePetitioner},
	{"applicant's name", RolePetitioner},
	{"complainant", RoleParty},
	{"charging party", RoleParty},
	{"party filing charge", RolePlaintiff}, // a labour board's charge: who brings it
	{"petitioner", RolePetitioner},
	{"plaintiff", RolePlaintiff},
	{"person subpoenaed", RoleThirdParty}, // a subpoena's addressee is no party to the case
	{"subpoenaed", RoleThirdParty},
}

// formNotPartyLabels are labels that hold a word of formPartyLabels but
// name no party: the party's address, telephone, number of employees, or
// its representative.
var reFormNotParty = regexp.MustCompile(`(?i)\b(?:address|street|city|state|zip|post\s?code|pin|phone|telephone|tel|fax|e-?mail|no\.|number|employees|members|date|signature|birth|representative|attorney|counsel|solicitor|advocate|agent|type|county|country|title|firm|trading\s+name|business\s+name|abn|acn)\b`)

// formLabelRole is the role of the party a label (or a section heading)
// names, or "" when it names none.
func formLabelRole(label string) string {
	l := strings.ToLower(label)
	if reFormNotParty.MatchString(l) {
		return ""
	}
	if reInformantLabel.MatchString(l) {
		return RoleDeclarant
	}
	if a, _, ok := strings.Cut(l, "/"); ok {
		if role := formLabelRole(a); role != "" {
			return role // "PLAINTIFF/PETITIONER": the form's words for either kind of case; the first is a civil action's
		}
	}
	best, n := "", 0
	for _, p := range formPartyLabels {
		if len(p.words) > n && regexp.MustCompile(`\b`+regexp.QuoteMeta(p.words)+`\b`).MatchString(l) {
			best, n = p.role, len(p.words)
		}
	}
	return best
}

var (
	// reInformantLabel is the box of who gives a police report's or a
	// criminal complaint's information ("Complainant / Informant"): its
	// maker, whatever other word the label has.
	reInformantLabel = regexp.MustCompile(`(?i)\binformant\b`)
	// reGenericNameLabel is a box for a name that says not whose: its
	// heading does.
	reGenericNameLabel = regexp.MustCompile(`^(?:full\s+)?name(?:\s+of\s+(?:the\s+)?(?:organi[sz]ation|company|business|firm|individual\b.*))?$|^organi[sz]ation$`)
	// reNumberedPartyHead heads one party's boxes on a form that numbers
	// them: "Defendant No. 2", "Plaintiff 1".
	reNumberedPartyHead = regexp.MustCompile(`(?i)^(?:plaintiff|defendant|claimant|respondent|applicant|petitioner)s?\s+(?:no\.?\s*|#\s*)?\d{1,2}\b`)
)

// reOtherNameBox is a box for a party's other name or number ("Employer's
// trading name", "Employer's ABN"): no row of headings over the party's
// own name.
var reOtherNameBox = regexp.MustCompile(`(?i)\b(?:trading|business)\s+name\b|\babn\b|\bacn\b`)

// reFormAgentHead is a heading over a party's representative's boxes.
var reFormAgentHead = regexp.MustCompile(`(?i)\b(?:representative|attorney|counsel|solicitor|advocate|agent|lawyer)\b`)

// formHeadingRole is the role of the party whose boxes a form's heading
// opens ("Named is the Employer, Labor Organization, ... or State or
// Local Government Agency"), or "" (a representative's heading, or none).
func formHeadingRole(h string) string {
	if reFormAgentHead.MatchString(h) {
		return ""
	}
	if reInformantLabel.MatchString(h) {
		return RoleDeclarant
	}
	best, n := "", 0
	l := strings.ToLower(h)
	for _, p := range formPartyLabels {
		if len(p.words) > n && regexp.MustCompile(`\b`+regexp.QuoteMeta(p.words)+`\b`).MatchString(l) {
			best, n = p.role, len(p.words)
		}
	}
	return best
}

var (
	// reFormInstruction is a form's printed instruction, never a value.
	reFormInstruction = regexp.MustCompile(`(?i)\b(?:indicate|check (?:the |one|all|if)|if any|see instructions|please (?:print|type|complete|attach)|use block capitals|if applicable|tick|complete this|leave blank|continue on|attach (?:a|additional) (?:sheet|page))\b|\?$|^\[|^[☐☒]`)
	// reFormSignPart is the heading of a form's signature part.
	reFormSignPart  = regexp.MustCompile(`(?i)\bsign(?:ed|ature)?\b|\bstatement of truth\b|\bverification\b|\bdeclar(?:e|ation)\b|\bcertif(?:y|ication)\b`)
	reCheckBoxLead  = regexp.MustCompile(`^[\[(☐☒■□✓✔]\s*[xX✓✔]?\s*[\])]?\s`)
	reFormHonorific = regexp.MustCompile(`^(?i:mr|mrs|ms|miss|mx|dr|shri|smt)\.?\s+`)
)

// reLocalNumber is the number of a union's local or lodge, part of its
// name ("Teamsters Local Union No. 406", "Lodge 1943").
var reLocalNumber = regexp.MustCompile(`(?i)\b(?:local|lodge|district|chapter|branch)(?:\s+union)?\s+(?:no\.?\s*)?\d{1,5}\b`)

// formPartyName is the value of a party box as a name, or "" when the value
// is not a person's or an entity's name (an address, a postcode, a date, a
// heading in capitals of form words, an instruction, a check box).
func formPartyName(val string) string {
	val = strings.TrimSpace(strings.Trim(val, " ,;"))
	if val == "" || len(val) > 90 || reFormInstruction.MatchString(val) || notAParty(val) {
		return ""
	}
	n := cleanName(reFormHonorific.ReplaceAllString(val, ""))
	if n == "" || notAParty(n) || strings.Contains(n, "@") || strings.ContainsAny(reLocalNumber.ReplaceAllString(n, ""), "0123456789") {
		return ""
	}
	if isPersonName(n) || isEntityName(n) {
		return n
	}
	return ""
}

var reEntityTail = regexp.MustCompile(`(?i)(?:,?\s+(?:` + strings.Join(companySuffixes, "|") + `)\.?)$|^(?:the\s+)?(?:city|county|state|town|village|borough|department|ministry|board|council|commission|authority|university|government|republic|union|people)\s+of\s+[A-Z]|\b(?:department|ministry|council|commission|authority|university|hospital|school district|bank|trust|foundation|association|society|union|agency|corporation|company)$|\b(?:local|lodge)(?:\s+union)?\s+(?:no\.?\s*)?\d{1,5}$`)

// isEntityName tells whether n has the form of an entity's name: a company
// form at its end ("Acme, Inc.", "Beta GmbH"), or a public body's
// ("City of Springfield", "Department of Labor", "Northfield University").
func isEntityName(n string) bool {
	if len(strings.Fields(n)) < 2 {
		return false
	}
	r, _ := firstRune(n)
	return (r >= 'A' && r <= 'Z' || reNumberedCompany.MatchString(n)) && reEntityTail.MatchString(n)
}

// formBoxParties are the parties a form page names in its labelled boxes,
// each with its role and the line it is printed on. A bare "Name" box
// takes the role of the last party heading above it.
func formBoxParties(lines []string) []FormField {
	var out []FormField
	fields := FormFields(lines)
	fi := 0
	ctx, ctxAt := "", 0
	agentAt := -1 // the line of the last heading over a representative's boxes
	labelAt := map[int]bool{}
	for _, f := range fields {
		labelAt[f.LabelLine] = true
	}
	for i, l := range lines {
		t := strings.TrimSpace(l)
		// A heading line (no box of its own, nor a box's label) sets whose
		// boxes follow; the signature part of a form names its signer, no
		// party.
		if (fi >= len(fields) || fields[fi].Line != i) && !labelAt[i] {
			if reFormSignPart.MatchString(t) {
				ctx = ""
			} else if reCheckBoxLead.MatchString(t) {
				// "[X] The Claimant believes that the facts stated ...
				// are true": a ticked statement, no heading of boxes.
			} else if t != "" && !strings.Contains(t, ":") || strings.HasSuffix(t, ":") {
				if role := formHeadingRole(strings.TrimSuffix(t, ":")); role != "" && len(strings.Fields(t)) <= 16 {
					ctx, ctxAt = role, i
				} else if reFormAgentHead.MatchString(t) && len(strings.Fields(t)) <= 8 {
					ctx, agentAt = "", i // the party's representative's boxes follow
				}
			}
		}
		for fi < len(fields) && fields[fi].Line == i {
			f := fields[fi]
			fi++
			// A name split into boxes: the surname (or a company's name)
			// and the given names in the boxes near it.
			if reSurnameBox.MatchString(f.Label) {
				if i-ctxAt > 8 || ctx == "" {
					continue
				}
				n := splitName(fields, fi-1)
				if n = formPartyName(n); n != "" {
					out = append(out, FormField{Label: ctx, Value: n, Line: i})
				}
				continue
			}
			if reGivenBox.MatchString(f.Label) {
				continue
			}
			role := formLabelRole(f.Label)
			if agentAt > ctxAt && i-agentAt <= 8 && reGenericNameLabel.MatchString(f.Label) {
				continue // "Name of organisation" under "Your representative"
			}
			if role == "" && i-ctxAt <= 8 && (f.Label == "name" || f.Label == "full name" || f.Label == "name of organisation" || f.Label == "name of organization") {
				role = ctx
			}
			if role == "" {
				continue
			}
			if n := formPartyName(f.Value); n != "" {
				out = append(out, FormField{Label: role, Value: n, Line: i})
			}
		}
	}
	return out
}

// formPageClasses are the classes of papers that a court may print as a
// form (a small-claims statement, a notice of judgment) though their titles
// name a pleading or an order.
var formPageClasses = map[DocClass]bool{ClassOther: true, ClassPleading: true, ClassOrder: true, ClassDeclaration: true}

var (
	// reCheckBox is a form's check box, ticked or not.
	reCheckBox = regexp.MustCompile(`\[\s*[xX✓✔]?\s*\]|[☐☒]`)
	// reFormNumberLine is a form's number printed on its page: "Form 7A",
	// "Form / Formule 9A", "DC-SC-1 (Rev. 01/2019)", "N1 Claim form".
	reFormNumberLine = regexp.MustCompile(`(?i)\bform(?:\s*/\s*formule)?\s+[A-Z]{0,4}-?\d{1,3}[A-Z]?\b|\(rev\.?\s*\d|\b[A-Z]{1,3}\d{1,3}[A-Z]?\s+(?:claim\s+)?form\b`)
)

// formPage tells whether a page is printed as a court's form: check boxes,
// the form's number, or a form's title in a column of its top lines.
func formPage(v *pageView) bool {
	boxes := 0
	var top []string
	for k, sg := range v.segs {
		if k < 25 && !sg.blank {
			top = append(top, sg.text)
		}
		boxes += len(reCheckBox.FindAllString(sg.text, -1))
		if reFormNumberLine.MatchString(sg.text) && len(strings.Fields(sg.text)) <= 12 {
			return true
		}
	}
	return boxes >= 2 || isFormTitled(strings.Join(top, "\n"))
}

var (
	// reSurnameBox is the box for a surname, or a company's name in its
	// place: "Last name, or name of company", "Surname or family name".
	reSurnameBox = regexp.MustCompile(`^(?:last\s+name|surname|family\s+name)\b`)
	// reGivenBox is the box for the given names: "First name (or names)",
	// "Given name(s)", "Forenames", "Second name".
	reGivenBox = regexp.MustCompile(`^(?:first|given|second|middle|christian)\s+names?\b|^fore-?names?\b`)
)

// splitName joins the name printed in the surname box at fields[at] with
// the given names printed in the boxes beside it (within three lines): "Chidi"
// and "OKONKWO" are "Chidi Okonkwo"; a surname box alone holds a company's
// name.
func splitName(fields []FormField, at int) string {
	last := strings.TrimSpace(fields[at].Value)
	var given []string
	for j := max(0, at-2); j < len(fields) && j <= at+2; j++ {
		f := fields[j]
		if j == at || f.Line < fields[at].Line-3 || f.Line > fields[at].Line+3 || !reGivenBox.MatchString(f.Label) {
			continue
		}
		if v := strings.TrimSpace(f.Value); v != "" && !strings.Contains(v, ":") {
			given = append(given, v)
		}
	}
	if len(given) == 0 {
		return last
	}
	if last == strings.ToUpper(last) && given[0] != strings.ToUpper(given[0]) {
		last = titleCase(last)
	}
	return strings.Join(given, " ") + " " + last
}

// formBoxes reads the parties of an official form from its labelled boxes
// (formBoxParties). Only a document classified as a form is read so: the
// "Label: value" lines of a letter or a minute order are read by their
// own readers.
func (r *rulesRun) formBoxes(v *pageView) {
	if r.class != ClassForm && !(formPageClasses[r.class] && formPage(v)) {
		return
	}
	lines := make([]string, len(v.segs))
	for k, sg := range v.segs {
		if !sg.blank {
			lines[k] = sg.text
		}
	}
	for _, f := range formBoxParties(lines) {
		text := v.segs[f.Line].text
		r.party(v, f.Value, f.Label, "", text, 0, len(text))
	}
}

// lawyerBoxes reads the lawyer named in a form's box for the lawyer, in
// any document that prints one (a form filed inside another paper too).
func (r *rulesRun) lawyerBoxes(v *pageView) {
	lines := make([]string, len(v.segs))
	for k, sg := range v.segs {
		if !sg.blank {
			lines[k] = sg.text
		}
	}
	// The box at the head of an American court form, "ATTORNEY OR PARTY
	// WITHOUT ATTORNEY", with "NAME:" and "ATTORNEY FOR (name):": the name
	// is a lawyer's when the box names a client, and the party's own when
	// it says the party acts in person.
	fields := FormFields(lines)
	if box := slices.IndexFunc(lines, func(l string) bool { return reAttorneyOrParty.MatchString(l) }); box >= 0 {
		// Lines below the box's head, counted on the page (a filing
		// stamp's column beside the box adds segments, not lines).
		below := func(k int) int { return v.segs[k].line - v.segs[box].line }
		client := ""
		for _, f := range fields {
			// A filing stamp read in order between the box's lines (a
			// court's e-filing legend) pushes "ATTORNEY FOR" down.
			if f.Line > box && below(f.Line) <= 22 && reAttorneyForBox.MatchString(f.Label) {
				client = strings.TrimSpace(cutAtNextLabel(f.Value))
			}
		}
		if client != "" && !reInPerson.MatchString(client) && !reSelfRepresented.MatchString(client) {
			for _, f := range fields {
				if f.Line > box && below(f.Line) <= 5 && f.Label == "name" {
					if n := lawyerPiece(cutAtNextLabel(f.Value)); n != "" {
						text := v.segs[f.Line].text
						r.party(v, n, RoleCounsel, "", text, 0, len(text))
					}
				}
			}
		}
	}
	// An order after hearing's check box: "[X] Attorney present (name):
	// Meredith A. Sandoval-Price".
	for _, sg := range v.segs {
		if !sg.blank {
			r.personsMatched(v, sg.text, RoleCounsel, reAttorneyPresent)
		}
	}
	// A lawyer's box: "Lawyer's name: Anita Rao", "Name of solicitor",
	// "Signature of lawyer: A Rao".
	for _, f := range fields {
		if !reFormLawyerLabel.MatchString(f.Label) {
			continue
		}
		if n := lawyerPiece(cutAtNextLabel(f.Value)); n != "" {
			text := v.segs[f.Line].text
			r.party(v, n, RoleCounsel, "", text, 0, len(text))
		}
	}
}

var (
	// reAttorneyOrParty heads an American court form's box for who files
	// it: "ATTORNEY OR PARTY WITHOUT ATTORNEY (Name, State Bar number, and
	// address):".
	reAttorneyOrParty = regexp.MustCompile(`(?i)^\s*attorney\s+or\s+party\s+without\s+(?:an\s+)?attorney\b`)
	// reAttorneyForBox is the box naming the client: "ATTORNEY FOR (name)".
	reAttorneyForBox = regexp.MustCompile(`^attorney\s+for\b`)
	// reAttorneyPresent is a form's check box for the lawyer who attended.
	reAttorneyPresent = regexp.MustCompile(`(?i:\[\s*[x✓✔]\s*\]\s*(?:attorney|counsel|lawyer)\s+present\s*\(name\)\s*:)\s*(\p{Lu}[\p{L}\p{M}'’.-]*(?:\s+\p{Lu}[\p{L}\p{M}'’.-]*){1,3})`)
	// reSelfRepresented is a box's value when the party files alone.
	reSelfRepresented = regexp.MustCompile(`(?i)\b(?:in\s+pro\s+per|pro\s+se|self[- ]represented|in\s+propria\s+persona)\b`)
)

// reFormLawyerLabel is a form's box for the lawyer who acts (a legal
// representative, never a party's own "representative" nor the box that
// names the client, "Attorney for (Name)"), by its name or alone: an
// Australian form's "Legal representative" box holds the solicitor's
// name.
var reFormLawyerLabel = regexp.MustCompile(`^(?:(?:full\s+)?name\s+of\s+(?:the\s+|your\s+)?(?:lawyer|solicitor|attorney|counsel|legal\s+representative|advocate|barrister)|(?:the\s+|your\s+)?(?:lawyer|solicitor|attorney|counsel|legal\s+representative|advocate|barrister)(?:'s|’s|s')?\s+(?:full\s+)?name|signature\s+of\s+(?:the\s+)?(?:lawyer|solicitor|attorney|legal\s+representative)|(?:the\s+|your\s+)?(?:legal\s+representative|solicitor\s+on\s+(?:the\s+)?record)(?:\s+for\s+(?:the\s+)?[a-z]+)?)$`)
