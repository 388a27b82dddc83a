package samples

// Written as a held-out matter (HELDOUT.md has its first score; it is now
// held to the full aims): a California
// state prosecution. "THE PEOPLE OF THE STATE OF CALIFORNIA, Plaintiff, vs.
// NAME, Defendant." on pleading paper under a District Attorney's block
// ("By: NAME, Deputy District Attorney"); a defence motion that "COMES NOW
// Defendant, NAME, by and through his attorney, Deputy Public Defender
// NAME"; a prosecutor's letter with "Re:" and "cc:"; a minute order form
// ("JUDGE: HON. X", "DEPUTY DA:", "DEFENSE:"); and a police report's
// narrative; dates "March 3rd, 2021", "3/3/21", "04-09-2021".
func init() { specs = append(specs, ramsey) }

func ramsey() matterSpec {
	court := []block{cb("SUPERIOR COURT OF THE STATE OF CALIFORNIA"), cb("COUNTY OF SACRAMENTO"), gap()}
	capt := func(title ...string) block {
		return caption(")", []string{
			"THE PEOPLE OF THE STATE OF CALIFORNIA,",
			"",
			"                    Plaintiff,",
			"          vs.",
			"",
			"DANIEL JOSEPH RAMSEY,",
			"",
			"                    Defendant.",
		}, append([]string{"Case No. 21FE004127", ""}, title...))
	}
	daBlock := ls("THIEN HO", "District Attorney, County of Sacramento", "By: MICHELLE A. TORRES, SBN 298812", "Deputy District Attorney", "901 G Street", "Sacramento, California 95814", "Telephone: (916) 874-6218")

	opposition := doc{name: "People's Opposition to Motion to Suppress.pdf", font: "Times", size: 12, pleading: true,
		pages: []page{
			append(append([]block{daBlock, gap()}, court...), capt("PEOPLE'S OPPOSITION TO", "DEFENDANT'S MOTION TO", "SUPPRESS EVIDENCE (PC 1538.5)"), gap(),
				p("On March 3rd, 2021, at about 11:20 p.m., Sacramento Police Officer Brian Okoye stopped a gray Honda Accord for a broken taillight. The defendant, the driver, had a suspended license and was arrested."),
			),
			{
				p("The inventory search of the car before it was towed found 41 grams of methamphetamine under the spare tire. An inventory search under a standardized policy needs no warrant."),
				p("The motion should be denied."),
				ls("Dated: 05/14/2021", "", "                                   Respectfully submitted,", "                                   THIEN HO, District Attorney", "", "                                   By: /s/ Michelle A. Torres", "                                   Deputy District Attorney"),
			},
		}}

	motion := doc{name: "Defendant's Motion to Suppress.pdf", font: "Times", size: 12, pleading: true,
		pages: []page{
			append(append([]block{ls("KAREN YEE, SBN 276540", "Assistant Public Defender", "SACRAMENTO COUNTY PUBLIC DEFENDER", "700 H Street, Suite 0270", "Sacramento, California 95814", "Attorneys for Defendant"), gap()}, court...), capt("NOTICE OF MOTION AND MOTION", "TO SUPPRESS EVIDENCE"), gap(),
				p("COMES NOW Defendant, DANIEL JOSEPH RAMSEY, by and through his attorney, Assistant Public Defender KAREN YEE, and moves to suppress all evidence obtained from the search of his car on 3/3/21."),
			),
			{
				p("The tow was a pretext. Officer Okoye's body camera shows him telling his partner that he wanted to \"see what's in the trunk\" before any tow was called. The car was lawfully parked in front of the defendant's home, and his wife was present to drive it."),
				p("The hearing on this motion is set for 04-09-2021 in Department 61."),
				ls("Dated: March 26, 2021", "", "                                   /s/ Karen Yee", "                                   KAREN YEE", "                                   Assistant Public Defender"),
			},
		}}

	letter := doc{name: "DA letter re discovery.pdf", font: "Helvetica", size: 11,
		pages: []page{{
			cb("OFFICE OF THE DISTRICT ATTORNEY"), c("COUNTY OF SACRAMENTO"), c("901 G Street, Sacramento, California 95814"), gap(),
			l("April 1, 2021"), gap(),
			ls("Karen Yee", "Assistant Public Defender", "700 H Street, Suite 0270", "Sacramento, CA 95814"),
			gap(),
			l("Re:  People v. Daniel Ramsey, No. 21FE004127 - supplemental discovery"),
			gap(),
			p("Dear Ms. Yee:"),
			p("Enclosed is the body camera footage of Officer Okoye and Officer Lena Park from the stop on March 3, 2021, and the department's tow and inventory policy in effect on that date. The People will not seek a continuance of the hearing."),
			p("Sincerely,"),
			ls("", "Michelle A. Torres", "Deputy District Attorney", "", "cc: Officer Brian Okoye, Sacramento Police Department"),
		}}}

	minutes := doc{name: "Minute Order 2021-05-21.pdf", font: "Helvetica", size: 10,
		pages: []page{{
			cb("SUPERIOR COURT OF CALIFORNIA, COUNTY OF SACRAMENTO"), gap(),
			ls("DATE: 05/21/2021                       DEPT: 61", "JUDGE: HON. RAYMOND T. FUENTES        CLERK: J. ALVAREZ", "", "PEOPLE OF THE STATE OF CALIFORNIA vs. DANIEL JOSEPH RAMSEY", "CASE NO: 21FE004127", "", "DEPUTY DA: MICHELLE A. TORRES", "DEFENSE: KAREN YEE, APD"),
			gap(),
			cb("MINUTE ORDER - MOTION TO SUPPRESS (PC 1538.5)"),
			p("Officer Brian Okoye sworn and testified. The Court finds that the decision to tow was not made under standardized criteria and that the inventory search was a pretext for an investigatory search."),
			p("The motion to suppress is GRANTED. The People's motion to dismiss is granted in the interest of justice. Defendant is released. Bail exonerated."),
		}}}

	return matterSpec{
		name: "people-v-ramsey", title: "People v. Ramsey (Cal. Super. Ct., Sacramento County)", heldOut: false,
		docs: []doc{opposition, motion, letter, minutes},
		parties: []Party{
			{"The People of the State of California", "plaintiff"},
			{"Daniel Joseph Ramsey", "defendant"},
			{"Michelle A. Torres", "counsel"},
			{"Thien Ho", "counsel"},
			{"Karen Yee", "counsel"},
			{"Michelle A. Torres", "sender"},
			{"Karen Yee", "recipient"},
			{"Brian Okoye", "recipient"},
			{"Brian Okoye", "witness"},
			{"Raymond T. Fuentes", "judge"},
		},
		events: []Event{
			{"2021-03-03", "People's Opposition to Motion to Suppress.pdf", 1},
			{"2021-05-14", "People's Opposition to Motion to Suppress.pdf", 2},
			{"2021-03-03", "Defendant's Motion to Suppress.pdf", 1},
			{"2021-04-09", "Defendant's Motion to Suppress.pdf", 2},
			{"2021-03-26", "Defendant's Motion to Suppress.pdf", 2},
			{"2021-04-01", "DA letter re discovery.pdf", 1},
			{"2021-03-03", "DA letter re discovery.pdf", 1},
			{"2021-05-21", "Minute Order 2021-05-21.pdf", 1},
		},
	}
}
