package sealed

import "pramaan/brief/truth"

// A Chapter 11 first-day bundle in the Southern District of Texas: the
// lead debtor's voluntary petition on Official Form 201 (numbered items,
// affiliates' pending cases, the authorized representative's declaration
// and the attorney's signature with MM/DD/YYYY dates); the chief
// restructuring officer's first-day declaration under the ECF header
// ("Filed in TXSB on"); the interim cash-collateral order with the clerk's
// "ENTERED" stamp, a final-hearing date and objection deadline, lender's
// counsel "agreed as to form", and "Signed:" above the bankruptcy judge;
// and the notice of the chapter 11 case on Official Form 309F1 (meeting of
// creditors, claims deadline, the trustee's attorney).
func init() { specs = append(specs, marrowstone) }

func marrowstone() spec {
	petition := doc{name: "Voluntary Petition (Official Form 201).pdf", font: "Helvetica", size: 9,
		footer: "Official Form 201          Voluntary Petition for Non-Individuals Filing for Bankruptcy          page %d", footerAlign: "L",
		pages: []page{
			{
				row([]float64{0.6, 0.4}, "Fill in this information to identify the case:\nUnited States Bankruptcy Court for the:\nSouthern District of Texas\nCase number (if known): ______\nChapter 11", "\n\n\n\n[ ] Check if this is an amended filing"),
				rule(),
				lb("Official Form 201"), lb("Voluntary Petition for Non-Individuals Filing for Bankruptcy                    04/22"), gap(),
				row([]float64{0.05, 0.35, 0.6}, "1.", "Debtor's name", "Marrowstone Outdoor Brands, Inc."),
				row([]float64{0.05, 0.35, 0.6}, "2.", "All other names debtor used in the last 8 years", "Marrowstone Gear Co."),
				row([]float64{0.05, 0.35, 0.6}, "3.", "Debtor's federal Employer Identification Number (EIN)", "84-3319027"),
				row([]float64{0.05, 0.35, 0.6}, "4.", "Debtor's address", "Principal place of business\n2600 Post Oak Boulevard, Suite 1100\nHouston, TX 77056\nHarris County"),
				row([]float64{0.05, 0.35, 0.6}, "5.", "Debtor's website (URL)", "www.marrowstone.example"),
				row([]float64{0.05, 0.35, 0.6}, "6.", "Type of debtor", "[X] Corporation (including Limited Liability Company (LLC) and Limited Liability Partnership (LLP))"),
				row([]float64{0.05, 0.35, 0.6}, "7.", "Describe debtor's business", "[X] None of the above\nNAICS: 4239 (Miscellaneous Durable Goods Merchant Wholesalers)"),
				row([]float64{0.05, 0.35, 0.6}, "8.", "Under which chapter of the Bankruptcy Code is the debtor filing?", "[X] Chapter 11. Check all that apply:\n[ ] The debtor is a small business debtor\n[X] A plan is being filed with this petition: No"),
				row([]float64{0.05, 0.35, 0.6}, "10.", "Are any bankruptcy cases pending or being filed by a business partner or an affiliate of the debtor?", "[X] Yes.\nDebtor: Marrowstone Retail LLC      Relationship: Affiliate\nDebtor: Trailwright Footwear, LLC   Relationship: Affiliate\nDistrict: Southern District of Texas  When: 04/07/2024"),
				row([]float64{0.05, 0.35, 0.6}, "15.", "Estimated number of creditors", "[X] 1,000-5,000"),
				row([]float64{0.05, 0.35, 0.6}, "16.", "Estimated assets / liabilities", "[X] $50,000,001-$100 million / [X] $100,000,001-$500 million"),
			},
			{
				lb("Request for Relief, Declaration, and Signatures"),
				p("WARNING -- Bankruptcy fraud is a serious crime. Making a false statement in connection with a bankruptcy case can result in fines up to $500,000 or imprisonment for up to 20 years, or both. 18 U.S.C. §§ 152, 1341, 1519, and 3571."),
				row([]float64{0.05, 0.35, 0.6}, "17.", "Declaration and signature of authorized representative of debtor", "The debtor requests relief in accordance with the chapter of title 11, United States Code, specified in this petition.\nI have been authorized to file this petition on behalf of the debtor.\nI have examined the information in this petition and have a reasonable belief that the information is true and correct.\nI declare under penalty of perjury that the foregoing is true and correct.\n\nExecuted on 04/07/2024\n            MM / DD / YYYY\n\n/s/ Everett L. Gaskins                    Everett L. Gaskins\nSignature of authorized representative     Printed name\n\nTitle: Chief Restructuring Officer"),
				gap(),
				row([]float64{0.05, 0.35, 0.6}, "18.", "Signature of attorney", "/s/ Marguerite D. Solano-Pike              Date 04/07/2024\nSignature of attorney for debtor                MM / DD / YYYY\n\nMarguerite D. Solano-Pike\nPrinted name\nBrazos Kettering LLP\nFirm name\n811 Main Street, Suite 4200, Houston, TX 77002\n(713) 555-0151      msolanopike@brazosk.example\nTexas Bar No. 24071983"),
			},
		}}

	decl := doc{name: "First Day Declaration of Everett L. Gaskins.pdf", font: "Times", size: 11.5,
		header: "Case 24-90311   Document 14   Filed in TXSB on 04/07/24   Page %d of %t",
		pages: []page{
			{
				cb("IN THE UNITED STATES BANKRUPTCY COURT"), cb("FOR THE SOUTHERN DISTRICT OF TEXAS"), cb("HOUSTON DIVISION"), gap(),
				row([]float64{0.55, 0.05, 0.40}, "In re:\n\nMARROWSTONE OUTDOOR BRANDS, INC., et al.,1\n\n                    Debtors.", ")\n)\n)\n)\n)\n)", "Chapter 11\n\nCase No. 24-90311 (ARV)\n\n(Joint Administration Requested)"),
				gap(), cb("DECLARATION OF EVERETT L. GASKINS, CHIEF RESTRUCTURING OFFICER, IN SUPPORT OF THE DEBTORS' CHAPTER 11 PETITIONS AND FIRST DAY MOTIONS"), gap(),
				p("I, Everett L. Gaskins, hereby declare under penalty of perjury:"),
				p("1. I am the Chief Restructuring Officer of Marrowstone Outdoor Brands, Inc. (\"Marrowstone\") and its debtor affiliates in these chapter 11 cases (collectively, the \"Debtors\"). I have served in that role since January 15, 2024, and I am a managing director of Lockhart Strand Advisory LLC. I submit this declaration in support of the Debtors' voluntary petitions, filed on April 7, 2024 (the \"Petition Date\"), and the first day motions."),
				p("2. Marrowstone was founded in 1998 and designs and sells camping, climbing and trail-running equipment through 41 retail stores, e-commerce and wholesale accounts. Its prepetition funded debt consists of a $92.5 million term loan and revolving facility under a credit agreement dated September 12, 2019, with Cordova Hill Capital, LLC as administrative agent (the \"Prepetition Agent\")."),
				p("3. In December 2023 the Debtors' largest wholesale customer terminated its supply agreement. The Debtors did not make the interest payment due on March 1, 2024. The lenders agreed to forbear until April 5, 2024, and the forbearance expired on that date without an agreed restructuring."),
			},
			{
				p("4. The Debtors need immediate access to cash collateral and to the $45 million debtor-in-possession term facility offered by Cordova Hill Capital, LLC, as DIP agent, to pay employees and vendors and to run a marketing process for their retail and wholesale businesses, with bids due by June 21, 2024."),
				p("5. I have reviewed each first day motion. In my opinion, the relief requested is necessary to avoid immediate and irreparable harm to the Debtors' estates."),
				p("I declare under penalty of perjury that the foregoing is true and correct."),
				ls("Dated: April 7, 2024", "       Houston, Texas", "", "                                        /s/ Everett L. Gaskins", "                                        Everett L. Gaskins", "                                        Chief Restructuring Officer"),
				gap(), rule(),
				small(p("1 The Debtors in these chapter 11 cases, along with the last four digits of each Debtor's federal tax identification number, are: Marrowstone Outdoor Brands, Inc. (9027); Marrowstone Retail LLC (4410); and Trailwright Footwear, LLC (7735). The Debtors' service address is 2600 Post Oak Boulevard, Suite 1100, Houston, Texas 77056."), 8.5),
			},
		}}

	order := doc{name: "Interim Cash Collateral Order.pdf", font: "Times", size: 11.5,
		header: "Case 24-90311   Document 58   Filed in TXSB on 04/09/24   Page %d of %t",
		pages: []page{
			{
				stamp("United States Bankruptcy Court", "Southern District of Texas", "ENTERED", "April 09, 2024", "Rosalind Achterhof, Clerk"),
				cb("IN THE UNITED STATES BANKRUPTCY COURT"), cb("FOR THE SOUTHERN DISTRICT OF TEXAS"), cb("HOUSTON DIVISION"), gap(),
				row([]float64{0.55, 0.05, 0.40}, "In re:\n\nMARROWSTONE OUTDOOR BRANDS, INC., et al.,\n\n                    Debtors.", ")\n)\n)\n)\n)", "Chapter 11\n\nCase No. 24-90311 (ARV)\n\n(Jointly Administered)"),
				gap(), cb("INTERIM ORDER (I) AUTHORIZING THE DEBTORS TO USE CASH COLLATERAL, (II) GRANTING ADEQUATE PROTECTION, (III) SCHEDULING A FINAL HEARING, AND (IV) GRANTING RELATED RELIEF"), c("(Related Docket No. 19)"), gap(),
				p("Upon the motion (the \"Motion\") of the above-captioned debtors and debtors in possession (the \"Debtors\"), and upon the First Day Declaration; and the Court having held an interim hearing on April 8, 2024; and the Court having found that the relief requested is necessary to avoid immediate and irreparable harm; IT IS HEREBY ORDERED THAT:"),
				p("1. The Motion is GRANTED on an interim basis. The Debtors may use Cash Collateral in accordance with the Approved Budget through the date of the Final Hearing."),
				p("2. As adequate protection, the Prepetition Agent, for the benefit of the Prepetition Secured Parties, is granted replacement liens on all of the Debtors' assets, to the extent of any diminution in value of its interest in the Prepetition Collateral."),
				p("3. The final hearing on the Motion (the \"Final Hearing\") shall be held on May 2, 2024 at 1:00 p.m. (prevailing Central Time). Any objection to the entry of a final order shall be filed and served no later than April 25, 2024 at 5:00 p.m. (prevailing Central Time)."),
			},
			{
				p("4. Nothing in this Interim Order prejudices the rights of the Office of the United States Trustee or any statutory committee appointed in these chapter 11 cases to challenge the validity, priority or extent of the Prepetition Agent's liens."),
				ls("Signed: April 9, 2024", "", "                                        ______________________________", "                                        Aurelio R. Vantongeren", "                                        United States Bankruptcy Judge"), gap(),
				lb("AGREED AS TO FORM:"),
				row([]float64{0.5, 0.5}, "/s/ Whitaker J. Salonen\nWhitaker J. Salonen\nGREAVES LINDLEY LLP\nCounsel to Cordova Hill Capital, LLC,\nas Prepetition Agent and DIP Agent", "/s/ Ravi K. Thorsby\nRavi K. Thorsby\nBRAZOS KETTERING LLP\nProposed Counsel to the Debtors and\nDebtors in Possession"),
			},
		}}

	notice := doc{name: "Notice of Chapter 11 Bankruptcy Case (Official Form 309F1).pdf", font: "Helvetica", size: 9,
		footer: "Official Form 309F1 (For Corporations or Partnerships)     Notice of Chapter 11 Bankruptcy Case     page 1", footerAlign: "L",
		pages: []page{
			{
				row([]float64{0.6, 0.4}, "Information to identify the case:\nDebtor: Marrowstone Outdoor Brands, Inc.      EIN: 84-3319027\nUnited States Bankruptcy Court for the: Southern District of Texas\nCase number: 24-90311 (ARV)", "Date case filed for chapter 11: 04/07/2024"),
				rule(), lb("Official Form 309F1 (For Corporations or Partnerships)"), lb("Notice of Chapter 11 Bankruptcy Case                                            12/17"), gap(),
				p("For the debtors listed below, a case has been filed under chapter 11 of the Bankruptcy Code. An order for relief has been entered. This notice has important information about the case for creditors, debtors, and trustees, including information about the meeting of creditors and deadlines."),
				row([]float64{0.05, 0.35, 0.6}, "1.", "Debtor's full name", "Marrowstone Outdoor Brands, Inc.; jointly administered with Marrowstone Retail LLC and Trailwright Footwear, LLC"),
				row([]float64{0.05, 0.35, 0.6}, "4.", "Debtor's attorney\nName and address", "Marguerite D. Solano-Pike\nRavi K. Thorsby\nBrazos Kettering LLP\n811 Main Street, Suite 4200, Houston, TX 77002"),
				row([]float64{0.05, 0.35, 0.6}, "5.", "Bankruptcy clerk's office", "515 Rusk Avenue, Houston, TX 77002\nHours open: Monday - Friday 8:00 AM - 5:00 PM\nContact phone: 713-555-0100"),
				row([]float64{0.05, 0.35, 0.6}, "6.", "Meeting of creditors\nThe debtor's representative must attend the meeting to be questioned under oath.", "May 10, 2024 at 10:00 AM\nLocation: The meeting will be held by telephone. Trustee: Jaylen M. Ferreira-Stokes, Trial Attorney, Office of the United States Trustee. Call in number: 866-555-0177, Passcode: 4402981"),
				row([]float64{0.05, 0.35, 0.6}, "7.", "Proof of claim deadline", "Deadline for filing proof of claim: 06/14/2024. For a governmental unit: 10/04/2024"),
				row([]float64{0.05, 0.35, 0.6}, "8.", "Exception to discharge deadline", "Not applicable: the debtor is a corporation."),
				row([]float64{0.05, 0.35, 0.6}, "9.", "Claims and noticing agent", "Copies of filings and claim forms: Kinetic Claims Services, LLC, cases.kineticclaims.example/marrowstone"),
			},
		}}

	return spec{
		name: "in-re-marrowstone-outdoor-brands-ch11", title: "In re Marrowstone Outdoor Brands, Inc. (Bankr. S.D. Tex. No. 24-90311), first-day papers",
		firstSight: &truth.Figures{PartyTruth: 11, PartyFound: 12, PartyCorrect: 8, EventTruth: 18, EventHits: 18, Grounded: 1}, // at commit 9ac289f
		docs:       []doc{petition, decl, order, notice},
		parties: []truth.Party{
			{Name: "Marrowstone Outdoor Brands, Inc.", Role: "party"}, // a debtor
			{Name: "Marrowstone Retail LLC", Role: "party"},
			{Name: "Trailwright Footwear, LLC", Role: "party"},
			{Name: "Cordova Hill Capital, LLC", Role: "party"}, // prepetition and DIP agent
			{Name: "Office of the United States Trustee", Role: "party"},
			{Name: "Everett L. Gaskins", Role: "declarant"},
			{Name: "Marguerite D. Solano-Pike", Role: "counsel"},
			{Name: "Ravi K. Thorsby", Role: "counsel"},
			{Name: "Whitaker J. Salonen", Role: "counsel"},
			{Name: "Jaylen M. Ferreira-Stokes", Role: "counsel"}, // the trustee's trial attorney
			{Name: "Aurelio R. Vantongeren", Role: "judge"},
		},
		events: []truth.Event{
			{Date: "2024-04-07", File: "Voluntary Petition (Official Form 201).pdf", Page: 1},
			{Date: "2024-04-07", File: "Voluntary Petition (Official Form 201).pdf", Page: 2},
			{Date: "2024-04-07", File: "First Day Declaration of Everett L. Gaskins.pdf", Page: 1},
			{Date: "2024-01-15", File: "First Day Declaration of Everett L. Gaskins.pdf", Page: 1},
			{Date: "2019-09-12", File: "First Day Declaration of Everett L. Gaskins.pdf", Page: 1},
			{Date: "2024-03-01", File: "First Day Declaration of Everett L. Gaskins.pdf", Page: 1},
			{Date: "2024-04-05", File: "First Day Declaration of Everett L. Gaskins.pdf", Page: 1},
			{Date: "2024-06-21", File: "First Day Declaration of Everett L. Gaskins.pdf", Page: 2},
			{Date: "2024-04-07", File: "First Day Declaration of Everett L. Gaskins.pdf", Page: 2},
			{Date: "2024-04-09", File: "Interim Cash Collateral Order.pdf", Page: 1},
			{Date: "2024-04-08", File: "Interim Cash Collateral Order.pdf", Page: 1},
			{Date: "2024-05-02", File: "Interim Cash Collateral Order.pdf", Page: 1},
			{Date: "2024-04-25", File: "Interim Cash Collateral Order.pdf", Page: 1},
			{Date: "2024-04-09", File: "Interim Cash Collateral Order.pdf", Page: 2},
			{Date: "2024-04-07", File: "Notice of Chapter 11 Bankruptcy Case (Official Form 309F1).pdf", Page: 1},
			{Date: "2024-05-10", File: "Notice of Chapter 11 Bankruptcy Case (Official Form 309F1).pdf", Page: 1},
			{Date: "2024-06-14", File: "Notice of Chapter 11 Bankruptcy Case (Official Form 309F1).pdf", Page: 1},
			{Date: "2024-10-04", File: "Notice of Chapter 11 Bankruptcy Case (Official Form 309F1).pdf", Page: 1},
		},
	}
}
