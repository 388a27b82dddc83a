package samples

// DEV SET (held out at first sight): a special leave petition to the
// Supreme Court of India. The petition's opening ("CIVIL APPELLATE
// JURISDICTION", "SPECIAL LEAVE PETITION (CIVIL) NO. ______ OF 2024", the
// judgment below in brackets, "IN THE MATTER OF:", a corporation "Through
// its Executive Engineer" above "...PETITIONER", "VERSUS", numbered
// respondents each with "...RESPONDENT NO.1", "TO, THE HON'BLE THE CHIEF
// JUSTICE OF INDIA AND HIS COMPANION JUSTICES", "MOST RESPECTFULLY
// SHOWETH"); the synopsis and list of dates (a "DATES / PARTICULARS"
// table of dotted dates) with "FILED BY" and the advocate-on-record's code;
// the officer's supporting affidavit ("S/o", "aged about", "solemnly affirm
// and state", signed "DEPONENT", verified at New Delhi); and the record of
// proceedings (item, court and section numbers, spaced-out court name, the
// judgment below "dated 12-02-2024", "CORAM : HON'BLE MR. JUSTICE",
// "For Petitioner(s)" / "For Respondent(s)" with "Sr. Adv.", "AOR", "Adv.",
// "UPON hearing the counsel the Court made the following O R D E R", the
// court master and assistant registrar who sign it, no parties).
func init() { specs = append(specs, msrdc) }

