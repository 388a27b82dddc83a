package samples

// DEV SET (held out at first sight): a Louisiana personal-injury suit in the
// Civil District Court for the Parish of Orleans. The caption carries no
// role labels ("X / VERSUS / Y, ET AL." with "NO. 2024-01877" and
// "DIVISION \"F\"" above, "FILED: ____ DEPUTY CLERK" under a rule); the
// petition for damages ("NOW INTO COURT, through undersigned counsel, comes
// petitioner, X, a person of the full age of majority", "made defendants
// herein are:" with lettered defendants, "PLEASE SERVE:" with a registered
// agent, "La. Bar Roll No."); the defendants' answer and request for jury
// trial with a certificate of service ("this 15th day of April, 2024"); an
// excerpt of the driver's deposition ("APPEARANCES:" by side, "REPORTED BY:"
// a certified court reporter, numbered transcript lines); the records
// custodian's affidavit ("BEFORE ME, the undersigned authority, personally
// came and appeared"); and the judgment on a motion for partial summary
// judgment ("JUDGMENT READ, RENDERED AND SIGNED in New Orleans, Louisiana,
// this 1st day of October, 2024.").
// The petitioner of an ordinary Louisiana suit is its plaintiff; a
// registered agent for service, the court reporter, the notary and the
// deputy clerk have no role; the records custodian is the affidavit's
// declarant.
func init() { specs = append(specs, guidry) }

