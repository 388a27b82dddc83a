package samples

// DEV SET (held out at first sight): a Federal Court of Australia
// proceeding under the Australian Consumer Law (misleading representations
// about solar inverters, with the supplier's director sued as a person
// involved), up to orders for substituted service on the director. The
// originating application on Form 15 behind the Court's notice of filing
// ("NOTICE OF FILING", "Details of Filing" as label / value rows with
// "Date Lodged: 9/08/2024 4:52 PM AEST" and "Date Accepted for Filing:", the
// file title in capitals with "& ANOR", the Registrar's name over
// "Registrar"); the form itself ("Form 15 / Rule 8.01(1)" at the top
// right, "No. NSD1420 of 2024", "District Registry: New South Wales",
// "Division: General", the applicant and "and another named in the
// schedule" over "Respondents", "To the Respondents", "Time and date for
// hearing:", "Signed by an officer acting with the authority of the
// District Registrar", "Details of claim" as numbered declarations and
// damages, the address for service, "Signed by X / Lawyer for the
// Applicant", the schedule naming the second respondent, the filing box
// "Filed on behalf of / Prepared by / Law firm / Tel / Email / Address for
// service"); the concise statement (headings A to D of the Central
// Practice Note, the director, the supplier's sales manager and the
// applicant's chief executive named in the facts, "This concise statement
// was prepared by X of counsel.", the "Certificate of lawyer" signed by
// the partner); the solicitor's affidavit on Form 59 ("Affidavit of: /
// Address: / Occupation: / Date:" rows, a "Document number / Details /
// Paging" contents table, "I Lucinda Mae Ferreira of ..., solicitor,
// affirm:", the process server's four attempts, the other side's
// solicitor named, the jurat "Affirmed by the deponent / at Sydney / in
// New South Wales / on 19 September 2024 / Before me:" beside ")" rules
// with "Signature of deponent" and "Signature of witness", the witness's
// name and capacity, the NSW witness certificate, annexure cover sheets
// "This is the annexure marked 'LMF-1' now produced and shown to X at the
// time of affirming her affidavit on ...", the process server's report as
// a table of attempts with "23/08/2024" dates, and the firm's letter to the
// director as "LMF-2" signed by the partner with the deponent as the
// "Contact"); and the orders with ex tempore reasons ("ORDERS", "BETWEEN:
// / AND:" with "First Respondent" / "Second Respondent" under the names,
// "JUDGE: KESWICK J", "DATE OF ORDER:", "WHERE MADE: Sydney", "THE COURT
// ORDERS THAT:", the note on entry of orders, "REASONS FOR JUDGMENT",
// "KESWICK J:", counsel and the other side's solicitor by title and
// surname, the associate's certificate "I certify that the preceding five
// (5) numbered paragraphs are a true copy", "Associate:", "Dated:").
// Conventions: as in bondi-surf-v-wavecrest and venkataraman-v-coastline,
// the applicant is the petitioner and each respondent a respondent; the
// partner who signs the application, the concise statement's certificate
// and the letter is counsel and the letter's sender, and the director it
// is addressed to its recipient; the senior associate who affirms the
// affidavit is counsel and its declarant, keyed by her full name; counsel
// who prepared the concise statement and appears, and the first
// respondent's solicitor, are counsel, keyed by full name; the judge is
// keyed by surname ("Keswick"). The Registrar on the notice of filing, the
// solicitor before whom the affidavit is affirmed, the process server
// whose report is annexed, the supplier's sales manager, the applicant's
// chief executive, the associate and the firms are no parties. Every date
// printed is an event once per page (the notice of filing's numeric dates
// and the process server's rows too); the Rules' and the Act's years are
// no dates.
func init() { specs = append(specs, marrawah) }

