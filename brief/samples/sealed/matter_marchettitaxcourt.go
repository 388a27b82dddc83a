package sealed

import "pramaan/brief/truth"

// A United States Tax Court deficiency case: a married couple dispute the
// Commissioner's disallowance of losses from a horse-breeding activity as an
// activity not engaged in for profit (I.R.C. § 183) and accuracy-related
// penalties. The petition on the Court's form (numbered questions with check
// boxes, the notice's date and the years, the reasons and facts as lettered
// lines, place of trial, the petitioners' signatures and counsel's Tax Court
// bar number, the e-filing stamp); the notice of deficiency attached as
// Exhibit A (Letter 3219 layout: the Service's address, the label column of
// taxpayer identification number, tax form, years, person to contact and
// the last day to file, a deficiency table, "Sincerely, Commissioner By:");
// the Commissioner's answer (paragraph-by-paragraph admissions, the
// affirmative allegations on the penalty's supervisory approval, the Chief
// Counsel's block with "OF COUNSEL:" and the signer's bar number, a
// certificate of service by mail); the first stipulation of facts with a
// joint exhibit table and counsel's signatures side by side; and the
// Court's order continuing the case (the "SERVED" stamp, "(Signed)" judge).
func init() { specs = append(specs, marchettiTaxCourt) }

