package samples

// Written as a held-out matter (HELDOUT.md has its first score; it is now
// held to the full aims): a Chapter
// 11 case in Delaware. "In re: LUMEN RETAIL HOLDINGS, INC., et al.,1 /
// Debtors." with a footnote marker and "(Jointly Administered)"; a first-day
// declaration by the chief financial officer; a proof of claim form
// ("Name of the current creditor", "Signature" blocks); an order signed
// "THE HONORABLE NAME / UNITED STATES BANKRUPTCY JUDGE" after "Dated:
// March 3rd, 2023 / Wilmington, Delaware"; counsel's block with "Proposed
// Counsel to the Debtors and Debtors in Possession".
func init() { specs = append(specs, lumen) }

func lumen() matterSpec {
	court := []block{cb("IN THE UNITED STATES BANKRUPTCY COURT"), cb("FOR THE DISTRICT OF DELAWARE"), gap()}
	capt := caption(")", []string{"In re:", "", "LUMEN RETAIL HOLDINGS, INC., et al.,1", "", "                    Debtors."}, []string{"Chapter 11", "", "Case No. 23-10244 (JTD)", "", "(Jointly Administered)"})

	decl := doc{name: "First Day Declaration.pdf", font: "Times", size: 12,
		pages: []page{
			append(append([]block{}, court...), capt, gap(),
				cb("DECLARATION OF PRIYA RAMANATHAN, CHIEF FINANCIAL OFFICER OF"), cb("LUMEN RETAIL HOLDINGS, INC., IN SUPPORT OF CHAPTER 11"), cb("PETITIONS AND FIRST DAY PLEADINGS"), gap(),
				p("I, Priya Ramanathan, hereby declare under penalty of perjury:"),
				p("1. I am the Chief Financial Officer of Lumen Retail Holdings, Inc. On February 27, 2023 (the \"Petition Date\"), each of the Debtors filed a voluntary petition for relief under chapter 11."),
				p("2. The Debtors operate 212 home-lighting stores. Sales fell 31% in fiscal 2022, and on January 15, 2023 the Debtors missed an interest payment under their term loan."),
				small(l("1 The Debtors in these cases are Lumen Retail Holdings, Inc. and Lumen Stores LLC."), 8),
			),
			{
				p("3. The Debtors seek authority to pay employee wages accrued before the Petition Date."),
				p("I declare under penalty of perjury that the foregoing is true and correct."),
				ls("Dated: February 27, 2023", "", "/s/ Priya Ramanathan", "Priya Ramanathan", "Chief Financial Officer"),
			},
		}}

	poc := doc{name: "Proof of Claim - Brightline Glass.pdf", font: "Helvetica", size: 10,
		pages: []page{{
			cb("Official Form 410"), cb("Proof of Claim"), gap(),
			ls("Debtor: Lumen Stores LLC", "Case number: 23-10245", "", "Part 1: Identify the Claim", "", "1. Who is the current creditor?", "   Brightline Glass Company", "   Name of the current creditor (the person or entity to be paid for this claim)", "", "7. How much is the claim?  $84,210.55", "8. What is the basis of the claim?  Goods sold (glass shades delivered 12/19/2022)"),
			gap(),
			ls("Part 3: Sign Below", "I declare under penalty of perjury that the foregoing is true and correct.", "Executed on date 04/11/2023", "", "/s/ Dale Brightline", "Name: Dale Brightline", "Title: President", "Company: Brightline Glass Company"),
		}}}

	order := doc{name: "Interim Wages Order.pdf", font: "Times", size: 12,
		pages: []page{
			append(append([]block{}, court...), capt, gap(),
				cb("INTERIM ORDER AUTHORIZING PAYMENT OF PREPETITION WAGES"), gap(),
				p("Upon the motion of the Debtors, and the Court having reviewed the Declaration of Priya Ramanathan and having held a hearing on March 1, 2023, IT IS HEREBY ORDERED THAT:"),
				p("1. The Debtors may pay prepetition wages up to $15,150 per employee."),
				p("2. A final hearing will be held on March 22, 2023 at 10:00 a.m."),
				ls("Dated: March 3rd, 2023", "Wilmington, Delaware", "", "                                   THE HONORABLE JOHN T. DORSEY", "                                   UNITED STATES BANKRUPTCY JUDGE"),
			),
		}}

	motion := doc{name: "Wages Motion (signature page).pdf", font: "Times", size: 12,
		pages: []page{{
			ls("Dated: February 27, 2023", "Wilmington, Delaware", "", "YOUNG PARK STRAND LLP", "", "/s/ Erin K. Young", "Erin K. Young (No. 5127)", "1000 North King Street", "Wilmington, Delaware 19801", "", "-and-", "", "Samuel Otieno (pro hac vice pending)", "HALE WINSLOW LLP", "", "Proposed Counsel to the Debtors and Debtors in Possession"),
		}}}

	return matterSpec{
		name: "in-re-lumen", title: "In re Lumen Retail Holdings, Inc. (Bankr. D. Del.)", heldOut: false,
		docs: []doc{decl, poc, order, motion},
		parties: []Party{
			{"Lumen Retail Holdings, Inc.", "party"},
			{"Lumen Stores LLC", "party"}, // added after the first score: the footnote and the claim form name it a debtor
			{"Priya Ramanathan", "declarant"},
			{"Brightline Glass Company", "party"},
			{"Dale Brightline", "declarant"},
			{"John T. Dorsey", "judge"},
			{"Erin K. Young", "counsel"},
			{"Samuel Otieno", "counsel"},
		},
		events: []Event{
			{"2023-02-27", "First Day Declaration.pdf", 1},
			{"2023-01-15", "First Day Declaration.pdf", 1},
			{"2023-02-27", "First Day Declaration.pdf", 2},
			{"2022-12-19", "Proof of Claim - Brightline Glass.pdf", 1},
			{"2023-04-11", "Proof of Claim - Brightline Glass.pdf", 1},
			{"2023-03-01", "Interim Wages Order.pdf", 1},
			{"2023-03-22", "Interim Wages Order.pdf", 1},
			{"2023-03-03", "Interim Wages Order.pdf", 1},
			{"2023-02-27", "Wages Motion (signature page).pdf", 1},
		},
	}
}
