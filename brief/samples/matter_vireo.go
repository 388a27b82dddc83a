package samples

// DEV SET (held out at first sight): a New York Supreme Court Commercial
// Division action (New York County) by the seller of a software business
// for an earn-out, against the buyer and the private-equity fund that
// guaranteed its payment. The county clerk's NYSCEF legend atop every page
// ("FILED: NEW YORK COUNTY CLERK 03/14/2025 04:12 PM" with "INDEX NO.
// 654217/2025" on the same line, "NYSCEF DOC. NO. 1" and "RECEIVED
// NYSCEF: 03/14/2025" under it); the summons and verified complaint in a
// "----x" caption ("Index No.:", "SUMMONS", "TO THE ABOVE-NAMED
// DEFENDANTS:", "TO:" each defendant at its address) with the attorney's
// verification under CPLR 3020(d)(3) in the words of CPLR 2106 ("X, an
// attorney duly admitted to practice law before the courts of the State of
// New York, affirms the following under the penalties of perjury"); the
// defendants' lawyer's affirmation in support of their motion to dismiss
// with the word-count certification; the plaintiff's managing member's
// affidavit in opposition, sworn in Connecticut ("STATE OF CONNECTICUT )
// ss.: COUNTY OF FAIRFIELD )", "being duly sworn, deposes and says",
// "Sworn to before me this 28th day of April, 2025", a notary with her
// commission's expiry); and the justice's decision and order on the
// Court's form ("PRESENT: HON. X" over "Justice", "PART 48", "INDEX NO.",
// "MOTION DATE", "MOTION SEQ. NO.", "The following e-filed documents,
// listed by NYSCEF document number (Motion 001) ... were read on this
// motion to/for DISMISS", counsel named in prose as they argued, the
// signature over "HON. X, J.S.C." beside the date, the "CHECK ONE:" boxes,
// the footer with the index number, the short title and "Page 1 of 2").
// Conventions: the seller's holding company is the plaintiff, the buyer
// and the guarantor fund defendants; the lawyers who sign for each side
// and who argued the motion are counsel; a lawyer who verifies a
// complaint or affirms in support of a motion is counsel and declarant
// (as in sable-point-v-norrland); the managing member who swears the
// affidavit is its declarant; the justice is the judge. The notary, the
// buyer's chief financial officer and the independent accountant named in
// the papers, and the company whose assets were sold, are no parties. A
// notary's commission expiry is no event; the NYSCEF legend is one event
// per document, on its first page.
func init() { specs = append(specs, vireo) }

