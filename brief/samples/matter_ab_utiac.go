package samples

// DEV SET (held out at first sight): an asylum appeal in the Upper
// Tribunal (Immigration and Asylum Chamber) from a First-tier Tribunal
// judge's decision, the appellant anonymised throughout as "AB". The
// grounds of appeal settled by counsel (the First-tier Tribunal's and the
// Home Office references in a block at the top, "Appellant" / "Respondent"
// beside "AB" and "SECRETARY OF STATE FOR THE HOME DEPARTMENT", "GROUNDS
// OF APPEAL TO THE UPPER TRIBUNAL", the judge below by title and surname,
// numbered grounds citing a country guidance case, counsel's name and
// chambers at the end with the date and "Instructed by" the solicitors
// with their reference); the First-tier Tribunal's decision granting
// permission ("IN THE FIRST-TIER TRIBUNAL / IMMIGRATION AND ASYLUM
// CHAMBER", "Appeal Number:", "PERMISSION TO APPEAL DECISION", "The
// application is in time", "Permission to appeal is granted", "Signed:
// X / Judge of the First-tier Tribunal / Date: ..."); and the Upper
// Tribunal's decision ("Case No: UI-2024-003187", "First-tier Tribunal
// No: PA/51234/2023", "THE IMMIGRATION ACTS", "Decision & Reasons Issued:
// On the 14 January 2025", "Before / UPPER TRIBUNAL JUDGE X", "Between /
// AB / (ANONYMITY ORDER MADE) / Appellant / and / SECRETARY OF STATE ...
// / Respondent", "Representation: For the Appellant: Mr R X, Counsel,
// instructed by Y Solicitors / For the Respondent: Ms S Z, Senior Home
// Office Presenting Officer", "Heard at Field House on 9 December 2024",
// the anonymity order under rule 14, "DECISION AND REASONS" in numbered
// paragraphs, "Notice of Decision", "Signed / Name / Judge of the Upper
// Tribunal / Immigration and Asylum Chamber / date", running header with
// the case numbers, footer "Page N").
// Conventions: the appellant is the appellant, keyed "AB" as the papers
// name him, and a witness (he gave evidence before the First-tier
// Tribunal); the Secretary of State is the respondent; counsel who
// settled the grounds and appeared and the Senior Home Office Presenting
// Officer are counsel, each keyed by the fullest name printed; the
// First-tier Tribunal judge whose decision is appealed, the First-tier
// Tribunal judge who granted permission and the Upper Tribunal judge are
// judges, keyed by the fullest name printed; the solicitors' firm, the
// appellant's cousin (named only by initial), the expert whose report is
// cited and the parties of the country guidance case are no parties.
func init() { specs = append(specs, abUTIAC) }

