package sealed

import "pramaan/brief/truth"

// An LCIA commercial arbitration seated in London, A4: the Request for
// Arbitration under Article 1 of the LCIA Rules (the parties with their
// registration numbers and legal representatives, the arbitration clause
// quoted, the claimant's nomination); the Response under Article 2 with a
// counterclaim and the respondent's nomination; Procedural Order No. 1
// (the tribunal, the case management conference and who attended, a
// tribunal secretary, a timetable table); the claimant's project manager's
// first witness statement; and the final award's cover, representation,
// witnesses heard, dispositive part and the three arbitrators' signatures.
func init() { specs = append(specs, skarsvag) }

func skarsvag() spec {
	cover := func(title, sub string) []block {
		return []block{
			r("LCIA Arbitration No. 245871"), gap(),
			cb("IN THE MATTER OF AN ARBITRATION UNDER THE LCIA ARBITRATION RULES (2020)"), gap(),
			c("BETWEEN:"), gap(),
			cb("SKARSVÅG SUBSEA AS"), r("Claimant"), c("- and -"),
			cb("AL QURM ENERGY SERVICES LLC"), r("Respondent"), rule(),
			cb(title), c(sub), rule(),
		}
	}
	tl := []float64{0.12, 0.58, 0.30}

	request := doc{name: "Request for Arbitration.pdf", font: "Times", size: 11.5, paper: "A4",
		footer: "Request for Arbitration - %d", footerAlign: "R",
		pages: []page{
			with(cover("REQUEST FOR ARBITRATION", "pursuant to Article 1 of the LCIA Arbitration Rules"), []block{
				r("14 March 2024"),
				lb("A. THE PARTIES AND THEIR REPRESENTATIVES"),
				p("1. The Claimant, Skarsvåg Subsea AS (\"Skarsvåg\"), is a company incorporated in Norway under organisation number 918 442 107, whose registered office is at Strandgaten 19, 5013 Bergen, Norway. It provides subsea inspection, repair and maintenance (\"IRM\") services from its own vessels."),
				p("2. The Claimant is represented in this arbitration by Harcourt Lisle LLP, 40 Bank Street, London E14 5NR, United Kingdom (attention: Ms Annika Solberg-Reid and Mr Thomas Fairweather-Ng; asolberg-reid@harcourtlisle.example; tfairweather-ng@harcourtlisle.example). All communications should be sent to them."),
				p("3. The Respondent, Al Qurm Energy Services LLC (\"Al Qurm\"), is a limited liability company registered in the Sultanate of Oman under commercial registration number 1188742, whose address is Building 2217, Way 3309, Al Qurm, Muscat 112, Oman. Its legal representatives in this arbitration, if any, are not known to the Claimant."),
				lb("B. THE ARBITRATION AGREEMENT"),
				p("4. Clause 24.2 of the Subsea IRM Services Agreement between the Claimant and the Respondent dated 11 May 2022 (the \"Agreement\") provides: \"Any dispute arising out of or in connection with this Agreement, including any question regarding its existence, validity or termination, shall be referred to and finally resolved by arbitration under the LCIA Rules. The number of arbitrators shall be three. The seat of arbitration shall be London. The language of the arbitration shall be English. This Agreement is governed by English law.\""),
			}),
			{
				lb("C. THE NATURE AND CIRCUMSTANCES OF THE DISPUTE"),
				p("5. Under the Agreement the Claimant performed IRM campaigns on the Respondent's offshore pipelines and risers using the vessel Skarsvåg Explorer between 1 September 2022 and 30 November 2023."),
				p("6. The Respondent has failed to pay eleven invoices issued between 31 May 2023 and 15 December 2023, totalling USD 6,842,300. By letter of 19 December 2023 the Respondent purported to terminate the Agreement for \"unsatisfactory performance\" and refused payment. No notice of any defect was given under clause 17 of the Agreement."),
				lb("D. THE RELIEF CLAIMED"),
				p("7. The Claimant seeks: (a) payment of USD 6,842,300; (b) damages for wrongful termination, to be quantified; (c) interest; and (d) the costs of the arbitration, including legal costs."),
				lb("E. THE TRIBUNAL"),
				p("8. In accordance with clause 24.2 the tribunal shall consist of three arbitrators. The Claimant nominates Mr Rupert Haverstock KC, Thirty Essex Row Chambers, London, whose statement of independence is enclosed."),
				lb("F. REGISTRATION FEE AND DELIVERY"),
				p("9. The registration fee has been paid. A copy of this Request and its exhibits was delivered to the Respondent by courier and email on 14 March 2024, as confirmed in the enclosed courier receipt."),
				ls("Harcourt Lisle LLP", "Legal representatives of the Claimant", "London, 14 March 2024"),
			},
		}}

	response := doc{name: "Response to the Request for Arbitration.pdf", font: "Times", size: 11.5, paper: "A4",
		footer: "Response - %d", footerAlign: "R",
		pages: []page{
			with(cover("RESPONSE", "pursuant to Article 2 of the LCIA Arbitration Rules"), []block{
				r("15 April 2024"),
				p("1. The Respondent is represented by Bramwell Qadir LLP, 25 Cannon Street, London EC4M 5TA (attention: Ms Laila Al-Harthy and Mr Edmund Pask; lalharthy@bramwellqadir.example). The Respondent confirms the arbitration agreement quoted in the Request and that the seat is London."),
				p("2. The Respondent denies the claims. The Claimant's riser inspection campaign of July and August 2023 failed to detect, or failed to report, a through-wall crack in riser R-4 that caused a production shutdown from 3 October 2023 to 21 November 2023. The Respondent was entitled to withhold payment and to terminate on 19 December 2023 under clause 21.1(c)."),
				p("3. The Respondent counterclaims USD 2,140,000, being liquidated damages for delay under clause 9.4 and its costs of re-inspection by another contractor."),
				p("4. The Respondent nominates Ms Farida Benhaddou, of Paris, as arbitrator. Her statement of independence is enclosed."),
				ls("Bramwell Qadir LLP", "Legal representatives of the Respondent", "London, 15 April 2024"),
			}),
		}}

	po1 := doc{name: "Procedural Order No. 1.pdf", font: "Times", size: 11, paper: "A4",
		pages: []page{
			with(cover("PROCEDURAL ORDER NO. 1", "2 July 2024"), []block{
				l("Tribunal:  Dr Ingrid Lofthouse KC (Presiding Arbitrator)"),
				l("                Mr Rupert Haverstock KC"),
				l("                Ms Farida Benhaddou"), gap(),
				p("1. The LCIA Court appointed Mr Haverstock and Ms Benhaddou on 2 May 2024 and Dr Lofthouse as presiding arbitrator on 28 May 2024. The Arbitral Tribunal was thereby formed."),
				p("2. A case management conference was held by video on 24 June 2024. Ms Annika Solberg-Reid and Mr Thomas Fairweather-Ng of Harcourt Lisle LLP attended for the Claimant; Ms Laila Al-Harthy and Mr Edmund Pask of Bramwell Qadir LLP attended for the Respondent."),
				p("3. With the parties' written consent under Article 14A of the LCIA Rules, Ms Chloé Varga is appointed as tribunal secretary. She will not participate in the Tribunal's deliberations."),
				p("4. The procedural timetable is as follows:"),
				row(tl, "Step", "Procedural step", "Date"),
				row(tl, "1", "Claimant's Statement of Case, with witness statements and documents relied on", "6 September 2024"),
				row(tl, "2", "Respondent's Statement of Defence and Counterclaim, with witness statements", "8 November 2024"),
				row(tl, "3", "Requests to produce documents (Redfern schedule)", "6 December 2024"),
				row(tl, "4", "Claimant's Statement of Reply and Defence to Counterclaim", "14 February 2025"),
				row(tl, "5", "Respondent's Statement of Reply to Defence to Counterclaim", "28 March 2025"),
				row(tl, "6", "Evidentiary hearing, IDRC, 1 Paternoster Lane, London", "9-13 June 2025"),
				p("5. Any deadline may be extended by agreement of the parties with notice to the Tribunal, provided the hearing dates are not affected."),
				ls("For and on behalf of the Arbitral Tribunal", "", "Dr Ingrid Lofthouse KC", "Presiding Arbitrator", "Seat of the arbitration: London"),
			}),
		}}

	ws := doc{name: "First Witness Statement of Håkon Brekke-Larsen.pdf", font: "Times", size: 11.5, paper: "A4",
		pages: []page{
			with([]block{r("On behalf of the Claimant"), r("Witness: H. Brekke-Larsen"), r("First statement"), r("6 September 2024")},
				cover("FIRST WITNESS STATEMENT OF HÅKON BREKKE-LARSEN", ""), []block{
					p("I, Håkon Brekke-Larsen, of Skarsvåg Subsea AS, Strandgaten 19, 5013 Bergen, Norway, state as follows:"),
					p("1. I am the Claimant's Project Manager for the Al Qurm contract and have held that role since the Agreement was signed on 11 May 2022. The facts in this statement are within my own knowledge unless I say otherwise. I make this statement in English, which I read and write fluently."),
					p("2. The riser inspection campaign began on 14 July 2023 and ended on 26 August 2023. Our ROV team recorded ultrasonic wall-thickness readings on all six risers, including riser R-4. The readings for R-4 were within tolerance and were reported to Al Qurm in the campaign report dated 8 September 2023."),
					p("3. I met Mr Faisal Al-Kindi, Al Qurm's Operations Director, in Muscat on 12 October 2023. He told me the R-4 leak had been found at a flange about 40 metres above the inspected zone, in an area that the scope of work for the 2023 campaign did not include. I made a note of the meeting that evening (Exhibit C-27)."),
					p("4. At no time before 19 December 2023 did Al Qurm give us notice of any defect under clause 17 of the Agreement."),
				}),
			{
				lb("STATEMENT OF TRUTH"),
				p("I believe that the facts stated in this witness statement are true. I understand that this statement may be placed before the Arbitral Tribunal and that I may be cross-examined on it at the hearing."),
				ls("Signed: Håkon Brekke-Larsen", "Bergen, 6 September 2024"),
			},
		}}

	award := doc{name: "Final Award.pdf", font: "Times", size: 11.5, paper: "A4",
		footer: "LCIA Arbitration No. 245871 - Final Award - Page %d of %t", footerAlign: "C",
		pages: []page{
			with(cover("FINAL AWARD", ""), []block{gap(),
				cb("THE ARBITRAL TRIBUNAL"),
				c("Dr Ingrid Lofthouse KC (Presiding Arbitrator)"),
				c("Mr Rupert Haverstock KC"),
				c("Ms Farida Benhaddou"), gap(),
				c("Tribunal Secretary: Ms Chloé Varga"), gap(),
				c("Seat of the arbitration: London, United Kingdom"),
				c("Date of the Award: 17 October 2025"),
			}),
			{
				lb("I. REPRESENTATION"),
				row([]float64{0.5, 0.5}, "For the Claimant:\nMs Annika Solberg-Reid\nMr Thomas Fairweather-Ng\nHarcourt Lisle LLP, London\n\nMr Dominic Stroud-Kaye KC\nThirty Essex Row Chambers", "For the Respondent:\nMs Laila Al-Harthy\nMr Edmund Pask\nBramwell Qadir LLP, London\n\nMs Georgina Tellwright KC\nFountain Court Row"), gap(),
				lb("II. PROCEDURAL HISTORY"),
				p("1. The Claimant filed its Request for Arbitration on 14 March 2024 and the Respondent its Response on 15 April 2024. The Tribunal was formed on 28 May 2024 and issued Procedural Order No. 1 on 2 July 2024."),
				p("2. The evidentiary hearing took place at the IDRC, London, from 9 to 13 June 2025. The Tribunal heard the oral evidence of Mr Håkon Brekke-Larsen for the Claimant and of Mr Faisal Al-Kindi for the Respondent, and of the parties' experts on pipeline integrity. The parties filed post-hearing briefs on 25 July 2025."),
				lb("III. SUMMARY OF THE TRIBUNAL'S FINDINGS"),
				p("3. The leak in riser R-4 occurred at a flange outside the scope of the 2023 campaign. The Respondent has not shown any failure of the Claimant's inspection services, and the termination of 19 December 2023 was not justified under clause 21.1(c). It was a repudiation of the Agreement, which the Claimant accepted by its Request."),
			},
			{
				lb("IV. DISPOSITIVE PART"),
				p("4. For the reasons set out in this Award, the Tribunal DECLARES, AWARDS and ORDERS as follows:"),
				p("(a) The Respondent shall pay the Claimant USD 6,842,300 in respect of the unpaid invoices, with simple interest at 6 per cent per year from 30 December 2023 until payment."),
				p("(b) The Respondent shall pay the Claimant USD 3,215,000 as damages for wrongful termination."),
				p("(c) The Respondent's counterclaim is dismissed."),
				p("(d) The Respondent shall bear the costs of the arbitration as determined by the LCIA Court, and shall pay the Claimant GBP 1,240,000 in respect of its legal and other costs."),
				p("(e) All other claims are dismissed."),
				gap(), l("Seat of the arbitration: London, United Kingdom.  Date: 17 October 2025"), gap(),
				row([]float64{0.34, 0.33, 0.33}, "[signed]\nMr Rupert Haverstock KC\nCo-arbitrator", "[signed]\nDr Ingrid Lofthouse KC\nPresiding Arbitrator", "[signed]\nMs Farida Benhaddou\nCo-arbitrator"),
			},
		}}

	return spec{
		name: "skarsvag-subsea-v-al-qurm-lcia", title: "Skarsvåg Subsea AS v Al Qurm Energy Services LLC (LCIA Arbitration No. 245871)",
		firstSight: &truth.Figures{PartyTruth: 14, PartyFound: 16, PartyCorrect: 12, EventTruth: 40, EventHits: 40, Grounded: 1}, // at commit 2b4b0d8
		docs:       []doc{request, response, po1, ws, award},
		parties: []truth.Party{
			{Name: "Skarsvåg Subsea AS", Role: "plaintiff"}, // the claimant
			{Name: "Al Qurm Energy Services LLC", Role: "respondent"},
			{Name: "Annika Solberg-Reid", Role: "counsel"},
			{Name: "Thomas Fairweather-Ng", Role: "counsel"},
			{Name: "Dominic Stroud-Kaye", Role: "counsel"},
			{Name: "Laila Al-Harthy", Role: "counsel"},
			{Name: "Edmund Pask", Role: "counsel"},
			{Name: "Georgina Tellwright", Role: "counsel"},
			{Name: "Ingrid Lofthouse", Role: "judge"}, // presiding arbitrator
			{Name: "Rupert Haverstock", Role: "judge"},
			{Name: "Farida Benhaddou", Role: "judge"},
			{Name: "Håkon Brekke-Larsen", Role: "declarant"}, // his witness statement
			{Name: "Håkon Brekke-Larsen", Role: "witness"},   // heard at the hearing
			{Name: "Faisal Al-Kindi", Role: "witness"},
		},
		events: []truth.Event{
			{Date: "2024-03-14", File: "Request for Arbitration.pdf", Page: 1},
			{Date: "2022-05-11", File: "Request for Arbitration.pdf", Page: 1},
			{Date: "2022-09-01", File: "Request for Arbitration.pdf", Page: 2},
			{Date: "2023-11-30", File: "Request for Arbitration.pdf", Page: 2},
			{Date: "2023-05-31", File: "Request for Arbitration.pdf", Page: 2},
			{Date: "2023-12-15", File: "Request for Arbitration.pdf", Page: 2},
			{Date: "2023-12-19", File: "Request for Arbitration.pdf", Page: 2},
			{Date: "2024-03-14", File: "Request for Arbitration.pdf", Page: 2},
			{Date: "2024-04-15", File: "Response to the Request for Arbitration.pdf", Page: 1},
			{Date: "2023-10-03", File: "Response to the Request for Arbitration.pdf", Page: 1},
			{Date: "2023-11-21", File: "Response to the Request for Arbitration.pdf", Page: 1},
			{Date: "2023-12-19", File: "Response to the Request for Arbitration.pdf", Page: 1},
			{Date: "2024-07-02", File: "Procedural Order No. 1.pdf", Page: 1},
			{Date: "2024-05-02", File: "Procedural Order No. 1.pdf", Page: 1},
			{Date: "2024-05-28", File: "Procedural Order No. 1.pdf", Page: 1},
			{Date: "2024-06-24", File: "Procedural Order No. 1.pdf", Page: 1},
			{Date: "2024-09-06", File: "Procedural Order No. 1.pdf", Page: 1},
			{Date: "2024-11-08", File: "Procedural Order No. 1.pdf", Page: 1},
			{Date: "2024-12-06", File: "Procedural Order No. 1.pdf", Page: 1},
			{Date: "2025-02-14", File: "Procedural Order No. 1.pdf", Page: 1},
			{Date: "2025-03-28", File: "Procedural Order No. 1.pdf", Page: 1},
			{Date: "2025-06-09", File: "Procedural Order No. 1.pdf", Page: 1},
			{Date: "2024-09-06", File: "First Witness Statement of Håkon Brekke-Larsen.pdf", Page: 1},
			{Date: "2022-05-11", File: "First Witness Statement of Håkon Brekke-Larsen.pdf", Page: 1},
			{Date: "2023-07-14", File: "First Witness Statement of Håkon Brekke-Larsen.pdf", Page: 1},
			{Date: "2023-08-26", File: "First Witness Statement of Håkon Brekke-Larsen.pdf", Page: 1},
			{Date: "2023-09-08", File: "First Witness Statement of Håkon Brekke-Larsen.pdf", Page: 1},
			{Date: "2023-10-12", File: "First Witness Statement of Håkon Brekke-Larsen.pdf", Page: 1},
			{Date: "2023-12-19", File: "First Witness Statement of Håkon Brekke-Larsen.pdf", Page: 1},
			{Date: "2024-09-06", File: "First Witness Statement of Håkon Brekke-Larsen.pdf", Page: 2},
			{Date: "2025-10-17", File: "Final Award.pdf", Page: 1},
			{Date: "2024-03-14", File: "Final Award.pdf", Page: 2},
			{Date: "2024-04-15", File: "Final Award.pdf", Page: 2},
			{Date: "2024-05-28", File: "Final Award.pdf", Page: 2},
			{Date: "2024-07-02", File: "Final Award.pdf", Page: 2},
			{Date: "2025-06-09", File: "Final Award.pdf", Page: 2},
			{Date: "2025-07-25", File: "Final Award.pdf", Page: 2},
			{Date: "2023-12-19", File: "Final Award.pdf", Page: 2},
			{Date: "2023-12-30", File: "Final Award.pdf", Page: 3},
			{Date: "2025-10-17", File: "Final Award.pdf", Page: 3},
		},
	}
}
