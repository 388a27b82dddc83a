package samples

// DEV SET (held out at first sight): an unfair labor practice case before
// the National Labor Relations Board brought by an individual, a home
// health aide discharged after circulating a petition. The charge on
// Form NLRB-501 as an individual fills it (the form's number and
// revision, "CHARGE AGAINST EMPLOYER", the "DO NOT WRITE IN THIS SPACE"
// box with "Case" and "Date Filed" over "20-CA-321045   07-08-2024",
// lettered boxes with the values on the line under two labels side by
// side, "e. Employer Representative" over the administrator's name and
// title, "2. Basis of the Charge", "3. Full name of party filing charge"
// over the employee's own name, "6. DECLARATION" with "By /s/ X" beside
// "X, Charging Party" and the captions of the signature line under them,
// "Date:", the 18 U.S.C. 1001 warning); the employer's position statement
// (a law firm's letterhead, "VIA E-FILING", the Board agent as "Monique
// Ellery, Field Attorney / National Labor Relations Board, Region 20",
// "Re: Sierra Vista Home Health, Inc. / Case 20-CA-321045", "Dear Ms.
// Ellery:", the scheduler and the administrator named with their titles,
// "Very truly yours," the partner, "cc:" the client's administrator);
// and the administrative law judge's decision ("JD(SF)-07-25" and the
// place atop the first page, "UNITED STATES OF AMERICA / BEFORE THE
// NATIONAL LABOR RELATIONS BOARD / DIVISION OF JUDGES / SAN FRANCISCO
// BRANCH OFFICE", the caption "X / and / Y, an Individual" beside "Case
// 20-CA-321045", appearances "Name, Esq., / for the General Counsel." on
// two lines each with the firm in brackets, "STATEMENT OF THE CASE"
// opening with the judge's name in capitals, the witnesses, "Counsel for
// the General Counsel contends", Wright Line cited, "ORDER", "Dated, San
// Francisco, California," and the judge's name over "Administrative Law
// Judge").
// Conventions: the individual charging party is the plaintiff (as a
// charging union is in great-lakes-cold-storage) and, as the signer of
// the charge's declaration, its declarant; the employer is the
// respondent; counsel for the General Counsel, for the Respondent and for
// the Charging Party are counsel; the administrative law judge is the
// judge; the employees and managers who testified are witnesses; the
// letter's writer is its sender, the field attorney it is addressed to
// and the administrator it is copied to are its recipients. The
// administrator named in the charge's representative box is no party of
// his own there, the Regional Director is unnamed, and the cited cases'
// parties are no parties.
func init() { specs = append(specs, sierraVista) }

