package sealed

import "pramaan/brief/truth"

// A California unlawful detainer in the Los Angeles Superior Court, on the
// Judicial Council's forms: a landlord's three-day notice to pay rent or
// quit ("and all others in possession") with the server's proof of service
// beneath; the form complaint (UD-100) with its attorney box, "FOR COURT USE
// ONLY" e-filing stamp, numbered items with check boxes, "DOES 1 TO 10" and
// a verification by the landlord's managing member; the tenants' form answer
// (UD-105) raising habitability; and the judgment after court trial (UD-110)
// listing appearances. Each form's footer carries its revision date, which
// is furniture, not an event.
func init() { specs = append(specs, pacheco) }

func pacheco() spec {
	box := func(title string) []block {
		return []block{
			small(ls(
				"ATTORNEY OR PARTY WITHOUT ATTORNEY                              STATE BAR NO.: 281944",
				"NAME: Vanessa Liu-Hartnett",
				"FIRM NAME: Liu-Hartnett Law Group, APC",
				"STREET ADDRESS: 3250 Wilshire Boulevard, Suite 1410",
				"CITY: Los Angeles          STATE: CA          ZIP CODE: 90010",
				"TELEPHONE NO.: (213) 555-0177     E-MAIL ADDRESS: vlh@lhlawgroup.com",
				"ATTORNEY FOR (name): Plaintiff Pacheco Gardens LLC",
				"SUPERIOR COURT OF CALIFORNIA, COUNTY OF LOS ANGELES",
				"STREET ADDRESS: 111 N. Hill Street",
				"CITY AND ZIP CODE: Los Angeles 90012",
				"BRANCH NAME: Stanley Mosk Courthouse",
				"PLAINTIFF: PACHECO GARDENS LLC",
				"DEFENDANT: DARNELL K. TOMLINSON; LATISHA M. TOMLINSON",
				"[X] DOES 1 TO 10"), 8.5),
			rule(),
			bold(small(l(title), 10)), small(r("CASE NUMBER: 24STUD09127"), 9), rule(),
		}
	}
	formFooter := func(form, title string) (string, string) {
		return form + " [Rev. January 1, 2024]        " + title + "        Page %d of %t", "Judicial Council of California, courts.ca.gov"
	}

	notice := doc{name: "Three-Day Notice to Pay Rent or Quit.pdf", font: "Helvetica", size: 10.5,
		pages: []page{
			{
				cb("THREE-DAY NOTICE TO PAY RENT OR QUIT"), gap(),
				ls("TO: DARNELL K. TOMLINSON, LATISHA M. TOMLINSON,", "      and all others in possession of the premises at:", "",
					"      1427 Alvarado Terrace, Unit 6", "      Los Angeles, California 90006"), gap(),
				p("PLEASE TAKE NOTICE that the rent on the above-described premises, which you hold and occupy under a month-to-month rental agreement, is now due and unpaid in the total sum of $4,370.00, being the rent for the following periods:"),
				row([]float64{0.7, 0.3}, "Period", "Amount Due"),
				row([]float64{0.7, 0.3}, "June 1, 2024 through June 30, 2024", "$2,185.00"),
				row([]float64{0.7, 0.3}, "July 1, 2024 through July 31, 2024", "$2,185.00"),
				gap(),
				p("YOU ARE HEREBY REQUIRED to pay said rent in full within THREE (3) DAYS, excluding Saturdays, Sundays and other judicial holidays, after service of this notice, or to deliver up possession of the premises. If you fail to do so, legal proceedings will be instituted against you to recover possession, to declare the forfeiture of the rental agreement, and to recover rent and damages."),
				p("Payment shall be made to Marisela Quintanar, Property Manager, at 1401 Alvarado Terrace, Office A, Los Angeles, California 90006, telephone (213) 555-0109, between 9:00 a.m. and 5:00 p.m., Monday through Friday. Payment may also be made by cashier's check or money order."),
				ls("Dated: July 9, 2024", "", "PACHECO GARDENS LLC, Owner/Landlord", "", "By: ______________________________", "     Marisela Quintanar, Authorized Agent"),
			},
			{
				cb("PROOF OF SERVICE"), gap(),
				p("I, the undersigned, being at least 18 years of age, declare under penalty of perjury under the laws of the State of California that I served the Three-Day Notice to Pay Rent or Quit, of which this is a true copy, on July 9, 2024, on the following tenants in possession: Darnell K. Tomlinson and Latisha M. Tomlinson."),
				ls("[ ] By delivering a copy to the tenant personally.",
					"[ ] By leaving a copy with a person of suitable age and discretion at the residence.",
					"[X] By posting a copy in a conspicuous place on the property, no person of suitable age or",
					"     discretion being found there, AND mailing a copy by first-class mail to the tenants at the",
					"     premises on the same date."),
				gap(),
				ls("Executed on July 10, 2024, at Los Angeles, California.", "",
					"Name of server: Rufus Delacroix-Ames", "Registered process server No. 2019-044817, County of Los Angeles",
					"Signature: ______________________________"),
			},
		}}

	f1, f2 := formFooter("UD-100", "COMPLAINT - UNLAWFUL DETAINER")
	complaint := doc{name: "UD-100 Complaint - Unlawful Detainer.pdf", font: "Helvetica", size: 9.5, footer: f1, footer2: f2,
		pages: []page{
			with([]block{stamp("FOR COURT USE ONLY", "Electronically FILED by Superior Court of California,", "County of Los Angeles on 07/18/2024 09:41 AM", "Harriet M. Solano, Executive Officer/Clerk of Court,", "By R. Ocampo, Deputy Clerk")},
				box("COMPLAINT - UNLAWFUL DETAINER*   [X] COMPLAINT   [ ] AMENDED COMPLAINT"), []block{
					ls("JURISDICTION (check all that apply):",
						"[X] ACTION IS A LIMITED CIVIL CASE (amount demanded does not exceed $35,000)"),
					gap(),
					p("1. PLAINTIFF (name each): Pacheco Gardens LLC alleges causes of action against DEFENDANT (name each): Darnell K. Tomlinson and Latisha M. Tomlinson."),
					p("2. a. Plaintiff is (1) [ ] an individual over the age of 18 years. (4) [ ] a partnership. (2) [ ] a public agency. (5) [ ] a corporation. (3) [X] other (specify): a California limited liability company."),
					p("3. a. The venue is the court named above because defendant now in possession of the premises located at (street address, apt. no., city, zip code, and county): 1427 Alvarado Terrace, Unit 6, Los Angeles, California 90006, County of Los Angeles."),
					p("4. Plaintiff's interest in the premises is [X] as owner [ ] other (specify):"),
					p("5. The true names and capacities of defendants sued as Does are unknown to plaintiff."),
				}),
			{
				p("6. a. On or about (date): March 1, 2023 defendant (name each): Darnell K. Tomlinson and Latisha M. Tomlinson (1) agreed to rent the premises as a [X] month-to-month tenancy [ ] other tenancy (specify): (2) agreed to pay rent of $2,185.00 payable [X] monthly [ ] other (specify frequency): (3) agreed to pay rent on the [X] first of the month [ ] other day (specify):"),
				p("b. This [X] written [ ] oral agreement was made with (1) [X] plaintiff. (2) [ ] plaintiff's agent. (3) [ ] plaintiff's predecessor in interest."),
				p("7. [X] Defendant (name each): Darnell K. Tomlinson and Latisha M. Tomlinson was served the following notice on the same date and in the same manner: a. (1) [X] 3-day notice to pay rent or quit (2) [ ] 30-day notice to quit (3) [ ] 60-day notice to quit"),
				p("b. (1) On (date): July 12, 2024 the period stated in the notice expired at the end of the day. (2) Defendants failed to comply with the requirements of the notice by that date."),
				p("c. All facts stated in the notice are true. d. [X] The notice included an election of forfeiture."),
				p("8. a. [X] The notice in item 7a was served on the defendant named in item 7a as follows: (3) [X] by posting a copy on the premises on (date): July 9, 2024 AND mailing a copy to defendant at the premises on (date): July 9, 2024 (because no person of suitable age or discretion can be found at the premises)."),
			},
			{
				p("9. At the time the 3-day notice to pay rent or quit was served, the amount of rent due was $4,370.00."),
				p("10. The fair rental value of the premises is $71.84 per day."),
				p("11. Plaintiff demands possession from each defendant because of expiration of a fixed-term lease [ ] or because of defendant's failure to comply with the notice [X]."),
				p("12. PLAINTIFF REQUESTS a. possession of the premises. b. costs incurred in this proceeding. c. [X] past-due rent of $4,370.00. d. [X] damages at the rate stated in item 10 from (date): August 1, 2024 for each day that defendants remain in possession through entry of judgment. e. [X] forfeiture of the agreement."),
				ls("Vanessa Liu-Hartnett                                           ______________________________",
					"(TYPE OR PRINT NAME)                                          (SIGNATURE OF PLAINTIFF OR ATTORNEY)"),
				gap(),
				lb("VERIFICATION"),
				small(l("(Use a different verification form if the verification is by an attorney or for a corporation or partnership.)"), 8),
				p("I am the plaintiff in this proceeding and have read this complaint. I am the managing member of Pacheco Gardens LLC and am authorized to make this verification for it. I declare under penalty of perjury under the laws of the State of California that the foregoing is true and correct."),
				ls("Date: July 17, 2024", "",
					"Gustavo R. Pacheco                                             ______________________________",
					"(TYPE OR PRINT NAME)                                          (SIGNATURE OF PLAINTIFF)"),
			},
		}}

	a1, a2 := formFooter("UD-105", "ANSWER - UNLAWFUL DETAINER")
	answer := doc{name: "UD-105 Answer - Unlawful Detainer.pdf", font: "Helvetica", size: 9.5, footer: a1, footer2: a2,
		pages: []page{
			{
				stamp("FOR COURT USE ONLY", "Electronically FILED by Superior Court of California,", "County of Los Angeles on 07/29/2024 02:17 PM", "Harriet M. Solano, Executive Officer/Clerk of Court,", "By T. Lindgren-Ruiz, Deputy Clerk"),
				small(ls(
					"ATTORNEY OR PARTY WITHOUT ATTORNEY                              STATE BAR NO.: 309152",
					"NAME: Jerome A. Whitsett",
					"FIRM NAME: Eastside Tenant Defense Collective",
					"STREET ADDRESS: 2130 E. First Street, Suite 205",
					"CITY: Los Angeles          STATE: CA          ZIP CODE: 90033",
					"ATTORNEY FOR (name): Defendants Darnell K. Tomlinson and Latisha M. Tomlinson",
					"SUPERIOR COURT OF CALIFORNIA, COUNTY OF LOS ANGELES",
					"PLAINTIFF: PACHECO GARDENS LLC",
					"DEFENDANT: DARNELL K. TOMLINSON; LATISHA M. TOMLINSON"), 8.5),
				rule(), bold(small(l("ANSWER - UNLAWFUL DETAINER"), 10)), small(r("CASE NUMBER: 24STUD09127"), 9), rule(),
				p("1. Defendant (each defendant for whom this answer is filed must be named and must sign this answer unless his or her attorney signs): Darnell K. Tomlinson and Latisha M. Tomlinson answer the complaint as follows:"),
				p("2. DENIALS (Check ONLY ONE of the next two boxes.) a. [ ] General Denial b. [X] Partial Denial. Defendants claim the following statements of the complaint are false: item 9 (the amount of rent due) and item 10."),
				p("3. AFFIRMATIVE DEFENSES (NOTE: For each box checked, you must state brief facts to support it in item 3t.) a. [X] (nonpayment of rent only) Plaintiff has breached the warranty to provide habitable premises. c. [X] (nonpayment of rent only) Defendant has made needed repairs and properly deducted the cost from the rent, and plaintiff did not give proper credit."),
			},
			{
				p("3t. Facts supporting affirmative defenses checked above: On June 11, 2024 defendants gave written notice to plaintiff's property manager that the water heater serving Unit 6 had failed. Defendants had no hot water until July 25, 2024, when plaintiff's contractor replaced it. Defendants paid $640.00 for a temporary heater and deducted that sum from the June rent."),
				p("4. OTHER STATEMENTS a. [X] Defendant vacates the premises only on judgment. b. [X] The fair rental value of the premises alleged in the complaint is excessive."),
				p("5. DEFENDANT REQUESTS a. that plaintiff take nothing requested in the complaint. b. costs incurred in this proceeding. c. [X] reasonable attorney fees."),
				ls("Date: July 29, 2024", "",
					"Jerome A. Whitsett                                             ______________________________",
					"(TYPE OR PRINT NAME)                                          (SIGNATURE OF ATTORNEY)"),
				gap(),
				lb("VERIFICATION"),
				p("I am the defendant in this proceeding and have read this answer. I declare under penalty of perjury under the laws of the State of California that the foregoing is true and correct."),
				ls("Date: July 29, 2024", "",
					"Darnell K. Tomlinson                                           ______________________________",
					"(TYPE OR PRINT NAME)                                          (SIGNATURE OF DEFENDANT)"),
			},
		}}

	j1, j2 := formFooter("UD-110", "JUDGMENT - UNLAWFUL DETAINER")
	judgment := doc{name: "UD-110 Judgment After Court Trial.pdf", font: "Helvetica", size: 9.5, footer: j1, footer2: j2,
		pages: []page{
			with([]block{stamp("FOR COURT USE ONLY", "FILED", "Superior Court of California", "County of Los Angeles", "SEP 04 2024", "Harriet M. Solano, Executive Officer/Clerk")},
				box("JUDGMENT - UNLAWFUL DETAINER   [ ] By Clerk  [ ] By Default  [X] After Court Trial"), []block{
					p("1. [X] AFTER COURT TRIAL. The jury was waived. The court considered the evidence."),
					p("a. The case was tried on (date and time): September 4, 2024, 8:30 a.m. before (name of judicial officer): Hon. Priscilla A. Venkataraman, Department 94."),
					p("b. Appearances by: [X] Plaintiff (name each): Pacheco Gardens LLC, by its managing member Gustavo R. Pacheco [X] Plaintiff's attorney (name each): Vanessa Liu-Hartnett [X] Defendant (name each): Darnell K. Tomlinson [X] Defendant's attorney (name each): Jerome A. Whitsett"),
					p("c. [X] Defendant did not appear at trial. Defendant Latisha M. Tomlinson was properly served with notice of trial."),
				}),
			{
				lb("JUDGMENT IS ENTERED AS FOLLOWS BY: [X] THE COURT [ ] THE CLERK"),
				p("2. Parties. Judgment is a. [X] for plaintiff (name each): Pacheco Gardens LLC and against defendant (name each): Darnell K. Tomlinson and Latisha M. Tomlinson."),
				p("3. [X] The court finds that the rent due, less a credit of $640.00 for the repair made by defendants, is $3,730.00. Judgment is for possession of the premises located at 1427 Alvarado Terrace, Unit 6, Los Angeles, California 90006, including all other occupants."),
				p("4. Judgment applies to all occupants of the premises including tenants, subtenants if any, and named claimants if any (Code Civ. Proc., sections 715.010, 1169, and 1174.3)."),
				p("5. Amount and terms of judgment: past-due rent $3,730.00; holdover damages $2,514.40; costs $1,112.50; total $7,356.90. [X] The rental agreement is canceled. [X] The lease is forfeited."),
				ls("Date: September 4, 2024", "", "                                        ______________________________",
					"                                        Priscilla A. Venkataraman", "                                        JUDICIAL OFFICER"),
			},
		}}

	return spec{
		name: "pacheco-gardens-v-tomlinson", title: "Pacheco Gardens LLC v. Tomlinson (L.A. Super. Ct., unlawful detainer)",
		firstSight: &truth.Figures{PartyTruth: 13, PartyFound: 1, PartyCorrect: 1, EventTruth: 19, EventHits: 19, Grounded: 1}, // at commit 48ecb5b
		docs:       []doc{notice, complaint, answer, judgment},
		parties: []truth.Party{
			{Name: "Pacheco Gardens LLC", Role: "plaintiff"},
			{Name: "Darnell K. Tomlinson", Role: "defendant"},
			{Name: "Latisha M. Tomlinson", Role: "defendant"},
			{Name: "Does 1 to 10", Role: "defendant"},
			{Name: "Darnell K. Tomlinson", Role: "declarant"}, // verifies the answer
			{Name: "Gustavo R. Pacheco", Role: "declarant"},   // verifies the complaint
			{Name: "Rufus Delacroix-Ames", Role: "declarant"}, // the server's proof of service
			{Name: "Marisela Quintanar", Role: "sender"},      // signs the notice as the landlord's agent
			{Name: "Darnell K. Tomlinson", Role: "recipient"},
			{Name: "Latisha M. Tomlinson", Role: "recipient"},
			{Name: "Vanessa Liu-Hartnett", Role: "counsel"},
			{Name: "Jerome A. Whitsett", Role: "counsel"},
			{Name: "Priscilla A. Venkataraman", Role: "judge"},
		},
		events: []truth.Event{
			{Date: "2024-06-01", File: "Three-Day Notice to Pay Rent or Quit.pdf", Page: 1},
			{Date: "2024-06-30", File: "Three-Day Notice to Pay Rent or Quit.pdf", Page: 1},
			{Date: "2024-07-01", File: "Three-Day Notice to Pay Rent or Quit.pdf", Page: 1},
			{Date: "2024-07-31", File: "Three-Day Notice to Pay Rent or Quit.pdf", Page: 1},
			{Date: "2024-07-09", File: "Three-Day Notice to Pay Rent or Quit.pdf", Page: 1},
			{Date: "2024-07-09", File: "Three-Day Notice to Pay Rent or Quit.pdf", Page: 2},
			{Date: "2024-07-10", File: "Three-Day Notice to Pay Rent or Quit.pdf", Page: 2},
			{Date: "2024-07-18", File: "UD-100 Complaint - Unlawful Detainer.pdf", Page: 1},
			{Date: "2023-03-01", File: "UD-100 Complaint - Unlawful Detainer.pdf", Page: 2},
			{Date: "2024-07-12", File: "UD-100 Complaint - Unlawful Detainer.pdf", Page: 2},
			{Date: "2024-07-09", File: "UD-100 Complaint - Unlawful Detainer.pdf", Page: 2},
			{Date: "2024-08-01", File: "UD-100 Complaint - Unlawful Detainer.pdf", Page: 3},
			{Date: "2024-07-17", File: "UD-100 Complaint - Unlawful Detainer.pdf", Page: 3},
			{Date: "2024-07-29", File: "UD-105 Answer - Unlawful Detainer.pdf", Page: 1},
			{Date: "2024-06-11", File: "UD-105 Answer - Unlawful Detainer.pdf", Page: 2},
			{Date: "2024-07-25", File: "UD-105 Answer - Unlawful Detainer.pdf", Page: 2},
			{Date: "2024-07-29", File: "UD-105 Answer - Unlawful Detainer.pdf", Page: 2},
			{Date: "2024-09-04", File: "UD-110 Judgment After Court Trial.pdf", Page: 1},
			{Date: "2024-09-04", File: "UD-110 Judgment After Court Trial.pdf", Page: 2},
		},
	}
}
