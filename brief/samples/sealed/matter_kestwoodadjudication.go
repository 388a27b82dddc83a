package sealed

import "pramaan/brief/truth"

// A statutory construction adjudication in England under the Scheme for
// Construction Contracts, A4: a mechanical and electrical sub-contractor
// claims the sum it applied for in an interim application, saying the main
// contractor's pay less notice was never validly given. The notice of
// adjudication on the sub-contractor's solicitors' letterhead ("Our ref",
// "Contact:", "BY EMAIL AND SPECIAL DELIVERY", "For the attention of", the
// parties with company numbers, the sub-contract, the nature and brief
// description of the dispute, the redress sought, signed in the firm's
// name, the SRA footer); the adjudicator's letter accepting his nomination
// by the RICS and giving directions (his practice's letterhead, "FAO" lines
// for both sides, the timetable under paragraphs 7 and 19 of the Scheme,
// his fee rate); the responding party's response (the "IN THE MATTER OF AN
// ADJUDICATION" heading, the pay less notice and its email, the witness
// statement relied on, signed by the commercial director for the company);
// and the adjudicator's decision (the heading, the RICS reference, the
// documents received with their dates, the witness statements read, the
// contract's notice clause, the decision and its payment date, the fees and
// their allocation, the signature and date).
//
// Conventions of this truth: the referring party is a plaintiff, as a
// claimant is, and the responding party a respondent; the adjudicator is a
// judge, and, as the signer of the letter of acceptance, its sender; that
// letter's addressees (the solicitors' firm and the partner it is for the
// attention of, the responding party and its commercial director) are
// recipients; the notice of adjudication, signed in the firm's name, makes
// the firm its sender and the responding party and its commercial director
// its recipients; the partner named as the firm's contact is counsel; the
// makers of the witness statements the decision records as read are
// declarants; the commercial director who signs the response for his
// company has no role from signing; the RICS, its President and the
// sub-contractor's former employee have no role. A date written in a page's text is an event of that page.
func init() { specs = append(specs, kestwoodAdjudication) }

