package sealed

import "pramaan/brief/truth"

// A London maritime arbitration on LMAA Terms between shipowners and
// time charterers: the owners' solicitors' notice of arbitration and
// appointment letter ("WITHOUT PREJUDICE TO ANY OTHER RIGHTS", the vessel
// as "MV ..." with the charterparty date and form, "we hereby appoint");
// the owners' claim submissions (cover "IN THE MATTER OF THE ARBITRATION
// ACT 1996 / AND IN THE MATTER OF AN ARBITRATION / BETWEEN ... Claimants
// (Owners) ... Respondents (Charterers)", "MV ... / Charterparty dated ...",
// a hire statement table, counsel's name at the end); and the tribunal's
// final award ("WHEREAS", the tribunal's appointments, the master's
// witness statement, "NOW WE ... DO HEREBY MAKE ... this our FINAL
// ARBITRATION AWARD", "Given under our hands in London this ... day of").
func init() { specs = append(specs, thalassa) }

func thalassa() spec {
	title := []block{
		cb("IN THE MATTER OF THE ARBITRATION ACT 1996"), cb("AND IN THE MATTER OF AN ARBITRATION"), gap(),
		cb("BETWEEN"), gap(),
		cb("THALASSA BULK CARRIERS INC."), r("Claimants (Owners)"), c("- and -"),
		cb("RIDGEMONT GRAIN TRADING S.A."), r("Respondents (Charterers)"), gap(),
		cb("MV \"AEGEAN MERIDIAN\""), c("Charterparty dated 9 March 2023"), rule(),
	}

	notice := doc{name: "Notice of Arbitration and Appointment.pdf", font: "Times", size: 11, paper: "A4",
		pages: []page{{
			cb("HAWTHORNE REEVE LLP"), c("Solicitors | 30 St Mary Axe, London EC3A 8BF | +44 20 5550 1470"), rule(),
			ls("Our ref: JTW/24/117", "", "Ridgemont Grain Trading S.A.", "Avenue Louis-Casaï 18", "1209 Geneva, Switzerland", "By email: chartering@ridgemontgrain.example", "", "2 November 2023"), gap(),
			l("Dear Sirs,"), gap(),
			lb("MV \"AEGEAN MERIDIAN\" - Charterparty dated 9 March 2023 (NYPE 2015 form)"),
			lb("WITHOUT PREJUDICE TO ANY OTHER RIGHTS"), gap(),
			p("We act for Thalassa Bulk Carriers Inc., the disponent owners of the above vessel. Disputes have arisen under the charterparty in respect of unpaid hire and bunkers on redelivery, details of which were set out in Owners' final hire statement of 6 October 2023."),
			p("Clause 54 of the charterparty provides for arbitration in London under the LMAA Terms current at the time the proceedings are commenced. On behalf of Owners we hereby commence arbitration and appoint Mr Jonathan Ashcombe as Owners' arbitrator, on LMAA Terms, and call upon you to appoint your arbitrator within 14 days, failing which Owners will appoint Mr Ashcombe as sole arbitrator under section 17 of the Arbitration Act 1996."),
			ls("Yours faithfully,", "", "Hawthorne Reeve LLP", "(James T. Whitlock, Partner)", "", "cc: Mr Jonathan Ashcombe (by email)"),
		}}}

	claim := doc{name: "Claim Submissions.pdf", font: "Times", size: 11, paper: "A4", footer: "%d",
		pages: []page{
			with(title, []block{
				cb("CLAIM SUBMISSIONS"), gap(),
				p("1. By a time charterparty on an amended NYPE 2015 form dated 9 March 2023 (the \"Charterparty\"), the Claimants (\"Owners\") let the MV AEGEAN MERIDIAN (the \"Vessel\") to the Respondents (\"Charterers\") for one time charter trip via the Black Sea to the Far East at a daily hire rate of US$14,750."),
				p("2. The Vessel was delivered on 14 March 2023 and redelivered on 21 August 2023 at Qingdao. Charterers deducted 6.4 days' hire for alleged off-hire at Constanta between 2 April 2023 and 8 April 2023, and failed to pay for the bunkers on redelivery."),
				row([]float64{0.6, 0.4}, "Item", "US$"),
				row([]float64{0.6, 0.4}, "Hire deducted for alleged off-hire (6.4 days)", "94,400.00"),
				row([]float64{0.6, 0.4}, "Bunkers on redelivery (VLSFO 412 mt)", "255,440.00"),
				row([]float64{0.6, 0.4}, "Balance due to Owners", "349,840.00"),
			}),
			{
				p("3. The Vessel was not off-hire at Constanta: the delay was caused by the port authorities' inspection of Charterers' cargo documents, which is a matter within Charterers' sphere. The Master's evidence is in his statement served with these submissions."),
				p("4. Owners claim US$349,840.00 with interest and costs."),
				ls("", "OLIVER STRAND", "Quadrant Quay Chambers", "", "HAWTHORNE REEVE LLP", "Solicitors for the Owners", "15 January 2024"),
			},
		}}

	award := doc{name: "Final Arbitration Award.pdf", font: "Times", size: 11, paper: "A4", footer: "%d",
		pages: []page{
			with(title, []block{
				cb("FINAL ARBITRATION AWARD"), gap(),
				p("WHEREAS by a charterparty on an amended NYPE 2015 form dated 9 March 2023 the Claimants (\"Owners\") chartered the MV AEGEAN MERIDIAN to the Respondents (\"Charterers\") for one time charter trip;"),
				p("AND WHEREAS clause 54 of the charterparty provides for London arbitration on the terms of the London Maritime Arbitrators Association (\"LMAA\");"),
				p("AND WHEREAS disputes having arisen, Owners appointed the undersigned Jonathan Ashcombe as their arbitrator on 2 November 2023, and Charterers appointed the undersigned Caroline Dunmore-Pryce as their arbitrator on 16 November 2023, both of us accepting appointment on the LMAA Terms 2021;"),
				p("AND WHEREAS Owners served claim submissions on 15 January 2024, Charterers served defence submissions on 26 February 2024, and Owners replied on 18 March 2024; the parties agreed that the reference be determined on documents;"),
			}),
			{
				p("AND WHEREAS Owners were represented by Messrs Hawthorne Reeve LLP, with Mr Oliver Strand of counsel, and Charterers by Messrs Kessock Vale LLP, with Ms Priyanka Dasgupta-Reid of counsel, and Owners relied on the statement of the Vessel's Master, Captain Evgeni Morozov, dated 12 January 2024;"),
				p("NOW WE, the said Jonathan Ashcombe and Caroline Dunmore-Pryce, having taken upon ourselves the burden of this reference and having carefully and conscientiously considered the submissions and the documents, DO HEREBY MAKE, ISSUE AND PUBLISH this our FINAL ARBITRATION AWARD as follows:"),
				p("A. WE FIND AND HOLD that the Vessel was not off-hire between 2 April 2023 and 8 April 2023, and that Owners' claim succeeds in the sum of US$349,840.00."),
				p("B. WE AWARD AND ADJUDGE that Charterers shall forthwith pay to Owners the sum of US$349,840.00, together with interest at 5.5% per annum compounded at three-monthly rests from 21 September 2023 until the date of payment."),
				p("C. WE FURTHER AWARD AND ADJUDGE that Charterers shall bear their own and Owners' recoverable costs of the reference, and the cost of this Award in the sum of £14,600.00."),
				gap(),
				l("Given under our hands in London this 28th day of June 2024."), gap(),
				row([]float64{0.5, 0.5}, "_____________________\nJonathan Ashcombe", "_____________________\nCaroline Dunmore-Pryce"),
				gap(),
				small(p("The reasons for this Award are set out in a separate document which forms part of the Award."), 9.5),
			},
		}}

	return spec{
		name: "thalassa-bulk-v-ridgemont-grain-lmaa", title: "Thalassa Bulk Carriers Inc. v. Ridgemont Grain Trading S.A. (MV \"Aegean Meridian\", LMAA)",
		firstSight: &truth.Figures{PartyTruth: 11, PartyFound: 6, PartyCorrect: 2, EventTruth: 18, EventHits: 18, Grounded: 1}, // at commit 64b40f2
		docs:       []doc{notice, claim, award},
		parties: []truth.Party{
			{Name: "Thalassa Bulk Carriers Inc.", Role: "plaintiff"}, // the claimants (owners)
			{Name: "Ridgemont Grain Trading S.A.", Role: "respondent"},
			{Name: "Ridgemont Grain Trading S.A.", Role: "recipient"},
			{Name: "James T. Whitlock", Role: "counsel"},
			{Name: "James T. Whitlock", Role: "sender"},
			{Name: "Oliver Strand", Role: "counsel"},
			{Name: "Priyanka Dasgupta-Reid", Role: "counsel"},
			{Name: "Jonathan Ashcombe", Role: "judge"},
			{Name: "Jonathan Ashcombe", Role: "recipient"}, // copied on the notice
			{Name: "Caroline Dunmore-Pryce", Role: "judge"},
			{Name: "Evgeni Morozov", Role: "witness"},
		},
		events: []truth.Event{
			{Date: "2023-11-02", File: "Notice of Arbitration and Appointment.pdf", Page: 1},
			{Date: "2023-03-09", File: "Notice of Arbitration and Appointment.pdf", Page: 1},
			{Date: "2023-10-06", File: "Notice of Arbitration and Appointment.pdf", Page: 1},
			{Date: "2023-03-09", File: "Claim Submissions.pdf", Page: 1},
			{Date: "2023-03-14", File: "Claim Submissions.pdf", Page: 1},
			{Date: "2023-08-21", File: "Claim Submissions.pdf", Page: 1},
			{Date: "2023-04-02", File: "Claim Submissions.pdf", Page: 1},
			{Date: "2023-04-08", File: "Claim Submissions.pdf", Page: 1},
			{Date: "2024-01-15", File: "Claim Submissions.pdf", Page: 2},
			{Date: "2023-03-09", File: "Final Arbitration Award.pdf", Page: 1},
			{Date: "2023-11-02", File: "Final Arbitration Award.pdf", Page: 1},
			{Date: "2023-11-16", File: "Final Arbitration Award.pdf", Page: 1},
			{Date: "2024-01-15", File: "Final Arbitration Award.pdf", Page: 1},
			{Date: "2024-02-26", File: "Final Arbitration Award.pdf", Page: 1},
			{Date: "2024-03-18", File: "Final Arbitration Award.pdf", Page: 1},
			{Date: "2024-01-12", File: "Final Arbitration Award.pdf", Page: 2},
			{Date: "2023-09-21", File: "Final Arbitration Award.pdf", Page: 2},
			{Date: "2024-06-28", File: "Final Arbitration Award.pdf", Page: 2},
		},
	}
}
