package samples

// DEV SET (held out at first sight): a tenant's application to the Ontario
// Landlord and Tenant Board about tenant rights (form T2), from the
// application to the Member's order. The T2 application as filed through
// the Tribunals Ontario portal (the Board's running header "Landlord and
// Tenant Board" and the form's "T2 (e-file) v. 01/02/2024" footer with
// "Page N of M"; "Part 1: General Information" with the rental unit's
// address in boxes, "Tenant's Name and Address" and "Landlord's Name and
// Address" as labelled rows "First Name / Last Name / Company Name (if
// applicable)", the reasons as check boxes "[X] Reason 1: The landlord
// entered my rental unit illegally", a "Details" table "Date / Time /
// What happened", "Part 5: Signature" with "[ ] Tenant [X] Representative"
// and a "Representative Information" block (name, LSO number, company));
// the tenant's complaint letter to the landlord's property manager, filed
// with the application; the Board's Notice of Hearing ("File Number:",
// "To: Tenant(s) and Landlord(s)", the hearing by videoconference with the
// Zoom meeting ID, the Board's address and telephone lines); and the
// Member's order ("Order under Section 31 / Residential Tenancies Act,
// 2006", "Citation: X v Y, 2024 ONLTB 51873", "Date: 2024-08-14", "File
// Number:", "In the matter of:" the unit, "Between: X / Tenant" and "And:
// Y / Landlord", "X (the 'Tenant') applied for an order determining that
// Y (the 'Landlord'): ...", who attended, who testified, "It is ordered
// that:", the Member's name over "Member, Landlord and Tenant Board" and
// the Board's address block in the footer).
// Conventions: the tenant who applies is the petitioner and the landlord
// she applies against the respondent; the tenant and the landlord's
// property manager who testify are witnesses; the tenant's legal
// representative (a licensed paralegal at a legal clinic) and the
// landlord's licensed paralegal are counsel; the Member is the judge;
// the tenant's letter has her as its sender and the property manager it
// is addressed to as its recipient; the Notice of Hearing, addressed to
// the tenant and the landlord by their labels, names them as its
// recipients; the building superintendent named in passing, the Board's
// staff and the clinic are no parties.
func init() { specs = append(specs, okaforLTB) }

