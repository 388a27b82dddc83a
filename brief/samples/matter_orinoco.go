package samples

// DEV SET (held out at first sight): a creditor's winding-up petition in
// the Grand Court of the Cayman Islands, Financial Services Division,
// against an exempted company that is a mutual fund, brought by a
// redeemed investor for unpaid redemption proceeds after a statutory
// demand. The Court's e-filing stamp across the top of every filed page
// ("FSD2024-0187   Page 1 of 3   2024-08-14"). The petition
// ("IN THE GRAND COURT OF THE CAYMAN ISLANDS / FINANCIAL SERVICES
// DIVISION" with "CAUSE NO. FSD 187 OF 2024 (AMP)" at the right, the
// judge's initials in brackets, "IN THE MATTER OF THE COMPANIES ACT (2023
// REVISION) / AND IN THE MATTER OF X LTD", "TO: The Grand Court of the
// Cayman Islands", "THE HUMBLE PETITION of X, ... acting by its general
// partner, Y, ... SHOWS THAT:", the company's incorporation, registration
// number, registered office, investment manager and directors, the
// redemption notice, redemption day, contract note and statutory demand
// under section 93, "THE PETITIONER THEREFORE HUMBLY PRAYS THAT:" with
// the proposed joint official liquidators named with their firm, "Dated
// this 14th day of August 2024", signed by the firm over "Attorneys-at-law
// for the Petitioner"; the Registrar's notice of hearing on its own page
// with the hearing day and the deadline for notices of intention to
// appear, "(K. Bodden) / Deputy Registrar", the note on service, and
// "THIS PETITION was presented by X, Attorneys-at-law for the Petitioner,
// whose address for service is ... (Ref: ...; Attorneys: A / B)"); the
// first affidavit in support (the marginal note at the top right
// "Petitioner / M. E. Thorne / First Affidavit / Exhibit "MET-1" / Sworn:
// 12 August 2024", "I, X, of ..., Managing Director of Y, the general
// partner of Z, MAKE OATH and say as follows:", the administrator, a
// director and other redeemed investors named, the company's attorneys'
// letter, the liquidators' consents, the jurat "SWORN at Stamford / in the
// State of Connecticut ..." beside ")" rules, "Before me:" a Notary Public
// with "My Commission Expires:", and the apostille in its ten numbered
// fields under "(Convention de La Haye du 5 octobre 1961)"); and the
// winding-up order ("BEFORE THE HONOURABLE JUSTICE X", "IN OPEN COURT",
// "UPON the Petition of X presented on ...", "AND UPON READING" the
// affidavits with their dates, "AND UPON HEARING Mr X of Y, counsel for
// the Petitioner, Ms Z of W, counsel for V, a creditor of the Company
// supporting the Petition, and Mr U of T, counsel for the Company, who did
// not oppose", "IT IS ORDERED THAT:" naming the joint official
// liquidators in full, "Dated this ... / Filed this ...", the judge's name
// over "JUDGE OF THE GRAND COURT", the filing line).
// Conventions: as in re-thamesbridge-interiors, the petitioning creditor
// is the petitioner and the company to be wound up the respondent, a
// creditor that appears to support the petition is a party, and each
// attorney named for a side (in the petition's presentation line or as
// heard in the order) is counsel, the company's attorney too; the general
// partner through which the petitioner acts is no party of its own; the
// petitioner's general partner's managing director who swears the
// affidavit is its declarant; the judge is the judge; the joint official
// liquidators the petition proposes and the order appoints are third
// parties (as the interim resolution professional in kaveri-polymers),
// keyed by the full names the order gives. The investment manager, the
// directors, the administrator, the other redeemed investors named only
// as creditors, the process server whose affidavit of service the order
// reads (named only there), the notary, the officer who signs the
// apostille, the Deputy Registrar, the liquidators' firm and the
// attorneys' firms are no parties. The e-filing stamp's date is an event
// on each document's first page only; the notary's commission expiry and
// the Hague Convention's date in the apostille's heading are no events;
// every other date printed is an event on its page.
func init() { specs = append(specs, orinoco) }

