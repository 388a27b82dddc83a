package samples

// DEV SET (held out at first sight): a commercial arbitration administered
// by the American Arbitration Association. The demand for arbitration on
// the AAA's form (boxes "Name of Respondent", "Name of Representative (if
// known)", "Brief Description of the Dispute", "Amount of Claim", "Hearing
// locale requested", "Signature (may be signed by a representative)", then
// the claimant's boxes; labels above or beside values; the form's footer
// with the AAA's address and phone); the case manager's acknowledgment
// letter ("Case Number:", "Re:", "Dear Parties:", "Via Email to:" its two
// addressees, signed by the case manager); the arbitrator's report of
// preliminary hearing and scheduling order ("Appearances:" with "for
// Claimant", a table of dates); and the award in the AAA's words ("I, THE
// UNDERSIGNED ARBITRATOR, having been designated in accordance with the
// arbitration agreement entered into between the above-named parties and
// dated ..., and having been duly sworn", witnesses heard, the
// arbitrator's affirmation under the signature "I, X, do hereby affirm upon
// my oath as Arbitrator that I am the individual described in and who
// executed this instrument"). The case manager who writes to the parties is
// a sender, its addressees recipients; the arbitrator who affirms her award
// is its judge, not a declarant.
func init() { specs = append(specs, lakeview) }

