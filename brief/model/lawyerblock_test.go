package model

import "testing"

// TestCaptionUnderLawyersBlock: the American state-court page that opens
// with the filing lawyer's block (name, bar number, address, "Attorneys for
// Plaintiff, Name") directly above the caption, whose first line repeats
// the client's name in capitals; and an appearances table whose rows put the
// party and its lawyer ("Name, Esq.") side by side, where the lawyer is no
// party.
func TestCaptionUnderLawyersBlock(t *testing.T) {
	runGeneral(t, []generalCase{
		{name: "caption right under the block", text: "LARKSPUR & MOY, P.C.\nDenise A. Larkspur, Esq. (Attorney ID No. 024417011)\n48 Broad Street, Suite 300\nRed Bank, New Jersey 07701\n(732) 555-0101\nAttorneys for Plaintiffs, Tomas E. Okafor and Lina Okafor\nTOMAS E. OKAFOR and LINA OKAFOR,      SUPERIOR COURT OF NEW JERSEY\nPlaintiffs,                            LAW DIVISION: MONMOUTH COUNTY\nv.                                     DOCKET NO.: MON-L-2210-23\nBAYSHORE MARINE SUPPLY, INC.,          Civil Action\nDefendant.                             COMPLAINT AND JURY DEMAND\nPlaintiffs, by way of Complaint against the Defendant, say:",
			want:  []string{"Tomas E. Okafor/plaintiff", "Lina Okafor/plaintiff", "Bayshore Marine Supply, Inc./defendant", "Denise A. Larkspur/counsel"},
			never: []string{"Lina Okafor Tomas E. Okafor/plaintiff", "Okafor Tomas E. Okafor/plaintiff"}},
		{name: "california block then caption", text: "RAMONA V. ESTES (SBN 214455)\nESTES LAW GROUP\n1200 Main Street, Suite 5\nFresno, California 93721\nTelephone: (559) 555-0142\nAttorney for Defendant, Harold Finch\nSUPERIOR COURT OF THE STATE OF CALIFORNIA\nCOUNTY OF FRESNO\nGRACE WHITLOW,                          Case No. 23CECG01187\nPlaintiff,\nv.                                      ANSWER TO COMPLAINT\nHAROLD FINCH, and DOES 1 to 10,\nDefendants.",
			want:  []string{"Harold Finch/defendant", "Grace Whitlow/plaintiff", "Ramona V. Estes/counsel"},
			never: []string{"Harold Finch Superior Court/defendant"}},
		{name: "appearances table", text: "ARBITRATOR'S AWARD\nDocket No.: ESX-L-004410-23\nArbitrator: Carol J. Min, Esq.\nAPPEARANCES\nParty                                   Attorney\nPlaintiff Nadia Ferreira                 Owen T. Bright, Esq.\nDefendant Coastal Auto Body, LLC         Helen Q. Marsh, Esq.\nAWARD\n[X] In favor of Plaintiff Nadia Ferreira in the gross amount of $12,000.00",
			want:  []string{"Owen T. Bright/counsel", "Helen Q. Marsh/counsel"},
			never: []string{"Owen T. Bright/plaintiff", "Helen Q. Marsh/defendant"}},
	})
}

