package sealed

import "pramaan/brief/truth"

// A preference action in the Bankruptcy Court for the District of New
// Jersey: the local rule's caption box ("Caption in Compliance with D.N.J.
// LBR 9004-1(b)") with counsel's block inside it, a two-part caption (the
// Chapter 7 case, then the trustee "as Chapter 7 Trustee for the Estate of"
// the debtor against a vendor) with "Adv. Pro. No."; the court's stamp
// ("Filed ... Entered ... Desc Main Document"); a table of transfers by check
// number; the summons with its certificate of service signed by a
// paralegal; the answer with affirmative defences; and a scheduling order
// whose first page is the judge's signature box ("The relief set forth on
// the following pages ... is hereby ORDERED") under the clerk's "Order
// Filed on" stamp.
func init() { specs = append(specs, vossler) }

func vossler() spec {
	box := ls(
		"UNITED STATES BANKRUPTCY COURT",
		"DISTRICT OF NEW JERSEY",
		"Caption in Compliance with D.N.J. LBR 9004-1(b)",
		"KOVACS DRAPER LLP",
		"Nathaniel J. Kovacs, Esq.",
		"One Gateway Center, Suite 2600",
		"Newark, New Jersey 07102",
		"(973) 555-0161 | nkovacs@kovacsdraper.com",
		"Counsel to Gretchen A. Vossler, Chapter 7 Trustee")
	capt := caption("", []string{
		"In re:",
		"HOLLOWAY FINE CABINETRY, LLC,",
		"                    Debtor.",
		"______________________________________",
		"GRETCHEN A. VOSSLER, as Chapter 7 Trustee",
		"for the Estate of Holloway Fine Cabinetry, LLC,",
		"                    Plaintiff,",
		"     v.",
		"TRI-STATE HARDWOOD DISTRIBUTORS, INC.,",
		"                    Defendant.",
	}, []string{"Chapter 7", "", "Case No. 23-14872 (MBK)", "", "", "Adv. Pro. No. 24-01233 (MBK)"})

	complaint := doc{name: "Adv Doc 1 Complaint to Avoid Preferential Transfers.pdf", font: "Times", size: 11,
		header: "Case 24-01233-MBK   Doc 1   Filed 05/20/24   Entered 05/20/24 14:22:07   Desc Main Document   Page %d of %t",
		pages: []page{
			with([]block{box, rule()}, capt, []block{gap(),
				cb("COMPLAINT TO AVOID AND RECOVER PREFERENTIAL TRANSFERS"), cb("PURSUANT TO 11 U.S.C. SECTIONS 547 AND 550"), gap(),
				p("Gretchen A. Vossler, the Chapter 7 trustee (the \"Trustee\" or \"Plaintiff\") for the estate of Holloway Fine Cabinetry, LLC (the \"Debtor\"), by and through her counsel, Kovacs Draper LLP, by way of Complaint against Tri-State Hardwood Distributors, Inc. (\"Defendant\"), alleges as follows:"),
				p("1. On February 10, 2023 (the \"Petition Date\"), the Debtor filed a voluntary petition for relief under Chapter 7 of the Bankruptcy Code. On February 13, 2023, the Plaintiff was appointed interim trustee, and she has since qualified as permanent trustee."),
			}),
			{
				p("2. During the ninety days before the Petition Date, that is, from November 12, 2022 through the Petition Date (the \"Preference Period\"), the Debtor made the following transfers to Defendant (the \"Transfers\"):"),
				row([]float64{0.3, 0.35, 0.35}, "Check No. / Wire", "Clear Date", "Amount"),
				row([]float64{0.3, 0.35, 0.35}, "10457", "11/18/2022", "$41,275.50"),
				row([]float64{0.3, 0.35, 0.35}, "10502", "12/09/2022", "$38,410.00"),
				row([]float64{0.3, 0.35, 0.35}, "Wire", "01/20/2023", "$57,900.00"),
				row([]float64{0.3, 0.35, 0.35}, "", "TOTAL", "$137,585.50"),
				gap(),
				p("3. Each Transfer was made to or for the benefit of Defendant, a creditor, on account of an antecedent debt for hardwood lumber supplied to the Debtor, while the Debtor was insolvent, and enabled Defendant to receive more than it would receive in a Chapter 7 liquidation."),
				p("4. By letter dated March 28, 2024, the Plaintiff demanded that Defendant return the Transfers. Defendant has not done so."),
				cb("COUNT I (11 U.S.C. Section 547(b))"),
				p("5. The Transfers are avoidable as preferential transfers under section 547(b) of the Bankruptcy Code."),
				cb("COUNT II (11 U.S.C. Section 550)"),
				p("6. The Plaintiff may recover the Transfers, or their value, from Defendant as the initial transferee."),
			},
			{
				p("WHEREFORE, the Plaintiff demands judgment against Defendant (a) avoiding the Transfers, (b) directing Defendant to pay $137,585.50 to the Plaintiff, with prejudgment interest from March 28, 2024, and (c) granting costs of suit."),
				ls("", "                                   KOVACS DRAPER LLP", "                                   Counsel to Gretchen A. Vossler,", "                                   Chapter 7 Trustee", "",
					"                                   By: /s/ Nathaniel J. Kovacs", "                                        Nathaniel J. Kovacs", "", "Dated: May 20, 2024"),
			},
		}}

	summons := doc{name: "Adv Doc 2 Summons and Notice of Pretrial Conference.pdf", font: "Helvetica", size: 9.5,
		header: "Case 24-01233-MBK   Doc 2   Filed 05/21/24   Entered 05/21/24 09:10:44   Desc Summons   Page %d of %t",
		pages: []page{
			{
				cb("UNITED STATES BANKRUPTCY COURT"), cb("DISTRICT OF NEW JERSEY"), gap(),
				ls("In re: Holloway Fine Cabinetry, LLC                  Bankruptcy Case No. 23-14872 (MBK)",
					"Gretchen A. Vossler, Chapter 7 Trustee, Plaintiff",
					"v.                                                   Adversary Proceeding No. 24-01233 (MBK)",
					"Tri-State Hardwood Distributors, Inc., Defendant"), rule(),
				cb("SUMMONS AND NOTICE OF PRETRIAL CONFERENCE IN AN ADVERSARY PROCEEDING"), gap(),
				p("YOU ARE SUMMONED and required to submit a motion or answer to the complaint which is attached to this summons to the clerk of the bankruptcy court within 30 days after the date of issuance of this summons, except that the United States and its offices and agencies shall submit a motion or answer to the complaint within 35 days."),
				ls("Address of Clerk:   Clarkson S. Fisher U.S. Courthouse, 402 East State Street, Trenton, NJ 08608"), gap(),
				p("At the same time, you must also serve a copy of the motion or answer upon the plaintiff's attorney."),
				ls("Name and Address of Plaintiff's Attorney:   Nathaniel J. Kovacs, Kovacs Draper LLP,", "                                              One Gateway Center, Suite 2600, Newark, NJ 07102"), gap(),
				p("If you make a motion, your time to answer is governed by Fed. R. Bankr. P. 7012. YOU ARE NOTIFIED that a pretrial conference of the proceeding commenced by the filing of the complaint will be held at the following time and place:"),
				row([]float64{0.5, 0.5}, "Address: 402 East State Street, Trenton, NJ 08608", "Courtroom: 8\nDate and Time: August 6, 2024 at 10:00 a.m."),
				gap(),
				p("IF YOU FAIL TO RESPOND TO THIS SUMMONS, YOUR FAILURE WILL BE DEEMED TO BE YOUR CONSENT TO ENTRY OF A JUDGMENT BY THE BANKRUPTCY COURT AND JUDGMENT BY DEFAULT MAY BE TAKEN AGAINST YOU FOR THE RELIEF DEMANDED IN THE COMPLAINT."),
				ls("Date: May 21, 2024                                   Winifred Achebe-Long", "                                                     Clerk of the Bankruptcy Court"),
			},
			{
				cb("CERTIFICATE OF SERVICE"), gap(),
				p("I, Renata Lindahl, certify that I am, and at all times during the service of process was, not less than 18 years of age and not a party to the matter concerning which service of process was made. I further certify that the service of this summons and a copy of the complaint was made on May 22, 2024 by:"),
				ls("[X] Mail service: Regular, first class United States mail, postage fully pre-paid, addressed to:", "      Tri-State Hardwood Distributors, Inc., Attn: Officer or Managing Agent,", "      80 Commerce Way, Edison, NJ 08837",
					"[ ] Personal Service", "[ ] Residence Service", "[ ] Certified Mail Service on an Insured Depository Institution"), gap(),
				p("Under penalty of perjury, I declare that the foregoing is true and correct."),
				ls("Date: May 22, 2024                  Signature: /s/ Renata Lindahl", "", "Print Name: Renata Lindahl, Paralegal", "Business Address: Kovacs Draper LLP, One Gateway Center, Suite 2600, Newark, NJ 07102"),
			},
		}}

	answer := doc{name: "Adv Doc 6 Answer and Affirmative Defenses.pdf", font: "Times", size: 11,
		header: "Case 24-01233-MBK   Doc 6   Filed 06/24/24   Entered 06/24/24 16:03:51   Desc Main Document   Page %d of %t",
		pages: []page{
			with([]block{ls("UNITED STATES BANKRUPTCY COURT", "DISTRICT OF NEW JERSEY", "Caption in Compliance with D.N.J. LBR 9004-1(b)", "MORETTI & LASKO, P.C.", "Ignatius P. Moretti, Esq.", "1500 Route 9 North, Suite 304", "Woodbridge, New Jersey 07095", "Attorneys for Defendant, Tri-State Hardwood Distributors, Inc."), rule()}, capt, []block{gap(),
				cb("ANSWER AND AFFIRMATIVE DEFENSES"), gap(),
				p("Defendant, Tri-State Hardwood Distributors, Inc. (\"Tri-State\"), by way of Answer to the Complaint of Gretchen A. Vossler, Chapter 7 Trustee, says:"),
				p("1. Admitted that the Debtor filed a voluntary petition on February 10, 2023 and that Plaintiff is the Chapter 7 trustee. 2. Admitted that Tri-State received the payments listed, but denied that they are avoidable. 3. Denied. 4. Admitted that Tri-State received a letter dated March 28, 2024. 5-6. Denied."),
			}),
			{
				cb("AFFIRMATIVE DEFENSES"),
				p("FIRST: The Transfers were made in the ordinary course of business or financial affairs of the Debtor and Tri-State, and according to ordinary business terms, 11 U.S.C. Section 547(c)(2); Tri-State has supplied the Debtor on net-45 terms since June 14, 2017."),
				p("SECOND: After the Transfers, Tri-State gave new value to the Debtor, including a delivery of walnut and maple stock on January 27, 2023 worth $22,640.00, 11 U.S.C. Section 547(c)(4)."),
				ls("", "                                   MORETTI & LASKO, P.C.", "                                   Attorneys for Defendant", "", "                                   By: /s/ Ignatius P. Moretti", "                                        Ignatius P. Moretti", "", "Dated: June 24, 2024"),
			},
		}}

	order := doc{name: "Adv Doc 11 Scheduling Order.pdf", font: "Times", size: 11,
		header: "Case 24-01233-MBK   Doc 11   Filed 08/07/24   Entered 08/07/24 11:48:30   Desc Main Document   Page %d of %t",
		pages: []page{
			with([]block{stamp("Order Filed on August 7, 2024", "by Clerk", "U.S. Bankruptcy Court", "District of New Jersey"), gap(), gap()}, []block{box, rule()}, capt, []block{gap(),
				cb("SCHEDULING ORDER IN ADVERSARY PROCEEDING"), gap(),
				c("The relief set forth on the following page, numbered two (2), is hereby ORDERED."), gap(), gap(),
				ls("DATED: August 7, 2024                       ______________________________", "                                            Honorable Margaret B. Kilbride", "                                            United States Bankruptcy Judge"),
			}),
			{
				p("THIS MATTER having come before the Court at the pretrial conference held on August 6, 2024, with Nathaniel J. Kovacs, Esq. appearing for the Plaintiff and Ignatius P. Moretti, Esq. appearing for the Defendant, and for good cause shown, it is hereby ORDERED:"),
				p("1. All fact discovery shall be completed by December 13, 2024."),
				p("2. The parties shall mediate before a mediator from the Court's Register of Mediators, the mediation to be concluded by January 17, 2025."),
				p("3. Any dispositive motion shall be filed by January 31, 2025."),
				p("4. A final pretrial conference will be held on March 4, 2025 at 10:00 a.m."),
			},
		}}

	return spec{
		name: "vossler-v-tri-state-hardwood", title: "Vossler, Trustee v. Tri-State Hardwood Distributors, Inc. (Bankr. D.N.J. Adv. Pro. No. 24-01233)",
		firstSight: &truth.Figures{PartyTruth: 7, PartyFound: 7, PartyCorrect: 7, EventTruth: 25, EventHits: 25, Grounded: 1}, // at commit 31ea078
		docs:       []doc{complaint, summons, answer, order},
		parties: []truth.Party{
			{Name: "Holloway Fine Cabinetry, LLC", Role: "party"}, // the debtor
			{Name: "Gretchen A. Vossler", Role: "plaintiff"},
			{Name: "Tri-State Hardwood Distributors, Inc.", Role: "defendant"},
			{Name: "Nathaniel J. Kovacs", Role: "counsel"},
			{Name: "Ignatius P. Moretti", Role: "counsel"},
			{Name: "Renata Lindahl", Role: "declarant"},
			{Name: "Margaret B. Kilbride", Role: "judge"},
		},
		events: []truth.Event{
			{Date: "2024-05-20", File: "Adv Doc 1 Complaint to Avoid Preferential Transfers.pdf", Page: 1},
			{Date: "2023-02-10", File: "Adv Doc 1 Complaint to Avoid Preferential Transfers.pdf", Page: 1},
			{Date: "2023-02-13", File: "Adv Doc 1 Complaint to Avoid Preferential Transfers.pdf", Page: 1},
			{Date: "2022-11-12", File: "Adv Doc 1 Complaint to Avoid Preferential Transfers.pdf", Page: 2},
			{Date: "2022-11-18", File: "Adv Doc 1 Complaint to Avoid Preferential Transfers.pdf", Page: 2},
			{Date: "2022-12-09", File: "Adv Doc 1 Complaint to Avoid Preferential Transfers.pdf", Page: 2},
			{Date: "2023-01-20", File: "Adv Doc 1 Complaint to Avoid Preferential Transfers.pdf", Page: 2},
			{Date: "2024-03-28", File: "Adv Doc 1 Complaint to Avoid Preferential Transfers.pdf", Page: 2},
			{Date: "2024-03-28", File: "Adv Doc 1 Complaint to Avoid Preferential Transfers.pdf", Page: 3},
			{Date: "2024-05-20", File: "Adv Doc 1 Complaint to Avoid Preferential Transfers.pdf", Page: 3},
			{Date: "2024-05-21", File: "Adv Doc 2 Summons and Notice of Pretrial Conference.pdf", Page: 1},
			{Date: "2024-08-06", File: "Adv Doc 2 Summons and Notice of Pretrial Conference.pdf", Page: 1},
			{Date: "2024-05-22", File: "Adv Doc 2 Summons and Notice of Pretrial Conference.pdf", Page: 2},
			{Date: "2024-06-24", File: "Adv Doc 6 Answer and Affirmative Defenses.pdf", Page: 1},
			{Date: "2023-02-10", File: "Adv Doc 6 Answer and Affirmative Defenses.pdf", Page: 1},
			{Date: "2024-03-28", File: "Adv Doc 6 Answer and Affirmative Defenses.pdf", Page: 1},
			{Date: "2017-06-14", File: "Adv Doc 6 Answer and Affirmative Defenses.pdf", Page: 2},
			{Date: "2023-01-27", File: "Adv Doc 6 Answer and Affirmative Defenses.pdf", Page: 2},
			{Date: "2024-06-24", File: "Adv Doc 6 Answer and Affirmative Defenses.pdf", Page: 2},
			{Date: "2024-08-07", File: "Adv Doc 11 Scheduling Order.pdf", Page: 1},
			{Date: "2024-08-06", File: "Adv Doc 11 Scheduling Order.pdf", Page: 2},
			{Date: "2024-12-13", File: "Adv Doc 11 Scheduling Order.pdf", Page: 2},
			{Date: "2025-01-17", File: "Adv Doc 11 Scheduling Order.pdf", Page: 2},
			{Date: "2025-01-31", File: "Adv Doc 11 Scheduling Order.pdf", Page: 2},
			{Date: "2025-03-04", File: "Adv Doc 11 Scheduling Order.pdf", Page: 2},
		},
	}
}
