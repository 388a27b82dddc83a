package samples

// DEV SET (held out at first sight): an unfair termination claim in the
// Employment and Labour Relations Court of Kenya at Nairobi. The
// memorandum of claim ("REPUBLIC OF KENYA", "IN THE EMPLOYMENT AND LABOUR
// RELATIONS COURT OF KENYA / AT NAIROBI", "CAUSE NO. E187 OF 2024",
// "BETWEEN" with dotted leaders to "CLAIMANT" and "RESPONDENT", the
// court's "RECEIVED" stamp at the top right of the first page, numbered
// averments, "ISSUES FOR DETERMINATION", "REASONS WHEREFORE", "DATED at
// NAIROBI this 12th day of February 2024", the firm signing as "ADVOCATES
// FOR THE CLAIMANT" with the advocate's name above it, "Drawn & filed by:"
// the firm's block with its P.O. Box and email, "TO BE SERVED UPON:" the
// respondent); the memorandum of response ("without prejudice to the
// foregoing", the firm's block and "TO BE SERVED UPON:" the claimant's
// advocates); the respondent's witness statement of its Human Resource
// Manager ("I, X, of Post Office Box Number ..., Human Resource Manager
// of the Respondent, state as follows:", signed and dated, "WITNESS"
// under the line); and the judgment ("JUDGMENT", the claimant who
// "testified as CW1", the respondent's witnesses RW1 and RW2, cases cited
// with "[2013] eKLR", "DATED, SIGNED AND DELIVERED VIRTUALLY AT NAIROBI
// THIS 20TH DAY OF FEBRUARY, 2025", the judge's name over "JUDGE", "In the
// presence of:" with "Mr. Langat for the Claimant" and "Mr. Githinji h/b
// for Ms. Owino for the Respondent", "Court Assistant:"), with "Page x of
// y" and the cause number in each footer. Conventions: a claimant is the
// plaintiff and, having testified, a witness; the respondent a claim is
// to be served upon is its recipient, and the claimant's advocates' firm
// the response is to be served upon is the response's recipient; advocates
// named by surname in the appearances are keyed by the full name the
// matter prints for them, and an advocate holding brief ("h/b") for
// another is counsel too; the Human Resource Manager who makes the
// respondent's witness statement is its declarant and, having testified
// as RW1, a witness; the general manager who only signed the dismissal
// letter, the court assistant and the parties of cases cited are no
// parties.
func init() { specs = append(specs, wanjiku) }

