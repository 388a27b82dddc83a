package samples

// DEV SET (held out at first sight): a FINRA Dispute Resolution Services
// customer arbitration before a three-member all-public panel: two
// retired customers against a member firm and its registered
// representative over non-traded REITs and a leveraged product. The
// statement of claim (the forum's name centred, "In the Matter of the
// Arbitration Between" over a ")"-ruled caption of the two claimants
// "and" the firm and the representative, "FINRA Case No.: ________" at
// the right, "PRELIMINARY STATEMENT", "THE PARTIES", the representative's
// CRD number, "RELIEF REQUESTED", "Respectfully submitted," over the firm
// in capitals, "By: /s/" the lawyer, "Counsel for Claimants"); the
// respondents' statement of answer ("FINRA Case No. 24-00871", "GENERAL
// DENIAL", "AFFIRMATIVE DEFENSES" numbered "FIRST AFFIRMATIVE DEFENSE",
// two lawyers under one "/s/", "Attorneys for Respondents X and Y", a
// certificate of service on the claimants' counsel "via the FINRA DR
// Portal"); and the award on FINRA's form ("Award / FINRA Dispute
// Resolution Services", "Claimants" and "Respondents" as column headings
// over the names beside "Case Number:" and "Hearing Site:", "Nature of
// the Dispute: Customers vs. Member and Associated Person",
// "REPRESENTATION OF PARTIES" with "For Claimants X and Y (\"Claimants\"):
// Name, Esq., Firm, City", "CASE INFORMATION" dates "filed on or about:",
// "signed the Submission Agreement:", "CASE SUMMARY", "RELIEF REQUESTED",
// "OTHER ISSUES CONSIDERED AND DECIDED", "AWARD", "FEES" with filing,
// member and hearing session fee rows "=$ 1,425.00", hearing dates with
// session counts, "ARBITRATION PANEL" as "Name - Public Arbitrator,
// Presiding Chairperson", the CPLR 7507 affirmation, "Concurring
// Arbitrators' Signatures" with "/s/" and "Signature Date", the date of
// service box, "Award Page x of y" footers).
// Conventions: the claimants are plaintiffs (as in whitcomb-v-harborview);
// the member firm and its representative are respondents; the lawyers who
// sign the pleadings and are listed under "REPRESENTATION OF PARTIES" are
// counsel; the three arbitrators are judges. The branch manager named in
// the claim, FINRA staff, the firms and the REITs' sponsors are no
// parties.
func init() { specs = append(specs, haverkamp) }

