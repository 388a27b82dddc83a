package samples

// DEV SET (held out at first sight): a federal drug-importation prosecution
// in the District of Arizona (Tucson), from the complaint to sentencing.
// The criminal complaint on form AO 91 ("I, the complainant in this case,
// state that the following is true", a "Code Section / Offense
// Description" table, "Complainant's signature" and "Printed name and
// title" under the agent's line, "Sworn to before me telephonically", the
// magistrate judge's "Judge's signature", "City and state:", "AUTHORIZED
// BY: AUSA") with the agent's affidavit ("I, X, being first duly sworn,
// hereby depose and state", an officer at the port named in passing); the
// indictment on numbered pleading paper (the United States Attorney's
// block at the top left over "Attorneys for Plaintiff", "Plaintiff, vs.
// X, Defendant." with "CR-24-00687-TUC-JCH (LAB)", "INDICTMENT", "VIO:"
// lines, "THE GRAND JURY CHARGES:", "A TRUE BILL / S/ / FOREPERSON OF THE
// GRAND JURY" with the foreperson unnamed, "REDACTED FOR PUBLIC
// DISCLOSURE"); the plea agreement under Rule 11(c)(1)(C) ("Plaintiff,
// United States of America, and the defendant, X, hereby agree", the
// approval blocks "APPROVAL AND ACCEPTANCE OF THE DEFENDANT", "APPROVAL OF
// DEFENSE COUNSEL", "APPROVAL OF THE UNITED STATES" each over a date and
// a signature); the defendant's sentencing memorandum signed under the
// Federal Public Defender's name (relatives and an employer named in
// passing, a certificate of service to the AUSA); and the courtroom
// minutes of sentencing ("MINUTE ENTRY FOR PROCEEDINGS HELD BEFORE JUDGE
// X", "Deputy Clerk:", "Court Reporter:", "Interpreter:", appearances in
// prose "AUSA X for the Government", the defendant "present and in
// custody").
// The United States is the plaintiff; the United States Attorney and the
// Federal Public Defender whose names head their offices' blocks are
// counsel, with the assistants who sign; the agent who swears the
// complaint's affidavit is its declarant; the magistrate judge who signs
// the complaint and the district judge are judges; the foreperson, the
// officer at the port, the deputy clerk, the court reporter, the
// interpreter, the probation officer and the defendant's relatives are no
// parties.
func init() { specs = append(specs, ochoa) }

