package sealed

import "pramaan/brief/truth"

// A California wage-and-hour case in the Alameda County Superior Court:
// plaintiff's counsel's PAGA notice letter to the Labor and Workforce
// Development Agency and the employer under Labor Code section 2699.3
// (online filing and certified mail, a list of the violations by code
// section, "cc:" the staffing agency), the class and representative
// complaint on pleading paper (counsel's "(SBN ...)" block above the
// caption, the clerk's "ELECTRONICALLY FILED" stamp, "DOES 1 through 50",
// the causes of action beside the caption, the exhaustion of the PAGA
// notice period), the employer's answer with a general denial under Code of
// Civil Procedure section 431.30(d), affirmative defenses and a legal
// assistant's proof of electronic service, and the court's order after
// hearing on the motion to compel arbitration (department, the tentative
// ruling contested, appearances, individual claims sent to arbitration and
// the representative claim stayed).
func init() { specs = append(specs, quintanilla) }

func quintanilla() spec {
	counsel := ls("Arjun S. Keswani (SBN 279034)", "akeswani@keswanitafoya.example", "Lorena B. Tafoya (SBN 315770)", "ltafoya@keswanitafoya.example", "KESWANI TAFOYA, APC", "1999 Harrison Street, Suite 1650", "Oakland, California 94612", "Telephone: (510) 555-0139", "", "Attorneys for Plaintiff MARISELA QUINTANILLA-ODUYA,", "individually and on behalf of all others similarly situated")
	court := []block{cb("SUPERIOR COURT OF THE STATE OF CALIFORNIA"), cb("FOR THE COUNTY OF ALAMEDA"), gap()}
	left := "MARISELA QUINTANILLA-ODUYA, individually, on behalf of all others similarly situated, and as a representative of the State of California under the Private Attorneys General Act,\n\n               Plaintiff,\n\n     v.\n\nBAYLINE FULFILLMENT SERVICES, INC., a Delaware corporation; STAFFORD PEAK STAFFING, LLC, a California limited liability company; and DOES 1 through 50, inclusive,\n\n               Defendants."
	brace := ")\n)\n)\n)\n)\n)\n)\n)\n)\n)\n)\n)\n)\n)\n)"

	notice := doc{name: "PAGA Notice to LWDA.pdf", font: "Times", size: 11,
		footer: "1999 Harrison Street, Suite 1650  •  Oakland, California 94612  •  (510) 555-0139  •  keswanitafoya.example",
		pages: []page{
			{
				cb("KESWANI TAFOYA, APC"), c("EMPLOYMENT LAWYERS"), rule(),
				l("March 18, 2024"), gap(),
				ls("VIA ONLINE FILING", "Labor and Workforce Development Agency", "Attn: PAGA Administrator", "800 Capitol Mall, MIC-55", "Sacramento, California 95814", "", "VIA CERTIFIED MAIL, RETURN RECEIPT REQUESTED (No. 9589 0710 5270 0413 8826 51)", "Bayline Fulfillment Services, Inc.", "Attn: Gareth P. Simonelli, Chief Executive Officer", "7400 Edgewater Drive", "Oakland, California 94621"), gap(),
				row([]float64{0.1, 0.9}, "Re:", "Notice of Labor Code Violations Pursuant to Labor Code § 2699.3\nAggrieved Employee: Marisela Quintanilla-Oduya\nEmployers: Bayline Fulfillment Services, Inc.; Stafford Peak Staffing, LLC"), gap(),
				l("Dear PAGA Administrator and Mr. Simonelli:"), gap(),
				p("This office represents Marisela Quintanilla-Oduya, who worked as a non-exempt warehouse associate at Bayline Fulfillment Services, Inc.'s Oakland distribution center from August 7, 2021 until her employment ended on January 26, 2024. Ms. Quintanilla-Oduya was placed at the facility by Stafford Peak Staffing, LLC, which jointly employed her. This letter gives notice under Labor Code section 2699.3, subdivision (a), of the violations below, which she and other current and former aggrieved employees suffered, and of her intent to seek civil penalties on behalf of the State."),
				p("1. Unpaid overtime and minimum wage (Lab. Code §§ 510, 1194, 1197): associates were required to pass through security screening after clocking out, for five to twelve minutes each shift, without pay."),
				p("2. Meal and rest periods (Lab. Code §§ 226.7, 512): meal periods were shortened by the walk to and from the break room, and premiums were not paid."),
			},
			{
				ls("Labor and Workforce Development Agency", "Bayline Fulfillment Services, Inc.", "March 18, 2024", "Page 2"), gap(),
				p("3. Wage statements (Lab. Code § 226(a)): wage statements did not show the total hours worked or the name and address of the legal entity that was the employer."),
				p("4. Waiting time (Lab. Code §§ 201-203): final wages, including the unpaid time above, were not paid when due."),
				p("The $75 filing fee has been paid online. Please contact me if the Agency intends to investigate these allegations."),
				ls("Very truly yours,", "", "/s/ Arjun S. Keswani", "Arjun S. Keswani", "", "cc: Stafford Peak Staffing, LLC, Attn: Registered Agent (via certified mail)"),
			},
		}}

	complaint := doc{name: "Class and Representative Action Complaint.pdf", font: "Times", size: 10.5, pleading: true,
		footer: "CLASS AND REPRESENTATIVE ACTION COMPLAINT", footer2: "- %d -",
		pages: []page{
			{
				stamp("ELECTRONICALLY FILED", "Superior Court of California,", "County of Alameda", "06/03/2024 at 04:11:52 PM", "By: Kiana Delacroix, Deputy Clerk"),
				counsel, gap(), court[0], court[1], gap(),
				row([]float64{0.5, 0.04, 0.46}, left, brace, "Case No. 24CV081736\n\nCLASS AND REPRESENTATIVE ACTION COMPLAINT FOR:\n(1) Failure to Pay Minimum and Overtime Wages;\n(2) Failure to Provide Meal and Rest Periods;\n(3) Non-Compliant Wage Statements;\n(4) Waiting Time Penalties;\n(5) Violation of Bus. & Prof. Code § 17200;\n(6) Civil Penalties under Lab. Code § 2698 et seq.\n\nDEMAND FOR JURY TRIAL"),
				gap(),
				p("Plaintiff Marisela Quintanilla-Oduya (\"Plaintiff\") alleges as follows:"),
				p("1. Defendant Bayline Fulfillment Services, Inc. (\"Bayline\") operates an e-commerce distribution center at 7400 Edgewater Drive, Oakland, California. Defendant Stafford Peak Staffing, LLC (\"Stafford Peak\") supplies hourly associates to the center. Bayline and Stafford Peak jointly controlled Plaintiff's wages, hours and working conditions."),
			},
			{
				p("2. Plaintiff worked at the center from August 7, 2021 to January 26, 2024. She brings the first through fifth causes of action on behalf of a class of all non-exempt associates who worked at the center from June 3, 2020 to the date of trial, under Code of Civil Procedure section 382."),
				p("3. Defendants required associates to clock out and then wait in line for mandatory exit security screening, which took five to twelve minutes each shift and was not paid. Defendants' meal period policy counted the walk to the break room, some four minutes each way, as part of the thirty-minute meal period."),
				p("4. The true names and capacities of DOES 1 through 50 are unknown to Plaintiff, who sues them by fictitious names under Code of Civil Procedure section 474 and will amend when their identities are ascertained."),
				p("5. On March 18, 2024, Plaintiff gave written notice of the violations alleged here to the Labor and Workforce Development Agency and to Defendants under Labor Code section 2699.3. More than sixty-five days have passed and the Agency has not given notice that it intends to investigate. Plaintiff has exhausted the administrative requirements for the sixth cause of action."),
				p("6. Plaintiff seeks unpaid wages, premiums, statutory and civil penalties, restitution, interest, and attorneys' fees and costs under Labor Code sections 218.5, 226, 1194 and 2699, subdivision (k), in an amount to be proved at trial and exceeding $35,000."),
				ls("Dated: June 3, 2024                       KESWANI TAFOYA, APC", "", "", "                                          By: /s/ Arjun S. Keswani", "                                              Arjun S. Keswani", "                                              Lorena B. Tafoya", "                                              Attorneys for Plaintiff"),
			},
		}}

	answer := doc{name: "Answer of Bayline Fulfillment Services.pdf", font: "Times", size: 10.5, pleading: true,
		footer: "DEFENDANT BAYLINE FULFILLMENT SERVICES, INC.'S ANSWER TO COMPLAINT", footer2: "%d",
		pages: []page{
			{
				stamp("ELECTRONICALLY FILED", "Superior Court of California,", "County of Alameda", "07/29/2024 at 10:37:05 AM", "By: Raul Ibarra-Sten, Deputy Clerk"),
				ls("Hollis M. Brandt (SBN 230118)", "hbrandt@brandtsorensen.example", "Yusuf K. Adeyemi-Ross (SBN 318842)", "yadeyemiross@brandtsorensen.example", "BRANDT SORENSEN LLP", "50 California Street, 34th Floor", "San Francisco, California 94111", "Telephone: (415) 555-0171", "", "Attorneys for Defendant", "BAYLINE FULFILLMENT SERVICES, INC."), gap(),
				court[0], court[1], gap(),
				row([]float64{0.5, 0.04, 0.46}, left, brace, "Case No. 24CV081736\n\nAssigned for all purposes to the Hon. Evangelina R. Sotomayor-Park, Dept. 23\n\nDEFENDANT BAYLINE FULFILLMENT SERVICES, INC.'S ANSWER TO PLAINTIFF'S UNVERIFIED COMPLAINT\n\nComplaint filed: June 3, 2024\nTrial date: None set"),
				gap(),
				p("Defendant Bayline Fulfillment Services, Inc. (\"Bayline\") answers the unverified Complaint of Plaintiff Marisela Quintanilla-Oduya as follows:"),
				cb("GENERAL DENIAL"),
				p("Under Code of Civil Procedure section 431.30, subdivision (d), Bayline generally denies each and every allegation of the Complaint, and further denies that Plaintiff or any putative class member or aggrieved employee has been damaged in any sum, or at all."),
			},
			{
				cb("AFFIRMATIVE DEFENSES"),
				p("FIRST AFFIRMATIVE DEFENSE (Arbitration). Plaintiff's individual claims are subject to a written arbitration agreement that Plaintiff signed electronically on August 4, 2021, governed by the Federal Arbitration Act."),
				p("SECOND AFFIRMATIVE DEFENSE (De Minimis). Any time spent in exit screening was de minimis, irregular and not reasonably capable of being recorded."),
				p("THIRD AFFIRMATIVE DEFENSE (Good Faith Dispute). A good faith dispute exists as to whether any wages are owed, which bars waiting time penalties under Labor Code section 203."),
				p("FOURTH AFFIRMATIVE DEFENSE (PAGA Manageability and Penalties). Any civil penalties would be unjust, arbitrary and oppressive, and should be reduced under Labor Code section 2699, subdivision (e)(2)."),
				p("WHEREFORE, Bayline prays that Plaintiff take nothing by the Complaint, that judgment be entered for Bayline, and for costs and such other relief as the Court finds proper."),
				ls("Dated: July 29, 2024                      BRANDT SORENSEN LLP", "", "", "                                          By: /s/ Hollis M. Brandt", "                                              Hollis M. Brandt", "                                              Yusuf K. Adeyemi-Ross", "                                              Attorneys for Defendant"), gap(),
				cb("PROOF OF SERVICE"),
				p("I am employed in the City and County of San Francisco, State of California. I am over the age of eighteen and not a party to this action; my business address is 50 California Street, 34th Floor, San Francisco, California 94111. On July 29, 2024, I served the foregoing DEFENDANT BAYLINE FULFILLMENT SERVICES, INC.'S ANSWER TO PLAINTIFF'S UNVERIFIED COMPLAINT by electronic service under Code of Civil Procedure section 1010.6 on Arjun S. Keswani and Lorena B. Tafoya, Keswani Tafoya, APC, counsel for Plaintiff, and on Desiree L. Fontaine, Fontaine Ruiz LLP, counsel for Defendant Stafford Peak Staffing, LLC."),
				p("I declare under penalty of perjury under the laws of the State of California that the foregoing is true and correct. Executed on July 29, 2024, at San Francisco, California."),
				ls("Theresa Nakagawa                          /s/ Theresa Nakagawa"),
			},
		}}

	order := doc{name: "Order After Hearing on Motion to Compel Arbitration.pdf", font: "Times", size: 10.5, pleading: true,
		footer: "ORDER AFTER HEARING ON MOTION TO COMPEL ARBITRATION", footer2: "%d",
		pages: []page{
			{
				stamp("FILED", "ALAMEDA COUNTY", "OCT 17 2024", "CLERK OF THE SUPERIOR COURT", "By Mirela Santangelo, Deputy"),
				gap(), gap(), gap(), court[0], court[1], gap(),
				row([]float64{0.5, 0.04, 0.46}, "MARISELA QUINTANILLA-ODUYA,\n\n               Plaintiff,\n\n     v.\n\nBAYLINE FULFILLMENT SERVICES, INC., et al.,\n\n               Defendants.", ")\n)\n)\n)\n)\n)\n)\n)\n)", "Case No. 24CV081736\n\nORDER AFTER HEARING ON DEFENDANTS' MOTION TO COMPEL ARBITRATION AND TO STAY ACTION\n\nDate: October 15, 2024\nTime: 9:00 a.m.\nDept.: 23"),
				gap(),
				p("The motion of Defendants Bayline Fulfillment Services, Inc. and Stafford Peak Staffing, LLC to compel arbitration of Plaintiff's individual claims and to stay the action came on for hearing on October 15, 2024 in Department 23 of this Court, the Honorable Evangelina R. Sotomayor-Park presiding. The Court's tentative ruling was contested. Lorena B. Tafoya of Keswani Tafoya, APC appeared for Plaintiff Marisela Quintanilla-Oduya; Hollis M. Brandt of Brandt Sorensen LLP appeared for Defendant Bayline Fulfillment Services, Inc.; and Desiree L. Fontaine of Fontaine Ruiz LLP appeared for Defendant Stafford Peak Staffing, LLC."),
				p("Having considered the papers, including the declaration of Bayline's human resources director authenticating the electronically signed agreement, and the arguments of counsel, the Court ORDERS as follows:"),
			},
			{
				p("1. The motion is GRANTED as to Plaintiff's individual claims, including her individual claim under the Private Attorneys General Act. Defendants have shown by a preponderance of the evidence that Plaintiff signed the Mutual Arbitration Agreement on August 4, 2021, and Plaintiff has not shown that it is unconscionable. Plaintiff's individual claims shall be arbitrated under the agreement."),
				p("2. Plaintiff's class claims are dismissed without prejudice, the agreement containing an enforceable class action waiver."),
				p("3. Plaintiff's representative claim for civil penalties on behalf of other aggrieved employees is not subject to arbitration and is STAYED under Code of Civil Procedure section 1281.4 pending completion of the arbitration. (Adolph v. Uber Technologies, Inc. (2023) 14 Cal.5th 1104.)"),
				p("4. A status conference regarding the arbitration is set for April 22, 2025 at 9:00 a.m. in Department 23. The parties shall file a joint status report five court days before the conference."),
				ls("IT IS SO ORDERED.", "", "Dated: October 17, 2024                   /s/ Evangelina R. Sotomayor-Park", "                                          Hon. Evangelina R. Sotomayor-Park", "                                          Judge of the Superior Court"),
			},
		}}

	return spec{
		name: "quintanilla-oduya-v-bayline-alameda", title: "Quintanilla-Oduya v. Bayline Fulfillment Services, Inc. (Alameda County Super. Ct., No. 24CV081736), wage-and-hour class and PAGA action",
		firstSight: &truth.Figures{PartyTruth: 15, PartyFound: 15, PartyCorrect: 13, EventTruth: 19, EventHits: 19, Grounded: 1}, // at commit c1032d2
		docs:       []doc{notice, complaint, answer, order},
		parties: []truth.Party{
			{Name: "Marisela Quintanilla-Oduya", Role: "plaintiff"},
			{Name: "Bayline Fulfillment Services, Inc.", Role: "defendant"},
			{Name: "Bayline Fulfillment Services, Inc.", Role: "recipient"},
			{Name: "Stafford Peak Staffing, LLC", Role: "defendant"},
			{Name: "Stafford Peak Staffing, LLC", Role: "recipient"}, // cc: of the PAGA notice
			{Name: "Labor and Workforce Development Agency", Role: "recipient"},
			{Name: "Gareth P. Simonelli", Role: "recipient"},
			{Name: "Arjun S. Keswani", Role: "counsel"},
			{Name: "Arjun S. Keswani", Role: "sender"},
			{Name: "Lorena B. Tafoya", Role: "counsel"},
			{Name: "Hollis M. Brandt", Role: "counsel"},
			{Name: "Yusuf K. Adeyemi-Ross", Role: "counsel"},
			{Name: "Desiree L. Fontaine", Role: "counsel"},
			{Name: "Theresa Nakagawa", Role: "declarant"}, // the proof of service under penalty of perjury
			{Name: "Evangelina R. Sotomayor-Park", Role: "judge"},
		},
		events: []truth.Event{
			{Date: "2024-03-18", File: "PAGA Notice to LWDA.pdf", Page: 1},
			{Date: "2021-08-07", File: "PAGA Notice to LWDA.pdf", Page: 1},
			{Date: "2024-01-26", File: "PAGA Notice to LWDA.pdf", Page: 1},
			{Date: "2024-03-18", File: "PAGA Notice to LWDA.pdf", Page: 2},
			{Date: "2024-06-03", File: "Class and Representative Action Complaint.pdf", Page: 1},
			{Date: "2021-08-07", File: "Class and Representative Action Complaint.pdf", Page: 2},
			{Date: "2024-01-26", File: "Class and Representative Action Complaint.pdf", Page: 2},
			{Date: "2020-06-03", File: "Class and Representative Action Complaint.pdf", Page: 2},
			{Date: "2024-03-18", File: "Class and Representative Action Complaint.pdf", Page: 2},
			{Date: "2024-06-03", File: "Class and Representative Action Complaint.pdf", Page: 2},
			{Date: "2024-07-29", File: "Answer of Bayline Fulfillment Services.pdf", Page: 1},
			{Date: "2024-06-03", File: "Answer of Bayline Fulfillment Services.pdf", Page: 1},
			{Date: "2021-08-04", File: "Answer of Bayline Fulfillment Services.pdf", Page: 2},
			{Date: "2024-07-29", File: "Answer of Bayline Fulfillment Services.pdf", Page: 2},
			{Date: "2024-10-17", File: "Order After Hearing on Motion to Compel Arbitration.pdf", Page: 1},
			{Date: "2024-10-15", File: "Order After Hearing on Motion to Compel Arbitration.pdf", Page: 1},
			{Date: "2021-08-04", File: "Order After Hearing on Motion to Compel Arbitration.pdf", Page: 2},
			{Date: "2025-04-22", File: "Order After Hearing on Motion to Compel Arbitration.pdf", Page: 2},
			{Date: "2024-10-17", File: "Order After Hearing on Motion to Compel Arbitration.pdf", Page: 2},
		},
	}
}
