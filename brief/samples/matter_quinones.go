package samples

// DEV SET (held out at first sight): a federal employment action (FEHA
// harassment and retaliation, removed to the Northern District of
// California) by a dispatcher against her former employer, a trucking
// company, and her supervisor, seen through the videotaped deposition of
// the company's human resources manager, in three files as a litigator's
// binder holds them. The front matter (the caption with "Case No.
// 4:24-cv-05127-RLT" at the right of a ")"-ruled caption, "VIDEOTAPED
// DEPOSITION OF REBECCA S. THORVALDSEN", "Oakland, California / Tuesday,
// March 11, 2025", "Reported by:" the CSR with her number and the
// reporting firm's job number; the "APPEARANCES:" page with "On behalf
// of the Plaintiff:" / "On behalf of Defendant X:" over each firm's block
// and "BY: NAME, ESQ." lines, "ALSO PRESENT:" the videographer and the
// plaintiff; the "I N D E X" page with "WITNESS / EXAMINATION BY / PAGE"
// rows ("MR. ACHEBE ..... 6") and an exhibit index with each exhibit's
// date and Bates range); excerpts of the testimony (transcript pages with
// "Page 37" at the top, numbered lines 1 to 25, "Q." / "A.", "BY MR.
// ACHEBE:", objections by defence counsel "MS. VOSSBERG: Objection.
// Form.", the videographer going off the record, the reporting firm's
// footer); and the reporter's certificate ("I, X, a Certified Shorthand
// Reporter of the State of California, do hereby certify", "CSR No.
// 13487") with the deponent's errata sheet and her signature under a
// penalty-of-perjury declaration.
// Conventions: the dispatcher is the plaintiff and the company and the
// supervisor are defendants; every lawyer in the appearances is counsel;
// the HR manager deposed is the deponent (only: her signature on the
// errata sheet acknowledges her own transcript and makes her no
// declarant). The court reporter, the videographer, the employees named
// in the questions who neither testify nor sign (the dispatcher's
// coworker, the regional vice president) are no parties. Dates in the
// exhibit index are events on the index page, each once per page.
func init() { specs = append(specs, quinones) }

