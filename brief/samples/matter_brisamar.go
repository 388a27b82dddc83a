package samples

// DEV SET (held out at first sight): a Florida circuit court commercial
// contract dispute (Eleventh Judicial Circuit, Miami-Dade County) between
// a yacht interiors subcontractor and the shipyard that hired it for a
// refit. The e-filing portal's legend at the top of each filing's first
// page ("Filing # 214873306 E-Filed 02/03/2025 10:22:41 AM"); a caption
// with each party's description after its name and "CASE NO.:" with
// "CIRCUIT CIVIL DIVISION" at the right; the complaint in counts signed by
// two lawyers under the firm, each with "Florida Bar No." and "Primary
// Email:" (the first also "Secondary Email:"); the plaintiff's managing
// member's affidavit on the Florida jurat ("BEFORE ME, the undersigned
// authority, personally appeared X, who, being first duly sworn, deposes
// and says:", "Sworn to (or affirmed) and subscribed before me by means of
// [X] physical presence or [ ] online notarization, this 14th day of
// April, 2025, by X", the notary's printed name and commission number);
// the plaintiff's motion to compel better discovery responses with the
// Rule 1.202 certificate of conferral and a certificate of service that
// lists the other side's lawyers one per line with their email addresses
// over the firm and "Counsel for Defendant"; and the order ("THIS CAUSE
// came before the Court", "ORDERED AND ADJUDGED", a mediator named,
// "DONE AND ORDERED in Chambers at Miami-Dade County, Florida, this 10th
// day of June, 2025." on a page of its own, the judge's electronic signature stamp with the
// case number and "06-10-2025 11:36 AM" over her name and "CIRCUIT COURT
// JUDGE", "Copies furnished to:" counsel with their emails in brackets).
// Conventions: the subcontractor is the plaintiff and the shipyard the
// defendant; every lawyer who signs or is listed for a side (in a
// signature block, a certificate of service or "Copies furnished to:") is
// counsel; the managing member who swears the affidavit is its declarant;
// the circuit judge is the judge. The notary, the mediator, the
// shipyard's project manager and the vessel are no parties. A notary's
// commission expiry is no event; the portal's legend is the filing's
// event on its first page.
func init() { specs = append(specs, brisamar) }