func wanjiku() matterSpec {
	const (
		claimF = "Memorandum of Claim ELRC E187 of 2024.pdf"
		respF  = "Memorandum of Response ELRC E187 of 2024.pdf"
		wsF    = "Witness Statement of Jane Nafula Wekesa.pdf"
		judF   = "Judgment ELRC E187 of 2024.pdf"
	)
	head := func(title string) []block {
		return []block{
			cb("REPUBLIC OF KENYA"), gap(),
			cb("IN THE EMPLOYMENT AND LABOUR RELATIONS COURT OF KENYA"), cb("AT NAIROBI"), gap(),
			cb("CAUSE NO. E187 OF 2024"), gap(),
			l("BETWEEN"), gap(),
			ls("GRACE WANJIKU MWANGI ....................................................................... CLAIMANT",
				"", "                                                              AND", "",
				"SAVANNAH CREST HOTELS LIMITED ...................................................... RESPONDENT"),
			gap(), cb(title), gap(),
		}
	}

	claim := doc{name: claimF, font: "Times", size: 11.5, footer: "ELRC Cause No. E187 of 2024 - Memorandum of Claim                                        Page %d of %t",
		pages: []page{
			append(append([]block{
				small(ls("                                                                                                              EMPLOYMENT & LABOUR RELATIONS COURT",
					"                                                                                                                             R E C E I V E D",
					"                                                                                                                               13 FEB 2024",
					"                                                                                                                   P.O. Box 47296-00100, NAIROBI"), 7.5),
			}, head("MEMORANDUM OF CLAIM")...),
				p("1. The Claimant is an adult female of sound mind residing and working for gain in Nairobi, whose address of service for the purposes of this claim is care of KAMAU NJENGA & COMPANY ADVOCATES, Mirage Tower 2, 9th Floor, Chiromo Road, Westlands, P.O. Box 14530-00800, Nairobi."),
				p("2. The Respondent is a limited liability company incorporated in Kenya and carrying on the business of a hotel at Upper Hill, Nairobi. Service of summons upon the Respondent shall be effected through the Claimant's advocates."),
				p("3. The Claimant was employed by the Respondent as a Front Office Manager with effect from 1st March 2018 at a gross monthly salary which at the time of her dismissal stood at KShs. 148,500/-."),
				p("4. On 30th October 2023 the Respondent issued the Claimant with a show cause letter alleging that she had authorised unapproved room discounts. The Claimant responded on 2nd November 2023 and was invited to a disciplinary hearing held on 8th November 2023, at which she was denied the documents relied upon and the right to be accompanied by a fellow employee of her choice."),
			),
			{
				p("5. By a letter dated 14th November 2023 signed by the Respondent's General Manager, Mr. Peter Otieno Ouma, the Claimant was summarily dismissed. The Claimant avers that the dismissal was unfair and unlawful within the meaning of sections 41, 43 and 45 of the Employment Act, 2007."),
				p("6. The Claimant's advocates issued a demand and notice of intention to sue dated 5th December 2023, which the Respondent did not heed."),
				cb("ISSUES FOR DETERMINATION"),
				p("(a) Whether the Claimant's dismissal was procedurally and substantively fair. (b) Whether the Claimant is entitled to the reliefs sought."),
				p("REASONS WHEREFORE the Claimant prays for judgment against the Respondent for: (a) a declaration that her dismissal was unfair and unlawful; (b) one month's salary in lieu of notice, KShs. 148,500/-; (c) twelve months' compensation under section 49(1)(c) of the Employment Act, KShs. 1,782,000/-; (d) a certificate of service; (e) costs and interest."),
				ls("DATED at NAIROBI this 12th day of February 2024", "",
					"                                                                            ______________________________",
					"                                                                            DENNIS KIPKORIR LANGAT",
					"                                                                            KAMAU NJENGA & COMPANY",
					"                                                                            ADVOCATES FOR THE CLAIMANT", "",
					"Drawn & filed by:", "KAMAU NJENGA & COMPANY ADVOCATES", "Mirage Tower 2, 9th Floor, Chiromo Road, Westlands",
					"P.O. Box 14530-00800, NAIROBI", "Email: litigation@kamaunjenga.co.ke", "", "TO BE SERVED UPON:",
					"SAVANNAH CREST HOTELS LIMITED", "Ralph Bunche Road, Upper Hill", "P.O. Box 60218-00200, NAIROBI"),
			},
		}}

	resp := doc{name: respF, font: "Times", size: 11.5, footer: "ELRC Cause No. E187 of 2024 - Memorandum of Response                                     Page %d of %t",
		pages: []page{
			append(head("MEMORANDUM OF RESPONSE"),
				p("1. The Respondent admits the descriptive parts of paragraphs 1 and 2 of the Memorandum of Claim, save that its address of service for the purposes of this cause is care of OKELLO, WERE & ASSOCIATES ADVOCATES, Western Heights, 5th Floor, Karuna Road, Westlands, Nairobi."),
				p("2. The Respondent admits that it employed the Claimant as a Front Office Manager from 1st March 2018, but denies the salary pleaded and avers that her basic salary was KShs. 121,000/- with a house allowance of KShs. 27,500/-."),
				p("3. The Respondent avers that between 1st August 2023 and 30th September 2023 the Claimant authorised discounts of KShs. 412,760/- on room rates to corporate guests without the approval of the Revenue Manager, contrary to the Respondent's Discount Approval Policy."),
				p("4. The Claimant was issued with a show cause letter on 30th October 2023, responded to it, and attended a disciplinary hearing on 8th November 2023 of which she had notice. The Respondent denies that she was refused any document or the right to be accompanied, and avers that she declined to bring a colleague."),
			),
			{
				p("5. The Respondent avers that the Claimant was lawfully dismissed on 14th November 2023 for gross misconduct under section 44(4)(g) of the Employment Act, 2007, and that it paid her terminal dues of KShs. 96,300/- on 30th November 2023."),
				p("6. Without prejudice to the foregoing, the Respondent avers that the compensation sought is excessive and that the Claimant contributed to her dismissal."),
				p("WHEREFORE the Respondent prays that the Claimant's claim be dismissed with costs."),
				ls("DATED at NAIROBI this 11th day of March 2024", "",
					"                                                                            ______________________________",
					"                                                                            SHARON AKINYI OWINO",
					"                                                                            OKELLO, WERE & ASSOCIATES",
					"                                                                            ADVOCATES FOR THE RESPONDENT", "",
					"Drawn & filed by:", "OKELLO, WERE & ASSOCIATES ADVOCATES", "Western Heights, 5th Floor, Karuna Road, Westlands",
					"P.O. Box 52190-00100, NAIROBI", "Email: info@okellowere.co.ke", "", "TO BE SERVED UPON:",
					"KAMAU NJENGA & COMPANY ADVOCATES", "Mirage Tower 2, 9th Floor, Chiromo Road, Westlands", "P.O. Box 14530-00800, NAIROBI"),
			},
		}}

	ws := doc{name: wsF, font: "Times", size: 11.5, footer: "ELRC Cause No. E187 of 2024 - Respondent's Witness Statement                              Page %d of %t",
		pages: []page{
			append(head("RESPONDENT'S WITNESS STATEMENT"),
				p("I, JANE NAFULA WEKESA, of Post Office Box Number 60218-00200, Nairobi, the Human Resource Manager of the Respondent, state as follows:"),
				p("1. I have worked for the Respondent since 2016 and I am familiar with the Claimant's employment records, which are in my custody."),
				p("2. On 12th October 2023 the Respondent's internal auditor reported that discounts on room rates had been authorised by the Claimant's login between 1st August 2023 and 30th September 2023 without the approval of the Revenue Manager. I issued the show cause letter of 30th October 2023 on the instructions of the General Manager."),
				p("3. I sat as secretary at the disciplinary hearing on 8th November 2023. The Claimant was asked whether she wished to be accompanied and she said that she would represent herself. She was shown the audit schedule at the hearing."),
			),
			{
				p("4. The Claimant was paid her terminal dues on 30th November 2023, as shown in the payment voucher in the Respondent's list of documents."),
				p("5. I pray that this statement be admitted as my evidence in chief."),
				ls("Dated at Nairobi this 11th day of March 2024", "", "",
					"______________________________", "JANE NAFULA WEKESA", "WITNESS"),
			},
		}}

	jud := doc{name: judF, font: "Times", size: 11, footer: "ELRC Cause No. E187 of 2024 - Judgment                                                              Page %d of %t",
		pages: []page{
			append(head("JUDGMENT"),
				cb("Introduction"),
				p("1. By a Memorandum of Claim dated 12th February 2024 and filed on 13th February 2024, the Claimant sued the Respondent, her former employer, for unfair termination of her employment and terminal benefits. The Respondent opposed the claim by a Memorandum of Response dated 11th March 2024."),
				p("2. The matter was heard on 22nd October 2024. The Claimant testified as CW1 and adopted her witness statement. The Respondent called two witnesses: Ms. Jane Nafula Wekesa, its Human Resource Manager (RW1), and Mr. Samuel Kiptoo Rotich, its Night Auditor (RW2). Parties thereafter filed written submissions, the Claimant on 11th November 2024 and the Respondent on 25th November 2024."),
				cb("Claimant's case"),
				p("3. CW1 testified that she was employed on 1st March 2018 and that every discount she approved was requested by the sales team for contracted corporate clients. She stated that she asked for the audit schedule before the hearing of 8th November 2023 and was told she would see it at the hearing."),
				cb("Respondent's case"),
				p("4. RW1 testified that the Claimant was given the show cause letter, answered it, and attended the hearing. RW2 testified that the discounts were entered under the Claimant's user account and that he reported them to the internal auditor in October 2023."),
			),
			{
				cb("Analysis and determination"),
				p("5. Section 41 of the Employment Act requires an employer to explain to the employee, in a language she understands, the reason for which it is considering termination, and to allow her a fellow employee or shop floor union representative of her choice. In Walter Ogal Anuro v Teachers Service Commission [2013] eKLR the Court held that both substantive justification and procedural fairness must be proved. See also Kenfreight (E.A.) Limited v Benson K. Nguti [2016] eKLR."),
				p("6. I am not satisfied that the Claimant was given the audit schedule, the very document on which the charge rested, before the hearing. RW1 conceded in cross-examination that it was first shown to her at the hearing itself. That is not a fair opportunity to answer a charge. On substance, RW2 accepted that the sales team could request discounts for corporate clients, and no witness from the sales team was called. The Respondent has not proved a valid reason under section 43."),
				p("7. The dismissal of 14th November 2023 was therefore unfair. Taking into account the Claimant's five years of service and her conduct, I award six months' compensation."),
				cb("Disposition"),
				p("8. Judgment is entered for the Claimant against the Respondent for: (a) a declaration that the dismissal was unfair; (b) one month's salary in lieu of notice, KShs. 148,500/-; (c) six months' compensation, KShs. 891,000/-; (d) a certificate of service; (e) costs of the claim and interest at court rates from the date of judgment until payment in full."),
				ls("DATED, SIGNED AND DELIVERED VIRTUALLY AT NAIROBI THIS 20TH DAY OF FEBRUARY, 2025.", "", "",
					"                                                                            ______________________________",
					"                                                                            MONICA W. NJUGUNA",
					"                                                                            JUDGE", "",
					"In the presence of:", "Mr. Langat for the Claimant", "Mr. Githinji h/b for Ms. Owino for the Respondent",
					"Court Assistant: Esther Wambui"),
			},
		}}

	return matterSpec{
		name: "wanjiku-v-savannah-crest", title: "Grace Wanjiku Mwangi v. Savannah Crest Hotels Limited (ELRC Nairobi, Cause No. E187 of 2024)", heldOut: true,
		firstSight: &Figures{PartyTruth: 12, PartyFound: 12, PartyCorrect: 8, EventTruth: 33, EventHits: 33, Grounded: 1}, // at 47e94d5
		docs:       []doc{claim, resp, ws, jud},
		parties: []Party{
			{"Grace Wanjiku Mwangi", "plaintiff"}, // the claimant
			{"Grace Wanjiku Mwangi", "witness"},   // CW1
			{"Savannah Crest Hotels Limited", "respondent"},
			{"Savannah Crest Hotels Limited", "recipient"},    // the claim's "TO BE SERVED UPON:"
			{"Kamau Njenga & Company Advocates", "recipient"}, // the response's "TO BE SERVED UPON:"
			{"Dennis Kipkorir Langat", "counsel"},             // signs the claim; "Mr. Langat for the Claimant"
			{"Sharon Akinyi Owino", "counsel"},                // signs the response; "Ms. Owino for the Respondent"
			{"Githinji", "counsel"},                           // holds brief for Ms. Owino
			{"Jane Nafula Wekesa", "declarant"},               // the respondent's witness statement
			{"Jane Nafula Wekesa", "witness"},                 // RW1
			{"Samuel Kiptoo Rotich", "witness"},               // RW2
			{"Monica W. Njuguna", "judge"},
		},
		events: []Event{
			{"2024-02-13", claimF, 1}, // the court's RECEIVED stamp
			{"2018-03-01", claimF, 1},
			{"2023-10-30", claimF, 1},
			{"2023-11-02", claimF, 1},
			{"2023-11-08", claimF, 1},
			{"2023-11-14", claimF, 2},
			{"2023-12-05", claimF, 2},
			{"2024-02-12", claimF, 2},
			{"2018-03-01", respF, 1},
			{"2023-08-01", respF, 1},
			{"2023-09-30", respF, 1},
			{"2023-10-30", respF, 1},
			{"2023-11-08", respF, 1},
			{"2023-11-14", respF, 2},
			{"2023-11-30", respF, 2},
			{"2024-03-11", respF, 2},
			{"2023-10-12", wsF, 1},
			{"2023-08-01", wsF, 1},
			{"2023-09-30", wsF, 1},
			{"2023-10-30", wsF, 1},
			{"2023-11-08", wsF, 1},
			{"2023-11-30", wsF, 2},
			{"2024-03-11", wsF, 2},
			{"2024-02-12", judF, 1},
			{"2024-02-13", judF, 1},
			{"2024-03-11", judF, 1},
			{"2024-10-22", judF, 1},
			{"2024-11-11", judF, 1},
			{"2024-11-25", judF, 1},
			{"2018-03-01", judF, 1},
			{"2023-11-08", judF, 1},
			{"2023-11-14", judF, 2},
			{"2025-02-20", judF, 2},
		},
	}
}
