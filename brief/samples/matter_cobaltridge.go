package samples

// DEV SET (held out at first sight): a software supply dispute in the
// London Circuit Commercial Court (Business and Property Courts). The
// claim form on form N1 with the High Court's heading in its court box
// ("Claim no. LM-2024-000187", "Issue date"), companies with their numbers,
// the statement of truth signed by the claimant's solicitor; particulars of
// claim with the claim number at the top right, "BETWEEN:" over each name
// and its label, "- and -", defined terms, the statement of truth signed by
// the claimant's finance director ("Position:"), counsel's name and
// chambers at the end and the solicitors' service line ("Served this 4th
// day of March 2024 by X LLP, Solicitors for the Claimant"); the defence
// ("Save as expressly admitted", admissions and non-admissions), signed by
// the defendant's chief executive; a trial witness statement with its
// corner note ("Claimant / N. Chambers / First / Exhibit NC1 /
// 12.09.2024"), "will say as follows", the Practice Direction 57AC
// confirmation and the legal representative's certificate; and a consent
// order ("BEFORE HIS HONOUR JUDGE X KC sitting as a Judge of the High
// Court", "UPON the parties having agreed", "BY CONSENT", the two firms'
// consents side by side). A company officer who signs a statement of
// truth is its declarant; a solicitor who signs one for the client is
// counsel; the other side's project manager named in evidence is no party.
func init() { specs = append(specs, cobaltRidge) }

