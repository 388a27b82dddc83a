package samples

// DEV SET (held out at first sight): a will contest in a Texas statutory
// probate court (Travis County). The county clerk's e-filing stamp at the
// top right of each filing ("Filed: 2/20/2024 10:47 AM / X / County Clerk
// / Travis County, Texas / By: Y, Deputy"); "CAUSE NO. C-1-PB-24-000781"
// over a "§"-ruled caption "IN THE ESTATE OF / X, / DECEASED" with "IN THE
// PROBATE COURT / NO. 1 OF / TRAVIS COUNTY, TEXAS" at the right; the
// application for probate of the will and letters testamentary ("X
// (\"Applicant\") furnishes the following information", numbered
// paragraphs with the decedent's death, the will's date, its self-proving
// affidavit and the subscribing witnesses, "Respectfully submitted," over
// the firm, "By:" the lawyer with "State Bar No.", "ATTORNEYS FOR
// APPLICANT"); the son's opposition ("Contestant"), verified before a
// notary ("BEFORE ME, the undersigned notary, on this day personally
// appeared X, who, being by me duly sworn"), with a Rule 21a certificate
// of service; the oral deposition of a subscribing witness ("ORAL AND
// VIDEOTAPED DEPOSITION OF X", "produced as a witness at the instance of
// the Contestant", appearances "FOR THE APPLICANT:" / "FOR THE
// CONTESTANT:", numbered transcript lines with "Q." and "A."); and the
// order admitting the will after a bench trial ("came on to be heard",
// the testimony of both subscribing witnesses, "SIGNED on", the judge's
// name under "JUDGE PRESIDING", "APPROVED AS TO FORM:" blocks of both
// sides' lawyers).
// The decedent of an "Estate of" caption is a party; the applicant is the
// petitioner; a contestant, like an objectant, is the respondent, and the
// declarant of the verification he swears; a subscribing witness deposed
// is a deponent, and a witness when the court hears her testimony; the
// county clerk, her deputy, the notary, the videographer and the court
// reporter are no parties, and a notary's commission expiry is no event.
func init() { specs = append(specs, teague) }

