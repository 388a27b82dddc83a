package model

import "testing"

// TestLabelFirstHeadings: a tribunal's heading of label-first lines
// ("Claimant:", "Respondent:", "Heard at:", "Before:"), printed in spaced
// columns or, in reading order, as a column of labels apart from its
// column of values; "Before:" heads the bench, never a party.
func TestLabelFirstHeadings(t *testing.T) {
	runGeneral(t, []generalCase{
		{name: "spaced columns", text: "Case No: 1804512/2023\nEMPLOYMENT TRIBUNALS\nClaimant:          Mr T Evans\nRespondent:  Riverside Care Homes Limited\nHeard at:  Leeds          On: 4 and 5 May 2023\nBefore:  Employment Judge Hart\nJUDGMENT\nThe claim of unfair dismissal is well founded.",
			want:  []string{"T Evans/plaintiff", "Riverside Care Homes Limited/respondent"},
			never: []string{"Before/respondent", "Heard at/respondent"}},
		{name: "columns in reading order", text: "Case Number: 2200318/2023\nEMPLOYMENT TRIBUNALS\nClaimant:\n\nMs Priya Shah\n\nRespondent:\nHeard at:\n\nBefore:\nMembers:\n\nNorthgate Logistics Limited\nLondon Central\nOn: 12 September 2023\n\nEmployment Judge Moor\nMr A Jones\n\nRepresentation\nClaimant: In person\nRespondent: Mr K Patel (counsel)\nJUDGMENT\nThe claim is dismissed.",
			want:  []string{"Priya Shah/plaintiff", "Northgate Logistics Limited/respondent"},
			never: []string{"Before/respondent", "Members/respondent", "London Central/respondent"}},
	})
}

// TestEnglishAppealCaption: an English appeal judgment's caption after
// "Between :", each name in capitals with its label at the right of its
// line; in reading order the labels come apart after the names (behind
// the appearances' "For the Appellant" headings), the rule of dashes runs
// into "Between :" and the "- and -" runs into the second name.
func TestEnglishAppealCaption(t *testing.T) {
	runGeneral(t, []generalCase{
		{name: "spaced", text: "Neutral Citation Number: [2023] EAT 112\nCase No: EA-2022-000455-RN\nEMPLOYMENT APPEAL TRIBUNAL\nRolls Building, Fetter Lane, London, EC4A 1NL\nDate: 4 July 2023\nBefore :\nTHE HONOURABLE MRS JUSTICE EADY\n- - - - - - - - - - - - - - - - - - - - -\nBetween :\nMS HELEN CARTWRIGHT          Appellant\n- and -\nNORTHERN FREIGHT SERVICES LIMITED          Respondent\n- - - - - - - - - - - - - - - - - - - - -\nMr T Kibling (instructed by Leigh Day) for the Appellant\nJUDGMENT",
			want: []string{"Helen Cartwright/appellant", "Northern Freight Services Limited/respondent"}},
		{name: "reading order", text: "Neutral Citation Number: [2023] EAT 112\nCase No: EA-2022-000455-RN\nEMPLOYMENT APPEAL TRIBUNAL\nDate: 4 July 2023\nBefore :\nTHE HONOURABLE MRS JUSTICE EADY\n--------------------Between :\nMS HELEN CARTWRIGHT\n- and NORTHERN FREIGHT SERVICES LIMITED\n---------------------\n\nFor the Appellant\n\nFor the Respondent\n\nAppellant\nRespondent\n\nAPPEARANCES\nMR PAUL KIBLING\n(of Counsel)\nInstructed by:\nLeigh Day\nMS ANNA GREEN\n(of Counsel)\nHearing date: 6 June 2023\n--------------------JUDGMENT",
			want:  []string{"Helen Cartwright/appellant", "Northern Freight Services Limited/respondent"},
			never: []string{"Paul Kibling/appellant", "Anna Green/respondent"}},
	})
}

