package sealed

import "pramaan/brief/truth"

// An Employment Tribunal claim in England, on the tribunal's own forms: the
// Acas early conciliation certificate (prospective claimant and respondent,
// receipt and issue dates, reference number); the ET1 claim form with its
// numbered questions (1.1 Title, 1.2 First name, ...), an individual second
// respondent, dates as dd/mm/yyyy, the office's "Date received" stamp and
// the representative section; the ET3 response form; and the tribunal's
// notice of a preliminary hearing with "Claimant:" / "Respondents:" lines and
// "sent to the parties on".
func init() { specs = append(specs, vasilescu) }

func vasilescu() spec {
	qa := []float64{0.45, 0.55}
	acas := doc{name: "Acas Early Conciliation Certificate.pdf", font: "Helvetica", size: 10, paper: "A4",
		footer: "Acas - Working for everyone | www.acas.org.uk",
		pages: []page{{
			r("acas"), gap(),
			cb("Early Conciliation Certificate"), gap(),
			p("This is to certify that: the prospective claimant and the prospective respondent named below have complied with the requirement under section 18A of the Employment Tribunals Act 1996 to contact Acas before instituting proceedings in the Employment Tribunal."),
			row(qa, "Prospective claimant", "Ms Teodora Vasilescu"),
			row(qa, "Address", "27 Percy Park Road, Tynemouth, NE30 4LZ"),
			row(qa, "Prospective respondent", "Brackenridge Care Homes Limited"),
			row(qa, "Address", "Brackenridge House, 9 Quayside, Newcastle upon Tyne, NE1 3DX"),
			gap(),
			row(qa, "Date of receipt by Acas of the EC notification", "04 March 2024"),
			row(qa, "Date of issue by Acas", "15 April 2024"),
			row(qa, "EC Reference Number", "R184472/24/31"),
			row(qa, "Method of issue", "Email"),
		}}}

	et1 := doc{name: "ET1 Claim form.pdf", font: "Helvetica", size: 9.5, paper: "A4",
		footer: "ET1 v11                                          Claim form", footer2: "Page %d of %t",
		pages: []page{
			{
				stamp("Employment Tribunal Newcastle", "Date received: 22 May 2024", "Case number: 6001287/2024"),
				cb("Employment Tribunals"), cb("Claim form"), gap(),
				lb("1  Your details"),
				row(qa, "1.1 Title", "Ms"),
				row(qa, "1.2 First name (or names)", "Teodora"),
				row(qa, "1.3 Surname or family name", "Vasilescu"),
				row(qa, "1.5 Address", "27 Percy Park Road, Tynemouth, NE30 4LZ"),
				lb("2  Respondent's details"),
				row(qa, "2.1 Give the name of your employer or the person or organisation you are claiming against", "Brackenridge Care Homes Limited"),
				row(qa, "2.2 Address", "Brackenridge House, 9 Quayside, Newcastle upon Tyne, NE1 3DX"),
				row(qa, "2.3 Acas early conciliation certificate number", "R184472/24/31"),
				row(qa, "2.5 Respondent 2: name", "Mr Declan Furlong-Hayes"),
				row(qa, "Address", "c/o Seaton Lodge Care Home, Marine Avenue, Whitley Bay, NE26 1NE"),
				row(qa, "Acas early conciliation certificate number", "R184490/24/55"),
				lb("5  Employment details"),
				row(qa, "5.1 When did your employment start?", "02/09/2019"),
				row(qa, "Has your employment ended?", "Yes, on 28/02/2024"),
				row(qa, "Job title", "Senior care assistant (nights), Seaton Lodge Care Home"),
			},
			{
				lb("8  Type and details of claim"),
				ls("8.1  [X] I was unfairly dismissed (including constructive dismissal)", "     [X] I was discriminated against on the grounds of:  [X] Pregnancy or maternity  [X] Sex"),
				row(qa, "8.2 Please set out the background and details of your claim", "On 9 January 2024 I told the registered manager, Mr Furlong-Hayes, that I was pregnant. From 5 February 2024 my night shifts were cut from four to two a week and given to an agency worker. I raised a grievance on 7 February 2024, which was not heard. I resigned on 14 February 2024, giving two weeks' notice, because of the way I was treated."),
				lb("11  Your representative"),
				row(qa, "11.1 Name of representative", "Niamh Colquhoun"),
				row(qa, "11.2 Name of organisation", "Tyneside Employment Law Centre"),
				row(qa, "11.3 Address", "3 Grey Street, Newcastle upon Tyne, NE1 6EE"),
				row(qa, "11.6 Email", "ncolquhoun@tynesidelawcentre.org.uk"),
				lb("15  Disability"), row(qa, "Do you have a disability?", "No"),
				gap(),
				row(qa, "Date", "21/05/2024"),
			},
		}}

	et3 := doc{name: "ET3 Response form.pdf", font: "Helvetica", size: 9.5, paper: "A4",
		footer: "ET3 v07                                          Response form", footer2: "Page %d of %t",
		pages: []page{
			{
				cb("Employment Tribunals"), cb("Response form"), gap(),
				row(qa, "Case number", "6001287/2024"),
				row(qa, "Claimant's name", "Teodora Vasilescu"),
				lb("2  Respondent's details"),
				row(qa, "2.1 Name of individual, company or organisation", "Brackenridge Care Homes Limited"),
				row(qa, "2.4 How many people does this organisation employ in Great Britain?", "340"),
				lb("3  Employment details"),
				row(qa, "3.1 Are the dates of employment given by the claimant correct?", "No. Employment began on 16/09/2019. The end date is correct."),
				lb("5  Response"),
				row(qa, "5.1 Does the respondent contest the claim?", "Yes"),
				row(qa, "6.1 If the claim is defended, explain why", "The respondent denies that the claimant was dismissed or treated less favourably. Following a staffing review dated 22 January 2024, the rota of every night-shift carer at Seaton Lodge was changed from 5 February 2024. The claimant's grievance of 7 February 2024 was acknowledged on 9 February 2024 and a meeting offered for 20 February 2024, which she did not attend."),
			},
			{
				lb("8  Your representative"),
				row(qa, "8.1 Name of representative", "Benedict Sayle"),
				row(qa, "8.2 Name of organisation", "Cullercoats Wray LLP"),
				row(qa, "8.3 Address", "Collingwood House, Collingwood Street, Newcastle upon Tyne, NE1 1JF"),
				row(qa, "8.8 Reference", "BS/BCH/0411"),
				gap(),
				p("This response is presented on behalf of both respondents. The second respondent, Mr Declan Furlong-Hayes, adopts the grounds in 6.1 and denies that he knew of the claimant's pregnancy before 12 January 2024."),
				row(qa, "Date", "19/06/2024"),
			},
		}}

	notice := doc{name: "Notice of Preliminary Hearing.pdf", font: "Times", size: 11, paper: "A4",
		footer: "Employment Tribunal, Kings Court, Earl Grey Way, Royal Quays, North Shields NE29 6AR",
		pages: []page{{
			cb("EMPLOYMENT TRIBUNALS"), gap(),
			row([]float64{0.25, 0.75}, "Claimant:", "Ms T Vasilescu"),
			row([]float64{0.25, 0.75}, "Respondents:", "(1) Brackenridge Care Homes Limited\n(2) Mr D Furlong-Hayes"),
			gap(), r("Case Number: 6001287/2024"), gap(),
			cb("NOTICE OF PRELIMINARY HEARING (Case Management)"), cb("By Cloud Video Platform (CVP)"), gap(),
			p("The Employment Tribunal will hold a preliminary hearing in private by telephone or video to discuss the issues in the case and make case management orders. The hearing will take place on 12 August 2024 at 10:00 am and has been allocated 2 hours."),
			p("The parties must send each other and the tribunal a draft list of issues and a completed agenda by 29 July 2024."),
			p("Employment Judge Margolis has directed that the claims against both respondents be heard together, and that the time point (whether the discrimination complaint about events before 5 December 2023 is in time) be considered at the hearing."),
			ls("", "Dated: 1 July 2024", "Sent to the parties on: 2 July 2024", "", "For the Tribunal Office"),
		}}}

	return spec{
		name: "vasilescu-v-brackenridge-et", title: "Vasilescu v Brackenridge Care Homes Ltd and Furlong-Hayes (Employment Tribunal, Newcastle)",
		firstSight: &truth.Figures{PartyTruth: 6, PartyFound: 3, PartyCorrect: 2, EventTruth: 23, EventHits: 21, Grounded: 1}, // at commit 31ea078
		docs:       []doc{acas, et1, et3, notice},
		parties: []truth.Party{
			{Name: "Teodora Vasilescu", Role: "plaintiff"}, // the claimant
			{Name: "Brackenridge Care Homes Limited", Role: "respondent"},
			{Name: "Declan Furlong-Hayes", Role: "respondent"},
			{Name: "Niamh Colquhoun", Role: "counsel"},
			{Name: "Benedict Sayle", Role: "counsel"},
			{Name: "Margolis", Role: "judge"},
		},
		events: []truth.Event{
			{Date: "2024-03-04", File: "Acas Early Conciliation Certificate.pdf", Page: 1},
			{Date: "2024-04-15", File: "Acas Early Conciliation Certificate.pdf", Page: 1},
			{Date: "2024-05-22", File: "ET1 Claim form.pdf", Page: 1},
			{Date: "2019-09-02", File: "ET1 Claim form.pdf", Page: 1},
			{Date: "2024-02-28", File: "ET1 Claim form.pdf", Page: 1},
			{Date: "2024-01-09", File: "ET1 Claim form.pdf", Page: 2},
			{Date: "2024-02-05", File: "ET1 Claim form.pdf", Page: 2},
			{Date: "2024-02-07", File: "ET1 Claim form.pdf", Page: 2},
			{Date: "2024-02-14", File: "ET1 Claim form.pdf", Page: 2},
			{Date: "2024-05-21", File: "ET1 Claim form.pdf", Page: 2},
			{Date: "2019-09-16", File: "ET3 Response form.pdf", Page: 1},
			{Date: "2024-01-22", File: "ET3 Response form.pdf", Page: 1},
			{Date: "2024-02-05", File: "ET3 Response form.pdf", Page: 1},
			{Date: "2024-02-07", File: "ET3 Response form.pdf", Page: 1},
			{Date: "2024-02-09", File: "ET3 Response form.pdf", Page: 1},
			{Date: "2024-02-20", File: "ET3 Response form.pdf", Page: 1},
			{Date: "2024-01-12", File: "ET3 Response form.pdf", Page: 2},
			{Date: "2024-06-19", File: "ET3 Response form.pdf", Page: 2},
			{Date: "2024-08-12", File: "Notice of Preliminary Hearing.pdf", Page: 1},
			{Date: "2024-07-29", File: "Notice of Preliminary Hearing.pdf", Page: 1},
			{Date: "2023-12-05", File: "Notice of Preliminary Hearing.pdf", Page: 1},
			{Date: "2024-07-01", File: "Notice of Preliminary Hearing.pdf", Page: 1},
			{Date: "2024-07-02", File: "Notice of Preliminary Hearing.pdf", Page: 1},
		},
	}
}
