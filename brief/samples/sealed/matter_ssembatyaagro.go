package sealed

import "pramaan/brief/truth"

// A commercial suit in the High Court of Uganda, Commercial Division, at
// Kampala, over coffee lost in transit, A4: the plaint ("THE REPUBLIC OF
// UGANDA", "CIVIL SUIT NO. 0287 OF 2024", the parties ruled to their labels
// with colons, "The Plaintiff's claim against the Defendant is for", the
// registry's receipt stamp, "DATED at Kampala this ... day of", the firm's
// signature "COUNSEL FOR THE PLAINTIFF", "DRAWN & FILED BY: M/s ...
// Advocates", the summary of evidence and lists of witnesses and documents
// the Commercial Court rules ask for), the written statement of defence
// (notice of a preliminary objection, denials paragraph by paragraph, its
// own list of witnesses, "DRAWN & FILED BY:"), and the ruling on the
// preliminary objection ("BEFORE: HON. JUSTICE ...", "RULING",
// "Representation", "Counsel for the plaintiff" and "Counsel for the
// defendant", Order 7 rule 11, costs in the cause, the judge's name over
// "JUDGE" and the date, "Ruling delivered in the presence of:" with the
// court clerk).
func init() { specs = append(specs, ssembatyaAgro) }

func ssembatyaAgro() spec {
	head := []block{
		cb("THE REPUBLIC OF UGANDA"),
		cb("IN THE HIGH COURT OF UGANDA AT KAMPALA"),
		cb("(COMMERCIAL DIVISION)"),
		cb("CIVIL SUIT NO. 0287 OF 2024"), gap(),
		row([]float64{0.78, 0.22}, "SSEMBATYA AGRO PROCESSORS LIMITED :::::::::::::::::::::::::::::::::::::::", "PLAINTIFF"),
		c("VERSUS"),
		row([]float64{0.78, 0.22}, "RWENZORI CREST LOGISTICS (U) LIMITED :::::::::::::::::::::::::::::::::::", "DEFENDANT"),
		gap(),
	}
	plaint := doc{name: "Plaint.pdf", font: "Times", size: 11.5, paper: "A4",
		footer: "Plaint - Civil Suit No. 0287 of 2024          Page %d of %t",
		pages: []page{
			with([]block{stamp("HIGH COURT OF UGANDA", "COMMERCIAL DIVISION", "RECEIVED", "12 MAR 2024", "REGISTRY")}, head, []block{
				cb("PLAINT"), gap(),
				p("1. The Plaintiff is a limited liability company incorporated in Uganda carrying on the business of processing and exporting coffee, whose address for purposes of this suit is c/o M/s Mugerwa, Atuhaire & Co. Advocates, Plot 14 Kampala Road, Impala House, 3rd Floor, P.O. Box 27114, Kampala."),
				p("2. The Defendant is a limited liability company incorporated in Uganda carrying on the business of road haulage and clearing and forwarding. The Plaintiff's advocates undertake to effect service of summons on the Defendant."),
				p("3. The Plaintiff's claim against the Defendant is for recovery of UGX 486,750,000 (Uganda Shillings Four Hundred Eighty Six Million Seven Hundred Fifty Thousand only) being the value of 1,350 bags of clean Robusta coffee lost in the Defendant's custody, general damages for breach of contract, interest and costs of the suit."),
				lb("FACTS CONSTITUTING THE CAUSE OF ACTION"),
				p("4. By a haulage agreement dated 4th September, 2023, the Defendant undertook to carry the Plaintiff's consignments of coffee from the Plaintiff's factory at Kasese to the Port of Mombasa and to deliver them to the Plaintiff's shipping agent in the same order and condition in which they were received."),
				p("5. On 16th October, 2023, the Defendant received 1,350 bags of coffee weighing 81,000 kilograms on truck registration number UBJ 412K and trailer ZE 7719, and issued its consignment note No. RCL/KSE/2291 of the same date."),
				p("6. The consignment never arrived at Mombasa. On 23rd October, 2023, the Defendant informed the Plaintiff that the truck had been diverted and that the coffee could not be traced. A report was made to Police at Malaba under SD Ref. 14/23/10/2023."),
				p("7. The Plaintiff issued a notice of intention to sue on 8th December, 2023. The Defendant did not pay."),
			}),
			{
				p("8. The Plaintiff avers that the Defendant, as a carrier for reward, is liable for the loss of the consignment while in its custody and that the loss was occasioned by the Defendant's breach of clauses 5 and 9 of the haulage agreement."),
				lb("PARTICULARS OF BREACH"),
				p("(a) Failing to deliver the consignment to the Plaintiff's shipping agent at Mombasa; (b) failing to track and secure the truck in transit; (c) failing to report the diversion within twenty-four hours as the agreement required; (d) failing to insure the consignment in transit."),
				p("9. The cause of action arose at Kampala within the jurisdiction of this Honourable Court."),
				lb("WHEREFORE the Plaintiff prays for judgment against the Defendant for:"),
				p("(a) UGX 486,750,000 being the value of the lost consignment; (b) general damages for breach of contract; (c) interest on (a) at 24% per annum from 23rd October, 2023 until payment in full, and on (b) at court rate from judgment; (d) costs of the suit."),
				gap(),
				l("DATED at Kampala this 11th day of March, 2024."), gap(),
				row([]float64{0.5, 0.5}, "", "..................................................\nM/S MUGERWA, ATUHAIRE & CO. ADVOCATES\nCOUNSEL FOR THE PLAINTIFF"),
				gap(),
				small(ls("DRAWN & FILED BY:", "M/s Mugerwa, Atuhaire & Co. Advocates,", "Plot 14 Kampala Road, Impala House, 3rd Floor,", "P.O. Box 27114, Kampala."), 10),
				gap(),
				lb("SUMMARY OF EVIDENCE"),
				p("The Plaintiff will rely on the haulage agreement, the consignment note, the correspondence between the parties, the police report and the notice of intention to sue, and will lead evidence that the consignment was received by the Defendant and not delivered."),
				lb("LIST OF WITNESSES"),
				p("1. Mr. Daniel Ssembatya, Managing Director of the Plaintiff. 2. Any other witness with leave of court."),
				lb("LIST OF DOCUMENTS"),
				p("1. Haulage agreement dated 4th September, 2023. 2. Consignment note No. RCL/KSE/2291. 3. Defendant's letter dated 23rd October, 2023. 4. Notice of intention to sue dated 8th December, 2023."),
			},
		}}

	wsd := doc{name: "Written Statement of Defence.pdf", font: "Times", size: 11.5, paper: "A4",
		footer: "WSD - Civil Suit No. 0287 of 2024          Page %d of %t",
		pages: []page{
			with([]block{stamp("HIGH COURT OF UGANDA", "COMMERCIAL DIVISION", "RECEIVED", "04 APR 2024", "REGISTRY")}, head, []block{
				cb("WRITTEN STATEMENT OF DEFENCE"), gap(),
				p("1. The Defendant shall raise a preliminary objection at the earliest opportunity to the effect that the plaint discloses no cause of action against the Defendant, the consignment note having been issued by Rwenzori Crest Freight Services Limited, a separate legal entity, and shall pray that the plaint be rejected under Order 7 rule 11 of the Civil Procedure Rules."),
				p("2. Without prejudice to the foregoing, save as is hereinafter expressly admitted, the Defendant denies each and every allegation in the plaint as if the same were set out and traversed seriatim."),
				p("3. The Defendant admits paragraphs 1 and 2 of the plaint in so far as they describe the parties. The address for service of the Defendant for purposes of this suit is c/o M/s Okello-Nsubuga & Co. Advocates, Plot 7 Buganda Road, P.O. Box 9082, Kampala."),
				p("4. In reply to paragraphs 4 and 5 of the plaint, the Defendant avers that the haulage agreement was novated to its sister company on 1st October, 2023, and that the truck and trailer were at all material times owned and operated by that company."),
				p("5. The Defendant denies paragraph 6 of the plaint and avers that the diversion was an act of theft by the driver, which was reported to Police and was beyond the Defendant's control, and relies on clause 12 (force majeure) of the agreement. The Defendant denies receipt of any notice of intention to sue."),
				p("6. The Defendant denies that the Plaintiff is entitled to the reliefs sought and prays that the suit be dismissed with costs."),
				gap(),
				l("DATED at Kampala this 3rd day of April, 2024."), gap(),
				row([]float64{0.5, 0.5}, "", "..................................................\nM/S OKELLO-NSUBUGA & CO. ADVOCATES\nCOUNSEL FOR THE DEFENDANT"),
				gap(),
				small(ls("DRAWN & FILED BY:", "M/s Okello-Nsubuga & Co. Advocates, Plot 7 Buganda Road, P.O. Box 9082, Kampala."), 10),
				lb("LIST OF WITNESSES"),
				p("1. Mr. Patrick Owor Oketcho, Operations Manager of the Defendant. 2. Any other witness with leave of court."),
			}),
		}}

	ruling := doc{name: "Ruling on Preliminary Objection.pdf", font: "Times", size: 11.5, paper: "A4",
		footer: "%d",
		pages: []page{
			with(head, []block{
				lb("BEFORE: HON. JUSTICE BONIFACE KYOMUHENDO WABWIRE"), gap(),
				cb("RULING"), gap(),
				lb("Representation"),
				p("The Plaintiff was represented by Mr. Ronald Atuhaire of M/s Mugerwa, Atuhaire & Co. Advocates, while the Defendant was represented by Ms. Sharon Akello Nsubuga of M/s Okello-Nsubuga & Co. Advocates."),
				lb("Background"),
				p("The Plaintiff filed this suit on 12th March, 2024 seeking recovery of UGX 486,750,000 being the value of 1,350 bags of coffee said to have been lost in the Defendant's custody in transit from Kasese to Mombasa, general damages, interest and costs. The Defendant filed its written statement of defence on 4th April, 2024 and gave notice of a preliminary objection. When the suit came up for the scheduling conference on 27th June, 2024, the court directed the parties to file written submissions on the objection, which they did."),
				lb("The objection"),
				p("Counsel for the defendant submitted that the plaint discloses no cause of action against the Defendant because the consignment note was issued by Rwenzori Crest Freight Services Limited, a distinct company, and the haulage agreement had been novated to that company. She relied on Order 7 rule 11(a) of the Civil Procedure Rules and Auto Garage v Motokov (No. 3) [1971] EA 514."),
				p("Counsel for the plaintiff replied that the question whether there is a cause of action is determined upon perusal of the plaint and its annexures alone, assuming the averments to be true. The plaint shows that the Plaintiff enjoyed a right under the haulage agreement of 4th September, 2023, that the right was violated, and that the Defendant is liable. The alleged novation is a matter of evidence."),
			}),
			{
				lb("Determination"),
				p("I have considered the pleadings and the submissions of both counsel. A plaint discloses a cause of action if it shows that the plaintiff enjoyed a right, that the right has been violated and that the defendant is liable: Auto Garage v Motokov (supra). In deciding the point the court looks only at the plaint and its annexures and assumes the facts pleaded to be true."),
				p("The agreement annexed to the plaint is executed by the Defendant, and paragraphs 4 to 8 of the plaint plead receipt of the consignment on 16th October, 2023 and its loss. The novation on which the Defendant relies, said to have taken effect on 1st October, 2023, is not apparent on the face of the plaint. Whether the agreement was novated, and whether the consignment note binds the Defendant, are questions of fact to be resolved at the trial."),
				p("The preliminary objection is accordingly overruled. The costs shall abide the outcome of the suit. The suit is fixed for the scheduling conference on 14th November, 2024 at 9:30 a.m., and the parties shall file their joint scheduling memorandum by 31st October, 2024."),
				gap(),
				l("I so order."), gap(),
				l("Delivered at Kampala this 24th day of September, 2024."), gap(),
				row([]float64{0.5, 0.5}, "", "..................................................\nBONIFACE KYOMUHENDO WABWIRE\nJUDGE\n24/09/2024"),
				gap(),
				lb("Ruling delivered in the presence of:"),
				ls("Mr. Ronald Atuhaire, Counsel for the plaintiff", "Ms. Sharon Akello Nsubuga, Counsel for the defendant", "Mr. Daniel Ssembatya, Managing Director of the plaintiff", "Ms. Joan Nabirye, Court Clerk"),
			},
		}}

	return spec{
		name:       "ssembatya-agro-v-rwenzori-crest-ughc",
		title:      "Ssembatya Agro Processors Ltd v Rwenzori Crest Logistics (U) Ltd (High Court of Uganda, Commercial Division, Civil Suit No. 0287 of 2024), coffee lost in transit",
		firstSight: &truth.Figures{PartyTruth: 7, PartyFound: 7, PartyCorrect: 5, EventTruth: 21, EventHits: 21, Grounded: 1}, // at commit 40174fb
		docs:       []doc{plaint, wsd, ruling},
		parties: []truth.Party{
			{Name: "Ssembatya Agro Processors Limited", Role: "plaintiff"},
			{Name: "Rwenzori Crest Logistics (U) Limited", Role: "defendant"},
			{Name: "Ronald Atuhaire", Role: "counsel"},
			{Name: "Sharon Akello Nsubuga", Role: "counsel"},
			{Name: "Boniface Kyomuhendo Wabwire", Role: "judge"},
			{Name: "Daniel Ssembatya", Role: "witness"},     // the plaint's list of witnesses
			{Name: "Patrick Owor Oketcho", Role: "witness"}, // the defence's list of witnesses
		},
		events: []truth.Event{
			{Date: "2024-03-12", File: "Plaint.pdf", Page: 1}, // the registry's stamp
			{Date: "2023-09-04", File: "Plaint.pdf", Page: 1},
			{Date: "2023-10-16", File: "Plaint.pdf", Page: 1},
			{Date: "2023-10-23", File: "Plaint.pdf", Page: 1},
			{Date: "2023-12-08", File: "Plaint.pdf", Page: 1},
			{Date: "2023-10-23", File: "Plaint.pdf", Page: 2},
			{Date: "2024-03-11", File: "Plaint.pdf", Page: 2},
			{Date: "2023-09-04", File: "Plaint.pdf", Page: 2},
			{Date: "2023-12-08", File: "Plaint.pdf", Page: 2},
			{Date: "2024-04-04", File: "Written Statement of Defence.pdf", Page: 1}, // the registry's stamp
			{Date: "2023-10-01", File: "Written Statement of Defence.pdf", Page: 1},
			{Date: "2024-04-03", File: "Written Statement of Defence.pdf", Page: 1},
			{Date: "2024-03-12", File: "Ruling on Preliminary Objection.pdf", Page: 1},
			{Date: "2024-04-04", File: "Ruling on Preliminary Objection.pdf", Page: 1},
			{Date: "2024-06-27", File: "Ruling on Preliminary Objection.pdf", Page: 1},
			{Date: "2023-09-04", File: "Ruling on Preliminary Objection.pdf", Page: 1},
			{Date: "2023-10-16", File: "Ruling on Preliminary Objection.pdf", Page: 2},
			{Date: "2023-10-01", File: "Ruling on Preliminary Objection.pdf", Page: 2},
			{Date: "2024-11-14", File: "Ruling on Preliminary Objection.pdf", Page: 2},
			{Date: "2024-10-31", File: "Ruling on Preliminary Objection.pdf", Page: 2},
			{Date: "2024-09-24", File: "Ruling on Preliminary Objection.pdf", Page: 2},
		},
	}
}
