package sealed

import "pramaan/brief/truth"

// A Chapter 7 adversary proceeding in the Bankruptcy Court for the Northern
// District of Texas, Fort Worth Division, every filed page under the ECF
// "Case ... Doc ... Filed ... Entered ... Desc Main Document" header:
// homeowners' complaint to determine the dischargeability of a pool
// builder's debt under 11 U.S.C. § 523(a)(2)(A) and (a)(4) (the Texas
// Construction Trust Fund Act, the debtor sued individually and doing
// business under a trade name, the Rule 4007(c) deadline, a payments
// table, "State Bar No."), the debtor-defendant's answer with a
// certificate of service naming the Chapter 7 trustee, and the agreed
// judgment entered by the bankruptcy judge (the district's "CLERK, U.S.
// BANKRUPTCY COURT ... ENTERED" block and "Signed" line above the caption,
// "AGREED AS TO FORM AND SUBSTANCE:" with both counsel's signatures, "# # #
// END OF ORDER # # #" before them).
func init() { specs = append(specs, ashburyNkemelu) }

func ashburyNkemelu() spec {
	hdr := func(caseNo, doc, filed, entered string, pages int) string {
		return "Case " + caseNo + "   Doc " + doc + "   Filed " + filed + "   Entered " + entered + "   Desc Main Document   Page %d of " + itoa(pages)
	}
	court := []block{cb("IN THE UNITED STATES BANKRUPTCY COURT"), cb("FOR THE NORTHERN DISTRICT OF TEXAS"), cb("FORT WORTH DIVISION"), gap()}
	capt := []block{
		row([]float64{0.5, 0.06, 0.44}, "In re:\n\nCURTIS WADE LOFTIN,\n\n               Debtor.", "§\n§\n§\n§\n§", "\nCase No. 24-41877-elm7\n\nChapter 7"),
		gap(),
		row([]float64{0.5, 0.06, 0.44}, "GIDEON T. ASHBURY-NKEMELU and\nRENATA S. ASHBURY-NKEMELU,\n\n               Plaintiffs,\n\nv.\n\nCURTIS WADE LOFTIN, individually and\nd/b/a LOFTIN CUSTOM POOLS & OUTDOOR\nLIVING,\n\n               Defendant.", "§\n§\n§\n§\n§\n§\n§\n§\n§\n§\n§", "\n\n\nAdversary No. 24-04098-elm"),
		gap(),
	}
	plSig := []string{"CASTELLANO BOYD PLLC", "", "/s/ Meredith J. Castellano-Boyd", "Meredith J. Castellano-Boyd", "State Bar No. 24063318", "500 West 7th Street, Suite 1900", "Fort Worth, Texas 76102", "Telephone: (817) 555-0154", "mcb@castellanoboyd.example", "", "COUNSEL FOR PLAINTIFFS"}
	dfSig := []string{"EUBANKS & TRAN, P.C.", "", "/s/ Harrison P. Eubanks", "Harrison P. Eubanks", "State Bar No. 06641850", "1201 North Watson Road, Suite 240", "Arlington, Texas 76006", "Telephone: (817) 555-0121", "", "COUNSEL FOR DEBTOR-DEFENDANT"}
	right := func(lines []string) block {
		out := make([]string, len(lines))
		for i, s := range lines {
			out[i] = "                                          " + s
		}
		return ls(out...)
	}

	complaint := doc{name: "Complaint to Determine Dischargeability.pdf", font: "Times", size: 11,
		header: hdr("24-04098-elm", "1", "08/22/24", "08/22/24 15:06:41", 3), headerAlign: "L",
		pages: []page{
			with(court, capt, []block{
				cb("PLAINTIFFS' ORIGINAL COMPLAINT TO DETERMINE"), cb("DISCHARGEABILITY OF DEBT UNDER 11 U.S.C. § 523(a)(2)(A) AND (a)(4)"), gap(),
				l("TO THE HONORABLE EDGAR L. MENDENHALL, UNITED STATES BANKRUPTCY JUDGE:"), gap(),
				p("Gideon T. Ashbury-Nkemelu and Renata S. Ashbury-Nkemelu (together, \"Plaintiffs\") file this Original Complaint against Curtis Wade Loftin (the \"Debtor\"), and respectfully state:"),
				lb("I. JURISDICTION"),
				p("1. This Court has jurisdiction under 28 U.S.C. §§ 157 and 1334. This is a core proceeding under 28 U.S.C. § 157(b)(2)(I). Plaintiffs consent to entry of final orders by this Court."),
				p("2. The Debtor filed a voluntary petition under Chapter 7 on May 20, 2024. The meeting of creditors was first set for June 24, 2024, making August 23, 2024 the deadline under Federal Rule of Bankruptcy Procedure 4007(c)."),
			}),
			{
				lb("II. FACTS"),
				p("3. On April 3, 2023, Plaintiffs contracted with the Debtor, doing business as Loftin Custom Pools & Outdoor Living, for the construction of a swimming pool and outdoor kitchen at their home in Keller, Texas, for a price of $118,750 (the \"Contract\"). The Debtor signed the Contract individually; no entity was ever formed."),
				p("4. Plaintiffs made the following payments under the Contract:"),
				row([]float64{0.3, 0.35, 0.35}, "Date", "Draw", "Amount"),
				row([]float64{0.3, 0.35, 0.35}, "April 10, 2023", "Deposit", "$38,500.00"),
				row([]float64{0.3, 0.35, 0.35}, "June 1, 2023", "Excavation and steel", "$41,250.00"),
				row([]float64{0.3, 0.35, 0.35}, "", "Total", "$79,750.00"),
				gap(),
				p("5. The Debtor excavated the pool and set steel, work worth no more than $17,750, and then stopped work on August 18, 2023. He did not pay his gunite subcontractor, which filed a lien affidavit against Plaintiffs' home. The Debtor has not accounted for the remaining $62,000, which records produced at the meeting of creditors show was used to pay the Debtor's personal truck note and the costs of other customers' projects."),
				lb("III. CLAIMS"),
				p("6. Count One, § 523(a)(4). The payments were trust funds under Chapter 162 of the Texas Property Code, and the Debtor, as contractor, was a trustee of them. His diversion of $62,000 without first paying for labor and materials on Plaintiffs' project was a defalcation while acting in a fiduciary capacity."),
				p("7. Count Two, § 523(a)(2)(A). When the Debtor requested the June 1, 2023 draw, he represented that the steel and plumbing rough-in had been inspected and that gunite was scheduled, which was false and known to be false."),
			},
			{
				p("WHEREFORE, Plaintiffs request that the Court enter judgment against the Debtor in the amount of $62,000, declare that debt excepted from discharge under 11 U.S.C. § 523(a)(2)(A) and (a)(4), award Plaintiffs their costs and attorneys' fees as permitted by law, and grant such other relief to which they are entitled."),
				l("Dated: August 22, 2024"),
				right(append([]string{"Respectfully submitted,", ""}, plSig...)),
			},
		}}

	answer := doc{name: "Debtor-Defendant's Answer.pdf", font: "Times", size: 11,
		header: hdr("24-04098-elm", "6", "09/23/24", "09/23/24 10:31:58", 2), headerAlign: "L",
		pages: []page{
			with(court, capt, []block{
				cb("DEBTOR-DEFENDANT'S ORIGINAL ANSWER"), gap(),
				p("Curtis Wade Loftin (the \"Debtor\") files this Answer to Plaintiffs' Original Complaint and states:"),
				p("1.-2. Admitted. The Debtor consents to entry of final orders by this Court."),
				p("3. Admitted that the parties entered into the Contract on April 3, 2023. The Debtor denies that he signed the Contract individually rather than on behalf of his business, though he admits that no entity was formed."),
				p("4. Admitted that Plaintiffs paid $38,500 on April 10, 2023 and $41,250 on June 1, 2023."),
				p("5. Admitted that work stopped on August 18, 2023, when the Debtor's business lost its financing. The Debtor denies that the payments were used for personal purposes and states that all of them were spent on labor and materials for customers' projects, including Plaintiffs'."),
				p("6.-7. Denied. The Debtor denies that he acted with the intent required by Chapter 162 of the Texas Property Code or § 523(a)(2)(A)."),
				p("WHEREFORE, the Debtor requests that Plaintiffs take nothing and that the debt be discharged."),
			}),
			{
				l("Dated: September 23, 2024"),
				right(append([]string{"Respectfully submitted,", ""}, dfSig...)), gap(),
				cb("CERTIFICATE OF SERVICE"),
				p("I certify that on September 23, 2024 a true and correct copy of the foregoing was served by the Court's ECF system on the following:"),
				ls("     Meredith J. Castellano-Boyd, Castellano Boyd PLLC, Counsel for Plaintiffs", "     Laurie D. Whitfield-Ramos, Chapter 7 Trustee", "     Office of the United States Trustee, 1100 Commerce Street, Room 976, Dallas, Texas 75242"),
				right([]string{"/s/ Harrison P. Eubanks", "Harrison P. Eubanks"}),
			},
		}}

	judgment := doc{name: "Agreed Judgment.pdf", font: "Times", size: 10.5,
		header: hdr("24-04098-elm", "19", "03/14/25", "03/14/25 13:44:20", 2), headerAlign: "L",
		pages: []page{
			with([]block{
				row([]float64{0.45, 0.55}, "CLERK, U.S. BANKRUPTCY COURT\nNORTHERN DISTRICT OF TEXAS\n\nENTERED\n\nTHE DATE OF ENTRY IS ON\nTHE COURT'S DOCKET", ""),
				gap(),
				p("The following constitutes the ruling of the court and has the force and effect therein described."),
				r("Signed March 14, 2025"), gap(),
				r("/s/ Edgar L. Mendenhall"), r("______________________________________"), r("United States Bankruptcy Judge"), gap(),
			}, court, capt, []block{
				cb("AGREED JUDGMENT"), gap(),
				p("On this day the Court considered the above adversary proceeding. Plaintiffs Gideon T. Ashbury-Nkemelu and Renata S. Ashbury-Nkemelu and Defendant Curtis Wade Loftin have announced that they resolved this proceeding at mediation on February 11, 2025, and they consent to entry of this Agreed Judgment, as shown by the signatures of their counsel below. It is therefore"),
			}),
			{
				p("ORDERED, ADJUDGED AND DECREED that Plaintiffs have judgment against Defendant Curtis Wade Loftin in the amount of $62,000.00, which debt is excepted from the Debtor's discharge under 11 U.S.C. § 523(a)(4); it is further"),
				p("ORDERED that the judgment shall be satisfied in full if Defendant pays Plaintiffs $36,000.00 in monthly installments of $1,000.00 beginning April 1, 2025, without default; in the event of a default not cured within fifteen days after written notice, the full amount of the judgment, less payments made, shall be immediately due; it is further"),
				p("ORDERED that the claim under 11 U.S.C. § 523(a)(2)(A) is dismissed with prejudice, and that each party shall bear its own attorneys' fees and costs."),
				c("# # #  END OF ORDER  # # #"), gap(),
				lb("AGREED AS TO FORM AND SUBSTANCE:"), gap(),
				row([]float64{0.5, 0.5}, "/s/ Meredith J. Castellano-Boyd\nMeredith J. Castellano-Boyd\nState Bar No. 24063318\nCASTELLANO BOYD PLLC\nCOUNSEL FOR PLAINTIFFS", "/s/ Harrison P. Eubanks\nHarrison P. Eubanks\nState Bar No. 06641850\nEUBANKS & TRAN, P.C.\nCOUNSEL FOR DEBTOR-DEFENDANT"),
			},
		}}

	return spec{
		name: "in-re-loftin-ashbury-nkemelu-adv-ndtex", title: "Ashbury-Nkemelu v. Loftin (In re Loftin, Bankr. N.D. Tex., Adv. No. 24-04098), dischargeability of a contractor's debt",
		firstSight: &truth.Figures{PartyTruth: 8, PartyFound: 8, PartyCorrect: 7, EventTruth: 18, EventHits: 18, Grounded: 1}, // at commit 0946ef1
		docs:       []doc{complaint, answer, judgment},
		parties: []truth.Party{
			{Name: "Gideon T. Ashbury-Nkemelu", Role: "plaintiff"},
			{Name: "Renata S. Ashbury-Nkemelu", Role: "plaintiff"},
			{Name: "Curtis Wade Loftin", Role: "defendant"},
			{Name: "Curtis Wade Loftin", Role: "party"},        // the debtor of the main case
			{Name: "Laurie D. Whitfield-Ramos", Role: "party"}, // the Chapter 7 trustee
			{Name: "Meredith J. Castellano-Boyd", Role: "counsel"},
			{Name: "Harrison P. Eubanks", Role: "counsel"},
			{Name: "Edgar L. Mendenhall", Role: "judge"},
		},
		events: []truth.Event{
			{Date: "2024-08-22", File: "Complaint to Determine Dischargeability.pdf", Page: 1},
			{Date: "2024-05-20", File: "Complaint to Determine Dischargeability.pdf", Page: 1},
			{Date: "2024-06-24", File: "Complaint to Determine Dischargeability.pdf", Page: 1},
			{Date: "2024-08-23", File: "Complaint to Determine Dischargeability.pdf", Page: 1},
			{Date: "2023-04-03", File: "Complaint to Determine Dischargeability.pdf", Page: 2},
			{Date: "2023-04-10", File: "Complaint to Determine Dischargeability.pdf", Page: 2},
			{Date: "2023-06-01", File: "Complaint to Determine Dischargeability.pdf", Page: 2},
			{Date: "2023-08-18", File: "Complaint to Determine Dischargeability.pdf", Page: 2},
			{Date: "2024-08-22", File: "Complaint to Determine Dischargeability.pdf", Page: 3},
			{Date: "2024-09-23", File: "Debtor-Defendant's Answer.pdf", Page: 1},
			{Date: "2023-04-03", File: "Debtor-Defendant's Answer.pdf", Page: 1},
			{Date: "2023-04-10", File: "Debtor-Defendant's Answer.pdf", Page: 1},
			{Date: "2023-06-01", File: "Debtor-Defendant's Answer.pdf", Page: 1},
			{Date: "2023-08-18", File: "Debtor-Defendant's Answer.pdf", Page: 1},
			{Date: "2024-09-23", File: "Debtor-Defendant's Answer.pdf", Page: 2},
			{Date: "2025-03-14", File: "Agreed Judgment.pdf", Page: 1},
			{Date: "2025-02-11", File: "Agreed Judgment.pdf", Page: 1},
			{Date: "2025-04-01", File: "Agreed Judgment.pdf", Page: 2},
		},
	}
}
