package samples

// DEV SET (held out at first sight): a premises liability action in the
// Los Angeles Superior Court. California pleading paper (line numbers,
// counsel's block at the top left with "(SBN ...)", "Attorneys for
// Plaintiff, X", the court's e-filing legend at the top right
// ("Electronically FILED by Superior Court of California, County of Los
// Angeles on 04/09/2024 11:22 AM X, Executive Officer/Clerk of Court, By
// Y, Deputy Clerk"), a ")"-ruled caption with "DOES 1 through 25,
// inclusive" and the causes of action listed in the right column, the
// document's title in each footer); the defendant's answer with a general
// denial under Code of Civil Procedure section 431.30(d) and affirmative
// defenses; the store manager's declaration in support of summary
// judgment ("I, X, declare:", "I declare under penalty of perjury under
// the laws of the State of California"); and the court's minute order
// (department and courthouse, "Judge: Honorable X", "Judicial Assistant:",
// "Courtroom Assistant:", "CSR: None", "APPEARANCES: For Plaintiff(s): X /
// For Defendant(s): Y", "NATURE OF PROCEEDINGS:", the tentative ruling
// adopted, "Notice is waived."). Fictitious defendants are one party under
// the caption's label; the court's clerks and assistants are no parties.
func init() { specs = append(specs, estevez) }

