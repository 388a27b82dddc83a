package samples

// DEV SET (held out at first sight): a Social Security disability claim
// before the agency, from the request for hearing to the Appeals Council.
// The request for hearing on form HA-501 (numbered boxes with the label
// above the value: "1. CLAIMANT", "2. WAGE EARNER, IF DIFFERENT", "3.
// CLAIMANT SSN", check boxes, "REPRESENTATIVE'S NAME", "CLAIMANT
// SIGNATURE" over the date, "(Representative's signature)", the form's
// number in its footer); the representative's pre-hearing brief on his
// letterhead to the judge ("RE: Claimant: X / SSN: XXX-XX-1234",
// "Dear Judge X:", "Sincerely," over his name and "Attorney for
// Claimant"); the judge's unfavorable decision with its notice ("Office of
// Hearings Operations", "NOTICE OF DECISION - UNFAVORABLE" addressed to
// the claimant at her address, "cc:" the representative, "IN THE CASE OF
// / CLAIM FOR" boxes, "The claimant is represented by X, an attorney",
// the impartial vocational and medical experts who "appeared and
// testified", the claimant who "testified at the hearing", numbered
// findings, "/s/ X / Administrative Law Judge"); and the Appeals
// Council's notice denying review ("We have denied your request for
// review", signed by an administrative appeals judge, copied to the
// representative).
// The claimant is the plaintiff (a claimant, as in the Roles), a witness
// when she testifies and the recipient of the notices; her representative
// is counsel, the sender of his brief and a recipient of the copies; the
// administrative law judge and the administrative appeals judge are
// judges; the experts who testify are witnesses; the doctors whose
// records the decision weighs and the hearing office director are no
// parties.
func init() { specs = append(specs, pelletier) }

