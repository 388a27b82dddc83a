package model

import "testing"

// TestAppellateCaptions: an appeal's caption prints each party's name with
// its label, the label at the line's end after a wide gap or on the line
// below at the right; the label an appeal gives ("Appellant",
// "Claimant/Appellant", "Plaintiff-Appellee") is the party's role.
func TestAppellateCaptions(t *testing.T) {
	runGeneral(t, []generalCase{
		{name: "english appeal same line", text: "IN THE COURT OF APPEAL (CIVIL DIVISION)\nON APPEAL FROM THE HIGH COURT OF JUSTICE\nCase No: CA-2024-000812\nRoyal Courts of Justice\nStrand, London, WC2A 2LL\nBefore:\nLORD JUSTICE HALE\nLADY JUSTICE MORROW\nBetween:\nQUAYSIDE DEVELOPMENTS LIMITED                    Appellant\n- and -\n(1) MARY O'NEILL  (2) JOHN O'NEILL               Respondents\nMr Adam Price KC (instructed by Harlow Finch LLP) for the Appellant\nJUDGMENT",
			want:  []string{"Quayside Developments Limited/appellant", "Mary O'Neill/respondent", "John O'Neill/respondent"},
			never: []string{"Royal Courts of Justice/appellant", "Strand, London/appellant", "Quayside Developments Limited Appellant/appellant"}},
		{name: "english appeal combined labels", text: "IN THE COURT OF APPEAL (CIVIL DIVISION)\nBETWEEN:\nHARBOUR LINE SHIPPING LIMITED                Claimant/Appellant\n- and -\n(1) KESTREL MARINE SERVICES LIMITED\n(2) BRAMLEY INSURANCE PLC                   Defendants/Respondents\nJUDGMENT",
			want: []string{"Harbour Line Shipping Limited/appellant", "Kestrel Marine Services Limited/respondent", "Bramley Insurance PLC/respondent"}},
		{name: "english appeal label below at right", text: "IN THE COURT OF APPEAL (CIVIL DIVISION)\nBETWEEN:\nPETRA LINDQVIST\n                                              Appellant\n- and -\nNORTHGATE HOUSING ASSOCIATION\n                                              Respondent\nJUDGMENT",
			want: []string{"Petra Lindqvist/appellant", "Northgate Housing Association/respondent"}},
		{name: "us state appeal", text: "IN THE COURT OF APPEALS OF THE STATE OF OREGON\nDANIEL R. WHITCOMB,\nPlaintiff-Appellant,\nv.\nCASCADE TIMBER PRODUCTS, INC.,\nDefendant-Appellee.\nA178123\nAPPELLANT'S OPENING BRIEF",
			want: []string{"Daniel R. Whitcomb/appellant", "Cascade Timber Products, Inc./appellee"}},
		{name: "us appeal same line", text: "IN THE APPELLATE COURT OF ILLINOIS\nFIRST DISTRICT\nLORENA VASQUEZ,                         Plaintiff-Appellee,\nv.\nMIDWAY FREIGHT LLC,                     Defendant-Appellant.\nNo. 1-24-0456\nBRIEF OF APPELLANT",
			want: []string{"Lorena Vasquez/appellee", "Midway Freight LLC/appellant"}, never: []string{"First District Lorena Vasquez/appellee"}},
	})
}

// TestAppellatePanelsAndAppearances: an English panel lists a retired
// judge after "and" ("SIR JULIAN MOBERLY"); a California opinion's "WE
// CONCUR" names its presiding justice "NAME, P. J."; a firm of partners'
// surnames heads its lawyers in an appearance line; a declaration is named
// by what its maker is, then the maker; a case number beside a caption is
// no one.
func TestAppellatePanelsAndAppearances(t *testing.T) {
	runGeneral(t, []generalCase{
		{name: "court of appeal panel", text: "IN THE COURT OF APPEAL (CIVIL DIVISION)\nBefore:\nLORD JUSTICE HALLORAN\nLADY JUSTICE FERRAND\nand\nSIR JULIAN MOBERLY\nBetween:\nJUDGMENT",
			want: []string{"Halloran/judge", "Ferrand/judge", "Julian Moberly/judge"}},
		{name: "california opinion", text: "CERTIFIED FOR PUBLICATION\nIN THE COURT OF APPEAL OF THE STATE OF CALIFORNIA\nOPINION\nKendall Price & Moyer, Alana J. Whitford and Dmitri R. Kessel for Defendant and Respondent.\nThe motion was supported by the declaration of the Association's community manager, Lorraine Ketchum, who measured the rise.\nThe judgment is affirmed.\nARELLANO-PIKE, J.\nWE CONCUR:\n\nHOLLINGSWORTH, P. J.\n\nTANAKA-REED, J.",
			want:  []string{"Hollingsworth/judge", "Alana J. Whitford/counsel", "Dmitri R. Kessel/counsel", "Lorraine Ketchum/declarant"},
			never: []string{"Kendall Price/counsel", "Moyer/counsel"}},
	})
}

// TestTrialAndAppealRoles: a label that joins a side's role at trial to
// its role on appeal gives the party both.
func TestTrialAndAppealRoles(t *testing.T) {
	runGeneral(t, []generalCase{
		{name: "english appeal", text: "IN THE COURT OF APPEAL (CIVIL DIVISION)\nBetween:\nROWENA CASTELLANE\nClaimant/Appellant\n- and -\nFENWICK & HALE LLP\nDefendant/Respondent\nJUDGMENT",
			want: []string{"Rowena Castellane/plaintiff", "Rowena Castellane/appellant", "Fenwick & Hale LLP/defendant", "Fenwick & Hale LLP/respondent"}},
		{name: "ninth circuit", text: "UNITED STATES COURT OF APPEALS FOR THE NINTH CIRCUIT\nMARISOL ALVAREZ,\nPlaintiff-Appellant,\nv.\nCASCADE MUTUAL INSURANCE COMPANY,\nDefendant-Appellee.\nOPINION",
			want: []string{"Marisol Alvarez/plaintiff", "Marisol Alvarez/appellant", "Cascade Mutual Insurance Company/defendant", "Cascade Mutual Insurance Company/appellee"}},
	})
}
