package samples

// DEV SET (held out at first sight): a Social Security disability claim
// (Titles II and XVI) decided partially favorably in Honolulu, with the
// treating cardiologist's medical source statement and the Appeals
// Council's denial of review. The notice of decision and the decision in
// one file (the Office of Hearings Operations' address block, "Date:" at
// the right, the claimant's name and address, "NOTICE OF DECISION -
// PARTIALLY FAVORABLE", the judge's signature over "Administrative Law
// Judge", "Enclosures:", "cc:" the attorney with his firm and address,
// the notice form's number in the footer; the decision's "IN THE CASE OF
// / CLAIM FOR" columns with "(Claimant)", "(Wage Earner)" and "ACCOUNT
// NUMBER", "JURISDICTION AND PROCEDURAL HISTORY", "The claimant is
// represented by X, an attorney", "Y, an impartial vocational expert, also
// appeared and testified", a medical expert "M.D., an impartial medical
// expert, appeared and testified by telephone", the claimant's wife who
// also testified, numbered findings naming the treating source, the
// judge's signature with the date below); the medical source statement
// (the e-folder's exhibit stamp "Exhibit No. 14F" atop each page, "Patient
// Name:" and "Date of Birth:" on one line, the treating source's name,
// specialty and clinic, dates of treatment, check boxes, a penalty-of-
// perjury declaration over "Physician's Signature:" and "Printed Name:"
// with a licence number, the representative's form number in the footer);
// and the Appeals Council's notice ("Office of Appellate Operations",
// "Refer To:", "NOTICE OF APPEALS COUNCIL ACTION", "We have denied your
// request for review", the representative's brief and new evidence with
// their dates, signed by an administrative appeals judge, "cc:" the
// attorney).
// Conventions (as claim-of-pelletier keys them): the claimant is the
// plaintiff, a witness (he testified) and the recipient of the notices;
// his attorney is counsel and a recipient of the copies; the
// administrative law judge and the administrative appeals judge are
// judges and the senders of the notices they sign; the vocational and
// medical experts and the claimant's wife, who testified, are witnesses;
// the cardiologist who signs the medical source statement under penalty
// of perjury is its declarant. The hospital and the clinic, the
// physicians named only in the records, and the state agency's
// consultants are no parties. A date of birth is no event.
func init() { specs = append(specs, amalu) }