// TestCaptionHeadingsNoParty: headings around a caption that are no party:
// a cover's title under the last label ("Respondent" / "FINAL AWARD"), a
// party's country in brackets under its name ("(Republic of Korea)"), an
// arbitration's opening "IN THE MATTER OF THE ARBITRATION BETWEEN", a
// Scottish defences' heading stacked over "for" and the defender's name,
// and a one-line Scottish instance cut at a bracket of the name.
func TestCaptionHeadingsNoParty(t *testing.T) {
	runGeneral(t, []generalCase{
		{name: "arbitral cover", text: "INTERNATIONAL CHAMBER OF COMMERCE\nINTERNATIONAL COURT OF ARBITRATION\nICC Case No. 25110/HTG\n\nHANWOL ENGINEERING CO., LTD.\n(Republic of Korea)\nClaimant\nv.\nAL-NOOR CEMENT COMPANY W.L.L.\n(State of Kuwait)\nRespondent\n\nPARTIAL AWARD\n\nrendered by an Arbitral Tribunal composed of\nMr John Carter, President",
			want:  []string{"Hanwol Engineering Co., Ltd./plaintiff", "Al-Noor Cement Company W.L.L./respondent"},
			never: []string{"Partial Award/respondent", "Republic of Korea/plaintiff", "State of Kuwait/respondent"}},
		{name: "labor arbitration heading", text: "IN THE MATTER OF THE ARBITRATION BETWEEN\nTEAMSTERS LOCAL 120,\n(Union),\nand\nNORTHERN DAIRY COOPERATIVE,\n(Employer).\nOPINION AND AWARD\nArbitrator: Jane Doe",
			never: []string{"The Arbitration Between/party", "Arbitration Between/party"}},
		{name: "scottish defences", text: "SHERIFFDOM OF GLASGOW AND STRATHKELVIN AT GLASGOW\nDEFENCES\nfor\nCLYDE FABRICATION LIMITED\nDEFENDER\nin the cause\nMORAG ANNE STEWART\nPURSUER\nagainst\nCLYDE FABRICATION LIMITED\nDEFENDER\nANSWERS TO CONDESCENDENCE\nAnswer 1. Admitted.",
			want:  []string{"Clyde Fabrication Limited/defendant", "Morag Anne Stewart/plaintiff"},
			never: []string{"Sheriffdom of Glasgow/defendant", "Strathkelvin at Glasgow Defences for Clyde Fabrication Limited/defendant"}},
		{name: "scottish one-line instance", text: "SHERIFFDOM OF TAYSIDE, CENTRAL AND FIFE AT DUNDEE\nB412/23\nINTERLOCUTOR\nTAYSIDE ROOFING LIMITED, PURSUER, against GRAMPIAN HOMES\n(NORTH) LIMITED and ALISTAIR JOHN REID, DEFENDERS\nDUNDEE, 3 May 2024\nThe Sheriff, having heard parties, allows a proof.",
			want:  []string{"Tayside Roofing Limited/plaintiff", "Grampian Homes (North) Limited/defendant", "Alistair John Reid/defendant"},
			never: []string{"North) Limited/defendant"}},
	})
}

