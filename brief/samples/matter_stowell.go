package samples

// DEV SET (held out at first sight): an insurer's appeal to the Court of
// Appeal of England and Wales (Civil Division) from a Commercial Court
// judgment holding it liable under a property policy for a fire at a
// cold store, on section 11 of the Insurance Act 2015. The appellant's
// notice on form N161 (the office-use box with the appeal reference and
// "Date filed", each label on its own line and its value indented under
// it, "Section 2 Details of the party appealing ('The Appellant')" for the
// defendant below, "Section 4 Respondent's details", the lower court's
// judge "Mrs Justice Calloway DBE" and "16/11/2023", the grounds in a
// summary, "Section 9 What are you asking the Appeal Court to do?", the
// statement of truth signed by the partner as the appellant's legal
// representative); the respondent's skeleton argument (the Court of
// Appeal's reference and the court below in a block at the top,
// "Claimant/Respondent" and "Defendant/Appellant" at the right,
// "RESPONDENT'S SKELETON ARGUMENT", "Time estimate", "Pre-reading", short
// forms defined in brackets, the trial witnesses and experts named, cases
// cited, counsel's names in capitals over their chambers and the date);
// the approved judgment ("Neutral Citation Number: [2024] EWCA Civ 1612",
// "Case No:", "ON APPEAL FROM" the Commercial Court and "Mrs Justice
// Calloway", "Date: 20 December 2024", "Before:" with "LORD JUSTICE
// PARMITER", "LADY JUSTICE OYELARAN" and "LORD JUSTICE STRACHAN",
// "Between:" with the labels on the line under each party, "Mr A KC and
// Ms B (instructed by C LLP) for the Appellant", "Hearing dates: 5 and 6
// November 2024", "APPROVED JUDGMENT" and the hand-down note, the lead
// judgment "Lady Justice Oyelaran:" with cross-headings, a fire officer and
// a loss adjuster named only in passing, witnesses later by "Mr" / "Ms" /
// "Dr" and surname, "Lord Justice Strachan:" adding a paragraph and "Lord
// Justice Parmiter:" / "I also agree."); and the sealed order ("BEFORE
// LORD JUSTICE PARMITER, LADY JUSTICE OYELARAN AND LORD JUSTICE STRACHAN",
// "UPON hearing leading and junior counsel", "IT IS ORDERED THAT:", costs
// summarily assessed and payable by a date, "BY THE COURT").
// Conventions: as in castellane-v-fenwick-hale, the parties keep the roles
// the court below gave them (the cold store company the plaintiff, the
// insurer the defendant) and take those of the appeal (the insurer that
// appeals the appellant, the company the respondent); those who gave
// evidence at trial, fact witnesses and the two fire experts, are
// witnesses, keyed without "Mr", "Ms" or "Dr"; the solicitor who signs the
// notice's statement of truth and each barrister named for a side are
// counsel; each member of the court and the judge below are judges, keyed
// by the surname the papers print. The firms instructing counsel, the
// chambers, the alarm maintenance contractor, the loss adjuster and the
// fire officer named in passing, the Civil Appeals Office and the parties
// of cases cited are no parties. Every date printed is an event once per
// page; a trial "10 to 13 July 2023" gives its first and last days.
func init() { specs = append(specs, stowell) }

