package sealed

import "pramaan/brief/truth"

// A guaranty action in the New York Supreme Court, Commercial Division, by
// motion for summary judgment in lieu of complaint (CPLR 3213): the county
// clerk's NYSCEF stamp atop every page ("FILED: NEW YORK COUNTY CLERK ...",
// "INDEX NO.", "NYSCEF DOC. NO.", "RECEIVED NYSCEF:"), a "-----x" caption
// with "-against-", the summons with notice of motion, the lender's
// affirmation under CPLR 2106 ("I affirm this ... under the penalties of
// perjury"), the guarantor's affirmation in opposition, and the decision
// and order on the court's form (motion sequence, the NYSCEF documents
// "read on this motion", "CHECK ONE:" boxes, "J.S.C.").
func init() { specs = append(specs, verdant) }

func verdant() spec {
	capt := func(title string) []block {
		return with([]block{cb("SUPREME COURT OF THE STATE OF NEW YORK"), cb("COUNTY OF NEW YORK"), l("---------------------------------------------------------------x")},
			caption("", []string{"VERDANT HARBOR CAPITAL PARTNERS LP,", "", "                         Plaintiff,", "", "          -against-", "", "ORCHID LANE HOSPITALITY GROUP LLC and", "SEBASTIAN K. ULLRICH,", "", "                         Defendants."},
				[]string{"Index No. 651873/2024", "", title}),
			[]block{l("---------------------------------------------------------------x"), gap()})
	}
	stampHdr := func(doc string, date string) (string, string) {
		return "FILED: NEW YORK COUNTY CLERK " + date + "                    INDEX NO. 651873/2024",
			"NYSCEF DOC. NO. " + doc + "                                   RECEIVED NYSCEF: " + date[:10]
	}

	h1, h2 := stampHdr("1", "03/14/2024 04:12 PM")
	summons := doc{name: "NYSCEF 1 Summons with Notice of Motion.pdf", font: "Times", size: 11.5, header: h1, header2: h2,
		pages: []page{
			with(capt("SUMMONS WITH NOTICE OF MOTION\nFOR SUMMARY JUDGMENT IN LIEU\nOF COMPLAINT"), []block{
				p("Plaintiff designates New York County as the place of trial. The basis of venue is CPLR 501 and the forum selection clause in Section 18 of the Guaranty."),
				lb("TO THE ABOVE-NAMED DEFENDANTS:"),
				p("YOU ARE HEREBY SUMMONED to answer the motion for summary judgment in lieu of complaint, with the supporting papers served herewith, by serving answering papers on the plaintiff's attorneys."),
				p("PLEASE TAKE NOTICE that, upon the Affirmation of Celia Montford dated March 12, 2024 and the exhibits annexed to it, plaintiff will move this Court at the Motion Submission Part, Room 130, 60 Centre Street, New York, New York, on May 2, 2024 at 9:30 a.m., for an order under CPLR 3213 granting summary judgment against defendants in the amount of $6,250,000, with contractual interest from January 8, 2024, and attorneys' fees."),
				p("Answering papers, if any, are required to be served at least seven days before the return date."),
			}),
			{
				ls("Dated: New York, New York", "       March 14, 2024", "",
					"                                   PRZYBYLSKI & CHO LLP", "",
					"                                   By: /s/ Miriam T. Cho", "                                       Miriam T. Cho", "                                       Adam Przybylski",
					"                                   One Liberty Plaza, 35th Floor", "                                   New York, New York 10006", "                                   (212) 555-0190 | mcho@pcllp.com",
					"                                   Attorneys for Plaintiff", "",
					"TO:", "ORCHID LANE HOSPITALITY GROUP LLC", "c/o Registered Agents of Gotham Inc.", "99 Wall Street, Suite 1200", "New York, New York 10005", "",
					"SEBASTIAN K. ULLRICH", "200 East 62nd Street, Apt. 14B", "New York, New York 10065"),
			},
		}}

	a1, a2 := stampHdr("3", "03/14/2024 04:12 PM")
	affirm := doc{name: "NYSCEF 3 Affirmation of Celia Montford.pdf", font: "Times", size: 11.5, header: a1, header2: a2,
		pages: []page{
			with(capt("AFFIRMATION IN SUPPORT"), []block{
				p("CELIA MONTFORD, under CPLR 2106, affirms as follows:"),
				p("1. I am a Managing Director of plaintiff Verdant Harbor Capital Partners LP (\"Verdant\" or \"Lender\"). I make this affirmation from my personal knowledge and from Verdant's business records."),
				p("2. Under a Loan Agreement dated as of June 30, 2022, Verdant lent $6,250,000 to defendant Orchid Lane Hospitality Group LLC (\"Borrower\") to renovate a hotel at 118 West 28th Street. The loan matured on December 31, 2023."),
				p("3. Defendant Sebastian K. Ullrich (\"Guarantor\"), Borrower's managing member, executed an Absolute and Unconditional Guaranty of Payment dated June 30, 2022 (the \"Guaranty\")."),
			}),
			{
				p("4. Borrower did not repay the loan at maturity. On January 8, 2024, Verdant sent Borrower and Guarantor a notice of default and demand for payment. No payment has been made."),
				p("I affirm this 12th day of March, 2024, under the penalties of perjury under the laws of New York, which may include a fine or imprisonment, that the foregoing is true, and I understand that this document may be filed in an action or proceeding in a court of law."),
				ls("", "                                        /s/ Celia Montford", "                                        Celia Montford"),
			},
		}}

	o1, o2 := stampHdr("11", "04/25/2024 06:48 PM")
	opp := doc{name: "NYSCEF 11 Affirmation of Sebastian K. Ullrich in Opposition.pdf", font: "Times", size: 11.5, header: o1, header2: o2,
		pages: []page{
			with(capt("AFFIRMATION IN OPPOSITION"), []block{
				p("SEBASTIAN K. ULLRICH affirms under CPLR 2106:"),
				p("1. I am a defendant and the managing member of defendant Orchid Lane Hospitality Group LLC. I submit this affirmation in opposition to plaintiff's motion."),
				p("2. On November 20, 2023, Verdant's Ms. Montford told me on a call that Verdant would extend the maturity date to June 30, 2024 if we paid a $125,000 extension fee. We wired the fee on December 1, 2023. Verdant kept the fee and then declared a default."),
				p("3. That oral agreement, and Verdant's acceptance of the fee, raise triable issues of fact that defeat summary judgment."),
				p("I affirm this 25th day of April, 2024, under the penalties of perjury under the laws of New York, which may include a fine or imprisonment, that the foregoing is true, and I understand that this document may be filed in an action or proceeding in a court of law."),
				ls("                                        /s/ Sebastian K. Ullrich", "",
					"FERRUCCI LAW GROUP PLLC, by Lorenzo P. Ferrucci, 405 Lexington Avenue, New York, NY 10174, Attorneys for Defendants"),
			}),
		}}

	d1, d2 := stampHdr("19", "09/06/2024 10:31 AM")
	decision := doc{name: "NYSCEF 19 Decision and Order on Motion.pdf", font: "Helvetica", size: 9.5, header: d1, header2: d2,
		footer: "651873/2024 VERDANT HARBOR CAPITAL PARTNERS LP vs. ORCHID LANE HOSPITALITY GROUP LLC ET AL   Page %d of %t", footer2: "Motion No. 001",
		pages: []page{
			{
				cb("SUPREME COURT OF THE STATE OF NEW YORK"), cb("NEW YORK COUNTY"), gap(),
				row([]float64{0.5, 0.5}, "PRESENT: HON. ANDREA L. FENWICK", "PART 48"), row([]float64{0.5, 0.5}, "Justice", ""), rule(),
				row([]float64{0.55, 0.45}, "VERDANT HARBOR CAPITAL PARTNERS LP,\n                    Plaintiff,\n          - v -\nORCHID LANE HOSPITALITY GROUP LLC, SEBASTIAN K.\nULLRICH,\n                    Defendants.", "INDEX NO. 651873/2024\n\nMOTION DATE 05/02/2024\n\nMOTION SEQ. NO. 001\n\nDECISION + ORDER ON MOTION"),
				rule(),
				p("The following e-filed documents, listed by NYSCEF document number (Motion 001) 1, 2, 3, 4, 5, 11, 12, 15 were read on this motion to/for SUMMARY JUDGMENT (IN LIEU OF COMPLAINT)."),
				p("Plaintiff established its prima facie entitlement to judgment by the Guaranty, which is an instrument for the payment of money only, and by proof of the Borrower's default. In opposition, the Guarantor asserts an oral extension said to have been made on November 20, 2023. Section 14 of the Guaranty bars any oral modification, and the Guaranty waives every defense other than payment. The alleged payment of an extension fee on December 1, 2023 does not unequivocally refer to an extension and is not partial performance. No triable issue is raised."),
				p("Accordingly, it is ORDERED that the motion is GRANTED as against defendant Sebastian K. Ullrich, and the Clerk is directed to enter judgment in favor of plaintiff against him in the amount of $6,250,000, with interest at the contract default rate from January 8, 2024, together with costs and disbursements; and it is further ORDERED that the issue of attorneys' fees is referred to a Special Referee."),
				ls("", "9/5/2024", "DATE                                              ANDREA L. FENWICK, J.S.C.", "",
					"CHECK ONE:              [ ] CASE DISPOSED          [X] NON-FINAL DISPOSITION",
					"                        [X] GRANTED   [ ] DENIED   [ ] GRANTED IN PART   [ ] OTHER",
					"APPLICATION:            [ ] SETTLE ORDER           [ ] SUBMIT ORDER",
					"CHECK IF APPROPRIATE:   [ ] INCLUDES TRANSFER/REASSIGN  [ ] FIDUCIARY APPOINTMENT  [X] REFERENCE"),
			},
		}}

	return spec{
		name: "verdant-harbor-v-orchid-lane", title: "Verdant Harbor Capital Partners LP v. Orchid Lane Hospitality Group LLC (N.Y. Sup. Ct., N.Y. County, Index No. 651873/2024)",
		firstSight: &truth.Figures{PartyTruth: 9, PartyFound: 8, PartyCorrect: 4, EventTruth: 20, EventHits: 20, Grounded: 1}, // at commit 3baf5b3
		docs:       []doc{summons, affirm, opp, decision},
		parties: []truth.Party{
			{Name: "Verdant Harbor Capital Partners LP", Role: "plaintiff"},
			{Name: "Orchid Lane Hospitality Group LLC", Role: "defendant"},
			{Name: "Sebastian K. Ullrich", Role: "defendant"},
			{Name: "Sebastian K. Ullrich", Role: "declarant"},
			{Name: "Celia Montford", Role: "declarant"},
			{Name: "Miriam T. Cho", Role: "counsel"},
			{Name: "Adam Przybylski", Role: "counsel"},
			{Name: "Lorenzo P. Ferrucci", Role: "counsel"},
			{Name: "Andrea L. Fenwick", Role: "judge"},
		},
		events: []truth.Event{
			{Date: "2024-03-14", File: "NYSCEF 1 Summons with Notice of Motion.pdf", Page: 1},
			{Date: "2024-03-12", File: "NYSCEF 1 Summons with Notice of Motion.pdf", Page: 1},
			{Date: "2024-05-02", File: "NYSCEF 1 Summons with Notice of Motion.pdf", Page: 1},
			{Date: "2024-01-08", File: "NYSCEF 1 Summons with Notice of Motion.pdf", Page: 1},
			{Date: "2024-03-14", File: "NYSCEF 1 Summons with Notice of Motion.pdf", Page: 2},
			{Date: "2024-03-14", File: "NYSCEF 3 Affirmation of Celia Montford.pdf", Page: 1},
			{Date: "2022-06-30", File: "NYSCEF 3 Affirmation of Celia Montford.pdf", Page: 1},
			{Date: "2023-12-31", File: "NYSCEF 3 Affirmation of Celia Montford.pdf", Page: 1},
			{Date: "2024-01-08", File: "NYSCEF 3 Affirmation of Celia Montford.pdf", Page: 2},
			{Date: "2024-03-12", File: "NYSCEF 3 Affirmation of Celia Montford.pdf", Page: 2},
			{Date: "2024-04-25", File: "NYSCEF 11 Affirmation of Sebastian K. Ullrich in Opposition.pdf", Page: 1},
			{Date: "2023-11-20", File: "NYSCEF 11 Affirmation of Sebastian K. Ullrich in Opposition.pdf", Page: 1},
			{Date: "2024-06-30", File: "NYSCEF 11 Affirmation of Sebastian K. Ullrich in Opposition.pdf", Page: 1},
			{Date: "2023-12-01", File: "NYSCEF 11 Affirmation of Sebastian K. Ullrich in Opposition.pdf", Page: 1},
			{Date: "2024-09-06", File: "NYSCEF 19 Decision and Order on Motion.pdf", Page: 1},
			{Date: "2024-05-02", File: "NYSCEF 19 Decision and Order on Motion.pdf", Page: 1},
			{Date: "2023-11-20", File: "NYSCEF 19 Decision and Order on Motion.pdf", Page: 1},
			{Date: "2023-12-01", File: "NYSCEF 19 Decision and Order on Motion.pdf", Page: 1},
			{Date: "2024-01-08", File: "NYSCEF 19 Decision and Order on Motion.pdf", Page: 1},
			{Date: "2024-09-05", File: "NYSCEF 19 Decision and Order on Motion.pdf", Page: 1},
		},
	}
}