func haverkamp() matterSpec {
	const (
		socF = "Statement of Claim (Haverkamp v. Crestline).pdf"
		ansF = "Statement of Answer FINRA 24-00871.pdf"
		awdF = "Award FINRA 24-00871.pdf"
	)
	capt := func(no string) block {
		return caption(")", []string{
			"ROBERT J. HAVERKAMP and",
			"LINDA S. HAVERKAMP,",
			"",
			"                    Claimants,",
			"",
			"          and",
			"",
			"CRESTLINE CAPITAL MARKETS, LLC and",
			"DEREK M. SOLBERG,",
			"",
			"                    Respondents.",
		}, []string{"", "", "", "   FINRA Case No.: " + no, "", "", "", "", "", "", ""})
	}
	soc := doc{name: socF, font: "Times", size: 11.5, footer: "%d",
		pages: []page{
			{
				cb("FINRA DISPUTE RESOLUTION SERVICES"), gap(),
				c("In the Matter of the Arbitration Between"), gap(),
				capt("____________"), gap(),
				cb("STATEMENT OF CLAIM"), gap(),
				cb("PRELIMINARY STATEMENT"),
				p("Claimants Robert J. Haverkamp and Linda S. Haverkamp, a retired schoolteacher and a retired nurse from Eden Prairie, Minnesota, bring this claim against Crestline Capital Markets, LLC (\"Crestline\") and its registered representative Derek M. Solberg (\"Solberg\") to recover losses caused by Solberg's recommendation that they place more than 60% of their retirement savings in illiquid non-traded real estate investment trusts and a leveraged inverse exchange-traded product."),
				cb("THE PARTIES"),
				p("1. Claimants are husband and wife, aged 71 and 69, and at all relevant times held a joint account and two IRA accounts at Crestline's Minnetonka branch. They opened the accounts on May 6, 2019 and listed their investment objective as \"income with preservation of capital\" and their risk tolerance as \"moderate\"."),
				p("2. Respondent Crestline is a FINRA member firm (CRD No. 148822) with its principal office in Des Moines, Iowa. Respondent Solberg (CRD No. 5219937) was at all relevant times registered with Crestline and was Claimants' broker. His branch manager was Keith Arneson."),
			},
			{
				cb("STATEMENT OF FACTS"),
				p("3. Between August 12, 2020 and March 9, 2021, Solberg recommended and Claimants bought $385,000 of three non-traded REITs and, on June 14, 2021, $27,000 of a 3x leveraged inverse ETN, which Solberg held for seven months. On January 18, 2023 the largest REIT suspended redemptions. Claimants' accounts lost $298,400."),
				p("4. The recommendations were unsuitable under FINRA Rule 2111 and Regulation Best Interest, and Crestline failed to supervise Solberg as FINRA Rule 3110 requires."),
				cb("RELIEF REQUESTED"),
				p("Claimants request compensatory damages of $412,000.00, or their net out-of-pocket losses, whichever is greater; interest at the Minnesota statutory rate; attorneys' fees under Minn. Stat. 80A.76; costs; and such other relief as the Panel deems just. Claimants request a three-arbitrator all-public panel and a hearing in Minneapolis, Minnesota."),
				gap(),
				ls("Dated: April 3, 2024                        Respectfully submitted,",
					"",
					"                                            ABERNATHY SECURITIES LAW PLLC",
					"",
					"                                            By: /s/ Jill M. Abernathy",
					"                                            Jill M. Abernathy",
					"                                            80 South Eighth Street, Suite 2150",
					"                                            Minneapolis, MN 55402",
					"                                            (612) 555-0190",
					"                                            jabernathy@abernathylaw.example.com",
					"                                            Counsel for Claimants"),
			},
		}}

	ans := doc{name: ansF, font: "Times", size: 11.5, footer: "%d",
		pages: []page{
			{
				cb("FINRA DISPUTE RESOLUTION SERVICES"), gap(),
				capt("24-00871"), gap(),
				cb("RESPONDENTS' STATEMENT OF ANSWER AND AFFIRMATIVE DEFENSES"), gap(),
				p("Respondents Crestline Capital Markets, LLC (\"Crestline\") and Derek M. Solberg (\"Solberg\") submit this Statement of Answer to the Statement of Claim filed by Claimants on or about April 3, 2024."),
				cb("GENERAL DENIAL"),
				p("Respondents deny each and every allegation of wrongdoing in the Statement of Claim. Claimants signed new account forms on May 6, 2019 and updated them on July 30, 2020 to state an objective of \"growth and income\" and a risk tolerance of \"moderately aggressive\". Each REIT purchase was preceded by delivery of the prospectus and a signed alternative investment acknowledgment. Claimants' losses were caused by market conditions in commercial real estate, not by any act of Respondents."),
				cb("AFFIRMATIVE DEFENSES"),
				p("FIRST AFFIRMATIVE DEFENSE: Claimants ratified the transactions, having received monthly statements and trade confirmations without objection. SECOND AFFIRMATIVE DEFENSE: Claimants' claims under the Minnesota Securities Act are time-barred in part. THIRD AFFIRMATIVE DEFENSE: Claimants failed to mitigate their damages."),
			},
			{
				p("Respondents request that the claims be denied in their entirety, that all forum fees be assessed against Claimants, and that the Panel recommend expungement of this matter from Solberg's CRD record under FINRA Rule 2080."),
				gap(),
				ls("Dated: June 5, 2024                         WHITFORD & LANE LLP",
					"",
					"                                            /s/ Gregory T. Vanlandingham",
					"                                            Gregory T. Vanlandingham",
					"                                            Priya N. Desai",
					"                                            191 North Wacker Drive, Suite 3700",
					"                                            Chicago, IL 60606",
					"                                            (312) 555-0122",
					"                                            Attorneys for Respondents Crestline Capital",
					"                                            Markets, LLC and Derek M. Solberg"),
				gap(),
				cb("CERTIFICATE OF SERVICE"),
				p("I hereby certify that on June 5, 2024, I served the foregoing Statement of Answer via the FINRA DR Portal and by email upon: Jill M. Abernathy, Abernathy Securities Law PLLC, 80 South Eighth Street, Suite 2150, Minneapolis, MN 55402, Counsel for Claimants."),
				ls("                                            /s/ Priya N. Desai"),
			},
		}}

	awd := doc{name: awdF, font: "Helvetica", size: 9.5, footer: "FINRA Dispute Resolution Services          Arbitration No. 24-00871          Award Page %d of %t",
		pages: []page{
			{
				cb("Award"),
				cb("FINRA Dispute Resolution Services"), gap(),
				l("In the Matter of the Arbitration Between:"), gap(),
				ls("Claimants                                                   Case Number: 24-00871",
					"Robert J. Haverkamp",
					"Linda S. Haverkamp",
					"",
					"    vs.",
					"",
					"Respondents                                                 Hearing Site: Minneapolis, Minnesota",
					"Crestline Capital Markets, LLC",
					"Derek M. Solberg",
					"_______________________________________________________________________________________________"),
				l("Nature of the Dispute: Customers vs. Member and Associated Person"),
				l("This case was decided by an all-public panel."),
				gap(),
				cb("REPRESENTATION OF PARTIES"),
				p("For Claimants Robert J. Haverkamp and Linda S. Haverkamp (\"Claimants\"): Jill M. Abernathy, Esq., Abernathy Securities Law PLLC, Minneapolis, Minnesota."),
				p("For Respondents Crestline Capital Markets, LLC (\"Crestline\") and Derek M. Solberg (\"Solberg\") (collectively, \"Respondents\"): Gregory T. Vanlandingham, Esq. and Priya N. Desai, Esq., Whitford & Lane LLP, Chicago, Illinois."),
				cb("CASE INFORMATION"),
				ls("Statement of Claim filed on or about: April 3, 2024.",
					"Claimants signed the Submission Agreement: March 28, 2024.",
					"",
					"Statement of Answer filed by Respondents on or about: June 5, 2024.",
					"Crestline signed the Submission Agreement: June 4, 2024.",
					"Solberg signed the Submission Agreement: June 4, 2024."),
				cb("CASE SUMMARY"),
				p("In the Statement of Claim, Claimants asserted the following causes of action: unsuitability, breach of fiduciary duty, failure to supervise, and violation of the Minnesota Securities Act. The causes of action relate to Claimants' investments in non-traded real estate investment trusts and a leveraged inverse exchange-traded note."),
				p("Unless specifically admitted in the Statement of Answer, Respondents denied the allegations made in the Statement of Claim and asserted various affirmative defenses."),
			},
			{
				cb("RELIEF REQUESTED"),
				p("In the Statement of Claim, Claimants requested compensatory damages of $412,000.00, interest, attorneys' fees, costs, and such other relief as the Panel deems just. In the Statement of Answer, Respondents requested that the claims be denied and requested expungement of the customer dispute information from Solberg's registration records."),
				cb("OTHER ISSUES CONSIDERED AND DECIDED"),
				p("The Arbitrators acknowledge that they have each read the pleadings and other materials filed by the parties. At the close of the hearing on February 13, 2025, Solberg withdrew his request for expungement without prejudice."),
				cb("AWARD"),
				p("After considering the pleadings, the testimony and evidence presented at the hearing, and any post-hearing submissions, the Panel has decided in full and final resolution of the issues submitted for determination as follows:"),
				p("1. Respondents are jointly and severally liable for and shall pay to Claimants compensatory damages in the amount of $238,500.00."),
				p("2. Respondents are jointly and severally liable for and shall pay to Claimants interest on the above-stated sum at the rate of 6% per annum from March 9, 2021 through and including the date of payment of the Award."),
				p("3. Any and all claims for relief not specifically addressed herein, including Claimants' request for attorneys' fees, are denied."),
				cb("FEES"),
				p("Pursuant to the Code of Arbitration Procedure for Customer Disputes (\"Customer Code\"), the following fees are assessed:"),
				ls("Filing Fees",
					"FINRA Dispute Resolution Services assessed a filing fee* for each claim:",
					"Initial Claim Filing Fee                                                         =$    1,425.00",
					"*The filing fee is made up of a non-refundable and a refundable portion.",
					"",
					"Member Fees",
					"Member fees are assessed to each member firm that is a party in these proceedings. Accordingly, as a party,",
					"Crestline is assessed the following:",
					"Member Surcharge                                                                 =$    2,750.00",
					"Member Process Fee                                                               =$    5,500.00"),
			},
			{
				ls("Hearing Session Fees and Assessments",
					"The Panel has assessed hearing session fees for each session conducted. A session is any meeting between the",
					"parties and the arbitrator(s), including a pre-hearing conference with the arbitrator(s), which lasts four (4) hours or less.",
					"",
					"One (1) pre-hearing session with the Panel @ $1,400.00/session                    =$    1,400.00",
					"Pre-Hearing Conference:      July 22, 2024          1 session",
					"",
					"Eight (8) hearing sessions @ $1,400.00/session                                   =$   11,200.00",
					"Hearing Dates:               February 10, 2025      2 sessions",
					"                             February 11, 2025      2 sessions",
					"                             February 12, 2025      2 sessions",
					"                             February 13, 2025      2 sessions",
					"",
					"Total Hearing Session Fees                                                       =$   12,600.00",
					"",
					"The Panel has assessed $12,600.00 of the hearing session fees jointly and severally to Respondents.",
					"All balances are payable to FINRA Dispute Resolution Services and are due upon receipt."),
				gap(),
				cb("ARBITRATION PANEL"),
				ls("Catherine L. Brandvold        -    Public Arbitrator, Presiding Chairperson",
					"Thomas E. Whitlock            -    Public Arbitrator",
					"Rosa M. Iturbide              -    Public Arbitrator"),
				p("I, the undersigned Arbitrator, do hereby affirm, pursuant to Article 7507 of the Civil Practice Law and Rules, that I am the individual described herein and who executed this instrument, which is my award."),
				l("Concurring Arbitrators' Signatures"),
				ls("/s/ Catherine L. Brandvold                                      03/12/2025",
					"Catherine L. Brandvold                                          Signature Date",
					"Public Arbitrator, Presiding Chairperson",
					"",
					"/s/ Thomas E. Whitlock                                          03/12/2025",
					"Thomas E. Whitlock                                              Signature Date",
					"Public Arbitrator",
					"",
					"/s/ Rosa M. Iturbide                                            03/13/2025",
					"Rosa M. Iturbide                                                Signature Date",
					"Public Arbitrator"),
				gap(),
				ls("March 17, 2025",
					"Date of Service (For FINRA Dispute Resolution Services use only)"),
			},
		}}

	return matterSpec{
		name: "haverkamp-v-crestline", title: "Haverkamp v. Crestline Capital Markets, LLC (FINRA Dispute Resolution Services, No. 24-00871)", heldOut: true,
		firstSight: &Figures{PartyTruth: 10, PartyFound: 10, PartyCorrect: 9, EventTruth: 24, EventHits: 24, Grounded: 1}, // at 8675fff
		docs:       []doc{soc, ans, awd},
		parties: []Party{
			{"Robert J. Haverkamp", "plaintiff"}, // a claimant
			{"Linda S. Haverkamp", "plaintiff"},
			{"Crestline Capital Markets, LLC", "respondent"},
			{"Derek M. Solberg", "respondent"},
			{"Jill M. Abernathy", "counsel"},
			{"Gregory T. Vanlandingham", "counsel"},
			{"Priya N. Desai", "counsel"},
			{"Catherine L. Brandvold", "judge"}, // presiding chairperson
			{"Thomas E. Whitlock", "judge"},
			{"Rosa M. Iturbide", "judge"},
		},
		events: []Event{
			{"2019-05-06", socF, 1},
			{"2020-08-12", socF, 2},
			{"2021-03-09", socF, 2},
			{"2021-06-14", socF, 2},
			{"2023-01-18", socF, 2},
			{"2024-04-03", socF, 2},
			{"2024-04-03", ansF, 1},
			{"2019-05-06", ansF, 1},
			{"2020-07-30", ansF, 1},
			{"2024-06-05", ansF, 2},
			{"2024-04-03", awdF, 1},
			{"2024-03-28", awdF, 1},
			{"2024-06-05", awdF, 1},
			{"2024-06-04", awdF, 1},
			{"2025-02-13", awdF, 2},
			{"2021-03-09", awdF, 2},
			{"2024-07-22", awdF, 3},
			{"2025-02-10", awdF, 3},
			{"2025-02-11", awdF, 3},
			{"2025-02-12", awdF, 3},
			{"2025-02-13", awdF, 3},
			{"2025-03-12", awdF, 3},
			{"2025-03-13", awdF, 3},
			{"2025-03-17", awdF, 3},
		},
	}
}
