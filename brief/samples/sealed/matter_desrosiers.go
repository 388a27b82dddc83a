package sealed

import "pramaan/brief/truth"

// A federal employment discrimination case in the Northern District of
// Illinois: the EEOC charge on Form 5 (check boxes for the bases, earliest
// and latest dates, "THE PARTICULARS ARE:", the charging party's
// declaration), the EEOC's determination and notice of rights letter
// (issued-on date, 90-day warning, the district director's signature, "cc:"
// the employer's representative), the complaint with the district's ECF
// header and "PageID #", "JURY DEMANDED" and a one-of-her-attorneys
// signature with an ARDC number, the defendants' answer to selected
// paragraphs with affirmative defences and a certificate of service, a human
// resources officer's declaration under 28 U.S.C. § 1746, and the
// memorandum opinion and order on the motion to dismiss ("ENTERED:").
func init() { specs = append(specs, desrosiers) }

func desrosiers() spec {
	charge := doc{name: "EEOC Charge of Discrimination.pdf", font: "Helvetica", size: 9,
		footer: "EEOC Form 5 (11/09)", footerAlign: "L",
		pages: []page{
			{
				row([]float64{0.6, 0.4}, "CHARGE OF DISCRIMINATION\nThis form is affected by the Privacy Act of 1974. See enclosed Privacy Act Statement and other information before completing this form.", "Charge Presented To:    Agency(ies) Charge No(s):\n[ ] FEPA\n[X] EEOC          440-2023-07316"),
				l("Illinois Department of Human Rights                                                      and EEOC"),
				c("State or local Agency, if any"), rule(),
				row([]float64{0.5, 0.25, 0.25}, "Name (indicate Mr., Ms., Mrs.)\nMs. Yvette M. Desrosiers", "Home Phone\n(773) 555-0148", "Year of Birth\n1966"),
				row([]float64{1}, "Street Address, City, State and ZIP Code\n8127 S. Euclid Avenue, Chicago, IL 60617"),
				row([]float64{1}, "Named is the Employer, Labor Organization, Employment Agency, Apprenticeship Committee, or State or Local Government Agency That I Believe Discriminated Against Me or Others."),
				row([]float64{0.5, 0.25, 0.25}, "Name\nHollenbeck Freight Systems, LLC", "No. Employees, Members\n201 - 500", "Phone No.\n(630) 555-0110"),
				row([]float64{1}, "Street Address, City, State and ZIP Code\n1400 Internationale Parkway, Woodridge, IL 60517"),
				rule(),
				row([]float64{0.6, 0.4}, "DISCRIMINATION BASED ON (Check appropriate box(es).)\n[X] RACE  [ ] COLOR  [ ] SEX  [ ] RELIGION  [ ] NATIONAL ORIGIN\n[X] RETALIATION  [X] AGE  [ ] DISABILITY  [ ] GENETIC INFORMATION\n[ ] OTHER (Specify)", "DATE(S) DISCRIMINATION TOOK PLACE\nEarliest          Latest\n01/09/2023        06/14/2023\n[ ] CONTINUING ACTION"),
				rule(),
				l("THE PARTICULARS ARE (If additional paper is needed, attach extra sheet(s)):"),
				p("I. I was hired by Respondent on or about April 3, 2017, and my most recent position was Dispatch Operations Supervisor. My performance reviews were rated \"Exceeds Expectations\" for 2020, 2021 and 2022. On or about January 9, 2023, Gordon P. Wakefield became my manager. He told me that the dispatch floor needed \"fresh energy\" and that I should think about \"slowing down.\" I complained to Human Resources about his comments on February 27, 2023."),
				p("II. On or about March 20, 2023, I was placed on a performance improvement plan. On or about June 14, 2023, I was discharged. I was replaced by a white male in his early thirties. Respondent's stated reason, failure to meet the plan's goals, is a pretext."),
				p("III. I believe that I have been discriminated against because of my race (Black) and my age (56), and retaliated against for complaining, in violation of Title VII of the Civil Rights Act of 1964, as amended, and the Age Discrimination in Employment Act of 1967, as amended."),
				rule(),
				row([]float64{0.55, 0.45}, "I want this charge filed with both the EEOC and the State or local Agency, if any. I will advise the agencies if I change my address or phone number and I will cooperate fully with them in the processing of my charge in accordance with their procedures.\n\nI declare under penalty of perjury that the above is true and correct.\n\nAug 21, 2023          Yvette M. Desrosiers\nDate                  Charging Party Signature", "NOTARY - When necessary for State and Local Agency Requirements\n\nI swear or affirm that I have read the above charge and that it is true to the best of my knowledge, information and belief.\nSIGNATURE OF COMPLAINANT\n\nSUBSCRIBED AND SWORN TO BEFORE ME THIS DATE\n(month, day, year)"),
			},
		}}

	notice := doc{name: "EEOC Determination and Notice of Rights.pdf", font: "Times", size: 9.5,
		footer: "Enclosures with EEOC Notice of Closure and Rights (01/22)", footerAlign: "L",
		pages: []page{
			{
				cb("U.S. EQUAL EMPLOYMENT OPPORTUNITY COMMISSION"), c("Chicago District Office"), c("230 S Dearborn Street, Suite 1866, Chicago, IL 60604"), c("(800) 669-4000 | Website: www.eeoc.gov"), gap(),
				cb("DETERMINATION AND NOTICE OF RIGHTS"), c("(This Notice replaces EEOC FORMS 161, 161-A & 161-B)"), gap(),
				ls("Issued On: 03/04/2024", "", "To:   Ms. Yvette M. Desrosiers", "      8127 S. Euclid Avenue", "      Chicago, IL 60617", "", "Charge No: 440-2023-07316", "", "EEOC Representative and email:   Darnell Fenstermacher", "                                 Investigator", "                                 darnell.fenstermacher@eeoc.gov"),
				gap(), cb("DETERMINATION OF CHARGE"),
				p("The EEOC issues the following determination: The EEOC will not proceed further with its investigation and makes no determination about whether further investigation would establish violations of the statute. This does not mean the claims have no merit. This determination does not certify that the respondent is in compliance with the statutes. The EEOC makes no finding as to the merits of any other issues that might be construed as having been raised by this charge."),
				cb("NOTICE OF YOUR RIGHT TO SUE"),
				p("This is official notice from the EEOC of the dismissal of your charge and of your right to sue. If you choose to file a lawsuit against the respondent(s) on this charge under federal law in federal or state court, your lawsuit must be filed WITHIN 90 DAYS of your receipt of this notice. Receipt generally occurs on the date that you (or your representative) view this document. You should keep a record of the date you received this notice. Your right to sue based on this charge will be lost if you do not file a lawsuit in court within 90 days."),
				ls("                                        On behalf of the Commission,", "", "                                        Digitally Signed By: Celestine A. Marchbank-Oduya", "                                        03/04/2024", "", "                                        Celestine A. Marchbank-Oduya", "                                        District Director"),
				gap(),
				ls("cc:  Priscilla Haverkamp", "     Director, Employee Relations", "     Hollenbeck Freight Systems, LLC", "", "     Lamar J. Whitcombe", "     Whitcombe Ruiz LLC"),
			},
		}}

	complaint := doc{name: "Complaint.pdf", font: "Times", size: 12,
		header: "Case: 1:24-cv-04512 Document #: 1 Filed: 05/31/24 Page %d of %t PageID #:%d",
		pages: []page{
			{
				cb("IN THE UNITED STATES DISTRICT COURT"), cb("FOR THE NORTHERN DISTRICT OF ILLINOIS"), cb("EASTERN DIVISION"), gap(),
				row([]float64{0.5, 0.06, 0.44}, "YVETTE M. DESROSIERS,\n\n                    Plaintiff,\n\n          v.\n\nHOLLENBECK FREIGHT SYSTEMS, LLC,\nand GORDON P. WAKEFIELD,\n\n                    Defendants.", ")\n)\n)\n)\n)\n)\n)\n)\n)\n)", "Case No. 1:24-cv-04512\n\n\n\n\nJURY DEMANDED"),
				gap(), cb("COMPLAINT"), gap(),
				p("Plaintiff Yvette M. Desrosiers (\"Plaintiff\" or \"Desrosiers\"), by her attorneys, Whitcombe Ruiz LLC, for her Complaint against Defendants Hollenbeck Freight Systems, LLC (\"Hollenbeck\") and Gordon P. Wakefield (\"Wakefield\"), states as follows:"),
				cb("JURISDICTION, VENUE AND ADMINISTRATIVE PREREQUISITES"),
				p("1. This action arises under Title VII of the Civil Rights Act of 1964, 42 U.S.C. § 2000e et seq., the Age Discrimination in Employment Act, 29 U.S.C. § 621 et seq., and 42 U.S.C. § 1981. This Court has jurisdiction under 28 U.S.C. § 1331."),
				p("2. Plaintiff filed a charge of discrimination with the EEOC, cross-filed with the Illinois Department of Human Rights, on August 21, 2023. The EEOC issued a Notice of Right to Sue on March 4, 2024, and this action is filed within ninety days of its receipt."),
				cb("FACTS"),
				p("3. Hollenbeck hired Plaintiff on April 3, 2017. At the time of her discharge she was 56 years old and the only Black supervisor on the Woodridge dispatch floor."),
				p("4. On January 9, 2023, Wakefield, Hollenbeck's Regional Operations Manager, became Plaintiff's direct supervisor. On February 27, 2023, Plaintiff complained in writing to Human Resources that Wakefield had repeatedly told her to \"slow down\" and \"make room\" for younger staff."),
			},
			{
				p("5. Three weeks later, on March 20, 2023, Wakefield placed Plaintiff on a sixty-day performance improvement plan, and on June 14, 2023, Hollenbeck terminated her employment. Her duties were assigned to a white employee aged 31."),
				cb("COUNT I - RACE DISCRIMINATION (TITLE VII AND SECTION 1981)"),
				p("6. Hollenbeck discharged Plaintiff because of her race. Wakefield, who made the decision, is liable under Section 1981."),
				cb("COUNT II - AGE DISCRIMINATION (ADEA)"),
				p("7. Hollenbeck discharged Plaintiff because of her age, and its violation was willful."),
				cb("COUNT III - RETALIATION (TITLE VII)"),
				p("8. Hollenbeck placed Plaintiff on the plan and discharged her because she complained of discrimination on February 27, 2023."),
				p("WHEREFORE, Plaintiff requests reinstatement or front pay, back pay, liquidated damages under the ADEA, compensatory and punitive damages, attorneys' fees and costs, and such other relief as is just."),
				cb("JURY DEMAND"), p("Plaintiff demands trial by jury on all issues so triable."),
				ls("Dated: May 31, 2024                      Respectfully submitted,", "", "                                         YVETTE M. DESROSIERS", "", "                                         By: /s/ Lamar J. Whitcombe", "                                              One of Her Attorneys", "",
					"Lamar J. Whitcombe (ARDC No. 6298814)", "Beatriz Ocampo-Llewellyn (ARDC No. 6331027)", "WHITCOMBE RUIZ LLC", "33 N. LaSalle Street, Suite 2100", "Chicago, Illinois 60602", "(312) 555-0163", "lwhitcombe@whitcomberuiz.example"),
			},
		}}

	answer := doc{name: "Answer and Affirmative Defenses.pdf", font: "Times", size: 11.5,
		header: "Case: 1:24-cv-04512 Document #: 14 Filed: 08/05/24 Page %d of %t PageID #:%d",
		pages: []page{
			{
				cb("IN THE UNITED STATES DISTRICT COURT"), cb("FOR THE NORTHERN DISTRICT OF ILLINOIS"), cb("EASTERN DIVISION"), gap(),
				row([]float64{0.5, 0.06, 0.44}, "YVETTE M. DESROSIERS,\n          Plaintiff,\n     v.\nHOLLENBECK FREIGHT SYSTEMS, LLC,\nand GORDON P. WAKEFIELD,\n          Defendants.", ")\n)\n)\n)\n)\n)", "Case No. 1:24-cv-04512\n\nHon. Marisol T. Engstrom-Baird"),
				gap(), cb("DEFENDANT HOLLENBECK FREIGHT SYSTEMS, LLC'S ANSWER AND AFFIRMATIVE DEFENSES TO PLAINTIFF'S COMPLAINT"), gap(),
				p("Defendant Hollenbeck Freight Systems, LLC (\"Hollenbeck\"), by its undersigned counsel, answers the Complaint as follows. Wakefield has moved to dismiss the claims against him (Dkt. 12) and does not answer."),
				p("PARAGRAPH 3: Hollenbeck hired Plaintiff on April 3, 2017. At the time of her discharge she was 56 years old and the only Black supervisor on the Woodridge dispatch floor."),
				p("ANSWER: Hollenbeck admits that it hired Plaintiff on April 3, 2017 and that she was 56 years old on June 14, 2023. Hollenbeck lacks knowledge sufficient to form a belief as to the remaining allegations and therefore denies them."),
				p("PARAGRAPH 5: ANSWER: Hollenbeck admits that Plaintiff was placed on a performance improvement plan on March 20, 2023 and that her employment ended on June 14, 2023. Hollenbeck denies the remaining allegations of Paragraph 5."),
				cb("AFFIRMATIVE DEFENSES"),
				p("1. Hollenbeck would have made the same decisions for legitimate, non-discriminatory reasons. 2. Plaintiff failed to mitigate her damages. 3. Any claim based on acts before October 25, 2022 is untimely."),
			},
			{
				row([]float64{0.5, 0.5}, "Dated: August 5, 2024", "Respectfully submitted,\nHOLLENBECK FREIGHT SYSTEMS, LLC\n\nBy: /s/ Heather S. Lindqvist\nOne of Its Attorneys\n\nHeather S. Lindqvist\nOwen T. Abernethy-Salas\nBRANNOCK & PELL LLP\n191 N. Wacker Drive, Suite 3700\nChicago, Illinois 60606\n(312) 555-0190"),
				gap(),
				cb("CERTIFICATE OF SERVICE"),
				p("I, Owen T. Abernethy-Salas, an attorney, certify that on August 5, 2024, I caused the foregoing Answer and Affirmative Defenses to be filed with the Clerk of the Court using the CM/ECF system, which will send notification of the filing to all counsel of record, including:"),
				ls("          Lamar J. Whitcombe", "          Beatriz Ocampo-Llewellyn", "          WHITCOMBE RUIZ LLC", "          33 N. LaSalle Street, Suite 2100", "          Chicago, Illinois 60602"),
				ls("", "                                         /s/ Owen T. Abernethy-Salas"),
			},
		}}

	decl := doc{name: "Declaration of Priscilla Haverkamp.pdf", font: "Times", size: 12,
		header: "Case: 1:24-cv-04512 Document #: 12-1 Filed: 08/05/24 Page %d of %t PageID #:%d",
		pages: []page{
			{
				cb("IN THE UNITED STATES DISTRICT COURT"), cb("FOR THE NORTHERN DISTRICT OF ILLINOIS"), cb("EASTERN DIVISION"), gap(),
				row([]float64{0.5, 0.06, 0.44}, "YVETTE M. DESROSIERS,\n          Plaintiff,\n     v.\nHOLLENBECK FREIGHT SYSTEMS, LLC,\net al.,\n          Defendants.", ")\n)\n)\n)\n)\n)", "Case No. 1:24-cv-04512\n\nHon. Marisol T. Engstrom-Baird"),
				gap(), cb("DECLARATION OF PRISCILLA HAVERKAMP"), gap(),
				p("I, Priscilla Haverkamp, declare as follows:"),
				p("1. I am the Director, Employee Relations of Hollenbeck Freight Systems, LLC. I am over eighteen years of age and have personal knowledge of the facts stated in this declaration, which I make in support of Defendant Wakefield's Motion to Dismiss."),
				p("2. Gordon P. Wakefield has been employed by Hollenbeck as Regional Operations Manager since November 14, 2022. He is not an officer, member or manager of Hollenbeck and holds no ownership interest in it."),
				p("3. Hollenbeck's records show that the EEOC served Hollenbeck with notice of Plaintiff's charge on September 6, 2023. The charge names Hollenbeck as the only respondent; it does not name Mr. Wakefield as a respondent."),
				p("4. Hollenbeck received the EEOC's Determination and Notice of Rights through the EEOC portal on March 4, 2024."),
				p("I declare under penalty of perjury under the laws of the United States of America that the foregoing is true and correct."),
				ls("Executed on August 2, 2024, in Woodridge, Illinois.", "", "                                         /s/ Priscilla Haverkamp", "                                         Priscilla Haverkamp"),
			},
		}}

	order := doc{name: "Memorandum Opinion and Order.pdf", font: "Times", size: 12,
		header: "Case: 1:24-cv-04512 Document #: 27 Filed: 11/19/24 Page %d of %t PageID #:%d",
		pages: []page{
			{
				cb("IN THE UNITED STATES DISTRICT COURT"), cb("FOR THE NORTHERN DISTRICT OF ILLINOIS"), cb("EASTERN DIVISION"), gap(),
				row([]float64{0.5, 0.06, 0.44}, "YVETTE M. DESROSIERS,\n          Plaintiff,\n     v.\nHOLLENBECK FREIGHT SYSTEMS, LLC,\nand GORDON P. WAKEFIELD,\n          Defendants.", ")\n)\n)\n)\n)\n)", "No. 24 C 4512\n\nJudge Marisol T. Engstrom-Baird"),
				gap(), cb("MEMORANDUM OPINION AND ORDER"), gap(),
				p("Plaintiff Yvette Desrosiers alleges that her former employer, Hollenbeck Freight Systems, LLC, and her former supervisor, Gordon Wakefield, discharged her because of her race and age and in retaliation for her complaint. Wakefield moves to dismiss the claims against him under Federal Rule of Civil Procedure 12(b)(6) [12]. For the reasons below, the motion is granted in part and denied in part."),
				cb("BACKGROUND"),
				p("The Court accepts the complaint's well-pleaded facts as true. Wakefield became Desrosiers's supervisor on January 9, 2023. She complained about his remarks on February 27, 2023, was placed on a performance plan on March 20, 2023, and was fired on June 14, 2023. She filed an EEOC charge on August 21, 2023, received a right-to-sue notice dated March 4, 2024, and sued on May 31, 2024."),
				cb("DISCUSSION"),
				p("Title VII and the ADEA impose liability on employers, not on individual supervisors. Williams v. Banning, 72 F.3d 552, 555 (7th Cir. 1995). To the extent Counts II and III are brought against Wakefield, they are dismissed with prejudice. Section 1981 is different: a supervisor who personally participated in the discriminatory decision may be liable. The complaint alleges that Wakefield made the decision to fire Desrosiers, which is enough at this stage. The Court does not consider the Haverkamp declaration [12-1], which goes beyond the pleadings."),
			},
			{
				cb("CONCLUSION"),
				p("Wakefield's motion to dismiss [12] is granted as to the Title VII and ADEA claims against him and denied as to the Section 1981 claim in Count I. Wakefield shall answer Count I by December 10, 2024. A telephonic status hearing is set for January 8, 2025 at 9:30 a.m."),
				ls("", "                                         ENTERED:", "", "", "                                         ______________________________", "                                         Marisol T. Engstrom-Baird", "                                         United States District Judge", "", "Date: November 19, 2024"),
			},
		}}

	return spec{
		name: "desrosiers-v-hollenbeck-freight-ndill", title: "Desrosiers v. Hollenbeck Freight Systems (N.D. Ill.), Title VII and ADEA discharge",
		firstSight: &truth.Figures{PartyTruth: 13, PartyFound: 16, PartyCorrect: 11, EventTruth: 39, EventHits: 39, Grounded: 1}, // at commit c9dad7b
		docs:       []doc{charge, notice, complaint, answer, decl, order},
		parties: []truth.Party{
			{Name: "Yvette M. Desrosiers", Role: "plaintiff"},
			{Name: "Yvette M. Desrosiers", Role: "recipient"}, // the notice of rights
			{Name: "Hollenbeck Freight Systems, LLC", Role: "defendant"},
			{Name: "Gordon P. Wakefield", Role: "defendant"},
			{Name: "Lamar J. Whitcombe", Role: "counsel"},
			{Name: "Lamar J. Whitcombe", Role: "recipient"}, // copied on the notice
			{Name: "Beatriz Ocampo-Llewellyn", Role: "counsel"},
			{Name: "Heather S. Lindqvist", Role: "counsel"},
			{Name: "Owen T. Abernethy-Salas", Role: "counsel"},
			{Name: "Celestine A. Marchbank-Oduya", Role: "sender"},
			{Name: "Priscilla Haverkamp", Role: "declarant"},
			{Name: "Priscilla Haverkamp", Role: "recipient"}, // copied on the notice
			{Name: "Marisol T. Engstrom-Baird", Role: "judge"},
		},
		events: []truth.Event{
			{Date: "2023-01-09", File: "EEOC Charge of Discrimination.pdf", Page: 1},
			{Date: "2023-06-14", File: "EEOC Charge of Discrimination.pdf", Page: 1},
			{Date: "2017-04-03", File: "EEOC Charge of Discrimination.pdf", Page: 1},
			{Date: "2023-02-27", File: "EEOC Charge of Discrimination.pdf", Page: 1},
			{Date: "2023-03-20", File: "EEOC Charge of Discrimination.pdf", Page: 1},
			{Date: "2023-08-21", File: "EEOC Charge of Discrimination.pdf", Page: 1},
			{Date: "2024-03-04", File: "EEOC Determination and Notice of Rights.pdf", Page: 1},
			{Date: "2024-05-31", File: "Complaint.pdf", Page: 1},
			{Date: "2023-08-21", File: "Complaint.pdf", Page: 1},
			{Date: "2024-03-04", File: "Complaint.pdf", Page: 1},
			{Date: "2017-04-03", File: "Complaint.pdf", Page: 1},
			{Date: "2023-01-09", File: "Complaint.pdf", Page: 1},
			{Date: "2023-02-27", File: "Complaint.pdf", Page: 1},
			{Date: "2023-03-20", File: "Complaint.pdf", Page: 2},
			{Date: "2023-06-14", File: "Complaint.pdf", Page: 2},
			{Date: "2023-02-27", File: "Complaint.pdf", Page: 2},
			{Date: "2024-05-31", File: "Complaint.pdf", Page: 2},
			{Date: "2024-08-05", File: "Answer and Affirmative Defenses.pdf", Page: 1},
			{Date: "2017-04-03", File: "Answer and Affirmative Defenses.pdf", Page: 1},
			{Date: "2023-06-14", File: "Answer and Affirmative Defenses.pdf", Page: 1},
			{Date: "2023-03-20", File: "Answer and Affirmative Defenses.pdf", Page: 1},
			{Date: "2022-10-25", File: "Answer and Affirmative Defenses.pdf", Page: 1},
			{Date: "2024-08-05", File: "Answer and Affirmative Defenses.pdf", Page: 2},
			{Date: "2024-08-05", File: "Declaration of Priscilla Haverkamp.pdf", Page: 1},
			{Date: "2022-11-14", File: "Declaration of Priscilla Haverkamp.pdf", Page: 1},
			{Date: "2023-09-06", File: "Declaration of Priscilla Haverkamp.pdf", Page: 1},
			{Date: "2024-03-04", File: "Declaration of Priscilla Haverkamp.pdf", Page: 1},
			{Date: "2024-08-02", File: "Declaration of Priscilla Haverkamp.pdf", Page: 1},
			{Date: "2024-11-19", File: "Memorandum Opinion and Order.pdf", Page: 1},
			{Date: "2023-01-09", File: "Memorandum Opinion and Order.pdf", Page: 1},
			{Date: "2023-02-27", File: "Memorandum Opinion and Order.pdf", Page: 1},
			{Date: "2023-03-20", File: "Memorandum Opinion and Order.pdf", Page: 1},
			{Date: "2023-06-14", File: "Memorandum Opinion and Order.pdf", Page: 1},
			{Date: "2023-08-21", File: "Memorandum Opinion and Order.pdf", Page: 1},
			{Date: "2024-03-04", File: "Memorandum Opinion and Order.pdf", Page: 1},
			{Date: "2024-05-31", File: "Memorandum Opinion and Order.pdf", Page: 1},
			{Date: "2024-12-10", File: "Memorandum Opinion and Order.pdf", Page: 2},
			{Date: "2025-01-08", File: "Memorandum Opinion and Order.pdf", Page: 2},
			{Date: "2024-11-19", File: "Memorandum Opinion and Order.pdf", Page: 2},
		},
	}
}
