package sealed

import "pramaan/brief/truth"

// An unfair dismissal claim (redundancy selection) before the Industrial
// Tribunals in Northern Ireland, A4: an extract of the claim form as the
// Office of the Industrial Tribunals and the Fair Employment Tribunal
// prints it (numbered questions, the Labour Relations Agency early
// conciliation number, dd/mm/yyyy dates, the representative's box, the
// office's receipt stamp and the form's footer), an extract of the response
// form (the employer's contact, "Do you intend to resist the claim?", the
// representative's box), the record of a case management discussion
// ("THE INDUSTRIAL TRIBUNALS", "CASE REF:", "CLAIMANT:" / "RESPONDENT:",
// "Employment Judge:", "Appearances:", issues and directions, "Date and
// place of hearing:", "This record was issued to the parties on:"), and the
// decision of a full panel ("CONSTITUTION OF TRIBUNAL", the Employment
// Judge with two panel members, "APPEARANCES:" with barristers "instructed
// by" solicitors, the witnesses heard, the award, "Date and place of
// hearing:" over a run of days, "This judgment was entered in the register
// and issued to the parties on:").
func init() { specs = append(specs, mallonLaganValley) }

func mallonLaganValley() spec {
	q := func(n, k, v string) block { return row([]float64{0.08, 0.46, 0.46}, n, k, v) }
	claim := doc{name: "Claim Form extract.pdf", font: "Helvetica", size: 9.5, paper: "A4",
		footer: "OITFET ET1 (NI) 04/22          Case Ref 4417/24IT          Page %d of %t",
		pages: []page{
			{
				stamp("OFFICE OF THE INDUSTRIAL TRIBUNALS", "AND THE FAIR EMPLOYMENT TRIBUNAL", "RECEIVED 26 JUN 2024", "4417/24IT"),
				lb("Claim to an Industrial Tribunal"), small(l("Online submission reference: NI-ET1-240626-3381   Submitted: 26/06/2024 11:07"), 8), gap(),
				lb("1  Your details"),
				q("1.1", "Title", "Ms"),
				q("1.2", "First name(s)", "Shauna"),
				q("1.3", "Surname", "Mallon"),
				q("1.5", "Address", "41 Moira Road, Lisburn, BT28 1RB"),
				q("1.7", "Preferred method of contact", "Email"),
				gap(),
				lb("2  Respondent's details"),
				q("2.1", "Name of your employer or the organisation or person you are complaining about", "Lagan Valley Print Solutions Ltd"),
				q("2.2", "Address", "Units 6-9 Knockmore Hill Industrial Park, Lisburn, BT28 2EX"),
				q("2.4", "Labour Relations Agency early conciliation certificate number", "LRA/EC/2024/05127"),
				q("", "Date certificate issued", "14/06/2024"),
				gap(),
				lb("4  Employment details"),
				q("4.1", "Date your employment started", "03/09/2012"),
				q("4.2", "Date your employment ended", "29/03/2024"),
				q("4.3", "Job title", "Senior Print Finisher"),
				q("4.6", "Notice period paid", "Yes - 11 weeks"),
				gap(),
				lb("7  Type and details of claim"),
				q("7.1", "Unfair dismissal", "[X]"),
				q("", "Redundancy payment", "[ ]"),
				q("7.3", "Details", "I was selected for redundancy on 8 March 2024 using criteria that were not disclosed to me and were scored by a manager who had not supervised me. My appeal was dismissed on 22 April 2024. I believe that the selection was unfair and that the pool was drawn to exclude two colleagues on lighter duties."),
				gap(),
				lb("10  Your representative"),
				q("10.1", "Name of representative", "Mr Declan Rafferty"),
				q("10.2", "Name of organisation", "Rafferty & Quinn Solicitors"),
				q("10.3", "Address", "18 Chichester Street, Belfast, BT1 4JB"),
				q("10.5", "Reference", "DR/MAL/2406"),
				gap(),
				small(p("Please note: a copy of this form will be sent to the respondent and to the Labour Relations Agency. Office of the Industrial Tribunals and the Fair Employment Tribunal, Killymeal House, 2 Cromac Quay, Belfast, BT7 2JD."), 8),
			},
		}}

	response := doc{name: "Response Form extract.pdf", font: "Helvetica", size: 9.5, paper: "A4",
		footer: "OITFET ET3 (NI) 04/22          Case Ref 4417/24IT          Page %d of %t",
		pages: []page{
			{
				stamp("OFFICE OF THE INDUSTRIAL TRIBUNALS", "RECEIVED 05 AUG 2024"),
				lb("Response to a claim to an Industrial Tribunal"), small(l("Case Ref: 4417/24IT   Claimant: Shauna Mallon"), 8), gap(),
				lb("1  Respondent's details"),
				q("1.1", "Name of individual, company or organisation", "Lagan Valley Print Solutions Ltd"),
				q("1.2", "Contact name", "Mr Alan Corry, Managing Director"),
				q("1.3", "Address", "Units 6-9 Knockmore Hill Industrial Park, Lisburn, BT28 2EX"),
				q("1.6", "Number of employees in Northern Ireland", "57"),
				gap(),
				lb("3  Employment details"),
				q("3.1", "Are the dates of employment given by the claimant correct?", "Yes"),
				gap(),
				lb("5  Response"),
				q("5.1", "Do you intend to resist the claim?", "Yes"),
				q("5.2", "Grounds for resisting the claim", "The claimant was dismissed by reason of redundancy following the loss of the respondent's largest finishing contract in January 2024. Collective consultation began on 5 February 2024. Selection was made from a pool of nine finishers against written criteria scored by Mr Trevor Adair, Production Manager, and moderated by Ms Lorraine Kerr, HR Manager. The claimant was consulted individually on 26 February 2024 and 4 March 2024 and was offered an alternative role, which she declined. The dismissal was fair."),
				gap(),
				lb("7  Your representative"),
				q("7.1", "Name of representative", "Ms Heather Gillespie"),
				q("7.2", "Name of organisation", "Carson Magee Solicitors"),
				q("7.3", "Address", "Victoria House, 15 Gloucester Street, Belfast, BT1 4LS"),
				q("7.5", "Reference", "HG/LVP/0117"),
				gap(),
				q("", "Date", "02/08/2024"),
			},
		}}

	title := func(kind string) []block {
		return []block{
			cb("THE INDUSTRIAL TRIBUNALS"), gap(),
			l("CASE REF:  4417/24IT"), gap(),
			row([]float64{0.25, 0.75}, "CLAIMANT:", "Shauna Mallon"), gap(),
			row([]float64{0.25, 0.75}, "RESPONDENT:", "Lagan Valley Print Solutions Ltd"), gap(),
			cb(kind), gap(),
		}
	}
	cmd := doc{name: "Record of Case Management Discussion.pdf", font: "Times", size: 11, paper: "A4",
		footer: "%d",
		pages: []page{
			with(title("RECORD OF A CASE MANAGEMENT DISCUSSION"), []block{
				row([]float64{0.3, 0.7}, "Employment Judge:", "Employment Judge Conall Devine"), gap(),
				lb("Appearances:"),
				p("The claimant was represented by Mr D Rafferty, Solicitor, of Rafferty & Quinn Solicitors."),
				p("The respondent was represented by Ms H Gillespie, Solicitor, of Carson Magee Solicitors."),
				lb("The claim and the issues"),
				p("1. The claimant claims unfair dismissal under the Employment Rights (Northern Ireland) Order 1996. The respondent relies on redundancy. The legal issues are whether redundancy was the reason for dismissal, whether the pool and the selection criteria were fair, whether there was adequate consultation and whether suitable alternative employment was offered; and, if the dismissal was unfair, the remedy, including any Polkey reduction."),
				lb("Directions"),
				p("2. The parties shall exchange lists of documents by 6 December 2024 and copies of documents by 20 December 2024. The respondent shall provide the scoring matrices for the whole pool, anonymised save for the claimant."),
				p("3. The claimant shall provide an updated schedule of loss by 17 January 2025."),
				p("4. Witness statements shall be exchanged simultaneously by 7 February 2025. Each witness statement shall stand as the evidence in chief of the witness."),
				p("5. The hearing is listed from 3 to 5 March 2025 at 10.00 am each day in the tribunal hearing centre, Killymeal House, Belfast, before a full panel."),
				gap(),
				row([]float64{0.5, 0.5}, "", "Employment Judge Conall Devine"), gap(),
				ls("Date and place of hearing:  14 November 2024, Belfast (by video).", "", "This record was issued to the parties on:  19 November 2024"),
			}),
		}}

	decision := doc{name: "Decision of the Tribunal.pdf", font: "Times", size: 11, paper: "A4",
		footer: "%d",
		pages: []page{
			with(title("DECISION"), []block{
				p("The unanimous decision of the tribunal is that the claimant was unfairly dismissed. The respondent is ordered to pay the claimant compensation of £14,386.50."),
				cb("CONSTITUTION OF TRIBUNAL"),
				row([]float64{0.3, 0.7}, "Employment Judge:", "Employment Judge Devine"),
				row([]float64{0.3, 0.7}, "Members:", "Mr J Hamilton\nMrs E Doherty"),
				gap(),
				lb("APPEARANCES:"),
				p("The claimant was represented by Ms Aisling Conlon, Barrister-at-Law, instructed by Rafferty & Quinn Solicitors."),
				p("The respondent was represented by Mr Stephen Wylie, Barrister-at-Law, instructed by Carson Magee Solicitors."),
				cb("REASONS"),
				p("1. The claimant was employed by the respondent from 3 September 2012 until her dismissal by reason of redundancy, which took effect on 29 March 2024. She presented her claim on 26 June 2024. The issues were agreed at a case management discussion on 14 November 2024."),
				p("2. The tribunal heard evidence from the claimant and, for the respondent, from Mr Trevor Adair, Production Manager, and Ms Lorraine Kerr, HR Manager. There was an agreed bundle of 312 pages."),
			}),
			{
				lb("Findings of fact"),
				p("3. The respondent lost its largest finishing contract in January 2024 and a genuine redundancy situation arose. Consultation began on 5 February 2024. The pool of nine finishers was reasonably drawn."),
				p("4. The criteria were weighted towards flexibility and disciplinary record, but Mr Adair scored the claimant's flexibility at one out of five without reference to any document and had not supervised her since 2021. The claimant was given her own scores only at the meeting of 8 March 2024 and was not shown how they compared with those of the others in the pool. The appeal on 22 April 2024 did not revisit the scoring."),
				lb("Conclusions"),
				p("5. The tribunal is not satisfied that the selection was fair or that the claimant was given a fair opportunity to challenge her scores. The dismissal was unfair under Article 130 of the Employment Rights (Northern Ireland) Order 1996. On the evidence there was a 40% chance that the claimant would have been selected in any event, and the compensatory award is reduced accordingly."),
				lb("Remedy"),
				p("6. The basic award is extinguished by the statutory redundancy payment. The compensatory award is £14,386.50, being loss of earnings to the date of hearing and for a further twelve weeks, less 40%, with £500 for loss of statutory rights. The Employment Protection (Recoupment of Benefits) Regulations (Northern Ireland) 1996 do not apply."),
				p("7. This is a relevant decision for the purposes of the Industrial Tribunals (Interest) Order (Northern Ireland) 1990."),
				gap(),
				row([]float64{0.5, 0.5}, "", "Employment Judge Devine"), gap(),
				ls("Date and place of hearing:  3 - 5 March 2025, Belfast.", "", "This judgment was entered in the register and issued to the parties on:  2 April 2025"),
			},
		}}

	return spec{
		name:       "mallon-v-lagan-valley-print-it-ni",
		title:      "Mallon v Lagan Valley Print Solutions Ltd (Industrial Tribunals, Northern Ireland, Case Ref 4417/24IT), unfair dismissal by redundancy selection",
		firstSight: &truth.Figures{PartyTruth: 12, PartyFound: 9, PartyCorrect: 9, EventTruth: 27, EventHits: 26, Grounded: 1}, // at commit 40174fb
		docs:       []doc{claim, response, cmd, decision},
		parties: []truth.Party{
			{Name: "Shauna Mallon", Role: "plaintiff"}, // the claimant
			{Name: "Shauna Mallon", Role: "witness"},
			{Name: "Lagan Valley Print Solutions Ltd", Role: "respondent"},
			{Name: "Declan Rafferty", Role: "counsel"},
			{Name: "Heather Gillespie", Role: "counsel"},
			{Name: "Aisling Conlon", Role: "counsel"},
			{Name: "Stephen Wylie", Role: "counsel"},
			{Name: "Conall Devine", Role: "judge"},
			{Name: "J Hamilton", Role: "judge"}, // panel member, as printed
			{Name: "E Doherty", Role: "judge"},  // panel member, as printed
			{Name: "Trevor Adair", Role: "witness"},
			{Name: "Lorraine Kerr", Role: "witness"},
		},
		events: []truth.Event{
			{Date: "2024-06-26", File: "Claim Form extract.pdf", Page: 1},
			{Date: "2024-06-14", File: "Claim Form extract.pdf", Page: 1},
			{Date: "2012-09-03", File: "Claim Form extract.pdf", Page: 1},
			{Date: "2024-03-29", File: "Claim Form extract.pdf", Page: 1},
			{Date: "2024-03-08", File: "Claim Form extract.pdf", Page: 1},
			{Date: "2024-04-22", File: "Claim Form extract.pdf", Page: 1},
			{Date: "2024-08-05", File: "Response Form extract.pdf", Page: 1}, // the receipt stamp
			{Date: "2024-02-05", File: "Response Form extract.pdf", Page: 1},
			{Date: "2024-02-26", File: "Response Form extract.pdf", Page: 1},
			{Date: "2024-03-04", File: "Response Form extract.pdf", Page: 1},
			{Date: "2024-08-02", File: "Response Form extract.pdf", Page: 1},
			{Date: "2024-12-06", File: "Record of Case Management Discussion.pdf", Page: 1},
			{Date: "2024-12-20", File: "Record of Case Management Discussion.pdf", Page: 1},
			{Date: "2025-01-17", File: "Record of Case Management Discussion.pdf", Page: 1},
			{Date: "2025-02-07", File: "Record of Case Management Discussion.pdf", Page: 1},
			{Date: "2025-03-03", File: "Record of Case Management Discussion.pdf", Page: 1}, // a run of hearing days, by its first
			{Date: "2024-11-14", File: "Record of Case Management Discussion.pdf", Page: 1},
			{Date: "2024-11-19", File: "Record of Case Management Discussion.pdf", Page: 1},
			{Date: "2012-09-03", File: "Decision of the Tribunal.pdf", Page: 1},
			{Date: "2024-03-29", File: "Decision of the Tribunal.pdf", Page: 1},
			{Date: "2024-06-26", File: "Decision of the Tribunal.pdf", Page: 1},
			{Date: "2024-11-14", File: "Decision of the Tribunal.pdf", Page: 1},
			{Date: "2024-02-05", File: "Decision of the Tribunal.pdf", Page: 2},
			{Date: "2024-03-08", File: "Decision of the Tribunal.pdf", Page: 2},
			{Date: "2024-04-22", File: "Decision of the Tribunal.pdf", Page: 2},
			{Date: "2025-03-03", File: "Decision of the Tribunal.pdf", Page: 2},
			{Date: "2025-04-02", File: "Decision of the Tribunal.pdf", Page: 2},
		},
	}
}
