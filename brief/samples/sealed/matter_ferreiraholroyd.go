package sealed

import "pramaan/brief/truth"

// An Employment Tribunal claim in Leeds for unfair dismissal and disability
// discrimination, A4: the claimant's solicitors' grounds of complaint
// attached to the ET1 (a details box in label/value rows: Acas certificate
// number, dates of employment, the respondent's address, then numbered
// paragraphs and the remedy sought), the employer's grounds of resistance
// attached to the ET3 drafted by its solicitors, the claimant's witness
// statement for the final hearing (a top-right note with the party, the
// statement's number and date, "I, ..., will say as follows", bundle page
// references in square brackets, a statement of truth), and the reserved
// judgment with reasons of an Employment Judge sitting with two members
// ("BETWEEN Claimant and Respondent" in two columns, "Heard at: Leeds On:",
// "Before:", "Representation", "JUDGMENT SENT TO THE PARTIES ON").
func init() { specs = append(specs, ferreiraHoldroyd) }

func ferreiraHoldroyd() spec {
	kv := func(k, v string) block { return row([]float64{0.38, 0.62}, k, v) }
	et1 := doc{name: "ET1 Grounds of Complaint.pdf", font: "Helvetica", size: 10, paper: "A4",
		footer: "Case number: 1804417/2024          Grounds of complaint          Page %d of %t",
		pages: []page{
			{
				stamp("Employment Tribunal Leeds", "Received 11 Jun 2024", "1804417/2024"),
				cb("IN THE EMPLOYMENT TRIBUNALS"), gap(),
				cb("CLAIM FORM (ET1) - ATTACHED PARTICULARS"), gap(),
				kv("Claimant:", "Mr Joaquim Ferreira-Boateng"),
				kv("Respondent:", "Holroyd Fulfilment Services Limited"),
				kv("Respondent's address:", "Unit 7, Stourton Link, Leeds LS10 1RW"),
				kv("Acas early conciliation certificate:", "R143618/24/07"),
				kv("Early conciliation notified / certificate issued:", "2 April 2024 / 14 May 2024"),
				kv("Employment dates:", "6 June 2016 to 29 February 2024"),
				kv("Job title:", "Warehouse shift supervisor"),
				kv("Claimant's representative:", "Miss Harriet Okoro-Sinclair, Pennine Employment Solicitors LLP, 14 Park Square East, Leeds LS1 2LB (ref HOS/FER/0419)"),
				gap(),
				lb("GROUNDS OF COMPLAINT"),
				p("1. The Claimant was employed by the Respondent from 6 June 2016, latterly as a shift supervisor at its Stourton distribution centre. He has type 2 diabetes and, since a retinal bleed in 2022, reduced vision in his left eye. He is a disabled person within section 6 of the Equality Act 2010."),
				p("2. On 8 November 2023 the Respondent moved all supervisors to a rotating pattern including night shifts. The Claimant's consultant advised in writing that rotating nights would destabilise his blood sugar control. On 20 November 2023 the Claimant asked to remain on fixed day shifts as a reasonable adjustment. The Respondent refused by letter of 4 December 2023 signed by its operations manager, Mr Callum Westerby."),
				p("3. The Claimant was then invited to a capability meeting and dismissed with notice on 1 February 2024 for \"failure to accept the contractual shift pattern\". His appeal was heard by Ms Lorna Achebe-Pratt, Head of People, and dismissed on 22 March 2024."),
				p("4. The Claimant complains of (a) unfair dismissal under section 98 of the Employment Rights Act 1996; (b) failure to make reasonable adjustments under sections 20 and 21 of the Equality Act 2010; and (c) discrimination arising from disability under section 15."),
				p("5. The Claimant seeks a declaration, compensation including injury to feelings, and a recommendation."),
				gap(),
				ls("Pennine Employment Solicitors LLP", "Solicitors for the Claimant", "11 June 2024"),
			},
		}}

	et3 := doc{name: "ET3 Grounds of Resistance.pdf", font: "Times", size: 11, paper: "A4",
		pages: []page{
			{
				cb("IN THE EMPLOYMENT TRIBUNALS"), gap(),
				r("Case No: 1804417/2024"), gap(),
				lb("BETWEEN:"),
				c("MR JOAQUIM FERREIRA-BOATENG"), r("Claimant"), c("- and -"),
				c("HOLROYD FULFILMENT SERVICES LIMITED"), r("Respondent"), gap(),
				rule(),
				cb("GROUNDS OF RESISTANCE"),
				rule(),
				p("1. The Respondent admits that the Claimant was employed from 6 June 2016 until 29 February 2024, when his notice expired. It admits that he was a disabled person at the relevant times by reason of diabetes but does not admit that it knew, or could reasonably have known, of any substantial disadvantage caused by rotating shifts until it received the consultant's letter dated 27 November 2023."),
				p("2. The change to rotating shifts on 8 November 2023 followed a collective consultation that began on 4 September 2023 and was agreed with the recognised union. It applied to all nineteen supervisors."),
				p("3. The Respondent considered the Claimant's request fully. Mr Westerby met him on 30 November 2023 and offered a pattern of days and lates without nights, which the Claimant declined. The Respondent's position is that the adjustment sought was not reasonable, since a fixed-days supervisor would have left night shifts without cover."),
				p("4. The dismissal was for some other substantial reason, namely a business reorganisation, and was fair. In the alternative, any unfavourable treatment was a proportionate means of achieving the legitimate aim of safe supervision on every shift."),
				p("5. In the further alternative, any award should be reduced under Polkey to reflect the likelihood of a fair dismissal in any event."),
				gap(),
				ls("Northgate Ridley LLP", "Solicitors for the Respondent", "Ref: TJM/HOL/2291 (Mr Tobias Mensah-Royle)", "Dated: 9 July 2024"),
			},
		}}

	ws := doc{name: "Witness Statement of Joaquim Ferreira-Boateng.pdf", font: "Times", size: 11, paper: "A4",
		footer: "%d",
		pages: []page{
			{
				ls("                                                                     Claimant", "                                                                     J. Ferreira-Boateng", "                                                                     First", "                                                                     3 December 2024"),
				gap(),
				cb("IN THE EMPLOYMENT TRIBUNALS"), r("Case No: 1804417/2024"), gap(),
				row([]float64{0.5, 0.5}, "MR J FERREIRA-BOATENG", "Claimant"),
				row([]float64{0.5, 0.5}, "HOLROYD FULFILMENT SERVICES LIMITED", "Respondent"),
				gap(),
				cb("WITNESS STATEMENT OF JOAQUIM FERREIRA-BOATENG"), gap(),
				p("I, Joaquim Ferreira-Boateng, of Rothwell, Leeds, will say as follows:"),
				p("1. I make this statement in support of my claims. References in square brackets are to pages of the agreed hearing bundle."),
				p("2. I was diagnosed with type 2 diabetes in 2014. In August 2022 I had a bleed in my left eye, and since then I have had to manage my blood sugar very carefully. My consultant, Dr Anand, wrote on 27 November 2023 that rotating night shifts would make that harder [112]."),
				p("3. At the meeting on 30 November 2023 Mr Westerby said that a pattern of days and lates was \"on the table\" but only for six weeks, after which I would have to rotate like everyone else. That was not an offer of a permanent pattern, and I said so [118]."),
				p("4. I was dismissed on 1 February 2024 [131]. At my appeal on 14 March 2024 Ms Achebe-Pratt told me that \"the business cannot run two rotas for one man\" [140]. I have looked for work since; I started a lower-paid job on days with another warehouse on 3 June 2024."),
			},
			{
				lb("Statement of truth"),
				p("I believe that the facts stated in this witness statement are true. I understand that proceedings for contempt of court may be brought against anyone who makes, or causes to be made, a false statement in a document verified by a statement of truth without an honest belief in its truth."),
				ls("Signed: J. Ferreira-Boateng", "Date: 3 December 2024"),
			},
		}}

	judgment := doc{name: "Reserved Judgment with Reasons.pdf", font: "Helvetica", size: 10.5, paper: "A4",
		footer: "Case No: 1804417/2024          %d",
		pages: []page{
			{
				r("Case No: 1804417/2024"), gap(),
				cb("EMPLOYMENT TRIBUNALS"), gap(),
				row([]float64{0.5, 0.5}, "Claimant:", "Mr J Ferreira-Boateng"),
				row([]float64{0.5, 0.5}, "Respondent:", "Holroyd Fulfilment Services Limited"),
				gap(),
				row([]float64{0.5, 0.5}, "Heard at: Leeds", "On: 13-15 January 2025"),
				row([]float64{0.5, 0.5}, "", "(and in chambers on 3 February 2025)"),
				gap(),
				row([]float64{0.3, 0.7}, "Before:", "Employment Judge Lockwood-Agyei\nMr D Pemberton\nMrs S Nakashima-Fell"),
				gap(),
				lb("Representation"),
				row([]float64{0.3, 0.7}, "Claimant:", "Mr Rhodri Calloway-Benn, counsel"),
				row([]float64{0.3, 0.7}, "Respondent:", "Mr Tobias Mensah-Royle, solicitor"),
				gap(),
				cb("RESERVED JUDGMENT"),
				p("The unanimous judgment of the Tribunal is that:"),
				p("1. The complaint of unfair dismissal is well founded and succeeds."),
				p("2. The complaint of failure to make reasonable adjustments is well founded and succeeds."),
				p("3. The complaint of discrimination arising from disability is well founded and succeeds."),
				p("4. Remedy will be decided at a hearing on 24 April 2025, unless the parties settle before then."),
			},
			{
				cb("REASONS"),
				p("1. The claimant gave evidence himself. For the respondent we heard from Mr Callum Westerby, operations manager, and Ms Lorna Achebe-Pratt, Head of People. There was an agreed bundle of 214 pages."),
				p("2. The respondent knew by 27 November 2023 at the latest, when it received the consultant's letter, that rotating nights would put the claimant at a substantial disadvantage compared with supervisors who are not diabetic."),
				p("3. We find that the offer made on 30 November 2023 was of a temporary pattern only. The respondent's own rota for December 2023 shows that a supervisor from the transport office covered nights for six weeks without difficulty. A permanent fixed-days pattern was a step that it was reasonable for the respondent to take, and it failed to take it."),
				p("4. Dismissing the claimant for refusing a pattern that the respondent was obliged to adjust was unfavourable treatment because of something arising from his disability, and was not a proportionate means of achieving the respondent's aim. For the same reasons the dismissal fell outside the band of reasonable responses. We make no Polkey reduction."),
				gap(),
				ls("Employment Judge Lockwood-Agyei", "Date: 10 February 2025", "", "RESERVED JUDGMENT AND REASONS SENT TO THE PARTIES ON", "12 February 2025", "", "FOR THE TRIBUNAL OFFICE"),
				gap(),
				small(p("Public access to employment tribunal decisions: judgments and reasons for the judgments are published, in full, online at www.gov.uk/employment-tribunal-decisions shortly after a copy has been sent to the claimant(s) and respondent(s) in a case."), 8),
			},
		}}

	return spec{
		name:       "ferreira-boateng-v-holroyd-fulfilment-et-leeds",
		title:      "Ferreira-Boateng v Holroyd Fulfilment Services Ltd (Employment Tribunal, Leeds, 1804417/2024), unfair dismissal and disability discrimination",
		firstSight: &truth.Figures{PartyTruth: 12, PartyFound: 11, PartyCorrect: 7, EventTruth: 23, EventHits: 23, Grounded: 1}, // at commit 6bcf0de
		docs:       []doc{et1, et3, ws, judgment},
		parties: []truth.Party{
			{Name: "Joaquim Ferreira-Boateng", Role: "plaintiff"}, // the claimant
			{Name: "Joaquim Ferreira-Boateng", Role: "declarant"},
			{Name: "Joaquim Ferreira-Boateng", Role: "witness"},
			{Name: "Holroyd Fulfilment Services Limited", Role: "respondent"},
			{Name: "Harriet Okoro-Sinclair", Role: "counsel"},
			{Name: "Tobias Mensah-Royle", Role: "counsel"},
			{Name: "Rhodri Calloway-Benn", Role: "counsel"},
			{Name: "Callum Westerby", Role: "witness"},
			{Name: "Lorna Achebe-Pratt", Role: "witness"},
			{Name: "Lockwood-Agyei", Role: "judge"},
			{Name: "D Pemberton", Role: "judge"},
			{Name: "S Nakashima-Fell", Role: "judge"},
		},
		events: []truth.Event{
			{Date: "2024-06-11", File: "ET1 Grounds of Complaint.pdf", Page: 1},
			{Date: "2024-04-02", File: "ET1 Grounds of Complaint.pdf", Page: 1},
			{Date: "2024-05-14", File: "ET1 Grounds of Complaint.pdf", Page: 1},
			{Date: "2016-06-06", File: "ET1 Grounds of Complaint.pdf", Page: 1},
			{Date: "2024-02-29", File: "ET1 Grounds of Complaint.pdf", Page: 1},
			{Date: "2023-11-08", File: "ET1 Grounds of Complaint.pdf", Page: 1},
			{Date: "2023-11-20", File: "ET1 Grounds of Complaint.pdf", Page: 1},
			{Date: "2023-12-04", File: "ET1 Grounds of Complaint.pdf", Page: 1},
			{Date: "2024-02-01", File: "ET1 Grounds of Complaint.pdf", Page: 1},
			{Date: "2024-03-22", File: "ET1 Grounds of Complaint.pdf", Page: 1},
			{Date: "2024-07-09", File: "ET3 Grounds of Resistance.pdf", Page: 1},
			{Date: "2023-11-27", File: "ET3 Grounds of Resistance.pdf", Page: 1},
			{Date: "2023-09-04", File: "ET3 Grounds of Resistance.pdf", Page: 1},
			{Date: "2023-11-30", File: "ET3 Grounds of Resistance.pdf", Page: 1},
			{Date: "2024-12-03", File: "Witness Statement of Joaquim Ferreira-Boateng.pdf", Page: 1},
			{Date: "2024-03-14", File: "Witness Statement of Joaquim Ferreira-Boateng.pdf", Page: 1},
			{Date: "2024-06-03", File: "Witness Statement of Joaquim Ferreira-Boateng.pdf", Page: 1},
			{Date: "2024-12-03", File: "Witness Statement of Joaquim Ferreira-Boateng.pdf", Page: 2},
			{Date: "2025-01-13", File: "Reserved Judgment with Reasons.pdf", Page: 1},
			{Date: "2025-02-03", File: "Reserved Judgment with Reasons.pdf", Page: 1},
			{Date: "2025-04-24", File: "Reserved Judgment with Reasons.pdf", Page: 1},
			{Date: "2025-02-10", File: "Reserved Judgment with Reasons.pdf", Page: 2},
			{Date: "2025-02-12", File: "Reserved Judgment with Reasons.pdf", Page: 2},
		},
	}
}
