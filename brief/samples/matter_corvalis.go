package samples

// DEV SET (held out at first sight): a federal securities class action in
// the District of Massachusetts. The ECF legend atop every page ("Case
// 1:24-cv-10482-CMA Document 41 Filed 08/12/24 Page 1 of 3"), an "In re X
// Securities Litigation" caption with "This Document Relates To: ALL
// ACTIONS" and "CLASS ACTION"; the consolidated amended complaint ("Court-
// appointed Lead Plaintiff X ... and additional named plaintiff Y",
// individual defendants defined with their titles, a class period, a jury
// demand, lead counsel's and liaison counsel's blocks side by side);
// defendants' memorandum in support of their motion to dismiss (the cover,
// "ORAL ARGUMENT REQUESTED", two defense lawyers with BBO numbers, the
// certificate of service); the declaration of defense counsel with an
// "Exhibit / Description" index of the public filings it attaches; and the
// court's scheduling order on the parties' stipulation (a "Event /
// Deadline" table, "SO ORDERED." over the district judge's name). A lawyer
// who makes a declaration is counsel and declarant; the lead plaintiff and
// an additional named plaintiff are plaintiffs; the individual officers
// sued are defendants.
func init() { specs = append(specs, corvalis) }

func corvalis() matterSpec {
	court := []block{cb("UNITED STATES DISTRICT COURT"), cb("DISTRICT OF MASSACHUSETTS"), gap()}
	capt := caption(")", []string{
		"",
		"IN RE CORVALIS THERAPEUTICS, INC.",
		"SECURITIES LITIGATION",
		"",
		"This Document Relates To:",
		"          ALL ACTIONS.",
		"",
	}, []string{"", "Civil Action No. 1:24-cv-10482-CMA", "", "CLASS ACTION", "", "", ""})

	complaint := doc{name: "ECF 41 Consolidated Amended Class Action Complaint.pdf", font: "Times", size: 11.5,
		header: "Case 1:24-cv-10482-CMA   Document 41   Filed 08/12/24   Page %d of %t",
		pages: []page{
			append(append([]block{}, court...), capt, gap(),
				cb("CONSOLIDATED AMENDED CLASS ACTION COMPLAINT FOR"), cb("VIOLATIONS OF THE FEDERAL SECURITIES LAWS"), gap(),
				p("Court-appointed Lead Plaintiff Oakmont County Employees' Retirement System (\"Lead Plaintiff\" or \"Oakmont\") and additional named plaintiff Harold W. Brenneman (together with Lead Plaintiff, \"Plaintiffs\"), individually and on behalf of all other persons and entities who purchased or otherwise acquired the common stock of Corvalis Therapeutics, Inc. between November 9, 2022 and March 28, 2024, inclusive (the \"Class Period\"), allege the following upon information and belief, except as to allegations concerning themselves, which are alleged upon personal knowledge."),
				cb("I. NATURE OF THE ACTION"),
				p("1. This action arises from Defendants' false statements about CRV-218, Corvalis's lead candidate for treatment-resistant hypertension. Throughout the Class Period Defendants told investors that the Phase 3 ORION trial was \"enrolling on plan\" while internal data showed that three of its largest sites had been suspended for protocol deviations."),
			),
			{
				cb("II. PARTIES"),
				p("2. Lead Plaintiff Oakmont, a public pension fund serving county employees in Oakmont County, Michigan, purchased Corvalis common stock during the Class Period, as set forth in its certification filed on May 24, 2024 (ECF No. 12-2), and was damaged thereby."),
				p("3. Plaintiff Harold W. Brenneman, a resident of Scottsdale, Arizona, purchased 4,200 shares of Corvalis common stock on January 17, 2024 and was damaged thereby."),
				p("4. Defendant Corvalis Therapeutics, Inc. (\"Corvalis\" or the \"Company\") is a Delaware corporation headquartered at 400 Binney Street, Cambridge, Massachusetts. Its common stock trades on the NASDAQ under the ticker \"CRVT.\""),
				p("5. Defendant Gregory T. Haldane (\"Haldane\") has been the Company's Chief Executive Officer and a director at all relevant times. Defendant Priya S. Venkataraman (\"Venkataraman\") has been the Company's Chief Financial Officer since June 1, 2022. Haldane and Venkataraman are the \"Individual Defendants.\""),
				cb("III. THE TRUTH EMERGES"),
				p("6. After the market closed on March 28, 2024, Corvalis disclosed that the ORION trial would not read out until 2026 because enrollment had been \"paused at several sites.\" On March 29, 2024 the price of Corvalis common stock fell $11.42 per share, or 46%, on unusually heavy volume."),
			},
			{
				cb("JURY DEMAND"),
				p("Plaintiffs demand a trial by jury on all claims so triable."),
				l("Dated: August 12, 2024"),
				gap(),
				ls("Respectfully submitted,",
					"",
					"LINDQVIST HALE & BRANDT LLP                 CAVANAUGH & RIORDAN LLP",
					"",
					"/s/ Rebecca J. Lindqvist                         /s/ Thomas F. Cavanaugh",
					"Rebecca J. Lindqvist (pro hac vice)              Thomas F. Cavanaugh (BBO #561204)",
					"Marcus D. Oyelaran (pro hac vice)                 One Liberty Square, 6th Floor",
					"1285 Avenue of the Americas, 35th Floor           Boston, MA 02109",
					"New York, NY 10019                                Tel.: (617) 555-0143",
					"Tel.: (212) 555-0188                              tcavanaugh@cavriordan.com",
					"rlindqvist@lhblaw.com",
					"moyelaran@lhblaw.com                              Liaison Counsel for Lead Plaintiff",
					"",
					"Lead Counsel for Lead Plaintiff",
					"and the Proposed Class"),
			},
		}}

	memo := doc{name: "ECF 52 Memorandum ISO Motion to Dismiss.pdf", font: "Times", size: 11.5,
		header: "Case 1:24-cv-10482-CMA   Document 52   Filed 10/11/24   Page %d of %t",
		pages: []page{
			append(append([]block{}, court...), capt, gap(),
				cb("MEMORANDUM OF LAW IN SUPPORT OF DEFENDANTS'"), cb("MOTION TO DISMISS THE CONSOLIDATED AMENDED COMPLAINT"), gap(),
				c("ORAL ARGUMENT REQUESTED"), gap(), gap(),
				ls("                                            Jonathan R. Pell (BBO #671530)",
					"                                            Alison K. Mercer (BBO #689014)",
					"                                            WARDLAW PELL LLP",
					"                                            100 Federal Street, 20th Floor",
					"                                            Boston, MA 02110",
					"                                            (617) 555-0109",
					"                                            jpell@wardlawpell.com",
					"                                            amercer@wardlawpell.com",
					"",
					"                                            Counsel for Defendants Corvalis",
					"                                            Therapeutics, Inc., Gregory T. Haldane,",
					"                                            and Priya S. Venkataraman"),
				gap(),
				l("Dated: October 11, 2024"),
			),
			{
				cb("PRELIMINARY STATEMENT"),
				p("The Complaint rests on hindsight. Each statement it challenges was either a forward-looking projection accompanied by meaningful cautionary language or a statement of opinion that Plaintiffs do not allege was disbelieved when made. Corvalis disclosed the site suspensions in its Form 10-Q filed on November 7, 2023, months before the alleged corrective disclosure, and the Complaint pleads no fact suggesting that Mr. Haldane or Ms. Venkataraman knew of any contrary data. The Complaint should be dismissed under Rules 9(b) and 12(b)(6) and the Private Securities Litigation Reform Act."),
				cb("CONCLUSION"),
				p("For these reasons, Defendants respectfully request that the Court dismiss the Complaint with prejudice."),
				ls("                                            Respectfully submitted,",
					"",
					"                                            /s/ Jonathan R. Pell",
					"                                            Jonathan R. Pell (BBO #671530)",
					"                                            Alison K. Mercer (BBO #689014)",
					"                                            WARDLAW PELL LLP"),
				gap(),
				cb("CERTIFICATE OF SERVICE"),
				p("I hereby certify that this document, filed through the ECF system on October 11, 2024, will be sent electronically to the registered participants as identified on the Notice of Electronic Filing."),
				ls("                                            /s/ Jonathan R. Pell"),
			},
		}}

	decl := doc{name: "ECF 53 Declaration of Jonathan R. Pell.pdf", font: "Times", size: 11.5,
		header: "Case 1:24-cv-10482-CMA   Document 53   Filed 10/11/24   Page %d of %t",
		pages: []page{
			append(append([]block{}, court...), capt, gap(),
				cb("DECLARATION OF JONATHAN R. PELL IN SUPPORT OF DEFENDANTS'"), cb("MOTION TO DISMISS THE CONSOLIDATED AMENDED COMPLAINT"), gap(),
				p("I, Jonathan R. Pell, declare as follows:"),
				p("1. I am a member of the bar of this Court and a partner of Wardlaw Pell LLP, counsel for Defendants in this action. I submit this declaration to place before the Court the public documents cited in Defendants' memorandum of law. I have personal knowledge of the facts stated here."),
				p("2. Attached as the exhibits listed below are true and correct copies of the following documents:"),
				ls("Exhibit   Description",
					"-------   -----------------------------------------------------------------",
					"   1      Corvalis Therapeutics, Inc. Form 10-K for fiscal year 2022, filed",
					"          with the SEC on March 1, 2023",
					"   2      Corvalis Form 10-Q for the quarter ended September 30, 2023, filed",
					"          November 7, 2023",
					"   3      Transcript of the Company's earnings call held February 27, 2024",
					"   4      Corvalis press release dated March 28, 2024",
					"   5      Historical daily closing prices of CRVT common stock, November 9,",
					"          2022 through June 26, 2024"),
			),
			{
				p("I declare under penalty of perjury under the laws of the United States of America that the foregoing is true and correct."),
				l("Executed on October 11, 2024, at Boston, Massachusetts."),
				gap(),
				ls("                                            /s/ Jonathan R. Pell", "                                            Jonathan R. Pell"),
			},
		}}

	order := doc{name: "ECF 58 Scheduling Order.pdf", font: "Times", size: 11.5,
		header: "Case 1:24-cv-10482-CMA   Document 58   Filed 11/04/24   Page %d of %t",
		pages: []page{
			append(append([]block{}, court...), capt, gap(),
				cb("STIPULATION AND SCHEDULING ORDER"), gap(),
				p("WHEREAS, on October 11, 2024, Defendants moved to dismiss the Consolidated Amended Complaint (ECF Nos. 51-53); and WHEREAS the parties have conferred and agreed on a schedule for the remaining briefing and for a hearing, subject to the Court's approval; the parties, through their undersigned counsel, stipulate and agree, and the Court ORDERS, as follows:"),
				ls("Event                                                  Deadline",
					"Plaintiffs' opposition to the motion to dismiss          December 13, 2024",
					"Defendants' reply                                        January 24, 2025",
					"Hearing on the motion to dismiss                         February 19, 2025, 2:00 p.m."),
				gap(),
				p("Discovery and all other proceedings remain stayed under 15 U.S.C. Section 78u-4(b)(3)(B) pending the Court's decision on the motion."),
				ls("/s/ Marcus D. Oyelaran                              /s/ Alison K. Mercer",
					"Counsel for Lead Plaintiff                          Counsel for Defendants"),
				gap(),
				ls("SO ORDERED.", "", "Dated: November 4, 2024                             /s/ Catherine M. Aldana",
					"                                                    Catherine M. Aldana",
					"                                                    United States District Judge"),
			),
		}}

	return matterSpec{
		name: "in-re-corvalis-securities", title: "In re Corvalis Therapeutics, Inc. Securities Litigation (D. Mass., No. 1:24-cv-10482)", heldOut: true,
		firstSight: &Figures{PartyTruth: 12, PartyFound: 13, PartyCorrect: 12, EventTruth: 20, EventHits: 20, Grounded: 1}, // at 2354bdd
		docs:       []doc{complaint, memo, decl, order},
		parties: []Party{
			{"Oakmont County Employees' Retirement System", "plaintiff"},
			{"Harold W. Brenneman", "plaintiff"},
			{"Corvalis Therapeutics, Inc.", "defendant"},
			{"Gregory T. Haldane", "defendant"},
			{"Priya S. Venkataraman", "defendant"},
			{"Rebecca J. Lindqvist", "counsel"},
			{"Marcus D. Oyelaran", "counsel"},
			{"Thomas F. Cavanaugh", "counsel"},
			{"Jonathan R. Pell", "counsel"},
			{"Jonathan R. Pell", "declarant"},
			{"Alison K. Mercer", "counsel"},
			{"Catherine M. Aldana", "judge"},
		},
		events: []Event{
			{"2024-08-12", "ECF 41 Consolidated Amended Class Action Complaint.pdf", 1},
			{"2022-11-09", "ECF 41 Consolidated Amended Class Action Complaint.pdf", 1},
			{"2024-03-28", "ECF 41 Consolidated Amended Class Action Complaint.pdf", 1},
			{"2024-05-24", "ECF 41 Consolidated Amended Class Action Complaint.pdf", 2},
			{"2024-01-17", "ECF 41 Consolidated Amended Class Action Complaint.pdf", 2},
			{"2022-06-01", "ECF 41 Consolidated Amended Class Action Complaint.pdf", 2},
			{"2024-03-29", "ECF 41 Consolidated Amended Class Action Complaint.pdf", 2},
			{"2024-10-11", "ECF 52 Memorandum ISO Motion to Dismiss.pdf", 1},
			{"2023-11-07", "ECF 52 Memorandum ISO Motion to Dismiss.pdf", 2},
			{"2024-10-11", "ECF 53 Declaration of Jonathan R. Pell.pdf", 1},
			{"2023-03-01", "ECF 53 Declaration of Jonathan R. Pell.pdf", 1},
			{"2023-11-07", "ECF 53 Declaration of Jonathan R. Pell.pdf", 1},
			{"2024-02-27", "ECF 53 Declaration of Jonathan R. Pell.pdf", 1},
			{"2024-03-28", "ECF 53 Declaration of Jonathan R. Pell.pdf", 1},
			{"2024-10-11", "ECF 53 Declaration of Jonathan R. Pell.pdf", 2},
			{"2024-11-04", "ECF 58 Scheduling Order.pdf", 1},
			{"2024-10-11", "ECF 58 Scheduling Order.pdf", 1},
			{"2024-12-13", "ECF 58 Scheduling Order.pdf", 1},
			{"2025-01-24", "ECF 58 Scheduling Order.pdf", 1},
			{"2025-02-19", "ECF 58 Scheduling Order.pdf", 1},
		},
	}
}
