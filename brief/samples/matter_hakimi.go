package samples

// DEV SET (held out at first sight): an application to the Federal Court of
// Canada for leave and for judicial review of a decision of the Refugee
// Appeal Division of the Immigration and Refugee Board. The application
// (Form IR-1 style: the Registry's bilingual filing stamp at the top right,
// "Court File No.", "FEDERAL COURT", "BETWEEN:" with the applicants in
// capitals over "Applicants", "and", "THE MINISTER OF CITIZENSHIP AND
// IMMIGRATION" over "Respondent", "APPLICATION FOR LEAVE AND FOR JUDICIAL
// REVIEW", "TO THE RESPONDENT:", the tribunal, its member and file number
// whose decision is reviewed, the date and office of notification, relief
// and grounds, "Dated at Toronto, Ontario, this 14th day of June, 2024.",
// the solicitor's block with the firm above the lawyer and his Law Society
// number, "Solicitors for the Applicants", and the closing "TO:" / "AND
// TO:" lines serving the Registry and the Attorney General); the principal
// applicant's affidavit ("I, FARIDA NOORI HAKIMI, of the City of Toronto,
// in the Province of Ontario, MAKE OATH AND SAY:", numbered paragraphs
// naming the first-instance member, a brother whose letter was in evidence
// and the interpreter, the jurat "SWORN BEFORE ME at the City of Toronto
// ... this 9th day of July, 2024." with the commissioner's name and "A
// Commissioner for taking affidavits", an exhibit stamp on the exhibit's
// cover page); and the judgment and reasons ("Date: 20250312" / "Docket:"
// / "Citation: 2025 FC 471" at the top right, "Page: N" atop later pages,
// "PRESENT: The Honourable Madam Justice Aubertin", "BETWEEN:", "JUDGMENT
// AND REASONS", roman-numbered headings and bracketed paragraph numbers,
// cases cited, "JUDGMENT in IMM-8123-24", the judge's name in quotation
// marks over "Judge", and the closing "SOLICITORS OF RECORD" page with
// "DOCKET:", "STYLE OF CAUSE:", "PLACE OF HEARING:", "DATE OF HEARING:",
// "JUDGMENT AND REASONS:", "DATED:", "APPEARANCES:" with "Name FOR THE
// APPLICANTS" and "SOLICITORS OF RECORD:" with the firm and the Attorney
// General). Conventions: an applicant is the petitioner and the Minister
// the respondent; the principal applicant who swears the affidavit is a
// declarant, and each applicant the reasons say testified before the
// tribunal below is a witness; the judge, named by title and surname in
// the heading and in full under the judgment, is keyed by her full name;
// counsel at the hearing, the applicants' and the Minister's, are counsel;
// the tribunal members whose decisions are reviewed, the commissioner
// before whom the affidavit is sworn, the interpreter, the brother whose
// letter was in evidence, the registry officer of the stamp, the
// Registrar and the Attorney General the application serves (an office
// standing as the Minister's solicitor of record), the firm and the
// parties of cases cited are no parties.
func init() { specs = append(specs, hakimi) }

