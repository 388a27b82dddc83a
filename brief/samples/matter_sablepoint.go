package samples

// DEV SET (held out at first sight): a New York Supreme Court Commercial
// Division action on a convertible note. The county clerk's NYSCEF legend
// atop every page ("FILED: NEW YORK COUNTY CLERK 03/14/2024 04:12 PM",
// "INDEX NO. 652118/2024", "NYSCEF DOC. NO. 1", "RECEIVED NYSCEF:
// 03/14/2024"); a "-----x" caption; the summons ("TO THE ABOVE-NAMED
// DEFENDANT:", venue under CPLR 503, "Dated: New York, New York", "TO:"
// the defendant in care of its agent) with the complaint; an attorney's
// affirmation in support of a motion to dismiss in the words of CPLR 2106
// ("affirms this 2nd day of May, 2024, under the penalties of perjury"),
// with its word-count certification; the Commercial Division's
// preliminary conference order ("PRESENT: HON. X, J.S.C.", "PART 53",
// "APPEARANCES:" by side and firm, "by X, Esq.", a deadlines table, "SO
// ORDERED:" over "J.S.C."); and a stipulation adjourning the motion signed
// by both counsel side by side, "SO ORDERED" by the justice. A registered
// agent in whose care a summons is addressed is no party; a lawyer who
// affirms is counsel and declarant.
func init() { specs = append(specs, sablePoint) }

