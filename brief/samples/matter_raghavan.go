package samples

// DEV SET (held out at first sight): a home-renovation contract suit in the
// Circuit Court of Fairfax County, Virginia. "VIRGINIA:" over "IN THE
// CIRCUIT COURT OF FAIRFAX COUNTY"; a caption with each party's address
// and, under each defendant, a "SERVE:" block naming its registered agent;
// the complaint (breach of contract and the Virginia Consumer Protection
// Act) signed by the clients' names over "By Counsel" and the lawyers'
// block with "(VSB No. ...)" and "Counsel for Plaintiffs"; the defendants'
// demurrer and plea in bar ("COME NOW the Defendants, ..., by counsel") with
// a certificate of service by email; an attorney-issued subpoena duces
// tecum to a non-party supplier on the court's form (labelled boxes, "TO
// THE PERSON AUTHORIZED BY LAW TO SERVE THIS PROCESS:", the issuing
// attorney's box, a blank return of service); a letter between counsel
// about the defendants' discovery responses ("VIA ELECTRONIC MAIL", a
// two-line "Re:", "Dear Steve:", "cc:" the clients); and the order on the
// demurrer ("ENTERED this 15th day of November, 2024", the judge's name
// under the line, "WE ASK FOR THIS:" and "SEEN AND OBJECTED TO" endorsed
// by each side's lawyer). A registered agent is no party; the supplier a
// subpoena is addressed to is a third party; clients copied on a letter
// are its recipients.
func init() { specs = append(specs, raghavan) }

