package model

import "testing"

// TestAppearanceStyles: lawyers named in the ways orders, notices and
// awards across systems name them: a US order's "Attorney X appeared
// for", a notice of appearance, a "Representing the Claimant:" line, a
// lawyer's label over a bare name, "(X, of counsel)" after the firm; a
// firm under "Solicitors for the Plaintiff" is no client, and an
// officer's post before the body it serves is no part of its name.
func TestAppearanceStyles(t *testing.T) {
	runGeneral(t, []generalCase{
		{name: "attorney appeared", text: "ORDER\nThis matter came before the Court on Defendant's motion. Attorney Megan F. Sorensen appeared for Plaintiff, and Attorney Luis Carvajal appeared for Defendant.",
			want: []string{"Megan F. Sorensen/counsel", "Luis Carvajal/counsel"}},
		{name: "notice of appearance", text: "NOTICE OF APPEARANCE\nPLEASE TAKE NOTICE that Harriet P. Langford of Langford Ames LLP hereby appears as counsel for Defendant Acme Widgets, Inc.",
			want: []string{"Harriet P. Langford/counsel"}},
		{name: "enters appearance", text: "ENTRY OF APPEARANCE\nDaniel Okoye, Esq. hereby enters his appearance on behalf of the Respondent.",
			want: []string{"Daniel Okoye/counsel"}},
		{name: "representing label", text: "FINAL AWARD\nRepresenting the Claimant: Mr. Farid Haddad, Haddad & Partners\nRepresenting the Respondent: Ms. Ingrid Solberg, Solberg Advokatfirma AS",
			want: []string{"Farid Haddad/counsel", "Ingrid Solberg/counsel"}, never: []string{"Haddad & Partners/counsel"}},
		{name: "counsel label over a name", text: "PETITION FOR REVIEW\nCounsel for Petitioner:\nElena Marchetti\nMarchetti Immigration Law\n200 Pine Street",
			want: []string{"Elena Marchetti/counsel"}},
		{name: "instructed firm on the label's line", text: "ORDER\nCounsel for the plaintiff: Mr Cathal Brosnan SC, instructed by Garvan Dalaigh & Co. Solicitors",
			want: []string{"Cathal Brosnan/counsel"}, never: []string{"Garvan Dalaigh/counsel"}},
		{name: "of counsel in brackets", text: "COMPLAINT\nPlaintiff, by her attorneys, Fenwick Roe LLP (Amanda J. Roe, of counsel), alleges as follows:",
			want: []string{"Amanda J. Roe/counsel"}},
		{name: "firm under solicitors heading", text: "STATEMENT OF CLAIM\nSolicitors for the Plaintiff\nBarrow & Finch Solicitors\n(Ref: AJB/0412)",
			never: []string{"Barrow & Finch Solicitors/plaintiff"}},
		{name: "officer's post", text: "VERIFICATION\nI, Gordon P. Ellis, am the President of Ellis Freight, Inc., the Plaintiff herein. I have read the foregoing Complaint and know the contents thereof.",
			want: []string{"Gordon P. Ellis/declarant", "Ellis Freight, Inc./plaintiff"}, never: []string{"President of Ellis Freight, Inc./plaintiff"}},
		{name: "per judge", text: "JUDGMENT\nPer: Bhatt J.\n1. This appeal arises from a decree.",
			want: []string{"Bhatt/judge"}},
		{name: "additional district judge", text: "ORDER\n(RAJESH KUMAR MEHRA)\nADDITIONAL DISTRICT JUDGE-04\nSOUTH, SAKET COURTS",
			want: []string{"Rajesh Kumar Mehra/judge"}},
	})
}

