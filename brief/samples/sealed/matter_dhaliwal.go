package sealed

import "pramaan/brief/truth"

// A British Columbia Supreme Court action on the Supreme Court Civil Rules'
// forms: the notice of civil claim (Form 1) with the registry's stamp, "No.
// S-245117 / Vancouver Registry", "BETWEEN: ... PLAINTIFF / AND: ...
// DEFENDANTS" with a fictitious "JOHN DOE", Parts 1 to 3, the address for
// service, the dd/Mmm/yyyy dates the forms use, and the appendix of check
// boxes; the response to civil claim (Form 2) with its Divisions; a process
// server's affidavit of personal service sworn before a commissioner; and
// an order made after application before an associate judge, its heading
// ruled with ")" and "APPROVED AS TO FORM" at the foot.
func init() { specs = append(specs, dhaliwal) }

func dhaliwal() spec {
	style := []block{
		r("No. S-245117"), r("Vancouver Registry"), gap(),
		cb("IN THE SUPREME COURT OF BRITISH COLUMBIA"), gap(),
		row([]float64{0.2, 0.8}, "BETWEEN:", "HARJINDER KAUR DHALIWAL"), r("PLAINTIFF"), gap(),
		row([]float64{0.2, 0.8}, "AND:", "SALISH SEA ROOFING LTD., TREVOR ALAN MCKEEVER and JOHN DOE"), r("DEFENDANTS"), gap(),
	}

	claim := doc{name: "Notice of Civil Claim.pdf", font: "Times", size: 11,
		footer: "Form 1 (Rule 3-1 (1))", footerAlign: "R", footer2: "%d",
		pages: []page{
			with([]block{stamp("SUPREME COURT", "OF BRITISH COLUMBIA", "VANCOUVER REGISTRY", "FEB 14 2024", "ENTERED")}, style, []block{
				cb("NOTICE OF CIVIL CLAIM"), gap(),
				p("This action has been started by the plaintiff for the relief set out in Part 2 below."),
				p("If you intend to respond to this action, you or your lawyer must (a) file a response to civil claim in Form 2 in the above-named registry of this court within the time for response to civil claim described below, and (b) serve a copy of the filed response to civil claim on the plaintiff."),
				p("JUDGMENT MAY BE PRONOUNCED AGAINST YOU IF YOU FAIL to file the response to civil claim within the time for response to civil claim described below."),
				lb("Time for response to civil claim"),
				p("A response to civil claim must be filed and served on the plaintiff, (a) if you were served with the notice of civil claim anywhere in Canada, within 21 days after that service."),
			}),
			{
				cb("CLAIM OF THE PLAINTIFF"),
				lb("Part 1: STATEMENT OF FACTS"),
				p("1. The plaintiff owns the house at 2286 West 37th Avenue, Vancouver. The defendant Salish Sea Roofing Ltd. (\"Salish Sea\") is a roofing contractor. The defendant Trevor Alan McKeever (\"McKeever\") is its principal and supervised the work. The defendant John Doe is the subcontractor, whose name is unknown to the plaintiff, that installed the flashing."),
				p("2. By a written contract dated September 28, 2022, Salish Sea agreed to replace the roof for $38,900. The work was done between October 17, 2022 and October 28, 2022."),
				p("3. On January 6, 2023, during heavy rain, water entered the upper floor through the chimney flashing, and again on November 14, 2023. The ceilings, insulation and flooring were damaged."),
				lb("Part 2: RELIEF SOUGHT"),
				p("1. Damages for breach of contract and negligence. 2. Special damages of $61,470.82. 3. Interest under the Court Order Interest Act. 4. Costs."),
				lb("Part 3: LEGAL BASIS"),
				p("1. Salish Sea breached the implied term that the work would be done in a good and workmanlike manner. 2. McKeever and John Doe owed the plaintiff a duty of care, and breached it."),
			},
			{
				ls("Plaintiff's address for service:  Thind Arora LLP, Barristers and Solicitors,", "                                  Suite 1500, 1055 West Georgia Street, Vancouver, BC V6E 3P3",
					"E-mail address for service:       service@thindarora.ca", "Place of trial:                   Vancouver, British Columbia",
					"The address of the registry is:   800 Smithe Street, Vancouver, BC V6Z 2E1", "",
					"Date: 14/Feb/2024                 ______________________________", "                                  Signature of lawyer for plaintiff", "                                  Gurpreet S. Thind"),
				gap(),
				small(p("Rule 7-1 (1) of the Supreme Court Civil Rules states: (1) Unless all parties of record consent or the court otherwise orders, each party of record to an action must, within 35 days after the end of the pleading period, prepare a list of documents in Form 22."), 9),
				cb("APPENDIX"),
				lb("Part 1: CONCISE SUMMARY OF NATURE OF CLAIM:"),
				p("Claim for water damage caused by defective roof replacement."),
				lb("Part 2: THIS CLAIM ARISES FROM THE FOLLOWING:"),
				ls("[ ] a motor vehicle accident", "[ ] medical malpractice", "[X] another cause"),
				lb("Part 3: THIS CLAIM INVOLVES:"),
				ls("[ ] a dispute about real property (real estate)", "[X] contaminated sites, construction or a dispute about personal property"),
			},
		}}

	response := doc{name: "Response to Civil Claim.pdf", font: "Times", size: 11,
		footer: "Form 2 (Rule 3-3 (1))", footerAlign: "R", footer2: "%d",
		pages: []page{
			with([]block{stamp("SUPREME COURT", "OF BRITISH COLUMBIA", "VANCOUVER REGISTRY", "MAR 27 2024")}, style, []block{
				cb("RESPONSE TO CIVIL CLAIM"), gap(),
				ls("Filed by: Salish Sea Roofing Ltd. and Trevor Alan McKeever (the \"defendants\")"), gap(),
				lb("Part 1: RESPONSE TO NOTICE OF CIVIL CLAIM FACTS"),
				lb("Division 1 - Defendants' Response to Facts"),
				p("1. The facts alleged in paragraphs 1 and 2 of Part 1 of the notice of civil claim are admitted, save that McKeever did not supervise the flashing work."),
				p("2. The facts alleged in paragraph 3 of Part 1 are outside the knowledge of the defendants."),
				lb("Division 3 - Additional Facts"),
				p("3. The plaintiff's agent inspected and accepted the roof on November 2, 2022. The chimney was rebuilt by another contractor for the plaintiff in the summer of 2023, disturbing the flashing, before the leak of November 14, 2023."),
			}),
			{
				lb("Part 2: RESPONSE TO RELIEF SOUGHT"),
				p("1. The defendants oppose the granting of the relief sought in paragraphs 1 to 4 of Part 2."),
				lb("Part 3: LEGAL BASIS"),
				p("1. McKeever acted only as an officer of Salish Sea and owes no personal duty. 2. Any damage after the chimney work was caused by a third party."),
				ls("Defendants' address for service:  Gunn Whitlock LLP, 2300-550 Burrard Street, Vancouver, BC V6C 2B5",
					"E-mail address for service:        mgunn@gunnwhitlock.ca", "",
					"Date: 27/Mar/2024                  ______________________________", "                                   Signature of lawyer for filing parties", "                                   Moira E. Gunn"),
			},
		}}

	service := doc{name: "Affidavit of Personal Service.pdf", font: "Times", size: 11,
		footer: "Form 15 (Rule 4-6 (2))", footerAlign: "R",
		pages: []page{
			with([]block{r("This is the 1st affidavit of Dmitri Okulov in this case and was made on 22/Feb/2024"), gap()}, style, []block{
				cb("AFFIDAVIT OF PERSONAL SERVICE"), gap(),
				p("I, Dmitri Okulov, process server, of 4410 Kingsway, Burnaby, British Columbia, SWEAR (OR AFFIRM) THAT:"),
				p("1. On 20/Feb/2024, at 2:15 p.m., I served Trevor Alan McKeever with the notice of civil claim filed 14/Feb/2024 in this action by leaving a copy of it with him at 1180 Marine Drive, North Vancouver, British Columbia."),
				p("2. On the same day, at 3:05 p.m., I served Salish Sea Roofing Ltd. by leaving a copy with Trevor Alan McKeever, a director, at its registered office at the same address."),
				ls("SWORN (OR AFFIRMED) BEFORE ME        )", "at Vancouver, British Columbia, on    )", "22/Feb/2024                          )      ______________________", "                                     )      Dmitri Okulov",
					"______________________________       )", "A commissioner for taking affidavits  )", "for British Columbia                 )"),
			}),
		}}

	order := doc{name: "Order Made After Application 12 July 2024.pdf", font: "Times", size: 11,
		footer: "Form 35 (Rules 8-4 (1), 13-1 (3) and 17-1 (2))", footerAlign: "R",
		pages: []page{
			with(style, []block{
				cb("ORDER MADE AFTER APPLICATION"), gap(),
				ls("BEFORE ASSOCIATE JUDGE VANDERHOEK        )        12/Jul/2024", "                                          )"), gap(),
				p("ON THE APPLICATION of the plaintiff coming on for hearing at Vancouver, British Columbia on 12/Jul/2024 and on hearing Gurpreet S. Thind for the plaintiff and Moira E. Gunn for the defendants Salish Sea Roofing Ltd. and Trevor Alan McKeever;"),
				lb("THIS COURT ORDERS that:"),
				p("1. The defendants Salish Sea Roofing Ltd. and Trevor Alan McKeever shall, within 30 days, produce the name and address of the subcontractor sued as John Doe, and all invoices and photographs relating to the flashing work."),
				p("2. The trial of this action, estimated at seven days, is set to commence on June 9, 2025."),
				p("3. Costs of the application in the cause."),
				ls("THE FOLLOWING PARTIES APPROVE THE FORM OF THIS ORDER AND CONSENT TO EACH OF THE ORDERS, IF ANY, THAT ARE INDICATED ABOVE AS BEING BY CONSENT:", "",
					"______________________________     ______________________________",
					"Signature of lawyer for plaintiff   Signature of lawyer for defendants",
					"Gurpreet S. Thind                   Moira E. Gunn", "",
					"                                    BY THE COURT", "", "                                    ______________________________", "                                    Registrar"),
			}),
		}}

	return spec{
		name: "dhaliwal-v-salish-sea-roofing", title: "Dhaliwal v. Salish Sea Roofing Ltd. (B.C.S.C., Vancouver Registry No. S-245117)",
		firstSight: &truth.Figures{PartyTruth: 8, PartyFound: 6, PartyCorrect: 4, EventTruth: 16, EventHits: 16, Grounded: 1}, // at commit 31ea078
		docs:       []doc{claim, response, service, order},
		parties: []truth.Party{
			{Name: "Harjinder Kaur Dhaliwal", Role: "plaintiff"},
			{Name: "Salish Sea Roofing Ltd.", Role: "defendant"},
			{Name: "Trevor Alan McKeever", Role: "defendant"},
			{Name: "John Doe", Role: "defendant"},
			{Name: "Gurpreet S. Thind", Role: "counsel"},
			{Name: "Moira E. Gunn", Role: "counsel"},
			{Name: "Dmitri Okulov", Role: "declarant"},
			{Name: "Vanderhoek", Role: "judge"},
		},
		events: []truth.Event{
			{Date: "2024-02-14", File: "Notice of Civil Claim.pdf", Page: 1},
			{Date: "2022-09-28", File: "Notice of Civil Claim.pdf", Page: 2},
			{Date: "2022-10-17", File: "Notice of Civil Claim.pdf", Page: 2},
			{Date: "2022-10-28", File: "Notice of Civil Claim.pdf", Page: 2},
			{Date: "2023-01-06", File: "Notice of Civil Claim.pdf", Page: 2},
			{Date: "2023-11-14", File: "Notice of Civil Claim.pdf", Page: 2},
			{Date: "2024-02-14", File: "Notice of Civil Claim.pdf", Page: 3},
			{Date: "2024-03-27", File: "Response to Civil Claim.pdf", Page: 1},
			{Date: "2022-11-02", File: "Response to Civil Claim.pdf", Page: 1},
			{Date: "2023-11-14", File: "Response to Civil Claim.pdf", Page: 1},
			{Date: "2024-03-27", File: "Response to Civil Claim.pdf", Page: 2},
			{Date: "2024-02-22", File: "Affidavit of Personal Service.pdf", Page: 1},
			{Date: "2024-02-20", File: "Affidavit of Personal Service.pdf", Page: 1},
			{Date: "2024-02-14", File: "Affidavit of Personal Service.pdf", Page: 1},
			{Date: "2024-07-12", File: "Order Made After Application 12 July 2024.pdf", Page: 1},
			{Date: "2025-06-09", File: "Order Made After Application 12 July 2024.pdf", Page: 1},
		},
	}
}
