package samples

// DEV SET (held out at first sight): a Chapter 11 case in the District of
// New Jersey. The court's stamp atop every filed page ("Case 24-15522-RTA
// Doc 87 Filed 05/09/24 Entered 05/09/24 17:41:06 Desc Main Document Page
// 1 of 3"); the district's caption box ("Caption in Compliance with D.N.J.
// LBR 9004-1(b)") with the filer's lawyers at its top left above "In re:"
// and the chapter, case number, hearing date and objection deadline at its
// right; the footnote listing the debtors with the last four digits of
// their tax numbers; the chief financial officer's first-day certification
// in the New Jersey form ("I, X, of full age, hereby certify", "I certify
// that the foregoing statements made by me are true. I am aware that if
// any of the foregoing statements made by me are willfully false, I am
// subject to punishment."); the debtors' notice of motion for final
// financing ("PLEASE TAKE NOTICE that on ..., the undersigned ... shall
// move before the Honorable X, United States Bankruptcy Judge, in
// Courtroom 8"); the objection of the official committee of unsecured
// creditors signed by its proposed counsel ("admitted pro hac vice") with a
// certificate of service; the United States Trustee's objection, his
// office's block at the top left ("X / UNITED STATES TRUSTEE, REGIONS 3 &
// 9", the trial attorney under him) signed "By: /s/ Y / Trial Attorney";
// and the final order ("Order Filed on ... by Clerk U.S. Bankruptcy Court
// District of New Jersey" box, "The relief set forth on the following
// pages, numbered two (2) through three (3), is ORDERED.", the judge's
// "DATED:" line and name at the foot of the first page, and the district's
// running header on later pages: "(Page 2) / Debtors: / Case No.: /
// Caption of Order:").
// The debtors are parties; the committee and the United States Trustee,
// who object, are parties (as an objecting landlord is); the trial
// attorney who signs for the Trustee is counsel; the officer who certifies
// the first-day facts is a declarant; the lenders, named only by their
// defined term, are no parties.
func init() { specs = append(specs, marlowe) }

