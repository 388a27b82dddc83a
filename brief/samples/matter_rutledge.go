package samples

// DEV SET (held out at first sight): an Arizona felony jury trial in the
// Superior Court in Maricopa County (aggravated assault with a bottle on
// a convenience-store clerk). The reporter's transcript front matter
// ("IN THE SUPERIOR COURT OF THE STATE OF ARIZONA / IN AND FOR THE COUNTY
// OF MARICOPA", a ")"-ruled caption "STATE OF ARIZONA, Plaintiff, vs. X,
// Defendant." beside "No. CR2024-118734-001", "BEFORE THE HONORABLE X,
// JUDGE", "REPORTER'S TRANSCRIPT OF PROCEEDINGS / JURY TRIAL - DAY 2",
// "APPEARANCES: For the State: NAME, Deputy County Attorney / For the
// Defendant: A and B, Deputy Public Defenders", "Prepared by:" the
// certified reporter; the "I N D E X" of witnesses with "DIRECT CROSS
// REDIRECT RECROSS" page columns and the State's exhibits with dates);
// excerpts of the testimony of the arresting officer and the clerk
// (transcript pages with "THE COURT:", "MR. KESSLER:", "THE CLERK:",
// "(Witness sworn.)", "X, called as a witness on behalf of the State,
// having been first duly sworn, testified as follows:", "DIRECT
// EXAMINATION / BY MR. KESSLER:", "CROSS-EXAMINATION / BY MS. OSEI:",
// an objection ruled on); the jury's verdict form (the clerk's FILED stamp,
// "We, the Jury, duly empaneled and sworn", check boxes, the foreperson's
// signature and printed name with her juror number); and the minute
// entry of the third day (the Clerk's "*** Electronically Filed ***"
// block, the case number with "DT" and the minute date on one line, the
// judge at the left beside "CLERK OF THE COURT / K. Ybarra / Deputy", the
// parties at the left with their lawyers' names at the right without
// periods, "(001)" after the defendant, distribution names, "Docket Code
// 005 Form R000A Page 1").
// Conventions: the State of Arizona is the plaintiff, the accused the
// defendant; the Deputy County Attorney and both Deputy Public Defenders
// are counsel; the trial judge is the judge; the officer and the clerk
// who testify are witnesses (the clerk, the victim, is a witness only).
// The jury foreperson, the court reporter, the courtroom clerk, the
// backup officer and the store's manager named in testimony are no
// parties.
func init() { specs = append(specs, rutledge) }

