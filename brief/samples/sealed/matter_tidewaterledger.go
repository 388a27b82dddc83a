package sealed

import "pramaan/brief/truth"

// A JAMS commercial arbitration in Chicago under the Comprehensive
// Arbitration Rules: a software-as-a-service provider against a grocery
// distributor that stopped paying subscription fees, with a counterclaim
// for a failed implementation. The demand on JAMS's form (labelled blocks
// for the respondent and the claimant with their representatives, the
// arbitration provision, the amount, the hearing locale, signature and a
// numeric date); the respondent's answering statement and counterclaim under
// Rule 9 with a certificate of service by email ("JAMS Ref. No."); the
// arbitrator's Report of Preliminary Hearing and Scheduling Order ("Present:",
// the JAMS case manager present, a deadline table with a hearing range,
// "Hon. ... (Ret.)"); and the final award (appearances, procedural history,
// the witnesses heard, findings, the award on claim and counterclaim, fees
// and costs, the arbitrator's signature and date).
func init() { specs = append(specs, tidewaterLedger) }

func tidewaterLedger() spec {
	kv := []float64{0.34, 0.66}
	form := doc{name: "JAMS Demand for Arbitration.pdf", font: "Helvetica", size: 10,
		footer: "JAMS Demand for Arbitration Form  |  Page %d of %t", footerAlign: "C",
		pages: []page{
			{
				lb("JAMS"), l("Local Solutions. Global Reach."), rule(),
				cb("DEMAND FOR ARBITRATION"), gap(),
				p("Instructions: Submit this form with a copy of the arbitration agreement and the filing fee to JAMS. Serve a copy on the respondent at the same time."),
				lb("TO RESPONDENT"),
				row(kv, "Name", "Marquette Provisions Co."),
				row(kv, "Address", "4100 South Kedzie Avenue, Chicago, Illinois 60632"),
				row(kv, "Respondent's attorney or representative (if known)", "Lucinda B. Feathers, Hartigan Lisle & Moss LLP, 71 South Wacker Drive, Suite 2900, Chicago, Illinois 60606, lfeathers@hartiganlisle.example"),
				gap(),
				lb("FROM CLAIMANT"),
				row(kv, "Name", "Tidewater Ledger Systems, Inc."),
				row(kv, "Address", "1200 Wilson Boulevard, Suite 800, Arlington, Virginia 22209"),
				row(kv, "Claimant's attorney or representative", "Kessandra L. Yoon-Whitaker and Devin R. Abernethy, Pryor Yoon LLP, 225 West Randolph Street, Suite 3100, Chicago, Illinois 60606, (312) 555-0186, kyoon@pryoryoon.example"),
				gap(),
				lb("NATURE OF DISPUTE"),
				p("Claimant licensed its LedgerPoint inventory and warehouse-management platform to Respondent under a Master Subscription Agreement dated March 1, 2022 (the \"MSA\") for a five-year term. Respondent stopped paying subscription fees after the invoice of August 1, 2023 and purported to terminate the MSA for cause by letter dated November 17, 2023. Claimant contends that no cause existed and seeks the unpaid fees, the fees for the remainder of the committed term under Section 7.4 of the MSA, interest and attorneys' fees."),
				lb("ARBITRATION AGREEMENT"),
				p("This demand is made under Section 18.2 of the MSA: \"Any dispute arising out of or relating to this Agreement shall be resolved by confidential binding arbitration administered by JAMS in Chicago, Illinois, under its Comprehensive Arbitration Rules & Procedures, before a single arbitrator.\""),
			},
			{
				lb("CLAIM & RELIEF SOUGHT BY CLAIMANT"),
				row(kv, "Amount in controversy", "$1,482,300.00, plus interest, fees and costs"),
				row(kv, "Other relief", "Declaration that Respondent's notice of termination was ineffective"),
				gap(),
				lb("REQUEST FOR HEARING"),
				row(kv, "Hearing locale requested", "Chicago, Illinois"),
				row(kv, "Expedited Procedures (Rule 16.1)", "[  ] Yes     [X] No"),
				gap(),
				p("The Claimant certifies that a copy of this Demand, with the MSA, was served on the Respondent and its counsel by email and overnight courier on the date below."),
				gap(),
				row(kv, "Signature", "/s/ Kessandra L. Yoon-Whitaker"),
				row(kv, "Name", "Kessandra L. Yoon-Whitaker, Pryor Yoon LLP"),
				row(kv, "Date", "06/10/2024"),
				gap(),
				small(p("Please send this form, with the filing fee, to JAMS, 71 South Wacker Drive, Suite 2400, Chicago, Illinois 60606. JAMS will acknowledge the filing and open a case."), 8.5),
			},
		}}

	capt := []block{
		cb("JAMS"), gap(),
		row([]float64{0.55, 0.05, 0.40}, "TIDEWATER LEDGER SYSTEMS, INC.,\n\n               Claimant,\n\n     v.\n\nMARQUETTE PROVISIONS CO.,\n\n               Respondent.", ")\n)\n)\n)\n)\n)\n)\n)", "JAMS Ref. No. 1440019873\n\nHon. Rosalind T. Achebe-Greaves (Ret.), Arbitrator"),
		gap(),
	}
	pl := "                                        "

	answer := doc{name: "Answering Statement and Counterclaim.pdf", font: "Times", size: 11.5,
		pages: []page{
			with(capt, []block{
				cb("RESPONDENT'S ANSWERING STATEMENT AND COUNTERCLAIM"), gap(),
				p("Respondent Marquette Provisions Co. (\"Marquette\"), under Rule 9 of the JAMS Comprehensive Arbitration Rules & Procedures, answers the Demand for Arbitration of Claimant Tidewater Ledger Systems, Inc. (\"Tidewater\") and counterclaims as follows."),
				cb("ANSWERING STATEMENT"),
				p("1. Marquette admits that the parties entered into the MSA on March 1, 2022 and that Section 18.2 requires arbitration before JAMS. Marquette denies that it owes Tidewater any amount."),
				p("2. Tidewater promised that LedgerPoint would be live at Marquette's two distribution centers by September 30, 2022. It was not. When the Joliet center went live on February 6, 2023, LedgerPoint misallocated pick locations, and Marquette shipped short on more than 1,900 store orders in the first month."),
				p("3. Marquette gave written notice of material breach on September 12, 2023. Tidewater did not cure within the thirty days allowed by Section 12.2, and Marquette terminated for cause on November 17, 2023. No further fees accrued after termination, and Section 7.4 does not apply to a termination for cause."),
				p("4. Affirmative defenses: prior material breach; failure of consideration; the limitation of liability in Section 14; failure to mitigate."),
			}),
			{
				cb("COUNTERCLAIM"),
				p("5. Marquette paid Tidewater $412,600 in implementation fees and $197,400 in subscription fees for a system that never performed as warranted in Section 10.1 of the MSA. Marquette seeks the return of those amounts, $610,000 in total, with interest, and its attorneys' fees under Section 18.5."),
				p("6. Marquette requests that the hearing take place in Chicago, Illinois, and that the parties exchange documents under Rule 17."),
				l("Dated: July 8, 2024"), gap(),
				ls(pl+"Respectfully submitted,", "", pl+"HARTIGAN LISLE & MOSS LLP", "", pl+"/s/ Lucinda B. Feathers", pl+"Lucinda B. Feathers", pl+"Omar S. Haddad-Reyes", pl+"71 South Wacker Drive, Suite 2900", pl+"Chicago, Illinois 60606", pl+"Counsel for Respondent"),
				gap(),
				cb("CERTIFICATE OF SERVICE"),
				p("I certify that on July 8, 2024, I served this Answering Statement and Counterclaim by email on Kessandra L. Yoon-Whitaker and Devin R. Abernethy, Pryor Yoon LLP, counsel for Claimant, and filed it with JAMS through JAMS Access."),
				ls(pl+"/s/ Omar S. Haddad-Reyes", pl+"Omar S. Haddad-Reyes"),
			},
		}}

	sched := []float64{0.12, 0.60, 0.28}
	order := doc{name: "Report of Preliminary Hearing and Scheduling Order.pdf", font: "Times", size: 11.5,
		pages: []page{
			with(capt, []block{
				cb("REPORT OF PRELIMINARY HEARING AND SCHEDULING ORDER NO. 1"), gap(),
				p("A preliminary hearing was held by video conference on August 13, 2024, under Rule 16 of the JAMS Comprehensive Arbitration Rules & Procedures (the \"Rules\")."),
				p("Present: Kessandra L. Yoon-Whitaker and Devin R. Abernethy for Claimant; Lucinda B. Feathers and Omar S. Haddad-Reyes for Respondent. Also present: Brianna K. Solis, JAMS Case Manager."),
				p("1. The parties confirmed the Arbitrator's appointment, and that the Arbitrator has made all disclosures required by the Rules. Neither party objects."),
				p("2. The claim and the counterclaim will be heard together. The Rules in effect on June 1, 2021 apply. Illinois law governs the MSA."),
				p("3. Each party may take no more than four depositions of seven hours each. Disputes about discovery will be raised by letter of no more than three pages, after counsel have met and conferred."),
			}),
			{
				p("4. The schedule is as follows:"),
				bold(row(sched, "No.", "Event", "Deadline")),
				row(sched, "1", "Exchange of documents under Rule 17(b)", "September 27, 2024"),
				row(sched, "2", "Completion of depositions", "December 13, 2024"),
				row(sched, "3", "Expert reports (both parties)", "January 17, 2025"),
				row(sched, "4", "Pre-hearing briefs, witness lists and joint exhibits", "February 24, 2025"),
				row(sched, "5", "Final hearing, JAMS Chicago", "March 10-13, 2025"),
				gap(),
				p("5. The award will be a reasoned award. The Arbitrator may modify this schedule for good cause."),
				l("SO ORDERED."), l("Dated: August 14, 2024"), gap(),
				ls(pl+"/s/ Rosalind T. Achebe-Greaves", pl+"Hon. Rosalind T. Achebe-Greaves (Ret.)", pl+"Arbitrator"),
			},
		}}

	award := doc{name: "Final Award.pdf", font: "Times", size: 11.5,
		footer: "JAMS Ref. No. 1440019873  -  Final Award  -  Page %d",
		pages: []page{
			with(capt, []block{
				cb("FINAL AWARD"), gap(),
				p("I, THE UNDERSIGNED ARBITRATOR, having been designated in accordance with the arbitration agreement in Section 18.2 of the Master Subscription Agreement between the parties dated March 1, 2022, and having been duly sworn, and having heard the proofs and allegations of the parties, make this Final Award."),
				lb("Appearances"),
				p("For Claimant Tidewater Ledger Systems, Inc.: Kessandra L. Yoon-Whitaker and Devin R. Abernethy, Pryor Yoon LLP, Chicago. For Respondent Marquette Provisions Co.: Lucinda B. Feathers and Omar S. Haddad-Reyes, Hartigan Lisle & Moss LLP, Chicago."),
				lb("Procedural history"),
				p("The Demand was served on June 10, 2024, and the Answering Statement and Counterclaim on July 8, 2024. After the preliminary hearing of August 13, 2024, the parties exchanged documents and took depositions. The hearing was held at JAMS Chicago on March 10-12, 2025. Post-hearing briefs were filed on April 4, 2025, and the record was closed on April 11, 2025."),
				lb("Witnesses"),
				p("Claimant called Wendell J. Ostrowe, its Vice President of Customer Success, and Dr. Arjun S. Venkataraman, who gave expert evidence on damages. Respondent called Fiona D. Castellano-Pike, its Chief Information Officer."),
			}),
			{
				lb("Findings"),
				p("1. The MSA did not make the go-live date of September 30, 2022 a condition of payment. Schedule B describes it as a \"target\", and both parties treated later dates as acceptable in the change orders of October 2022 and January 2023."),
				p("2. The pick-location errors at the Joliet center after February 6, 2023 were real, but the evidence of Mr. Ostrowe, supported by the ticket logs, shows that they came largely from the item master data that Marquette supplied, and that they were corrected by a release on May 22, 2023. Ms. Castellano-Pike candidly agreed that the system ran acceptably from June 2023."),
				p("3. Marquette's notice of September 12, 2023 identified no failure continuing at that date. There was no uncured material breach, and the termination of November 17, 2023 was not a termination for cause. It was a termination for convenience, to which Section 7.4 applies."),
				p("4. Section 7.4 entitles Tidewater to the unpaid fees to the date of termination and seventy-five percent of the fees for the remainder of the committed term. On Dr. Venkataraman's figures, which Respondent did not rebut, these amount to $1,146,850. Section 14 does not cap fees owed under the MSA."),
				p("5. The counterclaim fails for the reasons above. Marquette received the system it paid for."),
				lb("Award"),
				p("(a) Respondent Marquette Provisions Co. shall pay Claimant Tidewater Ledger Systems, Inc. $1,146,850.00, with interest at the rate of 5% per year from November 17, 2023 to the date of payment."),
				p("(b) Respondent's counterclaim is denied in its entirety."),
				p("(c) Under Section 18.5 of the MSA, Respondent shall pay Claimant's reasonable attorneys' fees and costs of $318,420.00."),
			},
			{
				p("(d) The administrative fees of JAMS and the compensation of the Arbitrator shall be borne by Respondent. Respondent shall reimburse Claimant for the JAMS fees and Arbitrator compensation it advanced, $61,275.00, within thirty days of the date of this Award."),
				p("(e) This Award is in full settlement of all claims and counterclaims submitted in this arbitration. All claims not expressly granted are denied."),
				gap(),
				l("Dated: April 28, 2025"), gap(),
				ls(pl+"/s/ Rosalind T. Achebe-Greaves", pl+"Hon. Rosalind T. Achebe-Greaves (Ret.)", pl+"Arbitrator"),
			},
		}}

	const (
		fd = "JAMS Demand for Arbitration.pdf"
		fa = "Answering Statement and Counterclaim.pdf"
		fo = "Report of Preliminary Hearing and Scheduling Order.pdf"
		fw = "Final Award.pdf"
	)
	return spec{
		name:       "tidewater-ledger-v-marquette-provisions-jams",
		title:      "Tidewater Ledger Systems, Inc. v. Marquette Provisions Co. (JAMS Ref. No. 1440019873), SaaS subscription fees and counterclaim",
		firstSight: &truth.Figures{PartyTruth: 10, PartyFound: 10, PartyCorrect: 7, EventTruth: 31, EventHits: 31, Grounded: 1}, // at commit 574488e
		docs:       []doc{form, answer, order, award},
		parties: []truth.Party{
			{Name: "Tidewater Ledger Systems, Inc.", Role: "plaintiff"}, // the claimant
			{Name: "Marquette Provisions Co.", Role: "respondent"},
			{Name: "Kessandra L. Yoon-Whitaker", Role: "counsel"},
			{Name: "Devin R. Abernethy", Role: "counsel"},
			{Name: "Lucinda B. Feathers", Role: "counsel"},
			{Name: "Omar S. Haddad-Reyes", Role: "counsel"},
			{Name: "Rosalind T. Achebe-Greaves", Role: "judge"}, // the arbitrator
			{Name: "Wendell J. Ostrowe", Role: "witness"},
			{Name: "Arjun S. Venkataraman", Role: "witness"},
			{Name: "Fiona D. Castellano-Pike", Role: "witness"},
		},
		events: []truth.Event{
			{Date: "2022-03-01", File: fd, Page: 1},
			{Date: "2023-08-01", File: fd, Page: 1},
			{Date: "2023-11-17", File: fd, Page: 1},
			{Date: "2024-06-10", File: fd, Page: 2},
			{Date: "2022-03-01", File: fa, Page: 1},
			{Date: "2022-09-30", File: fa, Page: 1},
			{Date: "2023-02-06", File: fa, Page: 1},
			{Date: "2023-09-12", File: fa, Page: 1},
			{Date: "2023-11-17", File: fa, Page: 1},
			{Date: "2024-07-08", File: fa, Page: 2},
			{Date: "2024-08-13", File: fo, Page: 1},
			{Date: "2021-06-01", File: fo, Page: 1},
			{Date: "2024-09-27", File: fo, Page: 2},
			{Date: "2024-12-13", File: fo, Page: 2},
			{Date: "2025-01-17", File: fo, Page: 2},
			{Date: "2025-02-24", File: fo, Page: 2},
			{Date: "2025-03-10", File: fo, Page: 2}, // the hearing range
			{Date: "2024-08-14", File: fo, Page: 2},
			{Date: "2022-03-01", File: fw, Page: 1},
			{Date: "2024-06-10", File: fw, Page: 1},
			{Date: "2024-07-08", File: fw, Page: 1},
			{Date: "2024-08-13", File: fw, Page: 1},
			{Date: "2025-03-10", File: fw, Page: 1}, // the hearing range
			{Date: "2025-04-04", File: fw, Page: 1},
			{Date: "2025-04-11", File: fw, Page: 1},
			{Date: "2022-09-30", File: fw, Page: 2},
			{Date: "2023-02-06", File: fw, Page: 2},
			{Date: "2023-05-22", File: fw, Page: 2},
			{Date: "2023-09-12", File: fw, Page: 2},
			{Date: "2023-11-17", File: fw, Page: 2},
			{Date: "2025-04-28", File: fw, Page: 3},
		},
	}
}