func marrawah() matterSpec {
	const (
		oaF  = "Originating Application NSD1420-2024.pdf"
		csF  = "Concise Statement NSD1420-2024.pdf"
		affF = "Affidavit of Lucinda Mae Ferreira affirmed 19 September 2024.pdf"
		ordF = "Orders and Reasons 4 October 2024 NSD1420-2024.pdf"
	)
	heading := func(form, rule, title string) []block {
		var b []block
		if form != "" {
			b = append(b, r(form), r(rule), gap())
		}
		return append(b,
			cb(title), gap(),
			ls("No. NSD1420 of 2024", "",
				"Federal Court of Australia",
				"District Registry: New South Wales",
				"Division: General"),
			gap(),
			ls("MARRAWAH SOLAR PTY LTD (ACN 612 480 337)",
				"Applicant", "",
				"HELIOFORGE ENERGY SYSTEMS PTY LTD (ACN 158 903 421) and another named in the schedule",
				"Respondents"),
			gap(),
		)
	}
	filingBox := small(ls(
		"_____________________________________________________________________________________________________",
		"Filed on behalf of (name & role of party)     Marrawah Solar Pty Ltd, Applicant",
		"Prepared by (name of person/lawyer)           Hamish Tregonning",
		"Law firm (if applicable)     Carrington Vale Lawyers",
		"Tel  (02) 9233 4410                                  Fax",
		"Email  htregonning@carringtonvale.example",
		"Address for service (include state and postcode)     Level 21, 60 Martin Place, Sydney NSW 2000",
		"_____________________________________________________________________________________________________"), 8.5)

	oa := doc{name: oaF, font: "Helvetica", size: 10, unicode: true,
		pages: []page{
			{
				cb("NOTICE OF FILING"), gap(),
				l("Details of Filing"), gap(),
				ls("Document Lodged:                 Originating Application - Form 15 - Rule 8.01(1)",
					"Court of Filing:                  FEDERAL COURT OF AUSTRALIA (FCA)",
					"Date Lodged:                      9/08/2024 4:52:03 PM AEST",
					"Date Accepted for Filing:     12/08/2024 10:18:44 AM AEST",
					"File Number:                       NSD1420/2024",
					"File Title:                           MARRAWAH SOLAR PTY LTD ACN 612 480 337 v HELIOFORGE",
					"                                         ENERGY SYSTEMS PTY LTD ACN 158 903 421 & ANOR",
					"Registry:                             NEW SOUTH WALES REGISTRY - FEDERAL COURT OF AUSTRALIA"),
				gap(), gap(),
				ls("                                                                                 Kerrie Anstey",
					"                                                                                 Registrar"),
				gap(),
				l("Important Information"),
				small(p("This Notice has been inserted as the first page of the document which has been accepted for electronic filing. It is now taken to be part of that document for the purposes of the proceeding in the Court and contains important information for all parties to that proceeding. It must be included in the document served on each of those parties."), 9),
				small(p("The date of the filing of the document is determined pursuant to the Court's Rules."), 9),
			},
			append(heading("Form 15", "Rule 8.01(1)", "Originating application"),
				l("To the Respondents"),
				p("The Applicant applies for the relief set out in this application."),
				p("The Court will hear this application, or make orders for the conduct of the proceeding, at the time and place stated below. If you or your lawyer do not attend, then the Court may make orders in your absence."),
				p("You must file a notice of address for service (Form 10) in the Registry before attending Court or taking any other steps in the proceeding."),
				ls("Time and date for hearing:     9.30 am, 4 October 2024",
					"Place:                                  Law Courts Building, Queens Square, Sydney NSW 2000"),
				gap(),
				ls("Date:  12 August 2024", "",
					"_______________________________________",
					"Signed by an officer acting with the authority",
					"of the District Registrar"),
				gap(),
				filingBox,
			),
			{
				l("Details of claim"),
				p("On the grounds stated in the accompanying concise statement, the Applicant claims:"),
				p("1. A declaration that the First Respondent, in trade or commerce, engaged in conduct that was misleading or deceptive, or likely to mislead or deceive, in contravention of s 18 of the Australian Consumer Law (ACL), being Schedule 2 to the Competition and Consumer Act 2010 (Cth), and made false or misleading representations in contravention of s 29(1)(a) and (g) of the ACL."),
				p("2. A declaration that the Second Respondent was involved in those contraventions within the meaning of s 2 of the ACL."),
				p("3. Damages against the First and Second Respondents under s 236 of the ACL."),
				p("4. Further or alternatively, damages against the First Respondent for breach of the supply agreement made on 28 April 2023."),
				p("5. Interest under s 51A of the Federal Court of Australia Act 1976 (Cth)."),
				p("6. Costs."),
				gap(),
				l("Applicant's address"),
				p("The Applicant's address for service is Carrington Vale Lawyers, Level 21, 60 Martin Place, Sydney NSW 2000 (email htregonning@carringtonvale.example). The Applicant's address is 88 Industrial Drive, Mayfield West NSW 2304."),
				l("Service on the Respondents"),
				p("It is intended to serve this application on all Respondents."),
				ls("Date:  9 August 2024", "",
					"_______________________________________",
					"Signed by Hamish Tregonning",
					"Lawyer for the Applicant"),
				gap(), gap(),
				cb("Schedule"), gap(),
				ls("No. NSD1420 of 2024", "",
					"Federal Court of Australia",
					"District Registry: New South Wales",
					"Division: General", "",
					"Respondents", "",
					"Second Respondent:      DARREN KEITH WOLSTENCROFT", "",
					"Date: 9 August 2024"),
			},
		}}

	cs := doc{name: csF, font: "Times", size: 11, unicode: true, footer: "%d",
		pages: []page{
			append(heading("", "", "Concise Statement"),
				l("A.  IMPORTANT FACTS GIVING RISE TO THE CLAIM"),
				p("1. The applicant (Marrawah) develops and operates commercial solar farms in New South Wales. The first respondent (Helioforge) manufactures and supplies solar inverters. The second respondent (Mr Wolstencroft) was at all material times Helioforge's sole director and chief executive officer."),
				p("2. At a meeting at Marrawah's Newcastle office on 14 March 2023, attended by Mr Wolstencroft, Helioforge's national sales manager, Mr Corey Blaxland, and Marrawah's chief executive, Ms Yvette Kerslake, Mr Wolstencroft and Mr Blaxland represented that Helioforge's HF-2500 central inverter (a) had been independently certified as compliant with AS/NZS 4777.2:2020 and (b) would deliver its rated output at ambient temperatures up to 50 degrees Celsius (the Representations). Mr Blaxland repeated the Representations in a product data sheet he emailed to Ms Kerslake on 20 March 2023."),
				p("3. In reliance on the Representations, Marrawah entered into a supply agreement with Helioforge on 28 April 2023 for 24 HF-2500 inverters for its Gunnedah solar farm at a price of $3,864,000 (excluding GST)."),
				p("4. The inverters were commissioned between 4 September 2023 and 19 October 2023. From 11 December 2023 they repeatedly derated and tripped at ambient temperatures above 38 degrees. On 7 February 2024 the certifying body confirmed to Marrawah that the HF-2500 had never been certified. Marrawah replaced all 24 inverters by 30 May 2024."),
			),
			{
				l("B.  RELIEF SOUGHT FROM THE COURT"),
				p("5. Marrawah seeks the declarations, damages, interest and costs set out in the originating application."),
				l("C.  PRIMARY LEGAL GROUNDS FOR THE RELIEF SOUGHT"),
				p("6. The Representations were made in trade or commerce, were about future matters for which Helioforge had no reasonable grounds (ACL s 4), and were false. Helioforge thereby contravened ss 18 and 29(1)(a) and (g) of the ACL. Mr Wolstencroft made the Representations himself and knew they were false; he was a person involved in the contraventions (ACL s 2) and is liable under s 236."),
				p("7. Further, the Representations were incorporated as express warranties in clause 9.2 of the supply agreement, which Helioforge breached."),
				l("D.  THE ALLEGED HARM"),
				p("8. Marrawah lost generation revenue of about $2.17 million between 11 December 2023 and 30 May 2024 and incurred $4.02 million in replacing the inverters, less their resale value."),
				gap(),
				ls("Date:  9 August 2024", "",
					"_______________________________________",
					"Signed by Hamish Tregonning",
					"Lawyer for the Applicant"),
				gap(),
				p("This concise statement was prepared by Tessa Rowbotham of counsel."),
				gap(),
				cb("Certificate of lawyer"),
				p("I, Hamish Tregonning, certify to the Court that, in relation to the concise statement filed on behalf of the Applicant, the factual and legal material available to me at present provides a proper basis for each allegation in the concise statement."),
				ls("Date:  9 August 2024", "",
					"_______________________________________",
					"Signed by Hamish Tregonning",
					"Lawyer for the Applicant"),
			},
		}}

	aff := doc{name: affF, font: "Helvetica", size: 10, unicode: true,
		footer: "Affidavit of Lucinda Mae Ferreira                                                               Page %d of %t",
		pages: []page{
			append(heading("Form 59", "Rule 29.02(1)", "Affidavit"),
				ls("Affidavit of:        Lucinda Mae Ferreira",
					"Address:              Level 21, 60 Martin Place, Sydney NSW 2000",
					"Occupation:          Solicitor",
					"Date:                   19 September 2024"),
				gap(),
				l("Contents"),
				ls("Document number   Details                                                                                 Paging",
					"1                           Affidavit of Lucinda Mae Ferreira affirmed on 19 September 2024     1-3",
					"2                           Annexure LMF-1, process server's report dated 5 September 2024       4",
					"3                           Annexure LMF-2, letter to the Second Respondent dated                  5",
					"                             10 September 2024"),
				gap(),
				p("I Lucinda Mae Ferreira of Level 21, 60 Martin Place, Sydney NSW 2000, solicitor, affirm:"),
				p("1. I am a senior associate at Carrington Vale Lawyers, the solicitors for the applicant, and I have the day-to-day conduct of this proceeding under the supervision of the partner, Hamish Tregonning. I make this affidavit from my own knowledge, except where I state otherwise, in support of the applicant's interlocutory application filed on 19 September 2024 for orders for substituted service on the second respondent."),
				filingBox,
			),
			{
				p("2. The originating application and concise statement were accepted for filing on 12 August 2024 and were served on the first respondent at its registered office on 14 August 2024. On 10 September 2024 Mr Bryce Pascoe of Hallett Quill Lawyers, who act for the first respondent, told me by email that he had no instructions to accept service on behalf of Mr Wolstencroft."),
				p("3. An ASIC current extract for the first respondent that I obtained on 13 August 2024 records Mr Wolstencroft's residential address as 22 Kurrajong Close, Tea Gardens NSW 2324."),
				p("4. On my instructions, a process server, Mr Wade Tulloch of Statewide Legal Process, attempted to serve Mr Wolstencroft at that address on 23, 26 and 30 August 2024 and 3 September 2024. Annexed and marked LMF-1 is a copy of his report dated 5 September 2024. On 30 August 2024, he reports, a man matching Mr Wolstencroft's description drove away from the house as he approached it."),
				p("5. On 10 September 2024 my firm wrote to Mr Wolstencroft at that address and at the email address dkw@helioforge.example, which he used to write to Ms Kerslake as recently as 2 September 2024, enclosing the documents and asking him to accept service by email or nominate a solicitor to accept it. Annexed and marked LMF-2 is a copy of that letter. No response has been received."),
				p("6. I believe that Mr Wolstencroft is aware of this proceeding and is avoiding service, and that sending the documents by email and leaving them at his address would be likely to bring them to his attention."),
				gap(),
				ls("Affirmed by the deponent                     )",
					"at Sydney                                         )",
					"in New South Wales                           )",
					"on 19 September 2024                        )     _______________________________",
					"Before me:                                       )     Signature of deponent",
					"",
					"",
					"_______________________________",
					"Signature of witness",
					"",
					"Gabrielle Sun",
					"Australian legal practitioner within the meaning of the Legal Profession Uniform Law",
					"Level 21, 60 Martin Place, Sydney NSW 2000"),
			},
			{
				cb("Certificate of witness"),
				p("As the witness, I certify the following matters concerning the person who made this affidavit (the deponent): 1. I saw the face of the deponent. 2. I have known the deponent for at least 12 months."),
				ls("Signature of witness:  _______________________",
					"Name of witness:  Gabrielle Sun"),
				gap(), gap(),
				small(p("Note: An affidavit sworn or affirmed in New South Wales must be witnessed in accordance with the Oaths Act 1900 (NSW), including the requirements about identification and face coverings."), 8.5),
			},
			{
				cb("Annexure \"LMF-1\""),
				small(c("This is the annexure marked \"LMF-1\" now produced and shown to Lucinda Mae Ferreira at the time of affirming her affidavit on 19 September 2024."), 9),
				small(c("Before me:  ........................................  Gabrielle Sun, Solicitor"), 9),
				gap(), gap(),
				cb("STATEWIDE LEGAL PROCESS"),
				c("Report of Attempted Service"), gap(),
				ls("Instructing solicitor:    Carrington Vale Lawyers, ref HT:LF:24-0917",
					"Person to be served:     Darren Keith Wolstencroft",
					"Address:                      22 Kurrajong Close, Tea Gardens NSW 2324",
					"Documents:                  Originating application, concise statement (NSD1420/2024)"),
				gap(),
				ls("Date                  Time            Result",
					"23/08/2024      7:05 pm         No answer. Lights on; white Ford Ranger in driveway.",
					"26/08/2024      6:40 am         No answer. Same vehicle in driveway.",
					"30/08/2024      5:55 pm         Male, about 55, grey hair, left in the Ranger as I approached.",
					"03/09/2024      8:10 am         No answer. Neighbour said the occupant 'keeps odd hours'."),
				gap(),
				ls("Process server:   Wade Tulloch   (Licence No. 000104327)",
					"Date of report:   05/09/2024"),
			},
			{
				cb("Annexure \"LMF-2\""),
				small(c("This is the annexure marked \"LMF-2\" now produced and shown to Lucinda Mae Ferreira at the time of affirming her affidavit on 19 September 2024."), 9),
				small(c("Before me:  ........................................  Gabrielle Sun, Solicitor"), 9),
				gap(),
				cb("CARRINGTON VALE LAWYERS"),
				small(c("Level 21, 60 Martin Place, Sydney NSW 2000  |  T +61 2 9233 4410  |  ABN 41 608 227 915"), 8.5),
				gap(),
				ls("10 September 2024", "",
					"Our ref: HT:LF:24-0917", "",
					"By email (dkw@helioforge.example) and by post", "",
					"Mr Darren Keith Wolstencroft",
					"22 Kurrajong Close",
					"Tea Gardens NSW 2324"),
				gap(),
				l("Dear Mr Wolstencroft"),
				l("Marrawah Solar Pty Ltd v Helioforge Energy Systems Pty Ltd & Anor (NSD1420/2024)"),
				p("We act for Marrawah Solar Pty Ltd. You are the second respondent to this proceeding, which was commenced in the Federal Court of Australia on 12 August 2024. We enclose the originating application and concise statement. The proceeding is listed for a case management hearing before Justice Keswick at 9.30 am on 4 October 2024."),
				p("Our process server has attempted to serve you personally at your home on four occasions. Please let us know by 4.00 pm on 13 September 2024 whether you will accept service by email, or give us the name of a solicitor who will accept service for you. If we do not hear from you, we will apply to the Court for orders for substituted service and seek the costs of the application from you."),
				ls("Yours faithfully", "", "",
					"Hamish Tregonning",
					"Partner",
					"Carrington Vale Lawyers", "",
					"Contact: Lucinda Ferreira, Senior Associate  |  lferreira@carringtonvale.example"),
			},
		}}

	ord := doc{name: ordF, font: "Times", size: 11, unicode: true, footer: "%d",
		pages: []page{
			{
				cb("FEDERAL COURT OF AUSTRALIA"), gap(),
				cb("ORDERS"), gap(),
				r("NSD 1420 of 2024"), gap(),
				ls("BETWEEN:        MARRAWAH SOLAR PTY LTD (ACN 612 480 337)",
					"                        Applicant",
					"",
					"AND:                HELIOFORGE ENERGY SYSTEMS PTY LTD (ACN 158 903 421)",
					"                        First Respondent",
					"",
					"                        DARREN KEITH WOLSTENCROFT",
					"                        Second Respondent"),
				gap(),
				ls("JUDGE:                       KESWICK J",
					"DATE OF ORDER:         4 October 2024",
					"WHERE MADE:             Sydney"),
				gap(),
				l("THE COURT ORDERS THAT:"), gap(),
				p("1. Pursuant to r 10.24 of the Federal Court Rules 2011 (Cth), the applicant have leave to serve the originating application, the concise statement, the interlocutory application filed on 19 September 2024, the affidavit of Lucinda Mae Ferreira affirmed on 19 September 2024 and these orders on the second respondent by (a) sending them by email to dkw@helioforge.example and (b) leaving them in an envelope addressed to him at 22 Kurrajong Close, Tea Gardens NSW 2324."),
				p("2. Service in accordance with order 1 be taken to have been effected at 5.00 pm on the second business day after the later of the two steps is taken."),
				p("3. The respondents file and serve any concise statement in response by 15 November 2024."),
				p("4. The proceeding be listed for a further case management hearing at 9.30 am on 6 December 2024."),
				p("5. The applicant's costs of the interlocutory application filed on 19 September 2024 be its costs in the proceeding."),
				gap(),
				small(l("Date that entry is stamped: 4 October 2024"), 9),
				small(l("Note: Entry of orders is dealt with in Rule 39.32 of the Federal Court Rules 2011."), 9),
			},
			{
				cb("REASONS FOR JUDGMENT"),
				c("(Revised from the transcript)"), gap(),
				l("KESWICK J:"), gap(),
				p("1 The applicant, by Ms Rowbotham of counsel, seeks leave under r 10.24 of the Federal Court Rules 2011 (Cth) to serve the originating process on the second respondent, Mr Wolstencroft, by email and by leaving it at his home. The first respondent, by Mr Pascoe, solicitor, neither consents nor opposes. Mr Wolstencroft did not appear."),
				p("2 I have read the affidavit of Lucinda Mae Ferreira affirmed on 19 September 2024. It describes four attempts at personal service between 23 August 2024 and 3 September 2024 at the address recorded for Mr Wolstencroft by ASIC, and a letter sent to that address and to his email address on 10 September 2024, which has gone unanswered."),
				p("3 I am satisfied that it is not practicable to serve Mr Wolstencroft personally, and that the proposed methods are likely to bring the documents to his attention: the email address is the one he used to correspond with the applicant's chief executive as recently as 2 September 2024."),
				p("4 I will also fix a timetable for the respondents' concise statements and a further case management hearing on 6 December 2024."),
				p("5 The orders will be as I have announced."),
				gap(), gap(),
				small(ls("I certify that the preceding five (5) numbered paragraphs are a true copy of the Reasons for Judgment of the Honourable Justice Keswick.",
					"",
					"Associate:   Imogen Barr",
					"",
					"Dated:   8 October 2024"), 9.5),
			},
		}}

	return matterSpec{
		name: "marrawah-solar-v-helioforge", title: "Marrawah Solar Pty Ltd v Helioforge Energy Systems Pty Ltd & Anor (Federal Court of Australia, NSD1420/2024)", heldOut: true,
		firstSight: &Figures{PartyTruth: 11, PartyFound: 10, PartyCorrect: 8, EventTruth: 53, EventHits: 51, Grounded: 1}, // at a1b5178
		docs:       []doc{oa, cs, aff, ord},
		parties: []Party{
			{"Marrawah Solar Pty Ltd", "petitioner"}, // the applicant
			{"Helioforge Energy Systems Pty Ltd", "respondent"},
			{"Darren Keith Wolstencroft", "respondent"},
			{"Darren Keith Wolstencroft", "recipient"}, // annexure LMF-2
			{"Hamish Tregonning", "counsel"},
			{"Hamish Tregonning", "sender"},
			{"Lucinda Mae Ferreira", "counsel"},
			{"Lucinda Mae Ferreira", "declarant"},
			{"Tessa Rowbotham", "counsel"},
			{"Bryce Pascoe", "counsel"},
			{"Keswick", "judge"},
		},
		events: []Event{
			{"2024-08-09", oaF, 1},
			{"2024-08-12", oaF, 1},
			{"2024-10-04", oaF, 2},
			{"2024-08-12", oaF, 2},
			{"2023-04-28", oaF, 3},
			{"2024-08-09", oaF, 3},
			{"2023-03-14", csF, 1},
			{"2023-03-20", csF, 1},
			{"2023-04-28", csF, 1},
			{"2023-09-04", csF, 1},
			{"2023-10-19", csF, 1},
			{"2023-12-11", csF, 1},
			{"2024-02-07", csF, 1},
			{"2024-05-30", csF, 1},
			{"2023-12-11", csF, 2},
			{"2024-05-30", csF, 2},
			{"2024-08-09", csF, 2},
			{"2024-09-19", affF, 1},
			{"2024-09-05", affF, 1},
			{"2024-09-10", affF, 1},
			{"2024-08-12", affF, 2},
			{"2024-08-14", affF, 2},
			{"2024-09-10", affF, 2},
			{"2024-08-13", affF, 2},
			{"2024-08-23", affF, 2},
			{"2024-08-26", affF, 2},
			{"2024-08-30", affF, 2},
			{"2024-09-03", affF, 2},
			{"2024-09-05", affF, 2},
			{"2024-09-02", affF, 2},
			{"2024-09-19", affF, 2},
			{"2024-09-19", affF, 4},
			{"2024-08-23", affF, 4},
			{"2024-08-26", affF, 4},
			{"2024-08-30", affF, 4},
			{"2024-09-03", affF, 4},
			{"2024-09-05", affF, 4},
			{"2024-09-19", affF, 5},
			{"2024-09-10", affF, 5},
			{"2024-08-12", affF, 5},
			{"2024-10-04", affF, 5},
			{"2024-09-13", affF, 5},
			{"2024-10-04", ordF, 1},
			{"2024-09-19", ordF, 1},
			{"2024-11-15", ordF, 1},
			{"2024-12-06", ordF, 1},
			{"2024-09-19", ordF, 2},
			{"2024-08-23", ordF, 2},
			{"2024-09-03", ordF, 2},
			{"2024-09-10", ordF, 2},
			{"2024-09-02", ordF, 2},
			{"2024-12-06", ordF, 2},
			{"2024-10-08", ordF, 2},
		},
	}
}
