package samples

// DEV SET (held out at first sight): a creditor's winding-up petition in
// the High Court of England and Wales, Business and Property Courts,
// Insolvency and Companies List. The petition on the rules' form
// ("CR-2024-004187" at the top right under the court's names, "IN THE
// MATTER OF X LIMITED (Company Number ...) / AND IN THE MATTER OF THE
// INSOLVENCY ACT 1986", "To His Majesty's High Court of Justice", "The
// petition of X (Company Number ...) whose registered office is at ...",
// numbered paragraphs with the company's incorporation, registered office,
// capital and objects, the debt and the statutory demand recited, "The
// Petitioner therefore asks that", the court's receipt stamp with the
// date, "This petition having been presented to the court on ... will be
// heard at ...", the rule 7.14 notice, the petitioner's solicitors' name
// and reference, and a statement of truth signed by the solicitor for the
// petitioner); the witness statement in support (the marginal note at the
// top right "Petitioner / K. Lindgren / First / Exhibit KL1 / date", "I,
// X, of ..., Credit Controller of the Petitioner, STATE as follows:", the
// process server's certificate exhibited, the statement of truth with the
// contempt warning); and the ICC Judge's winding-up order ("BEFORE ICC
// JUDGE AYLWARD", "UPON THE PETITION of ...", "AND UPON HEARING Counsel
// for the Petitioner (Mr X) and Ms Y of HMRC Solicitor's Office for HM
// Revenue & Customs, a supporting creditor, and no one appearing for the
// Company", "IT IS ORDERED that", the Official Receiver's note, the
// court's address for correspondence).
// Conventions: the petitioning creditor is the petitioner and the company
// it asks to have wound up the respondent; a creditor that gives notice
// and appears to support the petition is a party (as an objecting
// creditor is in the Chapter 11 matters); the solicitor who signs the
// petition and its statement of truth for the petitioner is counsel, not a
// declarant; the maker of the witness statement is its declarant; counsel
// and the HMRC lawyer who appear are counsel; the ICC Judge, named by
// surname only, is the judge. The process server, the Official Receiver
// and the court's staff are no parties; the solicitors' firm is no party
// of its own.
func init() { specs = append(specs, thamesbridge) }

