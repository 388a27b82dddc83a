package sealed

import "pramaan/brief/truth"

// A claim in the Business List of the Business and Property Courts in
// London (Chancery Division), A4: a property developer sues its former
// director and the company he set up for diverting a site acquisition (a
// former maltings in Bermondsey) in breach of his duties under sections 175
// and 176 of the Companies Act 2006. The claimant's managing director's
// first witness statement (the top-right note, "BETWEEN ... Claimant - and -
// (1) ... (2) ... Defendants", "will say as follows", exhibit page
// references, statement of truth, the certificate of compliance with
// Practice Direction 57AC signed by the solicitor); the former director's
// own witness statement; the defendants' solicitors' letter signed in the
// firm's name ("Our ref / Your ref", "By email only"); the claimant's
// skeleton argument for the pre-trial review (time estimate, pre-reading, a
// dramatis personae table, issues, counsel and chambers with the date at the
// end); and the order after the pre-trial review made by a deputy High
// Court judge ("BEFORE: ... sitting as a Deputy Judge of the High Court",
// "UPON hearing ... KC", numbered directions with "by 4pm on", service by
// the court).
func init() { specs = append(specs, brackenburyChD) }

func brackenburyChD() spec {
	courtHead := func(note []string) []block {
		var out []block
		if note != nil {
			out = append(out, stamp(note...))
		}
		out = append(out,
			row([]float64{0.6, 0.4}, "", "Claim No. BL-2024-000418"), gap(),
			lb("IN THE HIGH COURT OF JUSTICE"),
			lb("BUSINESS AND PROPERTY COURTS OF ENGLAND AND WALES"),
			lb("BUSINESS LIST (ChD)"), gap(),
			l("BETWEEN:"),
			cb("BRACKENBURY HERITAGE DEVELOPMENTS LIMITED"), r("Claimant"), c("- and -"),
			cb("(1) TOBIAS ALDWINCKLE"), cb("(2) FENMARSH PROPERTY VENTURES LIMITED"), r("Defendants"), rule(),
		)
		return out
	}

	ws1 := doc{name: "First Witness Statement of Imogen Rose Saltmarsh.pdf", font: "Times", size: 11.5, paper: "A4",
		footer: "%d", footerAlign: "C",
		pages: []page{
			with(courtHead([]string{"Claimant", "I. R. Saltmarsh", "First", "Exhibit IRS1", "14 February 2025"}), []block{
				cb("FIRST WITNESS STATEMENT OF IMOGEN ROSE SALTMARSH"), rule(),
				p("I, IMOGEN ROSE SALTMARSH, of 14 Tanner Street, London SE1 3LE, Managing Director of the Claimant, will say as follows:"),
				p("1. I make this statement in support of the Claimant's claim. The facts in it are within my own knowledge unless I say otherwise. References in the form [IRS1/page] are to the exhibit to this statement."),
				p("2. The Claimant restores and redevelops historic industrial buildings in south London. Mr Aldwinckle was a director of the Claimant from 4 April 2016 until he resigned on 31 January 2024, and was responsible for finding new sites."),
				p("3. In the summer of 2023 the Claimant was looking for a site of 1.5 to 3 acres near the river. On 19 September 2023 Mr Aldwinckle reported to the board that he had viewed the former Southwark Maltings site on Bevington Road, owned by Southwark Maltings (Holdings) Limited, and that it was \"overpriced and contaminated\" [IRS1/12]. The board did not pursue it."),
				p("4. I now know, from the documents disclosed by the Defendants, that Mr Aldwinckle had met the vendor's agent, Mr Dunstan Pryce of Cullimore Bray, on 12 September 2023, and had been told that the vendor would accept an offer of about £7.2 million for a quick exchange [IRS1/18-20]."),
				p("5. The Second Defendant was incorporated on 6 November 2023. Mr Aldwinckle is its sole director and shareholder. It exchanged contracts for the site at £7.35 million on 22 February 2024, three weeks after Mr Aldwinckle left the Claimant [IRS1/31]."),
			}),
			{
				p("6. Had Mr Aldwinckle reported what Mr Pryce had told him, the board would have made an offer. The site was exactly what we were looking for, and we had the funding in place under our facility with our bank. I exhibit the board minutes of 10 October 2023 approving a budget of up to £8 million for a riverside acquisition [IRS1/24]."),
				p("7. The Claimant's valuer puts the value of the site with planning permission for residential use at £13.9 million. The Claimant seeks an account of the profits made by the Defendants or equitable compensation."),
				lb("Statement of truth"),
				p("I believe that the facts stated in this witness statement are true. I understand that proceedings for contempt of court may be brought against anyone who makes, or causes to be made, a false statement in a document verified by a statement of truth without an honest belief in its truth."),
				ls("Signed: /s/ Imogen Rose Saltmarsh", "Name: Imogen Rose Saltmarsh", "Date: 14 February 2025"),
				gap(),
				lb("Certificate of compliance"),
				p("I hereby certify that I have explained to the witness the purpose and proper content of trial witness statements; the witness has been referred to the Statement of Best Practice contained in the Appendix to Practice Direction 57AC; and I believe this trial witness statement complies with Practice Direction 57AC."),
				ls("Signed: /s/ Harriet Mbatha-Lowe", "Name: Harriet Mbatha-Lowe, Partner, Marlowe Ainsworth LLP, solicitors for the Claimant", "Date: 14 February 2025"),
			},
		}}

	ws2 := doc{name: "First Witness Statement of Tobias Aldwinckle.pdf", font: "Times", size: 11.5, paper: "A4",
		footer: "%d", footerAlign: "C",
		pages: []page{
			with(courtHead([]string{"Defendants", "T. Aldwinckle", "First", "Exhibit TA1", "28 February 2025"}), []block{
				cb("FIRST WITNESS STATEMENT OF TOBIAS ALDWINCKLE"), rule(),
				p("I, TOBIAS ALDWINCKLE, of Flat 9, 41 Lavington Street, London SE1 0NZ, company director, will say as follows:"),
				p("1. I am the First Defendant and the sole director of the Second Defendant. I make this statement for the trial of this claim."),
				p("2. I did meet Mr Pryce on 12 September 2023, but not about the Bevington Road site as such. He showed me particulars of several properties, and the price he mentioned for the maltings was a guide, not an indication of what the vendor would accept."),
				p("3. My report of 19 September 2023 was honest. The site's Phase 1 environmental report, which I read, identified a former underground fuel store and asbestos in the kiln roofs, and I thought, and still think, that the Claimant's board would not have taken on that risk. Ms Saltmarsh told me at the board meeting on 10 October 2023 that the Claimant's priority was the Deptford scheme."),
				p("4. I decided to leave the Claimant in December 2023 for reasons unconnected with the site. I approached the vendor's agent again only on 5 February 2024, after my resignation had taken effect."),
			}),
			{
				lb("Statement of truth"),
				p("I believe that the facts stated in this witness statement are true. I understand that proceedings for contempt of court may be brought against anyone who makes, or causes to be made, a false statement in a document verified by a statement of truth without an honest belief in its truth."),
				ls("Signed: /s/ Tobias Aldwinckle", "Name: Tobias Aldwinckle", "Date: 28 February 2025"),
			},
		}}

	letter := doc{name: "Letter from Thackeray Limbrick LLP.pdf", font: "Helvetica", size: 10, paper: "A4",
		footer: "Thackeray Limbrick LLP is authorised and regulated by the Solicitors Regulation Authority (SRA No. 648213).", footerAlign: "C",
		pages: []page{
			{
				lb("THACKERAY LIMBRICK LLP"), l("Solicitors  |  20 Fenchurch Street, London EC3M 3BY  |  DX 1089 London City"), rule(),
				row([]float64{0.5, 0.5}, "Marlowe Ainsworth LLP\n5 New Street Square\nLondon EC4A 3BF", "Our ref: TL/FP/2291\nYour ref: MA/BHD/0418\nDate: 7 March 2025"),
				gap(),
				l("By email only"), gap(),
				l("Dear Sirs"), gap(),
				lb("Brackenbury Heritage Developments Limited v Aldwinckle and another - Claim No. BL-2024-000418"),
				p("We write further to your letter of 3 March 2025 and in advance of the pre-trial review listed for 14 March 2025."),
				p("Our clients do not agree to your client's proposal that the valuation experts meet only after exchange of supplemental reports. We propose that the experts meet by 4 April 2025 and produce a joint statement by 17 April 2025, so that the trial listed in the window beginning 12 May 2025 is not put at risk."),
				p("We also note that your client's witness statement exhibits the board minutes of 10 October 2023 but not the board pack for that meeting. Please provide it by 12 March 2025, failing which our clients will raise the point at the hearing."),
				p("Yours faithfully"), gap(),
				l("/s/ Thackeray Limbrick LLP"),
				l("Thackeray Limbrick LLP"),
			},
		}}

	dp := []float64{0.32, 0.68}
	skel := doc{name: "Claimant's Skeleton Argument for the PTR.pdf", font: "Times", size: 11.5, paper: "A4",
		footer: "%d", footerAlign: "C",
		pages: []page{
			with(courtHead(nil), []block{
				cb("CLAIMANT'S SKELETON ARGUMENT"), cb("for the pre-trial review on 14 March 2025"), rule(),
				ls("Time estimate: 1 hour", "Pre-reading (30 minutes): this skeleton; the order of 9 October 2024; the draft trial timetable [PTR/45]", "References in the form [PTR/page] are to the pre-trial review bundle."),
				lb("A. Introduction"),
				p("1. The trial is listed in a window of five days beginning 12 May 2025. The Claimant alleges that the First Defendant (\"Mr Aldwinckle\") diverted to the Second Defendant (\"Fenmarsh\") an opportunity to acquire the former Southwark Maltings site, in breach of sections 175 and 176 of the Companies Act 2006."),
				lb("B. Dramatis personae"),
				row(dp, "Ms Imogen Saltmarsh", "Managing Director of the Claimant; witness of fact"),
				row(dp, "Mr Tobias Aldwinckle", "Former director of the Claimant; First Defendant; sole director of Fenmarsh"),
				row(dp, "Mr Dunstan Pryce", "Partner, Cullimore Bray, agent for the vendor of the site"),
				row(dp, "Mr Oliver Kettleby MRICS", "The Claimant's valuation expert"),
				row(dp, "Ms Fern Adaeze-Holt MRICS", "The Defendants' valuation expert"),
				lb("C. Matters for the PTR"),
				p("2. Expert meeting. The Claimant asks that the valuation experts meet after exchange of their supplemental reports on 11 April 2025, so that the meeting addresses the Defendants' new comparables. A joint statement by 25 April 2025 leaves ample time before trial."),
				p("3. Board pack. The board pack for the meeting of 10 October 2023 has been located and will be provided by 12 March 2025. No order is needed."),
			}),
			{
				p("4. Witness summaries. The Claimant seeks permission under CPR 32.9 to serve a witness summary for Mr Pryce, who has declined to give a statement. His evidence of the meeting on 12 September 2023 goes to the heart of the case."),
				p("5. Trial timetable. The Claimant's draft allows one day for reading, two and a half days for the evidence of fact and expert evidence, and one and a half days for closing submissions."),
				gap(),
				ls("ALISTAIR PENROSE-HUGHES KC", "NAOMI ADEWUNMI-FIELD", "", "Gray's Orchard Chambers", "Gray's Inn, London WC1R 5JA", "", "11 March 2025"),
			},
		}}

	order := doc{name: "Order after Pre-Trial Review.pdf", font: "Times", size: 11.5, paper: "A4",
		pages: []page{
			with(courtHead(nil), []block{
				cb("ORDER"), gap(),
				p("BEFORE: Philippa Carrow KC sitting as a Deputy Judge of the High Court"),
				l("DATED: 14 March 2025"), gap(),
				p("UPON the pre-trial review"),
				p("AND UPON HEARING Mr Alistair Penrose-Hughes KC, counsel for the Claimant, and Mr Crispin Ormerod, counsel for the Defendants"),
				l("IT IS ORDERED THAT:"),
				p("1. The valuation experts shall meet by 4pm on 4 April 2025 and shall file and serve a joint statement under CPR 35.12 by 4pm on 22 April 2025. Any supplemental reports shall be served by 4pm on 15 April 2025."),
				p("2. The Claimant has permission under CPR 32.9 to serve a witness summary for Mr Dunstan Pryce by 4pm on 28 March 2025."),
				p("3. The trial timetable in the form annexed to this order is approved. The trial bundle shall be lodged by 4pm on 2 May 2025 and the parties' skeleton arguments by 4pm on 7 May 2025."),
				p("4. The trial shall be heard in the window beginning 12 May 2025, with a time estimate of five days including one day of judicial pre-reading."),
				p("5. Costs in the case."),
				gap(),
				lb("Service of the order"),
				p("The court has provided a sealed copy of this order to the serving party: Marlowe Ainsworth LLP, 5 New Street Square, London EC4A 3BF, solicitors for the Claimant."),
			}),
		}}

	const (
		f1 = "First Witness Statement of Imogen Rose Saltmarsh.pdf"
		f2 = "First Witness Statement of Tobias Aldwinckle.pdf"
		fl = "Letter from Thackeray Limbrick LLP.pdf"
		fs = "Claimant's Skeleton Argument for the PTR.pdf"
		fo = "Order after Pre-Trial Review.pdf"
	)
	return spec{
		name:       "brackenbury-heritage-v-aldwinckle-bpc-chd",
		title:      "Brackenbury Heritage Developments Ltd v Aldwinckle (BPC, Business List (ChD), BL-2024-000418), diverted site acquisition",
		firstSight: &truth.Figures{PartyTruth: 12, PartyFound: 10, PartyCorrect: 10, EventTruth: 40, EventHits: 40, Grounded: 1}, // at commit 574488e
		docs:       []doc{ws1, ws2, letter, skel, order},
		parties: []truth.Party{
			{Name: "Brackenbury Heritage Developments Limited", Role: "plaintiff"}, // the claimant
			{Name: "Tobias Aldwinckle", Role: "defendant"},
			{Name: "Tobias Aldwinckle", Role: "declarant"},
			{Name: "Fenmarsh Property Ventures Limited", Role: "defendant"},
			{Name: "Imogen Rose Saltmarsh", Role: "declarant"},
			{Name: "Harriet Mbatha-Lowe", Role: "counsel"}, // the claimant's solicitor, on the PD 57AC certificate
			{Name: "Alistair Penrose-Hughes", Role: "counsel"},
			{Name: "Naomi Adewunmi-Field", Role: "counsel"},
			{Name: "Crispin Ormerod", Role: "counsel"},
			{Name: "Thackeray Limbrick LLP", Role: "sender"},
			{Name: "Marlowe Ainsworth LLP", Role: "recipient"},
			{Name: "Philippa Carrow", Role: "judge"},
		},
		events: []truth.Event{
			{Date: "2025-02-14", File: f1, Page: 1}, // the top-right note
			{Date: "2016-04-04", File: f1, Page: 1},
			{Date: "2024-01-31", File: f1, Page: 1},
			{Date: "2023-09-19", File: f1, Page: 1},
			{Date: "2023-09-12", File: f1, Page: 1},
			{Date: "2023-11-06", File: f1, Page: 1},
			{Date: "2024-02-22", File: f1, Page: 1},
			{Date: "2023-10-10", File: f1, Page: 2},
			{Date: "2025-02-14", File: f1, Page: 2},
			{Date: "2025-02-28", File: f2, Page: 1}, // the top-right note
			{Date: "2023-09-12", File: f2, Page: 1},
			{Date: "2023-09-19", File: f2, Page: 1},
			{Date: "2023-10-10", File: f2, Page: 1},
			{Date: "2024-02-05", File: f2, Page: 1},
			{Date: "2025-02-28", File: f2, Page: 2},
			{Date: "2025-03-07", File: fl, Page: 1},
			{Date: "2025-03-03", File: fl, Page: 1},
			{Date: "2025-03-14", File: fl, Page: 1},
			{Date: "2025-04-04", File: fl, Page: 1},
			{Date: "2025-04-17", File: fl, Page: 1},
			{Date: "2025-05-12", File: fl, Page: 1},
			{Date: "2023-10-10", File: fl, Page: 1},
			{Date: "2025-03-12", File: fl, Page: 1},
			{Date: "2025-03-14", File: fs, Page: 1},
			{Date: "2024-10-09", File: fs, Page: 1},
			{Date: "2025-05-12", File: fs, Page: 1},
			{Date: "2025-04-11", File: fs, Page: 1},
			{Date: "2025-04-25", File: fs, Page: 1},
			{Date: "2023-10-10", File: fs, Page: 1},
			{Date: "2025-03-12", File: fs, Page: 1},
			{Date: "2023-09-12", File: fs, Page: 2},
			{Date: "2025-03-11", File: fs, Page: 2},
			{Date: "2025-03-14", File: fo, Page: 1},
			{Date: "2025-04-04", File: fo, Page: 1},
			{Date: "2025-04-22", File: fo, Page: 1},
			{Date: "2025-04-15", File: fo, Page: 1},
			{Date: "2025-03-28", File: fo, Page: 1},
			{Date: "2025-05-02", File: fo, Page: 1},
			{Date: "2025-05-07", File: fo, Page: 1},
			{Date: "2025-05-12", File: fo, Page: 1},
		},
	}
}