// TestCoversPanelsAndBriefs: a judgment's cover with "COUNSEL:" and
// "SOLICITORS:" lists by side, a lawyer "of" a firm in an order's recital,
// a junior "with him" in brackets, an opinion's "With her on the briefs
// were", panels of administrative judges by surname, "H.E. Justice", a
// sole panelist's signature, a Malaysian judge's "JCA", a numbered
// company in a caption, and a person "cross-examined".
func TestCoversPanelsAndBriefs(t *testing.T) {
	runGeneral(t, []generalCase{
		{name: "cover lists", text: "JUDGMENT\nHEARING DATE(S): 3 June 2024\nPARTIES: Giuseppina Iannuzzi (Plaintiff)\nMarco Iannuzzi (First Defendant)\nCOUNSEL: J D Strathmore (Plaintiff)\nH M Okafor-Grant (Defendants)\nSOLICITORS: Kyriakou & Associates Lawyers (Plaintiff)\nBrennan Tully Lawyers (Defendants)",
			want:  []string{"Giuseppina Iannuzzi/plaintiff", "J D Strathmore/counsel", "H M Okafor-Grant/counsel"},
			never: []string{"J D Strathmore/plaintiff", "H M Okafor-Grant/defendant", "Kyriakou & Associates Lawyers/plaintiff", "Brennan Tully Lawyers/defendant"}},
		{name: "lawyer of firm", text: "ORDER\nAND UPON HEARING Mr Andrew Tibbetts of Kestrel Dunmore, counsel for the Petitioner",
			want: []string{"Andrew Tibbetts/counsel"}, never: []string{"Kestrel Dunmore/counsel"}},
		{name: "lawyer of firm with ampersand", text: "JUDGMENT\nCounsel:\nLeila Farouk-Dunne of Harrow Qureshi Advocates & Legal Consultants for the Defendant",
			want: []string{"Leila Farouk-Dunne/counsel"}, never: []string{"Legal Consultants/counsel"}},
		{name: "rule of procedure", text: "MOTION\nUnder Florida Rule of Civil Procedure 1.202, undersigned counsel certifies that she conferred with counsel for Defendant by telephone.",
			never: []string{"Under Florida Rule/counsel", "Florida Rule/counsel"}},
		{name: "junior with him", text: "GROUNDS OF JUDGMENT\nCounsel for the Appellant:\nLee Chun Hao (Aisyah binti Kamal with him)\nMessrs Ravi, Ong & Rahim",
			want: []string{"Lee Chun Hao/counsel", "Aisyah binti Kamal/counsel"}},
		{name: "on the briefs", text: "OPINION AND ORDER\nRebecca S. Nakamura, Ashgrove Merriman LLP, Washington, D.C., for plaintiff. With her on the briefs were Evan L. Price and Jeremy S. Holcomb, Trent & Wylie LLP.",
			want: []string{"Evan L. Price/counsel", "Jeremy S. Holcomb/counsel"}},
		{name: "trademark panel", text: "OPINION\nBefore Castagnoli, Wexler, and Adeyemi-Brandt, Administrative Trademark Judges.",
			want: []string{"Castagnoli/judge", "Wexler/judge", "Adeyemi-Brandt/judge"}, never: []string{"Administrative Trademark/judge"}},
		{name: "his excellency", text: "JUDGMENT\nBEFORE H.E. JUSTICE MARGARET O'SULLIVAN-RAHIM",
			want: []string{"Margaret O'Sullivan-Rahim/judge"}},
		{name: "sole panelist", text: "ADMINISTRATIVE PANEL DECISION\n/Henrik O. Vasquez-Lindahl/\nHenrik O. Vasquez-Lindahl\nSole Panelist\nDate: September 25, 2024",
			want: []string{"Henrik O. Vasquez-Lindahl/judge"}},
		{name: "court of appeal judges", text: "JUDGMENT\nCORAM: CHEW SIEW LING, JCA\nNORLIZA BINTI HASHIM, JCA",
			want: []string{"Norliza binti Hashim/judge"}, never: []string{"Norliza binti Hashim, JCA/judge"}},
		{name: "numbered company", text: "STATEMENT OF CLAIM\nB E T W E E N:\n2741883 ONTARIO INC.\nPlaintiff\n- and -\nVITTORIO SANTANGELO\nDefendant",
			want: []string{"2741883 Ontario Inc./plaintiff", "Vittorio Santangelo/defendant"}},
		{name: "cross-examined", text: "JUDGMENT\nHer daughter, Mrs Rosaria Bellucci, whose affidavit of 14 August 2024 was read, was also cross-examined.",
			want: []string{"Rosaria Bellucci/witness"}},
	})
}

