package sealed

import "pramaan/brief/truth"

// A Texas unemployment benefits appeal, a discharge under an attendance
// policy: the employer's protest of the claim on its letterhead (to the
// Texas Workforce Commission by fax, the "Re:" block with the claimant, a
// masked SSN, the employer account number and the benefit year, a points
// table with numeric dates, the HR generalist's signature, "cc:" the
// employer's claims representative), the Appeal Tribunal's decision after a
// telephone hearing (the agency's address block, "APPEAL TRIBUNAL DECISION",
// claimant and employer side by side in capitals with the appeal number,
// mailing and hearing dates, "HEARING:" with who appeared by telephone and
// the witnesses, "CASE HISTORY:", "FINDINGS OF FACT:", "REASONING AND
// CONCLUSIONS:", "DECISION:", the hearing officer's signature, appeal rights
// with the last day to appeal, the form number in the footer), and the
// Commission's decision on the employer's appeal (the three commissioners'
// signature lines with their seats, motion for rehearing and judicial
// review notices).
func init() { specs = append(specs, whitfieldLoneOak) }

func whitfieldLoneOak() spec {
	protest := doc{name: "Employer Protest Letter.pdf", font: "Helvetica", size: 10,
		footer: "Lone Oak Distribution Services, LLC  |  2900 Industrial Boulevard, Suite B, Waco, Texas 76711  |  (254) 555-0140",
		pages: []page{
			{
				lb("LONE OAK DISTRIBUTION SERVICES, LLC"),
				small(l("Human Resources Department"), 9), rule(), gap(),
				l("August 21, 2024"), gap(),
				l("VIA FAX AND UNEMPLOYMENT TAX SERVICES PORTAL"), gap(),
				ls("Texas Workforce Commission", "Unemployment Benefit Services", "P.O. Box 149037", "Austin, Texas 78714-9037"), gap(),
				row([]float64{0.12, 0.88}, "Re:", "Response to Notice of Application for Unemployment Benefits (Form C-1)\nClaimant: Darnell R. Whitfield\nSSN: XXX-XX-4417\nEmployer Account No.: 99-887766-5\nDate of Notice: August 15, 2024\nBenefit Year Begins: 08/11/2024"),
				gap(),
				l("To Whom It May Concern:"), gap(),
				p("Lone Oak Distribution Services, LLC protests the payment of benefits to the above claimant and the charging of benefits to its account. The claimant worked for us as a forklift operator at our Waco distribution center from March 14, 2022 until he was discharged on August 5, 2024 for violating the company's attendance policy."),
				p("Under the policy, which the claimant acknowledged in writing when he was hired, an employee who accumulates eight attendance points in a rolling twelve-month period is subject to discharge. A no-call/no-show is three points. The claimant received a final written warning on July 15, 2024. His last points were as follows:"),
				bold(row([]float64{0.25, 0.55, 0.2}, "Date", "Occurrence", "Points")),
				row([]float64{0.25, 0.55, 0.2}, "01/22/2024", "Tardy (more than 30 minutes)", "1"),
				row([]float64{0.25, 0.55, 0.2}, "03/18/2024", "Unscheduled absence, called in", "2"),
				row([]float64{0.25, 0.55, 0.2}, "07/12/2024", "Unscheduled absence, called in", "2"),
				row([]float64{0.25, 0.55, 0.2}, "07/30/2024", "No-call/no-show (call received after shift start)", "3"),
			},
			{
				small(ls("Texas Workforce Commission", "Re: Darnell R. Whitfield, SSN XXX-XX-4417", "August 21, 2024", "Page 2"), 9), gap(),
				p("The claimant's shift on July 30, 2024 began at 5:00 a.m. Our call-off line received a message from a relative at 5:35 a.m. The claimant knew of the policy and of his final warning, and his discharge was for misconduct connected with the work. Copies of the policy, the acknowledgment, the final written warning and the points history are attached."),
				gap(),
				ls("Sincerely,", "", "/s/ Kendra L. Ostrowski", "Kendra L. Ostrowski", "HR Generalist", "(254) 555-0148  |  kostrowski@loneoakdist.com"),
				gap(),
				l("cc: Equiclaim Associates, Inc. (employer's claims representative)"),
				small(l("Enclosures (4)"), 9),
			},
		}}

	agency := []block{
		cb("TEXAS WORKFORCE COMMISSION"),
		c("Appeal Tribunal"),
		small(c("101 East 15th Street, Austin, Texas 78778-0001   |   Telephone: 1-800-555-0199"), 9), gap(),
	}
	parties := row([]float64{0.5, 0.5},
		"CLAIMANT:\nDARNELL R WHITFIELD\n1408 PEBBLE CREEK DR\nWACO TX 76710-2219",
		"EMPLOYER:\nLONE OAK DISTRIBUTION SERVICES LLC\n2900 INDUSTRIAL BLVD STE B\nWACO TX 76711-1408")
	tribunal := doc{name: "Appeal Tribunal Decision.pdf", font: "Helvetica", size: 10,
		footer: "Form AT-50 (0824)          Appeal No. 2417783-2          Page %d of %t",
		pages: []page{
			with(agency, []block{
				cb("APPEAL TRIBUNAL DECISION"), gap(),
				parties, gap(),
				row([]float64{0.5, 0.5}, "Appeal No.: 2417783-2\nSSN: XXX-XX-4417\nBYB: 08/11/2024", "Employer Account No.: 99-887766-5\nHearing Date: October 8, 2024\nMailed: October 10, 2024"),
				gap(), rule(),
				lb("HEARING:"),
				p("A telephone hearing was held on October 8, 2024. The claimant appeared by telephone and testified, and presented the testimony of his sister, Tanisha M. Whitfield. The employer was represented by Brenda Castellano of Equiclaim Associates, Inc., and presented the testimony of Ray Dominguez, Warehouse Supervisor, and Kendra L. Ostrowski, HR Generalist, who appeared by telephone. Employer's Exhibits 1 through 4 and Claimant's Exhibit 1 were admitted into evidence."),
				lb("CASE HISTORY:"),
				p("The claimant appealed from a determination mailed September 6, 2024, which held that the claimant was discharged for misconduct connected with the work and disqualified the claimant from receiving benefits under Section 207.044 of the Texas Unemployment Compensation Act. The determination held that the employer's account would not be charged."),
				lb("FINDINGS OF FACT:"),
				p("The claimant worked for the employer, a wholesale distributor, as a full-time forklift operator from March 14, 2022 until August 5, 2024. The employer's attendance policy provides for discharge when an employee accumulates eight points in a rolling twelve-month period. The claimant was aware of the policy. He received a final written warning on July 15, 2024, when he had five points."),
				p("On July 30, 2024, at about 4:10 a.m., the claimant was taken by ambulance to a hospital emergency room with chest pains. His sister called the employer's call-off line at 5:35 a.m., thirty-five minutes after the start of his shift, to report that he was in the emergency room. The claimant gave the employer his hospital discharge papers on August 1, 2024. The employer assessed three points for a no-call/no-show and discharged the claimant on August 5, 2024."),
			}),
			{
				lb("REASONING AND CONCLUSIONS:"),
				p("Section 207.044 of the Act provides for disqualification if a claimant was discharged for misconduct connected with the last work. Section 201.012 defines misconduct as mismanagement of a position of employment by action or inaction, neglect that places in jeopardy the lives or property of others, intentional wrongdoing or malfeasance, intentional violation of a law, or violation of a policy or rule adopted to ensure the orderly work and the safety of employees."),
				p("An employer may discharge for excessive absenteeism, but the final incident must be one within the claimant's control. Here the final absence was caused by a medical emergency, and notice was given as soon as was practicable in the circumstances. The Appeal Tribunal concludes that the claimant was discharged for reasons other than misconduct connected with the work."),
				lb("DECISION:"),
				p("The determination is REVERSED. The claimant is not disqualified under Section 207.044 of the Act. The employer's account is subject to chargeback under Section 204.022 of the Act."),
				gap(),
				ls("Lydia M. Carrasco", "Hearing Officer"),
				small(l("AT/LMC/rg"), 8), gap(), rule(),
				lb("APPEAL RIGHTS"),
				small(p("This decision becomes final fourteen (14) days after the date it is mailed unless an appeal is filed with the Commission. A party may appeal online, by mail to the Commission Appeals, 101 East 15th Street, Room 410, Austin, Texas 78778-0001, or by fax. Last day to appeal: October 24, 2024. Your appeal must be signed and must include the appeal number shown above."), 9),
			},
		}}

	commission := doc{name: "Commission Decision.pdf", font: "Helvetica", size: 10,
		footer: "Form CD-50 (0824)          Appeal No. 2417783-2-C          Page %d of %t",
		pages: []page{
			{
				cb("TEXAS WORKFORCE COMMISSION"),
				small(c("101 East 15th Street, Austin, Texas 78778-0001"), 9), gap(),
				cb("COMMISSION DECISION"), gap(),
				parties, gap(),
				row([]float64{0.5, 0.5}, "Appeal No.: 2417783-2-C\nSSN: XXX-XX-4417", "Employer Account No.: 99-887766-5\nDate Mailed: December 12, 2024"),
				gap(), rule(),
				p("The employer appealed from the decision of the Appeal Tribunal mailed October 10, 2024. The employer's appeal, filed on October 22, 2024, is timely. The Commission has reviewed the record, including the recording of the telephone hearing held on October 8, 2024, and the employer's written argument received November 4, 2024."),
				p("The employer contends that the call-off rule required notice before the start of the shift and that a call thirty-five minutes late is a no-call/no-show. The Commission agrees with the Appeal Tribunal that the claimant's final absence resulted from a medical emergency beyond his control, and that notice was given as soon as was practicable. The record supports the findings of fact, and the conclusions follow from them."),
				p("The Commission adopts the Appeal Tribunal's findings of fact and conclusions of law as its own. The decision of the Appeal Tribunal is AFFIRMED. The claimant is not disqualified under Section 207.044 of the Texas Unemployment Compensation Act, and the employer's account is subject to chargeback."),
				gap(),
				cb("TEXAS WORKFORCE COMMISSION"), gap(),
				row([]float64{0.34, 0.33, 0.33}, "/s/\nEvelyn R. Castañeda\nChairman and Commissioner\nRepresenting the Public", "/s/\nMarcus D. Whitlow\nCommissioner Representing\nLabor", "/s/\nGerald T. Pennington\nCommissioner Representing\nEmployers"),
				gap(), rule(),
				small(p("MOTION FOR REHEARING: This decision becomes final fourteen (14) days after the date mailed unless a party files a motion for rehearing with the Commission within that time. A motion for rehearing should state the new and material evidence or other good cause for a rehearing."), 8.5),
				small(p("JUDICIAL REVIEW: After this decision becomes final, a party may seek judicial review by filing a petition in a district court of the county of the claimant's residence within fourteen (14) days, as provided in Chapter 212, Subchapter E of the Texas Labor Code, and must name the Commission and every other party to this decision as defendants."), 8.5),
			},
		}}

	return spec{
		name:       "whitfield-v-lone-oak-distribution-twc",
		title:      "Whitfield / Lone Oak Distribution Services, LLC (Texas Workforce Commission, Appeal No. 2417783-2), unemployment benefits after a discharge for attendance",
		firstSight: &truth.Figures{PartyTruth: 14, PartyFound: 9, PartyCorrect: 7, EventTruth: 27, EventHits: 27, Grounded: 1}, // at commit 40174fb
		docs:       []doc{protest, tribunal, commission},
		parties: []truth.Party{
			{Name: "Darnell R. Whitfield", Role: "petitioner"}, // the claimant
			{Name: "Darnell R. Whitfield", Role: "witness"},
			{Name: "Lone Oak Distribution Services, LLC", Role: "respondent"}, // the employer
			{Name: "Brenda Castellano", Role: "counsel"},                      // the employer's representative at the hearing
			{Name: "Kendra L. Ostrowski", Role: "sender"},
			{Name: "Kendra L. Ostrowski", Role: "witness"},
			{Name: "Texas Workforce Commission", Role: "recipient"},
			{Name: "Equiclaim Associates, Inc.", Role: "recipient"},
			{Name: "Ray Dominguez", Role: "witness"},
			{Name: "Tanisha M. Whitfield", Role: "witness"},
			{Name: "Lydia M. Carrasco", Role: "judge"}, // the hearing officer
			{Name: "Evelyn R. Castañeda", Role: "judge"},
			{Name: "Marcus D. Whitlow", Role: "judge"},
			{Name: "Gerald T. Pennington", Role: "judge"},
		},
		events: []truth.Event{
			{Date: "2024-08-21", File: "Employer Protest Letter.pdf", Page: 1},
			{Date: "2024-08-15", File: "Employer Protest Letter.pdf", Page: 1},
			{Date: "2024-08-11", File: "Employer Protest Letter.pdf", Page: 1},
			{Date: "2022-03-14", File: "Employer Protest Letter.pdf", Page: 1},
			{Date: "2024-08-05", File: "Employer Protest Letter.pdf", Page: 1},
			{Date: "2024-07-15", File: "Employer Protest Letter.pdf", Page: 1},
			{Date: "2024-01-22", File: "Employer Protest Letter.pdf", Page: 1},
			{Date: "2024-03-18", File: "Employer Protest Letter.pdf", Page: 1},
			{Date: "2024-07-12", File: "Employer Protest Letter.pdf", Page: 1},
			{Date: "2024-07-30", File: "Employer Protest Letter.pdf", Page: 1},
			{Date: "2024-08-21", File: "Employer Protest Letter.pdf", Page: 2}, // the continuation heading
			{Date: "2024-07-30", File: "Employer Protest Letter.pdf", Page: 2},
			{Date: "2024-08-11", File: "Appeal Tribunal Decision.pdf", Page: 1},
			{Date: "2024-10-08", File: "Appeal Tribunal Decision.pdf", Page: 1},
			{Date: "2024-10-10", File: "Appeal Tribunal Decision.pdf", Page: 1},
			{Date: "2024-09-06", File: "Appeal Tribunal Decision.pdf", Page: 1},
			{Date: "2022-03-14", File: "Appeal Tribunal Decision.pdf", Page: 1},
			{Date: "2024-08-05", File: "Appeal Tribunal Decision.pdf", Page: 1},
			{Date: "2024-07-15", File: "Appeal Tribunal Decision.pdf", Page: 1},
			{Date: "2024-07-30", File: "Appeal Tribunal Decision.pdf", Page: 1},
			{Date: "2024-08-01", File: "Appeal Tribunal Decision.pdf", Page: 1},
			{Date: "2024-10-24", File: "Appeal Tribunal Decision.pdf", Page: 2},
			{Date: "2024-12-12", File: "Commission Decision.pdf", Page: 1},
			{Date: "2024-10-10", File: "Commission Decision.pdf", Page: 1},
			{Date: "2024-10-22", File: "Commission Decision.pdf", Page: 1},
			{Date: "2024-10-08", File: "Commission Decision.pdf", Page: 1},
			{Date: "2024-11-04", File: "Commission Decision.pdf", Page: 1},
		},
	}
}
