package samples

// DEV SET (held out at first sight): a commercial arbitration administered
// by JAMS in Chicago under its Comprehensive Arbitration Rules: a software
// vendor claims unpaid subscription fees and an early-termination fee from
// a specialty pharmacy group that ended a five-year subscription, and the
// pharmacy group counterclaims for a failed implementation. The demand for
// arbitration and statement of claim ("BEFORE JAMS", the parties in
// capitals with their descriptions, "Claimant," / "Respondent.", "JAMS
// Ref. No." left blank at the right, the arbitration clause quoted, the
// officer who signed the agreement for the respondent and the data
// migration vendor named in the facts, "By: /s/" over two lawyers, the
// firm and "Counsel for Claimant X"); the answering statement, affirmative
// defenses and counterclaim (the same caption with the reference number
// filled in, "through its counsel, X LLP", "GENERAL DENIAL", numbered
// defenses, "COUNTERCLAIM", "By: /s/" over two lawyers with their emails,
// "Attorneys for Respondent"); the arbitrator's report of preliminary
// hearing and scheduling order no. 1 (those who took part listed in a
// sentence by side with their firm, the respondent's general counsel
// "also participated", the JAMS case manager "also attended", a two-column
// "Event / Date" schedule with a hearing range "March 10-13, 2025",
// "SO ORDERED." over "Hon. X (Ret.)" and "Arbitrator"); and the final award
// (the designation recital, procedural history with the hearing days
// listed "March 10, 11, 12 and 13, 2025", the court reporter named, a
// labelled "APPEARANCES" section with "For Claimant X:" and "For
// Respondent X:" entries and "Esq." after each lawyer, the witnesses each
// side "called" with their posts, the experts with their credentials
// after commas ("Pharm.D.", "CPA, CFF"), witnesses later by "Mr." and "Ms."
// and surname, the award in numbered paragraphs, the arbitrator's
// signature).
// Conventions: the claimant is the plaintiff and the respondent the
// respondent (its counterclaim gives neither a second role), as in
// pinnacle-orchard-v-verdanta and delacroix-v-summit-ridge; every lawyer
// who represents a side is counsel, the respondent's general counsel who
// takes part in the preliminary hearing and appears at the hearing too;
// the arbitrator is the judge; everyone who testified at the hearing,
// fact witnesses and experts on both sides, is a witness, keyed without
// "Dr.", "Pharm.D." or "CPA, CFF". The JAMS case manager (who writes to no
// one here), the court reporter, the respondent's former chief
// information officer who signed the agreement, the data migration vendor
// and the firms are no parties, and JAMS itself is none. The effective
// date of the JAMS rules' edition is no event; every other date printed is
// an event on its page, each day of a listed hearing, and the first and
// last of a range.
func init() { specs = append(specs, corvina) }

