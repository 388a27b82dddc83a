package model

import "testing"

// commonwealthCases are short pages of Commonwealth court papers and
// investment arbitrations, written from general knowledge of their
// layouts: a law report's cover listing counsel and solicitors with the
// side in brackets, a bench named "Before:" with the judge's post-title,
// the British Columbia forms' "Signature of lawyer for" lines and order
// recitals.
var commonwealthCases = []generalCase{
	{name: "law report cover counsel with the side in brackets",
		text:  "Supreme Court\nNew South Wales\nCase Name:\nHarbourside Freight Pty Ltd v Kellaway Marine Pty Ltd\nMedium Neutral Citation:\n[2023] NSWSC 512\nHearing Date(s):\n3 May 2023\nBefore:\nLindqvist J\nDecision:\nSummons dismissed.\nParties:\nHarbourside Freight Pty Ltd (Plaintiff)\nKellaway Marine Pty Ltd (Defendant)\nRepresentation:\nCounsel:\nB K Ashdown SC with L Mercado (Plaintiff)\nP Oduya (Defendant)\nSolicitors:\nGrantham Lyle Lawyers (Plaintiff)\nCorbett Ives (Defendant)\nFile Number(s):\n2022/00187342",
		want:  []string{"Harbourside Freight Pty Ltd/plaintiff", "Kellaway Marine Pty Ltd/defendant", "B K Ashdown/counsel", "L Mercado/counsel", "P Oduya/counsel", "Lindqvist/judge"},
		never: []string{"L Mercado/plaintiff", "P Oduya/defendant", "Grantham Lyle Lawyers/plaintiff", "Corbett Ives/defendant", "Grantham Lyle Lawyers/counsel"}},
}

func TestCommonwealthLayouts(t *testing.T) { runGeneral(t, commonwealthCases) }

// TestCommonwealthForms: the court forms of New South Wales and British
// Columbia.
func TestCommonwealthForms(t *testing.T) {
	runGeneral(t, []generalCase{
		{name: "form with court details above the title of proceedings",
			text:  "Form 3A (version 8)\nUCPR 14.3\nSTATEMENT OF CLAIM\nCOURT DETAILS\nCourt\nDistrict Court of New South Wales\nDivision\nCivil\nRegistry\nParramatta\nCase number\n2023/00456120\nTITLE OF PROCEEDINGS\nPlaintiff\nJasmine Lee Tran\nDefendant\nWestgate Plumbing Pty Ltd\nACN 123 456 789\nFILING DETAILS\nFiled for\nJasmine Lee Tran, Plaintiff",
			want:  []string{"Jasmine Lee Tran/plaintiff", "Westgate Plumbing Pty Ltd/defendant"},
			never: []string{"Civil Registry Parramatta Case number 2023/00456120/plaintiff", "Parramatta/plaintiff", "ACN 123 456 789/defendant", "Filing Details/defendant"}},
		{name: "affidavit form's title of proceedings with the number of defendants",
			text:  "Form 40 (version 1)\nUCPR 35.1\nAFFIDAVIT\nTITLE OF PROCEEDINGS\nPlaintiff\nJasmine Lee Tran\nFirst defendant\nWestgate Plumbing Pty Ltd\nNumber of defendants\n3\nPREPARATION DETAILS\nPrepared for\nJasmine Lee Tran, Plaintiff",
			want:  []string{"Jasmine Lee Tran/plaintiff", "Westgate Plumbing Pty Ltd/defendant"},
			never: []string{"Number of defendants/defendant", "Preparation Details/defendant"}},
		{name: "order reciting each side's counsel",
			text:  "ORDER MADE AFTER APPLICATION\nON THE APPLICATION of the defendant coming on for hearing at Victoria, British Columbia on 03/Oct/2023 and on hearing Helen M. Park, counsel for the plaintiff, and Rajiv S. Bains, counsel for the defendant;\nTHIS COURT ORDERS that the application is dismissed.",
			want:  []string{"Helen M. Park/counsel", "Rajiv S. Bains/counsel"},
			never: []string{"Rajiv S. Bains/plaintiff"}},
		{name: "a party who signed for another is no counsel",
			text:  "1 The guarantor, Mr Pellegrini, signed the deed for the first defendant on 2 June 2020. Mr Okoro, of counsel, appeared for the plaintiff.",
			want:  []string{"Okoro/counsel"},
			never: []string{"Pellegrini/counsel"}},
		{name: "an office in lower case before the side",
			text: "ORDER\nPresent in court: the petitioner, represented by her counsel; and Teresa M. Vance, the guardian ad litem for the minor children.",
			want: []string{"Teresa M. Vance/counsel"}},
	})
}

// TestJudgmentCoverClass: a judgment's cover sheet is a ruling, though its
// catchwords open with an area of law such as "CONTRACT".
func TestJudgmentCoverClass(t *testing.T) {
	page := "Supreme Court\nVictoria\nCase Name:\nOrmond Dairy Pty Ltd v Carlisle Feeds Ltd\nMedium Neutral Citation:\n[2022] VSC 88\nDecision Date:\n4 March 2022\nBefore:\nHartigan J\nCatchwords:\nCONTRACT - sale of goods - implied terms as to fitness for purpose\nParties:\nOrmond Dairy Pty Ltd (Plaintiff)\nCarlisle Feeds Ltd (Defendant)"
	if got := ClassifyDocument([]string{page}); got != ClassOrder {
		t.Errorf("judgment cover: class %s, want %s", got, ClassOrder)
	}
	runGeneral(t, []generalCase{{name: "judgment cover bench", text: page, want: []string{"Hartigan/judge", "Ormond Dairy Pty Ltd/plaintiff"}}})
}

// TestSignatureOfLawyerFor: the British Columbia forms print the lawyer's
// name under "Signature of lawyer for plaintiff", and an order's approval
// of form under "Signature of X" with "[X] lawyer for the defendant".
func TestSignatureOfLawyerFor(t *testing.T) {
	runGeneral(t, []generalCase{
		{name: "signature of lawyer for plaintiff",
			text:  "No. S-231045\nVancouver Registry\nIN THE SUPREME COURT OF BRITISH COLUMBIA\nBETWEEN:\nANITA SOHAL\nPLAINTIFF\nAND:\nFRASER VALLEY ROOFING INC.\nDEFENDANT\nNOTICE OF CIVIL CLAIM\nPlace of trial: New Westminster, B.C.\nDate: 04/Feb/2023\n______________________________\nSignature of lawyer for plaintiff\nDerek J. Lowry",
			want:  []string{"Derek J. Lowry/counsel", "Anita Sohal/plaintiff", "Fraser Valley Roofing Inc./defendant"},
			never: []string{"Derek J. Lowry/plaintiff"}},
		{name: "approval of form by each lawyer",
			text:  "THIS COURT ORDERS that the application is dismissed.\nTHE FOLLOWING PARTIES APPROVE THE FORM OF THIS ORDER:\n______________________________\nSignature of Helen M. Park\n[ ] party [X] lawyer for the plaintiff\n______________________________\nSignature of Rajiv S. Bains\n[ ] party [X] lawyer for the defendant\nBy the Court.\n______________________________\nRegistrar",
			want:  []string{"Helen M. Park/counsel", "Rajiv S. Bains/counsel"},
			never: []string{"Rajiv S. Bains/plaintiff", "Signature of Rajiv S. Bains/plaintiff", "Helen M. Park/plaintiff"}},
	})
}