// TestIndianParticularsCaptions: Indian and Pakistani captions whose
// parties carry their particulars on the name's own line after commas
// (parentage "S/o", "W/o", age, residence "R/o", "both R/o" under two
// numbered defendants), closed by a dotted label alone on its line; the
// case's CNR number above the first name; the paper's title after the
// last label; and a respondent that is an office over two lines.
func TestIndianParticularsCaptions(t *testing.T) {
	runGeneral(t, []generalCase{
		{name: "judgment with particulars on the name line", text: "IN THE COURT OF CIVIL JUDGE (SENIOR DIVISION), LUCKNOW\nPresent: Sri Rajesh Kumar, Civil Judge (Senior Division), Lucknow\nOriginal Suit No. 88 of 2022\nCNR No. UPLK010012342022\nHari Om Mishra, S/o Late Ram Niwas Mishra, aged about 61 years, R/o 12/4, Aminabad, Lucknow\n.......... Plaintiff\nVersus\n1. Smt. Savitri Devi, W/o Late Shyam Lal\n2. Rakesh Kumar, S/o Late Shyam Lal\nboth R/o 45, Hazratganj, Lucknow\n3. Vinod Kumar Gupta, S/o Shri Mohan Lal Gupta, R/o Alambagh, Lucknow\n.......... Defendants\nDate of Institution : 02.03.2022\nJUDGMENT\n1. The plaintiff has filed this suit for recovery of possession.",
			want:  []string{"Hari Om Mishra/plaintiff", "Savitri Devi/defendant", "Rakesh Kumar/defendant", "Vinod Kumar Gupta/defendant"},
			never: []string{"Aminabad/plaintiff", "Lucknow/plaintiff", "Ram Niwas Mishra/plaintiff", "Late Ram Niwas Mishra/plaintiff", "Shyam Lal/defendant", "Late Shyam Lal/defendant", "Alambagh/defendant", "Lucknow/defendant", "Hazratganj/defendant", "CNR No. UPLK010012342022 Hari Om Mishra/plaintiff"}},
		{name: "plaint title after the last label", text: "IN THE COURT OF THE CIVIL JUDGE (JUNIOR DIVISION), KANPUR NAGAR\nO.S. No. ______ of 2024\nSunil Kumar Awasthi,\nS/o Shri Ram Kumar Awasthi,\naged about 47 years,\nR/o 117/22, Kakadeo, Kanpur - 208025.\n...PLAINTIFF\nVERSUS\n1. Pradeep Singh,\nS/o Late Baldev Singh,\nR/o 8, Civil Lines, Kanpur - 208001.\n...DEFENDANT\nSUIT FOR RECOVERY OF RS. 4,50,000/- AND PERMANENT\nINJUNCTION UNDER ORDER VII RULE 1 OF THE CODE OF CIVIL PROCEDURE, 1908\nThe plaintiff above named most respectfully submits as under:",
			want:  []string{"Sunil Kumar Awasthi/plaintiff", "Pradeep Singh/defendant"},
			never: []string{"Suit for Recovery of Rs/defendant", "Permanent/defendant", "Injunction/defendant"}},
		{name: "short title then its labels", text: "IN THE COURT OF THE CIVIL JUDGE (SENIOR DIVISION), AGRA\nO.S. No. 51 of 2021\nMahesh Chand Agarwal\nVersus\nSmt. Kamla Devi & Others\n\n...Plaintiff\n...Defendants\n\nLIST OF WITNESSES ON BEHALF OF THE PLAINTIFF\n(Under Order XVI Rule 1 of the Code of Civil Procedure, 1908)\nThe plaintiff submits the following list of witnesses.",
			want:  []string{"Mahesh Chand Agarwal/plaintiff", "Kamla Devi/defendant"},
			never: []string{"Kamla Devi/plaintiff", "List of Witnesses/defendant"}},
		{name: "office over lines", text: "IN THE HIGH COURT OF SINDH AT KARACHI\n(Constitutional Jurisdiction)\nC.P. No. D-______ of 2023\nAbdul Rauf Shaikh\nson of Abdul Majeed Shaikh,\nMuslim, adult, resident of House No. B-41, Block 7, Karachi.\n(CNIC No. 42101-1234567-1) .................................. Petitioner\nVersus\n1. Province of Sindh,\nthrough Chief Secretary,\nSindh Secretariat, Karachi.\n2. Deputy Commissioner, District East,\nKarachi.\n3. Director, Estates,\nSindh Building Control Authority,\nCivic Centre, Karachi. .................................. Respondents\nCONSTITUTIONAL PETITION UNDER ARTICLE 199",
			want:  []string{"Abdul Rauf Shaikh/petitioner", "Province of Sindh/respondent", "Director, Estates, Sindh Building Control Authority/respondent"},
			never: []string{"District East/respondent", "Karachi/respondent", "Estates/respondent"}},
		{name: "caption repeated on each paper of a filing", text: "IN THE COURT OF THE CIVIL JUDGE (SENIOR DIVISION), AGRA\nO.S. No. 51 of 2021\nMahesh Chand Agarwal\nVersus\nSmt. Kamla Devi & Others\n\n...Plaintiff\n...Defendants\n\nLIST OF DOCUMENTS FILED ON BEHALF OF THE PLAINTIFF\n1. Registered sale deed dated 04.05.2019.\n2. Khatauni for the year 1425-1430 Fasli.\f" +
			"IN THE COURT OF THE CIVIL JUDGE (SENIOR DIVISION), AGRA\nO.S. No. 51 of 2021\nMahesh Chand Agarwal\nVersus\nSmt. Kamla Devi & Others\n\n...Plaintiff\n...Defendants\n\nAFFIDAVIT OF PW-1 IN LIEU OF EXAMINATION-IN-CHIEF\nI, Mahesh Chand Agarwal, do hereby solemnly affirm as under:",
			never: []string{"Kamla Devi/plaintiff"}},
	})
}

