package sealed

import "pramaan/brief/truth"

// An English debt dispute settled before issue: a solicitors' letter of
// claim under the Pre-Action Protocol for Debt Claims (the protocol's
// "Information Sheet and Reply Form" enclosed, a 30-day reply period), the
// debtor's own handwritten-style reply, her solicitors' "WITHOUT PREJUDICE
// SAVE AS TO COSTS" offer letter, and the deed of settlement that ends it
// (parties numbered with company number and registered office, defined
// terms "the Company" and "the Settlement Sum", recitals, execution blocks
// "Executed as a deed by ... acting by ... a director, in the presence of"
// with witnesses). A4, dates day first.
func init() { specs = append(specs, marchbanks) }

func marchbanks() spec {
	claim := doc{name: "Letter of Claim 02.07.2024.pdf", font: "Helvetica", size: 10, paper: "A4",
		footer: "Rathbone Ellery LLP, 40 Queen Square, Bristol BS1 4QP. Authorised and regulated by the SRA (No. 655021).",
		pages: []page{
			{
				bold(r("RATHBONE ELLERY")), r("SOLICITORS"), r("40 Queen Square, Bristol BS1 4QP"), r("0117 496 0721"), gap(),
				ls("Mrs O J Marchbanks", "The Old Forge", "Church Lane", "Clevedon", "North Somerset BS21 7AH", "",
					"Our ref: CE/GKI/1042", "Date: 2 July 2024", "", "BY FIRST CLASS POST AND EMAIL"), gap(),
				l("Dear Mrs Marchbanks"), gap(),
				lb("LETTER OF CLAIM: Gilchrist Kemble Interiors Limited - Invoice GK-2291 - GBP 24,380.00"), gap(),
				p("We act for Gilchrist Kemble Interiors Limited (\"our client\"). This letter is sent in accordance with the Pre-Action Protocol for Debt Claims."),
				p("Under a written quotation accepted by you on 19 January 2024 our client designed, supplied and fitted a kitchen and boot room at The Old Forge. The works were completed on 26 April 2024 and our client's invoice GK-2291 dated 29 April 2024 for the balance of GBP 24,380.00 fell due on 29 May 2024. It remains unpaid."),
				p("We enclose an Information Sheet and a Reply Form. Please complete and return the Reply Form within 30 days of the date of this letter, that is by 1 August 2024. If you do not, our client may start court proceedings against you without further notice, and will seek interest under section 69 of the County Courts Act 1984 and its costs."),
				ls("Yours sincerely", "", "Cressida Ellery", "Associate Solicitor", "for Rathbone Ellery LLP", "", "Enc. Information Sheet; Reply Form; copy invoice GK-2291"),
			},
		}}

	reply := doc{name: "Reply from Mrs Marchbanks 15.07.2024.pdf", font: "Times", size: 12, paper: "A4",
		pages: []page{{
			r("The Old Forge"), r("Church Lane"), r("Clevedon BS21 7AH"), gap(), r("15th July 2024"), gap(),
			ls("Ms C Ellery", "Rathbone Ellery", "40 Queen Square", "Bristol BS1 4QP"), gap(),
			l("Your ref CE/GKI/1042"), gap(),
			l("Dear Ms Ellery,"), gap(),
			p("Thank you for your letter of 2nd July. I enclose the Reply Form. I dispute the debt. The boot room cabinets were fitted out of square and two of the oak doors have split; Mr Gilchrist saw them himself when he came on 10th May 2024 and promised to replace them, but nobody has come back. I have paid GBP 31,000 already."),
			p("I am taking legal advice and my solicitors, Tilney & Crewe, will write to you."),
			ls("Yours sincerely,", "", "Ottoline Marchbanks"),
		}}}

	wp := doc{name: "Tilney & Crewe WP letter 06.08.2024.pdf", font: "Times", size: 11, paper: "A4",
		footer: "Tilney & Crewe Solicitors, 8 Hill Road, Clevedon BS21 7NE | SRA No. 402288",
		pages: []page{{
			cb("TILNEY & CREWE"), c("SOLICITORS"), gap(),
			lb("WITHOUT PREJUDICE SAVE AS TO COSTS"), gap(),
			ls("Rathbone Ellery LLP", "40 Queen Square", "Bristol BS1 4QP", "For the attention of Ms Cressida Ellery", "",
				"Your ref: CE/GKI/1042", "Our ref: AT/MARCH/01", "6 August 2024"), gap(),
			l("Dear Sirs"), gap(),
			lb("Your client: Gilchrist Kemble Interiors Limited / Our client: Mrs Ottoline Marchbanks"), gap(),
			p("We are instructed by Mrs Marchbanks, who sent you her Reply Form on 15 July 2024. Our client's surveyor inspected the boot room on 30 July 2024 and puts the cost of remedying the defective cabinetry at GBP 5,630 plus VAT."),
			p("Without admission of liability, and in full and final settlement, our client offers to pay your client GBP 18,750 within 28 days of a signed settlement, each party to bear its own costs. This offer is open for 21 days, until 27 August 2024, and is made with the intention that it may be drawn to the court's attention on the question of costs."),
			ls("Yours faithfully", "", "Ambrose Tilney", "Partner", "Tilney & Crewe"),
		}}}

	deed := doc{name: "Deed of Settlement.pdf", font: "Times", size: 11, paper: "A4", footer: "%d",
		pages: []page{
			{
				cb("THIS DEED OF SETTLEMENT is dated 23 September 2024"), gap(),
				lb("PARTIES"),
				p("(1) GILCHRIST KEMBLE INTERIORS LIMITED incorporated and registered in England and Wales with company number 08813742 whose registered office is at Unit 7, Avonside Works, Feeder Road, Bristol BS2 0SB (the \"Company\"); and"),
				p("(2) OTTOLINE JANE MARCHBANKS of The Old Forge, Church Lane, Clevedon BS21 7AH (\"Mrs Marchbanks\")."),
				lb("BACKGROUND"),
				p("(A) The Company carried out works at The Old Forge under a quotation accepted on 19 January 2024 (the \"Works\") and claims GBP 24,380.00 under invoice GK-2291 dated 29 April 2024."),
				p("(B) Mrs Marchbanks disputes the claim. The parties have agreed to settle it on the terms of this deed."),
				lb("AGREED TERMS"),
				p("1. Mrs Marchbanks shall pay the Company GBP 18,750 (the \"Settlement Sum\") by bank transfer no later than 31 October 2024."),
				p("2. The Company shall, by 15 November 2024, replace the two split oak doors of the boot room at its own cost."),
				p("3. This deed is in full and final settlement of all claims arising out of the Works. Each party shall bear its own costs."),
				p("4. This deed is governed by the law of England and Wales."),
			},
			{
				p("This document has been executed as a deed and is delivered and takes effect on the date stated at the beginning of it."),
				gap(),
				row([]float64{0.55, 0.45}, "Executed as a deed by GILCHRIST KEMBLE INTERIORS LIMITED acting by Alistair Gilchrist, a director, in the presence of:", "______________________\nDirector"),
				row([]float64{0.55, 0.45}, "Witness signature: ____________\nName: Fiona Radstock\nAddress: 12 Cotham Hill, Bristol BS6 6LA\nOccupation: Office manager", ""),
				gap(),
				row([]float64{0.55, 0.45}, "Signed as a deed by OTTOLINE JANE MARCHBANKS in the presence of:", "______________________\nOttoline Jane Marchbanks"),
				row([]float64{0.55, 0.45}, "Witness signature: ____________\nName: Peregrine Ashby\nAddress: 3 Elton Road, Clevedon BS21 7RA\nOccupation: Retired teacher", ""),
			},
		}}

	return spec{
		name: "gilchrist-kemble-v-marchbanks-pre-action", title: "Gilchrist Kemble Interiors Ltd / Marchbanks (English pre-action debt claim and deed of settlement)",
		firstSight: &truth.Figures{PartyTruth: 9, PartyFound: 9, PartyCorrect: 4, EventTruth: 17, EventHits: 17, Grounded: 1}, // at commit 31ea078
		docs:       []doc{claim, reply, wp, deed},
		parties: []truth.Party{
			{Name: "Gilchrist Kemble Interiors Limited", Role: "party"},
			{Name: "Ottoline Jane Marchbanks", Role: "party"},
			{Name: "Cressida Ellery", Role: "counsel"},
			{Name: "Cressida Ellery", Role: "sender"},
			{Name: "Cressida Ellery", Role: "recipient"},
			{Name: "Ottoline Jane Marchbanks", Role: "recipient"},
			{Name: "Ottoline Jane Marchbanks", Role: "sender"},
			{Name: "Ambrose Tilney", Role: "counsel"},
			{Name: "Ambrose Tilney", Role: "sender"},
		},
		events: []truth.Event{
			{Date: "2024-07-02", File: "Letter of Claim 02.07.2024.pdf", Page: 1},
			{Date: "2024-01-19", File: "Letter of Claim 02.07.2024.pdf", Page: 1},
			{Date: "2024-04-26", File: "Letter of Claim 02.07.2024.pdf", Page: 1},
			{Date: "2024-04-29", File: "Letter of Claim 02.07.2024.pdf", Page: 1},
			{Date: "2024-05-29", File: "Letter of Claim 02.07.2024.pdf", Page: 1},
			{Date: "2024-08-01", File: "Letter of Claim 02.07.2024.pdf", Page: 1},
			{Date: "2024-07-15", File: "Reply from Mrs Marchbanks 15.07.2024.pdf", Page: 1},
			{Date: "2024-05-10", File: "Reply from Mrs Marchbanks 15.07.2024.pdf", Page: 1},
			{Date: "2024-08-06", File: "Tilney & Crewe WP letter 06.08.2024.pdf", Page: 1},
			{Date: "2024-07-15", File: "Tilney & Crewe WP letter 06.08.2024.pdf", Page: 1},
			{Date: "2024-07-30", File: "Tilney & Crewe WP letter 06.08.2024.pdf", Page: 1},
			{Date: "2024-08-27", File: "Tilney & Crewe WP letter 06.08.2024.pdf", Page: 1},
			{Date: "2024-09-23", File: "Deed of Settlement.pdf", Page: 1},
			{Date: "2024-01-19", File: "Deed of Settlement.pdf", Page: 1},
			{Date: "2024-04-29", File: "Deed of Settlement.pdf", Page: 1},
			{Date: "2024-10-31", File: "Deed of Settlement.pdf", Page: 1},
			{Date: "2024-11-15", File: "Deed of Settlement.pdf", Page: 1},
		},
	}
}
