package samples

// DEV SET (held out at first sight): an appeal to the Court of Appeal of
// England and Wales (Civil Division) from a High Court judge's dismissal,
// after trial, of a professional negligence claim against solicitors. The
// appellant's notice (form N161 style: the Civil Appeals Office's received
// stamp, "Appellant's notice", the office-use box with the appeal number,
// "Section 1 Details of the claim or case" with labels beside their
// values, "Section 2 Details of the party appealing ('The Appellant')",
// "Details of the Respondent(s) to the appeal", "Section 3 Legal
// representation" with the firm and its reference, "Section 5 Details of
// the order(s)" with "Name of Judge" and the date of the decision as
// 14/03/2024, the refusal of permission below, the statement of truth
// with tick boxes signed by the appellant's solicitor with "Full name",
// "Name of ... firm" and "Position or office held", the form footer); the
// appellant's skeleton argument (the court's and the lower court's heading,
// "ON APPEAL FROM ... THE HON. MR JUSTICE X", the caption with
// "Claimant/Appellant" and "Defendant/Respondent", bundle references,
// numbered paragraphs, the trial's dates as "5-8 February 2024", cases
// cited, counsel's names in capitals over their chambers and the date); and
// the approved judgment ("Neutral Citation Number: [2025] EWCA Civ 287",
// "Case No:", the court below and its judge, "Royal Courts of Justice" and
// "Date: 18/03/2025" at the right, "Before:" with "LORD JUSTICE X", "LADY
// JUSTICE Y" and "SIR Z", "Between:" with the role labels at the right,
// "Mr A KC and Ms B (instructed by C LLP) for the Appellant", "Hearing
// date:", "Approved Judgment" and the hand-down paragraph, the lead
// judgment opened "Lord Justice X:", the witnesses at trial, the others'
// "Lady Justice Y:" / "I agree.", a running header on later pages).
// Conventions: the claimant is the plaintiff and the defendant firm the
// defendant, as the court below labels them; the claimant who appeals is
// the appellant and the firm the respondent; a party who gave evidence at
// trial, and the partner who did, are witnesses; the solicitor who signs
// the notice's statement of truth is counsel, as is each barrister named
// for a side; each member of the court and the judge below whose order is
// appealed (named in the notice's box, the skeleton's and the judgment's
// headings) are judges, the Lords and Lady Justices keyed by the surname
// the papers print and the retired judge by his name; the firms
// instructing counsel, the chambers, the Civil Appeals Office, the
// solicitor's assistant named as a contact, the expert whose report is
// only cited and the parties of cases cited are no parties.
func init() { specs = append(specs, castellane) }

