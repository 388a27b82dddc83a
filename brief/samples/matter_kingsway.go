package samples

// DEV SET (held out at first sight): a Hong Kong action in the Court of
// First Instance for the price of marine equipment and on a personal
// guarantee. The writ of summons ("IN THE HIGH COURT OF THE HONG KONG
// SPECIAL ADMINISTRATIVE REGION / COURT OF FIRST INSTANCE / ACTION NO.
// ____ OF 2024", the action number stamped in later as "HCA 1873/2024",
// "BETWEEN / X / Plaintiff / and / Y / 1st Defendant / Z / 2nd Defendant"
// with the labels at the right, "THIS WRIT OF SUMMONS has been issued
// against you by the above-named Plaintiff", "WITNESS The Honourable Mr
// Justice X, Chief Judge of the High Court", the Registrar's line, the
// indorsement of claim as a statement of claim signed by counsel with
// the plaintiff's director's statement of truth, and "This Writ was
// issued by Messrs X of ..., Solicitors for the Plaintiff"); the
// defendants' defence ("Save as hereinafter expressly admitted", settled
// by counsel, "Messrs X / Solicitors for the 1st and 2nd Defendants", the
// 2nd defendant's statement of truth for himself and as director of the
// 1st); the plaintiff's solicitors' letter to the defendants' solicitors
// ("Our Ref", "Your Ref", "By Fax and By Post", "WITHOUT PREJUDICE SAVE AS
// TO COSTS", "Dear Sirs,", signed by a partner "for and on behalf of" the
// firm, "c.c. Client"); and the judgment ("HCA 1873/2024", "[2025] HKCFI
// 812", "Before: Deputy High Court Judge X in Court", "Date of Hearing:
// 14 and 15 January 2025", "Date of Judgment: 28 February 2025",
// "J U D G M E N T", numbered paragraphs, witnesses as PW1, PW2, DW1, a
// witness heard through the court interpreter, cases cited, "Mr X,
// instructed by Messrs Y, for the plaintiff", signed "(Name) / Deputy High
// Court Judge"). Conventions: the director who signs the plaintiff's
// statement of truth, and the 2nd defendant who signs the defence's, are
// declarants; the defendants the writ is addressed to ("To:") are its
// recipients; the partner who signs the letter is its sender and counsel,
// the solicitor it is addressed to ("Attn:") its recipient and counsel;
// the firms, named only as solicitors or in "instructed by", are no
// parties; the Chief Judge named as the writ's "WITNESS", the Registrar,
// the court interpreter and the parties of cases cited are no parties;
// Hong Kong names are keyed as printed, English forename first ("Tony Mak
// Kwok Leung"), without "Mr" / "Ms".
func init() { specs = append(specs, kingsway) }

