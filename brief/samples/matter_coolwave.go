package samples

// DEV SET (held out at first sight): a commercial suit for the price of an
// air-conditioning plant, before a Delhi district court's commercial
// court. The plaint ("IN THE COURT OF THE DISTRICT JUDGE (COMMERCIAL
// COURT)-03, WEST DISTRICT, TIS HAZARI COURTS, DELHI", "CS (COMM) No.
// ______ of 2023", "IN THE MATTER OF:", each company described over
// several lines with its registered office, "Through its Authorised
// Representative, Sh. X" above "...PLAINTIFF", "VERSUS", "...DEFENDANT",
// "MOST RESPECTFULLY SHOWETH:", the invoices in a table of dotted dates,
// the pre-institution mediation under Section 12A with the mediator
// named, "THROUGH" two advocates side by side with their enrolment
// numbers and chamber, the statement of truth under Order VI Rule 15A
// made by the authorised representative with "DEPONENT" and a
// "VERIFICATION"); the written statement ("WRITTEN STATEMENT ON BEHALF OF
// THE DEFENDANT", preliminary objections, "REPLY ON MERITS", the
// defendant's chief engineer and an outside consultant named, signed by
// the designated partner "THROUGH" the advocate, verified by him); the
// affidavit of evidence by way of examination-in-chief of PW-1 (the
// authorised representative, exhibits "Ex. PW1/1" to "Ex. PW1/9",
// "DEPONENT", verification, "Identified by" the junior advocate, the oath
// commissioner's attestation stamp); and the order sheet with two entries
// ("Present: Ld. counsel for plaintiff Sh. X with AR Sh. Y.", "PW-1 ...
// tendered his evidence by way of affidavit Ex. PW1/A", "cross-examined
// ... Discharged.", "Ld. proxy counsel", "PW-2 Sh. X, Accounts Manager of
// the plaintiff, examined", "PE closed", the judge's name in brackets
// over "District Judge (Commercial Court)-03 / West/THC/Delhi/date").
// Conventions: the companies are the plaintiff and the defendant (the
// "M/s" dropped); the authorised representative who makes the statement
// of truth and the affidavit "DEPONENT" is a declarant, and a witness
// once examined as PW-1; the designated partner who verifies the written
// statement is its declarant; each advocate who signs or appears
// (proxy counsel too) is counsel; a witness examined as PW-2 is a witness;
// the district judge who signs the order sheet is the judge. The
// mediator, the defendant's chief engineer and its consultant named in
// the pleadings, the transporter and the oath commissioner are no parties.
func init() { specs = append(specs, coolwave) }