func guidry() matterSpec {
	capt := func(filed string) []block {
		return []block{
			cb("CIVIL DISTRICT COURT FOR THE PARISH OF ORLEANS"), gap(),
			cb("STATE OF LOUISIANA"), gap(),
			l("NO. 2024-01877                                                                    DIVISION \"F\""), gap(),
			c("MARCELLE A. GUIDRY"), gap(), c("VERSUS"), gap(),
			c("CRESCENT GULF LOGISTICS, L.L.C., TERRANCE J. HEBERT"),
			c("AND PELICAN STATE MUTUAL INSURANCE COMPANY"), gap(),
			l("FILED: " + filed + "                              ______________________________"),
			l("                                                                      DEPUTY CLERK"),
			gap(),
		}
	}

	petition := doc{name: "Petition for Damages.pdf", font: "Times", size: 11.5, unicode: true,
		footer: "Page %d of %t",
		pages: []page{
			append(capt("Feb. 27, 2024"),
				cb("PETITION FOR DAMAGES"), gap(),
				p("NOW INTO COURT, through undersigned counsel, comes petitioner, MARCELLE A. GUIDRY, a person of the full age of majority domiciled in the Parish of Orleans, State of Louisiana, who respectfully represents:"),
				p("1. Made defendants herein are:"),
				p("a. CRESCENT GULF LOGISTICS, L.L.C., a Louisiana limited liability company authorized to do and doing business in the Parish of Orleans;"),
				p("b. TERRANCE J. HEBERT, a person of the full age of majority domiciled in the Parish of Jefferson; and"),
				p("c. PELICAN STATE MUTUAL INSURANCE COMPANY, a foreign insurer authorized to do and doing business in the State of Louisiana, which issued a policy of liability insurance to Crescent Gulf Logistics, L.L.C. in force on the date of the accident."),
				p("2. On March 8, 2023, petitioner was lawfully driving her 2019 Honda Accord eastbound on Interstate 10 near the Carrollton Avenue exit when a tractor-trailer owned by Crescent Gulf Logistics, L.L.C. and driven by Terrance J. Hebert, in the course and scope of his employment, changed lanes into her vehicle without warning."),
			),
			{
				p("3. The accident was caused by the negligence of Terrance J. Hebert in failing to keep a proper lookout, changing lanes when it was unsafe to do so, and driving while distracted by a mobile telephone, for which Crescent Gulf Logistics, L.L.C. is vicariously liable."),
				p("4. As a result of the accident petitioner sustained injuries to her neck and lower back, underwent a lumbar discectomy on August 21, 2023, and has incurred medical expenses, lost wages, and pain and suffering."),
				p("WHEREFORE, petitioner prays that defendants be served with a copy of this petition and be duly cited to appear and answer, and that after due proceedings there be judgment in her favor against defendants, jointly, severally and in solido, for all damages reasonable in the premises, with legal interest from date of judicial demand and all costs."),
				ls("                                        Respectfully submitted,", "",
					"                                        LEBLANC & DUPRE, L.L.C.", "",
					"                                        /s/ Andre P. LeBlanc",
					"                                        ANDRE P. LEBLANC (La. Bar Roll No. 31544)",
					"                                        JOLIE M. DUPRE (La. Bar Roll No. 36120)",
					"                                        1100 Poydras Street, Suite 2900",
					"                                        New Orleans, Louisiana 70163",
					"                                        Telephone: (504) 555-0143",
					"                                        Counsel for Petitioner, Marcelle A. Guidry"),
				gap(),
				l("PLEASE SERVE:"),
				ls("CRESCENT GULF LOGISTICS, L.L.C.",
					"through its registered agent for service of process,",
					"Bayou Corporate Agents, Inc.",
					"3867 Plaza Tower Drive, Baton Rouge, Louisiana 70816", "",
					"TERRANCE J. HEBERT",
					"2214 Manhattan Boulevard, Harvey, Louisiana 70058", "",
					"PELICAN STATE MUTUAL INSURANCE COMPANY",
					"through the Louisiana Secretary of State",
					"8585 Archives Avenue, Baton Rouge, Louisiana 70809"),
			},
		}}

	answer := doc{name: "Answer and Request for Jury Trial.pdf", font: "Times", size: 11.5, unicode: true,
		pages: []page{
			append(capt("Apr. 15, 2024"),
				cb("ANSWER AND REQUEST FOR TRIAL BY JURY"), gap(),
				p("NOW INTO COURT, through undersigned counsel, come defendants, Crescent Gulf Logistics, L.L.C., Terrance J. Hebert, and Pelican State Mutual Insurance Company, who, in answer to the Petition for Damages filed by plaintiff, Marcelle A. Guidry, respectfully aver as follows:"),
				p("1. The allegations of Paragraph 1 are admitted only insofar as they identify the defendants; the policy of insurance is a written contract which is the best evidence of its contents."),
				p("2. The allegations of Paragraphs 2 and 3 are denied. Defendants aver that the accident of March 8, 2023 was caused solely by the fault of plaintiff, who accelerated into the lane Terrance J. Hebert had signalled to enter."),
				p("3. The allegations of Paragraph 4 are denied for lack of sufficient information to justify a belief therein. Defendants further aver that plaintiff's lumbar condition pre-existed the accident, as shown by an MRI taken on November 2, 2021."),
				p("4. Defendants request a trial by jury on all issues and will post the bond fixed by the Court."),
			),
			{
				ls("                                        Respectfully submitted,", "",
					"                                        BROUSSARD FONTENOT VILLERE", "",
					"                                        /s/ Claire M. Fontenot",
					"                                        CLAIRE M. FONTENOT (#28817)",
					"                                        GREGORY S. VILLERE (#33409)",
					"                                        701 Magazine Street, Suite 400",
					"                                        New Orleans, Louisiana 70130",
					"                                        Attorneys for Crescent Gulf Logistics, L.L.C.,",
					"                                        Terrance J. Hebert and Pelican State Mutual",
					"                                        Insurance Company"),
				gap(),
				cb("CERTIFICATE"),
				p("I hereby certify that a copy of the above and foregoing has been served upon all counsel of record by electronic mail this 15th day of April, 2024."),
				r("/s/ Claire M. Fontenot"),
			},
		}}

	depo := doc{name: "Deposition of Terrance J. Hebert (excerpt).pdf", font: "Courier", size: 10, unicode: true,
		footer: "GULF SOUTH REPORTING, L.L.C.  (504) 555-0199",
		pages: []page{
			{
				c("CIVIL DISTRICT COURT FOR THE PARISH OF ORLEANS"), c("STATE OF LOUISIANA"), gap(),
				c("NO. 2024-01877                 DIVISION \"F\""), gap(),
				c("MARCELLE A. GUIDRY"), c("VERSUS"), c("CRESCENT GULF LOGISTICS, L.L.C., ET AL."), gap(),
				p("Deposition of TERRANCE J. HEBERT, taken at the offices of LeBlanc & Dupre, L.L.C., 1100 Poydras Street, Suite 2900, New Orleans, Louisiana, on Tuesday, June 18, 2024, commencing at 9:35 a.m."),
				cb("APPEARANCES:"),
				ls("     LEBLANC & DUPRE, L.L.C.",
					"     BY: JOLIE M. DUPRE, ESQ.",
					"     (Attorneys for Plaintiff)", "",
					"     BROUSSARD FONTENOT VILLERE",
					"     BY: GREGORY S. VILLERE, ESQ.",
					"     (Attorneys for Defendants)", "",
					"REPORTED BY:",
					"     Denise K. Marcantel, CCR (La. CCR No. 2009017)",
					"     Certified Court Reporter"),
			},
			{
				ls(" 1              TERRANCE J. HEBERT,",
					" 2   after having been first duly sworn by the above-",
					" 3   mentioned court reporter, did testify as follows:",
					" 4                  EXAMINATION",
					" 5   BY MS. DUPRE:",
					" 6        Q.   Mr. Hebert, who was your employer on",
					" 7   March 8, 2023?",
					" 8        A.   Crescent Gulf. I drove for them from 2020",
					" 9   until this past January.",
					"10        Q.   Was your phone in the cab with you?",
					"11        A.   It was in the mount. I had the dispatch app",
					"12   open.",
					"13        Q.   Did you look at it before you changed lanes?",
					"14        A.   I glanced at it. Then I checked my mirror.",
					"15        Q.   Did you see Ms. Guidry's car?",
					"16        A.   Not until I felt the impact.",
					"17             MS. DUPRE:  That's all I have.",
					"18             MR. VILLERE:  No questions."),
			},
		}}

	affidavit := doc{name: "Affidavit of Custodian of Records.pdf", font: "Times", size: 11.5, unicode: true,
		pages: []page{
			append(capt("Jul. 9, 2024"),
				cb("AFFIDAVIT OF CUSTODIAN OF MEDICAL RECORDS"), gap(),
				ls("STATE OF LOUISIANA", "PARISH OF JEFFERSON"), gap(),
				p("BEFORE ME, the undersigned authority, personally came and appeared YVETTE L. ANCAR, who, after being duly sworn, did depose and state:"),
				p("1. I am the custodian of medical records of Lakeside Spine Institute and am authorized to certify its records."),
				p("2. The attached 214 pages are true and complete copies of the records of Lakeside Spine Institute concerning Marcelle A. Guidry for the period from March 10, 2023 through June 30, 2024, made at or near the time of the acts recorded by persons with knowledge, and kept in the course of regularly conducted business."),
				ls("                                        /s/ Yvette L. Ancar",
					"                                        YVETTE L. ANCAR", "",
					"SWORN TO AND SUBSCRIBED before me, this 2nd day of July, 2024.", "",
					"/s/ Roland T. Picou",
					"NOTARY PUBLIC, Roland T. Picou, Notary ID No. 61204",
					"My commission is for life."),
			),
		}}

	judgment := doc{name: "Judgment on Motion for Partial Summary Judgment.pdf", font: "Times", size: 11.5, unicode: true,
		pages: []page{
			append(capt("Oct. 1, 2024"),
				cb("JUDGMENT"), gap(),
				p("This matter came for hearing on September 20, 2024 on the Motion for Partial Summary Judgment on the issue of liability filed by plaintiff, Marcelle A. Guidry."),
				p("Present were: Andre P. LeBlanc and Jolie M. Dupre, counsel for plaintiff; and Claire M. Fontenot, counsel for defendants."),
				p("The Court, having considered the motion, the memoranda, the deposition of Terrance J. Hebert, the evidence and the argument of counsel, finds that there is no genuine issue of material fact as to the fault of Terrance J. Hebert, for the reasons orally assigned."),
				p("IT IS ORDERED, ADJUDGED AND DECREED that the Motion for Partial Summary Judgment is GRANTED, and that Terrance J. Hebert is found at fault in causing the accident of March 8, 2023, reserving to defendants the issue of comparative fault of plaintiff and all issues of causation and damages for trial."),
				ls("JUDGMENT READ, RENDERED AND SIGNED in New Orleans, Louisiana, this 1st day of", "October, 2024.", "", "",
					"                                        ______________________________",
					"                                        JUDGE SIMONE D. ARCENEAUX"),
			),
		}}

	return matterSpec{
		name: "guidry-v-crescent-gulf", title: "Guidry v. Crescent Gulf Logistics, L.L.C. (Civil District Court, Parish of Orleans, No. 2024-01877)", heldOut: true,
		firstSight: &Figures{PartyTruth: 11, PartyFound: 8, PartyCorrect: 6, EventTruth: 16, EventHits: 16, Grounded: 1}, // at 1712995
		docs:       []doc{petition, answer, depo, affidavit, judgment},
		parties: []Party{
			{"Marcelle A. Guidry", "plaintiff"},
			{"Crescent Gulf Logistics, L.L.C.", "defendant"},
			{"Terrance J. Hebert", "defendant"},
			{"Terrance J. Hebert", "deponent"},
			{"Pelican State Mutual Insurance Company", "defendant"},
			{"Andre P. LeBlanc", "counsel"},
			{"Jolie M. Dupre", "counsel"},
			{"Claire M. Fontenot", "counsel"},
			{"Gregory S. Villere", "counsel"},
			{"Yvette L. Ancar", "declarant"},
			{"Simone D. Arceneaux", "judge"},
		},
		events: []Event{
			{"2024-02-27", "Petition for Damages.pdf", 1},
			{"2023-03-08", "Petition for Damages.pdf", 1},
			{"2023-08-21", "Petition for Damages.pdf", 2},
			{"2024-04-15", "Answer and Request for Jury Trial.pdf", 1},
			{"2023-03-08", "Answer and Request for Jury Trial.pdf", 1},
			{"2021-11-02", "Answer and Request for Jury Trial.pdf", 1},
			{"2024-04-15", "Answer and Request for Jury Trial.pdf", 2},
			{"2024-06-18", "Deposition of Terrance J. Hebert (excerpt).pdf", 1},
			{"2023-03-08", "Deposition of Terrance J. Hebert (excerpt).pdf", 2},
			{"2024-07-09", "Affidavit of Custodian of Records.pdf", 1},
			{"2023-03-10", "Affidavit of Custodian of Records.pdf", 1},
			{"2024-06-30", "Affidavit of Custodian of Records.pdf", 1},
			{"2024-07-02", "Affidavit of Custodian of Records.pdf", 1},
			{"2024-10-01", "Judgment on Motion for Partial Summary Judgment.pdf", 1},
			{"2024-09-20", "Judgment on Motion for Partial Summary Judgment.pdf", 1},
			{"2023-03-08", "Judgment on Motion for Partial Summary Judgment.pdf", 1},
		},
	}
}