func marlowe() matterSpec {
	court := []block{cb("UNITED STATES BANKRUPTCY COURT"), cb("DISTRICT OF NEW JERSEY"), gap()}
	debtorsBox := func(right ...string) block {
		left := []string{"Caption in Compliance with D.N.J. LBR 9004-1(b)", "",
			"HALSTEAD PRYOR LLP", "Gregory T. Vaughn, Esq.", "Renata M. Szymanski, Esq.", "One Gateway Center, Suite 2100",
			"Newark, New Jersey 07102", "Telephone: (973) 555-0140", "Email: gvaughn@halsteadpryor.com", "",
			"Proposed Counsel to the Debtors and", "Debtors in Possession", "",
			"In re:", "", "MARLOWE BAKERIES, INC., et al.,1", "", "                    Debtors."}
		r := []string{"", "", "", "", "", "", "", "", "", "", "", "", "", "Chapter 11", "", "Case No. 24-15522 (RTA)", "", "(Jointly Administered)"}
		r = append(r, right...)
		return caption("|", left, r)
	}
	foot := small(p("1 The Debtors in these chapter 11 cases, along with the last four digits of each Debtor's federal tax identification number, are: Marlowe Bakeries, Inc. (6612); Marlowe Bread Company LLC (0481); and Sunrise Wholesale Baking, LLC (9930). The location of the Debtors' service address is 400 Raritan Center Parkway, Edison, New Jersey 08837."), 8.5)

	cert := doc{name: "Doc 14 Kovacs First Day Certification.pdf", font: "Times", size: 11,
		header: "Case 24-15522-RTA  Doc 14  Filed 04/29/24  Entered 04/29/24 09:12:55  Desc Main Document  Page %d of %t",
		pages: []page{
			append(append([]block{}, court...), debtorsBox(), gap(),
				cb("CERTIFICATION OF PAUL D. KOVACS, CHIEF FINANCIAL OFFICER"), cb("OF MARLOWE BAKERIES, INC., IN SUPPORT OF THE DEBTORS'"), cb("CHAPTER 11 PETITIONS AND FIRST DAY PLEADINGS"), gap(),
				p("I, Paul D. Kovacs, of full age, hereby certify as follows:"),
				p("1. I am the Chief Financial Officer of Marlowe Bakeries, Inc. (\"Marlowe\"), a position I have held since March 2019. On April 28, 2024 (the \"Petition Date\"), Marlowe and its two affiliates (collectively, the \"Debtors\") each filed a voluntary petition under chapter 11 of the Bankruptcy Code."),
				foot,
			),
			{
				p("2. The Debtors bake and distribute bread and rolls to grocery chains and food-service customers from plants in Edison, New Jersey and Allentown, Pennsylvania, and employ 612 people. Wheat and energy costs rose sharply in 2022 and 2023, and the loss of the Debtors' largest customer on November 30, 2023 reduced revenue by about 18 percent."),
				p("3. On January 16, 2024, the Debtors failed to make a scheduled principal payment under their prepetition term loan. The prepetition lenders (the \"Prepetition Lenders\") agreed to forbear until April 26, 2024, and several of them have agreed to provide debtor-in-possession financing of up to $22 million (the \"DIP Facility\") to fund a sale process."),
				p("4. Without interim access to the DIP Facility and cash collateral, the Debtors could not meet their payroll due on May 3, 2024 and would have to stop production."),
				p("I certify that the foregoing statements made by me are true. I am aware that if any of the foregoing statements made by me are willfully false, I am subject to punishment."),
				ls("", "Dated: April 29, 2024                        /s/ Paul D. Kovacs", "                                             Paul D. Kovacs", "                                             Chief Financial Officer"),
			},
		}}

	motion := doc{name: "Doc 87 Notice of Motion for Final DIP Order.pdf", font: "Times", size: 11,
		header: "Case 24-15522-RTA  Doc 87  Filed 05/09/24  Entered 05/09/24 17:41:06  Desc Main Document  Page %d of %t",
		pages: []page{
			append(append([]block{}, court...), debtorsBox("", "Hearing Date: May 30, 2024 at 10:00 a.m. (ET)", "Objection Deadline: May 23, 2024 at 4:00 p.m. (ET)"), gap(),
				cb("NOTICE OF DEBTORS' MOTION FOR ENTRY OF A FINAL ORDER (I) AUTHORIZING"), cb("THE DEBTORS TO OBTAIN POSTPETITION FINANCING AND USE CASH COLLATERAL,"), cb("(II) GRANTING LIENS AND SUPERPRIORITY CLAIMS, AND (III) GRANTING RELATED RELIEF"), gap(),
				p("PLEASE TAKE NOTICE that on May 30, 2024 at 10:00 a.m. (prevailing Eastern Time), or as soon thereafter as counsel may be heard, the above-captioned debtors and debtors in possession (the \"Debtors\"), by and through their proposed counsel, shall move before the Honorable Rosalind T. Aguirre, United States Bankruptcy Judge, in Courtroom 8 of the United States Bankruptcy Court, 402 East State Street, Trenton, New Jersey 08608, for entry of a final order approving the DIP Facility (the \"Motion\")."),
				p("PLEASE TAKE FURTHER NOTICE that any objection to the Motion shall be in writing, shall state with particularity the basis of the objection, and shall be filed and served so as to be received no later than May 23, 2024 at 4:00 p.m. (prevailing Eastern Time)."),
				foot,
			),
			{
				p("PLEASE TAKE FURTHER NOTICE that the Court entered an interim order approving the DIP Facility on May 1, 2024 [Docket No. 52], and that the Debtors rely on the Certification of Paul D. Kovacs filed on April 29, 2024 [Docket No. 14]."),
				p("PLEASE TAKE FURTHER NOTICE that, unless objections are timely filed and served, the Motion shall be deemed uncontested under D.N.J. LBR 9013-3(d), and the relief requested may be granted without a hearing."),
				ls("", "Dated: May 9, 2024                   HALSTEAD PRYOR LLP",
					"       Newark, New Jersey",
					"                                     /s/ Gregory T. Vaughn",
					"                                     Gregory T. Vaughn, Esq.",
					"                                     Renata M. Szymanski, Esq.",
					"                                     One Gateway Center, Suite 2100",
					"                                     Newark, New Jersey 07102",
					"",
					"                                     Proposed Counsel to the Debtors",
					"                                     and Debtors in Possession"),
			},
		}}

	committeeBox := func() block {
		left := []string{"Caption in Compliance with D.N.J. LBR 9004-1(b)", "",
			"CALDWELL ORTIZ LLP", "Deborah L. Finch, Esq.", "Marcus Oyelaran, Esq. (admitted pro hac vice)", "1200 Route 22 East, Suite 410",
			"Bridgewater, New Jersey 08807", "Telephone: (908) 555-0192", "",
			"Proposed Counsel to the Official Committee", "of Unsecured Creditors", "",
			"In re:", "", "MARLOWE BAKERIES, INC., et al.,1", "", "                    Debtors."}
		return caption("|", left, []string{"", "", "", "", "", "", "", "", "", "", "", "", "Chapter 11", "", "Case No. 24-15522 (RTA)", "", "(Jointly Administered)", "", "Hearing Date: May 30, 2024 at 10:00 a.m."})
	}
	objection := doc{name: "Doc 121 Committee Objection to Final DIP Order.pdf", font: "Times", size: 11,
		header: "Case 24-15522-RTA  Doc 121  Filed 05/23/24  Entered 05/23/24 15:58:20  Desc Main Document  Page %d of %t",
		pages: []page{
			append(append([]block{}, court...), committeeBox(), gap(),
				cb("OBJECTION OF THE OFFICIAL COMMITTEE OF UNSECURED CREDITORS"), cb("TO THE DEBTORS' MOTION FOR ENTRY OF A FINAL DIP ORDER"), gap(),
				p("The Official Committee of Unsecured Creditors (the \"Committee\") of Marlowe Bakeries, Inc. and its affiliated debtors, appointed by the United States Trustee on May 7, 2024, objects to the Motion [Docket No. 87] and respectfully states:"),
				p("1. The proposed final order would grant the DIP lenders liens on the proceeds of avoidance actions and waive the estates' rights under sections 506(c) and 552(b) of the Bankruptcy Code. Those protections should not be given away before the Committee has completed its investigation of the prepetition liens."),
				foot,
			),
			{
				p("2. The challenge period should run for 75 days after the Committee's formation, to July 22, 2024, and the budget for the Committee's professionals should be no less than the budget for the Debtors' professionals. The roll-up of prepetition debt should not be approved."),
				ls("", "Dated: May 23, 2024                  CALDWELL ORTIZ LLP",
					"",
					"                                     By: /s/ Deborah L. Finch",
					"                                     Deborah L. Finch, Esq.",
					"                                     Marcus Oyelaran, Esq. (admitted pro hac vice)",
					"",
					"                                     Proposed Counsel to the Official Committee",
					"                                     of Unsecured Creditors"),
				gap(),
				cb("CERTIFICATE OF SERVICE"),
				p("I, Deborah L. Finch, certify that on May 23, 2024, I caused a copy of this objection to be served by CM/ECF on all parties registered to receive electronic notice in these cases, including proposed counsel to the Debtors and the Office of the United States Trustee."),
				ls("                                     /s/ Deborah L. Finch", "                                     Deborah L. Finch"),
			},
		}}

	ustBox := func() block {
		left := []string{"Caption in Compliance with D.N.J. LBR 9004-1(b)", "",
			"THEODORE K. MALLORY", "UNITED STATES TRUSTEE, REGIONS 3 & 9", "Gwendolyn Park, Esq.", "Trial Attorney",
			"One Newark Center, Suite 2100", "Newark, New Jersey 07102", "Telephone: (973) 555-0115", "",
			"In re:", "", "MARLOWE BAKERIES, INC., et al.,", "", "                    Debtors."}
		return caption("|", left, []string{"", "", "", "", "", "", "", "", "", "", "Chapter 11", "", "Case No. 24-15522 (RTA)", "", "Hon. Rosalind T. Aguirre"})
	}
	ust := doc{name: "Doc 124 United States Trustee Objection.pdf", font: "Times", size: 11,
		header: "Case 24-15522-RTA  Doc 124  Filed 05/23/24  Entered 05/23/24 16:40:02  Desc Main Document  Page %d of %t",
		pages: []page{
			append(append([]block{}, court...), ustBox(), gap(),
				cb("UNITED STATES TRUSTEE'S OBJECTION TO THE DEBTORS' MOTION"), cb("FOR ENTRY OF A FINAL ORDER AUTHORIZING POSTPETITION FINANCING"), gap(),
				p("Theodore K. Mallory, the United States Trustee for Regions 3 and 9 (the \"U.S. Trustee\"), through his undersigned counsel, objects to the Motion and states as follows:"),
				p("1. The U.S. Trustee has standing to be heard under 28 U.S.C. 586(a)(3) and 11 U.S.C. 307. The proposed final order contains a release of claims against the DIP lenders and their professionals that is not supported by the record made at the interim hearing on May 1, 2024."),
				p("2. The U.S. Trustee also objects to the payment of the DIP lenders' professional fees without the review procedures that apply to estate professionals. The U.S. Trustee reserves all rights, including the right to be heard at the hearing on May 30, 2024."),
			),
			{
				ls("", "Dated: May 23, 2024                  THEODORE K. MALLORY",
					"                                     UNITED STATES TRUSTEE, REGIONS 3 & 9",
					"",
					"                                     By: /s/ Gwendolyn Park",
					"                                     Gwendolyn Park",
					"                                     Trial Attorney"),
			},
		}}

	order := doc{name: "Doc 140 Final DIP Order.pdf", font: "Times", size: 11,
		header: "Case 24-15522-RTA  Doc 140  Filed 06/03/24  Entered 06/03/24 11:27:45  Desc Main Document  Page %d of %t",
		pages: []page{
			append(append([]block{}, court...),
				caption("|", []string{"Caption in Compliance with D.N.J. LBR 9004-1(b)", "", "HALSTEAD PRYOR LLP", "Gregory T. Vaughn, Esq.", "Renata M. Szymanski, Esq.", "One Gateway Center, Suite 2100", "Newark, New Jersey 07102", "", "Proposed Counsel to the Debtors and", "Debtors in Possession", "", "In re:", "", "MARLOWE BAKERIES, INC., et al.,", "", "                    Debtors."},
					[]string{"Order Filed on June 3, 2024", "by Clerk", "U.S. Bankruptcy Court", "District of New Jersey", "", "", "", "", "", "", "", "Chapter 11", "", "Case No. 24-15522 (RTA)", "", "(Jointly Administered)"}),
				gap(),
				cb("FINAL ORDER (I) AUTHORIZING THE DEBTORS TO OBTAIN POSTPETITION"), cb("FINANCING AND USE CASH COLLATERAL, (II) GRANTING LIENS AND"), cb("SUPERPRIORITY CLAIMS, AND (III) GRANTING RELATED RELIEF"), gap(),
				p("The relief set forth on the following pages, numbered two (2) through three (3), is ORDERED."),
				gap(),
				ls("", "", "DATED: June 3, 2024                          Honorable Rosalind T. Aguirre", "                                             United States Bankruptcy Judge"),
			),
			{
				small(ls("(Page 2)", "Debtors:             MARLOWE BAKERIES, INC., et al.", "Case No.:            24-15522 (RTA)", "Caption of Order:    Final Order (I) Authorizing the Debtors to Obtain Postpetition Financing", "                     and Use Cash Collateral, (II) Granting Liens and Superpriority Claims,", "                     and (III) Granting Related Relief"), 9.5),
				gap(),
				p("Upon the motion of the Debtors [Docket No. 87], the objection of the Official Committee of Unsecured Creditors [Docket No. 121] and the objection of the United States Trustee [Docket No. 124], and the Court having held a final hearing on May 30, 2024, it is hereby ORDERED:"),
				p("1. The Motion is GRANTED on a final basis as set forth herein. The objections are resolved on the terms of this Order and are otherwise overruled."),
				p("2. The Committee may bring a challenge to the Prepetition Lenders' liens and claims no later than July 22, 2024. No lien shall attach to the proceeds of avoidance actions, and the waivers under sections 506(c) and 552(b) are not approved."),
			},
			{
				small(ls("(Page 3)", "Debtors:             MARLOWE BAKERIES, INC., et al.", "Case No.:            24-15522 (RTA)", "Caption of Order:    Final Order (I) Authorizing the Debtors to Obtain Postpetition Financing"), 9.5),
				gap(),
				p("3. The release in favor of the DIP lenders is stricken. The DIP lenders' professionals shall serve their invoices on the U.S. Trustee and the Committee, who shall have ten days to object."),
				p("4. The interim order entered on May 1, 2024 remains in effect except as modified by this Order. This Court retains jurisdiction over all matters arising from the implementation of this Order."),
			},
		}}

	return matterSpec{
		name: "in-re-marlowe-bakeries", title: "In re Marlowe Bakeries, Inc., et al. (Bankr. D.N.J., No. 24-15522)", heldOut: true,
		firstSight: &Figures{PartyTruth: 12, PartyFound: 12, PartyCorrect: 10, EventTruth: 26, EventHits: 26, Grounded: 1}, // at ca5c45b
		docs:       []doc{cert, motion, objection, ust, order},
		parties: []Party{
			{"Marlowe Bakeries, Inc.", "party"}, // the debtors, in the documented vocabulary
			{"Marlowe Bread Company LLC", "party"},
			{"Sunrise Wholesale Baking, LLC", "party"},
			{"Paul D. Kovacs", "declarant"},
			{"Gregory T. Vaughn", "counsel"},
			{"Renata M. Szymanski", "counsel"},
			{"Official Committee of Unsecured Creditors", "party"}, // it objects
			{"Deborah L. Finch", "counsel"},
			{"Marcus Oyelaran", "counsel"},
			{"Theodore K. Mallory", "party"}, // the United States Trustee, who objects
			{"Gwendolyn Park", "counsel"},
			{"Rosalind T. Aguirre", "judge"},
		},
		events: []Event{
			{"2024-04-29", "Doc 14 Kovacs First Day Certification.pdf", 1},
			{"2024-04-28", "Doc 14 Kovacs First Day Certification.pdf", 1},
			{"2023-11-30", "Doc 14 Kovacs First Day Certification.pdf", 2},
			{"2024-01-16", "Doc 14 Kovacs First Day Certification.pdf", 2},
			{"2024-04-26", "Doc 14 Kovacs First Day Certification.pdf", 2},
			{"2024-05-03", "Doc 14 Kovacs First Day Certification.pdf", 2},
			{"2024-04-29", "Doc 14 Kovacs First Day Certification.pdf", 2},
			{"2024-05-09", "Doc 87 Notice of Motion for Final DIP Order.pdf", 1},
			{"2024-05-30", "Doc 87 Notice of Motion for Final DIP Order.pdf", 1},
			{"2024-05-23", "Doc 87 Notice of Motion for Final DIP Order.pdf", 1},
			{"2024-05-01", "Doc 87 Notice of Motion for Final DIP Order.pdf", 2},
			{"2024-04-29", "Doc 87 Notice of Motion for Final DIP Order.pdf", 2},
			{"2024-05-09", "Doc 87 Notice of Motion for Final DIP Order.pdf", 2},
			{"2024-05-23", "Doc 121 Committee Objection to Final DIP Order.pdf", 1},
			{"2024-05-30", "Doc 121 Committee Objection to Final DIP Order.pdf", 1},
			{"2024-05-07", "Doc 121 Committee Objection to Final DIP Order.pdf", 1},
			{"2024-07-22", "Doc 121 Committee Objection to Final DIP Order.pdf", 2},
			{"2024-05-23", "Doc 121 Committee Objection to Final DIP Order.pdf", 2},
			{"2024-05-23", "Doc 124 United States Trustee Objection.pdf", 1},
			{"2024-05-01", "Doc 124 United States Trustee Objection.pdf", 1},
			{"2024-05-30", "Doc 124 United States Trustee Objection.pdf", 1},
			{"2024-05-23", "Doc 124 United States Trustee Objection.pdf", 2},
			{"2024-06-03", "Doc 140 Final DIP Order.pdf", 1},
			{"2024-05-30", "Doc 140 Final DIP Order.pdf", 2},
			{"2024-07-22", "Doc 140 Final DIP Order.pdf", 2},
			{"2024-05-01", "Doc 140 Final DIP Order.pdf", 3},
		},
	}
}