// TestOathVerbInCapitals: an affidavit whose oath's verb is printed in
// capitals on a line of its own after the deponent's particulars (British
// Columbia's Form 109) names its maker.
func TestOathVerbInCapitals(t *testing.T) {
	runGeneral(t, []generalCase{
		{name: "swear or affirm in capitals",
			text: "AFFIDAVIT\nI, Gurpreet Kaur Sandhu, of 1180 Johnson Street, Coquitlam, British Columbia, accountant,\nSWEAR (OR AFFIRM) THAT:\n1. I am the defendant in this action and have personal knowledge of the facts deposed to.\n2. I signed the lease on 4 May 2021.",
			want: []string{"Gurpreet Kaur Sandhu/declarant"}},
	})
}

// TestTreatyTitlesNameNoParties: an investment claim cites the treaties it
// is brought under, whose titles name the States they bind.
func TestTreatyTitlesNameNoParties(t *testing.T) {
	runGeneral(t, []generalCase{
		{name: "ICSID Convention and a bilateral investment treaty",
			text:  "REQUEST FOR ARBITRATION\n1. Solaris Mining Corp. (\"Claimant\") submits this Request for Arbitration against the Republic of Esteria (\"Respondent\") under Article 36 of the Convention on the Settlement of Investment Disputes between States and Nationals of Other States (the \"ICSID Convention\") and the Agreement between the Government of Canada and the Republic of Esteria for the Promotion and Protection of Investments (the \"BIT\").",
			want:  []string{"Solaris Mining Corp./plaintiff", "Republic of Esteria/respondent"},
			never: []string{"States and Nationals of Other States/party", "States/party", "Government of Canada/party", "Republic of Esteria/party"}},
	})
}

// TestRepresentingLists: an award's or a procedural order's
// "Representing X:" list of each side's lawyers, a State's Attorney
// General among them with the office under the name.
func TestRepresentingLists(t *testing.T) {
	runGeneral(t, []generalCase{
		{name: "representing lists",
			text:  "REPRESENTATION OF THE PARTIES\nRepresenting Solaris Mining Corp.:\nMr. Daniel Hoffmeister\nMs. Priya Raghunathan\nHoffmeister Raghunathan LLP\nNew York\n\nRepresenting the Republic of Esteria:\nH.E. Ms. Camila Restrepo\nAttorney General of the Republic of Esteria\nDr. Jonas Weber\nWeber & Ruiz\nMadrid",
			want:  []string{"Daniel Hoffmeister/counsel", "Priya Raghunathan/counsel", "Camila Restrepo/counsel", "Jonas Weber/counsel"},
			never: []string{"Hoffmeister Raghunathan LLP/counsel", "Attorney General/counsel"}},
	})
}

// TestArbitralWitnessTags: an award names the witnesses and experts
// examined at the hearing with the tags of their statements and reports.
func TestArbitralWitnessTags(t *testing.T) {
	runGeneral(t, []generalCase{
		{name: "witness and expert tags",
			text:  "II. PROCEDURAL HISTORY\n14. The hearing was held in London from 3 to 6 June 2024. The following witnesses and experts were examined: for the Claimant, Ms. Helena Brandt (CWS-1) and Dr. Marco Ferri of Ferri Engineering S.r.l. (CER-1); for the Respondent, Mr. Yusuf Demir, Chief Financial Officer (RWS-2).",
			want:  []string{"Helena Brandt/witness", "Marco Ferri/witness", "Yusuf Demir/witness"},
			never: []string{"Helena Brandt/counsel", "Marco Ferri/counsel", "Yusuf Demir/counsel"}},
	})
}

// TestLetterContacts: a solicitors' letter signed in the firm's name gives
// the lawyer to ask for, at its head or under the firm's name.
func TestLetterContacts(t *testing.T) {
	runGeneral(t, []generalCase{
		{name: "contact under the firm's name",
			text:  "HALLIDAY ROWE LAWYERS\nLevel 4, 60 Martin Place, Sydney NSW 2000\n3 March 2023\nOur ref: TW:4471\nBY EMAIL\nDunmore Legal\nLevel 2, 10 Barrack Street\nSYDNEY NSW 2000\nDear Colleagues\nWe act for the defendant. We enclose our client's list of documents.\nYours faithfully\nHalliday Rowe Lawyers\nContact: Tessa Whitcombe, Senior Associate\nDirect line: (02) 9555 0110\nEmail: twhitcombe@hallidayrowe.com.au",
			want:  []string{"Halliday Rowe Lawyers/sender", "Tessa Whitcombe/counsel", "Dunmore Legal/recipient"},
			never: []string{"Tessa Whitcombe/sender", "Contact: Tessa Whitcombe/sender"}},
		{name: "please ask for at the head",
			text:  "PARRY & WYNNE\nSOLICITORS\n14 High Street, Chester CH1 1DE\nOur ref: GP/ROB/441\nPlease ask for: Gwen Parry\n6 May 2025\nThe Directors\nDeeside Roofing Ltd\nUnit 9, Sealand Road\nChester CH1 4LQ\nDear Sirs\nLETTER OF CLAIM\nWe are instructed by Mr and Mrs Roberts about the roof your company replaced at their home.\nYours faithfully\nParry & Wynne",
			want:  []string{"Parry & Wynne/sender", "Gwen Parry/counsel"},
			never: []string{"Gwen Parry/sender"}},
	})
}

