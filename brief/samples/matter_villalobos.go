package samples

// DEV SET (held out at first sight): an appeal to the California Court of
// Appeal (Second Appellate District, Division Four) from a summary judgment
// for a homeowners association in a trip-and-fall suit. The notice of
// appeal (Judicial Council form APP-002 style: the clerk's "FILED" stamp
// with the Executive Officer/Clerk of Court and a deputy, the attorney box
// "ATTORNEY OR PARTY WITHOUT ATTORNEY" with "NAME:", "STATE BAR NO.:",
// "FIRM NAME:" and "ATTORNEY FOR (name):", "PLAINTIFF/PETITIONER:" and
// "DEFENDANT/RESPONDENT:" boxes, "CASE NUMBER:", "NOTICE IS HEREBY GIVEN
// that (name): X appeals from ... entered on (date):", check boxes, "Date:"
// with "(TYPE OR PRINT NAME)" and "(SIGNATURE OF PARTY OR ATTORNEY)" under
// the line, the form footer with "Page 1 of 1"); the respondent's brief
// cover ("Court of Appeal No. B337164", the court's heading, the caption
// "X, Plaintiff and Appellant, v. Y, Defendant and Respondent.", "Los
// Angeles County Superior Court No.", "The Honorable X, Judge", the
// counsel box with "(State Bar No. ...)" after each name and "Attorneys for
// Defendant and Respondent" over the client in capitals, the Court of
// Appeal's filing stamp with its clerk), its certificate of interested
// entities signed "By: /s/", and its statement of the case citing the
// appellant's appendix, the association's manager's declaration and the
// appellant's deposition; and the published opinion ("Filed 2/11/25",
// "CERTIFIED FOR PUBLICATION", the court's heading, the caption at the
// left with the appeal and superior court numbers at the right, "APPEAL
// from a judgment of the Superior Court of Los Angeles County, X, Judge.
// Affirmed.", "Firm, A and B for Plaintiff and Appellant.", cases cited,
// "DISPOSITION", the author "NAME, J." and "WE CONCUR:" over "NAME, P. J."
// and "NAME, J."). Conventions: the plaintiff who appeals is the plaintiff
// and the appellant, the association the defendant and the respondent; the
// superior court judge named in the opinion's "APPEAL from" line, the
// brief's cover and whose judgment is appealed is a judge (as the Ninth
// Circuit matters key the district judge "Presiding"), as are the three
// justices, keyed by the surnames the opinion prints; the plaintiff, who
// the brief and opinion say testified at her deposition, is a deponent, and
// the manager whose declaration supported the motion a declarant; each
// lawyer named for a side is counsel; the clerks of both stamps, the
// firms, the gardener named in passing and the parties of cases cited are
// no parties.
func init() { specs = append(specs, villalobos) }

