package sealed

import "pramaan/brief/truth"

// A writ petition under Article 226 in the Delhi High Court against the
// retrospective cancellation of a company's GST registration, A4: the
// petition with its memo of parties ("IN THE MATTER OF:", the company
// "Through its Director", "...PETITIONER / VERSUS", the respondents as
// numbered offices "Through" their heads, "...RESPONDENTS", "FILED BY"
// the advocates with enrolment numbers, "Place: / Date:" with dotted
// dates), a synopsis and list of dates as a table, grounds and prayer; the
// director's supporting affidavit ("S/o", "R/o", "the above named
// deponent", "DEPONENT", the verification "Verified at New Delhi on this
// ... day of"); and two orders of a Division Bench on the court's form
// ("$~", "*", "+", the parties with ".....Petitioner" and "Through:" lines
// naming the advocates and standing counsel, "CORAM:", "HON'BLE MR.
// JUSTICE", "O R D E R", "%" before the date, the digital-signature stamp
// and the "W.P.(C) .../2024 Page x of y" footer, judges' names in capitals
// at the end).
func init() { specs = append(specs, saraswatiPolymers) }

func saraswatiPolymers() spec {
	top := []block{
		cb("IN THE HIGH COURT OF DELHI AT NEW DELHI"), cb("(EXTRAORDINARY CIVIL WRIT JURISDICTION)"), gap(),
		cb("WRIT PETITION (CIVIL) NO. ________ OF 2024"), gap(),
	}
	short := []block{
		row([]float64{0.1, 0.6, 0.3}, "", "IN THE MATTER OF:\nM/S SARASWATI POLYMERS PRIVATE LIMITED", "\n...PETITIONER"),
		c("VERSUS"),
		row([]float64{0.1, 0.6, 0.3}, "", "UNION OF INDIA & ORS.", "...RESPONDENTS"), gap(),
	}
	advocates := []string{"FILED BY:", "", "VIVEK RAGHUNATHAN (D/1187/2006)", "ISHITA BHARDWAJ (D/2093/2015)", "KABIR SETHI-ANAND (D/4410/2019)", "Advocates for the Petitioner", "Chamber No. 612, Lawyers' Chambers, Delhi High Court, New Delhi-110003", "Mob.: 98110 55102"}
	lod := []float64{0.22, 0.78}

	petition := doc{name: "Writ Petition with Memo of Parties.pdf", font: "Times", size: 11.5, paper: "A4", footer: "%d",
		pages: []page{
			with(top, []block{
				cb("MEMO OF PARTIES"), gap(),
				l("IN THE MATTER OF:"),
				p("M/S SARASWATI POLYMERS PRIVATE LIMITED, a company incorporated under the Companies Act, 1956, having its registered office at B-41, Jhilmil Industrial Area, Shahdara, Delhi-110095, Through its Director, Mr. Anirudh Khemka"), r("...PETITIONER"),
				c("VERSUS"),
				ls("1. UNION OF INDIA", "    Through the Secretary, Ministry of Finance, Department of Revenue,", "    North Block, New Delhi-110001"), gap(),
				ls("2. COMMISSIONER OF CENTRAL GOODS AND SERVICES TAX, DELHI EAST", "    C.R. Building, I.P. Estate, New Delhi-110002"), gap(),
				ls("3. SUPERINTENDENT, RANGE-14, CGST DIVISION SHAHDARA", "    Delhi East Commissionerate, Delhi-110032"), r("...RESPONDENTS"), gap(),
				row([]float64{0.5, 0.5}, "Place: New Delhi\nDate: 05.08.2024", ""),
				ls(advocates...),
			}),
			with(top, short, []block{
				cb("SYNOPSIS AND LIST OF DATES"), gap(),
				p("The Petitioner impugns the order cancelling its GST registration with retrospective effect from the date of registration, passed on a show cause notice that gave no reason and no opportunity of hearing."),
				row(lod, "DATE", "EVENTS"),
				row(lod, "01.07.2017", "The Petitioner migrated to GST and was granted registration GSTIN 07AAKCS4417M1ZQ."),
				row(lod, "14.11.2023", "Respondent No. 3 issues a show cause notice in Form GST REG-17, stating only \"Any Taxpayer other than composition taxpayer has not filed returns for a continuous period of six months\", with no date or time for a personal hearing."),
				row(lod, "12.12.2023", "Respondent No. 3 passes the impugned order in Form GST REG-19 cancelling the registration with effect from 01.07.2017."),
				row(lod, "08.01.2024", "The Petitioner files all pending returns and applies for revocation of the cancellation in Form GST REG-21."),
				row(lod, "19.02.2024", "The application for revocation is rejected without a hearing."),
				row(lod, "05.08.2024", "Hence the present petition."),
			}),
			with(top, short, []block{
				cb("WRIT PETITION UNDER ARTICLE 226 OF THE CONSTITUTION OF INDIA SEEKING A WRIT OF CERTIORARI OR ANY OTHER APPROPRIATE WRIT QUASHING THE ORDER DATED 12.12.2023"), gap(),
				l("MOST RESPECTFULLY SHOWETH:"),
				p("1. The Petitioner is a manufacturer of polypropylene woven sacks with an annual turnover of about Rs. 38 crores, and has been registered under the Central Goods and Services Tax Act, 2017 since the inception of GST. Its returns for the period from April to September 2023 were delayed because its accountant was hospitalised."),
				p("2. The show cause notice did not set out the returns said to be unfiled or call the Petitioner for a hearing, and the impugned order, which reads \"Whereas no reply to notice to show cause has been submitted\", gives no reason for cancelling the registration from its inception. Its effect is to deny input tax credit to every customer of the Petitioner for more than six years."),
				lb("GROUNDS"),
				p("A. Because an order cancelling registration with retrospective effect must record reasons for the retrospection, which must rest on objective criteria under Section 29(2) of the Act. B. Because the notice and order violate the principles of natural justice. C. Because the Petitioner has since filed all its returns and paid the tax due with interest."),
			}),
			with(top, short, []block{
				lb("PRAYER"),
				p("In the facts and circumstances above, it is most respectfully prayed that this Hon'ble Court may be pleased to: (a) issue a writ of certiorari or any other appropriate writ quashing the show cause notice and the impugned order; (b) direct the Respondents to restore the Petitioner's GST registration; and (c) pass such other order as this Hon'ble Court deems fit."),
				gap(),
				row([]float64{0.5, 0.5}, "PETITIONER\nThrough its Director\nAnirudh Khemka", ""), gap(),
				row([]float64{0.5, 0.5}, "Place: New Delhi\nDate: 05.08.2024", ""),
				ls(advocates...),
			}),
		}}

	affidavit := doc{name: "Affidavit of Anirudh Khemka.pdf", font: "Times", size: 11.5, paper: "A4",
		pages: []page{
			with(top, short, []block{
				cb("AFFIDAVIT"), gap(),
				p("Affidavit of Mr. Anirudh Khemka S/o Late Shri Ramesh Khemka, aged about 46 years, Director of M/s Saraswati Polymers Private Limited, R/o D-17, Anand Vihar, Delhi-110092."),
				p("I, the above named deponent, do hereby solemnly affirm and declare as under:"),
				p("1. That I am the Director of the Petitioner company and am authorised by a resolution of its Board of Directors to sign, verify and file the present petition and to swear this affidavit. I am well conversant with the facts of the case."),
				p("2. That the accompanying writ petition has been drafted by counsel under my instructions, and its contents, including the order dated 12.12.2023 impugned in it, have been read over and explained to me in Hindi. The contents are true and correct to my knowledge and belief."),
				p("3. That the annexures to the petition are true copies of their originals."),
				gap(), r("DEPONENT"), gap(),
				lb("VERIFICATION:"),
				p("Verified at New Delhi on this 5th day of August, 2024 that the contents of the above affidavit are true and correct to my knowledge, no part of it is false and nothing material has been concealed therefrom."),
				gap(), r("DEPONENT"),
			}),
		}}

	ostamp := func(date string) block {
		return stamp("Signature Not Verified", "Digitally Signed By: RAJESH KUMAR", "Signing Date: "+date)
	}
	oparties := func(resp string) []block {
		return []block{
			row([]float64{0.62, 0.38}, "SARASWATI POLYMERS PRIVATE LIMITED", ".....Petitioner"),
			p("Through: Mr. Vivek Raghunathan, Ms. Ishita Bhardwaj and Mr. Kabir Sethi-Anand, Advocates."),
			c("versus"),
			row([]float64{0.62, 0.38}, "UNION OF INDIA & ORS.", ".....Respondents"),
			p("Through: " + resp),
			lb("CORAM:"), lb("HON'BLE MR. JUSTICE SANJEEV RAGHAVENDRA"), lb("HON'BLE MS. JUSTICE MEENAKSHI DEORA"), gap(),
			cb("O R D E R"),
		}
	}

	order1 := doc{name: "Order dated 13.08.2024.pdf", font: "Times", size: 11.5, paper: "A4",
		footer: "W.P.(C) 10472/2024                                                                                              Page %d of %t",
		pages: []page{
			with([]block{
				ostamp("14.08.2024 18:22:05"),
				l("$~14"), l("*   IN THE HIGH COURT OF DELHI AT NEW DELHI"), gap(),
				l("+   W.P.(C) 10472/2024 & CM APPL. 42911/2024"), gap(),
			}, oparties("Mr. Harpreet Singh Chadha, Senior Standing Counsel with Ms. Nandini Varma, Advocate for R-2 and R-3."), []block{
				l("%                                        13.08.2024"), gap(),
				p("1. The Petitioner impugns the order dated 12.12.2023 by which its GST registration was cancelled with retrospective effect, on a show cause notice that neither specified the returns said to be unfiled nor fixed a hearing."),
				p("2. Issue notice. Mr. Chadha, learned Senior Standing Counsel, accepts notice on behalf of Respondent Nos. 2 and 3. Let a short counter affidavit be filed within four weeks. Rejoinder, if any, be filed within two weeks thereafter."),
				p("3. List on 24.10.2024."),
				gap(),
				r("SANJEEV RAGHAVENDRA, J"), gap(), r("MEENAKSHI DEORA, J"),
				l("AUGUST 13, 2024"), l("rk"),
			}),
		}}

	order2 := doc{name: "Order dated 24.10.2024.pdf", font: "Times", size: 11.5, paper: "A4",
		footer: "W.P.(C) 10472/2024                                                                                              Page %d of %t",
		pages: []page{
			with([]block{
				ostamp("25.10.2024 16:05:41"),
				l("$~22"), l("*   IN THE HIGH COURT OF DELHI AT NEW DELHI"), gap(),
				l("+   W.P.(C) 10472/2024"), gap(),
			}, oparties("Ms. Nandini Varma, Advocate for R-2 and R-3."), []block{
				l("%                                        24.10.2024"), gap(),
				p("1. A counter affidavit has been filed on behalf of Respondent Nos. 2 and 3. It does not dispute that the show cause notice dated 14.11.2023 gave no particulars and fixed no hearing, or that the Petitioner has since filed all its returns."),
				p("2. The show cause notice gave no indication that the registration might be cancelled with retrospective effect, and the order dated 12.12.2023 gives no reason for doing so. Cancellation of registration with retrospective effect cannot be ordered mechanically; it must rest on objective criteria and reasons recorded in the order."),
			}),
			{
				p("3. In view of the above, the impugned order and the order rejecting the Petitioner's application for revocation are set aside. The Petitioner's GST registration shall be restored forthwith. This order shall not preclude the Respondents from taking proceedings for recovery of any tax, interest or penalty that may be due from the Petitioner, in accordance with law."),
				p("4. The petition is disposed of in the aforesaid terms."),
				gap(),
				r("SANJEEV RAGHAVENDRA, J"), gap(), r("MEENAKSHI DEORA, J"),
				l("OCTOBER 24, 2024"), l("rk"),
			},
		}}

	return spec{
		name: "saraswati-polymers-v-union-of-india-delhi-hc", title: "Saraswati Polymers Pvt. Ltd. v. Union of India (Delhi High Court, W.P.(C) 10472/2024), retrospective cancellation of GST registration",
		firstSight: &truth.Figures{PartyTruth: 12, PartyFound: 19, PartyCorrect: 9, EventTruth: 20, EventHits: 20, Grounded: 1}, // at commit 0946ef1
		docs:       []doc{petition, affidavit, order1, order2},
		parties: []truth.Party{
			{Name: "Saraswati Polymers Private Limited", Role: "petitioner"},
			{Name: "Union of India", Role: "respondent"},
			{Name: "Commissioner of Central Goods and Services Tax, Delhi East", Role: "respondent"},
			{Name: "Superintendent, Range-14, CGST Division Shahdara", Role: "respondent"},
			{Name: "Anirudh Khemka", Role: "declarant"},
			{Name: "Vivek Raghunathan", Role: "counsel"},
			{Name: "Ishita Bhardwaj", Role: "counsel"},
			{Name: "Kabir Sethi-Anand", Role: "counsel"},
			{Name: "Harpreet Singh Chadha", Role: "counsel"},
			{Name: "Nandini Varma", Role: "counsel"},
			{Name: "Sanjeev Raghavendra", Role: "judge"},
			{Name: "Meenakshi Deora", Role: "judge"},
		},
		events: []truth.Event{
			{Date: "2024-08-05", File: "Writ Petition with Memo of Parties.pdf", Page: 1},
			{Date: "2017-07-01", File: "Writ Petition with Memo of Parties.pdf", Page: 2},
			{Date: "2023-11-14", File: "Writ Petition with Memo of Parties.pdf", Page: 2},
			{Date: "2023-12-12", File: "Writ Petition with Memo of Parties.pdf", Page: 2},
			{Date: "2024-01-08", File: "Writ Petition with Memo of Parties.pdf", Page: 2},
			{Date: "2024-02-19", File: "Writ Petition with Memo of Parties.pdf", Page: 2},
			{Date: "2024-08-05", File: "Writ Petition with Memo of Parties.pdf", Page: 2},
			{Date: "2023-12-12", File: "Writ Petition with Memo of Parties.pdf", Page: 3},
			{Date: "2024-08-05", File: "Writ Petition with Memo of Parties.pdf", Page: 4},
			{Date: "2023-12-12", File: "Affidavit of Anirudh Khemka.pdf", Page: 1},
			{Date: "2024-08-05", File: "Affidavit of Anirudh Khemka.pdf", Page: 1},
			{Date: "2024-08-13", File: "Order dated 13.08.2024.pdf", Page: 1},
			{Date: "2024-08-14", File: "Order dated 13.08.2024.pdf", Page: 1},
			{Date: "2023-12-12", File: "Order dated 13.08.2024.pdf", Page: 1},
			{Date: "2024-10-24", File: "Order dated 13.08.2024.pdf", Page: 1},
			{Date: "2024-10-24", File: "Order dated 24.10.2024.pdf", Page: 1},
			{Date: "2024-10-25", File: "Order dated 24.10.2024.pdf", Page: 1},
			{Date: "2023-11-14", File: "Order dated 24.10.2024.pdf", Page: 1},
			{Date: "2023-12-12", File: "Order dated 24.10.2024.pdf", Page: 1},
			{Date: "2024-10-24", File: "Order dated 24.10.2024.pdf", Page: 2},
		},
	}
}
