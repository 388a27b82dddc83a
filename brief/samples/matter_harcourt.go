package samples

// DEV SET (held out at first sight): a landlord's claim for possession of a
// rented house for rent arrears in the County Court at Coventry, on the
// prescribed forms. The N5 claim form for possession of property (a "For
// court use only" box with the claim number, issue date and hearing date,
// "Claimant's name and address", "Defendant's name and address" with two
// joint tenants, "The claimant is claiming possession of", the hearing box,
// "Grounds for possession" check boxes, the statement of truth with tick
// boxes "[ ] Claimant [ ] Litigation friend [X] Claimant's legal
// representative", "Full name", "Name of claimant's legal representative's
// firm", "Position or office held", the form's footer); the N119
// particulars of claim for possession (rented residential premises)
// (numbered paragraphs, the persons in possession, the tenancy, the
// section 8 notice, a rent statement with dated rows, the statement of
// truth signed by the claimant's income recovery manager with "Position or
// office held"); the first tenant's N11R defence (numbered questions with
// "[ ] Yes [X] No" boxes, "About you", a Citizens Advice adviser named in
// passing, the defendant's own statement of truth); and the N26 order for
// possession ("Before District Judge Hollingworth sitting at the County
// Court at Coventry", "UPON hearing Ms X of counsel for the claimant and the
// first defendant in person", numbered orders, dates to pay and leave).
// Conventions: the claimant is the plaintiff (as in holloway); both joint
// tenants are defendants; the solicitor who signs the N5 statement of truth
// as the claimant's legal representative is counsel, not a declarant (as
// in holloway); the claimant's manager who signs the N119 statement of
// truth in her office is a declarant (a company officer verifying), and
// the tenant who signs his own defence's statement of truth is a declarant
// too; counsel at the hearing is counsel; the District Judge is the judge,
// keyed by the surname the order prints ("Hollingworth"). The Citizens
// Advice adviser, the Universal Credit work coach and the court's address
// are no parties. A date printed in the form furniture (issue date,
// hearing date) is an event on the page that prints it.
func init() { specs = append(specs, harcourt) }

