package model

import (
	"regexp"
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

// FormField is one labelled box of a form page: its label, its value and
// the index of the line the value is printed on.
type FormField struct {
	Label, Value string
	Line         int
}

var (
	// reFormBeside: "Label: value", the label at most six words.
	reFormBeside = regexp.MustCompile(`^([A-Z][A-Za-z'’()/.,-]*(?:\s+[A-Za-z'’()/.,-]+){0,5}?)\s*:\s*(\S.*)$`)
	// reFormLabelOnly: a label alone on its line, with or without its colon.
	reFormLabelOnly = regexp.MustCompile(`^([A-Z][A-Za-z'’()/.,-]*(?:\s+[A-Za-z'’()/.,-]+){0,5}?)\s*:?$`)
	// reFormNextLabel cuts a value where the next box's label starts on the
	// same line ("Gulfstream Inc. No. Employees: 201-500").
	reFormNextLabel = regexp.MustCompile(`\s+(?:[A-Z][\w.'’()/-]*\s+){0,3}[A-Z][\w.'’()/-]*\s*:(?:\s|$)`)
	// reFormAside is a label's bracketed instruction ("(indicate Mr., Ms.)").
	reFormAside = regexp.MustCompile(`\s*\([^)]*\)`)
)

var (
	// reFormHeadRow: a row of column headings whose first names a party.
	reFormHeadRow = regexp.MustCompile(`^((?i:full name|name|respondent|employer|claimant|applicant|complainant|charging party|defendant|organi[sz]ation))(?:\s*\([^)]*\))?\s+(\S.*)$`)
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
	return l == "name" || l == "full name" || formLabelRole(l) != "" || reFormNotParty.MatchString(l)
}

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
	var out []FormField
	for i := 0; i < len(lines); i++ {
		l := strings.TrimSpace(lines[i])
		if l == "" {
			continue
		}
		if m := reFormBeside.FindStringSubmatch(l); m != nil {
			val := cutAtNextLabel(m[2])
			out = append(out, FormField{Label: formLabel(m[1]), Value: strings.TrimSpace(val), Line: i})
			continue
		}
		// A row of boxes extracted as a column of labels, then a column of
		// their values ("Name" "Home Phone" "Year of Birth" "Ms. A B"
		// "(312) 555-0148" "1984"): paired in order.
		if n := formLabelRun(lines, i); n >= 2 && i+2*n <= len(lines) {
			ok := true
			for j := i + n; j < i+2*n; j++ {
				if t := strings.TrimSpace(lines[j]); t == "" || isFormLabelLine(t) {
					ok = false
				}
			}
			if ok {
				for k := 0; k < n; k++ {
					lab := reFormLabelOnly.FindStringSubmatch(strings.TrimSpace(lines[i+k]))
					out = append(out, FormField{Label: formLabel(lab[1]), Value: strings.TrimSpace(lines[i+n+k]), Line: i + n + k})
				}
				i += 2*n - 1
				continue
			}
		}
		// A row of column headings, the party's name first ("Name  Home
		// Phone  Year of Birth"): the name is the first cell of the row
		// below.
		if m := reFormHeadRow.FindStringSubmatch(l); m != nil && reFormNotParty.MatchString(m[2]) && !strings.Contains(l, ":") {
			for j := i + 1; j < len(lines) && j <= i+2; j++ {
				if next := strings.TrimSpace(lines[j]); next != "" {
					if !reFormHeadRow.MatchString(next) {
						out = append(out, FormField{Label: formLabel(m[1]), Value: firstCell(next), Line: j})
						i = j
					}
					break
				}
			}
			continue
		}
		m := reFormLabelOnly.FindStringSubmatch(l)
		if m == nil || (!strings.HasSuffix(l, ":") && formLabelRole(formLabel(m[1])) == "") {
			continue
		}
		for j := i + 1; j < len(lines) && j <= i+2; j++ {
			next := strings.TrimSpace(lines[j])
			if next == "" {
				continue
			}
			if reFormBeside.MatchString(next) || strings.HasSuffix(next, ":") || formLabelRole(formLabel(next)) != "" {
				break
			}
			out = append(out, FormField{Label: formLabel(m[1]), Value: next, Line: j})
			i = j
			break
		}
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
	{"claimant", RoleParty},
	{"claimant's name", RoleParty},
	{"applicant", RoleParty},
	{"applicant's name", RoleParty},
	{"complainant", RoleParty},
	{"charging party", RoleParty},
	{"petitioner", RolePetitioner},
	{"plaintiff", RolePlaintiff},
}

// formNotPartyLabels are labels that hold a word of formPartyLabels but
// name no party: the party's address, telephone, number of employees, or
// its representative.
var reFormNotParty = regexp.MustCompile(`(?i)\b(?:address|street|city|state|zip|post\s?code|pin|phone|telephone|tel|fax|e-?mail|no\.|number|employees|members|date|signature|birth|representative|attorney|counsel|solicitor|advocate|agent|type|county|country|title)\b`)

// formLabelRole is the role of the party a label (or a section heading)
// names, or "" when it names none.
func formLabelRole(label string) string {
	l := strings.ToLower(label)
	if reFormNotParty.MatchString(l) {
		return ""
	}
	best, n := "", 0
	for _, p := range formPartyLabels {
		if len(p.words) > n && regexp.MustCompile(`\b`+regexp.QuoteMeta(p.words)+`\b`).MatchString(l) {
			best, n = p.role, len(p.words)
		}
	}
	return best
}

// reFormAgentHead is a heading over a party's representative's boxes.
var reFormAgentHead = regexp.MustCompile(`(?i)\b(?:representative|attorney|counsel|solicitor|advocate|agent|lawyer)\b`)

// formHeadingRole is the role of the party whose boxes a form's heading
// opens ("Named is the Employer, Labor Organization, ... or State or
// Local Government Agency"), or "" (a representative's heading, or none).
func formHeadingRole(h string) string {
	if reFormAgentHead.MatchString(h) {
		return ""
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
	reFormHonorific = regexp.MustCompile(`^(?i:mr|mrs|ms|miss|mx|dr|shri|smt)\.?\s+`)
)

// formPartyName is the value of a party box as a name, or "" when the value
// is not a person's or an entity's name (an address, a postcode, a date, a
// heading in capitals of form words, an instruction, a check box).
func formPartyName(val string) string {
	val = strings.TrimSpace(strings.Trim(val, " ,;"))
	if val == "" || len(val) > 90 || reFormInstruction.MatchString(val) || notAParty(val) {
		return ""
	}
	n := cleanName(reFormHonorific.ReplaceAllString(val, ""))
	if n == "" || notAParty(n) || strings.ContainsAny(n, "0123456789@") {
		return ""
	}
	if isPersonName(n) || isEntityName(n) {
		return n
	}
	return ""
}

var reEntityTail = regexp.MustCompile(`(?i)(?:,?\s+(?:` + strings.Join(companySuffixes, "|") + `)\.?)$|^(?:the\s+)?(?:city|county|state|town|village|borough|department|ministry|board|council|commission|authority|university|government|republic|union|people)\s+of\s+[A-Z]|\b(?:department|ministry|council|commission|authority|university|hospital|school district|bank|trust|foundation|association|society|union|agency|corporation|company)$`)

// isEntityName tells whether n has the form of an entity's name: a company
// form at its end ("Acme, Inc.", "Beta GmbH"), or a public body's
// ("City of Springfield", "Department of Labor", "Northfield University").
func isEntityName(n string) bool {
	if len(strings.Fields(n)) < 2 {
		return false
	}
	r, _ := firstRune(n)
	return r >= 'A' && r <= 'Z' && reEntityTail.MatchString(n)
}

// formBoxParties are the parties a form page names in its labelled boxes,
// each with its role and the line it is printed on. A bare "Name" box
// takes the role of the last party heading above it.
func formBoxParties(lines []string) []FormField {
	var out []FormField
	fields := FormFields(lines)
	fi := 0
	ctx, ctxAt := "", 0
	for i, l := range lines {
		t := strings.TrimSpace(l)
		// A heading line (no box of its own) sets whose boxes follow; the
		// signature part of a form names its signer, no party.
		if fi >= len(fields) || fields[fi].Line != i {
			if reFormSignPart.MatchString(t) {
				ctx = ""
			} else if t != "" && !strings.Contains(t, ":") || strings.HasSuffix(t, ":") {
				if role := formHeadingRole(strings.TrimSuffix(t, ":")); role != "" && len(strings.Fields(t)) <= 16 {
					ctx, ctxAt = role, i
				}
			}
		}
		for fi < len(fields) && fields[fi].Line == i {
			f := fields[fi]
			fi++
			role := formLabelRole(f.Label)
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

// formBoxes reads the parties of an official form from its labelled boxes
// (formBoxParties). Only a document classified as a form is read so: the
// "Label: value" lines of a letter or a minute order are read by their
// own readers.
func (r *rulesRun) formBoxes(v *pageView) {
	if r.class != ClassForm {
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
	// A lawyer's box: "Lawyer's name: Anita Rao", "Name of solicitor",
	// "Signature of lawyer: A Rao".
	for _, f := range FormFields(lines) {
		if !reFormLawyerLabel.MatchString(f.Label) {
			continue
		}
		if n := lawyerPiece(cutAtNextLabel(f.Value)); n != "" {
			text := v.segs[f.Line].text
			r.party(v, n, RoleCounsel, "", text, 0, len(text))
		}
	}
}

// reFormLawyerLabel is a form's box for the lawyer who acts (a legal
// representative, never a party's own "representative" nor the box that
// names the client, "Attorney for (Name)").
var reFormLawyerLabel = regexp.MustCompile(`^(?:(?:full\s+)?name\s+of\s+(?:the\s+|your\s+)?(?:lawyer|solicitor|attorney|counsel|legal\s+representative|advocate|barrister)|(?:the\s+|your\s+)?(?:lawyer|solicitor|attorney|counsel|legal\s+representative|advocate|barrister)(?:'s|’s|s')?\s+(?:full\s+)?name|signature\s+of\s+(?:the\s+)?(?:lawyer|solicitor|attorney|legal\s+representative))$`)
