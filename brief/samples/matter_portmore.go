package samples

// DEV SET (held out at first sight): a claim in the Supreme Court of
// Judicature of Jamaica (Civil Division) under the Civil Procedure Rules
// 2002 to remove a caveat lodged against registered land. The fixed date
// claim form on Form 2 ("CLAIM NO. SU2024CV02871", "IN THE MATTER OF"
// recitals of the land, the caveat and the Registration of Titles Act,
// "BETWEEN ... CLAIMANT AND ... DEFENDANT" with the labels at the right,
// the orders sought, the first hearing's date and place, the notice to the
// defendant, the certificate of truth signed by the company's director
// over "Name:" / "Position:", the claimant's address for service and its
// attorney-at-law, "Filed by X & Co., Attorneys-at-Law for and on behalf of
// the Claimant" with "Attorney-at-Law with conduct:"); the director's
// affidavit in support ("I, X, being duly sworn make oath and say as
// follows:", "That I reside and have my true place of abode at ... in the
// parish of St. Catherine", exhibits marked "AB-1" to "AB-3", "SWORN TO by
// the said ... at ... in the parish of Kingston this 18th day of June 2024
// before me:" a Justice of the Peace), with the exhibit cover and the
// attorneys' demand letter to the caveator as "AB-3" ("Our Ref:", "BY HAND
// AND REGISTERED MAIL", "Dear Madam:", "Yours faithfully", "c.c." the
// director at the company); the defendant's acknowledgment of service on
// Form 3 (numbered questions, "Defendant's Name:", the date of receipt,
// "Defendant's address for service:", signed by her attorney-at-law); and
// the order made in chambers ("BEFORE THE HONOURABLE MR JUSTICE X, IN
// CHAMBERS", "UPON HEARING Ms X, Attorney-at-Law instructed by ... for the
// Claimant, and Mr Y and Ms Z, Attorneys-at-Law for the Defendant", "AND
// UPON READING", "IT IS HEREBY ORDERED:", "BY THE COURT / REGISTRAR",
// "Filed by ..."). Conventions: a claimant is the plaintiff; a company
// director who signs the certificate of truth and swears the affidavit is
// the declarant; the attorney-at-law with conduct who signs a letter is
// counsel and its sender, and the caveator it is addressed to and the
// director and company copied are its recipients; the Justice of the
// Peace before whom an affidavit is sworn, the Registrar of the Supreme
// Court, the Registrar of Titles the order directs, and a firm named only
// as filing or instructing attorneys are no parties; the defendant whose
// affidavit the order only reads is no declarant.
func init() { specs = append(specs, portmore) }

