package samples

// DEV SET (held out at first sight): a purchaser's claim on a share
// purchase agreement's indemnity in the Ontario Superior Court of Justice,
// Commercial List (Toronto), with a motion to preserve the escrowed
// holdback. The statement of claim on Form 14A (the electronic issuing
// stamp "Electronically issued / Délivré par voie électronique :
// 21-Jun-2024" and the bilingual "Court File No./N° du dossier du greffe :
// CV-24-00722418-00CL" at the top right, "ONTARIO / SUPERIOR COURT OF
// JUSTICE / (COMMERCIAL LIST)", "B E T W E E N:" with a numbered company
// over "Plaintiff" at the right, "- and -", an individual and his holding
// company over "Defendants", "TO THE DEFENDANTS / A LEGAL PROCEEDING HAS
// BEEN COMMENCED AGAINST YOU", "Date ... Issued by ... Local registrar",
// "Address of court office:", "TO:" and "AND TO:" each defendant at its
// address, "CLAIM" in numbered paragraphs with the escrow agent, the
// company bought and the Ministry named, the lawyers' block "Name (LSO
// No. 59120M)" twice over "Lawyers for the Plaintiff", the form's footer
// "RCP-E 14A"); the purchaser's president's affidavit on the motion
// ("AFFIDAVIT OF X / (sworn July 9, 2024)", "I, X, of the City of
// Toronto, in the Province of Ontario, MAKE OATH AND SAY:", exhibits "A"
// to "E", the consultant, a provincial officer, the controller and a
// remediation contractor named, a ")"-ruled jurat "SWORN BEFORE ME at the
// City of Toronto ... on July 9, 2024." over "Commissioner for Taking
// Affidavits (or as may be)" with the commissioner's stamp "X, a
// Commissioner, etc., Province of Ontario, while a Student-at-Law.
// Expires ...", and the backsheet with the short title "X -and- Y et
// al.", "Proceeding commenced at Toronto", the paper's title and date, and
// the firm's block "Lawyers for the Plaintiff (Moving Party)"); and the
// Commercial List judge's endorsement ("CITATION: X v. Y, 2024 ONSC 4471",
// "COURT FILE NO.:", "DATE: 20240802", "SUPERIOR COURT OF JUSTICE -
// ONTARIO / (COMMERCIAL LIST)", "RE: X, Plaintiff / Moving Party / AND: Y
// and Z, Defendants / Responding Parties", "BEFORE: G. M. Ballantyne-Singh
// J.", "COUNSEL:" three lines "A and B, for the Plaintiff / Moving Party",
// "C and D, for the Defendants / Responding Parties", "E, for the
// non-party Huronia Trust Company", "HEARD:", "ENDORSEMENT", bracketed
// paragraphs, a case cited, "Ballantyne-Singh J." and "Date:").
// Conventions (as in tshibangu-v-lakeshore-precision): the numbered
// company is the plaintiff; the vendor and its principal are defendants
// and, as the claim addresses them "TO:" / "AND TO:", its recipients; the
// purchaser's president who swears the affidavit is its declarant; every
// lawyer with an LSO number or listed under "COUNSEL:" is counsel, the
// lawyer for the non-party escrow agent too; the judge is keyed by the
// name the endorsement prints ("G. M. Ballantyne-Singh"). The escrow agent
// that appears as a non-party is no party; nor are the company bought,
// the Ministry and its provincial officer, the consultant, the controller,
// the remediation contractor, the Local registrar, the commissioner who
// takes the affidavit, the firm, or the parties of the case cited. The
// defendant whose own responding affidavit the endorsement only cites is
// not its declarant (as the corporate secretary whose affidavit the
// tessaro letter opinion cites). Every full date printed is an event on
// its page: the issuing stamp's "21-Jun-2024", the endorsement's "DATE:
// 20240802" and the backsheet's "(sworn July 9, 2024)" too; a
// commissioner's expiry is none.
func init() { specs = append(specs, santAngelo) }

