package model

import (
	"regexp"
	"strings"
)

// The grammar of sworn and verified statements whose maker is named only
// by the signature under them, or by an opening that is not "I, Name,
// declare": a verification by certification ("the undersigned certifies
// that the statements set forth in this instrument are true"), an English
// statement of truth ("The Claimant believes that the facts stated in these
// Particulars of Claim are true. I am duly authorised by the Claimant to
// sign this statement."), an agency charge's declaration ("I declare that
// I have read the above charge and that the statements are true"). Their
// signer is the declarant, unless the form says a lawyer signed for the
// party (a statement of truth signed by the "legal representative") or the
// signer is an officer who only certifies (a notary).

// attestWords are the sentences by which a maker vouches for what a paper
// states, matched case-blind in a paragraph. A certificate of service
// vouches for a copy served, never for facts, and is not one of them.
var attestWords = []string{
	`\b(?:facts|statements|matters|contents|allegations|averments|information)\b[^.]{0,120}?\b(?:are|is)\s+(?:both\s+)?true\b`,
	`\bverily\s+believes?\b[^.]{0,40}\btrue\b`,
	`\bI\s+(?:hereby\s+)?declare\s+(?:\([^)]{0,60}\)\s+)?(?:under\s+penalty\s+of\s+perjury\s+)?that\s+(?:I\s+have\s+read|the\s+foregoing)\b`,
	`\bpenalty\s+of\s+perjury\b[^.]{0,120}?\bI\s+(?:hereby\s+)?(?:certify|declare)\s+that\s+the\s+foregoing\s+is\s+true\b`,
}

var (
	reAttest = regexp.MustCompile(`(?i)` + strings.Join(attestWords, "|"))
	// reServiceCert is a certificate or proof of service, whose signer
	// vouches for a delivery.
	reServiceCert = regexp.MustCompile(`(?i)\b(?:served|service|mailed|delivered|e-?filed)\b`)
	// reAffirmColon opens an affidavit form's numbered statements: "I
	// affirm:", "I swear:", "I say on oath:".
	reAffirmColon = regexp.MustCompile(`^I\s+(?:affirm|swear|say\s+on\s+oath|solemnly\s+affirm)\s*:?$`)
	// reNameCell is a form's "Name" box label in its own cell.
	reNameCell = regexp.MustCompile(`^(?i:name|full\s+name|name\s+of\s+deponent)\s*:?$`)
	// reOwnTranscript is a deponent's errata sheet, which vouches for the
	// transcript of the deponent's own deposition: the deponent makes no
	// declaration of the case.
	reOwnTranscript = regexp.MustCompile(`(?i)\b(?:transcript\s+of\s+my\s+(?:deposition|testimony|examination)|my\s+deposition\s+transcript)\b`)
	// reSignedLabel is a signature box: "Signed: Name", "Signature Name".
	reSignedLabel = regexp.MustCompile(`^(?i:signed|signature(?:\s+of\s+(?:the\s+)?(?:claimant|applicant|complainant|petitioner|plaintiff|declarant|deponent|affiant|maker))?|sgd\.?)\s*:?\s*(.*)$`)
	// rePositionLawyer is a statement of truth's box for the signer's
	// position that says a lawyer signed for the party: "Position:
	// Partner, Ashcombe Ridley LLP, Solicitors for the Petitioner".
	rePositionLawyer = regexp.MustCompile(`(?i)^(?:position|capacity|title)(?:\s+or\s+office\s+held)?\s*:\s*.*\b(?:solicitors?|attorneys?|counsel|lawyers?|legal\s+representatives?)\s+(?:for|to)\b`)
	// reAffiantSignature labels the affiant's signature line under it.
	reAffiantSignature = regexp.MustCompile(`^(?i:(?:affiant|deponent|declarant)['’]?s?\s+signature|signature\s+of\s+(?:the\s+)?(?:affiant|deponent|declarant))\s*$`)
	// reFullNameLabel is the box for the signer's name printed in full.
	reFullNameLabel = regexp.MustCompile(`^(?i:full\s+name|name\s+in\s+full|print(?:ed)?\s+name)\s*:?\s*(.+)$|^(?i:name)\s*:\s*(.+)$`)
	// reLawyerCapacity is the signer's capacity written after the name
	// with no box: "Imogen Clarke, Partner, Blake Harrow LLP, Claimant's
	// legal representative".
	reLawyerCapacity = regexp.MustCompile(`(?i),\s*(?:the\s+)?[a-z]+['’]s?\s+(?:legal\s+representative|solicitors?)\s*$`)
	// reLawyerSigned is a ticked box that says the party's lawyer signed:
	// "[X] Claimant's legal representative".
	reLawyerSigned = regexp.MustCompile(`(?i)\[\s*[x✓✔]\s*\]\s*(?:the\s+)?(?:[a-z]+['’]s\s+)?(?:legal\s+representative|solicitor|attorney|lawyer)`)
	// reLawyerLine is a line under a signature that makes its signer a
	// lawyer: "Attorneys for Plaintiff", "Solicitors for the Defendant".
	// reAffirmsLead is an affirmation or affidavit that opens with its
	// maker's name and description: "JANE ROE, an attorney duly admitted
	// to practice in the courts of this State, affirms under the penalties
	// of perjury".
	reAffirmsLead = regexp.MustCompile(`^(\p{Lu}[\p{L}\p{M}.'’\- ]{2,60}?),\s+(?:an?|the)\s+[^;:]{3,250}?,\s+(?:hereby\s+)?(?:affirms|declares|deposes\s+and\s+says|swears|certifies|verifies)\b`)
	// reInformant is a criminal information sworn by its informant: "This
	// is the information of Constable Jane Roe, of the Police Service".
	reInformant = regexp.MustCompile(`\b(?i:the\s+information\s+of)\s+(\p{Lu}[\p{L}\p{M}.'’\-]+(?:\s+\p{Lu}[\p{L}\p{M}.'’\-]+){1,4})`)
	// reOfficerCertifies opens an officer's certification in the third
	// person, as a probable-cause certification does: "That Luis M.
	// Ferrante is a detective with the Tacoma Police Department and has
	// reviewed the investigation".
	reOfficerCertifies = regexp.MustCompile(`^That\s+(?:(?:Detective|Det\.|Officer|Sergeant|Sgt\.|Deputy|Trooper|Special\s+Agent|Agent|Investigator|Corporal|Cpl\.)\s+)?(\p{Lu}[\p{L}\p{M}.'’\-]+(?:\s+\p{Lu}[\p{L}\p{M}.'’\-]+){1,3})\s+is\s+an?\s+(?:[\w-]+\s+){0,3}?(?:detective|officer|deputy|trooper|agent|investigator|sergeant|corporal|inspector)\s+(?:with|of|for|employed\s+by)\b`)
	// reDateBlank is the printed pattern of a date box ("MM / DD / YYYY").
	reDateBlank  = regexp.MustCompile(`(?i)^(?:mm|dd|yy|yyyy)(?:\s*[/.-]\s*(?:mm|dd|yy|yyyy))+$`)
	reLawyerLine = regexp.MustCompile(`(?i)^(?:(?:attorneys?|counsel|solicitors?|advocates?)\s+(?:for|to)\b|of\s+counsel\b|(?:[\w.-]+\s+)?bar\s+(?:no|number|roll)\b|ardc\b|sbn\b)`)
)