// TestFormRoleAlternatives: a court form's label that offers two names for
// one side ("PLAINTIFF/PETITIONER:", as the California Judicial Council
// forms print it) gives the side the first, a civil action's role; the name
// in the form's box for the filer is a lawyer's when the box names a client
// and the party's own when it says the party acts in person.
func TestFormRoleAlternatives(t *testing.T) {
	runGeneral(t, []generalCase{
		{name: "judicial council form", text: "ATTORNEY OR PARTY WITHOUT ATTORNEY                 FOR COURT USE ONLY\nNAME: Felipe R. Duarte\nFIRM NAME: Duarte Law Group\nATTORNEY FOR (name): Plaintiff Marisol Ochoa\nSUPERIOR COURT OF CALIFORNIA, COUNTY OF RIVERSIDE\nPLAINTIFF/PETITIONER: Marisol Ochoa\nDEFENDANT/RESPONDENT: Inland Valley Storage, Inc.\nREQUEST FOR DISMISSAL                                CASE NUMBER:\n                                                     RIC2301187\n1. TO THE CLERK: Please dismiss this action as follows:",
			want:  []string{"Marisol Ochoa/plaintiff", "Inland Valley Storage, Inc./defendant", "Felipe R. Duarte/counsel"},
			never: []string{"Marisol Ochoa/petitioner", "Inland Valley Storage, Inc./respondent"}},
		{name: "judicial council form read as a form", text: "ATTORNEY OR PARTY WITHOUT ATTORNEY                 FOR COURT USE ONLY\nNAME: Felipe R. Duarte\nFIRM NAME: Duarte Law Group                          FILED\nSTREET ADDRESS: 40 Market Street                     Superior Court of California\nCITY: Riverside     STATE: CA     ZIP CODE: 92501    MAY 06 2024\nTELEPHONE NO.: (951) 555-0100                        By: J. Okada, Deputy\nATTORNEY FOR (name): Plaintiff Marisol Ochoa\nSTATE BAR NO.: 301122\nSUPERIOR COURT OF CALIFORNIA, COUNTY OF RIVERSIDE\nSTREET ADDRESS: 4050 Main Street\nPLAINTIFF/PETITIONER: Marisol Ochoa\nDEFENDANT/RESPONDENT: Inland Valley Storage, Inc.\nNOTICE OF APPEAL                                     CASE NUMBER:\n[ ] Judgment after jury trial\n[X] Judgment after court trial\n[ ] Default judgment\nDate: May 2, 2024\nFelipe R. Duarte\n(TYPE OR PRINT NAME)                                 (SIGNATURE OF PARTY OR ATTORNEY)",
			want:  []string{"Marisol Ochoa/plaintiff", "Inland Valley Storage, Inc./defendant", "Felipe R. Duarte/counsel"},
			never: []string{"Marisol Ochoa/petitioner", "Inland Valley Storage, Inc./respondent", "J. Okada/counsel"}},
		{name: "judicial council form in pro per", text: "ATTORNEY OR PARTY WITHOUT ATTORNEY                 FOR COURT USE ONLY\nNAME: Gareth Olsen\nSTREET ADDRESS: 18 Pine Court\nATTORNEY FOR (name): In Pro Per\nSUPERIOR COURT OF CALIFORNIA, COUNTY OF SONOMA\nPLAINTIFF/PETITIONER: Gareth Olsen\nDEFENDANT/RESPONDENT: Redwood Roofing Co.\nCASE MANAGEMENT STATEMENT                   CASE NUMBER: SCV-271145",
			want:  []string{"Gareth Olsen/plaintiff", "Redwood Roofing Co./defendant"},
			never: []string{"Gareth Olsen/counsel"}},
	})
}

// TestTrialAndAppealLabel: a California appellate caption labels each side
// with its trial role and its appeal's joined by "and": the side holds
// both.
func TestTrialAndAppealLabel(t *testing.T) {
	runGeneral(t, []generalCase{
		{name: "california appellate caption", text: "IN THE COURT OF APPEAL OF THE STATE OF CALIFORNIA\nFOURTH APPELLATE DISTRICT\nDIVISION ONE\nMARGARET LIU,\nPlaintiff and Respondent,\nv.\nCOASTLINE PROPERTY GROUP, INC.,\nDefendant and Appellant.\nD081234\n(Super. Ct. No. 37-2021-00012345-CU-BC-CTL)",
			want: []string{"Margaret Liu/plaintiff", "Margaret Liu/respondent", "Coastline Property Group, Inc./defendant", "Coastline Property Group, Inc./appellant"}},
	})
}

// TestSouthAsianAppearances: a South Asian bench's order lists who
// appeared for each side above a dotted side label, a senior "with" the
// junior on the next line, the state's lawyers by their titles' initials.
func TestSouthAsianAppearances(t *testing.T) {
	runGeneral(t, []generalCase{
		{name: "appearances with juniors", text: "IN THE HIGH COURT OF JUDICATURE AT LAHORE\nWrit Petition No. 4410 of 2023\n\nMuhammad Arif Butt\n... Petitioner\nVersus\nProvince of Punjab and others\n... Respondents\nMr. Kamran Aslam Cheema, Senior Advocate with\nMr. Usman Tariq, Advocate\n... For the petitioner\nMr. Rana Shahid Mehmood, A.A.G. with\nMs. Sadia Noor, Advocate\n... For the respondents\nDate of hearing: 12.09.2023\nORDER\nThe petitioner seeks a direction to the respondents.",
			want:  []string{"Kamran Aslam Cheema/counsel", "Usman Tariq/counsel", "Rana Shahid Mehmood/counsel", "Sadia Noor/counsel", "Muhammad Arif Butt/petitioner"},
			never: []string{"Kamran Aslam Cheema/petitioner"}},
	})
}

