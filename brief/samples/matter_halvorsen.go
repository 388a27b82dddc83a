package samples

// DEV SET (held out at first sight): a felony prosecution in the Superior
// Court of Washington for King County. The information on pleading paper
// (")"-ruled caption "STATE OF WASHINGTON, Plaintiff, v. X, Defendant.",
// "I, X, Prosecuting Attorney for King County in the name and by the
// authority of the State of Washington, do accuse", counts "Contrary to
// RCW ... and against the peace and dignity of the State of Washington",
// signed under the prosecuting attorney's name "By:" the deputy with
// "WSBA #", the prosecuting attorney's name and office address in the
// footer of every page); the detective's certification for determination
// of probable cause ("That X is a detective with ... and has reviewed the
// investigation", "Under penalty of perjury under the laws of the State of
// Washington, I certify", "Signed and dated by me this 19th day of March,
// 2024, at Seattle, Washington"); the statement of defendant on plea of
// guilty on the state form (numbered items "1. My true name is:", "My
// lawyer's name is:", a sentencing table with column headings, signature
// lines labelled "Defendant", "Prosecuting Attorney", "Defendant's Lawyer"
// with "Print Name" and "WSBA No." under them, the judge's finding, the
// form footer "CrR 4.2(g)"); the clerk's minutes ("Judge:", "Court
// Clerk:", "Court Reporter:", "Bailiff:" boxes, appearances in prose); and
// the felony judgment and sentence form (numbered sections "2.1 Current
// Offenses" with a table of counts and dates of crime, "Done in Open
// Court", "Judge/Print Name:", three signature columns, the
// identification block with "SID No." and "Date of Birth", the
// fingerprint attestation by a deputy clerk).
// The State is the plaintiff and its prosecutors, the prosecuting attorney
// who signs by her deputy too, are counsel; the public defender is counsel;
// the detective who certifies probable cause is a declarant; the victim
// named only in the charge, the clerk, the bailiff and the court reporter
// are no parties.
func init() { specs = append(specs, halvorsen) }

