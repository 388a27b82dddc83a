package sealed

import "pramaan/brief/truth"

// An ICC arbitration seated in Paris: the Terms of Reference (the parties and
// their counsel laid out as labelled entries, two respondents defined
// together as "the Respondents", the tribunal with each member's nomination
// and confirmation dates, a procedural history), Procedural Order No. 2 on
// document production with a Redfern timetable, and counsel's email to the
// tribunal with "From:/Sent:/To:/Cc:" lines in day-first European style.
func init() { specs = append(specs, solaris) }

func solaris() spec {
	cover := []block{
		cb("INTERNATIONAL CHAMBER OF COMMERCE"), cb("INTERNATIONAL COURT OF ARBITRATION"), gap(),
		c("ICC Case No. 27814/HTG"), gap(),
		cb("SOLARIS PROYECTOS ENERGÉTICOS S.L."), c("(Spain)"), c("Claimant"), c("v."),
		cb("(1) TAMDULT ENERGY S.A."), c("(Kingdom of Morocco)"), cb("(2) TAMDULT HOLDINGS LIMITED"), c("(Republic of Cyprus)"), c("Respondents"), gap(),
	}
	tor := doc{name: "Terms of Reference.pdf", font: "Times", size: 11, paper: "A4",
		header: "ICC Case No. 27814/HTG - Terms of Reference", headerAlign: "R", footer: "Page %d of %t",
		pages: []page{
			with(cover, []block{gap(), cb("TERMS OF REFERENCE"), c("(Article 23 of the ICC Rules of Arbitration 2021)"), gap(),
				ls("Arbitral Tribunal:", "     Mr Jean-Baptiste Moreau-Lefèvre (President)", "     Professor Ingeborg Halvorsen", "     Mr Karim Bensouda"), gap(),
				c("11 April 2024"),
			}),
			{
				lb("1. THE PARTIES AND THEIR REPRESENTATIVES"),
				lb("1.1 Claimant"),
				p("Solaris Proyectos Energéticos S.L., a company incorporated under the laws of Spain, Paseo de la Castellana 141, 28046 Madrid, Spain (\"Solaris\" or the \"Claimant\")."),
				ls("Represented by:", "     Ms Lucía Benavente Ortiz", "     Mr Tomás Arregui", "     Benavente Arregui Abogados S.L.P.", "     Calle de Serrano 57, 28006 Madrid, Spain", "     lbenavente@benavente-arregui.es; tarregui@benavente-arregui.es"),
				lb("1.2 Respondents"),
				p("Tamdult Energy S.A., a company incorporated under the laws of the Kingdom of Morocco, 14 Boulevard Al Massira, Casablanca 20100, Morocco (the \"First Respondent\"); and Tamdult Holdings Limited, a company incorporated under the laws of the Republic of Cyprus, 22 Arch. Makarios III Avenue, 1065 Nicosia, Cyprus (the \"Second Respondent\"; together with the First Respondent, the \"Respondents\")."),
				ls("Represented by:", "     Mr Youssef El Fassi", "     Ms Hind Berrada", "     El Fassi & Associés", "     61 Avenue Hassan II, Casablanca 20000, Morocco", "     y.elfassi@elfassi-avocats.ma; h.berrada@elfassi-avocats.ma"),
				lb("2. THE ARBITRAL TRIBUNAL"),
				p("2.1 Professor Ingeborg Halvorsen, nominated by the Claimant, was confirmed as co-arbitrator by the Secretary General of the ICC Court on 14 November 2023."),
				p("2.2 Mr Karim Bensouda, nominated jointly by the Respondents, was confirmed as co-arbitrator on 28 November 2023."),
				p("2.3 Mr Jean-Baptiste Moreau-Lefèvre was appointed President of the Arbitral Tribunal by the ICC Court on 20 December 2023, upon the proposal of the co-arbitrators."),
			},
			{
				lb("3. PROCEDURAL HISTORY"),
				p("3.1 On 2 October 2023 the Secretariat received the Claimant's Request for Arbitration, relating to an Engineering, Procurement and Construction Contract dated 8 February 2021 for a 120 MW solar plant near Ouarzazate (the \"EPC Contract\")."),
				p("3.2 On 17 November 2023 the Respondents filed their Answer to the Request, objecting to the jurisdiction of the Tribunal over the Second Respondent, which is not a signatory of the EPC Contract."),
				p("3.3 The file was transmitted to the Arbitral Tribunal on 9 January 2024. A case management conference was held by video conference on 21 March 2024."),
				lb("4. PLACE AND LANGUAGE"),
				p("4.1 The place of arbitration is Paris, France. The language of the arbitration is English."),
				gap(),
				ls("Signed on 11 April 2024.", ""),
				row([]float64{0.5, 0.5}, "For the Claimant:\n\n______________________\nLucía Benavente Ortiz", "For the Respondents:\n\n______________________\nYoussef El Fassi"),
				gap(),
				row([]float64{0.34, 0.33, 0.33}, "______________________\nIngeborg Halvorsen\nCo-arbitrator", "______________________\nJean-Baptiste Moreau-Lefèvre\nPresident", "______________________\nKarim Bensouda\nCo-arbitrator"),
			},
		}}

	po2 := doc{name: "Procedural Order No. 2.pdf", font: "Helvetica", size: 10, paper: "A4",
		header: "ICC Case No. 27814/HTG - Procedural Order No. 2", headerAlign: "R", footer: "%d",
		pages: []page{
			with(cover, []block{cb("PROCEDURAL ORDER No. 2"), c("(Document Production)"), gap(), r("Paris, 3 June 2024"), gap(),
				p("1. This Order is issued following the Parties' exchange of correspondence of 15 May 2024 and 24 May 2024 on the scope of document production, and after consultation with the Parties."),
				p("2. The Parties shall present their requests for the production of documents in the form of a Redfern Schedule, using the following column headings:"),
				row([]float64{0.08, 0.24, 0.24, 0.22, 0.22}, "No.", "Documents requested", "Relevance and materiality", "Objections", "Tribunal's decision"),
				gap(),
				p("3. The document production phase shall proceed according to the following timetable:"),
				row([]float64{0.6, 0.4}, "Step", "Deadline"),
				row([]float64{0.6, 0.4}, "Requests for production", "28 June 2024"),
				row([]float64{0.6, 0.4}, "Objections to requests", "19 July 2024"),
				row([]float64{0.6, 0.4}, "Replies to objections", "2 August 2024"),
				row([]float64{0.6, 0.4}, "Tribunal's decision on disputed requests", "30 August 2024"),
				gap(),
				p("4. The Tribunal will be guided by the IBA Rules on the Taking of Evidence in International Arbitration (2020)."),
				ls("On behalf of the Arbitral Tribunal", "", "______________________", "Jean-Baptiste Moreau-Lefèvre", "President of the Arbitral Tribunal"),
			}),
		}}

	email := doc{name: "Email Benavente to Tribunal 14.06.2024.pdf", font: "Helvetica", size: 10, paper: "A4",
		pages: []page{{
			ls("From:      Lucía Benavente Ortiz <lbenavente@benavente-arregui.es>",
				"Sent:      Friday, 14 June 2024 18:22",
				"To:        Jean-Baptiste Moreau-Lefèvre <jbml@moreaulefevre-arb.fr>",
				"Cc:        Ingeborg Halvorsen <ih@halvorsen-arbitration.no>; Karim Bensouda <kb@bensouda-arb.ma>;",
				"           Youssef El Fassi <y.elfassi@elfassi-avocats.ma>; Tomás Arregui <tarregui@benavente-arregui.es>",
				"Subject:   ICC 27814/HTG - Claimant's request for extension (PO2, para. 3)"),
			rule(),
			l("Dear Mr President, dear Members of the Tribunal,"), gap(),
			p("On behalf of the Claimant, we respectfully request that the deadline of 28 June 2024 for requests for production in paragraph 3 of Procedural Order No. 2 be extended for both Parties to 5 July 2024."),
			p("The Claimant's project director, who holds most of the relevant files, is on medical leave until 24 June 2024. Counsel for the Respondents, Mr El Fassi, informed us on 13 June 2024 that the Respondents do not object, provided the remaining deadlines move by one week as well."),
			p("We remain at the Tribunal's disposal."),
			ls("Kind regards,", "", "Lucía Benavente Ortiz", "Partner | Benavente Arregui Abogados S.L.P.", "Calle de Serrano 57, 28006 Madrid | +34 915 550 418"),
			gap(),
			small(p("This message and any attachments are confidential and may be privileged. If you have received it in error, please notify the sender and delete it. Benavente Arregui Abogados S.L.P., CIF B-88123456, Registro Mercantil de Madrid."), 8),
		}}}

	return spec{
		name: "solaris-v-tamdult-icc", title: "Solaris Proyectos Energéticos S.L. v. Tamdult Energy S.A. and Tamdult Holdings Limited (ICC No. 27814/HTG)",
		firstSight: &truth.Figures{PartyTruth: 16, PartyFound: 5, PartyCorrect: 3, EventTruth: 22, EventHits: 22, Grounded: 1}, // at commit 48ecb5b
		docs:       []doc{tor, po2, email},
		parties: []truth.Party{
			{Name: "Solaris Proyectos Energéticos S.L.", Role: "plaintiff"}, // the claimant
			{Name: "Tamdult Energy S.A.", Role: "respondent"},
			{Name: "Tamdult Holdings Limited", Role: "respondent"},
			{Name: "Lucía Benavente Ortiz", Role: "counsel"},
			{Name: "Tomás Arregui", Role: "counsel"},
			{Name: "Youssef El Fassi", Role: "counsel"},
			{Name: "Hind Berrada", Role: "counsel"},
			{Name: "Jean-Baptiste Moreau-Lefèvre", Role: "judge"},
			{Name: "Ingeborg Halvorsen", Role: "judge"},
			{Name: "Karim Bensouda", Role: "judge"},
			{Name: "Lucía Benavente Ortiz", Role: "sender"},
			{Name: "Jean-Baptiste Moreau-Lefèvre", Role: "recipient"},
			{Name: "Ingeborg Halvorsen", Role: "recipient"},
			{Name: "Karim Bensouda", Role: "recipient"},
			{Name: "Youssef El Fassi", Role: "recipient"},
			{Name: "Tomás Arregui", Role: "recipient"},
		},
		events: []truth.Event{
			{Date: "2024-04-11", File: "Terms of Reference.pdf", Page: 1},
			{Date: "2023-11-14", File: "Terms of Reference.pdf", Page: 2},
			{Date: "2023-11-28", File: "Terms of Reference.pdf", Page: 2},
			{Date: "2023-12-20", File: "Terms of Reference.pdf", Page: 2},
			{Date: "2023-10-02", File: "Terms of Reference.pdf", Page: 3},
			{Date: "2021-02-08", File: "Terms of Reference.pdf", Page: 3},
			{Date: "2023-11-17", File: "Terms of Reference.pdf", Page: 3},
			{Date: "2024-01-09", File: "Terms of Reference.pdf", Page: 3},
			{Date: "2024-03-21", File: "Terms of Reference.pdf", Page: 3},
			{Date: "2024-04-11", File: "Terms of Reference.pdf", Page: 3},
			{Date: "2024-06-03", File: "Procedural Order No. 2.pdf", Page: 1},
			{Date: "2024-05-15", File: "Procedural Order No. 2.pdf", Page: 1},
			{Date: "2024-05-24", File: "Procedural Order No. 2.pdf", Page: 1},
			{Date: "2024-06-28", File: "Procedural Order No. 2.pdf", Page: 1},
			{Date: "2024-07-19", File: "Procedural Order No. 2.pdf", Page: 1},
			{Date: "2024-08-02", File: "Procedural Order No. 2.pdf", Page: 1},
			{Date: "2024-08-30", File: "Procedural Order No. 2.pdf", Page: 1},
			{Date: "2024-06-14", File: "Email Benavente to Tribunal 14.06.2024.pdf", Page: 1},
			{Date: "2024-06-28", File: "Email Benavente to Tribunal 14.06.2024.pdf", Page: 1},
			{Date: "2024-07-05", File: "Email Benavente to Tribunal 14.06.2024.pdf", Page: 1},
			{Date: "2024-06-24", File: "Email Benavente to Tribunal 14.06.2024.pdf", Page: 1},
			{Date: "2024-06-13", File: "Email Benavente to Tribunal 14.06.2024.pdf", Page: 1},
		},
	}
}
