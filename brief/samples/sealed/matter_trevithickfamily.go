package sealed

import "pramaan/brief/truth"

// A contested financial remedy application in the Family Court sitting at
// Bristol, carried from the financial statements to a final order, A4:
// the husband's Form E (the form's heading and case boxes, numbered
// questions with answers beside them, dd/mm/yyyy dates, a property table
// with a valuation and a mortgage, a pension with its cash equivalent, the
// statement of truth); the order made at the financial dispute resolution
// appointment on the standard order's layout ("Order made by District Judge
// ... sitting in private", "The parties", "Representation" with counsel
// "instructed by" solicitors, recitals, "IT IS ORDERED THAT", "by 4pm on",
// the final hearing listed before a different judge); the wife's
// solicitors' open proposal letter to the husband's solicitors signed in
// the firm's name with a copy to counsel; and the final financial remedy
// order after a two-day final hearing (the evidence heard, a lump sum, a
// pension sharing order and a clean break).
//
// Conventions of this truth: the applicant wife is a petitioner and the
// respondent husband a respondent; both, and the single joint expert, are
// witnesses, as the final order records their evidence; the counsel the
// orders record are counsel; each district judge is keyed by the surname the
// order prints; the letter's signing firm is its sender, the firm it is
// addressed to its recipient, and the counsel copied a recipient too; the
// Form E's statement of truth gives its maker no role; the children, the
// husband's company, the estate agents, the building society and the
// pension provider have no role.
func init() { specs = append(specs, trevithickFamily) }

