package samples

// DEV SET (held out at first sight): a California employment arbitration
// administered by JAMS. The JAMS demand form (capitals labels
// "RESPONDENT", "RESPONDENT'S REPRESENTATIVE OR ATTORNEY (if known)",
// "CLAIMANT", "NATURE OF DISPUTE", the employment box with the salary
// band, "SIGNATURE OF CLAIMANT OR REPRESENTATIVE"); the employer's
// answering statement on pleading paper (counsel's block at the top left
// with "(SBN 248812)", "Attorneys for Respondent", the caption with the
// reference number and the arbitrator in the right column, "AFFIRMATIVE
// DEFENSES", a proof of service by email sworn by a legal assistant);
// the arbitrator's report of preliminary arbitration conference and
// scheduling order ("Appearances:", a table of dates under column
// headings); and the final award (procedural history, the witnesses each
// side called, "Hon. X (Ret.)", and JAMS' proof of service with its
// "Parties Represented:" column). The employee who claims is the
// plaintiff and a witness when she testifies; whoever swears a proof of
// service is its declarant; the arbitrator is the judge.
func init() { specs = append(specs, delacroix) }

func delacroix() matterSpec {
	demand := doc{name: "JAMS Demand for Arbitration.pdf", font: "Helvetica", size: 9,
		footer: "JAMS  |  Demand for Arbitration Form  |  Employment  |  www.jamsadr.com",
		pages: []page{{
			cb("JAMS"), cb("DEMAND FOR ARBITRATION FORM"), small(c("Instructions for Submittal of Arbitration to JAMS are on the next page."), 8), gap(),
			ls("TO RESPONDENT:  Summit Ridge Hospitality Group, Inc.",
				"                (Name of the Party on whom Demand for Arbitration is made)",
				"ADDRESS:        1800 Century Park East, Suite 700",
				"CITY:  Los Angeles            STATE:  CA          ZIP:  90067",
				"TELEPHONE:  (310) 555-0143     EMAIL:  legal@summitridgehg.com",
				"",
				"RESPONDENT'S REPRESENTATIVE OR ATTORNEY (if known):  Kristin L. Mahoney",
				"NAME OF LAW FIRM (if applicable):  Ballard Crane LLP",
				"ADDRESS:  633 West Fifth Street, Suite 2800, Los Angeles, CA 90071",
				"",
				"FROM CLAIMANT:  Nadia Delacroix",
				"ADDRESS:  4417 Ocean View Boulevard, Montrose, CA 91020",
				"CLAIMANT'S REPRESENTATIVE OR ATTORNEY (if known):  Jacob R. Feldstein",
				"NAME OF LAW FIRM (if applicable):  Feldstein Workplace Law, APC",
				"ADDRESS:  11601 Wilshire Boulevard, Suite 1950, Los Angeles, CA 90025",
				"TELEPHONE:  (424) 555-0176     EMAIL:  jfeldstein@feldsteinlaw.com",
				"",
				"NATURE OF DISPUTE",
				"Claimant hereby demands that you submit the following dispute to final and binding arbitration:",
				"   Retaliation (Cal. Lab. Code Section 1102.5) and wrongful termination in violation of public policy; unpaid",
				"   commissions (Cal. Lab. Code Sections 201, 203). Claimant, Respondent's Regional Director of Group Sales from",
				"   March 4, 2019, reported falsified occupancy figures to Human Resources on August 28, 2023 and was dismissed",
				"   on October 13, 2023. A more detailed statement of claims is attached.",
				"",
				"AMOUNT IN CONTROVERSY (US Dollars):  In excess of $750,000",
				"",
				"ARBITRATION AGREEMENT",
				"This demand is made pursuant to the arbitration agreement which the parties made as follows:",
				"   Mutual Arbitration Agreement signed February 25, 2019, Section 3 (JAMS Employment Rules).",
				"",
				"EMPLOYMENT DISPUTES",
				"If the dispute arises out of an employment relationship, the claimant's most recent base salary was:",
				"   [ ] less than $100,000     [ ] $100,000 to $250,000     [X] more than $250,000",
				"",
				"REQUEST FOR HEARING:  Los Angeles, California",
				"",
				"SIGNATURE OF CLAIMANT OR REPRESENTATIVE:  /s/ Jacob R. Feldstein              DATE:  01/22/2024",
				"NAME (PRINT/TYPED):  Jacob R. Feldstein, Counsel for Claimant"),
		}}}

	counselBlock := ls("KRISTIN L. MAHONEY (SBN 248812)", "kmahoney@ballardcrane.com", "DANIEL K. SOTO (SBN 301947)", "dsoto@ballardcrane.com",
		"BALLARD CRANE LLP", "633 West Fifth Street, Suite 2800", "Los Angeles, California 90071", "Telephone: (213) 555-0119", "",
		"Attorneys for Respondent", "SUMMIT RIDGE HOSPITALITY GROUP, INC.")
	capt := caption(")", []string{"NADIA DELACROIX,", "", "               Claimant,", "", "     v.", "", "SUMMIT RIDGE HOSPITALITY GROUP, INC.,", "", "               Respondent."},
		[]string{"JAMS Ref. No. 1100118734", "", "RESPONDENT'S ANSWERING", "STATEMENT AND AFFIRMATIVE", "DEFENSES", "", "Arbitrator: Hon. Gregory P.", "Nakashima (Ret.)"})
	answer := doc{name: "Respondent's Answering Statement.pdf", font: "Times", size: 11.5, pleading: true,
		footer: "RESPONDENT'S ANSWERING STATEMENT AND AFFIRMATIVE DEFENSES",
		pages: []page{
			{
				counselBlock, gap(), cb("JAMS"), gap(), capt, gap(),
				p("Respondent Summit Ridge Hospitality Group, Inc. (\"Summit Ridge\") submits this answering statement to the Demand for Arbitration served on January 22, 2024. Under JAMS Employment Arbitration Rule 9(c), Summit Ridge generally denies each allegation of the Demand and denies that Claimant is entitled to any relief."),
			},
			{
				cb("AFFIRMATIVE DEFENSES"),
				p("1. Legitimate business reason. Claimant's employment was ended for reasons unrelated to any protected activity: her group sales fell 38 percent in the first half of 2023, and the decision to eliminate her position was made on July 19, 2023, before her report to Human Resources."),
				p("2. Same decision. Summit Ridge would have made the same decision in the absence of any protected activity."),
				p("3. Commissions paid. All commissions earned under the 2023 Sales Incentive Plan were paid with Claimant's final wages on October 13, 2023."),
				p("4. Good faith dispute. Any wages found owing were withheld in good faith, and no waiting-time penalties are owed."),
				p("5. Failure to mitigate. Claimant failed to make reasonable efforts to find comparable employment."),
				ls("", "Dated: March 8, 2024                 BALLARD CRANE LLP", "",
					"                                     By: /s/ Kristin L. Mahoney", "                                         Kristin L. Mahoney", "                                         Daniel K. Soto",
					"                                     Attorneys for Respondent"),
			},
			{
				cb("PROOF OF SERVICE"),
				p("I, Lorena Ibarra, declare: I am employed in the County of Los Angeles, State of California, I am over the age of eighteen years and not a party to this arbitration, and my business address is 633 West Fifth Street, Suite 2800, Los Angeles, California 90071."),
				p("On March 8, 2024, I served RESPONDENT'S ANSWERING STATEMENT AND AFFIRMATIVE DEFENSES by electronic mail, under the parties' agreement to accept electronic service, on:"),
				ls("     Jacob R. Feldstein, Esq.", "     Feldstein Workplace Law, APC", "     jfeldstein@feldsteinlaw.com", "     Attorneys for Claimant Nadia Delacroix"),
				p("I declare under penalty of perjury under the laws of the State of California that the foregoing is true and correct. Executed on March 8, 2024, at Los Angeles, California."),
				ls("                                     /s/ Lorena Ibarra", "                                     Lorena Ibarra"),
			},
		}}

	order := doc{name: "Scheduling Order No. 1.pdf", font: "Times", size: 11.5,
		pages: []page{{
			cb("JAMS ARBITRATION"), gap(),
			ls("Nadia Delacroix,                                      JAMS Ref. No. 1100118734",
				"     Claimant,",
				"v.",
				"Summit Ridge Hospitality Group, Inc.,",
				"     Respondent."),
			gap(), cb("REPORT OF PRELIMINARY ARBITRATION CONFERENCE"), cb("AND SCHEDULING ORDER NO. 1"), gap(),
			p("A preliminary arbitration conference was held by video on April 16, 2024. Appearances: Jacob R. Feldstein, Esq., Feldstein Workplace Law, APC, for Claimant; Kristin L. Mahoney, Esq. and Daniel K. Soto, Esq., Ballard Crane LLP, for Respondent. The Arbitrator discloses no change to the disclosures served on March 27, 2024."),
			p("1. The California Arbitration Act and the JAMS Employment Arbitration Rules & Procedures govern. Respondent shall pay all JAMS fees except Claimant's initial filing fee."),
			p("2. Each side may take four depositions. The following schedule applies:"),
			ls("     Event                                              Date",
				"     Initial exchange of documents                      May 17, 2024",
				"     Last day to complete depositions                   September 20, 2024",
				"     Dispositive motions heard by                       October 25, 2024",
				"     Exchange of witness lists and exhibits             November 15, 2024",
				"     Pre-hearing briefs                                 December 2, 2024",
				"     Evidentiary hearing (JAMS Century City)            December 9-12, 2024"),
			gap(),
			l("IT IS SO ORDERED."),
			ls("Dated: April 17, 2024                         /s/ Gregory P. Nakashima", "                                              Hon. Gregory P. Nakashima (Ret.)", "                                              Arbitrator"),
		}}}

	award := doc{name: "Final Award.pdf", font: "Times", size: 11.5,
		pages: []page{
			{
				cb("JAMS ARBITRATION"), gap(),
				ls("Nadia Delacroix,                                      JAMS Ref. No. 1100118734",
					"     Claimant,",
					"v.",
					"Summit Ridge Hospitality Group, Inc.,",
					"     Respondent."),
				gap(), cb("FINAL AWARD"), gap(),
				cb("I. PROCEDURAL HISTORY"),
				p("Claimant filed her Demand on January 22, 2024. The undersigned was appointed Arbitrator on March 12, 2024. The evidentiary hearing took place at JAMS Century City on December 9, 10 and 11, 2024. Claimant was represented by Jacob R. Feldstein, Esq. Respondent was represented by Kristin L. Mahoney, Esq. and Daniel K. Soto, Esq. Post-hearing briefs were received on January 17, 2025, when the record closed."),
				p("Claimant testified on her own behalf and called Tamsin Roth, a former group sales manager. Respondent called Kevin Oduya, its Vice President of Human Resources, and Lauren Beckwith, its Chief Revenue Officer."),
				cb("II. FINDINGS AND CONCLUSIONS"),
				p("The Arbitrator finds that Claimant's report of August 28, 2023 was protected activity and a contributing factor in her dismissal on October 13, 2023. Respondent did not prove by clear and convincing evidence that it would have dismissed her anyway: no document records the decision said to have been made on July 19, 2023."),
			},
			{
				cb("III. AWARD"),
				p("1. Respondent shall pay Claimant $412,600 in lost wages and benefits and $150,000 in non-economic damages."),
				p("2. Claimant's claim for unpaid commissions and waiting-time penalties is denied."),
				p("3. Claimant is the prevailing party under Labor Code section 1102.5(j) and may apply for attorney's fees and costs by March 7, 2025."),
				p("This Final Award resolves all claims submitted in this arbitration."),
				ls("Dated: February 14, 2025                      /s/ Gregory P. Nakashima", "                                              Hon. Gregory P. Nakashima (Ret.)", "                                              Arbitrator"),
				gap(),
				cb("PROOF OF SERVICE BY EMAIL"),
				small(p("Re: Delacroix, Nadia vs. Summit Ridge Hospitality Group, Inc.   Reference No. 1100118734. I, Dana Ferris, not a party to the within action, hereby declare that on February 14, 2025, I served the attached Final Award on the parties in the within action by electronic mail at Los Angeles, California, addressed as follows:"), 10),
				small(ls("   Jacob R. Feldstein Esq.                      Kristin L. Mahoney Esq.",
					"   Feldstein Workplace Law, APC                 Ballard Crane LLP",
					"   Parties Represented:                         Parties Represented:",
					"   Nadia Delacroix                              Summit Ridge Hospitality Group, Inc."), 10),
				small(p("I declare under penalty of perjury the foregoing to be true and correct. Executed at Los Angeles, California, on February 14, 2025.     /s/ Dana Ferris   DFerris@jamsadr.com"), 10),
			},
		}}

	return matterSpec{
		name: "delacroix-v-summit-ridge", title: "Delacroix v. Summit Ridge Hospitality Group, Inc. (JAMS Ref. No. 1100118734)", heldOut: true,
		firstSight: &Figures{PartyTruth: 12, PartyFound: 11, PartyCorrect: 10, EventTruth: 31, EventHits: 28, Grounded: 1}, // at 8a56754
		docs:       []doc{demand, answer, order, award},
		parties: []Party{
			{"Nadia Delacroix", "plaintiff"}, // a claimant, in the documented vocabulary
			{"Nadia Delacroix", "witness"},
			{"Summit Ridge Hospitality Group, Inc.", "respondent"},
			{"Jacob R. Feldstein", "counsel"},
			{"Kristin L. Mahoney", "counsel"},
			{"Daniel K. Soto", "counsel"},
			{"Lorena Ibarra", "declarant"},
			{"Gregory P. Nakashima", "judge"},
			{"Tamsin Roth", "witness"},
			{"Kevin Oduya", "witness"},
			{"Lauren Beckwith", "witness"},
			{"Dana Ferris", "declarant"},
		},
		events: []Event{
			{"2019-03-04", "JAMS Demand for Arbitration.pdf", 1},
			{"2023-08-28", "JAMS Demand for Arbitration.pdf", 1},
			{"2023-10-13", "JAMS Demand for Arbitration.pdf", 1},
			{"2019-02-25", "JAMS Demand for Arbitration.pdf", 1},
			{"2024-01-22", "JAMS Demand for Arbitration.pdf", 1},
			{"2024-01-22", "Respondent's Answering Statement.pdf", 1},
			{"2023-07-19", "Respondent's Answering Statement.pdf", 2},
			{"2023-10-13", "Respondent's Answering Statement.pdf", 2},
			{"2024-03-08", "Respondent's Answering Statement.pdf", 2},
			{"2024-03-08", "Respondent's Answering Statement.pdf", 3},
			{"2024-04-16", "Scheduling Order No. 1.pdf", 1},
			{"2024-03-27", "Scheduling Order No. 1.pdf", 1},
			{"2024-05-17", "Scheduling Order No. 1.pdf", 1},
			{"2024-09-20", "Scheduling Order No. 1.pdf", 1},
			{"2024-10-25", "Scheduling Order No. 1.pdf", 1},
			{"2024-11-15", "Scheduling Order No. 1.pdf", 1},
			{"2024-12-02", "Scheduling Order No. 1.pdf", 1},
			{"2024-12-09", "Scheduling Order No. 1.pdf", 1},
			{"2024-12-12", "Scheduling Order No. 1.pdf", 1},
			{"2024-04-17", "Scheduling Order No. 1.pdf", 1},
			{"2024-01-22", "Final Award.pdf", 1},
			{"2024-03-12", "Final Award.pdf", 1},
			{"2024-12-09", "Final Award.pdf", 1},
			{"2024-12-10", "Final Award.pdf", 1},
			{"2024-12-11", "Final Award.pdf", 1},
			{"2025-01-17", "Final Award.pdf", 1},
			{"2023-08-28", "Final Award.pdf", 1},
			{"2023-10-13", "Final Award.pdf", 1},
			{"2023-07-19", "Final Award.pdf", 1},
			{"2025-03-07", "Final Award.pdf", 2},
			{"2025-02-14", "Final Award.pdf", 2},
		},
	}
}
