package samples

// DEV SET (held out at first sight): a small tax case in the United States
// Tax Court. The IRS notice of deficiency (Letter 3219: a column of labels
// and values at the top right, "Last Day to File a Petition With the United
// States Tax Court:", the taxpayers' names in capitals joined by "&" over a
// capitals address, "Sincerely, Commissioner By", the letter's number and
// revision in the footer); the petition on the Court's form (numbered
// questions, check boxes, "Signature of Petitioner / Date / (Phone No.)",
// "Signature of Additional Petitioner (e.g., Spouse)", counsel's "Tax Court
// Bar No.", a "RECEIVED" stamp); the Commissioner's answer (signed "By" a
// senior attorney under the Chief Counsel's name, "OF COUNSEL:" with two
// more, a certificate of service); and the stipulated decision signed by a
// special trial judge ("ENTERED: MAY 6 2025") with both sides' consents
// below. The Commissioner of Internal Revenue is the respondent; the IRS
// official who signs the notice is its sender and the taxpayers its
// recipients.
func init() { specs = append(specs, estrada) }

func estrada() matterSpec {
	notice := doc{name: "Notice of Deficiency 2024-08-19.pdf", font: "Helvetica", size: 9.5,
		footer: "Letter 3219 (Rev. 7-2017)",
		pages: []page{
			{
				ls("Internal Revenue Service                           Department of the Treasury",
					"P.O. Box 9941, Stop 5300                             Date: August 19, 2024",
					"Ogden, UT 84201                                      Taxpayer identification number: XXX-XX-4417",
					"                                                     Kind of tax: Individual Income",
					"                                                     Tax year ended: December 31, 2022",
					"                                                     Deficiency: $18,342.00",
					"                                                     Penalty IRC 6662(a): $3,668.40",
					"                                                     Last day to file a petition with the",
					"                                                     United States Tax Court: November 18, 2024",
					"                                                     Person to contact: Employee ID 1000244179",
					"                                                     Contact telephone number: 801-555-0148",
					"",
					"RAMON A ESTRADA & LUCIA M ESTRADA",
					"2208 W ORANGE GROVE RD",
					"TUCSON AZ 85741-3016"),
				gap(),
				cb("Notice of Deficiency"), gap(),
				l("Dear Taxpayer:"),
				p("We have determined that you owe additional tax or other amounts, or both, for the tax year identified above. This letter is your NOTICE OF DEFICIENCY, as required by law. The enclosed statement shows how we figured the deficiency. The adjustment disallows the Schedule C expenses of your landscaping business that you did not substantiate after our letter of March 4, 2024."),
				p("If you want to contest this determination in court before making any payment, you have until the Last Day to Petition Tax Court, as shown at the top of this letter, to file a petition with the United States Tax Court for a redetermination of the deficiency. The Tax Court cannot consider your case if the petition is filed late."),
			},
			{
				p("If you decide not to file a petition with the Tax Court, please sign and return the enclosed waiver form. We will assess the deficiency and send you a bill for the amount due."),
				ls("Sincerely,", "", "Commissioner", "By", "", "/s/ Keith R. Albers", "Keith R. Albers", "Technical Services Territory Manager", "", "Enclosures:", "Statement", "Form 5564", "Publication 3498"),
			},
		}}

	petition := doc{name: "Petition (Form 2).pdf", font: "Helvetica", size: 9.5,
		footer: "Form 2 (Rev. 09/22)",
		pages: []page{
			{
				ls("                                                                      RECEIVED",
					"                                                                      NOV 12 2024",
					"                                                                      UNITED STATES TAX COURT"),
				cb("UNITED STATES TAX COURT"), c("www.ustaxcourt.gov"), gap(),
				ls("RAMON A. ESTRADA & LUCIA M. ESTRADA", "                              Petitioner(s)", "               v.                                         Docket No. 14821-24S",
					"COMMISSIONER OF INTERNAL REVENUE,", "                              Respondent"),
				gap(), cb("PETITION"), gap(),
				ls("1. Which IRS ACTION(S) do you want the Court to review? (check all that apply)",
					"   [X] Notice of Deficiency      [ ] Notice of Determination Concerning Collection Action",
					"",
					"2. If applicable, provide the date(s) the IRS issued the NOTICE(S) checked above and the city",
					"   and State of the IRS office(s) issuing the NOTICE(S):   August 19, 2024, Ogden, UT",
					"",
					"3. Provide the year(s) or period(s) for which the NOTICE(S) was/were issued:   2022",
					"",
					"4. SELECT ONE OF THE FOLLOWING:",
					"   If you want your case conducted under small tax case procedures, check here:       [X]",
					"   If you want your case conducted under regular tax case procedures, check here:     [ ]",
					"",
					"5. Explain why you disagree with the IRS determination in this case (please list each point):",
					"   a. We kept receipts for the landscaping equipment and fuel; they were lost when our storage",
					"      unit flooded on July 27, 2023, and we have since obtained copies from the suppliers.",
					"   b. The penalty does not apply because we relied on our return preparer."),
			},
			{
				ls("6. State the facts upon which you rely (please list each point):",
					"   The business bought a used skid steer on February 10, 2022 for $21,500 (bill of sale attached).",
					"",
					"/s/ Ramon A. Estrada                            11/08/2024          (520) 555-0172",
					"Signature of Petitioner                         Date                (Phone No.)",
					"",
					"/s/ Lucia M. Estrada                            11/08/2024          (520) 555-0172",
					"Signature of Additional Petitioner (e.g., Spouse)   Date             (Phone No.)",
					"",
					"/s/ Gabriela N. Ruiz",
					"Signature, name, address and telephone number of counsel, if retained by petitioner(s)",
					"Gabriela N. Ruiz, Ruiz Tax Law PLLC, 33 N. Stone Avenue, Suite 2100, Tucson, AZ 85701",
					"(520) 555-0119          Tax Court Bar No. RG1187"),
			},
		}}

	capt := []block{
		cb("UNITED STATES TAX COURT"), gap(),
		caption("", []string{"RAMON A. ESTRADA & LUCIA M. ESTRADA,", "", "          Petitioners,", "", "     v.", "", "COMMISSIONER OF INTERNAL REVENUE,", "", "          Respondent."},
			[]string{"", "", "Docket No. 14821-24S", "", "Filed Electronically"}),
		gap(),
	}
	answer := doc{name: "Answer.pdf", font: "Times", size: 11.5,
		pages: []page{
			append(append([]block{}, capt...),
				cb("ANSWER"), gap(),
				p("RESPONDENT, in answer to the petition filed in the above-entitled case, admits and denies as follows:"),
				p("1. Admits that the notice of deficiency was issued on August 19, 2024 by the Ogden office for the taxable year 2022."),
				p("2. Denies the allegations of error in paragraph 5 of the petition. Denies that petitioners bought a skid steer on February 10, 2022 for use in a trade or business."),
				p("3. Denies generally each and every allegation of the petition not hereinbefore specifically admitted, qualified or denied."),
				p("WHEREFORE, it is prayed that the relief sought in the petition be denied and that respondent's determination as set forth in the notice of deficiency be in all respects approved."),
			),
			{
				ls("                                              EVELYN M. TRASK",
					"                                              Chief Counsel",
					"                                              Internal Revenue Service", "",
					"Date: January 10, 2025                        By: /s/ Brandon T. Whitlock",
					"                                              BRANDON T. WHITLOCK",
					"                                              Senior Attorney",
					"                                              (Small Business/Self-Employed)",
					"                                              Tax Court Bar No. WB0412",
					"                                              4041 N. Central Avenue, Suite 1100",
					"                                              Phoenix, AZ 85012",
					"                                              Tel: (602) 555-0140", "",
					"OF COUNSEL:",
					"DREW L. HARMON",
					"Division Counsel (Small Business/Self-Employed)",
					"SHARON E. VO",
					"Area Counsel (Small Business/Self-Employed: Area 7)"),
				gap(), cb("CERTIFICATE OF SERVICE"),
				p("This is to certify that a copy of the foregoing ANSWER was served on petitioners' counsel, Gabriela N. Ruiz, by electronic service on January 10, 2025."),
			},
		}}

	decision := doc{name: "Stipulated Decision.pdf", font: "Times", size: 11.5,
		pages: []page{
			append(append([]block{}, capt...),
				cb("DECISION"), gap(),
				p("Pursuant to the agreement of the parties in this case, it is"),
				p("ORDERED AND DECIDED: That there is a deficiency in income tax due from petitioners for the taxable year 2022 in the amount of $6,115.00; and"),
				p("That there is no penalty due from petitioners for the taxable year 2022 under the provisions of I.R.C. Section 6662(a)."),
				ls("                                              (Signed) Miriam C. Toledo", "                                              Special Trial Judge", "", "ENTERED: MAY 6 2025"),
				gap(),
				p("It is hereby stipulated that the Court may enter the foregoing decision in this case."),
				ls("/s/ Gabriela N. Ruiz                          EVELYN M. TRASK",
					"GABRIELA N. RUIZ                              Chief Counsel",
					"Counsel for Petitioners                       Internal Revenue Service",
					"Tax Court Bar No. RG1187",
					"Date: April 22, 2025                          By: /s/ Brandon T. Whitlock",
					"                                              BRANDON T. WHITLOCK",
					"                                              Senior Attorney",
					"                                              Date: April 28, 2025"),
			),
		}}

	return matterSpec{
		name: "estrada-v-commissioner", title: "Estrada v. Commissioner of Internal Revenue (U.S. Tax Court No. 14821-24S)", heldOut: true,
		firstSight: &Figures{PartyTruth: 12, PartyFound: 4, PartyCorrect: 3, EventTruth: 15, EventHits: 15, Grounded: 1}, // at 076e1c8
		docs:       []doc{notice, petition, answer, decision},
		parties: []Party{
			{"Ramon A. Estrada", "petitioner"},
			{"Lucia M. Estrada", "petitioner"},
			{"Ramon A. Estrada", "recipient"},
			{"Lucia M. Estrada", "recipient"},
			{"Commissioner of Internal Revenue", "respondent"},
			{"Keith R. Albers", "sender"},
			{"Gabriela N. Ruiz", "counsel"},
			{"Brandon T. Whitlock", "counsel"},
			{"Evelyn M. Trask", "counsel"},
			{"Drew L. Harmon", "counsel"},
			{"Sharon E. Vo", "counsel"},
			{"Miriam C. Toledo", "judge"},
		},
		events: []Event{
			{"2024-08-19", "Notice of Deficiency 2024-08-19.pdf", 1},
			{"2022-12-31", "Notice of Deficiency 2024-08-19.pdf", 1},
			{"2024-11-18", "Notice of Deficiency 2024-08-19.pdf", 1},
			{"2024-03-04", "Notice of Deficiency 2024-08-19.pdf", 1},
			{"2024-11-12", "Petition (Form 2).pdf", 1},
			{"2024-08-19", "Petition (Form 2).pdf", 1},
			{"2023-07-27", "Petition (Form 2).pdf", 1},
			{"2022-02-10", "Petition (Form 2).pdf", 2},
			{"2024-11-08", "Petition (Form 2).pdf", 2},
			{"2024-08-19", "Answer.pdf", 1},
			{"2022-02-10", "Answer.pdf", 1},
			{"2025-01-10", "Answer.pdf", 2},
			{"2025-05-06", "Stipulated Decision.pdf", 1},
			{"2025-04-22", "Stipulated Decision.pdf", 1},
			{"2025-04-28", "Stipulated Decision.pdf", 1},
		},
	}
}