// TestMemoOfPartiesOffices: a South Asian writ petition's memo of parties
// numbers the respondents, most of them public offices named with the
// place they serve ("The Deputy Commissioner, Sylhet") and then their
// address; the state is "represented by" its secretary. Each respondent
// is the office with its place, never the address's pieces.
func TestMemoOfPartiesOffices(t *testing.T) {
	runGeneral(t, []generalCase{
		{name: "memo of parties", text: "IN THE SUPREME COURT OF BANGLADESH\nHIGH COURT DIVISION\nWRIT PETITION NO. 1207 OF 2023\nIN THE MATTER OF:\nRahima Khatun,\nwife of Abdul Jalil,\nof Village Kamalpur, Sylhet.\n... Petitioner\n-VERSUS-\n1. Government of the People's Republic of Bangladesh, represented by the\n   Secretary, Ministry of Education, Bangladesh Secretariat, Dhaka.\n2. The Deputy Commissioner, Sylhet, Collectorate Building, Sylhet.\n3. The District Education Officer (Secondary), Sylhet.\n4. The Upazila Nirbahi Officer, Beanibazar, Sylhet.\n... Respondents\nAND\nIN THE MATTER OF:\nMemo No. 37.01 dated 02.02.2023.",
			want: []string{"Rahima Khatun/petitioner", "Government of the People's Republic of Bangladesh/respondent", "Deputy Commissioner, Sylhet/respondent",
				"District Education Officer (Secondary), Sylhet/respondent", "Upazila Nirbahi Officer, Beanibazar, Sylhet/respondent"},
			never: []string{"Sylhet/respondent", "Collectorate Building/respondent", "Beanibazar/respondent", "Ministry of Education/respondent"}},
	})
}

// TestClaimFormAddressees: a Caribbean fixed date claim form ends with the
// defendants it is addressed to, each as a sentence naming its side first
// ("TO: The First Defendant, X, of [address]. The Second Defendant, Y,
// of ..."): each is the form's recipient, no side's label is.
func TestClaimFormAddressees(t *testing.T) {
	runGeneral(t, []generalCase{
		{name: "claim form addressees", text: "THE REPUBLIC OF TRINIDAD AND TOBAGO\nIN THE HIGH COURT OF JUSTICE\nClaim No. CV2023-01177\nBETWEEN\nMARLON JOSEPH\nClaimant\nAND\nDEVIKA RAMNATH\nFirst Defendant\nTERRENCE RAMNATH\nSecond Defendant\nFIXED DATE CLAIM FORM\nDated the 3rd day of May, 2023.\n\nTO: The First Defendant, DEVIKA RAMNATH, of 12 Lady Hailes Avenue, San Fernando.\nThe Second Defendant, TERRENCE RAMNATH, of 12 Lady Hailes Avenue, San Fernando.\n\nThe Claimant's address for service is the office of his Attorney-at-Law.",
			want:  []string{"Devika Ramnath/recipient", "Terrence Ramnath/recipient", "Devika Ramnath/defendant", "Marlon Joseph/plaintiff"},
			never: []string{"First Defendant/recipient", "Second Defendant/recipient"}},
	})
}