func orinoco() matterSpec {
	const (
		petF = "FSD 187 of 2024 Winding Up Petition.pdf"
		affF = "FSD 187 of 2024 First Affidavit of Marguerite Ellison Thorne.pdf"
		ordF = "FSD 187 of 2024 Winding Up Order (filed 2 October 2024).pdf"
	)
	stamp := func(date string) string { return "FSD2024-0187     Page %d of %t     " + date }
	heading := []block{
		r("CAUSE NO. FSD 187 OF 2024 (AMP)"), gap(),
		cb("IN THE GRAND COURT OF THE CAYMAN ISLANDS"),
		cb("FINANCIAL SERVICES DIVISION"), gap(),
		c("IN THE MATTER OF THE COMPANIES ACT (2023 REVISION)"), gap(),
		c("AND IN THE MATTER OF ORINOCO BASIN CREDIT OPPORTUNITIES FUND LTD"), gap(),
	}
	filedBy := func(what string) block {
		return small(ls(what+" was filed by Kestrel Dunmore, Attorneys-at-law for the Petitioner, whose address for service is",
			"3rd Floor, Harbour Place, 103 South Church Street, PO Box 1188, George Town, Grand Cayman KY1-1102,",
			"Cayman Islands (Ref: FEM/AOT/24117-0003; Tel: +1 345 814 2200)."), 8.5)
	}

	pet := doc{name: petF, font: "Times", size: 11, unicode: true, header: stamp("2024-08-14"),
		pages: []page{
			append(append([]block{}, heading...),
				cb("WINDING UP PETITION"), gap(),
				l("TO: The Grand Court of the Cayman Islands"), gap(),
				p("THE HUMBLE PETITION of HOLLINS WARD ENDOWMENT PARTNERS, L.P., a limited partnership formed under the laws of the State of Delaware, United States of America, acting by its general partner, Hollins Ward GP LLC, whose principal office is at 1200 Summer Street, Suite 900, Stamford, Connecticut 06905, United States of America (the \"Petitioner\"), SHOWS THAT:"),
				p("1. Orinoco Basin Credit Opportunities Fund Ltd (the \"Company\") was incorporated in the Cayman Islands on 9 February 2016 as an exempted company with limited liability under registration number 307741. Its registered office is at c/o Larchfield Corporate Services Ltd, PO Box 2241, 71 Fort Street, George Town, Grand Cayman KY1-1106, Cayman Islands."),
				p("2. The Company is registered with the Cayman Islands Monetary Authority as a mutual fund under section 4(3) of the Mutual Funds Act (2021 Revision). Its investment manager is Puerto Ordaz Capital Management LLC, a Delaware limited liability company (the \"Investment Manager\"), and its directors are Mr Tobias Renwick and Ms Celestine Ho-Baptiste."),
				p("3. The authorised share capital of the Company is US$50,000 divided into 100 management shares of US$1.00 each and 4,990,000 participating shares of US$0.01 each. The Company's object is to invest in private and distressed credit in Latin America."),
				p("4. The Petitioner subscribed for Class A participating shares in the Company on 1 April 2019 and 1 October 2020. By a redemption notice dated 28 December 2023, the Petitioner redeemed all of its 11,046.218 Class A shares with effect from the redemption day of 31 March 2024 (the \"Redemption Day\"). Under the Company's articles of association and its offering memorandum dated 15 June 2021, redemption proceeds are payable within 30 days after the Redemption Day, that is, by 30 April 2024."),
			),
			{
				p("5. By a contract note dated 19 April 2024, the Company's administrator confirmed the redemption price of the Petitioner's shares and redemption proceeds of US$14,612,338.27 (the \"Redemption Proceeds\"). On the Redemption Day the Petitioner ceased to be a member of the Company in respect of those shares and became a creditor of the Company for the Redemption Proceeds."),
				p("6. No part of the Redemption Proceeds has been paid. On 3 May 2024, after the Redemption Day, the directors of the Company resolved to suspend the payment of redemption proceeds. That resolution does not affect the Petitioner's debt, which had accrued before it was passed."),
				p("7. On 5 July 2024 the Petitioner served on the Company at its registered office a demand under section 93(a) of the Companies Act (2023 Revision) (the \"Act\") requiring the Company to pay the Redemption Proceeds. The Company has for three weeks thereafter neglected to pay the sum or to secure or compound for it to the reasonable satisfaction of the Petitioner, and is accordingly deemed to be unable to pay its debts within the meaning of section 93 of the Act."),
				p("8. The Company is therefore liable to be wound up by the Court under section 92(d) of the Act. The Petitioner is informed that other redeemed investors are owed redemption proceeds by the Company, and that the Company has no realistic prospect of paying them in the ordinary course of business."),
				p("9. Ms Annika J. Solberg and Mr Desmond K. Ebanks-Whyte, both of Brackwater Restructuring (Cayman) Ltd, are qualified insolvency practitioners resident in the Cayman Islands and have consented to act as joint official liquidators of the Company if appointed."),
				l("THE PETITIONER THEREFORE HUMBLY PRAYS THAT:"),
				p("(1) the Company be wound up by the Court in accordance with the provisions of the Act;"),
				p("(2) Ms Annika J. Solberg and Mr Desmond K. Ebanks-Whyte of Brackwater Restructuring (Cayman) Ltd, 5th Floor, Anchorage Centre, 18 Harbour Drive, George Town, Grand Cayman, be appointed joint official liquidators of the Company, with power to act jointly and severally;"),
				p("(3) the costs of and incidental to this Petition be paid out of the assets of the Company; and"),
				p("(4) such other order may be made as the Court thinks just."),
				ls("Dated this 14th day of August 2024", "",
					"                                                           ..........................................",
					"                                                           KESTREL DUNMORE",
					"                                                           Attorneys-at-law for the Petitioner"),
			},
			{
				cb("NOTICE OF HEARING"), gap(),
				p("TAKE NOTICE that this Petition will be heard before a Judge of the Financial Services Division of the Grand Court sitting at the Law Courts, George Town, Grand Cayman on Thursday, 26 September 2024 at 10:00 a.m."),
				p("Any creditor or contributory of the Company who wishes to appear on the hearing of this Petition must give notice of his intention to do so to the Petitioner's attorneys at the address below by 4:00 p.m. on 24 September 2024."),
				ls("Dated this 15th day of August 2024", "",
					"                                                           ..........................................",
					"                                                           (K. Bodden)",
					"                                                           Deputy Registrar",
					"                                                           Financial Services Division"),
				gap(),
				p("NOTE: This Petition is intended to be served on the Company at its registered office. A copy of the Petition will be supplied by the Petitioner's attorneys to any creditor or contributory of the Company requiring it, on payment of the regulated charge."),
				gap(),
				small(ls("THIS PETITION was presented by Kestrel Dunmore, Attorneys-at-law for the Petitioner, whose address for service is",
					"3rd Floor, Harbour Place, 103 South Church Street, PO Box 1188, George Town, Grand Cayman KY1-1102,",
					"Cayman Islands (Ref: FEM/AOT/24117-0003; Attorneys: Fiona M. Ebanks / Andrew O. Tibbetts;",
					"Tel: +1 345 814 2200; Email: fsd@kestreldunmore.ky)."), 8.5),
			},
		}}

	aff := doc{name: affF, font: "Times", size: 11, unicode: true, header: stamp("2024-08-14"),
		pages: []page{
			append(append([]block{
				small(r("Petitioner\nM. E. Thorne\nFirst Affidavit\nExhibit \"MET-1\"\nSworn: 12 August 2024"), 9),
			}, heading...),
				cb("FIRST AFFIDAVIT OF MARGUERITE ELLISON THORNE"), gap(),
				p("I, MARGUERITE ELLISON THORNE, of 1200 Summer Street, Suite 900, Stamford, Connecticut 06905, United States of America, Managing Director of Hollins Ward GP LLC, the general partner of Hollins Ward Endowment Partners, L.P. (the \"Petitioner\"), MAKE OATH and say as follows:"),
				p("1. I am authorised by the Petitioner to make this affidavit in support of its petition (the \"Petition\") for the winding up of Orinoco Basin Credit Opportunities Fund Ltd (the \"Company\"). Save where I say otherwise, the facts in this affidavit are within my own knowledge or are taken from the Petitioner's records, to which I have access, and are true."),
				p("2. There is now produced and shown to me a paginated bundle of true copies of documents marked \"MET-1\". References in this affidavit to page numbers are to pages of that exhibit."),
				p("3. The Petitioner subscribed US$6,500,000 for Class A participating shares in the Company on 1 April 2019 and a further US$5,000,000 on 1 October 2020 (pages 1 to 14). On 28 December 2023 I signed and sent to the Company's administrator, Halyard Fund Services (Cayman) Ltd, a notice redeeming all of the Petitioner's shares with effect from 31 March 2024 (page 15). The administrator acknowledged the notice by email on 2 January 2024 (page 16)."),
				p("4. On 19 April 2024 the administrator issued a contract note confirming redemption proceeds of US$14,612,338.27, payable by 30 April 2024 (page 17). Nothing was paid. By a letter to investors dated 3 May 2024, signed by Mr Tobias Renwick as a director, the Company announced that its board had suspended the payment of redemption proceeds and the calculation of its net asset value (pages 18 to 19)."),
			),
			{
				p("5. On 5 July 2024 the Petitioner's attorneys, Kestrel Dunmore, delivered a statutory demand under section 93(a) of the Companies Act (2023 Revision) to the Company's registered office (pages 20 to 23). The three weeks allowed by the section expired on 26 July 2024 without payment. On 30 July 2024 the Company's attorneys, Carrick Bay Legal, wrote proposing that the Redemption Proceeds be paid in eight quarterly instalments, without security, the first on 31 March 2025 (pages 24 to 26). The Petitioner rejected that proposal on 2 August 2024 (page 27)."),
				p("6. The Company has not disputed the debt at any time. Its letter of 30 July 2024 accepts that the Redemption Proceeds are due, and says only that the Company's investments cannot be realised in the short term."),
				p("7. I am aware from correspondence among investors that at least four other redeemed investors, among them Acheron Family Office Ltd, are owed redemption proceeds by the Company totalling more than US$31,000,000, in respect of the redemption days of 31 December 2023 and 31 March 2024 (pages 28 to 30)."),
				p("8. Ms Annika Johanne Solberg and Mr Desmond Kofi Ebanks-Whyte of Brackwater Restructuring (Cayman) Ltd have each signed a consent to act as joint official liquidators of the Company, dated 9 August 2024 (pages 31 to 34). Neither of them, nor their firm, has acted for the Company, its investment manager or any of its directors."),
				p("9. For these reasons I respectfully ask the Court to make an order winding up the Company and appointing Ms Solberg and Mr Ebanks-Whyte as its joint official liquidators, with the costs of the Petition to be paid out of the assets of the Company."),
				gap(),
				ls("SWORN at Stamford                              )",
					"in the State of Connecticut                    )",
					"United States of America                       )       ..........................................",
					"this 12th day of August 2024                   )       MARGUERITE ELLISON THORNE",
					"",
					"Before me:",
					"",
					"..........................................",
					"Notary Public",
					"Name: Gregory T. Lisowski",
					"My Commission Expires: 30 November 2027"),
			},
			{
				cb("APOSTILLE"),
				c("(Convention de La Haye du 5 octobre 1961)"), gap(),
				ls("1.   Country:                      United States of America",
					"     This public document",
					"2.   has been signed by            Gregory T. Lisowski",
					"3.   acting in the capacity of     Notary Public",
					"4.   bears the seal/stamp of       Notary Public, State of Connecticut",
					"",
					"                                   Certified",
					"",
					"5.   at                            Hartford, Connecticut",
					"6.   the                           13th day of August 2024",
					"7.   by                            Secretary of the State of Connecticut",
					"8.   No.                           2024-AP-118734",
					"9.   Seal/stamp:                   [SEAL OF THE STATE OF CONNECTICUT]",
					"10.  Signature:                    ..........................................",
					"                                   Deputy Secretary of the State"),
				gap(), gap(),
				filedBy("This Affidavit"),
			},
		}}

	ord := doc{name: ordF, font: "Times", size: 11, unicode: true, header: stamp("2024-10-02"),
		pages: []page{
			append(append([]block{}, heading...),
				cb("WINDING UP ORDER"), gap(),
				l("BEFORE THE HONOURABLE JUSTICE ALEXANDRA M. PRESCOD-HALL"),
				l("IN OPEN COURT"),
				l("26 SEPTEMBER 2024"), gap(),
				p("UPON the Petition of Hollins Ward Endowment Partners, L.P. (the \"Petitioner\") presented on 14 August 2024 (the \"Petition\") for the winding up of Orinoco Basin Credit Opportunities Fund Ltd (the \"Company\")"),
				p("AND UPON READING the First Affidavit of Marguerite Ellison Thorne sworn on 12 August 2024 and exhibit \"MET-1\", the affidavit of service of Nathaniel R. Conolly sworn on 21 August 2024, and the consents to act of the proposed joint official liquidators dated 9 August 2024"),
				p("AND UPON the Court being satisfied that the Petition was duly served and advertised in accordance with the Companies Winding Up Rules"),
				p("AND UPON HEARING Mr Andrew Tibbetts of Kestrel Dunmore, counsel for the Petitioner, Ms Priya Ramcharan of Seabright Lyle, counsel for Acheron Family Office Ltd, a creditor of the Company supporting the Petition, and Mr Julian Farrington-Oake of Carrick Bay Legal, counsel for the Company, who did not oppose the making of a winding up order"),
				l("IT IS ORDERED THAT:"),
				p("1. Orinoco Basin Credit Opportunities Fund Ltd be wound up by the Court in accordance with the provisions of the Companies Act (2023 Revision)."),
				p("2. Annika Johanne Solberg and Desmond Kofi Ebanks-Whyte, both of Brackwater Restructuring (Cayman) Ltd, 5th Floor, Anchorage Centre, 18 Harbour Drive, George Town, Grand Cayman, be appointed joint official liquidators of the Company (the \"JOLs\"), with power to act jointly and severally."),
			),
			{
				p("3. The JOLs are not required to give security for their appointment."),
				p("4. The JOLs shall have the powers set out in Part I of Schedule 3 to the Companies Act (2023 Revision) without the sanction of the Court, and the powers set out in Part II of that Schedule with the sanction of the Court."),
				p("5. The JOLs shall convene the first meetings of the Company's creditors and contributories within 28 days of the date of this Order, and shall file their first report to the Court by 31 January 2025."),
				p("6. The costs of the Petitioner, and of Acheron Family Office Ltd, of and incidental to the Petition be paid out of the assets of the Company as an expense of the liquidation, to be taxed on the standard basis if not agreed."),
				p("7. There be liberty to apply."),
				gap(),
				ls("Dated this 26th day of September 2024",
					"Filed this 2nd day of October 2024", "",
					"                                                      ..........................................",
					"                                                      THE HONOURABLE JUSTICE ALEXANDRA M. PRESCOD-HALL",
					"                                                      JUDGE OF THE GRAND COURT"),
				gap(),
				filedBy("This Order"),
			},
		}}

	return matterSpec{
		name: "re-orinoco-basin", title: "Re Orinoco Basin Credit Opportunities Fund Ltd (Grand Court of the Cayman Islands, FSD 187 of 2024 (AMP))", heldOut: true,
		firstSight: &Figures{PartyTruth: 11, PartyFound: 8, PartyCorrect: 4, EventTruth: 44, EventHits: 44, Grounded: 1}, // at 0862d31
		docs:       []doc{pet, aff, ord},
		parties: []Party{
			{"Hollins Ward Endowment Partners, L.P.", "petitioner"},
			{"Orinoco Basin Credit Opportunities Fund Ltd", "respondent"},
			{"Acheron Family Office Ltd", "party"}, // a creditor supporting the petition
			{"Marguerite Ellison Thorne", "declarant"},
			{"Fiona M. Ebanks", "counsel"},
			{"Andrew O. Tibbetts", "counsel"}, // "Mr Andrew Tibbetts" in the order
			{"Priya Ramcharan", "counsel"},
			{"Julian Farrington-Oake", "counsel"}, // for the Company
			{"Alexandra M. Prescod-Hall", "judge"},
			{"Annika Johanne Solberg", "third party"}, // joint official liquidator
			{"Desmond Kofi Ebanks-Whyte", "third party"},
		},
		events: []Event{
			{"2024-08-14", petF, 1}, // the e-filing stamp
			{"2016-02-09", petF, 1},
			{"2019-04-01", petF, 1},
			{"2020-10-01", petF, 1},
			{"2023-12-28", petF, 1},
			{"2024-03-31", petF, 1},
			{"2021-06-15", petF, 1},
			{"2024-04-30", petF, 1},
			{"2024-04-19", petF, 2},
			{"2024-05-03", petF, 2},
			{"2024-07-05", petF, 2},
			{"2024-08-14", petF, 2},
			{"2024-09-26", petF, 3},
			{"2024-09-24", petF, 3},
			{"2024-08-15", petF, 3},
			{"2024-08-14", affF, 1}, // the e-filing stamp
			{"2024-08-12", affF, 1}, // the marginal note
			{"2019-04-01", affF, 1},
			{"2020-10-01", affF, 1},
			{"2023-12-28", affF, 1},
			{"2024-03-31", affF, 1},
			{"2024-01-02", affF, 1},
			{"2024-04-19", affF, 1},
			{"2024-04-30", affF, 1},
			{"2024-05-03", affF, 1},
			{"2024-07-05", affF, 2},
			{"2024-07-26", affF, 2},
			{"2024-07-30", affF, 2},
			{"2025-03-31", affF, 2},
			{"2024-08-02", affF, 2},
			{"2023-12-31", affF, 2},
			{"2024-03-31", affF, 2},
			{"2024-08-09", affF, 2},
			{"2024-08-12", affF, 2},
			{"2024-08-13", affF, 3}, // the apostille's date
			{"2024-10-02", ordF, 1}, // the e-filing stamp
			{"2024-09-26", ordF, 1},
			{"2024-08-14", ordF, 1},
			{"2024-08-12", ordF, 1},
			{"2024-08-21", ordF, 1},
			{"2024-08-09", ordF, 1},
			{"2025-01-31", ordF, 2},
			{"2024-09-26", ordF, 2},
			{"2024-10-02", ordF, 2},
		},
	}
}
