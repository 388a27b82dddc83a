package sealed

import "pramaan/brief/truth"

// A federal drug and firearm prosecution in the District of Arizona, from
// complaint to verdict: the criminal complaint on form AO 91 (labelled
// fields, the code-section table, "REVIEWED BY: AUSA", the agent as
// complainant, "Sworn to telephonically and signed electronically" before a
// magistrate judge); the agent's statement of probable cause; the minute
// entry of the initial appearance (the AUSA, the assistant federal public
// defender, an interpreter, the deputy clerk, start and stop times, dates
// written numerically); an excerpt of the reporter's transcript of the
// second day of trial (appearances, an index of witnesses, testimony, the
// reporter's certificate); and the jury's verdict under the clerk's
// FILED / LODGED stamp, signed by the foreperson by juror number.
func init() { specs = append(specs, quinonesLugo) }

func quinonesLugo() spec {
	dist := []block{cb("UNITED STATES DISTRICT COURT"), cb("FOR THE DISTRICT OF ARIZONA"), gap()}
	capt := row([]float64{0.55, 0.05, 0.40},
		"United States of America,\n\n                    Plaintiff,\n\nvs.\n\nRafael Teodoro Quiñones-Lugo,\n\n                    Defendant.",
		"\n\n\n\n\n\n\n\n",
		"No. CR-24-01187-PHX-KMS\n\n")
	kv := []float64{0.42, 0.58}

	complaint := doc{name: "Criminal Complaint (AO 91).pdf", font: "Helvetica", size: 10,
		header: "AO 91 (Rev. 11/11) Criminal Complaint", headerAlign: "L",
		pages: []page{
			{
				cb("UNITED STATES DISTRICT COURT"), c("for the"), cb("District of Arizona"), gap(),
				row([]float64{0.55, 0.45}, "United States of America\n            v.\nRafael Teodoro Quiñones-Lugo\n\n                    Defendant(s)", "\nCase No. 24-04412MJ\n\n"), gap(),
				cb("CRIMINAL COMPLAINT"), gap(),
				p("I, the complainant in this case, state that the following is true to the best of my knowledge and belief. On or about the date(s) of May 6, 2024, in the county of Maricopa in the District of Arizona, the defendant(s) violated:"),
				row([]float64{0.38, 0.62}, "Code Section", "Offense Description"),
				row([]float64{0.38, 0.62}, "21 U.S.C. §§ 841(a)(1) and (b)(1)(A)(vi)", "Possession with intent to distribute 400 grams or more of a mixture or substance containing a detectable amount of fentanyl"),
				row([]float64{0.38, 0.62}, "18 U.S.C. § 924(c)(1)(A)(i)", "Possession of a firearm in furtherance of a drug trafficking crime"), gap(),
				p("This criminal complaint is based on these facts: See attached Statement of Probable Cause, incorporated by reference herein."),
				l("[X] Continued on the attached sheet."), gap(),
				l("REVIEWED BY: AUSA Celeste R. Vanderpool"), gap(),
				row(kv, "", "/s/ Jared M. Tolliver\nComplainant's signature"),
				row(kv, "", "Jared M. Tolliver, Special Agent, DEA\nPrinted name and title"), gap(),
				l("Sworn to telephonically and signed electronically."), gap(),
				row(kv, "Date:  05/07/2024", "/s/ Beatriz N. Olander\nJudge's signature"),
				row(kv, "City and state:  Phoenix, Arizona", "Beatriz N. Olander, United States Magistrate Judge\nPrinted name and title"),
			},
		}}

	pc := doc{name: "Statement of Probable Cause.pdf", font: "Times", size: 11.5,
		pages: []page{
			{
				cb("STATEMENT OF PROBABLE CAUSE"), gap(),
				p("I, Jared M. Tolliver, a Special Agent of the Drug Enforcement Administration (DEA), Phoenix Field Division, being duly sworn, state as follows:"),
				p("1. I have been a DEA Special Agent since 2016. The facts below are from my own observations and from information given to me by other law enforcement officers. This statement does not set out every fact known to me."),
				p("2. On May 6, 2024, at about 4:35 p.m., Arizona Department of Public Safety Trooper Ana Lucía Benavídez stopped a gray 2021 Ram 1500 pickup on westbound Interstate 10 near milepost 112, west of Buckeye, in Maricopa County, for following too closely. The driver and sole occupant identified himself by a Mexican voter card as Rafael Teodoro Quiñones-Lugo."),
				p("3. QUIÑONES-LUGO told the Trooper he was driving from Phoenix to Los Angeles to visit a cousin but could not give the cousin's name or address. A certified narcotics canine alerted to the truck. In a non-factory compartment behind the rear seat, officers found twelve vacuum-sealed bundles containing about 12,400 blue tablets marked \"M\" and \"30\", with a total gross weight of 1.43 kilograms. A DEA field test of one tablet was presumptively positive for fentanyl."),
				p("4. A loaded Glock 19 pistol, serial number BXRT418, was in the center console within reach of the driver."),
				p("5. At about 6:50 p.m. on May 6, 2024, after I advised him of his Miranda rights in Spanish and he waived them, QUIÑONES-LUGO told me that a man he knew only as \"El Güero\" had paid him $3,000 to drive the truck to a parking lot in Ontario, California, and that he carried the pistol \"for protection on the road.\""),
				p("6. Based on the foregoing, there is probable cause to believe that QUIÑONES-LUGO committed the offenses charged in the complaint."),
				ls("                                        /s/ Jared M. Tolliver", "                                        Jared M. Tolliver, Special Agent", "                                        Drug Enforcement Administration"), gap(),
				p("Sworn to telephonically and subscribed electronically this 7th day of May, 2024."),
				ls("                                        /s/ Beatriz N. Olander", "                                        HONORABLE BEATRIZ N. OLANDER", "                                        United States Magistrate Judge"),
			},
		}}

	minute := doc{name: "Minute Entry - Initial Appearance.pdf", font: "Helvetica", size: 10,
		pages: []page{
			{
				cb("UNITED STATES DISTRICT COURT - DISTRICT OF ARIZONA"), gap(),
				cb("MINUTE ENTRY FOR PROCEEDINGS HELD BEFORE MAGISTRATE JUDGE BEATRIZ N. OLANDER"), gap(),
				row([]float64{0.5, 0.5}, "DATE: 5/7/2024", "CASE NUMBER: 24-04412MJ-001-PHX-BNO"),
				row([]float64{0.5, 0.5}, "USA vs. Rafael Teodoro Quiñones-Lugo", ""), gap(),
				row([]float64{0.5, 0.5}, "Assistant U.S. Attorney: Celeste R. Vanderpool", "Attorney for Defendant: Ignacio P. Delmonte, AFPD"),
				row([]float64{0.5, 0.5}, "INTERPRETER: Mariela Santacruz", "LANGUAGE: Spanish"),
				row([]float64{0.5, 0.5}, "Defendant: [X] PRESENT  [ ] NOT PRESENT  [X] CUSTODY", ""), gap(),
				lb("INITIAL APPEARANCE ON COMPLAINT"),
				p("[X] Complaint filed 5/7/2024. [X] Defendant states true name to be the same as charged. [X] Financial affidavit taken. [X] Defendant is advised of the charges, the maximum penalties, and the right to counsel. [X] The Federal Public Defender is appointed. [X] The Government moves for detention."),
				lb("ORDERS"),
				p("[X] Detention hearing set for 5/10/2024 at 10:30 AM before Magistrate Judge Olander. [X] Preliminary hearing set for 5/21/2024 at 10:30 AM. [X] Defendant is temporarily detained pending the detention hearing and is remanded to the custody of the United States Marshal."),
				gap(),
				row([]float64{0.34, 0.33, 0.33}, "Recorded By: COURTSMART", "BY: Yolanda Brisbane", "Deputy Clerk"),
				row([]float64{0.34, 0.33, 0.33}, "Start: 2:04 PM", "Stop: 2:17 PM", "IA: 13 min"),
			},
		}}

	trVol := doc{name: "Reporter's Transcript - Jury Trial Day 2 (excerpt).pdf", font: "Courier", size: 10,
		header: "UNITED STATES DISTRICT COURT  -  CR-24-01187-PHX-KMS  -  Page %d", headerAlign: "R",
		pages: []page{
			with(dist, []block{capt, gap(),
				c("Phoenix, Arizona"), c("January 14, 2025"), c("9:02 a.m."), gap(),
				cb("REPORTER'S TRANSCRIPT OF PROCEEDINGS"), cb("JURY TRIAL - DAY 2"), c("(Pages 212 through 338)"), gap(),
				c("BEFORE THE HONORABLE KENNETH M. SANDOVAL-PRYOR"), c("UNITED STATES DISTRICT JUDGE"), gap(),
				ls("APPEARANCES:", "", "For the Government:", "     U.S. Attorney's Office", "     By: Celeste R. Vanderpool, Esq.", "         Hollis J. Breckenridge, Esq.", "     Two Renaissance Square, 40 North Central Avenue", "     Phoenix, Arizona 85004", "", "For the Defendant:", "     Federal Public Defender's Office", "     By: Ignacio P. Delmonte, Esq.", "         Renata M. Cuellar, Esq.", "     850 West Adams Street, Suite 201", "     Phoenix, Arizona 85007", "", "Official Court Reporter:", "Margarita L. Ostrander, RMR, CRR", "401 West Washington Street, SPC 38, Phoenix, Arizona 85003"),
			}),
			{
				cb("I N D E X"),
				row([]float64{0.5, 0.25, 0.25}, "GOVERNMENT'S WITNESSES", "", "PAGE"),
				row([]float64{0.5, 0.25, 0.25}, "ANA LUCÍA BENAVÍDEZ", "Direct by Ms. Vanderpool", "214"),
				row([]float64{0.5, 0.25, 0.25}, "", "Cross by Mr. Delmonte", "241"),
				row([]float64{0.5, 0.25, 0.25}, "JARED M. TOLLIVER", "Direct by Mr. Breckenridge", "260"),
				row([]float64{0.5, 0.25, 0.25}, "", "Cross by Ms. Cuellar", "301"), gap(),
				ls("214"),
				numbered(
					"         THE COURT: Please be seated. The jury is present,",
					"the defendant is present with counsel, and the interpreter",
					"is present. The government may call its next witness.",
					"         MS. VANDERPOOL: The United States calls Trooper",
					"Ana Lucia Benavidez.",
					"  ANA LUCÍA BENAVÍDEZ, GOVERNMENT'S WITNESS, SWORN",
					"                  DIRECT EXAMINATION",
					"BY MS. VANDERPOOL:",
					"Q. Where were you working on May 6th, 2024?",
					"A. On Interstate 10, west of Buckeye, District 5.",
					"Q. What first drew your attention to the pickup?",
					"A. It was following a tractor-trailer at less than one",
					"   second, at about 75 miles an hour.",
					"Q. What did the driver tell you about his trip?",
					"A. That he was going to see a cousin in Los Angeles. He",
					"   didn't know where the cousin lived.",
					"Q. What did you find in the center console?",
					"A. A loaded Glock 19, round in the chamber.",
					"         MR. DELMONTE: Objection. Leading.",
					"         THE COURT: Overruled. She's describing it."),
			},
			{
				cb("C E R T I F I C A T E"),
				p("I, MARGARITA L. OSTRANDER, do hereby certify that I am duly appointed and qualified to act as Official Court Reporter for the United States District Court for the District of Arizona; that the foregoing pages are a true and accurate transcription of my shorthand notes of the proceedings, taken on January 14, 2025, in the above-entitled cause; and that the transcript was prepared under my direction and control."),
				ls("DATED at Phoenix, Arizona, this 28th day of January, 2025.", "", "                                   s/ Margarita L. Ostrander", "                                   Margarita L. Ostrander, RMR, CRR"),
			},
		}}

	verdict := doc{name: "Verdict.pdf", font: "Times", size: 12,
		pages: []page{
			with([]block{stamp("___ FILED        ___ LODGED", "___ RECEIVED    ___ COPY", "JAN 16 2025", "CLERK U S DISTRICT COURT", "DISTRICT OF ARIZONA", "BY ______________ DEPUTY")}, []block{gap(), gap()}, dist, []block{capt, gap(),
				cb("VERDICT"), gap(),
				p("We, the Jury, duly empaneled and sworn in the above-entitled cause, upon our oaths, unanimously find the Defendant, RAFAEL TEODORO QUIÑONES-LUGO, as to Count 1 of the Indictment, Possession with Intent to Distribute Fentanyl:"),
				l("        [   ] NOT GUILTY          [ X ] GUILTY"), gap(),
				p("If you find the Defendant guilty of Count 1, answer the following question: Do you unanimously find beyond a reasonable doubt that the offense involved 400 grams or more of a mixture or substance containing a detectable amount of fentanyl?"),
				l("        [ X ] YES                 [   ] NO"), gap(),
				p("As to Count 2 of the Indictment, Possession of a Firearm in Furtherance of a Drug Trafficking Crime:"),
				l("        [   ] NOT GUILTY          [ X ] GUILTY"), gap(),
				ls("DATED this 16th day of January, 2025.", "", "                                        /s/ Juror No. 7", "                                        FOREPERSON"),
			}),
		}}

	return spec{
		name: "united-states-v-quinones-lugo-dariz", title: "United States v. Quiñones-Lugo (D. Ariz. CR-24-01187), fentanyl and firearm, complaint to verdict",
		firstSight: &truth.Figures{PartyTruth: 11, PartyFound: 11, PartyCorrect: 9, EventTruth: 12, EventHits: 12, Grounded: 1}, // at commit 2b4b0d8
		docs:       []doc{complaint, pc, minute, trVol, verdict},
		parties: []truth.Party{
			{Name: "United States of America", Role: "plaintiff"},
			{Name: "Rafael Teodoro Quiñones-Lugo", Role: "defendant"},
			{Name: "Celeste R. Vanderpool", Role: "counsel"},
			{Name: "Hollis J. Breckenridge", Role: "counsel"},
			{Name: "Ignacio P. Delmonte", Role: "counsel"},
			{Name: "Renata M. Cuellar", Role: "counsel"},
			{Name: "Beatriz N. Olander", Role: "judge"},
			{Name: "Kenneth M. Sandoval-Pryor", Role: "judge"},
			{Name: "Jared M. Tolliver", Role: "declarant"}, // the complainant and his sworn statement
			{Name: "Jared M. Tolliver", Role: "witness"},
			{Name: "Ana Lucía Benavídez", Role: "witness"},
		},
		events: []truth.Event{
			{Date: "2024-05-06", File: "Criminal Complaint (AO 91).pdf", Page: 1},
			{Date: "2024-05-07", File: "Criminal Complaint (AO 91).pdf", Page: 1},
			{Date: "2024-05-06", File: "Statement of Probable Cause.pdf", Page: 1},
			{Date: "2024-05-07", File: "Statement of Probable Cause.pdf", Page: 1},
			{Date: "2024-05-07", File: "Minute Entry - Initial Appearance.pdf", Page: 1},
			{Date: "2024-05-10", File: "Minute Entry - Initial Appearance.pdf", Page: 1},
			{Date: "2024-05-21", File: "Minute Entry - Initial Appearance.pdf", Page: 1},
			{Date: "2025-01-14", File: "Reporter's Transcript - Jury Trial Day 2 (excerpt).pdf", Page: 1},
			{Date: "2024-05-06", File: "Reporter's Transcript - Jury Trial Day 2 (excerpt).pdf", Page: 2},
			{Date: "2025-01-14", File: "Reporter's Transcript - Jury Trial Day 2 (excerpt).pdf", Page: 3},
			{Date: "2025-01-28", File: "Reporter's Transcript - Jury Trial Day 2 (excerpt).pdf", Page: 3},
			{Date: "2025-01-16", File: "Verdict.pdf", Page: 1},
		},
	}
}
