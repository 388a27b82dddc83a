package samples

// DEV SET (held out at first sight): a regular (not small) deficiency case
// in the United States Tax Court: the Commissioner disallowed the losses
// of a married couple's thoroughbred breeding farm under section 183 and
// asserted accuracy-related penalties. The ")"-ruled caption "X AND Y,
// Petitioners, v. COMMISSIONER OF INTERNAL REVENUE, Respondent." beside
// "Docket No. 11482-24"; the petition drafted by counsel under the Court's
// Rule 34 headings ("PETITION", "Petitioners hereby petition for a
// redetermination of the deficiencies set forth by the Commissioner of
// Internal Revenue in the notice of deficiency dated", numbered
// paragraphs on the returns, the notice, the amounts in dispute, the
// errors lettered (a) to (c) and the facts lettered (a) to (f), naming the
// farm's trainer and the couple's CPA; "Dated:", "/s/" over two lawyers
// each with "Tax Court Bar No."), with the Court's request for place of
// trial on its own page ("REQUEST FOR PLACE OF TRIAL", "Petitioners hereby
// request that trial of this case be held at", a "(Form 5)" legend) and
// the Court's receipt stamp at the top right; the Commissioner's answer
// ("RESPONDENT, in answer to the petition filed in the above-entitled
// case, admits and denies as follows:", paragraph by paragraph, "Denies
// generally each and every allegation", signed "By:" a senior attorney
// under the Chief Counsel's name with "Tax Court Bar No.", "OF COUNSEL:"
// with three supervising counsel and their titles, a certificate of
// service); the first stipulation of facts (the Court's standard
// opening, headed groups of facts, a year-by-year table with column
// headings, joint exhibits "1-J" to "9-J", the revenue agent and his group
// manager named, both sides' signatures side by side with "Date:"); and
// the Judge's order after a pretrial conference ("SERVED Feb 19 2025" at
// the top right, "UNITED STATES TAX COURT / WASHINGTON, DC 20217", the
// counsel who took part named in prose, "ORDERED that", "(Signed) X /
// Judge").
// Conventions (as in estrada-v-commissioner): the taxpayers are the
// petitioners and the Commissioner of Internal Revenue the respondent;
// both petitioners' lawyers are counsel, and so are the Chief Counsel
// whose name heads the answer's signature, the senior attorney who signs
// and each lawyer "OF COUNSEL:"; the Judge who signs the order is the
// judge. The trainer, the CPA, the revenue agent and his group manager,
// named in the papers, are no parties (no one has testified). Every date
// printed is an event once per page (the receipt stamp and "SERVED" too).
func init() { specs = append(specs, pendergast) }

