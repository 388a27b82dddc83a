package samples

// DEV SET (held out at first sight): an Irish unfair dismissal complaint to
// the Workplace Relations Commission and the employer's appeal to the
// Labour Court. The WRC online complaint form's submission summary (the
// bilingual heading, "Complaint Reference No: CA-00061234", "Date
// received:" in dd/mm/yyyy, "Section 1: Your details (the Complainant)"
// with "Title:", "First name:", "Surname:" on separate lines, "Section 2:
// Employer details (the Respondent)" with "Employer name (as on payslip):"
// and "Legal name of employer:", "Section 3: Representative details" with
// "Name of representative:" and "Organisation:" (a trade union), the
// complaints table with "CA-00061234-001" and "-002" rows); the
// adjudication officer's decision ("ADJUDICATION OFFICER DECISION",
// "Adjudication Reference: ADJ-00050123", the "Parties:" table with
// "Complainant" and "Respondent" column headings over rows "Parties",
// "Representatives" (a union official; counsel "BL, instructed by" a
// firm) and "Witnesses", the complaints table "Act / Complaint/Dispute
// Reference No. / Date of Receipt", "Date of Adjudication Hearing:",
// "Workplace Relations Commission Adjudication Officer: X", "Procedure:",
// the decision per CA- reference, "Dated: 14th November 2024" and "Key
// Words:"); and the Labour Court's determination ("AN CHÚIRT OIBREACHAIS /
// LABOUR COURT", "DETERMINATION NO. UDD2519", "SECTION 44, WORKPLACE
// RELATIONS ACT, 2015", "PARTIES :" in capitals each over "(REPRESENTED BY
// X)", "- AND -", "DIVISION :" with "Deputy Chairman:", "Employer Member:"
// and "Worker Member:" by title and surname, "SUBJECT:", "BACKGROUND:",
// "DETERMINATION:", the parties referred to as at first instance, "Signed
// on behalf of the Labour Court" over the Deputy Chairman's full name, the
// typist's initials and "Deputy Chairman", the court secretary in a
// "NOTE"); names with fadas. Conventions: a complainant, like a claimant,
// is the plaintiff, and the employer complained of the respondent; the
// employer who appeals to the Labour Court is the appellant too; a
// complainant who gives evidence is a witness; a trade union official who
// represents a party is counsel, as is a barrister "BL", and the union and
// the instructing firm are no parties; the adjudication officer and each
// member of the Labour Court's division decide, so each is a judge (the
// Deputy Chairman keyed by the full name she signs with); a case cited
// gives no roles; the court secretary is no party.
func init() { specs = append(specs, kinsella) }

