package samples

// DEV SET (held out at first sight): a South Carolina Court of Common
// Pleas collection action (Charleston County, Ninth Judicial Circuit) by
// a millwork supplier against a builder and its president as guarantor,
// from the summons and complaint through a mediation impasse to judgment
// on summary judgment. The e-filing legend atop every filed page
// ("ELECTRONICALLY FILED - 2024 May 06 2:41 PM - SCCPG - CHARLESTON -
// COMMON PLEAS - CASE#2024CP1002871"); the summons and complaint (a
// ")"-ruled caption with "STATE OF SOUTH CAROLINA" and "COUNTY OF
// CHARLESTON" above the parties at the left and "IN THE COURT OF COMMON
// PLEAS / NINTH JUDICIAL CIRCUIT", "C/A No.: 2024-CP-10-02871", the
// paper's title and "(Non-Jury)" at the right; "TO THE DEFENDANT(S) ABOVE
// NAMED:", "YOU ARE HEREBY SUMMONED", the firm over "s/" and two lawyers
// with "(SC Bar No. ...)", "Attorneys for Plaintiff", the city and date
// at the left; "complaining of the Defendants above named, would
// respectfully show unto this Honorable Court", "FOR A FIRST CAUSE OF
// ACTION" with the cause and defendant in brackets, the project addresses,
// "Between September 12, 2023 and December 15, 2023"); the defendants'
// answer ("by and through their undersigned counsel", "FOR A FIRST
// DEFENSE" to "FOR A FOURTH DEFENSE", the homeowner and another supplier
// unnamed) with a certificate of service on a separate page listing the
// plaintiff's lawyers as "X, Esquire"; the mediator's ADR final report
// ("ADR PROCEEDINGS: FINAL REPORT (Proof of ADR)", "TYPE OF ADR
// PROCEEDING: [X] Mediation", "NEUTRAL:", "PERSONS IN ATTENDANCE:" by
// side with the plaintiff's managing member and the defendant company
// "by" its president, "[X] An impasse was declared.", the neutral's
// signature with her bar number, "Original to: / Copies to:"); and the
// judgment on SCCA Form 4C over two pages ("JUDGMENT IN A CIVIL CASE",
// "PLAINTIFF(S)" / "DEFENDANT(S)", "Submitted by:" with "Attorney for:
// [X] Plaintiff", "DISPOSITION TYPE (CHECK ONE)" with "[X] DECISION BY
// THE COURT", the statement of judgment; the second page headed by the
// short caption, "INFORMATION FOR THE JUDGMENT INDEX" with "Judgment in
// Favor of / Judgment Against / Judgment Amount To be Enrolled" columns
// over the names and sum, the blank "Circuit Court
// Judge / Judge Code / Date" line, the clerk's entry "on the 17th day of
// March, 2025" and the lawyers it was mailed to, "SCCA Form 4C (Revised
// 3/2016)"), with the court's electronic signature page ("Charleston
// Common Pleas", "Case Caption:", "Type: Order/Judgment", "So Ordered",
// "s/Bentley R. Geddings 2217" with the judge code glued on,
// "Electronically signed on 2025-03-14 11:48:20").
// Conventions: the supplier is the plaintiff and the builder and its
// guarantor the defendants; the lawyers who sign for each side, and the
// second lawyer printed under the first, are counsel; the circuit judge
// who signs the judgment is the judge, keyed without his judge code. A US
// summons's addressees are no recipients (as the earlier US summonses are
// keyed), and a lawyer's certificate of service makes no declarant. The
// mediator who files the ADR report is no party (as the mediators named
// in earlier matters), and neither are the plaintiff's managing member who
// attended the mediation for it, the clerk of court, the homeowner, the
// firms and the court reporter's blank. The e-filing legend's date is an
// event on each filed paper's first page only; "Revised 3/2016" is none;
// every other date printed is an event on its page, the electronic
// signature's "2025-03-14" too.
func init() { specs = append(specs, stonoriver) }