// TestDayFirstDatesAloneOnLines: paragraphs numbered without points, as
// Australian pleadings number them, and a timetable's rows put a page's
// lines under numbers; a date written day first alone on its line ("12
// August 2024") is no pleading paper's line number and keeps its day.
func TestDayFirstDatesAloneOnLines(t *testing.T) {
	page := "PLEADINGS AND PARTICULARS\n1 The plaintiff is a company.\n2 The defendant is a company.\n3 The parties made a contract.\n4 The defendant breached it.\n5 The plaintiff accepted the repudiation.\n6 The plaintiff suffered loss.\n7 Particulars are given below.\n8 The plaintiff claims damages.\n9 The plaintiff claims interest.\nSIGNATURE OF LEGAL REPRESENTATIVE\nCapacity\nDate of signature\nSolicitor on record\n12 August 2024\nTIMETABLE\n1 Defence\nDefendant\n30 September 2024\n2 Reply\nPlaintiff\n14 October 2024"
	out, err := Rules{}.Extract(t.Context(), Input{Documents: []Document{{ID: "d", FileName: "x.pdf", Pages: []string{page}}}})
	if err != nil {
		t.Fatal(err)
	}
	got := map[string]bool{}
	for _, e := range out.Chronology {
		got[e.Date] = true
	}
	for _, d := range []string{"2024-08-12", "2024-09-30", "2024-10-14"} {
		if !got[d] {
			t.Errorf("%s not read; got %v", d, got)
		}
	}
}

// TestCommonwealthBenchAndBar: a New Zealand judgment's heading names its
// judge with the style after the surname; an Irish judgment lists senior
// counsel with "S.C." written with points; an English statement of truth
// signed by the party's solicitor names counsel, not a declarant.
func TestCommonwealthBenchAndBar(t *testing.T) {
	runGeneral(t, []generalCase{
		{name: "judgment of X J",
			text: "IN THE HIGH COURT OF NEW ZEALAND\nWELLINGTON REGISTRY\nCIV-2022-485-331\n[2023] NZHC 1904\nBETWEEN\nTARARUA DAIRY LIMITED\nPlaintiff\nAND\nHUTT VALLEY TANKERS LIMITED\nDefendant\nHearing:\n2 May 2023\nAppearances:\nS K Burrows and L Tane for Plaintiff\nD Mills for Defendant\nJudgment:\n19 May 2023\nJUDGMENT OF COOKE J",
			want: []string{"Tararua Dairy Limited/plaintiff", "Hutt Valley Tankers Limited/defendant", "S K Burrows/counsel", "L Tane/counsel", "D Mills/counsel", "Cooke/judge"}},
		{name: "silk with points",
			text:  "THE HIGH COURT\nRecord No. 2021/1880P\nBETWEEN\nAOIFE BRENNAN\nPLAINTIFF\nAND\nWESTPORT MARINE LIMITED\nDEFENDANT\nMr. Declan Tormey S.C. with Ms. Orla Fenton B.L., instructed by Keane Solicitors, for the plaintiff.",
			want:  []string{"Declan Tormey/counsel", "Orla Fenton/counsel"},
			never: []string{"Keane Solicitors/counsel"}},
		{name: "statement of truth signed by the solicitor",
			text:  "STATEMENT OF TRUTH\nThe Claimant believes that the facts stated in these Particulars of Claim are true. I am duly authorised by the Claimant to sign this statement.\nSigned: Martin Okonedo\nFull name: Martin Okonedo\nName of claimant's legal representative's firm: Fenwick Hale LLP\nPosition or office held: Partner\n[X] Claimant's legal representative\nDated: 9 January 2024",
			want:  []string{"Martin Okonedo/counsel"},
			never: []string{"Martin Okonedo/declarant", "Martin Okonedo/plaintiff"}},
	})
}

// TestCommonwealthCaptionLines: an Ontario endorsement's "RE: X,
// Plaintiff" / "AND: Y, Defendants" heading, and a Hong Kong caption that
// prints each name in capitals with its label in title case on its line.
func TestCommonwealthCaptionLines(t *testing.T) {
	runGeneral(t, []generalCase{
		{name: "ontario endorsement heading",
			text: "CITATION: Lakeshore Pallet Inc. v. Brar, 2023 ONSC 4410\nCOURT FILE NO.: CV-22-00681234-0000\nDATE: 20230712\nSUPERIOR COURT OF JUSTICE - ONTARIO\nRE: Lakeshore Pallet Inc., Plaintiff\nAND:\nHarjit Brar and Sukhpreet Brar, Defendants\nBEFORE: Justice M. Tremblay\nCOUNSEL: J. Whitaker, for the Plaintiff\nP. Sandhu, for the Defendants\nHEARD: July 5, 2023\nENDORSEMENT",
			want: []string{"Lakeshore Pallet Inc./plaintiff", "Harjit Brar/defendant", "Sukhpreet Brar/defendant", "J. Whitaker/counsel", "P. Sandhu/counsel"}},
		{name: "hong kong caption",
			text:  "HCA 2207/2022\n[2023] HKCFI 1550\nIN THE HIGH COURT OF THE\nHONG KONG SPECIAL ADMINISTRATIVE REGION\nCOURT OF FIRST INSTANCE\nACTION NO 2207 OF 2022\n____________\nBETWEEN\nLEUNG MEI KUEN Plaintiff\nand\nGOLDEN HARBOUR PROPERTIES LIMITED 1st Defendant\nTSANG CHI KEUNG 2nd Defendant\n____________\nBefore: Deputy High Court Judge Lam in Chambers\nDate of Hearing: 6 June 2023\nDate of Decision: 20 June 2023\n____________\nDECISION\n____________\nMr Victor Ng, instructed by Hui & Co, for the plaintiff\nMs Joyce Lau, instructed by Wong Partners, for the defendants",
			want:  []string{"Leung Mei Kuen/plaintiff", "Golden Harbour Properties Limited/defendant", "Tsang Chi Keung/defendant", "Lam/judge", "Victor Ng/counsel", "Joyce Lau/counsel"},
			never: []string{"Golden Harbour Properties Limited/counsel"}},
	})
}

// TestIndianCommercialSuit: a High Court's original side heads its
// caption with the jurisdiction ("ORDINARY ORIGINAL CIVIL JURISDICTION"),
// which is no party's name; counsel "i/b." a firm is counsel, the firm is
// not, while "i/b Mr. X" names an advocate who is counsel too.
func TestIndianCommercialSuit(t *testing.T) {
	runGeneral(t, []generalCase{
		{name: "commercial suit memo of parties",
			text:  "IN THE HIGH COURT OF JUDICATURE AT BOMBAY\nORDINARY ORIGINAL CIVIL JURISDICTION\nIN ITS COMMERCIAL DIVISION\nCOMMERCIAL SUIT NO. 88 OF 2023\nM/s. Godavari Spinning Mills Private Limited\na company incorporated under the Companies Act, 1956\nhaving its registered office at 7, Ballard Estate, Mumbai 400 001 ...Plaintiff\nVersus\nM/s. Coastal Apparel LLP\nhaving its office at 22, Lower Parel, Mumbai 400 013 ...Defendant\n\nMr. Vikram Nair i/b. Desai Legal for the Plaintiff.\nMr. Farhan Shaikh i/b Mr. Nitin Pawar for the Defendant.\n\nCORAM : S. M. MODAK, J.\nDATE : 4 APRIL 2023",
			want:  []string{"Godavari Spinning Mills Private Limited/plaintiff", "Coastal Apparel LLP/defendant", "Vikram Nair/counsel", "Farhan Shaikh/counsel", "Nitin Pawar/counsel"},
			never: []string{"Ordinary Original Civil Jurisdiction/plaintiff", "Desai Legal/counsel"}},
	})
}