func thamesbridge() matterSpec {
	const (
		petF = "Winding-up Petition CR-2024-004187.pdf"
		wsF  = "Witness Statement of Katja Lindgren.pdf"
		ordF = "Winding-up Order CR-2024-004187.pdf"
	)
	court := []block{
		r("CR-2024-004187"), gap(),
		cb("IN THE HIGH COURT OF JUSTICE"),
		cb("BUSINESS AND PROPERTY COURTS OF ENGLAND AND WALES"),
		cb("INSOLVENCY AND COMPANIES LIST (ChD)"), gap(),
		c("IN THE MATTER OF THAMESBRIDGE INTERIORS LIMITED"),
		c("(Company Number 09817234)"), gap(),
		c("AND IN THE MATTER OF THE INSOLVENCY ACT 1986"), gap(),
	}

	pet := doc{name: petF, font: "Times", size: 11, unicode: true, footer: "Page %d of %t",
		pages: []page{
			append(append([]block{
				ls("                                                                          +--------------------------------+",
					"                                                                          |  HIGH COURT OF JUSTICE         |",
					"                                                                          |  RECEIVED  11 JUN 2024         |",
					"                                                                          |  INSOLVENCY & COMPANIES LIST   |",
					"                                                                          +--------------------------------+"),
			}, court...),
				cb("WINDING-UP PETITION"),
				c("(Rule 7.5 of the Insolvency (England and Wales) Rules 2016)"), gap(),
				l("To His Majesty's High Court of Justice"), gap(),
				p("The petition of Kellerman Drylining Supplies Limited (Company Number 04412980) whose registered office is at Unit 4, Brunel Way, Dartford, Kent DA1 5FG (\"the Petitioner\")."),
				p("1. Thamesbridge Interiors Limited (\"the Company\") was incorporated on 14 September 2015 under the Companies Act 2006."),
				p("2. The Company's registered office is at 3rd Floor, 88 Borough High Street, London SE1 1LL."),
				p("3. The nominal capital of the Company is £100 divided into 100 ordinary shares of £1 each. The amount of the capital paid up or credited as paid up is £100."),
				p("4. The principal objects for which the Company was established are as follows: the carrying on of business as commercial interior fit-out contractors, and other objects stated in the Company's articles of association."),
				p("5. The Company is indebted to the Petitioner in the sum of £48,612.40, being the price of plasterboard, metal stud and ceiling materials sold and delivered by the Petitioner to the Company between 3 January 2024 and 28 March 2024, as set out in the Petitioner's invoices numbered KDS-77104 to KDS-77139."),
			),
			{
				p("6. On 2 May 2024 the Petitioner served on the Company a statutory demand under section 123(1)(a) of the Insolvency Act 1986 by leaving it at the Company's registered office. The statutory demand required the Company to pay the sum of £48,612.40. More than 3 weeks have elapsed since the service of the demand, and the Company has neither paid the sum due nor secured or compounded for it to the satisfaction of the Petitioner."),
				p("7. The Company is insolvent and unable to pay its debts."),
				p("8. The Company's centre of main interests is in England and Wales, and the proceedings will be main proceedings as defined in Article 3 of the UK Insolvency Regulation."),
				p("9. In the circumstances it is just and equitable that the Company should be wound up."),
				l("The Petitioner therefore asks that:"),
				p("(1) Thamesbridge Interiors Limited be wound up by the court under the provisions of the Insolvency Act 1986; or"),
				p("(2) such other order as the court thinks fit."),
				l("Note: It is intended to serve this petition on the Company."),
				gap(),
				cb("STATEMENT OF TRUTH"),
				p("The Petitioner believes that the facts stated in this petition are true. I am duly authorised by the Petitioner to sign this statement. I understand that proceedings for contempt of court may be brought against anyone who makes, or causes to be made, a false statement in a document verified by a statement of truth without an honest belief in its truth."),
				ls("Signed:      N. Prescott-Dunne",
					"Full name:   Nadia Prescott-Dunne",
					"Position:    Partner, Ashcombe Ridley LLP, Solicitors for the Petitioner",
					"Dated:       10 June 2024"),
				gap(),
				small(p("This petition having been presented to the court on 11 June 2024 will be heard at the Royal Courts of Justice, Rolls Building, 7 Rolls Buildings, Fetter Lane, London EC4A 1NL on: Date: 24 July 2024   Time: 10.30 am (or as soon thereafter as the petition can be heard)."), 10),
				small(p("Any person who intends to appear on the hearing of the petition (whether to support or oppose it) must give notice of intention to do so to the Petitioner or its solicitor in accordance with rule 7.14 by 4 pm on 23 July 2024."), 10),
				ls("The Petitioner's solicitor is:",
					"Ashcombe Ridley LLP, 21 Tudor Street, London EC4Y 0DJ",
					"Tel: 020 7946 0318    Ref: NPD/KDS/0412    Email: insolvency@ashcombe-ridley.example.co.uk"),
			},
		}}

	ws := doc{name: wsF, font: "Times", size: 11, unicode: true, footer: "%d",
		pages: []page{
			append(append([]block{
				ls("                                                                                  Petitioner",
					"                                                                                  K. Lindgren",
					"                                                                                  First",
					"                                                                                  Exhibit KL1",
					"                                                                                  11 June 2024"),
			}, court...),
				cb("WITNESS STATEMENT OF KATJA LINDGREN"),
				c("in support of the winding-up petition"), gap(),
				p("I, KATJA LINDGREN, of Unit 4, Brunel Way, Dartford, Kent DA1 5FG, Credit Controller of the Petitioner, STATE as follows:"),
				p("1. I am the credit controller of Kellerman Drylining Supplies Limited, the Petitioner, and I am authorised to make this statement on its behalf. The facts in this statement are within my own knowledge or are taken from the Petitioner's sales ledger, which is kept under my supervision. There is now produced and shown to me a paginated bundle of documents marked \"KL1\"."),
				p("2. The petition to wind up Thamesbridge Interiors Limited was presented on 11 June 2024. The statements in the petition are true."),
				p("3. At the date of presentation of the petition the Company was indebted to the Petitioner in the sum of £48,612.40 for goods delivered between 3 January 2024 and 28 March 2024. Copies of the invoices are at pages 1 to 36 of KL1. The Company's last payment on account was £5,000 on 19 February 2024."),
			),
			{
				p("4. The statutory demand was served on 2 May 2024 by a process server, Darren Okoro of Swiftserve Process Limited, who left it at the Company's registered office. His certificate of service is at page 37 of KL1. The Company has not applied to set the demand aside and has made no payment since it was served."),
				p("5. On 21 May 2024 the Company's director telephoned me and said that the Company was waiting for payment from a main contractor and could not pay anything before the end of the summer. No proposal was put in writing."),
				p("6. To the best of my knowledge and belief the Company is insolvent and unable to pay its debts, and the sum claimed remains due and unpaid."),
				gap(),
				cb("STATEMENT OF TRUTH"),
				p("I believe that the facts stated in this witness statement are true. I understand that proceedings for contempt of court may be brought against anyone who makes, or causes to be made, a false statement in a document verified by a statement of truth without an honest belief in its truth."),
				ls("Signed:   K. Lindgren",
					"",
					"Name:     Katja Lindgren",
					"Dated:    11 June 2024"),
			},
		}}

	ord := doc{name: ordF, font: "Times", size: 11,
		footer: "The court office at the Rolls Building, 7 Rolls Buildings, Fetter Lane, London EC4A 1NL is open between 10 am and 4.30 pm Monday to Friday.",
		pages: []page{{
			r("No. CR-2024-004187"), gap(),
			cb("IN THE HIGH COURT OF JUSTICE"),
			cb("BUSINESS AND PROPERTY COURTS OF ENGLAND AND WALES"),
			cb("INSOLVENCY AND COMPANIES LIST (ChD)"), gap(),
			cb("BEFORE ICC JUDGE AYLWARD"),
			c("DATED 24 JULY 2024"), gap(),
			c("IN THE MATTER OF THAMESBRIDGE INTERIORS LIMITED"),
			c("(Company Number 09817234)"),
			c("AND IN THE MATTER OF THE INSOLVENCY ACT 1986"), gap(),
			cb("WINDING-UP ORDER"), gap(),
			p("UPON THE PETITION of Kellerman Drylining Supplies Limited of Unit 4, Brunel Way, Dartford, Kent DA1 5FG, a creditor, presented to this court on 11 June 2024"),
			p("AND UPON HEARING Counsel for the Petitioner (Mr Tobias Venn) and Ms Priya Sandhu of HMRC Solicitor's Office for HM Revenue & Customs, a supporting creditor, and no one appearing for the Company"),
			p("AND UPON READING the evidence"),
			l("IT IS ORDERED that:"),
			p("1. Thamesbridge Interiors Limited, whose registered office is at 3rd Floor, 88 Borough High Street, London SE1 1LL, be wound up by the court under the provisions of the Insolvency Act 1986."),
			p("2. The Petitioner's costs of the petition be paid out of the assets of the Company."),
			p("3. The costs of HM Revenue & Customs as supporting creditor be paid out of the assets of the Company."),
			gap(),
			p("NOTE: The Official Receiver attached to the court is by virtue of this order liquidator of the Company. The Official Receiver's office is at The Insolvency Service, 16th Floor, 1 Westfield Avenue, Stratford, London E20 1HZ."),
			p("It is the duty of such of the persons mentioned in section 131(3) of the Insolvency Act 1986 as the Official Receiver may require to submit and verify a statement of the Company's affairs."),
		}}}

	return matterSpec{
		name: "re-thamesbridge-interiors", title: "Re Thamesbridge Interiors Limited (High Court, Insolvency and Companies List, CR-2024-004187)", heldOut: true,
		firstSight: &Figures{PartyTruth: 8, PartyFound: 4, PartyCorrect: 2, EventTruth: 18, EventHits: 18, Grounded: 1}, // at 4b1925b
		docs:       []doc{pet, ws, ord},
		parties: []Party{
			{"Kellerman Drylining Supplies Limited", "petitioner"},
			{"Thamesbridge Interiors Limited", "respondent"}, // the company to be wound up
			{"Nadia Prescott-Dunne", "counsel"},              // the solicitor who signs the statement of truth
			{"Katja Lindgren", "declarant"},
			{"Tobias Venn", "counsel"},
			{"Priya Sandhu", "counsel"},
			{"HM Revenue & Customs", "party"}, // the supporting creditor
			{"Aylward", "judge"},
		},
		events: []Event{
			{"2024-06-11", petF, 1}, // the receipt stamp
			{"2015-09-14", petF, 1},
			{"2024-01-03", petF, 1},
			{"2024-03-28", petF, 1},
			{"2024-05-02", petF, 2},
			{"2024-06-10", petF, 2},
			{"2024-06-11", petF, 2},
			{"2024-07-24", petF, 2},
			{"2024-07-23", petF, 2},
			{"2024-06-11", wsF, 1},
			{"2024-01-03", wsF, 1},
			{"2024-03-28", wsF, 1},
			{"2024-02-19", wsF, 1},
			{"2024-05-02", wsF, 2},
			{"2024-05-21", wsF, 2},
			{"2024-06-11", wsF, 2},
			{"2024-07-24", ordF, 1},
			{"2024-06-11", ordF, 1},
		},
	}
}
