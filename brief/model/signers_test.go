package model

import "testing"

// TestFormSigners: who signs a court form, by the boxes the form gives:
// an English statement of truth ticks the signer's capacity ("[X]
// Claimant's legal representative" is counsel, "[X] Claimant" or "[X]
// Defendant" the party who declares) and prints the "Full name"; an
// Australian form names the "Legal representative" in a box and its
// affidavit names the deponent in a "Name" box above "I affirm:".
func TestFormSigners(t *testing.T) {
	runGeneral(t, []generalCase{
		{name: "statement of truth, legal representative", text: "Claim form for possession of property\nStatement of Truth\nThe claimant believes that the facts stated in this claim form are true. I am authorised by the claimant to sign this statement.\nSignature    P. Venkatesan\n[ ] Claimant    [ ] Litigation friend    [X] Claimant's legal representative (as defined by CPR 2.3(1))\nDate         17/01/2025\nFull name                                          Priya Venkatesan\nName of claimant's legal representative's firm     Brindley Hart Solicitors LLP\nPosition or office held                            Associate Solicitor\n(if signing on behalf of firm or company)",
			want:  []string{"Priya Venkatesan/counsel"},
			never: []string{"Priya Venkatesan/declarant", "Brindley Hart Solicitors LLP/counsel"}},
		{name: "statement of truth, the party", text: "Defence form\nStatement of Truth\nI believe that the facts stated in this form are true.\nSignature    M Adeyemi-Clarke\n[X] Defendant    [ ] Litigation friend    [ ] Defendant's legal representative (as defined by CPR 2.3(1))\nDate         03/02/2025\nFull name                                          Marcus Adeyemi-Clarke\nName of defendant's legal representative's firm\nPosition or office held",
			want:  []string{"Marcus Adeyemi-Clarke/declarant"},
			never: []string{"Marcus Adeyemi-Clarke/counsel"}},
		{name: "australian legal representative box", text: "Form 3A (version 8)\nUCPR 6.2\nSTATEMENT OF CLAIM\nCOURT DETAILS\nCourt     District Court of New South Wales\nFILING DETAILS\nFiled for               Hannah Mariam Yousef, Plaintiff\nLegal representative    Daniel Okonjo-Price\n                        Marlow Chen Lawyers\nLegal representative reference    MC:DOP:24117",
			want: []string{"Daniel Okonjo-Price/counsel"}},
		{name: "australian affidavit name box", text: "Form 40 (version 3)\nUCPR 35.1\nAFFIDAVIT\nName                    Rohan Malhotra\nAddress                 4/18 Marsden Street, Parramatta NSW 2150\nOccupation              Pharmacy assistant\nDate                    21 November 2024\nI affirm:\n1 I work at the pharmacy opposite the food court.\f" +
			"AFFIRMED at Parramatta\nSignature of deponent            R Malhotra\nName of witness                  Gregory Pham-Nakamura\nCapacity of witness              Justice of the Peace, JP No. 184223",
			want:  []string{"Rohan Malhotra/declarant"},
			never: []string{"Gregory Pham-Nakamura/witness", "Gregory Pham-Nakamura/declarant"}},
	})
}

// TestNotDeclarants: a notary's acknowledgment of who signed an award and
// a deponent's errata sheet are no declarations of the case.
func TestNotDeclarants(t *testing.T) {
	runGeneral(t, []generalCase{
		{name: "notary acknowledgment", text: "FINAL AWARD OF ARBITRATOR\nThe claims are denied.\n/s/ Harriet L. Okonkwo-Baines\nHarriet L. Okonkwo-Baines, Arbitrator\nSTATE OF WASHINGTON       )\n                          )  ss:\nCOUNTY OF KING            )\nOn this 14th day of March, 2025, before me personally came and appeared Harriet L. Okonkwo-Baines, to me known and known to me to be the individual described in and who executed the foregoing instrument, and she acknowledged to me that she executed the same.\n/s/ Marisela Q. Dunbar\nNotary Public, State of Washington",
			never: []string{"Harriet L. Okonkwo-Baines/declarant", "Marisela Q. Dunbar/declarant"}},
		{name: "errata sheet", text: "ERRATA SHEET\nDEPOSITION OF REBECCA S. THORVALDSEN\nPage  Line  Change  Reason\nI declare under penalty of perjury under the laws of the State of California that I have read the foregoing transcript of my deposition, that I have made such corrections as appear above, and that the transcript as corrected is true and correct.\nExecuted on April 9, 2025, at Hayward, California.\n/s/ Rebecca S. Thorvaldsen\nREBECCA S. THORVALDSEN",
			never: []string{"Rebecca S. Thorvaldsen/declarant"}},
	})
}