func santAngelo() matterSpec {
	const (
		socF = "CV-24-00722418-00CL Statement of Claim.pdf"
		affF = "CV-24-00722418-00CL Affidavit of Hamish Ross Doucette sworn 2024-07-09.pdf"
		endF = "CV-24-00722418-00CL Endorsement of Ballantyne-Singh J 2024-08-02.pdf"
	)
	fileNo := "Court File No. CV-24-00722418-00CL"
	head := []block{
		c("ONTARIO"), cb("SUPERIOR COURT OF JUSTICE"), c("(COMMERCIAL LIST)"), gap(),
		l("B E T W E E N:"), gap(),
		cb("2741883 ONTARIO INC."), r("Plaintiff"), gap(), c("- and -"), gap(),
		cb("VITTORIO SANT'ANGELO and SANT'ANGELO HOLDINGS INC."), r("Defendants"), gap(),
	}
	firm := []string{
		"ASHGROVE VANCE LLP",
		"Barristers and Solicitors",
		"100 King Street West, Suite 4400",
		"Toronto ON  M5X 1B1",
		"",
		"Priyanka Raghunathan (LSO No. 59120M)",
		"praghunathan@ashgrovevance.com",
		"Tel: 416-555-0172",
		"",
		"Colm J. Fitzhenry (LSO No. 70344T)",
		"cfitzhenry@ashgrovevance.com",
		"Tel: 416-555-0185",
		"",
	}
	indent := func(pad string, lines []string) []string {
		out := make([]string, len(lines))
		for i, s := range lines {
			if s != "" {
				out[i] = pad + s
			}
		}
		return out
	}

	soc := doc{name: socF, font: "Times", size: 11, unicode: true,
		footer: "RCP-E 14A                                                                                        %d",
		pages: []page{
			append(append([]block{
				small(ls("                                                                  Electronically issued / Délivré par voie électronique : 21-Jun-2024",
					"                                                                  Toronto Superior Court of Justice / Cour supérieure de justice",
					"                                                                  Court File No./N° du dossier du greffe : CV-24-00722418-00CL"), 8),
				gap(),
			}, head...),
				cb("STATEMENT OF CLAIM"), gap(),
				l("TO THE DEFENDANTS"),
				p("A LEGAL PROCEEDING HAS BEEN COMMENCED AGAINST YOU by the plaintiff. The claim made against you is set out in the following pages."),
				p("IF YOU WISH TO DEFEND THIS PROCEEDING, you or an Ontario lawyer acting for you must prepare a statement of defence in Form 18A prescribed by the Rules of Civil Procedure, serve it on the plaintiff's lawyer or, where the plaintiff does not have a lawyer, serve it on the plaintiff, and file it, with proof of service, in this court office, WITHIN TWENTY DAYS after this statement of claim is served on you, if you are served in Ontario."),
				p("If you are served in another province or territory of Canada or in the United States of America, the period for serving and filing your statement of defence is forty days. If you are served outside Canada and the United States of America, the period is sixty days."),
			),
			{
				p("IF YOU FAIL TO DEFEND THIS PROCEEDING, JUDGMENT MAY BE GIVEN AGAINST YOU IN YOUR ABSENCE AND WITHOUT FURTHER NOTICE TO YOU. IF YOU WISH TO DEFEND THIS PROCEEDING BUT ARE UNABLE TO PAY LEGAL FEES, LEGAL AID MAY BE AVAILABLE TO YOU BY CONTACTING A LOCAL LEGAL AID OFFICE."),
				p("TAKE NOTICE: THIS ACTION WILL AUTOMATICALLY BE DISMISSED if it has not been set down for trial or terminated by any means within five years after the action was commenced unless otherwise ordered by the court."),
				gap(),
				ls("Date:  June 21, 2024                      Issued by  ___________________________",
					"                                                                     Local registrar",
					"",
					"                                           Address of court office:",
					"                                           Superior Court of Justice",
					"                                           330 University Avenue, 9th Floor",
					"                                           Toronto ON  M5G 1R7"),
				gap(),
				ls("TO:        VITTORIO SANT'ANGELO",
					"           41 Riverview Crescent",
					"           Thunder Bay ON  P7B 6M2",
					"",
					"AND TO:    SANT'ANGELO HOLDINGS INC.",
					"           1150 Memorial Avenue, Suite 300",
					"           Thunder Bay ON  P7B 4A3"),
			},
			{
				cb("CLAIM"), gap(),
				p("1. The plaintiff claims against the defendants, jointly and severally:"),
				ls("   (a) damages of $2,350,000 for breach of the representations, warranties and covenants in a share",
					"        purchase agreement dated March 28, 2023 (the \"SPA\");",
					"   (b) in the alternative, damages of $2,350,000 for negligent misrepresentation;",
					"   (c) a declaration that the plaintiff is entitled to the holdback of $1,500,000 held by Huronia Trust",
					"        Company (the \"Escrow Agent\") under an escrow agreement dated April 14, 2023 (the \"Escrow",
					"        Agreement\"), and an order directing its release to the plaintiff;",
					"   (d) an interim order under Rule 45.02 preserving the holdback pending the trial of this action;",
					"   (e) pre-judgment and post-judgment interest under the Courts of Justice Act; and",
					"   (f) its costs of this action on a substantial indemnity basis."),
				gap(),
				l("The Parties"),
				p("2. The plaintiff is an Ontario corporation with its head office in Toronto. It was incorporated to acquire the shares of Lakehead Precision Coatings Ltd. (\"Lakehead\"), an industrial coatings company in Thunder Bay."),
				p("3. The defendant Sant'Angelo Holdings Inc. (\"Holdings\") is an Ontario corporation and was, until closing, the registered owner of all of the issued shares of Lakehead. The defendant Vittorio Sant'Angelo (\"Sant'Angelo\") is Holdings' sole director and officer, was Lakehead's president, and is a party to the SPA as the vendor's principal."),
				l("The SPA"),
				p("4. By the SPA, Holdings sold, and the plaintiff bought, all of the issued shares of Lakehead for $14,200,000, of which $1,500,000 was held back and paid to the Escrow Agent to secure the vendor's indemnity. The transaction closed on April 14, 2023."),
				p("5. In section 4.17 of the SPA, the defendants represented and warranted that Lakehead was in compliance with all environmental laws and had received no order, direction or notice from any governmental authority. In section 4.9, they represented that the accounts receivable in the closing statement were bona fide and collectible in the ordinary course."),
			},
			{
				l("The Breaches"),
				p("6. On November 30, 2022, the Ministry of the Environment, Conservation and Parks issued a provincial officer's order to Lakehead requiring it to investigate and remediate solvent contamination at its Thunder Bay plant. Sant'Angelo received the order and answered it. It was not disclosed to the plaintiff. The plaintiff learned of it on January 19, 2024, when a provincial officer attended at the plant."),
				p("7. The remediation has cost $1,140,000 to date and is expected to cost a further $610,000. Receivables of $600,000 owed by a customer that had ceased to carry on business were included in the closing statement as collectible, and have not been collected."),
				p("8. The plaintiff gave notice of its claims under section 9.3 of the SPA on March 4, 2024. The defendants denied liability by letter of April 2, 2024, and on May 31, 2024 Holdings delivered a notice to the Escrow Agent demanding the release of the holdback to it on June 14, 2024."),
				p("9. The plaintiff proposes that this action be tried at Toronto, on the Commercial List."),
				gap(),
				ls(func() []string {
					b := indent("                                            ", append(append([]string{}, firm...), "Lawyers for the Plaintiff"))
					b[0] = "June 20, 2024" + b[0][len("June 20, 2024"):]
					return b
				}()...),
			},
		}}

	aff := doc{name: affF, font: "Times", size: 11, unicode: true,
		pages: []page{
			append(append([]block{r(fileNo), gap()}, head...),
				cb("AFFIDAVIT OF HAMISH ROSS DOUCETTE"), c("(sworn July 9, 2024)"), gap(),
				p("I, HAMISH ROSS DOUCETTE, of the City of Toronto, in the Province of Ontario, MAKE OATH AND SAY:"),
				p("1. I am the President of the plaintiff, 2741883 Ontario Inc. (the \"Purchaser\"), and have been a director of Lakehead Precision Coatings Ltd. (\"Lakehead\") since closing. As such I have personal knowledge of the matters to which I depose. Where I rely on information from others, I state its source and believe it to be true."),
				p("2. I swear this affidavit in support of the Purchaser's motion for an order under Rule 45.02 preserving the holdback of $1,500,000 held by Huronia Trust Company (the \"Escrow Agent\") pending the trial of this action, and for no improper purpose."),
				l("The transaction"),
				p("3. The Purchaser and Sant'Angelo Holdings Inc. (\"Holdings\") signed the share purchase agreement on March 28, 2023. Vittorio Sant'Angelo signed it for Holdings and in his personal capacity. A copy is Exhibit \"A\". The transaction closed on April 14, 2023, when the Purchaser, Holdings and the Escrow Agent signed the escrow agreement, a copy of which is Exhibit \"B\"."),
				p("4. Before signing, the Purchaser's environmental consultant, Borealis Environmental Inc., conducted a Phase I environmental site assessment. Its report dated February 17, 2023 was based on Lakehead's records and on interviews with Mr. Sant'Angelo, who told the assessor that Lakehead had never received an order from the Ministry of the Environment, Conservation and Parks (the \"Ministry\")."),
			),
			{
				l("The Ministry's order"),
				p("5. On January 19, 2024, a provincial officer, Dariusz Nowicki, attended the plant to follow up on a provincial officer's order issued to Lakehead on November 30, 2022. I had never seen the order. Lakehead's controller, Teresa Makinen, found it, with Mr. Sant'Angelo's response to it dated December 21, 2022, in a locked cabinet in his former office. Copies are Exhibit \"C\"."),
				p("6. Lakehead has paid $1,140,000 to Kivalliq Remediation Ltd. for the investigation and remediation to date. Its invoices are Exhibit \"D\"."),
				l("The holdback"),
				p("7. The Purchaser gave notice of its claims under section 9.3 of the share purchase agreement on March 4, 2024. On May 31, 2024, Holdings' lawyers delivered a notice to the Escrow Agent demanding the release of the holdback to Holdings on June 14, 2024. The Escrow Agent advised both sides on June 5, 2024 that it would hold the funds for 30 days to permit either of them to seek directions. Copies are Exhibit \"E\"."),
				p("8. I am informed by Mr. Sant'Angelo's former assistant at Lakehead, and believe, that Holdings sold its only real property in Thunder Bay on May 17, 2024, and that Mr. Sant'Angelo has spent much of this year in Italy. If the holdback is released, I believe the Purchaser will have no practical means of recovering a judgment."),
				gap(),
				ls("SWORN BEFORE ME at the City of          )",
					"Toronto, in the Province of Ontario,    )",
					"on July 9, 2024.                        )",
					"                                        )",
					"                                        )      H. R. Doucette",
					"K. Owusu-Ansah                             )      _____________________________",
					"_______________________________         )      HAMISH ROSS DOUCETTE",
					"Commissioner for Taking Affidavits      )",
					"(or as may be)                          )"),
				gap(),
				small(ls("Kelsey Nana Owusu-Ansah, a Commissioner, etc.,",
					"Province of Ontario, while a Student-at-Law.",
					"Expires May 3, 2026."), 9),
			},
			{
				ls("2741883 ONTARIO INC.                  -and-       VITTORIO SANT'ANGELO et al.",
					"Plaintiff                                                           Defendants",
					"",
					"                                               Court File No. CV-24-00722418-00CL"),
				gap(), gap(),
				c("ONTARIO"), cb("SUPERIOR COURT OF JUSTICE"), c("(COMMERCIAL LIST)"), gap(),
				c("Proceeding commenced at Toronto"), gap(), gap(),
				cb("AFFIDAVIT OF HAMISH ROSS DOUCETTE"), c("(sworn July 9, 2024)"), gap(), gap(), gap(),
				ls(indent("                                            ", append(append([]string{}, firm...), "Lawyers for the Plaintiff (Moving Party)"))...),
			},
		}}

	end := doc{name: endF, font: "Times", size: 10, unicode: true,
		pages: []page{
			{
				ls("CITATION: 2741883 Ontario Inc. v. Sant'Angelo, 2024 ONSC 4471",
					"                                                  COURT FILE NO.: CV-24-00722418-00CL",
					"                                                  DATE: 20240802"),
				gap(),
				cb("SUPERIOR COURT OF JUSTICE - ONTARIO"), c("(COMMERCIAL LIST)"), gap(),
				ls("RE:          2741883 ONTARIO INC., Plaintiff / Moving Party",
					"             AND:",
					"             VITTORIO SANT'ANGELO and SANT'ANGELO HOLDINGS INC., Defendants /",
					"             Responding Parties",
					"",
					"BEFORE:      G. M. Ballantyne-Singh J.",
					"",
					"COUNSEL:     Priyanka Raghunathan and Colm J. Fitzhenry, for the Plaintiff / Moving Party",
					"             Marco DiNardo and Elise Tremblay, for the Defendants / Responding Parties",
					"             Fiona Leclair, for the non-party Huronia Trust Company",
					"",
					"HEARD:       July 30, 2024"),
				gap(),
				cb("ENDORSEMENT"),
				p("[1] The plaintiff purchaser moves under Rule 45.02 for an order preserving the holdback of $1,500,000 that Huronia Trust Company holds under the escrow agreement of April 14, 2023, pending the trial of its claim under the share purchase agreement of March 28, 2023. The plaintiff relies on the affidavit of its president, Hamish Doucette, sworn July 9, 2024. The defendants rely on the affidavit of Mr. Sant'Angelo sworn July 22, 2024. Neither deponent was cross-examined."),
				p("[2] Rule 45.02 applies where the right of the moving party to a specific fund is in question. The moving party must show that its claim is to the very fund, that there is a serious issue to be tried as to its entitlement, and that the balance of convenience favours preservation: Sadie Moranis Realty Corporation v. 1667038 Ontario Inc., 2012 ONCA 475, at paras. 20-22."),
				p("[3] All three are met. The escrow agreement sets the holdback apart to answer the very indemnity claims the plaintiff makes. The Ministry's order of November 30, 2022 was issued before the agreement was signed and does not appear in its disclosure schedules; that is a serious issue. The fund is already out of the defendants' hands, and they point to no prejudice other than delay."),
				p("[4] Order to go that Huronia Trust Company continue to hold the holdback, with accrued interest, pending the trial of this action or further order. The plaintiff's undertaking as to damages is accepted. Ms. Leclair advised that the escrow agent takes no position on the motion and asks only that its reasonable costs be paid from the fund. That is ordered."),
				p("[5] The parties shall attend a case conference on the Commercial List on September 12, 2024 to set a timetable to trial. Costs of the motion are fixed at $18,500, all inclusive, payable by the defendants to the plaintiff within 30 days."),
				gap(),
				ls("                                                  Ballantyne-Singh J.",
					"",
					"Date: August 2, 2024"),
			},
		}}

	return matterSpec{
		name: "2741883-ontario-v-santangelo", title: "2741883 Ontario Inc. v. Sant'Angelo (Ont. S.C.J., Commercial List, CV-24-00722418-00CL)", heldOut: true,
		firstSight: &Figures{PartyTruth: 12, PartyFound: 10, PartyCorrect: 9, EventTruth: 33, EventHits: 33, Grounded: 1}, // at 0862d31
		docs:       []doc{soc, aff, end},
		parties: []Party{
			{"2741883 Ontario Inc.", "plaintiff"},
			{"Vittorio Sant'Angelo", "defendant"},
			{"Vittorio Sant'Angelo", "recipient"}, // "TO:" on the statement of claim
			{"Sant'Angelo Holdings Inc.", "defendant"},
			{"Sant'Angelo Holdings Inc.", "recipient"}, // "AND TO:"
			{"Hamish Ross Doucette", "declarant"},
			{"Priyanka Raghunathan", "counsel"},
			{"Colm J. Fitzhenry", "counsel"},
			{"Marco DiNardo", "counsel"},
			{"Elise Tremblay", "counsel"},
			{"Fiona Leclair", "counsel"}, // for the non-party escrow agent
			{"G. M. Ballantyne-Singh", "judge"},
		},
		events: []Event{
			{"2024-06-21", socF, 1}, // the electronic issuing stamp
			{"2024-06-21", socF, 2}, // "Date: June 21, 2024 Issued by"
			{"2023-03-28", socF, 3},
			{"2023-04-14", socF, 3},
			{"2022-11-30", socF, 4},
			{"2024-01-19", socF, 4},
			{"2024-03-04", socF, 4},
			{"2024-04-02", socF, 4},
			{"2024-05-31", socF, 4},
			{"2024-06-14", socF, 4},
			{"2024-06-20", socF, 4},
			{"2024-07-09", affF, 1},
			{"2023-03-28", affF, 1},
			{"2023-04-14", affF, 1},
			{"2023-02-17", affF, 1},
			{"2024-01-19", affF, 2},
			{"2022-11-30", affF, 2},
			{"2022-12-21", affF, 2},
			{"2024-03-04", affF, 2},
			{"2024-05-31", affF, 2},
			{"2024-06-14", affF, 2},
			{"2024-06-05", affF, 2},
			{"2024-05-17", affF, 2},
			{"2024-07-09", affF, 2}, // the jurat
			{"2024-07-09", affF, 3}, // the backsheet
			{"2024-08-02", endF, 1}, // "DATE: 20240802" and "Date: August 2, 2024"
			{"2024-07-30", endF, 1},
			{"2023-04-14", endF, 1},
			{"2023-03-28", endF, 1},
			{"2024-07-09", endF, 1},
			{"2024-07-22", endF, 1},
			{"2022-11-30", endF, 1},
			{"2024-09-12", endF, 1},
		},
	}
}
