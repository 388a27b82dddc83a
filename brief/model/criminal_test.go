package model

import "testing"

// TestCriminalFormSignatures: a state court's plea and judgment forms
// sign in columns ("Deputy Prosecuting Attorney", "Attorney for
// Defendant", "Defendant"), which an extraction reads one column after
// another, so the defendant's and the judge's signatures stand above a
// counsel line: the defendant of the caption and the judge are never
// counsel, a form's "Print Name" box is no name, and its part headings
// ("I. HEARING", "II. FINDINGS") are no parties. A detective's
// certification of probable cause ("That X is a detective with ...")
// is the detective's declaration.
func TestCriminalFormSignatures(t *testing.T) {
	caption := "SUPERIOR COURT OF WASHINGTON FOR PIERCE COUNTY\nSTATE OF WASHINGTON,\nPlaintiff,\nvs.\nJORDAN T. MBEKI,\nDefendant.\nNo. 23-1-02291-7\n"
	runGeneral(t, []generalCase{
		{name: "plea form columns", text: caption + "STATEMENT OF DEFENDANT ON PLEA OF GUILTY\n12. My lawyer has explained to me, and we have fully discussed, all of the above paragraphs.\n" +
			"/s/ Jordan T. Mbeki\n______________________\nDefendant\n/s/ Carla V. Nguyen\n/s/ Owen P. Delacroix\n______________________\n______________________\nProsecuting Attorney\nDefendant's Lawyer\nCarla V. Nguyen\n39120\nOwen P. Delacroix\n44871\nPrint Name\nWSBA No.\nPrint Name\nWSBA No.\n" +
			"I find the defendant's plea of guilty to be knowingly, intelligently and voluntarily made.\nDated: 05/14/2024\n/s/ Helen R. Abernathy\n______________________\nJudge\nHelen R. Abernathy",
			want:  []string{"Carla V. Nguyen/counsel", "Owen P. Delacroix/counsel", "Jordan T. Mbeki/defendant"},
			never: []string{"Print Name/counsel", "Jordan T. Mbeki/counsel", "Helen R. Abernathy/counsel"}},
		{name: "judgment form columns", text: caption + "FELONY JUDGMENT AND SENTENCE (FJS)\nI. HEARING\n1.1 The court conducted a sentencing hearing this date.\nII. FINDINGS\n2.1 Current Offenses: The defendant is guilty of the following offenses.\nIII. JUDGMENT\nIV. SENTENCE AND ORDER\n" +
			"Done in Open Court and in the presence of the defendant this date: 07/02/2024\n/s/ Helen R. Abernathy\n_____________________\nJudge/Print Name: Helen R. Abernathy\n" +
			"/s/ Carla V. Nguyen\n/s/ Owen P. Delacroix\n/s/ Jordan T. Mbeki\n_____________\n_____________\n_____________\nDeputy Prosecuting Attorney Attorney for Defendant\nDefendant\nWSBA No. 39120\nWSBA No. 44871\nPrint Name: Jordan T. Mbeki\nPrint Name: Carla V. Nguyen\nPrint Name: Owen P. Delacroix",
			want:  []string{"Carla V. Nguyen/counsel", "Owen P. Delacroix/counsel", "Jordan T. Mbeki/defendant"},
			never: []string{"I. Hearing/defendant", "II. Findings/defendant", "Jordan T. Mbeki/counsel", "Helen R. Abernathy/counsel"}},
		{name: "probable cause certification", text: "CERTIFICATION FOR DETERMINATION OF PROBABLE CAUSE\nThat Luis M. Ferrante is a detective with the Tacoma Police Department and has reviewed the investigation conducted in Tacoma Police Department Case No. 2318802341.\nThere is probable cause to believe that Jordan T. Mbeki committed the crime of Robbery in the Second Degree.\n" +
			"Under penalty of perjury under the laws of the State of Washington, I certify that the foregoing is true and correct. Signed and dated by me this 3rd day of May, 2023, at Tacoma, Washington.\n/s/ Luis M. Ferrante #3312\nDetective",
			want: []string{"Luis M. Ferrante/declarant"}},
	})
}

// TestLetterSignedByDeputy: a public office's letter is signed in the
// name of the office's head "By:" the lawyer who writes it ("Very truly
// yours, / X / United States Attorney / By: /s/ Y / Assistant United
// States Attorney"): the lawyer who signs is the sender, the head of the
// office is counsel only.
func TestLetterSignedByDeputy(t *testing.T) {
	runGeneral(t, []generalCase{
		{name: "plea offer letter", text: "U.S. Department of Justice\nUnited States Attorney\nDistrict of New Jersey\n970 Broad Street, Newark, New Jersey 07102\nMarch 4, 2024\nBy Email\nRafael T. Imbert, Esq.\nImbert & Soto LLC\n60 Park Place, Newark, NJ 07102\nRe: Plea Agreement with Corey D. Whitlow\nDear Mr. Imbert:\nThis letter sets forth the plea agreement between your client, Corey D. Whitlow, and the United States Attorney for the District of New Jersey.\nVery truly yours,\nDAMIAN R. OKAFOR\nUnited States Attorney\nBy: /s/ Helena Voss\nHelena Voss\nAssistant United States Attorney",
			want:  []string{"Helena Voss/sender", "Rafael T. Imbert/recipient"},
			never: []string{"Damian R. Okafor/sender"}},
	})
}

// TestMiddleNameDropped: a caption prints a person's middle name that a
// later paper drops ("MARCUS ALLEN FREEMAN" / "Marcus Freeman"): one
// person in one role; two fuller names that could be meant stay apart.
func TestMiddleNameDropped(t *testing.T) {
	got := partiesOfDocs(t,
		"IN THE COURT OF COMMON PLEAS\nSUMMIT COUNTY, OHIO\nSTATE OF OHIO,\nPlaintiff,\nv.\nMARCUS ALLEN FREEMAN,\nDefendant.\nCase No. CR-2024-03-0771\nJUDGMENT ENTRY",
		"REASONS FOR JUDGMENT\nLaura Chen .................. counsel for the State\nPeter Novak .................. counsel for the defendant Marcus Freeman\n[1] The defendant is charged with theft.")
	if got["marcus freeman/defendant"] {
		t.Errorf("the defendant without his middle name stays apart: %v", got)
	}
	if !got["marcus allen freeman/defendant"] {
		t.Errorf("the defendant is lost: %v", got)
	}
	two := partiesOfDocs(t,
		"IN THE COURT OF COMMON PLEAS\nJOHN ALLEN REED and JOHN PAUL REED,\nPlaintiffs,\nv.\nACME STORES, INC.,\nDefendant.",
		"ORDER\nJohn Reed, Plaintiff, appeared.\nPlaintiff: John Reed")
	if !two["john allen reed/plaintiff"] || !two["john paul reed/plaintiff"] {
		t.Errorf("both fuller names stay: %v", two)
	}
}
