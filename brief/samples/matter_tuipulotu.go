package samples

// DEV SET (held out at first sight): an unfair dismissal application to
// Australia's Fair Work Commission. The employee's application on Form F2
// ("Form F2 – Unfair dismissal application", "Fair Work Act 2009, s.394",
// numbered parts with labelled boxes: "1.1 About the Applicant" with
// "Title" check boxes, "First name(s)" and "Surname" on separate lines,
// "1.2 About the Applicant's representative" with "Is the representative a
// lawyer or paid agent?", "1.3 About the Employer" with the legal name,
// trading name, ABN and contact person, dates as dd/mm/yyyy, and the form's
// "Signature / Name / Date / Capacity/Position" block signed by the
// lawyer); the employer's response on Form F3 (the matter number, the same
// boxes from the employer's side, jurisdictional objections as Yes/No
// check boxes, the reasons for dismissal, signed by its solicitor); and
// the Commission's decision ("[2024] FWC 1287", "FAIR WORK COMMISSION /
// DECISION", "Fair Work Act 2009 / s.394—Unfair dismissal", the parties
// over "v" and the matter number, "DEPUTY PRESIDENT MARRIOTT", "SYDNEY, 14
// MAY 2024", catchwords, numbered paragraphs in square brackets, the
// witnesses who gave evidence, "DEPUTY PRESIDENT" under the seal, then
// "Appearances:" with "Mr C. Reardon, solicitor, for the Applicant." and
// counsel "instructed by" a firm, "Hearing details:" written "2024." /
// "Sydney:" / "April 23.", "Final written submissions:" and "Printed by
// authority of the Commonwealth Government Printer" over the PR number).
// Conventions: an applicant is the petitioner and the employer the
// respondent; a lawyer who signs a form for the client is counsel, not a
// declarant; an employer's manager named in a form's contact-person box is
// no party of his own (he is a witness here because he gave evidence); a
// firm named only as instructing counsel is no party; the Deputy President
// who decides is the judge, named by surname only as the decision names
// her; a party who gives evidence is a witness too.
func init() { specs = append(specs, tuipulotu) }

