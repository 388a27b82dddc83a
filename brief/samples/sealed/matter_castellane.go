package sealed

import "pramaan/brief/truth"

// An expedited action in the Delaware Court of Chancery under 8 Del. C.
// § 225 to decide who holds a company's board seats: the verified complaint
// under the File & ServeXpress "EFiled" stamp (Delaware counsel with bar
// numbers in parentheses, "OF COUNSEL:", "Words: ..."), the directors'
// verification before a notary, the defendants' letter to the Vice
// Chancellor on the motion to expedite ("Dear Vice Chancellor ...",
// "Respectfully,", "cc:" by File & ServeXpress), and the order governing
// expedited proceedings with its schedule table, "IT IS SO ORDERED this ...
// day of", and the court's authorizer page.
func init() { specs = append(specs, castellane) }

func castellane() spec {
	efiled := func(date, txn string) block {
		return stamp("EFiled:  "+date, "Transaction ID "+txn, "Case No. 2024-0141-PWR")
	}
	complaint := doc{name: "Verified Complaint Pursuant to 8 Del. C. 225.pdf", font: "Times", size: 12,
		pages: []page{
			{
				efiled("Feb 12 2024 04:52PM EST", "71938264"),
				gap(), cb("IN THE COURT OF CHANCERY OF THE STATE OF DELAWARE"), gap(),
				row([]float64{0.55, 0.05, 0.40}, "ADRIENNE CASTELLANE and HUGO BRIGHTWATER,\n\n               Plaintiffs,\n\n     v.\n\nMALCOLM RUDDOCK and TEODORA VISLAVSKA,\n\n               Defendants,\n\n     and\n\nNORTHWIND CRYOGENICS, INC., a Delaware corporation,\n\n               Nominal Defendant.", ")\n)\n)\n)\n)\n)\n)\n)\n)\n)\n)\n)\n)\n)\n)", "\n\n\n\n\nC.A. No. 2024-0141-PWR"),
				gap(), cb("VERIFIED COMPLAINT PURSUANT TO 8 DEL. C. § 225"), gap(),
				p("Plaintiffs Adrienne Castellane and Hugo Brightwater (\"Plaintiffs\"), by their undersigned counsel, allege as follows upon knowledge as to themselves and upon information and belief as to all other matters:"),
				cb("NATURE OF THE ACTION"),
				p("1. This is an action under Section 225 of the Delaware General Corporation Law to determine the lawful composition of the board of directors (the \"Board\") of Northwind Cryogenics, Inc. (\"Northwind\" or the \"Company\"). On January 29, 2024, Defendants Malcolm Ruddock and Teodora Vislavska delivered a written consent (the \"Purported Consent\") purporting to remove Plaintiffs as directors and to elect two designees in their place."),
				p("2. The Purported Consent is invalid. It was signed by holders of Series A Preferred Stock whose votes were counted on an as-converted basis that the Company's Amended and Restated Certificate of Incorporation, filed June 3, 2021, does not allow for the election of Common Directors."),
			},
			{
				p("3. On February 2, 2024, Ruddock convened a meeting of the purported new Board, which voted to terminate Plaintiff Castellane as Chief Executive Officer and to approve a bridge financing with an affiliate of Vislavska. Plaintiffs ask the Court to declare that they remain directors and that the acts of the purported Board are void."),
				cb("PRAYER FOR RELIEF"),
				p("WHEREFORE, Plaintiffs respectfully request that the Court enter judgment (a) declaring that the Purported Consent is invalid and that Plaintiffs are duly serving directors of Northwind; (b) declaring void all actions taken by the purported Board since January 29, 2024; and (c) granting such other relief as the Court deems just."),
				row([]float64{0.45, 0.55}, "OF COUNSEL:\n\nSimone R. Achebe-Lund\nHARTWELL GRAYSON LLP\n1251 Avenue of the Americas\nNew York, New York 10020\n(212) 555-0134\n\nDated: February 12, 2024\nWords: 2,877", "ASHGROVE TENNANT LLP\n\n/s/ Corinne B. Hallorann\nCorinne B. Hallorann (#5521)\nPeter J. Ostrowski-Vale (#6210)\n1313 N. Market Street, Suite 900\nWilmington, Delaware 19801\n(302) 555-0121\n\nAttorneys for Plaintiffs"),
			},
			{
				cb("VERIFICATION"), gap(),
				ls("STATE OF NEW YORK    )", "                     )  ss.", "COUNTY OF NEW YORK   )"), gap(),
				p("I, Adrienne Castellane, being duly sworn according to law, depose and say that I am a Plaintiff in the foregoing Verified Complaint; that I have read the Verified Complaint; and that the facts set forth therein that concern me are true and correct to the best of my knowledge, information and belief, and that as to all other matters I am informed and believe them to be true."),
				ls("", "                                        /s/ Adrienne Castellane", "                                        Adrienne Castellane", "",
					"SWORN TO AND SUBSCRIBED before me", "this 10th day of February, 2024.", "", "/s/ Dominika Farrow-Estes", "Notary Public", "My Commission Expires: November 30, 2026"),
			},
		}}

	letter := doc{name: "Letter to Vice Chancellor re Motion to Expedite.pdf", font: "Times", size: 11.5,
		pages: []page{
			{
				efiled("Feb 14 2024 01:17PM EST", "71950412"),
				cb("MORROW DELACROIX & FINCH LLP"), c("1000 N. West Street, Suite 1500  |  Wilmington, Delaware 19801  |  (302) 555-0166"), rule(),
				row([]float64{0.5, 0.5}, "Jonah T. Pemberton\nPartner\n(302) 555-0168\njpemberton@mdflaw.example", ""),
				gap(), l("February 14, 2024"), gap(),
				ls("BY FILE & SERVEXPRESS", "", "The Honorable Philippa W. Rourke", "Vice Chancellor", "Court of Chancery", "Leonard L. Williams Justice Center", "500 N. King Street, Suite 11400", "Wilmington, DE 19801"), gap(),
				row([]float64{0.1, 0.9}, "Re:", "Castellane, et al. v. Ruddock, et al., C.A. No. 2024-0141-PWR"),
				gap(), l("Dear Vice Chancellor Rourke:"), gap(),
				p("We write on behalf of Defendants Malcolm Ruddock and Teodora Vislavska in response to Plaintiffs' Motion to Expedite, filed February 12, 2024. Defendants do not oppose a prompt trial of this Section 225 action, which is summary by statute. Defendants object only to Plaintiffs' proposed schedule, which would require the production of documents by February 23, 2024 and a trial in early March."),
				p("Defendants propose that documents be produced by March 1, 2024, that depositions be completed by March 15, 2024, and that trial on a paper record be held on March 28, 2024, subject to the Court's availability. A proposed order reflecting that schedule is enclosed. Counsel are available at the Court's convenience should Your Honor wish to hold a teleconference."),
				ls("", "                                        Respectfully,", "", "                                        /s/ Jonah T. Pemberton", "                                        Jonah T. Pemberton (#4417)", "", "Words: 311",
					"cc:  Corinne B. Hallorann, Esquire (via File & ServeXpress)", "     Peter J. Ostrowski-Vale, Esquire (via File & ServeXpress)", "     Lucía Ferraro-Dunn, Esquire"),
			},
		}}

	order := doc{name: "Order Governing Expedited Proceedings.pdf", font: "Times", size: 12,
		pages: []page{
			{
				efiled("Feb 16 2024 10:03AM EST", "71959930"),
				gap(), cb("IN THE COURT OF CHANCERY OF THE STATE OF DELAWARE"), gap(),
				row([]float64{0.55, 0.05, 0.40}, "ADRIENNE CASTELLANE and HUGO BRIGHTWATER,\n               Plaintiffs,\n     v.\nMALCOLM RUDDOCK and TEODORA VISLAVSKA,\n               Defendants,\n     and\nNORTHWIND CRYOGENICS, INC.,\n               Nominal Defendant.", ")\n)\n)\n)\n)\n)\n)\n)", "\n\n\nC.A. No. 2024-0141-PWR"),
				gap(), cb("ORDER GOVERNING EXPEDITED PROCEEDINGS"), gap(),
				p("WHEREAS, on February 12, 2024, Plaintiffs filed a Verified Complaint under 8 Del. C. § 225 and a Motion to Expedite; and WHEREAS, the Court heard counsel by teleconference on February 15, 2024;"),
				p("NOW, THEREFORE, IT IS HEREBY ORDERED that the Motion to Expedite is GRANTED in part, and the action shall proceed on the following schedule:"),
				row([]float64{0.65, 0.35}, "Event", "Deadline"),
				row([]float64{0.65, 0.35}, "Substantial completion of document production", "March 1, 2024"),
				row([]float64{0.65, 0.35}, "Completion of fact depositions", "March 15, 2024"),
				row([]float64{0.65, 0.35}, "Simultaneous pre-trial briefs", "March 22, 2024"),
				row([]float64{0.65, 0.35}, "Trial on a paper record (1:30 p.m., Courtroom 12B)", "March 28, 2024"),
				gap(),
				p("Pending the Court's decision, the Company shall not issue equity or incur indebtedness outside the ordinary course without five business days' notice to all counsel of record."),
				ls("", "IT IS SO ORDERED this 16th day of February, 2024.", "", "                                        /s/ Philippa W. Rourke", "                                        Vice Chancellor"),
			},
			{
				cb("This document constitutes a ruling of the court and should be treated as such."), gap(),
				row([]float64{0.35, 0.65}, "Court:", "DE Court of Chancery Civil Action"),
				row([]float64{0.35, 0.65}, "Judge:", "Philippa W. Rourke"),
				row([]float64{0.35, 0.65}, "File & Serve Transaction ID:", "71959930"),
				row([]float64{0.35, 0.65}, "Current Date:", "Feb 16, 2024"),
				row([]float64{0.35, 0.65}, "Case Number:", "2024-0141-PWR"),
				row([]float64{0.35, 0.65}, "Case Name:", "CONF ORD - Adrienne Castellane, et al. v. Malcolm Ruddock, et al."),
				row([]float64{0.35, 0.65}, "Court Authorizer:", "Rourke, Philippa W"),
				gap(), l("/s/ Judge Philippa W. Rourke"),
			},
		}}

	return spec{
		name: "castellane-v-ruddock-225", title: "Castellane v. Ruddock (Del. Ch. C.A. No. 2024-0141-PWR), Section 225 action",
		firstSight: &truth.Figures{PartyTruth: 17, PartyFound: 13, PartyCorrect: 12, EventTruth: 21, EventHits: 20, Grounded: 1}, // at commit 9ac289f
		docs:       []doc{complaint, letter, order},
		parties: []truth.Party{
			{Name: "Adrienne Castellane", Role: "plaintiff"},
			{Name: "Adrienne Castellane", Role: "declarant"}, // verifies the complaint
			{Name: "Hugo Brightwater", Role: "plaintiff"},
			{Name: "Malcolm Ruddock", Role: "defendant"},
			{Name: "Teodora Vislavska", Role: "defendant"},
			{Name: "Northwind Cryogenics, Inc.", Role: "defendant"}, // the nominal defendant
			{Name: "Simone R. Achebe-Lund", Role: "counsel"},
			{Name: "Corinne B. Hallorann", Role: "counsel"},
			{Name: "Corinne B. Hallorann", Role: "recipient"}, // copied on the letter
			{Name: "Peter J. Ostrowski-Vale", Role: "counsel"},
			{Name: "Peter J. Ostrowski-Vale", Role: "recipient"},
			{Name: "Jonah T. Pemberton", Role: "counsel"},
			{Name: "Jonah T. Pemberton", Role: "sender"},
			{Name: "Lucía Ferraro-Dunn", Role: "counsel"},
			{Name: "Lucía Ferraro-Dunn", Role: "recipient"},
			{Name: "Philippa W. Rourke", Role: "judge"},
			{Name: "Philippa W. Rourke", Role: "recipient"},
		},
		events: []truth.Event{
			{Date: "2024-02-12", File: "Verified Complaint Pursuant to 8 Del. C. 225.pdf", Page: 1},
			{Date: "2024-01-29", File: "Verified Complaint Pursuant to 8 Del. C. 225.pdf", Page: 1},
			{Date: "2021-06-03", File: "Verified Complaint Pursuant to 8 Del. C. 225.pdf", Page: 1},
			{Date: "2024-02-02", File: "Verified Complaint Pursuant to 8 Del. C. 225.pdf", Page: 2},
			{Date: "2024-01-29", File: "Verified Complaint Pursuant to 8 Del. C. 225.pdf", Page: 2},
			{Date: "2024-02-12", File: "Verified Complaint Pursuant to 8 Del. C. 225.pdf", Page: 2},
			{Date: "2024-02-10", File: "Verified Complaint Pursuant to 8 Del. C. 225.pdf", Page: 3},
			{Date: "2024-02-14", File: "Letter to Vice Chancellor re Motion to Expedite.pdf", Page: 1},
			{Date: "2024-02-12", File: "Letter to Vice Chancellor re Motion to Expedite.pdf", Page: 1},
			{Date: "2024-02-23", File: "Letter to Vice Chancellor re Motion to Expedite.pdf", Page: 1},
			{Date: "2024-03-01", File: "Letter to Vice Chancellor re Motion to Expedite.pdf", Page: 1},
			{Date: "2024-03-15", File: "Letter to Vice Chancellor re Motion to Expedite.pdf", Page: 1},
			{Date: "2024-03-28", File: "Letter to Vice Chancellor re Motion to Expedite.pdf", Page: 1},
			{Date: "2024-02-16", File: "Order Governing Expedited Proceedings.pdf", Page: 1},
			{Date: "2024-02-12", File: "Order Governing Expedited Proceedings.pdf", Page: 1},
			{Date: "2024-02-15", File: "Order Governing Expedited Proceedings.pdf", Page: 1},
			{Date: "2024-03-01", File: "Order Governing Expedited Proceedings.pdf", Page: 1},
			{Date: "2024-03-15", File: "Order Governing Expedited Proceedings.pdf", Page: 1},
			{Date: "2024-03-22", File: "Order Governing Expedited Proceedings.pdf", Page: 1},
			{Date: "2024-03-28", File: "Order Governing Expedited Proceedings.pdf", Page: 1},
			{Date: "2024-02-16", File: "Order Governing Expedited Proceedings.pdf", Page: 2},
		},
	}
}
