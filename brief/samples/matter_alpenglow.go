package samples

// DEV SET (held out at first sight): a breach of supply contract action in
// the United States District Court for the District of Colorado, a food
// maker against its packaging supplier and the supplier's owner, who
// guaranteed its performance. The D. Colo. ECF header on every page
// ("Case No. 1:25-cv-00814-DJW-TLP Document 1 filed 03/14/25 USDC Colorado
// pg 1 of 3"); the complaint and jury demand ("Civil Action No.
// 1:25-cv-00814-DJW-TLP" over a caption with each party's description after
// its name, "Plaintiff, / v. / ... / Defendants.", counts for breach of
// contract, breach of warranty and breach of guaranty, "JURY DEMAND",
// "Dated: March 14, 2025." over "Respectfully submitted," with "s/ Name",
// two lawyers, the firm, address, phone, "Email:" and "Attorneys for
// Plaintiff"); the defendants' answer and affirmative defenses (paragraph
// answers, "AFFIRMATIVE DEFENSES" numbered "FIRST DEFENSE", two lawyers of
// another firm each with "s/", "Attorneys for Defendants", a certificate of
// service through CM/ECF naming the plaintiff's lawyers, signed by a
// paralegal); the declaration of the plaintiff's chief operating officer
// under 28 U.S.C. § 1746 in support of the motion for summary judgment
// ("I, X, declare as follows:", the exhibits listed with their dates, "I
// declare under penalty of perjury", "Executed on"); and the magistrate
// judge's minute order ("MINUTE ORDER", "ENTERED BY MAGISTRATE JUDGE X",
// dates reset, the pending motion "before District Judge X").
// Conventions: the company and the guarantor are defendants; the four
// lawyers who sign are counsel; the officer who declares is the
// declarant; the magistrate judge who enters the order and the district
// judge named in it are judges. The supplier's sales manager and the
// replacement supplier named in the declaration, and the paralegal who
// signs the certificate of service, are no parties. The ECF header's
// filing date is one event, on each document's first page; dates in the
// exhibit list are events on the declaration's page.
func init() { specs = append(specs, alpenglow) }

