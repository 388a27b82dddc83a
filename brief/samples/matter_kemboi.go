package samples

// DEV SET (held out at first sight): a constitutional petition in the High
// Court of Kenya. The petition ("REPUBLIC OF KENYA", the court "AT
// NAIROBI", "MILIMANI LAW COURTS", the division, "PETITION NO. E412 OF
// 2024", "IN THE MATTER OF ARTICLES ... AND IN THE MATTER OF ...",
// "BETWEEN" with dotted leaders to "PETITIONER", "1ST RESPONDENT", "2ND
// RESPONDENT" and "INTERESTED PARTY", "DATED at NAIROBI this 14th day of
// May 2024", "ADVOCATES FOR THE PETITIONER", "DRAWN & FILED BY:", "TO BE
// SERVED UPON:" with each party's address); the supporting affidavit
// ("of Post Office Box Number ...", "do hereby make oath and state",
// "SWORN at NAIROBI by the said ... BEFORE ME ... COMMISSIONER FOR OATHS"
// beside bracket rules); and the judgment ("DATED, SIGNED AND DELIVERED
// VIRTUALLY AT NAIROBI THIS 27TH DAY OF SEPTEMBER 2024", the judge's
// initials and surname over "JUDGE", "In the presence of:" counsel by
// surname only, "Court Assistant:"). An interested party is a third party;
// the parties a petition is to be served upon are its recipients; a court
// assistant is no party.
func init() { specs = append(specs, kemboi) }

