package sealed

import "pramaan/brief/truth"

// An action for annulment before the General Court of the European Union:
// the Official Journal notice of the action ("Action brought on ...",
// "Parties", "Applicant: ... (represented by: ..., lawyers)", "Form of order
// sought", "Pleas in law and main arguments", "Language of the case"); the
// order of the President of the Chamber granting leave to intervene; and
// the Chamber's judgment (the composition paragraph with "(Rapporteur)" and
// "Registrar", agents and lawyers by initial and surname, "applicant",
// "defendant", "intervener", the running head "JUDGMENT OF 18. 9. 2024 -
// CASE T-412/22", the ECLI and language-of-the-case footnote, the operative
// part "On those grounds, THE GENERAL COURT ... hereby:" and "Delivered in
// open court in Luxembourg").
func init() { specs = append(specs, valdrenna) }

func valdrenna() spec {
	oj := doc{name: "OJ Notice Case T-412-22.pdf", font: "Times", size: 10, paper: "A4",
		header: "5.9.2022          EN          Official Journal of the European Union          C 340/61", headerAlign: "L",
		pages: []page{{
			cb("Action brought on 1 July 2022 - Valdrenna Logistics v Commission"), c("(Case T-412/22)"), c("(2022/C 340/61)"), gap(),
			c("Language of the case: Italian"), gap(),
			lb("Parties"),
			p("Applicant: Valdrenna Logistics SpA (Genoa, Italy) (represented by: A. Ferracuti and M. Sbordone, lawyers)"),
			p("Defendant: European Commission"),
			lb("Form of order sought"),
			l("The applicant claims that the Court should:"),
			p("- annul Commission Decision C(2022) 2871 final of 22 April 2022 on State aid SA.58813 (2021/C) implemented by Italy in favour of Valdrenna Logistics SpA, in so far as it orders recovery of the aid;"),
			p("- order the Commission to pay the costs."),
			lb("Pleas in law and main arguments"),
			l("In support of the action, the applicant relies on three pleas in law."),
			p("1. First plea in law, alleging a manifest error of assessment in finding that the port concession granted on 11 March 2016 conferred an economic advantage, since the concession fee was set by an open tender."),
			p("2. Second plea in law, alleging infringement of Article 108(2) TFEU and of the applicant's rights of defence, since the Commission relied on a market study submitted on 9 February 2022, after the close of the formal investigation procedure opened on 14 July 2021, without giving the applicant the opportunity to comment."),
			p("3. Third plea in law, alleging breach of the principle of legitimate expectations in ordering recovery."),
		}}}

	order := doc{name: "Order of the President Leave to Intervene.pdf", font: "Times", size: 11, paper: "A4",
		footer: "* Language of the case: Italian.", footerAlign: "L",
		pages: []page{
			{
				cb("ORDER OF THE PRESIDENT OF THE FOURTH CHAMBER OF THE GENERAL COURT"), c("9 February 2023 (*)"), gap(),
				small(p("(Intervention - Interest in the result of the case - Representative association)"), 10), gap(),
				p("In Case T-412/22,"),
				p("Valdrenna Logistics SpA, established in Genoa (Italy), represented by A. Ferracuti and M. Sbordone, lawyers,"),
				r("applicant,"), c("v"),
				p("European Commission, represented by H. van Vliet and L. Onofrei, acting as Agents,"),
				r("defendant,"),
				cb("THE PRESIDENT OF THE FOURTH CHAMBER OF THE GENERAL COURT"),
				l("makes the following"), cb("Order"),
				p("1. By document lodged at the Court Registry on 14 October 2022, Federazione Italiana Spedizionieri Marittimi (FISM), an association representing freight forwarders operating in Italian ports, applied for leave to intervene in support of the form of order sought by the Commission."),
				p("2. The application was served on the parties. The applicant objected to it on 8 November 2022; the Commission did not object."),
				p("3. The association has shown an interest in the result of the case within the meaning of the second paragraph of Article 40 of the Statute of the Court of Justice of the European Union, since its members compete with the applicant for the handling of container traffic in the port of Genoa."),
				l("On those grounds,"),
				cb("THE PRESIDENT OF THE FOURTH CHAMBER OF THE GENERAL COURT"), l("hereby orders:"),
				p("1. Federazione Italiana Spedizionieri Marittimi (FISM) is granted leave to intervene in Case T-412/22 in support of the form of order sought by the European Commission."),
				p("2. The costs are reserved."),
				ls("Luxembourg, 9 February 2023.", "", "I. Kalnina                                        M. Kerkhoff-Lind", "Administrator                                     President"),
			},
		}}

	running := "JUDGMENT OF 18. 9. 2024 - CASE T-412/22"
	judgment := doc{name: "Judgment T-412-22 of 18 September 2024.pdf", font: "Times", size: 11, paper: "A4",
		header: running, header2: "VALDRENNA LOGISTICS v COMMISSION", footer: "ECLI:EU:T:2024:612          %d", footerAlign: "R",
		pages: []page{
			{
				cb("JUDGMENT OF THE GENERAL COURT (Fourth Chamber)"), c("18 September 2024 (*)"), gap(),
				small(p("(State aid - Port services - Concession for the operation of a container terminal - Decision declaring the aid incompatible with the internal market and ordering its recovery - Advantage - Market economy operator principle - Rights of defence - Legitimate expectations)"), 10), gap(),
				p("In Case T-412/22,"),
				p("Valdrenna Logistics SpA, established in Genoa (Italy), represented by A. Ferracuti and M. Sbordone, lawyers,"),
				r("applicant,"), c("v"),
				p("European Commission, represented by H. van Vliet and L. Onofrei, acting as Agents,"),
				r("defendant,"),
				p("supported by Federazione Italiana Spedizionieri Marittimi (FISM), established in Rome (Italy), represented by G. Ottaviani, lawyer,"),
				r("intervener,"),
				cb("THE GENERAL COURT (Fourth Chamber),"),
				p("composed of M. Kerkhoff-Lind, President, D. Petrovski (Rapporteur) and S. Aurelio, Judges,"),
				p("Registrar: I. Kalnina, Administrator,"),
				p("having regard to the written part of the procedure,"),
				p("further to the hearing on 7 March 2024,"),
				l("gives the following"), cb("Judgment"),
				p("1 By its action under Article 263 TFEU, the applicant, Valdrenna Logistics SpA, seeks the partial annulment of Commission Decision C(2022) 2871 final of 22 April 2022 on State aid SA.58813 (2021/C) (\"the contested decision\")."),
				small(l("* Language of the case: Italian."), 9),
			},
			{
				cb("Background to the dispute"),
				p("2 On 11 March 2016 the Port System Authority of the Western Ligurian Sea awarded the applicant a 30-year concession to operate the Calata Bettolo container terminal. Following a complaint lodged on 3 December 2019 by a competing operator, the Commission opened the formal investigation procedure on 14 July 2021."),
				p("3 In the contested decision, the Commission found that the concession fee, as revised by the addendum of 28 September 2017, was below the level a market economy operator would have accepted, and ordered Italy to recover EUR 23.6 million from the applicant."),
				cb("Findings of the Court"),
				p("4 As regards the second plea, it is common ground that the market study of 9 February 2022 was received after the applicant had submitted its observations on 30 September 2021, and that the applicant was not invited to comment on it. However, an infringement of the rights of defence leads to annulment only if, without it, the procedure could have led to a different result. The applicant has not shown that this is so, since the contested decision's finding of an advantage rests on the comparison with the 2014 tender, which the applicant was able to discuss."),
				p("5 The first and third pleas must be rejected for the reasons set out in paragraphs 41 to 88 of this judgment. The action must therefore be dismissed in its entirety."),
				cb("Costs"),
				p("6 Since the applicant has been unsuccessful, it must be ordered to pay the costs of the Commission. FISM shall bear its own costs, in accordance with Article 138(3) of the Rules of Procedure."),
			},
			{
				l("On those grounds,"),
				cb("THE GENERAL COURT (Fourth Chamber)"), l("hereby:"),
				p("1. Dismisses the action;"),
				p("2. Orders Valdrenna Logistics SpA to bear its own costs and to pay those incurred by the European Commission;"),
				p("3. Orders Federazione Italiana Spedizionieri Marittimi (FISM) to bear its own costs."),
				gap(),
				row([]float64{0.34, 0.33, 0.33}, "Kerkhoff-Lind", "Petrovski", "Aurelio"),
				gap(),
				l("Delivered in open court in Luxembourg on 18 September 2024."),
				gap(),
				l("[Signatures]"),
			},
		}}

	return spec{
		name: "valdrenna-logistics-v-commission-t-412-22", title: "Valdrenna Logistics v Commission (Case T-412/22, General Court)",
		firstSight: &truth.Figures{PartyTruth: 11, PartyFound: 4, PartyCorrect: 3, EventTruth: 19, EventHits: 19, Grounded: 1}, // at commit 74cae5c
		docs:       []doc{oj, order, judgment},
		parties: []truth.Party{
			{Name: "Valdrenna Logistics SpA", Role: "petitioner"}, // the applicant
			{Name: "European Commission", Role: "defendant"},
			{Name: "Federazione Italiana Spedizionieri Marittimi", Role: "third party"}, // the intervener
			{Name: "A. Ferracuti", Role: "counsel"},
			{Name: "M. Sbordone", Role: "counsel"},
			{Name: "H. van Vliet", Role: "counsel"}, // the Commission's agents
			{Name: "L. Onofrei", Role: "counsel"},
			{Name: "G. Ottaviani", Role: "counsel"},
			{Name: "M. Kerkhoff-Lind", Role: "judge"},
			{Name: "D. Petrovski", Role: "judge"},
			{Name: "S. Aurelio", Role: "judge"},
		},
		events: []truth.Event{
			{Date: "2022-07-01", File: "OJ Notice Case T-412-22.pdf", Page: 1},
			{Date: "2022-09-05", File: "OJ Notice Case T-412-22.pdf", Page: 1},
			{Date: "2022-04-22", File: "OJ Notice Case T-412-22.pdf", Page: 1},
			{Date: "2016-03-11", File: "OJ Notice Case T-412-22.pdf", Page: 1},
			{Date: "2022-02-09", File: "OJ Notice Case T-412-22.pdf", Page: 1},
			{Date: "2021-07-14", File: "OJ Notice Case T-412-22.pdf", Page: 1},
			{Date: "2023-02-09", File: "Order of the President Leave to Intervene.pdf", Page: 1},
			{Date: "2022-10-14", File: "Order of the President Leave to Intervene.pdf", Page: 1},
			{Date: "2022-11-08", File: "Order of the President Leave to Intervene.pdf", Page: 1},
			{Date: "2024-09-18", File: "Judgment T-412-22 of 18 September 2024.pdf", Page: 1},
			{Date: "2024-03-07", File: "Judgment T-412-22 of 18 September 2024.pdf", Page: 1},
			{Date: "2022-04-22", File: "Judgment T-412-22 of 18 September 2024.pdf", Page: 1},
			{Date: "2016-03-11", File: "Judgment T-412-22 of 18 September 2024.pdf", Page: 2},
			{Date: "2019-12-03", File: "Judgment T-412-22 of 18 September 2024.pdf", Page: 2},
			{Date: "2021-07-14", File: "Judgment T-412-22 of 18 September 2024.pdf", Page: 2},
			{Date: "2017-09-28", File: "Judgment T-412-22 of 18 September 2024.pdf", Page: 2},
			{Date: "2022-02-09", File: "Judgment T-412-22 of 18 September 2024.pdf", Page: 2},
			{Date: "2021-09-30", File: "Judgment T-412-22 of 18 September 2024.pdf", Page: 2},
			{Date: "2024-09-18", File: "Judgment T-412-22 of 18 September 2024.pdf", Page: 3},
		},
	}
}
