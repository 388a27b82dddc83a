package sealed

import "pramaan/brief/truth"

// A civil appeal to a Texas intermediate court of appeals: the notice of
// appeal in the district court (the district clerk's e-filing stamp, the
// "§"-free caption with "CAUSE NO." and "IN THE DISTRICT COURT OF / TRAVIS
// COUNTY, TEXAS / 261ST JUDICIAL DISTRICT"); the appellant's brief (cover
// with "On Appeal from ...", "The Honorable ..., Presiding", "ORAL
// ARGUMENT REQUESTED"; "IDENTITY OF PARTIES AND COUNSEL" under Tex. R. App.
// P. 38.1(a); a table of contents with dot leaders; the statement of the
// case as a two-column table; record cites "(CR 45)" and "(2 RR 118)";
// certificate of compliance with a word count; certificate of service); and
// the appellate clerk's letter on the briefing schedule.
func init() { specs = append(specs, marroquinTate) }

func marroquinTate() spec {
	notice := doc{name: "Notice of Appeal.pdf", font: "Times", size: 12,
		pages: []page{
			with([]block{stamp("6/14/2024 3:12 PM", "Dolores Q. Aranda", "District Clerk", "Travis County", "D-1-GN-23-004417", "Reviewed by: Ana M."), gap(), gap(), gap()},
				[]block{c("CAUSE NO. D-1-GN-23-004417"), gap()},
				caption("", []string{"LUCINDA MARROQUIN-TATE,", "     Plaintiff,", "", "v.", "", "PEDERNALES CUSTOM BUILDERS, LLC,", "     Defendant."},
					[]string{"IN THE DISTRICT COURT OF", "", "", "TRAVIS COUNTY, TEXAS", "", "", "261ST JUDICIAL DISTRICT"}),
				[]block{gap(), cb("PLAINTIFF'S NOTICE OF APPEAL"), gap(),
					p("Plaintiff Lucinda Marroquin-Tate gives notice of her desire to appeal from the Final Judgment signed on March 18, 2024, which was made final by the overruling by operation of law of her Motion for New Trial filed on April 17, 2024. This appeal is taken to the Third Court of Appeals or the Fifteenth Court of Appeals, as assigned. This is not an accelerated appeal and is not a parental-termination or child-protection case."),
					ls("", "                                        Respectfully submitted,", "", "                                        BRANNIGAN YARBROUGH PLLC", "                                        /s/ Wyatt J. Brannigan",
						"                                        Wyatt J. Brannigan", "                                        State Bar No. 24071188", "                                        Celeste M. Yarbrough", "                                        State Bar No. 24089913",
						"                                        600 Congress Avenue, Suite 1450", "                                        Austin, Texas 78701", "                                        ATTORNEYS FOR PLAINTIFF"),
					gap(), cb("CERTIFICATE OF SERVICE"),
					p("I certify that on June 14, 2024, a true copy of this notice was served on all counsel of record through the electronic filing manager."),
					ls("                                        /s/ Wyatt J. Brannigan"),
				}),
		}}

	cover := page{
		c("No. 03-24-00412-CV"), gap(),
		cb("IN THE COURT OF APPEALS"), cb("FOR THE THIRD DISTRICT OF TEXAS"), cb("AT AUSTIN"), gap(), rule(),
		cb("LUCINDA MARROQUIN-TATE,"), c("Appellant,"), c("v."), cb("PEDERNALES CUSTOM BUILDERS, LLC,"), c("Appellee."), rule(),
		c("On Appeal from the 261st Judicial District Court of Travis County, Texas"), c("Cause No. D-1-GN-23-004417"), c("The Honorable Graciela Oyervides-Kent, Presiding"), rule(), gap(),
		cb("BRIEF OF APPELLANT"), gap(),
		ls("                                        Wyatt J. Brannigan", "                                        State Bar No. 24071188", "                                        wbrannigan@brannyarb.com",
			"                                        Celeste M. Yarbrough", "                                        State Bar No. 24089913", "                                        BRANNIGAN YARBROUGH PLLC",
			"                                        600 Congress Avenue, Suite 1450", "                                        Austin, Texas 78701", "                                        (512) 555-0186", "",
			"                                        COUNSEL FOR APPELLANT"), gap(),
		cb("ORAL ARGUMENT REQUESTED"),
	}
	brief := doc{name: "Brief of Appellant.pdf", font: "Times", size: 12, footer: "%d",
		header: "ACCEPTED 03-24-00412-CV THIRD COURT OF APPEALS AUSTIN, TEXAS 9/20/2024 4:48 PM", headerAlign: "R",
		pages: []page{
			cover,
			{
				cb("IDENTITY OF PARTIES AND COUNSEL"), gap(),
				row([]float64{0.4, 0.6}, "Appellant:", "Lucinda Marroquin-Tate"),
				row([]float64{0.4, 0.6}, "Appellate and trial counsel for Appellant:", "Wyatt J. Brannigan\nCeleste M. Yarbrough\nBRANNIGAN YARBROUGH PLLC\n600 Congress Avenue, Suite 1450\nAustin, Texas 78701"),
				row([]float64{0.4, 0.6}, "Additional trial counsel for Appellant:", "Dale R. Pettibone\nPETTIBONE LAW FIRM, P.C.\n1108 Lavaca Street, Suite 110\nAustin, Texas 78701"),
				gap(),
				row([]float64{0.4, 0.6}, "Appellee:", "Pedernales Custom Builders, LLC"),
				row([]float64{0.4, 0.6}, "Appellate and trial counsel for Appellee:", "Ximena Arredondo-Cobb\nHarlan T. Fitzsimmons\nARREDONDO COBB & FITZSIMMONS LLP\n98 San Jacinto Boulevard, Suite 700\nAustin, Texas 78701"),
				gap(),
				row([]float64{0.4, 0.6}, "Trial court:", "The Honorable Graciela Oyervides-Kent\n261st Judicial District Court, Travis County"),
				gap(), gap(),
				cb("TABLE OF CONTENTS"), gap(),
				ls("Identity of Parties and Counsel ........................................................ ii", "Index of Authorities ........................................................................... iv",
					"Statement of the Case ........................................................................ vi", "Issues Presented ............................................................................... vii",
					"Statement of Facts ............................................................................... 1", "Summary of the Argument ................................................................... 4",
					"Argument ............................................................................................. 5", "Prayer ................................................................................................ 18"),
			},
			{
				cb("STATEMENT OF THE CASE"), gap(),
				row([]float64{0.3, 0.7}, "Nature of the case:", "Suit by a homeowner against her builder for breach of a residential construction contract and of the implied warranty of good workmanship (CR 4-19)."),
				row([]float64{0.3, 0.7}, "Course of proceedings:", "Bench trial held January 22-23, 2024 (2 RR 1 - 3 RR 214)."),
				row([]float64{0.3, 0.7}, "Trial court disposition:", "Final Judgment signed March 18, 2024 that Plaintiff take nothing (CR 312). Motion for new trial filed April 17, 2024 (CR 318) and overruled by operation of law."),
				gap(),
				cb("ISSUES PRESENTED"),
				p("1. Did the trial court err in holding that the contract's one-year warranty clause disclaimed the implied warranty of good workmanship, where the clause does not describe the manner, performance or quality of the work in plain and specific terms?"),
				p("2. Is the evidence legally and factually sufficient to support the finding that the foundation's movement was caused by the homeowner's landscaping?"),
				gap(),
				cb("STATEMENT OF FACTS"),
				p("Ms. Marroquin-Tate signed a contract with Pedernales Custom Builders, LLC on May 5, 2021 for the construction of a home in Dripping Springs (CR 22; PX 1). The home was completed and she moved in on December 9, 2022 (2 RR 41). By August 2023 cracks had appeared in the interior walls and the slab (2 RR 57). Her engineer, Dr. Royce Engelbrecht, testified that the post-tension cables had been stressed below specification (2 RR 118-146)."),
			},
			{
				cb("PRAYER"),
				p("Appellant asks the Court to reverse the take-nothing judgment and render judgment for her, or alternatively to remand for a new trial."),
				ls("                                        /s/ Wyatt J. Brannigan", "                                        Wyatt J. Brannigan", "                                        COUNSEL FOR APPELLANT"), gap(),
				cb("CERTIFICATE OF COMPLIANCE"),
				p("This brief complies with Texas Rule of Appellate Procedure 9.4(i)(2)(B) because it contains 7,412 words, excluding the parts of the brief exempted by Rule 9.4(i)(1). It was prepared in a conventional typeface no smaller than 14-point for text and 12-point for footnotes."),
				ls("                                        /s/ Wyatt J. Brannigan"), gap(),
				cb("CERTIFICATE OF SERVICE"),
				p("I certify that on September 20, 2024, a true and correct copy of this brief was served on counsel for Appellee, Ximena Arredondo-Cobb and Harlan T. Fitzsimmons, through the electronic filing manager."),
				ls("                                        /s/ Wyatt J. Brannigan"),
			},
		}}

	letter := doc{name: "Clerk's Letter Briefing Schedule.pdf", font: "Times", size: 11,
		pages: []page{{
			cb("COURT OF APPEALS"), cb("THIRD DISTRICT OF TEXAS"), c("P.O. Box 12547, Austin, Texas 78711-2547  |  (512) 555-0170"), rule(),
			ls("Wednesday, September 25, 2024", "", "Mr. Wyatt J. Brannigan", "Brannigan Yarbrough PLLC", "600 Congress Avenue, Suite 1450", "Austin, TX 78701", "* DELIVERED VIA E-MAIL *", "",
				"Ms. Ximena Arredondo-Cobb", "Arredondo Cobb & Fitzsimmons LLP", "98 San Jacinto Boulevard, Suite 700", "Austin, TX 78701", "* DELIVERED VIA E-MAIL *"), gap(),
			ls("RE:   Court of Appeals Number:  03-24-00412-CV", "      Trial Court Case Number:  D-1-GN-23-004417", "", "Style:   Lucinda Marroquin-Tate", "         v. Pedernales Custom Builders, LLC"), gap(),
			p("The Court received the clerk's record on August 2, 2024 and the reporter's record on August 23, 2024. Appellant's brief was filed on September 20, 2024. Appellee's brief is due on October 21, 2024. Appellant's request for oral argument has been noted; the Court will notify the parties if the case is set for submission with argument."),
			ls("Very truly yours,", "", "JEFFREY D. KYLESTONE, CLERK", "", "BY: Marisa T. Dunleavy, Deputy Clerk"),
		}}}

	return spec{
		name: "marroquin-tate-v-pedernales-tex-app", title: "Marroquin-Tate v. Pedernales Custom Builders, LLC (Tex. App.—Austin No. 03-24-00412-CV)",
		firstSight: &truth.Figures{PartyTruth: 12, PartyFound: 14, PartyCorrect: 7, EventTruth: 15, EventHits: 15, Grounded: 1}, // at commit 3fda783
		docs:       []doc{notice, brief, letter},
		parties: []truth.Party{
			{Name: "Lucinda Marroquin-Tate", Role: "appellant"},
			{Name: "Pedernales Custom Builders, LLC", Role: "appellee"},
			{Name: "Wyatt J. Brannigan", Role: "counsel"},
			{Name: "Celeste M. Yarbrough", Role: "counsel"},
			{Name: "Dale R. Pettibone", Role: "counsel"},
			{Name: "Ximena Arredondo-Cobb", Role: "counsel"},
			{Name: "Harlan T. Fitzsimmons", Role: "counsel"},
			{Name: "Graciela Oyervides-Kent", Role: "judge"},
			{Name: "Royce Engelbrecht", Role: "witness"},
			{Name: "Wyatt J. Brannigan", Role: "recipient"},
			{Name: "Ximena Arredondo-Cobb", Role: "recipient"},
			{Name: "Jeffrey D. Kylestone", Role: "sender"}, // the clerk, by his deputy
		},
		events: []truth.Event{
			{Date: "2024-06-14", File: "Notice of Appeal.pdf", Page: 1},
			{Date: "2024-03-18", File: "Notice of Appeal.pdf", Page: 1},
			{Date: "2024-04-17", File: "Notice of Appeal.pdf", Page: 1},
			{Date: "2024-09-20", File: "Brief of Appellant.pdf", Page: 1},
			{Date: "2024-01-22", File: "Brief of Appellant.pdf", Page: 3},
			{Date: "2024-03-18", File: "Brief of Appellant.pdf", Page: 3},
			{Date: "2024-04-17", File: "Brief of Appellant.pdf", Page: 3},
			{Date: "2021-05-05", File: "Brief of Appellant.pdf", Page: 3},
			{Date: "2022-12-09", File: "Brief of Appellant.pdf", Page: 3},
			{Date: "2024-09-20", File: "Brief of Appellant.pdf", Page: 4},
			{Date: "2024-09-25", File: "Clerk's Letter Briefing Schedule.pdf", Page: 1},
			{Date: "2024-08-02", File: "Clerk's Letter Briefing Schedule.pdf", Page: 1},
			{Date: "2024-08-23", File: "Clerk's Letter Briefing Schedule.pdf", Page: 1},
			{Date: "2024-09-20", File: "Clerk's Letter Briefing Schedule.pdf", Page: 1},
			{Date: "2024-10-21", File: "Clerk's Letter Briefing Schedule.pdf", Page: 1},
		},
	}
}
