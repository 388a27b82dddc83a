package samples

// DEV SET (held out at first sight): a Scottish sheriff court ordinary
// cause (Sheriffdom of Lothian and Borders at Edinburgh) for the price of
// joinery works under a construction sub-contract and a director's
// guarantee. The initial writ ("SHERIFFDOM OF ... AT EDINBURGH", "INITIAL
// WRIT", "in the cause", each party in capitals followed by its designation
// (a company "incorporated under the Companies Acts (SC412233) and having
// its registered office at", an individual "residing at"), "PURSUER",
// "against", "FIRST DEFENDER" / "SECOND DEFENDER" centred under each, "The
// Pursuer craves the court:", the sum in words and figures,
// "CONDESCENDENCE" in numbered articles with the jurisdiction article,
// "PLEAS-IN-LAW", "IN RESPECT WHEREOF" over the solicitor's name, firm and
// "Solicitor for the Pursuer", the sheriff clerk depute's warrant for
// citation beneath); the defences ("DEFENCES / for / X / FIRST DEFENDER /
// and / Y / SECOND DEFENDER / in the cause / Z / PURSUER / against / X and
// ANOTHER / DEFENDERS", the sheriff clerk's receipt stamp, "ANSWERS TO
// CONDESCENDENCE" with "Admitted that", "Quoad ultra denied", "Explained
// and averred that", a site manager named in passing, "PLEAS-IN-LAW FOR THE
// DEFENDERS", the solicitor advocate's block); and the interlocutor sheet
// (the cause in one line of capitals, each interlocutor dated "EDINBURGH,
// 18 September 2024", the options hearing's "Act: X / Alt: Y" by surname,
// the interlocutor's verbs with capitals ("Closes the record; Appoints
// parties to debate; Assigns"), each signed by a sheriff above "Sheriff",
// a NOTE naming counsel and listing "Act:" / "Alt:" with the agents after a
// semicolon). Conventions: the pursuer is the plaintiff and each defender a
// defendant; the solicitor who signs a writ or defences, a solicitor
// advocate and an advocate who appear are counsel (by the fullest name the
// papers give); each sheriff who signs an interlocutor is a judge; the
// sheriff clerk depute who signs the warrant, the agents (firms), the
// pursuer's director and the defender's site manager named in passing are
// no parties.
func init() { specs = append(specs, macleod) }

