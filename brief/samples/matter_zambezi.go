package samples

// DEV SET (held out at first sight): a debt and guarantee claim on the
// Commercial List of the High Court for Zambia at Lusaka, to a ruling on
// summary judgment. The writ of summons (the registry's "RECEIVED" stamp
// line in the header, "IN THE HIGH COURT FOR ZAMBIA" with the cause
// number "2024/HPC/0318" at the right of the same line, "AT THE
// COMMERCIAL REGISTRY / HOLDEN AT LUSAKA / (Civil Jurisdiction)",
// "BETWEEN:" with "PLAINTIFF", "1ST DEFENDANT", "2ND DEFENDANT" at the
// right of each name, "TO: X of ... / AND TO: Y of ...", "WE COMMAND YOU
// that within fourteen (14) days ...", "WITNESS the Honourable the Chief
// Justice", "DEPUTY REGISTRAR", the indorsement of claim, "This Writ was
// issued by Messrs X, Advocates for the Plaintiff"); the statement of
// claim (numbered paragraphs, "AND the Plaintiff claims:" with roman
// numerals, "K486,250.00", signed by the advocate over the firm and
// "ADVOCATES FOR THE PLAINTIFF"); the defence ("Save as is hereinafter
// expressly admitted", paragraph-by-paragraph answers, signed likewise
// for the defendants, "Filed by:"); and the ruling ("Before Hon. Lady
// Justice X in Chambers", "For the Plaintiff: Mr K. X of Messrs Y", "For
// the Defendants: Ms T. X of Messrs Y", "Cases referred to:" and
// "Legislation referred to:" lists, numbered paragraphs "1.1", the
// affidavits in support and in opposition "sworn by one X, the Plaintiff's
// Credit Manager", "Delivered at Lusaka this ... day of ...", the judge's
// initials and surname in capitals over "HIGH COURT JUDGE", "R1" page
// numbers).
// Conventions: the company suing is the plaintiff; the company and its
// director (the guarantor) sued are defendants and, as the writ addresses
// them "TO:", its recipients; the plaintiff's credit manager and the 2nd
// defendant, whose affidavits the ruling names and weighs, are
// declarants; the advocates who sign the pleadings and appear are
// counsel, keyed by the full names the pleadings print; the judge is the
// judge, keyed by the full name of the "Before" line. The Chief Justice in
// the writ's "WITNESS" line, the Deputy Registrar, the firms and the
// parties of cases cited are no parties.
func init() { specs = append(specs, zambezi) }

