package model

import (
	"regexp"
	"strings"
)

// readBenchJudges names the bench's judge reader for classSkips.
const readBenchJudges = "bench judges"

// The bench: who decides and who argues, as rulings, orders and
// transcripts across systems print them, read by small grammars over the
// vocabulary of vocab_bench.go. Judges and counsel are kept apart from the
// parties they act for, and a court, a firm or a title alone is never a
// person.

var (
	// reBenchPanel is a panel's line, maybe wrapped over two lines: "Before
	// A, B, and C, Administrative Patent Judges." Group 1 is the list.
	reBenchPanel = regexp.MustCompile(`(?:^|[.;]\s+|\n)(?i:before)\s*:?\s+(.{4,300}?),?\s+(?i:` + strings.Join(benchPanelTitles, "|") + `)\s*\.?(?:\s|$)`)
	// reBenchPanelRole is a member's place in the panel's list, before the
	// name: "Chair Lena Ostrowski and Members Harold Baines".
	reBenchPanelRole = regexp.MustCompile(`(?i)^(?:(?:vice\s+|deputy\s+)?chair(?:man|woman|person)?|members?|commissioners?|judges?|justices?|presiding)\s+`)
	// reBenchHeard is a label naming who heard the case (benchHeardLabels),
	// the name after its colon or alone on the next line.
	reBenchHeard = regexp.MustCompile(`^(?i:` + strings.Join(benchHeardLabels, "|") + `)\s*:\s*(.*)$`)
	// reCourtOf is an order headed by its presiding officer, as Indian
	// trial courts print it: "IN THE COURT OF SH. VIKRAM SOOD, CJM". The
	// honorific is what tells a person from a court's name ("IN THE COURT
	// OF APPEAL").
	reCourtOf = regexp.MustCompile(`^(?i:in\s+the\s+court\s+of)\s+(?i:(?:sh|shri|sri|smt|ms|mr|mrs|dr|kumari|km)\.?\s+)((?:[A-Z]\.?\s?){0,3}\p{Lu}[\p{L}\p{M}'’-]+(?:\s+\p{Lu}[\p{L}\p{M}'’-]+){0,3})`)
	// reTeste is a writ's teste, which names the court's head in whose name
	// it issues ("WITNESS the Honourable Mr Justice X, President of the High
	// Court"): the judge named there did not hear the case.
	// reForumLine names the forum a caption is set before: "BEFORE THE
	// PATENT TRIAL AND APPEAL BOARD", "Before the Labour Relations
	// Commission". It ends the caption's heading, so the forum's words never
	// join the first party's name.
	reForumLine = regexp.MustCompile(`(?i)^before\s+the\s+.*\b(?:board|commission|authority|tribunal|court|panel|office|agency|council|registrar|ombudsman|arbitrator)s?\s*$`)
	reTeste     = regexp.MustCompile(`(?i)\bwitness(?:eth)?\s*:?\s*(?:the\s+)?(?:(?:rt\.?\s+)?hon(?:ou?rable|\.)?\s+)?$`)
)