func corvina() matterSpec {
	const (
		demF = "Demand for Arbitration - Corvina v Lakemont.pdf"
		ansF = "Answering Statement and Counterclaim - JAMS 1340024418.pdf"
		pohF = "Report of Preliminary Hearing and Scheduling Order No. 1.pdf"
		awdF = "Final Award - JAMS 1340024418.pdf"
	)
	capt := func(ref string, title ...string) block {
		right := append([]string{"JAMS Ref. No. " + ref, ""}, title...)
		return caption("", []string{
			"CORVINA SOFTWARE, INC.,",
			"a Delaware corporation,",
			"",
			"               Claimant,",
			"",
			"     v.",
			"",
			"LAKEMONT SPECIALTY PHARMACY",
			"HOLDINGS, LLC, an Illinois limited",
			"liability company,",
			"",
			"               Respondent.",
		}, right)
	}
	shortCapt := caption("", []string{
		"CORVINA SOFTWARE, INC.,",
		"               Claimant,",
		"     v.",
		"LAKEMONT SPECIALTY PHARMACY HOLDINGS, LLC,",
		"               Respondent.",
	}, []string{"JAMS Ref. No. 1340024418"})

	dem := doc{name: demF, font: "Times", size: 11, unicode: true,
		footer: "DEMAND FOR ARBITRATION AND STATEMENT OF CLAIM  -  %d",
		pages: []page{
			{cb("BEFORE JAMS"), gap(),
				capt("____________", "DEMAND FOR ARBITRATION AND", "STATEMENT OF CLAIM"), gap(),
				p("Claimant Corvina Software, Inc. (\"Corvina\") demands arbitration against Respondent Lakemont Specialty Pharmacy Holdings, LLC (\"Lakemont\") under Section 18.2 of the parties' Master Subscription and Services Agreement dated March 1, 2022 (the \"MSA\") and the JAMS Comprehensive Arbitration Rules & Procedures effective June 1, 2021 (the \"Rules\")."),
				cb("I.  THE PARTIES"),
				p("1. Corvina is a Delaware corporation with its principal place of business at 600 California Street, San Francisco, California 94108. It develops and licenses RxFlow, a cloud-based workflow platform for specialty pharmacies."),
				p("2. Lakemont is an Illinois limited liability company with its principal place of business at 2001 Spring Road, Oak Brook, Illinois 60523. It operates eleven specialty pharmacies in Illinois, Indiana and Wisconsin."),
				cb("II.  THE AGREEMENT TO ARBITRATE"),
				p("3. Section 18.2 of the MSA provides: \"Any dispute, claim or controversy arising out of or relating to this Agreement ... shall be determined by binding arbitration in Chicago, Illinois, before one arbitrator, administered by JAMS pursuant to its Comprehensive Arbitration Rules & Procedures. Judgment on the award may be entered in any court having jurisdiction.\" The MSA is governed by Illinois law (Section 18.1)."),
			},
			{
				cb("III.  STATEMENT OF CLAIM"),
				p("4. The MSA was signed for Lakemont by its then Chief Information Officer, Douglas R. Whitsell. It granted Lakemont a five-year subscription to RxFlow from the first go-live date at $38,500 per month, and under Statement of Work No. 1 Corvina was to configure and implement the platform for a fixed fee of $412,000."),
				p("5. Under Section 6.4 of the MSA, Lakemont was responsible for extracting and cleansing its legacy patient and prescription data. Lakemont engaged its own vendor, Pellucid Integration Partners, for that work."),
				p("6. Phase 1 went live on October 3, 2022, starting the five-year term. Lakemont paid every monthly invoice through July 2023 and then stopped paying, beginning with the invoice dated August 1, 2023."),
				p("7. By letter of November 30, 2023, Lakemont purported to terminate the MSA for cause, citing errors in migrated prior-authorization records. Those errors originated in data delivered by Pellucid Integration Partners, not in RxFlow, and Lakemont never gave the thirty days' notice and opportunity to cure that Section 14.1 requires."),
				p("8. Lakemont's termination was therefore a termination for convenience, for which Section 14.3 requires payment of all unpaid fees through the termination date and an early-termination fee equal to fifty percent of the subscription fees for the remainder of the term."),
				cb("IV.  RELIEF REQUESTED"),
				p("9. Corvina requests an award of (a) unpaid subscription fees of $154,000 for August through November 2023; (b) the early-termination fee of $885,500; (c) interest at the statutory rate of five percent per annum under 815 ILCS 205/2; (d) its attorneys' fees and costs under Section 18.4 of the MSA; and (e) the fees and costs of this arbitration."),
				p("10. Corvina requests that the hearing be held in Chicago, Illinois."),
				gap(),
				ls("Dated: January 19, 2024                                 Respectfully submitted,",
					"",
					"                                                                  OKIMOTO EILERS LLP",
					"",
					"                                                                  By: /s/ Adrienne K. Falkenrath",
					"                                                                  Adrienne K. Falkenrath",
					"                                                                  Matthew J. Oduwole",
					"                                                                  191 North Wacker Drive, Suite 2700",
					"                                                                  Chicago, Illinois 60606",
					"                                                                  (312) 555-0139",
					"                                                                  afalkenrath@okimotoeilers.com",
					"",
					"                                                                  Counsel for Claimant Corvina Software, Inc."),
			},
		}}

	ans := doc{name: ansF, font: "Times", size: 11, unicode: true,
		footer: "RESPONDENT'S ANSWERING STATEMENT, AFFIRMATIVE DEFENSES AND COUNTERCLAIM  -  %d",
		pages: []page{
			{cb("BEFORE JAMS"), gap(),
				capt("1340024418", "RESPONDENT'S ANSWERING", "STATEMENT, AFFIRMATIVE", "DEFENSES AND COUNTERCLAIM"), gap(),
				p("Respondent Lakemont Specialty Pharmacy Holdings, LLC (\"Lakemont\"), through its counsel, Ravenel Tao LLP, submits this Answering Statement, Affirmative Defenses and Counterclaim under Rule 9 of the JAMS Comprehensive Arbitration Rules & Procedures in response to the Demand for Arbitration served on January 19, 2024."),
				cb("GENERAL DENIAL"),
				p("1. Lakemont denies each allegation of the Demand except as expressly admitted below, and denies that Corvina Software, Inc. (\"Corvina\") is entitled to any relief."),
				p("2. Lakemont admits that the parties entered into the MSA as of March 1, 2022 and that Phase 1 went live on October 3, 2022. Lakemont denies that the platform ever performed as warranted."),
			},
			{
				cb("AFFIRMATIVE DEFENSES"),
				p("3. Prior material breach. Corvina breached the warranties in Section 10.1 of the MSA: from go-live, RxFlow failed to route prior-authorization requests to the correct payer queues, causing therapy delays for Lakemont's patients. Lakemont reported the failures in writing on June 12, 2023, July 28, 2023 and September 6, 2023."),
				p("4. Failure of condition. Phase 2 never passed the acceptance testing required by Statement of Work No. 1, and no subscription fees for Phase 2 sites were ever due."),
				p("5. Penalty. The early-termination fee bears no relation to Corvina's actual loss and is an unenforceable penalty under Illinois law."),
				p("6. Set-off. Any amount found owing must be reduced by Lakemont's damages on its Counterclaim."),
				cb("COUNTERCLAIM"),
				p("7. Lakemont paid Corvina $412,000 for implementation services that never produced a working system, and spent $355,600 on manual prior-authorization processing and a replacement platform after terminating the MSA on November 30, 2023 for Corvina's uncured breach. Lakemont seeks an award of $767,600, interest, its attorneys' fees under Section 18.4 of the MSA, and the costs of this arbitration."),
				gap(),
				ls("Dated: February 23, 2024                               RAVENEL TAO LLP",
					"",
					"                                                                  By: /s/ Marcus D. Ellingboe",
					"                                                                  Marcus D. Ellingboe",
					"                                                                  mellingboe@raveneltao.com",
					"                                                                  Sun-hee Park",
					"                                                                  spark@raveneltao.com",
					"                                                                  333 West Wacker Drive, Suite 1800",
					"                                                                  Chicago, Illinois 60606",
					"                                                                  (312) 555-0172",
					"",
					"                                                                  Attorneys for Respondent"),
			},
		}}

	poh := doc{name: pohF, font: "Times", size: 11, unicode: true,
		pages: []page{
			{
				cb("JAMS"), gap(),
				shortCapt, gap(),
				cb("REPORT OF PRELIMINARY HEARING"), cb("AND SCHEDULING ORDER NO. 1"), gap(),
				p("1. A preliminary hearing was held by videoconference on April 4, 2024 under Rule 16 of the JAMS Comprehensive Arbitration Rules & Procedures (the \"Rules\"). Adrienne K. Falkenrath and Matthew J. Oduwole of Okimoto Eilers LLP participated for Claimant, and Marcus D. Ellingboe and Sun-hee Park of Ravenel Tao LLP for Respondent. Leland F. Strickmann, Respondent's General Counsel, also participated. Teodora Radic, the JAMS Case Manager, also attended."),
				p("2. The Arbitrator was appointed on March 18, 2024 and confirms the disclosures she made on March 15, 2024. No party has objected to her service."),
				p("3. The MSA is governed by Illinois law. The arbitration is governed by the Rules and the Federal Arbitration Act. The seat of the arbitration is Chicago, Illinois."),
				p("4. Claimant shall serve its answer to the Counterclaim by April 19, 2024. Amendments to claims or counterclaims after that date require leave."),
			},
			{
				p("5. The following schedule applies:"),
				ls("     Event                                                                   Date",
					"     Completion of document exchange                                   June 14, 2024",
					"     Fact depositions (up to four per side) completed                 September 27, 2024",
					"     Opening expert reports                                                October 25, 2024",
					"     Rebuttal expert reports                                               November 22, 2024",
					"     Exchange of exhibits and final witness lists                      February 14, 2025",
					"     Pre-hearing briefs                                                    February 28, 2025",
					"     Final pre-hearing conference (by video)                             March 3, 2025",
					"     Evidentiary hearing, JAMS Chicago Resolution Center            March 10-13, 2025"),
				gap(),
				p("6. Claimant shall arrange for a court reporter at the hearing; the cost shall be shared equally. The Arbitrator will issue a reasoned award."),
				gap(),
				l("SO ORDERED."), gap(),
				ls("Dated: April 8, 2024                                            /s/ Louisa M. Farragut",
					"                                                                      Hon. Louisa M. Farragut (Ret.)",
					"                                                                      Arbitrator"),
			},
		}}

	awd := doc{name: awdF, font: "Times", size: 11, unicode: true,
		footer: "Final Award - JAMS Ref. No. 1340024418 - Page %d of %t",
		pages: []page{
			{
				cb("JAMS"), gap(),
				shortCapt, gap(),
				cb("FINAL AWARD"), gap(),
				p("The undersigned Arbitrator, having been designated in accordance with the arbitration agreement in Section 18.2 of the Master Subscription and Services Agreement dated March 1, 2022 (the \"MSA\"), and having been duly appointed, and having heard and considered the proofs and allegations of the parties, renders this Final Award."),
				cb("I.  PROCEDURAL HISTORY"),
				p("Claimant filed its Demand for Arbitration on January 19, 2024. Respondent served its Answering Statement, Affirmative Defenses and Counterclaim on February 23, 2024. The Arbitrator was appointed on March 18, 2024 and held a preliminary hearing on April 4, 2024. The evidentiary hearing was held in person at the JAMS Chicago Resolution Center on March 10, 11, 12 and 13, 2025, and was transcribed by Tamsin L. Okerlund, CSR, of Lakeshore Court Reporting. The parties filed post-hearing briefs on April 11, 2025, and the record closed on April 18, 2025."),
				cb("II.  APPEARANCES"),
				ls("For Claimant Corvina Software, Inc.:",
					"     Adrienne K. Falkenrath, Esq. and Matthew J. Oduwole, Esq., Okimoto Eilers LLP, Chicago, Illinois",
					"",
					"For Respondent Lakemont Specialty Pharmacy Holdings, LLC:",
					"     Marcus D. Ellingboe, Esq. and Sun-hee Park, Esq., Ravenel Tao LLP, Chicago, Illinois;",
					"     Leland F. Strickmann, General Counsel"),
				gap(),
				cb("III.  WITNESSES"),
				p("Claimant called Gideon P. Larrabee, its Vice President of Customer Success; Hyun-woo Jang, the senior implementation engineer who led the Lakemont project; and Dr. Wilhelmina J. Brinkerhoff, an expert in health-care software implementation. Respondent called Cordelia N. Ashby-Tran, Pharm.D., its Chief Pharmacy Officer, and Rajesh V. Iyengar, CPA, CFF, a forensic accountant, as its damages expert. Each witness testified under oath and was cross-examined."),
			},
			{
				cb("IV.  FINDINGS AND CONCLUSIONS"),
				p("A. Termination. The MSA required Lakemont to give thirty days' written notice of a material breach and an opportunity to cure before terminating for cause (Section 14.1). Ms. Ashby-Tran's reports of June 12, July 28 and September 6, 2023 described the routing failures, but none invoked Section 14.1 or demanded a cure, and Lakemont's letter of November 30, 2023 terminated the MSA with immediate effect. Mr. Jang's testimony, which the Arbitrator credits, established that the routing failures were traced in October 2023 to payer identifiers in the legacy data extracted by Pellucid Integration Partners, work that Section 6.4 placed with Lakemont. The termination was not for cause."),
				p("B. Unpaid fees. Lakemont owes the subscription fees invoiced for August through November 2023, $154,000."),
				p("C. Early-termination fee. Lakemont says the fee is a penalty. But Dr. Brinkerhoff and Mr. Iyengar agreed that Corvina's avoided costs on a terminated subscription are about thirty-five percent of the fees, so that Corvina's actual loss on the remaining 46 months of the term, $1,151,150, exceeds the fee. A fee of fifty percent of the remaining fees was a reasonable forecast of loss when the MSA was made, and Section 14.3 is enforceable under Illinois law. Corvina is awarded the fee, $885,500."),
				p("D. Counterclaim. Lakemont accepted Phase 1, used RxFlow in production for thirteen months and has not shown that the implementation services were worthless. Mr. Larrabee's testimony that Phase 2 acceptance was delayed by Lakemont's data was not rebutted. The Counterclaim fails."),
				cb("V.  AWARD"),
				p("1. Respondent shall pay Claimant $154,000 in unpaid subscription fees and the early-termination fee of $885,500, with interest at five percent per annum from November 30, 2023 to the date of this Award."),
				p("2. Respondent's Counterclaim is denied in its entirety."),
				p("3. Each party shall bear its own attorneys' fees and costs. The administrative fees and expenses of JAMS and the compensation of the Arbitrator shall be borne equally."),
				p("4. This Final Award resolves all claims and counterclaims submitted in this arbitration. Any claim not expressly granted is denied."),
				gap(),
				ls("Dated: May 16, 2025                                              /s/ Louisa M. Farragut",
					"                                                                      Hon. Louisa M. Farragut (Ret.)",
					"                                                                      Arbitrator"),
			},
		}}

	return matterSpec{
		name: "corvina-v-lakemont", title: "Corvina Software, Inc. v. Lakemont Specialty Pharmacy Holdings, LLC (JAMS Ref. No. 1340024418)", heldOut: true,
		firstSight: &Figures{PartyTruth: 13, PartyFound: 10, PartyCorrect: 7, EventTruth: 43, EventHits: 41, Grounded: 1}, // at c3a4ca8
		docs:       []doc{dem, ans, poh, awd},
		parties: []Party{
			{"Corvina Software, Inc.", "plaintiff"}, // the claimant
			{"Lakemont Specialty Pharmacy Holdings, LLC", "respondent"},
			{"Adrienne K. Falkenrath", "counsel"},
			{"Matthew J. Oduwole", "counsel"},
			{"Marcus D. Ellingboe", "counsel"},
			{"Sun-hee Park", "counsel"},
			{"Leland F. Strickmann", "counsel"}, // the respondent's general counsel
			{"Louisa M. Farragut", "judge"},
			{"Gideon P. Larrabee", "witness"},
			{"Hyun-woo Jang", "witness"},
			{"Wilhelmina J. Brinkerhoff", "witness"},
			{"Cordelia N. Ashby-Tran", "witness"},
			{"Rajesh V. Iyengar", "witness"},
		},
		events: []Event{
			{"2022-03-01", demF, 1},
			{"2022-10-03", demF, 2},
			{"2023-08-01", demF, 2},
			{"2023-11-30", demF, 2},
			{"2024-01-19", demF, 2},
			{"2024-01-19", ansF, 1},
			{"2022-03-01", ansF, 1},
			{"2022-10-03", ansF, 1},
			{"2023-06-12", ansF, 2},
			{"2023-07-28", ansF, 2},
			{"2023-09-06", ansF, 2},
			{"2023-11-30", ansF, 2},
			{"2024-02-23", ansF, 2},
			{"2024-04-04", pohF, 1},
			{"2024-03-18", pohF, 1},
			{"2024-03-15", pohF, 1},
			{"2024-04-19", pohF, 1},
			{"2024-06-14", pohF, 2},
			{"2024-09-27", pohF, 2},
			{"2024-10-25", pohF, 2},
			{"2024-11-22", pohF, 2},
			{"2025-02-14", pohF, 2},
			{"2025-02-28", pohF, 2},
			{"2025-03-03", pohF, 2},
			{"2025-03-10", pohF, 2},
			{"2025-03-13", pohF, 2},
			{"2024-04-08", pohF, 2},
			{"2022-03-01", awdF, 1},
			{"2024-01-19", awdF, 1},
			{"2024-02-23", awdF, 1},
			{"2024-03-18", awdF, 1},
			{"2024-04-04", awdF, 1},
			{"2025-03-10", awdF, 1},
			{"2025-03-11", awdF, 1},
			{"2025-03-12", awdF, 1},
			{"2025-03-13", awdF, 1},
			{"2025-04-11", awdF, 1},
			{"2025-04-18", awdF, 1},
			{"2023-06-12", awdF, 2},
			{"2023-07-28", awdF, 2},
			{"2023-09-06", awdF, 2},
			{"2023-11-30", awdF, 2},
			{"2025-05-16", awdF, 2},
		},
	}
}
