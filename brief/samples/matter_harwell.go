package samples

// DEV SET (held out at first sight): a pre-suit accounting malpractice
// claim in Washington State, no court papers. The claimant's lawyer's
// demand letter to the accounting firm ("VIA FEDEX AND EMAIL", the firm
// "Attn:" its managing shareholder with "CPA" after his name, "Re:" over
// two lines, "This firm represents", a preservation demand, "cc:" the
// client's president with her title); the reply from the firm's defence
// lawyer ("Our File No.", "Your letter of", "cc:" the accountant); a
// tolling and standstill agreement ("entered into as of ... (the
// \"Effective Date\") by and between", recitals, numbered terms, the two
// companies' signature blocks side by side with "By: / Name: / Title: /
// Date:", and counsel's "Approved as to form"); and a printed Outlook
// thread ("From: / Sent: / To: / Cc: / Subject: RE:", signature lines
// joined by "|", a confidentiality notice). The companies that sign the
// tolling agreement are parties; a company addressed "Attn:" its officer
// is a recipient with him, but the client's president copied with her
// title and company is the copy's one recipient (the company is where she
// works); a lawyer who writes for a client is counsel.
func init() { specs = append(specs, harwell) }

func harwell() matterSpec {
	demand := doc{name: "Sorensen Pike demand letter 2024-04-17.pdf", font: "Times", size: 11.5,
		footer: "1201 Third Avenue, Suite 2900  |  Seattle, Washington 98101  |  206.555.0172  |  sorensenpike.com",
		pages: []page{
			{
				small(cb("SORENSEN PIKE PLLC"), 15), c("Attorneys at Law"), gap(),
				ls("Erik T. Sorensen", "esorensen@sorensenpike.com", "", "April 17, 2024", "", "VIA FEDEX AND EMAIL", "",
					"Quintero & Lusk, P.S.", "Attn: Miguel A. Quintero, CPA, Managing Shareholder", "410 N. 2nd Street, Suite 300", "Yakima, WA 98901"),
				gap(),
				ls("Re:   Harwell Orchards, Inc. - Claim for Professional Negligence", "      Tax Years 2020 through 2022"),
				gap(),
				l("Dear Mr. Quintero:"),
				p("This firm represents Harwell Orchards, Inc. (\"Harwell\") in connection with the tax compliance services your firm provided under the engagement letter dated March 3, 2021. Please direct all further communications about this matter to me."),
				p("Quintero & Lusk prepared Harwell's federal returns for 2020, 2021 and 2022 and, despite Harwell's written request of January 14, 2021, never made the election to treat its packing-house expansion as qualified improvement property. Quintero & Lusk also failed to file the 2022 return by its extended due date of September 15, 2023. By notice dated February 12, 2024, the IRS assessed late-filing penalties and interest of $118,400."),
			},
			{
				p("Harwell's damages, including the lost depreciation benefit, the penalties and interest, and the cost of amended returns prepared by its new accountants, presently total $486,200. Harwell demands payment of that sum."),
				p("Please forward this letter to your professional liability carrier at once and respond by May 17, 2024. Until this matter is resolved, Quintero & Lusk must preserve all documents and electronically stored information concerning Harwell, including workpapers, emails and tax software files."),
				ls("Very truly yours,", "", "SORENSEN PIKE PLLC", "", "/s/ Erik T. Sorensen", "", "Erik T. Sorensen", "",
					"ETS:mkl", "cc:   Gretchen Harwell, President, Harwell Orchards, Inc. (via email)"),
			},
		}}

	reply := doc{name: "Lindell Yamato reply 2024-05-14.pdf", font: "Helvetica", size: 10.5,
		pages: []page{{
			cb("LINDELL YAMATO LLP"), small(c("999 Third Avenue, Suite 4400, Seattle, WA 98104   T 206.555.0148"), 9), gap(),
			ls("Karen M. Yamato", "Partner", "kyamato@lindellyamato.com", "", "May 14, 2024", "", "Via Email Only", "",
				"Erik T. Sorensen", "Sorensen Pike PLLC", "1201 Third Avenue, Suite 2900", "Seattle, WA 98101"),
			gap(),
			ls("Re:    Harwell Orchards, Inc. / Quintero & Lusk, P.S.", "       Your letter of April 17, 2024", "       Our File No. 3318-004"),
			gap(),
			l("Dear Mr. Sorensen:"),
			p("This firm has been retained to represent Quintero & Lusk, P.S. with respect to the claim in your letter of April 17, 2024. Please direct further communications about this matter to me rather than to my client."),
			p("Quintero & Lusk denies that it was negligent. The engagement letter dated March 3, 2021 excluded depreciation planning, and Harwell did not deliver its 2022 fixed-asset ledger until October 2, 2023, after the extended due date had passed. Quintero & Lusk's preservation obligations are understood and are being met."),
			p("So that the parties can exchange information without the expense of litigation, Quintero & Lusk is willing to enter into a tolling agreement running from June 3, 2024 through December 31, 2024. A draft is enclosed."),
			ls("Sincerely,", "", "/s/ Karen M. Yamato", "", "Karen M. Yamato", "", "Enclosure", "cc:   Miguel A. Quintero, CPA (via email)"),
		}}}

	tolling := doc{name: "Tolling and Standstill Agreement.pdf", font: "Times", size: 11.5,
		pages: []page{
			{
				cb("TOLLING AND STANDSTILL AGREEMENT"), gap(),
				p("This Tolling and Standstill Agreement (\"Agreement\") is entered into as of June 3, 2024 (the \"Effective Date\") by and between Harwell Orchards, Inc., a Washington corporation (\"Harwell\"), and Quintero & Lusk, P.S., a Washington professional services corporation (\"Q&L\") (each a \"Party\" and together the \"Parties\")."),
				cb("RECITALS"),
				p("A. Harwell has asserted claims against Q&L arising from tax compliance services, as set out in its counsel's letter of April 17, 2024 (the \"Claims\"). Q&L denies the Claims."),
				p("B. The Parties wish to exchange information and explore resolution without litigation, and to preserve their respective positions in the meantime."),
				cb("AGREEMENT"),
				p("1. Tolling Period. All statutes of limitation, statutes of repose and other time-based defenses applicable to the Claims are tolled from the Effective Date through and including December 31, 2024 (the \"Tolling Period\"). Either Party may end the Tolling Period earlier on thirty days' written notice to the other Party's counsel."),
				p("2. Standstill. Harwell shall not file suit on the Claims during the Tolling Period."),
				p("3. No Revival. This Agreement does not revive any Claim that was time-barred before the Effective Date, and is not an admission of liability by any Party."),
				p("4. Entire Agreement. This Agreement may be amended only in a writing signed by counsel for both Parties, and may be signed in counterparts."),
			},
			{
				ls("HARWELL ORCHARDS, INC.                      QUINTERO & LUSK, P.S.",
					"",
					"By: /s/ Gretchen Harwell                    By: /s/ Miguel A. Quintero",
					"Name: Gretchen Harwell                      Name: Miguel A. Quintero",
					"Title: President                            Title: Managing Shareholder",
					"Date: June 3, 2024                          Date: June 4, 2024"),
				gap(), gap(),
				l("Approved as to form:"),
				ls("",
					"/s/ Erik T. Sorensen                        /s/ Karen M. Yamato",
					"Erik T. Sorensen                            Karen M. Yamato",
					"Sorensen Pike PLLC                          Lindell Yamato LLP",
					"Counsel for Harwell Orchards, Inc.          Counsel for Quintero & Lusk, P.S."),
			},
		}}

	emails := doc{name: "Email re extension of tolling agreement.pdf", font: "Helvetica", size: 10,
		pages: []page{{
			small(l("Erik Sorensen"), 13),
			c("________________________________________________________________________________"),
			ls("From:          Karen Yamato <kyamato@lindellyamato.com>",
				"Sent:          Friday, November 15, 2024 4:41 PM",
				"To:            Erik Sorensen <esorensen@sorensenpike.com>",
				"Cc:            Trevor Achebe <tachebe@lindellyamato.com>",
				"Subject:       RE: Harwell / Q&L - extension of tolling agreement"),
			gap(),
			ls("Erik,", "",
				"Q&L agrees to extend the Tolling Period through March 31, 2025 on the same terms. I will circulate a",
				"one-paragraph amendment on Monday for signature by counsel, as section 4 requires.", "",
				"Karen", "",
				"Karen M. Yamato | Partner | Lindell Yamato LLP | 206.555.0148"),
			gap(),
			ls("From: Erik Sorensen <esorensen@sorensenpike.com>",
				"Sent: Wednesday, November 13, 2024 9:12 AM",
				"To: Karen Yamato <kyamato@lindellyamato.com>",
				"Subject: Harwell / Q&L - extension of tolling agreement"),
			gap(),
			ls("Karen,", "",
				"The tolling period under our agreement ends December 31, 2024. Our forensic accountant's report will not be",
				"final until February 14, 2025. Will your client agree to extend the Tolling Period through March 31, 2025?", "",
				"Regards,", "Erik", "",
				"Erik T. Sorensen | Sorensen Pike PLLC | 1201 Third Avenue, Suite 2900 | Seattle, WA 98101 | 206.555.0172"),
			gap(),
			small(p("CONFIDENTIALITY NOTICE: This email and any attachments are confidential and may be protected by the attorney-client privilege or work product doctrine. If you are not the intended recipient, please notify the sender and delete this message."), 8),
			gap(),
			small(r("1"), 8),
		}}}

	return matterSpec{
		name: "harwell-v-quintero-lusk", title: "Harwell Orchards, Inc. / Quintero & Lusk, P.S. (pre-suit accounting malpractice claim)", heldOut: true,
		firstSight: &Figures{PartyTruth: 13, PartyFound: 13, PartyCorrect: 11, EventTruth: 22, EventHits: 22, Grounded: 1}, // at 8a56754
		docs:       []doc{demand, reply, tolling, emails},
		parties: []Party{
			{"Harwell Orchards, Inc.", "party"},
			{"Quintero & Lusk, P.S.", "party"},
			{"Quintero & Lusk, P.S.", "recipient"},
			{"Miguel A. Quintero", "recipient"},
			{"Gretchen Harwell", "recipient"},
			{"Erik T. Sorensen", "counsel"},
			{"Erik T. Sorensen", "sender"},
			{"Erik T. Sorensen", "recipient"},
			{"Karen M. Yamato", "counsel"},
			{"Karen M. Yamato", "sender"},
			{"Karen M. Yamato", "recipient"},
			{"Trevor Achebe", "recipient"},
		},
		events: []Event{
			{"2024-04-17", "Sorensen Pike demand letter 2024-04-17.pdf", 1},
			{"2021-03-03", "Sorensen Pike demand letter 2024-04-17.pdf", 1},
			{"2021-01-14", "Sorensen Pike demand letter 2024-04-17.pdf", 1},
			{"2023-09-15", "Sorensen Pike demand letter 2024-04-17.pdf", 1},
			{"2024-02-12", "Sorensen Pike demand letter 2024-04-17.pdf", 1},
			{"2024-05-17", "Sorensen Pike demand letter 2024-04-17.pdf", 2},
			{"2024-05-14", "Lindell Yamato reply 2024-05-14.pdf", 1},
			{"2024-04-17", "Lindell Yamato reply 2024-05-14.pdf", 1},
			{"2021-03-03", "Lindell Yamato reply 2024-05-14.pdf", 1},
			{"2023-10-02", "Lindell Yamato reply 2024-05-14.pdf", 1},
			{"2024-06-03", "Lindell Yamato reply 2024-05-14.pdf", 1},
			{"2024-12-31", "Lindell Yamato reply 2024-05-14.pdf", 1},
			{"2024-06-03", "Tolling and Standstill Agreement.pdf", 1},
			{"2024-04-17", "Tolling and Standstill Agreement.pdf", 1},
			{"2024-12-31", "Tolling and Standstill Agreement.pdf", 1},
			{"2024-06-03", "Tolling and Standstill Agreement.pdf", 2},
			{"2024-06-04", "Tolling and Standstill Agreement.pdf", 2},
			{"2024-11-15", "Email re extension of tolling agreement.pdf", 1},
			{"2025-03-31", "Email re extension of tolling agreement.pdf", 1},
			{"2024-11-13", "Email re extension of tolling agreement.pdf", 1},
			{"2024-12-31", "Email re extension of tolling agreement.pdf", 1},
			{"2025-02-14", "Email re extension of tolling agreement.pdf", 1},
		},
	}
}
