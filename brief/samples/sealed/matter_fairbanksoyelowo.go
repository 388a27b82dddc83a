package sealed

import "pramaan/brief/truth"

// An Ohio state-court employment case in the Franklin County Court of
// Common Pleas: every filed page under the clerk's e-filing header ("Franklin
// County Ohio Clerk of Courts of the Common Pleas- 2024 Apr 29 ..."); the
// complaint for age discrimination and retaliation under R.C. Chapter 4112
// with addresses in the caption, the judge's name beside the case number,
// Ohio registration numbers and a jury demand; the employer's and
// supervisor's answer with affirmative defenses; a notice of the
// supervisor's deposition "TO:" defence counsel; an excerpt of the
// plaintiff's deposition (caption page, appearances with "ALSO PRESENT",
// numbered lines, the reporter's certificate); and the court's decision and
// entry on summary judgment, ending with the court's electronic signature
// page.
func init() { specs = append(specs, fairbanksOyelowo) }

func fairbanksOyelowo() spec {
	efile := func(when string) string {
		return "Franklin County Ohio Clerk of Courts of the Common Pleas- " + when + "-24CV003318"
	}
	court := []block{cb("IN THE COURT OF COMMON PLEAS OF FRANKLIN COUNTY, OHIO"), cb("CIVIL DIVISION"), gap()}
	capt := row([]float64{0.55, 0.05, 0.40},
		"DENISE A. FAIRBANKS-OYELOWO\n4471 Kenny Road\nColumbus, Ohio 43220,\n                    Plaintiff,\n     v.\nCROSSROADS MIDWEST DISTRIBUTION, INC.\nc/o its Statutory Agent\n2800 Alum Creek Drive\nColumbus, Ohio 43207,\n\nand\n\nGARRETT L. HUMPHRIES\n1915 Bexley Park Road\nBexley, Ohio 43209,\n                    Defendants.",
		":\n:\n:\n:\n:\n:\n:\n:\n:\n:\n:\n:\n:\n:\n:\n:",
		"\n\nCase No. 24 CV 003318\n\nJudge Harriet L. Pendleton-Osei\n\n")
	shortCapt := row([]float64{0.55, 0.05, 0.40},
		"DENISE A. FAIRBANKS-OYELOWO,\n                    Plaintiff,\n     v.\nCROSSROADS MIDWEST DISTRIBUTION, INC.,\net al.,\n                    Defendants.",
		":\n:\n:\n:\n:\n:",
		"Case No. 24 CV 003318\n\nJudge Harriet L. Pendleton-Osei")
	pSig := []string{"                                        Respectfully submitted,", "", "                                        /s/ Marcus T. Villanueva-Stroh", "                                        Marcus T. Villanueva-Stroh (0087412)", "                                        Trial Attorney", "                                        Priyanka R. Lam (0096631)", "                                        VILLANUEVA STROH & LAM, LLC", "                                        65 East State Street, Suite 1800", "                                        Columbus, Ohio 43215", "                                        (614) 555-0183", "                                        mvs@vsllaw.example", "                                        Counsel for Plaintiff"}

	complaint := doc{name: "Complaint with Jury Demand.pdf", font: "Times", size: 11.5,
		header: efile("2024 Apr 29 2:14 PM"),
		pages: []page{
			with(court, []block{capt, gap(), cb("COMPLAINT WITH JURY DEMAND ENDORSED HEREON"), gap(),
				p("Plaintiff Denise A. Fairbanks-Oyelowo, for her Complaint against Defendants Crossroads Midwest Distribution, Inc. (\"Crossroads\") and Garrett L. Humphries, states:"),
				p("1. Plaintiff is a resident of Franklin County, Ohio. She was born in 1965 and was 58 years old when Crossroads terminated her employment."),
				p("2. Crossroads is an Ohio corporation that operates a distribution center at 2800 Alum Creek Drive, Columbus, Ohio, and is an employer within the meaning of R.C. 4112.01(A)(2). Humphries was at all relevant times Crossroads' Regional Director of Operations and Plaintiff's supervisor."),
				p("3. Venue is proper in this Court under Civ.R. 3(C) because Defendants' conduct giving rise to the claims occurred in Franklin County."),
			}),
			{
				cb("FACTS"),
				p("4. Crossroads hired Plaintiff on March 12, 2009. From 2016 she was the Inventory Control Manager at the Alum Creek distribution center and received ratings of \"exceeds expectations\" in every annual review through 2022."),
				p("5. Humphries became Regional Director on January 8, 2023. In staff meetings he referred to Plaintiff as having been there \"since the flip-phone days,\" asked when she planned to \"hand the keys to the next generation,\" and told another manager that the team needed \"younger energy.\""),
				p("6. On June 2, 2023, Plaintiff complained in writing to Crossroads' Human Resources department that Humphries was treating her differently because of her age. Crossroads did not investigate."),
				p("7. On July 10, 2023, five weeks after her complaint, Humphries placed Plaintiff on a performance improvement plan citing cycle-count variances that pre-dated her supervision of the cycle-count team. On September 15, 2023, Crossroads terminated Plaintiff's employment and replaced her with a 34-year-old employee whom Humphries had recruited from his former employer."),
				p("8. Plaintiff filed a charge of age discrimination and retaliation with the Ohio Civil Rights Commission on January 22, 2024, and received a notice of right to sue dated April 10, 2024."),
				cb("COUNT ONE - AGE DISCRIMINATION (R.C. 4112.02(A) and 4112.14)"),
				p("9. Crossroads discharged Plaintiff because of her age, in violation of R.C. 4112.02(A) and 4112.14."),
				cb("COUNT TWO - RETALIATION (R.C. 4112.02(I)) AND AIDING AND ABETTING (R.C. 4112.02(J))"),
				p("10. Defendants retaliated against Plaintiff for opposing age discrimination, and Humphries aided, abetted and incited that retaliation."),
			},
			{
				cb("PRAYER FOR RELIEF"),
				p("WHEREFORE, Plaintiff demands judgment against Defendants, jointly and severally, for back pay and lost benefits, front pay or reinstatement, compensatory damages in excess of $25,000, punitive damages, reasonable attorney's fees, pre- and post-judgment interest, and costs."),
				ls(pSig...), gap(),
				cb("JURY DEMAND"),
				p("Plaintiff demands a trial by jury on all issues so triable."),
				r("/s/ Marcus T. Villanueva-Stroh"),
			},
		}}

	answer := doc{name: "Answer of Defendants.pdf", font: "Times", size: 11.5,
		header: efile("2024 Jun 03 11:40 AM"),
		pages: []page{
			with(court, []block{shortCapt, gap(), cb("ANSWER OF DEFENDANTS CROSSROADS MIDWEST DISTRIBUTION, INC. AND GARRETT L. HUMPHRIES TO PLAINTIFF'S COMPLAINT"), gap(),
				cb("FIRST DEFENSE"),
				p("1. Defendants admit that Crossroads hired Plaintiff on March 12, 2009, that Humphries became Regional Director on January 8, 2023, and that Plaintiff's employment ended on September 15, 2023. Defendants admit that Plaintiff sent an email to Human Resources on June 2, 2023, and deny that Crossroads failed to investigate it. Defendants deny the remaining allegations of the Complaint."),
				cb("AFFIRMATIVE AND OTHER DEFENSES"),
				p("2. Crossroads acted for legitimate, non-discriminatory and non-retaliatory business reasons, including Plaintiff's failure to meet the inventory accuracy goals of her performance improvement plan. 3. Humphries is not an employer and cannot be individually liable under R.C. 4112.02(A). 4. Plaintiff failed to mitigate her damages. 5. Any claim based on acts more than two years before the filing of her charge is time-barred under R.C. 4112.052. 6. Punitive damages are limited by R.C. 2315.21."),
				ls("                                        /s/ Eleanor J. Castlebury", "                                        Eleanor J. Castlebury (0071184)", "                                        Trial Attorney", "                                        Dmitri A. Volkonsky (0093370)", "                                        CASTLEBURY ASHWORTH LLP", "                                        41 South High Street, Suite 3300", "                                        Columbus, Ohio 43215", "                                        (614) 555-0127", "                                        Counsel for Defendants"), gap(),
				cb("CERTIFICATE OF SERVICE"),
				p("I certify that on June 3, 2024, the foregoing was filed with the Court's electronic filing system and served by email on Marcus T. Villanueva-Stroh and Priyanka R. Lam, counsel for Plaintiff."),
				r("/s/ Dmitri A. Volkonsky"),
			}),
		}}

	notice := doc{name: "Notice of Deposition of Garrett L. Humphries.pdf", font: "Times", size: 11.5,
		header: efile("2024 Sep 20 4:02 PM"),
		pages: []page{
			with(court, []block{shortCapt, gap(), cb("NOTICE OF DEPOSITION OF DEFENDANT GARRETT L. HUMPHRIES"), gap(),
				l("TO:  Eleanor J. Castlebury, Esq."),
				l("        Dmitri A. Volkonsky, Esq."),
				l("        Castlebury Ashworth LLP, Counsel for Defendants"), gap(),
				p("PLEASE TAKE NOTICE that, under Civ.R. 30, Plaintiff will take the deposition upon oral examination of Defendant Garrett L. Humphries on Thursday, October 17, 2024, beginning at 10:00 a.m., at the offices of Villanueva Stroh & Lam, LLC, 65 East State Street, Suite 1800, Columbus, Ohio 43215. The deposition will be taken before a notary public and court reporter, will be recorded stenographically and by video, and will continue from day to day until completed."),
				ls(pSig...), gap(),
				cb("CERTIFICATE OF SERVICE"),
				p("I certify that on September 20, 2024, a copy of the foregoing was served by email on Eleanor J. Castlebury and Dmitri A. Volkonsky, counsel for Defendants."),
				r("/s/ Priyanka R. Lam"),
			}),
		}}

	dep := doc{name: "Deposition of Denise A. Fairbanks-Oyelowo (excerpt).pdf", font: "Courier", size: 10,
		header: "%d", headerAlign: "R", footer: "PETRAKIS REPORTING SERVICES  *  (614) 555-0104", footerAlign: "C",
		pages: []page{
			with(court, []block{shortCapt, gap(),
				c("- - -"), cb("DEPOSITION OF DENISE A. FAIRBANKS-OYELOWO"), c("- - -"), gap(),
				p("Taken at the offices of Castlebury Ashworth LLP, 41 South High Street, Suite 3300, Columbus, Ohio, on Tuesday, August 27, 2024, at 9:32 a.m., pursuant to notice and the Ohio Rules of Civil Procedure, before Rhiannon K. Petrakis, Registered Professional Reporter and Notary Public in and for the State of Ohio."),
				gap(), cb("APPEARANCES:"),
				ls("On behalf of the Plaintiff:", "      Marcus T. Villanueva-Stroh, Esq.", "      Villanueva Stroh & Lam, LLC", "      65 East State Street, Suite 1800", "      Columbus, Ohio 43215", "", "On behalf of the Defendants:", "      Dmitri A. Volkonsky, Esq.", "      Castlebury Ashworth LLP", "      41 South High Street, Suite 3300", "      Columbus, Ohio 43215", "", "ALSO PRESENT:", "      Tamsin Greaves, Crossroads Human Resources"),
			}),
			{
				ls("                 DENISE A. FAIRBANKS-OYELOWO", "of lawful age, being first duly sworn, testified as follows:", "                    CROSS-EXAMINATION", "BY MR. VOLKONSKY:"),
				numbered(
					"Q. Please state your name for the record.",
					"A. Denise Ann Fairbanks-Oyelowo.",
					"Q. When did you start at Crossroads?",
					"A. March 12th of 2009.",
					"Q. Before Mr. Humphries arrived, had you ever been",
					"   disciplined?",
					"A. Never. Not once in fourteen years.",
					"Q. You say he said you'd been there since the",
					"   flip-phone days. When was that?",
					"A. At the February staff meeting. February 21st, 2023.",
					"   Everyone laughed. I didn't.",
					"Q. Who else was at that meeting?",
					"A. The shift managers, maybe eight people.",
					"Q. Your June 2, 2023 email to HR. Did anyone from HR",
					"   respond?",
					"A. Tamsin acknowledged it the same day. Nobody ever",
					"   interviewed me about it.",
					"Q. The cycle-count variances in the plan dated July",
					"   10, 2023 -- do you dispute the numbers?",
					"A. I dispute that they were mine. Cycle counts moved",
					"   under me in May. The variances were from the first",
					"   quarter.",
					"        MR. VILLANUEVA-STROH: Objection to form.",
					"Q. You can answer.",
					"A. I did answer."),
			},
			{
				cb("CERTIFICATE"),
				ls("STATE OF OHIO      )", "                   )  SS:", "COUNTY OF FRANKLIN )"),
				p("I, Rhiannon K. Petrakis, a Registered Professional Reporter and Notary Public in and for the State of Ohio, certify that the within-named witness was by me first duly sworn to testify to the truth in the cause aforesaid; that the testimony was taken down by me in stenotypy and transcribed under my direction; that the foregoing is a true record of the testimony; and that I am not a relative, employee or attorney of any party."),
				p("IN WITNESS WHEREOF, I have hereunto set my hand and seal of office at Columbus, Ohio, on this 9th day of September, 2024."),
				ls("                                   /s/ Rhiannon K. Petrakis", "                                   Rhiannon K. Petrakis, RPR", "                                   Notary Public, State of Ohio"),
			},
		}}

	entry := doc{name: "Decision and Entry on Motion for Summary Judgment.pdf", font: "Times", size: 11.5,
		header: efile("2025 Mar 21 3:27 PM"),
		pages: []page{
			with(court, []block{shortCapt, gap(),
				cb("DECISION AND ENTRY GRANTING IN PART AND DENYING IN PART DEFENDANTS' MOTION FOR SUMMARY JUDGMENT FILED DECEMBER 16, 2024"), gap(),
				p("This matter is before the Court on the Motion for Summary Judgment of Defendants Crossroads Midwest Distribution, Inc. and Garrett L. Humphries, filed December 16, 2024. Plaintiff Denise A. Fairbanks-Oyelowo filed a memorandum contra on January 13, 2025, and Defendants replied on January 27, 2025. For the reasons below, the motion is GRANTED IN PART and DENIED IN PART."),
				p("Plaintiff has produced evidence that she was 58 years old, qualified, discharged, and replaced by a substantially younger employee. Humphries' remarks about \"younger energy\" and the \"next generation,\" made by the decision-maker within months of the discharge, together with evidence that the variances cited in the July 10, 2023 plan pre-dated her responsibility for cycle counts, create a genuine issue of material fact as to pretext. The motion is DENIED as to Count One."),
				p("As to Count Two, the five weeks between Plaintiff's June 2, 2023 complaint and the plan, with the evidence of pretext, suffice to go to a jury on retaliation against Crossroads. But Plaintiff has not identified any act of Humphries that aided or abetted retaliation apart from the acts of Crossroads itself. The motion is GRANTED as to Count Two against Defendant Humphries only."),
				p("This case remains set for a final pretrial conference on May 5, 2025 and for jury trial on June 9, 2025."),
				lb("IT IS SO ORDERED."),
				ls("Copies to:", "Marcus T. Villanueva-Stroh, Esq., Priyanka R. Lam, Esq., Counsel for Plaintiff", "Eleanor J. Castlebury, Esq., Dmitri A. Volkonsky, Esq., Counsel for Defendants"),
			}),
			{
				lb("Franklin County Court of Common Pleas"), gap(),
				row([]float64{0.3, 0.7}, "Date:", "03-21-2025"),
				row([]float64{0.3, 0.7}, "Case Title:", "DENISE A FAIRBANKS-OYELOWO -VS- CROSSROADS MIDWEST DISTRIBUTION INC"),
				row([]float64{0.3, 0.7}, "Case Number:", "24CV003318"),
				row([]float64{0.3, 0.7}, "Type:", "DECISION/ENTRY"), gap(),
				cb("It Is So Ordered."), gap(),
				c("/s/ Judge Harriet L. Pendleton-Osei"), gap(),
				small(c("Electronically signed on March 21, 2025 page 2 of 2"), 9),
			},
		}}

	return spec{
		name: "fairbanks-oyelowo-v-crossroads-franklin-ccp", title: "Fairbanks-Oyelowo v. Crossroads Midwest Distribution, Inc. (Franklin C.P. No. 24 CV 003318), age discrimination and retaliation",
		firstSight: &truth.Figures{PartyTruth: 12, PartyFound: 20, PartyCorrect: 11, EventTruth: 26, EventHits: 26, Grounded: 1}, // at commit 2b4b0d8
		docs:       []doc{complaint, answer, notice, dep, entry},
		parties: []truth.Party{
			{Name: "Denise A. Fairbanks-Oyelowo", Role: "plaintiff"},
			{Name: "Denise A. Fairbanks-Oyelowo", Role: "deponent"},
			{Name: "Crossroads Midwest Distribution, Inc.", Role: "defendant"},
			{Name: "Garrett L. Humphries", Role: "defendant"},
			{Name: "Marcus T. Villanueva-Stroh", Role: "counsel"},
			{Name: "Marcus T. Villanueva-Stroh", Role: "sender"}, // signs the notice
			{Name: "Priyanka R. Lam", Role: "counsel"},
			{Name: "Eleanor J. Castlebury", Role: "counsel"},
			{Name: "Eleanor J. Castlebury", Role: "recipient"}, // the notice is addressed to her
			{Name: "Dmitri A. Volkonsky", Role: "counsel"},
			{Name: "Dmitri A. Volkonsky", Role: "recipient"},
			{Name: "Harriet L. Pendleton-Osei", Role: "judge"},
		},
		events: []truth.Event{
			{Date: "2009-03-12", File: "Complaint with Jury Demand.pdf", Page: 2},
			{Date: "2023-01-08", File: "Complaint with Jury Demand.pdf", Page: 2},
			{Date: "2023-06-02", File: "Complaint with Jury Demand.pdf", Page: 2},
			{Date: "2023-07-10", File: "Complaint with Jury Demand.pdf", Page: 2},
			{Date: "2023-09-15", File: "Complaint with Jury Demand.pdf", Page: 2},
			{Date: "2024-01-22", File: "Complaint with Jury Demand.pdf", Page: 2},
			{Date: "2024-04-10", File: "Complaint with Jury Demand.pdf", Page: 2},
			{Date: "2024-06-03", File: "Answer of Defendants.pdf", Page: 1},
			{Date: "2009-03-12", File: "Answer of Defendants.pdf", Page: 1},
			{Date: "2023-01-08", File: "Answer of Defendants.pdf", Page: 1},
			{Date: "2023-09-15", File: "Answer of Defendants.pdf", Page: 1},
			{Date: "2023-06-02", File: "Answer of Defendants.pdf", Page: 1},
			{Date: "2024-09-20", File: "Notice of Deposition of Garrett L. Humphries.pdf", Page: 1},
			{Date: "2024-10-17", File: "Notice of Deposition of Garrett L. Humphries.pdf", Page: 1},
			{Date: "2024-08-27", File: "Deposition of Denise A. Fairbanks-Oyelowo (excerpt).pdf", Page: 1},
			{Date: "2023-02-21", File: "Deposition of Denise A. Fairbanks-Oyelowo (excerpt).pdf", Page: 2},
			{Date: "2023-06-02", File: "Deposition of Denise A. Fairbanks-Oyelowo (excerpt).pdf", Page: 2},
			{Date: "2024-09-09", File: "Deposition of Denise A. Fairbanks-Oyelowo (excerpt).pdf", Page: 3},
			{Date: "2024-12-16", File: "Decision and Entry on Motion for Summary Judgment.pdf", Page: 1},
			{Date: "2025-01-13", File: "Decision and Entry on Motion for Summary Judgment.pdf", Page: 1},
			{Date: "2025-01-27", File: "Decision and Entry on Motion for Summary Judgment.pdf", Page: 1},
			{Date: "2023-07-10", File: "Decision and Entry on Motion for Summary Judgment.pdf", Page: 1},
			{Date: "2023-06-02", File: "Decision and Entry on Motion for Summary Judgment.pdf", Page: 1},
			{Date: "2025-05-05", File: "Decision and Entry on Motion for Summary Judgment.pdf", Page: 1},
			{Date: "2025-06-09", File: "Decision and Entry on Motion for Summary Judgment.pdf", Page: 1},
			{Date: "2025-03-21", File: "Decision and Entry on Motion for Summary Judgment.pdf", Page: 2},
		},
	}
}
