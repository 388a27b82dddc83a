package samples

// DEV SET (held out at first sight): a civil action in the High Court of
// Lagos State (Ikeja Judicial Division) for the refund of the price of an
// off-plan flat. The writ of summons under the 2019 Civil Procedure Rules
// ("IN THE HIGH COURT OF LAGOS STATE / IN THE IKEJA JUDICIAL DIVISION /
// HOLDEN AT IKEJA", "SUIT NO: ID/2187GCM/2023", "BETWEEN ... CLAIMANT /
// AND / 1. ... 2. ... DEFENDANTS" with dotted leaders, "To the Defendants:"
// each "of" an address, the command to enter an appearance "at the suit
// of" the claimant, "DATED this 14th day of March 2023", the registrar's
// line, the endorsement of claim in lettered reliefs, "This writ was issued
// by X, Legal Practitioner for the Claimant, whose address for service
// is", and a blank endorsement of service); the statement of claim
// (numbered averments, "WHEREOF the Claimant claims", signed over the
// firm as "Claimant's Counsel" with the NBA stamp and seal and "FOR SERVICE
// ON:" the defendants); the claimant's witness statement on oath ("I, X,
// Male, Christian, Nigerian citizen, of ..., do hereby make oath and state
// as follows", "DEPONENT", "SWORN TO at the High Court Registry, Ikeja ...
// BEFORE ME / COMMISSIONER FOR OATHS"); and the judgment of "HON. JUSTICE
// X" ("ON THURSDAY, THE 27TH DAY OF JUNE, 2024", "BEFORE HIS LORDSHIP" /
// "HER LORDSHIP", "APPEARANCES: X Esq. for the Claimant; Y Esq. with Z
// Esq. for the Defendants", witnesses by CW1, CW2 and DW1, "JUDGE" under
// the name). Conventions: a claimant is the plaintiff; a claimant who
// makes a witness statement on oath is its declarant and, having adopted
// it and been cross-examined, a witness; the defendants a writ is
// addressed to ("To the Defendants:") are its recipients, as a petition's
// "TO BE SERVED UPON" parties are; the legal practitioner who issues the
// writ and signs the pleading is counsel; the registrar, the commissioner
// for oaths and a chieftaincy title ("Chief") are no parties and no part
// of a name; a firm named only in an address for service is no party.
func init() { specs = append(specs, balogun) }

