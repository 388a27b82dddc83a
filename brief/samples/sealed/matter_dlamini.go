package sealed

import "pramaan/brief/truth"

// An application in the High Court of South Africa, Gauteng Division: the
// notice of motion ("In the matter between: ... Applicant and ... First
// Respondent ... Second Respondent", "TAKE NOTICE that the applicant intends
// to apply ... for an order in the following terms", "Dated at JOHANNESBURG
// on this the 2nd day of April 2024", the attorneys' block with "Ref:" and
// "TO: THE REGISTRAR"); the founding affidavit with the commissioner of
// oaths' certificate ("signed and sworn to before me"); the first
// respondent's notice of intention to oppose; and the court order ("BEFORE
// THE HONOURABLE ... J", "Heard on:", counsel as "Adv.", "BY ORDER OF THE
// COURT / REGISTRAR").
func init() { specs = append(specs, dlamini) }

func dlamini() spec {
	head := []block{
		cb("IN THE HIGH COURT OF SOUTH AFRICA"), cb("GAUTENG DIVISION, JOHANNESBURG"), gap(),
		r("CASE NO: 2024-045512"), gap(),
		l("In the matter between:"), gap(),
		row([]float64{0.65, 0.35}, "THANDEKA NOMVULA DLAMINI-KHUMALO", "Applicant"), gap(), l("and"), gap(),
		row([]float64{0.65, 0.35}, "UMHLABA PROPERTY HOLDINGS (PTY) LTD", "First Respondent"),
		row([]float64{0.65, 0.35}, "(Registration No. 2011/004417/07)", ""), gap(),
		row([]float64{0.65, 0.35}, "THE REGISTRAR OF DEEDS, JOHANNESBURG", "Second Respondent"), rule(),
	}

	motion := doc{name: "Notice of Motion.pdf", font: "Times", size: 11, paper: "A4", footer: "%d",
		pages: []page{
			with(head, []block{
				cb("NOTICE OF MOTION"), gap(),
				p("TAKE NOTICE that the applicant intends to apply to this court on 14 May 2024 at 10:00 or so soon thereafter as counsel may be heard for an order in the following terms:"),
				p("1. Declaring that the deed of sale concluded between the applicant and the first respondent on 3 October 2022 in respect of Erf 1187, Parkhurst Township, is of full force and effect;"),
				p("2. Directing the first respondent to sign all documents necessary to transfer the property to the applicant within ten days of this order, failing which the Sheriff is authorised to sign them;"),
				p("3. Directing the second respondent to register the transfer;"),
				p("4. Costs against the first respondent, and against any other respondent who opposes."),
				p("TAKE NOTICE FURTHER that the affidavit of THANDEKA NOMVULA DLAMINI-KHUMALO will be used in support of this application."),
				p("TAKE NOTICE FURTHER that if you intend opposing this application you are required to notify the applicant's attorneys in writing on or before 19 April 2024, and to file your answering affidavits within fifteen days of that notice."),
			}),
			{
				ls("DATED at JOHANNESBURG on this the 2nd day of April 2024.", "", "                                        ______________________",
					"                                        MOKOENA VAN DER WALT INC.", "                                        Applicant's Attorneys", "                                        14 Jellicoe Avenue, Rosebank, Johannesburg",
					"                                        Tel: 011 555 0143  Ref: MVW/D1123/LM", "                                        Email: lmokoena@mvwinc.co.za", "",
					"TO: THE REGISTRAR OF THE HIGH COURT, JOHANNESBURG", "",
					"AND TO: UMHLABA PROPERTY HOLDINGS (PTY) LTD", "        First Respondent, 88 Rivonia Road, Sandton", "",
					"AND TO: THE REGISTRAR OF DEEDS, JOHANNESBURG", "        Second Respondent, Pritchard Street, Johannesburg"),
			},
		}}

	founding := doc{name: "Founding Affidavit.pdf", font: "Times", size: 11, paper: "A4", footer: "%d",
		pages: []page{
			with(head, []block{
				cb("FOUNDING AFFIDAVIT"), gap(),
				p("I, the undersigned, THANDEKA NOMVULA DLAMINI-KHUMALO, do hereby make oath and state that:"),
				p("1. I am an adult businesswoman residing at 22 Fourth Avenue, Parkhurst, Johannesburg. I am the applicant. The facts in this affidavit are within my personal knowledge and are true and correct."),
				p("2. On 3 October 2022 I signed a written deed of sale with the first respondent, represented by its director Mr Pieter Johannes Odendaal, for Erf 1187, Parkhurst Township, for R4,250,000. I paid the deposit of R425,000 into the conveyancer's trust account on 10 October 2022, and my bond was approved on 21 November 2022."),
				p("3. On 6 February 2023 the first respondent's attorneys wrote that it was cancelling the sale because a higher offer had been received. There is no clause in the deed of sale that permits this."),
			}),
			{
				p("4. I therefore ask for an order in terms of the notice of motion."),
				ls("", "                                        ______________________", "                                        DEPONENT"), gap(),
				p("I certify that the deponent has acknowledged that she knows and understands the contents of this affidavit, which was signed and sworn to before me at JOHANNESBURG on this the 28th day of March 2024, the regulations contained in Government Notice No. R1258 of 21 July 1972, as amended, having been complied with."),
				ls("", "______________________", "COMMISSIONER OF OATHS", "Full names: Refilwe Masondo", "Designation: Practising Attorney, RSA", "Address: 14 Jellicoe Avenue, Rosebank"),
			},
		}}

	oppose := doc{name: "Notice of Intention to Oppose.pdf", font: "Times", size: 11, paper: "A4",
		pages: []page{
			with(head, []block{
				cb("NOTICE OF INTENTION TO OPPOSE"), gap(),
				p("KINDLY TAKE NOTICE that the first respondent intends to oppose the application, and appoints the offices of its attorneys below as the address at which it will accept notice and service of all process in these proceedings."),
				ls("DATED at SANDTON on this the 17th day of April 2024.", "", "                                        ______________________",
					"                                        NAIDOO VENTER ATTORNEYS", "                                        First Respondent's Attorneys", "                                        Per: Kershnee Naidoo",
					"                                        3rd Floor, 90 Grayston Drive, Sandton", "                                        Ref: ON/UPH/0091", "",
					"TO: THE REGISTRAR OF THE HIGH COURT, JOHANNESBURG", "AND TO: MOKOENA VAN DER WALT INC., Applicant's Attorneys, Ref: MVW/D1123/LM"),
			}),
		}}

	order := doc{name: "Court Order 2024-09-10.pdf", font: "Times", size: 11, paper: "A4",
		pages: []page{
			with([]block{r("CASE NO: 2024-045512")}, []block{cb("IN THE HIGH COURT OF SOUTH AFRICA"), cb("GAUTENG DIVISION, JOHANNESBURG"), gap(),
				cb("BEFORE THE HONOURABLE MADAM JUSTICE LETSOALO J"), c("Heard on: 10 September 2024"), gap(),
				l("In the matter between:"), row([]float64{0.65, 0.35}, "THANDEKA NOMVULA DLAMINI-KHUMALO", "Applicant"), l("and"),
				row([]float64{0.65, 0.35}, "UMHLABA PROPERTY HOLDINGS (PTY) LTD", "First Respondent"), row([]float64{0.65, 0.35}, "THE REGISTRAR OF DEEDS, JOHANNESBURG", "Second Respondent"), rule(),
				cb("ORDER"), gap(),
				p("Having read the documents filed of record, and having heard Adv. Lindiwe Zungu for the applicant and Adv. Hendrik Pretorius SC, with him Adv. Tshepo Mabuza, for the first respondent, IT IS ORDERED THAT:"),
				p("1. The deed of sale concluded between the applicant and the first respondent on 3 October 2022 is declared to be of full force and effect."),
				p("2. The first respondent is directed to sign all documents necessary to pass transfer of Erf 1187, Parkhurst Township, to the applicant within ten court days of this order, failing which the Sheriff of the High Court, Johannesburg North, is authorised to sign them."),
				p("3. The first respondent shall pay the costs of the application, including the costs of counsel on scale B."),
				ls("", "BY ORDER OF THE COURT", "", "______________________", "REGISTRAR"),
			})},
	}

	return spec{
		name: "dlamini-khumalo-v-umhlaba", title: "Dlamini-Khumalo v Umhlaba Property Holdings (Pty) Ltd (GJ, Case No. 2024-045512)",
		firstSight: &truth.Figures{PartyTruth: 9, PartyFound: 4, PartyCorrect: 1, EventTruth: 12, EventHits: 12, Grounded: 1}, // at commit cba187c
		docs:       []doc{motion, founding, oppose, order},
		parties: []truth.Party{
			{Name: "Thandeka Nomvula Dlamini-Khumalo", Role: "petitioner"}, // the applicant
			{Name: "Thandeka Nomvula Dlamini-Khumalo", Role: "declarant"},
			{Name: "Umhlaba Property Holdings (Pty) Ltd", Role: "respondent"},
			{Name: "The Registrar of Deeds, Johannesburg", Role: "respondent"},
			{Name: "Kershnee Naidoo", Role: "counsel"},
			{Name: "Lindiwe Zungu", Role: "counsel"},
			{Name: "Hendrik Pretorius", Role: "counsel"},
			{Name: "Tshepo Mabuza", Role: "counsel"},
			{Name: "Letsoalo", Role: "judge"},
		},
		events: []truth.Event{
			{Date: "2024-05-14", File: "Notice of Motion.pdf", Page: 1},
			{Date: "2022-10-03", File: "Notice of Motion.pdf", Page: 1},
			{Date: "2024-04-19", File: "Notice of Motion.pdf", Page: 1},
			{Date: "2024-04-02", File: "Notice of Motion.pdf", Page: 2},
			{Date: "2022-10-03", File: "Founding Affidavit.pdf", Page: 1},
			{Date: "2022-10-10", File: "Founding Affidavit.pdf", Page: 1},
			{Date: "2022-11-21", File: "Founding Affidavit.pdf", Page: 1},
			{Date: "2023-02-06", File: "Founding Affidavit.pdf", Page: 1},
			{Date: "2024-03-28", File: "Founding Affidavit.pdf", Page: 2},
			{Date: "2024-04-17", File: "Notice of Intention to Oppose.pdf", Page: 1},
			{Date: "2024-09-10", File: "Court Order 2024-09-10.pdf", Page: 1},
			{Date: "2022-10-03", File: "Court Order 2024-09-10.pdf", Page: 1},
		},
	}
}
