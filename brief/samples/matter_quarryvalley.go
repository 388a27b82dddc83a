package samples

// DEV SET (held out at first sight): a stockholder class action in the
// Delaware Court of Chancery for breach of fiduciary duty in a controlling
// stockholder's take-private merger, to a letter opinion on the motions to
// dismiss. The File & ServeXpress stamp at the top right of each filed
// paper's first page ("EFiled: Sep 17 2024 02:10PM EDT / Transaction ID
// 74139815 / Case No. 2024-0941-PWK"); the verified complaint's public
// version ("IN THE COURT OF CHANCERY OF THE STATE OF DELAWARE", a
// ")"-ruled caption "X, on behalf of itself and all other similarly
// situated stockholders of Y, / Plaintiff, / v. / A, B, C, and D, /
// Defendants." beside "C.A. No. 2024-0941-PWK", "VERIFIED STOCKHOLDER
// CLASS ACTION COMPLAINT", "PUBLIC VERSION FILED:", numbered paragraphs
// under "NATURE OF THE ACTION", "THE PARTIES" and "SUBSTANTIVE
// ALLEGATIONS", the committee's third member and its financial advisor
// named in passing, counts against the controller and the committee
// directors, the prayer, the Delaware firm's block with "(Bar No. 5127)"
// numbers and "Attorneys for Plaintiff" beside an "OF COUNSEL:" block of
// two New York lawyers, "Dated:" and "Words: 7,842"); the fund chairman's
// verification as an unsworn declaration under 10 Del. C. § 3927 ("I
// declare under penalty of perjury under the laws of the State of
// Delaware", "Executed on ... in Quarry Valley, Pennsylvania."); the
// stipulated scheduling order ("STIPULATION AND [PROPOSED] ORDER
// GOVERNING CASE SCHEDULE", "WHEREAS" recitals, numbered deadlines, the
// three Delaware firms' blocks, two side by side and one below, each with
// "Attorneys for Defendants X and Y" naming its clients and an "OF
// COUNSEL:" lawyer under two of them, "IT IS SO ORDERED this ____ day of
// ______________, 2024." over a blank "Vice Chancellor" line, and the
// e-filing system's ruling page "This document constitutes a ruling of the
// court and should be treated as such." with "Judge:", "Current Date: Oct
// 04, 2024", "Court Authorizer:" and "/s/ Judge X"); and the Vice
// Chancellor's letter opinion (the Court's letterhead with the judge's
// name and title at the left and the Georgetown courthouse at the right,
// three addressees ", Esquire" with their firms, "RE: X v. Y, et al., /
// C.A. No. ... / Date Submitted: ... / Date Decided: ...", "Dear
// Counsel:", roman-numbered parts, cases cited, a running head on the
// later pages, "IT IS SO ORDERED.", "Sincerely, / /s/ X / Vice
// Chancellor", the typist's initials and "cc: All counsel of record (by
// File & ServeXpress)").
// Conventions (as in tessaro-v-corvane): the pension fund is the plaintiff
// and its chairman, who verifies the complaint, the declarant; the
// controller, his holding partnership and the two committee directors are
// defendants (the one dismissed by the letter opinion stays a defendant);
// the company whose stockholders the fund sues for is no party: it is not
// sued, and names only the class ("stockholders of TREMONT HOME BRANDS,
// INC."); each lawyer named in a signature block, the "OF COUNSEL:"
// lawyers too, is counsel; the Vice Chancellor is the judge and, as the
// writer of the letter opinion, its sender, and the three lawyers it is
// addressed to are its recipients. The committee's third member, its
// financial advisor, the private company on whose board a director sat,
// the parties of cases cited and the firms are no parties; "All counsel of
// record" names no one. Every full date printed is an event on its page:
// the File & ServeXpress stamp and the ruling page's "Current Date:" too;
// "IT IS SO ORDERED this ____ day of ______________, 2024." gives none.
func init() { specs = append(specs, quarryValley) }

