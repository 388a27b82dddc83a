package samples

// Written as a held-out matter (HELDOUT.md has its first score; it is now
// held to the full aims): an Indian writ
// petition before the Delhi High Court. The parties' names run into dotted
// leaders and their labels ("M/S ... ..... Petitioner"), counsel appear as
// "Through: Mr. X, Advocate", the bench as "CORAM: HON'BLE MR. JUSTICE";
// an advocate's legal notice ("To, ... Sub: ... Sir,"), an affidavit whose
// maker signs as "DEPONENT" (a declarant in our vocabulary), and dates day
// first: "14.09.2021", "12/04/2021" (12 April), "3rd March 2021",
// "22nd January, 2021", "this 5th day of June, 2021".
func init() { specs = append(specs, sharma) }

func sharma() matterSpec {
	judgment := doc{name: "Judgment WP(C) 4512-2021.pdf", font: "Times", size: 12, unicode: true,
		footer: "W.P.(C) 4512/2021                                                    Page %d of %t",
		pages: []page{
			{
				cb("IN THE HIGH COURT OF DELHI AT NEW DELHI"), gap(),
				r("Judgment delivered on: 14.09.2021"), gap(),
				l("+    W.P.(C) 4512/2021"), gap(),
				ls("     M/S SHARMA TEXTILES PVT. LTD.                  ..... Petitioner",
					"                   Through: Mr. Rohan Mehta, Advocate.",
					"",
					"                         versus",
					"",
					"     UNION OF INDIA & ANR.                          ..... Respondents",
					"                   Through: Ms. Kavita Rao, CGSC with",
					"                   Mr. Anil Verma, Advocate."),
				gap(),
				l("CORAM:"),
				l("HON'BLE MR. JUSTICE ARVIND KUMAR SINGH"), gap(),
				cb("JUDGMENT"), gap(),
				p("1. The petitioner, a manufacturer of cotton yarn, impugns the order dated 3rd March 2021 passed by the Commissioner of Customs (Import), New Delhi, rejecting its claim for refund of Rs. 42,17,300/- paid as anti-dumping duty."),
				p("2. The respondent No. 1 is the Union of India through the Ministry of Finance, and the respondent No. 2 is the Central Board of Indirect Taxes and Customs."),
			},
			{
				p("3. The petitioner filed the refund claim on 22nd January, 2021. A show cause notice was issued on 12/04/2021, to which the petitioner replied on 05.05.2021. The impugned order was communicated to the petitioner only on 3.6.2021."),
				p("4. Learned counsel for the respondents submits that the claim was barred by limitation. We are unable to agree. The period of limitation runs from the date of communication of the order, and the petition was filed within time."),
				p("5. The writ petition is allowed. The impugned order is set aside and the respondents are directed to process the refund within eight weeks, that is, on or before 09.11.2021."),
				ls("", "                                          ARVIND KUMAR SINGH, J.", "SEPTEMBER 14, 2021"),
			},
		}}

	notice := doc{name: "Legal Notice.pdf", font: "Helvetica", size: 11, unicode: true,
		pages: []page{{
			cb("ROHAN MEHTA"), c("Advocate, Delhi High Court"), c("Chamber No. 318, Lawyers' Chambers, Delhi High Court, New Delhi - 110003"), gap(),
			l("Ref. No. RM/LN/2021/044                                        Dated: 26.03.2021"), gap(),
			ls("To,", "Shri Vikram Batra,", "Commissioner of Customs (Import),", "New Customs House, IGI Airport,", "New Delhi - 110037"),
			gap(),
			l("Sub: Legal notice for refund of anti-dumping duty - M/s Sharma Textiles Pvt. Ltd."),
			gap(),
			p("Sir,"),
			p("Under instructions from and on behalf of my client M/s Sharma Textiles Pvt. Ltd., I hereby serve upon you the following legal notice. My client filed its refund claim on 22.01.2021, which was rejected by your order of 03.03.2021 without any hearing. You are called upon to withdraw the said order within fifteen days of the receipt of this notice, failing which my client shall approach the Hon'ble High Court."),
			p("Yours faithfully,"),
			ls("", "(ROHAN MEHTA)", "Advocate"),
		}}}

	affidavit := doc{name: "Affidavit of Rajesh Sharma.pdf", font: "Times", size: 12, unicode: true,
		pages: []page{
			{
				cb("IN THE HIGH COURT OF DELHI AT NEW DELHI"), c("(EXTRAORDINARY CIVIL WRIT JURISDICTION)"), gap(),
				c("W.P.(C) NO. 4512 OF 2021"), gap(),
				ls("IN THE MATTER OF:", "M/S SHARMA TEXTILES PVT. LTD.                      ...PETITIONER", "", "                         VERSUS", "", "UNION OF INDIA & ANR.                              ...RESPONDENTS"),
				gap(),
				cb("AFFIDAVIT"), gap(),
				p("I, Rajesh Sharma, S/o Late Shri Mohan Lal Sharma, aged about 52 years, Director of M/s Sharma Textiles Pvt. Ltd., R/o D-14, Defence Colony, New Delhi - 110024, do hereby solemnly affirm and state as under:"),
				p("1. That I am the Director of the petitioner company and am duly authorised by its Board resolution dated 12/05/2021 to swear this affidavit."),
				p("2. That the accompanying writ petition has been drafted by my counsel under my instructions, and its contents are true and correct to my knowledge."),
				ls("", "                                                  DEPONENT"),
			},
			{
				cb("VERIFICATION"),
				p("Verified at New Delhi on this 5th day of June, 2021 that the contents of the above affidavit are true and correct to my knowledge and nothing material has been concealed therefrom."),
				ls("", "                                                  DEPONENT"),
			},
		}}

	return matterSpec{
		name: "sharma-textiles-v-uoi", title: "Sharma Textiles Pvt. Ltd. v. Union of India (Delhi HC)", heldOut: false,
		docs: []doc{judgment, notice, affidavit},
		parties: []Party{
			{"Sharma Textiles Pvt. Ltd.", "petitioner"},
			{"Union of India", "respondent"},
			{"Central Board of Indirect Taxes and Customs", "respondent"},
			{"Rohan Mehta", "counsel"},
			{"Kavita Rao", "counsel"},
			{"Anil Verma", "counsel"},
			{"Arvind Kumar Singh", "judge"},
			{"Rajesh Sharma", "declarant"},
			{"Rohan Mehta", "sender"},
			{"Vikram Batra", "recipient"},
		},
		events: []Event{
			{"2021-09-14", "Judgment WP(C) 4512-2021.pdf", 1},
			{"2021-03-03", "Judgment WP(C) 4512-2021.pdf", 1},
			{"2021-01-22", "Judgment WP(C) 4512-2021.pdf", 2},
			{"2021-04-12", "Judgment WP(C) 4512-2021.pdf", 2},
			{"2021-05-05", "Judgment WP(C) 4512-2021.pdf", 2},
			{"2021-06-03", "Judgment WP(C) 4512-2021.pdf", 2},
			{"2021-11-09", "Judgment WP(C) 4512-2021.pdf", 2},
			{"2021-09-14", "Judgment WP(C) 4512-2021.pdf", 2},
			{"2021-03-26", "Legal Notice.pdf", 1},
			{"2021-01-22", "Legal Notice.pdf", 1},
			{"2021-03-03", "Legal Notice.pdf", 1},
			{"2021-05-12", "Affidavit of Rajesh Sharma.pdf", 1},
			{"2021-06-05", "Affidavit of Rajesh Sharma.pdf", 2},
		},
	}
}
