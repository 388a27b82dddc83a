package samples

// DEV SET (held out at first sight): an auto-injury suit in the Superior
// Court of New Jersey, Law Division, Middlesex County, through
// court-annexed arbitration. The eCourts stamp atop every filed page
// ("MID-L-001234-24 03/18/2024 2:14:55 PM Pg 1 of 4 Trans ID:
// LCV2024687741"); the complaint (the lawyer's block at the top left with
// "Attorney ID No." and "Attorneys for Plaintiffs", a caption with
// "SUPERIOR COURT OF NEW JERSEY / LAW DIVISION: MIDDLESEX COUNTY / DOCKET
// NO.: MID-L-____-24 / Civil Action / COMPLAINT, JURY DEMAND, ..." in the
// right column, the husband "and" his wife "his wife, per quod" as
// plaintiffs, a driver, his employer and a second driver and "JOHN DOES
// 1-5 (fictitious names)" as defendants, counts with a per quod count, a
// demand for insurance information under R. 4:10-2(b), the designation of
// trial counsel under R. 4:25-4, the certification under R. 4:5-1(b)(2),
// the R. 1:38-7(b) certification, the jury demand, each signed "By: /s/"
// with "Dated:"); the answer of the driver and his employer (staff
// counsel's block, "ANSWER, SEPARATE DEFENSES, CROSS-CLAIM ...", "FIRST
// SEPARATE DEFENSE" and on, the verbal threshold of N.J.S.A. 39:6A-8(a),
// a cross-claim for contribution against the co-defendant under the Joint
// Tortfeasors Contribution Act, the certification of filing and service);
// and the arbitrator's award under R. 4:21A on the court's form (docket
// and caption boxes, "ARBITRATOR'S AWARD", "Date of Arbitration:",
// "Arbitrator:", an "APPEARANCES" table of counsel by side, "Witnesses
// Testifying:", the award and the allocation of liability in percentages,
// the trial de novo notice, the arbitration administrator's line).
// Conventions: the wife suing per quod is a plaintiff; fictitious
// defendants are one party under the caption's words, "John Does 1-5";
// the co-defendant a cross-claim is brought against stays a defendant
// (no second role); the arbitrator decides, so is the judge; a party who
// testifies at the arbitration is a witness; each lawyer who signs a
// pleading or appears at the arbitration is counsel, and the firms are no
// parties; the police officer whose crash report is cited, the treating
// physician whose report is cited and the arbitration administrator are
// no parties.
func init() { specs = append(specs, deshmukh) }

