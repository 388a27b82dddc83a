package samples

// DEV SET (held out at first sight): an employment charge before the EEOC
// (Nashville Area Office) that ends in a dismissal and notice of rights,
// no suit yet filed. The charge of discrimination on EEOC Form 5 (the
// Privacy Act legend, "Charge Presented To: Agency(ies) Charge No(s):",
// "[ ] FEPA [X] EEOC" beside the number and the state agency, labelled
// rows whose column headings sit above their values: "Name (indicate Mr.,
// Ms., Mrs.)  Home Phone  Year of Birth", the employer's row with "No.
// Employees, Members", the "DISCRIMINATION BASED ON" check boxes, "DATE(S)
// DISCRIMINATION TOOK PLACE / Earliest  Latest" over "11-01-2023
// 04-12-2024", "THE PARTICULARS ARE:" in Roman-numbered paragraphs naming
// the supervisor, the HR director and the comparators, "I declare under
// penalty of perjury that the above is true and correct.", a digital
// signature over "Date  Charging Party Signature"); the employer's
// position statement by outside counsel (letterhead, the investigator's
// inside address, "Re:" with "X v. Y" and the charge number, "Dear
// Investigator X:", "This firm represents Respondent", "my colleague, X",
// the reduction in force with dates, "Sincerely," and "cc:" to the
// in-house deputy general counsel with title and company); the
// investigator's request for information (the agency's letterhead with
// its phone lines, "Dear Mr. X:", numbered requests with a response date,
// signed with her title); and the dismissal and notice of rights on Form
// 161 ("To:" the charging party and her address beside "From:" the area
// office, "EEOC Charge No. / EEOC Representative / Telephone No." in
// columns, "THE EEOC IS CLOSING ITS FILE ON THIS CHARGE FOR THE FOLLOWING
// REASON:", "- NOTICE OF SUIT RIGHTS -", "On behalf of the Commission",
// the director's name and title under the signature, "(Date Issued)",
// "cc:" the employer's lawyer and the charging party's lawyer "(for
// Charging Party)").
// Conventions (as in sierra-vista-home-health and obi-castellanos-v-
// meridian-vantage): the charging party is the plaintiff, the declarant
// of her charge and, addressed by the notice, its recipient; the employer
// is the respondent (not a "party", as the employer of a pre-suit
// dispute is in qureshi-tidewater: a charge is pending); every lawyer for a side, outside or in-house, is
// counsel, and the colleague named in the position statement too; each
// letter's writer is its sender and each addressee and person copied a
// recipient: the investigator who receives the position statement and
// writes the request is recipient and sender, the area director who
// signs the notice its sender. The supervisor, the HR director, the
// comparators, the Tennessee Human Rights Commission, the firms and the
// EEOC itself are no parties. A year of birth is no event; every full
// date printed is an event on its page, the charge's "Earliest" and
// "Latest" dates too.
func init() { specs = append(specs, eberhardt) }

