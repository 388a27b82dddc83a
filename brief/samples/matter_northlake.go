package samples

// DEV SET (held out at first sight): a pre-suit collection dispute between
// a Chicago digital-marketing agency and a food company, settled by a
// letter agreement; no court papers. The agency's lawyer's demand letter
// on the firm's letterhead (the firm's name, the partners' names in a
// line under it, the address; the writer's direct line and email; "VIA
// CERTIFIED MAIL, RETURN RECEIPT REQUESTED / AND EMAIL (address)"; the
// company's chief executive over the company in the inside address; a
// two-line "Re:"; "This firm represents"; a table of unpaid invoices;
// typist's initials; "cc:" the client's managing director with her
// company, and "bcc:" a file); the company's lawyer's answer on his own
// firm's letterhead ("Via Email and First-Class Mail", "Dear Ms. X:",
// "cc:" his client named without the middle initial); the letter
// agreement of settlement ("Dear Sam:", the three parties with defined
// names, payment dates, the chief executive's personal guaranty, mutual
// releases, "AGREED AND CONSENTED TO:" with the two companies' "By: /
// Name: / Title: / Date:" blocks and the chief executive signing again
// "individually"); and the Outlook email that returns the countersigned
// agreement (the mailbox owner's name at the top, "From:", "Sent:", "To:",
// "Cc:" with two names separated by ";", "Subject: RE:", the quoted
// original below "-----Original Message-----"). The two companies and the
// chief executive who signs individually are parties to the agreement; a
// company in an inside address is a recipient with them, but a company
// named after the title of the officer a letter is copied to is where
// she works, no recipient of its own; an officer who signs for a company is no party of
// her own; the partners named on the letterhead who write nothing are no
// parties; a lawyer who writes for a client is counsel.
func init() { specs = append(specs, northlake) }

