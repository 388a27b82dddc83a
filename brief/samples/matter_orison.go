package samples

// DEV SET (held out at first sight): a post-award bid protest in the
// United States Court of Federal Claims, from the complaint to the
// opinion and order on cross-motions for judgment on the administrative
// record. The Court's ECF header atop every filed page ("Case
// 1:24-cv-01187-TMW Document 1 Filed 07/22/24 Page 1 of 3") and a page
// number in each footer; the protester's complaint ("FILED UNDER SEAL"
// legend at the top right, "IN THE UNITED STATES COURT OF FEDERAL CLAIMS
// / BID PROTEST", a ")"-ruled caption "Plaintiff, v. THE UNITED STATES,
// Defendant." beside "No. 24-1187C", the solicitation number, the
// contracting officer named among the parties' allegations, the award,
// debriefing and closing dates, counts under the FAR, "Dated:" beside
// "Respectfully submitted," over the attorney of record with "Attorney of
// Record for Plaintiff," over the client's name, and "Of Counsel:" two
// lawyers and the firm under him); the government's cross-motion (the
// caption now with "and BANYAN POINT TECHNOLOGIES, INC., Defendant-
// Intervenor." and "(Judge Wren)" under the number, "QUESTIONS
// PRESENTED", "STATEMENT OF THE CASE" citing the record as "AR 1408", the
// chair of the technical evaluation board and the source selection
// authority named, the Department of Justice signature block in
// capitals: the Principal Deputy Assistant Attorney General and the
// Director unsigned, "/s/" over the Assistant Director and over the Trial
// Attorney with "Commercial Litigation Branch / Civil Division / U.S.
// Department of Justice", "OF COUNSEL:" at the left with the agency
// counsel, his office and department, and the date at the left beside
// "Attorneys for Defendant"); and the opinion and order ("In the United
// States Court of Federal Claims / BID PROTEST / No. 24-1187C / (Filed
// Under Seal: ... | Reissued: ...)*", the caption with headnote keywords
// in the right column, one counsel paragraph per side "X, Firm, City,
// for plaintiff. With him on the briefs were ...", the Department's
// officials "With her on the briefs were" by title, the agency counsel
// "of counsel", "OPINION AND ORDER", "WREN, Judge.", the footnote on the
// sealed filing, lettered discussion, "IT IS SO ORDERED." over "s/ X" and
// the judge's name in capitals over "Judge").
// Conventions: the protester is the plaintiff, the United States (keyed
// without the caption's article, as "United States of America" is keyed
// in prosecutions) the defendant, and the awardee that intervenes, labelled
// "Defendant-Intervenor", a defendant too. Every lawyer for a side is
// counsel: the attorney of record and those "Of Counsel" under him, each
// official of the Department of Justice whose name heads or signs its
// block (as the Chief Counsel and the lawyers "OF COUNSEL:" on a
// Commissioner's answer in pendergast-v-commissioner), the agency counsel
// "OF COUNSEL", and the intervenor's lawyer and the one "on the briefs"
// with her; the judge is keyed by the full name he signs. The contracting
// officer, the source selection authority, the evaluation board's chair,
// the Department of Veterans Affairs, the firms and the parties of cases
// cited are no parties. The ECF header's date is an event on each filed
// paper's first page only, and the opinion's "Reissued" date is the same
// day; month-and-year and year-only dates are no events; every other date
// printed is an event on its page.
func init() { specs = append(specs, orison) }

