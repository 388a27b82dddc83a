package samples

// DEV SET (held out at first sight): a Consumer Fraud Act suit in the
// Superior Court of New Jersey, Law Division, Bergen County, by two
// homeowners against an unregistered home improvement contractor and its
// owner. The eCourts stamp atop every filed page ("BER-L-004417-24
// 06/12/2024 3:41:07 PM Pg 1 of 3 Trans ID: LCV20241487552"); the
// complaint (the firm's block at the top left with two lawyers and their
// "(Attorney ID No. 031142009)", "Attorneys for Plaintiffs, X and Y", a
// caption with the court and "DOCKET NO.:" in the right column, "ABC
// CORPORATIONS 1-10 (fictitious names)", counts under N.J.S.A. 56:8-2 and
// the Home Improvement Practices regulations, the notice to the Attorney
// General under N.J.S.A. 56:8-20, "JURY DEMAND", "DESIGNATION OF TRIAL
// COUNSEL" ("Pursuant to R. 4:25-4, X, Esq. is hereby designated as trial
// counsel"), "CERTIFICATION PURSUANT TO R. 4:5-1(b)(2)" ending "I certify
// that the foregoing statements made by me are true. I am aware that if any
// of the foregoing statements made by me are willfully false, I am subject
// to punishment.", "By: /s/" over the lawyer's name with "Dated:"); the
// homeowner's certification in support of the motion for partial summary
// judgment ("I, X, of full age, hereby certify as follows:", exhibits with
// dates, the same R. 1:4-4(b) closing, "Dated:" beside the signature); and
// the order ("THIS MATTER having been opened to the Court by X LLC,
// attorneys for plaintiffs ... (Y, Esq., appearing), on notice to Z, P.C.,
// attorneys for defendants (W, Esq., appearing)", "IT IS on this 14th day
// of February, 2025, ORDERED", "HON. X, J.S.C.", the "OPPOSED /
// UNOPPOSED" lines with the first marked).
// Conventions: both homeowners are plaintiffs; the homeowner who makes the
// certification is also its declarant; the company, its owner sued
// individually and "ABC Corporations 1-10" (one party under the caption's
// words, as fictitious defendants are) are defendants; every lawyer named
// in a block or appearing in the order is counsel, and counsel who
// certify under R. 4:5-1 are counsel only (as in deshmukh-v-kimball); the
// judge who signs "J.S.C." is the judge. The firms, the Attorney General,
// the borough construction official, the neighbour who recommended the
// contractor and the contractor's foreman named in the certification are
// no parties. The eCourts stamp's date is an event on each filing's first
// page only.
func init() { specs = append(specs, paek) }

