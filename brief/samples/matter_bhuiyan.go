package samples

// DEV SET (held out at first sight): a writ petition under Article 102 of
// the Constitution in the Supreme Court of Bangladesh, High Court Division
// (Special Original Jurisdiction), against the cancellation of a land
// mutation. The petition ("IN THE MATTER OF: An application under Article
// 102 ..." then "-AND- / IN THE MATTER OF:" the petitioner with his
// father's name and address over "... Petitioner", "-VERSUS-", four
// numbered respondents (the Government "represented by the Secretary",
// then offices: the Deputy Commissioner, the Additional Deputy
// Commissioner (Revenue), the Assistant Commissioner (Land)) over "...
// Respondents", the impugned memo, the facts in numbered paragraphs
// opening "That", grounds lettered "I.", "II.", the prayer "Your Lordships
// would be graciously pleased to issue a Rule Nisi", "And for this act of
// kindness ...", the advocate's "Filed by" block with enrolment number
// and chamber, a court-fee stamp line and a running footer with the writ
// number); the petitioner's affidavit ("I, X, son of Y, aged about 52
// years, by faith Muslim, by profession Business, by nationality
// Bangladeshi, do hereby solemnly affirm", "DEPONENT", "The deponent is
// known to me and identified by me" signed by the advocate's clerk,
// "Solemnly affirmed before me ... COMMISSIONER OF AFFIDAVITS"); and the
// Division Bench's order issuing the Rule ("District: Narayanganj",
// "Present: / Mr. Justice X / And / Madam Justice Y", the short cause
// title "Government of Bangladesh and others", "Mr. A, Senior Advocate
// with Mr. B, Advocate / ... For the petitioner", "Mr. C, D.A.G. with Ms.
// D, A.A.G. / ... For the respondents", "Heard on ... and Order on ...",
// the Rule made returnable in four weeks, status quo for six months, both
// judges' names under their signatures). Dates are written day first with
// points ("12.03.2024") and in words ("18th day of April, 2024").
// Conventions: the petitioner is the petitioner and, as the maker of the
// affidavit, its declarant; the Government and each office the memo of
// parties numbers are respondents, each keyed as named there without
// "The" and without "represented by ..."; the senior advocate, the
// advocate who files the petition, the Deputy Attorney General and the
// Assistant Attorney General who appear are counsel; both judges of the
// Bench are judges; the petitioner's father named in his description, the
// vendor of the land, the advocate's clerk who identifies the deponent,
// the commissioner of affidavits and the Bench Officer are no parties.
func init() { specs = append(specs, bhuiyan) }