// attestations reads the maker of each attestation on the page as its
// declarant: the signer under it, or the name it opens with.
func (r *rulesRun) attestations(v *pageView) {
	// "/s/ Renee Okafor" over "Affiant's Signature": the affiant.
	for k, sg := range v.segs {
		if sg.blank || !reAffiantSignature.MatchString(strings.TrimSpace(sg.text)) {
			continue
		}
		for j := k - 1; j >= 0 && j >= k-2; j-- {
			if v.segs[j].blank {
				continue
			}
			if m := reSigned.FindStringSubmatch(strings.TrimSpace(v.segs[j].text)); m != nil {
				if n := cleanName(m[1]); isPersonName(n) {
					r.party(v, n, RoleDeclarant, "", v.segs[j].text, 0, len(v.segs[j].text))
				}
			}
			break
		}
	}
	// An affidavit form that names its maker in a "Name" box above "I
	// affirm:" or "I swear:" (the Australian Form 40).
	for k, sg := range v.segs {
		if sg.blank || !reAffirmColon.MatchString(strings.TrimSpace(sg.text)) {
			continue
		}
		for j := max(0, k-12); j+1 < k; j++ {
			if v.segs[j].blank || !reNameCell.MatchString(strings.TrimSpace(v.segs[j].text)) || v.segs[j+1].blank {
				continue
			}
			val := v.segs[j+1].text
			if n := cleanName(cutAtNextLabel(val)); isPersonName(n) {
				r.party(v, n, RoleDeclarant, "", val, 0, len(val))
			}
			break
		}
	}
	for _, p := range v.paras {
		for _, re := range []*regexp.Regexp{reAffirmsLead, reInformant} {
			if m := re.FindStringSubmatchIndex(p.text); m != nil {
				if n := cleanName(p.text[m[2]:m[3]]); isPersonName(n) {
					r.party(v, n, RoleDeclarant, "", p.text, m[2], m[3])
				}
			}
		}
		if m := reOfficerCertifies.FindStringSubmatchIndex(p.text); m != nil && rePerjury.MatchString(v.norm) {
			if n := cleanName(p.text[m[2]:m[3]]); isPersonName(n) {
				r.party(v, n, RoleDeclarant, "", p.text, m[2], m[3])
			}
		}
		if !reAttest.MatchString(p.text) || reServiceCert.MatchString(p.text) || reOfficeServerPage.MatchString(v.norm) || reOwnTranscript.MatchString(p.text) {
			continue
		}
		n, k, lawyer := attestSigner(v, p.first)
		switch {
		case n != "" && lawyer:
			// A statement of truth signed by the party's solicitor ("[X]
			// Claimant's legal representative"): counsel, who vouches for
			// the party's belief, not a declarant.
			r.party(v, n, RoleCounsel, "", v.segs[k].text, 0, len(v.segs[k].text))
		case n != "":
			r.party(v, n, RoleDeclarant, "", v.segs[k].text, 0, len(v.segs[k].text))
		}
	}
}