func sierraVista() matterSpec {
	const (
		chgF = "NLRB-501 Charge 20-CA-321045.pdf"
		posF = "Position Statement 2024-08-09.pdf"
		decF = "ALJ Decision JD(SF)-07-25.pdf"
	)
	charge := doc{name: chgF, font: "Helvetica", size: 8.5,
		pages: []page{{
			ls("FORM NLRB-501                        UNITED STATES OF AMERICA                      DO NOT WRITE IN THIS SPACE",
				"(2-08)                          NATIONAL LABOR RELATIONS BOARD              Case                  Date Filed",
				"                                  CHARGE AGAINST EMPLOYER                   20-CA-321045          07-08-2024"),
			small(p("INSTRUCTIONS: File an original with NLRB Regional Director for the region in which the alleged unfair labor practice occurred or is occurring."), 7.5),
			l("1. EMPLOYER AGAINST WHOM CHARGE IS BROUGHT"),
			ls("a. Name of Employer                                                   b. Tel. No.",
				"Sierra Vista Home Health, Inc.                                       (916) 555-0177",
				"                                                                     c. Cell No.",
				"",
				"d. Address (Street, city, state, and ZIP code)         e. Employer Representative          f. Fax No.",
				"2410 Fair Oaks Blvd., Suite 200                        Dana Kessler, Administrator         (916) 555-0178",
				"Sacramento, CA 95825                                                                       g. e-Mail",
				"                                                                                           dkessler@svhh.example.com",
				"",
				"i. Type of Establishment (factory, mine, wholesaler, etc.)     j. Identify principal product or service      h. Number of workers employed",
				"Home health agency                                            In-home nursing and aide services             140"),
			gap(),
			ls("k. The above-named employer has engaged in and is engaging in unfair labor practices within the meaning of section 8(a), subsections (1) and (3)",
				"of the National Labor Relations Act, and these unfair labor practices are practices affecting commerce within the meaning of the Act."),
			l("2. Basis of the Charge (set forth a clear and concise statement of the facts constituting the alleged unfair labor practices)"),
			p("Since on or about June 10, 2024, the Employer, by its Administrator, has threatened employees with loss of hours for signing a petition about mileage reimbursement. On or about June 21, 2024, the Employer discharged its employee Luis A. Bermudez because he circulated the petition and engaged in other protected concerted activities, and to discourage employees from engaging in such activities."),
			ls("3. Full name of party filing charge (if labor organization, give full name, including local name and number)",
				"Luis A. Bermudez",
				"",
				"4a. Address (Street and number, city, state, and ZIP code)                4b. Tel. No.",
				"7720 Stockton Blvd., Apt. 14, Sacramento, CA 95823                       (916) 555-0163",
				"",
				"5. Full name of national or international labor organization of which it is an affiliate or constituent unit (to be filled in when charge is",
				"filed by a labor organization)",
				"N/A"),
			gap(),
			l("6. DECLARATION"),
			ls("I declare that I have read the above charge and that the statements are true to the best of my knowledge and belief.",
				"",
				"By  /s/ Luis A. Bermudez                                    Luis A. Bermudez, Charging Party",
				"(signature of representative or person making charge)      (Print/type name and title or office, if any)",
				"",
				"Address: 7720 Stockton Blvd., Apt. 14, Sacramento, CA 95823                          Date: 07/08/2024"),
			gap(),
			small(l("WILLFUL FALSE STATEMENTS ON THIS CHARGE CAN BE PUNISHED BY FINE AND IMPRISONMENT (U.S. CODE, TITLE 18, SECTION 1001)"), 7.5),
		}}}

	pos := doc{name: posF, font: "Times", size: 11, footer: "Fisher Stowe LLP  |  1999 Harrison Street, Suite 1800, Oakland, CA 94612  |  (510) 555-0140",
		pages: []page{
			{
				cb("FISHER STOWE LLP"),
				c("Attorneys at Law"), gap(),
				ls("Bradley K. Winters",
					"Partner",
					"bwinters@fisherstowe.example.com"),
				gap(),
				l("August 9, 2024"),
				gap(),
				l("VIA E-FILING"),
				gap(),
				ls("Monique Ellery, Field Attorney",
					"National Labor Relations Board, Region 20",
					"450 Golden Gate Avenue, Suite 3-112",
					"San Francisco, CA 94102"),
				gap(),
				ls("Re:   Sierra Vista Home Health, Inc.",
					"      Case 20-CA-321045"),
				gap(),
				l("Dear Ms. Ellery:"),
				p("This firm represents Sierra Vista Home Health, Inc. (\"Sierra Vista\" or \"the Company\") in the above-referenced matter. This letter sets out the Company's position on the charge filed by Luis A. Bermudez on July 8, 2024. It is submitted for settlement and investigation purposes only and is not an affidavit."),
				p("Mr. Bermudez was hired as a home health aide on March 15, 2021. Between April and June 2024 he missed or arrived more than an hour late to eleven scheduled patient visits, each documented by the Company's scheduler, Brian Tollefson. He received a written warning on May 2, 2024 and a final warning on June 3, 2024. On June 19, 2024 he failed to attend a scheduled visit to a dialysis patient without notice, and the Company's Administrator, Dana Kessler, decided to end his employment. He was told on June 21, 2024."),
			},
			{
				p("Ms. Kessler did receive a petition about mileage reimbursement on June 10, 2024, and the Company raised the mileage rate to the IRS rate on July 1, 2024. No employee was threatened. The decision to discharge Mr. Bermudez rested on attendance alone and would have been made in the absence of any petition. See Wright Line, 251 NLRB 1083 (1980)."),
				p("For these reasons the Company respectfully asks that the Region dismiss the charge in its entirety. Copies of the attendance records, the two warnings and the scheduler's visit log are enclosed as Exhibits A through D."),
				gap(),
				ls("Very truly yours,",
					"",
					"FISHER STOWE LLP",
					"",
					"/s/ Bradley K. Winters",
					"",
					"Bradley K. Winters"),
				gap(),
				ls("Enclosures",
					"cc:  Dana Kessler, Administrator, Sierra Vista Home Health, Inc. (w/encl.)"),
			},
		}}

	dec := doc{name: decF, font: "Times", size: 11, footer: "%d",
		pages: []page{
			{
				ls("JD(SF)-07-25",
					"Sacramento, CA"),
				gap(),
				cb("UNITED STATES OF AMERICA"),
				cb("BEFORE THE NATIONAL LABOR RELATIONS BOARD"),
				cb("DIVISION OF JUDGES"),
				cb("SAN FRANCISCO BRANCH OFFICE"), gap(),
				ls("SIERRA VISTA HOME HEALTH, INC.",
					"",
					"            and                                                    Case 20-CA-321045",
					"",
					"LUIS A. BERMUDEZ, an Individual"),
				gap(),
				ls("Daniela R. Ortiz, Esq.,",
					"      for the General Counsel.",
					"Bradley K. Winters, Esq. (Fisher Stowe LLP),",
					"      of Oakland, California, for the Respondent.",
					"Rachel N. Goldfarb, Esq. (Goldfarb & Ames),",
					"      of Sacramento, California, for the Charging Party."),
				gap(),
				cb("DECISION"),
				cb("STATEMENT OF THE CASE"),
				p("HOWARD J. PELLEGRINI, Administrative Law Judge. This case was tried in Sacramento, California, on January 14 and 15, 2025. Luis A. Bermudez filed the charge on July 8, 2024, and the General Counsel issued the complaint on October 2, 2024. The complaint alleges that Sierra Vista Home Health, Inc. (the Respondent) violated Section 8(a)(1) of the National Labor Relations Act by threatening employees with loss of hours, and Section 8(a)(3) and (1) by discharging Bermudez because of his protected concerted activity. The Respondent filed a timely answer denying the material allegations."),
				p("On the entire record, including my observation of the demeanor of the witnesses, and after considering the briefs filed by the General Counsel, the Respondent and the Charging Party, I make the following"),
				cb("FINDINGS OF FACT"),
				l("I. JURISDICTION"),
				p("The Respondent, a California corporation, provides in-home health services from its office in Sacramento, where in the 12 months before the complaint it derived gross revenues over $250,000 and received Medicare payments over $50,000. The Respondent admits, and I find, that it is an employer engaged in commerce within the meaning of Section 2(2), (6), and (7) of the Act."),
			},
			{
				l("II. ALLEGED UNFAIR LABOR PRACTICES"),
				l("A. Facts"),
				p("Bermudez, an aide since March 15, 2021, testified that on June 10, 2024 he handed Administrator Dana Kessler a petition signed by 23 aides asking for mileage reimbursement at the IRS rate. Shirelle Watts, an aide who signed the petition, testified that two days later Kessler told a group of aides in the break room that \"people who sign petitions shouldn't expect extra shifts.\" Kessler denied the remark. I credit Watts, whose account was detailed and consistent, over Kessler's general denial."),
				p("Brian Tollefson, the Respondent's scheduler, testified to Bermudez's late arrivals and to the missed visit of June 19, 2024. On cross-examination he conceded that at least four other aides with more missed visits in 2024 received no more than a written warning. Kessler testified that she decided on June 20, 2024 to discharge Bermudez, a day before he was told."),
				l("B. Analysis"),
				p("Under Wright Line, 251 NLRB 1083 (1980), the General Counsel must show that protected activity was a motivating factor in the adverse action; the burden then shifts to the employer to show that it would have taken the same action absent the protected activity. Counsel for the General Counsel contends that the timing, Kessler's threat and the disparate treatment of other aides establish animus. I agree. The Respondent's reliance on attendance is undercut by Tollefson's own testimony, and I find the stated reason pretextual."),
				cb("CONCLUSIONS OF LAW"),
				p("1. By threatening employees with loss of shifts because they signed a petition about terms and conditions of employment, the Respondent violated Section 8(a)(1) of the Act. 2. By discharging Luis A. Bermudez on June 21, 2024 because he engaged in protected concerted activity, the Respondent violated Section 8(a)(1) of the Act."),
			},
			{
				cb("REMEDY"),
				p("Having found that the Respondent engaged in certain unfair labor practices, I shall order it to cease and desist and to take certain affirmative action designed to effectuate the policies of the Act, including offering Bermudez reinstatement and making him whole for any loss of earnings and other benefits, with interest compounded daily, from June 21, 2024."),
				p("On these findings of fact and conclusions of law and on the entire record, I issue the following recommended"),
				cb("ORDER"),
				p("The Respondent, Sierra Vista Home Health, Inc., Sacramento, California, its officers, agents, successors, and assigns, shall 1. Cease and desist from (a) threatening employees with loss of shifts because they engage in protected concerted activities; (b) discharging or otherwise discriminating against any employee for engaging in protected concerted activities. 2. Take the following affirmative action: (a) within 14 days from the date of the Board's Order, offer Luis A. Bermudez full reinstatement to his former job; (b) make him whole as set forth in the remedy section of this decision; (c) within 14 days after service by the Region, post at its Sacramento facility copies of the attached notice marked \"Appendix\"."),
				gap(),
				ls("Dated, San Francisco, California, March 6, 2025.",
					"",
					"",
					"                                                  Howard J. Pellegrini",
					"                                                  Administrative Law Judge"),
			},
		}}

	return matterSpec{
		name: "sierra-vista-home-health", title: "Sierra Vista Home Health, Inc. and Luis A. Bermudez (NLRB, Case 20-CA-321045)", heldOut: true,
		firstSight: &Figures{PartyTruth: 14, PartyFound: 11, PartyCorrect: 10, EventTruth: 23, EventHits: 23, Grounded: 1}, // at 0d88cfd
		docs:       []doc{charge, pos, dec},
		parties: []Party{
			{"Sierra Vista Home Health, Inc.", "respondent"},
			{"Luis A. Bermudez", "plaintiff"}, // the charging party
			{"Luis A. Bermudez", "declarant"},
			{"Luis A. Bermudez", "witness"},
			{"Daniela R. Ortiz", "counsel"},
			{"Bradley K. Winters", "counsel"},
			{"Bradley K. Winters", "sender"},
			{"Rachel N. Goldfarb", "counsel"},
			{"Monique Ellery", "recipient"},
			{"Dana Kessler", "recipient"}, // "cc:"
			{"Dana Kessler", "witness"},
			{"Shirelle Watts", "witness"},
			{"Brian Tollefson", "witness"},
			{"Howard J. Pellegrini", "judge"},
		},
		events: []Event{
			{"2024-07-08", chgF, 1},
			{"2024-06-10", chgF, 1},
			{"2024-06-21", chgF, 1},
			{"2024-08-09", posF, 1},
			{"2024-07-08", posF, 1},
			{"2021-03-15", posF, 1},
			{"2024-05-02", posF, 1},
			{"2024-06-03", posF, 1},
			{"2024-06-19", posF, 1},
			{"2024-06-21", posF, 1},
			{"2024-06-10", posF, 2},
			{"2024-07-01", posF, 2},
			{"2025-01-14", decF, 1},
			{"2025-01-15", decF, 1},
			{"2024-07-08", decF, 1},
			{"2024-10-02", decF, 1},
			{"2021-03-15", decF, 2},
			{"2024-06-10", decF, 2},
			{"2024-06-19", decF, 2},
			{"2024-06-20", decF, 2},
			{"2024-06-21", decF, 2},
			{"2024-06-21", decF, 3},
			{"2025-03-06", decF, 3},
		},
	}
}
