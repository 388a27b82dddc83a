package model

import "testing"

// TestOrdersBenchAndAppearances: a winding-up order's company, named in
// its "IN THE MATTER OF" heading, answers the petition; an English order's
// heading names its
// judge in capitals by title and surname ("BEFORE ICC JUDGE AYLWARD"), its
// recitals name counsel in brackets after the side ("Counsel for the
// Petitioner (Mr Tobias Venn)") and a lawyer "of" an office "for" a
// client; a tribunal's "Before:" line prints the officer's title and
// courtesy title before the name; a concurring judge signs "Name, J.";
// a senior advocate's post-nominals ("P.C.", "S.S.C.") end the name.
func TestOrdersBenchAndAppearances(t *testing.T) {
	runGeneral(t, []generalCase{
		{name: "english winding-up order", text: "IN THE HIGH COURT OF JUSTICE\nBUSINESS AND PROPERTY COURTS OF ENGLAND AND WALES\nINSOLVENCY AND COMPANIES LIST (ChD)\nIN THE MATTER OF HARTWELL FITTINGS LIMITED\nBEFORE ICC JUDGE MARTLAND\nWINDING-UP ORDER\nUPON the petition of Brookfield Steel Supplies Ltd presented on 3 March 2024\nAND UPON HEARING Counsel for the Petitioner (Mr Tobias Crane) and Ms Priya Sandhu of HMRC Solicitor's Office for HM Revenue & Customs, a supporting creditor, and no one appearing for the Company\nIT IS ORDERED that Hartwell Fittings Limited be wound up by the Court.",
			want:  []string{"Martland/judge", "Tobias Crane/counsel", "Priya Sandhu/counsel", "Hartwell Fittings Limited/respondent"},
			never: []string{"ICC Judge Martland/judge", "Hartwell Fittings Limited/party"}},
		{name: "in the matter of a trust", text: "IN THE HIGH COURT OF JUSTICE\nIN THE MATTER OF THE ROWAN FAMILY TRUST\nORDER\nUPON the application of the trustees",
			never: []string{"Rowan Family Trust/respondent"}},
		{name: "district judge heading", text: "IN THE COUNTY COURT AT LEEDS\nClaim No: K00LS123\nBEFORE DISTRICT JUDGE HARGREAVES\nORDER\nUPON hearing the Claimant in person",
			want: []string{"Hargreaves/judge"}},
		{name: "presiding officer", text: "LABOUR TRIBUNAL\nLBTC 1234/2024\nBefore:                  Presiding Officer Ms Vivian CHEUNG\nAWARD\nThe Defendant shall pay the Claimant $42,000.",
			want:  []string{"Vivian Cheung/judge"},
			never: []string{"Presiding Officer Ms Vivian Cheung/judge"}},
		{name: "concurring judge", text: "JUDGMENT\nThe application is allowed.\nJudge of the Court of Appeal\nHarsha Wickremanayake, J.\nI agree.\nJudge of the Court of Appeal",
			never: []string{"Harsha Wickremanayake, J./judge"}},
		{name: "counsel lines under their label", text: "JUDGMENT\nBefore:\n\nHarsha Wickremanayake, J.\nChaminda Liyanage, J.\n\nCounsel:\n\nRohan Abeywardena, P.C. with Kavinda Gunawardena and Upul Jayatissa instructed by\nDilini Senanayake for the Petitioner.\nNayomi Kahawita, S.S.C. for the Respondents.\n\nArgued on: 12.03.2024",
			want:  []string{"Rohan Abeywardena/counsel", "Nayomi Kahawita/counsel", "Harsha Wickremanayake/judge"},
			never: []string{"Harsha Wickremanayake, J./judge"}},
		{name: "president's counsel", text: "Before: M. T. Mohamed Laffar, J.\nCounsel: Rohan Abeywardena, P.C. with Kavinda Gunawardena instructed by Dilini Senanayake for the Petitioner.\nNayomi Kahawita, S.S.C. for the Respondents.\nArgued on: 12.03.2024",
			want: []string{"Rohan Abeywardena/counsel", "Kavinda Gunawardena/counsel", "Nayomi Kahawita/counsel"}},
	})
}