func quarryValley() matterSpec {
	const (
		cmpF = "2024-0941-PWK Verified Stockholder Class Action Complaint (Public Version).pdf"
		verF = "2024-0941-PWK Verification of Walter P. Dziedzic.pdf"
		schF = "2024-0941-PWK Stipulation and Order Governing Case Schedule.pdf"
		opF  = "2024-0941-PWK Letter Opinion on Motions to Dismiss 2025-05-14.pdf"
	)
	stamp := func(when, tx string) block {
		return small(r("EFiled:  "+when+"\nTransaction ID "+tx+"\nCase No. 2024-0941-PWK"), 8)
	}
	court := []block{cb("IN THE COURT OF CHANCERY OF THE STATE OF DELAWARE"), gap()}
	capt := caption(")", []string{
		"QUARRY VALLEY FIREFIGHTERS' PENSION",
		"FUND, on behalf of itself and all other",
		"similarly situated stockholders of",
		"TREMONT HOME BRANDS, INC.,",
		"",
		"                    Plaintiff,",
		"",
		"          v.",
		"",
		"LIONEL V. TREMONT, TREMONT",
		"FAMILY HOLDINGS, L.P., HARRIET B.",
		"QUAYLE, and DESMOND T. FERRANTE,",
		"",
		"                    Defendants.",
	}, []string{"", "", "", "", "", "", "", "C.A. No. 2024-0941-PWK", "", "", "", "", "", ""})

	complaint := doc{name: cmpF, font: "Times", size: 11.5, unicode: true, footer: "%d",
		pages: []page{
			append([]block{stamp("Sep 17 2024 02:10PM EDT", "74139815"), gap()}, append(append([]block{}, court...), capt, gap(),
				cb("VERIFIED STOCKHOLDER CLASS ACTION COMPLAINT"),
				c("PUBLIC VERSION FILED: September 17, 2024"), gap(),
				p("Plaintiff Quarry Valley Firefighters' Pension Fund (\"Plaintiff\"), by and through its undersigned counsel, brings this action individually and on behalf of the other public stockholders of Tremont Home Brands, Inc. (\"Tremont\" or the \"Company\"), and alleges the following upon knowledge as to itself and upon information and belief, including a review of documents the Company produced under 8 Del. C. § 220, as to all other matters:"),
				cb("NATURE OF THE ACTION"),
				p("1. This action challenges the take-private acquisition of Tremont by its controlling stockholder, Lionel V. Tremont, through his investment vehicle Tremont Family Holdings, L.P. (\"Family Holdings\"), for $31.50 per share in cash (the \"Merger\"). The Merger closed on April 26, 2024."),
				p("2. Mr. Tremont conditioned his proposal from the outset on the approval of a special committee and of a majority of the shares held by the disinterested stockholders. The conditions were not what they appeared. The committee's chair had sat for eleven years on the board of a private company Mr. Tremont controls, and the definitive proxy statement filed on March 8, 2024 (the \"Proxy\") did not disclose that the committee's financial advisor had earned $6.1 million in fees from Family Holdings in the two preceding years."),
			)...),
			{
				cb("THE PARTIES"),
				p("3. Plaintiff is a public pension fund for the firefighters of the Township of Quarry Valley, Pennsylvania. It held 212,400 shares of Tremont common stock from before October 2, 2023 through the closing of the Merger."),
				p("4. Defendant Lionel V. Tremont founded the Company and was at all relevant times its Chairman and Chief Executive Officer. Through Family Holdings he owned approximately 44.2% of the Company's outstanding common stock before the Merger."),
				p("5. Defendant Tremont Family Holdings, L.P. is a Delaware limited partnership whose general partner is controlled by Mr. Tremont. It acquired the Company in the Merger."),
				p("6. Defendant Harriet B. Quayle was a director of the Company from 2017 until the Merger and chaired the special committee of the board formed to consider Mr. Tremont's proposal (the \"Committee\")."),
				p("7. Defendant Desmond T. Ferrante was a director of the Company from 2020 until the Merger and a member of the Committee. The Committee's third member, Yusuf A. Karaman, is not named as a defendant."),
				cb("SUBSTANTIVE ALLEGATIONS"),
				p("8. On October 2, 2023, Mr. Tremont delivered a letter to the board proposing to acquire the shares he did not own for $27.00 per share. The board formed the Committee on October 5, 2023."),
				p("9. The Committee retained Larkspur Partners LLC (\"Larkspur\") as its financial advisor on October 19, 2023 without asking for, or receiving, a disclosure of Larkspur's relationships with Mr. Tremont and his affiliates. Larkspur's engagement partner had advised Family Holdings on its acquisition of a cabinetry business in 2022."),
				p("10. On January 8, 2024, Ms. Quayle dined alone with Mr. Tremont and told him that the Committee would \"get to yes\" above $31.00 per share. The Committee agreed to $31.50 per share on January 11, 2024, and the merger agreement was signed on January 16, 2024."),
				p("11. The Proxy described Ms. Quayle as independent and omitted both Larkspur's fees from Family Holdings and the dinner of January 8, 2024. The stockholders approved the Merger at a special meeting on April 24, 2024, with 61.3% of the disinterested shares voted in favor."),
			},
			{
				cb("CLASS ACTION ALLEGATIONS"),
				p("12. Plaintiff brings this action on behalf of all holders of Tremont common stock at the closing of the Merger, other than Defendants and their affiliates (the \"Class\"). The Class numbers in the thousands; there are questions of law and fact common to the Class; Plaintiff's claims are typical of the claims of the Class; and Plaintiff will fairly and adequately protect the interests of the Class."),
				cb("COUNT I"),
				cb("(Breach of Fiduciary Duty Against Mr. Tremont and Family Holdings)"),
				p("13. As the Company's controlling stockholder, Mr. Tremont, acting through Family Holdings, owed the minority stockholders fiduciary duties of loyalty and care. Because neither condition of the Merger was satisfied in fact, the Merger is subject to entire fairness review, and it was neither fairly negotiated nor made at a fair price."),
				cb("COUNT II"),
				cb("(Breach of Fiduciary Duty Against Defendants Quayle and Ferrante)"),
				p("14. Ms. Quayle and Mr. Ferrante, as directors and members of the Committee, owed the Class the duty of loyalty. They knowingly permitted a conflicted advisor to value the Company and approved a Proxy that they knew omitted material facts."),
				cb("PRAYER FOR RELIEF"),
				p("WHEREFORE, Plaintiff respectfully requests that the Court enter judgment (a) certifying the Class and appointing Plaintiff as its representative and its counsel as Class counsel; (b) declaring that Defendants breached their fiduciary duties; (c) awarding the Class damages, including rescissory damages, with pre- and post-judgment interest; (d) awarding Plaintiff its costs, including reasonable attorneys' and experts' fees; and (e) granting such other relief as the Court deems just and proper."),
			},
			{
				ls("                                                              DRAYTON PEALE & KOENIG, P.A.",
					"",
					"OF COUNSEL:                                                   /s/ Corinne A. Velasquez",
					"                                                              Corinne A. Velasquez (Bar No. 5127)",
					"Naomi F. Halberstam                                              Martin J. Osterhout (Bar No. 6402)",
					"Trevor J. Mancuso                                             919 N. Market Street, Suite 1300",
					"HALBERSTAM ROOK & STAVISKY LLP                                   Wilmington, Delaware 19801",
					"1270 Avenue of the Americas, 30th Floor                       (302) 555-0137",
					"New York, New York 10020                                      cvelasquez@dpklaw.com",
					"(212) 555-0164",
					"                                                              Attorneys for Plaintiff",
					"",
					"Dated: September 10, 2024",
					"Public Version Dated: September 17, 2024",
					"",
					"Words: 7,842"),
			},
		}}

	verification := doc{name: verF, font: "Times", size: 11.5, unicode: true,
		pages: []page{
			append([]block{stamp("Sep 10 2024 03:47PM EDT", "74102288"), gap()}, append(append([]block{}, court...), capt, gap(),
				cb("VERIFICATION"), gap(),
				p("I, Walter P. Dziedzic, hereby declare as follows:"),
				p("1. I am the Chairman of the Board of Trustees of Quarry Valley Firefighters' Pension Fund (\"Plaintiff\"), and I am authorized to make this verification on its behalf."),
				p("2. I have reviewed the foregoing Verified Stockholder Class Action Complaint (the \"Complaint\"). The allegations of the Complaint as to Plaintiff and its own acts are true and correct to the best of my knowledge, and the other allegations of the Complaint are true and correct to the best of my information and belief."),
				p("3. Plaintiff held shares of Tremont Home Brands, Inc. common stock continuously from before October 2, 2023 through the closing of the Merger on April 26, 2024."),
				p("I declare under penalty of perjury under the laws of the State of Delaware that the foregoing is true and correct."),
				l("Executed on September 6, 2024, in Quarry Valley, Pennsylvania."),
				gap(),
				ls("                                                            /s/ Walter P. Dziedzic",
					"                                                            Walter P. Dziedzic"),
			)...),
		}}

	schedule := doc{name: schF, font: "Times", size: 11, unicode: true, footer: "%d",
		pages: []page{
			append([]block{stamp("Oct 03 2024 11:22AM EDT", "74288301"), gap()}, append(append([]block{}, court...), capt, gap(),
				cb("STIPULATION AND [PROPOSED] ORDER GOVERNING CASE SCHEDULE"), gap(),
				p("WHEREAS, on September 10, 2024, Plaintiff Quarry Valley Firefighters' Pension Fund (\"Plaintiff\") filed its Verified Stockholder Class Action Complaint (the \"Complaint\") against Defendants Lionel V. Tremont and Tremont Family Holdings, L.P. (together, the \"Tremont Defendants\") and Harriet B. Quayle and Desmond T. Ferrante (together, the \"Committee Defendants,\" and with the Tremont Defendants, \"Defendants\");"),
				p("WHEREAS, counsel for Defendants accepted service of the Complaint on behalf of Defendants on September 19, 2024;"),
				p("WHEREAS, Defendants intend to move to dismiss the Complaint, and the parties have conferred and agreed on the schedule below;"),
				p("NOW, THEREFORE, IT IS HEREBY STIPULATED AND AGREED, by and between the undersigned counsel, subject to the approval of the Court, as follows:"),
				p("1. Defendants shall answer, move or otherwise respond to the Complaint on or before November 8, 2024."),
				p("2. If Defendants move to dismiss, their opening briefs shall be filed on or before December 13, 2024; Plaintiff's omnibus answering brief shall be filed on or before January 24, 2025; and Defendants' reply briefs shall be filed on or before February 14, 2025."),
			)...),
			{
				p("3. The parties shall jointly contact chambers to schedule oral argument on the motions at the Court's convenience after February 14, 2025."),
				p("4. Discovery is stayed pending the resolution of the motions, except that, by November 22, 2024, the Tremont Defendants shall produce to Plaintiff, subject to a confidentiality stipulation, the minutes of the Committee's meetings held between October 5, 2023 and January 16, 2024."),
				gap(),
				ls("DRAYTON PEALE & KOENIG, P.A.                    MARCHBANKS TILGHMAN LLP",
					"",
					"/s/ Corinne A. Velasquez                        /s/ Everett J. Tilghman",
					"Corinne A. Velasquez (Bar No. 5127)             Everett J. Tilghman (Bar No. 3318)",
					"Martin J. Osterhout (Bar No. 6402)              Lauren K. Pasquale (Bar No. 5590)",
					"919 N. Market Street, Suite 1300                1000 N. West Street, Suite 1200",
					"Wilmington, Delaware 19801                      Wilmington, Delaware 19801",
					"(302) 555-0137                                  (302) 555-0119",
					"",
					"Attorneys for Plaintiff                         Attorneys for Defendants Lionel V. Tremont",
					"                                                and Tremont Family Holdings, L.P.",
					"",
					"OF COUNSEL:                                     OF COUNSEL:",
					"Naomi F. Halberstam                                Graham S. Albrighton",
					"Trevor J. Mancuso                               KESTREL & VANE LLP",
					"HALBERSTAM ROOK & STAVISKY LLP                     191 N. Wacker Drive, Suite 2700",
					"1270 Avenue of the Americas, 30th Floor         Chicago, Illinois 60606",
					"New York, New York 10020                        (312) 555-0152",
					"(212) 555-0164",
					"",
					"                                                RAND & MOSELEY LLC",
					"",
					"                                                /s/ Abigail T. Rand",
					"                                                Abigail T. Rand (Bar No. 4460)",
					"                                                1313 N. Market Street, Suite 800",
					"                                                Wilmington, Delaware 19801",
					"                                                (302) 555-0178",
					"",
					"                                                Attorneys for Defendants Harriet B. Quayle",
					"Dated: October 3, 2024                          and Desmond T. Ferrante"),
				gap(),
				l("IT IS SO ORDERED this ____ day of ______________, 2024."),
				gap(),
				ls("                                                ____________________________________",
					"                                                Vice Chancellor"),
			},
			{
				c("This document constitutes a ruling of the court and should be treated as such."),
				gap(),
				ls("Court:               DE Court of Chancery Civil Action",
					"",
					"Judge:               Paul W. Kinnaird",
					"",
					"File & Serve",
					"Transaction ID:      74301177",
					"",
					"Current Date:        Oct 04, 2024",
					"",
					"Case Number:         2024-0941-PWK",
					"",
					"Case Name:           Quarry Valley Firefighters' Pension Fund v. Lionel V. Tremont, et al.",
					"",
					"Court Authorizer:    Paul W. Kinnaird"),
				gap(), gap(),
				ls("                                        /s/ Judge Paul W. Kinnaird"),
			},
		}}

	lh := []block{
		cb("COURT OF CHANCERY"), cb("OF THE"), cb("STATE OF DELAWARE"), gap(),
		small(ls("PAUL W. KINNAIRD                                                                       COURT OF CHANCERY COURTHOUSE",
			"  VICE CHANCELLOR                                                                                          34 THE CIRCLE",
			"                                                                                                  GEORGETOWN, DELAWARE 19947"), 8),
	}
	runHead := func(n string) block {
		return ls("Quarry Valley Firefighters' Pension Fund v. Tremont, et al.", "C.A. No. 2024-0941-PWK", "May 14, 2025", "Page "+n)
	}
	opinion := doc{name: opF, font: "Times", size: 11.5, unicode: true,
		pages: []page{
			append([]block{stamp("May 14 2025 04:05PM EDT", "76055214")}, append(append([]block{}, lh...),
				gap(), c("May 14, 2025"), gap(),
				ls("Corinne A. Velasquez, Esquire                        Everett J. Tilghman, Esquire",
					"Drayton Peale & Koenig, P.A.                         Marchbanks Tilghman LLP",
					"919 N. Market Street, Suite 1300                     1000 N. West Street, Suite 1200",
					"Wilmington, DE 19801                                 Wilmington, DE 19801",
					"",
					"Abigail T. Rand, Esquire",
					"Rand & Moseley LLC",
					"1313 N. Market Street, Suite 800",
					"Wilmington, DE 19801"),
				gap(),
				ls("          RE:   Quarry Valley Firefighters' Pension Fund v. Tremont, et al.,",
					"                C.A. No. 2024-0941-PWK",
					"                Date Submitted: February 27, 2025",
					"                Date Decided: May 14, 2025"),
				gap(),
				l("Dear Counsel:"),
				p("This letter resolves the defendants' motions to dismiss the Verified Stockholder Class Action Complaint (the \"Complaint\"). The plaintiff, a former stockholder of Tremont Home Brands, Inc. (the \"Company\"), challenges the Company's acquisition by its controlling stockholder, Lionel V. Tremont, through Tremont Family Holdings, L.P., in a merger that closed on April 26, 2024 (the \"Merger\"). The defendants say the Merger was conditioned from the start on the approval of an independent special committee and the informed, uncoerced vote of a majority of the minority, so that the business judgment rule applies. For the reasons that follow, the Tremont defendants' motion is denied, and the motion of the committee members, Harriet B. Quayle and Desmond T. Ferrante, is granted in part."),
			)...),
			{
				runHead("2"), gap(),
				l("I.  BACKGROUND"),
				p("The facts are drawn from the Complaint and the documents it incorporates by reference. On October 2, 2023, Mr. Tremont proposed to acquire the shares he did not own for $27.00 per share. The Company's board formed a three-member special committee (the \"Committee\") on October 5, 2023, chaired by Ms. Quayle, with Mr. Ferrante and Yusuf A. Karaman. After three counter-proposals, the Committee agreed to $31.50 per share on January 11, 2024. The proxy statement was filed on March 8, 2024, and the stockholders approved the Merger on April 24, 2024."),
				l("II.  ANALYSIS"),
				p("A squeeze-out merger by a controlling stockholder is reviewed for entire fairness unless it is conditioned ab initio on both the approval of an independent, properly empowered special committee that fulfils its duty of care and the uncoerced, informed vote of a majority of the minority stockholders. Kahn v. M & F Worldwide Corp., 88 A.3d 635, 645 (Del. 2014); In re Match Group, Inc. Derivative Litigation, 315 A.3d 446 (Del. 2024). If any condition fails, entire fairness applies."),
				p("It is reasonably conceivable that Ms. Quayle was not independent of Mr. Tremont. She served from 2012 to 2023 on the board of Copperbeech Millwork Holdings, a private company he controls, and the Complaint pleads that on January 8, 2024, three days before the Committee agreed on price, she told him privately that the Committee would \"get to yes\" above $31.00 per share. It is also reasonably conceivable that the stockholder vote was uninformed: the Proxy did not disclose the $6.1 million in fees that the Committee's financial advisor, Larkspur Partners LLC, earned from Family Holdings in the two years before its engagement on October 19, 2023. Either failure is enough. Entire fairness applies, and the Tremont defendants' motion is denied."),
			},
			{
				runHead("3"), gap(),
				p("The Committee Defendants stand differently. The Company's charter exculpates its directors under 8 Del. C. § 102(b)(7), so the plaintiff must plead a non-exculpated claim against each of them. In re Cornerstone Therapeutics Inc. Stockholder Litigation, 115 A.3d 1173, 1179-80 (Del. 2015). The Complaint does so against Ms. Quayle, whose undisclosed dinner with the controller supports a reasonable inference that she acted to favor him. It pleads only that Mr. Ferrante attended the Committee's meetings and voted with the majority. That is not enough to infer bad faith."),
				l("III.  CONCLUSION"),
				p("The Tremont defendants' motion to dismiss is DENIED. The Committee Defendants' motion is GRANTED as to Mr. Ferrante and DENIED as to Ms. Quayle. The parties shall submit a proposed schedule for discovery and trial by June 3, 2025."),
				l("IT IS SO ORDERED."), gap(),
				ls("                                                            Sincerely,", "",
					"                                                            /s/ Paul W. Kinnaird", "",
					"                                                            Vice Chancellor", "",
					"PWK/ams",
					"cc:   All counsel of record (by File & ServeXpress)"),
			},
		}}

	return matterSpec{
		name: "quarry-valley-v-tremont", title: "Quarry Valley Firefighters' Pension Fund v. Tremont, et al. (Del. Ch., C.A. No. 2024-0941-PWK)", heldOut: true,
		firstSight: &Figures{PartyTruth: 19, PartyFound: 20, PartyCorrect: 19, EventTruth: 42, EventHits: 42, Grounded: 1}, // at 0862d31
		docs:       []doc{complaint, verification, schedule, opinion},
		parties: []Party{
			{"Quarry Valley Firefighters' Pension Fund", "plaintiff"},
			{"Lionel V. Tremont", "defendant"},
			{"Tremont Family Holdings, L.P.", "defendant"},
			{"Harriet B. Quayle", "defendant"},
			{"Desmond T. Ferrante", "defendant"},
			{"Walter P. Dziedzic", "declarant"}, // verifies the complaint under 10 Del. C. § 3927
			{"Corinne A. Velasquez", "counsel"},
			{"Corinne A. Velasquez", "recipient"}, // the letter opinion is addressed to her
			{"Martin J. Osterhout", "counsel"},
			{"Naomi F. Halberstam", "counsel"}, // "OF COUNSEL:"
			{"Trevor J. Mancuso", "counsel"},   // "OF COUNSEL:"
			{"Everett J. Tilghman", "counsel"},
			{"Everett J. Tilghman", "recipient"},
			{"Lauren K. Pasquale", "counsel"},
			{"Graham S. Albrighton", "counsel"}, // "OF COUNSEL:" for the Tremont defendants
			{"Abigail T. Rand", "counsel"},
			{"Abigail T. Rand", "recipient"},
			{"Paul W. Kinnaird", "judge"},
			{"Paul W. Kinnaird", "sender"}, // writes the letter opinion
		},
		events: []Event{
			{"2024-09-17", cmpF, 1}, // the stamp and "PUBLIC VERSION FILED:"
			{"2024-04-26", cmpF, 1},
			{"2024-03-08", cmpF, 1},
			{"2023-10-02", cmpF, 2},
			{"2023-10-05", cmpF, 2},
			{"2023-10-19", cmpF, 2},
			{"2024-01-08", cmpF, 2},
			{"2024-01-11", cmpF, 2},
			{"2024-01-16", cmpF, 2},
			{"2024-04-24", cmpF, 2},
			{"2024-09-10", cmpF, 4},
			{"2024-09-17", cmpF, 4},
			{"2024-09-10", verF, 1}, // stamp
			{"2023-10-02", verF, 1},
			{"2024-04-26", verF, 1},
			{"2024-09-06", verF, 1},
			{"2024-10-03", schF, 1}, // stamp
			{"2024-09-10", schF, 1},
			{"2024-09-19", schF, 1},
			{"2024-11-08", schF, 1},
			{"2024-12-13", schF, 1},
			{"2025-01-24", schF, 1},
			{"2025-02-14", schF, 1},
			{"2025-02-14", schF, 2},
			{"2024-11-22", schF, 2},
			{"2023-10-05", schF, 2},
			{"2024-01-16", schF, 2},
			{"2024-10-03", schF, 2},
			{"2024-10-04", schF, 3}, // the ruling page's "Current Date:"
			{"2025-05-14", opF, 1},  // stamp, the letter's date and "Date Decided:"
			{"2025-02-27", opF, 1},
			{"2024-04-26", opF, 1},
			{"2025-05-14", opF, 2}, // running head
			{"2023-10-02", opF, 2},
			{"2023-10-05", opF, 2},
			{"2024-01-11", opF, 2},
			{"2024-03-08", opF, 2},
			{"2024-04-24", opF, 2},
			{"2024-01-08", opF, 2},
			{"2023-10-19", opF, 2},
			{"2025-05-14", opF, 3}, // running head
			{"2025-06-03", opF, 3},
		},
	}
}