func balogun() matterSpec {
	heading := func(title string) []block {
		return []block{
			cb("IN THE HIGH COURT OF LAGOS STATE"),
			cb("IN THE IKEJA JUDICIAL DIVISION"),
			cb("HOLDEN AT IKEJA"), gap(),
			r("SUIT NO: ID/2187GCM/2023"), gap(),
			l("BETWEEN:"),
			ls("OLUWASEUN ADEKUNLE BALOGUN  ..........................................  CLAIMANT",
				"",
				"                                          AND",
				"",
				"1. ZENITHPOINT PROPERTIES LIMITED",
				"2. CHIEF IKECHUKWU OBINNA ANOZIE  ...................................  DEFENDANTS"),
			gap(),
			cb(title), gap(),
		}
	}
	nbaSeal := ls("", "                                        +-----------------------------------------+",
		"                                        |  NIGERIAN BAR ASSOCIATION               |",
		"                                        |  Babatunde Ogunleye                     |",
		"                                        |  SCN 048127        STAMP AND SEAL       |",
		"                                        +-----------------------------------------+")

	writPage1 := append(heading("GENERAL FORM OF WRIT OF SUMMONS"),
		l("To the Defendants:"),
		ls("1. ZENITHPOINT PROPERTIES LIMITED of Plot 14, Admiralty Way, Lekki Phase 1, Lagos State.",
			"2. CHIEF IKECHUKWU OBINNA ANOZIE of 9 Bourdillon Road, Ikoyi, Lagos State."),
		gap(),
		p("You are hereby commanded that within forty-two (42) days after the service of this writ on you, inclusive of the day of service, you do cause an appearance to be entered for you in an action at the suit of OLUWASEUN ADEKUNLE BALOGUN; and take notice that in default of your so doing the Claimant may proceed therein and judgment may be given in your absence."),
		l("DATED this 14th day of March 2023."),
		gap(),
		ls("                                                            ....................................",
			"                                                                       REGISTRAR"),
		gap(),
		small(p("MEMORANDUM TO BE SUBSCRIBED ON THE WRIT: N.B. This writ is to be served within six calendar months from the date thereof, or if renewed, within three calendar months from the date of the last renewal, including the day of such date and not afterwards. The Defendants may enter appearance personally or by a legal practitioner either by handing in the appropriate forms duly completed at the Registry of the High Court of the Judicial Division in which the action is brought or by sending them to that Registry by registered post."), 9),
	)

	writ := doc{name: "Writ of Summons ID-2187GCM-2023.pdf", font: "Times", size: 11,
		pages: []page{
			writPage1,
			{
				cb("ENDORSEMENT OF CLAIM"), gap(),
				p("The Claimant's claim against the Defendants jointly and severally is for:"),
				p("(a) A DECLARATION that the Defendants are in fundamental breach of the Contract of Sale dated 12th April 2021 for Flat 3B, Block C, Zenithpoint Gardens Estate, Lekki, Lagos State."),
				p("(b) The sum of N45,000,000.00 (Forty-Five Million Naira) being the purchase price paid by the Claimant to the 1st Defendant on 12th April 2021 and 3rd August 2021 for the said flat, which the Defendants failed to deliver by 30th June 2022 or at all."),
				p("(c) General damages of N20,000,000.00 (Twenty Million Naira) for breach of contract."),
				p("(d) Interest on the sum of N45,000,000.00 at the rate of 21% per annum from 1st July 2022 until judgment, and thereafter at 10% per annum until final liquidation of the judgment sum."),
				p("(e) N3,500,000.00 (Three Million Five Hundred Thousand Naira) as the cost of this action."),
				gap(),
				p("This writ was issued by BABATUNDE OGUNLEYE, Esq., Legal Practitioner for the Claimant, whose address for service is Ogunleye, Ajayi & Co., 23 Obafemi Awolowo Way, Ikeja, Lagos State. The Claimant resides at 7 Ogundana Street, off Allen Avenue, Ikeja, Lagos State."),
				gap(),
				cb("ENDORSEMENT TO BE MADE ON COPY OF WRIT FORTHWITH AFTER SERVICE"),
				ls("This writ was served by me at ........................................ on the Defendant",
					"......................................................... on the ........ day of .................. 20.....",
					"",
					"Signed ......................................",
					"Address ....................................."),
			},
		}}

	claimPage1 := append(heading("STATEMENT OF CLAIM"),
		p("1. The Claimant is a businessman and resides at 7 Ogundana Street, off Allen Avenue, Ikeja, Lagos State."),
		p("2. The 1st Defendant is a limited liability company incorporated in Nigeria which carries on the business of real estate development at Plot 14, Admiralty Way, Lekki Phase 1, Lagos State. The 2nd Defendant is the Managing Director and alter ego of the 1st Defendant."),
		p("3. By a Contract of Sale dated 12th April 2021 the 1st Defendant, acting by the 2nd Defendant, agreed to sell to the Claimant Flat 3B, Block C, Zenithpoint Gardens Estate, Lekki, for N45,000,000.00 and to deliver the completed flat on or before 30th June 2022."),
		p("4. The Claimant paid N25,000,000.00 on 12th April 2021 and the balance of N20,000,000.00 on 3rd August 2021. The receipts issued by the 1st Defendant shall be relied upon at the trial."),
		p("5. The Defendants did not deliver the flat by 30th June 2022. When the Claimant visited the site on 14th October 2022 the building had not risen above its foundation."),
	)
	claim := doc{name: "Statement of Claim ID-2187GCM-2023.pdf", font: "Times", size: 11,
		pages: []page{
			claimPage1,
			{
				p("6. By a letter of demand dated 17th January 2023 written by the Claimant's Counsel, the Claimant demanded the refund of the purchase price within fourteen days. The Defendants neither replied nor refunded any sum. The Claimant shall rely on the said letter at the trial."),
				p("7. The 2nd Defendant personally assured the Claimant at a meeting at the 1st Defendant's office on 2nd February 2023 that the money would be refunded, but nothing was paid."),
				p("WHEREOF the Claimant claims against the Defendants jointly and severally as per the Writ of Summons, namely the declaration, the sum of N45,000,000.00, general damages of N20,000,000.00, interest and costs."),
				gap(),
				l("DATED this 14th day of March 2023."),
				gap(),
				ls("                                                            ....................................",
					"                                                            BABATUNDE OGUNLEYE, ESQ.",
					"                                                            Claimant's Counsel",
					"                                                            OGUNLEYE, AJAYI & CO.",
					"                                                            23 Obafemi Awolowo Way,",
					"                                                            Ikeja, Lagos State.",
					"                                                            08035550912"),
				nbaSeal,
				gap(),
				l("FOR SERVICE ON:"),
				ls("1. The 1st Defendant, Zenithpoint Properties Limited, Plot 14, Admiralty Way, Lekki Phase 1, Lagos.",
					"2. The 2nd Defendant, Chief Ikechukwu Obinna Anozie, 9 Bourdillon Road, Ikoyi, Lagos."),
			},
		}}

	wsPage1 := append(heading("CLAIMANT'S WITNESS STATEMENT ON OATH"),
		p("I, Oluwaseun Adekunle Balogun, Male, Christian, Nigerian citizen, of 7 Ogundana Street, off Allen Avenue, Ikeja, Lagos State, businessman, do hereby make oath and state as follows:"),
		p("1. That I am the Claimant in this suit and by virtue of that position I am conversant with the facts of this case."),
		p("2. That on 12th April 2021 I executed a Contract of Sale with the 1st Defendant for Flat 3B, Block C, Zenithpoint Gardens Estate, Lekki. The 2nd Defendant signed the contract for the 1st Defendant."),
		p("3. That I paid N25,000,000.00 to the 1st Defendant on 12th April 2021 and N20,000,000.00 on 3rd August 2021, and the 1st Defendant issued receipts for both payments."),
	)
	ws := doc{name: "Claimant's Witness Statement on Oath.pdf", font: "Times", size: 11,
		pages: []page{
			wsPage1,
			{
				p("4. That the 1st Defendant undertook to deliver the completed flat on or before 30th June 2022 but failed to do so."),
				p("5. That on 14th October 2022 I visited the site in the company of my quantity surveyor, Mr. Rotimi Alabi, and saw that the building had not risen above its foundation."),
				p("6. That my counsel wrote a letter of demand to the Defendants on 17th January 2023, and on 2nd February 2023 the 2nd Defendant assured me in his office that my money would be refunded. Nothing has been refunded till date."),
				p("7. That I make this solemn declaration conscientiously believing the contents to be true and in accordance with the Oaths Act."),
				gap(),
				ls("                                                            ....................................",
					"                                                                        DEPONENT"),
				gap(),
				ls("SWORN TO at the High Court Registry, Ikeja, Lagos",
					"this 14th day of March 2023",
					"",
					"BEFORE ME",
					"",
					"....................................",
					"COMMISSIONER FOR OATHS"),
			},
		}}

	judgment := doc{name: "Judgment ID-2187GCM-2023.pdf", font: "Times", size: 11,
		pages: []page{
			{
				cb("IN THE HIGH COURT OF LAGOS STATE"),
				cb("IN THE IKEJA JUDICIAL DIVISION"),
				cb("HOLDEN AT IKEJA"), gap(),
				cb("ON THURSDAY, THE 27TH DAY OF JUNE, 2024"), gap(),
				cb("BEFORE HER LORDSHIP, THE HONOURABLE JUSTICE F. O. ADENIRAN-COLE"),
				cb("JUDGE"), gap(),
				r("SUIT NO: ID/2187GCM/2023"), gap(),
				l("BETWEEN:"),
				ls("OLUWASEUN ADEKUNLE BALOGUN  ..........................................  CLAIMANT",
					"",
					"                                          AND",
					"",
					"1. ZENITHPOINT PROPERTIES LIMITED",
					"2. CHIEF IKECHUKWU OBINNA ANOZIE  ...................................  DEFENDANTS"),
				gap(),
				cb("JUDGMENT"), gap(),
				p("The Claimant commenced this action by a Writ of Summons filed on 14th March 2023 together with a Statement of Claim, his witness statement on oath and the list of documents, claiming the reliefs endorsed on the writ. The Defendants entered appearance and filed a joint Statement of Defence on 22nd May 2023, in which they pleaded that the delay was caused by the scarcity of building materials and that the contract provided for an extension of time."),
				p("Trial commenced on 9th November 2023. The Claimant testified as CW1, adopted his witness statement on oath and tendered the Contract of Sale and the two receipts, admitted as Exhibits C1 to C3. Mr. Rotimi Alabi, a quantity surveyor, testified as CW2. The Defendants called one witness, Mr. Segun Afolabi, the 1st Defendant's Head of Sales, who testified as DW1 on 21st February 2024. The 2nd Defendant did not testify."),
			},
			{
				p("Final written addresses were filed and adopted on 8th May 2024. The sole issue for determination is whether the Claimant is entitled to the refund of the purchase price and damages."),
				p("The Contract of Sale (Exhibit C1) fixed 30th June 2022 as the date of delivery. Clause 9, on which the Defendants rely, permits an extension only by written notice to the purchaser, and DW1 admitted under cross-examination that no such notice was given. CW2's evidence that the building had not risen above its foundation on 14th October 2022 was not shaken. I find that the 1st Defendant is in fundamental breach of the contract and that the Claimant was entitled to treat the contract as at an end by his counsel's letter of 17th January 2023."),
				p("The claim against the 2nd Defendant fails. He signed the contract as the 1st Defendant's Managing Director and there is no evidence to pierce the veil of incorporation. The claim against him is dismissed."),
				p("Judgment is entered for the Claimant against the 1st Defendant as follows:"),
				p("1. It is declared that the 1st Defendant is in fundamental breach of the Contract of Sale dated 12th April 2021."),
				p("2. The 1st Defendant shall refund to the Claimant the sum of N45,000,000.00 with interest at 15% per annum from 1st July 2022 until today, and thereafter at 10% per annum until the judgment sum is liquidated."),
				p("3. The 1st Defendant shall pay the Claimant N5,000,000.00 as general damages and N1,500,000.00 as costs."),
				gap(),
				ls("                                                  ...........................................",
					"                                                  HON. JUSTICE FOLASHADE O. ADENIRAN-COLE",
					"                                                                        JUDGE",
					"                                                                   27/06/2024"),
				gap(),
				l("APPEARANCES:"),
				ls("B. Ogunleye Esq. for the Claimant;",
					"K. C. Nwosu Esq. with A. I. Danjuma Esq. for the Defendants."),
			},
		}}

	return matterSpec{
		name: "balogun-v-zenithpoint", title: "Balogun v. Zenithpoint Properties Limited & Anor (Suit No. ID/2187GCM/2023)", heldOut: true,
		firstSight: &Figures{PartyTruth: 13, PartyFound: 12, PartyCorrect: 9, EventTruth: 31, EventHits: 31, Grounded: 1}, // at 1a3ce40
		docs:       []doc{writ, claim, ws, judgment},
		parties: []Party{
			{"Oluwaseun Adekunle Balogun", "plaintiff"}, // the claimant
			{"Oluwaseun Adekunle Balogun", "declarant"}, // witness statement on oath
			{"Oluwaseun Adekunle Balogun", "witness"},   // CW1
			{"Zenithpoint Properties Limited", "defendant"},
			{"Zenithpoint Properties Limited", "recipient"}, // "To the Defendants:"
			{"Ikechukwu Obinna Anozie", "defendant"},
			{"Ikechukwu Obinna Anozie", "recipient"},
			{"Babatunde Ogunleye", "counsel"},
			{"K. C. Nwosu", "counsel"},
			{"A. I. Danjuma", "counsel"},
			{"Folashade O. Adeniran-Cole", "judge"},
			{"Rotimi Alabi", "witness"},  // CW2
			{"Segun Afolabi", "witness"}, // DW1
		},
		events: []Event{
			{"2023-03-14", "Writ of Summons ID-2187GCM-2023.pdf", 1},
			{"2021-04-12", "Writ of Summons ID-2187GCM-2023.pdf", 2},
			{"2021-08-03", "Writ of Summons ID-2187GCM-2023.pdf", 2},
			{"2022-06-30", "Writ of Summons ID-2187GCM-2023.pdf", 2},
			{"2022-07-01", "Writ of Summons ID-2187GCM-2023.pdf", 2},
			{"2021-04-12", "Statement of Claim ID-2187GCM-2023.pdf", 1},
			{"2022-06-30", "Statement of Claim ID-2187GCM-2023.pdf", 1},
			{"2021-08-03", "Statement of Claim ID-2187GCM-2023.pdf", 1},
			{"2022-10-14", "Statement of Claim ID-2187GCM-2023.pdf", 1},
			{"2023-01-17", "Statement of Claim ID-2187GCM-2023.pdf", 2},
			{"2023-02-02", "Statement of Claim ID-2187GCM-2023.pdf", 2},
			{"2023-03-14", "Statement of Claim ID-2187GCM-2023.pdf", 2},
			{"2021-04-12", "Claimant's Witness Statement on Oath.pdf", 1},
			{"2021-08-03", "Claimant's Witness Statement on Oath.pdf", 1},
			{"2022-06-30", "Claimant's Witness Statement on Oath.pdf", 2},
			{"2022-10-14", "Claimant's Witness Statement on Oath.pdf", 2},
			{"2023-01-17", "Claimant's Witness Statement on Oath.pdf", 2},
			{"2023-02-02", "Claimant's Witness Statement on Oath.pdf", 2},
			{"2023-03-14", "Claimant's Witness Statement on Oath.pdf", 2},
			{"2024-06-27", "Judgment ID-2187GCM-2023.pdf", 1},
			{"2023-03-14", "Judgment ID-2187GCM-2023.pdf", 1},
			{"2023-05-22", "Judgment ID-2187GCM-2023.pdf", 1},
			{"2023-11-09", "Judgment ID-2187GCM-2023.pdf", 1},
			{"2024-02-21", "Judgment ID-2187GCM-2023.pdf", 1},
			{"2024-05-08", "Judgment ID-2187GCM-2023.pdf", 2},
			{"2022-06-30", "Judgment ID-2187GCM-2023.pdf", 2},
			{"2022-10-14", "Judgment ID-2187GCM-2023.pdf", 2},
			{"2023-01-17", "Judgment ID-2187GCM-2023.pdf", 2},
			{"2021-04-12", "Judgment ID-2187GCM-2023.pdf", 2},
			{"2022-07-01", "Judgment ID-2187GCM-2023.pdf", 2},
			{"2024-06-27", "Judgment ID-2187GCM-2023.pdf", 2},
		},
	}
}