// TestSignersOfStatements: who signs a statement of truth or an affidavit
// as the forms print it: a solicitor who signs the petition's statement of
// truth for the petitioner ("Position: Partner, X LLP, Solicitors for the
// Petitioner") is its counsel, not a declarant; an affiant over "Affiant's
// Signature"; a claimant who signs a claim form's declaration; witnesses
// heard "for the Defendant" are no counsel.
func TestSignersOfStatements(t *testing.T) {
	runGeneral(t, []generalCase{
		{name: "solicitor signs the statement of truth", text: "STATEMENT OF TRUTH\nThe Petitioner believes that the facts stated in this petition are true. I am duly authorised by the Petitioner to sign this statement.\nSigned: N. Prescott-Dunne\nFull name: Nadia Prescott-Dunne\nPosition: Partner, Ashcombe Ridley LLP, Solicitors for the Petitioner\nDated: 4 March 2024",
			want:  []string{"Nadia Prescott-Dunne/counsel"},
			never: []string{"N. Prescott-Dunne/declarant", "Nadia Prescott-Dunne/declarant"}},
		{name: "affiant's signature", text: "DISPOSSESSORY AFFIDAVIT\n1. Defendant is in possession of the premises as a tenant.\n/s/ Renee Okafor\nAffiant's Signature\nRenee Okafor, Property Manager\nAgent for Plaintiff\nSworn to and subscribed before me this 6th day of August, 2024.\n/s/ D. Walsh\nNotary Public",
			want: []string{"Renee Okafor/declarant"}},
		{name: "claim form declaration", text: "FORM 1\nCLAIM\nDECLARATION\nI declare that the information given in this claim is true to the best of my knowledge and belief.\nSignature of Claimant:   Chan Siu Ying   Date:  28 June 2024",
			want: []string{"Chan Siu Ying/declarant"}},
		{name: "witnesses for a side", text: "REASONS FOR AWARD\n3. The Tribunal heard evidence from the Claimant and from Ms Lam Mei Ling, a waitress on the same shift,\nfor the Claimant, and from Mr Ng Wing Hong and Mr Tsang Chi Keung, the restaurant manager, for the\nDefendant.",
			never: []string{"Tsang Chi Keung/counsel", "Ng Wing Hong/counsel"}},
	})
}

// TestBankruptcyFilers: a bankruptcy objection opens with who files it
// "by counsel": a creditor that objects is a party; a motion's opening
// gives its mover no role of its own, and outside a bankruptcy case the
// opening names no new role. The case's trustee is a party in interest,
// unless the caption makes the trustee a side.
func TestBankruptcyFilers(t *testing.T) {
	runGeneral(t, []generalCase{
		{name: "trustee moves", text: "UNITED STATES BANKRUPTCY COURT\nNORTHERN DISTRICT OF OHIO\nIn re: KESTREL TOOL & DIE, INC., Debtor.\nCase No. 24-50118\nChapter 7\nTRUSTEE'S MOTION TO SELL\nDaniel P. Wexford, the duly appointed Chapter 7 trustee (the \"Trustee\") of the estate of Kestrel Tool & Die, Inc. (the \"Debtor\"), by counsel, moves the Court for an order authorizing the sale of the Debtor's equipment, and states:",
			never: []string{"Daniel P. Wexford/petitioner", "Daniel P. Wexford/party"}},
		{name: "creditor objects", text: "UNITED STATES BANKRUPTCY COURT\nIn re: KESTREL TOOL & DIE, INC., Debtor.\nChapter 7\nLIMITED OBJECTION OF LAKE ERIE COMMUNITY BANK\nLake Erie Community Bank (\"Lake Erie\"), a secured creditor, by counsel, files this limited objection to the Trustee's motion.",
			want: []string{"Lake Erie Community Bank/party"}},
		{name: "debtor responds", text: "UNITED STATES BANKRUPTCY COURT\nIn re: Maria T. Lopez, Debtor.\nChapter 13\nDEBTOR'S RESPONSE TO MOTION FOR RELIEF FROM STAY\nDebtor Maria T. Lopez, through counsel, responds to the Motion for Relief from Stay filed July 9, 2024 (Doc. 31).",
			want: []string{"Maria T. Lopez/respondent"}},
		{name: "the case's trustee", text: "UNITED STATES BANKRUPTCY COURT\nIn re: Maria T. Lopez, Debtor.\nChapter 13\nAGREED ORDER\nNO OBJECTION:\n/s/ Walter P. Greeley\nWalter P. Greeley (0055382)\nChapter 13 Trustee\nCopies to: Walter P. Greeley, Chapter 13 Trustee, trustee@ch13.example.com",
			want: []string{"Walter P. Greeley/party"}},
		{name: "the trustee a side", text: "UNITED STATES BANKRUPTCY COURT\nIn re: ACME DAIRY COOPERATIVE, Debtor.\nChapter 7\nJOHN T. WELLS, Chapter 7 Trustee,\nPlaintiff,\nv.\nMILLBROOK FEED CO.,\nDefendant.\nCOMPLAINT",
			want:  []string{"John T. Wells/plaintiff"},
			never: []string{"John T. Wells/party"}},
		{name: "civil motion", text: "IN THE UNITED STATES DISTRICT COURT\nJANE ROE, Plaintiff, v. ACME CORP., Defendant.\nDEFENDANT'S MOTION TO DISMISS\nDefendant Acme Corp., by counsel, moves the Court to dismiss the complaint.",
			never: []string{"Acme Corp./petitioner"}},
	})
}
