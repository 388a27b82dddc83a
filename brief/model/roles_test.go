package model

import "testing"

// TestSwornStatementMakers: who makes a sworn or verified statement that
// does not open "I, Name, declare": a jurat's "personally appeared" with the
// maker's office after the name, a verification by certification signed
// below, a statement of truth signed for a company by its officer (never
// by its lawyer), an English witness statement that "will say", a New York
// affirmation that opens with the affirmant's name, an agency charge's
// declaration, a criminal information sworn by its informant, and a
// declaration's title cut at a caption's column.
func TestSwornStatementMakers(t *testing.T) {
	runGeneral(t, []generalCase{
		{name: "texas jurat with office", text: "VERIFICATION\nSTATE OF TEXAS §\nCOUNTY OF TRAVIS §\nBEFORE ME, the undersigned authority, personally appeared Marcus L. Delgado, Chief Financial Officer of Bexar Rail Holdings, LLC, who being duly sworn stated that the facts in this plea are true and correct.\n/s/ Marcus L. Delgado\nMarcus L. Delgado\nSWORN TO AND SUBSCRIBED before me on May 2, 2023.     /s/ Janet Orr, Notary Public",
			want:  []string{"Marcus L. Delgado/declarant"},
			never: []string{"Janet Orr/declarant"}},
		{name: "verification by certification", text: "VERIFICATION BY CERTIFICATION\nUnder penalties as provided by law pursuant to Section 1-109 of the Code of Civil Procedure, the undersigned certifies that the statements set forth in this instrument are true and correct, except as to matters therein stated to be on information and belief.\n\nDated: March 1, 2023            /s/ Gregory P. Walsh\n                  Gregory P. Walsh\n                  Manager, Lakeshore Millwork LLC",
			want: []string{"Gregory P. Walsh/declarant"}},
		{name: "statement of truth for a company", text: "STATEMENT OF TRUTH\nThe Claimant believes that the facts stated in these Particulars of Claim are true. I am duly authorised by the Claimant to sign this statement.\n\nSigned:    Imogen Hartley\nFull name: IMOGEN HARTLEY\nPosition: Operations Director\nDate:     3 May 2023\n",
			want: []string{"Imogen Hartley/declarant"}},
		{name: "statement of truth by the lawyer", text: "Statement of Truth\n[X] The Claimant believes that the facts stated in this claim form are true. I am authorised by the claimant to sign this statement.\nSignature /s/ Oliver Pank\n[ ] Claimant [ ] Litigation friend [X] Claimant's legal representative (as defined by CPR 2.3(1))\nDate 01 May 2023\nFull name Oliver Pank\nName of claimant's legal representative's firm Pank & Rowe LLP\nPosition or office held Partner",
			never: []string{"Oliver Pank/declarant", "Oliver Pank/party"}},
		{name: "witness statement will say", text: "WITNESS STATEMENT OF GRACE ADEBAYO\nI, GRACE ADEBAYO, of 14 Harrow Road, Leeds LS2 8AA, will say as follows:\n1. I am the office manager of the Claimant.",
			want: []string{"Grace Adebayo/declarant"}},
		{name: "a maker whose surname is a forum's word", text: "WITNESS STATEMENT OF OWEN CHAMBERS\nI, OWEN CHAMBERS, of 2 Mill Lane, York YO1 7HH, will say as follows:\n1. I am a director of the Defendant.\nSigned: Owen Chambers",
			want: []string{"Owen Chambers/declarant"}},
		{name: "new york affirmation", text: "AFFIRMATION IN SUPPORT\nPETER J. VOLKOV, an attorney duly admitted to practice law before the courts of the State of New York, affirms this 4th day of June, 2024, under the penalties of perjury under the laws of New York, that the following is true:\n1. I am a member of the firm representing the Defendant.",
			want: []string{"Peter J. Volkov/declarant"}},
		{name: "agency charge declaration", text: "6. DECLARATION\nI declare that I have read the above charge and that the statements are true to the best of my knowledge and belief.\nBy /s/ Dolores Quinn                    Dolores Quinn, Organizer\n(signature of representative or person making charge)",
			want: []string{"Dolores Quinn/declarant"}},
		{name: "proof of claim signed under a date box", text: "Part 3: Sign Below\nThe person completing this proof of claim must sign and date it.\nI have examined the information in this Proof of Claim and have a reasonable belief that the information is true and correct. I declare under penalty of perjury that the foregoing is true and correct.\nExecuted on date 03/02/2023\n            MM / DD / YYYY\n\n             /s/ Wendell T. Marsh\n             Signature\n",
			want: []string{"Wendell T. Marsh/declarant"}},
		{name: "criminal information", text: "INFORMATION\nCanada\nProvince of Manitoba\nThis is the information of Constable Ravi Sandhu #5521 of the Winnipeg Police Service, (the informant).\nThe informant says that he believes on reasonable grounds that",
			want: []string{"Ravi Sandhu/declarant"}},
		{name: "declaration title in a caption column", text: " 8                 SUPERIOR COURT OF THE STATE OF CALIFORNIA\n 9\n                        FOR THE COUNTY OF ALAMEDA\n\n10   JANE ROE, an individual,                       )    Case No. 23CV01234\n11                                                  )\n              Plaintiff,                            )    DECLARATION OF SAMUEL OKAFOR IN\n12\n                                                    )    SUPPORT OF MOTION TO COMPEL\n13      v.                                          )\n                                                    )\n14   ACME STORES, INC.,                             )\n15            Defendant.                            )\n16\n     I, Samuel Okafor, declare:\n17\n18   1. I am the store manager.\n19\n20\n21\n22\n",
			want:  []string{"Samuel Okafor/declarant"},
			never: []string{"Samuel Okafor In/declarant"}},
	})
}

