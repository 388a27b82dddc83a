package samples

// DEV SET (held out at first sight): an employment retaliation suit in the
// District Court for the City and County of Denver. The Colorado caption
// box (court and address at the top left, the e-filing legend "DATE FILED
// / FILING ID / CASE NUMBER" at the top right, "Plaintiff:" and
// "Defendants:" labels before the names, "COURT USE ONLY" beside the
// attorney's block with its registration number, "Case Number:" and
// "Div.:" at the right, the title in the box's last row); the complaint and
// jury demand (CADA and Colorado Wage Act claims, "Respectfully submitted
// this 22nd day of April, 2024", two lawyers with "#" registration numbers,
// "Plaintiff's Address:"); the answer and affirmative defenses with a
// certificate of service through Colorado Courts E-Filing signed by a
// paralegal; excerpts of the human resources director's deposition (cover,
// appearances "For the Plaintiff:" / "For the Defendants:", "Also
// Present:", numbered lines, "EXAMINATION BY MS. CHEN:", the reporter's
// certificate); and the order on a motion for protective order ("BY THE
// COURT:", the judge's name over "District Court Judge"). An individual
// manager sued under the Wage Act is a defendant; a paralegal and a court
// reporter are no parties; a party present at a deposition is only a party.
func init() { specs = append(specs, lovato) }

