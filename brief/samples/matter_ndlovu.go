package samples

// DEV SET (held out at first sight): a South African unfair dismissal
// arbitrated at the CCMA and taken on review to the Labour Court. The
// arbitration award (the CCMA's running footer with the case number and
// "Page x of y", the label column "Commissioner:", "Case No.:", "Date of
// award:", "In the ARBITRATION between" with "(Applicant)" and
// "(Respondent)" under the names, "PARTICULARS OF PROCEEDINGS AND
// REPRESENTATION" naming the union official who represented the applicant
// and the employer's Human Resources Manager, "ISSUE TO BE DECIDED",
// "BACKGROUND TO THE DISPUTE", "SURVEY OF EVIDENCE AND ARGUMENT" with the
// witnesses by title and name and the chairperson of the disciplinary
// hearing named in passing, "ANALYSIS", "AWARD" with a payment date,
// signed over "Commissioner"); the employer's notice of motion in the
// Labour Court under section 145 ("IN THE LABOUR COURT OF SOUTH AFRICA,
// HELD AT JOHANNESBURG", "Case No: JR 812/24", "In the matter between:"
// with "Applicant" / "First Respondent" / "Second Respondent" / "Third
// Respondent" at the right, the commissioner cited "N.O.", "BE PLEASED TO
// TAKE NOTICE", the Rule 7A call for the record, the attorney's block, "TO:
// THE REGISTRAR ... AND TO:" each respondent); the founding affidavit ("I,
// the undersigned, / NAME / do hereby make oath and state that:", the
// grounds of review, cases cited, "DEPONENT", the commissioner of oaths'
// certificate with its government-notice dates); and the attorneys' letter
// to the union on their letterhead (the directors listed, "Our Ref:" /
// "Your Ref:", "BY EMAIL:", "Attention:" the organiser, "Dear Sir", the
// matter in capitals, "Yours faithfully", "cc:" the client "Attention:" its
// HR manager, the firm's registration footer). Conventions: the employee
// who refers the dispute is the applicant at arbitration, so the
// petitioner, and the first respondent on review; the employer, respondent
// at arbitration, is the applicant on review, so the petitioner too; the
// commissioner who makes the award is its judge and, cited "N.O." on
// review, a respondent; the CCMA and the commissioner, named in the
// notice's "AND TO:" blocks, are its recipients with the employee; a
// union organiser and an HR manager who represent the parties at
// arbitration are counsel; the union the letter is addressed to, for the
// attention of its organiser, is a recipient with him, and the client
// copied "Attention:" its HR manager a recipient with her; the
// chairperson of the disciplinary hearing, the commissioner of oaths, the
// firm's other director on the letterhead, the registrar and the parties
// of cases cited are no parties, and the dates of the government notices
// in the commissioner's certificate are no events.
func init() { specs = append(specs, ndlovu) }

