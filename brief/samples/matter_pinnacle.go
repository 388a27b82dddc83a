package samples

// DEV SET (held out at first sight): a commercial arbitration under the
// AAA's Commercial Rules between an apple packer and the supplier of its
// controlled-atmosphere cold storage system, after a refrigeration failure
// spoiled a season's fruit. The demand on the AAA's form (two columns of
// boxes with each label above its value: "Name of Claimant" beside "Name
// of Representative", "Address" beside "Name of Firm (if applicable)",
// "City / State / Zip Code", then the same for the respondent with "Name
// of Representative (if known)"; "The named claimant, a party to an
// arbitration agreement dated ...", "Brief Description of the Dispute",
// "Dollar Amount of Claim", "Signature (may be signed by a
// representative)" beside "Date", the AAA's "FOR AAA USE ONLY" box and the
// form's footer); the respondent's answering statement and counterclaim
// written as a letter to the case manager on its lawyers' letterhead (the
// partner's direct line under the letterhead, "VIA AAA WEBFILE AND
// EMAIL", "Re:" over the case and AAA number, "Dear Ms. X:", "This firm
// represents Respondent", a colleague named in a sentence, "COUNTERCLAIM"
// with invoices and their dates, "Very truly yours," over the firm and the
// signer, "cc:" opposing counsel "Esq. (via email)" and the client's
// general counsel with his title and company); and the final award ("FINAL
// AWARD OF ARBITRATOR", "I, THE UNDERSIGNED ARBITRATOR, having been
// designated ... and having been duly sworn", procedural history with a
// compact range of hearing days, appearances in prose "Claimant was
// represented by X, Esq. and Y, Esq. of Firm", the witnesses who testified
// listed by side in one paragraph with their posts, numbered awards, the
// arbitrator's signature over "Arbitrator" and a notary's acknowledgment
// "STATE OF WASHINGTON ) ss: COUNTY OF KING )", "before me personally came
// and appeared X, to me known", the notary's commission number and
// expiry).
// Conventions: the claimant is the plaintiff (a claimant, as lakeview and
// the FINRA matters key it) and the respondent the respondent (its
// counterclaim gives neither a second role); every lawyer who represents
// a side is counsel; the letter's signer is its sender, and its addressee
// (the case manager) and those it copies (opposing counsel and the
// respondent's general counsel) are recipients; the arbitrator is the
// judge (not a declarant for her acknowledgment); those who testified at
// the hearing, the experts too, are witnesses. The notary and the AAA
// itself are no parties, and a notary's commission expiry is no event.
func init() { specs = append(specs, pinnacle) }