// TestCourtHeadingEndsBlock: a Kenyan caption's dotted labels close each
// party's line; the republic's name over the court's heading is no party.
func TestCourtHeadingEndsBlock(t *testing.T) {
	runGeneral(t, []generalCase{
		{name: "kenyan suit",
			text:  "REPUBLIC OF KENYA\nIN THE HIGH COURT OF KENYA AT KISUMU\nCIVIL SUIT NO. E42 OF 2022\nLAKEVIEW FISH PROCESSORS LIMITED ............................ PLAINTIFF\nVERSUS\nNYANZA COLD CHAIN LIMITED ...................................... DEFENDANT\nJUDGMENT\n1. The plaintiff claims the price of a cold room.",
			want:  []string{"Lakeview Fish Processors Limited/plaintiff", "Nyanza Cold Chain Limited/defendant"},
			never: []string{"Republic of Kenya/plaintiff"}},
	})
}

// TestEnglishFamilyPapers: papers of the Family Court of England and
// Wales as a reading-order extraction gives them. Both sides' names, with
// the "- and -" glued to the second, come before the column of their
// labels; a position statement is signed "Signed: X" over "X, Solicitor";
// the adviser's letter to the court has no salutation, only a closing; and
// the building in its letterhead ("Temple Quay House" over "2 The Square")
// is no barrister above chambers.
func TestEnglishFamilyPapers(t *testing.T) {
	runGeneral(t, []generalCase{
		{
			name:  "names before their labels",
			text:  "Case No: BS24P01234\nIN THE FAMILY COURT SITTING AT LEEDS\nIN THE MATTER OF THE CHILDREN ACT 1989\nBETWEEN:\nMARK ANTHONY COLE\n- and JENNIFER ANNE COLE\n\nApplicant\nRespondent\n\nPOSITION STATEMENT ON BEHALF OF THE APPLICANT FATHER\nfor the FHDRA listed on 3 June 2024\n1. The father applies for a child arrangements order.\n\nNorthgate Family Law LLP\nSolicitors for the Applicant\nRef: KD/COL/101\nSigned: Karen Doyle\nKaren Doyle, Solicitor\nDated: 30 May 2024",
			want:  []string{"Mark Anthony Cole/petitioner", "Jennifer Anne Cole/respondent", "Karen Doyle/counsel"},
			never: []string{"Jennifer Anne Cole/petitioner", "Position Statement/respondent", "Position Statement/counsel"},
		},
		{
			name:  "a firm named like a person over its calling",
			text:  "SHERIFFDOM OF GRAMPIAN AT ABERDEEN\nDEFENCES\nfor\nNORTHSIDE JOINERY LIMITED\nDefenders\nin the cause\nBALMORAL KITCHENS LIMITED\nPursuers\nANSWERS TO CONDESCENDENCE\n1. Admitted.\nIN RESPECT WHEREOF\nFiona Kerr\nSolicitor\nMorton Baird, Solicitors\n12 Union Street\nAberdeen AB11 6BA\nSolicitor for the Defenders",
			never: []string{"Morton Baird/counsel"},
		},
		{
			name:  "adviser's letter without a salutation",
			text:  "Cafcass North East\nCitygate House\n4 The Square\nLeeds LS1 4DY\nDate: 21 May 2024\nTo: The Family Court sitting at Leeds\nCase No: BS24P01234\nApplicant: Mark Anthony Cole\nRespondent: Jennifer Anne Cole\nSafeguarding letter\n1. I spoke to both parents by telephone.\n2. I recommend a section 7 report.\nYours sincerely\nSimone Clarke\nFamily Court Adviser",
			want:  []string{"Simone Clarke/sender", "Mark Anthony Cole/petitioner", "Jennifer Anne Cole/respondent"},
			never: []string{"Citygate House/counsel"},
		},
	})
}

// TestShortNamesTakeTheFullName: a decision's reasons and its appearances
// shorten the names the caption and the other papers print in full ("the
// claimant, Mr Ellery"; "Mr R Kettering (counsel)"): the short form is the
// one person of that surname (and initial) the matter names in full, in
// any role or on its pages. Two people of one surname keep the short form.
func TestShortNamesTakeTheFullName(t *testing.T) {
	caption := "EMPLOYMENT APPEAL TRIBUNAL\nBetween :\nMR MARTIN ELLERY\nAppellant\n- and -\nNORTHWAY BUSES LIMITED\nRespondent\nAPPEARANCES\nMR RICHARD KETTERING\n(of Counsel)\nJUDGMENT\n"
	got := partiesOfDocs(t,
		caption+"1. This is an appeal by the claimant, Mr Ellery, against the dismissal of his claim.",
		"EMPLOYMENT TRIBUNALS\nClaimant: Mr M Ellery\nRespondent: Northway Buses Limited\nRepresentation\nClaimant: in person\nRespondent: Mr R Kettering (counsel)\nJUDGMENT\n1. The claim fails.")
	for _, w := range []string{"martin ellery/plaintiff", "richard kettering/counsel", "martin ellery/appellant"} {
		if !got[w] {
			t.Errorf("%s not read; got %v", w, got)
		}
	}
	for _, w := range []string{"ellery/plaintiff", "m ellery/plaintiff", "r kettering/counsel"} {
		if got[w] {
			t.Errorf("%s read", w)
		}
	}
	two := partiesOf(t, "FAMILY COURT\nBETWEEN:\nTHOMAS MARSH\nApplicant\n- and -\nHANNAH MARSH\nRespondent\nORDER\n1. The court heard from the applicant, Mr Marsh, in person.")
	if two["thomas marsh/petitioner"] != true || two["hannah marsh/respondent"] != true {
		t.Errorf("both sides not read: %v", two)
	}
}

