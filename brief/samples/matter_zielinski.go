package samples

// DEV SET (held out at first sight): a whistleblowing and unfair dismissal
// claim in the Employment Tribunals of England and Wales (Sheffield), from
// the claim form to a reserved judgment on liability. The ET1 as the
// online service prints it ("Employment Tribunal claim form (ET1)", the
// submission reference and time at the top, "Case number:" stamped in by
// the office, a "Question / Answer" grid under numbered section headings,
// "1.2 First name (or names)" / "1.3 Surname or family name" on rows of
// their own, the Acas certificate number, "dd/mm/yyyy" dates, claim type
// check boxes, "8.2 Details of claim" in the claimant's own words naming
// his supervisor, the health and safety manager and a colleague,
// "11 Your representative" left "Not answered", and "15 Additional
// information" naming the union official who accompanied him at his
// appeal); the ET3 response form ("2.2 Name of contact" the HR director,
// "8 Your representative" with "8.1 Name of representative" and "8.2 Name
// of organisation") with its grounds of resistance under the tribunal's
// own heading ("BETWEEN:", "Claimant" / "Respondent" at the right, "- and
// -", the firm's name and "Solicitors for the Respondent" with the date,
// the maintenance contractor named); the record of a preliminary hearing
// with its case management summary ("Heard at: Sheffield (by CVP)", "Before:
// Employment Judge Rawcliffe (sitting alone)", "Appearances" with "For the
// claimant: In person" and "For the respondent: Mr J Brigg, solicitor",
// the clerk named in a paragraph, witnesses each side "expects to call" by
// surname only, the final hearing listed "on 14, 15 and 16 October 2024",
// orders with dates, "Employment Judge Rawcliffe / Date: 10 May 2024 /
// Sent to the parties on: 15 May 2024"); and the reserved judgment on
// liability ("Case No:" at the top right, "EMPLOYMENT TRIBUNALS", the
// claimant by full name and title, "Heard at: Sheffield   On: 14, 15 and
// 16 October 2024" with the chambers day under it, "Before: Employment
// Judge S Okonedo" over "Members: Ms R Gledhill / Mr K Bashir",
// "Representation" with "Claimant: In person" and "Respondent: Mr O
// Fairbanks (Counsel)", "The unanimous judgment of the Tribunal is that:",
// the witnesses heard with their posts in brackets, the investigator who
// was not called, findings citing witnesses by "Mr" / "Mrs" and surname,
// a remedy hearing date, the judge's signature block with "Date" and
// "RESERVED JUDGMENT & REASONS SENT TO THE PARTIES ON").
// Conventions: as in lockwood-v-aldgate-omnibus and harding-v-pennine, the
// claimant is the plaintiff and the employer the respondent, as the
// tribunal labels them, and the claimant who gives evidence is a witness;
// the employment judge at each hearing and each lay member of the full
// tribunal decide, so each is a judge, keyed as printed (surname only
// "Rawcliffe", initial and surname "S Okonedo", "R Gledhill", "K
// Bashir"); the respondent's solicitor named in the ET3 and by initial at
// the preliminary hearing is counsel, keyed by his full name ("Jonathan
// Brigg"), as is counsel at the final hearing, keyed "O Fairbanks"; the
// witnesses the tribunal heard (the claimant's former colleague and the
// respondent's three managers) are witnesses by the full names the judgment
// prints, though the case management summary names them by surname. The
// HR director named as the ET3's contact, the shift supervisor who
// investigated and was not called, the union official who accompanied the
// claimant, the tribunal clerk, the maintenance contractor, Acas, the union
// and the solicitors' firm are no parties. Every date printed is an event
// once per page (the claimant's date of birth too), each day of a listed
// hearing; the form's version and the rules' years are no dates.
func init() { specs = append(specs, zielinski) }