func ochoa() matterSpec {
	usaoBlock := ls("ELLEN M. VOSBURGH",
		"United States Attorney",
		"District of Arizona",
		"CAROLINE W. PETTIBONE",
		"Assistant United States Attorney",
		"Arizona State Bar No. 031245",
		"United States Courthouse",
		"405 W. Congress Street, Suite 4800",
		"Tucson, Arizona 85701",
		"Telephone: (520) 555-6600",
		"Email: caroline.pettibone@usdoj.gov",
		"Attorneys for Plaintiff")
	fpdBlock := ls("ANGELA R. DOMINGUEZ-HART",
		"Federal Public Defender",
		"MARISELA T. QUIROGA",
		"Assistant Federal Public Defender",
		"State Bar No. 027718",
		"407 W. Congress Street, Suite 501",
		"Tucson, Arizona 85701",
		"Telephone: (520) 555-2700",
		"marisela_quiroga@fd.org",
		"Attorneys for Defendant")
	court := []block{cb("IN THE UNITED STATES DISTRICT COURT"), cb("FOR THE DISTRICT OF ARIZONA"), gap()}
	capt := func(title ...string) block {
		right := append([]string{"", "CR-24-00687-TUC-JCH (LAB)", ""}, title...)
		return caption("", []string{"United States of America,", "", "                    Plaintiff,", "", "vs.", "", "Rafael Ochoa Villalba,", "", "                    Defendant."}, right)
	}

	complaint := doc{name: "Criminal Complaint 24-05112MJ.pdf", font: "Helvetica", size: 9.5,
		footer: "AO 91 (Rev. 11/11) Criminal Complaint",
		pages: []page{
			{
				cb("UNITED STATES DISTRICT COURT"), c("for the"), c("District of Arizona"), gap(),
				ls("              United States of America        )",
					"                         v.                   )",
					"              Rafael Ochoa Villalba           )        Case No. 24-05112MJ",
					"              YOB: 1989; Mexican Citizen      )",
					"                                              )",
					"                    Defendant(s)              )"),
				gap(), cb("CRIMINAL COMPLAINT"), gap(),
				p("I, the complainant in this case, state that the following is true to the best of my knowledge and belief. On or about the date(s) of March 3, 2024 in the county of Santa Cruz in the District of Arizona, the defendant(s) violated:"),
				ls("     Code Section                           Offense Description",
					"     21 U.S.C. Sections 952(a), 960(a)(1)   Importation of a controlled substance (methamphetamine)",
					"     21 U.S.C. Section 841(a)(1)            Possession with intent to distribute methamphetamine"),
				gap(),
				l("This criminal complaint is based on these facts:"),
				l("     See attached affidavit of Special Agent Derek J. Holm, incorporated by reference herein."),
				l("     [X] Continued on the attached sheet."),
				gap(),
				ls("AUTHORIZED BY: AUSA Caroline W. Pettibone",
					"",
					"                                              /s/ Derek J. Holm",
					"                                              Complainant's signature",
					"",
					"                                              Derek J. Holm, Special Agent, HSI",
					"                                              Printed name and title",
					"",
					"Sworn to before me telephonically.",
					"",
					"Date:  03/04/2024                             /s/ Thomas R. Bond",
					"                                              Judge's signature",
					"",
					"City and state:  Tucson, Arizona              Thomas R. Bond, United States Magistrate Judge",
					"                                              Printed name and title"),
			},
			{
				cb("AFFIDAVIT IN SUPPORT OF CRIMINAL COMPLAINT"), gap(),
				p("I, Derek J. Holm, being first duly sworn, hereby depose and state as follows:"),
				p("1. I am a Special Agent with Homeland Security Investigations (HSI) and have been so employed since 2016. I am assigned to the HSI office in Nogales, Arizona, where I investigate the smuggling of narcotics through the ports of entry."),
				p("2. On March 3, 2024, at approximately 6:40 a.m., Rafael OCHOA Villalba applied for entry into the United States at the DeConcini Port of Entry in Nogales, Arizona, as the driver and sole occupant of a 2015 Nissan Altima. A Customs and Border Protection Officer, Anthony Greer-Lutz, referred the vehicle to secondary inspection after a canine alerted to its rear quarter panels."),
				p("3. In secondary inspection, officers found 31 packages concealed in the quarter panels and the spare tire. The packages held approximately 14.2 kilograms of a white crystalline substance that field-tested positive for methamphetamine."),
				p("4. After waiving his Miranda rights, OCHOA stated that he had been paid $2,000 to drive the vehicle to a parking lot in Tucson, and that he suspected it contained drugs."),
				p("5. Based on these facts, I believe there is probable cause that Rafael OCHOA Villalba committed the offenses described in the complaint."),
				ls("", "                                              /s/ Derek J. Holm",
					"                                              Derek J. Holm, Special Agent",
					"                                              Homeland Security Investigations",
					"",
					"Subscribed and sworn to before me telephonically this 4th day of March, 2024.",
					"",
					"/s/ Thomas R. Bond",
					"United States Magistrate Judge"),
			},
		}}

	indictment := doc{name: "Indictment CR-24-00687.pdf", font: "Times", size: 11.5, pleading: true,
		header: "Case 4:24-cr-00687-JCH-LAB   Document 9   Filed 03/27/24   Page %d of %t",
		pages: []page{
			append(append([]block{usaoBlock, gap()}, court...),
				capt("INDICTMENT", "", "VIO: 21 U.S.C. Sections 952(a),", "960(a)(1) and 960(b)(1)(H)", "(Importation of Methamphetamine)", "Count 1", "", "21 U.S.C. Sections 841(a)(1)", "and 841(b)(1)(A)(viii)", "(Possession with Intent to", "Distribute Methamphetamine)", "Count 2"),
				gap(),
				cb("THE GRAND JURY CHARGES:"),
				cb("COUNT 1"),
				p("On or about March 3, 2024, at or near Nogales, in the District of Arizona, Rafael Ochoa Villalba did knowingly and intentionally import into the United States from Mexico 50 grams or more of methamphetamine, its salts, isomers, and salts of its isomers, a Schedule II controlled substance; in violation of Title 21, United States Code, Sections 952(a), 960(a)(1) and 960(b)(1)(H)."),
			),
			{
				cb("COUNT 2"),
				p("On or about March 3, 2024, at or near Nogales, in the District of Arizona, Rafael Ochoa Villalba did knowingly and intentionally possess with intent to distribute 50 grams or more of methamphetamine, its salts, isomers, and salts of its isomers, a Schedule II controlled substance; in violation of Title 21, United States Code, Sections 841(a)(1) and 841(b)(1)(A)(viii)."),
				gap(),
				ls("                                        A TRUE BILL",
					"",
					"                                        S/",
					"                                        FOREPERSON OF THE GRAND JURY",
					"                                        Date: March 27, 2024",
					"",
					"ELLEN M. VOSBURGH",
					"United States Attorney",
					"District of Arizona",
					"",
					"S/",
					"CAROLINE W. PETTIBONE",
					"Assistant United States Attorney"),
				gap(),
				c("REDACTED FOR"), c("PUBLIC DISCLOSURE"),
			},
		}}

	plea := doc{name: "Plea Agreement.pdf", font: "Times", size: 11, pleading: true,
		header: "Case 4:24-cr-00687-JCH-LAB   Document 31   Filed 06/17/24   Page %d of %t",
		pages: []page{
			append(append([]block{usaoBlock, gap()}, court...),
				capt("PLEA AGREEMENT", "", "(Fed. R. Crim. P. 11(c)(1)(C))"),
				gap(),
				p("Plaintiff, United States of America, and the defendant, RAFAEL OCHOA VILLALBA, hereby agree to dispose of this matter on the following terms and conditions:"),
				cb("1. PLEA"),
				p("The defendant will plead guilty to Count 1 of the Indictment charging the defendant with a violation of 21 U.S.C. Sections 952(a) and 960(a)(1), Importation of Methamphetamine, a Class A felony offense."),
				cb("2. MAXIMUM PENALTIES"),
				p("A violation of 21 U.S.C. Section 960(b)(1)(H) is punishable by a minimum term of imprisonment of 10 years and a maximum term of life imprisonment, a maximum fine of $10,000,000, and a term of supervised release of at least 5 years."),
			),
			{
				cb("3. AGREEMENTS REGARDING SENTENCING"),
				p("Pursuant to Fed. R. Crim. P. 11(c)(1)(C), the United States and the defendant stipulate that the defendant's sentence shall not exceed 87 months of imprisonment, provided the defendant meets the criteria of 18 U.S.C. Section 3553(f). At sentencing, the United States will move to dismiss Count 2 of the Indictment."),
				cb("4. WAIVER OF DEFENSES AND APPEAL RIGHTS"),
				p("The defendant waives any and all motions, defenses, probable cause determinations, and objections that the defendant could assert to the indictment, and waives the right to appeal the conviction and sentence if the sentence imposed is consistent with this agreement."),
				cb("5. FACTUAL BASIS"),
				p("On March 3, 2024, the defendant drove a vehicle from Mexico into the United States at the DeConcini Port of Entry in Nogales, Arizona, knowing that it contained methamphetamine concealed in its quarter panels and spare tire. The methamphetamine weighed approximately 14.2 kilograms. The defendant was to be paid $2,000 to deliver the vehicle in Tucson."),
			},
			{
				cb("APPROVAL AND ACCEPTANCE OF THE DEFENDANT"),
				p("I have read the entire plea agreement with the assistance of my attorney. I understand each of its provisions and I voluntarily agree to it. This agreement has been read to me in Spanish, my native language."),
				ls("06/14/2024                               /s/ Rafael Ochoa Villalba",
					"Date                                     RAFAEL OCHOA VILLALBA",
					"                                         Defendant"),
				gap(),
				cb("APPROVAL OF DEFENSE COUNSEL"),
				p("I have discussed this case and the plea agreement with my client in detail and have advised the defendant of all matters within the scope of Fed. R. Crim. P. 11. I concur in the entry of the plea as indicated above and that the terms and conditions set forth in this agreement are in the best interests of my client."),
				ls("06/14/2024                               /s/ Marisela T. Quiroga",
					"Date                                     MARISELA T. QUIROGA",
					"                                         Attorney for Defendant"),
				gap(),
				cb("APPROVAL OF THE UNITED STATES"),
				p("I have reviewed this matter and the plea agreement. I agree on behalf of the United States that the terms and conditions set forth herein are appropriate and are in the best interests of justice."),
				ls("                                         ELLEN M. VOSBURGH",
					"                                         United States Attorney",
					"                                         District of Arizona",
					"",
					"06/17/2024                               /s/ Caroline W. Pettibone",
					"Date                                     CAROLINE W. PETTIBONE",
					"                                         Assistant U.S. Attorney"),
			},
		}}

	memo := doc{name: "Defendant's Sentencing Memorandum.pdf", font: "Times", size: 11.5, pleading: true,
		header: "Case 4:24-cr-00687-JCH-LAB   Document 38   Filed 08/27/24   Page %d of %t",
		pages: []page{
			append(append([]block{fpdBlock, gap()}, court...),
				capt("DEFENDANT'S SENTENCING", "MEMORANDUM", "", "(Honorable Jennifer C. Hallett)"),
				gap(),
				p("Defendant, Rafael Ochoa Villalba, through undersigned counsel, submits this memorandum in support of a sentence of 57 months of imprisonment. Sentencing is set for September 10, 2024."),
				p("The Presentence Investigation Report, disclosed on August 6, 2024, calculates a total offense level of 29 and a criminal history category of I after the safety-valve reduction, for a range of 87 to 108 months. The defense objects to the denial of a minor-role adjustment under U.S.S.G. Section 3B1.2."),
			),
			{
				p("Mr. Ochoa is 35 years old. He worked for nine years loading trucks at a produce warehouse in Nogales, Sonora, and supports his wife, Yesenia Ochoa, and their three children. His former supervisor, Ramiro Castaneda, describes him in a letter attached as Exhibit A as a reliable worker who never missed a shift. He accepted the job of driving the car after his wife's hospitalization in January 2024 left the family in debt."),
				p("Mr. Ochoa was a courier with no stake in the drugs and no role in their purchase or sale. A sentence of 57 months is sufficient, but not greater than necessary, to meet the purposes of 18 U.S.C. Section 3553(a)."),
				ls("RESPECTFULLY SUBMITTED: August 27, 2024.",
					"",
					"                                        ANGELA R. DOMINGUEZ-HART",
					"                                        Federal Public Defender",
					"",
					"                                        s/ Marisela T. Quiroga",
					"                                        MARISELA T. QUIROGA",
					"                                        Assistant Federal Public Defender"),
				gap(),
				p("Copy of the foregoing transmitted by ECF for filing August 27, 2024, to: Clerk's Office, United States District Court, Evo A. DeConcini Courthouse, 405 W. Congress, Tucson, Arizona 85701. Caroline W. Pettibone, Assistant United States Attorney. Copy to United States Probation Office."),
			},
		}}

	minutes := doc{name: "Minute Entry - Sentencing 2024-09-10.pdf", font: "Helvetica", size: 10,
		header: "Case 4:24-cr-00687-JCH-LAB   Document 44   Filed 09/10/24   Page %d of %t",
		pages: []page{
			{
				cb("UNITED STATES DISTRICT COURT"), cb("DISTRICT OF ARIZONA - TUCSON"), gap(),
				ls("MINUTE ENTRY FOR PROCEEDINGS HELD BEFORE JUDGE JENNIFER C. HALLETT",
					"",
					"CR-24-00687-TUC-JCH (LAB)           DATE: September 10, 2024",
					"USA vs. Rafael Ochoa Villalba",
					"",
					"Deputy Clerk: Noemi A. Carrasco        Court Reporter: Dale P. Whitfield",
					"Interpreter: Ruben Saldate (Spanish)",
					"Start: 10:04 AM                        Stop: 10:41 AM"),
				gap(),
				l("SENTENCING:"),
				p("AUSA Caroline W. Pettibone appears for the Government. AFPD Marisela T. Quiroga appears for the Defendant. Defendant is present and in custody. Probation Officer Lindsey Marr is present."),
				p("The Court has reviewed the Presentence Investigation Report and the sentencing memorandum. The defense objection as to a minor-role adjustment is sustained. Defendant addresses the Court. The Court accepts the plea agreement entered on June 17, 2024."),
				p("JUDGMENT: Defendant is committed to the Bureau of Prisons for a term of SEVENTY (70) MONTHS, with credit for time served since March 3, 2024, followed by FIVE (5) YEARS of supervised release. Special assessment of $100.00 is remitted. Count 2 of the Indictment is dismissed on the motion of the Government."),
				p("Defendant is advised of his right to appeal to the extent not waived. Defendant is remanded to the custody of the U.S. Marshal."),
				gap(),
				ls("Copies to: AUSA, AFPD, USM, USPO"),
			},
		}}

	return matterSpec{
		name: "us-v-ochoa-villalba", title: "United States v. Ochoa Villalba (D. Ariz., CR-24-00687-TUC-JCH)", heldOut: true,
		firstSight: &Figures{PartyTruth: 9, PartyFound: 12, PartyCorrect: 9, EventTruth: 19, EventHits: 19, Grounded: 1}, // at 1712995
		docs:       []doc{complaint, indictment, plea, memo, minutes},
		parties: []Party{
			{"United States of America", "plaintiff"},
			{"Rafael Ochoa Villalba", "defendant"},
			{"Derek J. Holm", "declarant"}, // the agent who swears the complaint's affidavit
			{"Thomas R. Bond", "judge"},    // the magistrate judge who signs the complaint
			{"Jennifer C. Hallett", "judge"},
			{"Ellen M. Vosburgh", "counsel"}, // the United States Attorney, whose name heads the block
			{"Caroline W. Pettibone", "counsel"},
			{"Angela R. Dominguez-Hart", "counsel"}, // the Federal Public Defender
			{"Marisela T. Quiroga", "counsel"},
		},
		events: []Event{
			{"2024-03-03", "Criminal Complaint 24-05112MJ.pdf", 1},
			{"2024-03-04", "Criminal Complaint 24-05112MJ.pdf", 1},
			{"2024-03-03", "Criminal Complaint 24-05112MJ.pdf", 2},
			{"2024-03-04", "Criminal Complaint 24-05112MJ.pdf", 2},
			{"2024-03-27", "Indictment CR-24-00687.pdf", 1},
			{"2024-03-03", "Indictment CR-24-00687.pdf", 1},
			{"2024-03-03", "Indictment CR-24-00687.pdf", 2},
			{"2024-03-27", "Indictment CR-24-00687.pdf", 2},
			{"2024-06-17", "Plea Agreement.pdf", 1},
			{"2024-03-03", "Plea Agreement.pdf", 2},
			{"2024-06-14", "Plea Agreement.pdf", 3},
			{"2024-06-17", "Plea Agreement.pdf", 3},
			{"2024-08-27", "Defendant's Sentencing Memorandum.pdf", 1},
			{"2024-09-10", "Defendant's Sentencing Memorandum.pdf", 1},
			{"2024-08-06", "Defendant's Sentencing Memorandum.pdf", 1},
			{"2024-08-27", "Defendant's Sentencing Memorandum.pdf", 2},
			{"2024-09-10", "Minute Entry - Sentencing 2024-09-10.pdf", 1},
			{"2024-06-17", "Minute Entry - Sentencing 2024-09-10.pdf", 1},
			{"2024-03-03", "Minute Entry - Sentencing 2024-09-10.pdf", 1},
		},
	}
}