func eberhardt() matterSpec {
	const (
		chgF = "EEOC Form 5 Charge of Discrimination 846-2024-21307.pdf"
		posF = "2024-07-01 Respondent's Position Statement (Haskins Pruett).pdf"
		rfiF = "2024-07-29 EEOC Request for Information.pdf"
		dnrF = "Dismissal and Notice of Rights 846-2024-21307.pdf"
	)

	chg := doc{name: chgF, font: "Helvetica", size: 8.5, unicode: true,
		footer: "EEOC Form 5 (11/09)",
		pages: []page{
			{
				ls("EEOC Form 5 (11/09)"),
				cb("CHARGE OF DISCRIMINATION"),
				small(ls("This form is affected by the Privacy Act of 1974. See enclosed Privacy       Charge Presented To:       Agency(ies) Charge No(s):",
					"Act Statement and other information before completing this form.               [ ] FEPA",
					"                                                                               [X] EEOC              846-2024-21307",
					"                              Tennessee Human Rights Commission                                    and EEOC",
					"                                         State or local Agency, if any"), 7.5),
				gap(),
				ls("Name (indicate Mr., Ms., Mrs.)                                     Home Phone                Year of Birth",
					"Ms. Ngozi A. Eberhardt                                             (615) 555-0142            1979",
					"Street Address                      City, State and ZIP Code",
					"2214 Belmont Ridge Drive, Nashville, TN 37212",
					"",
					"Named is the Employer, Labor Organization, Employment Agency, Apprenticeship Committee, or State or Local",
					"Government Agency That I Believe Discriminated Against Me or Others. (If more than two, list under PARTICULARS below.)",
					"Name                                                               No. Employees, Members    Phone No.",
					"COPPERLINE LOGISTICS, INC.                                         500 or More               (615) 555-0190",
					"Street Address                      City, State and ZIP Code",
					"1800 Antioch Pike, Nashville, TN 37211",
					"",
					"DISCRIMINATION BASED ON (Check appropriate box(es).)                DATE(S) DISCRIMINATION TOOK PLACE",
					"                                                                      Earliest                Latest",
					"[X] RACE  [ ] COLOR  [X] SEX  [ ] RELIGION  [ ] NATIONAL ORIGIN      11-01-2023              04-12-2024",
					"[X] RETALIATION  [X] AGE  [ ] DISABILITY  [ ] GENETIC INFORMATION",
					"[ ] OTHER (Specify)                                                   [ ] CONTINUING ACTION",
					"",
					"THE PARTICULARS ARE (If additional paper is needed, attach extra sheet(s)):"),
				p("I. I am a Black woman, age 44. I was hired by Respondent on August 7, 2017 and worked as a Transportation Operations Supervisor at its Antioch Pike distribution center. My direct supervisor from 2021 was Dwayne K. Lassiter, Regional Operations Manager."),
				p("II. On November 1, 2023 I was passed over for promotion to Operations Manager in favor of Travis L. Boudreaux, a white male aged 31 with less experience. On January 9, 2024 I complained in writing to Lauren P. Ostrowski, Director of Human Resources, that Mr. Lassiter had given the position to a younger white man and had excluded me from planning meetings. On February 26, 2024 Mr. Lassiter placed me on a performance improvement plan, and on April 12, 2024 I was told my position had been eliminated in a reduction in force. Kyle J. Mendenhall, a white male supervisor with lower performance ratings, was retained."),
				p("III. I believe I have been discriminated against because of my race (Black) and sex (female), in violation of Title VII of the Civil Rights Act of 1964, as amended, and because of my age (44), in violation of the Age Discrimination in Employment Act of 1967, and retaliated against for complaining, in violation of both statutes."),
				ls("I want this charge filed with both the EEOC and the State or local Agency, if any.",
					"I will advise the agencies if I change my address or phone number and I will cooperate fully with them in the",
					"processing of my charge in accordance with their procedures.",
					"I declare under penalty of perjury that the above is true and correct.      NOTARY - When necessary for State and Local Agency Requirements",
					"",
					"Digitally Signed By: Ms. Ngozi A. Eberhardt",
					"06-03-2024",
					"_____________________________________________________",
					"Date              Charging Party Signature"),
			},
		}}

	pos := doc{name: posF, font: "Times", size: 11, unicode: true,
		footer: "Page %d of %t",
		pages: []page{
			{
				cb("HASKINS PRUETT PLLC"),
				small(c("Labor & Employment Counsel  |  333 Commerce Street, Suite 1900, Nashville, Tennessee 37201  |  (615) 555-0110"), 8.5),
				gap(),
				small(r("Benedict R. Haskins\nMember\nDirect: (615) 555-0117\nbhaskins@haskinspruett.com"), 9),
				gap(),
				ls("July 1, 2024",
					"",
					"VIA EEOC RESPONDENT PORTAL",
					"",
					"Ms. Carla J. Underwood",
					"Investigator",
					"U.S. Equal Employment Opportunity Commission",
					"Nashville Area Office",
					"220 Athens Way, Suite 350",
					"Nashville, Tennessee 37228",
					"",
					"      Re:   Ngozi A. Eberhardt v. Copperline Logistics, Inc.",
					"              EEOC Charge No. 846-2024-21307"),
				gap(),
				l("Dear Investigator Underwood:"), gap(),
				p("This firm represents Respondent Copperline Logistics, Inc. (\"Copperline\" or the \"Company\") in the above charge. This letter is Copperline's position statement. It is based on the Company's investigation to date, and Copperline reserves the right to supplement it. Please direct any questions to me or to my colleague, Elena V. Marchand."),
				p("Copperline denies that it discriminated or retaliated against Ms. Eberhardt. The Operations Manager position was filled on November 1, 2023 by Travis L. Boudreaux, who had run the Company's Memphis cross-dock for three years and holds the logistics certification the posting listed as preferred; Ms. Eberhardt did not. The decision was made by a three-person panel, not by Dwayne K. Lassiter alone."),
			},
			{
				p("Ms. Eberhardt's performance improvement plan of February 26, 2024 followed two missed carrier audits in December 2023, documented before her January 9, 2024 complaint. Lauren P. Ostrowski investigated that complaint, interviewed six employees and closed it on February 2, 2024 without finding a violation."),
				p("On March 18, 2024 the Company's leadership approved the consolidation of the Antioch Pike and La Vergne transportation teams, eliminating four of nine supervisor positions. The selections were made on a written matrix of tenure, ratings and certifications, on which Ms. Eberhardt ranked eighth. Two of the four supervisors whose positions were eliminated were white men, one of them aged 38. Ms. Eberhardt was notified on April 12, 2024 and received eight weeks' severance pay."),
				p("For these reasons, Copperline requests that the Commission dismiss the charge with a finding of no cause. The selection matrix and the panel's notes are enclosed as Exhibits 1 to 4 and are confidential business information."),
				gap(),
				ls("Sincerely,",
					"",
					"/s/ Benedict R. Haskins",
					"Benedict R. Haskins",
					"",
					"Enclosures",
					"cc:   Marisol T. Kettering, Vice President and Deputy General Counsel, Copperline Logistics, Inc. (via email)"),
			},
		}}

	rfi := doc{name: rfiF, font: "Times", size: 11, unicode: true,
		pages: []page{{
			cb("U.S. EQUAL EMPLOYMENT OPPORTUNITY COMMISSION"),
			c("Nashville Area Office"),
			small(c("220 Athens Way, Suite 350, Nashville, TN 37228\nIntake Information Group: (800) 669-4000   TTY (800) 669-6820\nNashville Direct Dial: (629) 555-0173   Website: www.eeoc.gov"), 8.5),
			gap(),
			ls("July 29, 2024",
				"",
				"Benedict R. Haskins, Esq.",
				"Haskins Pruett PLLC",
				"333 Commerce Street, Suite 1900",
				"Nashville, TN 37201",
				"",
				"      Re:   Eberhardt v. Copperline Logistics, Inc.",
				"              EEOC Charge No. 846-2024-21307"),
			gap(),
			l("Dear Mr. Haskins:"), gap(),
			p("The Commission has reviewed Respondent's position statement dated July 1, 2024. To complete its investigation of the above charge, the Commission requests that Respondent provide the following information by August 19, 2024:"),
			p("1. The personnel files, including performance evaluations for 2021 through 2023, of Charging Party, Travis L. Boudreaux and Kyle J. Mendenhall."),
			p("2. The selection matrix for the reduction in force approved on March 18, 2024, with the name, race, sex, age and position of each supervisor scored and the score given on each criterion."),
			p("3. The names and titles of the members of the panel that selected the Operations Manager on November 1, 2023, and the notes of each interview."),
			p("4. Respondent's file on Charging Party's complaint of January 9, 2024, including the notes of the interviews conducted by Lauren P. Ostrowski."),
			p("If Respondent is unable to provide any of the information by the date requested, please contact me before that date. The Commission may issue a subpoena for information not produced."),
			gap(),
			ls("Sincerely,",
				"",
				"/s/ Carla J. Underwood",
				"Carla J. Underwood",
				"Investigator",
				"carla.underwood@eeoc.gov"),
		}}}

	dnr := doc{name: dnrF, font: "Helvetica", size: 9, unicode: true,
		footer: "EEOC Form 161 (11/2020)",
		pages: []page{
			{
				ls("EEOC Form 161 (11/2020)               U.S. EQUAL EMPLOYMENT OPPORTUNITY COMMISSION"),
				cb("DISMISSAL AND NOTICE OF RIGHTS"),
				gap(),
				ls("To:   Ngozi A. Eberhardt                               From:   Nashville Area Office",
					"       2214 Belmont Ridge Drive                                  220 Athens Way, Suite 350",
					"       Nashville, TN 37212                                       Nashville, TN 37228",
					"",
					"[ ]   On behalf of person(s) aggrieved whose identity is CONFIDENTIAL (29 CFR §1601.7(a))",
					"",
					"EEOC Charge No.                  EEOC Representative                          Telephone No.",
					"846-2024-21307                   Carla J. Underwood, Investigator             (629) 555-0173",
					"",
					"THE EEOC IS CLOSING ITS FILE ON THIS CHARGE FOR THE FOLLOWING REASON:",
					"[ ]  The facts alleged in the charge fail to state a claim under any of the statutes enforced by the EEOC.",
					"[ ]  Your allegations did not involve a disability as defined by the Americans With Disabilities Act.",
					"[ ]  Your charge was not timely filed with EEOC; in other words, you waited too long after the date(s) of",
					"     the alleged discrimination to file your charge.",
					"[X]  The EEOC issues the following determination: The EEOC will not proceed further with its investigation",
					"     and makes no determination about whether further investigation would establish violations of the",
					"     statute. This does not mean the claims have no merit. This determination does not certify that the",
					"     respondent is in compliance with the statutes. The EEOC makes no finding as to the merits of any other",
					"     issues that might be construed as having been raised by this charge.",
					"[ ]  Other (briefly state)"),
				gap(),
				cb("- NOTICE OF SUIT RIGHTS -"),
				small(c("(See the additional information attached to this form.)"), 8),
				p("Title VII, the Americans with Disabilities Act, the Genetic Information Nondiscrimination Act, or the Age Discrimination in Employment Act: This will be the only notice of dismissal and of your right to sue that we will send you. You may file a lawsuit against the respondent(s) under federal law based on this charge in federal or state court. Your lawsuit must be filed WITHIN 90 DAYS of your receipt of this notice; or your right to sue based on this charge will be lost."),
				p("Equal Pay Act (EPA): EPA suits must be filed in federal or state court within 2 years (3 years for willful violations) of the alleged EPA underpayment."),
				gap(),
				ls("                                           On behalf of the Commission",
					"",
					"                                           Digitally signed by Rochelle D. Amankwah-Bishop",
					"                                           Date: 2024.09.23 10:41:07 -05'00'",
					"",
					"Enclosures(s)                              Rochelle D. Amankwah-Bishop,                September 23, 2024",
					"                                           Area Office Director                        (Date Issued)",
					"",
					"cc:   Benedict R. Haskins, Esq.                       Shauna M. Pettigrew, Esq.",
					"       Haskins Pruett PLLC                              Pettigrew Law Group, PLLC",
					"       333 Commerce Street, Suite 1900                  611 Commerce Street, Suite 2700",
					"       Nashville, TN 37201                              Nashville, TN 37219",
					"       (for Respondent)                                 (for Charging Party)"),
			},
		}}

	return matterSpec{
		name: "eberhardt-v-copperline-logistics", title: "Ngozi A. Eberhardt v. Copperline Logistics, Inc. (EEOC Charge No. 846-2024-21307)", heldOut: true,
		firstSight: &Figures{PartyTruth: 15, PartyFound: 11, PartyCorrect: 10, EventTruth: 20, EventHits: 20, Grounded: 1}, // at 2632628
		docs:       []doc{chg, pos, rfi, dnr},
		parties: []Party{
			{"Ngozi A. Eberhardt", "plaintiff"}, // the charging party
			{"Ngozi A. Eberhardt", "declarant"}, // declares the charge under penalty of perjury
			{"Ngozi A. Eberhardt", "recipient"}, // "To:" on the notice
			{"Copperline Logistics, Inc.", "respondent"},
			{"Benedict R. Haskins", "counsel"},
			{"Benedict R. Haskins", "sender"},    // the position statement
			{"Benedict R. Haskins", "recipient"}, // the request for information; "cc:" on the notice
			{"Elena V. Marchand", "counsel"},     // "my colleague"
			{"Marisol T. Kettering", "counsel"},  // in-house deputy general counsel
			{"Marisol T. Kettering", "recipient"},
			{"Shauna M. Pettigrew", "counsel"}, // "(for Charging Party)"
			{"Shauna M. Pettigrew", "recipient"},
			{"Carla J. Underwood", "recipient"}, // the position statement's addressee
			{"Carla J. Underwood", "sender"},    // the request for information
			{"Rochelle D. Amankwah-Bishop", "sender"},
		},
		events: []Event{
			{"2023-11-01", chgF, 1},
			{"2024-04-12", chgF, 1},
			{"2017-08-07", chgF, 1},
			{"2024-01-09", chgF, 1},
			{"2024-02-26", chgF, 1},
			{"2024-06-03", chgF, 1},
			{"2024-07-01", posF, 1},
			{"2023-11-01", posF, 1},
			{"2024-02-26", posF, 2},
			{"2024-01-09", posF, 2},
			{"2024-02-02", posF, 2},
			{"2024-03-18", posF, 2},
			{"2024-04-12", posF, 2},
			{"2024-07-29", rfiF, 1},
			{"2024-07-01", rfiF, 1},
			{"2024-08-19", rfiF, 1},
			{"2024-03-18", rfiF, 1},
			{"2023-11-01", rfiF, 1},
			{"2024-01-09", rfiF, 1},
			{"2024-09-23", dnrF, 1},
		},
	}
}
