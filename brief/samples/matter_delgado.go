package samples

// Written as a held-out matter (HELDOUT.md has its first score; it is now
// held to the full aims): a federal criminal
// case. "UNITED STATES OF AMERICA, v. NAME, Defendant." with no label for the
// government; an indictment signed by the United States Attorney and an
// Assistant ("By: /s/"); a CM/ECF criminal docket sheet ("Assigned to:",
// "represented by", entries dated 03/09/2021); and a suppression hearing
// transcript with an appearances page, "THE COURT:", a sworn witness and
// "DIRECT EXAMINATION BY MR. GREER:".
func init() { specs = append(specs, delgado) }

func delgado() matterSpec {
	court := []block{cb("IN THE UNITED STATES DISTRICT COURT"), cb("FOR THE DISTRICT OF ARIZONA"), gap()}
	capt := func(title ...string) block {
		return caption("", []string{
			"United States of America,",
			"",
			"               Plaintiff,",
			"v.",
			"",
			"Marcus Eli Delgado,",
			"  a/k/a \"Eli,\"",
			"               Defendant.",
		}, append([]string{"No. CR-21-00417-PHX-DLR", ""}, title...))
	}

	indictment := doc{name: "Indictment.pdf", font: "Times", size: 12,
		pages: []page{
			append(append([]block{}, court...),
				caption("", []string{"UNITED STATES OF AMERICA,", "", "v.", "", "MARCUS ELI DELGADO,", "", "               Defendant."},
					[]string{"No. CR-21-00417-PHX-DLR", "", "INDICTMENT", "", "VIO: 21 U.S.C. 841(a)(1)", "(Possession with Intent", "to Distribute)"}),
				gap(),
				l("THE GRAND JURY CHARGES:"), gap(),
				cb("COUNT 1"),
				p("On or about December 15, 2020, in the District of Arizona, Defendant MARCUS ELI DELGADO did knowingly and intentionally possess with intent to distribute 400 grams or more of a mixture containing a detectable amount of fentanyl."),
				p("In violation of 21 U.S.C. 841(a)(1) and (b)(1)(A)(vi)."),
			),
			{
				cb("FORFEITURE ALLEGATION"),
				p("Upon conviction of the offense alleged in Count 1, Defendant shall forfeit to the United States the 2017 Dodge Ram seized on Dec. 15, 2020."),
				ls("A TRUE BILL", "", "/s/", "FOREPERSON OF THE GRAND JURY", "Date: March 9, 2021", "", "JESSICA L. PARK", "United States Attorney", "District of Arizona", "", "By: /s/ Thomas R. Greer", "THOMAS R. GREER", "Assistant United States Attorney"),
			},
		}}

	docket := doc{name: "Criminal Docket.pdf", font: "Helvetica", size: 9,
		header: "CM/ECF - azd",
		pages: []page{
			{
				ls("CLOSED",
					"U.S. District Court",
					"DISTRICT OF ARIZONA (Phoenix Division)",
					"CRIMINAL DOCKET FOR CASE #: 2:21-cr-00417-DLR-1",
					"",
					"Case title: USA v. Delgado                           Date Filed: 03/09/2021",
					"                                                     Date Terminated: 11/22/2021",
					"Assigned to: Judge Douglas L. Ramsey",
					"",
					"Defendant (1)",
					"Marcus Eli Delgado                    represented by Sofia Navarro",
					"TERMINATED: 11/22/2021                               Federal Public Defender - Phoenix",
					"                                                     850 W Adams St., Suite 201",
					"                                                     Phoenix, AZ 85007",
					"                                                     602-382-2700",
					"                                                     Email: sofia_navarro@fd.org",
					"                                                     LEAD ATTORNEY",
					"                                                     ATTORNEY TO BE NOTICED",
					"                                                     Designation: Public Defender",
					"",
					"Plaintiff",
					"USA                                   represented by Thomas R. Greer",
					"                                                     US Attorneys Office - Phoenix, AZ",
					"                                                     Two Renaissance Square",
					"                                                     LEAD ATTORNEY",
					"",
					"Date Filed    #   Docket Text",
					"03/09/2021    1   INDICTMENT as to Marcus Eli Delgado (1) count(s) 1. (Entered: 03/10/2021)",
					"03/16/2021    6   ARRAIGNMENT as to Marcus Eli Delgado held on 3/16/2021. Plea of NOT GUILTY",
					"                  entered. (Entered: 03/16/2021)",
					"06/01/2021   21   MOTION to Suppress Evidence by Marcus Eli Delgado. (Navarro, Sofia)",
					"07/20/2021   29   Minute Entry for Evidentiary Hearing held before Judge Douglas L. Ramsey",
					"                  on 7/20/2021 re 21 MOTION to Suppress. Motion taken under advisement.",
					"08/04/2021   31   ORDER denying 21 Motion to Suppress. Signed by Judge Douglas L. Ramsey",
					"                  on 8/4/2021. (Entered: 08/04/2021)",
					"11/22/2021   44   JUDGMENT as to Marcus Eli Delgado (1): 120 months imprisonment.",
				),
			},
		}}

	transcript := doc{name: "Transcript 2021-07-20 Suppression Hearing.pdf", font: "Courier", size: 10,
		pages: []page{
			{
				court[0], court[1], gap(),
				capt("REPORTER'S TRANSCRIPT OF", "PROCEEDINGS", "EVIDENTIARY HEARING"), gap(),
				c("BEFORE THE HONORABLE DOUGLAS L. RAMSEY"), c("UNITED STATES DISTRICT JUDGE"), gap(),
				c("Phoenix, Arizona"), c("July 20, 2021"), c("1:30 p.m."), gap(),
				ls("APPEARANCES:", "", "For the Government:      THOMAS R. GREER, ESQ.", "                         Assistant U.S. Attorney", "", "For the Defendant:       SOFIA NAVARRO, ESQ.", "                         Assistant Federal Public Defender", "", "Official Court Reporter: Linda M. Okafor, RMR, CRR"),
			},
			{
				ls(" 1            THE COURT: We're here on the defendant's motion to",
					" 2   suppress. Mr. Greer, call your first witness.",
					" 3            MR. GREER: The government calls Special Agent Karen",
					" 4   Hollis.",
					" 5       KAREN HOLLIS, GOVERNMENT'S WITNESS, SWORN",
					" 6                      DIRECT EXAMINATION",
					" 7   BY MR. GREER:",
					" 8   Q.   Agent Hollis, where were you on December 15, 2020?",
					" 9   A.   On Interstate 10 near Casa Grande, assisting a DPS",
					"10   trooper with a traffic stop of a Dodge Ram pickup.",
					"11   Q.   Who was driving?",
					"12   A.   The defendant, Mr. Delgado.",
					"13                      CROSS-EXAMINATION",
					"14   BY MS. NAVARRO:",
					"15   Q.   The warrant was not signed until 12/16/2020, correct?",
					"16   A.   That's correct.",
					"17            THE COURT: The motion is taken under advisement."),
			},
		}}

	return matterSpec{
		name: "us-v-delgado", title: "United States v. Delgado (D. Ariz.)", heldOut: false,
		docs: []doc{indictment, docket, transcript},
		parties: []Party{
			{"United States of America", "plaintiff"},
			{"Marcus Eli Delgado", "defendant"},
			{"Thomas R. Greer", "counsel"},
			{"Jessica L. Park", "counsel"},
			{"Sofia Navarro", "counsel"},
			{"Douglas L. Ramsey", "judge"},
			{"Karen Hollis", "witness"},
		},
		events: []Event{
			{"2020-12-15", "Indictment.pdf", 1},
			{"2020-12-15", "Indictment.pdf", 2},
			{"2021-03-09", "Indictment.pdf", 2},
			{"2021-03-09", "Criminal Docket.pdf", 1},
			{"2021-03-16", "Criminal Docket.pdf", 1},
			{"2021-06-01", "Criminal Docket.pdf", 1},
			{"2021-07-20", "Criminal Docket.pdf", 1},
			{"2021-08-04", "Criminal Docket.pdf", 1},
			{"2021-11-22", "Criminal Docket.pdf", 1},
			{"2021-07-20", "Transcript 2021-07-20 Suppression Hearing.pdf", 1},
			{"2020-12-15", "Transcript 2021-07-20 Suppression Hearing.pdf", 2},
			{"2020-12-16", "Transcript 2021-07-20 Suppression Hearing.pdf", 2},
		},
	}
}