func tuipulotu() matterSpec {
	f2 := doc{name: "Form F2 Unfair Dismissal Application U2024-1234.pdf", font: "Helvetica", size: 9.5, unicode: true,
		footer: "Form F2 – Unfair dismissal application                 Fair Work Commission                 Page %d of %t",
		pages: []page{
			{
				ls("FAIR WORK COMMISSION"),
				small(cb("Form F2 – Unfair dismissal application"), 13),
				c("Fair Work Act 2009, s.394"), gap(),
				p("This is an application to the Fair Work Commission for an unfair dismissal remedy. The Applicant is the person who was dismissed. The Respondent is the employer."),
				cb("Part 1 – The parties"),
				l("1.1 About the Applicant"),
				ls("Title                                    [ ] Mr    [X] Ms    [ ] Mrs    [ ] Miss    [ ] Other",
					"First name(s)                            Losana Mele",
					"Surname                                  Tuipulotu",
					"Postal address                           4/22 Rawson Street",
					"Suburb                                   Auburn",
					"State or territory                       NSW                  Postcode   2144",
					"Phone number                             0412 555 873",
					"Email address                            losana.t@outlook.com.au",
					"Does the Applicant need an interpreter?  [ ] Yes    [X] No"),
				gap(),
				l("1.2 About the Applicant's representative"),
				ls("Does the Applicant have a representative?          [X] Yes    [ ] No",
					"Is the representative a lawyer or paid agent?      [X] Lawyer    [ ] Paid agent",
					"Name of person                           Callum Reardon",
					"Firm, organisation or business name      Reardon Workplace Lawyers",
					"Postal address                           Suite 8, Level 3, 117 Church Street",
					"Suburb                                   Parramatta           State  NSW   Postcode  2150",
					"Phone number                             (02) 9555 4410",
					"Email address                            creardon@reardonworkplace.com.au"),
				gap(),
				l("1.3 About the Employer (the Respondent)"),
				ls("Legal name of Employer                   Sunhaven Aged Care Pty Ltd",
					"Employer's trading name                  Sunhaven Lodge Merrylands",
					"Employer's ABN (if known)                41 152 887 309",
					"Postal address                           PO Box 2210",
					"Suburb                                   Merrylands           State  NSW   Postcode  2160",
					"Contact person                           Warwick Sandilands (Facility Manager)",
					"Phone number                             (02) 9555 7720"),
			},
			{
				cb("Part 2 – Employment details"),
				ls("2.1 When did the Applicant's employment start?                 17/07/2019",
					"2.2 What was the Applicant's job title?                         Personal Care Worker",
					"2.3 Was the Applicant a casual employee?                        [ ] Yes    [X] No",
					"2.4 Does the Employer employ fewer than 15 employees?           [ ] Yes    [X] No",
					"2.5 Applicant's gross earnings                                  $1,184.60 per week",
					"2.6 Award or agreement that covered the Applicant               Aged Care Award 2010"),
				gap(),
				cb("Part 3 – Dismissal details"),
				ls("3.1 On what date was the Applicant notified of the dismissal?   29/01/2024",
					"3.2 On what date did the dismissal take effect?                 29/01/2024",
					"3.3 Was the Applicant notified of the dismissal in writing?     [X] Yes    [ ] No",
					"3.4 What reason did the Employer give for the dismissal?"),
				p("An alleged breach of the Employer's medication management policy during the night shift of 19/01/2024, namely that a resident's evening medication was recorded as administered when it had been withheld on the registered nurse's instruction."),
				cb("Part 4 – Why the dismissal was unfair"),
				p("The Applicant followed the instruction of the registered nurse on duty, who withheld the medication. The recording error was the product of the electronic medication chart, which did not allow a withheld dose to be recorded without a pharmacist's code. The Applicant was given less than one day to answer the allegation and was not told she could bring a support person. She had four and a half years of unblemished service."),
				cb("Part 5 – Remedy"),
				ls("5.1 What remedy does the Applicant seek?   [X] Reinstatement    [X] Compensation"),
				gap(),
				cb("Signature"),
				ls("Signature                                [signed]",
					"Name                                     Callum Reardon",
					"Date                                     09/02/2024",
					"Capacity/Position                        Legal representative of the Applicant"),
			},
		}}

	f3 := doc{name: "Form F3 Employer Response U2024-1234.pdf", font: "Helvetica", size: 9.5, unicode: true,
		footer: "Form F3 – Employer response to unfair dismissal application          Fair Work Commission          Page %d of %t",
		pages: []page{
			{
				ls("FAIR WORK COMMISSION"),
				small(cb("Form F3 – Employer response to unfair dismissal application"), 13),
				c("Fair Work Act 2009, s.394"), gap(),
				ls("Commission matter number                 U2024/1234",
					"Applicant                                Losana Mele Tuipulotu"),
				gap(),
				cb("Part 1 – The parties"),
				l("1.1 About the Employer (the Respondent)"),
				ls("Legal name of Employer                   Sunhaven Aged Care Pty Ltd",
					"Employer's trading name                  Sunhaven Lodge Merrylands",
					"ABN                                      41 152 887 309",
					"Contact person                           Warwick Sandilands",
					"Postal address                           PO Box 2210, Merrylands NSW 2160",
					"Approximate number of employees          [ ] Fewer than 15    [X] 15 or more"),
				gap(),
				l("1.2 About the Employer's representative"),
				ls("Does the Employer have a representative?           [X] Yes    [ ] No",
					"Is the representative a lawyer or paid agent?      [X] Lawyer    [ ] Paid agent",
					"Name of person                           Priyanka Venkatesan",
					"Firm, organisation or business name      Harrow Kelly Lawyers",
					"Postal address                           Level 22, 60 Martin Place, Sydney NSW 2000",
					"Email address                            pvenkatesan@harrowkelly.com.au"),
				gap(),
				cb("Part 2 – Objections"),
				ls("2.1 Was the application lodged more than 21 days after the dismissal?     [ ] Yes   [X] No",
					"2.2 Had the Applicant served the minimum employment period?               [X] Yes   [ ] No",
					"2.3 Was the dismissal a case of genuine redundancy?                       [ ] Yes   [X] No",
					"2.4 Was the Employer a small business employer?                           [ ] Yes   [X] No"),
			},
			{
				cb("Part 3 – Response to the application"),
				ls("3.1 Date the dismissal took effect                              29/01/2024",
					"3.2 What was the reason for the dismissal?"),
				p("Serious misconduct. On 19/01/2024 the Applicant recorded in the electronic medication chart that a resident's 8 pm medication had been administered when it had not been. Accurate medication records are critical to resident safety and the Applicant had completed the Employer's medication competency training."),
				ls("3.3 Was the Applicant notified of the reason and given an opportunity to respond?"),
				p("Yes. The Applicant was given a show cause letter on 24/01/2024 and attended a meeting on 25/01/2024 with the Clinical Care Manager, Ms Donna Pettigrew, and the Facility Manager. She was told at the meeting that dismissal was a possible outcome. Her response was considered before the decision of 29/01/2024 was made."),
				ls("3.4 Was the Applicant warned about unsatisfactory performance before the dismissal?   [ ] Yes   [X] No   [ ] N/A"),
				gap(),
				cb("Part 4 – Remedy"),
				p("The Employer opposes reinstatement. Trust in the Applicant's medication practice has been lost, and the residents' families were told of the incident."),
				gap(),
				cb("Signature"),
				ls("Signature                                [signed]",
					"Name                                     Priyanka Venkatesan",
					"Date                                     23/02/2024",
					"Capacity/Position                        Senior Associate, Harrow Kelly Lawyers,",
					"                                         legal representative of the Employer"),
			},
		}}

	decision := doc{name: "Decision [2024] FWC 1287.pdf", font: "Times", size: 11, unicode: true,
		footer: "[2024] FWC 1287                                                                                        %d",
		pages: []page{
			{
				r("[2024] FWC 1287"), gap(),
				cb("FAIR WORK COMMISSION"), gap(),
				cb("DECISION"), gap(),
				l("Fair Work Act 2009"),
				l("s.394—Unfair dismissal"), gap(),
				cb("Losana Mele Tuipulotu"), c("v"), cb("Sunhaven Aged Care Pty Ltd"), c("(U2024/1234)"), gap(),
				cb("DEPUTY PRESIDENT MARRIOTT"), c("SYDNEY, 14 MAY 2024"), gap(),
				p("Application for an unfair dismissal remedy – personal care worker – medication recording error – valid reason – procedural fairness – dismissal harsh – compensation ordered."),
				cb("Introduction"),
				p("[1] Ms Losana Tuipulotu was employed by Sunhaven Aged Care Pty Ltd (Sunhaven) as a personal care worker at its Merrylands facility from 17 July 2019 until her dismissal on 29 January 2024. On 9 February 2024 she applied under s.394 of the Fair Work Act 2009 (the Act) for a remedy for unfair dismissal."),
				p("[2] There is no dispute that Ms Tuipulotu was protected from unfair dismissal, that the application was made within time and that the dismissal was not a case of genuine redundancy. Permission was granted under s.596 of the Act for both parties to be represented by lawyers. I heard the matter in Sydney on 23 April 2024."),
				p("[3] Ms Tuipulotu gave evidence on her own behalf and called Ms Leilani Fotu, a registered nurse formerly employed by Sunhaven. For Sunhaven, evidence was given by Ms Donna Pettigrew, Clinical Care Manager, and Mr Warwick Sandilands, Facility Manager."),
			},
			{
				cb("Background"),
				p("[4] During the night shift of 19 January 2024 a resident's 8 pm medication was withheld on the instruction of Ms Fotu, the registered nurse on duty, because the resident was drowsy. Ms Tuipulotu recorded the dose in the electronic chart as administered. The error was found the next morning and the resident came to no harm."),
				p("[5] Sunhaven gave Ms Tuipulotu a show cause letter on 24 January 2024 and met her on 25 January 2024. Ms Pettigrew accepted in cross-examination that Ms Tuipulotu was given the letter at the start of her shift and was not told she could bring a support person. Ms Tuipulotu was dismissed by letter on 29 January 2024."),
				cb("Consideration"),
				p("[6] Recording a dose as administered when it was not is a serious matter in a residential aged care facility and I find that there was a valid reason for the dismissal relating to Ms Tuipulotu's conduct (s.387(a)). She was notified of that reason and given an opportunity to respond (s.387(b) and (c)), although the time she was given was short."),
				p("[7] I accept Ms Fotu's evidence, which was not challenged, that the electronic chart did not then allow a withheld dose to be recorded without a pharmacist's code, and Mr Sandilands' evidence that the chart was changed in February 2024. Sunhaven unreasonably refused to allow a support person (s.387(d)). Ms Tuipulotu had four and a half years of service without any warning. Weighing those matters, the dismissal was harsh."),
				cb("Remedy"),
				p("[8] Reinstatement is inappropriate: Ms Pettigrew's evidence, which I accept, is that the families of several residents have asked that Ms Tuipulotu not care for them. Having regard to the matters in s.392(2) of the Act, I will order Sunhaven to pay Ms Tuipulotu compensation of $14,230 less taxation as required by law, within 14 days of the date of this decision. An order [PR776513] giving effect to this decision will be issued with it."),
			},
			{
				gap(), gap(),
				ls("[Seal of the Fair Work Commission with the member's signature]", "", "DEPUTY PRESIDENT"),
				gap(), gap(),
				ls("Appearances:", "",
					"Mr C. Reardon, solicitor, for the Applicant.",
					"Mr D. Fairclough of counsel, instructed by Harrow Kelly Lawyers, for the Respondent.",
					"",
					"Hearing details:", "",
					"2024.",
					"Sydney:",
					"April 23.",
					"",
					"Final written submissions:", "",
					"Applicant, 30 April 2024.",
					"Respondent, 7 May 2024."),
				gap(), gap(), gap(),
				small(l("Printed by authority of the Commonwealth Government Printer"), 9),
				gap(),
				small(l("<PR776512>"), 9),
			},
		}}

	return matterSpec{
		name: "tuipulotu-v-sunhaven", title: "Tuipulotu v Sunhaven Aged Care Pty Ltd ([2024] FWC 1287)", heldOut: true,
		firstSight: &Figures{PartyTruth: 10, PartyFound: 8, PartyCorrect: 2, EventTruth: 21, EventHits: 20, Grounded: 1}, // at 1a3ce40
		docs:       []doc{f2, f3, decision},
		parties: []Party{
			{"Losana Mele Tuipulotu", "petitioner"}, // the applicant
			{"Losana Mele Tuipulotu", "witness"},    // gave evidence on her own behalf
			{"Sunhaven Aged Care Pty Ltd", "respondent"},
			{"Callum Reardon", "counsel"},      // the applicant's lawyer, signs the F2
			{"Priyanka Venkatesan", "counsel"}, // the employer's lawyer, signs the F3
			{"D Fairclough", "counsel"},        // of counsel at the hearing
			{"Marriott", "judge"},
			{"Leilani Fotu", "witness"},
			{"Donna Pettigrew", "witness"},
			{"Warwick Sandilands", "witness"},
		},
		events: []Event{
			{"2019-07-17", "Form F2 Unfair Dismissal Application U2024-1234.pdf", 2},
			{"2024-01-29", "Form F2 Unfair Dismissal Application U2024-1234.pdf", 2},
			{"2024-01-19", "Form F2 Unfair Dismissal Application U2024-1234.pdf", 2},
			{"2024-02-09", "Form F2 Unfair Dismissal Application U2024-1234.pdf", 2},
			{"2024-01-29", "Form F3 Employer Response U2024-1234.pdf", 2},
			{"2024-01-19", "Form F3 Employer Response U2024-1234.pdf", 2},
			{"2024-01-24", "Form F3 Employer Response U2024-1234.pdf", 2},
			{"2024-01-25", "Form F3 Employer Response U2024-1234.pdf", 2},
			{"2024-02-23", "Form F3 Employer Response U2024-1234.pdf", 2},
			{"2024-05-14", "Decision [2024] FWC 1287.pdf", 1},
			{"2019-07-17", "Decision [2024] FWC 1287.pdf", 1},
			{"2024-01-29", "Decision [2024] FWC 1287.pdf", 1},
			{"2024-02-09", "Decision [2024] FWC 1287.pdf", 1},
			{"2024-04-23", "Decision [2024] FWC 1287.pdf", 1},
			{"2024-01-19", "Decision [2024] FWC 1287.pdf", 2},
			{"2024-01-24", "Decision [2024] FWC 1287.pdf", 2},
			{"2024-01-25", "Decision [2024] FWC 1287.pdf", 2},
			{"2024-01-29", "Decision [2024] FWC 1287.pdf", 2},
			{"2024-04-23", "Decision [2024] FWC 1287.pdf", 3}, // "Hearing details: / 2024. / Sydney: / April 23."
			{"2024-04-30", "Decision [2024] FWC 1287.pdf", 3},
			{"2024-05-07", "Decision [2024] FWC 1287.pdf", 3},
		},
	}
}
