package samples

// DEV SET (held out at first sight): a parenting case in the Federal
// Circuit and Family Court of Australia (Division 2). The initiating
// application on the Court's form (a "Filed on / File number / Filing and
// first court date (for court use only)" box, Parts with numbered
// questions, each party's "Family name" and "Given names" in separate boxes
// with a date of birth, "Lawyer's details" with a firm and the lawyer's
// name, orders sought naming the child with her date of birth, the form's
// footer); the mother's affidavit with the Court's header table ("Affidavit
// of:", "Occupation:", "Date sworn/affirmed:") and a jurat before a
// solicitor ("Affirmed by the deponent at ... Before me:", "Name of
// witness:", "Qualification:"), who is no party; the school principal's
// letter "To whom it may concern" on letterhead, an exhibit; and the
// interim orders by consent ("Judge:", "Date of orders:", "Where made:",
// "BETWEEN: ... Applicant AND ... Respondent", "THE COURT ORDERS THAT",
// appearances "Ms A Rao (solicitor) for the Applicant", "Date orders
// authenticated:"). An applicant is the petitioner; the child named in the
// orders sought is no party.
func init() { specs = append(specs, hartley) }

func hartley() matterSpec {
	application := doc{name: "Initiating Application (Family Law).pdf", font: "Helvetica", size: 9.5,
		footer: "Initiating Application (Family Law)                                     Page %d of %t",
		pages: []page{
			{
				ls("Federal Circuit and Family Court of Australia                 Filed on:      14 March 2024",
					"                                                               File number:   SYC4417/2024",
					"INITIATING APPLICATION (FAMILY LAW)                           Filing and first court date (for court use only)",
					"                                                               Sydney - 29 April 2024 at 9:30 am"),
				gap(),
				cb("PART A - ABOUT THE PARTIES"), gap(),
				ls("APPLICANT",
					"1. Family name:  HARTLEY                        Given names:  Rebecca Jane",
					"2. Date of birth:  12/08/1988                    Gender:  Female",
					"3. Address for service:  c/- Coastal Family Lawyers, Level 4, 9 George Street, Parramatta NSW 2150",
					"",
					"RESPONDENT",
					"4. Family name:  HARTLEY                        Given names:  Simon Peter",
					"5. Date of birth:  30/01/1986                    Gender:  Male",
					"6. Address:  22 Wattle Crescent, Baulkham Hills NSW 2153",
					"",
					"LAWYER'S DETAILS (if applicant is represented)",
					"7. Name of law firm:  Coastal Family Lawyers",
					"   Lawyer's name:  Anita Rao                      Email:  arao@coastalfamily.com.au",
					"   Phone:  (02) 9555 0187                         Your reference:  AR:24-0312"),
				gap(),
				cb("PART B - THE RELATIONSHIP"), gap(),
				ls("8. Date of marriage:  21/11/2015      Place:  Sydney NSW",
					"9. Date of final separation:  2 January 2024",
					"10. Children of the relationship:  Mia Grace Hartley, born 5 May 2017"),
			},
			{
				cb("PART C - ORDERS SOUGHT"), gap(),
				ls("Final orders sought (parenting):",
					"11. That the child Mia Grace Hartley born 5 May 2017 live with the Applicant.",
					"12. That the child spend time with the Respondent each alternate weekend from Friday after school",
					"    until Sunday at 5:00 pm, and for half of each school holiday period.",
					"13. That the parties have equal shared parental responsibility for the child.",
					"",
					"Interim orders sought:",
					"14. That pending further order the child live with the Applicant and spend time with the",
					"    Respondent each Saturday from 10:00 am until 5:00 pm."),
				gap(),
				cb("PART D - DECLARATION"), gap(),
				ls("I declare that I have read this application and the information in it is true and correct.", "",
					"Signature of applicant:  R J Hartley                       Date:  13/03/2024", "",
					"Lawyer's certificate: I certify that I have given the applicant the advice required by the",
					"Family Law Act 1975 and the Family Law Rules.",
					"Signature of lawyer:  A Rao                                 Date:  13/03/2024"),
			},
		}}

	affidavit := doc{name: "Affidavit of Rebecca Jane Hartley.pdf", font: "Times", size: 11,
		pages: []page{
			{
				cb("AFFIDAVIT"), c("Federal Circuit and Family Court of Australia (Division 2)"), c("Family Law"), gap(),
				ls("File number:           SYC4417/2024",
					"Filed in:              Sydney",
					"Applicant:             Rebecca Jane Hartley",
					"Respondent:            Simon Peter Hartley",
					"Affidavit of:          Rebecca Jane Hartley",
					"Occupation:            Registered nurse",
					"Address:               c/- Coastal Family Lawyers, Level 4, 9 George Street, Parramatta NSW 2150",
					"Date sworn/affirmed:   13 March 2024"),
				gap(),
				p("I, Rebecca Jane Hartley, registered nurse, of c/- Level 4, 9 George Street, Parramatta in the State of New South Wales, affirm:"),
				p("1. I am the Applicant. The Respondent and I married on 21 November 2015 and separated on 2 January 2024, when I moved with Mia to my mother's home in Parramatta."),
				p("2. Since we separated Mia has spent every Saturday with the Respondent. On 17 February 2024 he did not return her until 9:40 pm and she had not been given dinner."),
				p("3. Mia has started Year 1 at St Anne's Primary School, Parramatta. A letter from the school's principal dated 4 March 2024 is annexed and marked \"RJH-1\"."),
			},
			{
				p("4. I propose that Mia live with me and spend alternate weekends with her father, as set out in my application."),
				ls("Affirmed by the deponent at Parramatta in New South Wales on 13 March 2024", "",
					"Signature of deponent:  R J Hartley", "",
					"Before me:", "Signature of witness:  D Kwok", "Name of witness:  Daniel Kwok", "Qualification:  Solicitor"),
			},
		}}

	school := doc{name: "Annexure RJH-1 - School letter.pdf", font: "Helvetica", size: 10.5,
		pages: []page{{
			cb("ST ANNE'S PRIMARY SCHOOL"), c("41 Marsden Street, Parramatta NSW 2150  |  Ph (02) 9555 0455  |  stannes.parra@syd.catholic.edu.au"), gap(),
			ls("4 March 2024", "", "To whom it may concern"), gap(),
			l("Re: Mia Hartley, Year 1"),
			p("Mia has been enrolled at St Anne's since the start of Term 1 this year. Her attendance has been 100 per cent. Her mother brings her to school each day and is our contact for all matters about her."),
			p("Mia is a settled and happy student. Her class teacher reports that she is reading at the expected level."),
			ls("Yours faithfully,", "", "Joanne Marsh", "Principal"),
		}}}

	orders := doc{name: "Interim Orders 2024-04-29.pdf", font: "Times", size: 11,
		pages: []page{{
			cb("FEDERAL CIRCUIT AND FAMILY COURT OF AUSTRALIA (DIVISION 2)"), gap(), cb("ORDERS"), gap(),
			ls("FILE NUMBER:          SYC4417/2024",
				"JUDGE:                Judge Harriet Lennox",
				"DATE OF ORDERS:       29 April 2024",
				"WHERE MADE:           Sydney",
				"",
				"BETWEEN:",
				"REBECCA JANE HARTLEY                                          Applicant",
				"AND",
				"SIMON PETER HARTLEY                                           Respondent"),
			gap(),
			l("THE COURT ORDERS THAT BY CONSENT AND ON AN INTERIM BASIS:"),
			p("1. Pending further order, the child Mia Grace Hartley born 5 May 2017 (\"the child\") live with the Applicant mother."),
			p("2. The child spend time with the Respondent father each alternate weekend from Friday after school until Sunday at 5:00 pm, commencing on Friday 3 May 2024."),
			p("3. Pursuant to section 68L of the Family Law Act 1975, an Independent Children's Lawyer be appointed to represent the interests of the child, and Legal Aid NSW is requested to arrange that appointment."),
			p("4. The matter is listed for a compliance and readiness hearing on 12 August 2024 at 9:30 am."),
			gap(),
			ls("Appearances:", "Ms A Rao (solicitor) for the Applicant", "Mr M Feeney (solicitor) for the Respondent", "",
				"Date orders authenticated: 29 April 2024", "", "Registrar"),
		}}}

	return matterSpec{
		name: "hartley-and-hartley", title: "Hartley & Hartley (Federal Circuit and Family Court of Australia, SYC4417/2024)", heldOut: true,
		firstSight: &Figures{PartyTruth: 7, PartyFound: 7, PartyCorrect: 5, EventTruth: 20, EventHits: 20, Grounded: 1}, // at 3fda783
		docs:       []doc{application, affidavit, school, orders},
		parties: []Party{
			{"Rebecca Jane Hartley", "petitioner"}, // the applicant
			{"Rebecca Jane Hartley", "declarant"},
			{"Simon Peter Hartley", "respondent"},
			{"Anita Rao", "counsel"},
			{"M Feeney", "counsel"},
			{"Harriet Lennox", "judge"},
			{"Joanne Marsh", "sender"},
		},
		events: []Event{
			{"2024-03-14", "Initiating Application (Family Law).pdf", 1},
			{"2024-04-29", "Initiating Application (Family Law).pdf", 1},
			{"1988-08-12", "Initiating Application (Family Law).pdf", 1},
			{"1986-01-30", "Initiating Application (Family Law).pdf", 1},
			{"2015-11-21", "Initiating Application (Family Law).pdf", 1},
			{"2024-01-02", "Initiating Application (Family Law).pdf", 1},
			{"2017-05-05", "Initiating Application (Family Law).pdf", 1},
			{"2017-05-05", "Initiating Application (Family Law).pdf", 2},
			{"2024-03-13", "Initiating Application (Family Law).pdf", 2},
			{"2024-03-13", "Affidavit of Rebecca Jane Hartley.pdf", 1},
			{"2015-11-21", "Affidavit of Rebecca Jane Hartley.pdf", 1},
			{"2024-01-02", "Affidavit of Rebecca Jane Hartley.pdf", 1},
			{"2024-02-17", "Affidavit of Rebecca Jane Hartley.pdf", 1},
			{"2024-03-04", "Affidavit of Rebecca Jane Hartley.pdf", 1},
			{"2024-03-13", "Affidavit of Rebecca Jane Hartley.pdf", 2},
			{"2024-03-04", "Annexure RJH-1 - School letter.pdf", 1},
			{"2024-04-29", "Interim Orders 2024-04-29.pdf", 1},
			{"2017-05-05", "Interim Orders 2024-04-29.pdf", 1},
			{"2024-05-03", "Interim Orders 2024-04-29.pdf", 1},
			{"2024-08-12", "Interim Orders 2024-04-29.pdf", 1},
		},
	}
}
