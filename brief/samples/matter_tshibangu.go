package samples

// DEV SET (held out at first sight): a wrongful dismissal action in the
// Ontario Superior Court of Justice (Toronto) by a quality manager against
// her former employer and its vice-president, with a motion for summary
// judgment. The statement of claim on Form 14A ("Court File No.
// CV-24-00718342-0000", "ONTARIO / SUPERIOR COURT OF JUSTICE", "BETWEEN: /
// X / Plaintiff / - and - / Y and Z / Defendants", the electronic issuing
// stamp, "TO THE DEFENDANTS / A LEGAL PROCEEDING HAS BEEN COMMENCED AGAINST
// YOU", "Date ... Issued by ... Local Registrar", "TO:" and "AND TO:" each
// defendant, "CLAIM" in numbered paragraphs, the lawyers' block with "LSO
// #:" numbers and "Lawyers for the Plaintiff"); the plaintiff's affidavit
// on the motion ("AFFIDAVIT OF X (Sworn October 3, 2024)", "I, X, of the
// City of Mississauga, ... MAKE OATH AND SAY:", the human resources manager
// named in passing, "SWORN remotely by X at the City of Mississauga ...
// before me at the City of Toronto ... in accordance with O. Reg. 431/20",
// the commissioner's name and LSO number under "A Commissioner for taking
// affidavits (or as may be)", she being one of the plaintiff's lawyers);
// and the motion judge's endorsement ("ENDORSEMENT", "RE:" with "Plaintiff /
// Moving Party" and "Defendants / Responding Parties", "BEFORE: Justice X",
// "COUNSEL:" names with "for the Plaintiff / Moving Party" and "for the
// Defendants / Responding Parties", "HEARD:", the judge's signature
// "Ramdial J.", "Date:").
// Conventions: the plaintiff is the plaintiff and, as the maker of her
// affidavit, a declarant; the company and its vice-president are
// defendants and, as the claim addresses them "TO:" / "AND TO:", its
// recipients (as the meranti and obriain truths key an originating
// process's addressees); the lawyers with LSO numbers and those listed
// under "COUNSEL:" are counsel (the lawyer who commissions the affidavit
// is counsel only: a commissioner is no party, as in hartley); the motion
// judge is the judge, keyed by the name the endorsement prints ("A. N.
// Ramdial"). The Local Registrar, the human resources manager and the
// clients named in passing are no parties. The electronic issuing stamp's
// date is an event on the page that prints it.
func init() { specs = append(specs, tshibangu) }

