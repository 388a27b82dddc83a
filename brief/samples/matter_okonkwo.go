package samples

// Written as a held-out matter (HELDOUT.md has its first score; it is now
// held to the full aims): a Missouri
// state-court negligence petition. An all-capitals caption whose names run
// over several lines, each defendant followed by a "Serve:" block naming its
// registered agent and address (the agent is no party); "COMES NOW
// Plaintiff"; a process server's return ("I, NAME, being duly sworn, state
// that I served ..."); an entry of appearance ("hereby enters her
// appearance as counsel for Defendant"); a notary's jurat (the notary is no
// party); dates as "the 5th day of June, 2022" and "10/03/2022".
func init() { specs = append(specs, okonkwo) }

func okonkwo() matterSpec {
	court := []block{cb("IN THE CIRCUIT COURT OF JACKSON COUNTY, MISSOURI"), cb("AT KANSAS CITY"), gap()}
	capt := []block{
		ls("CHIDI OKONKWO,", "", "                    Plaintiff,", "", "v.                                              Case No. 2216-CV11842", "", "HEARTLAND FREIGHT SYSTEMS, INC.,", "", "   Serve: CT Corporation System", "          120 South Central Avenue", "          Clayton, Missouri 63105", "", "and", "", "RONALD W. PRUETT,", "", "   Serve: 4411 NE Vivion Road", "          Kansas City, Missouri 64119", "", "                    Defendants."),
		gap(),
	}
	petition := doc{name: "Petition for Damages.pdf", font: "Times", size: 12,
		pages: []page{
			append(append(append([]block{}, court...), capt...),
				cb("PETITION FOR DAMAGES"), gap(),
				p("COMES NOW Plaintiff, by and through counsel, and for his cause of action against Defendants states as follows:"),
				p("1. On the 5th day of June, 2022, Plaintiff was stopped at a red light on Interstate 435 when a tractor-trailer driven by Defendant Pruett struck the rear of his car."),
			),
			{
				p("2. At all relevant times Pruett was acting within the course and scope of his employment with Defendant Heartland Freight Systems, Inc."),
				p("3. Plaintiff was taken to Truman Medical Center and underwent spinal surgery on July 19, 2022."),
				p("WHEREFORE, Plaintiff prays for judgment against Defendants in an amount that is fair and reasonable, together with costs."),
				ls("", "HOLLAND & ABARA, LLC", "", "/s/ Nnamdi Abara", "Nnamdi Abara, MO Bar #61822", "4600 Madison Avenue, Suite 810", "Kansas City, Missouri 64112", "ATTORNEY FOR PLAINTIFF"),
			},
		}}

	ret := doc{name: "Return of Service - Pruett.pdf", font: "Helvetica", size: 11,
		pages: []page{{
			cb("IN THE CIRCUIT COURT OF JACKSON COUNTY, MISSOURI"), c("Case No. 2216-CV11842"), gap(),
			cb("AFFIDAVIT OF SERVICE"), gap(),
			p("I, Dwayne T. Mercer, being duly sworn, state that I am over the age of eighteen and not a party to this action, and that on 10/03/2022 at 6:42 p.m. I served the Summons and Petition for Damages on Ronald W. Pruett by delivering copies to him personally at 4411 NE Vivion Road, Kansas City, Missouri."),
			ls("", "/s/ Dwayne T. Mercer", "Special Process Server", "", "Subscribed and sworn to before me on October 4, 2022.", "", "/s/ Carla J. Reyes", "Notary Public"),
		}}}

	appearance := doc{name: "Entry of Appearance.pdf", font: "Times", size: 12,
		pages: []page{
			append(append(append([]block{}, court...), capt...),
				cb("ENTRY OF APPEARANCE"), gap(),
				p("Laura M. Kessler of Brandt Kessler LLP hereby enters her appearance as counsel for Defendants Heartland Freight Systems, Inc. and Ronald W. Pruett."),
				ls("Dated: October 21, 2022", "", "/s/ Laura M. Kessler", "Laura M. Kessler, MO Bar #55107", "BRANDT KESSLER LLP", "ATTORNEYS FOR DEFENDANTS"),
			),
		}}

	return matterSpec{
		name: "okonkwo-v-heartland", title: "Okonkwo v. Heartland Freight Systems, Inc. (Mo. Cir. Ct., Jackson County)", heldOut: false,
		docs: []doc{petition, ret, appearance},
		parties: []Party{
			{"Chidi Okonkwo", "plaintiff"},
			{"Heartland Freight Systems, Inc.", "defendant"},
			{"Ronald W. Pruett", "defendant"},
			{"Nnamdi Abara", "counsel"},
			{"Laura M. Kessler", "counsel"},
			{"Dwayne T. Mercer", "declarant"},
		},
		events: []Event{
			{"2022-06-05", "Petition for Damages.pdf", 1},
			{"2022-07-19", "Petition for Damages.pdf", 2},
			{"2022-10-03", "Return of Service - Pruett.pdf", 1},
			{"2022-10-04", "Return of Service - Pruett.pdf", 1},
			{"2022-10-21", "Entry of Appearance.pdf", 1},
		},
	}
}
