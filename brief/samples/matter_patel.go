package samples

// Written as a held-out matter (HELDOUT.md has its first score; it is now
// held to the full aims): an English
// Employment Tribunal claim. The judgment's heading is label-first
// ("Claimant: Ms J Patel", "Respondent: Northgate Logistics Ltd", "Before:
// Employment Judge S Harrow", "Representation" with "Claimant: Mr T Okafor,
// counsel"), names carry bare initials and courtesy titles without periods,
// witnesses are those the tribunal "heard evidence from"; a resignation
// letter ("Dear Mr Lowe", "Yours sincerely"); British dates with a range
// ("3-5 March 2021") and "1st February 2021".
func init() { specs = append(specs, patel) }

func patel() matterSpec {
	judgment := doc{name: "Reserved Judgment 1804412-2021.pdf", font: "Helvetica", size: 11, unicode: true,
		footer: "Case No: 1804412/2021",
		pages: []page{
			{
				cb("EMPLOYMENT TRIBUNALS"), gap(),
				ls("Claimant:        Ms J Patel", "", "Respondent:      Northgate Logistics Ltd"), gap(),
				ls("Heard at:        Leeds                On: 3-5 March 2021", "", "Before:          Employment Judge S Harrow"), gap(),
				l("Representation"),
				ls("Claimant:        Mr T Okafor, counsel", "Respondent:      Ms R Hughes, solicitor"), gap(),
				cb("RESERVED JUDGMENT"), gap(),
				p("1. The claimant was unfairly constructively dismissed. The complaint of unlawful deduction from wages succeeds in part."),
				cb("REASONS"),
				p("2. The claimant worked as a transport planner at the respondent's Wakefield depot from 4 June 2015 until her resignation took effect on 1 February 2021."),
				p("3. The tribunal heard evidence from the claimant and from Mr Gareth Lowe, the respondent's depot manager. Both gave their evidence honestly, but Mr Lowe's recollection of the meeting of 12 January 2021 was not supported by his own notes."),
			},
			{
				p("4. On 12 January 2021 Mr Lowe told the claimant that her shift pattern would change from the following Monday and that she would lose her weekend allowance. No consultation took place. That was a repudiatory breach of the implied term of trust and confidence."),
				p("5. The claimant resigned in response to that breach by her letter of 18 January 2021, and did not affirm the contract in the short interval before."),
				p("6. Remedy will be decided at a hearing on 14 May 2021 unless the parties reach agreement."),
				ls("", "Employment Judge S Harrow", "", "Date: 15 March 2021", "", "JUDGMENT SENT TO THE PARTIES ON", "19 March 2021"),
			},
		}}

	letter := doc{name: "Resignation letter.pdf", font: "Times", size: 12, unicode: true,
		pages: []page{{
			ls("14 Orchard Close", "Ossett", "WF5 9LT"), gap(),
			l("18th January 2021"), gap(),
			ls("Mr Gareth Lowe", "Depot Manager", "Northgate Logistics Ltd", "Calder Park, Wakefield WF2 7AW"),
			gap(),
			p("Dear Mr Lowe"),
			l("Resignation"),
			p("I am writing to resign from my position as transport planner. The change to my shifts and the loss of my weekend allowance, which you announced at our meeting on 12th January 2021 without any consultation, have left me no choice. I regard myself as constructively dismissed. My last day will be 1st February 2021."),
			p("Yours sincerely"),
			ls("", "Jaya Patel"),
		}}}

	return matterSpec{
		name: "patel-v-northgate", title: "Patel v Northgate Logistics Ltd (Employment Tribunal, Leeds)", heldOut: false,
		docs: []doc{judgment, letter},
		parties: []Party{
			{"Jaya Patel", "plaintiff"}, // "Ms J Patel" of the heading, who signs her resignation in full
			{"Northgate Logistics Ltd", "respondent"},
			{"S Harrow", "judge"},
			{"T Okafor", "counsel"},
			{"R Hughes", "counsel"},
			{"Gareth Lowe", "witness"},
			{"Jaya Patel", "witness"}, // "heard evidence from the claimant"
			{"Jaya Patel", "sender"},
			{"Gareth Lowe", "recipient"},
		},
		events: []Event{
			{"2021-03-03", "Reserved Judgment 1804412-2021.pdf", 1},
			{"2021-03-05", "Reserved Judgment 1804412-2021.pdf", 1},
			{"2015-06-04", "Reserved Judgment 1804412-2021.pdf", 1},
			{"2021-02-01", "Reserved Judgment 1804412-2021.pdf", 1},
			{"2021-01-12", "Reserved Judgment 1804412-2021.pdf", 1},
			{"2021-01-12", "Reserved Judgment 1804412-2021.pdf", 2},
			{"2021-01-18", "Reserved Judgment 1804412-2021.pdf", 2},
			{"2021-05-14", "Reserved Judgment 1804412-2021.pdf", 2},
			{"2021-03-15", "Reserved Judgment 1804412-2021.pdf", 2},
			{"2021-03-19", "Reserved Judgment 1804412-2021.pdf", 2},
			{"2021-01-18", "Resignation letter.pdf", 1},
			{"2021-01-12", "Resignation letter.pdf", 1},
			{"2021-02-01", "Resignation letter.pdf", 1},
		},
	}
}
