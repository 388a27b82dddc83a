package samples

// DEV SET (held out at first sight): a personal grievance before New
// Zealand's Employment Relations Authority. The employment advocate's
// letter raising the grievance (to a company "Attention:" its operations
// manager, "Kind regards", the advocate's
// title under her name); the statement of problem on the Authority's Form
// 1 ("Section 158, Employment Relations Act 2000", numbered parts with
// "Full name:", "Full legal name:", "NZBN:", "Representative:", the
// questions "What is the problem?" and "How do you want it resolved?",
// "Signed:", "Date:"); and the Authority's determination with its header
// table ("[2024] NZERA 412", the file number, "BETWEEN ... Applicant AND
// ... Respondent", "Member of Authority:", "Representatives:" by initial
// and surname, "Investigation Meeting:", "Submissions Received:", "Date of
// Determination:"), the witnesses it heard, and the member's name at the
// end. An applicant is the petitioner; an employment advocate who
// represents a party is counsel; the manager a letter is for the attention
// of is its recipient with his company.
func init() { specs = append(specs, parata) }

func parata() matterSpec {
	letter := doc{name: "Personal grievance letter 2023-09-08.pdf", font: "Helvetica", size: 10.5,
		pages: []page{{
			cb("TE HUIA ADVOCACY"), c("Employment advocates  |  Level 2, 15 Huron Street, Takapuna, Auckland 0622  |  09 555 0144"), gap(),
			ls("8 September 2023", "", "Harbourside Freight Limited", "Attention: Glen Mackay, Operations Manager", "22 Tidal Road, Mangere, Auckland 2022", "By email: glen.mackay@harboursidefreight.co.nz"),
			gap(),
			l("Personal grievance - Tane Wiremu Parata"), gap(),
			l("Dear Glen"),
			p("I act for Tane Parata, who was employed by Harbourside Freight Limited as a forklift operator from 3 April 2019 until his dismissal on 28 August 2023."),
			p("Tane raises a personal grievance that he was unjustifiably dismissed. He was dismissed for serious misconduct following a single meeting on 25 August 2023, at which he was not told that dismissal was a possible outcome, was not offered the chance to bring a representative, and was not shown the CCTV footage relied on. That is not what a fair and reasonable employer could have done in all the circumstances (section 103A of the Employment Relations Act 2000)."),
			p("Tane seeks reinstatement, reimbursement of lost wages and compensation under section 123(1)(c)(i). We propose mediation through the Ministry of Business, Innovation and Employment."),
			ls("Kind regards", "", "Miriama Te Huia", "Employment Advocate"),
		}}}

	sop := doc{name: "ERA Form 1 Statement of Problem.pdf", font: "Helvetica", size: 9.5,
		footer: "Employment Relations Authority  -  Statement of problem  -  Form 1                     Page %d of %t",
		pages: []page{
			{
				ls("Form 1", "Statement of problem", "Section 158, Employment Relations Act 2000", "", "To the Employment Relations Authority", ""),
				cb("Part 1 - Applicant details"),
				ls("Full name:  Tane Wiremu Parata",
					"Postal address:  14 Kowhai Street, Otahuhu, Auckland 1062",
					"Phone:  021 555 0187                     Email:  tane.parata@xtra.co.nz",
					"Representative:  Miriama Te Huia, Te Huia Advocacy, Level 2, 15 Huron Street, Takapuna, Auckland 0622"),
				gap(),
				cb("Part 2 - Respondent details"),
				ls("Full legal name:  Harbourside Freight Limited",
					"NZBN:  9429041187234",
					"Address for service:  22 Tidal Road, Mangere, Auckland 2022",
					"Contact person:  Glen Mackay, Operations Manager"),
				gap(),
				cb("Part 3 - The problem"),
				ls("What is the problem?"),
				p("The applicant was unjustifiably dismissed on 28 August 2023 after a single disciplinary meeting on 25 August 2023 of which he had no proper notice. He raised a personal grievance by letter dated 8 September 2023."),
				ls("How do you want it resolved?"),
				p("Reinstatement; reimbursement of lost remuneration under section 123(1)(b); compensation of $25,000 under section 123(1)(c)(i); costs."),
			},
			{
				ls("What attempts have been made to resolve the problem?"),
				p("The parties attended mediation provided by the Ministry of Business, Innovation and Employment on 14 November 2023. The problem was not resolved."),
				ls("", "Signed:  M Te Huia (representative of the applicant)", "Date:  5 December 2023"),
			},
		}}

	det := doc{name: "Determination [2024] NZERA 412.pdf", font: "Times", size: 11,
		pages: []page{
			{
				ls("IN THE EMPLOYMENT RELATIONS AUTHORITY                       [2024] NZERA 412",
					"AUCKLAND TAMAKI MAKAURAU ROHE                                  3241187"),
				gap(),
				ls("BETWEEN                          TANE WIREMU PARATA", "                                 Applicant", "", "AND                              HARBOURSIDE FREIGHT LIMITED", "                                 Respondent"),
				gap(),
				ls("Member of Authority:             Claire Bevan-Whitu",
					"Representatives:                 M Te Huia, advocate for the Applicant",
					"                                 D Chalmers, counsel for the Respondent",
					"Investigation Meeting:           12 March 2024",
					"Submissions Received:            19 March 2024 from the Applicant",
					"                                 26 March 2024 from the Respondent",
					"Date of Determination:           30 April 2024"),
				gap(),
				cb("DETERMINATION OF THE AUTHORITY"), gap(),
				p("[1] Tane Parata was dismissed by Harbourside Freight Limited (Harbourside) on 28 August 2023 for driving a forklift into a racking upright. He says the dismissal was unjustified."),
				p("[2] At the investigation meeting I heard evidence from Mr Parata, from Glen Mackay, Harbourside's operations manager, and from Sina Tuilagi, its human resources advisor."),
			},
			{
				p("[3] Harbourside did not tell Mr Parata before the meeting of 25 August 2023 that his employment was at risk, and did not show him the CCTV footage on which it relied. Those are not minor defects: they meant that Mr Parata had no real opportunity to respond. The dismissal was unjustified."),
				p("[4] Reinstatement is not practicable: Mr Parata has started work elsewhere. Harbourside must pay Mr Parata, within 28 days of the date of this determination, lost remuneration of $9,840 gross and compensation of $18,000 under s 123(1)(c)(i) of the Act, reduced by 10 per cent for his contribution under s 124. Costs are reserved."),
				ls("", "Claire Bevan-Whitu", "Member of the Employment Relations Authority"),
			},
		}}

	return matterSpec{
		name: "parata-v-harbourside", title: "Parata v. Harbourside Freight Limited ([2024] NZERA 412)", heldOut: true,
		firstSight: &Figures{PartyTruth: 11, PartyFound: 7, PartyCorrect: 6, EventTruth: 15, EventHits: 15, Grounded: 1}, // at 433eea2
		docs:       []doc{letter, sop, det},
		parties: []Party{
			{"Tane Wiremu Parata", "petitioner"}, // the applicant
			{"Tane Wiremu Parata", "witness"},
			{"Harbourside Freight Limited", "respondent"},
			{"Harbourside Freight Limited", "recipient"},
			{"Glen Mackay", "recipient"},
			{"Glen Mackay", "witness"},
			{"Sina Tuilagi", "witness"},
			{"Miriama Te Huia", "counsel"},
			{"Miriama Te Huia", "sender"},
			{"D Chalmers", "counsel"},
			{"Claire Bevan-Whitu", "judge"},
		},
		events: []Event{
			{"2023-09-08", "Personal grievance letter 2023-09-08.pdf", 1},
			{"2019-04-03", "Personal grievance letter 2023-09-08.pdf", 1},
			{"2023-08-28", "Personal grievance letter 2023-09-08.pdf", 1},
			{"2023-08-25", "Personal grievance letter 2023-09-08.pdf", 1},
			{"2023-08-28", "ERA Form 1 Statement of Problem.pdf", 1},
			{"2023-08-25", "ERA Form 1 Statement of Problem.pdf", 1},
			{"2023-09-08", "ERA Form 1 Statement of Problem.pdf", 1},
			{"2023-11-14", "ERA Form 1 Statement of Problem.pdf", 2},
			{"2023-12-05", "ERA Form 1 Statement of Problem.pdf", 2},
			{"2024-03-12", "Determination [2024] NZERA 412.pdf", 1},
			{"2024-03-19", "Determination [2024] NZERA 412.pdf", 1},
			{"2024-03-26", "Determination [2024] NZERA 412.pdf", 1},
			{"2024-04-30", "Determination [2024] NZERA 412.pdf", 1},
			{"2023-08-28", "Determination [2024] NZERA 412.pdf", 1},
			{"2023-08-25", "Determination [2024] NZERA 412.pdf", 2},
		},
	}
}
