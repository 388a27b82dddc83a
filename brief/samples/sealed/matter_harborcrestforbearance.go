package sealed

import "pramaan/brief/truth"

// A hotel loan in default worked out without suit, in North Carolina: the
// lender's counsel's notice of default and reservation of rights to the
// borrower and the guarantor (firm letterhead, "VIA FEDEX OVERNIGHT AND
// EMAIL", a "Re:" block with the loan number and the loan documents by
// date, the events of default, default interest, the reservation of rights
// and no-waiver paragraphs, a continuation heading, "cc:" the bank's
// special assets officer); the pre-negotiation agreement (recitals, no
// oral agreements, no waiver, the bank, the borrower by its managing member
// and the guarantor individually signing under "By: / Name: / Title: /
// Date:"); the borrower's counsel's response proposing forbearance terms
// ("FOR SETTLEMENT PURPOSES ONLY", "cc:" the client's managing member and
// the guarantor); and the forbearance agreement (recitals "WHEREAS",
// acknowledgment of the defaults and the indebtedness as of a date, the
// forbearance period and termination events, the forbearance fee, interest
// only payments, reporting, the release of the lender, reaffirmation of the
// guaranty, notices with copies to counsel, signature blocks side by side).
//
// Conventions of this truth: in pre-suit and transactional correspondence
// the lender, the borrower and the guarantor who signs in his own right are
// parties; each letter's signer is its sender and counsel; the addressees of
// the notice of default (the borrower, the managing member it is for the
// attention of, and the guarantor) are recipients, as are the bank and its
// officer copied on it; the response's addressee (the lender's lawyer, not
// her firm) and those copied on it are recipients; officers who sign an
// agreement for their companies have no role from signing, and names in an
// agreement's notices clause give no role; the county registry and the
// road authority have no role. A date
// written in a page's text (a letter's continuation heading included) is
// an event of that page; dates of months and years alone are not events.
func init() { specs = append(specs, harborCrestForbearance) }

