package sealed

import "pramaan/brief/truth"

// Divorce and a financial remedy in the Family Court in England: the online
// divorce application as the service prints it (sixteen-digit case number,
// "Applicant 1", label-and-value lines, statement of truth, "Issued on"); the
// certificate of entitlement to a conditional order; Form A (notice of an
// application for a financial order) with both sides' solicitors; and the
// consent financial remedy order ("IN THE FAMILY COURT sitting at", "The
// Applicant:" / "The Respondent:", definitions, recitals, numbered orders,
// children by first name only). A4, dates day first.
func init() { specs = append(specs, rosewarne) }

func rosewarne() spec {
	lv := []float64{0.38, 0.62}
	application := doc{name: "Divorce application.pdf", font: "Helvetica", size: 10, paper: "A4",
		footer: "D8 Divorce application - Case number 1702-4418-9035-6621", footer2: "Page %d of %t",
		pages: []page{
			{
				l("In the Family Court"), l("Divorce Service, PO Box 13226, Harlow, CM20 9UG"), gap(),
				row(lv, "Case number:", "1702-4418-9035-6621"), row(lv, "Issued on:", "11 January 2024"), gap(),
				cb("Divorce application"), gap(),
				lb("Applicant 1"),
				row(lv, "Full name", "Philippa Anne Rosewarne"),
				row(lv, "Address", "Porthgwidden Cottage, 3 Harbour Terrace, Mevagissey, Cornwall PL26 6QR"),
				row(lv, "Represented by", "Jessamy Kittow, Kittow & Polglase LLP, 14 Lemon Street, Truro TR1 2LS"),
				gap(),
				lb("Respondent"),
				row(lv, "Full name", "Callum Ewart Rosewarne"),
				row(lv, "Address", "Flat 2, 41 Fore Street, St Austell, Cornwall PL25 5PX"),
				row(lv, "Represented by", "Not known"),
				gap(),
				lb("About the marriage"),
				row(lv, "Date of marriage", "12 August 2011"),
				row(lv, "Place of marriage", "St Austell Register Office, Cornwall"),
				row(lv, "Names as on certificate", "Philippa Anne Trevenna and Callum Ewart Rosewarne"),
			},
			{
				lb("The application"),
				p("Applicant 1 is applying to the court for a final order of divorce from Callum Ewart Rosewarne. The marriage has broken down irretrievably (it cannot be saved)."),
				lb("Financial order"),
				p("Applicant 1 intends to apply to the court for a financial order for herself and for the children of the family."),
				lb("Statement of truth"),
				p("I believe that the facts stated in this application are true. I understand that proceedings for contempt of court may be brought against anyone who makes, or causes to be made, a false statement in a document verified by a statement of truth without an honest belief in its truth."),
				row(lv, "Signed", "Philippa Anne Rosewarne"), row(lv, "Date", "9 January 2024"),
			},
		}}

	certificate := doc{name: "Certificate of entitlement to a conditional order.pdf", font: "Helvetica", size: 10, paper: "A4",
		pages: []page{{
			l("In the Family Court"), l("sitting at Bury St Edmunds Regional Divorce Centre"), gap(),
			row(lv, "Case number:", "1702-4418-9035-6621"), gap(),
			row(lv, "Applicant 1:", "Philippa Anne Rosewarne"), row(lv, "Respondent:", "Callum Ewart Rosewarne"), gap(),
			cb("Certificate of entitlement to a conditional order"), gap(),
			p("District Judge Anwen Prothero has considered the application and the acknowledgement of service dated 30 January 2024, and is satisfied that the applicant is entitled to a conditional order of divorce."),
			p("The conditional order will be pronounced on 18 June 2024 at the Bury St Edmunds Regional Divorce Centre. You do not need to attend."),
			p("The applicant may apply for a final order from 31 July 2024, which is six weeks and one day after the conditional order is pronounced."),
			row(lv, "Date:", "28 May 2024"),
		}}}

	forma := doc{name: "Form A Notice of application for a financial order.pdf", font: "Helvetica", size: 9.5, paper: "A4",
		footer: "Form A  Notice of [intention to proceed with] an application for a financial order (05.24)", footer2: "Page %d of %t",
		pages: []page{
			{
				row([]float64{0.6, 0.4}, "In the Family Court at Truro", "Case number 1702-4418-9035-6621"),
				row([]float64{0.6, 0.4}, "", "Applicant  Philippa Anne Rosewarne\nRespondent  Callum Ewart Rosewarne"),
				gap(),
				cb("Notice of [intention to proceed with] an application for a financial order"), gap(),
				lb("Section 1 - About you (the applicant)"),
				row(lv, "1.1 Your name", "Philippa Anne Rosewarne"),
				row(lv, "1.2 Your solicitor", "Jessamy Kittow, Kittow & Polglase LLP, 14 Lemon Street, Truro TR1 2LS, Ref JK/ROS/417"),
				lb("Section 2 - About the respondent"),
				row(lv, "2.1 Respondent's name", "Callum Ewart Rosewarne"),
				row(lv, "2.2 Respondent's solicitor", "Barnaby Hext, Hext Moyle Solicitors, 9 Boscawen Street, Truro TR1 2QU"),
				lb("Section 3 - Mediation Information and Assessment Meeting (MIAM)"),
				row(lv, "3.1 MIAM attended", "Yes, on 22 February 2024 (mediator's form FM1 attached)"),
				lb("Section 4 - The order(s) you are applying for"),
				ls("[X] Property adjustment order      [X] Pension sharing order", "[X] Lump sum order                 [ ] Periodical payments order for the children"),
				row(lv, "4.2 Property", "Porthgwidden Cottage, 3 Harbour Terrace, Mevagissey PL26 6QR (registered title CL118802), mortgaged to Coastline Building Society"),
			},
			{
				lb("Section 5 - Statement of truth"),
				p("[The applicant believes] that the facts stated in this application are true. I am duly authorised by the applicant to sign this statement."),
				row(lv, "Signed", "Jessamy Kittow"), row(lv, "Position", "Applicant's solicitor"), row(lv, "Date", "4 March 2024"),
				gap(),
				small(p("Court use only: First Appointment listed for 10.00 am on 2 May 2024 at Truro Combined Court, Edward Street, Truro TR1 2PB, before a District Judge. Time estimate: 1 hour."), 9),
			},
		}}

	order := doc{name: "Financial Remedy Order (consent) 09.09.2024.pdf", font: "Times", size: 11, paper: "A4",
		footer: "Financial Remedy Order (consent) - Rosewarne - Case number 1702-4418-9035-6621", footer2: "%d",
		pages: []page{
			{
				cb("IN THE FAMILY COURT"), cb("sitting at TRURO"), gap(),
				row([]float64{0.55, 0.45}, "The Matrimonial Causes Act 1973", "Case number: 1702-4418-9035-6621"),
				gap(),
				row([]float64{0.3, 0.7}, "The Applicant:", "PHILIPPA ANNE ROSEWARNE"),
				row([]float64{0.3, 0.7}, "The Respondent:", "CALLUM EWART ROSEWARNE"),
				gap(),
				cb("FINANCIAL REMEDY ORDER (CONSENT)"), gap(),
				p("Before District Judge Kernick sitting on 9 September 2024, on paper, without a hearing."),
				lb("DEFINITIONS"),
				p("1. \"The Property\" means Porthgwidden Cottage, 3 Harbour Terrace, Mevagissey PL26 6QR, registered at HM Land Registry under title number CL118802. \"The children\" means Tamsin (born 2013) and Jory (born 2016)."),
				lb("RECITALS"),
				p("2. The parties were married on 12 August 2011. A conditional order of divorce was pronounced on 18 June 2024."),
				p("3. The parties have agreed the terms of this order as being in full and final settlement of all claims for financial remedies, having each taken independent legal advice, the Applicant from Jessamy Kittow of Kittow & Polglase LLP and the Respondent from Barnaby Hext of Hext Moyle Solicitors."),
				lb("IT IS ORDERED THAT:"),
				p("4. Within 28 days of the date of the final order, the Respondent shall transfer to the Applicant all his legal and beneficial interest in the Property, subject to the mortgage in favour of Coastline Building Society."),
				p("5. The Applicant shall pay the Respondent a lump sum of GBP 64,000 by 4pm on 31 December 2024."),
			},
			{
				p("6. Provision shall be made in favour of the Applicant by way of pension sharing, in accordance with the annex to this order, of 35% of the Respondent's rights in the Local Government Pension Scheme, this order to take effect on the later of the making of the final order and 28 days from the date of this order."),
				p("7. Upon compliance with paragraphs 4 to 6, the parties' claims against each other for financial provision and property adjustment shall be dismissed, and neither party shall be entitled to apply under the Inheritance (Provision for Family and Dependants) Act 1975 on the death of the other."),
				gap(),
				ls("Dated 9 September 2024", "", "We consent to an order in these terms:", ""),
				row([]float64{0.5, 0.5}, "Signed: Philippa Anne Rosewarne\nApplicant\nDate: 19 August 2024", "Signed: Callum Ewart Rosewarne\nRespondent\nDate: 27 August 2024"),
			},
		}}

	return spec{
		name: "rosewarne-divorce-financial-remedy", title: "Rosewarne v Rosewarne (Family Court, divorce and financial remedy)",
		firstSight: &truth.Figures{PartyTruth: 6, PartyFound: 9, PartyCorrect: 2, EventTruth: 17, EventHits: 17, Grounded: 1}, // at commit 31ea078
		docs:       []doc{application, certificate, forma, order},
		parties: []truth.Party{
			{Name: "Philippa Anne Rosewarne", Role: "petitioner"}, // the applicant
			{Name: "Callum Ewart Rosewarne", Role: "respondent"},
			{Name: "Jessamy Kittow", Role: "counsel"},
			{Name: "Barnaby Hext", Role: "counsel"},
			{Name: "Anwen Prothero", Role: "judge"},
			{Name: "Kernick", Role: "judge"},
		},
		events: []truth.Event{
			{Date: "2024-01-11", File: "Divorce application.pdf", Page: 1},
			{Date: "2011-08-12", File: "Divorce application.pdf", Page: 1},
			{Date: "2024-01-09", File: "Divorce application.pdf", Page: 2},
			{Date: "2024-01-30", File: "Certificate of entitlement to a conditional order.pdf", Page: 1},
			{Date: "2024-06-18", File: "Certificate of entitlement to a conditional order.pdf", Page: 1},
			{Date: "2024-07-31", File: "Certificate of entitlement to a conditional order.pdf", Page: 1},
			{Date: "2024-05-28", File: "Certificate of entitlement to a conditional order.pdf", Page: 1},
			{Date: "2024-02-22", File: "Form A Notice of application for a financial order.pdf", Page: 1},
			{Date: "2024-03-04", File: "Form A Notice of application for a financial order.pdf", Page: 2},
			{Date: "2024-05-02", File: "Form A Notice of application for a financial order.pdf", Page: 2},
			{Date: "2024-09-09", File: "Financial Remedy Order (consent) 09.09.2024.pdf", Page: 1},
			{Date: "2011-08-12", File: "Financial Remedy Order (consent) 09.09.2024.pdf", Page: 1},
			{Date: "2024-06-18", File: "Financial Remedy Order (consent) 09.09.2024.pdf", Page: 1},
			{Date: "2024-12-31", File: "Financial Remedy Order (consent) 09.09.2024.pdf", Page: 1},
			{Date: "2024-09-09", File: "Financial Remedy Order (consent) 09.09.2024.pdf", Page: 2},
			{Date: "2024-08-19", File: "Financial Remedy Order (consent) 09.09.2024.pdf", Page: 2},
			{Date: "2024-08-27", File: "Financial Remedy Order (consent) 09.09.2024.pdf", Page: 2},
		},
	}
}