// TestCapacityLabels: a side's label with the party's capacity in the
// deal beside it: a maritime arbitration's "Claimant Owners" and
// "Respondent Charterers", an insolvency petition's "...APPLICANT /
// OPERATIONAL CREDITOR" and "... Corporate Debtor/Respondent"; a
// solicitors' service line "for the Claimant Owners (Ref: ...)" names no
// party.
func TestCapacityLabels(t *testing.T) {
	runGeneral(t, []generalCase{
		{name: "maritime arbitration", text: "IN THE MATTER OF THE ARBITRATION ACT 1996\nAND IN THE MATTER OF AN ARBITRATION\nBETWEEN:\nNORDIC TANKERS AS\nof Bergen\nClaimant Owners\n- and -\nCASPIAN FUELS TRADING DMCC\nof Dubai\nRespondent Charterers\nMT \"NORDIC STAR\"\nCharterparty dated 2 May 2023\nREPLY SUBMISSIONS\n1. The Owners adopt the definitions in their Claim Submissions.\nServed this 3rd day of June 2024 by Holloway Vance LLP, 12 Mincing Lane, London EC3R 7AA, Solicitors for the Claimant Owners (Ref: TH/MK/23-041; Tom Hale / Maria Kent).",
			want:  []string{"Nordic Tankers AS/plaintiff", "Caspian Fuels Trading DMCC/respondent"},
			never: []string{"Owners/plaintiff", "Owners (Ref: TH/MK/23-041/plaintiff", "Tom Hale / Maria Kent/plaintiff", "Tom Hale/plaintiff", "Bergen/plaintiff", "Dubai/respondent", "Nordic Tankers AS of Bergen/plaintiff"}},
		{name: "insolvency application", text: "BEFORE THE NATIONAL COMPANY LAW TRIBUNAL\nNEW DELHI BENCH\nC.P. (IB) No. ______ / ND / 2023\nIN THE MATTER OF SECTION 9 OF THE INSOLVENCY AND BANKRUPTCY CODE, 2016\nAND IN THE MATTER OF:\nSHIVALIK STEEL TRADERS PRIVATE LIMITED\nPlot No. 22, Sector 6, Faridabad - 121006.\n...APPLICANT / OPERATIONAL CREDITOR\nVERSUS\nAMBER INFRABUILD PRIVATE LIMITED\nB-14, Okhla Industrial Area, New Delhi - 110020.\n...RESPONDENT / CORPORATE DEBTOR\nFORM 5\nAPPLICATION BY OPERATIONAL CREDITOR TO INITIATE CORPORATE INSOLVENCY RESOLUTION PROCESS",
			want: []string{"Shivalik Steel Traders Private Limited/petitioner", "Amber Infrabuild Private Limited/respondent"}},
		{name: "insolvency order", text: "IN THE NATIONAL COMPANY LAW TRIBUNAL\nNEW DELHI BENCH, COURT - II\nC.P. (IB) No. 512/ND/2023\nIn the matter of\nShivalik Steel Traders Private Limited\n[CIN: U27100HR2009PTC039911]\n... Operational Creditor/Applicant\nVersus\nAmber Infrabuild Private Limited\n[CIN: U45200DL2012PTC231234]\n... Corporate Debtor/Respondent\nOrder pronounced on : 14.08.2023\nORDER\n1. This Company Petition was filed by the Operational Creditor.",
			want:  []string{"Shivalik Steel Traders Private Limited/petitioner", "Amber Infrabuild Private Limited/respondent"},
			never: []string{"Shivalik Steel Traders Private Limited/party", "Amber Infrabuild Private Limited/party"}},
	})
}

// TestUnlabelledDecisionCaption: a tribunal's decision names the sides
// in mixed case with no label, one a line around a lone "v" and over the
// matter's number in brackets; on an application the first side applied.
func TestUnlabelledDecisionCaption(t *testing.T) {
	runGeneral(t, []generalCase{
		{name: "commission decision", text: "[2023] FWC 2210\nFAIR WORK COMMISSION\nDECISION\nFair Work Act 2009\ns.394—Unfair dismissal\nMateo Rangi Whaanga\nv\nBluegum Logistics Pty Ltd\n(U2023/5521)\nCOMMISSIONER HARPER-GREEN\nBRISBANE, 2 AUGUST 2023\nApplication for an unfair dismissal remedy – forklift driver – safety breach – valid reason.\n[1] Mr Whaanga was employed by Bluegum Logistics Pty Ltd as a forklift driver.",
			want:  []string{"Mateo Rangi Whaanga/petitioner", "Bluegum Logistics Pty Ltd/respondent"},
			never: []string{"U2023/5521/respondent"}},
		{name: "arbitral award", text: "INTERNATIONAL CENTRE FOR SETTLEMENT OF INVESTMENT DISPUTES\n\nBorealis Energy Inc.\nv.\nRepublic of Marinthia\n(ICSID Case No. ARB/22/9)\n\nAWARD\n\nMembers of the Tribunal\nProfessor Anna Lind, President",
			want:  []string{"Borealis Energy Inc./plaintiff", "Republic of Marinthia/respondent"},
			never: []string{"Republic of Marinthia/defendant"}},
	})
}