func northlake() matterSpec {
	bl := []block{
		small(cb("BRODSKY LUND & PRATT LLP"), 15),
		small(c("Hanna J. Brodsky  *  Erik M. Lund  *  Sonia R. Pratt  *  Owen T. Carraway, Of Counsel"), 8.5),
		small(c("222 West Adams Street, Suite 1900  |  Chicago, Illinois 60606  |  (312) 555-0140  |  blplaw.com"), 8.5),
		c("______________________________________________________________________________"), gap(),
	}

	demand := doc{name: "Demand letter 2025-03-04.pdf", font: "Times", size: 11,
		pages: []page{
			append(append([]block{}, bl...),
				ls("Hanna J. Brodsky", "Direct: (312) 555-0147", "hbrodsky@blplaw.com", "",
					"March 4, 2025", "",
					"VIA CERTIFIED MAIL, RETURN RECEIPT REQUESTED",
					"AND EMAIL (luca@ferrandinafoods.com)", "",
					"Mr. Luca P. Ferrandina",
					"Chief Executive Officer",
					"Ferrandina Foods, Inc.",
					"2150 West Fulton Street",
					"Chicago, Illinois 60612"),
				gap(),
				ls("Re:   Northlake Signal Media, LLC - Unpaid Invoices",
					"      Master Services Agreement dated June 1, 2023"),
				gap(),
				l("Dear Mr. Ferrandina:"),
				p("This firm represents Northlake Signal Media, LLC (\"Northlake\") in connection with the Master Services Agreement between Northlake and Ferrandina Foods, Inc. (\"Ferrandina Foods\") dated June 1, 2023 (the \"MSA\"). Under the MSA and the statements of work issued under it, Northlake planned and ran Ferrandina Foods' digital advertising for the launch of its frozen pasta line. The work was completed and accepted, and the following invoices remain unpaid:"),
				ls("      Invoice No.      Date                  Amount",
					"      NSM-2291         October 31, 2024      $   71,880.00",
					"      NSM-2317         November 30, 2024     $   68,400.00",
					"      NSM-2342         December 31, 2024     $   72,360.00",
					"                                            ______________",
					"                       Total                $  212,640.00"),
				gap(),
				p("Section 4.3 of the MSA requires payment within thirty days of invoice and provides for interest at 1% per month on late payments and for the recovery of collection costs, including attorneys' fees. Ferrandina Foods has not disputed any of the invoices in writing, as Section 4.5 requires it to do within fifteen days of receipt."),
			),
			{
				p("Northlake demands payment of $212,640.00 by March 21, 2025. If payment is not received by that date, Northlake has authorized this firm to file suit in the Circuit Court of Cook County without further notice, and to seek interest, costs and attorneys' fees under the MSA. Please also preserve all documents and electronically stored information concerning the MSA and the campaign, including emails and messaging with Northlake's staff."),
				p("Nothing in this letter waives any of Northlake's rights or remedies, all of which are expressly reserved."),
				ls("Very truly yours,", "", "BRODSKY LUND & PRATT LLP", "", "/s/ Hanna J. Brodsky", "", "Hanna J. Brodsky", "", "HJB:tmc",
					"cc:   Marisa Delgado-Finch, Managing Director, Northlake Signal Media, LLC (via email)",
					"bcc:  File No. 2207-003"),
			},
		}}

	reply := doc{name: "Raines letter 2025-03-19.pdf", font: "Helvetica", size: 10.5,
		pages: []page{{
			cb("GOTTLIEB RAINES, P.C."), small(c("Attorneys and Counselors"), 9), small(c("10 South LaSalle Street, Suite 3600, Chicago, IL 60603   T 312.555.0188   F 312.555.0189"), 8.5), gap(),
			ls("March 19, 2025", "", "Via Email and First-Class Mail", "",
				"Hanna J. Brodsky, Esq.", "Brodsky Lund & Pratt LLP", "222 West Adams Street, Suite 1900", "Chicago, Illinois 60606"),
			gap(),
			ls("Re:   Northlake Signal Media, LLC / Ferrandina Foods, Inc.", "      Your letter of March 4, 2025"),
			gap(),
			l("Dear Ms. Brodsky:"),
			p("We represent Ferrandina Foods, Inc. and its chief executive officer, Luca P. Ferrandina, in connection with your letter of March 4, 2025. Please direct any further communication on this matter to me."),
			p("Ferrandina Foods does not owe the amount demanded. The November and December campaigns ran three weeks late because Northlake missed the creative deadline of October 14, 2024 that the second statement of work fixed, and Northlake's own reports show that the December invoice bills for impressions that were never delivered. My client raised both points with Northlake's account team on January 9, 2025, which satisfies Section 4.5."),
			p("That said, Ferrandina Foods values the relationship and would prefer to resolve this without litigation. To that end, and without admitting any liability, it will pay $150,000.00 in full settlement, in three monthly installments, in exchange for a mutual release. This offer is made under Illinois Rule of Evidence 408 and remains open until March 28, 2025."),
			ls("Sincerely,", "", "/s/ Samuel K. Raines", "", "Samuel K. Raines", "sraines@gottliebraines.com", "", "cc:   Luca Ferrandina (via email)"),
		}}}

	agreement := doc{name: "Settlement letter agreement - countersigned.pdf", font: "Times", size: 11,
		pages: []page{
			append(append([]block{}, bl...),
				ls("Hanna J. Brodsky", "Direct: (312) 555-0147", "hbrodsky@blplaw.com", "",
					"April 18, 2025", "", "VIA EMAIL", "",
					"Samuel K. Raines, Esq.", "Gottlieb Raines, P.C.", "10 South LaSalle Street, Suite 3600", "Chicago, Illinois 60603"),
				gap(),
				ls("Re:   Settlement of Northlake Signal Media, LLC Claims"),
				gap(),
				l("Dear Sam:"),
				p("This letter agreement (the \"Agreement\") sets out the terms on which Northlake Signal Media, LLC (\"Northlake\"), Ferrandina Foods, Inc. (\"Ferrandina Foods\") and Luca P. Ferrandina (\"Mr. Ferrandina\") have agreed to resolve Northlake's claims for the unpaid invoices described in my letter of March 4, 2025 (the \"Claims\")."),
				p("1. Payment. Ferrandina Foods shall pay Northlake $168,000.00 in three installments of $56,000.00 each, due on May 1, 2025, June 2, 2025 and July 1, 2025, by wire transfer to the account Northlake designates in writing."),
				p("2. Guaranty. Mr. Ferrandina personally and unconditionally guarantees the payments in Section 1. If any installment is more than ten days late, the unpaid balance of $212,640.00, less payments made, shall become immediately due, and Northlake may enforce this Agreement against Ferrandina Foods and Mr. Ferrandina jointly and severally."),
				p("3. Releases. On receipt of the final installment, Northlake releases Ferrandina Foods and Mr. Ferrandina from the Claims, and Ferrandina Foods releases Northlake from all claims arising from the MSA and the campaign."),
				p("4. General. This Agreement is governed by Illinois law, is not an admission of liability by anyone, and may be signed in counterparts and delivered by email."),
			),
			{
				p("If the foregoing accurately reflects our agreement, please have your clients countersign below and return a copy to me."),
				ls("Very truly yours,", "", "/s/ Hanna J. Brodsky", "Hanna J. Brodsky"),
				gap(),
				l("AGREED AND CONSENTED TO:"),
				ls("",
					"NORTHLAKE SIGNAL MEDIA, LLC",
					"",
					"By:    /s/ Marisa Delgado-Finch",
					"Name:  Marisa Delgado-Finch",
					"Title: Managing Director",
					"Date:  April 21, 2025",
					"",
					"FERRANDINA FOODS, INC.",
					"",
					"By:    /s/ Luca P. Ferrandina",
					"Name:  Luca P. Ferrandina",
					"Title: Chief Executive Officer",
					"Date:  April 22, 2025",
					"",
					"",
					"/s/ Luca P. Ferrandina",
					"_____________________________",
					"LUCA P. FERRANDINA, individually",
					"Date:  April 22, 2025"),
			},
		}}

	email := doc{name: "Email Raines to Brodsky returning countersigned agreement.pdf", font: "Helvetica", size: 10,
		pages: []page{{
			small(l("Brodsky, Hanna J."), 13),
			c("________________________________________________________________________________"),
			ls("From:          Samuel Raines <sraines@gottliebraines.com>",
				"Sent:          Tuesday, April 22, 2025 3:18 PM",
				"To:            Brodsky, Hanna J.",
				"Cc:            Luca Ferrandina; Jenna Whitlock",
				"Subject:       RE: Northlake / Ferrandina - settlement letter agreement",
				"Attachments:   Northlake Ferrandina Letter Agreement (fully executed).pdf"),
			gap(),
			ls("Hanna,", "",
				"Attached is the letter agreement, countersigned by my clients today. Jenna Whitlock, Ferrandina Foods'",
				"controller, is copied so that she can schedule the first installment for May 1, 2025. Please send",
				"Northlake's wire instructions to her directly.", "",
				"Best regards,", "Sam", "",
				"Samuel K. Raines",
				"Gottlieb Raines, P.C. | 10 South LaSalle Street, Suite 3600 | Chicago, IL 60603 | 312.555.0188"),
			gap(),
			ls("-----Original Message-----",
				"From: Brodsky, Hanna J. <hbrodsky@blplaw.com>",
				"Sent: Friday, April 18, 2025 4:52 PM",
				"To: Samuel Raines <sraines@gottliebraines.com>",
				"Cc: Marisa Delgado-Finch <marisa@northlakesignal.com>",
				"Subject: Northlake / Ferrandina - settlement letter agreement"),
			gap(),
			ls("Sam,", "",
				"As discussed, attached is the letter agreement on the terms we agreed by phone on April 16. Marisa has",
				"signed for Northlake. Please have your clients countersign and return it.", "",
				"Hanna"),
			gap(),
			small(p("This message is from a law firm and may contain privileged or confidential information. If you received it in error, please notify the sender immediately and delete it."), 8),
		}}}

	const (
		fDemand = "Demand letter 2025-03-04.pdf"
		fReply  = "Raines letter 2025-03-19.pdf"
		fAgree  = "Settlement letter agreement - countersigned.pdf"
		fMail   = "Email Raines to Brodsky returning countersigned agreement.pdf"
	)
	return matterSpec{
		name: "northlake-v-ferrandina", title: "Northlake Signal Media, LLC / Ferrandina Foods, Inc. (pre-suit collection claim and settlement)", heldOut: true,
		firstSight: &Figures{PartyTruth: 14, PartyFound: 12, PartyCorrect: 11, EventTruth: 21, EventHits: 21, Grounded: 1}, // at d1fcf33
		docs:       []doc{demand, reply, agreement, email},
		parties: []Party{
			{"Northlake Signal Media, LLC", "party"},
			{"Ferrandina Foods, Inc.", "party"},
			{"Ferrandina Foods, Inc.", "recipient"},
			{"Luca P. Ferrandina", "party"},
			{"Luca P. Ferrandina", "recipient"},
			{"Marisa Delgado-Finch", "recipient"},
			{"Jenna Whitlock", "recipient"},
			{"Hanna J. Brodsky", "counsel"},
			{"Hanna J. Brodsky", "sender"},
			{"Hanna J. Brodsky", "recipient"},
			{"Samuel K. Raines", "counsel"},
			{"Samuel K. Raines", "sender"},
			{"Samuel K. Raines", "recipient"},
		},
		events: []Event{
			{"2025-03-04", fDemand, 1},
			{"2023-06-01", fDemand, 1},
			{"2024-10-31", fDemand, 1},
			{"2024-11-30", fDemand, 1},
			{"2024-12-31", fDemand, 1},
			{"2025-03-21", fDemand, 2},
			{"2025-03-19", fReply, 1},
			{"2025-03-04", fReply, 1},
			{"2024-10-14", fReply, 1},
			{"2025-01-09", fReply, 1},
			{"2025-03-28", fReply, 1},
			{"2025-04-18", fAgree, 1},
			{"2025-03-04", fAgree, 1},
			{"2025-05-01", fAgree, 1},
			{"2025-06-02", fAgree, 1},
			{"2025-07-01", fAgree, 1},
			{"2025-04-21", fAgree, 2},
			{"2025-04-22", fAgree, 2},
			{"2025-04-22", fMail, 1},
			{"2025-05-01", fMail, 1},
			{"2025-04-18", fMail, 1},
		},
	}
}