func tshibangu() matterSpec {
	const (
		socF = "Statement of Claim CV-24-00718342-0000.pdf"
		affF = "Affidavit of Mireille Tshibangu sworn 2024-10-03.pdf"
		endF = "Endorsement Ramdial J 2024-11-29.pdf"
	)
	fileNo := "Court File No. CV-24-00718342-0000"
	capt := []block{
		c("ONTARIO"), cb("SUPERIOR COURT OF JUSTICE"), gap(),
		l("BETWEEN:"), gap(),
		cb("MIREILLE TSHIBANGU"), r("Plaintiff"), gap(), c("- and -"), gap(),
		cb("LAKESHORE PRECISION DIES INC. and DARREN KOVALENKO"), r("Defendants"), gap(),
	}

	soc := doc{name: socF, font: "Times", size: 11, unicode: true,
		footer: "RCP-E 14A                                                                          %d",
		pages: []page{
			append(append([]block{
				ls("                                                           Electronically issued / Délivré par voie électronique : 17-Jun-2024",
					"                                                           Toronto Superior Court of Justice / Cour supérieure de justice"),
				r(fileNo), gap(),
			}, capt...),
				cb("STATEMENT OF CLAIM"), gap(),
				l("TO THE DEFENDANTS"),
				p("A LEGAL PROCEEDING HAS BEEN COMMENCED AGAINST YOU by the plaintiff. The claim made against you is set out in the following pages."),
				p("IF YOU WISH TO DEFEND THIS PROCEEDING, you or an Ontario lawyer acting for you must prepare a statement of defence in Form 18A prescribed by the Rules of Civil Procedure, serve it on the plaintiff's lawyer or, where the plaintiff does not have a lawyer, serve it on the plaintiff, and file it, with proof of service, in this court office, WITHIN TWENTY DAYS after this statement of claim is served on you, if you are served in Ontario."),
				p("IF YOU FAIL TO DEFEND THIS PROCEEDING, JUDGMENT MAY BE GIVEN AGAINST YOU IN YOUR ABSENCE AND WITHOUT FURTHER NOTICE TO YOU. IF YOU WISH TO DEFEND THIS PROCEEDING BUT ARE UNABLE TO PAY LEGAL FEES, LEGAL AID MAY BE AVAILABLE TO YOU BY CONTACTING A LOCAL LEGAL AID OFFICE."),
			),
			{
				p("TAKE NOTICE: THIS ACTION WILL AUTOMATICALLY BE DISMISSED if it has not been set down for trial or terminated by any means within five years after the action was commenced unless otherwise ordered by the court."),
				gap(),
				ls("Date:  June 17, 2024                     Issued by  ___________________________",
					"                                                                    Local Registrar",
					"",
					"                                          Address of court office:",
					"                                          330 University Avenue, 9th Floor",
					"                                          Toronto ON  M5G 1R7"),
				gap(),
				ls("TO:        LAKESHORE PRECISION DIES INC.",
					"           2250 Lakeshore Boulevard West",
					"           Etobicoke ON  M8V 1A6",
					"",
					"AND TO:    DARREN KOVALENKO",
					"           c/o Lakeshore Precision Dies Inc.",
					"           2250 Lakeshore Boulevard West",
					"           Etobicoke ON  M8V 1A6"),
			},
			{
				cb("CLAIM"), gap(),
				p("1. The plaintiff claims: (a) damages for wrongful dismissal in the amount of $148,500, being pay in lieu of reasonable notice of 18 months; (b) damages for the loss of benefits and bonus during the notice period; (c) moral damages of $50,000 for bad faith in the manner of dismissal; (d) punitive damages of $75,000 against the defendants, jointly and severally; (e) pre-judgment and post-judgment interest under the Courts of Justice Act; and (f) costs on a substantial indemnity basis."),
				l("The Parties"),
				p("2. The plaintiff, Mireille Tshibangu, resides in the City of Mississauga. She was employed by Lakeshore Precision Dies Inc. (\"Lakeshore\") from March 4, 2013 until her dismissal, most recently as Quality Assurance Manager."),
				p("3. Lakeshore is an Ontario corporation that manufactures stamping dies for the automotive industry at its plant in Etobicoke. The defendant Darren Kovalenko (\"Kovalenko\") is Lakeshore's Vice-President, Operations."),
				l("The Dismissal"),
				p("4. On January 22, 2024, the plaintiff reported to Kovalenko in writing that parts shipped to a customer had failed dimensional inspection and that the inspection records had been altered. On February 9, 2024, Kovalenko told her that her role was being \"restructured\"."),
				p("5. On February 12, 2024, the plaintiff was escorted from the plant in front of her staff and given a letter terminating her employment without cause, effective immediately, and offering the minimum entitlements under the Employment Standards Act, 2000, being eight weeks' pay. Her position was filled on March 18, 2024."),
				p("6. The plaintiff was 51 years of age and had almost 11 years of service. Having regard to her age, length of service, the character of her employment and the availability of similar employment, she was entitled to 18 months' reasonable notice."),
			},
			{
				p("7. The termination clause in the plaintiff's employment agreement dated February 20, 2013 purports to permit termination \"at any time\" and for any reason, and is void and unenforceable because it contravenes the Employment Standards Act, 2000."),
				p("8. The manner of dismissal was in bad faith: the stated restructuring was a pretext for reprisal against the plaintiff's report of altered inspection records, and Kovalenko told employees and at least one customer that the plaintiff had been dismissed for falsifying records. The plaintiff pleads that Kovalenko acted outside the scope of his duties and is personally liable."),
				p("9. The plaintiff proposes that this action be tried at Toronto."),
				gap(),
				ls("June 14, 2024                                     MERIDIAN LABOUR LAW LLP",
					"                                                  181 Bay Street, Suite 2100",
					"                                                  Toronto ON  M5J 2T3",
					"",
					"                                                  Farhan Qureshi (LSO #: 61234K)",
					"                                                  fqureshi@meridianlabour.ca",
					"                                                  Tel: 416-555-0148",
					"",
					"                                                  Jessica Thibodeau-Lam (LSO #: 78812P)",
					"                                                  jthibodeaulam@meridianlabour.ca",
					"                                                  Tel: 416-555-0163",
					"",
					"                                                  Lawyers for the Plaintiff"),
			},
		}}

	aff := doc{name: affF, font: "Times", size: 11, unicode: true,
		header: fileNo,
		pages: []page{
			append(append([]block{}, capt...),
				cb("AFFIDAVIT OF MIREILLE TSHIBANGU"), c("(Sworn October 3, 2024)"), gap(),
				p("I, MIREILLE TSHIBANGU, of the City of Mississauga, in the Regional Municipality of Peel, MAKE OATH AND SAY:"),
				p("1. I am the plaintiff in this action and as such have personal knowledge of the matters to which I depose, except where I state that my information is based on information and belief, in which case I state the source and believe it to be true. I swear this affidavit in support of my motion for summary judgment."),
				p("2. I joined Lakeshore on March 4, 2013 as a quality technician. I signed the employment agreement attached as Exhibit \"A\" on February 20, 2013. I was promoted to Quality Assurance Manager in 2019."),
				p("3. On January 22, 2024, I sent the email attached as Exhibit \"B\" to Darren Kovalenko, reporting that inspection records for a shipment to a customer had been altered after the parts failed inspection."),
				p("4. On February 12, 2024, Sunita Ferreira, Lakeshore's human resources manager, handed me the termination letter attached as Exhibit \"C\" in Mr. Kovalenko's office. I was then escorted out of the plant past my team."),
			),
			{
				p("5. Since my dismissal I have applied for 64 positions, a list of which is attached as Exhibit \"D\". I accepted a contract position at a lower salary on August 26, 2024."),
				p("6. I am informed by a former colleague, and believe, that after my dismissal Mr. Kovalenko told the quality team and a customer's supplier quality engineer that I had been let go for falsifying records. That is untrue."),
				gap(),
				ls("SWORN remotely by Mireille Tshibangu at the     )",
					"City of Mississauga, in the Regional             )",
					"Municipality of Peel, before me at the City of   )",
					"Toronto, in the Province of Ontario, on          )",
					"October 3, 2024, in accordance with O. Reg.      )      M. Tshibangu",
					"431/20, Administering Oath or Declaration        )      _____________________________",
					"Remotely.                                        )      MIREILLE TSHIBANGU",
					"                                                 )",
					"J. Thibodeau-Lam                                 )",
					"_______________________________________          )",
					"A Commissioner for taking affidavits             )",
					"(or as may be)                                   )",
					"Jessica Thibodeau-Lam (LSO #78812P)              )"),
			},
		}}

	end := doc{name: endF, font: "Times", size: 11, unicode: true,
		pages: []page{
			{
				ls("                                                  COURT FILE NO.:  CV-24-00718342-0000",
					"                                                  DATE:  20241129"),
				gap(),
				cb("SUPERIOR COURT OF JUSTICE - ONTARIO"), gap(),
				ls("RE:          MIREILLE TSHIBANGU, Plaintiff / Moving Party",
					"             AND:",
					"             LAKESHORE PRECISION DIES INC. and DARREN KOVALENKO,",
					"             Defendants / Responding Parties",
					"",
					"BEFORE:      Justice A. N. Ramdial",
					"",
					"COUNSEL:     Farhan Qureshi, for the Plaintiff / Moving Party",
					"",
					"             Priscilla Obeng-Whitmore and Liam Desjardins, for the Defendants /",
					"             Responding Parties",
					"",
					"HEARD:       November 26, 2024"),
				gap(),
				cb("ENDORSEMENT"), gap(),
				p("[1] The plaintiff moves for summary judgment on her claim for wrongful dismissal. The defendants concede that the plaintiff was dismissed without cause on February 12, 2024, but rely on the termination clause in the employment agreement dated February 20, 2013 to limit her entitlement to the minimum under the Employment Standards Act, 2000."),
				p("[2] The \"for any reason\" language of the clause would permit the employer to terminate without cause at any time, including in circumstances the Act forbids. Read as a whole, the clause is unenforceable: Waksdale v. Swegon North America Inc., 2020 ONCA 391; Dufault v. The Corporation of the Township of Ignace, 2024 ONSC 1029. The plaintiff is entitled to reasonable notice at common law."),
				p("[3] Having regard to the Bardal factors, I fix the notice period at 16 months. The damages are to be reduced by her mitigation earnings from August 26, 2024. Partial summary judgment shall issue accordingly."),
				p("[4] The claims for moral and punitive damages, and the claim against Mr. Kovalenko personally, raise genuine issues requiring a trial, and depend on credibility. They shall proceed. The parties are to attend a case conference before me on January 15, 2025 to set a timetable. If the parties cannot agree on costs of the motion, the plaintiff shall deliver brief written submissions by December 13, 2024 and the defendants by December 27, 2024."),
				gap(),
				ls("                                                  Ramdial J.",
					"",
					"Date: November 29, 2024"),
			},
		}}

	return matterSpec{
		name: "tshibangu-v-lakeshore-precision", title: "Tshibangu v. Lakeshore Precision Dies Inc. and Kovalenko (Ont. S.C.J., CV-24-00718342-0000)", heldOut: true,
		firstSight: &Figures{PartyTruth: 11, PartyFound: 11, PartyCorrect: 11, EventTruth: 24, EventHits: 24, Grounded: 1}, // at ad71891
		docs:       []doc{soc, aff, end},
		parties: []Party{
			{"Mireille Tshibangu", "plaintiff"},
			{"Mireille Tshibangu", "declarant"},
			{"Lakeshore Precision Dies Inc.", "defendant"},
			{"Lakeshore Precision Dies Inc.", "recipient"},
			{"Darren Kovalenko", "defendant"},
			{"Darren Kovalenko", "recipient"},
			{"Farhan Qureshi", "counsel"},
			{"Jessica Thibodeau-Lam", "counsel"},
			{"Priscilla Obeng-Whitmore", "counsel"},
			{"Liam Desjardins", "counsel"},
			{"A. N. Ramdial", "judge"},
		},
		events: []Event{
			{"2024-06-17", socF, 1},
			{"2024-06-17", socF, 2},
			{"2013-03-04", socF, 3},
			{"2024-01-22", socF, 3},
			{"2024-02-09", socF, 3},
			{"2024-02-12", socF, 3},
			{"2024-03-18", socF, 3},
			{"2013-02-20", socF, 4},
			{"2024-06-14", socF, 4},
			{"2024-10-03", affF, 1},
			{"2013-03-04", affF, 1},
			{"2013-02-20", affF, 1},
			{"2024-01-22", affF, 1},
			{"2024-02-12", affF, 1},
			{"2024-08-26", affF, 2},
			{"2024-10-03", affF, 2},
			{"2024-11-29", endF, 1},
			{"2024-11-26", endF, 1},
			{"2024-02-12", endF, 1},
			{"2013-02-20", endF, 1},
			{"2024-08-26", endF, 1},
			{"2025-01-15", endF, 1},
			{"2024-12-13", endF, 1},
			{"2024-12-27", endF, 1},
		},
	}
}
