package samples

// DEV SET (held out at first sight): a commercial action in the Court of
// Session (Outer House) for damages for breach of a vessel charter and
// subsea services contract. The summons (the Keeper of the Signet's
// signeting stamp, "IN THE COURT OF SESSION / SUMMONS / in the cause",
// each party in capitals with its designation ("a company incorporated
// under the Companies Acts and having its registered office at") and
// "PURSUER" / "DEFENDER", the royal style "CHARLES THE THIRD, by the
// Grace of God" addressing the defender, "Our will is therefore", the
// induciae, "CONCLUSIONS" for payment with interest, "CONDESCENDENCE" in
// numbered articles (a director named in passing), "PLEAS-IN-LAW", counsel
// signing "Advocate" and the agents "Agents for the Pursuer", "Commercial
// Action" in the heading); the defences ("DEFENCES / for / X / DEFENDER /
// in the cause / Y / PURSUER / against / X / DEFENDER", "Answer 1.
// Admitted that", "Quoad ultra denied", "Explained and averred that", a
// counterclaim for set-off, "PLEAS-IN-LAW FOR THE DEFENDER", counsel's
// signature); and the interlocutor of the Lord Ordinary (the cause in one
// line of capitals, "Edinburgh, 12 December 2024", "Lord Ardmillan",
// "Act: Crombie; Brodie Lennox LLP / Alt: Rafferty; Thorburn Gale LLP",
// "The Lord Ordinary, having heard counsel at the preliminary hearing",
// verbs with capitals "Appoints", "Allows", "Ordains", "Fixes", the judge's
// signature by judicial title).
// Conventions: the pursuer is the plaintiff and the defender the
// defendant; the advocates who sign the summons and the defences and
// appear at the hearing are counsel (by the fullest name the papers give);
// the Lord Ordinary is the judge, keyed by his judicial title ("Lord
// Ardmillan"). The agents (firms), the Keeper of the Signet, the Deputy
// Principal Clerk, the directors and the vessel master named in passing
// are no parties. The vessel's charter date and the dates averred in the
// condescendence are events.
func init() { specs = append(specs, caldermore) }

