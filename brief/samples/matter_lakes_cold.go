package samples

// DEV SET (held out at first sight): an unfair labor practice case before
// the National Labor Relations Board, from the charge to the judge's
// decision. The charge on Form NLRB-501 (the form number and revision in
// the corner, "DO NOT WRITE IN THIS SPACE" with "Case" and "Date Filed"
// above their values, lettered boxes "a. Name of Employer", "e. Employer
// Representative", "3. Full name of party filing charge", the "6.
// DECLARATION" signed "By" with the signer's name and title beside it, the
// 18 U.S.C. 1001 warning); the Regional Director's complaint and notice of
// hearing (a caption of "EMPLOYER and UNION" with "Case 07-CA-318844", the
// employer defined as "(Respondent)", a table of supervisors with column
// headings, answer and hearing dates, signed by the Regional Director for
// the General Counsel); and the administrative law judge's decision
// ("JD-12-25" atop each page, line numbers 5, 10, 15 in the margin,
// appearances "X, Esq., for the General Counsel.", "Y, Esq. (Firm, City),
// for the Charging Party.", the judge's name in capitals opening the
// statement of the case, witnesses who testified). A charging party, like a
// claimant, is the plaintiff; the employer is the respondent; the Regional
// Director who signs the complaint for the General Counsel is counsel, as a
// prosecutor is. The employer's manager named in the charge's
// representative box is no party of his own there; he is a witness because
// he testified.
func init() { specs = append(specs, lakesCold) }

