package samples

// DEV SET (held out at first sight): an unfair dismissal claim in the
// Employment Tribunals of England and Wales, on the forms. The Acas early
// conciliation certificate ("Prospective claimant", "Prospective
// respondent", "EC reference number", "Date of receipt by Acas of the EC
// notification", "Date of issue by Acas of this certificate"); the ET1 claim
// form (numbered questions "1.2 First name (or names)", "1.3 Surname or
// family name", "1.4 Date of birth", "2.1 Give the name of your employer
// or the person or organisation you are claiming against", "5.1 When did
// your employment start?", "8.1" check boxes, "11 Your representative"
// with "11.1 Name of representative", "11.2 Name of organisation", the
// form's version in the footer); the ET3 response ("2.2 Name of contact",
// the respondent's HR director, who is no party of his own, "8.1 Name of
// representative"); and the tribunal office's notice of a preliminary
// hearing ("To:" each party "c/o" its representative by initial and
// surname, "Case Number:", "For the Tribunal Office"). A claimant is the
// plaintiff and the employer the respondent, as the tribunal labels them;
// the tribunal officer who signs the notice is its sender, and the parties
// and representatives it is sent to are its recipients.
func init() { specs = append(specs, harding) }

func harding() matterSpec {
	acas := doc{name: "Acas EC Certificate R412187-24-68.pdf", font: "Helvetica", size: 10,
		pages: []page{{
			cb("Early Conciliation certificate"), c("Acas"), gap(),
			p("This certificate is to confirm that the prospective claimant has complied with the requirement under ETA 1996 s18A to contact Acas before instituting proceedings in the Employment Tribunal."),
			ls("EC reference number:                                   R412187/24/68", "",
				"Prospective claimant", "Ms Gemma Louise Harding", "22 Moorside Road, Bradford, BD2 3LJ", "",
				"Prospective respondent", "Pennine Fulfilment Ltd", "Unit 9, Euroway Trading Estate, Bradford, BD4 6SE", "",
				"Date of receipt by Acas of the EC notification:         04 March 2024",
				"Date of issue by Acas of this certificate:              15 April 2024",
				"Method of issue:                                        Email"),
			gap(),
			small(p("The prospective claimant must present their claim to the Employment Tribunal, quoting the EC reference number above, within the time limit that applies to their claim. Acas cannot advise on time limits."), 9),
		}}}

	et1 := doc{name: "ET1 Claim Form.pdf", font: "Helvetica", size: 9.5,
		footer: "ET1 v06                                                                                                  page %d",
		pages: []page{
			{
				cb("Employment Tribunal claim form"), r("Date received: 03 May 2024"), r("Case number: 1802417/2024"), gap(),
				ls("1  Your details",
					"1.1  Title                       [ ] Mr   [ ] Mrs   [ ] Miss   [X] Ms",
					"1.2  First name (or names)       Gemma Louise",
					"1.3  Surname or family name      Harding",
					"1.4  Date of birth               14/02/1991",
					"1.5  Address                     22 Moorside Road, Bradford, BD2 3LJ",
					"",
					"2  Respondent's details",
					"2.1  Give the name of your employer or the person or organisation you are claiming against",
					"     Pennine Fulfilment Ltd",
					"2.2  Address                     Unit 9, Euroway Trading Estate, Bradford, BD4 6SE",
					"2.3  If you have an Acas early conciliation certificate number, please give it",
					"     R412187/24/68",
					"",
					"5  Employment details",
					"5.1  When did your employment start?        06/06/2016",
					"     Is your employment continuing?         [ ] Yes   [X] No     If no, when did it end?  29/02/2024",
					"5.2  Please say what job you do or did      Shift Supervisor",
					"",
					"8  Type and details of claim",
					"8.1  [X] I was unfairly dismissed (including constructive dismissal)",
					"     [ ] I was discriminated against on the grounds of",
					"     [X] I am owed   [X] notice pay   [ ] holiday pay   [ ] arrears of pay   [ ] other payments"),
			},
			{
				ls("8.2  Please set out the background and details of your claim in the space below."),
				p("I was dismissed on 29 February 2024 for gross misconduct after a picking-accuracy audit on 12 February 2024. The audit figures were for a team, not for me. I was not given the audit data before the disciplinary hearing on 26 February 2024 and my appeal, heard on 18 March 2024, was decided by the manager who had dismissed me. I was not paid notice."),
				ls("11  Your representative",
					"11.1  Name of representative         Arjun Mehta",
					"11.2  Name of organisation           Mehta Employment Law Ltd",
					"11.3  Address                        3 East Parade, Leeds, LS1 2BH",
					"11.5  Email address                  arjun@mehtaemploymentlaw.co.uk",
					"11.8  Reference                      AM/HAR/24",
					"",
					"Date submitted: 02/05/2024"),
			},
		}}

	et3 := doc{name: "ET3 Response Form.pdf", font: "Helvetica", size: 9.5,
		footer: "ET3 v05                                                                                                  page %d",
		pages: []page{{
			cb("Response form"), r("Case number: 1802417/2024"), gap(),
			ls("1  Claimant's name",
				"1.1  Claimant's name                 Gemma Louise Harding",
				"",
				"2  Respondent's details",
				"2.1  Name of individual, company or organisation     Pennine Fulfilment Ltd",
				"2.2  Name of contact                 Graham Sutcliffe (HR Director)",
				"2.3  Address                         Unit 9, Euroway Trading Estate, Bradford, BD4 6SE",
				"",
				"3  Acas early conciliation details",
				"3.1  Do you agree with the details given by the claimant about early conciliation with Acas?  [X] Yes",
				"",
				"5  Employment details",
				"5.1  Are the dates of employment given by the claimant correct?  [X] Yes",
				"",
				"6  Response",
				"6.1  Do you defend the claim?       [X] Yes",
				"6.2  If yes, please set out the facts which you rely on to defend the claim."),
			p("The claimant was dismissed on 29 February 2024 for falsifying pick-accuracy records, after an investigation meeting on 15 February 2024 and a disciplinary hearing on 26 February 2024 at which she was accompanied by a colleague. The dismissal was fair. Her appeal was heard by the Operations Director, who took no part in the decision to dismiss."),
			ls("8  Your representative",
				"8.1  Name of representative         Helen Brierley",
				"8.2  Name of organisation           Brierley Lane Solicitors",
				"8.3  Address                        14 Park Square East, Leeds, LS1 2LF",
				"",
				"Date: 31/05/2024"),
		}}}

	notice := doc{name: "Notice of Preliminary Hearing.pdf", font: "Helvetica", size: 10.5,
		pages: []page{{
			cb("EMPLOYMENT TRIBUNALS"), c("Leeds Employment Tribunal, 4th Floor, City Exchange, 11 Albion Street, Leeds LS1 5ES"), gap(),
			ls("To:  Ms G Harding c/o Mr A Mehta, Mehta Employment Law Ltd", "     Pennine Fulfilment Ltd c/o Ms H Brierley, Brierley Lane Solicitors", "",
				"Case Number: 1802417/2024", "Claimant: Ms G L Harding", "Respondent: Pennine Fulfilment Ltd", "", "Date: 11 June 2024"),
			gap(),
			cb("NOTICE OF PRELIMINARY HEARING (Case Management)"), gap(),
			p("The claim will be considered at a preliminary hearing to be conducted by an Employment Judge by video (CVP) on 22 July 2024 at 10:00 am. The hearing is to identify the issues and make case management orders. It is allocated 2 hours."),
			p("The parties must send each other and the Tribunal an agreed list of issues and a draft timetable no later than 15 July 2024."),
			ls("", "Yours faithfully", "", "S Ahmed", "For the Tribunal Office"),
		}}}

	return matterSpec{
		name: "harding-v-pennine", title: "Harding v. Pennine Fulfilment Ltd (Employment Tribunals, Leeds, 1802417/2024)", heldOut: true,
		firstSight: &Figures{PartyTruth: 9, PartyFound: 0, PartyCorrect: 0, EventTruth: 18, EventHits: 18, Grounded: 1}, // at a892983
		docs:       []doc{acas, et1, et3, notice},
		parties: []Party{
			{"Gemma Louise Harding", "plaintiff"}, // the claimant
			{"Gemma Louise Harding", "recipient"},
			{"Pennine Fulfilment Ltd", "respondent"},
			{"Pennine Fulfilment Ltd", "recipient"},
			{"Arjun Mehta", "counsel"},
			{"Arjun Mehta", "recipient"},
			{"Helen Brierley", "counsel"},
			{"Helen Brierley", "recipient"},
			{"S Ahmed", "sender"},
		},
		events: []Event{
			{"2024-03-04", "Acas EC Certificate R412187-24-68.pdf", 1},
			{"2024-04-15", "Acas EC Certificate R412187-24-68.pdf", 1},
			{"2024-05-03", "ET1 Claim Form.pdf", 1},
			{"1991-02-14", "ET1 Claim Form.pdf", 1},
			{"2016-06-06", "ET1 Claim Form.pdf", 1},
			{"2024-02-29", "ET1 Claim Form.pdf", 1},
			{"2024-02-29", "ET1 Claim Form.pdf", 2},
			{"2024-02-12", "ET1 Claim Form.pdf", 2},
			{"2024-02-26", "ET1 Claim Form.pdf", 2},
			{"2024-03-18", "ET1 Claim Form.pdf", 2},
			{"2024-05-02", "ET1 Claim Form.pdf", 2},
			{"2024-02-29", "ET3 Response Form.pdf", 1},
			{"2024-02-15", "ET3 Response Form.pdf", 1},
			{"2024-02-26", "ET3 Response Form.pdf", 1},
			{"2024-05-31", "ET3 Response Form.pdf", 1},
			{"2024-06-11", "Notice of Preliminary Hearing.pdf", 1},
			{"2024-07-22", "Notice of Preliminary Hearing.pdf", 1},
			{"2024-07-15", "Notice of Preliminary Hearing.pdf", 1},
		},
	}
}
