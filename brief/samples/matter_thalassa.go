package samples

// DEV SET (held out at first sight): a London maritime arbitration on the
// LMAA Terms 2021, a demurrage claim by shipowners against voyage
// charterers decided on documents by two arbitrators. The Owners' claim
// submissions and the Charterers' defence submissions share the English
// heading ("IN THE MATTER OF THE ARBITRATION ACT 1996 / AND IN THE MATTER
// OF AN ARBITRATION / BETWEEN:", each party in capitals over "Claimant
// Owners" / "Respondent Charterers", "- and -", the vessel in quotes as
// "MV "AEGEAN HORIZON"" and the charterparty's date, the title between
// rules), numbered paragraphs defining "the Owners" and "the Charterers",
// times written "0930 hrs", a short laytime table; the claim is signed by
// counsel in capitals over his chambers and "Served this 16th day of
// September 2024 by" the solicitors with their reference naming the two
// solicitors; the defence is signed by counsel over "Settled by" and by a
// partner of the Charterers' solicitors. The Final Arbitration Award
// ("WHEREAS:" recitals of the charterparty, the arbitration clause and the
// appointments "the Owners appointed me, the undersigned Captain X, ... and
// the Charterers appointed me, the undersigned Y", dates with ordinals
// "3rd February 2024", "NOW WE, the said X and Y ... DO HEREBY MAKE, ISSUE
// AND PUBLISH", lettered findings "WE FIND AND HOLD" / "WE AWARD AND
// ADJUDGE", "GIVEN under our hands in London this 21st day of March 2025",
// each arbitrator signing over a dotted line beside "Witness:" and the name
// of the person who witnessed the signature); and the Reasons ("for and
// forming part of", "The Owners were represented by Messrs X and the
// Charterers by Messrs Y", the facts with the vessel's times, the
// arbitrators' surnames at the foot). Conventions: the claimant owners are
// the plaintiff and the respondent charterers the respondent; counsel who
// sign or settle submissions and the solicitors named in a reference line
// or signing for their firm are counsel; the firms themselves, named only
// as solicitors on the record, are no parties; each arbitrator is a judge;
// those who witness the arbitrators' signatures, the vessel, its master
// and the brokers named in passing are no parties.
func init() { specs = append(specs, thalassa) }

