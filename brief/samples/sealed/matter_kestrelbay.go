package sealed

import "pramaan/brief/truth"

// A distribution-agreement claim in the London Circuit Commercial Court
// (King's Bench Division), A4: the claim form laid out as the court's form
// (label and box rows for the court, claim number, issue date, parties'
// names and addresses with company numbers, brief details, value, the
// solicitor's statement of truth with firm and position, the address for
// documents with reference), the defence ("BETWEEN ... Claimant - and -
// ... Defendant", counsel's name and chambers, the finance director's
// statement of truth, the solicitors' name, address and reference), the
// claimant's commercial director's first witness statement in support of
// an application for summary judgment (the top-right marginal note, exhibit
// references), and the order of a circuit judge sitting as a judge of the
// High Court ("BEFORE HIS HONOUR JUDGE ... KC", "UPON hearing counsel for
// the Claimant, Ms ..., and counsel for the Defendant, Mr ...", judgment on
// part, directions to trial "by 4pm on", the service note).
func init() { specs = append(specs, kestrelBay) }

func kestrelBay() spec {
	head := []block{
		r("Claim No. LM-2024-000214"), gap(),
		lb("IN THE HIGH COURT OF JUSTICE"), lb("BUSINESS AND PROPERTY COURTS OF ENGLAND AND WALES"), lb("LONDON CIRCUIT COMMERCIAL COURT (KBD)"), gap(),
		lb("BETWEEN:"), gap(),
		cb("KESTREL BAY MARINE ELECTRONICS LIMITED"), r("Claimant"), c("- and -"),
		cb("BRIGHTWATER LEISURE CRAFT LIMITED"), r("Defendant"), rule(),
	}
	lv := []float64{0.34, 0.66}

	claim := doc{name: "Claim Form.pdf", font: "Helvetica", size: 9.5, paper: "A4",
		footer: "N1 Claim form (CPR Part 7) (04.24)                                   © Crown Copyright 2024", footerAlign: "L",
		pages: []page{
			{
				stamp("HIGH COURT OF JUSTICE", "KING'S BENCH DIVISION", "ISSUED", "18 JUN 2024", "LONDON CIRCUIT COMMERCIAL COURT"),
				lb("Claim Form"), gap(),
				row(lv, "In the", "High Court of Justice, Business and Property Courts of England and Wales, London Circuit Commercial Court (KBD)"),
				row(lv, "Fee Account no.", "PBA0091774"),
				row(lv, "Claim no.", "LM-2024-000214"),
				row(lv, "Issue date", "18 June 2024"), gap(),
				lb("Claimant(s) name(s) and address(es) including postcode"),
				p("KESTREL BAY MARINE ELECTRONICS LIMITED (company number 08817452), Unit 4, Saltern Quay, Hamble-le-Rice, Southampton SO31 4NB"),
				lb("Defendant(s) name(s) and address(es) including postcode"),
				p("BRIGHTWATER LEISURE CRAFT LIMITED (company number 05592036), Brightwater House, Harbour Road, Poole, Dorset BH15 4AJ"),
				lb("Brief details of claim"),
				p("The Claimant claims damages for the Defendant's wrongful termination of a written exclusive distribution agreement dated 3 March 2021 (the \"Agreement\"), by which the Claimant was appointed exclusive distributor in the United Kingdom of the Defendant's navigation and control systems for leisure craft, and the price of goods sold and delivered under invoices dated 15 January 2024 and 14 February 2024, together with interest under section 35A of the Senior Courts Act 1981 and costs."),
				lb("Value"),
				p("The Claimant expects to recover more than £1,000,000, being £412,880.00 for the price of goods and damages for loss of profit to be assessed of not less than £1,150,000."),
				row(lv, "Defendant's name and address for service including postcode", "Brightwater Leisure Craft Limited, Brightwater House, Harbour Road, Poole, Dorset BH15 4AJ"),
				row(lv, "Particulars of Claim", "attached"),
				gap(),
				row([]float64{0.5, 0.5}, "", "Amount claimed   £1,562,880.00\nCourt fee           £10,000.00\nLegal representative's costs   to be assessed\nTotal amount    £1,572,880.00"),
			},
			{
				lb("Statement of truth"),
				p("The Claimant believes that the facts stated in this claim form are true. The Claimant understands that proceedings for contempt of court may be brought against anyone who makes, or causes to be made, a false statement in a document verified by a statement of truth without an honest belief in its truth. I am duly authorised by the claimant to sign this statement."),
				row(lv, "Signature", "Imogen Stratton-Vale"),
				row(lv, "", "Claimant's legal representative (as defined by CPR 2.3(1))"),
				row(lv, "Date", "17 June 2024"),
				row(lv, "Full name", "Imogen Stratton-Vale"),
				row(lv, "Name of claimant's legal representative's firm", "Harlow Venn LLP"),
				row(lv, "Position or office held", "Partner"), gap(),
				lb("Claimant's or claimant's legal representative's address to which documents should be sent"),
				row(lv, "Building and street", "12 Bishop's Court, Old Bailey"),
				row(lv, "Town or city", "London"),
				row(lv, "Postcode", "EC4M 7AP"),
				row(lv, "DX number", "DX 98 London/Chancery Lane"),
				row(lv, "Your Ref.", "ISV/KBM/4471"),
				row(lv, "Email", "imogen.strattonvale@harlowvenn.example"),
			},
		}}

	defence := doc{name: "Defence.pdf", font: "Times", size: 11.5, paper: "A4", footer: "%d",
		pages: []page{
			with(head, []block{
				cb("DEFENCE"), rule(),
				p("1. Save where otherwise stated, references below to paragraphs are to paragraphs of the Particulars of Claim, and the Defendant adopts the Claimant's definitions without admission."),
				p("2. Paragraphs 1 to 4 are admitted. The Defendant entered into the Agreement with the Claimant on 3 March 2021."),
				p("3. As to paragraph 7, it is admitted that the Defendant terminated the Agreement by letter dated 2 April 2024. It is denied that the termination was wrongful. The Claimant had failed to meet the minimum purchase target in clause 6.2 for two consecutive contract years, which was a repudiatory breach entitling the Defendant to terminate under clause 14.1(b) or alternatively at common law."),
				p("4. Further or alternatively, the Claimant sold competing autopilot units manufactured by a third party from about September 2023, in breach of the exclusivity covenant in clause 9, which the Defendant discovered shortly before it terminated the Agreement."),
				p("5. As to paragraph 9, it is admitted that the invoices dated 15 January 2024 and 14 February 2024 were issued and that the sum of £412,880.00 has not been paid. The Defendant is entitled to set off against that sum its damages for the Claimant's breaches of clause 9, which exceed it."),
				p("6. It is denied that the Claimant is entitled to damages for loss of profit, or to interest as claimed, or at all."),
			}),
			{
				lb("STATEMENT OF TRUTH"),
				p("The Defendant believes that the facts stated in this Defence are true. The Defendant understands that proceedings for contempt of court may be brought against anyone who makes, or causes to be made, a false statement in a document verified by a statement of truth without an honest belief in its truth. I am duly authorised by the Defendant to sign this statement."),
				ls("Signed: Sunita Raval", "Position: Finance Director", "Dated: 29 July 2024"), gap(),
				r("RUPERT ELLINGHAM-SHAW"), r("Selborne Walk Chambers"), gap(),
				ls("Served this 29th day of July 2024 by Carrow & Pease LLP, 40 Gracechurch Street, London EC3V 0BT,", "Solicitors for the Defendant (ref: MOF/BWL/0193; contact: Marcus Oduya-Fenwick, Partner)."),
			},
		}}

	ws := doc{name: "First Witness Statement of Alasdair James Kinnear.pdf", font: "Times", size: 11.5, paper: "A4", footer: "%d",
		pages: []page{
			with([]block{
				ls("                                                                        Claimant", "                                                                        A.J. Kinnear", "                                                                        First", "                                                                        Exhibit AJK1", "                                                                        14 November 2024"),
			}, head, []block{
				cb("FIRST WITNESS STATEMENT OF ALASDAIR JAMES KINNEAR"), rule(),
				p("I, ALASDAIR JAMES KINNEAR, of Unit 4, Saltern Quay, Hamble-le-Rice, Southampton SO31 4NB, WILL SAY as follows:"),
				p("1. I am the Commercial Director of the Claimant, and I have held that position since 2019. I make this statement in support of the Claimant's application dated 14 November 2024 for summary judgment on the claim for the price of goods. The facts in it are within my own knowledge unless I say otherwise. There is now produced and shown to me a paginated bundle of documents marked \"AJK1\"; page references below are to that bundle."),
				p("2. The Claimant placed purchase orders under the Agreement, and the Defendant delivered the goods and invoiced them on 15 January 2024 and 14 February 2024 (AJK1/12-19). The Defendant never complained of the goods and has not paid for them. A week after the termination the Defendant's then sales director emailed me to say that the invoices would be \"settled in the normal way\" (AJK1/24)."),
			}),
			{
				p("3. The Defendant's set-off rests on its allegation that we sold competing autopilot units. We did not. The units it refers to were second-hand units taken in part-exchange by one of our dealers and resold by it in October 2023 without our knowledge (AJK1/31-36). In any event the set-off is for unliquidated damages and it does not impeach the price of goods delivered."),
				p("4. The Claimant's solicitors, Harlow Venn LLP, sent a letter before claim on 23 April 2024 (AJK1/40-44). The reply dated 21 May 2024 (AJK1/45-47) raised the minimum purchase target for the first time."),
				lb("Statement of truth"),
				p("I believe that the facts stated in this witness statement are true. I understand that proceedings for contempt of court may be brought against anyone who makes, or causes to be made, a false statement in a document verified by a statement of truth without an honest belief in its truth."),
				ls("Signed: Alasdair James Kinnear", "Dated: 14 November 2024"),
			},
		}}

	order := doc{name: "Order on Summary Judgment Application.pdf", font: "Times", size: 11.5, paper: "A4",
		pages: []page{
			with([]block{
				stamp("SEALED", "HIGH COURT OF JUSTICE", "06 DEC 2024", "LONDON CIRCUIT COMMERCIAL COURT"),
			}, head, []block{
				cb("ORDER"), gap(),
				lb("BEFORE HIS HONOUR JUDGE TREGANNA KC sitting as a Judge of the High Court"), gap(),
				l("On 6 December 2024, at the Rolls Building, 7 Rolls Buildings, Fetter Lane, London EC4A 1NL"), gap(),
				p("UPON the Claimant's application dated 14 November 2024 for summary judgment under CPR 24.3 on its claim for the price of goods sold and delivered"),
				p("AND UPON hearing counsel for the Claimant, Ms Priyanka Dhillon-Hart, and counsel for the Defendant, Mr Rupert Ellingham-Shaw"),
				p("AND UPON reading the first witness statement of Alasdair James Kinnear dated 14 November 2024 and the first witness statement of Marcus Oduya-Fenwick dated 29 November 2024"),
				lb("IT IS ORDERED THAT:"),
				p("1. There be judgment for the Claimant against the Defendant in the sum of £412,880.00 together with interest under section 35A of the Senior Courts Act 1981 of £21,116.47, which the Defendant shall pay by 4pm on 20 December 2024."),
				p("2. The remainder of the claim and the Defendant's defence of set-off shall proceed to trial. The Defendant shall serve any counterclaim by 4pm on 10 January 2025."),
			}),
			{
				p("3. The parties shall give disclosure by 4pm on 31 January 2025, exchange witness statements of fact by 4pm on 28 March 2025, and file a costs and case management conference questionnaire in the event of any dispute."),
				p("4. The trial shall be listed for five days in a window commencing 6 October 2025."),
				p("5. The Defendant shall pay the Claimant's costs of the application, summarily assessed at £38,500, by 4pm on 20 December 2024."),
				gap(),
				p("Service of the order: The court has provided a sealed copy of this order to the serving party: Harlow Venn LLP, 12 Bishop's Court, Old Bailey, London EC4M 7AP (ref: ISV/KBM/4471), and to Carrow & Pease LLP, 40 Gracechurch Street, London EC3V 0BT (ref: MOF/BWL/0193)."),
			},
		}}

	return spec{
		name: "kestrel-bay-v-brightwater-lcc", title: "Kestrel Bay Marine Electronics Ltd v Brightwater Leisure Craft Ltd (London Circuit Commercial Court, LM-2024-000214), distribution agreement",
		firstSight: &truth.Figures{PartyTruth: 9, PartyFound: 7, PartyCorrect: 6, EventTruth: 25, EventHits: 25, Grounded: 1}, // at commit 0946ef1
		docs:       []doc{claim, defence, ws, order},
		parties: []truth.Party{
			{Name: "Kestrel Bay Marine Electronics Limited", Role: "plaintiff"},
			{Name: "Brightwater Leisure Craft Limited", Role: "defendant"},
			{Name: "Imogen Stratton-Vale", Role: "counsel"},
			{Name: "Marcus Oduya-Fenwick", Role: "counsel"},
			{Name: "Marcus Oduya-Fenwick", Role: "declarant"}, // his witness statement is read on the application
			{Name: "Priyanka Dhillon-Hart", Role: "counsel"},
			{Name: "Rupert Ellingham-Shaw", Role: "counsel"},
			{Name: "Alasdair James Kinnear", Role: "declarant"},
			{Name: "Treganna", Role: "judge"},
		},
		events: []truth.Event{
			{Date: "2024-06-18", File: "Claim Form.pdf", Page: 1},
			{Date: "2021-03-03", File: "Claim Form.pdf", Page: 1},
			{Date: "2024-01-15", File: "Claim Form.pdf", Page: 1},
			{Date: "2024-02-14", File: "Claim Form.pdf", Page: 1},
			{Date: "2024-06-17", File: "Claim Form.pdf", Page: 2},
			{Date: "2021-03-03", File: "Defence.pdf", Page: 1},
			{Date: "2024-04-02", File: "Defence.pdf", Page: 1},
			{Date: "2024-01-15", File: "Defence.pdf", Page: 1},
			{Date: "2024-02-14", File: "Defence.pdf", Page: 1},
			{Date: "2024-07-29", File: "Defence.pdf", Page: 2},
			{Date: "2024-11-14", File: "First Witness Statement of Alasdair James Kinnear.pdf", Page: 1},
			{Date: "2024-01-15", File: "First Witness Statement of Alasdair James Kinnear.pdf", Page: 1},
			{Date: "2024-02-14", File: "First Witness Statement of Alasdair James Kinnear.pdf", Page: 1},
			{Date: "2024-04-23", File: "First Witness Statement of Alasdair James Kinnear.pdf", Page: 2},
			{Date: "2024-05-21", File: "First Witness Statement of Alasdair James Kinnear.pdf", Page: 2},
			{Date: "2024-11-14", File: "First Witness Statement of Alasdair James Kinnear.pdf", Page: 2},
			{Date: "2024-12-06", File: "Order on Summary Judgment Application.pdf", Page: 1},
			{Date: "2024-11-14", File: "Order on Summary Judgment Application.pdf", Page: 1},
			{Date: "2024-11-29", File: "Order on Summary Judgment Application.pdf", Page: 1},
			{Date: "2024-12-20", File: "Order on Summary Judgment Application.pdf", Page: 1},
			{Date: "2025-01-10", File: "Order on Summary Judgment Application.pdf", Page: 1},
			{Date: "2025-01-31", File: "Order on Summary Judgment Application.pdf", Page: 2},
			{Date: "2025-03-28", File: "Order on Summary Judgment Application.pdf", Page: 2},
			{Date: "2025-10-06", File: "Order on Summary Judgment Application.pdf", Page: 2},
			{Date: "2024-12-20", File: "Order on Summary Judgment Application.pdf", Page: 2},
		},
	}
}
