package sealed

import "pramaan/brief/truth"

// A Florida dissolution of marriage with a minor child in the Ninth
// Judicial Circuit, Orange County, on the Supreme Court approved family law
// forms: the wife's petition on Form 12.901(b)(1) (numbered items, check
// boxes, the child by initials, the petitioner's oath before a notary with
// the "punishment for knowingly making a false statement" line, the
// attorney's block with Florida Bar number), the husband's family law
// financial affidavit on Form 12.902(c) (employment, a monthly income table,
// expenses, assets and liabilities, sworn before a notary), his answer and
// counterpetition by counsel with a certificate of service through the
// e-filing portal, and the final judgment of dissolution after the final
// hearing (appearances, findings, incorporation of the marital settlement
// agreement and parenting plan, "DONE AND ORDERED", copies furnished).
func init() { specs = append(specs, crisostomoReid) }

func crisostomoReid() spec {
	court := []block{cb("IN THE CIRCUIT COURT OF THE NINTH JUDICIAL CIRCUIT,"), cb("IN AND FOR ORANGE COUNTY, FLORIDA"), gap()}
	capt := []block{
		row([]float64{0.55, 0.45}, "In re: The Marriage of\n\nNATALIA V. CRISÓSTOMO-REID,\n          Petitioner/Wife,\n\nand\n\nGRAHAM T. REID,\n          Respondent/Husband.", "Case No.: 2024-DR-008614-O\nDivision: 29"),
		l("_________________________________________/"), gap(),
	}
	portal := func(when string) block {
		return stamp("Filed "+when, "Clerk of Courts, Orange County, Florida", "Florida Courts E-Filing Portal")
	}

	petition := doc{name: "Petition for Dissolution of Marriage with Minor Child.pdf", font: "Times", size: 10.5,
		footer: "Florida Supreme Court Approved Family Law Form 12.901(b)(1), Petition for Dissolution of Marriage with Dependent or Minor Children (02/18)", footer2: "Page %d of %t", footerAlign: "L",
		pages: []page{
			with([]block{portal("06/10/2024 03:22:14 PM"), gap()}, court, capt, []block{
				cb("PETITION FOR DISSOLUTION OF MARRIAGE"), cb("WITH DEPENDENT OR MINOR CHILD(REN)"), gap(),
				p("I, {full legal name} Natalia V. Crisóstomo-Reid, the Petitioner, being sworn, certify that the following information is true:"),
				cb("SECTION I. MARRIAGE"),
				p("1. Residency. [X] Petitioner [ ] Respondent [ ] Both has/have lived in Florida for at least 6 months before the filing of this Petition for Dissolution of Marriage."),
				p("2. Military Service. Respondent [ ] is [X] is not a member of the military service."),
				p("3. The parties were married to each other on {date} September 17, 2011, in {city} Tampa, {state} Florida, {country} United States."),
				p("4. Date of separation: April 1, 2024. [X] The marriage is irretrievably broken. [ ] One of the parties has been adjudged mentally incapacitated for a period of at least 3 years before the filing of this petition."),
				cb("SECTION II. DEPENDENT OR MINOR CHILD(REN)"),
				p("5. The wife and husband are the parents of the following dependent or minor child(ren):"),
				row([]float64{0.4, 0.3, 0.3}, "Name (initials)", "Year of birth", "Lives with"),
				row([]float64{0.4, 0.3, 0.3}, "L.C.R.", "2015", "Petitioner"),
				p("6. The wife is not pregnant. A completed Uniform Child Custody Jurisdiction and Enforcement Act (UCCJEA) Affidavit, Florida Supreme Court Approved Family Law Form 12.902(d), is filed with this petition."),
				p("7. A Parenting Plan: [X] a proposed Long-Distance Parenting Plan, Form 12.995(c), is attached, because the Petitioner has accepted a position in Jacksonville."),
			}),
			{
				cb("SECTION III. ASSETS AND LIABILITIES"),
				p("8. [X] There are marital assets or liabilities. The parties' marital home at 2217 Lake Nona Court, Orlando, Florida 32827, two retirement accounts and the husband's restricted stock units should be equitably distributed."),
				cb("SECTION IV. SUPPORT"),
				p("9. [X] Petitioner requests that the Court award child support, calculated under section 61.30, Florida Statutes. A Child Support Guidelines Worksheet will be filed before the hearing. [X] Petitioner requests durational alimony."),
				p("10. [X] Petitioner requests that the Court order Respondent to pay a portion of her attorney's fees and costs under section 61.16, Florida Statutes."),
				p("I understand that I am swearing or affirming under oath to the truthfulness of the claims made in this petition and that the punishment for knowingly making a false statement includes fines and/or imprisonment."),
				ls("Dated: June 7, 2024                       /s/ Natalia V. Crisóstomo-Reid", "                                          Signature of Petitioner", "                                          Printed Name: Natalia V. Crisóstomo-Reid", "                                          Address: 1450 South Semoran Boulevard, Apt. 316", "                                          Orlando, Florida 32807"), gap(),
				ls("STATE OF FLORIDA", "COUNTY OF ORANGE", "Sworn to or affirmed and signed before me by means of [X] physical presence or [ ] online notarization on June 7, 2024 by Natalia V. Crisóstomo-Reid.", "", "/s/ Yesenia P. Galarza-Whitlow", "NOTARY PUBLIC - STATE OF FLORIDA", "[X] Personally known [ ] Produced identification"), gap(),
				ls("IF AN ATTORNEY PREPARED THIS FORM:", "Simone A. Baptiste-Lowry, Florida Bar No. 0918273", "BAPTISTE-LOWRY FAMILY LAW, P.A.", "390 North Orange Avenue, Suite 2300, Orlando, Florida 32801", "Telephone: (407) 555-0130  |  Primary email: sbl@baptistelowry.example", "Counsel for Petitioner/Wife"),
			},
		}}

	fa := doc{name: "Family Law Financial Affidavit of Graham T. Reid.pdf", font: "Helvetica", size: 9.5,
		footer: "Florida Family Law Rules of Procedure Form 12.902(c), Family Law Financial Affidavit (10/21)", footer2: "Page %d of %t", footerAlign: "L",
		pages: []page{
			with([]block{portal("08/02/2024 10:48:51 AM"), gap()}, court, capt, []block{
				cb("FAMILY LAW FINANCIAL AFFIDAVIT"), c("($50,000 or more Individual Gross Annual Income)"), gap(),
				p("I, {full legal name} Graham T. Reid, being sworn, certify that the following information is true:"),
				row([]float64{0.3, 0.7}, "My Occupation:", "Senior embedded software engineer"),
				row([]float64{0.3, 0.7}, "Employed by:", "Lakeside Avionics Corp."),
				row([]float64{0.3, 0.7}, "Business Address:", "12001 Research Parkway, Orlando, Florida 32826"),
				row([]float64{0.3, 0.7}, "Pay rate:", "$ 6,730.77 [ ] weekly [X] every two weeks [ ] twice a month [ ] monthly"),
				gap(),
				lb("SECTION I. PRESENT MONTHLY GROSS INCOME"),
				row([]float64{0.08, 0.62, 0.3}, "1.", "Monthly gross salary or wages", "$ 14,583.34"),
				row([]float64{0.08, 0.62, 0.3}, "2.", "Monthly bonuses, commissions, allowances, overtime", "$ 1,250.00"),
				row([]float64{0.08, 0.62, 0.3}, "14.", "Restricted stock units vested (monthly average, 2023)", "$ 2,104.00"),
				row([]float64{0.08, 0.62, 0.3}, "19.", "TOTAL PRESENT MONTHLY GROSS INCOME", "$ 17,937.34"),
				row([]float64{0.08, 0.62, 0.3}, "20.-24.", "Deductions (federal income tax, FICA, Medicare, health insurance for the child)", "$ 4,912.61"),
				row([]float64{0.08, 0.62, 0.3}, "26.", "PRESENT NET MONTHLY INCOME", "$ 13,024.73"),
				gap(),
				lb("SECTION II. AVERAGE MONTHLY EXPENSES"),
				row([]float64{0.7, 0.3}, "A. HOUSEHOLD (mortgage on the marital home, utilities, repairs)", "$ 3,870.00"),
				row([]float64{0.7, 0.3}, "B. AUTOMOBILE", "$ 812.00"),
				row([]float64{0.7, 0.3}, "C. CHILD(REN)'S EXPENSES (school tuition, after-school care)", "$ 1,640.00"),
				row([]float64{0.7, 0.3}, "TOTAL MONTHLY EXPENSES", "$ 8,915.00"),
			}),
			{
				lb("SECTION III. ASSETS AND LIABILITIES"),
				row([]float64{0.55, 0.25, 0.2}, "Assets", "Current fair market value", "Nonmarital"),
				row([]float64{0.55, 0.25, 0.2}, "Marital home, 2217 Lake Nona Court, Orlando (appraisal of July 9, 2024)", "$ 612,000", ""),
				row([]float64{0.55, 0.25, 0.2}, "Lakeside Avionics 401(k)", "$ 248,319", "$ 31,200 (premarital)"),
				row([]float64{0.55, 0.25, 0.2}, "Unvested restricted stock units (2,400 units)", "$ 187,440", ""),
				row([]float64{0.55, 0.25, 0.2}, "Joint checking and savings, Sunshine State Federal Credit Union", "$ 41,075", ""),
				gap(),
				row([]float64{0.55, 0.45}, "Liabilities", "Current amount owed"),
				row([]float64{0.55, 0.45}, "First mortgage on marital home", "$ 338,912"),
				row([]float64{0.55, 0.45}, "Auto loan (2022 Honda Pilot)", "$ 21,460"),
				gap(),
				p("I understand that I am swearing or affirming under oath to the truthfulness of the claims made in this affidavit and that the punishment for knowingly making a false statement includes fines and/or imprisonment."),
				ls("Dated: July 31, 2024                      /s/ Graham T. Reid", "                                          Signature of Party: Graham T. Reid"), gap(),
				ls("STATE OF FLORIDA", "COUNTY OF ORANGE", "Sworn to or affirmed and signed before me by means of [X] physical presence on July 31, 2024 by Graham T. Reid.", "", "/s/ Dominic E. Haverstraw", "NOTARY PUBLIC - STATE OF FLORIDA", "[ ] Personally known [X] Produced identification: Florida driver license"),
			},
		}}

	answer := doc{name: "Answer to Petition and Counterpetition.pdf", font: "Times", size: 11,
		footer: "%d",
		pages: []page{
			with([]block{portal("07/02/2024 04:05:37 PM"), gap()}, court, capt, []block{
				cb("RESPONDENT/HUSBAND'S ANSWER TO PETITION FOR DISSOLUTION OF MARRIAGE AND COUNTERPETITION"), gap(),
				p("Respondent/Husband, Graham T. Reid, by and through his undersigned counsel, answers the Petition for Dissolution of Marriage filed June 10, 2024 as follows:"),
				p("1. Admits paragraphs 1 through 6 and 8."),
				p("2. Denies paragraph 7. The Husband objects to the Wife's proposed relocation of the minor child to Jacksonville, and a relocation may proceed only on a petition under section 61.13001, Florida Statutes."),
				p("3. Denies that the Wife has a need for alimony or that he has the ability to pay it, and denies that she is entitled to attorney's fees."),
				cb("COUNTERPETITION"),
				p("4. The Husband requests that the Court adopt his proposed Parenting Plan, under which the parties share time with the minor child on an equal schedule in Orange County, and that it award him a special equity in his premarital 401(k) contributions of $31,200."),
			}),
			{
				ls("Dated: July 2, 2024", "", "                                          /s/ Marcus J. Feliciano-Stroud", "                                          Marcus J. Feliciano-Stroud", "                                          Florida Bar No. 0774105", "                                          FELICIANO-STROUD & ASSOCIATES", "                                          200 East Robinson Street, Suite 1120", "                                          Orlando, Florida 32801", "                                          Counsel for Respondent/Husband"), gap(),
				cb("CERTIFICATE OF SERVICE"),
				p("I HEREBY CERTIFY that on July 2, 2024, a true copy of the foregoing was furnished through the Florida Courts E-Filing Portal to Simone A. Baptiste-Lowry, Esq., counsel for the Petitioner/Wife, at sbl@baptistelowry.example."),
				ls("                                          /s/ Marcus J. Feliciano-Stroud"),
			},
		}}

	judgment := doc{name: "Final Judgment of Dissolution of Marriage.pdf", font: "Times", size: 11,
		footer: "%d",
		pages: []page{
			with([]block{portal("03/14/2025 02:17:40 PM"), gap()}, court, capt, []block{
				cb("FINAL JUDGMENT OF DISSOLUTION OF MARRIAGE"), cb("WITH DEPENDENT OR MINOR CHILD"), gap(),
				p("THIS CAUSE came before the Court for final hearing on March 11, 2025 on the Petition for Dissolution of Marriage filed by the Petitioner/Wife, Natalia V. Crisóstomo-Reid. The Wife appeared with her counsel, Simone A. Baptiste-Lowry, Esq.; the Husband, Graham T. Reid, appeared with his counsel, Marcus J. Feliciano-Stroud, Esq. The Court, having reviewed the file, heard the testimony of both parties, and being otherwise fully advised, FINDS AND ORDERS:"),
				p("1. The Court has jurisdiction over the parties and the subject matter. The Wife has been a resident of Florida for more than six months before the filing of the petition."),
				p("2. The marriage between the parties is irretrievably broken and is DISSOLVED, and the parties are restored to the status of single persons."),
				p("3. The parties' Marital Settlement Agreement executed on February 20, 2025 after mediation is ratified, approved and incorporated into this judgment. The parties shall comply with its terms, including the equitable distribution of the marital home and the retirement accounts and the award of the Husband's premarital 401(k) contributions to him as his nonmarital asset."),
				p("4. The Agreed Long-Distance Parenting Plan filed on February 24, 2025 is adopted. The Wife's relocation with the minor child to Duval County is permitted, beginning no earlier than June 15, 2025."),
			}),
			{
				p("5. The Husband shall pay child support of $1,486.00 per month, beginning April 1, 2025, by income deduction through the State Disbursement Unit, as calculated in the Child Support Guidelines Worksheet filed March 10, 2025. The Wife waives alimony."),
				p("6. The Court reserves jurisdiction to enforce and, as permitted by law, modify this judgment."),
				ls("DONE AND ORDERED in Orlando, Orange County, Florida, on March 14, 2025.", "", "                                          /s/ Elena M. Vasquez-Thorne", "                                          ELENA M. VASQUEZ-THORNE", "                                          CIRCUIT JUDGE"), gap(),
				ls("Copies furnished to:", "Simone A. Baptiste-Lowry, Esq., counsel for Petitioner/Wife", "Marcus J. Feliciano-Stroud, Esq., counsel for Respondent/Husband", "State Disbursement Unit"),
			},
		}}

	return spec{
		name: "in-re-marriage-of-crisostomo-reid-orange-fl", title: "In re the Marriage of Crisóstomo-Reid and Reid (Fla. 9th Cir. Ct., Orange County, No. 2024-DR-008614-O), dissolution with a minor child",
		firstSight: &truth.Figures{PartyTruth: 9, PartyFound: 9, PartyCorrect: 4, EventTruth: 18, EventHits: 18, Grounded: 1}, // at commit c1032d2
		docs:       []doc{petition, fa, answer, judgment},
		parties: []truth.Party{
			{Name: "Natalia V. Crisóstomo-Reid", Role: "petitioner"},
			{Name: "Natalia V. Crisóstomo-Reid", Role: "declarant"}, // the petition is sworn before a notary
			{Name: "Natalia V. Crisóstomo-Reid", Role: "witness"},   // testified at the final hearing
			{Name: "Graham T. Reid", Role: "respondent"},
			{Name: "Graham T. Reid", Role: "declarant"}, // the financial affidavit
			{Name: "Graham T. Reid", Role: "witness"},
			{Name: "Simone A. Baptiste-Lowry", Role: "counsel"},
			{Name: "Marcus J. Feliciano-Stroud", Role: "counsel"},
			{Name: "Elena M. Vasquez-Thorne", Role: "judge"},
		},
		events: []truth.Event{
			{Date: "2024-06-10", File: "Petition for Dissolution of Marriage with Minor Child.pdf", Page: 1},
			{Date: "2011-09-17", File: "Petition for Dissolution of Marriage with Minor Child.pdf", Page: 1},
			{Date: "2024-04-01", File: "Petition for Dissolution of Marriage with Minor Child.pdf", Page: 1},
			{Date: "2024-06-07", File: "Petition for Dissolution of Marriage with Minor Child.pdf", Page: 2},
			{Date: "2024-08-02", File: "Family Law Financial Affidavit of Graham T. Reid.pdf", Page: 1},
			{Date: "2024-07-09", File: "Family Law Financial Affidavit of Graham T. Reid.pdf", Page: 2},
			{Date: "2024-07-31", File: "Family Law Financial Affidavit of Graham T. Reid.pdf", Page: 2},
			{Date: "2024-07-02", File: "Answer to Petition and Counterpetition.pdf", Page: 1},
			{Date: "2024-06-10", File: "Answer to Petition and Counterpetition.pdf", Page: 1},
			{Date: "2024-07-02", File: "Answer to Petition and Counterpetition.pdf", Page: 2},
			{Date: "2025-03-14", File: "Final Judgment of Dissolution of Marriage.pdf", Page: 1},
			{Date: "2025-03-11", File: "Final Judgment of Dissolution of Marriage.pdf", Page: 1},
			{Date: "2025-02-20", File: "Final Judgment of Dissolution of Marriage.pdf", Page: 1},
			{Date: "2025-02-24", File: "Final Judgment of Dissolution of Marriage.pdf", Page: 1},
			{Date: "2025-06-15", File: "Final Judgment of Dissolution of Marriage.pdf", Page: 1},
			{Date: "2025-04-01", File: "Final Judgment of Dissolution of Marriage.pdf", Page: 2},
			{Date: "2025-03-10", File: "Final Judgment of Dissolution of Marriage.pdf", Page: 2},
			{Date: "2025-03-14", File: "Final Judgment of Dissolution of Marriage.pdf", Page: 2},
		},
	}
}
