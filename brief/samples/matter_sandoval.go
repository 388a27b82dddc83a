package samples

// DEV SET (held out at first sight): a consumer Chapter 7 case in the
// District of Arizona on the Official Forms. The notice of the case
// (Official Form 309A: "Information to identify the case:", "Debtor 1" and
// "Debtor 2 (Spouse, if filing)" with "First Name Middle Name Last Name"
// under them, the case number and filing date, numbered rows "1. Debtor's
// full name", "2. All other names used in the last 8 years", "4. Debtor's
// attorney", "5. Bankruptcy trustee", "6. Bankruptcy clerk's office" with
// its hours, "7. Meeting of creditors", "9. Deadlines", "12/15" revision
// marks, the footer); a credit union's proof of claim (Official Form 410,
// shortened: "Who is the current creditor?", "Name of the current
// creditor (the person or entity to be paid for this claim)", the signer's
// "Name / Title / Company" lines); the trustee's motion to approve a
// compromise under Rule 9019 (an "In re:" caption with two debtors, the
// trustee moving "by and through undersigned counsel", signed "By:" for
// the firm, "Attorneys for X, Chapter 7 Trustee"); and the order of
// discharge (Official Form 318, "IT IS ORDERED: A discharge under 11
// U.S.C. 727 is granted to:", "By the court:", the explanation that
// follows). The debtors and a creditor who files a claim are parties; the
// trustee who moves is the petitioner, as a movant is; the credit union's
// officer who signs the claim is its declarant.
func init() { specs = append(specs, sandoval) }

