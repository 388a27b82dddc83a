package samples

// DEV SET (held out at first sight): a contract action in the Oakland
// County Circuit Court (Business Court), Michigan: a metal stamper sues the
// integrator that took a deposit for two robotic welding cells and never
// delivered them, and moves for summary disposition. The county clerk's
// e-filing legend at the top right of each filing's first page
// ("RECEIVED for filing / Oakland County Clerk / 9/12/2024 4:37 PM");
// "STATE OF MICHIGAN / IN THE CIRCUIT COURT FOR THE COUNTY OF OAKLAND /
// BUSINESS COURT" over the Michigan caption (the parties with their
// descriptions at the left, "Case No. 2024-208114-CB" and "Hon. X" at the
// right, then a ruled box of both sides' lawyers side by side with their
// "(P64219)" bar numbers, firms and "Attorneys for Plaintiff" /
// "Attorneys for Defendant"); the plaintiff's motion under MCR
// 2.116(C)(10) ("NOW COMES Plaintiff ..., by and through its attorneys,
// X PLLC", numbered paragraphs, the opposing lawyer named in the MCR
// 2.119(A)(2) concurrence statement, "By: /s/" over the two lawyers with
// their P numbers, a notice of hearing before "the Honorable X"); the
// brief in support (statement of the question presented with "Plaintiff
// answers: Yes.", an index of exhibits with dates, facts naming the
// integrator's former chief executive who signed the agreement and the
// end customer in passing, the standard of review citing Michigan cases
// in the official style "Maiden v Rozwood, 461 Mich 109, 120; 597 NW2d 817
// (1999)", a deposition excerpt in Q./A. form with its page and line
// cite); a proof of service ("X states that she is a legal assistant with
// Y PLLC and that on ... she served ... upon:" the defence lawyers with
// P numbers, "I declare under the penalties of perjury that this proof of
// service has been examined by me ..."); and the opinion and order ("At a
// session of said Court, held in the City of Pontiac, County of Oakland,
// State of Michigan, on November 6, 2024", "PRESENT: HON. X, CIRCUIT
// JUDGE", counsel who argued named by surname with "Mr." and "Ms.", the
// deponent named without his middle initial, "IT IS SO ORDERED", the
// judge's "/s/" over her name in capitals and "CIRCUIT JUDGE").
// Conventions: the stamper is the plaintiff and the integrator the
// defendant; the four lawyers with P numbers are counsel; the circuit
// judge is the judge; the integrator's project manager, whose deposition
// testimony the brief and the opinion rely on, is a witness (as the
// co-worker in kahananui-v-sierra-basin); the legal assistant who
// declares the proof of service under the penalties of perjury is its
// declarant (as in delacroix-v-summit-ridge and arutyunyan-v-westbrook),
// and the lawyers she served are no recipients of it. The former chief
// executive who signed the agreement, the end customer, the firms and the
// parties of the cases cited are no parties. The clerk's legend date is
// an event on each filing's first page; every other date printed is an
// event on its page.
func init() { specs = append(specs, clarkston) }