func macleod() matterSpec {
	court := cb("SHERIFFDOM OF LOTHIAN AND BORDERS AT EDINBURGH")
	pursuer := "MACLEOD JOINERY LIMITED, a company incorporated under the Companies Acts (SC412233) and having its registered office at 14 Bankhead Drive, Edinburgh EH11 4DJ"
	first := "BRAIDWOOD DEVELOPMENTS (SCOTLAND) LIMITED, a company incorporated under the Companies Acts (SC509871) and having its registered office at 3 Rutland Square, Edinburgh EH1 2AS"
	second := "RORY ALEXANDER BRAIDWOOD, residing at Kaimes House, 9 Kaimes Road, Edinburgh EH12 6JR"

	writ := doc{name: "Initial Writ.pdf", font: "Times", size: 11.5, unicode: true,
		pages: []page{
			{
				court, gap(),
				cb("INITIAL WRIT"), gap(),
				c("in the cause"), gap(),
				p(pursuer), cb("PURSUER"), gap(),
				c("against"), gap(),
				p(first), cb("FIRST DEFENDER"), gap(),
				c("and"), gap(),
				p(second), cb("SECOND DEFENDER"), gap(),
				l("The Pursuer craves the court:"),
				p("1. To grant decree against the Defenders jointly and severally, or severally, for payment to the Pursuer of the sum of SEVENTY-FOUR THOUSAND THREE HUNDRED AND TWELVE POUNDS AND FORTY PENCE (£74,312.40) STERLING with interest thereon at the rate of 8 per cent a year from 14 March 2024 until payment."),
				p("2. To find the Defenders liable in the expenses of the action."),
			},
			{
				cb("CONDESCENDENCE"),
				p("1. The Pursuer is a joinery contractor. The First Defender is a property developer. The Second Defender is a director of the First Defender. The Defenders are domiciled in Scotland, within the Sheriffdom of Lothian and Borders at Edinburgh. This court accordingly has jurisdiction. To the Pursuer's knowledge no agreement prorogating jurisdiction over the subject matter of this action exists between the parties, and no proceedings are pending before any other court involving the present cause of action and between the parties hereto."),
				p("2. By sub-contract dated 7 August 2023 the First Defender engaged the Pursuer to carry out first and second fix joinery works at its residential development at Craigleith Mill, Edinburgh, for the sub-contract sum of £286,500, subject to adjustment. The sub-contract incorporated the SBCC Design and Build Sub-Contract (Scotland) 2016 conditions. The Pursuer completed its works on 8 December 2023."),
				p("3. On 15 January 2024 the Pursuer issued its interim application for payment No. 6 for £74,312.40. The due date for payment was 14 February 2024 and the final date for payment was 14 March 2024. No payment notice and no pay less notice was given by the First Defender. The sum applied for accordingly became due. The First Defender has failed to pay it, despite a letter of demand from the Pursuer's managing director, Ruaridh MacLeod, dated 2 April 2024. Reference is made to the sub-contract and to the application, which are produced and incorporated herein brevitatis causa."),
				p("4. By a guarantee dated 7 August 2023 the Second Defender guaranteed to the Pursuer the due performance by the First Defender of its payment obligations under the sub-contract. The Second Defender has failed to pay on demand."),
				p("5. The Pursuer has called on the Defenders to pay the sum sued for. They have refused or at least delayed to do so. This action is accordingly necessary."),
			},
			{
				cb("PLEAS-IN-LAW"),
				p("1. The sum sued for being due and resting owing by the First Defender to the Pursuer under the sub-contract, decree should be granted as craved."),
				p("2. The Second Defender, having guaranteed the First Defender's obligations, and the First Defender having failed to pay, decree should be granted against the Second Defender as craved."),
				gap(),
				l("IN RESPECT WHEREOF"),
				gap(),
				ls("Fiona Carmichael",
					"Solicitor",
					"Burnett Dewar LLP",
					"22 Melville Street",
					"Edinburgh EH3 7NS",
					"Solicitor for the Pursuer"),
				gap(), gap(),
				p("EDINBURGH, 3 May 2024. The Sheriff grants warrant to cite the Defenders by serving upon them a copy of the writ and warrant with a notice of intention to defend, on a period of notice of 21 days, and ordains the Defenders, if they intend to defend, to lodge a notice of intention to defend with the Sheriff Clerk at Edinburgh within the said period of notice after such service; and grants warrant to arrest on the dependence."),
				ls("                                                   Kirsty Lamont",
					"                                                   Sheriff Clerk Depute"),
			},
		}}

	defences := doc{name: "Defences for the Defenders.pdf", font: "Times", size: 11.5, unicode: true,
		pages: []page{
			{
				ls("                                                             SHERIFF CLERK'S OFFICE",
					"                                                                  EDINBURGH",
					"                                                                 11 JUN 2024",
					"                                                             Court Ref: A1187/24"),
				court, gap(),
				cb("DEFENCES"), c("for"),
				cb("BRAIDWOOD DEVELOPMENTS (SCOTLAND) LIMITED"), c("FIRST DEFENDER"),
				c("and"),
				cb("RORY ALEXANDER BRAIDWOOD"), c("SECOND DEFENDER"),
				c("in the cause"),
				cb("MACLEOD JOINERY LIMITED"), c("PURSUER"),
				c("against"),
				cb("BRAIDWOOD DEVELOPMENTS (SCOTLAND) LIMITED and ANOTHER"), c("DEFENDERS"), gap(),
				cb("ANSWERS TO CONDESCENDENCE"),
				p("Answer 1. Admitted that the parties are as designed. Admitted that this court has jurisdiction. Quoad ultra not known and not admitted."),
				p("Answer 2. Admitted that the First Defender and the Pursuer entered into the sub-contract dated 7 August 2023, the terms of which are referred to for their whole import beyond which no admission is made. Quoad ultra denied. Explained and averred that the Pursuer's works were neither complete nor free of defects on 8 December 2023 or at all. On 19 January 2024 the First Defender's site manager, Mr Graeme Dunlop, issued to the Pursuer a list of 212 defects, none of which has been remedied."),
				p("Answer 3. Admitted that the Pursuer issued an application for payment on 15 January 2024. Quoad ultra denied. Explained and averred that the First Defender issued a pay less notice by email on 9 February 2024, valuing the sum due at nil after deduction of the cost of remedying the defects."),
			},
			{
				p("Answer 4. Admitted that the Second Defender signed a guarantee dated 7 August 2023. Quoad ultra denied. Explained and averred that the guarantee is limited to £25,000. Further explained and averred that the Second Defender was discharged by a variation of the sub-contract agreed between the Pursuer and the First Defender on 30 October 2023 without his consent."),
				p("Answer 5. Denied."),
				cb("PLEAS-IN-LAW FOR THE DEFENDERS"),
				p("1. The Pursuer's averments being irrelevant et separatim lacking in specification, the action should be dismissed."),
				p("2. The Pursuer's material averments being unfounded in fact, the Defenders should be assoilzied."),
				p("3. The Second Defender having been discharged from his obligations under the guarantee, decree of absolvitor should be pronounced in his favour."),
				gap(),
				l("IN RESPECT WHEREOF"),
				gap(),
				ls("Calum Ross",
					"Solicitor Advocate",
					"Anderson Lyle, Solicitors",
					"140 West George Street",
					"Glasgow G2 2HG",
					"Solicitor for the Defenders"),
			},
		}}

	interlocutor := doc{name: "Interlocutor Sheet A1187-24.pdf", font: "Times", size: 11.5, unicode: true,
		pages: []page{
			{
				court, r("A1187/24"), gap(),
				cb("INTERLOCUTOR SHEET"), gap(),
				c("MACLEOD JOINERY LIMITED, PURSUER, against BRAIDWOOD DEVELOPMENTS (SCOTLAND) LIMITED and RORY ALEXANDER BRAIDWOOD, DEFENDERS"), gap(),
				l("EDINBURGH, 18 September 2024"),
				ls("Act: Carmichael", "Alt: Ross"),
				p("The Sheriff, having heard parties' procurators at the Options Hearing, Closes the record; Appoints parties to debate on the first plea-in-law for the Defenders; Assigns 27 November 2024 at 10.00 am within the Sheriff Court House, 27 Chambers Street, Edinburgh as a diet of debate; Reserves meantime the question of expenses."),
				ls("                                                   M Dunbar",
					"                                                   Sheriff"),
				gap(),
				l("EDINBURGH, 12 December 2024"),
				p("The Sheriff, having resumed consideration of the cause following the debate on 27 November 2024, Repels the first plea-in-law for the Defenders; Allows to parties a proof of their respective averments before answer and Assigns 11 March 2025 at 10.00 am within the Sheriff Court House, 27 Chambers Street, Edinburgh as a diet therefor; Assigns 14 February 2025 at 9.30 am as a pre-proof hearing; Finds the Defenders liable to the Pursuer in the expenses of the debate; Allows an account thereof to be given in and remits the same, when lodged, to the Auditor of Court to tax and to report; Certifies the debate as suitable for the employment of junior counsel."),
				ls("                                                   A J Kerr",
					"                                                   Sheriff"),
			},
			{
				cb("NOTE"),
				p("[1] The pursuer sues the first defender for the balance of the price of joinery works under a sub-contract dated 7 August 2023, and the second defender, a director of the first defender, under his guarantee of the same date. The record was closed at the options hearing on 18 September 2024 and a debate fixed on the defenders' first plea-in-law."),
				p("[2] At the debate on 27 November 2024 Mr Euan Gilchrist, advocate, instructed by Burnett Dewar LLP, appeared for the pursuer and Mr Calum Ross, solicitor advocate, for the defenders. Mr Ross submitted that the pursuer's averments of completion were irreconcilable with the defects list of 19 January 2024 and that the pursuer offered no answer to the pay less notice said to have been emailed on 9 February 2024."),
				p("[3] Whether a pay less notice was given, and whether the guarantee was discharged by the variation of 30 October 2023, are questions of fact. The pursuer's averments are relevant and sufficiently specific to go to proof. I have allowed a proof before answer, and have found the defenders liable in the expenses of the debate, which they lost."),
				gap(),
				ls("Act: Gilchrist, Advocate; Burnett Dewar LLP, Edinburgh",
					"Alt: Ross, Solicitor Advocate; Anderson Lyle, Glasgow"),
			},
		}}

	return matterSpec{
		name: "macleod-joinery-v-braidwood", title: "MacLeod Joinery Ltd v Braidwood Developments (Scotland) Ltd and Another (Sh Ct Edinburgh, A1187/24)", heldOut: true,
		firstSight: &Figures{PartyTruth: 8, PartyFound: 10, PartyCorrect: 6, EventTruth: 27, EventHits: 27, Grounded: 1}, // at 1a3ce40
		docs:       []doc{writ, defences, interlocutor},
		parties: []Party{
			{"MacLeod Joinery Limited", "plaintiff"}, // the pursuer
			{"Braidwood Developments (Scotland) Limited", "defendant"},
			{"Rory Alexander Braidwood", "defendant"},
			{"Fiona Carmichael", "counsel"}, // "Solicitor for the Pursuer"
			{"Calum Ross", "counsel"},       // solicitor advocate for the defenders
			{"Euan Gilchrist", "counsel"},   // advocate at the debate
			{"M Dunbar", "judge"},
			{"A J Kerr", "judge"},
		},
		events: []Event{
			{"2024-03-14", "Initial Writ.pdf", 1},
			{"2023-08-07", "Initial Writ.pdf", 2},
			{"2023-12-08", "Initial Writ.pdf", 2},
			{"2024-01-15", "Initial Writ.pdf", 2},
			{"2024-02-14", "Initial Writ.pdf", 2},
			{"2024-03-14", "Initial Writ.pdf", 2},
			{"2024-04-02", "Initial Writ.pdf", 2},
			{"2024-05-03", "Initial Writ.pdf", 3},
			{"2024-06-11", "Defences for the Defenders.pdf", 1},
			{"2023-08-07", "Defences for the Defenders.pdf", 1},
			{"2023-12-08", "Defences for the Defenders.pdf", 1},
			{"2024-01-19", "Defences for the Defenders.pdf", 1},
			{"2024-01-15", "Defences for the Defenders.pdf", 1},
			{"2024-02-09", "Defences for the Defenders.pdf", 1},
			{"2023-08-07", "Defences for the Defenders.pdf", 2},
			{"2023-10-30", "Defences for the Defenders.pdf", 2},
			{"2024-09-18", "Interlocutor Sheet A1187-24.pdf", 1},
			{"2024-11-27", "Interlocutor Sheet A1187-24.pdf", 1},
			{"2024-12-12", "Interlocutor Sheet A1187-24.pdf", 1},
			{"2025-03-11", "Interlocutor Sheet A1187-24.pdf", 1},
			{"2025-02-14", "Interlocutor Sheet A1187-24.pdf", 1},
			{"2023-08-07", "Interlocutor Sheet A1187-24.pdf", 2},
			{"2024-09-18", "Interlocutor Sheet A1187-24.pdf", 2},
			{"2024-11-27", "Interlocutor Sheet A1187-24.pdf", 2},
			{"2024-01-19", "Interlocutor Sheet A1187-24.pdf", 2},
			{"2024-02-09", "Interlocutor Sheet A1187-24.pdf", 2},
			{"2023-10-30", "Interlocutor Sheet A1187-24.pdf", 2},
		},
	}
}