func msrdc() matterSpec {
	cause := []block{
		cb("IN THE SUPREME COURT OF INDIA"), c("CIVIL APPELLATE JURISDICTION"), gap(),
		cb("SPECIAL LEAVE PETITION (CIVIL) NO. __________ OF 2024"), gap(),
		c("(Arising out of the impugned final judgment and order dated 12.02.2024 passed by the High Court of Judicature at Bombay in First Appeal No. 1188 of 2019)"), gap(),
		l("IN THE MATTER OF:"), gap(),
		ls("Maharashtra State Road Development Corporation Ltd.,", "Through its Executive Engineer,", "Nepean Sea Road, Priyadarshini Park,", "Mumbai - 400036                                                    ...PETITIONER"),
		gap(), c("VERSUS"), gap(),
		ls("1. Shri Dattatray Ganpat Jadhav,", "   S/o Late Ganpat Jadhav, R/o Village Kasar Amboli,", "   Taluka Mulshi, District Pune - 412111               ...RESPONDENT NO.1", "",
			"2. Special Land Acquisition Officer No. 4,", "   Collector Office, Pune - 411001                      ...RESPONDENT NO.2"),
		gap(),
	}
	slp := doc{name: "SLP (C) - Petition.pdf", font: "Times", size: 11.5, footer: "%d",
		pages: []page{
			append(append([]block{}, cause...),
				cb("PETITION FOR SPECIAL LEAVE TO APPEAL UNDER ARTICLE 136 OF THE CONSTITUTION OF INDIA"),
			),
			{
				ls("TO,", "THE HON'BLE THE CHIEF JUSTICE OF INDIA", "AND HIS COMPANION JUSTICES OF", "THE SUPREME COURT OF INDIA"), gap(),
				l("THE HUMBLE PETITION OF THE PETITIONER ABOVE NAMED"), l("MOST RESPECTFULLY SHOWETH:"), gap(),
				p("1. The Petitioner seeks special leave to appeal against the final judgment and order dated 12.02.2024 passed by the High Court of Judicature at Bombay in First Appeal No. 1188 of 2019, whereby the High Court enhanced the compensation for the acquisition of Respondent No.1's land for the Pune Ring Road from Rs. 310 to Rs. 1,450 per square metre."),
				p("2. The land of Respondent No.1 at Kasar Amboli was notified under Section 4 of the Land Acquisition Act, 1894 on 14.08.2009. Respondent No.2 passed the award on 22.03.2011. The Reference Court enhanced the compensation by its judgment dated 07.07.2015."),
				p("3. The High Court relied on a single sale instance of a small non-agricultural plot and failed to apply the deduction for development that this Hon'ble Court has consistently held to be necessary for large tracts of agricultural land."),
			},
		}}

	dates := doc{name: "SLP (C) - Synopsis and List of Dates.pdf", font: "Times", size: 11.5,
		pages: []page{{
			cb("SYNOPSIS AND LIST OF DATES"), gap(),
			p("The present Special Leave Petition challenges the enhancement of compensation for agricultural land acquired for a public road project, on the basis of a sale instance which was not comparable."),
			ls("DATES             PARTICULARS",
				"14.08.2009        Notification under Section 4 of the Land Acquisition Act, 1894",
				"                  published for village Kasar Amboli.",
				"22.03.2011        Award passed by Respondent No.2 at Rs. 310 per sq. m.",
				"07.07.2015        Reference Court enhances compensation to Rs. 620 per sq. m.",
				"12.02.2024        High Court of Judicature at Bombay passes the impugned",
				"                  judgment enhancing the compensation to Rs. 1,450 per sq. m.",
				"06.05.2024        Hence the present Special Leave Petition."),
			gap(),
			ls("                                                          FILED BY:", "",
				"                                                          (MRIDULA ASTHANA)",
				"                                                          Advocate for the Petitioner",
				"                                                          Code No. 2741",
				"FILED ON: 06.05.2024", "NEW DELHI"),
		}}}

	affidavit := doc{name: "SLP (C) - Affidavit.pdf", font: "Times", size: 11.5,
		pages: []page{{
			cb("IN THE SUPREME COURT OF INDIA"), c("CIVIL APPELLATE JURISDICTION"), c("SPECIAL LEAVE PETITION (CIVIL) NO. __________ OF 2024"), gap(),
			ls("IN THE MATTER OF:", "Maharashtra State Road Development Corporation Ltd.              ...PETITIONER", "VERSUS", "Dattatray Ganpat Jadhav & Anr.                                   ...RESPONDENTS"),
			gap(), cb("AFFIDAVIT"), gap(),
			p("I, Sanjay Prabhakar Kulkarni, S/o Shri Prabhakar Kulkarni, aged about 51 years, working as Executive Engineer of the Petitioner Corporation, having my office at Nepean Sea Road, Mumbai, presently at New Delhi, do hereby solemnly affirm and state as under:"),
			p("1. That I am the Executive Engineer of the Petitioner and am duly authorised to swear this affidavit. I am conversant with the facts of the case."),
			p("2. That the contents of the Special Leave Petition (Paras 1 to 3), the Synopsis and List of Dates (Pages B to C) and the I.A.s are true and correct to my knowledge and belief."),
			p("3. That the Annexures are true copies of their respective originals."),
			r("DEPONENT"), gap(),
			cb("VERIFICATION"),
			p("Verified at New Delhi on this 3rd day of May, 2024 that the contents of the above affidavit are true and correct, no part of it is false and nothing material has been concealed therefrom."),
			r("DEPONENT"),
		}}}

	rop := doc{name: "Record of Proceedings 19-07-2024.pdf", font: "Courier", size: 10,
		pages: []page{{
			ls("ITEM NO.34                  COURT NO.9               SECTION IV-A"), gap(),
			cb("S U P R E M E   C O U R T   O F   I N D I A"), cb("RECORD OF PROCEEDINGS"), gap(),
			c("Petition(s) for Special Leave to Appeal (C) No(s). 11452/2024"), gap(),
			p("[Arising out of impugned final judgment and order dated 12-02-2024 in FA No. 1188/2019 passed by the High Court of Judicature at Bombay]"),
			ls("MAHARASHTRA STATE ROAD DEVELOPMENT CORPORATION LTD.     Petitioner(s)", "", "                          VERSUS", "",
				"DATTATRAY GANPAT JADHAV & ANR.                          Respondent(s)"),
			gap(),
			p("(IA No. 98412/2024 - CONDONATION OF DELAY IN FILING and IA No. 98413/2024 - EXEMPTION FROM FILING C/C OF THE IMPUGNED JUDGMENT)"),
			ls("Date : 19-07-2024 This petition was called on for hearing today.", "",
				"CORAM :  HON'BLE MR. JUSTICE ARVIND SESHADRI",
				"         HON'BLE MRS. JUSTICE LEELA MENON", "",
				"For Petitioner(s) : Mr. Tushar Deshmukh, Sr. Adv.",
				"                    Ms. Mridula Asthana, AOR",
				"                    Mr. Karan Bhosale, Adv.", "",
				"For Respondent(s) : Mr. Rohan Pawar, Adv.",
				"                    Mr. Nikhil Sane, AOR", "",
				"          UPON hearing the counsel the Court made the following",
				"                               O R D E R"),
			gap(),
			p("Delay condoned. Issue notice, returnable in six weeks. Mr. Nikhil Sane, learned counsel, accepts notice on behalf of Respondent No.1 (caveator). In the meantime, the amount of enhanced compensation shall not be withdrawn by Respondent No.1. List on 30.08.2024."),
			gap(),
			ls("     (SONIA RAWAT)                              (PREM PRAKASH)", "   COURT MASTER (SH)                       ASSISTANT REGISTRAR"),
		}}}

	return matterSpec{
		name: "msrdc-v-jadhav", title: "Maharashtra State Road Development Corporation Ltd. v. Dattatray Ganpat Jadhav (Supreme Court of India, SLP (C) 11452/2024)", heldOut: true,
		firstSight: &Figures{PartyTruth: 11, PartyFound: 14, PartyCorrect: 9, EventTruth: 14, EventHits: 14, Grounded: 1}, // at 076e1c8
		docs:       []doc{slp, dates, affidavit, rop},
		parties: []Party{
			{"Maharashtra State Road Development Corporation Ltd.", "petitioner"},
			{"Dattatray Ganpat Jadhav", "respondent"},
			{"Special Land Acquisition Officer No. 4", "respondent"},
			{"Mridula Asthana", "counsel"},
			{"Tushar Deshmukh", "counsel"},
			{"Karan Bhosale", "counsel"},
			{"Rohan Pawar", "counsel"},
			{"Nikhil Sane", "counsel"},
			{"Sanjay Prabhakar Kulkarni", "declarant"}, // the affidavit's "DEPONENT"
			{"Arvind Seshadri", "judge"},
			{"Leela Menon", "judge"},
		},
		events: []Event{
			{"2024-02-12", "SLP (C) - Petition.pdf", 1},
			{"2024-02-12", "SLP (C) - Petition.pdf", 2},
			{"2009-08-14", "SLP (C) - Petition.pdf", 2},
			{"2011-03-22", "SLP (C) - Petition.pdf", 2},
			{"2015-07-07", "SLP (C) - Petition.pdf", 2},
			{"2009-08-14", "SLP (C) - Synopsis and List of Dates.pdf", 1},
			{"2011-03-22", "SLP (C) - Synopsis and List of Dates.pdf", 1},
			{"2015-07-07", "SLP (C) - Synopsis and List of Dates.pdf", 1},
			{"2024-02-12", "SLP (C) - Synopsis and List of Dates.pdf", 1},
			{"2024-05-06", "SLP (C) - Synopsis and List of Dates.pdf", 1},
			{"2024-05-03", "SLP (C) - Affidavit.pdf", 1},
			{"2024-02-12", "Record of Proceedings 19-07-2024.pdf", 1},
			{"2024-07-19", "Record of Proceedings 19-07-2024.pdf", 1},
			{"2024-08-30", "Record of Proceedings 19-07-2024.pdf", 1},
		},
	}
}
