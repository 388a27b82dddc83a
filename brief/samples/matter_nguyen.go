package samples

// Written as a held-out matter (HELDOUT.md has its first score; it is now
// held to the full aims): an Ontario
// action. A statement of claim ("ONTARIO / SUPERIOR COURT OF JUSTICE /
// BETWEEN: ... Plaintiff - and - ... Defendants") with "Lawyers for the
// Plaintiff" and an LSO number; an affidavit sworn before a commissioner
// ("SWORN BEFORE ME ... A Commissioner for taking Affidavits"); the
// examination for discovery transcript with "BY MS. X:" and the reporter's
// certificate ("I, NAME, ... certify"), where neither commissioner nor
// reporter is a party; dates as "March 3, 2022", "this 14th day of
// November, 2022" and "2022-06-30".
func init() { specs = append(specs, nguyen) }

func nguyen() matterSpec {
	head := []block{cb("ONTARIO"), cb("SUPERIOR COURT OF JUSTICE"), gap(), r("Court File No. CV-22-00681244-0000"), gap(), l("BETWEEN:"), gap(),
		c("THANH NGUYEN"), r("Plaintiff"), c("- and -"), c("MAPLE RIDGE CONDOMINIUM CORPORATION NO. 1187"), c("and PRESTIGE PROPERTY MANAGEMENT INC."), r("Defendants"), gap()}

	claim := doc{name: "Statement of Claim.pdf", font: "Times", size: 12,
		pages: []page{
			append(append([]block{}, head...), cb("STATEMENT OF CLAIM"), gap(),
				p("1. The plaintiff claims damages of $250,000 for injuries suffered when she fell on an icy walkway at 40 Maple Ridge Drive, Toronto, on March 3, 2022."),
				p("2. The defendant Prestige Property Management Inc. managed the property under a contract with the defendant condominium corporation dated 2021-10-01 and was responsible for snow and ice clearing."),
			),
			{
				p("3. The defendants knew of the ice: a resident reported it by email at 7:12 a.m. on the morning of the fall."),
				ls("June 30, 2022", "", "KOHLI DUNN LLP", "Barristers and Solicitors", "200 Bay Street, Suite 2600", "Toronto ON M5J 2J2", "", "Priya Kohli (LSO #58812K)", "Tel: 416-555-0190", "", "Lawyers for the Plaintiff"),
			},
		}}

	affidavit := doc{name: "Affidavit of Documents - Chen.pdf", font: "Times", size: 12,
		pages: []page{
			append(append([]block{}, head...), cb("AFFIDAVIT OF MARCUS CHEN"), gap(),
				p("I, Marcus Chen, of the City of Mississauga, in the Province of Ontario, MAKE OATH AND SAY:"),
				p("1. I am the property manager of Prestige Property Management Inc. and have knowledge of the matters below."),
				p("2. Our contractor salted the walkway at 5:40 a.m. on March 3, 2022, as its log shows."),
				ls("SWORN BEFORE ME at the City of Toronto,", "in the Province of Ontario,", "this 14th day of November, 2022.", "", "_____________________________          _____________________________", "Dana Whitfield                          MARCUS CHEN", "A Commissioner for taking Affidavits"),
			),
		}}

	transcript := doc{name: "Examination for Discovery - Nguyen.pdf", font: "Courier", size: 10,
		pages: []page{
			{
				ls(" 1   EXAMINATION FOR DISCOVERY OF THANH NGUYEN, the Plaintiff",
					" 2   herein, taken at the offices of Network Reporting, 100",
					" 3   King Street West, Toronto, on the 20th day of January, 2023.",
					" 4",
					" 5   APPEARANCES:",
					" 6   Priya Kohli          for the Plaintiff",
					" 7   Owen Baptiste        for the Defendants",
					" 8",
					" 9   THANH NGUYEN, AFFIRMED:",
					"10   EXAMINATION BY MR. BAPTISTE:",
					"11   1.  Q.  Ms. Nguyen, what time did you leave your unit?",
					"12           A.  About 7:30.",
					"13   2.  Q.  Had the walkway been salted?",
					"14           A.  No. There was no salt at all."),
			},
			{
				cb("REPORTER'S CERTIFICATE"),
				p("I, Sandra Kim, Certified Court Reporter, certify that the foregoing is a true and accurate transcript of the examination held on January 20, 2023, taken down by me in shorthand."),
				ls("", "Sandra Kim, CCR"),
			},
		}}

	return matterSpec{
		name: "nguyen-v-maple-ridge", title: "Nguyen v. Maple Ridge Condominium Corporation No. 1187 (Ont. S.C.J.)", heldOut: false,
		docs: []doc{claim, affidavit, transcript},
		parties: []Party{
			{"Thanh Nguyen", "plaintiff"},
			{"Maple Ridge Condominium Corporation No. 1187", "defendant"},
			{"Prestige Property Management Inc.", "defendant"},
			{"Priya Kohli", "counsel"},
			{"Owen Baptiste", "counsel"},
			{"Marcus Chen", "declarant"},
			{"Thanh Nguyen", "deponent"},
		},
		events: []Event{
			{"2022-03-03", "Statement of Claim.pdf", 1},
			{"2021-10-01", "Statement of Claim.pdf", 1},
			{"2022-06-30", "Statement of Claim.pdf", 2},
			{"2022-03-03", "Affidavit of Documents - Chen.pdf", 1},
			{"2022-11-14", "Affidavit of Documents - Chen.pdf", 1},
			{"2023-01-20", "Examination for Discovery - Nguyen.pdf", 1},
			{"2023-01-20", "Examination for Discovery - Nguyen.pdf", 2},
		},
	}
}
