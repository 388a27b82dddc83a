package sealed

import "pramaan/brief/truth"

// A SIAC arbitration seated in Singapore over a palm-oil supply contract, A4:
// the notice of arbitration under Rule 3.1 of the SIAC Rules 2016 (parties
// with registration numbers, counsel with "Attn:", the clause quoted, a
// co-arbitrator nominated, the filing fee), the response under Rule 4.1 with
// a counterclaim and a nomination, Procedural Order No. 1 of the tribunal
// (the tribunal's composition with the confirmation dates by the Court of
// Arbitration, the case management conference's attendance, a timetable
// table with a hearing range), and the final award (cover with the tribunal
// and the "Between / and" title, representation, witnesses heard, the
// dispositive part with "the Tribunal hereby awards", seat and date,
// three signatures side by side).
func init() { specs = append(specs, straitsMeridian) }

func straitsMeridian() spec {
	title := []block{cb("IN THE MATTER OF AN ARBITRATION UNDER THE ARBITRATION RULES OF THE SINGAPORE INTERNATIONAL ARBITRATION CENTRE (SIAC RULES 2016)"), gap(),
		r("SIAC Arb No. 214 of 2024"), gap(),
		c("BETWEEN"), gap(),
		cb("STRAITS MERIDIAN COMMODITIES PTE. LTD."), c("(Claimant)"), gap(), c("AND"), gap(),
		cb("PT NUSANTARA SAWIT LESTARI"), c("(Respondent)"), rule()}
	foot := "Tan & Subramaniam LLC  |  8 Marina View, #28-01 Asia Square Tower 1, Singapore 018960"

	notice := doc{name: "Notice of Arbitration.pdf", font: "Times", size: 11, paper: "A4",
		footer: foot + "  |  Page %d of %t",
		pages: []page{
			with(title, []block{cb("NOTICE OF ARBITRATION"), gap(),
				lb("A. The Parties"),
				p("1. The Claimant, Straits Meridian Commodities Pte. Ltd. (UEN 201533871K), is a company incorporated in Singapore with its registered office at 10 Collyer Quay, #19-02 Ocean Financial Centre, Singapore 049315. It trades edible oils."),
				p("2. The Claimant is represented in this arbitration by Tan & Subramaniam LLC, 8 Marina View, #28-01 Asia Square Tower 1, Singapore 018960 (Attn: Ms Rachel Tan Hui Min and Mr Arvind Subramaniam; rachel.tan@tansub.example)."),
				p("3. The Respondent, PT Nusantara Sawit Lestari, is a limited liability company incorporated in Indonesia with its registered office at Menara Sentral, Jl. Jend. Sudirman Kav. 45, Jakarta 12930. It owns plantations and a refinery in Riau."),
				lb("B. The Arbitration Agreement"),
				p("4. Clause 21 of the Contract for the Sale of Crude Palm Oil No. SMC/NSL/0323 dated 14 March 2023 (the \"Contract\") provides: \"Any dispute arising out of or in connection with this contract, including any question regarding its existence, validity or termination, shall be referred to and finally resolved by arbitration administered by the Singapore International Arbitration Centre in accordance with the Arbitration Rules of the Singapore International Arbitration Centre for the time being in force. The seat of the arbitration shall be Singapore. The Tribunal shall consist of three arbitrators. The language of the arbitration shall be English.\""),
			}),
			{
				lb("C. The Dispute"),
				p("5. Under the Contract, the Respondent agreed to sell 36,000 metric tonnes of crude palm oil, in six monthly shipments of 6,000 MT FOB Dumai, from July to December 2023. The Respondent shipped the July and August 2023 parcels and then, by letter of 4 September 2023, declared that an Indonesian export levy increase was force majeure and refused to ship the remaining 24,000 MT."),
				p("6. A change in export levy is not force majeure under Clause 17. The Claimant bought replacement cargoes at market prices between 19 September 2023 and 8 January 2024 and claims the difference of US$5,412,000, with interest and costs."),
				lb("D. Nomination"),
				p("7. The Claimant nominates Mr Julian Ashdown-Reyes, of Maxwell Chambers, Singapore, as co-arbitrator."),
				p("8. The filing fee has been paid, and a copy of this Notice has been served on the Respondent by courier and email on the date below, as required by Rule 3.3."),
				ls("Dated 22 February 2024", "", "Tan & Subramaniam LLC", "Solicitors for the Claimant", "(Rachel Tan Hui Min / Arvind Subramaniam)"),
			},
		}}

	response := doc{name: "Response to Notice of Arbitration.pdf", font: "Times", size: 11, paper: "A4",
		footer: "Wirjawan Hartono & Partners  |  Menara Astra, 38th Floor, Jakarta 10220  |  Page %d of %t",
		pages: []page{
			with(title, []block{cb("RESPONSE TO THE NOTICE OF ARBITRATION"), gap(),
				p("1. The Respondent, PT Nusantara Sawit Lestari, submits this Response under Rule 4.1 of the SIAC Rules. It is represented by Wirjawan Hartono & Partners, Menara Astra, 38th Floor, Jl. Jend. Sudirman Kav. 5-6, Jakarta 10220 (Attn: Mr Budi Santoso Wirjawan and Ms Sari Kusumawardani)."),
				p("2. The Respondent accepts the jurisdiction of the Tribunal under Clause 21 of the Contract dated 14 March 2023."),
				p("3. The Respondent denies liability. The regulation of the Indonesian Ministry of Trade issued on 28 August 2023 imposed an export levy and a domestic market obligation that made further shipment impossible at the Contract price. Clause 17 expressly covers \"any act of government or export restriction\"; the Respondent's letter of 4 September 2023 was a valid notice under it."),
				p("4. Counterclaim. The Claimant has not paid US$612,400 of the price of the August 2023 parcel. The Respondent counterclaims that sum with interest."),
				p("5. The Respondent nominates Dr Rizal Hakim Prasetyo, of Jakarta, as co-arbitrator."),
				ls("Dated 21 March 2024", "", "Wirjawan Hartono & Partners", "Counsel for the Respondent", "(Budi Santoso Wirjawan / Sari Kusumawardani)"),
			}),
		}}

	po1 := doc{name: "Procedural Order No 1.pdf", font: "Times", size: 10.5, paper: "A4",
		pages: []page{
			with(title, []block{cb("PROCEDURAL ORDER No. 1"), gap(),
				p("1. The Tribunal is composed of Mr Julian Ashdown-Reyes (nominated by the Claimant, appointed by the President of the SIAC Court of Arbitration on 2 April 2024), Dr Rizal Hakim Prasetyo (nominated by the Respondent, appointed on 2 April 2024) and Ms Fiona Lau Ka Yee (presiding arbitrator, appointed by the President on 30 April 2024). The parties confirmed at the case management conference that they have no objection to the constitution of the Tribunal."),
				p("2. The case management conference was held by video on 21 May 2024. Attending were Ms Rachel Tan Hui Min and Mr Arvind Subramaniam for the Claimant; Mr Budi Santoso Wirjawan and Ms Sari Kusumawardani for the Respondent; and the members of the Tribunal."),
				p("3. The seat of the arbitration is Singapore. The language is English. The procedure is governed by the SIAC Rules 2016 and the International Arbitration Act 1994."),
				p("4. The timetable is as follows:"),
				row([]float64{0.1, 0.55, 0.35}, "No.", "Step", "Date"),
				row([]float64{0.1, 0.55, 0.35}, "1", "Statement of Claim with witness statements", "12 July 2024"),
				row([]float64{0.1, 0.55, 0.35}, "2", "Statement of Defence and Counterclaim", "6 September 2024"),
				row([]float64{0.1, 0.55, 0.35}, "3", "Document production requests (Redfern)", "4 October 2024"),
				row([]float64{0.1, 0.55, 0.35}, "4", "Reply and Defence to Counterclaim", "15 November 2024"),
				row([]float64{0.1, 0.55, 0.35}, "5", "Evidentiary hearing, Maxwell Chambers", "20-23 January 2025"),
				p("5. The IBA Rules on the Taking of Evidence (2020) shall guide, but not bind, the Tribunal."),
				ls("Singapore, 24 May 2024", "", "For the Tribunal:", "Fiona Lau Ka Yee", "Presiding Arbitrator"),
			}),
		}}

	sig := row([]float64{0.333, 0.333, 0.334}, "Julian Ashdown-Reyes\nCo-Arbitrator", "Fiona Lau Ka Yee\nPresiding Arbitrator", "Rizal Hakim Prasetyo\nCo-Arbitrator")
	award := doc{name: "Final Award.pdf", font: "Times", size: 10.5, paper: "A4",
		footer: "SIAC Arb No. 214 of 2024  -  Final Award  -  Page %d of %t",
		pages: []page{
			with(title, []block{cb("FINAL AWARD"), gap(),
				ls("Tribunal:", "     Ms Fiona Lau Ka Yee (Presiding Arbitrator)", "     Mr Julian Ashdown-Reyes", "     Dr Rizal Hakim Prasetyo"), gap(),
				ls("Representing the Claimant:", "     Ms Rachel Tan Hui Min, Mr Arvind Subramaniam", "     Tan & Subramaniam LLC, Singapore", "", "Representing the Respondent:", "     Mr Budi Santoso Wirjawan, Ms Sari Kusumawardani", "     Wirjawan Hartono & Partners, Jakarta"), gap(),
				lb("I. PROCEDURAL HISTORY"),
				p("1. The Claimant filed its Notice of Arbitration on 22 February 2024 and the Respondent its Response on 21 March 2024. The Tribunal was constituted on 30 April 2024 and issued Procedural Order No. 1 on 24 May 2024."),
				p("2. The hearing took place at Maxwell Chambers from 20 to 23 January 2025. The Tribunal heard the Claimant's witness, Ms Lim Wei Ling, its head of vegetable oils trading; the Respondent's witness, Mr Agus Setiawan, its director of plantations; and the parties' quantum experts, Mr Daniel Okwu-Brennan for the Claimant and Ms Ratna Dewi Anggraini for the Respondent. Post-hearing submissions were filed on 7 March 2025."),
			}),
			{
				lb("II. DECISION"),
				p("3. The Tribunal finds, by a majority, that the increase in the export levy of 28 August 2023 made performance more expensive but not impossible, and was not an \"export restriction\" within Clause 17. The Respondent's refusal of 4 September 2023 to ship the remaining parcels was a repudiation of the Contract, which the Claimant accepted."),
				p("4. The Claimant's replacement purchases were reasonable in timing and price. Its damages are US$5,412,000, from which the unpaid balance of the August 2023 parcel, US$612,400, is to be set off, the counterclaim succeeding in that amount."),
				lb("III. DISPOSITIVE PART"),
				p("5. For these reasons, the Tribunal hereby awards and declares that: (a) the Respondent shall pay the Claimant US$4,799,600; (b) simple interest at 5.33% per annum on that sum from 8 January 2024 until payment; (c) the costs of the arbitration, as determined by the Registrar, shall be borne 80% by the Respondent and 20% by the Claimant; (d) the Respondent shall pay the Claimant S$1,186,000 in respect of its legal and other costs; and (e) all other claims are dismissed."),
				p("Dr Prasetyo dissents from paragraph 3 for the reasons set out in his separate opinion, which forms part of this Award."),
				ls("Seat of arbitration: Singapore", "Date of Award: 30 May 2025"), gap(), gap(),
				sig,
			},
		}}

	const (
		fn = "Notice of Arbitration.pdf"
		fr = "Response to Notice of Arbitration.pdf"
		fp = "Procedural Order No 1.pdf"
		fa = "Final Award.pdf"
	)
	return spec{
		name: "straits-meridian-v-nusantara-sawit-siac", title: "Straits Meridian Commodities Pte. Ltd. v. PT Nusantara Sawit Lestari (SIAC Arb No. 214 of 2024), crude palm oil supply",
		firstSight: &truth.Figures{PartyTruth: 13, PartyFound: 13, PartyCorrect: 10, EventTruth: 28, EventHits: 28, Grounded: 1}, // at commit d617a04
		docs:       []doc{notice, response, po1, award},
		parties: []truth.Party{
			{Name: "Straits Meridian Commodities Pte. Ltd.", Role: "plaintiff"}, // the claimant
			{Name: "PT Nusantara Sawit Lestari", Role: "respondent"},
			{Name: "Rachel Tan Hui Min", Role: "counsel"},
			{Name: "Arvind Subramaniam", Role: "counsel"},
			{Name: "Budi Santoso Wirjawan", Role: "counsel"},
			{Name: "Sari Kusumawardani", Role: "counsel"},
			{Name: "Fiona Lau Ka Yee", Role: "judge"},
			{Name: "Julian Ashdown-Reyes", Role: "judge"},
			{Name: "Rizal Hakim Prasetyo", Role: "judge"},
			{Name: "Lim Wei Ling", Role: "witness"},
			{Name: "Agus Setiawan", Role: "witness"},
			{Name: "Daniel Okwu-Brennan", Role: "witness"},
			{Name: "Ratna Dewi Anggraini", Role: "witness"},
		},
		events: []truth.Event{
			{Date: "2023-03-14", File: fn, Page: 1},
			{Date: "2023-09-04", File: fn, Page: 2},
			{Date: "2023-09-19", File: fn, Page: 2},
			{Date: "2024-01-08", File: fn, Page: 2},
			{Date: "2024-02-22", File: fn, Page: 2},
			{Date: "2023-03-14", File: fr, Page: 1},
			{Date: "2023-08-28", File: fr, Page: 1},
			{Date: "2023-09-04", File: fr, Page: 1},
			{Date: "2024-03-21", File: fr, Page: 1},
			{Date: "2024-04-02", File: fp, Page: 1},
			{Date: "2024-04-30", File: fp, Page: 1},
			{Date: "2024-05-21", File: fp, Page: 1},
			{Date: "2024-07-12", File: fp, Page: 1},
			{Date: "2024-09-06", File: fp, Page: 1},
			{Date: "2024-10-04", File: fp, Page: 1},
			{Date: "2024-11-15", File: fp, Page: 1},
			{Date: "2025-01-20", File: fp, Page: 1},
			{Date: "2024-05-24", File: fp, Page: 1},
			{Date: "2024-02-22", File: fa, Page: 1},
			{Date: "2024-03-21", File: fa, Page: 1},
			{Date: "2024-04-30", File: fa, Page: 1},
			{Date: "2024-05-24", File: fa, Page: 1},
			{Date: "2025-01-20", File: fa, Page: 1},
			{Date: "2025-03-07", File: fa, Page: 1},
			{Date: "2023-08-28", File: fa, Page: 2},
			{Date: "2023-09-04", File: fa, Page: 2},
			{Date: "2024-01-08", File: fa, Page: 2},
			{Date: "2025-05-30", File: fa, Page: 2},
		},
	}
}
