package samples

// DEV SET (held out at first sight): a commercial action in the High Court
// in Malaya at Kuala Lumpur (NCC division) on unpaid progress claims and
// two directors' guarantees, decided by summary judgment under Order 14.
// The writ and statement of claim, bilingual as filed ("DALAM MAHKAMAH
// TINGGI MALAYA DI KUALA LUMPUR" over the English "IN THE HIGH COURT IN
// MALAYA AT KUALA LUMPUR", "(BAHAGIAN DAGANG)", "GUAMAN NO: WA-22NCC-418-
// 03/2024", "ANTARA" / "BETWEEN", each party with "(No. Syarikat: ...)"
// or "(No. K/P: ...)" under it and "... PLAINTIF" / "... DEFENDAN
// PERTAMA" with the English label on the line below, "DAN" / "AND", the
// writ's "Kepada" the defendants, the Senior Assistant Registrar's name
// and seal, "Writ ini dikeluarkan oleh Tetuan X, peguamcara bagi
// Plaintif"; the statement of claim signed by the firm with the
// solicitor's name); the plaintiff's affidavit in support of summary
// judgment ("Saya, X (No. K/P: ...), warganegara Malaysia, cukup umur,
// ... dengan ini berikrar dan menyatakan seperti berikut:" with the
// English version "I, X (NRIC No. ...), a Malaysian citizen of full age,
// ... do hereby affirm and say as follows:", "Diikrarkan oleh ... di
// Kuala Lumpur pada ... / Affirmed by ...", "Di hadapan saya, /
// Before me," a commissioner for oaths with his number, the court
// interpreter's certificate of translation); and the grounds of judgment
// ("GROUNDS OF JUDGMENT", "(Enclosure 9)", "Before Yang Arif Dato' X,
// Judge", "Counsel: For the Plaintiff: X (with Y) (Messrs Z)", "Date of
// Decision", dates written "3.6.2024" and "3 June 2024", the defendants'
// affidavit in reply named with its deponent, cases cited from the MLJ,
// signed "(NAME) / Hakim / Mahkamah Tinggi Malaya"). Conventions: the
// company's general manager who affirms the affidavit in support is its
// declarant, and so is the 2nd defendant whose affidavit in reply the
// grounds name; the defendants the writ is addressed to ("Kepada") are
// its recipients; counsel listed "with" another are both counsel; titles
// and honorifics (Dato', Datuk, Tan Sri, Puan, Encik) are no part of a
// name, while "bin", "binti", "a/l" and "a/p" are; the Senior Assistant
// Registrar, the commissioner for oaths, the court interpreter who
// certifies the translation, the 1st defendant's project director named
// in the affidavit, the firms and the parties of cases cited are
// no parties.
func init() { specs = append(specs, serimutiara) }