func abUTIAC() matterSpec {
	const (
		grF  = "Grounds of Appeal to the Upper Tribunal PA-51234-2023.pdf"
		pmF  = "FtT Permission to Appeal Decision 2024-08-19.pdf"
		decF = "UT Decision and Reasons UI-2024-003187.pdf"
	)
	gr := doc{name: grF, font: "Times", size: 11.5, unicode: true,
		footer: "%d",
		pages: []page{
			{
				ls("                                                          FtT Appeal No: PA/51234/2023",
					"                                                          HO Ref: A1234567/001",
					"                                                          Date of FtT decision: 3 July 2024"),
				gap(),
				cb("IN THE UPPER TRIBUNAL"), cb("IMMIGRATION AND ASYLUM CHAMBER"), gap(),
				ls("BETWEEN:",
					"",
					"                                        AB",
					"                                                                            Appellant",
					"                                       -and-",
					"",
					"                 SECRETARY OF STATE FOR THE HOME DEPARTMENT",
					"                                                                            Respondent"),
				gap(),
				cb("GROUNDS OF APPEAL TO THE UPPER TRIBUNAL"), gap(),
				p("1. The Appellant, a Tamil national of Sri Lanka, seeks permission to appeal against the decision of First-tier Tribunal Judge Ravenscroft (\"the Judge\"), promulgated on 3 July 2024 following a hearing at Taylor House on 18 June 2024, dismissing his appeal against the Respondent's decision of 17 May 2023 refusing his protection and human rights claim."),
				cb("Ground 1: failure to apply the country guidance"),
				p("2. The Judge accepted that the Appellant attended diaspora events in London in 2021 and 2022 (at [34]) but failed to assess, as required by KK and RS (Sur place activities: risk) Sri Lanka CG [2021] UKUT 130 (IAC), whether the authorities would perceive him as a threat to the unitary state on return, given the sophisticated intelligence-gathering described in that decision."),
			},
			{
				cb("Ground 2: the medical evidence"),
				p("3. The Judge rejected the Appellant's account of detention in 2019 as not credible (at [41]-[44]) before turning to the scarring report of Dr Helen Maddox dated 2 February 2024, and so treated the expert evidence as an afterthought rather than as part of the evidence in the round, contrary to Mibanga v SSHD [2005] EWCA Civ 367."),
				p("4. The Judge further erred by holding against the Appellant the absence of evidence from his cousin, Mr K, when the Appellant explained at the hearing that Mr K was in hospital on the hearing date."),
				p("5. For these reasons the decision involves the making of material errors of law and should be set aside."),
				gap(),
				ls("RAJAN PATHMANATHAN",
					"Kingsgate Chambers",
					"London",
					"15 July 2024"),
				gap(),
				ls("Instructed by: Sterling & Weir Solicitors",
					"Ref: SW/AB/2291"),
			},
		}}

	pm := doc{name: pmF, font: "Helvetica", size: 10.5,
		footer: "IAFT-PTA (FtT)  |  Permission decision  |  PA/51234/2023",
		pages: []page{
			{
				cb("IN THE FIRST-TIER TRIBUNAL"), cb("IMMIGRATION AND ASYLUM CHAMBER"), gap(),
				ls("Appeal Number: PA/51234/2023",
					"",
					"Between",
					"                            AB",
					"                                                                   Appellant",
					"                            and",
					"          SECRETARY OF STATE FOR THE HOME DEPARTMENT",
					"                                                                   Respondent"),
				gap(),
				cb("PERMISSION TO APPEAL DECISION"), gap(),
				p("1. The application is in time. The decision was sent to the parties on 3 July 2024 and the application was received on 15 July 2024."),
				p("2. The grounds assert that the Judge erred in law by failing to apply the country guidance in KK and RS to the appellant's sur place activity and by assessing the medical evidence only after reaching an adverse credibility finding."),
				p("3. It is arguable that, having accepted the appellant's attendance at diaspora events, the Judge did not go on to make the assessment of risk on return that the country guidance requires. It is also arguable that the scarring report was not considered in the round. All grounds may be argued."),
				gap(),
				cb("DECISION"),
				l("Permission to appeal is granted."),
				gap(),
				ls("Signed:  M Lloyd-Pryce",
					"Judge of the First-tier Tribunal",
					"Date:    19 August 2024"),
			},
		}}

	hdr := "UI-2024-003187 (PA/51234/2023)"
	dec := doc{name: decF, font: "Times", size: 11.5, unicode: true,
		header: hdr,
		footer: "Page %d",
		pages: []page{
			{
				cb("IN THE UPPER TRIBUNAL"), cb("IMMIGRATION AND ASYLUM CHAMBER"), gap(),
				ls("                                                          Case No: UI-2024-003187",
					"                                                          First-tier Tribunal No: PA/51234/2023"),
				gap(),
				cb("THE IMMIGRATION ACTS"), gap(),
				ls("                                                          Decision & Reasons Issued:",
					"                                                          On the 14 January 2025"),
				gap(),
				cb("Before"), gap(),
				cb("UPPER TRIBUNAL JUDGE HARGREAVES"), gap(),
				cb("Between"), gap(),
				cb("AB"), c("(ANONYMITY ORDER MADE)"), r("Appellant"), c("and"), gap(),
				cb("SECRETARY OF STATE FOR THE HOME DEPARTMENT"), r("Respondent"), gap(),
				l("Representation:"),
				ls("For the Appellant:     Mr R Pathmanathan, Counsel, instructed by Sterling & Weir Solicitors",
					"For the Respondent:    Ms S Hallworth, Senior Home Office Presenting Officer"),
				gap(),
				cb("Heard at Field House on 9 December 2024"), gap(),
				cb("Order Regarding Anonymity"),
				p("Pursuant to rule 14 of the Tribunal Procedure (Upper Tribunal) Rules 2008, the appellant is granted anonymity. No-one shall publish or reveal any information, including the name or address of the appellant, likely to lead members of the public to identify the appellant. Failure to comply with this order could amount to a contempt of court."),
			},
			{
				cb("DECISION AND REASONS"),
				p("1. The appellant is a national of Sri Lanka of Tamil ethnicity, born in 1991. He appeals with permission against the decision of First-tier Tribunal Judge Ravenscroft (\"the Judge\"), promulgated on 3 July 2024, dismissing his appeal against the respondent's decision of 17 May 2023 refusing his protection claim. Permission was granted by First-tier Tribunal Judge Lloyd-Pryce on 19 August 2024."),
				p("2. Before the Judge the appellant gave evidence and was cross-examined. He claimed to have been detained and ill-treated in 2019 on suspicion of assisting a former cadre, and to have taken part in diaspora demonstrations in London since his arrival. The Judge accepted his attendance at the demonstrations but found his account of detention not credible."),
				p("3. Mr Pathmanathan relied on the grounds. Ms Hallworth accepted, fairly, that the Judge had made no finding on how the appellant's sur place activity would be perceived on return, but submitted that any error was immaterial because the activity was at a low level."),
				p("4. I am satisfied that the Judge materially erred in law. KK and RS requires a fact-sensitive assessment of whether an individual will be perceived as a threat; having accepted the appellant's attendance, the Judge was obliged to make that assessment and did not. I am also satisfied that the Judge reached her adverse credibility finding at [41]-[44] before considering the report of Dr Maddox dated 2 February 2024, which she addressed only at [47]. That is the error identified in Mibanga. The two errors go to the heart of the assessment of risk."),
				p("5. Given the extent of the fact-finding required, and applying paragraph 7.2 of the Practice Statement and Begum (Remaking or remittal) Bangladesh [2023] UKUT 46 (IAC), the appropriate course is to remit the appeal to the First-tier Tribunal."),
			},
			{
				cb("Notice of Decision"),
				p("The decision of the First-tier Tribunal promulgated on 3 July 2024 involved the making of an error of law and is set aside with no findings preserved. The appeal is remitted to the First-tier Tribunal at Taylor House to be heard afresh by a judge other than First-tier Tribunal Judge Ravenscroft."),
				p("The anonymity order is maintained."),
				gap(),
				ls("Signed:  C Hargreaves",
					"",
					"Judge of the Upper Tribunal",
					"Immigration and Asylum Chamber",
					"",
					"10 January 2025"),
			},
		}}

	return matterSpec{
		name: "ab-v-sshd", title: "AB v Secretary of State for the Home Department (Upper Tribunal, IAC, UI-2024-003187)", heldOut: true,
		firstSight: &Figures{PartyTruth: 8, PartyFound: 8, PartyCorrect: 7, EventTruth: 16, EventHits: 16, Grounded: 1}, // at 238f8ff
		docs:       []doc{gr, pm, dec},
		parties: []Party{
			{"AB", "appellant"},
			{"AB", "witness"}, // gave evidence before the First-tier Tribunal
			{"Secretary of State for the Home Department", "respondent"},
			{"Rajan Pathmanathan", "counsel"},
			{"S Hallworth", "counsel"}, // Senior Home Office Presenting Officer
			{"C Hargreaves", "judge"},
			{"M Lloyd-Pryce", "judge"}, // granted permission
			{"Ravenscroft", "judge"},   // the First-tier Tribunal judge appealed from, named by surname only
		},
		events: []Event{
			{"2024-07-03", grF, 1},
			{"2024-06-18", grF, 1},
			{"2023-05-17", grF, 1},
			{"2024-02-02", grF, 2},
			{"2024-07-15", grF, 2},
			{"2024-07-03", pmF, 1},
			{"2024-07-15", pmF, 1},
			{"2024-08-19", pmF, 1},
			{"2025-01-14", decF, 1},
			{"2024-12-09", decF, 1},
			{"2024-07-03", decF, 2},
			{"2023-05-17", decF, 2},
			{"2024-08-19", decF, 2},
			{"2024-02-02", decF, 2},
			{"2024-07-03", decF, 3},
			{"2025-01-10", decF, 3},
		},
	}
}