// attestSigner is the signer of the attestation that starts at seg from
// (a paragraph joins the lines of a signature block printed close under
// it), and the seg that names them: the first signature ("/s/ Name",
// "Signed: Name", "Full name: Name") within the next lines, before the
// next heading. It is "" when an officer signed; lawyer says a lawyer
// signed.
func attestSigner(v *pageView, from int) (string, int, bool) {
	seen := 0
	for k := from; k < len(v.segs) && seen < 12; k++ {
		sg := v.segs[k]
		if sg.blank {
			continue
		}
		seen++
		t := strings.TrimSpace(sg.text)
		if isHeading(t) && seen > 1 && !reDateBlank.MatchString(t) && !companySigns(v, k) {
			return "", 0, false
		}
		val := ""
		if m := reSigned.FindStringSubmatch(t); m != nil {
			val = m[1]
		} else if m := reSignedLabel.FindStringSubmatch(t); m != nil {
			val = cutAtNextLabel(firstCell(m[1])) // "Signature of Claimant:   Chan Siu Ying   Date: 28 June 2024"
			if strings.Trim(val, "_-./ ") == "" {
				val = "" // the rule to sign on: the name follows
			}
			// The box's value beside it, or under it.
			if strings.TrimSpace(val) == "" && k+1 < len(v.segs) && !v.segs[k+1].blank && !strings.Contains(v.segs[k+1].text, ":") {
				val, k = v.segs[k+1].text, k+1
			}
		} else if m := reFullNameLabel.FindStringSubmatch(t); m != nil {
			val = m[1] + m[2]
		}
		if val == "" {
			continue
		}
		val = strings.TrimSpace(val)
		if m := reSigned.FindStringSubmatch(val); m != nil {
			val = m[1]
		}
		n := cleanName(strings.Trim(val, "/_ "))
		if !isPersonName(n) || reOfficer.MatchString(val) {
			return "", 0, false
		}
		if lawyerSigned(v, from, k) {
			// Only a ticked box for the legal representative names the
			// signer as counsel; a lawyer's block below the signature may
			// be the filer's. The name printed in full, when the form
			// has its box, is the one to read.
			if !lawyerTicked(v, from, k) {
				return "", 0, false
			}
			if fn, j := fullNameBox(v, k); fn != "" {
				return fn, j, true
			}
			return n, k, true
		}
		// The party signed: the name printed in full under a signature
		// that abbreviates it ("Signature  M Adeyemi-Clarke" ... "Full
		// name  Marcus Adeyemi-Clarke") is the one to read.
		if fn, j := fullNameBox(v, k); fn != "" && NameKey(fn) != NameKey(n) {
			return fn, j, false
		}
		return n, k, false
	}
	return "", 0, false
}

// fullNameBox is the name in a form's "Full name" box within the lines
// under the signature at seg k (the capacity's tick boxes and the date may
// come between), and its seg.
func fullNameBox(v *pageView, k int) (string, int) {
	for j := k + 1; j < len(v.segs) && j <= k+9; j++ {
		if v.segs[j].blank {
			continue
		}
		t := strings.TrimSpace(v.segs[j].text)
		if reSigned.MatchString(t) || reSignedLabel.MatchString(t) || reOfficer.MatchString(t) {
			break // another signature, or an officer's: not this signer's box
		}
		if m := reFullNameLabel.FindStringSubmatch(t); m != nil {
			if fn := cleanName(strings.Trim(m[1]+m[2], "/_ ")); isPersonName(fn) {
				return fn, j
			}
		}
		// The box's label and its value in two cells of one line.
		if reFullNameOnly.MatchString(t) && j+1 < len(v.segs) && !v.segs[j+1].blank && !strings.Contains(v.segs[j+1].text, ":") {
			if fn := cleanName(strings.Trim(strings.TrimSpace(v.segs[j+1].text), "/_ ")); isPersonName(fn) {
				return fn, j + 1
			}
		}
	}
	return "", 0
}

