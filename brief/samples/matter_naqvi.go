package samples

// DEV SET (held out at first sight): a constitutional petition in the High
// Court of Sindh at Karachi against the cancellation of a plot's
// allotment, heard by a Division Bench. The petition under Article 199 of
// the Constitution ("IN THE HIGH COURT OF SINDH AT KARACHI /
// (Constitutional Jurisdiction)", "C.P. No. D-_____ of 2024", the
// petitioner "son of", "Muslim, adult, resident of" with his CNIC, a dotted
// leader to "Petitioner", numbered respondents each "through" an office
// with a dotted leader to "Respondents" after the last, "It is
// respectfully submitted on behalf of the Petitioner as under:", FACTS,
// GROUNDS lettered, PRAYER, "Karachi / Dated:", "ADVOCATE FOR THE
// PETITIONER" over the advocate's name and his "Advocate High Court"
// enrolment; the petitioner's affidavit "do hereby state on oath as
// under", "DEPONENT", "Identified by" and "Sworn before me" an oath
// commissioner); the para-wise comments of respondents No. 2 and 3
// ("PRELIMINARY LEGAL OBJECTIONS", "PARA-WISE COMMENTS" as "Para No. 1:
// Needs no comments.", signed by the Director over his office as
// respondent No. 3 "through" the KDA's advocate, with his affidavit in
// support "DEPONENT"); and the Division Bench's judgment ("Present:" with
// "Mr. Justice" and "Mrs. Justice", the appearance table "Petitioner :
// X, through Mr. Y, Advocate." / "Respondent No.1 : Province of Sindh,
// through Mr. Z, Assistant Advocate General Sindh.", "Date of hearing" /
// "Date of judgment", "J U D G M E N T", the author opening "NAME, J.-",
// cases cited, the two signatures as bare "JUDGE" lines). Conventions: the
// respondents are the Province, the Authority and the office of its
// Director, each as named in the title; the Director who signs the
// comments and swears their affidavit is a declarant and no respondent of
// his own; an Assistant Advocate General who appears for the Province is
// counsel; each judge of the Bench is a judge, the one named only under
// "Present:" too; the oath commissioner, the petitioner's father named in
// his description, the earlier allottee named in passing and the parties
// of cases cited are no parties.
func init() { specs = append(specs, naqvi) }

