package samples

// DEV SET (held out at first sight): a debt action in the Court of King's
// Bench of Alberta (Judicial Centre of Calgary): a millwork supplier sues
// the home builder that stopped paying and the builder's director, who
// guaranteed the account, and settles on its summary judgment application
// by a consent order. Each document opens with the Alberta form's heading
// table (the form number and rule at the top right, "Form 10 [Rule
// 3.25]", the clerk's digital filing stamp "CLERK OF THE COURT / FILED
// DIGITALLY / 2401 04417 / Mar 4, 2024 / 10:12 AM", then labels at the
// left and values at the right: "COURT FILE NUMBER", "COURT", "JUDICIAL
// CENTRE", "PLAINTIFF", "DEFENDANTS" with the two defendants over two
// lines joined by "and", "DOCUMENT", "ADDRESS FOR SERVICE AND CONTACT
// INFORMATION OF PARTY FILING THIS DOCUMENT" with the firm, "Attention:"
// and the lawyers, telephone, email and file number). The statement of
// claim on Form 10 ("NOTICE TO DEFENDANT(S) / You are being sued. You are
// a defendant.", "Note: State below only facts and not evidence (Rule
// 13.6)", "Statement of facts relied on:", "Remedy sought:", the closing
// notice with its time limits and "WARNING"); the statement of defence on
// Form 11 (admissions and denials by paragraph, the builder's site
// superintendent and a tile contractor named in the facts, the guarantor's
// defence under the Guarantees Acknowledgment Act, "Any matters that
// defeat the claim of the plaintiff:"); the supplier's president's
// affidavit on Form 49 ("I, X, of the City of Calgary, in the Province of
// Alberta, SWEAR AND SAY THAT:", the lawyer who certified the guarantee
// named, exhibits "A" to "C", the jurat in two columns ruled with ")":
// "SWORN BEFORE ME at the City of Calgary ... this 22nd day of April,
// 2024" over the commissioner's signature, "A Commissioner for Oaths in
// and for Alberta", her name, "Student-at-Law" and her commission's
// expiry, the deponent's name in capitals at the right; the exhibit stamp
// "This is Exhibit "C" referred to in the Affidavit of X sworn before me
// this 22nd day of April, 2024" over a statement of account with ISO
// dates); and the consent order (the heading table with "DATE ON WHICH
// ORDER WAS PRONOUNCED:", "LOCATION WHERE ORDER WAS PRONOUNCED:", "NAME OF
// JUSTICE WHO MADE THIS ORDER: The Honourable Justice R. T. Hnatiuk",
// "UPON the application of ... AND UPON reading the Affidavit of X sworn
// ...", "IT IS HEREBY ORDERED THAT:", an unnamed signature line over
// "Justice of the Court of King's Bench of Alberta", "CONSENTED TO BY:"
// with each firm, "Per:" and the lawyer side by side).
// Conventions: the supplier is the plaintiff, the builder and its director
// defendants; the lawyers named in the address-for-service boxes and who
// sign the consent are counsel (the plaintiff's associate named after
// "Attention:" beside the partner too); the president who swears the
// affidavit is its declarant; the justice named in the order's heading is
// the judge, keyed by the name printed ("R. T. Hnatiuk"). The commissioner
// for oaths (a student-at-law), the lawyer who certified the guarantee,
// the site superintendent, the tile contractor, the clerk and the firms
// are no parties. The clerk's stamp date is an event on each filing's
// first page; the commissioner's commission expiry is no event; every
// other date printed (the statement of account's ISO dates too) is an
// event on its page.
func init() { specs = append(specs, prairieSummit) }

