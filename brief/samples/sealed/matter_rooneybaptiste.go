package sealed

import "pramaan/brief/truth"

// An unfair dismissal application to the Fair Work Commission (Australia):
// the Form F2 application (numbered questions under "Part 1 - About you",
// "Part 2 - About the employer", "Part 3 - About the dismissal", check
// boxes, the signature panel); the employer's Form F3 response completed by
// its solicitor; and the Deputy President's decision ("[2024] FWC 1893",
// "DECISION", the statutory heading "Fair Work Act 2009 / s.394 - Unfair
// dismissal", the case title with the matter number, the member's title and
// "MELBOURNE, 12 JULY 2024" in capitals, numbered paragraphs in brackets,
// "Appearances:", "Hearing details:" with dates without a year, the
// government printer's line and "<PR...>" number).
func init() { specs = append(specs, rooneyBaptiste) }

func rooneyBaptiste() spec {
	f2 := doc{name: "Form F2 Unfair Dismissal Application.pdf", font: "Helvetica", size: 9.5, paper: "A4",
		header: "Fair Work Commission  |  Form F2 - Unfair dismissal application", headerAlign: "L", footer: "Form F2 - Unfair dismissal application                                   %d/%t", footerAlign: "L",
		pages: []page{
			{
				cb("FORM F2 - UNFAIR DISMISSAL APPLICATION"), c("Fair Work Act 2009, s.394"), gap(),
				lb("Part 1 - About you (the applicant)"),
				l("1.1 What are your contact details?"),
				row([]float64{0.35, 0.65}, "Title", "[X] Mr  [ ] Mrs  [ ] Ms  [ ] Other"),
				row([]float64{0.35, 0.65}, "First name(s)", "Callum"),
				row([]float64{0.35, 0.65}, "Surname", "Rooney-Baptiste"),
				row([]float64{0.35, 0.65}, "Postal address", "14 Wirraway Court, Sunshine West VIC 3020"),
				row([]float64{0.35, 0.65}, "Phone number", "0433 555 218"),
				l("1.2 Do you have a representative?  [X] No  [ ] Yes"),
				gap(),
				lb("Part 2 - About the employer (the respondent)"),
				l("2.1 What are the employer's contact details?"),
				row([]float64{0.35, 0.65}, "Legal name of employer", "Sunbird Logistics Pty Ltd"),
				row([]float64{0.35, 0.65}, "ABN", "18 611 555 042"),
				row([]float64{0.35, 0.65}, "Postal address", "220 Fitzgerald Road, Laverton North VIC 3026"),
				row([]float64{0.35, 0.65}, "Contact person", "Human Resources Manager"),
				l("2.2 Does the employer have fewer than 15 employees?  [X] No  [ ] Yes"),
				gap(),
				lb("Part 3 - About the dismissal"),
				row([]float64{0.55, 0.45}, "3.1 When did you start working for the employer?", "9 May 2016"),
				row([]float64{0.55, 0.45}, "3.2 What was your job title?", "Forklift operator / leading hand"),
				row([]float64{0.55, 0.45}, "3.3 When were you notified of your dismissal?", "3 April 2024"),
				row([]float64{0.55, 0.45}, "3.4 When did your dismissal take effect?", "5 April 2024"),
				row([]float64{0.55, 0.45}, "3.5 What reason were you given for the dismissal?", "Serious misconduct - alleged failure to follow the stop-work procedure after a near miss on 21 March 2024."),
			},
			{
				l("3.6 Why do you say the dismissal was unfair?"),
				p("I reported the near miss myself at the end of my shift. I had never been trained in the new stop-work procedure that started on 1 March 2024. I was stood down on 22 March 2024 and was not given the investigation report before the meeting on 3 April 2024. I had eight years of service with no warnings."),
				l("3.7 What outcome are you seeking?  [X] Reinstatement  [X] Compensation"),
				gap(),
				lb("Signature"),
				p("If you are completing this form electronically and you do not have an electronic signature you can attach, it is sufficient to type your name in the signature field."),
				row([]float64{0.35, 0.65}, "Signature", "Callum Rooney-Baptiste"),
				row([]float64{0.35, 0.65}, "Name", "Callum Rooney-Baptiste"),
				row([]float64{0.35, 0.65}, "Date", "19 April 2024"),
				gap(),
				small(p("Lodged with the Fair Work Commission on 19 April 2024. Matter number U2024/4471."), 8.5),
			},
		}}

	f3 := doc{name: "Form F3 Employer Response.pdf", font: "Helvetica", size: 9.5, paper: "A4",
		header: "Fair Work Commission  |  Form F3 - Employer response to unfair dismissal application", headerAlign: "L",
		pages: []page{{
			cb("FORM F3 - EMPLOYER RESPONSE TO UNFAIR DISMISSAL APPLICATION"), c("Fair Work Commission Rules 2024, rule 28"), gap(),
			row([]float64{0.35, 0.65}, "Case number", "U2024/4471"),
			row([]float64{0.35, 0.65}, "Applicant", "Callum Rooney-Baptiste"),
			lb("Part 1 - About the employer (the respondent)"),
			row([]float64{0.35, 0.65}, "1.1 Legal name", "Sunbird Logistics Pty Ltd"),
			row([]float64{0.35, 0.65}, "1.2 Representative", "Dario Ferreira, Principal, Ferreira Workplace Law, Level 3, 600 Bourke Street, Melbourne VIC 3000"),
			lb("Part 2 - Jurisdictional issues"),
			row([]float64{0.55, 0.45}, "2.1 Was the application made within 21 days?", "[X] Yes  [ ] No"),
			row([]float64{0.55, 0.45}, "2.2 Does the employer have 15 or more employees?", "[X] Yes (approx. 340)"),
			lb("Part 3 - Merits"),
			p("3.1 The applicant was dismissed for a valid reason: on 21 March 2024 he continued to operate a forklift in aisle 14 after a pallet collapse, contrary to the stop-work procedure in which he was trained on 28 February 2024 (training register attached). He was notified of the allegations in writing on 25 March 2024 and responded at a meeting on 28 March 2024 at which he had a support person. The decision to dismiss was communicated on 3 April 2024."),
			p("3.2 The respondent opposes reinstatement. If the Commission finds the dismissal unfair, compensation should be reduced for misconduct."),
			row([]float64{0.35, 0.65}, "Signature", "Dario Ferreira"),
			row([]float64{0.35, 0.65}, "Capacity", "Lawyer for the respondent"),
			row([]float64{0.35, 0.65}, "Date", "3 May 2024"),
		}}}

	decision := doc{name: "Decision [2024] FWC 1893.pdf", font: "Times", size: 11, paper: "A4",
		header: "[2024] FWC 1893", headerAlign: "R", footer: "%d",
		pages: []page{
			{
				cb("DECISION"), gap(),
				lb("Fair Work Act 2009"), l("s.394 - Unfair dismissal"), gap(),
				lb("Callum Rooney-Baptiste"), l("v"), lb("Sunbird Logistics Pty Ltd"), l("(U2024/4471)"), gap(),
				lb("DEPUTY PRESIDENT HALLORAN-VOSS"), l("MELBOURNE, 12 JULY 2024"), gap(),
				small(p("Application for an unfair dismissal remedy - alleged breach of safety procedure - valid reason - procedural fairness - dismissal harsh - compensation ordered."), 10), gap(),
				p("[1] Mr Callum Rooney-Baptiste (the Applicant) was employed by Sunbird Logistics Pty Ltd (the Respondent) from 9 May 2016 until his dismissal, which took effect on 5 April 2024. On 19 April 2024 he applied under s.394 of the Fair Work Act 2009 (the Act) for a remedy for unfair dismissal."),
				p("[2] The matter was heard by video on 18 June 2024. The Applicant represented himself. The Respondent was granted permission under s.596 of the Act to be represented by Mr D Ferreira, solicitor. I heard evidence from the Applicant and from Ms Renata Oyelowo, the Respondent's warehouse operations manager."),
				lb("Was there a valid reason?"),
				p("[3] I accept that on 21 March 2024 the Applicant did not stop work after the pallet collapse as the procedure required. The training register shows his signature against a session on 28 February 2024, although Ms Oyelowo accepted that the session lasted fifteen minutes. There was a valid reason for the dismissal related to the Applicant's conduct."),
			},
			{
				lb("Was the dismissal harsh, unjust or unreasonable?"),
				p("[4] The Applicant was notified of the allegations on 25 March 2024 and had an opportunity to respond on 28 March 2024, but was not given the incident report. Taking into account his eight years of unblemished service, that he reported the incident himself, and the brevity of his training in a procedure introduced on 1 March 2024, I find the dismissal was harsh."),
				lb("Remedy"),
				p("[5] Reinstatement is inappropriate given the Respondent's loss of trust in the Applicant's safety judgement. Applying the Sprigg formula, and reducing the amount by 20% for the Applicant's misconduct, I order compensation of $14,862.00 less taxation, to be paid within 14 days. An order to that effect is issued with this decision in PR778124."),
				gap(),
				ls("DEPUTY PRESIDENT", "", "Appearances:", "C Rooney-Baptiste on his own behalf.", "D Ferreira, solicitor, for the Respondent.", "",
					"Hearing details:", "2024.", "Melbourne (by video):", "June 18.", "", "Final written submissions:", "Respondent, 25 June 2024.", "Applicant, 2 July 2024."),
				gap(),
				small(l("Printed by authority of the Commonwealth Government Printer"), 8.5),
				small(l("<PR778123>"), 8.5),
			},
		}}

	return spec{
		name: "rooney-baptiste-v-sunbird-logistics-fwc", title: "Rooney-Baptiste v Sunbird Logistics Pty Ltd [2024] FWC 1893 (U2024/4471)",
		firstSight: &truth.Figures{PartyTruth: 6, PartyFound: 2, PartyCorrect: 1, EventTruth: 19, EventHits: 19, Grounded: 1}, // at commit 64b40f2
		docs:       []doc{f2, f3, decision},
		parties: []truth.Party{
			{Name: "Callum Rooney-Baptiste", Role: "petitioner"}, // the applicant
			{Name: "Callum Rooney-Baptiste", Role: "witness"},    // gave evidence at the hearing
			{Name: "Sunbird Logistics Pty Ltd", Role: "respondent"},
			{Name: "Dario Ferreira", Role: "counsel"},
			{Name: "Renata Oyelowo", Role: "witness"},
			{Name: "Halloran-Voss", Role: "judge"}, // the Deputy President, by surname
		},
		events: []truth.Event{
			{Date: "2016-05-09", File: "Form F2 Unfair Dismissal Application.pdf", Page: 1},
			{Date: "2024-04-03", File: "Form F2 Unfair Dismissal Application.pdf", Page: 1},
			{Date: "2024-04-05", File: "Form F2 Unfair Dismissal Application.pdf", Page: 1},
			{Date: "2024-03-21", File: "Form F2 Unfair Dismissal Application.pdf", Page: 1},
			{Date: "2024-03-01", File: "Form F2 Unfair Dismissal Application.pdf", Page: 2},
			{Date: "2024-03-22", File: "Form F2 Unfair Dismissal Application.pdf", Page: 2},
			{Date: "2024-04-19", File: "Form F2 Unfair Dismissal Application.pdf", Page: 2},
			{Date: "2024-02-28", File: "Form F3 Employer Response.pdf", Page: 1},
			{Date: "2024-03-25", File: "Form F3 Employer Response.pdf", Page: 1},
			{Date: "2024-03-28", File: "Form F3 Employer Response.pdf", Page: 1},
			{Date: "2024-05-03", File: "Form F3 Employer Response.pdf", Page: 1},
			{Date: "2024-07-12", File: "Decision [2024] FWC 1893.pdf", Page: 1},
			{Date: "2024-04-05", File: "Decision [2024] FWC 1893.pdf", Page: 1},
			{Date: "2024-04-19", File: "Decision [2024] FWC 1893.pdf", Page: 1},
			{Date: "2024-06-18", File: "Decision [2024] FWC 1893.pdf", Page: 1},
			{Date: "2024-03-21", File: "Decision [2024] FWC 1893.pdf", Page: 1},
			{Date: "2024-03-25", File: "Decision [2024] FWC 1893.pdf", Page: 2},
			{Date: "2024-06-25", File: "Decision [2024] FWC 1893.pdf", Page: 2},
			{Date: "2024-07-02", File: "Decision [2024] FWC 1893.pdf", Page: 2},
		},
	}
}
