package sealed

import "pramaan/brief/truth"

// A condominium buyers' suit in a Philippine Regional Trial Court: the
// "Republic of the Philippines / REGIONAL TRIAL COURT / National Capital
// Judicial Region / Branch ... / Makati City" heading, "SPOUSES ...,
// Plaintiffs, -versus- ..., Defendants." with "CIVIL CASE NO." and "For:"
// beside it and an "x----x" rule; the complaint ("unto this Honorable
// Court, most respectfully state"), counsel's block with Roll of Attorneys,
// IBP, PTR and MCLE numbers; the verification and certification against
// forum shopping, notarised ("Doc. No.; Page No.; Book No.; Series of");
// the summons ("WITNESS THE HONORABLE ... Presiding Judge") with the
// sheriff's return; the answer with its corporate verification; and the
// court's order referring the case to mediation ("SO ORDERED", "Copy
// furnished").
func init() { specs = append(specs, villareal) }

func villareal() spec {
	court := []block{c("Republic of the Philippines"), cb("REGIONAL TRIAL COURT"), c("National Capital Judicial Region"), c("Branch 148"), c("Makati City"), gap()}
	capt := func(title string) []block {
		return with(court, caption("", []string{
			"SPOUSES RODOLFO M. VILLAREAL and", "MARICEL D. VILLAREAL,", "                    Plaintiffs,", "", "          -versus-", "",
			"GOLDCREST HOMES DEVELOPMENT", "CORPORATION and ARTURO B. SANTILLAN,", "                    Defendants.",
		}, []string{"CIVIL CASE NO. R-MKT-24-01187-CV", "", "For: Rescission of Contract,", "Sum of Money and Damages"}),
			[]block{l("x-------------------------------------------------------------------------------x"), gap(), cb(title), gap()})
	}
	ibp := func(name, roll, ibpNo, ptr, mcle string) []string {
		return []string{"ATTY. " + name, "Roll of Attorneys No. " + roll, "IBP Lifetime No. " + ibpNo + "; Makati Chapter", "PTR No. " + ptr + "; Makati City", "MCLE Compliance No. " + mcle}
	}

	complaint := doc{name: "Complaint Civil Case R-MKT-24-01187-CV.pdf", font: "Times", size: 11, paper: "Letter", footer: "%d",
		pages: []page{
			with(capt("C O M P L A I N T"), []block{
				p("Plaintiffs, through the undersigned counsel, unto this Honorable Court, most respectfully state:"),
				cb("THE PARTIES"),
				p("1. Plaintiffs Spouses Rodolfo M. Villareal and Maricel D. Villareal are of legal age, Filipinos, and residents of 27 Acacia Lane, Barangay San Lorenzo, Makati City, where they may be served with notices and processes of this Honorable Court."),
				p("2. Defendant Goldcrest Homes Development Corporation (\"Goldcrest\") is a domestic corporation with principal office at 14th Floor, Goldcrest Tower, Ayala Avenue, Makati City, where it may be served with summons."),
				p("3. Defendant Arturo B. Santillan is the President of Goldcrest, impleaded for having personally signed the contract and the promises complained of, and may be served at the same address."),
				cb("CAUSE OF ACTION"),
				p("4. On 15 January 2019, Plaintiffs and Goldcrest executed a Contract to Sell over Unit 2305 of The Verdana Residences for P8,640,000.00, with turnover of the unit promised on or before 31 December 2021."),
			}),
			{
				p("5. Plaintiffs paid the full downpayment and sixty monthly amortizations, the last on 5 January 2024, totalling P6,912,000.00. To date the building has not been completed."),
				p("6. On 3 April 2024, Plaintiffs sent Goldcrest a formal demand for refund under Section 23 of Presidential Decree No. 957, which Goldcrest received on 8 April 2024. Goldcrest has not paid."),
				cb("PRAYER"),
				p("WHEREFORE, premises considered, it is respectfully prayed that judgment be rendered (a) rescinding the Contract to Sell; (b) ordering Defendants jointly and severally to refund P6,912,000.00 with legal interest from 8 April 2024; (c) awarding moral damages of P300,000.00, exemplary damages of P200,000.00, and attorney's fees of P250,000.00; and (d) costs of suit."),
				l("Other reliefs just and equitable are likewise prayed for."),
				l("Makati City, 20 May 2024."), gap(),
				cb("DE LOS SANTOS PANGANIBAN & ROXAS LAW OFFICES"), c("Counsel for Plaintiffs"), c("Unit 1705, Cityland Herrera Tower, V.A. Rufino Street, Salcedo Village, Makati City"), c("Tel. (02) 8555-0137 | dpr.law@example.ph"), gap(),
				row([]float64{0.5, 0.5},
					"By:\n\n"+joinLines(ibp("JOSELITO C. PANGANIBAN", "58113", "014422", "MKT 10284471; 01-03-2024", "VII-0019384")),
					"\n\n"+joinLines(ibp("ANNA MARGARITA R. ROXAS", "71206", "022871", "MKT 10284472; 01-03-2024", "VIII-0002217"))),
			},
			{
				cb("VERIFICATION AND CERTIFICATION AGAINST FORUM SHOPPING"), gap(),
				p("We, RODOLFO M. VILLAREAL and MARICEL D. VILLAREAL, of legal age, Filipinos, and residents of 27 Acacia Lane, Barangay San Lorenzo, Makati City, after having been duly sworn in accordance with law, depose and state:"),
				p("1. We are the plaintiffs in the above-entitled case and have caused the preparation of the foregoing Complaint;"),
				p("2. We have read the Complaint, and its allegations are true and correct of our personal knowledge and based on authentic records; the Complaint is not filed to harass, cause unnecessary delay, or needlessly increase the cost of litigation;"),
				p("3. We have not commenced any other action or filed any claim involving the same issues in the Supreme Court, the Court of Appeals, or any other tribunal or agency, and to the best of our knowledge no such action or claim is pending therein; should we learn of one, we undertake to report that fact within five (5) days to this Honorable Court."),
				row([]float64{0.5, 0.5}, "RODOLFO M. VILLAREAL\nAffiant", "MARICEL D. VILLAREAL\nAffiant"), gap(),
				p("SUBSCRIBED AND SWORN to before me this 20th day of May 2024 at Makati City, affiants exhibiting to me their competent evidence of identity: Philippine Passport Nos. P4418327B and P4418328B, respectively."),
				ls("", "                                        ATTY. LEONORA S. BAUTISTA", "                                        Notary Public for Makati City", "                                        Until December 31, 2025", "                                        Appointment No. M-112 (2024-2025)", "                                        Roll No. 45890",
					"Doc. No. 214;", "Page No. 44;", "Book No. III;", "Series of 2024."),
			},
		}}

	summons := doc{name: "Summons and Sheriff's Return.pdf", font: "Times", size: 11, paper: "Letter",
		pages: []page{
			with(court, []block{
				ls("SPS. RODOLFO M. VILLAREAL and MARICEL D. VILLAREAL,", "          Plaintiffs,", "     -versus-                          CIVIL CASE NO. R-MKT-24-01187-CV",
					"GOLDCREST HOMES DEVELOPMENT CORPORATION and", "ARTURO B. SANTILLAN,", "          Defendants."),
				l("x-------------------------------------------------------------------------------x"), gap(),
				cb("S U M M O N S"), gap(),
				ls("TO:  GOLDCREST HOMES DEVELOPMENT CORPORATION, through its President,", "     ARTURO B. SANTILLAN, and ARTURO B. SANTILLAN", "     14th Floor, Goldcrest Tower, Ayala Avenue, Makati City"), gap(),
				l("G R E E T I N G S :"),
				p("You are hereby required, within thirty (30) calendar days after service of this Summons upon you, to file with this Court and serve on the plaintiffs your Answer to the Complaint, a copy of which is attached, together with the annexes. You are reminded of the provision in the IBP-OCA Memorandum on Policy Guidelines dated 12 March 2002 to observe restraint in filing a motion to dismiss and instead allege the grounds thereof as defenses in the Answer. If you fail to answer within the time fixed, the plaintiffs will take judgment by default and may be granted the relief applied for."),
				p("WITNESS THE HONORABLE CARMELITA V. OCAMPO-RIVERA, Presiding Judge of this Court, this 3rd day of June 2024."),
				ls("", "                                        ATTY. RUEL M. DIZON", "                                        Branch Clerk of Court"),
			}),
			{
				cb("OFFICER'S RETURN"), gap(),
				ls("Civil Case No. R-MKT-24-01187-CV", "Sps. Villareal v. Goldcrest Homes Development Corporation, et al."), gap(),
				p("THIS IS TO CERTIFY that on 11 June 2024, at about 2:15 in the afternoon, the undersigned served the Summons, together with a copy of the Complaint and its annexes, upon defendant Goldcrest Homes Development Corporation through its Corporate Secretary, and upon defendant Arturo B. Santillan personally, at 14th Floor, Goldcrest Tower, Ayala Avenue, Makati City, as evidenced by their signatures on the original."),
				ls("Makati City, 12 June 2024.", "", "                                        ROMEO T. GALVEZ", "                                        Sheriff IV"),
			},
		}}

	answer := doc{name: "Answer with Compulsory Counterclaim.pdf", font: "Times", size: 11, paper: "Letter", footer: "%d",
		pages: []page{
			with(capt("ANSWER (With Compulsory Counterclaim)"), []block{
				p("Defendants Goldcrest Homes Development Corporation and Arturo B. Santillan, through counsel, respectfully state:"),
				p("1. Defendants admit paragraphs 1 to 4 of the Complaint, subject to the qualification that the turnover date in the Contract to Sell is subject to force majeure, including the community quarantines in force from 16 March 2020."),
				p("2. Defendants deny paragraph 6 insofar as it alleges that Plaintiffs are entitled to a full refund; their remedy under Presidential Decree No. 957 is limited by the cancellation provisions of the contract."),
				p("3. Defendant Santillan signed the Contract to Sell solely as corporate officer and has no personal liability."),
				cb("COMPULSORY COUNTERCLAIM"),
				p("4. By reason of this baseless suit, Defendant Santillan has suffered besmirched reputation for which Plaintiffs should pay moral damages of P500,000.00."),
			}),
			{
				l("Makati City, 10 July 2024."), gap(),
				ls("TOLENTINO ESGUERRA & LACSON", "Counsel for Defendants", "22nd Floor, Philam Tower, Paseo de Roxas, Makati City", "By:"),
				ls(ibp("EMMANUEL R. TOLENTINO", "49902", "009871", "MKT 10281145; 01-04-2024", "VII-0012290")...), gap(),
				cb("VERIFICATION AND CERTIFICATION"),
				p("I, ARTURO B. SANTILLAN, of legal age, after having been duly sworn, depose and state: that I am the President of Goldcrest Homes Development Corporation, duly authorized by its Board of Directors by Resolution dated 28 June 2024, as shown by the attached Secretary's Certificate; that I have caused the preparation of the foregoing Answer, and its allegations are true and correct of my personal knowledge and based on authentic records; and that Defendants have not commenced any other action involving the same issues."),
				ls("", "                                        ARTURO B. SANTILLAN", "                                        Affiant", "",
					"SUBSCRIBED AND SWORN to before me this 9th day of July 2024 in Makati City.", "", "Doc. No. 377; Page No. 76; Book No. II; Series of 2024."),
			},
		}}

	order := doc{name: "Order 12 August 2024.pdf", font: "Times", size: 11, paper: "Letter",
		pages: []page{
			with(court, []block{
				ls("SPS. RODOLFO M. VILLAREAL and MARICEL D. VILLAREAL,", "          Plaintiffs,", "     -versus-                          CIVIL CASE NO. R-MKT-24-01187-CV",
					"GOLDCREST HOMES DEVELOPMENT CORPORATION, et al.,", "          Defendants."),
				l("x-------------------------------------------------------------------------------x"), gap(),
				cb("O R D E R"), gap(),
				p("Issues having been joined with the filing of the Answer on 10 July 2024 and the Reply on 22 July 2024, and Plaintiffs having filed their Pre-Trial Brief on 5 August 2024, the Court hereby refers this case to the Philippine Mediation Center Unit, Makati City, for Court-Annexed Mediation. The parties and their counsel are directed to appear before the Mediation Center on 28 August 2024 at 9:00 in the morning."),
				p("Should mediation fail, pre-trial is set on 26 September 2024 at 8:30 in the morning. Defendants are reminded to file their Pre-Trial Brief at least three (3) days before that date."),
				l("SO ORDERED."),
				l("Makati City, 12 August 2024."), gap(),
				ls("                                        CARMELITA V. OCAMPO-RIVERA", "                                        Presiding Judge"), gap(),
				ls("Copy furnished:", "Atty. Joselito C. Panganiban / Atty. Anna Margarita R. Roxas - counsel for Plaintiffs", "Atty. Emmanuel R. Tolentino - counsel for Defendants", "Philippine Mediation Center Unit - Makati City"),
			}),
		}}

	return spec{
		name: "villareal-v-goldcrest-homes-rtc", title: "Sps. Villareal v. Goldcrest Homes Development Corp. (RTC Makati Br. 148, Civil Case No. R-MKT-24-01187-CV)",
		firstSight: &truth.Figures{PartyTruth: 12, PartyFound: 9, PartyCorrect: 5, EventTruth: 20, EventHits: 20, Grounded: 1}, // at commit 74cae5c
		docs:       []doc{complaint, summons, answer, order},
		parties: []truth.Party{
			{Name: "Rodolfo M. Villareal", Role: "plaintiff"},
			{Name: "Maricel D. Villareal", Role: "plaintiff"},
			{Name: "Rodolfo M. Villareal", Role: "declarant"}, // the verification
			{Name: "Maricel D. Villareal", Role: "declarant"},
			{Name: "Goldcrest Homes Development Corporation", Role: "defendant"},
			{Name: "Arturo B. Santillan", Role: "defendant"},
			{Name: "Arturo B. Santillan", Role: "declarant"},
			{Name: "Joselito C. Panganiban", Role: "counsel"},
			{Name: "Anna Margarita R. Roxas", Role: "counsel"},
			{Name: "Emmanuel R. Tolentino", Role: "counsel"},
			{Name: "Romeo T. Galvez", Role: "declarant"}, // the sheriff's return
			{Name: "Carmelita V. Ocampo-Rivera", Role: "judge"},
		},
		events: []truth.Event{
			{Date: "2019-01-15", File: "Complaint Civil Case R-MKT-24-01187-CV.pdf", Page: 1},
			{Date: "2021-12-31", File: "Complaint Civil Case R-MKT-24-01187-CV.pdf", Page: 1},
			{Date: "2024-01-05", File: "Complaint Civil Case R-MKT-24-01187-CV.pdf", Page: 2},
			{Date: "2024-04-03", File: "Complaint Civil Case R-MKT-24-01187-CV.pdf", Page: 2},
			{Date: "2024-04-08", File: "Complaint Civil Case R-MKT-24-01187-CV.pdf", Page: 2},
			{Date: "2024-05-20", File: "Complaint Civil Case R-MKT-24-01187-CV.pdf", Page: 2},
			{Date: "2024-05-20", File: "Complaint Civil Case R-MKT-24-01187-CV.pdf", Page: 3},
			{Date: "2024-06-03", File: "Summons and Sheriff's Return.pdf", Page: 1},
			{Date: "2024-06-11", File: "Summons and Sheriff's Return.pdf", Page: 2},
			{Date: "2024-06-12", File: "Summons and Sheriff's Return.pdf", Page: 2},
			{Date: "2020-03-16", File: "Answer with Compulsory Counterclaim.pdf", Page: 1},
			{Date: "2024-07-10", File: "Answer with Compulsory Counterclaim.pdf", Page: 2},
			{Date: "2024-06-28", File: "Answer with Compulsory Counterclaim.pdf", Page: 2},
			{Date: "2024-07-09", File: "Answer with Compulsory Counterclaim.pdf", Page: 2},
			{Date: "2024-08-12", File: "Order 12 August 2024.pdf", Page: 1},
			{Date: "2024-07-10", File: "Order 12 August 2024.pdf", Page: 1},
			{Date: "2024-07-22", File: "Order 12 August 2024.pdf", Page: 1},
			{Date: "2024-08-05", File: "Order 12 August 2024.pdf", Page: 1},
			{Date: "2024-08-28", File: "Order 12 August 2024.pdf", Page: 1},
			{Date: "2024-09-26", File: "Order 12 August 2024.pdf", Page: 1},
		},
	}
}

// joinLines joins lines with newlines, for a table cell of several lines.
func joinLines(lines []string) string {
	out := ""
	for i, s := range lines {
		if i > 0 {
			out += "\n"
		}
		out += s
	}
	return out
}
