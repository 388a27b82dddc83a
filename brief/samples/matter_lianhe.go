package samples

// DEV SET (held out at first sight): an HKIAC administered arbitration
// seated in Hong Kong between a Hong Kong moulder and a Swedish medical
// device company. The notice of arbitration (a cover page "IN THE MATTER
// OF AN ARBITRATION UNDER THE HKIAC ADMINISTERED ARBITRATION RULES 2018",
// the parties with "(Claimant)" / "(Respondent)" under their names,
// numbered headings for the parties and their representatives, "Attention:"
// lines under the firm, the respondent's chief executive named as its
// contact, the nominee "Mr X SC" with his chambers, the firm's signature);
// the answer (counsel named in a sentence, "of Firm", the nominee
// "Professor X"); the HKIAC's letter confirming the tribunal ("Our Ref:",
// "By Email", "To:" each party's counsel "(Attn: ...)", "cc:" the tribunal,
// signed by its counsel); Procedural Order No. 1 recording the terms of
// appointment (the tribunal with "(Presiding Arbitrator)" and
// "(Co-arbitrator)", the tribunal secretary, a "No. / Step / Party /
// Date" timetable, signed "for and on behalf of the Arbitral Tribunal");
// and the final award (cover, "THE PARTIES", "THE ARBITRAL TRIBUNAL",
// procedural history, the witnesses "(CW-1)", "(RW-1)" and the expert
// heard, "Place of arbitration: Hong Kong", three signatures side by side
// over the members' titles). Names in Chinese order ("Tam Ka-ho"),
// Swedish letters. Conventions: a claimant is the plaintiff; an
// institution's counsel who writes to the parties is a sender and the
// counsel she writes to are recipients, with
// the firms she addresses for their attention; the tribunal secretary and an
// officer named only as a contact are no parties; each member of the
// tribunal is a judge; a fact or expert witness heard at the hearing is a
// witness.
func init() { specs = append(specs, lianhe) }