func pelletier() matterSpec {
	request := doc{name: "HA-501 Request for Hearing.pdf", font: "Helvetica", size: 9,
		footer: "Form HA-501-U5 (03-2021) UF  Destroy Prior Editions",
		pages: []page{
			{
				ls("SOCIAL SECURITY ADMINISTRATION                                          Form Approved",
					"OFFICE OF HEARINGS OPERATIONS                                           OMB No. 0960-0269"),
				cb("REQUEST FOR HEARING BY ADMINISTRATIVE LAW JUDGE"), gap(),
				ls("1. CLAIMANT                                     2. WAGE EARNER, IF DIFFERENT",
					"   Denise M. Pelletier",
					"",
					"3. CLAIMANT SSN                                 4. CLAIM NUMBER, IF DIFFERENT",
					"   XXX-XX-4471",
					"",
					"5. I REQUEST A HEARING BEFORE AN ADMINISTRATIVE LAW JUDGE. I disagree with the determination",
					"   made on my claim because:",
					"   My back and nerve pain and my depression keep me from working any job full time.",
					"",
					"6. Do you have additional evidence to submit?   [X] Yes  [ ] No",
					"",
					"7. Do you wish to appear at the hearing?         [X] Yes  [ ] No",
					"",
					"8. Claimant is represented:                     [X] Yes  [ ] No",
					"",
					"CLAIMANT SIGNATURE (OPTIONAL)                   REPRESENTATIVE'S NAME",
					"/s/ Denise M. Pelletier                         Raymond J. Whitcomb",
					"",
					"DATE                                            DATE",
					"11/08/2023                                      11/08/2023",
					"",
					"ADDRESS                                         ADDRESS",
					"77 Cottage Street                               Whitcomb Disability Law, PLLC",
					"Lewiston, ME 04240                              120 Exchange Street, Suite 4",
					"                                                Portland, ME 04101",
					"",
					"TO BE COMPLETED BY SOCIAL SECURITY ADMINISTRATION - ACKNOWLEDGMENT OF REQUEST FOR HEARING",
					"9. Request received for the Social Security Administration on 11/09/2023 by: Field Office 013"),
			},
		}}

	brief := doc{name: "Pre-Hearing Brief.pdf", font: "Times", size: 11.5,
		pages: []page{
			{
				cb("WHITCOMB DISABILITY LAW, PLLC"),
				c("120 Exchange Street, Suite 4  |  Portland, Maine 04101  |  (207) 555-0147"), gap(),
				l("June 3, 2024"), gap(),
				ls("VIA ELECTRONIC RECORDS EXPRESS", "", "Honorable Colleen B. Archambault", "Administrative Law Judge", "Social Security Administration", "Office of Hearings Operations", "One Monument Way, Suite 400", "Portland, ME 04101"),
				gap(),
				ls("RE:   Claimant: Denise M. Pelletier", "      SSN: XXX-XX-4471", "      Hearing Date: June 18, 2024"),
				gap(),
				l("Dear Judge Archambault:"),
				p("I represent the claimant, Denise M. Pelletier, and submit this brief before her hearing. Ms. Pelletier is 52 years old, has a high school education, and worked for 19 years as a certified nursing assistant until her alleged onset date of March 15, 2023."),
				p("Her treating neurosurgeon, Dr. Pradeep Anand, performed a lumbar fusion on May 9, 2023 and reports that she cannot sit or stand for more than 30 minutes at a time. Her counselor reports major depressive disorder with marked limits in concentration. Under Medical-Vocational Rule 201.14, a claimant of her age limited to sedentary work with no transferable skills is disabled."),
				p("We ask that the Court find her disabled from March 15, 2023."),
				ls("Sincerely,", "", "/s/ Raymond J. Whitcomb", "Raymond J. Whitcomb", "Attorney for Claimant"),
			},
		}}

	decision := doc{name: "ALJ Decision - Unfavorable.pdf", font: "Times", size: 11,
		footer: "See Next Page",
		pages: []page{
			{
				cb("SOCIAL SECURITY ADMINISTRATION"), c("Office of Hearings Operations"), c("One Monument Way, Suite 400"), c("Portland, ME 04101"), gap(),
				r("Date: August 14, 2024"), gap(),
				ls("Denise M. Pelletier", "77 Cottage Street", "Lewiston, ME 04240"), gap(),
				cb("Notice of Decision - Unfavorable"), gap(),
				p("I carefully reviewed the facts of your case and made the enclosed decision. Please read this notice and the decision carefully. If you disagree with my decision, you may file an appeal with the Appeals Council within 60 days of the date you receive this notice."),
				ls("", "/s/ Colleen B. Archambault", "Administrative Law Judge", "", "cc: Raymond J. Whitcomb", "    Whitcomb Disability Law, PLLC", "    120 Exchange Street, Suite 4", "    Portland, ME 04101"),
			},
			{
				cb("SOCIAL SECURITY ADMINISTRATION"), c("Office of Hearings Operations"), gap(),
				cb("DECISION"), gap(),
				ls("IN THE CASE OF                                 CLAIM FOR",
					"Denise M. Pelletier                            Period of Disability and Disability",
					"(Claimant)                                     Insurance Benefits",
					"",
					"(Wage Earner)                                  XXX-XX-4471",
					"                                               (Social Security Number)"),
				gap(),
				cb("JURISDICTION AND PROCEDURAL HISTORY"),
				p("On April 2, 2023, the claimant filed a Title II application for a period of disability and disability insurance benefits, alleging disability beginning March 15, 2023. The claim was denied initially on July 20, 2023, and upon reconsideration on October 26, 2023. Thereafter, the claimant filed a written request for hearing on November 8, 2023."),
				p("The claimant appeared and testified at a hearing held by video on June 18, 2024. The claimant is represented by Raymond J. Whitcomb, an attorney. Lorraine T. Bisset, an impartial vocational expert, and Harold K. Oyelowo, M.D., an impartial medical expert, also appeared and testified at the hearing."),
			},
			{
				cb("FINDINGS OF FACT AND CONCLUSIONS OF LAW"),
				p("1. The claimant meets the insured status requirements of the Social Security Act through December 31, 2028."),
				p("2. The claimant has not engaged in substantial gainful activity since March 15, 2023, the alleged onset date."),
				p("3. The claimant has the following severe impairments: degenerative disc disease of the lumbar spine, status post fusion, and major depressive disorder."),
				p("4. The claimant has the residual functional capacity to perform light work, except that she can occasionally stoop and can perform simple, routine tasks. Dr. Oyelowo testified that the record does not support the sitting limits in Dr. Anand's opinion of February 12, 2024, which is not persuasive. Ms. Bisset testified that a person with this capacity could work as a marker, a routing clerk and a mail sorter."),
				p("5. The claimant has not been under a disability, as defined in the Social Security Act, from March 15, 2023, through the date of this decision."),
				ls("", "/s/ Colleen B. Archambault", "Colleen B. Archambault", "Administrative Law Judge", "", "August 14, 2024", "Date"),
			},
		}}

	council := doc{name: "Appeals Council Notice Denying Review.pdf", font: "Times", size: 11,
		pages: []page{
			{
				cb("SOCIAL SECURITY ADMINISTRATION"), c("Office of Appellate Operations"), c("6401 Security Boulevard"), c("Baltimore, MD 21235-6401"), gap(),
				r("Date: March 21, 2025"), gap(),
				ls("Denise M. Pelletier", "77 Cottage Street", "Lewiston, ME 04240"), gap(),
				cb("Notice of Appeals Council Action"), gap(),
				p("We have denied your request for review of the Administrative Law Judge's decision dated August 14, 2024. This means that the Administrative Law Judge's decision is the final decision of the Commissioner of Social Security in your case."),
				p("If you disagree with our action, you may ask for court review of the Administrative Law Judge's decision by filing a civil action within 60 days of the date you receive this letter."),
				ls("", "/s/ Marcus E. Tolliver", "Administrative Appeals Judge", "", "cc: Raymond J. Whitcomb", "    Whitcomb Disability Law, PLLC", "    120 Exchange Street, Suite 4", "    Portland, ME 04101"),
			},
		}}

	return matterSpec{
		name: "claim-of-pelletier", title: "Claim of Denise M. Pelletier (Social Security Administration, Office of Hearings Operations, Portland, Maine)", heldOut: true,
		firstSight: &Figures{PartyTruth: 13, PartyFound: 6, PartyCorrect: 4, EventTruth: 19, EventHits: 19, Grounded: 1}, // at 8cb6148
		docs:       []doc{request, brief, decision, council},
		parties: []Party{
			{"Denise M. Pelletier", "plaintiff"}, // the claimant
			{"Denise M. Pelletier", "witness"},
			{"Denise M. Pelletier", "recipient"},
			{"Raymond J. Whitcomb", "counsel"},
			{"Raymond J. Whitcomb", "sender"},
			{"Raymond J. Whitcomb", "recipient"},
			{"Colleen B. Archambault", "judge"},
			{"Colleen B. Archambault", "recipient"}, // the brief is addressed to her
			{"Colleen B. Archambault", "sender"},    // she signs the notice of decision
			{"Marcus E. Tolliver", "judge"},
			{"Marcus E. Tolliver", "sender"},
			{"Lorraine T. Bisset", "witness"},
			{"Harold K. Oyelowo", "witness"},
		},
		events: []Event{
			{"2023-11-08", "HA-501 Request for Hearing.pdf", 1},
			{"2023-11-09", "HA-501 Request for Hearing.pdf", 1},
			{"2024-06-03", "Pre-Hearing Brief.pdf", 1},
			{"2024-06-18", "Pre-Hearing Brief.pdf", 1},
			{"2023-03-15", "Pre-Hearing Brief.pdf", 1},
			{"2023-05-09", "Pre-Hearing Brief.pdf", 1},
			{"2024-08-14", "ALJ Decision - Unfavorable.pdf", 1},
			{"2023-04-02", "ALJ Decision - Unfavorable.pdf", 2},
			{"2023-03-15", "ALJ Decision - Unfavorable.pdf", 2},
			{"2023-07-20", "ALJ Decision - Unfavorable.pdf", 2},
			{"2023-10-26", "ALJ Decision - Unfavorable.pdf", 2},
			{"2023-11-08", "ALJ Decision - Unfavorable.pdf", 2},
			{"2024-06-18", "ALJ Decision - Unfavorable.pdf", 2},
			{"2028-12-31", "ALJ Decision - Unfavorable.pdf", 3},
			{"2023-03-15", "ALJ Decision - Unfavorable.pdf", 3},
			{"2024-02-12", "ALJ Decision - Unfavorable.pdf", 3},
			{"2024-08-14", "ALJ Decision - Unfavorable.pdf", 3},
			{"2025-03-21", "Appeals Council Notice Denying Review.pdf", 1},
			{"2024-08-14", "Appeals Council Notice Denying Review.pdf", 1},
		},
	}
}
