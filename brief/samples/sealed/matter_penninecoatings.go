package sealed

import "pramaan/brief/truth"

// An English High Court claim in the Business and Property Courts in
// Manchester, Business List (ChD), A4: a company against its former sales
// director and her new company for breach of fiduciary duty and confidence.
// The claim form on the court's form (boxed names and addresses, brief
// details, value, the solicitor's statement of truth, address for service
// with DX and reference, the issue seal, the form number footer), the
// particulars of claim ("(1) ... (2) ... Defendants", counsel and chambers,
// the managing director's statement of truth, "Served this ... by"), the
// defence with the individual defendant's statement of truth for both, the
// managing director's first witness statement for specific disclosure (the
// top-right note, exhibit references), and the order of a Specialist
// Circuit Judge reciting counsel ("UPON hearing ... of counsel", "by 4pm on").
func init() { specs = append(specs, pennineCoatings) }

func pennineCoatings() spec {
	court := []block{r("Claim No. BL-2024-MAN-000087"), gap(),
		lb("IN THE HIGH COURT OF JUSTICE"), lb("BUSINESS AND PROPERTY COURTS IN MANCHESTER"), lb("BUSINESS LIST (ChD)"), gap()}
	between := []block{l("BETWEEN:"), gap(),
		cb("PENNINE PRECISION COATINGS LIMITED"), r("Claimant"), c("- and -"),
		cb("(1) MEERA CHAUHAN"), cb("(2) CALDERBROOK FINISHES LIMITED"), r("Defendants"), rule()}
	w := []float64{0.3, 0.7}

	claim := doc{name: "Claim Form.pdf", font: "Helvetica", size: 10, paper: "A4",
		footer: "N1 Claim form (CPR Part 7) (06.22)                                        © Crown copyright 2022", footerAlign: "L",
		pages: []page{
			{stamp("HIGH COURT OF JUSTICE", "BUSINESS & PROPERTY COURTS", "* 14 MAY 2024 *", "MANCHESTER DISTRICT REGISTRY"),
				lb("Claim Form"), gap(),
				row(w, "In the", "High Court of Justice, Business and Property Courts in Manchester, Business List (ChD)"),
				row(w, "Fee Account no.", "PBA0081472"),
				row(w, "Claim no.", "BL-2024-MAN-000087"),
				row(w, "Issue date", "14 May 2024"),
				rule(),
				row(w, "Claimant(s) name(s) and address(es) including postcode", "PENNINE PRECISION COATINGS LIMITED (company number 06218844)\nUnit 4, Holmfirth Road Industrial Estate, Oldham OL3 7DQ"),
				rule(),
				row(w, "Defendant(s) name and address(es) including postcode", "(1) MEERA CHAUHAN\n27 Grasmere Avenue, Sale M33 5LW\n\n(2) CALDERBROOK FINISHES LIMITED (company number 15302716)\nUnit 11, Rochdale Enterprise Park, Rochdale OL16 4XB"),
				rule(),
				row(w, "Brief details of claim", "The Claimant claims damages or an account of profits, equitable compensation, an injunction and delivery up against the First Defendant for breach of fiduciary duty, breach of her service agreement and breach of confidence while a director and employee of the Claimant, and against the Second Defendant for dishonest assistance, knowing receipt and breach of confidence, in connection with the diversion of the Northwold Rail Interiors contract awarded on 15 January 2024."),
				rule(),
				row(w, "Value", "The Claimant expects to recover more than £200,000."),
				row(w, "Amount claimed / Court fee / Legal representative's costs", "To be assessed / £10,000.00 / To be assessed"),
			},
			{
				lb("Statement of truth"),
				p("I understand that proceedings for contempt of court may be brought against anyone who makes, or causes to be made, a false statement in a document verified by a statement of truth without an honest belief in its truth. The Claimant believes that the facts stated in this claim form are true. I am duly authorised by the claimant to sign this statement."),
				row(w, "Signature", "Nadeem Rashid"),
				row(w, "Date", "13 May 2024"),
				row(w, "Full name", "Nadeem Rashid"),
				row(w, "Name of claimant's legal representative's firm", "Ashworth Rahman LLP"),
				row(w, "Position or office held", "Partner"),
				rule(),
				lb("Claimant's or claimant's legal representative's address to which documents should be sent."),
				row(w, "Building and street", "Ashworth Rahman LLP, 82 King Street"),
				row(w, "Town or city / Postcode", "Manchester / M2 4WQ"),
				row(w, "DX number", "DX 14363 Manchester 1"),
				row(w, "Your Ref.", "NR/PPC/0411"),
				row(w, "Email", "nadeem.rashid@ashworthrahman.example"),
			},
		}}

	poc := doc{name: "Particulars of Claim.pdf", font: "Times", size: 11.5, paper: "A4",
		pages: []page{
			with(court, between, []block{cb("PARTICULARS OF CLAIM"), rule(),
				lb("The parties"),
				p("1. The Claimant (\"PPC\") applies industrial powder and wet-spray coatings to components for the rail and automotive sectors from premises in Oldham."),
				p("2. The First Defendant (\"Mrs Chauhan\") was employed by PPC as Sales Director from 3 April 2017 and was appointed a statutory director on 1 July 2019. She resigned by letter of 9 February 2024 and her employment ended on 9 May 2024 after a period of garden leave."),
				p("3. The Second Defendant (\"Calderbrook\") was incorporated on 22 November 2023. Mrs Chauhan has at all material times been its sole director and majority shareholder."),
				lb("The diversion"),
				p("4. From about October 2023, while a director of PPC, Mrs Chauhan negotiated with Northwold Rail Interiors Ltd (\"Northwold\") for the coating of seat frames for its refurbishment programme, using PPC's price build-ups and customer drawings, and caused the contract to be awarded to Calderbrook on 15 January 2024 rather than to PPC."),
				p("5. In breach of sections 172, 175 and 176 of the Companies Act 2006 and of clauses 12 and 17 of her service agreement dated 3 April 2017, Mrs Chauhan did not disclose the opportunity or her interest to PPC's board."),
			}),
			{
				p("6. Calderbrook, through Mrs Chauhan, knew the facts set out above and dishonestly assisted in, and received the benefit of, her breaches. On 6 March 2024 PPC's forensic consultant found that 412 files had been copied from PPC's server to a personal cloud account on 28 December 2023."),
				lb("Relief"),
				p("7. PPC claims: (1) equitable compensation or, at its election, an account of profits; (2) damages; (3) an injunction restraining the use of its confidential information; (4) delivery up; (5) interest under section 35A of the Senior Courts Act 1981; (6) costs."),
				ls("ELERI PRITCHARD-JONES", "St Ann's Square Chambers, Manchester"), gap(),
				lb("Statement of truth"),
				p("The Claimant believes that the facts stated in these Particulars of Claim are true. The Claimant understands that proceedings for contempt of court may be brought against anyone who makes, or causes to be made, a false statement in a document verified by a statement of truth without an honest belief in its truth. I am duly authorised by the Claimant to sign this statement."),
				ls("Signed: Gareth Holroyd", "Full name: Gareth Holroyd", "Position: Managing Director", "Dated: 14 May 2024"), gap(),
				p("Served this 20th day of May 2024 by Ashworth Rahman LLP, 82 King Street, Manchester M2 4WQ, solicitors for the Claimant (ref: NR/PPC/0411)."),
			},
		}}

	defence := doc{name: "Defence.pdf", font: "Times", size: 11.5, paper: "A4",
		pages: []page{
			with(court, between, []block{cb("DEFENCE OF THE FIRST AND SECOND DEFENDANTS"), rule(),
				p("1. Paragraphs 1 to 3 are admitted, save that the Defendants aver that Mrs Chauhan's resignation letter of 9 February 2024 disclosed her intention to trade on her own account."),
				p("2. Paragraph 4 is denied. Northwold approached Calderbrook directly on 8 January 2024, after PPC had declined by email of 11 December 2023 to tender for the seat-frame work because it lacked capacity. The opportunity was not one PPC could or would have taken up."),
				p("3. Paragraph 5 is denied. The board of PPC, and Mr Holroyd in particular, knew of the Northwold enquiry and of PPC's decision not to tender."),
				p("4. As to paragraph 6, it is admitted that files were copied on 28 December 2023. They were Mrs Chauhan's personal contacts and her own sales presentations, not PPC's confidential information. None was used in Calderbrook's tender."),
				p("5. It is denied that PPC is entitled to the relief claimed or to any relief."),
			}),
			{
				ls("DECLAN FARRELLY", "Briggate Chambers, Leeds"), gap(),
				lb("Statement of truth"),
				p("The Defendants believe that the facts stated in this Defence are true. I understand that proceedings for contempt of court may be brought against anyone who makes, or causes to be made, a false statement in a document verified by a statement of truth without an honest belief in its truth. I am the First Defendant and a director of the Second Defendant and am duly authorised to sign this statement on its behalf."),
				ls("Signed: Meera Chauhan", "Dated: 21 June 2024"), gap(),
				p("Dated 21 June 2024 and served by Hollingworth & Dey LLP, 3 Wellington Place, Leeds LS1 4AP, solicitors for the Defendants (ref: JW/CAL/2291; contact: Joanna Whitworth)."),
			},
		}}

	ws := doc{name: "First Witness Statement of Gareth Holroyd.pdf", font: "Times", size: 11.5, paper: "A4",
		pages: []page{
			with([]block{small(ls("Claimant", "G. Holroyd", "First", "Exhibit GH1", "9 September 2024"), 9.5), gap()}, court, between,
				[]block{cb("FIRST WITNESS STATEMENT OF GARETH HOLROYD"), rule(),
					p("I, GARETH HOLROYD, of Unit 4, Holmfirth Road Industrial Estate, Oldham OL3 7DQ, will say as follows:"),
					p("1. I am the Managing Director of the Claimant and have held that role since 2015. I make this statement in support of the Claimant's application for specific disclosure. The facts in it are within my own knowledge unless I say otherwise. There is now produced and shown to me a paginated bundle marked \"GH1\"; page references are to that exhibit."),
					p("2. I did not decide, and the board did not decide, not to tender for the Northwold work. The email of 11 December 2023 relied on at paragraph 2 of the Defence was sent by Mrs Chauhan from her own PPC account to Northwold's buyer and was not copied to me (GH1, p. 14). I first saw it on 19 July 2024, when it was disclosed with the Defendants' initial documents."),
				}),
			{
				p("3. At a management meeting on 4 December 2023, Mrs Chauhan reported that Northwold's programme had been \"put on hold until the next financial year\" (minutes at GH1, pp. 3-5). That was, as the Defendants now accept, untrue."),
				p("4. The Claimant seeks disclosure of Calderbrook's tender submission to Northwold, its pricing workings and the communications between Mrs Chauhan and Northwold between 1 October 2023 and 15 January 2024. Those documents go to the central issues of whether PPC's information was used and whether the opportunity was PPC's."),
				lb("Statement of truth"),
				p("I believe that the facts stated in this witness statement are true. I understand that proceedings for contempt of court may be brought against anyone who makes, or causes to be made, a false statement in a document verified by a statement of truth without an honest belief in its truth."),
				ls("Signed: Gareth Holroyd", "Dated: 9 September 2024"),
			},
		}}

	order := doc{name: "Order of HHJ Howells.pdf", font: "Times", size: 11.5, paper: "A4",
		pages: []page{
			with(court, between, []block{
				cb("ORDER"), gap(),
				p("BEFORE HER HONOUR JUDGE ANWEN HOWELLS sitting as a Judge of the High Court at the Manchester Civil Justice Centre, 1 Bridge Street West, Manchester M60 9DJ, on 3 October 2024"),
				p("UPON the Claimant's application by notice dated 9 September 2024 for specific disclosure"),
				p("AND UPON hearing Ms Eleri Pritchard-Jones of counsel for the Claimant and Mr Declan Farrelly of counsel for the Defendants"),
				p("AND UPON reading the first witness statement of Gareth Holroyd dated 9 September 2024 and the first witness statement of Meera Chauhan dated 26 September 2024"),
				cb("IT IS ORDERED THAT:"),
				p("1. The Defendants shall by 4pm on 31 October 2024 give specific disclosure of the documents described in paragraph 4 of Mr Holroyd's statement, with a disclosure certificate signed by the First Defendant."),
				p("2. The costs of the application are the Claimant's costs in the case."),
				p("3. The trial window remains the period of 10 days commencing on 7 April 2025."),
				p("4. Any party affected by this order may apply to set aside or vary it within 7 days of service."),
				gap(), l("Dated 3 October 2024"),
			}),
		}}

	const (
		fcf = "Claim Form.pdf"
		fp  = "Particulars of Claim.pdf"
		fd  = "Defence.pdf"
		fw  = "First Witness Statement of Gareth Holroyd.pdf"
		fo  = "Order of HHJ Howells.pdf"
	)
	return spec{
		name: "pennine-precision-v-chauhan-bpc-manchester", title: "Pennine Precision Coatings Ltd v Chauhan and Calderbrook Finishes Ltd (Business List (ChD), Manchester, BL-2024-MAN-000087), diverted contract",
		firstSight: &truth.Figures{PartyTruth: 9, PartyFound: 7, PartyCorrect: 7, EventTruth: 30, EventHits: 30, Grounded: 1}, // at commit 5a27204
		docs:       []doc{claim, poc, defence, ws, order},
		parties: []truth.Party{
			{Name: "Pennine Precision Coatings Limited", Role: "plaintiff"},
			{Name: "Meera Chauhan", Role: "defendant"},
			{Name: "Calderbrook Finishes Limited", Role: "defendant"},
			{Name: "Nadeem Rashid", Role: "counsel"},
			{Name: "Eleri Pritchard-Jones", Role: "counsel"},
			{Name: "Declan Farrelly", Role: "counsel"},
			{Name: "Joanna Whitworth", Role: "counsel"},
			{Name: "Gareth Holroyd", Role: "declarant"}, // his witness statement
			{Name: "Anwen Howells", Role: "judge"},
		},
		events: []truth.Event{
			{Date: "2024-05-14", File: fcf, Page: 1},
			{Date: "2024-01-15", File: fcf, Page: 1},
			{Date: "2024-05-13", File: fcf, Page: 2},
			{Date: "2017-04-03", File: fp, Page: 1},
			{Date: "2019-07-01", File: fp, Page: 1},
			{Date: "2024-02-09", File: fp, Page: 1},
			{Date: "2024-05-09", File: fp, Page: 1},
			{Date: "2023-11-22", File: fp, Page: 1},
			{Date: "2024-01-15", File: fp, Page: 1},
			{Date: "2024-03-06", File: fp, Page: 2},
			{Date: "2023-12-28", File: fp, Page: 2},
			{Date: "2024-05-14", File: fp, Page: 2},
			{Date: "2024-05-20", File: fp, Page: 2},
			{Date: "2024-02-09", File: fd, Page: 1},
			{Date: "2024-01-08", File: fd, Page: 1},
			{Date: "2023-12-11", File: fd, Page: 1},
			{Date: "2023-12-28", File: fd, Page: 1},
			{Date: "2024-06-21", File: fd, Page: 2},
			{Date: "2024-09-09", File: fw, Page: 1},
			{Date: "2023-12-11", File: fw, Page: 1},
			{Date: "2024-07-19", File: fw, Page: 1},
			{Date: "2023-12-04", File: fw, Page: 2},
			{Date: "2023-10-01", File: fw, Page: 2},
			{Date: "2024-01-15", File: fw, Page: 2},
			{Date: "2024-09-09", File: fw, Page: 2},
			{Date: "2024-10-03", File: fo, Page: 1},
			{Date: "2024-09-09", File: fo, Page: 1},
			{Date: "2024-09-26", File: fo, Page: 1},
			{Date: "2024-10-31", File: fo, Page: 1},
			{Date: "2025-04-07", File: fo, Page: 1},
		},
	}
}