// reFullNameOnly is the full-name box's label alone in its cell.
var reFullNameOnly = regexp.MustCompile(`^(?i:full\s+name|name\s+in\s+full|print(?:ed)?\s+name)\s*:?$`)

// lawyerTicked tells whether the attestation from seg from ticks the box
// for the party's legal representative (reLawyerSigned) near its
// signature at seg k.
func lawyerTicked(v *pageView, from, k int) bool {
	for j := from; j < len(v.segs) && j <= k+6; j++ {
		if !v.segs[j].blank && (reLawyerSigned.MatchString(v.segs[j].text) || rePositionLawyer.MatchString(strings.TrimSpace(v.segs[j].text)) || reLawyerCapacity.MatchString(strings.TrimSpace(v.segs[j].text))) {
			return true
		}
	}
	return false
}

// companySigns reports whether seg k, a line in capitals, is the name of
// a company that signs by the "By:" line under it ("ACME BANK, N.A." /
// "By: /s/ Jane Roe"): the signature block, not a heading.
func companySigns(v *pageView, k int) bool {
	for j := k + 1; j < len(v.segs) && j <= k+2; j++ {
		if v.segs[j].blank {
			continue
		}
		return reByLine.MatchString(strings.TrimSpace(v.segs[j].text))
	}
	return false
}

// lawyerSigned tells whether the attestation from seg from, or the lines
// under its signature at seg k, say a lawyer signed it.
func lawyerSigned(v *pageView, from, k int) bool {
	seen := 0
	for j := from; j < len(v.segs) && seen < 6; j++ {
		if v.segs[j].blank {
			continue
		}
		if j > k {
			seen++
		}
		t := strings.TrimSpace(v.segs[j].text)
		if reLawyerSigned.MatchString(t) || reLawyerLine.MatchString(t) || rePositionLawyer.MatchString(t) || reLawyerCapacity.MatchString(t) {
			return true
		}
		if j > k && reOfficerCapacity.MatchString(t) {
			return false // "Title: Vice President": an officer signed; a lawyer's block below is the filer's
		}
	}
	return false
}

// reServedCopy is what a certificate of service certifies: a copy served,
// mailed or delivered ("that on June 2, 2024, I caused a true copy of the
// foregoing to be served").
var reServedCopy = regexp.MustCompile(`(?i)^[^.]{0,220}?\b(?:served|mailed|e-?mailed|delivered|transmitted|caused\b[^.]{0,160}?\bto\s+be\s+(?:served|sent|mailed|delivered|filed))\b`)

// certifiesService tells whether the "I, X, certify" of t[a:b] opens a
// certificate of service: its signer vouches for a delivery, not for
// facts, and makes no declaration (a process server's sworn return does).
func certifiesService(t string, a, b int) bool {
	head := strings.ToLower(t[a:b])
	if strings.HasSuffix(head, "declare") && reOfficeServer.MatchString(t[b:]) {
		return true
	}
	return strings.HasSuffix(head, "certify") && !strings.Contains(head, "sworn") && reServedCopy.MatchString(t[b:])
}

// reOfficeServerPage is such a proof of service anywhere on a page: its
// closing oath is the server's.
var reOfficeServerPage = regexp.MustCompile(`(?i)\b(?:I\s+am\s+employed\s+in|my\s+business\s+address\s+is)\b[^.]{0,160}\.(?:[^.]{0,200}\.)?[^.]{0,200}?\bnot\s+a\s+party\s+to\s+(?:the\s+within|this|the\s+above-?entitled)\s+(?:action|proceeding|case|cause)\b`)

// reOfficeServer is a proof of service made by a law office's employee
// ("I, X, declare: I am employed in the County of Los Angeles. I am over
// the age of 18 and not a party to this action. ... I served"): its maker
// vouches for a delivery and is no party. A process server's sworn return
// ("I am a citizen of ... and not a party") is a declaration still.
var reOfficeServer = regexp.MustCompile(`(?i)^\W{0,3}(?:I\s+am\s+employed\s+in|my\s+business\s+address\s+is)\b[^.]{0,160}\.(?:[^.]{0,200}\.)?[^.]{0,200}?\bnot\s+a\s+party\s+to\s+(?:the\s+within|this|the\s+above-?entitled)\s+(?:action|proceeding|case|cause)\b`)

// rePerjury is a certification's or a declaration's oath.
var rePerjury = regexp.MustCompile(`(?i)\bpenalty\s+of\s+perjury\b|\bI\s+(?:hereby\s+)?certify\b`)
