package sealed

import "pramaan/brief/truth"

// A federal criminal fraud case in the Northern District of Georgia: the
// indictment (the clerk's "FILED IN OPEN COURT" stamp, "THE GRAND JURY
// CHARGES THAT:", a table of counts with the date of each wire, "A TRUE
// BILL" signed by the foreperson, the United States Attorney and the
// Assistant with a bar number); the defendant's motion to suppress under
// the ECF header; the district judge's order after an evidentiary hearing
// (agents who testified, "SO ORDERED this ... day of"); and the
// government's sentencing memorandum with the guideline calculation and a
// certificate of service.
func init() { specs = append(specs, harwell) }

func harwell() spec {
	capt := func(right string) block {
		return row([]float64{0.5, 0.08, 0.42}, "UNITED STATES OF AMERICA\n\n          v.\n\nDEVONTE R. HARWELL", "\n\n::\n\n", right)
	}
	head := []block{cb("IN THE UNITED STATES DISTRICT COURT"), cb("FOR THE NORTHERN DISTRICT OF GEORGIA"), cb("ATLANTA DIVISION"), gap()}

	indictment := doc{name: "Indictment.pdf", font: "Times", size: 12,
		pages: []page{
			with([]block{stamp("FILED IN OPEN COURT", "U.S.D.C. - Atlanta", "JUN 18 2024", "Clerk of Court", "By: /s/ Deputy Clerk")}, head, []block{
				capt("Criminal Indictment\n\nNo. 1:24-CR-219"),
				gap(), cb("THE GRAND JURY CHARGES THAT:"), gap(),
				cb("Counts One through Three"), cb("(Wire Fraud - 18 U.S.C. § 1343)"),
				p("1. Beginning on or about April 20, 2020, and continuing through on or about March 31, 2021, in the Northern District of Georgia and elsewhere, the defendant, DEVONTE R. HARWELL, knowingly devised a scheme to defraud lenders participating in the Paycheck Protection Program, and to obtain money by means of materially false and fraudulent pretenses, by submitting loan applications for three companies that had no employees and no payroll."),
				p("2. On or about each of the dates below, in the Northern District of Georgia, for the purpose of executing the scheme, the defendant caused the following wire communications to be transmitted in interstate commerce:"),
				row([]float64{0.12, 0.2, 0.68}, "Count", "Date", "Wire"),
				row([]float64{0.12, 0.2, 0.68}, "1", "05/04/2020", "PPP application of Harwell Logistics Group LLC for $412,500 submitted to Lender A"),
				row([]float64{0.12, 0.2, 0.68}, "2", "06/22/2020", "Funding of $397,000 to the account of Peachline Staffing Solutions LLC"),
				row([]float64{0.12, 0.2, 0.68}, "3", "02/09/2021", "Second-draw PPP application of Harwell Logistics Group LLC for $474,500"),
				p("All in violation of Title 18, United States Code, Sections 1343 and 2."),
			}),
			{
				cb("FORFEITURE PROVISION"),
				p("3. Upon conviction of any offense alleged in Counts One through Three, the defendant shall forfeit to the United States any property which constitutes or is derived from proceeds traceable to the offenses, including a 2021 Mercedes-Benz G550 purchased on or about July 14, 2020."),
				row([]float64{0.5, 0.5}, "", "A TRUE BILL\n\n/s/ FOREPERSON\nFOREPERSON"),
				gap(),
				ls("CORNELIUS T. ABARA", "United States Attorney", "", "/s/ Felicity J. Wrenshaw", "FELICITY J. WRENSHAW", "Assistant United States Attorney", "Georgia Bar No. 512204", "", "600 U.S. Courthouse", "75 Ted Turner Drive SW", "Atlanta, GA 30303", "404-555-0120"),
			},
		}}

	motion := doc{name: "Motion to Suppress.pdf", font: "Times", size: 12,
		header: "Case 1:24-cr-00219-EJR-RLO   Document 31   Filed 08/02/24   Page %d of %t",
		pages: []page{
			with(head, []block{
				capt("CRIMINAL ACTION NO.\n1:24-CR-219-EJR-RLO"),
				gap(), cb("DEFENDANT'S MOTION TO SUPPRESS EVIDENCE AND STATEMENTS AND REQUEST FOR EVIDENTIARY HEARING"), gap(),
				p("Defendant Devonte R. Harwell, through counsel, moves the Court under the Fourth and Fifth Amendments to suppress (1) all evidence seized in the search of his residence at 1187 Amberwood Trace, Lithonia, Georgia on March 7, 2024, and (2) all statements he made to agents that morning."),
				p("1. The search warrant was issued on March 5, 2024 by United States Magistrate Judge Regina L. Okwuosa on the affidavit of a Special Agent of the FDIC Office of Inspector General. The affidavit relied on bank records from 2020 and 2021 and did not establish that evidence of the alleged offenses would be found at the residence, which Mr. Harwell did not occupy until October 2022. The information was stale."),
				p("2. At about 6:05 a.m. on March 7, 2024, eight agents entered the residence. Mr. Harwell was handcuffed, placed in a vehicle and questioned for forty minutes before any Miranda warnings were given. His statements were the product of custodial interrogation and must be suppressed."),
			}),
			{
				p("Mr. Harwell requests an evidentiary hearing and leave to file a particularized brief after the hearing transcript is prepared."),
				ls("Respectfully submitted this 2nd day of August, 2024.", "", "                                        /s/ Marcus O. Pellegrino-Tate", "                                        Marcus O. Pellegrino-Tate", "                                        Georgia Bar No. 604418", "                                        Hannah R. Blakemore", "                                        Georgia Bar No. 771352", "                                        FEDERAL DEFENDER PROGRAM, INC.", "                                        101 Marietta Street NW, Suite 1500", "                                        Atlanta, Georgia 30303", "                                        Counsel for Mr. Harwell"),
				gap(), cb("CERTIFICATE OF SERVICE"),
				p("I certify that I electronically filed this motion with the Clerk of Court using the CM/ECF system, which will send notice to Assistant United States Attorney Felicity J. Wrenshaw. Dated: August 2, 2024. /s/ Marcus O. Pellegrino-Tate"),
			},
		}}

	order := doc{name: "Order on Motion to Suppress.pdf", font: "Times", size: 12,
		header: "Case 1:24-cr-00219-EJR-RLO   Document 44   Filed 10/01/24   Page %d of %t",
		pages: []page{
			with(head, []block{
				capt("CRIMINAL ACTION NO.\n1:24-CR-219-EJR-RLO"),
				gap(), cb("ORDER"), gap(),
				p("This matter is before the Court on Defendant Devonte R. Harwell's Motion to Suppress Evidence and Statements [Doc. 31]. The Court held an evidentiary hearing on September 10, 2024, at which Special Agent Gideon T. Marwick of the FDIC Office of Inspector General and Task Force Officer Ayesha Brandt testified for the government. Defendant did not testify. Defendant was represented by Marcus O. Pellegrino-Tate; the government by Felicity J. Wrenshaw."),
				p("The warrant was not stale. The affidavit showed that Defendant ran the companies' records from his home office, that he used the same laptop and email account in 2021 and in January 2024, and that records of a continuing business are likely to be kept where the business is run. In any event, the agents relied in good faith on the warrant signed on March 5, 2024. United States v. Leon, 468 U.S. 897 (1984)."),
				p("As to the statements, the Court credits Agent Marwick's testimony that Defendant was told at 6:12 a.m. that he was not under arrest, that the handcuffs were removed before any questioning, and that the interview took place at his kitchen table with the door open. A reasonable person in his position would have felt free to end the interview. Defendant was not in custody."),
			}),
			{
				p("Accordingly, Defendant's Motion to Suppress [Doc. 31] is DENIED. This case is set for a pretrial conference on October 22, 2024 at 10:00 a.m. and for trial on November 18, 2024."),
				ls("", "SO ORDERED this 1st day of October, 2024.", "", "", "                                        ______________________________", "                                        ELEANOR J. RUSHWORTH", "                                        UNITED STATES DISTRICT JUDGE"),
			},
		}}

	memo := doc{name: "Government's Sentencing Memorandum.pdf", font: "Times", size: 12,
		header: "Case 1:24-cr-00219-EJR-RLO   Document 61   Filed 02/18/25   Page %d of %t",
		pages: []page{
			with(head, []block{
				capt("CRIMINAL ACTION NO.\n1:24-CR-219-EJR-RLO"),
				gap(), cb("GOVERNMENT'S SENTENCING MEMORANDUM"), gap(),
				p("The United States of America, by Cornelius T. Abara, United States Attorney, and Felicity J. Wrenshaw and Samuel Oyewole-Grant, Assistant United States Attorneys for the Northern District of Georgia, files this sentencing memorandum. Sentencing is set for March 4, 2025."),
				p("On November 12, 2024, Defendant pleaded guilty to Count Two of the Indictment under a plea agreement. The Final Presentence Investigation Report, issued on January 27, 2025, calculates a total offense level of 25 and Criminal History Category I, for an advisory range of 57 to 71 months' imprisonment."),
				p("The loss is $1,284,000, the sum of the three PPP loans disbursed to Defendant's companies. Defendant spent the proceeds on a luxury vehicle, a down payment on his residence, and transfers to gambling accounts. None was spent on payroll."),
			}),
			{
				p("For these reasons, the government asks the Court to impose a sentence of 57 months' imprisonment, three years of supervised release, restitution of $1,284,000 to the Small Business Administration, and forfeiture of the vehicle."),
				ls("Respectfully submitted,", "", "CORNELIUS T. ABARA", "United States Attorney", "", "/s/ Felicity J. Wrenshaw                 /s/ Samuel Oyewole-Grant", "Felicity J. Wrenshaw                     Samuel Oyewole-Grant", "Assistant United States Attorney         Assistant United States Attorney", "Georgia Bar No. 512204                   Georgia Bar No. 330917"),
				gap(), cb("CERTIFICATE OF SERVICE"),
				p("I served this memorandum on counsel for Defendant, Marcus O. Pellegrino-Tate and Hannah R. Blakemore, by filing it through the Court's CM/ECF system on February 18, 2025. /s/ Samuel Oyewole-Grant"),
			},
		}}

	return spec{
		name: "united-states-v-harwell-ndga", title: "United States v. Harwell (N.D. Ga. No. 1:24-CR-219), PPP wire fraud",
		firstSight: &truth.Figures{PartyTruth: 11, PartyFound: 12, PartyCorrect: 9, EventTruth: 22, EventHits: 22, Grounded: 1}, // at commit 9ac289f
		docs:       []doc{indictment, motion, order, memo},
		parties: []truth.Party{
			{Name: "United States of America", Role: "plaintiff"},
			{Name: "Devonte R. Harwell", Role: "defendant"},
			{Name: "Cornelius T. Abara", Role: "counsel"},
			{Name: "Felicity J. Wrenshaw", Role: "counsel"},
			{Name: "Samuel Oyewole-Grant", Role: "counsel"},
			{Name: "Marcus O. Pellegrino-Tate", Role: "counsel"},
			{Name: "Hannah R. Blakemore", Role: "counsel"},
			{Name: "Eleanor J. Rushworth", Role: "judge"},
			{Name: "Regina L. Okwuosa", Role: "judge"}, // issued the warrant
			{Name: "Gideon T. Marwick", Role: "witness"},
			{Name: "Ayesha Brandt", Role: "witness"},
		},
		events: []truth.Event{
			{Date: "2024-06-18", File: "Indictment.pdf", Page: 1},
			{Date: "2020-04-20", File: "Indictment.pdf", Page: 1},
			{Date: "2021-03-31", File: "Indictment.pdf", Page: 1},
			{Date: "2020-05-04", File: "Indictment.pdf", Page: 1},
			{Date: "2020-06-22", File: "Indictment.pdf", Page: 1},
			{Date: "2021-02-09", File: "Indictment.pdf", Page: 1},
			{Date: "2020-07-14", File: "Indictment.pdf", Page: 2},
			{Date: "2024-08-02", File: "Motion to Suppress.pdf", Page: 1},
			{Date: "2024-03-07", File: "Motion to Suppress.pdf", Page: 1},
			{Date: "2024-03-05", File: "Motion to Suppress.pdf", Page: 1},
			{Date: "2024-08-02", File: "Motion to Suppress.pdf", Page: 2},
			{Date: "2024-10-01", File: "Order on Motion to Suppress.pdf", Page: 1},
			{Date: "2024-09-10", File: "Order on Motion to Suppress.pdf", Page: 1},
			{Date: "2024-03-05", File: "Order on Motion to Suppress.pdf", Page: 1},
			{Date: "2024-10-22", File: "Order on Motion to Suppress.pdf", Page: 2},
			{Date: "2024-11-18", File: "Order on Motion to Suppress.pdf", Page: 2},
			{Date: "2024-10-01", File: "Order on Motion to Suppress.pdf", Page: 2},
			{Date: "2025-02-18", File: "Government's Sentencing Memorandum.pdf", Page: 1},
			{Date: "2025-03-04", File: "Government's Sentencing Memorandum.pdf", Page: 1},
			{Date: "2024-11-12", File: "Government's Sentencing Memorandum.pdf", Page: 1},
			{Date: "2025-01-27", File: "Government's Sentencing Memorandum.pdf", Page: 1},
			{Date: "2025-02-18", File: "Government's Sentencing Memorandum.pdf", Page: 2},
		},
	}
}