func stowell() matterSpec {
	const (
		ntcF = "N161 Appellant's Notice CA-2023-002466.pdf"
		sklF = "Respondent's Skeleton Argument - Stowell v Hartington.pdf"
		judF = "Approved Judgment [2024] EWCA Civ 1612.pdf"
		ordF = "Sealed Order CA-2023-002466 20.12.2024.pdf"
	)

	ntc := doc{name: ntcF, font: "Helvetica", size: 9.5, unicode: true,
		footer: "N161 Appellant's notice (04.24)                                                                              Page %d of %t",
		pages: []page{
			{
				ls("                                                                        ______________________________",
					"    Appellant's notice                                              |  For Court use only             |",
					"    (All appeals except small claims track appeals)              |  Appeal Court Ref. No.         |",
					"                                                                        |  CA-2023-002466                 |",
					"                                                                        |  Date filed   07/12/2023        |",
					"                                                                        |______________________________|"),
				gap(),
				l("Section 1   Details of the claim or case"),
				ls("Name of court",
					"        High Court of Justice, Business and Property Courts of England and Wales,",
					"        Commercial Court (KBD)",
					"Case or claim number",
					"        CL-2022-000131",
					"Names of claimants/applicants/petitioners",
					"        Stowell Frozen Foods Limited",
					"Names of defendants/respondents",
					"        Hartington General Insurance plc",
					"In the case or claim, were you the",
					"        [ ] claimant   [ ] applicant   [ ] petitioner   [X] defendant   [ ] respondent   [ ] other"),
				gap(),
				l("Section 2   Details of the party appealing ('The Appellant')"),
				ls("Name",
					"        Hartington General Insurance plc",
					"Address (including postcode)",
					"        c/o Kingsley Faraday LLP, 100 Leadenhall Street, London EC3A 3BP"),
				gap(),
				l("Section 3   Legal representation"),
				ls("Are you legally represented?        [X] Yes   [ ] No",
					"Name of firm of solicitors representing you",
					"        Kingsley Faraday LLP",
					"Reference no.                       Contact name",
					"        CM/HGI/2211                          Catriona Mabey",
					"E-mail",
					"        cmabey@kingsleyfaraday.example"),
				gap(),
				l("Section 4   Respondent's details"),
				ls("Name",
					"        Stowell Frozen Foods Limited",
					"Address (including postcode)",
					"        c/o Blackwood Sayle LLP, 14 Hills Road, Cambridge CB2 1JP"),
				gap(),
				l("Section 5   Details of the order(s) or part(s) of order(s) you want to appeal"),
				ls("Was the order you are seeking to appeal made by a High Court Judge?     [X] Yes   [ ] No",
					"Name of Judge",
					"        Mrs Justice Calloway DBE",
					"Date of the decision you are appealing",
					"        16/11/2023",
					"Are you appealing a final decision?      [X] Yes   [ ] No"),
			},
			{
				l("Section 6   Permission to appeal"),
				ls("Has the lower court refused permission to appeal?      [X] Yes   [ ] No",
					"Date of refusal of permission",
					"        16/11/2023",
					"Does your appeal include any issues arising from the Human Rights Act 1998?      [ ] Yes   [X] No"),
				gap(),
				l("Section 7   Grounds of appeal"),
				p("Full grounds are attached. In summary: (1) The judge erred in holding that section 11 of the Insurance Act 2015 applied to General Condition 7 (Fire Detection Maintenance), which defines the risk as a whole and is not a term whose compliance would tend to reduce the risk of loss of a particular kind. (2) Further or alternatively, she erred in holding that the Appellant had to show that the failure to have the system serviced by 19 November 2020 could have increased the risk of the loss that actually occurred on 3 February 2021, rather than of loss by fire generally."),
				gap(),
				l("Section 9   What are you asking the Appeal Court to do?"),
				ls("I am asking the appeal court to:",
					"        [X] set aside the order which I am appealing",
					"        [X] substitute judgment for the Appellant dismissing the claim, with costs"),
				gap(),
				l("Section 10   Statement of truth"),
				ls("[ ] The appellant believes that the facts stated in this section are true.",
					"[X] The appellant's legal representative believes that the facts stated in this section are true.",
					"",
					"Signed          C. Mabey",
					"                    [ ] Appellant     [ ] Litigation friend     [X] Appellant's legal representative",
					"Date              07/12/2023",
					"Full name",
					"        Catriona Mabey",
					"Name of appellant's legal representative's firm",
					"        Kingsley Faraday LLP",
					"Position or office held",
					"        Partner"),
			},
		}}

	skl := doc{name: sklF, font: "Times", size: 11.5, unicode: true, footer: "- %d -",
		pages: []page{
			{
				ls("                                                                      Appeal Ref: CA-2023-002466",
					"IN THE COURT OF APPEAL (CIVIL DIVISION)",
					"ON APPEAL FROM THE HIGH COURT OF JUSTICE",
					"BUSINESS AND PROPERTY COURTS OF ENGLAND AND WALES",
					"COMMERCIAL COURT (KBD)",
					"MRS JUSTICE CALLOWAY",
					"CL-2022-000131"), gap(),
				l("B E T W E E N :"), gap(),
				cb("STOWELL FROZEN FOODS LIMITED"), r("Claimant/Respondent"), c("- and -"),
				cb("HARTINGTON GENERAL INSURANCE PLC"), r("Defendant/Appellant"), gap(),
				c("____________________________________"),
				cb("RESPONDENT'S SKELETON ARGUMENT"),
				c("____________________________________"), gap(),
				ls("Time estimate for the hearing: 1.5 days (agreed)",
					"Pre-reading (2 hours): the Judgment [CB/3]; Policy, General Condition 7 [CB/7/212]"),
				gap(),
				p("1. The Respondent (\"Stowell\") resists the appeal of the Appellant (\"Hartington\") against the order of Calloway J dated 16 November 2023, by which she gave judgment for Stowell for GBP 6,412,880 under a commercial property policy incepting on 1 October 2020 (\"the Policy\"). Permission to appeal was granted by Parmiter LJ on 4 March 2024."),
				p("2. Fire destroyed Stowell's cold store at Wisbech, Cambridgeshire in the early hours of 3 February 2021. The automatic fire detection system activated at 02:14 and the monitoring centre called the fire service within two minutes. It is common ground that the system's six-monthly service, last carried out on 19 May 2020, was overdue on the night of the fire because the maintenance contractor had furloughed its engineers; it was next serviced on 11 February 2021. Hartington declined the claim by letter of 14 June 2021 in reliance on General Condition 7."),
			},
			{
				p("3. The trial took place from 10 to 13 July 2023. The Judge heard Mr Graham Stowell, Stowell's managing director, and Mr Ewan Rudd, its site engineer, and for Hartington Ms Folasade Adeyinka, a senior claims handler; the fire engineering experts, Dr Piers Ambler (Stowell) and Mr Colin Treharne (Hartington), gave evidence concurrently. The experts agreed that the detectors in the affected zone operated as designed [CB/3/61, para 48]."),
				p("4. Ground 1. Section 11 of the Insurance Act 2015 applies to any term, other than one defining the risk as a whole, compliance with which would tend to reduce the risk of loss of a particular kind, at a particular location or at a particular time. A condition requiring a fire alarm to be maintained is the paradigm of such a term: it tends to reduce the risk of loss by undetected fire. The Judge was right so to hold, consistently with Ristorante Ltd t/a Bar Massimo v Zurich Insurance plc [2021] EWHC 2538 (Ch)."),
				p("5. Ground 2. Once section 11(1) is engaged, the insurer cannot rely on the breach if the insured shows that the non-compliance could not have increased the risk of the loss which actually occurred in the circumstances in which it occurred: section 11(3). The Judge's finding that the detectors worked was a finding of fact on agreed expert evidence and is unassailable. Hartington's reading, which looks to the risk of fire in general, would empty section 11(3) of content."),
				p("6. The Court is invited to dismiss the appeal with costs."),
				gap(), gap(),
				ls("                                                                      MATTHEW GRAINGER KC",
					"                                                                      ELEANOR FITZWARREN",
					"",
					"                                                                      Tallis Court Chambers",
					"                                                                      5 Tallis Court, Temple",
					"                                                                      London EC4Y 7BJ",
					"",
					"                                                                      16 October 2024"),
			},
		}}

	jud := doc{name: judF, font: "Times", size: 11, unicode: true,
		header: "Judgment Approved by the court for handing down.                     Stowell Frozen Foods Ltd v Hartington General Insurance plc",
		footer: "%d",
		pages: []page{
			{
				r("Neutral Citation Number: [2024] EWCA Civ 1612"), gap(),
				r("Case No: CA-2023-002466"),
				ls("IN THE COURT OF APPEAL (CIVIL DIVISION)",
					"ON APPEAL FROM THE HIGH COURT OF JUSTICE",
					"BUSINESS AND PROPERTY COURTS OF ENGLAND AND WALES",
					"COMMERCIAL COURT (KBD)",
					"Mrs Justice Calloway",
					"[2023] EWHC 2874 (Comm)"),
				r("Royal Courts of Justice"), r("Strand, London, WC2A 2LL"), gap(),
				r("Date: 20 December 2024"), gap(),
				cb("Before :"), gap(),
				cb("LORD JUSTICE PARMITER"), cb("LADY JUSTICE OYELARAN"), c("and"), cb("LORD JUSTICE STRACHAN"),
				c("- - - - - - - - - - - - - - - - - - - - -"),
				cb("Between :"),
				cb("STOWELL FROZEN FOODS LIMITED"), r("Claimant/ Respondent"),
				c("- and -"),
				cb("HARTINGTON GENERAL INSURANCE PLC"), r("Defendant/ Appellant"),
				c("- - - - - - - - - - - - - - - - - - - - -"),
				c("Mr Julian Lazarus KC and Ms Hannah Okereke (instructed by Kingsley Faraday LLP) for the Appellant"),
				c("Mr Matthew Grainger KC and Ms Eleanor Fitzwarren (instructed by Blackwood Sayle LLP) for the Respondent"),
				gap(),
				c("Hearing dates: 5 and 6 November 2024"),
				c("- - - - - - - - - - - - - - - - - - - - -"),
				cb("APPROVED JUDGMENT"),
				small(p("This judgment was handed down remotely at 10.30am on Friday 20 December 2024 by circulation to the parties or their representatives by e-mail and by release to the National Archives."), 9.5),
				c("............................."),
			},
			{
				l("Lady Justice Oyelaran:"), gap(),
				l("Introduction"),
				p("1. This appeal concerns section 11 of the Insurance Act 2015. Hartington General Insurance plc (\"Hartington\") appeals, with the permission of Parmiter LJ granted on 4 March 2024, against the order of Calloway J dated 16 November 2023 giving judgment for its insured, Stowell Frozen Foods Limited (\"Stowell\"), for GBP 6,412,880."),
				l("The facts"),
				p("2. Stowell's cold store at Wisbech was destroyed by fire on 3 February 2021. Watch Manager Dale Pritchard of the fire and rescue service, whose report was in the trial bundle, attributed the fire to an electrical fault in an evaporator fan in zone 4. The Policy, which incepted on 1 October 2020, contained General Condition 7, by which Stowell was to maintain its automatic fire detection system under contract and have it inspected and serviced at intervals not exceeding six months. The last service before the fire was on 19 May 2020. The contractor, Vantage Fire Systems Ltd, had furloughed its engineers, and the next service was not carried out until 11 February 2021."),
				p("3. Hartington's loss adjuster, Mr Nigel Osei, reported on 30 April 2021, and Hartington declined cover on 14 June 2021. At the trial, from 10 to 13 July 2023, the Judge heard Mr Graham Stowell and Mr Ewan Rudd for Stowell and Ms Folasade Adeyinka for Hartington, and the experts, Dr Piers Ambler and Mr Colin Treharne, concurrently."),
				p("4. Mr Rudd's evidence, which the Judge accepted, was that the panel logged the activation of the zone 4 detectors at 02:14. Ms Adeyinka accepted that Hartington had not asked whether the missed service had any bearing on the fire. Dr Ambler and Mr Treharne agreed that the detectors operated as designed and that a service in November 2020 would have made no difference to the time of detection."),
				l("Ground 1: does section 11 apply?"),
				p("5. Mr Lazarus submitted that General Condition 7 goes to the risk as a whole because a cold store without a maintained alarm is a different risk. I do not accept that. The condition is directed at a particular kind of loss, loss by fire that is detected late, and compliance with it would tend to reduce that risk. The Judge was right to hold that section 11 applies."),
			},
			{
				l("Ground 2: the loss which actually occurred"),
				p("6. Section 11(3) asks whether the non-compliance could have increased the risk of the loss which actually occurred in the circumstances in which it occurred. Mr Grainger is right that the question is asked of this fire, not of fires in general. On the agreed expert evidence the answer was no, and the Judge was entitled, indeed bound, so to find."),
				p("7. I would dismiss the appeal."),
				gap(),
				l("Lord Justice Strachan:"), gap(),
				p("8. I agree. I add only that the agreed evidence of Dr Ambler and Mr Treharne made this a clear case; other cases, where the condition's purpose is wider or the evidence less certain, may be more difficult."),
				gap(),
				l("Lord Justice Parmiter:"), gap(),
				p("9. I also agree."),
			},
		}}

	ord := doc{name: ordF, font: "Times", size: 10.5, unicode: true,
		pages: []page{{
			ls("IN THE COURT OF APPEAL (CIVIL DIVISION)                                   Ref: CA-2023-002466",
				"ON APPEAL FROM THE HIGH COURT OF JUSTICE",
				"BUSINESS AND PROPERTY COURTS OF ENGLAND AND WALES",
				"COMMERCIAL COURT (KBD)",
				"CL-2022-000131"),
			gap(),
			ls("                                                                          SEALED",
				"                                                                   COURT OF APPEAL",
				"                                                                   20 DEC 2024"),
			gap(),
			cb("STOWELL FROZEN FOODS LIMITED"), r("Claimant/Respondent"), c("- and -"),
			cb("HARTINGTON GENERAL INSURANCE PLC"), r("Defendant/Appellant"), gap(),
			c("_______________________________"),
			cb("ORDER"),
			c("_______________________________"), gap(),
			cb("BEFORE LORD JUSTICE PARMITER, LADY JUSTICE OYELARAN AND LORD JUSTICE STRACHAN"), gap(),
			p("UPON the Appellant's appeal against the order of Mrs Justice Calloway dated 16 November 2023"),
			p("AND UPON hearing leading and junior counsel for the Appellant and for the Respondent on 5 and 6 November 2024"),
			p("AND UPON judgment being handed down on 20 December 2024"),
			l("IT IS ORDERED THAT:"), gap(),
			p("1. The appeal is dismissed."),
			p("2. The Appellant shall pay the Respondent's costs of the appeal, summarily assessed in the sum of GBP 184,250 (inclusive of VAT), by 4pm on 17 January 2025."),
			p("3. The Appellant's application for permission to appeal to the Supreme Court is refused."),
			gap(),
			ls("BY THE COURT", "", "Dated 20 December 2024"),
			gap(),
			small(p("Where permission to appeal to the Supreme Court has been refused by the Court of Appeal, an application may be made to the Supreme Court within 28 days of the date of this order. Case Progression Section, Civil Appeals Office, Room E307, Royal Courts of Justice, Strand, London WC2A 2LL."), 9),
		}}}

	return matterSpec{
		name: "stowell-v-hartington", title: "Stowell Frozen Foods Ltd v Hartington General Insurance plc [2024] EWCA Civ 1612 (CA-2023-002466)", heldOut: true,
		firstSight: &Figures{PartyTruth: 18, PartyFound: 12, PartyCorrect: 11, EventTruth: 34, EventHits: 34, Grounded: 1}, // at a1b5178
		docs:       []doc{ntc, skl, jud, ord},
		parties: []Party{
			{"Stowell Frozen Foods Limited", "plaintiff"},
			{"Stowell Frozen Foods Limited", "respondent"},
			{"Hartington General Insurance plc", "defendant"},
			{"Hartington General Insurance plc", "appellant"},
			{"Graham Stowell", "witness"},
			{"Ewan Rudd", "witness"},
			{"Folasade Adeyinka", "witness"},
			{"Piers Ambler", "witness"},
			{"Colin Treharne", "witness"},
			{"Catriona Mabey", "counsel"}, // signs the notice's statement of truth
			{"Julian Lazarus", "counsel"},
			{"Hannah Okereke", "counsel"},
			{"Matthew Grainger", "counsel"},
			{"Eleanor Fitzwarren", "counsel"},
			{"Parmiter", "judge"},
			{"Oyelaran", "judge"},
			{"Strachan", "judge"},
			{"Calloway", "judge"}, // the judge below
		},
		events: []Event{
			{"2023-12-07", ntcF, 1},
			{"2023-11-16", ntcF, 1},
			{"2023-11-16", ntcF, 2},
			{"2020-11-19", ntcF, 2},
			{"2021-02-03", ntcF, 2},
			{"2023-12-07", ntcF, 2},
			{"2023-11-16", sklF, 1},
			{"2020-10-01", sklF, 1},
			{"2024-03-04", sklF, 1},
			{"2021-02-03", sklF, 1},
			{"2020-05-19", sklF, 1},
			{"2021-02-11", sklF, 1},
			{"2021-06-14", sklF, 1},
			{"2023-07-10", sklF, 2},
			{"2023-07-13", sklF, 2},
			{"2024-10-16", sklF, 2},
			{"2024-12-20", judF, 1},
			{"2024-11-05", judF, 1},
			{"2024-11-06", judF, 1},
			{"2024-03-04", judF, 2},
			{"2023-11-16", judF, 2},
			{"2021-02-03", judF, 2},
			{"2020-10-01", judF, 2},
			{"2020-05-19", judF, 2},
			{"2021-02-11", judF, 2},
			{"2021-04-30", judF, 2},
			{"2021-06-14", judF, 2},
			{"2023-07-10", judF, 2},
			{"2023-07-13", judF, 2},
			{"2024-12-20", ordF, 1},
			{"2023-11-16", ordF, 1},
			{"2024-11-05", ordF, 1},
			{"2024-11-06", ordF, 1},
			{"2025-01-17", ordF, 1},
		},
	}
}
