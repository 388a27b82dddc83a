package sealed

import "pramaan/brief/truth"

// A California workers' compensation claim before the Workers' Compensation
// Appeals Board: the application for adjudication of claim on the
// division's form (field labels printed above their values, check boxes,
// MM/DD/YYYY dates, the "ADJ" case number); the declaration of readiness
// to proceed signed under penalty of perjury; the minutes of hearing and
// summary of evidence ("APPEARANCES:", "STIPULATIONS", "EXHIBITS", the
// witness "called by defendant, sworn, testified"); and the findings and
// award with opinion on decision ("Applicant, vs. ...; ..., Defendants.",
// the WCJ's signature block and the "Served by mail on" line).
func init() { specs = append(specs, alvaradoSung) }

func alvaradoSung() spec {
	board := []block{cb("WORKERS' COMPENSATION APPEALS BOARD"), cb("STATE OF CALIFORNIA"), gap()}
	capt := caption("", []string{"HECTOR ALVARADO-SUNG,", "", "                    Applicant,", "", "          vs.", "",
		"CENTRAL VALLEY COLD STORAGE, INC.;", "GOLDEN POPPY MUTUAL INSURANCE", "COMPANY,", "", "                    Defendants."},
		[]string{"Case No. ADJ17744021", "", "", "", ""})

	app := doc{name: "Application for Adjudication of Claim.pdf", font: "Helvetica", size: 9, footer: "DWC-CA form 10232.1 (Rev. 11/2008)          Page %d of %t", footerAlign: "L",
		pages: []page{
			with(board, []block{
				cb("APPLICATION FOR ADJUDICATION OF CLAIM"), c("[X] Case Opening Document          Case No. ADJ17744021"), rule(),
				row([]float64{0.5, 0.5}, "INJURED EMPLOYEE (first, last name)", "EMPLOYER"),
				row([]float64{0.5, 0.5}, "Hector Alvarado-Sung", "Central Valley Cold Storage, Inc."),
				row([]float64{0.5, 0.5}, "Address: 2217 Bianchi Road, Stockton, CA 95207", "Address: 4400 Navy Drive, Stockton, CA 95206"),
				gap(),
				row([]float64{0.5, 0.5}, "INSURANCE CARRIER", "CLAIMS ADMINISTRATOR"),
				row([]float64{0.5, 0.5}, "Golden Poppy Mutual Insurance Company", "Golden Poppy Mutual, Sacramento Claims Office"),
				row([]float64{0.5, 0.5}, "Address: 1 Capitol Mall, Sacramento, CA 95814", "Claim No.: GP-23-0881473"),
				rule(),
				p("IT IS CLAIMED THAT:"),
				p("1. The injured employee, born 04/17/1979, while employed as a warehouse supervisor, occupational group number 460, at Stockton, California, by the employer, sustained injury arising out of and in the course of employment on 08/14/2023 to the following parts of body: lumbar spine and right lower extremity."),
				p("2. The injury occurred as follows: lifting 60-pound cases of frozen product from a pallet jack in freezer room 3."),
				p("3. Actual earnings at time of injury were: $1,140.00 per week, no tips or overtime."),
				p("4. The injury caused disability as follows: temporarily totally disabled from 08/15/2023 and continuing."),
				p("5. Compensation was paid: [X] Yes. Total paid $24,510.00; weekly rate $760.00; date of last payment 02/02/2024."),
				p("6. Unemployment insurance or unemployment compensation disability benefits have been received since the date of injury: [ ] Yes [X] No"),
				p("7. Medical treatment was received: [X] Yes. All treatment was furnished by the employer or insurance company: [ ] Yes [X] No. Date of last treatment: 03/01/2024."),
			}),
			{
				p("8. Other cases have been filed for industrial injuries by this employee as follows: None."),
				p("9. This application is filed because of a disagreement regarding liability for: [X] Temporary disability indemnity [X] Permanent disability indemnity [X] Medical treatment [ ] Rehabilitation [X] Compensation at proper rate [ ] Other"),
				gap(),
				row([]float64{0.5, 0.5}, "Dated at Stockton, California", "Date: 03/11/2024"),
				gap(),
				row([]float64{0.5, 0.5}, "APPLICANT'S ATTORNEY OR REPRESENTATIVE", "APPLICANT (signature)"),
				row([]float64{0.5, 0.5}, "Yesenia Marroquín-Delgado\nMarroquín-Delgado Law, APC\n110 N. San Joaquin Street, Suite 300\nStockton, CA 95202  (209) 555-0161", "/s/ Hector Alvarado-Sung"),
			},
		}}

	dor := doc{name: "Declaration of Readiness to Proceed.pdf", font: "Helvetica", size: 9, footer: "DWC-CA form 10250.1 (Rev. 12/2019)", footerAlign: "L",
		pages: []page{
			with(board, []block{
				cb("DECLARATION OF READINESS TO PROCEED"), rule(),
				row([]float64{0.5, 0.5}, "Case No.: ADJ17744021", "Date of injury: 08/14/2023"),
				row([]float64{0.5, 0.5}, "Injured worker: Hector Alvarado-Sung", "Employer: Central Valley Cold Storage, Inc."),
				row([]float64{0.5, 0.5}, "Requested by: [X] Applicant [ ] Defendant", "Hearing requested: [X] Mandatory Settlement Conference"),
				gap(),
				p("Matters in dispute: [X] Temporary disability [X] Permanent disability [X] Attorney fees [ ] Medical treatment [ ] Other"),
				p("The panel qualified medical evaluator issued the final report on 05/20/2024, finding the applicant permanent and stationary as of 05/06/2024. Defendant has not advanced permanent disability indemnity."),
				p("Under penalty of perjury, I declare that I have completed discovery on the matters in dispute listed above and that I have made the following good faith effort to resolve them: I wrote to defendant's attorney on 06/03/2024 proposing an award of 21% permanent disability; no response has been received."),
				row([]float64{0.5, 0.5}, "Date: 06/18/2024", "/s/ Yesenia Marroquín-Delgado\nAttorney for Applicant"),
				gap(),
				lb("PROOF OF SERVICE"),
				p("On 06/18/2024 I served this declaration on: Thaddeus K. Villanueva-Price, Brightmore & Lusk LLP, 2150 River Plaza Drive, Sacramento, CA 95833, by electronic service."),
				ls("/s/ Itzel Carranza"),
			}),
		}}

	moh := doc{name: "Minutes of Hearing and Summary of Evidence.pdf", font: "Courier", size: 9.5,
		pages: []page{
			with(board, capt, []block{rule(),
				cb("MINUTES OF HEARING AND SUMMARY OF EVIDENCE"), gap(),
				ls("DATE OF HEARING: September 12, 2024", "WORKERS' COMPENSATION JUDGE: NADIA F. KOENIGSBERG", "HEARING REPORTER: Digital recording, Stockton District Office", "",
					"APPEARANCES:", "  Applicant, present, represented by YESENIA MARROQUIN-DELGADO, Esq.", "  Defendants represented by THADDEUS K. VILLANUEVA-PRICE, Esq., of Brightmore & Lusk LLP"), gap(),
				lb("STIPULATIONS"),
				p("1. Applicant, while employed on 08/14/2023 as a warehouse supervisor by Central Valley Cold Storage, Inc., insured by Golden Poppy Mutual Insurance Company, sustained injury arising out of and in the course of employment to his lumbar spine. 2. Temporary disability was paid from 08/15/2023 through 02/02/2024 at $760.00 per week."),
				lb("MATTERS IN DISPUTE"), p("1. Permanent disability. 2. Apportionment. 3. Attorney fees."),
				lb("EXHIBITS"),
				ls("Applicant's 1: Report of Miriam Ashkenazi-Ruiz, M.D., PQME, dated 05/20/2024", "Defendants' A: Supplemental report of Miriam Ashkenazi-Ruiz, M.D., dated 07/22/2024", "Defendants' B: Employer incident report dated 08/14/2023"), gap(),
				lb("WITNESSES"),
				p("COLBY FINNERTY, called by defendant, sworn, testified that he is the warehouse manager; that applicant reported the lifting incident to him on 08/14/2023 and had complained of back pain once before, in March 2021, but missed no work."),
				p("The matter was submitted on the record as of this date."),
			}),
		}}

	fa := doc{name: "Findings and Award and Opinion on Decision.pdf", font: "Times", size: 11, footer: "%d",
		pages: []page{
			with(board, capt, []block{rule(),
				cb("FINDINGS AND AWARD"), gap(),
				p("The above-entitled matter having been heard and regularly submitted, the honorable NADIA F. KOENIGSBERG, Workers' Compensation Administrative Law Judge, now makes her decision as follows:"),
				cb("FINDINGS OF FACT"),
				p("1. Hector Alvarado-Sung, born April 17, 1979, while employed on August 14, 2023 as a warehouse supervisor, occupational group number 460, at Stockton, California, by Central Valley Cold Storage, Inc., whose workers' compensation carrier was Golden Poppy Mutual Insurance Company, sustained injury arising out of and in the course of employment to his lumbar spine."),
				p("2. The injury caused temporary disability from August 15, 2023 through May 6, 2024, for which applicant has been paid through February 2, 2024."),
				p("3. The injury caused permanent disability of 21%, without apportionment, the condition having become permanent and stationary on May 6, 2024."),
				p("4. The reasonable value of the services of applicant's attorney is 15% of the permanent disability award."),
			}),
			{
				cb("AWARD"),
				p("AWARD IS MADE in favor of HECTOR ALVARADO-SUNG against GOLDEN POPPY MUTUAL INSURANCE COMPANY of: (a) temporary disability from February 3, 2024 through May 6, 2024, less credit for sums paid; (b) permanent disability of 21%, payable at $290.00 per week, less attorney fees; and (c) further medical treatment to cure or relieve from the effects of the injury."),
				ls("Date: October 8, 2024", "", "                                        NADIA F. KOENIGSBERG", "                                        WORKERS' COMPENSATION", "                                        ADMINISTRATIVE LAW JUDGE"), gap(),
				small(p("Served by mail on October 8, 2024 on all parties shown on the Official Address Record. By: M. Ochoa"), 9), rule(),
				cb("OPINION ON DECISION"),
				p("Permanent disability: The PQME, Dr. Miriam Ashkenazi-Ruiz, in her reports of May 20, 2024 and July 22, 2024, rated applicant at 13% whole person impairment. Her reports are substantial medical evidence and are followed."),
				p("Apportionment: Defendants rely on the testimony of Colby Finnerty that applicant complained of back pain in March 2021. A single complaint without treatment or lost time is not substantial evidence of a pre-existing disability, and the PQME found none. There is no apportionment."),
				ls("", "                                        NADIA F. KOENIGSBERG", "                                        WORKERS' COMPENSATION", "                                        ADMINISTRATIVE LAW JUDGE"),
			},
		}}

	return spec{
		name: "alvarado-sung-v-central-valley-cold-storage-wcab", title: "Alvarado-Sung v. Central Valley Cold Storage, Inc. (WCAB No. ADJ17744021)",
		firstSight: &truth.Figures{PartyTruth: 10, PartyFound: 7, PartyCorrect: 4, EventTruth: 19, EventHits: 19, Grounded: 1}, // at commit f0a35fa
		docs:       []doc{app, dor, moh, fa},
		parties: []truth.Party{
			{Name: "Hector Alvarado-Sung", Role: "petitioner"}, // the applicant
			{Name: "Central Valley Cold Storage, Inc.", Role: "defendant"},
			{Name: "Golden Poppy Mutual Insurance Company", Role: "defendant"},
			{Name: "Yesenia Marroquín-Delgado", Role: "counsel"},
			{Name: "Yesenia Marroquín-Delgado", Role: "declarant"}, // the declaration of readiness
			{Name: "Thaddeus K. Villanueva-Price", Role: "counsel"},
			{Name: "Itzel Carranza", Role: "declarant"}, // the proof of service
			{Name: "Colby Finnerty", Role: "witness"},
			{Name: "Miriam Ashkenazi-Ruiz", Role: "witness"}, // the PQME, by report
			{Name: "Nadia F. Koenigsberg", Role: "judge"},
		},
		events: []truth.Event{
			{Date: "2023-08-14", File: "Application for Adjudication of Claim.pdf", Page: 1},
			{Date: "2023-08-15", File: "Application for Adjudication of Claim.pdf", Page: 1},
			{Date: "2024-02-02", File: "Application for Adjudication of Claim.pdf", Page: 1},
			{Date: "2024-03-01", File: "Application for Adjudication of Claim.pdf", Page: 1},
			{Date: "2024-03-11", File: "Application for Adjudication of Claim.pdf", Page: 2},
			{Date: "2024-06-18", File: "Declaration of Readiness to Proceed.pdf", Page: 1},
			{Date: "2024-05-20", File: "Declaration of Readiness to Proceed.pdf", Page: 1},
			{Date: "2024-05-06", File: "Declaration of Readiness to Proceed.pdf", Page: 1},
			{Date: "2024-06-03", File: "Declaration of Readiness to Proceed.pdf", Page: 1},
			{Date: "2024-09-12", File: "Minutes of Hearing and Summary of Evidence.pdf", Page: 1},
			{Date: "2024-07-22", File: "Minutes of Hearing and Summary of Evidence.pdf", Page: 1},
			{Date: "2023-08-14", File: "Minutes of Hearing and Summary of Evidence.pdf", Page: 1},
			{Date: "2023-08-14", File: "Findings and Award and Opinion on Decision.pdf", Page: 1},
			{Date: "2024-05-06", File: "Findings and Award and Opinion on Decision.pdf", Page: 1},
			{Date: "2024-02-02", File: "Findings and Award and Opinion on Decision.pdf", Page: 1},
			{Date: "2024-10-08", File: "Findings and Award and Opinion on Decision.pdf", Page: 2},
			{Date: "2024-02-03", File: "Findings and Award and Opinion on Decision.pdf", Page: 2},
			{Date: "2024-05-20", File: "Findings and Award and Opinion on Decision.pdf", Page: 2},
			{Date: "2024-07-22", File: "Findings and Award and Opinion on Decision.pdf", Page: 2},
		},
	}
}
