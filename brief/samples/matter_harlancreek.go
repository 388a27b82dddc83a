package samples

// DEV SET (held out at first sight): a Chapter 7 trustee's sale of the
// debtor's plant free and clear of liens in the Northern District of Ohio
// (Akron). The court's ECF stamp atop each filed page ("24-51237-amk Doc
// 41 FILED 09/16/24 ENTERED 09/16/24 14:22:10 Page 1 of 3"); the
// trustee's motion under 11 U.S.C. 363(b) and (f) ("In re: / X, / Debtor."
// beside "Case No.", "Chapter 7", "Judge X"; the petition date, the
// purchase agreement with the buyer, the mortgage holder's lien and the
// broker, "WHEREFORE", counsel's signature block with the Ohio
// registration number, "Counsel for Marcia L. Oberholtzer, Chapter 7
// Trustee"); the notice of motion and opportunity for hearing (the
// objection deadline and the hearing's date, courtroom and building, the
// certificate of service with "Via ECF" and "Via regular U.S. Mail" lists);
// the mortgage holder's limited objection signed by its counsel; and the
// order approving the sale in the district's form (the signature box at
// the top, "IT IS SO ORDERED.", "Dated: 11:02 AM October 16, 2024", the
// judge's name over "United States Bankruptcy Judge", findings lettered,
// "# # #", "Submitted by:").
// Conventions: the debtor is a party; the Chapter 7 trustee who moves is
// the petitioner (as a movant is in the castillo matter); the creditor
// that objects is a party (as objecting creditors are in the Chapter 11
// matters); the buyer, not a party to the case but the one the sale binds,
// is a third party; the lawyers who sign for the trustee and the creditor
// are counsel; the bankruptcy judge is the judge. The broker, the United
// States Trustee (only served, unnamed) and the clerk are no parties.
func init() { specs = append(specs, harlanCreek) }