func okaforLTB() matterSpec {
	const (
		t2F  = "T2 Application LTB-T-041277-24.pdf"
		letF = "Tenant letter to property manager 2024-03-04.pdf"
		nohF = "Notice of Hearing LTB-T-041277-24.pdf"
		ordF = "Order 2024 ONLTB 51873.pdf"
	)
	t2 := doc{name: t2F, font: "Helvetica", size: 9.5,
		header: "Landlord and Tenant Board                                         T2 - Application about Tenant Rights",
		footer: "T2 (e-file) v. 01/02/2024                                                                                 Page %d of %t",
		pages: []page{
			{
				cb("T2 - Application about Tenant Rights"),
				c("(Residential Tenancies Act, 2006)"),
				ls("Submitted online: 2024-04-11 3:47 PM          Tribunals Ontario Portal - Confirmation #TOP-2024-0411-88217"),
				gap(),
				l("PART 1: GENERAL INFORMATION"),
				ls("Address of the Rental Unit Covered by This Application",
					"Street Number    Street Name             Street Type   Direction   Unit/Apt./Suite",
					"88               Dunn                    Avenue                    1204",
					"Municipality (City, Town, etc.)          Prov.   Postal Code",
					"Toronto                                  ON      M6K 2R5"),
				gap(),
				ls("Tenant's Name and Address",
					"First Name           Last Name",
					"Chidinma             Okafor",
					"Phone Number: (416) 555-0193          E-mail Address: c.okafor@example.ca"),
				gap(),
				ls("Landlord's Name and Address",
					"First Name           Last Name",
					"",
					"Company Name (if applicable)",
					"Lakeshore Vista Properties Inc.",
					"Street Address: 2200 Lake Shore Boulevard West, Suite 900, Toronto ON M8V 1A4",
					"Phone Number: (416) 555-0120"),
				gap(),
				l("PART 2: REASONS FOR YOUR APPLICATION"),
				ls("[X] Reason 1: The landlord or the superintendent entered my rental unit illegally.",
					"[X] Reason 2: The landlord substantially interfered with the reasonable enjoyment of the",
					"              rental unit or residential complex by me or by a member of my household.",
					"[ ] Reason 3: The landlord harassed, obstructed, coerced, threatened or interfered with me.",
					"[ ] Reason 4: The landlord withheld or deliberately interfered with a vital service."),
			},
			{
				l("PART 3: DETAILS OF THE LANDLORD'S ACTIONS"),
				ls("Date          Time        What happened",
					"2024-02-21    10:15 am    I came home to find the superintendent inside my unit. No written notice was",
					"                          given. He said the property manager had sent him to check the windows.",
					"2024-02-28    2:00 pm     The unit was entered again without notice while I was at work; my door was",
					"                          left unlocked.",
					"2024-03-04                I wrote to the property manager asking that entries stop.",
					"2024-03-19    9:30 am     Third entry without notice, for a 'smoke alarm check'."),
				p("Since January 8, 2024 the balcony doors have been sealed for the building's balcony repair project and I cannot use the balcony. The noise of the work from 7 a.m. most weekdays has made it impossible for me to work from home as a nurse on night shifts."),
				l("PART 4: REMEDIES"),
				ls("[X] An order that the landlord pay me an administrative fine / [X] an abatement of rent",
					"[X] An order that the landlord not enter my unit illegally in the future",
					"[X] An order that the landlord pay me $ 2,400.00 for the costs and losses I have suffered"),
				gap(),
				l("PART 5: SIGNATURE"),
				ls("Who has signed the application?   [ ] Tenant   [X] Representative",
					"Signature: /s/ Daniel Ferreira                                   Date (dd/mm/yyyy): 11/04/2024"),
				gap(),
				ls("Representative Information (if applicable)",
					"Name: Daniel Ferreira                                LSO No.: P18834",
					"Company Name (if applicable): Parkdale Community Legal Services",
					"Mailing Address: 1266 Queen Street West, Toronto ON M6K 1L3",
					"Phone Number: (416) 555-0107             E-mail Address: dferreira@parkdalelegal.example.ca"),
			},
		}}

	let := doc{name: letF, font: "Times", size: 11, unicode: true,
		pages: []page{
			{
				ls("Chidinma Okafor", "88 Dunn Avenue, Unit 1204", "Toronto, ON M6K 2R5"),
				gap(),
				l("March 4, 2024"), gap(),
				l("BY EMAIL: m.lindqvist@lakeshorevista.example.ca"), gap(),
				ls("Marco Lindqvist", "Property Manager", "Lakeshore Vista Properties Inc.", "2200 Lake Shore Boulevard West, Suite 900", "Toronto, ON M8V 1A4"),
				gap(),
				l("Dear Mr. Lindqvist:"),
				l("Re: Entries into Unit 1204 without notice"),
				p("On February 21, 2024, and again on February 28, 2024, my unit was entered while I was not home and without any written notice. On the first occasion Mr. Kowalczuk, the superintendent, told me you had asked him to inspect the windows. The Residential Tenancies Act requires 24 hours' written notice stating the reason for the entry and a time between 8 a.m. and 8 p.m."),
				p("Please confirm in writing that no one will enter my unit again without proper notice. I also ask for a rent reduction while the balcony is closed, since I have not been able to use it since January 8, 2024."),
				gap(),
				ls("Yours truly,", "", "Chidinma Okafor"),
			},
		}}

	noh := doc{name: nohF, font: "Helvetica", size: 10,
		footer: "Landlord and Tenant Board  |  15 Grosvenor Street, Ground Floor, Toronto ON M7A 2G6  |  416-645-8080 or 1-888-332-3234  |  tribunalsontario.ca/ltb",
		pages: []page{
			{
				cb("Landlord and Tenant Board"), c("Tribunals Ontario"), gap(),
				cb("NOTICE OF HEARING"), gap(),
				ls("File Number: LTB-T-041277-24",
					"Date Issued: May 16, 2024"),
				gap(),
				ls("To:  Tenant(s):    Chidinma Okafor",
					"     Landlord(s):  Lakeshore Vista Properties Inc."),
				gap(),
				l("Rental Unit: 1204 - 88 Dunn Avenue, Toronto ON M6K 2R5"),
				gap(),
				p("The Landlord and Tenant Board (LTB) will hold a hearing on the Tenant's application about tenant rights (T2)."),
				ls("Hearing Date:   Tuesday, July 23, 2024",
					"Time:           9:00 a.m.",
					"Location:       By videoconference (Zoom)",
					"                Meeting ID: 619 4407 2218    Passcode: 480155"),
				p("You should join the hearing at the time set out above. If you do not attend, the hearing may go ahead without you and an order may be issued. If you want to bring evidence to the hearing, including photographs, documents or witness statements, you must give a copy to the other parties and to the LTB at least 7 days before the hearing."),
				p("A Tenant Duty Counsel and a Landlord Duty Counsel may be available on the hearing day. Mediation may be offered before the hearing begins."),
			},
		}}

	ordHead := []block{
		ls("Tribunals Ontario", "Landlord and Tenant Board"),
		gap(),
		cb("Order under Section 31"), c("Residential Tenancies Act, 2006"), gap(),
		ls("Citation: Okafor v Lakeshore Vista Properties Inc, 2024 ONLTB 51873",
			"Date: 2024-08-14",
			"File Number: LTB-T-041277-24"),
		gap(),
		ls("In the matter of:   1204, 88 DUNN AVENUE",
			"                    TORONTO ON M6K 2R5"),
		gap(),
		ls("Between:   Chidinma Okafor                                      Tenant",
			"",
			"And",
			"",
			"           Lakeshore Vista Properties Inc.                      Landlord"),
		gap(),
	}
	ord := doc{name: ordF, font: "Helvetica", size: 10,
		footer: "File Number: LTB-T-041277-24                                                          Page %d of %t",
		pages: []page{
			append(append([]block{}, ordHead...),
				p("Chidinma Okafor (the 'Tenant') applied for an order determining that Lakeshore Vista Properties Inc. (the 'Landlord') or the Landlord's superintendent or agent entered the rental unit illegally and substantially interfered with the reasonable enjoyment of the rental unit or residential complex by the Tenant or by a member of her household."),
				p("This application was heard by videoconference on July 23, 2024."),
				p("The Tenant, the Tenant's legal representative Daniel Ferreira, the Landlord's legal representative Priya Raman, and the Landlord's property manager Marco Lindqvist attended the hearing. The Tenant and Marco Lindqvist testified."),
				cb("Determinations:"),
				p("1. On a balance of probabilities, I find that the Landlord's agent entered the rental unit on February 21, 2024, February 28, 2024 and March 19, 2024 without the written notice required by section 27 of the Residential Tenancies Act, 2006 (the 'Act'). The property manager's testimony that notices were posted on the lobby board is not notice to the Tenant under the Act."),
			),
			{
				p("2. The balcony repair project was required by a municipal work order and was carried out in a reasonable manner, but it deprived the Tenant of the use of her balcony from January 8, 2024 to June 30, 2024. Under section 8 of O. Reg. 516/06 I find a 5% abatement of rent for that period to be reasonable."),
				p("3. The Tenant's claim for lost wages was not proven; no employer records were filed."),
				cb("It is ordered that:"),
				p("1. The Landlord shall not enter the rental unit otherwise than in accordance with the Act."),
				p("2. The Landlord shall pay to the Tenant $1,012.50, which is the total of a rent abatement of $812.50 and $200.00 for the illegal entries."),
				p("3. The Landlord shall also pay to the Tenant $53.00 for the cost of filing the application."),
				p("4. The total amount the Landlord owes the Tenant is $1,065.50. If the Landlord does not pay the Tenant the full amount owing on or before August 25, 2024, the Tenant may recover this amount by deducting it from the rent payable for the rental unit. If not paid, the Landlord shall pay the Tenant post-judgment interest at 6.00% annually on the balance outstanding starting August 26, 2024."),
				gap(),
				ls("August 14, 2024                                               ____________________________",
					"Date Issued                                                   Samantha Kowalczyk",
					"                                                              Member, Landlord and Tenant Board"),
				gap(),
				small(ls("15 Grosvenor Street, Ground Floor",
					"Toronto ON M7A 2G6",
					"If you have any questions about this order, call 416-645-8080 or 1-888-332-3234 or visit tribunalsontario.ca/ltb"), 8),
			},
		}}

	return matterSpec{
		name: "okafor-v-lakeshore-vista", title: "Okafor v Lakeshore Vista Properties Inc (Ontario Landlord and Tenant Board, LTB-T-041277-24)", heldOut: true,
		firstSight: &Figures{PartyTruth: 11, PartyFound: 6, PartyCorrect: 4, EventTruth: 23, EventHits: 22, Grounded: 1}, // at 238f8ff
		docs:       []doc{t2, let, noh, ord},
		parties: []Party{
			{"Chidinma Okafor", "petitioner"},
			{"Chidinma Okafor", "witness"},
			{"Chidinma Okafor", "sender"},
			{"Chidinma Okafor", "recipient"}, // the Notice of Hearing's "To: Tenant(s)"
			{"Lakeshore Vista Properties Inc.", "respondent"},
			{"Lakeshore Vista Properties Inc.", "recipient"}, // the Notice of Hearing's "Landlord(s)", and the letter's addressee under its manager
			{"Marco Lindqvist", "recipient"},
			{"Marco Lindqvist", "witness"},
			{"Daniel Ferreira", "counsel"},
			{"Priya Raman", "counsel"},
			{"Samantha Kowalczyk", "judge"},
		},
		events: []Event{
			{"2024-04-11", t2F, 1},
			{"2024-02-21", t2F, 2},
			{"2024-02-28", t2F, 2},
			{"2024-03-04", t2F, 2},
			{"2024-03-19", t2F, 2},
			{"2024-01-08", t2F, 2},
			{"2024-04-11", t2F, 2},
			{"2024-03-04", letF, 1},
			{"2024-02-21", letF, 1},
			{"2024-02-28", letF, 1},
			{"2024-01-08", letF, 1},
			{"2024-05-16", nohF, 1},
			{"2024-07-23", nohF, 1},
			{"2024-08-14", ordF, 1},
			{"2024-07-23", ordF, 1},
			{"2024-02-21", ordF, 1},
			{"2024-02-28", ordF, 1},
			{"2024-03-19", ordF, 1},
			{"2024-01-08", ordF, 2},
			{"2024-06-30", ordF, 2},
			{"2024-08-25", ordF, 2},
			{"2024-08-26", ordF, 2},
			{"2024-08-14", ordF, 2},
		},
	}
}