// TestSeatAfterName: a party's registration and address after its name,
// ending in its country before its defined term, give the name, never
// the country.
func TestSeatAfterName(t *testing.T) {
	runGeneral(t, []generalCase{
		{name: "terms of reference", text: "1. THE PARTIES\n1.1 Claimant\nVolterra Costruzioni S.p.A., a società per azioni registered with the Registro delle Imprese of Milan under number 0912 3344 556, whose registered office is at Via Torino 48, 20123 Milan, Italy (\"Volterra\" or the \"Claimant\").\n1.2 Respondent\nAl-Rayan Contracting Company W.L.L., a company with limited liability registered with the Ministry of Commerce and Industry of the State of Qatar under CR No. 55120, whose registered office is at Building 14, Street 820, Zone 56, Doha, State of Qatar (\"Al-Rayan\" or the \"Respondent\").",
			want:  []string{"Volterra Costruzioni S.p.A./plaintiff", "Al-Rayan Contracting Company W.L.L./respondent"},
			never: []string{"Italy/plaintiff", "State of Qatar/respondent", "Doha/respondent"}},
	})
}

// TestLabelColumnBeforeNames: a decision's table of parties read in
// reading order gives its column of labels ("Complainant" / "Respondent")
// before the column heading and the names in the same order; a label is
// never a name.
func TestLabelColumnBeforeNames(t *testing.T) {
	runGeneral(t, []generalCase{
		{name: "adjudication decision", text: "ADJUDICATION OFFICER DECISION\nAdjudication Reference: ADJ-00041234\nParties:\nComplainant\nRespondent\nParties\nSeán Murphy\nAtlantic Hotels Limited\nRepresentatives\nSelf-represented\nIBEC\nComplaint(s):\nAct\nComplaint seeking adjudication under section 8 of the Unfair Dismissals Act, 1977",
			want:  []string{"Seán Murphy/plaintiff", "Atlantic Hotels Limited/respondent"},
			never: []string{"Complainant/respondent", "Representatives/respondent"}},
	})
}

// TestLaborArbitrationLabels: a labor arbitration's caption labels its
// sides in brackets as the union and the employer ("(Union)," /
// "(Employer)."), the union named as its local with its international.
func TestLaborArbitrationLabels(t *testing.T) {
	runGeneral(t, []generalCase{
		{name: "grievance arbitration", text: "IN THE MATTER OF THE ARBITRATION BETWEEN\nLOCAL 2250, AMALGAMATED TRANSIT )\nWORKERS UNION,\n) AAA Case No. 01-23-0004-1187\n)\n(Union),\n) Grievance: T. Ward (discharge)\n)\nand\n) Arbitrator: Mark L. Dunn\n)\nRIVERSIDE TRANSIT AUTHORITY,\n)\n)\n(Employer).\n)\nOPINION AND AWARD\nHearing: March 3, 2024",
			want:  []string{"Local 2250, Amalgamated Transit Workers Union/plaintiff", "Riverside Transit Authority/respondent"},
			never: []string{"Local 2250/plaintiff"}},
	})
}

// TestFormSideHeadings: a form's heading over a side's boxes with the
// side's term after it names no one.
func TestFormSideHeadings(t *testing.T) {
	runGeneral(t, []generalCase{
		{name: "employer response form", text: "FAIR WORK COMMISSION\nForm F3 – Employer response to unfair dismissal application\nPart 1 – The parties\n1.1 About the Employer (the Respondent)\nLegal name of Employer\nKookaburra Freight Pty Ltd\nABN\n11 222 333 444\n1.2 Details of the Applicant (the Employee)\nFirst name(s)\nJames",
			never: []string{"About the Employer/respondent", "Details of the Applicant/party"}},
	})
}