// TestDepositionNotice: a notice of deposition names who will be deposed.
func TestDepositionNotice(t *testing.T) {
	runGeneral(t, []generalCase{
		{name: "non-party witness", text: "PLAINTIFF'S NOTICE OF TAKING AUDIO-VIDEO DEPOSITION OF NON-PARTY WITNESS\nTO ALL PARTIES AND THEIR ATTORNEYS OF RECORD:\nPLEASE TAKE NOTICE that, under Code of Civil Procedure sections 2025.220 and 2020.510, Plaintiff DAVID ARUTYUNYAN will take the deposition of non-party witness LAKSHMI R. VARADARAJAN on October 7, 2025, beginning at 10:00 a.m.",
			want: []string{"Lakshmi R. Varadarajan/deponent"}},
	})
}

// TestFormLabelsOverValues: an English court form prints its heading boxes
// with each label over its value ("Name of Claimant" / the claimant's
// name / "Name of Defendant" / the defendants, joined by "and"); a
// claimant there is the plaintiff, not a creditor.
func TestFormLabelsOverValues(t *testing.T) {
	runGeneral(t, []generalCase{
		{name: "labels over values", text: "Particulars of claim for possession                    Name of court         Claim No.\n(rented residential premises)                          County Court at       K00CV412\n                                                        Coventry\n                                                        Name of Claimant\n                                                        Harcourt Lettings (Midlands) Limited\n                                                        Name of Defendant\n                                                        Marcus Adeyemi-Clarke and Leanne Foster\n\n1. The claimant has a right to possession of: 14 Wexford Close, Tile Hill, Coventry CV4 9PQ.",
			want:  []string{"Harcourt Lettings (Midlands) Limited/plaintiff", "Marcus Adeyemi-Clarke/defendant", "Leanne Foster/defendant"},
			never: []string{"Harcourt Lettings (Midlands) Limited/defendant", "Harcourt Lettings (Midlands) Limited/party"}},
	})
}

// TestServiceListGroups: a bankruptcy service list labels its groups: a
// group of a party's counsel gives the lawyers after "Attn:" (the firm is
// no party, and no client of the heading); another group gives its
// entity, a party in interest, and the lawyer its "Attn:" line titles as
// one, not an officer.
func TestServiceListGroups(t *testing.T) {
	runGeneral(t, []generalCase{
		{name: "groups", text: "SERVICE LIST\nDebtors:\n     Saltgrass Midstream Holdings, LLC\n     Attn: Anneliese Korhonen-Baptiste, Chief Restructuring Officer\n     700 Louisiana Street, Houston, Texas 77002\nProposed Counsel to the Debtors:\n     Arceneaux Penn LLP\n     Attn: Matthew J. Arceneaux and Naomi V. Castellanos\n     1000 Main Street, Houston, Texas 77002\nU.S. Trustee:\n     Office of the United States Trustee\n     Attn: Hector J. Villasenor, Trial Attorney\n     515 Rusk Street, Suite 3516, Houston, Texas 77002\nCounsel to the DIP Lender:\n     Thornquist Vail LLP\n     Attn: Gwendolyn S. Pak\n     811 Main Street, Suite 2900, Houston, Texas 77002",
			want:  []string{"Matthew J. Arceneaux/counsel", "Naomi V. Castellanos/counsel", "Hector J. Villasenor/counsel", "Gwendolyn S. Pak/counsel", "Office of the United States Trustee/party"},
			never: []string{"Arceneaux Penn LLP/party", "Thornquist Vail LLP/party", "Anneliese Korhonen-Baptiste/counsel"}},
	})
}