func cobaltRidge() matterSpec {
	heading := func(title string) []block {
		return []block{
			r("Claim No. LM-2024-000187"), gap(),
			cb("IN THE HIGH COURT OF JUSTICE"), cb("BUSINESS AND PROPERTY COURTS OF ENGLAND AND WALES"), cb("LONDON CIRCUIT COMMERCIAL COURT (KBD)"), gap(),
			l("BETWEEN:"),
			cb("COBALT RIDGE LOGISTICS LIMITED"), r("Claimant"), c("- and -"), cb("PARMENTER SYSTEMS LIMITED"), r("Defendant"),
			c("______________________________________________"), cb(title), c("______________________________________________"), gap(),
		}
	}

	claim := doc{name: "Claim Form LM-2024-000187.pdf", font: "Helvetica", size: 9.5,
		footer: "N1 Claim form (CPR Part 7) (06.22)                                                              (c) Crown Copyright 2022",
		pages: []page{{
			ls("Claim Form                                                            In the High Court of Justice",
				"                                                                      Business and Property Courts of England and Wales",
				"                                                                      King's Bench Division",
				"                                                                      London Circuit Commercial Court",
				"                                                                      For court use only",
				"                                                                      Claim no.      LM-2024-000187",
				"                                                                      Issue date     04 Mar 2024",
				"",
				"Claimant(s) name(s) and address(es) including postcode",
				"     COBALT RIDGE LOGISTICS LIMITED (Company No. 08812274)",
				"     Unit 9, Thurrock Park Way, Tilbury RM18 7HZ",
				"",
				"Defendant(s) name and address(es) including postcode",
				"     PARMENTER SYSTEMS LIMITED (Company No. 10447123)",
				"     Third Floor, 21 Rathbone Place, London W1T 1HT",
				"",
				"Brief details of claim",
				"     Damages for breach of a software licence and implementation agreement dated 14 June 2022 under",
				"     which the Defendant was to supply and implement a warehouse management system, and repayment",
				"     of licence fees paid for a system that was rejected.",
				"",
				"Value",
				"     The Claimant expects to recover more than GBP 1,200,000.",
				"",
				"Particulars of Claim     [X] attached     [ ] to follow",
				"",
				"Statement of Truth",
				"[X] The Claimant believes that the facts stated in this claim form are true. I am duly authorised by the",
				"    Claimant to sign this statement.",
				"",
				"Signature     /s/ Helena Osei-Bonsu",
				"[ ] Claimant   [ ] Litigation friend   [X] Claimant's legal representative (as defined by CPR 2.3(1))",
				"Date          01 March 2024",
				"Full name     Helena Osei-Bonsu",
				"Name of claimant's legal representative's firm     Fairlight Brook LLP",
				"Position or office held     Partner",
				"",
				"Claimant's legal representative's address to which documents should be sent",
				"     Fairlight Brook LLP, 40 Holborn Viaduct, London EC1N 2PB     Ref: HOB/CRL/0042",
				"     DX 250 Chancery Lane     Tel: 020 7946 0815     hosei-bonsu@fairlightbrook.co.uk"),
		}}}

	poc := doc{name: "Particulars of Claim.pdf", font: "Times", size: 11.5,
		pages: []page{
			append(heading("PARTICULARS OF CLAIM"),
				cb("The Parties"),
				p("1. The Claimant (\"Cobalt Ridge\") operates bonded and temperature-controlled warehouses at Tilbury and Daventry. The Defendant (\"Parmenter\") develops and licenses warehouse management software."),
				cb("The Agreement"),
				p("2. By a written Software Licence and Implementation Agreement dated 14 June 2022 (\"the Agreement\"), Parmenter agreed to license its StackWise software to Cobalt Ridge and to configure, test and implement it at both sites, with go-live at Tilbury by 31 January 2023."),
				p("3. By clause 8.2 Parmenter warranted that the system would meet the Functional Specification at Schedule 2, including real-time stock reconciliation across both sites."),
				cb("Breach"),
				p("4. Go-live at Tilbury took place on 6 February 2023. The system failed to reconcile stock between sites, lost pallet locations and generated duplicate customs declarations. Cobalt Ridge notified each defect through the service desk between February and August 2023."),
			),
			{
				p("5. On 17 July 2023 Cobalt Ridge served a remedy notice under clause 19.2. Parmenter did not remedy the defects within the 30-day period allowed. By a notice dated 11 September 2023 Cobalt Ridge terminated the Agreement."),
				cb("Loss"),
				p("6. Cobalt Ridge claims (a) repayment of licence and implementation fees of GBP 684,000; (b) the cost of temporary staff and reinstating its former system, GBP 311,250; and (c) customs penalties and lost business, to be quantified."),
				p("7. Cobalt Ridge claims interest under section 35A of the Senior Courts Act 1981."),
				cb("STATEMENT OF TRUTH"),
				p("The Claimant believes that the facts stated in these Particulars of Claim are true. The Claimant understands that proceedings for contempt of court may be brought against anyone who makes, or causes to be made, a false statement in a document verified by a statement of truth without an honest belief in its truth. I am duly authorised by the Claimant to sign this statement."),
				ls("Signed:      Neil Chambers", "Full name:   NEIL CHAMBERS", "Position:    Finance Director", "Date:        1 March 2024"),
				gap(),
				ls("                                                        DAVID ASANTE-MILLS", "                                                        Kingsway Chambers"),
				gap(),
				small(p("Served this 4th day of March 2024 by Fairlight Brook LLP, 40 Holborn Viaduct, London EC1N 2PB, Solicitors for the Claimant. Ref: HOB/CRL/0042."), 10),
			},
		}}

	defence := doc{name: "Defence.pdf", font: "Times", size: 11.5,
		pages: []page{
			append(heading("DEFENCE"),
				p("1. Save as expressly admitted below, each allegation in the Particulars of Claim is denied. Defined terms in the Particulars of Claim are adopted for convenience only."),
				p("2. Paragraph 1 is admitted. Paragraph 2 is admitted, save that the go-live date of 31 January 2023 was conditional on Cobalt Ridge delivering clean master data by 30 November 2022, which it failed to do until 9 January 2023."),
				p("3. As to paragraph 4, it is admitted that go-live took place on 6 February 2023. It is denied that the system failed to meet the Functional Specification. The reconciliation errors were caused by Cobalt Ridge's scanners, which ran unsupported firmware."),
			),
			{
				p("4. It is admitted that a remedy notice was received on 17 July 2023. Parmenter fixed each reproducible defect within the remedy period, and so informed Cobalt Ridge by email on 14 August 2023. The purported termination of 11 September 2023 was a repudiation of the Agreement, which Parmenter accepted by letter on 2 October 2023."),
				p("5. Further and alternatively, by clause 14.1 Parmenter's aggregate liability is capped at the fees paid in the preceding twelve months, and by clause 14.3 loss of business and penalties are excluded."),
				p("6. Paragraph 6 is denied and Cobalt Ridge is put to proof of its alleged loss."),
				cb("STATEMENT OF TRUTH"),
				p("The Defendant believes that the facts stated in this Defence are true. The Defendant understands that proceedings for contempt of court may be brought against anyone who makes, or causes to be made, a false statement in a document verified by a statement of truth without an honest belief in its truth. I am duly authorised by the Defendant to sign this statement."),
				ls("Signed:      Priya Venkataraman", "Position:    Chief Executive Officer", "Date:        12 April 2024"),
				gap(),
				ls("                                                        SOPHIE LARKWORTHY", "                                                        Gray's Yard Chambers"),
				gap(),
				small(p("Dated 15 April 2024. Fenner Ashby LLP, 1 Finsbury Avenue, London EC2M 2PF, Solicitors for the Defendant. Ref: GDW/PAR/311."), 10),
			},
		}}

	ws := doc{name: "Witness Statement of Neil Chambers.pdf", font: "Times", size: 11.5,
		pages: []page{
			append(append([]block{small(ls("                                                                     Claimant",
				"                                                                     N. Chambers",
				"                                                                     First",
				"                                                                     Exhibit NC1",
				"                                                                     12.09.2024"), 9)}, heading("WITNESS STATEMENT OF NEIL CHAMBERS")...),
				p("I, NEIL CHAMBERS, of Unit 9, Thurrock Park Way, Tilbury RM18 7HZ, will say as follows:"),
				p("1. I am the Finance Director of the Claimant and have held that post since April 2019. I make this statement from my own knowledge. There is now shown to me a bundle of documents marked \"NC1\"."),
				p("2. I attended the project board meetings with Parmenter from July 2022 until termination. At the meeting on 12 December 2022 Parmenter's project manager, Tom Fairweather, told the board that the master data had been received and that go-live could proceed."),
			),
			{
				p("3. In the first week after go-live on 6 February 2023 we lost track of 2,140 pallets at Tilbury. HMRC issued penalty notices on 3 May 2023 for duplicate customs declarations generated by the system."),
				p("4. I signed the termination notice dated 11 September 2023 on the board's instruction."),
				cb("Statement of Truth"),
				p("I believe that the facts stated in this witness statement are true. I understand that proceedings for contempt of court may be brought against anyone who makes, or causes to be made, a false statement in a document verified by a statement of truth without an honest belief in its truth."),
				p("I understand that the purpose of this witness statement is to set out matters of fact of which I have personal knowledge. I understand that it is not my function to argue the case. I confirm that I have not been asked or encouraged by anyone to include in this statement anything that is not my own account."),
				ls("Signed:   Neil Chambers", "Dated:    12 September 2024"),
				gap(),
				cb("Certificate of Compliance"),
				p("I hereby certify that I am the relevant legal representative within the meaning of Practice Direction 57AC and that I have explained to the witness the purpose and proper content of trial witness statements."),
				ls("Signed:   Helena Osei-Bonsu", "Name:     Helena Osei-Bonsu", "Position: Partner, Fairlight Brook LLP", "Date:     12 September 2024"),
			},
		}}

	order := doc{name: "Consent Order 2024-10-03.pdf", font: "Times", size: 11.5,
		pages: []page{
			append(heading("CONSENT ORDER"),
				p("BEFORE HIS HONOUR JUDGE DESMOND ASHWORTH KC sitting as a Judge of the High Court"),
				p("UPON the parties having agreed the terms of this Order"),
				p("AND UPON the Court being satisfied that the trial of this claim need not be listed before the expiry of the trial window previously fixed"),
				cb("BY CONSENT IT IS ORDERED THAT:"),
				p("1. The time for the Claimant to serve its expert evidence on quantum is extended to 4pm on 8 November 2024, and for the Defendant to 4pm on 13 December 2024."),
				p("2. The experts shall meet by 24 January 2025 and file a joint statement by 7 February 2025."),
				p("3. The trial window of 5 days commencing on 10 March 2025 is vacated and the trial shall be listed on the first available date after 2 June 2025."),
				p("4. Costs in the case."),
				gap(),
				l("We consent to an Order in the above terms:"),
				ls("",
					"Fairlight Brook LLP                          Fenner Ashby LLP",
					"Solicitors for the Claimant                  Solicitors for the Defendant",
					"Dated: 1 October 2024                        Dated: 2 October 2024"),
				gap(),
				small(p("Dated 3 October 2024. This order was made by the Court without a hearing on the basis of the parties' written consent."), 10),
			),
		}}

	return matterSpec{
		name: "cobalt-ridge-v-parmenter", title: "Cobalt Ridge Logistics Ltd v Parmenter Systems Ltd (London Circuit Commercial Court, LM-2024-000187)", heldOut: true,
		firstSight: &Figures{PartyTruth: 8, PartyFound: 7, PartyCorrect: 5, EventTruth: 35, EventHits: 35, Grounded: 1}, // at 6dedd38
		docs:       []doc{claim, poc, defence, ws, order},
		parties: []Party{
			{"Cobalt Ridge Logistics Limited", "plaintiff"}, // a claimant, in the documented vocabulary
			{"Parmenter Systems Limited", "defendant"},
			{"Helena Osei-Bonsu", "counsel"},
			{"David Asante-Mills", "counsel"},
			{"Sophie Larkworthy", "counsel"},
			{"Neil Chambers", "declarant"},
			{"Priya Venkataraman", "declarant"},
			{"Desmond Ashworth", "judge"},
		},
		events: []Event{
			{"2024-03-04", "Claim Form LM-2024-000187.pdf", 1},
			{"2022-06-14", "Claim Form LM-2024-000187.pdf", 1},
			{"2024-03-01", "Claim Form LM-2024-000187.pdf", 1},
			{"2022-06-14", "Particulars of Claim.pdf", 1},
			{"2023-01-31", "Particulars of Claim.pdf", 1},
			{"2023-02-06", "Particulars of Claim.pdf", 1},
			{"2023-07-17", "Particulars of Claim.pdf", 2},
			{"2023-09-11", "Particulars of Claim.pdf", 2},
			{"2024-03-01", "Particulars of Claim.pdf", 2},
			{"2024-03-04", "Particulars of Claim.pdf", 2},
			{"2023-01-31", "Defence.pdf", 1},
			{"2022-11-30", "Defence.pdf", 1},
			{"2023-01-09", "Defence.pdf", 1},
			{"2023-02-06", "Defence.pdf", 1},
			{"2023-07-17", "Defence.pdf", 2},
			{"2023-08-14", "Defence.pdf", 2},
			{"2023-09-11", "Defence.pdf", 2},
			{"2023-10-02", "Defence.pdf", 2},
			{"2024-04-12", "Defence.pdf", 2},
			{"2024-04-15", "Defence.pdf", 2},
			{"2024-09-12", "Witness Statement of Neil Chambers.pdf", 1},
			{"2022-12-12", "Witness Statement of Neil Chambers.pdf", 1},
			{"2023-02-06", "Witness Statement of Neil Chambers.pdf", 2},
			{"2023-05-03", "Witness Statement of Neil Chambers.pdf", 2},
			{"2023-09-11", "Witness Statement of Neil Chambers.pdf", 2},
			{"2024-09-12", "Witness Statement of Neil Chambers.pdf", 2},
			{"2024-11-08", "Consent Order 2024-10-03.pdf", 1},
			{"2024-12-13", "Consent Order 2024-10-03.pdf", 1},
			{"2025-01-24", "Consent Order 2024-10-03.pdf", 1},
			{"2025-02-07", "Consent Order 2024-10-03.pdf", 1},
			{"2025-03-10", "Consent Order 2024-10-03.pdf", 1},
			{"2025-06-02", "Consent Order 2024-10-03.pdf", 1},
			{"2024-10-01", "Consent Order 2024-10-03.pdf", 1},
			{"2024-10-02", "Consent Order 2024-10-03.pdf", 1},
			{"2024-10-03", "Consent Order 2024-10-03.pdf", 1},
		},
	}
}
