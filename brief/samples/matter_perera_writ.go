package samples

// DEV SET (held out at first sight): a writ application in the Court of
// Appeal of Sri Lanka under Article 140 of the Constitution, against the
// cancellation of a motor vehicle's registration. The petition ("IN THE
// COURT OF APPEAL OF THE DEMOCRATIC SOCIALIST REPUBLIC OF SRI LANKA", "In
// the matter of an application for mandates in the nature of Writs of
// Certiorari and Mandamus under and in terms of Article 140 ...", "C.A.
// (Writ) Application No. CA/WRT/0214/2023", the petitioner's full name
// and address over "PETITIONER", "Vs.", numbered respondents with their
// offices and addresses, "RESPONDENTS", "TO: HIS LORDSHIP THE PRESIDENT
// AND THEIR LORDSHIPS THE OTHER JUDGES OF THE COURT OF APPEAL ...", "On
// this 14th day of August 2023", "The Petition of the Petitioner above
// named appearing by X, his Registered Attorney-at-Law, states as
// follows:", documents marked P1 to P8, "WHEREFORE the Petitioner
// respectfully prays that Your Lordships' Court be pleased to", the
// Registered Attorney's signature and "Settled by:" with counsel's names);
// the petitioner's affidavit ("I, X of ..., being a Buddhist do hereby
// solemnly, sincerely and truly declare and affirm as follows:", "Read over
// and explained to the affirmant ... signed at Colombo on this 14th day
// of August 2023", "Before me," a Justice of the Peace); and the Court's
// judgment ("Before:", "Counsel:" naming President's Counsel "with" juniors
// "instructed by" the instructing attorney, a Senior State Counsel for the
// respondents, "Written Submissions tendered on:", "Argued on:",
// "Decided on:" with dotted day-first dates, the judge's surname opening
// the judgment, a cited case, "JUDGE OF THE COURT OF APPEAL" under each
// judge, "I agree.").
// Conventions: the petitioner is the petitioner and, as the affirmant of
// his affidavit, its declarant; the three respondents are respondents
// (the Attorney General keyed by his office, as the papers name him); the
// registered attorney-at-law, the counsel who settle the petition and
// argue it, and the State Counsel are counsel; the two judges of the
// bench are judges. The Justice of the Peace, the Registrar and the
// cited case's parties are no parties.
func init() { specs = append(specs, pereraWrit) }