// TestStylesAroundNames: a style before or after a person's name is no
// part of it: a Nigerian chieftaincy title ("CHIEF"), a judge's "HON.
// JUSTICE", a French lawyer's "Maître", an engineer's "Eng.", a barrister's
// "BL"; "Legal Practitioner" after a lawyer's name is the calling, no
// name; and the justice of the peace before whom an affidavit is sworn is
// no judge.
func TestStylesAroundNames(t *testing.T) {
	runGeneral(t, []generalCase{
		{
			name:  "chieftaincy title and a judge's style",
			text:  "IN THE HIGH COURT OF LAGOS STATE\nSUIT NO: LD/2211/2023\nBETWEEN\nADEBAYO OKONKWO-BELLO ..................... CLAIMANT\nAND\n1. HARBOURVIEW ESTATES LIMITED\n2. CHIEF EMEKA NNAMDI OKAFOR ..................... DEFENDANTS\nJUDGMENT\nThis writ was issued by TUNDE BAKARE, Esq., Legal Practitioner for the Claimant, whose address for service is 4 Broad Street, Lagos.\n\nHON. JUSTICE ADAEZE N. OBI-WILLIAMS\nJUDGE",
			want:  []string{"Emeka Nnamdi Okafor/defendant", "Adaeze N. Obi-Williams/judge", "Tunde Bakare/counsel"},
			never: []string{"Chief Emeka Nnamdi Okafor/defendant", "Justice Adaeze N. Obi-Williams/judge", "Legal Practitioner/counsel"},
		},
		{
			name:  "a jurat's justice of the peace",
			text:  "CLAIM NO. SU2024CV01123\nIN THE SUPREME COURT OF JUDICATURE OF JAMAICA\nAFFIDAVIT OF MARCIA EVADNE CAMPBELL\nI, MARCIA EVADNE CAMPBELL, being duly sworn, make oath and say as follows:\n1. I am the Claimant.\nSWORN TO by the said MARCIA EVADNE CAMPBELL at Kingston in the parish of Saint Andrew this 3rd day of May 2024 before me:\nMARCIA EVADNE CAMPBELL\n..............................\nDesmond Rowe, J.P.\nJUSTICE OF THE PEACE FOR THE PARISH OF SAINT ANDREW",
			never: []string{"Desmond Rowe/judge", "Desmond Rowe, J.P/judge"},
		},
	})
}

// TestTribunalMembersByLabel: employment and labour tribunals name their
// members by labels ("Deputy Chairman:", "Employer Member:", "Worker
// Member:", "Members:" with the next member alone on the line below, a
// commission's "Adjudication Officer:"), often by courtesy title and
// surname alone: each is a judge.
func TestTribunalMembersByLabel(t *testing.T) {
	runGeneral(t, []generalCase{
		{
			name: "labour court division",
			text: "LABOUR COURT\nDETERMINATION NO. UDD2477\nPARTIES :\nKILLEEN PRECISION LIMITED\n- AND -\nSEAN O'MAHONY\nDIVISION :\nDeputy Chairman: Mr Geraghty\nEmployer Member: Ms Whelan\nWorker Member:\nMr Dunne\nDETERMINATION:\nThe Court upholds the decision.",
			want: []string{"Geraghty/judge", "Whelan/judge", "Dunne/judge"},
		},
		{
			name: "adjudication officer and members",
			text: "ADJUDICATION OFFICER DECISION\nAdjudication Reference: ADJ-00049876\nDate of Adjudication Hearing: 03/07/2024\nWorkplace Relations Commission Adjudication Officer: Ciara Lynch\nProcedure:\nThe hearing was held in public.\n\nEMPLOYMENT TRIBUNAL\nEmployment Judge: Mr R Ashworth\nMembers: Ms T Greenwood\nMr H Patel\nJUDGMENT\nThe claim succeeds.",
			want: []string{"Ciara Lynch/judge", "R Ashworth/judge", "T Greenwood/judge", "H Patel/judge"},
		},
		{
			name:  "coram of a tribunal's bench",
			text:  "IN THE NATIONAL COMPANY LAW TRIBUNAL\nNEW DELHI BENCH, COURT - II\nC.P. (IB) No. 233/ND/2024\nCORAM:\nShri Rakesh Malhotra, Hon'ble Member (Judicial)\nShri Arvind Menon, Hon'ble Member (Technical)\nAppearances:\nFor the Applicant : Mr. Nikhil Suri, Adv.\nORDER\nPer: Arvind Menon, Member (Technical)\n1. This petition is admitted.",
			want:  []string{"Rakesh Malhotra/judge", "Arvind Menon/judge", "Nikhil Suri/counsel"},
			never: []string{"Applicant/judge"},
		},
	})
}

// TestCounselLinesOfCommonLawForms: a barrister listed in a judgment's
// appearances with "(of Counsel)" under the name; a form's signature over
// "Defendant's Attorney-at-Law"; a second advocate "a/w" the first.
func TestCounselLinesOfCommonLawForms(t *testing.T) {
	runGeneral(t, []generalCase{
		{
			name:  "of counsel under the name",
			text:  "EMPLOYMENT APPEAL TRIBUNAL\nJUDGMENT\nAPPEARANCES\nMS PRIYA NAIR\n(of Counsel)\nInstructed by:\nWestway Law Centre\nFor the Appellant\nHearing date: 4 March 2025",
			want:  []string{"Priya Nair/counsel"},
			never: []string{"Westway Law Centre/counsel"},
		},
		{
			name: "a side's attorney-at-law under the signature",
			text: "ACKNOWLEDGMENT OF SERVICE OF CLAIM FORM\nClaim No. 2024 CD 00412\n5. I intend to defend the claim.\nDated the 2nd day of August 2024.\n_______________________\nMarlon Everton Grant\nDefendant's Attorney-at-Law",
			want: []string{"Marlon Everton Grant/counsel"},
		},
		{
			name: "along with",
			text: "NATIONAL COMPANY LAW TRIBUNAL\nCP (IB) No. 412/MB/2024\nORDER\nFor the Applicant : Mr. Vivek Joshi, Adv. a/w Ms. Kavya Rao, Adv.\nFor the Respondent : Mr. Anil Mehra, Adv.\n1. Heard.",
			want: []string{"Vivek Joshi/counsel", "Kavya Rao/counsel", "Anil Mehra/counsel"},
		},
	})
}