// TestNamesAboveTheirLabels: an Arizona family court form prints each
// party's name on a line with its label under it ("Name of
// Petitioner/Party A"); a form that labels its boxes above their values
// keeps reading the value below.
func TestNamesAboveTheirLabels(t *testing.T) {
	runGeneral(t, []generalCase{
		{name: "labels under the names", text: "Person Filing: Renata L. Cho\nLawyer's Bar Number: 031442\nRepresenting [ ] Self (without a Lawyer) or [X] Attorney for [X] Petitioner OR [ ] Respondent\nSUPERIOR COURT OF ARIZONA\nIN MARICOPA COUNTY\nIn the Matter of the Marriage of:\nCase Number: FC2024-011882\nELENA MARIE SOTO\nName of Petitioner/Party A\nCARLOS SOTO\nName of Respondent/Party B\nPARENTING PLAN\n1. The parents agree to joint legal decision-making.",
			want:  []string{"Elena Marie Soto/petitioner", "Carlos Soto/respondent"},
			never: []string{"Carlos Soto/petitioner", "Parenting Plan/respondent"}},
		{name: "labels above the names", text: "PETITION FOR ORDER OF PROTECTION\nPARTIES\nName of Petitioner:\nJANE Q. ROE\nName of Respondent:\nJOHN P. ROE\nRelationship: spouse",
			want:  []string{"Jane Q. Roe/petitioner", "John P. Roe/respondent"},
			never: []string{"Jane Q. Roe/respondent"}},
	})
}

// TestSignaturesSideBySide: two parties sign side by side, each over a
// label and a date; read in order, both signed names come before both
// labels, which pair with them in order.
func TestSignaturesSideBySide(t *testing.T) {
	runGeneral(t, []generalCase{
		{name: "consent decree signatures", text: "IT IS ORDERED that the marriage is dissolved.\nAPPROVED AS TO FORM AND CONTENT:\n/s/ Elena Marie Soto\n06/03/2024\n/s/ Carlos Andres Soto\nPetitioner\nDate\nRespondent\nDate\nDATED: June 17, 2024",
			want:  []string{"Elena Marie Soto/petitioner", "Carlos Andres Soto/respondent"},
			never: []string{"Carlos Andres Soto/petitioner"}},
	})
}

// TestJoinedCaptionSeparators: a reading-order extraction takes a centred
// "-VERSUS-" or "-AND-" for a hyphenated word and joins it to the next
// line ("-VERSUS1. Government of ...", "-ANDIN THE MATTER OF:"): the
// respondents after it are read all the same.
func TestJoinedCaptionSeparators(t *testing.T) {
	runGeneral(t, []generalCase{
		{name: "versus joined to the first respondent", text: "IN THE SUPREME COURT OF BANGLADESH\nHIGH COURT DIVISION\nWRIT PETITION NO. 1207 OF 2023\nIN THE MATTER OF:\nAn application under Article 102 of the Constitution of the People's Republic of Bangladesh.\n-ANDIN THE MATTER OF:\nRahima Khatun,\nwife of Abdul Jalil,\nof Village Kamalpur, Sylhet.\n... Petitioner\n-VERSUS1. Government of the People's Republic of Bangladesh, represented by the\nSecretary, Ministry of Education, Bangladesh Secretariat, Dhaka.\n2. The Deputy Commissioner, Sylhet, Collectorate Building, Sylhet.\n... Respondents\nAND\nIN THE MATTER OF:\nMemo No. 37.01 dated 02.02.2023.",
			want: []string{"Rahima Khatun/petitioner", "Government of the People's Republic of Bangladesh/respondent", "Deputy Commissioner, Sylhet/respondent"}},
	})
}

// TestOfCounsel: a Delaware signature block names the lawyers of a firm
// that does not sign under "OF COUNSEL:", read in order before the
// signing lawyer's block.
func TestOfCounsel(t *testing.T) {
	runGeneral(t, []generalCase{
		{name: "of counsel", text: "WHEREFORE, Plaintiff requests the relief above.\nMORRIS HALE LLP\nOF COUNSEL:\nRachel D. Stein\nMiriam K. Osei\nSTEIN & OSEI LLP\n500 Fifth Avenue\nNew York, New York 10110\n/s/ Peter J. Morris\nPeter J. Morris (#3301)\n1000 N. King Street\nWilmington, Delaware 19801\nAttorneys for Plaintiff\nDated: May 1, 2024",
			want:  []string{"Rachel D. Stein/counsel", "Miriam K. Osei/counsel", "Peter J. Morris/counsel"},
			never: []string{"Stein & Osei LLP/counsel"}},
	})
}