func deshmukh() matterSpec {
	const (
		cmpF = "MID-L-001234-24 Complaint and Jury Demand.pdf"
		ansF = "Answer of Kimball and Raritan Valley HVAC with Cross-Claim.pdf"
		awdF = "Arbitrator's Award 2025-02-11.pdf"
	)
	stamp := func(date, tm, tx string) string {
		return "MID-L-001234-24   " + date + " " + tm + "   Pg %d of %t   Trans ID: " + tx
	}
	capt := func(title ...string) block {
		right := append([]string{"SUPERIOR COURT OF NEW JERSEY", "LAW DIVISION: MIDDLESEX COUNTY", "", "DOCKET NO.: MID-L-001234-24", "", "Civil Action", ""}, title...)
		return caption("", []string{
			"ROHAN P. DESHMUKH and SUNITA",
			"DESHMUKH, his wife, per quod,",
			"                    Plaintiffs,",
			"          v.",
			"TREVOR J. KIMBALL, RARITAN VALLEY",
			"HVAC SERVICES, LLC, DANIELLE R.",
			"WHITMORE and JOHN DOES 1-5",
			"(fictitious names),",
			"                    Defendants.",
		}, right)
	}
	pblock := ls("BENEDETTO & CRANE, LLC",
		"Marisa L. Benedetto, Esq. (Attorney ID No. 031452009)",
		"1 Woodbridge Center, Suite 640",
		"Woodbridge, New Jersey 07095",
		"(732) 555-0184",
		"Attorneys for Plaintiffs, Rohan P. Deshmukh and Sunita Deshmukh")

	cmpCapt := caption("", []string{
		"ROHAN P. DESHMUKH and SUNITA",
		"DESHMUKH, his wife, per quod,",
		"                    Plaintiffs,",
		"          v.",
		"TREVOR J. KIMBALL, RARITAN VALLEY",
		"HVAC SERVICES, LLC, DANIELLE R.",
		"WHITMORE and JOHN DOES 1-5",
		"(fictitious names),",
		"                    Defendants.",
	}, []string{"SUPERIOR COURT OF NEW JERSEY", "LAW DIVISION: MIDDLESEX COUNTY", "", "DOCKET NO.: MID-L-____-24", "", "Civil Action", "", "COMPLAINT, JURY DEMAND,", "DESIGNATION OF TRIAL COUNSEL"})

	complaint := doc{name: cmpF, font: "Times", size: 11, unicode: true,
		header: stamp("03/18/2024", "2:14:55 PM", "LCV2024687741"),
		pages: []page{
			{pblock, gap(), cmpCapt, gap(),
				p("Plaintiffs, Rohan P. Deshmukh and Sunita Deshmukh, residing at 27 Tamarack Drive, Township of East Brunswick, County of Middlesex, State of New Jersey, by way of Complaint against the Defendants, say:"),
				cb("FIRST COUNT"),
				p("1. On September 14, 2023, at approximately 5:40 p.m., Plaintiff Rohan P. Deshmukh was operating his 2019 Honda Accord northbound on State Highway Route 18 at or near its intersection with Tices Lane, East Brunswick, New Jersey, and was stopped for traffic."),
				p("2. At that time and place Defendant Trevor J. Kimball was operating a 2021 Ford Transit van owned by Defendant Raritan Valley HVAC Services, LLC, with its permission and in the course of his employment, and Defendant Danielle R. Whitmore was operating a 2017 Nissan Rogue directly behind Plaintiff's vehicle."),
				p("3. Defendants Kimball and Whitmore so carelessly and negligently operated their vehicles that the Kimball van struck the Whitmore vehicle, propelling it into the rear of Plaintiff's vehicle."),
				p("4. As a result, Plaintiff Rohan P. Deshmukh sustained severe and permanent injuries, including a herniated disc at C5-C6, has incurred and will incur medical expenses, and has been and will be unable to attend to his usual duties. His injuries meet the limitation on lawsuit threshold of N.J.S.A. 39:6A-8(a)."),
			},
			{
				cb("SECOND COUNT"),
				p("5. Defendant Raritan Valley HVAC Services, LLC is vicariously liable for the negligence of its employee and negligently entrusted the van to him. Defendants John Does 1-5 are fictitious persons or entities whose negligence contributed to the collision and whose identities are presently unknown."),
				cb("THIRD COUNT (Per Quod)"),
				p("6. Plaintiff Sunita Deshmukh is the wife of Plaintiff Rohan P. Deshmukh and has been deprived of his services, society and consortium."),
				p("WHEREFORE, Plaintiffs demand judgment against Defendants, jointly, severally and in the alternative, for compensatory damages, interest, costs of suit and such other relief as the Court deems just."),
				cb("DEMAND FOR INSURANCE INFORMATION"),
				p("Pursuant to R. 4:10-2(b), demand is made that Defendants disclose whether there are any insurance agreements or policies under which any person or firm may be liable to satisfy all or part of a judgment."),
				cb("DESIGNATION OF TRIAL COUNSEL"),
				p("Pursuant to R. 4:25-4, Marisa L. Benedetto, Esq. is hereby designated as trial counsel for Plaintiffs."),
				cb("CERTIFICATION PURSUANT TO R. 4:5-1(b)(2)"),
				p("I certify that the matter in controversy is not the subject of any other action pending in any court or of a pending arbitration proceeding, that no other action or arbitration proceeding is contemplated, and that I know of no other party who should be joined in this action at this time."),
			},
			{
				cb("CERTIFICATION PURSUANT TO R. 1:38-7(b)"),
				p("I certify that confidential personal identifiers have been redacted from documents now submitted to the court, and will be redacted from all documents submitted in the future in accordance with R. 1:38-7(b)."),
				cb("JURY DEMAND"),
				p("Plaintiffs demand a trial by jury on all issues so triable."),
				gap(),
				ls("                                              BENEDETTO & CRANE, LLC",
					"                                              Attorneys for Plaintiffs", "",
					"                                              By: /s/ Marisa L. Benedetto",
					"                                                  MARISA L. BENEDETTO, ESQ.", "",
					"Dated: March 15, 2024"),
			},
		}}

	dblock := ls("HOLLISTER & VANCE, P.C.",
		"Gregory T. Halpern, Esq. (Attorney ID No. 018762004)",
		"300 Campus Drive, Suite 210",
		"Florham Park, New Jersey 07932",
		"(973) 555-0137",
		"Attorneys for Defendants, Trevor J. Kimball and Raritan Valley HVAC Services, LLC")

	answer := doc{name: ansF, font: "Times", size: 11, unicode: true,
		header: stamp("04/29/2024", "11:02:37 AM", "LCV20241049318"),
		pages: []page{
			{dblock, gap(), capt("ANSWER, SEPARATE DEFENSES,", "CROSS-CLAIM, JURY DEMAND AND", "DESIGNATION OF TRIAL COUNSEL"), gap(),
				p("Defendants, Trevor J. Kimball and Raritan Valley HVAC Services, LLC (\"Answering Defendants\"), by way of Answer to Plaintiffs' Complaint, say:"),
				cb("AS TO THE FIRST, SECOND AND THIRD COUNTS"),
				p("1. Answering Defendants admit that a collision occurred on September 14, 2023 on Route 18 in East Brunswick and that Defendant Kimball was operating a van owned by Defendant Raritan Valley HVAC Services, LLC in the course of his employment. They deny the remaining allegations of paragraphs 1 through 6 and leave Plaintiffs to their proofs."),
				cb("FIRST SEPARATE DEFENSE"),
				p("Plaintiffs' claims are barred or limited by the limitation on lawsuit option of N.J.S.A. 39:6A-8(a), and Plaintiff Rohan P. Deshmukh has not sustained a permanent injury as defined therein."),
				cb("SECOND SEPARATE DEFENSE"),
				p("Any damages were caused by the negligence of persons over whom Answering Defendants had no control, including Defendant Danielle R. Whitmore, whose vehicle stopped suddenly in a travel lane."),
				cb("THIRD SEPARATE DEFENSE"),
				p("Any recovery must be reduced under the Comparative Negligence Act, N.J.S.A. 2A:15-5.1 et seq., and by collateral sources under N.J.S.A. 2A:15-97."),
			},
			{
				cb("CROSS-CLAIM FOR CONTRIBUTION AND INDEMNIFICATION"),
				p("Answering Defendants, while denying liability, say that if they are found liable to Plaintiffs, Defendant Danielle R. Whitmore is a joint tortfeasor and Answering Defendants demand contribution from her under the Joint Tortfeasors Contribution Act, N.J.S.A. 2A:53A-1 et seq., and the Comparative Negligence Act, and common-law indemnification."),
				cb("ANSWER TO ANY CROSS-CLAIMS"),
				p("Answering Defendants deny the allegations of any cross-claims asserted or to be asserted against them."),
				cb("JURY DEMAND AND DESIGNATION OF TRIAL COUNSEL"),
				p("Answering Defendants demand a trial by jury on all issues. Pursuant to R. 4:25-4, Gregory T. Halpern, Esq. is designated as trial counsel."),
				cb("CERTIFICATION PURSUANT TO R. 4:5-1(b)(2)"),
				p("I certify that the matter in controversy is not the subject of any other action or arbitration proceeding, and that no other party should be joined at this time."),
				cb("CERTIFICATION OF FILING AND SERVICE"),
				p("I certify that on April 29, 2024, the within Answer was filed with the Clerk of the Superior Court through eCourts and served on all counsel of record."),
				ls("                                              HOLLISTER & VANCE, P.C.",
					"                                              Attorneys for Defendants Kimball and",
					"                                              Raritan Valley HVAC Services, LLC", "",
					"                                              By: /s/ Gregory T. Halpern",
					"                                                  GREGORY T. HALPERN, ESQ.", "",
					"Dated: April 26, 2024"),
			},
		}}

	award := doc{name: awdF, font: "Helvetica", size: 9.5,
		header: stamp("02/13/2025", "3:47:10 PM", "LCV2025338702"),
		footer: "Revised 09/01/2017, CN 10300-English                                                                                      page %d of %t",
		pages: []page{
			{
				cb("SUPERIOR COURT OF NEW JERSEY"), cb("LAW DIVISION - CIVIL PART"), c("MIDDLESEX COUNTY VICINAGE"), gap(),
				cb("ARBITRATOR'S AWARD"), c("(R. 4:21A)"), gap(),
				ls("Docket Number: MID-L-001234-24                    Track: 2 (Auto)",
					"Caption: Deshmukh, Rohan P. et al. v. Kimball, Trevor J. et al.",
					"Date of Arbitration: 02/11/2025                  Location: Middlesex County Courthouse, New Brunswick",
					"Arbitrator: Arthur B. Wendling, Esq."),
				gap(),
				l("APPEARANCES"),
				ls("Party                                              Attorney",
					"Plaintiffs Rohan P. Deshmukh and Sunita Deshmukh   Marisa L. Benedetto, Esq.",
					"Defendants Trevor J. Kimball and Raritan Valley",
					"   HVAC Services, LLC                              Gregory T. Halpern, Esq.",
					"Defendant Danielle R. Whitmore                     Priya N. Raman, Esq."),
				gap(),
				l("Witnesses Testifying:  Rohan P. Deshmukh; Trevor J. Kimball"),
				l("Documents Reviewed:  NJTR-1 crash report of Ptl. Kevin Szymanski, East Brunswick Police Department; narrative report of Mark Feld, M.D., dated 10/07/2024; MRI of 11/02/2023"),
				gap(),
				l("AWARD"),
				ls("[X] In favor of Plaintiff Rohan P. Deshmukh in the gross amount of $85,000.00",
					"[X] In favor of Plaintiff Sunita Deshmukh (per quod) in the gross amount of $7,500.00",
					"[ ] No cause of action",
					"",
					"Allocation of liability:   Trevor J. Kimball / Raritan Valley HVAC Services, LLC   80%",
					"                           Danielle R. Whitmore                                    20%",
					"                           Plaintiff                                                0%"),
				gap(),
				p("Threshold: The arbitrator finds that Plaintiff Rohan P. Deshmukh has sustained a permanent injury within the meaning of N.J.S.A. 39:6A-8(a)."),
				gap(),
				ls("/s/ Arthur B. Wendling                              Date: 02/11/2025",
					"Arbitrator"),
			},
			{
				cb("NOTICE TO PARTIES"),
				p("This award will be entered as a final judgment unless a party files a demand for trial de novo and pays the trial de novo fee within 30 days after the filing of the arbitration award, pursuant to R. 4:21A-6(b)(1). A party who fails to appear or participate in the arbitration waives the right to demand a trial de novo. A party demanding a trial de novo may be liable for the costs and fees of the prevailing party under R. 4:21A-6(c)."),
				gap(),
				ls("Filed with the Civil Division Arbitration Office on 02/13/2025.",
					"Carmen R. Aviles, Arbitration Administrator",
					"Copies served on all counsel of record through eCourts."),
			},
		}}

	return matterSpec{
		name: "deshmukh-v-kimball", title: "Deshmukh v. Kimball (N.J. Super. Ct. Law Div., Middlesex County, MID-L-001234-24)", heldOut: true,
		firstSight: &Figures{PartyTruth: 12, PartyFound: 13, PartyCorrect: 6, EventTruth: 12, EventHits: 12, Grounded: 1}, // at 3877bf6
		docs:       []doc{complaint, answer, award},
		parties: []Party{
			{"Rohan P. Deshmukh", "plaintiff"},
			{"Rohan P. Deshmukh", "witness"}, // testified at the arbitration
			{"Sunita Deshmukh", "plaintiff"}, // per quod
			{"Trevor J. Kimball", "defendant"},
			{"Trevor J. Kimball", "witness"},
			{"Raritan Valley HVAC Services, LLC", "defendant"},
			{"Danielle R. Whitmore", "defendant"},
			{"John Does 1-5", "defendant"}, // fictitious names
			{"Marisa L. Benedetto", "counsel"},
			{"Gregory T. Halpern", "counsel"},
			{"Priya N. Raman", "counsel"},   // for the co-defendant, named in the award's appearances
			{"Arthur B. Wendling", "judge"}, // the arbitrator
		},
		events: []Event{
			{"2024-03-18", cmpF, 1}, // eCourts stamp
			{"2023-09-14", cmpF, 1},
			{"2024-03-15", cmpF, 3},
			{"2024-04-29", ansF, 1}, // eCourts stamp
			{"2023-09-14", ansF, 1},
			{"2024-04-29", ansF, 2},
			{"2024-04-26", ansF, 2},
			{"2025-02-13", awdF, 1}, // eCourts stamp
			{"2025-02-11", awdF, 1},
			{"2024-10-07", awdF, 1},
			{"2023-11-02", awdF, 1},
			{"2025-02-13", awdF, 2},
		},
	}
}
