package sealed

import "pramaan/brief/truth"

// An international commercial arbitration administered by the
// International Centre for Dispute Resolution under its International
// Arbitration Rules (2021), seated in Miami, Florida, between a Brazilian
// fruit-pulp exporter and a Florida foodservice distributor: the notice of
// arbitration under Article 2 (the ICDR case-number box added on receipt,
// parties and counsel in numbered paragraphs, the clause quoted, the
// claimant's nomination of a co-arbitrator, the filing fee), the answer and
// counterclaim under Article 3 with the respondent's nomination, Procedural
// Order No. 1 after the preparatory conference under Article 22 (the
// tribunal's members with their titles, attendees listed by side, the ICDR
// case manager, a timetable table with a hearing range, signed for the
// tribunal by the presiding arbitrator), and the final award (cover with
// the case number and the tribunal, the parties and their counsel,
// procedural history, the witnesses heard, the dispositive part, each
// arbitrator's signature with the date, "Place of Award").
func init() { specs = append(specs, lagoaVerdeICDR) }

func lagoaVerdeICDR() spec {
	box := func() block {
		return row([]float64{0.55, 0.45}, "INTERNATIONAL CENTRE FOR DISPUTE RESOLUTION", "ICDR Case No. 01-24-0002-7315")
	}
	title := []block{
		cb("IN THE MATTER OF AN ARBITRATION UNDER THE"),
		cb("INTERNATIONAL ARBITRATION RULES OF THE ICDR"), gap(),
		c("BETWEEN"), gap(),
		cb("LAGOA VERDE ALIMENTOS LTDA."), c("Claimant"), gap(),
		c("- and -"), gap(),
		cb("KESTWICK FOODSERVICE DISTRIBUTORS, INC."), c("Respondent"), gap(),
	}
	w2 := []float64{0.5, 0.5}
	wt := []float64{0.08, 0.62, 0.30}

	notice := doc{name: "Notice of Arbitration.pdf", font: "Times", size: 11,
		footer: "Ostrowski Lima Arbitration LLP  |  1450 Brickell Avenue, Suite 2900, Miami, FL 33131  |  Page %d of %t",
		pages: []page{
			with([]block{box(), gap()}, title, []block{
				cb("NOTICE OF ARBITRATION"), c("(Article 2 of the ICDR International Arbitration Rules)"), gap(),
				cb("I. THE PARTIES AND THEIR COUNSEL"),
				p("1. Claimant Lagoa Verde Alimentos Ltda. (\"Lagoa Verde\") is a limited liability company organized under the laws of the Federative Republic of Brazil, CNPJ 14.882.507/0001-36, with its seat at Rodovia BR-316, km 12, Ananindeua, Pará, Brazil. It processes and exports frozen açaí and tropical fruit pulp."),
				p("2. Respondent Kestwick Foodservice Distributors, Inc. (\"Kestwick\") is a Florida corporation with its principal office at 9600 NW 25th Street, Doral, Florida 33172."),
				p("3. Claimant is represented in this arbitration by Rafael M. Ostrowski-Lima and Camila Ferraz Duarte of Ostrowski Lima Arbitration LLP, 1450 Brickell Avenue, Suite 2900, Miami, Florida 33131, to whom all communications should be addressed."),
				cb("II. THE ARBITRATION AGREEMENT"),
				p("4. Clause 21.2 of the Exclusive Distribution Agreement between Lagoa Verde and Kestwick dated November 14, 2021 (the \"Agreement\") provides: \"Any controversy or claim arising out of or relating to this Agreement, or the breach thereof, shall be determined by arbitration administered by the International Centre for Dispute Resolution in accordance with its International Arbitration Rules. The tribunal shall consist of three arbitrators. The place of arbitration shall be Miami, Florida. The language of the arbitration shall be English.\""),
			}),
			{
				cb("III. NATURE OF THE DISPUTE AND RELIEF SOUGHT"),
				p("5. Under the Agreement Kestwick was appointed exclusive distributor of Lagoa Verde's products in Florida, Georgia and Alabama and undertook to purchase a minimum of 1,200 metric tons a year. On March 18, 2024 Kestwick rejected three reefer containers on arrival at Port Everglades, alleging yeast and mold counts above specification, and on April 2, 2024 it purported to terminate the Agreement for cause."),
				p("6. The containers had passed pre-shipment testing by an independent laboratory in Belém on February 20, 2024. Kestwick has not paid invoices LV-EXP-2024-031 to -033, totaling US$ 612,480.00, and the termination was wrongful. Claimant seeks (a) US$ 612,480.00 for the goods; (b) damages for lost profits over the remaining term, estimated at US$ 2,150,000; (c) interest; and (d) costs, including attorneys' fees under Clause 21.5."),
				cb("IV. THE TRIBUNAL"),
				p("7. Claimant nominates Prof. Heloísa Tavares Brandão, of Coral Gables, Florida, as co-arbitrator. Her contact details and curriculum vitae are provided as Annex C-2."),
				cb("V. FILING"),
				p("8. Claimant has paid the filing fee under the ICDR's Administrative Fee Schedule. A copy of this Notice is being sent to Respondent at the address stated in paragraph 2, as Article 2(1) requires."),
				gap(),
				ls("Miami, Florida, June 12, 2024", "", "Respectfully submitted,", "", "/s/ Rafael M. Ostrowski-Lima", "Rafael M. Ostrowski-Lima", "Camila Ferraz Duarte", "OSTROWSKI LIMA ARBITRATION LLP", "Counsel for Claimant"),
			},
		}}

	answer := doc{name: "Answer and Counterclaim.pdf", font: "Times", size: 11,
		footer: "Answer and Counterclaim of Kestwick Foodservice Distributors, Inc.  -  %d",
		pages: []page{
			with([]block{box(), gap()}, title, []block{
				cb("ANSWER AND COUNTERCLAIM"), c("(Article 3 of the ICDR International Arbitration Rules)"), gap(),
				p("1. Respondent Kestwick Foodservice Distributors, Inc. submits this Answer to the Notice of Arbitration received on June 13, 2024. Respondent is represented by Harriet E. Wycliffe and Julian P. Achebe-Moore of Wycliffe Sandoval P.A., 200 South Biscayne Boulevard, Suite 4100, Miami, Florida 33131."),
				p("2. Respondent does not contest the tribunal's jurisdiction under Clause 21.2 of the Agreement or the place of arbitration. Respondent denies that it owes any sum to Claimant."),
				p("3. The three containers delivered on March 18, 2024 were tested on arrival by the U.S. Food and Drug Administration's contract laboratory and by Respondent's own laboratory; both found yeast and mold counts exceeding the limit in Schedule B of the Agreement. Respondent gave notice of non-conformity on March 21, 2024 and, Claimant having failed to cure within ten days under Clause 16.1, lawfully terminated on April 2, 2024."),
			}),
			{
				cb("COUNTERCLAIM"),
				p("4. Respondent counterclaims for (a) US$ 187,300.00 in demurrage, storage and destruction costs for the rejected goods; (b) US$ 94,650.00 in chargebacks from its customers for short deliveries between April and June 2024; and (c) its costs and attorneys' fees under Clause 21.5."),
				cb("THE TRIBUNAL"),
				p("5. Respondent nominates Mr. Gregory A. Linthicum, of Atlanta, Georgia, as co-arbitrator. Respondent agrees that the presiding arbitrator be appointed by the ICDR under Article 13(6) failing agreement of the co-arbitrators within thirty days."),
				gap(),
				ls("Dated: July 15, 2024", "", "/s/ Harriet E. Wycliffe", "Harriet E. Wycliffe", "Julian P. Achebe-Moore", "WYCLIFFE SANDOVAL P.A.", "Counsel for Respondent"),
			},
		}}

	po1 := doc{name: "Procedural Order No 1.pdf", font: "Helvetica", size: 10,
		footer: "ICDR Case No. 01-24-0002-7315  -  Procedural Order No. 1  -  Page %d of %t",
		pages: []page{
			with([]block{box(), gap()}, []block{
				cb("LAGOA VERDE ALIMENTOS LTDA. v. KESTWICK FOODSERVICE DISTRIBUTORS, INC."), gap(),
				cb("PROCEDURAL ORDER No. 1"), c("October 8, 2024"), gap(),
				l("Arbitral Tribunal:"),
				ls("Ms. Astrid Velander-Osei (Presiding Arbitrator)", "Prof. Heloísa Tavares Brandão (Co-Arbitrator)", "Mr. Gregory A. Linthicum (Co-Arbitrator)"),
				gap(),
				p("1. The Tribunal was constituted on September 6, 2024, when the ICDR confirmed the appointment of Ms. Velander-Osei as presiding arbitrator. A preparatory conference under Article 22 of the Rules was held by video on October 1, 2024."),
				p("2. Attending for Claimant: Rafael M. Ostrowski-Lima and Camila Ferraz Duarte. Attending for Respondent: Harriet E. Wycliffe and Julian P. Achebe-Moore. Also attending: Mariela Quintero, ICDR case manager."),
				p("3. The place of arbitration is Miami, Florida. The language is English. The hearing will be held in person at the ICDR's Miami hearing facilities unless the Tribunal orders otherwise."),
				p("4. Document requests shall be made in the form of a Redfern schedule; the Tribunal will be guided by the IBA Rules on the Taking of Evidence in International Arbitration (2020)."),
				p("5. Timetable:"),
				row(wt, "No.", "Step", "Date"),
				row(wt, "1", "Claimant's Statement of Claim with witness statements and expert reports", "December 6, 2024"),
				row(wt, "2", "Respondent's Statement of Defence and Counterclaim", "February 14, 2025"),
				row(wt, "3", "Requests for document production", "March 7, 2025"),
				row(wt, "4", "Claimant's Reply and Defence to Counterclaim", "May 2, 2025"),
				row(wt, "5", "Respondent's Rejoinder and Reply on Counterclaim", "June 20, 2025"),
				row(wt, "6", "Evidentiary hearing (four days)", "September 15-18, 2025"),
			}),
			{
				p("6. This Order may be varied by the Tribunal after consulting the parties. Short extensions agreed between counsel require no order if the Tribunal is informed in advance."),
				gap(),
				ls("For the Arbitral Tribunal:", "", "/s/ Astrid Velander-Osei", "Astrid Velander-Osei", "Presiding Arbitrator"),
			},
		}}

	award := doc{name: "Final Award.pdf", font: "Times", size: 11,
		footer: "ICDR Case No. 01-24-0002-7315  -  Final Award  -  %d",
		pages: []page{
			with([]block{box(), gap()}, title, []block{
				cb("FINAL AWARD"), gap(),
				c("Arbitral Tribunal"),
				c("Ms. Astrid Velander-Osei, Presiding Arbitrator"),
				c("Prof. Heloísa Tavares Brandão, Co-Arbitrator"),
				c("Mr. Gregory A. Linthicum, Co-Arbitrator"), gap(),
				c("Date of dispatch to the parties: January 23, 2026"), gap(),
				row(w2, "Counsel for Claimant:\nRafael M. Ostrowski-Lima\nCamila Ferraz Duarte\nOstrowski Lima Arbitration LLP\nMiami, Florida", "Counsel for Respondent:\nHarriet E. Wycliffe\nJulian P. Achebe-Moore\nWycliffe Sandoval P.A.\nMiami, Florida"),
			}),
			{
				cb("I. PROCEDURAL HISTORY"),
				p("1. Claimant filed its Notice of Arbitration with the ICDR on June 12, 2024. Respondent filed its Answer and Counterclaim on July 15, 2024. The Tribunal was constituted on September 6, 2024 and issued Procedural Order No. 1 on October 8, 2024."),
				p("2. The evidentiary hearing took place in Miami on September 15-18, 2025. The Tribunal heard Claimant's export manager, Mr. Tiago Nascimento Rezende; Respondent's director of quality assurance, Ms. Loretta S. Quinlan; and the parties' microbiology experts, Dr. Ananya Raghunathan (for Claimant) and Dr. Piers W. Hallorann (for Respondent). Post-hearing briefs were filed on November 7, 2025, and the Tribunal declared the proceedings closed on December 12, 2025 under Article 33."),
				cb("II. SUMMARY OF THE TRIBUNAL'S FINDINGS"),
				p("3. The Tribunal finds that the goods conformed to Schedule B when they were delivered to the carrier, that the elevated counts found on arrival are more probably explained by the reefer malfunction recorded by the carrier on March 9, 2024, a risk that passed to Respondent under the CFR term in Clause 8.2, and that the termination of April 2, 2024 was therefore wrongful. Claimant's lost-profit claim is allowed in part, the Tribunal discounting it for Respondent's right to terminate without cause on twelve months' notice under Clause 19.3."),
				cb("III. AWARD"),
				p("4. For these reasons, the Tribunal AWARDS and ORDERS as follows: (a) Respondent shall pay Claimant US$ 612,480.00 for the goods; (b) Respondent shall pay Claimant US$ 1,318,000.00 in damages for wrongful termination; (c) those sums bear simple interest at 6% per annum from April 2, 2024 until payment; (d) the Counterclaim is dismissed; (e) Respondent shall bear the ICDR's administrative fees and the Tribunal's compensation, and reimburse Claimant US$ 486,215.40 in legal costs; (f) all other claims are denied."),
			},
			{
				p("This Award is made in three originals and is final and binding on the parties. Place of Award: Miami, Florida, United States of America."),
				gap(),
				ls("/s/ Astrid Velander-Osei", "Ms. Astrid Velander-Osei, Presiding Arbitrator", "Date: January 20, 2026"),
				gap(),
				ls("/s/ Heloísa Tavares Brandão", "Prof. Heloísa Tavares Brandão, Co-Arbitrator", "Date: January 16, 2026"),
				gap(),
				ls("/s/ Gregory A. Linthicum", "Mr. Gregory A. Linthicum, Co-Arbitrator", "Date: January 19, 2026"),
				gap(),
				p("I, Astrid Velander-Osei, do hereby affirm upon my oath as Arbitrator that I am the individual described in and who executed this instrument, which is the Final Award."),
				ls("/s/ Astrid Velander-Osei", "January 20, 2026"),
			},
		}}

	return spec{
		name:       "lagoa-verde-v-kestwick-icdr",
		title:      "Lagoa Verde Alimentos Ltda. v. Kestwick Foodservice Distributors, Inc. (ICDR Case No. 01-24-0002-7315, Miami seat), wrongful termination of an exclusive distribution agreement",
		firstSight: &truth.Figures{PartyTruth: 13, PartyFound: 10, PartyCorrect: 9, EventTruth: 32, EventHits: 32, Grounded: 1}, // at commit d7b6fb2
		docs:       []doc{notice, answer, po1, award},
		parties: []truth.Party{
			{Name: "Lagoa Verde Alimentos Ltda.", Role: "plaintiff"},
			{Name: "Kestwick Foodservice Distributors, Inc.", Role: "respondent"},
			{Name: "Rafael M. Ostrowski-Lima", Role: "counsel"},
			{Name: "Camila Ferraz Duarte", Role: "counsel"},
			{Name: "Harriet E. Wycliffe", Role: "counsel"},
			{Name: "Julian P. Achebe-Moore", Role: "counsel"},
			{Name: "Astrid Velander-Osei", Role: "judge"},
			{Name: "Heloísa Tavares Brandão", Role: "judge"},
			{Name: "Gregory A. Linthicum", Role: "judge"},
			{Name: "Tiago Nascimento Rezende", Role: "witness"},
			{Name: "Loretta S. Quinlan", Role: "witness"},
			{Name: "Ananya Raghunathan", Role: "witness"},
			{Name: "Piers W. Hallorann", Role: "witness"},
		},
		events: []truth.Event{
			{Date: "2021-11-14", File: "Notice of Arbitration.pdf", Page: 1},
			{Date: "2024-03-18", File: "Notice of Arbitration.pdf", Page: 2},
			{Date: "2024-04-02", File: "Notice of Arbitration.pdf", Page: 2},
			{Date: "2024-02-20", File: "Notice of Arbitration.pdf", Page: 2},
			{Date: "2024-06-12", File: "Notice of Arbitration.pdf", Page: 2},
			{Date: "2024-06-13", File: "Answer and Counterclaim.pdf", Page: 1},
			{Date: "2024-03-18", File: "Answer and Counterclaim.pdf", Page: 1},
			{Date: "2024-03-21", File: "Answer and Counterclaim.pdf", Page: 1},
			{Date: "2024-04-02", File: "Answer and Counterclaim.pdf", Page: 1},
			{Date: "2024-07-15", File: "Answer and Counterclaim.pdf", Page: 2},
			{Date: "2024-10-08", File: "Procedural Order No 1.pdf", Page: 1},
			{Date: "2024-09-06", File: "Procedural Order No 1.pdf", Page: 1},
			{Date: "2024-10-01", File: "Procedural Order No 1.pdf", Page: 1},
			{Date: "2024-12-06", File: "Procedural Order No 1.pdf", Page: 1},
			{Date: "2025-02-14", File: "Procedural Order No 1.pdf", Page: 1},
			{Date: "2025-03-07", File: "Procedural Order No 1.pdf", Page: 1},
			{Date: "2025-05-02", File: "Procedural Order No 1.pdf", Page: 1},
			{Date: "2025-06-20", File: "Procedural Order No 1.pdf", Page: 1},
			{Date: "2025-09-15", File: "Procedural Order No 1.pdf", Page: 1},
			{Date: "2026-01-23", File: "Final Award.pdf", Page: 1},
			{Date: "2024-06-12", File: "Final Award.pdf", Page: 2},
			{Date: "2024-07-15", File: "Final Award.pdf", Page: 2},
			{Date: "2024-09-06", File: "Final Award.pdf", Page: 2},
			{Date: "2024-10-08", File: "Final Award.pdf", Page: 2},
			{Date: "2025-09-15", File: "Final Award.pdf", Page: 2},
			{Date: "2025-11-07", File: "Final Award.pdf", Page: 2},
			{Date: "2025-12-12", File: "Final Award.pdf", Page: 2},
			{Date: "2024-03-09", File: "Final Award.pdf", Page: 2},
			{Date: "2024-04-02", File: "Final Award.pdf", Page: 2},
			{Date: "2026-01-20", File: "Final Award.pdf", Page: 3},
			{Date: "2026-01-16", File: "Final Award.pdf", Page: 3},
			{Date: "2026-01-19", File: "Final Award.pdf", Page: 3},
		},
	}
}
