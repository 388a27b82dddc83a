package sealed

import "pramaan/brief/truth"

// An ERISA long-term disability claim from denial to suit: the insurer's
// claim denial letter (claims-center letterhead, a "Re:" block of claimant,
// policy, claim and employer numbers, the plan's definition of disability
// quoted, the statement of appeal rights under section 503, the analyst's
// signature and "cc:" to the employer); counsel's administrative appeal
// letter by fax and certified mail with the treating physician's
// declaration enclosed; and the complaint for plan benefits in the
// Northern District of California (counsel's block at the top left with
// "(SBN ...)", the ECF header, the plan named as a defendant).
func init() { specs = append(specs, solheimPratt) }

func solheimPratt() spec {
	denial := doc{name: "Claim Denial Letter.pdf", font: "Helvetica", size: 10,
		pages: []page{
			{
				lb("ARBOR CREST LIFE INSURANCE COMPANY"), l("Disability Claims Center | P.O. Box 4417 | Omaha, NE 68103 | Toll-free 1-800-555-0144 | Fax 1-402-555-0145"), rule(),
				ls("August 2, 2023", "", "Ingrid Solheim-Pratt", "2291 Alameda de las Pulgas", "Redwood City, CA 94061", ""),
				row([]float64{0.25, 0.75}, "Re:", "Claimant: Ingrid Solheim-Pratt\nPolicy No.: LTD-884102\nClaim No.: 23-DI-55810\nEmployer: Tessellate Software, Inc."),
				gap(),
				l("Dear Ms. Solheim-Pratt:"), gap(),
				p("We have completed our review of your claim for Long Term Disability (LTD) benefits under the Tessellate Software, Inc. Long Term Disability Plan (the \"Plan\"), which is insured by Arbor Crest Life Insurance Company under the policy referenced above. We have determined that benefits are not payable, for the reasons below."),
				p("You stopped working as a Senior Software Engineer on February 6, 2023, due to fatigue and joint pain reported as systemic lupus erythematosus. The Plan's 90-day elimination period ended on May 7, 2023. The Plan defines Disability during the first 24 months as being unable to perform with reasonable continuity the Material and Substantial Duties of your Own Occupation."),
				p("We reviewed records from your treating rheumatologist for office visits from January 12, 2023 through June 20, 2023, and we obtained an independent review of the file by a physician board certified in rheumatology, completed on July 19, 2023. The reviewer found that the records do not support restrictions that would preclude sedentary work on a full-time basis."),
				lb("Your right to appeal"),
				p("Under Section 503 of the Employee Retirement Income Security Act of 1974 (ERISA), you may request a review of this decision by writing to us within 180 days after you receive this letter. You may submit written comments, documents, records and other information relating to your claim, and you may request free copies of all documents relevant to your claim. If your appeal is denied, you have the right to bring a civil action under Section 502(a) of ERISA."),
				ls("Sincerely,", "", "Tobias Erling", "Senior Disability Benefits Specialist", "", "cc: Tessellate Software, Inc., Benefits Department"),
			},
		}}

	appeal := doc{name: "ERISA Appeal Letter with Physician Declaration.pdf", font: "Times", size: 11,
		pages: []page{
			{
				cb("LAW OFFICE OF RAFAEL OQUENDO-STIRLING"), c("1800 Broadway, Suite 700 | Oakland, California 94612 | (510) 555-0179 | roquendo@oquendolaw.example"), rule(),
				ls("January 25, 2024", "", "VIA FAX (402-555-0145) AND CERTIFIED MAIL", "", "Arbor Crest Life Insurance Company", "Appeals Unit", "P.O. Box 4417", "Omaha, NE 68103", "Attn: Tobias Erling", ""),
				row([]float64{0.2, 0.8}, "Re:", "ERISA Appeal - Claimant: Ingrid Solheim-Pratt\nClaim No.: 23-DI-55810; Policy No.: LTD-884102"),
				gap(),
				l("Dear Mr. Erling:"), gap(),
				p("This office represents Ingrid Solheim-Pratt. Please accept this letter as her timely appeal under 29 C.F.R. § 2560.503-1(h) of the denial of her LTD claim set out in your letter of August 2, 2023."),
				p("Enclosed is the declaration of her treating rheumatologist dated January 10, 2024, together with her updated records and the report of a functional capacity evaluation performed on December 5, 2023, which found that she could sit for no more than two hours in a workday. Your reviewer did not examine Ms. Solheim-Pratt or speak to her physician."),
				p("We request that you provide us with a copy of the complete claim file, including the reviewer's credentials and any internal guidelines relied upon, and that you decide this appeal within the 45 days allowed by the regulation."),
				ls("Very truly yours,", "", "/s/ Rafael Oquendo-Stirling", "Rafael Oquendo-Stirling", "", "Enclosures", "cc: Ingrid Solheim-Pratt (w/ encl.)"),
			},
			{
				cb("DECLARATION OF MIREILLE ACHTERBERG, M.D."), gap(),
				p("I, Mireille Achterberg, M.D., declare:"),
				p("1. I am a physician licensed in California and board certified in rheumatology. I have treated Ingrid Solheim-Pratt since October 14, 2021 for systemic lupus erythematosus with inflammatory arthritis."),
				p("2. Since a flare in late January 2023, Ms. Solheim-Pratt has had persistent fatigue, morning stiffness of more than two hours, and swelling of the small joints of both hands. In my opinion she has been unable since February 6, 2023 to sustain full-time sedentary work requiring prolonged keyboard use and concentration."),
				p("I declare under penalty of perjury under the laws of the State of California that the foregoing is true and correct. Executed on January 10, 2024 at Palo Alto, California."),
				ls("", "                                        /s/ Mireille Achterberg, M.D.", "                                        Mireille Achterberg, M.D."),
			},
		}}

	complaint := doc{name: "Complaint for Recovery of Plan Benefits.pdf", font: "Times", size: 12, pleading: true,
		header: "Case 3:24-cv-05512   Document 1   Filed 08/29/24   Page %d of %t",
		footer: "COMPLAINT FOR RECOVERY OF PLAN BENEFITS", footerAlign: "C",
		pages: []page{
			{
				ls("Rafael Oquendo-Stirling (SBN 241187)", "LAW OFFICE OF RAFAEL OQUENDO-STIRLING", "1800 Broadway, Suite 700", "Oakland, California 94612", "Telephone: (510) 555-0179", "", "Attorney for Plaintiff", "INGRID SOLHEIM-PRATT"), gap(),
				cb("UNITED STATES DISTRICT COURT"), cb("NORTHERN DISTRICT OF CALIFORNIA"), gap(),
				row([]float64{0.52, 0.48}, "INGRID SOLHEIM-PRATT,\n\n               Plaintiff,\n     v.\n\nARBOR CREST LIFE INSURANCE COMPANY;\nTESSELLATE SOFTWARE, INC. LONG TERM\nDISABILITY PLAN,\n\n               Defendants.",
					"Case No. 3:24-cv-05512\n\nCOMPLAINT FOR RECOVERY OF PLAN BENEFITS AND ENFORCEMENT OF RIGHTS UNDER ERISA (29 U.S.C. § 1132(a)(1)(B))"),
				gap(),
				p("Plaintiff Ingrid Solheim-Pratt alleges:"),
				p("1. This Court has jurisdiction under 29 U.S.C. § 1132(e) and (f). Venue is proper because the Plan is administered in part and the breach took place in this district."),
			},
			{
				p("2. Defendant Tessellate Software, Inc. Long Term Disability Plan (the \"Plan\") is an employee welfare benefit plan. Defendant Arbor Crest Life Insurance Company (\"Arbor Crest\") insures the Plan and decides claims under it."),
				p("3. Plaintiff became disabled on February 6, 2023. Arbor Crest denied her claim by letter of August 2, 2023. Plaintiff appealed on January 25, 2024. Arbor Crest upheld the denial on May 20, 2024, without having obtained an examination or addressed the functional capacity evaluation. Plaintiff has exhausted the Plan's administrative remedies."),
				p("4. Plaintiff has been disabled under the terms of the Plan at all times since February 6, 2023, and is entitled to monthly benefits from May 8, 2023."),
				p("WHEREFORE Plaintiff prays for a declaration that she is entitled to benefits under the Plan, for payment of past-due benefits with prejudgment interest, and for attorneys' fees and costs under 29 U.S.C. § 1132(g)."),
				ls("Dated: August 29, 2024                 LAW OFFICE OF RAFAEL OQUENDO-STIRLING", "", "                                        By: /s/ Rafael Oquendo-Stirling", "                                            Rafael Oquendo-Stirling", "                                            Attorney for Plaintiff"),
			},
		}}

	return spec{
		name: "solheim-pratt-v-arbor-crest-erisa", title: "Solheim-Pratt v. Arbor Crest Life Insurance Company (N.D. Cal. No. 3:24-cv-05512, ERISA)",
		firstSight: &truth.Figures{PartyTruth: 10, PartyFound: 14, PartyCorrect: 8, EventTruth: 20, EventHits: 20, Grounded: 1}, // at commit 3dc306d
		docs:       []doc{denial, appeal, complaint},
		parties: []truth.Party{
			{Name: "Ingrid Solheim-Pratt", Role: "plaintiff"},
			{Name: "Ingrid Solheim-Pratt", Role: "recipient"},
			{Name: "Arbor Crest Life Insurance Company", Role: "defendant"},
			{Name: "Tessellate Software, Inc. Long Term Disability Plan", Role: "defendant"},
			{Name: "Tessellate Software, Inc.", Role: "recipient"}, // copied on the denial
			{Name: "Tobias Erling", Role: "sender"},
			{Name: "Tobias Erling", Role: "recipient"},
			{Name: "Rafael Oquendo-Stirling", Role: "counsel"},
			{Name: "Rafael Oquendo-Stirling", Role: "sender"},
			{Name: "Mireille Achterberg", Role: "declarant"},
		},
		events: []truth.Event{
			{Date: "2023-08-02", File: "Claim Denial Letter.pdf", Page: 1},
			{Date: "2023-02-06", File: "Claim Denial Letter.pdf", Page: 1},
			{Date: "2023-05-07", File: "Claim Denial Letter.pdf", Page: 1},
			{Date: "2023-01-12", File: "Claim Denial Letter.pdf", Page: 1},
			{Date: "2023-06-20", File: "Claim Denial Letter.pdf", Page: 1},
			{Date: "2023-07-19", File: "Claim Denial Letter.pdf", Page: 1},
			{Date: "2024-01-25", File: "ERISA Appeal Letter with Physician Declaration.pdf", Page: 1},
			{Date: "2023-08-02", File: "ERISA Appeal Letter with Physician Declaration.pdf", Page: 1},
			{Date: "2024-01-10", File: "ERISA Appeal Letter with Physician Declaration.pdf", Page: 1},
			{Date: "2023-12-05", File: "ERISA Appeal Letter with Physician Declaration.pdf", Page: 1},
			{Date: "2021-10-14", File: "ERISA Appeal Letter with Physician Declaration.pdf", Page: 2},
			{Date: "2023-02-06", File: "ERISA Appeal Letter with Physician Declaration.pdf", Page: 2},
			{Date: "2024-01-10", File: "ERISA Appeal Letter with Physician Declaration.pdf", Page: 2},
			{Date: "2024-08-29", File: "Complaint for Recovery of Plan Benefits.pdf", Page: 1},
			{Date: "2023-02-06", File: "Complaint for Recovery of Plan Benefits.pdf", Page: 2},
			{Date: "2023-08-02", File: "Complaint for Recovery of Plan Benefits.pdf", Page: 2},
			{Date: "2024-01-25", File: "Complaint for Recovery of Plan Benefits.pdf", Page: 2},
			{Date: "2024-05-20", File: "Complaint for Recovery of Plan Benefits.pdf", Page: 2},
			{Date: "2023-05-08", File: "Complaint for Recovery of Plan Benefits.pdf", Page: 2},
			{Date: "2024-08-29", File: "Complaint for Recovery of Plan Benefits.pdf", Page: 2},
		},
	}
}
