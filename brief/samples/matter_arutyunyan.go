package samples

// DEV SET (held out at first sight): a motor vehicle personal injury action
// in the Los Angeles Superior Court (Van Nuys): a driver rear-ended by a
// linen company's delivery van sues the van's driver, the company and Doe
// defendants. The complaint on pleading paper (line numbers down the
// margin, the attorney header at the top left with each lawyer's "(SBN
// ...)", the firm, telephone, email and "Attorneys for Plaintiff, X", the
// court's e-filing legend at the top right, a ")"-ruled caption with "an
// individual", "a California corporation" and "DOES 1 through 50,
// inclusive", "Case No.:" and the causes of action in the right column,
// the document's title in each footer, "DATED:" over "By: /s/ X"); the
// plaintiff's notice of taking the deposition of a non-party eyewitness
// ("TO ALL PARTIES AND THEIR ATTORNEYS OF RECORD:", "PLEASE TAKE NOTICE",
// the date, time and place, a certified shorthand reporter, audio and
// video recording); the court's minute order ("Judicial Officer:",
// "Deputy Clerk:", "Court Reporter:", "APPEARANCES:" with "For
// Plaintiff(s):" and "For Defendant(s):", "NATURE OF PROCEEDINGS:",
// dates as "MM/DD/YYYY", "Moving party to give notice."); and the
// defence's proof of service by mail of the notice of ruling, signed by a
// legal assistant under penalty of perjury (the addressees' block, "[X] BY
// MAIL", "(Type or print name)" / "(Signature)").
// Conventions: the plaintiff is the plaintiff; the van's driver, the
// company and the fictitious defendants (one party, "Does 1 through 50")
// are defendants; the lawyers of each side, named in the attorney header,
// the minute order's appearances and the proof of service's addressees,
// are counsel; the eyewitness whose deposition is noticed is its deponent
// (not yet a witness: no court has heard her); the judicial officer is
// the judge; the legal assistant who swears the proof of service is its
// declarant (as in delacroix-v-summit-ridge). The Executive Officer/Clerk
// and deputy clerks, the court reporter, the deposition reporter's agency
// and the plaintiff's treating surgeon named in the complaint and the
// examining doctor named in the minute order are no parties.
func init() { specs = append(specs, arutyunyan) }

