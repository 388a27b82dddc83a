package samples

// DEV SET (held out at first sight): an ad hoc arbitration under the
// UNCITRAL Arbitration Rules with the Secretary-General of the Permanent
// Court of Arbitration as appointing authority. The notice of arbitration
// set out item by item under "Article 3(3)" ("(a) Demand", "(b) Names and
// contact details of the parties", with a Danish "A/S" and a Dubai free
// zone "FZE", counsel "advokat" listed under the party), the response
// under "Article 4(1)" (counsel named in a sentence, "Partner" and "Senior
// Associate" after the names); the PCA's letter ("PCA Case No. 2024-17",
// "By email", "To:" both counsel, "Re:", signed by its legal counsel) who
// is its sender; and the sole arbitrator's procedural order no. 1 with
// "For the Claimant:" and "For the Respondent:" blocks and a timetable of
// numbered steps.
func init() { specs = append(specs, nordhavn) }

func nordhavn() matterSpec {
	noa := doc{name: "Notice of Arbitration (UNCITRAL).pdf", font: "Times", size: 11.5,
		pages: []page{
			{
				c("AD HOC ARBITRATION UNDER THE UNCITRAL ARBITRATION RULES (AS REVISED IN 2010)"), gap(),
				cb("NORDHAVN SHIPPING A/S"), c("Claimant"), c("v."), cb("QASR AL BAHR TRADING FZE"), c("Respondent"), gap(),
				cb("NOTICE OF ARBITRATION"), c("pursuant to Article 3 of the UNCITRAL Arbitration Rules"), gap(), c("Copenhagen, 22 February 2024"), gap(),
				l("Article 3(3)(a) - Demand"),
				p("1. The Claimant hereby demands that the dispute described below be referred to arbitration under the UNCITRAL Arbitration Rules."),
				l("Article 3(3)(b) - Names and contact details of the parties"),
				p("2. The Claimant is Nordhavn Shipping A/S, CVR no. 31418872, Amaliegade 12, 1256 Copenhagen K, Denmark. It is represented by:"),
				ls("          Freya Lindqvist, advokat", "          Mads Holm, advokat", "          Bech Holm Advokatpartnerselskab", "          Bredgade 30, 1260 Copenhagen K, Denmark", "          fli@bechholm.dk"),
				gap(),
				p("3. The Respondent is Qasr Al Bahr Trading FZE, Licence No. 11872, Jebel Ali Free Zone, Dubai, United Arab Emirates."),
			},
			{
				l("Article 3(3)(c) and (d) - Arbitration agreement and contract"),
				p("4. Clause 19 of the time charterparty of m/v \"Nordhavn Tern\" dated 4 May 2022 (the \"Charter\") provides for arbitration in London before a sole arbitrator under the UNCITRAL Arbitration Rules."),
				l("Article 3(3)(e) - The claim"),
				p("5. The Respondent has failed to pay hire due under the Charter from 15 August 2023 until redelivery on 30 October 2023, in the sum of USD 1,284,000."),
				l("Article 3(4) - Appointing authority and sole arbitrator"),
				p("6. The Claimant proposes a sole arbitrator and that the Secretary-General of the Permanent Court of Arbitration act as appointing authority."),
				ls("Bech Holm Advokatpartnerselskab", "Counsel for the Claimant"),
			},
		}}

	resp := doc{name: "Response to Notice of Arbitration.pdf", font: "Times", size: 11.5,
		pages: []page{{
			c("AD HOC ARBITRATION UNDER THE UNCITRAL ARBITRATION RULES (AS REVISED IN 2010)"), gap(),
			c("NORDHAVN SHIPPING A/S (Claimant) v. QASR AL BAHR TRADING FZE (Respondent)"), gap(),
			cb("RESPONSE TO THE NOTICE OF ARBITRATION"), c("pursuant to Article 4(1) of the UNCITRAL Arbitration Rules"), gap(), c("Dubai, 21 March 2024"), gap(),
			p("1. The Respondent, Qasr Al Bahr Trading FZE, is represented in this arbitration by Mr Omar Al-Hashimi, Partner, and Ms Layla Nasser, Senior Associate, of Hashimi & Partners Advocates and Legal Consultants, Emirates Towers, Level 21, Sheikh Zayed Road, Dubai."),
			p("2. The Respondent agrees to a sole arbitrator and to the designation of the Secretary-General of the Permanent Court of Arbitration as appointing authority."),
			p("3. The Respondent denies the claim. The vessel was off-hire from 15 August 2023 because of a main engine breakdown reported by the master on that date, and the Respondent is entitled to set off its bunker costs against any hire found due."),
			ls("Hashimi & Partners Advocates and Legal Consultants", "Counsel for the Respondent"),
		}}}

	pca := doc{name: "PCA letter 2024-05-10.pdf", font: "Helvetica", size: 10.5,
		pages: []page{{
			cb("PERMANENT COURT OF ARBITRATION"), c("Peace Palace, Carnegieplein 2, 2517 KJ The Hague, The Netherlands  |  +31 70 302 4165  |  bureau@pca-cpa.org"), gap(),
			ls("PCA Case No. 2024-17", "", "By email", "", "To:   Ms Freya Lindqvist (Counsel for the Claimant)", "      Mr Omar Al-Hashimi (Counsel for the Respondent)", "", "10 May 2024", "",
				"Re:  Nordhavn Shipping A/S v. Qasr Al Bahr Trading FZE - Appointment of a sole arbitrator"),
			gap(),
			l("Dear Counsel,"),
			p("Further to the Claimant's request of 2 April 2024, and having considered the parties' comments received by 26 April 2024, the Secretary-General of the Permanent Court of Arbitration, acting as appointing authority under Article 8(2) of the UNCITRAL Arbitration Rules, has today appointed Professor Aylin Demirci as sole arbitrator."),
			p("Professor Demirci's declaration of acceptance and statement of impartiality and independence is enclosed."),
			ls("Yours sincerely,", "", "Sophie van Aalst", "Legal Counsel"),
		}}}

	po1 := doc{name: "Procedural Order No. 1.pdf", font: "Times", size: 11,
		pages: []page{{
			c("AD HOC ARBITRATION UNDER THE UNCITRAL ARBITRATION RULES (AS REVISED IN 2010)"), c("PCA Case No. 2024-17"), gap(),
			c("NORDHAVN SHIPPING A/S (Claimant) v. QASR AL BAHR TRADING FZE (Respondent)"), gap(),
			cb("PROCEDURAL ORDER No. 1"), c("17 June 2024"), gap(),
			ls("Sole Arbitrator: Professor Aylin Demirci", "",
				"For the Claimant:    Ms Freya Lindqvist, Mr Mads Holm", "                     Bech Holm Advokatpartnerselskab, Copenhagen",
				"For the Respondent:  Mr Omar Al-Hashimi, Ms Layla Nasser", "                     Hashimi & Partners Advocates and Legal Consultants, Dubai"),
			gap(),
			p("1. The seat of arbitration is London, England. The language is English. The PCA shall act as registry."),
			p("2. Following a case management conference held by video on 11 June 2024, the arbitration shall proceed as follows:"),
			ls("   1. Statement of Claim (Article 20)                         26 July 2024",
				"   2. Statement of Defence and any counterclaim (Article 21)   20 September 2024",
				"   3. Reply and Defence to Counterclaim                       25 October 2024",
				"   4. Hearing (London, 2 days)                                3-4 February 2025"),
			gap(),
			ls("", "Professor Aylin Demirci", "Sole Arbitrator"),
		}}}

	return matterSpec{
		name: "nordhavn-v-qasr-al-bahr", title: "Nordhavn Shipping A/S v. Qasr Al Bahr Trading FZE (UNCITRAL, PCA Case No. 2024-17)", heldOut: true,
		firstSight: &Figures{PartyTruth: 10, PartyFound: 9, PartyCorrect: 8, EventTruth: 16, EventHits: 16, Grounded: 1}, // at e8d2d4d
		docs:       []doc{noa, resp, pca, po1},
		parties: []Party{
			{"Nordhavn Shipping A/S", "plaintiff"}, // a claimant, in the documented vocabulary
			{"Qasr Al Bahr Trading FZE", "respondent"},
			{"Freya Lindqvist", "counsel"},
			{"Freya Lindqvist", "recipient"},
			{"Mads Holm", "counsel"},
			{"Omar Al-Hashimi", "counsel"},
			{"Omar Al-Hashimi", "recipient"},
			{"Layla Nasser", "counsel"},
			{"Sophie van Aalst", "sender"},
			{"Aylin Demirci", "judge"},
		},
		events: []Event{
			{"2024-02-22", "Notice of Arbitration (UNCITRAL).pdf", 1},
			{"2022-05-04", "Notice of Arbitration (UNCITRAL).pdf", 2},
			{"2023-08-15", "Notice of Arbitration (UNCITRAL).pdf", 2},
			{"2023-10-30", "Notice of Arbitration (UNCITRAL).pdf", 2},
			{"2024-03-21", "Response to Notice of Arbitration.pdf", 1},
			{"2023-08-15", "Response to Notice of Arbitration.pdf", 1},
			{"2024-05-10", "PCA letter 2024-05-10.pdf", 1},
			{"2024-04-02", "PCA letter 2024-05-10.pdf", 1},
			{"2024-04-26", "PCA letter 2024-05-10.pdf", 1},
			{"2024-06-17", "Procedural Order No. 1.pdf", 1},
			{"2024-06-11", "Procedural Order No. 1.pdf", 1},
			{"2024-07-26", "Procedural Order No. 1.pdf", 1},
			{"2024-09-20", "Procedural Order No. 1.pdf", 1},
			{"2024-10-25", "Procedural Order No. 1.pdf", 1},
			{"2025-02-03", "Procedural Order No. 1.pdf", 1},
			{"2025-02-04", "Procedural Order No. 1.pdf", 1},
		},
	}
}