// benchJudges reads judges: a panel's "Before ..., <Judges>" line even
// where it wraps, a signed name over its office (benchTitleLines) or with
// it after a comma, a label naming who heard the case, and the presiding
// officer an order is headed by.
func (r *rulesRun) benchJudges(v *pageView) {
	for _, p := range v.paras {
		if !strings.Contains(strings.ToLower(p.text), "before") {
			continue
		}
		for _, m := range reBenchPanel.FindAllStringSubmatchIndex(p.text, -1) {
			var names []string
			ok := true
			for _, piece := range splitPanel(p.text[m[2]:m[3]]) {
				n := benchName(reBenchPanelRole.ReplaceAllString(piece, ""))
				if n == "" {
					ok = false
					break
				}
				names = append(names, n)
			}
			if !ok {
				continue
			}
			for _, n := range names {
				if a := strings.Index(p.text, n); a >= 0 {
					r.party(v, n, RoleJudge, "", p.text, a, a+len(n))
				} else {
					r.party(v, n, RoleJudge, "", p.text, m[2], m[3])
				}
			}
		}
	}
	for k, sg := range v.segs {
		if sg.blank {
			continue
		}
		t := strings.TrimSpace(sg.text)
		// An award's panel as rows: "Name  -  Public Arbitrator, Presiding
		// Chairperson".
		if n := dashedBenchRow(v, k); n != "" {
			r.party(v, n, RoleJudge, "", v.segs[k].text, 0, len(v.segs[k].text))
			continue
		}
		if reBenchTitleLine.MatchString(t) || reSheriffLine.MatchString(t) && reSheriffCourt.MatchString(v.norm) {
			r.judgeAbove(v, k)
			continue
		}
		if m := reBenchTitleAfter.FindStringSubmatch(t); m != nil {
			if n := benchName(reSignatureLead.ReplaceAllString(m[1], "")); n != "" {
				r.party(v, n, RoleJudge, "", t, 0, len(t))
			}
			continue
		}
		if m := reBenchHeard.FindStringSubmatch(t); m != nil {
			rest, text := strings.TrimSpace(m[1]), t
			if rest == "" {
				for j := k + 1; j < len(v.segs) && j <= k+2; j++ {
					if !v.segs[j].blank {
						rest, text = strings.TrimSpace(v.segs[j].text), v.segs[j].text
						break
					}
				}
			}
			for _, piece := range splitPanel(rest) {
				if n := benchMember(piece); n != "" {
					r.party(v, n, RoleJudge, "", text, 0, len(text))
				}
			}
			// "Members: Ms S Rahman" / "Mr P Doyle": the next members
			// alone on the lines below, each with a courtesy title.
			// A coram alone on its line heads its members' lines; one with
			// its judge after the colon is followed by the appearances.
			label := strings.ToLower(strings.TrimSpace(t[:strings.Index(t, ":")]))
			if strings.HasSuffix(label, "members") || label == "coram" && strings.TrimSpace(m[1]) == "" {
				from := k + 1
				if rest == "" {
					from = k + 2 // the first member's line, read above
				}
				for j := from; j < len(v.segs) && j <= k+4; j++ {
					nt := strings.TrimSpace(v.segs[j].text)
					if v.segs[j].blank || strings.Contains(nt, ":") || !reCourtesyLead.MatchString(nt) || strings.Contains(nt, " for ") {
						break
					}
					for _, piece := range splitPanel(nt) {
						if n := benchMember(piece); n != "" {
							r.party(v, n, RoleJudge, "", v.segs[j].text, 0, len(v.segs[j].text))
						}
					}
				}
			}
			continue
		}
		if m := reCourtOf.FindStringSubmatchIndex(t); m != nil && v.num == 1 {
			if n := benchName(t[m[2]:m[3]]); n != "" {
				r.party(v, n, RoleJudge, "", t, m[2], m[3])
			}
		}
	}
}

// benchMember is the member a bench label names: a full name, or a
// surname after its courtesy title ("Employer Member: Mr Fitzgibbon"), as
// tribunals name their members.
func benchMember(piece string) string {
	if n := benchName(piece); n != "" {
		return n
	}
	if m := reSurnameOnly.FindStringSubmatch(strings.TrimSpace(piece)); m != nil && !notNames[strings.ToLower(m[1])] && !orgWords[strings.ToLower(m[1])] {
		return m[1]
	}
	return ""
}

// A Scottish sheriff signs an interlocutor with the name over "Sheriff";
// an American sheriff who signs a return of service decides nothing, so
// the line counts only on a sheriff court's papers.
var (
	reSheriffLine  = regexp.MustCompile(`^(?i:sheriff(?:\s+principal)?)$`)
	reSheriffCourt = regexp.MustCompile(`(?i)\bsheriffdom\b|\bsheriff\s+court\b|\binterlocutor\b`)
)

// reCourtesyLead opens a name with its courtesy title: "Mr P Doyle".
var reCourtesyLead = regexp.MustCompile(`^(?:Mr|Ms|Mrs|Miss|Mx|Dr|Professor|Prof|Shri|Sri|Smt|Hon'?ble|Justice)\.?\s+\p{Lu}`)

