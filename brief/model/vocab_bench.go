package model

import (
	"regexp"
	"strings"
)

// The bench's and the bar's vocabulary across systems, as data: the
// offices printed under (or after) the name of whoever decides, the plural
// titles that close a panel's "Before" line, the labels that name who heard
// a case, the words a signed name opens with, the designations and
// post-nominals printed after a lawyer's name, and the offices of lawyers
// who sign for a government or a company. A new system adds rows here, not
// rules (bench.go reads them).

// benchJudicialTitles are judicial styles printed before a name that the
// general table (judicialTitles) lacks: a Massachusetts small-claims
// "Clerk-Magistrate", an agency's "Administrative Patent Judge", a tax
// court's "Special Trial Judge", a tribunal's "Adjudicator".
var benchJudicialTitles = []string{
	`clerk[- ]magistrate`, `administrative\s+(?:patent|trademark)\s+judge`, `special\s+trial\s+judge`, `(?:senior\s+)?adjudicator`,
	`(?:chief\s+|appellate\s+)?immigration\s+judge`, `hearing\s+examiner`, `members`,
}

// benchTitleLines are the offices printed on their own line under a
// judge's signed name (or after it, past a comma), beyond those of
// reJudgeTitle: agency judges, tribunal members ("Member of the ...
// Tribunal"), Indian judicial officers by their full or abbreviated
// designation ("Additional Sessions Judge", "ASJ-03/South/Saket Courts",
// "CJM/New Delhi"), and the styles that follow a state judge's name
// ("J.F.C.", "J.S.C."). Matched case-insensitively against the whole line.
var benchTitleLines = []string{
	`special\s+trial\s+judge`, `(?:chief\s+)?administrative\s+(?:patent\s+|trademark\s+|law\s+)?judge`, `(?:chief\s+|appellate\s+)?immigration\s+judge`,
	`clerk[- ]magistrate`, `hearing\s+examiner`, `(?:senior\s+)?adjudicator`,
	`(?:presiding\s+|senior\s+|deputy\s+|judicial\s+|tribunal\s+)?member\s+of\s+(?:the\s+)?[a-z' ]*(?:authority|tribunal|board|commission|panel|bench|forum)`,
	`tribunal\s+member`, `(?:united\s+states\s+)?(?:bankruptcy|district|magistrate|circuit)\s+judge`,
	// India: the sessions and magistrates' courts, by name and by abbreviation.
	`(?:(?:principal|additional|addl\.?|special)\s+)?(?:district\s+(?:&|and)\s+)?sessions\s+judge`,
	`(?:(?:chief|additional|addl\.?)\s+)?(?:judicial|metropolitan)\s+magistrate(?:\s+(?:first|1st|2nd|second)\s+class)?`,
	`civil\s+judge(?:\s*\([^)]*\))?`, `(?:(?:principal|additional|addl\.?)\s+)?district\s+judge`,
	`(?:asj|acmm|cmm|mm|jmfc|cjm|acjm|sdjm|adj|spl\.?\s*judge)`,
	// Styles after a state judge's name.
	`j\.\s?f\.\s?c\.?`, `j\.\s?s\.\s?c\.?`, `a\.\s?j\.\s?s\.\s?c\.?`, `j\.\s?c\.\s?c\.?`, `s\.\s?c\.\s?j\.?`,
}

// reBenchTitleLine is a line that is only a judicial office of
// benchTitleLines: its number, its court's place after a dash, slash or
// comma ("ASJ-03/South/Saket Courts", "Special Judge, NDPS") may follow.
var reBenchTitleLine = regexp.MustCompile(`(?i)^(?:` + strings.Join(benchTitleLines, "|") + `)(?:\s*[-–]?\s*\d{1,3})?(?:\s*(?:[,/(]|[-–]\s).*)?\.?$`)

// reBenchTitleAfter is a judge's name and office on one line: "Miriam
// Okafor, J.F.C.", "Ruth Adler, Special Trial Judge". Group 1 is the name.
var reBenchTitleAfter = regexp.MustCompile(`^(.{4,60}?),\s*(?i:` + strings.Join(benchTitleLines, "|") + `)\s*$`)

// benchPanelTitles close a panel's "Before A, B, and C, ..." line with the
// members' title in the plural.
var benchPanelTitles = []string{
	`administrative\s+patent\s+judges`, `administrative\s+trademark\s+judges`, `administrative\s+law\s+judges`, `administrative\s+judges`,
	`(?:appellate\s+)?immigration\s+judges`, `(?:board\s+|tribunal\s+|panel\s+|commission\s+)?members`,
	`commissioners`, `arbitrators`, `(?:senior\s+|chief\s+)?(?:circuit|district|bankruptcy|appellate|appeals|associate|tax)\s+judges`,
	`judges`, `justices`,
}

// benchHeardLabels are the labels naming who heard or decided a case, the
// name after the colon or alone on the next line: "HEARD BY:", "Member of
// Authority:", "Adjudicator:", "Presiding Officer:".
var benchHeardLabels = []string{
	`heard\s+by`, `decided\s+by`, `determined\s+by`, `adjudicator`, `tribunal\s+member`, `presiding\s+officer`,
	`decision[- ]maker`, `member\s+of\s+(?:the\s+)?(?:authority|tribunal|board|commission|panel)`, `hearing\s+officer`,
	`administrative\s+law\s+judge`, `immigration\s+judge`, `presiding\s+judge`, `judge`,
	// Tribunals of employment and labour: "Employment Judge:", "Members:",
	// "Employer Member:", "Worker Member:", "Deputy Chairman:", "(Workplace
	// Relations Commission) Adjudication Officer:", "Deputy President:".
	`employment\s+judge`, `(?:(?:employer|employee|worker|union|lay|non-legal|legal|expert|judicial|technical|presiding)\s+)?members?`,
	`coram`, `deputy\s+chair(?:man|woman|person)?`, `(?:[a-z]+\s+){0,4}adjudication\s+officer`, `(?:deputy\s+|vice\s+)?president`,
}

// signatureLeads open the line of a judge's signed name: the court's own
// words before it ("By the Court:", "ENTER:", "SO ORDERED:"), a typist's
// note that the original was signed ("(Signed)", "Sd/-"), a signature
// mark ("/s/").
var signatureLeads = []string{
	`\(signed\)`, `signed\s*:?`, `sd/?-?`, `/s/`, `by\s+the\s+(?:court|board|tribunal|authority)\s*:?`, `enter(?:ed)?\s*:`,
	`so\s+ordered\s*[:.]?`, `it\s+is\s+so\s+ordered\s*[:.]?`,
}

// reSignatureLead is signatureLeads at the head of a line.
var reSignatureLead = regexp.MustCompile(`(?i)^(?:\s*(?:` + strings.Join(signatureLeads, "|") + `)\s*)+`)
