package samples

// DEV SET (held out at first sight): a shareholder dispute in the Business
// List of the Business and Property Courts (ChD) between the two founders
// of a data company, over a compulsory transfer of the minority
// founder's shares as a "bad leaver". The claim form in the N1 layout
// (the court-use box with "Claim no." and "Issue date", the seal,
// "Claimant(s) name(s) and address(es) including postcode", "Defendant(s)
// name and address(es)" with "(1)" / "(2)", "Brief details of claim",
// "Value", the statement of truth with tick boxes signed by the
// claimant's solicitor under "Full name", "Name of claimant's legal
// representative's firm" and "Position or office held", the form's
// footer); the claimant's first witness statement (the marginal note
// "Claimant / P D Ramaswamy-Cole / 1st / Exhibit PDRC1 / 3 March 2025" at
// the top right, "I, X, of ..., will say as follows:", the finance
// director named, the statement of truth with the contempt warning); the
// interim order ("BEFORE DEPUTY MASTER KASHANI", "UPON hearing counsel
// for the Claimant and the solicitor for the Defendants" with none named,
// "AND UPON reading" the two sides' witness statements, an expedited
// trial window, the note of the sealed copy's service); and the approved
// judgment's cover ("Neutral Citation Number: [2025] EWHC 1742 (Ch)",
// the Rolls Building's address, "Date: 04/07/2025", "Before :" a King's
// Counsel "(sitting as a Deputy High Court Judge)", "Between :" with the
// labels at the right, "Mr X KC and Ms Y (instructed by Z LLP) for the
// Claimant", "Hearing dates: 10-12 June 2025", the hand-down note) and
// its first pages, with the witnesses heard.
// Conventions: the claimant is the plaintiff (the documented vocabulary);
// the other founder and the company are defendants; the solicitor who
// signs the claim form's statement of truth and the barristers named in
// the judgment are counsel (the firms are no parties); the maker of the
// witness statement in the bundle is its declarant, and a statement the
// order only recites (the first defendant's) makes no declarant; those
// the judge heard give evidence are witnesses (the claimant and the first
// defendant too); the deputy master, keyed by the surname the order gives,
// and the deputy High Court judge, by his full name, are judges. The
// company's auditors, the cited cases' parties and the solicitors' firms
// are no parties. The judgment's "Date: 04/07/2025" is day first (4 July
// 2025, the hand-down date in words beside it); a hearing range "10-12
// June 2025" is two events, its first and last days.
func init() { specs = append(specs, ramaswamyCole) }

