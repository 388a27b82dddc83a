package samples

// DEV SET (held out at first sight): a plenary action in the Irish High
// Court. The solicitors' warning letter before proceedings ("Our Ref:",
// "Your Ref:", "BY EMAIL AND REGISTERED POST", addressed to a designated
// activity company "For the attention of" its director, "Dear Sirs",
// "Yours faithfully", signed for the firm by a named partner); the plenary
// summons ("THE HIGH COURT", "Record No. 2024/1187P", "BETWEEN / X /
// PLAINTIFF / AND / Y and Z / DEFENDANTS", "This Plenary Summons is to
// command you", the President of the High Court named as the summons'
// witness, who is not the judge of the case, "GENERAL INDORSEMENT OF
// CLAIM" signed by counsel with "B.L.", "This Summons was issued by X,
// Solicitors for the Plaintiff"); the plaintiff's affidavit ("I, NAME, of
// ..., aged 18 years and upwards, MAKE OATH and say as follows:", "SWORN
// ... before me a Practising Solicitor/Commissioner for Oaths and I know
// the Deponent", "Filed on ... by"); and the court's order with the
// judge's name, the motion's date, the affidavit recited with its date,
// "REGISTRAR" and "Perfected" with its date. Irish names keep their
// accents (a file name may drop them); the registrar who signs the
// order is no party.
func init() { specs = append(specs, obriain) }

