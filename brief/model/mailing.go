package model

import (
	"regexp"
	"strings"
)

// A notice's mailing list: a notice of hearing, of motion or of filing
// says to whom it was sent ("Notice of this hearing was mailed by
// first-class mail, postage prepaid, on May 20, 2024, to:", "A copy of
// this Notice was sent to the following:") and lists them, one entry
// each: the addressee's name, then a firm, an "Attn:" line, a street and
// a city, perhaps an aside in brackets ("(Counsel for X)"). The
// extraction may drop the blank lines between entries, so an entry ends
// at its city or its email. Each addressee, and whoever an entry names
// for the attention of, is a recipient of the notice, and its signer its
// sender.

var (
	// reMailedTo is the line that opens the list: it ends in "to:" or
	// "following:".
	reMailedTo = regexp.MustCompile(`(?i)\b(?:to|following(?:\s+(?:persons|parties|interested\s+persons|parties\s+in\s+interest))?)\s*:\s*$`)
	// reMailedVerb is the sending in the lines that open the list.
	reMailedVerb = regexp.MustCompile(`(?i)\b(?:notice|copy|copies)\b.{0,160}\b(?:was|were|has\s+been|have\s+been|is\s+being|are\s+being)\s+(?:mailed|sent|served|delivered|e-?mailed|furnished|given)\b`)
	// reEmailOnly is an entry's email line.
	reEmailOnly = regexp.MustCompile(`^\S+@\S+\.\S+$`)
	// reCleric is a cleric's style before the name ("Rev.", "Fr.").
	reCleric = regexp.MustCompile(`^(?:Rev(?:erend)?|Fr|Msgr|Rabbi|Pastor)\.?\s+`)
)

// mailingList reads a notice's mailing list on page v (a notice's page:
// the caller checks the document) and returns whether it found one.
func (r *rulesRun) mailingList(v *pageView) bool {
	for k, sg := range v.segs {
		if sg.blank || !reMailedTo.MatchString(sg.text) {
			continue
		}
		lead := sg.text
		for j := k - 1; j >= 0 && j >= k-2 && !v.segs[j].blank; j-- {
			lead = v.segs[j].text + " " + lead
		}
		if !reMailedVerb.MatchString(lead) {
			continue
		}
		found := false
		expect := true // the next line opens an entry
		for j := k + 1; j < len(v.segs); j++ {
			s := v.segs[j]
			t := strings.TrimSpace(s.text)
			if s.blank || t == "" {
				expect = true
				continue
			}
			if len(strings.Fields(t)) > 12 || reSigMark.MatchString(t) {
				break
			}
			if m := reAttnLine.FindStringSubmatch(t); m != nil {
				name := strings.TrimSpace(reCleric.ReplaceAllString(strings.TrimSpace(m[1]), ""))
				if n := cleanName(leadingName(name)); isPersonName(n) {
					r.party(v, n, RoleRecipient, "", s.text, 0, len(s.text))
				}
				continue
			}
			if strings.HasPrefix(t, "(") || reEmailOnly.MatchString(t) {
				expect = true
				continue
			}
			if reCityZip.MatchString(t) {
				expect = true
				continue
			}
			if !expect || notAParty(t) {
				continue
			}
			n := cleanName(leadingName(t))
			if n == "" || !startsUpper(n) || len(strings.Fields(n)) > 7 || strings.ContainsAny(n, "0123456789") {
				break // the list has ended
			}
			r.party(v, n, RoleRecipient, "", s.text, 0, len(s.text))
			found, expect = true, false
		}
		if found {
			return true
		}
	}
	return false
}

// noticeSigner records the signer of notice page v as its sender: the
// first signature ("/s/ X", "By: X") on the page.
func (r *rulesRun) noticeSigner(v *pageView) {
	for j, s := range v.segs {
		if s.blank || !reSigMark.MatchString(s.text) && !strings.HasPrefix(strings.TrimSpace(s.text), "By") {
			continue
		}
		if n := lawyerName(v.segs, j); n != "" {
			r.party(v, n, RoleSender, "", s.text, 0, len(s.text))
			return
		}
	}
}

// An agency's notice sent as a letter with no salutation: the date, the
// addressee's name over the address, the notice's title ("Notice of
// Decision - Unfavorable", "Notice of Appeals Council Action"), the body,
// the signature ("/s/ X" over the office) and the copies ("cc:"). The
// addressee is its recipient, the signer its sender, and those it is
// copied to its recipients.

// reNoticeLetterTitle is such a notice's title line.
var reNoticeLetterTitle = regexp.MustCompile(`^(?i:notice\s+of\s+)\S`)

// noticeLetters reads the notices sent as letters on the documents' first
// page.
func (r *rulesRun) noticeLetters(views []pageView) {
	if len(views) == 0 {
		return
	}
	v := &views[0]
	for k := 0; k < len(v.segs) && k < 40; k++ {
		if v.segs[k].blank || !reNoticeLetterTitle.MatchString(strings.TrimSpace(v.segs[k].text)) {
			continue
		}
		// The inside address above the title: a name, then lines of the
		// address, the last a city with its postcode.
		var block []int
		for j := k - 1; j >= 0 && len(block) < 6; j-- {
			if v.segs[j].blank {
				if len(block) > 0 {
					break
				}
				continue
			}
			block = append([]int{j}, block...)
		}
		if len(block) < 2 || !reCityZip.MatchString(strings.TrimSpace(v.segs[block[len(block)-1]].text)) {
			return
		}
		name := -1
		for i := len(block) - 2; i >= 0; i-- {
			t := strings.TrimSpace(v.segs[block[i]].text)
			if reStreet.MatchString(t) || reUnit.MatchString(t) || reCityZip.MatchString(t) {
				continue
			}
			if n := cleanName(t); isPersonName(n) || isEntityName(n) {
				name = block[i]
			}
			break
		}
		if name < 0 {
			return
		}
		t := v.segs[name].text
		r.party(v, cleanName(t), RoleRecipient, "", t, 0, len(t))
		for j := k + 1; j < len(v.segs); j++ {
			if v.segs[j].blank || !reSigMark.MatchString(v.segs[j].text) {
				continue
			}
			if n := lawyerName(v.segs, j); n != "" {
				r.party(v, n, RoleSender, "", v.segs[j].text, 0, len(v.segs[j].text))
				r.copyList(v, j)
			}
			break
		}
		return
	}
}
