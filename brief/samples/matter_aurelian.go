package samples

// DEV SET (held out at first sight): an investment treaty arbitration under
// the ICSID Convention between a Canadian gold explorer and a State. The
// request for arbitration (a cover "BEFORE THE INTERNATIONAL CENTRE FOR
// SETTLEMENT OF INVESTMENT DISPUTES" with the parties over "Claimant" /
// "Respondent" and counsel's names stacked over the firm and "Counsel for
// Claimant"; "submits this Request ... pursuant to Article 36", the treaty
// defined as "the BIT", counsel listed under "All correspondence should be
// addressed to:", the State's Attorney General under "notifications to
// Respondent should be addressed to:", the cooling-off period, "Respectfully
// submitted," over the firm); Procedural Order No. 1 (the cover's "Members
// of the Tribunal" with "President of the Tribunal" and "Arbitrator" after
// the names, "Secretary of the Tribunal", the first session's participants
// and the parties' representatives each printed in two columns side by
// side, "Attending on behalf of Claimant" / "Attending on behalf of
// Respondent", the firms' addresses in the columns, a procedural calendar
// of steps, parties and dates, signed for the Tribunal by its President);
// the claimant's chief executive's witness statement ("CWS-1", "I, X, of
// ..., state as follows:", the confirmation of truth, the place and date
// under the name); and the award (cover with the date of dispatch,
// "REPRESENTATION OF THE PARTIES" in two columns, the procedural history
// with the witnesses and the expert examined at the hearing, the dispositive
// part, and the ICSID signature page: two members side by side, each with
// "Date:" under the title, the President centred below). Conventions: a
// claimant is the plaintiff; a State's Attorney General who represents it
// is counsel; each member of the tribunal is a judge; the Secretary of the
// Tribunal and a firm only listed with its lawyers are no parties; the
// maker of a witness statement is its declarant, and a witness or expert
// examined at the hearing is a witness.
func init() { specs = append(specs, aurelian) }