// TestScottishAndMaritimeBenches: a Scottish sheriff signs an interlocutor
// with the name over "Sheriff" ("IN RESPECT WHEREOF" over a solicitor's
// signature is a formula, no one); a maritime award recites its
// arbitrators' appointments ("appointed me, the undersigned Captain X, of
// [address], as their arbitrator"); a tribunal's "DEPUTY PRESIDENT X"
// heads its decision.
func TestScottishAndMaritimeBenches(t *testing.T) {
	runGeneral(t, []generalCase{
		{
			name: "sheriff's interlocutor",
			text: "SHERIFFDOM OF TAYSIDE CENTRAL AND FIFE AT DUNDEE\nINTERLOCUTOR SHEET\nDUNDEE, 3 March 2025\nThe Sheriff, having heard parties, Allows a proof.\nR T Menzies\nSheriff\n",
			want: []string{"R T Menzies/judge"},
		},
		{
			name:  "a return of service's sheriff",
			text:  "RETURN OF SERVICE\nI served the summons on the defendant on March 3, 2025.\nJohn Carver\nSheriff\n",
			never: []string{"John Carver/judge"},
		},
		{
			name:  "in respect whereof",
			text:  "SHERIFFDOM OF TAYSIDE CENTRAL AND FIFE AT DUNDEE\nINITIAL WRIT\nPLEAS-IN-LAW\n1. The pursuer is entitled to payment.\nIN RESPECT WHEREOF\nEwan Lindsay\nSolicitor\nLindsay Hume LLP\nSolicitor for the Pursuer",
			want:  []string{"Ewan Lindsay/counsel"},
			never: []string{"In Respect Whereof/counsel"},
		},
		{
			name: "maritime arbitrators",
			text: "IN THE MATTER OF THE ARBITRATION ACT 1996\nFINAL ARBITRATION AWARD\n3. Disputes having arisen, the Owners appointed me, the undersigned Captain Peter Holloway, of 2 Mark Lane, London EC3R 7BB, as their arbitrator, and the Charterers appointed me, the undersigned Helen Marsh, of 10 Fenchurch Street, London EC3M 3BE, as their arbitrator.",
			want: []string{"Peter Holloway/judge", "Helen Marsh/judge"},
		},
		{
			name: "deputy president",
			text: "FAIR WORK COMMISSION\nDECISION\nFair Work Act 2009\ns.394 - Application for unfair dismissal remedy\nDEPUTY PRESIDENT CALLAGHAN\nSYDNEY, 14 MAY 2024\n[1] The applicant was dismissed.",
			want: []string{"Callaghan/judge"},
		},
	})
}

// TestSouthAsianOathsAndVerifications: an affidavit's maker with his
// parentage after the name ("I, X son of Y, Muslim, adult, ..., do hereby
// state on oath") and a party who verifies a pleading ("I, X, defendant
// No. 2, ..., do hereby verify") are declarants; the father is no one.
func TestSouthAsianOathsAndVerifications(t *testing.T) {
	runGeneral(t, []generalCase{
		{
			name: "address after the name without a comma",
			text: "AFFIDAVIT\nI, Wickramasinghe Arachchige Nimal Perera of No. 42/3, Temple Road, Maharagama, being a Buddhist do hereby solemnly, sincerely and truly declare and affirm as follows:\n1. I am the Petitioner.",
			want: []string{"Wickramasinghe Arachchige Nimal Perera/declarant"},
		},
		{
			name:  "parentage after the name",
			text:  "AFFIDAVIT\nI, Tariq Mehmood Butt son of Mehmood Ahmed Butt, Muslim, adult, resident of House No. 14, Model Town, Lahore, do hereby state on oath as under:\n1. That I am the Petitioner.\nDEPONENT",
			want:  []string{"Tariq Mehmood Butt/declarant"},
			never: []string{"Mehmood Ahmed Butt/declarant", "Tariq Mehmood Butt son of Mehmood Ahmed Butt/declarant"},
		},
		{
			name: "verification of a written statement",
			text: "WRITTEN STATEMENT ON BEHALF OF DEFENDANTS\n1. The suit is not maintainable.\nVERIFICATION\nI, Rakesh Kumar Gupta, defendant No. 2, for myself and as the attorney of defendant No. 1, do hereby verify that the contents of paras 1 to 5 are true to my knowledge. Verified at Lucknow on this 3rd day of June, 2023.\nDEFENDANT NO. 2",
			want: []string{"Rakesh Kumar Gupta/declarant"},
		},
	})
}

// TestRecitalsAndPresidingLines: an order's recital of the papers it read
// ("UPON READING the Affidavit of X in Response") makes no declarant; a
// trial court's "Present: Smt. X, Civil Judge (Senior Division), City"
// names one judge, not the designation or the station; a decision's
// "This is an appeal by X against the decision" names the appellant.
func TestRecitalsAndPresidingLines(t *testing.T) {
	runGeneral(t, []generalCase{
		{
			name:  "reading recital",
			text:  "IN THE SUPREME COURT OF JUDICATURE OF JAMAICA\nORDER\nUPON HEARING Ms Tanya Reid, Attorney-at-Law for the Claimant;\nAND UPON READING the Affidavit of Winston Hylton sworn on the 2nd day of May 2024 and the Affidavit of Dorothy Clarke in Response filed on the 9th day of May 2024;\nIT IS HEREBY ORDERED: the caveat is removed.",
			never: []string{"Dorothy Clarke/declarant", "Winston Hylton/declarant"},
		},
		{
			name:  "presiding officer's designation",
			text:  "IN THE COURT OF CIVIL JUDGE (SENIOR DIVISION), KANPUR NAGAR\nPresent: Smt. Neelam Saxena, Civil Judge (Senior Division), Kanpur Nagar\nOriginal Suit No. 88 of 2022\nJUDGMENT\n1. The plaintiff has filed this suit.",
			want:  []string{"Neelam Saxena/judge"},
			never: []string{"Senior Division/judge", "Kanpur Nagar/judge", "Kanpur/judge"},
		},
		{
			name: "appeal by",
			text: "LABOUR COURT\nDETERMINATION:\nThis is an appeal by Corrib Seafoods Limited against the decision of an Adjudication Officer dated 3 May 2024.",
			want: []string{"Corrib Seafoods Limited/appellant"},
		},
	})
}

// TestSubmissionsSignedForAParty: English submissions are settled by
// counsel ("ANNE HALE" beside "Settled by") and signed by the firm's
// partner over the firm's name in capitals: the partner and counsel are
// lawyers, the firm is none.
func TestSubmissionsSignedForAParty(t *testing.T) {
	runGeneral(t, []generalCase{
		{
			name:  "settled by and a partner over the firm",
			text:  "IN THE MATTER OF THE ARBITRATION ACT 1996\nDEFENCE SUBMISSIONS\n1. The claim is denied.\n\nANNE HALE\nSettled by\n\nRavi Menon\nPartner\nHOLBORN GRANT\n3 Mincing Lane, London EC3R 7AA\nSolicitors for the Respondent Charterers\nRef: RM/101",
			want:  []string{"Anne Hale/counsel", "Ravi Menon/counsel"},
			never: []string{"Holborn Grant/counsel"},
		},
	})
}

