package sealed

import "pramaan/brief/truth"

// An English County Court road-traffic personal injury claim, A4: the
// claim form N1 laid out as the court's form (boxes for the claimant's and
// defendant's names and addresses, brief details, value, the statement of
// truth signed by the claimant's legal representative, the address for
// service with DX and reference, the form number in the footer); the
// particulars of claim signed by counsel with the claimant's statement of
// truth; the defence admitting breach and putting causation in issue; the
// district judge's order on allocation reciting counsel and the defendant's
// solicitor; and the claimant's witness statement with the top-right note.
func init() { specs = append(specs, ramakrishnan) }

func ramakrishnan() spec {
	heading := func(title string) []block {
		return []block{
			r("Claim No. L02LS417"), gap(),
			lb("IN THE COUNTY COURT AT LEEDS"), gap(),
			l("BETWEEN:"), gap(),
			cb("PRIYA RAMAKRISHNAN-DOYLE"), r("Claimant"), c("- and -"),
			cb("CALLUM JAMES WHITLOCK"), r("Defendant"), rule(),
			cb(title), rule(),
		}
	}
	box := []float64{0.62, 0.38}

	n1 := doc{name: "Claim Form N1.pdf", font: "Helvetica", size: 10, paper: "A4",
		footer: "N1 Claim form (CPR Part 7) (10.23)                                    © Crown Copyright 2023", footerAlign: "L",
		pages: []page{
			{
				row(box, "Claim Form", "In the County Court at Leeds"),
				row(box, "", "Fee Account no. PBA0081144"), gap(),
				row(box, "", "For court use only\nClaim no.      L02LS417\nIssue date    04 March 2024"), gap(),
				lb("Claimant(s) name(s) and address(es) including postcode"),
				ls("Mrs Priya Ramakrishnan-Doyle", "14 Harrogate Road", "Chapel Allerton", "Leeds LS7 3NB"), gap(),
				lb("Defendant(s) name and address(es) including postcode"),
				ls("Mr Callum James Whitlock", "3 Mill Fold", "Otley", "West Yorkshire LS21 1BN"), gap(),
				lb("Brief details of claim"),
				p("The Claimant claims damages for personal injury, loss and damage arising out of a road traffic accident on 9 June 2021 on the A660 Otley Road at Bramhope, West Yorkshire, caused by the negligence of the Defendant in the driving of his motor car. The Claimant also claims interest under section 69 of the County Courts Act 1984."),
				lb("Value"),
				p("The Claimant expects to recover more than £25,000 but not more than £100,000. The Claimant expects to recover more than £1,000 as damages for pain, suffering and loss of amenity."),
				row(box, "Defendant's name and address for service including postcode", "Mr Callum James Whitlock\n3 Mill Fold, Otley\nWest Yorkshire LS21 1BN"), gap(),
				row([]float64{0.5, 0.25, 0.25}, "", "Amount claimed", "To be assessed"),
				row([]float64{0.5, 0.25, 0.25}, "", "Court fee", "£2,500.00"),
				row([]float64{0.5, 0.25, 0.25}, "", "Legal representative's costs", "To be assessed"),
			},
			{
				lb("Does, or will, your claim include any issues under the Human Rights Act 1998?"),
				l("[ ] Yes     [X] No"), gap(),
				lb("Particulars of Claim"),
				l("[X] attached     [ ] to follow"), gap(),
				lb("Statement of Truth"),
				p("I understand that proceedings for contempt of court may be brought against anyone who makes, or causes to be made, a false statement in a document verified by a statement of truth without an honest belief in its truth. The Claimant believes that the facts stated in this claim form are true. I am duly authorised by the claimant to sign this statement."),
				l("[ ] Claimant     [ ] Litigation friend     [X] Claimant's legal representative (as defined by CPR 2.3(1))"), gap(),
				row(box, "Signature", "/s/ Eleanor Whitby-Haines"),
				row(box, "Date", "01/03/2024"),
				row(box, "Full name", "Eleanor Whitby-Haines"),
				row(box, "Name of claimant's legal representative's firm", "Garside Lomax Solicitors LLP"),
				row(box, "If signing on behalf of firm or company give position or office held", "Partner"), gap(),
				lb("Claimant's or claimant's legal representative's address to which documents should be sent"),
				ls("Garside Lomax Solicitors LLP", "22 Park Square West", "Leeds LS1 2PW", "DX 26413 Leeds Park Square", "Tel: 0113 555 0147", "Email: ewhitby-haines@garsidelomax.example", "Your Ref: EWH/RAM/4471"),
			},
		}}

	poc := doc{name: "Particulars of Claim.pdf", font: "Times", size: 11.5, paper: "A4",
		pages: []page{
			with(heading("PARTICULARS OF CLAIM"), []block{
				p("1. At about 8.15 am on 9 June 2021 the Claimant was driving her Vauxhall Corsa, registration YK19 HTF, north-west along the A660 Otley Road at Bramhope. She had stopped, with her right indicator on, to turn right into Breary Lane."),
				p("2. The Defendant, who was driving his Audi A4, registration LS68 PWC, behind the Claimant's car, drove into its rear with considerable force."),
				p("3. The collision was caused by the negligence of the Defendant, who: (a) drove too fast; (b) failed to keep any or any proper lookout; (c) drove too close to the Claimant's car; (d) failed to stop, slow down or steer so as to avoid the collision."),
				p("4. As a result the Claimant, born on 17 August 1983, suffered injury, loss and damage. She suffered a whiplash injury to her neck and a disc prolapse at L4/5, for which she underwent a microdiscectomy on 22 February 2022. She relies on the medical report served with these Particulars of Claim. The Claimant also claims the losses set out in the Schedule of Loss served herewith, including loss of earnings as a pharmacist from 10 June 2021 to 4 April 2022."),
				p("5. The Claimant claims interest on damages under section 69 of the County Courts Act 1984 at such rate and for such period as the court thinks fit."),
				lb("AND THE CLAIMANT CLAIMS:"),
				p("(1) Damages, limited to £100,000; (2) Interest under paragraph 5."),
				r("GARETH PENRICE-OWEN"), r("Kirkgate Chambers, Leeds"),
			}),
			{
				lb("STATEMENT OF TRUTH"),
				p("I believe that the facts stated in these Particulars of Claim are true. I understand that proceedings for contempt of court may be brought against anyone who makes, or causes to be made, a false statement in a document verified by a statement of truth without an honest belief in its truth."),
				ls("Signed: Priya Ramakrishnan-Doyle", "Claimant", "Dated: 28 February 2024"), gap(),
				p("Garside Lomax Solicitors LLP, 22 Park Square West, Leeds LS1 2PW, Solicitors for the Claimant, who will accept service of all documents at that address. Ref: EWH/RAM/4471."),
			},
		}}

	defence := doc{name: "Defence.pdf", font: "Times", size: 11.5, paper: "A4",
		pages: []page{
			with(heading("DEFENCE"), []block{
				p("1. References below to paragraph numbers are to the paragraphs of the Particulars of Claim."),
				p("2. Paragraphs 1 and 2 are admitted. It is admitted that the collision on 9 June 2021 was caused by the Defendant's negligence. Paragraph 3 is admitted to that extent only."),
				p("3. Paragraph 4 is not admitted. The Claimant is required to prove the nature and extent of her injuries and losses. The collision was at low speed: the Defendant estimates no more than 10 mph, and the damage to the Claimant's car was repaired for £1,184.60."),
				p("4. In particular, it is denied that the collision caused or materially contributed to the disc prolapse at L4/5. The Claimant's general practitioner records show that she complained of lower back pain on 3 November 2020 and was referred for physiotherapy. The Defendant's case is that the prolapse was the natural progression of a pre-existing degenerative condition which would have become symptomatic in any event within a short period."),
				p("5. The Claimant's losses are not admitted. The Defendant will serve a Counter-Schedule after disclosure."),
				p("6. The Defendant has obtained the report of an orthopaedic surgeon, which he will seek permission to rely on at the case management stage."),
			}),
			{
				lb("STATEMENT OF TRUTH"),
				p("The Defendant believes that the facts stated in this Defence are true. I am duly authorised by the Defendant to sign this statement. I understand that proceedings for contempt of court may be brought against anyone who makes, or causes to be made, a false statement in a document verified by a statement of truth without an honest belief in its truth."),
				ls("Signed: Rhodri Castell", "Solicitor for the Defendant", "Hallam Pryce LLP", "Dated: 15 April 2024"), gap(),
				p("Hallam Pryce LLP, Princes Exchange, Princes Square, Leeds LS1 4HY, Solicitors for the Defendant, who will accept service at that address. Ref: RC/WHI/0932."),
			},
		}}

	order := doc{name: "Order on Allocation.pdf", font: "Times", size: 11.5, paper: "A4",
		pages: []page{
			{
				r("Claim No. L02LS417"), gap(),
				lb("IN THE COUNTY COURT AT LEEDS"), gap(),
				l("Before District Judge Amberley-Nash sitting at the County Court at Leeds, The Court House, 1 Oxford Row, Leeds LS1 3BG"), gap(),
				l("On 19 September 2024"), gap(),
				l("BETWEEN:"),
				cb("PRIYA RAMAKRISHNAN-DOYLE"), r("Claimant"), c("- and -"),
				cb("CALLUM JAMES WHITLOCK"), r("Defendant"), rule(),
				cb("ORDER"), rule(),
				p("UPON the allocation hearing"),
				p("AND UPON hearing Miss Harriet Quennell of counsel for the Claimant and Mr Rhodri Castell, solicitor, for the Defendant"),
				lb("IT IS ORDERED THAT:"),
				p("1. The claim is allocated to the multi-track and is retained at the County Court at Leeds."),
				p("2. Each party shall give standard disclosure by list by 4pm on 18 October 2024."),
				p("3. Each party shall serve on every other party the signed statements of all witnesses of fact on whom it intends to rely by 4pm on 13 December 2024."),
				p("4. Each party has permission to rely on the written evidence of one consultant orthopaedic surgeon, whose reports shall be exchanged by 4pm on 28 February 2025. The experts shall discuss the issues and prepare a joint statement by 4pm on 4 April 2025."),
				p("5. The trial will be listed for 2 days in a trial window from 2 June 2025 to 27 June 2025. The parties shall file their dates to avoid by 4pm on 11 October 2024."),
				p("6. Costs in the case."),
				ls("Dated 19 September 2024"),
			},
		}}

	ws := doc{name: "Witness Statement of Priya Ramakrishnan-Doyle.pdf", font: "Times", size: 11.5, paper: "A4",
		pages: []page{
			with([]block{
				r("Claimant"), r("P Ramakrishnan-Doyle"), r("First"), r("Exhibit PRD1"), r("6 December 2024"),
			}, heading("WITNESS STATEMENT OF PRIYA RAMAKRISHNAN-DOYLE"), []block{
				p("I, PRIYA RAMAKRISHNAN-DOYLE, of 14 Harrogate Road, Chapel Allerton, Leeds LS7 3NB, pharmacist, WILL SAY as follows:"),
				p("1. I am the Claimant. I make this statement from my own knowledge. I refer to a bundle of documents marked \"PRD1\"."),
				p("2. On the morning of 9 June 2021 I was driving to work at the pharmacy in Otley. I had stopped to turn right into Breary Lane and was waiting for a gap in the oncoming traffic when there was a very loud bang and my car was pushed forward about a car's length. My head went back against the headrest and then forward."),
				p("3. The Defendant came to my window and apologised. He said he had looked down at his satellite navigation. My husband, Declan Doyle, came from home and drove me to St James's University Hospital, where I was examined and discharged the same day."),
				p("4. Before the accident I had one episode of lower back ache, in November 2020, after lifting boxes at work. It settled after three sessions of physiotherapy and I had no further trouble until the accident. From the day after the accident I had pain shooting down my left leg. An MRI scan on 14 October 2021 showed the disc prolapse, and I had surgery on 22 February 2022."),
				p("5. I was off work from 10 June 2021 until 4 April 2022, and I returned on reduced hours. Payslips are at pages 12 to 27 of PRD1."),
			}),
			{
				lb("STATEMENT OF TRUTH"),
				p("I believe that the facts stated in this witness statement are true. I understand that proceedings for contempt of court may be brought against anyone who makes, or causes to be made, a false statement in a document verified by a statement of truth without an honest belief in its truth."),
				ls("Signed: Priya Ramakrishnan-Doyle", "Dated: 6 December 2024"),
			},
		}}

	return spec{
		name: "ramakrishnan-doyle-v-whitlock-cc-leeds", title: "Ramakrishnan-Doyle v Whitlock (County Court at Leeds, L02LS417), road traffic personal injury",
		firstSight: &truth.Figures{PartyTruth: 8, PartyFound: 11, PartyCorrect: 7, EventTruth: 26, EventHits: 26, Grounded: 1}, // at commit 2b4b0d8
		docs:       []doc{n1, poc, defence, order, ws},
		parties: []truth.Party{
			{Name: "Priya Ramakrishnan-Doyle", Role: "plaintiff"}, // the claimant
			{Name: "Priya Ramakrishnan-Doyle", Role: "declarant"}, // her witness statement
			{Name: "Callum James Whitlock", Role: "defendant"},
			{Name: "Eleanor Whitby-Haines", Role: "counsel"}, // the claimant's solicitor
			{Name: "Gareth Penrice-Owen", Role: "counsel"},
			{Name: "Rhodri Castell", Role: "counsel"},
			{Name: "Harriet Quennell", Role: "counsel"},
			{Name: "Amberley-Nash", Role: "judge"},
		},
		events: []truth.Event{
			{Date: "2024-03-04", File: "Claim Form N1.pdf", Page: 1},
			{Date: "2021-06-09", File: "Claim Form N1.pdf", Page: 1},
			{Date: "2024-03-01", File: "Claim Form N1.pdf", Page: 2},
			{Date: "2021-06-09", File: "Particulars of Claim.pdf", Page: 1},
			{Date: "2022-02-22", File: "Particulars of Claim.pdf", Page: 1},
			{Date: "2021-06-10", File: "Particulars of Claim.pdf", Page: 1},
			{Date: "2022-04-04", File: "Particulars of Claim.pdf", Page: 1},
			{Date: "2024-02-28", File: "Particulars of Claim.pdf", Page: 2},
			{Date: "2021-06-09", File: "Defence.pdf", Page: 1},
			{Date: "2020-11-03", File: "Defence.pdf", Page: 1},
			{Date: "2024-04-15", File: "Defence.pdf", Page: 2},
			{Date: "2024-09-19", File: "Order on Allocation.pdf", Page: 1},
			{Date: "2024-10-18", File: "Order on Allocation.pdf", Page: 1},
			{Date: "2024-12-13", File: "Order on Allocation.pdf", Page: 1},
			{Date: "2025-02-28", File: "Order on Allocation.pdf", Page: 1},
			{Date: "2025-04-04", File: "Order on Allocation.pdf", Page: 1},
			{Date: "2025-06-02", File: "Order on Allocation.pdf", Page: 1},
			{Date: "2025-06-27", File: "Order on Allocation.pdf", Page: 1},
			{Date: "2024-10-11", File: "Order on Allocation.pdf", Page: 1},
			{Date: "2024-12-06", File: "Witness Statement of Priya Ramakrishnan-Doyle.pdf", Page: 1},
			{Date: "2021-06-09", File: "Witness Statement of Priya Ramakrishnan-Doyle.pdf", Page: 1},
			{Date: "2021-10-14", File: "Witness Statement of Priya Ramakrishnan-Doyle.pdf", Page: 1},
			{Date: "2022-02-22", File: "Witness Statement of Priya Ramakrishnan-Doyle.pdf", Page: 1},
			{Date: "2021-06-10", File: "Witness Statement of Priya Ramakrishnan-Doyle.pdf", Page: 1},
			{Date: "2022-04-04", File: "Witness Statement of Priya Ramakrishnan-Doyle.pdf", Page: 1},
			{Date: "2024-12-06", File: "Witness Statement of Priya Ramakrishnan-Doyle.pdf", Page: 2},
		},
	}
}