func brisamar() matterSpec {
	const (
		cmpF = "Complaint 2025-002291-CA-01.pdf"
		avtF = "Affidavit of Nicolas A. Ferreira-Lund.pdf"
		mtcF = "Plaintiff's Motion to Compel Better Responses.pdf"
		ordF = "Order on Motion to Compel 2025-06-10.pdf"
	)
	court := []block{cb("IN THE CIRCUIT COURT OF THE ELEVENTH JUDICIAL CIRCUIT"), cb("IN AND FOR MIAMI-DADE COUNTY, FLORIDA"), gap()}
	capt := caption("", []string{
		"BRISAMAR YACHT INTERIORS, LLC,",
		"a Florida limited liability company,",
		"",
		"          Plaintiff,",
		"v.",
		"",
		"KEELWRIGHT MARINE GROUP, INC.,",
		"a Delaware corporation,",
		"",
		"          Defendant.",
		"_______________________________________/",
	}, []string{"CASE NO.: 2025-002291-CA-01", "", "CIRCUIT CIVIL DIVISION"})
	stamp := func(s string) block { return small(l(s), 9) }
	pltBlock := func(date string) block {
		return ls(date, "",
			"                                    VIDAL OKORO, P.A.",
			"                                    Counsel for Plaintiff",
			"                                    2 South Biscayne Boulevard, Suite 3100",
			"                                    Miami, Florida 33131",
			"                                    Telephone: (305) 555-0172",
			"",
			"                                    By: /s/ Mariela C. Echevarría",
			"                                        Mariela C. Echevarría, Esq.",
			"                                        Florida Bar No. 0118842",
			"                                        Primary Email: mechevarria@vidalokoro.com",
			"                                        Secondary Email: eservice@vidalokoro.com",
			"                                        Jerome T. Baptiste-Holm, Esq.",
			"                                        Florida Bar No. 1027745",
			"                                        Primary Email: jbaptiste@vidalokoro.com")
	}

	cmp := doc{name: cmpF, font: "Times", size: 12, unicode: true,
		pages: []page{
			append(append([]block{stamp("Filing # 214873306 E-Filed 02/03/2025 10:22:41 AM"), gap()}, court...), capt, gap(),
				cb("COMPLAINT"), gap(),
				p("Plaintiff, BRISAMAR YACHT INTERIORS, LLC (\"Brisamar\"), sues Defendant, KEELWRIGHT MARINE GROUP, INC. (\"Keelwright\"), and alleges:"),
				cb("PARTIES, JURISDICTION AND VENUE"),
				p("1. This is an action for damages exceeding $50,000, exclusive of interest, costs and attorney's fees."),
				p("2. Brisamar is a Florida limited liability company with its principal place of business in Miami-Dade County. Keelwright is a Delaware corporation that operates a shipyard on the Miami River, Miami-Dade County, where the contract was made and performed."),
				cb("GENERAL ALLEGATIONS"),
				p("3. On March 8, 2024, Brisamar and Keelwright entered into an Interiors Subcontract (the \"Subcontract\") under which Brisamar agreed to fabricate and install the joinery, soft furnishings and headliners of the 47-meter motor yacht SOLENNE during her refit at Keelwright's yard, for a price of $1,946,000."),
			),
			{
				p("4. Brisamar completed its work, and Keelwright's project manager, Dmitri Vasquez-Orloff, signed the certificate of completion on September 27, 2024. Brisamar invoiced the retainage and two change orders on October 4, 2024 and November 1, 2024, for a total of $612,480.50."),
				p("5. Keelwright has not paid. Brisamar demanded payment in writing on December 12, 2024. All conditions precedent have been performed, excused or waived."),
				cb("COUNT I - BREACH OF CONTRACT"),
				p("6. Brisamar realleges paragraphs 1 through 5. Keelwright breached the Subcontract by failing to pay the sums due under Articles 4 and 9, damaging Brisamar in the amount of $612,480.50."),
				cb("COUNT II - ACCOUNT STATED"),
				p("7. Brisamar realleges paragraphs 1 through 5. Keelwright received the invoices and did not object to them within a reasonable time."),
				p("WHEREFORE, Brisamar demands judgment against Keelwright for $612,480.50, prejudgment interest, costs, and attorney's fees under Article 17 of the Subcontract."),
				pltBlock("Dated: February 3, 2025"),
			},
		}}

	avt := doc{name: avtF, font: "Times", size: 12, unicode: true,
		pages: []page{
			append(append([]block{stamp("Filing # 219660412 E-Filed 04/15/2025 09:04:55 AM"), gap()}, court...), capt, gap(),
				cb("AFFIDAVIT OF NICOLÁS A. FERREIRA-LUND"), gap(),
				ls("STATE OF FLORIDA", "COUNTY OF MIAMI-DADE"), gap(),
				p("BEFORE ME, the undersigned authority, personally appeared NICOLÁS A. FERREIRA-LUND, who, being first duly sworn, deposes and says:"),
				p("1. I am over eighteen years of age and the managing member of Brisamar Yacht Interiors, LLC. I have personal knowledge of the facts stated here and of Brisamar's books and records, which are kept in the regular course of its business."),
				p("2. Brisamar's work on the motor yacht SOLENNE was certified complete on September 27, 2024. Keelwright accepted delivery of the vessel from the yard on October 18, 2024 and she sailed for the Bahamas the following week."),
				p("3. As of the date of this affidavit, Keelwright owes Brisamar $612,480.50 on the invoices of October 4, 2024 and November 1, 2024, and has never disputed any line of them in writing."),
			),
			{
				p("FURTHER AFFIANT SAYETH NAUGHT."),
				ls("                                    /s/ Nicolás A. Ferreira-Lund",
					"                                    NICOLÁS A. FERREIRA-LUND"),
				gap(),
				p("Sworn to (or affirmed) and subscribed before me by means of [X] physical presence or [ ] online notarization, this 14th day of April, 2025, by Nicolás A. Ferreira-Lund, who is [X] personally known to me or [ ] has produced ______________ as identification."),
				ls("                                    /s/ Yolanda P. Strickland-Ortiz",
					"                                    NOTARY PUBLIC, STATE OF FLORIDA",
					"                                    Print Name: Yolanda P. Strickland-Ortiz",
					"                                    Commission No. HH 418207",
					"                                    My Commission Expires: 11/02/2027"),
			},
		}}

	mtc := doc{name: mtcF, font: "Times", size: 12, unicode: true,
		pages: []page{
			append(append([]block{stamp("Filing # 221904518 E-Filed 05/05/2025 03:47:09 PM"), gap()}, court...), capt, gap(),
				cb("PLAINTIFF'S MOTION TO COMPEL BETTER RESPONSES TO"), cb("FIRST REQUEST FOR PRODUCTION"), gap(),
				p("Plaintiff, BRISAMAR YACHT INTERIORS, LLC, by and through undersigned counsel and under Florida Rule of Civil Procedure 1.380(a), moves to compel Defendant, KEELWRIGHT MARINE GROUP, INC., to serve better responses to Plaintiff's First Request for Production, and states:"),
				p("1. Plaintiff served its First Request for Production on March 10, 2025. Defendant served its responses on April 9, 2025, objecting to every request as \"overbroad, unduly burdensome and not proportional\" without stating whether any document was withheld, as Rule 1.350(b) requires."),
				p("2. Requests 4 through 9 seek the yard's refit budget for SOLENNE, its payment records with the vessel's owner and its internal communications about Brisamar's invoices. These go to the heart of Defendant's stated reason for non-payment."),
				p("WHEREFORE, Plaintiff asks the Court to overrule Defendant's general objections and compel complete responses and production within ten days."),
			),
			{
				cb("CERTIFICATE OF CONFERRAL"),
				p("Under Florida Rule of Civil Procedure 1.202, undersigned counsel certifies that she conferred with counsel for Defendant by telephone on April 24, 2025 and by email on April 28, 2025 in a good-faith effort to resolve the issues raised in this motion, and the parties were unable to agree."),
				pltBlock("Dated: May 5, 2025"),
				gap(),
				cb("CERTIFICATE OF SERVICE"),
				p("I HEREBY CERTIFY that on May 5, 2025, the foregoing was filed through the Florida Courts E-Filing Portal, which will serve a copy by email on:"),
				ls("     Andrés F. Villamizar, Esq.",
					"     avillamizar@brannocktalbot.com",
					"     Harriet N. Osei-Bonsu, Esq.",
					"     hosei@brannocktalbot.com",
					"     BRANNOCK TALBOT LLP",
					"     1450 Brickell Avenue, Suite 2000, Miami, Florida 33131",
					"     Counsel for Defendant"),
				ls("                                    /s/ Mariela C. Echevarría",
					"                                    Mariela C. Echevarría"),
			},
		}}

	ord := doc{name: ordF, font: "Times", size: 12, unicode: true,
		pages: []page{
			append(append([]block{}, court...), capt, gap(),
				cb("ORDER ON PLAINTIFF'S MOTION TO COMPEL BETTER RESPONSES"), cb("TO FIRST REQUEST FOR PRODUCTION"), gap(),
				p("THIS CAUSE came before the Court on June 9, 2025 upon Plaintiff's Motion to Compel Better Responses to First Request for Production, filed May 5, 2025. The Court, having reviewed the motion and the court file, having heard argument of counsel, and being otherwise fully advised in the premises, it is hereby"),
				p("ORDERED AND ADJUDGED that the Motion is GRANTED IN PART. Defendant's general objections are overruled. Defendant shall serve amended responses to Requests 4 through 9, with a privilege log for any document withheld, and produce responsive documents on or before June 30, 2025. The request for fees under Rule 1.380(a)(4) is reserved."),
				p("The deposition of Defendant's corporate representative shall be completed by July 31, 2025. The parties shall attend mediation before Rosalind A. Pettiford, Esq., a Florida Supreme Court certified circuit civil mediator, no later than September 15, 2025."),
			),
			{
				p("DONE AND ORDERED in Chambers at Miami-Dade County, Florida, this 10th day of June, 2025."),
				small(ls("                                    +--------------------------------------------+",
					"                                    |  2025-002291-CA-01 06-10-2025 11:36 AM      |",
					"                                    |  /s/ Octavia L. Berrocal                    |",
					"                                    |  Hon. Octavia L. Berrocal                   |",
					"                                    |  CIRCUIT COURT JUDGE                        |",
					"                                    |  Electronically Signed                      |",
					"                                    +--------------------------------------------+"), 9),
				gap(),
				ls("Copies furnished to:",
					"Mariela C. Echevarría, Esq. (mechevarria@vidalokoro.com)",
					"Jerome T. Baptiste-Holm, Esq. (jbaptiste@vidalokoro.com)",
					"Andrés F. Villamizar, Esq. (avillamizar@brannocktalbot.com)",
					"Harriet N. Osei-Bonsu, Esq. (hosei@brannocktalbot.com)"),
			},
		}}

	return matterSpec{
		name: "brisamar-v-keelwright-marine", title: "Brisamar Yacht Interiors, LLC v. Keelwright Marine Group, Inc. (Fla. 11th Cir. Ct., No. 2025-002291-CA-01)", heldOut: true,
		firstSight: &Figures{PartyTruth: 8, PartyFound: 7, PartyCorrect: 7, EventTruth: 25, EventHits: 25, Grounded: 1}, // at d6a3f2a
		docs:       []doc{cmp, avt, mtc, ord},
		parties: []Party{
			{"Brisamar Yacht Interiors, LLC", "plaintiff"},
			{"Keelwright Marine Group, Inc.", "defendant"},
			{"Mariela C. Echevarría", "counsel"},
			{"Jerome T. Baptiste-Holm", "counsel"},
			{"Andrés F. Villamizar", "counsel"},
			{"Harriet N. Osei-Bonsu", "counsel"},
			{"Nicolás A. Ferreira-Lund", "declarant"},
			{"Octavia L. Berrocal", "judge"},
		},
		events: []Event{
			{"2025-02-03", cmpF, 1},
			{"2024-03-08", cmpF, 1},
			{"2024-09-27", cmpF, 2},
			{"2024-10-04", cmpF, 2},
			{"2024-11-01", cmpF, 2},
			{"2024-12-12", cmpF, 2},
			{"2025-02-03", cmpF, 2},
			{"2025-04-15", avtF, 1},
			{"2024-09-27", avtF, 1},
			{"2024-10-18", avtF, 1},
			{"2024-10-04", avtF, 1},
			{"2024-11-01", avtF, 1},
			{"2025-04-14", avtF, 2},
			{"2025-05-05", mtcF, 1},
			{"2025-03-10", mtcF, 1},
			{"2025-04-09", mtcF, 1},
			{"2025-04-24", mtcF, 2},
			{"2025-04-28", mtcF, 2},
			{"2025-05-05", mtcF, 2},
			{"2025-06-09", ordF, 1},
			{"2025-05-05", ordF, 1},
			{"2025-06-30", ordF, 1},
			{"2025-07-31", ordF, 1},
			{"2025-09-15", ordF, 1},
			{"2025-06-10", ordF, 2},
		},
	}
}
