package samples

// DEV SET (held out at first sight): a Part 8 claim in the Technology and
// Construction Court about an adjudicator's decision. The claim form on
// N208 (the court's heading in its box, "Claim No.", "Claimant(s) name(s)
// and address(es) including postcode", "Defendant(s) name and address(es)",
// "Details of claim", the statement of truth signed by the solicitor with
// "Position or office held" and "Claimant's legal representative" ticked,
// the form's footer); the solicitor's witness statement (the top-right
// note "Claimant / H Olusanya / First / Exhibit HO1 / 18 March 2024", "I,
// HARRIET OLUSANYA, of ..., WILL SAY as follows:", a director named in
// passing, the statement of truth); the defendant's solicitors' letter on
// letterhead ("Your ref" / "Our ref", "By email only", "For the attention
// of", "Dear Sirs", signed by a partner "for and on behalf of" the firm);
// and the consent order ("BEFORE MRS JUSTICE ADEYEMI-HART", "UPON the
// parties having agreed", "BY CONSENT IT IS ORDERED THAT:", the firms'
// consents side by side). A solicitor who signs a statement of truth for
// the client is counsel; one who makes a witness statement is also its
// declarant; the adjudicator whose decision is challenged decided the
// dispute and is a judge; a director named only in passing is no party; the
// firm a letter is addressed to, for the attention of its partner, is a
// recipient with her.
func init() { specs = append(specs, kestonVale) }

