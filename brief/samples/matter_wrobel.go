package samples

// DEV SET (held out at first sight): an Irish pregnancy dismissal and
// Sunday premium complaint to the Workplace Relations Commission, decided
// by an adjudication officer. An extract of the WRC's online complaint
// form as printed from the portal ("eComplaint Form - Extract", "Complaint
// reference: CA-00068812", "Date submitted: 19/09/2024", "Part A -
// Complainant details" with "Forename(s):" / "Surname:", "Part B -
// Respondent (employer) details" with "Registered company name:",
// "Trading name:" after "t/a" and "Contact name:" the general manager,
// "Part C - Representative" a solicitor and her firm, "Part D -
// Specific complaints" as a table of "-001" / "-002" rows with the Act and
// section, the complaint in the complainant's words naming the head chef
// and the general manager, "Declaration"); the respondent's submission by
// an employers' body ("WORKPLACE RELATIONS COMMISSION / ADJ-00052871",
// "X (Complainant) and Y (Respondent)", "SUBMISSION ON BEHALF OF THE
// RESPONDENT", the managing director and an outside HR consultant named,
// the witnesses it will call, signed by its senior executive under "For
// and on behalf of the Respondent"); and the adjudication officer's
// decision ("ADJUDICATION OFFICER DECISION", "Adjudication Reference:",
// the "Parties:" table with "Complainant" / "Respondent" column headings
// over "Parties" and "Representatives" rows, the complaints table, "Date
// of Adjudication Hearing:", "Workplace Relations Commission Adjudication
// Officer: X", "Procedure:", "Summary of Complainant's Case:" and
// "Summary of Respondent's Case:" naming who gave evidence, on
// affirmation or on oath, a case of the CJEU cited, "Findings and
// Conclusions:", "Decision:" per CA reference, "Dated: 24th March 2025",
// "Key Words:"); names with fadas.
// Conventions: as in kinsella-v-ballyrane, the complainant is the
// plaintiff and a witness when she gives evidence, the employer the
// respondent; a solicitor and an employers' body's executive who
// represent the parties are counsel, the firm and the body none; the
// adjudication officer is the judge; each person the decision says gave
// evidence is a witness (the complainant's former colleague too). The
// trading name is the employer's alias, no second party; the managing
// director and the HR consultant who did not give evidence, the general
// manager as the form's contact (he is a witness by the decision), and
// the parties of a case cited are no parties.
func init() { specs = append(specs, wrobel) }