// judgeAbove reads the signed name above the office on segment k: the
// nearest line above that is no rule of underscores, its signature lead
// ("(Signed)", "By the court:", "/s/") and brackets taken off.
func (r *rulesRun) judgeAbove(v *pageView, k int) {
	for j := k - 1; j >= 0 && j >= k-3; j-- {
		if v.segs[j].blank {
			continue
		}
		pt := strings.TrimSpace(v.segs[j].text)
		if strings.Trim(pt, "_-–. ") == "" {
			continue
		}
		if n := benchName(reSignatureLead.ReplaceAllString(pt, "")); n != "" {
			r.party(v, n, RoleJudge, "", v.segs[j].text, 0, len(v.segs[j].text))
		}
		return
	}
}

// dashedBenchRow is the name on segment k when its line is a bench's row,
// the name then the office in a column of its own, maybe with a dash
// between ("Catherine L. Brandvold  -  Public Arbitrator, Presiding
// Chairperson"); "" otherwise.
func dashedBenchRow(v *pageView, k int) string {
	t := strings.TrimSpace(v.segs[k].text)
	name, title := "", ""
	if m := reDashRow.FindStringSubmatch(t); m != nil {
		name, title = m[1], m[2]
	} else if j := k + 1; !v.segs[k].after && j < len(v.segs) && v.segs[j].line == v.segs[k].line {
		if strings.Trim(v.segs[j].text, " -–—") == "" {
			j++ // the dash as a column of its own
		}
		if j < len(v.segs) && v.segs[j].line == v.segs[k].line {
			name, title = t, strings.TrimSpace(v.segs[j].text)
		}
	}
	if name == "" {
		return ""
	}
	office := strings.TrimSpace(strings.SplitN(title, ",", 2)[0])
	if !reJudgeTitle.MatchString(office) && !reBenchTitleLine.MatchString(office) {
		return ""
	}
	if n := cleanName(name); isPersonName(n) {
		return n
	}
	return ""
}

// reDashRow is a line of a name, a dash and what the person is.
var reDashRow = regexp.MustCompile(`^(\p{Lu}[^-–—]{2,60}?)\s+[-–—]\s+(\p{Lu}.{2,80})$`)

// columnAbove is the segment just above segment k in its column, when k
// is a column to the right of a line's start (a signature beside a
// date): the nearest earlier line's segment that starts within a few
// characters of it; -1 when there is none.
func columnAbove(v *pageView, k int) int {
	sg := v.segs[k]
	if !sg.after || sg.col == 0 {
		return -1
	}
	for j := k - 1; j >= 0; j-- {
		o := v.segs[j]
		if o.blank || o.line == sg.line {
			continue
		}
		if o.line < sg.line-2 {
			return -1
		}
		if d := o.col - sg.col; d >= -4 && d <= 4 {
			return j
		}
	}
	return -1
}

// reSplitPanel divides a list of the bench: commas, semicolons, "and", "&".
var reSplitPanel = regexp.MustCompile(`\s*(?:,\s*(?:and\s+)?|;\s*|\s+and\s+|\s*&\s*)`)

// splitPanel is a list of the bench's names, one piece each.
func splitPanel(s string) []string {
	var out []string
	for _, p := range reSplitPanel.Split(strings.TrimSpace(s), -1) {
		if p = strings.TrimSpace(p); p != "" {
			out = append(out, p)
		}
	}
	return out
}

// inTeste reports whether the text before a judge's name is a writ's
// teste ("WITNESS the Honourable ..."), which names no judge of the case.
func inTeste(before string) bool {
	return reTeste.MatchString(before)
}

// judgeSignLine reports whether t is a judge's line of a signature block
// ("Hon. Miriam Okafor, J.F.C.", "Special Trial Judge"): a look-back for a
// lawyer's signature stops there.
func judgeSignLine(t string) bool {
	t = strings.TrimSpace(t)
	return reBenchTitleLine.MatchString(t) || reBenchTitleAfter.MatchString(t) || reJudgeTitle.MatchString(t) ||
		reJudgeInline.MatchString(t)
}