func hakimi() matterSpec {
	const (
		appF = "Application for Leave and for Judicial Review IMM-8123-24.pdf"
		affF = "Affidavit of Farida Noori Hakimi.pdf"
		jrF  = "Judgment and Reasons 2025 FC 471.pdf"
	)
	capt := []block{
		cb("FEDERAL COURT"), gap(),
		l("BETWEEN:"), gap(),
		cb("FARIDA NOORI HAKIMI"), cb("JAWAD AHMAD HAKIMI"), r("Applicants"), gap(),
		c("and"), gap(),
		cb("THE MINISTER OF CITIZENSHIP AND IMMIGRATION"), r("Respondent"), gap(),
	}
	stamp := ls("                                                              FEDERAL COURT   COUR FEDERALE",
		"                                                              F I L E D        D E P O S E",
		"                                                              June 14, 2024",
		"                                                              J. Tremblay, Registry Officer / Agent du greffe",
		"                                                              Toronto, ON      No. IMM-8123-24")
	app := doc{name: appF, font: "Times", size: 11.5, unicode: true, footer: "Page %d of %t",
		pages: []page{
			append(append([]block{stamp, gap(), r("Court File No. IMM-8123-24"), gap()}, capt...),
				cb("APPLICATION FOR LEAVE AND FOR JUDICIAL REVIEW"), gap(),
				l("TO THE RESPONDENT:"),
				p("AN APPLICATION FOR LEAVE TO COMMENCE AN APPLICATION FOR JUDICIAL REVIEW has been commenced by the applicants. Unless a judge otherwise directs, the application for leave will be disposed of without the personal appearance of the parties, in accordance with paragraph 72(2)(d) of the Immigration and Refugee Protection Act."),
				p("IF YOU WISH TO OPPOSE THIS APPLICATION, you or a solicitor authorized to practise in Canada and acting for you must file a notice of appearance in Form IR-2 prescribed by the Federal Courts Citizenship, Immigration and Refugee Protection Rules within 10 days after the day on which this application is served."),
				gap(),
				l("APPLICATION"),
				p("The applicants make application for leave to commence an application for judicial review of the decision of Member Gregory Lussier of the Refugee Appeal Division of the Immigration and Refugee Board of Canada, RAD File No. TC3-19877, dated May 29, 2024, which dismissed the applicants' appeal and confirmed the decision of the Refugee Protection Division dated December 4, 2023 that the applicants are neither Convention refugees nor persons in need of protection."),
			),
			{
				p("The date on which and the office at which the applicants were first notified of the decision: the decision and reasons were received at the office of the applicants' solicitor in Toronto on June 3, 2024, by electronic mail from the Refugee Appeal Division."),
				p("The applicants seek the following relief: (a) an order granting leave; (b) an order setting aside the decision of the Refugee Appeal Division and referring the matter back to a differently constituted panel for redetermination; (c) such further relief as this Honourable Court may permit."),
				p("The application is based on the following grounds: (a) the Refugee Appeal Division erred in law and acted unreasonably in finding that the applicants had a viable internal flight alternative in Mazar-e-Sharif without considering the principal applicant's profile as a former teacher of girls; (b) the Refugee Appeal Division drew adverse credibility findings from minor omissions in the Basis of Claim form; (c) such further grounds as counsel may advise and this Honourable Court may permit."),
				p("The applicants have received the written reasons of the tribunal."),
				p("The applicants propose that the application for judicial review, if leave is granted, be heard at Toronto, Ontario, in the English language."),
				gap(),
				l("Dated at Toronto, Ontario, this 14th day of June, 2024."),
				gap(),
				ls("                                                    OBENG IMMIGRATION LAW",
					"                                                    Barristers and Solicitors",
					"                                                    1100 Bay Street, Suite 1507",
					"                                                    Toronto, ON  M5S 2B4",
					"",
					"                                                    Daniel K. Obeng (LSO #61247K)",
					"                                                    Tel: 416-555-0142",
					"                                                    Email: dobeng@obenglaw.example",
					"",
					"                                                    Solicitors for the Applicants"),
				gap(),
				ls("TO:      THE REGISTRAR",
					"         Federal Court, 180 Queen Street West, Suite 200",
					"         Toronto, ON  M5V 3L6",
					"",
					"AND TO:  ATTORNEY GENERAL OF CANADA",
					"         Department of Justice Canada, Ontario Regional Office",
					"         120 Adelaide Street West, Suite 400",
					"         Toronto, ON  M5H 1T1",
					"         Solicitor for the Respondent"),
			},
		}}

	aff := doc{name: affF, font: "Times", size: 11.5, unicode: true, footer: "%d",
		pages: []page{
			append(append([]block{r("Court File No. IMM-8123-24"), gap()}, capt...),
				cb("AFFIDAVIT OF FARIDA NOORI HAKIMI"), gap(),
				p("I, FARIDA NOORI HAKIMI, of the City of Toronto, in the Province of Ontario, MAKE OATH AND SAY:"),
				p("1. I am the principal applicant in this application and the wife of the applicant Jawad Ahmad Hakimi. As such I have personal knowledge of the matters to which I depose below, except where stated to be on information and belief, in which case I believe them to be true."),
				p("2. I taught mathematics at a girls' secondary school in Kabul until the school was closed in September 2021. My husband and I left Afghanistan and arrived in Canada at Toronto Pearson International Airport on February 11, 2023. We made claims for refugee protection on February 20, 2023."),
				p("3. Our claims were heard by the Refugee Protection Division on October 17, 2023 before Member Anne-Marie Fortin. My husband and I both testified through a Dari interpreter. The Refugee Protection Division rejected our claims in a decision dated December 4, 2023, and we appealed to the Refugee Appeal Division."),
			),
			{
				p("4. With our appeal we filed a letter from my brother, Karim Noori, dated January 8, 2024, describing two visits by armed men to my parents' home in Mazar-e-Sharif asking where I was. The Refugee Appeal Division gave that letter no weight because it was not notarized."),
				p("5. The Refugee Appeal Division dismissed our appeal on May 29, 2024. My solicitor received the decision on June 3, 2024. Now produced and shown to me and marked as Exhibit \"A\" to this my affidavit is a true copy of the decision and reasons."),
				p("6. I make this affidavit in support of our application for leave and for judicial review and for no improper purpose."),
				p("7. This affidavit was read over to me in the Dari language by Hamid Sultani, who first swore that he would translate it accurately, and I understood its contents before I swore it."),
				gap(),
				ls("SWORN BEFORE ME at the City of Toronto,        )",
					"in the Province of Ontario,                     )",
					"this 9th day of July, 2024.                     )",
					"                                                )",
					"                                                )      ______________________________",
					"______________________________                  )      FARIDA NOORI HAKIMI",
					"A Commissioner for taking affidavits            )",
					"Priya Raman, a Commissioner, etc., Province of Ontario,",
					"while a Student-at-Law. Expires May 31, 2026."),
			},
			{
				gap(), gap(),
				ls("                    This is Exhibit \"A\" referred to in the",
					"                    affidavit of Farida Noori Hakimi",
					"                    sworn before me this 9th day of July, 2024.",
					"",
					"                    ______________________________",
					"                    A Commissioner for taking affidavits"),
			},
		}}

	jr := doc{name: jrF, font: "Times", size: 11.5, unicode: true, header: "                                                                                                   Page: %d",
		pages: []page{
			append(append([]block{
				r("Date: 20250312"), r("Docket: IMM-8123-24"), r("Citation: 2025 FC 471"), gap(),
				l("Toronto, Ontario, March 12, 2025"), gap(),
				l("PRESENT: The Honourable Madam Justice Aubertin"), gap(),
			}, capt[2:]...),
				cb("JUDGMENT AND REASONS"), gap(),
				l("I.  Overview"),
				p("[1] The applicants, citizens of Afghanistan, seek judicial review of a decision of the Refugee Appeal Division [RAD] dated May 29, 2024, which confirmed the decision of the Refugee Protection Division [RPD] that they are not Convention refugees or persons in need of protection. Leave was granted on November 6, 2024, and the application was heard in Toronto on February 19, 2025."),
				p("[2] For the reasons that follow, the application is granted."),
				l("II.  Background"),
				p("[3] The principal applicant, Ms. Hakimi, taught at a girls' school in Kabul until September 2021. She and her husband, Mr. Hakimi, arrived in Canada on February 11, 2023. The RPD heard the testimony of both applicants on October 17, 2023 and rejected their claims on December 4, 2023, finding that Mazar-e-Sharif was a viable internal flight alternative [IFA]."),
			),
			{
				p("[4] On appeal, the RAD member accepted the principal applicant's profile but found that the agents of persecution lacked the motivation to locate her in Mazar-e-Sharif. The RAD gave no weight to the letter of her brother because it was unsworn."),
				l("III.  Standard of Review"),
				p("[5] The parties agree, and I concur, that the standard of review is reasonableness: Canada (Minister of Citizenship and Immigration) v Vavilov, 2019 SCC 65 at paras 16-17, 23-25. The RAD reviews the RPD's findings on the correctness standard: Canada (Citizenship and Immigration) v Huruglica, 2016 FCA 93 at para 103."),
				l("IV.  Analysis"),
				p("[6] The RAD's treatment of the brother's letter is unreasonable. A document's lack of notarization is not, on its own, a reason to give it no weight where its authenticity is not otherwise questioned: Oranye v Canada (Citizenship and Immigration), 2018 FC 390 at para 27. The letter went directly to the motivation of the agents of persecution, which was determinative of the IFA analysis. Counsel for the Minister, Ms. Haddad, fairly acknowledged at the hearing that the RAD did not engage with the letter's contents."),
				p("[7] Because the IFA finding rests on that error, I need not address the applicants' remaining arguments. Neither party proposed a question for certification, and none arises."),
			},
			{
				cb("JUDGMENT in IMM-8123-24"), gap(),
				l("THIS COURT'S JUDGMENT is that:"),
				ls("1.  The application for judicial review is granted.",
					"2.  The decision of the Refugee Appeal Division dated May 29, 2024 is set aside and the matter is",
					"     referred back for redetermination by a differently constituted panel.",
					"3.  There is no question for certification."),
				gap(), gap(),
				ls("                                                                  \"Nathalie Aubertin\"",
					"                                                                  ______________________",
					"                                                                           Judge"),
			},
			{
				cb("FEDERAL COURT"), gap(),
				cb("SOLICITORS OF RECORD"), gap(),
				ls("DOCKET:                         IMM-8123-24",
					"",
					"STYLE OF CAUSE:                 FARIDA NOORI HAKIMI, JAWAD AHMAD HAKIMI v THE",
					"                                MINISTER OF CITIZENSHIP AND IMMIGRATION",
					"",
					"PLACE OF HEARING:               TORONTO, ONTARIO",
					"",
					"DATE OF HEARING:                FEBRUARY 19, 2025",
					"",
					"JUDGMENT AND REASONS:           AUBERTIN J.",
					"",
					"DATED:                          MARCH 12, 2025"),
				gap(),
				l("APPEARANCES:"), gap(),
				ls("Daniel K. Obeng                                   FOR THE APPLICANTS",
					"",
					"Leila Haddad                                      FOR THE RESPONDENT",
					"Sofia Martins"),
				gap(),
				l("SOLICITORS OF RECORD:"), gap(),
				ls("Obeng Immigration Law                             FOR THE APPLICANTS",
					"Barristers and Solicitors",
					"Toronto, Ontario",
					"",
					"Attorney General of Canada                        FOR THE RESPONDENT",
					"Toronto, Ontario"),
			},
		}}

	return matterSpec{
		name: "hakimi-v-mci", title: "Hakimi v Canada (Citizenship and Immigration), 2025 FC 471 (IMM-8123-24)", heldOut: true,
		firstSight: &Figures{PartyTruth: 10, PartyFound: 9, PartyCorrect: 3, EventTruth: 25, EventHits: 25, Grounded: 1}, // at 93648dd
		docs:       []doc{app, aff, jr},
		parties: []Party{
			{"Farida Noori Hakimi", "petitioner"},
			{"Farida Noori Hakimi", "declarant"},
			{"Farida Noori Hakimi", "witness"}, // testified before the RPD
			{"Jawad Ahmad Hakimi", "petitioner"},
			{"Jawad Ahmad Hakimi", "witness"},
			{"The Minister of Citizenship and Immigration", "respondent"},
			{"Daniel K. Obeng", "counsel"},
			{"Leila Haddad", "counsel"},
			{"Sofia Martins", "counsel"},
			{"Nathalie Aubertin", "judge"}, // "Madam Justice Aubertin", "AUBERTIN J."
		},
		events: []Event{
			{"2024-06-14", appF, 1}, // the filing stamp
			{"2024-05-29", appF, 1},
			{"2023-12-04", appF, 1},
			{"2024-06-03", appF, 2},
			{"2024-06-14", appF, 2},
			{"2023-02-11", affF, 1},
			{"2023-02-20", affF, 1},
			{"2023-10-17", affF, 1},
			{"2023-12-04", affF, 1},
			{"2024-01-08", affF, 2},
			{"2024-05-29", affF, 2},
			{"2024-06-03", affF, 2},
			{"2024-07-09", affF, 2},
			{"2026-05-31", affF, 2}, // the commissioner's appointment expires
			{"2024-07-09", affF, 3},
			{"2025-03-12", jrF, 1},
			{"2024-05-29", jrF, 1},
			{"2024-11-06", jrF, 1},
			{"2025-02-19", jrF, 1},
			{"2023-02-11", jrF, 1},
			{"2023-10-17", jrF, 1},
			{"2023-12-04", jrF, 1},
			{"2024-05-29", jrF, 3},
			{"2025-02-19", jrF, 4},
			{"2025-03-12", jrF, 4},
		},
	}
}