// TestStatementsDegreesAndMalay: a decision's "The Complainant is X,
// Country, represented by Y" (domain-name panels), a degree after a
// name in a side's description, and a Malay caption's plural labels and
// dates ("12 haribulan Jun 2024").
func TestStatementsDegreesAndMalay(t *testing.T) {
	runGeneral(t, []generalCase{
		{name: "party statements", text: "ADMINISTRATIVE PANEL DECISION\n1. The Parties\nThe Complainant is Larkspur Trail Outfitters, Inc., United States, represented by Dana R. Whitfield, United States.\nThe Respondent is Redacted for Privacy, Privacy service provided by Veilgate Privacy ehf, Iceland / Radu Ionescu-Mares, Romania.",
			want:  []string{"Larkspur Trail Outfitters, Inc./plaintiff", "Radu Ionescu-Mares/respondent", "Veilgate Privacy ehf/respondent", "Dana R. Whitfield/counsel"},
			never: []string{"Redacted for Privacy/respondent"}},
		{name: "degree after the name", text: "ACCUSATION\n2. On March 3, 2011, the Board issued Physician's and Surgeon's Certificate Number A 104517 to Darius M. Kellerman, M.D. (Respondent).",
			want: []string{"Darius M. Kellerman/respondent"}, never: []string{"M.D/respondent"}},
		{name: "malay caption", text: "AFIDAVIT\nANTARA\n1. MUHAMMAD HAFIZ BIN ZAKARIA ... PLAINTIF-PLAINTIF\nDAN\nTERATAI PERMAI DEVELOPMENT SDN BHD ... DEFENDAN",
			want: []string{"Muhammad Hafiz bin Zakaria/plaintiff", "Teratai Permai Development Sdn Bhd/defendant"}},
	})
	out, err := Rules{}.Extract(t.Context(), Input{Documents: []Document{{ID: "d", FileName: "x.pdf", Pages: []string{"NOTIS RAYUAN\nBertarikh pada 12 haribulan Jun 2024.\nDiikrarkan pada 14 Ogos 2024."}}}})
	if err != nil {
		t.Fatal(err)
	}
	got := map[string]bool{}
	for _, e := range out.Chronology {
		got[e.Date] = true
	}
	for _, d := range []string{"2024-06-12", "2024-08-14"} {
		if !got[d] {
			t.Errorf("Malay date %s not read (got %v)", d, got)
		}
	}
}

// TestFirmBlocksAndEndorsements: the firm over its street address under
// "Attorney for Plaintiff" is no client; a caption's "CIVIL ACTION" column
// is no party; an Ontario endorsement's counsel "for the Plaintiff /
// Moving Party" and "for the non-party X".
func TestFirmBlocksAndEndorsements(t *testing.T) {
	runGeneral(t, []generalCase{
		{name: "firm under attorneys", text: "FINAL JUDGMENT\nPrepared and presented by:\n/s/ Kimberly A. Lanier\nKimberly A. Lanier\nGeorgia Bar No. 437719\nAttorney for Plaintiff\nLANIER & BOATENG, LLC\n50 Whitlock Avenue, Suite 210\nMarietta, Georgia 30064",
			want: []string{"Kimberly A. Lanier/counsel"}, never: []string{"Lanier & Boateng, LLC/plaintiff"}},
		{name: "civil action column", text: "FINANCIAL AFFIDAVIT\nRENEE CASTELLAW,            )\nPlaintiff,        )   CIVIL ACTION\nv.                )   FILE NO. 24-1-05218-48\nBRANDON CASTELLAW,          )\nDefendant.        )",
			never: []string{"Civil Action/defendant", "Civil Action/plaintiff"}},
		{name: "endorsement counsel", text: "ENDORSEMENT\nCOUNSEL: Priyanka Raghunathan and Colm J. Fitzhenry, for the Plaintiff / Moving Party\nMarco DiNardo and Elise Tremblay, for the Defendants / Responding Parties\nFiona Leclair, for the non-party Huronia Trust Company",
			want: []string{"Priyanka Raghunathan/counsel", "Marco DiNardo/counsel", "Elise Tremblay/counsel", "Fiona Leclair/counsel"}},
	})
}