func lakeview() matterSpec {
	demand := doc{name: "AAA Demand for Arbitration.pdf", font: "Helvetica", size: 9.5,
		footer: "Please visit our website at www.adr.org if you would like to file this case online.    AAA Case Filing Services can be reached at 877-495-4185.",
		pages: []page{{
			cb("AMERICAN ARBITRATION ASSOCIATION"), cb("COMMERCIAL ARBITRATION RULES DEMAND FOR ARBITRATION"), gap(),
			small(l("For Consumer or Employment cases, please visit www.adr.org for appropriate forms."), 8.5), gap(),
			ls("You are hereby notified that a copy of our arbitration agreement and this demand are being filed with the American",
				"Arbitration Association with a request that it commence administration of the arbitration.",
				"",
				"Name of Respondent:  SmileTech Imaging Systems, Inc.",
				"Address:  2250 Lakeside Boulevard, Suite 300",
				"City:  Richardson          State:  TX          Zip Code:  75082",
				"Phone No.:  (972) 555-0166                 Fax No.:",
				"Email Address:  legal@smiletechimaging.com",
				"Name of Representative (if known):  Aaron B. Fitch",
				"Name of Firm (if applicable):  Fitch & Calloway LLP",
				"Representative's Address:  1700 Pacific Avenue, Suite 2400, Dallas, TX 75201",
				"",
				"The named claimant, a party to an arbitration agreement dated March 15, 2021, which provides for arbitration under the",
				"Commercial Arbitration Rules of the American Arbitration Association, hereby demands arbitration.",
				"",
				"Brief Description of the Dispute:",
				"   Respondent leased Claimant three cone-beam CT units under an Equipment Lease and Service Agreement. The units",
				"   were out of service for 74 days between July 1, 2023 and January 31, 2024, and Respondent failed to meet its",
				"   four-hour response obligation. Claimant seeks lost revenue, rent abatement and its fees.",
				"",
				"Dollar Amount of Claim:  $486,500.00          Other Relief Sought: [X] Attorneys Fees [X] Interest [X] Arbitration Costs",
				"Amount enclosed: $8,175.00                    Hearing locale requested:  Dallas, Texas",
				"Estimated time needed for hearings overall:  3 days",
				"Type of Business:  Claimant: Dental practice          Respondent: Medical imaging equipment",
				"",
				"Signature (may be signed by a representative):  /s/ Rachel M. Dunlevy            Date:  04/08/2024",
				"Name of Claimant:  Lakeview Dental Partners, PLLC",
				"Address (to be used in connection with this case):  4800 W. Lovers Lane",
				"City:  Dallas          State:  TX          Zip Code:  75209",
				"Name of Representative:  Rachel M. Dunlevy",
				"Name of Firm (if applicable):  Dunlevy Garza PLLC",
				"Representative's Address:  3811 Turtle Creek Boulevard, Suite 900, Dallas, TX 75219",
				"Email Address:  rdunlevy@dunlevygarza.com              Phone No.:  (214) 555-0128",
				"",
				"To begin proceedings, please send a copy of this Demand and the Arbitration Agreement, along with the filing fee as",
				"provided for in the Rules, to the AAA. Send the original Demand to the Respondent."),
		}}}

	ack := doc{name: "AAA letter 2024-04-15.pdf", font: "Times", size: 11,
		pages: []page{{
			cb("AMERICAN ARBITRATION ASSOCIATION"), c("Commercial Case Management Center  |  1301 Atwood Avenue, Suite 211N, Johnston, RI 02919"), gap(),
			ls("April 15, 2024", "", "Via Email to:", "Rachel M. Dunlevy, Esq.", "Aaron B. Fitch, Esq.", "",
				"Case Number: 01-24-0003-4417", "", "Re:  Lakeview Dental Partners, PLLC", "     -vs-", "     SmileTech Imaging Systems, Inc."),
			gap(),
			l("Dear Parties:"),
			p("This will acknowledge receipt on April 9, 2024 of a Demand for Arbitration dated April 8, 2024. The AAA has determined that the filing requirements have been met and has initiated administration of this matter under the Commercial Arbitration Rules and the Procedures for Large, Complex Commercial Disputes."),
			p("Respondent may file an answering statement and any counterclaim on or before April 29, 2024. The parties are requested to advise the AAA within ten days whether they wish to mediate. A list of proposed arbitrators will follow under separate cover."),
			ls("Sincerely,", "", "/s/ Stephanie Ruiz", "Stephanie Ruiz", "Case Manager", "Direct Dial: (401) 555-0122", "Email: StephanieRuiz@adr.org"),
		}}}

	sched := doc{name: "Report of Preliminary Hearing and Scheduling Order.pdf", font: "Times", size: 11,
		pages: []page{{
			cb("AMERICAN ARBITRATION ASSOCIATION"), c("Commercial Arbitration Tribunal"), gap(),
			ls("In the Matter of the Arbitration between", "Lakeview Dental Partners, PLLC, Claimant", "and", "SmileTech Imaging Systems, Inc., Respondent", "", "Case Number: 01-24-0003-4417"),
			gap(), cb("REPORT OF PRELIMINARY HEARING AND SCHEDULING ORDER"), gap(),
			p("A preliminary management hearing was held by telephone on June 20, 2024 before the undersigned arbitrator, Katherine M. Oyelowo."),
			ls("Appearances:", "   Rachel M. Dunlevy, Dunlevy Garza PLLC, for Claimant", "   Aaron B. Fitch and Monica Alvarado, Fitch & Calloway LLP, for Respondent"),
			gap(),
			ls("   Event                                                Deadline",
				"   Exchange of documents                                 August 30, 2024",
				"   Claimant's expert report                              October 4, 2024",
				"   Respondent's expert report                            November 1, 2024",
				"   Evidentiary hearing (Dallas, Texas)                   January 13-15, 2025"),
			gap(),
			ls("SO ORDERED.", "", "Dated: June 21, 2024                                /s/ Katherine M. Oyelowo", "                                                    Katherine M. Oyelowo, Arbitrator"),
		}}}

	award := doc{name: "Award of Arbitrator.pdf", font: "Times", size: 11,
		pages: []page{
			{
				cb("AMERICAN ARBITRATION ASSOCIATION"), c("Commercial Arbitration Tribunal"), gap(),
				ls("In the Matter of the Arbitration between", "Lakeview Dental Partners, PLLC, Claimant", "and", "SmileTech Imaging Systems, Inc., Respondent", "", "Case Number: 01-24-0003-4417"),
				gap(), cb("AWARD OF ARBITRATOR"), gap(),
				p("I, THE UNDERSIGNED ARBITRATOR, having been designated in accordance with the arbitration agreement entered into between the above-named parties and dated March 15, 2021, and having been duly sworn, and having duly heard the proofs and allegations of the Parties, do hereby, AWARD, as follows:"),
				p("The evidentiary hearing was held in Dallas, Texas on January 13 and 14, 2025. Claimant was represented by Rachel M. Dunlevy, Esq.; Respondent by Aaron B. Fitch, Esq. and Monica Alvarado, Esq. I heard testimony from Dr. Paul Hendricks, Claimant's managing partner, and from Greg Lutz, Respondent's director of field service. The record closed on February 7, 2025."),
				p("1. Respondent breached the service-level terms of the agreement. Respondent shall pay Claimant $212,400.00 in lost revenue and rent abatement."),
			},
			{
				p("2. The administrative fees of the AAA totaling $11,925.00 and the compensation of the arbitrator totaling $28,600.00 shall be borne by Respondent."),
				p("3. This Award is in full settlement of all claims and counterclaims submitted to this Arbitration. All claims not expressly granted herein are hereby denied."),
				ls("", "March 3, 2025                                       /s/ Katherine M. Oyelowo", "Date                                                Katherine M. Oyelowo, Arbitrator"),
				gap(),
				p("I, Katherine M. Oyelowo, do hereby affirm upon my oath as Arbitrator that I am the individual described in and who executed this instrument, which is my Award."),
				ls("March 3, 2025                                       /s/ Katherine M. Oyelowo", "Date                                                Katherine M. Oyelowo"),
			},
		}}

	return matterSpec{
		name: "lakeview-v-smiletech", title: "Lakeview Dental Partners, PLLC v. SmileTech Imaging Systems, Inc. (AAA No. 01-24-0003-4417)", heldOut: true,
		firstSight: &Figures{PartyTruth: 11, PartyFound: 10, PartyCorrect: 7, EventTruth: 20, EventHits: 20, Grounded: 1}, // at 3dc306d
		docs:       []doc{demand, ack, sched, award},
		parties: []Party{
			{"Lakeview Dental Partners, PLLC", "plaintiff"}, // a claimant, in the documented vocabulary
			{"SmileTech Imaging Systems, Inc.", "respondent"},
			{"Rachel M. Dunlevy", "counsel"},
			{"Rachel M. Dunlevy", "recipient"},
			{"Aaron B. Fitch", "counsel"},
			{"Aaron B. Fitch", "recipient"},
			{"Monica Alvarado", "counsel"},
			{"Stephanie Ruiz", "sender"},
			{"Katherine M. Oyelowo", "judge"},
			{"Paul Hendricks", "witness"},
			{"Greg Lutz", "witness"},
		},
		events: []Event{
			{"2021-03-15", "AAA Demand for Arbitration.pdf", 1},
			{"2023-07-01", "AAA Demand for Arbitration.pdf", 1},
			{"2024-01-31", "AAA Demand for Arbitration.pdf", 1},
			{"2024-04-08", "AAA Demand for Arbitration.pdf", 1},
			{"2024-04-15", "AAA letter 2024-04-15.pdf", 1},
			{"2024-04-09", "AAA letter 2024-04-15.pdf", 1},
			{"2024-04-08", "AAA letter 2024-04-15.pdf", 1},
			{"2024-04-29", "AAA letter 2024-04-15.pdf", 1},
			{"2024-06-20", "Report of Preliminary Hearing and Scheduling Order.pdf", 1},
			{"2024-08-30", "Report of Preliminary Hearing and Scheduling Order.pdf", 1},
			{"2024-10-04", "Report of Preliminary Hearing and Scheduling Order.pdf", 1},
			{"2024-11-01", "Report of Preliminary Hearing and Scheduling Order.pdf", 1},
			{"2025-01-13", "Report of Preliminary Hearing and Scheduling Order.pdf", 1},
			{"2025-01-15", "Report of Preliminary Hearing and Scheduling Order.pdf", 1},
			{"2024-06-21", "Report of Preliminary Hearing and Scheduling Order.pdf", 1},
			{"2021-03-15", "Award of Arbitrator.pdf", 1},
			{"2025-01-13", "Award of Arbitrator.pdf", 1},
			{"2025-01-14", "Award of Arbitrator.pdf", 1},
			{"2025-02-07", "Award of Arbitrator.pdf", 1},
			{"2025-03-03", "Award of Arbitrator.pdf", 2},
		},
	}
}
