package sealed

import "pramaan/brief/truth"

// A federal securities class action in the Southern District of New York:
// the complaint "Individually and on Behalf of All Others Similarly
// Situated" against an issuer and two officers (defined as "the Company" and
// "the Individual Defendants"), the named plaintiff's PSLRA certification
// with a schedule of his trades, the order that consolidates a related
// action and appoints a pension fund lead plaintiff (an S.D.N.Y. opinion's
// "NAME, United States District Judge:" opening), and a stipulated briefing
// schedule "SO ORDERED" with both sides' signature blocks. ECF stamps head
// every page.
func init() { specs = append(specs, quillon) }

func quillon() spec {
	court := []block{cb("UNITED STATES DISTRICT COURT"), cb("SOUTHERN DISTRICT OF NEW YORK"), gap()}

	complaint := doc{name: "ECF 1 Class Action Complaint.pdf", font: "Times", size: 11,
		header: "Case 1:24-cv-02871-LJK     Document 1     Filed 04/15/24     Page %d of %t",
		pages: []page{
			with(court, caption(")", []string{
				"MARCO FERRANTE, Individually and on Behalf",
				"of All Others Similarly Situated,",
				"",
				"                    Plaintiff,",
				"          v.",
				"",
				"QUILLON THERAPEUTICS, INC., ADAIR W.",
				"PRESCOTT, and NOELLE V. BRANDVOLD,",
				"",
				"                    Defendants.",
			}, []string{"", "Case No. 1:24-cv-02871", "", "CLASS ACTION COMPLAINT FOR", "VIOLATIONS OF THE FEDERAL", "SECURITIES LAWS", "", "JURY TRIAL DEMANDED"}), []block{gap(),
				p("Plaintiff Marco Ferrante (\"Plaintiff\"), individually and on behalf of all persons and entities that purchased or otherwise acquired the publicly traded common stock of Quillon Therapeutics, Inc. (\"Quillon\" or the \"Company\") between November 8, 2022 and March 27, 2024, inclusive (the \"Class Period\"), alleges the following upon information and belief, except as to the allegations specifically pertaining to Plaintiff, which are alleged upon personal knowledge. Plaintiff's information and belief is based upon the investigation of his counsel, which included a review of the Company's filings with the Securities and Exchange Commission (\"SEC\"), press releases, analyst reports and conference call transcripts."),
				cb("NATURE OF THE ACTION"),
				p("1. This is a federal securities class action under Sections 10(b) and 20(a) of the Securities Exchange Act of 1934 (the \"Exchange Act\") and SEC Rule 10b-5. Quillon is a clinical-stage biotechnology company whose lead candidate, QT-114, is an oral therapy for a rare liver disease."),
				p("2. Throughout the Class Period, Defendants told investors that the Phase 2 trial of QT-114 had shown \"no clinically meaningful hepatic safety signal.\" In truth, three patients had been withdrawn from the trial for elevated liver enzymes before the Class Period began."),
			}),
			{
				cb("PARTIES"),
				p("3. Plaintiff Marco Ferrante, as set forth in the accompanying certification, incorporated herein by reference, purchased Quillon common stock during the Class Period and was damaged by the revelation of the truth."),
				p("4. Defendant Quillon is a Delaware corporation headquartered in Cambridge, Massachusetts. Its common stock trades on the NASDAQ Global Market under the ticker symbol \"QLLN.\""),
				p("5. Defendant Adair W. Prescott (\"Prescott\") has served at all relevant times as the Company's Chief Executive Officer and a member of its Board of Directors."),
				p("6. Defendant Noelle V. Brandvold (\"Brandvold\") has served at all relevant times as the Company's Chief Financial Officer. Prescott and Brandvold are together the \"Individual Defendants.\""),
				cb("SUBSTANTIVE ALLEGATIONS"),
				p("7. On November 8, 2022, the Company announced topline results of the Phase 2 trial, stating that QT-114 \"was well tolerated, with no clinically meaningful hepatic safety signal.\" Prescott repeated the statement on a conference call that day."),
				p("8. In its quarterly report on Form 10-Q filed with the SEC on May 16, 2023, signed by both Individual Defendants, the Company again described the safety profile as \"consistent with the Phase 2 topline data.\""),
				p("9. On March 27, 2024, after the market closed, the Company disclosed that the U.S. Food and Drug Administration had placed QT-114 on clinical hold following a report of drug-induced liver injury, and that \"earlier liver-enzyme elevations\" had been observed in the Phase 2 trial."),
				p("10. On this news, the price of Quillon common stock fell $9.12 per share, or 61%, to close at $5.83 per share on March 28, 2024, on unusually heavy trading volume."),
			},
			{
				cb("PRAYER FOR RELIEF"),
				p("WHEREFORE, Plaintiff prays for relief and judgment: (a) determining that this action is a proper class action under Rule 23 of the Federal Rules of Civil Procedure and certifying Plaintiff as a class representative; (b) awarding compensatory damages in favor of Plaintiff and the other Class members against all Defendants, jointly and severally; and (c) awarding reasonable costs and expenses, including counsel and expert fees."),
				cb("JURY TRIAL DEMANDED"),
				p("Plaintiff hereby demands a trial by jury."),
				ls("Dated: April 15, 2024", "       New York, New York", "",
					"                                        Respectfully submitted,", "",
					"                                        BRANNIGAN SOTO LLP", "",
					"                                        By: /s/ Celeste M. Brannigan",
					"                                        Celeste M. Brannigan",
					"                                        Theo R. Lindqvist",
					"                                        485 Lexington Avenue, 29th Floor",
					"                                        New York, New York 10017",
					"                                        Tel: (212) 555-0148",
					"                                        cbrannigan@brannigansoto.com", "",
					"                                        Attorneys for Plaintiff"),
			},
		}}

	cert := doc{name: "ECF 1-1 PSLRA Certification.pdf", font: "Times", size: 11,
		header: "Case 1:24-cv-02871-LJK     Document 1-1     Filed 04/15/24     Page %d of %t",
		pages: []page{
			{
				cb("CERTIFICATION OF PROPOSED LEAD PLAINTIFF"), cb("PURSUANT TO THE FEDERAL SECURITIES LAWS"), gap(),
				p("I, Marco Ferrante, certify that:"),
				p("1. I have reviewed a complaint against Quillon Therapeutics, Inc. and others alleging violations of the federal securities laws, and I authorize the filing of this complaint on my behalf."),
				p("2. I did not purchase the security that is the subject of this action at the direction of counsel or in order to participate in any private action arising under the federal securities laws."),
				p("3. I am willing to serve as a representative party on behalf of the class, including providing testimony at deposition and trial, if necessary."),
				p("4. My transactions in Quillon Therapeutics, Inc. common stock during the Class Period are set forth in Schedule A."),
				p("5. During the three years prior to the date of this certification, I have not sought to serve, and have not served, as a representative party on behalf of a class in an action filed under the federal securities laws."),
				p("6. I will not accept any payment for serving as a representative party on behalf of the class beyond my pro rata share of any recovery, except as ordered or approved by the Court."),
				p("I declare under penalty of perjury that the foregoing is true and correct."),
				ls("Executed this 11th day of April, 2024.", "", "                                        /s/ Marco Ferrante", "                                        Marco Ferrante"),
			},
			{
				cb("SCHEDULE A"), cb("TRANSACTIONS IN QUILLON THERAPEUTICS, INC. (QLLN)"), gap(),
				row([]float64{0.22, 0.26, 0.22, 0.3}, "Type", "Trade Date", "Shares", "Price per Share"),
				rule(),
				row([]float64{0.22, 0.26, 0.22, 0.3}, "Purchase", "12/14/2022", "2,500", "$18.40"),
				row([]float64{0.22, 0.26, 0.22, 0.3}, "Purchase", "06/02/2023", "1,000", "$14.75"),
				row([]float64{0.22, 0.26, 0.22, 0.3}, "Sale", "03/28/2024", "1,200", "$5.91"),
			},
		}}

	consolidated := caption(")", []string{
		"IN RE QUILLON THERAPEUTICS, INC.",
		"SECURITIES LITIGATION",
		"",
		"This Document Relates To: ALL ACTIONS",
	}, []string{"", "No. 1:24-cv-02871 (LJK)", "", "CLASS ACTION"})

	lead := doc{name: "ECF 38 Order Appointing Lead Plaintiff.pdf", font: "Times", size: 11,
		header: "Case 1:24-cv-02871-LJK     Document 38     Filed 07/02/24     Page %d of %t",
		pages: []page{
			with(court, consolidated, []block{gap(),
				cb("MEMORANDUM ORDER"), gap(),
				l("LEWIS J. KARAGIANNIS, United States District Judge:"), gap(),
				p("Two putative securities class actions are pending against Quillon Therapeutics, Inc. (\"Quillon\") and two of its officers: Ferrante v. Quillon Therapeutics, Inc., No. 24-cv-2871, filed on April 15, 2024, and Dunleavy v. Quillon Therapeutics, Inc., No. 24-cv-3390, filed on May 3, 2024 by Sheila Dunleavy. Notice of the first action was published that day, as the Private Securities Litigation Reform Act of 1995 (the \"PSLRA\") requires."),
				p("On June 14, 2024, two movants sought appointment as lead plaintiff: the Great Lakes Millwrights Pension Fund (the \"Pension Fund\"), which claims losses of approximately $1.46 million, and Marco Ferrante, who claims losses of approximately $19,800. Mr. Ferrante has since filed a notice of non-opposition."),
				p("The actions involve the same defendants, the same class period and the same alleged misstatements. Consolidation is appropriate under Rule 42(a). The Pension Fund has the largest financial interest and has made a preliminary showing of typicality and adequacy. See 15 U.S.C. Section 78u-4(a)(3)(B)(iii)."),
			}),
			{
				p("Accordingly, it is hereby ORDERED that:"),
				p("1. The actions are consolidated under the caption In re Quillon Therapeutics, Inc. Securities Litigation, No. 1:24-cv-02871 (LJK)."),
				p("2. The Great Lakes Millwrights Pension Fund is appointed Lead Plaintiff, and its selection of Kessler Morrow LLP as Lead Counsel is approved."),
				p("3. Lead Plaintiff and Defendants shall meet and confer and submit a proposed schedule for the filing of a consolidated amended complaint within 21 days of this Order."),
				p("The Clerk of Court is respectfully directed to terminate the motions at ECF Nos. 17 and 21."),
				ls("SO ORDERED.", "", "Dated: July 2, 2024", "       New York, New York", "",
					"                                        ______________________________",
					"                                        LEWIS J. KARAGIANNIS",
					"                                        United States District Judge"),
			},
		}}

	sched := doc{name: "ECF 52 Stipulation and Order on Schedule.pdf", font: "Times", size: 11,
		header: "Case 1:24-cv-02871-LJK     Document 52     Filed 07/29/24     Page %d of %t",
		pages: []page{
			with(court, consolidated, []block{gap(),
				cb("STIPULATION AND [PROPOSED] ORDER"), cb("SETTING A SCHEDULE FOR THE AMENDED COMPLAINT"), gap(),
				p("WHEREAS, by Order dated July 2, 2024 (ECF No. 38), the Court consolidated the related actions, appointed the Great Lakes Millwrights Pension Fund as Lead Plaintiff, and approved Kessler Morrow LLP as Lead Counsel;"),
				p("WHEREAS, counsel for Lead Plaintiff and for Defendants Quillon Therapeutics, Inc., Adair W. Prescott and Noelle V. Brandvold (collectively, \"Defendants\") have met and conferred;"),
				p("NOW, THEREFORE, IT IS HEREBY STIPULATED AND AGREED, by and between the undersigned counsel, subject to the approval of the Court, as follows:"),
				p("1. Lead Plaintiff shall file a consolidated amended complaint on or before September 3, 2024."),
				p("2. Defendants shall answer or move to dismiss on or before October 18, 2024."),
				p("3. Lead Plaintiff shall file any opposition to a motion to dismiss on or before December 2, 2024, and Defendants shall file any reply on or before January 10, 2025."),
			}),
			{
				ls("Dated: July 26, 2024", ""),
				row([]float64{0.5, 0.5}, "KESSLER MORROW LLP", "GRAYSON FAIRWEATHER LLP"),
				gap(),
				row([]float64{0.5, 0.5}, "By: /s/ Rebecca A. Thornbury", "By: /s/ Dominic J. Achterberg"),
				row([]float64{0.5, 0.5}, "Rebecca A. Thornbury", "Dominic J. Achterberg"),
				row([]float64{0.5, 0.5}, "1290 Avenue of the Americas", "One Vanderbilt Avenue, 40th Floor"),
				row([]float64{0.5, 0.5}, "New York, New York 10104", "New York, New York 10017"),
				row([]float64{0.5, 0.5}, "rthornbury@kesslermorrow.com", "dachterberg@graysonfair.com"),
				gap(),
				row([]float64{0.5, 0.5}, "Lead Counsel for Lead Plaintiff Great Lakes Millwrights Pension Fund and the Class", "Attorneys for Defendants Quillon Therapeutics, Inc., Adair W. Prescott and Noelle V. Brandvold"),
				gap(), gap(),
				ls("SO ORDERED this 29th day of July, 2024.", "", "                                        ______________________________",
					"                                        Hon. Lewis J. Karagiannis, U.S.D.J."),
			},
		}}

	return spec{
		name: "in-re-quillon-securities", title: "In re Quillon Therapeutics, Inc. Securities Litigation (S.D.N.Y.)",
		firstSight: &truth.Figures{PartyTruth: 12, PartyFound: 10, PartyCorrect: 9, EventTruth: 26, EventHits: 26, Grounded: 1}, // at commit 48ecb5b
		docs:       []doc{complaint, cert, lead, sched},
		parties: []truth.Party{
			{Name: "Marco Ferrante", Role: "plaintiff"},
			{Name: "Marco Ferrante", Role: "declarant"},
			{Name: "Quillon Therapeutics, Inc.", Role: "defendant"},
			{Name: "Adair W. Prescott", Role: "defendant"},
			{Name: "Noelle V. Brandvold", Role: "defendant"},
			{Name: "Sheila Dunleavy", Role: "plaintiff"},
			{Name: "Great Lakes Millwrights Pension Fund", Role: "plaintiff"}, // the lead plaintiff
			{Name: "Celeste M. Brannigan", Role: "counsel"},
			{Name: "Theo R. Lindqvist", Role: "counsel"},
			{Name: "Rebecca A. Thornbury", Role: "counsel"},
			{Name: "Dominic J. Achterberg", Role: "counsel"},
			{Name: "Lewis J. Karagiannis", Role: "judge"},
		},
		events: []truth.Event{
			{Date: "2024-04-15", File: "ECF 1 Class Action Complaint.pdf", Page: 1},
			{Date: "2022-11-08", File: "ECF 1 Class Action Complaint.pdf", Page: 1},
			{Date: "2024-03-27", File: "ECF 1 Class Action Complaint.pdf", Page: 1},
			{Date: "2022-11-08", File: "ECF 1 Class Action Complaint.pdf", Page: 2},
			{Date: "2023-05-16", File: "ECF 1 Class Action Complaint.pdf", Page: 2},
			{Date: "2024-03-27", File: "ECF 1 Class Action Complaint.pdf", Page: 2},
			{Date: "2024-03-28", File: "ECF 1 Class Action Complaint.pdf", Page: 2},
			{Date: "2024-04-15", File: "ECF 1 Class Action Complaint.pdf", Page: 3},
			{Date: "2024-04-15", File: "ECF 1-1 PSLRA Certification.pdf", Page: 1},
			{Date: "2024-04-11", File: "ECF 1-1 PSLRA Certification.pdf", Page: 1},
			{Date: "2022-12-14", File: "ECF 1-1 PSLRA Certification.pdf", Page: 2},
			{Date: "2023-06-02", File: "ECF 1-1 PSLRA Certification.pdf", Page: 2},
			{Date: "2024-03-28", File: "ECF 1-1 PSLRA Certification.pdf", Page: 2},
			{Date: "2024-07-02", File: "ECF 38 Order Appointing Lead Plaintiff.pdf", Page: 1},
			{Date: "2024-04-15", File: "ECF 38 Order Appointing Lead Plaintiff.pdf", Page: 1},
			{Date: "2024-05-03", File: "ECF 38 Order Appointing Lead Plaintiff.pdf", Page: 1},
			{Date: "2024-06-14", File: "ECF 38 Order Appointing Lead Plaintiff.pdf", Page: 1},
			{Date: "2024-07-02", File: "ECF 38 Order Appointing Lead Plaintiff.pdf", Page: 2},
			{Date: "2024-07-29", File: "ECF 52 Stipulation and Order on Schedule.pdf", Page: 1},
			{Date: "2024-07-02", File: "ECF 52 Stipulation and Order on Schedule.pdf", Page: 1},
			{Date: "2024-09-03", File: "ECF 52 Stipulation and Order on Schedule.pdf", Page: 1},
			{Date: "2024-10-18", File: "ECF 52 Stipulation and Order on Schedule.pdf", Page: 1},
			{Date: "2024-12-02", File: "ECF 52 Stipulation and Order on Schedule.pdf", Page: 1},
			{Date: "2025-01-10", File: "ECF 52 Stipulation and Order on Schedule.pdf", Page: 1},
			{Date: "2024-07-26", File: "ECF 52 Stipulation and Order on Schedule.pdf", Page: 2},
			{Date: "2024-07-29", File: "ECF 52 Stipulation and Order on Schedule.pdf", Page: 2},
		},
	}
}
