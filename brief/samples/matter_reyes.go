package samples

// HELD OUT (frozen): a New York Family Court custody proceeding. An
// official form (its form number and revision date printed at the top of
// every page), "In the Matter of a Proceeding for Custody/Visitation under
// Article 6 of the Family Court Act", "X, Petitioner, - against - Y,
// Respondent." with docket and file numbers at the right, numbered form
// items with the child named by initials, a verification with "ss.:" and a
// jurat; a letter from the attorney for the child to the judge ("Dear Judge
// X:"); and an order on consent with "PRESENT: Hon.", appearances recited in
// prose, "ENTER:" and the statutory appeal notice as a footer.
func init() { specs = append(specs, reyes) }

func reyes() matterSpec {
	court := []block{cb("FAMILY COURT OF THE STATE OF NEW YORK"), cb("COUNTY OF QUEENS"), gap()}
	capt := func(title string) block {
		return caption("", []string{
			"In the Matter of a Proceeding for Custody/Visitation",
			"under Article 6 of the Family Court Act",
			"",
			"ANA L. REYES,",
			"                         Petitioner,",
			"          - against -",
			"KEVIN M. DUNBAR,",
			"                         Respondent.",
		}, []string{"Docket No. V-04412-23", "File No. 218833", "", title})
	}
	petition := doc{name: "Petition V-04412-23.pdf", font: "Times", size: 11.5, header: "Form 6-1 (Petition - Custody/Visitation)  10/2022                                                Page %d",
		pages: []page{
			append(append([]block{}, court...), capt("PETITION (Custody/Visitation)"), gap(),
				l("TO THE FAMILY COURT:"),
				l("The undersigned Petitioner respectfully shows that:"),
				p("1. Petitioner resides at 88-14 Elmhurst Avenue, Apt. 5C, Elmhurst, New York 11373."),
				p("2. The name and date of birth of the subject child is: J.D., born 04/17/2016. The child resides with Petitioner."),
				p("3. Respondent is the father of the child and resides at 1402 Beach Channel Drive, Far Rockaway, New York 11691."),
				p("4. An order of joint custody was made on February 3, 2020 by the Family Court, Kings County, under Docket No. V-10987-19."),
				p("5. Since September 2022 Respondent has not exercised his parenting time regularly, has twice failed to return the child from weekend visits on time, and has moved without notice to Petitioner."),
			),
			{
				p("WHEREFORE, Petitioner requests an order modifying the order of February 3, 2020 to award Petitioner sole legal and physical custody of the child, with parenting time to Respondent as the Court directs."),
				ls("Dated: May 9, 2023", "", "                                        /s/ Ana L. Reyes", "                                        Petitioner"),
				gap(),
				cb("VERIFICATION"),
				ls("STATE OF NEW YORK   )", "                    )  ss.:", "COUNTY OF QUEENS    )"),
				p("Ana L. Reyes, being duly sworn, says that she is the Petitioner in the above-named proceeding and that the foregoing petition is true to her own knowledge, except as to matters therein stated to be alleged on information and belief, and as to those matters she believes it to be true."),
				ls("                                        /s/ Ana L. Reyes", "Sworn to before me this", "9th day of May, 2023", "/s/ Notary Public"),
			},
		}}

	letter := doc{name: "Letter of AFC to Judge Oduya.pdf", font: "Helvetica", size: 10.5,
		pages: []page{{
			cb("THE LEGAL AID SOCIETY"), c("Juvenile Rights Practice - Queens Office"), c("153-01 Jamaica Avenue, Jamaica, NY 11432"), gap(),
			ls("August 22, 2023", "", "Hon. Patricia M. Oduya", "Family Court, Queens County", "151-20 Jamaica Avenue", "Jamaica, New York 11432", "", "Re:  Reyes v. Dunbar, Docket No. V-04412-23"),
			gap(),
			l("Dear Judge Oduya:"),
			p("I am the attorney for the child in this proceeding. I write before the next court date of September 12, 2023 to report that I met with my client on August 17, 2023. Consistent with my obligations under Rule 7.2 of the Rules of the Chief Judge, I advise the Court that my client supports the arrangement the parties have discussed, with alternate-weekend parenting time for Respondent."),
			ls("Respectfully submitted,", "", "/s/ Dana W. Friedman", "Dana W. Friedman", "Attorney for the Child", "", "cc: Marcus T. Bell, Esq. (counsel for Petitioner)", "    Kevin M. Dunbar (Respondent, pro se)"),
		}}}

	order := doc{name: "Order on Consent 2023-09-12.pdf", font: "Times", size: 11.5,
		footer: "PURSUANT TO SECTION 1113 OF THE FAMILY COURT ACT, AN APPEAL FROM THIS ORDER MUST BE TAKEN WITHIN 30 DAYS",
		pages: []page{
			append(append([]block{l("At a term of the Family Court of the State of New York, held in and for the County of Queens, at 151-20 Jamaica Avenue, Jamaica, New York, on September 12, 2023")}, gap()),
				append(append([]block{l("PRESENT: Hon. Patricia M. Oduya, Judge"), gap()}, court...), capt("ORDER OF CUSTODY AND PARENTING TIME ON CONSENT"), gap(),
					p("A petition under Article 6 of the Family Court Act having been filed in this Court on May 9, 2023; and Petitioner having appeared with counsel, Marcus T. Bell, Esq.; Respondent having appeared pro se; and Dana W. Friedman, Esq., Attorney for the Child, having appeared; and the parties having consented to the terms below;"),
					p("NOW, therefore, it is hereby ORDERED that Petitioner shall have sole legal and physical custody of the child J.D.; and it is further"),
					p("ORDERED that Respondent shall have parenting time every other weekend from Friday at 6:00 p.m. to Sunday at 6:00 p.m., beginning September 15, 2023, with pick-up and drop-off at the 112th Precinct."),
				)...),
			{
				p("This order supersedes the order of the Family Court, Kings County, dated February 3, 2020."),
				ls("Dated: September 12, 2023", "", "                                        ENTER:", "", "                                        /s/ Patricia M. Oduya", "                                        Hon. Patricia M. Oduya, J.F.C."),
				gap(),
				l("Check applicable box: [X] Order mailed on 09/13/2023 to: Petitioner, Respondent, Attorney for the Child"),
			},
		}}

	return matterSpec{
		name: "reyes-v-dunbar", title: "Matter of Reyes v. Dunbar (N.Y. Fam. Ct., Queens County)", heldOut: true,
		firstSight: &Figures{PartyTruth: 10, PartyFound: 9, PartyCorrect: 7, EventTruth: 13, EventHits: 13, Grounded: 1},
		docs:       []doc{petition, letter, order},
		parties: []Party{
			{"Ana L. Reyes", "petitioner"},
			{"Ana L. Reyes", "declarant"},
			{"Kevin M. Dunbar", "respondent"},
			{"Kevin M. Dunbar", "recipient"},
			{"Dana W. Friedman", "counsel"},
			{"Dana W. Friedman", "sender"},
			{"Marcus T. Bell", "counsel"},
			{"Marcus T. Bell", "recipient"},
			{"Patricia M. Oduya", "judge"},
			{"Patricia M. Oduya", "recipient"},
		},
		events: []Event{
			{"2016-04-17", "Petition V-04412-23.pdf", 1},
			{"2020-02-03", "Petition V-04412-23.pdf", 1},
			{"2020-02-03", "Petition V-04412-23.pdf", 2},
			{"2023-05-09", "Petition V-04412-23.pdf", 2},
			{"2023-08-22", "Letter of AFC to Judge Oduya.pdf", 1},
			{"2023-09-12", "Letter of AFC to Judge Oduya.pdf", 1},
			{"2023-08-17", "Letter of AFC to Judge Oduya.pdf", 1},
			{"2023-09-12", "Order on Consent 2023-09-12.pdf", 1},
			{"2023-05-09", "Order on Consent 2023-09-12.pdf", 1},
			{"2023-09-15", "Order on Consent 2023-09-12.pdf", 1},
			{"2020-02-03", "Order on Consent 2023-09-12.pdf", 2},
			{"2023-09-12", "Order on Consent 2023-09-12.pdf", 2},
			{"2023-09-13", "Order on Consent 2023-09-12.pdf", 2},
		},
	}
}
