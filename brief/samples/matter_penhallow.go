package samples

// DEV SET (held out at first sight): a Business List (ChD) claim against a
// former director and the company he set up, with an interim injunction.
// The particulars of claim (the Business and Property Courts' heading, the
// claim number at the top right, "BETWEEN:" with the numbered defendants,
// the statement of truth signed by the claimant's managing director with
// "Position:", counsel's name over her chambers, "Served this ... by X LLP,
// Solicitors for the Claimant"); counsel's skeleton argument for the
// hearing (the heading "SKELETON ARGUMENT ON BEHALF OF THE CLAIMANT",
// "Time estimate", a reading list, short forms for the evidence ("Penhallow
// 1"), cases cited by name, counsel and chambers at the end); the order
// made at the hearing (a penal notice naming the first defendant, "BEFORE
// MR JUSTICE X", "UPON hearing counsel for the Claimant, Ms X, and leading
// counsel for the Defendants, Mr Y KC", undertakings, the evidence read in a
// schedule, the sealed copy's service note); and the approved judgment
// ("Neutral Citation Number: [2024] EWHC ... (Ch)", the Rolls Building's
// address, "Date: 19/04/2024", "Before :", the parties over their labels at
// the right, "X (instructed by Y) for the Claimant", "Hearing date:", the
// hand-down note, "Mr Justice X :"). A company officer who signs a
// statement of truth for the company is its declarant, as is the maker of
// a witness statement in the bundle; a person whose statement a court only
// cites, and the parties of cases cited, are no parties; a firm of
// solicitors that only serves or is instructed is no party.
func init() { specs = append(specs, penhallow) }

