package samples

// DEV SET (held out at first sight): a physician's discipline before the
// Medical Board of California, from the accusation to the Board's
// decision adopting a stipulated settlement. The Attorney General's
// accusation on pleading paper (line numbers down the left margin, the
// Attorney General's block at the top left: the Attorney General, the
// Supervising Deputy Attorney General and the Deputy Attorney General
// each over their title, "State Bar No.", the office's address,
// telephone and facsimile, "Attorneys for Complainant"; "BEFORE THE /
// MEDICAL BOARD OF CALIFORNIA / DEPARTMENT OF CONSUMER AFFAIRS / STATE OF
// CALIFORNIA"; a ")"-ruled caption "In the Matter of the Accusation
// Against: / X, M.D. / address / Physician's and Surgeon's Certificate
// No. A 104517, / Respondent." beside "Case No. 800-2022-091437" and
// "ACCUSATION"; "PARTIES" with "X (Complainant) brings this Accusation
// solely in her official capacity as the Executive Director", the
// certificate's issue and expiry dates, "JURISDICTION" with the Business
// and Professions Code sections, patients by letter with a footnote,
// causes for discipline each with its heading in brackets, "PRAYER",
// "DATED:" stamped "AUG 28 2023" beside the complainant's name in
// capitals over her titles and "Complainant", the AG's file number and
// document name at the foot; the title and case number in each footer);
// the stipulated settlement and disciplinary order on the same paper
// ("OAH No." under the case number, "IT IS HEREBY STIPULATED AND AGREED",
// "PARTIES" naming who represents whom, "JURISDICTION", "ADVISEMENT AND
// WAIVERS", "CULPABILITY", "CONTINGENCY", "DISCIPLINARY ORDER" with
// numbered probation terms in capitals, "ACCEPTANCE" signed by the
// physician and his lawyer each beside "DATED: 6/17/2024", "ENDORSEMENT"
// signed by the Deputy Attorney General under the Attorney General's and
// the supervisor's names); and the Board's decision and order (the
// caption again, "DECISION AND ORDER", "The attached Stipulated
// Settlement and Disciplinary Order is hereby adopted", "This Decision
// shall become effective at 5:00 p.m. on", "IT IS SO ORDERED", "FOR THE
// MEDICAL BOARD OF CALIFORNIA" over the panel chair "X, M.D., Chair /
// Panel A", and the custodian of records' certified-copy stamp).
// Conventions: the Executive Director who brings the accusation as
// "Complainant" is the plaintiff (as the State that prosecutes, an NLRB
// or EEOC charging party and a WRC complainant are), and the physician
// the respondent, keyed without "M.D." (as an engineer is keyed without
// "P.E."); the Attorney General whose name heads the Attorney General's
// block, the Supervising Deputy Attorney General and the Deputy Attorney
// General are counsel (as a United States Attorney who heads an
// indictment's signature and a Deputy Attorney General who appears are),
// and so is the physician's lawyer; the panel chair who signs the
// decision for the Board is the judge (as a tribunal's member is). The
// physician's and his lawyer's signatures of acceptance make them nothing
// more (as the parties' signatures of consent in kilbride-and-kilbride
// and "AGREED AND ACCEPTED" in us-v-dabrowski). The patients by letter,
// the hospital, the custodian of records, the Office of Administrative
// Hearings, the Board itself and the Department of Consumer Affairs are no
// parties. A certificate's expiry date is an event (it is no date of birth
// nor a notary's commission expiry); month-and-year periods and a yearly
// due date without a year are none; every other date printed is an event
// on its page, the custodian's stamp date too.
func init() { specs = append(specs, kellerman) }