func coolwave() matterSpec {
	const (
		plaintF = "CS (COMM) 412-2023 Plaint.pdf"
		wsF     = "CS (COMM) 412-2023 Written Statement.pdf"
		pwF     = "CS (COMM) 412-2023 Affidavit of Evidence PW-1 Naveen Goel.pdf"
		osF     = "CS (COMM) 412-2023 Order Sheet 12.08.2024 and 21.10.2024.pdf"
	)
	court := cb("IN THE COURT OF THE DISTRICT JUDGE (COMMERCIAL COURT)-03, WEST DISTRICT, TIS HAZARI COURTS, DELHI")
	short := ls("M/s Coolwave Aircon Engineers Pvt. Ltd.                          ...PLAINTIFF",
		"                                    VERSUS",
		"M/s Saffron Leaf Hospitality LLP                                  ...DEFENDANT")

	plaint := doc{name: plaintF, font: "Times", size: 11, footer: "%d",
		pages: []page{
			{
				court, gap(), c("CS (COMM) No. ______ of 2023"), gap(),
				l("IN THE MATTER OF:"), gap(),
				ls("M/s Coolwave Aircon Engineers Private Limited,",
					"A company incorporated under the Companies Act, 1956,",
					"Having its registered office at B-71, Naraina Industrial Area, Phase-I,",
					"New Delhi - 110028,",
					"Through its Authorised Representative,",
					"Sh. Naveen Goel.                                                                        ...PLAINTIFF"),
				c("VERSUS"),
				ls("M/s Saffron Leaf Hospitality LLP,",
					"A limited liability partnership registered under the LLP Act, 2008,",
					"Having its office at Khasra No. 48/12, Village Bamnoli, Dwarka,",
					"New Delhi - 110077,",
					"Through its Designated Partner,",
					"Sh. Rohit Agarwal.                                                                  ...DEFENDANT"),
				gap(),
				cb("SUIT FOR RECOVERY OF RS. 38,74,560/- ALONG WITH PENDENTE LITE AND FUTURE INTEREST UNDER SECTION 2(1)(c) OF THE COMMERCIAL COURTS ACT, 2015"), gap(),
				l("MOST RESPECTFULLY SHOWETH:"),
				p("1. That the plaintiff is a company engaged in the business of designing, supplying and installing central air-conditioning plants. Sh. Naveen Goel, its General Manager (Projects), has been authorised by a resolution of its Board of Directors dated 05.04.2023 to sign, verify and institute the present suit and to depose on its behalf."),
				p("2. That the defendant runs a banquet hall under the name \"Saffron Leaf Banquets\" at Dwarka, New Delhi. By Work Order No. SLH/WO/2021-22/17 dated 04.01.2022, the defendant awarded to the plaintiff the supply, installation, testing and commissioning of a 120 TR VRF air-conditioning system for a total contract value of Rs. 62,40,000/- plus GST."),
				p("3. That the plaintiff supplied the equipment through its transporter M/s Jai Ambe Roadlines and raised the following invoices, all of which were received by the defendant without demur:"),
				ls("     S.No.   Invoice No.          Date            Amount (Rs.)",
					"     1.      CW/2021-22/0418      12.01.2022      22,08,960/-",
					"     2.      CW/2021-22/0533      21.02.2022      29,45,280/-",
					"     3.      CW/2022-23/0062      30.06.2022      22,08,960/-"),
			},
			{
				p("4. That the system was commissioned on 28.06.2022 and was handed over to the defendant's Chief Engineer, Sh. Vipin Rawat, against a handing-over certificate of the same date. Against the total of Rs. 73,63,200/-, the defendant paid only Rs. 42,36,800/-, the last payment being made on 14.09.2022, leaving a principal sum of Rs. 31,26,400/- due."),
				p("5. That the plaintiff sent a legal notice dated 16.11.2022 through its counsel, calling upon the defendant to pay the outstanding amount. The defendant sent an evasive reply dated 02.12.2022 alleging, for the first time, that the system did not cool the hall adequately."),
				p("6. That the plaintiff applied for pre-institution mediation under Section 12A of the Commercial Courts Act, 2015 before the Delhi Legal Services Authority (West). The defendant did not appear before the mediator, Ms. Kiran Bala, despite notice, and a non-starter report was issued on 10.03.2023."),
				p("7. That the plaintiff is entitled to interest at the rate of 18% per annum as stipulated in Clause 9 of the Work Order, which up to 31.03.2023 comes to Rs. 7,48,160/-. The total amount claimed is thus Rs. 38,74,560/-."),
				p("8. That the cause of action arose on each date of invoice, on 14.09.2022 when the last part payment was made, on 02.12.2022 when the defendant denied its liability, and on 10.03.2023, and is continuing. The Work Order was executed at the plaintiff's office at Naraina, within the jurisdiction of this Hon'ble Court, and Clause 14 confers exclusive jurisdiction on the courts at Delhi."),
				p("9. That the suit is valued at Rs. 38,74,560/- for the purposes of jurisdiction and court fee, and the requisite ad valorem court fee has been paid. The dispute is a commercial dispute of a specified value."),
				cb("PRAYER"),
				p("It is therefore most respectfully prayed that this Hon'ble Court may be pleased to pass a decree for Rs. 38,74,560/- in favour of the plaintiff and against the defendant, with pendente lite and future interest at 18% per annum till realisation, and costs of the suit, and pass such other order as it deems fit."),
				ls("                                                                                        PLAINTIFF",
					"                                                           M/s Coolwave Aircon Engineers Pvt. Ltd.",
					"                                                               Through its Authorised Representative",
					"                                                                                  (Naveen Goel)",
					"                                                                                       THROUGH",
					"",
					"                                           (RAJAT KHANNA)                  (KUNAL ARORA)",
					"                                           Enrl. No. D/2213/2012         Enrl. No. D/4471/2019",
					"                                                       Advocates for the Plaintiff",
					"                                    Khanna & Associates, Ch. No. 318, Western Wing, Tis Hazari Courts, Delhi",
					"Place: Delhi",
					"Date: 18.04.2023"),
			},
			{
				cb("STATEMENT OF TRUTH"),
				c("(Under First Schedule, Order VI Rule 15A and Appendix-I of the Code of Civil Procedure, 1908)"), gap(),
				p("I, Naveen Goel, S/o Sh. Ramesh Chand Goel, aged about 41 years, General Manager (Projects) and Authorised Representative of the plaintiff company, having its office at B-71, Naraina Industrial Area, Phase-I, New Delhi - 110028, do hereby solemnly affirm and declare as under:"),
				p("1. That I am the authorised representative of the plaintiff in the above suit and am competent to swear this statement of truth."),
				p("2. That the contents of paras 1 to 8 of the plaint are true to my knowledge derived from the records of the plaintiff, and para 9 and the prayer are based on legal advice, which I believe to be true."),
				p("3. That all documents in the power, possession, control or custody of the plaintiff pertaining to the facts and circumstances of the suit have been disclosed and copies thereof annexed with the plaint, and the plaintiff does not have any other documents in its power, possession, control or custody."),
				r("DEPONENT"), gap(),
				cb("VERIFICATION"),
				p("Verified at Delhi on this 18th day of April, 2023 that the contents of the above statement of truth are true and correct to my knowledge, no part of it is false and nothing material has been concealed therefrom."),
				r("DEPONENT"),
			},
		}}

	ws := doc{name: wsF, font: "Times", size: 11, footer: "%d",
		pages: []page{
			{
				court, gap(), c("CS (COMM) No. 412/2023"), gap(), short, gap(),
				l("NEXT DATE OF HEARING: 25.07.2023"), gap(),
				cb("WRITTEN STATEMENT ON BEHALF OF THE DEFENDANT UNDER ORDER VIII RULE 1 OF THE CODE OF CIVIL PROCEDURE, 1908 AS APPLICABLE TO COMMERCIAL DISPUTES"), gap(),
				l("MOST RESPECTFULLY SHOWETH:"),
				cb("PRELIMINARY OBJECTIONS"),
				p("(i) That the suit is not maintainable as the plaintiff has not performed its own obligations under the Work Order dated 04.01.2022. The system never achieved the guaranteed inside temperature of 24 degrees Celsius at full occupancy, as recorded by the defendant's Chief Engineer, Sh. Vipin Rawat, in his reports of 11.07.2022 and 02.08.2022."),
				p("(ii) That the defendant engaged an independent HVAC consultant, Sh. Harish Menon of Thermax Design Consultants, whose audit report dated 19.10.2022 found that the outdoor units were undersized by about 18 TR. The defendant was compelled to hire portable cooling units for the wedding season at a cost of Rs. 6,85,000/-."),
				p("(iii) That the alleged board resolution dated 05.04.2023 post-dates the institution of mediation and Sh. Naveen Goel was not authorised to initiate it."),
				cb("REPLY ON MERITS"),
				p("1. That para 1 of the plaint is a matter of record. Para 2 is admitted to the extent of the Work Order dated 04.01.2022; the rest is denied."),
				p("2. That para 3 is admitted to the extent of the receipt of the equipment, subject to the objections above. The invoice dated 30.06.2022 was raised after the system had already failed its trial run."),
				p("3. That paras 4 and 5 are denied. The so-called handing-over certificate dated 28.06.2022 was signed by Sh. Vipin Rawat under protest. The payment of 14.09.2022 was made in good faith on the plaintiff's assurance that the outdoor units would be replaced."),
			},
			{
				p("4. That para 6 is denied. The notice of the mediation was never received by the defendant. Paras 7 to 9 are denied; no interest is payable, and the defendant reserves its right to claim damages of Rs. 6,85,000/- in appropriate proceedings."),
				p("It is therefore prayed that the suit of the plaintiff be dismissed with costs."),
				gap(),
				ls("                                                                                       DEFENDANT",
					"                                                                   M/s Saffron Leaf Hospitality LLP",
					"                                                                       Through its Designated Partner",
					"                                                                                 (Rohit Agarwal)",
					"                                                                                       THROUGH",
					"",
					"                                                                              (SHALINI MENON)",
					"                                                                          Advocate for the Defendant",
					"                                                                          Enrl. No. D/1562/2010",
					"                                                     Menon Legal, 22 Lawyers' Chambers Block, Dwarka Courts",
					"Place: New Delhi",
					"Date: 20.07.2023"),
				gap(),
				cb("VERIFICATION"),
				p("Verified at New Delhi on this 20th day of July, 2023 that I, Rohit Agarwal, Designated Partner of the defendant LLP, am competent to verify this written statement, that the contents of the preliminary objections and paras 1 to 4 of the reply on merits are true to my knowledge derived from the records of the defendant, and that the last para is the prayer to this Hon'ble Court."),
				r("DEFENDANT"),
				r("Through its Designated Partner"),
			},
		}}

	pw := doc{name: pwF, font: "Times", size: 11, footer: "%d",
		pages: []page{
			{
				court, gap(), c("CS (COMM) No. 412/2023"), gap(), short, gap(),
				cb("EVIDENCE BY WAY OF AFFIDAVIT OF SH. NAVEEN GOEL, AUTHORISED REPRESENTATIVE OF THE PLAINTIFF, IN EXAMINATION-IN-CHIEF AS PW-1"), gap(),
				p("I, Naveen Goel, S/o Sh. Ramesh Chand Goel, aged about 42 years, General Manager (Projects), M/s Coolwave Aircon Engineers Pvt. Ltd., B-71, Naraina Industrial Area, Phase-I, New Delhi - 110028, do hereby solemnly affirm and declare as under:"),
				p("1. That I am the General Manager (Projects) and the authorised representative of the plaintiff, duly authorised by the resolution of its Board of Directors dated 05.04.2023, which is Ex. PW1/1, and I am conversant with the facts of the case from the records of the plaintiff."),
				p("2. That the defendant issued Work Order No. SLH/WO/2021-22/17 dated 04.01.2022, which is Ex. PW1/2. The plaintiff supplied the equipment and raised invoices dated 12.01.2022, 21.02.2022 and 30.06.2022, which are Ex. PW1/3 to Ex. PW1/5."),
				p("3. That the system was commissioned on 28.06.2022 and the handing-over certificate of that date, signed by the defendant's Chief Engineer, is Ex. PW1/6. At no time before the legal notice did the defendant complain about the cooling of the hall."),
				p("4. That the defendant made its last part payment on 14.09.2022. The ledger account of the defendant maintained by the plaintiff in the ordinary course of business is Ex. PW1/7, and it shows a principal sum of Rs. 31,26,400/- as due."),
				p("5. That the legal notice dated 16.11.2022 with postal receipts is Ex. PW1/8 and the non-starter report dated 10.03.2023 is Ex. PW1/9."),
				r("DEPONENT"),
			},
			{
				cb("VERIFICATION"),
				p("Verified at Delhi on this 22nd day of January, 2024 that the contents of paras 1 to 5 of the above affidavit are true and correct to my knowledge, no part of it is false and nothing material has been concealed therefrom."),
				r("DEPONENT"), gap(),
				ls("Identified by:",
					"(Kunal Arora), Advocate",
					"",
					"                                        ATTESTED",
					"                         SURESH KUMAR BANSAL",
					"                     OATH COMMISSIONER, DELHI",
					"                     Regn. No. 4471/08, Tis Hazari Courts",
					"                                   22 JAN 2024"),
			},
		}}

	sheet := doc{name: osF, font: "Courier", size: 10,
		pages: []page{
			{
				l("CS (COMM) No. 412/2023"),
				l("M/s Coolwave Aircon Engineers Pvt. Ltd. Vs. M/s Saffron Leaf Hospitality LLP"), gap(),
				l("12.08.2024"), gap(),
				ls("Present: Ld. counsel for plaintiff Sh. Rajat Khanna with AR Sh. Naveen Goel.",
					"         Ld. counsel for defendant Ms. Shalini Menon."),
				gap(),
				p("PW-1 Sh. Naveen Goel, AR of the plaintiff, is present and has tendered his evidence by way of affidavit, which is Ex. PW1/A, bearing his signatures at points A and B, and relied upon documents Ex. PW1/1 to Ex. PW1/9. The objection of Ld. counsel for defendant to the mode of proof of Ex. PW1/7 is kept open for decision at the stage of final arguments."),
				p("PW-1 has been cross-examined at length by Ld. counsel for defendant. Discharged."),
				p("Ld. counsel for plaintiff submits that the plaintiff wishes to examine its Accounts Manager to prove the ledger Ex. PW1/7 and seeks one opportunity. Allowed, subject to the plaintiff bringing the witness on his own responsibility."),
				p("Put up for remaining PE on 21.10.2024."),
				ls("                                                   (ANURADHA BHATIA)",
					"                                     District Judge (Commercial Court)-03",
					"                                            West/THC/Delhi/12.08.2024"),
				gap(),
				l("21.10.2024"), gap(),
				ls("Present: Sh. Kunal Arora, Ld. proxy counsel for plaintiff.",
					"         Ld. counsel for defendant Ms. Shalini Menon."),
				gap(),
				p("PW-2 Sh. Tarun Mehta, Accounts Manager of the plaintiff, is present and examined. He has proved the ledger account already exhibited as Ex. PW1/7 and the certificate under Section 63 of the Bharatiya Sakshya Adhiniyam, 2023, which is Ex. PW2/1. Cross-examined by Ld. counsel for defendant. Discharged."),
				p("Ld. proxy counsel for plaintiff closes PE by separate statement. PE closed."),
				p("The defendant shall file the affidavit of evidence of its witnesses within four weeks with advance copy to the opposite side. Put up for DE on 15.01.2025."),
				ls("                                                   (ANURADHA BHATIA)",
					"                                     District Judge (Commercial Court)-03",
					"                                            West/THC/Delhi/21.10.2024"),
			},
		}}

	return matterSpec{
		name: "coolwave-v-saffron-leaf", title: "Coolwave Aircon Engineers Pvt. Ltd. v. Saffron Leaf Hospitality LLP (CS (COMM) 412/2023, District Judge (Commercial Court)-03, West, Tis Hazari Courts)", heldOut: true,
		firstSight: &Figures{PartyTruth: 10, PartyFound: 13, PartyCorrect: 9, EventTruth: 36, EventHits: 36, Grounded: 1}, // at a4eaead
		docs:       []doc{plaint, ws, pw, sheet},
		parties: []Party{
			{"Coolwave Aircon Engineers Private Limited", "plaintiff"},
			{"Saffron Leaf Hospitality LLP", "defendant"},
			{"Naveen Goel", "declarant"},   // statement of truth and affidavit "DEPONENT"
			{"Naveen Goel", "witness"},     // PW-1
			{"Rohit Agarwal", "declarant"}, // verifies the written statement
			{"Rajat Khanna", "counsel"},
			{"Kunal Arora", "counsel"},
			{"Shalini Menon", "counsel"},
			{"Tarun Mehta", "witness"}, // PW-2
			{"Anuradha Bhatia", "judge"},
		},
		events: []Event{
			{"2023-04-05", plaintF, 1},
			{"2022-01-04", plaintF, 1},
			{"2022-01-12", plaintF, 1},
			{"2022-02-21", plaintF, 1},
			{"2022-06-30", plaintF, 1},
			{"2022-06-28", plaintF, 2},
			{"2022-09-14", plaintF, 2},
			{"2022-11-16", plaintF, 2},
			{"2022-12-02", plaintF, 2},
			{"2023-03-10", plaintF, 2},
			{"2023-03-31", plaintF, 2},
			{"2023-04-18", plaintF, 2},
			{"2023-04-18", plaintF, 3},
			{"2023-07-25", wsF, 1},
			{"2022-01-04", wsF, 1},
			{"2022-07-11", wsF, 1},
			{"2022-08-02", wsF, 1},
			{"2022-10-19", wsF, 1},
			{"2023-04-05", wsF, 1},
			{"2022-06-30", wsF, 1},
			{"2022-06-28", wsF, 1},
			{"2022-09-14", wsF, 1},
			{"2023-07-20", wsF, 2},
			{"2023-04-05", pwF, 1},
			{"2022-01-04", pwF, 1},
			{"2022-01-12", pwF, 1},
			{"2022-02-21", pwF, 1},
			{"2022-06-30", pwF, 1},
			{"2022-06-28", pwF, 1},
			{"2022-09-14", pwF, 1},
			{"2022-11-16", pwF, 1},
			{"2023-03-10", pwF, 1},
			{"2024-01-22", pwF, 2},
			{"2024-08-12", osF, 1},
			{"2024-10-21", osF, 1},
			{"2025-01-15", osF, 1},
		},
	}
}
