package samples

// DEV SET (held out at first sight): a Chapter 11 case of a natural-gas
// gathering group in the Southern District of Texas (Houston Division),
// on its first days. The court's stamp atop every filed page ("Case
// 25-90118 Document 14 Filed in TXSB on 03/02/25 Page 1 of 3"); "In re:
// / X, et al.,1 / Debtors." beside "Chapter 11", "Case No. 25-90118
// (DKV)" and "(Jointly Administered)" with the footnote listing the three
// debtors and the last four digits of their tax numbers; the chief
// restructuring officer's first-day declaration ("I, X, hereby declare
// under penalty of perjury", her firm, the former chief executive named in
// passing, "the Petition Date"); the debtors' emergency DIP financing
// motion (the district's boxed emergency notice, the DIP lender named in
// the text, a signature block of proposed counsel with "State Bar No."
// after one lawyer and "(pro hac vice pending)" after the other, "Proposed
// Counsel to the Debtors and Debtors in Possession", the certificate of
// accuracy); the interim order (the clerk's "ENTERED" stamp at the top
// right, "Signed: March 3, 2025" above a rule, the judge's name and
// "UNITED STATES BANKRUPTCY JUDGE", the final hearing and objection
// deadline); and a creditor's notice of appearance and request for
// service under Rule 2002 signed by two lawyers ("Counsel for X"), with a
// certificate of service and a service list in labelled groups ("Debtors:",
// "Proposed Counsel to the Debtors:", "U.S. Trustee:", "Counsel to the DIP
// Lender:") naming each firm's lawyers after "Attn:".
// Conventions: the debtors, in the documented vocabulary, are parties, as
// are the DIP lender, the creditor that appears and the United States
// Trustee (the Office, a party in interest on the service list); the chief
// restructuring officer is the declarant; the lawyers who sign for the
// debtors and the creditor, and the lawyers named after "Attn:" for the
// DIP lender and the United States Trustee, are counsel; the bankruptcy
// judge is the judge. The restructuring firm, the claims agent, the former
// chief executive named in passing and the clerk are no parties. The
// court's stamp is one event per document, on its first page; the
// clerk's "ENTERED" stamp on the same date as the order's filing is the
// same event.
func init() { specs = append(specs, saltgrass) }

