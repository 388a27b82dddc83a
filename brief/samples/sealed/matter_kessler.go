package sealed

import "pramaan/brief/truth"

// A commercial sales dispute before a German Regional Court, in certified
// English translation: the statement of claim on a law firm's letterhead
// addressed to the court ("- Plaintiff -", "- Defendant -", "Provisional
// amount in dispute", "we will request"); the presiding judge's order for
// an early first hearing with time limits; and the final judgment ("IN THE
// NAME OF THE PEOPLE", "Ref.:", "In the legal dispute", "Counsel of record:",
// "for: payment", the chamber's composition in the ruling sentence, the
// operative part, "Facts of the case", "Reasons for the decision", the
// judges' surnames under it and the registrar's "Pronounced on" note),
// each followed by the sworn translator's certificate.
func init() { specs = append(specs, kessler) }

func kessler() spec {
	translator := []block{rule(),
		cb("TRANSLATOR'S CERTIFICATE"),
		p("I, Cordelia Ashworth-Brandt, translator for the English language publicly appointed and generally sworn by the President of the Regional Court of Munich I, hereby certify that the foregoing is a true and complete translation of the German original submitted to me."),
		ls("Munich, 20 June 2024", "", "Cordelia Ashworth-Brandt", "[Seal: Publicly appointed and sworn translator for the English language]"),
	}

	claim := doc{name: "Statement of Claim (translation).pdf", font: "Helvetica", size: 10, paper: "A4",
		header: "Certified translation from German", headerAlign: "R", footer: "- %d -",
		pages: []page{
			{
				lb("BRANDAUER SÖLCH"), l("Rechtsanwälte PartG mbB"), small(l("Maximilianstraße 31 | 80539 Munich | Tel. +49 89 555 0140 | kanzlei@brandauer-soelch.de"), 8.5), rule(),
				ls("To the", "Regional Court of Munich I", "- Civil Chambers -", "Prielmayerstraße 7", "80335 Munich", "", "                                                  Munich, 9 October 2023", "                                                  Our ref.: 1187/23 KB/ms"), gap(),
				cb("STATEMENT OF CLAIM"), gap(),
				p("in the matter of"),
				p("Kessler Antriebstechnik GmbH, represented by its managing director Annegret Vöhringer, Industriestraße 14, 85748 Garching,"),
				r("- Plaintiff -"),
				l("Counsel of record: Brandauer Sölch Rechtsanwälte PartG mbB, Maximilianstraße 31, 80539 Munich"),
				c("against"),
				p("Norrvik Precision AB, represented by its chief executive officer Lars-Erik Sundqvist, Hamnvägen 9, 417 64 Gothenburg, Sweden,"),
				r("- Defendant -"),
				l("for: payment"),
				l("Provisional amount in dispute: EUR 418,220.00"), gap(),
				p("On behalf and upon instruction of the Plaintiff, we hereby bring an action and will request at the oral hearing:"),
				p("1. The Defendant is ordered to pay the Plaintiff EUR 418,220.00 plus interest at nine percentage points above the base rate since 3 August 2023."),
				p("2. The Defendant bears the costs of the proceedings."),
				p("3. The judgment is provisionally enforceable against security."),
			},
			with([]block{
				cb("Grounds:"),
				p("I. The parties concluded a framework supply agreement on 4 February 2021 under which the Defendant supplies planetary gearboxes for the Plaintiff's industrial drives. Clause 14 provides for the jurisdiction of the courts of Munich and for the application of German law to the exclusion of the CISG."),
				p("II. Between 6 March 2023 and 11 May 2023 the Defendant delivered 1,140 gearboxes of series PG-90. In May 2023 the Plaintiff's incoming inspection found hairline cracks in the output shafts of 612 units. The Plaintiff gave notice of the defects on 26 May 2023 (Exhibit K 3) and set the Defendant a deadline to deliver replacements by 2 August 2023, which expired without result."),
				p("III. The Plaintiff claims the costs of the replacement parts bought in from a third supplier and of dismantling and reinstallation, as itemised in Exhibit K 7."),
				ls("", "Dr. Konstantin Brandauer", "Attorney-at-law (Rechtsanwalt)"),
			}, translator),
		}}

	hearing := doc{name: "Order Scheduling Early First Hearing (translation).pdf", font: "Times", size: 11, paper: "A4",
		header: "Certified translation from German", headerAlign: "R",
		pages: []page{with([]block{
			cb("Regional Court of Munich I"), c("33rd Civil Chamber"), gap(),
			ls("Ref.: 33 O 4471/23", "", "In the legal dispute", "Kessler Antriebstechnik GmbH v. Norrvik Precision AB", "for: payment"), gap(),
			cb("ORDER"), gap(),
			p("1. An early first hearing is scheduled for Wednesday, 17 April 2024, 10:30 a.m., Courtroom B 2.14, Justizgebäude Nymphenburger Straße 16, 80335 Munich. The personal appearance of the managing directors of both parties is ordered for the purpose of a conciliation hearing."),
			p("2. The statement of claim was served on the Defendant by way of the EU Service Regulation on 14 November 2023. The Defendant is given a time limit until 15 January 2024 to submit its statement of defence through counsel admitted in Germany. The Plaintiff may reply by 26 February 2024."),
			p("3. The parties are advised that the chamber intends to obtain an expert opinion on the cause of the cracks should the parties not reach a settlement."),
			ls("Munich, 28 November 2023", "", "Dr. Ostermann-Lutz", "Presiding Judge at the Regional Court"),
		}, translator)}}

	judgment := doc{name: "Final Judgment 33 O 4471-23 (translation).pdf", font: "Times", size: 11, paper: "A4",
		header: "Certified translation from German", headerAlign: "R", footer: "- %d -",
		pages: []page{
			{
				row([]float64{0.5, 0.5}, "Regional Court of Munich I\nRef.: 33 O 4471/23", "Pronounced on 12 June 2024\nHuber, Judicial Clerk\nas Registrar of the Court Office"),
				gap(),
				cb("IN THE NAME OF THE PEOPLE"), cb("FINAL JUDGMENT"), gap(),
				l("In the legal dispute"),
				p("Kessler Antriebstechnik GmbH, represented by its managing director Annegret Vöhringer, Industriestraße 14, 85748 Garching"),
				r("- Plaintiff -"),
				l("Counsel of record: Attorneys Brandauer Sölch Rechtsanwälte PartG mbB, Maximilianstraße 31, 80539 Munich"),
				c("against"),
				p("Norrvik Precision AB, represented by its chief executive officer Lars-Erik Sundqvist, Hamnvägen 9, 417 64 Gothenburg, Sweden"),
				r("- Defendant -"),
				l("Counsel of record: Attorneys Hollerith & Partner mbB, Königstraße 40, 70173 Stuttgart"),
				l("for: payment"), gap(),
				p("the 33rd Civil Chamber of the Regional Court of Munich I, by Presiding Judge at the Regional Court Dr. Friederike Ostermann-Lutz, Judge at the Regional Court Matthias Goldhagen and Judge Selin Aydemir, on the basis of the oral hearing of 17 April 2024, rules as follows:"),
				p("1. The Defendant is ordered to pay the Plaintiff EUR 391,460.00 plus interest at nine percentage points above the base rate since 3 August 2023."),
				p("2. The action is otherwise dismissed."),
				p("3. Of the costs of the proceedings, the Plaintiff bears 6% and the Defendant 94%."),
				p("4. The judgment is provisionally enforceable against security of 110% of the amount to be enforced."),
			},
			with([]block{
				cb("Facts of the case"),
				p("The parties dispute claims for damages arising from the delivery of defective gearboxes under the framework supply agreement of 4 February 2021. The Defendant delivered the gearboxes between 6 March 2023 and 11 May 2023; the Plaintiff gave notice of defects on 26 May 2023. The Defendant, represented by Dr. Lorenz Hollerith, argues that the notice was late and that the cracks were caused by improper installation."),
				p("The statement of claim was served on 14 November 2023. The Defendant filed its defence on 12 January 2024. At the hearing on 17 April 2024 the Plaintiff's counsel, Dr. Konstantin Brandauer, and the Defendant's counsel made their applications as recorded in the minutes."),
				cb("Reasons for the decision"),
				p("The action is admissible and largely well founded. The international jurisdiction of the court follows from Article 25 of the Brussels Ia Regulation. The notice of defects of 26 May 2023 was given without undue delay within the meaning of section 377 of the German Commercial Code. The Plaintiff is not entitled to the flat-rate handling charge of EUR 26,760.00, for which there is no basis in the agreement."),
				row([]float64{0.34, 0.33, 0.33}, "Dr. Ostermann-Lutz\nPresiding Judge at the\nRegional Court", "Goldhagen\nJudge at the\nRegional Court", "Aydemir\nJudge"),
			}, translator),
		}}

	return spec{
		name: "kessler-antriebstechnik-v-norrvik-lg-muenchen", title: "Kessler Antriebstechnik GmbH v. Norrvik Precision AB (LG München I, 33 O 4471/23, translation)",
		firstSight: &truth.Figures{PartyTruth: 8, PartyFound: 1, PartyCorrect: 1, EventTruth: 19, EventHits: 19, Grounded: 1}, // at commit 74cae5c
		docs:       []doc{claim, hearing, judgment},
		parties: []truth.Party{
			{Name: "Kessler Antriebstechnik GmbH", Role: "plaintiff"},
			{Name: "Norrvik Precision AB", Role: "defendant"},
			{Name: "Konstantin Brandauer", Role: "counsel"},
			{Name: "Lorenz Hollerith", Role: "counsel"},
			{Name: "Friederike Ostermann-Lutz", Role: "judge"},
			{Name: "Matthias Goldhagen", Role: "judge"},
			{Name: "Selin Aydemir", Role: "judge"},
			{Name: "Cordelia Ashworth-Brandt", Role: "declarant"}, // the sworn translator's certificates
		},
		events: []truth.Event{
			{Date: "2023-10-09", File: "Statement of Claim (translation).pdf", Page: 1},
			{Date: "2023-08-03", File: "Statement of Claim (translation).pdf", Page: 1},
			{Date: "2021-02-04", File: "Statement of Claim (translation).pdf", Page: 2},
			{Date: "2023-03-06", File: "Statement of Claim (translation).pdf", Page: 2},
			{Date: "2023-05-11", File: "Statement of Claim (translation).pdf", Page: 2},
			{Date: "2023-05-26", File: "Statement of Claim (translation).pdf", Page: 2},
			{Date: "2023-08-02", File: "Statement of Claim (translation).pdf", Page: 2},
			{Date: "2023-11-28", File: "Order Scheduling Early First Hearing (translation).pdf", Page: 1},
			{Date: "2024-04-17", File: "Order Scheduling Early First Hearing (translation).pdf", Page: 1},
			{Date: "2023-11-14", File: "Order Scheduling Early First Hearing (translation).pdf", Page: 1},
			{Date: "2024-01-15", File: "Order Scheduling Early First Hearing (translation).pdf", Page: 1},
			{Date: "2024-02-26", File: "Order Scheduling Early First Hearing (translation).pdf", Page: 1},
			{Date: "2024-06-12", File: "Final Judgment 33 O 4471-23 (translation).pdf", Page: 1},
			{Date: "2024-04-17", File: "Final Judgment 33 O 4471-23 (translation).pdf", Page: 1},
			{Date: "2023-08-03", File: "Final Judgment 33 O 4471-23 (translation).pdf", Page: 1},
			{Date: "2023-05-26", File: "Final Judgment 33 O 4471-23 (translation).pdf", Page: 2},
			{Date: "2023-11-14", File: "Final Judgment 33 O 4471-23 (translation).pdf", Page: 2},
			{Date: "2024-01-12", File: "Final Judgment 33 O 4471-23 (translation).pdf", Page: 2},
			{Date: "2024-06-20", File: "Final Judgment 33 O 4471-23 (translation).pdf", Page: 2},
		},
	}
}
