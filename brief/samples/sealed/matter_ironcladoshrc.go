package sealed

import "pramaan/brief/truth"

// A contested OSHA citation before the Occupational Safety and Health Review
// Commission: a roofing contractor cited after an inspection of a house
// re-roof for a ladder violation and a "repeat" fall-protection violation.
// The Citation and Notification of Penalty on OSHA's form (the running
// header with the inspection number, inspection and issuance dates, the
// company and the site, the notice to the employer on contest, informal
// conference and posting, one page per item with the standard, the
// abatement date and the proposed penalty, the prior citation a repeat item
// relies on, the penalty summary and the Area Director's signature); the
// employer's counsel's notice of contest by certified mail to the Area
// Director; the Secretary's complaint ("SECRETARY OF LABOR, Complainant, v.
// ..., Respondent.", "OSHRC Docket No.", Roman-numbered allegations, the
// Solicitor, Regional Solicitor and trial attorney in the signature block,
// the certificate of service through the Commission's E-File system); and
// the administrative law judge's decision and order after a two-day hearing
// (the Commission's address at the head, "Appearances:" with "For
// Complainant" and "For Respondent", "Before: Administrative Law Judge",
// the witnesses, the elements of the violation, the repeat characterisation
// vacated, the penalty factors, "SO ORDERED.").
//
// Conventions of this truth: the Secretary of Labor, who brings the case as
// complainant, is a plaintiff, keyed as "Secretary of Labor"; the employer
// is the respondent; the administrative law judge is a judge; the
// Solicitor, the Regional Solicitor and the trial attorney on the complaint
// and the employer's counsel are counsel; the Area Director who issues the
// citation, like a regional director who issues a complaint, has no role
// from it, and the citation makes no recipient; the notice of contest is a
// letter from counsel (its sender) to the Area Director and OSHA's area
// office (its recipients), with the employer's president copied (a
// recipient); the compliance officer, the foreman and the safety director
// the decision records as testifying are witnesses; the earlier corporate
// entity has no role. The citation's header dates are
// events on its first page only; a date written in a page's text (an
// abatement date, a prior citation's dates) is an event of that page; a
// hearing range counts by its first day.
func init() { specs = append(specs, ironcladOSHRC) }

