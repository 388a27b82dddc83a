package sealed

import "pramaan/brief/truth"

// A wrongful dismissal action in the Ontario Superior Court of Justice at
// Toronto: the statement of claim on Form 14A (the court file number top
// right, "BETWEEN: ... Plaintiff and ... Defendants", the prescribed notice
// "TO THE DEFENDANTS" in capitals, "Date ... Issued by ... Local Registrar"
// with the court office's address, "TO:" the defendants at their
// addresses, the claim's lettered heads of relief, the lawyer's block with
// an LSO number, and the backsheet), the statement of defence on Form 18A
// (admissions and denials by paragraph number, mitigation, the "TO:" block
// to the plaintiff's lawyers), the plaintiff's notice of refusals motion
// ("THE PLAINTIFF WILL MAKE A MOTION to the court", grounds, evidence, "TO:"
// the defendants' lawyers), and an associate judge's endorsement in the
// court's form ("RE: / AND:", "BEFORE:", "COUNSEL:" with initials and
// surnames, "HEARD:", a refusals chart's outcome, costs).
func init() { specs = append(specs, achterbergNwosu) }

func achterbergNwosu() spec {
	fileNo := r("Court File No. CV-24-00714582-0000")
	title := []block{
		cb("ONTARIO"), cb("SUPERIOR COURT OF JUSTICE"), gap(),
		l("BETWEEN:"), gap(),
		cb("ROSALIND ACHTERBERG-NWOSU"), r("Plaintiff"), c("and"),
		cb("QUILLMARK LOGISTICS CANADA INC. and"), cb("NORTHGATE FREIGHT SOLUTIONS ULC"), r("Defendants"), gap(),
	}
	plLawyer := []string{"OKONKWO-REID EMPLOYMENT LAW", "PROFESSIONAL CORPORATION", "145 King Street West, Suite 1000", "Toronto ON  M5H 1J8", "", "Samuel J. Okonkwo-Reid (LSO# 61234K)", "sam@okonkworeid.example", "Tel: 416-555-0163", "", "Lawyers for the Plaintiff"}
	dfLawyer := []string{"LAROCHE PATEL LLP", "Bay Adelaide Centre, East Tower", "22 Adelaide Street West, Suite 3400", "Toronto ON  M5H 4E3", "", "Geneviève Laroche-Patel (LSO# 54821P)", "Aidan M. Fitzhugh (LSO# 77102F)", "Tel: 416-555-0129", "", "Lawyers for the Defendants"}

	claim := doc{name: "Statement of Claim.pdf", font: "Times", size: 11.5,
		pages: []page{
			with([]block{fileNo, gap()}, title, []block{
				cb("STATEMENT OF CLAIM"), gap(),
				cb("TO THE DEFENDANTS"),
				p("A LEGAL PROCEEDING HAS BEEN COMMENCED AGAINST YOU by the plaintiff. The claim made against you is set out in the following pages."),
				p("IF YOU WISH TO DEFEND THIS PROCEEDING, you or an Ontario lawyer acting for you must prepare a statement of defence in Form 18A prescribed by the Rules of Civil Procedure, serve it on the plaintiff's lawyer or, where the plaintiff does not have a lawyer, serve it on the plaintiff, and file it, with proof of service, in this court office, WITHIN TWENTY DAYS after this statement of claim is served on you, if you are served in Ontario."),
				p("IF YOU FAIL TO DEFEND THIS PROCEEDING, JUDGMENT MAY BE GIVEN AGAINST YOU IN YOUR ABSENCE AND WITHOUT FURTHER NOTICE TO YOU."),
				gap(),
				row([]float64{0.45, 0.55}, "Date: February 14, 2024", "Issued by: ______________________\n                  Local Registrar\n\nAddress of court office:\n330 University Avenue, 9th Floor\nToronto ON  M5G 1R7"),
				gap(),
				ls("TO:   QUILLMARK LOGISTICS CANADA INC.", "         6100 Tomken Road, Mississauga ON  L5T 1X7", "", "AND TO:   NORTHGATE FREIGHT SOLUTIONS ULC", "         6100 Tomken Road, Mississauga ON  L5T 1X7"),
			}),
			{
				cb("CLAIM"),
				p("1. The plaintiff claims against the defendants, jointly and severally:"),
				p("(a) damages for wrongful dismissal in the amount of $285,000, being pay in lieu of 24 months' reasonable notice, less amounts paid;"),
				p("(b) damages for the loss of benefits, pension contributions and the short-term incentive plan bonus during the notice period;"),
				p("(c) aggravated and punitive damages of $75,000;"),
				p("(d) pre-judgment and post-judgment interest under the Courts of Justice Act, R.S.O. 1990, c. C.43, and costs on a substantial indemnity basis."),
				p("2. The plaintiff, Rosalind Achterberg-Nwosu, resides in Oakville, Ontario. She began work for Northgate Freight Solutions ULC (\"Northgate\") on March 2, 2009 and, after Northgate's business was merged into Quillmark Logistics Canada Inc. (\"Quillmark\"), worked for both as Director, Customs Compliance. Quillmark and Northgate share management, premises and payroll and were her common employer."),
				p("3. On October 31, 2023, without warning or cause, the defendants terminated her employment at a meeting that lasted six minutes, and offered her only the minimum notice and severance required by the Employment Standards Act, 2000, conditional on a full release. She was then 56 years old, had nearly fifteen years of service, and earned a base salary of $142,500 with a target bonus of 20%."),
				p("4. The defendants escorted her from the building in front of her staff and told customers she had \"left for personal reasons\", conduct in breach of the duty of good faith in the manner of dismissal."),
				p("5. The plaintiff has made reasonable efforts to mitigate her damages and has not found comparable employment."),
				gap(),
				ls("February 9, 2024"), gap(),
				ls(plLawyer...),
			},
			{
				fileNo, gap(),
				row([]float64{0.4, 0.2, 0.4}, "ROSALIND ACHTERBERG-NWOSU\nPlaintiff", "-and-", "QUILLMARK LOGISTICS CANADA INC. et al.\nDefendants"),
				gap(), rule(), gap(),
				cb("ONTARIO"), cb("SUPERIOR COURT OF JUSTICE"), c("PROCEEDING COMMENCED AT TORONTO"), gap(),
				cb("STATEMENT OF CLAIM"), gap(), rule(),
				ls(plLawyer...),
			},
		}}

	defence := doc{name: "Statement of Defence.pdf", font: "Times", size: 11.5,
		pages: []page{
			with([]block{fileNo, gap()}, title, []block{
				cb("STATEMENT OF DEFENCE"), gap(),
				p("1. The defendants admit the allegations in the first sentence of paragraph 2 and in paragraph 5 of the statement of claim, save that they deny that the plaintiff's efforts to mitigate were reasonable."),
				p("2. The defendants deny the allegations in paragraphs 1, 3 and 4 of the statement of claim, and deny that the plaintiff is entitled to the relief claimed or any relief."),
				p("3. Quillmark Logistics Canada Inc. (\"Quillmark\") alone employed the plaintiff after the amalgamation of the defendants' operations on January 1, 2021. Northgate Freight Solutions ULC is a holding company with no employees and is improperly named."),
				p("4. The plaintiff's position was eliminated on October 31, 2023 in a restructuring of Quillmark's compliance function after the loss of its largest cross-border customer. Quillmark paid her eight weeks' pay in lieu of notice and twelve weeks' severance pay under the Employment Standards Act, 2000, continued her benefits for the statutory notice period, and offered her a further eight months' salary in exchange for a release, which she refused."),
				p("5. A reasonable notice period for the plaintiff is no more than twelve months. Quillmark denies that the manner of dismissal was unfair. The meeting was held privately and the plaintiff was offered the opportunity to collect her belongings after hours."),
				p("6. The plaintiff failed to mitigate. She declined an interview arranged by an outplacement firm on December 4, 2023 for a comparable role, and her job search has been limited to a small number of applications."),
			}),
			{
				p("7. The defendants ask that this action be dismissed with costs."),
				gap(),
				ls("April 2, 2024"), gap(),
				ls(dfLawyer...), gap(),
				ls("TO:   OKONKWO-REID EMPLOYMENT LAW PROFESSIONAL CORPORATION", "         145 King Street West, Suite 1000, Toronto ON  M5H 1J8", "         Samuel J. Okonkwo-Reid (LSO# 61234K)", "         Lawyers for the Plaintiff"),
			},
		}}

	motion := doc{name: "Notice of Motion (Refusals).pdf", font: "Times", size: 11.5,
		pages: []page{
			with([]block{fileNo, gap()}, title, []block{
				cb("NOTICE OF MOTION"), gap(),
				p("THE PLAINTIFF WILL MAKE A MOTION to an Associate Judge on January 22, 2025 at 10:00 a.m., or as soon after that time as the motion can be heard, by video conference at Toronto."),
				p("THE MOTION IS FOR an order requiring the defendants' representative, Trevor Lindgren-Ochoa, to answer the questions refused on his examination for discovery held on September 17, 2024, as listed in the refusals chart attached as Schedule \"A\", and costs."),
				p("THE GROUNDS FOR THE MOTION ARE Rules 31.06 and 34.15 of the Rules of Civil Procedure; the refused questions concern the defendants' common management and payroll and the restructuring said to justify the termination, which are in issue in the pleadings."),
				p("THE FOLLOWING DOCUMENTARY EVIDENCE will be used at the hearing: the transcript of the examination for discovery of September 17, 2024 and the refusals chart."),
			}),
			{
				ls("December 6, 2024"), gap(),
				ls(plLawyer...), gap(),
				ls("TO:   LAROCHE PATEL LLP", "         Geneviève Laroche-Patel (LSO# 54821P)", "         Aidan M. Fitzhugh (LSO# 77102F)", "         Lawyers for the Defendants"),
			},
		}}

	endorse := doc{name: "Endorsement.pdf", font: "Times", size: 11.5,
		pages: []page{
			{
				lb("SUPERIOR COURT OF JUSTICE - ONTARIO"), gap(),
				row([]float64{0.25, 0.75}, "COURT FILE NO.:", "CV-24-00714582-0000"),
				row([]float64{0.25, 0.75}, "DATE:", "20250129"), gap(),
				row([]float64{0.25, 0.75}, "RE:", "ROSALIND ACHTERBERG-NWOSU, Plaintiff"),
				row([]float64{0.25, 0.75}, "AND:", "QUILLMARK LOGISTICS CANADA INC. and NORTHGATE FREIGHT SOLUTIONS ULC, Defendants"), gap(),
				row([]float64{0.25, 0.75}, "BEFORE:", "Associate Judge R. Castonguay"), gap(),
				row([]float64{0.25, 0.75}, "COUNSEL:", "S. Okonkwo-Reid, for the Plaintiff\nA. Fitzhugh, for the Defendants"), gap(),
				row([]float64{0.25, 0.75}, "HEARD:", "January 22, 2025"), gap(),
				cb("ENDORSEMENT"), gap(),
				p("[1] The plaintiff moves for answers to 14 questions refused on the examination for discovery of the defendants' representative, Mr. Lindgren-Ochoa. The plaintiff pleads that Quillmark and Northgate were her common employer; the defendants deny it. Questions about the shared management, premises and payroll of the two companies are therefore relevant, as are questions about the restructuring the defendants plead at paragraph 4 of their statement of defence."),
				p("[2] Questions 1 to 9 and 12 to 14 on the refusals chart shall be answered, in writing, by March 14, 2025. Questions 10 and 11, which ask for the compensation of other employees terminated in 2023, are overbroad and need not be answered. The plaintiff may re-attend to ask proper follow-up questions, at her own expense, for no more than one hour."),
				p("[3] The plaintiff was substantially successful. The defendants shall pay her costs of the motion, fixed at $4,500 inclusive of HST and disbursements, within 30 days."),
				gap(),
				ls("Associate Judge R. Castonguay", "Date: January 29, 2025"),
			},
		}}

	return spec{
		name: "achterberg-nwosu-v-quillmark-onsc", title: "Achterberg-Nwosu v. Quillmark Logistics Canada Inc. (Ont. S.C.J., CV-24-00714582-0000), wrongful dismissal",
		firstSight: &truth.Figures{PartyTruth: 11, PartyFound: 17, PartyCorrect: 10, EventTruth: 14, EventHits: 14, Grounded: 1}, // at commit 0946ef1
		docs:       []doc{claim, defence, motion, endorse},
		parties: []truth.Party{
			{Name: "Rosalind Achterberg-Nwosu", Role: "plaintiff"},
			{Name: "Quillmark Logistics Canada Inc.", Role: "defendant"},
			{Name: "Northgate Freight Solutions ULC", Role: "defendant"},
			{Name: "Samuel J. Okonkwo-Reid", Role: "counsel"},
			{Name: "Samuel J. Okonkwo-Reid", Role: "sender"}, // signs the notice of motion
			{Name: "Geneviève Laroche-Patel", Role: "counsel"},
			{Name: "Geneviève Laroche-Patel", Role: "recipient"}, // the notice of motion is addressed "TO:" them
			{Name: "Aidan M. Fitzhugh", Role: "counsel"},
			{Name: "Aidan M. Fitzhugh", Role: "recipient"},
			{Name: "Trevor Lindgren-Ochoa", Role: "deponent"}, // examined for discovery for the defendants
			{Name: "R. Castonguay", Role: "judge"},
		},
		events: []truth.Event{
			{Date: "2024-02-14", File: "Statement of Claim.pdf", Page: 1},
			{Date: "2009-03-02", File: "Statement of Claim.pdf", Page: 2},
			{Date: "2023-10-31", File: "Statement of Claim.pdf", Page: 2},
			{Date: "2024-02-09", File: "Statement of Claim.pdf", Page: 2},
			{Date: "2021-01-01", File: "Statement of Defence.pdf", Page: 1},
			{Date: "2023-10-31", File: "Statement of Defence.pdf", Page: 1},
			{Date: "2023-12-04", File: "Statement of Defence.pdf", Page: 1},
			{Date: "2024-04-02", File: "Statement of Defence.pdf", Page: 2},
			{Date: "2025-01-22", File: "Notice of Motion (Refusals).pdf", Page: 1},
			{Date: "2024-09-17", File: "Notice of Motion (Refusals).pdf", Page: 1},
			{Date: "2024-12-06", File: "Notice of Motion (Refusals).pdf", Page: 2},
			{Date: "2025-01-22", File: "Endorsement.pdf", Page: 1},
			{Date: "2025-03-14", File: "Endorsement.pdf", Page: 1},
			{Date: "2025-01-29", File: "Endorsement.pdf", Page: 1},
		},
	}
}