func pendergast() matterSpec {
	const (
		petF = "Petition 11482-24.pdf"
		ansF = "Answer 11482-24.pdf"
		stpF = "First Stipulation of Facts 11482-24.pdf"
		ordF = "Order 2025-02-19 Pretrial Conference.pdf"
	)
	capt := []block{
		cb("UNITED STATES TAX COURT"), gap(),
		caption(")", []string{
			"GREGORY L. PENDERGAST AND",
			"NAOMI F. PENDERGAST,",
			"",
			"                    Petitioners,",
			"",
			"          v.",
			"",
			"COMMISSIONER OF INTERNAL REVENUE,",
			"",
			"                    Respondent.",
		}, []string{"", "", "", "", "Docket No. 11482-24", "", "", "", "", ""}),
		gap(),
	}
	head := func(extra ...block) page { return append(append([]block{}, capt...), extra...) }
	petSig := ls("Dated: May 28, 2024                     /s/ Celeste A. Marinescu",
		"                                        CELESTE A. MARINESCU",
		"                                        Tax Court Bar No. MC1187",
		"                                        OWEN T. PREWITT",
		"                                        Tax Court Bar No. PO0934",
		"                                        Marinescu Prewitt Tax Controversy PLLC",
		"                                        301 West Bay Street, Suite 1420",
		"                                        Jacksonville, Florida 32202",
		"                                        (904) 555-0188",
		"                                        cmarinescu@mptaxlaw.com",
		"                                        Counsel for Petitioners")

	pet := doc{name: petF, font: "Times", size: 11.5, unicode: true,
		pages: []page{
			append([]block{small(r("RECEIVED\nMAY 28 2024\n4:12 PM"), 8)}, head(
				cb("PETITION"), gap(),
				p("Petitioners hereby petition for a redetermination of the deficiencies set forth by the Commissioner of Internal Revenue in the notice of deficiency dated March 4, 2024, and as the basis for petitioners' case allege as follows:"),
				p("1. Petitioners are husband and wife whose address is 14250 NW 110th Avenue, Reddick, Florida 32686. Petitioners filed joint federal income tax returns for the taxable years 2020 and 2021 with the Internal Revenue Service Center at Kansas City, Missouri."),
				p("2. The notice of deficiency (a copy of which, including the accompanying statement, is attached and marked Exhibit A) was mailed to petitioners on March 4, 2024, and was issued by the office of the Internal Revenue Service at Jacksonville, Florida."),
				p("3. The deficiencies as determined by the Commissioner are in income taxes for the calendar years 2020 and 2021 in the amounts of $48,211 and $52,907, respectively, together with accuracy-related penalties under I.R.C. section 6662(a) of $9,642.20 and $10,581.40, all of which are in dispute."),
			)...),
			{
				p("4. The determination of tax set forth in the notice of deficiency is based upon the following errors:"),
				p("(a) The Commissioner erred in determining that petitioners' thoroughbred breeding and racing activity, conducted as Pendergast Meadow Farm, was an activity not engaged in for profit within the meaning of I.R.C. section 183, and in disallowing losses of $131,406 for 2020 and $144,892 for 2021."),
				p("(b) The Commissioner erred in disallowing depreciation on the farm's broodmares and barns."),
				p("(c) The Commissioner erred in determining that petitioners are liable for accuracy-related penalties, including because the initial determination of the penalties was not personally approved in writing by the immediate supervisor of the individual who made it, as I.R.C. section 6751(b) requires."),
				p("5. The facts upon which petitioners rely, as the basis of their case, are as follows:"),
				p("(a) Petitioners bought the 62-acre farm on August 1, 2014 and have operated it since then with a written business plan, separate bank accounts and complete books kept by their certified public accountant, Martin J. Eckhardt, CPA."),
				p("(b) On April 6, 2019, after consulting industry advisers, petitioners changed their operation from racing to breeding and engaged Beatriz Salcedo, an experienced thoroughbred trainer and bloodstock agent, to manage the breeding program."),
				p("(c) Petitioner Gregory L. Pendergast devotes more than 25 hours a week to the farm, and petitioner Naomi F. Pendergast keeps its breeding records."),
				p("(d) The farm's losses in 2020 and 2021 resulted from the closure of sales during the COVID-19 pandemic and from the death of a stallion on October 17, 2020, circumstances beyond petitioners' control."),
				p("(e) The farm's gross receipts rose from $38,700 in 2019 to $212,450 in 2023, and its yearlings sold at the September 2023 sale brought $171,000."),
				p("(f) Petitioners relied in good faith on the advice of their CPA in reporting the farm's results."),
			},
			{
				p("WHEREFORE, petitioners pray that the Court determine that there are no deficiencies in income tax and no penalties due from petitioners for the taxable years 2020 and 2021, and grant such other relief as is just."),
				petSig,
			},
			head(
				cb("REQUEST FOR PLACE OF TRIAL"), gap(),
				p("Petitioners hereby request that trial of this case be held at Jacksonville, Florida."),
				gap(),
				petSig,
				gap(), gap(),
				small(l("(Form 5)"), 8),
			),
		}}

	ans := doc{name: ansF, font: "Times", size: 11.5, unicode: true,
		pages: []page{
			head(
				cb("ANSWER"), gap(),
				p("RESPONDENT, in answer to the petition filed in the above-entitled case, admits and denies as follows:"),
				p("1. Admits."),
				p("2. Admits that the notice of deficiency, dated March 4, 2024, was mailed to petitioners and that a copy is attached to the petition as Exhibit A; denies the remaining allegations of paragraph 2 for lack of sufficient knowledge."),
				p("3. Admits the amounts of the deficiencies and penalties; denies the remaining allegations of paragraph 3."),
				p("4. (a) through (c). Denies that respondent erred as alleged in subparagraphs (a) through (c) of paragraph 4 of the petition."),
				p("5. (a). Admits that petitioners acquired the farm on August 1, 2014; denies the remaining allegations of subparagraph 5(a)."),
				p("(b). Admits that petitioners engaged Beatriz Salcedo in 2019; denies the remaining allegations of subparagraph 5(b) for lack of sufficient knowledge."),
				p("(c) through (f). Denies."),
				p("6. Denies generally each and every allegation of the petition not hereinbefore specifically admitted, qualified or denied."),
				p("WHEREFORE, it is prayed that the relief sought in the petition be denied and that respondent's determination as set forth in the notice of deficiency be in all respects approved."),
			),
			{
				ls("                                        HOLLIS T. GARRITY",
					"                                        Chief Counsel",
					"                                        Internal Revenue Service",
					"",
					"Date: July 22, 2024                     By: /s/ Rafael D. Olivencia",
					"                                        RAFAEL D. OLIVENCIA",
					"                                        Senior Attorney (Jacksonville)",
					"                                        (Small Business/Self-Employed)",
					"                                        Tax Court Bar No. OR0562",
					"                                        400 West Bay Street, Suite 1105",
					"                                        Jacksonville, FL 32202",
					"                                        Tel: (904) 555-0160",
					"",
					"OF COUNSEL:",
					"BRENDA K. OLATUNJI",
					"Division Counsel (Small Business/Self-Employed)",
					"THOMAS W. RASMUSSEN",
					"Area Counsel (Small Business/Self-Employed:Area 4)",
					"JOAN E. THACKERAY",
					"Associate Area Counsel (Small Business/Self-Employed)"),
				gap(),
				cb("CERTIFICATE OF SERVICE"),
				p("This is to certify that a copy of the foregoing ANSWER was served on counsel for petitioners, Celeste A. Marinescu and Owen T. Prewitt, by electronic service through the Court's case management system on July 22, 2024."),
				ls("                                        /s/ Rafael D. Olivencia",
					"                                        RAFAEL D. OLIVENCIA",
					"                                        Senior Attorney (Jacksonville)"),
			},
		}}

	stp := doc{name: stpF, font: "Times", size: 11.5, unicode: true,
		pages: []page{
			head(
				cb("FIRST STIPULATION OF FACTS"), gap(),
				p("The parties hereby stipulate that, for the purpose of this case, the following statements may be accepted as facts and that all exhibits referred to herein and attached hereto are incorporated in this stipulation and made a part hereof. The parties reserve the right to object to the admission of any such facts and exhibits in evidence on the grounds of materiality and relevancy, but not on any other ground unless expressly reserved."),
				cb("Petitioners and Their Returns"),
				p("1. Petitioners resided in Florida when the petition in this case was filed."),
				p("2. Petitioners filed joint Forms 1040, U.S. Individual Income Tax Return, for 2020 on October 12, 2021 and for 2021 on October 14, 2022. True copies are attached as Exhibits 1-J and 2-J."),
				p("3. Respondent issued the notice of deficiency for 2020 and 2021 on March 4, 2024. A true copy is attached as Exhibit 3-J."),
				cb("The Farm"),
				p("4. Petitioners bought the farm on August 1, 2014. Its receipts and expenses, as reported on Schedules F, were as follows:"),
				ls("          Year        Gross receipts      Total expenses        Net loss",
					"          2017           $41,200             $163,540           ($122,340)",
					"          2018           $29,850             $171,205           ($141,355)",
					"          2019           $38,700             $158,990           ($120,290)",
					"          2020           $22,115             $153,521           ($131,406)",
					"          2021           $47,380             $192,272           ($144,892)"),
			),
			{
				p("5. On April 6, 2019, petitioners entered into a management agreement with Salcedo Bloodstock LLC, of which Beatriz Salcedo is the managing member. A true copy is attached as Exhibit 4-J."),
				p("6. A stallion owned by petitioners died on October 17, 2020. Its insurance claim file is attached as Exhibit 5-J."),
				cb("The Examination and the Penalties"),
				p("7. Revenue Agent Paul S. Okimoto examined petitioners' 2020 and 2021 returns. His report, dated October 30, 2023, is attached as Exhibit 6-J."),
				p("8. The Civil Penalty Approval Form for the penalties under I.R.C. section 6662(a) was signed by Revenue Agent Okimoto's immediate supervisor, Group Manager Denise A. Kilbride, on November 30, 2023. A true copy is attached as Exhibit 7-J. Respondent first communicated the penalties to petitioners in a letter (Letter 950) dated December 11, 2023, attached as Exhibit 8-J."),
				p("9. The farm's general ledger for 2017 through 2021, prepared by petitioners' accountant, is attached as Exhibit 9-J."),
				gap(), gap(),
				ls("/s/ Celeste A. Marinescu                   HOLLIS T. GARRITY",
					"CELESTE A. MARINESCU                       Chief Counsel",
					"Counsel for Petitioners                    Internal Revenue Service",
					"Tax Court Bar No. MC1187",
					"Marinescu Prewitt Tax Controversy PLLC     By: /s/ Rafael D. Olivencia",
					"301 West Bay Street, Suite 1420                RAFAEL D. OLIVENCIA",
					"Jacksonville, Florida 32202                    Senior Attorney (Jacksonville)",
					"                                               (Small Business/Self-Employed)",
					"                                               Tax Court Bar No. OR0562",
					"Date: February 3, 2025                     Date: February 4, 2025"),
			},
		}}

	ord := doc{name: ordF, font: "Times", size: 11.5, unicode: true,
		pages: []page{
			{
				small(r("SERVED Feb 19 2025"), 9),
				cb("UNITED STATES TAX COURT"),
				c("WASHINGTON, DC 20217"), gap(),
				capt[2], gap(),
				cb("ORDER"), gap(),
				p("This case is calendared for trial at the Court's Jacksonville, Florida, trial session beginning February 24, 2025. On February 5, 2025, the parties filed a First Stipulation of Facts with Joint Exhibits 1-J through 9-J."),
				p("On February 18, 2025, the Court held a telephone conference with the parties. Celeste A. Marinescu and Owen T. Prewitt took part for petitioners, and Rafael D. Olivencia took part for respondent. Counsel reported that the remaining issues are whether petitioners engaged in their horse breeding activity for profit within the meaning of section 183 for 2020 and 2021 and whether they are liable for the accuracy-related penalties, and that trial is expected to take one day."),
				p("Upon due consideration, it is"),
				p("ORDERED that this case shall be tried on Tuesday, February 25, 2025, at 10:00 a.m., at the Court's Jacksonville trial session, United States Courthouse, 300 North Hogan Street, Jacksonville, Florida. It is further"),
				p("ORDERED that the parties shall file any supplemental stipulation of facts on or before February 21, 2025. It is further"),
				p("ORDERED that, on or before February 21, 2025, each party shall file and serve a list of the witnesses it expects to call, with a brief summary of each witness's anticipated testimony."),
				gap(),
				ls("                                        (Signed) Colin R. Ashworth",
					"                                                 Judge"),
			},
		}}

	return matterSpec{
		name: "pendergast-v-commissioner", title: "Pendergast v. Commissioner (United States Tax Court, Docket No. 11482-24)", heldOut: true,
		firstSight: &Figures{PartyTruth: 11, PartyFound: 13, PartyCorrect: 11, EventTruth: 27, EventHits: 27, Grounded: 1}, // at 1c589e0
		docs:       []doc{pet, ans, stp, ord},
		parties: []Party{
			{"Gregory L. Pendergast", "petitioner"},
			{"Naomi F. Pendergast", "petitioner"},
			{"Commissioner of Internal Revenue", "respondent"},
			{"Celeste A. Marinescu", "counsel"},
			{"Owen T. Prewitt", "counsel"},
			{"Hollis T. Garrity", "counsel"}, // the Chief Counsel heading the signature
			{"Rafael D. Olivencia", "counsel"},
			{"Brenda K. Olatunji", "counsel"},
			{"Thomas W. Rasmussen", "counsel"},
			{"Joan E. Thackeray", "counsel"},
			{"Colin R. Ashworth", "judge"},
		},
		events: []Event{
			{"2024-05-28", petF, 1}, // the receipt stamp
			{"2024-03-04", petF, 1},
			{"2014-08-01", petF, 2},
			{"2019-04-06", petF, 2},
			{"2020-10-17", petF, 2},
			{"2024-05-28", petF, 3},
			{"2024-05-28", petF, 4},
			{"2024-03-04", ansF, 1},
			{"2014-08-01", ansF, 1},
			{"2024-07-22", ansF, 2},
			{"2021-10-12", stpF, 1},
			{"2022-10-14", stpF, 1},
			{"2024-03-04", stpF, 1},
			{"2014-08-01", stpF, 1},
			{"2019-04-06", stpF, 2},
			{"2020-10-17", stpF, 2},
			{"2023-10-30", stpF, 2},
			{"2023-11-30", stpF, 2},
			{"2023-12-11", stpF, 2},
			{"2025-02-03", stpF, 2},
			{"2025-02-04", stpF, 2},
			{"2025-02-19", ordF, 1}, // "SERVED Feb 19 2025"
			{"2025-02-24", ordF, 1},
			{"2025-02-05", ordF, 1},
			{"2025-02-18", ordF, 1},
			{"2025-02-25", ordF, 1},
			{"2025-02-21", ordF, 1},
		},
	}
}
