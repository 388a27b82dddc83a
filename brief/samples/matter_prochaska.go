package samples

// DEV SET (held out at first sight): a will contest in a Texas statutory
// probate court (Probate Court No. 2 of Harris County). The application to
// probate the will and for letters testamentary ("CAUSE NO. 512,884",
// a "§"-ruled caption "ESTATE OF / X, / DECEASED" beside "IN PROBATE
// COURT / NO. TWO (2) OF / HARRIS COUNTY, TEXAS", the county clerk's
// e-filing stamp, "TO THE HONORABLE JUDGE OF SAID COURT:", numbered
// paragraphs under Estates Code § 256.052 with the decedent's death, the
// will's date and its self-proving affidavit, "Respectfully submitted,"
// with "State Bar No." and "ATTORNEY FOR APPLICANT"); the daughter's
// opposition ("CONTESTANT'S ORIGINAL OPPOSITION TO APPLICATION TO PROBATE
// WILL", lack of testamentary capacity and undue influence, the
// verification "BEFORE ME, the undersigned authority, on this day
// personally appeared X" before a notary, a certificate of service under
// Rule 21a); and the order admitting the will after a contested hearing
// ("On this day the Court heard", the witnesses whose testimony it heard,
// findings, "It is therefore ORDERED", letters on the executor's oath,
// "SIGNED on", the judge over "JUDGE PRESIDING", "APPROVED AS TO FORM"
// blocks).
// Conventions: the decedent of an "Estate of" caption is a party; the
// applicant is the petitioner; the contestant is the respondent, and the
// declarant of the verification she swears; the lawyers are counsel; the
// subscribing witnesses and the physician whose testimony the court heard
// are witnesses, as are the applicant and the contestant, who testified;
// the judge of the probate court is the judge. The county clerk, her
// deputy, the notaries, the court reporter and a date of birth are no
// parties and no events.
func init() { specs = append(specs, prochaska) }

