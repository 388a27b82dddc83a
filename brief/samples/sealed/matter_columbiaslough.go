package sealed

import "pramaan/brief/truth"

// A subcontractor's payment suit in the Circuit Court of the State of
// Oregon for the County of Multnomah, on numbered pleading paper: the
// complaint (the eCourt filing stamp, the ")"-ruled caption with "Case No.",
// the title with its claims in brackets, "CLAIM NOT SUBJECT TO MANDATORY
// ARBITRATION", "Prayer: $..." and the fee authority, claims for relief
// against a general contractor and its president as guarantor, "OSB No."
// and "Trial Attorney" in the signature block, "Page x - COMPLAINT" with
// the firm's address in the footer), the defendants' answer and affirmative
// defenses (offset for backcharges, a capped guaranty) with a certificate
// of service, the plaintiff's controller's declaration under ORCP 1 E for
// summary judgment (a pay-application table, the rule's declaration
// sentence), and the general judgment with its money award under ORS
// 18.042 (judgment creditor and debtors, the creditor's attorney, principal,
// interest, costs, fees by supplemental judgment), the UTCR 5.100
// certificate of readiness and the judge's electronic signature line.
func init() { specs = append(specs, columbiaSlough) }

func columbiaSlough() spec {
	court := []block{
		cb("IN THE CIRCUIT COURT OF THE STATE OF OREGON"),
		cb("FOR THE COUNTY OF MULTNOMAH"), gap(),
	}
	parties := []string{
		"COLUMBIA SLOUGH MILLWORK, LLC, an",
		"Oregon limited liability company,",
		"                    Plaintiff,",
		"          v.",
		"HARLOW & BRANDT GENERAL",
		"CONTRACTORS, INC., an Oregon",
		"corporation; and DEREK M. BRANDT, an",
		"individual,",
		"                    Defendants.",
	}
	firm := "Solvik Holloway LLP, 1120 SW Fifth Avenue, Suite 1400, Portland, OR 97204  |  Tel. 503.555.0182"
	defFirm := "Marsh Devereaux PC, 4800 SW Meadows Road, Suite 300, Lake Oswego, OR 97035  |  Tel. 503.555.0417"

	complaint := doc{name: "Complaint.pdf", font: "Times", size: 11, pleading: true,
		footer: "Page %d - COMPLAINT", footer2: firm, footerAlign: "L",
		pages: []page{
			with([]block{stamp("6/3/2024 2:14 PM", "24CV27391")}, court,
				caption(")", parties, []string{
					"Case No. 24CV27391", "",
					"COMPLAINT",
					"(Breach of Contract; Account Stated;",
					"Breach of Guaranty)", "",
					"CLAIM NOT SUBJECT TO MANDATORY",
					"ARBITRATION", "",
					"Prayer: $148,612.40",
					"Fee Authority: ORS 21.160(1)(c)",
				}), []block{gap(),
					p("Plaintiff Columbia Slough Millwork, LLC (\"Columbia Slough\") alleges:"),
					cb("PARTIES AND VENUE"),
					p("1. Columbia Slough is an Oregon limited liability company with its principal place of business in Portland, Multnomah County, Oregon."),
					p("2. Defendant Harlow & Brandt General Contractors, Inc. (\"Harlow & Brandt\") is an Oregon corporation with its principal office in Gresham, Multnomah County, Oregon. Defendant Derek M. Brandt is its president and resides in Clackamas County. Venue is proper under ORS 14.080."),
					cb("FIRST CLAIM FOR RELIEF"),
					c("(Breach of Contract - Against Harlow & Brandt)"),
					p("3. On or about August 14, 2023, Columbia Slough and Harlow & Brandt entered into Subcontract No. HB-2317-09 (the \"Subcontract\"), under which Columbia Slough agreed to fabricate and install architectural millwork for the Alder Street Lofts project in Portland for $412,880."),
					p("4. Columbia Slough performed all of its obligations under the Subcontract and delivered its final pay application on January 12, 2024. Harlow & Brandt has paid $264,267.60 and has failed to pay the balance of $148,612.40, which was due on February 11, 2024."),
				}),
			{
				p("5. Columbia Slough is entitled to prejudgment interest at the statutory rate of nine percent per annum under ORS 82.010 from February 11, 2024, and to its reasonable attorney fees under Section 18 of the Subcontract and ORS 20.096."),
				cb("SECOND CLAIM FOR RELIEF"),
				c("(Account Stated - Against Harlow & Brandt)"),
				p("6. Columbia Slough realleges paragraphs 1 through 5. Columbia Slough rendered statements of account to Harlow & Brandt, the last on March 1, 2024, showing $148,612.40 due. Harlow & Brandt did not object to the statements within a reasonable time."),
				cb("THIRD CLAIM FOR RELIEF"),
				c("(Breach of Guaranty - Against Derek M. Brandt)"),
				p("7. Columbia Slough realleges paragraphs 1 through 6. On August 14, 2023, Derek M. Brandt signed a personal guaranty of Harlow & Brandt's payment obligations under the Subcontract. Columbia Slough demanded payment from him in writing on April 5, 2024. He has not paid."),
				cb("PRAYER"),
				p("WHEREFORE, Columbia Slough prays for judgment against defendants, jointly and severally, for $148,612.40; prejudgment interest at nine percent per annum from February 11, 2024; its reasonable attorney fees, costs and disbursements; and such other relief as the Court deems just."),
				gap(),
				l("DATED: June 3, 2024."), gap(),
				row([]float64{0.45, 0.55}, "", "SOLVIK HOLLOWAY LLP\n\ns/ Maren T. Solvik\nMaren T. Solvik, OSB No. 093318\nmsolvik@solvikholloway.com\nJonah P. Whitcomb, OSB No. 154207\njwhitcomb@solvikholloway.com\nOf Attorneys for Plaintiff\n\nTrial Attorney: Maren T. Solvik"),
			},
		}}

	answer := doc{name: "Answer and Affirmative Defenses.pdf", font: "Times", size: 11, pleading: true,
		footer: "Page %d - DEFENDANTS' ANSWER AND AFFIRMATIVE DEFENSES", footer2: defFirm, footerAlign: "L",
		pages: []page{
			with([]block{stamp("7/8/2024 4:51 PM", "24CV27391")}, court,
				caption(")", parties, []string{
					"Case No. 24CV27391", "",
					"DEFENDANTS' ANSWER AND",
					"AFFIRMATIVE DEFENSES", "",
					"CLAIM NOT SUBJECT TO MANDATORY",
					"ARBITRATION",
				}), []block{gap(),
					p("Defendants Harlow & Brandt General Contractors, Inc. and Derek M. Brandt answer plaintiff's Complaint as follows:"),
					p("1. Defendants admit paragraphs 1 and 2 and admit that the parties entered into the Subcontract alleged in paragraph 3. Defendants deny that plaintiff performed all of its obligations and deny that $148,612.40 is due. Except as expressly admitted, defendants deny each allegation of the Complaint."),
					cb("FIRST AFFIRMATIVE DEFENSE"),
					c("(Offset - Defective Work)"),
					p("2. Panels installed by plaintiff on floors 4 through 6 delaminated. Harlow & Brandt gave plaintiff written notice of the defects on December 19, 2023, and after plaintiff failed to cure within the ten days allowed by Section 11 of the Subcontract, replaced the panels at a cost of $61,240, which it is entitled to set off against any sum found due."),
					cb("SECOND AFFIRMATIVE DEFENSE"),
					c("(Limitation of Guaranty)"),
					p("3. The guaranty of Derek M. Brandt is limited by its terms to $100,000 and is conditioned on plaintiff's first pursuing the principal obligor."),
				}),
			{
				cb("THIRD AFFIRMATIVE DEFENSE"),
				c("(Failure of Condition - Lien Waivers)"),
				p("4. Final payment under Section 7.4 of the Subcontract was conditioned on plaintiff's delivery of unconditional lien waivers from its suppliers, which plaintiff did not deliver before filing this action."),
				p("WHEREFORE, defendants pray that plaintiff take nothing by its Complaint and that defendants be awarded their costs and reasonable attorney fees under ORS 20.096."),
				gap(),
				l("DATED: July 8, 2024."), gap(),
				row([]float64{0.45, 0.55}, "", "MARSH DEVEREAUX PC\n\ns/ Colleen A. Marsh\nColleen A. Marsh, OSB No. 002714\ncmarsh@marshdevereaux.com\nOf Attorneys for Defendants\n\nTrial Attorney: Colleen A. Marsh"),
				gap(),
				cb("CERTIFICATE OF SERVICE"),
				p("I hereby certify that on July 8, 2024, I served the foregoing DEFENDANTS' ANSWER AND AFFIRMATIVE DEFENSES on the following by the Court's eFiling system:"),
				ls("Maren T. Solvik", "Jonah P. Whitcomb", "Solvik Holloway LLP", "Of Attorneys for Plaintiff"),
				gap(),
				row([]float64{0.45, 0.55}, "", "s/ Colleen A. Marsh\nColleen A. Marsh, OSB No. 002714"),
			},
		}}

	tbl := []float64{0.22, 0.26, 0.26, 0.26}
	decl := doc{name: "Declaration of Priya N. Halvorsen.pdf", font: "Times", size: 11, pleading: true,
		footer: "Page %d - DECLARATION OF PRIYA N. HALVORSEN ISO MOTION FOR SUMMARY JUDGMENT", footer2: firm, footerAlign: "L",
		pages: []page{
			with([]block{stamp("10/21/2024 3:02 PM", "24CV27391")}, court,
				caption(")", parties, []string{
					"Case No. 24CV27391", "",
					"DECLARATION OF PRIYA N.",
					"HALVORSEN IN SUPPORT OF",
					"PLAINTIFF'S MOTION FOR",
					"SUMMARY JUDGMENT",
				}), []block{gap(),
					p("I, Priya N. Halvorsen, declare:"),
					p("1. I am the controller of plaintiff Columbia Slough Millwork, LLC and the custodian of its accounting records. I make this declaration on personal knowledge."),
					p("2. Plaintiff submitted the following pay applications under Subcontract No. HB-2317-09. Harlow & Brandt paid the first three and has paid nothing on the fourth:"),
					bold(row(tbl, "Pay App.", "Submitted", "Amount", "Paid")),
					row(tbl, "No. 1", "10/31/2023", "$118,400.00", "$118,400.00"),
					row(tbl, "No. 2", "11/30/2023", "$96,215.00", "$96,215.00"),
					row(tbl, "No. 3", "12/29/2023", "$49,652.60", "$49,652.60"),
					row(tbl, "No. 4 (final)", "01/12/2024", "$148,612.40", "$0.00"),
					gap(),
					p("3. Plaintiff's records contain no written notice of defects from Harlow & Brandt dated December 19, 2023. The first written complaint about panels that plaintiff received was an email dated May 14, 2024, after plaintiff's demand. Plaintiff delivered its suppliers' unconditional lien waivers on January 12, 2024 with Pay Application No. 4."),
					p("I hereby declare that the above statement is true to the best of my knowledge and belief, and that I understand it is made for use as evidence in court and is subject to penalty for perjury."),
					gap(),
					l("DATED: October 21, 2024."), gap(),
					row([]float64{0.45, 0.55}, "", "s/ Priya N. Halvorsen\nPriya N. Halvorsen"),
				}),
		}}

	judgment := doc{name: "General Judgment.pdf", font: "Times", size: 11, pleading: true,
		footer: "Page %d - GENERAL JUDGMENT", footer2: firm, footerAlign: "L",
		pages: []page{
			with(court,
				caption(")", parties, []string{
					"Case No. 24CV27391", "",
					"GENERAL JUDGMENT",
					"AND MONEY AWARD",
				}), []block{gap(),
					p("This matter came before the Court on plaintiff's Motion for Summary Judgment, heard on December 16, 2024. The Court granted the motion by order entered December 30, 2024. Now, therefore,"),
					p("IT IS ADJUDGED that plaintiff Columbia Slough Millwork, LLC recover from defendants Harlow & Brandt General Contractors, Inc. and, to the extent of $100,000 of the principal amount, Derek M. Brandt, jointly and severally, as set out in the money award below."),
					cb("MONEY AWARD (ORS 18.042)"),
					row([]float64{0.45, 0.55}, "1. Judgment Creditor:", "Columbia Slough Millwork, LLC"),
					row([]float64{0.45, 0.55}, "2. Judgment Creditor's Attorney:", "Maren T. Solvik, OSB No. 093318, Solvik Holloway LLP, 1120 SW Fifth Avenue, Suite 1400, Portland, OR 97204"),
					row([]float64{0.45, 0.55}, "3. Judgment Debtors:", "Harlow & Brandt General Contractors, Inc.; Derek M. Brandt (year of birth 1971)"),
					row([]float64{0.45, 0.55}, "4. Principal Amount:", "$148,612.40"),
					row([]float64{0.45, 0.55}, "5. Prejudgment Interest:", "$12,425.11, at 9% per annum simple from February 11, 2024 through December 30, 2024"),
					row([]float64{0.45, 0.55}, "6. Post-judgment Interest:", "9% per annum simple on items 4 and 5 from the date of entry"),
					row([]float64{0.45, 0.55}, "7. Costs and Disbursements:", "$1,214.00"),
					row([]float64{0.45, 0.55}, "8. Attorney Fees:", "to be awarded by supplemental judgment under ORCP 68"),
					gap(),
					row([]float64{0.45, 0.55}, "", "Signed: 1/17/2025 10:42 AM\n\n______________________________\nCircuit Court Judge Theodora K. Vance"),
					gap(),
					small(p("CERTIFICATE OF READINESS (UTCR 5.100): This proposed judgment is ready for judicial signature because [X] each party affected by it has stated that it has no objection: defendants' counsel was served with it on January 6, 2025 and stated on January 9, 2025 that defendants do not object to its form."), 9.5),
					small(ls("Submitted by: Maren T. Solvik, OSB No. 093318, Of Attorneys for Plaintiff"), 9.5),
				}),
		}}

	return spec{
		name:       "columbia-slough-v-harlow-brandt-multnomah",
		title:      "Columbia Slough Millwork, LLC v. Harlow & Brandt General Contractors, Inc. (Or. Cir. Ct., Multnomah County, No. 24CV27391), subcontract payment and guaranty",
		firstSight: &truth.Figures{PartyTruth: 8, PartyFound: 7, PartyCorrect: 7, EventTruth: 25, EventHits: 24, Grounded: 1}, // at commit 40174fb
		docs:       []doc{complaint, answer, decl, judgment},
		parties: []truth.Party{
			{Name: "Columbia Slough Millwork, LLC", Role: "plaintiff"},
			{Name: "Harlow & Brandt General Contractors, Inc.", Role: "defendant"},
			{Name: "Derek M. Brandt", Role: "defendant"},
			{Name: "Maren T. Solvik", Role: "counsel"},
			{Name: "Jonah P. Whitcomb", Role: "counsel"},
			{Name: "Colleen A. Marsh", Role: "counsel"},
			{Name: "Priya N. Halvorsen", Role: "declarant"},
			{Name: "Theodora K. Vance", Role: "judge"},
		},
		events: []truth.Event{
			{Date: "2024-06-03", File: "Complaint.pdf", Page: 1}, // the eCourt stamp
			{Date: "2023-08-14", File: "Complaint.pdf", Page: 1},
			{Date: "2024-01-12", File: "Complaint.pdf", Page: 1},
			{Date: "2024-02-11", File: "Complaint.pdf", Page: 1},
			{Date: "2024-02-11", File: "Complaint.pdf", Page: 2},
			{Date: "2024-03-01", File: "Complaint.pdf", Page: 2},
			{Date: "2023-08-14", File: "Complaint.pdf", Page: 2},
			{Date: "2024-04-05", File: "Complaint.pdf", Page: 2},
			{Date: "2024-06-03", File: "Complaint.pdf", Page: 2},
			{Date: "2024-07-08", File: "Answer and Affirmative Defenses.pdf", Page: 1}, // the eCourt stamp
			{Date: "2023-12-19", File: "Answer and Affirmative Defenses.pdf", Page: 1},
			{Date: "2024-07-08", File: "Answer and Affirmative Defenses.pdf", Page: 2},
			{Date: "2024-10-21", File: "Declaration of Priya N. Halvorsen.pdf", Page: 1},
			{Date: "2023-10-31", File: "Declaration of Priya N. Halvorsen.pdf", Page: 1},
			{Date: "2023-11-30", File: "Declaration of Priya N. Halvorsen.pdf", Page: 1},
			{Date: "2023-12-29", File: "Declaration of Priya N. Halvorsen.pdf", Page: 1},
			{Date: "2024-01-12", File: "Declaration of Priya N. Halvorsen.pdf", Page: 1},
			{Date: "2023-12-19", File: "Declaration of Priya N. Halvorsen.pdf", Page: 1},
			{Date: "2024-05-14", File: "Declaration of Priya N. Halvorsen.pdf", Page: 1},
			{Date: "2024-12-16", File: "General Judgment.pdf", Page: 1},
			{Date: "2024-12-30", File: "General Judgment.pdf", Page: 1},
			{Date: "2024-02-11", File: "General Judgment.pdf", Page: 1},
			{Date: "2025-01-17", File: "General Judgment.pdf", Page: 1},
			{Date: "2025-01-06", File: "General Judgment.pdf", Page: 1},
			{Date: "2025-01-09", File: "General Judgment.pdf", Page: 1},
		},
	}
}
