package sealed

import "pramaan/brief/truth"

// An English High Court debt claim in the King's Bench Division, A4
// throughout: the solicitors' letter before claim under the Practice
// Direction on Pre-Action Conduct ("Our ref / Your ref", "For the attention
// of", "without prejudice to our client's rights", signed by a partner for
// the firm); particulars of claim under the court heading with "BETWEEN ...
// Claimant - and - ... Defendant", a statement of truth by a director,
// counsel's name and chambers, and "Served this ... by"; the defence with
// its admissions and denials; the reply; the master's order after a costs
// and case management conference ("UPON hearing counsel", "IT IS ORDERED
// THAT", times "by 4pm on"); and the director's witness statement with the
// top-right marginal note (party, witness, number, exhibit, date).
func init() { specs = append(specs, penhallow) }

func penhallow() spec {
	heading := func(doctitle string) []block {
		out := []block{
			r("Claim No. KB-2024-000873"), gap(),
			lb("IN THE HIGH COURT OF JUSTICE"), lb("KING'S BENCH DIVISION"), gap(),
			c("BETWEEN:"), gap(),
			cb("PENHALLOW JOINERY LIMITED"), r("Claimant"), c("- and -"),
			cb("CASTLEFORD ROWE DEVELOPMENTS LIMITED"), r("Defendant"), rule(),
			cb(doctitle), rule(),
		}
		return out
	}

	lbc := doc{name: "Letter Before Claim.pdf", font: "Helvetica", size: 10, paper: "A4",
		footer: "Trevose Hammond LLP is a limited liability partnership registered in England and Wales (OC418822), authorised and regulated by the Solicitors Regulation Authority (SRA No. 641903).", footerAlign: "L",
		pages: []page{
			{
				r("TREVOSE HAMMOND LLP"), r("Solicitors"), r("12 Lemon Quay, Truro TR1 2LW"), r("DX 81205 Truro | 01872 555 014"), gap(),
				ls("Our ref: BPL/PEN/0117", "Your ref: ", "", "8 January 2024", "", "BY EMAIL AND FIRST CLASS POST", "", "The Directors", "Castleford Rowe Developments Limited", "Unit 4, Calder Park", "Wakefield WF2 7AA", "", "For the attention of Mr Graham Eldritch, Managing Director"), gap(),
				l("Dear Sirs"), gap(),
				lb("Our client: Penhallow Joinery Limited - unpaid invoices PJ-2231 to PJ-2236 - Harbour Mill, Falmouth"), gap(),
				p("We act for Penhallow Joinery Limited (\"our client\"). This letter is sent in accordance with the Practice Direction on Pre-Action Conduct and Protocols."),
				p("By a written subcontract dated 14 March 2023 your company engaged our client to manufacture and install bespoke timber sash windows and doors at the Harbour Mill residential development, for a price of £386,400 plus VAT. Our client delivered and installed the works between 5 July 2023 and 29 September 2023. Its final invoices, dated 31 October 2023, fell due for payment on 30 November 2023. No payment has been made and no pay less notice was served. The sum of £148,212.00 (inclusive of VAT) remains outstanding."),
				p("Our client requires payment of that sum, together with interest and compensation under the Late Payment of Commercial Debts (Interest) Act 1998, within 14 days of the date of this letter, that is by 22 January 2024. If your company disputes the debt, please set out the reasons in full and provide copies of the documents on which it relies."),
				p("If we do not receive payment or a full response by that date, our client intends to issue proceedings in the High Court without further notice, and will seek its costs. This letter is written without prejudice to our client's rights to suspend performance of any outstanding obligations."),
				ls("Yours faithfully", "", "", "Bethan Pryor-Lewis", "Partner", "for and on behalf of Trevose Hammond LLP"),
			},
		}}

	poc := doc{name: "Particulars of Claim.pdf", font: "Times", size: 11.5, paper: "A4",
		pages: []page{
			with(heading("PARTICULARS OF CLAIM"), []block{
				p("1. The Claimant is a company which manufactures and installs timber joinery. The Defendant is a property developer and was at all material times developing the Harbour Mill site at Falmouth, Cornwall."),
				p("2. By a written subcontract dated 14 March 2023 (\"the Subcontract\") the Defendant engaged the Claimant to supply and install timber windows and doors at Harbour Mill for £386,400 plus VAT, payable within 30 days of invoice."),
				p("3. The Claimant completed the works between 5 July 2023 and 29 September 2023. On 31 October 2023 it rendered invoices PJ-2231 to PJ-2236 for the balance of £148,212.00 inclusive of VAT, which fell due on 30 November 2023. The Defendant has not paid any part of that sum, despite the Claimant's solicitors' letter of 8 January 2024."),
				p("4. The Claimant claims interest under the Late Payment of Commercial Debts (Interest) Act 1998 at 8% above the Bank of England base rate from 30 November 2023, and fixed-sum compensation of £100 for each invoice."),
				lb("AND THE CLAIMANT CLAIMS:"),
				p("(1) £148,212.00; (2) interest and compensation under the 1998 Act; (3) costs."),
				r("ALEXANDER QUAYLE"), r("Fetter Court Chambers"),
			}),
			{
				lb("STATEMENT OF TRUTH"),
				p("The Claimant believes that the facts stated in these Particulars of Claim are true. The Claimant understands that proceedings for contempt of court may be brought against anyone who makes, or causes to be made, a false statement in a document verified by a statement of truth without an honest belief in its truth. I am duly authorised by the Claimant to sign this statement."),
				ls("Signed: Morwenna Penhallow", "Full name: Morwenna Penhallow", "Position: Director", "Date: 18 March 2024"), gap(),
				p("Served this 19th day of March 2024 by Trevose Hammond LLP, 12 Lemon Quay, Truro TR1 2LW, Solicitors for the Claimant, who will accept service at that address. Ref: BPL/PEN/0117."),
			},
		}}

	defence := doc{name: "Defence.pdf", font: "Times", size: 11.5, paper: "A4",
		pages: []page{
			with(heading("DEFENCE"), []block{
				p("1. Paragraphs 1 and 2 of the Particulars of Claim are admitted."),
				p("2. It is admitted that the Claimant installed windows and doors between 5 July 2023 and 29 September 2023 and rendered the invoices referred to. It is denied that the works were completed in accordance with the Subcontract. By email of 18 October 2023 the Defendant notified the Claimant that 37 sash windows in Blocks B and C admitted water in driving rain and that several frames were out of square."),
				p("3. The Defendant served a pay less notice on 24 November 2023 in the sum of £0.00, citing the cost of remedial works estimated at £96,500. The Claimant's assertion that no pay less notice was served is denied."),
				p("4. Further or alternatively, the Defendant is entitled to set off against any sum due its loss caused by the defects, which it estimates at £112,840."),
				r("SOPHIE ADEYEMI-WARD"), r("Cathedral Yard Chambers"),
				lb("STATEMENT OF TRUTH"),
				p("The Defendant believes that the facts stated in this Defence are true. I am duly authorised by the Defendant to sign this statement."),
				ls("Signed: Graham Eldritch, Managing Director", "Date: 23 April 2024"),
				p("Ashby Crane LLP, 9 Park Square East, Leeds LS1 2NE, Solicitors for the Defendant (Ref: KM/CAS/0412, Kieran Mottershead)."),
			}),
		}}

	reply := doc{name: "Reply.pdf", font: "Times", size: 11.5, paper: "A4",
		pages: []page{
			with(heading("REPLY"), []block{
				p("1. Save as set out below, the Claimant joins issue with the Defendant on its Defence."),
				p("2. It is admitted that the Defendant's email of 18 October 2023 complained of leaks. The Claimant attended Harbour Mill on 26 October 2023 and found that the leaks were caused by the Defendant's own contractor's failure to fit cavity closers and sills, which were outside the Claimant's scope."),
				p("3. The document dated 24 November 2023 was not a valid pay less notice: it did not state the basis on which the sum of £0.00 was calculated and it was sent to an address not designated in the Subcontract."),
				r("ALEXANDER QUAYLE"), r("Fetter Court Chambers"),
				lb("STATEMENT OF TRUTH"),
				p("The Claimant believes that the facts stated in this Reply are true. I am duly authorised by the Claimant to sign this statement."),
				ls("Signed: Morwenna Penhallow, Director", "Date: 7 May 2024"),
			}),
		}}

	order := doc{name: "Order - Costs and Case Management Conference.pdf", font: "Times", size: 11.5, paper: "A4",
		pages: []page{
			{
				r("Claim No. KB-2024-000873"), gap(),
				lb("IN THE HIGH COURT OF JUSTICE"), lb("KING'S BENCH DIVISION"), gap(),
				lb("MASTER FENWICK-HALE"), gap(),
				c("BETWEEN:"),
				cb("PENHALLOW JOINERY LIMITED"), r("Claimant"), c("- and -"),
				cb("CASTLEFORD ROWE DEVELOPMENTS LIMITED"), r("Defendant"), rule(),
				cb("ORDER"), rule(),
				p("UPON the costs and case management conference listed on 16 September 2024"),
				p("AND UPON hearing Mr Alexander Quayle of counsel for the Claimant and Ms Sophie Adeyemi-Ward of counsel for the Defendant"),
				lb("IT IS ORDERED THAT:"),
				p("1. The claim is allocated to the multi-track and is retained in the King's Bench Division."),
				p("2. Each party shall give extended disclosure under Model C by 4pm on 11 October 2024."),
				p("3. Signed statements of witnesses of fact shall be exchanged by 4pm on 22 November 2024."),
				p("4. Each party has permission to rely on the written report of one expert in building surveying, to be served by 4pm on 31 January 2025."),
				p("5. The trial shall be listed in a window commencing on 2 June 2025 with a time estimate of 3 days."),
				p("6. Costs in the case."),
				ls("Dated 16 September 2024"),
			},
		}}

	ws := doc{name: "Witness Statement of Morwenna Penhallow.pdf", font: "Times", size: 11.5, paper: "A4",
		pages: []page{
			with([]block{
				r("Claimant"), r("M Penhallow"), r("First"), r("Exhibit MP1"), r("15 November 2024"),
			}, heading("WITNESS STATEMENT OF MORWENNA PENHALLOW"), []block{
				p("I, MORWENNA PENHALLOW, of 12 Lemon Quay, Truro, Cornwall, WILL SAY as follows:"),
				p("1. I am a director of the Claimant and have been since I founded it in 2009. I make this statement from my own knowledge. There is now produced and shown to me a bundle of documents marked \"MP1\"."),
				p("2. On 26 October 2023 I visited Harbour Mill with our site foreman after receiving the Defendant's email of 18 October 2023. The windows we inspected were sound; water was entering where no cavity closers had been fitted. Photographs I took that day are at pages 14 to 31 of MP1."),
				p("3. I first saw the document dated 24 November 2023 on 12 February 2024, when it was attached to an email from Ashby Crane LLP."),
			}),
			{
				lb("STATEMENT OF TRUTH"),
				p("I believe that the facts stated in this witness statement are true. I understand that proceedings for contempt of court may be brought against anyone who makes, or causes to be made, a false statement in a document verified by a statement of truth without an honest belief in its truth."),
				ls("Signed: Morwenna Penhallow", "Dated: 15 November 2024"),
			},
		}}

	return spec{
		name: "penhallow-joinery-v-castleford-rowe-kbd", title: "Penhallow Joinery Ltd v Castleford Rowe Developments Ltd (KB-2024-000873)",
		firstSight: &truth.Figures{PartyTruth: 11, PartyFound: 10, PartyCorrect: 9, EventTruth: 35, EventHits: 35, Grounded: 1}, // at commit 9ac289f
		docs:       []doc{lbc, poc, defence, reply, order, ws},
		parties: []truth.Party{
			{Name: "Penhallow Joinery Limited", Role: "plaintiff"}, // the claimant
			{Name: "Castleford Rowe Developments Limited", Role: "defendant"},
			{Name: "Castleford Rowe Developments Limited", Role: "recipient"},
			{Name: "Graham Eldritch", Role: "recipient"},
			{Name: "Bethan Pryor-Lewis", Role: "sender"},
			{Name: "Bethan Pryor-Lewis", Role: "counsel"},
			{Name: "Alexander Quayle", Role: "counsel"},
			{Name: "Sophie Adeyemi-Ward", Role: "counsel"},
			{Name: "Kieran Mottershead", Role: "counsel"},
			{Name: "Morwenna Penhallow", Role: "declarant"}, // the witness statement
			{Name: "Fenwick-Hale", Role: "judge"},
		},
		events: []truth.Event{
			{Date: "2024-01-08", File: "Letter Before Claim.pdf", Page: 1},
			{Date: "2023-03-14", File: "Letter Before Claim.pdf", Page: 1},
			{Date: "2023-07-05", File: "Letter Before Claim.pdf", Page: 1},
			{Date: "2023-09-29", File: "Letter Before Claim.pdf", Page: 1},
			{Date: "2023-10-31", File: "Letter Before Claim.pdf", Page: 1},
			{Date: "2023-11-30", File: "Letter Before Claim.pdf", Page: 1},
			{Date: "2024-01-22", File: "Letter Before Claim.pdf", Page: 1},
			{Date: "2023-03-14", File: "Particulars of Claim.pdf", Page: 1},
			{Date: "2023-07-05", File: "Particulars of Claim.pdf", Page: 1},
			{Date: "2023-09-29", File: "Particulars of Claim.pdf", Page: 1},
			{Date: "2023-10-31", File: "Particulars of Claim.pdf", Page: 1},
			{Date: "2023-11-30", File: "Particulars of Claim.pdf", Page: 1},
			{Date: "2024-01-08", File: "Particulars of Claim.pdf", Page: 1},
			{Date: "2024-03-18", File: "Particulars of Claim.pdf", Page: 2},
			{Date: "2024-03-19", File: "Particulars of Claim.pdf", Page: 2},
			{Date: "2023-07-05", File: "Defence.pdf", Page: 1},
			{Date: "2023-09-29", File: "Defence.pdf", Page: 1},
			{Date: "2023-10-18", File: "Defence.pdf", Page: 1},
			{Date: "2023-11-24", File: "Defence.pdf", Page: 1},
			{Date: "2024-04-23", File: "Defence.pdf", Page: 1},
			{Date: "2023-10-18", File: "Reply.pdf", Page: 1},
			{Date: "2023-10-26", File: "Reply.pdf", Page: 1},
			{Date: "2023-11-24", File: "Reply.pdf", Page: 1},
			{Date: "2024-05-07", File: "Reply.pdf", Page: 1},
			{Date: "2024-09-16", File: "Order - Costs and Case Management Conference.pdf", Page: 1},
			{Date: "2024-10-11", File: "Order - Costs and Case Management Conference.pdf", Page: 1},
			{Date: "2024-11-22", File: "Order - Costs and Case Management Conference.pdf", Page: 1},
			{Date: "2025-01-31", File: "Order - Costs and Case Management Conference.pdf", Page: 1},
			{Date: "2025-06-02", File: "Order - Costs and Case Management Conference.pdf", Page: 1},
			{Date: "2024-11-15", File: "Witness Statement of Morwenna Penhallow.pdf", Page: 1},
			{Date: "2023-10-26", File: "Witness Statement of Morwenna Penhallow.pdf", Page: 1},
			{Date: "2023-10-18", File: "Witness Statement of Morwenna Penhallow.pdf", Page: 1},
			{Date: "2023-11-24", File: "Witness Statement of Morwenna Penhallow.pdf", Page: 1},
			{Date: "2024-02-12", File: "Witness Statement of Morwenna Penhallow.pdf", Page: 1},
			{Date: "2024-11-15", File: "Witness Statement of Morwenna Penhallow.pdf", Page: 2},
		},
	}
}