func sandoval() matterSpec {
	idBox := []string{
		"Information to identify the case:",
		"Debtor 1       Derek Allen Sandoval                 Social Security number or ITIN   xxx-xx-4417",
		"               First Name  Middle Name  Last Name",
		"Debtor 2       Teresa Lynn Sandoval                 Social Security number or ITIN   xxx-xx-1187",
		"(Spouse, if filing)  First Name  Middle Name  Last Name",
		"United States Bankruptcy Court   District of Arizona",
		"Case number:   2:24-bk-04417-EPB",
	}
	notice := doc{name: "Official Form 309A Notice of Chapter 7 Case.pdf", font: "Helvetica", size: 9,
		footer: "Official Form 309A                 Notice of Chapter 7 Bankruptcy Case                 page %d",
		pages: []page{{
			ls(append(append([]string{}, idBox...), "Date case filed for chapter 7:   5/2/2024")...),
			gap(),
			ls("Official Form 309A", "Notice of Chapter 7 Bankruptcy Case -- No Proof of Claim Deadline                                              12/15"),
			small(p("For the debtors listed above, a case has been filed under chapter 7 of the Bankruptcy Code. An order for relief has been entered. This notice has important information about the case for creditors, debtors, and trustees, including information about the meeting of creditors and deadlines. Read both pages carefully."), 8.5),
			ls("                                   About Debtor 1:                         About Debtor 2:",
				"1. Debtor's full name             Derek Allen Sandoval                    Teresa Lynn Sandoval",
				"2. All other names used in the    dba Sandoval Custom Pools",
				"   last 8 years",
				"3. Address                        4120 W. Acoma Drive, Phoenix, AZ 85053  4120 W. Acoma Drive, Phoenix, AZ 85053",
				"4. Debtor's attorney              Lauren K. Briggs                         Contact phone (602) 555-0191",
				"   Name and address               Briggs Consumer Law PLLC                 Email: lbriggs@briggslaw.com",
				"                                  2600 N. Central Ave., Suite 700, Phoenix, AZ 85004",
				"5. Bankruptcy trustee             Adam N. Rosales                          Contact phone (480) 555-0137",
				"   Name and address               P.O. Box 41187, Mesa, AZ 85274",
				"6. Bankruptcy clerk's office      230 North First Avenue, Suite 101        Hours open: Monday - Friday 9:00 AM - 4:00 PM",
				"                                  Phoenix, AZ 85003-1727                   Contact phone (602) 682-4000",
				"                                                                           Date: 5/3/2024",
				"7. Meeting of creditors           June 6, 2024 at 10:00 AM                 Location: Zoom video meeting.",
				"   Debtors must attend the meeting to be questioned under oath. In a joint case, both spouses must attend.",
				"8. Presumption of abuse           The presumption of abuse does not arise.",
				"9. Deadlines                      Deadline to object to discharge or to challenge",
				"                                  whether certain debts are dischargeable:  Filing deadline: 8/5/2024",
				"10. Proof of claim                No property appears to be available to pay creditors. Please do not file a",
				"                                  proof of claim now. If it later appears that assets are available, the clerk",
				"                                  will send you another notice telling you that you may file a proof of claim."),
		}}}

	claim := doc{name: "Proof of Claim - Desert Sun Credit Union.pdf", font: "Helvetica", size: 9,
		footer: "Official Form 410                                   Proof of Claim                                   page %d",
		pages: []page{{
			ls(idBox...), gap(),
			ls("Official Form 410", "Proof of Claim                                                                                                          04/22"),
			small(p("Read the instructions before filling out this form. This form is for making a claim for payment in a bankruptcy case. Do not use this form to make a request for payment of an administrative expense."), 8.5),
			ls("Part 1:  Identify the Claim",
				"1. Who is the current creditor?     Desert Sun Credit Union",
				"                                    Name of the current creditor (the person or entity to be paid for this claim)",
				"                                    Other names the creditor used with the debtor",
				"2. Has this claim been acquired from someone else?    [X] No   [ ] Yes. From whom?",
				"3. Where should notices and payments to the creditor be sent?   Desert Sun Credit Union, 1801 E. Camelback",
				"                                    Rd., Phoenix, AZ 85016",
				"",
				"Part 2:  Give Information About the Claim as of the Date the Case Was Filed",
				"7. How much is the claim?           $ 23,418.66",
				"8. What is the basis of the claim?  Loan secured by 2021 Ford F-250, loan opened 09/14/2021",
				"9. Is all or part of the claim secured?   [ ] No   [X] Yes. The claim is secured by a lien on property.",
				"",
				"Part 3:  Sign Below",
				"[X] I am the creditor's attorney or authorized agent.",
				"I declare under penalty of perjury that the foregoing is true and correct.",
				"Executed on date   08/29/2024",
				"                   MM / DD / YYYY",
				"/s/ Karla M. Ochoa",
				"Signature",
				"Print the name of the person who is completing and signing this claim:",
				"Name      Karla M. Ochoa",
				"Title     Collections Manager",
				"Company   Desert Sun Credit Union"),
		}}}

	capt := []block{
		cb("UNITED STATES BANKRUPTCY COURT"), cb("FOR THE DISTRICT OF ARIZONA"), gap(),
		caption("", []string{"In re:", "", "DEREK ALLEN SANDOVAL and", "TERESA LYNN SANDOVAL,", "", "                    Debtors."},
			[]string{"Chapter 7", "", "Case No. 2:24-bk-04417-EPB", "", "TRUSTEE'S MOTION TO APPROVE", "SETTLEMENT WITH DEBTORS", "(Fed. R. Bankr. P. 9019)"}),
		gap(),
	}
	motion := doc{name: "Trustee's 9019 Motion.pdf", font: "Times", size: 11.5,
		pages: []page{
			append(append([]block{}, capt...),
				p("Adam N. Rosales, the duly appointed chapter 7 trustee (the \"Trustee\"), by and through undersigned counsel, moves for approval of a settlement with Derek Allen Sandoval and Teresa Lynn Sandoval (the \"Debtors\") under Rule 9019 of the Federal Rules of Bankruptcy Procedure."),
				p("1. The Debtors filed their voluntary chapter 7 petition on May 2, 2024. The meeting of creditors was held and concluded on June 6, 2024."),
				p("2. The Debtors' schedules list a 2019 Bayliner boat valued at $18,500 on which they claimed no exemption. Rather than have the Trustee sell the boat, the Debtors have agreed to pay the estate $14,000 in seven monthly installments beginning September 1, 2024."),
				p("3. The settlement is fair and equitable and in the best interest of the estate under the factors of In re A & C Properties, 784 F.2d 1377 (9th Cir. 1986)."),
			),
			{
				ls("DATED: August 12, 2024", "", "                                        SIERRA VISTA LAW GROUP, P.C.", "",
					"                                        By: /s/ Nathan J. Coyle", "                                        Nathan J. Coyle",
					"                                        7250 N. 16th Street, Suite 410", "                                        Phoenix, Arizona 85020",
					"                                        Attorneys for Adam N. Rosales,", "                                        Chapter 7 Trustee"),
			},
		}}

	discharge := doc{name: "Official Form 318 Order of Discharge.pdf", font: "Helvetica", size: 9.5,
		footer: "Official Form 318                                   Order of Discharge                                   page %d",
		pages: []page{{
			ls(idBox...), gap(),
			ls("Order of Discharge                                                                                       12/15"), gap(),
			l("IT IS ORDERED: A discharge under 11 U.S.C. 727 is granted to:"),
			ls("          Derek Allen Sandoval", "          Teresa Lynn Sandoval", "",
				"8/19/2024                                  By the court:   Elena P. Borrego",
				"                                                           United States Bankruptcy Judge"),
			gap(),
			cb("Explanation of Bankruptcy Discharge in a Chapter 7 Case"),
			small(p("This order does not close or dismiss the case, and it does not determine how much money, if any, the trustee will pay creditors. Creditors cannot collect discharged debts. This order means that no one may make any attempt to collect a discharged debt from the debtors personally. However, a creditor with a lien may enforce a claim against the debtors' property subject to that lien unless the lien was avoided or eliminated."), 8.5),
		}}}

	return matterSpec{
		name: "in-re-sandoval", title: "In re Derek Allen Sandoval and Teresa Lynn Sandoval (Bankr. D. Ariz. 2:24-bk-04417)", heldOut: true,
		firstSight: &Figures{PartyTruth: 8, PartyFound: 4, PartyCorrect: 4, EventTruth: 11, EventHits: 11, Grounded: 1}, // at 433eea2
		docs:       []doc{notice, claim, motion, discharge},
		parties: []Party{
			{"Derek Allen Sandoval", "party"}, // the debtors, in the documented vocabulary
			{"Teresa Lynn Sandoval", "party"},
			{"Lauren K. Briggs", "counsel"},
			{"Adam N. Rosales", "petitioner"}, // the trustee, who moves
			{"Nathan J. Coyle", "counsel"},
			{"Desert Sun Credit Union", "party"},
			{"Karla M. Ochoa", "declarant"},
			{"Elena P. Borrego", "judge"},
		},
		events: []Event{
			{"2024-05-02", "Official Form 309A Notice of Chapter 7 Case.pdf", 1},
			{"2024-05-03", "Official Form 309A Notice of Chapter 7 Case.pdf", 1},
			{"2024-06-06", "Official Form 309A Notice of Chapter 7 Case.pdf", 1},
			{"2024-08-05", "Official Form 309A Notice of Chapter 7 Case.pdf", 1},
			{"2021-09-14", "Proof of Claim - Desert Sun Credit Union.pdf", 1},
			{"2024-08-29", "Proof of Claim - Desert Sun Credit Union.pdf", 1},
			{"2024-05-02", "Trustee's 9019 Motion.pdf", 1},
			{"2024-06-06", "Trustee's 9019 Motion.pdf", 1},
			{"2024-09-01", "Trustee's 9019 Motion.pdf", 1},
			{"2024-08-12", "Trustee's 9019 Motion.pdf", 2},
			{"2024-08-19", "Official Form 318 Order of Discharge.pdf", 1},
		},
	}
}
