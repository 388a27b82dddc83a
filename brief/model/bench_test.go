package model

import (
	"strings"
	"testing"
)

// benchCase is one page (or document) and what it must and must not yield.
type benchCase struct {
	name      string
	pages     []string
	want, not []string // "name key/role"
}

func runBenchCases(t *testing.T, cases []benchCase) {
	t.Helper()
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			got := partiesOf(t, c.pages...)
			key := func(s string) string {
				name, role, _ := strings.Cut(s, "/")
				return NameKey(name) + "/" + role
			}
			for _, w := range c.want {
				w = key(w)
				if !got[w] {
					t.Errorf("%s not read; got %v", w, got)
				}
			}
			for _, n := range c.not {
				n = key(n)
				if got[n] {
					t.Errorf("%s read; got %v", n, got)
				}
			}
		})
	}
}

// TestBenchJudges: who decides, as rulings across systems name them: an
// agency panel whose "Before" line wraps before its title, a signature
// over an office that is no court's ("Special Trial Judge", "Member of
// the ... Tribunal", an Indian magistrate's abbreviated designation), a
// signature line that opens with the court's own words ("By the Court:",
// "(Signed)"), a label naming who heard the case, and the presiding
// officer an Indian order is headed by. A writ's teste names the court's
// president, who did not hear the case.
func TestBenchJudges(t *testing.T) {
	runBenchCases(t, []benchCase{
		{name: "agency panel wrapped", pages: []string{"UNITED STATES PATENT AND TRADEMARK OFFICE\nBEFORE THE PATENT TRIAL AND APPEAL BOARD\nACME ROBOTICS CORP.,\nPetitioner,\nv.\nZENITH MOTION LLC,\nPatent Owner.\nIPR2023-01234\nBefore MARTHA L. QUINTERO, DAVID O. FENWICK, and SUSAN K.\nABERNATHY, Administrative Patent Judges.\nQUINTERO, Administrative Patent Judge.\nDECISION\nDenying Institution of Inter Partes Review"},
			want: []string{"martha l quintero/judge", "david o fenwick/judge", "susan k abernathy/judge"},
			not:  []string{"quintero/judge", "appeal board acme robotics corp/petitioner"}},
		{name: "agency forum is no party", pages: []string{"BEFORE THE NATIONAL TRANSPORTATION SAFETY BOARD\nADMINISTRATOR, FEDERAL AVIATION ADMINISTRATION,\nComplainant,\nv.\nRONALD T. BECK,\nRespondent.\nDocket SE-31002\nORDER"},
			want: []string{"ronald t beck/respondent"}, not: []string{"national transportation safety board administrator federal aviation administration/plaintiff"}},
		{name: "board members", pages: []string{"DECISION AND ORDER\nBefore: Chair Lena Ostrowski and Members Harold Baines and Joy Mbeki, Board Members.\nThe Respondent's exceptions are denied."},
			want: []string{"lena ostrowski/judge", "harold baines/judge", "joy mbeki/judge"}},
		{name: "special trial judge signed", pages: []string{"DECISION\nPursuant to the agreement of the parties, it is ORDERED AND DECIDED that there is a deficiency in income tax due from petitioner for the taxable year 2021 of $4,210.00.\n(Signed) Robert J. Haines\nSpecial Trial Judge\nENTERED: MAR 3 2024"},
			want: []string{"robert j haines/judge"}},
		{name: "by the court", pages: []string{"ORDER OF DISCHARGE\nIT IS ORDERED: A discharge under 11 U.S.C. 727 is granted to the debtors.\nBy the court: Laura T. Mendes\nUnited States Bankruptcy Judge"},
			want: []string{"laura t mendes/judge"}, not: []string{"by the court/judge"}},
		{name: "tribunal member signs", pages: []string{"DETERMINATION\n[12] The claim succeeds. Costs are reserved.\nThomas Reid\nMember of the Social Security Appeals Tribunal"},
			want: []string{"thomas reid/judge"}},
		{name: "heard by clerk-magistrate", pages: []string{"NOTICE OF SMALL CLAIM JUDGMENT\nJudgment for the plaintiff in the amount of $1,250.00 plus costs.\nHEARD BY: Clerk-Magistrate Paul R. Donnelly\nDATE ENTERED: 05/02/2023"},
			want: []string{"paul r donnelly/judge"}, not: []string{"clerk-magistrate paul r donnelly/judge"}},
		{name: "label over name", pages: []string{"EMPLOYMENT DISPUTES AUTHORITY\nAdjudicator:\nFiona Clarke\nRepresentatives:\nJ Ross, advocate for the Applicant\nDetermination: 4 June 2023"},
			want: []string{"fiona clarke/judge"}},
		{name: "indian court of", pages: []string{"IN THE COURT OF SH. VIKRAM SOOD\nCHIEF JUDICIAL MAGISTRATE, PATIALA HOUSE COURTS, NEW DELHI\nCC No. 2231/2022\nORDER\nAccused is directed to appear on the next date.\n(VIKRAM SOOD)\nCJM/New Delhi/12.01.2023"},
			want: []string{"vikram sood/judge"}},
		{name: "indian designation under name", pages: []string{"ORDER\nBail application is dismissed.\n(ANJALI MEHRA)\nACMM-02/Central/Tis Hazari Courts\nDelhi/14.02.2024"},
			want: []string{"anjali mehra/judge"}},
		{name: "court of is no judge", pages: []string{"IN THE COURT OF APPEAL\nIN THE COURT OF COMMON PLEAS\nORDER\nThe motion is denied."},
			not: []string{"appeal/judge", "common pleas/judge"}},
		{name: "writ teste", pages: []string{"PLENARY SUMMONS\nTo the Defendant: you are hereby required to enter an appearance within eight days.\nWITNESS The Honourable Mr. Justice Ronan Kelly, President of the High Court, the 2nd day of May 2023."},
			not: []string{"ronan kelly/judge"}},
		{name: "judge's signature is no counsel's", pages: []string{"ORDER OF CUSTODY\nIt is ORDERED that the petitioner shall have sole legal custody.\nDated: May 3, 2023\nENTER:\n/s/ Miriam Okafor\nHon. Miriam Okafor, J.F.C.\nCheck applicable box: [X] Order mailed on 05/04/2023 to: Petitioner, Respondent, Attorney for the\nChild"},
			want: []string{"miriam okafor/judge"}, not: []string{"miriam okafor/counsel"}},
	})
}
