package samples

// DEV SET (held out at first sight): a Florida circuit court suit on a
// commercial lease and its guaranty (Miami-Dade County). The e-filing
// portal's legend at the top of each filing's first page ("Filing #
// 192837465 E-Filed 03/04/2024 10:15:22 AM"); the caption with each party
// described after its name ("a Florida limited liability company",
// "individually") and "CASE NO.:" at the right; a complaint with counts,
// "Florida Bar No.", "Primary Email:" / "Secondary Email:"; the summons
// ("THE STATE OF FLORIDA: To Each Sheriff of the State:", "CLERK OF THE
// COURT", "By: As Deputy Clerk", the Americans with Disabilities Act
// notice); the defendants' motion to dismiss with a certificate of service
// through the portal; and the order ("THIS CAUSE came before the Court",
// "DONE AND ORDERED in Chambers at Miami-Dade County, Florida, on this
// 12th day of June, 2024", the judge's electronic signature, "Copies
// furnished to:"). A guarantor sued individually is a defendant; the clerk
// and deputy clerk are no parties.
func init() { specs = append(specs, seagrape) }

func seagrape() matterSpec {
	court := []block{cb("IN THE CIRCUIT COURT OF THE ELEVENTH JUDICIAL CIRCUIT"), cb("IN AND FOR MIAMI-DADE COUNTY, FLORIDA"), gap()}
	capt := caption("", []string{
		"SEAGRAPE PLAZA HOLDINGS, LLC,",
		"a Florida limited liability company,",
		"",
		"          Plaintiff,",
		"v.",
		"",
		"COASTAL CANTINA GROUP, INC.,",
		"a Florida corporation, and",
		"RAFAEL OQUENDO, individually,",
		"",
		"          Defendants.",
		"_______________________________________/",
	}, []string{"CASE NO.: 2024-004118-CA-01", "", "COMPLEX BUSINESS", "LITIGATION SECTION"})

	complaint := doc{name: "Complaint for Damages.pdf", font: "Times", size: 12,
		pages: []page{
			append(append([]block{small(l("Filing # 192837465 E-Filed 03/04/2024 10:15:22 AM"), 9), gap()}, court...), capt, gap(),
				cb("COMPLAINT FOR DAMAGES"), gap(),
				p("Plaintiff, SEAGRAPE PLAZA HOLDINGS, LLC (\"Landlord\"), sues Defendants, COASTAL CANTINA GROUP, INC. (\"Tenant\") and RAFAEL OQUENDO (\"Guarantor\"), and alleges:"),
				p("1. This is an action for damages exceeding $50,000, exclusive of interest, costs and attorney's fees."),
				p("2. Landlord and Tenant entered into a Shopping Center Lease dated January 15, 2020 (the \"Lease\") for Suite 104 of Seagrape Plaza, 18400 Biscayne Boulevard, Aventura, Florida. Guarantor executed a Guaranty of Lease the same day."),
			),
			{
				cb("COUNT I - BREACH OF LEASE (against Tenant)"),
				p("3. Tenant failed to pay rent due on September 1, 2023 and each month thereafter, and abandoned the premises on or about November 30, 2023. Landlord served a three-day notice on October 6, 2023."),
				p("4. Tenant owes past-due rent, common area maintenance charges and late fees of $187,340.62 and future rent accelerated under Section 22.1 of the Lease."),
				cb("COUNT II - BREACH OF GUARANTY (against Guarantor)"),
				p("5. Guarantor unconditionally guaranteed Tenant's obligations under the Lease. Landlord demanded payment from Guarantor on December 8, 2023, and Guarantor has not paid."),
				p("WHEREFORE, Plaintiff demands judgment against Defendants, jointly and severally, for damages, prejudgment interest, costs and attorney's fees under Section 31 of the Lease and Section 57.105(7), Florida Statutes."),
				ls("Dated: March 4, 2024", "",
					"                                    ALVARADO PRICE, P.A.",
					"                                    Counsel for Plaintiff",
					"                                    2 South Biscayne Boulevard, Suite 2800",
					"                                    Miami, Florida 33131",
					"                                    Telephone: (305) 555-0129",
					"",
					"                                    By: /s/ Teresa M. Alvarado",
					"                                        Teresa M. Alvarado, Esq.",
					"                                        Florida Bar No. 0748211",
					"                                        Primary Email: talvarado@alvaradoprice.com",
					"                                        Secondary Email: service@alvaradoprice.com"),
			},
		}}

	summons := doc{name: "Summons - Rafael Oquendo.pdf", font: "Times", size: 11.5,
		pages: []page{
			append(append([]block{}, court...), capt, gap(),
				cb("SUMMONS IN A CIVIL ACTION"), gap(),
				l("THE STATE OF FLORIDA:"),
				l("To Each Sheriff of the State:"),
				p("YOU ARE COMMANDED to serve this summons and a copy of the complaint in this action on defendant: RAFAEL OQUENDO, 2900 NE 190th Street, Apt. 1104, Aventura, Florida 33180."),
				p("Each defendant is required to serve written defenses to the complaint on Plaintiff's attorney, Teresa M. Alvarado, Esq., Alvarado Price, P.A., 2 South Biscayne Boulevard, Suite 2800, Miami, Florida 33131, within 20 days after service of this summons on that defendant, exclusive of the day of service, and to file the original of the defenses with the clerk of this court either before service on Plaintiff's attorney or immediately thereafter. If a defendant fails to do so, a default will be entered against that defendant for the relief demanded in the complaint."),
				ls("DATED on March 6, 2024.", "", "                                    CLERK OF THE COURT AND COMPTROLLER", "", "                                    By: /s/ D. Marquez", "                                        As Deputy Clerk"),
				gap(),
				small(p("AMERICANS WITH DISABILITIES ACT OF 1990: If you are a person with a disability who needs any accommodation in order to participate in this proceeding, you are entitled, at no cost to you, to the provision of certain assistance. Please contact the ADA Coordinator at least 7 days before your scheduled court appearance, or immediately upon receiving this notification if the time before the scheduled appearance is less than 7 days."), 8.5),
			),
		}}

	motion := doc{name: "Defendants' Motion to Dismiss.pdf", font: "Times", size: 12,
		pages: []page{
			append(append([]block{small(l("Filing # 194410027 E-Filed 04/08/2024 04:51:09 PM"), 9), gap()}, court...), capt, gap(),
				cb("DEFENDANTS' MOTION TO DISMISS COUNT II"), gap(),
				p("Defendants, COASTAL CANTINA GROUP, INC. and RAFAEL OQUENDO, by and through undersigned counsel, move under Florida Rule of Civil Procedure 1.140(b)(6) to dismiss Count II of the Complaint, and state:"),
				p("1. The Guaranty attached to the Complaint is dated January 15, 2020 but is unsigned, and a promise to answer for the debt of another must be in writing and signed under Section 725.01, Florida Statutes."),
				p("2. In addition, Landlord's demand of December 8, 2023 was sent to an address Guarantor had left in 2021."),
			),
			{
				ls("                                    Respectfully submitted,", "",
					"                                    HOLLINGSWORTH BAEZ PLLC",
					"                                    Counsel for Defendants",
					"                                    1450 Brickell Avenue, Suite 1900, Miami, Florida 33131",
					"",
					"                                    By: /s/ Gabriel J. Baez",
					"                                        Gabriel J. Baez, Esq. (Fla. Bar No. 1029384)",
					"                                        gbaez@hollingsworthbaez.com",
					"                                        Nicole S. Hollingsworth, Esq. (Fla. Bar No. 0931552)"),
				gap(),
				cb("CERTIFICATE OF SERVICE"),
				p("I HEREBY CERTIFY that on April 8, 2024, I electronically filed the foregoing with the Clerk of Court using the Florida Courts E-Filing Portal, which will serve a copy on Teresa M. Alvarado, Esq., Alvarado Price, P.A., counsel for Plaintiff."),
				ls("                                    /s/ Gabriel J. Baez", "                                    Gabriel J. Baez"),
			},
		}}

	order := doc{name: "Order on Motion to Dismiss.pdf", font: "Times", size: 12,
		pages: []page{
			append(append([]block{}, court...), capt, gap(),
				cb("ORDER DENYING DEFENDANTS' MOTION TO DISMISS COUNT II"), gap(),
				p("THIS CAUSE came before the Court on June 10, 2024 on Defendants' Motion to Dismiss Count II, filed April 8, 2024. The Court, having reviewed the motion, Plaintiff's response, and the court file, having heard argument of counsel, and being otherwise fully advised, finds that the signed Guaranty filed with Plaintiff's response of May 20, 2024 cures the defect alleged. Accordingly, it is"),
				p("ORDERED AND ADJUDGED that the Motion is DENIED. Defendants shall answer the Complaint within 20 days of the date of this Order."),
				p("DONE AND ORDERED in Chambers at Miami-Dade County, Florida, on this 12th day of June, 2024."),
				ls("", "                                    /s/ Lourdes V. Navarrete-Reid", "                                    LOURDES V. NAVARRETE-REID", "                                    CIRCUIT COURT JUDGE", "                                    Electronically Signed"),
				gap(),
				ls("Copies furnished to:", "Teresa M. Alvarado, Esq., talvarado@alvaradoprice.com", "Gabriel J. Baez, Esq., gbaez@hollingsworthbaez.com"),
			),
		}}

	return matterSpec{
		name: "seagrape-v-coastal-cantina", title: "Seagrape Plaza Holdings, LLC v. Coastal Cantina Group, Inc. (Fla. 11th Cir. Ct., No. 2024-004118-CA-01)", heldOut: true,
		firstSight: &Figures{PartyTruth: 7, PartyFound: 11, PartyCorrect: 7, EventTruth: 16, EventHits: 16, Grounded: 1}, // at 5745bf8
		docs:       []doc{complaint, summons, motion, order},
		parties: []Party{
			{"Seagrape Plaza Holdings, LLC", "plaintiff"},
			{"Coastal Cantina Group, Inc.", "defendant"},
			{"Rafael Oquendo", "defendant"},
			{"Teresa M. Alvarado", "counsel"},
			{"Gabriel J. Baez", "counsel"},
			{"Nicole S. Hollingsworth", "counsel"},
			{"Lourdes V. Navarrete-Reid", "judge"},
		},
		events: []Event{
			{"2024-03-04", "Complaint for Damages.pdf", 1},
			{"2020-01-15", "Complaint for Damages.pdf", 1},
			{"2023-09-01", "Complaint for Damages.pdf", 2},
			{"2023-11-30", "Complaint for Damages.pdf", 2},
			{"2023-10-06", "Complaint for Damages.pdf", 2},
			{"2023-12-08", "Complaint for Damages.pdf", 2},
			{"2024-03-04", "Complaint for Damages.pdf", 2},
			{"2024-03-06", "Summons - Rafael Oquendo.pdf", 1},
			{"2024-04-08", "Defendants' Motion to Dismiss.pdf", 1},
			{"2020-01-15", "Defendants' Motion to Dismiss.pdf", 1},
			{"2023-12-08", "Defendants' Motion to Dismiss.pdf", 1},
			{"2024-04-08", "Defendants' Motion to Dismiss.pdf", 2},
			{"2024-06-10", "Order on Motion to Dismiss.pdf", 1},
			{"2024-04-08", "Order on Motion to Dismiss.pdf", 1},
			{"2024-05-20", "Order on Motion to Dismiss.pdf", 1},
			{"2024-06-12", "Order on Motion to Dismiss.pdf", 1},
		},
	}
}
