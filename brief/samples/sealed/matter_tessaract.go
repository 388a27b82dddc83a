package sealed

import "pramaan/brief/truth"

// An ICC commercial arbitration seated in New York over the supply of
// robotic welding cells: the claimant's request for arbitration under
// Article 4 (parties and counsel, the arbitration clause quoted, the relief
// sought, a co-arbitrator nominated), the respondent's answer and
// counterclaim under Article 5, the Terms of Reference under Article 23
// (numbered sections for the parties, their counsel, the tribunal with its
// confirmation dates, the seat and language, the issues, the signatures of
// every party and arbitrator), the tribunal's Procedural Order No. 1 with a
// procedural timetable as a table, and the final award (cover page with the
// tribunal, procedural history, witnesses examined at the hearing, costs,
// dispositive part, "Place of arbitration").
func init() { specs = append(specs, tessaract) }

func tessaract() spec {
	icc := []block{cb("INTERNATIONAL CHAMBER OF COMMERCE"), cb("INTERNATIONAL COURT OF ARBITRATION"), c("ICC Case No. 27814/PDP"), gap()}
	between := []block{
		cb("TESSARACT ROBOTICS GmbH"), c("(Germany)"), c("Claimant"), c("v."),
		cb("CALUMET FORGE & STAMPING, INC."), c("(USA)"), c("Respondent"), rule(),
	}

	request := doc{name: "Request for Arbitration.pdf", font: "Times", size: 11,
		footer: "Request for Arbitration - %d",
		pages: []page{
			with(icc, between, []block{
				cb("REQUEST FOR ARBITRATION"), c("under Article 4 of the ICC Rules of Arbitration (2021)"), c("New York, 9 January 2024"), gap(),
				lb("I. THE PARTIES AND THEIR COUNSEL"),
				p("1. Claimant is Tessaract Robotics GmbH, a company organised under the laws of Germany (Amtsgericht Stuttgart HRB 774120), with its registered office at Heilbronner Strasse 188, 70191 Stuttgart, Germany. Claimant is represented in this arbitration by Konrad Eberhardt-Mayo and Samantha L. Reyes-Thornton of Eberhardt Mayo LLP, 575 Lexington Avenue, New York, New York 10022 (keberhardt@eberhardtmayo.example), to whom all communications should be addressed."),
				p("2. Respondent is Calumet Forge & Stamping, Inc., an Ohio corporation with its principal place of business at 4100 Harvard Avenue, Cleveland, Ohio 44105. To Claimant's knowledge, Respondent's General Counsel is Ms. Beverly A. Strzelecki."),
				lb("II. THE DISPUTE"),
				p("3. By a Supply and Installation Agreement dated 15 March 2022 (the \"Agreement\"), Claimant agreed to design, supply and commission six robotic welding cells at Respondent's Cleveland plant for a price of US$8,940,000. Claimant delivered the cells between 5 December 2022 and 20 February 2023, and the cells passed the site acceptance tests on 28 April 2023."),
				p("4. Respondent has failed to pay the final milestone payment of US$2,682,000, invoiced on 2 May 2023 and due on 1 June 2023, asserting without basis that the cells do not reach the guaranteed cycle time."),
				lb("III. THE ARBITRATION AGREEMENT"),
				p("5. Clause 31.2 of the Agreement provides: \"All disputes arising out of or in connection with this Agreement shall be finally settled under the Rules of Arbitration of the International Chamber of Commerce by three arbitrators appointed in accordance with the said Rules. The place of arbitration shall be New York, New York. The language of the arbitration shall be English.\""),
			}),
			{
				lb("IV. RELIEF SOUGHT"),
				p("6. Claimant requests an award ordering Respondent to pay US$2,682,000, with interest at the contractual rate from 1 June 2023, and the costs of the arbitration, including Claimant's legal fees."),
				lb("V. NOMINATION OF CO-ARBITRATOR"),
				p("7. Claimant nominates as co-arbitrator Prof. Margarethe Sollner-Ruiz, Goethestrasse 22, 80336 Munich, Germany."),
				ls("Respectfully submitted,", "", "/s/ Konrad Eberhardt-Mayo", "Konrad Eberhardt-Mayo", "Samantha L. Reyes-Thornton", "EBERHARDT MAYO LLP", "Counsel for Claimant"),
			},
		}}

	answer := doc{name: "Answer and Counterclaim.pdf", font: "Times", size: 11,
		footer: "Answer and Counterclaim - %d",
		pages: []page{
			with(icc, between, []block{
				cb("ANSWER TO THE REQUEST FOR ARBITRATION AND COUNTERCLAIM"), c("under Article 5 of the ICC Rules of Arbitration"), c("Cleveland, 15 February 2024"), gap(),
				p("1. Respondent Calumet Forge & Stamping, Inc. is represented by Gordon T. MacAllister and Nadia F. El-Sayed of MacAllister Rusk LLP, 200 Public Square, Suite 3100, Cleveland, Ohio 44114 (gmacallister@macallisterrusk.example)."),
				p("2. Respondent does not dispute the existence of the arbitration agreement or the constitution of a three-member tribunal. Respondent nominates as co-arbitrator the Hon. Douglas P. Whitacre (Ret.), 1300 East Ninth Street, Cleveland, Ohio 44114."),
				p("3. Respondent denies that the final milestone is payable. Under clause 14.4 of the Agreement the final payment falls due only on Final Acceptance, which requires each cell to achieve a cycle time of 58 seconds or less over a 72-hour production run. In the production runs held on 12-15 June 2023 the cells averaged 66.4 seconds. Respondent notified Claimant of the failure on 19 June 2023 and has never issued a Final Acceptance Certificate."),
				lb("COUNTERCLAIM"),
				p("4. Respondent claims liquidated damages for the shortfall under clause 16.2 of the Agreement, capped at 10% of the price, being US$894,000, and damages of US$1,310,000 for the additional labour shifts it has had to run since July 2023 to meet its customers' volumes."),
				p("5. Respondent requests that the Tribunal dismiss Claimant's claims, award Respondent US$2,204,000 on its counterclaim with interest, and order Claimant to bear the costs of the arbitration."),
				ls("/s/ Gordon T. MacAllister", "Gordon T. MacAllister", "Nadia F. El-Sayed", "MACALLISTER RUSK LLP", "Counsel for Respondent"),
			}),
		}}

	tor := doc{name: "Terms of Reference.pdf", font: "Times", size: 11,
		footer: "Terms of Reference - Page %d of %t",
		pages: []page{
			with(icc, between, []block{
				cb("TERMS OF REFERENCE"), c("(Article 23 of the ICC Rules of Arbitration)"), gap(),
				lb("1. THE PARTIES"),
				row([]float64{0.3, 0.7}, "1.1 Claimant:", "Tessaract Robotics GmbH\nHeilbronner Strasse 188, 70191 Stuttgart, Germany"),
				row([]float64{0.3, 0.7}, "Represented by:", "Mr Konrad Eberhardt-Mayo\nMs Samantha L. Reyes-Thornton\nEberhardt Mayo LLP, 575 Lexington Avenue, New York, NY 10022"),
				row([]float64{0.3, 0.7}, "1.2 Respondent:", "Calumet Forge & Stamping, Inc.\n4100 Harvard Avenue, Cleveland, Ohio 44105, USA"),
				row([]float64{0.3, 0.7}, "Represented by:", "Mr Gordon T. MacAllister\nMs Nadia F. El-Sayed\nMacAllister Rusk LLP, 200 Public Square, Suite 3100, Cleveland, OH 44114"),
				gap(),
				lb("2. THE ARBITRAL TRIBUNAL"),
				p("2.1 Prof. Margarethe Sollner-Ruiz, nominated by Claimant, was confirmed as co-arbitrator by the Secretary General on 4 March 2024."),
				p("2.2 The Hon. Douglas P. Whitacre (Ret.), nominated by Respondent, was confirmed as co-arbitrator by the Secretary General on 4 March 2024."),
				p("2.3 Ms Yasmin R. Achebe, jointly nominated by the co-arbitrators, was confirmed as President of the Arbitral Tribunal by the Secretary General on 27 March 2024. Address: 30 Rockefeller Plaza, 22nd Floor, New York, NY 10112."),
				lb("3. PLACE AND LANGUAGE"),
				p("3.1 The place of arbitration is New York, New York, United States. 3.2 The language of the arbitration is English. 3.3 The Agreement is governed by the laws of the State of New York, excluding the United Nations Convention on Contracts for the International Sale of Goods, which the parties agree does not apply."),
			}),
			{
				lb("4. ISSUES TO BE DETERMINED"),
				p("4.1 Whether the final milestone payment became due under clause 14.4 of the Agreement; 4.2 whether the cells failed to achieve the guaranteed cycle time, and if so whether the failure was caused by Respondent's part tolerances; 4.3 whether Respondent is entitled to liquidated damages under clause 16.2 and, if so, whether those are its exclusive remedy for delay and performance; 4.4 interest; 4.5 costs."),
				lb("5. SIGNATURES"),
				p("These Terms of Reference were signed in counterparts on the dates below."),
				row([]float64{0.5, 0.5}, "For Claimant:\n/s/ Konrad Eberhardt-Mayo\nKonrad Eberhardt-Mayo\nDate: 24 April 2024", "For Respondent:\n/s/ Gordon T. MacAllister\nGordon T. MacAllister\nDate: 25 April 2024"),
				gap(),
				row([]float64{0.34, 0.33, 0.33}, "/s/ Margarethe Sollner-Ruiz\nProf. Margarethe Sollner-Ruiz\nCo-Arbitrator\n26 April 2024", "/s/ Douglas P. Whitacre\nHon. Douglas P. Whitacre (Ret.)\nCo-Arbitrator\n26 April 2024", "/s/ Yasmin R. Achebe\nYasmin R. Achebe\nPresident\n26 April 2024"),
			},
		}}

	po1 := doc{name: "Procedural Order No. 1.pdf", font: "Times", size: 11,
		footer: "Procedural Order No. 1 - %d",
		pages: []page{
			with(icc, between, []block{
				cb("PROCEDURAL ORDER No. 1"), c("2 May 2024"), gap(),
				p("1. Following the case management conference held by videoconference on 26 April 2024, attended by counsel for both parties, and after consulting the parties, the Arbitral Tribunal issues this Procedural Order No. 1 under Article 24 of the ICC Rules."),
				p("2. Written submissions shall be accompanied by the witness statements and expert reports on which a party relies, and by the documents and legal authorities referred to. Document production shall follow Article 3 of the IBA Rules on the Taking of Evidence in International Arbitration (2020), using a Redfern schedule."),
				p("3. The procedural timetable is as follows:"),
				row([]float64{0.1, 0.6, 0.3}, "No.", "Step", "Date"),
				row([]float64{0.1, 0.6, 0.3}, "1", "Claimant's Statement of Claim", "28 June 2024"),
				row([]float64{0.1, 0.6, 0.3}, "2", "Respondent's Statement of Defence and Counterclaim", "6 September 2024"),
				row([]float64{0.1, 0.6, 0.3}, "3", "Requests for document production", "27 September 2024"),
				row([]float64{0.1, 0.6, 0.3}, "4", "Claimant's Reply and Defence to Counterclaim", "22 November 2024"),
				row([]float64{0.1, 0.6, 0.3}, "5", "Respondent's Rejoinder and Reply on Counterclaim", "17 January 2025"),
				row([]float64{0.1, 0.6, 0.3}, "6", "Evidentiary hearing (New York)", "10-13 March 2025"),
				gap(),
				p("4. The President of the Tribunal is authorised to issue procedural orders alone on routine matters, after consulting the co-arbitrators."),
				ls("On behalf of the Arbitral Tribunal", "", "/s/ Yasmin R. Achebe", "Yasmin R. Achebe, President"),
			}),
		}}

	award := doc{name: "Final Award.pdf", font: "Times", size: 11,
		footer: "ICC Case No. 27814/PDP - Final Award - %d",
		pages: []page{
			with(icc, between, []block{
				cb("FINAL AWARD"), gap(),
				c("rendered by the Arbitral Tribunal composed of"), gap(),
				c("Ms Yasmin R. Achebe (President)"), c("Prof. Margarethe Sollner-Ruiz (Co-Arbitrator)"), c("Hon. Douglas P. Whitacre (Ret.) (Co-Arbitrator)"), gap(),
				c("Place of arbitration: New York, New York"), c("Date: 30 June 2025"), gap(),
				row([]float64{0.3, 0.7}, "Counsel for Claimant:", "Mr Konrad Eberhardt-Mayo, Ms Samantha L. Reyes-Thornton, Eberhardt Mayo LLP"),
				row([]float64{0.3, 0.7}, "Counsel for Respondent:", "Mr Gordon T. MacAllister, Ms Nadia F. El-Sayed, MacAllister Rusk LLP"),
			}),
			{
				lb("I. PROCEDURAL HISTORY"),
				p("1. Claimant filed its Request for Arbitration with the Secretariat on 9 January 2024. Respondent filed its Answer and Counterclaim on 15 February 2024. The Tribunal was constituted on 27 March 2024, and the Terms of Reference were signed by the last of the signatories on 26 April 2024."),
				p("2. The evidentiary hearing took place in New York on 10-13 March 2025. The Tribunal heard the testimony of Mr Lukas Brandstätter, Claimant's commissioning manager, and Mr Darnell K. Whitfield, the plant manager of Respondent's Cleveland plant, and of the parties' experts on robotic welding, Dr Ilse Varga for Claimant and Mr Ronan P. Tierney for Respondent, who were examined together. Post-hearing briefs were filed on 25 April 2025, and the Tribunal declared the proceedings closed on 9 May 2025."),
				lb("II. THE TRIBUNAL'S ANALYSIS, IN SUMMARY"),
				p("3. The Tribunal finds that Final Acceptance under clause 14.4 was not achieved in June 2023, but that the shortfall in cycle time was caused in substantial part by blanks supplied by Respondent outside the tolerances of Schedule 3. Respondent could not withhold the whole milestone on that ground. Liquidated damages under clause 16.2 are Respondent's exclusive remedy for the performance shortfall attributable to Claimant, assessed at US$447,000."),
				lb("III. DISPOSITIVE PART"),
				p("4. For these reasons the Arbitral Tribunal decides: (a) Respondent shall pay Claimant US$2,682,000, less US$447,000 in liquidated damages, being US$2,235,000, with simple interest at 6% per annum from 1 June 2023 until payment; (b) Respondent's counterclaim for additional labour costs is dismissed; (c) the ICC Court fixed the costs of the arbitration at US$612,000, to be borne 70% by Respondent and 30% by Claimant; (d) all other claims are dismissed."),
				row([]float64{0.34, 0.33, 0.33}, "/s/ Margarethe Sollner-Ruiz\nProf. Margarethe Sollner-Ruiz", "/s/ Douglas P. Whitacre\nHon. Douglas P. Whitacre (Ret.)", "/s/ Yasmin R. Achebe\nYasmin R. Achebe, President"),
			},
		}}

	return spec{
		name: "tessaract-robotics-v-calumet-forge-icc", title: "Tessaract Robotics GmbH v. Calumet Forge & Stamping, Inc. (ICC Case No. 27814/PDP, seat New York), supply of welding cells",
		firstSight: &truth.Figures{PartyTruth: 13, PartyFound: 12, PartyCorrect: 9, EventTruth: 33, EventHits: 27, Grounded: 1}, // at commit c1032d2
		docs:       []doc{request, answer, tor, po1, award},
		parties: []truth.Party{
			{Name: "Tessaract Robotics GmbH", Role: "plaintiff"},
			{Name: "Calumet Forge & Stamping, Inc.", Role: "respondent"},
			{Name: "Konrad Eberhardt-Mayo", Role: "counsel"},
			{Name: "Samantha L. Reyes-Thornton", Role: "counsel"},
			{Name: "Gordon T. MacAllister", Role: "counsel"},
			{Name: "Nadia F. El-Sayed", Role: "counsel"},
			{Name: "Yasmin R. Achebe", Role: "judge"},
			{Name: "Margarethe Sollner-Ruiz", Role: "judge"},
			{Name: "Douglas P. Whitacre", Role: "judge"},
			{Name: "Lukas Brandstätter", Role: "witness"},
			{Name: "Darnell K. Whitfield", Role: "witness"},
			{Name: "Ilse Varga", Role: "witness"},
			{Name: "Ronan P. Tierney", Role: "witness"},
		},
		events: []truth.Event{
			{Date: "2024-01-09", File: "Request for Arbitration.pdf", Page: 1},
			{Date: "2022-03-15", File: "Request for Arbitration.pdf", Page: 1},
			{Date: "2022-12-05", File: "Request for Arbitration.pdf", Page: 1},
			{Date: "2023-02-20", File: "Request for Arbitration.pdf", Page: 1},
			{Date: "2023-04-28", File: "Request for Arbitration.pdf", Page: 1},
			{Date: "2023-05-02", File: "Request for Arbitration.pdf", Page: 1},
			{Date: "2023-06-01", File: "Request for Arbitration.pdf", Page: 1},
			{Date: "2023-06-01", File: "Request for Arbitration.pdf", Page: 2},
			{Date: "2024-02-15", File: "Answer and Counterclaim.pdf", Page: 1},
			{Date: "2023-06-12", File: "Answer and Counterclaim.pdf", Page: 1},
			{Date: "2023-06-19", File: "Answer and Counterclaim.pdf", Page: 1},
			{Date: "2024-03-04", File: "Terms of Reference.pdf", Page: 1},
			{Date: "2024-03-27", File: "Terms of Reference.pdf", Page: 1},
			{Date: "2024-04-24", File: "Terms of Reference.pdf", Page: 2},
			{Date: "2024-04-25", File: "Terms of Reference.pdf", Page: 2},
			{Date: "2024-04-26", File: "Terms of Reference.pdf", Page: 2},
			{Date: "2024-05-02", File: "Procedural Order No. 1.pdf", Page: 1},
			{Date: "2024-04-26", File: "Procedural Order No. 1.pdf", Page: 1},
			{Date: "2024-06-28", File: "Procedural Order No. 1.pdf", Page: 1},
			{Date: "2024-09-06", File: "Procedural Order No. 1.pdf", Page: 1},
			{Date: "2024-09-27", File: "Procedural Order No. 1.pdf", Page: 1},
			{Date: "2024-11-22", File: "Procedural Order No. 1.pdf", Page: 1},
			{Date: "2025-01-17", File: "Procedural Order No. 1.pdf", Page: 1},
			{Date: "2025-03-10", File: "Procedural Order No. 1.pdf", Page: 1},
			{Date: "2025-06-30", File: "Final Award.pdf", Page: 1},
			{Date: "2024-01-09", File: "Final Award.pdf", Page: 2},
			{Date: "2024-02-15", File: "Final Award.pdf", Page: 2},
			{Date: "2024-03-27", File: "Final Award.pdf", Page: 2},
			{Date: "2024-04-26", File: "Final Award.pdf", Page: 2},
			{Date: "2025-03-10", File: "Final Award.pdf", Page: 2},
			{Date: "2025-04-25", File: "Final Award.pdf", Page: 2},
			{Date: "2025-05-09", File: "Final Award.pdf", Page: 2},
			{Date: "2023-06-01", File: "Final Award.pdf", Page: 2},
		},
	}
}