func vireo() matterSpec {
	const (
		cmpF = "NYSCEF 1 Summons and Verified Complaint 654217-2025.pdf"
		affF = "NYSCEF 13 Affirmation of Tobias R. Engstrand.pdf"
		avtF = "NYSCEF 21 Affidavit of Marguerite Oyelowo-Hansen.pdf"
		decF = "NYSCEF 34 Decision and Order on Motion 001.pdf"
	)
	court := []block{cb("SUPREME COURT OF THE STATE OF NEW YORK"), cb("COUNTY OF NEW YORK: COMMERCIAL DIVISION"), gap()}
	capt := func(title string) block {
		return ls("------------------------------------------------------------------------x",
			"VIREO CAPITAL HOLDINGS LLC,",
			"                                                                   Index No.: 654217/2025",
			"                                        Plaintiff,",
			"                                                                   "+title,
			"                  - against -",
			"",
			"QUILLFEATHER SOFTWARE, INC. and",
			"PALISADE GROWTH PARTNERS IV, L.P.,",
			"",
			"                                        Defendants.",
			"------------------------------------------------------------------------x")
	}
	legend := func(date, tm string) string {
		return "FILED: NEW YORK COUNTY CLERK " + date + " " + tm + "                                   INDEX NO. 654217/2025"
	}
	nyscef := func(n, recv string) block {
		return small(ls("NYSCEF DOC. NO. "+n+"                                                                                          RECEIVED NYSCEF: "+recv), 9)
	}

	cmp := doc{name: cmpF, font: "Times", size: 11,
		header: legend("03/14/2025", "04:12 PM"),
		pages: []page{
			append(append([]block{nyscef("1", "03/14/2025")}, court...), capt("SUMMONS"), gap(),
				l("TO THE ABOVE-NAMED DEFENDANTS:"),
				p("YOU ARE HEREBY SUMMONED to answer the verified complaint in this action and to serve a copy of your answer upon the undersigned attorneys for Plaintiff within twenty (20) days after the service of this summons, exclusive of the day of service, or within thirty (30) days after service is complete if this summons is not personally delivered to you within the State of New York. In case of your failure to answer, judgment will be taken against you by default for the relief demanded in the verified complaint."),
				p("Plaintiff designates New York County as the place of trial. The basis of venue is CPLR 501 and Section 11.9 of the Asset Purchase Agreement sued upon, by which the parties submitted to the courts of the State of New York sitting in New York County."),
				ls("Dated: New York, New York                    LANGSTROM FIGUEROA LLP",
					"       March 14, 2025",
					"                                             By: /s/ Elena M. Figueroa",
					"                                                 Elena M. Figueroa",
					"                                                 Desmond A. Okwuosa",
					"                                             485 Lexington Avenue, 19th Floor",
					"                                             New York, New York 10017",
					"                                             (212) 555-0148",
					"                                             Attorneys for Plaintiff"),
				gap(),
				ls("TO:  QUILLFEATHER SOFTWARE, INC.",
					"     3 Columbus Circle, 15th Floor, New York, New York 10019",
					"",
					"     PALISADE GROWTH PARTNERS IV, L.P.",
					"     200 Park Avenue, 41st Floor, New York, New York 10166"),
			),
			append(append([]block{nyscef("1", "03/14/2025")}, court...), capt("VERIFIED COMPLAINT"), gap(),
				p("Plaintiff Vireo Capital Holdings LLC (\"Vireo\"), by its attorneys Langstrom Figueroa LLP, for its verified complaint against defendants Quillfeather Software, Inc. (\"Quillfeather\") and Palisade Growth Partners IV, L.P. (\"Palisade\"), alleges:"),
				cb("THE PARTIES"),
				p("1. Vireo is a Delaware limited liability company with its principal office in Greenwich, Connecticut. Vireo was the sole stockholder of Thistledown Analytics, Inc. (\"Thistledown\")."),
				p("2. Quillfeather is a Delaware corporation with its principal place of business in New York, New York. Palisade is a Delaware limited partnership and Quillfeather's controlling stockholder."),
				cb("FACTS"),
				p("3. By an Asset Purchase Agreement dated July 19, 2022 (the \"APA\"), Quillfeather bought substantially all of Thistledown's assets for $38 million at closing and up to $22 million in earn-out payments measured by the annual recurring revenue of the acquired platform for the period ending December 31, 2024 (the \"Earn-Out\"). By a Parent Guaranty of the same date, Palisade guaranteed Quillfeather's payment obligations under the APA."),
				p("4. Section 2.7(f) of the APA obliged Quillfeather to operate the platform in good faith and not to take any action with the primary purpose of reducing the Earn-Out. In October 2023 Quillfeather moved the platform's largest customers onto its own product and stopped renewing platform licenses."),
				p("5. On February 14, 2025, Quillfeather delivered an earn-out statement showing an Earn-Out of zero. Vireo delivered a notice of disagreement on March 3, 2025. Quillfeather has paid nothing."),
			),
			{
				nyscef("1", "03/14/2025"),
				cb("FIRST CAUSE OF ACTION"), c("(Breach of Contract - against Quillfeather)"),
				p("6. Quillfeather breached Section 2.7(f) of the APA, and Vireo has been damaged in an amount to be determined at trial but not less than $22,000,000."),
				cb("SECOND CAUSE OF ACTION"), c("(Breach of Guaranty - against Palisade)"),
				p("7. Palisade is liable under the Parent Guaranty for every sum due from Quillfeather under the APA."),
				p("WHEREFORE, Vireo demands judgment against defendants, jointly and severally, in an amount not less than $22,000,000, with interest from February 14, 2025, together with costs and attorneys' fees under Section 10.4 of the APA."),
				ls("Dated: New York, New York                    LANGSTROM FIGUEROA LLP",
					"       March 14, 2025",
					"                                             By: /s/ Elena M. Figueroa",
					"                                                 Elena M. Figueroa",
					"                                                 Desmond A. Okwuosa",
					"                                             Attorneys for Plaintiff"),
				gap(),
				cb("ATTORNEY VERIFICATION"),
				p("ELENA M. FIGUEROA, an attorney duly admitted to practice law before the courts of the State of New York, affirms the following under the penalties of perjury:"),
				p("I am a member of Langstrom Figueroa LLP, attorneys for plaintiff Vireo Capital Holdings LLC. I have read the foregoing verified complaint and know its contents, which are true to my own knowledge, except as to the matters stated to be alleged upon information and belief, and as to those matters I believe them to be true. This verification is made by me and not by plaintiff because plaintiff's office is in Fairfield County, Connecticut, outside the county in which my firm maintains its office. The grounds of my belief are plaintiff's books and records and my communications with its managing member."),
				p("I affirm this 14th day of March, 2025, under the penalties of perjury under the laws of New York, which may include a fine or imprisonment, that the foregoing is true, and I understand that this document may be filed in an action or proceeding in a court of law."),
				ls("                                             /s/ Elena M. Figueroa",
					"                                             Elena M. Figueroa"),
			},
		}}

	aff := doc{name: affF, font: "Times", size: 11.5,
		header: legend("04/08/2025", "05:51 PM"),
		pages: []page{
			append(append([]block{nyscef("13", "04/08/2025")}, court...), capt("Mot. Seq. No. 001"), gap(),
				cb("AFFIRMATION OF TOBIAS R. ENGSTRAND"), cb("IN SUPPORT OF DEFENDANTS' MOTION TO DISMISS"), gap(),
				p("TOBIAS R. ENGSTRAND, an attorney duly admitted to practice law before the courts of the State of New York, affirms the following under the penalties of perjury:"),
				p("1. I am a partner of Whitcross Abernathy & Lyle LLP, attorneys for defendants Quillfeather Software, Inc. and Palisade Growth Partners IV, L.P. I submit this affirmation to place before the Court the documents on which defendants' motion to dismiss under CPLR 3211(a)(1) and (a)(7) relies."),
				p("2. Annexed as Exhibit A is a true copy of the Asset Purchase Agreement dated July 19, 2022. Annexed as Exhibit B is the Parent Guaranty of the same date."),
				p("3. Annexed as Exhibit C is the earn-out statement delivered on February 14, 2025, prepared under the supervision of Quillfeather's chief financial officer, Randall P. Koenigsberg. Annexed as Exhibit D is plaintiff's notice of disagreement dated March 3, 2025."),
				p("4. Section 2.7(d) of the APA provides that any dispute over the earn-out statement shall be resolved by Brandt Keller & Co. LLP as independent accountant, whose determination is final. Plaintiff has not submitted its dispute to the independent accountant."),
			),
			{
				nyscef("13", "04/08/2025"),
				p("5. Section 3 of the Parent Guaranty provides that Palisade shall not be liable until a final, non-appealable determination of the amount due from Quillfeather. No such determination has been made."),
				p("I affirm this 8th day of April, 2025, under the penalties of perjury under the laws of New York, which may include a fine or imprisonment, that the foregoing is true, and I understand that this document may be filed in an action or proceeding in a court of law."),
				ls("                                             /s/ Tobias R. Engstrand",
					"                                             Tobias R. Engstrand"),
				gap(),
				cb("CERTIFICATION UNDER 22 NYCRR 202.8-b"),
				p("I certify that this affirmation contains 402 words, exclusive of the caption, table of contents, table of authorities and signature block, as counted by the word-processing system used to prepare it."),
				ls("Dated: New York, New York                    WHITCROSS ABERNATHY & LYLE LLP",
					"       April 8, 2025",
					"                                             By: /s/ Tobias R. Engstrand",
					"                                             One Vanderbilt Avenue, 52nd Floor",
					"                                             New York, New York 10017",
					"                                             (212) 555-0391",
					"                                             Attorneys for Defendants"),
			},
		}}

	avt := doc{name: avtF, font: "Times", size: 11.5,
		header: legend("04/29/2025", "03:18 PM"),
		pages: []page{
			append(append([]block{nyscef("21", "04/29/2025")}, court...), capt("Mot. Seq. No. 001"), gap(),
				cb("AFFIDAVIT OF MARGUERITE OYELOWO-HANSEN"), cb("IN OPPOSITION TO MOTION TO DISMISS"), gap(),
				ls("STATE OF CONNECTICUT   )",
					"                       )  ss.:",
					"COUNTY OF FAIRFIELD    )"),
				gap(),
				p("MARGUERITE OYELOWO-HANSEN, being duly sworn, deposes and says:"),
				p("1. I am the managing member of plaintiff Vireo Capital Holdings LLC. Before the closing of the sale I was the founder and chief executive officer of Thistledown Analytics, Inc. I make this affidavit from personal knowledge."),
				p("2. On November 6, 2023, Quillfeather's chief financial officer, Randall P. Koenigsberg, told me by telephone that Quillfeather's board had decided to \"sunset\" the Thistledown platform by mid-2024 and move its customers onto Quillfeather's own product. Within weeks the platform's three largest customers received migration notices."),
				p("3. Vireo does not dispute the arithmetic of the earn-out statement. It disputes Quillfeather's conduct under Section 2.7(f), which is not an accounting question and is not for the independent accountant."),
			),
			{
				nyscef("21", "04/29/2025"),
				p("4. Vireo's notice of disagreement of March 3, 2025 said exactly that, and Quillfeather did not respond to it."),
				gap(),
				ls("                                             /s/ Marguerite Oyelowo-Hansen",
					"                                             MARGUERITE OYELOWO-HANSEN"),
				gap(),
				ls("Sworn to before me this",
					"28th day of April, 2025",
					"",
					"/s/ Giuseppina R. Tancredi",
					"Notary Public, State of Connecticut",
					"My Commission Expires: June 30, 2027"),
			},
		}}

	foot := "654217/2025   VIREO CAPITAL HOLDINGS LLC vs. QUILLFEATHER SOFTWARE, INC. ET AL   Motion No. 001          Page %d of %t"
	dec := doc{name: decF, font: "Helvetica", size: 10,
		header: legend("06/18/2025", "10:02 AM"), footer: foot,
		pages: []page{
			{
				nyscef("34", "06/18/2025"),
				cb("SUPREME COURT OF THE STATE OF NEW YORK"), cb("NEW YORK COUNTY"), gap(),
				ls("PRESENT:     HON. BERNADETTE O. NWACHUKWU                                 PART 48",
					"                                                        Justice",
					"--------------------------------------------------------------------------------------x",
					"VIREO CAPITAL HOLDINGS LLC,                                 INDEX NO.          654217/2025",
					"                                      Plaintiff,            MOTION DATE          05/20/2025",
					"                    - v -                                     MOTION SEQ. NO.           001",
					"QUILLFEATHER SOFTWARE, INC., PALISADE GROWTH",
					"PARTNERS IV, L.P.,                                                DECISION + ORDER ON",
					"                                      Defendants.                       MOTION",
					"--------------------------------------------------------------------------------------x"),
				gap(),
				p("The following e-filed documents, listed by NYSCEF document number (Motion 001) 11, 12, 13, 14, 15, 16, 21, 22, 23, 27 were read on this motion to/for DISMISS."),
				p("Defendants move under CPLR 3211(a)(1) and (a)(7) to dismiss the verified complaint. Oral argument was held on May 20, 2025, at which Tobias R. Engstrand, Esq. argued for defendants and Desmond A. Okwuosa, Esq. argued for plaintiff. For the reasons below, the motion is granted in part and otherwise denied."),
				p("Plaintiff sold the assets of its subsidiary to defendant Quillfeather Software, Inc. under an Asset Purchase Agreement dated July 19, 2022 (NYSCEF Doc. No. 14, the APA) for a closing payment and an earn-out. Quillfeather reported an earn-out of zero on February 14, 2025. Plaintiff alleges that Quillfeather deliberately moved the platform's customers to its own product in breach of the APA's covenant in Section 2.7(f)."),
				p("The independent-accountant clause in Section 2.7(d) reaches disputes over the calculation of the earn-out, not a claim that the buyer breached an operating covenant (see the affidavit of Marguerite Oyelowo-Hansen, NYSCEF Doc. No. 21). The documentary evidence does not utterly refute the first cause of action, which is sufficiently pleaded."),
				p("The second cause of action stands differently. Section 3 of the Parent Guaranty conditions Palisade's liability on a final determination of the amount due from Quillfeather. None has been made, and the claim against Palisade is premature."),
			},
			{
				p("Accordingly, it is"),
				p("ORDERED that the motion is granted to the extent that the second cause of action is dismissed as against defendant Palisade Growth Partners IV, L.P., without prejudice, and is otherwise denied; and it is further"),
				p("ORDERED that defendant Quillfeather Software, Inc. shall serve an answer to the verified complaint within 20 days after service of a copy of this order with notice of entry; and it is further"),
				p("ORDERED that counsel shall appear for a preliminary conference in Part 48, 60 Centre Street, Room 218, on July 15, 2025 at 9:30 AM."),
				p("This constitutes the decision and order of the court."),
				gap(),
				ls("       6/17/2025                                        /s/ Bernadette O. Nwachukwu",
					"         DATE                                          HON. BERNADETTE O. NWACHUKWU, J.S.C.",
					"",
					"CHECK ONE:                    CASE DISPOSED                 [X] NON-FINAL DISPOSITION",
					"                              GRANTED        DENIED         [X] GRANTED IN PART     OTHER",
					"APPLICATION:                  SETTLE ORDER                  SUBMIT ORDER",
					"CHECK IF APPROPRIATE:         INCLUDES TRANSFER/REASSIGN    FIDUCIARY APPOINTMENT   REFERENCE"),
			},
		}}

	return matterSpec{
		name: "vireo-capital-v-quillfeather", title: "Vireo Capital Holdings LLC v. Quillfeather Software, Inc. and Palisade Growth Partners IV, L.P. (N.Y. Sup. Ct., N.Y. County, Index No. 654217/2025)", heldOut: true,
		firstSight: &Figures{PartyTruth: 10, PartyFound: 12, PartyCorrect: 10, EventTruth: 22, EventHits: 21, Grounded: 1}, // at d6a3f2a
		docs:       []doc{cmp, aff, avt, dec},
		parties: []Party{
			{"Vireo Capital Holdings LLC", "plaintiff"},
			{"Quillfeather Software, Inc.", "defendant"},
			{"Palisade Growth Partners IV, L.P.", "defendant"},
			{"Elena M. Figueroa", "counsel"},
			{"Elena M. Figueroa", "declarant"}, // the attorney verification
			{"Desmond A. Okwuosa", "counsel"},
			{"Tobias R. Engstrand", "counsel"},
			{"Tobias R. Engstrand", "declarant"}, // his affirmation
			{"Marguerite Oyelowo-Hansen", "declarant"},
			{"Bernadette O. Nwachukwu", "judge"},
		},
		events: []Event{
			{"2025-03-14", cmpF, 1},
			{"2022-07-19", cmpF, 2},
			{"2024-12-31", cmpF, 2},
			{"2025-02-14", cmpF, 2},
			{"2025-03-03", cmpF, 2},
			{"2025-02-14", cmpF, 3},
			{"2025-03-14", cmpF, 3},
			{"2025-04-08", affF, 1},
			{"2022-07-19", affF, 1},
			{"2025-02-14", affF, 1},
			{"2025-03-03", affF, 1},
			{"2025-04-08", affF, 2},
			{"2025-04-29", avtF, 1},
			{"2023-11-06", avtF, 1},
			{"2025-03-03", avtF, 2},
			{"2025-04-28", avtF, 2},
			{"2025-06-18", decF, 1},
			{"2025-05-20", decF, 1},
			{"2022-07-19", decF, 1},
			{"2025-02-14", decF, 1},
			{"2025-07-15", decF, 2},
			{"2025-06-17", decF, 2},
		},
	}
}
