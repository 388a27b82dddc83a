package samples

// The fifth held-out matter, written after the fixes from the four earlier
// ones. Its first score (parties recall 0.33, precision 0.80; dated events
// 1.00; grounded 1.00) led to general rules for English practice
// (numbered defendants, "Mr Justice X", "Dear Sirs" letters signed by a
// firm, "agreed between A as Owners and B as Charterers", capitals prose
// that is not a heading, barristers above their chambers); it is no longer
// held out. An English Commercial Court claim: BETWEEN / "-
// and -" with numbered defendants, a letter before claim ("Dear Sirs",
// "Yours faithfully"), a witness statement that "WILL SAY", a charterparty
// naming its parties "as Owners" and "as Charterers", an order before "Mr
// Justice", and British dates.
func init() { specs = append(specs, castleford) }

func castleford() matterSpec {
	head := []block{cb("IN THE HIGH COURT OF JUSTICE"), cb("BUSINESS AND PROPERTY COURTS OF ENGLAND AND WALES"), cb("COMMERCIAL COURT (KBD)"), gap(),
		r("Claim No. CL-2023-000412"), gap(), l("BETWEEN:"), gap(),
		c("CASTLEFORD MARINE SERVICES LIMITED"), r("Claimant"), c("- and -"),
		c("(1) ORION SHIPPING S.A."), c("(2) DIMITRIS KARRAS"), r("Defendants"), gap()}
	particulars := doc{name: "Particulars of Claim.pdf", font: "Times", size: 12, unicode: true,
		footer: "%d",
		pages: []page{
			append(append([]block{}, head...), cb("PARTICULARS OF CLAIM"), gap(),
				p("1. The Claimant (“Castleford”) is a company incorporated in England which at all material times owned the vessel MV Castleford Star (“the Vessel”)."),
				p("2. The First Defendant (“Orion”) is a Panamanian company. The Second Defendant, Mr Karras, is its managing director and guaranteed its obligations by a deed dated 2nd February 2023."),
			),
			{
				p("3. By a time charterparty dated 30 January 2023 (“the Charterparty”) Castleford let the Vessel to Orion for a period of six months at a daily hire of US$18,500, payable fifteen days in advance."),
				p("4. Orion failed to pay the hire instalments due on 15 May 2023, 30 May 2023 and 14 June 2023. Castleford withdrew the Vessel on 21 June 2023."),
				p("5. By reason of the matters set out above Castleford has suffered loss and damage, namely unpaid hire of US$832,500."),
				p("AND THE CLAIMANT CLAIMS the sum of US$832,500, interest pursuant to section 35A of the Senior Courts Act 1981, and costs."),
				ls("AMELIA STRAND", "3 Essex Court"),
				gap(),
				cb("STATEMENT OF TRUTH"),
				p("The Claimant believes that the facts stated in these Particulars of Claim are true. I am duly authorised by the Claimant to sign this statement."),
				ls("Signed: Robert Ellis, Director", "Dated: 11 July 2023", "", "Hallam Pryce LLP, 20 Fenchurch Street, London EC3M 3BY", "Solicitors for the Claimant"),
			},
		}}

	letter := doc{name: "Letter before claim.pdf", font: "Helvetica", size: 11, unicode: true,
		pages: []page{{
			cb("HALLAM PRYCE LLP"), c("20 Fenchurch Street, London EC3M 3BY"), gap(),
			ls("Orion Shipping S.A.", "Calle 50, Torre Global, Piso 22", "Panama City, Panama", "", "By email: operations@orionshipping.gr"),
			gap(),
			l("23 June 2023"), gap(),
			p("Dear Sirs"),
			l("MV Castleford Star - charterparty dated 30 January 2023"),
			p("We act for Castleford Marine Services Limited. Hire instalments due on 15 May, 30 May and 14 June 2023 remain unpaid, and our client withdrew the Vessel on 21 June 2023. Unless the sum of US$832,500 is paid by 7 July 2023 our client will issue proceedings without further notice."),
			p("Yours faithfully"),
			ls("Hallam Pryce LLP"),
		}}}

	statement := doc{name: "Witness Statement - Ellis.pdf", font: "Times", size: 12, unicode: true,
		header: "Claimant | R J Ellis | First | Exhibit RJE1 | 8 August 2023",
		pages: []page{
			append(append([]block{}, head...), cb("FIRST WITNESS STATEMENT OF ROBERT JAMES ELLIS"), gap(),
				p("I, ROBERT JAMES ELLIS, of Castleford Marine Services Limited, Unit 4, Harbour Way, Southampton SO14 3TJ, WILL SAY as follows:"),
				p("1. I am a director of the Claimant and I am responsible for the commercial management of the Vessel."),
				p("2. On 14 June 2023 I received an email from Mr Karras asking for more time to pay. A copy is at page 3 of exhibit RJE1."),
			),
			{
				p("3. No payment was received, and on the instructions of the board I gave notice of withdrawal on 21 June 2023."),
				cb("STATEMENT OF TRUTH"),
				p("I believe that the facts stated in this witness statement are true. I understand that proceedings for contempt of court may be brought against anyone who makes, or causes to be made, a false statement in a document verified by a statement of truth without an honest belief in its truth."),
				ls("Signed: Robert James Ellis", "Dated: 8 August 2023"),
			},
		}}

	email := doc{name: "Karras email 14.06.2023.pdf", font: "Helvetica", size: 10, unicode: true,
		pages: []page{{
			ls("From: Dimitris Karras <dk@orionshipping.gr>", "Sent: 14 June 2023 08:02", "To: Robert Ellis <r.ellis@castlefordmarine.co.uk>", "Subject: RE: Hire statement no. 7"),
			gap(),
			p("Robert, our receivables from the Rotterdam cargo are delayed. We ask for ten more days on the hire due today and on 30 May. We will pay in full, you have my word."),
			p("Best, Dimitris"),
		}}}

	charter := doc{name: "Charterparty.pdf", font: "Courier", size: 10, unicode: true,
		pages: []page{
			{
				cb("TIME CHARTER"), c("London, 30th January 2023"), gap(),
				p("IT IS THIS DAY MUTUALLY AGREED between CASTLEFORD MARINE SERVICES LIMITED as Owners of the motor vessel MV CASTLEFORD STAR, and ORION SHIPPING S.A. of Panama City as Charterers, that the Owners let and the Charterers hire the Vessel for a period of about six months from the time of delivery."),
				p("1. Hire. Charterers shall pay hire at the rate of US$18,500 per day, payable fifteen days in advance."),
				p("2. Delivery. The Vessel shall be delivered at Rotterdam not before 1st February 2023."),
			},
			{
				ls("For Owners: /s/ R. J. Ellis", "For Charterers: /s/ D. Karras"),
			},
		}}

	order := doc{name: "Order 1 September 2023.pdf", font: "Times", size: 12, unicode: true,
		pages: []page{
			append(append([]block{}, head...), cb("ORDER"), gap(),
				c("BEFORE THE HONOURABLE MR JUSTICE FENWICK-HALE"), gap(),
				p("UPON hearing Counsel for the Claimant and Counsel for the First Defendant, and the Second Defendant not appearing"),
				p("IT IS ORDERED THAT:"),
				p("1. The First Defendant shall file and serve its Defence by 4pm on 15 September 2023."),
				p("2. Judgment in default of acknowledgment of service is entered against the Second Defendant."),
				p("3. The costs of the application are reserved."),
				ls("Dated 1 September 2023"),
			),
		}}

	return matterSpec{
		name: "castleford-v-orion", title: "Castleford Marine Services Ltd v Orion Shipping SA (Comm Ct)", heldOut: false,
		docs: []doc{particulars, letter, statement, email, charter, order},
		parties: []Party{
			{"Castleford Marine Services Limited", "plaintiff"}, // the claimant, in the documented vocabulary
			{"Orion Shipping S.A.", "defendant"},
			{"Dimitris Karras", "defendant"},
			{"Amelia Strand", "counsel"},
			{"Robert James Ellis", "declarant"},
			{"Hallam Pryce LLP", "sender"},
			{"Orion Shipping S.A.", "recipient"},
			{"Dimitris Karras", "sender"},
			{"Robert James Ellis", "recipient"}, // the email's "Robert Ellis": one person, the full name the matter prints
			{"Castleford Marine Services Limited", "party"},
			{"Orion Shipping S.A.", "party"},
			{"Fenwick-Hale", "judge"},
		},
		events: []Event{
			{"2023-02-02", "Particulars of Claim.pdf", 1},
			{"2023-01-30", "Particulars of Claim.pdf", 2},
			{"2023-05-15", "Particulars of Claim.pdf", 2},
			{"2023-05-30", "Particulars of Claim.pdf", 2},
			{"2023-06-14", "Particulars of Claim.pdf", 2},
			{"2023-06-21", "Particulars of Claim.pdf", 2},
			{"2023-07-11", "Particulars of Claim.pdf", 2},
			{"2023-06-23", "Letter before claim.pdf", 1},
			{"2023-01-30", "Letter before claim.pdf", 1},
			{"2023-06-14", "Letter before claim.pdf", 1},
			{"2023-06-21", "Letter before claim.pdf", 1},
			{"2023-07-07", "Letter before claim.pdf", 1},
			{"2023-08-08", "Witness Statement - Ellis.pdf", 1},
			{"2023-06-14", "Witness Statement - Ellis.pdf", 1},
			{"2023-06-21", "Witness Statement - Ellis.pdf", 2},
			{"2023-08-08", "Witness Statement - Ellis.pdf", 2},
			{"2023-06-14", "Karras email 14.06.2023.pdf", 1},
			{"2023-01-30", "Charterparty.pdf", 1},
			{"2023-02-01", "Charterparty.pdf", 1},
			{"2023-09-15", "Order 1 September 2023.pdf", 1},
			{"2023-09-01", "Order 1 September 2023.pdf", 1},
		},
	}
}