func arutyunyan() matterSpec {
	const (
		cmpF = "Complaint for Damages 25VECV02417.pdf"
		depF = "Notice of Deposition of Lakshmi R. Varadarajan.pdf"
		minF = "Minute Order 2025-09-17.pdf"
		posF = "Proof of Service by Mail - Notice of Ruling.pdf"
	)
	plBlock := ls("MIRIAM T. ACHTERBERG (SBN 276614)", "mtachterberg@aotriallaw.com", "JULIAN R. OYELOWO (SBN 318805)", "joyelowo@aotriallaw.com",
		"ACHTERBERG OYELOWO TRIAL LAWYERS, APC", "15821 Ventura Boulevard, Suite 640", "Encino, California 91436", "Telephone: (818) 555-0174", "",
		"Attorneys for Plaintiff, DAVID ARUTYUNYAN")
	dfBlock := ls("THOMAS K. HAVERFORD (SBN 201937)", "tkh@haverfordlim.com", "SERENA J. LIM (SBN 297402)", "HAVERFORD & LIM LLP",
		"21700 Oxnard Street, Suite 1100", "Woodland Hills, California 91367", "Telephone: (818) 555-0116", "",
		"Attorneys for Defendants, KIMBERLY ANNE WESTBROOK and", "PACIFIC CREST LINEN SERVICE, INC.")
	stamp := small(r("Electronically FILED by Superior Court of California, County of Los Angeles on 05/28/2025 10:41 AM\nMarian K. Holt, Executive Officer/Clerk of Court, By R. Alvarado, Deputy Clerk"), 7.5)
	court := []block{cb("SUPERIOR COURT OF THE STATE OF CALIFORNIA"), cb("FOR THE COUNTY OF LOS ANGELES"), gap()}
	capt := func(right ...string) block {
		return caption(")", []string{"DAVID ARUTYUNYAN, an individual,", "", "               Plaintiff,", "", "     v.", "",
			"KIMBERLY ANNE WESTBROOK, an individual;", "PACIFIC CREST LINEN SERVICE, INC., a", "California corporation; and DOES 1", "through 50, inclusive,", "", "               Defendants."}, right)
	}

	cmp := doc{name: cmpF, font: "Times", size: 11, pleading: true, footer: "COMPLAINT FOR DAMAGES",
		pages: []page{
			{
				stamp, plBlock, gap(),
				court[0], court[1], court[2],
				capt("Case No.: 25VECV02417", "", "COMPLAINT FOR DAMAGES:", "", "1. MOTOR VEHICLE NEGLIGENCE;", "2. NEGLIGENCE - VICARIOUS", "    LIABILITY;", "3. NEGLIGENT ENTRUSTMENT,", "    HIRING AND SUPERVISION", "", "DEMAND FOR JURY TRIAL", ""),
				gap(),
				p("Plaintiff DAVID ARUTYUNYAN alleges as follows:"),
				p("1. Plaintiff is, and at all relevant times was, an individual residing in the County of Los Angeles, California."),
				p("2. Defendant KIMBERLY ANNE WESTBROOK (\"Westbrook\") is an individual residing in the County of Ventura, California."),
				p("3. Defendant PACIFIC CREST LINEN SERVICE, INC. (\"Pacific Crest\") is a California corporation doing business in the County of Los Angeles."),
			},
			{
				p("4. Plaintiff is ignorant of the true names and capacities of the defendants sued as DOES 1 through 50, inclusive, and therefore sues them by those fictitious names. Plaintiff will amend this complaint to allege their true names and capacities when ascertained."),
				p("5. On June 9, 2023, at about 5:40 p.m., Plaintiff was stopped at a red light in the eastbound lanes of Sherman Way at its intersection with Balboa Boulevard in Van Nuys when a 2019 Ford Transit delivery van owned by Pacific Crest and driven by Westbrook struck the rear of his car at speed."),
				p("6. At the time of the collision Westbrook was employed by Pacific Crest and was driving its van on a delivery route in the course and scope of her employment."),
				p("7. As a result of the collision Plaintiff suffered injuries to his neck and lower back, including a herniated disc at L4-L5, for which he underwent surgery performed by Dr. Anahit Sarkissian on November 20, 2023, and he lost earnings as a self-employed contractor."),
				p("FIRST CAUSE OF ACTION - Motor Vehicle Negligence (against Westbrook and DOES 1 through 25). 8. Westbrook operated the van negligently, by following too closely and failing to keep a proper lookout, in violation of Vehicle Code sections 21703 and 22350."),
				p("SECOND CAUSE OF ACTION - Vicarious Liability (against Pacific Crest and DOES 26 through 50). 9. Pacific Crest is liable for Westbrook's negligence under the doctrine of respondeat superior and as the van's owner under Vehicle Code section 17150."),
				p("THIRD CAUSE OF ACTION - Negligent Entrustment, Hiring and Supervision (against Pacific Crest). 10. Pacific Crest knew or should have known that Westbrook had two at-fault collisions in the three years before it hired her on February 6, 2023."),
				p("WHEREFORE, Plaintiff prays for general and special damages according to proof, medical expenses, lost earnings, prejudgment interest, costs of suit, and such other relief as the Court deems proper."),
			},
			{
				cb("DEMAND FOR JURY TRIAL"),
				p("Plaintiff demands a trial by jury on all causes of action."),
				gap(),
				ls("DATED: May 27, 2025                              ACHTERBERG OYELOWO TRIAL LAWYERS, APC",
					"",
					"",
					"                                                              By: /s/ Miriam T. Achterberg",
					"                                                                    MIRIAM T. ACHTERBERG",
					"                                                                    JULIAN R. OYELOWO",
					"                                                                    Attorneys for Plaintiff,",
					"                                                                    DAVID ARUTYUNYAN"),
			},
		}}

	dep := doc{name: depF, font: "Times", size: 11, pleading: true, footer: "PLAINTIFF'S NOTICE OF TAKING DEPOSITION OF NON-PARTY WITNESS",
		pages: []page{
			{
				plBlock, gap(),
				court[0], court[1], court[2],
				capt("Case No.: 25VECV02417", "[Assigned for all purposes to the", "Hon. Terrence O. Fujimoto, Dept. T]", "",
					"PLAINTIFF'S NOTICE OF TAKING", "AUDIO-VIDEO DEPOSITION OF", "NON-PARTY WITNESS LAKSHMI R.", "VARADARAJAN", "",
					"Date: October 7, 2025", "Time: 10:00 a.m.", "Complaint Filed: May 28, 2025"),
				gap(),
				l("TO ALL PARTIES AND THEIR ATTORNEYS OF RECORD:"), gap(),
				p("PLEASE TAKE NOTICE that, under Code of Civil Procedure sections 2025.220 and 2020.510, Plaintiff DAVID ARUTYUNYAN will take the deposition of non-party witness LAKSHMI R. VARADARAJAN on October 7, 2025, beginning at 10:00 a.m., at the offices of Achterberg Oyelowo Trial Lawyers, APC, 15821 Ventura Boulevard, Suite 640, Encino, California 91436, and continuing from day to day, excluding weekends and holidays, until completed."),
				p("The deposition will be taken before a certified shorthand reporter of Coastline Deposition Services, or another officer authorized to administer oaths, and will be recorded stenographically and by audio and video technology. Plaintiff reserves the right to use the video recording at trial."),
				p("The deponent, who witnessed the collision of June 9, 2023 from the northeast corner of Sherman Way and Balboa Boulevard, has been served with a deposition subpoena for personal appearance issued on August 28, 2025."),
			},
			{
				ls("DATED: August 29, 2025                        ACHTERBERG OYELOWO TRIAL LAWYERS, APC",
					"",
					"",
					"                                                              By: /s/ Julian R. Oyelowo",
					"                                                                    JULIAN R. OYELOWO",
					"                                                                    Attorneys for Plaintiff"),
			},
		}}

	minute := doc{name: minF, font: "Helvetica", size: 9.5, footer: "Minute Order                                                                                                          Page %d of %t",
		pages: []page{
			{
				cb("SUPERIOR COURT OF CALIFORNIA, COUNTY OF LOS ANGELES"),
				c("Civil Division"),
				c("Northwest District, Van Nuys Courthouse East, Department T"), gap(),
				ls("25VECV02417                                                                          September 17, 2025",
					"DAVID ARUTYUNYAN vs KIMBERLY ANNE WESTBROOK, et al.                  8:30 AM"),
				gap(),
				ls("Judicial Officer:   Hon. Terrence O. Fujimoto, Judge",
					"Deputy Clerk:       A. Villanueva",
					"Court Reporter:     Maribel Ocasio, CSR No. 13822",
					"",
					"APPEARANCES:",
					"For Plaintiff(s):     Julian R. Oyelowo",
					"For Defendant(s):   Serena J. Lim (via LACourtConnect)"),
				gap(),
				l("NATURE OF PROCEEDINGS: Hearing on Motion to Compel Physical Examination of Plaintiff; Case Management Conference"), gap(),
				p("The matter is called for hearing. The Court's tentative ruling was posted online on 09/16/2025. After argument, the tentative ruling is adopted as the order of the Court as follows:"),
				p("Defendants' Motion to Compel Physical Examination of Plaintiff, filed 08/13/2025, is GRANTED IN PART. Plaintiff shall appear for an orthopedic examination by Dr. Kenji Aoyama, not to exceed three hours, on 10/21/2025 at 9:00 AM. No diagnostic testing that is painful, protracted or intrusive shall be performed. (Code Civ. Proc., section 2032.310.) The request for an award of sanctions is DENIED."),
				p("The Case Management Conference is held. The parties are ordered to complete private mediation by 01/30/2026."),
				ls("The Court sets the following dates:",
					"     Post-Mediation Status Conference          02/11/2026 at 08:30 AM in Department T",
					"     Final Status Conference                       05/08/2026 at 10:00 AM in Department T",
					"     Jury Trial (est. 5 days)                        05/26/2026 at 08:30 AM in Department T"),
				gap(),
				p("Moving party to give notice."),
			},
		}}

	pos := doc{name: posF, font: "Times", size: 10, pleading: true, footer: "PROOF OF SERVICE",
		pages: []page{
			{
				dfBlock, gap(),
				court[0], court[1], court[2],
				caption(")", []string{"DAVID ARUTYUNYAN, an individual,", "               Plaintiff,", "     v.",
					"KIMBERLY ANNE WESTBROOK, et al.,", "               Defendants."},
					[]string{"Case No.: 25VECV02417", "", "PROOF OF SERVICE BY MAIL", "", ""}),
				gap(),
				c("STATE OF CALIFORNIA, COUNTY OF LOS ANGELES"),
				p("I am employed in the County of Los Angeles, State of California. I am over the age of 18 and not a party to the within action. My business address is 21700 Oxnard Street, Suite 1100, Woodland Hills, California 91367."),
				p("On September 19, 2025, I served the foregoing document described as NOTICE OF RULING ON DEFENDANTS' MOTION TO COMPEL PHYSICAL EXAMINATION OF PLAINTIFF on the interested parties in this action by placing a true copy thereof enclosed in a sealed envelope addressed as follows:"),
				ls("          Miriam T. Achterberg, Esq.",
					"          Julian R. Oyelowo, Esq.",
					"          ACHTERBERG OYELOWO TRIAL LAWYERS, APC",
					"          15821 Ventura Boulevard, Suite 640, Encino, California 91436",
					"          Attorneys for Plaintiff"),
				gap(),
				p("[X] BY MAIL: I am readily familiar with the firm's practice of collecting and processing mail. Under that practice it would be deposited with the U.S. Postal Service that same day, postage fully prepaid, at Woodland Hills, California."),
				p("[X] STATE: I declare under penalty of perjury under the laws of the State of California that the above is true and correct. Executed on September 19, 2025, at Woodland Hills, California."),
				gap(),
				ls("Yesenia P. Carrillo                                              /s/ Yesenia P. Carrillo",
					"(Type or print name)                                             (Signature)"),
			},
		}}

	return matterSpec{
		name: "arutyunyan-v-westbrook", title: "Arutyunyan v. Westbrook, et al. (L.A. Super. Ct., Van Nuys, No. 25VECV02417)", heldOut: true,
		firstSight: &Figures{PartyTruth: 11, PartyFound: 8, PartyCorrect: 8, EventTruth: 19, EventHits: 18, Grounded: 1}, // at ad71891
		docs:       []doc{cmp, dep, minute, pos},
		parties: []Party{
			{"David Arutyunyan", "plaintiff"},
			{"Kimberly Anne Westbrook", "defendant"},
			{"Pacific Crest Linen Service, Inc.", "defendant"},
			{"Does 1 through 50", "defendant"}, // fictitious defendants: one party (HELDOUT.md)
			{"Miriam T. Achterberg", "counsel"},
			{"Julian R. Oyelowo", "counsel"},
			{"Thomas K. Haverford", "counsel"}, // the proof of service's attorney header
			{"Serena J. Lim", "counsel"},
			{"Lakshmi R. Varadarajan", "deponent"}, // the non-party eyewitness whose deposition is noticed
			{"Terrence O. Fujimoto", "judge"},
			{"Yesenia P. Carrillo", "declarant"}, // swears the proof of service
		},
		events: []Event{
			{"2025-05-28", cmpF, 1},
			{"2023-06-09", cmpF, 2},
			{"2023-11-20", cmpF, 2},
			{"2023-02-06", cmpF, 2},
			{"2025-05-27", cmpF, 3},
			{"2025-10-07", depF, 1},
			{"2025-05-28", depF, 1},
			{"2023-06-09", depF, 1},
			{"2025-08-28", depF, 1},
			{"2025-08-29", depF, 2},
			{"2025-09-17", minF, 1},
			{"2025-09-16", minF, 1},
			{"2025-08-13", minF, 1},
			{"2025-10-21", minF, 1},
			{"2026-01-30", minF, 1},
			{"2026-02-11", minF, 1},
			{"2026-05-08", minF, 1},
			{"2026-05-26", minF, 1},
			{"2025-09-19", posF, 1},
		},
	}
}
