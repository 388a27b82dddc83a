package sealed

import "pramaan/brief/truth"

// An AAA employment arbitration under an employer-promulgated plan,
// Minneapolis locale: the demand on the AAA's employment form (labelled
// fields for the employee, the employer and their representatives, the
// nature of the dispute, amount, hearing locale, the filing party's signature
// and a numeric date, the AAA's footer), the employer's answering statement
// with affirmative defenses and a certificate of service by email, the
// arbitrator's report of preliminary management hearing and scheduling order
// ("Present:", a deadline table, "Hon. ... (Ret.)"), and the final award
// (hearing dates as a range, witnesses heard, findings, fees, the
// arbitrator's affirmation).
func init() { specs = append(specs, bakare) }

func bakare() spec {
	aaaHead := []block{cb("AMERICAN ARBITRATION ASSOCIATION"), c("EMPLOYMENT ARBITRATION TRIBUNAL"), gap(),
		row([]float64{0.6, 0.4}, "OLUWASEUN A. BAKARE,\n          Claimant,\n     v.\nKEYSTONE RIDGE ANALYTICS, INC.,\n          Respondent.", "AAA Case No. 01-24-0003-8817"), rule()}
	w := []float64{0.34, 0.66}

	demand := doc{name: "Demand for Arbitration.pdf", font: "Helvetica", size: 9.5,
		footer: "Please visit our website at www.adr.org if you would like to file this case online.  |  AAA Employment Demand  |  Page %d of %t", footerAlign: "C",
		pages: []page{
			{cb("AMERICAN ARBITRATION ASSOCIATION"), cb("EMPLOYMENT ARBITRATION RULES DEMAND FOR ARBITRATION"), gap(),
				small(p("For Employer-Promulgated Plans. If this arbitration arises out of an employment agreement or plan established by the employer, the employer is responsible for the filing fee beyond the employee's $350.00 share."), 8.5),
				rule(),
				lb("Name of Respondent (Employer)"),
				row(w, "Name:", "Keystone Ridge Analytics, Inc."),
				row(w, "Address:", "800 Washington Avenue North, Suite 900, Minneapolis, MN 55401"),
				row(w, "Representative's Name (if known):", "Brent W. Kjellberg"),
				row(w, "Name of Firm (if applicable):", "Kjellberg Frost & Amundson, P.A."),
				row(w, "Representative's Address:", "80 South Eighth Street, Suite 2200, Minneapolis, MN 55402"),
				row(w, "Phone No. / Email:", "(612) 555-0138 / bkjellberg@kfalaw.example"),
				rule(),
				lb("Name of Claimant (Employee)"),
				row(w, "Name:", "Oluwaseun A. Bakare"),
				row(w, "Address:", "4127 Chicago Avenue, Minneapolis, MN 55407"),
				row(w, "Representative's Name:", "Nasrin T. Haddadi"),
				row(w, "Name of Firm:", "Haddadi Lund PLLC"),
				row(w, "Representative's Address:", "333 South Seventh Street, Suite 1800, Minneapolis, MN 55402"),
				row(w, "Phone No. / Email:", "(612) 555-0171 / nhaddadi@haddadilund.example"),
				rule(),
				row(w, "Nature of the Dispute:", "Claimant was employed as Director of Enterprise Sales from May 2, 2022 until his termination on February 9, 2024. Respondent failed to pay commissions earned on the Halloran Health renewal closed on December 18, 2023, and terminated Claimant eight days after he reported to Respondent's Chief Executive Officer that sales bookings were being backdated. Claims: unpaid commissions (Minn. Stat. §§ 181.13, 181.145); retaliation (Minn. Stat. § 181.932)."),
				row(w, "Dollar Amount of Claim:", "$214,600.00, plus penalties, attorneys' fees and costs"),
				row(w, "Other Relief Sought:", "Reinstatement or front pay; attorneys' fees; interest; arbitration costs"),
				row(w, "Hearing Locale Requested:", "Minneapolis, Minnesota"),
				row(w, "Arbitration agreement:", "Keystone Ridge Employee Dispute Resolution Program, acknowledged April 25, 2022"),
				rule(),
				row([]float64{0.5, 0.5}, "Signature (may be signed by a representative):\n/s/ Nasrin T. Haddadi", "Date:\n05/14/2024"),
			},
		}}

	answer := doc{name: "Answering Statement.pdf", font: "Times", size: 11.5,
		pages: []page{
			with(aaaHead, []block{cb("RESPONDENT KEYSTONE RIDGE ANALYTICS, INC.'S ANSWERING STATEMENT AND AFFIRMATIVE DEFENSES"), gap(),
				p("Pursuant to Rule 4(c) of the AAA Employment Arbitration Rules, Respondent Keystone Ridge Analytics, Inc. (\"Keystone Ridge\") submits this answering statement to the Demand for Arbitration filed by Claimant Oluwaseun A. Bakare on May 14, 2024."),
				p("1. Keystone Ridge denies each allegation of the Demand except as expressly admitted. It admits that Claimant was employed from May 2, 2022 to February 9, 2024."),
				p("2. Claimant's commission on the Halloran Health renewal was not earned. Under the FY2024 Sales Compensation Plan, a renewal commission is earned only when the customer's first annual payment is received. Halloran Health paid on March 29, 2024, after Claimant's separation."),
				p("3. Claimant was terminated for documented performance reasons, including a written warning issued on November 30, 2023, before any report he claims to have made."),
				cb("AFFIRMATIVE DEFENSES"),
				p("(a) Failure to state a claim. (b) Legitimate, non-retaliatory reasons for every employment decision. (c) The same decision would have been made regardless of any protected conduct. (d) Failure to mitigate damages. (e) Offset of the $18,250.00 severance payment tendered to Claimant."),
			}),
			{
				ls("Dated: June 7, 2024", "", "KJELLBERG FROST & AMUNDSON, P.A.", "", "/s/ Brent W. Kjellberg", "Brent W. Kjellberg (MN #0391447)", "Aiyana R. Castillo (MN #0402918)", "80 South Eighth Street, Suite 2200", "Minneapolis, MN 55402", "", "Attorneys for Respondent"),
				gap(), cb("CERTIFICATE OF SERVICE"),
				p("I certify that on June 7, 2024, I served the foregoing Answering Statement by email on Nasrin T. Haddadi, Haddadi Lund PLLC, counsel for Claimant, and filed it with the American Arbitration Association through AAA WebFile."),
				r("/s/ Aiyana R. Castillo"),
			},
		}}

	sched := doc{name: "Report of Preliminary Hearing and Scheduling Order.pdf", font: "Times", size: 11,
		pages: []page{
			with(aaaHead, []block{cb("REPORT OF PRELIMINARY MANAGEMENT HEARING AND SCHEDULING ORDER No. 1"), gap(),
				p("A preliminary management hearing was held by video conference on August 13, 2024. Present: Nasrin T. Haddadi for Claimant; Brent W. Kjellberg and Aiyana R. Castillo for Respondent; Hon. Celia M. Ostrander (Ret.), Arbitrator."),
				p("1. The parties agree that the arbitration is governed by the AAA Employment Arbitration Rules and the Employment Due Process Protocol, and that the Arbitrator was properly appointed. No party objects to the Arbitrator's disclosures of July 22, 2024."),
				p("2. Each side may take up to three depositions of not more than six hours each. Document requests shall be limited to twenty-five requests per side."),
				p("3. The following schedule shall govern:"),
				row([]float64{0.65, 0.35}, "Event", "Deadline"),
				row([]float64{0.65, 0.35}, "Initial document exchange", "September 13, 2024"),
				row([]float64{0.65, 0.35}, "Completion of depositions", "October 11, 2024"),
				row([]float64{0.65, 0.35}, "Exchange of witness lists and exhibits", "October 21, 2024"),
				row([]float64{0.65, 0.35}, "Pre-hearing briefs", "October 28, 2024"),
				row([]float64{0.65, 0.35}, "Evidentiary hearing (Minneapolis)", "November 4-6, 2024"),
				p("4. The hearing will be held at the AAA's offices or another location agreed by the parties, from 9:00 a.m. to 5:00 p.m. each day. A stenographic record will be made at Respondent's expense."),
				ls("SO ORDERED.", "", "Dated: August 14, 2024", "", "                                        Hon. Celia M. Ostrander (Ret.)", "                                        Arbitrator"),
			}),
		}}

	award := doc{name: "Final Award.pdf", font: "Times", size: 11,
		pages: []page{
			with(aaaHead, []block{cb("AWARD OF ARBITRATOR"), gap(),
				p("I, THE UNDERSIGNED ARBITRATOR, having been designated in accordance with the arbitration agreement entered into by the above-named parties and acknowledged by Claimant on April 25, 2022, and having been duly sworn, and having duly heard the proofs and allegations of the Parties at an evidentiary hearing held in Minneapolis, Minnesota on November 4-6, 2024, do hereby AWARD as follows:"),
				lb("Appearances and witnesses"),
				p("Claimant was represented by Nasrin T. Haddadi of Haddadi Lund PLLC. Respondent was represented by Brent W. Kjellberg and Aiyana R. Castillo of Kjellberg Frost & Amundson, P.A. The Arbitrator heard the testimony of Claimant Oluwaseun A. Bakare; Gregory H. Pohlmann, Respondent's Vice President of Sales; and Sunita Raman, Respondent's Director of People Operations. The record closed on receipt of post-hearing briefs on December 6, 2024."),
				lb("Findings"),
				p("1. Commissions. The Halloran Health renewal closed on December 18, 2023, when the customer signed the order form. The FY2024 plan's payment condition was not communicated to Claimant in writing as Minn. Stat. § 181.145 requires for a condition that postpones earned commissions. The commission of $61,480.00 was earned and unpaid, and Respondent is liable for the statutory penalty."),
				p("2. Retaliation. Claimant reported the backdating of bookings to the Chief Executive Officer on February 1, 2024 in good faith. Respondent's written warning of November 30, 2023 addressed call volume, which Claimant had since exceeded, and Ms. Raman conceded that no termination was recommended until after the report. The termination was causally connected to the report."),
			}),
			{
				lb("Award"),
				p("1. Respondent Keystone Ridge Analytics, Inc. shall pay Claimant Oluwaseun A. Bakare: (a) $61,480.00 in unpaid commissions; (b) $15,000.00 in statutory penalties; (c) $92,300.00 in back pay, less the $18,250.00 severance payment already made; and (d) $148,750.00 in reasonable attorneys' fees and $9,412.60 in costs."),
				p("2. The administrative fees of the American Arbitration Association and the compensation of the Arbitrator shall be borne entirely by Respondent."),
				p("3. This Award is in full settlement of all claims submitted to this Arbitration. All claims not expressly granted herein are denied."),
				ls("Dated: January 17, 2025", "", "                                        Hon. Celia M. Ostrander (Ret.)", "                                        Arbitrator"),
				gap(),
				p("I, Celia M. Ostrander, do hereby affirm upon my oath as Arbitrator that I am the individual described in and who executed this instrument, which is my Award."),
				ls("January 17, 2025", "", "                                        Celia M. Ostrander"),
			},
		}}

	const (
		fd = "Demand for Arbitration.pdf"
		fa = "Answering Statement.pdf"
		fs = "Report of Preliminary Hearing and Scheduling Order.pdf"
		fw = "Final Award.pdf"
	)
	return spec{
		name: "bakare-v-keystone-ridge-aaa-employment", title: "Bakare v. Keystone Ridge Analytics, Inc. (AAA Case No. 01-24-0003-8817), employment arbitration: commissions and retaliation",
		firstSight: &truth.Figures{PartyTruth: 9, PartyFound: 9, PartyCorrect: 9, EventTruth: 26, EventHits: 25, Grounded: 1}, // at commit d617a04
		docs:       []doc{demand, answer, sched, award},
		parties: []truth.Party{
			{Name: "Oluwaseun A. Bakare", Role: "plaintiff"}, // the claimant
			{Name: "Oluwaseun A. Bakare", Role: "witness"},
			{Name: "Keystone Ridge Analytics, Inc.", Role: "respondent"},
			{Name: "Nasrin T. Haddadi", Role: "counsel"},
			{Name: "Brent W. Kjellberg", Role: "counsel"},
			{Name: "Aiyana R. Castillo", Role: "counsel"},
			{Name: "Celia M. Ostrander", Role: "judge"}, // the arbitrator
			{Name: "Gregory H. Pohlmann", Role: "witness"},
			{Name: "Sunita Raman", Role: "witness"},
		},
		events: []truth.Event{
			{Date: "2022-05-02", File: fd, Page: 1},
			{Date: "2024-02-09", File: fd, Page: 1},
			{Date: "2023-12-18", File: fd, Page: 1},
			{Date: "2022-04-25", File: fd, Page: 1},
			{Date: "2024-05-14", File: fd, Page: 1},
			{Date: "2024-05-14", File: fa, Page: 1},
			{Date: "2022-05-02", File: fa, Page: 1},
			{Date: "2024-02-09", File: fa, Page: 1},
			{Date: "2024-03-29", File: fa, Page: 1},
			{Date: "2023-11-30", File: fa, Page: 1},
			{Date: "2024-06-07", File: fa, Page: 2},
			{Date: "2024-08-13", File: fs, Page: 1},
			{Date: "2024-07-22", File: fs, Page: 1},
			{Date: "2024-09-13", File: fs, Page: 1},
			{Date: "2024-10-11", File: fs, Page: 1},
			{Date: "2024-10-21", File: fs, Page: 1},
			{Date: "2024-10-28", File: fs, Page: 1},
			{Date: "2024-11-04", File: fs, Page: 1},
			{Date: "2024-08-14", File: fs, Page: 1},
			{Date: "2022-04-25", File: fw, Page: 1},
			{Date: "2024-11-04", File: fw, Page: 1},
			{Date: "2024-12-06", File: fw, Page: 1},
			{Date: "2023-12-18", File: fw, Page: 1},
			{Date: "2024-02-01", File: fw, Page: 1},
			{Date: "2023-11-30", File: fw, Page: 1},
			{Date: "2025-01-17", File: fw, Page: 2},
		},
	}
}
