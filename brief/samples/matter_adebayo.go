package samples

// DEV SET (held out at first sight): a householders' claim against their
// loft-conversion builder, from the pre-action letters to directions in the
// County Court. The letter of claim under the Practice Direction on
// Pre-Action Conduct (the firm's letterhead at the left, "Our ref" /
// "Your ref" / "Please ask for:", "PRIVATE AND CONFIDENTIAL", "BY EMAIL AND
// FIRST CLASS POST", "The Directors" of the company addressed, "Dear
// Sirs", headings "Our clients:" and "Property:", a surveyor named in
// passing, signed in the firm's name alone); the builder's director's reply
// on the company's letterhead ("FAO:" the solicitor, "Dear Ms X", "Kind
// regards"); the particulars of claim in the County Court ("IN THE COUNTY
// COURT AT READING", "Claim No:", two numbered claimants, the statement of
// truth signed by the solicitor as the claimants' legal representative,
// "Dated this ... / X, Solicitors for the Claimants, of ..."); the defence
// (statement of truth signed by the director, settled by counsel with his
// chambers, the defendant's solicitors' name and address); and the order
// for directions on allocation ("Before District Judge X sitting at the
// County Court at Reading", "UPON considering the parties' directions
// questionnaires and without a hearing", fast track, a single joint
// expert named, trial window, the set-aside note). Conventions: claimants
// are plaintiffs; a firm that signs a letter in its own name is its
// sender, and the solicitor the letter says to ask for is counsel; the
// company addressed, through "The Directors", is the letter's recipient;
// a solicitor who signs a statement of truth as legal representative is
// counsel; a company's director who signs its defence's statement of truth
// is its declarant; a surveyor named in passing and a single joint expert
// the court only names are no parties.
func init() { specs = append(specs, adebayo) }