func castellane() matterSpec {
	const (
		n161F = "N161 Appellant's Notice CA-2024-000811.pdf"
		skelF = "Appellant's Skeleton Argument.pdf"
		judF  = "Approved Judgment [2025] EWCA Civ 287.pdf"
	)
	n161 := doc{name: n161F, font: "Helvetica", size: 9.5, unicode: true,
		footer: "N161 Appellant's notice (04.24)                                                            (c) Crown copyright 2024",
		pages: []page{
			{
				ls("                                                                   +---------------------------------+",
					"                                                                   |  COURT OF APPEAL CIVIL DIVISION |",
					"                                                                   |          04 APR 2024            |",
					"                                                                   |   CIVIL APPEALS OFFICE RECEIVED |",
					"                                                                   +---------------------------------+"),
				cb("Appellant's notice"),
				c("(All appeals except small claims track appeals)"), gap(),
				ls("For Court use only",
					"Appeal Court Ref. No.      CA-2024-000811",
					"Date filed                 04/04/2024"),
				gap(),
				l("Section 1   Details of the claim or case"),
				ls("Name of court               High Court of Justice, King's Bench Division",
					"Case or claim number        KB-2022-001873",
					"Names of claimants/applicants/petitioners     Rowena Castellane",
					"Names of defendants/respondents               Fenwick & Hale LLP",
					"In the case or claim, were you the      [X] claimant   [ ] applicant   [ ] petitioner",
					"                                        [ ] defendant  [ ] respondent  [ ] other (please specify)"),
				gap(),
				l("Section 2   Details of the party appealing ('The Appellant')"),
				ls("Name                        Rowena Castellane",
					"Address (including postcode)   c/o Marlowe Pryce LLP, 40 Chancery Lane, London WC2A 1JA"),
				l("Details of the Respondent(s) to the appeal"),
				ls("Name                        Fenwick & Hale LLP",
					"Address (including postcode)   c/o Kessler Dunn LLP, 8 Finsbury Circus, London EC2M 7AZ"),
				gap(),
				l("Section 3   Legal representation"),
				ls("Are you legally represented?   [X] Yes  [ ] No",
					"Name of firm of solicitors representing you     Marlowe Pryce LLP",
					"Reference no.   OS/CAS/0417          Contact name   Tamsin Greaves (assistant to Oliver Stanmore)",
					"Telephone no.   020 7946 0318        E-mail   ostanmore@marlowepryce.example"),
			},
			{
				l("Section 5   Details of the order(s) or part(s) of order(s) you want to appeal"),
				ls("Was the order you are seeking to appeal made by a High Court Judge?   [X] Yes  [ ] No",
					"Name of Judge                       The Honourable Mr Justice Pelham",
					"Date of the decision you are appealing     14/03/2024",
					"Are you appealing a final decision?   [X] Yes  [ ] No"),
				gap(),
				l("Section 6   Permission to appeal"),
				ls("Has the lower court refused permission to appeal?   [X] Yes  [ ] No",
					"Date of refusal of permission     14/03/2024",
					"Does your appeal include any issues arising from the Human Rights Act 1998?   [ ] Yes  [X] No"),
				gap(),
				l("Section 7   Grounds of appeal"),
				p("1. The judge erred in law in holding that the Respondent's retainer did not extend to advising the Appellant on the risk that the option agreement of 17 June 2016 would be unenforceable. 2. The judge erred in finding, contrary to the unchallenged evidence, that the Appellant would not have acted on such advice."),
				gap(),
				l("Section 10   Statement of truth"),
				ls("[ ] The appellant believes that the facts stated in this section are true.",
					"[X] The appellant's legal representative believes that the facts stated in this section are true.",
					"I am duly authorised by the appellant to sign this statement.",
					"",
					"Signed   Oliver Stanmore                       [ ] Appellant   [X] Appellant's legal representative",
					"Date     03/04/2024",
					"Full name                                   Oliver Stanmore",
					"Name of appellant's legal representative's firm   Marlowe Pryce LLP",
					"Position or office held                     Partner"),
			},
		}}

	caption := []block{
		l("BETWEEN:"), gap(),
		cb("ROWENA CASTELLANE"), r("Claimant/Appellant"), c("- and -"),
		cb("FENWICK & HALE LLP"), r("Defendant/Respondent"), gap(),
	}
	skel := doc{name: skelF, font: "Times", size: 11.5, unicode: true, footer: "%d",
		pages: []page{
			append(append([]block{
				ls("IN THE COURT OF APPEAL (CIVIL DIVISION)                                   Case No: CA-2024-000811",
					"ON APPEAL FROM THE HIGH COURT OF JUSTICE",
					"KING'S BENCH DIVISION",
					"THE HON. MR JUSTICE PELHAM",
					"KB-2022-001873"), gap(),
			}, caption...),
				cb("APPELLANT'S SKELETON ARGUMENT"), gap(),
				small(l("References in the form [CB/tab/page] are to the core bundle and [SB/tab/page] to the supplementary bundle."), 9.5),
				gap(),
				l("A.  INTRODUCTION"),
				p("1. The Appellant appeals, with the permission of Lady Justice Ferrand granted on 9 July 2024, against the order of Pelham J dated 14 March 2024 [CB/2/11], which dismissed her claim in negligence against the Respondent solicitors after a trial on 5-8 February 2024."),
				p("2. The Respondent acted for the Appellant on the grant of an option over farmland at Little Hadham, Hertfordshire. The option agreement was signed on 17 June 2016. When the Appellant sought to exercise the option on 2 May 2019 the grantor's successor refused, and the option was held unenforceable for want of a signed memorandum under section 2 of the Law of Property (Miscellaneous Provisions) Act 1989."),
			),
			{
				l("B.  THE JUDGMENT BELOW"),
				p("3. The judge heard evidence from the Appellant and from Mr Gideon Fenwick, the partner who handled the transaction. He accepted Mr Fenwick's evidence that the retainer letter of 3 March 2016 confined the firm to 'documenting the commercial terms agreed' [CB/3/48] and held that the firm owed no duty to advise on enforceability. He went on to find that the Appellant would have signed the option in any event [CB/2/29, para 87]."),
				l("C.  GROUND 1: THE SCOPE OF THE RETAINER"),
				p("4. A solicitor's duty extends to matters reasonably incidental to the task undertaken: Manchester Building Society v Grant Thornton UK LLP [2021] UKSC 20, [2022] AC 783 at [13]. An option that cannot be enforced is not incidental to the task of documenting it; it is the task."),
				l("D.  GROUND 2: CAUSATION"),
				p("5. The judge's finding that the Appellant would not have acted on proper advice was not open to him: the point was not put to her in cross-examination, and the Respondent called no evidence on it. The burden lay on the Appellant, but an unchallenged account is not lightly rejected: Perry v Raleys Solicitors [2019] UKSC 5, [2020] AC 352; Griffiths v TUI (UK) Ltd [2023] UKSC 48."),
				gap(),
				ls("                                                       SIMON ACHTERBERG KC",
					"                                                       PRIYA VENN",
					"                                                       Temple Row Chambers",
					"                                                       2 Temple Row, London EC4Y 9AT",
					"                                                       22 August 2024"),
			},
		}}

	jud := doc{name: judF, font: "Times", size: 11.5, unicode: true,
		header: "Approved Judgment                                                                   Castellane v Fenwick & Hale LLP",
		footer: "Page %d",
		pages: []page{
			{
				r("Neutral Citation Number: [2025] EWCA Civ 287"), gap(),
				r("Case No: CA-2024-000811"),
				ls("IN THE COURT OF APPEAL (CIVIL DIVISION)",
					"ON APPEAL FROM THE HIGH COURT OF JUSTICE",
					"KING'S BENCH DIVISION",
					"The Hon. Mr Justice Pelham",
					"[2024] EWHC 612 (KB)"),
				r("Royal Courts of Justice"), r("Strand, London, WC2A 2LL"), gap(),
				r("Date: 18/03/2025"), gap(),
				cb("Before:"), gap(),
				cb("LORD JUSTICE HALLORAN"), cb("LADY JUSTICE FERRAND"), c("and"), cb("SIR JULIAN MOBERLY"),
				c("- - - - - - - - - - - - - - - - - - - - -"),
				l("Between:"),
				ls("                        ROWENA CASTELLANE                                   Claimant/Appellant",
					"                                  - and -",
					"                        FENWICK & HALE LLP                                  Defendant/Respondent"),
				c("- - - - - - - - - - - - - - - - - - - - -"),
				c("Mr Simon Achterberg KC and Ms Priya Venn (instructed by Marlowe Pryce LLP) for the Appellant"),
				c("Ms Harriet Okonjo KC (instructed by Kessler Dunn LLP) for the Respondent"), gap(),
				c("Hearing date: 25 February 2025"),
				c("- - - - - - - - - - - - - - - - - - - - -"),
				cb("Approved Judgment"),
				small(p("This judgment was handed down remotely at 10.30am on 18 March 2025 by circulation to the parties or their representatives by e-mail and by release to the National Archives."), 9.5),
			},
			{
				l("Lord Justice Halloran:"), gap(),
				p("1. This is an appeal from the order of Pelham J dated 14 March 2024 dismissing Ms Castellane's claim against the solicitors who acted for her on the grant of an option over land in 2016. Permission to appeal was granted by Ferrand LJ on 9 July 2024 on both grounds."),
				p("2. The facts are set out fully in the judge's judgment, [2024] EWHC 612 (KB). In short, the retainer letter of 3 March 2016 described the work as 'documenting the commercial terms agreed'. The option agreement, signed on 17 June 2016, was not signed by or on behalf of both parties, and when Ms Castellane sought to exercise the option on 2 May 2019 it was held to be unenforceable. The judge heard evidence over four days from Ms Castellane and from Mr Gideon Fenwick, the partner responsible, and read the report of the single joint expert, Ms Lorna Daventry FRICS, on valuation."),
				p("3. On the first ground I agree with Mr Achterberg. As Lord Sales explained in Manchester Building Society v Grant Thornton UK LLP [2021] UKSC 20, the scope of the duty is set by the purpose of the service the adviser undertakes. A client who instructs solicitors to document an option wants an option she can exercise. Ms Okonjo's submission that the retainer was confined to drafting cannot survive the firm's own attendance note of 9 June 2016."),
			},
			{
				p("4. The second ground also succeeds. The judge's finding at [87] was made on a point that was never put to Ms Castellane, and it is inconsistent with his own finding that she had refused an earlier site because its title was uncertain. I would allow the appeal and remit the assessment of damages to the King's Bench Division."),
				gap(),
				l("Lady Justice Ferrand:"), gap(),
				p("5. I agree."),
				gap(),
				l("Sir Julian Moberly:"), gap(),
				p("6. I also agree."),
			},
		}}

	return matterSpec{
		name: "castellane-v-fenwick-hale", title: "Castellane v Fenwick & Hale LLP [2025] EWCA Civ 287 (CA-2024-000811)", heldOut: true,
		firstSight: &Figures{PartyTruth: 14, PartyFound: 11, PartyCorrect: 11, EventTruth: 20, EventHits: 20, Grounded: 1}, // at 30b03cc
		docs:       []doc{n161, skel, jud},
		parties: []Party{
			{"Rowena Castellane", "appellant"},
			{"Rowena Castellane", "plaintiff"},
			{"Rowena Castellane", "witness"}, // gave evidence at trial
			{"Fenwick & Hale LLP", "respondent"},
			{"Fenwick & Hale LLP", "defendant"},
			{"Gideon Fenwick", "witness"},
			{"Oliver Stanmore", "counsel"}, // signs the notice's statement of truth
			{"Simon Achterberg", "counsel"},
			{"Priya Venn", "counsel"},
			{"Harriet Okonjo", "counsel"},
			{"Halloran", "judge"},
			{"Ferrand", "judge"},
			{"Julian Moberly", "judge"},
			{"Pelham", "judge"}, // the judge below, whose order is appealed
		},
		events: []Event{
			{"2024-04-04", n161F, 1}, // received stamp and date filed
			{"2024-03-14", n161F, 2},
			{"2016-06-17", n161F, 2},
			{"2024-04-03", n161F, 2},
			{"2024-07-09", skelF, 1},
			{"2024-03-14", skelF, 1},
			{"2024-02-05", skelF, 1},
			{"2024-02-08", skelF, 1},
			{"2016-06-17", skelF, 1},
			{"2019-05-02", skelF, 1},
			{"2016-03-03", skelF, 2},
			{"2024-08-22", skelF, 2},
			{"2025-03-18", judF, 1},
			{"2025-02-25", judF, 1},
			{"2024-03-14", judF, 2},
			{"2024-07-09", judF, 2},
			{"2016-03-03", judF, 2},
			{"2016-06-17", judF, 2},
			{"2019-05-02", judF, 2},
			{"2016-06-09", judF, 2},
		},
	}
}