func wrobel() matterSpec {
	const (
		formF = "WRC eComplaint CA-00068812 (extract).pdf"
		subF  = "Respondent Submission ADJ-00052871.pdf"
		decF  = "ADJ-00052871 Adjudication Officer Decision.pdf"
	)

	form := doc{name: formF, font: "Helvetica", size: 9.5, unicode: true,
		footer: "Printed from the WRC complaint portal  -  CA-00068812  -  Page %d of %t",
		pages: []page{
			{
				c("An Coimisiún um Chaidreamh san Áit Oibre  |  Workplace Relations Commission"),
				cb("eComplaint Form - Extract"), gap(),
				ls("Complaint reference:      CA-00068812",
					"Date submitted:           19/09/2024",
					"Submitted by:             Representative on behalf of complainant"),
				gap(),
				l("Part A - Complainant details"),
				ls("Title:                    Ms",
					"Forename(s):              Agnieszka",
					"Surname:                  Wróbel",
					"Address:                  Apt 12, Cois Abhann, Bothar Mór, Galway",
					"Eircode:                  H91 P6K2"),
				gap(),
				l("Part B - Respondent (employer) details"),
				ls("Registered company name:  Corrib Crest Hotels Limited",
					"Trading name:             t/a The Harbour Lights Hotel",
					"Address:                  Dock Road, Galway, H91 W8E3",
					"Contact name:             Declan Furlong (General Manager)"),
				gap(),
				l("Part C - Representative"),
				ls("Name:                     Clodagh Fennelly",
					"Organisation:             Fennelly & Co. Solicitors",
					"Address:                  4 Eyre Square, Galway, H91 F2X0"),
				gap(),
				l("Part D - Specific complaints"),
				ls("Ref.               Act                                          Section   Summary",
					"CA-00068812-001    Employment Equality Act, 1998                s.77      Discriminatory dismissal",
					"                                                                          (gender ground - pregnancy)",
					"CA-00068812-002    Organisation of Working Time Act, 1997       s.27      No Sunday premium paid"),
			},
			{
				l("Part E - Employment details"),
				ls("Employment start date:    06/03/2022",
					"Employment end date:      28/06/2024",
					"Job title:                Chef de Partie",
					"Gross weekly pay:         €720.00"),
				gap(),
				l("Part F - Complaint details"),
				p("I worked as a Chef de Partie in the hotel kitchen. I told the Head Chef, Ruth Heffernan, that I was pregnant on 10/05/2024 and gave a letter to the General Manager, Declan Furlong, on 13/05/2024. On 14/06/2024 I was told that my position was at risk because of a restructuring of the kitchen, and on 28/06/2024 I was dismissed. A commis chef with less service than me was kept on and the hotel advertised for a chef de partie in August 2024. I worked most Sundays and was never paid a Sunday premium or told that it was included in my rate."),
				gap(),
				l("Redress sought:   [X] Compensation"),
				gap(),
				ls("Declaration:",
					"[X] I confirm that the information in this complaint form is true and accurate.",
					"[X] I consent to the WRC sending a copy of this complaint to the employer."),
			},
		}}

	sub := doc{name: subF, font: "Times", size: 11, unicode: true,
		footer: "Ibec  |  Submission on behalf of the Respondent  |  ADJ-00052871        %d",
		pages: []page{
			{
				cb("WORKPLACE RELATIONS COMMISSION"), c("ADJ-00052871"), gap(),
				c("Agnieszka Wróbel (Complainant)"), c("and"), c("Corrib Crest Hotels Limited (Respondent)"), gap(),
				cb("SUBMISSION ON BEHALF OF THE RESPONDENT"),
				c("Hearing: 11 February 2025"), gap(),
				cb("1. Background"),
				p("1.1 The Respondent owns and operates the Harbour Lights Hotel, Galway, a 96-bedroom hotel. Its managing director is Mr Fergal Naughton. The Complainant was employed as a Chef de Partie from 6 March 2022 until 28 June 2024."),
				p("1.2 Following a fall in banqueting business of some 40% in the first quarter of 2024, the Respondent engaged an external HR consultant, Ms Gemma Tierney of PeopleFirst HR, who recommended on 2 May 2024 that the kitchen brigade be reduced by two posts. The recommendation was made before the Respondent knew of the Complainant's pregnancy."),
				cb("2. CA-00068812-001 - Employment Equality Act, 1998"),
				p("2.1 The Respondent denies that the Complainant's pregnancy played any part in her dismissal. The selection for redundancy was made against objective criteria (skills, flexibility, disciplinary record and length of service) applied to all four chefs de partie on 7 June 2024. The Complainant scored lowest, chiefly because she had declined to work on the breakfast shift."),
				p("2.2 The post advertised in August 2024 was a seasonal post for a different section of the kitchen, for which the Complainant was not qualified."),
				cb("3. CA-00068812-002 - Organisation of Working Time Act, 1997"),
				p("3.1 The Complainant's hourly rate of €18.00 included an element for Sunday work, as clause 7 of her contract of employment dated 6 March 2022 provides. The complaint is in any event limited to the six months before 19 September 2024."),
			},
			{
				cb("4. Witnesses"),
				p("4.1 The Respondent will call Mr Declan Furlong, General Manager, and Ms Ruth Heffernan, Head Chef."),
				p("4.2 The Respondent respectfully asks the Adjudication Officer to find that both complaints are not well founded."),
				gap(),
				ls("For and on behalf of the Respondent",
					"",
					"Barry Considine",
					"Senior Executive, Employer Relations",
					"Ibec West, Ross House, Victoria Place, Galway",
					"28 January 2025"),
			},
		}}

	dec := doc{name: decF, font: "Helvetica", size: 10, unicode: true,
		footer: "ADJ-00052871                                                                           Page %d of %t",
		pages: []page{
			{
				cb("ADJUDICATION OFFICER DECISION"), gap(),
				l("Adjudication Reference: ADJ-00052871"), gap(),
				l("Parties:"),
				ls("                          Complainant                         Respondent",
					"Parties                   Agnieszka Wróbel                    Corrib Crest Hotels Limited",
					"Representatives           Clodagh Fennelly, Fennelly & Co.    Barry Considine, Ibec",
					"                          Solicitors"),
				gap(),
				l("Complaint(s):"),
				ls("Act                                                    Complaint/Dispute Reference No.   Date of Receipt",
					"Complaint seeking adjudication by the Workplace",
					"Relations Commission under section 77 of the",
					"Employment Equality Act, 1998                          CA-00068812-001                   19/09/2024",
					"Complaint seeking adjudication by the Workplace",
					"Relations Commission under section 27 of the",
					"Organisation of Working Time Act, 1997                 CA-00068812-002                   19/09/2024"),
				gap(),
				ls("Date of Adjudication Hearing: 11/02/2025", "",
					"Workplace Relations Commission Adjudication Officer: Róisín Mulcahy"),
				gap(),
				l("Procedure:"),
				p("In accordance with Section 41 of the Workplace Relations Act, 2015 and Section 79 of the Employment Equality Acts, 1998 - 2015, following the referral of the complaints to me by the Director General, I inquired into the complaints and gave the parties an opportunity to be heard by me and to present to me any evidence relevant to the complaints. The hearing took place in public in Galway. The Complainant and her former colleague gave evidence on affirmation; the Respondent's witnesses gave evidence on oath."),
				l("Background:"),
				p("The Complainant was employed as a Chef de Partie from 6 March 2022 until her dismissal on 28 June 2024, earning €720 gross per week. She informed the Respondent of her pregnancy in May 2024 and was dismissed by reason of redundancy some six weeks later."),
			},
			{
				l("Summary of Complainant's Case:"),
				p("The Complainant gave evidence that she told the Head Chef of her pregnancy on 10 May 2024 and gave the General Manager a letter on 13 May 2024. She was first told of the restructuring on 14 June 2024. She said that she had declined the breakfast shift only because of morning sickness, which she had explained to the Head Chef. Ms Leanne Doherty, a former commis chef, gave evidence that the Head Chef told the kitchen in June 2024 that \"we can't carry someone who'll be gone for six months\". Ms Fennelly, for the Complainant, submitted that the burden of proof had shifted under section 85A of the Acts."),
				l("Summary of Respondent's Case:"),
				p("Mr Barry Considine, for the Respondent, relied on the consultant's recommendation of 2 May 2024. Mr Declan Furlong, General Manager, gave evidence that the decision to reduce the brigade was taken at a management meeting on 9 May 2024, before he knew of the pregnancy, but accepted that no minute of that meeting was kept. Ms Ruth Heffernan, Head Chef, gave evidence that she carried out the scoring on 7 June 2024 and denied making the remark attributed to her by Ms Doherty."),
				l("Findings and Conclusions:"),
				p("CA-00068812-001: Dismissal during pregnancy is, save in exceptional cases unconnected with the pregnancy, discrimination on the gender ground (Dekker v Stichting Vormingscentrum voor Jong Volwassenen, Case C-177/88). The Complainant has established facts from which discrimination may be inferred. The Respondent has not rebutted that inference: the only document predating the pregnancy is a consultant's recommendation that named no one, the scoring was done by the Head Chef after she knew of the pregnancy, and the breakfast-shift criterion penalised a symptom of it. I find Ms Doherty's evidence credible."),
			},
			{
				p("CA-00068812-002: Clause 7 of the contract states that the hourly rate \"takes account of the requirement to work on Sundays\". That satisfies section 14 of the Act. The complaint is not well founded."),
				l("Decision:"),
				p("Section 41 of the Workplace Relations Act, 2015 requires that I make a decision in relation to the complaints in accordance with the relevant redress provisions under Schedule 6 of that Act. Section 82 of the Employment Equality Act, 1998 requires that I make a decision in relation to the complaint under that Act."),
				p("CA-00068812-001: I decide that the Complainant was discriminated against on the gender ground and was discriminatorily dismissed. I order the Respondent to pay her compensation of €26,000, which is not in the nature of remuneration, within 42 days of the date of this decision."),
				p("CA-00068812-002: I decide that the complaint is not well founded."),
				gap(),
				ls("Dated: 24th March 2025", "",
					"Workplace Relations Commission Adjudication Officer: Róisín Mulcahy"),
				gap(),
				l("Key Words:"),
				l("Employment Equality - gender ground - pregnancy - redundancy selection - burden of proof - Sunday premium."),
			},
		}}

	return matterSpec{
		name: "wrobel-v-corrib-crest", title: "Wróbel v Corrib Crest Hotels Ltd (WRC ADJ-00052871)", heldOut: true,
		firstSight: &Figures{PartyTruth: 9, PartyFound: 9, PartyCorrect: 8, EventTruth: 24, EventHits: 24, Grounded: 1}, // at a4eaead
		docs:       []doc{form, sub, dec},
		parties: []Party{
			{"Agnieszka Wróbel", "plaintiff"}, // the complainant
			{"Agnieszka Wróbel", "witness"},
			{"Corrib Crest Hotels Limited", "respondent"},
			{"Clodagh Fennelly", "counsel"}, // solicitor representative
			{"Barry Considine", "counsel"},  // Ibec executive representative
			{"Róisín Mulcahy", "judge"},     // the adjudication officer
			{"Declan Furlong", "witness"},
			{"Ruth Heffernan", "witness"},
			{"Leanne Doherty", "witness"},
		},
		events: []Event{
			{"2024-09-19", formF, 1},
			{"2022-03-06", formF, 2},
			{"2024-06-28", formF, 2},
			{"2024-05-10", formF, 2},
			{"2024-05-13", formF, 2},
			{"2024-06-14", formF, 2},
			{"2025-02-11", subF, 1},
			{"2022-03-06", subF, 1},
			{"2024-06-28", subF, 1},
			{"2024-05-02", subF, 1},
			{"2024-06-07", subF, 1},
			{"2024-09-19", subF, 1},
			{"2025-01-28", subF, 2},
			{"2024-09-19", decF, 1},
			{"2025-02-11", decF, 1},
			{"2022-03-06", decF, 1},
			{"2024-06-28", decF, 1},
			{"2024-05-10", decF, 2},
			{"2024-05-13", decF, 2},
			{"2024-06-14", decF, 2},
			{"2024-05-02", decF, 2},
			{"2024-05-09", decF, 2},
			{"2024-06-07", decF, 2},
			{"2025-03-24", decF, 3},
		},
	}
}
