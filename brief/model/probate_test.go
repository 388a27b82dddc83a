package model

import "testing"

// TestTexasProbateContest: a Texas statutory probate court's papers: the
// "§"-ruled caption "IN THE ESTATE OF / X, / DECEASED" (the decedent a
// party) beside "IN THE PROBATE COURT / NO. 2 OF / DALLAS COUNTY, TEXAS",
// side by side or read one column after the other; the will's
// "Contestant" (the respondent, as an objectant is) and its "Proponent"
// or "Applicant" (the petitioner); the order signed above "JUDGE
// PRESIDING" with the judge's name printed under it; the witnesses whose
// testimony the order recites; and a verification's notary, who is no
// counsel.
func TestTexasProbateContest(t *testing.T) {
	side := "CAUSE NO. PR-23-01456-2\nIN THE ESTATE OF            §     IN THE PROBATE COURT\n                            §\nMARGARET ANN HOLLIS,        §     NO. 2 OF\n                            §\nDECEASED                    §     DALLAS COUNTY, TEXAS\n"
	cols := "CAUSE NO. PR-23-01456-2\nIN THE ESTATE OF\nMARGARET ANN HOLLIS,\nDECEASED\n\n§ IN THE PROBATE COURT\n§\n§ NO. 2 OF\n§\n§ DALLAS COUNTY, TEXAS\n"
	runGeneral(t, []generalCase{
		{name: "estate caption side by side", text: side + "CONTESTANT'S ORIGINAL PETITION CONTESTING PROBATE OF WILL\nTO THE HONORABLE JUDGE OF SAID COURT:\nRaymond Lee Hollis (\"Contestant\") files this contest of the application filed by Susan Hollis Park (\"Proponent\") and would show as follows:\n1. Decedent lacked testamentary capacity when the instrument was signed.",
			want: []string{"Margaret Ann Hollis/party", "Raymond Lee Hollis/respondent", "Susan Hollis Park/petitioner"}},
		{name: "county clerk's stamp above the caption", text: "Filed: 3/11/2024 2:05 PM\nDolores V. Aranda\nCounty Clerk\nDallas County, Texas\nBy: Kenji Moreau, Deputy\n\n" + cols + "APPLICATION FOR PROBATE OF WILL\nTO THE HONORABLE JUDGE OF SAID COURT:\nSusan Hollis Park (\"Applicant\") furnishes the following information to the Court.",
			want:  []string{"Margaret Ann Hollis/party", "Susan Hollis Park/petitioner"},
			never: []string{"Kenji Moreau/counsel", "Dolores V. Aranda/counsel"}},
		{name: "estate caption in columns", text: cols + "APPLICATION FOR PROBATE OF WILL\nTO THE HONORABLE JUDGE OF SAID COURT:\nSusan Hollis Park (\"Applicant\") furnishes the following information to the Court.",
			want: []string{"Margaret Ann Hollis/party", "Susan Hollis Park/petitioner"}},
		{name: "order above judge presiding", text: cols + "ORDER ADMITTING WILL TO PROBATE\nOn June 3, 2024, came on to be heard the application. The Court, having heard the evidence, including the testimony of Teresa M. Ochoa and Paul R. Grady, the subscribing witnesses, finds that the will was executed with the formalities required by law.\nIT IS THEREFORE ORDERED that the will is admitted to probate.\n" +
			"SIGNED on June 10, 2024.\n\n________________________________\nJUDGE PRESIDING\nElena V. Castellano\n\nAPPROVED AS TO FORM:\n/s/ Dana K. Whitfield\nDana K. Whitfield\nState Bar No. 24061191\nAttorneys for Proponent",
			want:  []string{"Elena V. Castellano/judge", "Teresa M. Ochoa/witness", "Paul R. Grady/witness", "Dana K. Whitfield/counsel"},
			never: []string{"Elena V. Castellano/counsel"}},
		{name: "verification before a notary", text: cols + "VERIFICATION\nSTATE OF TEXAS §\n§\nCOUNTY OF COLLIN §\nBEFORE ME, the undersigned notary, on this day personally appeared Raymond Lee Hollis, who, being by me duly sworn, on his oath deposed and said that he is the Contestant in the above-entitled and numbered cause and that the facts stated in the contest are true and correct.\n/s/ Raymond Lee Hollis\nRaymond Lee Hollis\nSUBSCRIBED AND SWORN TO BEFORE ME on May 2, 2024.\n/s/ Gloria T. Benavides\nNotary Public, State of Texas\n\nRespectfully submitted,\nCARTER OWENS LLP\nBy: /s/ Miguel A. Serrano\nMiguel A. Serrano\nState Bar No. 24077120\nATTORNEYS FOR CONTESTANT",
			want:  []string{"Raymond Lee Hollis/declarant", "Miguel A. Serrano/counsel"},
			never: []string{"Raymond Lee Hollis/counsel", "Gloria T. Benavides/counsel"}},
	})
}

// TestWillOfOverTitle: a Surrogate's caption prints "Probate Proceeding,
// Will of" and the decedent below, with the paper's title in the column
// beside it read between them: the decedent is the party, the title no
// one.
func TestWillOfOverTitle(t *testing.T) {
	runGeneral(t, []generalCase{
		{name: "title read between", text: "SURROGATE'S COURT OF THE STATE OF NEW YORK\nCOUNTY OF WESTCHESTER\n---------------------------------------------------------x\nProbate Proceeding, Will of\nPETITION FOR PROBATE AND\nLETTERS TESTAMENTARY\nCORNELIUS T. VANDERMEER,\na/k/a CORNELIUS VANDERMEER,\nFile No. 2024-1187\nDeceased.\n---------------------------------------------------------x\nThe petition of Judith Vandermeer Halloran respectfully alleges:",
			want:  []string{"Cornelius T. Vandermeer/party"},
			never: []string{"Petition for Probate/party", "Petition for Probate and/party"}},
	})
}
