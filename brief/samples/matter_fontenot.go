package samples

// DEV SET (held out at first sight): a federal employee's appeal of his
// removal to the US Merit Systems Protection Board (Dallas Regional
// Office), heard by an administrative judge. The appeal form (an MSPB
// Form 185-style e-Appeal print: "e-Appeal Confirmation No.", numbered
// items under part headings with labels above or beside their values,
// "1. Appellant (Last, First, Middle name)" over "FONTENOT, DARNELL A.",
// "6. Agency" over the department and its facility, the action appealed
// and its dates, check boxes for a hearing, "Part 3 - Designation of
// Representative" with "Representative" and "Firm", "Signature of
// Appellant / Date", "MSPB Form 185, Page 1 of 2" in the footer); the
// agency's response file cover ("AGENCY RESPONSE FILE", the Board's
// heading and a caption "Appellant, v. ..., Agency." beside "DOCKET
// NUMBER" and "Administrative Judge", "Agency Representative:" with the
// lawyer's office, the tab index naming the proposing and deciding
// officials and the dates of the proposal, reply and decision, the
// certificate of service signed by a paralegal specialist); and the
// administrative judge's initial decision ("UNITED STATES OF AMERICA /
// MERIT SYSTEMS PROTECTION BOARD / DALLAS REGIONAL OFFICE", caption with
// "DOCKET NUMBER DA-0752-24-0123-I-1" and "DATE:" at the right, "Name,
// Esquire, City, State, for the appellant." and "... for the agency.",
// "BEFORE / Name / Administrative Judge", "INITIAL DECISION", the hearing
// witnesses by title and name, Douglas factors and cases cited, "DECISION",
// "ORDER", "FOR THE BOARD: /s/ Name / Administrative Judge", "NOTICE TO
// APPELLANT" with the date the decision becomes final, the Board's
// certificate of service listing the appellant and both representatives).
// Conventions: the employee who appeals is the appellant and the agency
// he appeals against the respondent; the appellant who testifies is a
// witness, as are the proposing official and the coworker who testified;
// each representative, the agency's lawyer too, is counsel; the
// administrative judge is the judge; the deciding official named in
// passing (who did not testify), the paralegal specialists who certify
// service, the Clerk of the Board and the parties of cases cited are no
// parties, and those a certificate of service lists are no recipients.
func init() { specs = append(specs, fontenot) }

