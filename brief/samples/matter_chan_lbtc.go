package samples

// DEV SET (held out at first sight): a claim in the Labour Tribunal of
// Hong Kong by a waitress summarily dismissed by a restaurant company. The
// claim on the Tribunal's Form 1 (the form's number and the Ordinance,
// "Claim No. LBTC 2871/2024", boxed parts "PART I - PARTICULARS OF
// CLAIMANT" and "PART II - PARTICULARS OF DEFENDANT" with label and value
// on one line, surnames in capitals first ("CHAN Siu Ying"), the dates of
// employment and dismissal, an itemised table of the sums claimed in HK$,
// "DECLARATION" with the claimant's signature and date, the "FOR OFFICIAL
// USE" box with the tribunal officer and the call-over date); the tribunal
// officer's notes of the defendant's reply ("Notes of Tribunal Officer",
// the officer's name and post at the top, a meeting with the defendant's
// director, "Witnesses to be called:" for each side, the officer's
// signature); and the presiding officer's decision and award ("IN THE
// LABOUR TRIBUNAL OF THE HONG KONG SPECIAL ADMINISTRATIVE REGION",
// "BETWEEN / X / Claimant / and / Y / Defendant", "Before: Presiding
// Officer Ms X", "Date of Hearing:", "Date of Decision:", "REASONS FOR
// DECISION" in numbered paragraphs, witnesses heard for each side, the
// "AWARD" with a payment date, "( X ) / Presiding Officer / Labour
// Tribunal").
// Conventions: the claimant is the plaintiff (as FINRA claimants are) and,
// as the signer of the claim's declaration, its declarant, and she gave
// evidence, so a witness; the employer is the defendant; the director who
// appears for the company (lawyers may not appear in the Tribunal) is its
// counsel, and as he gave evidence a witness; the co-worker and the
// restaurant manager who gave evidence are witnesses; the presiding
// officer is the judge. The tribunal officer and the Labour Department's
// conciliation officer are no parties.
func init() { specs = append(specs, chanLbtc) }

