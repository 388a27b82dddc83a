package model

import "testing"

// TestJudgeNamedInOrderText: an order names its judge outside a signature
// block: "ENTERED BY MAGISTRATE JUDGE X" under the title of a minute
// order, and "before District Judge Delia J. Whitlock" in a sentence
// wrapped at the title, with a middle initial that does not end the name.
func TestJudgeNamedInOrderText(t *testing.T) {
	runGeneral(t, []generalCase{
		{name: "entered by", text: "MINUTE ORDER\n\nENTERED BY MAGISTRATE JUDGE TOBIAS L. PRENTICE\n\nThis matter is before the Court on the parties' Joint Motion to Amend the Scheduling Order. The motion is GRANTED.\nDate: September 4, 2025",
			want: []string{"Tobias L. Prentice/judge"}},
		{name: "middle initial", text: "MINUTE ORDER\nPlaintiff's Motion for Summary Judgment (ECF No. 31), filed August 22, 2025, remains pending before\nDistrict Judge Delia J. Whitlock, and the briefing schedule set by D.C.COLO.LCivR 7.1(d) is unchanged.",
			want:  []string{"Delia J. Whitlock/judge"},
			never: []string{"Delia/judge"}},
	})
}

// TestFictitiousDefendantsWrapped: a caption's column wraps "DOES 1
// through 50" anywhere: after "DOES" or after its first number.
func TestFictitiousDefendantsWrapped(t *testing.T) {
	runGeneral(t, []generalCase{
		{name: "after DOES", text: "SUPERIOR COURT OF THE STATE OF CALIFORNIA\nCOUNTY OF ALAMEDA\nREBECCA QUINONES,                        Case No. 25-cv-01123\n               Plaintiff,\n     v.\nKEYSTONE RIDGE LOGISTICS, INC., a\nDelaware corporation; FRANK D.\nMAZZARELLA, an individual; and DOES\n1 through 10, inclusive,\n                    Defendants.\nCOMPLAINT FOR DAMAGES",
			want: []string{"Does 1 through 10/defendant", "Keystone Ridge Logistics, Inc./defendant", "Frank D. Mazzarella/defendant"}},
		{name: "after the first number", text: "SUPERIOR COURT OF THE STATE OF CALIFORNIA\nCOUNTY OF LOS ANGELES\nDAVID ARUTYUNYAN,                        Case No. 25VECV02417\n               Plaintiff,\n     v.\nKIMBERLY ANNE WESTBROOK, an individual;\nPACIFIC CREST LINEN SERVICE, INC., a\nCalifornia corporation; and DOES 1\nthrough 50, inclusive,\n               Defendants.\nCOMPLAINT FOR DAMAGES",
			want: []string{"Does 1 through 50/defendant", "Kimberly Anne Westbrook/defendant"}},
	})
}
