package sealed

import "pramaan/brief/truth"

// A Louisiana rear-end truck collision tried to the bench in the Fifteenth
// Judicial District Court for the Parish of Lafayette: the petition for
// damages (the deputy clerk's filing stamp, "NUMBER ... DIVISION", "The
// petition of ..., a person of the full age of majority ... respectfully
// represents:", lettered particulars of negligence, the insurer sued under
// the Direct Action Statute, Bar Roll numbers, "PLEASE SERVE:" blocks with
// a registered agent and the Secretary of State); the defendants' answer
// ("NOW INTO COURT, through undersigned counsel, come ...", comparative
// fault, the certificate "this ... day of"); an excerpt of the trial
// transcript in Courier (title page with the judge and the date, appearances,
// the reporter, an index of witnesses with direct, cross and redirect by
// counsel's surname, testimony on numbered lines with an objection, the
// reporter's certificate); and the judgment ("READ, RENDERED AND SIGNED",
// in solido, judicial interest, "PLEASE SEND NOTICE OF SIGNING OF JUDGMENT
// TO:").
func init() { specs = append(specs, guidryLafayette) }

func guidryLafayette() spec {
	court := []block{
		row([]float64{0.5, 0.5}, "NUMBER: C-20231847", "DIVISION \"D\""), gap(),
		cb("FIFTEENTH JUDICIAL DISTRICT COURT FOR THE PARISH OF LAFAYETTE"), cb("STATE OF LOUISIANA"), gap(),
		c("ROCHELLE M. GUIDRY"), c("VERSUS"), c("BAYOU TECHE TRANSPORT, L.L.C., LIONEL J. BROUSSARD, AND"), c("ACADIANA MUTUAL CASUALTY COMPANY"), gap(),
		row([]float64{0.5, 0.5}, "FILED: _______________________", "_______________________\nDEPUTY CLERK"), rule(),
	}
	pl := "                                        "

	petition := doc{name: "Petition for Damages.pdf", font: "Times", size: 11.5,
		pages: []page{
			with([]block{stamp("LAFAYETTE PARISH CLERK OF COURT", "FILED MAR 14 2023 10:22 AM", "DEPUTY CLERK: J. ROBICHAUX")}, court, []block{
				cb("PETITION FOR DAMAGES"), gap(),
				p("The petition of ROCHELLE M. GUIDRY, a person of the full age of majority and domiciled in Lafayette Parish, Louisiana, respectfully represents:"),
				p("1. Made defendants herein are: (a) BAYOU TECHE TRANSPORT, L.L.C., a Louisiana limited liability company doing business in Lafayette Parish; (b) LIONEL J. BROUSSARD, a person of the full age of majority domiciled in St. Martin Parish, Louisiana; and (c) ACADIANA MUTUAL CASUALTY COMPANY, a foreign insurer authorized to do and doing business in Louisiana, sued under La. R.S. 22:1269."),
				p("2. On December 2, 2022, at about 4:40 p.m., petitioner was stopped at a red light in the southbound lane of Ambassador Caffery Parkway at its intersection with Kaliste Saloom Road in Lafayette, Louisiana."),
				p("3. A 2019 Freightliner tractor owned by Bayou Teche Transport, L.L.C. and driven by Lionel J. Broussard, in the course and scope of his employment, struck the rear of petitioner's vehicle without braking."),
				p("4. The collision was caused by the negligence of Lionel J. Broussard, including: (a) following too closely; (b) failing to keep a proper lookout; (c) driving too fast for conditions; (d) failing to stop within the assured clear distance; and (e) using a mobile telephone while driving."),
				p("5. Bayou Teche Transport, L.L.C. is liable for the negligence of its employee under La. C.C. art. 2320, and for its own negligence in hiring, training and supervising him."),
			}),
			{
				p("6. Acadiana Mutual Casualty Company had in full force and effect a policy of liability insurance covering the tractor and its driver, and is liable in solido with its insureds."),
				p("7. As a result of the collision, petitioner sustained injuries to her neck and lower back, including a herniated disc at L4-L5, and has suffered past and future pain and suffering, mental anguish, medical expenses, lost wages, loss of earning capacity and loss of enjoyment of life."),
				p("WHEREFORE, petitioner prays that the defendants be served and cited to appear and answer, and that after due proceedings there be judgment in her favor and against defendants, jointly, severally and in solido, for all damages reasonable in the premises, with legal interest from the date of judicial demand until paid, and for all costs."),
				ls(pl+"Respectfully submitted,", "", pl+"LANDRY HEBERT & CORMIER, L.L.C.", "", pl+"/s/ Therese A. Landry-Hebert", pl+"Therese A. Landry-Hebert (Bar Roll No. 31245)", pl+"Julien P. Cormier (Bar Roll No. 35802)", pl+"600 Jefferson Street, Suite 410", pl+"Lafayette, Louisiana 70501", pl+"Telephone: (337) 555-0119", pl+"Counsel for Petitioner, Rochelle M. Guidry"),
				gap(),
				lb("PLEASE SERVE:"),
				ls("BAYOU TECHE TRANSPORT, L.L.C.", "through its registered agent for service of process,", "Antoine R. Delahoussaye, 212 Rue Iberville, Breaux Bridge, Louisiana 70517", "", "LIONEL J. BROUSSARD", "1048 Catahoula Highway, St. Martinville, Louisiana 70582", "", "ACADIANA MUTUAL CASUALTY COMPANY", "through the Louisiana Secretary of State, 8585 Archives Avenue, Baton Rouge, Louisiana 70809"),
			},
		}}

	answer := doc{name: "Answer.pdf", font: "Times", size: 11.5,
		pages: []page{
			with([]block{stamp("LAFAYETTE PARISH CLERK OF COURT", "FILED APR 21 2023 03:16 PM", "DEPUTY CLERK: M. THERIOT")}, court, []block{
				cb("ANSWER AND AFFIRMATIVE DEFENSES"), gap(),
				p("NOW INTO COURT, through undersigned counsel, come defendants, BAYOU TECHE TRANSPORT, L.L.C., LIONEL J. BROUSSARD and ACADIANA MUTUAL CASUALTY COMPANY, who, for answer to the Petition for Damages of Rochelle M. Guidry, respectfully represent:"),
				p("1. The allegations of Paragraph 1 are admitted, except that Acadiana Mutual Casualty Company admits only that it issued a policy, which is the best evidence of its contents."),
				p("2. The allegations of Paragraph 2 are denied for lack of sufficient information to justify a belief therein."),
				p("3. The allegations of Paragraph 3 are admitted insofar as they allege that a collision occurred on December 2, 2022 and that Lionel J. Broussard was in the course and scope of his employment, and are otherwise denied."),
				p("4-7. The allegations of Paragraphs 4 through 7 are denied."),
				p("AFFIRMATIVE DEFENSES: Defendants aver that the accident was caused or contributed to by the fault of petitioner, who changed lanes abruptly in front of the tractor and stopped suddenly, and that any recovery must be reduced under La. C.C. art. 2323. Defendants further aver that petitioner's complaints pre-existed the accident."),
				p("WHEREFORE, defendants pray that this answer be deemed good and sufficient and that, after due proceedings, there be judgment in their favor, dismissing petitioner's claims with prejudice at her cost."),
			}),
			{
				ls(pl+"Respectfully submitted,", "", pl+"DUHON SAVOIE, L.L.P.", "", pl+"/s/ Celestine M. Duhon", pl+"Celestine M. Duhon (Bar Roll No. 28114)", pl+"Rhett A. Savoie (Bar Roll No. 36577)", pl+"101 La Rue France, Suite 300", pl+"Lafayette, Louisiana 70508", pl+"Counsel for Defendants"),
				gap(),
				cb("CERTIFICATE"),
				p("I hereby certify that a copy of the above and foregoing has been served upon all counsel of record by electronic mail this 21st day of April, 2023."),
				ls(pl+"/s/ Celestine M. Duhon", pl+"Celestine M. Duhon"),
			},
		}}

	idx := []float64{0.46, 0.36, 0.18}
	tr := doc{name: "Trial Transcript (excerpt).pdf", font: "Courier", size: 10,
		header: "Guidry v. Bayou Teche Transport - C-20231847 - Bench Trial - Page %d", headerAlign: "R",
		pages: []page{
			{
				cb("FIFTEENTH JUDICIAL DISTRICT COURT"), cb("PARISH OF LAFAYETTE, STATE OF LOUISIANA"), gap(),
				c("ROCHELLE M. GUIDRY"), c("VERSUS NO. C-20231847, DIVISION \"D\""), c("BAYOU TECHE TRANSPORT, L.L.C., ET AL."), gap(),
				p("TRANSCRIPT OF THE BENCH TRIAL HAD IN THE ABOVE-ENTITLED MATTER BEFORE THE HONORABLE CLAUDETTE B. DOMINGUE, DISTRICT JUDGE, IN LAFAYETTE, LOUISIANA, ON THE 7TH DAY OF OCTOBER, 2024."),
				gap(),
				ls("APPEARANCES:", "", "REPRESENTING THE PLAINTIFF:", "     THERESE A. LANDRY-HEBERT", "     JULIEN P. CORMIER", "     Landry Hebert & Cormier, L.L.C.", "", "REPRESENTING THE DEFENDANTS:", "     CELESTINE M. DUHON", "     Duhon Savoie, L.L.P.", "", "REPORTED BY:", "     YVONNE T. ARCENEAUX, CCR", "     Official Court Reporter"),
				gap(),
				cb("I N D E X"),
				bold(row(idx, "PLAINTIFF'S WITNESSES", "", "PAGE")),
				row(idx, "ROCHELLE M. GUIDRY", "Direct by Ms. Landry-Hebert", "12"),
				row(idx, "", "Cross by Ms. Duhon", "31"),
				row(idx, "", "Redirect by Ms. Landry-Hebert", "40"),
				row(idx, "DR. NATHANIEL P. SONNIER", "Direct by Mr. Cormier", "44"),
				row(idx, "", "Cross by Ms. Duhon", "58"),
				bold(row(idx, "DEFENDANTS' WITNESSES", "", "")),
				row(idx, "LIONEL J. BROUSSARD", "Direct by Ms. Duhon", "66"),
				row(idx, "", "Cross by Ms. Landry-Hebert", "74"),
			},
			{
				ls("31"),
				numbered(
					"                 CROSS-EXAMINATION",
					"BY MS. DUHON:",
					"Q. Ms. Guidry, you had been in the left lane just before",
					"   the light, hadn't you?",
					"A. No, ma'am. I was in the right lane the whole way from",
					"   Johnston Street.",
					"Q. You told the officer on December 2, 2022 that you were",
					"   on your way to pick up your son?",
					"A. Yes. I was stopped at the light. I was not moving.",
					"Q. And you had seen a chiropractor for your back before",
					"   this accident?",
					"A. Once, in 2019. For about three visits. It cleared up.",
					"Q. You went back to work at the bank on January 9, 2023?",
					"A. Part time. I couldn't sit for a full day until the",
					"   surgery.",
					"         MS. LANDRY-HEBERT: Your Honor, I object to the",
					"   characterization. The records are in evidence.",
					"         THE COURT: Overruled. She can answer.",
					"A. I went back part time. That's all I could do.",
					"         MS. DUHON: Nothing further, Your Honor.",
					"         THE COURT: Redirect?",
					"         MS. LANDRY-HEBERT: Briefly, Your Honor."),
			},
			{
				ls("74"),
				numbered(
					"                 CROSS-EXAMINATION",
					"BY MS. LANDRY-HEBERT:",
					"Q. Mr. Broussard, how long had you been on duty when the",
					"   collision happened?",
					"A. About eleven hours. I started at 5:30 that morning.",
					"Q. Your dispatcher, Mandy Romero, texted you at 4:38 p.m.?",
					"A. She sent me the next load, yes.",
					"Q. And you read it?",
					"A. I looked at it. It was on the mount. I didn't pick the",
					"   phone up.",
					"Q. Two minutes later you hit the back of Ms. Guidry's car.",
					"A. The light changed, and she was right there.",
					"Q. She was stopped, wasn't she?",
					"A. By the time I saw her, yes, she was stopped.",
					"         MS. LANDRY-HEBERT: That's all I have.",
					"         THE COURT: Ms. Duhon?",
					"         MS. DUHON: Nothing further. The defense rests,",
					"   Your Honor."),
			},
			{
				cb("REPORTER'S CERTIFICATE"), gap(),
				p("I, YVONNE T. ARCENEAUX, Certified Court Reporter in and for the State of Louisiana, as the officer before whom this testimony was taken, do hereby certify that the foregoing pages are a true and correct transcript of the proceedings had in the above-entitled matter on October 7, 2024, reported by me in the stenotype reporting method and transcribed under my personal direction and supervision, and that I am not related to counsel or to the parties herein, nor am I otherwise interested in the outcome of this matter."),
				ls("Lafayette, Louisiana, this 28th day of October, 2024.", "", pl+"/s/ Yvonne T. Arceneaux", pl+"YVONNE T. ARCENEAUX, CCR", pl+"Certificate No. 2008012"),
			},
		}}

	judgment := doc{name: "Judgment.pdf", font: "Times", size: 11.5,
		pages: []page{
			with([]block{stamp("LAFAYETTE PARISH CLERK OF COURT", "FILED NOV 13 2024 09:05 AM", "DEPUTY CLERK: J. ROBICHAUX")}, court, []block{
				cb("JUDGMENT"), gap(),
				p("This matter came before the Court for bench trial on October 7, 2024. Present were Therese A. Landry-Hebert and Julien P. Cormier, counsel for plaintiff, Rochelle M. Guidry, and Celestine M. Duhon, counsel for defendants, Bayou Teche Transport, L.L.C., Lionel J. Broussard and Acadiana Mutual Casualty Company."),
				p("The Court, having considered the pleadings, the testimony of Rochelle M. Guidry, Dr. Nathaniel P. Sonnier and Lionel J. Broussard, the exhibits admitted into evidence, and the post-trial memoranda filed on October 25, 2024, and for the written reasons issued this day, finds that the collision was caused solely by the fault of Lionel J. Broussard, in the course and scope of his employment with Bayou Teche Transport, L.L.C. Accordingly:"),
				p("IT IS ORDERED, ADJUDGED AND DECREED that there be judgment in favor of plaintiff, ROCHELLE M. GUIDRY, and against defendants, BAYOU TECHE TRANSPORT, L.L.C., LIONEL J. BROUSSARD and ACADIANA MUTUAL CASUALTY COMPANY, jointly, severally and in solido, in the amount of ONE HUNDRED EIGHTY-SEVEN THOUSAND FOUR HUNDRED FIFTY AND NO/100 ($187,450.00) DOLLARS, together with legal interest from March 14, 2023, the date of judicial demand, until paid."),
				p("IT IS FURTHER ORDERED, ADJUDGED AND DECREED that all costs of these proceedings, including the expert witness fee of Dr. Nathaniel P. Sonnier, fixed at $3,500.00, are assessed against defendants."),
				p("JUDGMENT READ, RENDERED AND SIGNED in Lafayette, Louisiana, this 12th day of November, 2024."),
				gap(),
				ls(pl+"/s/ Claudette B. Domingue", pl+"_______________________________", pl+"JUDGE CLAUDETTE B. DOMINGUE", pl+"FIFTEENTH JUDICIAL DISTRICT COURT"),
			}),
			{
				lb("PLEASE SEND NOTICE OF SIGNING OF JUDGMENT TO:"),
				ls("Therese A. Landry-Hebert, Landry Hebert & Cormier, L.L.C., 600 Jefferson Street, Suite 410, Lafayette, LA 70501", "Celestine M. Duhon, Duhon Savoie, L.L.P., 101 La Rue France, Suite 300, Lafayette, LA 70508"),
			},
		}}

	const (
		fp = "Petition for Damages.pdf"
		fa = "Answer.pdf"
		ft = "Trial Transcript (excerpt).pdf"
		fj = "Judgment.pdf"
	)
	return spec{
		name:       "guidry-v-bayou-teche-transport-lafayette",
		title:      "Guidry v. Bayou Teche Transport, L.L.C. (La. 15th JDC, Lafayette Parish, No. C-20231847), rear-end truck collision, bench trial",
		firstSight: &truth.Figures{PartyTruth: 12, PartyFound: 10, PartyCorrect: 9, EventTruth: 15, EventHits: 15, Grounded: 1}, // at commit 574488e
		docs:       []doc{petition, answer, tr, judgment},
		parties: []truth.Party{
			{Name: "Rochelle M. Guidry", Role: "plaintiff"},
			{Name: "Rochelle M. Guidry", Role: "witness"},
			{Name: "Bayou Teche Transport, L.L.C.", Role: "defendant"},
			{Name: "Lionel J. Broussard", Role: "defendant"},
			{Name: "Lionel J. Broussard", Role: "witness"},
			{Name: "Acadiana Mutual Casualty Company", Role: "defendant"},
			{Name: "Nathaniel P. Sonnier", Role: "witness"},
			{Name: "Therese A. Landry-Hebert", Role: "counsel"},
			{Name: "Julien P. Cormier", Role: "counsel"},
			{Name: "Celestine M. Duhon", Role: "counsel"},
			{Name: "Rhett A. Savoie", Role: "counsel"},
			{Name: "Claudette B. Domingue", Role: "judge"},
		},
		events: []truth.Event{
			{Date: "2023-03-14", File: fp, Page: 1}, // the clerk's stamp
			{Date: "2022-12-02", File: fp, Page: 1},
			{Date: "2023-04-21", File: fa, Page: 1}, // the clerk's stamp
			{Date: "2022-12-02", File: fa, Page: 1},
			{Date: "2023-04-21", File: fa, Page: 2},
			{Date: "2024-10-07", File: ft, Page: 1},
			{Date: "2022-12-02", File: ft, Page: 2},
			{Date: "2023-01-09", File: ft, Page: 2},
			{Date: "2024-10-07", File: ft, Page: 4},
			{Date: "2024-10-28", File: ft, Page: 4},
			{Date: "2024-11-13", File: fj, Page: 1}, // the clerk's stamp
			{Date: "2024-10-07", File: fj, Page: 1},
			{Date: "2024-10-25", File: fj, Page: 1},
			{Date: "2023-03-14", File: fj, Page: 1},
			{Date: "2024-11-12", File: fj, Page: 1},
		},
	}
}