func trevithickFamily() spec {
	kv := []float64{0.08, 0.42, 0.50}
	formE := doc{name: "Form E (Respondent).pdf", font: "Helvetica", size: 9.5, paper: "A4",
		footer: "Form E Financial Statement for a financial order   (04.24)   Page %d of %t", footerAlign: "L",
		pages: []page{
			{
				row([]float64{0.62, 0.38}, "Form E\nFinancial Statement\nfor a financial order (Matrimonial Causes Act 1973/Civil Partnership Act 2004) or for financial relief after an overseas divorce etc.", "Name of court: Family Court sitting at Bristol\nCase No.: BS24F00312\nName of Applicant: Helena Margaret Trevithick\nName of Respondent: Marcus David Trevithick"),
				row([]float64{1}, "This statement is filed by  [ ] Applicant  [X] Respondent"),
				rule(),
				lb("Part 1 General information"),
				row(kv, "1.1", "Your full name", "Marcus David Trevithick"),
				row(kv, "1.2", "Your date of birth", "14/03/1979"),
				row(kv, "1.3", "Date of the marriage", "22/07/2006"),
				row(kv, "1.4", "Date of the separation", "30/09/2023"),
				row(kv, "1.5", "Date of the divorce application", "11/01/2024"),
				row(kv, "1.6", "Date of the conditional order / final order", "Conditional order 28/05/2024; no final order yet"),
				row(kv, "1.7", "Your occupation", "Director, Trevithick Marine Engineering Ltd"),
				row(kv, "1.11", "Your present residence and its occupants", "Flat 3, 41 Cumberland Road, Bristol BS1 6UW; living alone"),
				row(kv, "1.12", "Details of the children (names only)", "Isla (aged 14) and Finn (aged 11), living with the Applicant"),
				gap(),
				lb("Part 2 Financial details - 2.1 Property"),
				bold(row([]float64{0.40, 0.20, 0.20, 0.20}, "Property", "Value", "Mortgage", "Your share")),
				row([]float64{0.40, 0.20, 0.20, 0.20}, "The Old Chapel, 12 Kingsdown Parade, Bristol BS6 5UD (joint names; valuation by Chisholm Avery Estate Agents dated 02/04/2024)", "£785,000", "£212,400 (Severn Vale Building Society)", "£286,300"),
				gap(),
				lb("2.13 Pension arrangements"),
				row([]float64{0.40, 0.30, 0.30}, "Hartcliffe Life Self-Invested Personal Pension, plan HL-0098231", "Cash equivalent: £412,300", "As at 15/03/2024"),
				gap(),
				lb("2.10 Business interests"),
				p("I own 80 per cent of the issued shares of Trevithick Marine Engineering Ltd (company no. 06619042). The other 20 per cent is held by my brother. I have not had the shares valued; the company's accounts for the year ended 31/12/2023 show net assets of £1,020,000."),
			},
			{
				lb("Part 4 Other information"),
				row(kv, "4.1", "Significant changes in assets or income in the last 12 months", "The company lost its contract with a ferry operator on 01/11/2023; my dividends for 2024 will be about half those for 2023."),
				row(kv, "4.2", "Contributions to the family", "I was the main earner throughout the marriage. The Applicant worked part time as a physiotherapist after the children were born."),
				gap(),
				lb("Statement of truth"),
				p("I believe that the facts stated in this form and any continuation sheets are true. I understand that proceedings for contempt of court may be brought against anyone who makes, or causes to be made, a false statement in a document verified by a statement of truth without an honest belief in its truth."),
				ls("Signed: /s/ Marcus David Trevithick", "Full name: Marcus David Trevithick", "Date: 26/04/2024"),
			},
		}}

	head := func() []block {
		return []block{
			row([]float64{0.6, 0.4}, "IN THE FAMILY COURT\nSITTING AT BRISTOL", "Case No: BS24F00312"), gap(),
			l("IN THE MATTER OF THE MATRIMONIAL CAUSES ACT 1973"), gap(),
			l("BETWEEN:"),
			cb("HELENA MARGARET TREVITHICK"), r("Applicant"), c("- and -"), cb("MARCUS DAVID TREVITHICK"), r("Respondent"), rule(),
		}
	}

	fdr := doc{name: "Order at FDR Appointment.pdf", font: "Times", size: 11, paper: "A4",
		pages: []page{
			with(head(), []block{
				cb("ORDER MADE AT A FINANCIAL DISPUTE RESOLUTION APPOINTMENT"), gap(),
				p("Order made by District Judge Lambourne sitting in private on 9 October 2024 at the Family Court sitting at Bristol, Bristol Civil and Family Justice Centre, 2 Redcliff Street, Bristol BS1 6GR."),
				lb("The parties"),
				p("The applicant is Helena Margaret Trevithick. The respondent is Marcus David Trevithick."),
				lb("Representation"),
				p("The applicant was represented by Ms Priya Ramaswamy-Hale, counsel, instructed by Cotham Lowe LLP. The respondent was represented by Mr Oliver Tresidder, counsel, instructed by Brunel Faraday Solicitors."),
				lb("Recitals"),
				p("1. This was a financial dispute resolution appointment. No agreement was reached."),
				p("2. The single joint expert, Ms Gwendolyn Ashby-Rhodes FCCA, valued the respondent's shareholding in Trevithick Marine Engineering Ltd at £1,140,000 in her report dated 3 July 2024. The respondent wishes to put written questions to her."),
				p("3. The court indicated a view on the likely outcome, which is not recorded in this order."),
				lb("IT IS ORDERED THAT:"),
				p("1. By 4pm on 23 October 2024 the respondent may put written questions to the single joint expert, who shall answer them by 4pm on 20 November 2024."),
				p("2. By 4pm on 6 November 2024 each party shall file and serve an open proposal for settlement."),
				p("3. The application is listed for a final hearing, with a time estimate of 2 days, before a District Judge other than District Judge Lambourne, on 10 February 2025 at 10am. The single joint expert shall attend to give oral evidence."),
				p("4. Costs in the application."),
				gap(),
				l("Dated 9 October 2024"),
			}),
		}}

	letter := doc{name: "Open Proposal Letter from Cotham Lowe LLP.pdf", font: "Helvetica", size: 10, paper: "A4",
		footer: "Cotham Lowe LLP is authorised and regulated by the Solicitors Regulation Authority (SRA No. 702115).", footerAlign: "C",
		pages: []page{
			{
				lb("COTHAM LOWE LLP"), l("Family Law Solicitors  |  8 Whiteladies Road, Bristol BS8 1PD  |  DX 7811 Bristol"), rule(),
				row([]float64{0.5, 0.5}, "Brunel Faraday Solicitors\n14 Queen Square\nBristol BS1 4NT", "Our ref: CL/HMT/5562\nYour ref: BF/MDT/0291\nDate: 6 November 2024"),
				gap(),
				l("By email only"), gap(),
				l("Dear Sirs"), gap(),
				lb("Trevithick v Trevithick - Case No. BS24F00312 - OPEN PROPOSAL"),
				p("As directed by paragraph 2 of the order of District Judge Lambourne dated 9 October 2024, we set out our client's open proposal for the resolution of her financial remedy application. It is made openly and may be placed before the court at the final hearing listed for 10 February 2025."),
				p("1. The Old Chapel, 12 Kingsdown Parade, shall be transferred to our client, who will take over the mortgage and secure your client's release from the covenants within six months."),
				p("2. Your client shall pay our client a lump sum of £520,000 by 31 May 2025, to be funded from his shareholding in Trevithick Marine Engineering Ltd, which he retains."),
				p("3. A pension sharing order shall be made against your client's Hartcliffe Life SIPP providing our client with 40 per cent of its cash equivalent, which was £412,300 as at 15 March 2024."),
				p("4. Spousal periodical payments of £1,500 per month until 31 March 2028, with a bar on extension under section 28(1A), and child periodical payments in line with the Child Maintenance Service formula."),
				p("Our client's proposal reflects the needs of the children, who will remain with her in the family home, and the disparity in the parties' earning capacities. We look forward to receiving your client's proposal by 4pm today, as the order requires."),
				p("Yours faithfully"), gap(),
				l("/s/ Cotham Lowe LLP"), l("Cotham Lowe LLP"), gap(),
				l("cc: Ms Priya Ramaswamy-Hale, counsel for the applicant (by email)"),
			},
		}}

	final := doc{name: "Final Financial Remedy Order.pdf", font: "Times", size: 11, paper: "A4",
		pages: []page{
			with(head(), []block{
				cb("FINANCIAL REMEDY ORDER"), gap(),
				p("Order made by District Judge Hannaford sitting in private on 12 February 2025 at the Family Court sitting at Bristol, after a final hearing on 10-11 February 2025."),
				lb("Representation"),
				p("The applicant was represented by Ms Priya Ramaswamy-Hale, counsel, instructed by Cotham Lowe LLP. The respondent was represented by Mr Oliver Tresidder, counsel, instructed by Brunel Faraday Solicitors."),
				lb("Recitals"),
				p("1. The court heard oral evidence from the applicant, the respondent and the single joint expert, Ms Gwendolyn Ashby-Rhodes FCCA, and read the bundle and both parties' open proposals dated 6 November 2024. Judgment was given orally on 12 February 2025."),
				p("2. The parties agree that this order is made in full and final satisfaction of all their claims for financial provision against each other and that the respondent will pay the school fees of both children until each completes secondary education."),
				lb("IT IS ORDERED THAT (with effect from the making of a final order of divorce):"),
				p("1. The respondent shall transfer to the applicant all his legal and beneficial interest in The Old Chapel, 12 Kingsdown Parade, Bristol BS6 5UD, by 4pm on 12 May 2025, subject to the mortgage."),
				p("2. The respondent shall pay to the applicant a lump sum of £485,000 by 4pm on 12 May 2025."),
				p("3. Provision is to be made in favour of the applicant by means of a pension sharing order in accordance with the annex to this order, of 38 per cent of the cash equivalent of the respondent's rights in the Hartcliffe Life Self-Invested Personal Pension."),
				p("4. Upon compliance with paragraphs 1 and 2, the parties' claims against each other for periodical payments, secured provision, lump sums, property adjustment and pension sharing and attachment orders shall be dismissed, and neither party shall be entitled to apply under the Inheritance (Provision for Family and Dependants) Act 1975 against the other's estate."),
				p("5. No order as to costs."),
				gap(),
				l("Dated 12 February 2025"),
			}),
		}}

	const (
		fe = "Form E (Respondent).pdf"
		ff = "Order at FDR Appointment.pdf"
		fl = "Open Proposal Letter from Cotham Lowe LLP.pdf"
		fo = "Final Financial Remedy Order.pdf"
	)
	return spec{
		name:       "trevithick-v-trevithick-financial-remedy-bristol",
		title:      "Trevithick v Trevithick (Family Court at Bristol, BS24F00312), contested financial remedy from Form E to final order",
		firstSight: &truth.Figures{PartyTruth: 12, PartyFound: 14, PartyCorrect: 9, EventTruth: 25, EventHits: 25, Grounded: 1}, // at commit cb2ba8b
		docs:       []doc{formE, fdr, letter, final},
		parties: []truth.Party{
			{Name: "Helena Margaret Trevithick", Role: "petitioner"}, // the applicant
			{Name: "Helena Margaret Trevithick", Role: "witness"},
			{Name: "Marcus David Trevithick", Role: "respondent"},
			{Name: "Marcus David Trevithick", Role: "witness"},
			{Name: "Gwendolyn Ashby-Rhodes", Role: "witness"}, // the single joint expert
			{Name: "Priya Ramaswamy-Hale", Role: "counsel"},
			{Name: "Priya Ramaswamy-Hale", Role: "recipient"}, // copied on the open proposal
			{Name: "Oliver Tresidder", Role: "counsel"},
			{Name: "Lambourne", Role: "judge"},
			{Name: "Hannaford", Role: "judge"},
			{Name: "Cotham Lowe LLP", Role: "sender"},
			{Name: "Brunel Faraday Solicitors", Role: "recipient"},
		},
		events: []truth.Event{
			{Date: "2006-07-22", File: fe, Page: 1},
			{Date: "2023-09-30", File: fe, Page: 1},
			{Date: "2024-01-11", File: fe, Page: 1},
			{Date: "2024-05-28", File: fe, Page: 1},
			{Date: "2024-04-02", File: fe, Page: 1},
			{Date: "2024-03-15", File: fe, Page: 1},
			{Date: "2023-12-31", File: fe, Page: 1},
			{Date: "2023-11-01", File: fe, Page: 2},
			{Date: "2024-04-26", File: fe, Page: 2},
			{Date: "2024-10-09", File: ff, Page: 1},
			{Date: "2024-07-03", File: ff, Page: 1},
			{Date: "2024-10-23", File: ff, Page: 1},
			{Date: "2024-11-20", File: ff, Page: 1},
			{Date: "2024-11-06", File: ff, Page: 1},
			{Date: "2025-02-10", File: ff, Page: 1},
			{Date: "2024-11-06", File: fl, Page: 1},
			{Date: "2024-10-09", File: fl, Page: 1},
			{Date: "2025-02-10", File: fl, Page: 1},
			{Date: "2025-05-31", File: fl, Page: 1},
			{Date: "2024-03-15", File: fl, Page: 1},
			{Date: "2028-03-31", File: fl, Page: 1},
			{Date: "2025-02-12", File: fo, Page: 1},
			{Date: "2025-02-10", File: fo, Page: 1}, // the final hearing, by its first day
			{Date: "2024-11-06", File: fo, Page: 1},
			{Date: "2025-05-12", File: fo, Page: 1},
		},
	}
}