// TestGovernmentBlocksAndCalledWitnesses: a government law office's ranks
// ("Director") in its signature block name lawyers; a firm's name before
// its "P.A." in a clerk's mailing line is no lawyer; the witnesses each
// side called, by courtesy title; a ticked statement of truth is no
// heading of a side's boxes, and its signer for the legal representative
// is counsel; a form's "Filed for" and "Legal representative" labels.
func TestGovernmentBlocksAndCalledWitnesses(t *testing.T) {
	runGeneral(t, []generalCase{
		{name: "government ranks", text: "MOTION\nBRIAN K. HALVERSON\nPrincipal Deputy Assistant Attorney General\nMARGARET E. HALLORAN\nDirector\n/s/ Douglas K. Renfrow\nDOUGLAS K. RENFROW\nAssistant Director\nAttorneys for Defendant",
			want: []string{"Margaret E. Halloran/counsel", "Douglas K. Renfrow/counsel", "Brian K. Halverson/counsel"}},
		{name: "company director", text: "AGREEMENT\nIN WITNESS WHEREOF\nMARGARET E. HALLORAN\nDirector\nHalloran Holdings Ltd",
			never: []string{"Margaret E. Halloran/counsel"}},
		{name: "firm before its suffix", text: "JUDGMENT\nMitchell D. Rhodes, Esquire, Rhodes Yarborough, P.A., 1041 Johnnie Dodds Blvd., Mount Pleasant, SC 29464 (Attorney for Defendants)",
			want: []string{"Mitchell D. Rhodes/counsel"}, never: []string{"Rhodes Yarborough/counsel"}},
		{name: "witnesses called", text: "JUDGMENT\nCorallis called one witness, Mr Julien Castaing-Moreau. QAR called Mr Marwan Al Ketbi and Ms Deepa Raghunathan, its former Director of Development.",
			want: []string{"Julien Castaing-Moreau/witness", "Marwan Al Ketbi/witness", "Deepa Raghunathan/witness"}},
		{name: "statement of truth", text: "CLAIM FORM\nStatement of Truth\n[X] The Claimant believes that the facts stated in these particulars of claim are true.\nFull name  Tariq Hassan Mahfouz\nName of claimant's legal representative's firm  Lavelle Marsh Haddad LLP\nPosition or office held  Partner\n[X] Claimant's legal representative",
			want: []string{"Tariq Hassan Mahfouz/counsel"}, never: []string{"Tariq Hassan Mahfouz/plaintiff"}},
		{name: "filing details", text: "STATEMENT OF CLAIM\nFILING DETAILS\nFiled for  Giuseppina Iannuzzi, plaintiff\nLegal representative  Theodora Kyriakou\nKyriakou & Associates Lawyers",
			want: []string{"Giuseppina Iannuzzi/plaintiff", "Theodora Kyriakou/counsel"}, never: []string{"Filed for Giuseppina Iannuzzi/plaintiff"}},
	})
}