func adebayo() matterSpec {
	head := func(title string) []block {
		return []block{
			cb("IN THE COUNTY COURT AT READING"), r("Claim No: K7RD3N42"), gap(),
			l("BETWEEN:"), gap(),
			c("(1) OLUWASEUN ADEBAYO"), c("(2) FIONA ADEBAYO"), r("Claimants"), c("- and -"),
			c("GRANTLEY LOFT CONVERSIONS LIMITED"), r("Defendant"), gap(),
			cb(title), gap(),
		}
	}
	loc := doc{name: "Letter of Claim 2023-08-07.pdf", font: "Helvetica", size: 10,
		footer: "Hollins & Markham is the trading name of Hollins & Markham Limited, authorised and regulated by the Solicitors Regulation Authority (SRA No. 612448).",
		pages: []page{
			{
				l("HOLLINS & MARKHAM"), small(ls("SOLICITORS", "3 Castle Street, Reading RG1 7SB", "DX 4012 Reading", "Tel: 0118 496 0722"), 8), gap(),
				ls("Our ref:          JW/ADE/2207-1",
					"Your ref:",
					"Please ask for:   Jessica Whitlow",
					"Email:            j.whitlow@hollinsmarkham.co.uk",
					"Date:             7 August 2023"),
				gap(),
				ls("PRIVATE AND CONFIDENTIAL", "BY EMAIL AND FIRST CLASS POST", "",
					"The Directors", "Grantley Loft Conversions Ltd", "Unit 7, Suttons Business Park", "Reading RG6 1AZ"),
				gap(),
				l("Dear Sirs"),
				cb("LETTER OF CLAIM"),
				ls("Our clients:   Mr Oluwaseun Adebayo and Mrs Fiona Adebayo", "Property:      14 Elmhurst Road, Reading RG1 5HP"),
				p("1. We are instructed by Mr and Mrs Adebayo in connection with the loft conversion your company carried out at the Property under a written contract dated 12 September 2022 for a price of GBP 58,400. We write in accordance with the Practice Direction on Pre-Action Conduct and Protocols."),
				p("2. Works were said to be complete on 3 March 2023. Since then water has entered the new dormer at the junction with the existing roof in every period of heavy rain. Our clients instructed a chartered building surveyor, Mr Graham Pettifer MRICS, whose report of 20 July 2023 we enclose. He finds that the lead flashings were omitted and the dormer cheeks were not insulated to the approved specification."),
			},
			{
				p("3. Our clients claim the cost of remedial works, estimated in the report at GBP 14,250 plus VAT, the cost of redecoration and the surveyor's fee of GBP 1,150. If you dispute the claim please say why, with copies of any documents on which you rely, including the Building Control completion certificate and your insurer's details."),
				p("4. We look forward to your full response within 30 days of the date of this letter, that is by 6 September 2023. If we do not hear from you our clients will issue proceedings without further notice. Our clients are willing to consider mediation."),
				gap(),
				ls("Yours faithfully", "", "Hollins & Markham", "", "Enc. Survey report dated 20 July 2023"),
			},
		}}

	reply := doc{name: "Grantley reply 2023-09-04.pdf", font: "Helvetica", size: 10,
		footer: "Grantley Loft Conversions Ltd. Registered in England and Wales No. 09914572. VAT Reg. No. 231 4488 07",
		pages: []page{{
			r("GRANTLEY LOFT CONVERSIONS LTD"), small(r("Unit 7, Suttons Business Park, Reading RG6 1AZ\n0118 496 0388  |  office@grantleylofts.co.uk"), 8), gap(),
			l("4 September 2023"), gap(),
			ls("Hollins & Markham", "3 Castle Street", "Reading RG1 7SB", "", "FAO: Jessica Whitlow", "Your ref: JW/ADE/2207-1"),
			gap(),
			l("Dear Ms Whitlow,"),
			cb("14 Elmhurst Road - your letter of 7 August 2023"),
			p("We received your letter and Mr Pettifer's report. We do not accept that the flashings were left out. Our site foreman's photographs from 20 February 2023 show the leadwork in place before the tiles went back on. Building Control signed the works off on 10 March 2023 and we attach the certificate."),
			p("We offered to send someone to inspect on 18 August 2023 and were told by Mr Adebayo that he would only deal through solicitors. That offer is still open. We have passed your letter to our insurers, Castlegate Underwriting, policy number CGU/PL/448120."),
			ls("Kind regards", "", "Craig Denholm", "Director"),
		}}}

	poc := doc{name: "Particulars of Claim K7RD3N42.pdf", font: "Times", size: 12,
		pages: []page{
			append(head("PARTICULARS OF CLAIM"),
				p("1. The Claimants are the owners and occupiers of 14 Elmhurst Road, Reading RG1 5HP (\"the Property\"). The Defendant is a building contractor."),
				p("2. By a written contract dated 12 September 2022 (\"the Contract\") the Defendant agreed to convert the loft of the Property, including a rear dormer, for GBP 58,400. It was an implied term of the Contract, under section 49 of the Consumer Rights Act 2015, that the Defendant would carry out the works with reasonable care and skill."),
				p("3. The Defendant represented that the works were complete on 3 March 2023 and the Claimants paid the final instalment of GBP 11,680 on 8 March 2023."),
				p("4. In breach of the Contract the Defendant omitted the lead flashings at the junction of the dormer with the existing roof and failed to insulate the dormer cheeks. As a result water has entered the Property since April 2023."),
			),
			{
				p("5. By reason of the matters set out above the Claimants have suffered loss and damage: remedial works GBP 17,100 (including VAT); redecoration GBP 2,460; survey fee GBP 1,150. Total GBP 20,710."),
				p("6. The Claimants claim interest under section 69 of the County Courts Act 1984 at 8% a year from 8 March 2023."),
				l("AND the Claimants claim GBP 20,710, interest and costs."),
				gap(),
				l("STATEMENT OF TRUTH"),
				p("The Claimants believe that the facts stated in these Particulars of Claim are true. The Claimants understand that proceedings for contempt of court may be brought against anyone who makes, or causes to be made, a false statement in a document verified by a statement of truth without an honest belief in its truth. I am duly authorised by the Claimants to sign this statement."),
				ls("Signed:           J. Whitlow",
					"Full name:        Jessica Whitlow",
					"Position:         Solicitor, Hollins & Markham, Claimants' legal representative",
					"Date:             23 November 2023"),
				gap(),
				p("Dated this 23rd day of November 2023. Hollins & Markham, Solicitors for the Claimants, of 3 Castle Street, Reading RG1 7SB, who will accept service of documents at that address (Ref: JW/ADE/2207-1)."),
			},
		}}

	defence := doc{name: "Defence K7RD3N42.pdf", font: "Times", size: 12,
		pages: []page{
			append(head("DEFENCE"),
				p("1. Save as expressly admitted below, each allegation in the Particulars of Claim is denied."),
				p("2. Paragraphs 1 to 3 are admitted, save that the final instalment was paid on 9 March 2023, not 8 March 2023."),
				p("3. Paragraph 4 is denied. The lead flashings were installed before the roof was re-tiled, as photographs taken on 20 February 2023 show, and the works were approved by Building Control on 10 March 2023. Any water ingress is due to a defective gutter on the neighbouring property, for which the Defendant is not responsible."),
				p("4. The Claimants refused the Defendant access to inspect on 18 August 2023 and so failed to mitigate their loss. The quantum claimed in paragraph 5 is not admitted."),
			),
			{
				l("STATEMENT OF TRUTH"),
				p("The Defendant believes that the facts stated in this Defence are true. The Defendant understands that proceedings for contempt of court may be brought against anyone who makes, or causes to be made, a false statement in a document verified by a statement of truth without an honest belief in its truth. I am duly authorised by the Defendant to sign this statement."),
				ls("Signed:      Craig Denholm", "Position:    Director", "Date:        2 January 2024"),
				gap(),
				ls("ROBERT ASKEW", "St Aldates Chambers, Oxford"),
				gap(),
				ls("Pardoe Vance LLP", "Kings Reach, 41 Kings Road, Reading RG1 3AR", "Solicitors for the Defendant", "Ref: PV/GRA/0093"),
			},
		}}

	order := doc{name: "Order for Directions 2024-02-12.pdf", font: "Helvetica", size: 10.5,
		footer: "N24 General form of judgment or order (03.23)                                          (c) Crown copyright 2023",
		pages: []page{{
			r("In the County Court at Reading"), r("Claim Number   K7RD3N42"), r("Date           12 February 2024"), gap(),
			ls("(1) OLUWASEUN ADEBAYO  (2) FIONA ADEBAYO                  1st & 2nd Claimants",
				"                                                            Ref JW/ADE/2207-1",
				"GRANTLEY LOFT CONVERSIONS LIMITED                           Defendant",
				"                                                            Ref PV/GRA/0093"),
			gap(),
			cb("ORDER FOR DIRECTIONS"), gap(),
			p("Before District Judge Anwen Prothero sitting at the County Court at Reading, 160-163 Friar Street, Reading RG1 1HE."),
			p("UPON considering the parties' directions questionnaires and without a hearing"),
			l("IT IS ORDERED THAT:"),
			p("1. The claim is allocated to the fast track and assigned to complexity band 2."),
			p("2. Each party shall give standard disclosure by list by 4pm on 11 March 2024."),
			p("3. Expert evidence is limited to that of a single joint chartered building surveyor, Ms Harriet Vo MRICS, whose fees shall be paid by the parties equally. The report shall be served by 22 April 2024."),
			p("4. Witness statements shall be exchanged by 4pm on 13 May 2024."),
			p("5. The trial shall take place in the window 1 July 2024 to 31 July 2024, time estimate one day."),
			p("6. Costs in the case."),
			small(p("This order was made by the court of its own initiative without a hearing. Any party affected by it may apply to have it set aside, varied or stayed. Any such application must be made within 7 days after service of this order."), 9),
		}}}

	return matterSpec{
		name: "adebayo-v-grantley", title: "Adebayo v Grantley Loft Conversions Ltd (County Court at Reading, K7RD3N42)", heldOut: true,
		firstSight: &Figures{PartyTruth: 12, PartyFound: 10, PartyCorrect: 10, EventTruth: 28, EventHits: 28, Grounded: 1}, // at 5a27204
		docs:       []doc{loc, reply, poc, defence, order},
		parties: []Party{
			{"Oluwaseun Adebayo", "plaintiff"}, // claimants, in the documented vocabulary
			{"Fiona Adebayo", "plaintiff"},
			{"Grantley Loft Conversions Limited", "defendant"},
			{"Grantley Loft Conversions Limited", "recipient"}, // "The Directors" of the company
			{"Hollins & Markham", "sender"},                    // signed in the firm's name
			{"Hollins & Markham", "recipient"},                 // the reply's inside address, "FAO" its solicitor
			{"Jessica Whitlow", "counsel"},
			{"Jessica Whitlow", "recipient"},
			{"Craig Denholm", "sender"},
			{"Craig Denholm", "declarant"},
			{"Robert Askew", "counsel"},
			{"Anwen Prothero", "judge"},
		},
		events: []Event{
			{"2023-08-07", "Letter of Claim 2023-08-07.pdf", 1},
			{"2022-09-12", "Letter of Claim 2023-08-07.pdf", 1},
			{"2023-03-03", "Letter of Claim 2023-08-07.pdf", 1},
			{"2023-07-20", "Letter of Claim 2023-08-07.pdf", 1},
			{"2023-09-06", "Letter of Claim 2023-08-07.pdf", 2},
			{"2023-07-20", "Letter of Claim 2023-08-07.pdf", 2},
			{"2023-09-04", "Grantley reply 2023-09-04.pdf", 1},
			{"2023-08-07", "Grantley reply 2023-09-04.pdf", 1},
			{"2023-02-20", "Grantley reply 2023-09-04.pdf", 1},
			{"2023-03-10", "Grantley reply 2023-09-04.pdf", 1},
			{"2023-08-18", "Grantley reply 2023-09-04.pdf", 1},
			{"2022-09-12", "Particulars of Claim K7RD3N42.pdf", 1},
			{"2023-03-03", "Particulars of Claim K7RD3N42.pdf", 1},
			{"2023-03-08", "Particulars of Claim K7RD3N42.pdf", 1},
			{"2023-03-08", "Particulars of Claim K7RD3N42.pdf", 2},
			{"2023-11-23", "Particulars of Claim K7RD3N42.pdf", 2},
			{"2023-03-09", "Defence K7RD3N42.pdf", 1},
			{"2023-03-08", "Defence K7RD3N42.pdf", 1},
			{"2023-02-20", "Defence K7RD3N42.pdf", 1},
			{"2023-03-10", "Defence K7RD3N42.pdf", 1},
			{"2023-08-18", "Defence K7RD3N42.pdf", 1},
			{"2024-01-02", "Defence K7RD3N42.pdf", 2},
			{"2024-02-12", "Order for Directions 2024-02-12.pdf", 1},
			{"2024-03-11", "Order for Directions 2024-02-12.pdf", 1},
			{"2024-04-22", "Order for Directions 2024-02-12.pdf", 1},
			{"2024-05-13", "Order for Directions 2024-02-12.pdf", 1},
			{"2024-07-01", "Order for Directions 2024-02-12.pdf", 1},
			{"2024-07-31", "Order for Directions 2024-02-12.pdf", 1},
		},
	}
}