func halvorsen() matterSpec {
	court := []block{cb("IN THE SUPERIOR COURT OF THE STATE OF WASHINGTON"), cb("IN AND FOR THE COUNTY OF KING"), gap()}
	capt := func(title ...string) block {
		right := append([]string{"", "No. 24-1-04417-2 SEA", ""}, title...)
		return caption(")", []string{"STATE OF WASHINGTON,", "", "                    Plaintiff,", "", "          v.", "", "CODY RAY HALVORSEN,", "", "                    Defendant."}, right)
	}
	paFoot := "INFORMATION - %d        Leonora M. Vance, Prosecuting Attorney, W554 King County Courthouse, 516 Third Ave., Seattle, WA 98104"

	info := doc{name: "Information 24-1-04417-2 SEA.pdf", font: "Times", size: 11.5, pleading: true, footer: paFoot,
		pages: []page{
			append(append([]block{}, court...), capt("INFORMATION"), gap(),
				p("I, Leonora M. Vance, Prosecuting Attorney for King County in the name and by the authority of the State of Washington, do accuse CODY RAY HALVORSEN of the crimes of Residential Burglary and Theft in the Second Degree, committed as follows:"),
				cb("Count 1 - Residential Burglary"),
				p("That the defendant CODY RAY HALVORSEN in King County, Washington, on or about March 14, 2024, with intent to commit a crime against a person or property therein, did enter and remain unlawfully in a dwelling, the residence of Ingrid Solberg, located at 7714 Dibble Avenue NW, Seattle; Contrary to RCW 9A.52.025, and against the peace and dignity of the State of Washington."),
				cb("Count 2 - Theft in the Second Degree"),
				p("And I, Leonora M. Vance, Prosecuting Attorney aforesaid, further do accuse CODY RAY HALVORSEN of the crime of Theft in the Second Degree, a crime of the same or similar character as Count 1, committed as follows: That the defendant in King County, Washington, on or about March 14, 2024, did wrongfully obtain property of another, to-wit: jewelry and a laptop computer, of a value exceeding $750; Contrary to RCW 9A.56.040(1)(a), and against the peace and dignity of the State of Washington."),
			),
			{
				ls("", "                                         LEONORA M. VANCE", "                                         Prosecuting Attorney", "",
					"                                         By: /s/ Adrian K. Tso", "                                         Adrian K. Tso, WSBA #48812", "                                         Deputy Prosecuting Attorney"),
				gap(),
				cb("CERTIFICATION FOR DETERMINATION OF PROBABLE CAUSE"),
				p("That Nadia Ferreira is a detective with the Seattle Police Department and has reviewed the investigation conducted in Seattle Police Department Case No. 2024-071233. There is probable cause to believe that Cody Ray Halvorsen committed the crimes of Residential Burglary and Theft in the Second Degree."),
				p("This belief is predicated on the following facts and circumstances: On March 14, 2024, a neighbor saw a man carry a laptop bag from the rear door of the residence and drive off in a gray pickup. A pawn shop reported the sale of a ring from the residence on March 16, 2024; its records and video show the seller was the defendant, whose fingerprint was also lifted from the rear door."),
				p("Under penalty of perjury under the laws of the State of Washington, I certify that the foregoing is true and correct. Signed and dated by me this 19th day of March, 2024, at Seattle, Washington."),
				ls("                                         /s/ Nadia Ferreira #7421", "                                         Detective, Seattle Police Department"),
			},
		}}

	formHead := func(title ...string) block {
		return caption("", []string{"State of Washington, Plaintiff,", "", "        vs.", "", "Cody Ray Halvorsen,", "                    Defendant."},
			append([]string{"No. 24-1-04417-2 SEA", ""}, title...))
	}
	plea := doc{name: "Statement of Defendant on Plea of Guilty.pdf", font: "Helvetica", size: 9,
		footer: "Statement on Plea of Guilty (Non-Sex Offense) (Felony) (STTDFG) - Page %d of %t    CrR 4.2(g) (07/2023)",
		pages: []page{
			{
				cb("Superior Court of Washington, County of King"), gap(),
				formHead("Statement of Defendant on Plea of Guilty to", "Non-Sex Offense (Felony)", "(STTDFG)"), gap(),
				ls("1.  My true name is:  Cody Ray Halvorsen",
					"2.  My age is:  29            Date of Birth:  08/02/1994",
					"3.  I went through the  11th  grade.",
					"4.  I Have Been Informed and Fully Understand That:",
					"    (a) I have the right to representation by a lawyer and that if I cannot afford to pay for a lawyer, one",
					"        will be provided at no expense to me.  My lawyer's name is:  Simone D. Achebe",
					"    (b) I am charged with:  Count 1, Residential Burglary, RCW 9A.52.025.",
					"        The elements are:  as set out in the Information filed 03/21/2024.",
					"5.  I Understand I Have the Following Important Rights, and I Give Them All Up by Pleading Guilty:",
					"    (a) The right to a speedy and public trial by an impartial jury in the county where the crime was",
					"        allegedly committed;",
					"    (b) The right to remain silent before and during trial, and the right to refuse to testify against myself;",
					"    (c) The right at trial to hear and question the witnesses who testify against me;",
					"6.  In Considering the Consequences of My Guilty Plea, I Understand That:",
					"    (a) Each crime with which I am charged carries a maximum sentence, a fine, and a standard sentence",
					"        range as follows:",
					"",
					"  COUNT   OFFENDER   STANDARD RANGE ACTUAL     PLUS            COMMUNITY     MAXIMUM TERM",
					"  NO.     SCORE      CONFINEMENT               Enhancements    CUSTODY       AND FINE",
					"  1       2          6 - 12 months             none            none          10 yrs / $20,000",
					"",
					"    (g) The prosecuting attorney will make the following recommendation to the judge:",
					"        [X] As stated in the plea agreement: 9 months in King County Jail, credit for time served,",
					"        restitution as determined, and dismissal of Count 2.",
					"7.  I plead guilty to:  Count 1, Residential Burglary, in the  [X] Information  [ ] Amended Information.",
					"    I have received a copy of that Information."),
			},
			{
				ls("11. The judge has asked me to state what I did in my own words that makes me guilty of this crime.",
					"    This is my statement:  On March 14, 2024, in King County, Washington, I entered a house on Dibble",
					"    Avenue NW without permission and intending to take property, and I took jewelry from the house.",
					"12. My lawyer has explained to me, and we have fully discussed, all of the above paragraphs. I understand",
					"    them all. I have been given a copy of this \"Statement of Defendant on Plea of Guilty.\" I have no",
					"    further questions to ask the judge.",
					"",
					"                                            /s/ Cody R. Halvorsen",
					"                                            ______________________________________",
					"                                            Defendant",
					"",
					"/s/ Adrian K. Tso                           /s/ Simone D. Achebe",
					"__________________________________          ______________________________________",
					"Prosecuting Attorney                        Defendant's Lawyer",
					"Adrian K. Tso              48812            Simone D. Achebe              51930",
					"Print Name                 WSBA No.         Print Name                    WSBA No.",
					"",
					"The foregoing statement was signed by the defendant in open court in the presence of the defendant's",
					"lawyer and the undersigned judge. The defendant asserted that [check appropriate box]:",
					"  [X] (a) The defendant had previously read the entire statement above and that the defendant",
					"          understood it in full;",
					"  [ ] (b) The defendant's lawyer had previously read to him or her the entire statement above and",
					"          that the defendant understood it in full;",
					"I find the defendant's plea of guilty to be knowingly, intelligently and voluntarily made. Defendant",
					"understands the charges and the consequences of the plea. There is a factual basis for the plea.",
					"The defendant is guilty as charged.",
					"",
					"Dated:  06/21/2024                          /s/ Marguerite L. Oyelowo",
					"                                            ______________________________________",
					"                                            Judge",
					"                                            Marguerite L. Oyelowo"),
			},
		}}

	minutes := doc{name: "Clerk's Minutes 2024-06-21.pdf", font: "Helvetica", size: 9.5,
		pages: []page{{
			cb("SUPERIOR COURT OF WASHINGTON FOR KING COUNTY"), cb("CLERK'S MINUTES"), gap(),
			ls("SCOMIS CODE:  PLGY / SETSNT",
				"",
				"Judge:  Marguerite L. Oyelowo, Dept. 31          Bailiff:  T. Kealoha",
				"Court Clerk:  Rachel Dunmore                     Court Reporter:  Digital Recording, Courtroom W-864",
				"Date:  June 21, 2024                             Start Time:  9:34 AM",
				"",
				"KING COUNTY CAUSE NO.:  24-1-04417-2 SEA",
				"STATE OF WASHINGTON  vs.  CODY RAY HALVORSEN"),
			gap(),
			cb("PLEA OF GUILTY"),
			p("Appearances: The State is represented by Deputy Prosecuting Attorney Adrian K. Tso. The defendant is present in custody and represented by Simone D. Achebe of the King County Department of Public Defense."),
			p("The defendant is arraigned on the Information filed March 21, 2024 and waives formal reading. The Court reviews the Statement of Defendant on Plea of Guilty with the defendant. The defendant pleads guilty to Count 1, Residential Burglary. The Court finds the plea knowingly, intelligently and voluntarily made and accepts it. On the State's motion, Count 2 will be dismissed at sentencing."),
			p("Sentencing is set for August 9, 2024 at 1:30 PM in Courtroom W-864. A presentence report is not ordered. The defendant remains in custody; bail remains as previously set."),
			ls("", "End Time:  9:51 AM", "", "Minutes entered by:  Rachel Dunmore, Court Clerk"),
		}}}

	js := doc{name: "Felony Judgment and Sentence.pdf", font: "Helvetica", size: 9,
		footer: "Felony Judgment and Sentence (FJS) (Jail One Year or Less) (RCW 9.94A.500, .505) (WPF CR 84.0400J (05/2023))  Page %d of %t",
		pages: []page{
			{
				cb("Superior Court of Washington, County of King"), gap(),
				formHead("Felony Judgment and Sentence --", "[ ] Prison  [X] Jail One Year or Less", "[ ] First-Time Offender  [ ] Special Sex Offender", "(FJS)", "[X] Clerk's Action Required, para 4.1 and 5.2"), gap(),
				cb("I. Hearing"),
				ls("1.1 The court conducted a sentencing hearing this date; the defendant, the defendant's lawyer, and the (deputy)",
					"    prosecuting attorney were present."),
				cb("II. Findings"),
				ls("There being no reason why judgment should not be pronounced, the court finds:",
					"2.1 Current Offenses: The defendant is guilty of the following offenses, based upon",
					"    [X] guilty plea (date)  06/21/2024     [ ] jury verdict (date) ______     [ ] bench trial (date) ______",
					"",
					"    Count    Crime                              RCW (w/subsection)       Class     Date of Crime",
					"    1        Residential Burglary               9A.52.025                FB        03/14/2024",
					"",
					"    Class: FA (Felony-A), FB (Felony-B), FC (Felony-C)",
					"2.3 Sentencing Data:",
					"    Count   Offender   Serious-     Standard Range          Plus            Total Standard     Maximum",
					"    No.     Score      ness Level   (not incl. enhancements) Enhancements   Range              Term",
					"    1       2          IV           6 to 12 months           none           6 to 12 months     10 yrs / $20,000"),
				cb("III. Judgment"),
				ls("3.1 The defendant is guilty of the counts and charges listed in paragraph 2.1.",
					"3.2 [X] The court dismisses Count 2 in the charging document."),
				cb("IV. Sentence and Order"),
				ls("It is ordered:",
					"4.1 Confinement. The court sentences the defendant to total confinement of  9  months in the King County",
					"    Jail, with credit for  149  days served before sentencing.",
					"4.3 Legal Financial Obligations: Victim assessment $500. Restitution to be determined at a restitution",
					"    hearing on October 4, 2024, which the defendant [X] waives the right to attend."),
			},
			{
				ls("Done in Open Court and in the presence of the defendant this date:  08/09/2024",
					"",
					"                                                 /s/ Marguerite L. Oyelowo",
					"                                                 _____________________________________",
					"                                                 Judge/Print Name:  Marguerite L. Oyelowo",
					"",
					"/s/ Adrian K. Tso               /s/ Simone D. Achebe              /s/ Cody R. Halvorsen",
					"_______________________         _________________________         _________________________",
					"Deputy Prosecuting Attorney     Attorney for Defendant            Defendant",
					"WSBA No. 48812                  WSBA No. 51930                    Print Name:  Cody Ray Halvorsen",
					"Print Name:  Adrian K. Tso      Print Name:  Simone D. Achebe",
					"",
					"Identification of the Defendant",
					"SID No.  WA28811734                              Date of Birth  08/02/1994",
					"FBI No.  774120KD9                               Local ID No.  KCJ-24-118823",
					"Race:  W        Ethnicity:  Non-Hispanic        Sex:  M",
					"",
					"Fingerprints: I attest that I saw the same defendant who appeared in court on this document affix his or",
					"her fingerprints and signature thereto.",
					"Clerk of the Court:  /s/ Rachel Dunmore, Deputy Clerk                 Dated:  08/09/2024",
					"",
					"Defendant's Signature:  /s/ Cody R. Halvorsen",
					"Left four fingers taken simultaneously    Left Thumb    Right Thumb    Right four fingers taken simultaneously"),
			},
		}}

	return matterSpec{
		name: "state-v-halvorsen", title: "State of Washington v. Halvorsen (King County Superior Court, No. 24-1-04417-2 SEA)", heldOut: true,
		firstSight: &Figures{PartyTruth: 7, PartyFound: 10, PartyCorrect: 6, EventTruth: 16, EventHits: 16, Grounded: 1}, // at ca5c45b
		docs:       []doc{info, plea, minutes, js},
		parties: []Party{
			{"State of Washington", "plaintiff"},
			{"Cody Ray Halvorsen", "defendant"},
			{"Leonora M. Vance", "counsel"}, // the prosecuting attorney, who signs by her deputy
			{"Adrian K. Tso", "counsel"},
			{"Simone D. Achebe", "counsel"}, // the public defender
			{"Nadia Ferreira", "declarant"}, // she certifies probable cause
			{"Marguerite L. Oyelowo", "judge"},
		},
		events: []Event{
			{"2024-03-14", "Information 24-1-04417-2 SEA.pdf", 1},
			{"2024-03-14", "Information 24-1-04417-2 SEA.pdf", 2},
			{"2024-03-16", "Information 24-1-04417-2 SEA.pdf", 2},
			{"2024-03-19", "Information 24-1-04417-2 SEA.pdf", 2},
			{"1994-08-02", "Statement of Defendant on Plea of Guilty.pdf", 1},
			{"2024-03-21", "Statement of Defendant on Plea of Guilty.pdf", 1},
			{"2024-03-14", "Statement of Defendant on Plea of Guilty.pdf", 2},
			{"2024-06-21", "Statement of Defendant on Plea of Guilty.pdf", 2},
			{"2024-06-21", "Clerk's Minutes 2024-06-21.pdf", 1},
			{"2024-03-21", "Clerk's Minutes 2024-06-21.pdf", 1},
			{"2024-08-09", "Clerk's Minutes 2024-06-21.pdf", 1},
			{"2024-06-21", "Felony Judgment and Sentence.pdf", 1},
			{"2024-03-14", "Felony Judgment and Sentence.pdf", 1},
			{"2024-10-04", "Felony Judgment and Sentence.pdf", 1},
			{"2024-08-09", "Felony Judgment and Sentence.pdf", 2},
			{"1994-08-02", "Felony Judgment and Sentence.pdf", 2},
		},
	}
}
