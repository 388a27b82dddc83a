package samples

// DEV SET (held out at first sight): a Hong Kong action in the Court of
// First Instance on three personal loans and a company's guarantee of
// them, to a decision on the plaintiff's Order 14 summons. The writ of
// summons with a general indorsement of claim (the action number stamped
// at the top right, "IN THE HIGH COURT OF THE / HONG KONG SPECIAL
// ADMINISTRATIVE REGION / COURT OF FIRST INSTANCE / ACTION NO. 802 OF
// 2024", the parties in capitals with the individual's English name after
// his Chinese names as on his identity card ("CHOW WING SZE VIVIAN"),
// "Plaintiff" / "1st Defendant" / "2nd Defendant" at the right, "To the
// Defendants:" each "of" or "whose registered office is at" an address,
// "WITNESS The Honourable ... Chief Judge of the High Court", the
// Registrar's line, the indorsement signed by the firm, "This Writ was
// issued by Messrs X", the indorsement of service by the firm's clerk
// who served it); the statement of claim (the loans and the guarantee
// with their dates, a WhatsApp acknowledgment quoted, "AND the Plaintiff
// claims", "Dated the 4th day of June 2024.", counsel's name over "Counsel
// for the Plaintiff", the firm over "Solicitors for the Plaintiff", the
// plaintiff's statement of truth, "Filed on the ... by Messrs X"); the
// plaintiff's first affirmation (the marginal note at the top right with
// the party, the deponent, "1st", the exhibits and "12.7.2024", "I, X, of
// ..., merchandiser, do solemnly, sincerely and truly affirm and say as
// follows:-", the introducer named, exhibits "CWS-1" to "CWS-3", the jurat
// "AFFIRMED at the offices of ... this 12th day of July 2024." beside ")"
// rules, "Before me," over the solicitor's name and "Solicitor, Hong Kong
// SAR", the exhibit cover "This is the exhibit marked ... referred to in
// the Affirmation of X affirmed before me this ...", and the exhibited
// letter of demand: "Our Ref", "By Registered Post and By Hand", two
// addressees, "Attn: The Board of Directors", "Dear Sir/Madam,", "We act
// for", signed by a partner over "for and on behalf of" the firm, "c.c.
// Client"); and the decision ("HCA 802/2024" and "[2024] HKCFI 3187" in
// the running header, "Before: Deputy High Court Judge Benedict Yau in
// Court", "Date of Hearing:" / "Date of Decision:", "D E C I S I O N",
// the evidence by affirmation and date, the 1st defendant's affirmation
// only cited, the parties as "Ms Chow", "Mr Lai" and "HGG", cases cited,
// "(Benedict Yau) / Deputy High Court Judge", and "Mr A, instructed by B
// & Co., for the plaintiff" lines at the end).
// Conventions: as in kingsway-v-fortune-bay, the defendants the writ is
// addressed to ("To the Defendants:") are its recipients, and they are the
// addressees of the exhibited letter of demand too; the plaintiff, who
// signs the statement of claim's statement of truth and makes the
// affirmation, is its declarant; the partner who signs the letter is its
// sender and counsel, and counsel named in the pleadings and the decision
// are counsel; Hong Kong names are keyed English name first, as in
// "Tony Mak Kwok Leung" ("Vivian Chow Wing Sze" for "CHOW WING SZE
// VIVIAN"), without "Mr" / "Ms"; the deputy judge is keyed by his full
// name. A defendant whose affirmation the decision only cites is no
// declarant (as in penhallow-v-marchbank). The Chief Judge named as the
// writ's "WITNESS", the Registrar, the clerk who served the writ, the
// solicitor before whom the affirmation was made, the introducer, the
// unnamed client copied, the firms and the parties of cases cited are no
// parties. Every date printed is an event once per page (the marginal
// note's "12.7.2024" too).
func init() { specs = append(specs, chowlai) }

