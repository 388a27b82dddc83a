package sealed

import "pramaan/brief/truth"

// A shareholder's originating summons in the Federal High Court of Nigeria
// (Lagos Judicial Division): "SUIT NO: FHC/L/CS/..." with the parties as
// "PLAINTIFF/APPLICANT" and "DEFENDANTS/RESPONDENTS", the questions for
// determination and reliefs, "Dated this 9th day of August, 2024", the
// Registrar's line, "This Originating Summons was taken out by" a Senior
// Advocate's chambers, the addresses for service; the affidavit in support
// deposed by a litigation secretary ("Male, Christian, Nigerian Citizen"),
// sworn at the Registry before a Commissioner for Oaths; the 2nd
// defendant's memorandum of conditional appearance; and the court's
// record of proceedings ("BEFORE HIS LORDSHIP", "APPEARANCES", adjourned
// to a date "for hearing").
func init() { specs = append(specs, okparaeke) }

func okparaeke() spec {
	head := []block{
		cb("IN THE FEDERAL HIGH COURT OF NIGERIA"), cb("IN THE LAGOS JUDICIAL DIVISION"), cb("HOLDEN AT LAGOS"), gap(),
		r("SUIT NO: FHC/L/CS/1442/2024"), gap(),
		l("BETWEEN:"),
		row([]float64{0.6, 0.4}, "MRS. FOLASADE ENIOLA OKPARAEKE", "...... PLAINTIFF/APPLICANT"), gap(),
		c("AND"), gap(),
		row([]float64{0.6, 0.4}, "1. CORPORATE AFFAIRS COMMISSION", ""),
		row([]float64{0.6, 0.4}, "2. ZENITHPORT MARINE SERVICES LIMITED", "...... DEFENDANTS/RESPONDENTS"),
		row([]float64{0.6, 0.4}, "3. MR. IKENNA OBIAKOR-UDEH", ""), rule(),
	}

	summons := doc{name: "Originating Summons.pdf", font: "Times", size: 11, paper: "A4", footer: "%d",
		pages: []page{
			with(head, []block{
				cb("ORIGINATING SUMMONS"), c("(Brought pursuant to Order 3 Rule 6 of the Federal High Court (Civil Procedure) Rules, 2019)"), gap(),
				p("LET the Defendants, within thirty (30) days after the service of this Summons on them, inclusive of the day of such service, cause an appearance to be entered for them to this Summons, which is issued upon the application of the Plaintiff, a member of the 2nd Defendant holding 18% of its issued shares, for the determination of the following questions:"),
				p("1. Whether, upon a proper construction of sections 240, 241 and 245 of the Companies and Allied Matters Act, 2020, the purported extraordinary general meeting of the 2nd Defendant held on 30 May 2024 without 21 days' notice to the Plaintiff was validly convened."),
				p("2. Whether the 1st Defendant could lawfully register the return of allotment of shares filed by the 3rd Defendant on 12 June 2024 on the strength of the resolutions passed at that meeting."),
			}),
			{
				l("AND the Plaintiff claims the following reliefs:"),
				p("(a) A DECLARATION that the extraordinary general meeting of 30 May 2024 and every resolution passed at it are null and void."),
				p("(b) AN ORDER directing the 1st Defendant to expunge from the 2nd Defendant's register the return of allotment filed on 12 June 2024."),
				p("(c) AN ORDER of perpetual injunction restraining the 3rd Defendant from acting on the said resolutions."),
				ls("Dated this 9th day of August, 2024.", "", "                                        ............................", "                                        REGISTRAR"), gap(),
				ls("This Originating Summons was taken out by:", "", "CHIEF BABATUNDE O. AJANAKU, SAN", "KEMI ADEYEMI-ODU (MRS.)", "Ajanaku & Co., Plaintiff's Counsel", "7th Floor, Marina Court, 21 Broad Street, Lagos Island, Lagos", "babajanaku@ajanakuco.ng  |  0803 555 0192"), gap(),
				lb("ADDRESSES FOR SERVICE:"),
				ls("1st Defendant: Plot 1202, Gana Street, Central Business District, Abuja (or its Lagos office, 10 Kofo Abayomi Street, Victoria Island, Lagos)",
					"2nd Defendant: 15 Creek Road, Apapa, Lagos", "3rd Defendant: c/o 15 Creek Road, Apapa, Lagos"), gap(),
				small(p("MEMORANDUM TO BE SUBSCRIBED ON THE SUMMONS: This Summons is to be served within six (6) calendar months from the date of issue, or if renewed, within three (3) calendar months from the date of the last renewal."), 8.5),
			},
		}}

	affidavit := doc{name: "Affidavit in Support of Originating Summons.pdf", font: "Times", size: 11, paper: "A4", footer: "%d",
		pages: []page{
			with(head, []block{
				cb("AFFIDAVIT IN SUPPORT OF ORIGINATING SUMMONS"), gap(),
				p("I, Uchenna Nwachukwu, Male, Christian, Nigerian Citizen, Litigation Secretary in the law firm of Ajanaku & Co., 7th Floor, Marina Court, 21 Broad Street, Lagos Island, Lagos, do hereby make oath and state as follows:"),
				p("1. That I am the Litigation Secretary in the law firm of Ajanaku & Co., Counsel to the Plaintiff, by virtue of which I am conversant with the facts of this case."),
				p("2. That I have the consent of the Plaintiff and of my employers to depose to this affidavit."),
				p("3. That I was informed by the Plaintiff in our chambers on 2 August 2024 at about 11 a.m., and I verily believe her, as follows:"),
				p("(a) That the 2nd Defendant was incorporated on 14 March 2011, and the Plaintiff has been a member and director since incorporation;"),
				p("(b) That she first learnt of the meeting of 30 May 2024 when the 3rd Defendant sent her the minutes by email on 19 June 2024;"),
			}),
			{
				p("(c) That her counsel wrote to the 1st Defendant on 2 July 2024 asking it not to register the return of allotment, but the 1st Defendant registered it on 16 July 2024."),
				p("4. That I depose to this affidavit in good faith, believing its contents to be true and correct, and in accordance with the Oaths Act, 2004."),
				ls("", "                                        ............................", "                                        DEPONENT", "",
					"SWORN TO at the Federal High Court Registry, Lagos", "this 9th day of August, 2024.", "", "BEFORE ME", "", "............................", "COMMISSIONER FOR OATHS"),
			},
		}}

	appearance := doc{name: "Memorandum of Conditional Appearance 2nd Defendant.pdf", font: "Times", size: 11, paper: "A4",
		pages: []page{
			with(head, []block{
				cb("MEMORANDUM OF CONDITIONAL APPEARANCE"), gap(),
				p("Enter a conditional appearance for the 2nd Defendant/Respondent, ZENITHPORT MARINE SERVICES LIMITED, in this suit, without prejudice to its right to challenge the jurisdiction of this Honourable Court."),
				p("The 2nd Defendant was served with the Originating Summons on 20 August 2024."),
				ls("Dated this 2nd day of September, 2024.", "", "                                        ............................", "                                        OLUMIDE K. BRAITHWAITE, ESQ.",
					"                                        Braithwaite Legal", "                                        Counsel to the 2nd Defendant", "                                        4 Adeola Odeku Street, Victoria Island, Lagos", "",
					"FOR SERVICE ON:", "The Plaintiff, c/o her Counsel, Ajanaku & Co., 7th Floor, Marina Court, 21 Broad Street, Lagos Island, Lagos"),
			}),
		}}

	record := doc{name: "Record of Proceedings 22.10.2024.pdf", font: "Courier", size: 10, paper: "A4",
		pages: []page{{
			cb("IN THE FEDERAL HIGH COURT OF NIGERIA"), cb("IN THE LAGOS JUDICIAL DIVISION"), cb("HOLDEN AT LAGOS"), gap(),
			c("ON TUESDAY THE 22ND DAY OF OCTOBER, 2024"), c("BEFORE HIS LORDSHIP, HONOURABLE JUSTICE OLUSEGUN A. DANLADI-FARINDE"), c("JUDGE"), gap(),
			r("SUIT NO: FHC/L/CS/1442/2024"), gap(),
			ls("BETWEEN:", "MRS. FOLASADE ENIOLA OKPARAEKE ..................... PLAINTIFF", "AND", "CORPORATE AFFAIRS COMMISSION & 2 ORS. ........... DEFENDANTS"), gap(),
			ls("Parties absent.", "", "APPEARANCES:",
				"B. O. Ajanaku, SAN, with K. Adeyemi-Odu (Mrs.), for the Plaintiff.",
				"M. T. Garba, Principal Legal Officer, for the 1st Defendant.",
				"O. K. Braithwaite for the 2nd Defendant.",
				"No representation for the 3rd Defendant."), gap(),
			p("AJANAKU, SAN: The matter is for hearing of the originating summons. We served the 3rd Defendant by substituted means pursuant to the order of this Court made on 10 September 2024. The affidavit of service is dated 18 September 2024."),
			p("BRAITHWAITE: We filed a notice of preliminary objection on 14 October 2024 and served it on 15 October 2024. We ask for a date to argue it together with the substantive matter."),
			p("GARBA: The 1st Defendant filed its counter-affidavit on 30 September 2024. We are ready."),
			p("COURT: The preliminary objection and the originating summons shall be heard together. Hearing notice to issue to the 3rd Defendant. Case adjourned to 4th December, 2024 for hearing."),
			ls("", "                                        (Sgd.)", "                                        O. A. DANLADI-FARINDE", "                                        JUDGE", "                                        22/10/2024"),
		}}}

	return spec{
		name: "okparaeke-v-corporate-affairs-commission-fhc", title: "Okparaeke v Corporate Affairs Commission & 2 Ors (FHC/L/CS/1442/2024)",
		firstSight: &truth.Figures{PartyTruth: 10, PartyFound: 5, PartyCorrect: 3, EventTruth: 18, EventHits: 18, Grounded: 1}, // at commit 76503e0
		docs:       []doc{summons, affidavit, appearance, record},
		parties: []truth.Party{
			{Name: "Folasade Eniola Okparaeke", Role: "plaintiff"},
			{Name: "Corporate Affairs Commission", Role: "defendant"},
			{Name: "Zenithport Marine Services Limited", Role: "defendant"},
			{Name: "Ikenna Obiakor-Udeh", Role: "defendant"},
			{Name: "Uchenna Nwachukwu", Role: "declarant"},
			{Name: "Babatunde O. Ajanaku", Role: "counsel"},
			{Name: "Kemi Adeyemi-Odu", Role: "counsel"},
			{Name: "M. T. Garba", Role: "counsel"},
			{Name: "Olumide K. Braithwaite", Role: "counsel"},
			{Name: "Olusegun A. Danladi-Farinde", Role: "judge"},
		},
		events: []truth.Event{
			{Date: "2024-05-30", File: "Originating Summons.pdf", Page: 1},
			{Date: "2024-06-12", File: "Originating Summons.pdf", Page: 1},
			{Date: "2024-08-09", File: "Originating Summons.pdf", Page: 2},
			{Date: "2024-08-02", File: "Affidavit in Support of Originating Summons.pdf", Page: 1},
			{Date: "2011-03-14", File: "Affidavit in Support of Originating Summons.pdf", Page: 1},
			{Date: "2024-06-19", File: "Affidavit in Support of Originating Summons.pdf", Page: 1},
			{Date: "2024-07-02", File: "Affidavit in Support of Originating Summons.pdf", Page: 2},
			{Date: "2024-07-16", File: "Affidavit in Support of Originating Summons.pdf", Page: 2},
			{Date: "2024-08-09", File: "Affidavit in Support of Originating Summons.pdf", Page: 2},
			{Date: "2024-08-20", File: "Memorandum of Conditional Appearance 2nd Defendant.pdf", Page: 1},
			{Date: "2024-09-02", File: "Memorandum of Conditional Appearance 2nd Defendant.pdf", Page: 1},
			{Date: "2024-10-22", File: "Record of Proceedings 22.10.2024.pdf", Page: 1},
			{Date: "2024-09-10", File: "Record of Proceedings 22.10.2024.pdf", Page: 1},
			{Date: "2024-09-18", File: "Record of Proceedings 22.10.2024.pdf", Page: 1},
			{Date: "2024-10-14", File: "Record of Proceedings 22.10.2024.pdf", Page: 1},
			{Date: "2024-10-15", File: "Record of Proceedings 22.10.2024.pdf", Page: 1},
			{Date: "2024-09-30", File: "Record of Proceedings 22.10.2024.pdf", Page: 1},
			{Date: "2024-12-04", File: "Record of Proceedings 22.10.2024.pdf", Page: 1},
		},
	}
}
