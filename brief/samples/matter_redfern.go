package samples

// DEV SET (held out at first sight): a Chapter 11 case in the Southern
// District of Texas (complex case panel). The court's stamp atop every
// filed page ("Case 24-90311 Document 18 Filed in TXSB on 06/03/24 Page 1
// of 3"); "In re: / X, et al.,1 / Debtors." with "Chapter 11", "Case No.
// 24-90311 (MJE)", "(Jointly Administered)" and the footnote listing the
// debtors with the last four digits of their tax numbers; the chief
// restructuring officer's first-day declaration ("the Petition Date");
// the debtors' emergency store-closing motion with the district's boxed
// emergency notice, the signature block of proposed counsel with "(TX Bar
// No.)" and a certificate of accuracy; a landlord's limited objection
// signed by its counsel, with a certificate of service; the order
// approving the sales ("Signed: June 28, 2024" above the judge's name and
// "United States Bankruptcy Judge"); and a vendor's proof of claim on
// Official Form 410 with the claims agent's stamp (labels under the lines
// they describe, "MM / DD / YYYY", "First name Middle name Last name").
// Debtors and creditors are parties; a landlord that objects is a party;
// the officer who signs a proof of claim is its declarant.
func init() { specs = append(specs, redfern) }

func redfern() matterSpec {
	court := []block{cb("IN THE UNITED STATES BANKRUPTCY COURT"), cb("FOR THE SOUTHERN DISTRICT OF TEXAS"), cb("HOUSTON DIVISION"), gap()}
	capt := caption(")", []string{"In re:", "", "REDFERN HOME FURNISHINGS, INC., et al.,1", "", "                    Debtors."},
		[]string{"Chapter 11", "", "Case No. 24-90311 (MJE)", "", "(Jointly Administered)"})
	foot := small(p("1 The Debtors in these chapter 11 cases, with the last four digits of each Debtor's federal tax identification number, are: Redfern Home Furnishings, Inc. (4471); Redfern Retail Stores, LLC (8820); and RHF Logistics, LLC (1935). The Debtors' service address is 2900 Post Oak Boulevard, Suite 1200, Houston, Texas 77056."), 8.5)

	decl := doc{name: "Docket 18 First Day Declaration of Caroline B. Ashford.pdf", font: "Times", size: 11.5,
		header: "Case 24-90311   Document 18   Filed in TXSB on 06/03/24   Page %d of %t",
		pages: []page{
			append(append([]block{}, court...), capt, gap(),
				cb("DECLARATION OF CAROLINE B. ASHFORD, CHIEF RESTRUCTURING"), cb("OFFICER OF REDFERN HOME FURNISHINGS, INC., IN SUPPORT OF"), cb("CHAPTER 11 PETITIONS AND FIRST DAY MOTIONS"), gap(),
				p("I, Caroline B. Ashford, hereby declare under penalty of perjury:"),
				p("1. I am the Chief Restructuring Officer of Redfern Home Furnishings, Inc. and its affiliated debtors (the \"Debtors\"), and a managing director of Ashford Dunmore Partners LLC, which the Debtors retained on April 22, 2024."),
				p("2. On June 2, 2024 (the \"Petition Date\"), each of the Debtors filed a voluntary petition for relief under chapter 11 of title 11 of the United States Code."),
				foot,
			),
			{
				p("3. The Debtors operate 63 furniture stores in nine states and a distribution center in Katy, Texas. Sales fell 31 percent in fiscal 2023. On February 9, 2024 the Debtors failed to make an interest payment under their prepetition asset-based revolving facility, and the lenders entered into a forbearance agreement on March 1, 2024 that expired on May 31, 2024."),
				p("4. The Debtors intend to close 22 underperforming stores through store closing sales and to sell the remaining business as a going concern. A stalking horse bidder has been identified, and the Debtors expect to seek approval of bidding procedures by June 21, 2024."),
				p("5. I have reviewed each first day motion, and the relief requested is necessary to avoid immediate and irreparable harm to the Debtors' estates."),
				p("I declare under penalty of perjury that the foregoing is true and correct."),
				ls("Dated: June 3, 2024                         /s/ Caroline B. Ashford", "Houston, Texas                              Caroline B. Ashford", "                                            Chief Restructuring Officer"),
			},
		}}

	motion := doc{name: "Docket 24 Emergency Motion for Store Closing Sales.pdf", font: "Times", size: 11.5,
		header: "Case 24-90311   Document 24   Filed in TXSB on 06/03/24   Page %d of %t",
		pages: []page{
			append(append([]block{}, court...), capt, gap(),
				cb("DEBTORS' EMERGENCY MOTION FOR ENTRY OF AN ORDER"), cb("(I) AUTHORIZING STORE CLOSING SALES AND (II) GRANTING RELATED RELIEF"), gap(),
				small(ls("+--------------------------------------------------------------------------------------------+",
					"|  Emergency relief has been requested. Relief is requested not later than 2:30 p.m.        |",
					"|  (prevailing Central Time) on June 5, 2024. If you object to the relief requested or you   |",
					"|  believe that emergency consideration is not warranted, you must appear at the hearing    |",
					"|  if one is set, or file a written response prior to the date that relief is requested.   |",
					"+--------------------------------------------------------------------------------------------+"), 9),
				gap(),
				p("The above-captioned debtors and debtors in possession (the \"Debtors\") respectfully state as follows in support of this motion:"),
				p("1. The Debtors seek entry of an order authorizing them to conduct store closing sales at the 22 stores listed on Exhibit 1, free and clear of liens, with sales to conclude no later than September 30, 2024. The facts supporting this motion are set out in the First Day Declaration filed on June 3, 2024."),
				foot,
			),
			{
				p("2. Certain leases contain provisions restricting \"going out of business\" signage and sales. The Debtors ask that those provisions be unenforceable during the sales, subject to the sale guidelines attached to the proposed order."),
				ls("Houston, Texas                      PORTER LANGDON LLP",
					"June 3, 2024",
					"                                    /s/ Nathaniel R. Brooks",
					"                                    Nathaniel R. Brooks (TX Bar No. 24070031)",
					"                                    Elise M. Fontaine (TX Bar No. 24093382)",
					"                                    700 Louisiana Street, Suite 4100",
					"                                    Houston, Texas 77002",
					"                                    Telephone: (713) 555-0131",
					"                                    Email: nbrooks@porterlangdon.com",
					"",
					"                                    Proposed Counsel to the Debtors",
					"                                    and Debtors in Possession"),
				gap(),
				cb("Certificate of Accuracy"),
				p("I certify to the accuracy of the matters asserted in the foregoing motion under Bankruptcy Local Rule 9013-1(i)."),
				ls("                                    /s/ Nathaniel R. Brooks", "                                    Nathaniel R. Brooks"),
			},
		}}

	objection := doc{name: "Docket 141 Limited Objection of Westgate Plaza Associates.pdf", font: "Times", size: 11.5,
		header: "Case 24-90311   Document 141   Filed in TXSB on 06/24/24   Page %d of %t",
		pages: []page{
			append(append([]block{}, court...), capt, gap(),
				cb("LIMITED OBJECTION OF WESTGATE PLAZA ASSOCIATES, L.P."), cb("TO DEBTORS' EMERGENCY MOTION FOR STORE CLOSING SALES"), cb("[Relates to Docket No. 24]"), gap(),
				p("Westgate Plaza Associates, L.P. (\"Westgate\"), landlord of the Debtors' store no. 117 at Westgate Plaza, San Antonio, Texas, under a lease dated October 1, 2016, files this limited objection and states:"),
				p("1. Westgate does not oppose a closing sale at store no. 117. It objects to the proposed sale guidelines to the extent they permit banners on the shopping center's pylon signs and sales beyond August 31, 2024, when the lease requires the premises to be surrendered to a replacement tenant."),
				p("2. Westgate also asks that postpetition rent for June 2024 be paid when the sale begins, as section 365(d)(3) of the Bankruptcy Code requires."),
			),
			{
				ls("Dated: June 24, 2024                VARGA STEIN P.C.",
					"",
					"                                    /s/ Hollis J. Varga",
					"                                    Hollis J. Varga (TX Bar No. 20488150)",
					"                                    112 E. Pecan Street, Suite 800",
					"                                    San Antonio, Texas 78205",
					"                                    (210) 555-0177",
					"",
					"                                    Counsel for Westgate Plaza Associates, L.P."),
				gap(),
				cb("Certificate of Service"),
				p("I certify that on June 24, 2024, a true copy of this objection was served through the Court's CM/ECF system on all parties registered to receive electronic notice in these cases, including proposed counsel for the Debtors."),
				ls("                                    /s/ Hollis J. Varga", "                                    Hollis J. Varga"),
			},
		}}

	order := doc{name: "Docket 166 Order Approving Store Closing Sales.pdf", font: "Times", size: 11.5,
		header: "Case 24-90311   Document 166   Filed in TXSB on 06/28/24   Page %d of %t",
		pages: []page{
			append(append([]block{small(r("United States Bankruptcy Court\nSouthern District of Texas\nENTERED\nJune 28, 2024\nClerk of Court"), 8)}, court...), capt, gap(),
				cb("ORDER (I) AUTHORIZING STORE CLOSING SALES"), cb("AND (II) GRANTING RELATED RELIEF"), cb("[Relates to Docket Nos. 24, 141]"), gap(),
				p("Upon the motion (the \"Motion\") of the Debtors for entry of an order authorizing store closing sales, the First Day Declaration, the limited objection of Westgate Plaza Associates, L.P. (Docket No. 141), and the record of the hearing held on June 27, 2024, IT IS HEREBY ORDERED THAT:"),
				p("1. The Motion is GRANTED as set forth herein. The Debtors may conduct the store closing sales at the closing stores, which shall conclude no later than September 30, 2024."),
				p("2. As to store no. 117, the sale shall conclude by August 31, 2024, no signage shall be placed on pylon signs, and rent for June 2024 shall be paid by July 3, 2024. The limited objection is otherwise resolved."),
				foot,
			),
			{
				p("3. This Court retains jurisdiction over all matters arising from or related to the implementation of this Order."),
				ls("", "Signed: June 28, 2024", "", "                                    ____________________________________",
					"                                    MARVIN J. ELLINGSEN", "                                    UNITED STATES BANKRUPTCY JUDGE"),
			},
		}}

	poc := doc{name: "Proof of Claim 214 - Carolina Timberworks.pdf", font: "Helvetica", size: 8.5,
		pages: []page{
			{
				ls("                                                          HARBOR CLAIMS SOLUTIONS",
					"                                                          Claim Number: 214       Received: 07/16/2024",
					"Fill in this information to identify the case:",
					"Debtor 1      Redfern Retail Stores, LLC",
					"United States Bankruptcy Court for the: Southern District of Texas",
					"Case number   24-90312",
					"",
					"Official Form 410",
					"Proof of Claim                                                                                    04/22",
					"Read the instructions before filling out this form. This form is for making a claim for payment in a bankruptcy case.",
					"",
					"Part 1:  Identify the Claim",
					"1. Who is the current creditor?      Carolina Timberworks, Inc.",
					"                                     Name of the current creditor (the person or entity to be paid for this claim)",
					"                                     Other names the creditor used with the debtor   CTW Furniture",
					"2. Has this claim been acquired from someone else?    [X] No   [ ] Yes. From whom?",
					"3. Where should notices and payments to the creditor be sent?",
					"                                     Carolina Timberworks, Inc., Attn: Controller",
					"                                     1450 Industrial Park Drive, Hickory, NC 28602",
					"                                     Contact phone  (828) 555-0104     Contact email  ap@carolinatimberworks.com",
					"4. Does this claim amend one already filed?           [X] No   [ ] Yes.",
					"5. Do you know if anyone else has filed a proof of claim for this claim?    [X] No",
					"",
					"Part 2:  Give Information About the Claim as of the Date the Case Was Filed",
					"6. Do you have any number you use to identify the debtor?   [X] Yes. Last 4 digits: 8820",
					"7. How much is the claim?    $ 184,306.50     Does this amount include interest or other charges?  [X] No",
					"8. What is the basis of the claim?    Goods sold and delivered (case goods and upholstered frames)",
					"9. Is all or part of the claim secured?      [X] No",
					"10. Is this claim based on a lease?          [X] No",
					"11. Is this claim subject to a right of setoff?   [X] No",
					"12. Is all or part of the claim entitled to priority under 11 U.S.C. Section 507(a)?   [X] No",
					"13. Is all or part of the claim entitled to administrative priority pursuant to 11 U.S.C. 503(b)(9)?",
					"    [X] Yes. Amount of the claim arising from the value of any goods received by the debtor within 20",
					"    days before the date of commencement of the above case:     $ 61,220.00"),
			},
			{
				ls("Part 3:  Sign Below",
					"The person completing this proof of claim must sign and date it.",
					"Check the appropriate box:   [ ] I am the creditor.   [X] I am the creditor's attorney or authorized agent.",
					"",
					"I have examined the information in this Proof of Claim and have a reasonable belief that the information is true",
					"and correct. I declare under penalty of perjury that the foregoing is true and correct.",
					"",
					"Executed on date     07/15/2024",
					"                     MM / DD / YYYY",
					"",
					"                     /s/ Angela M. Pruden",
					"                     Signature",
					"",
					"Print the name of the person who is completing and signing this claim:",
					"Name         Angela               M.                Pruden",
					"             First name           Middle name       Last name",
					"Title        Controller",
					"Company      Carolina Timberworks, Inc.",
					"             Identify the corporate servicer as the company if the authorized agent is a servicer.",
					"Address      1450 Industrial Park Drive, Hickory, NC 28602",
					"",
					"Attachment: statement of account (invoices dated 04/03/2024 through 05/28/2024)",
					"",
					"Official Form 410                          Proof of Claim                                        page 2"),
			},
		}}

	return matterSpec{
		name: "in-re-redfern", title: "In re Redfern Home Furnishings, Inc., et al. (Bankr. S.D. Tex., No. 24-90311)", heldOut: true,
		firstSight: &Figures{PartyTruth: 11, PartyFound: 6, PartyCorrect: 6, EventTruth: 26, EventHits: 26, Grounded: 1}, // at 6dedd38
		docs:       []doc{decl, motion, objection, order, poc},
		parties: []Party{
			{"Redfern Home Furnishings, Inc.", "party"}, // the debtors, in the documented vocabulary
			{"Redfern Retail Stores, LLC", "party"},
			{"RHF Logistics, LLC", "party"},
			{"Caroline B. Ashford", "declarant"},
			{"Nathaniel R. Brooks", "counsel"},
			{"Elise M. Fontaine", "counsel"},
			{"Westgate Plaza Associates, L.P.", "party"}, // the objecting landlord
			{"Hollis J. Varga", "counsel"},
			{"Marvin J. Ellingsen", "judge"},
			{"Carolina Timberworks, Inc.", "party"}, // the creditor
			{"Angela M. Pruden", "declarant"},
		},
		events: []Event{
			{"2024-06-03", "Docket 18 First Day Declaration of Caroline B. Ashford.pdf", 1},
			{"2024-04-22", "Docket 18 First Day Declaration of Caroline B. Ashford.pdf", 1},
			{"2024-06-02", "Docket 18 First Day Declaration of Caroline B. Ashford.pdf", 1},
			{"2024-02-09", "Docket 18 First Day Declaration of Caroline B. Ashford.pdf", 2},
			{"2024-03-01", "Docket 18 First Day Declaration of Caroline B. Ashford.pdf", 2},
			{"2024-05-31", "Docket 18 First Day Declaration of Caroline B. Ashford.pdf", 2},
			{"2024-06-21", "Docket 18 First Day Declaration of Caroline B. Ashford.pdf", 2},
			{"2024-06-03", "Docket 18 First Day Declaration of Caroline B. Ashford.pdf", 2},
			{"2024-06-03", "Docket 24 Emergency Motion for Store Closing Sales.pdf", 1},
			{"2024-06-05", "Docket 24 Emergency Motion for Store Closing Sales.pdf", 1},
			{"2024-09-30", "Docket 24 Emergency Motion for Store Closing Sales.pdf", 1},
			{"2024-06-03", "Docket 24 Emergency Motion for Store Closing Sales.pdf", 2},
			{"2024-06-24", "Docket 141 Limited Objection of Westgate Plaza Associates.pdf", 1},
			{"2016-10-01", "Docket 141 Limited Objection of Westgate Plaza Associates.pdf", 1},
			{"2024-08-31", "Docket 141 Limited Objection of Westgate Plaza Associates.pdf", 1},
			{"2024-06-24", "Docket 141 Limited Objection of Westgate Plaza Associates.pdf", 2},
			{"2024-06-28", "Docket 166 Order Approving Store Closing Sales.pdf", 1},
			{"2024-06-27", "Docket 166 Order Approving Store Closing Sales.pdf", 1},
			{"2024-09-30", "Docket 166 Order Approving Store Closing Sales.pdf", 1},
			{"2024-08-31", "Docket 166 Order Approving Store Closing Sales.pdf", 1},
			{"2024-07-03", "Docket 166 Order Approving Store Closing Sales.pdf", 1},
			{"2024-06-28", "Docket 166 Order Approving Store Closing Sales.pdf", 2},
			{"2024-07-16", "Proof of Claim 214 - Carolina Timberworks.pdf", 1},
			{"2024-07-15", "Proof of Claim 214 - Carolina Timberworks.pdf", 2},
			{"2024-04-03", "Proof of Claim 214 - Carolina Timberworks.pdf", 2},
			{"2024-05-28", "Proof of Claim 214 - Carolina Timberworks.pdf", 2},
		},
	}
}