func zielinski() matterSpec {
	const (
		et1F = "ET1 Claim Form - Zielinski.pdf"
		et3F = "ET3 Response and Grounds of Resistance.pdf"
		phF  = "Preliminary Hearing Case Management Summary 2024-05-09.pdf"
		rjF  = "Reserved Judgment 1803391-2024.pdf"
	)

	et1 := doc{name: et1F, font: "Helvetica", size: 9.5, unicode: true,
		footer: "ET1 (online) v.11 - submitted claim                                                        Page %d of %t",
		pages: []page{
			{
				ls("Submission reference:  3391-7742-1108                              Case number:  1803391/2024",
					"Submitted:  27/03/2024 21:14                                         Tribunal office:  Leeds"),
				gap(),
				cb("Employment Tribunal claim form (ET1)"),
				c("Claim to an employment tribunal - summary of your answers"), gap(),
				ls("Question                                                      Answer",
					"______________________________________________________________________________________________"),
				l("1  Your details"),
				ls("1.1  Title                                                    Mr",
					"1.2  First name (or names)                                   Tomasz",
					"1.3  Surname or family name                                 Zielinski",
					"1.4  Date of birth                                           22/07/1986",
					"1.5  Sex                                                     Male",
					"1.6  Address                                                 41 Kirkstall Grove, Sheffield, S6 2RT",
					"1.7  Phone number                                           07700 900418",
					"1.9  How would you prefer us to contact you?                 Email"),
				gap(),
				l("2  Respondent's details"),
				ls("2.1  Give the name of your employer or the person or      Ravensworth Precision Castings Limited",
					"       organisation you are claiming against",
					"2.2  Address                                                 Unit 4, Tinsley Park Road, Sheffield, S9 5DL",
					"2.3  Do you have an Acas early conciliation certificate     Yes",
					"       number?",
					"       Acas early conciliation certificate number           R204871/24/13"),
				gap(),
				l("5  Employment details"),
				ls("5.1  When did your employment start?                        04/09/2017",
					"       Is your employment continuing?                        No",
					"       When did your employment end?                         12/01/2024",
					"5.2  Please say what job you do or did                       Senior Melt Shop Operator"),
				gap(),
				l("6  Earnings and benefits"),
				ls("6.2  Pay before tax                                          GBP 2,860.00 monthly",
					"6.3  If your employment has ended, did you work (or were    No, I was dismissed without notice",
					"       you paid for) a period of notice?"),
				gap(),
				l("8  Type and details of claim"),
				ls("8.1  [X] I was unfairly dismissed (including constructive dismissal)",
					"       [X] I am owed notice pay",
					"       [X] I am making another type of claim which the Employment Tribunal can deal with:",
					"             detriment and dismissal for making protected disclosures (ss.47B and 103A ERA 1996)"),
			},
			{
				l("8.2  Details of claim"),
				p("I worked for Ravensworth as a furnace operator and then as Senior Melt Shop Operator from 4 September 2017. On 27 November 2023 I told my shift supervisor, Paul Hinchcliffe, that the cooling water interlock on induction furnace 2 had been bypassed with a jumper wire and that the furnace was being run like that. He told me to leave it. The next day, 28 November 2023, I emailed Declan Furness, the Health and Safety Manager, with photographs. My colleague Lukas Dobrev was with me when I found the jumper wire and heard what Mr Hinchcliffe said."),
				p("On 6 December 2023 Mr Hinchcliffe moved me onto permanent nights with no reason given. On 19 December 2023 I was suspended for supposedly falsifying the temperature log on 15 December 2023. I did not falsify anything; the pyrometer was faulty and I wrote that on the log. Mr Hinchcliffe did the investigation himself. Gareth Sowerby held the disciplinary hearing on 9 January 2024 and dismissed me for gross misconduct by letter dated 12 January 2024. My appeal was heard on 1 February 2024 and turned down by letter of 8 February 2024."),
				p("I believe the real reason I was moved to nights and dismissed was that I reported the interlock. I had a clean record for six years. I claim unfair dismissal, automatic unfair dismissal for whistleblowing, detriment for whistleblowing and my notice pay."),
				gap(),
				l("9  What do you want if your claim is successful?"),
				ls("9.1  [ ] Old job back     [ ] Another job with the same employer     [X] Compensation only"),
				gap(),
				l("10  Information to regulators in protected disclosure cases"),
				ls("10.1  Do you want a copy of this form, or information from it, forwarded to the relevant",
					"        regulator?    [X] Yes  (Health and Safety Executive)"),
				gap(),
				l("11  Your representative"),
				ls("11.1  Name of representative                                  Not answered",
					"11.2  Name of organisation                                    Not answered"),
				gap(),
				l("15  Additional information"),
				p("I am a member of the GMB. Shirley Dransfield, the GMB workplace rep, came with me to the appeal hearing on 1 February 2024, but the union is not representing me in this claim. I contacted Acas on 18 January 2024 and the certificate was issued on 29 February 2024."),
				gap(),
				ls("Declaration:  [X] I confirm that the information I have given on this form is correct.",
					"Date:  27/03/2024"),
			},
		}}

	et3 := doc{name: et3F, font: "Helvetica", size: 9.5, unicode: true,
		pages: []page{
			{
				ls("Employment Tribunals                                                    Case number  1803391/2024"),
				cb("Response form (ET3)"),
				c("Response to a claim to an employment tribunal"), gap(),
				ls("Claimant's name                                  Tomasz Zielinski"),
				gap(),
				l("2   Respondent's details"),
				ls("2.1  Name of individual, company or organisation      Ravensworth Precision Castings Limited",
					"2.2  Name of contact                                  Alison Thackeray, HR Director",
					"2.3  Address                                          Unit 4, Tinsley Park Road, Sheffield, S9 5DL",
					"2.6  How would you prefer us to communicate with you?     [X] Email  [ ] Post",
					"2.7  How many people does this organisation employ in Great Britain?     214",
					"2.8  Does this organisation have more than one site in Great Britain?      [ ] Yes  [X] No"),
				gap(),
				l("3   Acas early conciliation details"),
				ls("3.1  Do you agree with the details given by the claimant about early conciliation with Acas?   [X] Yes  [ ] No"),
				gap(),
				l("4   Employment details"),
				ls("4.1  Are the dates of employment given by the claimant correct?   [X] Yes  [ ] No",
					"4.3  Is the description of the claimant's job or job title correct?   [X] Yes  [ ] No"),
				l("5   Earnings and benefits"),
				ls("5.1  Are the claimant's hours of work correct?          [X] Yes  [ ] No",
					"5.2  Are the earnings details given by the claimant correct?     [X] Yes  [ ] No",
					"5.4  Is the information given by the claimant correct about being paid for, or working,",
					"       a period of notice?    [X] Yes  [ ] No   (dismissed summarily for gross misconduct)"),
				gap(),
				l("6   Response"),
				ls("6.1  Does the respondent defend the claim?   [X] Yes  [ ] No",
					"       If Yes, please set out the facts which you rely on to defend the claim:",
					"       See the attached Grounds of Resistance."),
				gap(),
				l("8   Your representative"),
				ls("8.1  Name of representative                          Jonathan Brigg",
					"8.2  Name of organisation                            Hallam Ridge Solicitors LLP",
					"8.3  Representative's occupation                     Solicitor",
					"8.4  Address                                         9 Paradise Square, Sheffield, S1 2DE",
					"8.6  Reference                                       JB/RAV.41-7",
					"8.8  Email address                                   jbrigg@hallamridge.example"),
				gap(),
				ls("Date  24/04/2024"),
			},
			{
				ls("IN THE EMPLOYMENT TRIBUNAL                                        Case No: 1803391/2024",
					"SHEFFIELD"),
				gap(),
				l("BETWEEN:"),
				cb("MR TOMASZ ZIELINSKI"), r("Claimant"), c("- and -"),
				cb("RAVENSWORTH PRECISION CASTINGS LIMITED"), r("Respondent"), gap(),
				cb("GROUNDS OF RESISTANCE"), gap(),
				p("1. The Respondent manufactures steel and alloy castings at its site in Sheffield. It employed the Claimant from 4 September 2017 until 12 January 2024, latterly as a Senior Melt Shop Operator."),
				p("2. It is admitted that on 28 November 2023 the Claimant emailed Mr Declan Furness, Health and Safety Manager, about the cooling water interlock on induction furnace 2, and it is not disputed that this was a qualifying disclosure. Mr Furness inspected the furnace that day. The interlock had been bypassed by the Respondent's maintenance contractor, Dunmore Industrial Services Ltd, during a repair on 24 November 2023 and had not been reinstated; it was reinstated on 29 November 2023. The Claimant was thanked for raising it. It is denied that the Claimant said anything about the interlock to Mr Hinchcliffe on 27 November 2023."),
				p("3. The move to night shifts from 6 December 2023 followed a rota change affecting four operators and had nothing to do with the disclosure."),
				p("4. On 15 December 2023 the Claimant recorded three furnace temperatures in the melt log for a period when furnace 2 was shut down. He was suspended on 19 December 2023. Following an investigation, Mr Gareth Sowerby, Production Manager, held a disciplinary hearing on 9 January 2024 and dismissed the Claimant for gross misconduct. Mr Sowerby did not know of the Claimant's email to Mr Furness. Mrs Helen Ackroyd, Operations Director, heard the appeal on 1 February 2024 and dismissed it."),
				p("5. The reason for dismissal was conduct. The dismissal was fair. The Claimant's disclosure was not the reason or principal reason for it, nor did it materially influence any treatment of him. All claims are denied."),
				gap(),
				ls("                                                                  Hallam Ridge Solicitors LLP",
					"                                                                  Solicitors for the Respondent",
					"                                                                  24 April 2024"),
			},
		}}

	ph := doc{name: phF, font: "Arial", size: 10.5, unicode: true,
		footer: "Case No: 1803391/2024                                                                                   %d",
		pages: []page{
			{
				r("Case No: 1803391/2024"), gap(),
				cb("EMPLOYMENT TRIBUNALS"), gap(),
				ls("Claimant:            Mr T Zielinski",
					"",
					"Respondent:        Ravensworth Precision Castings Limited",
					"",
					"Heard at:             Sheffield (by CVP)                On: 9 May 2024",
					"",
					"Before:                Employment Judge Rawcliffe (sitting alone)",
					"",
					"Appearances",
					"For the claimant:        In person",
					"For the respondent:     Mr J Brigg, solicitor"),
				gap(),
				cb("RECORD OF A PRELIMINARY HEARING"),
				cb("CASE MANAGEMENT SUMMARY"), gap(),
				l("Listing the hearing"),
				p("1. After discussion with the parties, the final hearing has been listed before a full tribunal (an Employment Judge and two members), in person, at Sheffield Employment Tribunal, The Fountain Precinct, Balm Green, Sheffield S1 2ER, on 14, 15 and 16 October 2024. The first two days will deal with liability and the third, if time allows, with remedy. The parties should attend by 9.30am on the first day."),
				l("The complaints"),
				p("2. The claimant, who was dismissed on 12 January 2024, brings complaints of unfair dismissal (sections 98 and 103A of the Employment Rights Act 1996), of detriment on the ground of protected disclosures (section 47B) and of wrongful dismissal (notice pay). The respondent defends them. The claim was presented in time: Acas was notified on 18 January 2024 and the certificate issued on 29 February 2024."),
				l("The issues"),
				p("3. The issues were agreed as follows. (1) Did the claimant make a protected disclosure orally to Mr Hinchcliffe on 27 November 2023, and by his email to Mr Furness of 28 November 2023 (the respondent concedes the email)? (2) Was he subjected to a detriment by being moved to night shifts from 6 December 2023, and if so was that done on the ground of a disclosure? (3) Was the reason or principal reason for dismissal the disclosure? (4) If not, was the dismissal for conduct fair? (5) Did the claimant commit gross misconduct on 15 December 2023 entitling the respondent to dismiss without notice?"),
			},
			{
				l("Witnesses"),
				p("4. The claimant will give evidence and expects to call Mr Dobrev, a former colleague, who may need a witness order. The respondent expects to call Mr Sowerby, Mrs Ackroyd and Mr Furness, and Mr Hinchcliffe if he is available; he has since left its employment."),
				l("Other matters"),
				p("5. The claimant's connection failed for a few minutes at about 10.40am and the clerk, Ms Bethan Lowry, reconnected him by telephone. I explained the tribunal's procedure to him and referred him to the Presidential Guidance and to free advice services. Judicial mediation was offered; the respondent did not consider it appropriate at this stage."),
				cb("ORDERS"),
				c("Made under the Employment Tribunals Rules of Procedure"), gap(),
				p("1. Schedule of loss. The claimant shall send the respondent a schedule of loss, with any documents about his efforts to find work, by 6 June 2024."),
				p("2. Documents. Each party shall send the other a list and copies of its relevant documents by 4 July 2024. This includes the respondent's rota records for November and December 2023 and the maintenance records for furnace 2."),
				p("3. Bundle. The respondent shall prepare an indexed, paginated hearing bundle and send a copy to the claimant by 1 August 2024."),
				p("4. Witness statements. The parties shall exchange the written statements of every witness they intend to call by 5 September 2024."),
				p("5. Witness order. Any application for a witness order for Mr Dobrev shall be made by 5 September 2024, with a short explanation of the evidence he is expected to give."),
				gap(), gap(),
				ls("                                                        Employment Judge Rawcliffe",
					"",
					"                                                        Date: 10 May 2024",
					"",
					"                                                        Sent to the parties on: 15 May 2024",
					"",
					"                                                        For the Tribunal Office"),
				gap(),
				small(p("Any person who without reasonable excuse fails to comply with a Tribunal order for the disclosure of documents commits a criminal offence and is liable, if convicted in the Magistrates Court, to a fine of up to GBP 1,000."), 8.5),
			},
		}}

	rj := doc{name: rjF, font: "Arial", size: 10.5, unicode: true,
		footer: "10.5 Reserved judgment with reasons - rule 62                                                        %d",
		pages: []page{
			{
				r("Case No: 1803391/2024"), gap(),
				cb("EMPLOYMENT TRIBUNALS"), gap(),
				ls("Claimant:              Mr Tomasz Zielinski",
					"",
					"Respondent:          Ravensworth Precision Castings Limited",
					"",
					"Heard at:               Sheffield                    On:   14, 15 and 16 October 2024",
					"                                                                  17 October 2024 (in chambers)",
					"",
					"Before:                  Employment Judge S Okonedo",
					"Members:               Ms R Gledhill",
					"                              Mr K Bashir",
					"",
					"Representation",
					"Claimant:               In person",
					"Respondent:           Mr O Fairbanks (Counsel)"),
				gap(),
				cb("RESERVED JUDGMENT"), gap(),
				l("The unanimous judgment of the Tribunal is that:"),
				p("1. The complaint of unfair dismissal under section 98 of the Employment Rights Act 1996 is well founded and succeeds."),
				p("2. The complaint that the claimant was automatically unfairly dismissed because he made a protected disclosure (section 103A) is not well founded and is dismissed."),
				p("3. The complaint that the claimant was subjected to a detriment, by being moved to night shifts from 6 December 2023, on the ground that he made a protected disclosure (section 47B) is well founded and succeeds."),
				p("4. The complaint of wrongful dismissal succeeds."),
				p("5. Remedy will be determined at a hearing on 13 January 2025 (one day) unless the parties agree compensation before then."),
				cb("REASONS"),
				l("The evidence"),
				p("6. We heard evidence from the claimant and from Mr Lukas Dobrev, a former melt shop operator, who attended under a witness order. For the respondent we heard from Mr Gareth Sowerby (Production Manager), Mrs Helen Ackroyd (Operations Director) and Mr Declan Furness (Health and Safety Manager). Mr Paul Hinchcliffe, the shift supervisor who moved the claimant to nights and who carried out the disciplinary investigation, has left the respondent and was not called. We had an agreed bundle of 386 pages."),
			},
			{
				l("Findings of fact"),
				p("7. The claimant was employed from 4 September 2017. On 27 November 2023 he and Mr Dobrev found a jumper wire bypassing the cooling water interlock on furnace 2. We accept their evidence, which was consistent and was not shaken in cross-examination, that the claimant told Mr Hinchcliffe about it that afternoon and was told to 'leave it'. On 28 November 2023 the claimant emailed Mr Furness. Mr Furness told us, and we accept, that he thanked the claimant, had the interlock reinstated on 29 November 2023 and mentioned the email to Mr Hinchcliffe."),
				p("8. The rota change of 6 December 2023 moved only the claimant to permanent nights. The respondent's assertion that four operators were moved was not borne out by its own rota records. With no explanation from Mr Hinchcliffe, we draw the inference that the move was materially influenced by the claimant's disclosures."),
				p("9. On 15 December 2023 the claimant entered three readings in the melt log while furnace 2 was down, noting beside them that the pyrometer was faulty. He was suspended on 19 December 2023. Mr Hinchcliffe's investigation report did not mention the note and he did not interview Mr Dobrev, who was on the same shift."),
				p("10. Mr Sowerby held the disciplinary hearing on 9 January 2024 and dismissed the claimant by letter of 12 January 2024. We accept Mr Sowerby's evidence that he did not know of the email to Mr Furness, but he accepted in cross-examination that he had not read the note beside the entries and had not asked why Mr Dobrev was not interviewed. Mrs Ackroyd heard the appeal on 1 February 2024, when the claimant was accompanied by Ms Dransfield of the GMB, and dismissed it by letter of 8 February 2024. She told us she 'relied on the investigation'."),
				l("Conclusions"),
				p("11. The claimant made protected disclosures on 27 and 28 November 2023. Because the decision-maker, Mr Sowerby, did not know of them, they were not the reason for dismissal, and the section 103A complaint fails. The reason was conduct, but no reasonable employer would have dismissed on an investigation that ignored the claimant's own explanation on the face of the log and the one witness who could confirm it. The dismissal was unfair, and, the claimant not having committed gross misconduct, it was also wrongful."),
				p("12. The parties are encouraged to agree remedy. Any Polkey and contribution arguments will be heard on 13 January 2025."),
				gap(),
				ls("                                                        _______________________________",
					"                                                        Employment Judge S Okonedo",
					"",
					"                                                        Date: 4 November 2024",
					"",
					"                                                        RESERVED JUDGMENT & REASONS",
					"                                                        SENT TO THE PARTIES ON",
					"                                                        7 November 2024",
					"",
					"                                                        FOR THE TRIBUNAL OFFICE"),
			},
		}}

	return matterSpec{
		name: "zielinski-v-ravensworth", title: "Mr T Zielinski v Ravensworth Precision Castings Ltd (Employment Tribunals, Sheffield, 1803391/2024)", heldOut: true,
		firstSight: &Figures{PartyTruth: 13, PartyFound: 11, PartyCorrect: 11, EventTruth: 67, EventHits: 67, Grounded: 1}, // at a1b5178
		docs:       []doc{et1, et3, ph, rj},
		parties: []Party{
			{"Tomasz Zielinski", "plaintiff"}, // the claimant
			{"Tomasz Zielinski", "witness"},   // gave evidence at the final hearing
			{"Ravensworth Precision Castings Limited", "respondent"},
			{"Jonathan Brigg", "counsel"}, // ET3 representative, "Mr J Brigg, solicitor" at the preliminary hearing
			{"O Fairbanks", "counsel"},
			{"Rawcliffe", "judge"},  // the employment judge at the preliminary hearing
			{"S Okonedo", "judge"},  // the employment judge at the final hearing
			{"R Gledhill", "judge"}, // lay members
			{"K Bashir", "judge"},
			{"Lukas Dobrev", "witness"},
			{"Gareth Sowerby", "witness"},
			{"Helen Ackroyd", "witness"},
			{"Declan Furness", "witness"},
		},
		events: []Event{
			{"2024-03-27", et1F, 1},
			{"1986-07-22", et1F, 1},
			{"2017-09-04", et1F, 1},
			{"2024-01-12", et1F, 1},
			{"2017-09-04", et1F, 2},
			{"2023-11-27", et1F, 2},
			{"2023-11-28", et1F, 2},
			{"2023-12-06", et1F, 2},
			{"2023-12-19", et1F, 2},
			{"2023-12-15", et1F, 2},
			{"2024-01-09", et1F, 2},
			{"2024-01-12", et1F, 2},
			{"2024-02-01", et1F, 2},
			{"2024-02-08", et1F, 2},
			{"2024-01-18", et1F, 2},
			{"2024-02-29", et1F, 2},
			{"2024-03-27", et1F, 2},
			{"2024-04-24", et3F, 1},
			{"2017-09-04", et3F, 2},
			{"2024-01-12", et3F, 2},
			{"2023-11-28", et3F, 2},
			{"2023-11-24", et3F, 2},
			{"2023-11-29", et3F, 2},
			{"2023-11-27", et3F, 2},
			{"2023-12-06", et3F, 2},
			{"2023-12-15", et3F, 2},
			{"2023-12-19", et3F, 2},
			{"2024-01-09", et3F, 2},
			{"2024-02-01", et3F, 2},
			{"2024-04-24", et3F, 2},
			{"2024-05-09", phF, 1},
			{"2024-10-14", phF, 1},
			{"2024-10-15", phF, 1},
			{"2024-10-16", phF, 1},
			{"2024-01-12", phF, 1},
			{"2024-01-18", phF, 1},
			{"2024-02-29", phF, 1},
			{"2023-11-27", phF, 1},
			{"2023-11-28", phF, 1},
			{"2023-12-06", phF, 1},
			{"2023-12-15", phF, 1},
			{"2024-06-06", phF, 2},
			{"2024-07-04", phF, 2},
			{"2024-08-01", phF, 2},
			{"2024-09-05", phF, 2},
			{"2024-05-10", phF, 2},
			{"2024-05-15", phF, 2},
			{"2024-10-14", rjF, 1},
			{"2024-10-15", rjF, 1},
			{"2024-10-16", rjF, 1},
			{"2024-10-17", rjF, 1},
			{"2023-12-06", rjF, 1},
			{"2025-01-13", rjF, 1},
			{"2017-09-04", rjF, 2},
			{"2023-11-27", rjF, 2},
			{"2023-11-28", rjF, 2},
			{"2023-11-29", rjF, 2},
			{"2023-12-06", rjF, 2},
			{"2023-12-15", rjF, 2},
			{"2023-12-19", rjF, 2},
			{"2024-01-09", rjF, 2},
			{"2024-01-12", rjF, 2},
			{"2024-02-01", rjF, 2},
			{"2024-02-08", rjF, 2},
			{"2025-01-13", rjF, 2},
			{"2024-11-04", rjF, 2},
			{"2024-11-07", rjF, 2},
		},
	}
}