func sablePoint() matterSpec {
	court := []block{cb("SUPREME COURT OF THE STATE OF NEW YORK"), cb("COUNTY OF NEW YORK: COMMERCIAL DIVISION"), gap()}
	capt := func(title string) block {
		return ls("-------------------------------------------------------------------x",
			"SABLE POINT CAPITAL FUND II, L.P.,",
			"                                                    Plaintiff,          Index No. 652118/2024",
			"",
			"                    - against -                                         "+title,
			"",
			"NORRLAND THERAPEUTICS, INC.,",
			"                                                    Defendant.",
			"-------------------------------------------------------------------x")
	}
	legend := func(date, tm string) string {
		return "FILED: NEW YORK COUNTY CLERK " + date + " " + tm + "                              INDEX NO. 652118/2024"
	}
	// The legend's second line, printed under the clerk's header on each page.
	nyscef := func(n, recv string) block {
		return small(ls("NYSCEF DOC. NO. "+n+"                                                                                 RECEIVED NYSCEF: "+recv), 9)
	}

	summons := doc{name: "NYSCEF 1 Summons and Complaint.pdf", font: "Times", size: 11.5,
		header: legend("03/14/2024", "04:12 PM"),
		pages: []page{
			append(append([]block{nyscef("1", "03/14/2024")}, court...), capt("SUMMONS"), gap(),
				l("TO THE ABOVE-NAMED DEFENDANT:"),
				p("YOU ARE HEREBY SUMMONED to answer the complaint in this action and to serve a copy of your answer on the Plaintiff's attorneys within twenty (20) days after the service of this summons, exclusive of the day of service, or within thirty (30) days after service is complete if this summons is not personally delivered to you within the State of New York. In case of your failure to answer, judgment will be taken against you by default for the relief demanded in the complaint."),
				p("Plaintiff designates New York County as the place of trial. The basis of venue is CPLR 503(a) and Section 11.4 of the note sued upon."),
				ls("Dated: New York, New York                 KESTENBAUM ROTH LLP",
					"       March 14, 2024",
					"                                          By: /s/ Adira M. Kestenbaum",
					"                                              Adira M. Kestenbaum",
					"                                              Caleb J. Wong",
					"                                          1350 Avenue of the Americas, 22nd Floor",
					"                                          New York, New York 10019",
					"                                          (212) 555-0164",
					"                                          Attorneys for Plaintiff"),
				gap(),
				ls("TO:  NORRLAND THERAPEUTICS, INC.", "     c/o Brightwell Registered Agents, Inc.", "     251 Little Falls Drive, Wilmington, Delaware 19808"),
			),
			append(append([]block{nyscef("1", "03/14/2024")}, court...), capt("COMPLAINT"), gap(),
				p("Plaintiff Sable Point Capital Fund II, L.P. (\"Sable Point\"), by its attorneys Kestenbaum Roth LLP, alleges against Defendant Norrland Therapeutics, Inc. (\"Norrland\") as follows:"),
				p("1. On June 30, 2021, Norrland issued to Sable Point a Senior Convertible Promissory Note in the principal amount of $15,000,000 (the \"Note\"), maturing on December 31, 2023."),
				p("2. Norrland did not pay the Note at maturity. Sable Point served a notice of default on January 5, 2024, and Norrland has not cured."),
				p("3. Sable Point demands judgment for $15,000,000, accrued interest at the default rate of 14 percent from January 1, 2024, and its attorneys' fees under Section 9.2 of the Note."),
			),
		}}

	aff := doc{name: "NYSCEF 14 Affirmation of Jonas H. Lundgren.pdf", font: "Times", size: 11.5,
		header: legend("05/02/2024", "06:47 PM"),
		pages: []page{
			append(append([]block{nyscef("14", "05/02/2024")}, court...), capt("AFFIRMATION IN SUPPORT"), gap(),
				p("JONAS H. LUNDGREN, an attorney duly admitted to practice law before the courts of the State of New York, affirms this 2nd day of May, 2024, under the penalties of perjury under the laws of New York, which may include a fine or imprisonment, that the following is true, and understands that this document may be filed in an action or proceeding in a court of law:"),
				p("1. I am a member of Ostrander Hale LLP, attorneys for Defendant Norrland Therapeutics, Inc., and I submit this affirmation in support of Norrland's motion to dismiss the complaint under CPLR 3211(a)(1)."),
				p("2. Annexed as Exhibit A is a true copy of the Note. Annexed as Exhibit B is the Amendment No. 1 dated November 20, 2023, signed for Sable Point by its managing member, which extended the maturity of the Note to June 30, 2025."),
			),
			{
				nyscef("14", "05/02/2024"), gap(),
				ls("                                          /s/ Jonas H. Lundgren", "                                          Jonas H. Lundgren"),
				gap(),
				cb("CERTIFICATION UNDER 22 NYCRR 202.8-b"),
				p("I certify that this affirmation contains 214 words, exclusive of the caption and signature block, as counted by the word-processing system used to prepare it, and complies with the word count limit."),
				ls("Dated: New York, New York                 /s/ Jonas H. Lundgren", "       May 2, 2024"),
			},
		}}

	pco := doc{name: "NYSCEF 22 Preliminary Conference Order.pdf", font: "Helvetica", size: 10,
		header: legend("06/12/2024", "11:03 AM"),
		pages: []page{
			append(append([]block{nyscef("22", "06/12/2024")}, court...),
				ls("PRESENT: HON. ANDREA L. OSTROVSKY, J.S.C.                                  PART 53"), gap(),
				capt("PRELIMINARY CONFERENCE ORDER"), gap(),
				ls("APPEARANCES:",
					"   Plaintiff:   Kestenbaum Roth LLP, by Adira M. Kestenbaum, Esq. and Caleb J. Wong, Esq.",
					"   Defendant:   Ostrander Hale LLP, by Jonas H. Lundgren, Esq."),
				gap(),
				p("A preliminary conference having been held on June 11, 2024, it is ORDERED that disclosure shall proceed as follows, subject to the pending motion to dismiss (Mot. Seq. No. 001):"),
				ls("   Item                                                   Date",
					"   Document requests and interrogatories served by        July 12, 2024",
					"   Responses and production completed by                 September 13, 2024",
					"   Party depositions completed by                         November 22, 2024",
					"   Expert disclosure (party with burden)                  January 17, 2025",
					"   Note of Issue filed on or before                       March 28, 2025"),
				gap(),
				p("A compliance conference will be held on October 8, 2024 at 10:00 a.m. in Part 53, 60 Centre Street, New York, New York."),
				ls("Dated: June 11, 2024                               SO ORDERED:", "", "                                                   /s/ Andrea L. Ostrovsky", "                                                   ______________________________", "                                                   J.S.C."),
			),
		}}

	stip := doc{name: "NYSCEF 25 Stipulation Adjourning Motion.pdf", font: "Times", size: 11.5,
		header: legend("06/20/2024", "02:31 PM"),
		pages: []page{
			append(append([]block{nyscef("25", "06/20/2024")}, court...), capt("STIPULATION"), gap(),
				p("IT IS HEREBY STIPULATED AND AGREED, by and between the undersigned attorneys for the parties, that the return date of Defendant's motion to dismiss (Mot. Seq. No. 001) is adjourned from June 25, 2024 to July 23, 2024; Plaintiff's opposition shall be filed by July 2, 2024 and Defendant's reply by July 16, 2024."),
				p("This stipulation may be signed in counterparts, and electronic signatures shall be deemed originals."),
				ls("Dated: New York, New York", "       June 20, 2024", "",
					"KESTENBAUM ROTH LLP                         OSTRANDER HALE LLP",
					"",
					"By: /s/ Caleb J. Wong                       By: /s/ Jonas H. Lundgren",
					"    Caleb J. Wong                               Jonas H. Lundgren",
					"1350 Avenue of the Americas                 7 Times Square, 31st Floor",
					"New York, New York 10019                    New York, New York 10036",
					"Attorneys for Plaintiff                     Attorneys for Defendant"),
				gap(),
				ls("SO ORDERED:", "", "/s/ Andrea L. Ostrovsky", "__________________________", "J.S.C."),
			),
		}}

	return matterSpec{
		name: "sable-point-v-norrland", title: "Sable Point Capital Fund II, L.P. v. Norrland Therapeutics, Inc. (N.Y. Sup. Ct., N.Y. County, Index No. 652118/2024)", heldOut: true,
		firstSight: &Figures{PartyTruth: 7, PartyFound: 10, PartyCorrect: 6, EventTruth: 22, EventHits: 22, Grounded: 1}, // at 5745bf8
		docs:       []doc{summons, aff, pco, stip},
		parties: []Party{
			{"Sable Point Capital Fund II, L.P.", "plaintiff"},
			{"Norrland Therapeutics, Inc.", "defendant"},
			{"Adira M. Kestenbaum", "counsel"},
			{"Caleb J. Wong", "counsel"},
			{"Jonas H. Lundgren", "counsel"},
			{"Jonas H. Lundgren", "declarant"},
			{"Andrea L. Ostrovsky", "judge"},
		},
		events: []Event{
			{"2024-03-14", "NYSCEF 1 Summons and Complaint.pdf", 1},
			{"2021-06-30", "NYSCEF 1 Summons and Complaint.pdf", 2},
			{"2023-12-31", "NYSCEF 1 Summons and Complaint.pdf", 2},
			{"2024-01-05", "NYSCEF 1 Summons and Complaint.pdf", 2},
			{"2024-01-01", "NYSCEF 1 Summons and Complaint.pdf", 2},
			{"2024-05-02", "NYSCEF 14 Affirmation of Jonas H. Lundgren.pdf", 1},
			{"2023-11-20", "NYSCEF 14 Affirmation of Jonas H. Lundgren.pdf", 1},
			{"2025-06-30", "NYSCEF 14 Affirmation of Jonas H. Lundgren.pdf", 1},
			{"2024-05-02", "NYSCEF 14 Affirmation of Jonas H. Lundgren.pdf", 2},
			{"2024-06-12", "NYSCEF 22 Preliminary Conference Order.pdf", 1},
			{"2024-06-11", "NYSCEF 22 Preliminary Conference Order.pdf", 1},
			{"2024-07-12", "NYSCEF 22 Preliminary Conference Order.pdf", 1},
			{"2024-09-13", "NYSCEF 22 Preliminary Conference Order.pdf", 1},
			{"2024-11-22", "NYSCEF 22 Preliminary Conference Order.pdf", 1},
			{"2025-01-17", "NYSCEF 22 Preliminary Conference Order.pdf", 1},
			{"2025-03-28", "NYSCEF 22 Preliminary Conference Order.pdf", 1},
			{"2024-10-08", "NYSCEF 22 Preliminary Conference Order.pdf", 1},
			{"2024-06-20", "NYSCEF 25 Stipulation Adjourning Motion.pdf", 1},
			{"2024-06-25", "NYSCEF 25 Stipulation Adjourning Motion.pdf", 1},
			{"2024-07-23", "NYSCEF 25 Stipulation Adjourning Motion.pdf", 1},
			{"2024-07-02", "NYSCEF 25 Stipulation Adjourning Motion.pdf", 1},
			{"2024-07-16", "NYSCEF 25 Stipulation Adjourning Motion.pdf", 1},
		},
	}
}
