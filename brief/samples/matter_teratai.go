package samples

// DEV SET (held out at first sight): a housing developer's appeal to the
// Court of Appeal of Malaysia from a judgment of the High Court in Malaya
// at Shah Alam for liquidated ascertained damages (LAD) for late vacant
// possession under the statutory Schedule H sale and purchase agreement.
// (The style asked for was a High Court at Kuala Lumpur writ, summary
// judgment affidavit and grounds; seri-mutiara-v-jaya-velocity already
// holds that, so this matter takes the same litigation up to the Court of
// Appeal, with the High Court stay affidavit.) The notice of appeal,
// bilingual in its heading ("DALAM MAHKAMAH RAYUAN MALAYSIA / (BIDANG
// KUASA RAYUAN)" over "IN THE COURT OF APPEAL OF MALAYSIA / (APPELLATE
// JURISDICTION)", "RAYUAN SIVIL NO: B-02(NCvC)(W)-1187-06/2024", "ANTARA /
// BETWEEN", the company "(No. Syarikat: ...)" over "... PERAYU" /
// "... APPELLANT", "DAN / AND", three numbered purchasers each with "(No.
// K/P: ...)" over "... RESPONDEN-RESPONDEN" / "... RESPONDENTS", the
// High Court suit in square brackets "[Dalam Perkara Mahkamah Tinggi
// Malaya di Shah Alam / Guaman Sivil No: ... / Antara ... Plaintif-
// Plaintif / Dan ... Defendan]"), in Malay in its body ("AMBIL PERHATIAN
// bahawa X, Perayu yang dinamakan di atas, yang tidak berpuas hati dengan
// keseluruhan keputusan Yang Arif Dato' X, Hakim Mahkamah Tinggi ...",
// "Bertarikh pada 12 haribulan Jun 2024.", "Tetuan X / Peguamcara bagi
// Perayu", "Kepada: Pendaftar, Mahkamah Rayuan ... dan kepada: ...
// Tetuan Y, Peguamcara bagi Responden-Responden", "Notis Rayuan ini
// difailkan oleh Tetuan X", the High Court registry's receipt stamp); the
// memorandum of appeal (the same heading, "MEMORANDUM RAYUAN / MEMORANDUM
// OF APPEAL", the grounds in English, "Bertarikh pada ... / Dated this
// ...", signed by the firm over "Peguamcara bagi Perayu / Solicitors for
// the Appellant"); the managing director's affidavit in support of the
// developer's stay application in the High Court, in Malay (the High
// Court heading with "Lampiran 52" at the top, "Saya, X (No. K/P: ...),
// warganegara Malaysia, cukup umur, beralamat di ..., dengan sesungguhnya
// dan sebenarnya mengikrarkan dan menyatakan seperti berikut:", exhibits
// "LWM-1" and "LWM-2", the jurat "Diikrarkan oleh X / di Petaling Jaya,
// Selangor / pada 14 haribulan Jun 2024" beside ")" rules, "Di hadapan
// saya," the commissioner for oaths "PESURUHJAYA SUMPAH" with name and
// number); and the judgment of the Court of Appeal in English (the
// English heading with "Company No:" and "NRIC No:", "CORAM:" three
// judges with "JCA", "JUDGMENT OF THE COURT", paragraphs "[1]", the
// parties "referred to as they were in the High Court", the trial
// witnesses "PW1" and "DW1", the statutory exclusion period, the Federal
// Court's decision cited, "Dated: 21 March 2025", "(CHEW SIEW LING) /
// Judge / Court of Appeal, Malaysia", "Counsel for the Appellant: X (Y
// with him) / Messrs Z" with the firm's address, "Cases referred to:",
// "Legislation referred to:", and the eFILING serial-number note in each
// page's footer).
// Conventions: as in castellane-v-fenwick-hale, the parties keep the
// roles the court below gave them (the purchasers the plaintiffs, the
// developer the defendant) and take those of the appeal (the developer
// the appellant, the purchasers the respondents); the 1st purchaser, who
// gave evidence at trial as PW1, and the developer's project manager
// (DW1) are witnesses; the managing director who affirms the stay
// affidavit is its declarant; counsel listed "with" another are both
// counsel; each member of the Court of Appeal's panel and the High Court
// judge whose decision is appealed are judges; as in seri-mutiara-v-
// jaya-velocity, titles and honorifics (Dato', Yang Arif, Encik) are no
// part of a name, while "bin", "binti" and "a/l" are. The Registrar and
// the Senior Assistant Registrar and the respondents' solicitors to whom
// the notice of appeal is addressed ("Kepada:") are no recipients (a
// served court paper, as the "TO:" block in will-of-vandermeer), and no
// parties; the Controller of Housing (unnamed), the commissioner for
// oaths, the firms, the other purchasers and the parties of cases cited
// are no parties. The receipt stamp's date is an event on the notice's
// page; the numbers "(No. K/P: ...)" hold dates of birth and are no
// events; every date printed is an event on its page, the first and last
// days of the statutory period "18 March 2020 to 31 August 2020" too.
func init() { specs = append(specs, teratai) }

