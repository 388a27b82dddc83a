package samples

// HELD OUT (frozen): a construction payment dispute before any suit. A
// general contractor's notice of default on its letterhead ("VIA EMAIL ...
// AND FEDEX OVERNIGHT", "Attn:", a "Re:" block of "Project:" and
// "Subcontract No." lines); an Outlook thread whose display names are
// "Last, First" ("To: Albright, Denise <...>"), with a confidentiality
// footer; the subcontractor's lawyer's letter with the attorney's direct
// line printed under the letterhead, typist's initials ("ERS/jm") and a cc
// to the client; and a tolling agreement between the two companies signed
// side by side ("By:", "Name:", "Title:" in two columns). Officers who sign
// for a company are not parties of their own.
func init() { specs = append(specs, ironwood) }

func ironwood() matterSpec {
	nod := doc{name: "Notice of Default 2023-12-04.pdf", font: "Helvetica", size: 10.5,
		pages: []page{{
			cb("CALDERA BUILDERS GROUP, INC."), c("900 Commerce Parkway, Suite 400 | Scottsdale, Arizona 85254 | Tel (480) 555-0190"), c("ROC 284411 KB-01"), gap(),
			ls("December 4, 2023", "", "VIA EMAIL (kwalsh@ironwoodmech.com) AND FEDEX OVERNIGHT", "",
				"Ironwood Mechanical, LLC", "Attn: Kieran Walsh, President", "2130 W. University Drive", "Tempe, AZ 85281", "",
				"Re:   Project: Saguaro Ridge Medical Office Building", "      Subcontract No. SR-23-M014", "      NOTICE OF DEFAULT AND DEMAND TO CURE"),
			gap(),
			l("Dear Mr. Walsh:"),
			p("Pursuant to Article 11.2 of the Subcontract dated April 17, 2023 between Caldera Builders Group, Inc. (\"Caldera\") and Ironwood Mechanical, LLC (\"Ironwood\"), Caldera hereby gives notice that Ironwood is in default of the Subcontract. Ironwood has failed to staff the project with the manpower required by the current schedule, and the rough-in of the third-floor HVAC ductwork, due November 17, 2023, remains incomplete."),
			p("Demand is made that Ironwood cure the default within seven (7) days of this notice, that is, by December 11, 2023. If Ironwood fails to do so, Caldera will supplement Ironwood's forces at Ironwood's expense and back-charge the cost against the Subcontract balance."),
			ls("Sincerely,", "", "/s/ Denise Albright", "Denise Albright", "Senior Project Manager", "", "cc: Project File"),
		}}}

	thread := doc{name: "Email RE Notice of Default.pdf", font: "Helvetica", size: 10,
		footer: "CONFIDENTIALITY NOTICE: This e-mail and any attachments are for the sole use of the intended recipient(s).",
		pages: []page{{
			ls("From: Kieran Walsh <kwalsh@ironwoodmech.com>", "Sent: Friday, December 8, 2023 4:17 PM", "To: Albright, Denise <dalbright@calderabuilders.com>", "Cc: Lopez, Hector <hlopez@ironwoodmech.com>", "Subject: RE: Notice of Default - SR-23-M014"),
			gap(),
			l("Denise,"),
			p("We dispute the notice. We have had a crew of eight on the third floor since Monday. The ductwork was late because the revised drawings (ASI-14) were not issued until November 20. We are also still waiting on payment of our November pay application."),
			ls("Kieran Walsh", "President | Ironwood Mechanical, LLC"),
			gap(),
			ls("From: Albright, Denise <dalbright@calderabuilders.com>", "Sent: Monday, December 4, 2023 2:03 PM", "To: Kieran Walsh <kwalsh@ironwoodmech.com>", "Subject: Notice of Default - SR-23-M014"),
			gap(),
			l("Kieran, please see the attached notice. A hard copy follows by FedEx."),
			ls("Denise Albright | Senior Project Manager", "Caldera Builders Group, Inc."),
		}}}

	claim := doc{name: "Stanton Pike letter 2023-12-20.pdf", font: "Times", size: 11.5,
		pages: []page{{
			cb("STANTON & PIKE, PLC"), c("Attorneys at Law"), c("2 North Central Avenue, Suite 1500, Phoenix, Arizona 85004"), gap(),
			r("Eliza R. Stanton"), r("Direct: (602) 555-0177"), r("estanton@stantonpike.com"), gap(),
			ls("December 20, 2023", "", "Via Email Only", "", "Denise Albright", "Senior Project Manager", "Caldera Builders Group, Inc.", "900 Commerce Parkway, Suite 400", "Scottsdale, Arizona 85254", "",
				"Re:  Ironwood Mechanical, LLC - Saguaro Ridge MOB - Notice of Claim"),
			gap(),
			l("Dear Ms. Albright:"),
			p("This firm represents Ironwood Mechanical, LLC. Please direct all further communications about this project to me."),
			p("Your December 4 notice of default is without basis. The delay to the third-floor ductwork was caused by ASI-14. Ironwood's Change Order Request No. 7, dated October 30, 2023, for the resulting extra work remains unanswered, and its November pay application, submitted on November 25, 2023, has not been paid. Under A.R.S. Section 32-1129.02 Ironwood may suspend work if payment is not made within seven days after Caldera receives payment from the owner."),
			p("Ironwood is willing to meet and to toll any claims while the parties discuss a resolution."),
			ls("Very truly yours,", "", "STANTON & PIKE, PLC", "", "/s/ Eliza R. Stanton", "Eliza R. Stanton", "", "ERS/jm", "cc: Ironwood Mechanical, LLC (via email)"),
		}}}

	tolling := doc{name: "Tolling and Standstill Agreement.pdf", font: "Times", size: 11.5,
		pages: []page{
			{
				cb("TOLLING AND STANDSTILL AGREEMENT"), gap(),
				p("This Tolling and Standstill Agreement (the \"Agreement\") is entered into as of January 10, 2024 by and between Caldera Builders Group, Inc. (\"Caldera\") and Ironwood Mechanical, LLC (\"Ironwood\") (each a \"Party\" and together the \"Parties\")."),
				p("1. Tolling. All statutes of limitation, statutes of repose and contractual time limits applicable to any claim between the Parties arising from the Saguaro Ridge Medical Office Building project are tolled from January 10, 2024 through and including June 30, 2024 (the \"Tolling Period\")."),
				p("2. Standstill. Neither Party shall commence litigation or arbitration against the other, or record or foreclose a mechanic's lien, during the Tolling Period."),
				p("3. No Admission. Nothing in this Agreement is an admission of liability by either Party."),
			},
			{
				p("IN WITNESS WHEREOF, the Parties have executed this Agreement as of the date first written above."),
				ls("CALDERA BUILDERS GROUP, INC.              IRONWOOD MECHANICAL, LLC",
					"",
					"By: /s/ Roland Fisk                        By: /s/ Kieran Walsh",
					"Name: Roland Fisk                          Name: Kieran Walsh",
					"Title: Chief Operating Officer             Title: President"),
			},
		}}

	return matterSpec{
		name: "ironwood-v-caldera", title: "Ironwood Mechanical, LLC / Caldera Builders Group, Inc. (pre-suit construction dispute)", heldOut: true,
		firstSight: &Figures{PartyTruth: 11, PartyFound: 10, PartyCorrect: 8, EventTruth: 11, EventHits: 11, Grounded: 1},
		docs:       []doc{nod, thread, claim, tolling},
		parties: []Party{
			{"Denise Albright", "sender"},
			{"Denise Albright", "recipient"},
			{"Kieran Walsh", "recipient"},
			{"Kieran Walsh", "sender"},
			{"Ironwood Mechanical, LLC", "recipient"},
			{"Hector Lopez", "recipient"},
			{"Eliza R. Stanton", "sender"},
			{"Eliza R. Stanton", "counsel"}, // "This firm represents Ironwood Mechanical, LLC"
			{"Caldera Builders Group, Inc.", "recipient"},
			{"Caldera Builders Group, Inc.", "party"},
			{"Ironwood Mechanical, LLC", "party"},
		},
		events: []Event{
			{"2023-12-04", "Notice of Default 2023-12-04.pdf", 1},
			{"2023-04-17", "Notice of Default 2023-12-04.pdf", 1},
			{"2023-11-17", "Notice of Default 2023-12-04.pdf", 1},
			{"2023-12-11", "Notice of Default 2023-12-04.pdf", 1},
			{"2023-12-08", "Email RE Notice of Default.pdf", 1},
			{"2023-12-04", "Email RE Notice of Default.pdf", 1},
			{"2023-12-20", "Stanton Pike letter 2023-12-20.pdf", 1},
			{"2023-10-30", "Stanton Pike letter 2023-12-20.pdf", 1},
			{"2023-11-25", "Stanton Pike letter 2023-12-20.pdf", 1},
			{"2024-01-10", "Tolling and Standstill Agreement.pdf", 1},
			{"2024-06-30", "Tolling and Standstill Agreement.pdf", 1},
		},
	}
}