func caldermore() matterSpec {
	const (
		sumF = "Summons CA87-24 Caldermore v Northlink.pdf"
		defF = "Defences CA87-24 Northlink.pdf"
		intF = "Interlocutor 12 December 2024 CA87-24.pdf"
	)
	pursuer := "CALDERMORE ENERGY SERVICES LIMITED, a company incorporated under the Companies Acts (SC298417) and having its registered office at Caldermore House, 4 Union Row, Aberdeen AB10 1DQ"
	defender := "NORTHLINK SUBSEA LIMITED, a company incorporated under the Companies Acts (SC551092) and having its registered office at Unit 7, Altens Industrial Estate, Aberdeen AB12 3LF"
	footer := "CA87/24"

	sum := doc{name: sumF, font: "Times", size: 11, unicode: true, footer: footer + "          %d",
		pages: []page{
			{
				r("SIGNETED 14 JUNE 2024 - W.S. SOCIETY"), gap(),
				cb("IN THE COURT OF SESSION"), gap(),
				cb("SUMMONS"), c("(Commercial Action)"), gap(),
				c("in the cause"), gap(),
				p(pursuer), c("PURSUER"), gap(),
				c("against"), gap(),
				p(defender), c("DEFENDER"), gap(),
				p("CHARLES THE THIRD, by the Grace of God, of the United Kingdom of Great Britain and Northern Ireland and of His other Realms and Territories King, Head of the Commonwealth, Defender of the Faith, to NORTHLINK SUBSEA LIMITED, Defender: By this Summons, the Pursuer craves the Lords of our Council and Session to pronounce a decree against you in terms of the conclusions appended to this Summons. If you have a defence to this action, you or your counsel or agent must enter appearance within the period of notice. Our will is therefore that you lawfully summon the Defender to compear before our Lords on the twenty-first day after service."),
				ls("Signed:  /s/ Ailsa M Crombie",
					"         Ailsa M Crombie, Advocate"),
			},
			{
				cb("CONCLUSIONS"),
				p("1. For payment by the Defender to the Pursuer of the sum of ONE MILLION TWO HUNDRED AND FORTY THOUSAND POUNDS (£1,240,000) STERLING with interest thereon at the rate of 8 per cent a year from 30 November 2023 until payment."),
				p("2. For the expenses of the action."),
				cb("CONDESCENDENCE"),
				p("1. The Pursuer is a company incorporated under the Companies Acts and has its registered office in Aberdeen. The Defender is a company incorporated under the Companies Acts and has its registered office in Aberdeen. This court has jurisdiction. Clause 31 of the contract after condescended upon prorogates the jurisdiction of this court. No other proceedings are pending between the parties in respect of the matters hereinafter condescended upon."),
				p("2. By a time charter and subsea services contract dated 3 February 2023 (\"the Contract\"), the Pursuer chartered to the Defender the dive support vessel MV Caldermore Venture, with crew and saturation dive system, for a term of 180 days from delivery. The Contract is produced and referred to for its terms, which are held as incorporated herein brevitatis causa."),
				p("3. The vessel was delivered at Peterhead on 1 April 2023. The Defender was bound to pay hire monthly in advance. On 2 October 2023 the Defender, by letter signed by its managing director, Mr Graeme Lorimer, purported to terminate the Contract on the ground that the dive system was off-hire for more than 14 days. The vessel was redelivered on 9 October 2023. The purported termination was wrongful. The dive system was off-hire for 9 days only, as the master, Captain Iain Sutherland, recorded in the daily reports."),
				p("4. The Pursuer accepted the Defender's repudiation by letter of 13 October 2023. Hire for the balance of the term, less the sums earned by the vessel elsewhere in mitigation, is £1,240,000. The Pursuer rendered its final invoice on 30 November 2023. The Defender has refused to pay. Separate decree is necessary."),
				cb("PLEAS-IN-LAW"),
				p("1. The Defender having wrongfully repudiated the Contract, the Pursuer is entitled to damages therefor."),
				p("2. The sum sued for being a reasonable estimate of the Pursuer's loss, decree should be pronounced as concluded for."),
				gap(),
				ls("                                                  IN RESPECT WHEREOF",
					"",
					"                                                  /s/ Ailsa M Crombie",
					"                                                  AILSA M CROMBIE, ADVOCATE",
					"",
					"                                                  Brodie Lennox LLP",
					"                                                  10 Charlotte Square, Edinburgh EH2 4DR",
					"                                                  Agents for the Pursuer"),
			},
		}}

	def := doc{name: defF, font: "Times", size: 11, unicode: true, footer: footer + "          %d",
		pages: []page{
			{
				r("Lodged 29 July 2024"), gap(),
				cb("DEFENCES"), c("for"), gap(),
				cb("NORTHLINK SUBSEA LIMITED"), c("DEFENDER"), gap(),
				c("in the cause"), gap(),
				cb("CALDERMORE ENERGY SERVICES LIMITED"), c("PURSUER"), gap(),
				c("against"), gap(),
				cb("NORTHLINK SUBSEA LIMITED"), c("DEFENDER"), gap(),
				p("Answer 1. Admitted that the parties are as designed and that this court has jurisdiction. Admitted that no other proceedings are pending."),
				p("Answer 2. Admitted that the parties entered into the Contract on 3 February 2023. The Contract is referred to for its terms beyond which no admission is made."),
				p("Answer 3. Admitted that the vessel was delivered on 1 April 2023, that the Defender terminated the Contract by letter of 2 October 2023 and that the vessel was redelivered on 9 October 2023. Quoad ultra denied. Explained and averred that the saturation dive system failed on 11 August 2023 and was not restored to service until 29 August 2023, a period of 18 days. By clause 22.4 of the Contract the Defender was entitled to terminate where the dive system was off-hire for more than 14 consecutive days. The termination was valid."),
				p("Answer 4. Admitted that the Pursuer sent a letter dated 13 October 2023 and an invoice dated 30 November 2023. Quoad ultra denied. Esto the termination was wrongful (which is denied), the Pursuer failed to mitigate its loss."),
			},
			{
				cb("PLEAS-IN-LAW FOR THE DEFENDER"),
				p("1. The Pursuer's averments being irrelevant et separatim lacking in specification, the action should be dismissed."),
				p("2. The Defender having validly terminated the Contract in terms of clause 22.4, decree of absolvitor should be pronounced."),
				p("3. Separatim, the Pursuer having failed to mitigate its loss, any sum awarded should be restricted accordingly."),
				gap(),
				ls("                                                  IN RESPECT WHEREOF",
					"",
					"                                                  /s/ Duncan J Rafferty",
					"                                                  DUNCAN J RAFFERTY, ADVOCATE",
					"",
					"                                                  Thorburn Gale LLP",
					"                                                  1 Albyn Place, Aberdeen AB10 1BR",
					"                                                  Agents for the Defender"),
			},
		}}

	itr := doc{name: intF, font: "Times", size: 11, unicode: true,
		pages: []page{{
			cb("OUTER HOUSE, COURT OF SESSION"), c("COMMERCIAL ACTION"), gap(),
			l("CA87/24"), gap(),
			l("CALDERMORE ENERGY SERVICES LIMITED against NORTHLINK SUBSEA LIMITED"), gap(),
			ls("Edinburgh, 12 December 2024",
				"",
				"Lord Ardmillan",
				"",
				"Act:  Crombie;  Brodie Lennox LLP",
				"Alt:  Rafferty;  Thorburn Gale LLP"),
			gap(),
			p("The Lord Ordinary, having heard counsel at the preliminary hearing on the commercial roll, Allows the Pursuer to lodge a note of its heads of loss by 17 January 2025; Ordains the Defender to lodge answers thereto by 7 February 2025; Allows to parties a proof before answer of their respective averments on record, restricted to the duration of the off-hire period and the validity of the termination; Appoints the proof to proceed on 19 May 2025 and the three following days; Fixes a pre-proof by order hearing on 23 April 2025 at 10.00 am; Appoints parties to lodge lists of witnesses and productions no later than 28 days before the proof; Reserves meantime the question of expenses."),
			gap(),
			ls("                                                  /s/ Ardmillan",
				"                                                  Lord Ardmillan"),
		}}}

	return matterSpec{
		name: "caldermore-v-northlink-subsea", title: "Caldermore Energy Services Ltd v Northlink Subsea Ltd (Court of Session, Outer House, Commercial Action CA87/24)", heldOut: true,
		firstSight: &Figures{PartyTruth: 5, PartyFound: 5, PartyCorrect: 4, EventTruth: 21, EventHits: 21, Grounded: 1}, // at ef949c3
		docs:       []doc{sum, def, itr},
		parties: []Party{
			{"Caldermore Energy Services Limited", "plaintiff"}, // the pursuer
			{"Northlink Subsea Limited", "defendant"},           // the defender
			{"Ailsa M Crombie", "counsel"},
			{"Duncan J Rafferty", "counsel"},
			{"Lord Ardmillan", "judge"}, // the Lord Ordinary
		},
		events: []Event{
			{"2024-06-14", sumF, 1},
			{"2023-11-30", sumF, 2},
			{"2023-02-03", sumF, 2},
			{"2023-04-01", sumF, 2},
			{"2023-10-02", sumF, 2},
			{"2023-10-09", sumF, 2},
			{"2023-10-13", sumF, 2},
			{"2024-07-29", defF, 1},
			{"2023-02-03", defF, 1},
			{"2023-04-01", defF, 1},
			{"2023-10-02", defF, 1},
			{"2023-10-09", defF, 1},
			{"2023-08-11", defF, 1},
			{"2023-08-29", defF, 1},
			{"2023-10-13", defF, 1},
			{"2023-11-30", defF, 1},
			{"2024-12-12", intF, 1},
			{"2025-01-17", intF, 1},
			{"2025-02-07", intF, 1},
			{"2025-05-19", intF, 1},
			{"2025-04-23", intF, 1},
		},
	}
}