func teratai() matterSpec {
	const (
		ntcF = "Notis Rayuan B-02(NCvC)(W)-1187-06-2024.pdf"
		memF = "Memorandum Rayuan B-02(NCvC)(W)-1187-06-2024.pdf"
		affF = "Afidavit Sokongan Leong Wai Mun (Lampiran 53) BA-22NCvC-412-07-2023.pdf"
		jdgF = "Judgment of the Court of Appeal B-02(NCvC)(W)-1187-06-2024.pdf"
	)
	coa := []block{
		cb("DALAM MAHKAMAH RAYUAN MALAYSIA"),
		c("(BIDANG KUASA RAYUAN)"),
		c("IN THE COURT OF APPEAL OF MALAYSIA"),
		c("(APPELLATE JURISDICTION)"), gap(),
		cb("RAYUAN SIVIL NO: B-02(NCvC)(W)-1187-06/2024"),
		c("CIVIL APPEAL NO: B-02(NCvC)(W)-1187-06/2024"), gap(),
	}
	parties := []block{
		ls("ANTARA / BETWEEN", "",
			"TERATAI PERMAI DEVELOPMENT SDN BHD",
			"(No. Syarikat: 200801034567 (834521-T))                                          ... PERAYU",
			"                                                                                        ... APPELLANT",
			"DAN / AND", "",
			"1.  MUHAMMAD HAFIZ BIN ZAKARIA",
			"     (No. K/P: 850614-10-5517)",
			"2.  NUR SYAHIRAH BINTI ABDUL GHANI",
			"     (No. K/P: 870922-14-6034)",
			"3.  LOH KAH WAI",
			"     (No. K/P: 790305-08-5213)                                            ... RESPONDEN-RESPONDEN",
			"                                                                                     ... RESPONDENTS"),
		gap(),
		small(ls("[Dalam Perkara Mahkamah Tinggi Malaya di Shah Alam",
			"Guaman Sivil No: BA-22NCvC-412-07/2023",
			"Antara",
			"1.  Muhammad Hafiz bin Zakaria (No. K/P: 850614-10-5517)",
			"2.  Nur Syahirah binti Abdul Ghani (No. K/P: 870922-14-6034)",
			"3.  Loh Kah Wai (No. K/P: 790305-08-5213)                                       ... Plaintif-Plaintif",
			"Dan",
			"Teratai Permai Development Sdn Bhd",
			"(No. Syarikat: 200801034567 (834521-T))                                               ... Defendan]"), 9),
		gap(),
	}
	heading := append(append([]block{}, coa...), parties...)
	filedBy := small(ls("Difailkan oleh Tetuan Ravi, Ong & Rahim, peguamcara bagi Perayu / Defendan, yang beralamat di",
		"Tingkat 15, Menara Sri Damansara, Jalan Damansara, 50490 Kuala Lumpur.",
		"Tel: 03-2093 4410   Faks: 03-2093 4411   (Ruj: ROR/LIT/TPD/2024/031)"), 8.5)

	ntc := doc{name: ntcF, font: "Times", size: 10, unicode: true, footer: "%d",
		pages: []page{
			append(append([]block{
				small(r("MAHKAMAH TINGGI MALAYA SHAH ALAM\nDITERIMA / RECEIVED\n12 JUN 2024\nBahagian Sivil"), 8.5),
			}, heading...), []block{
				cb("NOTIS RAYUAN"), gap(),
				p("AMBIL PERHATIAN bahawa Teratai Permai Development Sdn Bhd, Perayu yang dinamakan di atas, yang tidak berpuas hati dengan keseluruhan keputusan Yang Arif Dato' Haslinda binti Mohd Rais, Hakim Mahkamah Tinggi Malaya di Shah Alam, yang diberikan pada 29.5.2024, yang membenarkan tuntutan Plaintif-Plaintif untuk ganti rugi jumlah tertentu dengan faedah dan kos, dengan ini merayu kepada Mahkamah Rayuan terhadap keseluruhan keputusan tersebut."),
			}...),
			{
				ls("Bertarikh pada 12 haribulan Jun 2024.", "",
					"                                                                      ..........................................",
					"                                                                      Tetuan Ravi, Ong & Rahim",
					"                                                                      Peguamcara bagi Perayu"),
				gap(),
				small(ls("Kepada:",
					"Pendaftar, Mahkamah Rayuan Malaysia, Istana Kehakiman, Presint 3, 62506 Putrajaya",
					"dan kepada:",
					"Penolong Kanan Pendaftar, Mahkamah Tinggi Malaya, Kompleks Mahkamah Shah Alam, 40000 Shah Alam",
					"dan kepada:",
					"Tetuan Zulkifli Tan & Associates, Peguamcara bagi Responden-Responden,",
					"No. 23-1, Jalan Plumbum 7/102, Seksyen 7, 40000 Shah Alam, Selangor.  (Ruj: ZTA/LIT/0412/2023)"), 9),
				gap(),
				filedBy,
			},
		}}

	mem := doc{name: memF, font: "Times", size: 10, unicode: true, footer: "%d",
		pages: []page{
			append(append([]block{}, heading...), []block{
				cb("MEMORANDUM RAYUAN / MEMORANDUM OF APPEAL"), gap(),
				p("The Appellant above-named appeals to the Court of Appeal against the whole of the decision of the learned High Court Judge given at Shah Alam on 29 May 2024, allowing the Respondents' claim for liquidated ascertained damages, on the following grounds:"),
				p("1. The learned Judge erred in law and in fact in holding that the extension of time of 12 months for the delivery of vacant possession granted by the Controller of Housing by letter dated 6 October 2021 was invalid and of no effect, when the extension was granted before the decision of the Federal Court in Ang Ming Lee and the Appellant had acted on it in good faith."),
			}...),
			{
				p("2. The learned Judge erred in holding that the decision in Ang Ming Lee applied to an extension granted, and relied on, before that decision was delivered."),
				p("3. The learned Judge erred in finding that vacant possession was due on 31 August 2022, after excluding the period from 18 March 2020 to 31 August 2020 under section 35 of the Temporary Measures for Reducing the Impact of Coronavirus Disease 2019 (COVID-19) Act 2020, and in failing to give effect to the further extension granted to the Appellant."),
				p("4. The learned Judge failed to consider adequately or at all that the Respondents accepted vacant possession on 30 November 2022 and signed the acknowledgment of receipt of keys without reservation, and thereby waived or are estopped from claiming liquidated ascertained damages."),
				p("5. The learned Judge failed to give sufficient weight to the evidence of DW1 that the delay was caused by the suspension of works ordered by the local authority, a matter beyond the Appellant's control."),
				p("6. The learned Judge erred in awarding costs of RM15,000.00, which is excessive in a claim of this value."),
				p("7. The Appellant craves leave to add to or amend these grounds upon receipt of the grounds of judgment of the learned Judge."),
				gap(),
				ls("Bertarikh pada 19 haribulan Ogos 2024. / Dated this 19th day of August 2024.", "",
					"                                                                      ..........................................",
					"                                                                      Tetuan Ravi, Ong & Rahim",
					"                                                                      Peguamcara bagi Perayu /",
					"                                                                      Solicitors for the Appellant"),
				gap(),
				small(ls("Kepada / To:",
					"Pendaftar, Mahkamah Rayuan Malaysia, Istana Kehakiman, Presint 3, 62506 Putrajaya",
					"dan kepada / and to:",
					"Tetuan Zulkifli Tan & Associates, Peguamcara bagi Responden-Responden,",
					"No. 23-1, Jalan Plumbum 7/102, Seksyen 7, 40000 Shah Alam, Selangor.  (Ruj: ZTA/LIT/0412/2023)"), 9),
				gap(),
				filedBy,
			},
		}}

	aff := doc{name: affF, font: "Times", size: 10, unicode: true, header: "Lampiran 53", footer: "%d",
		pages: []page{
			{
				cb("DALAM MAHKAMAH TINGGI MALAYA DI SHAH ALAM"),
				c("DALAM NEGERI SELANGOR DARUL EHSAN, MALAYSIA"), gap(),
				cb("GUAMAN SIVIL NO: BA-22NCvC-412-07/2023"), gap(),
				ls("ANTARA", "",
					"1.  MUHAMMAD HAFIZ BIN ZAKARIA",
					"     (No. K/P: 850614-10-5517)",
					"2.  NUR SYAHIRAH BINTI ABDUL GHANI",
					"     (No. K/P: 870922-14-6034)",
					"3.  LOH KAH WAI",
					"     (No. K/P: 790305-08-5213)                                                ... PLAINTIF-PLAINTIF",
					"",
					"DAN", "",
					"TERATAI PERMAI DEVELOPMENT SDN BHD",
					"(No. Syarikat: 200801034567 (834521-T))                                              ... DEFENDAN"),
				gap(),
				cb("AFIDAVIT SOKONGAN"),
				c("(Bagi Notis Permohonan Defendan untuk Penggantungan Pelaksanaan - Lampiran 52)"), gap(),
				p("Saya, LEONG WAI MUN (No. K/P: 720403-08-5521), warganegara Malaysia, cukup umur, beralamat di Lot 8, Jalan Teratai 3, Bandar Teratai Permai, 43000 Kajang, Selangor, dengan sesungguhnya dan sebenarnya mengikrarkan dan menyatakan seperti berikut:"),
				p("1. Saya adalah Pengarah Urusan Defendan dan saya diberi kuasa untuk mengikrarkan afidavit ini bagi pihak Defendan. Fakta-fakta yang dinyatakan di sini adalah dalam pengetahuan saya sendiri atau diperolehi daripada dokumen dan rekod Defendan yang berada dalam jagaan saya, dan adalah benar."),
				p("2. Saya mengikrarkan afidavit ini bagi menyokong permohonan Defendan melalui Notis Permohonan bertarikh 14 Jun 2024 (Lampiran 52) untuk penggantungan pelaksanaan penghakiman Mahkamah yang mulia ini bertarikh 29.5.2024 sehingga pelupusan rayuan Defendan ke Mahkamah Rayuan."),
				p("3. Pada 29.5.2024, selepas perbicaraan penuh, Mahkamah yang mulia ini telah memberikan penghakiman terhadap Defendan bagi ganti rugi jumlah tertentu sebanyak RM34,904.11 bersama faedah pada kadar 5% setahun dan kos sebanyak RM15,000.00. Salinan penghakiman tersebut dilampirkan dan ditandakan sebagai \"LWM-1\"."),
			},
			{
				p("4. Defendan telah memfailkan Notis Rayuan ke Mahkamah Rayuan pada 12 Jun 2024. Salinan Notis Rayuan tersebut dilampirkan dan ditandakan sebagai \"LWM-2\"."),
				p("5. Saya dinasihati oleh peguamcara Defendan dan sesungguhnya mempercayai bahawa rayuan Defendan menimbulkan persoalan undang-undang yang penting, iaitu kesahan lanjutan masa selama 12 bulan yang diberikan oleh Pengawal Perumahan melalui surat bertarikh 6.10.2021. Keputusan rayuan tersebut akan menjejaskan lebih daripada 300 pembeli lain dalam projek Residensi Teratai Permai."),
				p("6. Sekurang-kurangnya 41 pembeli lain telah memfailkan tuntutan yang serupa terhadap Defendan di Mahkamah Tinggi dan Mahkamah Sesyen. Sekiranya penghakiman ini dilaksanakan dan rayuan Defendan kemudiannya berjaya, Defendan akan menghadapi kesukaran untuk mendapatkan semula jumlah penghakiman daripada Plaintif-Plaintif, dan rayuan Defendan akan menjadi sia-sia (nugatory). Ini adalah keadaan khas yang mewajarkan penggantungan pelaksanaan."),
				p("7. Defendan bersedia untuk mendepositkan keseluruhan jumlah penghakiman, faedah dan kos ke dalam akaun pihak berkepentingan (stakeholder) Tetuan Ravi, Ong & Rahim dalam masa 14 hari dari tarikh perintah, sehingga pelupusan rayuan."),
				p("8. Oleh yang demikian, saya dengan rendah diri memohon agar Mahkamah yang mulia ini membenarkan permohonan Defendan dalam Lampiran 52 dengan kos dalam kausa."),
				gap(),
				ls("Diikrarkan oleh LEONG WAI MUN              )",
					"di Petaling Jaya, Selangor                    )        ..........................................",
					"pada 14 haribulan Jun 2024                    )        LEONG WAI MUN",
					"",
					"Di hadapan saya,",
					"",
					"..........................................",
					"PESURUHJAYA SUMPAH",
					"Nama: Rosli bin Hashim (No. B 398)"),
				gap(),
				small(ls("Afidavit ini difailkan oleh Tetuan Ravi, Ong & Rahim, peguamcara bagi Defendan, yang beralamat di",
					"Tingkat 15, Menara Sri Damansara, Jalan Damansara, 50490 Kuala Lumpur.",
					"Tel: 03-2093 4410   Faks: 03-2093 4411   (Ruj: ROR/LIT/TPD/2024/031)"), 8.5),
			},
		}}

	sn := "S/N Kq4vT7mWzE2Hn8xYp1rA3g  **Note : Serial number will be used to verify the originality of this document via eFILING portal"
	jdg := doc{name: jdgF, font: "Times", size: 10, unicode: true, header: "%d", footer: sn,
		pages: []page{
			{
				cb("IN THE COURT OF APPEAL OF MALAYSIA"),
				c("(APPELLATE JURISDICTION)"),
				cb("CIVIL APPEAL NO: B-02(NCvC)(W)-1187-06/2024"), gap(),
				ls("BETWEEN", "",
					"TERATAI PERMAI DEVELOPMENT SDN BHD",
					"(Company No: 200801034567 (834521-T))                                              ... APPELLANT",
					"",
					"AND", "",
					"1.  MUHAMMAD HAFIZ BIN ZAKARIA (NRIC No: 850614-10-5517)",
					"2.  NUR SYAHIRAH BINTI ABDUL GHANI (NRIC No: 870922-14-6034)",
					"3.  LOH KAH WAI (NRIC No: 790305-08-5213)                                         ... RESPONDENTS"),
				gap(),
				small(ls("[In the matter of the High Court of Malaya at Shah Alam, Civil Suit No: BA-22NCvC-412-07/2023,",
					"between Muhammad Hafiz bin Zakaria, Nur Syahirah binti Abdul Ghani and Loh Kah Wai ... Plaintiffs",
					"and Teratai Permai Development Sdn Bhd ... Defendant]"), 9.5),
				gap(),
				ls("CORAM:",
					"S. MAHENDRAN A/L SINNADURAI, JCA",
					"CHEW SIEW LING, JCA",
					"NORLIZA BINTI HASHIM, JCA"),
				gap(),
				cb("JUDGMENT OF THE COURT"), gap(),
				l("Introduction"),
				p("[1] This appeal concerns a housing developer's liability for liquidated ascertained damages (\"LAD\") for late delivery of vacant possession under sale and purchase agreements in the statutory form prescribed by Schedule H to the Housing Development (Control and Licensing) Regulations 1989 (\"the Regulations\"). On 29 May 2024 the learned High Court Judge, Haslinda binti Mohd Rais J, allowed the purchasers' claim after a full trial. The developer appealed. We heard the appeal on 14 January 2025 and unanimously dismissed it. These are our reasons."),
				p("[2] We refer to the parties as they were in the High Court: the Respondents as the Plaintiffs and the Appellant as the Defendant."),
				l("Background"),
				p("[3] The 1st and 2nd Plaintiffs jointly purchased Unit A-12-03, and the 3rd Plaintiff purchased Unit B-08-11, in Residensi Teratai Permai, Kajang, by sale and purchase agreements dated 18 March 2019 (\"the SPAs\") for RM688,000 and RM712,000 respectively. Clause 25 of each SPA required vacant possession to be delivered within 36 months from the date of the SPA, that is by 17 March 2022, failing which the Defendant was to pay LAD at 10% per annum of the purchase price, calculated from day to day."),
			},
			{
				p("[4] By letter dated 6 October 2021, the Controller of Housing, purporting to act under regulation 11(3) of the Regulations, granted the Defendant an extension of 12 months for the delivery of vacant possession. Vacant possession was delivered on 30 November 2022. The Plaintiffs' solicitors demanded LAD by letter dated 9 February 2023, and the Plaintiffs filed their claim on 21 July 2023."),
				p("[5] At the trial on 4 and 5 March 2024, the 1st Plaintiff, Muhammad Hafiz bin Zakaria, gave evidence as PW1 for all the Plaintiffs. For the Defendant, its project manager, Encik Faizal Hakim bin Ramli (DW1), gave evidence of a stop-work order issued by the local authority in 2021, which he accepted under cross-examination had been lifted within three weeks."),
				l("Decision of the High Court"),
				p("[6] The learned Judge held, following the Federal Court in Ang Ming Lee & Ors v Menteri Kesejahteraan Bandar, Perumahan dan Kerajaan Tempatan & Anor and other appeals [2020] 1 MLJ 281, that regulation 11(3) was ultra vires the Housing Development (Control and Licensing) Act 1966 and that the Controller's extension was of no effect. She excluded the period from 18 March 2020 to 31 August 2020 from the calculation of LAD, as section 35 of the Temporary Measures for Reducing the Impact of Coronavirus Disease 2019 (COVID-19) Act 2020 [Act 829] requires, so that vacant possession was due by 31 August 2022 and was 91 days late. She awarded LAD of RM17,152.88 to the 1st and 2nd Plaintiffs and RM17,751.23 to the 3rd Plaintiff, interest at 5% per annum from the date of judgment, and costs of RM15,000.00."),
				p("[7] The Defendant's application for a stay of execution pending appeal (Enclosure 52) was dismissed by the High Court on 9 July 2024, and the judgment sum has since been paid to the Plaintiffs' solicitors as stakeholders."),
				l("The appeal"),
				p("[8] Mr Lee Chun Hao for the Defendant advanced three points: first, that Ang Ming Lee should not be applied to an extension granted before it was decided; second, that the Plaintiffs waived their claim by accepting the keys on 30 November 2022 without reservation; and third, that the stop-work order was an event beyond the Defendant's control. Encik Zulkifli bin Osman for the Plaintiffs supported the decision of the High Court."),
			},
			{
				l("Our decision"),
				p("[9] We do not accept the first point. The Federal Court in Ang Ming Lee declared regulation 11(3) ultra vires, so that the Controller never had power to extend the time for delivery. An extension made without power gave the Defendant nothing, whenever it was made; the Federal Court did not limit its decision to future extensions. The learned Judge was right to disregard it."),
				p("[10] Nor is there any waiver. The Schedule H agreement is a statutory contract whose terms cannot be contracted out of, and an acknowledgment of receipt of keys is not a release of accrued LAD: SEA Housing Corporation Sdn Bhd v Lee Poh Choo [1982] 2 MLJ 31 (FC). As to the third point, the Schedule H agreement makes no provision for force majeure, and on DW1's own evidence the stop-work order lasted less than three weeks, well within the time the Defendant had."),
				p("[11] The learned Judge's findings were amply supported by the evidence, and we find no appealable error. The appeal is dismissed with costs of RM20,000.00 to the Plaintiffs, subject to payment of the allocatur fee."),
				gap(),
				ls("Dated: 21 March 2025", "",
					"signed",
					"(CHEW SIEW LING)",
					"Judge",
					"Court of Appeal, Malaysia"),
				gap(),
				small(ls("Counsel for the Appellant:",
					"Lee Chun Hao (Aisyah binti Kamal with him)",
					"Messrs Ravi, Ong & Rahim",
					"Tingkat 15, Menara Sri Damansara, Jalan Damansara, 50490 Kuala Lumpur",
					"",
					"Counsel for the Respondents:",
					"Zulkifli bin Osman (Tan Mei Fong with him)",
					"Messrs Zulkifli Tan & Associates",
					"No. 23-1, Jalan Plumbum 7/102, Seksyen 7, 40000 Shah Alam, Selangor",
					"",
					"Cases referred to:",
					"Ang Ming Lee & Ors v Menteri Kesejahteraan Bandar, Perumahan dan Kerajaan Tempatan & Anor",
					"  and other appeals [2020] 1 MLJ 281",
					"SEA Housing Corporation Sdn Bhd v Lee Poh Choo [1982] 2 MLJ 31",
					"",
					"Legislation referred to:",
					"Housing Development (Control and Licensing) Act 1966",
					"Housing Development (Control and Licensing) Regulations 1989, reg 11(3), Schedule H",
					"Temporary Measures for Reducing the Impact of Coronavirus Disease 2019 (COVID-19) Act 2020 [Act 829], s 35"), 9),
			},
		}}

	return matterSpec{
		name: "teratai-permai-v-muhammad-hafiz", title: "Teratai Permai Development Sdn Bhd v Muhammad Hafiz bin Zakaria & Ors (Court of Appeal, Malaysia, B-02(NCvC)(W)-1187-06/2024)", heldOut: true,
		firstSight: &Figures{PartyTruth: 19, PartyFound: 17, PartyCorrect: 10, EventTruth: 30, EventHits: 28, Grounded: 1}, // at 0862d31
		docs:       []doc{ntc, mem, aff, jdg},
		parties: []Party{
			{"Teratai Permai Development Sdn Bhd", "appellant"},
			{"Teratai Permai Development Sdn Bhd", "defendant"},
			{"Muhammad Hafiz bin Zakaria", "respondent"},
			{"Muhammad Hafiz bin Zakaria", "plaintiff"},
			{"Muhammad Hafiz bin Zakaria", "witness"}, // PW1
			{"Nur Syahirah binti Abdul Ghani", "respondent"},
			{"Nur Syahirah binti Abdul Ghani", "plaintiff"},
			{"Loh Kah Wai", "respondent"},
			{"Loh Kah Wai", "plaintiff"},
			{"Leong Wai Mun", "declarant"},
			{"Faizal Hakim bin Ramli", "witness"}, // DW1, "Encik" a title
			{"Lee Chun Hao", "counsel"},
			{"Aisyah binti Kamal", "counsel"},
			{"Zulkifli bin Osman", "counsel"},
			{"Tan Mei Fong", "counsel"},
			{"Haslinda binti Mohd Rais", "judge"}, // the High Court judge below
			{"S. Mahendran a/l Sinnadurai", "judge"},
			{"Chew Siew Ling", "judge"},
			{"Norliza binti Hashim", "judge"},
		},
		events: []Event{
			{"2024-06-12", ntcF, 1}, // the receipt stamp
			{"2024-05-29", ntcF, 1},
			{"2024-06-12", ntcF, 2},
			{"2024-05-29", memF, 1},
			{"2021-10-06", memF, 1},
			{"2022-08-31", memF, 2},
			{"2020-03-18", memF, 2},
			{"2020-08-31", memF, 2},
			{"2022-11-30", memF, 2},
			{"2024-08-19", memF, 2},
			{"2024-06-14", affF, 1},
			{"2024-05-29", affF, 1},
			{"2024-06-12", affF, 2},
			{"2021-10-06", affF, 2},
			{"2024-06-14", affF, 2},
			{"2024-05-29", jdgF, 1},
			{"2025-01-14", jdgF, 1},
			{"2019-03-18", jdgF, 1},
			{"2022-03-17", jdgF, 1},
			{"2021-10-06", jdgF, 2},
			{"2022-11-30", jdgF, 2},
			{"2023-02-09", jdgF, 2},
			{"2023-07-21", jdgF, 2},
			{"2024-03-04", jdgF, 2},
			{"2024-03-05", jdgF, 2},
			{"2020-03-18", jdgF, 2},
			{"2020-08-31", jdgF, 2},
			{"2022-08-31", jdgF, 2},
			{"2024-07-09", jdgF, 2},
			{"2025-03-21", jdgF, 3},
		},
	}
}
