package samples

// DEV SET (held out at first sight): an appeal to the Employment Appeal
// Tribunal from a reserved judgment of the Employment Tribunals of England
// and Wales (unfair dismissal and a failure to make reasonable
// adjustments). The Employment Tribunal's reserved judgment with reasons
// ("Case Number:" at the top right, "EMPLOYMENT TRIBUNALS" centred, the
// label-first heading "Claimant:" / "Respondent:" with the claimant by
// title and initial, "Heard at: ... On: 3 - 5 June 2024" with the day in
// chambers on the next line, "Before: Employment Judge X" with "Members:"
// by title and initial, the "Representation" block with "Claimant: In
// person" and "Respondent: Mr J X (counsel)", "RESERVED JUDGMENT", "The
// unanimous judgment of the Tribunal is that:", numbered reasons naming
// the witnesses who gave evidence and an occupational health physician
// whose report is only cited, the judge's signature with "Date" and
// "JUDGMENT SENT TO THE PARTIES ON", the form's "10.5 Reserved judgment
// with reasons - rule 62" footer); the notice of appeal to the EAT on Form
// 1 (the tribunal's receipt stamp, numbered items "1. The appellant is
// (name and address of appellant):" with the value under each item's
// words, "4. The parties to the proceedings before the employment tribunal,
// other than the appellant, were", grounds, "Signed" by the law centre's
// solicitor with "Date"); and the EAT's judgment ("Neutral Citation
// Number: [2025] EAT 41", "Case No: EA-2024-000987-JOJ", "Before : HIS
// HONOUR JUDGE X", "Between :" with "Appellant" / "Respondent" at the right
// of each name in capitals, "- and -", "APPEARANCES" with "For the
// Appellant" over "MS X (of Counsel)" and "Instructed by:", "Hearing
// date:", the "SUMMARY" box with its subject headings, "HIS HONOUR JUDGE
// X:" opening the judgment). Conventions: the claimant is the plaintiff
// and the employer the respondent, as the tribunal labels them; the
// claimant who appeals is the appellant too, and a party who gives
// evidence is a witness; the employment judge and each lay member decide,
// so each is a judge, as is the EAT judge; counsel named by initial and
// surname before the tribunal and by full name before the EAT is one
// person, keyed by the full name; the law centre's solicitor who signs the
// notice of appeal is counsel; an occupational health physician whose
// report is only cited, the instructing firms and the law centre are no
// parties.
func init() { specs = append(specs, lockwood) }

