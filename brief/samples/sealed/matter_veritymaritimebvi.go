package sealed

import "pramaan/brief/truth"

// A lender's claim in the Eastern Caribbean Supreme Court, High Court of
// Justice, Virgin Islands, Commercial Division, A4: a ship-finance lender
// sues a BVI borrower and its guarantor after a default and the sale of the
// financed vessel, and obtains a worldwide freezing order without notice.
// The claim form ("CLAIM NO. BVIHC (COM) 2024/0071", the four-line court
// heading, "BETWEEN ... Claimant AND ... First Defendant ... Second
// Defendant", the relief, the notice to the defendant, the legal
// practitioners' address for service with an attention line, the
// certificate of truth under CPR 3.12, "Issued the ... day of"); the lender's
// director's first affidavit in support (the corner note with the deponent,
// number, exhibit and dates, "MAKE OATH and say", sworn in London before a
// notary); the freezing order (the penal notice in capitals, "BEFORE: The
// Honourable Mr Justice ...", "Dated:" and "Entered:", "UPON the
// application ... AND UPON reading ... AND UPON hearing ... KC and ... of
// counsel", the freezing sum, living and legal expenses, the return date,
// Schedule A undertakings with fortification, "BY THE COURT", "REGISTRAR");
// and the consent order on the return date ("BY CONSENT IT IS ORDERED",
// counsel for each side, the legal practitioners' consents).
//
// Conventions of this truth: the lender is a plaintiff and the borrower and
// guarantor defendants; the director who swears the affidavit is a
// declarant; counsel the orders record as heard are counsel, as is the
// legal practitioner named in the claim form's attention line and who
// signs its certificate of truth (the certificate gives no other role);
// firms of legal practitioners give no counsel; the judge is keyed by the
// name the orders print, without his title; the registrar and the notary
// have no role (the vessel's buyer and the ship broker are not named). A date written in a page's text (the affidavit's corner note
// included) is an event of that page.
func init() { specs = append(specs, verityMaritimeBVI) }