// TestShortNamesWithParticles: a surname of several words ("Ní
// Bhraonáin", "van der Merwe", "O'Rourke") after a courtesy title or an
// initial takes the full name as a one-word surname does.
func TestShortNamesWithParticles(t *testing.T) {
	got := partiesOf(t, "LABOUR COURT\nPARTIES :\nBALLYRANE FOODS LIMITED\n- AND -\nORLA KINSELLA\nDIVISION :\nDeputy Chairman: Ms Ní Bhraonáin\nEmployer Member: Mr Fitzgibbon\nDETERMINATION:\n1. At the hearing the Court heard from Mr Van der Merwe, and from Ms O'Rourke.\n2. Mr Pieter van der Merwe carried out the investigation. Ms Siobhán O'Rourke decided the appeal.\nSigned on behalf of the Labour Court\nCaoimhe Ní Bhraonáin\n3 April 2025\nDeputy Chairman")
	for _, w := range []string{"caoimhe ní bhraonáin/judge", "pieter van der merwe/witness", "siobhán o rourke/witness"} {
		if !got[w] {
			t.Errorf("%s not read; got %v", w, got)
		}
	}
	for _, w := range []string{"ní bhraonáin/judge", "van der merwe/witness", "o rourke/witness"} {
		if got[w] {
			t.Errorf("%s read", w)
		}
	}
}

// TestMalaysianAndSingaporeanNames: Malay styles ("Yang Arif Dato'",
// "Datuk", "Encik", "Puan") are no part of a name; "bin", "binti",
// "binte", "a/l" and "a/p" join a given name to a father's; "(Signed)"
// before a lawyer's name, a firm written "Messrs X, Y & Partners" and the
// town after a lawyer's name are no lawyers.
func TestMalaysianAndSingaporeanNames(t *testing.T) {
	runGeneral(t, []generalCase{
		{
			name:  "grounds of judgment",
			text:  "DALAM MAHKAMAH TINGGI MALAYA DI KUALA LUMPUR\nGROUNDS OF JUDGMENT\nBefore Yang Arif Dato' Rosnah binti Ismail, Judge\nCounsel:\nFor the Plaintiff: Lim Wei Jian (with him Nurul Aina binti Kamarudin)\n(Messrs Lim, Azman & Partners)\nFor the Defendants: Datuk Harjit Singh a/l Gurdev Singh (with him Chong Mei Ling)\n(Messrs Chong & Harjit)\n[1] The claim succeeds.\n\n(DATO' ROSNAH BINTI ISMAIL)\nHakim\nMahkamah Tinggi Malaya\nKuala Lumpur",
			want:  []string{"Rosnah binti Ismail/judge", "Lim Wei Jian/counsel", "Nurul Aina binti Kamarudin/counsel", "Harjit Singh a/l Gurdev Singh/counsel", "Chong Mei Ling/counsel"},
			never: []string{"Dato' Rosnah binti Ismail/judge", "Messrs Lim/counsel", "Datuk Harjit Singh a/l Gurdev Singh/counsel"},
		},
		{
			name: "published judgment's counsel line",
			text: "IN THE GENERAL DIVISION OF THE HIGH COURT OF THE REPUBLIC OF SINGAPORE\n[2025] SGHC 112\nCoram : Leong Wai Kit J\nCounsel Name(s) : Benjamin Koh Jun Wei and Nur Aisyah binte Ismail (Tan Kwee & Partners LLP) for the claimant; Farah Lim (Lim & Co) for the defendants.\nJUDGMENT\n1 The claim is allowed.",
			want: []string{"Benjamin Koh Jun Wei/counsel", "Nur Aisyah binte Ismail/counsel", "Farah Lim/counsel"},
		},
		{
			name:  "signed counsel and the issuing firm",
			text:  "HCA 1873/2024\nIN THE HIGH COURT OF THE HONG KONG SPECIAL ADMINISTRATIVE REGION\nCOURT OF FIRST INSTANCE\nSTATEMENT OF CLAIM\n1. The Plaintiff sold goods to the 1st Defendant.\n(Signed) Jason Tsui Ho Yin\nCounsel for the Plaintiff\nThis Writ was issued by Messrs Lo, Tam & Partners of 9/F, Wing On House, 71 Des Voeux Road Central, Hong Kong, Solicitors for the Plaintiff whose address for service is the same.",
			want:  []string{"Jason Tsui Ho Yin/counsel"},
			never: []string{"Signed Jason Tsui Ho Yin/counsel", "(Signed) Jason Tsui Ho Yin/counsel", "Messrs Lo/counsel", "Wing On House/counsel", "Hong Kong/counsel"},
		},
		{
			name:  "town after the lawyer",
			text:  "MERIT SYSTEMS PROTECTION BOARD\nDALLAS REGIONAL OFFICE\nINITIAL DECISION\nCelia M. Arredondo, Esquire, Fort Worth, Texas, for the appellant.\nMeredith S. Vanlandingham, Esquire, Arlington, Texas, for the agency.\nBEFORE\nKatherine E. Dunleavy\nAdministrative Judge",
			want:  []string{"Celia M. Arredondo/counsel", "Meredith S. Vanlandingham/counsel"},
			never: []string{"Fort Worth/counsel", "Arlington/counsel"},
		},
	})
}

// TestAwardsAndAffidavitsOfCommonLawForms: a conciliation commission's
// award names its commissioner in its head ("Commissioner: X") and signs
// over "Commissioner": a judge, as no commissioner of oaths is; the
// justice of the peace who witnesses an affidavit ("Name of witness:") is
// no lawyer; an affidavit's corner note names its maker under the side he
// swears for, no party; a statement of truth's "Name:" over a director's
// position is a declarant; an affidavit "of the 2nd Defendant, X,
// affirmed on" has a declarant; a person named in passing before "the
// Claimant was dismissed" is not the claimant.
func TestAwardsAndAffidavitsOfCommonLawForms(t *testing.T) {
	runGeneral(t, []generalCase{
		{name: "conciliation award", text: "ARBITRATION AWARD\nCase Number:        GAJB14872-23\nCommissioner:        Ayanda Zungu\nDate of award:       15 March 2024\nIn the ARBITRATION between\n1. The dismissal was substantively fair.\n______________________________\nAyanda Zungu\nCommissioner",
			want: []string{"Ayanda Zungu/judge"}},
		{name: "founding affidavit", text: "FOUNDING AFFIDAVIT\nI, the undersigned,\nJOHANNES HENDRIK PRETORIUS\ndo hereby make oath and state that:\n1. I am the applicant's director.\n______________________________\nCOMMISSIONER OF OATHS\nFull names: Nadia Ismail\nCapacity: Practising Attorney",
			want:  []string{"Johannes Hendrik Pretorius/declarant"},
			never: []string{"Nadia Ismail/judge", "Nadia Ismail/declarant"}},
		{name: "jurat witnessed by a justice of the peace", text: "AFFIDAVIT\nI, Priya Venkataraman, of Parramatta, affirm:\n1. I am the Applicant.\nAffirmed at Parramatta on 3 June 2024 before me:\nSignature of witness: ____________\nName of witness:        Bernard Kwan\nQualification:          Justice of the Peace, New South Wales (Reg. No. 184312)",
			want:  []string{"Priya Venkataraman/declarant"},
			never: []string{"Bernard Kwan/counsel", "Bernard Kwan/declarant"}},
		{name: "corner note", text: "Claimant\nOng Kah Wai\n1st Affidavit\nSworn on 14 October 2024\nFiled on 16 October 2024\nAFFIDAVIT OF EVIDENCE-IN-CHIEF\nI, ONG KAH WAI (NRIC No. S7534567D), of 8 Holland Road, Singapore, make oath and say as follows:\n1. I am the project director of the claimant.",
			want:  []string{"Ong Kah Wai/declarant"},
			never: []string{"Ong Kah Wai/plaintiff"}},
		{name: "statement of truth", text: "STATEMENT OF CLAIM\n1. The Plaintiff sold goods.\nSTATEMENT OF TRUTH\nThe Plaintiff believes that the facts stated in this Statement of Claim are true. I am duly authorised by the Plaintiff to sign this statement.\nSigned: ____________________\nName: Tony Mak Kwok Leung\nPosition: Director\nKingsway Marine Supplies Limited\nDate: 11 March 2024",
			want: []string{"Tony Mak Kwok Leung/declarant"}},
		{name: "affidavit named in grounds", text: "GROUNDS OF JUDGMENT\n[2] Enclosure 9 is supported by the affidavit of Mohd Faizal bin Abdul Rahman, the Plaintiff's General Manager, affirmed on 22.4.2024 (Enclosure 10). The Defendants rely on the affidavit in reply of the 2nd Defendant, Tan Chee Keong, affirmed on 3.6.2024 (Enclosure 14).",
			want: []string{"Mohd Faizal bin Abdul Rahman/declarant", "Tan Chee Keong/declarant"}},
		{name: "named in passing", text: "MEMORANDUM OF CLAIM\n5. By a letter dated 14th November 2023 signed by the Respondent's General Manager, Mr. Peter Otieno Ouma, the Claimant was summarily dismissed.",
			never: []string{"Peter Otieno Ouma/plaintiff"}},
	})
}