func kestwoodAdjudication() spec {
	notice := doc{name: "Notice of Adjudication.pdf", font: "Helvetica", size: 10, paper: "A4",
		footer: "Brennock Sayle LLP is a limited liability partnership registered in England and Wales (OC402281).", footer2: "Authorised and regulated by the Solicitors Regulation Authority (SRA No. 622914).", footerAlign: "L",
		pages: []page{
			{
				row([]float64{0.55, 0.45}, "BRENNOCK SAYLE LLP\nSolicitors", "Cornwall Court, 19 Cornwall Street\nBirmingham B3 2DT\nT: 0121 555 0140\nwww.brennocksayle.example"),
				rule(),
				row([]float64{0.55, 0.45}, "Hallam Grange Construction Limited\nGrange House, 9 Kelham Square\nSheffield S3 8RY\n\nFor the attention of: Mr Callum D. Ferrier,\nCommercial Director", "Our ref: ICW/KES/0097\nYour ref: RQB/SUB/M&E\nContact: Imogen Castell-Ward, Partner\nimogen.castell-ward@brennocksayle.example\n\nDate: 17 June 2024"),
				gap(),
				lb("BY EMAIL AND SPECIAL DELIVERY"),
				gap(),
				l("Dear Sirs"),
				lb("Riverside Quarter Block B, Sheffield - Mechanical and Electrical Sub-Contract Works"),
				cb("NOTICE OF ADJUDICATION"),
				c("pursuant to paragraph 1 of Part I of the Scheme for Construction Contracts (England and Wales) Regulations 1998 (as amended)"),
				p("1. We act for Kestwood Mechanical Services Limited (company number 07412288) of Unit 6, Hadley Park East, Telford TF1 6QJ (\"Kestwood\"), the Referring Party. The Responding Party is Hallam Grange Construction Limited (company number 05518834) of Grange House, 9 Kelham Square, Sheffield S3 8RY (\"Hallam Grange\")."),
				p("2. The contract is a JCT Design and Build Sub-Contract 2016 edition, as amended, dated 14 March 2023 (\"the Sub-Contract\"), under which Kestwood agreed to design, supply and install the mechanical and electrical services for Block B of the Riverside Quarter development, Sheffield, for the Sub-Contract Sum of £3,184,000.00. The Sub-Contract contains no adjudication provisions compliant with section 108 of the Housing Grants, Construction and Regeneration Act 1996, and the Scheme applies."),
				lb("Nature and brief description of the dispute"),
				p("3. On 30 April 2024 Kestwood issued Interim Application No. 14, claiming a gross valuation of £2,611,240.00 and a net sum due of £412,886.40. The due date was 7 May 2024 and the final date for payment 28 May 2024. Hallam Grange issued no payment notice and no valid pay less notice. It has paid nothing against Interim Application No. 14."),
				p("4. Hallam Grange contends that it gave a pay less notice by email on 21 May 2024. Kestwood's position is that no such notice was received at the address for notices stated in the Sub-Contract Particulars, and that any notice was in any event given after the latest date permitted by clause 4.10.4 of the Sub-Contract as amended, which requires a pay less notice not later than 10 days before the final date for payment."),
			},
			{
				lb("Redress sought"),
				p("5. Kestwood seeks a decision that: (a) Hallam Grange shall pay Kestwood £412,886.40 plus VAT within 7 days of the decision; (b) Hallam Grange shall pay interest on that sum under the Late Payment of Commercial Debts (Interest) Act 1998 from 28 May 2024 until payment; and (c) Hallam Grange shall bear the adjudicator's fees and expenses."),
				p("6. Kestwood is today applying to the Royal Institution of Chartered Surveyors for the nomination of an adjudicator. It will serve its Referral Notice within 7 days of the date of this notice."),
				gap(),
				l("Yours faithfully"),
				gap(),
				l("Brennock Sayle LLP"),
				gap(),
				l("cc: The Royal Institution of Chartered Surveyors, Dispute Resolution Service (with the application for nomination)"),
			},
		}}

	accept := doc{name: "Adjudicator's Acceptance and Directions.pdf", font: "Times", size: 11, paper: "A4",
		pages: []page{
			{
				cb("FARROW-LYLE DISPUTE RESOLUTION LTD"), c("3 Colmore Circus, Birmingham B4 6BH  |  T: 0121 555 0188"), rule(),
				r("19 June 2024"),
				ls("To:", "Brennock Sayle LLP (for the Referring Party)", "FAO Ms Imogen Castell-Ward", "", "Hallam Grange Construction Limited (Responding Party)", "FAO Mr Callum D. Ferrier"),
				gap(),
				l("By email only"),
				gap(),
				l("Dear Sirs"),
				lb("Adjudication: Kestwood Mechanical Services Limited v Hallam Grange Construction Limited (RICS ref. DRS/ADJ/24/1187)"),
				p("1. I confirm that I was nominated as adjudicator in this dispute by the President of the Royal Institution of Chartered Surveyors on 18 June 2024. I have no conflict of interest and I accept the nomination."),
				p("2. Under paragraph 7 of the Scheme the Referring Party must serve its Referral Notice on me and on the Responding Party not later than 7 days from the date of the Notice of Adjudication, that is by 24 June 2024. I give the following directions:"),
				p("(a) The Responding Party shall serve its Response, with any witness statements and documents on which it relies, by 5.00 pm on 9 July 2024."),
				p("(b) The Referring Party may serve a Reply, limited to matters raised in the Response, by 5.00 pm on 16 July 2024."),
				p("(c) I shall reach my decision within 28 days of the referral. If the Referral Notice is served on 24 June 2024, my decision is due on 22 July 2024, unless the time is extended under paragraph 19 of the Scheme."),
				p("(d) All communications shall be by email to me and copied to the other party; I shall not hold private communications with either party."),
				p("3. My fees are charged at £300.00 per hour plus VAT and reasonable expenses. The parties are jointly and severally liable for them under paragraph 25 of the Scheme, subject to my decision on their allocation."),
				gap(),
				ls("Yours faithfully", "", "Desmond A. Farrow-Lyle", "FRICS FCIArb", "Adjudicator"),
			},
		}}

	head := func(title string) []block {
		return []block{
			cb("IN THE MATTER OF AN ADJUDICATION UNDER THE SCHEME FOR CONSTRUCTION CONTRACTS (ENGLAND AND WALES) REGULATIONS 1998 (AS AMENDED)"), gap(),
			l("BETWEEN:"),
			cb("KESTWOOD MECHANICAL SERVICES LIMITED"), r("Referring Party"), c("- and -"),
			cb("HALLAM GRANGE CONSTRUCTION LIMITED"), r("Responding Party"), rule(),
			cb(title), rule(),
			l("Adjudicator: Desmond A. Farrow-Lyle FRICS FCIArb          RICS Reference: DRS/ADJ/24/1187"), gap(),
		}
	}
	response := doc{name: "Response.pdf", font: "Times", size: 11, paper: "A4",
		pages: []page{
			with(head("RESPONSE"), []block{
				p("1. This is the Response of Hallam Grange Construction Limited (\"Hallam Grange\") to the Referral Notice served on 24 June 2024. It is accompanied by the witness statement of Ms Leanne Hardcastle-Bright, Hallam Grange's senior quantity surveyor, dated 9 July 2024."),
				p("2. Hallam Grange accepts that Interim Application No. 14 was received on 30 April 2024, that the due date was 7 May 2024 and that the final date for payment was 28 May 2024. It did not issue a payment notice."),
				p("3. On 21 May 2024 at 16:42, Ms Hardcastle-Bright emailed a pay less notice valuing the sub-contract works at £2,281,700.00 gross and the sum due at £83,346.40, giving the basis of the valuation by reference to an attached schedule of defects and incomplete works. The notice was sent to Mr Dean Marsh, Kestwood's site commercial manager, at the email address he had used for every payment exchange on the project since March 2023."),
				p("4. The pay less notice was given not later than the prescribed period of 5 days before the final date for payment, and was valid. Under clause 1.7.1 of the Sub-Contract, notices may be given \"by any effective means\"; actual receipt by Kestwood's commercial representative was effective."),
				p("5. Hallam Grange therefore owes no more than £83,346.40, which it will pay within 7 days of a decision to that effect."),
			}),
			{
				p("6. If, contrary to its case, the adjudicator finds that no valid pay less notice was given, Hallam Grange reserves its right to commence a true value adjudication after payment of the notified sum, as recognised in Grove Developments Ltd v S&T (UK) Ltd [2018] EWCA Civ 2448."),
				p("7. Hallam Grange asks the adjudicator to decide that the sum due in respect of Interim Application No. 14 is £83,346.40, and that his fees be borne by Kestwood."),
				gap(),
				ls("Signed: C. D. Ferrier", "Callum D. Ferrier, Commercial Director", "for and on behalf of Hallam Grange Construction Limited", "", "Dated: 9 July 2024"),
			},
		}}

	decision := doc{name: "Adjudicator's Decision.pdf", font: "Times", size: 11, paper: "A4",
		footer: "Kestwood v Hallam Grange - Decision - page %d of %t", footerAlign: "C",
		pages: []page{
			with(head("DECISION OF THE ADJUDICATOR"), []block{
				l("Date of Decision: 22 July 2024"), gap(),
				lb("1. Introduction"),
				p("1.1 I was nominated as adjudicator by the President of the Royal Institution of Chartered Surveyors on 18 June 2024 and accepted the nomination on 19 June 2024."),
				p("1.2 I have received and considered: the Notice of Adjudication dated 17 June 2024; the Referral Notice served on 24 June 2024, with the witness statement of Mr Nathaniel Oduro, the Referring Party's commercial manager, dated 24 June 2024; the Response served on 9 July 2024, with the witness statement of Ms Leanne Hardcastle-Bright dated 9 July 2024; and the Reply served on 16 July 2024. Neither party asked for a meeting, and I decided it was not necessary."),
				lb("2. The dispute"),
				p("2.1 The parties agree that Interim Application No. 14 was issued on 30 April 2024, that the due date was 7 May 2024 and the final date for payment 28 May 2024, and that Hallam Grange issued no payment notice. The only issue is whether the email of 21 May 2024 was a valid pay less notice. If it was not, the notified sum of £412,886.40 is payable under section 111 of the 1996 Act."),
			}),
			{
				lb("3. Was a valid pay less notice given?"),
				p("3.1 Clause 1.7.1 of the Sub-Contract provides that notices may be given by any effective means to the address stated in the Sub-Contract Particulars, and clause 1.7.3 that a notice under the payment provisions \"shall be given in writing to the Sub-Contractor's Representative at the address for notices\". The Sub-Contract Particulars name Mr Oduro as the Sub-Contractor's Representative and give the address for notices as commercial@kestwood.example."),
				p("3.2 Mr Oduro's evidence, which I accept, is that Mr Marsh left Kestwood's employment on 10 May 2024, that his mailbox was not monitored after that date, and that Kestwood first saw the email of 21 May 2024 when it was exhibited to the Response. Ms Hardcastle-Bright does not say that she sent the notice to the address for notices or to Mr Oduro, and accepts that she did not."),
				p("3.3 The parties chose a specific route for payment notices. A notice sent to a former employee's unmonitored mailbox was not given in accordance with clause 1.7.3 and was not received by the person the Sub-Contract required it to reach. I find that no valid pay less notice was given. I do not need to decide whether the notice was given in time."),
				lb("4. Interest"),
				p("4.1 The Sub-Contract contains no substantial remedy for late payment. Interest is payable under the Late Payment of Commercial Debts (Interest) Act 1998 at 8 per cent over the reference rate of 5.25 per cent from 28 May 2024, which to the date of this decision amounts to £8,243.47."),
			},
			{
				lb("5. Decision"),
				p("5.1 For the reasons above, I DECIDE that:"),
				p("(a) Hallam Grange Construction Limited shall pay Kestwood Mechanical Services Limited the sum of £412,886.40 plus VAT, together with interest of £8,243.47 to the date of this decision and continuing at £149.88 per day, by 29 July 2024;"),
				p("(b) my fees, in the sum of £13,680.00 plus VAT (45.6 hours), shall be paid by Hallam Grange Construction Limited, and if Kestwood Mechanical Services Limited has paid any part of them it shall be reimbursed by Hallam Grange Construction Limited on demand."),
				p("5.2 This decision is binding on the parties until the dispute is finally determined by legal proceedings, by arbitration or by agreement. Nothing in it prevents either party from referring the true value of Interim Application No. 14 to a further adjudication once the notified sum has been paid."),
				gap(),
				ls("Signed:  D. A. Farrow-Lyle", "", "Desmond A. Farrow-Lyle FRICS FCIArb", "Adjudicator", "22 July 2024"),
			},
		}}

	const (
		fn = "Notice of Adjudication.pdf"
		fa = "Adjudicator's Acceptance and Directions.pdf"
		fr = "Response.pdf"
		fd = "Adjudicator's Decision.pdf"
	)
	return spec{
		name:       "kestwood-mechanical-v-hallam-grange-adjudication",
		title:      "Kestwood Mechanical Services Ltd v Hallam Grange Construction Ltd (adjudication under the Scheme, RICS DRS/ADJ/24/1187), pay less notice",
		firstSight: &truth.Figures{PartyTruth: 12, PartyFound: 8, PartyCorrect: 8, EventTruth: 36, EventHits: 36, Grounded: 1}, // at commit 78b7104
		docs:       []doc{notice, accept, response, decision},
		parties: []truth.Party{
			{Name: "Kestwood Mechanical Services Limited", Role: "plaintiff"},
			{Name: "Hallam Grange Construction Limited", Role: "respondent"},
			{Name: "Hallam Grange Construction Limited", Role: "recipient"},
			{Name: "Desmond A. Farrow-Lyle", Role: "judge"},
			{Name: "Desmond A. Farrow-Lyle", Role: "sender"},
			{Name: "Brennock Sayle LLP", Role: "sender"},
			{Name: "Brennock Sayle LLP", Role: "recipient"},
			{Name: "Imogen Castell-Ward", Role: "counsel"},
			{Name: "Imogen Castell-Ward", Role: "recipient"},
			{Name: "Callum D. Ferrier", Role: "recipient"},
			{Name: "Nathaniel Oduro", Role: "declarant"},
			{Name: "Leanne Hardcastle-Bright", Role: "declarant"},
		},
		events: []truth.Event{
			{Date: "2024-06-17", File: fn, Page: 1},
			{Date: "2023-03-14", File: fn, Page: 1},
			{Date: "2024-04-30", File: fn, Page: 1},
			{Date: "2024-05-07", File: fn, Page: 1},
			{Date: "2024-05-28", File: fn, Page: 1},
			{Date: "2024-05-21", File: fn, Page: 1},
			{Date: "2024-05-28", File: fn, Page: 2},
			{Date: "2024-06-19", File: fa, Page: 1},
			{Date: "2024-06-18", File: fa, Page: 1},
			{Date: "2024-06-24", File: fa, Page: 1},
			{Date: "2024-07-09", File: fa, Page: 1},
			{Date: "2024-07-16", File: fa, Page: 1},
			{Date: "2024-07-22", File: fa, Page: 1},
			{Date: "2024-06-24", File: fr, Page: 1},
			{Date: "2024-07-09", File: fr, Page: 1},
			{Date: "2024-04-30", File: fr, Page: 1},
			{Date: "2024-05-07", File: fr, Page: 1},
			{Date: "2024-05-28", File: fr, Page: 1},
			{Date: "2024-05-21", File: fr, Page: 1},
			{Date: "2024-07-09", File: fr, Page: 2},
			{Date: "2024-07-22", File: fd, Page: 1},
			{Date: "2024-06-18", File: fd, Page: 1},
			{Date: "2024-06-19", File: fd, Page: 1},
			{Date: "2024-06-17", File: fd, Page: 1},
			{Date: "2024-06-24", File: fd, Page: 1},
			{Date: "2024-07-09", File: fd, Page: 1},
			{Date: "2024-07-16", File: fd, Page: 1},
			{Date: "2024-04-30", File: fd, Page: 1},
			{Date: "2024-05-07", File: fd, Page: 1},
			{Date: "2024-05-28", File: fd, Page: 1},
			{Date: "2024-05-21", File: fd, Page: 1},
			{Date: "2024-05-10", File: fd, Page: 2},
			{Date: "2024-05-21", File: fd, Page: 2},
			{Date: "2024-05-28", File: fd, Page: 2},
			{Date: "2024-07-29", File: fd, Page: 3},
			{Date: "2024-07-22", File: fd, Page: 3},
		},
	}
}
