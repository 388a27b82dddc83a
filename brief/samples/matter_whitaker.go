package samples

// HELD OUT (frozen): a defamation action in the Eastern District of
// Pennsylvania. A ":"-ruled caption with "CIVIL ACTION" and "No." in the
// right column; the court's docket stamp on every page ("Case
// 2:23-cv-03318-GJP Document 18 Filed 11/02/23 Page 1 of 3"); a joint Rule
// 26(f) report with a table of proposed dates under column headings and the
// two sides' signature blocks printed side by side with Pennsylvania
// attorney ID numbers; an "AND NOW, this 9th day of November, 2023" order
// signed "BY THE COURT:" with the judge's surname and initial "J."; and a
// defendant's declaration filed as an exhibit ("Document 44-3").
func init() { specs = append(specs, whitaker) }

func whitaker() matterSpec {
	court := []block{cb("IN THE UNITED STATES DISTRICT COURT"), cb("FOR THE EASTERN DISTRICT OF PENNSYLVANIA"), gap()}
	capt := caption(":", []string{"LORRAINE WHITAKER,", "               Plaintiff,", "", "     v.", "", "KEYSTONE DAILY MEDIA, INC. and", "BRIAN COSTA,", "               Defendants."}, []string{"CIVIL ACTION", "", "", "No. 23-3318", "", "", ""})

	report := doc{name: "ECF 18 Joint Rule 26(f) Report.pdf", font: "Times", size: 12,
		header: "Case 2:23-cv-03318-GJP   Document 18   Filed 11/02/23   Page %d of %t",
		pages: []page{
			append(append([]block{}, court...), capt, gap(),
				cb("JOINT REPORT OF RULE 26(f) MEETING"), gap(),
				p("Pursuant to Federal Rule of Civil Procedure 26(f) and the Court's Order of October 5, 2023, counsel for the parties conferred by videoconference on October 24, 2023 and submit this joint report."),
				p("1. Plaintiff alleges that an article published by Defendants accused her, falsely, of diverting grant funds from the nonprofit she directs. Defendants contend that the article is substantially true and privileged as a fair report."),
			),
			{
				p("2. The parties propose the following schedule:"),
				ls("     Event                          Plaintiff's Proposal      Defendants' Proposal",
					"     Initial disclosures            November 17, 2023         November 17, 2023",
					"     Amend pleadings / join         January 12, 2024          January 12, 2024",
					"     Fact discovery closes          June 28, 2024             August 30, 2024",
					"     Dispositive motions            August 9, 2024            October 11, 2024"),
				gap(),
				p("3. The parties will submit a stipulated protective order governing confidential donor records."),
			},
			{
				ls("Respectfully submitted,", "",
					"/s/ Owen T. Marsh                          /s/ Claire D. Amsel",
					"Owen T. Marsh (PA ID 208814)               Claire D. Amsel (PA ID 91377)",
					"MARSH & DELANEY LLC                        HOLLAND KERR LLP",
					"1617 JFK Boulevard, Suite 900              2005 Market Street, 20th Floor",
					"Philadelphia, PA 19103                     Philadelphia, PA 19103",
					"Attorneys for Plaintiff                    Attorneys for Defendants",
					"", "Dated: November 2, 2023"),
			},
		}}

	order := doc{name: "ECF 21 Scheduling Order.pdf", font: "Times", size: 12,
		header: "Case 2:23-cv-03318-GJP   Document 21   Filed 11/09/23   Page %d of %t",
		pages: []page{
			append(append([]block{}, court...), capt, gap(),
				cb("ORDER"), gap(),
				p("AND NOW, this 9th day of November, 2023, upon consideration of the parties' Joint Report of Rule 26(f) Meeting (ECF No. 18), and following a Rule 16 conference held on November 8, 2023, it is hereby ORDERED that:"),
				p("1. All fact discovery shall be completed by July 31, 2024."),
				p("2. Any motion for summary judgment shall be filed by September 16, 2024."),
				ls("", "                                        BY THE COURT:", "", "                                        /s/ Gerald J. Pappas", "                                        GERALD J. PAPPAS, J."),
			),
		}}

	decl := doc{name: "ECF 44-3 Declaration of Brian Costa.pdf", font: "Times", size: 12,
		header: "Case 2:23-cv-03318-GJP   Document 44-3   Filed 09/16/24   Page %d of %t",
		pages: []page{
			append(append([]block{}, court...), capt, gap(),
				cb("DECLARATION OF BRIAN COSTA"), gap(),
				p("I, Brian Costa, declare as follows:"),
				p("1. I am a staff reporter for Keystone Daily Media, Inc. and the author of the article at issue, \"Grant Money, Missing Receipts,\" which was published online on April 6, 2023."),
				p("2. On April 3, 2023 I interviewed Plaintiff by telephone for forty minutes and read back to her each statement in the article that concerned her."),
			),
			{
				p("3. Before publication I reviewed the nonprofit's federal Form 990 filings and the audit letter dated December 15, 2022, copies of which are attached as Exhibits A and B."),
				p("I declare under penalty of perjury under the laws of the United States of America that the foregoing is true and correct. Executed on September 13, 2024 in Philadelphia, Pennsylvania."),
				ls("                                        /s/ Brian Costa", "                                        Brian Costa"),
			},
		}}

	return matterSpec{
		name: "whitaker-v-keystone", title: "Whitaker v. Keystone Daily Media, Inc. (E.D. Pa.)", heldOut: true,
		firstSight: &Figures{PartyTruth: 7, PartyFound: 7, PartyCorrect: 7, EventTruth: 19, EventHits: 19, Grounded: 1},
		docs:       []doc{report, order, decl},
		parties: []Party{
			{"Lorraine Whitaker", "plaintiff"},
			{"Keystone Daily Media, Inc.", "defendant"},
			{"Brian Costa", "defendant"},
			{"Brian Costa", "declarant"},
			{"Owen T. Marsh", "counsel"},
			{"Claire D. Amsel", "counsel"},
			{"Gerald J. Pappas", "judge"},
		},
		events: []Event{
			{"2023-11-02", "ECF 18 Joint Rule 26(f) Report.pdf", 1},
			{"2023-10-05", "ECF 18 Joint Rule 26(f) Report.pdf", 1},
			{"2023-10-24", "ECF 18 Joint Rule 26(f) Report.pdf", 1},
			{"2023-11-17", "ECF 18 Joint Rule 26(f) Report.pdf", 2},
			{"2024-01-12", "ECF 18 Joint Rule 26(f) Report.pdf", 2},
			{"2024-06-28", "ECF 18 Joint Rule 26(f) Report.pdf", 2},
			{"2024-08-30", "ECF 18 Joint Rule 26(f) Report.pdf", 2},
			{"2024-08-09", "ECF 18 Joint Rule 26(f) Report.pdf", 2},
			{"2024-10-11", "ECF 18 Joint Rule 26(f) Report.pdf", 2},
			{"2023-11-02", "ECF 18 Joint Rule 26(f) Report.pdf", 3},
			{"2023-11-09", "ECF 21 Scheduling Order.pdf", 1},
			{"2023-11-08", "ECF 21 Scheduling Order.pdf", 1},
			{"2024-07-31", "ECF 21 Scheduling Order.pdf", 1},
			{"2024-09-16", "ECF 21 Scheduling Order.pdf", 1},
			{"2024-09-16", "ECF 44-3 Declaration of Brian Costa.pdf", 1},
			{"2023-04-06", "ECF 44-3 Declaration of Brian Costa.pdf", 1},
			{"2023-04-03", "ECF 44-3 Declaration of Brian Costa.pdf", 1},
			{"2022-12-15", "ECF 44-3 Declaration of Brian Costa.pdf", 2},
			{"2024-09-13", "ECF 44-3 Declaration of Brian Costa.pdf", 2},
		},
	}
}
