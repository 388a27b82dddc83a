package sealed

import "pramaan/brief/truth"

// An employer's liability personal injury claim in the County Court at
// Birmingham, A4 throughout: a warehouse operative struck by a reversing
// counterbalance forklift. The particulars of claim (court heading with the
// claim number boxed at the right, "BETWEEN ... Claimant - and - ...
// Defendant", particulars of negligence and of breach of the Provision and
// Use of Work Equipment Regulations, the medical report served with it, a
// schedule of loss summarised, the claimant's statement of truth, counsel's
// name and chambers, "Served this ... day of ... by" the solicitors with
// their reference); the defence (admissions, non-admissions, contributory
// negligence, the statement of truth of a manager, signed in the firm's
// name, "Settled by" counsel); the district judge's order on allocation to
// the multi-track ("UPON hearing counsel", numbered directions, dates "by
// 4pm on"); and a co-worker's witness statement with the top-right note and
// the statement of truth.
func init() { specs = append(specs, malikTamworth) }

func malikTamworth() spec {
	heading := []block{
		row([]float64{0.62, 0.38}, "IN THE COUNTY COURT AT BIRMINGHAM", "Claim No. K24BM417"),
		gap(),
		c("BETWEEN:"), gap(),
		cb("IMRAN HUSSAIN MALIK"),
		r("Claimant"),
		c("- and -"),
		cb("TAMWORTH RIDGE LOGISTICS LIMITED"),
		r("Defendant"),
		rule(),
	}

	poc := doc{name: "Particulars of Claim.pdf", font: "Times", size: 11.5, paper: "A4",
		pages: []page{
			with(heading, []block{cb("PARTICULARS OF CLAIM"), rule(),
				p("1. The Defendant operates a distribution warehouse at Unit 7, Centurion Park, Tamworth B77 5PN (\"the Warehouse\"). At all material times the Claimant was employed by the Defendant as a warehouse operative at the Warehouse."),
				p("2. On 14 November 2022, at about 05:40, the Claimant was walking along the pedestrian walkway between racking aisles 11 and 12, picking orders onto a roll cage, when a counterbalance forklift truck driven by another employee of the Defendant, Mr Ryan Staveley, reversed out of aisle 12 across the walkway and struck him (\"the Accident\")."),
				p("3. The Accident was caused by the negligence and/or breach of statutory duty of the Defendant, its servants or agents. The Defendant is vicariously liable for the acts and omissions of Mr Staveley."),
				lb("PARTICULARS OF NEGLIGENCE"),
				p("(a) Failing to segregate pedestrians from vehicle traffic at the end of aisle 12; (b) permitting the forklift to be operated with a defective reversing alarm, reported on 9 November 2022 and not repaired; (c) failing to provide a banksman for reversing manoeuvres at shift change; (d) failing to carry out any or any adequate risk assessment of the walkway, contrary to regulation 3 of the Management of Health and Safety at Work Regulations 1999."),
				lb("BREACH OF STATUTORY DUTY"),
				p("4. In breach of regulations 5 and 28 of the Provision and Use of Work Equipment Regulations 1998 the Defendant failed to maintain the forklift in an efficient state and in good repair, and failed to minimise the risk to the safety of pedestrians from its use."),
			}),
			{
				lb("INJURY, LOSS AND DAMAGE"),
				p("5. The Claimant, who was born in 1988, suffered a displaced fracture of the right tibial plateau requiring open reduction and internal fixation, and a soft tissue injury to the lower back. He relies on the report of Mr Anand Chaudhary FRCS (Orth), consultant orthopaedic surgeon, dated 26 June 2024, served with these Particulars."),
				p("6. The Claimant was unable to work until 3 July 2023 and has since returned to lighter duties at reduced pay. A schedule of past and future loss is served with these Particulars; the claim is valued at more than £25,000 and the Claimant expects to recover more than £1,000 in respect of pain, suffering and loss of amenity."),
				p("7. The Claimant claims interest on damages pursuant to section 69 of the County Courts Act 1984."),
				p("AND the Claimant claims: (1) damages; (2) interest."),
				gap(),
				r("JESSAMY CROUCH-ABIOLA"), r("No. 9 Colmore Chambers"),
				gap(),
				lb("STATEMENT OF TRUTH"),
				p("I believe that the facts stated in these Particulars of Claim are true. I understand that proceedings for contempt of court may be brought against anyone who makes, or causes to be made, a false statement in a document verified by a statement of truth without an honest belief in its truth."),
				ls("Signed: Imran Hussain Malik", "Claimant", "Dated: 9 September 2024"),
				gap(),
				p("Served this 11th day of September 2024 by Penrose Akhtar Solicitors LLP, 45 Newhall Street, Birmingham B3 3QR, Solicitors for the Claimant. Ref: NA/MAL/4471 (Nadia Akhtar)."),
			},
		}}

	defence := doc{name: "Defence.pdf", font: "Times", size: 11.5, paper: "A4",
		pages: []page{
			with(heading, []block{cb("DEFENCE"), rule(),
				p("1. Paragraph 1 is admitted."),
				p("2. It is admitted that on 14 November 2022 the Claimant was struck by a forklift truck driven by Mr Staveley. It is denied that the Claimant was on the pedestrian walkway. The Defendant's CCTV shows that he had stepped out from the walkway into aisle 12 behind the truck while looking at his handheld scanner."),
				p("3. Save that it is admitted that the Defendant is vicariously liable for Mr Staveley's acts and omissions in the course of his employment, paragraph 3 is denied."),
				p("4. As to the particulars of negligence: (a) is denied: the walkway is marked and barriered save at the aisle ends, as the risk assessment of 2 August 2022 records; (b) it is admitted that a fault in the reversing alarm was logged on 9 November 2022, but averred that the truck had been taken out of service and was returned to service after repair on 11 November 2022; (c) and (d) are denied."),
				p("5. Paragraph 4 is denied. The Defendant complied with the 1998 Regulations."),
				lb("CONTRIBUTORY NEGLIGENCE"),
				p("6. Further or alternatively, the Accident was caused or contributed to by the Claimant's own negligence in leaving the walkway, failing to keep a proper lookout, and walking while using his scanner, contrary to the site rules on which he was trained on 17 January 2022."),
			}),
			{
				lb("INJURY, LOSS AND DAMAGE"),
				p("7. The Defendant has no knowledge of the Claimant's injuries and makes no admissions as to them, or as to the schedule of loss, and requires the Claimant to prove them. The Defendant will seek permission to rely on its own orthopaedic evidence."),
				p("8. It is admitted that the Claimant is entitled to interest on any damages awarded, but the rate and period are not admitted."),
				gap(),
				r("MARCUS ODUYA-FENWICK"), r("Settled by counsel"),
				gap(),
				lb("STATEMENT OF TRUTH"),
				p("The Defendant believes that the facts stated in this Defence are true. I am duly authorised by the Defendant to sign this statement. I understand that proceedings for contempt of court may be brought against anyone who makes, or causes to be made, a false statement in a document verified by a statement of truth without an honest belief in its truth."),
				ls("Signed: Gillian Sowerby", "Position: Health and Safety Manager", "Dated: 21 October 2024"),
				gap(),
				ls("Hallam Greaves LLP", "One Victoria Square, Birmingham B1 1BD", "Solicitors for the Defendant", "Ref: EL/TRL/22-1187"),
			},
		}}

	order := doc{name: "Order on Allocation.pdf", font: "Times", size: 11.5, paper: "A4",
		footer: "The court office at the Birmingham Civil and Family Justice Centre, Priory Courts, 33 Bull Street, Birmingham B4 6DS is open between 10am and 4pm Monday to Friday.",
		pages: []page{
			with([]block{row([]float64{0.62, 0.38}, "IN THE COUNTY COURT AT BIRMINGHAM", "Claim No. K24BM417"), gap(),
				row([]float64{0.62, 0.38}, "IMRAN HUSSAIN MALIK", "Claimant"),
				row([]float64{0.62, 0.38}, "TAMWORTH RIDGE LOGISTICS LIMITED", "Defendant"), rule(),
				cb("ORDER"), gap(),
				l("Before District Judge Leversedge sitting at the County Court at Birmingham, Priory Courts, 33 Bull Street, Birmingham B4 6DS, on 5 December 2024"), gap(),
				p("UPON the allocation hearing"),
				p("AND UPON hearing Ms Crouch-Abiola of counsel for the Claimant and Mr Oduya-Fenwick of counsel for the Defendant"),
				lb("IT IS ORDERED THAT:"),
				p("1. The claim is allocated to the multi-track and is retained at the County Court at Birmingham."),
				p("2. By 4pm on 17 January 2025 each party shall serve on the other signed statements of the witnesses of fact on whom it intends to rely."),
				p("3. Each party has permission to rely on the written evidence of one expert in orthopaedic surgery. The Defendant shall serve its expert's report by 4pm on 28 February 2025. Questions to experts by 4pm on 21 March 2025. The experts shall discuss and serve a joint statement by 4pm on 25 April 2025."),
				p("4. The claim shall be listed for trial in a window of 9 June 2025 to 27 June 2025, time estimate 2 days. The parties shall file availability by 4pm on 31 January 2025."),
				p("5. Costs in the case."),
				gap(),
				l("Dated 5 December 2024"),
			}),
		}}

	wsNote := stamp("Claimant", "D T Muir", "1st statement", "Exhibit: DTM1", "17 January 2025")
	ws := doc{name: "Witness Statement of Declan Thomas Muir.pdf", font: "Times", size: 11.5, paper: "A4",
		pages: []page{
			with([]block{wsNote}, heading, []block{cb("WITNESS STATEMENT OF DECLAN THOMAS MUIR"), rule(),
				p("I, Declan Thomas Muir, of 22 Glascote Road, Tamworth B77 3AH, warehouse team leader, will say as follows:"),
				p("1. I have worked at the Defendant's Warehouse since March 2019 and was the team leader on the night shift on 14 November 2022. I make this statement from my own knowledge. I have been shown the Defendant's CCTV stills, now produced as exhibit DTM1."),
				p("2. At about 05:40 I was at the end of aisle 11 when I heard a shout. I saw the forklift reversing out of aisle 12 and Imran on the ground behind it on the yellow walkway. I did not hear the reversing alarm. Mr Staveley stopped as soon as he heard the shout."),
				p("3. The alarm on that truck had been faulty the week before. I wrote it in the defects book on 9 November 2022. I do not know whether it was repaired; I saw the same truck working on the next shift."),
				p("4. There is no barrier at the end of aisle 12 because it was removed to let the pallet trucks through after the re-racking in October 2022. The end of the aisle was busy at shift change and there was no banksman."),
			}),
			{
				p("5. I did not see Imran use his scanner while walking. Pickers were told to stop before scanning, and in my experience he did."),
				lb("STATEMENT OF TRUTH"),
				p("I believe that the facts stated in this witness statement are true. I understand that proceedings for contempt of court may be brought against anyone who makes, or causes to be made, a false statement in a document verified by a statement of truth without an honest belief in its truth."),
				ls("Signed: D. T. Muir", "Declan Thomas Muir", "Dated: 17 January 2025"),
			},
		}}

	const (
		fp = "Particulars of Claim.pdf"
		fd = "Defence.pdf"
		fo = "Order on Allocation.pdf"
		fw = "Witness Statement of Declan Thomas Muir.pdf"
	)
	return spec{
		name:       "malik-v-tamworth-ridge-logistics-cc-birmingham",
		title:      "Imran Hussain Malik v. Tamworth Ridge Logistics Limited (County Court at Birmingham, K24BM417), employer's liability",
		firstSight: &truth.Figures{PartyTruth: 7, PartyFound: 9, PartyCorrect: 6, EventTruth: 23, EventHits: 22, Grounded: 1}, // at commit fe042b5
		docs:       []doc{poc, defence, order, ws},
		parties: []truth.Party{
			{Name: "Imran Hussain Malik", Role: "plaintiff"}, // the claimant
			{Name: "Tamworth Ridge Logistics Limited", Role: "defendant"},
			{Name: "Jessamy Crouch-Abiola", Role: "counsel"},
			{Name: "Marcus Oduya-Fenwick", Role: "counsel"},
			{Name: "Nadia Akhtar", Role: "counsel"}, // the solicitor on the reference line
			{Name: "Leversedge", Role: "judge"},
			{Name: "Declan Thomas Muir", Role: "declarant"},
		},
		events: []truth.Event{
			{Date: "2022-11-14", File: fp, Page: 1},
			{Date: "2022-11-09", File: fp, Page: 1},
			{Date: "2024-06-26", File: fp, Page: 2},
			{Date: "2023-07-03", File: fp, Page: 2},
			{Date: "2024-09-09", File: fp, Page: 2},
			{Date: "2024-09-11", File: fp, Page: 2},
			{Date: "2022-11-14", File: fd, Page: 1},
			{Date: "2022-08-02", File: fd, Page: 1},
			{Date: "2022-11-09", File: fd, Page: 1},
			{Date: "2022-11-11", File: fd, Page: 1},
			{Date: "2022-01-17", File: fd, Page: 1},
			{Date: "2024-10-21", File: fd, Page: 2},
			{Date: "2024-12-05", File: fo, Page: 1},
			{Date: "2025-01-17", File: fo, Page: 1},
			{Date: "2025-02-28", File: fo, Page: 1},
			{Date: "2025-03-21", File: fo, Page: 1},
			{Date: "2025-04-25", File: fo, Page: 1},
			{Date: "2025-06-09", File: fo, Page: 1},
			{Date: "2025-01-31", File: fo, Page: 1},
			{Date: "2025-01-17", File: fw, Page: 1}, // the marginal note
			{Date: "2022-11-14", File: fw, Page: 1},
			{Date: "2022-11-09", File: fw, Page: 1},
			{Date: "2025-01-17", File: fw, Page: 2},
		},
	}
}