func marchettiTaxCourt() spec {
	court := []block{cb("UNITED STATES TAX COURT"), gap()}
	capt := row([]float64{0.58, 0.04, 0.38},
		"CALVIN J. MARCHETTI & NOOR H. MARCHETTI,\n\n               Petitioners,\n\n     v.\n\nCOMMISSIONER OF INTERNAL REVENUE,\n\n               Respondent.",
		")\n)\n)\n)\n)\n)\n)\n)\n)",
		"\n\n\nDocket No. 14872-24\n\n")
	pl := "                                        "
	kv := []float64{0.30, 0.70}

	petition := doc{name: "Petition.pdf", font: "Helvetica", size: 10,
		footer: "Petition (Rev. 01/2024)  -  Page %d of %t", footerAlign: "C",
		pages: []page{
			with([]block{stamp("ELECTRONICALLY FILED", "U.S. TAX COURT", "Jul 15 2024  2:41 PM")}, court, []block{capt, gap(),
				cb("PETITION"), gap(),
				lb("1. Which IRS notice(s) do you want to dispute?"),
				l("    [X] Notice of Deficiency        [  ] Notice of Determination Concerning Collection Action        [  ] Other"),
				lb("2. Provide the date(s) the IRS issued the notice(s) checked above and the city and state of the IRS office(s) issuing the notice(s):"),
				l("    April 19, 2024 - Ogden, Utah"),
				lb("3. Provide the year(s) or period(s) for which the notice(s) was/were issued:"),
				l("    2020 and 2021"),
				lb("4. SELECT ONE OF THE FOLLOWING:"),
				l("    [  ] I want my case conducted as a small tax case.        [X] I want my case conducted as a regular tax case."),
				lb("5. Explain why you disagree with the IRS determination in this notice:"),
				ls("    (a) The Commissioner erred in determining that petitioners' horse-breeding activity,",
					"         Cottonwood Bend Equestrian, was an activity not engaged in for profit under I.R.C. § 183.",
					"    (b) The Commissioner erred in disallowing Schedule F losses of $164,318 for 2020 and",
					"         $171,042 for 2021.",
					"    (c) The Commissioner erred in determining accuracy-related penalties under I.R.C. § 6662(a)",
					"         and did not obtain timely written supervisory approval under I.R.C. § 6751(b)."),
				lb("6. State the facts upon which you rely:"),
				ls("    (a) Petitioners began the activity on May 1, 2017 after consulting an equine business advisor,",
					"         kept separate books and bank accounts, and wrote a business plan revised on January 6, 2020.",
					"    (b) Petitioners changed the stallion program and sold two yearlings at a profit in 2022.",
					"    (c) Petitioners devote more than 1,200 hours a year to the activity."),
			}),
			{
				lb("7. Place of trial requested:"),
				l("    Denver, Colorado"), gap(),
				p("Attach a copy of the notice(s) the IRS issued to you. The notice of deficiency dated April 19, 2024 is attached as Exhibit A."),
				gap(),
				row([]float64{0.5, 0.5}, "/s/ Calvin J. Marchetti\nSignature of Petitioner\nDate: 07/12/2024\n4471 Ridgeview Road, Longmont, CO 80503", "/s/ Noor H. Marchetti\nSignature of Additional Petitioner\nDate: 07/12/2024\n4471 Ridgeview Road, Longmont, CO 80503"),
				gap(), gap(),
				lb("Signature, mailing address, and phone number of counsel (if retained by petitioner(s)):"),
				row(kv, "Signature", "/s/ Harriet E. Sandoval-Quist"),
				row(kv, "Name", "Harriet E. Sandoval-Quist"),
				row(kv, "Firm", "Sandoval-Quist Tax Law, PLLC"),
				row(kv, "Address", "1600 Broadway, Suite 1450, Denver, CO 80202"),
				row(kv, "Telephone", "(303) 555-0162"),
				row(kv, "Tax Court Bar No.", "SH1187"),
				row(kv, "Date", "07/15/2024"),
			},
		}}

	tbl := []float64{0.25, 0.25, 0.25, 0.25}
	notice := doc{name: "Notice of Deficiency (Exhibit A).pdf", font: "Helvetica", size: 10,
		footer: "Letter 3219 (Rev. 10-2022)", footerAlign: "L",
		pages: []page{
			{
				r("EXHIBIT A"), gap(),
				row([]float64{0.55, 0.45}, "Department of the Treasury\nInternal Revenue Service\n1973 N. Rulon White Blvd.\nOgden, UT 84201", "Letter Number: 3219\nLetter Date: April 19, 2024\nTaxpayer Identification Number: XXX-XX-4471\nTax Form: 1040\nTax Years Ended: December 31, 2020\n   December 31, 2021\nPerson to Contact: Employee ID 1000248817\nContact Telephone Number: (801) 555-0120\nLast Day to File a Petition with the United States Tax Court: July 18, 2024"),
				gap(),
				ls("CALVIN J. & NOOR H. MARCHETTI", "4471 RIDGEVIEW ROAD", "LONGMONT, CO 80503"), gap(),
				cb("Notice of Deficiency"), gap(),
				l("Dear Calvin J. & Noor H. Marchetti:"), gap(),
				p("We have determined that you owe additional tax or other amounts, or both, for the tax years identified above. This letter is your NOTICE OF DEFICIENCY, as required by law. The enclosed statement shows how we figured the deficiency."),
				p("If you want to contest this determination in court before making any payment, you have 90 days from the date of this letter (150 days if addressed to you outside of the United States) to file a petition with the United States Tax Court. The last day to file your petition is shown above."),
				bold(row(tbl, "Tax Year Ended", "Deficiency", "Penalty IRC 6662(a)", "")),
				row(tbl, "12/31/2020", "$48,213.00", "$9,642.60", ""),
				row(tbl, "12/31/2021", "$51,907.00", "$10,381.40", ""),
				gap(),
				p("The Tax Court has a simplified procedure for small tax cases when the amount in dispute for each tax year is $50,000 or less. If you decide not to file a petition, please sign and return the enclosed Form 5564 so that we can assess the deficiency."),
				gap(),
				ls("Sincerely,", "", "Commissioner", "By:", "/s/ Lorraine K. Dufresne", "Lorraine K. Dufresne", "Technical Services Territory Manager"),
			},
		}}

	answer := doc{name: "Answer.pdf", font: "Times", size: 11.5,
		pages: []page{
			with([]block{stamp("ELECTRONICALLY FILED", "U.S. TAX COURT", "Sep 13 2024  10:06 AM")}, court, []block{capt, gap(),
				cb("ANSWER"), gap(),
				p("RESPONDENT, in answer to the petition filed in the above-entitled case, admits and denies as follows:"),
				p("1. through 4. Admits that the notice of deficiency was issued on April 19, 2024 by the office in Ogden, Utah, for the taxable years 2020 and 2021. Admits that petitioners elected a regular tax case."),
				p("5. (a) through (c). Denies error as alleged."),
				p("6. (a). Admits that petitioners began the activity in 2017. Denies that petitioners consulted an equine business advisor before doing so and that the business plan was revised on January 6, 2020. Denies the remaining allegations."),
				p("6. (b) and (c). Denies for lack of sufficient knowledge or information."),
				p("7. Admits that petitioners requested Denver, Colorado as the place of trial."),
				p("8. Denies generally each and every allegation of the petition not previously admitted, qualified or denied."),
				p("FURTHER ANSWERING the petition, and in support of the determination of the accuracy-related penalties under I.R.C. § 6662(a), respondent alleges:"),
				p("9. The initial determination of the penalties was personally approved in writing by Teresa M. Olvera-Haines, the immediate supervisor of the examining agent, on February 27, 2024, before the penalties were first formally communicated to petitioners in the letter of March 4, 2024."),
				p("10. Petitioners have reported losses from the activity in every year from 2017 through 2021, totaling $702,566."),
				p("WHEREFORE, respondent prays that the Court deny the relief sought in the petition and sustain the deficiencies and penalties as determined."),
			}),
			{
				row([]float64{0.45, 0.55}, "", "GIDEON M. FERRARO-BLAKE\nChief Counsel\nInternal Revenue Service\n\nBy: /s/ Tobias K. Reinholt\nTOBIAS K. REINHOLT\nSenior Counsel\n(Small Business/Self-Employed)\nTax Court Bar No. RT0942\n1999 Broadway, Suite 2500\nDenver, CO 80202\nTelephone: (720) 555-0148"),
				gap(),
				ls("OF COUNSEL:", "YVETTE C. MORRISSEY", "Associate Area Counsel (Small Business/Self-Employed)", "", "Date: September 13, 2024"),
				gap(),
				cb("CERTIFICATE OF SERVICE"),
				p("This is to certify that a copy of the foregoing ANSWER was served on petitioners' counsel by mailing the same on September 13, 2024, in a postage paid wrapper addressed as follows: Harriet E. Sandoval-Quist, Sandoval-Quist Tax Law, PLLC, 1600 Broadway, Suite 1450, Denver, CO 80202."),
				ls(pl+"/s/ Tobias K. Reinholt", pl+"TOBIAS K. REINHOLT", pl+"Senior Counsel (Small Business/Self-Employed)", pl+"Tax Court Bar No. RT0942"),
			},
		}}

	ex := []float64{0.14, 0.62, 0.24}
	sig := []float64{0.5, 0.5}
	stip := doc{name: "First Stipulation of Facts.pdf", font: "Times", size: 11.5,
		pages: []page{
			with([]block{stamp("ELECTRONICALLY FILED", "U.S. TAX COURT", "Feb 18 2025  3:55 PM")}, court, []block{capt, gap(),
				cb("FIRST STIPULATION OF FACTS"), gap(),
				p("The parties hereby stipulate that, for the purpose of this case, the following statements may be accepted as facts and that all exhibits referred to herein and attached hereto are incorporated in this stipulation and made a part hereof. The parties reserve the right to object to the admission of any such facts and exhibits on the ground of materiality or relevance, but not on authenticity."),
				p("1. Petitioners resided in Colorado when the petition was filed."),
				p("2. Petitioners timely filed joint Forms 1040 for 2020 on October 12, 2021 and for 2021 on October 17, 2022. Copies are attached as Exhibits 1-J and 2-J."),
				p("3. Petitioners purchased the 38-acre property at 4471 Ridgeview Road, Longmont, Colorado on May 1, 2017, and have operated Cottonwood Bend Equestrian there since then. Sabine Hollister-Vega has been the activity's trainer and barn manager since August 15, 2018."),
				p("4. Calvin J. Marchetti was employed full time as an airline captain during 2020 and 2021. Noor H. Marchetti was not otherwise employed."),
				p("5. Respondent issued the notice of deficiency on April 19, 2024. A copy is attached as Exhibit 3-J."),
				p("6. The civil penalty approval form for the penalties at issue was signed on February 27, 2024. A copy is attached as Exhibit 4-J."),
			}),
			{
				bold(row(ex, "Exhibit", "Description", "Date")),
				row(ex, "1-J", "2020 Form 1040 with Schedule F", "10/12/2021"),
				row(ex, "2-J", "2021 Form 1040 with Schedule F", "10/17/2022"),
				row(ex, "3-J", "Notice of deficiency", "04/19/2024"),
				row(ex, "4-J", "Civil Penalty Approval Form", "02/27/2024"),
				row(ex, "5-J", "Cottonwood Bend Equestrian business plan (revised)", "01/06/2020"),
				gap(), gap(),
				row(sig, "/s/ Harriet E. Sandoval-Quist\nHARRIET E. SANDOVAL-QUIST\nCounsel for Petitioners\nTax Court Bar No. SH1187\nSandoval-Quist Tax Law, PLLC\n1600 Broadway, Suite 1450\nDenver, CO 80202\nDate: 02/14/2025", "GIDEON M. FERRARO-BLAKE\nChief Counsel\nInternal Revenue Service\n\nBy: /s/ Tobias K. Reinholt\nTOBIAS K. REINHOLT\nSenior Counsel\n(Small Business/Self-Employed)\nTax Court Bar No. RT0942\nDate: 02/18/2025"),
			},
		}}

	order := doc{name: "Order.pdf", font: "Times", size: 12,
		pages: []page{
			with([]block{stamp("SERVED Feb 21 2025")}, court, []block{capt, gap(),
				cb("ORDER"), gap(),
				p("On February 18, 2025, the parties filed a Joint Motion for Continuance, stating that they have reached a basis of settlement as to the penalties and are exchanging valuations of the breeding stock that bear on the remaining issue, and that they need additional time to complete a stipulated decision."),
				p("Upon due consideration and for cause, it is"),
				p("ORDERED that the parties' Joint Motion for Continuance, filed February 18, 2025, is granted in that this case is stricken for trial from the Court's Denver, Colorado trial session beginning March 10, 2025. It is further"),
				p("ORDERED that, on or before May 9, 2025, the parties shall file a proposed stipulated decision or a joint status report stating the status of this case."),
				gap(), gap(),
				ls(pl+"(Signed) Alina V. Castelnuovo", pl+"Judge"),
			}),
		}}

	const (
		fp = "Petition.pdf"
		fn = "Notice of Deficiency (Exhibit A).pdf"
		fa = "Answer.pdf"
		fs = "First Stipulation of Facts.pdf"
		fo = "Order.pdf"
	)
	return spec{
		name:       "marchetti-v-commissioner-tax-court",
		title:      "Marchetti v. Commissioner (U.S. Tax Court, Docket No. 14872-24), section 183 horse-breeding losses and penalties",
		firstSight: &truth.Figures{PartyTruth: 11, PartyFound: 11, PartyCorrect: 10, EventTruth: 35, EventHits: 35, Grounded: 1}, // at commit 574488e
		docs:       []doc{petition, notice, answer, stip, order},
		parties: []truth.Party{
			{Name: "Calvin J. Marchetti", Role: "petitioner"},
			{Name: "Calvin J. Marchetti", Role: "recipient"}, // the notice of deficiency is addressed to both
			{Name: "Noor H. Marchetti", Role: "petitioner"},
			{Name: "Noor H. Marchetti", Role: "recipient"},
			{Name: "Commissioner of Internal Revenue", Role: "respondent"},
			{Name: "Harriet E. Sandoval-Quist", Role: "counsel"},
			{Name: "Gideon M. Ferraro-Blake", Role: "counsel"},
			{Name: "Tobias K. Reinholt", Role: "counsel"},
			{Name: "Yvette C. Morrissey", Role: "counsel"},
			{Name: "Lorraine K. Dufresne", Role: "sender"}, // signs the notice for the Commissioner
			{Name: "Alina V. Castelnuovo", Role: "judge"},
		},
		events: []truth.Event{
			{Date: "2024-07-15", File: fp, Page: 1}, // the e-filing stamp
			{Date: "2024-04-19", File: fp, Page: 1},
			{Date: "2017-05-01", File: fp, Page: 1},
			{Date: "2020-01-06", File: fp, Page: 1},
			{Date: "2024-04-19", File: fp, Page: 2},
			{Date: "2024-07-12", File: fp, Page: 2},
			{Date: "2024-07-15", File: fp, Page: 2},
			{Date: "2024-04-19", File: fn, Page: 1},
			{Date: "2020-12-31", File: fn, Page: 1},
			{Date: "2021-12-31", File: fn, Page: 1},
			{Date: "2024-07-18", File: fn, Page: 1},
			{Date: "2024-09-13", File: fa, Page: 1}, // the e-filing stamp
			{Date: "2024-04-19", File: fa, Page: 1},
			{Date: "2020-01-06", File: fa, Page: 1},
			{Date: "2024-02-27", File: fa, Page: 1},
			{Date: "2024-03-04", File: fa, Page: 1},
			{Date: "2024-09-13", File: fa, Page: 2},
			{Date: "2025-02-18", File: fs, Page: 1}, // the e-filing stamp
			{Date: "2021-10-12", File: fs, Page: 1},
			{Date: "2022-10-17", File: fs, Page: 1},
			{Date: "2017-05-01", File: fs, Page: 1},
			{Date: "2018-08-15", File: fs, Page: 1},
			{Date: "2024-04-19", File: fs, Page: 1},
			{Date: "2024-02-27", File: fs, Page: 1},
			{Date: "2021-10-12", File: fs, Page: 2},
			{Date: "2022-10-17", File: fs, Page: 2},
			{Date: "2024-04-19", File: fs, Page: 2},
			{Date: "2024-02-27", File: fs, Page: 2},
			{Date: "2020-01-06", File: fs, Page: 2},
			{Date: "2025-02-14", File: fs, Page: 2},
			{Date: "2025-02-18", File: fs, Page: 2},
			{Date: "2025-02-21", File: fo, Page: 1}, // the "SERVED" stamp
			{Date: "2025-02-18", File: fo, Page: 1},
			{Date: "2025-03-10", File: fo, Page: 1},
			{Date: "2025-05-09", File: fo, Page: 1},
		},
	}
}
