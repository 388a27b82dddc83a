package samples

// DEV SET (held out at first sight): a stockholder's books-and-records
// action in the Delaware Court of Chancery under 8 Del. C. § 220. The
// File & ServeXpress stamp at the top right of every filed page ("EFiled:
// Mar 15 2024 04:32PM EDT / Transaction ID 72145833 / Case No.
// 2024-0287-NJB"); the verified complaint ("IN THE COURT OF CHANCERY OF
// THE STATE OF DELAWARE", a ")"-ruled caption with the stockholder
// "Plaintiff," and the company "Defendant." beside "C.A. No.
// 2024-____-___", "VERIFIED COMPLAINT PURSUANT TO 8 DEL. C. § 220",
// numbered paragraphs, the prayer, the Delaware lawyers' block with
// "(#4721)" bar numbers and "Attorneys for Plaintiff" beside an "OF
// COUNSEL:" block naming the New York lawyer, "Dated:" and "Words:
// 4,980"); the stockholder's verification ("STATE OF NEW YORK ) ss:",
// "being duly sworn, deposes and says", the notary's jurat); the
// company's demand-refusal letter from its Delaware counsel (the firm's
// letterhead, the lawyer's direct dial, "VIA EMAIL AND FEDERAL EXPRESS",
// "Re: Demand ... Pursuant to 8 Del. C. § 220", "cc:" the company's
// general counsel); and the Vice Chancellor's letter opinion (the
// Court's letterhead with the judge's name and title at the left and the
// courthouse address at the right, the four addressees in two columns
// with ", Esquire", "Re: Tessaro v. Corvane Therapeutics, Inc., C.A. No.
// ...", "Date Submitted:", "Dear Counsel:", cases cited, "IT IS SO
// ORDERED.", "Sincerely, / /s/ Name / Vice Chancellor", the typist's
// initials and "cc: All counsel of record (by File & ServeXpress)").
// Conventions: the stockholder is the plaintiff and the declarant of her
// verification; each lawyer named in the signature block, the "OF
// COUNSEL:" lawyer too, is counsel; the Vice Chancellor is the judge and,
// as the writer of the letter opinion, its sender, and the counsel it is
// addressed to are its recipients; the lawyer who signs the refusal
// letter is its sender and the lawyer it answers its recipient, as is the
// general counsel it is copied to; the notary, the company's chief
// executive and corporate secretary named in passing (her affidavit only
// cited) and the parties of cases cited are no parties; "All counsel of
// record" names no one.
func init() { specs = append(specs, tessaro) }