func harlanCreek() matterSpec {
	const (
		motF = "Doc 41 Trustee Motion to Sell Free and Clear.pdf"
		ntcF = "Doc 42 Notice of Motion and Hearing.pdf"
		objF = "Doc 47 Limited Objection First Federal.pdf"
		ordF = "Doc 52 Order Approving Sale.pdf"
	)
	capt := func(extra ...string) block {
		lines := []string{
			"In re:                                                   )   Case No. 24-51237",
			"                                                         )",
			"HARLAN CREEK WOODWORKS, INC.,                            )   Chapter 7",
			"                                                         )",
			"                    Debtor.                              )   Judge Rhonda K. Ellingsen",
		}
		return ls(append(lines, extra...)...)
	}
	court := []block{cb("UNITED STATES BANKRUPTCY COURT"), cb("NORTHERN DISTRICT OF OHIO"), cb("EASTERN DIVISION (AKRON)"), gap()}
	trusteeSig := ls("Respectfully submitted,",
		"",
		"/s/ Jared T. Ekwueme",
		"Jared T. Ekwueme (0091736)",
		"BRISCOE EKWUEME LLC",
		"388 S. Main Street, Suite 402",
		"Akron, Ohio 44311",
		"Telephone: (330) 555-0128",
		"jekwueme@briscoelaw.example.com",
		"Counsel for Marcia L. Oberholtzer, Chapter 7 Trustee")

	mot := doc{name: motF, font: "Times", size: 11, unicode: true,
		header: "24-51237-amk    Doc 41    FILED 09/16/24    ENTERED 09/16/24 14:22:10    Page %d of %t",
		pages: []page{
			append(append(append([]block{}, court...), capt()), gap(),
				cb("TRUSTEE'S MOTION FOR ORDER AUTHORIZING SALE OF REAL PROPERTY"),
				cb("FREE AND CLEAR OF LIENS, CLAIMS AND INTERESTS PURSUANT TO 11 U.S.C. § 363(b) AND (f)"), gap(),
				p("Marcia L. Oberholtzer, the duly appointed Chapter 7 trustee (the \"Trustee\") of the estate of Harlan Creek Woodworks, Inc. (the \"Debtor\"), by counsel, moves the Court for an order authorizing the sale of the Debtor's real property free and clear of liens, claims and interests, and states:"),
				p("1. The Debtor filed a voluntary petition under Chapter 7 of the Bankruptcy Code on June 3, 2024. The Trustee was appointed interim trustee on June 4, 2024 and serves as trustee under 11 U.S.C. § 702(d). The Court has jurisdiction under 28 U.S.C. §§ 157 and 1334; this is a core proceeding."),
				p("2. Among the assets of the estate is the Debtor's manufacturing plant at 2250 Industrial Parkway, Barberton, Summit County, Ohio 44203, Parcel No. 01-06482 (the \"Property\")."),
				p("3. By order entered July 18, 2024, the Court approved the Trustee's employment of Ashgrove Commercial Realty as broker. After marketing the Property for six weeks, the Trustee received three offers. The highest and best is that of Summit Ridge Holdings LLC (the \"Buyer\"), which has agreed to pay $215,000.00 under a purchase agreement dated September 9, 2024, subject to this Court's approval and to higher and better offers received before the hearing."),
			),
			{
				p("4. The Property is subject to a mortgage in favor of First Federal Savings of Medina (\"First Federal\") recorded on April 22, 2019, securing a loan with an approximate balance of $170,000.00, and to real estate taxes. The Trustee proposes that the Property be sold free and clear of all liens, with the liens attaching to the proceeds, and that at closing the Trustee pay the real estate taxes, the broker's commission of 6%, customary closing costs, and First Federal's allowed secured claim."),
				p("5. The sale may be made free and clear under 11 U.S.C. § 363(f)(3) because the price exceeds the aggregate value of all liens on the Property, and under § 363(f)(2) to the extent any lienholder consents. The Buyer is not an insider of the Debtor and has acted in good faith, and is entitled to the protections of 11 U.S.C. § 363(m)."),
				p("WHEREFORE, the Trustee requests that the Court enter an order (a) authorizing the sale of the Property to Summit Ridge Holdings LLC, or to the maker of a higher and better offer, free and clear of liens, claims and interests; (b) authorizing the distribution of proceeds at closing as set out above; (c) waiving the fourteen-day stay of Bankruptcy Rule 6004(h); and (d) granting such other relief as is just."),
				gap(),
				trusteeSig,
			},
		}}

	ntc := doc{name: ntcF, font: "Times", size: 11, unicode: true,
		header: "24-51237-amk    Doc 42    FILED 09/16/24    ENTERED 09/16/24 14:25:47    Page %d of %t",
		pages: []page{
			append(append(append([]block{}, court...), capt()), gap(),
				cb("NOTICE OF TRUSTEE'S MOTION TO SELL REAL PROPERTY FREE AND CLEAR"),
				cb("AND OPPORTUNITY FOR HEARING"), gap(),
				p("PLEASE TAKE NOTICE that Marcia L. Oberholtzer, Chapter 7 Trustee, has filed a motion (Doc. 41) for authority to sell the real property at 2250 Industrial Parkway, Barberton, Ohio 44203 to Summit Ridge Holdings LLC for $215,000.00, free and clear of liens, claims and interests."),
				p("Your rights may be affected. You should read these papers carefully and discuss them with your attorney, if you have one in this bankruptcy case. If you do not have an attorney, you may wish to consult one."),
				p("If you do not want the Court to grant the motion, or if you want the Court to consider your views on the motion, then on or before October 7, 2024 you or your attorney must file with the Court a written objection at: Clerk, U.S. Bankruptcy Court, John F. Seiberling Federal Building and U.S. Courthouse, 2 South Main Street, Akron, Ohio 44308, and serve a copy on counsel for the Trustee."),
				p("A hearing on the motion and any objection will be held on October 15, 2024 at 10:00 a.m. in Courtroom 260, John F. Seiberling Federal Building and U.S. Courthouse, 2 South Main Street, Akron, Ohio 44308. Any higher and better offer must be submitted to the Trustee in writing, with a deposit of $21,500.00, by 5:00 p.m. on October 11, 2024. If you or your attorney do not take these steps, the Court may decide that you do not oppose the relief sought and may enter an order granting it without a hearing."),
				ls("Dated: September 16, 2024",
					"                                                /s/ Jared T. Ekwueme",
					"                                                Jared T. Ekwueme (0091736)",
					"                                                Counsel for the Chapter 7 Trustee"),
			),
			{
				cb("CERTIFICATE OF SERVICE"),
				p("I certify that on September 16, 2024, a true and correct copy of the foregoing notice and of the motion (Doc. 41) was served:"),
				ls("Via the Court's Electronic Case Filing System on these entities and individuals who are listed on the",
					"Court's Electronic Mail Notice List:",
					"",
					"     Office of the United States Trustee, (Registered address)@usdoj.gov",
					"     Nathan R. Kessel, on behalf of First Federal Savings of Medina, nkessel@weltmanhale.example.com",
					"",
					"And by regular U.S. Mail, postage prepaid, on:",
					"",
					"     Harlan Creek Woodworks, Inc., 2250 Industrial Parkway, Barberton, OH 44203",
					"     Summit Ridge Holdings LLC, 600 E. Market Street, Akron, OH 44304",
					"     All creditors and parties in interest on the attached mailing matrix"),
				gap(),
				ls("                                                /s/ Jared T. Ekwueme",
					"                                                Jared T. Ekwueme (0091736)"),
			},
		}}

	obj := doc{name: objF, font: "Times", size: 11, unicode: true,
		header: "24-51237-amk    Doc 47    FILED 10/04/24    ENTERED 10/04/24 09:51:33    Page %d of %t",
		pages: []page{
			append(append(append([]block{}, court...), capt()), gap(),
				cb("LIMITED OBJECTION OF FIRST FEDERAL SAVINGS OF MEDINA"),
				cb("TO TRUSTEE'S MOTION TO SELL REAL PROPERTY (DOC. 41)"), gap(),
				p("First Federal Savings of Medina (\"First Federal\"), a secured creditor, by counsel, files this limited objection to the Trustee's motion to sell the Debtor's real property at 2250 Industrial Parkway, Barberton, Ohio."),
				p("1. First Federal holds a first mortgage on the Property recorded on April 22, 2019 in the Summit County Fiscal Office as Instrument No. 56439871, securing a commercial note dated April 15, 2019 in the original principal amount of $240,000.00."),
				p("2. First Federal does not object to the sale. It objects only to the extent the proposed order does not require that its lien be paid in full at closing. As of October 1, 2024, the payoff is $171,448.93, with interest accruing at $31.27 per day, plus attorney's fees to be approved by the Court."),
				p("3. First Federal asks that any order approving the sale direct the Trustee to pay its allowed secured claim in full from the proceeds at closing, and that its lien attach to the proceeds until paid."),
				gap(),
				ls("Dated: October 4, 2024                          Respectfully submitted,",
					"",
					"                                                /s/ Nathan R. Kessel",
					"                                                Nathan R. Kessel (0079911)",
					"                                                WELTMAN HALE CO., LPA",
					"                                                965 Keynote Circle, Cleveland, Ohio 44131",
					"                                                (216) 555-0187",
					"                                                Counsel for First Federal Savings of Medina"),
				gap(),
				small(p("CERTIFICATE OF SERVICE: I certify that on October 4, 2024 a copy of this limited objection was served through the Court's ECF system on Jared T. Ekwueme, counsel for the Trustee, and the Office of the United States Trustee.   /s/ Nathan R. Kessel"), 10),
			),
		}}

	ord := doc{name: ordF, font: "Times", size: 11, unicode: true,
		header: "24-51237-amk    Doc 52    FILED 10/16/24    ENTERED 10/16/24 11:09:12    Page %d of %t",
		pages: []page{
			{
				ls("+----------------------------------------------------------------------------------------+",
					"|  IT IS SO ORDERED.                                                                      |",
					"|                                                                                         |",
					"|  Dated: 11:02 AM October 16, 2024               /s/ Rhonda K. Ellingsen                 |",
					"|                                                 Rhonda K. Ellingsen                     |",
					"|                                                 United States Bankruptcy Judge          |",
					"+----------------------------------------------------------------------------------------+"),
				gap(),
				cb("UNITED STATES BANKRUPTCY COURT"), cb("NORTHERN DISTRICT OF OHIO"), gap(),
				capt(), gap(),
				cb("ORDER GRANTING TRUSTEE'S MOTION TO SELL REAL PROPERTY FREE AND CLEAR"),
				cb("OF LIENS, CLAIMS AND INTERESTS (DOC. 41)"), gap(),
				p("This matter came before the Court on October 15, 2024 on the motion of Marcia L. Oberholtzer, Chapter 7 Trustee, to sell the Debtor's real property at 2250 Industrial Parkway, Barberton, Ohio 44203 (the \"Property\"). Notice of the motion was served on September 16, 2024. The only objection, the limited objection of First Federal Savings of Medina (Doc. 47), is resolved by paragraph 4 below. No higher or better offer was received."),
				l("The Court FINDS that:"),
				p("A. Notice of the motion and of the hearing was proper and sufficient. B. The sale is a sound exercise of the Trustee's business judgment. C. Summit Ridge Holdings LLC (the \"Buyer\") is a good faith purchaser within the meaning of 11 U.S.C. § 363(m). D. The requirements of 11 U.S.C. § 363(f)(2) and (3) are met."),
			},
			{
				l("Accordingly, it is ORDERED that:"),
				p("1. The motion is GRANTED."),
				p("2. The Trustee is authorized to sell the Property to Summit Ridge Holdings LLC for $215,000.00 under the purchase agreement dated September 9, 2024."),
				p("3. The Property is sold free and clear of all liens, claims and interests, which attach to the proceeds of sale in the order of their priority."),
				p("4. At closing the Trustee shall pay from the proceeds the real estate taxes prorated to the date of closing, the broker's commission of 6%, customary closing costs, and the allowed secured claim of First Federal Savings of Medina in full, in the payoff amount it certifies as of the closing date."),
				p("5. The fourteen-day stay of Bankruptcy Rule 6004(h) is waived."),
				c("# # #"), gap(),
				ls("Submitted by:",
					"/s/ Jared T. Ekwueme",
					"Jared T. Ekwueme (0091736)",
					"Counsel for the Chapter 7 Trustee"),
			},
		}}

	return matterSpec{
		name: "in-re-harlan-creek-woodworks", title: "In re Harlan Creek Woodworks, Inc. (Bankr. N.D. Ohio, No. 24-51237)", heldOut: true,
		firstSight: &Figures{PartyTruth: 7, PartyFound: 4, PartyCorrect: 4, EventTruth: 21, EventHits: 21, Grounded: 1}, // at 4b1925b
		docs:       []doc{mot, ntc, obj, ord},
		parties: []Party{
			{"Harlan Creek Woodworks, Inc.", "party"}, // the debtor
			{"Marcia L. Oberholtzer", "petitioner"},   // the trustee, who moves
			{"Jared T. Ekwueme", "counsel"},
			{"First Federal Savings of Medina", "party"}, // the creditor that objects
			{"Nathan R. Kessel", "counsel"},
			{"Summit Ridge Holdings LLC", "third party"}, // the buyer
			{"Rhonda K. Ellingsen", "judge"},
		},
		events: []Event{
			{"2024-09-16", motF, 1},
			{"2024-06-03", motF, 1},
			{"2024-06-04", motF, 1},
			{"2024-07-18", motF, 1},
			{"2024-09-09", motF, 1},
			{"2024-09-16", motF, 2},
			{"2019-04-22", motF, 2},
			{"2024-09-16", ntcF, 1},
			{"2024-10-07", ntcF, 1},
			{"2024-10-15", ntcF, 1},
			{"2024-10-11", ntcF, 1},
			{"2024-09-16", ntcF, 2},
			{"2024-10-04", objF, 1},
			{"2019-04-22", objF, 1},
			{"2019-04-15", objF, 1},
			{"2024-10-01", objF, 1},
			{"2024-10-16", ordF, 1},
			{"2024-10-15", ordF, 1},
			{"2024-09-16", ordF, 1},
			{"2024-10-16", ordF, 2},
			{"2024-09-09", ordF, 2},
		},
	}
}