func prochaska() matterSpec {
	const (
		appF = "Application to Probate Will 512884.pdf"
		oppF = "Contestant's Opposition 512884.pdf"
		ordF = "Order Admitting Will to Probate 512884.pdf"
	)
	capt := caption("§", []string{"ESTATE OF", "", "WILMA JEAN PROCHASKA,", "", "DECEASED"},
		[]string{"IN PROBATE COURT", "", "NO. TWO (2) OF", "", "HARRIS COUNTY, TEXAS"})
	head := func(stamp string) []block {
		return []block{small(r(stamp), 8), gap(), cb("CAUSE NO. 512,884"), gap(), capt, gap()}
	}
	app := doc{name: appF, font: "Times", size: 11, footer: "Application to Probate Will and for Letters Testamentary - Page %d",
		pages: []page{
			append(head("Filed 3/11/2024 9:02 AM / Teneshia Hudspeth, County Clerk / Harris County, Texas / By: J. Oliva, Deputy"),
				cb("APPLICATION TO PROBATE WILL AND FOR ISSUANCE OF"),
				cb("LETTERS TESTAMENTARY"), gap(),
				l("TO THE HONORABLE JUDGE OF SAID COURT:"),
				p("DALE EDWARD PROCHASKA (\"Applicant\") furnishes the following information to the Court for the probate of the written will of WILMA JEAN PROCHASKA (\"Decedent\") and for the issuance of letters testamentary to Applicant:"),
				p("1. Applicant is an individual residing at 3318 Briar Hollow Lane, Houston, Harris County, Texas 77027, and is the son of Decedent."),
				p("2. Decedent died on January 27, 2024, at Houston, Harris County, Texas, at the age of 86 years. Decedent was domiciled in Harris County at her death. This Court has jurisdiction and venue."),
				p("3. Decedent left a valid written will dated June 4, 2021 (the \"Will\"), which is filed with this Application. The Will was signed by Decedent and attested by two subscribing witnesses, Martha L. Ebersole and Raymond Quintanilla, and is self-proved by the affidavit attached to it."),
				p("4. The Will names Applicant as independent executor to serve without bond. Applicant is not disqualified from serving. No child was born to or adopted by Decedent after the date of the Will. Decedent was not divorced after the Will was made."),
			),
			{
				p("WHEREFORE, Applicant asks that citation issue as required by law, that the Will be admitted to probate, and that letters testamentary be issued to Applicant."),
				gap(),
				ls("                                                  Respectfully submitted,",
					"",
					"                                                  HALVERSON BRAY PLLC",
					"                                                  2700 Post Oak Blvd., Suite 1500",
					"                                                  Houston, Texas 77056",
					"                                                  Tel. (713) 555-0142",
					"",
					"                                                  By: /s/ Curtis W. Halverson",
					"                                                  Curtis W. Halverson",
					"                                                  State Bar No. 24012377",
					"                                                  chalverson@halversonbray.com",
					"                                                  ATTORNEY FOR APPLICANT"),
			},
		}}

	opp := doc{name: oppF, font: "Times", size: 11, footer: "Contestant's Original Opposition - Page %d",
		pages: []page{
			append(head("Filed 4/2/2024 3:47 PM / Teneshia Hudspeth, County Clerk / Harris County, Texas / By: M. Trevino, Deputy"),
				cb("CONTESTANT'S ORIGINAL OPPOSITION TO"),
				cb("APPLICATION TO PROBATE WILL"), gap(),
				l("TO THE HONORABLE JUDGE OF SAID COURT:"),
				p("SHARON PROCHASKA VICK (\"Contestant\"), daughter and heir at law of Wilma Jean Prochaska, Deceased, files this opposition to the Application to Probate Will filed by Dale Edward Prochaska on March 11, 2024, and shows:"),
				p("1. On June 4, 2021, when the purported Will was signed, Decedent lacked testamentary capacity. She had been diagnosed with moderate Alzheimer's-type dementia on February 16, 2021, and did not know the nature and extent of her property or the natural objects of her bounty."),
				p("2. In the alternative, the Will was procured by the undue influence of Applicant, who had moved into Decedent's home in 2020, controlled her finances, and drove her to the office of the lawyer who drafted the Will. The Will leaves Decedent's entire estate to Applicant and nothing to Contestant, in departure from Decedent's will of 2009."),
				p("3. Contestant requests that the Application be denied and that she recover her costs."),
				ls("                                                  Respectfully submitted,",
					"                                                  /s/ Lorena G. Saldivar",
					"                                                  Lorena G. Saldivar, State Bar No. 24065501",
					"                                                  SALDIVAR LAW FIRM, P.C.",
					"                                                  1001 Texas Ave., Suite 900, Houston, Texas 77002",
					"                                                  ATTORNEY FOR CONTESTANT"),
			),
			{
				cb("VERIFICATION"),
				ls("STATE OF TEXAS        §", "                                §", "COUNTY OF HARRIS    §"),
				p("BEFORE ME, the undersigned authority, on this day personally appeared SHARON PROCHASKA VICK, who, being by me duly sworn, on her oath deposed and said that she is the Contestant in this cause and that the facts stated in the foregoing opposition are within her personal knowledge and are true and correct."),
				ls("                                                  /s/ Sharon Prochaska Vick",
					"                                                  Sharon Prochaska Vick"),
				p("SUBSCRIBED AND SWORN TO BEFORE ME on the 2nd day of April, 2024."),
				ls("                                                  /s/ Delia R. Moncada",
					"                                                  Notary Public, State of Texas"),
				gap(),
				cb("CERTIFICATE OF SERVICE"),
				p("I certify that a true copy of this instrument was served on Curtis W. Halverson, attorney for Applicant, through the electronic filing manager under Rule 21a on April 2, 2024."),
				ls("                                                  /s/ Lorena G. Saldivar"),
			},
		}}

	ord := doc{name: ordF, font: "Times", size: 11, footer: "Order Admitting Will to Probate - Page %d of %t",
		pages: []page{
			append(head("Filed 7/18/2024 / Harris County Probate Court No. 2"),
				cb("ORDER ADMITTING WILL TO PROBATE AND"),
				cb("AUTHORIZING LETTERS TESTAMENTARY"), gap(),
				p("On this day the Court heard the Application to Probate Will and for Issuance of Letters Testamentary filed by Dale Edward Prochaska (\"Applicant\") and the Original Opposition filed by Sharon Prochaska Vick (\"Contestant\"). The hearing was held on July 15 and 16, 2024. Applicant appeared in person and through his attorney, Curtis W. Halverson; Contestant appeared in person and through her attorney, Lorena G. Saldivar."),
				p("The Court heard the testimony of Martha L. Ebersole and Raymond Quintanilla, the subscribing witnesses to the Will, of Dr. Anjali Bhatt, Decedent's treating physician, and of Applicant and Contestant, and received the exhibits offered."),
				p("The Court finds that Decedent died on January 27, 2024; that four years have not elapsed since her death; that the Court has jurisdiction and venue; that citation has been served and returned; that Decedent's will dated June 4, 2021 was executed with the formalities required by law; that Decedent had testamentary capacity on that date; that Contestant has not proved undue influence; and that the Will was not revoked."),
				p("It is therefore ORDERED that the Will is admitted to probate, that the Contestant's opposition is DENIED, and that Dale Edward Prochaska is appointed Independent Executor without bond. Letters Testamentary shall issue upon his taking the oath required by law."),
				gap(),
				ls("SIGNED on July 18, 2024.",
					"",
					"                                                  /s/ Kathleen M. Darrow",
					"                                                  JUDGE PRESIDING",
					"                                                  Hon. Kathleen M. Darrow"),
			),
			{
				l("APPROVED AS TO FORM:"), gap(),
				ls("/s/ Curtis W. Halverson                                    /s/ Lorena G. Saldivar",
					"Curtis W. Halverson                                          Lorena G. Saldivar",
					"State Bar No. 24012377                                     State Bar No. 24065501",
					"Attorney for Applicant                                       Attorney for Contestant"),
			},
		}}

	return matterSpec{
		name: "estate-of-prochaska", title: "In re Estate of Wilma Jean Prochaska, Deceased (Probate Court No. 2, Harris County, Texas, No. 512,884)", heldOut: true,
		firstSight: &Figures{PartyTruth: 12, PartyFound: 10, PartyCorrect: 10, EventTruth: 13, EventHits: 13, Grounded: 1}, // at ef949c3
		docs:       []doc{app, opp, ord},
		parties: []Party{
			{"Wilma Jean Prochaska", "party"}, // the decedent
			{"Dale Edward Prochaska", "petitioner"},
			{"Dale Edward Prochaska", "witness"},
			{"Sharon Prochaska Vick", "respondent"},
			{"Sharon Prochaska Vick", "declarant"},
			{"Sharon Prochaska Vick", "witness"},
			{"Curtis W. Halverson", "counsel"},
			{"Lorena G. Saldivar", "counsel"},
			{"Martha L. Ebersole", "witness"},
			{"Raymond Quintanilla", "witness"},
			{"Anjali Bhatt", "witness"},
			{"Kathleen M. Darrow", "judge"},
		},
		events: []Event{
			{"2024-03-11", appF, 1},
			{"2024-01-27", appF, 1},
			{"2021-06-04", appF, 1},
			{"2024-04-02", oppF, 1},
			{"2024-03-11", oppF, 1},
			{"2021-06-04", oppF, 1},
			{"2021-02-16", oppF, 1},
			{"2024-04-02", oppF, 2},
			{"2024-07-18", ordF, 1},
			{"2024-07-15", ordF, 1},
			{"2024-07-16", ordF, 1},
			{"2024-01-27", ordF, 1},
			{"2021-06-04", ordF, 1},
		},
	}
}