func rutledge() matterSpec {
	const (
		frontF = "RT 2024-09-17 Trial Day 2 - Cover and Index.pdf"
		testF  = "RT 2024-09-17 Trial Day 2 - Whitlock and Carrasco (excerpts).pdf"
		verF   = "Verdict Count 1 CR2024-118734-001.pdf"
		meF    = "Minute Entry 2024-09-18 Trial Day 3 Verdict.pdf"
	)
	courtHead := []block{cb("IN THE SUPERIOR COURT OF THE STATE OF ARIZONA"), cb("IN AND FOR THE COUNTY OF MARICOPA"), gap()}
	capt := caption(")", []string{
		"STATE OF ARIZONA,",
		"",
		"                    Plaintiff,",
		"",
		"          vs.",
		"",
		"DWAYNE LAMAR RUTLEDGE,",
		"",
		"                    Defendant.",
	}, []string{
		"",
		"No. CR2024-118734-001",
		"", "", "", "", "", "", "",
	})
	rtFooter := "Kimberly A. Strand, RPR, CR No. 50612 - Official Court Reporter"

	front := doc{name: frontF, font: "Courier", size: 10, footer: rtFooter,
		pages: []page{
			append(append([]block{}, courtHead...), capt, gap(),
				c("Phoenix, Arizona"),
				c("September 17, 2024"), gap(),
				cb("BEFORE THE HONORABLE ROSALIND K. ACHTERBERG, JUDGE"), gap(),
				cb("REPORTER'S TRANSCRIPT OF PROCEEDINGS"),
				cb("JURY TRIAL - DAY 2"),
				c("(Excerpted: Testimony of Daniel R. Whitlock"),
				c("and Yesenia M. Carrasco)"), gap(),
				ls("APPEARANCES:",
					"",
					"For the State:       JORDAN T. KESSLER",
					"                     Deputy County Attorney",
					"                     MARICOPA COUNTY ATTORNEY'S OFFICE",
					"                     225 West Madison Street",
					"                     Phoenix, Arizona 85003",
					"",
					"For the Defendant:   AMARA N. OSEI",
					"                     LUIS F. CABALLERO",
					"                     Deputy Public Defenders",
					"                     MARICOPA COUNTY PUBLIC DEFENDER'S OFFICE",
					"                     620 West Jackson Street, Suite 4015",
					"                     Phoenix, Arizona 85003"),
				gap(),
				ls("Prepared by:",
					"KIMBERLY A. STRAND, RPR",
					"Certified Reporter No. 50612"),
			),
			{
				cb("I N D E X"), gap(),
				ls("WITNESSES:                      DIRECT    CROSS    REDIRECT    RECROSS",
					"",
					"FOR THE STATE:",
					"",
					"DANIEL R. WHITLOCK                  4       19         27         --",
					"",
					"YESENIA M. CARRASCO                31       44         --         --",
					"",
					"",
					"                              E X H I B I T S",
					"",
					"STATE'S                                               MARKED   RECEIVED",
					"NO.     DESCRIPTION",
					"",
					"12      Surveillance video, Circle K Store #2271,",
					"        recorded 03/02/2024, 11:38 p.m. - 11:51 p.m.         9         12",
					"14      Photographs of Y. Carrasco, taken March 3, 2024     33         35",
					"15      Phoenix Police Department Departmental Report",
					"        No. 2024-00391182, dated March 4, 2024             20         --",
					"",
					"",
					"DEFENDANT'S",
					"NO.     DESCRIPTION",
					"",
					"3       Body-worn camera log, Officer D. Whitlock         21         22"),
			},
		}}

	test := doc{name: testF, font: "Courier", size: 10, footer: rtFooter,
		pages: []page{
			{
				r("4"), gap(),
				ls(" 1                THE COURT:  Please be seated. We're on the",
					" 2   record in CR2024-118734, State versus Rutledge. The",
					" 3   jury is present. Mr. Kessler, call your next witness.",
					" 4                MR. KESSLER:  The State calls Officer",
					" 5   Daniel Whitlock.",
					" 6                THE CLERK:  Please raise your right hand.",
					" 7                (Witness sworn.)",
					" 8",
					" 9                     DANIEL R. WHITLOCK,",
					"10   called as a witness on behalf of the State, having",
					"11   been first duly sworn, testified as follows:",
					"12",
					"13                     DIRECT EXAMINATION",
					"14   BY MR. KESSLER:",
					"15       Q.   Good morning. How are you employed?",
					"16       A.   I'm a patrol officer with the Phoenix Police",
					"17   Department, Maryvale precinct. Badge 9134.",
					"18       Q.   Were you working on the night of",
					"19   March 2, 2024?",
					"20       A.   Yes. I was dispatched at about 11:50 p.m. to",
					"21   the Circle K at 51st Avenue and Indian School.",
					"22       Q.   Who else responded?",
					"23       A.   My backup, Officer Priya Venkatesh, arrived",
					"24   a couple of minutes after me.",
					"25       Q.   What did you find when you got there?"),
			},
			{
				r("19"), gap(),
				ls(" 1                     CROSS-EXAMINATION",
					" 2   BY MS. OSEI:",
					" 3       Q.   Officer, you did not see what happened",
					" 4   inside the store, did you?",
					" 5       A.   No, ma'am. I arrived after.",
					" 6       Q.   And you wrote your report on March 4, 2024,",
					" 7   two days later?",
					" 8       A.   That's correct.",
					" 9       Q.   Your body camera wasn't activated until",
					"10   you'd been on scene for four minutes?",
					"11                MR. KESSLER:  Objection. Misstates the",
					"12   evidence.",
					"13                THE COURT:  Overruled. He can answer.",
					"14                THE WITNESS:  About three minutes. I was",
					"15   rendering aid.",
					"16   BY MS. OSEI:",
					"17       Q.   Mr. Rutledge was not in the store when you",
					"18   arrived?",
					"19       A.   No. He was detained two blocks east by",
					"20   Officer Venkatesh.",
					"21       Q.   And nothing was found on him?",
					"22       A.   No bottle, no.",
					"23                MS. OSEI:  Nothing further, Your Honor.",
					"24                THE COURT:  Redirect?",
					"25                MR. KESSLER:  Briefly, Judge."),
			},
			{
				r("31"), gap(),
				ls(" 1                MR. KESSLER:  The State calls Yesenia",
					" 2   Carrasco.",
					" 3                (Witness sworn.)",
					" 4",
					" 5                     YESENIA M. CARRASCO,",
					" 6   called as a witness on behalf of the State, having",
					" 7   been first duly sworn, testified as follows:",
					" 8",
					" 9                     DIRECT EXAMINATION",
					"10   BY MR. KESSLER:",
					"11       Q.   Ms. Carrasco, where were you working on",
					"12   March 2, 2024?",
					"13       A.   At the Circle K on Indian School. I was the",
					"14   only clerk on the night shift.",
					"15       Q.   Do you see the man who came into the store",
					"16   that night in the courtroom today?",
					"17       A.   Yes. The man at the table in the gray shirt.",
					"18                MR. KESSLER:  May the record reflect the",
					"19   witness has identified the defendant?",
					"20                THE COURT:  The record will so reflect.",
					"21   BY MR. KESSLER:",
					"22       Q.   What happened?",
					"23       A.   He tried to take cigarettes from behind the",
					"24   counter. When I called my manager, Rogelio Paz, he",
					"25   hit me in the face with a beer bottle."),
			},
		}}

	ver := doc{name: verF, font: "Times", size: 10.5,
		pages: []page{
			append(append([]block{
				small(r("FILED\nCLERK OF THE SUPERIOR COURT\nSEP 18 2024  2:51 PM\nBY K. YBARRA, DEPUTY"), 8)},
				courtHead...), capt, gap(),
				cb("VERDICT"),
				cb("COUNT 1: AGGRAVATED ASSAULT"), gap(),
				p("We, the Jury, duly empaneled and sworn in the above-entitled action, upon our oaths, do find the Defendant, DWAYNE LAMAR RUTLEDGE, on Count 1, Aggravated Assault, a class 3 dangerous felony, as follows (check only one):"),
				ls("          [X]  GUILTY",
					"          [ ]  NOT GUILTY"),
				gap(),
				p("(Answer only if you found the Defendant guilty.) We, the Jury, unanimously find that the State has proven beyond a reasonable doubt that the offense involved the discharge, use or threatening exhibition of a dangerous instrument, a glass bottle:"),
				ls("          [X]  PROVEN",
					"          [ ]  NOT PROVEN"),
				gap(),
				ls("Dated: September 18, 2024",
					"                                        /s/ Bernadette O. Lindahl",
					"                                        ______________________________",
					"                                        FOREPERSON",
					"",
					"                                        Bernadette O. Lindahl",
					"                                        ______________________________",
					"                                        Printed Name       Juror No. 8"),
			),
		}}

	me := doc{name: meF, font: "Helvetica", size: 9.5, footer: "Docket Code 005                              Form R000A                              Page %d",
		pages: []page{{
			small(r("Clerk of the Superior Court\n*** Electronically Filed ***\n09/19/2024 8:00 AM"), 8), gap(),
			cb("SUPERIOR COURT OF ARIZONA"),
			cb("MARICOPA COUNTY"), gap(),
			ls("CR2024-118734-001 DT                                                                                   09/18/2024",
				"",
				"                                                                                    CLERK OF THE COURT",
				"HONORABLE ROSALIND K. ACHTERBERG                                       K. Ybarra",
				"                                                                                    Deputy",
				"",
				"STATE OF ARIZONA                                                                JORDAN T KESSLER",
				"",
				"v.",
				"",
				"DWAYNE LAMAR RUTLEDGE (001)                                            AMARA N OSEI",
				"                                                                                    LUIS F CABALLERO",
				"",
				"                                                                                    APPEALS-CCC",
				"                                                                                    JURY OFFICE",
				"                                                                                    PRETRIAL SERVICES-CCC"),
			gap(),
			cb("TRIAL MINUTE ENTRY - DAY 3 (VERDICT)"), gap(),
			l("Courtroom 1104 - SCT"), gap(),
			p("8:59 a.m. This is the time set for Jury Trial - Day 3. The trial commenced on September 16, 2024. State's Attorney, Jordan T. Kessler, is present. Defendant is present, in custody, and represented by counsel, Amara N. Osei and Luis F. Caballero. Court Reporter, Kimberly A. Strand, is present. The jury is present."),
			p("Closing arguments are presented. The Court instructs the jury. The alternate juror is excused. At 11:14 a.m. the jury retires to deliberate."),
			p("2:47 p.m. The jury returns to the courtroom with its verdict. The verdict is read and recorded. The jury finds the Defendant GUILTY of Count 1, Aggravated Assault, a class 3 dangerous felony, and finds the dangerous-instrument allegation PROVEN. The jury is polled at the request of defense counsel, and each juror affirms the verdict. The Court thanks and excuses the jurors."),
			p("IT IS ORDERED affirming the Defendant's custody status and setting sentencing for October 25, 2024 at 8:30 a.m. in this division."),
			p("IT IS FURTHER ORDERED directing the Adult Probation Department to prepare a presentence report, and directing counsel to file any sentencing memoranda by October 18, 2024."),
			gap(),
			l("3:06 p.m. Matter concludes."),
		}}}

	return matterSpec{
		name: "state-v-rutledge", title: "State of Arizona v. Dwayne Lamar Rutledge (Maricopa County Superior Court, No. CR2024-118734-001)", heldOut: true,
		firstSight: &Figures{PartyTruth: 8, PartyFound: 7, PartyCorrect: 6, EventTruth: 13, EventHits: 13, Grounded: 1}, // at ad71891
		docs:       []doc{front, test, ver, me},
		parties: []Party{
			{"State of Arizona", "plaintiff"},
			{"Dwayne Lamar Rutledge", "defendant"},
			{"Jordan T. Kessler", "counsel"},
			{"Amara N. Osei", "counsel"},
			{"Luis F. Caballero", "counsel"},
			{"Rosalind K. Achterberg", "judge"},
			{"Daniel R. Whitlock", "witness"},
			{"Yesenia M. Carrasco", "witness"},
		},
		events: []Event{
			{"2024-09-17", frontF, 1},
			{"2024-03-02", frontF, 2},
			{"2024-03-03", frontF, 2},
			{"2024-03-04", frontF, 2},
			{"2024-03-02", testF, 1},
			{"2024-03-04", testF, 2},
			{"2024-03-02", testF, 3},
			{"2024-09-18", verF, 1},
			{"2024-09-19", meF, 1},
			{"2024-09-18", meF, 1},
			{"2024-09-16", meF, 1},
			{"2024-10-25", meF, 1},
			{"2024-10-18", meF, 1},
		},
	}
}
