package samples

// DEV SET (held out at first sight): a land claim in the High Court of
// Justice of the Republic of Trinidad and Tobago (Port of Spain), begun
// by fixed date claim form under Part 8 of the Civil Proceedings Rules
// 1998. The fixed date claim form ("Form 2", "THE REPUBLIC OF TRINIDAD
// AND TOBAGO / IN THE HIGH COURT OF JUSTICE", "Claim No. CV2024-00418",
// "IN THE MATTER OF" the land and the Real Property Act, "BETWEEN / X /
// Claimant / AND / Y / First Defendant / Z / Second Defendant", the
// orders claimed in numbered paragraphs, "THIS CLAIM will be heard on ...
// at ... in Courtroom POS 12, Hall of Justice, Knox Street, Port of
// Spain", "NOTE:" on the acknowledgment of service, the certificate of
// truth signed by the claimant and the attorney's certificate,
// "Dated the ... day of ...", "TO: The First Defendant, Y, of ... / The
// Second Defendant, Z, of ...", "The Claimant's address for service is
// the office of his Attorneys-at-Law", the firm and the instructing
// attorney at the foot, "Registry stamp" in the header); the claimant's
// affidavit in support ("I, X, of No. 14 Ramsaran Trace, ..., Farmer,
// make oath and say as follows:", exhibits "S.R.1", a neighbour and a
// land surveyor named, "Sworn to at Port of Spain in the Republic of
// Trinidad and Tobago this ... day of ... / Before me: / Commissioner of
// Affidavits", "Filed on behalf of the Claimant"); and the judge's order
// on the first hearing ("Before the Honourable Madam Justice X", "Dated
// the ...", "Appearances: Ms A, Attorney-at-Law for the Claimant / Mr B
// instructed by Ms C, Attorneys-at-Law for the Defendants", "UPON the
// Fixed Date Claim Form filed herein on ... coming on for first hearing",
// "AND UPON hearing ...", "IT IS ORDERED", directions with dates, "Costs
// in the cause", "Assistant Registrar", "Entered ...").
// Conventions: the claimant is the plaintiff and, as the maker of the
// affidavit, its declarant; the two defendants are defendants and, as the
// claim form addresses them "TO:", its recipients; the claimant's
// instructing attorney, the defendants' advocate attorney and their
// instructing attorney are counsel; the judge is the judge; the
// neighbour and the surveyor named in the affidavit, the commissioner of
// affidavits, the Assistant Registrar, the firms and the claimant's late
// uncle are no parties.
func init() { specs = append(specs, rampersad) }

