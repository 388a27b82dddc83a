package samples

// DEV SET (held out at first sight): an insurance bad-faith appeal in the
// Ninth Circuit. The appellate ECF legend atop every page ("Case: 24-3157,
// 09/16/2024, DktEntry: 12.1, Page 1 of 4"); the opening brief's cover
// ("No. 24-3157", "IN THE UNITED STATES COURT OF APPEALS FOR THE NINTH
// CIRCUIT", "Plaintiff-Appellant, v. ... Defendant-Appellee.", "On Appeal
// from the United States District Court for the District of Arizona", the
// district judge's name under the case number, counsel's block at the
// foot); the appellee's corporate disclosure statement under Rule 26.1;
// the certificate of compliance on the court's Form 8 (a form's lines
// "9th Cir. Case Number(s)", check boxes, "Signature" and "Date" on one
// line, the form's footer); and the memorandum disposition ("NOT FOR
// PUBLICATION", the clerk's "FILED" box, "MEMORANDUM*", "Argued and
// Submitted", "Before: A, B, Circuit Judges, and C,** District Judge.",
// the footnotes). The district judge whose judgment is reviewed is a
// judge, as is each member of the panel; the clerk is no party.
func init() { specs = append(specs, quintana) }

func quintana() matterSpec {
	cover := doc{name: "Appellant's Opening Brief (cover and certificates).pdf", font: "Times", size: 12,
		header: "Case: 24-3157, 09/16/2024, DktEntry: 12.1, Page %d of 4",
		pages: []page{
			{
				cb("No. 24-3157"), gap(),
				cb("IN THE UNITED STATES COURT OF APPEALS"), cb("FOR THE NINTH CIRCUIT"), gap(),
				c("MARISOL QUINTANA-REYES,"), c("Plaintiff-Appellant,"), gap(), c("v."), gap(),
				c("DESERT SUN MUTUAL INSURANCE COMPANY,"), c("Defendant-Appellee."), gap(),
				c("On Appeal from the United States District Court"), c("for the District of Arizona"),
				c("No. 2:23-cv-01144-SRC"), c("Hon. Stephen R. Cardwell, District Judge"), gap(),
				cb("APPELLANT'S OPENING BRIEF"), gap(), gap(),
				ls("                                        Elena M. Duarte",
					"                                        Jonah T. Finch",
					"                                        DUARTE & FINCH PLLC",
					"                                        2398 East Camelback Road, Suite 600",
					"                                        Phoenix, Arizona 85016",
					"                                        (602) 555-0134",
					"                                        eduarte@duartefinch.com",
					"",
					"                                        Attorneys for Plaintiff-Appellant"),
			},
			{
				cb("STATEMENT OF THE CASE"),
				p("Marisol Quintana-Reyes's home in Flagstaff burned on December 4, 2021. Desert Sun Mutual Insurance Company denied her claim on April 19, 2022, citing a vacancy exclusion, although she had been living in the house until three weeks before the fire. She sued for breach of contract and bad faith. On cross-motions for summary judgment, the district court entered judgment for Desert Sun on July 30, 2024 (1-ER-4), and she timely appealed on August 21, 2024 (3-ER-512)."),
				cb("STATEMENT REGARDING ORAL ARGUMENT"),
				p("Appellant requests oral argument. The appeal turns on Arizona's reasonable-expectations doctrine as applied to a vacancy exclusion, on which the Arizona Supreme Court has not spoken."),
				l("Dated: September 16, 2024"),
				ls("                                        /s/ Elena M. Duarte", "                                        Elena M. Duarte", "                                        Attorney for Plaintiff-Appellant"),
			},
		}}

	disclosure := doc{name: "Appellee's Corporate Disclosure Statement.pdf", font: "Times", size: 12,
		header: "Case: 24-3157, 11/15/2024, DktEntry: 21.1, Page %d of %t",
		pages: []page{{
			cb("No. 24-3157"), gap(),
			cb("IN THE UNITED STATES COURT OF APPEALS"), cb("FOR THE NINTH CIRCUIT"), gap(),
			c("MARISOL QUINTANA-REYES, Plaintiff-Appellant,"), c("v."), c("DESERT SUN MUTUAL INSURANCE COMPANY, Defendant-Appellee."), gap(),
			cb("CORPORATE DISCLOSURE STATEMENT"), gap(),
			p("Pursuant to Federal Rule of Appellate Procedure 26.1, Defendant-Appellee Desert Sun Mutual Insurance Company states that it is a mutual insurance company organized under the laws of Arizona, owned by its policyholders. It has no parent corporation, and no publicly held corporation owns 10% or more of its stock."),
			l("Dated: November 15, 2024"),
			ls("                                        HOLLIS KIMURA LLP", "",
				"                                        By: /s/ Bradley S. Kimura",
				"                                            Bradley S. Kimura",
				"                                            Rachel A. Osei",
				"                                        One Arizona Center, 400 East Van Buren Street",
				"                                        Phoenix, Arizona 85004",
				"",
				"                                        Attorneys for Defendant-Appellee",
				"                                        Desert Sun Mutual Insurance Company"),
		}}}

	form8 := doc{name: "Form 8 Certificate of Compliance.pdf", font: "Helvetica", size: 10,
		header: "Case: 24-3157, 09/16/2024, DktEntry: 12.1, Page 4 of 4",
		footer: "Form 8                                                                                                                 Rev. 12/01/22",
		pages: []page{{
			cb("UNITED STATES COURT OF APPEALS FOR THE NINTH CIRCUIT"), gap(),
			cb("Form 8. Certificate of Compliance for Briefs"), gap(),
			small(c("Instructions for this form: http://www.ca9.uscourts.gov/forms/form08instructions.pdf"), 8), gap(),
			ls("9th Cir. Case Number(s)     24-3157"),
			gap(),
			l("I am the attorney or self-represented party."),
			gap(),
			l("This brief contains    11,482    words, including    0    words manually counted in any visual images, and excluding the items exempted by FRAP 32(f). The brief's type size and typeface comply with FRAP 32(a)(5) and (6)."),
			gap(),
			l("I certify that this brief (select only one):"),
			ls("[X] complies with the word limit of Cir. R. 32-1.",
				"[ ] is a cross-appeal brief and complies with the word limit of Cir. R. 28.1-1.",
				"[ ] is an amicus brief and complies with the word limit of FRAP 29(a)(5), Cir. R. 29-2(c)(2), or Cir. R. 29-2(c)(3).",
				"[ ] is for a death penalty case and complies with the word limit of Cir. R. 32-4.",
				"[ ] complies with the longer length limit permitted by Cir. R. 32-2(b)."),
			gap(),
			ls("Signature   s/ Elena M. Duarte                              Date   Sep 16, 2024",
				"(use \"s/[typed name]\" to sign electronically-filed documents)"),
			gap(),
			small(c("Feedback or questions about this form? Email us at forms@ca9.uscourts.gov"), 8),
		}}}

	memo := doc{name: "Memorandum Disposition 2025-06-11.pdf", font: "Times", size: 11.5,
		header: "Case: 24-3157, 06/11/2025, DktEntry: 48.1, Page %d of %t",
		pages: []page{
			{
				cb("NOT FOR PUBLICATION"),
				small(r("FILED\n\nJUN 11 2025\n\nCAROLINE B. ESPINOZA, CLERK\nU.S. COURT OF APPEALS"), 8),
				cb("UNITED STATES COURT OF APPEALS"), cb("FOR THE NINTH CIRCUIT"), gap(),
				caption("", []string{
					"MARISOL QUINTANA-REYES,",
					"",
					"                Plaintiff-Appellant,",
					"",
					"  v.",
					"",
					"DESERT SUN MUTUAL INSURANCE",
					"COMPANY,",
					"",
					"                Defendant-Appellee.",
				}, []string{"No. 24-3157", "", "D.C. No. 2:23-cv-01144-SRC", "", "", "MEMORANDUM*"}),
				gap(),
				c("Appeal from the United States District Court"), c("for the District of Arizona"),
				c("Stephen R. Cardwell, District Judge, Presiding"), gap(),
				c("Argued and Submitted May 14, 2025"), c("Phoenix, Arizona"), gap(),
				c("Before: GOULD-ABARA and VENKATESAN, Circuit Judges, and HOLMGREN,** District Judge."), gap(),
				p("Marisol Quintana-Reyes appeals the district court's summary judgment for Desert Sun Mutual Insurance Company on her claims for breach of contract and breach of the duty of good faith and fair dealing. We have jurisdiction under 28 U.S.C. Section 1291. We review de novo, and we affirm in part, reverse in part, and remand."),
				gap(),
				small(l("* This disposition is not appropriate for publication and is not precedent except as provided by Ninth Circuit Rule 36-3."), 9),
				small(l("** The Honorable Karin L. Holmgren, United States District Judge for the District of Oregon, sitting by designation."), 9),
			},
			{
				p("1. The district court correctly held that the vacancy exclusion is unambiguous. But under Darner Motor Sales, Inc. v. Universal Underwriters Insurance Co., 682 P.2d 388 (Ariz. 1984), a boilerplate term may be unenforceable if the insurer had reason to believe the insured would not have assented to it. Quintana-Reyes's declaration that the agent told her on March 2, 2021 that a house \"between tenants\" stayed covered raises a genuine dispute on that question."),
				p("2. The bad-faith claim fails. Desert Sun's reliance on the exclusion's plain text was at least fairly debatable when it denied the claim."),
				p("AFFIRMED in part, REVERSED in part, and REMANDED. Each party shall bear its own costs on appeal."),
			},
		}}

	return matterSpec{
		name: "quintana-reyes-v-desert-sun", title: "Quintana-Reyes v. Desert Sun Mutual Insurance Co. (9th Cir., No. 24-3157)", heldOut: true,
		firstSight: &Figures{PartyTruth: 10, PartyFound: 10, PartyCorrect: 10, EventTruth: 11, EventHits: 11, Grounded: 1}, // at 2354bdd
		docs:       []doc{cover, disclosure, form8, memo},
		parties: []Party{
			{"Marisol Quintana-Reyes", "appellant"},
			{"Marisol Quintana-Reyes", "plaintiff"}, // "Plaintiff-Appellant": both roles (see HELDOUT.md's decisions)
			{"Desert Sun Mutual Insurance Company", "appellee"},
			{"Desert Sun Mutual Insurance Company", "defendant"},
			{"Elena M. Duarte", "counsel"},
			{"Jonah T. Finch", "counsel"},
			{"Bradley S. Kimura", "counsel"},
			{"Rachel A. Osei", "counsel"},
			{"Stephen R. Cardwell", "judge"},
			{"Gould-Abara", "judge"},
			{"Venkatesan", "judge"},
			{"Karin L. Holmgren", "judge"},
		},
		events: []Event{
			{"2024-09-16", "Appellant's Opening Brief (cover and certificates).pdf", 1},
			{"2021-12-04", "Appellant's Opening Brief (cover and certificates).pdf", 2},
			{"2022-04-19", "Appellant's Opening Brief (cover and certificates).pdf", 2},
			{"2024-07-30", "Appellant's Opening Brief (cover and certificates).pdf", 2},
			{"2024-08-21", "Appellant's Opening Brief (cover and certificates).pdf", 2},
			{"2024-09-16", "Appellant's Opening Brief (cover and certificates).pdf", 2},
			{"2024-11-15", "Appellee's Corporate Disclosure Statement.pdf", 1},
			{"2024-09-16", "Form 8 Certificate of Compliance.pdf", 1},
			{"2025-06-11", "Memorandum Disposition 2025-06-11.pdf", 1},
			{"2025-05-14", "Memorandum Disposition 2025-06-11.pdf", 1},
			{"2021-03-02", "Memorandum Disposition 2025-06-11.pdf", 2},
		},
	}
}
