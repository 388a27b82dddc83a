package sealed

import "pramaan/brief/truth"

// An ICC arbitration seated in Geneva under Swiss law, on an EPC contract
// for a desalination plant, A4: the request for arbitration under Article 4
// of the 2021 Rules (a cover page with the parties and their counsel
// beneath each, "Avv." and "Me" titles, the clause quoted, a co-arbitrator
// nominated), the answer under Article 5 with a counterclaim and its own
// nomination, Terms of Reference under Article 23 (numbered sections, the
// parties and counsel as "Name: / Address: / Represented by:" rows, the
// tribunal with the dates each was confirmed or appointed, place,
// language, applicable law, signatures of the arbitrators), Procedural
// Order No. 1 with a timetable table and a bifurcation, and a partial award
// on liability (cover page, the procedural history, witnesses heard at the
// hearing, "FOR THESE REASONS, the Arbitral Tribunal decides:", three
// signatures with the place and date).
func init() { specs = append(specs, valtorre) }

func valtorre() spec {
	ref := "ICC Case No. 28417/HBH"
	hdr := "Valtorre Impianti S.p.A. v. Hydrovale Desalination (Oman) LLC  -  " + ref
	tbl := []float64{0.28, 0.72}

	request := doc{name: "Request for Arbitration.pdf", font: "Times", size: 11.5, paper: "A4", footer: "- %d -",
		pages: []page{
			{
				gap(), cb("INTERNATIONAL CHAMBER OF COMMERCE"), cb("INTERNATIONAL COURT OF ARBITRATION"), gap(), gap(),
				cb("VALTORRE IMPIANTI S.p.A."), c("(Claimant)"), gap(),
				ls("represented by:", "Avv. Ludovica Ferrante-Kovács and Mr. Benedikt Aurelius Hess", "Studio Legale Ferrante Hess, Via Manzoni 38, 20121 Milan, Italy"), gap(),
				c("v."), gap(),
				cb("HYDROVALE DESALINATION (OMAN) LLC"), c("(Respondent)"), gap(), gap(),
				cb("REQUEST FOR ARBITRATION"), c("pursuant to Article 4 of the ICC Rules of Arbitration (2021)"), gap(), gap(),
				c("Milan, 22 March 2024"),
			},
			{
				lb("I. THE PARTIES"),
				p("1. Claimant, Valtorre Impianti S.p.A. (\"Valtorre\"), is a company organised under the laws of Italy, registered with the Milan Companies Register under no. 09182730155, with its registered office at Viale Certosa 212, 20156 Milan, Italy."),
				p("2. Respondent, Hydrovale Desalination (Oman) LLC (\"Hydrovale\"), is a limited liability company organised under the laws of the Sultanate of Oman, commercial registration no. 1318847, with its registered office at Way 3109, Building 1827, Al Khuwair, Muscat, Oman."),
				lb("II. THE ARBITRATION AGREEMENT"),
				p("3. Clause 20.6 of the Engineering, Procurement and Construction Contract between Valtorre and Hydrovale dated 12 May 2021 (the \"EPC Contract\") provides: \"All disputes arising out of or in connection with this Contract shall be finally settled under the Rules of Arbitration of the International Chamber of Commerce by three arbitrators appointed in accordance with the said Rules. The seat of arbitration shall be Geneva, Switzerland. The language of the arbitration shall be English. This Contract shall be governed by Swiss law.\""),
				lb("III. THE DISPUTE"),
				p("4. Under the EPC Contract Valtorre designed and built a 60,000 m³/day reverse-osmosis desalination plant at Sur for a lump sum of USD 118,400,000. The plant passed its reliability test, but on 30 September 2023 Hydrovale refused to issue the taking-over certificate, alleging that the energy recovery devices underperformed, and on 15 January 2024 it purported to terminate the EPC Contract for default and called the performance bond of USD 11,840,000."),
				p("5. Valtorre claims a declaration that the termination was invalid, the unpaid contract balance of USD 14,215,300, repayment of the bond proceeds, and damages, with interest at 5% under Article 104 of the Swiss Code of Obligations."),
				lb("IV. NOMINATION OF ARBITRATOR"),
				p("6. Valtorre nominates as co-arbitrator Prof. Dr. Gabriele Montanari-Lutz, Bahnhofstrasse 17, 8001 Zurich, Switzerland."),
				ls("", "For Claimant:", "", "Ludovica Ferrante-Kovács                    Benedikt Aurelius Hess", "Studio Legale Ferrante Hess"),
			},
		}}

	answer := doc{name: "Answer and Counterclaim.pdf", font: "Times", size: 11.5, paper: "A4", header: hdr, footer: "%d",
		pages: []page{
			{
				cb("ANSWER TO THE REQUEST FOR ARBITRATION AND COUNTERCLAIM"), c("pursuant to Article 5 of the ICC Rules of Arbitration (2021)"), gap(),
				c("submitted on behalf of Respondent, Hydrovale Desalination (Oman) LLC, by"), c("Mr. Tariq S. Al-Habsi and Ms. Eleanor Whitcombe-Rana, Whitcombe Rana LLP, 25 Old Broad Street, London EC2N 1HN"), gap(),
				c("10 May 2024"), gap(),
				p("1. Respondent received the Request for Arbitration, notified by the Secretariat, on 28 March 2024. The Secretariat granted Respondent an extension until 10 May 2024 to submit its Answer under Article 5(2) of the Rules."),
				p("2. Respondent does not contest the jurisdiction of the Arbitral Tribunal or the seat, language and applicable law recorded in the Request. It denies the claims in their entirety."),
				p("3. The plant was never capable of taking over. The energy recovery devices supplied by Valtorre's subcontractor consumed 3.41 kWh/m³ against the guaranteed 2.95 kWh/m³, a defect Valtorre acknowledged in correspondence and failed to cure within the 42-day period notified to it on 20 November 2023. Respondent validly terminated the EPC Contract under Sub-Clause 15.2 on 15 January 2024."),
				p("4. By way of counterclaim, Respondent claims liquidated damages for delay capped at USD 11,840,000, the additional cost of completing the plant through a replacement contractor, currently estimated at USD 9,600,000, and a declaration that it was entitled to call the performance bond."),
				p("5. Respondent nominates as co-arbitrator Mr. Nasser K. Al-Mahrouqi, P.O. Box 1420, Postal Code 112, Ruwi, Muscat, Oman."),
				ls("", "Respectfully submitted on behalf of Respondent,", "", "Tariq S. Al-Habsi                          Eleanor Whitcombe-Rana", "Whitcombe Rana LLP"),
			},
		}}

	tor := doc{name: "Terms of Reference.pdf", font: "Times", size: 11, paper: "A4", header: hdr, footer: "%d",
		pages: []page{
			{
				cb("TERMS OF REFERENCE"), c("(Article 23 of the ICC Rules of Arbitration)"), gap(),
				lb("1. THE PARTIES AND THEIR COUNSEL"),
				lb("1.1 Claimant"),
				row(tbl, "Name:", "Valtorre Impianti S.p.A."),
				row(tbl, "Address:", "Viale Certosa 212, 20156 Milan, Italy"),
				row(tbl, "Represented by:", "Avv. Ludovica Ferrante-Kovács\nMr. Benedikt Aurelius Hess\nStudio Legale Ferrante Hess, Via Manzoni 38, 20121 Milan, Italy\n\nMe Céline Vuilleumier-Baptiste\nVuilleumier & Lacroix, Rue du Rhône 65, 1204 Geneva, Switzerland"),
				gap(), lb("1.2 Respondent"),
				row(tbl, "Name:", "Hydrovale Desalination (Oman) LLC"),
				row(tbl, "Address:", "Way 3109, Building 1827, Al Khuwair, Muscat, Oman"),
				row(tbl, "Represented by:", "Mr. Tariq S. Al-Habsi\nMs. Eleanor Whitcombe-Rana\nWhitcombe Rana LLP, 25 Old Broad Street, London EC2N 1HN, United Kingdom"),
				gap(), lb("2. THE ARBITRAL TRIBUNAL"),
				row(tbl, "Co-arbitrator:", "Prof. Dr. Gabriele Montanari-Lutz, Bahnhofstrasse 17, 8001 Zurich, Switzerland\nNominated by Claimant; confirmed by the Secretary General of the ICC Court on 4 June 2024"),
				row(tbl, "Co-arbitrator:", "Mr. Nasser K. Al-Mahrouqi, P.O. Box 1420, Ruwi, Muscat, Oman\nNominated by Respondent; confirmed by the Secretary General on 4 June 2024"),
				row(tbl, "President:", "Mme Hélène Dufresne-Okafor, Quai Gustave-Ador 2, 1207 Geneva, Switzerland\nNominated jointly by the co-arbitrators; confirmed by the Secretary General on 1 July 2024"),
				gap(), lb("3. PLACE, LANGUAGE AND APPLICABLE LAW"),
				p("3.1 The place of arbitration is Geneva, Switzerland (Clause 20.6 of the EPC Contract). The lex arbitri is Chapter 12 of the Swiss Private International Law Act. The language of the arbitration is English. The EPC Contract is governed by Swiss law."),
			},
			{
				lb("4. ISSUES TO BE DETERMINED"),
				p("4.1 Without prejudice to the parties' submissions, the issues include: (a) whether Respondent was entitled to refuse the taking-over certificate; (b) whether Respondent validly terminated the EPC Contract; (c) whether Respondent was entitled to call the performance bond; (d) the quantum of the claims and counterclaims; (e) interest and costs."),
				lb("5. PROCEDURE"),
				p("5.1 These Terms of Reference were discussed with the parties at a case management conference held by video on 2 September 2024, and the Arbitral Tribunal will issue Procedural Order No. 1 with the procedural timetable."),
				gap(),
				p("Made in Geneva on 9 September 2024, and signed in counterparts."),
				gap(),
				row([]float64{0.34, 0.33, 0.33}, "_____________________\nProf. Dr. Gabriele\nMontanari-Lutz\nCo-arbitrator", "_____________________\nNasser K. Al-Mahrouqi\nCo-arbitrator", "_____________________\nHélène Dufresne-Okafor\nPresident"),
				gap(), gap(),
				row([]float64{0.5, 0.5}, "For Claimant:\n_____________________\nLudovica Ferrante-Kovács", "For Respondent:\n_____________________\nEleanor Whitcombe-Rana"),
			},
		}}

	po := doc{name: "Procedural Order No 1.pdf", font: "Times", size: 11, paper: "A4", header: hdr, footer: "%d",
		pages: []page{
			{
				cb("PROCEDURAL ORDER No. 1"), c("11 September 2024"), gap(),
				p("1. This Order is issued after consultation with the parties at the case management conference of 2 September 2024, attended for Claimant by Avv. Ferrante-Kovács, Mr. Hess and Me Vuilleumier-Baptiste, and for Respondent by Mr. Al-Habsi and Ms. Whitcombe-Rana."),
				p("2. The proceedings are bifurcated. The first phase will determine liability, including the validity of the termination and the bond call (issues 4.1(a) to (c) of the Terms of Reference). Quantum is reserved to a second phase."),
				p("3. The timetable for the first phase is as follows:"),
				row([]float64{0.1, 0.55, 0.35}, "No.", "Step", "Date"),
				row([]float64{0.1, 0.55, 0.35}, "1", "Claimant's Statement of Claim with witness statements and expert reports", "15 November 2024"),
				row([]float64{0.1, 0.55, 0.35}, "2", "Respondent's Statement of Defence and Counterclaim", "31 January 2025"),
				row([]float64{0.1, 0.55, 0.35}, "3", "Requests for document production (Redfern Schedules)", "per separate order"),
				row([]float64{0.1, 0.55, 0.35}, "4", "Reply and Rejoinder on liability", "per separate order"),
				row([]float64{0.1, 0.55, 0.35}, "5", "Evidentiary hearing on liability, Geneva", "10-14 March 2025"),
				gap(),
				p("4. The IBA Rules on the Taking of Evidence in International Arbitration (2020) shall serve as guidelines."),
				ls("", "For the Arbitral Tribunal:", "", "_________________________", "Hélène Dufresne-Okafor", "President"),
			},
		}}

	award := doc{name: "Partial Award on Liability.pdf", font: "Times", size: 11, paper: "A4", header: hdr, footer: "%d",
		pages: []page{
			{
				gap(), gap(), cb("INTERNATIONAL COURT OF ARBITRATION"), cb("OF THE INTERNATIONAL CHAMBER OF COMMERCE"), gap(),
				cb(ref), gap(),
				cb("VALTORRE IMPIANTI S.p.A. (Italy)"), c("Claimant"), c("v."), cb("HYDROVALE DESALINATION (OMAN) LLC (Oman)"), c("Respondent"), gap(), gap(),
				cb("PARTIAL AWARD ON LIABILITY"), gap(), gap(),
				c("Arbitral Tribunal:"), c("Mme Hélène Dufresne-Okafor (President)"), c("Prof. Dr. Gabriele Montanari-Lutz (Co-arbitrator)"), c("Mr. Nasser K. Al-Mahrouqi (Co-arbitrator)"), gap(),
				c("Place of arbitration: Geneva, Switzerland"),
			},
			{
				lb("I. PROCEDURAL HISTORY"),
				p("1. Claimant filed its Request for Arbitration and Respondent its Answer and Counterclaim in the spring of 2024. The Tribunal was constituted on 1 July 2024. The Terms of Reference were signed on 9 September 2024 and the Tribunal issued Procedural Order No. 1 two days later, bifurcating the proceedings."),
				p("2. The hearing on liability took place in Geneva from 10 to 14 March 2025. Claimant was represented by Avv. Ludovica Ferrante-Kovács, Mr. Benedikt Aurelius Hess and Me Céline Vuilleumier-Baptiste; Respondent by Mr. Tariq S. Al-Habsi and Ms. Eleanor Whitcombe-Rana. The Tribunal heard the fact witnesses Ing. Marco Santangelo-Rossi (Claimant's project director) and Mr. Rajiv Menon-Alvarez (Respondent's plant manager), and the process engineering experts Dr. Ines Vallbona (for Claimant) and Mr. Graham Duckworth-Amin (for Respondent). Post-hearing briefs were filed on 25 April 2025."),
				lb("II. SUMMARY OF THE TRIBUNAL'S REASONS"),
				p("3. The reliability test was passed. The energy guarantee under the EPC Contract is a performance guarantee sanctioned by performance liquidated damages, not a condition of taking over. Respondent was therefore not entitled to refuse the taking-over certificate on 30 September 2023, and its termination of 15 January 2024 for default was invalid under Swiss law and Sub-Clause 15.2. The bond call followed from the invalid termination and was unjustified."),
				lb("III. DISPOSITIVE PART"),
				p("FOR THESE REASONS, the Arbitral Tribunal decides:"),
				p("(a) Respondent's termination notice of 15 January 2024 was invalid and of no effect; (b) Respondent was not entitled to call the performance bond and shall account to Claimant for its proceeds, in an amount to be determined in the second phase; (c) Respondent's counterclaim for delay liquidated damages is dismissed; (d) all other questions, including quantum, interest and costs, are reserved."),
				gap(),
				c("Place of arbitration: Geneva, Switzerland. Date: 30 June 2025"), gap(),
				row([]float64{0.34, 0.33, 0.33}, "_____________________\nProf. Dr. Gabriele\nMontanari-Lutz", "_____________________\nNasser K. Al-Mahrouqi", "_____________________\nHélène Dufresne-Okafor\nPresident"),
			},
		}}

	return spec{
		name: "valtorre-impianti-v-hydrovale-icc-geneva", title: "Valtorre Impianti S.p.A. v. Hydrovale Desalination (Oman) LLC (ICC Case No. 28417/HBH, seat Geneva), EPC termination",
		firstSight: &truth.Figures{PartyTruth: 14, PartyFound: 9, PartyCorrect: 5, EventTruth: 24, EventHits: 24, Grounded: 1}, // at commit 0946ef1
		docs:       []doc{request, answer, tor, po, award},
		parties: []truth.Party{
			{Name: "Valtorre Impianti S.p.A.", Role: "plaintiff"},
			{Name: "Hydrovale Desalination (Oman) LLC", Role: "respondent"},
			{Name: "Ludovica Ferrante-Kovács", Role: "counsel"},
			{Name: "Benedikt Aurelius Hess", Role: "counsel"},
			{Name: "Céline Vuilleumier-Baptiste", Role: "counsel"},
			{Name: "Tariq S. Al-Habsi", Role: "counsel"},
			{Name: "Eleanor Whitcombe-Rana", Role: "counsel"},
			{Name: "Gabriele Montanari-Lutz", Role: "judge"},
			{Name: "Nasser K. Al-Mahrouqi", Role: "judge"},
			{Name: "Hélène Dufresne-Okafor", Role: "judge"},
			{Name: "Marco Santangelo-Rossi", Role: "witness"},
			{Name: "Rajiv Menon-Alvarez", Role: "witness"},
			{Name: "Ines Vallbona", Role: "witness"},
			{Name: "Graham Duckworth-Amin", Role: "witness"},
		},
		events: []truth.Event{
			{Date: "2024-03-22", File: "Request for Arbitration.pdf", Page: 1},
			{Date: "2021-05-12", File: "Request for Arbitration.pdf", Page: 2},
			{Date: "2023-09-30", File: "Request for Arbitration.pdf", Page: 2},
			{Date: "2024-01-15", File: "Request for Arbitration.pdf", Page: 2},
			{Date: "2024-05-10", File: "Answer and Counterclaim.pdf", Page: 1},
			{Date: "2024-03-28", File: "Answer and Counterclaim.pdf", Page: 1},
			{Date: "2023-11-20", File: "Answer and Counterclaim.pdf", Page: 1},
			{Date: "2024-01-15", File: "Answer and Counterclaim.pdf", Page: 1},
			{Date: "2024-06-04", File: "Terms of Reference.pdf", Page: 1},
			{Date: "2024-07-01", File: "Terms of Reference.pdf", Page: 1},
			{Date: "2024-09-02", File: "Terms of Reference.pdf", Page: 2},
			{Date: "2024-09-09", File: "Terms of Reference.pdf", Page: 2},
			{Date: "2024-09-11", File: "Procedural Order No 1.pdf", Page: 1},
			{Date: "2024-09-02", File: "Procedural Order No 1.pdf", Page: 1},
			{Date: "2024-11-15", File: "Procedural Order No 1.pdf", Page: 1},
			{Date: "2025-01-31", File: "Procedural Order No 1.pdf", Page: 1},
			{Date: "2025-03-10", File: "Procedural Order No 1.pdf", Page: 1},
			{Date: "2024-07-01", File: "Partial Award on Liability.pdf", Page: 2},
			{Date: "2024-09-09", File: "Partial Award on Liability.pdf", Page: 2},
			{Date: "2025-03-10", File: "Partial Award on Liability.pdf", Page: 2},
			{Date: "2025-04-25", File: "Partial Award on Liability.pdf", Page: 2},
			{Date: "2023-09-30", File: "Partial Award on Liability.pdf", Page: 2},
			{Date: "2024-01-15", File: "Partial Award on Liability.pdf", Page: 2},
			{Date: "2025-06-30", File: "Partial Award on Liability.pdf", Page: 2},
		},
	}
}