func amalu() matterSpec {
	const (
		decF = "Notice of Decision - Partially Favorable.pdf"
		mssF = "Exhibit 14F Medical Source Statement - Dr. Oduro.pdf"
		acF  = "Notice of Appeals Council Action 2025-06-03.pdf"
	)
	oho := []block{cb("SOCIAL SECURITY ADMINISTRATION"), c("Office of Hearings Operations"), c("300 Ala Moana Boulevard, Room 1-101"), c("Honolulu, HI 96850"), gap()}
	claimant := ls("Teodoro V. Amalu", "94-1038 Kaneana Street", "Waipahu, HI 96797")
	cc := ls("cc:  Keoni R. Fujimoto, Esq.", "     Fujimoto & Kealoha, LLLC", "     1001 Bishop Street, Suite 1780", "     Honolulu, HI 96813")

	dec := doc{name: decF, font: "Times", size: 11, footer: "Form HA-L76 (03-2010)                                        See Next Page",
		pages: []page{
			append(append([]block{}, oho...),
				r("Date: October 8, 2024"), gap(),
				claimant, gap(),
				cb("NOTICE OF DECISION - PARTIALLY FAVORABLE"), gap(),
				p("I carefully reviewed the facts of your case and made the enclosed decision. Please read this notice and my decision carefully."),
				p("This decision is partially favorable to you. I found that you became disabled on June 1, 2023. You are not disabled before that date. You said that you became disabled on November 15, 2021."),
				p("Another office will process my decision. That office may ask you for more information. If you do not hear anything within 60 days of the date of this notice, please contact your local office."),
				cb("If You Disagree With My Decision"),
				p("If you disagree with my decision, you may file an appeal with the Appeals Council. You must file your written appeal within 60 days of the date you receive this notice. Please mark your appeal with your Social Security number."),
				ls("", "/s/ Abigail N. Castellanos-Reyes", "Administrative Law Judge", "",
					"Enclosures:  Form HA-L15, Decision Rationale", ""),
				cc,
			),
			{
				cb("SOCIAL SECURITY ADMINISTRATION"), c("Office of Hearings Operations"), gap(),
				cb("DECISION"), gap(),
				ls("IN THE CASE OF                                    CLAIM FOR",
					"",
					"Teodoro V. Amalu                                  Period of Disability, Disability Insurance",
					"(Claimant)                                        Benefits, and Supplemental Security Income",
					"",
					"                                                  XXX-XX-6620",
					"(Wage Earner)                                     (ACCOUNT NUMBER)"),
				gap(),
				cb("JURISDICTION AND PROCEDURAL HISTORY"),
				p("On January 11, 2022, the claimant protectively filed a Title II application for a period of disability and disability insurance benefits and a Title XVI application for supplemental security income, alleging disability beginning November 15, 2021. The claims were denied initially on May 20, 2022, and upon reconsideration on September 14, 2022. Thereafter, the claimant filed a written request for hearing on October 31, 2022."),
				p("The claimant appeared and testified at a hearing held in Honolulu, Hawaii, on July 16, 2024. The claimant is represented by Keoni R. Fujimoto, an attorney. Dennis W. Hartigan, an impartial vocational expert, also appeared and testified at the hearing. Pauline Y. Nakasone, M.D., an impartial medical expert, appeared and testified by telephone. The claimant's wife, Leilani K. Amalu, also testified."),
				cb("ISSUES"),
				p("The issue is whether the claimant is disabled under sections 216(i), 223(d) and 1614(a)(3)(A) of the Social Security Act. A further issue is whether the insured status requirements are met."),
			},
			{
				cb("FINDINGS OF FACT AND CONCLUSIONS OF LAW"),
				p("1. The claimant meets the insured status requirements of the Social Security Act through December 31, 2026."),
				p("2. The claimant has not engaged in substantial gainful activity since November 15, 2021, the alleged onset date."),
				p("3. The claimant has the following severe impairments: heart failure with reduced ejection fraction, chronic kidney disease stage 3b, and obesity."),
				p("4. Before June 1, 2023, the claimant had the residual functional capacity to perform light work. Dr. Nakasone testified that the record before that date shows a preserved ejection fraction and no hospitalization. Mr. Hartigan testified that such a person could perform the claimant's past relevant work as a hotel night auditor."),
				p("5. Beginning on June 1, 2023, when the claimant was admitted for acute decompensated heart failure, he has been limited to less than sedentary work. The opinion of Samuel K. Oduro, M.D., the claimant's treating cardiologist, dated May 2, 2024 (Exhibit 14F), is persuasive from that date and consistent with Dr. Nakasone's testimony. Mrs. Amalu's testimony about his breathlessness and swelling is consistent with the record after that date."),
				p("6. The claimant was not disabled prior to June 1, 2023, but became disabled on that date and has continued to be disabled through the date of this decision."),
				gap(),
				ls("/s/ Abigail N. Castellanos-Reyes", "Abigail N. Castellanos-Reyes", "Administrative Law Judge", "", "October 8, 2024", "Date"),
			},
		}}

	mss := doc{name: mssF, font: "Helvetica", size: 9.5,
		header: "Claimant: Teodoro V. Amalu     SSN: XXX-XX-6620     Exhibit No. 14F     Page %d of %t",
		footer: "Fujimoto & Kealoha, LLLC - Form MSS-P (rev. 1/2023)",
		pages: []page{
			{
				cb("MEDICAL SOURCE STATEMENT OF ABILITY TO DO"),
				cb("WORK-RELATED ACTIVITIES (PHYSICAL)"), gap(),
				ls("Prepared at the request of:  Fujimoto & Kealoha, LLLC, attorneys for the patient",
					"",
					"Patient Name:  Teodoro V. Amalu                       Date of Birth:  02/17/1968",
					"",
					"Treating Source:  Samuel K. Oduro, M.D., FACC         Specialty:  Cardiology",
					"Clinic:  Leeward Heart & Vascular Clinic, 98-1079 Moanalua Road, Suite 470, Aiea, HI 96701",
					"",
					"Dates of treatment:  from 08/22/2021 to present       Date last examined:  04/23/2024",
					"Frequency of visits:  every 4 to 6 weeks"),
				gap(),
				p("1. Diagnoses and objective findings: Heart failure with reduced ejection fraction, EF 25% on echocardiogram of 06/05/2023 (EF 50% on echocardiogram of 09/30/2021); chronic kidney disease stage 3b; obesity (BMI 41). NYHA class III symptoms."),
				ls("2. LIFTING / CARRYING (in an 8-hour workday):",
					"     [ ] 20 lbs occasionally   [ ] 10 lbs occasionally   [X] less than 10 lbs occasionally",
					"",
					"3. STANDING AND WALKING (total in an 8-hour workday):",
					"     [ ] about 6 hours   [ ] about 4 hours   [ ] about 2 hours   [X] less than 2 hours",
					"",
					"4. SITTING (total in an 8-hour workday):",
					"     [ ] about 6 hours   [X] about 4 hours   [ ] less than 2 hours",
					"",
					"5. Must the patient elevate his legs during an 8-hour workday?   [X] Yes   [ ] No",
					"     If yes, to what height and for what part of the day?  Waist height, about 25% of the day.",
					"",
					"6. How often is the patient likely to be absent from work as a result of his impairments?",
					"     [ ] once a month   [ ] twice a month   [ ] three times a month   [X] more than four times a month"),
				gap(),
				p("7. Since what date have the limitations above applied?  June 1, 2023, when he was admitted to Pali Momi Medical Center for acute decompensated heart failure. Before that admission his exercise tolerance was fair."),
			},
			{
				p("8. Other limitations or comments: He becomes short of breath after walking about half a block and has 2+ pitting edema of both legs by mid-day despite diuretics. Any exertion above the sedentary level is likely to cause a further decompensation."),
				gap(),
				cb("DECLARATION"),
				p("I declare under penalty of perjury that I have examined the information on this form and that it is true and correct to the best of my knowledge, and that the opinions above are based on my treatment of the patient and on the objective findings in my records."),
				gap(),
				ls("Physician's Signature:  /s/ Samuel K. Oduro, M.D.                 Date:  05/02/2024",
					"",
					"Printed Name:  Samuel K. Oduro, M.D.                               License No.:  MD-17734"),
			},
		}}

	ac := doc{name: acF, font: "Times", size: 11,
		pages: []page{{
			cb("SOCIAL SECURITY ADMINISTRATION"), c("Office of Appellate Operations"), c("6401 Security Boulevard"), c("Baltimore, MD 21235-6401"), gap(),
			ls("                                                                        Date: June 3, 2025",
				"                                                                        Refer To: XXX-XX-6620"),
			gap(),
			claimant, gap(),
			cb("NOTICE OF APPEALS COUNCIL ACTION"), gap(),
			p("We have denied your request for review of the Administrative Law Judge's decision dated October 8, 2024, insofar as it found that you were not disabled before June 1, 2023. This means that the Administrative Law Judge's decision is the final decision of the Commissioner of Social Security in your case."),
			p("We considered the reasons you disagree with the decision, set out in your representative's brief dated December 2, 2024. We also looked at a letter from your primary care physician dated January 9, 2025. We find that this evidence does not show a reasonable probability that it would change the outcome of the decision. We found no reason under our rules to review the Administrative Law Judge's decision."),
			cb("If You Disagree With Our Action"),
			p("If you disagree with our action, you may ask for court review of the Administrative Law Judge's decision by filing a civil action in the United States District Court for the District of Hawaii within 60 days from the date you receive this letter."),
			ls("", "/s/ Theresa M. Galloway", "Administrative Appeals Judge", ""),
			cc,
		}}}

	return matterSpec{
		name: "claim-of-amalu", title: "Claim of Teodoro V. Amalu (Social Security Administration, Office of Hearings Operations, Honolulu)", heldOut: true,
		firstSight: &Figures{PartyTruth: 13, PartyFound: 11, PartyCorrect: 11, EventTruth: 25, EventHits: 25, Grounded: 1}, // at ad71891
		docs:       []doc{dec, mss, ac},
		parties: []Party{
			{"Teodoro V. Amalu", "plaintiff"}, // the claimant
			{"Teodoro V. Amalu", "witness"},
			{"Teodoro V. Amalu", "recipient"},
			{"Keoni R. Fujimoto", "counsel"},
			{"Keoni R. Fujimoto", "recipient"},
			{"Abigail N. Castellanos-Reyes", "judge"},
			{"Abigail N. Castellanos-Reyes", "sender"},
			{"Dennis W. Hartigan", "witness"},
			{"Pauline Y. Nakasone", "witness"},
			{"Leilani K. Amalu", "witness"},
			{"Samuel K. Oduro", "declarant"},
			{"Theresa M. Galloway", "judge"},
			{"Theresa M. Galloway", "sender"},
		},
		events: []Event{
			{"2024-10-08", decF, 1},
			{"2023-06-01", decF, 1},
			{"2021-11-15", decF, 1},
			{"2022-01-11", decF, 2},
			{"2021-11-15", decF, 2},
			{"2022-05-20", decF, 2},
			{"2022-09-14", decF, 2},
			{"2022-10-31", decF, 2},
			{"2024-07-16", decF, 2},
			{"2026-12-31", decF, 3},
			{"2021-11-15", decF, 3},
			{"2023-06-01", decF, 3},
			{"2024-05-02", decF, 3},
			{"2024-10-08", decF, 3},
			{"2021-08-22", mssF, 1},
			{"2024-04-23", mssF, 1},
			{"2023-06-05", mssF, 1},
			{"2021-09-30", mssF, 1},
			{"2023-06-01", mssF, 1},
			{"2024-05-02", mssF, 2},
			{"2025-06-03", acF, 1},
			{"2024-10-08", acF, 1},
			{"2023-06-01", acF, 1},
			{"2024-12-02", acF, 1},
			{"2025-01-09", acF, 1},
		},
	}
}