func kellerman() matterSpec {
	const (
		accF = "Accusation 800-2022-091437.pdf"
		stpF = "Stipulated Settlement and Disciplinary Order 800-2022-091437.pdf"
		decF = "Decision and Order 800-2022-091437 (eff. 2024-08-23).pdf"
	)
	agBlock := ls("ELENA R. MARQUARDT",
		"Attorney General of California",
		"JUDITH A. KWAN",
		"Supervising Deputy Attorney General",
		"TREVOR S. OYELARAN",
		"Deputy Attorney General",
		"State Bar No. 287415",
		"300 South Spring Street, Suite 1702",
		"Los Angeles, CA 90013",
		"Telephone: (213) 555-0175",
		"Facsimile: (916) 555-0119",
		"Attorneys for Complainant")
	board := []block{cb("BEFORE THE"), cb("MEDICAL BOARD OF CALIFORNIA"), cb("DEPARTMENT OF CONSUMER AFFAIRS"), cb("STATE OF CALIFORNIA"), gap()}
	capt := func(right ...string) block {
		return caption(")", []string{
			"In the Matter of the Accusation Against:",
			"",
			"DARIUS M. KELLERMAN, M.D.",
			"2811 Ocean Park Boulevard, Suite 204",
			"Santa Monica, CA 90405",
			"",
			"Physician's and Surgeon's Certificate",
			"No. A 104517,",
			"",
			"                              Respondent.",
		}, right)
	}

	acc := doc{name: accF, font: "Times", size: 11, unicode: true, pleading: true,
		footer: "(DARIUS M. KELLERMAN, M.D.) ACCUSATION NO. 800-2022-091437",
		pages: []page{
			append(append([]block{agBlock, gap()}, board...),
				capt("Case No. 800-2022-091437", "", "", "ACCUSATION"),
				gap(),
				cb("PARTIES"),
				p("1. Lorraine D. Whitcombe (Complainant) brings this Accusation solely in her official capacity as the Executive Director of the Medical Board of California, Department of Consumer Affairs (Board)."),
				p("2. On or about August 14, 2008, the Medical Board issued Physician's and Surgeon's Certificate Number A 104517 to Darius M. Kellerman, M.D. (Respondent). The Physician's and Surgeon's Certificate was in full force and effect at all times relevant to the charges brought herein and will expire on January 31, 2026, unless renewed."),
			),
			{
				cb("JURISDICTION"),
				p("3. This Accusation is brought before the Board under the authority of the following laws. All section references are to the Business and Professions Code (Code) unless otherwise indicated."),
				p("4. Section 2227 of the Code provides that a licensee who is found guilty under the Medical Practice Act may have his or her license revoked, suspended for a period not to exceed one year, placed on probation and required to pay the costs of probation monitoring, or such other action taken in relation to discipline as the Board deems proper."),
				p("5. Section 2234 of the Code directs the Board to take action against any licensee who is charged with unprofessional conduct, including gross negligence (subd. (b)) and repeated negligent acts (subd. (c)). Section 2266 of the Code provides that the failure of a physician and surgeon to maintain adequate and accurate records relating to the provision of services to their patients constitutes unprofessional conduct."),
				cb("FACTUAL ALLEGATIONS"),
				p("6. Respondent practices pain medicine in Santa Monica. Between approximately March 2019 and November 2021, Respondent prescribed opioid analgesics to Patients A, B and C(1) in escalating doses, in combination with benzodiazepines, without documenting a physical examination, a treatment plan with objective goals, a review of the Controlled Substance Utilization Review and Evaluation System (CURES), or periodic urine drug testing."),
				p("7. On or about February 3, 2021, Patient A was admitted to Saint John's Health Center after an overdose. Respondent's records contain no entry reflecting that he learned of the admission, and on February 22, 2021 he renewed Patient A's prescriptions for oxycodone 30 mg, four times daily, and alprazolam 2 mg, three times daily."),
				p("8. On or about September 9, 2021, Respondent issued Patient B prescriptions for methadone and hydrocodone totalling more than 240 morphine milligram equivalents per day, without a documented informed consent or a naloxone prescription."),
				small(ls("____________________",
					"(1) The patients are designated by letter to protect their privacy. Their names are known to Respondent and",
					"will be disclosed in discovery."), 8.5),
			},
			{
				cb("FIRST CAUSE FOR DISCIPLINE"),
				c("(Gross Negligence)"),
				p("9. Respondent is subject to disciplinary action under section 2234, subdivision (b), of the Code in that he was grossly negligent in his care and treatment of Patients A, B and C, as more particularly alleged in paragraphs 6 through 8, above, which are incorporated here by reference."),
				cb("SECOND CAUSE FOR DISCIPLINE"),
				c("(Repeated Negligent Acts)"),
				p("10. Respondent is subject to disciplinary action under section 2234, subdivision (c), of the Code in that he committed repeated negligent acts in his care and treatment of Patients A, B and C, as more particularly alleged in paragraphs 6 through 8, above."),
				cb("THIRD CAUSE FOR DISCIPLINE"),
				c("(Failure to Maintain Adequate and Accurate Records)"),
				p("11. Respondent is subject to disciplinary action under section 2266 of the Code in that he failed to maintain adequate and accurate records relating to his care and treatment of Patients A, B and C."),
			},
			{
				cb("PRAYER"),
				p("WHEREFORE, Complainant requests that a hearing be held on the matters herein alleged, and that following the hearing, the Medical Board of California issue a decision:"),
				p("1. Revoking or suspending Physician's and Surgeon's Certificate Number A 104517, issued to Darius M. Kellerman, M.D.;"),
				p("2. Revoking, suspending or denying approval of Darius M. Kellerman, M.D.'s authority to supervise physician assistants and advanced practice nurses;"),
				p("3. Ordering Darius M. Kellerman, M.D., if placed on probation, to pay the Board the costs of probation monitoring; and"),
				p("4. Taking such other and further action as deemed necessary and proper."),
				gap(),
				ls("DATED:  AUG 28 2023                       _______________________________________",
					"                                           LORRAINE D. WHITCOMBE",
					"                                           Executive Director",
					"                                           Medical Board of California",
					"                                           Department of Consumer Affairs",
					"                                           State of California",
					"                                           Complainant",
					"",
					"LA2023601874",
					"66214871.docx"),
			},
		}}

	stp := doc{name: stpF, font: "Times", size: 11, unicode: true, pleading: true,
		footer: "STIPULATED SETTLEMENT (800-2022-091437)",
		pages: []page{
			append(append([]block{agBlock, gap()}, board...),
				capt("Case No. 800-2022-091437", "", "OAH No. 2023110418", "", "STIPULATED SETTLEMENT AND", "DISCIPLINARY ORDER"),
				gap(),
				p("IT IS HEREBY STIPULATED AND AGREED by and between the parties to the above-entitled proceedings that the following matters are true:"),
				cb("PARTIES"),
				p("1. Lorraine D. Whitcombe (Complainant) is the Executive Director of the Medical Board of California (Board). She brought this action solely in her official capacity and is represented in this matter by Elena R. Marquardt, Attorney General of the State of California, by Trevor S. Oyelaran, Deputy Attorney General."),
				p("2. Respondent Darius M. Kellerman, M.D. (Respondent) is represented in this proceeding by attorney Gabriel S. Montoya-Reyes, whose address is: Montoya Reyes Healthcare Law, LLP, 11601 Wilshire Boulevard, Suite 2040, Los Angeles, CA 90025."),
			),
			{
				p("3. On or about August 14, 2008, the Board issued Physician's and Surgeon's Certificate No. A 104517 to Darius M. Kellerman, M.D. The certificate was in full force and effect at all times relevant to the charges brought in Accusation No. 800-2022-091437, and will expire on January 31, 2026, unless renewed."),
				cb("JURISDICTION"),
				p("4. Accusation No. 800-2022-091437 was filed before the Board, and is currently pending against Respondent. The Accusation and all other statutorily required documents were properly served on Respondent on September 1, 2023. Respondent timely filed his Notice of Defense contesting the Accusation on September 14, 2023."),
				cb("ADVISEMENT AND WAIVERS"),
				p("5. Respondent has carefully read, fully discussed with counsel, and understands the charges and allegations in Accusation No. 800-2022-091437. Respondent is fully aware of his legal rights in this matter, including the right to a hearing on the charges, the right to confront and cross-examine the witnesses against him, the right to present evidence, the right to reconsideration and court review of an adverse decision, and all other rights accorded by the California Administrative Procedure Act. Respondent voluntarily, knowingly, and intelligently waives and gives up each and every right set forth above."),
				cb("CULPABILITY"),
				p("6. Respondent does not contest that, at an administrative hearing, Complainant could establish a prima facie case with respect to the charges and allegations in Accusation No. 800-2022-091437, and that he has thereby subjected his Physician's and Surgeon's Certificate to disciplinary action."),
				cb("CONTINGENCY"),
				p("7. This stipulation shall be subject to approval by the Medical Board of California. If the Board fails to adopt this stipulation as its Decision and Order, the Stipulated Settlement and Disciplinary Order shall be of no force or effect, except for this paragraph, and the Board shall not be disqualified from further action by having considered this matter."),
			},
			{
				cb("DISCIPLINARY ORDER"),
				p("IT IS HEREBY ORDERED that Physician's and Surgeon's Certificate No. A 104517 issued to Respondent Darius M. Kellerman, M.D. is revoked. However, the revocation is stayed and Respondent is placed on probation for three (3) years on the following terms and conditions:"),
				p("1. CONTROLLED SUBSTANCES - MAINTAIN RECORDS AND ACCESS TO RECORDS AND INVENTORIES. Respondent shall maintain a record of all controlled substances ordered, prescribed, dispensed, administered, or possessed by Respondent, and shall make the record available for immediate inspection and copying by the Board or its designee."),
				p("2. PRESCRIBING PRACTICES COURSE. Within 60 calendar days of the effective date of this Decision, Respondent shall enroll in a course in prescribing practices approved in advance by the Board or its designee, and shall successfully complete the course not later than six (6) months after his initial enrollment."),
				p("3. MEDICAL RECORD KEEPING COURSE. Within 60 calendar days of the effective date of this Decision, Respondent shall enroll in a course in medical record keeping approved in advance by the Board or its designee."),
				p("4. MONITORING - PRACTICE. Within 30 calendar days of the effective date of this Decision, Respondent shall submit to the Board or its designee for prior approval as a practice monitor the name and qualifications of one or more licensed physicians and surgeons, board certified in pain medicine, who have no prior or current business or personal relationship with Respondent."),
				p("5. PROBATION MONITORING COSTS. Respondent shall pay the costs associated with probation monitoring each and every year of probation, as designated by the Board, payable to the Medical Board of California no later than January 31 of each calendar year."),
			},
			{
				cb("ACCEPTANCE"),
				p("I have carefully read the above Stipulated Settlement and Disciplinary Order and have fully discussed it with my attorney, Gabriel S. Montoya-Reyes. I understand the stipulation and the effect it will have on my Physician's and Surgeon's Certificate. I enter into this Stipulated Settlement and Disciplinary Order voluntarily, knowingly, and intelligently, and agree to be bound by the Decision and Order of the Medical Board of California."),
				ls("",
					"DATED:  6/17/2024                          /s/ Darius M. Kellerman",
					"                                           DARIUS M. KELLERMAN, M.D.",
					"                                           Respondent"),
				gap(),
				p("I have read and fully discussed with Respondent Darius M. Kellerman, M.D. the terms and conditions and other matters contained in the above Stipulated Settlement and Disciplinary Order. I approve its form and content."),
				ls("",
					"DATED:  6/18/2024                          /s/ Gabriel S. Montoya-Reyes",
					"                                           GABRIEL S. MONTOYA-REYES",
					"                                           Attorney for Respondent"),
				gap(),
				cb("ENDORSEMENT"),
				p("The foregoing Stipulated Settlement and Disciplinary Order is hereby respectfully submitted for consideration by the Medical Board of California."),
				ls("DATED:  June 24, 2024                      Respectfully submitted,",
					"",
					"                                           ELENA R. MARQUARDT",
					"                                           Attorney General of California",
					"                                           JUDITH A. KWAN",
					"                                           Supervising Deputy Attorney General",
					"",
					"                                           /s/ Trevor S. Oyelaran",
					"                                           TREVOR S. OYELARAN",
					"                                           Deputy Attorney General",
					"                                           Attorneys for Complainant",
					"",
					"LA2023601874",
					"66581290.docx"),
			},
		}}

	dec := doc{name: decF, font: "Times", size: 11.5, unicode: true,
		pages: []page{
			append(append([]block{}, board...),
				capt("", "", "", "Case No. 800-2022-091437"),
				gap(), gap(),
				cb("DECISION AND ORDER"),
				gap(),
				p("The attached Stipulated Settlement and Disciplinary Order is hereby adopted as the Decision and Order of the Medical Board of California, Department of Consumer Affairs, State of California."),
				p("This Decision shall become effective at 5:00 p.m. on August 23, 2024."),
				p("IT IS SO ORDERED July 24, 2024."),
				gap(),
				ls("                                           FOR THE MEDICAL BOARD OF CALIFORNIA",
					"",
					"                                           /s/ Ravi K. Sethuraman",
					"                                           ____________________________________",
					"                                           Ravi K. Sethuraman, M.D., Chair",
					"                                           Panel A"),
				gap(), gap(),
				small(ls("MEDICAL BOARD OF CALIFORNIA",
					"I do hereby certify that this document is a true",
					"and correct copy of the original on file in this",
					"office.",
					"Signature   /s/ Annette Figueroa-Lowe",
					"Title       Custodian of Records",
					"Date        July 26, 2024"), 8),
			),
		}}

	return matterSpec{
		name: "medical-board-v-kellerman", title: "In the Matter of the Accusation Against Darius M. Kellerman, M.D. (Medical Board of California, Case No. 800-2022-091437)", heldOut: true,
		firstSight: &Figures{PartyTruth: 7, PartyFound: 7, PartyCorrect: 6, EventTruth: 16, EventHits: 16, Grounded: 1}, // at 0862d31
		docs:       []doc{acc, stp, dec},
		parties: []Party{
			{"Lorraine D. Whitcombe", "plaintiff"}, // the Complainant, the Board's Executive Director
			{"Darius M. Kellerman", "respondent"},
			{"Elena R. Marquardt", "counsel"}, // Attorney General
			{"Judith A. Kwan", "counsel"},     // Supervising Deputy Attorney General
			{"Trevor S. Oyelaran", "counsel"}, // Deputy Attorney General
			{"Gabriel S. Montoya-Reyes", "counsel"},
			{"Ravi K. Sethuraman", "judge"}, // Chair, Panel A, for the Board
		},
		events: []Event{
			{"2008-08-14", accF, 1},
			{"2026-01-31", accF, 1},
			{"2021-02-03", accF, 2},
			{"2021-02-22", accF, 2},
			{"2021-09-09", accF, 2},
			{"2023-08-28", accF, 4},
			{"2008-08-14", stpF, 2},
			{"2026-01-31", stpF, 2},
			{"2023-09-01", stpF, 2},
			{"2023-09-14", stpF, 2},
			{"2024-06-17", stpF, 4},
			{"2024-06-18", stpF, 4},
			{"2024-06-24", stpF, 4},
			{"2024-08-23", decF, 1},
			{"2024-07-24", decF, 1},
			{"2024-07-26", decF, 1},
		},
	}
}