// TestBilingualCaption: a Malaysian caption prints each label in Malay,
// then in English, under the name and its company number.
func TestBilingualCaption(t *testing.T) {
	runGeneral(t, []generalCase{{
		name:  "malay and english labels",
		text:  "DALAM MAHKAMAH TINGGI MALAYA DI KUALA LUMPUR\nGUAMAN NO: WA-22NCC-418-03/2024\nANTARA / BETWEEN\nSERI MUTIARA BINA SDN BHD\n(No. Syarikat: 201501023456 (1148765-K))\n\n... PLAINTIF\n... PLAINTIFF\n\nDAN / AND\n1. JAYA VELOCITY ENGINEERING SDN BHD\n(No. Syarikat: 201201034512 (1019934-W))\n2. TAN CHEE KEONG\n(No. K/P: 760412-10-5523)\n\n... DEFENDAN-DEFENDAN\n... DEFENDANTS\n\nGROUNDS OF JUDGMENT",
		want:  []string{"Seri Mutiara Bina Sdn Bhd/plaintiff", "Jaya Velocity Engineering Sdn Bhd/defendant", "Tan Chee Keong/defendant"},
		never: []string{"Plaintiff/plaintiff", "Plaintif/plaintiff"},
	}})
}

// TestHoldingBrief: an advocate who holds brief for another ("Mr. X h/b
// for Ms. Y for the Respondent") and the advocate held for are both
// counsel.
func TestHoldingBrief(t *testing.T) {
	runGeneral(t, []generalCase{{
		name: "in the presence of",
		text: "JUDGMENT\nDELIVERED virtually this 12th day of March 2025.\nIn the presence of:\nMr. Langat for the Claimant\nMr. Githinji h/b for Ms. Owino for the Respondent\nCourt Assistant: Esther Wambui",
		want: []string{"Langat/counsel", "Githinji/counsel", "Owino/counsel"},
	}})
}

// TestCanadianJudicialReview: a plural side prints one applicant a line;
// a minister's office joins two subjects with "and"; counsel are listed
// in a column beside "FOR THE APPLICANTS".
func TestCanadianJudicialReview(t *testing.T) {
	runGeneral(t, []generalCase{{
		name:  "federal court",
		text:  "Docket: IMM-8123-24\nCitation: 2025 FC 471\nPRESENT: The Honourable Madam Justice Aubertin\nBETWEEN:\nFARIDA NOORI HAKIMI\nJAWAD AHMAD HAKIMI\nApplicants\nand\nTHE MINISTER OF CITIZENSHIP AND IMMIGRATION\nRespondent\nJUDGMENT AND REASONS\n[1] The application is granted.\f\nSOLICITORS OF RECORD\nAPPEARANCES:\nDaniel K. Obeng\n\nFOR THE APPLICANTS\n\nLeila Haddad\nSofia Martins\n\nFOR THE RESPONDENT\n\nSOLICITORS OF RECORD:\nObeng Immigration Law\nBarristers and Solicitors\nToronto, Ontario\n\nFOR THE APPLICANTS",
		want:  []string{"Farida Noori Hakimi/petitioner", "Jawad Ahmad Hakimi/petitioner", "The Minister of Citizenship and Immigration/respondent", "Leila Haddad/counsel", "Sofia Martins/counsel", "Daniel K. Obeng/counsel"},
		never: []string{"Immigration/respondent", "Obeng Immigration Law/counsel", "Barristers and Solicitors/counsel"},
	}})
}

// TestPublicOfficeInDottedCaption: "THE HON. ATTORNEY GENERAL ...... 2ND
// RESPONDENT" names the office as a respondent; "Hon." makes it no judge's
// line.
func TestPublicOfficeInDottedCaption(t *testing.T) {
	runGeneral(t, []generalCase{{
		name: "kenyan petition",
		text: "REPUBLIC OF KENYA\nIN THE HIGH COURT OF KENYA AT NAIROBI\nPETITION NO. E212 OF 2024\nBETWEEN\nJOSEPH KIPROTICH KEMBOI ......................................... PETITIONER\nAND\nTEACHERS SERVICE COMMISSION ......................................... 1ST RESPONDENT\nTHE HON. ATTORNEY GENERAL ......................................... 2ND RESPONDENT\n\nPETITION",
		want: []string{"Joseph Kiprotich Kemboi/petitioner", "Teachers Service Commission/respondent", "Attorney General/respondent"},
	}})
}

// TestThirdRespondent: the third of several respondents is a respondent,
// no third party.
func TestThirdRespondent(t *testing.T) {
	if got := roleOf("Third Respondent"); got != RoleRespondent {
		t.Errorf("roleOf(Third Respondent) = %q", got)
	}
	if got := roleOf("Third-Party Defendant"); got != RoleThirdParty {
		t.Errorf("roleOf(Third-Party Defendant) = %q", got)
	}
}