// TestFormCaptionBoxes: the parties a court's or tribunal's form names in
// its boxes: a small-claims form that splits a person's name into last and
// first name boxes (a company's name in the last), a "Plaintiff's name,
// address and phone" box with the value under it, numbered boxes without
// colons, an English claim form's claimant (a plaintiff), a notice's
// "Case name: A v. B" line, and a tribunal's notice that heads its letter
// with the parties' labels.
func TestFormCaptionBoxes(t *testing.T) {
	runGeneral(t, []generalCase{
		{name: "split name boxes", text: "ONTARIO\nSuperior Court of Justice                Plaintiff's Claim\n                                          Form 7A Ont. Reg. No. 258/98\nOttawa Small Claims Court                 SC-23-00000871\n\nPlaintiff No. 1   [ ] Additional plaintiff(s) listed on attached Form 1A.\nLast name, or name of company: OKONKWO\nFirst name: Chidi                 Second name:                  Also known as:\nAddress (street number, apt., unit): 12 Bank Street\nRepresentative:\n\nDefendant No. 1    [ ] Additional defendant(s) listed on attached Form 1A.\nLast name, or name of company: MAPLE LEAF ROOFING LTD.\nFirst name:              Second name:                Also known as:\nAddress (street number, apt., unit): 90 Elgin Street\n",
			want:  []string{"Chidi Okonkwo/plaintiff", "Maple Leaf Roofing Ltd./defendant"},
			never: []string{"Okonkwo/plaintiff"}},
		{name: "name and address box", text: "STATEMENT OF SMALL CLAIM                    DOCKET NUMBER\nAND NOTICE OF TRIAL                     2301SC000077\n\nPLAINTIFF'S NAME, ADDRESS, ZIP CODE AND PHONE                  PLAINTIFF'S ATTORNEY (if any)\nRosa Delgado                         (none)\n14 Elm Street, Quincy, MA 02169\n\nDEFENDANT'S NAME, ADDRESS, ZIP CODE AND PHONE                     Is Defendant in military? [ ] Yes [X] No\nQuickFix Plumbing, Inc.\n200 Main Street, Quincy, MA 02169\n\nPLAINTIFF'S CLAIM The Defendant owes the Plaintiff $ 900.00 for the following reasons:\n",
			want: []string{"Rosa Delgado/plaintiff", "QuickFix Plumbing, Inc./defendant"}},
		{name: "numbered boxes", text: "                                 Response form\n                                                     Case number: 2200123/2023\n\n1 Claimant's name\n1.1 Claimant's name            Aisha Rahman\n\n2 Respondent's details\n2.1 Name of individual, company or organisation Harbour Logistics Ltd\n2.2 Name of contact           Paul Reid (HR Manager)\n2.3 Address                12 Dock Road, Hull, HU1 2AA\n\n8 Your representative\n8.1 Name of representative     Omar Patel\n8.2 Name of organisation      Patel Legal LLP\n8.3 Address               1 Park Row, Leeds, LS1 5HN\n",
			want:  []string{"Aisha Rahman/plaintiff", "Harbour Logistics Ltd/respondent"},
			never: []string{"Aisha Rahman/party", "Paul Reid/respondent", "Omar Patel/plaintiff", "Omar Patel/respondent", "Patel Legal LLP/respondent"}},
		{name: "representative's address box", text: "Claim Form                                         In the County Court\n\nClaimant(s) name(s) and address(es) including postcode\n   BROOK TIMBER LIMITED\n\nClaimant's or claimant's legal representative's address to which documents should be sent\n   Rowe Hart LLP, 2 Friar Gate, Derby DE1 1BX\n",
			want:  []string{"Brook Timber Limited/plaintiff"},
			never: []string{"Rowe Hart LLP/plaintiff"}},
		{name: "police report's informant", text: "FIRST INFORMATION REPORT\n1. District: North          P.S.: Civil Lines\n6. Complainant / Informant:\n   (a) Name: SURESH NAIR\n   (b) Father's Name: LATE SH. K. NAIR\n7. Details of known accused:\n",
			want:  []string{"Suresh Nair/declarant"},
			never: []string{"Suresh Nair/party"}},
		{name: "english claim form", text: "Claim Form                                         In the County Court\n                                              Claim no.    K00XY123\n\nClaimant(s) name(s) and address(es) including postcode\n   BROOK TIMBER LIMITED\n   Unit 2, Mill Road, Derby DE1 1AA\n\nDefendant(s) name and address(es) including postcode\n  Mr Arthur Penrose\n  5 High Street, Derby DE1 2BB\n\nBrief details of claim\n   The price of timber sold and delivered.\n",
			want:  []string{"Brook Timber Limited/plaintiff", "Arthur Penrose/defendant"},
			never: []string{"Brook Timber Limited/party"}},
		{name: "case name line", text: "NOTICE OF SMALL CLAIMS JUDGMENT                 DOCKET NUMBER 2301SC000077\n\nCASE NAME: Rosa Delgado v. QuickFix Plumbing, Inc.\n\nAfter hearing on May 2, 2023, the court finds and orders as follows:\n[X] JUDGMENT FOR PLAINTIFF\n",
			want: []string{"Rosa Delgado/plaintiff", "QuickFix Plumbing, Inc./defendant"}},
		{name: "labour board charge", text: "FORM NLRB-501\nCHARGE AGAINST EMPLOYER\n1. EMPLOYER AGAINST WHOM CHARGE IS BROUGHT\na. Name of Employer                                          b. Tel. No.\n   Cascade Packaging Co.                                   (503) 555-0100\n3. Full name of party filing charge (if labor organization, give full name, including local name and number)\n  United Food and Commercial Workers Local 555\n4a. Address (Street and number, city, state, and ZIP code)                  4b. Tel. No.\n  Sections: [X] 8(a)(1) [X] 8(a)(3) [ ] 8(a)(5)\n",
			want: []string{"Cascade Packaging Co./respondent", "United Food and Commercial Workers Local 555/plaintiff"}},
		{name: "tribunal notice", text: "                         EMPLOYMENT TRIBUNALS\n     Bristol Employment Tribunal, Bristol Civil Justice Centre, Bristol BS1 6GR\n\nTo: Mr T Bakare\n   Fenwick Stores Ltd c/o Ms R Hill, Hill & Co Solicitors\n\nCase Number: 1400555/2023\nClaimant: Mr Tunde Bakare\nRespondent: Fenwick Stores Ltd\n\nDate: 2 June 2023\n\n                NOTICE OF PRELIMINARY HEARING\n\nThe claim will be considered at a preliminary hearing.\n\nYours faithfully\nA Clerk\nFor the Tribunal Office\n",
			want: []string{"Tunde Bakare/plaintiff", "Fenwick Stores Ltd/respondent"}},
	})
}

