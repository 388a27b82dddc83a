package sealed

import "pramaan/brief/truth"

// An AAA consumer arbitration over a home solar contract: the demand on the
// AAA's consumer form (labelled fields for the consumer, the business and
// their representatives, the claim amount, the hearing locale, the filing
// party's signature with a numeric date); the business's answering
// statement; the arbitrator's report of the preliminary management hearing
// and scheduling order ("Present:", a schedule table, "(Ret.)"); and the
// award ("I, THE UNDERSIGNED ARBITRATOR, having been designated in
// accordance with the arbitration agreement", witnesses heard, the
// administrative fees, the arbitrator's affirmation).
func init() { specs = append(specs, delgadoWhitmore) }

func delgadoWhitmore() spec {
	demand := doc{name: "AAA Consumer Demand for Arbitration.pdf", font: "Helvetica", size: 9,
		footer: "Please visit our website at www.adr.org if you would like to file this case online.   AAA Customer Service can be reached at 800-778-7879", footerAlign: "L",
		pages: []page{
			{
				row([]float64{0.6, 0.4}, "AMERICAN ARBITRATION ASSOCIATION\nCONSUMER ARBITRATION RULES\nDEMAND FOR ARBITRATION", "For AAA Use Only:\nCase No. 01-24-0003-1187"),
				rule(),
				p("If you have a valid arbitration agreement in a consumer contract and want to start an arbitration, you must send this Demand to the business and to the AAA. The consumer's portion of the filing fee is $225."),
				lb("Name of Consumer:"),
				row([]float64{0.3, 0.7}, "Name:", "Rosalind Delgado-Whitmore"),
				row([]float64{0.3, 0.7}, "Address:", "4418 E. Mesquite Bloom Way, Gilbert, AZ 85297"),
				row([]float64{0.3, 0.7}, "Consumer's Representative (if known):", "Ezra P. Lindgren-Cole\nConsumer Justice Partners of Arizona PLLC\n2 N. Central Avenue, Suite 1800, Phoenix, AZ 85004\nezra@cjpaz.example  (602) 555-0193"),
				lb("Name of Business:"),
				row([]float64{0.3, 0.7}, "Name:", "Brightpath Home Solar, LLC"),
				row([]float64{0.3, 0.7}, "Address:", "7100 W. Chandler Boulevard, Suite 300, Chandler, AZ 85226"),
				row([]float64{0.3, 0.7}, "Business's Representative (if known):", "Corliss H. Danforth\nVerhoeven Stallworth LLP\n201 E. Washington Street, Suite 1600, Phoenix, AZ 85004"),
				rule(),
				row([]float64{0.3, 0.7}, "Brief description of the dispute:", "On June 10, 2022, a Brightpath sales representative, Dmitri Osei, sold Claimant a 9.6 kW rooftop solar system on a 25-year loan, promising that it would offset 100% of her electricity use and that a federal tax credit would pay off a third of the loan. The system was installed on August 17, 2022 but not connected to the grid until February 2, 2023. Its output has been about half of what was promised and the roof has leaked at two penetrations since the monsoon of July 2023. Claimant asserts claims under the Arizona Consumer Fraud Act and for breach of contract and warranty."),
				row([]float64{0.3, 0.7}, "Dollar amount of claim:", "$38,960"),
				row([]float64{0.3, 0.7}, "Other relief sought:", "[X] Attorneys fees  [X] Interest  [X] Arbitration costs  [X] Other: rescission of the contract and removal of the system"),
				row([]float64{0.3, 0.7}, "Hearing locale requested:", "Phoenix, Arizona"),
				row([]float64{0.3, 0.7}, "Filing party signature:", "/s/ Ezra P. Lindgren-Cole                Date: 02/05/2024"),
				row([]float64{0.3, 0.7}, "Name of filing party's representative:", "Ezra P. Lindgren-Cole, Consumer Justice Partners of Arizona PLLC"),
			},
		}}

	answer := doc{name: "Respondent's Answering Statement.pdf", font: "Times", size: 11.5,
		pages: []page{
			{
				cb("AMERICAN ARBITRATION ASSOCIATION"), c("Consumer Arbitration Tribunal"), gap(),
				row([]float64{0.55, 0.05, 0.40}, "ROSALIND DELGADO-WHITMORE,\n\n               Claimant,\n\n     v.\n\nBRIGHTPATH HOME SOLAR, LLC,\n\n               Respondent.", ":\n:\n:\n:\n:\n:\n:\n:", "AAA Case No. 01-24-0003-1187\n\nRESPONDENT'S ANSWERING STATEMENT"),
				gap(),
				p("Respondent Brightpath Home Solar, LLC (\"Brightpath\") submits this Answering Statement under Rule R-8 of the AAA Consumer Arbitration Rules in response to the Demand for Arbitration served on February 5, 2024."),
				p("1. Brightpath denies each claim in the Demand. The written Residential Solar Installation Agreement signed by Claimant on June 10, 2022 states that production estimates are not guaranteed and that Claimant should consult a tax adviser about any credit. Claimant initialed both statements."),
				p("2. The delay in interconnection was caused by the utility's review, which Brightpath requested on September 1, 2022. Brightpath inspected the roof on August 9, 2023 and resealed one flashing at no charge; Claimant refused access for a second visit."),
				p("3. Brightpath reserves its right to amend this Answering Statement and to assert a counterclaim for the unpaid balance of the installation price should the Agreement be rescinded."),
				ls("Dated: March 4, 2024", "", "                                        VERHOEVEN STALLWORTH LLP", "", "                                        By: /s/ Corliss H. Danforth", "                                        Corliss H. Danforth", "                                        Ngozi F. Harrowgate", "                                        Attorneys for Respondent"),
				gap(), lb("CERTIFICATE OF SERVICE"),
				p("I certify that on March 4, 2024, I served this Answering Statement by email on Ezra P. Lindgren-Cole, counsel for Claimant, and filed it with the AAA through AAA WebFile. /s/ Ngozi F. Harrowgate"),
			},
		}}

	pmh := doc{name: "Report of Preliminary Management Hearing and Scheduling Order.pdf", font: "Times", size: 11.5,
		pages: []page{
			{
				cb("AMERICAN ARBITRATION ASSOCIATION"), c("Consumer Arbitration Tribunal"), gap(),
				row([]float64{0.55, 0.45}, "Rosalind Delgado-Whitmore, Claimant\nv.\nBrightpath Home Solar, LLC, Respondent", "Case Number: 01-24-0003-1187"),
				gap(), cb("REPORT OF PRELIMINARY MANAGEMENT HEARING"), cb("AND SCHEDULING ORDER NO. 1"), gap(),
				p("A preliminary management hearing was held by telephone conference on April 11, 2024 before the undersigned arbitrator, appointed under the AAA Consumer Arbitration Rules."),
				ls("Present:", "     For Claimant:    Ezra P. Lindgren-Cole, Esq.", "     For Respondent:  Corliss H. Danforth, Esq., and Ngozi F. Harrowgate, Esq."), gap(),
				p("1. The parties agree that this dispute is subject to the Consumer Arbitration Rules and that the arbitrator has jurisdiction. The evidentiary hearing will be held by videoconference, and the parties waive an in-person hearing."),
				p("2. The following schedule applies:"),
				row([]float64{0.65, 0.35}, "Exchange of documents and witness lists", "May 10, 2024"),
				row([]float64{0.65, 0.35}, "Site inspection by Respondent (9:00 a.m.)", "May 21, 2024"),
				row([]float64{0.65, 0.35}, "Pre-hearing briefs (15 pages maximum)", "July 12, 2024"),
				row([]float64{0.65, 0.35}, "Evidentiary hearing (one day, by Zoom)", "July 23, 2024"),
				gap(),
				p("3. No depositions shall be taken. Any dispute about the exchange of information shall be raised with the arbitrator by email copied to the AAA case administrator."),
				ls("", "SO ORDERED.", "", "Date: April 12, 2024                     /s/ Bernadette S. Quintanilla", "                                         Hon. Bernadette S. Quintanilla (Ret.)", "                                         Arbitrator"),
			},
		}}

	award := doc{name: "Award of Arbitrator.pdf", font: "Times", size: 11.5,
		pages: []page{
			{
				cb("AMERICAN ARBITRATION ASSOCIATION"), c("Consumer Arbitration Tribunal"), gap(),
				row([]float64{0.55, 0.45}, "Rosalind Delgado-Whitmore, Claimant\nv.\nBrightpath Home Solar, LLC, Respondent", "Case Number: 01-24-0003-1187"),
				gap(), cb("AWARD OF ARBITRATOR"), gap(),
				p("I, THE UNDERSIGNED ARBITRATOR, having been designated in accordance with the arbitration agreement entered into between the above-named parties and dated June 10, 2022, and having been duly sworn, and having duly heard the proofs and allegations of the Parties, do hereby, AWARD, as follows:"),
				p("The evidentiary hearing was held by videoconference on July 23, 2024. Claimant was represented by Ezra P. Lindgren-Cole, Esq.; Respondent by Corliss H. Danforth, Esq. Claimant Rosalind Delgado-Whitmore testified on her own behalf. Respondent called Tobias Kerrigan-Moss, its installation operations manager. The record closed on August 2, 2024 on receipt of post-hearing submissions."),
				p("1. I find that the sales representative's statements that the system would offset all of Claimant's electricity use were made and were false, and that Claimant relied on them. The written disclaimer in a contract presented on a tablet during the same visit did not cure the misrepresentation under the Arizona Consumer Fraud Act."),
				p("2. Respondent Brightpath Home Solar, LLC shall pay Claimant Rosalind Delgado-Whitmore the sum of $24,310.00, representing the difference between the promised and actual value of the system and the cost of roof repairs, within thirty (30) days of the date of this Award. Rescission is denied."),
				p("3. Respondent shall pay Claimant's reasonable attorneys' fees of $18,750.00. The administrative fees of the AAA and the compensation of the arbitrator shall be borne as incurred by Respondent, as the Consumer Arbitration Rules provide."),
				p("This Award is in full settlement of all claims submitted to this Arbitration. All claims not expressly granted herein are hereby denied."),
				ls("Date: August 26, 2024                    /s/ Bernadette S. Quintanilla", "                                         Bernadette S. Quintanilla, Arbitrator"), gap(),
				small(p("I, Bernadette S. Quintanilla, do hereby affirm upon my oath as Arbitrator that I am the individual described in and who executed this instrument, which is my Award. Affirmed on August 26, 2024."), 10),
			},
		}}

	return spec{
		name: "delgado-whitmore-v-brightpath-aaa", title: "Delgado-Whitmore v. Brightpath Home Solar, LLC (AAA No. 01-24-0003-1187), consumer arbitration",
		firstSight: &truth.Figures{PartyTruth: 8, PartyFound: 9, PartyCorrect: 8, EventTruth: 19, EventHits: 19, Grounded: 1}, // at commit 9ac289f
		docs:       []doc{demand, answer, pmh, award},
		parties: []truth.Party{
			{Name: "Rosalind Delgado-Whitmore", Role: "plaintiff"}, // the claimant
			{Name: "Rosalind Delgado-Whitmore", Role: "witness"},
			{Name: "Brightpath Home Solar, LLC", Role: "respondent"},
			{Name: "Ezra P. Lindgren-Cole", Role: "counsel"},
			{Name: "Corliss H. Danforth", Role: "counsel"},
			{Name: "Ngozi F. Harrowgate", Role: "counsel"},
			{Name: "Bernadette S. Quintanilla", Role: "judge"}, // the arbitrator
			{Name: "Tobias Kerrigan-Moss", Role: "witness"},
		},
		events: []truth.Event{
			{Date: "2022-06-10", File: "AAA Consumer Demand for Arbitration.pdf", Page: 1},
			{Date: "2022-08-17", File: "AAA Consumer Demand for Arbitration.pdf", Page: 1},
			{Date: "2023-02-02", File: "AAA Consumer Demand for Arbitration.pdf", Page: 1},
			{Date: "2024-02-05", File: "AAA Consumer Demand for Arbitration.pdf", Page: 1},
			{Date: "2024-02-05", File: "Respondent's Answering Statement.pdf", Page: 1},
			{Date: "2022-06-10", File: "Respondent's Answering Statement.pdf", Page: 1},
			{Date: "2022-09-01", File: "Respondent's Answering Statement.pdf", Page: 1},
			{Date: "2023-08-09", File: "Respondent's Answering Statement.pdf", Page: 1},
			{Date: "2024-03-04", File: "Respondent's Answering Statement.pdf", Page: 1},
			{Date: "2024-04-11", File: "Report of Preliminary Management Hearing and Scheduling Order.pdf", Page: 1},
			{Date: "2024-05-10", File: "Report of Preliminary Management Hearing and Scheduling Order.pdf", Page: 1},
			{Date: "2024-05-21", File: "Report of Preliminary Management Hearing and Scheduling Order.pdf", Page: 1},
			{Date: "2024-07-12", File: "Report of Preliminary Management Hearing and Scheduling Order.pdf", Page: 1},
			{Date: "2024-07-23", File: "Report of Preliminary Management Hearing and Scheduling Order.pdf", Page: 1},
			{Date: "2024-04-12", File: "Report of Preliminary Management Hearing and Scheduling Order.pdf", Page: 1},
			{Date: "2022-06-10", File: "Award of Arbitrator.pdf", Page: 1},
			{Date: "2024-07-23", File: "Award of Arbitrator.pdf", Page: 1},
			{Date: "2024-08-02", File: "Award of Arbitrator.pdf", Page: 1},
			{Date: "2024-08-26", File: "Award of Arbitrator.pdf", Page: 1},
		},
	}
}
