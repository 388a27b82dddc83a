package samples

// DEV SET (held out at first sight): a dissolution of a non-covenant
// marriage with minor children in the Superior Court of Arizona in
// Maricopa County, on the Self-Service Center's forms, ending in a consent
// decree. The petition (the filer's block at the top left: "Person
// Filing:", "Address (if not protected):", "City, State, Zip Code:",
// "Telephone:", "Email Address:", "Lawyer's Bar Number:", "Representing
// [X] Self (without a Lawyer) or [ ] Attorney for [ ] Petitioner OR [ ]
// Respondent"; "SUPERIOR COURT OF ARIZONA / IN MARICOPA COUNTY"; "In the
// Matter of the Marriage of:" with each spouse's name on a line over
// "Name of Petitioner/Party A" and "Name of Respondent/Party B", "Case
// Number:" and "ATLAS Number:" at the right; numbered statements with
// check boxes; the children in a "Name / Born on" table; the
// petitioner's verification "I swear or affirm ..." with "Signature of
// Petitioner / Date" and a deputy clerk's "Subscribed and sworn to before
// me"; the form's code and revision in the footer, "Page N of M"); the
// parenting plan (the same header block, "Parent A" and "Parent B" named
// at the start, a weekly schedule table, a holiday table by year,
// signatures of both parents with dates); and the consent decree (the
// filer's block now the respondent's lawyer's: "Person Filing: X",
// "Lawyer's Bar Number: 031442", "Representing [ ] Self ... or [X]
// Attorney for [ ] Petitioner OR [X] Respondent"; the Clerk of the
// Superior Court's e-filing stamp at the top right with "Filed" and the
// deputy's initials; "CONSENT DECREE OF DISSOLUTION OF A NON-COVENANT
// MARRIAGE (DIVORCE) WITH MINOR CHILDREN"; "THE COURT FINDS:" and "IT IS
// ORDERED:" in numbered paragraphs; child support on the guidelines
// worksheet; "APPROVED AS TO FORM AND CONTENT:" with both parties'
// signatures and the lawyer's; the judicial officer's "Judicial Officer
// of the Superior Court" line with the commissioner's name stamped
// over it).
// Conventions: the petitioner is the petitioner and, as she verifies
// the petition, its declarant; the respondent is the respondent; the
// respondent's lawyer is counsel; the commissioner who signs the decree
// is the judge; the children, the deputy clerks and the Clerk of the
// Superior Court are no parties.
func init() { specs = append(specs, ortegaHaynes) }

