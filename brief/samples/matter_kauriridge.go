package samples

// DEV SET (held out at first sight): a debt and guarantee claim in the
// High Court of New Zealand, Auckland Registry, on its way to summary
// judgment. Each document opens with the Court's front sheet: the file
// number "CIV-2024-404-000612" at the top right, "IN THE HIGH COURT OF NEW
// ZEALAND / AUCKLAND REGISTRY" with the Maori name of the Court printed
// without macrons ("I TE KOTI MATUA O AOTEAROA / TAMAKI MAKAURAU ROHE"),
// "BETWEEN X LIMITED / Plaintiff / AND Y LIMITED / First Defendant / AND
// Z / Second Defendant" with the label under each name, the document's
// title and "Dated", and at the foot the solicitor acting and counsel
// acting side by side with their addresses. The statement of claim ("The
// plaintiff, by its solicitor, says:", headed paragraphs on the parties,
// the credit application and the director's guarantee, an invoice table
// with "Invoice / Date / Amount (incl GST)" headings and day-first numeric
// dates, the letter of demand, causes of action against each defendant
// with "The plaintiff therefore claims against the first defendant:",
// "This statement of claim is filed by X, solicitor for the plaintiff, of
// the firm Y", the address for service, signed by initials "M R Kingi");
// the director's affidavit ("I, X, of Auckland, company director,
// swear:", the credit manager and a site meeting named, "SWORN at
// Auckland this 2nd day of May 2024 before me:" beside bracket rules, the
// solicitor before whom it is sworn over "A Solicitor of the High Court of
// New Zealand", the exhibit note "This is the exhibit marked \"HAB-1\"
// referred to in the annexed affidavit"); a memorandum of counsel for a
// case management conference ("MAY IT PLEASE THE COURT:", the other
// side's counsel "Ms Katherine Huang", a proposed timetable, "Dated",
// signed "D J Carrick / Counsel for the plaintiff"); and the Associate
// Judge's minute ("MINUTE (No 2) OF ASSOCIATE JUDGE MORETON", "Conference:
// / Appearances: D J Carrick for Plaintiff / K Huang for Defendants",
// numbered paragraphs "[1]", timetable orders by consent, the fixture,
// "Associate Judge Moreton" at the end, "Solicitors:" with the firms and
// "Counsel:" with the barrister).
// Conventions: the company that sues is the plaintiff, the builder and its
// director, sued on his guarantee, the defendants; the solicitor acting,
// who files and signs the claim, counsel acting, who signs the memorandum
// and appears, and the defendants' counsel are counsel, each keyed by the
// full name the matter prints ("Mereana Ruth Kingi", "Daniel James
// Carrick", "Katherine Huang"); the plaintiff's director who swears the
// affidavit is its declarant; the Associate Judge, named by surname only,
// is the judge ("Moreton"). The solicitor before whom the affidavit is
// sworn, the plaintiff's credit manager and the registry staff are no
// parties, nor are the firms. Every date printed is an event once per page
// (day-first numeric dates in the table too).
func init() { specs = append(specs, kauriridge) }