func paek() matterSpec {
	const (
		cmpF  = "BER-L-004417-24 Complaint Jury Demand Designation.pdf"
		certF = "Certification of Hye-jin Paek in Support of Partial SJ.pdf"
		ordF  = "Order Granting Partial Summary Judgment 2025-02-14.pdf"
	)
	stamp := func(date, tm, tx string) string {
		return "BER-L-004417-24   " + date + " " + tm + "   Pg %d of %t   Trans ID: " + tx
	}
	firm := func(who ...string) block {
		lines := []string{"KAPLAN ROSARIO LLC"}
		lines = append(lines, who...)
		lines = append(lines, "25 Main Street, Suite 402", "Hackensack, New Jersey 07601", "(201) 555-0193",
			"Attorneys for Plaintiffs, Hye-jin Paek and Martin L. Sorensen")
		return ls(lines...)
	}
	capt := func(title ...string) block {
		right := append([]string{"SUPERIOR COURT OF NEW JERSEY", "LAW DIVISION: BERGEN COUNTY", "", "DOCKET NO.: BER-L-004417-24", "", "Civil Action", ""}, title...)
		return caption("", []string{
			"HYE-JIN PAEK and MARTIN L.",
			"SORENSEN,",
			"                    Plaintiffs,",
			"          v.",
			"PALISADES PREMIER REMODELING, LLC;",
			"ANTHONY V. SCARPELLI, individually;",
			"and ABC CORPORATIONS 1-10",
			"(fictitious names),",
			"                    Defendants.",
		}, right)
	}

	cmp := doc{name: cmpF, font: "Times", size: 10.5, unicode: true,
		header: stamp("06/12/2024", "3:41:07 PM", "LCV20241487552"),
		pages: []page{
			{
				firm("Sofia E. Rosario, Esq. (Attorney ID No. 031142009)", "Jared M. Kaplan, Esq. (Attorney ID No. 018872004)"),
				gap(),
				capt("COMPLAINT, JURY DEMAND,", "DESIGNATION OF TRIAL COUNSEL", "AND CERTIFICATIONS"),
				gap(),
				p("Plaintiffs Hye-jin Paek and Martin L. Sorensen, residing at 17-22 Saddle River Road, Fair Lawn, New Jersey 07410, by way of Complaint against Defendants, say:"),
				cb("THE PARTIES"),
				p("1. Plaintiffs are husband and wife and own the home at 17-22 Saddle River Road, Fair Lawn (the \"Home\")."),
				p("2. Defendant Palisades Premier Remodeling, LLC (\"Palisades\") is a New Jersey limited liability company with a place of business at 410 Grand Avenue, Englewood, New Jersey, that sells and performs home improvements."),
				p("3. Defendant Anthony V. Scarpelli is the sole member of Palisades, personally negotiated the contract with Plaintiffs, and directed the acts complained of."),
				p("4. Defendants ABC Corporations 1-10 are fictitious names for entities, presently unknown, that participated in the work or received Plaintiffs' funds."),
				cb("FACTS"),
				p("5. On September 8, 2023, Plaintiffs and Palisades signed a written contract for the renovation of the Home's kitchen and basement for $86,400 (the \"Contract\"). The Contract bore no home improvement contractor registration number, stated no start or completion date, and contained no notice of the three-day right to cancel."),
				p("6. At Scarpelli's insistence Plaintiffs paid a deposit of $43,200, one half of the price, on September 11, 2023, and a further $21,600 on October 16, 2023."),
				p("7. Palisades was not registered as a home improvement contractor with the Division of Consumer Affairs, as N.J.S.A. 56:8-138 requires, and pulled no construction permits. On November 20, 2023 the Borough of Fair Lawn issued a stop-work order. Defendants abandoned the job on December 1, 2023, leaving the kitchen gutted and the basement open to the foundation, and have refused to return any of the $64,800 paid."),
			},
			{
				cb("FIRST COUNT"),
				c("(Consumer Fraud Act, N.J.S.A. 56:8-1 et seq. - All Defendants)"),
				p("8. Defendants' acceptance of payment while unregistered, their failure to obtain permits, and the Contract's omissions each violate N.J.S.A. 56:8-136 et seq. and the Home Improvement Practices regulations, N.J.A.C. 13:45A-16.1 et seq., and are unlawful practices under N.J.S.A. 56:8-2."),
				p("9. Plaintiffs suffered an ascertainable loss of at least $64,800 as a result, plus the cost of correcting the incomplete work."),
				p("WHEREFORE, Plaintiffs demand judgment against Defendants, jointly and severally, for treble damages under N.J.S.A. 56:8-19, reasonable attorneys' fees, filing fees and costs, and such other relief as the Court deems just."),
				cb("SECOND COUNT"),
				c("(Breach of Contract - Palisades and ABC Corporations 1-10)"),
				p("10. Palisades breached the Contract by abandoning the work. Plaintiffs demand judgment for compensatory and consequential damages, interest and costs."),
				cb("NOTICE TO THE ATTORNEY GENERAL"),
				p("A copy of this Complaint will be mailed to the Attorney General of the State of New Jersey within ten days of its filing, pursuant to N.J.S.A. 56:8-20."),
				cb("JURY DEMAND"),
				p("Plaintiffs demand a trial by jury on all issues so triable."),
				cb("DESIGNATION OF TRIAL COUNSEL"),
				p("Pursuant to R. 4:25-4, Sofia E. Rosario, Esq. is hereby designated as trial counsel for Plaintiffs in this matter."),
			},
			{
				cb("CERTIFICATION PURSUANT TO R. 4:5-1(b)(2)"),
				p("I certify that the matter in controversy is not the subject of any other action pending in any court or of a pending arbitration proceeding, that no other action or arbitration proceeding is contemplated, and that I know of no other party who should be joined in this action at this time. I certify that the foregoing statements made by me are true. I am aware that if any of the foregoing statements made by me are willfully false, I am subject to punishment."),
				cb("CERTIFICATION PURSUANT TO R. 1:38-7(b)"),
				p("I certify that confidential personal identifiers have been redacted from documents now submitted to the court, and will be redacted from all documents submitted in the future in accordance with R. 1:38-7(b)."),
				gap(),
				ls("                                                  KAPLAN ROSARIO LLC",
					"                                                  Attorneys for Plaintiffs",
					"",
					"                                                  By: /s/ Sofia E. Rosario",
					"                                                        Sofia E. Rosario, Esq.",
					"Dated: June 11, 2024"),
			},
		}}

	cert := doc{name: certF, font: "Times", size: 10.5, unicode: true,
		header: stamp("01/10/2025", "4:12:33 PM", "LCV2025061278"),
		pages: []page{
			{
				firm("Jared M. Kaplan, Esq. (Attorney ID No. 018872004)"),
				gap(),
				capt("CERTIFICATION OF HYE-JIN PAEK", "IN SUPPORT OF PLAINTIFFS' MOTION", "FOR PARTIAL SUMMARY JUDGMENT"),
				gap(),
				p("I, HYE-JIN PAEK, of full age, hereby certify as follows:"),
				p("1. I am one of the Plaintiffs in this action, with my husband, Martin L. Sorensen. I make this certification from personal knowledge in support of our motion for partial summary judgment on liability under the First Count."),
				p("2. In August 2023 our neighbor, Gordon Achterberg, gave us the name of Palisades Premier Remodeling. Anthony Scarpelli came to our home on August 29, 2023, measured the kitchen and basement, and told us Palisades was \"fully licensed and insured.\""),
				p("3. We signed the Contract on September 8, 2023. A true copy is Exhibit A. It has no registration number and no date for starting or finishing the work. Nobody told us we could cancel within three days."),
				p("4. Mr. Scarpelli said he could not order cabinets without half the price up front. I paid $43,200 by check on September 11, 2023 and $21,600 by wire on October 16, 2023 (Exhibit B)."),
				p("5. Palisades' foreman, Ruben Ocasio, and two workers demolished the kitchen in October 2023. On November 20, 2023 the Borough's construction official posted a stop-work order on our door because no permit had been issued (Exhibit C)."),
				p("6. The last day anyone from Palisades came to the Home was December 1, 2023. I emailed Mr. Scarpelli on December 4, 2023 and December 18, 2023 asking when work would resume and for our money back (Exhibit D). He never answered."),
			},
			{
				p("7. On January 5, 2024 I searched the Division of Consumer Affairs' license verification site and found no registration for Palisades or for Mr. Scarpelli. The Division's certification of non-registration dated March 7, 2024 is Exhibit E."),
				p("8. We hired another contractor, who finished the work in May 2024 for $71,250 (Exhibit F)."),
				gap(),
				p("I certify that the foregoing statements made by me are true. I am aware that if any of the foregoing statements made by me are willfully false, I am subject to punishment."),
				gap(),
				ls("Dated: January 9, 2025                            /s/ Hye-jin Paek",
					"                                                  HYE-JIN PAEK"),
			},
		}}

	ord := doc{name: ordF, font: "Times", size: 10.5, unicode: true,
		header: stamp("02/14/2025", "3:07:45 PM", "LCV2025248810"),
		pages: []page{
			{
				firm("Jared M. Kaplan, Esq. (Attorney ID No. 018872004)"),
				gap(),
				capt("ORDER GRANTING PLAINTIFFS'", "MOTION FOR PARTIAL", "SUMMARY JUDGMENT"),
				gap(),
				p("THIS MATTER having been opened to the Court by Kaplan Rosario LLC, attorneys for plaintiffs Hye-jin Paek and Martin L. Sorensen (Sofia E. Rosario, Esq., appearing), on notice to DiNapoli Castellano, P.C., attorneys for defendants Palisades Premier Remodeling, LLC and Anthony V. Scarpelli (Frank J. DiNapoli, Esq., appearing), by way of motion for partial summary judgment pursuant to R. 4:46-2; and the Court having considered the moving papers, including the Certification of Hye-jin Paek, the opposition and the reply, and having heard the argument of counsel on February 14, 2025; and for the reasons placed on the record; and for good cause shown;"),
				p("IT IS on this 14th day of February, 2025, ORDERED as follows:"),
				p("1. Plaintiffs' motion for partial summary judgment is GRANTED as to liability on the First Count against defendants Palisades Premier Remodeling, LLC and Anthony V. Scarpelli, jointly and severally."),
				p("2. Plaintiffs' ascertainable loss, treble damages under N.J.S.A. 56:8-19 and reasonable attorneys' fees shall be determined at a proof hearing on March 28, 2025 at 9:00 a.m. Plaintiffs shall file a certification of services by March 14, 2025."),
				p("3. A copy of this Order shall be served upon all counsel of record within seven (7) days of the date hereof."),
				gap(),
				ls("                                                  /s/ Rosemarie T. Valderrama",
					"                                                  HON. ROSEMARIE T. VALDERRAMA, J.S.C."),
				gap(),
				ls("     X      OPPOSED",
					"   _____    UNOPPOSED"),
			},
		}}

	return matterSpec{
		name: "paek-v-palisades-premier", title: "Paek v. Palisades Premier Remodeling, LLC (N.J. Super. Ct. Law Div., Bergen County, BER-L-004417-24)", heldOut: true,
		firstSight: &Figures{PartyTruth: 10, PartyFound: 9, PartyCorrect: 9, EventTruth: 22, EventHits: 22, Grounded: 1}, // at d6a3f2a
		docs:       []doc{cmp, cert, ord},
		parties: []Party{
			{"Hye-jin Paek", "plaintiff"},
			{"Hye-jin Paek", "declarant"},
			{"Martin L. Sorensen", "plaintiff"},
			{"Palisades Premier Remodeling, LLC", "defendant"},
			{"Anthony V. Scarpelli", "defendant"},
			{"ABC Corporations 1-10", "defendant"}, // fictitious names
			{"Sofia E. Rosario", "counsel"},
			{"Jared M. Kaplan", "counsel"},
			{"Frank J. DiNapoli", "counsel"},
			{"Rosemarie T. Valderrama", "judge"},
		},
		events: []Event{
			{"2024-06-12", cmpF, 1}, // eCourts stamp
			{"2023-09-08", cmpF, 1},
			{"2023-09-11", cmpF, 1},
			{"2023-10-16", cmpF, 1},
			{"2023-11-20", cmpF, 1},
			{"2023-12-01", cmpF, 1},
			{"2024-06-11", cmpF, 3},
			{"2025-01-10", certF, 1}, // eCourts stamp
			{"2023-08-29", certF, 1},
			{"2023-09-08", certF, 1},
			{"2023-09-11", certF, 1},
			{"2023-10-16", certF, 1},
			{"2023-11-20", certF, 1},
			{"2023-12-01", certF, 1},
			{"2023-12-04", certF, 1},
			{"2023-12-18", certF, 1},
			{"2024-01-05", certF, 2},
			{"2024-03-07", certF, 2},
			{"2025-01-09", certF, 2},
			{"2025-02-14", ordF, 1},
			{"2025-03-28", ordF, 1},
			{"2025-03-14", ordF, 1},
		},
	}
}
