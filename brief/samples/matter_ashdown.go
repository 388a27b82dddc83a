package samples

// HELD OUT (frozen): an English claim in the King's Bench Division. A claim
// number box at the top right, "B E T W E E N :" spaced out, numbered
// defendants "(1) ... (2) ...", particulars of claim with a statement of
// truth signed by a director and a solicitors' service line; a witness
// statement with the marginal note that English practice puts at the top
// right of every statement (party, witness's initial and surname, number,
// exhibits, date); a letter before claim on a firm's letterhead ("Our ref",
// "Your ref", "DX", "Dear Sirs", "Yours faithfully"); and a Master's order
// reciting counsel ("UPON hearing Counsel for the Claimant, Ms X"). Dates as
// "14 February 2022" and "9th October 2023".
func init() { specs = append(specs, ashdown) }

func ashdown() matterSpec {
	heading := []block{
		r("Claim No. KB-2023-001482"), gap(),
		cb("IN THE HIGH COURT OF JUSTICE"), cb("KING'S BENCH DIVISION"), gap(),
		c("B E T W E E N :"), gap(),
		cb("ASHDOWN HAULAGE LIMITED"), r("Claimant"), c("- and -"), gap(),
		cb("(1) PEMBERTON FLEET FINANCE LIMITED"), cb("(2) GARETH LLEWELLYN"), r("Defendants"), gap(),
	}
	poc := doc{name: "Particulars of Claim.pdf", font: "Times", size: 12, footer: "- %d -",
		pages: []page{
			append(append([]block{}, heading...),
				cb("PARTICULARS OF CLAIM"), gap(),
				p("1. The Claimant is a road haulage company. The First Defendant carries on the business of financing commercial vehicles. The Second Defendant is and was at all material times a director of the First Defendant."),
				p("2. By a written hire purchase agreement dated 14 February 2022 (\"the Agreement\") the First Defendant let three tractor units to the Claimant for a term of 48 months."),
				p("3. On 21 June 2023, at the direction of the Second Defendant, the First Defendant's agents entered the Claimant's depot and repossessed the three units although no instalment was then in arrears."),
			),
			{
				p("4. By a letter before claim dated 3 August 2023 the Claimant's solicitors required the return of the units. The Defendants did not reply."),
				p("5. The repossession was a repudiatory breach of the Agreement, which the Claimant accepted. Further, the Defendants are liable in conversion."),
				p("AND THE CLAIMANT CLAIMS damages, interest pursuant to section 35A of the Senior Courts Act 1981, and costs."),
				cb("STATEMENT OF TRUTH"),
				p("The Claimant believes that the facts stated in these Particulars of Claim are true. The Claimant understands that proceedings for contempt of court may be brought against anyone who makes, or causes to be made, a false statement in a document verified by a statement of truth without an honest belief in its truth. I am duly authorised by the Claimant to sign this statement."),
				ls("Signed: Rhiannon Bevan", "Full name: Rhiannon Bevan", "Position: Managing Director", "Dated: 9th October 2023", "",
					"Served this 9th day of October 2023 by Hartwell Crane LLP, 14 Colmore Row, Birmingham B3 2BJ,", "Solicitors for the Claimant. Ref: TPH/ASH/0091"),
			},
		}}

	ws := doc{name: "Witness Statement of Rhiannon Bevan.pdf", font: "Times", size: 12,
		pages: []page{
			{
				small(ls("                                                                          Claimant",
					"                                                                          R Bevan",
					"                                                                          First",
					"                                                                          Exhibit RB1",
					"                                                                          12 January 2024"), 10),
				gap(),
				r("Claim No. KB-2023-001482"),
				cb("IN THE HIGH COURT OF JUSTICE"), cb("KING'S BENCH DIVISION"), gap(),
				c("BETWEEN:"), cb("ASHDOWN HAULAGE LIMITED"), r("Claimant"), c("and"), cb("(1) PEMBERTON FLEET FINANCE LIMITED"), cb("(2) GARETH LLEWELLYN"), r("Defendants"), gap(),
				cb("FIRST WITNESS STATEMENT OF RHIANNON BEVAN"), gap(),
				p("I, RHIANNON BEVAN, of Unit 4, Ashdown Business Park, Crawley RH10 9QL, WILL SAY as follows:"),
				p("1. I am the Managing Director of the Claimant. I make this statement from my own knowledge. There is now produced and shown to me a paginated bundle marked \"RB1\"."),
				p("2. On 21 June 2023 at about 6.15 am I was telephoned by our yard foreman, who told me that men had arrived with low loaders and were taking the three units. Our direct debit for the June instalment had been collected on 1 June 2023."),
			},
			{
				p("3. I telephoned the Second Defendant that morning. He told me that the units were being taken because the First Defendant had decided to \"rebalance its book\"."),
				cb("STATEMENT OF TRUTH"),
				p("I believe that the facts stated in this witness statement are true. I understand that proceedings for contempt of court may be brought against anyone who makes, or causes to be made, a false statement in a document verified by a statement of truth without an honest belief in its truth."),
				ls("Signed: Rhiannon Bevan", "Dated: 12 January 2024"),
			},
		}}

	letter := doc{name: "Letter before claim 2023-08-03.pdf", font: "Helvetica", size: 10.5,
		pages: []page{{
			r("HARTWELL CRANE LLP"), r("Solicitors"), r("14 Colmore Row, Birmingham B3 2BJ"), r("DX 13051 Birmingham 1"), r("T 0121 496 0011"), gap(),
			ls("Our ref: TPH/ASH/0091", "Your ref: FIN/LL/223", "Date: 3 August 2023", "", "BY EMAIL AND RECORDED DELIVERY", "",
				"Pemberton Fleet Finance Limited", "Legal Department", "2 Wharf Street", "Leeds LS2 7EQ"),
			gap(),
			l("Dear Sirs"), gap(),
			cb("LETTER BEFORE CLAIM: ASHDOWN HAULAGE LIMITED - HIRE PURCHASE AGREEMENT DATED 14 FEBRUARY 2022"), gap(),
			p("We act for Ashdown Haulage Limited. On 21 June 2023 your agents removed three tractor units from our client's depot although our client was not in arrears. This letter is sent in accordance with the Practice Direction on Pre-Action Conduct."),
			p("Please return the units and confirm that the Agreement continues, within 14 days, that is by 17 August 2023. Failing that, our client will issue proceedings against you and against your director, Mr Gareth Llewellyn, without further notice."),
			ls("Yours faithfully", "", "Tobias Hartwell", "Partner", "Hartwell Crane LLP"),
		}}}

	order := doc{name: "Order of Master Fontaine 2024-03-07.pdf", font: "Times", size: 12,
		pages: []page{{
			r("Claim No. KB-2023-001482"),
			cb("IN THE HIGH COURT OF JUSTICE"), cb("KING'S BENCH DIVISION"), gap(),
			cb("BEFORE: MASTER ELEANOR FONTAINE"), c("sitting at the Royal Courts of Justice, Strand, London WC2A 2LL"), c("ON 7 March 2024"), gap(),
			c("BETWEEN:"), cb("ASHDOWN HAULAGE LIMITED"), r("Claimant"), c("- and -"), cb("(1) PEMBERTON FLEET FINANCE LIMITED"), cb("(2) GARETH LLEWELLYN"), r("Defendants"), gap(),
			cb("ORDER"), gap(),
			p("UPON the Claimant's application by notice dated 2 February 2024 for specific disclosure"),
			p("AND UPON hearing Counsel for the Claimant, Ms Imogen Clarke, and Counsel for the Defendants, Mr Samir Qureshi"),
			cb("IT IS ORDERED THAT:"),
			p("1. The First Defendant shall by 4pm on 4 April 2024 disclose the internal credit committee minutes relating to the Claimant."),
			p("2. The Defendants shall pay the Claimant's costs of the application, summarily assessed at GBP 6,850."),
		}}}

	return matterSpec{
		name: "ashdown-v-pemberton", title: "Ashdown Haulage Ltd v Pemberton Fleet Finance Ltd (KBD)", heldOut: true,
		firstSight: &Figures{PartyTruth: 10, PartyFound: 11, PartyCorrect: 7, EventTruth: 15, EventHits: 15, Grounded: 1},
		docs:       []doc{poc, ws, letter, order},
		parties: []Party{
			{"Ashdown Haulage Limited", "plaintiff"}, // a claimant, in the documented vocabulary
			{"Pemberton Fleet Finance Limited", "defendant"},
			{"Gareth Llewellyn", "defendant"},
			{"Rhiannon Bevan", "declarant"},
			{"Tobias Hartwell", "counsel"},
			{"Tobias Hartwell", "sender"},
			{"Pemberton Fleet Finance Limited", "recipient"},
			{"Eleanor Fontaine", "judge"},
			{"Imogen Clarke", "counsel"},
			{"Samir Qureshi", "counsel"},
		},
		events: []Event{
			{"2022-02-14", "Particulars of Claim.pdf", 1},
			{"2023-06-21", "Particulars of Claim.pdf", 1},
			{"2023-08-03", "Particulars of Claim.pdf", 2},
			{"2023-10-09", "Particulars of Claim.pdf", 2},
			{"2024-01-12", "Witness Statement of Rhiannon Bevan.pdf", 1},
			{"2023-06-21", "Witness Statement of Rhiannon Bevan.pdf", 1},
			{"2023-06-01", "Witness Statement of Rhiannon Bevan.pdf", 1},
			{"2024-01-12", "Witness Statement of Rhiannon Bevan.pdf", 2},
			{"2023-08-03", "Letter before claim 2023-08-03.pdf", 1},
			{"2022-02-14", "Letter before claim 2023-08-03.pdf", 1},
			{"2023-06-21", "Letter before claim 2023-08-03.pdf", 1},
			{"2023-08-17", "Letter before claim 2023-08-03.pdf", 1},
			{"2024-03-07", "Order of Master Fontaine 2024-03-07.pdf", 1},
			{"2024-02-02", "Order of Master Fontaine 2024-03-07.pdf", 1},
			{"2024-04-04", "Order of Master Fontaine 2024-03-07.pdf", 1},
		},
	}
}