func zambezi() matterSpec {
	const (
		writF = "Writ of Summons 2024-HPC-0318.pdf"
		socF  = "Statement of Claim 2024-HPC-0318.pdf"
		defF  = "Defence 2024-HPC-0318.pdf"
		rulF  = "Ruling 2024-HPC-0318 (summary judgment).pdf"
	)
	head := []block{
		ls("IN THE HIGH COURT FOR ZAMBIA                                                            2024/HPC/0318",
			"AT THE COMMERCIAL REGISTRY",
			"HOLDEN AT LUSAKA",
			"(Civil Jurisdiction)"),
		gap(),
		ls("BETWEEN:",
			"",
			"ZAMBEZI AGRO-INPUTS LIMITED                                                          PLAINTIFF",
			"",
			"AND",
			"",
			"CHIBESA FARMS LIMITED                                                           1ST DEFENDANT",
			"MWILA CHANDA                                                                    2ND DEFENDANT"),
		gap(),
	}
	stamp := func(d string) string {
		return "HIGH COURT FOR ZAMBIA  *  COMMERCIAL REGISTRY  *  " + d + "  *  RECEIVED  *  P.O. BOX 50067, LUSAKA"
	}

	writ := doc{name: writF, font: "Times", size: 11, header: stamp("12 MAR 2024"), footer: "-%d-",
		pages: []page{{
			head[0], head[1], head[2], head[3],
			cb("WRIT OF SUMMONS"), gap(),
			ls("TO:      CHIBESA FARMS LIMITED of Plot 11235, Great East Road, Chongwe District, Lusaka Province",
				"AND TO:  MWILA CHANDA of House No. 47, Leopards Hill Road, Kabulonga, Lusaka"),
			gap(),
			p("WE COMMAND YOU that within fourteen (14) days after the service of this Writ on you, inclusive of the day of such service, you do cause an appearance to be entered for you in an action at the suit of ZAMBEZI AGRO-INPUTS LIMITED, and take notice that in default of your so doing the Plaintiff may proceed therein and judgment may be given in your absence."),
			p("WITNESS the Honourable the Chief Justice of the Republic of Zambia at Lusaka this 12th day of March, 2024."),
			ls("                                                            ......................................",
				"                                                            DEPUTY REGISTRAR"),
			gap(),
			cb("INDORSEMENT OF CLAIM"),
			p("The Plaintiff's claim is for: (i) payment of the sum of K486,250.00 being the price of fertiliser and seed supplied to the 1st Defendant and unpaid, which sum the 2nd Defendant guaranteed by a deed of guarantee dated 4th September, 2023; (ii) interest at the average short-term bank deposit rate from the date of the writ to judgment and thereafter at the current bank lending rate; (iii) costs; and (iv) any other relief the Court may deem fit."),
			p("This Writ was issued by Messrs Mwansa & Phiri Legal Practitioners, Plot 4/1089, Kabelenga Road, P.O. Box 31742, Lusaka, Advocates for the Plaintiff, whose address for service is the same."),
			small(p("NOTE: This Writ is to be served within twelve (12) calendar months from the date thereof. The Defendants may appear hereto by entering an appearance either personally or by an advocate at the Commercial Registry, High Court, Lusaka."), 9),
		}}}

	soc := doc{name: socF, font: "Times", size: 11, header: stamp("12 MAR 2024"), footer: "-%d-",
		pages: []page{
			append(append([]block{}, head...),
				cb("STATEMENT OF CLAIM"), gap(),
				p("1. The Plaintiff is a limited liability company incorporated in Zambia under the Companies Act, No. 10 of 2017, carrying on business as a distributor of fertiliser and seed at Plot 2917, Mumbwa Road, Lusaka."),
				p("2. The 1st Defendant is a limited liability company incorporated in Zambia carrying on the business of commercial farming at Chongwe. The 2nd Defendant is and was at all material times a director and shareholder of the 1st Defendant."),
				p("3. By a written supply agreement dated 4th September, 2023 the Plaintiff agreed to supply and the 1st Defendant agreed to buy 1,500 x 50kg bags of D-Compound fertiliser and 400 x 10kg bags of hybrid maize seed for K486,250.00, payable in full on or before 31st December, 2023."),
				p("4. By a deed of guarantee dated 4th September, 2023 the 2nd Defendant guaranteed to the Plaintiff the due payment by the 1st Defendant of all sums owing under the said agreement."),
				p("5. The Plaintiff delivered the goods to the 1st Defendant's farm at Chongwe on 15th September, 2023 and 22nd September, 2023, and the 1st Defendant's farm manager signed the delivery notes without reservation."),
			),
			{
				p("6. In breach of the agreement the 1st Defendant failed to pay the price or any part of it by 31st December, 2023 or at all. By letter dated 5th February, 2024 the Plaintiff's Advocates demanded payment from both Defendants, to no avail."),
				p("7. By reason of the matters aforesaid the sum of K486,250.00 remains due and owing by the Defendants, jointly and severally."),
				l("AND the Plaintiff claims:"),
				p("(i) Payment of the sum of K486,250.00; (ii) Interest thereon as indorsed on the Writ; (iii) Costs of and incidental to this action; (iv) Any other relief the Court may deem fit."),
				l("DATED at Lusaka this 12th day of March, 2024."),
				gap(),
				ls("                                                  ......................................",
					"                                                  KELVIN MWANSA",
					"                                                  MWANSA & PHIRI LEGAL PRACTITIONERS",
					"                                                  ADVOCATES FOR THE PLAINTIFF"),
				gap(),
				small(ls("Filed by:",
					"Mwansa & Phiri Legal Practitioners",
					"Plot 4/1089, Kabelenga Road",
					"P.O. Box 31742, LUSAKA",
					"Tel: +260 211 236 518"), 9),
			},
		}}

	def := doc{name: defF, font: "Times", size: 11, header: stamp("09 APR 2024"), footer: "-%d-",
		pages: []page{
			append(append([]block{}, head...),
				cb("DEFENCE"), gap(),
				p("1. Paragraphs 1 and 2 of the Statement of Claim are admitted."),
				p("2. The 1st Defendant admits paragraph 3 of the Statement of Claim but avers that it was an implied term of the agreement that the goods would be of merchantable quality and fit for their purpose."),
				p("3. The 2nd Defendant denies paragraph 4 of the Statement of Claim and avers that he signed the document referred to therein as a director of the 1st Defendant and not in his personal capacity. The 2nd Defendant will at trial put the Plaintiff to strict proof of the said deed of guarantee."),
				p("4. The 1st Defendant admits receiving the deliveries of 15th September, 2023 and 22nd September, 2023 but avers that 420 bags of the D-Compound fertiliser were caked and unusable, which the 1st Defendant reported to the Plaintiff in writing on 3rd October, 2023."),
				p("5. Save that the sum of K486,250.00 is unpaid, paragraphs 6 and 7 of the Statement of Claim are denied. The 1st Defendant will contend that it is entitled to set off the value of the defective goods, being K136,500.00, against the price."),
				p("6. Save as is hereinafter expressly admitted, the Defendants deny each and every allegation of fact contained in the Statement of Claim as if the same were set out herein seriatim and specifically traversed."),
				l("DATED at Lusaka this 9th day of April, 2024."),
				ls("                                                  ......................................",
					"                                                  THANDIWE SIMWANZA",
					"                                                  LUNGU SIMWANZA & ASSOCIATES",
					"                                                  ADVOCATES FOR THE DEFENDANTS"),
				small(ls("Filed by: Lungu Simwanza & Associates, Stand No. 7, Nasser Road, Rhodes Park, P.O. Box 50912, LUSAKA"), 9),
			),
		}}

	rul := doc{name: rulF, font: "Times", size: 11, footer: "R%d",
		pages: []page{
			append(append([]block{}, head...),
				l("Before Hon. Lady Justice Chilufya M. Nkonde in Chambers"),
				gap(),
				ls("For the Plaintiff:    Mr K. Mwansa of Messrs Mwansa & Phiri Legal Practitioners",
					"For the Defendants:   Ms T. Simwanza of Messrs Lungu Simwanza & Associates"),
				gap(),
				cb("R U L I N G"), gap(),
				l("Cases referred to:"),
				ls("1. Zambia Revenue Authority v Hitech Trading Company Limited (2001) Z.R. 17",
					"2. Mususu Kalenga Building Ltd and Another v Richmans Money Lenders Enterprises (1999) Z.R. 27",
					"3. Lusaka Agro Traders Limited v Kaoma Milling Company Limited (2016/HPC/0521, unreported)"),
				l("Legislation referred to:"),
				ls("1. The High Court Rules, Chapter 27 of the Laws of Zambia, Order XIII and Order LIII",
					"2. The Sale of Goods Act, 1893"),
				gap(),
				l("1. INTRODUCTION"),
				p("1.1 This is the Plaintiff's application for summary judgment under Order LIII rule 9 and Order XIII of the High Court Rules, by summons filed on 2nd May, 2024. It is supported by an affidavit sworn by one Bwalya Mutale, the Plaintiff's Credit Manager, filed on the same date."),
			),
			{
				p("1.2 The Defendants oppose the application by an affidavit in opposition sworn by the 2nd Defendant, Mwila Chanda, filed on 20th May, 2024. I heard the application on 11th June, 2024, when both Counsel relied on the affidavits and on their skeleton arguments."),
				l("2. THE AFFIDAVIT EVIDENCE"),
				p("2.1 Mr Mutale deposed that the goods were delivered on 15th and 22nd September, 2023, that delivery notes were signed without reservation and that the full price fell due on 31st December, 2023. He exhibited the supply agreement, the deed of guarantee and the demand letter of 5th February, 2024."),
				p("2.2 Mr Chanda deposed that 420 bags of fertiliser were caked and reported as defective on 3rd October, 2023 and that he signed the deed of guarantee only as a director. He exhibited the 1st Defendant's letter of complaint."),
				l("3. CONSIDERATION AND DECISION"),
				p("3.1 Summary judgment may be entered where the defendant has no bona fide defence to the claim: Zambia Revenue Authority v Hitech Trading Company Limited. A defendant need only show a triable issue; he is not required to prove his defence at this stage."),
				p("3.2 As to the 1st Defendant, its complaint of 3rd October, 2023 concerns 420 bags valued at K136,500.00. The balance of K349,750.00 is not disputed at all. I find no defence to that part of the claim."),
				p("3.3 As to the 2nd Defendant, the deed of guarantee is signed over the words \"the Guarantor\" and bears his name alone, but whether he signed in a personal capacity is a question on which he is entitled to be heard at trial."),
			},
			{
				l("4. ORDERS"),
				p("4.1 I enter summary judgment against the 1st Defendant for K349,750.00 with interest as indorsed on the Writ."),
				p("4.2 The 1st Defendant has leave to defend the claim for the balance of K136,500.00, and the 2nd Defendant has unconditional leave to defend the whole claim. The matter shall proceed to a scheduling conference on 29th August, 2024 at 09:00 hours."),
				p("4.3 Costs of this application to the Plaintiff against the 1st Defendant, to be taxed in default of agreement. Leave to appeal is granted."),
				gap(),
				l("Delivered at Lusaka this 18th day of July, 2024."),
				gap(),
				ls("                                                  ......................................",
					"                                                  C. M. NKONDE",
					"                                                  HIGH COURT JUDGE"),
			},
		}}

	return matterSpec{
		name: "zambezi-agro-v-chibesa-farms", title: "Zambezi Agro-Inputs Limited v. Chibesa Farms Limited and Chanda (High Court for Zambia, Commercial Registry, 2024/HPC/0318)", heldOut: true,
		firstSight: &Figures{PartyTruth: 10, PartyFound: 7, PartyCorrect: 7, EventTruth: 24, EventHits: 24, Grounded: 1}, // at 95f8548
		docs:       []doc{writ, soc, def, rul},
		parties: []Party{
			{"Zambezi Agro-Inputs Limited", "plaintiff"},
			{"Chibesa Farms Limited", "defendant"},
			{"Chibesa Farms Limited", "recipient"}, // the writ's "TO:"
			{"Mwila Chanda", "defendant"},
			{"Mwila Chanda", "recipient"},
			{"Mwila Chanda", "declarant"}, // his affidavit in opposition, named in the ruling
			{"Bwalya Mutale", "declarant"},
			{"Kelvin Mwansa", "counsel"},
			{"Thandiwe Simwanza", "counsel"},
			{"Chilufya M. Nkonde", "judge"},
		},
		events: []Event{
			{"2024-03-12", writF, 1}, // the registry's stamp
			{"2023-09-04", writF, 1},
			{"2024-03-12", socF, 1},
			{"2023-09-04", socF, 1},
			{"2023-12-31", socF, 1},
			{"2023-09-15", socF, 1},
			{"2023-09-22", socF, 1},
			{"2024-03-12", socF, 2},
			{"2023-12-31", socF, 2},
			{"2024-02-05", socF, 2},
			{"2024-04-09", defF, 1},
			{"2023-09-15", defF, 1},
			{"2023-09-22", defF, 1},
			{"2023-10-03", defF, 1},
			{"2024-05-02", rulF, 1},
			{"2024-05-20", rulF, 2},
			{"2024-06-11", rulF, 2},
			{"2023-09-15", rulF, 2},
			{"2023-09-22", rulF, 2},
			{"2023-12-31", rulF, 2},
			{"2024-02-05", rulF, 2},
			{"2023-10-03", rulF, 2},
			{"2024-08-29", rulF, 3},
			{"2024-07-18", rulF, 3},
		},
	}
}