func raghavan() matterSpec {
	head := []block{ls("VIRGINIA:"), cb("IN THE CIRCUIT COURT OF FAIRFAX COUNTY"), gap()}
	capt := caption("", []string{
		"PRIYA N. RAGHAVAN",
		"and",
		"COLIN J. RAGHAVAN",
		"3107 Wynford Drive",
		"Fairfax, Virginia 22031,",
		"",
		"          Plaintiffs,",
		"",
		"v.",
		"",
		"BLUE RIDGE CUSTOM RENOVATIONS, LLC",
		"   SERVE: Marcia T. Wendt, Registered Agent",
		"          8320 Old Courthouse Road, Suite 200",
		"          Vienna, Virginia 22182",
		"",
		"and",
		"",
		"DALE W. KINCANNON",
		"   SERVE: 14712 Lee Highway",
		"          Centreville, Virginia 20121,",
		"",
		"          Defendants.",
	}, []string{"", "", "", "", "", "", "", "", "Case No. CL 2024-0012876"})
	shortCapt := caption("", []string{
		"PRIYA N. RAGHAVAN, et al.,",
		"          Plaintiffs,",
		"v.",
		"BLUE RIDGE CUSTOM RENOVATIONS, LLC, et al.,",
		"          Defendants.",
	}, []string{"", "", "Case No. CL 2024-0012876"})
	plBlock := ls("_______/s/ Jonathan E. Whitfield________",
		"Jonathan E. Whitfield (VSB No. 71842)",
		"Mara K. Oduya (VSB No. 90417)",
		"HALLORAN WHITFIELD PLC",
		"10560 Main Street, Suite 300",
		"Fairfax, Virginia 22030",
		"(703) 555-0162 (telephone)",
		"(703) 555-0163 (facsimile)",
		"jwhitfield@halloranwhitfield.com",
		"moduya@halloranwhitfield.com",
		"Counsel for Plaintiffs")
	dfBlock := ls("_______/s/ Stephen A. Borkowski________",
		"Stephen A. Borkowski (VSB No. 45508)",
		"Lucia M. Leal (VSB No. 88214)",
		"BORKOWSKI & LEAL, P.C.",
		"4121 Chain Bridge Road, Suite 110",
		"Fairfax, Virginia 22030",
		"(703) 555-0191",
		"sborkowski@borkowskileal.com",
		"Counsel for Defendants")

	complaint := doc{name: "Complaint.pdf", font: "Times", size: 11,
		pages: []page{
			append(append([]block{}, head...), capt, gap(),
				cb("COMPLAINT"), gap(),
				p("Plaintiffs Priya N. Raghavan and Colin J. Raghavan (together, the \"Raghavans\"), by counsel, state as follows for their Complaint against Defendants Blue Ridge Custom Renovations, LLC (\"Blue Ridge\") and Dale W. Kincannon:"),
				cb("PARTIES"),
				p("1. The Raghavans own and live in the home at 3107 Wynford Drive, Fairfax, Virginia."),
				p("2. Blue Ridge is a Virginia limited liability company and a Class B contractor licensed by the Virginia Board for Contractors. Mr. Kincannon is its sole member and managed the work at the Raghavans' home."),
			),
			{
				cb("FACTS"),
				p("3. On April 8, 2023, the Raghavans and Blue Ridge signed a Home Improvement Contract for a kitchen and rear addition at a price of $286,500, to be substantially complete by October 31, 2023."),
				p("4. Mr. Kincannon represented to the Raghavans before they signed that Blue Ridge would pull all permits and that the addition's foundation would be engineered. Neither was true: the Fairfax County inspector issued a stop-work order on September 12, 2023 because no permit had issued for the addition."),
				p("5. Blue Ridge abandoned the job on January 22, 2024, having been paid $231,400. The Raghavans paid another contractor $118,750 to remove and rebuild the footings."),
				cb("COUNT I - BREACH OF CONTRACT (Blue Ridge)"),
				p("6. Blue Ridge breached the contract by failing to obtain permits, performing non-conforming work and abandoning the job."),
				cb("COUNT II - VIRGINIA CONSUMER PROTECTION ACT (Both Defendants)"),
				p("7. The misrepresentations in paragraph 4 were prohibited practices under Va. Code Section 59.1-200(A)(14), and were willful, entitling the Raghavans to treble damages and attorney's fees under Va. Code Section 59.1-204."),
				p("WHEREFORE, the Raghavans ask the Court to enter judgment against the Defendants, jointly and severally, for $150,000, trebled as to Count II, with interest from January 22, 2024, attorney's fees and costs."),
			},
			{
				ls("Dated: August 19, 2024", "",
					"                                     Respectfully submitted,", "",
					"                                     PRIYA N. RAGHAVAN",
					"                                     COLIN J. RAGHAVAN",
					"                                     By Counsel"),
				gap(),
				plBlock,
			},
		}}

	demurrer := doc{name: "Demurrer and Plea in Bar.pdf", font: "Times", size: 11,
		pages: []page{
			append(append([]block{}, head...), shortCapt, gap(),
				cb("DEFENDANTS' DEMURRER AND PLEA IN BAR"), gap(),
				p("COME NOW the Defendants, Blue Ridge Custom Renovations, LLC and Dale W. Kincannon, by counsel, and pursuant to Va. Code Section 8.01-273 and Rule 3:8 of the Rules of the Supreme Court of Virginia, demur to the Complaint filed on August 19, 2024 and state as follows:"),
				p("1. Count II fails to state a claim against Mr. Kincannon individually. The Complaint alleges no statement by him other than on behalf of Blue Ridge, and he is not a supplier in a consumer transaction under Va. Code Section 59.1-198."),
				p("2. Count II fails to plead fraud with the particularity that the Virginia Consumer Protection Act requires where a misrepresentation is its basis."),
				cb("PLEA IN BAR"),
				p("3. Section 17 of the contract signed on April 8, 2023 limits the Plaintiffs' remedies to the cost of completing the work, less the unpaid contract balance."),
				p("WHEREFORE, the Defendants ask the Court to sustain the demurrer and dismiss Count II with prejudice, and to sustain the plea in bar."),
			),
			{
				ls("                                     BLUE RIDGE CUSTOM RENOVATIONS, LLC",
					"                                     DALE W. KINCANNON",
					"                                     By Counsel"),
				gap(),
				dfBlock,
				gap(),
				cb("CERTIFICATE OF SERVICE"),
				p("I hereby certify that on this 9th day of September, 2024, a true copy of the foregoing was sent by electronic mail and first-class mail, postage prepaid, to: Jonathan E. Whitfield, Esq. (VSB No. 71842) and Mara K. Oduya, Esq. (VSB No. 90417), Halloran Whitfield PLC, 10560 Main Street, Suite 300, Fairfax, Virginia 22030, Counsel for Plaintiffs."),
				ls("", "                                     /s/ Stephen A. Borkowski", "                                     Stephen A. Borkowski"),
			},
		}}

	subpoena := doc{name: "Subpoena Duces Tecum - Capitol Tile and Stone.pdf", font: "Helvetica", size: 9,
		pages: []page{
			{
				ls("SUBPOENA DUCES TECUM (CIVIL)                                Case No. ......... CL 2024-0012876",
					"ATTORNEY-ISSUED                                  Rules 4:9A and 4:15 of the Supreme Court of Virginia",
					"Commonwealth of Virginia     VA. CODE Section 8.01-407"),
				gap(),
				ls("Fairfax County Circuit Court",
					"CITY OR COUNTY",
					"4110 Chain Bridge Road, Fairfax, Virginia 22030",
					"STREET ADDRESS OF COURT"),
				gap(),
				ls("PRIYA N. RAGHAVAN, et al.                                  v.   BLUE RIDGE CUSTOM RENOVATIONS, LLC, et al.",
					"PLAINTIFF(S)                                                    DEFENDANT(S)"),
				gap(),
				ls("TO THE PERSON AUTHORIZED BY LAW TO SERVE THIS PROCESS:",
					"You are commanded to summon",
					"",
					"   Capitol Tile & Stone Supply, Inc., Attn: Custodian of Records",
					"   NAME",
					"   6440 General Green Way, Alexandria, Virginia 22312",
					"   ADDRESS"),
				gap(),
				p("TO THE PERSON SUMMONED: You are commanded to make available the documents and tangible things designated and described below at Halloran Whitfield PLC, 10560 Main Street, Suite 300, Fairfax, Virginia 22030, on or before 10:00 a.m. on November 4, 2024, to permit inspection and copying by the requesting party or his agent. You may comply by mailing legible copies with the certificate below."),
				p("Documents to be produced: All invoices, delivery tickets, credit applications, account statements and correspondence concerning purchases by Blue Ridge Custom Renovations, LLC or Dale W. Kincannon for the job at 3107 Wynford Drive, Fairfax, Virginia, from March 1, 2023 to the present."),
				ls("This subpoena is issued by the attorney for the:   [X] Plaintiff   [ ] Defendant",
					"",
					"Jonathan E. Whitfield                      71842               October 7, 2024",
					"NAME OF ATTORNEY                           VIRGINIA STATE BAR NO.      DATE ISSUED",
					"10560 Main Street, Suite 300, Fairfax, Virginia 22030      (703) 555-0162",
					"OFFICE ADDRESS                                             TELEPHONE NUMBER OF ATTORNEY",
					"",
					"/s/ Jonathan E. Whitfield",
					"SIGNATURE OF ATTORNEY"),
			},
			{
				cb("ATTORNEY CERTIFICATION"),
				p("I, the undersigned attorney, certify that a copy of this subpoena duces tecum has been served on counsel of record for each party on the date it was issued, in accordance with Rule 4:9A(a)(2)."),
				ls("/s/ Jonathan E. Whitfield              October 7, 2024", "SIGNATURE OF ATTORNEY                  DATE"),
				gap(),
				cb("RETURN OF SERVICE"),
				ls("NAME: .................................................................",
					"ADDRESS: ..............................................................",
					"[ ] PERSONAL SERVICE             Tel. No. .............................",
					"[ ] Being unable to make personal service, a copy was delivered in the",
					"    following manner:",
					"[ ] NOT FOUND",
					"",
					"......................................., Sheriff",
					"by ....................................., Deputy Sheriff",
					"DATE ........................",
					"",
					"FORM CC-1433 (MASTER, PAGE TWO OF TWO) 07/24"),
			},
		}}

	letter := doc{name: "Whitfield letter 2024-10-21 re discovery responses.pdf", font: "Times", size: 11,
		pages: []page{
			{
				cb("HALLORAN WHITFIELD PLC"),
				small(c("10560 Main Street, Suite 300  |  Fairfax, Virginia 22030  |  (703) 555-0162  |  halloranwhitfield.com"), 8), gap(),
				ls("Jonathan E. Whitfield", "Direct: (703) 555-0164", "jwhitfield@halloranwhitfield.com", "",
					"October 21, 2024", "",
					"VIA ELECTRONIC MAIL", "(sborkowski@borkowskileal.com)", "",
					"Stephen A. Borkowski, Esquire", "Borkowski & Leal, P.C.", "4121 Chain Bridge Road, Suite 110", "Fairfax, Virginia 22030"),
				gap(),
				ls("Re:   Raghavan v. Blue Ridge Custom Renovations, LLC, et al.,",
					"      Fairfax Cir. Ct. Case No. CL 2024-0012876"),
				gap(),
				l("Dear Steve:"),
				p("I write about the Defendants' Answers to Plaintiffs' First Interrogatories and Responses to Requests for Production, served on October 11, 2024. Interrogatories 4, 7 and 9 are answered only with objections, and no documents have been produced in response to Requests 3 through 12, which ask for the job file, permit applications and payment records for the Wynford Drive project."),
				p("Under Rule 4:12(a)(4), an evasive or incomplete answer is treated as a failure to answer. Please supplement the answers and produce the documents by November 1, 2024. If you would like to confer first, I am available by telephone on October 28 or 29, 2024. Otherwise we will file a motion to compel and notice it for the Friday motions docket."),
				ls("Sincerely,", "", "/s/ Jonathan E. Whitfield", "", "Jonathan E. Whitfield", "", "cc:   Priya and Colin Raghavan (via email)", "      Mara K. Oduya, Esq."),
			},
		}}

	order := doc{name: "Order on Demurrer and Plea in Bar 2024-11-15.pdf", font: "Times", size: 11,
		pages: []page{
			append(append([]block{}, head...), shortCapt, gap(),
				cb("ORDER"), gap(),
				p("THIS MATTER came before the Court on the 15th day of November, 2024, upon the Defendants' Demurrer and Plea in Bar, the Plaintiffs' opposition, and the argument of counsel."),
				p("UPON CONSIDERATION WHEREOF, for the reasons stated from the bench, it is hereby"),
				p("ORDERED that the Demurrer is SUSTAINED as to Count II insofar as it is brought against Dale W. Kincannon, with leave to amend within twenty-one (21) days of the entry of this Order; and it is further"),
				p("ORDERED that the Demurrer is otherwise OVERRULED; and it is further"),
				p("ORDERED that the Plea in Bar is taken under advisement and set for an evidentiary hearing on January 17, 2025 at 10:00 a.m."),
				ls("ENTERED this 15th day of November, 2024.", "", "",
					"                                     ______________________________",
					"                                     Kathleen R. Ostrander, Judge"),
			),
			{
				l("WE ASK FOR THIS:"), gap(),
				dfBlock,
				gap(),
				l("SEEN AND OBJECTED TO for the reasons stated on the record:"), gap(),
				plBlock,
			},
		}}

	return matterSpec{
		name: "raghavan-v-blue-ridge", title: "Raghavan v. Blue Ridge Custom Renovations, LLC (Fairfax Cir. Ct., No. CL 2024-0012876)", heldOut: true,
		firstSight: &Figures{PartyTruth: 15, PartyFound: 15, PartyCorrect: 11, EventTruth: 19, EventHits: 17, Grounded: 1}, // at ca5c45b
		docs:       []doc{complaint, demurrer, subpoena, letter, order},
		parties: []Party{
			{"Priya N. Raghavan", "plaintiff"},
			{"Priya N. Raghavan", "recipient"},
			{"Colin J. Raghavan", "plaintiff"},
			{"Colin J. Raghavan", "recipient"},
			{"Blue Ridge Custom Renovations, LLC", "defendant"},
			{"Dale W. Kincannon", "defendant"},
			{"Jonathan E. Whitfield", "counsel"},
			{"Jonathan E. Whitfield", "sender"},
			{"Mara K. Oduya", "counsel"},
			{"Mara K. Oduya", "recipient"},
			{"Stephen A. Borkowski", "counsel"},
			{"Stephen A. Borkowski", "recipient"},
			{"Lucia M. Leal", "counsel"},
			{"Capitol Tile & Stone Supply, Inc.", "third party"},
			{"Kathleen R. Ostrander", "judge"},
		},
		events: []Event{
			{"2023-04-08", "Complaint.pdf", 2},
			{"2023-10-31", "Complaint.pdf", 2},
			{"2023-09-12", "Complaint.pdf", 2},
			{"2024-01-22", "Complaint.pdf", 2},
			{"2024-08-19", "Complaint.pdf", 3},
			{"2024-08-19", "Demurrer and Plea in Bar.pdf", 1},
			{"2023-04-08", "Demurrer and Plea in Bar.pdf", 1},
			{"2024-09-09", "Demurrer and Plea in Bar.pdf", 2},
			{"2024-11-04", "Subpoena Duces Tecum - Capitol Tile and Stone.pdf", 1},
			{"2023-03-01", "Subpoena Duces Tecum - Capitol Tile and Stone.pdf", 1},
			{"2024-10-07", "Subpoena Duces Tecum - Capitol Tile and Stone.pdf", 1},
			{"2024-10-07", "Subpoena Duces Tecum - Capitol Tile and Stone.pdf", 2},
			{"2024-10-21", "Whitfield letter 2024-10-21 re discovery responses.pdf", 1},
			{"2024-10-11", "Whitfield letter 2024-10-21 re discovery responses.pdf", 1},
			{"2024-11-01", "Whitfield letter 2024-10-21 re discovery responses.pdf", 1},
			{"2024-10-28", "Whitfield letter 2024-10-21 re discovery responses.pdf", 1},
			{"2024-10-29", "Whitfield letter 2024-10-21 re discovery responses.pdf", 1},
			{"2024-11-15", "Order on Demurrer and Plea in Bar 2024-11-15.pdf", 1},
			{"2025-01-17", "Order on Demurrer and Plea in Bar 2024-11-15.pdf", 1},
		},
	}
}