func rampersad() matterSpec {
	const (
		fdcF = "Fixed Date Claim Form CV2024-00418.pdf"
		affF = "Affidavit of Sunil Rampersad in support.pdf"
		ordF = "Order 2024-04-24 CV2024-00418.pdf"
	)
	head := []block{
		cb("THE REPUBLIC OF TRINIDAD AND TOBAGO"), gap(),
		cb("IN THE HIGH COURT OF JUSTICE"), gap(),
		ls("                                                                  Claim No. CV2024-00418"),
		gap(),
	}
	matter := []block{
		p("IN THE MATTER OF ALL AND SINGULAR that certain piece or parcel of land situate in the Ward of Chaguanas in the Island of Trinidad comprising ONE ACRE TWO ROODS be the same more or less and described in the Schedule hereto"),
		p("AND IN THE MATTER OF the Real Property Limitation Act, Chapter 56:03"),
		gap(),
	}
	parties := ls("BETWEEN",
		"",
		"                              SUNIL RAMPERSAD",
		"                                                                          Claimant",
		"                                    AND",
		"",
		"                         CHRISTINE ALEXIS-BAPTISTE",
		"                                                                    First Defendant",
		"",
		"                              KENRICK BAPTISTE",
		"                                                                   Second Defendant")
	fdc := doc{name: fdcF, font: "Times", size: 11.5, unicode: true,
		header: "FILED  08 FEB 2024  SUPREME COURT REGISTRY, PORT OF SPAIN                                        Form 2",
		footer: "Page %d of %t",
		pages: []page{
			append(append(append(append([]block{}, head...), matter...), parties, gap()),
				cb("FIXED DATE CLAIM FORM"), gap(),
				p("The Claimant, SUNIL RAMPERSAD, of No. 14 Ramsaran Trace, Felicity, Chaguanas, claims against the Defendants:"),
				p("1. A declaration that the Claimant is entitled to possession of the parcel of land described in the Schedule hereto (\"the said lands\") and that the title of the Defendants and of any person through whom they claim to the said lands has been extinguished by virtue of sections 3 and 22 of the Real Property Limitation Act, Chapter 56:03."),
				p("2. An injunction restraining the Defendants, whether by themselves, their servants or agents, from entering upon or interfering with the Claimant's possession of the said lands."),
				p("3. Damages for trespass committed on or about 3rd November, 2023. 4. Costs. 5. Such further or other relief as the Court may deem just."),
			),
			{
				p("THIS CLAIM will be heard on Wednesday the 24th day of April, 2024 at 9:00 a.m. in Courtroom POS 12, Hall of Justice, Knox Street, Port of Spain."),
				p("NOTE: If you do not attend, or if you do not file an acknowledgment of service within the time stated, judgment may be entered against you in accordance with the Claimant's claim."),
				cb("CERTIFICATE OF TRUTH"),
				p("I, SUNIL RAMPERSAD, certify that I believe that the facts stated in this Fixed Date Claim Form are true."),
				ls("                                                  ......................................",
					"                                                  Sunil Rampersad, Claimant"),
				p("I certify that the Claimant has been advised of the consequences of verifying a statement of case that he does not honestly believe to be true. The Claimant believes the facts stated in this claim form to be true."),
				ls("                                                  ......................................",
					"                                                  Anjali Maharaj",
					"                                                  Attorney-at-Law for the Claimant"),
				gap(),
				l("Dated the 8th day of February, 2024."),
				gap(),
				ls("TO:  The First Defendant, CHRISTINE ALEXIS-BAPTISTE, of LP 44 Mc Bean Road, Couva.",
					"     The Second Defendant, KENRICK BAPTISTE, of LP 44 Mc Bean Road, Couva."),
				gap(),
				p("The Claimant's address for service is the office of his Attorneys-at-Law, Maharaj & Persad, No. 27 St. Vincent Street, Port of Spain. This Fixed Date Claim Form was filed by Ms. Anjali Maharaj, Instructing Attorney-at-Law, of Maharaj & Persad, Attorneys-at-Law for the Claimant. Tel: (868) 623-5510. Email: amaharaj@maharajpersad.example.tt"),
			},
		}}

	aff := doc{name: affF, font: "Times", size: 11.5, unicode: true,
		header: "FILED  08 FEB 2024  SUPREME COURT REGISTRY, PORT OF SPAIN",
		footer: "%d",
		pages: []page{
			append(append(append([]block{}, head...), parties, gap()),
				cb("AFFIDAVIT OF SUNIL RAMPERSAD IN SUPPORT OF FIXED DATE CLAIM FORM"), gap(),
				p("I, SUNIL RAMPERSAD, of No. 14 Ramsaran Trace, Felicity, Chaguanas, in the Republic of Trinidad and Tobago, Farmer, make oath and say as follows:"),
				p("1. I am the Claimant herein. The facts deposed to herein are within my personal knowledge save where otherwise stated, and are true."),
				p("2. I have occupied and cultivated the said lands continuously since in or about March, 1996, when my late uncle Harrinarine Rampersad left the land and moved to Canada. Since then I have planted it in hot peppers, pigeon peas and bhagi, built a wooden shed on it in 1999 and fenced it along the road in 2004. Now produced and shown to me and marked \"S.R.1\" are photographs of the said lands and the shed."),
			),
			{
				p("3. The paper title to the said lands is in the name of the First Defendant's late father. No one claiming under him ever came onto the land or asked me to leave until 3rd November, 2023, when the Defendants entered with a backhoe and removed about 40 feet of my fence. Mr. Dhanraj Seecharan, my neighbour for over twenty years, saw this. I reported the matter at the Chaguanas Police Station on the same day."),
				p("4. On 15th January, 2024 Mr. Kelvin Lutchman, Licensed Land Surveyor, surveyed the said lands at my request. A copy of his plan dated 22nd January, 2024 is now produced and shown to me and marked \"S.R.2\"."),
				p("5. I make this affidavit in support of my Fixed Date Claim Form filed herein."),
				gap(),
				ls("Sworn to at Port of Spain in the Republic          )",
					"of Trinidad and Tobago this 7th day of               )      ..................................",
					"February, 2024                                      )      SUNIL RAMPERSAD",
					"",
					"Before me:",
					"",
					"..................................",
					"Commissioner of Affidavits"),
				gap(),
				small(l("Filed on behalf of the Claimant by Maharaj & Persad, Attorneys-at-Law, No. 27 St. Vincent Street, Port of Spain."), 9),
			},
		}}

	ord := doc{name: ordF, font: "Times", size: 11.5, unicode: true,
		footer: "Order - CV2024-00418 - Page %d of %t",
		pages: []page{
			append(append(append([]block{}, head...), parties, gap()),
				ls("Before the Honourable Madam Justice Nalini Jagessar",
					"",
					"Dated the 24th day of April, 2024",
					"Entered the 2nd day of May, 2024"),
				gap(),
				ls("Appearances:",
					"Ms. Anjali Maharaj, Attorney-at-Law for the Claimant",
					"Mr. Kerwin Phillip instructed by Ms. Lisa-Marie Charles, Attorneys-at-Law for the Defendants"),
				gap(),
				cb("ORDER"),
				p("UPON the Fixed Date Claim Form filed herein on the 8th day of February, 2024 coming on for first hearing this day"),
				p("AND UPON hearing Attorneys-at-Law for the Claimant and for the Defendants"),
			),
			{
				l("IT IS ORDERED that:"),
				p("1. The Defendants do file and serve an affidavit in response on or before the 7th day of June, 2024."),
				p("2. The Claimant do file and serve an affidavit in reply, if any, on or before the 5th day of July, 2024."),
				p("3. The trial of this claim is fixed for the 14th day of October, 2024 at 9:00 a.m. in Courtroom POS 12. Costs in the cause."),
				gap(),
				ls("                                                  ..........................................",
					"                                                  Assistant Registrar"),
			},
		}}

	return matterSpec{
		name: "rampersad-v-alexis-baptiste", title: "Rampersad v. Alexis-Baptiste (High Court of Justice, Trinidad and Tobago, CV2024-00418)", heldOut: true,
		firstSight: &Figures{PartyTruth: 10, PartyFound: 8, PartyCorrect: 8, EventTruth: 16, EventHits: 15, Grounded: 1}, // at fc288c2
		docs:       []doc{fdc, aff, ord},
		parties: []Party{
			{"Sunil Rampersad", "plaintiff"},
			{"Sunil Rampersad", "declarant"},
			{"Christine Alexis-Baptiste", "defendant"},
			{"Christine Alexis-Baptiste", "recipient"},
			{"Kenrick Baptiste", "defendant"},
			{"Kenrick Baptiste", "recipient"},
			{"Anjali Maharaj", "counsel"},
			{"Kerwin Phillip", "counsel"},
			{"Lisa-Marie Charles", "counsel"},
			{"Nalini Jagessar", "judge"},
		},
		events: []Event{
			{"2024-02-08", fdcF, 1}, // the Registry's stamp
			{"2023-11-03", fdcF, 1},
			{"2024-02-08", fdcF, 2},
			{"2024-04-24", fdcF, 2},
			{"2024-02-08", affF, 1},
			{"2024-02-08", affF, 2},
			{"2023-11-03", affF, 2},
			{"2024-01-15", affF, 2},
			{"2024-01-22", affF, 2},
			{"2024-02-07", affF, 2},
			{"2024-04-24", ordF, 1},
			{"2024-05-02", ordF, 1},
			{"2024-02-08", ordF, 1},
			{"2024-06-07", ordF, 2},
			{"2024-07-05", ordF, 2},
			{"2024-10-14", ordF, 2},
		},
	}
}