func villalobos() matterSpec {
	const (
		noaF = "APP-002 Notice of Appeal 22STCV18342.pdf"
		rbF  = "Respondent's Brief B337164 (cover and statement of the case).pdf"
		opF  = "Opinion B337164 (certified for publication).pdf"
	)
	noa := doc{name: noaF, font: "Helvetica", size: 9,
		footer: "Judicial Council of California, APP-002 [Rev. January 1, 2017]     NOTICE OF APPEAL/CROSS-APPEAL (UNLIMITED CIVIL CASE)     Page %d of %t",
		pages: []page{
			{
				ls("                                                                                             APP-002",
					"ATTORNEY OR PARTY WITHOUT ATTORNEY                                       FOR COURT USE ONLY",
					"NAME: Marcus T. Ebright                                                  FILED",
					"FIRM NAME: Ebright & Salas LLP                                           Superior Court of California",
					"STREET ADDRESS: 3550 Wilshire Boulevard, Suite 1210                      County of Los Angeles",
					"CITY: Los Angeles          STATE: CA     ZIP CODE: 90010                 APR 22 2024",
					"TELEPHONE NO.: (213) 555-0164       FAX NO.:                             David W. Slayton, Executive Officer/Clerk of Court",
					"E-MAIL ADDRESS: mebright@ebrightsalas.example                            By: R. Mendoza, Deputy",
					"ATTORNEY FOR (name): Plaintiff Teresa Villalobos",
					"STATE BAR NO.: 287415"),
				gap(),
				ls("SUPERIOR COURT OF CALIFORNIA, COUNTY OF LOS ANGELES",
					"STREET ADDRESS: 111 North Hill Street",
					"CITY AND ZIP CODE: Los Angeles 90012",
					"BRANCH NAME: Stanley Mosk Courthouse"),
				gap(),
				ls("PLAINTIFF/PETITIONER: Teresa Villalobos",
					"DEFENDANT/RESPONDENT: Harbor Pointe Homeowners Association"),
				gap(),
				ls("NOTICE OF APPEAL   [ ] CROSS-APPEAL                                       CASE NUMBER:",
					"(UNLIMITED CIVIL CASE)                                                    22STCV18342"),
				gap(),
				small(p("Notice: Please read Information on Appeal Procedures for Unlimited Civil Cases (form APP-001) before completing this form. This form must be filed in the superior court, not the Court of Appeal."), 8),
				p("1. NOTICE IS HEREBY GIVEN that (name): Teresa Villalobos appeals from the following judgment or order in this case, which was entered on (date): March 5, 2024"),
				ls("   [ ] Judgment after jury trial",
					"   [ ] Judgment after court trial",
					"   [ ] Default judgment",
					"   [X] Judgment after an order granting a summary judgment motion",
					"   [ ] Judgment of dismissal under Code of Civil Procedure, sections 581d, 583.250, 583.360, or 583.430",
					"   [ ] An order after judgment under Code of Civil Procedure section 904.1(a)(2)"),
				gap(),
				ls("Date: April 22, 2024",
					"",
					"Marcus T. Ebright                                              /s/ Marcus T. Ebright",
					"(TYPE OR PRINT NAME)                                           (SIGNATURE OF PARTY OR ATTORNEY)"),
			},
		}}

	rbCapt := []block{
		cb("IN THE COURT OF APPEAL OF THE STATE OF CALIFORNIA"),
		cb("SECOND APPELLATE DISTRICT, DIVISION FOUR"), gap(),
		c("TERESA VILLALOBOS,"), c("Plaintiff and Appellant,"), c("v."),
		c("HARBOR POINTE HOMEOWNERS ASSOCIATION,"), c("Defendant and Respondent."), gap(),
	}
	rb := doc{name: rbF, font: "Times", size: 12, unicode: true, footer: "%d",
		pages: []page{
			append(append([]block{
				ls("                                                              COURT OF APPEAL - SECOND DIST.",
					"                                                                        FILED",
					"                                                                    Oct 14, 2024",
					"                                                              EVA McCLINTOCK, Clerk",
					"                                                              kgarcia        Deputy Clerk"),
				cb("Court of Appeal No. B337164"), gap(),
			}, rbCapt...),
				c("Appeal from the Superior Court of Los Angeles County"),
				c("Los Angeles County Superior Court No. 22STCV18342"),
				c("The Honorable Gregory M. Stanfield, Judge"), gap(),
				cb("RESPONDENT'S BRIEF"), gap(),
				ls("                         Alana J. Whitford (State Bar No. 251906)",
					"                         awhitford@kpmlaw.example",
					"                         Dmitri R. Kessel (State Bar No. 310288)",
					"                         dkessel@kpmlaw.example",
					"                         KENDALL PRICE & MOYER LLP",
					"                         633 West Fifth Street, Suite 2900",
					"                         Los Angeles, California 90071",
					"                         Telephone: (213) 555-0187",
					"",
					"                         Attorneys for Defendant and Respondent",
					"                         HARBOR POINTE HOMEOWNERS ASSOCIATION"),
			),
			{
				cb("CERTIFICATE OF INTERESTED ENTITIES OR PERSONS"),
				c("(Cal. Rules of Court, rule 8.208)"), gap(),
				p("Respondent Harbor Pointe Homeowners Association knows of no entity or person that must be listed under rule 8.208(e)(1) or (2)."),
				ls("Dated: October 14, 2024                    KENDALL PRICE & MOYER LLP",
					"",
					"                                           By: /s/ Alana J. Whitford",
					"                                               Alana J. Whitford",
					"                                           Attorneys for Defendant and Respondent"),
			},
			{
				cb("STATEMENT OF THE CASE"), gap(),
				p("On June 18, 2021, appellant Teresa Villalobos tripped on a raised section of sidewalk inside the Harbor Pointe community in San Pedro. (1 AA 14.) She sued the Association for premises liability on June 2, 2022. (1 AA 9.) The Association moved for summary judgment on September 29, 2023, on the ground that the sidewalk defect, a three-quarter-inch rise, was trivial as a matter of law. (1 AA 41.)"),
				p("The motion was supported by the declaration of the Association's community manager, Lorraine Ketchum, who measured the rise on June 25, 2021 and described the lighting and weather on the day of the fall. (1 AA 88-93.) Villalobos testified at her deposition that she had walked the same path daily for four years and that nothing obstructed her view. (1 AA 102 [Villalobos dep. 41:3-19].) She also testified that a gardener, Rudy Osuna, had been trimming hedges nearby."),
				p("The trial court heard the motion on January 11, 2024, granted it, and entered judgment on March 5, 2024. (2 AA 311.) Villalobos filed her notice of appeal on April 22, 2024. (2 AA 318.)"),
			},
		}}

	op := doc{name: opF, font: "Times", size: 12, unicode: true, footer: "%d",
		pages: []page{
			{
				l("Filed 2/11/25"),
				cb("CERTIFIED FOR PUBLICATION"), gap(),
				cb("IN THE COURT OF APPEAL OF THE STATE OF CALIFORNIA"), gap(),
				cb("SECOND APPELLATE DISTRICT"), gap(),
				cb("DIVISION FOUR"), gap(),
				caption("", []string{
					"TERESA VILLALOBOS,",
					"",
					"     Plaintiff and Appellant,",
					"",
					"     v.",
					"",
					"HARBOR POINTE HOMEOWNERS",
					"ASSOCIATION,",
					"",
					"     Defendant and Respondent.",
				}, []string{"B337164", "", "(Los Angeles County", "Super. Ct. No. 22STCV18342)", "", "", "", "", "", ""}),
				gap(),
				p("APPEAL from a judgment of the Superior Court of Los Angeles County, Gregory M. Stanfield, Judge. Affirmed."),
				p("Ebright & Salas, Marcus T. Ebright and Jenna K. Salas for Plaintiff and Appellant."),
				p("Kendall Price & Moyer, Alana J. Whitford and Dmitri R. Kessel for Defendant and Respondent."),
				c("_______________________________"),
				p("Plaintiff Teresa Villalobos fell on a sidewalk in a common area maintained by defendant Harbor Pointe Homeowners Association (the Association). The trial court granted summary judgment for the Association on the ground that the defect was trivial. We affirm, and in the published portion of this opinion we hold that a court applying the trivial defect doctrine may consider the plaintiff's own deposition testimony about her familiarity with the walkway."),
			},
			{
				cb("BACKGROUND"),
				p("Villalobos tripped on June 18, 2021. The Association's community manager, Lorraine Ketchum, declared that she measured the rise a week later at three-quarters of an inch and that the day was dry and clear. Villalobos testified at her deposition that she walked the path daily. The trial court granted summary judgment and entered judgment on March 5, 2024. Villalobos timely appealed."),
				cb("DISCUSSION"),
				p("We review a grant of summary judgment de novo. (Aguilar v. Atlantic Richfield Co. (2001) 25 Cal.4th 826, 860.) A property owner is not liable for injuries caused by a trivial defect. (Stathoulis v. City of Montebello (2008) 164 Cal.App.4th 559, 566.) Size alone is not dispositive; the court considers the surrounding circumstances, including the lighting, the weather and the plaintiff's familiarity with the area. (Huckey v. City of Temecula (2019) 37 Cal.App.5th 1092, 1105.) Villalobos's own testimony established those circumstances, and she offered no evidence of any aggravating condition."),
				cb("DISPOSITION"),
				p("The judgment is affirmed. The Association shall recover its costs on appeal."),
				ls("                                                   CERTIFIED FOR PUBLICATION",
					"",
					"                                                   ARELLANO-PIKE, J.",
					"WE CONCUR:",
					"",
					"HOLLINGSWORTH, P. J.",
					"",
					"TANAKA-REED, J."),
			},
		}}

	return matterSpec{
		name: "villalobos-v-harbor-pointe", title: "Villalobos v. Harbor Pointe Homeowners Assn. (Cal. Ct. App., B337164)", heldOut: true,
		firstSight: &Figures{PartyTruth: 14, PartyFound: 14, PartyCorrect: 10, EventTruth: 14, EventHits: 14, Grounded: 1}, // at 30b03cc
		docs:       []doc{noa, rb, op},
		parties: []Party{
			{"Teresa Villalobos", "plaintiff"},
			{"Teresa Villalobos", "appellant"},
			{"Teresa Villalobos", "deponent"}, // testified at her deposition
			{"Harbor Pointe Homeowners Association", "defendant"},
			{"Harbor Pointe Homeowners Association", "respondent"},
			{"Marcus T. Ebright", "counsel"},
			{"Jenna K. Salas", "counsel"},
			{"Alana J. Whitford", "counsel"},
			{"Dmitri R. Kessel", "counsel"},
			{"Lorraine Ketchum", "declarant"}, // her declaration supported the motion
			{"Gregory M. Stanfield", "judge"}, // the superior court judge whose judgment is appealed
			{"Arellano-Pike", "judge"},
			{"Hollingsworth", "judge"},
			{"Tanaka-Reed", "judge"},
		},
		events: []Event{
			{"2024-04-22", noaF, 1}, // the clerk's stamp
			{"2024-03-05", noaF, 1},
			{"2024-10-14", rbF, 1}, // the Court of Appeal's stamp
			{"2024-10-14", rbF, 2},
			{"2021-06-18", rbF, 3},
			{"2022-06-02", rbF, 3},
			{"2023-09-29", rbF, 3},
			{"2021-06-25", rbF, 3},
			{"2024-01-11", rbF, 3},
			{"2024-03-05", rbF, 3},
			{"2024-04-22", rbF, 3},
			{"2025-02-11", opF, 1},
			{"2021-06-18", opF, 2},
			{"2024-03-05", opF, 2},
		},
	}
}
