package samples

// DEV SET (held out at first sight): a commercial lease dispute in the
// Court of Common Pleas of Philadelphia County, Commerce Program. The
// Office of Judicial Records' stamp at the top right ("Filed and Attested
// by the Office of Judicial Records / 14 MAR 2024 02:41 pm / M. RUSSO"),
// the lawyer's block at the top left ("By: X, Esquire / Attorney I.D. No.")
// with "Attorney for Plaintiff" at the right, a caption with the term and
// number in the right column; the complaint with its Notice to Defend (the
// bar association's lawyer referral service), counts for rent and against
// the guarantor, the verification of the general partner's officer under
// 18 Pa.C.S. Section 4904; the landlord's notice of default from its
// managing agent ("VIA CERTIFIED MAIL AND FIRST-CLASS MAIL", "Attn:" the
// tenant's managing member, "cc:" the landlord's lawyer); preliminary
// objections with a notice to plead and a certificate of service; and the
// order ("AND NOW, this 3rd day of June, 2024", "BY THE COURT:" over "X,
// J.", the docketing stamp). A managing agent's officer who signs a notice
// is its sender and the tenant's officer after "Attn:" its recipient, with
// the tenant; whoever is copied is a recipient.
func init() { specs = append(specs, rittenhouse) }

func rittenhouse() matterSpec {
	stamp := small(r("Filed and Attested by the\nOffice of Judicial Records\n14 MAR 2024 02:41 pm\nM. RUSSO"), 8)
	top := ls("KESSLER MORROW, P.C.",
		"By: Daniel A. Kessler, Esquire                             Attorney for Plaintiff",
		"Attorney I.D. No. 208341",
		"1650 Market Street, Suite 2800",
		"Philadelphia, PA 19103",
		"(215) 555-0152 | dkessler@kesslermorrow.com")
	capt := caption(":", []string{
		"RITTENHOUSE ARCADE ASSOCIATES, L.P.",
		"                    Plaintiff,",
		"          v.",
		"BLUE HERON PROVISIONS, LLC",
		"     and",
		"SAMUEL J. OKAFOR",
		"                    Defendants.",
	}, []string{"COURT OF COMMON PLEAS", "PHILADELPHIA COUNTY", "", "MARCH TERM, 2024", "No. 01872", "", "COMMERCE PROGRAM"})

	complaint := doc{name: "Complaint with Notice to Defend.pdf", font: "Times", size: 11,
		footer: "Case ID: 240301872",
		pages: []page{
			{stamp, top, gap(), capt, gap(),
				cb("NOTICE TO DEFEND"), gap(),
				p("You have been sued in court. If you wish to defend against the claims set forth in the following pages, you must take action within twenty (20) days after this complaint and notice are served, by entering a written appearance personally or by attorney and filing in writing with the court your defenses or objections to the claims set forth against you. You are warned that if you fail to do so the case may proceed without you and a judgment may be entered against you by the court without further notice for any money claimed in the complaint or for any other claim or relief requested by the plaintiff."),
				p("YOU SHOULD TAKE THIS PAPER TO YOUR LAWYER AT ONCE. IF YOU DO NOT HAVE A LAWYER, GO TO OR TELEPHONE THE OFFICE SET FORTH BELOW TO FIND OUT WHERE YOU CAN GET LEGAL HELP."),
				c("PHILADELPHIA BAR ASSOCIATION\nLAWYER REFERRAL AND INFORMATION SERVICE\nOne Reading Center\nPhiladelphia, Pennsylvania 19107\n(215) 238-6333"),
			},
			{top, gap(), capt, gap(),
				cb("CIVIL ACTION - COMPLAINT"), gap(),
				p("Plaintiff Rittenhouse Arcade Associates, L.P. (\"Landlord\"), by its undersigned counsel, files this Complaint against Defendants Blue Heron Provisions, LLC (\"Tenant\") and Samuel J. Okafor (\"Guarantor\") and in support avers as follows:"),
				p("1. Landlord is a Pennsylvania limited partnership that owns the retail building at 1729 Sansom Street, Philadelphia, Pennsylvania 19103 (the \"Premises\")."),
				p("2. Tenant is a Pennsylvania limited liability company that operated a restaurant at the Premises. Guarantor is an adult individual residing at 418 Spruce Street, Philadelphia, and Tenant's managing member."),
				p("3. By a lease dated April 1, 2021 (the \"Lease\"), Tenant leased the Premises for a term of ten years. On the same date Guarantor executed a Guaranty of all of Tenant's obligations under the Lease (the \"Guaranty\"). True copies are attached as Exhibits A and B."),
				p("4. Tenant failed to pay base rent and additional rent due on and after October 1, 2023. On January 8, 2024, Landlord gave Tenant written notice of default. Tenant did not cure within the ten days the Lease allows and vacated the Premises on February 2, 2024."),
				cb("COUNT I - BREACH OF LEASE (Landlord v. Tenant)"),
				p("5. Tenant owes unpaid rent of $148,260.00 through March 1, 2024, accelerated rent under Section 19.2 of the Lease, late charges and attorneys' fees."),
			},
			{
				cb("COUNT II - BREACH OF GUARANTY (Landlord v. Guarantor)"),
				p("6. Guarantor is liable to Landlord for every sum Tenant owes under the Lease. WHEREFORE, Landlord demands judgment against Tenant and Guarantor, jointly and severally, in an amount in excess of $50,000, together with interest, costs and attorneys' fees."),
				ls("                                          KESSLER MORROW, P.C.", "",
					"                                          By: /s/ Daniel A. Kessler",
					"                                              Daniel A. Kessler, Esquire",
					"                                              Lauren T. Bishop, Esquire",
					"                                              Attorneys for Plaintiff",
					"Date: March 14, 2024"),
				gap(),
				cb("VERIFICATION"), gap(),
				p("I, Lorraine B. Whitcombe, am Vice President of Rittenhouse Arcade GP, Inc., the general partner of Plaintiff Rittenhouse Arcade Associates, L.P., and am authorized to make this verification on its behalf. I verify that the facts set forth in the foregoing Complaint are true and correct to the best of my knowledge, information and belief. I understand that false statements herein are made subject to the penalties of 18 Pa.C.S. Section 4904, relating to unsworn falsification to authorities."),
				ls("", "Date: March 12, 2024                       /s/ Lorraine B. Whitcombe", "                                           Lorraine B. Whitcombe"),
			},
		}}

	notice := doc{name: "Notice of Default 2024-01-08.pdf", font: "Helvetica", size: 10.5,
		pages: []page{{
			cb("SCHUYLKILL PROPERTY MANAGEMENT, LLC"),
			small(c("2001 Market Street, Suite 1100  -  Philadelphia, PA 19103  -  (215) 555-0190"), 9), gap(),
			ls("January 8, 2024", "",
				"VIA CERTIFIED MAIL, RETURN RECEIPT REQUESTED,",
				"AND FIRST-CLASS MAIL", "",
				"Blue Heron Provisions, LLC",
				"Attn: Samuel J. Okafor, Managing Member",
				"1729 Sansom Street",
				"Philadelphia, PA 19103"),
			gap(),
			ls("Re:   NOTICE OF DEFAULT - Lease dated April 1, 2021 between Rittenhouse Arcade",
				"      Associates, L.P., as Landlord, and Blue Heron Provisions, LLC, as Tenant"),
			gap(),
			l("Dear Mr. Okafor:"),
			p("This office manages the Premises as agent for the Landlord. Tenant has failed to pay the monthly installments of base rent and additional rent due on October 1, November 1 and December 1, 2023, and January 1, 2024, a total of $96,340.00. This letter is the Landlord's notice of default under Section 19.1 of the Lease."),
			p("If the full amount is not received by January 18, 2024, the Landlord will exercise its remedies under the Lease, including acceleration of rent, without further notice. The Landlord also reserves its rights against the Guarantor under the Guaranty of the same date as the Lease."),
			ls("Sincerely,", "", "Victor Almeida", "Senior Property Manager", "Schuylkill Property Management, LLC, as agent for Landlord", "",
				"cc:   Daniel A. Kessler, Esquire (via email)"),
		}}}

	objections := doc{name: "Preliminary Objections of Defendants.pdf", font: "Times", size: 11,
		footer: "Case ID: 240301872",
		pages: []page{
			{small(r("Filed and Attested by the\nOffice of Judicial Records\n05 APR 2024 11:07 am\nJ. HALLORAN"), 8),
				ls("WEXLER PRICE LLC",
					"By: Natalie C. Brandt, Esquire (I.D. No. 317752)                Attorneys for Defendants",
					"    Peter J. Amundsen, Esquire (I.D. No. 322190)",
					"Two Logan Square, 18th Floor",
					"Philadelphia, PA 19103",
					"(215) 555-0177"),
				gap(), capt, gap(),
				cb("NOTICE TO PLEAD"),
				l("To Plaintiff: You are hereby notified to file a written response to the enclosed Preliminary Objections within twenty (20) days from service hereof or a judgment may be entered against you."),
				ls("                                          /s/ Natalie C. Brandt"),
				gap(),
				cb("PRELIMINARY OBJECTIONS OF DEFENDANTS TO PLAINTIFF'S COMPLAINT"),
				p("Defendants Blue Heron Provisions, LLC and Samuel J. Okafor, by their undersigned counsel, file these Preliminary Objections under Pa.R.C.P. 1028(a)(2) and (a)(4):"),
				p("1. The Complaint attaches the Guaranty but not the Commencement Date Memorandum of June 15, 2021, on which Landlord's claim for accelerated rent depends, in violation of Pa.R.C.P. 1019(i)."),
				p("2. Count II fails to state a claim because the Guaranty caps Guarantor's liability at twelve months' base rent once Tenant surrenders the Premises, which Tenant did on February 2, 2024."),
			},
			{
				p("WHEREFORE, Defendants request that the Court sustain these Preliminary Objections and strike Count II or, in the alternative, limit it to the Guaranty's cap."),
				ls("                                          WEXLER PRICE LLC", "",
					"                                          By: /s/ Natalie C. Brandt",
					"                                              Natalie C. Brandt, Esquire",
					"                                              Peter J. Amundsen, Esquire",
					"Dated: April 5, 2024"),
				gap(),
				cb("CERTIFICATE OF SERVICE"),
				p("I, Peter J. Amundsen, Esquire, certify that on April 5, 2024, I served a true and correct copy of the foregoing Preliminary Objections on the following counsel of record through the Court's electronic filing system:"),
				ls("          Daniel A. Kessler, Esquire", "          Lauren T. Bishop, Esquire", "          KESSLER MORROW, P.C.", "          1650 Market Street, Suite 2800", "          Philadelphia, PA 19103", "          Attorneys for Plaintiff"),
				ls("", "                                          /s/ Peter J. Amundsen", "                                          Peter J. Amundsen, Esquire"),
			},
		}}

	order := doc{name: "Order on Preliminary Objections.pdf", font: "Times", size: 11.5,
		pages: []page{{
			small(r("DOCKETED\nJUN 03 2024\nR. POSTELL\nCOMMERCE PROGRAM"), 8), gap(),
			capt, gap(),
			cb("ORDER"), gap(),
			p("AND NOW, this 3rd day of June, 2024, upon consideration of the Preliminary Objections of Defendants Blue Heron Provisions, LLC and Samuel J. Okafor, Plaintiff's response thereto, and after oral argument held on May 21, 2024, it is hereby ORDERED and DECREED that:"),
			p("1. The Preliminary Objection under Pa.R.C.P. 1028(a)(2) is SUSTAINED. Plaintiff shall file an amended complaint attaching the Commencement Date Memorandum within twenty (20) days of the date of this Order."),
			p("2. The Preliminary Objection to Count II is OVERRULED without prejudice to Defendants' right to raise the Guaranty's limitation as a defense."),
			p("3. Defendants shall file an answer to the amended complaint within twenty (20) days of its service."),
			gap(),
			ls("                                                  BY THE COURT:", "", "",
				"                                                  ______________________________",
				"                                                  NINA W. PADILLA, J."),
			gap(), gap(),
			small(l("Rittenhouse Arcade Associates, L.P. Vs Blue Heron Provisions, LLC-ORDRF"), 8),
			small(l("24030187200041"), 8),
		}}}

	return matterSpec{
		name: "rittenhouse-v-blue-heron", title: "Rittenhouse Arcade Associates, L.P. v. Blue Heron Provisions, LLC (C.P. Phila., March Term 2024 No. 01872)", heldOut: true,
		firstSight: &Figures{PartyTruth: 13, PartyFound: 18, PartyCorrect: 11, EventTruth: 18, EventHits: 18, Grounded: 1}, // at 2354bdd
		docs:       []doc{complaint, notice, objections, order},
		parties: []Party{
			{"Rittenhouse Arcade Associates, L.P.", "plaintiff"},
			{"Blue Heron Provisions, LLC", "defendant"},
			{"Blue Heron Provisions, LLC", "recipient"},
			{"Samuel J. Okafor", "defendant"},
			{"Samuel J. Okafor", "recipient"},
			{"Daniel A. Kessler", "counsel"},
			{"Daniel A. Kessler", "recipient"},
			{"Lauren T. Bishop", "counsel"},
			{"Lorraine B. Whitcombe", "declarant"},
			{"Victor Almeida", "sender"},
			{"Natalie C. Brandt", "counsel"},
			{"Peter J. Amundsen", "counsel"},
			{"Nina W. Padilla", "judge"},
		},
		events: []Event{
			{"2024-03-14", "Complaint with Notice to Defend.pdf", 1},
			{"2021-04-01", "Complaint with Notice to Defend.pdf", 2},
			{"2023-10-01", "Complaint with Notice to Defend.pdf", 2},
			{"2024-01-08", "Complaint with Notice to Defend.pdf", 2},
			{"2024-02-02", "Complaint with Notice to Defend.pdf", 2},
			{"2024-03-01", "Complaint with Notice to Defend.pdf", 2},
			{"2024-03-14", "Complaint with Notice to Defend.pdf", 3},
			{"2024-03-12", "Complaint with Notice to Defend.pdf", 3},
			{"2024-01-08", "Notice of Default 2024-01-08.pdf", 1},
			{"2021-04-01", "Notice of Default 2024-01-08.pdf", 1},
			{"2024-01-01", "Notice of Default 2024-01-08.pdf", 1},
			{"2024-01-18", "Notice of Default 2024-01-08.pdf", 1},
			{"2024-04-05", "Preliminary Objections of Defendants.pdf", 1},
			{"2021-06-15", "Preliminary Objections of Defendants.pdf", 1},
			{"2024-02-02", "Preliminary Objections of Defendants.pdf", 1},
			{"2024-04-05", "Preliminary Objections of Defendants.pdf", 2},
			{"2024-06-03", "Order on Preliminary Objections.pdf", 1},
			{"2024-05-21", "Order on Preliminary Objections.pdf", 1},
		},
	}
}
