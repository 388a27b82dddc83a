package samples

// DEV SET (held out at first sight): a Singapore High Court action under the
// Rules of Court 2021. The originating claim on its prescribed form ("Form
// 6", the case number "HC/OC 214/2024" in the corner, "Between ... Claimant
// / And ... Defendants" with UEN and NRIC numbers after each name, "This
// Originating Claim is filed by X LLC, solicitors for the Claimant") with
// the statement of claim after it; the defendants' defence filed "by Y LLP
// (Mr A / Ms B)"; an affidavit of evidence-in-chief ("I, NAME (NRIC No.
// ...), of ..., do make oath and say", "Sworn by the abovenamed ... Before
// me, A COMMISSIONER FOR OATHS", exhibits marked "TSL-1") whose commissioner
// is no party; and the written judgment in the law report's form ("[2025]
// SGHC 41", the judge as "Ong Hwee Lin J", hearing dates "14, 15 January
// 2025", counsel listed at the end as "A and B (Firm) for the claimant;").
// An eLitigation filing stamp runs along each filed page's foot.
func init() { specs = append(specs, meranti) }

func meranti() matterSpec {
	court := []block{cb("IN THE GENERAL DIVISION OF THE HIGH COURT OF THE REPUBLIC OF SINGAPORE"), gap(), r("HC/OC 214/2024"), gap()}
	between := []block{
		l("Between"), gap(),
		ls("     MERANTI TIMBER TRADING PTE. LTD.", "     (UEN No. 201412345K)", "                                                                     ... Claimant"),
		gap(), l("And"), gap(),
		ls("     1. LIM BOON KIAT", "        (NRIC No. S7512345D)", "     2. GOLDLEAF LOGISTICS PTE. LTD.", "        (UEN No. 201998765M)", "                                                                     ... Defendants"),
		gap(),
	}
	oc := doc{name: "Originating Claim HC-OC 214-2024.pdf", font: "Times", size: 11.5,
		footer: "Filed: 08-Mar-2024 03:21 PM    Doc: HC/OC 214/2024/1    Page %d of %t",
		pages: []page{
			append(append(append([]block{r("Form 6")}, court...), between...),
				cb("ORIGINATING CLAIM"), gap(),
				p("To the Defendants: 1. Lim Boon Kiat, of 22 Jalan Kembangan, Singapore 419125; 2. Goldleaf Logistics Pte. Ltd., of 9 Pandan Loop, #03-11, Singapore 128227."),
				p("The Claimant claims against you for the sums set out in the Statement of Claim attached. If you intend to contest this claim, you must file and serve a Notice of Intention to Contest or Not Contest within 21 days after you receive this Originating Claim."),
				p("This Originating Claim is filed by DREW & KHOO LLC, solicitors for the Claimant, whose address is 30 Raffles Place, #17-01, Singapore 048622 (Ref: PN/MT/2024-031)."),
				ls("Dated this 8th day of March 2024.", "", "Entered No. 214 of 2024", "", "                                                   ____________________", "                                                   REGISTRAR"),
			),
			{
				cb("STATEMENT OF CLAIM"), gap(),
				p("1. The Claimant is a company incorporated in Singapore which imports and sells sawn tropical hardwood. The 1st Defendant was at all material times a director and shareholder of the 2nd Defendant, a freight forwarder."),
				p("2. By a written Logistics Services Agreement dated 2 May 2022 (the \"Agreement\"), the 2nd Defendant agreed to receive, store and deliver the Claimant's consignments of meranti timber arriving at Pasir Panjang Terminal."),
				p("3. On 19 October 2023, 146 cubic metres of the Claimant's timber held at the 2nd Defendant's warehouse were released to a third party without the Claimant's authority. The 1st Defendant signed the release order on 17 October 2023."),
				p("4. The Claimant's solicitors demanded the return of the timber or its value by a letter of 6 November 2023. No reply was received."),
				p("5. The Claimant claims against the Defendants jointly and severally damages of S$412,600, interest, and costs."),
				ls("Dated this 8th day of March 2024.", "", "", "DREW & KHOO LLC", "Solicitors for the Claimant", "Ms Priya Nair / Mr Marcus Teo"),
			},
		}}

	defence := doc{name: "Defence of the Defendants.pdf", font: "Times", size: 11.5,
		footer: "Filed: 12-Apr-2024 11:05 AM    Doc: HC/OC 214/2024/3    Page %d of %t",
		pages: []page{
			append(append(append([]block{}, court...), between...),
				cb("DEFENCE OF THE 1ST AND 2ND DEFENDANTS"), gap(),
				p("1. Save as expressly admitted below, the Defendants deny each and every allegation in the Statement of Claim as if the same were set out herein and traversed seriatim."),
				p("2. Paragraph 2 of the Statement of Claim is admitted. The Defendants will rely on clause 14 of the Agreement, which limits the 2nd Defendant's liability to S$50,000 per consignment."),
				p("3. As to paragraph 3, the release order of 17 October 2023 was issued on the written instruction of the Claimant's own sales manager, received by email on 16 October 2023."),
			),
			{
				p("4. The 1st Defendant signed the release order as an officer of the 2nd Defendant and is not personally liable to the Claimant."),
				p("5. Save for the limit in clause 14, the Defendants deny that the Claimant is entitled to the relief claimed or to any relief."),
				ls("Dated this 12th day of April 2024.", "", "", "RAJAH HO LLP", "Solicitors for the 1st and 2nd Defendants", "(Mr Desmond Yeo / Ms Chloe Tan)"),
			},
		}}

	aeic := doc{name: "AEIC of Tan Siew Ling.pdf", font: "Times", size: 11.5,
		footer: "Filed: 02-Sep-2024 09:47 AM    Doc: HC/OC 214/2024/18    Page %d of %t",
		pages: []page{
			append(append(append([]block{r("Claimant's AEIC"), r("Deponent: Tan Siew Ling"), r("1st affidavit")}, court...), between...),
				cb("AFFIDAVIT OF EVIDENCE-IN-CHIEF OF TAN SIEW LING"), gap(),
				p("I, TAN SIEW LING (NRIC No. S8012345A), of 51 Toa Payoh Rise, #08-02, Singapore 298101, do make oath and say as follows:"),
				p("1. I am the General Manager of the Claimant and I am authorised to make this affidavit on its behalf. The facts below are within my personal knowledge, save where otherwise stated."),
				p("2. I negotiated the Agreement with the 1st Defendant and signed it on 2 May 2022. A copy is now produced and shown to me marked \"TSL-1\"."),
			),
			{
				p("3. On 20 October 2023 our haulier reported that the consignment stored under warehouse receipt GL/WR/7731 could not be found. I telephoned the 1st Defendant that afternoon and he told me that the timber had been collected on 19 October 2023 on a release order he had signed."),
				p("4. No one at the Claimant instructed the release. Our sales manager has told me and I verily believe that he sent no email to the 2nd Defendant about this consignment at any time."),
				ls("Sworn by the abovenamed TAN SIEW LING", "at Singapore on this 28th day of August 2024.          )", "                                                       )   ______________________", "                                                       )   TAN SIEW LING", "", "Before me,", "", "GOH KIAN HUAT", "A COMMISSIONER FOR OATHS"),
			},
		}}

	judgment := doc{name: "Judgment [2025] SGHC 41.pdf", font: "Times", size: 11,
		pages: []page{
			{
				cb("IN THE GENERAL DIVISION OF THE HIGH COURT OF THE REPUBLIC OF SINGAPORE"), cb("[2025] SGHC 41"), gap(),
				c("Originating Claim No 214 of 2024"), gap(),
				ls("Between", "", "          Meranti Timber Trading Pte Ltd", "                                                                     ... Claimant", "And", "", "          (1) Lim Boon Kiat", "          (2) Goldleaf Logistics Pte Ltd", "                                                                     ... Defendants"),
				gap(), cb("JUDGMENT"), gap(),
				small(ls("[Contract - Bailment - Warehouseman's liability for misdelivery]", "[Contract - Exclusion clauses - Limitation of liability]"), 9.5), gap(),
				ls("This judgment is subject to final editorial corrections approved by the", "court and/or redaction pursuant to the publisher's duty in compliance", "with the law, for publication in LawNet and/or the Singapore Law Reports."),
				gap(),
				l("Meranti Timber Trading Pte Ltd v Lim Boon Kiat and another"), gap(),
				l("[2025] SGHC 41"), gap(),
				ls("General Division of the High Court - Originating Claim No 214 of 2024", "Ong Hwee Lin J", "14, 15 January 2025"), gap(),
				ls("24 February 2025                                          Judgment reserved."),
			},
			{
				l("Ong Hwee Lin J:"), gap(),
				p("1 The claimant's timber was released from the second defendant's warehouse on 19 October 2023 on a release order signed by the first defendant. The defendants say that they acted on an email from the claimant's sales manager. No such email was produced at trial, and I accept the evidence of Ms Tan Siew Ling that none was sent."),
				p("2 The second defendant delivered the goods to a person not entitled to them. That is a misdelivery for which a bailee is strictly liable, and clause 14 of the agreement of 2 May 2022 does not, on its true construction, extend to a deliberate release contrary to the bailor's instructions."),
				p("3 The claim against the first defendant, who signed only as an officer of the second defendant, is dismissed. There will be judgment for the claimant against the second defendant for S$412,600 with interest at 5.33% per annum from the date of the originating claim. I will hear the parties on costs."),
				ls("Ong Hwee Lin", "Judge of the High Court"), gap(),
				p("Priya Nair and Marcus Teo (Drew & Khoo LLC) for the claimant; Desmond Yeo and Chloe Tan (Rajah Ho LLP) for the first and second defendants."),
			},
		}}

	return matterSpec{
		name: "meranti-v-lim", title: "Meranti Timber Trading Pte. Ltd. v. Lim Boon Kiat (Singapore High Court, HC/OC 214/2024)", heldOut: true,
		firstSight: &Figures{PartyTruth: 9, PartyFound: 7, PartyCorrect: 4, EventTruth: 20, EventHits: 19, Grounded: 1}, // at 76503e0
		docs:       []doc{oc, defence, aeic, judgment},
		parties: []Party{
			{"Meranti Timber Trading Pte. Ltd.", "plaintiff"}, // a claimant, in the documented vocabulary
			{"Lim Boon Kiat", "defendant"},
			{"Goldleaf Logistics Pte. Ltd.", "defendant"},
			{"Lim Boon Kiat", "recipient"}, // the claim's "To the Defendants:" (see HELDOUT.md's decisions)
			{"Goldleaf Logistics Pte. Ltd.", "recipient"},
			{"Priya Nair", "counsel"},
			{"Marcus Teo", "counsel"},
			{"Desmond Yeo", "counsel"},
			{"Chloe Tan", "counsel"},
			{"Tan Siew Ling", "declarant"},
			{"Ong Hwee Lin", "judge"},
		},
		events: []Event{
			{"2024-03-08", "Originating Claim HC-OC 214-2024.pdf", 1},
			{"2022-05-02", "Originating Claim HC-OC 214-2024.pdf", 2},
			{"2023-10-19", "Originating Claim HC-OC 214-2024.pdf", 2},
			{"2023-10-17", "Originating Claim HC-OC 214-2024.pdf", 2},
			{"2023-11-06", "Originating Claim HC-OC 214-2024.pdf", 2},
			{"2024-03-08", "Originating Claim HC-OC 214-2024.pdf", 2},
			{"2024-04-12", "Defence of the Defendants.pdf", 1},
			{"2023-10-17", "Defence of the Defendants.pdf", 1},
			{"2023-10-16", "Defence of the Defendants.pdf", 1},
			{"2024-04-12", "Defence of the Defendants.pdf", 2},
			{"2024-09-02", "AEIC of Tan Siew Ling.pdf", 1},
			{"2022-05-02", "AEIC of Tan Siew Ling.pdf", 1},
			{"2023-10-20", "AEIC of Tan Siew Ling.pdf", 2},
			{"2023-10-19", "AEIC of Tan Siew Ling.pdf", 2},
			{"2024-08-28", "AEIC of Tan Siew Ling.pdf", 2},
			{"2025-01-14", "Judgment [2025] SGHC 41.pdf", 1},
			{"2025-01-15", "Judgment [2025] SGHC 41.pdf", 1},
			{"2025-02-24", "Judgment [2025] SGHC 41.pdf", 1},
			{"2023-10-19", "Judgment [2025] SGHC 41.pdf", 2},
			{"2022-05-02", "Judgment [2025] SGHC 41.pdf", 2},
		},
	}
}
