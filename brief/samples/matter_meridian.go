package samples

// A Texas district court petition over a construction loan: "§"-ruled
// caption with Petitioner/Respondent, curly quotes, a British lender's emails
// with day-month-year dates, an ISO-dated loan agreement, an affidavit, and an
// order "SIGNED this 14th day of July, 2023".
func init() { specs = append(specs, meridian) }

func meridian() matterSpec {
	capt := func(cause string) []block {
		return []block{
			c(cause), gap(),
			caption("§", []string{
				"MERIDIAN HOLDINGS, LTD.,",
				"     Petitioner,",
				"",
				"v.",
				"",
				"BLUE HERON DEVELOPMENT COMPANY,",
				"     Respondent.",
			}, []string{"IN THE DISTRICT COURT OF", "", "", "HARRIS COUNTY, TEXAS", "", "", "152ND JUDICIAL DISTRICT"}),
			gap(),
		}
	}
	petition := doc{name: "Original Petition.pdf", font: "Helvetica", size: 11, unicode: true,
		footer: "PETITIONER’S ORIGINAL PETITION — PAGE %d OF %t",
		pages: []page{
			append(capt("CAUSE NO. 2023-41187"),
				cb("PETITIONER’S ORIGINAL PETITION"), gap(),
				l("TO THE HONORABLE JUDGE OF SAID COURT:"),
				p("Petitioner Meridian Holdings, Ltd. (“Meridian”) files this Original Petition against Respondent Blue Heron Development Company (“Blue Heron”) and respectfully shows the Court as follows:"),
				cb("I. DISCOVERY CONTROL PLAN"),
				p("1. Meridian intends to conduct discovery under Level 2 of Texas Rule of Civil Procedure 190.3."),
				cb("II. FACTS"),
				p("2. On Feb. 10, 2023, Meridian agreed to lend Blue Heron $2,750,000 to build a twelve-unit townhome project in Spring, Texas."),
				p("3. Blue Heron promised to complete the foundation work by Apr. 28, 2023 and to deliver monthly draw reports."),
			),
			{
				p("4. Blue Heron missed the foundation deadline. Meridian’s London office wrote to Blue Heron on 3 May 2023 asking for a revised schedule, and again on 17 May 2023."),
				p("5. On May 31st, 2023, Meridian gave written notice of default and demanded payment of the outstanding balance of $1,180,000 within ten days. Blue Heron did not pay."),
				cb("III. CAUSE OF ACTION: BREACH OF CONTRACT"),
				p("6. Meridian performed its obligations under the Loan Agreement. Blue Heron breached it, and Meridian has suffered damages within the jurisdictional limits of this Court."),
				cb("IV. PRAYER"),
				p("Meridian asks that Blue Heron be cited to appear and answer, and that Meridian have judgment for its damages, interest, attorney’s fees and costs."),
				gap(),
				ls("Respectfully submitted,", "", "LOCKHART & BELL, P.C.", "", "By: /s/ Caroline Lockhart",
					"Caroline Lockhart", "State Bar No. 24061359", "clockhart@lockhartbell.com", "700 Louisiana Street, Suite 2600",
					"Houston, Texas 77002", "(713) 555-0172", "ATTORNEYS FOR PETITIONER"),
			},
		}}

	answer := doc{name: "Respondent Answer.pdf", font: "Helvetica", size: 11, unicode: true,
		footer: "RESPONDENT’S ORIGINAL ANSWER — Page %d",
		pages: []page{
			append(capt("CAUSE NO. 2023-41187"),
				cb("RESPONDENT’S ORIGINAL ANSWER"), gap(),
				p("Respondent Blue Heron Development Company files this Original Answer to the Original Petition of Meridian Holdings, Ltd. and would show as follows:"),
				cb("I. GENERAL DENIAL"),
				p("1. Under Texas Rule of Civil Procedure 92, Respondent generally denies the allegations of the Petition and demands strict proof thereof."),
				cb("II. AFFIRMATIVE DEFENSES"),
				p("2. Respondent asserts that Meridian failed to fund the second draw request submitted on 2023-04-03, which excused Respondent’s performance."),
				p("3. Respondent further asserts that the foundation deadline was extended by the parties’ written amendment of 14 April 2023."),
			),
			{
				ls("Respectfully submitted,", "", "HALVORSEN LAW GROUP PLLC", "", "/s/ Erik Halvorsen",
					"Erik Halvorsen", "Texas Bar No. 24077812", "erik@halvorsenlaw.com", "1001 Fannin Street, Suite 2100", "Houston, Texas 77002",
					"Counsel for Respondent", "Blue Heron Development Company"),
				gap(),
				cb("CERTIFICATE OF SERVICE"),
				p("I certify that a true copy of this answer was served on all counsel of record through the electronic filing manager on July 3, 2023."),
				ls("/s/ Erik Halvorsen"),
			},
		}}

	affidavit := doc{name: "Affidavit of Sarah Kim.pdf", font: "Times", size: 12, unicode: true,
		pages: []page{
			append(capt("CAUSE NO. 2023-41187"),
				cb("AFFIDAVIT OF SARAH KIM"), gap(),
				ls("STATE OF TEXAS        §", "                      §", "COUNTY OF HARRIS      §"),
				gap(),
				p("BEFORE ME, the undersigned authority, personally appeared Sarah Kim, who, being by me duly sworn, stated as follows:"),
				p("1. “My name is Sarah Kim. I am the construction manager of Blue Heron Development Company and I am competent to make this affidavit."),
				p("2. Blue Heron submitted its second draw request to Meridian on April 3, 2023. Meridian never funded it."),
				p("3. Meridian’s representative, Alistair Pemberton, agreed by email on April 14, 2023 to move the foundation deadline to June 30, 2023.”"),
			),
			{
				ls("_____________________________", "Sarah Kim"),
				gap(),
				p("SWORN TO AND SUBSCRIBED before me on the 9th day of June, 2023."),
				ls("_____________________________", "Notary Public, State of Texas"),
			},
		}}

	emails := doc{name: "Pemberton emails.pdf", font: "Helvetica", size: 10, unicode: true,
		pages: []page{
			{
				ls("From: Alistair Pemberton <a.pemberton@meridianholdings.co.uk>",
					"Date: 14 April 2023 at 16:05:11 BST",
					"To: Sarah Kim <skim@blueherondev.com>",
					"Subject: Re: Foundation schedule"),
				gap(),
				p("Sarah,"),
				p("Thank you for the call. We can live with a short slip on the foundation, subject to credit committee sign-off next week. Please send the revised programme."),
				p("Kind regards,"),
				p("Alistair"),
				gap(),
				p("On 13 Apr 2023, at 22:40, Sarah Kim <skim@blueherondev.com> wrote:"),
				p("> Alistair, rain has put us about eight weeks behind. Can we agree a new foundation date of 30 June 2023? Our draw request of 3 April is still unpaid."),
			},
			{
				ls("From: Alistair Pemberton <a.pemberton@meridianholdings.co.uk>",
					"Date: 17 May 2023 at 09:12:40 BST",
					"To: Sarah Kim <skim@blueherondev.com>",
					"Cc: Caroline Lockhart <clockhart@lockhartbell.com>",
					"Subject: Blue Heron - overdue schedule"),
				gap(),
				p("Sarah, credit committee did not approve any extension. We have had no revised programme since my note of 3 May. Please treat this as a formal request."),
			},
		}}

	loan := doc{name: "Loan Agreement.pdf", font: "Times", size: 11, unicode: true,
		header: "Execution Version",
		pages: []page{
			{
				cb("CONSTRUCTION LOAN AGREEMENT"), gap(),
				p("THIS CONSTRUCTION LOAN AGREEMENT (this “Agreement”) is made and entered into effective as of 2023-02-10 by and between MERIDIAN HOLDINGS, LTD., a Texas limited partnership (“Lender”), and BLUE HERON DEVELOPMENT COMPANY, a Texas corporation (“Borrower”)."),
				p("1.1 Loan. Lender agrees to lend Borrower up to $2,750,000 in draws for the construction of the Project."),
				p("1.2 Draws. Lender shall fund each conforming draw request within ten (10) business days of receipt."),
				p("2.1 Milestones. Borrower shall complete the foundation by 2023-04-28 and the framing by 2023-08-31."),
				p("9.4 Amendments. This Agreement may be amended only by a writing signed by Lender and Borrower."),
			},
			{
				p("IN WITNESS WHEREOF, the parties have executed this Agreement on the date first written above."),
				ls("LENDER: MERIDIAN HOLDINGS, LTD.", "By: Meridian GP, LLC, its general partner", "By: /s/ Alistair Pemberton", "Title: Director", "",
					"BORROWER: BLUE HERON DEVELOPMENT COMPANY", "By: /s/ Thomas Reyes", "Title: President"),
			},
		}}

	order := doc{name: "Order on Plea.pdf", font: "Times", size: 12, unicode: true,
		pages: []page{
			append(capt("CAUSE NO. 2023-41187"),
				cb("ORDER DENYING RESPONDENT’S MOTION FOR CONTINUANCE"), gap(),
				p("On this day the Court considered Respondent’s Motion for Continuance filed June 26, 2023. Having considered the motion, the response, and the arguments of counsel, the Court finds that the motion should be DENIED."),
				p("It is therefore ORDERED that the motion is DENIED. Trial remains set for October 16, 2023."),
				gap(),
				p("SIGNED this 14th day of July, 2023."),
				gap(),
				ls("                                        ______________________________",
					"                                        HON. RAMONA ESPINOZA",
					"                                        JUDGE PRESIDING"),
			),
		}}

	return matterSpec{
		name: "meridian-v-blue-heron", title: "Meridian Holdings, Ltd. v. Blue Heron Development Company (Harris County, Tex.)",
		docs: []doc{petition, answer, affidavit, emails, loan, order},
		parties: []Party{
			{"Meridian Holdings, Ltd.", "petitioner"},
			{"Blue Heron Development Company", "respondent"},
			{"Caroline Lockhart", "counsel"},
			{"Erik Halvorsen", "counsel"},
			{"Sarah Kim", "declarant"},
			{"Alistair Pemberton", "sender"},
			{"Sarah Kim", "recipient"},
			{"Sarah Kim", "sender"},
			{"Alistair Pemberton", "recipient"},
			{"Caroline Lockhart", "recipient"},
			{"Meridian Holdings, Ltd.", "party"},
			{"Blue Heron Development Company", "party"},
			{"Ramona Espinoza", "judge"},
		},
		events: []Event{
			{"2023-02-10", "Original Petition.pdf", 1},
			{"2023-04-28", "Original Petition.pdf", 1},
			{"2023-05-03", "Original Petition.pdf", 2},
			{"2023-05-17", "Original Petition.pdf", 2},
			{"2023-05-31", "Original Petition.pdf", 2},
			{"2023-04-03", "Respondent Answer.pdf", 1},
			{"2023-04-14", "Respondent Answer.pdf", 1},
			{"2023-07-03", "Respondent Answer.pdf", 2},
			{"2023-04-03", "Affidavit of Sarah Kim.pdf", 1},
			{"2023-04-14", "Affidavit of Sarah Kim.pdf", 1},
			{"2023-06-30", "Affidavit of Sarah Kim.pdf", 1},
			{"2023-06-09", "Affidavit of Sarah Kim.pdf", 2},
			{"2023-04-14", "Pemberton emails.pdf", 1},
			{"2023-04-13", "Pemberton emails.pdf", 1},
			{"2023-06-30", "Pemberton emails.pdf", 1},
			{"2023-05-17", "Pemberton emails.pdf", 2},
			{"2023-02-10", "Loan Agreement.pdf", 1},
			{"2023-04-28", "Loan Agreement.pdf", 1},
			{"2023-08-31", "Loan Agreement.pdf", 1},
			{"2023-06-26", "Order on Plea.pdf", 1},
			{"2023-10-16", "Order on Plea.pdf", 1},
			{"2023-07-14", "Order on Plea.pdf", 1},
		},
	}
}
