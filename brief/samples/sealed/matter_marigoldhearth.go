package sealed

import "pramaan/brief/truth"

// A US commercial dispute settled before suit (Ohio counsel for the buyer,
// a Michigan maker): a wholesale bakery's counsel's demand letter to the
// maker of a tunnel oven that failed after installation (by email and
// certified mail, "Re:" block, a chronology, warranty and UCC claims, a
// deadline, "cc:" the client), the maker's general
// counsel's response on its letterhead (denials, a counter-offer "for
// settlement purposes only, subject to FRE 408"), an email chain printed
// from Outlook (From/Sent/To/Cc/Subject headers, replies quoted below, a
// signature block with phone and disclaimer), and the settlement agreement
// and mutual release (recitals, defined terms, payment schedule, release,
// no admission, Ohio law, signature blocks "By: / Name: / Title: / Date:"
// side by side).
func init() { specs = append(specs, marigoldHearth) }

func marigoldHearth() spec {
	lh := []block{cb("ADEBAYO STEIN LLC"), c("Attorneys at Law"), c("250 West Street, Suite 700  |  Columbus, Ohio 43215  |  (614) 555-0137"), rule()}

	demand := doc{name: "Demand Letter.pdf", font: "Times", size: 11.5,
		pages: []page{
			with(lh, []block{
				l("Rebecca N. Adebayo-Stein"), l("Direct: (614) 555-0139  |  radebayo@adebayostein.example"), gap(),
				l("June 24, 2024"), gap(),
				l("VIA EMAIL AND CERTIFIED MAIL, RETURN RECEIPT REQUESTED"), gap(),
				ls("Mr. Martin P. Kjellberg", "General Counsel", "Thermacore Baking Systems, LLC", "8800 Industrial Parkway", "Holland, Michigan 49423"), gap(),
				ls("Re:   Marigold Hearth Bakery, Inc. / Thermacore TX-90 Tunnel Oven", "        Purchase Order No. MHB-2023-0412; Serial No. TX90-23-0177"), gap(),
				l("Dear Mr. Kjellberg:"), gap(),
				p("This firm represents Marigold Hearth Bakery, Inc. (\"Marigold\") of Grove City, Ohio. I write to demand that Thermacore Baking Systems, LLC (\"Thermacore\") compensate Marigold for the failure of the TX-90 tunnel oven it sold and installed."),
				p("Marigold ordered the oven on May 9, 2023 for $684,500, relying on Thermacore's written specification of 2,400 pounds of finished bread per hour at a uniform bake. Thermacore completed installation on November 20, 2023. From the first week the oven's burner management system tripped repeatedly, and the bake across the belt varied by as much as 40 degrees. Thermacore's technicians attended on December 5, 2023, January 16, 2024 and March 27, 2024 without curing the problem. On April 8, 2024 the main burner controller failed outright and the line was down for eleven days."),
				p("Marigold lost its supply contract with a regional grocery chain on May 1, 2024 as a direct result. Its documented losses are $1,126,000: scrapped product, overtime, the rental of a co-packer, and eighteen months of lost margin under the grocery contract."),
				p("Thermacore breached the express warranty in Section 9 of its Terms of Sale and the implied warranties under Ohio Rev. Code 1302.27 and 1302.28. Unless Thermacore confirms in writing by July 15, 2024 that it will pay this amount, Marigold will file suit without further notice. Please preserve all documents relating to the oven, including controller logs and service reports."),
			}),
			{
				l("Mr. Martin P. Kjellberg"), l("June 24, 2024"), l("Page 2"), gap(),
				p("Nothing in this letter waives any of Marigold's rights or remedies, all of which are expressly reserved."),
				l("Very truly yours,"), gap(),
				ls("/s/ Rebecca N. Adebayo-Stein", "Rebecca N. Adebayo-Stein"), gap(),
				l("cc:   Danielle Vu-Hartigan, President, Marigold Hearth Bakery, Inc. (via email)"),
			},
		}}

	resp := doc{name: "Response Letter.pdf", font: "Helvetica", size: 10.5,
		footer: "Thermacore Baking Systems, LLC  |  8800 Industrial Parkway, Holland, MI 49423  |  thermacore.example",
		pages: []page{
			{cb("THERMACORE BAKING SYSTEMS"), c("Office of the General Counsel"), rule(),
				l("July 12, 2024"), gap(),
				l("Via email: radebayo@adebayostein.example"), gap(),
				ls("Rebecca N. Adebayo-Stein, Esq.", "Adebayo Stein LLC", "250 West Street, Suite 700", "Columbus, Ohio 43215"), gap(),
				l("Re:   Marigold Hearth Bakery, Inc. - TX-90 Serial No. TX90-23-0177"), gap(),
				l("Dear Ms. Adebayo-Stein:"), gap(),
				p("I have your letter of June 24, 2024. Thermacore does not accept Marigold's account of events or its claim."),
				p("Thermacore's service records show that the burner trips in December 2023 and January 2024 were caused by gas pressure at the building supply falling below the oven's stated minimum, a matter within Marigold's responsibility under Section 4 of the Terms of Sale. The controller that failed on April 8, 2024 was replaced under warranty at no charge on April 19, 2024, and the oven has run within specification since. Section 11 of the Terms of Sale excludes consequential damages, including lost profits, and limits Thermacore's liability to repair or replacement."),
				p("Without prejudice, for settlement purposes only and subject to Federal Rule of Evidence 408 and Ohio Evid. R. 408, Thermacore is prepared to offer $95,000, a two-year extended service agreement on the oven, and a burner-management retrofit at no charge, in full settlement of all claims. This offer remains open until August 2, 2024."),
				gap(),
				l("Sincerely,"), gap(),
				ls("/s/ Martin P. Kjellberg", "Martin P. Kjellberg", "General Counsel"),
			},
		}}

	em := func(from, sent, to, cc, subj string) block {
		return ls("From: "+from, "Sent: "+sent, "To: "+to, "Cc: "+cc, "Subject: "+subj)
	}
	emails := doc{name: "Email Chain.pdf", font: "Helvetica", size: 10,
		pages: []page{
			{
				lb("Oscar T. Pineda"), rule(),
				em("Martin P. Kjellberg <mkjellberg@thermacore.example>", "Friday, August 16, 2024 4:52 PM", "Rebecca N. Adebayo-Stein <radebayo@adebayostein.example>", "Sheila M. Brandvold <sbrandvold@thermacore.example>", "RE: Marigold / Thermacore - settlement"),
				gap(),
				p("Rebecca - Thermacore accepts $265,000 payable in three installments, with the retrofit and the service agreement as discussed, and mutual releases. I will circulate a draft agreement on Monday. Sheila will handle the payment mechanics on our side."),
				ls("Martin", "", "Martin P. Kjellberg | General Counsel | Thermacore Baking Systems, LLC | (616) 555-0190"),
				small(p("This message may contain confidential and privileged information. If you received it in error, please notify the sender and delete it."), 8),
				rule(),
				em("Rebecca N. Adebayo-Stein <radebayo@adebayostein.example>", "Wednesday, August 14, 2024 11:08 AM", "Martin P. Kjellberg <mkjellberg@thermacore.example>", "Danielle Vu-Hartigan <dvh@marigoldhearth.example>; Oscar T. Pineda <opineda@adebayostein.example>", "RE: Marigold / Thermacore - settlement"),
				gap(),
				p("Martin - Following our call of August 9, my client will accept $265,000, paid in three equal installments by the end of the year, together with the retrofit and a two-year service agreement, in exchange for mutual releases. This is for settlement purposes only, subject to FRE 408. If we cannot agree by August 23, 2024, we will file in the Franklin County Court of Common Pleas."),
				ls("Rebecca", "", "Rebecca N. Adebayo-Stein | Adebayo Stein LLC | (614) 555-0139"),
				rule(),
				em("Martin P. Kjellberg <mkjellberg@thermacore.example>", "Friday, August 2, 2024 9:30 AM", "Rebecca N. Adebayo-Stein <radebayo@adebayostein.example>", "Sheila M. Brandvold <sbrandvold@thermacore.example>", "Marigold / Thermacore - settlement"),
				gap(),
				p("Rebecca - Our offer of July 12 lapses today. We are willing to keep talking. Are you free for a call next Friday?"),
				ls("Martin"),
			},
		}}

	sig := []float64{0.5, 0.5}
	agreement := doc{name: "Settlement Agreement and Mutual Release.pdf", font: "Times", size: 11,
		footer: "Page %d of %t", footer2: "Confidential", footerAlign: "C",
		pages: []page{
			{cb("SETTLEMENT AGREEMENT AND MUTUAL RELEASE"), gap(),
				p("This Settlement Agreement and Mutual Release (the \"Agreement\") is entered into as of September 6, 2024 (the \"Effective Date\") by and between Marigold Hearth Bakery, Inc., an Ohio corporation (\"Marigold\"), and Thermacore Baking Systems, LLC, a Michigan limited liability company (\"Thermacore\") (each a \"Party\" and together the \"Parties\")."),
				cb("RECITALS"),
				p("A. Thermacore sold and installed a TX-90 tunnel oven, Serial No. TX90-23-0177 (the \"Oven\"), at Marigold's plant in Grove City, Ohio, completing installation on November 20, 2023."),
				p("B. By letter dated June 24, 2024, Marigold asserted claims against Thermacore arising from the performance of the Oven (the \"Dispute\"). Thermacore denies liability."),
				p("C. The Parties wish to resolve the Dispute without litigation."),
				cb("AGREEMENT"),
				p("1. Settlement Payment. Thermacore shall pay Marigold $265,000 (the \"Settlement Amount\") by wire in three installments: $88,334 on or before September 20, 2024; $88,333 on or before October 31, 2024; and $88,333 on or before December 16, 2024."),
				p("2. Retrofit and Service. Thermacore shall complete a burner-management retrofit of the Oven by October 25, 2024 at no charge, and shall provide a service agreement for two years from completion of the retrofit."),
				p("3. Mutual Release. Upon receipt of the final installment, each Party releases the other and its officers, members, employees and insurers from all claims arising out of or relating to the Oven or the Dispute, known or unknown, except obligations under this Agreement."),
				p("4. No Admission. This Agreement is a compromise of disputed claims and is not an admission of liability by either Party."),
				p("5. Confidentiality. The terms of this Agreement are confidential, except as required by law or to a Party's auditors, lenders and insurers."),
			},
			{
				p("6. Governing Law. This Agreement is governed by the laws of the State of Ohio. Any action to enforce it shall be brought in the state or federal courts sitting in Franklin County, Ohio."),
				p("7. Entire Agreement; Counterparts. This Agreement is the entire agreement of the Parties on its subject and may be signed in counterparts and by electronic signature."),
				gap(),
				row(sig, "MARIGOLD HEARTH BAKERY, INC.\n\nBy: /s/ Danielle Vu-Hartigan\nName: Danielle Vu-Hartigan\nTitle: President\nDate: September 5, 2024", "THERMACORE BAKING SYSTEMS, LLC\n\nBy: /s/ Sheila M. Brandvold\nName: Sheila M. Brandvold\nTitle: Chief Financial Officer\nDate: September 6, 2024"),
			},
		}}

	const (
		fd = "Demand Letter.pdf"
		fr = "Response Letter.pdf"
		fe = "Email Chain.pdf"
		fa = "Settlement Agreement and Mutual Release.pdf"
	)
	return spec{
		name:       "marigold-hearth-v-thermacore-pre-suit",
		title:      "Marigold Hearth Bakery, Inc. / Thermacore Baking Systems, LLC, pre-suit demand and settlement (tunnel oven)",
		firstSight: &truth.Figures{PartyTruth: 12, PartyFound: 11, PartyCorrect: 11, EventTruth: 28, EventHits: 28, Grounded: 1}, // at commit fe042b5
		docs:       []doc{demand, resp, emails, agreement},
		parties: []truth.Party{
			{Name: "Marigold Hearth Bakery, Inc.", Role: "party"},
			{Name: "Thermacore Baking Systems, LLC", Role: "party"},
			{Name: "Thermacore Baking Systems, LLC", Role: "recipient"}, // the demand's addressee
			{Name: "Rebecca N. Adebayo-Stein", Role: "counsel"},
			{Name: "Rebecca N. Adebayo-Stein", Role: "sender"},
			{Name: "Rebecca N. Adebayo-Stein", Role: "recipient"},
			{Name: "Martin P. Kjellberg", Role: "counsel"},
			{Name: "Martin P. Kjellberg", Role: "sender"},
			{Name: "Martin P. Kjellberg", Role: "recipient"},
			{Name: "Danielle Vu-Hartigan", Role: "recipient"},
			{Name: "Oscar T. Pineda", Role: "recipient"},
			{Name: "Sheila M. Brandvold", Role: "recipient"},
		},
		events: []truth.Event{
			{Date: "2024-06-24", File: fd, Page: 1},
			{Date: "2023-05-09", File: fd, Page: 1},
			{Date: "2023-11-20", File: fd, Page: 1},
			{Date: "2023-12-05", File: fd, Page: 1},
			{Date: "2024-01-16", File: fd, Page: 1},
			{Date: "2024-03-27", File: fd, Page: 1},
			{Date: "2024-04-08", File: fd, Page: 1},
			{Date: "2024-05-01", File: fd, Page: 1},
			{Date: "2024-07-15", File: fd, Page: 1},
			{Date: "2024-06-24", File: fd, Page: 2}, // the continuation heading
			{Date: "2024-07-12", File: fr, Page: 1},
			{Date: "2024-06-24", File: fr, Page: 1},
			{Date: "2024-04-08", File: fr, Page: 1},
			{Date: "2024-04-19", File: fr, Page: 1},
			{Date: "2024-08-02", File: fr, Page: 1},
			{Date: "2024-08-16", File: fe, Page: 1},
			{Date: "2024-08-14", File: fe, Page: 1},
			{Date: "2024-08-23", File: fe, Page: 1},
			{Date: "2024-08-02", File: fe, Page: 1},
			{Date: "2024-09-06", File: fa, Page: 1},
			{Date: "2023-11-20", File: fa, Page: 1},
			{Date: "2024-06-24", File: fa, Page: 1},
			{Date: "2024-09-20", File: fa, Page: 1},
			{Date: "2024-10-31", File: fa, Page: 1},
			{Date: "2024-12-16", File: fa, Page: 1},
			{Date: "2024-10-25", File: fa, Page: 1},
			{Date: "2024-09-05", File: fa, Page: 2},
			{Date: "2024-09-06", File: fa, Page: 2},
		},
	}
}
