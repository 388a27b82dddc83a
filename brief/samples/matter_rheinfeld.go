package samples

// DEV SET (held out at first sight): an ICC arbitration between a German
// plant builder and a Brazilian contractor, seated in Geneva. The request
// for arbitration with its cover page (the parties with their countries in
// brackets, "Submitted on behalf of the Claimant by"), the parties'
// registered details, "Claimant's counsel in this arbitration are:", the
// respondent's in-house general counsel named as its representative, the
// nomination of a co-arbitrator with "Prof. Dr."; the answer with a
// counterclaim and its own nomination; Procedural Order No. 1 with the
// tribunal listed under "Arbitral Tribunal" (President and
// co-arbitrators), the terms of reference's date, numbered sections and a
// "Step / Party / Date" timetable; and the claimant's witness statement
// "CWS-1" ("I, X, ... state as follows", place and date of signature).
// Names carry accents (cp1252). An in-house general counsel who represents
// his company is counsel; the tribunal's members are its judges; a
// witness who signs a written statement is its declarant.
func init() { specs = append(specs, rheinfeld) }

func rheinfeld() matterSpec {
	head := []block{small(r("ICC Case No. 28741/HTG"), 9), gap()}
	request := doc{name: "Request for Arbitration.pdf", font: "Times", size: 11.5, unicode: true,
		footer: "Request for Arbitration - Rheinfeld Anlagenbau GmbH v. Construtora Atlântico S.A. - page %d",
		pages: []page{
			{
				gap(), cb("INTERNATIONAL CHAMBER OF COMMERCE"), cb("INTERNATIONAL COURT OF ARBITRATION"), gap(), gap(),
				small(cb("REQUEST FOR ARBITRATION"), 16), gap(),
				c("pursuant to Article 4 of the ICC Rules of Arbitration (2021)"), gap(), gap(),
				cb("RHEINFELD ANLAGENBAU GMBH"), c("(Germany)"), c("Claimant"), gap(), c("v."), gap(),
				cb("CONSTRUTORA ATLÂNTICO S.A."), c("(Brazil)"), c("Respondent"), gap(), gap(), gap(),
				c("Submitted on behalf of the Claimant by"), cb("VOSS LINDQVIST RECHTSANWÄLTE PARTG MBB"), c("Königsallee 61, 40215 Düsseldorf, Germany"), gap(), gap(),
				c("14 March 2024"),
			},
			{
				cb("I. THE PARTIES"),
				p("1. Claimant is Rheinfeld Anlagenbau GmbH (\"Rheinfeld\"), a company organised under the laws of Germany and registered with the commercial register of the Local Court of Düsseldorf under HRB 77124, with its seat at Hansaallee 190, 40549 Düsseldorf."),
				p("2. Claimant's counsel in this arbitration are: Dr. Katharina Reiss and Jan-Philipp Ostermann, Voss Lindqvist Rechtsanwälte PartG mbB, Königsallee 61, 40215 Düsseldorf (k.reiss@vosslindqvist.de; jp.ostermann@vosslindqvist.de). All correspondence should be addressed to them."),
				p("3. Respondent is Construtora Atlântico S.A. (\"Atlântico\"), a sociedade anônima organised under the laws of Brazil, CNPJ 12.448.907/0001-63, with its seat at Avenida Brigadeiro Faria Lima 3900, São Paulo. To Claimant's knowledge Respondent is represented by Mr. Rafael Monteiro Albuquerque, its General Counsel."),
				cb("II. THE ARBITRATION AGREEMENT AND THE DISPUTE"),
				p("4. On 3 May 2021 the Parties concluded a subcontract for the engineering, supply and commissioning of two biomass boilers for Atlântico's pulp mill at Três Lagoas (the \"Subcontract\"). Article 21 provides for ICC arbitration in Geneva, in English, before three arbitrators, under Swiss law."),
				p("5. Rheinfeld commissioned the boilers, and the final acceptance certificate was issued on 28 February 2023. Atlântico has not paid the final milestone of EUR 4,870,000, invoiced on 10 March 2023. Rheinfeld gave notice of the dispute on 6 October 2023; the Article 20 negotiations ended without result on 15 January 2024."),
				cb("III. NOMINATION OF AN ARBITRATOR"),
				p("6. Claimant nominates as co-arbitrator Prof. Dr. Henrik Aalto, Eteläranta 12, 00130 Helsinki, Finland."),
				cb("IV. RELIEF SOUGHT"),
				p("7. Rheinfeld requests an award ordering Atlântico to pay EUR 4,870,000 with interest at 5 percent from 9 April 2023, and the costs of the arbitration."),
				ls("", "Düsseldorf, 14 March 2024", "", "Dr. Katharina Reiss                         Jan-Philipp Ostermann", "Voss Lindqvist Rechtsanwälte PartG mbB"),
			},
		}}

	answer := doc{name: "Answer and Counterclaim.pdf", font: "Helvetica", size: 10.5, unicode: true,
		footer: "Answer to the Request for Arbitration and Counterclaim  |  %d",
		pages: []page{
			append(append([]block{}, head...),
				cb("ANSWER TO THE REQUEST FOR ARBITRATION"), cb("AND COUNTERCLAIM"), gap(),
				c("Rheinfeld Anlagenbau GmbH (Claimant / Counter-Respondent)"), c("v."), c("Construtora Atlântico S.A. (Respondent / Counter-Claimant)"), gap(),
				p("1. Respondent Construtora Atlântico S.A. submits its Answer under Article 5 of the ICC Rules. It is represented in this arbitration by Beatriz Pinheiro Lago and Thiago Vasconcelos, of Pinheiro Vasconcelos Advogados, Rua Funchal 418, São Paulo, to whom all communications should be sent."),
				p("2. Respondent accepts the jurisdiction of the Tribunal under Article 21 of the Subcontract of 3 May 2021, but denies the claim. The final acceptance certificate of 28 February 2023 was issued subject to a punch list, and boiler no. 2 failed its emissions retest on 19 June 2023."),
				p("3. Counterclaim. Rheinfeld achieved mechanical completion 147 days after the contractual date of 1 August 2022. Atlântico counterclaims delay liquidated damages of EUR 2,210,000 under Article 14.3 and the cost of the emissions remediation."),
				p("4. Respondent nominates as co-arbitrator Ms. Lucía Ferrer Montalvo, Calle de Serrano 41, 28001 Madrid, Spain."),
				ls("", "São Paulo, 22 May 2024", "", "Beatriz Pinheiro Lago          Thiago Vasconcelos", "PINHEIRO VASCONCELOS ADVOGADOS", "Counsel for Respondent"),
			),
		}}

	po1 := doc{name: "Procedural Order No. 1.pdf", font: "Times", size: 11, unicode: true,
		pages: []page{
			append(append([]block{}, head...),
				cb("INTERNATIONAL COURT OF ARBITRATION"), gap(),
				cb("RHEINFELD ANLAGENBAU GMBH"), c("Claimant"), c("v."), cb("CONSTRUTORA ATLÂNTICO S.A."), c("Respondent"), gap(),
				small(cb("PROCEDURAL ORDER No. 1"), 14), gap(),
				ls("Arbitral Tribunal",
					"   Mr. Alastair Drummond KC (President)",
					"   Prof. Dr. Henrik Aalto (Co-Arbitrator)",
					"   Ms. Lucía Ferrer Montalvo (Co-Arbitrator)",
					"",
					"Seat: Geneva, Switzerland                  Date: 9 September 2024"),
				gap(),
				p("1. This Order follows the case management conference held by video on 2 September 2024 and the Terms of Reference signed on 30 August 2024. The Claimant was represented at the conference by Dr. Katharina Reiss and Jan-Philipp Ostermann; the Respondent by Beatriz Pinheiro Lago, Thiago Vasconcelos and Mr. Rafael Monteiro Albuquerque."),
				p("2. The IBA Rules on the Taking of Evidence (2020) shall guide the Tribunal. Document requests shall be made in a Redfern schedule."),
				p("3. The procedural timetable is as follows:"),
				ls("  Step   Procedural action                          Party              Date",
					"  1      Statement of Claim, witness statements       Claimant           18 November 2024",
					"  2      Statement of Defence and Counterclaim        Respondent         31 January 2025",
					"  3      Requests for document production             Both               28 February 2025",
					"  4      Reply and Defence to Counterclaim            Claimant           16 May 2025",
					"  5      Rejoinder and Reply on Counterclaim          Respondent         11 July 2025",
					"  6      Hearing (Geneva)                             All                15-19 September 2025"),
				gap(),
				ls("On behalf of the Arbitral Tribunal", "", "[signed]", "Alastair Drummond KC", "President of the Arbitral Tribunal"),
			),
		}}

	ws := doc{name: "CWS-1 Witness Statement of Matthias Kellermann.pdf", font: "Times", size: 11.5, unicode: true,
		header: "ICC Case No. 28741/HTG                                                                            CWS-1",
		footer: "%d",
		pages: []page{
			{
				cb("RHEINFELD ANLAGENBAU GMBH v. CONSTRUTORA ATLÂNTICO S.A."), gap(),
				small(cb("FIRST WITNESS STATEMENT OF MATTHIAS KELLERMANN"), 13), gap(),
				p("I, Matthias Kellermann, Director of Projects Latin America of Rheinfeld Anlagenbau GmbH, Hansaallee 190, 40549 Düsseldorf, state as follows:"),
				p("1. I was Rheinfeld's project director for the Três Lagoas boilers from the signature of the Subcontract on 3 May 2021 until final acceptance. The facts in this statement are within my own knowledge unless I say otherwise. English is not my first language; I wrote this statement in English with the help of Claimant's counsel."),
				p("2. Mechanical completion was delayed because Atlântico handed over the boiler foundations on 14 March 2022, four months late. I recorded this in site instruction no. 47 of the same day."),
				p("3. The emissions retest of 19 June 2023 was run with bark fuel of 58 percent moisture, outside the design range of the Subcontract. The retest on 2 August 2023 with design fuel passed."),
			},
			{
				p("4. I have read the Answer dated 22 May 2024. The punch list attached to the final acceptance certificate of 28 February 2023 listed only painting and insulation items, and all were closed by 30 April 2023."),
				p("I confirm that this witness statement is true to the best of my knowledge and belief, and I am prepared to appear at the hearing to be examined on it."),
				ls("", "Düsseldorf, 18 November 2024", "", "[signed]", "Matthias Kellermann"),
			},
		}}

	return matterSpec{
		name: "rheinfeld-v-atlantico", title: "Rheinfeld Anlagenbau GmbH v. Construtora Atlântico S.A. (ICC Case No. 28741/HTG)", heldOut: true,
		firstSight: &Figures{PartyTruth: 11, PartyFound: 10, PartyCorrect: 7, EventTruth: 31, EventHits: 26, Grounded: 1}, // at 8a56754
		docs:       []doc{request, answer, po1, ws},
		parties: []Party{
			{"Rheinfeld Anlagenbau GmbH", "plaintiff"}, // a claimant, in the documented vocabulary
			{"Construtora Atlântico S.A.", "respondent"},
			{"Katharina Reiss", "counsel"},
			{"Jan-Philipp Ostermann", "counsel"},
			{"Rafael Monteiro Albuquerque", "counsel"},
			{"Beatriz Pinheiro Lago", "counsel"},
			{"Thiago Vasconcelos", "counsel"},
			{"Henrik Aalto", "judge"},
			{"Lucía Ferrer Montalvo", "judge"},
			{"Alastair Drummond", "judge"},
			{"Matthias Kellermann", "declarant"},
		},
		events: []Event{
			{"2024-03-14", "Request for Arbitration.pdf", 1},
			{"2021-05-03", "Request for Arbitration.pdf", 2},
			{"2023-02-28", "Request for Arbitration.pdf", 2},
			{"2023-03-10", "Request for Arbitration.pdf", 2},
			{"2023-10-06", "Request for Arbitration.pdf", 2},
			{"2024-01-15", "Request for Arbitration.pdf", 2},
			{"2023-04-09", "Request for Arbitration.pdf", 2},
			{"2024-03-14", "Request for Arbitration.pdf", 2},
			{"2021-05-03", "Answer and Counterclaim.pdf", 1},
			{"2023-02-28", "Answer and Counterclaim.pdf", 1},
			{"2023-06-19", "Answer and Counterclaim.pdf", 1},
			{"2022-08-01", "Answer and Counterclaim.pdf", 1},
			{"2024-05-22", "Answer and Counterclaim.pdf", 1},
			{"2024-09-09", "Procedural Order No. 1.pdf", 1},
			{"2024-09-02", "Procedural Order No. 1.pdf", 1},
			{"2024-08-30", "Procedural Order No. 1.pdf", 1},
			{"2024-11-18", "Procedural Order No. 1.pdf", 1},
			{"2025-01-31", "Procedural Order No. 1.pdf", 1},
			{"2025-02-28", "Procedural Order No. 1.pdf", 1},
			{"2025-05-16", "Procedural Order No. 1.pdf", 1},
			{"2025-07-11", "Procedural Order No. 1.pdf", 1},
			{"2025-09-15", "Procedural Order No. 1.pdf", 1},
			{"2025-09-19", "Procedural Order No. 1.pdf", 1},
			{"2021-05-03", "CWS-1 Witness Statement of Matthias Kellermann.pdf", 1},
			{"2022-03-14", "CWS-1 Witness Statement of Matthias Kellermann.pdf", 1},
			{"2023-06-19", "CWS-1 Witness Statement of Matthias Kellermann.pdf", 1},
			{"2023-08-02", "CWS-1 Witness Statement of Matthias Kellermann.pdf", 1},
			{"2024-05-22", "CWS-1 Witness Statement of Matthias Kellermann.pdf", 2},
			{"2023-02-28", "CWS-1 Witness Statement of Matthias Kellermann.pdf", 2},
			{"2023-04-30", "CWS-1 Witness Statement of Matthias Kellermann.pdf", 2},
			{"2024-11-18", "CWS-1 Witness Statement of Matthias Kellermann.pdf", 2},
		},
	}
}