func quinones() matterSpec {
	const (
		frontF = "Thorvaldsen Depo 2025-03-11 - Cover, Appearances, Index.pdf"
		exF    = "Thorvaldsen Depo 2025-03-11 - Excerpts.pdf"
		certF  = "Thorvaldsen Depo 2025-03-11 - Certificate and Errata.pdf"
	)
	footer := "Bayside Deposition Reporters  |  (510) 555-0147  |  Job No. 5581204"
	capt := caption(")", []string{
		"ELENA R. QUINONES,",
		"",
		"                    Plaintiff,",
		"",
		"          vs.",
		"",
		"KEYSTONE RIDGE LOGISTICS, INC., a",
		"Delaware corporation; FRANK D.",
		"MAZZARELLA, an individual; and DOES",
		"1 through 10, inclusive,",
		"",
		"                    Defendants.",
	}, []string{
		"",
		"Case No. 4:24-cv-05127-RLT",
		"", "", "", "", "", "", "", "", "", "",
	})

	front := doc{name: frontF, font: "Courier", size: 10, footer: footer,
		pages: []page{
			{
				cb("UNITED STATES DISTRICT COURT"),
				cb("NORTHERN DISTRICT OF CALIFORNIA"),
				cb("OAKLAND DIVISION"), gap(),
				capt, gap(), gap(),
				cb("VIDEOTAPED DEPOSITION OF REBECCA S. THORVALDSEN"), gap(),
				c("Oakland, California"),
				c("Tuesday, March 11, 2025"), gap(), gap(),
				p("Videotaped deposition of REBECCA S. THORVALDSEN, taken on behalf of Plaintiff, at 1999 Harrison Street, Suite 1650, Oakland, California, beginning at 9:34 a.m. and ending at 4:12 p.m., before Lorraine P. Delacorte, Certified Shorthand Reporter No. 13487."),
				gap(), gap(),
				ls("Reported by:",
					"LORRAINE P. DELACORTE, RPR, CSR No. 13487",
					"Job No. 5581204"),
			},
			{
				ls("APPEARANCES:",
					"",
					"On behalf of the Plaintiff:",
					"",
					"     MINTON & ACHEBE, P.C.",
					"     BY:  DARIUS K. ACHEBE, ESQ.",
					"          LILA M. BRANDSTETTER, ESQ.",
					"     1999 Harrison Street, Suite 1650",
					"     Oakland, California 94612",
					"     (510) 555-0132",
					"     dachebe@mintonachebe.com",
					"",
					"On behalf of Defendant Keystone Ridge Logistics, Inc.:",
					"",
					"     HOLLOWAY CRANSTON LLP",
					"     BY:  MEREDITH L. VOSSBERG, ESQ.",
					"          SAMUEL T. PRZYBYLSKI, ESQ.",
					"     101 California Street, 38th Floor",
					"     San Francisco, California 94111",
					"     (415) 555-0188",
					"     mvossberg@hollowaycranston.com",
					"",
					"On behalf of Defendant Frank D. Mazzarella:",
					"",
					"     LAW OFFICE OF GRETCHEN M. HOLLENBACH",
					"     BY:  GRETCHEN M. HOLLENBACH, ESQ.",
					"     2150 Shattuck Avenue, Suite 700",
					"     Berkeley, California 94704",
					"     (510) 555-0161",
					"",
					"ALSO PRESENT:",
					"",
					"     Tomasz Wierzbicki, Videographer",
					"     Elena R. Quinones, Plaintiff"),
			},
			{
				cb("I N D E X"), gap(),
				ls("WITNESS                                                        PAGE",
					"REBECCA S. THORVALDSEN",
					"",
					"     EXAMINATION BY MR. ACHEBE ................................   6",
					"     EXAMINATION BY MS. HOLLENBACH ............................ 141",
					"     FURTHER EXAMINATION BY MR. ACHEBE ........................ 152",
					"",
					"",
					"                              EXHIBITS",
					"",
					"NUMBER         DESCRIPTION                                    MARKED",
					"Exhibit 41     Plaintiff's Notice of Videotaped Deposition",
					"               of Rebecca S. Thorvaldsen, dated",
					"               February 18, 2025                                  8",
					"Exhibit 42     Email from F. Mazzarella to R. Thorvaldsen,",
					"               dated 6/14/2023, KRL000412-413                    37",
					"Exhibit 43     Complaint of E. Quinones to Human Resources,",
					"               dated June 16, 2023, KRL000398-401                44",
					"Exhibit 44     Final Written Warning issued to E. Quinones,",
					"               dated June 21, 2023, KRL000427                    52",
					"Exhibit 45     Separation Memorandum, dated July 7, 2023,",
					"               KRL000455-456                                     88",
					"",
					"(Original exhibits retained by the court reporter.)",
					"",
					"",
					"QUESTIONS INSTRUCTED NOT TO ANSWER:  None"),
			},
		}}

	ex := doc{name: exF, font: "Courier", size: 10, footer: footer,
		pages: []page{
			{
				r("Page 6"), gap(),
				ls(" 1                REBECCA S. THORVALDSEN,",
					" 2   having been first duly sworn, was examined and",
					" 3   testified as follows:",
					" 4",
					" 5                      EXAMINATION",
					" 6   BY MR. ACHEBE:",
					" 7       Q.   Good morning. Would you state your full name",
					" 8   for the record?",
					" 9       A.   Rebecca Sigrid Thorvaldsen.",
					"10       Q.   By whom are you employed?",
					"11       A.   Keystone Ridge Logistics. I'm the HR",
					"12   manager for the Northern California region.",
					"13       Q.   How long have you held that position?",
					"14       A.   Since January 9, 2021.",
					"15       Q.   Did you know Ms. Quinones when she worked",
					"16   at the Hayward terminal?",
					"17       A.   Yes. She was a dispatcher there.",
					"18       Q.   And who was her supervisor?",
					"19       A.   Frank Mazzarella, the terminal manager.",
					"20       Q.   Have you ever been deposed before?",
					"21       A.   Once, in an unrelated matter.",
					"22       Q.   You understand you're under oath today,",
					"23   same as if we were in a courtroom?",
					"24       A.   I do.",
					"25       Q.   Is there any reason you can't testify fully"),
			},
			{
				r("Page 37"), gap(),
				ls(" 1       Q.   I've handed you what's been marked as",
					" 2   Exhibit 42. Do you recognize it?",
					" 3       A.   It's an email Frank sent me. It's dated",
					" 4   June 14, 2023.",
					" 5       Q.   He writes, \"She's going to be a problem.",
					" 6   Let's start papering it.\" What did you understand",
					" 7   him to mean?",
					" 8                MS. VOSSBERG:  Objection. Form. Calls",
					" 9   for speculation.",
					"10                MS. HOLLENBACH:  Join.",
					"11                THE WITNESS:  I understood he wanted me",
					"12   to document performance issues.",
					"13   BY MR. ACHEBE:",
					"14       Q.   That was two days before Ms. Quinones",
					"15   made her written complaint about him, correct?",
					"16       A.   Her complaint is dated June 16, 2023, so yes.",
					"17       Q.   But she had complained to you orally on",
					"18   June 12, 2023, hadn't she?",
					"19       A.   She called me that day. She said Frank",
					"20   had been making comments about her. She also",
					"21   mentioned that a coworker, Danny Okafor-Reyes, had",
					"22   heard some of them.",
					"23       Q.   Did you interview Mr. Okafor-Reyes?",
					"24       A.   Not before the warning was issued, no.",
					"25       Q.   Did you tell Mr. Mazzarella about the call?"),
			},
			{
				r("Page 88"), gap(),
				ls(" 1       Q.   Exhibit 45 is the separation memo. Who",
					" 2   decided to terminate Ms. Quinones?",
					" 3       A.   Frank recommended it. Our regional vice",
					" 4   president, Carla Benedetti, approved it on July 5.",
					" 5       Q.   July 5, 2023?",
					" 6       A.   Yes. The memo went out on the 7th.",
					" 7       Q.   Was anyone else involved in that decision?",
					" 8                MS. VOSSBERG:  Objection. Asked and",
					" 9   answered.",
					"10                THE WITNESS:  Just the three of us.",
					"11                MR. ACHEBE:  Let's take a short break.",
					"12                THE VIDEOGRAPHER:  We are going off the",
					"13   record. The time is 2:48 p.m.",
					"14                (Recess taken.)",
					"15                THE VIDEOGRAPHER:  We are back on the",
					"16   record. The time is 3:01 p.m.",
					"17   BY MR. ACHEBE:",
					"18       Q.   Ms. Thorvaldsen, before the break we were",
					"19   talking about the separation memo. Had Ms.",
					"20   Quinones received any discipline before",
					"21   June 12, 2023?",
					"22       A.   Not that I'm aware of.",
					"23       Q.   Her last performance review, dated",
					"24   March 3, 2023, rated her \"exceeds expectations\"?",
					"25       A.   That's what it says."),
			},
		}}

	cert := doc{name: certF, font: "Courier", size: 10, footer: footer,
		pages: []page{
			{
				cb("REPORTER'S CERTIFICATE"), gap(),
				p("I, LORRAINE P. DELACORTE, a Certified Shorthand Reporter of the State of California, do hereby certify:"),
				p("That the foregoing proceedings were taken before me at the time and place herein set forth, on March 11, 2025; that the witness, REBECCA S. THORVALDSEN, before testifying, was duly sworn by me to testify to the truth, the whole truth and nothing but the truth; that the testimony of the witness and all objections made at the time of the examination were recorded stenographically by me and were thereafter transcribed under my direction; and that the foregoing is a true record of the testimony and of all objections made at the time of the examination."),
				p("I further certify that I am neither counsel for nor related to any party to said action, nor in any way interested in the outcome thereof."),
				p("[X] Reading and signing was requested.  [ ] Reading and signing was waived."),
				p("IN WITNESS WHEREOF, I have subscribed my name this 24th day of March, 2025."),
				gap(),
				ls("                              /s/ Lorraine P. Delacorte",
					"                              ___________________________________",
					"                              LORRAINE P. DELACORTE, RPR",
					"                              CSR No. 13487"),
			},
			{
				cb("ERRATA SHEET"), gap(),
				ls("Case:      Quinones v. Keystone Ridge Logistics, Inc., et al.",
					"Witness:   Rebecca S. Thorvaldsen",
					"Date:      March 11, 2025",
					"",
					"PAGE  LINE   CHANGE                          REASON",
					"  6    14    \"January 9, 2021\" to            Misstatement",
					"             \"January 11, 2021\"",
					" 88    10    \"Just the three of us.\" to        Clarification",
					"             \"Just the three of us, I believe.\"",
					"",
					""),
				p("I declare under penalty of perjury under the laws of the State of California that I have read the foregoing transcript of my deposition, that I have made such corrections as appear above, and that the transcript as corrected is true and correct."),
				gap(),
				ls("Executed on April 9, 2025, at Hayward, California.",
					"",
					"",
					"                              /s/ Rebecca S. Thorvaldsen",
					"                              ___________________________________",
					"                              REBECCA S. THORVALDSEN"),
			},
		}}

	return matterSpec{
		name: "quinones-v-keystone-ridge", title: "Quinones v. Keystone Ridge Logistics, Inc., et al. (N.D. Cal., No. 4:24-cv-05127-RLT): deposition of Rebecca S. Thorvaldsen", heldOut: true,
		firstSight: &Figures{PartyTruth: 10, PartyFound: 10, PartyCorrect: 9, EventTruth: 19, EventHits: 19, Grounded: 1}, // at ad71891
		docs:       []doc{front, ex, cert},
		parties: []Party{
			{"Elena R. Quinones", "plaintiff"},
			{"Keystone Ridge Logistics, Inc.", "defendant"},
			{"Frank D. Mazzarella", "defendant"},
			{"Does 1 through 10", "defendant"},
			{"Darius K. Achebe", "counsel"},
			{"Lila M. Brandstetter", "counsel"},
			{"Meredith L. Vossberg", "counsel"},
			{"Samuel T. Przybylski", "counsel"},
			{"Gretchen M. Hollenbach", "counsel"},
			{"Rebecca S. Thorvaldsen", "deponent"},
		},
		events: []Event{
			{"2025-03-11", frontF, 1},
			{"2025-02-18", frontF, 3},
			{"2023-06-14", frontF, 3},
			{"2023-06-16", frontF, 3},
			{"2023-06-21", frontF, 3},
			{"2023-07-07", frontF, 3},
			{"2021-01-09", exF, 1},
			{"2023-06-14", exF, 2},
			{"2023-06-16", exF, 2},
			{"2023-06-12", exF, 2},
			{"2023-07-05", exF, 3},
			{"2023-06-12", exF, 3},
			{"2023-03-03", exF, 3},
			{"2025-03-11", certF, 1},
			{"2025-03-24", certF, 1},
			{"2025-03-11", certF, 2},
			{"2021-01-09", certF, 2},
			{"2021-01-11", certF, 2},
			{"2025-04-09", certF, 2},
		},
	}
}
