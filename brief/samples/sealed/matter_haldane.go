package sealed

import "pramaan/brief/truth"

// An ICSID investment-treaty award, in excerpt: the cover page with the
// case number, the tribunal and its secretary and the "Date of dispatch to
// the Parties"; the representation of the parties in two columns; the
// procedural history in numbered paragraphs (request received, registered,
// tribunal constituted, first session, hearing "from 12 to 16 February");
// the dispositive part; and the signature page, each arbitrator signing on
// a different date. With it, the investor's notice of dispute to a
// minister, in English on the company's letterhead.
func init() { specs = append(specs, haldane) }

func haldane() spec {
	award := doc{name: "Award (excerpt) ICSID ARB-21-37.pdf", font: "Times", size: 11, paper: "A4",
		header: "ICSID Case No. ARB/21/37", headerAlign: "R", footer: "%d",
		pages: []page{
			{
				gap(), cb("INTERNATIONAL CENTRE FOR SETTLEMENT OF INVESTMENT DISPUTES"), gap(), gap(),
				cb("HALDANE COPPER RESOURCES INC."), c("Claimant"), gap(), c("v."), gap(),
				cb("REPUBLIC OF COSTA VERDE"), c("Respondent"), gap(),
				c("ICSID Case No. ARB/21/37"), gap(), gap(),
				cb("AWARD"), gap(), gap(),
				c("Members of the Tribunal"), c("Professor Mireille Dufresne-Aubry, President of the Tribunal"), c("Mr Anselm K. Tiedemann, Arbitrator"), c("Dr Rosario Villafañe Cuenca, Arbitrator"), gap(),
				c("Secretary of the Tribunal"), c("Ms Oluwaseun Adebayo-Grant"), gap(), gap(),
				c("Date of dispatch to the Parties: 22 October 2024"),
			},
			{
				cb("REPRESENTATION OF THE PARTIES"), gap(),
				row([]float64{0.5, 0.5}, "Representing Haldane Copper Resources Inc.:", "Representing the Republic of Costa Verde:"),
				gap(),
				row([]float64{0.5, 0.5},
					"Mr Desmond Kirkpatrick\nMs Yara Haddad\nLisle Ashbury LLP\n1700 K Street, N.W.\nWashington, D.C. 20006\nUnited States of America",
					"Dr Esteban Morales Quirós\nProcurador General de la República\nMs Valentina Rojas Arce\nProcuraduría General de la República\nAvenida Central 1400, San Isidro\nRepublic of Costa Verde\n\nand\n\nMr Joaquín Esparza Villalta\nEsparza & Montoya Abogados\nSan Isidro, Republic of Costa Verde"),
			},
			{
				cb("II. PROCEDURAL HISTORY"),
				p("8. On 9 September 2021, the International Centre for Settlement of Investment Disputes (\"ICSID\" or the \"Centre\") received a request for arbitration dated 7 September 2021 from Haldane Copper Resources Inc. (\"Haldane\" or the \"Claimant\") against the Republic of Costa Verde (\"Costa Verde\" or the \"Respondent\") (the \"Request\")."),
				p("9. The Request was made under the Agreement between Canada and the Republic of Costa Verde for the Promotion and Protection of Investments, signed on 14 May 1998 (the \"BIT\")."),
				p("10. On 4 October 2021, the Secretary-General of ICSID registered the Request in accordance with Article 36(3) of the ICSID Convention."),
				p("11. The Tribunal was constituted on 17 March 2022. Its members are Professor Mireille Dufresne-Aubry, a national of France, appointed by agreement of the Parties; Mr Anselm K. Tiedemann, a national of Germany, appointed by the Claimant; and Dr Rosario Villafañe Cuenca, a national of Spain, appointed by the Respondent."),
				p("12. The Tribunal held a first session with the Parties on 28 April 2022 by video conference, and issued Procedural Order No. 1 on 12 May 2022."),
				p("13. A hearing on jurisdiction, merits and quantum was held in Washington, D.C. from 12 to 16 February 2024. The Parties filed post-hearing briefs on 3 May 2024 and statements of costs on 14 June 2024."),
				p("14. The proceeding was declared closed on 9 September 2024."),
			},
			{
				cb("VII. AWARD"),
				p("412. For the reasons set forth above, the Tribunal decides as follows:"),
				p("(1) The Tribunal has jurisdiction over the Claimant's claims."),
				p("(2) The Respondent expropriated the Claimant's investment in the Cerro Azul concession by Executive Decree No. 44-2020 of 20 June 2020, without the payment of prompt, adequate and effective compensation, in breach of Article 5 of the BIT."),
				p("(3) The Respondent shall pay the Claimant compensation in the amount of US$ 86,400,000, with interest from 20 June 2020 until the date of payment at six-month U.S. Treasury bill rate plus 2 per cent, compounded semi-annually."),
				p("(4) The Respondent shall bear the costs of the proceeding and pay US$ 4,120,350 towards the Claimant's legal fees and expenses."),
				p("(5) All other claims and requests are dismissed."),
			},
			{
				row([]float64{0.5, 0.5}, "[signed]\nMr Anselm K. Tiedemann\nArbitrator\nDate: 30 September 2024", "[signed]\nDr Rosario Villafañe Cuenca\nArbitrator\nSubject to the attached partial dissent\nDate: 2 October 2024"),
				gap(), gap(),
				c("[signed]"), c("Professor Mireille Dufresne-Aubry"), c("President of the Tribunal"), c("Date: 11 October 2024"),
			},
		}}

	letter := doc{name: "Notice of Dispute 2020-12-15.pdf", font: "Helvetica", size: 10,
		footer: "Haldane Copper Resources Inc. | 1055 West Hastings Street, Suite 2200 | Vancouver, BC V6E 2E9 | Canada | TSX-V: HCR",
		pages: []page{{
			bold(l("HALDANE COPPER RESOURCES INC.")), gap(),
			l("15 December 2020"), gap(),
			ls("BY COURIER AND EMAIL", "", "His Excellency Andrés Quesada Barrantes", "Minister of Foreign Trade", "Ministry of Foreign Trade of the Republic of Costa Verde", "Paseo Colón, Edificio Torre Mercedes", "San Isidro, Republic of Costa Verde"), gap(),
			lb("Re: Notice of Dispute under Article 13 of the Agreement between Canada and the Republic of Costa Verde for the Promotion and Protection of Investments"), gap(),
			l("Your Excellency,"), gap(),
			p("Haldane Copper Resources Inc. (\"Haldane\") gives notice under Article 13(1) of the above Agreement of a dispute between it and the Republic of Costa Verde arising from Executive Decree No. 44-2020 of 20 June 2020, which revoked the Cerro Azul exploitation concession granted to Haldane's subsidiary on 2 March 2016 and transferred the concession area to the state mining company."),
			p("No compensation has been offered. Haldane proposes consultations, and remains willing to meet at the Ministry at any time before 15 June 2021, after which the six-month period for amicable settlement under Article 13(2) will have expired and Haldane may submit the dispute to arbitration under the ICSID Convention."),
			ls("Yours faithfully,", "", "Graham P. Lindenmayer", "President and Chief Executive Officer", "", "cc: Procurador General de la República"),
		}}}

	return spec{
		name: "haldane-v-costa-verde-icsid", title: "Haldane Copper Resources Inc. v. Republic of Costa Verde (ICSID Case No. ARB/21/37)",
		firstSight: &truth.Figures{PartyTruth: 12, PartyFound: 5, PartyCorrect: 4, EventTruth: 21, EventHits: 21, Grounded: 1}, // at commit 31ea078
		docs:       []doc{award, letter},
		parties: []truth.Party{
			{Name: "Haldane Copper Resources Inc.", Role: "plaintiff"}, // the claimant
			{Name: "Republic of Costa Verde", Role: "respondent"},
			{Name: "Mireille Dufresne-Aubry", Role: "judge"},
			{Name: "Anselm K. Tiedemann", Role: "judge"},
			{Name: "Rosario Villafañe Cuenca", Role: "judge"},
			{Name: "Desmond Kirkpatrick", Role: "counsel"},
			{Name: "Yara Haddad", Role: "counsel"},
			{Name: "Esteban Morales Quirós", Role: "counsel"},
			{Name: "Valentina Rojas Arce", Role: "counsel"},
			{Name: "Joaquín Esparza Villalta", Role: "counsel"},
			{Name: "Graham P. Lindenmayer", Role: "sender"},
			{Name: "Andrés Quesada Barrantes", Role: "recipient"},
		},
		events: []truth.Event{
			{Date: "2024-10-22", File: "Award (excerpt) ICSID ARB-21-37.pdf", Page: 1},
			{Date: "2021-09-09", File: "Award (excerpt) ICSID ARB-21-37.pdf", Page: 3},
			{Date: "2021-09-07", File: "Award (excerpt) ICSID ARB-21-37.pdf", Page: 3},
			{Date: "1998-05-14", File: "Award (excerpt) ICSID ARB-21-37.pdf", Page: 3},
			{Date: "2021-10-04", File: "Award (excerpt) ICSID ARB-21-37.pdf", Page: 3},
			{Date: "2022-03-17", File: "Award (excerpt) ICSID ARB-21-37.pdf", Page: 3},
			{Date: "2022-04-28", File: "Award (excerpt) ICSID ARB-21-37.pdf", Page: 3},
			{Date: "2022-05-12", File: "Award (excerpt) ICSID ARB-21-37.pdf", Page: 3},
			{Date: "2024-02-12", File: "Award (excerpt) ICSID ARB-21-37.pdf", Page: 3},
			{Date: "2024-02-16", File: "Award (excerpt) ICSID ARB-21-37.pdf", Page: 3},
			{Date: "2024-05-03", File: "Award (excerpt) ICSID ARB-21-37.pdf", Page: 3},
			{Date: "2024-06-14", File: "Award (excerpt) ICSID ARB-21-37.pdf", Page: 3},
			{Date: "2024-09-09", File: "Award (excerpt) ICSID ARB-21-37.pdf", Page: 3},
			{Date: "2020-06-20", File: "Award (excerpt) ICSID ARB-21-37.pdf", Page: 4},
			{Date: "2024-09-30", File: "Award (excerpt) ICSID ARB-21-37.pdf", Page: 5},
			{Date: "2024-10-02", File: "Award (excerpt) ICSID ARB-21-37.pdf", Page: 5},
			{Date: "2024-10-11", File: "Award (excerpt) ICSID ARB-21-37.pdf", Page: 5},
			{Date: "2020-12-15", File: "Notice of Dispute 2020-12-15.pdf", Page: 1},
			{Date: "2020-06-20", File: "Notice of Dispute 2020-12-15.pdf", Page: 1},
			{Date: "2016-03-02", File: "Notice of Dispute 2020-12-15.pdf", Page: 1},
			{Date: "2021-06-15", File: "Notice of Dispute 2020-12-15.pdf", Page: 1},
		},
	}
}