func pinnacle() matterSpec {
	const (
		demF = "AAA Demand for Arbitration - Pinnacle Orchard.pdf"
		ansF = "Answering Statement and Counterclaim 2024-07-22.pdf"
		awdF = "Final Award 01-24-0005-8821.pdf"
	)
	aaaFooter := "American Arbitration Association  |  Case Filing Services  |  1101 Laurel Oak Road, Suite 100, Voorhees, NJ 08043  |  www.adr.org"

	dem := doc{name: demF, font: "Helvetica", size: 9, footer: aaaFooter + "  |  Page %d of %t",
		pages: []page{
			{
				cb("AMERICAN ARBITRATION ASSOCIATION"),
				cb("COMMERCIAL ARBITRATION RULES"),
				cb("DEMAND FOR ARBITRATION"), gap(),
				p("MEDIATION: If you would like the AAA to contact the other parties and attempt to arrange a mediation, please check this box. [ ]"),
				p("There is no additional administrative fee for this service."),
				gap(),
				cb("CLAIMANT"),
				ls("Name of Claimant                                                    Name of Representative",
					"Pinnacle Orchard Packing Co.                                        Nathaniel J. Ostrowski",
					"",
					"Address                                                             Name of Firm (if applicable)",
					"4100 Fruitvale Boulevard                                            Ostrowski Vail PLLC",
					"",
					"City                        State        Zip Code                   Representative's Address",
					"Yakima                      WA           98902                      1201 Third Avenue, Suite 2900",
					"                                                                    Seattle, WA 98101",
					"Phone No.                   Fax No.                                 Phone No.",
					"(509) 555-0114                                                      (206) 555-0152",
					"",
					"Email Address                                                       Email Address",
					"asorensen@pinnacleorchard.com                                       nostrowski@ostrowskivail.com"),
				gap(),
				cb("RESPONDENT"),
				ls("Name of Respondent                                                  Name of Representative (if known)",
					"Verdanta Cold Chain Systems, Inc.                                   Celeste R. Amundsen",
					"",
					"Address                                                             Name of Firm (if applicable)",
					"8800 East Marginal Way South                                        Amundsen Kerr LLP",
					"",
					"City                        State        Zip Code                   Representative's Address",
					"Tukwila                     WA           98108                      1420 Fifth Avenue, Suite 3300",
					"                                                                    Seattle, WA 98101",
					"Phone No.                   Fax No.                                 Phone No.",
					"(206) 555-0190                                                      (206) 555-0179"),
				gap(),
				p("The named claimant, a party to an arbitration agreement dated August 15, 2022, which provides for arbitration under the Commercial Arbitration Rules of the American Arbitration Association, hereby demands arbitration."),
				l("Brief Description of the Dispute:"),
				p("Respondent designed, supplied and commissioned a controlled-atmosphere cold storage system for Claimant's Yakima packing facility under a Design-Build and Supply Agreement. On October 29, 2023 the system's nitrogen generator and compressor controls failed without alarm, and by November 6, 2023 some 41,000 bins of Honeycrisp and Gala apples had been lost. Claimant claims breach of contract and breach of express warranty."),
			},
			{
				ls("Dollar Amount of Claim: $2,140,000.00",
					"",
					"Other Relief Sought:  [X] Attorneys Fees  [X] Interest  [X] Arbitration Costs  [ ] Punitive/Exemplary  [ ] Other",
					"",
					"Amount Enclosed: $14,550.00          In accordance with Fee Schedule: [ ] Flexible Fee Schedule  [X] Standard Fee Schedule",
					"",
					"Please describe the qualifications you seek for arbitrator(s) to be appointed to hear this dispute:",
					"     Attorney or engineer with experience in industrial refrigeration or construction and supply disputes.",
					"",
					"Hearing locale requested:  Seattle, Washington",
					"",
					"Estimated time needed for hearings overall:  3 days",
					"",
					"Type of Business:   Claimant: Fruit packing and storage          Respondent: Refrigeration systems"),
				gap(),
				ls("Signature (may be signed by a representative)                       Date:",
					"/s/ Nathaniel J. Ostrowski                                          06/24/2024"),
				gap(),
				p("Please send a copy of this Demand and the Arbitration Agreement, along with the filing fee as provided for in the Rules, to the AAA. Send the original Demand to the Respondent."),
				gap(),
				ls("+------------------------------------- FOR AAA USE ONLY -------------------------------------+",
					"|  Date Received: 06/26/2024        Case Number: 01-24-0005-8821        Filing fee paid: Yes   |",
					"+---------------------------------------------------------------------------------------------+"),
			},
		}}

	ans := doc{name: ansF, font: "Times", size: 11,
		pages: []page{
			{
				cb("AMUNDSEN KERR LLP"),
				c("Attorneys at Law"),
				c("1420 Fifth Avenue, Suite 3300  |  Seattle, Washington 98101  |  (206) 555-0170"), gap(),
				ls("Celeste R. Amundsen, Partner",
					"Direct: (206) 555-0179",
					"camundsen@amundsenkerr.com"),
				gap(),
				l("July 22, 2024"), gap(),
				l("VIA AAA WEBFILE AND EMAIL"), gap(),
				ls("Ms. Danielle Whitacre",
					"Case Manager",
					"American Arbitration Association",
					"1301 Atwood Avenue, Suite 211N",
					"Johnston, RI 02919"),
				gap(),
				ls("Re:   Pinnacle Orchard Packing Co. v. Verdanta Cold Chain Systems, Inc.",
					"      AAA Case No. 01-24-0005-8821",
					"      Answering Statement and Counterclaim"),
				gap(),
				l("Dear Ms. Whitacre:"),
				p("This firm represents Respondent Verdanta Cold Chain Systems, Inc. (\"Verdanta\") in the above-referenced matter. My colleague Ari M. Feldstein and I will appear for Verdanta. Pursuant to Rules R-5(a) and R-5(b) of the Commercial Arbitration Rules, Verdanta submits this answering statement and counterclaim."),
				cb("ANSWERING STATEMENT"),
				p("Verdanta denies the claims in the Demand for Arbitration dated June 24, 2024, and denies that Claimant is entitled to any relief. The system was commissioned and accepted by Claimant on September 12, 2022 and operated without incident for more than a year. The loss that began on October 29, 2023 was caused by Claimant's own staff, who disabled the low-oxygen alarm during maintenance and failed to restore it, contrary to the operating manual. Claimant's damages claim is also barred in large part by the limitation of liability in Section 14.2 of the parties' agreement."),
			},
			{
				cb("COUNTERCLAIM"),
				p("Claimant has failed to pay Verdanta's Invoice No. 22-1187 dated December 1, 2022 ($112,400.00, the final milestone payment) and Invoice No. 23-0419 dated April 3, 2023 ($73,840.00, for the expansion of chamber 6). Verdanta therefore counterclaims for $186,240.00, with interest at the contract rate from the invoices' due dates, and its attorneys' fees under Section 21.3 of the agreement."),
				p("Verdanta requests that the hearing be held in Seattle, Washington before a single arbitrator. The counterclaim filing fee of $3,500.00 is being paid through AAA WebFile today."),
				gap(),
				ls("Very truly yours,",
					"",
					"AMUNDSEN KERR LLP",
					"",
					"/s/ Celeste R. Amundsen",
					"",
					"Celeste R. Amundsen"),
				gap(),
				ls("cc:   Nathaniel J. Ostrowski, Esq. (via email)",
					"      Farida Haddad, Esq. (via email)",
					"      Tobias Lindgren, General Counsel, Verdanta Cold Chain Systems, Inc."),
			},
		}}

	caseHead := []block{
		cb("AMERICAN ARBITRATION ASSOCIATION"),
		c("COMMERCIAL ARBITRATION TRIBUNAL"), gap(),
		ls("In the Matter of the Arbitration between",
			"",
			"     Pinnacle Orchard Packing Co., Claimant",
			"",
			"     and",
			"",
			"     Verdanta Cold Chain Systems, Inc., Respondent",
			"",
			"Case Number: 01-24-0005-8821"),
		gap(),
	}

	awd := doc{name: awdF, font: "Times", size: 11, footer: "AAA Case No. 01-24-0005-8821 - Final Award - Page %d of %t",
		pages: []page{
			append(append([]block{}, caseHead...),
				cb("FINAL AWARD OF ARBITRATOR"), gap(),
				p("I, THE UNDERSIGNED ARBITRATOR, having been designated in accordance with the arbitration agreement entered into between the above-named parties and dated August 15, 2022, and having been duly sworn, and having duly heard the proofs and allegations of the Parties, do hereby, AWARD, as follows:"),
				cb("I. PROCEDURAL HISTORY"),
				p("Claimant's Demand for Arbitration was received by the AAA on June 26, 2024. Respondent filed its answering statement and counterclaim on July 22, 2024. After a preliminary management hearing on September 10, 2024, an evidentiary hearing was held in Seattle, Washington on January 27-29, 2025. The parties filed post-hearing briefs on February 21, 2025, and the hearing was declared closed on February 28, 2025."),
				p("Claimant was represented by Nathaniel J. Ostrowski, Esq. and Farida Haddad, Esq. of Ostrowski Vail PLLC, Seattle, Washington. Respondent was represented by Celeste R. Amundsen, Esq. and Ari M. Feldstein, Esq. of Amundsen Kerr LLP, Seattle, Washington."),
				p("The following witnesses testified at the hearing: for Claimant, Abigail T. Sorensen, its president, Kwame Osei-Bonsu, its warehouse operations manager, and Dr. Ingrid Solberg, a postharvest physiologist retained as its expert; for Respondent, Rutger Van Dijk, its vice president of engineering, and Priya Lakshmanan, P.E., its expert in industrial refrigeration."),
			),
			{
				cb("II. FINDINGS"),
				p("1. The Design-Build and Supply Agreement required Respondent to deliver a system with a redundant low-oxygen alarm that could not be disabled from the operator panel. Mr. Van Dijk conceded that the panel installed on September 12, 2022 allowed the alarm to be bypassed without a supervisor code. I find that this was a breach of the agreement's specifications."),
				p("2. Mr. Osei-Bonsu testified that the alarm was bypassed during scheduled maintenance on October 27, 2023 and not restored. Claimant's own procedures required a restoration check, and I find Claimant 30 percent responsible for the loss."),
				p("3. Dr. Solberg's valuation of the lost fruit, which Ms. Lakshmanan did not dispute, is persuasive. Claimant's loss is $2,018,000.00. Section 14.2 does not limit damages for breach of the alarm specification, which the parties carved out of the limitation."),
				p("4. Respondent's invoices of December 1, 2022 and April 3, 2023 are due and unpaid, and Claimant offered no defense to them other than set-off."),
				cb("III. AWARD"),
				p("1. On the claim, Respondent shall pay Claimant the sum of $1,412,600.00."),
				p("2. On the counterclaim, Claimant shall pay Respondent the sum of $186,240.00, which shall be set off against the sum in paragraph 1, so that Respondent shall pay Claimant the net sum of $1,226,360.00 within thirty (30) days from the date of transmittal of this Award."),
				p("3. The administrative fees of the AAA totaling $19,800.00 and the compensation of the arbitrator totaling $46,250.00 shall be borne 70 percent by Respondent and 30 percent by Claimant. Each party shall bear its own attorneys' fees."),
				p("4. This Award is in full settlement of all claims and counterclaims submitted to this Arbitration. All claims not expressly granted herein are hereby denied."),
			},
			{
				ls("",
					"March 14, 2025                                      /s/ Harriet L. Okonkwo-Baines",
					"_______________________                             ______________________________",
					"Date                                                Harriet L. Okonkwo-Baines, Arbitrator"),
				gap(), gap(),
				ls("STATE OF WASHINGTON       )",
					"                          )  ss:",
					"COUNTY OF KING            )"),
				gap(),
				p("On this 14th day of March, 2025, before me personally came and appeared Harriet L. Okonkwo-Baines, to me known and known to me to be the individual described in and who executed the foregoing instrument, and she acknowledged to me that she executed the same."),
				gap(),
				ls("                                                    /s/ Marisela Q. Dunbar",
					"                                                    ______________________________",
					"                                                    Notary Public, State of Washington",
					"                                                    Commission No. 214477",
					"                                                    My commission expires: 08/09/2027"),
			},
		}}

	return matterSpec{
		name: "pinnacle-orchard-v-verdanta", title: "Pinnacle Orchard Packing Co. v. Verdanta Cold Chain Systems, Inc. (AAA No. 01-24-0005-8821)", heldOut: true,
		firstSight: &Figures{PartyTruth: 17, PartyFound: 17, PartyCorrect: 11, EventTruth: 24, EventHits: 24, Grounded: 1}, // at ad71891
		docs:       []doc{dem, ans, awd},
		parties: []Party{
			{"Pinnacle Orchard Packing Co.", "plaintiff"}, // the claimant
			{"Verdanta Cold Chain Systems, Inc.", "respondent"},
			{"Nathaniel J. Ostrowski", "counsel"},
			{"Nathaniel J. Ostrowski", "recipient"},
			{"Farida Haddad", "counsel"},
			{"Farida Haddad", "recipient"},
			{"Celeste R. Amundsen", "counsel"},
			{"Celeste R. Amundsen", "sender"},
			{"Ari M. Feldstein", "counsel"},
			{"Danielle Whitacre", "recipient"}, // the AAA case manager the letter is addressed to
			{"Tobias Lindgren", "recipient"},   // the respondent's general counsel, copied
			{"Harriet L. Okonkwo-Baines", "judge"},
			{"Abigail T. Sorensen", "witness"},
			{"Kwame Osei-Bonsu", "witness"},
			{"Ingrid Solberg", "witness"},
			{"Rutger Van Dijk", "witness"},
			{"Priya Lakshmanan", "witness"},
		},
		events: []Event{
			{"2022-08-15", demF, 1},
			{"2023-10-29", demF, 1},
			{"2023-11-06", demF, 1},
			{"2024-06-24", demF, 2},
			{"2024-06-26", demF, 2},
			{"2024-07-22", ansF, 1},
			{"2024-06-24", ansF, 1},
			{"2022-09-12", ansF, 1},
			{"2023-10-29", ansF, 1},
			{"2022-12-01", ansF, 2},
			{"2023-04-03", ansF, 2},
			{"2022-08-15", awdF, 1},
			{"2024-06-26", awdF, 1},
			{"2024-07-22", awdF, 1},
			{"2024-09-10", awdF, 1},
			{"2025-01-27", awdF, 1},
			{"2025-01-29", awdF, 1},
			{"2025-02-21", awdF, 1},
			{"2025-02-28", awdF, 1},
			{"2022-09-12", awdF, 2},
			{"2023-10-27", awdF, 2},
			{"2022-12-01", awdF, 2},
			{"2023-04-03", awdF, 2},
			{"2025-03-14", awdF, 3},
		},
	}
}
