package samples

// DEV SET (held out at first sight): a suit for specific performance of an
// agreement to sell land in the court of the Civil Judge (Senior Division),
// Varanasi. The plaint under Order VII Rule 1 CPC ("IN THE COURT OF THE
// CIVIL JUDGE (SENIOR DIVISION), VARANASI", "O.S. No. ____ of 2023",
// numbered parties each described over several lines with "S/o" / "W/o",
// "aged about", "Occupation:", "R/o", "...PLAINTIFF" and "...DEFENDANTS",
// "SUIT FOR SPECIFIC PERFORMANCE ...", "The plaintiff above named most
// respectfully submits as under:", cause of action, jurisdiction,
// "VALUATION AND COURT FEE", "PRAYER" with lettered reliefs, the
// plaintiff's verification "Verified at Varanasi on this ... that the
// contents of paras 1 to 9 ...", "Through" the advocate with his enrolment
// number and chamber, "Advocate for the Plaintiff"); the written statement
// of defendants No. 1 and 2 under Order VIII Rule 1 ("PRELIMINARY
// OBJECTIONS", "REPLY ON MERITS" para by para, "ADDITIONAL PLEAS",
// verified by defendant No. 2 for himself and as attorney of his mother);
// the plaintiff's list of witnesses under Order XVI Rule 1 as a numbered
// table of names, parentage and purpose, and his affidavit in lieu of
// examination-in-chief as PW-1 under Order XVIII Rule 4 ("DEPONENT",
// "Identified by", sworn before the oath commissioner); and the judgment
// ("Present:" the presiding officer with her JO code, the CNR number,
// "Date of Institution" / "Date of Judgment", the issues framed as the
// points for determination, witnesses as PW-1, PW-2, DW-1 with exhibits,
// "Heard Sri X, learned counsel for the plaintiff", findings issue by
// issue, "ORDER", the judge's name in brackets over her designation twice,
// "Judgment signed, dated and pronounced in open court today.").
// Conventions: the plaintiff and the defendant who verify pleadings and
// sign an affidavit "DEPONENT" are declarants, and each is a witness when
// examined (PW-1, DW-1); a witness named in a list of witnesses and
// examined (PW-2) is a witness; a defendant proceeded against ex parte is
// a defendant; the oath commissioner, the deceased husband and father
// named only in a party's description and the deed writer named in passing
// are no parties.
func init() { specs = append(specs, tripathi) }