func ramaswamyCole() matterSpec {
	const (
		n1F  = "Claim Form BL-2025-000318.pdf"
		wsF  = "First Witness Statement of Priya Devi Ramaswamy-Cole.pdf"
		ordF = "Order of Deputy Master Kashani 14.04.2025.pdf"
		jdgF = "Approved Judgment [2025] EWHC 1742 (Ch).pdf"
	)
	heading := []block{
		cb("IN THE HIGH COURT OF JUSTICE"), cb("BUSINESS AND PROPERTY COURTS OF ENGLAND AND WALES"), cb("BUSINESS LIST (ChD)"), gap(),
	}
	between := []block{
		l("BETWEEN:"), gap(),
		c("PRIYA DEVI RAMASWAMY-COLE"), r("Claimant"), c("- and -"),
		c("(1) HUGO FAIRBAIRN"), c("(2) LYNMOUTH ANALYTICS LIMITED"), r("Defendants"),
		c("_______________________________________"),
	}

	n1 := doc{name: n1F, font: "Helvetica", size: 9.5, unicode: true,
		footer: "N1 Claim form (CPR Part 7) (12.24)                 © Crown Copyright 2024                                  Page %d of %t",
		pages: []page{
			{
				ls("                                                                                  +-----------------------------------+",
					"Claim Form                                                                        |  For court use only               |",
					"                                                                                  |  Claim no.    BL-2025-000318      |",
					"In the High Court of Justice                                                      |  Issue date   21 Jan 2025         |",
					"Business and Property Courts of England and Wales                                 |          [SEAL OF THE HIGH COURT] |",
					"Business List (ChD)                                                               +-----------------------------------+",
					"Fee Account no.  PBA0087261"),
				gap(),
				l("Claimant(s) name(s) and address(es) including postcode"),
				ls("   PRIYA DEVI RAMASWAMY-COLE", "   27 Alwyne Road, London N1 2HW"),
				gap(),
				l("Defendant(s) name and address(es) including postcode"),
				ls("   (1) HUGO FAIRBAIRN", "       9 Lansdown Crescent, Bath BA1 5EX",
					"   (2) LYNMOUTH ANALYTICS LIMITED (company number 10492716)", "       registered office 3 Temple Quay, Bristol BS1 6DZ"),
				gap(),
				l("Brief details of claim"),
				p("The Claimant and the First Defendant founded the Second Defendant and hold 40% and 60% of its shares. The Claimant claims (1) a declaration that she is not a \"Bad Leaver\" within clause 14.3 of the shareholders' agreement dated 2 May 2019, that the compulsory transfer notice served on her on 15 November 2024 is invalid and that she remains the registered holder of her shares; (2) an injunction restraining the Defendants from registering any transfer of those shares; (3) damages for breach of the shareholders' agreement; and (4) further or other relief, interest and costs."),
				l("Value"),
				p("The Claimant expects to recover more than £1,000,000."),
				l("Defendant's name and address for service including postcode"),
				ls("   Quayle Ashdown Solicitors, 12 Queen Square, Bristol BS1 4NT (solicitors for both Defendants)"),
			},
			{
				l("Particulars of Claim       [X] attached    [ ] to follow"),
				gap(),
				l("Statement of truth"),
				p("The Claimant believes that the facts stated in this claim form are true. I am duly authorised by the claimant to sign this statement. The Claimant understands that proceedings for contempt of court may be brought against anyone who makes, or causes to be made, a false statement in a document verified by a statement of truth without an honest belief in its truth."),
				ls("   [ ] Claimant    [ ] Litigation friend    [X] Claimant's legal representative (as defined by CPR 2.3(1))",
					"",
					"   Signature      /s/ T. Aldridge-Mensah",
					"",
					"   Date           20/01/2025",
					"",
					"   Full name      Thomas Aldridge-Mensah",
					"",
					"   Name of claimant's legal representative's firm      Harcastle Penrose LLP",
					"",
					"   Position or office held      Partner"),
				gap(),
				l("Claimant's or claimant's legal representative's address to which documents should be sent"),
				ls("   Harcastle Penrose LLP", "   40 Gracechurch Street", "   London EC3V 0BT", "   DX 185 London/City",
					"   Telephone  020 7946 0318", "   Email  tam@harcastlepenrose.co.uk", "   Your Ref.  TAM/RAM/0041"),
			},
		}}

	ws := doc{name: wsF, font: "Times", size: 12, unicode: true,
		footer: "%d",
		pages: []page{
			append(append(append([]block{
				small(ls("                                                                                                   Claimant",
					"                                                                                                   P D Ramaswamy-Cole",
					"                                                                                                   1st",
					"                                                                                                   Exhibit PDRC1",
					"                                                                                                   3 March 2025"), 9),
				r("Claim No. BL-2025-000318"), gap(),
			}, heading...), between...), gap(),
				cb("FIRST WITNESS STATEMENT OF PRIYA DEVI RAMASWAMY-COLE"), gap(),
				p("I, PRIYA DEVI RAMASWAMY-COLE, of 27 Alwyne Road, London N1 2HW, will say as follows:"),
				p("1. I am the Claimant. I co-founded the Second Defendant (\"Lynmouth\") with the First Defendant (\"Mr Fairbairn\") and was its chief technology officer and a director until 8 November 2024. I make this statement in support of my application for an interim injunction. There is now shown to me a paginated bundle marked \"PDRC1\", and page references are to it."),
				p("2. Mr Fairbairn and I entered into the shareholders' agreement with Lynmouth on 2 May 2019 (PDRC1/1-38). Under clause 14.3 a departing founder is a \"Bad Leaver\" only if dismissed for gross misconduct."),
			),
			{
				p("3. At a board meeting on 8 November 2024, attended by Mr Fairbairn and Lynmouth's finance director, Ms Sunita Varghese, I was removed as a director. No allegation of misconduct was put to me. On 15 November 2024 Lynmouth served on me a compulsory transfer notice at nominal value (PDRC1/39-41), which I say is invalid."),
				p("4. I am told by Mr Fairbairn's email of 26 February 2025 (PDRC1/52) that Lynmouth intends to register the transfer of my shares at its board meeting on 7 March 2025 unless restrained."),
				cb("STATEMENT OF TRUTH"),
				p("I believe that the facts stated in this witness statement are true. I understand that proceedings for contempt of court may be brought against anyone who makes, or causes to be made, a false statement in a document verified by a statement of truth without an honest belief in its truth."),
				ls("Signed:   /s/ P D Ramaswamy-Cole",
					"Name:     PRIYA DEVI RAMASWAMY-COLE",
					"Dated:    3 March 2025"),
			},
		}}

	ord := doc{name: ordF, font: "Times", size: 11.5, unicode: true, footer: "%d",
		pages: []page{
			append(append(append([]block{r("Claim No. BL-2025-000318"), gap()}, heading...), between...), gap(),
				cb("BEFORE DEPUTY MASTER KASHANI"), c("Dated 14 April 2025"), gap(),
				cb("ORDER"), gap(),
				p("UPON the Claimant's application notice dated 4 March 2025 for an interim injunction and directions"),
				p("AND UPON hearing counsel for the Claimant and the solicitor for the Defendants"),
				p("AND UPON reading the first witness statement of Priya Devi Ramaswamy-Cole dated 3 March 2025 and exhibit PDRC1, and the first witness statement of Hugo Fairbairn dated 28 March 2025"),
				l("IT IS ORDERED THAT:"),
				p("1. Until judgment or further order, the Second Defendant shall not register any transfer of the Claimant's 400 ordinary shares, and the Defendants shall not take any step under the compulsory transfer notice dated 15 November 2024."),
				p("2. The trial of the claim shall be expedited and listed in a window starting on 9 June 2025, time estimate 3 days, before a High Court Judge or a Deputy High Court Judge."),
			),
			{
				p("3. The parties shall give disclosure of the documents listed in the agreed schedule by 9 May 2025 and exchange signed witness statements of fact by 23 May 2025."),
				p("4. Costs in the case."),
				gap(),
				small(p("Service of the order: The court has provided a sealed copy of this order to the serving party, Harcastle Penrose LLP, 40 Gracechurch Street, London EC3V 0BT, solicitors for the Claimant."), 9),
			},
		}}

	jdg := doc{name: jdgF, font: "Times", size: 11.5, unicode: true,
		footer: "Approved Judgment                    Ramaswamy-Cole v Fairbairn                    Page %d",
		pages: []page{
			append(append([]block{
				r("Neutral Citation Number: [2025] EWHC 1742 (Ch)"), gap(),
				r("Case No: BL-2025-000318"),
			}, heading...),
				r("Rolls Building"), r("Fetter Lane, London, EC4A 1NL"), gap(),
				r("Date: 04/07/2025"), gap(),
				c("Before :"), gap(),
				cb("MR JAMES TREMAYNE-ASHBY KC"), c("(sitting as a Deputy High Court Judge)"),
				c("- - - - - - - - - - - - - - - - - - - - -"),
				c("Between :"), gap(),
				cb("PRIYA DEVI RAMASWAMY-COLE"), r("Claimant"), c("- and -"),
				cb("(1) HUGO FAIRBAIRN"), cb("(2) LYNMOUTH ANALYTICS LIMITED"), r("Defendants"),
				c("- - - - - - - - - - - - - - - - - - - - -"), gap(),
				c("Mr Oliver Stanhope KC and Ms Chiamaka Eze (instructed by Harcastle Penrose LLP) for the Claimant"),
				c("Mr Rupert Vandermeer (instructed by Quayle Ashdown Solicitors) for the Defendants"), gap(),
				c("Hearing dates: 10-12 June 2025"),
				c("- - - - - - - - - - - - - - - - - - - - -"), gap(),
				cb("Approved Judgment"),
				small(p("This judgment was handed down remotely at 10.30am on Friday 4 July 2025 by circulation to the parties or their representatives by e-mail and by release to the National Archives."), 9.5),
			),
			{
				l("MR JAMES TREMAYNE-ASHBY KC:"), gap(),
				cb("Introduction"),
				p("1. The Claimant, Ms Ramaswamy-Cole, and the First Defendant, Mr Fairbairn, founded the Second Defendant (\"Lynmouth\") in 2018. By a shareholders' agreement dated 2 May 2019 they agreed that a founder who left Lynmouth would have to sell her or his shares at nominal value if she or he was a \"Bad Leaver\", and at market value otherwise. On 8 November 2024 the board, on Mr Fairbairn's casting vote, removed the Claimant as a director, and on 15 November 2024 Lynmouth served a compulsory transfer notice treating her as a Bad Leaver."),
				p("2. On 14 April 2025 Deputy Master Kashani restrained the transfer until trial and ordered an expedited trial, which took place before me on 10, 11 and 12 June 2025."),
				p("3. I heard oral evidence from the Claimant, from Mr Fairbairn and from Ms Sunita Varghese, Lynmouth's former finance director, who was called by the Defendants. I also had the report of Lynmouth's auditors, Carrow Henley LLP, on the 2023 accounts, which was not challenged."),
				cb("The evidence"),
				p("4. Ms Varghese was a careful and candid witness. She accepted that no complaint about the Claimant's conduct had been minuted before the meeting of 8 November 2024, and that the allegation of gross misconduct was first made in Quayle Ashdown's letter of 2 December 2024. Mr Fairbairn's evidence on that point was, I regret to say, not reliable."),
				p("5. For the reasons that follow, the Claimant is not a Bad Leaver, the compulsory transfer notice is invalid, and she is entitled to the declarations she seeks."),
			},
		}}

	return matterSpec{
		name: "ramaswamy-cole-v-fairbairn", title: "Ramaswamy-Cole v Fairbairn and Lynmouth Analytics Ltd ([2025] EWHC 1742 (Ch), BL-2025-000318)", heldOut: true,
		firstSight: &Figures{PartyTruth: 13, PartyFound: 14, PartyCorrect: 12, EventTruth: 31, EventHits: 31, Grounded: 1}, // at d6a3f2a
		docs:       []doc{n1, ws, ord, jdg},
		parties: []Party{
			{"Priya Devi Ramaswamy-Cole", "plaintiff"}, // the claimant, in the documented vocabulary
			{"Priya Devi Ramaswamy-Cole", "declarant"}, // her witness statement
			{"Priya Devi Ramaswamy-Cole", "witness"},   // gave evidence at trial
			{"Hugo Fairbairn", "defendant"},
			{"Hugo Fairbairn", "witness"},
			{"Lynmouth Analytics Limited", "defendant"},
			{"Thomas Aldridge-Mensah", "counsel"}, // signs the claim form's statement of truth
			{"Oliver Stanhope", "counsel"},
			{"Chiamaka Eze", "counsel"},
			{"Rupert Vandermeer", "counsel"},
			{"Sunita Varghese", "witness"},
			{"Kashani", "judge"}, // the deputy master
			{"James Tremayne-Ashby", "judge"},
		},
		events: []Event{
			{"2025-01-21", n1F, 1},
			{"2019-05-02", n1F, 1},
			{"2024-11-15", n1F, 1},
			{"2025-01-20", n1F, 2},
			{"2025-03-03", wsF, 1},
			{"2024-11-08", wsF, 1},
			{"2019-05-02", wsF, 1},
			{"2024-11-08", wsF, 2},
			{"2024-11-15", wsF, 2},
			{"2025-02-26", wsF, 2},
			{"2025-03-07", wsF, 2},
			{"2025-03-03", wsF, 2},
			{"2025-04-14", ordF, 1},
			{"2025-03-04", ordF, 1},
			{"2025-03-03", ordF, 1},
			{"2025-03-28", ordF, 1},
			{"2024-11-15", ordF, 1},
			{"2025-06-09", ordF, 1},
			{"2025-05-09", ordF, 2},
			{"2025-05-23", ordF, 2},
			{"2025-07-04", jdgF, 1},
			{"2025-06-10", jdgF, 1},
			{"2025-06-12", jdgF, 1},
			{"2019-05-02", jdgF, 2},
			{"2024-11-08", jdgF, 2},
			{"2024-11-15", jdgF, 2},
			{"2025-04-14", jdgF, 2},
			{"2025-06-10", jdgF, 2},
			{"2025-06-11", jdgF, 2},
			{"2025-06-12", jdgF, 2},
			{"2024-12-02", jdgF, 2},
		},
	}
}
