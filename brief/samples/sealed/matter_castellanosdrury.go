package sealed

import "pramaan/brief/truth"

// A federal health-care fraud prosecution in the Western District of
// Missouri (Eighth Circuit), Western Division at Kansas City: the grand
// jury's indictment of a durable-medical-equipment supplier's owner and her
// billing manager (the district's caption with "No. 24-00187-01/02-CR-W-BCW"
// and the counts and statutes in the right column, "THE GRAND JURY
// CHARGES THAT:", a forfeiture allegation, "A TRUE BILL." with the
// foreperson's signature redacted, the United States Attorney's name and
// the Assistant's with their Missouri bar numbers), the plea agreement of
// one defendant on pleading paper under the ECF header (numbered sections,
// "The parties are the defendant ... and the United States", the factual
// basis, the Guidelines stipulations, acknowledgments and three signature
// lines with dates), and the district judge's sentencing memorandum and
// order after a hearing (appearances, a variance, restitution to Medicare,
// "IT IS SO ORDERED.").
func init() { specs = append(specs, castellanosDrury) }

func castellanosDrury() spec {
	court := []block{cb("IN THE UNITED STATES DISTRICT COURT"), cb("FOR THE WESTERN DISTRICT OF MISSOURI"), cb("WESTERN DIVISION"), gap()}
	capt := func(right string) block {
		return row([]float64{0.52, 0.04, 0.44},
			"UNITED STATES OF AMERICA,\n\n                    Plaintiff,\n\n          v.\n\n1. MARISOL CASTELLANOS-DRURY,\n   [DOB: XX/XX/1979]\n\n2. WENDELL J. PRITCHETT,\n   [DOB: XX/XX/1986]\n\n                    Defendants.",
			")\n)\n)\n)\n)\n)\n)\n)\n)\n)\n)\n)\n)",
			right)
	}

	indict := doc{name: "Indictment.pdf", font: "Times", size: 11,
		header: "Case 4:24-cr-00187-BCW     Document 1     Filed 06/19/24     Page %d of 3", headerAlign: "L",
		pages: []page{
			with(court, []block{capt("No. 24-00187-01/02-CR-W-BCW\n\nCOUNTS 1-4:\n18 U.S.C. §§ 1347 and 2\nNMT 10 Years Imprisonment\nNMT $250,000 Fine\n\nCOUNT 5:\n18 U.S.C. § 1349\n\nFORFEITURE ALLEGATION:\n18 U.S.C. § 982(a)(7)"), gap(),
				cb("I N D I C T M E N T"), gap(),
				p("THE GRAND JURY CHARGES THAT:"),
				cb("Introduction"),
				p("1. At all times relevant to this Indictment, Heartland Mobility Supply, LLC (\"Heartland\") was a supplier of durable medical equipment in Independence, Missouri, enrolled in the Medicare program. Defendant MARISOL CASTELLANOS-DRURY was its owner and chief executive. Defendant WENDELL J. PRITCHETT was its billing manager."),
				p("2. From in or about January 2021 through in or about March 2023, the defendants caused Heartland to bill Medicare for power wheelchairs, back braces and knee braces that beneficiaries had not received, that no physician had ordered, or that were far cheaper than the items billed."),
				cb("Counts 1 through 4 - Health Care Fraud"),
				p("3. On or about the dates below, in the Western District of Missouri, the defendants knowingly and willfully executed the scheme by submitting the following claims:"),
				row([]float64{0.12, 0.28, 0.3, 0.3}, "Count", "Date of claim", "Beneficiary", "Amount billed"),
				row([]float64{0.12, 0.28, 0.3, 0.3}, "1", "04/12/2022", "R.T.", "$5,214.00"),
				row([]float64{0.12, 0.28, 0.3, 0.3}, "2", "06/30/2022", "L.M.", "$4,980.50"),
				row([]float64{0.12, 0.28, 0.3, 0.3}, "3", "09/08/2022", "D.K.", "$5,214.00"),
				row([]float64{0.12, 0.28, 0.3, 0.3}, "4", "01/17/2023", "A.B.", "$1,860.00"),
			}),
			{
				p("All in violation of Title 18, United States Code, Sections 1347 and 2."),
				cb("Count 5 - Conspiracy to Commit Health Care Fraud"),
				p("4. From in or about January 2021 through in or about March 2023, the defendants conspired with each other and with others to commit health care fraud, in violation of Title 18, United States Code, Section 1349."),
				cb("Forfeiture Allegation"),
				p("5. Upon conviction, each defendant shall forfeit any property that constitutes or is derived from gross proceeds traceable to the offenses, including a money judgment and the real property at 1907 South Noland Road, Independence, Missouri."),
			},
			{
				ls("                                          A TRUE BILL.", "", "                                          /s/ Foreperson (signature on file)", "                                          FOREPERSON OF THE GRAND JURY", "", "", "/s/ Nathaniel B. Okereke-Vance", "Nathaniel B. Okereke-Vance, Mo. Bar #58213", "Assistant United States Attorney", "", "Teresa A. Moorhouse-Bell", "United States Attorney", "Charles Evans Whittaker Courthouse", "400 East Ninth Street, Fifth Floor", "Kansas City, Missouri 64106", "", "Dated: June 19, 2024"),
			},
		}}

	plea := doc{name: "Plea Agreement - Pritchett.pdf", font: "Times", size: 11,
		header: "Case 4:24-cr-00187-BCW     Document 42     Filed 11/05/24     Page %d of 3", headerAlign: "L",
		pages: []page{
			with(court, []block{capt("Criminal No. 24-00187-02-CR-W-BCW"), gap(),
				cb("PLEA AGREEMENT"), gap(),
				p("Pursuant to Rule 11(c)(1)(A) and (B) of the Federal Rules of Criminal Procedure, the parties described below have entered into the following plea agreement:"),
				p("1. The Parties. The parties to this agreement are the United States Attorney's Office for the Western District of Missouri (otherwise referred to as \"the Government\" or \"the United States\"), represented by Teresa A. Moorhouse-Bell, United States Attorney, and Nathaniel B. Okereke-Vance, Assistant United States Attorney, and the defendant, Wendell J. Pritchett (\"the defendant\"), represented by Simone L. Achterberg-Ruiz."),
				p("2. Defendant's Guilty Plea. The defendant agrees to and hereby does plead guilty to Count 5 of the indictment returned June 19, 2024, charging him with conspiracy to commit health care fraud. The Government agrees to move to dismiss Counts 1 through 4 as to this defendant at sentencing."),
				p("3. Factual Basis. Between January 2021 and March 2023 the defendant, as Heartland's billing manager and at the direction of its owner, altered the item codes on claims for off-the-shelf knee and back braces to bill them as custom-fitted orthoses, and submitted claims for power wheelchairs the company's delivery logs show were never delivered. He was paid a bonus of $50 for each such claim. Medicare paid $1,318,442.60 on the false claims."),
			}),
			{
				p("4. Guidelines Stipulations. The parties agree that U.S.S.G. § 2B1.1 applies; that the loss is more than $550,000 but not more than $1,500,000, adding 14 levels; and that the defendant is entitled to a three-level reduction for acceptance of responsibility if he continues to accept responsibility through sentencing. The parties are free to argue for any sentence within the statutory range."),
				p("5. Cooperation. The defendant agrees to testify truthfully at any trial of his co-defendant. Whether to file a motion under U.S.S.G. § 5K1.1 is in the sole discretion of the United States."),
				p("6. Restitution. The defendant agrees to pay restitution to the Centers for Medicare & Medicaid Services, jointly and severally with any co-defendant ordered to pay it."),
				p("7. Waiver of Appeal. The defendant waives his right to appeal or collaterally attack his conviction and sentence, except on grounds of ineffective assistance of counsel or prosecutorial misconduct, or a sentence above the statutory maximum."),
			},
			{
				p("8. The defendant acknowledges that he has read this agreement, that he has discussed it with his attorney, and that no promises other than those set out in it have been made to him."),
				gap(),
				ls("                                    Teresa A. Moorhouse-Bell", "                                    United States Attorney", "", "Dated: 11/4/2024                    By /s/ Nathaniel B. Okereke-Vance", "                                    Nathaniel B. Okereke-Vance", "                                    Assistant United States Attorney", "", "Dated: 10/31/2024                   /s/ Wendell J. Pritchett", "                                    Wendell J. Pritchett", "                                    Defendant", "", "Dated: 10/31/2024                   /s/ Simone L. Achterberg-Ruiz", "                                    Simone L. Achterberg-Ruiz", "                                    Attorney for Defendant"),
			},
		}}

	sent := doc{name: "Sentencing Memorandum and Order - Pritchett.pdf", font: "Times", size: 11,
		header: "Case 4:24-cr-00187-BCW     Document 71     Filed 03/20/25     Page %d of 2", headerAlign: "L",
		pages: []page{
			with(court, []block{capt("Criminal No. 24-00187-02-CR-W-BCW"), gap(),
				cb("SENTENCING MEMORANDUM AND ORDER"), gap(),
				p("On March 18, 2025, the Court held a sentencing hearing for Defendant Wendell J. Pritchett, who pleaded guilty on November 5, 2024 to Count 5 of the Indictment. Assistant United States Attorney Nathaniel B. Okereke-Vance appeared for the Government. Defendant appeared in person and with his counsel, Simone L. Achterberg-Ruiz."),
				p("The Presentence Investigation Report, revised on February 26, 2025, calculates a total offense level of 17 and a criminal history category of I, for an advisory range of 24 to 30 months. Neither party objected. The Government moved under U.S.S.G. § 5K1.1 for a four-level departure, citing Defendant's testimony at the trial of co-defendant Marisol Castellanos-Drury, which ended in a guilty verdict on all counts on February 7, 2025."),
				p("Having considered the factors in 18 U.S.C. § 3553(a), including Defendant's limited role, his lack of any criminal history, his early acceptance of responsibility and his cooperation, the Court grants the motion and varies further downward."),
			}),
			{
				p("IT IS THEREFORE ORDERED that Defendant is committed to the custody of the Bureau of Prisons for a term of 12 months and one day, to be followed by three years of supervised release. Defendant shall pay restitution of $1,318,442.60 to the Centers for Medicare & Medicaid Services, jointly and severally with Marisol Castellanos-Drury, and a special assessment of $100. Counts 1 through 4 are dismissed on the Government's motion. Defendant shall self-surrender to the institution designated by the Bureau of Prisons on or before May 5, 2025, at 12:00 noon."),
				p("IT IS SO ORDERED."),
				gap(),
				ls("                                    /s/ Bartholomew C. Wendt-Okafor", "                                    BARTHOLOMEW C. WENDT-OKAFOR, JUDGE", "                                    UNITED STATES DISTRICT COURT", "", "DATED: March 20, 2025"),
			},
		}}

	return spec{
		name:       "united-states-v-castellanos-drury-wdmo",
		title:      "United States v. Castellanos-Drury and Pritchett (W.D. Mo., No. 24-00187-CR-W-BCW), Medicare equipment fraud: indictment, plea agreement, sentencing",
		firstSight: &truth.Figures{PartyTruth: 7, PartyFound: 6, PartyCorrect: 6, EventTruth: 17, EventHits: 17, Grounded: 1}, // at commit 6bcf0de
		docs:       []doc{indict, plea, sent},
		parties: []truth.Party{
			{Name: "United States of America", Role: "plaintiff"},
			{Name: "Marisol Castellanos-Drury", Role: "defendant"},
			{Name: "Wendell J. Pritchett", Role: "defendant"},
			{Name: "Nathaniel B. Okereke-Vance", Role: "counsel"},
			{Name: "Teresa A. Moorhouse-Bell", Role: "counsel"},
			{Name: "Simone L. Achterberg-Ruiz", Role: "counsel"},
			{Name: "Bartholomew C. Wendt-Okafor", Role: "judge"},
		},
		events: []truth.Event{
			{Date: "2024-06-19", File: "Indictment.pdf", Page: 1},
			{Date: "2022-04-12", File: "Indictment.pdf", Page: 1},
			{Date: "2022-06-30", File: "Indictment.pdf", Page: 1},
			{Date: "2022-09-08", File: "Indictment.pdf", Page: 1},
			{Date: "2023-01-17", File: "Indictment.pdf", Page: 1},
			{Date: "2024-06-19", File: "Indictment.pdf", Page: 3},
			{Date: "2024-11-05", File: "Plea Agreement - Pritchett.pdf", Page: 1},
			{Date: "2024-06-19", File: "Plea Agreement - Pritchett.pdf", Page: 1},
			{Date: "2024-11-04", File: "Plea Agreement - Pritchett.pdf", Page: 3},
			{Date: "2024-10-31", File: "Plea Agreement - Pritchett.pdf", Page: 3},
			{Date: "2025-03-20", File: "Sentencing Memorandum and Order - Pritchett.pdf", Page: 1},
			{Date: "2025-03-18", File: "Sentencing Memorandum and Order - Pritchett.pdf", Page: 1},
			{Date: "2024-11-05", File: "Sentencing Memorandum and Order - Pritchett.pdf", Page: 1},
			{Date: "2025-02-26", File: "Sentencing Memorandum and Order - Pritchett.pdf", Page: 1},
			{Date: "2025-02-07", File: "Sentencing Memorandum and Order - Pritchett.pdf", Page: 1},
			{Date: "2025-05-05", File: "Sentencing Memorandum and Order - Pritchett.pdf", Page: 2},
			{Date: "2025-03-20", File: "Sentencing Memorandum and Order - Pritchett.pdf", Page: 2},
		},
	}
}
