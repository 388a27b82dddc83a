package samples

// DEV SET (held out at first sight): a family "granny flat" dispute in the
// Equity Division (General List) of the Supreme Court of New South Wales:
// a mother who paid the proceeds of her house towards her son's and
// daughter-in-law's purchase, on their promise of a home for life, claims
// a constructive trust when they exclude her. The statement of claim on
// UCPR Form 3A ("Form 3A (version 8) / UCPR 14.3" at the left and the
// registry's "Filed: 3 June 2024 10:18 AM" at the right, "COURT DETAILS"
// with "Court / Division / List / Registry / Case number" labels,
// "TITLE OF PROCEEDINGS" with "Plaintiff" / "First defendant" / "Second
// defendant" beside the names, "FILING DETAILS" with "Filed for", "Legal
// representative" over the firm on the next line, "Legal representative
// reference" and "Contact name and telephone", "TYPE OF CLAIM", "RELIEF
// CLAIMED" and "PLEADINGS AND PARTICULARS" in numbered paragraphs without
// points, the daughter named in the particulars, High Court cases cited,
// "SIGNATURE OF LEGAL REPRESENTATIVE" with the certificate under clause 4
// of Schedule 2 to the Legal Profession Uniform Law Application Act 2014,
// "Capacity  Solicitor on record" and "Date of signature", the notice to
// the defendant and the registry's address, and the "PARTY DETAILS" page
// with a "Party / Role" table, "FURTHER DETAILS ABOUT PLAINTIFF" with the
// solicitor's name, practising certificate, firm, "Contact solicitor", DX
// and electronic service address, and "DETAILS ABOUT DEFENDANTS"); the
// daughter's affidavit on Form 40 (the same heading tables, "On 14 August
// 2024, I, X, of ..., pharmacist, affirm:", conversations quoted "words to
// the effect", annexure "RB-1", "AFFIRMED at Burwood", "Signature of
// deponent", "Name of witness", "Address of witness", "Capacity of witness
// [ ] Justice of the peace [X] Solicitor [ ] Barrister [ ] Other qualified
// witness", the witness's certificate of identification and the note on
// UCPR 35.7B); the judgment with the older NSW cover sheet in capitals
// ("CITATION:", "HEARING DATE(S): 24, 25 February 2025", "JUDGMENT DATE:",
// "JUDGMENT OF: Hadley-Rowe J", "DECISION:", "CATCHWORDS:", "LEGISLATION
// CITED:", "CASES CITED:", "CATEGORY:", "PARTIES:" with each side's label
// in brackets, "FILE NUMBER(S):", "COUNSEL:" by initials and surname with
// the side in brackets, "SOLICITORS:" by firm), "HER HONOUR:" opening the
// reasons and who gave evidence and who did not, and the orders; and the
// sealed orders on the Court's form ("ORDER", the court details and title
// tables, "Date made or given", "Date entered", "Terms of order", "SEAL AND
// SIGNATURE", "Capacity  Registrar", "FURTHER DETAILS ABOUT ORDER" with
// "Made by" and "Prepared for").
// Conventions (as in thornbury-v-marrakai and yousef-v-riverside-plaza):
// the mother is the plaintiff and, as she gives evidence, a witness; the
// son and his wife are defendants, and the son, who gives evidence, a
// witness, while his wife, who does not, is none; the daughter who affirms
// the affidavit is its declarant and, cross-examined, a witness; the
// solicitor on record is counsel, as are the barristers under "COUNSEL:",
// keyed by the initials and surname printed ("J D Strathmore"); the judge
// is keyed by the surname printed ("Hadley-Rowe"). The solicitor who
// witnesses the affidavit, the firms listed only as solicitors on the
// record or as the party an order is prepared for, the unnamed registrar
// and interpreter, and the parties of cases cited are no parties. Every
// full date printed is an event on its page: the registry's "Filed:"
// stamp, each day of "24, 25 February 2025", and the sealed order's dates.
func init() { specs = append(specs, iannuzzi) }