func aurelian() matterSpec {
	cover := func(title, date string) []block {
		return []block{
			cb("INTERNATIONAL CENTRE FOR SETTLEMENT OF INVESTMENT DISPUTES"), gap(), gap(),
			c("Aurelian Mining Corp."), gap(), c("v."), gap(), c("Republic of Kalindra"), gap(),
			c("(ICSID Case No. ARB/24/3)"), gap(), gap(),
			cb(title), gap(), gap(),
			c("Members of the Tribunal"),
			c("Professor Ingrid Valcourt, President of the Tribunal"),
			c("Mr. Samuel Achterberg, Arbitrator"),
			c("Dr. Lucía Ferrán Iglesias, Arbitrator"), gap(),
			c("Secretary of the Tribunal"),
			c("Ms. Chiara Bellandi"), gap(), gap(),
			c(date),
		}
	}

	request := doc{name: "Request for Arbitration 2024-01-17.pdf", font: "Times", size: 11, unicode: true,
		pages: []page{
			{
				cb("BEFORE THE INTERNATIONAL CENTRE FOR"), cb("SETTLEMENT OF INVESTMENT DISPUTES"), gap(), gap(),
				cb("AURELIAN MINING CORP."), c("Claimant"), gap(), c("v."), gap(),
				cb("REPUBLIC OF KALINDRA"), c("Respondent"), gap(), gap(),
				cb("REQUEST FOR ARBITRATION"), gap(), c("17 January 2024"), gap(), gap(), gap(),
				c("Jonathan Whitford"), c("Amélie Dubois"), c("Rafael Ortega"), gap(),
				cb("WHITFORD DUBOIS LLP"), c("1775 Pennsylvania Avenue NW"), c("Washington, D.C. 20006"), c("United States of America"), gap(),
				c("Counsel for Claimant"),
			},
			{
				l("I. INTRODUCTION"),
				p("1. Aurelian Mining Corp. (\"Aurelian\" or \"Claimant\") submits this Request for Arbitration against the Republic of Kalindra (\"Kalindra\" or \"Respondent\") pursuant to Article 36 of the Convention on the Settlement of Investment Disputes between States and Nationals of Other States (the \"ICSID Convention\") and Article 10 of the Agreement between Canada and the Republic of Kalindra for the Promotion and Protection of Investments, signed on 9 May 2011 (the \"BIT\")."),
				l("II. THE PARTIES"),
				l("A. Claimant"),
				p("2. Claimant is a corporation incorporated on 3 June 2009 under the Business Corporations Act of British Columbia, Canada, with its registered office at 1200 - 595 Burrard Street, Vancouver, British Columbia V7X 1L4, Canada."),
				p("3. Claimant is represented in this proceeding by Whitford Dubois LLP. All correspondence should be addressed to:"),
				ls("          Mr. Jonathan Whitford", "          Ms. Amélie Dubois", "          Mr. Rafael Ortega",
					"          WHITFORD DUBOIS LLP", "          1775 Pennsylvania Avenue NW", "          Washington, D.C. 20006",
					"          Email: jwhitford@whitforddubois.com; adubois@whitforddubois.com"),
				l("B. Respondent"),
				p("4. Respondent is a sovereign State. Claimant understands that notifications to Respondent should be addressed to:"),
				ls("          H.E. Mr. Tobias Mwale", "          Attorney General of the Republic of Kalindra", "          Ministry of Justice",
					"          14 Independence Avenue", "          Port Sabre, Republic of Kalindra"),
			},
			{
				l("III. THE DISPUTE"),
				p("5. In 2016 Claimant acquired the Mkuze gold exploration licence and spent USD 31 million on drilling and a feasibility study. On 28 September 2022 the Ministry of Mines revoked the licence for alleged failure to meet work commitments and granted it on 14 November 2022 to a State-owned company."),
				p("6. Claimant notified Respondent of the dispute under Article 9 of the BIT on 12 December 2022. The six-month period for amicable settlement expired on 12 June 2023 without a settlement."),
				l("IV. RELIEF SOUGHT"),
				p("7. Claimant requests an award declaring that Respondent breached Articles 4 and 5 of the BIT and ordering it to pay compensation of not less than USD 52 million, interest and costs."),
				gap(),
				ls("Respectfully submitted,", "", "[signed]", "", "Whitford Dubois LLP", "Counsel for Claimant", "17 January 2024"),
			},
		}}

	po1 := doc{name: "Procedural Order No 1 2024-07-02.pdf", font: "Times", size: 10.5, unicode: true,
		footer: "ICSID Case No. ARB/24/3 - Procedural Order No. 1                                        %d",
		pages: []page{
			cover("PROCEDURAL ORDER No. 1", "2 July 2024"),
			{
				l("1. INTRODUCTION"),
				p("1.1. The first session of the Tribunal was held on 17 June 2024 by video conference. The Tribunal was constituted on 22 May 2024 in accordance with the ICSID Convention and the ICSID Arbitration Rules 2022. Participating in the session were:"),
				ls("Attending on behalf of Claimant                        Attending on behalf of Respondent",
					"Mr. Jonathan Whitford, Whitford Dubois LLP             H.E. Mr. Tobias Mwale, Attorney General",
					"Ms. Amélie Dubois, Whitford Dubois LLP                 Ms. Nadia Okonjo-Bell, Kessler Aas Avocats",
					"Mr. Rafael Ortega, Whitford Dubois LLP                 Mr. Henrik Aas, Kessler Aas Avocats",
					"Mr. Conor Lavelle, Aurelian Mining Corp.               Ms. Amara Diallo, Ministry of Mines"),
				gap(),
				l("2. REPRESENTATION OF THE PARTIES"),
				p("2.1. Each party shall be represented by its counsel listed below and may designate additional agents, counsel or advocates by notifying the Tribunal and the Tribunal Secretary promptly of such designation."),
				ls("Claimant                                               Respondent",
					"Mr. Jonathan Whitford                                  H.E. Mr. Tobias Mwale",
					"Ms. Amélie Dubois                                      Attorney General of the Republic of Kalindra",
					"Mr. Rafael Ortega                                      Ms. Nadia Okonjo-Bell",
					"Whitford Dubois LLP                                    Mr. Henrik Aas",
					"1775 Pennsylvania Avenue NW                            Kessler Aas Avocats",
					"Washington, D.C. 20006                                 42 avenue Montaigne",
					"United States of America                               75008 Paris, France"),
				gap(),
				l("3. PROCEDURAL CALENDAR (ANNEX A)"),
				ls("No.   Step                                      Party          Date",
					"1     Memorial on the Merits                    Claimant       30 September 2024",
					"2     Counter-Memorial on the Merits            Respondent     14 February 2025",
					"3     Document production requests              Both           14 March 2025",
					"4     Reply on the Merits                       Claimant       23 May 2025",
					"5     Rejoinder on the Merits                   Respondent     25 July 2025",
					"6     Hearing (Paris)                           All            8-11 September 2025"),
				gap(),
				ls("For and on behalf of the Tribunal,", "", "[signed]", "", "Professor Ingrid Valcourt", "President of the Tribunal", "Date: 2 July 2024"),
			},
		}}

	statement := doc{name: "CWS-1 Witness Statement of Conor Lavelle.pdf", font: "Times", size: 11, unicode: true,
		footer: "CWS-1 - Witness Statement of Conor Lavelle                                           %d",
		pages: []page{
			{
				c("ICSID Case No. ARB/24/3"), gap(), gap(),
				cb("AURELIAN MINING CORP."), c("Claimant"), gap(), c("v."), gap(),
				cb("REPUBLIC OF KALINDRA"), c("Respondent"), gap(), gap(),
				cb("FIRST WITNESS STATEMENT OF CONOR LAVELLE"), gap(), c("30 September 2024"),
			},
			{
				p("I, Conor Lavelle, of 1200 - 595 Burrard Street, Vancouver, British Columbia, Canada, state as follows:"),
				p("1. I am the President and Chief Executive Officer of Aurelian Mining Corp. and have held that position since 2015. I make this statement in support of Claimant's Memorial. The facts stated are within my own knowledge unless I say otherwise."),
				p("2. I led the negotiation of the Mkuze licence in 2016 and met the Minister of Mines on 19 July 2022 to present the feasibility study, which showed a mine life of 11 years."),
				p("3. On 28 September 2022 I received the Ministry's letter revoking the licence. No notice of any shortfall in the work commitments had been given to us before that letter."),
				p("4. I confirm that this witness statement sets out the facts as I believe them to be true."),
				gap(),
				ls("[signed]", "_______________________", "Conor Lavelle", "Vancouver, 30 September 2024"),
			},
		}}

	award := doc{name: "Award ICSID ARB-24-3 2025-11-14.pdf", font: "Times", size: 10.5, unicode: true,
		footer: "ICSID Case No. ARB/24/3 - Award                                                         %d",
		pages: []page{
			cover("AWARD", "Date of dispatch to the Parties: 14 November 2025"),
			{
				cb("REPRESENTATION OF THE PARTIES"), gap(),
				ls("Representing Aurelian Mining Corp.:                   Representing the Republic of Kalindra:",
					"Mr. Jonathan Whitford                                  H.E. Mr. Tobias Mwale",
					"Ms. Amélie Dubois                                      Attorney General",
					"Mr. Rafael Ortega                                      Ms. Nadia Okonjo-Bell",
					"Ms. Grace Tanaka-Moore                                 Mr. Henrik Aas",
					"Whitford Dubois LLP                                    Kessler Aas Avocats",
					"Washington, D.C.                                       Paris"),
				gap(),
				l("I. INTRODUCTION AND PARTIES"),
				p("1. This case concerns a dispute submitted to the International Centre for Settlement of Investment Disputes on the basis of the BIT and the ICSID Convention. The Claimant is Aurelian Mining Corp., a company incorporated in British Columbia, Canada. The Respondent is the Republic of Kalindra."),
				l("II. PROCEDURAL HISTORY"),
				p("2. On 17 January 2024, ICSID received the Request for Arbitration, which the Secretary-General registered on 5 February 2024. The Tribunal was constituted on 22 May 2024 and held its first session on 17 June 2024. Procedural Order No. 1 was issued on 2 July 2024."),
				p("3. The hearing on the merits was held in Paris from 8 to 11 September 2025. The following witnesses and experts were examined: on behalf of Claimant, Mr. Conor Lavelle (CWS-1) and Mr. Benedikt Strauss of Strauss Mineral Valuation GmbH (CER-1); on behalf of Respondent, Ms. Amara Diallo, Director of Mining Cadastre (RWS-1)."),
			},
			{
				l("VIII. AWARD"),
				p("4. For the reasons set forth above, the Tribunal decides as follows:"),
				p("(a) Respondent breached Article 5 of the BIT by expropriating Claimant's investment on 28 September 2022 without prompt, adequate and effective compensation;"),
				p("(b) Respondent shall pay Claimant USD 48,600,000 as compensation, with interest at six-month USD SOFR plus 2 per cent, compounded annually, from 28 September 2022 until the date of payment;"),
				p("(c) Respondent shall bear the costs of the proceeding and pay Claimant USD 3,150,000 for its legal fees and expenses;"),
				p("(d) All other claims are dismissed."),
				gap(), gap(),
				ls("[signed]                                                  [signed]",
					"______________________                                    ______________________",
					"Mr. Samuel Achterberg                                     Dr. Lucía Ferrán Iglesias",
					"Arbitrator                                                Arbitrator",
					"Date: 27 October 2025                                     Date: 30 October 2025",
					"", "",
					"                              [signed]",
					"                              ______________________",
					"                              Professor Ingrid Valcourt",
					"                              President of the Tribunal",
					"                              Date: 4 November 2025"),
			},
		}}

	return matterSpec{
		name: "aurelian-v-kalindra", title: "Aurelian Mining Corp. v. Republic of Kalindra (ICSID Case No. ARB/24/3)", heldOut: true,
		firstSight: &Figures{PartyTruth: 16, PartyFound: 12, PartyCorrect: 11, EventTruth: 35, EventHits: 32, Grounded: 1}, // at d1fcf33
		docs:       []doc{request, po1, statement, award},
		parties: []Party{
			{"Aurelian Mining Corp.", "plaintiff"}, // a claimant, in the documented vocabulary
			{"Republic of Kalindra", "respondent"},
			{"Jonathan Whitford", "counsel"},
			{"Amélie Dubois", "counsel"},
			{"Rafael Ortega", "counsel"},
			{"Grace Tanaka-Moore", "counsel"},
			{"Tobias Mwale", "counsel"},
			{"Nadia Okonjo-Bell", "counsel"},
			{"Henrik Aas", "counsel"},
			{"Ingrid Valcourt", "judge"},
			{"Samuel Achterberg", "judge"},
			{"Lucía Ferrán Iglesias", "judge"},
			{"Conor Lavelle", "declarant"},
			{"Conor Lavelle", "witness"},
			{"Amara Diallo", "witness"},
			{"Benedikt Strauss", "witness"},
		},
		events: []Event{
			{"2024-01-17", "Request for Arbitration 2024-01-17.pdf", 1},
			{"2011-05-09", "Request for Arbitration 2024-01-17.pdf", 2},
			{"2009-06-03", "Request for Arbitration 2024-01-17.pdf", 2},
			{"2022-09-28", "Request for Arbitration 2024-01-17.pdf", 3},
			{"2022-11-14", "Request for Arbitration 2024-01-17.pdf", 3},
			{"2022-12-12", "Request for Arbitration 2024-01-17.pdf", 3},
			{"2023-06-12", "Request for Arbitration 2024-01-17.pdf", 3},
			{"2024-01-17", "Request for Arbitration 2024-01-17.pdf", 3},
			{"2024-07-02", "Procedural Order No 1 2024-07-02.pdf", 1},
			{"2024-06-17", "Procedural Order No 1 2024-07-02.pdf", 2},
			{"2024-05-22", "Procedural Order No 1 2024-07-02.pdf", 2},
			{"2024-09-30", "Procedural Order No 1 2024-07-02.pdf", 2},
			{"2025-02-14", "Procedural Order No 1 2024-07-02.pdf", 2},
			{"2025-03-14", "Procedural Order No 1 2024-07-02.pdf", 2},
			{"2025-05-23", "Procedural Order No 1 2024-07-02.pdf", 2},
			{"2025-07-25", "Procedural Order No 1 2024-07-02.pdf", 2},
			{"2025-09-08", "Procedural Order No 1 2024-07-02.pdf", 2},
			{"2025-09-11", "Procedural Order No 1 2024-07-02.pdf", 2},
			{"2024-07-02", "Procedural Order No 1 2024-07-02.pdf", 2},
			{"2024-09-30", "CWS-1 Witness Statement of Conor Lavelle.pdf", 1},
			{"2022-07-19", "CWS-1 Witness Statement of Conor Lavelle.pdf", 2},
			{"2022-09-28", "CWS-1 Witness Statement of Conor Lavelle.pdf", 2},
			{"2024-09-30", "CWS-1 Witness Statement of Conor Lavelle.pdf", 2},
			{"2025-11-14", "Award ICSID ARB-24-3 2025-11-14.pdf", 1},
			{"2024-01-17", "Award ICSID ARB-24-3 2025-11-14.pdf", 2},
			{"2024-02-05", "Award ICSID ARB-24-3 2025-11-14.pdf", 2},
			{"2024-05-22", "Award ICSID ARB-24-3 2025-11-14.pdf", 2},
			{"2024-06-17", "Award ICSID ARB-24-3 2025-11-14.pdf", 2},
			{"2024-07-02", "Award ICSID ARB-24-3 2025-11-14.pdf", 2},
			{"2025-09-08", "Award ICSID ARB-24-3 2025-11-14.pdf", 2},
			{"2025-09-11", "Award ICSID ARB-24-3 2025-11-14.pdf", 2},
			{"2022-09-28", "Award ICSID ARB-24-3 2025-11-14.pdf", 3},
			{"2025-10-27", "Award ICSID ARB-24-3 2025-11-14.pdf", 3},
			{"2025-10-30", "Award ICSID ARB-24-3 2025-11-14.pdf", 3},
			{"2025-11-04", "Award ICSID ARB-24-3 2025-11-14.pdf", 3},
		},
	}
}