func tessaro() matterSpec {
	const (
		cmpF = "Verified Complaint Pursuant to 8 Del. C. 220.pdf"
		verF = "Verification of Marguerite A. Tessaro.pdf"
		refF = "Albrecht Sloane letter 2024-01-31 (refusal of demand).pdf"
		opF  = "Letter Opinion 2024-07-29.pdf"
	)
	stamp := func(when, tx string) block {
		return small(r("EFiled:  "+when+"\nTransaction ID "+tx+"\nCase No. 2024-0287-NJB"), 8)
	}
	court := []block{cb("IN THE COURT OF CHANCERY OF THE STATE OF DELAWARE"), gap()}
	capt := caption(")", []string{
		"MARGUERITE A. TESSARO,",
		"",
		"                    Plaintiff,",
		"",
		"          v.",
		"",
		"CORVANE THERAPEUTICS, INC., a Delaware",
		"corporation,",
		"",
		"                    Defendant.",
	}, []string{"", "", "", "", "C.A. No. 2024-____-___", "", "", "", "", ""})

	cs := stamp("Mar 15 2024 04:32PM EDT", "72145833")
	complaint := doc{name: cmpF, font: "Times", size: 12, unicode: true, footer: "%d",
		pages: []page{
			append([]block{cs, gap()}, append(append([]block{}, court...), capt, gap(),
				cb("VERIFIED COMPLAINT PURSUANT TO 8 DEL. C. § 220"), gap(),
				p("Plaintiff Marguerite A. Tessaro (\"Plaintiff\"), by and through her undersigned counsel, brings this action against Defendant Corvane Therapeutics, Inc. (\"Corvane\" or the \"Company\") to compel the inspection of books and records under Section 220 of the Delaware General Corporation Law, 8 Del. C. § 220, and alleges as follows:"),
				cb("NATURE OF THE ACTION"),
				p("1. On September 18, 2023, the U.S. Food and Drug Administration issued a complete response letter declining to approve Corvane's lead product candidate. Seven weeks later, on November 6, 2023, Corvane's board of directors approved a private placement of preferred stock to an affiliate of its largest stockholder at a price below the market, diluting the Company's public stockholders."),
			)...),
			{cs, gap(),
				p("2. Plaintiff seeks the Company's books and records to investigate possible mismanagement and breaches of fiduciary duty in connection with the private placement, to evaluate the independence of the directors who approved it, and to determine whether to take further action."),
				cb("THE PARTIES"),
				p("3. Plaintiff has continuously held shares of Corvane common stock since June 3, 2019, and holds 41,200 shares today."),
				p("4. Defendant Corvane is a Delaware corporation with its principal place of business in Cambridge, Massachusetts. Its chief executive officer is Gregory T. Lindqvist."),
				cb("THE DEMAND AND ITS REFUSAL"),
				p("5. By letter dated January 22, 2024 (the \"Demand\"), delivered to the Company's registered office and principal place of business, Plaintiff, through counsel, demanded under oath to inspect seven categories of books and records, including board minutes and materials concerning the private placement and the directors' independence questionnaires. A true copy of the Demand is attached as Exhibit A."),
				p("6. By letter of its counsel dated January 31, 2024, the Company refused the Demand in its entirety, asserting that Plaintiff lacked a proper purpose and a credible basis. A true copy of that letter is attached as Exhibit B. More than five business days have passed since the Demand was delivered."),
				cb("COUNT I"),
				cb("(Demand for Inspection Under 8 Del. C. § 220)"),
				p("7. Plaintiff is a stockholder of record, has complied with the form and manner requirements of Section 220, and has stated a proper purpose reasonably related to her interest as a stockholder."),
			},
			{cs, gap(),
				p("8. The books and records Plaintiff seeks are necessary and essential to her stated purpose, and Plaintiff has no adequate remedy at law."),
				cb("PRAYER FOR RELIEF"),
				p("WHEREFORE, Plaintiff respectfully requests that the Court (a) summarily order the Company to permit inspection and copying of the books and records described in the Demand within five business days; (b) award Plaintiff her costs and attorneys' fees; and (c) grant such other relief as the Court deems just and proper."),
				gap(),
				ls("                                                            BRANNIGAN VARGA LLP",
					"",
					"OF COUNSEL:                                                 /s/ Elliot R. Brannigan",
					"                                                            Elliot R. Brannigan (#4721)",
					"Howard J. Feinstein                                         Sofia T. Varga (#6389)",
					"FEINSTEIN LOWE LLP                                          1201 N. Market Street, Suite 900",
					"600 Lexington Avenue, 21st Floor                            Wilmington, Delaware 19801",
					"New York, New York 10022                                    (302) 555-0148",
					"(212) 555-0190",
					"                                                            Attorneys for Plaintiff",
					"",
					"Dated: March 15, 2024",
					"Words: 4,980"),
			},
		}}

	verification := doc{name: verF, font: "Times", size: 12, unicode: true, footer: "%d",
		pages: []page{
			append([]block{stamp("Mar 15 2024 04:32PM EDT", "72145833"), gap()}, append(append([]block{}, court...), capt, gap(),
				cb("VERIFICATION"), gap(),
				ls("STATE OF NEW YORK        )", "                                    )  ss:", "COUNTY OF WESTCHESTER  )"), gap(),
				p("I, Marguerite A. Tessaro, being duly sworn, depose and say that I am the Plaintiff in the foregoing Verified Complaint Pursuant to 8 Del. C. § 220; that I have read the Verified Complaint; and that the facts stated in it are true and correct to the best of my knowledge, information and belief. I have held Corvane Therapeutics, Inc. common stock continuously since June 3, 2019."),
				gap(),
				ls("                                                            /s/ Marguerite A. Tessaro",
					"                                                            Marguerite A. Tessaro"),
				gap(),
				p("SWORN TO AND SUBSCRIBED before me this 14th day of March, 2024."),
				ls("/s/ Denise L. Kowalczyk", "Notary Public, State of New York", "No. 01KO6395512", "Qualified in Westchester County"),
			)...),
		}}

	refusal := doc{name: refF, font: "Times", size: 11.5, unicode: true,
		pages: []page{{
			cb("ALBRECHT SLOANE LLP"),
			small(c("222 Delaware Avenue, Suite 1500  |  Wilmington, Delaware 19801  |  (302) 555-0163"), 9), gap(),
			ls("Catherine M. Albrecht", "Direct Dial: (302) 555-0171", "calbrecht@albrechtsloane.com", "",
				"January 31, 2024", "",
				"VIA EMAIL AND FEDERAL EXPRESS", "",
				"Howard J. Feinstein, Esquire", "Feinstein Lowe LLP", "600 Lexington Avenue, 21st Floor", "New York, New York 10022"),
			gap(),
			ls("Re:   Demand of Marguerite A. Tessaro to Inspect Books and Records of",
				"      Corvane Therapeutics, Inc. Pursuant to 8 Del. C. § 220"),
			gap(),
			l("Dear Mr. Feinstein:"),
			p("We write on behalf of Corvane Therapeutics, Inc. (the \"Company\") in response to your letter dated January 22, 2024, on behalf of Ms. Tessaro (the \"Demand\"), which the Company received on January 24, 2024."),
			p("The Company declines to produce the documents the Demand requests. The Demand's stated purpose, to investigate mismanagement in connection with the November 6, 2023 private placement, is not supported by any credible basis: the placement was approved by a committee of independent directors advised by an independent financial advisor, and its terms were disclosed in the Company's Form 8-K filed on November 8, 2023. The Demand's requests for all communications among directors, and for the directors' personal financial information, also exceed anything necessary and essential to that purpose."),
			p("Nothing in this letter waives any of the Company's rights, defenses or objections, all of which are expressly reserved. We are available to discuss the Demand if Ms. Tessaro wishes to narrow it."),
			ls("Very truly yours,", "", "/s/ Catherine M. Albrecht", "", "Catherine M. Albrecht", "",
				"cc:   Daniel K. Osei, Esq., General Counsel (by email)"),
		}}}

	lh := []block{
		cb("COURT OF CHANCERY"), cb("OF THE"), cb("STATE OF DELAWARE"), gap(),
		small(ls("NATHANIEL J. BRISCO                                                         LEONARD L. WILLIAMS JUSTICE CENTER",
			"   VICE CHANCELLOR                                                             500 N. KING STREET, SUITE 11400",
			"                                                                                  WILMINGTON, DELAWARE 19801-3734"), 8),
	}
	ost := stamp("Jul 29 2024 09:05AM EDT", "73988410")
	opinion := doc{name: opF, font: "Times", size: 11.5, unicode: true,
		pages: []page{
			append([]block{ost}, append(append([]block{}, lh...),
				gap(), c("July 29, 2024"), gap(),
				ls("Elliot R. Brannigan, Esquire                         Catherine M. Albrecht, Esquire",
					"Sofia T. Varga, Esquire                              Jonah P. Whitfield, Esquire",
					"Brannigan Varga LLP                                  Albrecht Sloane LLP",
					"1201 N. Market Street, Suite 900                     222 Delaware Avenue, Suite 1500",
					"Wilmington, DE 19801                                 Wilmington, DE 19801"),
				gap(),
				ls("          Re:   Tessaro v. Corvane Therapeutics, Inc.,",
					"                C.A. No. 2024-0287-NJB",
					"                Date Submitted: July 10, 2024"),
				gap(),
				l("Dear Counsel:"),
				p("This letter opinion resolves the plaintiff's claim under 8 Del. C. § 220, tried on a paper record. The plaintiff, a stockholder of Corvane Therapeutics, Inc., seeks books and records concerning a private placement the board approved on November 6, 2023. For the reasons below, judgment is entered for the plaintiff, and the inspection is limited to the board-level documents described below."),
				p("The parties agree that the plaintiff is a stockholder, that her demand of January 22, 2024 complied with the statute's form and manner requirements, and that the Company refused it on January 31, 2024. The only questions are whether she has a proper purpose and, if so, the scope of the inspection."),
			)...),
			{ost,
				ls("Tessaro v. Corvane Therapeutics, Inc.", "C.A. No. 2024-0287-NJB", "July 29, 2024", "Page 2"), gap(),
				p("Investigating possible wrongdoing is a proper purpose, and a stockholder need only show, by a preponderance of the evidence, a credible basis from which the Court can infer possible mismanagement. Seinfeld v. Verizon Communications, Inc., 909 A.2d 117, 123 (Del. 2006); AmerisourceBergen Corp. v. Lebanon County Employees' Retirement Fund, 243 A.3d 417, 426 (Del. 2020). That is the lowest burden of proof known to our law. The timing of the placement, weeks after the complete response letter of September 18, 2023 and at a discount to the market price, to an affiliate of the Company's largest stockholder, meets it."),
				p("The Company relies on the affidavit of its corporate secretary, Janet Okwu, that the placement was approved by a committee of independent directors. That is a defense on the merits, not a reason to deny inspection; the committee's independence is one of the things the plaintiff may investigate."),
				p("The plaintiff is not, however, entitled to every communication among directors or to their personal financial information. The Company shall produce, within thirty days, the minutes and board and committee materials concerning the private placement from September 1, 2023 through November 8, 2023, the committee's engagement letter with its financial advisor, and the directors' independence questionnaires for 2023, subject to a reasonable confidentiality order. Counsel shall submit a form of order implementing this decision by August 9, 2024."),
				l("IT IS SO ORDERED."), gap(),
				ls("                                                            Sincerely,", "",
					"                                                            /s/ Nathaniel J. Brisco", "",
					"                                                            Vice Chancellor", "",
					"NJB/dlw",
					"cc:   All counsel of record (by File & ServeXpress)"),
			},
		}}

	return matterSpec{
		name: "tessaro-v-corvane", title: "Tessaro v. Corvane Therapeutics, Inc. (Del. Ch., C.A. No. 2024-0287-NJB)", heldOut: true,
		firstSight: &Figures{PartyTruth: 17, PartyFound: 13, PartyCorrect: 11, EventTruth: 25, EventHits: 23, Grounded: 1}, // at 3877bf6
		docs:       []doc{complaint, verification, refusal, opinion},
		parties: []Party{
			{"Marguerite A. Tessaro", "plaintiff"},
			{"Marguerite A. Tessaro", "declarant"}, // her verification
			{"Corvane Therapeutics, Inc.", "defendant"},
			{"Elliot R. Brannigan", "counsel"},
			{"Elliot R. Brannigan", "recipient"}, // the letter opinion is addressed to him
			{"Sofia T. Varga", "counsel"},
			{"Sofia T. Varga", "recipient"},
			{"Howard J. Feinstein", "counsel"},   // "OF COUNSEL:"
			{"Howard J. Feinstein", "recipient"}, // the refusal letter answers his demand
			{"Catherine M. Albrecht", "counsel"},
			{"Catherine M. Albrecht", "sender"}, // signs the refusal letter
			{"Catherine M. Albrecht", "recipient"},
			{"Jonah P. Whitfield", "counsel"},
			{"Jonah P. Whitfield", "recipient"},
			{"Daniel K. Osei", "recipient"}, // the company's general counsel, copied
			{"Nathaniel J. Brisco", "judge"},
			{"Nathaniel J. Brisco", "sender"}, // writes the letter opinion
		},
		events: []Event{
			{"2024-03-15", cmpF, 1}, // File & ServeXpress stamp
			{"2023-09-18", cmpF, 1},
			{"2023-11-06", cmpF, 1},
			{"2019-06-03", cmpF, 2},
			{"2024-01-22", cmpF, 2},
			{"2024-01-31", cmpF, 2},
			{"2024-03-15", cmpF, 3},
			{"2024-03-15", verF, 1}, // stamp
			{"2019-06-03", verF, 1},
			{"2024-03-14", verF, 1},
			{"2024-01-31", refF, 1},
			{"2024-01-22", refF, 1},
			{"2024-01-24", refF, 1},
			{"2023-11-06", refF, 1},
			{"2023-11-08", refF, 1},
			{"2024-07-29", opF, 1}, // stamp and the letter's date
			{"2024-07-10", opF, 1},
			{"2023-11-06", opF, 1},
			{"2024-01-22", opF, 1},
			{"2024-01-31", opF, 1},
			{"2024-07-29", opF, 2}, // the running head of page 2
			{"2023-09-18", opF, 2},
			{"2023-09-01", opF, 2},
			{"2023-11-08", opF, 2},
			{"2024-08-09", opF, 2},
		},
	}
}