func lakesCold() matterSpec {
	charge := doc{name: "NLRB-501 Charge 07-CA-318844.pdf", font: "Helvetica", size: 8.5,
		pages: []page{{
			ls("FORM NLRB-501                          UNITED STATES OF AMERICA                           DO NOT WRITE IN THIS SPACE",
				"(3-21)                            NATIONAL LABOR RELATIONS BOARD                  Case                     Date Filed",
				"                                     CHARGE AGAINST EMPLOYER                       07-CA-318844             05/14/2024"),
			gap(),
			ls("INSTRUCTIONS:",
				"File an original with NLRB Regional Director for the region in which the alleged unfair labor practice occurred or is occurring.",
				"",
				"                                  1. EMPLOYER AGAINST WHOM CHARGE IS BROUGHT",
				"a. Name of Employer                                                          b. Tel. No.",
				"   Great Lakes Cold Storage, Inc.                                               (616) 555-0144",
				"                                                                             c. Cell No.",
				"d. Address (Street, city, state, and ZIP code)      e. Employer Representative      f. Fax No.",
				"   4410 Chicago Drive SW                               Todd Vandermolen",
				"   Grandville, MI 49418                                Plant Manager                g. e-mail",
				"                                                                                   tvandermolen@glcold.com",
				"                                                                             h. Number of workers employed",
				"                                                                                   210",
				"i. Type of Establishment (factory, mine, wholesaler, etc.)      j. Identify principal product or service",
				"   Refrigerated warehouse                                         Cold storage and distribution",
				"k. The above-named employer has engaged in and is engaging in unfair labor practices within the meaning of section 8(a),",
				"   subsections (1) and (3) of the National Labor Relations Act, and these unfair labor practices are practices affecting",
				"   commerce within the meaning of the Act, or these unfair labor practices are unfair practices affecting commerce",
				"   within the meaning of the Act and the Postal Reorganization Act.",
				"",
				"2. Basis of the Charge (set forth a clear and concise statement of the facts constituting the alleged unfair labor practices)",
				"   Since on or about March 18, 2024, the Employer, by its supervisors, has interrogated employees about their union",
				"   sympathies and threatened them with the loss of their jobs if they selected the Union. On or about April 26, 2024,",
				"   the Employer discharged its employee Marisol Ortega because of her union and protected concerted activities.",
				"",
				"3. Full name of party filing charge (if labor organization, give full name, including local name and number)",
				"   Teamsters Local Union No. 406",
				"4a. Address (Street and number, city, state, and ZIP code)                    4b. Tel. No.",
				"   3315 Eastern Avenue SE, Grand Rapids, MI 49508                               (616) 555-0406",
				"5. Full name of national or international labor organization of which it is an affiliate or constituent unit (to be",
				"   filled in when charge is filed by a labor organization)",
				"   International Brotherhood of Teamsters",
				"",
				"6. DECLARATION                                                                Tel. No.",
				"I declare that I have read the above charge and that the statements are true to the best of my knowledge and belief.   (616) 555-0406",
				"",
				"By  /s/ Kevin Brandsma                              Kevin Brandsma, Business Agent",
				"   (signature of representative or person making charge)   (Print/type name and title or office, if any)",
				"",
				"Address  3315 Eastern Avenue SE, Grand Rapids, MI 49508                      Date  05/13/2024",
				"",
				"WILLFUL FALSE STATEMENTS ON THIS CHARGE CAN BE PUNISHED BY FINE AND IMPRISONMENT",
				"(U.S. CODE, TITLE 18, SECTION 1001)",
				"",
				"PRIVACY ACT STATEMENT",
				"Solicitation of the information on this form is authorized by the National Labor Relations Act (NLRA), 29 U.S.C. 151 et seq.",
				"The principal use of the information is to assist the National Labor Relations Board (NLRB) in processing unfair labor",
				"practice and related proceedings or litigation. Disclosure of this information to the NLRB is voluntary."),
		}}}

	capt := []block{
		cb("UNITED STATES OF AMERICA"), cb("BEFORE THE NATIONAL LABOR RELATIONS BOARD"), cb("REGION 7"), gap(),
		ls("GREAT LAKES COLD STORAGE, INC.", "", "          and                                              Case 07-CA-318844", "", "TEAMSTERS LOCAL UNION NO. 406"),
		gap(),
	}
	complaint := doc{name: "Complaint and Notice of Hearing.pdf", font: "Times", size: 11,
		pages: []page{
			append(append([]block{}, capt...),
				cb("COMPLAINT AND NOTICE OF HEARING"), gap(),
				p("This Complaint and Notice of Hearing is based on a charge filed by Teamsters Local Union No. 406 (the Union). It is issued pursuant to Section 10(b) of the National Labor Relations Act (the Act), 29 U.S.C. Section 151 et seq., and Section 102.15 of the Rules and Regulations of the National Labor Relations Board (the Board), and alleges that Great Lakes Cold Storage, Inc. (Respondent) has violated the Act as described below."),
				p("1. The charge in this proceeding was filed by the Union on May 14, 2024, and a copy was served on Respondent by U.S. mail on May 15, 2024."),
				p("2. At all material times the following individuals held the positions set forth opposite their respective names and have been supervisors of Respondent within the meaning of Section 2(11) of the Act:"),
				ls("          Name                              Position",
					"          Todd Vandermolen                  Plant Manager",
					"          Craig Dykstra                     Shift Supervisor"),
				gap(),
				p("3. About March 19, 2024, Respondent, by Craig Dykstra, at the Grandville facility, interrogated employees about their union membership and threatened employees with discharge if they selected the Union as their bargaining representative."),
			),
			{
				p("4. About April 26, 2024, Respondent discharged its employee Marisol Ortega. Respondent engaged in this conduct because Ortega assisted the Union and engaged in concerted activities, and to discourage employees from engaging in these activities."),
				cb("ANSWER REQUIREMENT"),
				p("Respondent is notified that, pursuant to Sections 102.20 and 102.21 of the Board's Rules and Regulations, it must file an answer to the complaint. The answer must be received by this office on or before August 6, 2024, or postmarked on or before August 5, 2024."),
				cb("NOTICE OF HEARING"),
				p("PLEASE TAKE NOTICE THAT on October 15, 2024, at 9:00 a.m. at the Gerald R. Ford Federal Building, 110 Michigan Street NW, Grand Rapids, Michigan, and on consecutive days thereafter until concluded, a hearing will be conducted before an administrative law judge of the National Labor Relations Board."),
				ls("Dated: July 23, 2024", "", "                                        /s/ Elizabeth Kerwin",
					"                                        ELIZABETH KERWIN", "                                        REGIONAL DIRECTOR",
					"                                        NATIONAL LABOR RELATIONS BOARD", "                                        REGION 07",
					"                                        Patrick V. McNamara Federal Building", "                                        477 Michigan Avenue, Room 05-200",
					"                                        Detroit, MI 48226-2569", "", "Attachments"),
			},
		}}

	num := func(lines ...string) block { return ls(lines...) }
	decision := doc{name: "ALJ Decision JD-12-25.pdf", font: "Times", size: 11,
		header: "JD-12-25", footer: "%d",
		pages: []page{
			{
				cb("UNITED STATES OF AMERICA"), cb("BEFORE THE NATIONAL LABOR RELATIONS BOARD"), cb("DIVISION OF JUDGES"), gap(),
				num("     GREAT LAKES COLD STORAGE, INC.",
					"",
					"5              and                                           Case 07-CA-318844",
					"",
					"     TEAMSTERS LOCAL UNION NO. 406",
					"",
					"",
					"10   Renee D. McKinney, Esq., for the General Counsel.",
					"     Scott R. Hollander, Esq. (Hollander Price PLC, Grand Rapids, Michigan),",
					"          for the Respondent.",
					"     Ann-Marie Kowalczyk, Esq. (Kowalczyk & Reed, P.C., Detroit, Michigan),",
					"15        for the Charging Party.",
					""),
				cb("DECISION"), gap(),
				cb("STATEMENT OF THE CASE"),
				num("20   GEOFFREY L. CARTER, Administrative Law Judge. This case was tried in Grand Rapids,",
					"     Michigan, on October 15 and 16, 2024. Teamsters Local Union No. 406 (the Union) filed the",
					"     charge on May 14, 2024, and the General Counsel issued the complaint on July 23, 2024.",
					"     The complaint alleges that Great Lakes Cold Storage, Inc. (Respondent) violated Section",
					"25   8(a)(1) by interrogating and threatening employees and Section 8(a)(3) by discharging",
					"     Marisol Ortega. Respondent filed a timely answer denying the alleged violations.",
					"",
					"          On the entire record, including my observation of the demeanor of the witnesses,",
					"30   and after considering the briefs filed by the parties, I make the following"),
			},
			{
				cb("FINDINGS OF FACT"),
				num("     Marisol Ortega worked as a forklift operator in Respondent's freezer from 2019. She",
					"5    testified credibly that she handed out union authorization cards in the break room in the",
					"     week of March 18, 2024, and that on March 19 Shift Supervisor Craig Dykstra asked her",
					"     \"who else is signing those cards\" and told her that \"people who sign will not be here",
					"     in the summer.\" Dykstra did not testify.",
					"10",
					"          Todd Vandermolen testified that he decided to discharge Ortega on April 26, 2024",
					"     because of a pallet collision the week before. His account was not corroborated: no",
					"     incident report was prepared, and two drivers involved in earlier collisions kept their",
					"15   jobs. I find that the stated reason was a pretext and that Ortega was discharged",
					"     because of her union activity.",
					"",
					"20                                  CONCLUSIONS OF LAW",
					"",
					"     Respondent violated Section 8(a)(1) by interrogating and threatening employees on",
					"     March 19, 2024, and Section 8(a)(3) and (1) by discharging Marisol Ortega.",
					"25",
					"     Dated, Washington, D.C. February 11, 2025",
					"",
					"                                               Geoffrey L. Carter",
					"                                               Administrative Law Judge"),
			},
		}}

	return matterSpec{
		name: "great-lakes-cold-storage", title: "Great Lakes Cold Storage, Inc. and Teamsters Local Union No. 406 (NLRB Case 07-CA-318844)", heldOut: true,
		firstSight: &Figures{PartyTruth: 10, PartyFound: 4, PartyCorrect: 4, EventTruth: 20, EventHits: 20, Grounded: 1}, // at 76503e0
		docs:       []doc{charge, complaint, decision},
		parties: []Party{
			{"Great Lakes Cold Storage, Inc.", "respondent"},
			{"Teamsters Local Union No. 406", "plaintiff"}, // the charging party
			{"Kevin Brandsma", "declarant"},
			{"Elizabeth Kerwin", "counsel"},
			{"Renee D. McKinney", "counsel"},
			{"Scott R. Hollander", "counsel"},
			{"Ann-Marie Kowalczyk", "counsel"},
			{"Geoffrey L. Carter", "judge"},
			{"Marisol Ortega", "witness"},
			{"Todd Vandermolen", "witness"},
		},
		events: []Event{
			{"2024-05-14", "NLRB-501 Charge 07-CA-318844.pdf", 1},
			{"2024-03-18", "NLRB-501 Charge 07-CA-318844.pdf", 1},
			{"2024-04-26", "NLRB-501 Charge 07-CA-318844.pdf", 1},
			{"2024-05-13", "NLRB-501 Charge 07-CA-318844.pdf", 1},
			{"2024-05-14", "Complaint and Notice of Hearing.pdf", 1},
			{"2024-05-15", "Complaint and Notice of Hearing.pdf", 1},
			{"2024-03-19", "Complaint and Notice of Hearing.pdf", 1},
			{"2024-04-26", "Complaint and Notice of Hearing.pdf", 2},
			{"2024-08-06", "Complaint and Notice of Hearing.pdf", 2},
			{"2024-08-05", "Complaint and Notice of Hearing.pdf", 2},
			{"2024-10-15", "Complaint and Notice of Hearing.pdf", 2},
			{"2024-07-23", "Complaint and Notice of Hearing.pdf", 2},
			{"2024-10-15", "ALJ Decision JD-12-25.pdf", 1},
			{"2024-10-16", "ALJ Decision JD-12-25.pdf", 1},
			{"2024-05-14", "ALJ Decision JD-12-25.pdf", 1},
			{"2024-07-23", "ALJ Decision JD-12-25.pdf", 1},
			{"2024-03-18", "ALJ Decision JD-12-25.pdf", 2},
			{"2024-03-19", "ALJ Decision JD-12-25.pdf", 2},
			{"2024-04-26", "ALJ Decision JD-12-25.pdf", 2},
			{"2025-02-11", "ALJ Decision JD-12-25.pdf", 2},
		},
	}
}