func tripathi() matterSpec {
	const (
		plaintF = "Plaint OS 214 of 2023.pdf"
		wsF     = "Written Statement of Defendants 1 and 2.pdf"
		pwF     = "List of Witnesses and PW-1 Affidavit.pdf"
		judF    = "Judgment OS 214 of 2023 dated 21.03.2025.pdf"
	)
	court := cb("IN THE COURT OF THE CIVIL JUDGE (SENIOR DIVISION), VARANASI")
	short := []block{
		ls("Ramesh Chandra Tripathi                                         ...Plaintiff",
			"                                 Versus",
			"Smt. Kusum Lata Srivastava & Others                          ...Defendants"),
	}

	plaint := doc{name: plaintF, font: "Times", size: 11.5, footer: "%d",
		pages: []page{
			{
				court, gap(), c("O.S. No. ______ of 2023"), gap(),
				ls("Ramesh Chandra Tripathi,",
					"S/o Late Shiv Shankar Tripathi,",
					"aged about 58 years,",
					"Occupation: Retired Teacher,",
					"R/o House No. B-27/114, Durgakund, Varanasi - 221005.",
					"                                                                          ...PLAINTIFF"),
				c("VERSUS"),
				ls("1. Smt. Kusum Lata Srivastava,",
					"    W/o Late Om Prakash Srivastava,",
					"    aged about 64 years, Occupation: Housewife,",
					"    R/o House No. S-8/212, Khajuri Colony, Varanasi - 221002.", "",
					"2. Ankit Srivastava,",
					"    S/o Late Om Prakash Srivastava,",
					"    aged about 36 years, Occupation: Business,",
					"    R/o House No. S-8/212, Khajuri Colony, Varanasi - 221002.", "",
					"3. Manoj Kumar Jaiswal,",
					"    S/o Shri Gopal Prasad Jaiswal,",
					"    aged about 45 years, Occupation: Property Dealer,",
					"    R/o N-11/48, Lanka, Varanasi - 221005.",
					"                                                                        ...DEFENDANTS"),
				gap(),
				cb("SUIT FOR SPECIFIC PERFORMANCE OF AGREEMENT TO SELL AND PERMANENT INJUNCTION UNDER ORDER VII RULE 1 OF THE CODE OF CIVIL PROCEDURE, 1908"), gap(),
				l("The plaintiff above named most respectfully submits as under:"),
				p("1. That defendants No. 1 and 2 are the bhumidhars in possession of Arazi No. 412, area 0.1260 hectare, situated in Mauza Chitaipur, Pargana Dehat Amanat, Tehsil and District Varanasi (hereinafter \"the suit property\"), more fully described at the foot of the plaint."),
			},
			{
				p("2. That by a registered agreement to sell dated 15.03.2022, defendants No. 1 and 2 agreed to sell the suit property to the plaintiff for a total sale consideration of Rs. 28,00,000/- and received Rs. 8,00,000/- as earnest money, Rs. 5,00,000/- by cheque No. 004512 dated 15.03.2022 drawn on the State Bank of India, BHU Branch, and Rs. 3,00,000/- in cash, in the presence of the attesting witnesses."),
				p("3. That the sale deed was to be executed on or before 14.09.2022 on payment of the balance of Rs. 20,00,000/-. The plaintiff arranged the balance amount, purchased stamp papers and remained present in the office of the Sub-Registrar, Sadar, Varanasi on 14.09.2022 from 10:00 a.m. to 5:00 p.m., and got his presence recorded by an affidavit of the same date, but the defendants did not turn up."),
				p("4. That the plaintiff has always been and is still ready and willing to perform his part of the agreement. The plaintiff sent a legal notice dated 10.11.2022 through his counsel by registered post, which was served upon defendants No. 1 and 2 on 14.11.2022, but no reply was given."),
				p("5. That the plaintiff has learnt that defendants No. 1 and 2, in order to defeat the rights of the plaintiff, have entered into an agreement dated 05.01.2023 with defendant No. 3 for the sale of the suit property. Defendant No. 3, being a property dealer of the same locality, had full knowledge of the prior agreement in favour of the plaintiff and is not a bona fide purchaser."),
				p("6. That the cause of action for the suit arose on 15.03.2022 when the agreement was executed, on 14.09.2022 when the defendants failed to execute the sale deed, on 14.11.2022 when the notice was served, and is continuing. The suit is within limitation."),
				p("7. That the suit property is situated within the territorial jurisdiction of this Hon'ble Court, and the Court has pecuniary jurisdiction to try the suit."),
				cb("VALUATION AND COURT FEE"),
				p("8. That the suit is valued at Rs. 28,00,000/-, being the sale consideration, for the purposes of jurisdiction and court fee under Section 7(x) of the Court Fees Act, 1870, and ad valorem court fee of Rs. 1,12,250/- has been paid. The relief of injunction is consequential and is valued at Rs. 1,000/- on which a fixed court fee has been paid."),
				p("9. That no other suit between the parties on the same cause of action is pending or has been decided by any court."),
			},
			{
				cb("PRAYER"),
				p("It is, therefore, most respectfully prayed that this Hon'ble Court may be pleased to:"),
				p("(a) pass a decree for specific performance of the agreement to sell dated 15.03.2022 directing defendants No. 1 and 2 to execute and get registered a sale deed of the suit property in favour of the plaintiff on receipt of the balance sale consideration of Rs. 20,00,000/-, and in case of their failure, the sale deed be executed through the process of the Court;"),
				p("(b) in the alternative, pass a decree for refund of the earnest money of Rs. 8,00,000/- with interest at 12% per annum from 15.03.2022 and damages of Rs. 8,00,000/-;"),
				p("(c) pass a decree of permanent injunction restraining the defendants from alienating or transferring the suit property to any person other than the plaintiff;"),
				p("(d) award the costs of the suit to the plaintiff, and grant any other relief which the Court deems fit."),
				ls("SCHEDULE OF THE SUIT PROPERTY",
					"Arazi No. 412, area 0.1260 hectare, Mauza Chitaipur, Tehsil and District Varanasi, bounded:",
					"East: Arazi No. 411;  West: 20 ft. wide road;  North: Arazi No. 409;  South: Arazi No. 415."),
				gap(),
				ls("                                                                             PLAINTIFF",
					"                                                              (Ramesh Chandra Tripathi)",
					"                                                                            Through",
					"",
					"                                                                   (Alok Kumar Mishra)",
					"                                                              Advocate for the Plaintiff",
					"                                                              Enrolment No. UP/3127/1999",
					"                                            Chamber No. 46, Civil Court Compound, Varanasi",
					"Place: Varanasi", "Date: 06.02.2023"),
				gap(),
				cb("VERIFICATION"),
				p("I, Ramesh Chandra Tripathi, the plaintiff above named, do hereby verify that the contents of paras 1 to 6 and 9 of the plaint are true to my personal knowledge, and the contents of paras 7 and 8 are based on legal advice, which I believe to be true. Verified at Varanasi on this 6th day of February, 2023."),
				r("PLAINTIFF"),
			},
		}}

	ws := doc{name: wsF, font: "Times", size: 11.5, footer: "%d",
		pages: []page{
			{
				court, gap(), c("O.S. No. 214 of 2023"), gap(),
				ls(short[0].lines...), gap(),
				cb("WRITTEN STATEMENT ON BEHALF OF DEFENDANTS NO. 1 AND 2 UNDER ORDER VIII RULE 1 OF THE CODE OF CIVIL PROCEDURE, 1908"), gap(),
				l("The defendants No. 1 and 2 above named most respectfully submit as under:"),
				cb("PRELIMINARY OBJECTIONS"),
				p("(i) That the suit is not maintainable as the plaintiff was never ready and willing to perform his part of the agreement, and time was of the essence of the agreement."),
				p("(ii) That the plaintiff has not come to the Court with clean hands and has suppressed the letter dated 20.09.2022 by which the agreement was rescinded."),
				cb("REPLY ON MERITS"),
				p("1. That the contents of para 1 of the plaint are admitted."),
				p("2. That the contents of para 2 of the plaint are admitted to the extent that an agreement to sell dated 15.03.2022 was executed and Rs. 8,00,000/- was received as earnest money. The rest is denied."),
				p("3. That the contents of para 3 of the plaint are denied. The plaintiff did not have the balance sale consideration on 14.09.2022, and his so-called affidavit of presence is a self-serving document prepared later. Defendant No. 2 waited for the plaintiff at the office of the Sub-Registrar up to 2:00 p.m. on that day."),
				p("4. That the contents of para 4 of the plaint are denied for want of knowledge. By letter dated 20.09.2022 sent by registered post, the answering defendants informed the plaintiff that the agreement stood rescinded and the earnest money stood forfeited in terms of clause 6 of the agreement."),
				p("5. That in reply to para 5 of the plaint it is submitted that the agreement dated 05.01.2023 with defendant No. 3 was cancelled on 28.02.2023 and no sale deed has been executed in his favour."),
			},
			{
				p("6. That the contents of paras 6 to 9 of the plaint are denied. The valuation is disputed and the court fee paid is insufficient."),
				cb("ADDITIONAL PLEAS"),
				p("7. That the answering defendants are a widow and her son, and the suit property is their only asset. A decree of specific performance would cause them hardship, and the discretion under Section 20 of the Specific Relief Act, 1963 should not be exercised in favour of the plaintiff."),
				p("8. That the answering defendants are willing to refund the earnest money without interest, without prejudice to their plea of forfeiture."),
				p("It is, therefore, prayed that the suit of the plaintiff be dismissed with special costs."),
				gap(),
				ls("                                                                      DEFENDANTS NO. 1 & 2",
					"                                                         1. Smt. Kusum Lata Srivastava",
					"                                                            through her attorney Ankit Srivastava",
					"                                                         2. Ankit Srivastava",
					"                                                                            Through",
					"                                                                    (Smt. Nidhi Pandey)",
					"                                                           Advocate for Defendants 1 & 2",
					"                                                          Enrolment No. UP/08841/2009",
					"Place: Varanasi", "Date: 22.05.2023"),
				gap(),
				cb("VERIFICATION"),
				p("I, Ankit Srivastava, defendant No. 2, for myself and as the registered attorney of defendant No. 1, do hereby verify that the contents of paras 1 to 5 and 7 to 8 of this written statement are true to my personal knowledge and para 6 and the preliminary objections are based on legal advice believed to be true. Verified at Varanasi on this 22nd day of May, 2023."),
				r("DEFENDANT NO. 2"),
			},
		}}

	pw := doc{name: pwF, font: "Times", size: 11.5,
		pages: []page{
			{
				court, gap(), c("O.S. No. 214 of 2023"), gap(),
				ls(short[0].lines...), gap(),
				cb("LIST OF WITNESSES ON BEHALF OF THE PLAINTIFF"),
				c("(Under Order XVI Rule 1 of the Code of Civil Procedure, 1908)"), gap(),
				p("In compliance of the order dated 12.07.2023 framing issues, the plaintiff submits the following list of witnesses whom he proposes to examine:"),
				ls("S.No.  Name, parentage and address                   Purpose of examination",
					"1.     Ramesh Chandra Tripathi                        Plaintiff himself; to prove",
					"       S/o Late Shiv Shankar Tripathi                 the agreement, payment and",
					"       R/o B-27/114, Durgakund, Varanasi              readiness and willingness",
					"",
					"2.     Suresh Chandra Yadav                           Attesting witness of the",
					"       S/o Shri Ram Lakhan Yadav                      agreement to sell dated",
					"       R/o Village Chitaipur, Varanasi                15.03.2022 (Ex. P-1)"),
				gap(),
				p("The plaintiff craves leave to produce any other witness with the permission of the Court."),
				ls("                                                                   (Alok Kumar Mishra)",
					"                                                              Advocate for the Plaintiff",
					"Date: 03.10.2023"),
			},
			{
				court, gap(), c("O.S. No. 214 of 2023"), gap(),
				ls(short[0].lines...), gap(),
				cb("AFFIDAVIT OF PW-1 IN LIEU OF EXAMINATION-IN-CHIEF UNDER ORDER XVIII RULE 4 OF THE CODE OF CIVIL PROCEDURE, 1908"), gap(),
				p("I, Ramesh Chandra Tripathi, aged about 59 years, S/o Late Shiv Shankar Tripathi, R/o House No. B-27/114, Durgakund, Varanasi, do hereby solemnly affirm and state on oath as under:"),
				p("1. That I am the plaintiff in the above suit and am fully conversant with the facts of the case."),
				p("2. That defendants No. 1 and 2 agreed to sell Arazi No. 412, Mauza Chitaipur, to me for Rs. 28,00,000/- by a registered agreement to sell dated 15.03.2022, which is Ex. P-1. I paid Rs. 8,00,000/- as earnest money, Rs. 5,00,000/- by cheque and Rs. 3,00,000/- in cash, in the presence of Suresh Chandra Yadav and the deed writer Ravi Shankar Dubey."),
				p("3. That I withdrew Rs. 20,00,000/- from my fixed deposits on 09.09.2022 (bank statement Ex. P-2) and remained present at the Sub-Registrar office on 14.09.2022 with the balance amount. My affidavit of presence of that date is Ex. P-3. The defendants did not come."),
				p("4. That I never received any letter dated 20.09.2022. I sent a legal notice dated 10.11.2022 (Ex. P-4) which was served on 14.11.2022 (postal receipts and A.D. cards Ex. P-5 and P-6)."),
				p("5. That I was and am still ready and willing to pay the balance of Rs. 20,00,000/- and to get the sale deed executed."),
				r("DEPONENT"), gap(),
				cb("VERIFICATION"),
				p("I, the above named deponent, verify that the contents of paras 1 to 5 of this affidavit are true to my knowledge; nothing is false and nothing material has been concealed. Verified at Varanasi on this 3rd day of October, 2023."),
				r("DEPONENT"),
				ls("Identified by:", "(Alok Kumar Mishra), Advocate",
					"Sworn before me by the deponent, identified as above, on 03.10.2023.",
					"OATH COMMISSIONER, Civil Court, Varanasi   (R. K. Upadhyay, Reg. No. 1187)"),
			},
		}}

	jud := doc{name: judF, font: "Times", size: 11, footer: "O.S. No. 214 of 2023                                                                  Page %d of %t",
		pages: []page{
			{
				cb("IN THE COURT OF CIVIL JUDGE (SENIOR DIVISION), VARANASI"), gap(),
				ls("Present: Smt. Archana Verma, Civil Judge (Senior Division), Varanasi",
					"JO Code: UP6107", "",
					"Original Suit No. 214 of 2023",
					"CNR No. UPVR020004122023", "",
					"Ramesh Chandra Tripathi, S/o Late Shiv Shankar Tripathi,",
					"R/o B-27/114, Durgakund, Varanasi                                    .......... Plaintiff",
					"                                     Versus",
					"1. Smt. Kusum Lata Srivastava, W/o Late Om Prakash Srivastava",
					"2. Ankit Srivastava, S/o Late Om Prakash Srivastava",
					"    both R/o S-8/212, Khajuri Colony, Varanasi",
					"3. Manoj Kumar Jaiswal, S/o Shri Gopal Prasad Jaiswal, R/o Lanka, Varanasi",
					"                                                                      .......... Defendants", "",
					"Date of Institution : 07.02.2023",
					"Date of Judgment    : 21.03.2025"),
				gap(), cb("J U D G M E N T"), gap(),
				p("1. The plaintiff has instituted this suit for specific performance of a registered agreement to sell dated 15.03.2022 in respect of Arazi No. 412, Mauza Chitaipur, Varanasi, for a sale consideration of Rs. 28,00,000/-, and for permanent injunction."),
				p("2. The case of the plaintiff, in brief, is that he paid Rs. 8,00,000/- as earnest money, that the sale deed was to be executed by 14.09.2022, that he remained present at the office of the Sub-Registrar on that day with the balance amount, and that defendants No. 1 and 2 instead entered into an agreement dated 05.01.2023 with defendant No. 3."),
				p("3. Defendants No. 1 and 2 filed their written statement admitting the agreement and the receipt of earnest money, but pleading that the plaintiff was not ready with the balance, that the agreement was rescinded by letter dated 20.09.2022, and that the agreement with defendant No. 3 was cancelled on 28.02.2023. Defendant No. 3 did not appear despite service and the suit proceeded ex parte against him by order dated 18.05.2023."),
			},
			{
				p("4. On the pleadings of the parties, the following issues were framed on 12.07.2023, which are the points for determination in this suit:"),
				ls("    1. Whether defendants No. 1 and 2 executed the agreement to sell dated 15.03.2022",
					"       in favour of the plaintiff and received Rs. 8,00,000/- as earnest money?",
					"    2. Whether the plaintiff has been and is ready and willing to perform his part",
					"       of the agreement?",
					"    3. Whether the agreement was validly rescinded by letter dated 20.09.2022?",
					"    4. Whether the suit is undervalued and the court fee paid is insufficient?",
					"    5. To what relief, if any, is the plaintiff entitled?"),
				gap(),
				p("5. In support of his case the plaintiff examined himself as PW-1 and Suresh Chandra Yadav, an attesting witness of the agreement, as PW-2, and proved the agreement (Ex. P-1), the bank statement (Ex. P-2), the affidavit of presence (Ex. P-3) and the legal notice with the postal receipts (Ex. P-4 to P-6). The defendants examined defendant No. 2 Ankit Srivastava as DW-1 and filed an office copy of the letter dated 20.09.2022 (Ex. D-1), but no postal receipt of it."),
				p("6. Heard Sri Alok Kumar Mishra, learned counsel for the plaintiff, and Smt. Nidhi Pandey, learned counsel for defendants No. 1 and 2. None appeared for defendant No. 3. Perused the record."),
				cb("FINDINGS"),
				p("7. Issue No. 1: The execution of the agreement and the receipt of earnest money are admitted by defendants No. 1 and 2 and are also proved by PW-2. Issue No. 1 is decided in favour of the plaintiff."),
				p("8. Issue No. 2: PW-1 has proved by Ex. P-2 that he withdrew Rs. 20,00,000/- on 09.09.2022, and by Ex. P-3 that he was present at the office of the Sub-Registrar on 14.09.2022. DW-1 admitted in his cross-examination that he did not go to the office of the Sub-Registrar on that day because his mother was unwell. The plaintiff has proved his readiness and willingness. Issue No. 2 is decided in favour of the plaintiff."),
				p("9. Issue No. 3: The alleged letter dated 20.09.2022 is not proved to have been sent, and in any case a party who is himself in default cannot rescind the agreement. In a contract for the sale of immovable property, time is ordinarily not of the essence. Issue No. 3 is decided against the defendants."),
			},
			{
				p("10. Issue No. 4: The suit has been valued on the sale consideration as required by Section 7(x) of the Court Fees Act, 1870 and the court fee paid is sufficient. Issue No. 4 is decided against the defendants."),
				p("11. Issue No. 5: The plaintiff paid more than a fourth of the consideration and has been vigilant throughout. The hardship pleaded by the defendants arises from their own default. The plaintiff is entitled to a decree of specific performance."),
				cb("ORDER"),
				p("The suit of the plaintiff is decreed with costs against defendants No. 1 and 2. The plaintiff shall deposit the balance sale consideration of Rs. 20,00,000/- in the Court within thirty days, and defendants No. 1 and 2 shall execute and get registered the sale deed of the suit property in favour of the plaintiff within two months thereafter, failing which the plaintiff may get it executed through the process of the Court. The defendants, including defendant No. 3, are permanently restrained from alienating the suit property to any other person. Let a decree be drawn up accordingly."),
				ls("                                                                          (Archana Verma)",
					"                                                       Civil Judge (Senior Division), Varanasi",
					"Date: 21.03.2025"),
				gap(),
				p("Judgment signed, dated and pronounced in open court today."),
				ls("                                                                          (Archana Verma)",
					"                                                       Civil Judge (Senior Division), Varanasi",
					"Date: 21.03.2025"),
			},
		}}

	return matterSpec{
		name: "tripathi-v-srivastava", title: "Ramesh Chandra Tripathi v. Kusum Lata Srivastava (Civil Judge (Senior Division), Varanasi, O.S. No. 214 of 2023)", heldOut: true,
		firstSight: &Figures{PartyTruth: 12, PartyFound: 29, PartyCorrect: 9, EventTruth: 37, EventHits: 37, Grounded: 1}, // at 1a3ce40
		docs:       []doc{plaint, ws, pw, jud},
		parties: []Party{
			{"Ramesh Chandra Tripathi", "plaintiff"},
			{"Ramesh Chandra Tripathi", "declarant"}, // verifies the plaint; PW-1's affidavit "DEPONENT"
			{"Ramesh Chandra Tripathi", "witness"},   // PW-1
			{"Kusum Lata Srivastava", "defendant"},
			{"Ankit Srivastava", "defendant"},
			{"Ankit Srivastava", "declarant"}, // verifies the written statement
			{"Ankit Srivastava", "witness"},   // DW-1
			{"Manoj Kumar Jaiswal", "defendant"},
			{"Alok Kumar Mishra", "counsel"},
			{"Nidhi Pandey", "counsel"},
			{"Suresh Chandra Yadav", "witness"}, // PW-2
			{"Archana Verma", "judge"},
		},
		events: []Event{
			{"2022-03-15", plaintF, 2},
			{"2022-09-14", plaintF, 2},
			{"2022-11-10", plaintF, 2},
			{"2022-11-14", plaintF, 2},
			{"2023-01-05", plaintF, 2},
			{"2022-03-15", plaintF, 3},
			{"2023-02-06", plaintF, 3},
			{"2022-09-20", wsF, 1},
			{"2022-03-15", wsF, 1},
			{"2022-09-14", wsF, 1},
			{"2023-01-05", wsF, 1},
			{"2023-02-28", wsF, 1},
			{"2023-05-22", wsF, 2},
			{"2023-07-12", pwF, 1},
			{"2022-03-15", pwF, 1},
			{"2023-10-03", pwF, 1},
			{"2022-03-15", pwF, 2},
			{"2022-09-09", pwF, 2},
			{"2022-09-14", pwF, 2},
			{"2022-09-20", pwF, 2},
			{"2022-11-10", pwF, 2},
			{"2022-11-14", pwF, 2},
			{"2023-10-03", pwF, 2},
			{"2023-02-07", judF, 1},
			{"2025-03-21", judF, 1},
			{"2022-03-15", judF, 1},
			{"2022-09-14", judF, 1},
			{"2023-01-05", judF, 1},
			{"2022-09-20", judF, 1},
			{"2023-02-28", judF, 1},
			{"2023-05-18", judF, 1},
			{"2023-07-12", judF, 2},
			{"2022-03-15", judF, 2},
			{"2022-09-20", judF, 2},
			{"2022-09-09", judF, 2},
			{"2022-09-14", judF, 2},
			{"2025-03-21", judF, 3},
		},
	}
}