func alpenglow() matterSpec {
	const (
		cmpF = "Doc 1 Complaint and Jury Demand.pdf"
		ansF = "Doc 14 Answer and Affirmative Defenses.pdf"
		decF = "Doc 31-1 Declaration of Priya Raman-Ellis.pdf"
		minF = "Doc 34 Minute Order.pdf"
	)
	hdr := func(doc, filed string) string {
		return "Case No. 1:25-cv-00814-DJW-TLP   Document " + doc + "   filed " + filed + "   USDC Colorado   pg %d of %t"
	}
	court := []block{cb("IN THE UNITED STATES DISTRICT COURT"), cb("FOR THE DISTRICT OF COLORADO"), gap(),
		l("Civil Action No. 1:25-cv-00814-DJW-TLP"), gap()}
	capt := ls(
		"ALPENGLOW PROVISIONS, INC., a Colorado corporation,",
		"",
		"          Plaintiff,",
		"",
		"v.",
		"",
		"KESSLER FLEXPACK, LLC, a Wisconsin limited liability company, and",
		"TORVALD A. KESSLER, an individual,",
		"",
		"          Defendants.",
		"______________________________________________________________________________")

	cmp := doc{name: cmpF, font: "Times", size: 11, header: hdr("1", "03/14/25"),
		pages: []page{
			append(append([]block{}, court...), capt, gap(),
				cb("COMPLAINT AND JURY DEMAND"), gap(),
				p("Plaintiff Alpenglow Provisions, Inc. (\"Alpenglow\"), through its undersigned counsel, submits its Complaint and Jury Demand against Defendants Kessler Flexpack, LLC (\"Kessler Flexpack\") and Torvald A. Kessler, and alleges as follows:"),
				cb("PARTIES, JURISDICTION AND VENUE"),
				p("1. Alpenglow is a Colorado corporation with its principal place of business at 4100 Dahlia Street, Denver, Colorado 80216. It makes and sells granola, trail mixes and snack bars."),
				p("2. Kessler Flexpack is a Wisconsin limited liability company with its principal place of business in Appleton, Wisconsin. Its sole member, Torvald A. Kessler, is a citizen of Wisconsin."),
				p("3. Torvald A. Kessler is an individual residing in Appleton, Wisconsin, and the guarantor of Kessler Flexpack's obligations under the Supply Agreement described below."),
				p("4. This Court has jurisdiction under 28 U.S.C. § 1332(a): the parties are citizens of different States and the amount in controversy exceeds $75,000. Venue is proper under 28 U.S.C. § 1391(b)(2) and the forum clause of the Supply Agreement."),
			),
			{
				cb("GENERAL ALLEGATIONS"),
				p("5. On June 3, 2023, Alpenglow and Kessler Flexpack entered into a Supply Agreement (the \"Agreement\") under which Kessler Flexpack agreed to supply compostable stand-up pouches to Alpenglow's specifications for three years, at fixed prices, within 21 days of each purchase order. The same day Mr. Kessler signed a Personal Guaranty of Kessler Flexpack's performance."),
				p("6. On January 8, 2024, Alpenglow issued Purchase Order No. 24-0117 for 1,200,000 pouches for its spring product launch, and on February 12, 2024, Purchase Order No. 24-0188 for 800,000 more."),
				p("7. Kessler Flexpack delivered 310,000 pouches on March 22, 2024. Roughly 40 percent of them delaminated at the seal under ordinary filling conditions. It delivered no others, and on April 19, 2024 told Alpenglow it would ship nothing further at the Agreement's prices."),
				p("8. Alpenglow bought replacement pouches at a substantially higher price and postponed its spring launch. By letter of September 30, 2024, it gave Defendants written notice of breach and demanded payment of its damages of $1,186,400. Defendants have paid nothing."),
				cb("FIRST CLAIM FOR RELIEF"),
				c("(Breach of Contract - Against Kessler Flexpack)"),
				p("9. Kessler Flexpack breached the Agreement by failing to deliver conforming goods and repudiating its remaining obligations. Alpenglow has performed its obligations."),
				cb("SECOND CLAIM FOR RELIEF"),
				c("(Breach of Express Warranty - Against Kessler Flexpack)"),
				p("10. The pouches delivered did not conform to the Agreement's specifications, in breach of the warranty in Section 8.1. C.R.S. § 4-2-313."),
				cb("THIRD CLAIM FOR RELIEF"),
				c("(Breach of Guaranty - Against Torvald A. Kessler)"),
				p("11. Mr. Kessler unconditionally guaranteed Kessler Flexpack's performance and has failed to pay on demand."),
				cb("PRAYER FOR RELIEF"),
				p("WHEREFORE, Alpenglow requests judgment against Defendants, jointly and severally, for its actual and consequential damages, pre- and post-judgment interest, its attorney fees under Section 17.4 of the Agreement, costs, and such further relief as the Court deems proper."),
			},
			{
				cb("JURY DEMAND"),
				p("Plaintiff demands a trial by jury on all issues so triable under Fed. R. Civ. P. 38."),
				gap(),
				l("Dated: March 14, 2025."), gap(),
				ls("                                                            Respectfully submitted,",
					"",
					"                                                            s/ Camille R. Ashworth",
					"                                                            Camille R. Ashworth",
					"                                                            Devin J. Nakagawa",
					"                                                            BRAXTON ASHWORTH LLP",
					"                                                            1801 California Street, Suite 3600",
					"                                                            Denver, Colorado 80202",
					"                                                            Telephone: (303) 555-0147",
					"                                                            Email: cashworth@braxtonashworth.com",
					"                                                                       dnakagawa@braxtonashworth.com",
					"",
					"                                                            Attorneys for Plaintiff"),
			},
		}}

	ans := doc{name: ansF, font: "Times", size: 11, header: hdr("14", "04/07/25"),
		pages: []page{
			append(append([]block{}, court...), capt, gap(),
				cb("DEFENDANTS' ANSWER AND AFFIRMATIVE DEFENSES"), gap(),
				p("Defendants Kessler Flexpack, LLC and Torvald A. Kessler, through their counsel, answer the Complaint and Jury Demand (ECF No. 1) as follows:"),
				p("1. Defendants lack knowledge sufficient to form a belief about the allegations of paragraph 1 and therefore deny them."),
				p("2-4. Defendants admit paragraphs 2, 3 and 4."),
				p("5. Defendants admit that the parties entered into the Agreement on June 3, 2023 and that Mr. Kessler signed a guaranty, which speaks for itself, and deny any characterization inconsistent with it."),
				p("6. Defendants admit that they received the purchase orders dated January 8, 2024 and February 12, 2024, and deny that the quantities ordered were within the forecast required by Section 3.2 of the Agreement."),
				p("7. Defendants admit that Kessler Flexpack delivered 310,000 pouches on March 22, 2024, and deny the remaining allegations of paragraph 7. Any seal failures were caused by Alpenglow's filling line temperatures."),
				p("8-11. Defendants admit that they received a letter dated September 30, 2024 and deny the remaining allegations of paragraphs 8 through 11."),
			),
			{
				cb("AFFIRMATIVE DEFENSES"),
				p("FIRST DEFENSE: The Complaint fails, in whole or in part, to state a claim upon which relief can be granted."),
				p("SECOND DEFENSE: Alpenglow's claims are barred by its own prior material breach, including its failure to provide the rolling forecasts required by Section 3.2."),
				p("THIRD DEFENSE: Alpenglow failed to give timely notice of the alleged nonconformity under C.R.S. § 4-2-607(3)(a)."),
				p("FOURTH DEFENSE: Alpenglow failed to mitigate its damages."),
				p("FIFTH DEFENSE: Section 12.2 of the Agreement excludes consequential damages."),
				p("WHEREFORE, Defendants request that the Complaint be dismissed with prejudice and that they be awarded their costs and attorney fees."),
				l("Dated: April 7, 2025."), gap(),
				ls("                                                            s/ Whitney A. Sorensen",
					"                                                            Whitney A. Sorensen",
					"                                                            s/ Rafael Q. Ybarra",
					"                                                            Rafael Q. Ybarra",
					"                                                            GUNDERSEN KRALL P.C.",
					"                                                            370 17th Street, Suite 4800",
					"                                                            Denver, Colorado 80202",
					"                                                            (720) 555-0192",
					"                                                            wsorensen@gundersenkrall.com",
					"                                                            rybarra@gundersenkrall.com",
					"                                                            Attorneys for Defendants"),
				gap(),
				cb("CERTIFICATE OF SERVICE"),
				p("I hereby certify that on April 7, 2025, I electronically filed the foregoing with the Clerk of Court using the CM/ECF system, which will send notification of such filing to the following: Camille R. Ashworth, cashworth@braxtonashworth.com; Devin J. Nakagawa, dnakagawa@braxtonashworth.com."),
				ls("                                                            s/ Lorna Whitcombe",
					"                                                            Lorna Whitcombe, Paralegal"),
			},
		}}

	dec := doc{name: decF, font: "Times", size: 11, header: hdr("31-1", "08/22/25"),
		pages: []page{
			append(append([]block{}, court...), capt, gap(),
				cb("DECLARATION OF PRIYA RAMAN-ELLIS IN SUPPORT OF"),
				cb("PLAINTIFF'S MOTION FOR SUMMARY JUDGMENT"), gap(),
				l("I, Priya Raman-Ellis, declare as follows:"),
				p("1. I am the Chief Operating Officer of Plaintiff Alpenglow Provisions, Inc. I am over eighteen years of age and have personal knowledge of the facts stated in this declaration. I am responsible for Alpenglow's purchasing and supply chain, and I negotiated the Supply Agreement on Alpenglow's behalf."),
				p("2. Attached as exhibits to this declaration are true and correct copies of the following records, kept by Alpenglow in the ordinary course of its business:"),
				ls("     Exhibit 1    Supply Agreement between Alpenglow and Kessler Flexpack, LLC, dated June 3, 2023",
					"     Exhibit 2    Personal Guaranty of Torvald A. Kessler, dated June 3, 2023",
					"     Exhibit 3    Purchase Order No. 24-0117, dated January 8, 2024",
					"     Exhibit 4    Purchase Order No. 24-0188, dated February 12, 2024",
					"     Exhibit 5    Email from Gunnar Vik, Kessler Flexpack sales manager, dated April 19, 2024",
					"     Exhibit 6    Notice of breach from Alpenglow to Defendants, dated September 30, 2024",
					"     Exhibit 7    Invoices of Tern Bay Packaging Co., May 6, 2024 to October 28, 2024"),
				gap(),
				p("3. Alpenglow never received the rolling forecasts that Defendants say Section 3.2 required, because Section 3.2 required them only for orders above 2,500,000 pouches in a calendar quarter. Alpenglow's two purchase orders together called for 2,000,000 pouches."),
			),
			{
				p("4. Of the 310,000 pouches delivered on March 22, 2024, our quality team tested a sample of 2,000 drawn from every pallet; 812 failed the seal strength test in the Agreement's specification. Alpenglow notified Mr. Vik of the failures by email on March 27, 2024, five days after delivery."),
				p("5. After Kessler Flexpack refused to perform, Alpenglow bought 1,690,000 replacement pouches from Tern Bay Packaging Co. at a cost of $1,012,300 more than the Agreement's price, as shown in Exhibit 7, and lost net revenue of $174,100 on the postponed launch."),
				gap(),
				p("I declare under penalty of perjury under the laws of the United States of America that the foregoing is true and correct. 28 U.S.C. § 1746."),
				gap(),
				l("Executed on August 21, 2025, at Denver, Colorado."), gap(),
				ls("                                                            s/ Priya Raman-Ellis",
					"                                                            Priya Raman-Ellis"),
			},
		}}

	minute := doc{name: minF, font: "Times", size: 11, header: hdr("34", "09/04/25"),
		pages: []page{
			append(append([]block{}, court...), capt, gap(),
				cb("MINUTE ORDER"), gap(),
				l("ENTERED BY MAGISTRATE JUDGE TOBIAS L. PRENTICE"), gap(),
				p("This matter is before the Court on the parties' Joint Motion to Amend Scheduling Order (ECF No. 33), filed September 2, 2025. For good cause shown, the Motion is GRANTED."),
				p("The deadline for expert rebuttal disclosures is extended to October 3, 2025. The discovery cut-off is extended to October 31, 2025. The Final Pretrial Conference set for November 13, 2025 is VACATED and RESET for January 8, 2026 at 10:00 a.m. in Courtroom C-203, Byron G. Rogers United States Courthouse. The parties shall file their proposed Final Pretrial Order no later than January 2, 2026."),
				p("Plaintiff's Motion for Summary Judgment (ECF No. 31), filed August 22, 2025, remains pending before District Judge Delia J. Whitlock, and the briefing schedule set by D.C.COLO.LCivR 7.1(d) is unchanged."),
				gap(),
				l("Date: September 4, 2025"),
			),
		}}

	return matterSpec{
		name: "alpenglow-v-kessler-flexpack", title: "Alpenglow Provisions, Inc. v. Kessler Flexpack, LLC and Torvald A. Kessler (D. Colo., No. 1:25-cv-00814-DJW-TLP)", heldOut: true,
		firstSight: &Figures{PartyTruth: 10, PartyFound: 11, PartyCorrect: 8, EventTruth: 34, EventHits: 34, Grounded: 1}, // at ad71891
		docs:       []doc{cmp, ans, dec, minute},
		parties: []Party{
			{"Alpenglow Provisions, Inc.", "plaintiff"},
			{"Kessler Flexpack, LLC", "defendant"},
			{"Torvald A. Kessler", "defendant"},
			{"Camille R. Ashworth", "counsel"},
			{"Devin J. Nakagawa", "counsel"},
			{"Whitney A. Sorensen", "counsel"},
			{"Rafael Q. Ybarra", "counsel"},
			{"Priya Raman-Ellis", "declarant"},
			{"Tobias L. Prentice", "judge"}, // the magistrate judge who enters the minute order
			{"Delia J. Whitlock", "judge"},  // the district judge named in the minute order
		},
		events: []Event{
			{"2025-03-14", cmpF, 1},
			{"2023-06-03", cmpF, 2},
			{"2024-01-08", cmpF, 2},
			{"2024-02-12", cmpF, 2},
			{"2024-03-22", cmpF, 2},
			{"2024-04-19", cmpF, 2},
			{"2024-09-30", cmpF, 2},
			{"2025-03-14", cmpF, 3},
			{"2025-04-07", ansF, 1},
			{"2023-06-03", ansF, 1},
			{"2024-01-08", ansF, 1},
			{"2024-02-12", ansF, 1},
			{"2024-03-22", ansF, 1},
			{"2024-09-30", ansF, 1},
			{"2025-04-07", ansF, 2},
			{"2025-08-22", decF, 1},
			{"2023-06-03", decF, 1},
			{"2024-01-08", decF, 1},
			{"2024-02-12", decF, 1},
			{"2024-04-19", decF, 1},
			{"2024-09-30", decF, 1},
			{"2024-05-06", decF, 1},
			{"2024-10-28", decF, 1},
			{"2024-03-22", decF, 2},
			{"2024-03-27", decF, 2},
			{"2025-08-21", decF, 2},
			{"2025-09-04", minF, 1},
			{"2025-09-02", minF, 1},
			{"2025-10-03", minF, 1},
			{"2025-10-31", minF, 1},
			{"2025-11-13", minF, 1},
			{"2026-01-08", minF, 1},
			{"2026-01-02", minF, 1},
			{"2025-08-22", minF, 1},
		},
	}
}