func fontenot() matterSpec {
	const (
		appF = "MSPB Form 185 Appeal (e-Appeal 2024-03-04).pdf"
		arfF = "Agency Response File - Cover and Index.pdf"
		idF  = "Initial Decision DA-0752-24-0123-I-1.pdf"
	)
	form := doc{name: appF, font: "Helvetica", size: 9.5,
		header: "e-Appeal Confirmation No. 2024-0304-118852                                                  Submitted: 03/04/2024 4:51 PM CT",
		footer: "MSPB Form 185, Page %d of %t",
		pages: []page{
			{
				cb("U.S. MERIT SYSTEMS PROTECTION BOARD"), cb("APPEAL FORM"), gap(),
				l("Part 1 - Appellant Identification"),
				ls("1. Appellant (Last, First, Middle name)",
					"    FONTENOT, DARNELL A.",
					"2. Present address (number and street, city, State, and ZIP code)",
					"    4418 Ridgecrest Lane, Mesquite, TX 75150",
					"3. Telephone numbers (include area code) and E-mail address",
					"    Home: (972) 555-0161     E-mail: dfontenot.tx@example.com",
					"4. Position title, occupational series and grade of the position from which removed",
					"    Medical Supply Technician, GS-0622-06",
					"5. Are you entitled to veterans' preference?     [X] Yes   [ ] No"),
				gap(),
				l("Part 2 - Agency and Action Appealed"),
				ls("6. Agency",
					"    Department of Veterans Affairs, VA North Texas Health Care System",
					"7. Agency address",
					"    4500 South Lancaster Road, Dallas, TX 75216",
					"8. Action appealed:   [X] Removal   [ ] Suspension of more than 14 days   [ ] Reduction in grade",
					"9. Effective date of the action:   02/09/2024",
					"10. Date you received the agency's final decision:   02/07/2024",
					"11. Do you want a hearing?   [X] Yes   [ ] No",
					"12. Have you filed a grievance or an EEO complaint about this action?   [ ] Yes   [X] No"),
				gap(),
				l("13. Explain briefly why you think the agency's action was wrong:"),
				p("The charges of AWOL and failure to follow leave procedures are not supported. I notified my supervisor by text message on each day of my absence in November 2023 while my mother was hospitalized, and I requested leave under the FMLA on November 20, 2023. The penalty of removal is excessive for an employee with 11 years of service and no prior discipline."),
			},
			{
				l("Part 3 - Designation of Representative"),
				ls("14. I hereby designate the individual named below to serve as my representative during the course of this appeal.",
					"    Representative:   Celia M. Arredondo, Esquire",
					"    Firm:             Arredondo Federal Employment Law, PLLC",
					"    Address:          777 Main Street, Suite 600, Fort Worth, TX 76102",
					"    Telephone:        (817) 555-0129     E-mail: carredondo@arredondofedlaw.com"),
				gap(),
				l("Part 4 - Signature"),
				ls("/s/ Darnell A. Fontenot                                      03/04/2024",
					"Signature of Appellant                                       Date"),
				gap(),
				small(p("PRIVACY ACT STATEMENT: This form requests personal information which is relevant and necessary to reach a decision in your appeal. The Merit Systems Protection Board collects this information in order to process appeals under its statutory and regulatory authority."), 8),
			},
		}}

	capt := caption("", []string{
		"DARNELL A. FONTENOT,",
		"          Appellant,",
		"     v.",
		"DEPARTMENT OF VETERANS AFFAIRS,",
		"          Agency.",
	}, []string{"DOCKET NUMBER", "DA-0752-24-0123-I-1", "", "Administrative Judge", "Katherine E. Dunleavy"})

	arf := doc{name: arfF, font: "Times", size: 11, unicode: true, footer: "Agency Response File, page %d of %t",
		pages: []page{
			{
				cb("UNITED STATES OF AMERICA"), cb("MERIT SYSTEMS PROTECTION BOARD"), cb("DALLAS REGIONAL OFFICE"), gap(),
				capt, gap(),
				cb("AGENCY RESPONSE FILE"), cb("AGENCY'S RESPONSE TO APPEAL"), gap(),
				ls("Agency Representative:",
					"Meredith S. Vanlandingham, Esquire",
					"Office of General Counsel, Department of Veterans Affairs",
					"Employment Law Group, 2301 East Lamar Boulevard",
					"Arlington, TX 76006",
					"(817) 555-0175  |  meredith.vanlandingham@va.gov"),
				gap(),
				p("The Department of Veterans Affairs (agency) submits its response to the appeal filed on March 4, 2024, and the documents required by the Acknowledgment Order of March 6, 2024. The agency removed the appellant for (1) absence without leave on eleven workdays between November 6 and November 21, 2023, and (2) failure to follow leave-requesting procedures. The agency requests a hearing only if the appellant's request is granted."),
			},
			{
				cb("INDEX OF DOCUMENTS"), gap(),
				ls("Tab 1    Agency's narrative response",
					"Tab 4a   Decision letter, signed by Associate Director Paul R. Kessinger, dated February 7, 2024",
					"Tab 4b   Appellant's oral and written reply, January 5, 2024",
					"Tab 4c   Notice of proposed removal, signed by Gloria T. Benavides, dated December 12, 2023",
					"Tab 4d   Leave requesting procedures memorandum, acknowledged by the appellant on October 2, 2023",
					"Tab 4e   Time and attendance records, November 2023",
					"Tab 4f   SF-50, Notification of Personnel Action, effective February 9, 2024"),
				gap(),
				cb("CERTIFICATE OF SERVICE"),
				p("I certify that on April 1, 2024, I served the foregoing Agency Response File through e-Appeal on the appellant's representative, Celia M. Arredondo, Esquire."),
				ls("/s/ Tonya R. Beasley", "Tonya R. Beasley", "Paralegal Specialist, Office of General Counsel"),
			},
		}}

	hd := []block{cb("UNITED STATES OF AMERICA"), cb("MERIT SYSTEMS PROTECTION BOARD"), cb("DALLAS REGIONAL OFFICE"), gap()}
	idCapt := caption("", []string{
		"DARNELL A. FONTENOT,",
		"          Appellant,",
		"",
		"     v.",
		"",
		"DEPARTMENT OF VETERANS AFFAIRS,",
		"          Agency.",
	}, []string{"DOCKET NUMBER", "DA-0752-24-0123-I-1", "", "", "", "DATE: August 21, 2024", ""})
	id := doc{name: idF, font: "Times", size: 11, unicode: true, footer: "%d",
		pages: []page{
			append(append([]block{}, hd...),
				idCapt, gap(),
				l("Celia M. Arredondo, Esquire, Fort Worth, Texas, for the appellant."),
				l("Meredith S. Vanlandingham, Esquire, Arlington, Texas, for the agency."),
				gap(), cb("BEFORE"), c("Katherine E. Dunleavy"), c("Administrative Judge"), gap(),
				cb("INITIAL DECISION"), gap(),
				p("On March 4, 2024, the appellant filed an appeal of the agency's action removing him from his position of Medical Supply Technician, GS-0622-06, effective February 9, 2024. The Board has jurisdiction. 5 U.S.C. §§ 7511-7513, 7701. A hearing was held by video conference on July 16, 2024. For the reasons set forth below, the charges are SUSTAINED and the penalty is MITIGATED to a 30-day suspension."),
				cb("ANALYSIS AND FINDINGS"),
				p("The agency presented the testimony of Supervisory Medical Supply Technician Gloria T. Benavides, the proposing official. The appellant testified on his own behalf and presented the testimony of his coworker, Medical Supply Technician Anthony J. Ruelas. The deciding official, Associate Director Paul R. Kessinger, did not testify. In resolving credibility I have applied the factors in Hillen v. Department of the Army, 35 M.S.P.R. 453, 458 (1987)."),
			),
			{
				p("Ms. Benavides testified that the leave procedures acknowledged by the appellant on October 2, 2023 required him to call the supervisor's desk line, not to send a text message, and that she did not see his messages until November 9, 2023. Mr. Ruelas testified that texting the supervisor was the accepted practice in the unit. I find both charges proven by preponderant evidence: the appellant did not request leave in the manner the procedures required, and his FMLA request of November 20, 2023 was made after most of the absences."),
				p("In reviewing the penalty I have considered the factors of Douglas v. Veterans Administration, 5 M.S.P.R. 280, 305-06 (1981). The deciding official did not testify and his decision letter of February 7, 2024 does not address the appellant's 11 years of service without discipline, the family emergency that caused the absences, or the unit's practice of accepting text messages. Because the deciding official failed to weigh these mitigating factors, the Board may determine the maximum reasonable penalty. I find that penalty to be a 30-day suspension."),
				cb("DECISION"),
				l("The agency's action is MITIGATED to a 30-day suspension."),
				cb("ORDER"),
				p("I ORDER the agency to cancel the removal and substitute in its place a 30-day suspension without pay, effective February 9, 2024. This action must be accomplished no later than 20 calendar days after the date this initial decision becomes final. I ORDER the agency to pay the appellant the correct amount of back pay, interest on back pay, and other benefits under the Back Pay Act and regulations of the Office of Personnel Management, no later than 60 calendar days after the date this initial decision becomes final."),
				gap(),
				ls("FOR THE BOARD:                                         /s/",
					"                                                       Katherine E. Dunleavy",
					"                                                       Administrative Judge"),
			},
			{
				cb("NOTICE TO APPELLANT"),
				p("This initial decision will become final on September 25, 2024, unless a petition for review is filed by that date. This is an important date because it is usually the last day on which you can file a petition for review with the Board. You may file a petition for review with the Clerk of the Board, 1615 M Street, N.W., Washington, D.C. 20419, or through e-Appeal at https://e-appeal.mspb.gov."),
				cb("INTERIM RELIEF"),
				p("If a petition for review is filed by either party, the agency must provide interim relief as ordered above, effective the date of this initial decision, August 21, 2024, under 5 U.S.C. § 7701(b)(2)(A)."),
				gap(),
				cb("CERTIFICATE OF SERVICE"),
				p("I certify that the attached Document(s) was (were) sent as indicated this day to each of the following:"),
				ls("Appellant                      Darnell A. Fontenot                  Electronic Mail",
					"Appellant Representative       Celia M. Arredondo                   Electronic Mail",
					"Agency Representative          Meredith S. Vanlandingham            Electronic Mail"),
				gap(),
				ls("08/21/2024", "(Date)                                                 /s/ Rochelle D. Pruneda",
					"                                                       Paralegal Specialist"),
			},
		}}

	return matterSpec{
		name: "fontenot-v-veterans-affairs", title: "Fontenot v. Department of Veterans Affairs (MSPB, DA-0752-24-0123-I-1)", heldOut: true,
		firstSight: &Figures{PartyTruth: 8, PartyFound: 5, PartyCorrect: 4, EventTruth: 26, EventHits: 25, Grounded: 1}, // at 3877bf6
		docs:       []doc{form, arf, id},
		parties: []Party{
			{"Darnell A. Fontenot", "appellant"},
			{"Darnell A. Fontenot", "witness"}, // testified on his own behalf
			{"Department of Veterans Affairs", "respondent"},
			{"Celia M. Arredondo", "counsel"},
			{"Meredith S. Vanlandingham", "counsel"},
			{"Katherine E. Dunleavy", "judge"},
			{"Gloria T. Benavides", "witness"}, // the proposing official, testified
			{"Anthony J. Ruelas", "witness"},
		},
		events: []Event{
			{"2024-03-04", appF, 1}, // e-Appeal submission line
			{"2024-02-09", appF, 1},
			{"2024-02-07", appF, 1},
			{"2023-11-20", appF, 1},
			{"2024-03-04", appF, 2},
			{"2024-03-04", arfF, 1},
			{"2024-03-06", arfF, 1},
			{"2023-11-06", arfF, 1},
			{"2023-11-21", arfF, 1},
			{"2024-02-07", arfF, 2},
			{"2024-01-05", arfF, 2},
			{"2023-12-12", arfF, 2},
			{"2023-10-02", arfF, 2},
			{"2024-02-09", arfF, 2},
			{"2024-04-01", arfF, 2},
			{"2024-08-21", idF, 1},
			{"2024-03-04", idF, 1},
			{"2024-02-09", idF, 1},
			{"2024-07-16", idF, 1},
			{"2023-10-02", idF, 2},
			{"2023-11-09", idF, 2},
			{"2023-11-20", idF, 2},
			{"2024-02-07", idF, 2},
			{"2024-02-09", idF, 2},
			{"2024-09-25", idF, 3},
			{"2024-08-21", idF, 3},
		},
	}
}