func kinsella() matterSpec {
	form := doc{name: "WRC Complaint Form CA-00061234.pdf", font: "Helvetica", size: 9.5, unicode: true,
		footer: "Workplace Relations Commission - Complaint Form - submission summary                                  Page %d of %t",
		pages: []page{
			{
				c("An Coimisiún um Chaidreamh san Áit Oibre"),
				cb("Workplace Relations Commission"), gap(),
				cb("COMPLAINT FORM - SUBMISSION SUMMARY"), gap(),
				ls("Complaint Reference No:      CA-00061234",
					"Date received:               02/05/2024",
					"Submitted by:                Representative"),
				gap(),
				l("Section 1: Your details (the Complainant)"),
				ls("Title:                       Ms",
					"First name:                  Orla",
					"Surname:                     Kinsella",
					"Address:                     27 Bóthar na Trá, Salthill, Galway",
					"Eircode:                     H91 X2F7",
					"Contact telephone:           087 412 6630"),
				gap(),
				l("Section 2: Employer details (the Respondent)"),
				ls("Employer name (as on payslip):     Ballyrane Fresh Foods",
					"Legal name of employer:            Ballyrane Fresh Foods Limited",
					"CRO number:                        512877",
					"Address:                           Ballyrane Business Park, Oranmore, Co. Galway",
					"Eircode:                           H91 D4K3"),
				gap(),
				l("Section 3: Representative details"),
				ls("Do you have a representative?      Yes",
					"Name of representative:            Declan Moran",
					"Organisation:                      SIPTU, Galway District Office",
					"Address:                           Forster Court, Galway, H91 T2C8"),
				gap(),
				l("Section 4: Employment details"),
				ls("Start date:                        03/09/2018",
					"End date:                          15/12/2023",
					"Occupation:                        Quality Control Supervisor",
					"Average weekly hours:              39",
					"Gross weekly pay:                  €812.00",
					"Are you still employed?            No"),
			},
			{
				l("Section 5: Complaint details"), gap(),
				ls("Complaint Ref.      Act                               Section   Summary",
					"CA-00061234-001     Unfair Dismissals Act, 1977       s.8       Unfair dismissal",
					"CA-00061234-002     Payment of Wages Act, 1991        s.6       Notice pay not paid"),
				gap(),
				l("Details of complaint:"),
				p("I was employed as a Quality Control Supervisor at the Oranmore plant. On 06/11/2023 I was suspended after a chill room temperature log was found incomplete on a night shift I did not work. A disciplinary hearing was held on 28/11/2023 by the Operations Manager, who was also the person who had investigated the matter. I was dismissed for gross misconduct on 15/12/2023 without notice. My appeal was rejected by letter dated 19/01/2024. I was not given the investigation notes before the hearing and was not allowed to call the night shift operative as a witness. I was not paid in lieu of notice."),
				gap(),
				l("Redress sought:   [X] Compensation   [ ] Reinstatement   [ ] Re-engagement"),
				gap(),
				ls("Declaration:   [X] I confirm that the information given on this form is correct to the best of my knowledge.",
					"               [X] I consent to a copy of this complaint being sent to the employer named above."),
			},
		}}

	decision := doc{name: "Adjudication Officer Decision ADJ-00050123.pdf", font: "Helvetica", size: 10, unicode: true,
		footer: "ADJ-00050123                                                                                                 Page %d of %t",
		pages: []page{
			{
				cb("ADJUDICATION OFFICER DECISION"), gap(),
				l("Adjudication Reference: ADJ-00050123"), gap(),
				l("Parties:"),
				ls("                        Complainant                          Respondent",
					"Parties                 Orla Kinsella                        Ballyrane Fresh Foods Limited",
					"Representatives         Declan Moran, SIPTU                  Aoife Brennan BL, instructed by",
					"                                                             Hanlon Keogh LLP",
					"Witnesses               The Complainant                      Kieran Phelan, Operations Manager",
					"                                                             Gráinne Tuohy, HR Business Partner"),
				gap(),
				l("Complaint(s):"),
				ls("Act                                                 Complaint/Dispute Reference No.   Date of Receipt",
					"Complaint seeking adjudication by the Workplace",
					"Relations Commission under section 8 of the",
					"Unfair Dismissals Act, 1977                         CA-00061234-001                   02/05/2024",
					"Complaint seeking adjudication by the Workplace",
					"Relations Commission under section 6 of the",
					"Payment of Wages Act, 1991                          CA-00061234-002                   02/05/2024"),
				gap(),
				ls("Date of Adjudication Hearing: 18/09/2024", "",
					"Workplace Relations Commission Adjudication Officer: Niamh Ó Dálaigh"),
				gap(),
				l("Procedure:"),
				p("In accordance with Section 41 of the Workplace Relations Act, 2015 and Section 8 of the Unfair Dismissals Acts, 1977 - 2015, following the referral of the complaint(s) to me by the Director General, I inquired into the complaint(s) and gave the parties an opportunity to be heard by me and to present to me any evidence relevant to the complaint(s). The hearing was held in public at the Commission's hearing rooms in Galway. In light of Zalewski v Adjudication Officer and WRC, Ireland and the Attorney General [2021] IESC 24, the Complainant gave evidence on affirmation and the Respondent's witnesses gave evidence on oath, and each was cross-examined."),
			},
			{
				l("Background:"),
				p("The Complainant was employed by the Respondent as a Quality Control Supervisor from 3 September 2018 until her dismissal on 15 December 2023. She earned €812 gross per week. The Respondent, a food processor, dismissed her for gross misconduct following an incomplete chill room temperature log. The complaint was received by the Commission on 2 May 2024."),
				l("Summary of Complainant's Case:"),
				p("The Complainant, in her evidence, said that she was suspended on 6 November 2023 for a log kept on a night shift she did not work. Mr Moran, for the Complainant, submitted that the investigation and the disciplinary hearing of 28 November 2023 were conducted by the same manager, that she was not given the investigation notes, and that her request to call the night shift operative was refused. Her appeal was rejected on 19 January 2024. She has since found work at a lower rate of pay, from 4 March 2024."),
				l("Summary of Respondent's Case:"),
				p("Ms Brennan BL, for the Respondent, submitted that the log is a critical food safety control and that the Complainant, as supervisor, was responsible for signing it off at the start of her shift. Mr Phelan gave evidence that he investigated the matter and chaired the disciplinary hearing because the plant manager was on leave. Ms Tuohy gave evidence that the appeal, which she heard, was a full rehearing that cured any earlier defect."),
				l("Findings and Conclusions:"),
				p("CA-00061234-001: Where the same manager investigates and decides, and the employee is refused the notes and the witness she asks for, the procedure falls well short of the standard in S.I. No. 146 of 2000. An appeal on the papers did not cure it. The dismissal was unfair. Having regard to her loss and her mitigation, compensation of €18,500 is just and equitable."),
			},
			{
				p("CA-00061234-002: Notice pay is not a wage properly payable where an employee is dismissed summarily; the claim under the Payment of Wages Act is misconceived and the loss is reflected in the award above."),
				l("Decision:"),
				p("Section 41 of the Workplace Relations Act, 2015 requires that I make a decision in relation to the complaint(s) in accordance with the relevant redress provisions under Schedule 6 of that Act."),
				p("CA-00061234-001: I decide that the complaint is well founded. I direct the Respondent to pay the Complainant compensation of €18,500 within 42 days of the date of this decision."),
				p("CA-00061234-002: I decide that the complaint is not well founded."),
				gap(),
				ls("Dated: 14th November 2024", "",
					"Workplace Relations Commission Adjudication Officer: Niamh Ó Dálaigh"),
				gap(),
				l("Key Words:"),
				l("Unfair dismissal - gross misconduct - investigator and decision maker the same - fair procedures."),
			},
		}}

	labour := doc{name: "Labour Court Determination UDD2519.pdf", font: "Times", size: 11, unicode: true,
		pages: []page{
			{
				ls("AN CHÚIRT OIBREACHAIS                                                    CASE NO: ADE/24/198",
					"LABOUR COURT                                                         DETERMINATION NO. UDD2519"),
				gap(),
				cb("ADJUDICATION OFFICER APPEAL"),
				c("SECTION 44, WORKPLACE RELATIONS ACT, 2015"), gap(),
				l("PARTIES :"),
				cb("BALLYRANE FRESH FOODS LIMITED"),
				c("(REPRESENTED BY HANLON KEOGH LLP)"),
				c("- AND -"),
				cb("ORLA KINSELLA"),
				c("(REPRESENTED BY SIPTU)"), gap(),
				l("DIVISION :"),
				ls("            Deputy Chairman:     Ms Ní Bhraonáin",
					"            Employer Member:     Mr Fitzgibbon",
					"            Worker Member:       Ms Lavelle"),
				gap(),
				l("SUBJECT:"),
				p("1. Appeal of Adjudication Officer Decision No. ADJ-00050123 (CA-00061234-001)."),
				l("BACKGROUND:"),
				p("2. The Employer appealed the Decision of the Adjudication Officer to the Labour Court on 20 December 2024 in accordance with Section 44 of the Workplace Relations Act, 2015. A Labour Court hearing took place on 6 March 2025. The following is the Determination of the Court:"),
			},
			{
				cb("DETERMINATION:"),
				p("This is an appeal by Ballyrane Fresh Foods Limited against the decision of an Adjudication Officer dated 14 November 2024 that its former employee, Ms Orla Kinsella, was unfairly dismissed, and directing it to pay her compensation of €18,500. In line with the practice of the Court, the parties are referred to as they were at first instance: Ms Kinsella as the Complainant and Ballyrane Fresh Foods Limited as the Respondent. The Complainant did not appeal the decision on her complaint under the Payment of Wages Act, 1991."),
				p("The Respondent was represented by Ms Aoife Brennan BL, instructed by Hanlon Keogh LLP. The Complainant was represented by Mr Declan Moran of SIPTU."),
				l("Evidence"),
				p("The Court heard evidence from Mr Kieran Phelan, Operations Manager, and Ms Gráinne Tuohy, HR Business Partner, for the Respondent, and from the Complainant. Mr Phelan accepted that he carried out the investigation and chaired the disciplinary hearing on 28 November 2023. Ms Tuohy accepted that the appeal, which she decided on 19 January 2024, was conducted on the papers and that the Complainant was not permitted to call the night shift operative."),
				l("Discussion and Conclusions"),
				p("The dismissal on 15 December 2023 is not in dispute. The Court agrees with the Adjudication Officer that the combination of roles in one manager, and the refusal of the notes and of the witness sought, rendered the dismissal procedurally unfair, and that the appeal did not cure it. The Court has considered the Complainant's evidence of her loss: she was out of work until 4 March 2024 and has since earned €95 a week less than before."),
			},
			{
				p("The Court determines that the Complainant was unfairly dismissed. Having regard to her financial loss to the date of the hearing and her prospective loss, the Court considers compensation of €21,000 just and equitable, and varies the decision of the Adjudication Officer accordingly."),
				p("The Court so determines."),
				gap(), gap(),
				ls("                                                   Signed on behalf of the Labour Court",
					"",
					"                                                   Caoimhe Ní Bhraonáin",
					"",
					"                                                   CNB______________________",
					"                                                   3 April 2025",
					"                                                   Deputy Chairman"),
				gap(), gap(),
				l("NOTE"),
				p("Enquiries concerning this Determination should be addressed to Ciarán O'Rourke, Court Secretary."),
			},
		}}

	return matterSpec{
		name: "kinsella-v-ballyrane", title: "Kinsella v Ballyrane Fresh Foods Ltd (WRC ADJ-00050123; Labour Court UDD2519)", heldOut: true,
		firstSight: &Figures{PartyTruth: 12, PartyFound: 9, PartyCorrect: 3, EventTruth: 25, EventHits: 25, Grounded: 1}, // at 1a3ce40
		docs:       []doc{form, decision, labour},
		parties: []Party{
			{"Orla Kinsella", "plaintiff"}, // the complainant
			{"Orla Kinsella", "witness"},
			{"Ballyrane Fresh Foods Limited", "respondent"},
			{"Ballyrane Fresh Foods Limited", "appellant"}, // it appeals to the Labour Court
			{"Declan Moran", "counsel"},                    // SIPTU official, her representative
			{"Aoife Brennan", "counsel"},                   // "BL"
			{"Kieran Phelan", "witness"},
			{"Gráinne Tuohy", "witness"},
			{"Niamh Ó Dálaigh", "judge"},      // the adjudication officer
			{"Caoimhe Ní Bhraonáin", "judge"}, // Deputy Chairman, signs
			{"Fitzgibbon", "judge"},           // Employer Member
			{"Lavelle", "judge"},              // Worker Member
		},
		events: []Event{
			{"2024-05-02", "WRC Complaint Form CA-00061234.pdf", 1},
			{"2018-09-03", "WRC Complaint Form CA-00061234.pdf", 1},
			{"2023-12-15", "WRC Complaint Form CA-00061234.pdf", 1},
			{"2023-11-06", "WRC Complaint Form CA-00061234.pdf", 2},
			{"2023-11-28", "WRC Complaint Form CA-00061234.pdf", 2},
			{"2023-12-15", "WRC Complaint Form CA-00061234.pdf", 2},
			{"2024-01-19", "WRC Complaint Form CA-00061234.pdf", 2},
			{"2024-05-02", "Adjudication Officer Decision ADJ-00050123.pdf", 1},
			{"2024-09-18", "Adjudication Officer Decision ADJ-00050123.pdf", 1},
			{"2018-09-03", "Adjudication Officer Decision ADJ-00050123.pdf", 2},
			{"2023-12-15", "Adjudication Officer Decision ADJ-00050123.pdf", 2},
			{"2024-05-02", "Adjudication Officer Decision ADJ-00050123.pdf", 2},
			{"2023-11-06", "Adjudication Officer Decision ADJ-00050123.pdf", 2},
			{"2023-11-28", "Adjudication Officer Decision ADJ-00050123.pdf", 2},
			{"2024-01-19", "Adjudication Officer Decision ADJ-00050123.pdf", 2},
			{"2024-03-04", "Adjudication Officer Decision ADJ-00050123.pdf", 2},
			{"2024-11-14", "Adjudication Officer Decision ADJ-00050123.pdf", 3},
			{"2024-12-20", "Labour Court Determination UDD2519.pdf", 1},
			{"2025-03-06", "Labour Court Determination UDD2519.pdf", 1},
			{"2024-11-14", "Labour Court Determination UDD2519.pdf", 2},
			{"2023-11-28", "Labour Court Determination UDD2519.pdf", 2},
			{"2024-01-19", "Labour Court Determination UDD2519.pdf", 2},
			{"2023-12-15", "Labour Court Determination UDD2519.pdf", 2},
			{"2024-03-04", "Labour Court Determination UDD2519.pdf", 2},
			{"2025-04-03", "Labour Court Determination UDD2519.pdf", 3},
		},
	}
}