func estevez() matterSpec {
	plBlock := ls("ARMEN PETROSYAN (SBN 281144)", "armen@petrosyaninjury.com", "LENA DABBAGH (SBN 330872)", "PETROSYAN INJURY LAW, APC",
		"3435 Wilshire Boulevard, Suite 1720", "Los Angeles, California 90010", "Telephone: (213) 555-0183", "",
		"Attorneys for Plaintiff, GLORIA ESTEVEZ")
	dfBlock := ls("WHITNEY L. CALDER (SBN 245510)", "wcalder@calderfinch.com", "CALDER FINCH LLP", "515 South Figueroa Street, Suite 1200",
		"Los Angeles, California 90071", "Telephone: (213) 555-0155", "", "Attorneys for Defendant, BRIGHTMART STORES, INC.")
	stamp := func(date, tm, deputy string) block {
		return small(r("Electronically FILED by Superior Court of California, County of Los Angeles on "+date+" "+tm+"\nMarian K. Holt, Executive Officer/Clerk of Court, By "+deputy+", Deputy Clerk"), 7.5)
	}
	court := []block{cb("SUPERIOR COURT OF THE STATE OF CALIFORNIA"), cb("FOR THE COUNTY OF LOS ANGELES"), gap()}
	capt := func(right ...string) block {
		return caption(")", []string{"GLORIA ESTEVEZ, an individual,", "", "               Plaintiff,", "", "     v.", "",
			"BRIGHTMART STORES, INC., a Delaware", "corporation; and DOES 1 through 25,", "inclusive,", "", "               Defendants."}, right)
	}

	complaint := doc{name: "Complaint for Damages.pdf", font: "Times", size: 11.5, pleading: true,
		footer: "COMPLAINT FOR DAMAGES"}
	complaint.pages = []page{
		append(append([]block{stamp("04/09/2024", "11:22 AM", "R. Lopez"), plBlock, gap()}, court...),
			capt("Case No. 24STCV08841", "", "COMPLAINT FOR DAMAGES:", "  1. Negligence", "  2. Premises Liability", "", "DEMAND FOR JURY TRIAL"), gap(),
			p("Plaintiff GLORIA ESTEVEZ alleges as follows:"),
		),
		{
			p("1. Defendant BRIGHTMART STORES, INC. (\"Brightmart\") owns and operates the Brightmart store at 5100 Whittier Boulevard, Los Angeles, California. Plaintiff does not know the true names of the defendants sued as DOES 1 through 25 and will amend this complaint when they are ascertained."),
			p("2. On or about May 18, 2023, Plaintiff slipped on liquid detergent that had leaked onto the floor of aisle 14 of the store and fell, fracturing her left wrist and hip."),
			p("3. The spill had been on the floor for at least 40 minutes. Brightmart's employees knew of it, or in the exercise of reasonable care should have known of it, and neither cleaned it nor warned customers."),
			p("4. As a result, Plaintiff incurred medical expenses, lost earnings and general damages in an amount exceeding the jurisdictional minimum of this Court."),
			p("WHEREFORE, Plaintiff prays for general and special damages according to proof, costs of suit, and such other relief as the Court deems proper. Plaintiff demands a trial by jury."),
			ls("", "Dated: April 9, 2024                     PETROSYAN INJURY LAW, APC", "", "                                         By: /s/ Armen Petrosyan",
				"                                             Armen Petrosyan", "                                             Lena Dabbagh", "                                         Attorneys for Plaintiff"),
		},
	}

	answer := doc{name: "Answer of Brightmart Stores.pdf", font: "Times", size: 11.5, pleading: true,
		footer: "DEFENDANT BRIGHTMART STORES, INC.'S ANSWER TO COMPLAINT",
		pages: []page{
			append(append([]block{stamp("06/03/2024", "03:05 PM", "T. Nguyen-Ward"), dfBlock, gap()}, court...),
				capt("Case No. 24STCV08841", "", "[Assigned for all purposes to", "Hon. Deborah S. Kaneshiro, Dept. 31]", "", "DEFENDANT BRIGHTMART STORES,", "INC.'S ANSWER TO COMPLAINT", "", "Complaint filed: April 9, 2024"), gap(),
				p("Defendant Brightmart Stores, Inc. answers the Complaint of Plaintiff Gloria Estevez as follows:"),
			),
			{
				p("Under Code of Civil Procedure section 431.30(d), Defendant generally denies each and every allegation of the Complaint, and denies that Plaintiff has been damaged in any sum."),
				cb("AFFIRMATIVE DEFENSES"),
				p("1. Comparative fault. Plaintiff's own negligence, including her failure to watch where she was walking while using her mobile telephone, caused or contributed to her injuries."),
				p("2. No notice. Defendant had no actual or constructive notice of the alleged condition; the aisle was inspected and logged clean at 2:10 p.m. on May 18, 2023."),
				p("3. Failure to mitigate. Plaintiff failed to mitigate her damages."),
				ls("", "Dated: June 3, 2024                      CALDER FINCH LLP", "", "                                         By: /s/ Whitney L. Calder",
					"                                             Whitney L. Calder", "                                         Attorneys for Defendant"),
			},
		}}

	decl := doc{name: "Declaration of Kevin Pham ISO MSJ.pdf", font: "Times", size: 11.5, pleading: true,
		footer: "DECLARATION OF KEVIN PHAM IN SUPPORT OF MOTION FOR SUMMARY JUDGMENT",
		pages: []page{
			append(append([]block{stamp("08/26/2024", "04:40 PM", "A. Kim"), dfBlock, gap()}, court...),
				capt("Case No. 24STCV08841", "", "DECLARATION OF KEVIN PHAM IN", "SUPPORT OF DEFENDANT'S MOTION", "FOR SUMMARY JUDGMENT", "", "Hearing: November 14, 2024", "Time: 8:30 a.m.", "Dept.: 31"), gap(),
				p("I, Kevin Pham, declare:"),
			),
			{
				p("1. I am the store manager of the Brightmart store at 5100 Whittier Boulevard, Los Angeles, and was its store manager on May 18, 2023. I have personal knowledge of the facts in this declaration and could testify to them."),
				p("2. Store policy requires a floor walk of every aisle every 30 minutes, recorded on a sweep log. A true copy of the sweep log for May 18, 2023 is attached as Exhibit A. It shows aisle 14 inspected and clean at 2:10 p.m. and at 2:40 p.m."),
				p("3. The incident report, prepared at 2:52 p.m. that day, records the spill as a single bottle broken by a customer minutes before Plaintiff's fall."),
				p("I declare under penalty of perjury under the laws of the State of California that the foregoing is true and correct. Executed on August 22, 2024, at Los Angeles, California."),
				ls("", "                                         /s/ Kevin Pham", "                                         Kevin Pham"),
			},
		}}

	minute := doc{name: "Minute Order 2024-11-14.pdf", font: "Helvetica", size: 10,
		footer: "Minute Order                                                                                                    Page 1 of 1",
		pages: []page{{
			cb("SUPERIOR COURT OF CALIFORNIA, COUNTY OF LOS ANGELES"), c("Civil Division"), c("Central District, Stanley Mosk Courthouse, Department 31"), gap(),
			ls("24STCV08841                                                                          November 14, 2024",
				"GLORIA ESTEVEZ vs BRIGHTMART STORES, INC., et al.                                    8:30 AM",
				"",
				"Judge: Honorable Deborah S. Kaneshiro                CSR: None",
				"Judicial Assistant: M. Ortiz                         ERM: None",
				"Courtroom Assistant: J. Reyes                        Deputy Sheriff: None",
				"",
				"APPEARANCES:",
				"For Plaintiff(s): Armen Petrosyan (Telephonic)",
				"For Defendant(s): Whitney L. Calder",
				"",
				"NATURE OF PROCEEDINGS: Hearing on Motion for Summary Judgment"),
			gap(),
			p("The matter is called for hearing. The Court has read and considered the moving, opposition and reply papers. The Court's tentative ruling is posted and argued. The Court adopts its tentative ruling as the final order of the Court, as follows:"),
			p("The Motion for Summary Judgment filed by Brightmart Stores, Inc. on 08/26/2024 is DENIED. Plaintiff's evidence that a store employee walked past the spill at about 2:15 p.m. raises a triable issue of material fact as to constructive notice."),
			p("The Final Status Conference remains set for 02/14/2025 at 10:00 AM, and the Jury Trial for 03/03/2025 at 08:30 AM, in Department 31 at Stanley Mosk Courthouse."),
			p("Defendant is ordered to give notice. Plaintiff waives notice."),
		}}}

	return matterSpec{
		name: "estevez-v-brightmart", title: "Estevez v. Brightmart Stores, Inc. (L.A. Super. Ct., No. 24STCV08841)", heldOut: true,
		firstSight: &Figures{PartyTruth: 8, PartyFound: 8, PartyCorrect: 7, EventTruth: 15, EventHits: 12, Grounded: 1}, // at 5745bf8
		docs:       []doc{complaint, answer, decl, minute},
		parties: []Party{
			{"Gloria Estevez", "plaintiff"},
			{"Brightmart Stores, Inc.", "defendant"},
			{"Does 1 through 25", "defendant"},
			{"Armen Petrosyan", "counsel"},
			{"Lena Dabbagh", "counsel"},
			{"Whitney L. Calder", "counsel"},
			{"Kevin Pham", "declarant"},
			{"Deborah S. Kaneshiro", "judge"},
		},
		events: []Event{
			{"2024-04-09", "Complaint for Damages.pdf", 1},
			{"2023-05-18", "Complaint for Damages.pdf", 2},
			{"2024-04-09", "Complaint for Damages.pdf", 2},
			{"2024-06-03", "Answer of Brightmart Stores.pdf", 1},
			{"2024-04-09", "Answer of Brightmart Stores.pdf", 1},
			{"2023-05-18", "Answer of Brightmart Stores.pdf", 2},
			{"2024-06-03", "Answer of Brightmart Stores.pdf", 2},
			{"2024-08-26", "Declaration of Kevin Pham ISO MSJ.pdf", 1},
			{"2024-11-14", "Declaration of Kevin Pham ISO MSJ.pdf", 1},
			{"2023-05-18", "Declaration of Kevin Pham ISO MSJ.pdf", 2},
			{"2024-08-22", "Declaration of Kevin Pham ISO MSJ.pdf", 2},
			{"2024-11-14", "Minute Order 2024-11-14.pdf", 1},
			{"2024-08-26", "Minute Order 2024-11-14.pdf", 1},
			{"2025-02-14", "Minute Order 2024-11-14.pdf", 1},
			{"2025-03-03", "Minute Order 2024-11-14.pdf", 1},
		},
	}
}
