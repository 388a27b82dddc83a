package samples

// DEV SET (held out at first sight): a regular bail application in a Delhi
// sessions court. The first information report on the police form
// ("FIRST INFORMATION REPORT (Under Section 154 Cr.P.C.)", numbered
// fields "1. District: ... P.S.: ... Year: ... FIR No.: ... Date:", the
// acts and sections, "Complainant / Informant:" with "(a) Name" and "(b)
// Father's/Husband's Name", the accused "s/o", the officer in charge's
// signature block with rank and number, dates as "11/03/2024" and
// "14:20 hrs"); the bail application ("IN THE COURT OF ... LD. ADDITIONAL
// SESSIONS JUDGE-03", "IN THE MATTER OF:", "...PROSECUTION / VERSUS /
// ...ACCUSED/APPLICANT", the FIR, police station and sections in a block,
// "MOST RESPECTFULLY SHOWETH", "That ..." paragraphs, "THROUGH" the
// advocate with her enrolment number and chamber); and the court's order
// ("Present: Sh. X, Ld. Addl. PP for the State.", the investigating
// officer "in person", "Ld. Counsel for applicant/accused", the
// complainant "in person with Sh. Y, Ld. Counsel", "Copy of order be given
// dasti", the judge's name in brackets over "ASJ-03/South/Saket Courts").
// The State, which prosecutes, is the plaintiff; an accused whose caption
// label reads "ACCUSED/APPLICANT" keeps its first label, defendant; the
// informant who signs the FIR is its declarant, as the maker of a
// witness statement is; police officers are no parties.
func init() { specs = append(specs, chhabra) }