func portmore() matterSpec {
	claimNo := r("CLAIM NO. SU2024CV02871")
	title := []block{
		cb("IN THE SUPREME COURT OF JUDICATURE OF JAMAICA"),
		cb("IN THE CIVIL DIVISION"), gap(),
		small(p("IN THE MATTER OF ALL THAT parcel of land part of PORTMORE PINES in the parish of Saint Catherine being the Lot numbered 27 on the plan registered at Volume 1287 Folio 455 of the Register Book of Titles"), 10),
		small(p("AND IN THE MATTER OF Caveat No. 2201456 lodged against the said Certificate of Title"), 10),
		small(p("AND IN THE MATTER OF the Registration of Titles Act"), 10),
		ls("BETWEEN     PORTMORE PINES DEVELOPMENT LIMITED                               CLAIMANT",
			"",
			"AND            HYACINTH BOGLE-WHYTE                                                    DEFENDANT"),
		gap(),
	}
	filedBy := small(ls("Filed by CHAMBERS LINDO & CO., Attorneys-at-Law, of 36 Duke Street, Kingston, for and on behalf of",
		"the Claimant, whose address for service is that of its said Attorneys-at-Law.  Tel: (876) 555-0192",
		"Email: kthompsonmorrison@chamberslindo.com.jm     Attorney-at-Law with conduct: Kerry-Ann Thompson-Morrison"), 8.5)

	fdcf := doc{name: "Fixed Date Claim Form SU2024CV02871.pdf", font: "Times", size: 11,
		pages: []page{
			append(append([]block{small(l("FORM 2"), 9), small(l("Rule 8.1(4)"), 9), claimNo, gap()}, title...),
				cb("FIXED DATE CLAIM FORM"), gap(),
				p("The Claimant, PORTMORE PINES DEVELOPMENT LIMITED, a company incorporated under the Companies Act of Jamaica with its registered office at 5 Braeton Parkway, Portmore, in the parish of Saint Catherine, claims against the Defendant, HYACINTH BOGLE-WHYTE, of 27 Pine Close, Portmore Pines, in the parish of Saint Catherine, the following orders:"),
				p("1. An order that Caveat No. 2201456 lodged by the Defendant on the 4th day of March 2024 against the Certificate of Title registered at Volume 1287 Folio 455 be removed."),
				p("2. An order that the Registrar of Titles cancel the said caveat upon service of the order."),
				p("3. Costs and such further or other relief as the Court deems just."),
			),
			{
				claimNo, gap(),
				p("The grounds of the claim are that the Defendant claims no estate or interest in the land capable of supporting a caveat: the agreement for sale on which she relies was rescinded on the 9th day of November 2023 and her deposit was returned to her. The Claimant relies on the Affidavit of Andre Marlon Blackwood filed herewith."),
				p("The first hearing of this claim will take place at the Supreme Court, King Street, Kingston on the 11th day of September 2024 at 10:00 a.m."),
				small(p("NOTICE TO THE DEFENDANT: You should read the notes to this form. If you do not attend the first hearing the Court may make an order in your absence. You must complete the acknowledgment of service and file it at the Registry within 14 days of service of this claim form."), 9.5),
				cb("CERTIFICATE OF TRUTH"),
				p("I certify that all the facts set out in this Claim Form are true to the best of my knowledge, information and belief."),
				ls("Signed:    ..................................",
					"Name:      Andre Marlon Blackwood",
					"Position:  Director, for and on behalf of the Claimant"),
				gap(),
				l("Dated the 19th day of June 2024."), gap(),
				ls("..................................................",
					"Claimant's Attorney-at-Law",
					"Kerry-Ann Thompson-Morrison"),
				gap(),
				small(ls("Claimant's address for service:  c/o Chambers Lindo & Co., 36 Duke Street, Kingston."), 9.5),
				gap(),
				filedBy,
			},
		}}

	affidavit := doc{name: "Affidavit of Andre Blackwood in Support.pdf", font: "Times", size: 11,
		pages: []page{
			append(append([]block{claimNo, gap()}, title...),
				cb("AFFIDAVIT OF ANDRE MARLON BLACKWOOD IN SUPPORT OF FIXED DATE CLAIM FORM"), gap(),
				p("I, ANDRE MARLON BLACKWOOD, being duly sworn make oath and say as follows:"),
				p("1. That I reside and have my true place of abode at 14 Hellshire Heights in the parish of St. Catherine and my postal address is P.O. Box 611, Portmore, St. Catherine. I am a Director of the Claimant and am authorised to make this affidavit on its behalf."),
				p("2. That the Claimant is the registered proprietor of the land registered at Volume 1287 Folio 455 of the Register Book of Titles. A copy of the Certificate of Title is exhibited hereto marked \"AB-1\" for identity."),
			),
			{
				claimNo, gap(),
				p("3. That by an agreement for sale dated the 15th day of May 2023 the Claimant agreed to sell the land to the Defendant. The Defendant failed to pay the balance of the price by the completion date of the 31st day of August 2023, and the Claimant rescinded the agreement by notice dated the 9th day of November 2023, a copy of which is exhibited hereto marked \"AB-2\". The Defendant's deposit was refunded to her by cheque on the 20th day of November 2023."),
				p("4. That on the 4th day of March 2024 the Defendant lodged Caveat No. 2201456 against the title. By letter dated the 22nd day of April 2024 the Claimant's Attorneys-at-Law asked the Defendant to withdraw the caveat. A copy of that letter is exhibited hereto marked \"AB-3\". The Defendant has not withdrawn it."),
				p("5. That the caveat prevents the Claimant from completing a sale of the land to another purchaser and I ask that it be removed."),
				gap(),
				ls("SWORN TO by the said ANDRE MARLON BLACKWOOD        )",
					"at 36 Duke Street in the parish of Kingston        )      ..................................",
					"this 18th day of June 2024 before me:              )           ANDRE MARLON BLACKWOOD",
					"",
					"..................................",
					"Paulette Grizzle, J.P.",
					"JUSTICE OF THE PEACE FOR THE PARISH OF KINGSTON"),
				gap(),
				filedBy,
			},
			{
				cb("EXHIBIT \"AB-3\""),
				small(c("This is the exhibit marked \"AB-3\" referred to in the Affidavit of Andre Marlon Blackwood sworn before me this 18th day of June 2024.   ..................... Justice of the Peace"), 9),
				gap(),
				cb("CHAMBERS LINDO & CO."),
				c("Attorneys-at-Law  |  36 Duke Street, Kingston, Jamaica W.I.  |  Tel: (876) 555-0192"), gap(),
				ls("Our Ref: KTM/PPD/2024/031", "", "22nd April 2024", "", "BY HAND AND REGISTERED MAIL", "",
					"Mrs. Hyacinth Bogle-Whyte", "27 Pine Close", "Portmore Pines", "St. Catherine"),
				gap(),
				l("Dear Madam:"),
				cb("Re: Caveat No. 2201456 - Volume 1287 Folio 455"),
				p("We act for Portmore Pines Development Limited, the registered proprietor of the above land. The agreement for sale between you and our client was rescinded on the 9th day of November 2023 and your deposit was refunded on the 20th day of November 2023. You have no interest in the land that a caveat can protect."),
				p("We therefore require you to withdraw the caveat within fourteen (14) days of the date of this letter, failing which our client will apply to the Supreme Court for its removal and will seek its costs from you."),
				ls("Yours faithfully,", "", "", "Kerry-Ann Thompson-Morrison", "Partner", "CHAMBERS LINDO & CO.", "",
					"c.c. Mr. Andre Blackwood, Director, Portmore Pines Development Limited"),
			},
		}}

	ack := doc{name: "Acknowledgment of Service SU2024CV02871.pdf", font: "Times", size: 11,
		pages: []page{
			append(append([]block{small(l("FORM 3"), 9), small(l("Rule 9.3(1)"), 9), claimNo, gap()}, title...),
				cb("ACKNOWLEDGMENT OF SERVICE OF FIXED DATE CLAIM FORM"), gap(),
				ls("Defendant's Name:       HYACINTH BOGLE-WHYTE",
					"Address:                      27 Pine Close, Portmore Pines, St. Catherine",
					"",
					"1. Have you received the claim form?                                        Yes",
					"2. On what date did you receive it?                                         2nd July 2024",
					"3. Did you receive the affidavit in support and the notes to the form?      Yes",
					"4. Are your name and address correctly stated on the claim form?            Yes",
					"5. Do you intend to defend the claim?                                      Yes",
					"6. Do you admit all or part of the claim?                                  No"),
				gap(),
				ls("Defendant's address for service:  c/o Salmon & Associates, Attorneys-at-Law,",
					"                                                   12 Hope Road, Kingston 10.   Tel: (876) 555-4471"),
				gap(),
				ls("Dated the 12th day of July 2024.", "",
					"..................................",
					"Dwayne Anthony Salmon",
					"Defendant's Attorney-at-Law"),
				gap(),
				small(p("Filed by SALMON & ASSOCIATES, Attorneys-at-Law, 12 Hope Road, Kingston 10, for and on behalf of the Defendant."), 8.5),
			),
		}}

	order := doc{name: "Order SU2024CV02871 2024-09-11.pdf", font: "Times", size: 11,
		pages: []page{
			append(append([]block{claimNo, gap()}, title...),
				cb("IN CHAMBERS"),
				cb("BEFORE THE HONOURABLE MR JUSTICE GARFIELD A. WINT-HENRY"),
				cb("ON THE 11TH DAY OF SEPTEMBER 2024"), gap(),
				cb("FORMAL ORDER"), gap(),
				p("UPON the Fixed Date Claim Form filed on the 19th day of June 2024 coming on for hearing this day;"),
				p("AND UPON HEARING Ms Kerry-Ann Thompson-Morrison, Attorney-at-Law instructed by Chambers Lindo & Co. for the Claimant, and Mr Dwayne Salmon and Ms Tashana Reid, Attorneys-at-Law instructed by Salmon & Associates for the Defendant;"),
				p("AND UPON READING the Affidavit of Andre Marlon Blackwood sworn on the 18th day of June 2024 and the Affidavit of Hyacinth Bogle-Whyte in Response filed on the 26th day of July 2024;"),
				cb("IT IS HEREBY ORDERED:"),
				p("1. Caveat No. 2201456 lodged against the Certificate of Title registered at Volume 1287 Folio 455 of the Register Book of Titles is removed, and the Registrar of Titles is directed to cancel it upon service of this Order."),
				p("2. Costs to the Claimant, to be taxed if not agreed."),
				p("3. The Claimant's Attorneys-at-Law shall prepare, file and serve this Order."),
			),
			{
				claimNo, gap(),
				ls("BY THE COURT", "", "", "..................................", "REGISTRAR"),
				gap(),
				small(ls("THIS ORDER is filed by CHAMBERS LINDO & CO., Attorneys-at-Law, of 36 Duke Street, Kingston, Attorneys-at-Law",
					"for the Claimant, whose address for service is that of its said Attorneys-at-Law.   Tel: (876) 555-0192",
					"Attorney-at-Law with conduct: Kerry-Ann Thompson-Morrison"), 8.5),
			},
		}}

	return matterSpec{
		name: "portmore-pines-v-bogle-whyte", title: "Portmore Pines Development Limited v Hyacinth Bogle-Whyte (Claim No. SU2024CV02871)", heldOut: true,
		firstSight: &Figures{PartyTruth: 11, PartyFound: 13, PartyCorrect: 9, EventTruth: 21, EventHits: 21, Grounded: 1}, // at 1a3ce40
		docs:       []doc{fdcf, affidavit, ack, order},
		parties: []Party{
			{"Portmore Pines Development Limited", "plaintiff"}, // the claimant
			{"Portmore Pines Development Limited", "recipient"}, // copied at the company under its director
			{"Hyacinth Bogle-Whyte", "defendant"},
			{"Hyacinth Bogle-Whyte", "recipient"}, // addressee of exhibit AB-3
			{"Andre Marlon Blackwood", "declarant"},
			{"Andre Marlon Blackwood", "recipient"}, // "c.c."
			{"Kerry-Ann Thompson-Morrison", "counsel"},
			{"Kerry-Ann Thompson-Morrison", "sender"},
			{"Dwayne Anthony Salmon", "counsel"},
			{"Tashana Reid", "counsel"},
			{"Garfield A. Wint-Henry", "judge"},
		},
		events: []Event{
			{"2024-03-04", "Fixed Date Claim Form SU2024CV02871.pdf", 1},
			{"2023-11-09", "Fixed Date Claim Form SU2024CV02871.pdf", 2},
			{"2024-09-11", "Fixed Date Claim Form SU2024CV02871.pdf", 2},
			{"2024-06-19", "Fixed Date Claim Form SU2024CV02871.pdf", 2},
			{"2023-05-15", "Affidavit of Andre Blackwood in Support.pdf", 2},
			{"2023-08-31", "Affidavit of Andre Blackwood in Support.pdf", 2},
			{"2023-11-09", "Affidavit of Andre Blackwood in Support.pdf", 2},
			{"2023-11-20", "Affidavit of Andre Blackwood in Support.pdf", 2},
			{"2024-03-04", "Affidavit of Andre Blackwood in Support.pdf", 2},
			{"2024-04-22", "Affidavit of Andre Blackwood in Support.pdf", 2},
			{"2024-06-18", "Affidavit of Andre Blackwood in Support.pdf", 2},
			{"2024-06-18", "Affidavit of Andre Blackwood in Support.pdf", 3},
			{"2024-04-22", "Affidavit of Andre Blackwood in Support.pdf", 3},
			{"2023-11-09", "Affidavit of Andre Blackwood in Support.pdf", 3},
			{"2023-11-20", "Affidavit of Andre Blackwood in Support.pdf", 3},
			{"2024-07-02", "Acknowledgment of Service SU2024CV02871.pdf", 1},
			{"2024-07-12", "Acknowledgment of Service SU2024CV02871.pdf", 1},
			{"2024-09-11", "Order SU2024CV02871 2024-09-11.pdf", 1},
			{"2024-06-19", "Order SU2024CV02871 2024-09-11.pdf", 1},
			{"2024-06-18", "Order SU2024CV02871 2024-09-11.pdf", 1},
			{"2024-07-26", "Order SU2024CV02871 2024-09-11.pdf", 1},
		},
	}
}