func prairieSummit() matterSpec {
	const (
		socF = "2401-04417 Statement of Claim.pdf"
		sodF = "2401-04417 Statement of Defence.pdf"
		affF = "Affidavit of Wendell J. Kowalchuk sworn 22 April 2024.pdf"
		ordF = "2401-04417 Consent Order 18 June 2024.pdf"
	)
	plAddr := []string{
		"Torrance Bekkering LLP",
		"Barristers and Solicitors",
		"3100, 450 - 1 Street SW",
		"Calgary, Alberta  T2P 5H1",
		"Attention:  Harjit S. Brar / Élise M. Paquette",
		"Telephone:  (403) 555-0182",
		"Email:  hbrar@torrancebekkering.ca",
		"File No.:  24-0331",
	}
	dfAddr := []string{
		"Whyte Ferrier LLP",
		"Barristers and Solicitors",
		"1900, 639 - 5 Avenue SW",
		"Calgary, Alberta  T2P 0M9",
		"Attention:  Callum R. Desjarlais",
		"Telephone:  (403) 555-0126",
		"Email:  cdesjarlais@whyteferrier.ca",
		"File No.:  70412-0006",
	}
	heading := func(form, filed, document string, addr []string, extra ...[2]string) []block {
		left := []string{"COURT FILE NUMBER", "", "COURT", "", "JUDICIAL CENTRE", "", "PLAINTIFF", "", "DEFENDANTS", "", "", "DOCUMENT", ""}
		right := []string{"2401-04417", "", "COURT OF KING'S BENCH OF ALBERTA", "", "CALGARY", "", "PRAIRIE SUMMIT MILLWORK LTD.", "", "BOWRIVER HOMES INC. and", "GRAEME ALISTAIR LOCHHEAD", "", document, ""}
		for _, e := range extra {
			left = append(left, e[0], "")
			right = append(right, e[1], "")
		}
		left = append(left, "ADDRESS FOR SERVICE AND", "CONTACT INFORMATION OF", "PARTY FILING THIS", "DOCUMENT")
		right = append(right, addr...)
		var b []block
		if form != "" {
			b = append(b, small(r(form), 8.5))
		}
		if filed != "" {
			b = append(b, small(r("CLERK OF THE COURT\nFILED DIGITALLY\n2401 04417\n"+filed), 8))
		}
		return append(b, gap(), small(caption("", left, right), 9.5), gap())
	}

	soc := doc{name: socF, font: "Helvetica", size: 10, unicode: true,
		footer: "Statement of Claim - Page %d of %t",
		pages: []page{
			append(heading("Form 10\n[Rule 3.25]", "Mar 4, 2024\n10:12 AM", "STATEMENT OF CLAIM", plAddr),
				cb("NOTICE TO DEFENDANT(S)"),
				l("You are being sued. You are a defendant."),
				l("Go to the end of this document to see what you can do and when you must do it."),
			),
			{
				small(l("Note: State below only facts and not evidence (Rule 13.6)"), 9), gap(),
				cb("Statement of facts relied on:"), gap(),
				p("1. The Plaintiff, Prairie Summit Millwork Ltd. (\"Prairie Summit\"), is a corporation registered under the laws of Alberta that manufactures and installs custom cabinetry and millwork in Calgary."),
				p("2. The Defendant Bowriver Homes Inc. (\"Bowriver\") is a corporation registered under the laws of Alberta that builds residential homes in and around Calgary."),
				p("3. The Defendant Graeme Alistair Lochhead (\"Lochhead\") resides in the Town of Cochrane, Alberta, and is the sole director of Bowriver."),
				p("4. By a written supply and installation agreement dated May 15, 2023 (the \"Agreement\"), Bowriver engaged Prairie Summit to supply and install kitchen cabinetry, vanities and interior millwork in 14 homes in Phase 2 of the Sage Hollow development for $412,880.00 plus GST, payable within 30 days of each monthly invoice."),
				p("5. By a written guarantee dated May 15, 2023 (the \"Guarantee\"), Lochhead unconditionally guaranteed payment of all amounts owing by Bowriver to Prairie Summit under the Agreement."),
				p("6. Prairie Summit performed the work between June 5, 2023 and November 30, 2023. Bowriver's site superintendent signed a completion sheet for each home. Prairie Summit invoiced Bowriver monthly, for a total of $433,524.00 including GST."),
				p("7. Bowriver paid $246,073.40 and has failed to pay the balance of $187,450.60 (the \"Debt\"), despite written demand made on Bowriver and Lochhead on January 12, 2024."),
				p("8. The Agreement provides for interest on overdue accounts at 1.5% per month. Lochhead is liable under the Guarantee for the Debt and interest."),
				gap(),
				cb("Remedy sought:"), gap(),
				p("9. The Plaintiff seeks, against the Defendants jointly and severally: (a) judgment in the amount of $187,450.60; (b) interest under the Agreement or, alternatively, under the Judgment Interest Act, RSA 2000, c J-1; (c) costs; and (d) such further relief as this Honourable Court considers just."),
			},
			{
				cb("NOTICE TO THE DEFENDANT(S)"), gap(),
				p("You only have a short time to do something to defend yourself against this claim:"),
				ls("     20 days if you are served in Alberta",
					"     1 month if you are served outside Alberta but in Canada",
					"     2 months if you are served outside Canada."),
				gap(),
				p("You can respond by filing a statement of defence or a demand for notice in the office of the clerk of the Court of King's Bench at Calgary, Alberta, AND serving your statement of defence or a demand for notice on the plaintiff's address for service."),
				cb("WARNING"),
				p("If you do not file and serve a statement of defence or a demand for notice within your time period, you risk losing the law suit automatically. If you do not file, or do not serve, or are late in doing either of these things, a court may give a judgment to the plaintiff against you."),
			},
		}}

	sod := doc{name: sodF, font: "Helvetica", size: 10, unicode: true,
		footer: "Statement of Defence - Page %d of %t",
		pages: []page{
			append(heading("Form 11\n[Rule 3.31]", "Apr 2, 2024\n3:47 PM", "STATEMENT OF DEFENCE", dfAddr),
				small(l("Note: State below only facts and not evidence (Rule 13.6)"), 9), gap(),
				cb("Statement of facts relied on:"), gap(),
				p("1. The Defendants admit paragraphs 1, 2, 3 and 4 of the Statement of Claim."),
			),
			{
				p("2. The Defendants deny that Prairie Summit performed the work in accordance with the Agreement. Cabinetry installed in five of the homes was out of level, and the countertops set on it cracked. Bowriver retained Kodiak Stone & Tile Ltd. to remove, reset and replace the countertops and paid it $61,220.00 on February 9, 2024."),
				p("3. The completion sheets referred to in paragraph 6 of the Statement of Claim were signed by Bowriver's site superintendent, Tyler Gauthier, only to confirm that materials had been delivered, not to accept the work."),
				p("4. The Defendants admit that Bowriver has not paid $187,450.60 of the amounts invoiced, and say that Bowriver withheld payment because of the deficiencies and the costs described in paragraph 2."),
				p("5. Lochhead admits signing the Guarantee on or about May 15, 2023, but says that the Guarantee has no effect because the certificate required by section 3 of the Guarantees Acknowledgment Act, RSA 2000, c G-11, was not completed by a lawyer after the lawyer had examined him apart from the Plaintiff."),
				gap(),
				cb("Any matters that defeat the claim of the plaintiff:"), gap(),
				p("6. Bowriver is entitled to set off against any amount owing the $61,220.00 it paid to remedy Prairie Summit's deficient work, and its additional supervision costs."),
				p("7. The interest rate claimed is not payable, because no invoice stated it as required by the Interest Act, RSC 1985, c I-15, section 4."),
				gap(),
				cb("Remedy sought:"), gap(),
				p("8. The Defendants ask that the action be dismissed as against Lochhead, that any judgment against Bowriver be reduced by the amounts set off, and that the Plaintiff pay the Defendants' costs."),
			},
		}}

	aff := doc{name: affF, font: "Helvetica", size: 10, unicode: true,
		pages: []page{
			append(heading("Form 49\n[Rule 13.19]", "Apr 24, 2024\n11:28 AM", "AFFIDAVIT", plAddr),
				cb("AFFIDAVIT OF WENDELL J. KOWALCHUK"),
				c("Sworn on April 22, 2024"), gap(),
				l("I, Wendell J. Kowalchuk, of the City of Calgary, in the Province of Alberta, SWEAR AND SAY THAT:"), gap(),
				p("1. I am the President of the Plaintiff, Prairie Summit Millwork Ltd. (\"Prairie Summit\"), and as such have personal knowledge of the matters deposed to in this affidavit, except where stated to be based on information and belief, in which case I believe them to be true."),
			),
			{
				p("2. Attached as Exhibit \"A\" is a true copy of the supply and installation agreement between Prairie Summit and Bowriver Homes Inc. (\"Bowriver\") dated May 15, 2023."),
				p("3. Attached as Exhibit \"B\" is a true copy of the guarantee of Graeme Alistair Lochhead dated May 15, 2023, with the certificate under the Guarantees Acknowledgment Act. I am informed by Mr. Lochhead's own email to me of May 17, 2023, and believe, that he signed the guarantee before his lawyer, Oren D. Blatchford, of Airdrie, Alberta, on May 16, 2023, and that Mr. Blatchford completed the certificate that day."),
				p("4. Prairie Summit completed its work in each of the 14 homes by November 30, 2023. Attached as Exhibit \"C\" is a true copy of Prairie Summit's statement of account for Bowriver as at April 15, 2024, which shows a balance owing of $187,450.60."),
				p("5. The countertops referred to in the Statement of Defence were not within Prairie Summit's scope of work. They were supplied and installed by Kodiak Stone & Tile Ltd. under its own contract with Bowriver. No deficiency in Prairie Summit's work was ever reported to me before the Statement of Defence was served on April 2, 2024."),
				p("6. I swear this affidavit in support of the Plaintiff's application for summary judgment and for no improper purpose."),
				gap(),
				caption(")", []string{
					"SWORN BEFORE ME at the City of Calgary,",
					"in the Province of Alberta, this 22nd day",
					"of April, 2024.",
					"",
					"/s/ Priyanka D. Grewal",
					"_____________________________________",
					"A Commissioner for Oaths in and for Alberta",
					"Priyanka D. Grewal",
					"Student-at-Law",
					"My Commission Expires June 30, 2026",
				}, []string{
					"",
					"",
					"",
					"",
					"/s/ Wendell J. Kowalchuk",
					"______________________________",
					"WENDELL J. KOWALCHUK",
				}),
			},
			{
				c("This is Exhibit \"C\" referred to in the Affidavit of"),
				c("WENDELL J. KOWALCHUK"),
				c("sworn before me this 22nd day of April, 2024."), gap(),
				c("/s/ Priyanka D. Grewal"),
				c("_____________________________________"),
				c("A Commissioner for Oaths in and for Alberta"), gap(), gap(),
				cb("PRAIRIE SUMMIT MILLWORK LTD."),
				c("STATEMENT OF ACCOUNT"), gap(),
				ls("Customer:   Bowriver Homes Inc.",
					"Project:      Sage Hollow, Phase 2 (14 homes)",
					"As at:         2024-04-15"),
				gap(),
				ls("Date              Reference          Description                               Charges            Payments",
					"2023-07-31     INV-23-1187       Millwork, Lots 1-3                       96,390.00",
					"2023-08-31     INV-23-1242       Millwork, Lots 4-6                     104,580.00",
					"2023-09-15     PMT                   Payment - cheque 20418                                         96,390.00",
					"2023-09-29     INV-23-1309       Millwork, Lots 7-9                       88,725.00",
					"2023-10-20     PMT                   Payment - EFT                                                      104,580.00",
					"2023-10-31     INV-23-1371       Millwork, Lots 10-12                     79,464.00",
					"2023-11-30     INV-23-1436       Millwork, Lots 13-14                     64,365.00",
					"2023-12-22     PMT                   Payment - EFT                                                        45,103.40",
					"",
					"                                                                          Totals          433,524.00        246,073.40",
					"                                                                          BALANCE OWING                   187,450.60"),
				gap(),
				small(l("All amounts include GST (Registration No. 81422 7716 RT0001). Overdue accounts bear interest at 1.5% per month."), 8.5),
			},
		}}

	ord := doc{name: ordF, font: "Helvetica", size: 10, unicode: true,
		pages: []page{
			append(heading("", "Jun 18, 2024\n2:56 PM", "CONSENT ORDER", plAddr,
				[2]string{"DATE ON WHICH ORDER WAS PRONOUNCED:", "June 18, 2024"},
				[2]string{"LOCATION WHERE ORDER WAS PRONOUNCED:", "Calgary Courts Centre, Calgary, Alberta"},
				[2]string{"NAME OF JUSTICE WHO MADE THIS ORDER:", "The Honourable Justice R. T. Hnatiuk"}),
				p("UPON the application of the Plaintiff for summary judgment filed April 24, 2024; AND UPON reading the Affidavit of Wendell J. Kowalchuk sworn April 22, 2024 and the pleadings; AND UPON noting the consent of the parties, as evidenced by the signatures of their counsel below;"),
				cb("IT IS HEREBY ORDERED THAT:"),
				p("1. Judgment is granted in favour of the Plaintiff against the Defendant Bowriver Homes Inc. (\"Bowriver\") in the amount of $172,000.00, inclusive of interest and costs."),
			),
			{
				p("2. Bowriver shall pay $86,000.00 on or before July 15, 2024 and $86,000.00 on or before September 16, 2024, and the Plaintiff shall not enforce this judgment while those payments are made when due."),
				p("3. If either payment is not made when due, the Plaintiff may, on filing an affidavit of default, enforce this judgment for $187,450.60 with interest under the Judgment Interest Act, RSA 2000, c J-1, less any payments made."),
				p("4. The action against the Defendant Graeme Alistair Lochhead is dismissed, without costs."),
				p("5. There shall be no further costs of the action or of the application."),
				gap(), gap(),
				ls("                                                                  _______________________________________",
					"                                                                  Justice of the Court of King's Bench of Alberta"),
				gap(), gap(),
				l("CONSENTED TO BY:"), gap(),
				caption("", []string{
					"TORRANCE BEKKERING LLP",
					"",
					"Per:  /s/ Harjit S. Brar",
					"        Harjit S. Brar",
					"        Counsel for the Plaintiff",
				}, []string{
					"WHYTE FERRIER LLP",
					"",
					"Per:  /s/ Callum R. Desjarlais",
					"        Callum R. Desjarlais",
					"        Counsel for the Defendants",
				}),
			},
		}}

	return matterSpec{
		name: "prairie-summit-v-bowriver", title: "Prairie Summit Millwork Ltd. v. Bowriver Homes Inc. and Graeme Alistair Lochhead (Alta. K.B., Calgary, No. 2401-04417)", heldOut: true,
		firstSight: &Figures{PartyTruth: 8, PartyFound: 11, PartyCorrect: 7, EventTruth: 32, EventHits: 31, Grounded: 1}, // at c3a4ca8
		docs:       []doc{soc, sod, aff, ord},
		parties: []Party{
			{"Prairie Summit Millwork Ltd.", "plaintiff"},
			{"Bowriver Homes Inc.", "defendant"},
			{"Graeme Alistair Lochhead", "defendant"},
			{"Harjit S. Brar", "counsel"},
			{"Élise M. Paquette", "counsel"}, // named after "Attention:" beside the partner
			{"Callum R. Desjarlais", "counsel"},
			{"Wendell J. Kowalchuk", "declarant"},
			{"R. T. Hnatiuk", "judge"}, // named in the consent order's heading table
		},
		events: []Event{
			{"2024-03-04", socF, 1},
			{"2023-05-15", socF, 2},
			{"2023-06-05", socF, 2},
			{"2023-11-30", socF, 2},
			{"2024-01-12", socF, 2},
			{"2024-04-02", sodF, 1},
			{"2024-02-09", sodF, 2},
			{"2023-05-15", sodF, 2},
			{"2024-04-24", affF, 1},
			{"2024-04-22", affF, 1},
			{"2023-05-15", affF, 2},
			{"2023-05-17", affF, 2},
			{"2023-05-16", affF, 2},
			{"2023-11-30", affF, 2},
			{"2024-04-15", affF, 2},
			{"2024-04-02", affF, 2},
			{"2024-04-22", affF, 2},
			{"2024-04-22", affF, 3},
			{"2024-04-15", affF, 3},
			{"2023-07-31", affF, 3},
			{"2023-08-31", affF, 3},
			{"2023-09-15", affF, 3},
			{"2023-09-29", affF, 3},
			{"2023-10-20", affF, 3},
			{"2023-10-31", affF, 3},
			{"2023-11-30", affF, 3},
			{"2023-12-22", affF, 3},
			{"2024-06-18", ordF, 1},
			{"2024-04-24", ordF, 1},
			{"2024-04-22", ordF, 1},
			{"2024-07-15", ordF, 2},
			{"2024-09-16", ordF, 2},
		},
	}
}