func orison() matterSpec {
	const (
		cmpF = "ECF 1 Complaint (Bid Protest) 24-1187C.pdf"
		motF = "ECF 24 Defendant's Cross-Motion for Judgment on the Administrative Record.pdf"
		opF  = "ECF 41 Opinion and Order (Reissued) 24-1187C.pdf"
	)
	hdr := func(doc, filed string) string {
		return "Case 1:24-cv-01187-TMW     Document " + doc + "     Filed " + filed + "     Page %d of %t"
	}
	court := []block{cb("IN THE UNITED STATES COURT OF FEDERAL CLAIMS"), cb("BID PROTEST"), gap()}
	full := func(right ...string) block {
		return caption(")", []string{
			"ORISON FEDERAL SOLUTIONS, LLC,",
			"",
			"                    Plaintiff,",
			"",
			"          v.",
			"",
			"THE UNITED STATES,",
			"",
			"                    Defendant,",
			"",
			"          and",
			"",
			"BANYAN POINT TECHNOLOGIES, INC.,",
			"",
			"                    Defendant-Intervenor.",
		}, right)
	}

	cmp := doc{name: cmpF, font: "Times", size: 11, unicode: true, header: hdr("1", "07/22/24"), footer: "%d",
		pages: []page{
			append(append([]block{small(r("FILED UNDER SEAL\nCONTAINS CONFIDENTIAL AND PROPRIETARY INFORMATION"), 8.5), gap()}, court...),
				caption(")", []string{
					"ORISON FEDERAL SOLUTIONS, LLC,",
					"",
					"                    Plaintiff,",
					"",
					"          v.",
					"",
					"THE UNITED STATES,",
					"",
					"                    Defendant.",
				}, []string{"", "", "", "", "No. 24-1187C", "", "", "", ""}),
				gap(),
				cb("COMPLAINT"),
				p("Plaintiff Orison Federal Solutions, LLC (\"Orison\"), by its undersigned counsel, brings this post-award bid protest challenging the decision of the Department of Veterans Affairs (\"VA\" or the \"Agency\") to award a contract under Request for Proposals No. 36C10B24R0017 (the \"RFP\") to Banyan Point Technologies, Inc. (\"Banyan Point\"). For its Complaint, Orison alleges as follows:"),
				cb("NATURE OF THE ACTION"),
				p("1. The RFP sought health information technology sustainment services for the VA's laboratory and pharmacy information systems, on a single-award, indefinite-delivery, indefinite-quantity basis with a five-year ordering period. Award was to be made on a best-value tradeoff among Technical Approach, Past Performance, Veterans Involvement and Price."),
				p("2. The Agency assigned Orison and Banyan Point identical Technical ratings of \"Good\" although Orison's proposal earned four strengths and no weaknesses and Banyan Point's earned two strengths and one weakness; rated Banyan Point's past performance \"Substantial Confidence\" on the strength of references that the RFP's recency window excluded; and paid a price premium of more than $6.8 million without any documented tradeoff. The award is arbitrary, capricious and contrary to law."),
				cb("JURISDICTION AND STANDING"),
				p("3. This Court has jurisdiction under the Tucker Act, 28 U.S.C. § 1491(b)(1), as amended by the Administrative Dispute Resolution Act of 1996. Orison is an interested party: it submitted a proposal, was found technically acceptable, and its price was the second lowest, so that it had a substantial chance of award but for the errors alleged."),
			),
			{
				cb("PARTIES"),
				p("4. Orison is a Virginia limited liability company and a service-disabled veteran-owned small business, with its principal place of business at 2300 Wilson Boulevard, Suite 610, Arlington, Virginia 22201."),
				p("5. Defendant is the United States, acting through the Department of Veterans Affairs, Technology Acquisition Center, Eatontown, New Jersey. The Contracting Officer for the RFP is Sharon K. Dillard."),
				cb("FACTS"),
				p("6. The Agency issued the RFP on January 12, 2024. Amendment 0003, issued on February 9, 2024, set the closing date for proposals as February 26, 2024. Section M.2 provided that past performance references must concern contracts \"performed within three (3) years of the closing date of this solicitation.\""),
				p("7. Orison timely submitted its proposal. On June 14, 2024, the Contracting Officer notified Orison that award had been made to Banyan Point at a total evaluated price of $48,912,306, against Orison's total evaluated price of $42,071,880."),
				p("8. Orison received a written debriefing on June 21, 2024, submitted additional questions on June 24, 2024, and received the Agency's responses on June 28, 2024. The debriefing disclosed that two of Banyan Point's three past performance references concerned task orders completed in 2019 and 2020."),
				p("9. The Source Selection Decision Document, signed on June 11, 2024, states in a single sentence that Banyan Point's proposal \"represents the best value to the Government\" and neither compares the proposals' strengths nor discusses the difference in price."),
				cb("COUNT I"),
				c("(Arbitrary and Unequal Technical Evaluation)"),
				p("10. Orison incorporates paragraphs 1 through 9. The Agency assigned identical ratings to materially different proposals and failed to evaluate them on the same basis, in violation of FAR 15.305(a) and the RFP."),
				cb("COUNT II"),
				c("(Past Performance Evaluation Contrary to the RFP)"),
				p("11. Orison incorporates paragraphs 1 through 9. The Agency credited references outside the RFP's three-year recency window, contrary to Section M.2 and FAR 15.305(a)(2)."),
			},
			{
				cb("COUNT III"),
				c("(Flawed Best-Value Tradeoff)"),
				p("12. Orison incorporates paragraphs 1 through 9. The Agency failed to document a rational tradeoff justifying a price premium of $6,840,426, in violation of FAR 15.308 and FAR 15.101-1(c)."),
				cb("PRAYER FOR RELIEF"),
				p("WHEREFORE, Orison respectfully requests that the Court (a) declare the award to Banyan Point arbitrary, capricious and contrary to law; (b) permanently enjoin the Agency from proceeding with performance under the award; (c) direct the Agency to reevaluate proposals and make a new award decision consistent with the RFP and applicable law; and (d) grant such other relief as the Court deems just and proper, including its bid preparation and proposal costs."),
				gap(),
				ls("Dated: July 22, 2024                                  Respectfully submitted,",
					"",
					"                                                      /s/ Colin T. Ashgrove",
					"                                                      Colin T. Ashgrove",
					"                                                      ASHGROVE MERRIMAN LLP",
					"                                                      1776 K Street NW, Suite 900",
					"                                                      Washington, DC 20006",
					"                                                      Tel: (202) 555-0143",
					"                                                      cashgrove@ashgrovemerriman.com",
					"",
					"                                                      Attorney of Record for Plaintiff,",
					"                                                      Orison Federal Solutions, LLC",
					"",
					"                                                      Of Counsel:",
					"                                                      Rebecca S. Nakamura",
					"                                                      Evan L. Price",
					"                                                      ASHGROVE MERRIMAN LLP"),
			},
		}}

	mot := doc{name: motF, font: "Times", size: 11, unicode: true, header: hdr("24", "08/23/24"), footer: "%d",
		pages: []page{
			{
				cb("IN THE UNITED STATES COURT OF FEDERAL CLAIMS"), gap(),
				full("", "", "", "", "", "", "No. 24-1187C", "(Judge Wren)", "", "", "", "", "", "", ""),
				gap(),
				cb("DEFENDANT'S CROSS-MOTION FOR JUDGMENT UPON THE ADMINISTRATIVE RECORD AND RESPONSE TO PLAINTIFF'S MOTION FOR JUDGMENT UPON THE ADMINISTRATIVE RECORD"),
				gap(),
				p("Pursuant to Rule 52.1(c) of the Rules of the United States Court of Federal Claims (RCFC) and the Court's scheduling order of July 26, 2024 (ECF No. 15), defendant, the United States, respectfully responds to the motion for judgment upon the administrative record filed by plaintiff, Orison Federal Solutions, LLC (Orison), on August 9, 2024 (ECF No. 21), and cross-moves for judgment upon the administrative record. The Department of Veterans Affairs (VA) reasonably evaluated proposals in accordance with the solicitation and rationally selected Banyan Point Technologies, Inc. (Banyan Point) for award. The Court should deny Orison's motion and grant ours."),
				cb("QUESTIONS PRESENTED"),
				p("1. Whether VA reasonably assigned both offerors a Technical rating of \"Good\" where the solicitation called for adjectival ratings, not a count of strengths."),
				p("2. Whether VA reasonably considered Banyan Point's past performance references, where the recency window of Section M.2 ran back three years from the closing date of February 26, 2024, and each reference concerned performance within that window."),
				p("3. Whether the source selection decision documents a rational tradeoff, and whether Orison has shown prejudice."),
			},
			{
				cb("STATEMENT OF THE CASE"),
				p("VA issued the solicitation on January 12, 2024. AR 1-212. Eleven offerors submitted proposals by the closing date of February 26, 2024. AR 1408. The Technical Evaluation Board, chaired by Dr. Marcus O. Feeney, rated the proposals of Orison and Banyan Point \"Good\" under the Technical Approach factor. AR 2214-2279. The Past Performance Evaluation Team assigned Banyan Point \"Substantial Confidence\" after verifying that its task orders under contract VA118-16-D-1044 were performed until March 31, 2021 and April 15, 2022. AR 2301-2318."),
				p("The Source Selection Authority, Gregory A. Lindqvist, adopted the evaluation teams' findings and selected Banyan Point on June 11, 2024, explaining that Banyan Point's \"superior transition approach and lower risk of disruption to the laboratory module warrant the associated price premium.\" AR 2402-2411. The contracting officer notified the offerors of the award on June 14, 2024 and debriefed Orison on June 21, 2024. AR 2415-2440. Orison filed this protest on July 22, 2024. ECF No. 1. VA voluntarily stayed performance through October 31, 2024. ECF No. 12."),
				cb("ARGUMENT"),
				l("I.     The Technical Ratings Were Reasonable"),
				p("Agencies are not required to assign different ratings to proposals that earn different numbers of strengths; an adjectival rating reflects the evaluators' overall judgment, and the Court does not second-guess it. See E.W. Bliss Co. v. United States, 77 F.3d 445, 449 (Fed. Cir. 1996). The Technical Evaluation Board explained why Banyan Point's weakness in staffing was minor and offset by its transition plan. AR 2261."),
				l("II.    Banyan Point's Past Performance Was Recent"),
				p("Orison reads the debriefing to say that Banyan Point's references ended in 2019 and 2020. The record shows otherwise: those were the years the task orders were awarded, and performance continued into 2021 and 2022. AR 2305-2309."),
			},
			{
				l("III.   The Tradeoff Was Rational, and Orison Cannot Show Prejudice"),
				p("The source selection decision identifies the discriminators on which it rests and explains why they justify the price premium. Even if Orison identified an error, it must show a substantial chance that it would have received the award but for that error. Orison does not explain how any change in the technical or past performance ratings would have altered the Source Selection Authority's judgment."),
				cb("CONCLUSION"),
				p("For these reasons, the Court should deny Orison's motion for judgment upon the administrative record and grant the United States' cross-motion."),
				gap(),
				ls("                                                      Respectfully submitted,",
					"",
					"                                                      HAROLD J. VANDEVEER",
					"                                                      Principal Deputy Assistant Attorney General",
					"",
					"                                                      MARGARET E. HALLORAN",
					"                                                      Director",
					"",
					"                                                      /s/ Douglas K. Renfrow",
					"                                                      DOUGLAS K. RENFROW",
					"                                                      Assistant Director",
					"",
					"OF COUNSEL:                                           /s/ Aisha N. Whitfield",
					"                                                      AISHA N. WHITFIELD",
					"LAURENCE P. GADDIS                                    Trial Attorney",
					"Agency Counsel                                        Commercial Litigation Branch",
					"Office of General Counsel                             Civil Division",
					"Department of Veterans Affairs                        U.S. Department of Justice",
					"                                                      P.O. Box 480, Ben Franklin Station",
					"                                                      Washington, D.C. 20044",
					"                                                      Telephone: (202) 555-0188",
					"                                                      Email: aisha.n.whitfield@usdoj.gov",
					"",
					"August 23, 2024                                       Attorneys for Defendant"),
			},
		}}

	op := doc{name: opF, font: "Times", size: 11, unicode: true, header: hdr("41", "10/18/24"),
		pages: []page{
			{
				cb("In the United States Court of Federal Claims"),
				cb("BID PROTEST"),
				gap(),
				c("No. 24-1187C"),
				c("(Filed Under Seal: October 11, 2024 | Reissued: October 18, 2024)*"),
				gap(),
				full("Post-Award Bid Protest; Judgment on", "the Administrative Record; RCFC", "52.1; Best-Value Tradeoff;", "Adjectival Ratings; Past", "Performance Recency; Prejudice.", "", "", "", "", "", "", "", "", "", ""),
				gap(),
				p("Colin T. Ashgrove, Ashgrove Merriman LLP, Washington, D.C., for plaintiff. With him on the briefs were Rebecca S. Nakamura and Evan L. Price, Ashgrove Merriman LLP, Washington, D.C."),
				p("Aisha N. Whitfield, Trial Attorney, Commercial Litigation Branch, Civil Division, United States Department of Justice, Washington, D.C., for defendant. With her on the briefs were Harold J. Vandeveer, Principal Deputy Assistant Attorney General, Margaret E. Halloran, Director, and Douglas K. Renfrow, Assistant Director. Laurence P. Gaddis, Agency Counsel, Office of General Counsel, Department of Veterans Affairs, of counsel."),
				p("Danielle F. Okafor, Trent & Wylie LLP, Tysons, Virginia, for defendant-intervenor. With her on the briefs was Jeremy S. Holcomb, Trent & Wylie LLP."),
				cb("OPINION AND ORDER"),
				l("WREN, Judge."),
				p("In this post-award bid protest, plaintiff Orison Federal Solutions, LLC (\"Orison\") challenges the award by the Department of Veterans Affairs (\"VA\") of a contract for health information technology sustainment services to defendant-intervenor Banyan Point Technologies, Inc. (\"Banyan Point\"). Before the Court are the parties' cross-motions for judgment on the administrative record. For the reasons below, plaintiff's motion is DENIED and the cross-motions of defendant and defendant-intervenor are GRANTED."),
				small(ls("____________________",
					"* This opinion was filed under seal on October 11, 2024, and the parties were directed to propose redactions of",
					"protected information. The parties proposed none by October 17, 2024, and the opinion is reissued without redaction."), 8.5),
			},
			{
				cb("I. BACKGROUND"),
				p("VA issued Request for Proposals No. 36C10B24R0017 on January 12, 2024. AR 1. Award was to be made on a best-value tradeoff basis, with Technical Approach more important than Past Performance, which was more important than Veterans Involvement; the non-price factors combined were significantly more important than price. AR 188-189. Section M.2 limited past performance references to contracts \"performed within three (3) years of the closing date of this solicitation,\" which was February 26, 2024. AR 190, 297."),
				p("Both Orison and Banyan Point received Technical ratings of \"Good.\" AR 2214-2279. Banyan Point received a \"Substantial Confidence\" past performance rating and Orison \"Satisfactory Confidence.\" AR 2301-2318. On June 11, 2024, the Source Selection Authority selected Banyan Point, whose total evaluated price of $48,912,306 exceeded Orison's by $6,840,426. AR 2402-2411. Orison was notified on June 14, 2024, was debriefed on June 21, 2024, and filed this protest on July 22, 2024. ECF No. 1. Banyan Point moved to intervene on July 24, 2024, and the Court granted the motion the next day. ECF Nos. 9, 11. Briefing on the cross-motions closed on September 13, 2024, and the Court heard oral argument on September 27, 2024."),
				cb("II. STANDARD OF REVIEW"),
				p("The Court reviews an agency's procurement decision under the standards of the Administrative Procedure Act, 5 U.S.C. § 706, and sets it aside only if it lacked a rational basis or involved a clear and prejudicial violation of law. 28 U.S.C. § 1491(b)(4); Impresa Construzioni Geom. Domenico Garufi v. United States, 238 F.3d 1324, 1332 (Fed. Cir. 2001). In a best-value procurement the agency's discretion is at its widest. Galen Med. Assocs., Inc. v. United States, 369 F.3d 1324, 1330 (Fed. Cir. 2004). A protester must also show prejudice: a substantial chance that it would have received the award but for the error. Bannum, Inc. v. United States, 404 F.3d 1346, 1353 (Fed. Cir. 2005)."),
			},
			{
				cb("III. DISCUSSION"),
				l("A. The Technical Ratings"),
				p("Orison argues that its four strengths and no weaknesses could not rationally earn the same rating as Banyan Point's two strengths and one weakness. But the solicitation did not tie ratings to a count of strengths, and the Technical Evaluation Board explained that Banyan Point's staffing weakness was minor and offset by its transition plan. AR 2261. The Court will not substitute its judgment for the evaluators'."),
				l("B. Past Performance Recency"),
				p("The record shows that Banyan Point's task orders under contract VA118-16-D-1044, though awarded in 2019 and 2020, were performed until March 31, 2021 and April 15, 2022, within three years of February 26, 2024. AR 2305-2309. Orison's contrary reading of the debriefing finds no support in the record."),
				l("C. The Tradeoff"),
				p("The Source Selection Decision Document is brief, but it identifies the discriminators on which the Source Selection Authority relied, Banyan Point's transition approach and its lower risk of disruption, and states that they warrant the price premium. AR 2409-2410. That is enough. Even were it otherwise, Orison has not shown a substantial chance that it would have received the award: it does not contend that a fuller explanation would have changed the selection."),
			},
			{
				cb("IV. CONCLUSION"),
				p("For the foregoing reasons, plaintiff's motion for judgment on the administrative record (ECF No. 21) is DENIED, and defendant's cross-motion (ECF No. 24) and defendant-intervenor's cross-motion (ECF No. 25) are GRANTED. VA's voluntary stay of performance through October 31, 2024 (ECF No. 12) shall end upon entry of judgment. The Clerk is directed to enter judgment accordingly."),
				l("IT IS SO ORDERED."),
				gap(),
				ls("                                                      s/ Thaddeus M. Wren",
					"                                                      THADDEUS M. WREN",
					"                                                      Judge"),
			},
		}}

	return matterSpec{
		name: "orison-v-united-states", title: "Orison Federal Solutions, LLC v. United States (Fed. Cl. No. 24-1187C, bid protest)", heldOut: true,
		firstSight: &Figures{PartyTruth: 14, PartyFound: 12, PartyCorrect: 10, EventTruth: 40, EventHits: 40, Grounded: 1}, // at 0862d31
		docs:       []doc{cmp, mot, op},
		parties: []Party{
			{"Orison Federal Solutions, LLC", "plaintiff"},
			{"United States", "defendant"},
			{"Banyan Point Technologies, Inc.", "defendant"}, // "Defendant-Intervenor"
			{"Colin T. Ashgrove", "counsel"},                 // attorney of record
			{"Rebecca S. Nakamura", "counsel"},               // "Of Counsel:"
			{"Evan L. Price", "counsel"},
			{"Harold J. Vandeveer", "counsel"},  // Principal Deputy Assistant Attorney General
			{"Margaret E. Halloran", "counsel"}, // Director
			{"Douglas K. Renfrow", "counsel"},   // Assistant Director
			{"Aisha N. Whitfield", "counsel"},   // Trial Attorney
			{"Laurence P. Gaddis", "counsel"},   // agency counsel, "OF COUNSEL:"
			{"Danielle F. Okafor", "counsel"},   // for defendant-intervenor
			{"Jeremy S. Holcomb", "counsel"},
			{"Thaddeus M. Wren", "judge"},
		},
		events: []Event{
			{"2024-07-22", cmpF, 1}, // the ECF header
			{"2024-01-12", cmpF, 2},
			{"2024-02-09", cmpF, 2},
			{"2024-02-26", cmpF, 2},
			{"2024-06-14", cmpF, 2},
			{"2024-06-21", cmpF, 2},
			{"2024-06-24", cmpF, 2},
			{"2024-06-28", cmpF, 2},
			{"2024-06-11", cmpF, 2},
			{"2024-07-22", cmpF, 3},
			{"2024-08-23", motF, 1}, // the ECF header
			{"2024-07-26", motF, 1},
			{"2024-08-09", motF, 1},
			{"2024-02-26", motF, 1},
			{"2024-01-12", motF, 2},
			{"2024-02-26", motF, 2},
			{"2021-03-31", motF, 2},
			{"2022-04-15", motF, 2},
			{"2024-06-11", motF, 2},
			{"2024-06-14", motF, 2},
			{"2024-06-21", motF, 2},
			{"2024-07-22", motF, 2},
			{"2024-10-31", motF, 2},
			{"2024-08-23", motF, 3},
			{"2024-10-18", opF, 1}, // the ECF header and "Reissued:"
			{"2024-10-11", opF, 1},
			{"2024-10-17", opF, 1},
			{"2024-01-12", opF, 2},
			{"2024-02-26", opF, 2},
			{"2024-06-11", opF, 2},
			{"2024-06-14", opF, 2},
			{"2024-06-21", opF, 2},
			{"2024-07-22", opF, 2},
			{"2024-07-24", opF, 2},
			{"2024-09-13", opF, 2},
			{"2024-09-27", opF, 2},
			{"2021-03-31", opF, 3},
			{"2022-04-15", opF, 3},
			{"2024-02-26", opF, 3},
			{"2024-10-31", opF, 4},
		},
	}
}