func pereraWrit() matterSpec {
	const (
		petF = "Petition CA-WRT-0214-2023.pdf"
		affF = "Affidavit of the Petitioner CA-WRT-0214-2023.pdf"
		jdgF = "Judgment CA-WRT-0214-2023.pdf"
	)
	capt := []block{
		cb("IN THE COURT OF APPEAL OF THE DEMOCRATIC SOCIALIST"),
		cb("REPUBLIC OF SRI LANKA"), gap(),
		ls("                                              In the matter of an application for mandates in the",
			"                                              nature of Writs of Certiorari and Mandamus under and",
			"                                              in terms of Article 140 of the Constitution of the",
			"                                              Democratic Socialist Republic of Sri Lanka."),
		gap(),
		ls("C.A. (Writ) Application No.                   Wickramasinghe Arachchige Nimal Priyantha Perera,",
			"CA/WRT/0214/2023                              No. 42/3, Temple Road,",
			"                                              Maharagama.",
			"                                                                                   PETITIONER",
			"                                              Vs.",
			"                                              1. Chandana Wijeratne Jayasooriya,",
			"                                                 Commissioner General of Motor Traffic,",
			"                                                 Department of Motor Traffic,",
			"                                                 No. 341, Elvitigala Mawatha, Colombo 05.",
			"                                              2. Sunil Bandara Herath,",
			"                                                 Commissioner of Motor Traffic (Registration),",
			"                                                 Department of Motor Traffic,",
			"                                                 No. 341, Elvitigala Mawatha, Colombo 05.",
			"                                              3. Hon. Attorney General,",
			"                                                 Attorney General's Department,",
			"                                                 Colombo 12.",
			"                                                                                  RESPONDENTS"),
		gap(),
	}

	pet := doc{name: petF, font: "Times", size: 11, footer: "%d",
		pages: []page{
			append(append([]block{}, capt...),
				l("TO: HIS LORDSHIP THE PRESIDENT AND THEIR LORDSHIPS THE OTHER JUDGES OF THE COURT OF APPEAL OF THE"),
				l("      DEMOCRATIC SOCIALIST REPUBLIC OF SRI LANKA"),
				gap(),
				l("On this 14th day of August 2023"),
				p("The Petition of the Petitioner above named appearing by Dilini Senanayake, his Registered Attorney-at-Law, states as follows:"),
				p("1. The Petitioner is a citizen of Sri Lanka and the registered owner of motor car bearing registration No. WP CAB-4417, which he purchased from its previous owner on 10.11.2019. A copy of the Certificate of Registration is annexed marked \"P1\"."),
			),
			{
				p("2. The 1st Respondent is the Commissioner General of Motor Traffic and the 2nd Respondent is the Commissioner of Motor Traffic (Registration), who exercise powers under the Motor Traffic Act, No. 14 of 1951, as amended. The 3rd Respondent is made a party in terms of the law."),
				p("3. By letter dated 06.02.2023 marked \"P5\", the 2nd Respondent informed the Petitioner that the chassis number of the said vehicle was under inquiry, and directed him to produce the vehicle for inspection. The Petitioner produced the vehicle on 21.02.2023 and the inspection report marked \"P6\" found no alteration to the chassis number."),
				p("4. Nevertheless, by letter dated 03.05.2023 marked \"P7\", the 2nd Respondent cancelled the registration of the said vehicle without affording the Petitioner a hearing and without giving any reasons. The Petitioner's appeal to the 1st Respondent dated 18.05.2023 marked \"P8\" has not been answered to date."),
				p("5. The Petitioner states that the said decision P7 is illegal, ultra vires, unreasonable, made in breach of the rules of natural justice, and in violation of the Petitioner's legitimate expectation, and is liable to be quashed by a mandate in the nature of a Writ of Certiorari."),
				p("6. The Petitioner has not previously invoked the jurisdiction of Your Lordships' Court in respect of this matter."),
				l("WHEREFORE the Petitioner respectfully prays that Your Lordships' Court be pleased to:"),
				ls("(a)  issue notice on the Respondents;",
					"(b)  grant and issue a mandate in the nature of a Writ of Certiorari quashing the decision of the 2nd",
					"      Respondent contained in the letter dated 03.05.2023 marked \"P7\";",
					"(c)  grant and issue a mandate in the nature of a Writ of Mandamus directing the 1st and/or 2nd",
					"      Respondents to restore the registration of motor car No. WP CAB-4417 in the name of the Petitioner;",
					"(d)  grant costs; and",
					"(e)  grant such other and further reliefs as to Your Lordships' Court shall seem meet."),
				gap(),
				ls("                                                         Dilini Senanayake",
					"                                                         Registered Attorney-at-Law for the Petitioner"),
				gap(),
				ls("Settled by:",
					"Kavinda Gunawardena, Attorney-at-Law",
					"Upul Jayatissa, Attorney-at-Law",
					"Rohan Abeywardena, President's Counsel"),
			},
		}}

	aff := doc{name: affF, font: "Times", size: 11, footer: "%d",
		pages: []page{
			append(append([]block{}, capt[:len(capt)-1]...),
				gap(),
				cb("AFFIDAVIT"), gap(),
				p("I, Wickramasinghe Arachchige Nimal Priyantha Perera of No. 42/3, Temple Road, Maharagama, being a Buddhist do hereby solemnly, sincerely and truly declare and affirm as follows:"),
				p("1. I am the Petitioner above named and the affirmant hereto, and I am aware of the facts deposed to herein."),
				p("2. I purchased motor car No. WP CAB-4417 on 10.11.2019 and have been its registered owner since that date."),
			),
			{
				p("3. By letter dated 06.02.2023 I was directed to produce the vehicle for inspection, and I did so on 21.02.2023. The inspection found no alteration to the chassis number."),
				p("4. By letter dated 03.05.2023 the 2nd Respondent cancelled the registration of the vehicle without hearing me. My appeal dated 18.05.2023 to the 1st Respondent has not been answered."),
				p("5. I verily believe that the said decision is illegal and that I am entitled to the reliefs prayed for in the Petition."),
				gap(),
				ls("Read over and explained to the affirmant and the",
					"affirmant having understood the contents hereof",
					"signed at Colombo on this 14th day of August 2023.                   ..........................................",
					"                                                                      Affirmant",
					"",
					"                                    Before me,",
					"",
					"                                    ..........................................",
					"                                    S. M. Fernando",
					"                                    Justice of the Peace (Whole Island)"),
			},
		}}

	jdg := doc{name: jdgF, font: "Times", size: 11, footer: "Page %d of %t",
		pages: []page{
			append(append([]block{}, capt...),
				ls("Before:        Harsha Wickremanayake, J.",
					"                    Chaminda Liyanage, J.",
					"",
					"Counsel:       Rohan Abeywardena, P.C. with Kavinda Gunawardena and Upul Jayatissa instructed by",
					"                    Dilini Senanayake for the Petitioner.",
					"                    Nayomi Kahawita, S.S.C. for the Respondents.",
					"",
					"Written Submissions tendered on:  12.02.2024 (by the Petitioner)",
					"                                                 26.02.2024 (by the Respondents)",
					"",
					"Argued on:     18.01.2024",
					"",
					"Decided on:    22.03.2024"),
			),
			{
				l("Chaminda Liyanage, J."),
				p("The Petitioner seeks a mandate in the nature of a Writ of Certiorari quashing the decision of the 2nd Respondent contained in the letter dated 03.05.2023 (P7), by which the registration of the Petitioner's motor car No. WP CAB-4417 was cancelled, and a Writ of Mandamus directing the restoration of that registration."),
				p("It is not in dispute that the Petitioner became the registered owner of the vehicle on 10.11.2019, that he produced it for inspection on 21.02.2023 as directed by P5, and that the inspection report P6 found no alteration to the chassis number. The learned Senior State Counsel submitted that the 2nd Respondent acted on information received from the Criminal Investigation Department that the vehicle had been assembled from parts of a vehicle reported stolen. No such report was produced to Court, and none was shown to the Petitioner before P7 was issued."),
				p("The power to cancel a registration under section 14 of the Motor Traffic Act affects a proprietary right, and must be exercised fairly. A person whose rights are so affected is entitled to know the case against him and to be heard before the decision is made. As was held in Wijepala v. Jayawardena, a decision made in breach of the audi alteram partem rule is a nullity. P7 gives no reasons and was made without any hearing after the inspection of 21.02.2023 cleared the vehicle."),
				p("I therefore issue a mandate in the nature of a Writ of Certiorari quashing the decision contained in P7, and a Writ of Mandamus directing the 1st and 2nd Respondents to restore the registration of motor car No. WP CAB-4417 in the name of the Petitioner. Nothing in this judgment prevents the Respondents from holding a fresh inquiry according to law. The 2nd Respondent will pay the Petitioner costs fixed at Rs. 50,000."),
				p("Application allowed."),
				gap(),
				ls("                                                                    JUDGE OF THE COURT OF APPEAL",
					"",
					"Harsha Wickremanayake, J.",
					"I agree.",
					"",
					"                                                                    JUDGE OF THE COURT OF APPEAL"),
			},
		}}

	return matterSpec{
		name: "perera-v-commissioner-general-motor-traffic", title: "Perera v. Commissioner General of Motor Traffic (Court of Appeal of Sri Lanka, CA/WRT/0214/2023)", heldOut: true,
		firstSight: &Figures{PartyTruth: 12, PartyFound: 6, PartyCorrect: 5, EventTruth: 19, EventHits: 19, Grounded: 1}, // at 4b1925b
		docs:       []doc{pet, aff, jdg},
		parties: []Party{
			{"Wickramasinghe Arachchige Nimal Priyantha Perera", "petitioner"},
			{"Wickramasinghe Arachchige Nimal Priyantha Perera", "declarant"},
			{"Chandana Wijeratne Jayasooriya", "respondent"},
			{"Sunil Bandara Herath", "respondent"},
			{"Attorney General", "respondent"},
			{"Dilini Senanayake", "counsel"},
			{"Kavinda Gunawardena", "counsel"},
			{"Upul Jayatissa", "counsel"},
			{"Rohan Abeywardena", "counsel"},
			{"Nayomi Kahawita", "counsel"},
			{"Harsha Wickremanayake", "judge"},
			{"Chaminda Liyanage", "judge"},
		},
		events: []Event{
			{"2023-08-14", petF, 1},
			{"2019-11-10", petF, 1},
			{"2023-02-06", petF, 2},
			{"2023-02-21", petF, 2},
			{"2023-05-03", petF, 2},
			{"2023-05-18", petF, 2},
			{"2019-11-10", affF, 1},
			{"2023-02-06", affF, 2},
			{"2023-02-21", affF, 2},
			{"2023-05-03", affF, 2},
			{"2023-05-18", affF, 2},
			{"2023-08-14", affF, 2},
			{"2024-02-12", jdgF, 1},
			{"2024-02-26", jdgF, 1},
			{"2024-01-18", jdgF, 1},
			{"2024-03-22", jdgF, 1},
			{"2023-05-03", jdgF, 2},
			{"2019-11-10", jdgF, 2},
			{"2023-02-21", jdgF, 2},
		},
	}
}
