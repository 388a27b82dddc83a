package sealed

import "pramaan/brief/truth"

// A pre-suit exchange between counsel in Washington State over a
// controlled-atmosphere storage failure that spoiled an orchard's apple crop:
// the orchard's lawyers' demand letter on their letterhead ("VIA EMAIL AND
// CERTIFIED MAIL", "Re:" block, "FOR SETTLEMENT PURPOSES ONLY - ER 408", a
// loss table, a litigation hold, the client and the warehouse's insurer
// copied), the warehouse's lawyers' reply on theirs denying liability under
// the warehouse receipt's limitation clause, a printed email thread between
// the two lawyers (From / Sent / To / Cc / Subject headers, signature
// blocks with a phone line, the earlier message quoted below the later one),
// and the tolling and standstill agreement they agreed (recitals, a tolling
// period with an end date, notice addresses, signatures of the two
// companies' officers with "Its:" lines and counsel's "Approved as to form").
func init() { specs = append(specs, bellwetherRidge) }

func bellwetherRidge() spec {
	demand := doc{name: "Demand Letter 2024-11-18.pdf", font: "Times", size: 11,
		footer: "1201 Third Avenue, Suite 4400  |  Seattle, Washington 98101  |  206.555.0172  |  halloranvesey.example",
		pages: []page{
			{
				cb("HALLORAN VESEY PLLC"), c("Attorneys at Law"), rule(),
				ls("Imogen T. Halloran", "Direct: 206.555.0174", "ihalloran@halloranvesey.example"),
				gap(),
				l("November 18, 2024"),
				gap(),
				l("VIA EMAIL AND CERTIFIED MAIL"),
				gap(),
				ls("Mr. Everett D. Calloway, President", "Calloway Cold Storage Co.", "2750 Rudkin Road", "Union Gap, Washington 98903"),
				gap(),
				row([]float64{0.1, 0.9}, "Re:", "Bellwether Ridge Orchards, Inc. - Loss of 2023 Honeycrisp and Cosmic Crisp crop in CA Rooms 11 and 12\nFOR SETTLEMENT PURPOSES ONLY - ER 408"),
				gap(),
				p("Dear Mr. Calloway:"),
				p("This firm represents Bellwether Ridge Orchards, Inc. (\"Bellwether\"). On October 4, 2023, Bellwether delivered 41,800 bins of Honeycrisp and Cosmic Crisp apples to your warehouse for controlled-atmosphere storage under Warehouse Receipts 23-1104 through 23-1172. On or about January 22, 2024, the nitrogen generator serving Rooms 11 and 12 failed. Your staff did not discover the failure until the rooms were opened on March 6, 2024, by which time oxygen levels had stood above 6% for six weeks and the fruit showed internal browning and bitter pit throughout."),
				p("Bellwether's losses, documented by the packer's culling reports and the independent inspection of March 11, 2024, are as follows:"),
				row([]float64{0.6, 0.4}, "Fruit rejected at packing (market value)", "$2,164,300.00"),
				row([]float64{0.6, 0.4}, "Storage and handling charges paid", "$188,100.00"),
				row([]float64{0.6, 0.4}, "Disposal and hauling", "$41,750.00"),
				row([]float64{0.6, 0.4}, "Total", "$2,394,150.00"),
			},
			{
				ls("Mr. Everett D. Calloway", "November 18, 2024", "Page 2"),
				gap(),
				p("Bellwether demands payment of $2,394,150.00 by December 20, 2024. Please also preserve all documents and data relating to Rooms 11 and 12, including the atmosphere controller's logs and alarm records, which Bellwether will request in discovery if suit is necessary."),
				ls("Very truly yours,", "", "/s/ Imogen T. Halloran", "Imogen T. Halloran", "", "cc: Lucas M. Brandvold, Chief Executive Officer, Bellwether Ridge Orchards, Inc.", "    Columbia Basin Mutual Insurance Company (Claim No. CBM-24-0387-CA)"),
			},
		}}

	reply := doc{name: "Reply Letter 2024-12-13.pdf", font: "Helvetica", size: 10,
		pages: []page{
			{
				lb("ROSTOVA & KEATING-MBEKI LLP"),
				small(l("402 East Yakima Avenue, Suite 800 · Yakima, WA 98901 · (509) 555-0128"), 8.5),
				rule(),
				gap(),
				r("December 13, 2024"),
				gap(),
				l("By email: ihalloran@halloranvesey.example"),
				gap(),
				ls("Imogen T. Halloran", "Halloran Vesey PLLC", "1201 Third Avenue, Suite 4400", "Seattle, WA 98101"),
				gap(),
				l("Re: Bellwether Ridge Orchards, Inc. / Calloway Cold Storage Co. - your letter of November 18, 2024"),
				gap(),
				p("Dear Ms. Halloran:"),
				p("We represent Calloway Cold Storage Co. (\"Calloway\") and write in response to your letter. Please direct all further communications on this matter to us rather than to Mr. Calloway."),
				p("Calloway denies liability. The generator failure on January 22, 2024 was caused by a power surge during the regional ice storm, an event outside Calloway's control. Calloway's duty as a warehouse is one of reasonable care under RCW 62A.7-204, and Section 9 of the warehouse receipts, which Bellwether has accepted every season since 2015, limits Calloway's liability to $4.50 per bin absent a declared value, which Bellwether never gave."),
				p("Calloway also disputes the amount. Bellwether sold fruit from the same rooms in the fresh market through April 2024, and your figure takes no account of that salvage."),
				p("Calloway has preserved the controller logs and alarm records. In the interest of exploring resolution without litigation, Calloway is willing to enter into a tolling agreement so that the parties can exchange information and mediate in the first quarter of 2025. A draft will follow."),
				ls("Sincerely,", "", "/s/ Anatoly R. Rostova", "Anatoly R. Rostova", "", "cc: Calloway Cold Storage Co.", "    Columbia Basin Mutual Insurance Company"),
			},
		}}

	hdr := func(from, sent, to, cc, subj string) []block {
		return []block{
			row([]float64{0.15, 0.85}, "From:", from),
			row([]float64{0.15, 0.85}, "Sent:", sent),
			row([]float64{0.15, 0.85}, "To:", to),
			row([]float64{0.15, 0.85}, "Cc:", cc),
			row([]float64{0.15, 0.85}, "Subject:", subj),
			gap(),
		}
	}
	emails := doc{name: "Email thread re tolling agreement.pdf", font: "Helvetica", size: 10,
		pages: []page{
			with([]block{lb("Imogen T. Halloran"), rule()},
				hdr("Anatoly R. Rostova <arostova@rkmlaw.example>", "Thursday, January 9, 2025 4:52 PM", "Imogen T. Halloran <ihalloran@halloranvesey.example>", "Priya Keating-Mbeki <pkeatingmbeki@rkmlaw.example>; Desmond O. Farrow <dfarrow@halloranvesey.example>", "RE: Bellwether / Calloway - tolling agreement"),
				[]block{
					p("Imogen,"),
					p("Agreed on both points. We accept a tolling period running to June 30, 2025 and the mediation with Judge (ret.) Adebayo-Strand on March 27, 2025 in Seattle. Calloway will produce the controller logs and alarm records by February 14, 2025. Clean version attached for signature."),
					ls("Anatoly", "", "Anatoly R. Rostova | Partner", "Rostova & Keating-Mbeki LLP", "(509) 555-0128"),
					gap(),
					rule(),
				},
				hdr("Imogen T. Halloran <ihalloran@halloranvesey.example>", "Tuesday, January 7, 2025 10:15 AM", "Anatoly R. Rostova <arostova@rkmlaw.example>", "Desmond O. Farrow <dfarrow@halloranvesey.example>", "Bellwether / Calloway - tolling agreement"),
				[]block{
					p("Anatoly,"),
					p("Thank you for the draft of December 20. Two changes: (1) the tolling period should run to June 30, 2025, not April 30, given the mediator's availability, and (2) the agreement should toll claims against Calloway's insurer's subrogation rights as well. Please also confirm the date for production of the controller logs."),
					ls("Imogen", "", "Imogen T. Halloran", "Halloran Vesey PLLC | 206.555.0174"),
				}),
		}}

	tolling := doc{name: "Tolling and Standstill Agreement.pdf", font: "Times", size: 11,
		footer: "Tolling and Standstill Agreement - Page %d of %t", footerAlign: "C",
		pages: []page{
			{
				cb("TOLLING AND STANDSTILL AGREEMENT"), gap(),
				p("This Tolling and Standstill Agreement (the \"Agreement\") is entered into as of January 15, 2025 (the \"Effective Date\") by and between Bellwether Ridge Orchards, Inc., a Washington corporation (\"Bellwether\"), and Calloway Cold Storage Co., a Washington corporation (\"Calloway\") (each a \"Party\")."),
				cb("RECITALS"),
				p("A. Bellwether stored apples at Calloway's warehouse in Union Gap, Washington under warehouse receipts issued in October 2023, and contends that fruit in Rooms 11 and 12 was damaged after an equipment failure on or about January 22, 2024 (the \"Claims\")."),
				p("B. Calloway denies the Claims. The Parties wish to exchange information and mediate without the expense of litigation, and without prejudice to either Party's position."),
				cb("AGREEMENT"),
				p("1. Tolling. Any statute of limitations, contractual limitation period (including Section 11 of the warehouse receipts) or other time-based defense applicable to the Claims is tolled from the Effective Date through June 30, 2025 (the \"Tolling Period\"). The Tolling Period shall not revive any Claim that was time-barred on the Effective Date."),
				p("2. Standstill. Neither Party shall commence an action on the Claims during the Tolling Period. Either Party may end the Tolling Period early on thirty days' written notice to the other's counsel."),
				p("3. Information and mediation. Calloway will produce the atmosphere controller logs and alarm records for Rooms 11 and 12 by February 14, 2025. The Parties will mediate on March 27, 2025."),
				p("4. No admission. This Agreement is not an admission of liability or of the validity of any defense, and is inadmissible under ER 408."),
				p("5. Notices. Notices shall be given by email to counsel: for Bellwether, Imogen T. Halloran, Halloran Vesey PLLC; for Calloway, Anatoly R. Rostova, Rostova & Keating-Mbeki LLP."),
			},
			{
				p("6. Governing law. This Agreement is governed by the laws of the State of Washington and may be signed in counterparts."),
				gap(),
				row([]float64{0.5, 0.5}, "BELLWETHER RIDGE ORCHARDS, INC.\n\nBy: /s/ Lucas M. Brandvold\nName: Lucas M. Brandvold\nIts: Chief Executive Officer\nDate: January 15, 2025", "CALLOWAY COLD STORAGE CO.\n\nBy: /s/ Everett D. Calloway\nName: Everett D. Calloway\nIts: President\nDate: January 16, 2025"),
				gap(),
				l("Approved as to form:"),
				gap(),
				row([]float64{0.5, 0.5}, "HALLORAN VESEY PLLC\n\n/s/ Imogen T. Halloran\nImogen T. Halloran, WSBA No. 41873\nAttorneys for Bellwether", "ROSTOVA & KEATING-MBEKI LLP\n\n/s/ Anatoly R. Rostova\nAnatoly R. Rostova, WSBA No. 36620\nAttorneys for Calloway"),
			},
		}}

	return spec{
		name:       "bellwether-ridge-v-calloway-cold-storage-pre-suit",
		title:      "Bellwether Ridge Orchards, Inc. / Calloway Cold Storage Co. (Washington, pre-suit): spoiled apples in controlled-atmosphere storage, demand, reply, emails and tolling agreement",
		firstSight: &truth.Figures{PartyTruth: 16, PartyFound: 12, PartyCorrect: 11, EventTruth: 22, EventHits: 22, Grounded: 1}, // at commit 6bcf0de
		docs:       []doc{demand, reply, emails, tolling},
		parties: []truth.Party{
			{Name: "Bellwether Ridge Orchards, Inc.", Role: "party"},
			{Name: "Calloway Cold Storage Co.", Role: "party"},
			{Name: "Calloway Cold Storage Co.", Role: "recipient"},
			{Name: "Imogen T. Halloran", Role: "counsel"},
			{Name: "Imogen T. Halloran", Role: "sender"},
			{Name: "Imogen T. Halloran", Role: "recipient"},
			{Name: "Everett D. Calloway", Role: "recipient"},
			{Name: "Lucas M. Brandvold", Role: "recipient"},
			{Name: "Columbia Basin Mutual Insurance Company", Role: "recipient"},
			{Name: "Anatoly R. Rostova", Role: "counsel"},
			{Name: "Anatoly R. Rostova", Role: "sender"},
			{Name: "Anatoly R. Rostova", Role: "recipient"},
			{Name: "Priya Keating-Mbeki", Role: "counsel"},
			{Name: "Priya Keating-Mbeki", Role: "recipient"},
			{Name: "Desmond O. Farrow", Role: "counsel"},
			{Name: "Desmond O. Farrow", Role: "recipient"},
		},
		events: []truth.Event{
			{Date: "2024-11-18", File: "Demand Letter 2024-11-18.pdf", Page: 1},
			{Date: "2023-10-04", File: "Demand Letter 2024-11-18.pdf", Page: 1},
			{Date: "2024-01-22", File: "Demand Letter 2024-11-18.pdf", Page: 1},
			{Date: "2024-03-06", File: "Demand Letter 2024-11-18.pdf", Page: 1},
			{Date: "2024-03-11", File: "Demand Letter 2024-11-18.pdf", Page: 1},
			{Date: "2024-11-18", File: "Demand Letter 2024-11-18.pdf", Page: 2},
			{Date: "2024-12-20", File: "Demand Letter 2024-11-18.pdf", Page: 2},
			{Date: "2024-12-13", File: "Reply Letter 2024-12-13.pdf", Page: 1},
			{Date: "2024-11-18", File: "Reply Letter 2024-12-13.pdf", Page: 1},
			{Date: "2024-01-22", File: "Reply Letter 2024-12-13.pdf", Page: 1},
			{Date: "2025-01-09", File: "Email thread re tolling agreement.pdf", Page: 1},
			{Date: "2025-06-30", File: "Email thread re tolling agreement.pdf", Page: 1},
			{Date: "2025-03-27", File: "Email thread re tolling agreement.pdf", Page: 1},
			{Date: "2025-02-14", File: "Email thread re tolling agreement.pdf", Page: 1},
			{Date: "2025-01-07", File: "Email thread re tolling agreement.pdf", Page: 1},
			{Date: "2025-01-15", File: "Tolling and Standstill Agreement.pdf", Page: 1},
			{Date: "2024-01-22", File: "Tolling and Standstill Agreement.pdf", Page: 1},
			{Date: "2025-06-30", File: "Tolling and Standstill Agreement.pdf", Page: 1},
			{Date: "2025-02-14", File: "Tolling and Standstill Agreement.pdf", Page: 1},
			{Date: "2025-03-27", File: "Tolling and Standstill Agreement.pdf", Page: 1},
			{Date: "2025-01-15", File: "Tolling and Standstill Agreement.pdf", Page: 2},
			{Date: "2025-01-16", File: "Tolling and Standstill Agreement.pdf", Page: 2},
		},
	}
}