func obriain() matterSpec {
	letter := doc{name: "Hennessy Lynch letter 2024-01-22.pdf", font: "Times", size: 11.5, unicode: true,
		pages: []page{{
			cb("HENNESSY LYNCH LLP"), c("Solicitors"), c("12 Fitzwilliam Square, Dublin 2, D02 XK84  |  T +353 1 555 0412  |  DX 109 Dublin"), gap(),
			ls("Our Ref: SL/OBR/0023", "Your Ref:", "", "22 January 2024", "", "BY EMAIL AND REGISTERED POST", "",
				"Dromcollin Property Holdings Designated Activity Company", "For the attention of Mr Aidan Fitzmaurice, Director", "Unit 5, Cookstown Business Park", "Tallaght, Dublin 24, D24 R2K6"),
			gap(),
			l("Re:  Our client Ciarán Ó Briain - Apartment 14, Dromcollin Court, Blackrock"), gap(),
			l("Dear Sirs,"),
			p("We act for Mr Ciarán Ó Briain, who purchased the above apartment from your company under a contract for sale dated 9 September 2021, completed on 30 November 2021."),
			p("Since February 2023 the apartment has suffered persistent water ingress through the roof terrace above it. Our client's engineer inspected on 14 November 2023 and found that the terrace membrane was never installed in accordance with the certified drawings."),
			p("We call on you to confirm within 21 days of the date of this letter that you will carry out the remedial works at your own cost. Failing that, we have instructions to issue proceedings against your company and against Mr Fitzmaurice, who signed the certificate of compliance, without further notice."),
			ls("Yours faithfully,", "", "Sinéad Lynch", "Partner", "Hennessy Lynch LLP"),
		}}}

	head := []block{
		cb("THE HIGH COURT"), gap(), r("Record No. 2024/1187P"), gap(),
		c("BETWEEN"), gap(), cb("CIARÁN Ó BRIAIN"), r("PLAINTIFF"), c("AND"),
		cb("DROMCOLLIN PROPERTY HOLDINGS DESIGNATED ACTIVITY COMPANY"), c("and"), cb("AIDAN FITZMAURICE"), r("DEFENDANTS"), gap(),
	}
	summons := doc{name: "Plenary Summons 2024-1187P.pdf", font: "Times", size: 11.5, unicode: true,
		pages: []page{
			append(append([]block{}, head...),
				cb("PLENARY SUMMONS"), gap(),
				p("To: Dromcollin Property Holdings Designated Activity Company, having its registered office at Unit 5, Cookstown Business Park, Tallaght, Dublin 24; and Aidan Fitzmaurice, of 3 Seafield Avenue, Monkstown, County Dublin."),
				p("This Plenary Summons is to command you, that within eight days after the service of this Summons on you, inclusive of the day of such service, you do cause an appearance to be entered for you in the Central Office, Four Courts, Dublin 7, in an action at the suit of Ciarán Ó Briain, and take notice that in default of your so doing the Plaintiff may proceed therein, and judgment may be given in your absence."),
				p("WITNESS The Honourable Mr. Justice Declan Rafferty, President of the High Court, the 4th day of March 2024."),
			),
			{
				cb("GENERAL INDORSEMENT OF CLAIM"),
				p("The Plaintiff's claim is for: 1. Damages for breach of contract and for negligence and breach of statutory duty in the design and construction of Apartment 14, Dromcollin Court, Blackrock, County Dublin; 2. Damages for negligent misstatement in the certificate of compliance dated 25 November 2021; 3. Interest pursuant to the Courts Act 1981; 4. Costs."),
				ls("", "                                              Orla Geraghty B.L.", ""),
				p("This Summons was issued by Hennessy Lynch LLP, Solicitors for the Plaintiff, whose registered place of business is 12 Fitzwilliam Square, Dublin 2."),
				p("The Plaintiff resides at Apartment 14, Dromcollin Court, Blackrock, County Dublin, and is a company director."),
			},
		}}

	affidavit := doc{name: "Affidavit of Ciaran O Briain.pdf", font: "Times", size: 11.5, unicode: true,
		pages: []page{
			append(append([]block{}, head...),
				cb("AFFIDAVIT OF CIARÁN Ó BRIAIN"), gap(),
				p("I, CIARÁN Ó BRIAIN, of Apartment 14, Dromcollin Court, Blackrock, in the County of Dublin, Company Director, aged 18 years and upwards, MAKE OATH and say as follows:"),
				p("1. I am the Plaintiff in these proceedings and I make this affidavit from facts within my own knowledge, save where otherwise appears, in support of my application to enter these proceedings in the Commercial List."),
				p("2. The Plenary Summons issued on 4 March 2024 and was served on both Defendants on 8 March 2024. An appearance was entered on behalf of both Defendants on 27 March 2024."),
			),
			{
				p("3. The cost of the remedial works to the terrace is estimated at EUR 186,000 and further water ingress occurred on 19 September 2024. I say that the proceedings are suitable for the Commercial List."),
				ls("SWORN by the said CIARÁN Ó BRIAIN", "at 12 Fitzwilliam Square, Dublin 2", "this 2nd day of October 2024", "before me a Practising Solicitor/Commissioner for Oaths", "and I know the Deponent", "", "_____________________________          _____________________________", "PRACTISING SOLICITOR/                    DEPONENT", "COMMISSIONER FOR OATHS"),
				gap(),
				small(p("This Affidavit is filed on this 3rd day of October 2024 by Hennessy Lynch LLP, Solicitors for the Plaintiff, 12 Fitzwilliam Square, Dublin 2."), 9.5),
			},
		}}

	order := doc{name: "Order 2024-10-21.pdf", font: "Times", size: 11.5, unicode: true,
		pages: []page{{
			cb("THE HIGH COURT"), cb("COMMERCIAL"), gap(), r("Record No. 2024/1187P"), gap(),
			ls("Monday the 21st day of October 2024", "", "BEFORE MR. JUSTICE COLM BRENNOCK"), gap(),
			c("BETWEEN"), cb("CIARÁN Ó BRIAIN"), r("PLAINTIFF"), c("AND"),
			cb("DROMCOLLIN PROPERTY HOLDINGS DESIGNATED ACTIVITY COMPANY"), c("and"), cb("AIDAN FITZMAURICE"), r("DEFENDANTS"), gap(),
			p("Upon Motion of Counsel for the Plaintiff made unto the Court this day pursuant to Notice of Motion dated the 3rd day of October 2024 for an Order entering these proceedings in the Commercial List"),
			p("Whereupon and on reading the said Notice of Motion, the Affidavit of Ciarán Ó Briain sworn the 2nd day of October 2024 and the exhibits therein referred to"),
			p("And on hearing said Counsel and Counsel for the Defendants"),
			cb("IT IS ORDERED"),
			p("1. That the proceedings be entered in the Commercial List."),
			p("2. That the Defendants do deliver their Defence within six weeks from the date hereof, and that the matter be listed for directions on the 9th day of December 2024."),
			gap(),
			ls("                                                    Aoife Keating", "                                                    REGISTRAR", "", "Perfected 28/10/2024"),
		}}}

	return matterSpec{
		name: "obriain-v-dromcollin", title: "Ó Briain v. Dromcollin Property Holdings DAC and Fitzmaurice (High Court of Ireland, 2024/1187P)", heldOut: true,
		firstSight: &Figures{PartyTruth: 10, PartyFound: 9, PartyCorrect: 6, EventTruth: 17, EventHits: 17, Grounded: 1}, // at 3dc306d
		docs:       []doc{letter, summons, affidavit, order},
		parties: []Party{
			{"Ciarán Ó Briain", "plaintiff"},
			{"Ciarán Ó Briain", "declarant"},
			{"Dromcollin Property Holdings Designated Activity Company", "defendant"},
			{"Dromcollin Property Holdings Designated Activity Company", "recipient"},
			{"Aidan Fitzmaurice", "defendant"},
			{"Aidan Fitzmaurice", "recipient"},
			{"Sinéad Lynch", "counsel"}, // "We act for Mr Ciarán Ó Briain"
			{"Sinéad Lynch", "sender"},
			{"Orla Geraghty", "counsel"},
			{"Colm Brennock", "judge"},
		},
		events: []Event{
			{"2024-01-22", "Hennessy Lynch letter 2024-01-22.pdf", 1},
			{"2021-09-09", "Hennessy Lynch letter 2024-01-22.pdf", 1},
			{"2021-11-30", "Hennessy Lynch letter 2024-01-22.pdf", 1},
			{"2023-11-14", "Hennessy Lynch letter 2024-01-22.pdf", 1},
			{"2024-03-04", "Plenary Summons 2024-1187P.pdf", 1},
			{"2021-11-25", "Plenary Summons 2024-1187P.pdf", 2},
			{"2024-03-04", "Affidavit of Ciaran O Briain.pdf", 1},
			{"2024-03-08", "Affidavit of Ciaran O Briain.pdf", 1},
			{"2024-03-27", "Affidavit of Ciaran O Briain.pdf", 1},
			{"2024-09-19", "Affidavit of Ciaran O Briain.pdf", 2},
			{"2024-10-02", "Affidavit of Ciaran O Briain.pdf", 2},
			{"2024-10-03", "Affidavit of Ciaran O Briain.pdf", 2},
			{"2024-10-21", "Order 2024-10-21.pdf", 1},
			{"2024-10-03", "Order 2024-10-21.pdf", 1},
			{"2024-10-02", "Order 2024-10-21.pdf", 1},
			{"2024-12-09", "Order 2024-10-21.pdf", 1},
			{"2024-10-28", "Order 2024-10-21.pdf", 1},
		},
	}
}