func bhuiyan() matterSpec {
	const (
		petF = "Writ Petition No. 5821 of 2024.pdf"
		affF = "Affidavit of the Petitioner WP 5821-2024.pdf"
		ordF = "Order issuing Rule Nisi 23.04.2024.pdf"
	)
	head := []block{
		cb("IN THE SUPREME COURT OF BANGLADESH"), cb("HIGH COURT DIVISION"), c("(SPECIAL ORIGINAL JURISDICTION)"), gap(),
		cb("WRIT PETITION NO. 5821 OF 2024"), gap(),
	}
	pet := doc{name: petF, font: "Times", size: 11, unicode: true,
		header: "Court Fee Tk. 200/- paid                                                                        Filed on: 18.04.2024",
		footer: "Writ Petition No. 5821 of 2024  -  Page %d of %t",
		pages: []page{
			append(append([]block{}, head...),
				l("IN THE MATTER OF:"),
				p("An application under Article 102 of the Constitution of the People's Republic of Bangladesh."),
				c("-AND-"),
				l("IN THE MATTER OF:"),
				ls("Md. Shafiqul Islam Bhuiyan,",
					"son of late Abdul Mannan Bhuiyan,",
					"of House No. 14, Road No. 3, Dhanmondi R/A,",
					"Police Station Dhanmondi, Dhaka-1205.",
					"                                                                          ... Petitioner"),
				c("-VERSUS-"),
				ls("1.  Government of the People's Republic of Bangladesh, represented by the",
					"     Secretary, Ministry of Land, Bangladesh Secretariat, Ramna, Dhaka.",
					"2.  The Deputy Commissioner, Narayanganj, Collectorate Bhaban, Narayanganj.",
					"3.  The Additional Deputy Commissioner (Revenue), Narayanganj.",
					"4.  The Assistant Commissioner (Land), Rupganj, Narayanganj.",
					"                                                                          ... Respondents"),
				gap(),
				l("AND"),
				l("IN THE MATTER OF:"),
				p("Memo No. 31.10.6700.012.24.118 dated 12.03.2024 issued under the signature of respondent No. 3 cancelling Mutation (Namjari) Case No. 2187/IX-I/2019-20 and Khatian No. 1432 opened in the name of the petitioner in respect of 33 decimals of land of Mouza Kayetpara, Upazila Rupganj, District Narayanganj (Annexure-D)."),
			),
			{
				l("TO"),
				p("The Hon'ble Chief Justice of Bangladesh and His Companion Justices of the said Hon'ble Court."),
				p("The humble petition on behalf of the petitioner above named most respectfully -"),
				cb("S H E W E T H :"),
				p("1. That the petitioner is a citizen of Bangladesh and a law-abiding businessman. The respondents are the Government and its functionaries in the Ministry of Land and the Collectorate of Narayanganj, and they are persons performing functions in connection with the affairs of the Republic within the meaning of Article 102 of the Constitution."),
				p("2. That the petitioner purchased 33 decimals of land of Mouza Kayetpara by registered sale deed No. 3412 dated 07.09.2011 from one Nurul Amin Sarker and has been in peaceful possession thereof. On his application the Assistant Commissioner (Land), Rupganj, respondent No. 4, allowed Mutation Case No. 2187/IX-I/2019-20 by order dated 26.11.2019 and opened Khatian No. 1432 in his name, and he has since paid land development tax up to the Bangla year 1430 (Annexures-A, B and C)."),
				p("3. That without any notice to the petitioner, respondent No. 3 by the impugned Memo dated 12.03.2024 cancelled the said mutation on the allegation that the land is recorded as khas land in the R.S. Khatian. The petitioner came to know of the same on 02.04.2024 when the tahsildar refused to accept land development tax. The petitioner served a notice demanding justice on 08.04.2024, but the respondents did not respond."),
				cb("GROUNDS"),
				p("I. For that the impugned Memo was issued without affording the petitioner any opportunity of being heard, in violation of the principles of natural justice, and is liable to be declared to have been issued without lawful authority and to be of no legal effect."),
				p("II. For that under the Land Mutation Act and the Manual of 1990 the Additional Deputy Commissioner (Revenue) has no power to cancel a mutation in a summary manner once the period for appeal has expired, and any claim of the Government to the land lies before the competent civil court."),
			},
			{
				p("WHEREFORE it is most humbly prayed that Your Lordships would be graciously pleased to issue a Rule Nisi calling upon the respondents to show cause as to why the impugned Memo No. 31.10.6700.012.24.118 dated 12.03.2024 issued by respondent No. 3 (Annexure-D) should not be declared to have been issued without lawful authority and is of no legal effect, and/or pass such other or further order or orders as to Your Lordships may seem fit and proper;"),
				p("AND pending hearing of the Rule, direct the respondents to maintain status quo in respect of the possession and record of the case land;"),
				p("And for this act of kindness the petitioner as in duty bound shall ever pray."),
				gap(),
				ls("                                                              Filed by:",
					"",
					"                                                              (Md. Abdul Karim)",
					"                                                              Advocate",
					"                                                              Supreme Court of Bangladesh",
					"                                                              Enrolment No. 4471",
					"                                                              Chamber: Room No. 212, SCBA Annex Building,",
					"                                                              Supreme Court, Ramna, Dhaka-1000",
					"                                                              Mobile: 01711-558340"),
			},
		}}

	aff := doc{name: affF, font: "Times", size: 11, unicode: true,
		footer: "Writ Petition No. 5821 of 2024  -  Affidavit  -  Page %d of %t",
		pages: []page{
			append(append([]block{}, head...),
				cb("A F F I D A V I T"), gap(),
				p("I, Md. Shafiqul Islam Bhuiyan, son of late Abdul Mannan Bhuiyan, of House No. 14, Road No. 3, Dhanmondi R/A, Police Station Dhanmondi, Dhaka-1205, aged about 52 years, by faith Muslim, by profession Business, by nationality Bangladeshi, do hereby solemnly affirm and say as follows:"),
				p("1. That I am the petitioner of this writ petition and as such I am fully conversant with the facts and circumstances of the case and competent to swear this affidavit."),
				p("2. That the statements of facts made in the accompanying writ petition are true to my knowledge and the rest are submissions before this Hon'ble Court. The annexures are true copies of their originals, and the impugned Memo dated 12.03.2024 came to my knowledge on 02.04.2024."),
				gap(),
				ls("                                                              ______________________",
					"                                                              DEPONENT"),
				gap(),
				ls("The deponent is known to me and",
					"identified by me.",
					"",
					"(Mohammad Jashim Uddin)",
					"Advocate's Clerk",
					"Supreme Court of Bangladesh"),
				gap(),
				p("Solemnly affirmed before me by the said deponent on this the 18th day of April, 2024 at 10.30 a.m. at the Supreme Court premises, Dhaka."),
				ls("                                                              COMMISSIONER OF AFFIDAVITS",
					"                                                              Supreme Court of Bangladesh,",
					"                                                              High Court Division, Dhaka."),
			),
		}}

	ord := doc{name: ordF, font: "Times", size: 11, unicode: true,
		header: "District: Narayanganj.",
		footer: "Bench Officer                                                                                   Page %d of %t",
		pages: []page{
			{
				cb("In the Supreme Court of Bangladesh"), cb("High Court Division"), c("(Special Original Jurisdiction)"), gap(),
				ls("Present:",
					"Mr. Justice Mahmudul Haque Chowdhury",
					"               And",
					"Madam Justice Nasreen Akhter Banu"),
				gap(),
				cb("Writ Petition No. 5821 of 2024"), gap(),
				ls("Md. Shafiqul Islam Bhuiyan",
					"                                                     ... Petitioner",
					"                         -Versus-",
					"Government of Bangladesh and others",
					"                                                     ... Respondents"),
				gap(),
				ls("Mr. Mahbubur Rahman Khan, Senior Advocate with",
					"Mr. Md. Abdul Karim, Advocate",
					"                                                     ... For the petitioner",
					"Mr. Tanvir Ahmed Siddiqui, D.A.G. with",
					"Ms. Farzana Yasmin, A.A.G.",
					"                                                     ... For the respondents"),
				gap(),
				l("Heard on 22.04.2024 and Order on 23.04.2024."),
				gap(),
				ls("Serial No.   Date          Order with signature",
					"  01.        23.04.2024"),
				p("Upon hearing the learned Advocate for the petitioner and the learned Deputy Attorney General for the respondents and upon perusal of the writ petition and the annexures thereto, let a Rule Nisi be issued calling upon the respondents to show cause as to why the impugned Memo No. 31.10.6700.012.24.118 dated 12.03.2024 issued by respondent No. 3 cancelling Mutation Case No. 2187/IX-I/2019-20 (Annexure-D) should not be declared to have been issued without lawful authority and is of no legal effect and/or such other or further order or orders passed as to this Court may seem fit and proper."),
			},
			{
				p("The Rule is made returnable within 04 (four) weeks from date."),
				p("Pending hearing of the Rule, the respondents are directed to maintain status quo in respect of the possession and record of the case land of Mouza Kayetpara, as described in the schedule to the writ petition, for a period of 06 (six) months from date, that is, until 22.10.2024."),
				p("The petitioner is directed to put in requisites for service of notice upon the respondents through registered post with A/D within 07 (seven) days from date, failing which the Rule shall stand discharged without further reference to the Bench."),
				p("Communicate the order to the respondents at once."),
				gap(),
				ls("                                   (Mahmudul Haque Chowdhury, J)",
					"",
					"                                   (Nasreen Akhter Banu, J)"),
			},
		}}

	return matterSpec{
		name: "bhuiyan-v-bangladesh", title: "Md. Shafiqul Islam Bhuiyan v. Government of Bangladesh (High Court Division, Writ Petition No. 5821 of 2024)", heldOut: true,
		firstSight: &Figures{PartyTruth: 12, PartyFound: 9, PartyCorrect: 5, EventTruth: 17, EventHits: 17, Grounded: 1}, // at 238f8ff
		docs:       []doc{pet, aff, ord},
		parties: []Party{
			{"Md. Shafiqul Islam Bhuiyan", "petitioner"},
			{"Md. Shafiqul Islam Bhuiyan", "declarant"}, // "DEPONENT" of the affidavit
			{"Government of the People's Republic of Bangladesh", "respondent"},
			{"Deputy Commissioner, Narayanganj", "respondent"},
			{"Additional Deputy Commissioner (Revenue), Narayanganj", "respondent"},
			{"Assistant Commissioner (Land), Rupganj, Narayanganj", "respondent"},
			{"Md. Abdul Karim", "counsel"},
			{"Mahbubur Rahman Khan", "counsel"},
			{"Tanvir Ahmed Siddiqui", "counsel"}, // Deputy Attorney General
			{"Farzana Yasmin", "counsel"},        // Assistant Attorney General
			{"Mahmudul Haque Chowdhury", "judge"},
			{"Nasreen Akhter Banu", "judge"},
		},
		events: []Event{
			{"2024-04-18", petF, 1}, // "Filed on:" in the header
			{"2024-03-12", petF, 1},
			{"2024-04-18", petF, 2},
			{"2011-09-07", petF, 2},
			{"2019-11-26", petF, 2},
			{"2024-03-12", petF, 2},
			{"2024-04-02", petF, 2},
			{"2024-04-08", petF, 2},
			{"2024-04-18", petF, 3},
			{"2024-03-12", petF, 3},
			{"2024-03-12", affF, 1},
			{"2024-04-02", affF, 1},
			{"2024-04-18", affF, 1},
			{"2024-04-22", ordF, 1},
			{"2024-04-23", ordF, 1},
			{"2024-03-12", ordF, 1},
			{"2024-10-22", ordF, 2},
		},
	}
}