func serimutiara() matterSpec {
	const (
		writF = "Writ dan Pernyataan Tuntutan WA-22NCC-418-03-2024.pdf"
		affF  = "Affidavit Sokongan Mohd Faizal (Enclosure 10).pdf"
		judF  = "Grounds of Judgment WA-22NCC-418-03-2024.pdf"
	)
	court := []block{
		cb("DALAM MAHKAMAH TINGGI MALAYA DI KUALA LUMPUR"),
		c("IN THE HIGH COURT IN MALAYA AT KUALA LUMPUR"),
		c("(BAHAGIAN DAGANG / COMMERCIAL DIVISION)"), gap(),
		c("GUAMAN NO: WA-22NCC-418-03/2024"),
		c("CIVIL SUIT NO: WA-22NCC-418-03/2024"), gap(),
	}
	parties := []block{
		ls("ANTARA / BETWEEN", "",
			"SERI MUTIARA BINA SDN BHD",
			"(No. Syarikat: 201501023456 (1148765-K))                                        ... PLAINTIF",
			"                                                                                       ... PLAINTIFF", "",
			"DAN / AND", "",
			"1.  JAYA VELOCITY ENGINEERING SDN BHD",
			"     (No. Syarikat: 201201034512 (1019934-W))",
			"2.  TAN CHEE KEONG",
			"     (No. K/P: 760412-10-5523)",
			"3.  RAVINDRAN A/L MUTHUSAMY",
			"     (No. K/P: 790908-08-6117)                                                    ... DEFENDAN-DEFENDAN",
			"                                                                                     ... DEFENDANTS"),
		gap(),
	}
	heading := append(append([]block{}, court...), parties...)

	writ := doc{name: writF, font: "Times", size: 10.5, footer: "%d",
		pages: []page{
			append(append([]block{r("Dimeteraikan / Sealed: 15/03/2024")}, heading...), []block{
				cb("WRIT SAMAN / WRIT OF SUMMONS"), gap(),
				p("Kepada / To: (1) Jaya Velocity Engineering Sdn Bhd, No. 12, Jalan Perusahaan 3, Taman Perindustrian Kampung Jawa, 41000 Klang, Selangor; (2) Tan Chee Keong, No. 27, Jalan SS 2/64, 47300 Petaling Jaya, Selangor; (3) Ravindran a/l Muthusamy, No. 5, Jalan Bukit Raja 11/2, 41150 Klang, Selangor."),
				p("KAMI MEMERINTAHKAN kamu, dalam masa 14 hari selepas penyampaian writ ini ke atas kamu, memasukkan kehadiran dalam tindakan ini. / WE COMMAND YOU that within 14 days after the service of this writ on you, you do cause an appearance to be entered for you in an action at the suit of the above-named Plaintiff; and take notice that in default judgment may be given against you."),
				ls("Bertarikh pada 15 haribulan Mac 2024. / Dated this 15th day of March 2024.", "",
					"                                                     ..........................................",
					"                                                     Penolong Kanan Pendaftar / Senior Assistant Registrar",
					"                                                     Mahkamah Tinggi Malaya, Kuala Lumpur",
					"                                                     (NUR HIDAYAH BINTI AHMAD)", "",
					"Writ ini dikeluarkan oleh Tetuan Lim, Azman & Partners, peguamcara bagi Plaintif yang beralamat di",
					"Suite 12-3, Level 12, Menara Hap Seng 2, Jalan P. Ramlee, 50250 Kuala Lumpur.",
					"This writ was issued by Messrs Lim, Azman & Partners, solicitors for the Plaintiff. (Ruj: LAP/LIT/2024/0187)"),
			}...),
			append(append([]block{}, court...), []block{
				cb("PERNYATAAN TUNTUTAN / STATEMENT OF CLAIM"), gap(),
				p("1. The Plaintiff is a company incorporated in Malaysia with its registered address at Suite 12-3, Menara Hap Seng 2, Kuala Lumpur, and is a building contractor. The 1st Defendant is a company incorporated in Malaysia and is a mechanical and electrical contractor. The 2nd and 3rd Defendants are and were at all material times directors of the 1st Defendant."),
				p("2. By a sub-contract dated 8 August 2022 (\"the Sub-Contract\"), the 1st Defendant engaged the Plaintiff to carry out civil and structural works at its factory at Klang for RM4,850,000."),
				p("3. By a deed of guarantee dated 8 August 2022, the 2nd and 3rd Defendants jointly and severally guaranteed the 1st Defendant's obligations under the Sub-Contract."),
				p("4. The 1st Defendant's architect certified Progress Claims No. 7 and No. 8 on 12 June 2023 and 14 September 2023 respectively in the sum of RM1,326,480.00, which remains unpaid despite the Plaintiff's notice of demand dated 20 November 2023 to all the Defendants."),
				p("5. WHEREFORE the Plaintiff claims against the Defendants jointly and severally: (a) RM1,326,480.00; (b) interest at 5% per annum from 20 November 2023 to the date of judgment; (c) costs; (d) such further relief as this Honourable Court deems fit."),
				ls("Bertarikh pada 15 haribulan Mac 2024. / Dated this 15th day of March 2024.", "",
					"                                                     ..........................................",
					"                                                     Tetuan Lim, Azman & Partners",
					"                                                     Peguamcara bagi Plaintif / Solicitors for the Plaintiff",
					"                                                     (Lim Wei Jian)"),
			}...),
		}}

	aff := doc{name: affF, font: "Times", size: 10.5, header: "Lampiran 10 / Enclosure 10", footer: "%d",
		pages: []page{
			append(append([]block{}, heading...), []block{
				cb("AFIDAVIT SOKONGAN / AFFIDAVIT IN SUPPORT"),
				c("(Permohonan untuk Penghakiman Terus di bawah Aturan 14 / Summary Judgment under Order 14)"), gap(),
				p("Saya, MOHD FAIZAL BIN ABDUL RAHMAN (No. K/P: 800315-14-6021), warganegara Malaysia, cukup umur, beralamat di Suite 12-3, Menara Hap Seng 2, Kuala Lumpur, dengan ini berikrar dan menyatakan seperti berikut:"),
				p("I, MOHD FAIZAL BIN ABDUL RAHMAN (NRIC No. 800315-14-6021), a Malaysian citizen of full age, with an address at Suite 12-3, Menara Hap Seng 2, Kuala Lumpur, do hereby affirm and say as follows:"),
				p("1. I am the General Manager of the Plaintiff and am authorised to affirm this affidavit on its behalf. The facts herein are from my own knowledge and the Plaintiff's records."),
				p("2. The Plaintiff and the 1st Defendant entered into the Sub-Contract on 8 August 2022, and the 2nd and 3rd Defendants signed the deed of guarantee on the same day. Copies are exhibited as \"MF-1\" and \"MF-2\"."),
				p("3. Progress Claims No. 7 and No. 8 were certified on 12 June 2023 and 14 September 2023. The 1st Defendant's project director, Encik Azlan bin Hamid, acknowledged the sums due by email dated 2 October 2023 (exhibit \"MF-3\")."),
			}...),
			{
				p("4. The Plaintiff's solicitors issued a notice of demand dated 20 November 2023 to all the Defendants. No reply was received. The Defendants have no defence to the claim."),
				ls("Diikrarkan oleh MOHD FAIZAL BIN ABDUL RAHMAN      )",
					"di Kuala Lumpur pada 22 haribulan April 2024          )        ..........................................",
					"Affirmed by the abovenamed deponent at Kuala        )        MOHD FAIZAL BIN ABDUL RAHMAN",
					"Lumpur on 22 April 2024                                  )", "",
					"Di hadapan saya, / Before me,", "",
					"..........................................",
					"PESURUHJAYA SUMPAH / COMMISSIONER FOR OATHS",
					"Zainal Abidin bin Osman (No. W 512)"),
				gap(),
				cb("SIJIL JURUBAHASA / INTERPRETER'S CERTIFICATE"),
				p("I, Kavitha a/p Subramaniam, a court interpreter of the High Court in Malaya at Kuala Lumpur, certify that the English text of this affidavit is a true translation of the Malay text, as read over by me to the deponent on 22 April 2024."),
				ls("..........................................", "Jurubahasa / Interpreter"),
				gap(),
				small(ls("Affidavit ini difailkan oleh Tetuan Lim, Azman & Partners, peguamcara bagi Plaintif,",
					"Suite 12-3, Level 12, Menara Hap Seng 2, Jalan P. Ramlee, 50250 Kuala Lumpur. Tel: 03-2141 8820",
					"(Ruj: LAP/LIT/2024/0187)"), 9),
			},
		}}

	jud := doc{name: judF, font: "Times", size: 10.5, header: "WA-22NCC-418-03/2024", footer: "%d",
		pages: []page{
			append(append([]block{}, heading...), []block{
				cb("GROUNDS OF JUDGMENT"), c("(Enclosure 9)"), gap(),
				ls("Before Yang Arif Dato' Rosnah binti Ismail, Judge", "",
					"Counsel:",
					"For the Plaintiff:    Lim Wei Jian (with him Nurul Aina binti Kamarudin)",
					"                      (Messrs Lim, Azman & Partners)",
					"For the Defendants:   Datuk Harjit Singh a/l Gurdev Singh (with him Chong Mei Ling)",
					"                      (Messrs Harjit Chong & Co)", "",
					"Date of Hearing:      3 September 2024",
					"Date of Decision:     3 September 2024",
					"Date of Grounds:      18 October 2024"),
				gap(),
				cb("Introduction"),
				p("[1] This is the Plaintiff's application for summary judgment under Order 14 of the Rules of Court 2012 (Enclosure 9) for RM1,326,480.00 due under a sub-contract dated 8.8.2022 and a deed of guarantee of the same date. I allowed the application on 3.9.2024. The Defendants have appealed to the Court of Appeal and I now give my grounds."),
			}...),
			{
				cb("The affidavits"),
				p("[2] Enclosure 9 is supported by the affidavit of Mohd Faizal bin Abdul Rahman, the Plaintiff's General Manager, affirmed on 22.4.2024 (Enclosure 10). The Defendants rely on the affidavit in reply of the 2nd Defendant, Tan Chee Keong, affirmed on 3.6.2024 (Enclosure 14), for himself and on behalf of the 1st and 3rd Defendants."),
				p("[3] The 2nd Defendant does not deny that the progress claims were certified on 12.6.2023 and 14.9.2023. He avers that the works were delayed and that the 1st Defendant is entitled to liquidated damages. No notice of delay was ever issued under the Sub-Contract, and the email of the 1st Defendant's project director of 2.10.2023 acknowledges the sums due without reservation."),
				cb("The law"),
				p("[4] Once the plaintiff shows a prima facie case, the burden shifts to the defendant to raise a triable issue; a bare assertion will not do: Bank Negara Malaysia v Mohd Ismail & Ors [1992] 1 MLJ 400 (SC). A guarantor who has agreed that a certificate is conclusive evidence of the debt cannot go behind it: Cempaka Finance Bhd v Ho Lai Ying & Anor [2006] 2 MLJ 685 (FC)."),
				cb("Decision"),
				p("[5] The delay now raised is an afterthought. There is no triable issue. Judgment is entered against the Defendants jointly and severally for RM1,326,480.00 with interest at 5% per annum from 20.11.2023 to the date of judgment and at 5% per annum thereafter until full settlement, and costs of RM8,000 subject to allocatur."),
				gap(),
				ls("Dated: 18 October 2024", "", "",
					"                                                              ..........................................",
					"                                                              (DATO' ROSNAH BINTI ISMAIL)",
					"                                                              Hakim",
					"                                                              Mahkamah Tinggi Malaya",
					"                                                              Kuala Lumpur"),
			},
		}}

	return matterSpec{
		name: "seri-mutiara-v-jaya-velocity", title: "Seri Mutiara Bina Sdn Bhd v Jaya Velocity Engineering Sdn Bhd (High Court in Malaya at Kuala Lumpur, WA-22NCC-418-03/2024)", heldOut: true,
		firstSight: &Figures{PartyTruth: 14, PartyFound: 6, PartyCorrect: 5, EventTruth: 22, EventHits: 22, Grounded: 1}, // at 47e94d5
		docs:       []doc{writ, aff, jud},
		parties: []Party{
			{"Seri Mutiara Bina Sdn Bhd", "plaintiff"},
			{"Jaya Velocity Engineering Sdn Bhd", "defendant"},
			{"Jaya Velocity Engineering Sdn Bhd", "recipient"}, // the writ's "Kepada / To:"
			{"Tan Chee Keong", "defendant"},
			{"Tan Chee Keong", "recipient"},
			{"Tan Chee Keong", "declarant"}, // his affidavit in reply, named in the grounds
			{"Ravindran a/l Muthusamy", "defendant"},
			{"Ravindran a/l Muthusamy", "recipient"},
			{"Mohd Faizal bin Abdul Rahman", "declarant"},
			{"Lim Wei Jian", "counsel"},
			{"Nurul Aina binti Kamarudin", "counsel"},
			{"Harjit Singh a/l Gurdev Singh", "counsel"}, // "Datuk" is a title
			{"Chong Mei Ling", "counsel"},
			{"Rosnah binti Ismail", "judge"}, // "Yang Arif Dato'" are titles
		},
		events: []Event{
			{"2024-03-15", writF, 1},
			{"2022-08-08", writF, 2},
			{"2023-06-12", writF, 2},
			{"2023-09-14", writF, 2},
			{"2023-11-20", writF, 2},
			{"2024-03-15", writF, 2},
			{"2022-08-08", affF, 1},
			{"2023-06-12", affF, 1},
			{"2023-09-14", affF, 1},
			{"2023-10-02", affF, 1},
			{"2023-11-20", affF, 2},
			{"2024-04-22", affF, 2},
			{"2024-09-03", judF, 1},
			{"2024-10-18", judF, 1},
			{"2022-08-08", judF, 1},
			{"2024-04-22", judF, 2},
			{"2024-06-03", judF, 2},
			{"2023-06-12", judF, 2},
			{"2023-09-14", judF, 2},
			{"2023-10-02", judF, 2},
			{"2023-11-20", judF, 2},
			{"2024-10-18", judF, 2},
		},
	}
}