func stonoriver() matterSpec {
	const (
		scF  = "2024-CP-10-02871 Summons and Complaint.pdf"
		ansF = "2024-CP-10-02871 Answer of Defendants.pdf"
		adrF = "2024-CP-10-02871 ADR Final Report (Proof of ADR).pdf"
		jdgF = "2024-CP-10-02871 Form 4 Judgment in a Civil Case.pdf"
	)
	legend := func(when string) string {
		return "ELECTRONICALLY FILED - " + when + " - SCCPG - CHARLESTON - COMMON PLEAS - CASE#2024CP1002871"
	}
	left := []string{
		"STATE OF SOUTH CAROLINA",
		"",
		"COUNTY OF CHARLESTON",
		"",
		"Stono River Millwork, LLC,",
		"",
		"                              Plaintiff,",
		"",
		"          v.",
		"",
		"Wando Creek Builders, Inc. and",
		"Thaddeus L. Brockington,",
		"",
		"                              Defendants.",
	}
	capt := func(title ...string) block {
		right := append([]string{"IN THE COURT OF COMMON PLEAS", "NINTH JUDICIAL CIRCUIT", "", "C/A No.: 2024-CP-10-02871", "", "", ""}, title...)
		return caption(")", left, right)
	}
	plSig := func(lines ...string) block {
		return ls(append([]string{
			"                                                 HARTNETT & LEGARE, LLC",
			"",
			"                                                 s/ J. Harmon Legare III",
			"                                                 J. Harmon Legare III (SC Bar No. 101482)",
			"                                                 Caroline M. Pinckney (SC Bar No. 104377)",
			"                                                 134 Meeting Street, Suite 300",
			"                                                 Charleston, South Carolina 29401",
			"                                                 (843) 555-0136",
			"                                                 hlegare@hartnettlegare.com",
			"                                                 cpinckney@hartnettlegare.com",
			"",
			"                                                 Attorneys for Plaintiff",
		}, lines...)...)
	}

	sc := doc{name: scF, font: "Times", size: 11, unicode: true, header: legend("2024 May 06 2:41 PM"),
		pages: []page{
			{
				capt("SUMMONS", "", "(Non-Jury)"),
				gap(),
				l("TO THE DEFENDANT(S) ABOVE NAMED:"),
				gap(),
				p("YOU ARE HEREBY SUMMONED and required to answer the Complaint in this action, a copy of which is herewith served upon you, and to serve a copy of your Answer to the said Complaint on the subscribers at their office, 134 Meeting Street, Suite 300, Charleston, South Carolina 29401, within thirty (30) days after the service hereof, exclusive of the day of such service; and if you fail to answer the Complaint within the time aforesaid, the Plaintiff will apply to the Court for the relief demanded in the Complaint, and judgment by default will be rendered against you for the relief demanded in the Complaint."),
				gap(),
				plSig("Charleston, South Carolina", "May 6, 2024"),
			},
			{
				capt("COMPLAINT", "(Breach of Contract; Breach of", "Guaranty; Quantum Meruit)", "(Non-Jury)"),
				gap(),
				p("Plaintiff Stono River Millwork, LLC (\"Stono River\" or \"Plaintiff\"), complaining of the Defendants above named, would respectfully show unto this Honorable Court as follows:"),
				cb("PARTIES, JURISDICTION AND VENUE"),
				p("1. Plaintiff is a South Carolina limited liability company with its principal place of business in Charleston County, South Carolina."),
				p("2. Defendant Wando Creek Builders, Inc. (\"Wando Creek\") is a South Carolina corporation with its principal place of business in Mount Pleasant, Charleston County, South Carolina, and is a licensed residential builder."),
				p("3. Defendant Thaddeus L. Brockington (\"Brockington\") is a citizen and resident of Charleston County, South Carolina, and is the president of Wando Creek."),
				p("4. This Court has jurisdiction over the parties and the subject matter of this action, and venue is proper in Charleston County under S.C. Code Ann. § 15-7-30."),
			},
			{
				cb("FACTUAL ALLEGATIONS"),
				p("5. On or about March 1, 2023, Plaintiff and Wando Creek entered into a Credit Application and Supply Agreement (the \"Agreement\") under which Plaintiff agreed to furnish custom interior millwork, doors and trim to Wando Creek on open account, with payment due thirty (30) days after invoice and a service charge of 1.5% per month on past-due balances."),
				p("6. On the same date, Brockington executed a Personal Guaranty (the \"Guaranty\") by which he unconditionally guaranteed payment of all sums owed by Wando Creek under the Agreement."),
				p("7. Between September 12, 2023 and December 15, 2023, Plaintiff delivered millwork to Wando Creek's residential projects at 41 Marsh Hen Lane, Daniel Island, and 1207 Rifle Range Road, Mount Pleasant, and invoiced Wando Creek $61,842.50. Wando Creek paid $18,000.00 on January 19, 2024 and has paid nothing since."),
				p("8. On February 20, 2024, Plaintiff demanded payment of the balance of $43,842.50 from Wando Creek and Brockington in writing. Neither has paid."),
				cb("FOR A FIRST CAUSE OF ACTION"),
				c("(Breach of Contract - Wando Creek Builders, Inc.)"),
				p("9. Plaintiff realleges the foregoing paragraphs. Wando Creek breached the Agreement by failing to pay for the goods delivered, and Plaintiff has been damaged in the amount of $43,842.50, plus contractual service charges and attorney's fees as provided in the Agreement."),
				cb("FOR A SECOND CAUSE OF ACTION"),
				c("(Breach of Guaranty - Thaddeus L. Brockington)"),
				p("10. Plaintiff realleges the foregoing paragraphs. Brockington is liable under the Guaranty for all sums due from Wando Creek, together with the costs of collection, including attorney's fees."),
				cb("FOR A THIRD CAUSE OF ACTION"),
				c("(Quantum Meruit - Wando Creek Builders, Inc.)"),
				p("11. In the alternative, Wando Creek accepted and retained the benefit of the millwork, which had a reasonable value of not less than $43,842.50, under circumstances that make it inequitable for it to retain the benefit without paying its value."),
			},
			{
				p("WHEREFORE, Plaintiff prays for judgment against the Defendants, jointly and severally, in the amount of $43,842.50, together with contractual service charges, prejudgment interest, attorney's fees and the costs of this action, and for such other and further relief as the Court deems just and proper."),
				gap(),
				plSig("Charleston, South Carolina", "May 6, 2024"),
			},
		}}

	ans := doc{name: ansF, font: "Times", size: 11, unicode: true, header: legend("2024 Jun 10 10:17 AM"),
		pages: []page{
			{
				capt("ANSWER OF DEFENDANTS", "WANDO CREEK BUILDERS, INC.", "AND THADDEUS L. BROCKINGTON"),
				gap(),
				p("The Defendants Wando Creek Builders, Inc. (\"Wando Creek\") and Thaddeus L. Brockington (\"Brockington\") (collectively, \"Defendants\"), by and through their undersigned counsel, answering the Complaint of the Plaintiff, would respectfully show unto this Honorable Court as follows:"),
				cb("FOR A FIRST DEFENSE"),
				p("1. Each and every allegation of the Complaint not hereinafter specifically admitted is denied."),
				p("2. Defendants admit the allegations of Paragraphs 1 through 4 of the Complaint."),
				p("3. Defendants admit that Wando Creek and Plaintiff entered into the Agreement on or about March 1, 2023 and that Brockington signed a document titled Personal Guaranty, which speaks for itself, and deny the remaining allegations of Paragraphs 5 and 6."),
				p("4. Defendants admit that Plaintiff delivered millwork to the two projects and that Wando Creek paid $18,000.00 on January 19, 2024, deny the remaining allegations of Paragraphs 7 through 11, and specifically deny that any further sum is owed."),
				cb("FOR A SECOND DEFENSE"),
				c("(Setoff and Recoupment)"),
				p("5. Much of the trim delivered to 41 Marsh Hen Lane was fabricated from finger-jointed poplar rather than the clear poplar specified in Plaintiff's quotation of August 28, 2023, and the interior doors delivered on November 2, 2023 were warped and had to be replaced. The homeowner rejected the trim, and Wando Creek incurred $27,415.00 to remove it and replace it with millwork from another supplier. Defendants are entitled to set off those sums against any amount found due."),
			},
			{
				cb("FOR A THIRD DEFENSE"),
				c("(Failure to Mitigate)"),
				p("6. Plaintiff failed to mitigate its damages by refusing Wando Creek's offer of December 20, 2023 to return the nonconforming doors for credit."),
				cb("FOR A FOURTH DEFENSE"),
				c("(Discharge of Guarantor)"),
				p("7. Plaintiff extended credit to Wando Creek beyond the $40,000.00 limit stated in the Credit Application without Brockington's consent, and any obligation of Brockington under the Guaranty is discharged to that extent."),
				p("WHEREFORE, having fully answered the Complaint, Defendants pray that the Complaint be dismissed, that Plaintiff take nothing thereby, and that Defendants be awarded their costs and such other relief as the Court deems just and proper."),
				gap(),
				ls("                                                 RHODES YARBOROUGH, P.A.",
					"",
					"                                                 s/ Mitchell D. Rhodes",
					"                                                 Mitchell D. Rhodes (SC Bar No. 77215)",
					"                                                 1041 Johnnie Dodds Boulevard, Suite 110",
					"                                                 Mount Pleasant, South Carolina 29464",
					"                                                 (843) 555-0162",
					"                                                 mrhodes@rhodesyarborough.com",
					"",
					"                                                 Attorneys for Defendants",
					"Mount Pleasant, South Carolina",
					"June 10, 2024"),
			},
			{
				capt("CERTIFICATE OF SERVICE"),
				gap(),
				p("I, the undersigned attorney for Defendants Wando Creek Builders, Inc. and Thaddeus L. Brockington, hereby certify that on June 10, 2024, I caused a copy of the foregoing Answer of Defendants to be served upon counsel for Plaintiff through the South Carolina Court Electronic Filing System, which will send notification of such filing to the following:"),
				ls("          J. Harmon Legare III, Esquire",
					"          Caroline M. Pinckney, Esquire",
					"          Hartnett & Legare, LLC",
					"          134 Meeting Street, Suite 300",
					"          Charleston, South Carolina 29401",
					"          Attorneys for Plaintiff"),
				gap(),
				ls("                                                 s/ Mitchell D. Rhodes",
					"                                                 Mitchell D. Rhodes (SC Bar No. 77215)",
					"",
					"Mount Pleasant, South Carolina",
					"June 10, 2024"),
			},
		}}

	adr := doc{name: adrF, font: "Helvetica", size: 9, unicode: true, header: legend("2025 Jan 31 3:05 PM"),
		pages: []page{{
			caption(")", []string{
				"STATE OF SOUTH CAROLINA",
				"",
				"COUNTY OF CHARLESTON",
				"",
				"Stono River Millwork, LLC,",
				"                              Plaintiff,",
				"          v.",
				"Wando Creek Builders, Inc. and",
				"Thaddeus L. Brockington,",
				"                              Defendants.",
			}, []string{"IN THE COURT OF COMMON PLEAS", "", "C/A No.: 2024-CP-10-02871", "", "ADR PROCEEDINGS:", "FINAL REPORT", "(Proof of ADR)"}),
			gap(),
			ls("TYPE OF ADR PROCEEDING:    [X] Mediation    [ ] Arbitration    [ ] Early Neutral Evaluation    [ ] Other: __________",
				"",
				"NEUTRAL:                   Sandra K. Ballentine, Esquire",
				"                           Certified Circuit Court Mediator",
				"                           40 Calhoun Street, Suite 220, Charleston, SC 29401",
				"",
				"DATE(S) OF ADR CONFERENCE: January 28, 2025",
				"LOCATION:                  Offices of the Neutral, 40 Calhoun Street, Suite 220, Charleston, SC 29401",
				"",
				"The undersigned neutral reports the following:",
				"",
				"1.  PERSONS IN ATTENDANCE:",
				"    Plaintiff:      Stono River Millwork, LLC, by Garrett S. Ohlsen, Managing Member",
				"    Counsel:        J. Harmon Legare III, Esquire; Caroline M. Pinckney, Esquire",
				"    Defendants:     Wando Creek Builders, Inc., by Thaddeus L. Brockington, President;",
				"                    Thaddeus L. Brockington, individually",
				"    Counsel:        Mitchell D. Rhodes, Esquire",
				"    Others:         None",
				"",
				"2.  RESULT OF THE ADR PROCEEDING (check one):",
				"    [ ]  The case has been completely settled. Counsel for ______________ will submit settlement documents",
				"         or a consent order within thirty (30) days.",
				"    [ ]  The case has been partially settled as follows: ______________________________",
				"    [X]  An impasse was declared.",
				"    [ ]  The ADR conference was recessed and will reconvene on ______________.",
				"    [ ]  The ADR conference was not held because:  [ ] the case settled before the conference",
				"         [ ] a party or attorney failed to appear    [ ] other: ______________",
				"",
				"3.  [X]  All parties, representatives with settlement authority and counsel attended in person.",
				"    [ ]  The following person(s) failed to attend without good cause: ______________________________",
				"",
				"4.  The neutral's fee  [X] has been paid in full   [ ] has not been paid by: ______________",
				"",
				"",
				"Date: January 31, 2025                              s/ Sandra K. Ballentine",
				"                                                    ______________________________________",
				"                                                    Sandra K. Ballentine (SC Bar No. 68244)",
				"                                                    Neutral",
				"",
				"Original to: Clerk of Court, Charleston County",
				"Copies to:   All counsel of record"),
		}}}

	jdg := doc{name: jdgF, font: "Helvetica", size: 8, unicode: true, header: legend("2025 Mar 17 9:02 AM"),
		pages: []page{
			{
				caption(")", []string{
					"STATE OF SOUTH CAROLINA",
					"COUNTY OF CHARLESTON",
					"",
					"Stono River Millwork, LLC",
					"                                   PLAINTIFF(S)",
					"vs.",
					"Wando Creek Builders, Inc. and",
					"Thaddeus L. Brockington",
					"                                   DEFENDANT(S)",
				}, []string{"IN THE COURT OF COMMON PLEAS", "", "JUDGMENT IN A CIVIL CASE", "", "CASE NO. 2024-CP-10-02871"}),
				gap(),
				ls("Submitted by:  J. Harmon Legare III                      Attorney for:  [X] Plaintiff    [ ] Defendant",
					"                                                                        [ ] Self-Represented Litigant",
					"",
					"DISPOSITION TYPE (CHECK ONE)",
					"[ ] JURY VERDICT. This action came before the court for a trial by jury. The issues have been tried and a verdict rendered.",
					"[X] DECISION BY THE COURT. This action came to trial or hearing before the court. The issues have been tried or heard and a",
					"     decision rendered.   [ ] See Page 2 for additional information.",
					"[ ] ACTION DISMISSED (CHECK REASON):  [ ] Rule 12(b), SCRCP;  [ ] Rule 41(a), SCRCP (Vol. Nonsuit);  [ ] Rule 43(k), SCRCP",
					"     (Settled);  [ ] Other: ____________",
					"[ ] ACTION STRICKEN (CHECK REASON):  [ ] Rule 40(j), SCRCP;  [ ] Bankruptcy;  [ ] Binding arbitration, subject to right to",
					"     restore to confirm, vacate or modify arbitration award;  [ ] Other: ____________",
					"[ ] DISPOSITION OF APPEAL TO THE CIRCUIT COURT (CHECK APPLICABLE BOX):  [ ] Affirmed;  [ ] Reversed;  [ ] Remanded;",
					"     [ ] Other: ____________",
					"NOTE: ATTORNEYS ARE RESPONSIBLE FOR NOTIFYING LOWER COURT, TRIBUNAL, OR ADMINISTRATIVE AGENCY OF THE",
					"CIRCUIT COURT RULING IN THIS APPEAL.",
					"",
					"IT IS ORDERED AND ADJUDGED:  [X] See attached order (formal order to follow)   [X] Statement of Judgment by the Court:"),
				p("Plaintiff's Motion for Summary Judgment, heard on March 3, 2025, is GRANTED. Judgment is entered for Plaintiff against Defendants Wando Creek Builders, Inc. and Thaddeus L. Brockington, jointly and severally, in the amount of $52,166.12 (principal of $43,842.50, contractual service charges through February 28, 2025 of $5,261.10, and attorney's fees and costs of $3,062.52). Counsel for Plaintiff shall submit a formal order."),
				ls("ORDER INFORMATION",
					"This order  [X] ends   [ ] does not end  the case.",
					"Additional information for the Clerk: ____________________________________________",
					"",
					"SCCA Form 4C (Revised 3/2016)                                                                              Page 1 of 2"),
			},
			{
				ls("Stono River Millwork, LLC vs. Wando Creek Builders, Inc. and Thaddeus L. Brockington             CASE NO. 2024-CP-10-02871",
					"",
					"INFORMATION FOR THE JUDGMENT INDEX",
					"Complete this section below when the judgment affects title to real or personal property or if any amount should be",
					"enrolled. If there is no judgment information, indicate \"N/A\" in one of the boxes below.",
					"Judgment in Favor of (List name(s) below)     Judgment Against (List name(s) below)     Judgment Amount To be Enrolled",
					"                                                                                          (list amount(s) below)",
					"Stono River Millwork, LLC                     Wando Creek Builders, Inc.                $52,166.12",
					"                                              Thaddeus L. Brockington",
					"If applicable, describe the property, including tax map information and address, referenced in the order:  N/A",
					"",
					"The judgment information above has been provided by the submitting party. Disputes concerning the amounts contained in this",
					"form may be addressed by way of motion pursuant to the SC Rules of Civil Procedure. Amounts to be computed such as interest",
					"or additional taxable costs not available at the time the form and final order are submitted to the judge may be provided",
					"to the clerk. Note: Title abstractors and researchers should refer to the official court order for judgment details.",
					"",
					"",
					"__________________________________________     ______________     ______________",
					"Circuit Court Judge                                Judge Code         Date",
					"",
					"For Clerk of Court Office Use Only",
					"This judgment was entered on the 17th day of March, 2025 and a copy mailed first class or placed in the appropriate",
					"attorney's box on this 17th day of March, 2025 to attorneys of record or to parties (when appearing pro se) as follows:",
					"J. Harmon Legare III, Esquire, Hartnett & Legare, LLC, 134 Meeting Street, Suite 300, Charleston, SC 29401 (Attorney for Plaintiff)",
					"Mitchell D. Rhodes, Esquire, Rhodes Yarborough, P.A., 1041 Johnnie Dodds Blvd., Suite 110, Mount Pleasant, SC 29464",
					"(Attorney for Defendants)",
					"                                                                         ______________________________",
					"                                                                         CLERK OF COURT",
					"Court Reporter: ______________",
					"",
					"SCCA Form 4C (Revised 3/2016)                                                                              Page 2 of 2"),
			},
			{
				c("Charleston Common Pleas"),
				gap(),
				ls("Case Caption:     Stono River Millwork, LLC , plaintiff, et al  VS  Wando Creek Builders, Inc. , defendant, et al",
					"",
					"Case Number:      2024CP1002871",
					"",
					"Type:             Order/Judgment"),
				gap(), gap(),
				c("So Ordered"),
				gap(),
				c("s/Bentley R. Geddings 2217"),
				gap(), gap(),
				ls("Electronically signed on 2025-03-14 11:48:20     page 3 of 3"),
			},
		}}

	return matterSpec{
		name: "stono-river-v-wando-creek", title: "Stono River Millwork, LLC v. Wando Creek Builders, Inc. (S.C. Ct. C.P. Charleston County, C/A No. 2024-CP-10-02871)", heldOut: true,
		firstSight: &Figures{PartyTruth: 7, PartyFound: 6, PartyCorrect: 5, EventTruth: 22, EventHits: 22, Grounded: 1}, // at 0862d31
		docs:       []doc{sc, ans, adr, jdg},
		parties: []Party{
			{"Stono River Millwork, LLC", "plaintiff"},
			{"Wando Creek Builders, Inc.", "defendant"},
			{"Thaddeus L. Brockington", "defendant"}, // the guarantor
			{"J. Harmon Legare III", "counsel"},
			{"Caroline M. Pinckney", "counsel"},
			{"Mitchell D. Rhodes", "counsel"},
			{"Bentley R. Geddings", "judge"},
		},
		events: []Event{
			{"2024-05-06", scF, 1}, // the e-filing legend and the summons's date
			{"2023-03-01", scF, 3},
			{"2023-09-12", scF, 3},
			{"2023-12-15", scF, 3},
			{"2024-01-19", scF, 3},
			{"2024-02-20", scF, 3},
			{"2024-05-06", scF, 4},
			{"2024-06-10", ansF, 1}, // the e-filing legend
			{"2023-03-01", ansF, 1},
			{"2024-01-19", ansF, 1},
			{"2023-08-28", ansF, 1},
			{"2023-11-02", ansF, 1},
			{"2023-12-20", ansF, 2},
			{"2024-06-10", ansF, 2},
			{"2024-06-10", ansF, 3},
			{"2025-01-31", adrF, 1},
			{"2025-01-28", adrF, 1},
			{"2025-03-17", jdgF, 1}, // the e-filing legend
			{"2025-03-03", jdgF, 1},
			{"2025-02-28", jdgF, 1},
			{"2025-03-17", jdgF, 2}, // the clerk's entry
			{"2025-03-14", jdgF, 3},
		},
	}
}
