package samples

// DEV SET (held out at first sight): a defective modular home action in the
// Supreme Court of British Columbia (Vancouver Registry), on the Supreme
// Court Civil Rules' forms. The notice of civil claim (Form 1: "No.
// S-245678" and "Vancouver Registry" at the top right, "IN THE SUPREME
// COURT OF BRITISH COLUMBIA", "BETWEEN:" with the labels in capitals
// under the names, "AND:", the notice "This action has been started by the
// plaintiff", "Part 1: STATEMENT OF FACTS", "Part 2: RELIEF SOUGHT", "Part
// 3: LEGAL BASIS", "Plaintiff's address for service:", "Place of trial:",
// the court's dates in the form's "dd/Mmm/yyyy" ("11/Mar/2024"),
// "Signature of lawyer for plaintiff" over the lawyer's name, Rule 7-1(1)
// quoted, and the appendix of check boxes); the response to civil claim
// (Form 2: "Filed by: X and Y (the \"defendants\")", "Division 1 -
// Defendants' Response to Facts", "Signature of lawyer for filing
// parties"); the plaintiff's affidavit (Form 109: "This is the 1st
// affidavit of X in this case and was made on ..." in the top corner,
// "I, X, of ..., retired engineer, SWEAR (OR AFFIRM) THAT:", an engineer's
// report named in passing as an exhibit, "SWORN (OR AFFIRMED) BEFORE ME",
// "A commissioner for taking affidavits for British Columbia" over the
// commissioner's name, and the exhibit's stamp); and the order made after
// application (Form 35: "BEFORE ) ASSOCIATE JUDGE ROSSITER ) 19/Jul/2024"
// in bracket columns, "ON THE APPLICATION of ... coming on for hearing ...
// and on hearing X, counsel for the plaintiff, and Y, counsel for the
// defendants", "THIS COURT ORDERS that", "APPROVAL AS TO FORM" with each
// lawyer's signature over "[ ] party [X] lawyer for ...", "By the Court.",
// "Registrar"). Conventions: the lawyer who signs for a party is counsel;
// the commissioner who takes an affidavit, an expert whose report is
// only exhibited and the registrar who signs for the court are no
// parties; an associate judge who makes an order is a judge.
func init() { specs = append(specs, dhaliwal) }