func kestonVale() matterSpec {
	n208 := doc{name: "N208 Part 8 Claim Form HT-2024-000214.pdf", font: "Helvetica", size: 10,
		footer: "N208 Claim form (CPR Part 8) (04.24)                                                                            (c) Crown copyright 2024",
		pages: []page{
			{
				ls("                                                              In the",
					"                                                              High Court of Justice",
					"Claim Form                                                    Business and Property Courts",
					"(CPR Part 8)                                                  of England and Wales",
					"                                                              Technology and Construction Court (KBD)",
					"",
					"                                                              Claim No.    HT-2024-000214",
					"                                                              Issue date   19 March 2024"),
				gap(),
				ls("Claimant(s) name(s) and address(es) including postcode",
					"   KESTON VALE HOMES LIMITED (Company No. 08814477)",
					"   Keston House, 12 Westerham Road, Bromley BR2 6HE"),
				gap(),
				ls("Defendant(s) name and address(es) including postcode",
					"   BRAMWELL & SONS CONSTRUCTION LIMITED (Company No. 04417902)",
					"   Unit 4, Cray Valley Works, Orpington BR5 3QJ"),
				gap(),
				l("Does, or will, your claim include any issues under the Human Rights Act 1998?   [ ] Yes   [X] No"),
				gap(),
				l("Details of claim (see also overleaf)"),
				p("1. The Claimant seeks declarations under CPR Part 8 that on the true construction of clause 4.9 of the JCT Design and Build Contract 2016 between the parties dated 3 February 2022, the Defendant's Payment Notice of 11 October 2023 was not a valid payment application, and that the decision of the adjudicator, Mr Alistair Penrose FRICS, dated 26 February 2024 (the \"Decision\"), is therefore wrong in law."),
				p("2. The claim raises a short point of construction which is unlikely to involve a substantial dispute of fact. The Claimant relies on the witness statement of Harriet Olusanya dated 18 March 2024."),
			},
			{
				l("Statement of Truth"),
				p("The Claimant believes that the facts stated in these details of claim are true. The Claimant understands that proceedings for contempt of court may be brought against anyone who makes, or causes to be made, a false statement in a document verified by a statement of truth without an honest belief in its truth. I am duly authorised by the Claimant to sign this statement."),
				ls("[ ] Claimant    [ ] Litigation friend    [X] Claimant's legal representative (as defined by CPR 2.3(1))", "",
					"Signature          Harriet Olusanya",
					"Date               18 March 2024",
					"Full name          Harriet Olusanya",
					"Name of claimant's legal representative's firm     Fenwick Clarke LLP",
					"Position or office held (if signing on behalf of firm or company)     Partner"),
				gap(),
				ls("Claimant's or claimant's legal representative's address to which documents should be sent",
					"   Fenwick Clarke LLP, 20 Gresham Street, London EC2V 7JE",
					"   DX 42 London Chancery Lane    Ref: HO/KVH/0412",
					"   Tel: 020 7946 0321    Email: holusanya@fenwickclarke.co.uk"),
			},
		}}

	ws := doc{name: "Witness Statement of Harriet Olusanya.pdf", font: "Times", size: 11.5,
		pages: []page{
			{
				small(r("Claimant\nH Olusanya\nFirst\nExhibit HO1\n18 March 2024"), 9), gap(),
				r("Claim No. HT-2024-000214"),
				cb("IN THE HIGH COURT OF JUSTICE"), cb("BUSINESS AND PROPERTY COURTS OF ENGLAND AND WALES"), cb("TECHNOLOGY AND CONSTRUCTION COURT (KBD)"), gap(),
				l("BETWEEN:"),
				c("KESTON VALE HOMES LIMITED"), r("Claimant"), c("- and -"), c("BRAMWELL & SONS CONSTRUCTION LIMITED"), r("Defendant"), gap(),
				cb("WITNESS STATEMENT OF HARRIET OLUSANYA"), gap(),
				p("I, HARRIET OLUSANYA, of Fenwick Clarke LLP, 20 Gresham Street, London EC2V 7JE, WILL SAY as follows:"),
				p("1. I am a partner of Fenwick Clarke LLP and have conduct of this claim on behalf of the Claimant. I make this statement in support of the Claimant's Part 8 claim. The facts in it are within my own knowledge or come from the documents, copies of which are exhibited as \"HO1\"."),
				p("2. The Defendant's Payment Notice was sent on 11 October 2023 by email from its commercial director, Mr Desmond Bramwell, to the Claimant's employer's agent. It did not state the sum the Defendant considered due or the basis on which it was calculated, as clause 4.9 requires."),
			},
			{
				p("3. The Defendant referred the dispute to adjudication on 2 January 2024. The adjudicator was nominated by the RICS on 5 January 2024, and his Decision of 26 February 2024 ordered the Claimant to pay GBP 1,184,330 plus VAT within seven days."),
				p("4. The Claimant paid the sum awarded on 4 March 2024 under reservation of its rights, and does not seek to resist enforcement. It asks only that the point of construction be decided finally."),
				l("Statement of Truth"),
				p("I believe that the facts stated in this witness statement are true. I understand that proceedings for contempt of court may be brought against anyone who makes, or causes to be made, a false statement in a document verified by a statement of truth without an honest belief in its truth."),
				ls("Signed:   Harriet Olusanya", "Name:     HARRIET OLUSANYA", "Date:     18 March 2024"),
			},
		}}

	letter := doc{name: "Ashcombe Reid letter 2024-04-12.pdf", font: "Helvetica", size: 10.5,
		footer: "Ashcombe Reid LLP is a limited liability partnership registered in England and Wales (OC318842), authorised and regulated by the Solicitors Regulation Authority.",
		pages: []page{{
			r("ASHCOMBE REID"), small(r("1 Paternoster Square\nLondon EC4M 7DX\nDX 98 London\nT +44 (0)20 7946 0588\nashcombereid.co.uk"), 8), gap(),
			ls("Fenwick Clarke LLP", "20 Gresham Street", "London EC2V 7JE", "",
				"For the attention of Harriet Olusanya", "",
				"By email only: holusanya@fenwickclarke.co.uk", "",
				"Your ref:  HO/KVH/0412",
				"Our ref:   MJT/BRA/77",
				"Date:      12 April 2024"),
			gap(),
			l("Dear Sirs"),
			cb("Keston Vale Homes Limited v Bramwell & Sons Construction Limited - Claim No. HT-2024-000214"),
			p("We act for the Defendant and write further to the Claim Form served on 21 March 2024. Our client acknowledges service and does not object to the Part 8 procedure, but intends to rely on a statement from its commercial director explaining how payment applications were made and accepted in the course of the project."),
			p("We propose that the claim be dealt with at a one-day hearing in the week of 10 June 2024, with the Defendant's evidence filed by 10 May 2024 and evidence in reply by 24 May 2024. If these dates are agreed, please let us have your client's consent to the enclosed draft order, which we will then file for approval."),
			ls("Yours faithfully", "", "Matthew Thornton", "Partner", "for and on behalf of Ashcombe Reid LLP", "Direct line: +44 (0)20 7946 0590", "Email: mthornton@ashcombereid.co.uk"),
		}}}

	order := doc{name: "Consent Order 2024-05-02.pdf", font: "Times", size: 11.5,
		pages: []page{{
			r("Claim No. HT-2024-000214"),
			cb("IN THE HIGH COURT OF JUSTICE"), cb("BUSINESS AND PROPERTY COURTS OF ENGLAND AND WALES"), cb("TECHNOLOGY AND CONSTRUCTION COURT (KBD)"), gap(),
			cb("BEFORE MRS JUSTICE ADEYEMI-HART"), c("Dated: 2 May 2024"), gap(),
			l("BETWEEN:"),
			c("KESTON VALE HOMES LIMITED"), r("Claimant"), c("- and -"), c("BRAMWELL & SONS CONSTRUCTION LIMITED"), r("Defendant"), gap(),
			cb("CONSENT ORDER"), gap(),
			p("UPON the parties having agreed the terms of this Order"),
			l("BY CONSENT IT IS ORDERED THAT:"),
			p("1. The Defendant shall file and serve any witness evidence on which it relies by 4pm on 10 May 2024."),
			p("2. The Claimant shall file and serve any evidence in reply by 4pm on 24 May 2024."),
			p("3. The claim shall be listed for hearing on the first available date after 10 June 2024, with a time estimate of one day including pre-reading."),
			p("4. Costs in the case."),
			gap(),
			ls("We consent to an Order in the above terms        We consent to an Order in the above terms",
				"",
				"Fenwick Clarke LLP                               Ashcombe Reid LLP",
				"Solicitors for the Claimant                      Solicitors for the Defendant",
				"29 April 2024                                    30 April 2024"),
		}}}

	return matterSpec{
		name: "keston-vale-v-bramwell", title: "Keston Vale Homes Ltd v Bramwell & Sons Construction Ltd (TCC, HT-2024-000214)", heldOut: true,
		firstSight: &Figures{PartyTruth: 10, PartyFound: 8, PartyCorrect: 7, EventTruth: 24, EventHits: 24, Grounded: 1}, // at 2354bdd
		docs:       []doc{n208, ws, letter, order},
		parties: []Party{
			{"Keston Vale Homes Limited", "plaintiff"},
			{"Bramwell & Sons Construction Limited", "defendant"},
			{"Harriet Olusanya", "counsel"},
			{"Harriet Olusanya", "declarant"},
			{"Harriet Olusanya", "recipient"},
			{"Fenwick Clarke LLP", "recipient"}, // the inside address, "For the attention of" its partner
			{"Matthew Thornton", "counsel"},
			{"Matthew Thornton", "sender"},
			{"Alistair Penrose", "judge"},
			{"Adeyemi-Hart", "judge"},
		},
		events: []Event{
			{"2024-03-19", "N208 Part 8 Claim Form HT-2024-000214.pdf", 1},
			{"2022-02-03", "N208 Part 8 Claim Form HT-2024-000214.pdf", 1},
			{"2023-10-11", "N208 Part 8 Claim Form HT-2024-000214.pdf", 1},
			{"2024-02-26", "N208 Part 8 Claim Form HT-2024-000214.pdf", 1},
			{"2024-03-18", "N208 Part 8 Claim Form HT-2024-000214.pdf", 1},
			{"2024-03-18", "N208 Part 8 Claim Form HT-2024-000214.pdf", 2},
			{"2024-03-18", "Witness Statement of Harriet Olusanya.pdf", 1},
			{"2023-10-11", "Witness Statement of Harriet Olusanya.pdf", 1},
			{"2024-01-02", "Witness Statement of Harriet Olusanya.pdf", 2},
			{"2024-01-05", "Witness Statement of Harriet Olusanya.pdf", 2},
			{"2024-02-26", "Witness Statement of Harriet Olusanya.pdf", 2},
			{"2024-03-04", "Witness Statement of Harriet Olusanya.pdf", 2},
			{"2024-03-18", "Witness Statement of Harriet Olusanya.pdf", 2},
			{"2024-04-12", "Ashcombe Reid letter 2024-04-12.pdf", 1},
			{"2024-03-21", "Ashcombe Reid letter 2024-04-12.pdf", 1},
			{"2024-06-10", "Ashcombe Reid letter 2024-04-12.pdf", 1},
			{"2024-05-10", "Ashcombe Reid letter 2024-04-12.pdf", 1},
			{"2024-05-24", "Ashcombe Reid letter 2024-04-12.pdf", 1},
			{"2024-05-02", "Consent Order 2024-05-02.pdf", 1},
			{"2024-05-10", "Consent Order 2024-05-02.pdf", 1},
			{"2024-05-24", "Consent Order 2024-05-02.pdf", 1},
			{"2024-06-10", "Consent Order 2024-05-02.pdf", 1},
			{"2024-04-29", "Consent Order 2024-05-02.pdf", 1},
			{"2024-04-30", "Consent Order 2024-05-02.pdf", 1},
		},
	}
}
