package sealed

import "pramaan/brief/truth"

// A customer arbitration before FINRA Dispute Resolution Services: retired
// customers against their broker-dealer and its registered representative
// over concentrated positions in non-traded REITs and a structured note. The
// statement of claim ("In the Matter of the Arbitration Between", "FINRA
// Case No.", the customers' account history with a purchase table, causes
// of action under FINRA Rules 2111 and 3110, damages, hearing locale), the
// respondents' joint statement of answer (the suitability profile the
// customers signed, ratification, the eligibility rule, affirmative
// defenses), and the award on FINRA's form (hearing site, "Nature of the
// Dispute", REPRESENTATION OF PARTIES, CASE INFORMATION with the
// submission-agreement dates, CASE SUMMARY, RELIEF REQUESTED, OTHER ISSUES
// CONSIDERED AND DECIDED with the witnesses heard, AWARD, FEES with the
// hearing-session table, ARBITRATION PANEL, each arbitrator's signature
// date).
func init() { specs = append(specs, ekwuemeColdwater) }

func ekwuemeColdwater() spec {
	capt := []block{cb("FINRA DISPUTE RESOLUTION SERVICES"), gap(), c("In the Matter of the Arbitration Between"), gap(),
		row([]float64{0.6, 0.4}, "HAROLD J. EKWUEME and\nBEATRIX L. EKWUEME,\n\n          Claimants,\n\n     v.\n\nCOLDWATER RIDGE SECURITIES, LLC and\nPRESTON A. VALLANCOURT,\n\n          Respondents.", "\n\nFINRA Case No. 24-01187"),
		gap()}

	tbl := []float64{0.18, 0.52, 0.30}
	soc := doc{name: "Statement of Claim.pdf", font: "Times", size: 11.5,
		footer: "Page %d of %t",
		pages: []page{
			with(capt, []block{cb("STATEMENT OF CLAIM"), gap(),
				p("Claimants Harold J. Ekwueme and Beatrix L. Ekwueme (the \"Ekwuemes\"), by their counsel, submit this Statement of Claim against Respondents Coldwater Ridge Securities, LLC (\"Coldwater\"), a FINRA member firm (CRD No. 148822), and Preston A. Vallancourt (CRD No. 5531907), a registered representative associated with Coldwater."),
				lb("I. Summary"),
				p("The Ekwuemes are a retired schoolteacher and a retired hospital pharmacist from Clearwater, Florida. In 2021 they rolled over their retirement savings to Coldwater and told Mr. Vallancourt that they needed income and could not afford to lose principal. He put 68% of their liquid net worth into three illiquid non-traded REITs and a single structured note. They have lost $612,400."),
				lb("II. Account History"),
				p("The Ekwuemes opened joint and IRA accounts at Coldwater on May 17, 2021. Mr. Vallancourt recommended, and the Ekwuemes bought, the following:"),
				bold(row(tbl, "Date", "Investment", "Amount")),
				row(tbl, "06/02/2021", "Meridian Income REIT II, Class T", "$250,000"),
				row(tbl, "06/02/2021", "Arcadia Net Lease REIT, Class A", "$180,000"),
				row(tbl, "09/14/2021", "Keystone Healthcare Properties REIT", "$150,000"),
				row(tbl, "01/11/2022", "Autocallable contingent income note linked to the worst of three indices", "$300,000"),
				gap(),
				p("Meridian suspended redemptions on November 30, 2022. The structured note breached its barrier on October 12, 2022 and matured at a 41% loss on January 11, 2024."),
			}),
			{
				lb("III. Causes of Action"),
				p("Count I - Unsuitability (FINRA Rule 2111). Count II - Negligence. Count III - Breach of Fiduciary Duty. Count IV - Failure to Supervise (FINRA Rule 3110), against Coldwater. Count V - Violation of the Florida Securities and Investor Protection Act, Fla. Stat. § 517.301."),
				lb("IV. Damages and Relief"),
				p("The Ekwuemes request compensatory damages of $612,400, or alternatively well-managed-account damages; interest at the Florida statutory rate; attorneys' fees under Fla. Stat. § 517.211; and costs. They request that the hearing be held in Tampa, Florida, before a panel of three arbitrators chosen from the all-public panel option."),
				gap(),
				l("Dated: March 4, 2024"), gap(),
				ls("                                        KOTHARI STEIN PLLC", "", "                                        /s/ Naveen R. Kothari", "                                        Naveen R. Kothari, Esq.", "                                        Lucia M. Ferraro-Boyd, Esq.", "                                        2255 Glades Road, Suite 400E", "                                        Boca Raton, FL 33431", "                                        Counsel for Claimants"),
			},
		}}

	soa := doc{name: "Statement of Answer.pdf", font: "Times", size: 11.5,
		footer: "Page %d of %t",
		pages: []page{
			with(capt, []block{cb("RESPONDENTS' STATEMENT OF ANSWER AND AFFIRMATIVE DEFENSES"), gap(),
				p("Respondents Coldwater Ridge Securities, LLC and Preston A. Vallancourt submit this Statement of Answer to the Statement of Claim dated March 4, 2024."),
				lb("I. Preliminary Statement"),
				p("The Ekwuemes were not unsophisticated. Mr. Ekwueme had held brokerage accounts for over twenty years, and the new account forms they signed on May 17, 2021 state a \"growth and income\" objective and a \"moderate\" risk tolerance. Each REIT purchase was made with a prospectus and a signed alternative investment disclosure, and the structured note with a preliminary pricing supplement the Ekwuemes acknowledged on January 7, 2022."),
				lb("II. Response to the Allegations"),
				p("Respondents deny that the recommendations were unsuitable. The Ekwuemes' investments were within Coldwater's concentration guidelines when made. The decline in value followed changes in interest rates and the commercial real estate market in 2022 that no one predicted. The Ekwuemes received account statements each month and quarterly alternative investment reports, and did not complain until their counsel's letter of December 8, 2023."),
			}),
			{
				lb("III. Affirmative Defenses"),
				p("1. Ratification and estoppel. 2. Failure to mitigate, including declining Coldwater's offer on March 6, 2023 to sell the Arcadia position in a secondary market tender. 3. Loss causation: market forces, not any act of Respondents, caused the losses. 4. Offset of distributions received, totalling $97,215. 5. Any claim relating to events before March 4, 2018 is ineligible under FINRA Rule 12206; Respondents reserve the right to seek dismissal."),
				p("Respondents request that the claims be denied in their entirety, that forum fees be assessed against Claimants, and that Mr. Vallancourt's CRD record be expunged of any reference to this arbitration."),
				gap(),
				l("Dated: May 13, 2024"), gap(),
				ls("                                        BEAUMONT FISCHER LLP", "", "                                        /s/ Allegra M. Fontaine-Reyes", "                                        Allegra M. Fontaine-Reyes, Esq.", "                                        1345 Avenue of the Americas, 31st Floor", "                                        New York, NY 10105", "                                        Counsel for Respondents"),
			},
		}}

	fees := []float64{0.55, 0.45}
	award := doc{name: "Award.pdf", font: "Helvetica", size: 9.5,
		footer: "FINRA Dispute Resolution Services Arbitration No. 24-01187 Award Page %d of %t",
		pages: []page{
			{cb("Award"), cb("FINRA Dispute Resolution Services"), gap(),
				row([]float64{0.4, 0.6}, "In the Matter of the Arbitration Between:", ""),
				row([]float64{0.4, 0.6}, "Claimants", "Case Number: 24-01187"),
				row([]float64{0.4, 0.6}, "Harold J. Ekwueme\nBeatrix L. Ekwueme", ""),
				row([]float64{0.4, 0.6}, "vs.", ""),
				row([]float64{0.4, 0.6}, "Respondents\nColdwater Ridge Securities, LLC\nPreston A. Vallancourt", "Hearing Site: Tampa, Florida"),
				rule(),
				l("Nature of the Dispute: Customers vs. Member and Associated Person"),
				l("This case was decided by an all-public panel."),
				rule(),
				lb("REPRESENTATION OF PARTIES"),
				p("For Claimants Harold J. Ekwueme and Beatrix L. Ekwueme (\"Claimants\"): Naveen R. Kothari, Esq. and Lucia M. Ferraro-Boyd, Esq., Kothari Stein PLLC, Boca Raton, Florida."),
				p("For Respondents Coldwater Ridge Securities, LLC (\"Coldwater\") and Preston A. Vallancourt (\"Vallancourt\") (collectively, \"Respondents\"): Allegra M. Fontaine-Reyes, Esq., Beaumont Fischer LLP, New York, New York."),
				lb("CASE INFORMATION"),
				p("Statement of Claim filed on or about: March 4, 2024. Claimants signed the Submission Agreement: February 27, 2024."),
				p("Statement of Answer filed by Respondents on or about: May 13, 2024. Coldwater signed the Submission Agreement: May 9, 2024. Vallancourt signed the Submission Agreement: May 10, 2024."),
				lb("CASE SUMMARY"),
				p("Claimants asserted the following causes of action: unsuitability, negligence, breach of fiduciary duty, failure to supervise, and violation of the Florida Securities and Investor Protection Act. The causes of action relate to Claimants' purchases of three non-traded real estate investment trusts and a structured note."),
				p("Unless specifically admitted in the Statement of Answer, Respondents denied the allegations made in the Statement of Claim and asserted various affirmative defenses."),
				lb("RELIEF REQUESTED"),
				p("In the Statement of Claim, Claimants requested compensatory damages of $612,400.00, interest, attorneys' fees and costs. Respondents requested that the claims be denied, that fees be assessed against Claimants, and expungement of the matter from Vallancourt's registration records."),
			},
			{
				lb("OTHER ISSUES CONSIDERED AND DECIDED"),
				p("The Arbitrators acknowledge that they have each read the pleadings and other materials filed by the parties."),
				p("The evidentiary hearing was held in Tampa, Florida, on October 21-24, 2024. The Panel heard the testimony of Claimant Harold J. Ekwueme; Claimant Beatrix L. Ekwueme; Respondent Preston A. Vallancourt; Jerome K. Blakewell, Coldwater's branch office manager; and Renata F. Osterhout, CFA, Claimants' expert witness on damages and suitability. The parties filed post-hearing briefs on November 15, 2024, and the record was closed on that date."),
				p("The Panel did not consider Vallancourt's request for expungement, which he withdrew at the hearing."),
				lb("AWARD"),
				p("After considering the pleadings, the testimony and evidence presented at the hearing, and the post-hearing submissions, the Panel has decided in full and final resolution of the issues submitted for determination as follows:"),
				p("1. Respondents are jointly and severally liable for and shall pay to Claimants compensatory damages in the amount of $387,650.00, net of distributions received."),
				p("2. Respondents are jointly and severally liable for and shall pay to Claimants interest on the above-stated sum at the rate of 9.09% per annum from January 11, 2024 through and including the date the award is paid in full."),
				p("3. Respondents are jointly and severally liable for and shall pay to Claimants attorneys' fees in the amount of $96,900.00 pursuant to Fla. Stat. § 517.211(6)."),
				p("4. Any and all claims for relief not specifically addressed herein are denied."),
				lb("FEES"),
				p("Pursuant to the Code of Arbitration Procedure for Customer Disputes, the following fees are assessed: the Panel has assessed the hearing session fees as follows."),
				bold(row(fees, "Hearing sessions with the Panel", "Sessions x Rate = Total")),
				row(fees, "Pre-hearing conference: June 18, 2024", "1 session x $1,575.00 = $1,575.00"),
				row(fees, "Hearings: October 21-24, 2024", "8 sessions x $1,575.00 = $12,600.00"),
				p("Respondents are jointly and severally assessed the total hearing session fees of $14,175.00."),
			},
			{
				lb("ARBITRATION PANEL"),
				row([]float64{0.45, 0.55}, "Gretchen O. Lindahl", "Public Arbitrator, Presiding Chairperson"),
				row([]float64{0.45, 0.55}, "Winston K. Yamaguchi", "Public Arbitrator"),
				row([]float64{0.45, 0.55}, "Deirdre M. Halloran", "Public Arbitrator"),
				gap(),
				p("I, the undersigned Arbitrator, do hereby affirm, in accordance with Article 7507 of the Civil Practice Law and Rules, that I am the individual described herein and who executed this instrument, which is my award."),
				lb("Concurring Arbitrators' Signatures"),
				row([]float64{0.5, 0.5}, "/s/ Gretchen O. Lindahl\nGretchen O. Lindahl\nPublic Arbitrator, Presiding Chairperson", "December 9, 2024\nSignature Date"),
				gap(),
				row([]float64{0.5, 0.5}, "/s/ Winston K. Yamaguchi\nWinston K. Yamaguchi\nPublic Arbitrator", "December 10, 2024\nSignature Date"),
				gap(),
				row([]float64{0.5, 0.5}, "/s/ Deirdre M. Halloran\nDeirdre M. Halloran\nPublic Arbitrator", "December 9, 2024\nSignature Date"),
				gap(),
				p("Awards are rendered by independent arbitrators who are chosen by the parties to issue final, binding decisions. FINRA makes available an arbitration forum - pursuant to rules approved by the SEC - but has no part in deciding the award."),
				gap(),
				row([]float64{0.5, 0.5}, "December 12, 2024", ""),
				l("Date of Service (For FINRA Dispute Resolution Services use only)"),
			},
		}}

	const (
		fc = "Statement of Claim.pdf"
		fa = "Statement of Answer.pdf"
		fw = "Award.pdf"
	)
	return spec{
		name:       "ekwueme-v-coldwater-ridge-finra",
		title:      "Ekwueme v. Coldwater Ridge Securities, LLC (FINRA Dispute Resolution Services No. 24-01187), customer suitability arbitration",
		firstSight: &truth.Figures{PartyTruth: 15, PartyFound: 14, PartyCorrect: 14, EventTruth: 27, EventHits: 27, Grounded: 1}, // at commit fe042b5
		docs:       []doc{soc, soa, award},
		parties: []truth.Party{
			{Name: "Harold J. Ekwueme", Role: "plaintiff"}, // a claimant
			{Name: "Harold J. Ekwueme", Role: "witness"},
			{Name: "Beatrix L. Ekwueme", Role: "plaintiff"},
			{Name: "Beatrix L. Ekwueme", Role: "witness"},
			{Name: "Coldwater Ridge Securities, LLC", Role: "respondent"},
			{Name: "Preston A. Vallancourt", Role: "respondent"},
			{Name: "Preston A. Vallancourt", Role: "witness"},
			{Name: "Naveen R. Kothari", Role: "counsel"},
			{Name: "Lucia M. Ferraro-Boyd", Role: "counsel"},
			{Name: "Allegra M. Fontaine-Reyes", Role: "counsel"},
			{Name: "Jerome K. Blakewell", Role: "witness"},
			{Name: "Renata F. Osterhout", Role: "witness"},
			{Name: "Gretchen O. Lindahl", Role: "judge"},
			{Name: "Winston K. Yamaguchi", Role: "judge"},
			{Name: "Deirdre M. Halloran", Role: "judge"},
		},
		events: []truth.Event{
			{Date: "2021-05-17", File: fc, Page: 1},
			{Date: "2021-06-02", File: fc, Page: 1},
			{Date: "2021-09-14", File: fc, Page: 1},
			{Date: "2022-01-11", File: fc, Page: 1},
			{Date: "2022-11-30", File: fc, Page: 1},
			{Date: "2022-10-12", File: fc, Page: 1},
			{Date: "2024-01-11", File: fc, Page: 1},
			{Date: "2024-03-04", File: fc, Page: 2},
			{Date: "2024-03-04", File: fa, Page: 1},
			{Date: "2021-05-17", File: fa, Page: 1},
			{Date: "2022-01-07", File: fa, Page: 1},
			{Date: "2023-12-08", File: fa, Page: 1},
			{Date: "2023-03-06", File: fa, Page: 2},
			{Date: "2018-03-04", File: fa, Page: 2},
			{Date: "2024-05-13", File: fa, Page: 2},
			{Date: "2024-03-04", File: fw, Page: 1},
			{Date: "2024-02-27", File: fw, Page: 1},
			{Date: "2024-05-13", File: fw, Page: 1},
			{Date: "2024-05-09", File: fw, Page: 1},
			{Date: "2024-05-10", File: fw, Page: 1},
			{Date: "2024-10-21", File: fw, Page: 2},
			{Date: "2024-11-15", File: fw, Page: 2},
			{Date: "2024-01-11", File: fw, Page: 2},
			{Date: "2024-06-18", File: fw, Page: 2},
			{Date: "2024-12-09", File: fw, Page: 3},
			{Date: "2024-12-10", File: fw, Page: 3},
			{Date: "2024-12-12", File: fw, Page: 3},
		},
	}
}