// TestCaseParticipants: who takes part in a case that a caption does not
// label: the debtors a chapter 11 filing lists in its footnote, the
// creditor a proof of claim names beside its question, the trustee who
// moves, a party that testifies on its own behalf and the witness it
// calls and a patent owner answering a petition for review.
func TestCaseParticipants(t *testing.T) {
	runGeneral(t, []generalCase{
		{name: "debtors footnote", text: "UNITED STATES BANKRUPTCY COURT\nFOR THE DISTRICT OF DELAWARE\nIn re:                                   )  Chapter 11\nBLUE MESA FOODS, INC., et al.,1          )  Case No. 23-10555\n               Debtors.                  )  (Jointly Administered)\nMOTION FOR ENTRY OF AN ORDER AUTHORIZING PAYMENT OF WAGES\n1 The Debtors in these chapter 11 cases, along with the last four digits of each Debtor's federal tax identification number, are: Blue Mesa Foods, Inc. (1204); Blue Mesa Distribution, LLC (5521); and BMF Holdings Corp. (9033). The Debtors' mailing address is 10 Main Street, Dover, Delaware 19901.",
			want: []string{"Blue Mesa Foods, Inc./party", "Blue Mesa Distribution, LLC/party", "BMF Holdings Corp./party"}},
		{name: "proof of claim creditor", text: "Official Form 410\nProof of Claim\nPart 1: Identify the Claim\n1. Who is the current creditor? Canyon State Bank\n                        Name of the current creditor (the person or entity to be paid for this claim)\n2. Has this claim been acquired from someone else? [X] No [ ] Yes.",
			want: []string{"Canyon State Bank/party"}},
		{name: "trustee moves", text: "UNITED STATES BANKRUPTCY COURT\nIn re: JOHN Q. PUBLIC, Debtor.     Case No. 23-01234\nTRUSTEE'S MOTION TO APPROVE COMPROMISE\nMaria L. Esposito, the duly appointed chapter 7 trustee (the \"Trustee\"), by and through undersigned counsel, moves for approval of a settlement with the Debtor.",
			want: []string{"Maria L. Esposito/petitioner"}},
		{name: "party testifies and calls", text: "FINAL AWARD\nBETWEEN\nHELEN MARCHETTI\nClaimant\nand\nORBIT LOGISTICS, INC.\nRespondent\n1. The hearing was held on May 1, 2024. Claimant testified on her own behalf and called Felix Obi, a former dispatcher. Respondent called Dana Cruz, its operations manager.",
			want: []string{"Helen Marchetti/witness", "Felix Obi/witness", "Dana Cruz/witness"}},
		{name: "called, initials and semicolons", text: "FINAL AWARD\nIII. WITNESSES\nClaimant called Gideon P. Larrabee, its Vice President of Customer Success; Hyun-woo Jang, the senior engineer who led the project; and Dr. Wilhelmina J. Brinkerhoff, an expert in software implementation. Respondent called Cordelia N. Ashby-Tran, Pharm.D., its Chief Pharmacy Officer, and Rajesh V. Iyengar, CPA, CFF, a forensic accountant, as its damages expert.",
			want:  []string{"Gideon P. Larrabee/witness", "Hyun-woo Jang/witness", "Wilhelmina J. Brinkerhoff/witness", "Cordelia N. Ashby-Tran/witness", "Rajesh V. Iyengar/witness"},
			never: []string{"Gideon P/witness", "Cordelia N/witness"}},
		{name: "in-house counsel in the appearances", text: "FINAL AWARD\nII. APPEARANCES\nFor Respondent Lakemont Holdings, LLC:\n   Marcus D. Ellingboe, Esq., Ravenel Tao LLP, Chicago, Illinois;\n   Leland F. Strickmann, General Counsel\nThe report notes that Dana K. Ruiz, Respondent's Associate General Counsel, also participated.",
			want: []string{"Leland F. Strickmann/counsel", "Marcus D. Ellingboe/counsel", "Dana K. Ruiz/counsel"}},
		{name: "officer and general counsel copied", text: "POSITION STATEMENT\nVery truly yours,\nBenedict R. Haskins\ncc: Marisol T. Kettering, Vice President and Deputy General Counsel, Copperline Logistics, Inc. (via email)",
			want: []string{"Marisol T. Kettering/counsel"}},
		{name: "patent owner", text: "UNITED STATES PATENT AND TRADEMARK OFFICE\nBEFORE THE PATENT TRIAL AND APPEAL BOARD\nACME DEVICES, INC.,\nPetitioner,\nv.\nBRIGHTLINE SENSORS LLC,\nPatent Owner.\nIPR2023-00101\nDECISION",
			want: []string{"Acme Devices, Inc./petitioner", "Brightline Sensors LLC/respondent"}},
	})
}