func kauriridge() matterSpec {
	const (
		socF = "Statement of Claim CIV-2024-404-000612.pdf"
		affF = "Affidavit of Hugh Alexander Brannock sworn 2 May 2024.pdf"
		memF = "Memorandum of Counsel for Plaintiff 21 May 2024.pdf"
		minF = "Minute (No 2) of Associate Judge Moreton 24 May 2024.pdf"
	)
	heading := func(title, dated string) []block {
		return []block{
			r("CIV-2024-404-000612"), gap(),
			cb("IN THE HIGH COURT OF NEW ZEALAND"),
			cb("AUCKLAND REGISTRY"), gap(),
			cb("I TE KOTI MATUA O AOTEAROA"),
			cb("TAMAKI MAKAURAU ROHE"), gap(), gap(),
			ls("BETWEEN           KAURI RIDGE JOINERY LIMITED",
				"                  Plaintiff",
				"",
				"AND               MOTUTAPU HOMES LIMITED",
				"                  First Defendant",
				"",
				"AND               ROSS DOUGLAS McKENZIE",
				"                  Second Defendant"),
			gap(), gap(),
			cb(title),
			c(dated),
		}
	}
	front := func(title, dated string) page {
		b := heading(title, dated)
		for range 9 {
			b = append(b, gap())
		}
		return append(b, small(ls(
			"Solicitor acting                              Counsel acting",
			"Mereana Ruth Kingi                            Daniel James Carrick",
			"Brookfield Kingi Lawyers                      Barrister",
			"Level 9, 45 Queen Street                      Vulcan Lane Chambers",
			"PO Box 105-332, Auckland 1143                 PO Box 3218, Auckland 1140",
			"Tel: 09 555 0148                              Tel: 09 555 0172",
			"mereana.kingi@brookfieldkingi.co.nz           dj.carrick@vulcanlane.co.nz"), 9))
	}

	soc := doc{name: socF, font: "Helvetica", size: 10.5, unicode: true,
		footer: "%d",
		pages: []page{
			front("STATEMENT OF CLAIM", "Dated 11 March 2024"),
			{
				l("The plaintiff, by its solicitor, says:"), gap(),
				cb("Parties"),
				p("1. The plaintiff, Kauri Ridge Joinery Limited (Kauri Ridge), is a duly incorporated company having its registered office at 27 Lady Ruby Drive, East Tamaki, Auckland, and carries on business as a manufacturer and installer of residential joinery."),
				p("2. The first defendant, Motutapu Homes Limited (Motutapu), is a duly incorporated company having its registered office in Auckland, and carries on business as a residential builder."),
				p("3. The second defendant, Ross Douglas McKenzie, is a company director of Auckland and the sole director and shareholder of Motutapu."),
				cb("Credit terms and guarantee"),
				p("4. By a credit application dated 14 February 2022, Motutapu applied for and was granted a trading account with Kauri Ridge on Kauri Ridge's terms of trade (the terms). Under the terms, payment is due on the 20th of the month following the date of invoice, and overdue amounts bear interest at 1.5% per month and attract collection costs on a solicitor-client basis."),
				p("5. By a guarantee contained in the credit application and signed by him on 14 February 2022 (the guarantee), Mr McKenzie guaranteed to Kauri Ridge the due payment of all amounts owing by Motutapu, as principal debtor and not merely as surety."),
				cb("Supply and non-payment"),
				p("6. Between 3 July 2023 and 29 September 2023, at Motutapu's request, Kauri Ridge supplied and installed aluminium joinery at Motutapu's development of six townhouses at 12 Rautangi Street, Mount Albert, Auckland, and rendered the following invoices:"),
				ls("          Invoice          Date              Amount (incl GST)",
					"          INV-20871        03/07/2023        $42,118.50",
					"          INV-21034        31/07/2023        $55,960.00",
					"          INV-21207        31/08/2023        $48,214.10",
					"          INV-21398        29/09/2023        $41,140.00",
					"                                            $187,432.60"),
				gap(),
				p("7. Motutapu has not paid any part of the invoices. On 8 December 2023 Kauri Ridge's solicitors demanded payment of $187,432.60 from Motutapu and from Mr McKenzie under the guarantee. Neither has paid."),
			},
			{
				cb("FIRST CAUSE OF ACTION - DEBT (against the first defendant)"),
				p("8. The plaintiff repeats paragraphs 1 to 7."),
				p("9. Motutapu owes Kauri Ridge $187,432.60, together with contractual interest and collection costs."),
				l("The plaintiff therefore claims against the first defendant:"),
				p("(a) judgment for $187,432.60;"),
				p("(b) interest at 1.5% per month on each invoice from its due date to the date of judgment, or alternatively interest under the Interest on Money Claims Act 2016;"),
				p("(c) collection costs on a solicitor-client basis, or alternatively costs."),
				cb("SECOND CAUSE OF ACTION - GUARANTEE (against the second defendant)"),
				p("10. The plaintiff repeats paragraphs 1 to 9."),
				p("11. By the guarantee Mr McKenzie is liable to Kauri Ridge for the amounts owing by Motutapu."),
				l("The plaintiff therefore claims against the second defendant:"),
				p("(a) judgment for $187,432.60;"),
				p("(b) interest and costs as claimed against the first defendant."),
				gap(),
				ls("                                                  /s/ M R Kingi",
					"                                                  ..................................",
					"                                                  M R Kingi",
					"                                                  Solicitor for the plaintiff"),
				gap(),
				p("This statement of claim is filed by Mereana Ruth Kingi, solicitor for the plaintiff, of the firm Brookfield Kingi Lawyers. The address for service of the plaintiff is Level 9, 45 Queen Street, Auckland 1010. Documents for service on the plaintiff may be left at that address for service or may be (a) posted to the solicitor at PO Box 105-332, Auckland 1143; or (b) emailed to the solicitor at mereana.kingi@brookfieldkingi.co.nz."),
			},
		}}

	aff := doc{name: affF, font: "Helvetica", size: 10.5, unicode: true,
		footer: "%d",
		pages: []page{
			front("AFFIDAVIT OF HUGH ALEXANDER BRANNOCK IN SUPPORT OF APPLICATION FOR SUMMARY JUDGMENT", "Sworn 2 May 2024"),
			{
				l("I, Hugh Alexander Brannock, of Auckland, company director, swear:"), gap(),
				p("1. I am a director of the plaintiff, Kauri Ridge Joinery Limited (Kauri Ridge), and am authorised to make this affidavit on its behalf. The facts in this affidavit are within my own knowledge or come from Kauri Ridge's records, which I have read."),
				p("2. Annexed and marked \"HAB-1\" is a copy of the credit application dated 14 February 2022, signed by Mr McKenzie both for the first defendant, Motutapu Homes Limited (Motutapu), and as guarantor. I recognise his signature, having dealt with him since 2019."),
				p("3. Kauri Ridge supplied and installed the joinery set out in paragraph 6 of the statement of claim between 3 July 2023 and 29 September 2023. Copies of the four invoices and of the signed delivery dockets are in exhibit HAB-1."),
				p("4. Our credit manager, Leilani Fuimaono, sent statements to Motutapu at the end of each month and telephoned Mr McKenzie on 20 October and 6 November 2023. On each occasion he said that payment would follow once his bank released the next drawdown."),
				p("5. On 15 November 2023 I met Mr McKenzie at the Rautangi Street site. He did not complain about the joinery. He told me that the project was over budget and asked whether Kauri Ridge would accept payment by instalments after the townhouses were sold. I said that we would consider a written proposal. None was made."),
				p("6. On 8 December 2023 Kauri Ridge's solicitors sent a letter of demand to Motutapu and to Mr McKenzie. No payment has been received, and $187,432.60 remains owing, together with interest and costs under the terms of trade."),
				p("7. I believe that neither defendant has a defence to Kauri Ridge's claim. The complaint about the window seals raised in the defendants' solicitors' letter of 22 January 2024 was never raised before the demand, and the seals were replaced under warranty on 12 February 2024."),
				gap(),
				ls("SWORN at Auckland             )",
					"this 2nd day of May 2024       )          /s/ H A Brannock",
					"before me:                     )          ..................................",
					"                               )          Hugh Alexander Brannock",
					"",
					"/s/ R K Sefton",
					"..................................",
					"Ruby Kate Sefton",
					"A Solicitor of the High Court of New Zealand"),
			},
			{
				gap(), gap(), gap(),
				c("This is the exhibit marked \"HAB-1\" referred to in the annexed affidavit of"),
				c("Hugh Alexander Brannock sworn at Auckland this 2nd day of May 2024"),
				c("before me:"), gap(), gap(),
				c("/s/ R K Sefton"),
				c(".................................................."),
				c("A Solicitor of the High Court of New Zealand"),
			},
		}}

	mem := doc{name: memF, font: "Helvetica", size: 10.5, unicode: true,
		footer: "%d",
		pages: []page{
			front("MEMORANDUM OF COUNSEL FOR THE PLAINTIFF FOR CASE MANAGEMENT CONFERENCE ON 24 MAY 2024", "Dated 21 May 2024"),
			{
				l("MAY IT PLEASE THE COURT:"), gap(),
				p("1. This memorandum is filed for the case management conference to be held by telephone on 24 May 2024 at 9.30 am."),
				p("2. The plaintiff filed its application for summary judgment against both defendants on 3 May 2024, supported by the affidavit of Hugh Alexander Brannock sworn 2 May 2024. The defendants filed a notice of opposition and an affidavit of Mr McKenzie sworn 16 May 2024, which raises an alleged defect in the window seals and a set-off."),
				p("3. The plaintiff wishes to reply to Mr McKenzie's affidavit, including as to the warranty work carried out on 12 February 2024, and proposes the following timetable:"),
				p("(a) the plaintiff to file and serve any affidavits in reply by 7 June 2024;"),
				p("(b) the plaintiff to file and serve submissions and a bundle by 28 June 2024;"),
				p("(c) the defendants to file and serve submissions by 12 July 2024;"),
				p("(d) the application to be heard on the first available date after 22 July 2024, with a half-day fixture."),
				p("4. Counsel for the defendants, Ms Katherine Huang, has seen this memorandum. She agrees with the timetable, save that she seeks until 19 July 2024 for the defendants' submissions. The plaintiff abides the decision of the Court on that point."),
				p("5. No other directions are sought at this stage."),
				gap(),
				ls("Dated 21 May 2024", "",
					"                                                  /s/ D J Carrick",
					"                                                  ..................................",
					"                                                  D J Carrick",
					"                                                  Counsel for the plaintiff"),
			},
		}}

	minute := doc{name: minF, font: "Helvetica", size: 10.5, unicode: true,
		pages: []page{
			append(heading("MINUTE (No 2) OF ASSOCIATE JUDGE MORETON", "[Case management conference]"),
				gap(),
				ls("Conference:       24 May 2024 (by telephone)",
					"Appearances:      D J Carrick for Plaintiff",
					"                  K Huang for Defendants",
					"Minute:           24 May 2024"),
				gap(),
				p("[1] The plaintiff's application for summary judgment dated 3 May 2024 is opposed. I have read the memorandum of counsel for the plaintiff dated 21 May 2024 and heard from counsel for both parties."),
				p("[2] By consent I make the following timetable orders:"),
				p("(a) the plaintiff is to file and serve any affidavits in reply by 7 June 2024;"),
				p("(b) the plaintiff is to file and serve submissions and a bundle of documents by 28 June 2024;"),
				p("(c) the defendants are to file and serve submissions by 19 July 2024."),
			),
			{
				p("[3] The application is set down for hearing on 30 July 2024 at 10 am, with a half-day fixture. The Registry is to confirm the courtroom."),
				p("[4] Ms Huang indicated that the second defendant may seek leave to file a further affidavit from the plaintiff's former site foreman. Any such application must be filed by 7 June 2024."),
				p("[5] Costs are reserved."),
				gap(),
				ls("                                                  ..................................",
					"                                                  Associate Judge Moreton"),
				gap(),
				small(ls("Solicitors:",
					"Brookfield Kingi Lawyers, Auckland, for Plaintiff",
					"Selwyn Kerr Lawyers, Auckland, for Defendants",
					"Counsel:",
					"D J Carrick, Barrister, Auckland"), 9),
			},
		}}

	return matterSpec{
		name: "kauri-ridge-v-motutapu", title: "Kauri Ridge Joinery Ltd v Motutapu Homes Ltd and McKenzie (High Court of New Zealand, Auckland Registry, CIV-2024-404-000612)", heldOut: true,
		firstSight: &Figures{PartyTruth: 8, PartyFound: 9, PartyCorrect: 7, EventTruth: 40, EventHits: 39, Grounded: 1}, // at 1c589e0
		docs:       []doc{soc, aff, mem, minute},
		parties: []Party{
			{"Kauri Ridge Joinery Limited", "plaintiff"},
			{"Motutapu Homes Limited", "defendant"},
			{"Ross Douglas McKenzie", "defendant"},
			{"Mereana Ruth Kingi", "counsel"},   // solicitor acting, files the claim
			{"Daniel James Carrick", "counsel"}, // counsel acting, "D J Carrick"
			{"Katherine Huang", "counsel"},      // "K Huang" in the minute
			{"Hugh Alexander Brannock", "declarant"},
			{"Moreton", "judge"}, // the Associate Judge, by surname only
		},
		events: []Event{
			{"2024-03-11", socF, 1},
			{"2022-02-14", socF, 2},
			{"2023-07-03", socF, 2},
			{"2023-09-29", socF, 2},
			{"2023-07-31", socF, 2},
			{"2023-08-31", socF, 2},
			{"2023-12-08", socF, 2},
			{"2024-05-02", affF, 1},
			{"2022-02-14", affF, 2},
			{"2023-07-03", affF, 2},
			{"2023-09-29", affF, 2},
			{"2023-10-20", affF, 2},
			{"2023-11-06", affF, 2},
			{"2023-11-15", affF, 2},
			{"2023-12-08", affF, 2},
			{"2024-01-22", affF, 2},
			{"2024-02-12", affF, 2},
			{"2024-05-02", affF, 2},
			{"2024-05-02", affF, 3},
			{"2024-05-24", memF, 1},
			{"2024-05-21", memF, 1},
			{"2024-05-24", memF, 2},
			{"2024-05-03", memF, 2},
			{"2024-05-02", memF, 2},
			{"2024-05-16", memF, 2},
			{"2024-02-12", memF, 2},
			{"2024-06-07", memF, 2},
			{"2024-06-28", memF, 2},
			{"2024-07-12", memF, 2},
			{"2024-07-22", memF, 2},
			{"2024-07-19", memF, 2},
			{"2024-05-21", memF, 2},
			{"2024-05-24", minF, 1},
			{"2024-05-03", minF, 1},
			{"2024-05-21", minF, 1},
			{"2024-06-07", minF, 1},
			{"2024-06-28", minF, 1},
			{"2024-07-19", minF, 1},
			{"2024-07-30", minF, 2},
			{"2024-06-07", minF, 2},
		},
	}
}
