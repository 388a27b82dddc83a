package samples

// DEV SET (held out at first sight): a Louisiana premises-liability suit
// (a hotel guest's fall on a wet lobby floor) in the Civil District Court
// for the Parish of Orleans, tried to the bench. Every filing carries the
// Orleans caption: the court and state centred, "NUMBER 2023-08841
// DIVISION \"N\" SECTION 8" on one line, the parties with no role labels
// ("X / VERSUS / Y d/b/a Z AND W"), and "FILED: ____ DEPUTY CLERK" under a
// rule, with the clerk's stamp at the top right of the two pleadings
// ("FILED / 2023 NOV -2 P 3:41 / CIVIL / DISTRICT COURT"). The petition for
// damages ("The petition of X, a person of the full age of majority ...
// with respect represents:", "Made defendants herein are:" with lettered
// defendants, the insurer under the Direct Action Statute, the
// housekeeping attendant named in passing, "RESPECTFULLY SUBMITTED," over
// the firm with two lawyers and their "(Bar Roll No. ...)", "Attorneys
// for Plaintiff, X", "PLEASE SERVE:" with a registered agent by name and
// the Secretary of State); the defendants' answer ("NOW INTO COURT,
// through undersigned counsel, come defendants, X (hereinafter
// \"Faubourg\") and Y", answers by paragraph, affirmative defences of the
// plaintiff's comparative fault, "RESPECTFULLY SUBMITTED," with "(#27603)"
// bar numbers, a certificate of service "this 8th day of January, 2024");
// the bench-trial transcript excerpt (cover with "TRANSCRIPT OF THE BENCH
// TRIAL taken ... before the HONORABLE X, Judge presiding", "APPEARANCES:"
// with "REPRESENTING THE PLAINTIFF:" / "REPRESENTING THE DEFENDANTS:" over
// "NAME, ESQ." lines, "REPORTED BY:" the official court reporter; the
// index of witnesses, each with "Direct Examination by Mr. Landry ....."
// rows for DIRECT, CROSS and REDIRECT by counsel's surname, and of
// exhibits with dates; numbered transcript pages with "THE COURT:",
// "MR. LANDRY:", "(Whereupon, X, having been first duly sworn, ...)",
// "BY MR. LANDRY:", Q/A, an expert tendered and accepted, the plaintiff's
// sister and the housekeeper named in answers; the court reporter's
// certificate "I, X, Certified Court Reporter in and for the State of
// Louisiana ... do hereby certify", "Certificate No."); and the judgment
// ("This matter came before the Court for trial without a jury", "Present
// were", the testimony heard, "JUDGMENT READ, RENDERED AND SIGNED", the
// judge over "JUDGE, DIVISION \"N\"", "PLEASE SEND NOTICE OF SIGNING OF
// JUDGMENT TO ALL COUNSEL OF RECORD:" with each firm's lawyers, and
// "Respectfully submitted by:" plaintiff's counsel with a Rule 9.5
// certificate).
// Conventions: the petitioner of an ordinary Louisiana suit is its
// plaintiff (as in guidry-v-crescent-gulf); the hotel's owner (under its
// name; its trade name is its alias) and its insurer are defendants; every
// lawyer who signs or appears, and those listed for notice of the
// judgment, is counsel; the trial judge is the judge; those who testify
// at trial (the plaintiff, her surgeon, the hotel's director of
// operations) are witnesses. The registered agent, the court reporter,
// the deputy clerk, the minute clerk, the plaintiff's sister and the
// housekeeping attendant named in passing are no parties. Every date
// printed is an event once per page (the clerk's stamp too; the reporter's
// certificate number is no date).
func init() { specs = append(specs, duplessis) }