func harcourt() matterSpec {
	const (
		n5F   = "N5 Claim for Possession K00CV412.pdf"
		n119F = "N119 Particulars of Claim K00CV412.pdf"
		n11F  = "N11R Defence of First Defendant K00CV412.pdf"
		n26F  = "N26 Order for Possession K00CV412.pdf"
	)
	n5 := doc{name: n5F, font: "Helvetica", size: 9.5, unicode: true,
		footer: "N5 Claim form for possession of property (04.24)                                          © Crown Copyright 2024",
		pages: []page{
			{
				ls("                                                                   For court use only",
					"Claim form for possession                                          Claim no.       K00CV412",
					"of property                                                        Issue date      21/01/2025",
					"                                                                   Hearing date    12/03/2025 at 10:00 am",
					"In the County Court at",
					"     Coventry",
					"",
					"Claimant's name and address",
					"     Harcourt Lettings (Midlands) Limited",
					"     3rd Floor, Priory Place, 20 New Union Street, Coventry CV1 2PW",
					"",
					"Defendant's name and address",
					"     (1) Marcus Adeyemi-Clarke",
					"     (2) Leanne Foster",
					"     both of 14 Wexford Close, Tile Hill, Coventry CV4 9PQ",
					"",
					"The claimant is claiming possession of",
					"     14 Wexford Close, Tile Hill, Coventry CV4 9PQ",
					"which (includes) (does not include) residential property. Full particulars of the claim are attached.",
					"",
					"The claimant is also making a claim for money.   [X] Yes   [ ] No",
					"",
					"This claim will be heard on:  12 March 2025  at  10:00 am",
					"at:  Coventry Combined Court Centre, 140 Much Park Street, Coventry CV1 2SN",
					"",
					"At the hearing",
					"  - The court will decide whether or not to make an order for possession.",
					"  - You should attend the hearing and take with you any documents you wish the court to consider.",
					"",
					"What you should do",
					"  - Get help and advice immediately from a solicitor or an advice agency.",
					"  - Help yourself and the court by filling in the defence form and coming to the hearing.",
					"",
					"                                                  Court fee          £404.00",
					"                                                  Legal rep's costs  £ 69.50",
					"                                                  Total amount       £473.50"),
			},
			{
				ls("Grounds for possession                              Anti-social behaviour",
					"The claim for possession is made on the following  The claimant is alleging:",
					"ground(s):                                          [ ] actual or threatened anti-social behaviour",
					"[X] rent arrears                                    [ ] actual or threatened use of the property",
					"[ ] other breach of tenancy                             for unlawful purposes",
					"[ ] forfeiture of the lease",
					"[ ] mortgage arrears",
					"[ ] other breach of the mortgage",
					"[ ] trespass",
					"[ ] other (please specify)",
					"",
					"Is the claimant claiming demotion of tenancy?                       [ ] Yes  [X] No",
					"Is the claimant claiming an order suspending the right to buy?     [ ] Yes  [X] No",
					"",
					"Does, or will, the claim include any issues under the Human Rights Act 1998?  [ ] Yes  [X] No",
					"",
					"Statement of Truth",
					"I understand that proceedings for contempt of court may be brought against anyone who makes,",
					"or causes to be made, a false statement in a document verified by a statement of truth",
					"without an honest belief in its truth.",
					"The claimant believes that the facts stated in this claim form are true. I am authorised by",
					"the claimant to sign this statement.",
					"",
					"Signature    P. Venkatesan",
					"",
					"[ ] Claimant    [ ] Litigation friend    [X] Claimant's legal representative (as defined by CPR 2.3(1))",
					"",
					"Date         17/01/2025",
					"",
					"Full name                                          Priya Venkatesan",
					"Name of claimant's legal representative's firm     Brindley Hart Solicitors LLP",
					"Position or office held                            Associate Solicitor",
					"(if signing on behalf of firm or company)",
					"",
					"Claimant's or claimant's legal representative's address to which documents or payments",
					"should be sent if different from overleaf.",
					"     Brindley Hart Solicitors LLP, 9 Warwick Row, Coventry CV1 1EX",
					"     DX 11207 Coventry 1          Tel 024 7655 0193",
					"     Your Ref  BH/PV/7731         Email  possession@brindleyhart.co.uk"),
			},
		}}

	n119 := doc{name: n119F, font: "Helvetica", size: 9.5, unicode: true,
		footer: "N119 Particulars of claim for possession (rented residential premises) (04.24)            © Crown Copyright 2024",
		pages: []page{
			{
				ls("Particulars of claim for possession                    Name of court         Claim No.",
					"(rented residential premises)                          County Court at       K00CV412",
					"                                                        Coventry",
					"                                                        Name of Claimant",
					"                                                        Harcourt Lettings (Midlands) Limited",
					"                                                        Name of Defendant",
					"                                                        Marcus Adeyemi-Clarke and Leanne Foster"),
				gap(),
				p("1. The claimant has a right to possession of: 14 Wexford Close, Tile Hill, Coventry CV4 9PQ."),
				p("2. To the best of the claimant's knowledge the following persons are in possession of the property: Marcus Adeyemi-Clarke and Leanne Foster, and their two children."),
				l("About the tenancy"),
				p("3. (a) The premises are let to the defendants under an assured shorthold tenancy which began on 1 September 2022."),
				p("(b) The current rent is £1,150.00 and is payable each month, in advance on the 1st day of the month."),
				p("(c) Any unpaid rent or charge for use and occupation should be calculated at £37.81 per day."),
				p("4. The reason the claimant is asking for possession is: (a) because the defendants did not pay the rent due under the terms of the tenancy agreement. Details are set out in the rent statement below."),
				p("5. The following steps have already been taken to recover any arrears: the claimant's income recovery team wrote to the defendants on 15 July 2024 and 19 August 2024 and offered a repayment plan at a meeting on 2 September 2024, which the defendants did not keep."),
				p("6. Notice seeking possession under section 8 of the Housing Act 1988 (Form 3), relying on grounds 8, 10 and 11 of Schedule 2 to that Act, was served on the defendants by hand on 4 October 2024. The notice expired on 18 October 2024."),
				l("Rent statement (arrears brought forward at 1 June 2024: £0.00)"),
				ls("   Date            Rent due      Paid         Balance",
					"   01/06/2024      £1,150.00     £1,150.00    £0.00",
					"   01/07/2024      £1,150.00     £400.00      £750.00",
					"   01/08/2024      £1,150.00     £400.00      £1,500.00",
					"   01/09/2024      £1,150.00     £0.00        £2,650.00",
					"   01/10/2024      £1,150.00     £0.00        £3,800.00",
					"   01/11/2024      £1,150.00     £600.00      £4,350.00",
					"   01/12/2024      £1,150.00     £0.00        £5,500.00",
					"   01/01/2025      £1,150.00     £0.00        £6,650.00"),
			},
			{
				p("7. The defendants' circumstances: the claimant understands that the first defendant is employed as a delivery driver and that the second defendant receives Universal Credit, the housing element of which has been paid to her since November 2024 and not passed on to the claimant."),
				p("8. The claimant's financial circumstances: the claimant is a private lettings company managing 212 residential properties and relies on rental income to meet its mortgage commitments."),
				p("9. The claimant asks the court to order that the defendants: (a) give the claimant possession of the premises; (b) pay the unpaid rent and any charge for use and occupation up to the date an order is made; (c) pay rent and any charge for use and occupation from the date of the order until the claimant recovers possession at £37.81 per day; (d) pay the claimant's costs of making this claim."),
				gap(),
				l("Statement of Truth"),
				p("I understand that proceedings for contempt of court may be brought against anyone who makes, or causes to be made, a false statement in a document verified by a statement of truth without an honest belief in its truth. The claimant believes that the facts stated in these particulars of claim are true. I am authorised by the claimant to sign this statement."),
				ls("Signature    G. Asante-Ford",
					"",
					"[X] Claimant    [ ] Litigation friend    [ ] Claimant's legal representative (as defined by CPR 2.3(1))",
					"",
					"Date         16/01/2025",
					"",
					"Full name                                          Gwendolyn Asante-Ford",
					"Name of claimant's legal representative's firm     ",
					"Position or office held                            Head of Income Recovery,",
					"(if signing on behalf of firm or company)          Harcourt Lettings (Midlands) Limited"),
			},
		}}

	n11 := doc{name: n11F, font: "Helvetica", size: 9.5, unicode: true,
		footer: "N11R Defence form (rented residential premises) (04.24)                                   © Crown Copyright 2024",
		pages: []page{
			{
				ls("Defence form                                           Name of court         Claim No.",
					"(rented residential premises)                          County Court at       K00CV412",
					"                                                        Coventry",
					"                                                        Name of Claimant",
					"                                                        Harcourt Lettings (Midlands) Limited",
					"                                                        Name of Defendant",
					"                                                        Marcus Adeyemi-Clarke"),
				gap(),
				l("Personal details"),
				ls("1.  Please give your:",
					"    Forename(s)     Marcus",
					"    Surname         Adeyemi-Clarke",
					"    Address (if different from the address on the claim form)   as on the claim form"),
				gap(),
				l("Disputing the claim"),
				ls("2.  Do you agree with what is said about the property and tenancy in the particulars",
					"    of claim?                                                        [X] Yes   [ ] No",
					"3.  Did you receive the notice seeking possession?                 [X] Yes   [ ] No",
					"    If Yes, when?   5 October 2024 (it was put through the door the evening before)",
					"4.  Do you agree that there are arrears of rent as stated in the particulars of claim?",
					"                                                                     [ ] Yes   [X] No"),
				p("    If No, state how much the arrears are: £4,150.00. I paid £1,000.00 in cash to the letting agent's office on 6 December 2024 and was given a handwritten receipt, which I can produce. The rent statement does not show it."),
				ls("5.  If the particulars of claim give any reasons for possession other than rent arrears,",
					"    do you agree with what is said?                                  [ ] Yes   [ ] No   (not applicable)"),
				p("6. Do you have any other defence? The boiler failed on 11 November 2024 and was not repaired until 3 January 2025. We had no heating or hot water for almost eight weeks, with two young children. I reported it by email and by phone many times. I ask the court to take this into account, and I wish to counterclaim for the disrepair."),
				l("Arrears"),
				p("7. Have you paid any money to your landlord since the claim was issued? Yes. I paid £600.00 by bank transfer on 31 January 2025. I can pay the current rent and £150.00 a month towards the arrears from my wages. My adviser at Coventry Citizens Advice, Ms Harjit Bains, has helped me with a budget."),
			},
			{
				l("About you"),
				ls("8.  Do you have any dependant children?        [X] Yes   [ ] No     If Yes, give ages: 4 and 7",
					"9.  Are you employed?                          [X] Yes   [ ] No",
					"    Give your job title:   Delivery driver (full time)",
					"    Take home pay:  £1,890.00 per month",
					"10. Are you receiving any benefits?             [ ] Yes   [X] No",
					"    The second defendant has a Universal Credit claim; her work coach at Coventry Jobcentre Plus",
					"    is Mr Rory Delahunt. I do not know what she receives."),
				gap(),
				l("11. Why you should not be evicted"),
				p("If the court makes an order I ask that it is suspended on terms that I pay the rent and £150.00 a month towards the arrears. We have lived at the property since September 2022, the children go to school nearby, and we would be homeless."),
				gap(),
				l("Statement of Truth"),
				p("I understand that proceedings for contempt of court may be brought against anyone who makes, or causes to be made, a false statement in a document verified by a statement of truth without an honest belief in its truth. I believe that the facts stated in this form are true."),
				ls("Signature    M Adeyemi-Clarke",
					"",
					"[X] Defendant    [ ] Litigation friend    [ ] Defendant's legal representative (as defined by CPR 2.3(1))",
					"",
					"Date         03/02/2025",
					"",
					"Full name                                          Marcus Adeyemi-Clarke",
					"Name of defendant's legal representative's firm    ",
					"Position or office held                            ",
					"(if signing on behalf of firm or company)"),
			},
		}}

	n26 := doc{name: n26F, font: "Helvetica", size: 10, unicode: true,
		footer: "N26 Order for possession (04.24)                                                           © Crown Copyright 2024",
		pages: []page{{
			ls("                                                                   In the County Court at",
				"                                                                   Coventry",
				"Order for possession                                               Claim Number    K00CV412",
				"                                                                   Date            12 March 2025",
				"",
				"Claimant                       Harcourt Lettings (Midlands) Limited",
				"Claimant's Ref                 BH/PV/7731",
				"",
				"1st Defendant                  Marcus Adeyemi-Clarke",
				"2nd Defendant                  Leanne Foster"),
			gap(),
			p("Before District Judge Hollingworth sitting at the County Court at Coventry, Coventry Combined Court Centre, 140 Much Park Street, Coventry CV1 2SN."),
			p("UPON hearing Ms Eleanor Mbeki-Shaw of counsel for the claimant and the first defendant in person, the second defendant not attending"),
			p("AND UPON the court being satisfied that the claimant is entitled to possession on ground 8 of Schedule 2 to the Housing Act 1988, arrears of more than two months' rent being outstanding both at the date of service of the notice on 4 October 2024 and at the date of the hearing"),
			p("AND UPON the first defendant's payment of £1,000.00 on 6 December 2024 being accepted by the claimant and credited to the account"),
			cb("IT IS ORDERED THAT"),
			p("1. The defendants give the claimant possession of 14 Wexford Close, Tile Hill, Coventry CV4 9PQ on or before 9 April 2025."),
			p("2. The defendants pay the claimant £5,168.00 for unpaid rent and use and occupation of the property up to 12 March 2025."),
			p("3. The defendants pay the claimant's costs of £473.50 by 26 March 2025."),
			p("4. The first defendant's counterclaim for disrepair is transferred to the small claims track and directions will be given separately."),
			p("5. The defendants may apply to the court to vary or set aside this order within 7 days of service under CPR 3.3(5)."),
			gap(),
			l("To the defendants"),
			p("The court has ordered you to leave the property by the date stated in paragraph 1. If you do not, the claimant can ask the court to authorise a bailiff or an enforcement officer to evict you without a further hearing. If you need advice, go to any Citizens Advice office or see www.gov.uk/eviction."),
			gap(),
			small(l("The court office at Coventry Combined Court Centre, 140 Much Park Street, Coventry CV1 2SN. When corresponding with the court, please address forms or letters to the Court Manager and quote the claim number. Tel: 0300 123 5577. Check if you can issue your claim online."), 8),
		}}}

	return matterSpec{
		name: "harcourt-v-adeyemi-clarke", title: "Harcourt Lettings (Midlands) Ltd v Adeyemi-Clarke and Foster (County Court at Coventry, K00CV412)", heldOut: true,
		firstSight: &Figures{PartyTruth: 8, PartyFound: 9, PartyCorrect: 5, EventTruth: 29, EventHits: 29, Grounded: 1}, // at ad71891
		docs:       []doc{n5, n119, n11, n26},
		parties: []Party{
			{"Harcourt Lettings (Midlands) Limited", "plaintiff"}, // the claimant
			{"Marcus Adeyemi-Clarke", "defendant"},
			{"Marcus Adeyemi-Clarke", "declarant"}, // signs his defence's statement of truth
			{"Leanne Foster", "defendant"},
			{"Priya Venkatesan", "counsel"},        // claimant's legal representative, signs the N5
			{"Gwendolyn Asante-Ford", "declarant"}, // Head of Income Recovery, signs the N119
			{"Eleanor Mbeki-Shaw", "counsel"},
			{"Hollingworth", "judge"}, // District Judge
		},
		events: []Event{
			{"2025-01-21", n5F, 1},
			{"2025-03-12", n5F, 1},
			{"2025-01-17", n5F, 2},
			{"2022-09-01", n119F, 1},
			{"2024-07-15", n119F, 1},
			{"2024-08-19", n119F, 1},
			{"2024-09-02", n119F, 1},
			{"2024-10-04", n119F, 1},
			{"2024-10-18", n119F, 1},
			{"2024-06-01", n119F, 1},
			{"2024-07-01", n119F, 1},
			{"2024-08-01", n119F, 1},
			{"2024-09-01", n119F, 1},
			{"2024-10-01", n119F, 1},
			{"2024-11-01", n119F, 1},
			{"2024-12-01", n119F, 1},
			{"2025-01-01", n119F, 1},
			{"2025-01-16", n119F, 2},
			{"2024-10-05", n11F, 1},
			{"2024-12-06", n11F, 1},
			{"2024-11-11", n11F, 1},
			{"2025-01-03", n11F, 1},
			{"2025-01-31", n11F, 1},
			{"2025-02-03", n11F, 2},
			{"2025-03-12", n26F, 1},
			{"2024-10-04", n26F, 1},
			{"2024-12-06", n26F, 1},
			{"2025-04-09", n26F, 1},
			{"2025-03-26", n26F, 1},
		},
	}
}