func ortegaHaynes() matterSpec {
	const (
		petF = "Petition for Dissolution with Minor Children FC2024-051882.pdf"
		ppF  = "Parenting Plan FC2024-051882.pdf"
		decF = "Consent Decree of Dissolution FC2024-051882.pdf"
	)
	selfBlock := ls("Person Filing: Marisol Ortega-Haynes",
		"Address (if not protected): 2217 W. Osborn Rd., Apt. 6",
		"City, State, Zip Code: Phoenix, AZ 85015",
		"Telephone: (602) 555-0148",
		"Email Address: marisol.oh@example.com",
		"ATLAS Number:",
		"Lawyer's Bar Number:",
		"Representing  [X] Self (without a Lawyer)  or  [ ] Attorney for  [ ] Petitioner  OR  [ ] Respondent")
	court := []block{cb("SUPERIOR COURT OF ARIZONA"), cb("IN MARICOPA COUNTY"), gap()}
	capt := caption("", []string{
		"In the Matter of the Marriage of:",
		"",
		"MARISOL ORTEGA-HAYNES",
		"Name of Petitioner/Party A",
		"",
		"DEREK JAMES HAYNES",
		"Name of Respondent/Party B",
	}, []string{"", "Case Number: FC2024-051882", "", "", "", "", ""})

	pet := doc{name: petF, font: "Helvetica", size: 9.5,
		footer: "(c) Superior Court of Arizona in Maricopa County          DRDC10f  070124          ALL RIGHTS RESERVED          Page %d of %t",
		pages: []page{
			append(append([]block{selfBlock, gap()}, court...),
				capt, gap(),
				cb("PETITION FOR DISSOLUTION OF A NON-COVENANT MARRIAGE"), cb("(DIVORCE) WITH MINOR CHILDREN"), gap(),
				ls("1. INFORMATION ABOUT THE PARTIES:",
					"   Petitioner/Party A:  Marisol Ortega-Haynes    Born on: 04/17/1988   Address: Phoenix, AZ",
					"   Respondent/Party B:  Derek James Haynes       Born on: 11/02/1986   Address: Glendale, AZ",
					"2. DATE OF MARRIAGE: We were married on 06/09/2012, in Tucson, Arizona.",
					"3. COVENANT MARRIAGE: This is NOT a covenant marriage.",
					"4. DOMICILE: At least one of us has lived in Arizona for more than 90 days before this",
					"   petition was filed.",
					"5. THE MARRIAGE IS IRRETRIEVABLY BROKEN: There is no reasonable prospect of reconciliation.",
					"   [ ] We have / [X] We have not  participated in the Conciliation Court program."),
				gap(),
				ls("6. MINOR CHILDREN: The following minor children were born to or adopted by both of us:",
					"   Name                                Born on",
					"   Sofia Rose Haynes                   03/22/2014",
					"   Mateo James Haynes                  08/05/2017"),
			),
			{
				ls("7. The children have lived in Arizona for at least the 6 months before the filing of this petition.",
					"8. PARENTING TIME AND LEGAL DECISION-MAKING: I ask for joint legal decision-making and the",
					"   parenting time schedule in the Parenting Plan filed with this Petition.",
					"9. CHILD SUPPORT: Child support should be ordered under the Arizona Child Support Guidelines.",
					"10. SPOUSAL MAINTENANCE: [X] Neither party should receive spousal maintenance.",
					"11. COMMUNITY PROPERTY AND DEBTS: should be divided as stated in the attached sheet. We",
					"    separated on or about 01/15/2024."),
				gap(),
				cb("VERIFICATION"),
				p("I swear or affirm under penalty of perjury that I have read the contents of this Petition and that the information in it is true to the best of my knowledge and belief."),
				ls("/s/ Marisol Ortega-Haynes                                 03/11/2024",
					"Signature of Petitioner                                   Date"),
				gap(),
				ls("State of Arizona           )",
					"County of Maricopa         )",
					"Subscribed and sworn to or affirmed before me this date: 03/11/2024",
					"",
					"by: L. Ochoa                                           Deputy Clerk / Notary"),
			},
		}}

	pp := doc{name: ppF, font: "Helvetica", size: 9.5,
		footer: "(c) Superior Court of Arizona in Maricopa County          DRCVG12f  070124          ALL RIGHTS RESERVED          Page %d of %t",
		pages: []page{
			append(append([]block{selfBlock, gap()}, court...),
				capt, gap(),
				cb("PARENTING PLAN"), c("(Joint Legal Decision-Making)"), gap(),
				p("This Parenting Plan is between Marisol Ortega-Haynes (\"Parent A\") and Derek James Haynes (\"Parent B\") for their children Sofia Rose Haynes, born 03/22/2014, and Mateo James Haynes, born 08/05/2017."),
				ls("1. LEGAL DECISION-MAKING: [X] Joint legal decision-making. Parent A has final say on education.",
					"2. REGULAR PARENTING TIME SCHEDULE (5-2-2-5):",
					"   Day         Week 1           Week 2",
					"   Monday      Parent A         Parent B",
					"   Tuesday     Parent A         Parent B",
					"   Wednesday   Parent B         Parent A",
					"   Thursday    Parent B         Parent A",
					"   Fri - Sun   Parent A         Parent B",
					"   Exchanges at 6:00 p.m. at the children's school or at Parent B's residence.",
					"3. HOLIDAYS:",
					"   Holiday                 Even years       Odd years",
					"   Thanksgiving            Parent A         Parent B",
					"   Winter break, 1st half  Parent B         Parent A",
					"   Spring break            Parent A         Parent B"),
			),
			{
				p("4. The schedule starts on the first Monday after this Plan is signed by both parents, which is April 1, 2024. The parents shall use the OurFamilyWizard application for communication about the children and shall review this Plan before August 1, 2026."),
				gap(),
				ls("/s/ Marisol Ortega-Haynes                    03/28/2024",
					"Parent A Signature                           Date",
					"",
					"/s/ Derek James Haynes                       03/29/2024",
					"Parent B Signature                           Date"),
			},
		}}

	attyBlock := ls("Person Filing: Renata L. Whitfield",
		"Address (if not protected): Whitfield Family Law, PLLC, 4550 N. 12th Street, Suite 210",
		"City, State, Zip Code: Phoenix, AZ 85014",
		"Telephone: (602) 555-0177",
		"Email Address: rwhitfield@whitfieldfamilylaw.example.com",
		"Lawyer's Bar Number: 031442",
		"Representing  [ ] Self (without a Lawyer)  or  [X] Attorney for  [ ] Petitioner  OR  [X] Respondent")
	dec := doc{name: decF, font: "Helvetica", size: 9.5,
		header: "                                                                     Clerk of the Superior Court / *** Electronically Filed *** / 06/18/2024 9:02 AM / T. Nguyen, Deputy",
		footer: "(c) Superior Court of Arizona in Maricopa County          DRDC82f  070124          ALL RIGHTS RESERVED          Page %d of %t",
		pages: []page{
			append(append([]block{attyBlock, gap()}, court...),
				capt, gap(),
				cb("CONSENT DECREE OF DISSOLUTION OF A NON-COVENANT MARRIAGE"), cb("(DIVORCE) WITH MINOR CHILDREN"), gap(),
				l("THE COURT FINDS:"),
				ls("1. At least one of the parties was domiciled in Arizona for 90 days before the Petition was filed.",
					"2. The Petition was filed on 03/11/2024. Respondent accepted service on 03/20/2024, and more",
					"   than 60 days have passed since service.",
					"3. The marriage is irretrievably broken. The parties have agreed to all terms of this Decree.",
					"4. The Parenting Plan signed by the parties on 03/28/2024 and 03/29/2024 is in the best interests",
					"   of the children, and Arizona has jurisdiction under the UCCJEA."),
				gap(),
				l("IT IS ORDERED:"),
				ls("A. The marriage of the parties is dissolved. Each party is restored to the status of a single person.",
					"B. The Parenting Plan is approved and made an order of this Court.",
					"C. Respondent shall pay child support to Petitioner of $742.00 per month, starting 07/01/2024,",
					"   through the Support Payment Clearinghouse, as on the attached Worksheet."),
			),
			{
				ls("D. The community property and debts are divided as stated in the attached Property Settlement",
					"   Agreement. The residence at 2217 W. Osborn Rd. is Petitioner's sole and separate property.",
					"E. Neither party is awarded spousal maintenance.",
					"F. Petitioner is restored to her former name: Marisol Elena Ortega."),
				gap(),
				l("APPROVED AS TO FORM AND CONTENT:"),
				ls("/s/ Marisol Ortega-Haynes          06/03/2024          /s/ Derek James Haynes          06/05/2024",
					"Petitioner                         Date                Respondent                      Date",
					"",
					"                                                       /s/ Renata L. Whitfield         06/05/2024",
					"                                                       Attorney for Respondent         Date"),
				gap(),
				ls("DATED: June 17, 2024",
					"",
					"                                          /s/ Hon. Gregory P. Santangelo",
					"                                          __________________________________________",
					"                                          JUDICIAL OFFICER OF THE SUPERIOR COURT",
					"                                          Commissioner"),
			},
		}}

	return matterSpec{
		name: "marriage-of-ortega-haynes", title: "In re the Marriage of Ortega-Haynes and Haynes (Maricopa County Superior Court, FC2024-051882)", heldOut: true,
		firstSight: &Figures{PartyTruth: 5, PartyFound: 8, PartyCorrect: 5, EventTruth: 23, EventHits: 23, Grounded: 1}, // at fc288c2
		docs:       []doc{pet, pp, dec},
		parties: []Party{
			{"Marisol Ortega-Haynes", "petitioner"},
			{"Marisol Ortega-Haynes", "declarant"}, // verifies the petition
			{"Derek James Haynes", "respondent"},
			{"Renata L. Whitfield", "counsel"},
			{"Gregory P. Santangelo", "judge"}, // the commissioner who signs the decree
		},
		events: []Event{
			{"1988-04-17", petF, 1}, // the parties' and the children's dates of birth
			{"1986-11-02", petF, 1},
			{"2012-06-09", petF, 1},
			{"2014-03-22", petF, 1},
			{"2017-08-05", petF, 1},
			{"2024-01-15", petF, 2},
			{"2024-03-11", petF, 2},
			{"2014-03-22", ppF, 1},
			{"2017-08-05", ppF, 1},
			{"2024-04-01", ppF, 2},
			{"2026-08-01", ppF, 2},
			{"2024-03-28", ppF, 2},
			{"2024-03-29", ppF, 2},
			{"2024-06-18", decF, 1},
			{"2024-03-11", decF, 1},
			{"2024-03-20", decF, 1},
			{"2024-03-28", decF, 1},
			{"2024-03-29", decF, 1},
			{"2024-07-01", decF, 1},
			{"2024-06-18", decF, 2},
			{"2024-06-03", decF, 2},
			{"2024-06-05", decF, 2},
			{"2024-06-17", decF, 2},
		},
	}
}
