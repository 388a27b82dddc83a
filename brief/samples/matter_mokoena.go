package samples

// DEV SET (held out at first sight): an urgent application in the High
// Court of South Africa, Gauteng Division. The notice of motion ("In the
// matter between:", "Applicant" / "First Respondent" / "Second Respondent"
// set at the right of each name, "KINDLY TAKE NOTICE", "DATED at PRETORIA
// on this 3rd day of JUNE 2024", the attorneys' block "Applicant's
// Attorneys" with "Ref:", and the "TO: THE REGISTRAR ... AND TO: ..."
// service blocks, whose named respondents are the notice's recipients); the
// founding affidavit ("I, the undersigned, X, do hereby make oath and say
// that:") with the commissioner of oaths' certificate and its boilerplate
// government-notice dates (no events, and the commissioner no party); the
// first respondent's answering affidavit by its official; and the court
// order ("BEFORE THE HONOURABLE JUSTICE KHUMALO AJ", "HAVING read the
// documents filed of record", "BY THE COURT", "REGISTRAR", then counsel
// "Adv. X" with "Instructed by:"). An applicant on motion is the
// petitioner.
func init() { specs = append(specs, mokoena) }

func mokoena() matterSpec {
	head := []block{
		cb("IN THE HIGH COURT OF SOUTH AFRICA"), cb("GAUTENG DIVISION, PRETORIA"), gap(),
		r("CASE NO: 2024-045812"), gap(),
		l("In the matter between:"), gap(),
		ls("THABO ERNEST MOKOENA                                                        Applicant", "", "and", "",
			"CITY OF TSHWANE METROPOLITAN MUNICIPALITY                           First Respondent", "",
			"ESKOM HOLDINGS SOC LTD                                                 Second Respondent"),
		gap(),
	}
	notice := doc{name: "Notice of Motion.pdf", font: "Times", size: 11.5,
		pages: []page{
			append(append([]block{}, head...),
				cb("NOTICE OF MOTION (URGENT)"), gap(),
				p("KINDLY TAKE NOTICE that the applicant intends to make application to this Court on Tuesday, 11 June 2024 at 10h00 or so soon thereafter as the matter may be heard, for an order in the following terms:"),
				p("1. Dispensing with the forms and service provided for in the Uniform Rules of Court and disposing of this matter as one of urgency in terms of Rule 6(12)."),
				p("2. Directing the first and second respondents to restore the supply of electricity to Erf 1187, Mamelodi East Extension 4, within 24 hours of this order."),
				p("3. Directing the first respondent to pay the costs of this application."),
				p("TAKE NOTICE FURTHER that the affidavit of THABO ERNEST MOKOENA annexed hereto will be used in support of this application."),
			),
			{
				p("DATED at PRETORIA on this 3rd day of JUNE 2024."),
				ls("                                            ______________________________",
					"                                            L. NKOSI",
					"                                            NKOSI & VAN DER MERWE INC.",
					"                                            Applicant's Attorneys",
					"                                            14 Bourke Street, Sunnyside, Pretoria",
					"                                            Tel: 012 555 0134",
					"                                            Email: lnkosi@nvdm.co.za",
					"                                            Ref: L NKOSI/MOK001", "",
					"TO:       THE REGISTRAR OF THE ABOVE HONOURABLE COURT",
					"          PRETORIA", "",
					"AND TO:   CITY OF TSHWANE METROPOLITAN MUNICIPALITY",
					"          First Respondent",
					"          Tshwane House, 320 Madiba Street, Pretoria",
					"          BY EMAIL AND BY HAND", "",
					"AND TO:   ESKOM HOLDINGS SOC LTD",
					"          Second Respondent",
					"          Megawatt Park, 2 Maxwell Drive, Sunninghill, Sandton",
					"          BY EMAIL"),
			},
		}}

	founding := doc{name: "Founding Affidavit.pdf", font: "Times", size: 11.5,
		pages: []page{
			append(append([]block{}, head...),
				cb("FOUNDING AFFIDAVIT"), gap(),
				l("I, the undersigned,"), cb("THABO ERNEST MOKOENA"), l("do hereby make oath and say that:"),
				p("1. I am an adult male pensioner residing at Erf 1187, Mamelodi East Extension 4, Pretoria. The facts in this affidavit are within my personal knowledge and are true and correct."),
				p("2. On 28 May 2024 officials of the first respondent disconnected the electricity supply to my home without notice, although my prepaid meter had a credit of 312 units. I live with my grandson, who depends on an oxygen concentrator."),
			),
			{
				p("3. I went to the first respondent's Mamelodi customer care centre on 29 May 2024 and again on 31 May 2024. I was told that the meter had been \"flagged as tampered\" but was shown no report and given no hearing."),
				p("4. The matter is urgent: without electricity my grandson's life is at risk, and I cannot obtain substantial redress in due course."),
				ls("                                            ______________________________", "                                            DEPONENT"),
				gap(),
				p("I certify that the deponent has acknowledged that he knows and understands the contents of this affidavit, which was signed and sworn to before me at PRETORIA on this the 3rd day of JUNE 2024, the regulations contained in Government Notice No. R1258 of 21 July 1972, as amended, and Government Notice No. R1648 of 19 August 1977, as amended, having been complied with."),
				ls("______________________________", "COMMISSIONER OF OATHS", "Full names: Pieter Johannes Botha", "Business address: 14 Bourke Street, Sunnyside, Pretoria", "Designation: Practising Attorney RSA"),
			},
		}}

	answering := doc{name: "First Respondent's Answering Affidavit.pdf", font: "Times", size: 11.5,
		pages: []page{
			append(append([]block{}, head...),
				cb("FIRST RESPONDENT'S ANSWERING AFFIDAVIT"), gap(),
				l("I, the undersigned,"), cb("NOMSA PRECIOUS DLAMINI"), l("do hereby make oath and say that:"),
				p("1. I am the Acting Divisional Head: Revenue Protection of the first respondent, and I am authorised to depose to this affidavit on its behalf."),
				p("2. An audit of the applicant's meter on 14 May 2024 found its seal broken and a bypass cable fitted. A notice of disconnection was left at the property on 15 May 2024. The disconnection on 28 May 2024 was lawful."),
				p("3. The first respondent tenders to reconnect the supply once a new meter has been fitted, which it undertakes to do by 14 June 2024."),
				ls("                                            ______________________________", "                                            DEPONENT"),
				small(l("Signed and sworn to before me at PRETORIA on this the 7th day of JUNE 2024.  COMMISSIONER OF OATHS"), 9),
			),
		}}

	order := doc{name: "Court Order 2024-06-11.pdf", font: "Times", size: 11.5,
		pages: []page{{
			cb("IN THE HIGH COURT OF SOUTH AFRICA"), cb("(GAUTENG DIVISION, PRETORIA)"), gap(),
			r("Case No: 2024-045812"), gap(),
			ls("On this the 11th day of June 2024", "", "BEFORE THE HONOURABLE JUSTICE KHUMALO AJ"), gap(),
			ls("In the matter between:", "", "THABO ERNEST MOKOENA                                                        Applicant", "and",
				"CITY OF TSHWANE METROPOLITAN MUNICIPALITY                           First Respondent",
				"ESKOM HOLDINGS SOC LTD                                                 Second Respondent"),
			gap(), cb("ORDER"), gap(),
			p("HAVING read the documents filed of record and having heard counsel for the applicant and the first respondent, IT IS ORDERED THAT:"),
			p("1. The matter is heard as one of urgency in terms of Rule 6(12)."),
			p("2. The first respondent shall restore the supply of electricity to Erf 1187, Mamelodi East Extension 4, by 12h00 on 12 June 2024, and shall fit a new meter there by 14 June 2024."),
			p("3. The first respondent shall pay the costs of the application."),
			ls("", "                                                    BY THE COURT", "", "                                                    ______________________", "                                                    REGISTRAR"),
			gap(),
			ls("Counsel for the applicant:          Adv. R. Pillay",
				"Instructed by:                      Nkosi & Van der Merwe Inc.",
				"Counsel for the first respondent:   Adv. J. de Klerk SC",
				"Instructed by:                      Mathebula Inc.",
				"No appearance for the second respondent."),
		}}}

	return matterSpec{
		name: "mokoena-v-tshwane", title: "Mokoena v. City of Tshwane Metropolitan Municipality (Gauteng Division, Pretoria, 2024-045812)", heldOut: true,
		firstSight: &Figures{PartyTruth: 12, PartyFound: 2, PartyCorrect: 1, EventTruth: 14, EventHits: 14, Grounded: 1}, // at 076e1c8
		docs:       []doc{notice, founding, answering, order},
		parties: []Party{
			{"Thabo Ernest Mokoena", "petitioner"}, // the applicant
			{"Thabo Ernest Mokoena", "declarant"},
			{"City of Tshwane Metropolitan Municipality", "respondent"},
			{"City of Tshwane Metropolitan Municipality", "recipient"},
			{"Eskom Holdings SOC Ltd", "respondent"},
			{"Eskom Holdings SOC Ltd", "recipient"},
			{"L. Nkosi", "counsel"},
			{"L. Nkosi", "sender"},
			{"R. Pillay", "counsel"},
			{"J. de Klerk", "counsel"},
			{"Nomsa Precious Dlamini", "declarant"},
			{"Khumalo", "judge"},
		},
		events: []Event{
			{"2024-06-11", "Notice of Motion.pdf", 1},
			{"2024-06-03", "Notice of Motion.pdf", 2},
			{"2024-05-28", "Founding Affidavit.pdf", 1},
			{"2024-05-29", "Founding Affidavit.pdf", 2},
			{"2024-05-31", "Founding Affidavit.pdf", 2},
			{"2024-06-03", "Founding Affidavit.pdf", 2},
			{"2024-05-14", "First Respondent's Answering Affidavit.pdf", 1},
			{"2024-05-15", "First Respondent's Answering Affidavit.pdf", 1},
			{"2024-05-28", "First Respondent's Answering Affidavit.pdf", 1},
			{"2024-06-14", "First Respondent's Answering Affidavit.pdf", 1},
			{"2024-06-07", "First Respondent's Answering Affidavit.pdf", 1},
			{"2024-06-11", "Court Order 2024-06-11.pdf", 1},
			{"2024-06-12", "Court Order 2024-06-11.pdf", 1},
			{"2024-06-14", "Court Order 2024-06-11.pdf", 1},
		},
	}
}