func lockwood() matterSpec {
	etFoot := "10.5 Reserved judgment with reasons - rule 62                                               March 2017"
	et := doc{name: "ET Reserved Judgment 3201456-2024.pdf", font: "Helvetica", size: 10.5, unicode: true, footer: etFoot,
		pages: []page{
			{
				r("Case Number: 3201456/2024"), gap(),
				cb("EMPLOYMENT TRIBUNALS"), gap(),
				ls("Claimant:          Mr D Lockwood",
					"",
					"Respondent:        Aldgate Omnibus Company Limited",
					"",
					"Heard at:          East London Hearing Centre          On:   3 - 5 June 2024",
					"                                                              26 June 2024 (in chambers)",
					"",
					"Before:            Employment Judge Fairclough",
					"Members:           Ms S Rahman",
					"                   Mr P Doyle",
					"",
					"Representation",
					"Claimant:          In person",
					"Respondent:        Mr J Whitcombe (counsel)"),
				gap(),
				cb("RESERVED JUDGMENT"), gap(),
				l("The unanimous judgment of the Tribunal is that:"),
				p("1. The claimant's complaint of unfair dismissal under sections 94 and 98 of the Employment Rights Act 1996 is not well founded and is dismissed."),
				p("2. The claimant's complaint of a failure to make reasonable adjustments under sections 20 and 21 of the Equality Act 2010 is not well founded and is dismissed."),
				cb("REASONS"),
				l("Introduction"),
				p("1. The claimant was employed by the respondent as a bus driver at its Bow garage from 14 April 2011 until his dismissal on the ground of capability, with notice, by letter of 19 January 2024. He contacted Acas on 5 March 2024, the early conciliation certificate was issued on 16 April 2024, and he presented his claim on 10 May 2024. The claim was presented in time."),
			},
			{
				l("The evidence"),
				p("2. We heard evidence from the claimant, and for the respondent from Mrs Karen Holt, Garage Manager, who took the decision to dismiss, and from Mr Stephen Ansah, Operations Director, who heard the appeal. Each gave evidence from a written witness statement and was cross-examined. We had an agreed bundle of 312 pages."),
				l("Findings of fact"),
				p("3. The claimant has type 2 diabetes and, from 2023, peripheral neuropathy in both feet. The respondent accepted that he was a disabled person at the material times."),
				p("4. The claimant was signed off sick from 9 October 2023. An occupational health report by Dr Meera Iyer dated 2 November 2023 advised that he was unfit to drive a passenger service vehicle while his treatment was reviewed, but fit for non-driving duties, and recommended that the respondent consider a temporary move to a depot controller or cleaning supervisor role."),
				p("5. Mrs Holt held a capability meeting on 11 January 2024. She told us that no non-driving vacancy existed at Bow. She did not look at vacancies at the respondent's other garages, and she accepted that she had not asked the claimant whether he would move garage. By letter of 19 January 2024 she dismissed him with twelve weeks' notice."),
				p("6. The claimant appealed. Mr Ansah heard the appeal on 20 February 2024 and dismissed it by letter of 27 February 2024. He told us that the respondent's vacancy list for February 2024 included two depot controller posts at its Leyton garage, but that they required a licence the claimant held only provisionally."),
				l("The law"),
				p("7. For the complaint of unfair dismissal we applied section 98 of the Employment Rights Act 1996. For the duty to make adjustments we applied sections 20 and 21 of the Equality Act 2010 and the guidance in Environment Agency v Rowan [2008] ICR 218."),
				l("Conclusions"),
				p("8. Capability is a potentially fair reason. The respondent consulted the claimant, obtained medical evidence and held an appeal. Dismissal was within the range of reasonable responses."),
			},
			{
				p("9. As to adjustments, the provision, criterion or practice was the requirement that a driver be fit to drive. It put the claimant at a substantial disadvantage. We are not satisfied that a move to a non-driving role at another garage was a step that would have had a real prospect of avoiding the disadvantage, since on the evidence of Mr Ansah the only posts required a full licence, and we find that it was not a reasonable step for the respondent to have to take."),
				p("10. Both complaints are therefore dismissed."),
				gap(), gap(),
				ls("                                                   _______________________________",
					"                                                   Employment Judge Fairclough",
					"",
					"                                                   Date: 8 July 2024",
					"",
					"                                                   RESERVED JUDGMENT & REASONS",
					"                                                   SENT TO THE PARTIES ON",
					"                                                   10 July 2024",
					"",
					"                                                   FOR THE TRIBUNAL OFFICE"),
				gap(), gap(),
				small(p("Public access to employment tribunal decisions: judgments and reasons for the judgments are published, in full, online at www.gov.uk/employment-tribunal-decisions shortly after a copy has been sent to the claimant(s) and respondent(s) in a case."), 8.5),
			},
		}}

	form1 := doc{name: "EAT Form 1 Notice of Appeal.pdf", font: "Helvetica", size: 10, unicode: true,
		footer: "EAT Form 1 - Notice of Appeal from Decision of Employment Tribunal                                          page %d of %t",
		pages: []page{
			{
				ls("                                                                         EMPLOYMENT APPEAL TRIBUNAL",
					"                                                                                RECEIVED",
					"                                                                               21 AUG 2024"),
				gap(),
				cb("FORM 1"),
				cb("NOTICE OF APPEAL FROM DECISION OF EMPLOYMENT TRIBUNAL"), gap(),
				l("1.  The appellant is (name and address of appellant):"),
				ls("     Mr Daniel Lockwood",
					"     41 Rectory Road, London E17 9QR"),
				gap(),
				l("2.  Any communication relating to this appeal may be sent to the appellant at (appellant's address for service, including telephone number if any):"),
				ls("     c/o Bow & Poplar Law Centre, FAO Nadia Qureshi, Solicitor",
					"     118 Roman Road, London E3 5LY          Tel: 020 8980 4417",
					"     Email: employment@bowpoplarlaw.org.uk"),
				gap(),
				l("3.  The appellant appeals from (full particulars of the decision or order of the employment tribunal from which the appeal is brought including the location of the employment tribunal and the date):"),
				p("     The reserved judgment of the Employment Tribunal sitting at the East London Hearing Centre (case number 3201456/2024), sent to the parties on 10 July 2024, dismissing the appellant's complaint of a failure to make reasonable adjustments. The appellant does not appeal the dismissal of his complaint of unfair dismissal."),
				l("4.  The parties to the proceedings before the employment tribunal, other than the appellant, were (names and addresses of other parties to the proceedings resulting in decision appealed from):"),
				ls("     Aldgate Omnibus Company Limited",
					"     Bow Garage, 7 Fairfield Road, London E3 2QA",
					"     (represented by Harrow & Pell LLP, 30 Crutched Friars, London EC3N 2AE)"),
				gap(),
				l("5.  Copies of:"),
				ls("     [X] the written record of the employment tribunal's judgment, decision or order and",
					"     [X] the written reasons of the employment tribunal",
					"     are attached to this notice."),
				gap(),
				l("6.  If the appellant has made an application to the employment tribunal for a reconsideration of its judgment, copies of that application and the tribunal's decision are attached:"),
				ls("     Not applicable: no application for reconsideration was made."),
			},
			{
				l("7.  The grounds upon which this appeal is brought are that the employment tribunal erred in law in that:"),
				p("(1) Having found that the occupational health report of 2 November 2023 recommended a temporary move to a non-driving role, and that Mrs Holt did not consider vacancies at other garages at the capability meeting on 11 January 2024, the Tribunal failed to ask whether a search of those vacancies, or a period of redeployment while the appellant's licence was reviewed, was itself a reasonable step (paragraph 9 of the reasons)."),
				p("(2) The Tribunal applied the wrong test to the prospect of the adjustment avoiding the disadvantage: it asked whether the step would certainly have avoided it, not whether there was a real prospect that it would (Leeds Teaching Hospital NHS Trust v Foster UKEAT/0552/10)."),
				p("(3) Further or alternatively, the Tribunal's finding that the Leyton posts required a full licence was perverse: the job description in the bundle at page 241 stated that a licence was desirable, not essential."),
				gap(), gap(),
				ls("Signed:   Nadia Qureshi",
					"          Solicitor, Bow & Poplar Law Centre, for the Appellant",
					"",
					"Date:     20 August 2024"),
				gap(),
				small(p("NB. The details entered on your Notice of Appeal must be legible and suitable for photocopying or electronic scanning. The use of black ink or typescript is recommended. The time limit for appealing is 42 days from the date on which the written reasons were sent to the parties."), 8.5),
			},
		}}

	eat := doc{name: "EAT Judgment [2025] EAT 41.pdf", font: "Times", size: 11, unicode: true,
		footer: "Judgment approved by the court                    Lockwood v Aldgate Omnibus Company Ltd    [2025] EAT 41    page %d",
		pages: []page{
			{
				r("Neutral Citation Number: [2025] EAT 41"),
				r("Case No: EA-2024-000987-JOJ"), gap(),
				cb("EMPLOYMENT APPEAL TRIBUNAL"), gap(),
				r("Rolls Building"),
				r("Fetter Lane, London, EC4A 1NL"), gap(),
				r("Date: 14 March 2025"), gap(),
				c("Before :"), gap(),
				cb("HIS HONOUR JUDGE GRAINGER"),
				c("- - - - - - - - - - - - - - - - - - - - -"),
				c("Between :"), gap(),
				ls("                              MR DANIEL LOCKWOOD                                        Appellant",
					"                                                      - and -",
					"                    ALDGATE OMNIBUS COMPANY LIMITED                                 Respondent"),
				c("- - - - - - - - - - - - - - - - - - - - -"), gap(),
				cb("APPEARANCES"),
				ls("For the Appellant                   MS ASHA VARMA",
					"                                    (of Counsel)",
					"                                    Instructed by:",
					"                                    Bow & Poplar Law Centre",
					"",
					"For the Respondent                  MR JAMES WHITCOMBE",
					"                                    (of Counsel)",
					"                                    Instructed by:",
					"                                    Harrow & Pell LLP"),
				gap(),
				c("Hearing date: 25 February 2025"),
				c("- - - - - - - - - - - - - - - - - - - - -"),
				cb("JUDGMENT"),
			},
			{
				cb("SUMMARY"),
				ls("_____________________________________________________________________________",
					"|  DISABILITY DISCRIMINATION - reasonable adjustments - redeployment           |",
					"|_____________________________________________________________________________|"),
				p("The claimant, a bus driver with peripheral neuropathy, was dismissed for capability. The Employment Tribunal found that a move to a non-driving post at another garage was not a reasonable step because, on the evidence of the respondent's operations director, the only posts required a full licence. That finding was made without regard to the job description in the bundle, and the Tribunal did not ask whether a search of vacancies across the respondent's garages was itself a step with a real prospect of avoiding the disadvantage. The appeal was allowed and the complaint of a failure to make reasonable adjustments remitted to a differently constituted tribunal."),
				gap(),
				l("HIS HONOUR JUDGE GRAINGER:"),
				p("1. This is an appeal by the claimant, Mr Lockwood, against the dismissal of his complaint of a failure to make reasonable adjustments by the Employment Tribunal sitting at the East London Hearing Centre (Employment Judge Fairclough, Ms Rahman and Mr Doyle) in a reserved judgment sent to the parties on 10 July 2024. I refer to the parties as they were below."),
				p("2. The claimant was dismissed by letter of 19 January 2024, after fourteen years' service. The notice of appeal was received on 21 August 2024 and was permitted to proceed to a full hearing on the papers on 4 November 2024. The respondent's answer was lodged on 2 December 2024."),
				p("3. The Tribunal heard evidence from the claimant, from Mrs Holt, who dismissed him, and from Mr Ansah, who heard his appeal. Mrs Holt accepted that she had not looked at vacancies outside the Bow garage."),
			},
			{
				p("4. Ms Varma's first ground is that the Tribunal never asked whether a search of the vacancies at the other garages was a reasonable step. I accept it. The occupational health report of 2 November 2023 recommended redeployment in terms, and a search is a step in itself: Croft Vets Ltd v Butcher UKEAT/0430/12. Mr Whitcombe submitted that the Tribunal's paragraph 9 answered the point by implication; it did not."),
				p("5. The third ground also succeeds. The finding that the Leyton posts required a full licence rested on Mr Ansah's recollection and is contradicted, without explanation, by the job description at page 241 of the bundle. It is not necessary to decide the second ground."),
				l("Disposal"),
				p("6. The appeal is allowed. The complaint of a failure to make reasonable adjustments is remitted to a differently constituted tribunal for a fresh hearing. The dismissal of the complaint of unfair dismissal, which was not appealed, stands."),
			},
		}}

	return matterSpec{
		name: "lockwood-v-aldgate-omnibus", title: "Lockwood v Aldgate Omnibus Company Ltd (ET 3201456/2024; [2025] EAT 41)", heldOut: true,
		firstSight: &Figures{PartyTruth: 13, PartyFound: 8, PartyCorrect: 4, EventTruth: 29, EventHits: 29, Grounded: 1}, // at 1a3ce40
		docs:       []doc{et, form1, eat},
		parties: []Party{
			{"Daniel Lockwood", "plaintiff"}, // "Claimant: Mr D Lockwood"
			{"Daniel Lockwood", "witness"},   // gave evidence
			{"Daniel Lockwood", "appellant"},
			{"Aldgate Omnibus Company Limited", "respondent"},
			{"Fairclough", "judge"}, // the employment judge, named by surname
			{"S Rahman", "judge"},   // lay members
			{"P Doyle", "judge"},
			{"James Whitcombe", "counsel"}, // "Mr J Whitcombe (counsel)" below, full name in the EAT
			{"Karen Holt", "witness"},
			{"Stephen Ansah", "witness"},
			{"Nadia Qureshi", "counsel"}, // the law centre's solicitor who signs Form 1
			{"Asha Varma", "counsel"},
			{"Grainger", "judge"},
		},
		events: []Event{
			{"2024-06-03", "ET Reserved Judgment 3201456-2024.pdf", 1},
			{"2024-06-05", "ET Reserved Judgment 3201456-2024.pdf", 1},
			{"2024-06-26", "ET Reserved Judgment 3201456-2024.pdf", 1},
			{"2011-04-14", "ET Reserved Judgment 3201456-2024.pdf", 1},
			{"2024-01-19", "ET Reserved Judgment 3201456-2024.pdf", 1},
			{"2024-03-05", "ET Reserved Judgment 3201456-2024.pdf", 1},
			{"2024-04-16", "ET Reserved Judgment 3201456-2024.pdf", 1},
			{"2024-05-10", "ET Reserved Judgment 3201456-2024.pdf", 1},
			{"2023-10-09", "ET Reserved Judgment 3201456-2024.pdf", 2},
			{"2023-11-02", "ET Reserved Judgment 3201456-2024.pdf", 2},
			{"2024-01-11", "ET Reserved Judgment 3201456-2024.pdf", 2},
			{"2024-01-19", "ET Reserved Judgment 3201456-2024.pdf", 2},
			{"2024-02-20", "ET Reserved Judgment 3201456-2024.pdf", 2},
			{"2024-02-27", "ET Reserved Judgment 3201456-2024.pdf", 2},
			{"2024-07-08", "ET Reserved Judgment 3201456-2024.pdf", 3},
			{"2024-07-10", "ET Reserved Judgment 3201456-2024.pdf", 3},
			{"2024-08-21", "EAT Form 1 Notice of Appeal.pdf", 1},
			{"2024-07-10", "EAT Form 1 Notice of Appeal.pdf", 1},
			{"2023-11-02", "EAT Form 1 Notice of Appeal.pdf", 2},
			{"2024-01-11", "EAT Form 1 Notice of Appeal.pdf", 2},
			{"2024-08-20", "EAT Form 1 Notice of Appeal.pdf", 2},
			{"2025-03-14", "EAT Judgment [2025] EAT 41.pdf", 1},
			{"2025-02-25", "EAT Judgment [2025] EAT 41.pdf", 1},
			{"2024-07-10", "EAT Judgment [2025] EAT 41.pdf", 2},
			{"2024-01-19", "EAT Judgment [2025] EAT 41.pdf", 2},
			{"2024-08-21", "EAT Judgment [2025] EAT 41.pdf", 2},
			{"2024-11-04", "EAT Judgment [2025] EAT 41.pdf", 2},
			{"2024-12-02", "EAT Judgment [2025] EAT 41.pdf", 2},
			{"2023-11-02", "EAT Judgment [2025] EAT 41.pdf", 3},
		},
	}
}
