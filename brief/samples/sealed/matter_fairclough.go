package sealed

import "pramaan/brief/truth"

// A contested probate claim in the Property, Trusts and Probate List: the
// heading "IN THE ESTATE OF ... deceased" above the parties; a nephew's
// particulars of claim to revoke the grant and pronounce for an earlier
// will (defined "the 2021 Will", "the 2015 Will"); the executrix's defence
// and counterclaim signed by counsel; a charity's solicitors' letter saying
// it will abide the court's decision; and a Deputy Master's order for
// directions naming counsel in its recital and a trial window.
func init() { specs = append(specs, fairclough) }

func fairclough() spec {
	heading := []block{
		r("Claim No. PT-2024-000211"), gap(),
		cb("IN THE HIGH COURT OF JUSTICE"), cb("BUSINESS AND PROPERTY COURTS OF ENGLAND AND WALES"), cb("PROPERTY, TRUSTS AND PROBATE LIST (ChD)"), gap(),
		cb("IN THE ESTATE OF HENRIETTA MAUD ASHCOMBE-LYLE, deceased"), gap(),
		l("BETWEEN:"), cb("RUPERT ALDOUS FAIRCLOUGH"), r("Claimant"), c("- and -"),
		cb("(1) DELPHINE ROSALIND CAVENDISH-PRYCE"), cb("(2) THE ROYAL NATIONAL SOCIETY FOR COASTAL BIRDS"), r("Defendants"), rule(),
	}

	poc := doc{name: "Particulars of Claim.pdf", font: "Times", size: 11, paper: "A4", footer: "%d",
		pages: []page{
			with(heading, []block{cb("PARTICULARS OF CLAIM"), gap(),
				p("1. Henrietta Maud Ashcombe-Lyle (\"the Deceased\") died on 3 November 2022 at Wrenfield House Care Home, Ludlow, aged 91."),
				p("2. A grant of probate of a document dated 14 June 2021 and said to be the Deceased's last will (\"the 2021 Will\") was issued out of the Principal Registry to the First Defendant, as sole executrix, on 19 May 2023. Under the 2021 Will the residuary estate passes in equal shares to the First Defendant, the Deceased's neighbour, and to the Second Defendant, a registered charity."),
				p("3. The Claimant is the Deceased's nephew. Under her earlier will dated 8 March 2015 (\"the 2015 Will\") he is sole executor and the residuary beneficiary."),
			}),
			{
				p("4. At the date of the 2021 Will the Deceased lacked testamentary capacity. Her general practitioner recorded moderate Alzheimer's dementia on 22 January 2021, and on 2 June 2021 a community psychiatric nurse recorded that she did not know the names of her relatives."),
				p("5. Further or alternatively, the Deceased did not know and approve the contents of the 2021 Will, which was prepared on the First Defendant's instructions and executed at the First Defendant's home."),
				p("AND THE CLAIMANT CLAIMS: (1) revocation of the grant of probate dated 19 May 2023; (2) an order pronouncing against the 2021 Will; (3) an order pronouncing for the 2015 Will in solemn form of law; (4) costs."),
				cb("STATEMENT OF TRUTH"),
				p("I believe that the facts stated in these Particulars of Claim are true. I understand that proceedings for contempt of court may be brought against anyone who makes, or causes to be made, a false statement in a document verified by a statement of truth without an honest belief in its truth."),
				ls("Signed: Rupert Aldous Fairclough", "Dated: 12 April 2024", "",
					"Served this 12th day of April 2024 by Quenby Latimer LLP, 3 Castle Street, Shrewsbury SY1 2BW,", "Solicitors for the Claimant (ref: TQ/FAIR/0032)"),
			},
		}}

	defence := doc{name: "Defence and Counterclaim of the First Defendant.pdf", font: "Times", size: 11, paper: "A4", footer: "%d",
		pages: []page{
			with(heading, []block{cb("DEFENCE AND COUNTERCLAIM OF THE FIRST DEFENDANT"), gap(),
				lb("DEFENCE"),
				p("1. Paragraphs 1 to 3 are admitted."),
				p("2. Paragraph 4 is denied. The 2021 Will was prepared by a solicitor, Mr Idris Pughe of Pughe & Co, who saw the Deceased alone on 27 May 2021 and on 14 June 2021 and recorded that she understood the extent of her estate and her reasons for departing from the 2015 Will. The First Defendant will rely on the golden rule having been observed: the Deceased's general practitioner attended the execution and made a contemporaneous note of her capacity."),
				p("3. Paragraph 5 is denied. The First Defendant was not present when instructions were given."),
			}),
			{
				lb("COUNTERCLAIM"),
				p("4. The First Defendant repeats her Defence and counterclaims for an order pronouncing for the 2021 Will in solemn form of law, and for her costs out of the estate."),
				ls("", "                                                  OCTAVIA BELCOURT", "                                                  Wyvern Chambers, Lincoln's Inn", ""),
				cb("STATEMENT OF TRUTH"),
				p("I believe that the facts stated in this Defence and Counterclaim are true. I understand that proceedings for contempt of court may be brought against anyone who makes, or causes to be made, a false statement in a document verified by a statement of truth without an honest belief in its truth."),
				ls("Signed: Delphine Rosalind Cavendish-Pryce", "Dated: 31 May 2024"),
			},
		}}

	letter := doc{name: "Letter Mordaunt Kyle to Quenby Latimer 21.06.2024.pdf", font: "Helvetica", size: 10, paper: "A4",
		footer: "Mordaunt Kyle LLP, 22 Foregate Street, Worcester WR1 1DN | Authorised and regulated by the SRA (No. 571203)",
		pages: []page{{
			bold(l("MORDAUNT KYLE LLP")), l("Charities & Private Client"), gap(),
			ls("Quenby Latimer LLP", "3 Castle Street", "Shrewsbury SY1 2BW", "", "Your ref: TQ/FAIR/0032", "Our ref: EW/RNSCB/188", "", "21 June 2024"), gap(),
			l("Dear Sirs"), gap(),
			lb("Estate of Henrietta Maud Ashcombe-Lyle deceased - Claim No. PT-2024-000211"), gap(),
			p("We act for the Second Defendant, The Royal National Society for Coastal Birds (\"the Society\"), and refer to your letter of 14 June 2024."),
			p("As is usual for a charity in its position, the Society does not intend to take an active part in the claim. It will abide by the decision of the court as to the validity of the 2021 Will, on the footing that it will be bound by that decision and that no order for costs is sought against it. We should be grateful for your client's confirmation of that footing by 5 July 2024."),
			ls("Yours faithfully", "", "Eleanor Whitstable", "Partner", "for Mordaunt Kyle LLP"),
		}}}

	order := doc{name: "Order for Directions 11.07.2024.pdf", font: "Times", size: 11, paper: "A4",
		pages: []page{{
			r("Claim No. PT-2024-000211"),
			cb("IN THE HIGH COURT OF JUSTICE"), cb("BUSINESS AND PROPERTY COURTS OF ENGLAND AND WALES"), cb("PROPERTY, TRUSTS AND PROBATE LIST (ChD)"), gap(),
			cb("DEPUTY MASTER FARRANT"), c("11 July 2024"), gap(),
			c("IN THE ESTATE OF HENRIETTA MAUD ASHCOMBE-LYLE, deceased"),
			c("BETWEEN: RUPERT ALDOUS FAIRCLOUGH (Claimant) and (1) DELPHINE ROSALIND CAVENDISH-PRYCE (2) THE ROYAL NATIONAL SOCIETY FOR COASTAL BIRDS (Defendants)"), rule(),
			cb("ORDER FOR DIRECTIONS"),
			p("UPON the costs and case management conference AND UPON hearing Mr Hugo Stanwick, counsel for the Claimant, and Ms Octavia Belcourt, counsel for the First Defendant, the Second Defendant not attending, having agreed by letter of 21 June 2024 to abide the decision of the court"),
			cb("IT IS ORDERED THAT:"),
			p("1. The Second Defendant shall be bound by any judgment in this claim, and no order for costs shall be made for or against it."),
			p("2. Each party shall lodge at court any testamentary script in its possession, with the evidence required by CPR 57.5, by 4pm on 25 July 2024."),
			p("3. Standard disclosure by 13 September 2024. Witness statements of fact to be exchanged by 8 November 2024."),
			p("4. Each of the Claimant and the First Defendant has permission to rely on the written evidence of one consultant old age psychiatrist, reports to be exchanged by 31 January 2025."),
			p("5. The trial shall be listed for 4 days in a window from 2 June 2025 to 27 June 2025."),
			p("6. Costs in the case."),
		}}}

	return spec{
		name: "fairclough-v-cavendish-pryce", title: "Fairclough v Cavendish-Pryce, in the estate of Henrietta Maud Ashcombe-Lyle deceased (PTP List)",
		firstSight: &truth.Figures{PartyTruth: 10, PartyFound: 8, PartyCorrect: 7, EventTruth: 22, EventHits: 22, Grounded: 1}, // at commit 31ea078
		docs:       []doc{poc, defence, letter, order},
		parties: []truth.Party{
			{Name: "Rupert Aldous Fairclough", Role: "plaintiff"}, // the claimant
			{Name: "Delphine Rosalind Cavendish-Pryce", Role: "defendant"},
			{Name: "The Royal National Society for Coastal Birds", Role: "defendant"},
			{Name: "Henrietta Maud Ashcombe-Lyle", Role: "party"}, // the deceased
			{Name: "Hugo Stanwick", Role: "counsel"},
			{Name: "Octavia Belcourt", Role: "counsel"},
			{Name: "Eleanor Whitstable", Role: "counsel"},
			{Name: "Eleanor Whitstable", Role: "sender"},
			{Name: "Quenby Latimer LLP", Role: "recipient"},
			{Name: "Farrant", Role: "judge"},
		},
		events: []truth.Event{
			{Date: "2022-11-03", File: "Particulars of Claim.pdf", Page: 1},
			{Date: "2021-06-14", File: "Particulars of Claim.pdf", Page: 1},
			{Date: "2023-05-19", File: "Particulars of Claim.pdf", Page: 1},
			{Date: "2015-03-08", File: "Particulars of Claim.pdf", Page: 1},
			{Date: "2021-01-22", File: "Particulars of Claim.pdf", Page: 2},
			{Date: "2021-06-02", File: "Particulars of Claim.pdf", Page: 2},
			{Date: "2023-05-19", File: "Particulars of Claim.pdf", Page: 2},
			{Date: "2024-04-12", File: "Particulars of Claim.pdf", Page: 2},
			{Date: "2021-05-27", File: "Defence and Counterclaim of the First Defendant.pdf", Page: 1},
			{Date: "2021-06-14", File: "Defence and Counterclaim of the First Defendant.pdf", Page: 1},
			{Date: "2024-05-31", File: "Defence and Counterclaim of the First Defendant.pdf", Page: 2},
			{Date: "2024-06-21", File: "Letter Mordaunt Kyle to Quenby Latimer 21.06.2024.pdf", Page: 1},
			{Date: "2024-06-14", File: "Letter Mordaunt Kyle to Quenby Latimer 21.06.2024.pdf", Page: 1},
			{Date: "2024-07-05", File: "Letter Mordaunt Kyle to Quenby Latimer 21.06.2024.pdf", Page: 1},
			{Date: "2024-07-11", File: "Order for Directions 11.07.2024.pdf", Page: 1},
			{Date: "2024-06-21", File: "Order for Directions 11.07.2024.pdf", Page: 1},
			{Date: "2024-07-25", File: "Order for Directions 11.07.2024.pdf", Page: 1},
			{Date: "2024-09-13", File: "Order for Directions 11.07.2024.pdf", Page: 1},
			{Date: "2024-11-08", File: "Order for Directions 11.07.2024.pdf", Page: 1},
			{Date: "2025-01-31", File: "Order for Directions 11.07.2024.pdf", Page: 1},
			{Date: "2025-06-02", File: "Order for Directions 11.07.2024.pdf", Page: 1},
			{Date: "2025-06-27", File: "Order for Directions 11.07.2024.pdf", Page: 1},
		},
	}
}