func chowlai() matterSpec {
	const (
		writF = "Writ of Summons HCA 802-2024.pdf"
		socF  = "Statement of Claim HCA 802-2024.pdf"
		affF  = "1st Affirmation of Chow Wing Sze Vivian.pdf"
		decF  = "Decision [2024] HKCFI 3187 (Order 14).pdf"
	)
	title := func(no string) []block {
		return []block{
			cb("IN THE HIGH COURT OF THE"), cb("HONG KONG SPECIAL ADMINISTRATIVE REGION"),
			cb("COURT OF FIRST INSTANCE"), cb(no),
			c("____________"), gap(),
			l("BETWEEN"), gap(),
			ls("                         CHOW WING SZE VIVIAN                                           Plaintiff", "",
				"                                                    and", "",
				"                         LAI KAM CHUEN                                                1st Defendant", "",
				"                         HARBOUR GOURMET GROUP LIMITED                      2nd Defendant"),
			c("____________"), gap(),
		}
	}

	writ := doc{name: writF, font: "Times", size: 11, footer: "%d",
		pages: []page{
			append([]block{r("HCA 802/2024")}, append(title("ACTION NO. 802 OF 2024"),
				cb("WRIT OF SUMMONS"), gap(),
				ls("To the Defendants:",
					"(1)  LAI KAM CHUEN, of Flat 12B, Block 2, Royal Ascot, 1 Tsun King Road, Sha Tin, New Territories;",
					"(2)  HARBOUR GOURMET GROUP LIMITED, whose registered office is at Unit 1805, 18/F,",
					"      Silvercord Tower 1, 30 Canton Road, Tsim Sha Tsui, Kowloon."),
				gap(),
				p("THIS WRIT OF SUMMONS has been issued against you by the above-named Plaintiff in respect of the claim set out on the back. Within 14 days after the service of this Writ on you, counting the day of service, you must either satisfy the claim or return to the Registry of the High Court the accompanying ACKNOWLEDGMENT OF SERVICE stating therein whether you intend to contest these proceedings. If you fail to do so, the Plaintiff may proceed with the action and judgment may be entered against you forthwith without further notice."),
				ls("Issued from the Registry of the High Court this 18th day of April 2024.", "",
					"WITNESS The Honourable Mr Justice Martin Sze Ka-chun, Chief Judge of the High Court.", "",
					"                                                                                                Registrar"),
				small(p("Note: This Writ may not be served later than 12 calendar months beginning with the above date unless renewed by order of the Court."), 9),
			)...),
			{
				r("HCA 802/2024"),
				cb("GENERAL INDORSEMENT OF CLAIM"), gap(),
				p("The Plaintiff's claim is against the 1st Defendant as borrower and against the 2nd Defendant as guarantor, jointly and severally, for:"),
				p("1. The sum of HK$4,800,000, being the principal of three loans made by the Plaintiff to the 1st Defendant on 8 June 2022 (HK$1,500,000), 15 September 2022 (HK$1,700,000) and 3 January 2023 (HK$1,600,000), each repayable within 12 months, and repayment of which the 2nd Defendant guaranteed by a deed of guarantee dated 8 June 2022, which sum remains due notwithstanding the Plaintiff's demand of 4 March 2024;"),
				p("2. Contractual interest at 8% per annum on each loan from the date of its advance until payment, further or alternatively interest pursuant to section 48 of the High Court Ordinance (Cap. 4);"),
				p("3. Costs; and"),
				p("4. Further or other relief."),
				ls("Dated the 18th day of April 2024.", "",
					"                                                                                          (Signed) Chiu & Fok",
					"                                                                                    Solicitors for the Plaintiff"),
				gap(),
				p("This Writ was issued by Messrs Chiu & Fok of Room 1203, 12/F, Printing House, 6 Duddell Street, Central, Hong Kong, Solicitors for the said Plaintiff, whose address is Flat A, 23/F, Tower 5, The Belcher's, 89 Pok Fu Lam Road, Hong Kong. (Ref: DF/LIT/24/0117)"),
				gap(),
				cb("INDORSEMENT OF SERVICE"),
				p("This Writ was served by me, Cheng Kwok Wai, at Flat 12B, Block 2, Royal Ascot, 1 Tsun King Road, Sha Tin, New Territories, on the 1st Defendant, LAI KAM CHUEN, by handing it to him personally on Tuesday the 7th day of May 2024."),
				ls("Indorsed the 8th day of May 2024.", "",
					"(Signed)  Cheng Kwok Wai",
					"(Address) Room 1203, 12/F, Printing House, 6 Duddell Street, Central, Hong Kong"),
			},
		}}

	soc := doc{name: socF, font: "Times", size: 11, footer: "- %d -",
		pages: []page{
			append([]block{r("HCA 802/2024")}, append(title("ACTION NO. 802 OF 2024"),
				cb("STATEMENT OF CLAIM"), c("____________"), gap(),
				p("1. The Plaintiff is a merchandiser residing in Hong Kong. The 1st Defendant was at all material times a director and the controlling shareholder of the 2nd Defendant, a company incorporated in Hong Kong which operates restaurants in Kowloon."),
				p("2. By a loan note dated 8 June 2022 signed by the 1st Defendant (\"the 1st Loan Note\"), the Plaintiff lent the 1st Defendant HK$1,500,000, which she paid to his account at the Bank of East Asia on the same day."),
				p("3. By a loan note dated 15 September 2022 (\"the 2nd Loan Note\"), the Plaintiff lent the 1st Defendant HK$1,700,000, paid on 16 September 2022."),
				p("4. By a loan note dated 3 January 2023 (\"the 3rd Loan Note\"), the Plaintiff lent the 1st Defendant HK$1,600,000, paid, at his written direction, to the 2nd Defendant's account on 4 January 2023."),
				p("5. Each Loan Note provided that the loan was repayable within 12 months of its date, with interest at 8% per annum."),
				p("6. By a deed of guarantee dated 8 June 2022 (\"the Guarantee\"), executed under its common seal, the 2nd Defendant guaranteed the repayment of all sums lent or to be lent by the Plaintiff to the 1st Defendant, with interest."),
			)...),
			{
				p("7. By a WhatsApp message sent to the Plaintiff on 20 November 2023, the 1st Defendant acknowledged the debt, writing: \"I know I owe you the 3.2 million from the first two loans and I will pay, please give me until after Chinese New Year.\""),
				p("8. By letter of her solicitors dated 4 March 2024 the Plaintiff demanded payment from both Defendants. In breach of the Loan Notes and of the Guarantee, neither has paid any part of the principal or interest."),
				p("AND the Plaintiff claims against the 1st and 2nd Defendants jointly and severally:"),
				p("(1) HK$4,800,000; (2) contractual interest at 8% per annum, alternatively interest pursuant to section 48 of the High Court Ordinance (Cap. 4); (3) costs; (4) further or other relief."),
				ls("Dated the 4th day of June 2024.", "",
					"                                                                                 (Signed) Vincent Kwan",
					"                                                                                 Counsel for the Plaintiff", "",
					"                                                                                 (Signed) Chiu & Fok",
					"                                                                                 Solicitors for the Plaintiff"),
				gap(),
				cb("STATEMENT OF TRUTH"),
				p("I believe that the facts stated in this Statement of Claim are true."),
				ls("                                                                                 (Signed) ____________________",
					"                                                                                 CHOW WING SZE VIVIAN",
					"                                                                                 Plaintiff",
					"                                                                                 Dated the 4th day of June 2024"),
				gap(),
				small(p("Filed on the 4th day of June 2024 by Messrs Chiu & Fok, Solicitors for the Plaintiff, of Room 1203, 12/F, Printing House, 6 Duddell Street, Central, Hong Kong. Ref: DF/LIT/24/0117. Tel: 2525 3301."), 9.5),
			},
		}}

	aff := doc{name: affF, font: "Times", size: 11, footer: "- %d -",
		pages: []page{
			append([]block{
				small(ls("                                                                                            Plaintiff",
					"                                                                                            Chow Wing Sze Vivian",
					"                                                                                            1st",
					"                                                                                            \"CWS-1\" to \"CWS-3\"",
					"                                                                                            12.7.2024"), 9),
				gap(),
			}, append(title("ACTION NO. 802 OF 2024"),
				cb("1ST AFFIRMATION OF CHOW WING SZE VIVIAN"), c("____________"), gap(),
				p("I, CHOW WING SZE VIVIAN, of Flat A, 23/F, Tower 5, The Belcher's, 89 Pok Fu Lam Road, Hong Kong, merchandiser, do solemnly, sincerely and truly affirm and say as follows:-"),
				p("1. I am the Plaintiff in this action. The facts and matters deposed to in this affirmation are within my own knowledge, save where otherwise stated, and are true. I make this affirmation in support of my summons dated 12 July 2024 for summary judgment against the Defendants under Order 14 of the Rules of the High Court (Cap. 4A)."),
				p("2. I came to know the 1st Defendant in about 2019 through a mutual friend, Madam Yip Suk Han, who had worked for one of his restaurants. In 2022 he told me that the 2nd Defendant needed working capital and asked me for personal loans."),
				p("3. I lent the 1st Defendant HK$1,500,000 on 8 June 2022, HK$1,700,000 on 15 September 2022 and HK$1,600,000 on 3 January 2023. There are now produced and shown to me marked \"CWS-1\" true copies of the three loan notes, each signed by him, and of my bank's remittance records."),
			)...),
			{
				p("4. On 8 June 2022 the 2nd Defendant executed the Guarantee. Its common seal was affixed in the presence of the 1st Defendant, who signed as director. There is now produced and shown to me marked \"CWS-2\" a true copy of the Guarantee."),
				p("5. None of the loans was repaid when due. On 20 November 2023 the 1st Defendant sent me a WhatsApp message, in Chinese, which I translate as: \"I know I owe you the 3.2 million from the first two loans and I will pay, please give me until after Chinese New Year.\" A screenshot and certified translation are in \"CWS-1\"."),
				p("6. On 4 March 2024 my solicitors wrote to both Defendants demanding payment. There is now produced and shown to me marked \"CWS-3\" a true copy of that letter. Neither Defendant replied."),
				p("7. I verily believe that the Defendants have no defence to my claim and I respectfully ask the Court to enter judgment against them for HK$4,800,000 with interest and costs."),
				gap(),
				ls("AFFIRMED at the offices of Messrs Ng & Ho,        )",
					"Solicitors, Room 902, 9/F, Central Building,           )",
					"1-3 Pedder Street, Central, Hong Kong                 )",
					"this 12th day of July 2024.                                 )          ______________________",
					"                                                                      )          Chow Wing Sze Vivian",
					"Before me,",
					"",
					"(Signed)",
					"Ng Siu Fan",
					"Solicitor, Hong Kong SAR"),
				gap(),
				small(l("This affirmation is filed on behalf of the Plaintiff by Messrs Chiu & Fok, Solicitors for the Plaintiff."), 9.5),
			},
			{
				cb("\"CWS-3\""), gap(),
				small(c("This is the exhibit marked \"CWS-3\" referred to in the Affirmation of Chow Wing Sze Vivian"), 9.5),
				small(c("affirmed before me this 12th day of July 2024.     Before me, Ng Siu Fan, Solicitor, Hong Kong SAR"), 9.5),
				c("____________________________________________"), gap(),
				cb("CHIU & FOK"), c("SOLICITORS & NOTARIES"),
				small(c("Room 1203, 12/F, Printing House, 6 Duddell Street, Central, Hong Kong  |  Tel: 2525 3301  |  Fax: 2525 3399"), 8.5),
				gap(),
				ls("Our Ref: DF/LIT/24/0117", "", "4 March 2024", "",
					"By Registered Post and By Hand", "",
					"Mr Lai Kam Chuen",
					"Flat 12B, Block 2, Royal Ascot, 1 Tsun King Road, Sha Tin, New Territories", "",
					"Harbour Gourmet Group Limited",
					"Unit 1805, 18/F, Silvercord Tower 1, 30 Canton Road, Tsim Sha Tsui, Kowloon",
					"Attn: The Board of Directors"),
				gap(),
				l("Dear Sir/Madam,"),
				l("Re:  Loans of HK$4,800,000 made by Ms Chow Wing Sze Vivian"),
				p("We act for Ms Chow Wing Sze Vivian (\"our client\"). Our client lent Mr Lai Kam Chuen HK$1,500,000 on 8 June 2022, HK$1,700,000 on 15 September 2022 and HK$1,600,000 on 3 January 2023, each repayable within 12 months with interest at 8% per annum. Harbour Gourmet Group Limited guaranteed repayment by a deed dated 8 June 2022. All three loans are overdue."),
				p("We hereby DEMAND that you pay our client HK$4,800,000, together with interest, within 7 days of the date of this letter, failing which our client will commence legal proceedings against you without further notice."),
				ls("Yours faithfully,", "", "",
					"Derek Fok",
					"Partner",
					"for and on behalf of",
					"CHIU & FOK", "",
					"c.c. Client"),
			},
		}}

	dec := doc{name: decF, font: "Times", size: 11, unicode: true,
		header: "HCA 802/2024                                                                                              [2024] HKCFI 3187",
		footer: "- %d -",
		pages: []page{
			append(title("ACTION NO 802 OF 2024"),
				ls("Before: Deputy High Court Judge Benedict Yau in Court",
					"Date of Hearing: 29 October 2024",
					"Date of Decision: 15 November 2024"),
				c("_______________________________"), gap(),
				cb("D E C I S I O N"), c("_______________________________"), gap(),
				p("1. This is the plaintiff's summons dated 12 July 2024 for summary judgment under Order 14 against the 1st defendant (\"Mr Lai\") on three loan notes and against the 2nd defendant (\"HGG\") on its guarantee. The evidence consists of the plaintiff's 1st affirmation of 12 July 2024 and her 2nd affirmation of 30 September 2024, and for the defendants the affirmation of Mr Lai made on 9 September 2024."),
				p("2. The plaintiff (\"Ms Chow\") lent Mr Lai HK$1.5 million on 8 June 2022, HK$1.7 million on 15 September 2022 and HK$1.6 million on 3 January 2023. HGG executed a deed of guarantee dated 8 June 2022. Ms Chow's solicitors demanded payment on 4 March 2024 and the writ was issued on 18 April 2024."),
			),
			{
				l("The first two loans"),
				p("3. Mr Lai accepts that he received the first two sums but says they were Ms Chow's capital contribution to a restaurant in Tsim Sha Tsui that HGG was to open with her. The loan notes, which he signed, say the opposite, and his WhatsApp message of 20 November 2023 (\"I know I owe you the 3.2 million from the first two loans\") is fatal to the suggestion. A defence that is contradicted by the defendant's own contemporaneous documents is not credible: Man Earn Ltd v Wing Ting Fung [1995] 2 HKC 548."),
				l("The third loan"),
				p("4. The third loan is different. The money was paid to HGG, not to Mr Lai, and Mr Lai says that he signed the third loan note in blank at the request of Madam Yip, who introduced the parties. Ms Chow's 2nd affirmation does not answer that directly. The defence is shadowy, but I cannot say it is fanciful. There will be leave to defend on condition that the defendants pay HK$800,000 into court within 28 days."),
				l("The guarantee"),
				p("5. HGG says that its articles required two directors to authorise a guarantee. Ms Chow was entitled to assume that the internal requirements had been complied with, and section 117 of the Companies Ordinance (Cap. 622) protects her. HGG has no defence as to the first two loans."),
				l("Orders"),
				p("6. There will be judgment for the plaintiff against the 1st and 2nd defendants, jointly and severally, for HK$3,200,000 with interest at 8% per annum from 4 March 2024 until judgment and thereafter at judgment rate. As to the balance, the defendants have leave to defend on the condition stated. There will be a costs order nisi that the defendants pay the plaintiff's costs of the summons, with certificate for counsel."),
				gap(), gap(),
				ls("                                                                                        (Benedict Yau)",
					"                                                                                Deputy High Court Judge"),
				gap(),
				p("Mr Vincent Kwan, instructed by Chiu & Fok, for the plaintiff"),
				p("Ms Sharon Lui, instructed by K.W. Tang & Co., for the 1st and 2nd defendants"),
			},
		}}

	return matterSpec{
		name: "chow-v-lai-kam-chuen", title: "Chow Wing Sze Vivian v Lai Kam Chuen & Another (Court of First Instance, HCA 802/2024)", heldOut: true,
		firstSight: &Figures{PartyTruth: 11, PartyFound: 13, PartyCorrect: 9, EventTruth: 41, EventHits: 41, Grounded: 1}, // at a1b5178
		docs:       []doc{writ, soc, aff, dec},
		parties: []Party{
			{"Vivian Chow Wing Sze", "plaintiff"},
			{"Vivian Chow Wing Sze", "declarant"}, // the statement of truth and the affirmation
			{"Lai Kam Chuen", "defendant"},
			{"Lai Kam Chuen", "recipient"}, // the writ's "To the Defendants:" and the letter of demand
			{"Harbour Gourmet Group Limited", "defendant"},
			{"Harbour Gourmet Group Limited", "recipient"},
			{"Vincent Kwan", "counsel"},
			{"Sharon Lui", "counsel"},
			{"Derek Fok", "counsel"}, // partner of the plaintiff's solicitors
			{"Derek Fok", "sender"},  // exhibit CWS-3
			{"Benedict Yau", "judge"},
		},
		events: []Event{
			{"2024-04-18", writF, 1},
			{"2022-06-08", writF, 2},
			{"2022-09-15", writF, 2},
			{"2023-01-03", writF, 2},
			{"2024-03-04", writF, 2},
			{"2024-04-18", writF, 2},
			{"2024-05-07", writF, 2},
			{"2024-05-08", writF, 2},
			{"2022-06-08", socF, 1},
			{"2022-09-15", socF, 1},
			{"2022-09-16", socF, 1},
			{"2023-01-03", socF, 1},
			{"2023-01-04", socF, 1},
			{"2023-11-20", socF, 2},
			{"2024-03-04", socF, 2},
			{"2024-06-04", socF, 2},
			{"2024-07-12", affF, 1},
			{"2022-06-08", affF, 1},
			{"2022-09-15", affF, 1},
			{"2023-01-03", affF, 1},
			{"2022-06-08", affF, 2},
			{"2023-11-20", affF, 2},
			{"2024-03-04", affF, 2},
			{"2024-07-12", affF, 2},
			{"2024-07-12", affF, 3},
			{"2024-03-04", affF, 3},
			{"2022-06-08", affF, 3},
			{"2022-09-15", affF, 3},
			{"2023-01-03", affF, 3},
			{"2024-10-29", decF, 1},
			{"2024-11-15", decF, 1},
			{"2024-07-12", decF, 1},
			{"2024-09-30", decF, 1},
			{"2024-09-09", decF, 1},
			{"2022-06-08", decF, 1},
			{"2022-09-15", decF, 1},
			{"2023-01-03", decF, 1},
			{"2024-03-04", decF, 1},
			{"2024-04-18", decF, 1},
			{"2023-11-20", decF, 2},
			{"2024-03-04", decF, 2},
		},
	}
}