func naqvi() matterSpec {
	const (
		petF = "CP D-4127 of 2024 Petition.pdf"
		comF = "Para-wise Comments of Respondents 2 and 3.pdf"
		judF = "Judgment CP D-4127 of 2024.pdf"
	)
	title := func(no string) []block {
		return []block{
			cb("IN THE HIGH COURT OF SINDH AT KARACHI"), c("(Constitutional Jurisdiction)"), gap(),
			c(no), gap(),
			ls("Syed Faraz Ali Naqvi ........................................................ Petitioner",
				"                                    Versus",
				"Province of Sindh & others ................................................ Respondents"),
			gap(),
		}
	}

	pet := doc{name: petF, font: "Times", size: 11.5, footer: "%d",
		pages: []page{
			{
				cb("IN THE HIGH COURT OF SINDH AT KARACHI"), c("(Constitutional Jurisdiction)"), gap(),
				c("C.P. No. D-________ of 2024"), gap(),
				ls("Syed Faraz Ali Naqvi",
					"son of Syed Mazhar Ali Naqvi,",
					"Muslim, adult, resident of House No. A-212, Block 13-D/1,",
					"Gulshan-e-Iqbal, Karachi.",
					"(CNIC No. 42201-7788123-5) ....................................................... Petitioner"),
				c("Versus"),
				ls("1.  Province of Sindh,",
					"     through Secretary, Local Government Department,",
					"     Sindh Secretariat No. 4-A, Karachi.", "",
					"2.  Karachi Development Authority,",
					"     through its Director General,",
					"     Civic Centre, Gulshan-e-Iqbal, Karachi.", "",
					"3.  Director, Land Management,",
					"     Karachi Development Authority,",
					"     Civic Centre, Gulshan-e-Iqbal, Karachi. ..................................... Respondents"),
				gap(),
				cb("CONSTITUTIONAL PETITION UNDER ARTICLE 199 OF THE CONSTITUTION OF THE ISLAMIC REPUBLIC OF PAKISTAN, 1973"), gap(),
				l("It is respectfully submitted on behalf of the Petitioner as under:"),
				cb("FACTS"),
				p("1. That Plot No. C-118, measuring 240 square yards, Sector 25-A, Scheme No. 33, Karachi (\"the plot\") was allotted by the Karachi Development Authority (\"KDA\") to one Abdul Ghaffar Memon by allotment order dated 12.06.2008. The plot was transferred to the Petitioner by transfer order dated 19.11.2015 after payment of all dues, and possession was handed over on 02.12.2015."),
			},
			{
				p("2. That the Petitioner has paid the non-utilization fee and all other charges demanded by the KDA from time to time, the last on 28.08.2023, and obtained approval of his building plan."),
				p("3. That by letter No. KDA/LM/2024/311 dated 15.01.2024 (\"the impugned letter\"), Respondent No. 3 cancelled the allotment of the plot on the ground that the transfer of 2015 was \"based on forged documents\", without issuing any show cause notice to the Petitioner and without affording him any hearing. The Petitioner received the impugned letter on 22.01.2024."),
				cb("GROUNDS"),
				p("A. That the impugned letter is void, as it was issued without notice and hearing in violation of Article 10-A of the Constitution and the principle audi alteram partem."),
				p("B. That a transfer effected by the KDA itself, acted upon for over eight years, creates a vested right which cannot be undone by a unilateral executive order."),
				p("C. That the Petitioner has no other adequate remedy, the cancellation being an order of a statutory authority without jurisdiction."),
				cb("PRAYER"),
				p("It is, therefore, respectfully prayed that this Honourable Court may be pleased to: (a) declare the impugned letter dated 15.01.2024 to be illegal, without lawful authority and of no legal effect, and set it aside; (b) restrain the Respondents from re-allotting the plot or interfering with the Petitioner's possession; and (c) grant any other relief deemed just and proper."),
				ls("Karachi", "Dated: 04.03.2024", "",
					"                                                                   ADVOCATE FOR THE PETITIONER",
					"                                                                        (Ahmed Raza Memon)",
					"                                                                        Advocate High Court",
					"                                                                   Enrolment No. 11842/HC/2012",
					"                                                      Office No. 14, Muhammadi House, I.I. Chundrigar Road"),
			},
			append(title("C.P. No. D-________ of 2024"), []block{
				cb("AFFIDAVIT"), gap(),
				p("I, Syed Faraz Ali Naqvi son of Syed Mazhar Ali Naqvi, Muslim, adult, resident of House No. A-212, Block 13-D/1, Gulshan-e-Iqbal, Karachi, do hereby state on oath as under:"),
				p("1. That I am the Petitioner in the above matter and am well conversant with the facts of the case."),
				p("2. That the contents of the accompanying petition have been drafted under my instructions, have been read over to me and are true and correct to the best of my knowledge and belief."),
				p("3. That I have not filed any other petition on the same subject in this or any other court."),
				ls("", "                                                                                       DEPONENT",
					"Identified by:", "Ahmed Raza Memon, Advocate", "",
					"Sworn before me at Karachi on this 4th day of March, 2024 by the deponent, who is identified by his advocate.",
					"", "                                                                              COMMISSIONER FOR TAKING AFFIDAVITS",
					"                                                                                   (Irshad Hussain Khokhar)"),
			}...),
		}}

	com := doc{name: comF, font: "Times", size: 11.5, footer: "%d",
		pages: []page{
			append(title("C.P. No. D-4127 of 2024"), []block{
				cb("PARA-WISE COMMENTS ON BEHALF OF RESPONDENTS NO. 2 AND 3"), gap(),
				l("Respectfully Sheweth:"),
				cb("PRELIMINARY LEGAL OBJECTIONS"),
				p("i. That the petition is not maintainable, as it involves disputed questions of fact regarding the genuineness of the transfer documents which cannot be resolved in constitutional jurisdiction."),
				p("ii. That the Petitioner has an alternate remedy of appeal before the Director General, KDA, which he has not availed."),
				p("iii. That the Petitioner has not come to the Court with clean hands."),
				cb("PARA-WISE COMMENTS"),
				p("Para No. 1: That the allotment dated 12.06.2008 in favour of the original allottee is not disputed. The transfer order dated 19.11.2015 is disputed, as the original allottee had died on 03.04.2014 and the affidavit of transfer bearing his signature is dated 10.11.2015."),
				p("Para No. 2: Needs no comments, being a matter of record."),
				p("Para No. 3: Denied. A show cause notice dated 02.11.2023 was sent to the Petitioner by TCS courier at the address on record, and an inquiry committee constituted on 14.11.2023 submitted its report on 18.12.2023 finding the transfer to be fraudulent. The impugned letter was issued thereafter."),
				p("Grounds A to C: Denied for the reasons stated above."),
			}...),
			{
				p("It is, therefore, respectfully prayed that the petition may kindly be dismissed with costs."),
				ls("                                                                         Muhammad Irfan Qureshi",
					"                                                                       Director, Land Management",
					"                                                                    Karachi Development Authority",
					"                                                                              (Respondent No. 3)",
					"                                                               for himself and for Respondent No. 2",
					"                                                                                          Through",
					"                                                                          (Danish Rafiq Soomro)",
					"                                                                      Advocate for Respondents 2 & 3",
					"Karachi", "Dated: 20.05.2024"),
				gap(),
				cb("AFFIDAVIT IN SUPPORT OF COMMENTS"),
				p("I, Muhammad Irfan Qureshi son of Abdul Rasheed Qureshi, Muslim, adult, Director, Land Management, Karachi Development Authority, Civic Centre, Karachi, do hereby state on oath that the above comments are true and correct according to the official record and to the best of my knowledge and belief."),
				ls("                                                                                       DEPONENT",
					"Sworn before me at Karachi on 20.05.2024.",
					"                                                                              COMMISSIONER FOR TAKING AFFIDAVITS"),
			},
		}}

	jud := doc{name: judF, font: "Times", size: 11, footer: "%d",
		pages: []page{
			{
				cb("IN THE HIGH COURT OF SINDH AT KARACHI"), gap(),
				c("C.P. No. D-4127 of 2024"), gap(),
				ls("                                            Present:",
					"                                            Mr. Justice Khalid Hussain Shaikh",
					"                                            Mrs. Justice Rubina Iqbal Siddiqui"), gap(),
				ls("Petitioner          :   Syed Faraz Ali Naqvi, through Mr. Ahmed Raza",
					"                          Memon, Advocate.", "",
					"Respondent No. 1    :   Province of Sindh, through Mr. Zulfiqar Ali",
					"                          Jatoi, Assistant Advocate General Sindh.", "",
					"Respondents No. 2   :   Karachi Development Authority and its",
					"& 3                      Director, Land Management, through",
					"                          Mr. Danish Rafiq Soomro, Advocate.", "",
					"Date of hearing     :   09.10.2024",
					"Date of judgment    :   23.10.2024"),
				gap(), cb("J U D G M E N T"), gap(),
				p("KHALID HUSSAIN SHAIKH, J.- Through this petition the Petitioner has impugned letter No. KDA/LM/2024/311 dated 15.01.2024 issued by Respondent No. 3, whereby the allotment of Plot No. C-118, Sector 25-A, Scheme No. 33, Karachi, transferred to him by the Karachi Development Authority on 19.11.2015, was cancelled."),
				p("2. Learned counsel for the Petitioner contended that the allotment was cancelled without any notice or hearing and that the Petitioner had paid all the dues demanded by the KDA for over eight years. Learned counsel for the KDA supported the impugned letter and contended that a show cause notice dated 02.11.2023 was sent by courier and that the inquiry report dated 18.12.2023 found the transfer fraudulent. Learned Assistant Advocate General adopted the arguments of the KDA."),
				p("3. We have heard the learned counsel and perused the record. The courier receipt placed with the comments bears an address in Block 13-C and not the Petitioner's address in Block 13-D/1, and there is no proof that the show cause notice was delivered. The inquiry committee did not call upon the Petitioner at any stage."),
			},
			{
				p("4. It is settled that an authority which has accepted and acted upon a transfer cannot cancel it to the prejudice of the transferee without notice and a meaningful hearing; the right to a fair trial and due process under Article 10-A of the Constitution extends to such determinations of civil rights. Reliance is placed on Muhammad Yousuf v. Karachi Development Authority and Government of Sindh v. Saleem Akhtar, where cancellations made without notice were set aside."),
				p("5. The objection as to disputed questions of fact does not detain us, as we are not deciding whether the transfer was genuine. The question before us is only whether the Petitioner was heard before he was deprived of his plot, and the record shows that he was not. Nor is the remedy before the Director General an adequate remedy against an order passed without jurisdiction."),
				p("6. For the foregoing reasons, this petition is allowed. The impugned letter dated 15.01.2024 is set aside. Respondents No. 2 and 3 may, if so advised, issue a fresh show cause notice to the Petitioner at his correct address, supply him the inquiry report, and decide the matter afresh by a speaking order after hearing him, within sixty days of the receipt of this judgment. Till then the Respondents shall not re-allot the plot or disturb the Petitioner's possession. There shall be no order as to costs."),
				gap(),
				l("Karachi"), l("Dated: 23.10.2024"), gap(), gap(),
				ls("                                                                                               JUDGE", "", "", "",
					"                                                                                               JUDGE"),
				gap(),
				l("Approved for reporting."),
			},
		}}

	return matterSpec{
		name: "naqvi-v-province-of-sindh", title: "Syed Faraz Ali Naqvi v. Province of Sindh (High Court of Sindh at Karachi, C.P. No. D-4127 of 2024)", heldOut: true,
		firstSight: &Figures{PartyTruth: 11, PartyFound: 9, PartyCorrect: 7, EventTruth: 24, EventHits: 24, Grounded: 1}, // at 1a3ce40
		docs:       []doc{pet, com, jud},
		parties: []Party{
			{"Syed Faraz Ali Naqvi", "petitioner"},
			{"Syed Faraz Ali Naqvi", "declarant"}, // the petition's affidavit "DEPONENT"
			{"Province of Sindh", "respondent"},
			{"Karachi Development Authority", "respondent"},
			{"Director, Land Management, Karachi Development Authority", "respondent"}, // respondent No. 3, an office
			{"Muhammad Irfan Qureshi", "declarant"},                                    // signs the comments and swears their affidavit
			{"Ahmed Raza Memon", "counsel"},
			{"Danish Rafiq Soomro", "counsel"},
			{"Zulfiqar Ali Jatoi", "counsel"}, // Assistant Advocate General Sindh
			{"Khalid Hussain Shaikh", "judge"},
			{"Rubina Iqbal Siddiqui", "judge"},
		},
		events: []Event{
			{"2008-06-12", petF, 1},
			{"2015-11-19", petF, 1},
			{"2015-12-02", petF, 1},
			{"2023-08-28", petF, 2},
			{"2024-01-15", petF, 2},
			{"2024-01-22", petF, 2},
			{"2024-03-04", petF, 2},
			{"2024-03-04", petF, 3},
			{"2008-06-12", comF, 1},
			{"2015-11-19", comF, 1},
			{"2014-04-03", comF, 1},
			{"2015-11-10", comF, 1},
			{"2023-11-02", comF, 1},
			{"2023-11-14", comF, 1},
			{"2023-12-18", comF, 1},
			{"2024-05-20", comF, 2},
			{"2024-10-09", judF, 1},
			{"2024-10-23", judF, 1},
			{"2024-01-15", judF, 1},
			{"2015-11-19", judF, 1},
			{"2023-11-02", judF, 1},
			{"2023-12-18", judF, 1},
			{"2024-01-15", judF, 2},
			{"2024-10-23", judF, 2},
		},
	}
}