func dhaliwal() matterSpec {
	head := []block{r("No. S-245678"), r("Vancouver Registry"), gap()}
	parties := []block{
		cb("IN THE SUPREME COURT OF BRITISH COLUMBIA"), gap(),
		l("BETWEEN:"),
		c("KEVIN ARJUN DHALIWAL"), r("PLAINTIFF"),
		l("AND:"),
		c("CASCADIA MODULAR HOMES LTD. and PETER HOLGERSEN"), r("DEFENDANTS"), gap(),
	}
	pg := func(bs ...[]block) page {
		var out page
		for _, b := range bs {
			out = append(out, b...)
		}
		return out
	}

	claim := doc{name: "Notice of Civil Claim S-245678.pdf", font: "Times", size: 11,
		pages: []page{
			pg(head, parties, []block{
				cb("NOTICE OF CIVIL CLAIM"), gap(),
				p("This action has been started by the plaintiff for the relief set out in Part 2 below."),
				p("If you intend to respond to this action, you or your lawyer must (a) file a response to civil claim in Form 2 in the above-named registry of this court within the time for response to civil claim described below, and (b) serve a copy of the filed response to civil claim on the plaintiff."),
				p("JUDGMENT MAY BE PRONOUNCED AGAINST YOU IF YOU FAIL to file the response to civil claim within the time for response to civil claim described below."),
				l("Time for response to civil claim"),
				p("A response to civil claim must be filed and served on the plaintiff, (a) if you reside anywhere in Canada, within 21 days after the date on which a copy of the filed notice of civil claim was served on you."),
			}),
			{
				cb("CLAIM OF THE PLAINTIFF"),
				l("Part 1: STATEMENT OF FACTS"),
				p("1. The plaintiff, Kevin Arjun Dhaliwal, is a retired engineer residing in Vancouver, British Columbia."),
				p("2. The defendant Cascadia Modular Homes Ltd. (\"Cascadia\") is a company incorporated under the laws of British Columbia with a registered office at 1900 - 1055 West Georgia Street, Vancouver. The defendant Peter Holgersen is its president and directing mind."),
				p("3. By a written contract dated 6 April 2022, Cascadia agreed to design, build and install a two-storey modular home on the plaintiff's lot at 2215 Sechelt Inlet Road, Sechelt, for $684,000. Holgersen represented to the plaintiff, at a meeting on 15 March 2022, that the home's modules would be built to the 2018 BC Building Code's energy step 4."),
				p("4. The home was installed on 23 January 2023. From the first winter, water entered at the module joints and the roof. The modules were not built to step 4."),
				l("Part 2: RELIEF SOUGHT"),
				p("1. Damages for breach of contract and for negligent misrepresentation; 2. special damages; 3. interest under the Court Order Interest Act; and 4. costs."),
				l("Part 3: LEGAL BASIS"),
				p("1. Cascadia breached the express terms of the contract and the implied warranty that the home would be reasonably fit for its purpose. 2. Holgersen owed the plaintiff a duty of care in making the representation of 15 March 2022, and breached it."),
				ls("Plaintiff's address for service:   Lindqvist Harper LLP, Barristers & Solicitors",
					"                                   2200 - 885 West Georgia Street, Vancouver, B.C. V6C 3H1",
					"Fax number address for service (if any):   None",
					"E-mail address for service (if any):       service@lindqvistharper.ca",
					"Place of trial:   Vancouver, B.C.",
					"The address of the registry is:   800 Smithe Street, Vancouver, B.C. V6Z 2E1"),
				gap(),
				ls("Date: 11/Mar/2024                          ______________________________",
					"                                           Signature of lawyer for plaintiff",
					"                                           Marisa T. Okafor"),
			},
			{
				l("Rule 7-1 (1) of the Supreme Court Civil Rules states:"),
				p("(1) Unless all parties of record consent or the court otherwise orders, each party of record to an action must, within 35 days after the end of the pleading period, (a) prepare a list of documents in Form 22 that lists (i) all documents that are or have been in the party's possession or control and that could, if available, be used by any party at trial to prove or disprove a material fact, and (ii) all other documents to which the party intends to refer at trial, and (b) serve the list on all parties of record."),
				cb("APPENDIX"),
				l("Part 1: CONCISE SUMMARY OF NATURE OF CLAIM:"),
				p("The plaintiff claims damages for a defective modular home and a negligent misrepresentation about its construction."),
				l("Part 2: THIS CLAIM ARISES FROM THE FOLLOWING:"),
				ls("[ ] a motor vehicle accident", "[ ] medical malpractice", "[X] another cause"),
				l("Part 3: THIS CLAIM INVOLVES:"),
				ls("[ ] a class action", "[ ] maritime law", "[ ] aboriginal law", "[X] construction defects", "[ ] real property (real estate)"),
				l("Part 4:"),
				ls("Court Order Interest Act, R.S.B.C. 1996, c. 79", "Sale of Goods Act, R.S.B.C. 1996, c. 410"),
			},
		}}

	response := doc{name: "Response to Civil Claim S-245678.pdf", font: "Times", size: 11,
		pages: []page{
			pg(head, parties, []block{
				cb("RESPONSE TO CIVIL CLAIM"), gap(),
				l("Filed by: Cascadia Modular Homes Ltd. and Peter Holgersen (the \"defendants\")"), gap(),
				l("Part 1: RESPONSE TO NOTICE OF CIVIL CLAIM FACTS"),
				l("Division 1 - Defendants' Response to Facts"),
				p("1. The facts alleged in paragraphs 1 and 2 of Part 1 of the notice of civil claim are admitted."),
				p("2. The facts alleged in paragraph 4 of Part 1 of the notice of civil claim are denied."),
				p("3. The facts alleged in paragraph 3 of Part 1 of the notice of civil claim are outside the knowledge of the defendants, save that the contract dated 6 April 2022 is admitted."),
				l("Division 2 - Defendants' Version of Facts"),
				p("4. The home was built to the approved plans. The water entry reported in December 2023 was caused by the plaintiff's own contractor, who cut the roof membrane to install solar panels in October 2023. Holgersen made no representation on 15 March 2022 about step 4 of the energy code."),
			}),
			{
				l("Part 2: RESPONSE TO RELIEF SOUGHT"),
				p("1. The defendants oppose the granting of the relief sought in paragraphs 1 to 4 of Part 2 of the notice of civil claim."),
				l("Part 3: LEGAL BASIS"),
				p("1. Holgersen acted at all times as an officer of Cascadia and owed the plaintiff no personal duty. 2. The contract's clause 14 limits Cascadia's liability to the cost of repair of the modules."),
				ls("Defendants' address for service:   Fairhaven Stone LLP",
					"                                   1500 - 1040 West Georgia Street, Vancouver, B.C. V6E 4H1",
					"E-mail address for service (if any):   litigation@fairhavenstone.com"),
				gap(),
				ls("Date: 08/Apr/2024                          ______________________________",
					"                                           Signature of lawyer for filing parties",
					"                                           Gordon W. Ashcroft"),
			},
		}}

	affidavit := doc{name: "Affidavit 1 of Kevin Dhaliwal 2024-07-02.pdf", font: "Times", size: 11,
		pages: []page{
			pg([]block{r("This is the 1st affidavit"), r("of Kevin Arjun Dhaliwal in this case"), r("and was made on 02/Jul/2024"), gap()}, head, parties, []block{
				cb("AFFIDAVIT"), gap(),
				p("I, Kevin Arjun Dhaliwal, of 4471 West 12th Avenue, Vancouver, British Columbia, retired engineer, SWEAR (OR AFFIRM) THAT:"),
				p("1. I am the plaintiff in this action and have personal knowledge of the facts and matters deposed to in this affidavit, save where stated to be made on information and belief, in which case I believe them to be true."),
				p("2. On 14 December 2023 I found water running down the inside of the east wall where two modules meet. I wrote to Mr Holgersen the next day. Cascadia sent a crew on 9 January 2024 which caulked the joint; the leak returned in February 2024."),
				p("3. I retained a building envelope engineer, Marcus Ferreira, P.Eng., who inspected the home on 28 February 2024. Attached as Exhibit \"A\" is a true copy of his report dated 7 March 2024."),
				p("4. I make this affidavit in support of my application for an order for the inspection of Cascadia's factory records for the modules."),
			}),
			{
				ls("SWORN (OR AFFIRMED) BEFORE ME           )",
					"at Vancouver, British Columbia,          )",
					"on 02/Jul/2024.                          )",
					"                                         )     ______________________________",
					"______________________________           )     KEVIN ARJUN DHALIWAL",
					"A commissioner for taking affidavits     )",
					"for British Columbia                     )",
					"Hannah Ibsen, Barrister & Solicitor      )"),
				gap(), gap(),
				cb("This is Exhibit \"A\" referred to in the affidavit of"),
				cb("Kevin Arjun Dhaliwal sworn before me at Vancouver,"),
				cb("British Columbia, this 2nd day of July, 2024."),
				gap(),
				c("______________________________"),
				c("A Commissioner for taking Affidavits for British Columbia"),
			},
		}}

	order := doc{name: "Order made after application 2024-07-19.pdf", font: "Times", size: 11,
		pages: []page{
			pg(head, parties, []block{
				cb("ORDER MADE AFTER APPLICATION"), gap(),
				ls("BEFORE       )   ASSOCIATE JUDGE ROSSITER     )   19/Jul/2024",
					"             )                                )"), gap(),
				p("ON THE APPLICATION of the plaintiff coming on for hearing at Vancouver, British Columbia on 19/Jul/2024 and on hearing Marisa T. Okafor, counsel for the plaintiff, and Gordon W. Ashcroft, counsel for the defendants;"),
				l("THIS COURT ORDERS that:"),
				p("1. The defendant Cascadia Modular Homes Ltd. produce for inspection, by 16/Aug/2024, its factory production records, quality control checklists and photographs for the modules built for the plaintiff's home."),
				p("2. The costs of the application be costs in the cause."),
				gap(),
				l("THE FOLLOWING PARTIES APPROVE THE FORM OF THIS ORDER AND CONSENT TO EACH OF THE ORDERS, IF ANY, THAT ARE INDICATED ABOVE AS BEING BY CONSENT:"),
			}),
			{
				ls("______________________________",
					"Signature of Marisa T. Okafor",
					"[ ] party  [X] lawyer for the plaintiff",
					"",
					"______________________________",
					"Signature of Gordon W. Ashcroft",
					"[ ] party  [X] lawyer for the defendants"),
				gap(), gap(),
				ls("                                                         By the Court.",
					"",
					"                                                         ______________________________",
					"                                                         Registrar"),
			},
		}}

	return matterSpec{
		name: "dhaliwal-v-cascadia", title: "Dhaliwal v. Cascadia Modular Homes Ltd. (B.C.S.C., Vancouver Registry No. S-245678)", heldOut: true,
		firstSight: &Figures{PartyTruth: 7, PartyFound: 7, PartyCorrect: 4, EventTruth: 15, EventHits: 15, Grounded: 1}, // at d1fcf33
		docs:       []doc{claim, response, affidavit, order},
		parties: []Party{
			{"Kevin Arjun Dhaliwal", "plaintiff"},
			{"Kevin Arjun Dhaliwal", "declarant"},
			{"Cascadia Modular Homes Ltd.", "defendant"},
			{"Peter Holgersen", "defendant"},
			{"Marisa T. Okafor", "counsel"},
			{"Gordon W. Ashcroft", "counsel"},
			{"Rossiter", "judge"},
		},
		events: []Event{
			{"2022-04-06", "Notice of Civil Claim S-245678.pdf", 2},
			{"2022-03-15", "Notice of Civil Claim S-245678.pdf", 2},
			{"2023-01-23", "Notice of Civil Claim S-245678.pdf", 2},
			{"2024-03-11", "Notice of Civil Claim S-245678.pdf", 2},
			{"2022-04-06", "Response to Civil Claim S-245678.pdf", 1},
			{"2022-03-15", "Response to Civil Claim S-245678.pdf", 1},
			{"2024-04-08", "Response to Civil Claim S-245678.pdf", 2},
			{"2024-07-02", "Affidavit 1 of Kevin Dhaliwal 2024-07-02.pdf", 1},
			{"2023-12-14", "Affidavit 1 of Kevin Dhaliwal 2024-07-02.pdf", 1},
			{"2024-01-09", "Affidavit 1 of Kevin Dhaliwal 2024-07-02.pdf", 1},
			{"2024-02-28", "Affidavit 1 of Kevin Dhaliwal 2024-07-02.pdf", 1},
			{"2024-03-07", "Affidavit 1 of Kevin Dhaliwal 2024-07-02.pdf", 1},
			{"2024-07-02", "Affidavit 1 of Kevin Dhaliwal 2024-07-02.pdf", 2},
			{"2024-07-19", "Order made after application 2024-07-19.pdf", 1},
			{"2024-08-16", "Order made after application 2024-07-19.pdf", 1},
		},
	}
}