func chanLbtc() matterSpec {
	const (
		clmF = "Form 1 Claim LBTC 2871-2024.pdf"
		notF = "Tribunal Officer Notes LBTC 2871-2024.pdf"
		decF = "Decision and Award LBTC 2871-2024.pdf"
	)
	clm := doc{name: clmF, font: "Helvetica", size: 9.5, footer: "Form 1 (Labour Tribunal Ordinance, Cap. 25, section 14)",
		pages: []page{{
			ls("LABOUR TRIBUNAL                                                                   Form 1",
				"HONG KONG SPECIAL ADMINISTRATIVE REGION                              Claim No. LBTC 2871/2024"),
			gap(),
			cb("CLAIM"), gap(),
			l("PART I - PARTICULARS OF CLAIMANT"),
			ls("Name (Surname first):             CHAN Siu Ying",
				"Sex:  F                           H.K. Identity Card No.:  Y8xxxxx(x)",
				"Address:                          Flat 1207, 12/F, Block C, Lok Wah Estate, Kwun Tong, Kowloon",
				"Tel. No.:                         9xxx 6621"),
			gap(),
			l("PART II - PARTICULARS OF DEFENDANT"),
			ls("Name:                             GOLDEN LOTUS CATERING LIMITED",
				"Business address:                 Shop 3, G/F, 18 Tung Choi Street, Mong Kok, Kowloon",
				"Business registration No.:        6xxxxxxx-000"),
			gap(),
			l("PART III - PARTICULARS OF EMPLOYMENT"),
			ls("Post held:                        Senior waitress",
				"Date of commencement:             1 March 2019",
				"Date of termination:              15 June 2024",
				"Manner of termination:            Summary dismissal by the Defendant",
				"Wages:                            HK$16,800.00 per month"),
			gap(),
			l("PART IV - PARTICULARS OF CLAIM"),
			ls("Item   Nature of claim                                         Period                              Amount (HK$)",
				"1.     Wages in lieu of notice                                 one month                              16,800.00",
				"2.     Severance payment                                      1.3.2019 - 15.6.2024                43,680.00",
				"3.     Pay for untaken annual leave                            12 days                                 6,720.00",
				"4.     Statutory holiday pay                                   4 days                                  2,240.00",
				"                                                                                      Total            69,440.00"),
			gap(),
			p("Brief statement of claim: I worked for the Defendant's restaurant from 1 March 2019. On 15 June 2024 the manager told me I was dismissed at once for taking money from the tips box. I did not take any money. The Defendant paid me only my wages up to 15 June 2024 and refused to pay anything else. The case was referred by the Labour Relations Division after conciliation failed on 20 June 2024."),
			gap(),
			l("DECLARATION"),
			p("I declare that the information given in this claim is true to the best of my knowledge and belief."),
			ls("Signature of Claimant:   Chan Siu Ying                          Date:  28 June 2024"),
			gap(),
			ls("+--------------------------------------- FOR OFFICIAL USE ---------------------------------------+",
				"|  Date of filing:  28.6.2024         Tribunal Officer:  Mr LEUNG Ka Wai (TO 14)                    |",
				"|  Call-over hearing:  19 August 2024 at 9:30 a.m., Court No. 5, Labour Tribunal, 10 Gascoigne Road  |",
				"+-----------------------------------------------------------------------------------------------+"),
		}}}

	notes := doc{name: notF, font: "Courier", size: 9.5,
		pages: []page{{
			ls("LABOUR TRIBUNAL                                  LBTC 2871/2024",
				"NOTES OF TRIBUNAL OFFICER",
				"Tribunal Officer: LEUNG Ka Wai (TO 14)           Date: 23 July 2024"),
			gap(),
			ls("Parties:   CHAN Siu Ying (Claimant)",
				"           Golden Lotus Catering Limited (Defendant)"),
			gap(),
			p("1. Defendant's director Mr NG Wing Hong attended today with the restaurant manager Mr TSANG Chi Keung. Claimant attended in person."),
			p("2. Defendant's position: Claimant was summarily dismissed under s.9 of the Employment Ordinance on 15.6.2024 for misconduct. Mr Tsang says the tips box was short by HK$1,200 on 14.6.2024 and CCTV shows Claimant near the box after closing. Defendant accepts the period of employment and the monthly wage, and accepts that statutory holiday pay of HK$2,240 is owed."),
			p("3. Claimant's position: denies taking any money. Says she was cashing up as instructed by Mr Tsang. Says CCTV was never shown to her and no police report was made."),
			p("4. Parties directed to file witness statements and documents (CCTV footage, tips book, roster for June 2024) by 30.8.2024."),
			ls("5. Witnesses to be called:",
				"     For the Claimant:    LAM Mei Ling (waitress, on shift 14.6.2024)",
				"     For the Defendant:   NG Wing Hong (director); TSANG Chi Keung (restaurant manager)"),
			p("6. No settlement. Case to be listed for hearing before the Presiding Officer after the call-over on 19.8.2024."),
			gap(),
			ls("                                                  (signed)",
				"                                                  LEUNG Ka Wai",
				"                                                  Tribunal Officer"),
		}}}

	dec := doc{name: decF, font: "Times", size: 11, footer: "- %d -",
		pages: []page{
			{
				r("LBTC 2871/2024"), gap(),
				cb("IN THE LABOUR TRIBUNAL OF THE"),
				cb("HONG KONG SPECIAL ADMINISTRATIVE REGION"), gap(),
				c("CLAIM NO. 2871 OF 2024"), gap(),
				c("BETWEEN"), gap(),
				ls("                                    CHAN SIU YING                                         Claimant",
					"",
					"                                              and",
					"",
					"                        GOLDEN LOTUS CATERING LIMITED                           Defendant"),
				gap(),
				ls("Before:                  Presiding Officer Ms Vivian CHEUNG",
					"Date of Hearing:     10 October 2024",
					"Date of Decision:    31 October 2024"),
				gap(),
				cb("REASONS FOR DECISION"), gap(),
				p("1. The Claimant was employed by the Defendant as a senior waitress at its restaurant in Mong Kok from 1 March 2019 until 15 June 2024, when she was summarily dismissed. She claims wages in lieu of notice, severance payment, annual leave pay and statutory holiday pay, totalling HK$69,440."),
				p("2. The Claimant appeared in person. The Defendant was represented by its director, Mr Ng Wing Hong."),
				p("3. The Defendant says it was entitled to dismiss the Claimant without notice under section 9 of the Employment Ordinance because she took HK$1,200 from the staff tips box on the night of 14 June 2024. The burden of proving that misconduct is on the Defendant."),
				p("4. The Tribunal heard evidence from the Claimant and from Ms Lam Mei Ling, a waitress on the same shift, for the Claimant, and from Mr Ng Wing Hong and Mr Tsang Chi Keung, the restaurant manager, for the Defendant."),
			},
			{
				p("5. Mr Tsang accepted in cross-examination that he had asked the Claimant to count the tips box that night, and that the CCTV footage shows her counting it at the cashier's counter, in view of other staff, and not removing anything. Ms Lam said that the shortfall was discussed the next morning and that two other staff had access to the box. Mr Ng was not at the restaurant that night and could say only what Mr Tsang had told him. I accept the evidence of the Claimant and Ms Lam."),
				p("6. The Defendant has not proved that the Claimant took the money. The summary dismissal was not justified, and the Claimant is entitled to wages in lieu of notice. Having been employed for more than 24 months and dismissed otherwise than for a reason under section 9, she is entitled to a severance payment, which I assess at HK$43,680. The annual leave pay of HK$6,720 and the statutory holiday pay of HK$2,240 are not disputed in amount."),
				gap(),
				cb("AWARD"),
				p("7. The Defendant shall pay the Claimant the sum of HK$69,440, with interest at judgment rate from the date of this award until payment, on or before 14 November 2024."),
				gap(),
				ls("                                                                    ( Vivian CHEUNG )",
					"                                                                    Presiding Officer",
					"                                                                    Labour Tribunal"),
				gap(),
				ls("The Claimant in person",
					"Mr Ng Wing Hong, director, for the Defendant"),
			},
		}}

	return matterSpec{
		name: "chan-v-golden-lotus-catering", title: "Chan Siu Ying v. Golden Lotus Catering Limited (Labour Tribunal, Hong Kong, LBTC 2871/2024)", heldOut: true,
		firstSight: &Figures{PartyTruth: 9, PartyFound: 10, PartyCorrect: 8, EventTruth: 16, EventHits: 16, Grounded: 1}, // at 4b1925b
		docs:       []doc{clm, notes, dec},
		parties: []Party{
			{"Chan Siu Ying", "plaintiff"}, // the claimant
			{"Chan Siu Ying", "declarant"},
			{"Chan Siu Ying", "witness"},
			{"Golden Lotus Catering Limited", "defendant"},
			{"Ng Wing Hong", "counsel"}, // the director who appears for the company
			{"Ng Wing Hong", "witness"},
			{"Tsang Chi Keung", "witness"},
			{"Lam Mei Ling", "witness"},
			{"Vivian Cheung", "judge"},
		},
		events: []Event{
			{"2019-03-01", clmF, 1},
			{"2024-06-15", clmF, 1},
			{"2024-06-20", clmF, 1},
			{"2024-06-28", clmF, 1},
			{"2024-08-19", clmF, 1},
			{"2024-07-23", notF, 1},
			{"2024-06-15", notF, 1},
			{"2024-06-14", notF, 1},
			{"2024-08-30", notF, 1},
			{"2024-08-19", notF, 1},
			{"2024-10-10", decF, 1},
			{"2024-10-31", decF, 1},
			{"2019-03-01", decF, 1},
			{"2024-06-15", decF, 1},
			{"2024-06-14", decF, 1},
			{"2024-11-14", decF, 2},
		},
	}
}
