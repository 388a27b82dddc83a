package sealed

import "pramaan/brief/truth"

// A Chapter 7 adversary proceeding in the Bankruptcy Court for the
// District of Colorado, every filed page under the court's "Case:...
// Doc#:... Filed:... Entered:... Page n of m" header: an equipment lender's
// complaint to determine the dischargeability of a debt under 11 U.S.C.
// § 523(a)(2)(B) and (a)(6) (the two-part "In re" and adversary caption,
// Colorado registration numbers, the debtor's false financial statement),
// the debtor-defendant's answer with affirmative defenses and a certificate
// of service naming the Chapter 7 trustee, the trustee's report of no
// distribution in the main case (the form's statistics, "Key information
// about this case"), and the judgment after trial excepting the debt from
// discharge, signed by the bankruptcy judge.
func init() { specs = append(specs, hollowayNunez) }

func hollowayNunez() spec {
	hdr := func(caseNo, doc, filed, entered string, pages int) string {
		return "Case:" + caseNo + " Doc#:" + doc + " Filed:" + filed + " Entered:" + entered + " Page%d of " + itoa(pages)
	}
	court := []block{cb("UNITED STATES BANKRUPTCY COURT"), cb("FOR THE DISTRICT OF COLORADO"), gap()}
	capt := []block{
		row([]float64{0.55, 0.45}, "In re:\n\nTRAVIS J. HOLLOWAY-NUNEZ,\n\n          Debtor.", "Case No. 24-11873 TBM\n\nChapter 7"),
		l("______________________________________________________________________"),
		row([]float64{0.55, 0.45}, "SUMMIT RIDGE EQUIPMENT FINANCE, LLC,\n\n          Plaintiff,\n\nv.\n\nTRAVIS J. HOLLOWAY-NUNEZ,\n\n          Defendant.", "\n\nAdv. Pro. No. 24-01142 TBM"),
		l("______________________________________________________________________"), gap(),
	}

	complaint := doc{name: "Complaint to Determine Dischargeability of Debt.pdf", font: "Times", size: 11,
		header: hdr("24-01142-TBM", "1", "06/17/24", "06/17/24 14:22:08", 3), headerAlign: "L",
		pages: []page{
			with(court, capt, []block{
				cb("COMPLAINT TO DETERMINE DISCHARGEABILITY OF DEBT"), cb("PURSUANT TO 11 U.S.C. § 523(a)(2)(B) AND (a)(6)"), gap(),
				p("Plaintiff Summit Ridge Equipment Finance, LLC (\"Summit Ridge\"), through its undersigned counsel, for its Complaint against Defendant Travis J. Holloway-Nunez (the \"Debtor\"), states as follows:"),
				cb("JURISDICTION"),
				p("1. The Court has jurisdiction under 28 U.S.C. §§ 157 and 1334. This is a core proceeding under 28 U.S.C. § 157(b)(2)(I). Summit Ridge consents to the entry of final orders and judgment by the Bankruptcy Court."),
				p("2. The Debtor filed a voluntary petition under Chapter 7 on March 11, 2024 (the \"Petition Date\"). The first date set for the meeting of creditors under 11 U.S.C. § 341 was April 17, 2024, so the deadline to object to the discharge of a debt under Fed. R. Bankr. P. 4007(c) is June 17, 2024."),
				cb("GENERAL ALLEGATIONS"),
				p("3. The Debtor was the owner and president of Front Range Grading & Excavation, Inc. (\"Front Range\"), a Colorado corporation that ceased operating in January 2024."),
			}),
			{
				p("4. On October 2, 2022, to induce Summit Ridge to finance Front Range's purchase of two tracked excavators and a wheel loader, the Debtor delivered to Summit Ridge a written personal financial statement, signed by him and dated September 28, 2022, representing that he had a net worth of $2,315,000, including unencumbered real property in Castle Rock, Colorado valued at $1,100,000."),
				p("5. The statement was materially false. The Castle Rock property was subject to a deed of trust securing a loan with a balance of more than $780,000, which the Debtor omitted, and a brokerage account listed at $410,000 had been closed in June 2022."),
				p("6. Summit Ridge reasonably relied on the statement and on October 14, 2022 advanced $612,500 under an equipment finance agreement, which the Debtor personally guaranteed."),
				p("7. After Front Range defaulted, and while Summit Ridge's replevin action was pending, the Debtor sold the wheel loader to a third party in Utah on or about December 8, 2023 without Summit Ridge's consent, and kept the proceeds."),
				cb("FIRST CLAIM FOR RELIEF (11 U.S.C. § 523(a)(2)(B))"),
				p("8. The debt owed by the Debtor to Summit Ridge, in an amount not less than $486,270.44, was obtained by use of a statement in writing that was materially false, respecting the Debtor's financial condition, on which Summit Ridge reasonably relied, and which the Debtor caused to be made or published with intent to deceive."),
				cb("SECOND CLAIM FOR RELIEF (11 U.S.C. § 523(a)(6))"),
				p("9. The sale of the wheel loader was a willful and malicious injury to Summit Ridge's property, to the extent of at least $148,000, the price the Debtor received."),
			},
			{
				p("WHEREFORE, Summit Ridge requests that the Court enter judgment declaring the debt owed to it by the Debtor nondischargeable under 11 U.S.C. § 523(a)(2)(B) and (a)(6), entering a money judgment for that debt, and granting such other relief as is just."),
				ls("Dated: June 17, 2024", "", "                                          Respectfully submitted,", "", "                                          CORWIN-AMES & STRAUB, P.C.", "", "                                          /s/ Nathaniel B. Corwin-Ames", "                                          Nathaniel B. Corwin-Ames, #41277", "                                          Hadley R. Straub, #49906", "                                          1675 Broadway, Suite 2300", "                                          Denver, Colorado 80202", "                                          Telephone: (303) 555-0162", "                                          ncorwinames@cas-law.example", "", "                                          Attorneys for Plaintiff Summit Ridge", "                                          Equipment Finance, LLC"),
			},
		}}

	answer := doc{name: "Answer to Complaint.pdf", font: "Times", size: 11,
		header: hdr("24-01142-TBM", "7", "07/19/24", "07/19/24 09:48:31", 2), headerAlign: "L",
		pages: []page{
			with(court, capt, []block{
				cb("DEBTOR-DEFENDANT'S ANSWER TO COMPLAINT TO DETERMINE DISCHARGEABILITY OF DEBT"), gap(),
				p("Defendant Travis J. Holloway-Nunez (the \"Debtor\"), through counsel, answers the Complaint of Summit Ridge Equipment Finance, LLC as follows:"),
				p("1.-3. Admitted. The Debtor consents to the entry of final orders and judgment by the Bankruptcy Court."),
				p("4. The Debtor admits that he signed a personal financial statement on September 28, 2022 at the request of Summit Ridge's sales representative, who completed the form from a conversation with him. The Debtor denies the remaining allegations of paragraph 4."),
				p("5. Denied. The Debtor disclosed the deed of trust on the Castle Rock property to Summit Ridge's sales representative, who told him that only the estimated equity was needed."),
				p("6. The Debtor admits that Summit Ridge advanced funds on October 14, 2022 and that he signed a guaranty, and denies that any reliance on the statement was reasonable, Summit Ridge having obtained a credit report that showed the mortgage."),
				p("7. The Debtor admits that the wheel loader was sold on December 8, 2023 and states that the proceeds were paid to Front Range's payroll, on the advice of its accountant, to pay wages owed to its employees. The Debtor denies any intent to injure Summit Ridge."),
				p("8.-9. Denied."),
			}),
			{
				cb("AFFIRMATIVE DEFENSES"),
				p("1. Summit Ridge did not reasonably rely on the financial statement. 2. Summit Ridge's damages, if any, are limited to the value of the wheel loader on December 8, 2023, less the amounts owed to holders of prior liens."),
				p("WHEREFORE, the Debtor requests that the Court enter judgment in his favor, find that the debt is dischargeable, and award him his costs."),
				ls("Dated: July 19, 2024", "", "                                          ARREDONDO LAW GROUP, LLC", "", "                                          /s/ Lucía M. Arredondo", "                                          Lucía M. Arredondo, #52190", "                                          7800 East Union Avenue, Suite 650", "                                          Denver, Colorado 80237", "                                          Telephone: (720) 555-0114", "", "                                          Attorney for Debtor-Defendant"), gap(),
				cb("CERTIFICATE OF SERVICE"),
				p("I certify that on July 19, 2024, I served a true and correct copy of the foregoing through the Court's CM/ECF system on the following:"),
				ls("Nathaniel B. Corwin-Ames and Hadley R. Straub, Corwin-Ames & Straub, P.C., counsel for Plaintiff", "Harlan P. Osterberg, Chapter 7 Trustee", "US Trustee's Office, Byron G. Rogers Federal Building, Denver, Colorado", "", "                                          /s/ Lucía M. Arredondo"),
			},
		}}

	report := doc{name: "Chapter 7 Trustee's Report of No Distribution.pdf", font: "Helvetica", size: 10,
		header: hdr("24-11873-TBM", "19", "07/26/24", "07/26/24 11:05:12", 1), headerAlign: "L",
		pages: []page{
			with(court, []block{
				row([]float64{0.55, 0.45}, "In re:\n\nTRAVIS J. HOLLOWAY-NUNEZ\n\n          Debtor(s).", "Case No. 24-11873 TBM\n\nChapter 7"),
				rule(),
				cb("CHAPTER 7 TRUSTEE'S REPORT OF NO DISTRIBUTION"), gap(),
				p("I, Harlan P. Osterberg, having been appointed trustee of the estate of the above-named debtor(s), report that I have neither received any property nor paid any money on account of this estate; that I have made a diligent inquiry into the financial affairs of the debtor(s) and the location of the property belonging to the estate; and that there is no property available for distribution from the estate over and above that exempted by law."),
				p("Pursuant to Fed. R. Bankr. P. 5009, I hereby certify that the estate of the above-named debtor(s) has been fully administered. I request that I be discharged from any further duties as trustee."),
				p("Key information about this case as reported in schedules filed by the debtor(s) or otherwise found in the case record: This case was pending for 4 months. The meeting of creditors was held and concluded on April 17, 2024."),
				row([]float64{0.65, 0.35}, "Assets Abandoned (without deducting any secured claims):", "$ 1,164,250.00"),
				row([]float64{0.65, 0.35}, "Assets Exempt:", "$ 103,900.00"),
				row([]float64{0.65, 0.35}, "Claims Scheduled:", "$ 2,918,442.17"),
				row([]float64{0.65, 0.35}, "Claims Asserted:", "Not Applicable"),
				row([]float64{0.65, 0.35}, "Claims scheduled to be discharged without payment (without deducting the value of collateral or debts excepted from discharge):", "$ 2,918,442.17"),
				gap(),
				ls("Dated: 07/26/2024", "", "                                          /s/ Harlan P. Osterberg", "                                          Harlan P. Osterberg, Chapter 7 Trustee", "                                          P.O. Box 22914", "                                          Lakewood, CO 80226", "                                          (303) 555-0175"),
			}),
		}}

	judgment := doc{name: "Judgment.pdf", font: "Times", size: 11,
		header: hdr("24-01142-TBM", "38", "03/21/25", "03/21/25 15:40:02", 2), headerAlign: "L",
		pages: []page{
			with(court, capt, []block{
				cb("JUDGMENT"), gap(),
				p("THIS MATTER came before the Court for trial on March 4-5, 2025 on the Complaint of Plaintiff Summit Ridge Equipment Finance, LLC against Defendant Travis J. Holloway-Nunez. The Court heard the testimony of the Debtor, of Summit Ridge's credit manager, Colette Van Wyk-Hargrove, and of Front Range's former controller, Dmitri A. Sorokin, and received Exhibits 1 through 34 and A through K. For the reasons stated on the record on March 18, 2025, which constitute the Court's findings of fact and conclusions of law under Fed. R. Civ. P. 52, made applicable by Fed. R. Bankr. P. 7052, the Court finds that:"),
				p("(a) the personal financial statement dated September 28, 2022 was materially false, was made with intent to deceive, at least in reckless disregard of its truth, and was reasonably relied on by Summit Ridge; but"),
				p("(b) Summit Ridge did not prove that the sale of the wheel loader on December 8, 2023 was malicious within the meaning of 11 U.S.C. § 523(a)(6), the Debtor having used the proceeds to pay wages in the belief that he was entitled to do so."),
				p("Accordingly, IT IS ORDERED AND ADJUDGED:"),
				p("1. Judgment enters in favor of Plaintiff Summit Ridge Equipment Finance, LLC and against Defendant Travis J. Holloway-Nunez on the First Claim for Relief. The Debtor's debt to Summit Ridge in the amount of $486,270.44, together with post-judgment interest at the federal statutory rate, is excepted from discharge under 11 U.S.C. § 523(a)(2)(B)."),
				p("2. Judgment enters in favor of the Debtor and against Summit Ridge on the Second Claim for Relief."),
			}),
			{
				p("3. Each party shall bear its own attorneys' fees. Summit Ridge may file a bill of costs within fourteen days."),
				ls("Dated: March 21, 2025", "", "                                          BY THE COURT:", "", "", "                                          ______________________________", "                                          Rosemary D. Kittredge", "                                          United States Bankruptcy Judge"),
			},
		}}

	return spec{
		name: "in-re-holloway-nunez-summit-ridge-adv", title: "Summit Ridge Equipment Finance, LLC v. Holloway-Nunez (In re Holloway-Nunez, Bankr. D. Colo., Adv. No. 24-01142), dischargeability",
		firstSight: &truth.Figures{PartyTruth: 11, PartyFound: 10, PartyCorrect: 9, EventTruth: 22, EventHits: 22, Grounded: 1}, // at commit c1032d2
		docs:       []doc{complaint, answer, report, judgment},
		parties: []truth.Party{
			{Name: "Summit Ridge Equipment Finance, LLC", Role: "plaintiff"},
			{Name: "Travis J. Holloway-Nunez", Role: "defendant"},
			{Name: "Travis J. Holloway-Nunez", Role: "party"}, // the debtor of the main case
			{Name: "Travis J. Holloway-Nunez", Role: "witness"},
			{Name: "Harlan P. Osterberg", Role: "party"}, // the Chapter 7 trustee
			{Name: "Nathaniel B. Corwin-Ames", Role: "counsel"},
			{Name: "Hadley R. Straub", Role: "counsel"},
			{Name: "Lucía M. Arredondo", Role: "counsel"},
			{Name: "Colette Van Wyk-Hargrove", Role: "witness"},
			{Name: "Dmitri A. Sorokin", Role: "witness"},
			{Name: "Rosemary D. Kittredge", Role: "judge"},
		},
		events: []truth.Event{
			{Date: "2024-06-17", File: "Complaint to Determine Dischargeability of Debt.pdf", Page: 1},
			{Date: "2024-03-11", File: "Complaint to Determine Dischargeability of Debt.pdf", Page: 1},
			{Date: "2024-04-17", File: "Complaint to Determine Dischargeability of Debt.pdf", Page: 1},
			{Date: "2022-10-02", File: "Complaint to Determine Dischargeability of Debt.pdf", Page: 2},
			{Date: "2022-09-28", File: "Complaint to Determine Dischargeability of Debt.pdf", Page: 2},
			{Date: "2022-10-14", File: "Complaint to Determine Dischargeability of Debt.pdf", Page: 2},
			{Date: "2023-12-08", File: "Complaint to Determine Dischargeability of Debt.pdf", Page: 2},
			{Date: "2024-06-17", File: "Complaint to Determine Dischargeability of Debt.pdf", Page: 3},
			{Date: "2024-07-19", File: "Answer to Complaint.pdf", Page: 1},
			{Date: "2022-09-28", File: "Answer to Complaint.pdf", Page: 1},
			{Date: "2022-10-14", File: "Answer to Complaint.pdf", Page: 1},
			{Date: "2023-12-08", File: "Answer to Complaint.pdf", Page: 1},
			{Date: "2023-12-08", File: "Answer to Complaint.pdf", Page: 2},
			{Date: "2024-07-19", File: "Answer to Complaint.pdf", Page: 2},
			{Date: "2024-07-26", File: "Chapter 7 Trustee's Report of No Distribution.pdf", Page: 1},
			{Date: "2024-04-17", File: "Chapter 7 Trustee's Report of No Distribution.pdf", Page: 1},
			{Date: "2025-03-21", File: "Judgment.pdf", Page: 1},
			{Date: "2025-03-04", File: "Judgment.pdf", Page: 1},
			{Date: "2025-03-18", File: "Judgment.pdf", Page: 1},
			{Date: "2022-09-28", File: "Judgment.pdf", Page: 1},
			{Date: "2023-12-08", File: "Judgment.pdf", Page: 1},
			{Date: "2025-03-21", File: "Judgment.pdf", Page: 2},
		},
	}
}
