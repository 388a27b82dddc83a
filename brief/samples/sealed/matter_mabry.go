package sealed

import "pramaan/brief/truth"

// A federal plea in the District of Maryland: a one-count Information with
// the district's "*"-ruled caption, signed by the United States Attorney; the
// plea agreement as a letter on the Department of Justice letterhead to
// defence counsel ("Re: United States v. ...", "this Office", "the
// Defendant"), with stipulated facts, an offer deadline, and the
// defendant's and counsel's acceptance lines dated numerically; and the
// judgment in a criminal case on the AO 245B form (offence table with
// column headings, "Date of Imposition of Judgment", the form's footer).
func init() { specs = append(specs, mabry) }

func mabry() spec {
	info := doc{name: "Information.pdf", font: "Times", size: 11.5,
		pages: []page{
			{
				cb("IN THE UNITED STATES DISTRICT COURT"), cb("FOR THE DISTRICT OF MARYLAND"), gap(),
				row([]float64{0.48, 0.06, 0.46}, "UNITED STATES OF AMERICA\n\n          v.\n\nLIONEL K. MABRY,\n\n          Defendant.", "*\n*\n*\n*\n*\n*\n*", "CRIMINAL NO. GLR-24-0187\n\n(Wire Fraud, 18 U.S.C. Section 1343;\nForfeiture, 18 U.S.C. Section 981(a)(1)(C),\n28 U.S.C. Section 2461(c))"),
				l("                              *******"), gap(),
				cb("INFORMATION"), cb("COUNT ONE"), c("(Wire Fraud)"), gap(),
				p("The United States Attorney for the District of Maryland charges that:"),
				p("1. At all times relevant to this Information, Defendant LIONEL K. MABRY (\"MABRY\") was the controller of Victim Company 1, a building-supply distributor in Glen Burnie, Maryland, and had authority to approve payments to vendors."),
				p("2. From in or about March 2021 through on or about June 30, 2023, MABRY devised a scheme to defraud Victim Company 1 by causing it to pay invoices of Tidemark Supply Partners, a sham vendor that MABRY controlled, for materials that were never delivered."),
				p("3. On or about September 14, 2022, in the District of Maryland and elsewhere, for the purpose of executing the scheme, MABRY knowingly caused to be transmitted by means of wire communication in interstate commerce a wire transfer of $48,500 from Victim Company 1's account to an account of Tidemark Supply Partners."),
				l("18 U.S.C. Section 1343"),
				ls("", "                                        Marisa D. Kellerman", "                                        United States Attorney", "", "Date: April 9, 2024"),
			},
		}}

	plea := doc{name: "Plea Agreement Letter.pdf", font: "Times", size: 11,
		footer: "Rev. August 2018", footerAlign: "L",
		pages: []page{
			{
				cb("U.S. Department of Justice"), c("United States Attorney"), c("District of Maryland"), rule(),
				row([]float64{0.5, 0.5}, "Tamsin O. Whitford\nAssistant United States Attorney\nTamsin.Whitford@usdoj.gov", "Suite 400, 36 S. Charles Street\nBaltimore, MD 21201\nDIRECT: 410-555-0192\nMAIN: 410-555-0100"),
				gap(), r("April 22, 2024"), gap(),
				ls("VIA EMAIL", "Gabriel N. Oyelaran, Esquire", "Oyelaran & Pike LLC", "100 E. Pratt Street, Suite 2440", "Baltimore, Maryland 21202"), gap(),
				ls("          Re:  United States v. Lionel K. Mabry,", "               Criminal No. GLR-24-0187"), gap(),
				l("Dear Mr. Oyelaran:"), gap(),
				p("This letter, together with the Sealed Supplement, confirms the plea agreement (this \"Agreement\") that has been offered to your client, Lionel K. Mabry (hereinafter \"Defendant\"), by the United States Attorney's Office for the District of Maryland (\"this Office\"). If the Defendant accepts this offer, please have the Defendant execute it in the spaces provided below. If this offer has not been accepted by May 6, 2024, it will be deemed withdrawn. The terms of the Agreement are as follows:"),
				lb("Offense of Conviction"),
				p("1. The Defendant agrees to plead guilty to Count One of the Information, which charges the Defendant with wire fraud, in violation of 18 U.S.C. Section 1343. The Defendant admits that the Defendant is, in fact, guilty of the offense and will so advise the Court."),
			},
			{
				lb("Factual Stipulation"),
				p("2. This Office and the Defendant agree that had this matter gone to trial, this Office would have proven beyond a reasonable doubt that from March 2021 until June 30, 2023 the Defendant caused Victim Company 1 to pay $612,740 on false invoices of Tidemark Supply Partners, including a wire transfer of $48,500 on September 14, 2022, and that the Defendant used the proceeds to buy a residence in Pasadena, Maryland on November 3, 2022."),
				lb("Advisory Sentencing Guidelines Apply"),
				p("3. The parties stipulate that the base offense level is 7 under U.S.S.G. Section 2B1.1(a)(1), that 14 levels are added because the loss exceeded $550,000, and that 2 levels are added for abuse of a position of trust, subject to a reduction of 3 levels for acceptance of responsibility if the Defendant clearly demonstrates it."),
				lb("Restitution"),
				p("4. The Defendant agrees to pay restitution of $612,740 to Victim Company 1, and consents to the entry of a forfeiture money judgment in that amount."),
				ls("", "                                        Very truly yours,", "", "                                        Marisa D. Kellerman", "                                        United States Attorney", "",
					"                                        By: ______________________________", "                                        Tamsin O. Whitford", "                                        Assistant United States Attorney"),
			},
			{
				p("I have read this Agreement, including the Sealed Supplement, and carefully reviewed every part of it with my attorney. I understand it and I voluntarily agree to it. Specifically, I have reviewed the Factual Stipulation with my attorney, and I do not wish to change any part of it. I am completely satisfied with the representation of my attorney."),
				ls("5/1/2024                               ______________________________", "Date                                   Lionel K. Mabry"), gap(),
				p("I am the Defendant's attorney. I have carefully reviewed every part of this Agreement, including the Sealed Supplement, with the Defendant. The Defendant advises me that the Defendant understands and accepts its terms. To my knowledge, the Defendant's decision to enter into this Agreement is an informed and voluntary one."),
				ls("5/1/24                                 ______________________________", "Date                                   Gabriel N. Oyelaran, Esq."),
			},
		}}

	judgment := doc{name: "Judgment in a Criminal Case.pdf", font: "Helvetica", size: 9.5,
		header: "Case 1:24-cr-00187-GLR     Document 41     Filed 08/28/24     Page %d of %t",
		footer: "AO 245B (Rev. 09/19) Judgment in a Criminal Case", footerAlign: "L",
		pages: []page{
			{
				cb("UNITED STATES DISTRICT COURT"), c("District of Maryland"), gap(),
				row([]float64{0.5, 0.5}, "UNITED STATES OF AMERICA\n          v.\nLIONEL K. MABRY", "JUDGMENT IN A CRIMINAL CASE\n\nCase Number: GLR-24-0187\nUSM Number: 48812-509\n\nGabriel N. Oyelaran, Esq.\nDefendant's Attorney"),
				rule(),
				l("THE DEFENDANT:"),
				ls("[X] pleaded guilty to count(s)   One of the Information", "[ ] pleaded nolo contendere to count(s)", "[ ] was found guilty on count(s)"), gap(),
				l("The defendant is adjudicated guilty of these offenses:"),
				row([]float64{0.24, 0.34, 0.24, 0.18}, "Title & Section", "Nature of Offense", "Offense Ended", "Count"),
				row([]float64{0.24, 0.34, 0.24, 0.18}, "18 U.S.C. Section 1343", "Wire Fraud", "6/30/2023", "1"),
				gap(),
				p("The defendant is sentenced as provided in pages 2 through 2 of this judgment. The sentence is imposed pursuant to the Sentencing Reform Act of 1984."),
				p("It is ordered that the defendant must notify the United States attorney for this district within 30 days of any change of name, residence, or mailing address until all fines, restitution, costs, and special assessments imposed by this judgment are fully paid."),
				ls("                                        August 27, 2024", "                                        Date of Imposition of Judgment", "",
					"                                        ______________________________", "                                        Signature of Judge", "",
					"                                        George L. Radcliffe, United States District Judge", "                                        Name and Title of Judge", "",
					"                                        8/28/2024", "                                        Date"),
			},
			{
				cb("IMPRISONMENT"),
				p("The defendant is hereby committed to the custody of the Federal Bureau of Prisons to be imprisoned for a total term of: TWENTY-NINE (29) MONTHS as to Count One."),
				p("[X] The court makes the following recommendations to the Bureau of Prisons: designation to FCI Cumberland."),
				p("[X] The defendant shall surrender for service of sentence at the institution designated by the Bureau of Prisons before 2 p.m. on October 15, 2024."),
				cb("CRIMINAL MONETARY PENALTIES"),
				row([]float64{0.25, 0.25, 0.25, 0.25}, "Assessment", "Restitution", "Fine", "AVAA Assessment*"),
				row([]float64{0.25, 0.25, 0.25, 0.25}, "$100.00", "$612,740.00", "$0.00", "$0.00"),
			},
		}}

	return spec{
		name: "united-states-v-mabry", title: "United States v. Mabry (D. Md.), plea and judgment",
		firstSight: &truth.Figures{PartyTruth: 8, PartyFound: 7, PartyCorrect: 6, EventTruth: 13, EventHits: 13, Grounded: 1}, // at commit 48ecb5b
		docs:       []doc{info, plea, judgment},
		parties: []truth.Party{
			{Name: "United States of America", Role: "plaintiff"},
			{Name: "Lionel K. Mabry", Role: "defendant"},
			{Name: "Marisa D. Kellerman", Role: "counsel"},
			{Name: "Tamsin O. Whitford", Role: "counsel"},
			{Name: "Tamsin O. Whitford", Role: "sender"},
			{Name: "Gabriel N. Oyelaran", Role: "counsel"},
			{Name: "Gabriel N. Oyelaran", Role: "recipient"},
			{Name: "George L. Radcliffe", Role: "judge"},
		},
		events: []truth.Event{
			{Date: "2023-06-30", File: "Information.pdf", Page: 1},
			{Date: "2022-09-14", File: "Information.pdf", Page: 1},
			{Date: "2024-04-09", File: "Information.pdf", Page: 1},
			{Date: "2024-04-22", File: "Plea Agreement Letter.pdf", Page: 1},
			{Date: "2024-05-06", File: "Plea Agreement Letter.pdf", Page: 1},
			{Date: "2023-06-30", File: "Plea Agreement Letter.pdf", Page: 2},
			{Date: "2022-09-14", File: "Plea Agreement Letter.pdf", Page: 2},
			{Date: "2022-11-03", File: "Plea Agreement Letter.pdf", Page: 2},
			{Date: "2024-05-01", File: "Plea Agreement Letter.pdf", Page: 3},
			{Date: "2024-08-28", File: "Judgment in a Criminal Case.pdf", Page: 1},
			{Date: "2023-06-30", File: "Judgment in a Criminal Case.pdf", Page: 1},
			{Date: "2024-08-27", File: "Judgment in a Criminal Case.pdf", Page: 1},
			{Date: "2024-10-15", File: "Judgment in a Criminal Case.pdf", Page: 2},
		},
	}
}