// TestBareLabelsUnderParticulars: a Sri Lankan caption closes each side's
// block of particulars (name, address; numbered respondents with their
// offices) with the side's label alone in capitals, no leaders.
func TestBareLabelsUnderParticulars(t *testing.T) {
	runGeneral(t, []generalCase{
		{name: "sri lankan caption", text: "IN THE COURT OF APPEAL OF THE DEMOCRATIC SOCIALIST\nREPUBLIC OF SRI LANKA\nIn the matter of an application for mandates in the nature of Writs of Certiorari under Article 140 of the Constitution.\nC.A. (Writ) Application No.\nCA/WRT/0311/2022\n\nKuruppu Arachchige Sunil Fernando,\nNo. 18, Lake Road,\nKurunegala.\nPETITIONER\nVs.\n1. Ranjith Priyantha Silva,\nDirector General of Customs,\nSri Lanka Customs,\nNo. 40, Main Street, Colombo 11.\n2. Hon. Attorney General,\nAttorney General's Department,\nColombo 12.\nRESPONDENTS\nBefore: M. T. Laffar, J.",
			want:  []string{"Kuruppu Arachchige Sunil Fernando/petitioner", "Ranjith Priyantha Silva/respondent", "Attorney General/respondent"},
			never: []string{"Kurunegala/petitioner", "Director General of Customs/respondent", "Sri Lanka Customs/respondent"}},
		{name: "a form's part headed by the side", text: "PART A - ABOUT THE PARTIES\nAPPLICANT\n1. Family name:  MORRIS        Given names:  Jane Ann\n2. Date of birth:  12/08/1988\n3. Address for service:  c/- Lee Lawyers, 9 George Street, Parramatta NSW 2150\nRESPONDENT\n4. Family name:  MORRIS        Given names:  Paul\n5. Address:  22 Wattle Crescent, Baulkham Hills NSW 2153",
			never: []string{"Family name Morris/respondent", "Date of Birth 12/08/1988/respondent"}},
	})
}

// TestLawyersAddressed: a Delaware letter opinion is addressed to counsel
// by name with "Esquire" after it: each is a recipient and counsel.
func TestLawyersAddressed(t *testing.T) {
	runGeneral(t, []generalCase{
		{name: "letter opinion", text: "COURT OF CHANCERY\nJuly 29, 2024\nElliot R. Brannigan, Esquire\nBrannigan Varga LLP\n1201 N. Market Street, Suite 900\nWilmington, DE 19801\nCatherine M. Albrecht, Esquire\nAlbrecht Sloane LLP\n222 Delaware Avenue, Suite 1500\nWilmington, DE 19801\nRe: Rossi v. Corvane Therapeutics, Inc., C.A. No. 2024-0261\nDear Counsel:\nThe plaintiff seeks books and records.",
			want: []string{"Elliot R. Brannigan/counsel", "Elliot R. Brannigan/recipient", "Catherine M. Albrecht/counsel"}},
	})
}

// TestSecondLawyerAndMunicipality: an Ohio signature block lists a second
// lawyer with his registration number under the first one's "Trial
// Attorney" line; a city sued with its state after a comma is one party;
// a Chapter 13 trustee signing with her number is no one's lawyer.
func TestSecondLawyerAndMunicipality(t *testing.T) {
	runGeneral(t, []generalCase{
		{name: "ohio block", text: "IN THE UNITED STATES DISTRICT COURT\nFOR THE SOUTHERN DISTRICT OF OHIO\nJANE ROE,\nPlaintiff,\nv.\nCITY OF MAPLE GROVE, OHIO,\net al.,\nDefendants.\nCOMPLAINT\nRespectfully submitted,\n/s/ Rachel A. Whitford\nRachel A. Whitford (0081234)\nTrial Attorney for Plaintiff\nOmar J. Siddiqui (0097761)\nWHITFORD & SIDDIQUI LLC\n100 E. Broad Street\nColumbus, Ohio 43215",
			want:  []string{"City of Maple Grove, Ohio/defendant", "Omar J. Siddiqui/counsel", "Rachel A. Whitford/counsel"},
			never: []string{"Ohio/defendant", "City of Maple Grove/defendant"}},
		{name: "trustee's number", text: "UNITED STATES BANKRUPTCY COURT\nIn re: Maria T. Lopez, Debtor.\nChapter 13\nAGREED ORDER\nNO OBJECTION:\n/s/ Walter P. Greeley\nWalter P. Greeley (0055382)\nChapter 13 Trustee",
			never: []string{"Walter P. Greeley/counsel"}},
	})
}
