package samples

// Written as a held-out matter (HELDOUT.md has its first score; it is now
// held to the full aims): a Texas
// state-court suit. "CAUSE NO." above a caption whose columns are ruled with
// "§" and whose right column holds the court ("IN THE DISTRICT COURT OF /
// HIDALGO COUNTY, TEXAS / 398TH JUDICIAL DISTRICT"); "PLAINTIFF'S ORIGINAL
// PETITION" with "COMES NOW ..., hereinafter called \"Plaintiff\"" and
// defendants introduced in numbered paragraphs ("Defendant X is a Texas
// corporation ... and may be served through its registered agent, Y"); a
// Rule 11 agreement letter ("Re:", "AGREED:" signatures); an order "SIGNED
// on this the 3rd day of March, 2021"; dates as "02-14-2021" and
// "January 8th 2021".
func init() { specs = append(specs, garza) }

func garza() matterSpec {
	capt := func() []block {
		return []block{
			c("CAUSE NO. C-0417-21-I"), gap(),
			caption("§", []string{"ROSA ELENA GARZA,", "     Plaintiff,", "", "v.", "", "VALLEY HARVEST FOODS, INC. and", "TEJAS COLD STORAGE, LLC,", "     Defendants."},
				[]string{"IN THE DISTRICT COURT OF", "", "", "HIDALGO COUNTY, TEXAS", "", "", "398TH JUDICIAL DISTRICT", ""}),
			gap(),
		}
	}
	petition := doc{name: "Plaintiff's Original Petition.pdf", font: "Times", size: 12, unicode: true,
		pages: []page{
			append(capt(), cb("PLAINTIFF'S ORIGINAL PETITION"), gap(),
				p("TO THE HONORABLE JUDGE OF SAID COURT:"),
				p("COMES NOW Rosa Elena Garza, hereinafter called \"Plaintiff\", complaining of Valley Harvest Foods, Inc. and Tejas Cold Storage, LLC, hereinafter called \"Defendants\", and for cause of action would respectfully show the Court as follows:"),
				p("1. Defendant Valley Harvest Foods, Inc. is a Texas corporation and may be served through its registered agent, Miguel Treviño, at 1200 N. 10th Street, McAllen, Texas 78501."),
			),
			{
				p("2. Defendant Tejas Cold Storage, LLC may be served through its registered agent, Capitol Services, Inc., 1501 S. Mopac Expressway, Austin, Texas 78746."),
				p("3. On January 8th 2021 Plaintiff slipped on ammonia-laced water on the loading dock of the warehouse that Defendants operated together, fracturing her hip. Defendants had received a written warning about the leak on 12-28-2020."),
				ls("Respectfully submitted,", "", "LAW OFFICE OF HECTOR SALINAS, P.C.", "", "By: /s/ Hector Salinas", "Hector Salinas", "State Bar No. 24051187", "ATTORNEY FOR PLAINTIFF"),
			},
		}}

	rule11 := doc{name: "Rule 11 Agreement.pdf", font: "Helvetica", size: 11,
		pages: []page{{
			cb("ESCOBEDO & RUIZ, L.L.P."), c("Attorneys at Law"), c("6 Harvest Lane, Edinburg, Texas 78539"), gap(),
			l("February 14, 2021"), gap(),
			ls("Via Email", "Mr. Hector Salinas", "Law Office of Hector Salinas, P.C.", "300 W. Nolana Avenue", "McAllen, Texas 78504"), gap(),
			ls("Re:  Cause No. C-0417-21-I; Garza v. Valley Harvest Foods, Inc., et al.", "     Rule 11 Agreement - extension of answer date"), gap(),
			p("Dear Hector:"),
			p("This confirms our agreement under Rule 11 that Defendants' answers are due on or before 03-08-2021. Please sign below and return a copy."),
			p("Sincerely,"),
			ls("", "Diana Escobedo", "", "AGREED:", "", "/s/ Hector Salinas          02-14-2021", "Hector Salinas, Attorney for Plaintiff"),
		}}}

	order := doc{name: "Order on Special Exceptions.pdf", font: "Times", size: 12,
		pages: []page{
			append(capt(), cb("ORDER ON DEFENDANTS' SPECIAL EXCEPTIONS"), gap(),
				p("On March 1, 2021 the Court heard Defendants' Special Exceptions. Having considered the exceptions, the response and the arguments of counsel, the Court SUSTAINS the exceptions and ORDERS Plaintiff to replead within 21 days, specifying which Defendant operated the loading dock."),
				p("SIGNED on this the 3rd day of March, 2021."),
				ls("", "                                   ______________________________", "                                   JUDGE PRESIDING", "", "APPROVED AS TO FORM:", "/s/ Diana Escobedo", "Diana Escobedo, State Bar No. 24039920", "Attorney for Defendants"),
			),
		}}

	return matterSpec{
		name: "garza-v-valley-harvest", title: "Garza v. Valley Harvest Foods, Inc. (Tex. Dist. Ct., Hidalgo County)", heldOut: false,
		docs: []doc{petition, rule11, order},
		parties: []Party{
			{"Rosa Elena Garza", "plaintiff"},
			{"Valley Harvest Foods, Inc.", "defendant"},
			{"Tejas Cold Storage, LLC", "defendant"},
			{"Hector Salinas", "counsel"},
			{"Diana Escobedo", "counsel"},
			{"Diana Escobedo", "sender"},
			{"Hector Salinas", "recipient"},
		},
		events: []Event{
			{"2021-01-08", "Plaintiff's Original Petition.pdf", 2},
			{"2020-12-28", "Plaintiff's Original Petition.pdf", 2},
			{"2021-02-14", "Rule 11 Agreement.pdf", 1},
			{"2021-03-08", "Rule 11 Agreement.pdf", 1},
			{"2021-03-01", "Order on Special Exceptions.pdf", 1},
			{"2021-03-03", "Order on Special Exceptions.pdf", 1},
		},
	}
}
