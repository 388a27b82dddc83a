package samples

// Written after the first rules were finished, as a held-out matter. Its
// first score (parties recall 0.67, precision 0.91; dated events 1.00;
// grounded 1.00) led to general rules (court headings end a caption's names,
// "ESQ." in capitals, appearance blocks, letters, "witness X testified"); it
// is no longer held out: see the next held-out matter. A California appeal to the Ninth Circuit: "Plaintiff-Appellant" captions,
// a hearing transcript with appearances, a letter (not an email), a Gmail
// forward, an employment agreement with "(the "Employer")" terms, a
// judgment, a physician's declaration, and a case-law citation with a date.
func init() { specs = append(specs, tran) }

func tran() matterSpec {
	district := []block{cb("UNITED STATES DISTRICT COURT"), cb("CENTRAL DISTRICT OF CALIFORNIA"), gap()}
	capt := func(title ...string) block {
		return caption("", []string{
			"ROSALIND TRAN, an individual,",
			"          Plaintiff,",
			"     v.",
			"COASTLINE HEALTH PARTNERS, INC.,",
			"a California corporation,",
			"          Defendant.",
		}, append([]string{"Case No. 2:22-cv-03318-LMO"}, title...))
	}
	notice := doc{name: "Notice of Appeal.pdf", font: "Helvetica", size: 11,
		footer: "NOTICE OF APPEAL",
		pages: []page{{
			ls("Marcus J. Whitley (Cal. Bar No. 287710)", "mwhitley@whitleylegal.com", "WHITLEY LEGAL GROUP", "633 West 5th Street, 28th Floor", "Los Angeles, CA 90071", "Counsel for Plaintiff Rosalind Tran"),
			gap(), district[0], district[1], gap(),
			capt("", "PLAINTIFF'S NOTICE OF APPEAL"),
			gap(),
			p("NOTICE IS HEREBY GIVEN that Plaintiff Rosalind Tran appeals to the United States Court of Appeals for the Ninth Circuit from the final judgment entered in this action on Sept. 8, 2023 (Dkt. 87), and from the order granting summary judgment entered on August 30, 2023 (Dkt. 85)."),
			gap(),
			ls("Date: October 2, 2023", "", "                                   Respectfully submitted,", "                                   /s/ Marcus J. Whitley", "                                   Marcus J. Whitley"),
		}}}

	opening := doc{name: "Appellant Opening Brief (excerpt).pdf", font: "Times", size: 12,
		footer: "%d",
		pages: []page{
			{
				c("No. 23-55871"), gap(),
				cb("IN THE UNITED STATES COURT OF APPEALS"), cb("FOR THE NINTH CIRCUIT"), gap(),
				c("ROSALIND TRAN,"), c("Plaintiff-Appellant,"), c("v."), c("COASTLINE HEALTH PARTNERS, INC.,"), c("Defendant-Appellee."), gap(),
				c("On Appeal from the United States District Court"), c("for the Central District of California"), c("Hon. Lydia M. Okonkwo, District Judge"), gap(),
				cb("APPELLANT'S OPENING BRIEF"), gap(),
				ls("Marcus J. Whitley", "WHITLEY LEGAL GROUP", "Attorneys for Plaintiff-Appellant"),
			},
			{},
			{
				cb("STATEMENT OF THE CASE"),
				p("Tran worked as a charge nurse at Coastline's Long Beach clinic from January 14, 2019. On 2/1/2021 she reported to the clinic's compliance officer that expired vaccine lots were being administered. Coastline terminated her the next morning, February 2, 2021, citing a \"restructuring\" that eliminated no other position (ER 112-14)."),
				p("The district court granted summary judgment because Tran offered no evidence of pretext. That was error. Temporal proximity of a single day is itself strong circumstantial evidence of causation. See Yartzoff v. Thomas, 809 F.2d 1371, 1376 (9th Cir. 1987); Gomez v. Rivera Clinics, 2022 WL 1234567, at *3 (C.D. Cal. June 1, 2022)."),
				p("Coastline's own witness, Dana Ruiz, testified that the restructuring plan was first drafted on February 3, 2021, after the termination (ER 201)."),
			},
		}}

	transcript := doc{name: "Transcript of Hearing 2023-07-17.pdf", font: "Courier", size: 10,
		pages: []page{
			{
				cb("UNITED STATES DISTRICT COURT"), cb("CENTRAL DISTRICT OF CALIFORNIA"), cb("WESTERN DIVISION"), gap(),
				ls("ROSALIND TRAN,                     )", "                                   )", "          Plaintiff,               )  Case No. 2:22-cv-03318-LMO", "     vs.                           )", "COASTLINE HEALTH PARTNERS, INC.,   )", "          Defendant.               )"),
				gap(),
				cb("REPORTER'S TRANSCRIPT OF PROCEEDINGS"),
				cb("HEARING ON DEFENDANT'S MOTION FOR SUMMARY JUDGMENT"),
				c("BEFORE THE HONORABLE LYDIA M. OKONKWO"),
				c("UNITED STATES DISTRICT JUDGE"),
				c("Los Angeles, California"),
				c("Monday, July 17, 2023"),
				gap(),
				ls("APPEARANCES OF COUNSEL:", "", "For the Plaintiff:    WHITLEY LEGAL GROUP", "                      BY: MARCUS J. WHITLEY, ESQ.", "", "For the Defendant:    BALLARD KENT LLP", "                      BY: JOANNA PIERCE, ESQ."),
			},
			{
				ls(" 1        THE COURT: Good morning. We are here on the",
					" 2   defendant's motion. Ms. Pierce?",
					" 3        MS. PIERCE: Thank you, Your Honor. The decision to",
					" 4   restructure was made well before February 1, 2021.",
					" 5        THE COURT: Where is that in the record?",
					" 6        MS. PIERCE: The board minutes of January 19, 2021,",
					" 7   Your Honor.",
					" 8        MR. WHITLEY: Those minutes never mention the",
					" 9   Long Beach clinic, Your Honor."),
			},
		}}

	letter := doc{name: "Pierce letter 2023-08-04.pdf", font: "Times", size: 12,
		pages: []page{{
			cb("BALLARD KENT LLP"), c("1900 Avenue of the Stars, Suite 1400 | Los Angeles, CA 90067"), gap(),
			l("August 4, 2023"), gap(),
			ls("VIA EMAIL (mwhitley@whitleylegal.com)", "", "Marcus J. Whitley, Esq.", "Whitley Legal Group", "633 West 5th Street, 28th Floor", "Los Angeles, CA 90071"),
			gap(),
			l("Re: Tran v. Coastline Health Partners, Inc., No. 2:22-cv-03318-LMO"),
			gap(),
			p("Dear Mr. Whitley:"),
			p("I write to confirm that Coastline will not withdraw its request for costs. We are prepared to discuss a mutual waiver of costs if your client agrees not to appeal. Please let me know by August 11, 2023."),
			p("Very truly yours,"),
			ls("/s/ Joanna Pierce", "Joanna Pierce"),
		}}}

	forward := doc{name: "Tran email to compliance.pdf", font: "Helvetica", size: 10,
		pages: []page{{
			ls("---------- Forwarded message ---------",
				"From: Rosalind Tran <rtran@coastlinehealth.org>",
				"Date: Mon, Feb 1, 2021 at 4:52 PM",
				"Subject: Expired vaccine lots - Long Beach",
				"To: Dana Ruiz <druiz@coastlinehealth.org>",
				"Cc: <compliance@coastlinehealth.org>"),
			gap(),
			p("Dana, this morning I found three lots of influenza vaccine with a 01/31/2021 expiry still on the dispensing cart. Two patients received doses from those lots today. I have pulled the remaining vials and logged them. This needs to be reported."),
			p("Rosalind"),
		}}}

	decl := doc{name: "Declaration of Dr. Samir Haddad.pdf", font: "Times", size: 12,
		pages: []page{
			append(append([]block{}, district...), capt("", "DECLARATION OF SAMIR HADDAD,", "M.D., IN OPPOSITION TO", "MOTION FOR SUMMARY", "JUDGMENT"), gap(),
				p("I, Samir Haddad, M.D., declare:"),
				p("1. I was the medical director of Coastline's Long Beach clinic from 2018 until June 2021."),
				p("2. I never received any restructuring plan for the Long Beach clinic before Ms. Tran's termination. The first document I saw describing it was dated 6/15/2021."),
				p("I declare under penalty of perjury that the foregoing is true and correct. Signed at Irvine, California on the 21st of June, 2023."),
				ls("                                   Samir Haddad, M.D."),
			),
		}}

	agreement := doc{name: "Employment Agreement - Tran.pdf", font: "Helvetica", size: 10,
		pages: []page{{
			cb("EMPLOYMENT AGREEMENT"), gap(),
			p("This EMPLOYMENT AGREEMENT is entered into on January 4, 2019 between Coastline Health Partners, Inc. (the \"Employer\") and Rosalind Tran (the \"Employee\")."),
			p("1. Position. The Employee will serve as Charge Nurse, beginning January 14, 2019."),
			p("2. At-Will Employment. Either party may end the employment at any time, with or without cause, on two weeks' written notice."),
			p("3. Compliance. The Employee shall promptly report any suspected violation of law or policy to the Employer's compliance officer."),
			gap(),
			ls("EMPLOYER: Coastline Health Partners, Inc.        EMPLOYEE:", "By: /s/ Dana Ruiz                                /s/ Rosalind Tran", "Dana Ruiz, Director of Human Resources"),
		}}}

	judgment := doc{name: "Judgment.pdf", font: "Times", size: 12,
		header: "Case 2:22-cv-03318-LMO   Document 87   Filed 09/08/23   Page %d of %t",
		pages: []page{{
			district[0], district[1], gap(),
			capt("", "JUDGMENT"),
			gap(),
			p("Pursuant to the Court's Order Granting Defendant's Motion for Summary Judgment entered August 30, 2023 (Dkt. 85), IT IS ORDERED AND ADJUDGED that judgment is entered in favor of Defendant Coastline Health Partners, Inc. and against Plaintiff Rosalind Tran. Plaintiff shall take nothing."),
			gap(),
			ls("Dated: September 8, 2023", "", "                                   ____________________________", "                                   Hon. Lydia M. Okonkwo", "                                   United States District Judge"),
		}}}

	return matterSpec{
		name: "tran-v-coastline", title: "Tran v. Coastline Health Partners, Inc. (C.D. Cal.; 9th Cir.)", heldOut: false,
		docs: []doc{notice, opening, transcript, letter, forward, decl, agreement, judgment},
		parties: []Party{
			{"Rosalind Tran", "plaintiff"},
			{"Coastline Health Partners, Inc.", "defendant"},
			{"Rosalind Tran", "appellant"},
			{"Coastline Health Partners, Inc.", "appellee"},
			{"Marcus J. Whitley", "counsel"},
			{"Joanna Pierce", "counsel"},
			{"Lydia M. Okonkwo", "judge"},
			{"Joanna Pierce", "sender"},
			{"Marcus J. Whitley", "recipient"},
			{"Rosalind Tran", "sender"},
			{"Dana Ruiz", "recipient"},
			{"Samir Haddad", "declarant"},
			{"Coastline Health Partners, Inc.", "party"},
			{"Rosalind Tran", "party"},
			{"Dana Ruiz", "witness"},
		},
		events: []Event{
			{"2023-09-08", "Notice of Appeal.pdf", 1},
			{"2023-08-30", "Notice of Appeal.pdf", 1},
			{"2023-10-02", "Notice of Appeal.pdf", 1},
			{"2019-01-14", "Appellant Opening Brief (excerpt).pdf", 3},
			{"2021-02-01", "Appellant Opening Brief (excerpt).pdf", 3},
			{"2021-02-02", "Appellant Opening Brief (excerpt).pdf", 3},
			{"2021-02-03", "Appellant Opening Brief (excerpt).pdf", 3},
			{"2023-07-17", "Transcript of Hearing 2023-07-17.pdf", 1},
			{"2021-02-01", "Transcript of Hearing 2023-07-17.pdf", 2},
			{"2021-01-19", "Transcript of Hearing 2023-07-17.pdf", 2},
			{"2023-08-04", "Pierce letter 2023-08-04.pdf", 1},
			{"2023-08-11", "Pierce letter 2023-08-04.pdf", 1},
			{"2021-02-01", "Tran email to compliance.pdf", 1},
			{"2021-01-31", "Tran email to compliance.pdf", 1},
			{"2021-06-15", "Declaration of Dr. Samir Haddad.pdf", 1},
			{"2023-06-21", "Declaration of Dr. Samir Haddad.pdf", 1},
			{"2019-01-04", "Employment Agreement - Tran.pdf", 1},
			{"2019-01-14", "Employment Agreement - Tran.pdf", 1},
			{"2023-09-08", "Judgment.pdf", 1},
			{"2023-08-30", "Judgment.pdf", 1},
		},
	}
}