func iannuzzi() matterSpec {
	const (
		socF = "2024-00291736 Statement of Claim.pdf"
		affF = "2024-00291736 Affidavit of Rosaria Bellucci affirmed 14 August 2024.pdf"
		jdgF = "Iannuzzi v Iannuzzi [2025] NSWSC 318.pdf"
		ordF = "2024-00291736 Sealed Orders 4 April 2025.pdf"
	)
	court := []string{
		"Court                               Supreme Court of New South Wales",
		"Division                            Equity",
		"List                                General",
		"Registry                            Sydney",
		"Case number                         2024/00291736",
	}
	filing := func(label string) []string {
		return []string{
			label + "                           Giuseppina Iannuzzi, Plaintiff",
			"Legal representative                Theodora Kyriakou",
			"                                    Kyriakou & Associates Lawyers",
			"Legal representative reference      TK:IAN-2401",
			"Contact name and telephone          Theodora Kyriakou  (02) 9745 3310",
			"Contact email                       tkyriakou@kyriakoulaw.com.au",
		}
	}

	soc := doc{name: socF, font: "Helvetica", size: 10,
		footer: "Statement of claim - Iannuzzi v Iannuzzi & Anor                                              Page %d of %t",
		pages: []page{
			{
				ls("Form 3A (version 8)                                                                 Filed: 3 June 2024 10:18 AM",
					"UCPR 14.3"), gap(),
				cb("STATEMENT OF CLAIM"), gap(),
				l("COURT DETAILS"), ls(court...), gap(),
				l("TITLE OF PROCEEDINGS"),
				ls("Plaintiff                           Giuseppina Iannuzzi",
					"First defendant                     Marco Iannuzzi",
					"Second defendant                    Danielle Louise Iannuzzi"), gap(),
				l("FILING DETAILS"),
				ls(filing("Filed for")...), gap(),
				l("TYPE OF CLAIM"), ls("Equity - Trusts"), gap(),
				l("RELIEF CLAIMED"),
				p("1 A declaration that the first and second defendants hold the land at 14 Lyons Road West, Five Dock NSW 2046, being Folio Identifier 12/34567 (the Property), on trust for the plaintiff as to 41 per cent, or such other share as the Court determines."),
				p("2 An order under s 66G of the Conveyancing Act 1919 (NSW) appointing trustees for the sale of the Property, and for the distribution of the proceeds of sale in accordance with the parties' interests."),
				p("3 In the alternative to orders 1 and 2, equitable compensation in the sum of $612,000, or such other sum as the Court determines, and a declaration that the defendants' interests in the Property stand charged with its payment."),
				p("4 Interest."),
				p("5 Costs."),
			},
			{
				l("PLEADINGS AND PARTICULARS"),
				p("1 The plaintiff is the mother of the first defendant. The second defendant is the wife of the first defendant."),
				p("2 In about March 2019 the plaintiff and the defendants agreed (the Agreement) that: (a) the plaintiff would sell her home at 7 Garfield Street, Wentworthville and contribute the net proceeds to the purchase of a larger property by the defendants; (b) the defendants would build a self-contained granny flat at the rear of that property; and (c) the plaintiff could live in the granny flat for the rest of her life, and if she ceased to live there her contribution would be repaid to her."),
				p("Particulars: The Agreement was oral. It was made in conversations between the plaintiff and the defendants at the plaintiff's home on or about 17 March 2019 and 24 March 2019, in the presence of the plaintiff's daughter, Rosaria Bellucci."),
				p("3 On 29 May 2019 the plaintiff paid $612,000, being the net proceeds of sale of her home, to the defendants' conveyancer towards the purchase of the Property. On 6 June 2019 the defendants became the registered proprietors of the Property as joint tenants. The price was $1,495,000."),
				p("4 The granny flat was completed in February 2020, and the plaintiff lived in it from 14 March 2020."),
				p("5 On 11 November 2023 the defendants told the plaintiff to leave the granny flat. The plaintiff left it on 15 December 2023 and now lives with her daughter."),
				p("6 The defendants have refused to repay the plaintiff's contribution. By their solicitors' letter of 9 February 2024 they asserted that it was a gift."),
				p("7 In the premises the defendants hold the Property on a constructive trust for the plaintiff to the extent of her contribution (Baumgartner v Baumgartner (1987) 164 CLR 137; Muschinski v Dodds (1985) 160 CLR 583), alternatively on a resulting trust; alternatively it would be unconscionable for the defendants to retain the benefit of her contribution without repaying it."),
				gap(),
				l("SIGNATURE OF LEGAL REPRESENTATIVE"),
				p("I certify under clause 4 of Schedule 2 to the Legal Profession Uniform Law Application Act 2014 that there are reasonable grounds for believing on the basis of provable facts and a reasonably arguable view of the law that the claim for damages in these proceedings has reasonable prospects of success."),
				ls("Signature                           T. Kyriakou",
					"Capacity                            Solicitor on record",
					"Date of signature                   31 May 2024"),
			},
			{
				l("NOTICE TO DEFENDANT"),
				p("If you do not file a defence within 28 days of being served with this statement of claim: you will be in default in these proceedings; the court may enter judgment against you without any further notice to you. The judgment may be for the relief claimed in the statement of claim and for the plaintiff's costs of bringing these proceedings. The court may provide third parties with details of any default judgment entered against you."),
				l("HOW TO RESPOND"),
				p("Please read this statement of claim very carefully. If you have any trouble understanding it or require assistance on how to respond to the claim you should get legal advice as soon as possible. You can get further information about what you need to do to respond to the claim from a legal practitioner, LawAccess NSW on 1300 888 529 or the court registry."),
				l("REGISTRY ADDRESS"),
				ls("Street address                      Law Courts Building, 184 Phillip Street, Sydney NSW 2000",
					"Postal address                      GPO Box 3, Sydney NSW 2001",
					"Telephone                           1300 679 272"),
			},
			{
				cb("PARTY DETAILS"), gap(),
				l("PARTIES TO THE PROCEEDINGS"),
				ls("Party                                              Role",
					"Giuseppina Iannuzzi                                Plaintiff",
					"Marco Iannuzzi                                     First defendant",
					"Danielle Louise Iannuzzi                           Second defendant"), gap(),
				l("FURTHER DETAILS ABOUT PLAINTIFF"),
				ls("Plaintiff",
					"Name                                Giuseppina Iannuzzi",
					"Address                             c/- 3 Bayview Parade",
					"                                    Abbotsford NSW 2046", "",
					"Legal representative for plaintiff",
					"Name                                Theodora Kyriakou",
					"Practising certificate              P0387214",
					"Firm                                Kyriakou & Associates Lawyers",
					"Contact solicitor                   Theodora Kyriakou",
					"Address                             Suite 4, Level 2, 12 Railway Parade",
					"                                    Burwood NSW 2134",
					"DX address                          DX 8512 Burwood",
					"Telephone                           (02) 9745 3310",
					"Email                               tkyriakou@kyriakoulaw.com.au",
					"Electronic service address          tkyriakou@kyriakoulaw.com.au"), gap(),
				l("DETAILS ABOUT DEFENDANTS"),
				ls("First defendant",
					"Name                                Marco Iannuzzi",
					"Address                             14 Lyons Road West",
					"                                    Five Dock NSW 2046", "",
					"Second defendant",
					"Name                                Danielle Louise Iannuzzi",
					"Address                             14 Lyons Road West",
					"                                    Five Dock NSW 2046"),
			},
		}}

	aff := doc{name: affF, font: "Helvetica", size: 10,
		footer: "Deponent: ____________          Witness: ____________                                         Page %d of %t",
		pages: []page{
			{
				ls("Form 40 (version 4)", "UCPR 35.1"), gap(),
				cb("AFFIDAVIT"), gap(),
				l("COURT DETAILS"), ls(court...), gap(),
				l("TITLE OF PROCEEDINGS"),
				ls("Plaintiff                           Giuseppina Iannuzzi",
					"First defendant                     Marco Iannuzzi",
					"Number of defendants                2"), gap(),
				l("FILING DETAILS"),
				ls(filing("Filed for")...), gap(),
				l("AFFIDAVIT"),
				p("On 14 August 2024, I, Rosaria Bellucci, of 3 Bayview Parade, Abbotsford in the State of New South Wales, pharmacist, affirm:"),
				p("1 I am the daughter of the plaintiff and the sister of the first defendant. I make this affidavit from my own knowledge."),
				p("2 On a Sunday in March 2019, which I believe was 17 March 2019, I had lunch at my mother's house at 7 Garfield Street, Wentworthville with my mother, my brother Marco and his wife Danielle. After lunch Marco said words to the effect:"),
				p("\"Mum, if you put in the money from this house, we can buy somewhere big enough to build you a granny flat out the back. You'll never have to move again, and if it doesn't work out you'll get your money back.\""),
				p("My mother said words to the effect: \"Va bene, but I want it written down.\" Danielle said words to the effect: \"We're family, Nonna. You don't need paper.\""),
				p("3 On 24 March 2019 I drove my mother to Five Dock to look at the Property with Marco and Danielle. Standing in the back yard, Marco pointed to the garage and said words to the effect: \"That's where your flat goes, Mum. It's yours for as long as you want it.\""),
			},
			{
				p("4 On 2 December 2023 Marco sent me a text message which read: \"I know Mum paid for half the house but Dani wants her out. I'm stuck.\" Annexed and marked \"RB-1\" is a copy of a screenshot of that message, which I took on the same day."),
				p("5 On 15 December 2023 I collected my mother and her belongings from the granny flat. Marco was there. He said words to the effect: \"It's Danielle's house too. I can't do anything.\" My mother has lived with me since that day."),
				gap(),
				ls("AFFIRMED at Burwood",
					"",
					"Signature of deponent               ______________________",
					"",
					"Name of witness                     Nikolaos Papadimitriou",
					"Address of witness                  Suite 4, Level 2, 12 Railway Parade, Burwood NSW 2134",
					"Capacity of witness                 [ ] Justice of the peace   [X] Solicitor   [ ] Barrister",
					"                                    [ ] Other qualified witness (specify)"),
				gap(),
				p("And as a witness, I certify the following matters concerning the person who made this affidavit (the deponent):"),
				ls("1  I saw the face of the deponent.",
					"2  I have confirmed the deponent's identity using the following identification document:",
					"   NSW driver licence", "",
					"Signature of witness                ______________________"),
				gap(),
				small(p("Note: The deponent and witness must sign each page of the affidavit. See UCPR 35.7B."), 8),
			},
		}}

	jdg := doc{name: jdgF, font: "Times", size: 10.5, unicode: true,
		footer: "Iannuzzi v Iannuzzi [2025] NSWSC 318                                                        %d",
		pages: []page{
			{
				cb("NEW SOUTH WALES SUPREME COURT"), gap(),
				ls("CITATION:              Iannuzzi v Iannuzzi [2025] NSWSC 318",
					"",
					"HEARING DATE(S):       24, 25 February 2025",
					"",
					"JUDGMENT DATE:         4 April 2025",
					"",
					"JURISDICTION:          Equity Division",
					"",
					"JUDGMENT OF:           Hadley-Rowe J",
					"",
					"DECISION:              Declaration that the defendants hold the property on trust for the plaintiff",
					"                       as to 41 per cent. Orders for sale unless the plaintiff's interest is bought out.",
					"",
					"CATCHWORDS:            EQUITY - trusts - constructive trust - contribution by parent to purchase of",
					"                       property by son and daughter-in-law on promise of home for life in granny",
					"                       flat - joint endeavour failed - plaintiff excluded - unconscionable retention",
					"",
					"LEGISLATION CITED:     Conveyancing Act 1919 (NSW), s 66G",
					"",
					"CASES CITED:           Baumgartner v Baumgartner (1987) 164 CLR 137",
					"                       Jones v Dunkel (1959) 101 CLR 298",
					"                       Muschinski v Dodds (1985) 160 CLR 583",
					"",
					"CATEGORY:              Principal judgment",
					"",
					"PARTIES:               Giuseppina Iannuzzi (Plaintiff)",
					"                       Marco Iannuzzi (First Defendant)",
					"                       Danielle Louise Iannuzzi (Second Defendant)",
					"",
					"FILE NUMBER(S):        2024/00291736",
					"",
					"COUNSEL:               J D Strathmore (Plaintiff)",
					"                       H M Okafor-Grant (Defendants)",
					"",
					"SOLICITORS:            Kyriakou & Associates Lawyers (Plaintiff)",
					"                       Brennan Tully Lawyers (Defendants)"),
			},
			{
				cb("JUDGMENT"), gap(),
				p("1 HER HONOUR: The plaintiff, who is 78, paid $612,000, the whole of the proceeds of the sale of her home, towards the purchase by her son and his wife, the defendants, of a house at Five Dock, where a granny flat was built for her. In December 2023, after she and her daughter-in-law fell out, she was made to leave. She seeks a declaration that the defendants hold the property on trust for her to the extent of her contribution."),
				p("2 The plaintiff gave evidence with the assistance of an Italian interpreter and was cross-examined at some length. Her daughter, Mrs Rosaria Bellucci, whose affidavit of 14 August 2024 was read, was also cross-examined. The first defendant gave evidence. The second defendant did not, and no explanation was offered for her absence; I infer that her evidence would not have assisted the defendants (Jones v Dunkel (1959) 101 CLR 298)."),
				p("3 I accept the evidence of the plaintiff and Mrs Bellucci about the conversations of 17 and 24 March 2019, which the first defendant did not squarely deny. The assertion in the defendants' solicitors' letter of 9 February 2024 that the payment of 29 May 2019 was a gift cannot stand with the first defendant's text message of 2 December 2023, which he accepted he sent."),
				p("4 The payment was made for the purpose of a joint endeavour, that the plaintiff would have a home for life in the granny flat, which failed without attributable blame when she was excluded on 15 December 2023. It would be unconscionable for the defendants to retain the benefit of her contribution: Muschinski v Dodds; Baumgartner v Baumgartner. Her contribution was 41 per cent of the price and costs of the purchase."),
				l("Orders"),
				p("5 I make the following orders:"),
				ls("(1) Declare that the first and second defendants hold the land at 14 Lyons Road West, Five Dock NSW",
					"     2046 (Folio Identifier 12/34567) on trust for the plaintiff as to 41 per cent.",
					"(2) Unless the defendants pay the plaintiff $735,000 by 30 June 2025, the Property is to be sold under",
					"     s 66G of the Conveyancing Act 1919 (NSW) and the net proceeds divided in those shares.",
					"(3) The defendants are to pay the plaintiff's costs.",
					"(4) Liberty to apply on 7 days' notice."),
				gap(),
				c("**********"),
			},
		}}

	ord := doc{name: ordF, font: "Helvetica", size: 10,
		footer: "Order - Iannuzzi v Iannuzzi & Anor - 2024/00291736                                          Page 1 of 1",
		pages: []page{
			{
				ls("Form 48 (version 3)", "UCPR 36.11"), gap(),
				cb("ORDER"), gap(),
				l("COURT DETAILS"), ls(court...), gap(),
				l("TITLE OF PROCEEDINGS"),
				ls("Plaintiff                           Giuseppina Iannuzzi",
					"First defendant                     Marco Iannuzzi",
					"Number of defendants                2"), gap(),
				l("ORDER"),
				ls("Date made or given                  4 April 2025",
					"Date entered                        9 April 2025"), gap(),
				l("Terms of order"),
				l("The Court orders that:"),
				ls("1  It is declared that the first and second defendants hold the land at 14 Lyons Road West, Five",
					"    Dock NSW 2046 (Folio Identifier 12/34567) on trust for the plaintiff as to 41 per cent.",
					"2  Unless the defendants pay the plaintiff $735,000 by 30 June 2025, the land is to be sold under",
					"    s 66G of the Conveyancing Act 1919 (NSW) and the net proceeds of sale divided in those shares.",
					"3  The defendants pay the plaintiff's costs of the proceedings.",
					"4  Liberty to apply on 7 days' notice."), gap(),
				l("SEAL AND SIGNATURE"),
				ls("                                    [SEAL]",
					"Signature                           ______________________",
					"Capacity                            Registrar",
					"Date                                9 April 2025"), gap(),
				l("FURTHER DETAILS ABOUT ORDER"),
				ls("Made by                             Hadley-Rowe J",
					"Prepared for                        Giuseppina Iannuzzi, Plaintiff",
					"Legal representative                Kyriakou & Associates Lawyers",
					"Legal representative reference      TK:IAN-2401"),
			},
		}}

	return matterSpec{
		name: "iannuzzi-v-iannuzzi", title: "Iannuzzi v Iannuzzi ([2025] NSWSC 318, 2024/00291736)", heldOut: true,
		firstSight: &Figures{PartyTruth: 11, PartyFound: 10, PartyCorrect: 5, EventTruth: 29, EventHits: 29, Grounded: 1}, // at 0862d31
		docs:       []doc{soc, aff, jdg, ord},
		parties: []Party{
			{"Giuseppina Iannuzzi", "plaintiff"},
			{"Giuseppina Iannuzzi", "witness"}, // gave evidence
			{"Marco Iannuzzi", "defendant"},
			{"Marco Iannuzzi", "witness"}, // gave evidence
			{"Danielle Louise Iannuzzi", "defendant"},
			{"Rosaria Bellucci", "declarant"},
			{"Rosaria Bellucci", "witness"}, // cross-examined
			{"Theodora Kyriakou", "counsel"},
			{"J D Strathmore", "counsel"},
			{"H M Okafor-Grant", "counsel"},
			{"Hadley-Rowe", "judge"},
		},
		events: []Event{
			{"2024-06-03", socF, 1}, // "Filed: 3 June 2024 10:18 AM"
			{"2019-03-17", socF, 2},
			{"2019-03-24", socF, 2},
			{"2019-05-29", socF, 2},
			{"2019-06-06", socF, 2},
			{"2020-03-14", socF, 2},
			{"2023-11-11", socF, 2},
			{"2023-12-15", socF, 2},
			{"2024-02-09", socF, 2},
			{"2024-05-31", socF, 2},
			{"2024-08-14", affF, 1},
			{"2019-03-17", affF, 1},
			{"2019-03-24", affF, 1},
			{"2023-12-02", affF, 2},
			{"2023-12-15", affF, 2},
			{"2025-02-24", jdgF, 1},
			{"2025-02-25", jdgF, 1},
			{"2025-04-04", jdgF, 1},
			{"2024-08-14", jdgF, 2},
			{"2019-03-17", jdgF, 2}, // "the conversations of 17 and 24 March 2019"
			{"2019-03-24", jdgF, 2},
			{"2024-02-09", jdgF, 2},
			{"2019-05-29", jdgF, 2},
			{"2023-12-02", jdgF, 2},
			{"2023-12-15", jdgF, 2},
			{"2025-06-30", jdgF, 2},
			{"2025-04-04", ordF, 1},
			{"2025-04-09", ordF, 1},
			{"2025-06-30", ordF, 1},
		},
	}
}
