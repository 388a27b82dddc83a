package sealed

import "pramaan/brief/truth"

// An English Commercial Court claim on a loan and a personal guarantee, A4:
// the claim form (CPR Part 7) on the court's form (boxed parties and
// addresses, brief details, value, the solicitor's statement of truth with
// firm and position, the address for service with reference), particulars
// of claim ("BETWEEN ... Claimant - and - (1) ... (2) ... Defendants",
// counsel and chambers at the end, a bank officer's statement of truth),
// the defendants' defence (the guarantor's misrepresentation case, counsel's
// name, the guarantor's statement of truth, the solicitors' reference), the
// claimant's solicitor's witness statement in support of an application
// for summary judgment (top-right note, exhibit references), and the order
// after the case management conference ("BEFORE THE HONOURABLE MRS JUSTICE
// ...", "UPON hearing ... KC and ... for the Claimant", the trial window
// and directions by 4pm on given dates).
func init() { specs = append(specs, leventis) }

func leventis() spec {
	heading := []block{
		r("Claim No. CL-2024-000318"), gap(),
		lb("IN THE HIGH COURT OF JUSTICE"), lb("BUSINESS AND PROPERTY COURTS OF ENGLAND AND WALES"), lb("KING'S BENCH DIVISION"), lb("COMMERCIAL COURT (KBD)"), gap(),
		l("BETWEEN:"), gap(),
		cb("BANQUE LEVENTIS SA"), r("Claimant"), c("- and -"),
		cb("(1) HARCASTLE MARINE HOLDINGS LIMITED"), cb("(2) STAVROS KYRIAKOU-BENNETT"), r("Defendants"), rule(),
	}
	titled := func(title string) []block {
		return append(append([]block{}, heading...), cb(title), rule())
	}

	claimForm := doc{name: "Claim Form.pdf", font: "Helvetica", size: 9.5, paper: "A4",
		footer: "N1 Claim form (CPR Part 7) (Commercial Court)", footerAlign: "L",
		pages: []page{
			{
				row([]float64{0.6, 0.4}, "Claim Form", "In the High Court of Justice\nKing's Bench Division\nCommercial Court"),
				row([]float64{0.6, 0.4}, "", "Claim no.  CL-2024-000318\nIssue date  22 April 2024"),
				stamp("HIGH COURT OF JUSTICE", "COMMERCIAL COURT", "22 APR 2024", "ISSUED"), gap(),
				row([]float64{0.3, 0.7}, "Claimant(s) name(s) and address(es) including postcode", "BANQUE LEVENTIS SA\n14 Akti Miaouli, Piraeus 185 38, Greece"),
				gap(),
				row([]float64{0.3, 0.7}, "Defendant(s) name(s) and address(es) including postcode", "(1) HARCASTLE MARINE HOLDINGS LIMITED\n3rd Floor, 40 Leadenhall Street, London EC3A 2BJ\n\n(2) STAVROS KYRIAKOU-BENNETT\nFlat 6, 21 Chester Square, London SW1W 9HS"),
				gap(),
				row([]float64{0.3, 0.7}, "Brief details of claim", "The Claimant claims (1) against the First Defendant, the sums due under a term loan facility agreement dated 9 June 2021 following its acceleration on 5 February 2024, being US$7,450,000 principal and accrued interest; (2) against the Second Defendant, the same sums under his personal guarantee dated 9 June 2021; (3) interest under the agreements, alternatively under section 35A of the Senior Courts Act 1981; (4) costs."),
				gap(),
				row([]float64{0.3, 0.7}, "Value", "The Claimant expects to recover more than £100,000."),
				row([]float64{0.3, 0.7}, "Defendant's name and address for service", "As above."),
				gap(),
				row([]float64{0.7, 0.3}, "Amount claimed", "US$7,682,914.50"),
				row([]float64{0.7, 0.3}, "Court fee", "£10,000.00"),
				row([]float64{0.7, 0.3}, "Legal representative's costs", "to be assessed"),
				gap(),
				lb("Particulars of Claim are attached."),
			},
			{
				lb("Statement of Truth"),
				p("The Claimant believes that the facts stated in this claim form are true. I am duly authorised by the claimant to sign this statement. The Claimant understands that proceedings for contempt of court may be brought against anyone who makes, or causes to be made, a false statement in a document verified by a statement of truth without an honest belief in its truth."),
				row([]float64{0.3, 0.7}, "Signature", "Fenella J. Ashcombe"),
				row([]float64{0.3, 0.7}, "", "[X] Claimant's legal representative (as defined by CPR 2.3(1))"),
				row([]float64{0.3, 0.7}, "Date", "22 April 2024"),
				row([]float64{0.3, 0.7}, "Full name", "Fenella Jane Ashcombe"),
				row([]float64{0.3, 0.7}, "Name of claimant's legal representative's firm", "Thornbury Vale LLP"),
				row([]float64{0.3, 0.7}, "Position or office held", "Partner"),
				gap(),
				row([]float64{0.3, 0.7}, "Claimant's or claimant's legal representative's address to which documents should be sent", "Thornbury Vale LLP\n1 Paternoster Lane, London EC4M 7BQ\nDX 42 London Chancery Lane\nTel: 020 7946 0381\nEmail: fashcombe@thornburyvale.example\nRef: FJA/BL/2291-7"),
			},
		}}

	poc := doc{name: "Particulars of Claim.pdf", font: "Times", size: 11.5, paper: "A4",
		footer: "%d",
		pages: []page{
			with(titled("PARTICULARS OF CLAIM"), []block{
				p("1. The Claimant (\"the Bank\") is a bank incorporated in Greece. The First Defendant (\"Harcastle\") is a company incorporated in England and Wales (company number 10884562) which owns, through subsidiaries, three product tankers. The Second Defendant (\"Mr Kyriakou-Bennett\") is Harcastle's director and ultimate beneficial owner."),
				p("2. By a facility agreement dated 9 June 2021 (\"the Facility\"), governed by English law with a jurisdiction clause in favour of the courts of England, the Bank agreed to lend Harcastle US$9,000,000, repayable in twenty quarterly instalments. The Facility was drawn in full on 18 June 2021."),
				p("3. By a deed of guarantee and indemnity dated 9 June 2021 (\"the Guarantee\"), Mr Kyriakou-Bennett guaranteed to the Bank, as primary obligor, the due payment of all sums owing by Harcastle under the Facility."),
				p("4. Harcastle failed to pay the instalments due on 30 September 2023 and 31 December 2023. Those failures were Events of Default under clause 22.1 of the Facility. By notice dated 5 February 2024 the Bank accelerated the loan and demanded immediate payment of the outstanding principal, interest and default interest."),
				p("5. By letter of the same date the Bank demanded payment from Mr Kyriakou-Bennett under clause 2.1 of the Guarantee. Neither Defendant has paid any part of the sums demanded."),
				p("AND THE CLAIMANT CLAIMS: (1) against Harcastle, US$7,682,914.50; (2) against Mr Kyriakou-Bennett, the same sum under the Guarantee; (3) interest; (4) costs."),
			}),
			{
				ls("                                                  ROSALIND HARTIGAN KC", "                                                  OWAIN PRYS-DAVIES", "                                                  Ludgate Row Chambers"), gap(),
				lb("STATEMENT OF TRUTH"),
				p("The Claimant believes that the facts stated in these Particulars of Claim are true. The Claimant understands that proceedings for contempt of court may be brought against anyone who makes, or causes to be made, a false statement in a document verified by a statement of truth without an honest belief in its truth. I am duly authorised by the Claimant to sign this statement."),
				ls("Signed: Eleni Papathanasiou-Grant", "Position: Head of Shipping Finance, London Branch", "Date: 22 April 2024"), gap(),
				p("The Claimant's solicitors are Thornbury Vale LLP, 1 Paternoster Lane, London EC4M 7BQ (Ref: FJA/BL/2291-7), where it will accept service of proceedings on its behalf."),
				ls("Served this 24th day of April 2024 by Thornbury Vale LLP, Solicitors for the Claimant."),
			},
		}}

	defence := doc{name: "Defence.pdf", font: "Times", size: 11.5, paper: "A4",
		footer: "%d",
		pages: []page{
			with(titled("DEFENCE"), []block{
				p("1. References to paragraph numbers are to the Particulars of Claim. Save where otherwise stated, the Defendants adopt the definitions used in the Particulars of Claim without admission."),
				p("2. Paragraphs 1 to 3 are admitted, save that it is denied that the Guarantee is enforceable against Mr Kyriakou-Bennett, for the reasons at paragraphs 5 to 7 below."),
				p("3. Paragraph 4 is admitted, save that the Defendants aver that the instalment due on 30 September 2023 was deferred by agreement reached at a meeting in Piraeus on 14 September 2023 between Mr Kyriakou-Bennett and the Bank's relationship manager, and so was not then due."),
				p("4. Paragraph 5 is admitted. The sums claimed are not admitted and the Claimant is required to prove them."),
				p("5. Mr Kyriakou-Bennett was induced to execute the Guarantee by the Bank's representation, made in an email of 2 June 2021, that the Guarantee would be released on the delivery of the third tanker to the group's charterer, which occurred on 11 March 2022."),
				p("6. The representation was false. The Bank did not intend to release the Guarantee. Mr Kyriakou-Bennett relied on the representation in executing the Guarantee and is entitled to rescind it, and does so by this Defence."),
				p("7. Further or alternatively, the Bank is estopped by its representation from enforcing the Guarantee."),
			}),
			{
				p("8. It is admitted that, subject to paragraph 3 above, the sums due from Harcastle under the Facility are payable, but it is averred that default interest has been charged at a rate that is a penalty and is irrecoverable."),
				ls("                                                  TOBIAS ENDERBY-KHAN", "                                                  Holborn Gate Chambers"), gap(),
				lb("STATEMENT OF TRUTH"),
				p("The Defendants believe that the facts stated in this Defence are true. The Defendants understand that proceedings for contempt of court may be brought against anyone who makes, or causes to be made, a false statement in a document verified by a statement of truth without an honest belief in its truth. I am duly authorised by the First Defendant to sign this statement on its behalf."),
				ls("Signed: Stavros Kyriakou-Bennett", "Second Defendant, and Director of the First Defendant", "Date: 3 June 2024"), gap(),
				p("The Defendants' solicitors are Marsh Ebury LLP, 88 Wood Street, London EC2V 7RS (Ref: JMR/HMH/0042)."),
			},
		}}

	ws := doc{name: "Witness Statement of Fenella Jane Ashcombe.pdf", font: "Times", size: 11.5, paper: "A4",
		footer: "%d",
		pages: []page{
			with([]block{ls("                                                  Claimant", "                                                  F J Ashcombe", "                                                  First", "                                                  Exhibit FJA1", "                                                  12 July 2024"), gap()},
				titled("FIRST WITNESS STATEMENT OF FENELLA JANE ASHCOMBE"), []block{
					p("I, FENELLA JANE ASHCOMBE, of Thornbury Vale LLP, 1 Paternoster Lane, London EC4M 7BQ, WILL SAY as follows:"),
					p("1. I am a partner in Thornbury Vale LLP, solicitors for the Claimant, and I have conduct of this claim on its behalf. I am authorised to make this statement in support of the Claimant's application under CPR 24.3 for summary judgment against both Defendants. The facts and matters in it are within my own knowledge or come from the documents and from the people named below; I believe them to be true. There is now shown to me a paginated bundle marked \"FJA1\"."),
					p("2. The Facility and the Guarantee are at FJA1/1-88. Each was signed by Mr Kyriakou-Bennett on 9 June 2021, in the presence of his own solicitor, who certified that he had explained the nature and effect of the Guarantee to him (FJA1/86)."),
					p("3. The Defence alleges a deferral agreed on 14 September 2023. I am told by the Bank's relationship manager that the meeting took place but that no deferral was agreed; the Bank's minute of the meeting, at FJA1/112, records a request by Mr Kyriakou-Bennett for a deferral and that the request would be put to the credit committee, which declined it on 26 September 2023 (FJA1/115)."),
					p("4. The email of 2 June 2021 relied on at paragraph 5 of the Defence is at FJA1/91. It says that the Bank \"would be open to discussing\" a release of the Guarantee on delivery of the third vessel. That is not a representation that it would be released. Clause 17 of the Guarantee, an entire-agreement and non-reliance clause, is at FJA1/84."),
				}),
			{
				p("5. For these reasons the Claimant believes that the Defendants have no real prospect of successfully defending the claim and that there is no other compelling reason why it should be disposed of at a trial."),
				lb("STATEMENT OF TRUTH"),
				p("I believe that the facts stated in this witness statement are true. I understand that proceedings for contempt of court may be brought against anyone who makes, or causes to be made, a false statement in a document verified by a statement of truth without an honest belief in its truth."),
				ls("Signed: F J Ashcombe", "Name: Fenella Jane Ashcombe", "Dated: 12 July 2024"),
			},
		}}

	order := doc{name: "Order after CMC.pdf", font: "Times", size: 11.5, paper: "A4",
		footer: "%d",
		pages: []page{
			with(heading, []block{
				lb("BEFORE THE HONOURABLE MRS JUSTICE ADEYEMI-CROFT"), l("Dated 4 October 2024"), gap(),
				cb("ORDER"), rule(),
				p("UPON the Case Management Conference and the hearing of the Claimant's application for summary judgment dated 12 July 2024"),
				p("AND UPON HEARING Rosalind Hartigan KC and Owain Prys-Davies, Counsel for the Claimant, and Tobias Enderby-Khan, Counsel for the Defendants"),
				p("AND UPON the Court having read the witness statement of Fenella Jane Ashcombe dated 12 July 2024 and the evidence filed by the Second Defendant in answer to it"),
				lb("IT IS ORDERED THAT:"),
				p("1. Judgment is entered for the Claimant against the First Defendant for US$7,450,000, with interest to be assessed. The Claimant's application for summary judgment against the Second Defendant is dismissed; the claim against him shall proceed to trial."),
				p("2. The Second Defendant shall give standard disclosure by list by 4pm on 13 December 2024, limited to the issues identified in the agreed List of Issues."),
				p("3. Signed statements of witnesses of fact shall be exchanged by 4pm on 7 March 2025."),
				p("4. No party has permission to rely on expert evidence."),
				p("5. The trial shall be listed for 3 days, with 1 day of pre-reading, in a window opening on 2 June 2025, before a Judge of the Commercial Court."),
				p("6. The Second Defendant shall pay the Claimant's costs of the application against the First Defendant, summarily assessed at £38,500, by 4pm on 18 October 2024; the costs of the application against the Second Defendant are reserved."),
			}),
		}}

	return spec{
		name: "banque-leventis-v-harcastle-marine-comm-ct", title: "Banque Leventis SA v. Harcastle Marine Holdings Ltd and Kyriakou-Bennett (Commercial Court, CL-2024-000318), loan and guarantee claim",
		firstSight: &truth.Figures{PartyTruth: 9, PartyFound: 11, PartyCorrect: 8, EventTruth: 28, EventHits: 28, Grounded: 1}, // at commit c1032d2
		docs:       []doc{claimForm, poc, defence, ws, order},
		parties: []truth.Party{
			{Name: "Banque Leventis SA", Role: "plaintiff"},
			{Name: "Harcastle Marine Holdings Limited", Role: "defendant"},
			{Name: "Stavros Kyriakou-Bennett", Role: "defendant"},
			{Name: "Fenella Jane Ashcombe", Role: "counsel"},
			{Name: "Fenella Jane Ashcombe", Role: "declarant"},
			{Name: "Rosalind Hartigan", Role: "counsel"},
			{Name: "Owain Prys-Davies", Role: "counsel"},
			{Name: "Tobias Enderby-Khan", Role: "counsel"},
			{Name: "Adeyemi-Croft", Role: "judge"},
		},
		events: []truth.Event{
			{Date: "2024-04-22", File: "Claim Form.pdf", Page: 1},
			{Date: "2021-06-09", File: "Claim Form.pdf", Page: 1},
			{Date: "2024-02-05", File: "Claim Form.pdf", Page: 1},
			{Date: "2024-04-22", File: "Claim Form.pdf", Page: 2},
			{Date: "2021-06-09", File: "Particulars of Claim.pdf", Page: 1},
			{Date: "2021-06-18", File: "Particulars of Claim.pdf", Page: 1},
			{Date: "2023-09-30", File: "Particulars of Claim.pdf", Page: 1},
			{Date: "2023-12-31", File: "Particulars of Claim.pdf", Page: 1},
			{Date: "2024-02-05", File: "Particulars of Claim.pdf", Page: 1},
			{Date: "2024-04-22", File: "Particulars of Claim.pdf", Page: 2},
			{Date: "2024-04-24", File: "Particulars of Claim.pdf", Page: 2},
			{Date: "2023-09-30", File: "Defence.pdf", Page: 1},
			{Date: "2023-09-14", File: "Defence.pdf", Page: 1},
			{Date: "2021-06-02", File: "Defence.pdf", Page: 1},
			{Date: "2022-03-11", File: "Defence.pdf", Page: 1},
			{Date: "2024-06-03", File: "Defence.pdf", Page: 2},
			{Date: "2024-07-12", File: "Witness Statement of Fenella Jane Ashcombe.pdf", Page: 1},
			{Date: "2021-06-09", File: "Witness Statement of Fenella Jane Ashcombe.pdf", Page: 1},
			{Date: "2023-09-14", File: "Witness Statement of Fenella Jane Ashcombe.pdf", Page: 1},
			{Date: "2023-09-26", File: "Witness Statement of Fenella Jane Ashcombe.pdf", Page: 1},
			{Date: "2021-06-02", File: "Witness Statement of Fenella Jane Ashcombe.pdf", Page: 1},
			{Date: "2024-07-12", File: "Witness Statement of Fenella Jane Ashcombe.pdf", Page: 2},
			{Date: "2024-10-04", File: "Order after CMC.pdf", Page: 1},
			{Date: "2024-07-12", File: "Order after CMC.pdf", Page: 1},
			{Date: "2024-12-13", File: "Order after CMC.pdf", Page: 1},
			{Date: "2025-03-07", File: "Order after CMC.pdf", Page: 1},
			{Date: "2025-06-02", File: "Order after CMC.pdf", Page: 1},
			{Date: "2024-10-18", File: "Order after CMC.pdf", Page: 1},
		},
	}
}