func kemboi() matterSpec {
	head := []block{
		cb("REPUBLIC OF KENYA"), cb("IN THE HIGH COURT OF KENYA AT NAIROBI"), c("MILIMANI LAW COURTS"), c("CONSTITUTIONAL AND HUMAN RIGHTS DIVISION"), gap(),
		cb("PETITION NO. E412 OF 2024"), gap(),
		p("IN THE MATTER OF ARTICLES 22, 23, 27, 41 AND 47 OF THE CONSTITUTION OF KENYA, 2010"), c("AND"),
		p("IN THE MATTER OF THE ALLEGED CONTRAVENTION OF THE RIGHT TO FAIR ADMINISTRATIVE ACTION AND FAIR LABOUR PRACTICES"), gap(),
		l("BETWEEN"),
		ls("JOSEPH KIPROTICH KEMBOI ............................................ PETITIONER", "", "AND", "",
			"TEACHERS SERVICE COMMISSION ...................................... 1ST RESPONDENT",
			"THE HON. ATTORNEY GENERAL ......................................... 2ND RESPONDENT", "", "AND", "",
			"KENYA NATIONAL UNION OF TEACHERS ............................... INTERESTED PARTY"),
		gap(),
	}
	petition := doc{name: "Petition E412 of 2024.pdf", font: "Times", size: 11.5,
		pages: []page{
			append(append([]block{}, head...), cb("PETITION")),
			{
				p("1. The Petitioner is a teacher registered under TSC No. 441872 and was until 31st January 2024 the principal of Kapsabet Township Secondary School."),
				p("2. By a letter dated 12th January 2024 the 1st Respondent interdicted the Petitioner, and by a letter dated 31st January 2024 it dismissed him, without giving him the charges in writing or an opportunity to be heard, contrary to Article 47 of the Constitution and the Code of Regulations for Teachers."),
				p("3. The Petitioner's appeal to the 1st Respondent's Review Committee, lodged on 20th February 2024, has not been heard."),
				p("REASONS WHEREFORE the Petitioner prays for a declaration that his dismissal was unconstitutional, an order of certiorari quashing it, and an order of reinstatement."),
				ls("DATED at NAIROBI this 14th day of May 2024", "", "                                            ______________________________",
					"                                            NJOROGE & WAFULA ADVOCATES", "                                            ADVOCATES FOR THE PETITIONER", "",
					"DRAWN & FILED BY:", "NJOROGE & WAFULA ADVOCATES", "Reinsurance Plaza, 6th Floor, Taifa Road", "P.O. Box 30412-00100, NAIROBI", "", "TO BE SERVED UPON:",
					"1. Teachers Service Commission, TSC House, Kilimanjaro Avenue, Upper Hill, Nairobi.",
					"2. The Hon. Attorney General, State Law Office, Harambee Avenue, Nairobi.",
					"3. Kenya National Union of Teachers, Knut House, Mfangano Street, Nairobi."),
			},
		}}

	affidavit := doc{name: "Supporting Affidavit.pdf", font: "Times", size: 11.5,
		pages: []page{
			append(append([]block{}, head...), cb("SUPPORTING AFFIDAVIT"),
				p("I, JOSEPH KIPROTICH KEMBOI, a resident of Eldoret and of Post Office Box Number 4417-30100, Eldoret in the Republic of Kenya, do hereby make oath and state as follows:"),
			),
			{
				p("1. THAT I am the Petitioner herein and competent to swear this affidavit."),
				p("2. THAT on 12th January 2024 I received a letter of interdiction from the 1st Respondent's County Director, a copy of which is annexed and marked \"JKK-1\". I was not told what I was accused of."),
				p("3. THAT on 31st January 2024 I received a letter dismissing me from service (annexed and marked \"JKK-2\"). I lodged an appeal on 20th February 2024 and I have received no response."),
				p("4. THAT what is deponed to herein is true to the best of my knowledge, information and belief."),
				ls("SWORN at NAIROBI by the said          )", "JOSEPH KIPROTICH KEMBOI               )", "this 14th day of May 2024             )     ______________________", "                                      )     DEPONENT",
					"BEFORE ME                             )", "                                      )", "______________________                )", "COMMISSIONER FOR OATHS                )"),
			},
		}}

	judgment := doc{name: "Judgment 2024-09-27.pdf", font: "Times", size: 11.5,
		pages: []page{
			append(append([]block{}, head...), cb("JUDGMENT"),
				p("1. The Petitioner, a secondary school principal, challenges his interdiction on 12th January 2024 and his dismissal on 31st January 2024 by the Teachers Service Commission. The 1st Respondent filed a replying affidavit on 10th June 2024; the 2nd Respondent and the Interested Party filed nothing."),
			),
			{
				p("2. The record shows that the Petitioner was never served with the charges against him nor invited to a hearing before the decision to dismiss him was made. That is a plain violation of Article 47 and of section 4 of the Fair Administrative Action Act."),
				p("3. The petition succeeds. The dismissal of 31st January 2024 is quashed, and the 1st Respondent shall reinstate the Petitioner with effect from that date, without prejudice to its right to commence fresh disciplinary proceedings in accordance with the law. The 1st Respondent shall bear the costs of the petition."),
				ls("DATED, SIGNED AND DELIVERED VIRTUALLY AT NAIROBI THIS 27TH DAY OF SEPTEMBER 2024.", "", "", "R. W. KARIUKI", "JUDGE", "",
					"In the presence of:", "Mr. Wafula for the Petitioner", "Ms. Atieno for the 1st Respondent", "Mr. Kiprono, State Counsel, for the 2nd Respondent", "No appearance for the Interested Party", "Court Assistant: Brian Otieno"),
			},
		}}

	return matterSpec{
		name: "kemboi-v-tsc", title: "Kemboi v. Teachers Service Commission (High Court of Kenya, Petition E412 of 2024)", heldOut: true,
		firstSight: &Figures{PartyTruth: 12, PartyFound: 9, PartyCorrect: 6, EventTruth: 13, EventHits: 13, Grounded: 1}, // at 9856285
		docs:       []doc{petition, affidavit, judgment},
		parties: []Party{
			{"Joseph Kiprotich Kemboi", "petitioner"},
			{"Joseph Kiprotich Kemboi", "declarant"},
			{"Teachers Service Commission", "respondent"},
			{"Teachers Service Commission", "recipient"},
			{"Attorney General", "respondent"},
			{"Attorney General", "recipient"},
			{"Kenya National Union of Teachers", "third party"}, // the interested party
			{"Kenya National Union of Teachers", "recipient"},
			{"Wafula", "counsel"},
			{"Atieno", "counsel"},
			{"Kiprono", "counsel"},
			{"R. W. Kariuki", "judge"},
		},
		events: []Event{
			{"2024-01-31", "Petition E412 of 2024.pdf", 2},
			{"2024-01-12", "Petition E412 of 2024.pdf", 2},
			{"2024-02-20", "Petition E412 of 2024.pdf", 2},
			{"2024-05-14", "Petition E412 of 2024.pdf", 2},
			{"2024-01-12", "Supporting Affidavit.pdf", 2},
			{"2024-01-31", "Supporting Affidavit.pdf", 2},
			{"2024-02-20", "Supporting Affidavit.pdf", 2},
			{"2024-05-14", "Supporting Affidavit.pdf", 2},
			{"2024-01-12", "Judgment 2024-09-27.pdf", 1},
			{"2024-01-31", "Judgment 2024-09-27.pdf", 1},
			{"2024-06-10", "Judgment 2024-09-27.pdf", 1},
			{"2024-01-31", "Judgment 2024-09-27.pdf", 2},
			{"2024-09-27", "Judgment 2024-09-27.pdf", 2},
		},
	}
}
