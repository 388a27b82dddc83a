package samples

// HELD OUT (frozen): an unpublished New Jersey Appellate Division opinion
// and the order below. The non-precedential notice at the head of the
// opinion ("NOT FOR PUBLICATION WITHOUT THE APPROVAL OF THE APPELLATE
// DIVISION ... R. 1:36-3"), "Plaintiff-Appellant" and
// "Defendants-Respondents" (respondents on appeal), "Argued ... – Decided
// ...", a panel named by surname only ("Before Judges Moreno and
// Salazar."), counsel in one paragraph per side ("X argued the cause for
// appellant (Firm, attorneys; X, of counsel and on the briefs; Y, on the
// briefs)."), "PER CURIAM", and the docket number with the page number in
// every footer; the trial court's order ("THIS MATTER having been opened to
// the Court by ..., and the Court having considered ...").
func init() { specs = append(specs, doran) }

func doran() matterSpec {
	opinion := doc{name: "Opinion A-2217-22.pdf", font: "Times", size: 11.5, unicode: true,
		footer: "A-2217-22                                                                                          %d",
		pages: []page{
			{
				small(ls("NOT FOR PUBLICATION WITHOUT THE",
					"APPROVAL OF THE APPELLATE DIVISION",
					"This opinion shall not \"constitute precedent or be binding upon any court.\" Although it is posted on the",
					"internet, this opinion is binding only on the parties in the case and its use in other cases is limited. R. 1:36-3."), 8.5),
				gap(),
				ls("                                             SUPERIOR COURT OF NEW JERSEY",
					"                                             APPELLATE DIVISION",
					"                                             DOCKET NO. A-2217-22"),
				ls("MICHAEL DORAN,", "", "     Plaintiff-Appellant,", "", "v.", "",
					"PINEBROOK TOWNSHIP PLANNING", "BOARD and SUNRISE COMMONS", "URBAN RENEWAL, LLC,", "", "     Defendants-Respondents.", "_______________________________"),
				gap(),
				l("Argued January 16, 2024 – Decided February 27, 2024"),
				l("Before Judges Moreno and Salazar."),
				p("On appeal from the Superior Court of New Jersey, Law Division, Morris County, Docket No. L-1198-22."),
				p("Steven J. Albanese argued the cause for appellant (Albanese & Kurtz, LLC, attorneys; Steven J. Albanese, of counsel and on the briefs; Nadia R. Kurtz, on the briefs)."),
				p("Laura B. Whelan argued the cause for respondent Pinebrook Township Planning Board (Whelan Fitch, PC, attorneys; Laura B. Whelan, on the brief)."),
				p("Daniel E. Park argued the cause for respondent Sunrise Commons Urban Renewal, LLC (Park & Soto, LLP, attorneys; Daniel E. Park and Ilene M. Soto, of counsel and on the brief)."),
				c("PER CURIAM"),
			},
			{
				p("Plaintiff Michael Doran, who owns a home adjoining the site, appeals from the Law Division's February 10, 2023 order dismissing his complaint in lieu of prerogative writs, which challenged the Board's approval of a 212-unit redevelopment project. We affirm."),
				p("On June 8, 2022, the Board adopted a resolution granting Sunrise Commons preliminary and final major site plan approval with bulk variances. Notice of the decision was published on June 15, 2022. Plaintiff filed his complaint on July 21, 2022, more than forty-five days later. R. 4:69-6(a)."),
				p("The trial judge found no basis to enlarge the time under Rule 4:69-6(c), because the complaint raised no novel question of public importance and plaintiff gave no reason for the delay. We discern no abuse of discretion."),
				c("Affirmed."),
			},
		}}

	order := doc{name: "Law Division Order 2023-02-10.pdf", font: "Times", size: 12,
		pages: []page{{
			ls("ALBANESE & KURTZ, LLC", "Steven J. Albanese, Esq. (Attorney ID 021452008)", "40 Park Place, Morristown, New Jersey 07960", "Attorneys for Plaintiff, Michael Doran"),
			gap(),
			caption(":", []string{"MICHAEL DORAN,", "               Plaintiff,", "     v.", "PINEBROOK TOWNSHIP PLANNING BOARD", "and SUNRISE COMMONS URBAN", "RENEWAL, LLC,", "               Defendants."}, []string{"SUPERIOR COURT OF NEW JERSEY", "LAW DIVISION: MORRIS COUNTY", "DOCKET NO. MRS-L-1198-22", "", "Civil Action", "", "ORDER"}),
			gap(),
			p("THIS MATTER having been opened to the Court by Whelan Fitch, PC, attorneys for defendant Pinebrook Township Planning Board, on notice to all counsel, on a motion to dismiss the complaint as untimely; and the Court having considered the papers submitted and the arguments of counsel on February 3, 2023; and for the reasons set forth on the record;"),
			p("IT IS on this 10th day of February, 2023, ORDERED that the motion is GRANTED and the complaint is DISMISSED with prejudice as to all defendants."),
			ls("", "                                        /s/ Harriet L. Quon", "                                        HARRIET L. QUON, J.S.C.", "", "[X] Opposed  [ ] Unopposed"),
		}}}

	return matterSpec{
		name: "doran-v-pinebrook", title: "Doran v. Pinebrook Township Planning Board (N.J. Super. Ct. App. Div.)", heldOut: true,
		firstSight: &Figures{PartyTruth: 14, PartyFound: 7, PartyCorrect: 6, EventTruth: 8, EventHits: 8, Grounded: 1},
		docs:       []doc{opinion, order},
		parties: []Party{
			{"Michael Doran", "appellant"},
			{"Michael Doran", "plaintiff"},
			{"Pinebrook Township Planning Board", "respondent"},
			{"Sunrise Commons Urban Renewal, LLC", "respondent"},
			{"Pinebrook Township Planning Board", "defendant"},
			{"Sunrise Commons Urban Renewal, LLC", "defendant"},
			{"Steven J. Albanese", "counsel"},
			{"Nadia R. Kurtz", "counsel"},
			{"Laura B. Whelan", "counsel"},
			{"Daniel E. Park", "counsel"},
			{"Ilene M. Soto", "counsel"},
			{"Moreno", "judge"},
			{"Salazar", "judge"},
			{"Harriet L. Quon", "judge"},
		},
		events: []Event{
			{"2024-01-16", "Opinion A-2217-22.pdf", 1},
			{"2024-02-27", "Opinion A-2217-22.pdf", 1},
			{"2023-02-10", "Opinion A-2217-22.pdf", 2},
			{"2022-06-08", "Opinion A-2217-22.pdf", 2},
			{"2022-06-15", "Opinion A-2217-22.pdf", 2},
			{"2022-07-21", "Opinion A-2217-22.pdf", 2},
			{"2023-02-03", "Law Division Order 2023-02-10.pdf", 1},
			{"2023-02-10", "Law Division Order 2023-02-10.pdf", 1},
		},
	}
}
