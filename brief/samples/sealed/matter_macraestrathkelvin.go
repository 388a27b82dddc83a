package sealed

import "pramaan/brief/truth"

// An Employment Tribunal claim in Scotland (Glasgow) for unfair dismissal
// and unlawful deductions from wages, A4: an extract of the ET1 claim form as
// the online service prints it (numbered questions "1.1 Title", "2.1 Give the
// name of your employer", Acas certificate number, dd/mm/yyyy employment
// dates, "11 Your representative" with the law centre's adviser, the
// tribunal office's receipt stamp and the form's footer), an extract of the
// ET3 response form (the employer's contact, "Do you defend the claim?",
// "8 Your representative" with the solicitor and firm), the Employment
// Judge's note following a preliminary hearing for case management by
// Cloud Video Platform, with orders ("EMPLOYMENT TRIBUNALS (SCOTLAND)",
// the parties each with "Represented by: ... - Solicitor", "Entered in
// register and copied to parties"), and the judgment with reasons of an
// Employment Judge sitting alone after the final hearing (witnesses heard,
// findings in fact, the monetary award, "Date of Judgment").
func init() { specs = append(specs, macraeStrathkelvin) }

func macraeStrathkelvin() spec {
	q := func(n, k, v string) block { return row([]float64{0.08, 0.46, 0.46}, n, k, v) }
	et1 := doc{name: "ET1 Claim Form extract.pdf", font: "Helvetica", size: 9.5, paper: "A4",
		footer: "ET1 v07          Case number 8000412/2024          Page %d of %t",
		pages: []page{
			{
				stamp("GLASGOW TRIBUNAL CENTRE", "RECEIVED 02 AUG 2024", "8000412/2024"),
				lb("Employment Tribunal claim form"), small(l("Submission reference: 2408-0212-7719   Submitted: 02/08/2024 16:41"), 8), gap(),
				lb("1  Your details"),
				q("1.1", "Title", "Mr"),
				q("1.2", "First name (or names)", "Callum Ruaridh"),
				q("", "Surname or family name", "MacRae"),
				q("1.3", "Date of birth", "14/09/1979"),
				q("1.5", "Address", "22 Netherton Gardens, Kirkintilloch, G66 3LT"),
				q("1.8", "How would you prefer us to contact you?", "Post"),
				gap(),
				lb("2  Respondent's details"),
				q("2.1", "Give the name of your employer or the person or organisation you are claiming against", "Strathkelvin Precision Castings Limited"),
				q("2.2", "Address", "Unit 4, Southbank Business Park, Kirkintilloch, G66 1XF"),
				q("2.3", "Do you have an Acas early conciliation certificate number?", "Yes"),
				q("", "Acas early conciliation certificate number", "R211904/24/38"),
				q("2.4", "Did you work at a different address from the one you have given at 2.2?", "No"),
				gap(),
				lb("5  Employment details"),
				q("5.1", "When did your employment start?", "12/03/2018"),
				q("", "Is your employment continuing?", "No"),
				q("", "If your employment has ended, when did it end?", "31/05/2024"),
				q("", "Please say what job you do or did", "Furnace operator / shift lead"),
				gap(),
				lb("8  Type and details of claim"),
				q("8.1", "I was unfairly dismissed (including constructive dismissal)", "[X]"),
				q("", "I am owed - arrears of pay", "[X]"),
				q("8.2", "Please set out the background and details of your claim", "See paper apart attached."),
			},
			{
				lb("8.2  Paper apart"),
				p("1. The claimant was employed by the respondent at its foundry in Kirkintilloch from 12 March 2018. On 19 April 2024 he was suspended after a ladle spill on the night shift of 17 April 2024. He had reported the faulty tilt mechanism in writing on 2 April 2024."),
				p("2. A disciplinary hearing took place on 8 May 2024. He was dismissed for gross misconduct by letter dated 10 May 2024, with effect from 31 May 2024. His appeal was refused on 24 June 2024. He contends that the dismissal was unfair and that the respondent deducted three days' pay during his suspension without authority."),
				gap(),
				lb("11  Your representative"),
				q("11.1", "Name of representative", "Ms Eilidh Baird"),
				q("11.2", "Name of organisation", "Clydeside Law Centre"),
				q("11.3", "Address", "Third Floor, 41 Hope Street, Glasgow, G2 6AE"),
				q("11.6", "Reference", "EB/MAC/24-117"),
				gap(),
				lb("12  Disability"),
				q("12.1", "Do you have a disability?", "No"),
				gap(),
				small(p("Data Protection: we will send a copy of this form to the respondent and Acas. The information you give on this form will be used by HM Courts & Tribunals Service and the Employment Tribunals (Scotland) for the purposes of dealing with your claim."), 8),
			},
		}}

	et3 := doc{name: "ET3 Response Form extract.pdf", font: "Helvetica", size: 9.5, paper: "A4",
		footer: "ET3 v05          Case number 8000412/2024          Page %d of %t",
		pages: []page{
			{
				lb("Response form"), small(l("Case number: 8000412/2024   Claimant's name: Callum Ruaridh MacRae"), 8), gap(),
				lb("1  Respondent's details"),
				q("1.1", "Name of individual, company or organisation", "Strathkelvin Precision Castings Limited"),
				q("1.2", "Contact name", "Mr Graeme Lindsay"),
				q("1.3", "Address", "Unit 4, Southbank Business Park, Kirkintilloch, G66 1XF"),
				q("1.8", "Type of respondent", "Private limited company"),
				q("1.9", "How many people does this organisation employ in Great Britain?", "86"),
				gap(),
				lb("2  Acas early conciliation details"),
				q("2.1", "Do you agree with the details given by the claimant about early conciliation with Acas?", "Yes"),
				gap(),
				lb("3  Employment details"),
				q("3.1", "Are the dates of employment given by the claimant correct?", "No"),
				q("", "If no, please give the dates and say why you disagree", "The claimant was dismissed summarily on 10/05/2024 and paid in lieu of notice to 31/05/2024."),
				gap(),
				lb("6  Response"),
				q("6.1", "Does the respondent defend the claim?", "Yes"),
				q("", "If yes, please set out the facts which you believe defend the claim", "The claimant, as shift lead, overrode the ladle interlock on 17/04/2024 contrary to the site safety rules. He was dismissed for gross misconduct after a fair investigation by Ms Aileen Paterson and a hearing chaired by Mr Graeme Lindsay. Pay was withheld under clause 14.3 of the contract of employment."),
				gap(),
				lb("8  Your representative"),
				q("8.1", "Name of representative", "Mr Fraser Dunbar"),
				q("8.2", "Name of organisation", "Kinloch Muir LLP"),
				q("8.3", "Address", "120 West George Street, Glasgow, G2 1QP"),
				q("8.5", "Reference", "FD/STR/0093"),
				gap(),
				q("", "Date", "04/09/2024"),
			},
		}}

	note := doc{name: "Note following Preliminary Hearing.pdf", font: "Helvetica", size: 10.5, paper: "A4",
		footer: "8000412/2024          Page %d",
		pages: []page{
			{
				cb("EMPLOYMENT TRIBUNALS (SCOTLAND)"), gap(),
				row([]float64{0.5, 0.5}, "Case No: 8000412/2024", ""), gap(),
				c("Preliminary Hearing (Case Management) held by Cloud Video Platform (CVP)"),
				c("on 19 September 2024"), gap(),
				row([]float64{0.5, 0.5}, "Employment Judge R Ogilvie", ""), gap(),
				row([]float64{0.5, 0.5}, "Mr C MacRae", "Claimant\nRepresented by:\nMs E Baird -\nSolicitor"),
				gap(),
				row([]float64{0.5, 0.5}, "Strathkelvin Precision Castings Limited", "Respondent\nRepresented by:\nMr F Dunbar -\nSolicitor"),
				gap(), rule(),
				cb("NOTE BY THE EMPLOYMENT JUDGE FOLLOWING PRELIMINARY HEARING"),
				p("1. This preliminary hearing was fixed to identify the issues and to make case management orders. The claims are of unfair dismissal and of unauthorised deductions from wages. The respondent accepts that the claimant was dismissed and relies on conduct as the reason."),
				p("2. The claimant's representative confirmed that the effective date of termination is in dispute only for the purposes of the basic award. The respondent's representative indicated that the respondent will call two witnesses."),
				cb("ORDERS"),
				p("1. The claimant shall send to the respondent and to the Tribunal a schedule of loss by 11 October 2024."),
				p("2. The parties shall exchange lists of the documents on which they intend to rely by 25 October 2024, and the respondent shall lodge a joint file of productions by 15 November 2024."),
				p("3. The final hearing shall take place in person at the Glasgow Tribunal Centre on 27 and 28 January 2025, before an Employment Judge sitting alone."),
				gap(),
				ls("Employment Judge:   R Ogilvie", "Date of Note:   20 September 2024", "Entered in register", "and copied to parties:   23 September 2024"),
			},
		}}

	judgment := doc{name: "Judgment of the Employment Tribunal.pdf", font: "Helvetica", size: 10.5, paper: "A4",
		footer: "8000412/2024          Page %d",
		pages: []page{
			{
				cb("EMPLOYMENT TRIBUNALS (SCOTLAND)"), gap(),
				l("Case No: 8000412/2024"), gap(),
				c("Held in Glasgow on 27 and 28 January 2025"), gap(),
				l("Employment Judge R Ogilvie"), gap(),
				row([]float64{0.5, 0.5}, "Mr Callum MacRae", "Claimant\nRepresented by:\nMs E Baird -\nSolicitor"),
				gap(),
				row([]float64{0.5, 0.5}, "Strathkelvin Precision Castings Limited", "Respondent\nRepresented by:\nMr J Cowan -\nAdvocate"),
				gap(), rule(),
				cb("JUDGMENT OF THE EMPLOYMENT TRIBUNAL"),
				p("The judgment of the Employment Tribunal is that:"),
				p("(i) the claimant was unfairly dismissed by the respondent;"),
				p("(ii) the respondent made an unauthorised deduction from the claimant's wages and is ordered to pay the claimant the sum of THREE HUNDRED AND EIGHTY-SEVEN POUNDS AND SIXTY PENCE (£387.60), subject to any lawful deduction of tax and national insurance; and"),
				p("(iii) the respondent is ordered to pay the claimant a monetary award of ELEVEN THOUSAND FOUR HUNDRED AND TWELVE POUNDS AND FIFTEEN PENCE (£11,412.15), reduced by 25 per cent for contributory conduct from the sum of £15,216.20. The Employment Protection (Recoupment of Benefits) Regulations 1996 do not apply."),
				cb("REASONS"),
				lb("Introduction"),
				p("1. The claimant presented his claim on 2 August 2024 after early conciliation. The respondent resisted the claim. A preliminary hearing for case management took place on 19 September 2024."),
			},
			{
				lb("Evidence"),
				p("2. The Tribunal heard evidence from the claimant on his own behalf and, for the respondent, from Mr Graeme Lindsay, Operations Director, who chaired the disciplinary hearing, and Ms Aileen Paterson, HR Business Partner, who investigated. There was a joint file of productions of 188 pages."),
				lb("Findings in fact"),
				p("3. The tilt mechanism of ladle 3 had been reported as faulty by the claimant on 2 April 2024. No repair was recorded before the spill on 17 April 2024. The investigation did not obtain the maintenance log and did not interview the second operator on shift."),
				p("4. The Tribunal accepts that the respondent believed that the claimant had overridden the interlock, but finds that the belief was not formed on reasonable grounds after as much investigation as was reasonable. Dismissal fell outside the band of reasonable responses. The Tribunal finds that the claimant contributed to his dismissal by failing to stop the pour when the alarm sounded, and reduces the compensatory award by 25 per cent."),
				p("5. Clause 14.3 of the contract permits the withholding of pay only where an employee is absent without leave. The claimant was suspended at the respondent's instruction from 19 April 2024. The deduction of three days' pay was not authorised."),
				gap(),
				ls("Employment Judge:   R Ogilvie", "Date of Judgment:   11 February 2025", "Entered in register:   13 February 2025", "and copied to parties"),
			},
		}}

	return spec{
		name:       "macrae-v-strathkelvin-castings-et-glasgow",
		title:      "MacRae v Strathkelvin Precision Castings Ltd (Employment Tribunals (Scotland), Glasgow, 8000412/2024), unfair dismissal and unauthorised deductions",
		firstSight: &truth.Figures{PartyTruth: 9, PartyFound: 10, PartyCorrect: 7, EventTruth: 23, EventHits: 23, Grounded: 1}, // at commit 9c6c352
		docs:       []doc{et1, et3, note, judgment},
		parties: []truth.Party{
			{Name: "Callum Ruaridh MacRae", Role: "plaintiff"}, // the claimant
			{Name: "Callum Ruaridh MacRae", Role: "witness"},
			{Name: "Strathkelvin Precision Castings Limited", Role: "respondent"},
			{Name: "Eilidh Baird", Role: "counsel"},
			{Name: "Fraser Dunbar", Role: "counsel"},
			{Name: "J Cowan", Role: "counsel"},
			{Name: "R Ogilvie", Role: "judge"},
			{Name: "Graeme Lindsay", Role: "witness"},
			{Name: "Aileen Paterson", Role: "witness"},
		},
		events: []truth.Event{
			{Date: "2024-08-02", File: "ET1 Claim Form extract.pdf", Page: 1},
			{Date: "1979-09-14", File: "ET1 Claim Form extract.pdf", Page: 1},
			{Date: "2018-03-12", File: "ET1 Claim Form extract.pdf", Page: 1},
			{Date: "2024-05-31", File: "ET1 Claim Form extract.pdf", Page: 1},
			{Date: "2024-04-19", File: "ET1 Claim Form extract.pdf", Page: 2},
			{Date: "2024-04-17", File: "ET1 Claim Form extract.pdf", Page: 2},
			{Date: "2024-04-02", File: "ET1 Claim Form extract.pdf", Page: 2},
			{Date: "2024-05-08", File: "ET1 Claim Form extract.pdf", Page: 2},
			{Date: "2024-05-10", File: "ET1 Claim Form extract.pdf", Page: 2},
			{Date: "2024-06-24", File: "ET1 Claim Form extract.pdf", Page: 2},
			{Date: "2024-09-04", File: "ET3 Response Form extract.pdf", Page: 1},
			{Date: "2024-09-19", File: "Note following Preliminary Hearing.pdf", Page: 1},
			{Date: "2024-10-11", File: "Note following Preliminary Hearing.pdf", Page: 1},
			{Date: "2024-10-25", File: "Note following Preliminary Hearing.pdf", Page: 1},
			{Date: "2024-11-15", File: "Note following Preliminary Hearing.pdf", Page: 1},
			{Date: "2025-01-27", File: "Note following Preliminary Hearing.pdf", Page: 1},
			{Date: "2025-01-28", File: "Note following Preliminary Hearing.pdf", Page: 1},
			{Date: "2024-09-20", File: "Note following Preliminary Hearing.pdf", Page: 1},
			{Date: "2024-09-23", File: "Note following Preliminary Hearing.pdf", Page: 1},
			{Date: "2025-01-27", File: "Judgment of the Employment Tribunal.pdf", Page: 1},
			{Date: "2025-01-28", File: "Judgment of the Employment Tribunal.pdf", Page: 1},
			{Date: "2025-02-11", File: "Judgment of the Employment Tribunal.pdf", Page: 2},
			{Date: "2025-02-13", File: "Judgment of the Employment Tribunal.pdf", Page: 2},
		},
	}
}
