package sealed

import "pramaan/brief/truth"

// A Chapter 11 case in the District of Delaware, jointly administered: the
// chief financial officer's first-day declaration under the ECF header (the
// "In re" caption with "(Jointly Administered)" and the judge's initials,
// the footnote listing the debtors with the last four digits of their tax
// numbers, a capital-structure table), the debtors' key employee incentive
// plan motion with its notice of motion and hearing ("OBJECTION DEADLINE",
// "HEARING DATE" in capitals, Delaware counsel with "(No. NNNN)" beside
// New York counsel "admitted pro hac vice"), the official committee of
// unsecured creditors' objection with a certificate of service naming the
// U.S. Trustee's trial attorney, and the order approving the plan as modified
// ("Dated: April 16th, 2025 / Wilmington, Delaware", the judge's signature).
func init() { specs = append(specs, solvangOrchard) }

func solvangOrchard() spec {
	court := []block{cb("IN THE UNITED STATES BANKRUPTCY COURT"), cb("FOR THE DISTRICT OF DELAWARE"), gap()}
	capt := func(ref string) block {
		return row([]float64{0.52, 0.04, 0.44},
			"In re:\n\nSOLVANG ORCHARD FOODS HOLDINGS, INC., et al.,¹\n\n                    Debtors.",
			")\n)\n)\n)\n)\n)",
			"Chapter 11\n\nCase No. 25-10418 (DAO)\n\n(Jointly Administered)\n\n"+ref)
	}
	foot := small(p("¹ The Debtors in these chapter 11 cases, along with the last four digits of each Debtor's federal tax identification number, are: Solvang Orchard Foods Holdings, Inc. (4417); Solvang Orchard Foods, LLC (9023); and Pacific Crest Juice Co. (1186). The Debtors' mailing address is 2150 Mission Drive, Solvang, California 93463."), 8.5)
	dSig := []string{"BRANDYWINE KESSEL LLP", "", "/s/ Pauline R. Ferreira", "Pauline R. Ferreira (No. 5812)", "1201 North Orange Street, Suite 800", "Wilmington, Delaware 19801", "Telephone: (302) 555-0149", "", "- and -", "", "ALTMANN GREER & SATO LLP", "Jonah S. Altmann (admitted pro hac vice)", "405 Lexington Avenue, 38th Floor", "New York, New York 10174", "", "Proposed Counsel to the Debtors and Debtors in Possession"}

	decl := doc{name: "First Day Declaration.pdf", font: "Times", size: 11,
		header: "Case 25-10418-DAO     Doc 14     Filed 03/10/25     Page %d of %t",
		pages: []page{
			with(court, []block{capt(""), gap(),
				cb("DECLARATION OF HENRIK A. VALDEZ-MORROW, CHIEF FINANCIAL OFFICER, IN SUPPORT OF THE DEBTORS' CHAPTER 11 PETITIONS AND FIRST DAY MOTIONS"), gap(),
				p("I, Henrik A. Valdez-Morrow, hereby declare under penalty of perjury:"),
				p("1. I am the Chief Financial Officer of Solvang Orchard Foods Holdings, Inc. (\"Holdings\") and each of its debtor affiliates (collectively, the \"Debtors\"). I have served in that role since September 2021. I submit this declaration in support of the Debtors' voluntary petitions for relief under chapter 11 of title 11 of the United States Code (the \"Bankruptcy Code\"), filed on March 9, 2025 (the \"Petition Date\"), and of the first day motions filed with them."),
				p("2. The Debtors grow, press and package apple and citrus products under the Solvang Orchard and Pacific Crest brands and sell them to grocery chains in eleven western states. They employ approximately 640 people at two processing plants and a distribution center."),
				foot,
			}),
			{
				lb("A. Prepetition Capital Structure"),
				p("3. As of the Petition Date, the Debtors' funded debt was approximately $187.4 million:"),
				row([]float64{0.5, 0.25, 0.25}, "Facility", "Maturity", "Principal outstanding"),
				row([]float64{0.5, 0.25, 0.25}, "Revolving credit facility (ABL)", "06/30/2026", "$41.2 million"),
				row([]float64{0.5, 0.25, 0.25}, "First lien term loan", "06/30/2027", "$118.6 million"),
				row([]float64{0.5, 0.25, 0.25}, "Subordinated seller notes", "12/31/2027", "$27.6 million"),
				gap(),
				lb("B. Events Leading to the Chapter 11 Cases"),
				p("4. A frost in January 2024 destroyed roughly a third of the Debtors' contracted citrus supply, and the loss of their largest customer's private-label program, effective October 1, 2024, cut revenue by a further 19 percent. The Debtors missed the interest payment due on the first lien term loan on December 31, 2024, and entered into a forbearance agreement with their lenders on January 17, 2025, which expired on March 7, 2025."),
				p("5. The Debtors intend to use these cases to run a sale process for substantially all of their assets under section 363 of the Bankruptcy Code, with a stalking horse bid expected within sixty days."),
			},
			{
				lb("C. Key Employees"),
				p("6. The sale depends on keeping the plant managers and the sales and procurement leads who hold the Debtors' customer and grower relationships. The Debtors will seek approval of a key employee incentive plan tied to sale milestones."),
				p("I declare under penalty of perjury that the foregoing is true and correct to the best of my knowledge, information and belief."),
				ls("Dated: March 10, 2025", "Wilmington, Delaware", "", "                                        /s/ Henrik A. Valdez-Morrow", "                                        Henrik A. Valdez-Morrow", "                                        Chief Financial Officer"),
			},
		}}

	motion := doc{name: "KEIP Motion with Notice of Hearing.pdf", font: "Times", size: 11,
		header: "Case 25-10418-DAO     Doc 118     Filed 03/25/25     Page %d of %t",
		pages: []page{
			with(court, []block{capt("Objection Deadline: April 8, 2025 at 4:00 p.m. (ET)\nHearing Date: April 15, 2025 at 10:00 a.m. (ET)"), gap(),
				cb("NOTICE OF MOTION AND HEARING"), gap(),
				p("PLEASE TAKE NOTICE that on March 25, 2025, the above-captioned debtors and debtors in possession (the \"Debtors\") filed the Debtors' Motion for Entry of an Order (I) Approving the Debtors' Key Employee Incentive Plan and (II) Granting Related Relief (the \"Motion\")."),
				p("PLEASE TAKE FURTHER NOTICE that any response or objection to the Motion must be in writing, filed with the Clerk of the Bankruptcy Court, 824 North Market Street, 3rd Floor, Wilmington, Delaware 19801, and served on the undersigned proposed counsel to the Debtors so as to be received on or before April 8, 2025 at 4:00 p.m. (ET)."),
				p("PLEASE TAKE FURTHER NOTICE THAT A HEARING ON THE MOTION WILL BE HELD ON APRIL 15, 2025 AT 10:00 A.M. (ET) BEFORE THE HONORABLE DESMOND A. OKORO, UNITED STATES BANKRUPTCY JUDGE, AT THE UNITED STATES BANKRUPTCY COURT FOR THE DISTRICT OF DELAWARE, 824 NORTH MARKET STREET, 6TH FLOOR, COURTROOM NO. 4, WILMINGTON, DELAWARE 19801."),
				p("IF YOU FAIL TO RESPOND IN ACCORDANCE WITH THIS NOTICE, THE COURT MAY GRANT THE RELIEF REQUESTED IN THE MOTION WITHOUT FURTHER NOTICE OR HEARING."),
				ls(append([]string{"Dated: March 25, 2025", "Wilmington, Delaware", ""}, dSig[:7]...)...),
			}),
			with(court, []block{capt("Re: D.I. 14"), gap(),
				cb("DEBTORS' MOTION FOR ENTRY OF AN ORDER (I) APPROVING THE DEBTORS' KEY EMPLOYEE INCENTIVE PLAN AND (II) GRANTING RELATED RELIEF"), gap(),
				p("The Debtors respectfully state as follows in support of this motion:"),
				lb("Relief Requested"),
				p("1. The Debtors seek entry of an order, substantially in the form attached as Exhibit A, approving a key employee incentive plan (the \"KEIP\") for nine insiders, with awards payable only on the achievement of sale milestones, under sections 363(b) and 503(c)(3) of the Bankruptcy Code."),
				lb("The KEIP"),
				p("2. The KEIP's aggregate target cost is $1,460,000. Awards are earned as follows: 25 percent on entry of an order approving bidding procedures by April 30, 2025; 25 percent on a stalking horse agreement; and 50 percent on closing of a sale that yields net proceeds of at least $150 million. The Valdez-Morrow Declaration (D.I. 14) describes the Debtors' business and the sale process."),
			}),
			{
				lb("Basis for Relief"),
				p("3. The KEIP is incentivizing, not retentive: no award is paid for merely remaining employed. It is therefore governed by section 503(c)(3) and the business judgment standard, which it satisfies."),
				lb("Notice"),
				p("4. Notice of this motion has been given to the Office of the United States Trustee for the District of Delaware, the Official Committee of Unsecured Creditors, counsel to the prepetition lenders, and all parties that have requested notice under Bankruptcy Rule 2002."),
				p("WHEREFORE, the Debtors request entry of the proposed order and such other relief as is just."),
				ls(append([]string{"Dated: March 25, 2025", "Wilmington, Delaware", ""}, dSig...)...),
			},
		}}

	objection := doc{name: "Committee Objection to KEIP Motion.pdf", font: "Times", size: 11,
		header: "Case 25-10418-DAO     Doc 139     Filed 04/08/25     Page %d of %t",
		pages: []page{
			with(court, []block{capt("Re: D.I. 118"), gap(),
				cb("OBJECTION OF THE OFFICIAL COMMITTEE OF UNSECURED CREDITORS TO THE DEBTORS' MOTION FOR ENTRY OF AN ORDER APPROVING THE DEBTORS' KEY EMPLOYEE INCENTIVE PLAN"), gap(),
				p("The Official Committee of Unsecured Creditors (the \"Committee\") appointed in these chapter 11 cases by the United States Trustee on March 19, 2025 submits this objection to the Debtors' KEIP motion (D.I. 118) and states:"),
				p("1. The KEIP is a retention plan in disguise. Its first milestone, entry of a bidding procedures order, is within the Debtors' own control and is all but certain to be met; a quarter of the awards would thus be paid for staying in place. Section 503(c)(1) forbids that absent a showing the Debtors have not attempted to make."),
				p("2. The net proceeds threshold of $150 million is below the value the Debtors' own investment banker ascribed to the business in the marketing materials circulated on February 21, 2025. A target the Debtors expect to beat is not a challenging one."),
				p("3. The Committee asks that the Court deny the motion or condition approval on removal of the first milestone and a threshold of at least $172 million."),
			}),
			{
				ls("Dated: April 8, 2025", "Wilmington, Delaware", "", "MENON TULLY LLC", "", "/s/ Rahul V. Menon", "Rahul V. Menon (No. 6034)", "919 North Market Street, Suite 1500", "Wilmington, Delaware 19801", "", "- and -", "", "BRANDVOLD KEARNEY LLP", "Ilse M. Brandvold (admitted pro hac vice)", "1290 Avenue of the Americas", "New York, New York 10104", "", "Proposed Counsel to the Official Committee of Unsecured Creditors"),
				gap(), cb("CERTIFICATE OF SERVICE"),
				p("I, Rahul V. Menon, certify that on April 8, 2025, I caused a copy of the foregoing objection to be served through the Court's CM/ECF system on all parties registered to receive notice, and by email on (i) Pauline R. Ferreira and Jonah S. Altmann, proposed counsel to the Debtors, and (ii) the Office of the United States Trustee, Attn: Marcus P. Delacroix, Trial Attorney, J. Caleb Boggs Federal Building, 844 King Street, Suite 2207, Wilmington, Delaware 19801."),
				r("/s/ Rahul V. Menon"),
			},
		}}

	order := doc{name: "Order Approving KEIP.pdf", font: "Times", size: 11,
		header: "Case 25-10418-DAO     Doc 161     Filed 04/16/25     Page %d of %t",
		pages: []page{
			with(court, []block{capt("Re: D.I. 118, 139, 141"), gap(),
				cb("ORDER (I) APPROVING THE DEBTORS' KEY EMPLOYEE INCENTIVE PLAN, AS MODIFIED, AND (II) GRANTING RELATED RELIEF"), gap(),
				p("Upon the motion (the \"Motion\") of the Debtors for entry of an order approving the KEIP; and upon the objection of the Official Committee of Unsecured Creditors (D.I. 139) and the objection of the United States Trustee (D.I. 141); and the Court having held a hearing on April 15, 2025, at which the Debtors, the Committee and the U.S. Trustee, by Marcus P. Delacroix, appeared and were heard; and the Court having found that the KEIP, as modified on the record of the hearing, is not a transfer to an insider for the purpose of inducing the insider to remain with the Debtors' business; IT IS HEREBY ORDERED THAT:"),
				p("1. The Motion is GRANTED as modified herein. All objections not withdrawn or resolved are overruled."),
				p("2. The first milestone (entry of a bidding procedures order) is eliminated, and its 25 percent allocation is added to the sale-closing milestone. The net proceeds threshold is increased to $165 million."),
				p("3. No award shall be paid before the closing of a sale, and no award shall be paid to any participant who resigns before that closing."),
				p("4. The Court retains jurisdiction over all matters arising from the implementation of this Order."),
				gap(),
				row([]float64{0.5, 0.5}, "Dated: April 16th, 2025\nWilmington, Delaware", "DESMOND A. OKORO\nUNITED STATES BANKRUPTCY JUDGE"),
			}),
		}}

	const (
		fd = "First Day Declaration.pdf"
		fm = "KEIP Motion with Notice of Hearing.pdf"
		fx = "Committee Objection to KEIP Motion.pdf"
		fo = "Order Approving KEIP.pdf"
	)
	return spec{
		name: "in-re-solvang-orchard-foods-ch11-ddel", title: "In re Solvang Orchard Foods Holdings, Inc., et al. (Bankr. D. Del. 25-10418), Chapter 11 key employee incentive plan",
		firstSight: &truth.Figures{PartyTruth: 12, PartyFound: 12, PartyCorrect: 10, EventTruth: 21, EventHits: 21, Grounded: 1}, // at commit d617a04
		docs:       []doc{decl, motion, objection, order},
		parties: []truth.Party{
			{Name: "Solvang Orchard Foods Holdings, Inc.", Role: "party"}, // a debtor
			{Name: "Solvang Orchard Foods, LLC", Role: "party"},
			{Name: "Pacific Crest Juice Co.", Role: "party"},
			{Name: "Official Committee of Unsecured Creditors", Role: "party"},
			{Name: "Office of the United States Trustee", Role: "party"},
			{Name: "Henrik A. Valdez-Morrow", Role: "declarant"},
			{Name: "Pauline R. Ferreira", Role: "counsel"},
			{Name: "Jonah S. Altmann", Role: "counsel"},
			{Name: "Rahul V. Menon", Role: "counsel"},
			{Name: "Ilse M. Brandvold", Role: "counsel"},
			{Name: "Marcus P. Delacroix", Role: "counsel"}, // the U.S. Trustee's trial attorney
			{Name: "Desmond A. Okoro", Role: "judge"},
		},
		events: []truth.Event{
			{Date: "2025-03-10", File: fd, Page: 1},
			{Date: "2025-03-09", File: fd, Page: 1},
			{Date: "2026-06-30", File: fd, Page: 2},
			{Date: "2027-06-30", File: fd, Page: 2},
			{Date: "2027-12-31", File: fd, Page: 2},
			{Date: "2024-10-01", File: fd, Page: 2},
			{Date: "2024-12-31", File: fd, Page: 2},
			{Date: "2025-01-17", File: fd, Page: 2},
			{Date: "2025-03-07", File: fd, Page: 2},
			{Date: "2025-03-10", File: fd, Page: 3},
			{Date: "2025-03-25", File: fm, Page: 1},
			{Date: "2025-04-08", File: fm, Page: 1},
			{Date: "2025-04-15", File: fm, Page: 1},
			{Date: "2025-04-30", File: fm, Page: 2},
			{Date: "2025-03-25", File: fm, Page: 3},
			{Date: "2025-04-08", File: fx, Page: 1},
			{Date: "2025-03-19", File: fx, Page: 1},
			{Date: "2025-02-21", File: fx, Page: 1},
			{Date: "2025-04-08", File: fx, Page: 2},
			{Date: "2025-04-16", File: fo, Page: 1},
			{Date: "2025-04-15", File: fo, Page: 1},
		},
	}
}