func lovato() matterSpec {
	box := func(filed, id, title string) []block {
		b := []block{
			ls("DISTRICT COURT, CITY AND COUNTY OF DENVER,",
				"STATE OF COLORADO"),
			ls("Court Address: 1437 Bannock Street",
				"               Denver, Colorado 80202"),
		}
		if filed != "" {
			b = append(b, small(r("DATE FILED: "+filed+"\nFILING ID: "+id+"\nCASE NUMBER: 2024CV31207"), 8))
		}
		return append(b,
			ls("__________________________________________________________________________",
				"Plaintiff: ANDREA K. LOVATO,",
				"",
				"v.",
				"",
				"Defendants: SUMMIT PEAK OUTDOOR SUPPLY, INC., a",
				"Colorado corporation, and GARRETT D. HOLLOWAY.        ^ COURT USE ONLY ^",
				"__________________________________________________________________________"),
			ls("Attorneys for Plaintiff:                               Case Number: 2024CV31207",
				"Marisa J. Chen, #48211",
				"Tyler R. Larimer, #51377                               Div.: 280",
				"CHEN LARIMER LLC",
				"1600 Stout Street, Suite 1400, Denver, CO 80202",
				"Phone: (303) 555-0118   mchen@chenlarimer.com",
				"__________________________________________________________________________"),
			cb(title),
			ls("__________________________________________________________________________"),
		)
	}
	boxD := func(filed, id, title string) []block {
		b := box(filed, id, title)
		b[len(b)-3] = ls("Attorneys for Defendants:                              Case Number: 2024CV31207",
			"Erin M. Sandoval, #39022",
			"Caleb J. Notting, #55840                               Div.: 280",
			"HOLLIS GARFIELD P.C.",
			"1225 17th Street, Suite 2300, Denver, CO 80202",
			"Phone: (303) 555-0147   esandoval@hollisgarfield.com",
			"__________________________________________________________________________")
		return b
	}

	complaint := doc{name: "Complaint and Jury Demand.pdf", font: "Times", size: 11,
		pages: []page{
			append(box("April 22, 2024 4:51 PM", "7C2E9A1B44F10", "COMPLAINT AND JURY DEMAND"),
				p("Plaintiff Andrea K. Lovato, through her undersigned counsel, for her Complaint against Defendants Summit Peak Outdoor Supply, Inc. (\"Summit Peak\") and Garrett D. Holloway, states as follows:"),
				p("1. Ms. Lovato worked for Summit Peak as an assistant store manager at its Cherry Creek store from March 6, 2019 until her termination on November 17, 2023. Mr. Holloway, Summit Peak's regional operations manager, supervised her and made the decision to fire her."),
				p("2. On October 2, 2023, Ms. Lovato complained in writing to Summit Peak's human resources department that Mr. Holloway had denied her a promotion because of her pregnancy and had withheld overtime pay from the hourly staff she supervised. Six weeks later she was terminated for \"performance.\""),
			),
			{
				p("3. Ms. Lovato filed a charge of discrimination with the Colorado Civil Rights Division on January 9, 2024 and received a notice of right to sue dated March 28, 2024."),
				cb("FIRST CLAIM FOR RELIEF"), c("(Retaliation under C.R.S. Section 24-34-402(1)(e) - against Summit Peak)"),
				p("4. Summit Peak terminated Ms. Lovato because she opposed practices that the Colorado Anti-Discrimination Act makes unlawful."),
				cb("SECOND CLAIM FOR RELIEF"), c("(Colorado Wage Act, C.R.S. Section 8-4-101 et seq. - against both Defendants)"),
				p("5. Summit Peak and Mr. Holloway, an employer within the meaning of C.R.S. Section 8-4-101(5), failed to pay Ms. Lovato her earned wages and accrued vacation on her separation."),
				cb("JURY DEMAND"),
				p("Plaintiff demands a trial by jury on all issues so triable."),
				l("Respectfully submitted this 22nd day of April, 2024."),
				ls("                                          CHEN LARIMER LLC", "",
					"                                          s/ Marisa J. Chen",
					"                                          Marisa J. Chen, #48211",
					"                                          Tyler R. Larimer, #51377",
					"                                          Attorneys for Plaintiff"),
				gap(),
				ls("Plaintiff's Address:", "2875 South Josephine Street", "Denver, Colorado 80210"),
			},
		}}

	answer := doc{name: "Answer and Affirmative Defenses.pdf", font: "Times", size: 11,
		pages: []page{
			append(boxD("May 20, 2024 2:08 PM", "A41F0C9D7E3B2", "DEFENDANTS' ANSWER AND AFFIRMATIVE DEFENSES"),
				p("Defendants Summit Peak Outdoor Supply, Inc. and Garrett D. Holloway, through their counsel, Hollis Garfield P.C., answer Plaintiff's Complaint and Jury Demand as follows:"),
				p("1. Defendants admit that Plaintiff was employed by Summit Peak from March 6, 2019 to November 17, 2023 and that Mr. Holloway was her supervisor. Defendants deny the remaining allegations of paragraph 1."),
				p("2. Defendants admit that Summit Peak received Plaintiff's written complaint on October 2, 2023, and deny that it was connected in any way to her termination."),
				cb("AFFIRMATIVE DEFENSES"),
				p("1. Plaintiff's termination was based on legitimate, non-retaliatory reasons. 2. Mr. Holloway is not an \"employer\" under C.R.S. Section 8-4-101(5). 3. Plaintiff failed to mitigate her damages."),
			),
			{
				l("Dated: May 20, 2024."),
				ls("                                          HOLLIS GARFIELD P.C.", "",
					"                                          s/ Erin M. Sandoval",
					"                                          Erin M. Sandoval, #39022",
					"                                          Caleb J. Notting, #55840",
					"                                          Attorneys for Defendants"),
				gap(),
				cb("CERTIFICATE OF SERVICE"),
				p("I hereby certify that on May 20, 2024, a true and correct copy of the foregoing DEFENDANTS' ANSWER AND AFFIRMATIVE DEFENSES was filed and served via Colorado Courts E-Filing on the following:"),
				ls("     Marisa J. Chen", "     Tyler R. Larimer", "     Chen Larimer LLC", "     1600 Stout Street, Suite 1400", "     Denver, CO 80202"),
				ls("", "                                          s/ Dana Whitley", "                                          Dana Whitley, Paralegal"),
			},
		}}

	depo := doc{name: "Abernathy Deposition Excerpts.pdf", font: "Courier", size: 10,
		pages: []page{
			{
				c("DISTRICT COURT, CITY AND COUNTY OF DENVER, COLORADO"),
				c("Case No. 2024CV31207, Division 280"), gap(),
				c("VIDEOTAPED DEPOSITION OF: RENEE C. ABERNATHY"), c("September 10, 2024"), gap(),
				c("ANDREA K. LOVATO,"), c("Plaintiff,"), c("v."), c("SUMMIT PEAK OUTDOOR SUPPLY, INC., and GARRETT D. HOLLOWAY,"), c("Defendants."), gap(),
				p("PURSUANT TO NOTICE, the videotaped deposition of RENEE C. ABERNATHY was taken on behalf of the Plaintiff at 1600 Stout Street, Suite 1400, Denver, Colorado, on September 10, 2024, at 9:32 a.m., before Holly J. Pruett, Registered Professional Reporter and Notary Public within Colorado."),
				ls("APPEARANCES:", "",
					"For the Plaintiff:        MARISA J. CHEN, ESQ.",
					"                          Chen Larimer LLC",
					"                          1600 Stout Street, Suite 1400",
					"                          Denver, Colorado 80202", "",
					"For the Defendants:       CALEB J. NOTTING, ESQ.",
					"                          Hollis Garfield P.C.",
					"                          1225 17th Street, Suite 2300",
					"                          Denver, Colorado 80202", "",
					"Also Present:             Andrea K. Lovato",
					"                          Marcus Reyes, Videographer"),
			},
			{
				ls("                                                            14",
					" 1                    RENEE C. ABERNATHY,",
					" 2   having been first duly sworn, was examined and testified",
					" 3   as follows:",
					" 4                         EXAMINATION",
					" 5   BY MS. CHEN:",
					" 6        Q.   Please state your name and position for the record.",
					" 7        A.   Renee Abernathy. I'm the director of human resources",
					" 8   for Summit Peak.",
					" 9        Q.   You received Ms. Lovato's written complaint on October",
					"10   2, 2023?",
					"11        A.   Yes. I forwarded it to Garrett Holloway the same day.",
					"12        Q.   Before you forwarded it, had anyone at Summit Peak",
					"13   raised a concern about her performance in writing?",
					"14        A.   Not in writing, no. Her last review, in March of 2023,",
					"15   was \"meets expectations.\"",
					"16        Q.   Who decided to terminate her employment?",
					"17        A.   Garrett made the recommendation on November 14, and I",
					"18   signed off on it.",
					"19             MR. NOTTING: Object to form.",
					"20        Q.   (BY MS. CHEN) And she was terminated on November 17,",
					"21   2023?",
					"22        A.   That's right."),
			},
			{
				cb("REPORTER'S CERTIFICATE"),
				p("I, Holly J. Pruett, Registered Professional Reporter and Notary Public, State of Colorado, do hereby certify that previous to the commencement of the examination, the said RENEE C. ABERNATHY was duly sworn by me to testify to the truth in relation to the matters in controversy between the parties hereto; that the said deposition was taken in machine shorthand by me at the time and place aforesaid and was thereafter reduced to typewritten form; and that the foregoing is a true transcript of the questions asked, testimony given, and proceedings had."),
				l("Dated this 23rd day of September, 2024."),
				ls("", "                              Holly J. Pruett, RPR", "                              My commission expires: July 8, 2027"),
			},
		}}

	order := doc{name: "Order re Motion for Protective Order.pdf", font: "Times", size: 11,
		pages: []page{
			append(box("October 30, 2024 10:12 AM", "", "ORDER RE: DEFENDANTS' MOTION FOR PROTECTIVE ORDER")[:2],
				small(r("DATE OF ORDER INDICATED ON ATTACHMENT"), 8),
				ls("__________________________________________________________________________",
					"Plaintiff: ANDREA K. LOVATO,",
					"v.",
					"Defendants: SUMMIT PEAK OUTDOOR SUPPLY, INC., and      ^ COURT USE ONLY ^",
					"GARRETT D. HOLLOWAY.",
					"                                                       Case Number: 2024CV31207",
					"                                                       Courtroom: 280",
					"__________________________________________________________________________"),
				cb("ORDER RE: DEFENDANTS' MOTION FOR PROTECTIVE ORDER"),
				ls("__________________________________________________________________________"),
				p("THIS MATTER comes before the Court on Defendants' Motion for Protective Order Regarding the Personnel Files of Non-Party Employees, filed October 4, 2024. The Court has reviewed the motion, Plaintiff's response filed October 18, 2024, and the file, and is fully advised."),
				p("The motion is GRANTED IN PART. Summit Peak shall produce the personnel files of the three assistant store managers whom Mr. Holloway supervised between January 1, 2022 and November 17, 2023, redacted of medical and financial information, by November 22, 2024. The files shall be treated as Confidential under the stipulated protective order entered on July 15, 2024. The motion is otherwise DENIED."),
				l("SO ORDERED this 30th day of October, 2024."),
				ls("                                          BY THE COURT:", "", "",
					"                                          ______________________________",
					"                                          Jonathan P. Westergaard",
					"                                          District Court Judge"),
			),
		}}

	return matterSpec{
		name: "lovato-v-summit-peak", title: "Lovato v. Summit Peak Outdoor Supply, Inc. (Denver Dist. Ct., No. 2024CV31207)", heldOut: true,
		firstSight: &Figures{PartyTruth: 9, PartyFound: 10, PartyCorrect: 8, EventTruth: 22, EventHits: 22, Grounded: 1}, // at 2354bdd
		docs:       []doc{complaint, answer, depo, order},
		parties: []Party{
			{"Andrea K. Lovato", "plaintiff"},
			{"Summit Peak Outdoor Supply, Inc.", "defendant"},
			{"Garrett D. Holloway", "defendant"},
			{"Marisa J. Chen", "counsel"},
			{"Tyler R. Larimer", "counsel"},
			{"Erin M. Sandoval", "counsel"},
			{"Caleb J. Notting", "counsel"},
			{"Renee C. Abernathy", "deponent"},
			{"Jonathan P. Westergaard", "judge"},
		},
		events: []Event{
			{"2024-04-22", "Complaint and Jury Demand.pdf", 1},
			{"2019-03-06", "Complaint and Jury Demand.pdf", 1},
			{"2023-11-17", "Complaint and Jury Demand.pdf", 1},
			{"2023-10-02", "Complaint and Jury Demand.pdf", 1},
			{"2024-01-09", "Complaint and Jury Demand.pdf", 2},
			{"2024-03-28", "Complaint and Jury Demand.pdf", 2},
			{"2024-04-22", "Complaint and Jury Demand.pdf", 2},
			{"2024-05-20", "Answer and Affirmative Defenses.pdf", 1},
			{"2019-03-06", "Answer and Affirmative Defenses.pdf", 1},
			{"2023-11-17", "Answer and Affirmative Defenses.pdf", 1},
			{"2023-10-02", "Answer and Affirmative Defenses.pdf", 1},
			{"2024-05-20", "Answer and Affirmative Defenses.pdf", 2},
			{"2024-09-10", "Abernathy Deposition Excerpts.pdf", 1},
			{"2023-10-02", "Abernathy Deposition Excerpts.pdf", 2},
			{"2023-11-17", "Abernathy Deposition Excerpts.pdf", 2},
			{"2024-09-23", "Abernathy Deposition Excerpts.pdf", 3},
			{"2024-10-30", "Order re Motion for Protective Order.pdf", 1},
			{"2024-10-04", "Order re Motion for Protective Order.pdf", 1},
			{"2024-10-18", "Order re Motion for Protective Order.pdf", 1},
			{"2022-01-01", "Order re Motion for Protective Order.pdf", 1},
			{"2024-11-22", "Order re Motion for Protective Order.pdf", 1},
			{"2024-07-15", "Order re Motion for Protective Order.pdf", 1},
		},
	}
}
