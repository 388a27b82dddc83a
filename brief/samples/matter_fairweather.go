package samples

// DEV SET (held out at first sight): a residential mortgage foreclosure in
// the Fifteenth Judicial Circuit (Palm Beach County, Florida). The
// e-filing legend at the top ("Filing # 201447382 E-Filed 02/06/2024
// 03:17:45 PM"), a caption with the defendants separated by semicolons and
// an unknown tenant, "CASE NO.:" and "DIVISION:" at the right; the verified
// complaint to foreclose (counts for foreclosure and reestablishment of a
// lost note, the servicer's officer verifying "Under penalties of
// perjury", the lawyers' block with "Florida Bar No." and the designated
// e-mail addresses); the notice of lis pendens with the Clerk's recording
// stamp ("CFN", "OR BK", "PG", "RECORDED"), the legal description; the
// affidavit of indebtedness sworn before a notary in another state
// ("BEFORE ME, the undersigned authority, personally appeared X, who
// being first duly sworn, deposes and says:", an amounts table, the
// notary's "by means of [X] physical presence" block); and the final
// judgment of foreclosure ("THIS ACTION was heard before the Court",
// the sale "at public sale ... at www.mypalmbeachclerk.realforeclose.com",
// "DONE AND ORDERED in Chambers at West Palm Beach", "Copies furnished
// to:"). The servicer's officer who verifies or swears is a declarant; a
// notary is no party; an unknown tenant in the caption is a defendant, as
// fictitious defendants are.
func init() { specs = append(specs, fairweather) }