// TestSignersAndReferenceLines: the judge who e-signs under "SO ORDERED."
// with no title (a judge's code after the name), a board's chair who
// signs "FOR THE ... BOARD", a firm reference line's "Attorneys: A / B",
// the representatives a complaint lists under "... is:", and an
// opposer as the plaintiff of an opposition.
func TestSignersAndReferenceLines(t *testing.T) {
	runGeneral(t, []generalCase{
		{name: "so ordered e-signature", text: "FORM 4C\nSo Ordered\ns/Bentley R. Geddings 2217", want: []string{"Bentley R. Geddings/judge"}},
		{name: "board chair", text: "DECISION AND ORDER\nIT IS SO ORDERED.\nFOR THE MEDICAL BOARD OF CALIFORNIA\n/s/ Ravi K. Sethuraman\n______________________\nRavi K. Sethuraman, M.D., Chair\nPanel A",
			want: []string{"Ravi K. Sethuraman/judge"}},
		{name: "reference line", text: "PETITION\nPresented by Kestrel Dunmore, Attorneys-at-law for the Petitioner (Ref: FEM/AOT/24117-0003; Attorneys: Fiona M. Ebanks / Andrew O. Tibbetts; Tel: +1 345 555 0100)",
			want: []string{"Fiona M. Ebanks/counsel", "Andrew O. Tibbetts/counsel"}},
		{name: "representatives listed", text: "COMPLAINT\n[4.] The Complainant's authorized representative in this administrative proceeding is:\nDana R. Whitfield\nPriyanka S. Venkatesh\nOkonjo Whitfield LLP\n200 Park Avenue",
			want: []string{"Dana R. Whitfield/counsel", "Priyanka S. Venkatesh/counsel"}, never: []string{"Okonjo Whitfield LLP/counsel"}},
		{name: "opposer", text: "NOTICE OF OPPOSITION\nFERNHOLLOW PROVISIONS, INC.,\nOpposer,\nv.\nASHBY CREEK TRADING CO., LLC,\nApplicant.",
			want: []string{"Fernhollow Provisions, Inc./plaintiff"}},
		{name: "filed by a firm", text: "CLAIM FORM\nFiled by CHAMBERS LINDO & CO., Attorneys-at-Law, of 36 Duke Street, Kingston, for and on behalf of the Claimant",
			never: []string{"Chambers Lindo/counsel"}},
	})
}

// TestJudgeTails: a minute order's "HONORABLE X JUDGE" gives the judge
// without the office, its "HONORABLE JUDGE PRO TEM" line no one; a
// Nigerian or Ghanaian panel's "JSC" after each surname.
func TestJudgeTails(t *testing.T) {
	runGeneral(t, []generalCase{
		{name: "minute order heading", text: "MINUTE ORDER\nDEPT. 12\nHONORABLE LAURA T. CHEN JUDGE\nM. RUIZ DEPUTY CLERK\nHONORABLE JUDGE PRO TEM\nELECTRONIC RECORDING MONITOR",
			want: []string{"Laura T. Chen/judge"}, never: []string{"Laura T. Chen Judge/judge", "Judge Pro Tem/judge"}},
		{name: "supreme court panel", text: "JUDGMENT\nCoram: Okonkwo JSC, Bello JSC, Adeyemi JSC",
			want: []string{"Okonkwo/judge", "Bello/judge", "Adeyemi/judge"}, never: []string{"Okonkwo JSC/judge"}},
	})
}