func verityMaritimeBVI() spec {
	head := func(title string, extra ...block) []block {
		b := []block{
			cb("EASTERN CARIBBEAN SUPREME COURT"), cb("IN THE HIGH COURT OF JUSTICE"), cb("VIRGIN ISLANDS"), cb("COMMERCIAL DIVISION"), gap(),
			l("CLAIM NO. BVIHC (COM) 2024/0071"), gap(),
			l("BETWEEN:"),
			cb("VERITY MARITIME FINANCE S.A."), r("Claimant"), c("AND"),
			cb("(1) SOLENT CREST HOLDINGS LIMITED"), r("First Defendant"),
			cb("(2) VADIM KOSTENKO-ARAÚJO"), r("Second Defendant"), rule(),
		}
		b = append(b, extra...)
		return append(b, cb(title), rule())
	}
	pl := "                                                                "

	claim := doc{name: "Claim Form.pdf", font: "Times", size: 11, paper: "A4",
		pages: []page{
			with(head("CLAIM FORM"), []block{
				p("The Claimant, Verity Maritime Finance S.A., a company incorporated in the Marshall Islands, claims against the First Defendant, Solent Crest Holdings Limited, a BVI business company (Company No. 1984471), of Trinity Chambers, P.O. Box 4301, Road Town, Tortola, and the Second Defendant, Vadim Kostenko-Araújo, of 17 Boulevard d'Italie, 98000 Monaco:"),
				p("(1) against the First Defendant, the sum of US$4,812,640.18, being principal, interest and default interest due as at 31 March 2024 under a Facility Agreement dated 12 May 2022 (\"the Facility\"), which was accelerated by notice dated 8 January 2024;"),
				p("(2) against the Second Defendant, the same sum under a Personal Guarantee dated 12 May 2022, payment under which was demanded on 8 January 2024;"),
				p("(3) contractual interest from 1 April 2024 until payment, alternatively interest under section 7 of the Judgments Act (Cap. 35);"),
				p("(4) an injunction restraining the Defendants from dealing with the net proceeds of sale of the vessel MV \"SOLENT CREST\", sold on or about 19 March 2024; and"),
				p("(5) costs."),
				p("The Claimant's address for service is the office of its legal practitioners, Harrowgate Quince, Ritter House, Wickhams Cay II, Road Town, Tortola, VG1110, British Virgin Islands (Ref: JHQ/VMF/0031) (Attn: Ms Juniper H. Quince)."),
			}),
			{
				lb("NOTICE TO THE DEFENDANTS"),
				p("If you do not file an acknowledgment of service within 14 days of service of this claim form (or such longer period as the Court may order where the claim form is served out of the jurisdiction), judgment may be entered against you. If you intend to defend the claim you must file a defence within 28 days of service of this claim form. The statement of claim is served with this claim form."),
				lb("CERTIFICATE OF TRUTH"),
				p("I certify that all facts set out in this claim are true to the best of my knowledge, information and belief, and that the Claimant believes that it has a good claim."),
				ls("Signed: J. H. Quince", "Juniper H. Quince, Legal Practitioner for the Claimant"),
				gap(),
				l("Issued the 8th day of April 2024"),
				ls(pl+"[SEAL]", pl+"REGISTRAR"),
				gap(),
				small(p("The Court office at the Commercial Division, Haycraft Building, Road Town, Tortola, is open between 8:30 a.m. and 4:30 p.m. Monday to Friday except public holidays."), 9),
			},
		}}

	aff := doc{name: "First Affidavit of Pernille Lindgren-Obi.pdf", font: "Times", size: 11, paper: "A4",
		pages: []page{
			with([]block{
				ls(pl+"Claimant", pl+"P. Lindgren-Obi", pl+"First", pl+"Exhibit PLO-1", pl+"Sworn: 8 April 2024", pl+"Filed: 9 April 2024"),
				gap(),
			}, head("FIRST AFFIDAVIT OF PERNILLE LINDGREN-OBI"), []block{
				p("I, PERNILLE LINDGREN-OBI, of 40 Queen Victoria Street, London EC4N 4SA, a director of Verity Maritime Finance S.A. (\"Verity\"), MAKE OATH and say as follows:"),
				p("1. I am authorised to make this affidavit on Verity's behalf in support of its application without notice for a worldwide freezing order. The facts in it are within my own knowledge or come from Verity's records. There is now produced and shown to me a paginated bundle marked \"PLO-1\"."),
				p("2. By the Facility dated 12 May 2022, Verity lent US$4,500,000 to the First Defendant to finance its purchase of the bulk carrier MV \"SOLENT CREST\" (IMO 9411827). The Second Defendant, who I understand is the First Defendant's sole director and ultimate beneficial owner, guaranteed the Facility by a Personal Guarantee of the same date [PLO-1, pp. 1-64]."),
				p("3. The First Defendant failed to pay the instalment of principal and interest due on 12 November 2023. On 8 January 2024 Verity served notice of acceleration on the First Defendant and a demand on the Second Defendant. Nothing has been paid."),
			}),
			{
				p("4. On 2 April 2024 I learned from a ship broker that the vessel had been sold to a buyer in the United Arab Emirates on or about 19 March 2024 for about US$6,200,000, without the consent Verity's mortgage required. On 4 April 2024 Verity's solicitors asked the Defendants to confirm that the proceeds were held intact; no reply has been received."),
				p("5. I believe there is a real risk that, unless restrained, the Defendants will move the proceeds beyond Verity's reach. The First Defendant has no other known asset, and in an email of 21 February 2024 the Second Defendant told me that Verity \"would never see a cent\" if it called the loan."),
				p("6. Verity will give the usual undertaking in damages and is willing to fortify it in the sum of US$250,000."),
				gap(),
				row([]float64{0.5, 0.5}, "SWORN at London, England\nthis 8th day of April 2024\nBefore me:\n\n.................................\nNotary Public, London", "\n\n\n.................................\nPERNILLE LINDGREN-OBI"),
				gap(),
				small(l("This affidavit is filed on behalf of the Claimant by Harrowgate Quince, Ritter House, Wickhams Cay II, Road Town, Tortola."), 9),
			},
		}}

	freeze := doc{name: "Freezing Order.pdf", font: "Times", size: 10.5, paper: "A4",
		pages: []page{
			with(head("FREEZING INJUNCTION", row([]float64{0.64, 0.36}, "BEFORE: The Honourable Mr Justice Adrian K. Bellweather-Ross", "Dated: 10 April 2024\nEntered: 11 April 2024"), gap()), []block{
				cb("PENAL NOTICE"),
				bold(p("IF YOU SOLENT CREST HOLDINGS LIMITED OR VADIM KOSTENKO-ARAÚJO DISOBEY THIS ORDER YOU MAY BE HELD TO BE IN CONTEMPT OF COURT AND MAY BE IMPRISONED, FINED OR HAVE YOUR ASSETS SEIZED.")),
				bold(p("ANY OTHER PERSON WHO KNOWS OF THIS ORDER AND DOES ANYTHING WHICH HELPS OR PERMITS THE DEFENDANTS TO BREACH THE TERMS OF THIS ORDER MAY ALSO BE HELD TO BE IN CONTEMPT OF COURT AND MAY BE IMPRISONED, FINED OR HAVE THEIR ASSETS SEIZED.")),
				p("UPON the application of the Claimant by Notice of Application dated 8 April 2024, made without notice to the Defendants"),
				p("AND UPON reading the First Affidavit of Pernille Lindgren-Obi sworn on 8 April 2024 and the exhibit to it"),
				p("AND UPON hearing Mr Tobias Renwick-Hale KC and Ms Aaliyah M. Jno-Baptiste of counsel for the Claimant"),
				p("AND UPON the Claimant giving the undertakings set out in Schedule A to this Order"),
				lb("IT IS ORDERED THAT:"),
				p("1. Until the return date or further order of the Court, the Defendants must not remove from the Virgin Islands any of their assets which are in the Virgin Islands up to the value of US$4,850,000, or in any way dispose of, deal with or diminish the value of any of their assets, whether in or outside the Virgin Islands, up to the same value. This prohibition includes the net proceeds of sale of the vessel MV \"SOLENT CREST\"."),
			}),
			{
				p("2. Each Defendant must, within 7 days of service of this Order, inform the Claimant's legal practitioners of all its or his assets worldwide exceeding US$25,000 in value, giving the value, location and details of each, and must confirm the information in an affidavit within 14 days of service."),
				p("3. This Order does not prohibit the Second Defendant from spending US$15,000 a week towards his ordinary living expenses, or either Defendant from spending a reasonable sum on legal advice and representation, provided that the Claimant's legal practitioners are first told where the money is to come from."),
				p("4. The return date is 24 April 2024 at 9:30 a.m. before a Judge of the Commercial Division, when the Court will consider whether this Order should continue."),
				p("5. Anyone served with or notified of this Order may apply to the Court at any time to vary or discharge it, on giving the Claimant's legal practitioners 48 hours' notice."),
				p("6. Costs reserved."),
				cb("SCHEDULE A - UNDERTAKINGS GIVEN TO THE COURT BY THE CLAIMANT"),
				p("(1) If the Court later finds that this Order has caused loss to a Defendant, and decides that the Defendant should be compensated for that loss, the Claimant will comply with any order the Court may make."),
				p("(2) The Claimant will by 4:00 p.m. on 17 April 2024 fortify the undertaking in (1) by paying US$250,000 to its legal practitioners, to be held to the order of the Court."),
				p("(3) The Claimant will serve on the Defendants, as soon as practicable, this Order, the claim form, the affidavit and a note of the hearing."),
				cb("NAME AND ADDRESS OF THE CLAIMANT'S LEGAL PRACTITIONERS"),
				c("Harrowgate Quince, Ritter House, Wickhams Cay II, Road Town, Tortola, VG1110 (Ref: JHQ/VMF/0031)"),
				gap(),
				ls(pl+"BY THE COURT", "", pl+"...............................", pl+"REGISTRAR"),
			},
		}}

	consent := doc{name: "Consent Order on the Return Date.pdf", font: "Times", size: 11, paper: "A4",
		pages: []page{
			with(head("ORDER", row([]float64{0.64, 0.36}, "BEFORE: The Honourable Mr Justice Adrian K. Bellweather-Ross", "Dated: 24 April 2024\nEntered: 25 April 2024"), gap()), []block{
				p("UPON the return date of the Freezing Injunction dated 10 April 2024"),
				p("AND UPON hearing Ms Aaliyah M. Jno-Baptiste of counsel for the Claimant and Mr Kwame A. Penn-Malone of counsel for the First and Second Defendants"),
				p("AND UPON the Defendants' legal practitioners confirming that US$4,850,000 of the proceeds of sale of the vessel is held in an account in the name of the First Defendant"),
				lb("BY CONSENT IT IS ORDERED THAT:"),
				p("1. The Freezing Injunction dated 10 April 2024 shall continue until trial or further order, save that the assets frozen shall be limited to the account identified in the Second Defendant's affidavit of assets sworn on 22 April 2024."),
				p("2. The Defendants shall file and serve their Defence by 3 June 2024."),
				p("3. The first case management conference shall be listed on the first open date after 1 July 2024, with a time estimate of half a day."),
				p("4. Costs of the application and of today be costs in the claim."),
				gap(),
				ls(pl+"BY THE COURT", "", pl+"...............................", pl+"REGISTRAR"),
				gap(),
				l("We consent to the terms of this Order:"),
				row([]float64{0.5, 0.5}, "...............................\nHarrowgate Quince\nLegal Practitioners for the Claimant", "...............................\nMossfield Clarke\nLegal Practitioners for the First and Second Defendants"),
			}),
		}}

	const (
		fc = "Claim Form.pdf"
		fa = "First Affidavit of Pernille Lindgren-Obi.pdf"
		ff = "Freezing Order.pdf"
		fo = "Consent Order on the Return Date.pdf"
	)
	return spec{
		name:       "verity-maritime-v-solent-crest-bvihc-com",
		title:      "Verity Maritime Finance S.A. v Solent Crest Holdings Ltd and Kostenko-Araújo (ECSC, BVI Commercial Division, BVIHC (COM) 2024/0071), freezing injunction",
		firstSight: &truth.Figures{PartyTruth: 9, PartyFound: 13, PartyCorrect: 8, EventTruth: 27, EventHits: 27, Grounded: 1}, // at commit 78b7104
		docs:       []doc{claim, aff, freeze, consent},
		parties: []truth.Party{
			{Name: "Verity Maritime Finance S.A.", Role: "plaintiff"},
			{Name: "Solent Crest Holdings Limited", Role: "defendant"},
			{Name: "Vadim Kostenko-Araújo", Role: "defendant"},
			{Name: "Pernille Lindgren-Obi", Role: "declarant"},
			{Name: "Juniper H. Quince", Role: "counsel"},
			{Name: "Tobias Renwick-Hale", Role: "counsel"},
			{Name: "Aaliyah M. Jno-Baptiste", Role: "counsel"},
			{Name: "Kwame A. Penn-Malone", Role: "counsel"},
			{Name: "Adrian K. Bellweather-Ross", Role: "judge"},
		},
		events: []truth.Event{
			{Date: "2024-03-31", File: fc, Page: 1},
			{Date: "2022-05-12", File: fc, Page: 1},
			{Date: "2024-01-08", File: fc, Page: 1},
			{Date: "2024-04-01", File: fc, Page: 1},
			{Date: "2024-03-19", File: fc, Page: 1},
			{Date: "2024-04-08", File: fc, Page: 2},
			{Date: "2024-04-08", File: fa, Page: 1}, // the corner note and the oath
			{Date: "2024-04-09", File: fa, Page: 1},
			{Date: "2022-05-12", File: fa, Page: 1},
			{Date: "2023-11-12", File: fa, Page: 1},
			{Date: "2024-01-08", File: fa, Page: 1},
			{Date: "2024-04-02", File: fa, Page: 2},
			{Date: "2024-03-19", File: fa, Page: 2},
			{Date: "2024-04-04", File: fa, Page: 2},
			{Date: "2024-02-21", File: fa, Page: 2},
			{Date: "2024-04-08", File: fa, Page: 2},
			{Date: "2024-04-10", File: ff, Page: 1},
			{Date: "2024-04-11", File: ff, Page: 1},
			{Date: "2024-04-08", File: ff, Page: 1},
			{Date: "2024-04-24", File: ff, Page: 2},
			{Date: "2024-04-17", File: ff, Page: 2},
			{Date: "2024-04-24", File: fo, Page: 1},
			{Date: "2024-04-25", File: fo, Page: 1},
			{Date: "2024-04-10", File: fo, Page: 1},
			{Date: "2024-04-22", File: fo, Page: 1},
			{Date: "2024-06-03", File: fo, Page: 1},
			{Date: "2024-07-01", File: fo, Page: 1},
		},
	}
}