func harborCrestForbearance() spec {
	notice := doc{name: "Notice of Default and Reservation of Rights.pdf", font: "Times", size: 11,
		pages: []page{
			{
				cb("CORBEL HARGROVE LLP"), c("301 South Tryon Street, Suite 2900  |  Charlotte, North Carolina 28202  |  (704) 555-0190"), rule(),
				row([]float64{0.6, 0.4}, "Nadia L. Prendergast-Yoon\nPartner\nDirect: (704) 555-0196\nnpy@corbelhargrove.example", "July 15, 2024"),
				gap(),
				lb("VIA FEDEX OVERNIGHT AND EMAIL"),
				row([]float64{0.5, 0.5}, "Ridgeline Lodging Partners, LLC\n1400 Blue Ridge Crest Parkway\nAsheville, North Carolina 28805\nAttn: Simone R. Achebe-Larkin,\nManaging Member", "Grant H. Voskuijlen\n22 Lookout Ridge Drive\nAsheville, North Carolina 28804"),
				gap(),
				ls("Re:   Loan No. 400187-22 in the original principal amount of $14,200,000.00 (the \"Loan\")", "         made by Harbor Crest Bank, N.A. (\"Lender\") to Ridgeline Lodging Partners, LLC (\"Borrower\")", "         Loan Agreement dated as of June 30, 2022 (the \"Loan Agreement\")", "         Guaranty Agreement dated as of June 30, 2022 by Grant H. Voskuijlen (\"Guarantor\")", "         NOTICE OF DEFAULT AND RESERVATION OF RIGHTS"),
				gap(),
				l("Dear Ms. Achebe-Larkin and Mr. Voskuijlen:"),
				p("This firm represents Lender in connection with the Loan, which is evidenced by a Promissory Note dated as of June 30, 2022 and secured by, among other things, a Deed of Trust, Assignment of Leases and Rents and Security Agreement recorded on July 1, 2022 in Book 6221, Page 1187, Buncombe County Registry, encumbering The Ridgeline Inn & Conference Center (the \"Property\"). Capitalized terms not defined here have the meanings given in the Loan Agreement."),
				p("Lender hereby notifies Borrower and Guarantor that the following Events of Default have occurred and are continuing:"),
				p("1. Financial Covenant. Section 6.14 of the Loan Agreement requires Borrower to maintain a Debt Service Coverage Ratio of not less than 1.25 to 1.00, tested quarterly. The Compliance Certificate that Borrower delivered on May 14, 2024 for the fiscal quarter ended March 31, 2024 reports a Debt Service Coverage Ratio of 0.97 to 1.00. Borrower did not cure the deficiency by a cash deposit within the fifteen days allowed by Section 6.14(c)."),
				p("2. Payment. Borrower failed to pay the monthly installment of principal and interest in the amount of $96,418.22 that was due on July 1, 2024."),
			},
			{
				ls("Ridgeline Lodging Partners, LLC and Grant H. Voskuijlen", "July 15, 2024", "Page 2"), gap(),
				p("As a result of these Events of Default, and under Section 2.6 of the Note, interest on the outstanding principal balance has accrued and will continue to accrue at the Default Rate (the contract rate plus five percent per annum) from July 1, 2024. Lender demands that Borrower pay the delinquent installment, with late charges, no later than July 25, 2024."),
				p("Lender has not, at this time, elected to accelerate the Loan. Lender is, however, willing to discuss the matter with Borrower and Guarantor, provided that they first sign and return the enclosed Pre-Negotiation Agreement. No discussions will take place until it is signed."),
				p("Reservation of Rights. Nothing in this letter, and no delay by Lender in exercising any right or remedy, waives any Event of Default or any right or remedy of Lender under the Loan Documents or applicable law, all of which are expressly reserved, including the right to accelerate the Loan, to apply for the appointment of a receiver, and to foreclose the Deed of Trust. Lender's acceptance of any partial payment shall not be a waiver. No course of dealing, and no oral statement by any officer or agent of Lender, shall modify the Loan Documents; any modification must be in a writing signed by Lender."),
				p("Please direct all communications concerning the Loan to the undersigned."),
				gap(),
				ls("Very truly yours,", "", "CORBEL HARGROVE LLP", "", "/s/ Nadia L. Prendergast-Yoon", "Nadia L. Prendergast-Yoon"),
				gap(),
				l("Enclosure: Pre-Negotiation Agreement"),
				l("cc:   Harbor Crest Bank, N.A. (Attn: Darnell K. Ashgrove, Senior Vice President, Special Assets Group) (via email)"),
			},
		}}

	sig3 := func(date string) block {
		return row([]float64{0.34, 0.33, 0.33},
			"LENDER:\nHARBOR CREST BANK, N.A.\n\nBy: /s/ Darnell K. Ashgrove\nName: Darnell K. Ashgrove\nTitle: Senior Vice President\nDate: "+date,
			"BORROWER:\nRIDGELINE LODGING PARTNERS, LLC\n\nBy: /s/ Simone R. Achebe-Larkin\nName: Simone R. Achebe-Larkin\nTitle: Managing Member\nDate: "+date,
			"GUARANTOR:\n\n\n/s/ Grant H. Voskuijlen\nGRANT H. VOSKUIJLEN,\nindividually\nDate: "+date)
	}
	prenego := doc{name: "Pre-Negotiation Agreement.pdf", font: "Times", size: 11,
		pages: []page{
			{
				cb("PRE-NEGOTIATION AGREEMENT"), gap(),
				p("This Pre-Negotiation Agreement (this \"Agreement\") is entered into as of July 29, 2024 among HARBOR CREST BANK, N.A., a national banking association (\"Lender\"), RIDGELINE LODGING PARTNERS, LLC, a North Carolina limited liability company (\"Borrower\"), and GRANT H. VOSKUIJLEN (\"Guarantor\")."),
				lb("RECITALS"),
				p("A. Lender made a loan to Borrower in the original principal amount of $14,200,000.00 under a Loan Agreement dated as of June 30, 2022, guaranteed by Guarantor under a Guaranty Agreement of the same date (with all related documents, the \"Loan Documents\")."),
				p("B. By letter dated July 15, 2024, Lender notified Borrower and Guarantor of certain Events of Default. Borrower and Guarantor have asked Lender to discuss a possible restructuring of the Loan, and Lender is willing to do so only on the terms of this Agreement."),
				lb("AGREEMENT"),
				p("1. Discussions Not Binding. No party shall be bound by any term discussed in the negotiations (the \"Discussions\") unless and until a written agreement is signed by all parties. No oral agreement, course of conduct or partial performance shall bind any party."),
				p("2. No Waiver. Neither the Discussions nor Lender's acceptance of any payment waives any default or any right or remedy under the Loan Documents. Any party may terminate the Discussions at any time, for any reason, by written notice."),
				p("3. Confidentiality and Evidence. The Discussions are compromise negotiations within the meaning of Rule 408 of the North Carolina Rules of Evidence and Federal Rule of Evidence 408."),
				p("4. Acknowledgment. Borrower and Guarantor acknowledge that the Loan Documents are valid and enforceable in accordance with their terms, and that as of July 25, 2024 the unpaid principal balance of the Loan was $13,486,902.17."),
				gap(),
				sig3("July 29, 2024"),
			},
		}}

	resp := doc{name: "Borrower's Counsel's Response.pdf", font: "Times", size: 11,
		pages: []page{
			{
				cb("FARRAND KESSLING LLP"), c("150 Fayetteville Street, Suite 1800  |  Raleigh, North Carolina 27601  |  (919) 555-0157"), rule(),
				l("August 12, 2024"), gap(),
				lb("VIA EMAIL"), lb("FOR SETTLEMENT PURPOSES ONLY - SUBJECT TO THE PRE-NEGOTIATION AGREEMENT AND RULE 408"), gap(),
				ls("Nadia L. Prendergast-Yoon, Esq.", "Corbel Hargrove LLP", "301 South Tryon Street, Suite 2900", "Charlotte, North Carolina 28202"),
				gap(),
				ls("Re:   Harbor Crest Bank, N.A. - Ridgeline Lodging Partners, LLC", "         Loan No. 400187-22"),
				gap(),
				l("Dear Nadia:"),
				p("We represent Ridgeline Lodging Partners, LLC and Mr. Voskuijlen. Thank you for your letter of July 15, 2024. The executed Pre-Negotiation Agreement was returned to you on July 29, 2024."),
				p("The shortfall in the hotel's results in the first half of the year has one cause. The Parkway access road was closed for slope repairs from February 5, 2024 to May 20, 2024, and group bookings fell by almost half. Since the road reopened, occupancy has returned to 71 percent, and August is tracking ahead of last year. Our client expects the Debt Service Coverage Ratio to exceed 1.10 to 1.00 by the quarter ending December 31, 2024."),
				p("Our client proposes: (1) forbearance through March 31, 2025; (2) interest-only payments at the contract rate from October 1, 2024; (3) deferral of the July, August and September 2024 installments to the maturity date; (4) a forbearance fee of $35,000; (5) a temporary covenant of 1.10 to 1.00 tested for the quarter ending December 31, 2024; and (6) waiver of default interest. Mr. Voskuijlen will deliver a current personal financial statement."),
				p("We do not agree that default interest is payable in respect of the covenant default, which arose from a road closure beyond the Borrower's control, but our client will not insist on the point if the remaining terms are agreed."),
				gap(),
				ls("Sincerely,", "", "/s/ Theo M. Lindahl-Wren", "Theo M. Lindahl-Wren"),
				gap(),
				l("cc:   Simone R. Achebe-Larkin, Managing Member, Ridgeline Lodging Partners, LLC (via email)"),
				l("        Grant H. Voskuijlen (via email)"),
			},
		}}

	forb := doc{name: "Forbearance Agreement.pdf", font: "Times", size: 10.5,
		footer: "Forbearance Agreement - Loan No. 400187-22 - Page %d of %t", footerAlign: "C",
		pages: []page{
			{
				cb("FORBEARANCE AGREEMENT"), gap(),
				p("THIS FORBEARANCE AGREEMENT (this \"Agreement\") is made as of September 6, 2024 (the \"Effective Date\") by and among HARBOR CREST BANK, N.A., a national banking association (\"Lender\"), RIDGELINE LODGING PARTNERS, LLC, a North Carolina limited liability company (\"Borrower\"), and GRANT H. VOSKUIJLEN, an individual (\"Guarantor\")."),
				lb("RECITALS"),
				p("WHEREAS, Lender made a loan to Borrower in the original principal amount of $14,200,000.00 (the \"Loan\") under a Loan Agreement dated as of June 30, 2022, evidenced by a Promissory Note of the same date and secured by a Deed of Trust recorded on July 1, 2022 in Book 6221, Page 1187, Buncombe County Registry, and Guarantor guaranteed the Loan under a Guaranty Agreement dated as of June 30, 2022;"),
				p("WHEREAS, by letter dated July 15, 2024, Lender notified Borrower and Guarantor of Events of Default arising from Borrower's failure to maintain the required Debt Service Coverage Ratio for the fiscal quarter ended March 31, 2024 and its failure to pay the installment due July 1, 2024 (the \"Existing Defaults\"); and"),
				p("WHEREAS, Borrower has requested that Lender forbear from exercising its remedies, and Lender is willing to do so on the terms of this Agreement;"),
				p("NOW, THEREFORE, in consideration of the mutual covenants herein, the parties agree as follows:"),
				p("1. Acknowledgments. Borrower and Guarantor acknowledge that the Existing Defaults have occurred and are continuing, and that as of September 1, 2024 the Loan's unpaid principal balance was $13,486,902.17, with accrued and unpaid interest of $221,740.55, none of which is subject to any defense, offset or counterclaim."),
				p("2. Forbearance. Subject to the terms of this Agreement, Lender will forbear from exercising its remedies in respect of the Existing Defaults during the period from the Effective Date through the earlier of (a) March 31, 2025 and (b) the occurrence of a Termination Event (the \"Forbearance Period\"). Upon the expiration of the Forbearance Period, Lender may exercise all of its rights and remedies without further notice."),
				p("3. Forbearance Fee. On the Effective Date Borrower shall pay Lender a forbearance fee of $50,000.00, fully earned and non-refundable."),
				p("4. Payments. Beginning October 1, 2024 and on the first day of each month during the Forbearance Period, Borrower shall pay interest only at the non-default contract rate. The installments due July 1, 2024, August 1, 2024 and September 1, 2024 are deferred to the end of the Forbearance Period. Default interest accrued through the Effective Date is waived upon Borrower's full performance of this Agreement."),
			},
			{
				p("5. Reporting and Covenants. Borrower shall deliver monthly operating statements and STR reports within twenty days after each month's end. The Debt Service Coverage Ratio for the fiscal quarter ending December 31, 2024 shall be not less than 1.10 to 1.00. Guarantor shall deliver a current signed personal financial statement by October 15, 2024."),
				p("6. Termination Events. Each of the following is a Termination Event: (a) any failure to pay when due any amount under this Agreement; (b) any breach of Section 5; (c) any new Event of Default under the Loan Documents; (d) the filing of a bankruptcy petition by or against Borrower or Guarantor; or (e) any representation in this Agreement proving false in any material respect."),
				p("7. Release. Borrower and Guarantor each release Lender and its officers, directors, employees, attorneys and agents from all claims, known or unknown, arising on or before the Effective Date out of the Loan, the Loan Documents or the administration of the Loan."),
				p("8. Reaffirmation of Guaranty. Guarantor consents to this Agreement and reaffirms the Guaranty, which remains in full force and effect and covers the Loan as modified by this Agreement."),
				p("9. Notices. Notices shall be given as provided in the Loan Agreement, with copies (which shall not constitute notice) to, if to Lender: Corbel Hargrove LLP, 301 South Tryon Street, Suite 2900, Charlotte, North Carolina 28202, Attn: Nadia L. Prendergast-Yoon; and if to Borrower or Guarantor: Farrand Kessling LLP, 150 Fayetteville Street, Suite 1800, Raleigh, North Carolina 27601, Attn: Theo M. Lindahl-Wren."),
				p("10. Miscellaneous. This Agreement is governed by the laws of the State of North Carolina, is not a novation, may be signed in counterparts and by electronic signature, and may be amended only by a writing signed by all parties. TIME IS OF THE ESSENCE."),
				gap(),
				l("IN WITNESS WHEREOF, the parties have executed this Agreement as of the Effective Date."),
				gap(),
				sig3("September 6, 2024"),
			},
		}}

	const (
		fn = "Notice of Default and Reservation of Rights.pdf"
		fp = "Pre-Negotiation Agreement.pdf"
		fr = "Borrower's Counsel's Response.pdf"
		ff = "Forbearance Agreement.pdf"
	)
	return spec{
		name:       "harbor-crest-bank-ridgeline-lodging-forbearance",
		title:      "Harbor Crest Bank, N.A. / Ridgeline Lodging Partners, LLC and Voskuijlen (hotel loan default, pre-negotiation and forbearance, North Carolina)",
		firstSight: &truth.Figures{PartyTruth: 13, PartyFound: 12, PartyCorrect: 11, EventTruth: 34, EventHits: 34, Grounded: 1}, // at commit 78b7104
		docs:       []doc{notice, prenego, resp, forb},
		parties: []truth.Party{
			{Name: "Harbor Crest Bank, N.A.", Role: "party"},
			{Name: "Ridgeline Lodging Partners, LLC", Role: "party"},
			{Name: "Grant H. Voskuijlen", Role: "party"},
			{Name: "Nadia L. Prendergast-Yoon", Role: "sender"},
			{Name: "Nadia L. Prendergast-Yoon", Role: "counsel"},
			{Name: "Nadia L. Prendergast-Yoon", Role: "recipient"},
			{Name: "Theo M. Lindahl-Wren", Role: "sender"},
			{Name: "Theo M. Lindahl-Wren", Role: "counsel"},
			{Name: "Ridgeline Lodging Partners, LLC", Role: "recipient"},
			{Name: "Simone R. Achebe-Larkin", Role: "recipient"},
			{Name: "Grant H. Voskuijlen", Role: "recipient"},
			{Name: "Harbor Crest Bank, N.A.", Role: "recipient"},
			{Name: "Darnell K. Ashgrove", Role: "recipient"},
		},
		events: []truth.Event{
			{Date: "2024-07-15", File: fn, Page: 1},
			{Date: "2022-06-30", File: fn, Page: 1},
			{Date: "2022-07-01", File: fn, Page: 1},
			{Date: "2024-05-14", File: fn, Page: 1},
			{Date: "2024-03-31", File: fn, Page: 1},
			{Date: "2024-07-01", File: fn, Page: 1},
			{Date: "2024-07-15", File: fn, Page: 2}, // the continuation heading
			{Date: "2024-07-01", File: fn, Page: 2},
			{Date: "2024-07-25", File: fn, Page: 2},
			{Date: "2024-07-29", File: fp, Page: 1},
			{Date: "2022-06-30", File: fp, Page: 1},
			{Date: "2024-07-15", File: fp, Page: 1},
			{Date: "2024-07-25", File: fp, Page: 1},
			{Date: "2024-08-12", File: fr, Page: 1},
			{Date: "2024-07-15", File: fr, Page: 1},
			{Date: "2024-07-29", File: fr, Page: 1},
			{Date: "2024-02-05", File: fr, Page: 1},
			{Date: "2024-05-20", File: fr, Page: 1},
			{Date: "2024-12-31", File: fr, Page: 1},
			{Date: "2025-03-31", File: fr, Page: 1},
			{Date: "2024-10-01", File: fr, Page: 1},
			{Date: "2024-09-06", File: ff, Page: 1},
			{Date: "2022-06-30", File: ff, Page: 1},
			{Date: "2022-07-01", File: ff, Page: 1},
			{Date: "2024-07-15", File: ff, Page: 1},
			{Date: "2024-03-31", File: ff, Page: 1},
			{Date: "2024-07-01", File: ff, Page: 1},
			{Date: "2024-09-01", File: ff, Page: 1},
			{Date: "2025-03-31", File: ff, Page: 1},
			{Date: "2024-10-01", File: ff, Page: 1},
			{Date: "2024-08-01", File: ff, Page: 1},
			{Date: "2024-12-31", File: ff, Page: 2},
			{Date: "2024-10-15", File: ff, Page: 2},
			{Date: "2024-09-06", File: ff, Page: 2},
		},
	}
}