func clarkston() matterSpec {
	const (
		motF = "2024-208114-CB Plaintiff's Motion for Summary Disposition.pdf"
		brfF = "2024-208114-CB Brief in Support of Motion for Summary Disposition.pdf"
		posF = "2024-208114-CB Proof of Service.pdf"
		opF  = "2024-208114-CB Opinion and Order 11-06-2024.pdf"
	)
	stamp := func(when string) block {
		return small(r("RECEIVED for filing\nOakland County Clerk\n"+when), 8)
	}
	head := []block{cb("STATE OF MICHIGAN"), cb("IN THE CIRCUIT COURT FOR THE COUNTY OF OAKLAND"), cb("BUSINESS COURT"), gap()}
	capt := caption("", []string{
		"CLARKSTON PRECISION STAMPING, LLC,",
		"a Michigan limited liability company,",
		"",
		"               Plaintiff,",
		"v.",
		"",
		"VANTORRE ROBOTICS INTEGRATION, INC.,",
		"a Delaware corporation,",
		"",
		"               Defendant.",
	}, []string{
		"",
		"Case No. 2024-208114-CB",
		"",
		"Hon. Danuta L. Mroczek",
	})
	shortCapt := caption("", []string{
		"CLARKSTON PRECISION STAMPING, LLC,",
		"               Plaintiff,",
		"v.",
		"VANTORRE ROBOTICS INTEGRATION, INC.,",
		"               Defendant.",
	}, []string{"", "Case No. 2024-208114-CB", "", "Hon. Danuta L. Mroczek"})
	rule := small(l("_____________________________________________________________________________________________"), 9.5)
	box := small(caption("", []string{
		"Jonathan M. Pruszynski (P64219)",
		"Alexis R. Dardeen (P81377)",
		"BRIGHAM SOLACE PLLC",
		"Attorneys for Plaintiff",
		"2600 West Big Beaver Road, Suite 300",
		"Troy, Michigan 48084",
		"(248) 555-0161",
		"jpruszynski@brighamsolace.com",
	}, []string{
		"Celia K. Hazelwood (P58802)",
		"Bradley T. Ezeani (P77415)",
		"MAPLEGROVE VOGEL P.C.",
		"Attorneys for Defendant",
		"500 Woodward Avenue, Suite 2500",
		"Detroit, Michigan 48226",
		"(313) 555-0148",
		"chazelwood@maplegrovevogel.com",
	}), 9.5)
	top := func(when string, cp block) []block {
		return append(append([]block{stamp(when)}, head...), cp, rule, box, rule, gap())
	}
	sig := func(date string) block {
		return ls("                                                            Respectfully submitted,",
			"",
			"                                                            BRIGHAM SOLACE PLLC",
			"",
			"                                                            By: /s/ Jonathan M. Pruszynski",
			"                                                            Jonathan M. Pruszynski (P64219)",
			"                                                            Alexis R. Dardeen (P81377)",
			"                                                            Attorneys for Plaintiff",
			"Dated: "+date)
	}

	mot := doc{name: motF, font: "Times", size: 11, unicode: true,
		pages: []page{
			append(top("9/12/2024 4:37 PM", capt),
				cb("PLAINTIFF'S MOTION FOR SUMMARY DISPOSITION"), cb("UNDER MCR 2.116(C)(10)"), gap(),
				p("NOW COMES Plaintiff, Clarkston Precision Stamping, LLC (\"Clarkston\"), by and through its attorneys, BRIGHAM SOLACE PLLC, and for its Motion for Summary Disposition of Count I of its Complaint under MCR 2.116(C)(10), states as follows:"),
				p("1. This is an action for breach of an Equipment Purchase Agreement dated February 6, 2023 (the \"Agreement\"), under which Defendant Vantorre Robotics Integration, Inc. (\"Vantorre\") agreed to design, build and install two robotic welding cells at Clarkston's plant in Independence Township for $1,280,000, with delivery by August 31, 2023."),
			),
			{
				p("2. Clarkston paid the deposit of $640,000 required by Section 4.1 of the Agreement on February 10, 2023."),
				p("3. Vantorre did not deliver either cell by the delivery date. Under Section 14.2, Clarkston gave written notice of default on September 18, 2023. When the 45-day cure period expired without delivery, Clarkston terminated the Agreement by letter of November 15, 2023 and demanded return of the deposit within 30 days."),
				p("4. Vantorre has returned no part of the deposit. Its only defense - that Clarkston's change requests excused the delay - fails as a matter of law, because Section 9.3 of the Agreement requires every change order to be in a writing signed by both parties, and Vantorre's project manager, Dmitri A. Kaleka, admitted at his deposition on June 20, 2024 that no change order was ever signed."),
				p("5. There is no genuine issue as to any material fact, and Clarkston is entitled to judgment on Count I in the amount of $640,000, plus interest under MCL 600.6013 from the filing of the Complaint on March 4, 2024."),
				p("6. Pursuant to MCR 2.119(A)(2)(a), on September 10, 2024 Plaintiff's counsel sought concurrence in the relief requested from Defendant's counsel, Celia K. Hazelwood, and concurrence was denied."),
				p("WHEREFORE, Plaintiff respectfully requests that this Court grant its Motion, enter judgment in its favor on Count I in the amount of $640,000 plus statutory interest and costs, and grant such further relief as is just. Plaintiff relies on the accompanying Brief in Support."),
				gap(),
				sig("September 12, 2024"),
				gap(),
				cb("NOTICE OF HEARING"), gap(),
				p("PLEASE TAKE NOTICE that Plaintiff's Motion for Summary Disposition Under MCR 2.116(C)(10) will be brought on for hearing before the Honorable Danuta L. Mroczek, Oakland County Circuit Court, 1200 North Telegraph Road, Pontiac, Michigan 48341, on Wednesday, October 9, 2024 at 8:30 a.m., or as soon thereafter as counsel may be heard."),
			},
		}}

	brf := doc{name: brfF, font: "Times", size: 11, unicode: true,
		pages: []page{
			append(top("9/12/2024 4:37 PM", capt),
				cb("BRIEF IN SUPPORT OF PLAINTIFF'S MOTION FOR"), cb("SUMMARY DISPOSITION UNDER MCR 2.116(C)(10)"), gap(),
				cb("STATEMENT OF QUESTION PRESENTED"),
				p("Where the Agreement required any change order to be in a writing signed by both parties, and no such writing exists, is Vantorre's claim that change requests excused its failure to deliver insufficient to create a genuine issue of material fact?"),
				ls("                    Plaintiff answers: Yes.", "                    Defendant answers: No."),
			),
			{
				cb("INDEX OF EXHIBITS"),
				ls("     Exhibit A    Equipment Purchase Agreement, dated February 6, 2023",
					"     Exhibit B    Wire transfer confirmation, February 10, 2023",
					"     Exhibit C    Notice of default, dated September 18, 2023",
					"     Exhibit D    Notice of termination, dated November 15, 2023",
					"     Exhibit E    Excerpts of the deposition of Dmitri A. Kaleka, taken June 20, 2024"),
				gap(),
				cb("STATEMENT OF FACTS"),
				p("Clarkston stamps and welds seat-frame assemblies for automotive suppliers. In early 2023 it needed two robotic welding cells to supply a new program for its customer, Harrowgate Automotive Seating. On February 6, 2023 it signed the Agreement with Vantorre, which was signed for Vantorre by its then chief executive officer, Peter J. Vanderlaan. (Ex. A.) The Agreement fixed a price of $1,280,000, a deposit of one-half, and delivery and installation by August 31, 2023. (Id., §§ 3.1, 4.1, 6.2.) Clarkston paid the deposit on February 10, 2023. (Ex. B.)"),
				p("Vantorre missed the delivery date. Clarkston gave notice of default on September 18, 2023 (Ex. C) and, after the cure period expired, terminated the Agreement on November 15, 2023 and demanded the deposit back. (Ex. D.) Vantorre's answer asserts that the delay was caused by Clarkston's requests to change the fixture design. But Section 9.3 of the Agreement provides that \"no change in the scope, price or schedule shall be binding unless set forth in a Change Order signed by authorized representatives of both parties.\" Vantorre's project manager conceded that none was signed:"),
				ls("          Q.   Did anyone at Clarkston ever sign a change order for this project?",
					"          A.   No. We talked about changes, but nothing was signed.",
					"          Q.   Did you ever send one to Clarkston for signature?",
					"          A.   I drafted one in July. I don't think it went out.",
					"     (Ex. E, Kaleka Dep. 47:12-19.)"),
				gap(),
				cb("STANDARD OF REVIEW"),
				p("A motion under MCR 2.116(C)(10) tests the factual sufficiency of a claim. Maiden v Rozwood, 461 Mich 109, 120; 597 NW2d 817 (1999). The Court considers the affidavits, pleadings, depositions, admissions and other evidence submitted in the light most favorable to the nonmoving party, and grants the motion where there is no genuine issue of material fact. El-Khalil v Oakwood Healthcare, Inc, 504 Mich 152, 160; 934 NW2d 665 (2019). The nonmoving party may not rest on its pleadings; it must set forth specific facts showing a genuine issue for trial. Quinto v Cross & Peters Co, 451 Mich 358, 362-363; 547 NW2d 314 (1996)."),
			},
			{
				cb("ARGUMENT"),
				cb("I.  Vantorre breached the Agreement and must return the deposit."),
				p("The Agreement is unambiguous and must be enforced as written. Rory v Continental Ins Co, 473 Mich 457, 468; 703 NW2d 23 (2005). Vantorre did not deliver by August 31, 2023, did not cure within 45 days of the notice of September 18, 2023, and under Section 14.3 must refund all amounts paid within 30 days of termination. That period ran on December 15, 2023."),
				cb("II.  The alleged change requests do not create a genuine issue of fact."),
				p("Because Section 9.3 requires a signed change order and Mr. Kaleka admits none exists, Vantorre's defense rests on oral discussions that the Agreement itself makes non-binding. Nor has Vantorre offered clear and convincing evidence of a mutual agreement to waive the written-modification clause. Quality Prods & Concepts Co v Nagel Precision, Inc, 469 Mich 362, 372-373; 666 NW2d 251 (2003)."),
				cb("RELIEF REQUESTED"),
				p("Clarkston respectfully requests that the Court grant summary disposition on Count I under MCR 2.116(C)(10) and enter judgment against Vantorre in the amount of $640,000, with interest under MCL 600.6013 and costs."),
				gap(),
				sig("September 12, 2024"),
			},
		}}

	pos := doc{name: posF, font: "Times", size: 11, unicode: true,
		pages: []page{
			append(top("9/12/2024 4:37 PM", shortCapt),
				cb("PROOF OF SERVICE"), gap(),
				p("Kimberly A. Dombrowski states that she is a legal assistant with Brigham Solace PLLC and that on September 12, 2024, she served a copy of Plaintiff's Motion for Summary Disposition Under MCR 2.116(C)(10), Notice of Hearing, Brief in Support with Exhibits A through E, and this Proof of Service upon:"),
				ls("                    Celia K. Hazelwood (P58802)",
					"                    Bradley T. Ezeani (P77415)",
					"                    MAPLEGROVE VOGEL P.C.",
					"                    Attorneys for Defendant",
					"                    500 Woodward Avenue, Suite 2500",
					"                    Detroit, Michigan 48226"),
				ls("by electronic service through the MiFILE e-filing system and by email to",
					"chazelwood@maplegrovevogel.com and bezeani@maplegrovevogel.com."),
				p("I declare under the penalties of perjury that this proof of service has been examined by me and that its contents are true to the best of my information, knowledge and belief."),
				gap(),
				ls("                                                            /s/ Kimberly A. Dombrowski",
					"                                                            Kimberly A. Dombrowski",
					"Dated: September 12, 2024"),
			),
		}}

	op := doc{name: opF, font: "Times", size: 11, unicode: true,
		pages: []page{
			append(append([]block{stamp("11/6/2024 2:05 PM")}, head...), shortCapt, gap(),
				cb("OPINION AND ORDER REGARDING PLAINTIFF'S MOTION"), cb("FOR SUMMARY DISPOSITION"), gap(),
				c("At a session of said Court, held in the City of Pontiac,"),
				c("County of Oakland, State of Michigan, on November 6, 2024."), gap(),
				c("PRESENT: HON. DANUTA L. MROCZEK, CIRCUIT JUDGE"), gap(),
				p("This matter is before the Court on Plaintiff's Motion for Summary Disposition Under MCR 2.116(C)(10), filed September 12, 2024. Defendant filed a response on September 30, 2024 and Plaintiff a reply on October 3, 2024. The Court heard oral argument on October 9, 2024, at which Mr. Pruszynski argued for Plaintiff and Ms. Hazelwood for Defendant. For the reasons below, the motion is GRANTED IN PART and DENIED IN PART."),
				cb("I.  BACKGROUND"),
				p("The material facts are not disputed. Under an Equipment Purchase Agreement of February 6, 2023, Defendant agreed to deliver and install two robotic welding cells by August 31, 2023 for $1,280,000, and Plaintiff paid a deposit of $640,000. Defendant delivered nothing. Plaintiff gave notice of default on September 18, 2023 and terminated the Agreement on November 15, 2023. Plaintiff seeks return of the deposit and $48,600 in incidental damages for re-quoting the work."),
			),
			{
				p("Defendant contends that Plaintiff's repeated requests to redesign the welding fixtures excused its delay. It offers no signed change order. Its project manager, Dmitri Kaleka, conceded at deposition that none was signed, and that a draft he prepared in July 2023 was never sent."),
				cb("II.  STANDARD OF REVIEW"),
				p("A motion under MCR 2.116(C)(10) tests the factual sufficiency of the complaint. Maiden v Rozwood, 461 Mich 109, 120; 597 NW2d 817 (1999). The Court views the evidence in the light most favorable to the nonmoving party and grants the motion only where no genuine issue of material fact remains. El-Khalil v Oakwood Healthcare, Inc, 504 Mich 152, 160; 934 NW2d 665 (2019)."),
				cb("III.  ANALYSIS"),
				p("A. The deposit. Section 9.3 plainly requires a signed writing for any change in schedule. Parties are free to waive such a clause by their conduct, but the party asserting waiver must show by clear and convincing evidence that both parties mutually intended to modify the contract. Quality Prods & Concepts Co v Nagel Precision, Inc, 469 Mich 362, 372-373; 666 NW2d 251 (2003). Defendant points only to emails in which Plaintiff's engineers asked about alternative fixture designs; none agrees to move the delivery date. Mr. Kaleka's testimony confirms that no change was agreed. No reasonable juror could find a mutual modification. Defendant was in default, did not cure, and under Section 14.3 owes the return of the deposit."),
				p("B. Incidental damages. Plaintiff's claim for $48,600 in re-quoting costs rests on an invoice Defendant disputes as duplicative of work Plaintiff's own engineers performed. Whether those costs were caused by the breach and reasonable in amount is a question of fact."),
				cb("IV.  CONCLUSION"),
				p("IT IS HEREBY ORDERED that Plaintiff's Motion for Summary Disposition is GRANTED as to liability on Count I and as to the return of the $640,000 deposit, with interest under MCL 600.6013 from March 4, 2024, and DENIED as to Plaintiff's claim for incidental damages."),
				p("IT IS FURTHER ORDERED that the parties shall appear for a status conference on December 4, 2024 at 9:00 a.m."),
				p("IT IS SO ORDERED. This order does not resolve the last pending claim and does not close the case."),
				gap(),
				ls("                                                            /s/ Danuta L. Mroczek",
					"                                                            HON. DANUTA L. MROCZEK",
					"                                                            CIRCUIT JUDGE"),
			},
		}}

	return matterSpec{
		name: "clarkston-precision-v-vantorre", title: "Clarkston Precision Stamping, LLC v. Vantorre Robotics Integration, Inc. (Oakland County Circuit Court, No. 2024-208114-CB)", heldOut: true,
		firstSight: &Figures{PartyTruth: 9, PartyFound: 8, PartyCorrect: 7, EventTruth: 34, EventHits: 34, Grounded: 1}, // at c3a4ca8
		docs:       []doc{mot, brf, pos, op},
		parties: []Party{
			{"Clarkston Precision Stamping, LLC", "plaintiff"},
			{"Vantorre Robotics Integration, Inc.", "defendant"},
			{"Jonathan M. Pruszynski", "counsel"},
			{"Alexis R. Dardeen", "counsel"},
			{"Celia K. Hazelwood", "counsel"},
			{"Bradley T. Ezeani", "counsel"},
			{"Danuta L. Mroczek", "judge"},
			{"Dmitri A. Kaleka", "witness"},         // the project manager whose deposition testimony the brief and the opinion rely on
			{"Kimberly A. Dombrowski", "declarant"}, // the legal assistant who declares the proof of service
		},
		events: []Event{
			{"2024-09-12", motF, 1},
			{"2023-02-06", motF, 1},
			{"2023-08-31", motF, 1},
			{"2023-02-10", motF, 2},
			{"2023-09-18", motF, 2},
			{"2023-11-15", motF, 2},
			{"2024-06-20", motF, 2},
			{"2024-03-04", motF, 2},
			{"2024-09-10", motF, 2},
			{"2024-09-12", motF, 2},
			{"2024-10-09", motF, 2},
			{"2024-09-12", brfF, 1},
			{"2023-02-06", brfF, 2},
			{"2023-02-10", brfF, 2},
			{"2023-09-18", brfF, 2},
			{"2023-11-15", brfF, 2},
			{"2024-06-20", brfF, 2},
			{"2023-08-31", brfF, 2},
			{"2023-08-31", brfF, 3},
			{"2023-09-18", brfF, 3},
			{"2023-12-15", brfF, 3},
			{"2024-09-12", brfF, 3},
			{"2024-09-12", posF, 1},
			{"2024-11-06", opF, 1},
			{"2024-09-12", opF, 1},
			{"2024-09-30", opF, 1},
			{"2024-10-03", opF, 1},
			{"2024-10-09", opF, 1},
			{"2023-02-06", opF, 1},
			{"2023-08-31", opF, 1},
			{"2023-09-18", opF, 1},
			{"2023-11-15", opF, 1},
			{"2024-03-04", opF, 2},
			{"2024-12-04", opF, 2},
		},
	}
}