func saltgrass() matterSpec {
	const (
		decF = "Docket 14 Declaration of Anneliese Korhonen-Baptiste.pdf"
		dipF = "Docket 17 Emergency Motion for DIP Financing.pdf"
		ordF = "Docket 47 Interim DIP Order.pdf"
		noaF = "Docket 63 Notice of Appearance - Permian Basin Compression.pdf"
	)
	court := []block{cb("IN THE UNITED STATES BANKRUPTCY COURT"), cb("FOR THE SOUTHERN DISTRICT OF TEXAS"), cb("HOUSTON DIVISION"), gap()}
	capt := caption(")", []string{"In re:", "", "SALTGRASS MIDSTREAM HOLDINGS, LLC, et al.,1", "", "                    Debtors."},
		[]string{"Chapter 11", "", "Case No. 25-90118 (DKV)", "", "(Jointly Administered)"})
	foot := small(p("1 The Debtors in these chapter 11 cases, together with the last four digits of each Debtor's federal tax identification number, are: Saltgrass Midstream Holdings, LLC (7730); Saltgrass Gathering Partners, LP (2146); and Saltgrass Water Solutions, LLC (9051). The Debtors' mailing address is 1201 Louisiana Street, Suite 2600, Houston, Texas 77002."), 8.5)
	stamp := func(doc, date string) string {
		return "Case 25-90118   Document " + doc + "   Filed in TXSB on " + date + "   Page %d of %t"
	}
	debtorsCounsel := func(date string) block {
		return ls("Houston, Texas                      ARCENEAUX PENN LLP",
			date,
			"                                    /s/ Matthew J. Arceneaux",
			"                                    Matthew J. Arceneaux (State Bar No. 24081177)",
			"                                    Naomi V. Castellanos (pro hac vice pending)",
			"                                    1000 Main Street, Suite 3300",
			"                                    Houston, Texas 77002",
			"                                    Telephone: (713) 555-0184",
			"                                    Email: marceneaux@arceneauxpenn.com",
			"",
			"                                    Proposed Counsel to the Debtors",
			"                                    and Debtors in Possession")
	}

	dec := doc{name: decF, font: "Times", size: 11.5,
		header: stamp("14", "03/02/25"),
		pages: []page{
			append(append([]block{}, court...), capt, gap(),
				cb("DECLARATION OF ANNELIESE KORHONEN-BAPTISTE, CHIEF"), cb("RESTRUCTURING OFFICER OF THE DEBTORS, IN SUPPORT OF"), cb("CHAPTER 11 PETITIONS AND FIRST DAY RELIEF"), gap(),
				p("I, Anneliese Korhonen-Baptiste, hereby declare under penalty of perjury:"),
				p("1. I am the Chief Restructuring Officer of Saltgrass Midstream Holdings, LLC and its affiliated debtors and debtors in possession (collectively, the \"Debtors\"), and a senior managing director of Bayline Advisory Group LLC, which the Debtors retained on January 13, 2025. I became Chief Restructuring Officer on February 7, 2025, when the Debtors' chief executive officer, Garrett L. Brannigan, resigned."),
				p("2. On March 2, 2025 (the \"Petition Date\"), each of the Debtors filed a voluntary petition for relief under chapter 11 of title 11 of the United States Code."),
				foot,
			),
			{
				p("3. The Debtors own and operate approximately 640 miles of natural gas gathering pipeline and two produced-water disposal systems in the Delaware Basin of West Texas. Throughput fell by 38 percent after their largest producer customer released its acreage dedication on September 30, 2024."),
				p("4. On December 16, 2024, the Debtors failed to make a scheduled amortization payment under their prepetition term loan, and the lenders' forbearance expired on February 28, 2025. The Debtors have approximately $1.9 million of unrestricted cash."),
				p("5. To fund these cases, the Debtors have negotiated a senior secured superpriority debtor-in-possession term loan facility of up to $45 million from Longhorn Credit Partners, LLC (the \"DIP Lender\"), of which $15 million would be available on an interim basis. Without it the Debtors cannot pay their field employees or their compression vendors."),
				p("6. I have reviewed each first day motion, and I believe that the relief requested is necessary to avoid immediate and irreparable harm to the Debtors' estates."),
				p("I declare under penalty of perjury that the foregoing is true and correct."),
				ls("Dated: March 2, 2025                        /s/ Anneliese Korhonen-Baptiste",
					"Houston, Texas                              Anneliese Korhonen-Baptiste",
					"                                            Chief Restructuring Officer"),
			},
		}}

	dip := doc{name: dipF, font: "Times", size: 11.5,
		header: stamp("17", "03/02/25"),
		pages: []page{
			append(append([]block{}, court...), capt, gap(),
				cb("DEBTORS' EMERGENCY MOTION FOR ENTRY OF INTERIM AND FINAL ORDERS"), cb("(I) AUTHORIZING THE DEBTORS TO OBTAIN POSTPETITION FINANCING,"), cb("(II) GRANTING LIENS AND SUPERPRIORITY CLAIMS, AND (III) SCHEDULING A FINAL HEARING"), gap(),
				small(ls("+--------------------------------------------------------------------------------------------+",
					"|  Emergency relief has been requested. Relief is requested not later than 2:00 p.m.        |",
					"|  (prevailing Central Time) on March 3, 2025. If you object to the relief requested or you  |",
					"|  believe that emergency consideration is not warranted, you must appear at the hearing    |",
					"|  if one is set, or file a written response prior to the date that relief is requested.   |",
					"+--------------------------------------------------------------------------------------------+"), 9),
				gap(),
				p("The above-captioned debtors and debtors in possession (the \"Debtors\") respectfully state as follows in support of this motion:"),
				p("1. The Debtors seek entry of an interim order authorizing them to borrow up to $15 million under a senior secured superpriority debtor-in-possession term loan facility of up to $45 million provided by Longhorn Credit Partners, LLC (the \"DIP Lender\"), and scheduling a final hearing. The facts supporting this motion are set out in the First Day Declaration filed on March 2, 2025 [Docket No. 14]."),
				foot,
			),
			{
				p("2. The DIP facility bears interest at SOFR plus 9.5 percent, matures on September 2, 2025, and requires the Debtors to file a plan by May 15, 2025. The Debtors solicited financing proposals from eleven lenders, and the DIP Lender's was the only proposal that did not require priming the prepetition liens without consent."),
				debtorsCounsel("March 2, 2025"),
				gap(),
				cb("Certificate of Accuracy"),
				p("I certify to the accuracy of the matters asserted in the foregoing motion under Bankruptcy Local Rule 9013-1(i)."),
				ls("                                    /s/ Matthew J. Arceneaux", "                                    Matthew J. Arceneaux"),
			},
		}}

	ord := doc{name: ordF, font: "Times", size: 11.5,
		header: stamp("47", "03/03/25"),
		pages: []page{
			append(append([]block{small(r("United States Bankruptcy Court\nSouthern District of Texas\nENTERED\nMarch 03, 2025\nClerk of Court"), 8)}, court...), capt, gap(),
				cb("INTERIM ORDER (I) AUTHORIZING THE DEBTORS TO OBTAIN"), cb("POSTPETITION FINANCING, (II) GRANTING LIENS AND SUPERPRIORITY"), cb("CLAIMS, AND (III) SCHEDULING A FINAL HEARING"), cb("[Relates to Docket No. 17]"), gap(),
				p("Upon the emergency motion (the \"Motion\") of the Debtors for entry of an interim order authorizing postpetition financing from Longhorn Credit Partners, LLC (the \"DIP Lender\"), the First Day Declaration, and the record of the hearing held on March 3, 2025, IT IS HEREBY ORDERED THAT:"),
				p("1. The Motion is GRANTED on an interim basis. The Debtors may borrow up to $15,000,000 under the DIP facility pending the final hearing."),
				p("2. The final hearing on the Motion shall be held on March 26, 2025 at 1:30 p.m. (prevailing Central Time). Objections to entry of a final order shall be filed by March 19, 2025 at 5:00 p.m."),
				foot,
			),
			{
				p("3. This Court retains jurisdiction over all matters arising from or related to the implementation, interpretation and enforcement of this Interim Order."),
				ls("", "Signed: March 3, 2025", "", "                                    ____________________________________",
					"                                    DOROTHEA K. VANTERPOOL", "                                    UNITED STATES BANKRUPTCY JUDGE"),
			},
		}}

	noa := doc{name: noaF, font: "Times", size: 11,
		header: stamp("63", "03/07/25"),
		pages: []page{
			append(append([]block{}, court...), capt, gap(),
				cb("NOTICE OF APPEARANCE AND REQUEST FOR SERVICE OF PAPERS"), gap(),
				p("PLEASE TAKE NOTICE that Permian Basin Compression Services, Inc. (\"PBCS\"), a creditor and party in interest, appears in these chapter 11 cases by its undersigned counsel and, under Bankruptcy Rules 2002, 3017 and 9010(b) and section 1109(b) of the Bankruptcy Code, requests that all notices given or required to be given, and all papers served or required to be served, in these cases be given to and served upon:"),
				ls("            Leticia M. Ochieng",
					"            Bartholomew J. Sandoval-Reyes",
					"            BRAZOS HALE PLLC",
					"            2200 Ross Avenue, Suite 4100",
					"            Dallas, Texas 75201",
					"            Email: lochieng@brazoshale.com; bsandoval@brazoshale.com"),
				p("This notice is not a waiver of PBCS's right to trial by jury, to have final orders in non-core matters entered only after de novo review by a district judge, or of any other right, claim or defense, including its statutory lien rights under Chapter 56 of the Texas Property Code."),
				ls("Dated: March 7, 2025                BRAZOS HALE PLLC",
					"",
					"                                    /s/ Leticia M. Ochieng",
					"                                    Leticia M. Ochieng (State Bar No. 24102263)",
					"                                    Bartholomew J. Sandoval-Reyes (State Bar No. 24117409)",
					"                                    Counsel for Permian Basin Compression Services, Inc."),
				foot,
			),
			{
				cb("CERTIFICATE OF SERVICE"),
				p("I certify that on March 7, 2025, a true and correct copy of this notice was served through the Court's CM/ECF system on all parties registered to receive electronic notice in these cases, and by email on the parties on the service list below."),
				ls("                                    /s/ Leticia M. Ochieng", "                                    Leticia M. Ochieng"),
				gap(),
				cb("SERVICE LIST"),
				ls("Debtors:",
					"     Saltgrass Midstream Holdings, LLC",
					"     Attn: Anneliese Korhonen-Baptiste, Chief Restructuring Officer",
					"     1201 Louisiana Street, Suite 2600, Houston, Texas 77002",
					"",
					"Proposed Counsel to the Debtors:",
					"     Arceneaux Penn LLP",
					"     Attn: Matthew J. Arceneaux and Naomi V. Castellanos",
					"     1000 Main Street, Suite 3300, Houston, Texas 77002",
					"",
					"U.S. Trustee:",
					"     Office of the United States Trustee",
					"     Attn: Hector J. Villasenor, Trial Attorney",
					"     515 Rusk Street, Suite 3516, Houston, Texas 77002",
					"",
					"Counsel to the DIP Lender:",
					"     Thornquist Vail LLP",
					"     Attn: Gwendolyn S. Pak",
					"     811 Main Street, Suite 2900, Houston, Texas 77002"),
			},
		}}

	return matterSpec{
		name: "in-re-saltgrass-midstream", title: "In re Saltgrass Midstream Holdings, LLC, et al. (Bankr. S.D. Tex., No. 25-90118)", heldOut: true,
		firstSight: &Figures{PartyTruth: 14, PartyFound: 10, PartyCorrect: 9, EventTruth: 18, EventHits: 18, Grounded: 1}, // at d6a3f2a
		docs:       []doc{dec, dip, ord, noa},
		parties: []Party{
			{"Saltgrass Midstream Holdings, LLC", "party"}, // the debtors, in the documented vocabulary
			{"Saltgrass Gathering Partners, LP", "party"},
			{"Saltgrass Water Solutions, LLC", "party"},
			{"Anneliese Korhonen-Baptiste", "declarant"},
			{"Matthew J. Arceneaux", "counsel"},
			{"Naomi V. Castellanos", "counsel"},
			{"Longhorn Credit Partners, LLC", "party"}, // the DIP lender
			{"Dorothea K. Vanterpool", "judge"},
			{"Permian Basin Compression Services, Inc.", "party"}, // the creditor that appears
			{"Leticia M. Ochieng", "counsel"},
			{"Bartholomew J. Sandoval-Reyes", "counsel"},
			{"Office of the United States Trustee", "party"},
			{"Hector J. Villasenor", "counsel"}, // for the U.S. Trustee
			{"Gwendolyn S. Pak", "counsel"},     // for the DIP lender
		},
		events: []Event{
			{"2025-03-02", decF, 1},
			{"2025-01-13", decF, 1},
			{"2025-02-07", decF, 1},
			{"2024-09-30", decF, 2},
			{"2024-12-16", decF, 2},
			{"2025-02-28", decF, 2},
			{"2025-03-02", decF, 2},
			{"2025-03-02", dipF, 1},
			{"2025-03-03", dipF, 1},
			{"2025-09-02", dipF, 2},
			{"2025-05-15", dipF, 2},
			{"2025-03-02", dipF, 2},
			{"2025-03-03", ordF, 1},
			{"2025-03-26", ordF, 1},
			{"2025-03-19", ordF, 1},
			{"2025-03-03", ordF, 2},
			{"2025-03-07", noaF, 1},
			{"2025-03-07", noaF, 2},
		},
	}
}