// TestRoleConfusions: words near a party's name that name someone else in
// the party's role: a second lawyer named after "counsel for the
// Claimant, and", the particulars after an Indian cause title's "through
// its" officer (an address is no petitioner), and a caption that prints a
// person's name surname first ("HERRERA, ANA LUCIA"), which is one person
// when the record prints the name in order elsewhere.
func TestRoleConfusions(t *testing.T) {
	runGeneral(t, []generalCase{
		{name: "second lawyer in a recital", text: "IN THE COUNTY COURT AT LUTON\nClaim No: L00AB123\nBetween\nMERIDIAN KITCHENS LTD\nClaimant\nand\nPAUL ASHER\nDefendant\nORDER\nUPON hearing Mr Colin Webb, counsel for the Claimant, and Mrs Ruth Daly, solicitor for the Defendant\nIT IS ORDERED THAT the judgment is set aside.",
			want:  []string{"Meridian Kitchens Ltd/plaintiff", "Paul Asher/defendant"},
			never: []string{"Ruth Daly/plaintiff", "Ruth Daly/defendant"}},
		{name: "through its officer", text: "IN THE HIGH COURT OF JUDICATURE AT BOMBAY\nWRIT PETITION NO. 77 OF 2023\n\nKonkan Power Distribution Company Ltd.,\nThrough its Executive Engineer,\nBandra Kurla Complex, Shivaji Nagar,\nMumbai - 400051                               ...PETITIONER\n\n                                             VERSUS\n\nRamesh Gaikwad,\nAged 45 years, R/o Thane                      ...RESPONDENT\nORDER",
			want:  []string{"Konkan Power Distribution Company Ltd./petitioner", "Ramesh Gaikwad/respondent"},
			never: []string{"Shivaji Nagar/petitioner", "Bandra Kurla Complex/petitioner", "Executive Engineer/petitioner"}},
	})
	// A surname-first caption folds into the name in order.
	got := partiesOf(t,
		"U.S. DEPARTMENT OF JUSTICE\nEXECUTIVE OFFICE FOR IMMIGRATION REVIEW\nIMMIGRATION COURT\nIn the Matter of:                      Case No.: A201-555-123\nHERRERA, ANA LUCIA\n             Respondent                 IN REMOVAL PROCEEDINGS\nORDER OF THE IMMIGRATION JUDGE\nThe respondent's motion to continue is granted.",
	)
	out, err := Rules{}.Extract(t.Context(), Input{Documents: []Document{
		{ID: "a", FileName: "order.pdf", Pages: []string{"U.S. DEPARTMENT OF JUSTICE\nEXECUTIVE OFFICE FOR IMMIGRATION REVIEW\nIMMIGRATION COURT\nIn the Matter of:                      Case No.: A201-555-123\nHERRERA, ANA LUCIA\n             Respondent                 IN REMOVAL PROCEEDINGS\nORDER OF THE IMMIGRATION JUDGE\nThe respondent's motion to continue is granted."}},
		{ID: "b", FileName: "declaration.pdf", Pages: []string{"DECLARATION OF ANA LUCIA HERRERA\nI, Ana Lucia Herrera, declare as follows:\n1. I live in Oakland.\n/s/ Ana Lucia Herrera"}},
	}})
	if err != nil {
		t.Fatal(err)
	}
	roles := map[string]bool{}
	for _, p := range out.Parties {
		roles[NameKey(p.Name)+"/"+p.Role] = true
	}
	if !roles["ana lucia herrera/respondent"] || roles["herrera/respondent"] || roles["ana lucia/respondent"] {
		t.Errorf("surname-first caption: got %v (one document alone: %v)", roles, got)
	}
}
