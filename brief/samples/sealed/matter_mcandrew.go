package sealed

import "pramaan/brief/truth"

// A consumer claim under the simple procedure in a Scottish sheriff
// court, on the court's forms: the claim form (Form 3A: lettered parts
// "Part A - About the claimant", "Part C - About the respondent", numbered
// questions A1, A2 ... with check boxes, the sheriffdom line, the court's
// case reference box); the timetable issued by the sheriff clerk; the
// response form (Form 4A) signed by the respondent company's director; and
// the sheriff's decision form (the evidence heard, what the respondent must
// do, the date of decision, the appeal note).
func init() { specs = append(specs, mcAndrew) }

func mcAndrew() spec {
	ref := []block{
		row([]float64{0.6, 0.4}, "Sheriffdom of Glasgow and Strathkelvin at Glasgow", "Case reference number\n(court use only)\nSP/GLW/2024/00917"), rule(),
	}

	claim := doc{name: "Simple Procedure Claim Form 3A.pdf", font: "Helvetica", size: 9.5, paper: "A4", footer: "Simple Procedure Claim Form 3A          Page %d of %t", footerAlign: "L",
		pages: []page{
			with([]block{cb("Simple Procedure"), cb("Claim Form"), c("Form 3A"), gap()}, ref, []block{
				lb("Part A - About the claimant"),
				row([]float64{0.55, 0.45}, "A1 Is the claimant an individual or an organisation?", "[X] Individual  [ ] Organisation"),
				row([]float64{0.55, 0.45}, "A2 What is the claimant's full name?", "Fraser Iain McAndrew"),
				row([]float64{0.55, 0.45}, "A3 What is the claimant's address?", "41 Novar Drive, Glasgow G12 9TZ"),
				lb("Part B - About the claimant's representative"),
				row([]float64{0.55, 0.45}, "B1 Does the claimant have a representative?", "[X] Yes  [ ] No"),
				row([]float64{0.55, 0.45}, "B2 Representative's name and type", "Morag Baillie-Kerr, solicitor"),
				row([]float64{0.55, 0.45}, "B3 Representative's address", "Baillie Kerr & Co, 180 West Regent Street, Glasgow G2 4RU"),
				lb("Part C - About the respondent"),
				row([]float64{0.55, 0.45}, "C1 Is the respondent an individual or an organisation?", "[ ] Individual  [X] Organisation"),
				row([]float64{0.55, 0.45}, "C2 What is the respondent's full name?", "Clydeside Kitchens & Joinery Ltd"),
				row([]float64{0.55, 0.45}, "C3 Registered office and company number", "Unit 6, Thornliebank Industrial Estate, Glasgow G46 8JH; SC612487"),
				lb("Part D - About the claim"),
				row([]float64{0.55, 0.45}, "D1 What does the claimant want the respondent to do?", "Pay £4,860 with interest and expenses"),
				p("D2 Why does the claimant say this? On 14 August 2023 the claimant agreed with the respondent to supply and fit a kitchen for £12,300. The kitchen was fitted between 16 and 27 October 2023. The worktops were cut short, two units are out of level and the extractor was not vented to the outside. The respondent attended on 21 November 2023 but did not fix the defects. Another firm quoted £4,860 on 8 December 2023 to put the work right."),
			}),
			{
				lb("Part E - Has the claimant tried to settle the claim?"),
				row([]float64{0.55, 0.45}, "E1 What steps have been taken?", "Letter to the respondent of 9 January 2024 asking it to pay for the repairs; no reply."),
				lb("Part F - Signature"),
				p("I confirm that, to the best of my knowledge, the information in this form is correct."),
				row([]float64{0.55, 0.45}, "Signature of claimant or representative", "Morag Baillie-Kerr"),
				row([]float64{0.55, 0.45}, "Date", "29/01/2024"),
				gap(),
				small(p("The sheriff clerk will issue a Timetable. The claimant must serve the claim form and the Timetable on the respondent by the last date for service."), 8.5),
			},
		}}

	timetable := doc{name: "Timetable.pdf", font: "Helvetica", size: 10, paper: "A4",
		pages: []page{
			with([]block{cb("Simple Procedure"), cb("Timetable"), gap()}, ref, []block{
				row([]float64{0.5, 0.5}, "Claimant", "Fraser Iain McAndrew"),
				row([]float64{0.5, 0.5}, "Respondent", "Clydeside Kitchens & Joinery Ltd"), gap(),
				row([]float64{0.5, 0.5}, "Date the claim was registered", "6 February 2024"),
				row([]float64{0.5, 0.5}, "Last date for service", "5 March 2024"),
				row([]float64{0.5, 0.5}, "Last date for Response Form", "2 April 2024"),
				row([]float64{0.5, 0.5}, "Date of any case management discussion", "To be fixed by the sheriff"),
				gap(),
				ls("Issued by the sheriff clerk", "Glasgow Sheriff Court, 1 Carlton Place, Glasgow G5 9DA", "6 February 2024"),
			}),
		}}

	response := doc{name: "Response Form 4A.pdf", font: "Helvetica", size: 9.5, paper: "A4",
		pages: []page{
			with([]block{cb("Simple Procedure"), cb("Response Form"), c("Form 4A"), gap()}, ref, []block{
				lb("Part A - About the respondent"),
				row([]float64{0.55, 0.45}, "A1 Respondent's full name", "Clydeside Kitchens & Joinery Ltd"),
				row([]float64{0.55, 0.45}, "A2 Does the respondent have a representative?", "[ ] Yes  [X] No"),
				lb("Part B - How does the respondent wish to respond?"),
				row([]float64{0.55, 0.45}, "B1", "[ ] Admit the claim and settle it\n[ ] Admit the claim and make an application for time to pay\n[X] Dispute the claim (or the amount)"),
				lb("Part C - Why does the respondent dispute the claim?"),
				p("The worktops were cut to the claimant's own measurements, which were given to us on 29 August 2023. We offered on 21 November 2023 to re-level the units and to duct the extractor at no charge, but the claimant refused to let our fitter back in. The other firm's quote includes new worktops in a dearer stone."),
				lb("Part D - Signature"),
				p("I confirm that, to the best of my knowledge, the information in this form is correct."),
				row([]float64{0.55, 0.45}, "Signature", "Alasdair Munro-Gilchrist, Director"),
				row([]float64{0.55, 0.45}, "Date", "27/03/2024"),
			}),
		}}

	decision := doc{name: "Decision Form.pdf", font: "Helvetica", size: 10, paper: "A4",
		pages: []page{
			with([]block{cb("Simple Procedure"), cb("Decision Form"), gap()}, ref, []block{
				row([]float64{0.5, 0.5}, "Claimant", "Fraser Iain McAndrew"),
				row([]float64{0.5, 0.5}, "Respondent", "Clydeside Kitchens & Joinery Ltd"),
				row([]float64{0.5, 0.5}, "Sheriff", "Sheriff Catriona Ballantyne"),
				row([]float64{0.5, 0.5}, "Date of hearing", "6 August 2024"), gap(),
				lb("What evidence did the sheriff hear?"),
				p("The sheriff heard evidence from the claimant; from Alasdair Munro-Gilchrist, the respondent's director; and from Iain Dunlop, a kitchen surveyor instructed by the claimant, whose report of 15 May 2024 was lodged."),
				lb("What has the sheriff decided?"),
				p("The kitchen was not fitted with reasonable care and skill as regards the levelling of the units and the extractor. The sheriff is not satisfied that the worktops were cut short through the respondent's fault. The reasonable cost of the remedial work, excluding worktops, is £3,200."),
				lb("What must the respondent do?"),
				p("The respondent must pay the claimant £3,200, with interest at 8% a year from 29 January 2024 until payment, and expenses of £310."),
				row([]float64{0.5, 0.5}, "Date of decision", "12 August 2024"),
				gap(),
				small(p("Appeal: a party may appeal to the Sheriff Appeal Court on a point of law within 28 days of the date of decision. An application for a stated case must be made on Form 18A."), 8.5),
			}),
		}}

	return spec{
		name: "mcandrew-v-clydeside-kitchens-simple-procedure", title: "McAndrew v Clydeside Kitchens & Joinery Ltd (Glasgow Sheriff Court, SP/GLW/2024/00917)",
		firstSight: &truth.Figures{PartyTruth: 7, PartyFound: 6, PartyCorrect: 2, EventTruth: 16, EventHits: 16, Grounded: 1}, // at commit 3dc306d
		docs:       []doc{claim, timetable, response, decision},
		parties: []truth.Party{
			{Name: "Fraser Iain McAndrew", Role: "plaintiff"}, // the claimant
			{Name: "Fraser Iain McAndrew", Role: "witness"},
			{Name: "Clydeside Kitchens & Joinery Ltd", Role: "respondent"},
			{Name: "Morag Baillie-Kerr", Role: "counsel"},
			{Name: "Alasdair Munro-Gilchrist", Role: "witness"},
			{Name: "Iain Dunlop", Role: "witness"},
			{Name: "Catriona Ballantyne", Role: "judge"},
		},
		events: []truth.Event{
			{Date: "2023-08-14", File: "Simple Procedure Claim Form 3A.pdf", Page: 1},
			{Date: "2023-10-16", File: "Simple Procedure Claim Form 3A.pdf", Page: 1},
			{Date: "2023-11-21", File: "Simple Procedure Claim Form 3A.pdf", Page: 1},
			{Date: "2023-12-08", File: "Simple Procedure Claim Form 3A.pdf", Page: 1},
			{Date: "2024-01-09", File: "Simple Procedure Claim Form 3A.pdf", Page: 2},
			{Date: "2024-01-29", File: "Simple Procedure Claim Form 3A.pdf", Page: 2},
			{Date: "2024-02-06", File: "Timetable.pdf", Page: 1},
			{Date: "2024-03-05", File: "Timetable.pdf", Page: 1},
			{Date: "2024-04-02", File: "Timetable.pdf", Page: 1},
			{Date: "2023-08-29", File: "Response Form 4A.pdf", Page: 1},
			{Date: "2023-11-21", File: "Response Form 4A.pdf", Page: 1},
			{Date: "2024-03-27", File: "Response Form 4A.pdf", Page: 1},
			{Date: "2024-08-06", File: "Decision Form.pdf", Page: 1},
			{Date: "2024-05-15", File: "Decision Form.pdf", Page: 1},
			{Date: "2024-01-29", File: "Decision Form.pdf", Page: 1},
			{Date: "2024-08-12", File: "Decision Form.pdf", Page: 1},
		},
	}
}
