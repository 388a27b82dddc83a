package sealed

import "pramaan/brief/truth"

// Removal proceedings before the Immigration Court in Charlotte, North
// Carolina (EOIR): a K'iche' Maya woman from Guatemala applies for asylum,
// withholding of removal and protection under the Convention Against
// Torture. The Notice to Appear on Form I-862 (Subject ID, FINS and
// A-number, date of birth, the allegations and the charge, the order to
// appear with the court's address, the issuing officer, the certificate of
// service on its second page); the respondent's pre-hearing statement on
// EOIR's filing layout (counsel's block with the EOIR ID top left,
// "NON-DETAINED" top right, "In the Matter of: ... In Removal Proceedings",
// the immigration judge and the next hearing, the witnesses she will call,
// an index of evidence with tab and page columns, proof of service on the
// DHS Office of the Principal Legal Advisor through ECAS); her declaration
// with the translator's certificate; and the immigration judge's written
// decision (charge and applications, appearances "ON BEHALF OF ...",
// procedural history, the testimony heard, the orders, appeal due date, and
// the court's certificate of service with check boxes and numeric dates).
func init() { specs = append(specs, ajpopTzulEOIR) }

func ajpopTzulEOIR() spec {
	kv := []float64{0.5, 0.5}
	nta := doc{name: "Notice to Appear (Form I-862).pdf", font: "Helvetica", size: 9.5,
		footer: "Form I-862 (Rev. 11/7/18)", footerAlign: "L",
		pages: []page{
			{
				row(kv, "U.S. Department of Homeland Security", "Notice to Appear"), rule(),
				l("In removal proceedings under section 240 of the Immigration and Nationality Act:"),
				row([]float64{0.34, 0.33, 0.33}, "Subject ID: 412887103", "FINS #: 1098827714", "File No: A220 418 736"),
				row([]float64{0.34, 0.33, 0.33}, "DOB: 04/17/1991", "Event No: MCS2206000412", ""),
				gap(),
				l("In the Matter of:"),
				l("Respondent: MARLENY JUDITH AJPOP TZUL                                        currently residing at:"),
				l("2210 Freedom Drive, Apt. 7, Charlotte, North Carolina 28208"), gap(),
				l("[  ] 1. You are an arriving alien."),
				l("[X] 2. You are an alien present in the United States who has not been admitted or paroled."),
				l("[  ] 3. You have been admitted to the United States, but are removable for the reasons stated below."),
				gap(),
				l("The Department of Homeland Security alleges that you:"),
				ls("1. You are not a citizen or national of the United States;", "2. You are a native of GUATEMALA and a citizen of GUATEMALA;", "3. You arrived in the United States at or near Hidalgo, Texas, on or about June 9, 2022;", "4. You were not then admitted or paroled after inspection by an Immigration Officer."),
				gap(),
				p("On the basis of the foregoing, it is charged that you are subject to removal from the United States pursuant to the following provision(s) of law: 212(a)(6)(A)(i) of the Immigration and Nationality Act (Act), as amended, in that you are an alien present in the United States without being admitted or paroled, or who arrived in the United States at any time or place other than as designated by the Attorney General."),
				gap(),
				p("YOU ARE ORDERED to appear before an immigration judge of the United States Department of Justice at: 5701 Executive Center Drive, Suite 400, Charlotte, NC 28212 on August 14, 2023 at 8:30 AM to show why you should not be removed from the United States based on the charge(s) set forth above."),
				gap(),
				row(kv, "Date: June 30, 2022", "/s/ Ramon E. Villasenor-Kidd\nSupervisory Border Patrol Agent\n(Signature and Title of Issuing Officer)\nMcAllen, Texas\n(City and State)"),
			},
			{
				cb("Certificate of Service"), gap(),
				p("This Notice To Appear was served on the respondent by me on June 30, 2022, in the following manner and in compliance with section 239(a)(1) of the Act."),
				l("[X] in person     [  ] by certified mail, returned receipt # ______ requested     [  ] by regular mail"),
				l("[X] Attached is a list of organization and attorneys which provide free legal services."),
				p("[X] The alien was provided oral notice in the SPANISH language of the time and place of his or her hearing and of the consequences of failure to appear as provided in section 240(b)(7) of the Act."),
				gap(),
				row(kv, "/s/ M.J.A.T.\n(Signature of Respondent if Personally Served)", "/s/ Dario P. Lemus\nBorder Patrol Agent\n(Signature and Title of officer)"),
			},
		}}

	eoirHead := func(title string) []block {
		return []block{
			row([]float64{0.6, 0.4}, "Yolanda C. Barajas-McNeil, Esq.\nEOIR ID: QX482117\nCarolina Immigrant Justice Center\n1800 Camden Road, Suite 204\nCharlotte, NC 28203\n(704) 555-0158\nAttorney for Respondent", "NON-DETAINED"),
			gap(),
			cb("UNITED STATES DEPARTMENT OF JUSTICE"), cb("EXECUTIVE OFFICE FOR IMMIGRATION REVIEW"), cb("IMMIGRATION COURT"), cb("CHARLOTTE, NORTH CAROLINA"), gap(),
			row([]float64{0.55, 0.05, 0.40}, "In the Matter of:\n\nMARLENY JUDITH AJPOP TZUL,\n\n               Respondent.\n\nIn Removal Proceedings", ")\n)\n)\n)\n)\n)\n)", "File No.: A 220-418-736\n\nImmigration Judge:\nPriscilla M. Okafor-Landry\n\nNext Hearing:\nJanuary 23, 2025 at 1:00 PM (Individual)"),
			gap(), rule(), cb(title), rule(), gap(),
		}
	}

	tab := []float64{0.10, 0.68, 0.22}
	pre := doc{name: "Respondent's Pre-Hearing Statement and Index of Evidence.pdf", font: "Times", size: 11,
		pages: []page{
			with(eoirHead("RESPONDENT'S PRE-HEARING STATEMENT AND INDEX OF EVIDENCE IN SUPPORT OF FORM I-589"), []block{
				p("1. Pleadings. At the master calendar hearing on October 2, 2023, Respondent, through counsel, admitted allegations 1, 2 and 4 of the Notice to Appear, denied allegation 3 as to the date of arrival (she arrived on June 7, 2022), and conceded the charge of removability. She declined to designate a country of removal; the Court designated Guatemala."),
				p("2. Relief sought. Respondent seeks asylum under INA § 208, withholding of removal under INA § 241(b)(3), and protection under the Convention Against Torture. Her Form I-589 was filed with the Court on March 14, 2023, within one year of her arrival."),
				p("3. Witnesses. Respondent will testify in K'iche' and requests a K'iche' interpreter. She will also call her sister, Rosa Amalia Ajpop Tzul, who lives in Charlotte, and Dr. Anneliese V. Marroquín-Stahl, an anthropologist, as an expert on conditions for Indigenous women in El Quiché, who asks to testify by telephone. Estimated length of direct examination: two hours in total."),
				p("4. Evidence. Respondent submits the following evidence, paginated consecutively:"),
			}),
			{
				bold(row(tab, "Tab", "Document", "Pages")),
				row(tab, "A", "Declaration of Marleny Judith Ajpop Tzul, with certificate of translation", "1-9"),
				row(tab, "B", "Respondent's birth certificate and Guatemalan identity document (DPI), with translations", "10-17"),
				row(tab, "C", "Expert report of Dr. Anneliese V. Marroquín-Stahl, dated November 4, 2024, with curriculum vitae", "18-61"),
				row(tab, "D", "Complaint to the Public Ministry, Santa Cruz del Quiché, dated 03/02/2022, with translation", "62-66"),
				row(tab, "E", "Medical record, Hospital Regional de Quiché, dated 02/27/2022, with translation", "67-71"),
				row(tab, "F", "U.S. Department of State, Guatemala 2023 Human Rights Report (excerpts)", "72-118"),
				gap(),
				ls("Respectfully submitted,", "", "/s/ Yolanda C. Barajas-McNeil", "Yolanda C. Barajas-McNeil, Esq.", "Attorney for Respondent", "Date: December 20, 2024"),
				gap(),
				cb("PROOF OF SERVICE"),
				p("On December 20, 2024, I, Yolanda C. Barajas-McNeil, served a copy of this Pre-Hearing Statement and the attached evidence on DHS, Office of the Principal Legal Advisor, Charlotte, by electronic service through the EOIR Courts & Appeals System (ECAS)."),
				ls("/s/ Yolanda C. Barajas-McNeil"),
			},
		}}

	decl := doc{name: "Declaration of Marleny Judith Ajpop Tzul (Tab A).pdf", font: "Times", size: 11,
		header: "Tab A - Page %d", headerAlign: "R",
		pages: []page{
			{
				cb("DECLARATION OF MARLENY JUDITH AJPOP TZUL IN SUPPORT OF HER APPLICATION FOR ASYLUM, WITHHOLDING OF REMOVAL AND PROTECTION UNDER THE CONVENTION AGAINST TORTURE"), gap(),
				p("I, Marleny Judith Ajpop Tzul, declare as follows:"),
				p("1. I was born in the village of Chuicotom, near Santa Cruz del Quiché, Guatemala. I am K'iche'. I speak K'iche' and some Spanish. I did not go to school after the third grade."),
				p("2. In 2018 my husband died, and I was left with the land he farmed and our two children. A man who buys land around our village, and who works with the local gang, told me many times that a widow could not keep the land and that I should sell it to him for almost nothing."),
				p("3. On February 26, 2022, three men came to my house at night. They beat me, called me an \"india\" and said that women like me did not own anything. They said that if I went to the police they would take my daughter. I was treated at the hospital in Santa Cruz del Quiché the next day."),
				p("4. On March 2, 2022, I made a complaint to the Public Ministry. The official who took it spoke only Spanish and told me that nothing could be done without the names of the men. Two weeks later someone set fire to our corn store."),
				p("5. I left my children with my mother and left Guatemala on May 12, 2022. I crossed the river near Hidalgo, Texas, on June 7, 2022 and was detained by the Border Patrol."),
			},
			{
				p("6. I am afraid that if I return to Guatemala the same men will kill me or harm my daughter, and that the police will not protect me because I am an Indigenous woman with no husband."),
				p("I declare under penalty of perjury under the laws of the United States of America that the foregoing is true and correct, and that it was read back to me in K'iche', a language I understand."),
				ls("Executed on December 18, 2024, at Charlotte, North Carolina.", "", "/s/ Marleny Judith Ajpop Tzul", "Marleny Judith Ajpop Tzul"),
				gap(),
				cb("CERTIFICATE OF TRANSLATION"),
				p("I, Teodoro Xiloj Ixcoy, certify that I am competent to translate from K'iche' into English and from English into K'iche', and that I read the foregoing declaration to the declarant in K'iche' and she confirmed that she understood it before signing."),
				ls("/s/ Teodoro Xiloj Ixcoy", "Date: 12/18/2024"),
			},
		}}

	judgeBlock := []block{
		cb("UNITED STATES DEPARTMENT OF JUSTICE"), cb("EXECUTIVE OFFICE FOR IMMIGRATION REVIEW"), cb("UNITED STATES IMMIGRATION COURT"), cb("CHARLOTTE, NORTH CAROLINA"), gap(),
		row([]float64{0.5, 0.5}, "File: A220-418-736", "Date: February 6, 2025"),
		gap(),
		l("In the Matter of:"), gap(),
		l("MARLENY JUDITH AJPOP TZUL,                        IN REMOVAL PROCEEDINGS"),
		l("          Respondent."), gap(),
		row([]float64{0.3, 0.7}, "CHARGE:", "INA § 212(a)(6)(A)(i) - present without admission or parole"),
		row([]float64{0.3, 0.7}, "APPLICATIONS:", "Asylum, INA § 208; withholding of removal, INA § 241(b)(3); protection under the Convention Against Torture, 8 C.F.R. § 1208.16-.18"),
		gap(),
		row([]float64{0.5, 0.5}, "ON BEHALF OF RESPONDENT:\nYolanda C. Barajas-McNeil, Esq.\nCarolina Immigrant Justice Center\n1800 Camden Road, Suite 204\nCharlotte, NC 28203", "ON BEHALF OF DHS:\nGrant H. Vollmer-Ruiz\nAssistant Chief Counsel\nOffice of the Principal Legal Advisor\nCharlotte, NC"),
		gap(),
	}
	decision := doc{name: "Decision and Order of the Immigration Judge.pdf", font: "Times", size: 11,
		pages: []page{
			with(judgeBlock, []block{
				cb("DECISION AND ORDER OF THE IMMIGRATION JUDGE"), gap(),
				lb("I. Procedural History"),
				p("The Department of Homeland Security (\"DHS\") served a Notice to Appear on Respondent on June 30, 2022 and filed it with this Court on July 18, 2022. At a master calendar hearing on October 2, 2023, Respondent admitted the allegations except the date of arrival and conceded removability, and the Court sustained the charge. Respondent filed her Form I-589 on March 14, 2023. The individual hearing was held on January 23, 2025, with a K'iche' interpreter."),
				lb("II. Evidence"),
				p("The record contains Exhibits 1 through 6, including the Notice to Appear, the Form I-589, and Respondent's evidence at Tabs A through F. The Court heard the testimony of Respondent, of her sister, Rosa Amalia Ajpop Tzul, and, by telephone, of Dr. Anneliese V. Marroquín-Stahl, whom the Court qualified as an expert on the treatment of Indigenous women in the department of El Quiché without objection from DHS."),
			}),
			{
				lb("III. Credibility and Findings"),
				p("Respondent testified in detail and consistently with her declaration, the medical record of February 27, 2022 and the complaint she made on March 2, 2022. The discrepancy between the date of arrival alleged by DHS and the date she gave is explained by the date of her apprehension. Her sister corroborated the threats over the land, which were also made to her by telephone in 2021. The Court finds Respondent credible."),
				lb("IV. Analysis"),
				p("Respondent was harmed on account of her membership in a particular social group of Indigenous K'iche' women in Guatemala, which is cognizable, immutable and socially distinct, as Dr. Marroquín-Stahl's unrebutted testimony and the State Department report establish. The beating of February 26, 2022 and the threats against her daughter rise to the level of persecution, and the government of Guatemala was unable or unwilling to control her persecutors. DHS has not rebutted the presumption of a well-founded fear, and internal relocation would not be reasonable. Respondent merits asylum in the exercise of discretion. The Court does not reach withholding of removal or the Convention Against Torture."),
				lb("ORDERS"),
				p("IT IS HEREBY ORDERED that Respondent's application for asylum under INA § 208 is GRANTED."),
				gap(),
				ls("                                        /s/ Priscilla M. Okafor-Landry", "                                        Priscilla M. Okafor-Landry", "                                        Immigration Judge"),
				gap(),
				l("Appeal: Reserved (A/I/B)        Appeal Due By: March 10, 2025"),
			},
			{
				cb("CERTIFICATE OF SERVICE"), gap(),
				l("THIS DOCUMENT WAS SERVED BY:   [  ] MAIL (M)   [  ] PERSONAL SERVICE (P)   [X] ELECTRONIC SERVICE (E)"),
				l("TO:   [  ] Noncitizen   [  ] Noncitizen c/o custodial officer   [X] Noncitizen's ATT/REP   [X] DHS"),
				l("DATE: 02/06/2025           BY: COURT STAFF  T.M."),
				l("Attachments:   [  ] EOIR-33   [  ] EOIR-28   [  ] Legal Services List   [  ] Other"),
			},
		}}

	const (
		fn = "Notice to Appear (Form I-862).pdf"
		fp = "Respondent's Pre-Hearing Statement and Index of Evidence.pdf"
		fd = "Declaration of Marleny Judith Ajpop Tzul (Tab A).pdf"
		fj = "Decision and Order of the Immigration Judge.pdf"
	)
	return spec{
		name:       "matter-of-ajpop-tzul-eoir-charlotte",
		title:      "Matter of Ajpop Tzul (Immigration Court, Charlotte, A 220-418-736), asylum in removal proceedings",
		firstSight: &truth.Figures{PartyTruth: 9, PartyFound: 10, PartyCorrect: 8, EventTruth: 28, EventHits: 28, Grounded: 1}, // at commit 574488e
		docs:       []doc{nta, pre, decl, decision},
		parties: []truth.Party{
			{Name: "Marleny Judith Ajpop Tzul", Role: "respondent"},
			{Name: "Marleny Judith Ajpop Tzul", Role: "declarant"},
			{Name: "Marleny Judith Ajpop Tzul", Role: "witness"},
			{Name: "Department of Homeland Security", Role: "party"}, // brings the charge
			{Name: "Yolanda C. Barajas-McNeil", Role: "counsel"},
			{Name: "Grant H. Vollmer-Ruiz", Role: "counsel"},
			{Name: "Priscilla M. Okafor-Landry", Role: "judge"},
			{Name: "Rosa Amalia Ajpop Tzul", Role: "witness"},
			{Name: "Anneliese V. Marroquín-Stahl", Role: "witness"},
		},
		events: []truth.Event{
			{Date: "2022-06-09", File: fn, Page: 1},
			{Date: "2023-08-14", File: fn, Page: 1},
			{Date: "2022-06-30", File: fn, Page: 1}, // the date of birth is not an event
			{Date: "2022-06-30", File: fn, Page: 2},
			{Date: "2025-01-23", File: fp, Page: 1},
			{Date: "2023-10-02", File: fp, Page: 1},
			{Date: "2022-06-07", File: fp, Page: 1},
			{Date: "2023-03-14", File: fp, Page: 1},
			{Date: "2024-11-04", File: fp, Page: 2},
			{Date: "2022-03-02", File: fp, Page: 2},
			{Date: "2022-02-27", File: fp, Page: 2},
			{Date: "2024-12-20", File: fp, Page: 2},
			{Date: "2022-02-26", File: fd, Page: 1},
			{Date: "2022-03-02", File: fd, Page: 1},
			{Date: "2022-05-12", File: fd, Page: 1},
			{Date: "2022-06-07", File: fd, Page: 1},
			{Date: "2024-12-18", File: fd, Page: 2},
			{Date: "2025-02-06", File: fj, Page: 1},
			{Date: "2022-06-30", File: fj, Page: 1},
			{Date: "2022-07-18", File: fj, Page: 1},
			{Date: "2023-10-02", File: fj, Page: 1},
			{Date: "2023-03-14", File: fj, Page: 1},
			{Date: "2025-01-23", File: fj, Page: 1},
			{Date: "2022-02-27", File: fj, Page: 2},
			{Date: "2022-03-02", File: fj, Page: 2},
			{Date: "2022-02-26", File: fj, Page: 2},
			{Date: "2025-03-10", File: fj, Page: 2},
			{Date: "2025-02-06", File: fj, Page: 3},
		},
	}
}