func ironcladOSHRC() spec {
	citation := doc{name: "Citation and Notification of Penalty.pdf", font: "Helvetica", size: 9,
		header:  "U.S. Department of Labor - Occupational Safety and Health Administration - Denver Area Office, 1391 Speer Boulevard, Suite 210, Denver, CO 80204",
		header2: "Inspection Number: 1718462    Inspection Date(s): 02/06/2024 - 02/06/2024    Issuance Date: 07/22/2024",
		footer:  "Citation and Notification of Penalty          Page %d of %t          OSHA-2 (Rev. 9/93)",
		pages: []page{
			{
				cb("Citation and Notification of Penalty"), gap(),
				row([]float64{0.5, 0.5}, "Company Name: Ironclad Summit Roofing, LLC\nInspection Site: 2280 Harmon Ridge Road, Castle Rock, CO 80104", "To:\nIronclad Summit Roofing, LLC\nand its successors\n5150 Brighton Boulevard\nDenver, CO 80216"),
				gap(),
				p("The violation(s) described in this Citation and Notification of Penalty is (are) alleged to have occurred on or about the day(s) the inspection was made unless otherwise indicated within the description given below."),
				p("This Citation and Notification of Penalty (this Citation) describes violations of the Occupational Safety and Health Act of 1970. The penalty(ies) listed herein is (are) based on these violations. You must abate the violations referred to in this Citation by the dates listed and pay the penalties proposed, unless within 15 working days (excluding weekends and Federal holidays) from your receipt of this Citation and Notification of Penalty you mail a notice of contest to the U.S. Department of Labor Area Office at the address shown above."),
				lb("Posting"),
				p("The law requires that a copy of this Citation and Notification of Penalty be posted immediately in a prominent place at or near the location of the violation(s) cited herein, or, if it is not practicable because of the nature of the employer's operations, where it will be readily observable by all affected employees. This Citation must remain posted until the violation(s) cited herein has (have) been abated, or for 3 working days (excluding weekends and Federal holidays), whichever is longer."),
				lb("Informal Conference"),
				p("An informal conference is not required. However, if you wish to have such a conference you may request one with the Area Director during the 15 working day contest period. During such an informal conference, you may present any evidence or views which you believe would support an adjustment to the citation(s) and/or penalty(ies)."),
				lb("Right to Contest"),
				p("You have the right to contest this Citation and Notification of Penalty. You may contest all citation items or only individual items. You may also contest proposed penalties and/or abatement dates without contesting the underlying violations. Unless you inform the Area Director in writing that you intend to contest the citation(s) and/or proposed penalty(ies) within 15 working days after receipt, the citation(s) and the proposed penalty(ies) will become a final order of the Occupational Safety and Health Review Commission and may not be reviewed by any court or agency."),
			},
			{
				row([]float64{0.5, 0.5}, "Citation 1 Item 1", "Type of Violation: Serious"), gap(),
				p("29 CFR 1926.1053(b)(1): When portable ladders were used for access to an upper landing surface, the ladder side rails did not extend at least 3 feet (.9 m) above the upper landing surface to which the ladder was used to gain access:"),
				p("On or about February 6, 2024, at the jobsite, employees used a 24-foot extension ladder to gain access to the lower roof eave at approximately 11 feet, and the side rails extended approximately 14 inches above the eave, exposing employees to a fall hazard when transitioning between the ladder and the roof."),
				row([]float64{0.6, 0.4}, "Date By Which Violation Must be Abated:", "Corrected During Inspection"),
				row([]float64{0.6, 0.4}, "Proposed Penalty:", "$ 5,162.00"),
				gap(), rule(), gap(),
				row([]float64{0.5, 0.5}, "Citation 2 Item 1", "Type of Violation: Repeat"), gap(),
				p("29 CFR 1926.501(b)(13): Each employee engaged in residential construction activities 6 feet (1.8 m) or more above lower levels was not protected by guardrail systems, safety net systems, or personal fall arrest systems, nor did the employer demonstrate that such systems were infeasible or created a greater hazard:"),
				p("On or about February 6, 2024, at the jobsite, three employees removing and installing asphalt shingles on a roof with a 7/12 pitch were exposed to a fall hazard of approximately 19 feet to the ground without the use of any fall protection system."),
				p("Ironclad Summit Roofing, LLC was previously cited for a violation of this occupational safety and health standard or its equivalent standard 29 CFR 1926.501(b)(13), which was contained in OSHA inspection number 1598233, citation number 1, item number 1 and was affirmed as a final order on 10/27/2021, with respect to a workplace located at 1140 Juniper Vista Court, Parker, CO 80134."),
				row([]float64{0.6, 0.4}, "Date By Which Violation Must be Abated:", "07/29/2024"),
				row([]float64{0.6, 0.4}, "Proposed Penalty:", "$ 38,712.00"),
			},
			{
				cb("INVOICE / DEBT COLLECTION NOTICE - PENALTY SUMMARY"), gap(),
				row([]float64{0.4, 0.3, 0.3}, "Citation and Item", "Type of Violation", "Proposed Penalty"),
				row([]float64{0.4, 0.3, 0.3}, "Citation 1 Item 1", "Serious", "$ 5,162.00"),
				row([]float64{0.4, 0.3, 0.3}, "Citation 2 Item 1", "Repeat", "$ 38,712.00"),
				row([]float64{0.4, 0.3, 0.3}, "TOTAL PROPOSED PENALTIES", "", "$ 43,874.00"),
				gap(),
				p("Penalties are due within 15 working days of receipt of this notification unless contested. Payment may be made online at www.pay.gov or by check or money order made payable to \"DOL-OSHA\". Please indicate the inspection number on the remittance."),
				gap(), gap(),
				ls("______________________________", "Gerald P. Norquist-Adeyemi", "Area Director"),
			},
		}}

	pl := "                                                              "
	contest := doc{name: "Notice of Contest.pdf", font: "Times", size: 11.5,
		pages: []page{
			{
				cb("CROWDER BAINES SAFETY LAW LLC"), c("1700 Lincoln Street, Suite 2400  -  Denver, Colorado 80203  -  (303) 555-0182"), rule(), gap(),
				l("August 9, 2024"), gap(),
				lb("VIA CERTIFIED MAIL, RETURN RECEIPT REQUESTED, AND EMAIL"), gap(),
				ls("Gerald P. Norquist-Adeyemi, Area Director", "U.S. Department of Labor", "Occupational Safety and Health Administration", "Denver Area Office", "1391 Speer Boulevard, Suite 210", "Denver, CO 80204"),
				gap(),
				ls("Re:   Notice of Contest", "          Employer: Ironclad Summit Roofing, LLC", "          Inspection No. 1718462", "          Citation and Notification of Penalty issued July 22, 2024"),
				gap(),
				l("Dear Area Director Norquist-Adeyemi:"),
				p("This firm represents Ironclad Summit Roofing, LLC (\"Ironclad\"), which received the above Citation and Notification of Penalty on July 24, 2024. Pursuant to section 10(a) of the Occupational Safety and Health Act of 1970, 29 U.S.C. § 659(a), and 29 C.F.R. § 1903.17, Ironclad hereby gives notice that it contests Citation 1, Item 1 and Citation 2, Item 1 in their entirety, including the characterization of each item, the proposed penalties, and the abatement date of July 29, 2024 for Citation 2, Item 1."),
				p("Please forward this notice of contest promptly to the Occupational Safety and Health Review Commission as required by 29 C.F.R. § 1903.17(a), and direct all further communications regarding this matter to the undersigned. Ironclad will post a copy of this notice as required by the Commission's Rules of Procedure."),
				gap(),
				ls("Very truly yours,", "", "/s/ Whitney A. Crowder-Baines", "Whitney A. Crowder-Baines", "wcb@crowderbaines.example"),
				gap(),
				l("cc:   Dale R. Huxtable, President, Ironclad Summit Roofing, LLC (via email)"),
			},
		}}

	capt := func() []block {
		return append([]block{
			cb("UNITED STATES OF AMERICA"), cb("OCCUPATIONAL SAFETY AND HEALTH REVIEW COMMISSION"), gap(),
		}, caption("", []string{
			"SECRETARY OF LABOR,",
			"UNITED STATES DEPARTMENT OF LABOR,",
			"                    Complainant,",
			"          v.",
			"IRONCLAD SUMMIT ROOFING, LLC,",
			"                    Respondent.",
		}, []string{"", "", "OSHRC Docket No. 24-1187", "", "Inspection No. 1718462", ""})...)
	}
	complaint := doc{name: "Secretary's Complaint.pdf", font: "Times", size: 11.5,
		pages: []page{
			with(capt(), []block{gap(),
				cb("COMPLAINT"), gap(),
				p("The Secretary of Labor, United States Department of Labor, by her undersigned attorneys, alleges:"),
				p("I. Jurisdiction of this proceeding is conferred upon the Occupational Safety and Health Review Commission by section 10(c) of the Occupational Safety and Health Act of 1970, 29 U.S.C. § 651 et seq. (\"the Act\")."),
				p("II. Respondent, Ironclad Summit Roofing, LLC, is and at all relevant times was a Colorado limited liability company with a place of business at 5150 Brighton Boulevard, Denver, Colorado 80216, where it was engaged in roofing contracting."),
				p("III. Respondent is and at all relevant times was an employer engaged in a business affecting commerce within the meaning of section 3(5) of the Act, in that it used materials and equipment that moved in interstate commerce."),
				p("IV. On or about February 6, 2024, Respondent was engaged in re-roofing a residence at 2280 Harmon Ridge Road, Castle Rock, Colorado 80104 (\"the worksite\"), where a compliance safety and health officer conducted an inspection."),
			}),
			{
				p("V. As a result of the inspection, on July 22, 2024, the Secretary issued to Respondent a Citation and Notification of Penalty alleging a serious violation of 29 C.F.R. § 1926.1053(b)(1) (Citation 1, Item 1) and a repeat violation of 29 C.F.R. § 1926.501(b)(13) (Citation 2, Item 1), and proposing penalties totaling $43,874.00. A copy is attached as Exhibit A and incorporated by reference."),
				p("VI. The violations alleged in the Citation occurred as described therein. The repeat characterization of Citation 2, Item 1 is based on a citation for a violation of the same standard, issued to Respondent on September 14, 2021 in Inspection No. 1598233, which became a final order of the Commission on October 27, 2021."),
				p("VII. By letter dated August 9, 2024, Respondent filed a notice of contest of the Citation, the proposed penalties and an abatement date. The proposed penalties are appropriate under section 17(j) of the Act."),
				p("WHEREFORE, the Secretary requests that the Commission affirm the Citation and the proposed penalties in all respects."),
				gap(),
				ls(pl+"Marisa T. Quintero-Fahey", pl+"Solicitor of Labor", "", pl+"Bryce L. Haldorsen", pl+"Regional Solicitor", "", pl+"/s/ Natalie R. Oduya-Kemp", pl+"Natalie R. Oduya-Kemp", pl+"Trial Attorney", "", pl+"U.S. Department of Labor", pl+"Office of the Solicitor", pl+"1244 Speer Boulevard, Suite 515", pl+"Denver, CO 80204", pl+"(303) 555-0120", "", pl+"Attorneys for the Secretary of Labor"),
				gap(),
				cb("CERTIFICATE OF SERVICE"),
				p("I certify that on September 23, 2024, the foregoing Complaint was filed with the Commission through its E-File system and served by email on Whitney A. Crowder-Baines, Crowder Baines Safety Law LLC, 1700 Lincoln Street, Suite 2400, Denver, Colorado 80203, counsel for Respondent."),
				ls(pl + "/s/ Natalie R. Oduya-Kemp"),
			},
		}}

	decision := doc{name: "Decision and Order.pdf", font: "Times", size: 11,
		footer: "%d", footerAlign: "C",
		pages: []page{
			with([]block{
				small(c("United States of America"), 9), cb("OCCUPATIONAL SAFETY AND HEALTH REVIEW COMMISSION"), small(c("1120 20th Street, N.W., Ninth Floor, Washington, DC 20036-3457"), 9), gap(),
			}, caption("", []string{"SECRETARY OF LABOR,", "                    Complainant,", "          v.", "IRONCLAD SUMMIT ROOFING, LLC,", "                    Respondent."}, []string{"", "", "OSHRC Docket No. 24-1187", "", ""}), []block{gap(),
				l("Appearances:"),
				ls("     Natalie R. Oduya-Kemp, Esq., Office of the Solicitor, U.S. Department of Labor, Denver, Colorado", "          For Complainant", "     Whitney A. Crowder-Baines, Esq., Crowder Baines Safety Law LLC, Denver, Colorado", "          For Respondent"),
				gap(),
				l("Before:   Administrative Law Judge Leland F. Ashworth-Mbeki"), gap(),
				cb("DECISION AND ORDER"),
				lb("I. Procedural History"),
				p("Following an inspection on February 6, 2024 of a residential re-roofing job in Castle Rock, Colorado, OSHA issued Respondent a two-item Citation and Notification of Penalty on July 22, 2024. Respondent timely contested by letter dated August 9, 2024. A hearing was held in Denver, Colorado on March 18-19, 2025. The Secretary called Compliance Safety and Health Officer (CSHO) Renata V. Solberg. Respondent called its foreman, Cody J. Wendelborn, and its safety director, Amber K. Ruiz-Tolliver. Both parties filed post-hearing briefs on May 9, 2025."),
				lb("II. Jurisdiction"),
				p("Respondent admits that it is an employer engaged in a business affecting commerce, and that the Commission has jurisdiction under section 10(c) of the Act."),
			}),
			{
				lb("III. Citation 1, Item 1 - 29 C.F.R. § 1926.1053(b)(1)"),
				p("To establish a violation, the Secretary must show that the standard applies, its terms were violated, employees had access to the violative condition, and the employer knew or could have known of it with reasonable diligence. CSHO Solberg measured the extension of the side rails above the eave at fourteen inches and photographed two employees stepping from the ladder to the roof. Mr. Wendelborn admitted he set the ladder himself. The standard's terms were violated in plain view of the foreman, whose knowledge is imputed to Respondent. The item is affirmed as serious; a fall from the eave could cause broken bones."),
				lb("IV. Citation 2, Item 1 - 29 C.F.R. § 1926.501(b)(13)"),
				p("It is undisputed that three employees worked on a 7/12 roof about 19 feet above the ground without any fall protection. Respondent's defense of unpreventable employee misconduct fails: Ms. Ruiz-Tolliver testified that the company's written fall-protection program required harnesses, but she could identify no discipline of any employee for a fall-protection violation before February 6, 2024, and Mr. Wendelborn testified that the anchors were \"still in the truck.\" The violation is established."),
				p("The Secretary has not, however, established the repeat characterization. The prior citation, affirmed on October 27, 2021, was issued to Ironclad Roofing & Gutters, Inc., a corporation that was dissolved on March 31, 2022. Respondent was organized on February 15, 2022. Although some supervisors moved from one company to the other, the record does not show common ownership, management or control sufficient to treat the two as a single employer. The item is affirmed as serious."),
			},
			{
				lb("V. Penalty"),
				p("In assessing penalties the Commission gives due consideration to the size of the employer, the gravity of the violation, good faith, and history. 29 U.S.C. § 666(j). Respondent employed about 45 workers. The gravity of the fall-protection violation was high: three employees were exposed for most of a working day. Respondent receives no credit for good faith given its foreman's conduct. A penalty of $12,904.00 is appropriate for Citation 2, Item 1 as recharacterized. The proposed penalty of $5,162.00 for Citation 1, Item 1 is appropriate."),
				lb("ORDER"),
				p("Based upon the foregoing, it is ORDERED that:"),
				p("1. Citation 1, Item 1, alleging a serious violation of 29 C.F.R. § 1926.1053(b)(1), is AFFIRMED, and a penalty of $5,162.00 is ASSESSED."),
				p("2. Citation 2, Item 1, alleging a repeat violation of 29 C.F.R. § 1926.501(b)(13), is AFFIRMED as a serious violation, and a penalty of $12,904.00 is ASSESSED."),
				cb("SO ORDERED."),
				gap(),
				ls(pl+"/s/ Leland F. Ashworth-Mbeki", pl+"Leland F. Ashworth-Mbeki", pl+"Judge, OSHRC"),
				gap(),
				l("Date: June 20, 2025"),
				l("          Denver, Colorado"),
			},
		}}

	const (
		fc = "Citation and Notification of Penalty.pdf"
		fn = "Notice of Contest.pdf"
		fk = "Secretary's Complaint.pdf"
		fd = "Decision and Order.pdf"
	)
	return spec{
		name:       "secretary-of-labor-v-ironclad-summit-roofing-oshrc",
		title:      "Secretary of Labor v. Ironclad Summit Roofing, LLC (OSHRC Docket No. 24-1187), residential fall protection and ladder citation",
		firstSight: &truth.Figures{PartyTruth: 14, PartyFound: 12, PartyCorrect: 10, EventTruth: 25, EventHits: 25, Grounded: 1}, // at commit 78b7104
		docs:       []doc{citation, contest, complaint, decision},
		parties: []truth.Party{
			{Name: "Secretary of Labor", Role: "plaintiff"},
			{Name: "Ironclad Summit Roofing, LLC", Role: "respondent"},
			{Name: "Leland F. Ashworth-Mbeki", Role: "judge"},
			{Name: "Marisa T. Quintero-Fahey", Role: "counsel"},
			{Name: "Bryce L. Haldorsen", Role: "counsel"},
			{Name: "Natalie R. Oduya-Kemp", Role: "counsel"},
			{Name: "Whitney A. Crowder-Baines", Role: "counsel"},
			{Name: "Whitney A. Crowder-Baines", Role: "sender"},
			{Name: "Gerald P. Norquist-Adeyemi", Role: "recipient"},
			{Name: "Occupational Safety and Health Administration", Role: "recipient"},
			{Name: "Dale R. Huxtable", Role: "recipient"},
			{Name: "Renata V. Solberg", Role: "witness"},
			{Name: "Cody J. Wendelborn", Role: "witness"},
			{Name: "Amber K. Ruiz-Tolliver", Role: "witness"},
		},
		events: []truth.Event{
			{Date: "2024-02-06", File: fc, Page: 1}, // the running header, first page only
			{Date: "2024-07-22", File: fc, Page: 1},
			{Date: "2024-02-06", File: fc, Page: 2},
			{Date: "2021-10-27", File: fc, Page: 2},
			{Date: "2024-07-29", File: fc, Page: 2},
			{Date: "2024-08-09", File: fn, Page: 1},
			{Date: "2024-07-22", File: fn, Page: 1},
			{Date: "2024-07-24", File: fn, Page: 1},
			{Date: "2024-07-29", File: fn, Page: 1},
			{Date: "2024-02-06", File: fk, Page: 1},
			{Date: "2024-07-22", File: fk, Page: 2},
			{Date: "2021-09-14", File: fk, Page: 2},
			{Date: "2021-10-27", File: fk, Page: 2},
			{Date: "2024-08-09", File: fk, Page: 2},
			{Date: "2024-09-23", File: fk, Page: 2},
			{Date: "2024-02-06", File: fd, Page: 1},
			{Date: "2024-07-22", File: fd, Page: 1},
			{Date: "2024-08-09", File: fd, Page: 1},
			{Date: "2025-03-18", File: fd, Page: 1},
			{Date: "2025-05-09", File: fd, Page: 1},
			{Date: "2024-02-06", File: fd, Page: 2},
			{Date: "2021-10-27", File: fd, Page: 2},
			{Date: "2022-03-31", File: fd, Page: 2},
			{Date: "2022-02-15", File: fd, Page: 2},
			{Date: "2025-06-20", File: fd, Page: 3},
		},
	}
}