func fairweather() matterSpec {
	court := []block{cb("IN THE CIRCUIT COURT OF THE FIFTEENTH JUDICIAL CIRCUIT"), cb("IN AND FOR PALM BEACH COUNTY, FLORIDA"), gap()}
	capt := caption("", []string{
		"LAKESHORE COMMUNITY BANK, N.A.,",
		"",
		"          Plaintiff,",
		"v.",
		"",
		"DESMOND A. FAIRWEATHER; CLAUDETTE M.",
		"FAIRWEATHER; ROYAL PALM RESERVE",
		"HOMEOWNERS ASSOCIATION, INC.; and",
		"UNKNOWN TENANT IN POSSESSION OF THE",
		"SUBJECT PROPERTY,",
		"",
		"          Defendants.",
		"_______________________________________/",
	}, []string{"CASE NO.: 50-2024-CA-001187-XXXA-MB", "", "DIVISION: AA"})

	complaint := doc{name: "Verified Complaint to Foreclose Mortgage.pdf", font: "Times", size: 11.5,
		header: "Filing # 201447382 E-Filed 02/06/2024 03:17:45 PM",
		pages: []page{
			append(append([]block{}, court...), capt, gap(),
				cb("VERIFIED COMPLAINT TO FORECLOSE MORTGAGE"), gap(),
				p("Plaintiff, LAKESHORE COMMUNITY BANK, N.A. (\"Plaintiff\"), sues Defendants, DESMOND A. FAIRWEATHER and CLAUDETTE M. FAIRWEATHER (the \"Borrowers\"), ROYAL PALM RESERVE HOMEOWNERS ASSOCIATION, INC. (the \"Association\"), and UNKNOWN TENANT IN POSSESSION OF THE SUBJECT PROPERTY, and alleges:"),
				cb("COUNT I - MORTGAGE FORECLOSURE"),
				p("1. This is an action to foreclose a mortgage on real property in Palm Beach County, Florida, commonly known as 4471 Egret Landing Way, Wellington, Florida 33414 (the \"Property\")."),
				p("2. On June 18, 2019, the Borrowers executed and delivered a promissory note in the principal amount of $512,000.00 (the \"Note\") and a mortgage securing it, recorded on June 26, 2019 in Official Records Book 30677, Page 412, of the Public Records of Palm Beach County (the \"Mortgage\")."),
				p("3. The Borrowers defaulted under the Note and Mortgage by failing to pay the installment due on July 1, 2023 and all subsequent installments. Plaintiff mailed the notice of default required by paragraph 22 of the Mortgage on September 5, 2023, and the default was not cured."),
			),
			{
				p("4. The Association may claim an interest in the Property by virtue of its Declaration of Covenants, which interest is subordinate to the Mortgage. The unknown tenant may claim an interest by virtue of possession."),
				p("WHEREFORE, Plaintiff demands that the Court ascertain the amount due under the Note and Mortgage, foreclose the Mortgage, order the Property sold, and grant such further relief as is just."),
				cb("VERIFICATION"),
				p("Under penalties of perjury, I declare that I have read the foregoing Verified Complaint to Foreclose Mortgage and that the facts stated in it are true. Executed on February 1, 2024."),
				ls("                                          LAKESHORE COMMUNITY BANK, N.A.", "",
					"                                          By: /s/ Tamara J. Whitfield",
					"                                          Name: Tamara J. Whitfield",
					"                                          Title: Vice President, Loan Servicing"),
				gap(),
				ls("                                          BRENNER & OCASIO, P.A.",
					"                                          Attorneys for Plaintiff",
					"                                          777 South Flagler Drive, Suite 800",
					"                                          West Palm Beach, FL 33401",
					"                                          Telephone: (561) 555-0161",
					"                                          Primary E-mail: eservice@brennerocasio.com", "",
					"                                          By: /s/ Kevin M. Ocasio",
					"                                          Kevin M. Ocasio, Esq.",
					"                                          Florida Bar No. 0098211",
					"                                          Alyssa B. Brenner, Esq.",
					"                                          Florida Bar No. 0116423"),
			},
		}}

	lisPendens := doc{name: "Notice of Lis Pendens.pdf", font: "Times", size: 11.5,
		header: "Filing # 201447382 E-Filed 02/06/2024 03:17:45 PM",
		pages: []page{
			append([]block{small(r("CFN 20240051873\nOR BK 34812 PG 1190\nRECORDED 02/07/2024 09:12:33\nPalm Beach County, Florida\nMARGUERITE L. DUNMORE, CLERK\nPgs 1190 - 1190; (1 pgs)"), 8)},
				append(append([]block{}, court...), capt, gap(),
					cb("NOTICE OF LIS PENDENS"), gap(),
					l("TO DEFENDANTS ABOVE NAMED AND ALL OTHERS WHOM IT MAY CONCERN:"),
					p("YOU ARE NOTIFIED of the institution of this action by Plaintiff against you seeking to foreclose a mortgage on the following property in Palm Beach County, Florida:"),
					p("LOT 37, BLOCK C, ROYAL PALM RESERVE P.U.D., ACCORDING TO THE PLAT THEREOF, AS RECORDED IN PLAT BOOK 112, PAGES 45 THROUGH 51, OF THE PUBLIC RECORDS OF PALM BEACH COUNTY, FLORIDA."),
					p("Property address: 4471 Egret Landing Way, Wellington, Florida 33414."),
					l("DATED this 6th day of February, 2024."),
					ls("                                          BRENNER & OCASIO, P.A.",
						"                                          By: /s/ Kevin M. Ocasio",
						"                                          Kevin M. Ocasio, Esq.",
						"                                          Florida Bar No. 0098211"),
				)...),
		}}

	affidavit := doc{name: "Affidavit of Indebtedness.pdf", font: "Times", size: 11,
		header: "Filing # 209983145 E-Filed 09/24/2024 11:48:02 AM",
		pages: []page{
			append(append([]block{}, court...), capt, gap(),
				cb("AFFIDAVIT OF INDEBTEDNESS"), gap(),
				ls("STATE OF TEXAS       )", "                     ) ss:", "COUNTY OF DALLAS     )"), gap(),
				p("BEFORE ME, the undersigned authority, personally appeared Rodney K. Ashby, who being first duly sworn, deposes and says:"),
				p("1. I am a Default Litigation Specialist II for Meridian Loan Servicing, LLC, the servicer of the loan for Plaintiff, and I am authorized to make this affidavit on Plaintiff's behalf. I have personal knowledge of the business records of the loan, which were made at or near the time of the events recorded in them and kept in the regular course of business."),
				p("2. The Borrowers are in default for failing to pay the installment due July 1, 2023. As of September 20, 2024, the following sums are due:"),
				ls("     Principal balance                                      $487,916.44",
					"     Interest from 06/01/2023 through 09/20/2024            $ 41,208.17",
					"     Escrow advances (taxes and hazard insurance)           $ 18,774.30",
					"     Late charges                                           $  1,412.55",
					"     Property inspections                                   $    240.00",
					"     TOTAL                                                  $549,551.46"),
				gap(),
				p("3. Interest continues to accrue at the rate of $66.84 per day after September 20, 2024."),
			),
			{
				ls("FURTHER AFFIANT SAYETH NAUGHT.", "",
					"                                          /s/ Rodney K. Ashby",
					"                                          Rodney K. Ashby",
					"                                          Default Litigation Specialist II,",
					"                                          Meridian Loan Servicing, LLC, as servicer",
					"                                          for Lakeshore Community Bank, N.A."),
				gap(),
				p("Sworn to (or affirmed) and subscribed before me by means of [X] physical presence or [ ] online notarization, this 20th day of September, 2024, by Rodney K. Ashby, who is [X] personally known to me or [ ] produced identification."),
				ls("                                          /s/ Janelle Ortiz",
					"                                          NOTARY PUBLIC, STATE OF TEXAS",
					"                                          Print Name: Janelle Ortiz",
					"                                          My Commission Expires: 03/14/2027"),
			},
		}}

	judgment := doc{name: "Final Judgment of Foreclosure.pdf", font: "Times", size: 11,
		pages: []page{
			append(append([]block{}, court...), capt, gap(),
				cb("UNIFORM FINAL JUDGMENT OF FORECLOSURE"), gap(),
				p("THIS ACTION was heard before the Court on Plaintiff's Motion for Summary Final Judgment of Foreclosure on October 15, 2024. On the evidence presented, IT IS ADJUDGED that:"),
				p("1. Plaintiff's motion is GRANTED. Service of process has been duly and regularly obtained over Defendants DESMOND A. FAIRWEATHER, CLAUDETTE M. FAIRWEATHER and ROYAL PALM RESERVE HOMEOWNERS ASSOCIATION, INC. The unknown tenant is dropped as a party, the Property being occupied by the Borrowers."),
				p("2. Plaintiff, LAKESHORE COMMUNITY BANK, N.A., is due $549,551.46 as principal, interest and advances, plus $4,850.00 in attorneys' fees and $1,326.00 in costs, for a total of $555,727.46, which shall bear interest at the statutory rate."),
				p("3. If the total sum is not paid, the Clerk shall sell the Property at public sale on December 3, 2024, to the highest bidder for cash, except as prescribed in paragraph 4, at www.mypalmbeachclerk.realforeclose.com beginning at 10:00 a.m., after having first given notice as required by section 45.031, Florida Statutes."),
				p("4. The Court retains jurisdiction to enter further orders that are proper, including, without limitation, a deficiency judgment and writs of possession."),
			),
			{
				p("DONE AND ORDERED in Chambers at West Palm Beach, Palm Beach County, Florida, this 15th day of October, 2024."),
				ls("", "                                          ______________________________",
					"                                          LUIS R. DELGADO-PRATT",
					"                                          CIRCUIT JUDGE"),
				gap(),
				ls("Copies furnished to:",
					"Kevin M. Ocasio, Esq., eservice@brennerocasio.com, Counsel for Plaintiff",
					"Sandra P. Mullins, Esq., spm@mullinscondolaw.com, Counsel for Royal Palm Reserve",
					"     Homeowners Association, Inc.",
					"Desmond A. Fairweather and Claudette M. Fairweather, 4471 Egret Landing Way,",
					"     Wellington, FL 33414"),
			},
		}}

	return matterSpec{
		name: "lakeshore-v-fairweather", title: "Lakeshore Community Bank, N.A. v. Fairweather (Fla. 15th Cir. Ct., No. 50-2024-CA-001187)", heldOut: true,
		firstSight: &Figures{PartyTruth: 11, PartyFound: 10, PartyCorrect: 7, EventTruth: 16, EventHits: 16, Grounded: 1}, // at 2354bdd
		docs:       []doc{complaint, lisPendens, affidavit, judgment},
		parties: []Party{
			{"Lakeshore Community Bank, N.A.", "plaintiff"},
			{"Desmond A. Fairweather", "defendant"},
			{"Claudette M. Fairweather", "defendant"},
			{"Royal Palm Reserve Homeowners Association, Inc.", "defendant"},
			{"Unknown Tenant in Possession of the Subject Property", "defendant"},
			{"Kevin M. Ocasio", "counsel"},
			{"Alyssa B. Brenner", "counsel"},
			{"Sandra P. Mullins", "counsel"},
			{"Tamara J. Whitfield", "declarant"},
			{"Rodney K. Ashby", "declarant"},
			{"Luis R. Delgado-Pratt", "judge"},
		},
		events: []Event{
			{"2024-02-06", "Verified Complaint to Foreclose Mortgage.pdf", 1},
			{"2019-06-18", "Verified Complaint to Foreclose Mortgage.pdf", 1},
			{"2019-06-26", "Verified Complaint to Foreclose Mortgage.pdf", 1},
			{"2023-07-01", "Verified Complaint to Foreclose Mortgage.pdf", 1},
			{"2023-09-05", "Verified Complaint to Foreclose Mortgage.pdf", 1},
			{"2024-02-01", "Verified Complaint to Foreclose Mortgage.pdf", 2},
			{"2024-02-06", "Notice of Lis Pendens.pdf", 1},
			{"2024-02-07", "Notice of Lis Pendens.pdf", 1},
			{"2024-09-24", "Affidavit of Indebtedness.pdf", 1},
			{"2023-07-01", "Affidavit of Indebtedness.pdf", 1},
			{"2024-09-20", "Affidavit of Indebtedness.pdf", 1},
			{"2023-06-01", "Affidavit of Indebtedness.pdf", 1},
			{"2024-09-20", "Affidavit of Indebtedness.pdf", 2},
			{"2024-10-15", "Final Judgment of Foreclosure.pdf", 1},
			{"2024-12-03", "Final Judgment of Foreclosure.pdf", 1},
			{"2024-10-15", "Final Judgment of Foreclosure.pdf", 2},
		},
	}
}
