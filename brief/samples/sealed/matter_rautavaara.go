package sealed

import "pramaan/brief/truth"

// An anti-doping appeal to the Court of Arbitration for Sport: the
// athlete's statement of appeal (Articles R47 and R48 of the Code, the
// decision appealed from, the nomination of an arbitrator); the CAS Court
// Office's letter to the parties' counsel on the constitution of the Panel
// (case number line, "Dear Sir, Dear Madam", "Yours faithfully", signed by
// a CAS Counsel); and the arbitral award (the cover in "sitting in the
// following composition:" form with each arbitrator's profession and city,
// the ad hoc clerk, "in the arbitration between", "- Appellant -" and "-
// First Respondent -", the hearing and the persons heard, "ON THESE
// GROUNDS", "Seat of arbitration").
func init() { specs = append(specs, rautavaara) }

func rautavaara() spec {
	caseLine := "CAS 2024/A/10417 Nadia Rautavaara v. International Biathlon Confederation & Finnish Centre for Integrity in Sport"

	appeal := doc{name: "Statement of Appeal.pdf", font: "Helvetica", size: 10, paper: "A4", footer: "%d",
		pages: []page{
			{
				ls("LEINONEN HUTTUNEN ATTORNEYS LTD", "Eteläesplanadi 22 B, 00130 Helsinki, Finland"), rule(),
				ls("Court of Arbitration for Sport", "Palais de Beaulieu", "Avenue des Bergières 10", "CH-1004 Lausanne", "By e-filing platform", "", "Helsinki, 13 May 2024"), gap(),
				cb("STATEMENT OF APPEAL"), c("pursuant to Articles R47 and R48 of the Code of Sports-related Arbitration"), gap(),
				lb("1. Appellant"),
				p("Ms Nadia Rautavaara, born 2 February 1998, Kontiolahti, Finland, represented by Mr Jaakko Leinonen and Ms Saara Huttunen, Attorneys-at-law, Leinonen Huttunen Attorneys Ltd, Helsinki."),
				lb("2. Respondents"),
				p("(1) International Biathlon Confederation (IBC), Sonnenallee 5, 5020 Salzburg, Austria; and (2) Finnish Centre for Integrity in Sport (FINCIS), Radiokatu 20, 00240 Helsinki, Finland."),
				lb("3. Decision appealed from"),
				p("The decision of the IBC Anti-Doping Hearing Panel dated 22 April 2024, notified to the Appellant on 25 April 2024, imposing a period of ineligibility of four years from 10 January 2024 for the presence of a prohibited substance in a sample collected in competition on 14 December 2023."),
				lb("4. Nomination of arbitrator"),
				p("The Appellant nominates Ms Océane Delacroix-Vidal, Attorney-at-law in Lyon, France, as arbitrator."),
				lb("5. Prayers for relief"),
				p("The Appellant requests the CAS to set aside the decision appealed from and to impose no period of ineligibility or, alternatively, a reprimand, on the basis that the substance came from a contaminated prescribed medication."),
				ls("", "Jaakko Leinonen                    Saara Huttunen", "Attorney-at-law                    Attorney-at-law"),
			},
		}}

	letter := doc{name: "CAS Court Office Letter Constitution of Panel.pdf", font: "Times", size: 11, paper: "A4",
		pages: []page{{
			cb("Tribunal Arbitral du Sport"), cb("Court of Arbitration for Sport"), rule(),
			ls("Lausanne, 21 June 2024/MDO", "", "To:", "Mr Jaakko Leinonen and Ms Saara Huttunen, counsel for the Appellant (by e-filing)", "Mr Konrad Brüggemann, counsel for the First Respondent (by e-filing)", "Ms Liisa Kallionpää, counsel for the Second Respondent (by e-filing)"), gap(),
			l("Re: " + caseLine), gap(),
			l("Dear Sir, Dear Madam,"), gap(),
			p("I refer to the above-mentioned procedure. Further to the Respondents' joint nomination of 4 June 2024 and the absence of any challenge within the time limit, I inform you, on behalf of the President of the Appeals Arbitration Division, that the Panel appointed to decide this matter is constituted as follows:"),
			ls("President:    Prof. Dr. Ulrich Haberstroh, Attorney-at-law in Zurich, Switzerland", "Arbitrators:  Ms Océane Delacroix-Vidal, Attorney-at-law in Lyon, France", "              Mr Rhys Penhaligon KC, Barrister in London, United Kingdom"), gap(),
			p("Mr Fabian Wyss, Attorney-at-law in Bern, Switzerland, has been appointed as ad hoc clerk. The file will be transferred to the Panel upon payment of the advance of costs, due by 5 July 2024."),
			p("The parties are invited to state by 28 June 2024 whether they prefer a hearing to be held or the Panel to issue an award based solely on the written submissions."),
			ls("Yours faithfully,", "", "Court of Arbitration for Sport", "", "Mirela Dobrescu", "Counsel"),
		}}}

	award := doc{name: "Arbitral Award CAS 2024-A-10417.pdf", font: "Times", size: 11, paper: "A4",
		header: "CAS 2024/A/10417 Nadia Rautavaara v. IBC & FINCIS - Page %d", headerAlign: "R",
		pages: []page{
			{
				cb("Tribunal Arbitral du Sport / Court of Arbitration for Sport"), gap(),
				c(caseLine), gap(),
				cb("ARBITRAL AWARD"), gap(),
				l("delivered by the"), cb("COURT OF ARBITRATION FOR SPORT"), l("sitting in the following composition:"), gap(),
				ls("President:      Prof. Dr. Ulrich Haberstroh, Attorney-at-law in Zurich, Switzerland", "Arbitrators:    Ms Océane Delacroix-Vidal, Attorney-at-law in Lyon, France", "                Mr Rhys Penhaligon KC, Barrister in London, United Kingdom",
					"Ad hoc Clerk:   Mr Fabian Wyss, Attorney-at-law in Bern, Switzerland"), gap(),
				l("in the arbitration between"), gap(),
				cb("Nadia Rautavaara, Kontiolahti, Finland"), c("Represented by Mr Jaakko Leinonen and Ms Saara Huttunen, Attorneys-at-law, Helsinki, Finland"), r("- Appellant -"), gap(),
				l("and"), gap(),
				cb("International Biathlon Confederation, Salzburg, Austria"), c("Represented by Mr Konrad Brüggemann, Director of Legal Affairs, Salzburg, Austria"), r("- First Respondent -"), gap(),
				l("and"), gap(),
				cb("Finnish Centre for Integrity in Sport, Helsinki, Finland"), c("Represented by Ms Liisa Kallionpää, Head of Legal, Helsinki, Finland"), r("- Second Respondent -"),
			},
			{
				lb("I. FACTUAL BACKGROUND"),
				p("1. On 14 December 2023 the Appellant provided an in-competition urine sample at the IBC World Cup in Hochfilzen, Austria. The analysis revealed the presence of a prohibited diuretic, and on 9 January 2024 the IBC notified her of an adverse analytical finding. She was provisionally suspended on 10 January 2024."),
				p("2. By decision dated 22 April 2024, the IBC Anti-Doping Hearing Panel imposed a period of ineligibility of four years."),
				lb("II. PROCEEDINGS BEFORE THE COURT OF ARBITRATION FOR SPORT"),
				p("3. On 13 May 2024 the Appellant filed her Statement of Appeal. She filed her Appeal Brief on 3 June 2024. The Respondents filed their Answers on 5 July 2024. The Panel was constituted on 21 June 2024."),
				p("4. A hearing was held in Lausanne on 17 September 2024. In addition to the Panel, the ad hoc clerk and Mr Antoine Perrin, CAS Counsel, the following persons attended: the Appellant, with her counsel; Mr Konrad Brüggemann for the First Respondent; Ms Liisa Kallionpää for the Second Respondent."),
				p("5. The Panel heard evidence from the following witnesses and experts: Dr Kalle Mäntyniemi, the Appellant's team physician, called by the Appellant; and Prof. Ingrid Solvang, pharmacologist, expert called by the First Respondent. Each was invited by the President to tell the truth subject to the sanctions of perjury under Swiss law."),
				p("6. The operative part of this award was notified to the parties on 30 September 2024."),
				lb("III. MERITS"),
				p("7. The Panel is comfortably satisfied, on the evidence of Dr Mäntyniemi and the laboratory analysis of the tablets, that the diuretic came from a contaminated batch of a prescribed antihypertensive. The Appellant bears no significant fault or negligence, and a period of ineligibility of twelve months is proportionate."),
			},
			{
				cb("ON THESE GROUNDS"), gap(),
				l("The Court of Arbitration for Sport rules that:"),
				p("1. The appeal filed on 13 May 2024 by Ms Nadia Rautavaara against the decision of the IBC Anti-Doping Hearing Panel of 22 April 2024 is partially upheld."),
				p("2. The decision of the IBC Anti-Doping Hearing Panel of 22 April 2024 is set aside and replaced as follows: Ms Nadia Rautavaara is sanctioned with a period of ineligibility of twelve (12) months, commencing on 10 January 2024, with credit for the provisional suspension served."),
				p("3. All other motions or prayers for relief are dismissed."),
				gap(),
				ls("Seat of arbitration: Lausanne, Switzerland", "Date: 11 November 2024"), gap(),
				cb("THE COURT OF ARBITRATION FOR SPORT"), gap(),
				row([]float64{0.34, 0.33, 0.33}, "Ulrich Haberstroh\nPresident of the Panel", "Océane Delacroix-Vidal\nArbitrator", "Rhys Penhaligon\nArbitrator"),
			},
		}}

	return spec{
		name: "rautavaara-v-ibc-cas", title: "Rautavaara v. International Biathlon Confederation & FINCIS (CAS 2024/A/10417)",
		firstSight: &truth.Figures{PartyTruth: 17, PartyFound: 6, PartyCorrect: 4, EventTruth: 19, EventHits: 19, Grounded: 1}, // at commit f0a35fa
		docs:       []doc{appeal, letter, award},
		parties: []truth.Party{
			{Name: "Nadia Rautavaara", Role: "appellant"},
			{Name: "International Biathlon Confederation", Role: "respondent"},
			{Name: "Finnish Centre for Integrity in Sport", Role: "respondent"},
			{Name: "Jaakko Leinonen", Role: "counsel"},
			{Name: "Saara Huttunen", Role: "counsel"},
			{Name: "Konrad Brüggemann", Role: "counsel"},
			{Name: "Liisa Kallionpää", Role: "counsel"},
			{Name: "Jaakko Leinonen", Role: "recipient"},
			{Name: "Saara Huttunen", Role: "recipient"},
			{Name: "Konrad Brüggemann", Role: "recipient"},
			{Name: "Liisa Kallionpää", Role: "recipient"},
			{Name: "Mirela Dobrescu", Role: "sender"},
			{Name: "Ulrich Haberstroh", Role: "judge"},
			{Name: "Océane Delacroix-Vidal", Role: "judge"},
			{Name: "Rhys Penhaligon", Role: "judge"},
			{Name: "Kalle Mäntyniemi", Role: "witness"},
			{Name: "Ingrid Solvang", Role: "witness"},
		},
		events: []truth.Event{
			{Date: "2024-05-13", File: "Statement of Appeal.pdf", Page: 1},
			{Date: "2024-04-22", File: "Statement of Appeal.pdf", Page: 1},
			{Date: "2024-04-25", File: "Statement of Appeal.pdf", Page: 1},
			{Date: "2024-01-10", File: "Statement of Appeal.pdf", Page: 1},
			{Date: "2023-12-14", File: "Statement of Appeal.pdf", Page: 1},
			{Date: "2024-06-21", File: "CAS Court Office Letter Constitution of Panel.pdf", Page: 1},
			{Date: "2024-06-04", File: "CAS Court Office Letter Constitution of Panel.pdf", Page: 1},
			{Date: "2024-07-05", File: "CAS Court Office Letter Constitution of Panel.pdf", Page: 1},
			{Date: "2024-06-28", File: "CAS Court Office Letter Constitution of Panel.pdf", Page: 1},
			{Date: "2023-12-14", File: "Arbitral Award CAS 2024-A-10417.pdf", Page: 2},
			{Date: "2024-01-09", File: "Arbitral Award CAS 2024-A-10417.pdf", Page: 2},
			{Date: "2024-01-10", File: "Arbitral Award CAS 2024-A-10417.pdf", Page: 2},
			{Date: "2024-06-03", File: "Arbitral Award CAS 2024-A-10417.pdf", Page: 2},
			{Date: "2024-07-05", File: "Arbitral Award CAS 2024-A-10417.pdf", Page: 2},
			{Date: "2024-09-17", File: "Arbitral Award CAS 2024-A-10417.pdf", Page: 2},
			{Date: "2024-09-30", File: "Arbitral Award CAS 2024-A-10417.pdf", Page: 2},
			{Date: "2024-05-13", File: "Arbitral Award CAS 2024-A-10417.pdf", Page: 3},
			{Date: "2024-04-22", File: "Arbitral Award CAS 2024-A-10417.pdf", Page: 3},
			{Date: "2024-11-11", File: "Arbitral Award CAS 2024-A-10417.pdf", Page: 3},
		},
	}
}
