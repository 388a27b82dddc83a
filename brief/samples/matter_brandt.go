package samples

// HELD OUT (frozen): an Ohio state prosecution in the Court of Common
// Pleas. A ")"-ruled caption with the judge's name in the right column, a
// grand-jury indictment ("The Jurors of the Grand Jury ... do find and
// present", "A TRUE BILL", an unnamed foreperson) signed by an assistant
// prosecutor with an Ohio registration number in parentheses; the clerk's
// electronic filing stamp across the top of every page ("Franklin County
// Ohio Clerk of Courts of the Common Pleas- 2022 Apr 05 10:02 AM-22CR003417");
// a judgment entry; a plea-hearing transcript on numbered lines with an
// appearances block, "THE COURT:" and "THE DEFENDANT:" speakers and a
// reporter's certificate.
func init() { specs = append(specs, brandt) }

func brandt() matterSpec {
	court := []block{cb("IN THE COURT OF COMMON PLEAS, FRANKLIN COUNTY, OHIO"), cb("CRIMINAL DIVISION"), gap()}
	capt := func(title string) block {
		return caption(")", []string{
			"THE STATE OF OHIO,",
			"",
			"               Plaintiff,",
			"",
			"     vs.",
			"",
			"TRAVIS L. BRANDT,",
			"",
			"               Defendant.",
		}, []string{"CASE NO. 22CR-003417", "", "JUDGE HOLLOWAY", "", title})
	}
	indictment := doc{name: "Indictment 22CR-003417.pdf", font: "Times", size: 12,
		header: "Franklin County Ohio Clerk of Courts of the Common Pleas- 2022 Apr 05 10:02 AM-22CR003417",
		footer: "Page %d of %t",
		pages: []page{
			append(append([]block{}, court...), capt("INDICTMENT"), gap(),
				cb("COUNT ONE"), c("Felonious Assault, R.C. 2903.11(A)(1), a Felony of the Second Degree"), gap(),
				p("The Jurors of the Grand Jury of the State of Ohio, within and for the body of the County aforesaid, on their oaths, in the name and by the authority of the State of Ohio, do find and present that on or about the 11th day of March, 2022, in Franklin County, Ohio, Travis L. Brandt did knowingly cause serious physical harm to D.M., a person whose identity is known to the Grand Jury, contrary to the statute in such case made and provided, and against the peace and dignity of the State of Ohio."),
			),
			{
				cb("COUNT TWO"), c("Tampering with Evidence, R.C. 2921.12(A)(1), a Felony of the Third Degree"), gap(),
				p("The Jurors of the Grand Jury further find and present that on or about March 12, 2022, in Franklin County, Ohio, Travis L. Brandt, knowing that an official investigation was in progress, did alter, destroy, conceal or remove a thing with purpose to impair its value or availability as evidence."),
				gap(),
				ls("A TRUE BILL", "", "________________________", "Foreperson, Grand Jury", "",
					"JANET R. COLLIER",
					"FRANKLIN COUNTY PROSECUTING ATTORNEY",
					"",
					"By: /s/ Marcus D. Hale",
					"Marcus D. Hale (0087421)",
					"Assistant Prosecuting Attorney",
					"373 South High Street, 14th Floor",
					"Columbus, Ohio 43215"),
			},
		}}

	judgment := doc{name: "Judgment Entry.pdf", font: "Times", size: 12,
		header: "Franklin County Ohio Clerk of Courts of the Common Pleas- 2022 Sep 21 2:14 PM-22CR003417",
		pages: []page{
			append(append([]block{}, court...), capt("JUDGMENT ENTRY"), gap(), c("(Prison Imposed)"), gap(),
				p("On August 2, 2022, the State of Ohio was represented by Assistant Prosecuting Attorney Marcus D. Hale and the Defendant was represented by Attorney Lena S. Whitfield. The Defendant, after being advised of his rights pursuant to Crim. R. 11, entered a plea of guilty to Count One of the Indictment, Felonious Assault. Upon application of the prosecuting attorney, the Court entered a nolle prosequi on Count Two."),
				p("The Court held a sentencing hearing on September 20, 2022, pursuant to R.C. 2929.19. The Court afforded counsel an opportunity to speak on behalf of the Defendant and addressed the Defendant personally."),
				p("The Court hereby imposes an indefinite prison term of four to six years at the Ohio Department of Rehabilitation and Correction, with jail-time credit of 193 days."),
				gap(),
				ls("                                        /s/ Karen M. Holloway", "                                        KAREN M. HOLLOWAY, JUDGE"),
			),
		}}

	transcript := doc{name: "Plea Hearing Transcript 2022-08-02.pdf", font: "Courier", size: 11, pleading: true,
		pages: []page{
			{
				c("IN THE COURT OF COMMON PLEAS, FRANKLIN COUNTY, OHIO"), gap(),
				ls("STATE OF OHIO,              :", "                             :", "          Plaintiff,         :  Case No. 22CR-003417", "                             :", "     vs.                     :", "                             :", "TRAVIS L. BRANDT,            :", "          Defendant.         :"),
				gap(),
				c("TRANSCRIPT OF PROCEEDINGS"), c("(Change of Plea)"), gap(),
				ls("BEFORE:   HONORABLE KAREN M. HOLLOWAY, JUDGE", "DATE:     August 2, 2022", "", "APPEARANCES:", "", "     On behalf of the State of Ohio:", "          Marcus D. Hale", "          Assistant Prosecuting Attorney", "", "     On behalf of the Defendant:", "          Lena S. Whitfield", "          Attorney at Law"),
			},
			{
				ls("          THE COURT:  We are on the record in State of",
					"     Ohio versus Travis Brandt. Mr. Brandt, do you",
					"     understand that by pleading guilty you give up",
					"     your right to a jury trial?",
					"          THE DEFENDANT:  Yes, Your Honor.",
					"          THE COURT:  Has anyone promised you anything",
					"     other than what is in the plea form?",
					"          THE DEFENDANT:  No, ma'am.",
					"          MS. WHITFIELD:  Your Honor, we would ask for a",
					"     presentence investigation.",
					"          THE COURT:  Granted. Sentencing is set for",
					"     September 20, 2022.",
					"          (Proceedings concluded.)",
					"",
					"                    CERTIFICATE",
					"          I, Paula J. Stearns, a Registered Professional",
					"     Reporter, certify that the foregoing is a true",
					"     record of the proceedings."),
			},
		}}

	return matterSpec{
		name: "state-v-brandt", title: "State of Ohio v. Brandt (Ohio C.P., Franklin County)", heldOut: true,
		firstSight: &Figures{PartyTruth: 6, PartyFound: 4, PartyCorrect: 4, EventTruth: 8, EventHits: 6, Grounded: 1},
		docs:       []doc{indictment, judgment, transcript},
		parties: []Party{
			{"State of Ohio", "plaintiff"},
			{"Travis L. Brandt", "defendant"},
			{"Janet R. Collier", "counsel"},
			{"Marcus D. Hale", "counsel"},
			{"Lena S. Whitfield", "counsel"},
			{"Karen M. Holloway", "judge"},
		},
		events: []Event{
			{"2022-04-05", "Indictment 22CR-003417.pdf", 1},
			{"2022-03-11", "Indictment 22CR-003417.pdf", 1},
			{"2022-03-12", "Indictment 22CR-003417.pdf", 2},
			{"2022-09-21", "Judgment Entry.pdf", 1},
			{"2022-08-02", "Judgment Entry.pdf", 1},
			{"2022-09-20", "Judgment Entry.pdf", 1},
			{"2022-08-02", "Plea Hearing Transcript 2022-08-02.pdf", 1},
			{"2022-09-20", "Plea Hearing Transcript 2022-08-02.pdf", 2},
		},
	}
}