func kingsway() matterSpec {
	const (
		writF = "Writ of Summons HCA 1873-2024.pdf"
		defF  = "Defence of the 1st and 2nd Defendants.pdf"
		letF  = "Lo Tam letter 2024-07-05 WPSATC.pdf"
		judF  = "Judgment HCA 1873-2024.pdf"
	)
	title := func(no string) []block {
		return []block{
			cb("IN THE HIGH COURT OF THE"), cb("HONG KONG SPECIAL ADMINISTRATIVE REGION"),
			cb("COURT OF FIRST INSTANCE"), c(no), gap(),
			ls("BETWEEN", "",
				"                  KINGSWAY MARINE SUPPLIES LIMITED                         Plaintiff", "",
				"                                          and", "",
				"                  FORTUNE BAY TRADING COMPANY LIMITED               1st Defendant",
				"                  HO SIU FUNG                                                       2nd Defendant"),
			c("_______________________________"),
		}
	}

	writ := doc{name: writF, font: "Times", size: 11, footer: "%d",
		pages: []page{
			append([]block{r("HCA 1873/2024"), r("FILED 12 MAR 2024  HIGH COURT REGISTRY")},
				append(title("ACTION NO. ______ OF 2024"), []block{
					cb("WRIT OF SUMMONS"), gap(),
					ls("To:  Fortune Bay Trading Company Limited, the 1st Defendant, whose registered office is at",
						"     Room 1507, 15/F, Tower 2, Lippo Centre, 89 Queensway, Admiralty, Hong Kong; and",
						"     Ho Siu Fung, the 2nd Defendant, of Flat B, 22/F, Block 3, Laguna City, Lam Tin, Kowloon."),
					p("THIS WRIT OF SUMMONS has been issued against you by the above-named Plaintiff in respect of the claim set out on the back. Within 14 days after the service of this Writ on you, counting the day of service, you must either satisfy the claim or return to the Registry of the High Court the accompanying ACKNOWLEDGMENT OF SERVICE stating therein whether you intend to contest these proceedings."),
					p("If you fail to satisfy the claim or to return the Acknowledgment within the time stated, the Plaintiff may proceed with the action and judgment may be entered against you forthwith without further notice."),
					ls("Issued from the Registry of the High Court this 12th day of March 2024.", "",
						"WITNESS The Honourable Mr Justice Edmund Kwan Po-shing, Chief Judge of the High Court.", "",
						"                                                                                   Registrar"),
					small(p("Note: This Writ may not be served later than 12 calendar months beginning with that date unless renewed by order of the Court."), 9),
				}...)...),
			{
				r("HCA 1873/2024"),
				cb("INDORSEMENT OF CLAIM"), c("STATEMENT OF CLAIM"), gap(),
				p("1. The Plaintiff is a company incorporated in Hong Kong carrying on business as a supplier of marine engines, pumps and deck equipment. The 1st Defendant is a company incorporated in Hong Kong carrying on business as a ship chandler. The 2nd Defendant is and was at all material times a director of the 1st Defendant."),
				p("2. By a written guarantee dated 2 May 2023 (\"the Guarantee\"), the 2nd Defendant guaranteed the due payment of all sums owing by the 1st Defendant to the Plaintiff up to HK$3,000,000."),
				p("3. Pursuant to orders placed by the 1st Defendant, the Plaintiff delivered goods invoiced under Invoice No. KM-23-0811 dated 3 August 2023 (HK$1,264,500) and Invoice No. KM-23-0946 dated 18 September 2023 (HK$987,300), each payable within 60 days."),
				p("4. In breach, the 1st Defendant has failed to pay either invoice. By a letter dated 18 December 2023 the Plaintiff demanded payment of HK$2,251,800 from both Defendants. No payment has been made."),
				p("AND the Plaintiff claims against the 1st and 2nd Defendants jointly and severally: (1) HK$2,251,800; (2) interest pursuant to section 48 of the High Court Ordinance (Cap. 4); (3) costs; (4) further or other relief."),
				ls("Dated the 12th day of March 2024.", "",
					"                                                                              (Signed) Jason Tsui Ho Yin",
					"                                                                                  Counsel for the Plaintiff"),
				cb("STATEMENT OF TRUTH"),
				p("The Plaintiff believes that the facts stated in this Statement of Claim are true. I am duly authorised by the Plaintiff to sign this statement."),
				ls("Signed: ____________________", "Name: Tony Mak Kwok Leung", "Position: Director", "Kingsway Marine Supplies Limited", "Date: 11 March 2024", "",
					"This Writ was issued by Messrs Lo, Tam & Partners of 9/F, Wing On House, 71 Des Voeux Road Central,",
					"Hong Kong, Solicitors for the Plaintiff whose address for service is the same.",
					"(Ref: AY/LIT/24/0318)"),
			},
		}}

	def := doc{name: defF, font: "Times", size: 11, footer: "- %d -",
		pages: []page{
			append(title("ACTION NO. 1873 OF 2024"), []block{
				cb("DEFENCE OF THE 1ST AND 2ND DEFENDANTS"), gap(),
				p("1. Save as hereinafter expressly admitted, the Defendants deny each and every allegation contained in the Statement of Claim as if the same were set out herein and traversed seriatim."),
				p("2. Paragraph 1 of the Statement of Claim is admitted."),
				p("3. As to paragraph 2, it is admitted that the 2nd Defendant signed a document dated 2 May 2023. It is averred that the 2nd Defendant signed it on the representation of the Plaintiff's sales manager that it was a credit application form, and he did not understand it to be a personal guarantee. The plea of non est factum is relied on."),
				p("4. As to paragraph 3, delivery of the goods under Invoice No. KM-23-0811 is admitted. It is denied that the goods under Invoice No. KM-23-0946 were delivered: the delivery note dated 21 September 2023 bears no signature of the 1st Defendant's staff."),
				p("5. Further or alternatively, the pumps supplied under Invoice No. KM-23-0811 were defective. The 1st Defendant notified the Plaintiff of the defects by email on 9 October 2023, and claims to set off the cost of replacement, HK$412,000, against any sum found due."),
			}...),
			{
				p("6. Paragraph 4 of the Statement of Claim is admitted only as to the receipt of the letter of 18 December 2023. Save as aforesaid, the Plaintiff is not entitled to the relief claimed or any relief."),
				ls("Dated the 22nd day of April 2024.", "",
					"                                                                               (Signed) Winnie Leung Wing Sze",
					"                                                                         Counsel for the 1st and 2nd Defendants", "",
					"                                                                                        Messrs Fung & Ng",
					"                                                                      Solicitors for the 1st and 2nd Defendants"),
				cb("STATEMENT OF TRUTH"),
				p("The 1st and 2nd Defendants believe that the facts stated in this Defence are true. I am the 2nd Defendant and a director of the 1st Defendant and am duly authorised by it to sign this statement."),
				ls("Signed: ____________________", "Name: Ho Siu Fung", "2nd Defendant, and Director of the 1st Defendant", "Date: 19 April 2024", "",
					"Filed on the 22nd day of April 2024 by Messrs Fung & Ng, Solicitors for the 1st and 2nd Defendants,",
					"of Room 2203, 22/F, Bank of America Tower, 12 Harcourt Road, Central, Hong Kong.", "Ref: PN/CL/240217"),
			},
		}}

	let := doc{name: letF, font: "Helvetica", size: 10, footer: "Lo, Tam & Partners  |  9/F Wing On House, 71 Des Voeux Road Central, Hong Kong  |  Tel: (852) 2523 8816  |  Fax: (852) 2523 8800",
		pages: []page{
			{
				cb("LO, TAM & PARTNERS"), c("SOLICITORS & NOTARIES"), gap(),
				ls("Our Ref: AY/LIT/24/0318", "Your Ref: PN/CL/240217", "", "5 July 2024", "", "By Fax (2810 4432) and By Post", "",
					"Messrs Fung & Ng", "Solicitors", "Room 2203, 22/F, Bank of America Tower", "12 Harcourt Road, Central", "Hong Kong", "",
					"Attn: Mr Patrick Ng Chun Hei"),
				gap(), cb("WITHOUT PREJUDICE SAVE AS TO COSTS"), gap(),
				l("Dear Sirs,"),
				ls("Re:  HCA 1873/2024", "     Kingsway Marine Supplies Limited v Fortune Bay Trading Company Limited & Another"),
				p("We refer to the Defence filed on 22 April 2024 and to your letter dated 17 June 2024."),
				p("Without admission of any of the matters pleaded in the Defence, and in order to save the costs of a trial, our client is prepared to accept HK$1,950,000 inclusive of interest in full and final settlement of its claims against your clients, payable within 28 days of acceptance, with costs to be taxed if not agreed."),
				p("This offer is open for acceptance until 4:00 p.m. on 2 August 2024. If it is not accepted and our client obtains judgment at least as favourable, we shall refer this letter to the Court on the question of costs in accordance with Order 22 of the Rules of the High Court."),
				p("We look forward to hearing from you."),
				ls("Yours faithfully,", "", "", "Alison Yip", "Partner", "for and on behalf of", "LO, TAM & PARTNERS", "", "c.c. Client"),
			},
		}}

	jud := doc{name: judF, font: "Times", size: 11, header: "HCA 1873/2024                                                                                       [2025] HKCFI 812", footer: "- %d -",
		pages: []page{
			append(title("ACTION NO. 1873 OF 2024"), []block{
				ls("Before: Deputy High Court Judge Kenneth Chow in Court",
					"Date of Hearing: 14 and 15 January 2025",
					"Date of Judgment: 28 February 2025"),
				c("_______________________________"), gap(),
				cb("J U D G M E N T"), c("_______________________________"), gap(),
				l("A. INTRODUCTION"),
				p("1. The plaintiff (\"Kingsway\") sues the 1st defendant (\"Fortune Bay\") for the price of marine equipment supplied under two invoices dated 3 August 2023 and 18 September 2023, and the 2nd defendant (\"Mr Ho\"), a director of Fortune Bay, on his guarantee dated 2 May 2023. The claim is for HK$2,251,800."),
				p("2. For Kingsway, I heard Ms Michelle Kwok Mei Yee, its sales manager (PW1), and Mr Tony Mak Kwok Leung, its director (PW2). Mr Ho gave evidence for both defendants (DW1), in Cantonese through the court interpreter, Mr Lee Tak Ming."),
			}...),
			{
				l("B. THE GUARANTEE"),
				p("3. Mr Ho's case is non est factum. He says Ms Kwok told him on 2 May 2023 that the document was a credit application form. Ms Kwok denied this, and the document bears the heading \"PERSONAL GUARANTEE\" in bold capitals above Mr Ho's signature. Mr Ho is an experienced businessman who reads English."),
				p("4. The plea of non est factum is available only to a signer who was not careless and whose document was radically different from what he believed it to be: Saunders v Anglia Building Society [1971] AC 1004, applied in Chan Siu Kwan v Tung Wah Credit Ltd [2014] 3 HKLRD 522. Mr Ho meets neither condition. I reject the defence."),
				l("C. DELIVERY AND DEFECTS"),
				p("5. As to the second invoice, the delivery note of 21 September 2023 is unsigned, but Fortune Bay's own email of 25 September 2023 thanked Kingsway for \"the pumps delivered last Thursday\" and raised no complaint. I find that the goods were delivered."),
				p("6. As to the alleged defects, the only evidence is Mr Ho's email of 9 October 2023, which complained of the colour of the pump housings, not of any defect. No expert evidence was called. The set-off fails: see Ng Yuen Ching v Golden Harvest Engineering Co Ltd [2019] HKCFI 2207."),
			},
			{
				l("D. DISPOSITION"),
				p("7. There will be judgment for the plaintiff against the 1st and 2nd defendants jointly and severally for HK$2,251,800, with interest at judgment rate from 12 March 2024, the date of the writ, to the date of this judgment, and thereafter at judgment rate until payment."),
				p("8. As to costs, the plaintiff's without prejudice save as to costs offer of 5 July 2024 was not accepted, and the plaintiff has done better. I make an order nisi that the defendants pay the plaintiff's costs of the action, to be taxed if not agreed, on a party and party basis up to 2 August 2024 and on an indemnity basis thereafter, with certificate for counsel."),
				gap(), gap(),
				ls("                                                                                   (Kenneth Chow)",
					"                                                                           Deputy High Court Judge"),
				gap(),
				p("Mr Jason Tsui Ho Yin, instructed by Messrs Lo, Tam & Partners, for the plaintiff"),
				p("Ms Winnie Leung Wing Sze, instructed by Messrs Fung & Ng, for the 1st and 2nd defendants"),
			},
		}}

	return matterSpec{
		name: "kingsway-v-fortune-bay", title: "Kingsway Marine Supplies Ltd v Fortune Bay Trading Co Ltd (Court of First Instance, HCA 1873/2024)", heldOut: true,
		firstSight: &Figures{PartyTruth: 17, PartyFound: 16, PartyCorrect: 10, EventTruth: 30, EventHits: 30, Grounded: 1}, // at 47e94d5
		docs:       []doc{writ, def, let, jud},
		parties: []Party{
			{"Kingsway Marine Supplies Limited", "plaintiff"},
			{"Fortune Bay Trading Company Limited", "defendant"},
			{"Fortune Bay Trading Company Limited", "recipient"}, // the writ's "To:"
			{"Ho Siu Fung", "defendant"},
			{"Ho Siu Fung", "recipient"},
			{"Ho Siu Fung", "declarant"},         // the defence's statement of truth
			{"Ho Siu Fung", "witness"},           // DW1
			{"Tony Mak Kwok Leung", "declarant"}, // the statement of claim's statement of truth
			{"Tony Mak Kwok Leung", "witness"},   // PW2
			{"Michelle Kwok Mei Yee", "witness"}, // PW1
			{"Jason Tsui Ho Yin", "counsel"},
			{"Winnie Leung Wing Sze", "counsel"},
			{"Alison Yip", "counsel"}, // partner of the plaintiff's solicitors
			{"Alison Yip", "sender"},
			{"Patrick Ng Chun Hei", "counsel"}, // the defendants' solicitor
			{"Patrick Ng Chun Hei", "recipient"},
			{"Kenneth Chow", "judge"},
		},
		events: []Event{
			{"2024-03-12", writF, 1},
			{"2023-05-02", writF, 2},
			{"2023-08-03", writF, 2},
			{"2023-09-18", writF, 2},
			{"2023-12-18", writF, 2},
			{"2024-03-12", writF, 2},
			{"2024-03-11", writF, 2},
			{"2023-05-02", defF, 1},
			{"2023-09-21", defF, 1},
			{"2023-10-09", defF, 1},
			{"2023-12-18", defF, 2},
			{"2024-04-22", defF, 2},
			{"2024-04-19", defF, 2},
			{"2024-07-05", letF, 1},
			{"2024-04-22", letF, 1},
			{"2024-06-17", letF, 1},
			{"2024-08-02", letF, 1},
			{"2025-01-14", judF, 1},
			{"2025-01-15", judF, 1},
			{"2025-02-28", judF, 1},
			{"2023-08-03", judF, 1},
			{"2023-09-18", judF, 1},
			{"2023-05-02", judF, 1},
			{"2023-05-02", judF, 2},
			{"2023-09-21", judF, 2},
			{"2023-09-25", judF, 2},
			{"2023-10-09", judF, 2},
			{"2024-03-12", judF, 3},
			{"2024-07-05", judF, 3},
			{"2024-08-02", judF, 3},
		},
	}
}