func duplessis() matterSpec {
	const (
		petF = "Petition for Damages 2023-08841.pdf"
		ansF = "Answer to Petition for Damages.pdf"
		trF  = "Bench Trial Transcript 2025-03-18 (excerpts).pdf"
		jdgF = "Judgment 2025-05-12.pdf"
	)
	capt := func() []block {
		return []block{
			cb("CIVIL DISTRICT COURT FOR THE PARISH OF ORLEANS"),
			cb("STATE OF LOUISIANA"), gap(),
			l("NUMBER 2023-08841                  DIVISION \"N\"                          SECTION 8"), gap(),
			c("ROCHELLE M. DUPLESSIS"), gap(),
			c("VERSUS"), gap(),
			c("FAUBOURG HOSPITALITY PARTNERS, L.L.C. d/b/a THE ASHBY HOTEL"),
			c("AND BAYOU STATE INDEMNITY COMPANY"), gap(),
			l("FILED: ______________________                    ______________________________"),
			l("                                                                                  DEPUTY CLERK"),
			gap(),
		}
	}
	stamp := func(s string) block { return small(r("FILED\n"+s+"\nCIVIL\nDISTRICT COURT"), 8) }

	pet := doc{name: petF, font: "Times", size: 11.5, unicode: true,
		footer: "Page %d of %t",
		pages: []page{
			append(append([]block{stamp("2023 NOV -2 P 3:41")}, capt()...),
				cb("PETITION FOR DAMAGES"), gap(),
				p("The petition of ROCHELLE M. DUPLESSIS, a person of the full age of majority and domiciled in the Parish of St. Bernard, State of Louisiana, with respect represents:"),
				p("1. Made defendants herein are:"),
				p("A. FAUBOURG HOSPITALITY PARTNERS, L.L.C., a Louisiana limited liability company authorized to do and doing business in the Parish of Orleans, which owns and operates the hotel known as The Ashby Hotel, 600 Carondelet Street, New Orleans, Louisiana (\"Faubourg\"); and"),
				p("B. BAYOU STATE INDEMNITY COMPANY, a foreign insurance company authorized to do and doing business in the State of Louisiana, which at all material times had in full force and effect a policy of commercial general liability insurance issued to Faubourg, and which is liable to petitioner under La. R.S. 22:1269."),
				p("2. On November 4, 2022, at approximately 7:15 a.m., petitioner, a registered guest of The Ashby Hotel, was walking from the elevators to the front desk across the marble floor of the hotel lobby when she slipped on a pool of water and fell, landing on her outstretched right hand."),
			),
			{
				p("3. The water had been left on the floor by the mopping of the lobby, which a housekeeping attendant, Marisol Cardenas, had begun and left unfinished some twenty minutes before petitioner fell. No warning sign or cone had been placed in the lobby."),
				p("4. Faubourg created the condition and had actual or constructive notice of it, and the condition presented an unreasonable risk of harm which was reasonably foreseeable. Faubourg is liable to petitioner under La. Civil Code articles 2315, 2317 and 2317.1 and La. R.S. 9:2800.6, for the following non-exclusive acts of negligence: (a) failing to keep the lobby floor in a reasonably safe condition; (b) failing to warn guests of the wet floor; (c) failing to train and supervise its housekeeping staff; and (d) failing to follow its own floor-care procedures."),
				p("5. As a result of the fall, petitioner sustained a displaced fracture of the right distal radius, which was treated by open reduction and internal fixation on November 9, 2022, followed by months of physical therapy, and she continues to suffer pain and loss of grip strength."),
				p("6. Petitioner is entitled to recover damages for past and future physical pain and suffering, past and future mental anguish, loss of enjoyment of life, past and future medical expenses, lost wages and loss of earning capacity, and disability."),
				p("WHEREFORE, petitioner, ROCHELLE M. DUPLESSIS, prays that defendants, FAUBOURG HOSPITALITY PARTNERS, L.L.C. and BAYOU STATE INDEMNITY COMPANY, be served with a copy of this petition and cited to appear and answer, and that after due proceedings there be judgment in favor of petitioner and against defendants, jointly, severally and in solido, for all damages reasonable in the premises, with legal interest from the date of judicial demand until paid, and for all costs of these proceedings."),
				ls("                                                    RESPECTFULLY SUBMITTED,", "",
					"                                                    LANDRY BOUDREAUX & ASSOCIATES, L.L.C.", "",
					"                                                    /s/ Pierre A. Landry",
					"                                                    PIERRE A. LANDRY (Bar Roll No. 29114)",
					"                                                    NATALIE J. BOUDREAUX (Bar Roll No. 34482)",
					"                                                    909 Poydras Street, Suite 2250",
					"                                                    New Orleans, Louisiana 70112",
					"                                                    Telephone: (504) 555-0177",
					"                                                    Email: plandry@lbalaw.com",
					"                                                    Attorneys for Plaintiff, Rochelle M. Duplessis"),
			},
			{
				l("PLEASE SERVE:"),
				ls("FAUBOURG HOSPITALITY PARTNERS, L.L.C.",
					"Through its registered agent for service of process:",
					"Jules M. Fontana",
					"400 Magazine Street, Suite 301, New Orleans, Louisiana 70130", "",
					"BAYOU STATE INDEMNITY COMPANY",
					"Through the Louisiana Secretary of State",
					"8585 Archives Avenue, Baton Rouge, Louisiana 70809"),
			},
		}}

	ans := doc{name: ansF, font: "Times", size: 11.5, unicode: true,
		footer: "Page %d of %t",
		pages: []page{
			append(append([]block{stamp("2024 JAN -8 A 10:12")}, capt()...),
				cb("ANSWER TO PETITION FOR DAMAGES"), gap(),
				p("NOW INTO COURT, through undersigned counsel, come defendants, Faubourg Hospitality Partners, L.L.C. d/b/a The Ashby Hotel (hereinafter \"Faubourg\") and Bayou State Indemnity Company (hereinafter \"Bayou State\"), who, for answer to the Petition for Damages filed by plaintiff, Rochelle M. Duplessis, respectfully aver as follows:"),
				cb("FIRST DEFENSE"),
				p("The Petition fails to state a cause of action against Bayou State beyond the terms, limits and conditions of its policy, which is a written contract that is the best evidence of its contents."),
				cb("ANSWER"),
				p("1. The allegations of Paragraph 1 are admitted insofar as they identify defendants. Bayou State admits that it issued policy number CGL-7714082 to Faubourg, and denies all other allegations of Paragraph 1."),
				p("2. The allegations of Paragraph 2 are denied for lack of sufficient information to justify a belief therein, except that it is admitted that plaintiff was a registered guest of The Ashby Hotel on November 4, 2022."),
				p("3. The allegations of Paragraphs 3, 4, 5 and 6 are denied."),
			),
			{
				cb("AFFIRMATIVE DEFENSES"),
				p("4. Defendants aver that the accident was caused or contributed to by the fault of plaintiff, who was looking at her mobile telephone, who walked past a yellow wet-floor sign placed at the lobby entrance at 6:50 a.m., and who failed to see what she should have seen, and that any recovery must be reduced in proportion to her fault under La. Civil Code article 2323."),
				p("5. Defendants aver that plaintiff's wrist injury was aggravated by her failure to complete the course of physical therapy prescribed after her surgery of November 9, 2022, and that she failed to mitigate her damages."),
				p("6. Defendants deny that the amount in controversy exceeds the sum required for a trial by jury, and do not request a jury."),
				p("WHEREFORE, defendants, Faubourg Hospitality Partners, L.L.C. and Bayou State Indemnity Company, pray that this Answer be deemed good and sufficient, and that after due proceedings there be judgment in their favor, dismissing plaintiff's Petition for Damages with prejudice and at her cost."),
				ls("                                                    RESPECTFULLY SUBMITTED,", "",
					"                                                    THERIOT VILLAVASO, L.L.P.", "",
					"                                                    /s/ Colette R. Theriot",
					"                                                    COLETTE R. THERIOT (#27603)",
					"                                                    MARCUS D. VILLAVASO (#35118)",
					"                                                    1515 Poydras Street, Suite 1800",
					"                                                    New Orleans, Louisiana 70112",
					"                                                    Telephone: (504) 555-0129",
					"                                                    Counsel for Defendants, Faubourg Hospitality",
					"                                                    Partners, L.L.C. and Bayou State Indemnity",
					"                                                    Company"),
				gap(),
				cb("CERTIFICATE OF SERVICE"),
				p("I do hereby certify that I have on this 8th day of January, 2024, served a copy of the foregoing pleading on counsel for all parties to this proceeding, by electronic mail and by United States mail, properly addressed and postage prepaid."),
				r("/s/ Colette R. Theriot\nCOLETTE R. THERIOT"),
			},
		}}

	rtFooter := "Yolanda T. Batiste, CCR - Official Court Reporter - Civil District Court, Division \"N\""
	tr := doc{name: trF, font: "Courier", size: 10, unicode: true, footer: rtFooter,
		pages: []page{
			{
				c("CIVIL DISTRICT COURT FOR THE PARISH OF ORLEANS"),
				c("STATE OF LOUISIANA"), gap(),
				c("NUMBER 2023-08841              DIVISION \"N\""), gap(),
				c("ROCHELLE M. DUPLESSIS"), gap(), c("VERSUS"), gap(),
				c("FAUBOURG HOSPITALITY PARTNERS, L.L.C., ET AL."), gap(), gap(),
				p("TRANSCRIPT OF THE BENCH TRIAL taken in the above-entitled cause before the HONORABLE ROLAND J. LACOUR, Judge presiding, Division \"N\", Civil District Court for the Parish of Orleans, 421 Loyola Avenue, New Orleans, Louisiana 70112, on Tuesday, the 18th day of March, 2025."),
				gap(),
				ls("APPEARANCES:",
					"",
					"     REPRESENTING THE PLAINTIFF:",
					"          PIERRE A. LANDRY, ESQ.",
					"          NATALIE J. BOUDREAUX, ESQ.",
					"          Landry Boudreaux & Associates, L.L.C.",
					"          909 Poydras Street, Suite 2250",
					"          New Orleans, Louisiana 70112",
					"",
					"     REPRESENTING THE DEFENDANTS:",
					"          COLETTE R. THERIOT, ESQ.",
					"          Theriot Villavaso, L.L.P.",
					"          1515 Poydras Street, Suite 1800",
					"          New Orleans, Louisiana 70112",
					"",
					"REPORTED BY:",
					"          YOLANDA T. BATISTE, CCR",
					"          Official Court Reporter",
					"          Civil District Court, Division \"N\""),
			},
			{
				cb("I N D E X"), gap(),
				ls("                                                        PAGE",
					"",
					"Appearances ........................................... 5",
					"",
					"PLAINTIFF'S WITNESSES:",
					"",
					"ROCHELLE M. DUPLESSIS",
					"     Direct Examination by Mr. Landry .................. 6",
					"     Cross-Examination by Ms. Theriot .................. 21",
					"     Redirect Examination by Mr. Landry ................ 30",
					"",
					"KENNETH A. ORTEGO, M.D.",
					"     Direct Examination by Ms. Boudreaux ............... 33",
					"     Cross-Examination by Ms. Theriot .................. 45",
					"",
					"DEFENDANTS' WITNESSES:",
					"",
					"ANDRE L. GUILLORY",
					"     Direct Examination by Ms. Theriot ................. 52",
					"     Cross-Examination by Mr. Landry ................... 60",
					"",
					"Reporter's Certificate ................................ 64",
					"",
					"",
					"                          E X H I B I T S",
					"",
					"NO.    DESCRIPTION                                   OFFERED",
					"P-1    Photographs of lobby floor, 11/04/2022            8",
					"P-4    Records of Crescent City Orthopaedics,",
					"       11/04/2022 - 06/30/2023                          35",
					"D-2    Incident Report, The Ashby Hotel,",
					"       dated November 4, 2022                           55",
					"D-3    Housekeeping log, lobby, 11/04/2022              56"),
			},
			{
				r("5"), gap(),
				ls(" 1              THE COURT:  We're on the record in",
					" 2   2023-08841, Duplessis versus Faubourg Hospitality",
					" 3   Partners. Counsel, make your appearances.",
					" 4              MR. LANDRY:  Good morning, Your Honor. Pierre",
					" 5   Landry and Natalie Boudreaux for the plaintiff,",
					" 6   Rochelle Duplessis, who is present.",
					" 7              MS. THERIOT:  Colette Theriot for the",
					" 8   defendants, Your Honor. With me is Mr. Guillory,",
					" 9   the hotel's corporate representative.",
					"10              THE COURT:  This is a bench trial. Any",
					"11   preliminary matters? No? Mr. Landry, call your",
					"12   first witness.",
					"13              MR. LANDRY:  Plaintiff calls Rochelle",
					"14   Duplessis.",
					"15              (Whereupon, ROCHELLE M. DUPLESSIS, having",
					"16   been first duly sworn by the Minute Clerk, was",
					"17   examined and testified as follows:)",
					"18                    DIRECT EXAMINATION",
					"19   BY MR. LANDRY:",
					"20        Q.   Ms. Duplessis, why were you staying at the",
					"21   Ashby in November of 2022?",
					"22        A.   A conference. I'd checked in on November 2,",
					"23   2022, the Wednesday.",
					"24        Q.   Tell the Court what happened on the morning",
					"25   of November 4, 2022."),
			},
			{
				r("21"), gap(),
				ls(" 1                     CROSS-EXAMINATION",
					" 2   BY MS. THERIOT:",
					" 3        Q.   Ms. Duplessis, you were reading a text",
					" 4   message when you stepped off the elevator, weren't",
					" 5   you?",
					" 6        A.   No, ma'am. I had my phone in my hand. I",
					" 7   wasn't reading it.",
					" 8        Q.   And you walked right past the yellow sign by",
					" 9   the revolving door?",
					"10        A.   There was no sign by the elevators. I don't",
					"11   know what was by the door. I wasn't going to the",
					"12   door.",
					"13        Q.   You stopped going to physical therapy in",
					"14   February of 2023?",
					"15        A.   I went until my insurance stopped paying, on",
					"16   February 28, 2023. Then I did the exercises at home.",
					"17   My sister, Denise Robichaux, drove me to every",
					"18   appointment until then.",
					"19              MS. THERIOT:  Nothing further, Judge.",
					"20              THE COURT:  Redirect?",
					"21              MR. LANDRY:  Briefly, Your Honor."),
			},
			{
				r("33"), gap(),
				ls(" 1              MS. BOUDREAUX:  Plaintiff calls Dr. Kenneth",
					" 2   Ortego.",
					" 3              (Whereupon, KENNETH A. ORTEGO, M.D., having",
					" 4   been first duly sworn by the Minute Clerk, was",
					" 5   examined and testified as follows:)",
					" 6                    DIRECT EXAMINATION",
					" 7   BY MS. BOUDREAUX:",
					" 8        Q.   Doctor, please state your profession.",
					" 9        A.   I'm an orthopaedic surgeon with Crescent City",
					"10   Orthopaedics. I specialize in the hand and upper",
					"11   extremity.",
					"12              MS. BOUDREAUX:  Your Honor, plaintiff tenders",
					"13   Dr. Ortego as an expert in orthopaedic surgery.",
					"14              MS. THERIOT:  No objection.",
					"15              THE COURT:  He's accepted.",
					"16   BY MS. BOUDREAUX:",
					"17        Q.   When did you first see Ms. Duplessis?",
					"18        A.   In the emergency department at Touro, on",
					"19   November 4, 2022. I operated on November 9, 2022,",
					"20   a plate and seven screws.",
					"21        Q.   Is her loss of grip strength permanent?",
					"22        A.   At her last visit, on June 30, 2023, she had",
					"23   reached maximum medical improvement. I'd assign a",
					"24   twelve percent impairment of the upper extremity.",
					"25   That's permanent."),
			},
			{
				r("52"), gap(),
				ls(" 1              MS. THERIOT:  Defendants call Andre",
					" 2   Guillory.",
					" 3              (Whereupon, ANDRE L. GUILLORY, having been",
					" 4   first duly sworn by the Minute Clerk, was examined",
					" 5   and testified as follows:)",
					" 6                    DIRECT EXAMINATION",
					" 7   BY MS. THERIOT:",
					" 8        Q.   Mr. Guillory, what is your position?",
					" 9        A.   Director of operations at the Ashby. I've",
					"10   been there since 2017.",
					"11        Q.   Who mopped the lobby that morning?",
					"12        A.   Marisol Cardenas. Her log shows she started",
					"13   at 6:50 and put the sign out at the door.",
					"14        Q.   Was she called away?",
					"15        A.   To a spill on the fourth floor. She came",
					"16   back after the fall.",
					"17        Q.   Has the procedure changed since?",
					"18        A.   Yes. Since January 15, 2023, the lobby is",
					"19   mopped before 6:00 a.m. and a second sign goes",
					"20   by the elevators.",
					"21              MR. LANDRY:  Objection, Your Honor.",
					"22   Subsequent remedial measures.",
					"23              THE COURT:  Sustained. I'll disregard it."),
			},
			{
				r("64"), gap(),
				ls(" 1              THE COURT:  All right. Both sides rest?",
					" 2              MR. LANDRY:  Plaintiff rests.",
					" 3              MS. THERIOT:  Defendants rest, Your Honor.",
					" 4              THE COURT:  The Court will take the matter",
					" 5   under advisement. I'd like post-trial memoranda",
					" 6   from both sides by April 18, 2025, no more than",
					" 7   fifteen pages. Anything else?",
					" 8              MR. LANDRY:  No, Your Honor. Thank you.",
					" 9              MS. THERIOT:  No, Your Honor.",
					"10              (Whereupon, the proceedings were concluded",
					"11   at 3:42 p.m.)"),
				gap(), gap(),
				cb("REPORTER'S CERTIFICATE"), gap(),
				p("This certification is valid only for a transcript accompanied by my original signature and original required seal on this page."),
				p("I, YOLANDA T. BATISTE, Certified Court Reporter in and for the State of Louisiana, employed as an official court reporter by the Civil District Court for the Parish of Orleans, as the officer before whom this testimony was taken, do hereby certify that the foregoing excerpts were reported by me in the stenotype reporting method at the bench trial held on March 18, 2025, and were prepared and transcribed by me or under my personal direction and supervision, and are a true and correct transcript to the best of my ability and understanding; that I am not related to counsel or to the parties herein, nor am I otherwise interested in the outcome of this matter."),
				ls("Signed this 2nd day of April, 2025.", "", "",
					"                              /s/ Yolanda T. Batiste",
					"                              YOLANDA T. BATISTE, CCR",
					"                              Certificate No. 2011019"),
			},
		}}

	jdg := doc{name: jdgF, font: "Times", size: 11.5, unicode: true,
		pages: []page{
			append(capt(),
				cb("JUDGMENT"), gap(),
				p("This matter came before the Court for trial without a jury on March 18, 2025."),
				p("Present were: Pierre A. Landry and Natalie J. Boudreaux, counsel for plaintiff, Rochelle M. Duplessis; and Colette R. Theriot, counsel for defendants, Faubourg Hospitality Partners, L.L.C. d/b/a The Ashby Hotel and Bayou State Indemnity Company."),
				p("The Court, having heard the testimony of plaintiff, of her treating orthopaedic surgeon, Dr. Kenneth A. Ortego, and of the hotel's director of operations, Andre L. Guillory, having received the exhibits and the post-trial memoranda filed on April 18, 2025, and for the written reasons separately assigned this day:"),
				p("IT IS ORDERED, ADJUDGED AND DECREED that there be judgment in favor of plaintiff, Rochelle M. Duplessis, and against defendants, Faubourg Hospitality Partners, L.L.C. and Bayou State Indemnity Company, jointly, severally and in solido, finding Faubourg Hospitality Partners, L.L.C. seventy-five percent (75%) at fault and plaintiff twenty-five percent (25%) at fault, and awarding general damages of $140,000.00 and special damages of $38,612.47, reduced by plaintiff's percentage of fault, together with legal interest from November 2, 2023, the date of judicial demand, until paid, and all costs of these proceedings."),
				ls("JUDGMENT READ, RENDERED AND SIGNED in New Orleans, Louisiana, this 12th day of May, 2025.", "", "",
					"                                                    /s/ Roland J. Lacour",
					"                                                    ______________________________",
					"                                                    JUDGE ROLAND J. LACOUR",
					"                                                    JUDGE, DIVISION \"N\""),
			),
			{
				l("PLEASE SEND NOTICE OF SIGNING OF JUDGMENT TO ALL COUNSEL OF RECORD:"), gap(),
				ls("Pierre A. Landry (Bar Roll No. 29114)              Colette R. Theriot (#27603)",
					"Natalie J. Boudreaux (Bar Roll No. 34482)          Marcus D. Villavaso (#35118)",
					"Landry Boudreaux & Associates, L.L.C.              Theriot Villavaso, L.L.P.",
					"909 Poydras Street, Suite 2250                     1515 Poydras Street, Suite 1800",
					"New Orleans, Louisiana 70112                       New Orleans, Louisiana 70112"),
				gap(), gap(),
				ls("Respectfully submitted by:", "",
					"/s/ Natalie J. Boudreaux",
					"NATALIE J. BOUDREAUX (Bar Roll No. 34482)",
					"Landry Boudreaux & Associates, L.L.C.",
					"Attorneys for Plaintiff"),
				gap(),
				cb("RULE 9.5 CERTIFICATE"),
				p("I certify that the foregoing proposed judgment was circulated by electronic mail to counsel for defendants, Colette R. Theriot, on April 25, 2025, and that no objection was received within five working days."),
				r("/s/ Natalie J. Boudreaux"),
			},
		}}

	return matterSpec{
		name: "duplessis-v-faubourg-hospitality", title: "Duplessis v. Faubourg Hospitality Partners, L.L.C. (Civil District Court, Parish of Orleans, No. 2023-08841)", heldOut: true,
		firstSight: &Figures{PartyTruth: 11, PartyFound: 14, PartyCorrect: 11, EventTruth: 25, EventHits: 23, Grounded: 1}, // at 1c589e0
		docs:       []doc{pet, ans, tr, jdg},
		parties: []Party{
			{"Rochelle M. Duplessis", "plaintiff"},
			{"Rochelle M. Duplessis", "witness"},
			{"Faubourg Hospitality Partners, L.L.C.", "defendant"}, // d/b/a The Ashby Hotel
			{"Bayou State Indemnity Company", "defendant"},
			{"Pierre A. Landry", "counsel"},
			{"Natalie J. Boudreaux", "counsel"},
			{"Colette R. Theriot", "counsel"},
			{"Marcus D. Villavaso", "counsel"},
			{"Kenneth A. Ortego", "witness"},
			{"Andre L. Guillory", "witness"},
			{"Roland J. Lacour", "judge"},
		},
		events: []Event{
			{"2023-11-02", petF, 1}, // the clerk's stamp
			{"2022-11-04", petF, 1},
			{"2022-11-09", petF, 2},
			{"2024-01-08", ansF, 1}, // the clerk's stamp
			{"2022-11-04", ansF, 1},
			{"2022-11-09", ansF, 2},
			{"2024-01-08", ansF, 2},
			{"2025-03-18", trF, 1},
			{"2022-11-04", trF, 2},
			{"2023-06-30", trF, 2},
			{"2022-11-02", trF, 3},
			{"2022-11-04", trF, 3},
			{"2023-02-28", trF, 4},
			{"2022-11-04", trF, 5},
			{"2022-11-09", trF, 5},
			{"2023-06-30", trF, 5},
			{"2023-01-15", trF, 6},
			{"2025-04-18", trF, 7},
			{"2025-03-18", trF, 7},
			{"2025-04-02", trF, 7},
			{"2025-03-18", jdgF, 1},
			{"2025-04-18", jdgF, 1},
			{"2023-11-02", jdgF, 1},
			{"2025-05-12", jdgF, 1},
			{"2025-04-25", jdgF, 2},
		},
	}
}
