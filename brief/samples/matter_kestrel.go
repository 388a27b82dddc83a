package samples

// HELD OUT (frozen): an international arbitration under the LCIA Rules. A
// cover page ("LCIA ARBITRATION No.", "BETWEEN", each party with its
// country in brackets and its label on the next line, "REQUEST FOR
// ARBITRATION", "Submitted pursuant to Article 1"); counsel listed under "is
// represented in this arbitration by:"; a party's nominee ("nominates Mr X KC
// as arbitrator"); a procedural order naming a three-member tribunal with
// post-nominals (KC, Dr, Professor) and a timetable table with column
// headings; and a witness statement of fact. Company forms B.V. and
// Sp. z o.o.
func init() { specs = append(specs, kestrel) }

func kestrel() matterSpec {
	rfa := doc{name: "Request for Arbitration.pdf", font: "Times", size: 12, footer: "%d",
		pages: []page{
			{
				gap(), gap(), cb("LCIA ARBITRATION No. 235104"), gap(), gap(), c("BETWEEN"), gap(),
				cb("KESTREL OFFSHORE ENERGY B.V."), c("(the Netherlands)"), c("Claimant"), gap(), c("and"), gap(),
				cb("BALTIC TURBINE SERVICES SP. Z O.O."), c("(Poland)"), c("Respondent"), gap(), gap(),
				cb("REQUEST FOR ARBITRATION"), c("Submitted pursuant to Article 1 of the LCIA Arbitration Rules 2020"), gap(), c("15 May 2023"),
			},
			{
				cb("I. THE PARTIES AND THEIR COUNSEL"),
				p("1. The Claimant, Kestrel Offshore Energy B.V. (\"Kestrel\"), is a company incorporated in the Netherlands, with its registered office at Wilhelminakade 91, 3072 AP Rotterdam. Kestrel is represented in this arbitration by:"),
				ls("     Ms Annelies de Vries", "     Mr Jonas Becker", "     Van Dam Becker Advocaten N.V.", "     Zuidplein 90, 1077 XV Amsterdam", "     adevries@vandambecker.nl"),
				p("2. The Respondent, Baltic Turbine Services Sp. z o.o. (\"BTS\"), is a company incorporated in Poland, with its registered office at ul. Hutnicza 7, 81-061 Gdynia."),
				cb("II. THE DISPUTE"),
				p("3. Under a Maintenance Services Agreement dated 3 March 2019 (the \"MSA\"), BTS undertook the scheduled maintenance of the twelve turbines of Kestrel's Noordzee Vier wind farm. Clause 24 of the MSA provides for arbitration in London under the LCIA Rules."),
				p("4. On 11 November 2022 the gearbox of turbine WTG-07 failed. Kestrel's investigation found that BTS had not carried out the oil analysis due in August 2022. Kestrel claims EUR 4.2 million."),
				cb("III. NOMINATION"),
				p("5. Kestrel nominates Mr Richard Okonjo KC as arbitrator."),
				ls("15 May 2023", "", "Van Dam Becker Advocaten N.V.", "Counsel for the Claimant"),
			},
		}}

	po1 := doc{name: "Procedural Order No. 1.pdf", font: "Helvetica", size: 10.5,
		pages: []page{
			{
				c("In the matter of an arbitration under the LCIA Rules"), cb("LCIA Case No. 235104"), gap(),
				cb("KESTREL OFFSHORE ENERGY B.V."), c("Claimant"), c("v."), cb("BALTIC TURBINE SERVICES SP. Z O.O."), c("Respondent"), gap(),
				cb("PROCEDURAL ORDER No. 1"), c("4 September 2023"), gap(),
				ls("The Tribunal:", "     Dr Helga Sorensen (Presiding Arbitrator)", "     Richard Okonjo KC", "     Professor Marek Zielinski"),
				gap(),
				p("1. A case management conference was held by video on 28 August 2023. The Claimant was represented by Ms Annelies de Vries and Mr Jonas Becker of Van Dam Becker Advocaten N.V. The Respondent was represented by Mr Piotr Nowakowski of Kancelaria Nowakowski sp.k., Warsaw."),
				p("2. The seat of the arbitration is London. The language of the arbitration is English."),
				p("3. The arbitration shall proceed in accordance with the following timetable:"),
				ls("     Step                                   Party            Date",
					"     Statement of Case                      Claimant         6 October 2023",
					"     Statement of Defence                   Respondent       15 December 2023",
					"     Document production requests           Both             26 January 2024",
					"     Evidentiary hearing                    Both             13-17 May 2024"),
				gap(),
				ls("For and on behalf of the Tribunal", "", "Dr Helga Sorensen", "Presiding Arbitrator"),
			},
		}}

	witness := doc{name: "Witness Statement of Lars Vermeulen.pdf", font: "Times", size: 12,
		pages: []page{
			{
				cb("LCIA ARBITRATION No. 235104"), gap(),
				c("KESTREL OFFSHORE ENERGY B.V. (Claimant) v. BALTIC TURBINE SERVICES SP. Z O.O. (Respondent)"), gap(),
				cb("FIRST WITNESS STATEMENT OF LARS VERMEULEN"), gap(),
				p("I, Lars Vermeulen, of Wilhelminakade 91, 3072 AP Rotterdam, the Netherlands, Operations Director of the Claimant, state as follows:"),
				p("1. I have been responsible for the Noordzee Vier wind farm since its commissioning in 2018. The facts in this statement are within my own knowledge."),
				p("2. On 11 November 2022 at 03:40 the SCADA system reported a high-temperature alarm on the gearbox of WTG-07, and the turbine shut itself down. When our technicians climbed the tower on 14 November 2022 they found metal fragments in the gearbox oil filter."),
			},
			{
				p("3. The last oil analysis report that BTS sent us was dated 9 February 2022. No report was sent for the August 2022 service."),
				p("I believe that the facts stated in this witness statement are true."),
				ls("Signed: Lars Vermeulen", "Date: 6 October 2023"),
			},
		}}

	return matterSpec{
		name: "kestrel-v-baltic-turbine", title: "Kestrel Offshore Energy B.V. v. Baltic Turbine Services Sp. z o.o. (LCIA No. 235104)", heldOut: true,
		firstSight: &Figures{PartyTruth: 9, PartyFound: 7, PartyCorrect: 3, EventTruth: 15, EventHits: 15, Grounded: 1},
		docs:       []doc{rfa, po1, witness},
		parties: []Party{
			{"Kestrel Offshore Energy B.V.", "plaintiff"}, // a claimant, in the documented vocabulary
			{"Baltic Turbine Services Sp. z o.o.", "respondent"},
			{"Annelies de Vries", "counsel"},
			{"Jonas Becker", "counsel"},
			{"Piotr Nowakowski", "counsel"},
			{"Helga Sorensen", "judge"},
			{"Richard Okonjo", "judge"},
			{"Marek Zielinski", "judge"},
			{"Lars Vermeulen", "declarant"},
		},
		events: []Event{
			{"2023-05-15", "Request for Arbitration.pdf", 1},
			{"2019-03-03", "Request for Arbitration.pdf", 2},
			{"2022-11-11", "Request for Arbitration.pdf", 2},
			{"2023-05-15", "Request for Arbitration.pdf", 2},
			{"2023-09-04", "Procedural Order No. 1.pdf", 1},
			{"2023-08-28", "Procedural Order No. 1.pdf", 1},
			{"2023-10-06", "Procedural Order No. 1.pdf", 1},
			{"2023-12-15", "Procedural Order No. 1.pdf", 1},
			{"2024-01-26", "Procedural Order No. 1.pdf", 1},
			{"2024-05-13", "Procedural Order No. 1.pdf", 1},
			{"2024-05-17", "Procedural Order No. 1.pdf", 1},
			{"2022-11-11", "Witness Statement of Lars Vermeulen.pdf", 1},
			{"2022-11-14", "Witness Statement of Lars Vermeulen.pdf", 1},
			{"2022-02-09", "Witness Statement of Lars Vermeulen.pdf", 2},
			{"2023-10-06", "Witness Statement of Lars Vermeulen.pdf", 2},
		},
	}
}
