package sealed

import "pramaan/brief/truth"

// The Federal Court of Australia (New South Wales registry): an originating
// application (Form 15) behind the registry's electronic "NOTICE OF FILING"
// page, parties with their ACNs, "First Respondent" and "Second Respondent",
// "Signed by ... Lawyer for the Applicant"; a concise statement with its
// lettered parts and the lawyer's certificate; an affidavit with its header
// table (affidavit of, address, occupation, date), a contents table and the
// jurat ("Affirmed by the deponent at ... Before me"); the respondents'
// notice of address for service (Form 11); and orders headed "ORDER MADE
// BY: ABERNETHY J", "DATE OF ORDER:", "WHERE MADE:". Dates day first, some
// numeric.
func init() { specs = append(specs, brindabella) }

func brindabella() spec {
	parties := []block{
		small(ls("BRINDABELLA ORCHARD SUPPLIES PTY LTD ACN 612 448 907", "Applicant", "",
			"KESTRIDGE AGRI MACHINERY PTY LTD ACN 098 771 350", "First Respondent", "",
			"ROWAN THACKERAY", "Second Respondent"), 10.5),
	}
	court := []block{l("Federal Court of Australia"), l("District Registry: New South Wales"), l("Division: General"), r("No. NSD 1187 of 2024"), gap()}
	w2 := []float64{0.32, 0.68}

	app := doc{name: "Originating Application.pdf", font: "Helvetica", size: 10, paper: "A4", footer: "Page %d of %t",
		pages: []page{
			{
				cb("NOTICE OF FILING"), gap(),
				p("This document was lodged electronically in the FEDERAL COURT OF AUSTRALIA (FCA) on 12/06/2024 4:37:15 PM AEST and has been accepted for filing under the Court's Rules. Details of filing follow and important additional information about these are set out below."),
				lb("Details of Filing"),
				row(w2, "Document Lodged:", "Originating Application - Form 15 - Rule 8.01(1)(a)"),
				row(w2, "Court of Filing", "FEDERAL COURT OF AUSTRALIA (FCA)"),
				row(w2, "Date of Lodgment:", "12/06/2024 4:37:15 PM AEST"),
				row(w2, "Date Accepted for Filing:", "13/06/2024 9:02:44 AM AEST"),
				row(w2, "File Number:", "NSD1187/2024"),
				row(w2, "File Title:", "BRINDABELLA ORCHARD SUPPLIES PTY LTD ACN 612 448 907 v KESTRIDGE AGRI MACHINERY PTY LTD ACN 098 771 350 & ANOR"),
				row(w2, "Registry:", "NEW SOUTH WALES REGISTRY - FEDERAL COURT OF AUSTRALIA"),
				gap(), r("Registrar"), gap(),
				lb("Important Information"),
				p("As required by the Court's Rules, this Notice has been inserted as the first page of the document which has been accepted for electronic filing. It is now taken to be part of that document for the purposes of the proceeding in the Court and contains important information for all parties to that proceeding. It must be included in the document served on each of those parties."),
			},
			with([]block{r("Form 15"), r("Rule 8.01(1)(a)"), cb("Originating application"), gap()}, court, parties, []block{gap(),
				lb("To the Respondents"),
				p("The Applicant applies for the relief set out in this application. The Court will hear this application, or make orders for the conduct of the proceeding, at the time and place stated below. If you or your lawyer do not attend, then the Court may make orders in your absence."),
				row(w2, "Time and date for hearing:", "10:00 AM, 2 July 2024"),
				row(w2, "Place:", "Law Courts Building, Queens Square, Sydney NSW 2000"),
				gap(),
				lb("Details of claim"),
				p("On the grounds stated in the accompanying Concise Statement, the Applicant claims: 1. A declaration that the Respondents, in trade or commerce, engaged in conduct that was misleading or deceptive, in contravention of s 18 of the Australian Consumer Law (Sch 2 to the Competition and Consumer Act 2010 (Cth)). 2. Damages under s 236 of the Australian Consumer Law. 3. Interest and costs."),
			}),
			{
				lb("Applicant's address"),
				p("The Applicant's address for service is: Moorcroft Tennant Lawyers, Level 22, 60 Martin Place, Sydney NSW 2000. Email: lmoorcroft@mtlaw.com.au. The Applicant's address is 3 Tumbarumba Road, Batlow NSW 2730."),
				lb("Service on the Respondents"),
				p("It is intended to serve this application on all respondents."),
				ls("Date: 12 June 2024", "", "Signed by Lachlan Moorcroft", "Lawyer for the Applicant"),
			},
		}}

	concise := doc{name: "Concise Statement.pdf", font: "Helvetica", size: 10, paper: "A4", footer: "Page %d of %t",
		pages: []page{
			with(court, []block{cb("CONCISE STATEMENT"), gap()}, parties, []block{gap(),
				lb("A. IMPORTANT FACTS GIVING RISE TO THE CLAIM"),
				p("1. The Applicant (Brindabella) grows and packs apples and supplies orchard equipment in the Snowy Valleys. The First Respondent (Kestridge) imports and sells agricultural machinery. The Second Respondent (Mr Thackeray) was at all material times Kestridge's national sales director."),
				p("2. At a meeting at Batlow on 18 August 2022, Mr Thackeray told Brindabella's director, Ms Evangeline Pardoe, that Kestridge's KX-40 orchard platforms were certified to Australian Standard AS 1418.10 and could be leased to fruit growers without further engineering sign-off (the Representation)."),
				p("3. Relying on the Representation, on 5 September 2022 Brindabella bought six KX-40 platforms from Kestridge for $1,380,000 for leasing to growers."),
				p("4. On 21 February 2024 SafeWork NSW issued a prohibition notice: the platforms had not been certified. Brindabella's leases were terminated."),
				lb("B. RELIEF SOUGHT FROM THE COURT"),
				p("5. Declarations, damages under s 236 of the Australian Consumer Law, interest and costs."),
			}),
			{
				lb("C. PRIMARY LEGAL GROUNDS FOR THE RELIEF SOUGHT"),
				p("6. By making the Representation, Kestridge engaged in misleading or deceptive conduct in contravention of s 18 of the Australian Consumer Law, and Mr Thackeray was knowingly concerned in that contravention (s 236 and s 2)."),
				lb("D. ALLEGED HARM SUFFERED"),
				p("7. Brindabella lost the purchase price less resale value, lost lease income, and incurred the cost of engineering reports. It claims $1,912,600."),
				lb("Certificate of lawyer"),
				p("I Lachlan Moorcroft certify to the Court that, in relation to the concise statement filed on behalf of the Applicant, the factual and legal material available to me at present provides a proper basis for each allegation in the concise statement."),
				ls("Date: 12 June 2024", "", "Signed by Lachlan Moorcroft", "Lawyer for the Applicant", "", "This concise statement was prepared by Lachlan Moorcroft of Moorcroft Tennant Lawyers."),
			},
		}}

	affidavit := doc{name: "Affidavit of Evangeline Rose Pardoe.pdf", font: "Helvetica", size: 10, paper: "A4", footer: "Page %d of %t",
		pages: []page{
			with([]block{r("Form 59"), r("Rule 29.02(1)"), cb("Affidavit"), gap()}, court, parties, []block{gap(),
				row(w2, "Affidavit of:", "Evangeline Rose Pardoe"),
				row(w2, "Address:", "40 Orchard Road, Batlow NSW 2730"),
				row(w2, "Occupation:", "Company director"),
				row(w2, "Date:", "11 June 2024"),
				gap(),
				lb("Contents"),
				row([]float64{0.18, 0.5, 0.16, 0.16}, "Document number", "Details", "Paragraph", "Page"),
				row([]float64{0.18, 0.5, 0.16, 0.16}, "1", "Affidavit of Evangeline Rose Pardoe in support of the originating application", "1-4", "1-2"),
				row([]float64{0.18, 0.5, 0.16, 0.16}, "2", "Annexure EP-1, invoice of Kestridge Agri Machinery Pty Ltd", "3", "3"),
				gap(),
				p("I Evangeline Rose Pardoe of 40 Orchard Road, Batlow NSW 2730, company director, affirm:"),
				p("1. I am a director of the Applicant and am authorised to make this affidavit on its behalf."),
				p("2. On 18 August 2022 Mr Rowan Thackeray came to our packing shed in Batlow. He told me the KX-40 platforms \"are fully certified to AS 1418.10, you can lease them straight out\"."),
			}),
			{
				p("3. On 5 September 2022 the Applicant paid Kestridge's invoice for six platforms. Annexed and marked EP-1 is a copy of the invoice."),
				p("4. On 21 February 2024 an inspector from SafeWork NSW attended a grower's orchard at Tumbarumba and issued a prohibition notice for the platform there."),
				gap(),
				row(w2, "Affirmed by the deponent", "at Tumut in New South Wales on 11 June 2024"),
				row(w2, "Before me:", ""),
				row(w2, "Signature of deponent", "______________________"),
				row(w2, "Signature of witness", "______________________"),
				row(w2, "Name of witness", "Gregory Tan"),
				row(w2, "Address of witness", "Tan & Associates, 12 Wynyard Street, Tumut NSW 2720"),
				row(w2, "Capacity of witness", "Solicitor"),
			},
		}}

	notice := doc{name: "Notice of Address for Service.pdf", font: "Helvetica", size: 10, paper: "A4",
		pages: []page{
			with([]block{r("Form 11"), r("Rule 11.01"), cb("Notice of address for service"), gap()}, court, parties, []block{gap(),
				row(w2, "Filed for:", "Kestridge Agri Machinery Pty Ltd and Rowan Thackeray, Respondents"),
				gap(),
				p("The Respondents' address for service is: Carrow Wentworth Lawyers, Level 9, 1 O'Connell Street, Sydney NSW 2000."),
				row(w2, "Lawyer's name:", "Felicity Ng-Sorensen"),
				row(w2, "Email:", "fngsorensen@carrowwentworth.com.au"),
				row(w2, "Tel:", "(02) 9555 0147"),
				gap(),
				ls("Date: 24 June 2024", "", "Signed by Felicity Ng-Sorensen", "Lawyer for the Respondents"),
			}),
		}}

	orders := doc{name: "Orders 2 July 2024.pdf", font: "Helvetica", size: 10, paper: "A4",
		footer: "Prepared in the New South Wales District Registry, Federal Court of Australia", footer2: "Level 17, Law Courts Building, Queens Square, Telephone 1300 720 980",
		pages: []page{
			{
				cb("Federal Court of Australia"), gap(), cb("ORDERS"), gap(), r("NSD 1187 of 2024"), gap(),
				row([]float64{0.2, 0.8}, "BETWEEN:", "BRINDABELLA ORCHARD SUPPLIES PTY LTD ACN 612 448 907\nApplicant"),
				row([]float64{0.2, 0.8}, "AND:", "KESTRIDGE AGRI MACHINERY PTY LTD ACN 098 771 350\nFirst Respondent\n\nROWAN THACKERAY\nSecond Respondent"),
				gap(),
				row([]float64{0.3, 0.7}, "ORDER MADE BY:", "ABERNETHY J"),
				row([]float64{0.3, 0.7}, "DATE OF ORDER:", "2 July 2024"),
				row([]float64{0.3, 0.7}, "WHERE MADE:", "Sydney"),
				gap(),
				lb("THE COURT ORDERS THAT:"),
				p("1. The Respondents file and serve a concise response to the Concise Statement by 4:00 pm on 30 July 2024."),
				p("2. The Applicant file and serve any reply by 13 August 2024."),
				p("3. The parties confer and, by 20 August 2024, file an agreed proposed timetable for evidence and a referral to mediation."),
				p("4. The proceeding be listed for a case management hearing at 9:30 am on 27 August 2024."),
				p("5. Costs be reserved."),
				gap(),
				ls("Date that entry is stamped: 2 July 2024", "", "Registrar"),
			},
		}}

	return spec{
		name: "brindabella-v-kestridge", title: "Brindabella Orchard Supplies Pty Ltd v Kestridge Agri Machinery Pty Ltd (FCA, NSD 1187 of 2024)",
		firstSight: &truth.Figures{PartyTruth: 7, PartyFound: 5, PartyCorrect: 3, EventTruth: 19, EventHits: 19, Grounded: 1}, // at commit 31ea078
		docs:       []doc{app, concise, affidavit, notice, orders},
		parties: []truth.Party{
			{Name: "Brindabella Orchard Supplies Pty Ltd", Role: "plaintiff"}, // the applicant
			{Name: "Kestridge Agri Machinery Pty Ltd", Role: "respondent"},
			{Name: "Rowan Thackeray", Role: "respondent"},
			{Name: "Evangeline Rose Pardoe", Role: "declarant"},
			{Name: "Lachlan Moorcroft", Role: "counsel"},
			{Name: "Felicity Ng-Sorensen", Role: "counsel"},
			{Name: "Abernethy", Role: "judge"},
		},
		events: []truth.Event{
			{Date: "2024-06-12", File: "Originating Application.pdf", Page: 1},
			{Date: "2024-06-13", File: "Originating Application.pdf", Page: 1},
			{Date: "2024-07-02", File: "Originating Application.pdf", Page: 2},
			{Date: "2024-06-12", File: "Originating Application.pdf", Page: 3},
			{Date: "2022-08-18", File: "Concise Statement.pdf", Page: 1},
			{Date: "2022-09-05", File: "Concise Statement.pdf", Page: 1},
			{Date: "2024-02-21", File: "Concise Statement.pdf", Page: 1},
			{Date: "2024-06-12", File: "Concise Statement.pdf", Page: 2},
			{Date: "2024-06-11", File: "Affidavit of Evangeline Rose Pardoe.pdf", Page: 1},
			{Date: "2022-08-18", File: "Affidavit of Evangeline Rose Pardoe.pdf", Page: 1},
			{Date: "2022-09-05", File: "Affidavit of Evangeline Rose Pardoe.pdf", Page: 2},
			{Date: "2024-02-21", File: "Affidavit of Evangeline Rose Pardoe.pdf", Page: 2},
			{Date: "2024-06-11", File: "Affidavit of Evangeline Rose Pardoe.pdf", Page: 2},
			{Date: "2024-06-24", File: "Notice of Address for Service.pdf", Page: 1},
			{Date: "2024-07-02", File: "Orders 2 July 2024.pdf", Page: 1},
			{Date: "2024-07-30", File: "Orders 2 July 2024.pdf", Page: 1},
			{Date: "2024-08-13", File: "Orders 2 July 2024.pdf", Page: 1},
			{Date: "2024-08-20", File: "Orders 2 July 2024.pdf", Page: 1},
			{Date: "2024-08-27", File: "Orders 2 July 2024.pdf", Page: 1},
		},
	}
}