func ndlovu() matterSpec {
	const (
		awardF = "CCMA Award GAJB14872-23.pdf"
		nomF   = "Notice of Motion JR 812-24.pdf"
		faF    = "Founding Affidavit JR 812-24.pdf"
		letF   = "Letter to SATAWU 2024-04-26.pdf"
	)
	award := doc{name: awardF, font: "Helvetica", size: 10.5, footer: "CCMA  |  GAJB14872-23  |  Ndlovu / Bokamoso Freight Services  |  Page %d of %t",
		pages: []page{
			{
				cb("COMMISSION FOR CONCILIATION, MEDIATION AND ARBITRATION"), c("Gauteng Provincial Office - Johannesburg"), gap(),
				cb("ARBITRATION AWARD"), gap(),
				ls("Commissioner:        Ayanda Zungu",
					"Case No.:            GAJB14872-23",
					"Date of award:       15 March 2024"), gap(),
				l("In the ARBITRATION between"), gap(),
				c("SIPHO JUSTICE NDLOVU"), c("(Applicant)"), gap(), c("and"), gap(),
				c("BOKAMOSO FREIGHT SERVICES (PTY) LTD"), c("(Respondent)"), gap(),
				ls("Applicant's representative:    Mr Tebogo Molefe (SATAWU)",
					"Telephone:                     011 555 0192",
					"Email:                         tmolefe@satawu.org.za", "",
					"Respondent's representative:   Ms Charlene van Wyk",
					"Telephone:                     011 555 0437",
					"Email:                         cvanwyk@bokamoso.co.za"), gap(),
				cb("PARTICULARS OF PROCEEDINGS AND REPRESENTATION"),
				p("1. This is the award in the arbitration between Sipho Justice Ndlovu, the applicant, and Bokamoso Freight Services (Pty) Ltd, the respondent. The arbitration was held under the auspices of the CCMA at its Johannesburg office on 31 January 2024 and 27 February 2024, and the proceedings were digitally recorded."),
				p("2. The applicant was represented by Mr Tebogo Molefe, an organiser of the South African Transport and Allied Workers Union (SATAWU). The respondent was represented by Ms Charlene van Wyk, its Human Resources Manager. Both parties submitted bundles of documents and closing arguments in writing by 6 March 2024."),
				cb("ISSUE TO BE DECIDED"),
				p("3. I must decide whether the dismissal of the applicant on 3 August 2023 was substantively fair. Procedural fairness was not in dispute."),
			},
			{
				cb("BACKGROUND TO THE DISPUTE"),
				p("4. The applicant was employed as a long-distance truck driver from 1 June 2015 and earned R14 850 per month. He was charged with the unauthorised use of a company fuel card at a filling station in Kroonstad on 12 July 2023. A disciplinary hearing chaired by Mr Ronald Dube was held on 28 July 2023 and the applicant was dismissed on 3 August 2023. He referred an unfair dismissal dispute to the CCMA on 21 August 2023, and conciliation failed on 19 September 2023."),
				cb("SURVEY OF EVIDENCE AND ARGUMENT"),
				l("The respondent's evidence"),
				p("5. The respondent's first witness, Mr Pieter Steyn, its Fleet Manager, testified that the telematics report placed the applicant's truck in Kroonstad at 21h40 on 12 July 2023, while the fuel card allocated to it was used for 180 litres of diesel at 22h15. The vehicle's tank sensor recorded no increase in fuel."),
				p("6. The respondent's second witness, Mr Lungile Mthembu, a Security Supervisor, testified that he retrieved the filling station's CCTV footage, which showed a white bakkie at the pump. He could not identify the driver."),
				l("The applicant's evidence"),
				p("7. The applicant testified that he slept in the truck at the depot in Kroonstad that night and that the fuel card was kept in an unlocked cubbyhole. He denied that he used the card or gave it to anyone."),
			},
			{
				cb("ANALYSIS OF EVIDENCE AND ARGUMENT"),
				p("8. The respondent bore the onus to prove on a balance of probabilities that the applicant committed the misconduct. The footage shows a vehicle other than the applicant's truck, and no witness placed the applicant at the pump. The tank sensor evidence proves that the fuel did not go into the truck, not that the applicant took it. Mr Steyn conceded that three other drivers had access to the depot that night."),
				p("9. I find that the respondent has not proved that the applicant committed the misconduct. The dismissal was substantively unfair, and reinstatement is the primary remedy under section 193(2) of the Labour Relations Act."),
				cb("AWARD"),
				p("10. The dismissal of the applicant, Sipho Justice Ndlovu, by the respondent, Bokamoso Freight Services (Pty) Ltd, was substantively unfair."),
				p("11. The respondent is ordered to reinstate the applicant with effect from 3 August 2023 on terms no less favourable than those that governed his employment before his dismissal, and to pay him R103 950, being seven months' remuneration, by no later than 15 April 2024."),
				p("12. The applicant must report for duty on 2 April 2024."),
				ls("", "______________________________", "Ayanda Zungu", "Commissioner"),
			},
		}}

	head := func(title string) []block {
		return []block{
			cb("IN THE LABOUR COURT OF SOUTH AFRICA"), cb("HELD AT JOHANNESBURG"), gap(),
			r("Case No: JR 812/24"), gap(),
			l("In the matter between:"), gap(),
			ls("BOKAMOSO FREIGHT SERVICES (PTY) LTD                                                         Applicant", "", "and", "",
				"SIPHO JUSTICE NDLOVU                                                                    First Respondent", "",
				"COMMISSION FOR CONCILIATION, MEDIATION",
				"AND ARBITRATION                                                                      Second Respondent", "",
				"AYANDA ZUNGU N.O.                                                                        Third Respondent"),
			gap(), cb(title), gap(),
		}
	}
	nom := doc{name: nomF, font: "Times", size: 11.5, footer: "%d",
		pages: []page{
			append(head("NOTICE OF MOTION"),
				c("(REVIEW APPLICATION IN TERMS OF SECTION 145 OF THE LABOUR RELATIONS ACT 66 OF 1995)"), gap(),
				p("BE PLEASED TO TAKE NOTICE that the applicant intends to make application to this Court for an order in the following terms:"),
				p("1. Reviewing and setting aside the arbitration award issued by the third respondent under case number GAJB14872-23 and dated 15 March 2024;"),
				p("2. Substituting the award with a finding that the dismissal of the first respondent was substantively fair, alternatively remitting the dispute to the second respondent for a hearing de novo before a commissioner other than the third respondent;"),
				p("3. Directing any party who opposes the application to pay its costs."),
			),
			{
				p("TAKE NOTICE FURTHER that in terms of Rule 7A(2) of the Rules for the Conduct of Proceedings in the Labour Court the third respondent is called upon to despatch to the Registrar, within ten days of receipt of this notice, the record of the proceedings sought to be reviewed, together with the reasons for the award."),
				p("TAKE NOTICE FURTHER that the accompanying affidavit of JOHANNES HENDRIK PRETORIUS will be used in support of this application, and that the applicant has appointed the address of its attorneys below as the address at which it will accept notice and service of all process in these proceedings."),
				ls("DATED at JOHANNESBURG on this 24th day of APRIL 2024.", "",
					"                                                            ______________________________",
					"                                                            MPHO MOLOI",
					"                                                            VAN ROOYEN MOLOI INCORPORATED",
					"                                                            Applicant's Attorneys",
					"                                                            3rd Floor, 44 Wierda Road West, Sandton",
					"                                                            Tel: 011 555 0880",
					"                                                            Email: mmoloi@vrmlaw.co.za",
					"                                                            Ref: M MOLOI/BFS0031", "",
					"TO:       THE REGISTRAR OF THE LABOUR COURT",
					"          JOHANNESBURG", "",
					"AND TO:   SIPHO JUSTICE NDLOVU",
					"          First Respondent",
					"          c/o SATAWU, 6th Floor, Saffrich House, 40 De Korte Street, Braamfontein",
					"          BY EMAIL: tmolefe@satawu.org.za", "",
					"AND TO:   COMMISSION FOR CONCILIATION, MEDIATION AND ARBITRATION",
					"          Second Respondent",
					"          28 Harrison Street, Johannesburg", "",
					"AND TO:   AYANDA ZUNGU N.O.",
					"          Third Respondent",
					"          c/o the CCMA, 28 Harrison Street, Johannesburg"),
			},
		}}

	fa := doc{name: faF, font: "Times", size: 11.5, footer: "%d",
		pages: []page{
			append(head("FOUNDING AFFIDAVIT"),
				l("I, the undersigned,"), gap(), cb("JOHANNES HENDRIK PRETORIUS"), gap(),
				l("do hereby make oath and state that:"),
				p("1. I am an adult male and the Operations Director of the applicant, Bokamoso Freight Services (Pty) Ltd, a company with its principal place of business at 17 Electron Avenue, Isando, Kempton Park. I am authorised to depose to this affidavit on the applicant's behalf by a resolution of its board dated 22 April 2024."),
			),
			{
				p("2. The first respondent was employed as a truck driver and was dismissed on 3 August 2023 after a disciplinary hearing on 28 July 2023. He referred a dispute to the second respondent, and the third respondent arbitrated it on 31 January 2024 and 27 February 2024."),
				p("3. The award is dated 15 March 2024 and was received by the applicant's representative by email on 18 March 2024. This application is brought within six weeks of that date, as section 145(1)(a) of the Labour Relations Act requires."),
				p("4. The third respondent committed a gross irregularity in the conduct of the arbitration and reached a decision that no reasonable decision-maker could reach, within the meaning of Sidumo and Another v Rustenburg Platinum Mines Ltd and Others and Herholdt v Nedbank Ltd. In particular he ignored the evidence of the applicant's Fleet Manager that the fuel card was allocated to the first respondent alone, and he failed to draw any inference from the first respondent's failure to report the card missing."),
				p("5. The first respondent has been reinstated under protest pending this application, and the applicant will furnish security in terms of section 145(7) and (8) of the Act."),
				p("WHEREFORE I pray for an order in terms of the notice of motion."),
				ls("                                                            ______________________________", "                                                            DEPONENT"),
				small(p("I certify that the deponent has acknowledged that he knows and understands the contents of this affidavit, that he has no objection to taking the prescribed oath, and that he considers the prescribed oath to be binding on his conscience, which affidavit was signed and sworn to before me at SANDTON on this the 24th day of APRIL 2024, the regulations contained in Government Notice No. R1258 of 21 July 1972, as amended, and Government Notice No. R1648 of 19 August 1977, as amended, having been complied with."), 10),
				ls("______________________________", "COMMISSIONER OF OATHS", "Full names: Nadia Ismail", "Capacity: Practising Attorney, Republic of South Africa", "Address: 3rd Floor, 44 Wierda Road West, Sandton"),
			},
		}}

	let := doc{name: letF, font: "Helvetica", size: 10.5, footer: "Van Rooyen Moloi Incorporated  |  Reg. No. 2011/004512/21  |  Directors: J.P. van Rooyen (BA LLB), M. Moloi (LLB)",
		pages: []page{{
			r("VAN ROOYEN MOLOI INCORPORATED"), r("Attorneys, Notaries and Conveyancers"), r("3rd Floor, 44 Wierda Road West, Sandton, 2196"), r("Tel: 011 555 0880  |  www.vrmlaw.co.za"), gap(),
			ls("Our Ref:   M MOLOI/BFS0031", "Your Ref:  GAJB14872-23 / Mr T Molefe", "Date:      26 April 2024"), gap(),
			ls("South African Transport and Allied Workers Union", "Johannesburg Regional Office", "6th Floor, Saffrich House, 40 De Korte Street", "Braamfontein, 2001", "",
				"BY EMAIL: tmolefe@satawu.org.za", "", "Attention: Mr Tebogo Molefe"), gap(),
			l("Dear Sir"), gap(),
			cb("BOKAMOSO FREIGHT SERVICES (PTY) LTD / SIPHO JUSTICE NDLOVU: REVIEW APPLICATION, LABOUR COURT CASE NO. JR 812/24"), gap(),
			p("1. We act for Bokamoso Freight Services (Pty) Ltd. We enclose, by way of service, our client's notice of motion and founding affidavit dated 24 April 2024 in its application to review the award of Commissioner Zungu dated 15 March 2024."),
			p("2. Your member reported for duty on 2 April 2024 and has been reinstated under protest. Our client will pay the back pay awarded into our trust account as security, and not to your member, pending the review, in accordance with section 145(8) of the Labour Relations Act."),
			p("3. Kindly confirm by no later than 10 May 2024 whether your member intends to oppose the application, and whether you will accept service of further process by email on his behalf."),
			gap(), l("Yours faithfully"), gap(), gap(),
			ls("______________________________", "MPHO MOLOI", "VAN ROOYEN MOLOI INCORPORATED", "Direct email: mmoloi@vrmlaw.co.za"), gap(),
			ls("cc:  Bokamoso Freight Services (Pty) Ltd", "     Attention: Ms Charlene van Wyk, Human Resources Manager"),
		}}}

	return matterSpec{
		name: "ndlovu-v-bokamoso", title: "Sipho Justice Ndlovu / Bokamoso Freight Services (Pty) Ltd (CCMA GAJB14872-23; Labour Court JR 812/24)", heldOut: true,
		firstSight: &Figures{PartyTruth: 22, PartyFound: 19, PartyCorrect: 16, EventTruth: 29, EventHits: 29, Grounded: 1}, // at 47e94d5
		docs:       []doc{award, nom, fa, let},
		parties: []Party{
			{"Sipho Justice Ndlovu", "petitioner"},                // the applicant at arbitration
			{"Sipho Justice Ndlovu", "respondent"},                // first respondent on review
			{"Sipho Justice Ndlovu", "witness"},                   // testified
			{"Sipho Justice Ndlovu", "recipient"},                 // "AND TO:"
			{"Bokamoso Freight Services (Pty) Ltd", "respondent"}, // at arbitration
			{"Bokamoso Freight Services (Pty) Ltd", "petitioner"}, // the applicant on review
			{"Bokamoso Freight Services (Pty) Ltd", "recipient"},  // the letter's "cc:"
			{"Commission for Conciliation, Mediation and Arbitration", "respondent"},
			{"Commission for Conciliation, Mediation and Arbitration", "recipient"},
			{"Ayanda Zungu", "judge"},      // the commissioner who makes the award
			{"Ayanda Zungu", "respondent"}, // "AYANDA ZUNGU N.O.", third respondent
			{"Ayanda Zungu", "recipient"},
			{"Tebogo Molefe", "counsel"}, // SATAWU organiser, the applicant's representative
			{"Tebogo Molefe", "recipient"},
			{"South African Transport and Allied Workers Union", "recipient"},
			{"Charlene van Wyk", "counsel"}, // HR manager, the employer's representative
			{"Charlene van Wyk", "recipient"},
			{"Mpho Moloi", "counsel"},
			{"Mpho Moloi", "sender"},
			{"Johannes Hendrik Pretorius", "declarant"},
			{"Pieter Steyn", "witness"},
			{"Lungile Mthembu", "witness"},
		},
		events: []Event{
			{"2024-03-15", awardF, 1},
			{"2024-01-31", awardF, 1},
			{"2024-02-27", awardF, 1},
			{"2024-03-06", awardF, 1},
			{"2023-08-03", awardF, 1},
			{"2015-06-01", awardF, 2},
			{"2023-07-12", awardF, 2},
			{"2023-07-28", awardF, 2},
			{"2023-08-03", awardF, 2},
			{"2023-08-21", awardF, 2},
			{"2023-09-19", awardF, 2},
			{"2023-08-03", awardF, 3},
			{"2024-04-15", awardF, 3},
			{"2024-04-02", awardF, 3},
			{"2024-03-15", nomF, 1},
			{"2024-04-24", nomF, 2},
			{"2024-04-22", faF, 1},
			{"2023-08-03", faF, 2},
			{"2023-07-28", faF, 2},
			{"2024-01-31", faF, 2},
			{"2024-02-27", faF, 2},
			{"2024-03-15", faF, 2},
			{"2024-03-18", faF, 2},
			{"2024-04-24", faF, 2},
			{"2024-04-26", letF, 1},
			{"2024-04-24", letF, 1},
			{"2024-03-15", letF, 1},
			{"2024-04-02", letF, 1},
			{"2024-05-10", letF, 1},
		},
	}
}