// TestSummonsAddressees: a summons's "To:" paragraph addresses the
// defendants, each entry its recipient, the company after "; and" too.
func TestSummonsAddressees(t *testing.T) {
	runGeneral(t, []generalCase{
		{name: "irish summons", text: "THE HIGH COURT\nPERSONAL INJURIES SUMMONS\nTo: Patrick Joseph Moriarty, of 27 Ardnacrusha Road, Parteen, County Clare; and Shannonside Fleet Hire Designated Activity Company, having its registered office at Unit 12, Raheen Business Park, Limerick, V94 K6T2.\nTHIS PERSONAL INJURIES SUMMONS is issued by the Plaintiff.",
			want: []string{"Patrick Joseph Moriarty/recipient", "Shannonside Fleet Hire Designated Activity Company/recipient"}},
	})
}

// TestPaperServedOnFirm: a pleading delivered "To:" the other side's
// solicitors names their firm, no party.
func TestPaperServedOnFirm(t *testing.T) {
	runGeneral(t, []generalCase{
		{name: "to the solicitors", text: "DEFENCE\n1. The Defendants deny that they were negligent.\nDelivered this 2nd day of October 2024 by Mulcahy Rowe LLP, Solicitors for the Defendants, 3 Henry Street, Limerick.\nTo:  Garvan Ó Dálaigh & Co.\n     Solicitors for the Plaintiff\n     41 O'Connell Street\n     Limerick",
			never: []string{"Garvan Ó Dálaigh & Co./recipient", "Garvan Ó Dálaigh/recipient"}},
	})
}

// TestStateBoxNoParty: a form's "State" box read with its two-letter value
// ("State WA") is no party's name.
func TestStateBoxNoParty(t *testing.T) {
	for _, n := range []string{"State WA", "STATE TX", "Province ON"} {
		if !notAParty(n) {
			t.Errorf("%q read as a name", n)
		}
	}
	for _, n := range []string{"State of Washington", "Statewide Insurance Co."} {
		if notAParty(n) {
			t.Errorf("%q is a name", n)
		}
	}
}

// TestSignedThenListedLawyers: a block signed "By: /s/ X" under the firm's
// "Attorneys for" line, or followed by the firm's lawyers one to a line
// with "ESQUIRE": the signer and each listed lawyer are counsel.
func TestSignedThenListedLawyers(t *testing.T) {
	runGeneral(t, []generalCase{
		{name: "attorneys for, then by /s/", text: "UNITED STATES DISTRICT COURT\nDISTRICT OF NEW JERSEY\nUNITED STATES OF AMERICA\nv.\nKENNETH M. DABROWSKI\nDEFENDANT'S SENTENCING MEMORANDUM\nMr. Dabrowski asks the Court for a sentence below the range.\nRespectfully submitted,\nMORGENSTERN-OKAFOR & LUTZ LLC\nAttorneys for Defendant\nBy: /s/ Rebecca L. Morgenstern-Okafor\nRebecca L. Morgenstern-Okafor\nDaniel S. Farrokhzad\nDated: January 6, 2025",
			want: []string{"Rebecca L. Morgenstern-Okafor/counsel", "Daniel S. Farrokhzad/counsel"}},
		{name: "by /s/, then esquires", text: "ANSWER WITH AFFIRMATIVE DEFENSES\nDefendants deny the allegations of paragraph 1.\nMARSHALL DENNEHEY\nBY: /s/ Gavin T. McElhatton\nGAVIN T. McELHATTON, ESQUIRE\nPRIYA S. KOTTAPALLI, ESQUIRE\nIdentification Nos. 87106 / 90112\nAttorneys for Defendants",
			want: []string{"Gavin T. McElhatton/counsel", "Priya S. Kottapalli/counsel"}},
	})
}