func thalassa() matterSpec {
	heading := func(title string) []block {
		return []block{
			c("IN THE MATTER OF THE ARBITRATION ACT 1996"), c("AND IN THE MATTER OF AN ARBITRATION"), gap(),
			l("BETWEEN:"), gap(),
			cb("THALASSA BULK CARRIERS S.A."), r("Claimant Owners"), c("- and -"),
			cb("SUNDARA AGRI COMMODITIES PTE. LTD."), r("Respondent Charterers"), gap(),
			cb("MV \"AEGEAN HORIZON\""), c("Charterparty dated 3 February 2024"), gap(),
			c("_______________________________________"), cb(title), c("_______________________________________"), gap(),
		}
	}

	claim := doc{name: "Owners Claim Submissions.pdf", font: "Times", size: 11, unicode: true,
		footer: "%d",
		pages: []page{
			append(heading("CLAIM SUBMISSIONS"),
				p("1. The Claimants (\"the Owners\") were at all material times the registered owners of the bulk carrier MV \"AEGEAN HORIZON\" (\"the Vessel\"). By a voyage charterparty on an amended Gencon 1994 form dated 3 February 2024, fixed through Clarkwell Shipbrokers Ltd, the Respondents (\"the Charterers\") chartered the Vessel to carry 55,000 mt of milling wheat in bulk from Rouen to Alexandria (\"the Charterparty\")."),
				p("2. The Charterparty provided, so far as material: (a) laytime at the discharge port at 5,000 mt per weather working day, Fridays and holidays excepted (Box 16 and clause 22); (b) demurrage at USD 18,000 per day or pro rata (Box 20); (c) time lost in waiting for berth to count as laytime (clause 6(c)); and (d) London arbitration on the LMAA Terms, English law (clause 19)."),
				p("3. The Vessel arrived at the Alexandria outer anchorage at 0630 hrs on 14 March 2024, and the Master tendered notice of readiness at 0930 hrs the same day. No berth was available. The Vessel berthed at 1100 hrs on 29 March 2024 and completed discharge at 1745 hrs on 11 April 2024."),
			),
			{
				p("4. Laytime commenced six hours after notice of readiness. Allowing for the excepted periods, laytime expired on 31 March 2024 and the Vessel was on demurrage as follows:"),
				ls("     Laytime allowed (55,000 mt at 5,000 mt per day)        11 days 00 hrs 00 mins",
					"     Time on demurrage                                       10 days 09 hrs 00 mins",
					"     Demurrage at USD 18,000 per day pro rata                USD 186,750.00"),
				gap(),
				p("5. The Owners presented their laytime statement and invoice on 2 May 2024. In breach of the Charterparty the Charterers have failed to pay any part of it."),
				p("6. The Owners therefore claim: (1) USD 186,750 as demurrage; (2) interest under section 49 of the Arbitration Act 1996, compounded at three-monthly rests; and (3) their costs of the reference."),
				gap(), gap(),
				r("JULIAN MERCER-HOLT"),
				r("Harcourt Quay Chambers"), gap(), gap(),
				p("Served this 16th day of September 2024 by Carrow Pellegrini LLP, 40 Leadenhall Street, London EC3A 2BJ, Solicitors for the Claimant Owners (Ref: RA/EV/24-118; Rupert Ashcombe / Eleni Vardaki)."),
			},
		}}

	defence := doc{name: "Charterers Defence Submissions.pdf", font: "Times", size: 11, unicode: true,
		footer: "%d",
		pages: []page{
			append(heading("DEFENCE SUBMISSIONS"),
				p("1. In these submissions the Charterers adopt the definitions in the Owners' Claim Submissions dated 16 September 2024. Save as expressly admitted below, the Claim Submissions are denied."),
				p("2. Paragraphs 1 and 2 are admitted. It is further averred that clause 24 of the Charterparty required the Vessel's holds to be clean, dry and fit to receive and discharge the cargo, and that free pratique was a condition of a valid notice of readiness."),
				p("3. As to paragraph 3, the arrival and berthing times are admitted. The notice tendered on 14 March 2024 was invalid: free pratique was granted only at 1400 hrs on 18 March 2024, and the holds failed the receivers' inspection until 1630 hrs on 20 March 2024."),
			),
			{
				p("4. No valid notice of readiness was tendered before the Vessel berthed, so laytime began when discharge began on 29 March 2024. Further or alternatively, the Egyptian public holidays of Eid al-Fitr from 10 to 12 April 2024 are excepted under clause 22."),
				p("5. Paragraphs 4 to 6 are denied. On the true construction of the Charterparty, demurrage, if any, does not exceed USD 61,500, which the Charterers offered on 5 June 2024 without prejudice save as to costs."),
				p("6. The Charterers ask the Tribunal to dismiss the claim in excess of USD 61,500 and to order the Owners to pay the Charterers' costs."),
				gap(), gap(),
				r("ANNABEL QUIRKE"), r("Settled by"), gap(), gap(),
				ls("Nikhil Raman", "Partner", "BRANTWOOD STEELE", "12 Mincing Lane, London EC3R 7AH",
					"Solicitors for the Respondent Charterers", "Ref: NR/4471", "28 October 2024"),
			},
		}}

	award := doc{name: "Final Arbitration Award MV Aegean Horizon.pdf", font: "Times", size: 11, unicode: true,
		pages: []page{
			{
				c("IN THE MATTER OF THE ARBITRATION ACT 1996"), c("AND"), c("IN THE MATTER OF AN ARBITRATION"), gap(),
				c("BETWEEN"), gap(),
				cb("THALASSA BULK CARRIERS S.A."), c("of Panama"), c("Claimant Owners"), gap(), c("and"), gap(),
				cb("SUNDARA AGRI COMMODITIES PTE. LTD."), c("of Singapore"), c("Respondent Charterers"), gap(),
				cb("MV \"AEGEAN HORIZON\""), c("Charterparty dated 3rd February 2024"), gap(),
				cb("FINAL ARBITRATION AWARD"), gap(),
				l("WHEREAS:"),
				p("1. By a charterparty on an amended Gencon 1994 form dated 3rd February 2024 (\"the Charterparty\") the Claimants (\"the Owners\") chartered their vessel MV \"AEGEAN HORIZON\" to the Respondents (\"the Charterers\") for a voyage from Rouen to Alexandria with a cargo of wheat in bulk."),
				p("2. Clause 19 of the Charterparty provided that any dispute arising under it should be referred to arbitration in London in accordance with the Arbitration Act 1996 and the London Maritime Arbitrators Association (LMAA) Terms current at the time of commencement, each party to appoint an arbitrator."),
				p("3. Disputes having arisen, the Owners appointed me, the undersigned Captain Harold Brierley, of 6 Lloyd's Avenue, London EC3N 3AX, as their arbitrator by a letter dated 8th July 2024, and the Charterers appointed me, the undersigned Simon Kettleby, of 21 Great Tower Street, London EC3R 5AQ, as their arbitrator by a letter dated 19th July 2024. We each accepted our appointment on the LMAA Terms 2021. The seat of the arbitration is England."),
				p("4. The parties agreed that the reference should be decided on documents alone. Submissions were closed on 9th December 2024."),
			},
			{
				p("NOW WE, the said Harold Brierley and Simon Kettleby, having taken upon ourselves the burden of this reference and having carefully considered the submissions and documents put before us, DO HEREBY MAKE, ISSUE AND PUBLISH this our FINAL ARBITRATION AWARD as follows:"),
				p("A. WE FIND AND HOLD that the Owners' claim for demurrage succeeds in the sum of USD 142,875.00 and otherwise fails."),
				p("B. WE AWARD AND ADJUDGE that the Charterers shall forthwith pay to the Owners the sum of USD 142,875.00 together with interest at the rate of 5.75% per annum, compounded at three-monthly rests, from 2nd June 2024 until the date of payment."),
				p("C. WE FURTHER AWARD AND ADJUDGE that the Charterers shall bear their own and pay the Owners' recoverable costs of the reference, to be assessed by us if not agreed, and shall bear the cost of this Award in the sum of GBP 9,600, provided that if the Owners have paid any part of that sum they shall be entitled to immediate reimbursement by the Charterers of the sum so paid."),
				p("D. This Award is final as to all matters determined in it. We reserve our jurisdiction to assess the recoverable costs of the reference."),
				gap(),
				l("GIVEN under our hands in London this 21st day of March 2025"), gap(), gap(),
				ls("..........................................                ..........................................",
					"Harold Brierley                                             Witness: Amanda Gorringe",
					"", "",
					"..........................................                ..........................................",
					"Simon Kettleby                                              Witness: Paul Denholm"),
			},
		}}

	reasons := doc{name: "Reasons for Final Award MV Aegean Horizon.pdf", font: "Times", size: 11, unicode: true,
		footer: "- %d -",
		pages: []page{
			{
				cb("MV \"AEGEAN HORIZON\""), c("Charterparty dated 3rd February 2024"), gap(),
				cb("REASONS"), c("for and forming part of the Final Arbitration Award dated 21st March 2025"), gap(),
				l("Introduction"),
				p("1. These are the Reasons for our Final Arbitration Award. They form part of the Award but are not to be used in any court proceedings relating to it unless the court so permits."),
				p("2. The Owners were represented by Messrs Carrow Pellegrini LLP and the Charterers by Messrs Brantwood Steele. We had Claim Submissions dated 16th September 2024, Defence Submissions dated 28th October 2024 and Reply Submissions dated 25th November 2024, with the laytime statement, the statement of facts and the port agents' log."),
				l("The facts"),
				p("3. The Vessel anchored at Alexandria at 0630 on 14th March 2024 and the Master tendered notice of readiness at 0930. Free pratique was granted at 1400 on 18th March 2024. The receivers' surveyors rejected holds 2 and 4 on 15th March 2024; after recleaning, all holds passed inspection at 1630 on 20th March 2024. The Vessel berthed on 29th March 2024 and completed discharge on 11th April 2024."),
				l("The notice of readiness"),
				p("4. A notice of readiness is valid only if the vessel is in fact ready to load or discharge when it is given. The holds were not ready on 14th March 2024, and the notice was invalid. Clause 6(c), however, counts time lost waiting for berth as laytime whatever the notice, and the Vessel was waiting for a berth from the time her holds passed until she berthed."),
			},
			{
				l("Laytime and demurrage"),
				p("5. We therefore count laytime from 1630 on 20th March 2024. The Eid al-Fitr holidays of 10th to 12th April 2024 are holidays within clause 22 and do not count. On that basis the Vessel was on demurrage for 7 days 22 hours 30 minutes, which at USD 18,000 per day gives USD 142,875.00."),
				l("Interest and costs"),
				p("6. The invoice was presented on 2nd May 2024 and we award interest from 2nd June 2024, a reasonable time for payment. The Charterers' offer of 5th June 2024 was for less than the Owners have recovered, and costs follow the event."),
				gap(), gap(),
				ls("Brierley / Kettleby", "London, 21st March 2025"),
			},
		}}

	cf, df, af, rf := claim.name, defence.name, award.name, reasons.name
	return matterSpec{
		name: "thalassa-v-sundara", title: "Thalassa Bulk Carriers S.A. v. Sundara Agri Commodities Pte. Ltd. (MV \"AEGEAN HORIZON\", LMAA)", heldOut: true,
		firstSight: &Figures{PartyTruth: 9, PartyFound: 8, PartyCorrect: 2, EventTruth: 41, EventHits: 41, Grounded: 1}, // at 1a3ce40
		docs:       []doc{claim, defence, award, reasons},
		parties: []Party{
			{"Thalassa Bulk Carriers S.A.", "plaintiff"}, // claimant owners
			{"Sundara Agri Commodities Pte. Ltd.", "respondent"},
			{"Julian Mercer-Holt", "counsel"},
			{"Rupert Ashcombe", "counsel"},
			{"Eleni Vardaki", "counsel"},
			{"Annabel Quirke", "counsel"},
			{"Nikhil Raman", "counsel"},
			{"Harold Brierley", "judge"},
			{"Simon Kettleby", "judge"},
		},
		events: []Event{
			{"2024-02-03", cf, 1},
			{"2024-03-14", cf, 1},
			{"2024-03-29", cf, 1},
			{"2024-04-11", cf, 1},
			{"2024-03-31", cf, 2},
			{"2024-05-02", cf, 2},
			{"2024-09-16", cf, 2},
			{"2024-02-03", df, 1},
			{"2024-09-16", df, 1},
			{"2024-03-14", df, 1},
			{"2024-03-18", df, 1},
			{"2024-03-20", df, 1},
			{"2024-03-29", df, 2},
			{"2024-04-10", df, 2},
			{"2024-04-12", df, 2},
			{"2024-06-05", df, 2},
			{"2024-10-28", df, 2},
			{"2024-02-03", af, 1},
			{"2024-07-08", af, 1},
			{"2024-07-19", af, 1},
			{"2024-12-09", af, 1},
			{"2024-06-02", af, 2},
			{"2025-03-21", af, 2},
			{"2024-02-03", rf, 1},
			{"2025-03-21", rf, 1},
			{"2024-09-16", rf, 1},
			{"2024-10-28", rf, 1},
			{"2024-11-25", rf, 1},
			{"2024-03-14", rf, 1},
			{"2024-03-18", rf, 1},
			{"2024-03-15", rf, 1},
			{"2024-03-20", rf, 1},
			{"2024-03-29", rf, 1},
			{"2024-04-11", rf, 1},
			{"2024-03-20", rf, 2},
			{"2024-04-10", rf, 2},
			{"2024-04-12", rf, 2},
			{"2024-05-02", rf, 2},
			{"2024-06-02", rf, 2},
			{"2024-06-05", rf, 2},
			{"2025-03-21", rf, 2},
		},
	}
}
