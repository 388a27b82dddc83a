package sealed

import "pramaan/brief/truth"

// A creditor's winding-up petition in the Financial Services Division of
// the Grand Court of the Cayman Islands: the petition ("CAUSE NO. FSD ...
// (...)" with the judge's initials, "IN THE MATTER OF THE COMPANIES ACT
// (2023 REVISION) / AND IN THE MATTER OF ... LTD", "TO: The Grand Court",
// "The humble petition of ... showeth", "YOUR PETITIONER THEREFORE HUMBLY
// PRAYS", the attorneys' "This Petition was filed by" block, the notice of
// hearing); the affidavit verifying the petition sworn before a notary;
// and the winding-up order appointing joint official liquidators ("BEFORE
// THE HONOURABLE ... IN OPEN COURT", "UPON HEARING", "THIS ORDER was
// filed by").
func init() { specs = append(specs, coralHarbour) }

func coralHarbour() spec {
	head := []block{
		cb("IN THE GRAND COURT OF THE CAYMAN ISLANDS"), cb("FINANCIAL SERVICES DIVISION"), gap(),
		r("CAUSE NO. FSD 112 OF 2024 (RMK)"), gap(),
		cb("IN THE MATTER OF THE COMPANIES ACT (2023 REVISION)"), cb("AND IN THE MATTER OF CORAL HARBOUR OPPORTUNITIES FUND LTD."), rule(),
	}

	petition := doc{name: "Winding Up Petition.pdf", font: "Times", size: 11, paper: "A4", footer: "%d",
		pages: []page{
			with(head, []block{
				cb("WINDING UP PETITION"), gap(),
				l("TO: The Grand Court of the Cayman Islands"), gap(),
				p("The humble petition of MERIDIAN PRIME BROKERAGE LIMITED (the \"Petitioner\"), a company incorporated in England and Wales with its registered office at 25 Bank Street, London E14 5JP, United Kingdom, showeth as follows:"),
				p("1. Coral Harbour Opportunities Fund Ltd. (the \"Company\") was incorporated in the Cayman Islands on 19 June 2018 as an exempted company, and is registered as a mutual fund with the Cayman Islands Monetary Authority. Its registered office is at c/o Sandbar Corporate Services Ltd., 94 Solaris Avenue, Camana Bay, Grand Cayman KY1-1108."),
				p("2. Under a prime brokerage agreement dated 3 September 2019, the Petitioner provided financing to the Company. Following a margin call on 12 February 2024 which the Company did not meet, the Petitioner closed out the Company's positions on 15 February 2024, leaving a deficit of US$18,412,660.00 owed by the Company to the Petitioner."),
				p("3. On 7 March 2024 the Petitioner served on the Company at its registered office a statutory demand under section 93 of the Companies Act (2023 Revision). More than three weeks have elapsed and the Company has neither paid the sum demanded nor secured or compounded for it to the Petitioner's reasonable satisfaction. The Company is therefore deemed to be unable to pay its debts."),
			}),
			{
				p("YOUR PETITIONER THEREFORE HUMBLY PRAYS that:"),
				p("(1) the Company be wound up by the Court under the provisions of the Companies Act (2023 Revision);"),
				p("(2) Ms Sigrid Halvorsen-Bodden and Mr Ravi Chandrapaul of Tidewater Restructuring (Cayman) Ltd. be appointed as joint official liquidators of the Company; and"),
				p("(3) the costs of this Petition be paid out of the assets of the Company."),
				ls("Dated this 8th day of April 2024", "", "/s/ Ebanks Whitfield-Conolly", "EBANKS WHITFIELD-CONOLLY", "Attorneys-at-Law for the Petitioner"), gap(),
				cb("NOTICE OF HEARING"),
				p("This Petition is to be heard before the Honourable Justice Rhiannon M. Kirkconnell at the Law Courts, George Town, Grand Cayman on 23 May 2024 at 10:00 a.m."),
				p("This Petition was filed by Ebanks Whitfield-Conolly, Attorneys-at-Law for the Petitioner, whose address for service is 3rd Floor, Harbour Place, 103 South Church Street, George Town, Grand Cayman KY1-1106 (Ref: FT/MPB/0412; Attn: Fiona Tibbetts-Ebanks / Marcus D. Conolly)."),
			},
		}}

	affidavit := doc{name: "Affidavit Verifying Petition.pdf", font: "Times", size: 11, paper: "A4", footer: "%d",
		pages: []page{
			with([]block{stamp("Petitioner", "A. Delacourt-Vance", "First Affidavit", "Exhibit \"ADV-1\"", "Sworn: 5 April 2024", "Filed: 8 April 2024")}, head, []block{
				cb("AFFIDAVIT VERIFYING WINDING UP PETITION"), gap(),
				p("I, ANTOINETTE DELACOURT-VANCE, of 25 Bank Street, London E14 5JP, United Kingdom, Managing Director and Head of Credit Risk of Meridian Prime Brokerage Limited, MAKE OATH AND SAY as follows:"),
				p("1. I am authorised by the Petitioner to make this affidavit on its behalf. The facts and matters deposed to are within my own knowledge or derived from the Petitioner's records, which I believe to be true."),
				p("2. I have read the petition presented on 8 April 2024 for the winding up of Coral Harbour Opportunities Fund Ltd. The statements in it are true to the best of my knowledge, information and belief."),
				p("3. The Company's last payment to the Petitioner was made on 29 January 2024. There is now produced and shown to me marked \"ADV-1\" a paginated bundle containing the prime brokerage agreement, the close-out statement dated 15 February 2024 and the statutory demand with its certificate of service."),
			}),
			{
				ls("SWORN at London, United Kingdom", "this 5th day of April 2024", "", "                                        /s/ Antoinette Delacourt-Vance", "                                        ANTOINETTE DELACOURT-VANCE", "",
					"Before me:", "/s/ Peregrine Oduya", "Notary Public, London", "(Notarial seal)"),
			},
		}}

	order := doc{name: "Winding Up Order.pdf", font: "Times", size: 11, paper: "A4", footer: "%d",
		pages: []page{
			with(head, []block{
				cb("WINDING UP ORDER"), gap(),
				cb("BEFORE THE HONOURABLE JUSTICE RHIANNON M. KIRKCONNELL"), c("IN OPEN COURT, 23 MAY 2024"), gap(),
				p("UPON the Petition of Meridian Prime Brokerage Limited presented on 8 April 2024"),
				p("AND UPON READING the First Affidavit of Antoinette Delacourt-Vance sworn on 5 April 2024, the affidavit of service of the Petition, and the consents to act of the proposed joint official liquidators dated 2 April 2024"),
				p("AND UPON HEARING Mr Marcus D. Conolly of Ebanks Whitfield-Conolly for the Petitioner, and Ms Tamsin Yee-Merren of Bodden Island Legal for the Company, who did not oppose the making of the order"),
				cb("IT IS ORDERED THAT:"),
				p("1. Coral Harbour Opportunities Fund Ltd. be wound up by the Court under the provisions of the Companies Act (2023 Revision)."),
				p("2. Sigrid Halvorsen-Bodden and Ravi Chandrapaul of Tidewater Restructuring (Cayman) Ltd. be appointed joint official liquidators of the Company, and any act required or authorised to be done by the joint official liquidators may be done by either of them."),
				p("3. The joint official liquidators shall file their first report with the Court by 22 August 2024."),
				p("4. The costs of the Petitioner be paid out of the assets of the Company as an expense of the liquidation."),
				ls("Dated this 23rd day of May 2024", "Filed this 24th day of May 2024", "", "                                        ____________________", "                                        JUDGE OF THE GRAND COURT"),
				small(p("THIS ORDER was filed by Ebanks Whitfield-Conolly, Attorneys-at-Law for the Petitioner, 3rd Floor, Harbour Place, 103 South Church Street, George Town, Grand Cayman KY1-1106."), 9),
			}),
		}}

	return spec{
		name: "in-re-coral-harbour-fund-fsd", title: "In re Coral Harbour Opportunities Fund Ltd. (Grand Court of the Cayman Islands, FSD 112 of 2024 (RMK))",
		firstSight: &truth.Figures{PartyTruth: 9, PartyFound: 5, PartyCorrect: 2, EventTruth: 18, EventHits: 18, Grounded: 1}, // at commit 3dc306d
		docs:       []doc{petition, affidavit, order},
		parties: []truth.Party{
			{Name: "Coral Harbour Opportunities Fund Ltd.", Role: "party"}, // the company of the "In the matter of" caption
			{Name: "Meridian Prime Brokerage Limited", Role: "petitioner"},
			{Name: "Antoinette Delacourt-Vance", Role: "declarant"},
			{Name: "Fiona Tibbetts-Ebanks", Role: "counsel"},
			{Name: "Marcus D. Conolly", Role: "counsel"},
			{Name: "Tamsin Yee-Merren", Role: "counsel"},
			{Name: "Rhiannon M. Kirkconnell", Role: "judge"},
			{Name: "Sigrid Halvorsen-Bodden", Role: "third party"}, // the joint official liquidators appointed
			{Name: "Ravi Chandrapaul", Role: "third party"},
		},
		events: []truth.Event{
			{Date: "2018-06-19", File: "Winding Up Petition.pdf", Page: 1},
			{Date: "2019-09-03", File: "Winding Up Petition.pdf", Page: 1},
			{Date: "2024-02-12", File: "Winding Up Petition.pdf", Page: 1},
			{Date: "2024-02-15", File: "Winding Up Petition.pdf", Page: 1},
			{Date: "2024-03-07", File: "Winding Up Petition.pdf", Page: 1},
			{Date: "2024-04-08", File: "Winding Up Petition.pdf", Page: 2},
			{Date: "2024-05-23", File: "Winding Up Petition.pdf", Page: 2},
			{Date: "2024-04-05", File: "Affidavit Verifying Petition.pdf", Page: 1},
			{Date: "2024-04-08", File: "Affidavit Verifying Petition.pdf", Page: 1},
			{Date: "2024-01-29", File: "Affidavit Verifying Petition.pdf", Page: 1},
			{Date: "2024-02-15", File: "Affidavit Verifying Petition.pdf", Page: 1},
			{Date: "2024-04-05", File: "Affidavit Verifying Petition.pdf", Page: 2},
			{Date: "2024-05-23", File: "Winding Up Order.pdf", Page: 1},
			{Date: "2024-04-08", File: "Winding Up Order.pdf", Page: 1},
			{Date: "2024-04-05", File: "Winding Up Order.pdf", Page: 1},
			{Date: "2024-04-02", File: "Winding Up Order.pdf", Page: 1},
			{Date: "2024-08-22", File: "Winding Up Order.pdf", Page: 1},
			{Date: "2024-05-24", File: "Winding Up Order.pdf", Page: 1},
		},
	}
}