// TestWitnessListsAndAffiants: a "WITNESSES:" line's "For Petitioner:"
// lists are witnesses, no lawyers; India's "PW1 X (complainant), PW2 Y
// and PW3 Z."; an affiant "being first duly sworn on oath, states" is the
// declarant and no witness; a Scots affidavit's "compeared X"; "I, X, make
// this affidavit".
func TestWitnessListsAndAffiants(t *testing.T) {
	runGeneral(t, []generalCase{
		{name: "witnesses line", text: "DECISION\nWITNESSES: For Petitioner: Alma Ruiz; Jorge Ruiz. For Respondent: Deborah Kline.",
			want: []string{"Alma Ruiz/witness", "Jorge Ruiz/witness", "Deborah Kline/witness"}, never: []string{"Alma Ruiz/counsel", "Deborah Kline/counsel"}},
		{name: "numbered witnesses", text: "JUDGMENT\n6. The prosecution examined PW1 Ramesh Kumar (complainant), PW2 Suresh Yadav and PW3 ASI Mohan Lal.",
			want: []string{"Ramesh Kumar/witness", "Suresh Yadav/witness", "Mohan Lal/witness"}},
		{name: "affiant sworn", text: "AFFIDAVIT\nGordon Ellis, being first duly sworn on oath, states as follows:",
			want: []string{"Gordon Ellis/declarant"}, never: []string{"Gordon Ellis/witness"}},
		{name: "compeared", text: "AFFIDAVIT\nAt Edinburgh on the fourth day of March 2024, in the presence of Fiona Grant, Notary Public, compeared Alasdair Ross MacLeod, who being solemnly sworn depones as follows:",
			want: []string{"Alasdair Ross MacLeod/declarant"}},
		{name: "evidence was given by", text: "JUDGMENT\n4. Evidence was given by the Claimant, Ms Rhiannon Price, and, for the Respondent, by Mr Gareth Llewellyn (Operations Director) and Ms Sian Morgan (HR Manager).",
			want: []string{"Gareth Llewellyn/witness", "Sian Morgan/witness"}},
		{name: "make this affidavit", text: "AFFIDAVIT\nI, Grace Wanjiru Mwangi, make this affidavit in support of the application.",
			want: []string{"Grace Wanjiru Mwangi/declarant"}},
	})
}

// TestSignatureCapacities: a lawyer admitted "(Pro Hac Vice)" in capitals;
// a firm's "(Attn: Mr X / Ms Y)" under its "solicitors for" line; a
// statement of truth signed by the party's legal representative named so
// in words, with no box ticked.
func TestSignatureCapacities(t *testing.T) {
	runGeneral(t, []generalCase{
		{name: "pro hac vice", text: "MOTION\nKATHERINE M. OYELARAN (Pro Hac Vice)\nkoyelaran@firm.com\nDEREK S. HOLT (#27711)\nAttorneys for Defendant",
			want: []string{"Katherine M. Oyelaran/counsel", "Derek S. Holt/counsel"}},
		{name: "attention in brackets", text: "ORIGINATING CLAIM\nFiled by Tan & Partners LLC, solicitors for the Claimant\n(Ref: TPL/2024/118)\n(Attn: Mr Daniel Koh / Ms Felicia Lim)",
			want: []string{"Daniel Koh/counsel", "Felicia Lim/counsel"}},
		{name: "legal representative in words", text: "PARTICULARS OF CLAIM\nSTATEMENT OF TRUTH\nThe Claimant believes that the facts stated in these Particulars of Claim are true.\nSigned: Imogen Clarke\nImogen Clarke, Partner, Blake Harrow LLP, Claimant's legal representative\nDated: 4 March 2024",
			want: []string{"Imogen Clarke/counsel"}, never: []string{"Imogen Clarke/declarant"}},
	})
}

// TestReporterAndLawyerBoxes: the certified reporter a deposition is
// taken "BEFORE:" is no judge; a form's "Name of lawyer for the appellant:"
// box names the lawyer, not the appellant.
func TestReporterAndLawyerBoxes(t *testing.T) {
	runGeneral(t, []generalCase{
		{name: "reporter before", text: "DEPOSITION OF KAREN LEE\nTaken on behalf of the Plaintiff\nBEFORE: Donna R. Ellis, CSR No. 12345\nAPPEARANCES:\nFor the Plaintiff: Paul Grant, Esq.",
			want: []string{"Paul Grant/counsel"}, never: []string{"Donna R. Ellis/judge"}},
		{name: "lawyer box", text: "NOTICE OF APPEAL\nName of lawyer for the appellant: Marc Gagnon\nLSO#: 45123A",
			want: []string{"Marc Gagnon/counsel"}, never: []string{"Marc Gagnon/appellant"}},
	})
}