func teague() matterSpec {
	stamp := func(when, deputy string) block {
		return small(r("Filed: "+when+"\nCelia M. Rourke\nCounty Clerk\nTravis County, Texas\nBy: "+deputy+", Deputy"), 8)
	}
	capt := []block{
		c("CAUSE NO. C-1-PB-24-000781"), gap(),
		caption("§", []string{"IN THE ESTATE OF", "", "HAROLD WAYNE TEAGUE,", "", "DECEASED"},
			[]string{"IN THE PROBATE COURT", "", "NO. 1 OF", "", "TRAVIS COUNTY, TEXAS"}),
		gap(),
	}

	app := doc{name: "Application for Probate of Will.pdf", font: "Times", size: 11.5, unicode: true,
		pages: []page{
			append(append([]block{stamp("2/20/2024 10:47 AM", "Jacinta Ortega")}, capt...),
				cb("APPLICATION FOR PROBATE OF WILL AND"), cb("ISSUANCE OF LETTERS TESTAMENTARY"), gap(),
				l("TO THE HONORABLE JUDGE OF SAID COURT:"),
				p("Loretta Teague Vaughan (\"Applicant\") furnishes the following information to the Court for the probate of the written will of Harold Wayne Teague (\"Decedent\") and for the issuance of letters testamentary to Applicant:"),
				p("1. Applicant is an individual interested in this estate, domiciled in and residing at 4410 Ridgeline Drive, Austin, Travis County, Texas 78731. The last three numbers of Applicant's driver's license number are 412, and the last three numbers of her Social Security number are 078."),
				p("2. Decedent died on January 27, 2024, in Austin, Travis County, Texas, at the age of 81 years, and four years have not elapsed since the date of Decedent's death."),
				p("3. This Court has jurisdiction and venue because Decedent was domiciled and had a fixed place of residence in this county on the date of death."),
				p("4. Decedent owned real and personal property of a probable value in excess of $1,400,000."),
			),
			{
				p("5. Decedent left a valid written will dated September 12, 2022 (the \"Will\"), which was never revoked and is filed with this application. The Will is self-proved under section 251.102 of the Texas Estates Code, and its subscribing witnesses are Consuelo R. Ibarra and Gerald P. Amsel."),
				p("6. Decedent was married once, to Margaret Ann Teague, who died on June 4, 2020. Decedent had two children, Applicant and Dale Everett Teague, both living."),
				p("7. The Will names Applicant as independent executor to serve without bond. Applicant is not disqualified by law from serving as executor."),
				p("WHEREFORE, Applicant prays that citation issue as required by law, that the Will be admitted to probate, and that letters testamentary be issued to Applicant."),
				ls("", "                                        Respectfully submitted,", "",
					"                                        BRANNIGAN & LUNDQUIST, PLLC",
					"                                        1221 South MoPac Expressway, Suite 300",
					"                                        Austin, Texas 78746",
					"                                        Tel: (512) 555-0166",
					"",
					"                                        By: /s/ Whitney A. Brannigan",
					"                                        Whitney A. Brannigan",
					"                                        State Bar No. 24061190",
					"                                        wbrannigan@brannlund.com",
					"",
					"                                        ATTORNEYS FOR APPLICANT"),
			},
		}}

	opp := doc{name: "Contestant's Original Opposition.pdf", font: "Times", size: 11.5, unicode: true,
		pages: []page{
			append(append([]block{stamp("3/18/2024 3:02 PM", "Marcus Webb")}, capt...),
				cb("CONTESTANT'S ORIGINAL OPPOSITION TO APPLICATION"), cb("FOR PROBATE OF WILL"), gap(),
				l("TO THE HONORABLE JUDGE OF SAID COURT:"),
				p("Dale Everett Teague (\"Contestant\"), son of Harold Wayne Teague, Deceased, files this opposition to the Application for Probate of Will filed on February 20, 2024 by Loretta Teague Vaughan, and would show the Court as follows:"),
				p("1. Contestant is an heir at law of Decedent and an interested person under section 22.018 of the Texas Estates Code."),
				p("2. On September 12, 2022, when the instrument offered for probate was signed, Decedent lacked testamentary capacity. He had been diagnosed with vascular dementia on April 5, 2021 and did not know the nature and extent of his property."),
				p("3. In the alternative, the instrument was the product of undue influence by Applicant, who moved into Decedent's home in 2021, controlled his finances, and arranged the meeting at which the instrument was signed."),
				p("WHEREFORE, PREMISES CONSIDERED, Contestant prays that the application be denied and that the Court grant him all other relief to which he is entitled."),
			),
			{
				ls("                                        Respectfully submitted,", "",
					"                                        HOLLAND RIOS LLP",
					"                                        816 Congress Avenue, Suite 1500",
					"                                        Austin, Texas 78701",
					"",
					"                                        By: /s/ Marisol Rios",
					"                                        Marisol Rios",
					"                                        State Bar No. 24055873",
					"                                        Benjamin T. Holland",
					"                                        State Bar No. 24081034",
					"",
					"                                        ATTORNEYS FOR CONTESTANT"),
				gap(),
				cb("VERIFICATION"),
				ls("STATE OF TEXAS         §", "                       §", "COUNTY OF WILLIAMSON   §"),
				p("BEFORE ME, the undersigned notary, on this day personally appeared Dale Everett Teague, who, being by me duly sworn, on his oath deposed and said that he is the Contestant in the above-entitled and numbered cause, that he has read the above opposition, and that the facts stated in it are within his personal knowledge and are true and correct."),
				ls("                                        /s/ Dale Everett Teague", "                                        Dale Everett Teague", "",
					"SUBSCRIBED AND SWORN TO BEFORE ME on March 15, 2024.", "",
					"/s/ Pamela S. Gutierrez", "Notary Public, State of Texas", "My commission expires: 11/30/2026"),
				gap(),
				cb("CERTIFICATE OF SERVICE"),
				p("I certify that on March 18, 2024, a true and correct copy of this document was served in accordance with Rule 21a of the Texas Rules of Civil Procedure on Whitney A. Brannigan, Brannigan & Lundquist, PLLC, attorneys for Applicant, through the electronic filing manager."),
				ls("                                        /s/ Marisol Rios", "                                        Marisol Rios"),
			},
		}}

	depo := doc{name: "Deposition of Consuelo R. Ibarra.pdf", font: "Courier", size: 10, unicode: true,
		pages: []page{
			{
				c("CAUSE NO. C-1-PB-24-000781"), gap(),
				caption("§", []string{"IN THE ESTATE OF", "", "HAROLD WAYNE TEAGUE,", "", "DECEASED"},
					[]string{"IN THE PROBATE COURT", "", "NO. 1 OF", "", "TRAVIS COUNTY, TEXAS"}),
				gap(),
				cb("ORAL AND VIDEOTAPED DEPOSITION OF"), cb("CONSUELO R. IBARRA"), cb("MAY 14, 2024"), gap(),
				p("ORAL AND VIDEOTAPED DEPOSITION OF CONSUELO R. IBARRA, produced as a witness at the instance of the Contestant, and duly sworn, was taken in the above-styled and numbered cause on the 14th day of May, 2024, from 10:02 a.m. to 11:48 a.m., before Tamara J. Quist, CSR in and for the State of Texas, reported by machine shorthand, at the offices of Holland Rios LLP, 816 Congress Avenue, Suite 1500, Austin, Texas, pursuant to the Texas Rules of Civil Procedure."),
				gap(),
				cb("APPEARANCES"),
				ls("FOR THE APPLICANT:",
					"     Ms. Whitney A. Brannigan",
					"     BRANNIGAN & LUNDQUIST, PLLC",
					"     1221 South MoPac Expressway, Suite 300",
					"     Austin, Texas 78746",
					"",
					"FOR THE CONTESTANT:",
					"     Mr. Benjamin T. Holland",
					"     HOLLAND RIOS LLP",
					"     816 Congress Avenue, Suite 1500",
					"     Austin, Texas 78701",
					"",
					"ALSO PRESENT:",
					"     Mr. Kyle Danner, Videographer"),
			},
			{
				ls(" 1                    CONSUELO R. IBARRA,",
					" 2   having been first duly sworn, testified as follows:",
					" 3                       EXAMINATION",
					" 4   BY MR. HOLLAND:",
					" 5       Q.   Ms. Ibarra, how did you know Harold Teague?",
					" 6       A.   I was his neighbor for about twenty years.",
					" 7       Q.   You signed his will as a witness on",
					" 8   September 12, 2022?",
					" 9       A.   Yes, at his kitchen table.",
					"10       Q.   Who else was there?",
					"11       A.   Loretta, Mr. Amsel, and the notary.",
					"12       Q.   Did Mr. Teague say what the paper was?",
					"13       A.   He said it was his will and that he wanted",
					"14   Loretta to handle things. He knew who I was and",
					"15   asked after my grandson.",
					"16       Q.   Had you seen him confused before that day?",
					"17       A.   Once, that summer. He called me by my",
					"18   sister's name. But that day he was fine.",
					"19                MR. HOLLAND:  Pass the witness.",
					"20                MS. BRANNIGAN:  No questions.",
					"21                (Deposition concluded at 11:48 a.m.)"),
			},
		}}

	order := doc{name: "Order Admitting Will to Probate.pdf", font: "Times", size: 11.5, unicode: true,
		pages: []page{
			append(append([]block{stamp("8/12/2024 4:15 PM", "Jacinta Ortega")}, capt...),
				cb("ORDER ADMITTING WILL TO PROBATE AND"), cb("AUTHORIZING LETTERS TESTAMENTARY"), gap(),
				p("On August 6, 2024, came on to be heard the Application for Probate of Will and Issuance of Letters Testamentary filed by Loretta Teague Vaughan, Applicant, and the opposition filed by Dale Everett Teague, Contestant. Both parties appeared in person and through their attorneys of record, and a jury was waived."),
				p("The Court, having heard the evidence, including the testimony of Consuelo R. Ibarra and Gerald P. Amsel, the subscribing witnesses, finds that Harold Wayne Teague, Deceased, died on January 27, 2024; that the will dated September 12, 2022 was executed with the formalities required by law when the testator was of sound mind; that it was not the product of undue influence; and that it was not revoked."),
				p("IT IS THEREFORE ORDERED that the will is admitted to probate, that the opposition is denied, and that letters testamentary issue to Loretta Teague Vaughan, Independent Executor, without bond, upon her taking the oath required by law."),
			),
			{
				ls("SIGNED on August 12, 2024.", "", "",
					"                                        ________________________________",
					"                                        JUDGE PRESIDING",
					"                                        Raymond D. Espinoza",
					"", "",
					"APPROVED AS TO FORM:", "",
					"/s/ Whitney A. Brannigan                /s/ Marisol Rios",
					"Whitney A. Brannigan                    Marisol Rios",
					"State Bar No. 24061190                  State Bar No. 24055873",
					"Attorneys for Applicant                 Attorneys for Contestant"),
			},
		}}

	return matterSpec{
		name: "estate-of-teague", title: "In the Estate of Harold Wayne Teague (Probate Court No. 1, Travis County, Texas, No. C-1-PB-24-000781)", heldOut: true,
		firstSight: &Figures{PartyTruth: 11, PartyFound: 8, PartyCorrect: 6, EventTruth: 17, EventHits: 17, Grounded: 1}, // at ca5c45b
		docs:       []doc{app, opp, depo, order},
		parties: []Party{
			{"Harold Wayne Teague", "party"}, // the decedent of an "Estate of" caption
			{"Loretta Teague Vaughan", "petitioner"},
			{"Dale Everett Teague", "respondent"}, // the contestant
			{"Dale Everett Teague", "declarant"},
			{"Whitney A. Brannigan", "counsel"},
			{"Marisol Rios", "counsel"},
			{"Benjamin T. Holland", "counsel"},
			{"Consuelo R. Ibarra", "deponent"},
			{"Consuelo R. Ibarra", "witness"},
			{"Gerald P. Amsel", "witness"},
			{"Raymond D. Espinoza", "judge"},
		},
		events: []Event{
			{"2024-02-20", "Application for Probate of Will.pdf", 1},
			{"2024-01-27", "Application for Probate of Will.pdf", 1},
			{"2022-09-12", "Application for Probate of Will.pdf", 2},
			{"2020-06-04", "Application for Probate of Will.pdf", 2},
			{"2024-03-18", "Contestant's Original Opposition.pdf", 1},
			{"2024-02-20", "Contestant's Original Opposition.pdf", 1},
			{"2022-09-12", "Contestant's Original Opposition.pdf", 1},
			{"2021-04-05", "Contestant's Original Opposition.pdf", 1},
			{"2024-03-15", "Contestant's Original Opposition.pdf", 2},
			{"2024-03-18", "Contestant's Original Opposition.pdf", 2},
			{"2024-05-14", "Deposition of Consuelo R. Ibarra.pdf", 1},
			{"2022-09-12", "Deposition of Consuelo R. Ibarra.pdf", 2},
			{"2024-08-12", "Order Admitting Will to Probate.pdf", 1},
			{"2024-08-06", "Order Admitting Will to Probate.pdf", 1},
			{"2024-01-27", "Order Admitting Will to Probate.pdf", 1},
			{"2022-09-12", "Order Admitting Will to Probate.pdf", 1},
			{"2024-08-12", "Order Admitting Will to Probate.pdf", 2},
		},
	}
}