func chhabra() matterSpec {
	fir := doc{name: "FIR 0412-2024 PS Hauz Khas.pdf", font: "Courier", size: 9.5,
		pages: []page{
			{
				cb("FIRST INFORMATION REPORT"), c("(Under Section 154 Cr.P.C.)"), gap(),
				ls("1. District: SOUTH          P.S.: HAUZ KHAS          Year: 2024",
					"   FIR No.: 0412              Date: 11/03/2024",
					"2. Act(s): IPC               Section(s): 420/406/120B",
					"3. (a) Occurrence of offence: Date From: 01/09/2023   Date To: 28/02/2024",
					"   (c) Information received at P.S.: Date: 11/03/2024   Time: 14:20 hrs",
					"4. Type of information: Written",
					"5. Place of occurrence: Office of M/s Chhabra Infratech Pvt. Ltd., Green Park Extension",
					"6. Complainant / Informant:",
					"   (a) Name: RAKESH MALHOTRA",
					"   (b) Father's/Husband's Name: LATE SH. OMPRAKASH MALHOTRA",
					"   (c) Date/Year of Birth: 1968        (d) Nationality: INDIA",
					"   (h) Address: C-44, SARVODAYA ENCLAVE, NEW DELHI-110017",
					"7. Details of known/suspected/unknown accused with full particulars:",
					"   1. VIKAS CHHABRA s/o SH. RAMESH CHHABRA, Director, M/s Chhabra Infratech Pvt. Ltd.,",
					"      R/o B-9, Greater Kailash Part-I, New Delhi",
					"10. Total value of property stolen/involved: Rs. 48,00,000/-",
					"12. First Information contents:"),
				p("I, Rakesh Malhotra, state that on 01.09.2023 I booked a 3 BHK flat in the project \"Chhabra Greens\" at Sohna on the assurance of Vikas Chhabra, Director of M/s Chhabra Infratech Pvt. Ltd., that all approvals had been obtained, and paid Rs. 48,00,000/- in instalments up to 28.02.2024. I have now learnt that no building plan was ever sanctioned and the land is under litigation. The accused has cheated me and misappropriated my money. Legal action may be taken."),
			},
			{
				ls("13. Action taken: Since the above information reveals commission of offence(s)",
					"    u/s as mentioned at item No. 2, registered the case and directed SI Naveen Kumar,",
					"    No. D-4417, to take up the investigation.",
					"14. Signature/Thumb impression of the complainant/informant:   Sd/- Rakesh Malhotra",
					"",
					"    Signature of Officer in charge, Police Station",
					"    Name: SUNITA RAWAT     Rank: Inspector (SHO)     No. D-1187",
					"",
					"15. Date and time of dispatch to the court: 11/03/2024   18:05 hrs"),
			},
		}}

	app := doc{name: "Bail Application u-s 439 CrPC.pdf", font: "Times", size: 11.5,
		pages: []page{
			{
				cb("IN THE COURT OF LD. ADDITIONAL SESSIONS JUDGE-03, SOUTH DISTRICT, SAKET COURTS, NEW DELHI"), gap(),
				c("BAIL APPLICATION NO. __________ OF 2024"), gap(),
				l("IN THE MATTER OF:"),
				ls("THE STATE (NCT OF DELHI)                                      ...PROSECUTION", "", "                                VERSUS", "",
					"VIKAS CHHABRA                                                 ...ACCUSED/APPLICANT"),
				gap(),
				ls("FIR No.  : 0412/2024", "P.S.     : Hauz Khas", "U/s      : 420/406/120B IPC"), gap(),
				cb("APPLICATION UNDER SECTION 439 OF THE CODE OF CRIMINAL PROCEDURE, 1973 FOR GRANT OF REGULAR BAIL ON BEHALF OF THE APPLICANT/ACCUSED"), gap(),
				l("MOST RESPECTFULLY SHOWETH:"),
				p("1. That the applicant was arrested in the present FIR on 18.03.2024 and has been in judicial custody since 19.03.2024. The investigation qua the applicant is complete and nothing remains to be recovered from him."),
				p("2. That the dispute is purely civil in nature. The project could not be completed owing to a stay granted by the Hon'ble High Court of Punjab and Haryana on 14.12.2023 in a title suit, and the company has offered to refund the complainant's money."),
			},
			{
				p("3. That the applicant is 52 years of age, has deep roots in society, and undertakes to abide by every condition that this Hon'ble Court may impose."),
				p("It is therefore most respectfully prayed that the applicant be released on regular bail in the present FIR."),
				ls("                                                     APPLICANT/ACCUSED", "                                                     THROUGH", "",
					"                                                     (MEHAK SETHI)", "                                                     ADVOCATE", "                                                     Enrl. No. D/1187/2011",
					"                                                     Ch. No. 412, Saket Courts", "Place: New Delhi", "Date: 02.04.2024"),
			},
		}}

	order := doc{name: "Order 05.04.2024.pdf", font: "Times", size: 11.5,
		pages: []page{{
			cb("IN THE COURT OF SH. DEEPAK SABHARWAL"), cb("ADDITIONAL SESSIONS JUDGE-03 (SOUTH), SAKET COURTS, NEW DELHI"), gap(),
			ls("Bail Application No. 1187/2024", "State v. Vikas Chhabra", "FIR No. 0412/2024", "PS: Hauz Khas", "U/s: 420/406/120B IPC"), gap(),
			l("05.04.2024"), gap(),
			ls("Present:  Sh. Manoj Tyagi, Ld. Addl. PP for the State.",
				"          IO SI Naveen Kumar in person.",
				"          Ms. Mehak Sethi, Ld. Counsel for applicant/accused.",
				"          Sh. Rakesh Malhotra, complainant in person with Sh. Amit Bhasin, Ld. Counsel."),
			gap(), cb("ORDER"),
			p("1. Arguments heard on the application under Section 439 Cr.P.C. moved on behalf of the applicant/accused. Reply of the IO has been filed."),
			p("2. The applicant has been in judicial custody since 19.03.2024. Chargesheet is yet to be filed but the documents relating to the transaction are already in the possession of the IO. The offences are triable by the court of the Ld. Magistrate. No purpose would be served by keeping the applicant in further custody."),
			p("3. Accordingly, the applicant/accused is admitted to bail on furnishing personal bond in the sum of Rs. 1,00,000/- with one surety in the like amount, subject to the conditions that he shall not leave the country without permission and shall not contact the complainant. Application stands disposed of. Copy of order be given dasti."),
			ls("", "                                                 (DEEPAK SABHARWAL)", "                                                 ASJ-03/South/Saket Courts", "                                                 New Delhi/05.04.2024"),
		}}}

	return matterSpec{
		name: "state-v-chhabra", title: "State (NCT of Delhi) v. Vikas Chhabra (Bail Application 1187/2024, Saket Courts)", heldOut: true,
		firstSight: &Figures{PartyTruth: 7, PartyFound: 4, PartyCorrect: 3, EventTruth: 10, EventHits: 10, Grounded: 1}, // at 9856285
		docs:       []doc{fir, app, order},
		parties: []Party{
			{"State (NCT of Delhi)", "plaintiff"}, // the prosecution
			{"Vikas Chhabra", "defendant"},
			{"Rakesh Malhotra", "declarant"}, // the informant who signs the FIR
			{"Mehak Sethi", "counsel"},
			{"Manoj Tyagi", "counsel"},
			{"Amit Bhasin", "counsel"},
			{"Deepak Sabharwal", "judge"},
		},
		events: []Event{
			{"2024-03-11", "FIR 0412-2024 PS Hauz Khas.pdf", 1},
			{"2023-09-01", "FIR 0412-2024 PS Hauz Khas.pdf", 1},
			{"2024-02-28", "FIR 0412-2024 PS Hauz Khas.pdf", 1},
			{"2024-03-11", "FIR 0412-2024 PS Hauz Khas.pdf", 2},
			{"2024-03-18", "Bail Application u-s 439 CrPC.pdf", 1},
			{"2024-03-19", "Bail Application u-s 439 CrPC.pdf", 1},
			{"2023-12-14", "Bail Application u-s 439 CrPC.pdf", 1},
			{"2024-04-02", "Bail Application u-s 439 CrPC.pdf", 2},
			{"2024-04-05", "Order 05.04.2024.pdf", 1},
			{"2024-03-19", "Order 05.04.2024.pdf", 1},
		},
	}
}