func penhallow() matterSpec {
	head := func(title string) []block {
		return []block{
			r("Claim No. BL-2024-000611"), gap(),
			cb("IN THE HIGH COURT OF JUSTICE"), cb("BUSINESS AND PROPERTY COURTS OF ENGLAND AND WALES"), cb("BUSINESS LIST (ChD)"), gap(),
			l("BETWEEN:"), gap(),
			c("PENHALLOW ESTATES LIMITED"), r("Claimant"), c("- and -"),
			c("(1) GIDEON MARCHBANK"), c("(2) TREVANION LAND LIMITED"), r("Defendants"), gap(),
			cb(title), gap(),
		}
	}
	poc := doc{name: "Particulars of Claim BL-2024-000611.pdf", font: "Times", size: 12,
		footer: "%d",
		pages: []page{
			append(head("PARTICULARS OF CLAIM"),
				p("1. The Claimant (\"Penhallow\") is a property development company incorporated in England and Wales (company number 06241187) with its registered office at Lemon Quay House, Truro TR1 2LW."),
				p("2. The First Defendant (\"Mr Marchbank\") was a director of Penhallow from 1 June 2016 until his resignation on 30 November 2023. The Second Defendant (\"Trevanion\") was incorporated on 14 September 2023; Mr Marchbank is, and at all material times was, its sole director and shareholder."),
				p("3. By clause 14 of his service agreement dated 1 June 2016, Mr Marchbank undertook not to divert to himself or any other person any business opportunity of which he learnt as a director of Penhallow."),
			),
			{
				p("4. In about August 2023 Penhallow was negotiating to acquire a site known as Carn Brea Yard, Redruth (\"the Site\") from its owners. Mr Marchbank led the negotiations for Penhallow and had access to its appraisals and the owners' agents."),
				p("5. In breach of his fiduciary duties under sections 171 to 177 of the Companies Act 2006 and of clause 14, Mr Marchbank caused the owners' agents to be told on 2 October 2023 that Penhallow had withdrawn, and procured that Trevanion exchanged contracts to buy the Site on 19 January 2024 at the price Penhallow had offered."),
				p("6. Trevanion received the opportunity with knowledge of the facts in paragraphs 4 and 5, through Mr Marchbank, and holds the benefit of the contract on constructive trust for Penhallow."),
				l("AND the Claimant claims:"),
				ls("(1) A declaration that Trevanion holds the benefit of the contract for the Site on trust for Penhallow;",
					"(2) An account of profits, or alternatively equitable compensation;",
					"(3) An injunction restraining completion of the purchase of the Site otherwise than for Penhallow;",
					"(4) Interest under section 35A of the Senior Courts Act 1981 and in equity; costs."),
				gap(),
				ls("NATASHA OYELARAN-BURKE", "Radcliffe Chambers"),
			},
			{
				l("STATEMENT OF TRUTH"),
				p("The Claimant believes that the facts stated in these Particulars of Claim are true. The Claimant understands that proceedings for contempt of court may be brought against anyone who makes, or causes to be made, a false statement in a document verified by a statement of truth without an honest belief in its truth. I am duly authorised by the Claimant to sign this statement."),
				ls("Signed:    Rosalind Penhallow", "Name:      Rosalind Penhallow", "Position:  Managing Director", "Date:      20 March 2024"),
				gap(),
				p("Served this 21st day of March 2024 by Polwhele Dunstan LLP, 8 Lemon Street, Truro TR1 2LS, Solicitors for the Claimant (Ref: CT/PEN.118)."),
			},
		}}

	skel := doc{name: "Claimant's Skeleton Argument 2024-04-05.pdf", font: "Times", size: 12,
		footer: "%d",
		pages: []page{
			append(append([]block{r("Hearing date: 9 April 2024"), r("Time estimate: 1 day")}, head("SKELETON ARGUMENT ON BEHALF OF THE CLAIMANT")...),
				c("for the hearing of its application for an interim injunction dated 21 March 2024"), gap(),
				l("Suggested pre-reading (time: 1.5 hours):"),
				ls("(1) Application notice [A/1]",
					"(2) First witness statement of Rosalind Penhallow dated 21 March 2024 (\"Penhallow 1\") [B/1-14]",
					"(3) Defendants' evidence served on 4 April 2024 [B/15-31]"),
				gap(),
				l("A. INTRODUCTION"),
				p("1. Penhallow seeks an injunction until trial restraining the Defendants from completing the purchase of Carn Brea Yard, completion of which is fixed for 26 April 2024. Once completion takes place and the Site is charged to Trevanion's lender, the proprietary remedy claimed will be lost."),
			),
			{
				l("B. THE TEST"),
				p("2. The application is governed by the familiar principles in American Cyanamid Co v Ethicon Ltd [1975] AC 396: a serious issue to be tried, the adequacy of damages, and the balance of convenience."),
				p("3. A director who diverts a maturing business opportunity of his company to himself is liable to account whether or not the company could itself have taken it: Regal (Hastings) Ltd v Gulliver [1967] 2 AC 134n; Bhullar v Bhullar [2003] EWCA Civ 424. Penhallow 1 at paragraphs 18 to 27 shows that the Site was such an opportunity."),
				l("C. BALANCE OF CONVENIENCE"),
				p("4. Penhallow offers the usual cross-undertaking in damages, supported by a payment of GBP 150,000 into court. The Defendants' evidence does not suggest that a short delay to completion will cause any loss that the cross-undertaking would not meet."),
				gap(),
				ls("NATASHA OYELARAN-BURKE", "Radcliffe Chambers", "11 New Square, Lincoln's Inn", "London WC2A 3QB", "", "5 April 2024"),
			},
		}}

	order := doc{name: "Order of Caldecott J 2024-04-09.pdf", font: "Times", size: 11.5,
		pages: []page{
			{
				cb("PENAL NOTICE"),
				small(p("IF YOU GIDEON MARCHBANK OR TREVANION LAND LIMITED DISOBEY THIS ORDER YOU MAY BE HELD TO BE IN CONTEMPT OF COURT AND MAY BE IMPRISONED, FINED OR HAVE YOUR ASSETS SEIZED. ANY OTHER PERSON WHO KNOWS OF THIS ORDER AND DOES ANYTHING WHICH HELPS OR PERMITS THE RESPONDENTS TO BREACH THE TERMS OF THIS ORDER MAY ALSO BE HELD TO BE IN CONTEMPT OF COURT."), 10),
				gap(),
				r("Claim No. BL-2024-000611"),
				cb("IN THE HIGH COURT OF JUSTICE"), cb("BUSINESS AND PROPERTY COURTS OF ENGLAND AND WALES"), cb("BUSINESS LIST (ChD)"), gap(),
				ls("BEFORE:   MR JUSTICE CALDECOTT", "ON:       9 April 2024"), gap(),
				l("BETWEEN:"),
				c("PENHALLOW ESTATES LIMITED"), r("Claimant"), c("- and -"),
				c("(1) GIDEON MARCHBANK"), c("(2) TREVANION LAND LIMITED"), r("Defendants"), gap(),
				cb("ORDER"), gap(),
				p("UPON the Claimant's application by notice dated 21 March 2024 for an interim injunction"),
				p("AND UPON hearing counsel for the Claimant, Ms Natasha Oyelaran-Burke, and leading counsel for the Defendants, Mr Ambrose Keele KC"),
				p("AND UPON READING the evidence listed in Schedule A"),
				p("AND UPON the Claimant giving the undertakings set out in Schedule B"),
				l("IT IS ORDERED THAT:"),
				p("1. Until judgment or further order, the Defendants shall not complete the purchase of Carn Brea Yard, Redruth, nor grant any charge over it, otherwise than with the Claimant's written consent."),
				p("2. The costs of the application are reserved to the trial judge."),
			},
			{
				cb("SCHEDULE A - EVIDENCE READ"),
				ls("1. First witness statement of Rosalind Penhallow dated 21 March 2024 and exhibit RP1.",
					"2. The Defendants' witness statement dated 4 April 2024 and its exhibit."),
				gap(),
				cb("SCHEDULE B - UNDERTAKINGS GIVEN BY THE CLAIMANT"),
				p("(1) If the court later finds that this order has caused loss to the Defendants and decides that they should be compensated, the Claimant will comply with any order the court may make."),
				p("(2) The Claimant will pay GBP 150,000 into court by 4pm on 16 April 2024 to support the undertaking in (1)."),
				gap(),
				small(p("Service of the order: the court has provided a sealed copy of this order to the serving party, Polwhele Dunstan LLP, 8 Lemon Street, Truro TR1 2LS (Ref: CT/PEN.118)."), 10),
			},
		}}

	judgment := doc{name: "Judgment [2024] EWHC 918 (Ch).pdf", font: "Times", size: 11.5,
		footer: "Approved Judgment                     Penhallow Estates Ltd v Marchbank                     Page %d",
		pages: []page{
			{
				ls("Neutral Citation Number: [2024] EWHC 918 (Ch)"),
				r("Case No: BL-2024-000611"),
				cb("IN THE HIGH COURT OF JUSTICE"), cb("BUSINESS AND PROPERTY COURTS OF ENGLAND AND WALES"), cb("BUSINESS LIST (ChD)"),
				r("Royal Courts of Justice, Rolls Building"), r("Fetter Lane, London, EC4A 1NL"), gap(),
				r("Date: 19/04/2024"), gap(),
				c("Before :"), cb("MR JUSTICE CALDECOTT"), c("- - - - - - - - - - - - - - - - - - - - -"),
				c("Between :"),
				ls("                       PENHALLOW ESTATES LIMITED                         Claimant",
					"                                   - and -",
					"                       (1) GIDEON MARCHBANK                              Defendants",
					"                       (2) TREVANION LAND LIMITED"),
				c("- - - - - - - - - - - - - - - - - - - - -"),
				c("Natasha Oyelaran-Burke (instructed by Polwhele Dunstan LLP) for the Claimant"),
				c("Ambrose Keele KC and Felix Arkwright (instructed by Carrick Lowe Solicitors) for the Defendants"), gap(),
				c("Hearing date: 9 April 2024"),
				c("- - - - - - - - - - - - - - - - - - - - -"),
				cb("Approved Judgment"),
				small(p("This judgment was handed down remotely at 10.30am on 19 April 2024 by circulation to the parties or their representatives by e-mail and by release to the National Archives."), 10),
			},
			{
				l("Mr Justice Caldecott :"),
				p("1. On 9 April 2024 I granted the Claimant an interim injunction restraining completion of the purchase of a development site at Redruth, and said that I would give my reasons in writing. These are those reasons."),
				p("2. The Claimant's evidence is the first statement of its managing director, Rosalind Penhallow. The First Defendant was her co-director until he resigned on 30 November 2023. The Defendants' evidence was served on 4 April 2024, five days before the hearing, and Mr Keele KC very fairly accepted that there is a serious issue to be tried."),
				p("3. The real question is the balance of convenience. Completion was fixed for 26 April 2024. I am satisfied that damages would not be an adequate remedy for the Claimant, whose claim is to the Site itself, and that the cross-undertaking, fortified by a payment into court, adequately protects the Defendants."),
				p("4. Ms Oyelaran-Burke also relied on Bhullar v Bhullar [2003] EWCA Civ 424. It is enough to say that the claim is properly arguable on that footing. I have not found it necessary to decide whether the opportunity had matured by 2 October 2023."),
				p("5. The costs of the application are reserved to the trial judge."),
			},
		}}

	return matterSpec{
		name: "penhallow-v-marchbank", title: "Penhallow Estates Ltd v Marchbank (Ch, BL-2024-000611)", heldOut: true,
		firstSight: &Figures{PartyTruth: 8, PartyFound: 8, PartyCorrect: 8, EventTruth: 24, EventHits: 24, Grounded: 1}, // at 5a27204
		docs:       []doc{poc, skel, order, judgment},
		parties: []Party{
			{"Penhallow Estates Limited", "plaintiff"}, // a claimant, in the documented vocabulary
			{"Gideon Marchbank", "defendant"},
			{"Trevanion Land Limited", "defendant"},
			{"Rosalind Penhallow", "declarant"}, // signs the statement of truth for the company
			{"Natasha Oyelaran-Burke", "counsel"},
			{"Ambrose Keele", "counsel"},
			{"Felix Arkwright", "counsel"},
			{"Caldecott", "judge"},
		},
		events: []Event{
			{"2016-06-01", "Particulars of Claim BL-2024-000611.pdf", 1},
			{"2023-11-30", "Particulars of Claim BL-2024-000611.pdf", 1},
			{"2023-09-14", "Particulars of Claim BL-2024-000611.pdf", 1},
			{"2023-10-02", "Particulars of Claim BL-2024-000611.pdf", 2},
			{"2024-01-19", "Particulars of Claim BL-2024-000611.pdf", 2},
			{"2024-03-20", "Particulars of Claim BL-2024-000611.pdf", 3},
			{"2024-03-21", "Particulars of Claim BL-2024-000611.pdf", 3},
			{"2024-04-09", "Claimant's Skeleton Argument 2024-04-05.pdf", 1},
			{"2024-03-21", "Claimant's Skeleton Argument 2024-04-05.pdf", 1},
			{"2024-04-04", "Claimant's Skeleton Argument 2024-04-05.pdf", 1},
			{"2024-04-26", "Claimant's Skeleton Argument 2024-04-05.pdf", 1},
			{"2024-04-05", "Claimant's Skeleton Argument 2024-04-05.pdf", 2},
			{"2024-04-09", "Order of Caldecott J 2024-04-09.pdf", 1},
			{"2024-03-21", "Order of Caldecott J 2024-04-09.pdf", 1},
			{"2024-03-21", "Order of Caldecott J 2024-04-09.pdf", 2},
			{"2024-04-04", "Order of Caldecott J 2024-04-09.pdf", 2},
			{"2024-04-16", "Order of Caldecott J 2024-04-09.pdf", 2},
			{"2024-04-19", "Judgment [2024] EWHC 918 (Ch).pdf", 1},
			{"2024-04-09", "Judgment [2024] EWHC 918 (Ch).pdf", 1},
			{"2024-04-09", "Judgment [2024] EWHC 918 (Ch).pdf", 2},
			{"2023-11-30", "Judgment [2024] EWHC 918 (Ch).pdf", 2},
			{"2024-04-04", "Judgment [2024] EWHC 918 (Ch).pdf", 2},
			{"2024-04-26", "Judgment [2024] EWHC 918 (Ch).pdf", 2},
			{"2023-10-02", "Judgment [2024] EWHC 918 (Ch).pdf", 2},
		},
	}
}