func lianhe() matterSpec {
	cover := func(title, date string) []block {
		return []block{
			cb("IN THE MATTER OF AN ARBITRATION UNDER THE"), cb("HKIAC ADMINISTERED ARBITRATION RULES 2018"), gap(),
			c("HKIAC Case No. HKIAC/A24019"), gap(),
			c("BETWEEN"), gap(),
			cb("LIANHE PRECISION MOULDING COMPANY LIMITED"), c("(Claimant)"), gap(),
			c("and"), gap(),
			cb("VÄSTKUST MEDICAL AB"), c("(Respondent)"), gap(),
			c("_______________________________________"), cb(title), c("_______________________________________"), gap(),
			c(date), gap(),
		}
	}
	notice := doc{name: "Notice of Arbitration 2024-01-15.pdf", font: "Helvetica", size: 10.5, unicode: true,
		pages: []page{
			{
				cb("IN THE MATTER OF AN ARBITRATION UNDER THE"), cb("HKIAC ADMINISTERED ARBITRATION RULES 2018"), gap(),
				c("BETWEEN"), gap(),
				cb("LIANHE PRECISION MOULDING COMPANY LIMITED"), c("(Claimant)"), gap(),
				c("and"), gap(),
				cb("VÄSTKUST MEDICAL AB"), c("(Respondent)"), gap(),
				c("_______________________________________"), cb("NOTICE OF ARBITRATION"), c("_______________________________________"), gap(),
				c("15 January 2024"), gap(), gap(),
				ls("Ho & Kwan Solicitors", "22/F, Alexandra House", "18 Chater Road, Central, Hong Kong", "Solicitors for the Claimant"),
			},
			{
				l("A. THE PARTIES AND THEIR REPRESENTATIVES"),
				p("1. The Claimant, Lianhe Precision Moulding Company Limited (\"Lianhe\"), is a company incorporated in Hong Kong (Company No. 1823366) whose registered office is at Unit 1208, 12/F, Kwun Tong Harbour Plaza, 182 Wai Yip Street, Kwun Tong, Kowloon, Hong Kong."),
				p("2. The Claimant is represented in this arbitration by Ho & Kwan Solicitors, whose details are:"),
				ls("     Ho & Kwan Solicitors", "     22/F, Alexandra House, 18 Chater Road, Central, Hong Kong",
					"     Attention: Ms Winnie Ho Wing-sze, Partner", "                Mr Daniel Kwan, Senior Associate",
					"     Email: lianhe@hokwan.com.hk"),
				p("3. The Respondent, Västkust Medical AB (\"Västkust\"), is a company incorporated in Sweden (Reg. No. 556712-4431) whose address is Lindholmsallén 10, 417 55 Göteborg, Sweden. Its contact known to the Claimant is its Chief Executive Officer, Mr Anders Lindqvist."),
				l("B. THE ARBITRATION AGREEMENT"),
				p("4. This arbitration is brought under clause 18.2 of the Supply Agreement between the parties dated 3 March 2021 (the \"Agreement\"), which provides for arbitration administered by the HKIAC under its rules in force when the notice is submitted, seated in Hong Kong, before three arbitrators, in English."),
				l("C. THE DISPUTE"),
				p("5. Lianhe supplied moulded housings for Västkust's infusion pumps. Västkust rejected the consignments shipped on 9 August 2023 and 6 September 2023, alleging dimensional defects, and has not paid invoices totalling USD 2,418,650. Lianhe says the housings conformed to the approved drawings."),
				l("D. NOMINATION AND RELIEF"),
				p("6. The Claimant designates Mr Lawrence Tsang SC, of Temple Chambers, One Pacific Place, 88 Queensway, Hong Kong, as arbitrator. It seeks USD 2,418,650, interest and costs."),
				gap(),
				ls("Ho & Kwan Solicitors", "Solicitors for the Claimant", "15 January 2024"),
			},
		}}

	answer := doc{name: "Answer to the Notice of Arbitration 2024-02-14.pdf", font: "Helvetica", size: 10.5, unicode: true,
		pages: []page{
			cover("ANSWER TO THE NOTICE OF ARBITRATION", "14 February 2024"),
			{
				p("1. The Respondent, Västkust Medical AB, submits this Answer under Article 5 of the HKIAC Administered Arbitration Rules 2018. The Respondent is represented in this arbitration by Ms Ingrid Sjöberg and Mr Callum Reid of Norrsken Fraser LLP, 35/F, Two International Finance Centre, 8 Finance Street, Central, Hong Kong."),
				p("2. The Respondent accepts that the Agreement of 3 March 2021 contains a valid arbitration agreement and that the tribunal should consist of three arbitrators. It designates Professor Soh Mei Ling, of the Faculty of Law, National University of Singapore, as arbitrator."),
				p("3. The Respondent denies liability. The consignments of 9 August 2023 and 6 September 2023 failed the agreed incoming inspection, and the Respondent rejected them by notices of 21 September 2023. It will counterclaim for the cost of replacement housings bought from another supplier."),
				gap(),
				ls("Norrsken Fraser LLP", "Counsel for the Respondent", "14 February 2024"),
			},
		}}

	hkiac := doc{name: "HKIAC letter 2024-03-22.pdf", font: "Helvetica", size: 10, unicode: true,
		footer: "38/F Two Exchange Square, 8 Connaught Place, Central, Hong Kong   |   T +852 2525 2381   |   www.hkiac.org",
		pages: []page{{
			r("HONG KONG INTERNATIONAL ARBITRATION CENTRE"), gap(),
			ls("Our Ref:   HKIAC/A24019", "Date:      22 March 2024", "By Email"), gap(),
			ls("To:   Ho & Kwan Solicitors (Attn: Ms Winnie Ho Wing-sze / Mr Daniel Kwan)",
				"      Counsel for the Claimant",
				"      Norrsken Fraser LLP (Attn: Ms Ingrid Sjöberg / Mr Callum Reid)",
				"      Counsel for the Respondent",
				"cc:   The Arbitral Tribunal"),
			gap(),
			l("Dear Counsel,"),
			cb("Lianhe Precision Moulding Company Limited v. Västkust Medical AB (HKIAC/A24019)"),
			p("1. We refer to the co-arbitrators' letter of 15 March 2024 nominating Ms Catherine Ashworth-Lam as presiding arbitrator. Having received her statement of impartiality and independence, HKIAC confirms her appointment with effect from today's date. The Arbitral Tribunal is therefore constituted as follows:"),
			ls("     Ms Catherine Ashworth-Lam (Presiding Arbitrator)", "     Mr Lawrence Tsang SC (Co-arbitrator)", "     Professor Soh Mei Ling (Co-arbitrator)"),
			p("2. The file is transmitted to the Arbitral Tribunal with this letter. The parties are reminded that the Tribunal's fees will be determined in accordance with Schedule 2 of the Rules (hourly rates), and HKIAC requests a deposit of HKD 1,200,000 from each party by 12 April 2024."),
			ls("Yours faithfully,", "", "Joanne Chiu", "Counsel", "Hong Kong International Arbitration Centre"),
		}}}

	po1 := doc{name: "Procedural Order No 1 2024-04-18.pdf", font: "Times", size: 11, unicode: true,
		pages: []page{
			cover("PROCEDURAL ORDER NO. 1", "18 April 2024"),
			{
				l("1. THE ARBITRAL TRIBUNAL AND ITS TERMS OF APPOINTMENT"),
				ls("     Ms Catherine Ashworth-Lam (Presiding Arbitrator)", "     Mr Lawrence Tsang SC (Co-arbitrator)", "     Professor Soh Mei Ling (Co-arbitrator)"),
				p("1.1 The parties and the Tribunal held a first procedural meeting by video on 11 April 2024. With the parties' consent the Tribunal appoints Mr Kelvin Yip as tribunal secretary, at the rates in Schedule 2 of the Rules. The Tribunal shall be remunerated at its hourly rates in accordance with Article 10.1(a) and Schedule 2."),
				l("2. TIMETABLE"),
				ls("No.   Step                                               Party        Date",
					"1     Statement of Claim with witness statements          Claimant     31 May 2024",
					"2     Statement of Defence and Counterclaim              Respondent   26 July 2024",
					"3     Document production requests                       Both         16 August 2024",
					"4     Reply and Defence to Counterclaim                  Claimant     13 September 2024",
					"5     Evidentiary hearing (HKIAC, Hong Kong)             All          21-22 October 2024"),
				gap(),
				ls("Place of arbitration: Hong Kong", "", "Catherine Ashworth-Lam", "Presiding Arbitrator", "for and on behalf of the Arbitral Tribunal"),
			},
		}}

	award := doc{name: "Final Award 2024-12-30.pdf", font: "Times", size: 11, unicode: true,
		footer: "HKIAC/A24019 - Final Award - Page %d",
		pages: []page{
			cover("FINAL AWARD", "30 December 2024"),
			{
				l("I. THE PARTIES"),
				p("1. The Claimant is Lianhe Precision Moulding Company Limited, represented by Ms Winnie Ho Wing-sze and Mr Daniel Kwan of Ho & Kwan Solicitors. The Respondent is Västkust Medical AB, represented by Ms Ingrid Sjöberg and Mr Callum Reid of Norrsken Fraser LLP."),
				l("II. THE ARBITRAL TRIBUNAL"),
				p("2. Mr Lawrence Tsang SC was designated by the Claimant and Professor Soh Mei Ling by the Respondent. Ms Catherine Ashworth-Lam was nominated by the co-arbitrators and confirmed by HKIAC on 22 March 2024."),
				l("III. PROCEDURAL HISTORY"),
				p("3. The Claimant filed its Notice of Arbitration on 15 January 2024 and the Respondent its Answer on 14 February 2024. The evidentiary hearing took place at HKIAC on 21 and 22 October 2024. The Claimant called its operations director, Mr Tam Ka-ho (CW-1). The Respondent called its head of quality, Dr Elin Magnusson (RW-1), and its expert in polymer engineering, Mr Peter Ainslie (RE-1). The parties filed post-hearing briefs on 29 November 2024."),
				l("IV. DECISION"),
				p("4. For the reasons given in Section V, the Tribunal finds that the housings shipped on 9 August 2023 and 6 September 2023 conformed to the approved drawings, that the rejections of 21 September 2023 were wrongful, and that the counterclaim fails."),
			},
			{
				l("V. DISPOSITIVE SECTION"),
				p("5. The Tribunal AWARDS and ORDERS that the Respondent shall pay the Claimant USD 2,418,650 with simple interest at 5 per cent a year from 6 October 2023 until payment, and 80 per cent of its costs of the arbitration."),
				gap(),
				l("Place of arbitration: Hong Kong"),
				l("Date of Award: 30 December 2024"),
				gap(),
				ls("______________________        ______________________        ______________________",
					"Mr Lawrence Tsang SC          Ms Catherine Ashworth-Lam     Professor Soh Mei Ling",
					"Co-arbitrator                 Presiding Arbitrator          Co-arbitrator"),
			},
		}}

	return matterSpec{
		name: "lianhe-v-vastkust", title: "Lianhe Precision Moulding Co Ltd v Västkust Medical AB (HKIAC/A24019)", heldOut: true,
		firstSight: &Figures{PartyTruth: 19, PartyFound: 9, PartyCorrect: 7, EventTruth: 34, EventHits: 34, Grounded: 1}, // at 5a27204
		docs:       []doc{notice, answer, hkiac, po1, award},
		parties: []Party{
			{"Lianhe Precision Moulding Company Limited", "plaintiff"}, // a claimant, in the documented vocabulary
			{"Västkust Medical AB", "respondent"},
			{"Winnie Ho Wing-sze", "counsel"},
			{"Winnie Ho Wing-sze", "recipient"},
			{"Daniel Kwan", "counsel"},
			{"Daniel Kwan", "recipient"},
			{"Ingrid Sjöberg", "counsel"},
			{"Ingrid Sjöberg", "recipient"},
			{"Callum Reid", "counsel"},
			{"Callum Reid", "recipient"},
			{"Ho & Kwan Solicitors", "recipient"}, // addressed for the attention of its lawyers
			{"Norrsken Fraser LLP", "recipient"},
			{"Joanne Chiu", "sender"},
			{"Lawrence Tsang", "judge"},
			{"Soh Mei Ling", "judge"},
			{"Catherine Ashworth-Lam", "judge"},
			{"Tam Ka-ho", "witness"},
			{"Elin Magnusson", "witness"},
			{"Peter Ainslie", "witness"},
		},
		events: []Event{
			{"2024-01-15", "Notice of Arbitration 2024-01-15.pdf", 1},
			{"2021-03-03", "Notice of Arbitration 2024-01-15.pdf", 2},
			{"2023-08-09", "Notice of Arbitration 2024-01-15.pdf", 2},
			{"2023-09-06", "Notice of Arbitration 2024-01-15.pdf", 2},
			{"2024-01-15", "Notice of Arbitration 2024-01-15.pdf", 2},
			{"2024-02-14", "Answer to the Notice of Arbitration 2024-02-14.pdf", 1},
			{"2021-03-03", "Answer to the Notice of Arbitration 2024-02-14.pdf", 2},
			{"2023-08-09", "Answer to the Notice of Arbitration 2024-02-14.pdf", 2},
			{"2023-09-06", "Answer to the Notice of Arbitration 2024-02-14.pdf", 2},
			{"2023-09-21", "Answer to the Notice of Arbitration 2024-02-14.pdf", 2},
			{"2024-02-14", "Answer to the Notice of Arbitration 2024-02-14.pdf", 2},
			{"2024-03-22", "HKIAC letter 2024-03-22.pdf", 1},
			{"2024-03-15", "HKIAC letter 2024-03-22.pdf", 1},
			{"2024-04-12", "HKIAC letter 2024-03-22.pdf", 1},
			{"2024-04-18", "Procedural Order No 1 2024-04-18.pdf", 1},
			{"2024-04-11", "Procedural Order No 1 2024-04-18.pdf", 2},
			{"2024-05-31", "Procedural Order No 1 2024-04-18.pdf", 2},
			{"2024-07-26", "Procedural Order No 1 2024-04-18.pdf", 2},
			{"2024-08-16", "Procedural Order No 1 2024-04-18.pdf", 2},
			{"2024-09-13", "Procedural Order No 1 2024-04-18.pdf", 2},
			{"2024-10-21", "Procedural Order No 1 2024-04-18.pdf", 2},
			{"2024-10-22", "Procedural Order No 1 2024-04-18.pdf", 2},
			{"2024-12-30", "Final Award 2024-12-30.pdf", 1},
			{"2024-03-22", "Final Award 2024-12-30.pdf", 2},
			{"2024-01-15", "Final Award 2024-12-30.pdf", 2},
			{"2024-02-14", "Final Award 2024-12-30.pdf", 2},
			{"2024-10-21", "Final Award 2024-12-30.pdf", 2},
			{"2024-10-22", "Final Award 2024-12-30.pdf", 2},
			{"2024-11-29", "Final Award 2024-12-30.pdf", 2},
			{"2023-08-09", "Final Award 2024-12-30.pdf", 2},
			{"2023-09-06", "Final Award 2024-12-30.pdf", 2},
			{"2023-09-21", "Final Award 2024-12-30.pdf", 2},
			{"2023-10-06", "Final Award 2024-12-30.pdf", 3},
			{"2024-12-30", "Final Award 2024-12-30.pdf", 3},
		},
	}
}
