package samples

// DEV SET (held out at first sight): a federal health care fraud
// prosecution in the District of New Jersey, from the indictment to the
// judgment. The District's ECF header atop every filed page ("Case
// 2:24-cr-00317-MLC Document 1 Filed 05/16/24 Page 1 of 2 PageID: 1");
// an extract of the indictment (the ":"-ruled caption with "Hon. X" and
// "Crim. No. 24-317 (MLC)" and the statutes at the right, "The Grand Jury
// in and for the District of New Jersey, sitting at Newark, charges:",
// the company and an unnamed "Physician-1", a "Count / Approximate Date
// of Service / Beneficiary / Item / Amount Billed" table with
// beneficiaries by initials, "A TRUE BILL," over "FOREPERSON" with no
// name, the United States Attorney in capitals, and the back page with
// the case number, "INDICTMENT FOR", the United States Attorney, the
// Assistant and the Office's telephone number); the plea agreement letter
// (the Department of Justice letterhead with the Office's address and the
// file code "NJA/PL AGR 2023R00412" at the left, "Via Email", the inside
// address to defence counsel "Esq.", "Re: Plea Agreement with X", "Dear
// Ms. X:", "This letter sets forth the plea agreement between your
// client, X (\"DABROWSKI\"), and the United States Attorney for the
// District of New Jersey (\"this Office\")", "Very truly yours," over the
// United States Attorney in capitals and "By:" the Assistant, "APPROVED:"
// by the unit chief, the defendant's acknowledgment "I have received this
// letter from my attorney, X" with "AGREED AND ACCEPTED:" and the
// lawyer's own line, each dated); the defence sentencing memorandum (the
// caption again, the probation officer and the presentence report, the
// defendant's wife, pastor and cardiologist named, 18 U.S.C. § 3553(a),
// "Respectfully submitted," over the firm, "By: /s/" two lawyers,
// "Attorneys for Defendant"); and the judgment on form AO 245B ("UNITED
// STATES DISTRICT COURT / District of New Jersey", "Case Number:", "USM
// Number:", the lawyer over "Defendant's Attorney", "THE DEFENDANT:" with
// check boxes, a "Title & Section / Nature of Offense / Offense Ended /
// Count" table, "Date of Imposition of Judgment", "Signature of Judge",
// "Name and Title of Judge", the imprisonment, supervised release and
// criminal monetary penalties, the restitution payee, the blank marshal's
// return, "AO 245B (Rev. 09/19)" and the sheet numbers).
// Conventions (as in us-v-marchetti and us-v-ochoa-villalba): the United
// States is the plaintiff and the accused the defendant; the United
// States Attorney whose name heads the indictment's and the letter's
// signature, the Assistant who signs, and the unit chief who approves the
// plea agreement are counsel; defence counsel, and the associate who
// signs the memorandum with her, are counsel; the Assistant who writes the
// plea letter is its sender and the defence lawyer it is addressed to its
// recipient; the defendant, who acknowledges the letter, is neither its
// recipient nor a declarant by it, and neither he nor his lawyer, who
// sign under "AGREED AND ACCEPTED:", is a "party" by it (a plea
// agreement, not a contract between them); the district judge is the judge. The
// grand jury's foreperson is unnamed; the company, "Physician-1", the
// beneficiaries by initials, the probation officer, the wife, the pastor,
// the cardiologist, the restitution payee, the marshal and the firms are
// no parties. The ECF header's date is an event on each filed document's
// first page only; the form's revision date and month-and-year periods
// ("in or about January 2021") are no events; every other date printed
// is an event on its page.
func init() { specs = append(specs, dabrowski) }

func dabrowski() matterSpec {
	const (
		indF = "ECF 1 Indictment - US v. Dabrowski (extract).pdf"
		pleF = "Plea Agreement Letter - Dabrowski 2024-10-07.pdf"
		smF  = "ECF 41 Defendant's Sentencing Memorandum.pdf"
		jdgF = "ECF 47 Judgment in a Criminal Case (Dabrowski).pdf"
	)
	hdr := func(doc, filed, pid string) string {
		return "Case 2:24-cr-00317-MLC   Document " + doc + "   Filed " + filed + "   Page %d of %t PageID: " + pid
	}
	court := []block{cb("UNITED STATES DISTRICT COURT"), cb("DISTRICT OF NEW JERSEY"), gap()}
	capt := func(right ...string) block {
		return caption(":", []string{
			"UNITED STATES OF AMERICA",
			"",
			"          v.",
			"",
			"KENNETH M. DABROWSKI",
			"",
		}, right)
	}

	ind := doc{name: indF, font: "Times", size: 11, unicode: true, header: hdr("1", "05/16/24", "1"),
		pages: []page{
			append(append([]block{}, court...),
				capt("Hon. Marisa L. Castellano-Reed", "", "Crim. No. 24-317 (MLC)", "", "18 U.S.C. §§ 1347 and 2", "42 U.S.C. § 1320a-7b(b)(1)(A)"),
				gap(),
				cb("I N D I C T M E N T"), gap(),
				p("The Grand Jury in and for the District of New Jersey, sitting at Newark, charges:"),
				cb("COUNTS 1 THROUGH 4"),
				c("(Health Care Fraud)"),
				p("1. At all times relevant to this Indictment, defendant KENNETH M. DABROWSKI was a resident of Clifton, New Jersey, and the owner and managing member of Ironbound Medical Supply LLC (\"Ironbound\"), a supplier of durable medical equipment enrolled in Medicare. Physician-1 was a physician licensed in New Jersey whose identity is known to the Grand Jury."),
				p("2. From in or about January 2021 through in or about June 2023, defendant DABROWSKI caused Ironbound to bill Medicare for knee and back braces that were not medically necessary, on orders signed by Physician-1 without examining the beneficiaries, and paid Physician-1 about $85 for each signed order."),
				p("3. On or about the dates set forth below, in the District of New Jersey and elsewhere, defendant KENNETH M. DABROWSKI knowingly and willfully executed the scheme to defraud Medicare, as follows:"),
				ls("  Count    Approximate Date of Service    Beneficiary    Item                         Amount Billed",
					"  1        March 14, 2022                 M.R.           Knee orthosis (L1833)        $1,214.70",
					"  2        August 2, 2022                 J.T.           Lumbar orthosis (L0650)      $1,036.22",
					"  3        November 29, 2022              E.S.           Knee orthosis (L1851)        $  986.40",
					"  4        April 18, 2023                 D.W.           Lumbar orthosis (L0637)      $1,102.15"),
				p("In violation of Title 18, United States Code, Sections 1347 and 2."),
			),
			{
				ls("                                                  A TRUE BILL,",
					"",
					"                                                  /s/ [redacted]",
					"                                                  FOREPERSON",
					"",
					"/s/ Helena M. Castaneda-Ruiz",
					"HELENA M. CASTANEDA-RUIZ",
					"UNITED STATES ATTORNEY"),
				gap(), gap(),
				l("________________________________________________________________________________"),
				ls("CASE NUMBER: 24-317 (MLC)",
					"",
					"               United States District Court",
					"                  District of New Jersey",
					"",
					"               UNITED STATES OF AMERICA",
					"                           v.",
					"               KENNETH M. DABROWSKI",
					"",
					"                     INDICTMENT FOR",
					"       18 U.S.C. §§ 1347 and 2; 42 U.S.C. § 1320a-7b(b)(1)(A)",
					"",
					"                     A True Bill,",
					"                     Foreperson",
					"",
					"               HELENA M. CASTANEDA-RUIZ",
					"               UNITED STATES ATTORNEY",
					"               NEWARK, NEW JERSEY",
					"",
					"               NATHANIEL J. ABRAMOWITZ",
					"               ASSISTANT U.S. ATTORNEY",
					"               (973) 645-2700"),
			},
		}}

	ple := doc{name: pleF, font: "Times", size: 10.5, unicode: true,
		footer: "Page %d of %t",
		pages: []page{
			{
				small(c("U.S. Department of Justice"), 12),
				small(c("United States Attorney\nDistrict of New Jersey"), 10),
				gap(),
				small(ls("Nathaniel J. Abramowitz                       970 Broad Street, 7th Floor          (973) 645-2700",
					"Assistant United States Attorney              Newark, New Jersey 07102",
					"",
					"NJA/PL AGR 2023R00412"), 9),
				gap(),
				r("October 7, 2024"),
				ls("Via Email",
					"",
					"Rebecca L. Morgenstern-Okafor, Esq.",
					"Morgenstern-Okafor & Lutz LLC",
					"One Gateway Center, Suite 2600",
					"Newark, New Jersey 07102",
					"",
					"                Re:   Plea Agreement with Kenneth M. Dabrowski"),
				gap(),
				l("Dear Ms. Morgenstern-Okafor:"), gap(),
				p("This letter sets forth the plea agreement between your client, Kenneth M. Dabrowski (\"DABROWSKI\"), and the United States Attorney for the District of New Jersey (\"this Office\"). The Office's offer to enter into this plea agreement will expire on October 21, 2024 if an executed copy is not received by this Office on or before that date."),
				p("Charge. Conditioned on the understandings specified below, this Office will accept a guilty plea from DABROWSKI to Count 2 of the Indictment, Crim. No. 24-317 (MLC), which charges him with health care fraud in violation of 18 U.S.C. § 1347. If DABROWSKI enters a guilty plea and is sentenced on this charge, and otherwise fully complies with this agreement, this Office will move to dismiss Counts 1, 3 and 4 at sentencing and will not initiate any further criminal charges against him for the scheme described in the Indictment."),
				p("Sentencing. The violation of 18 U.S.C. § 1347 carries a statutory maximum prison sentence of 10 years and a fine of $250,000. The sentence to be imposed is within the sole discretion of the sentencing judge, subject to the Sentencing Reform Act and the Sentencing Guidelines. DABROWSKI agrees to pay restitution of $412,386.50 to Medicare and to forfeit $146,200, and the parties agree to the stipulations in Schedule A, including a total Guidelines offense level of 19."),
				p("Waiver of Appeal. As set forth in Schedule A, each party waives certain rights to appeal the sentence. This agreement binds only this Office and not any other federal, state or local authority."),
			},
			{
				ls("                                                  Very truly yours,",
					"",
					"                                                  HELENA M. CASTANEDA-RUIZ",
					"                                                  United States Attorney",
					"",
					"                                                  By: /s/ Nathaniel J. Abramowitz",
					"                                                  Nathaniel J. Abramowitz",
					"                                                  Assistant United States Attorney",
					"",
					"APPROVED:",
					"",
					"/s/ Siobhan T. Mulcahy",
					"Siobhan T. Mulcahy",
					"Chief, Health Care Fraud Unit"),
				gap(),
				p("I have received this letter from my attorney, Rebecca L. Morgenstern-Okafor, Esq. I have read it. My attorney and I have discussed it and all of its provisions, including those addressing the charge, sentencing, stipulations, waiver, restitution, forfeiture and immigration consequences. I understand this letter fully. I hereby accept its terms and conditions and acknowledge that it constitutes the plea agreement between the parties. I understand that no additional promises, agreements, or conditions have been made or will be made unless set forth in writing and signed by the parties. I want to plead guilty pursuant to this plea agreement."),
				ls("AGREED AND ACCEPTED:",
					"",
					"/s/ Kenneth M. Dabrowski                          Date:  October 21, 2024",
					"Kenneth M. Dabrowski"),
				gap(),
				p("I have discussed with my client this plea agreement and all of its provisions. My client understands this plea agreement fully and wants to plead guilty pursuant to it."),
				ls("/s/ Rebecca L. Morgenstern-Okafor                 Date:  October 21, 2024",
					"Rebecca L. Morgenstern-Okafor, Esq."),
			},
		}}

	sm := doc{name: smF, font: "Times", size: 11, unicode: true, header: hdr("41", "02/06/25", "212"),
		pages: []page{
			append(append([]block{
				small(ls("MORGENSTERN-OKAFOR & LUTZ LLC",
					"One Gateway Center, Suite 2600",
					"Newark, New Jersey 07102",
					"(973) 555-0164",
					"Attorneys for Defendant Kenneth M. Dabrowski"), 9.5),
				gap()}, court...),
				capt("Hon. Marisa L. Castellano-Reed, U.S.D.J.", "", "Crim. No. 24-317 (MLC)", "", "Sentencing: February 20, 2025"),
				gap(),
				cb("DEFENDANT KENNETH M. DABROWSKI'S SENTENCING MEMORANDUM"), gap(),
				p("Defendant Kenneth M. Dabrowski respectfully submits this memorandum in advance of his sentencing on February 20, 2025. On November 4, 2024, Mr. Dabrowski pleaded guilty to Count 2 of the Indictment under a plea agreement dated October 7, 2024. For the reasons below, we ask the Court to impose a sentence of 12 months and one day, below the advisory range of 30 to 37 months."),
				cb("I. THE PRESENTENCE REPORT"),
				p("The final Presentence Investigation Report, prepared by United States Probation Officer Lydia F. Acheampong and disclosed on January 13, 2025, calculates a total offense level of 19 and a criminal history category of I. Mr. Dabrowski has no objections to the calculation. He has already paid $150,000 toward restitution."),
			),
			{
				cb("II. THE SECTION 3553(a) FACTORS"),
				p("Mr. Dabrowski is 58 years old and has never before been arrested. He closed Ironbound Medical Supply LLC in July 2023, months before he learned of the investigation, and has worked since then as a warehouse supervisor. His wife, Anna Dabrowski, describes in her letter (Exhibit A) his care for her since her stroke on March 3, 2023. Rev. Tomasz Wierzbicki of St. Casimir's Parish describes twenty years of volunteer work (Exhibit B). His cardiologist, Dr. Helen S. Marchetti-Ruiz, reports that he underwent coronary bypass surgery on September 17, 2024 and needs follow-up care through mid-2025 (Exhibit C)."),
				p("A sentence of 12 months and one day, followed by supervised release with a condition of home confinement, would reflect the seriousness of the offense, promote respect for the law and afford adequate deterrence, without a term longer than necessary."),
				cb("III. CONCLUSION"),
				p("For these reasons, Mr. Dabrowski asks the Court to impose a sentence of 12 months and one day."),
				gap(),
				ls("                                                  Respectfully submitted,",
					"",
					"                                                  MORGENSTERN-OKAFOR & LUTZ LLC",
					"                                                  Attorneys for Defendant",
					"",
					"                                                  By: /s/ Rebecca L. Morgenstern-Okafor",
					"                                                        Rebecca L. Morgenstern-Okafor",
					"                                                        Daniel S. Farrokhzad",
					"Dated: February 6, 2025"),
			},
		}}

	jdg := doc{name: jdgF, font: "Helvetica", size: 9, unicode: true, header: hdr("47", "02/24/25", "268"),
		footer: "AO 245B (Rev. 09/19) Judgment in a Criminal Case          Sheet %d",
		pages: []page{
			{
				cb("UNITED STATES DISTRICT COURT"),
				c("District of New Jersey"),
				gap(),
				ls("UNITED STATES OF AMERICA                      )     JUDGMENT IN A CRIMINAL CASE",
					"                v.                            )",
					"KENNETH M. DABROWSKI                          )     Case Number: 2:24-cr-00317-MLC-1",
					"                                              )     USM Number: 71834-509",
					"                                              )",
					"                                              )     Rebecca L. Morgenstern-Okafor, Esq.",
					"                                              )     Defendant's Attorney",
					"",
					"THE DEFENDANT:",
					"[X] pleaded guilty to count(s)    2 of the Indictment on 11/4/2024",
					"[ ] pleaded nolo contendere to count(s)",
					"[ ] was found guilty on count(s)",
					"",
					"The defendant is adjudicated guilty of these offenses:",
					"",
					"Title & Section            Nature of Offense                              Offense Ended       Count",
					"18 U.S.C. § 1347           Health care fraud                              08/02/2022          2",
					"",
					"     The defendant is sentenced as provided in pages 2 through 2 of this judgment. The sentence is imposed",
					"pursuant to the Sentencing Reform Act of 1984.",
					"[X] Count(s)  1, 3 and 4          [ ] is  [X] are dismissed on the motion of the United States.",
					"",
					"     It is ordered that the defendant must notify the United States attorney for this district within 30 days of",
					"any change of name, residence, or mailing address until all fines, restitution, costs, and special assessments",
					"imposed by this judgment are fully paid.",
					"",
					"                                                  February 20, 2025",
					"                                                  Date of Imposition of Judgment",
					"",
					"                                                  /s/ Marisa L. Castellano-Reed",
					"                                                  Signature of Judge",
					"",
					"                                                  Marisa L. Castellano-Reed, U.S. District Judge",
					"                                                  Name and Title of Judge",
					"",
					"                                                  2/24/2025",
					"                                                  Date"),
			},
			{
				ls("DEFENDANT: KENNETH M. DABROWSKI",
					"CASE NUMBER: 2:24-cr-00317-MLC-1",
					"",
					"                                        IMPRISONMENT",
					"     The defendant is hereby committed to the custody of the Federal Bureau of Prisons to be imprisoned for a",
					"total term of: 24 months.",
					"[X] The court makes the following recommendations to the Bureau of Prisons: designation to FCI Fort Dix.",
					"[X] The defendant shall surrender for service of sentence at the institution designated by the Bureau of",
					"    Prisons before 2 p.m. on April 7, 2025.",
					"",
					"                                      SUPERVISED RELEASE",
					"     Upon release from imprisonment, the defendant will be on supervised release for a term of: 3 years.",
					"",
					"                              CRIMINAL MONETARY PENALTIES",
					"            Assessment       Restitution        Fine         AVAA Assessment*     JVTA Assessment**",
					"TOTALS      $ 100.00         $ 412,386.50       $ 0.00       $ 0.00               $ 0.00",
					"",
					"Name of Payee                                     Total Loss***     Restitution Ordered    Priority or Percentage",
					"Centers for Medicare & Medicaid Services          $412,386.50       $412,386.50            100%",
					"",
					"                                            RETURN",
					"I have executed this judgment as follows:",
					"",
					"     Defendant delivered on ____________________ to ______________________________",
					"at ______________________________, with a certified copy of this judgment.",
					"",
					"                                                  ______________________________",
					"                                                  UNITED STATES MARSHAL",
					"",
					"                                                  By ____________________________",
					"                                                  DEPUTY UNITED STATES MARSHAL"),
			},
		}}

	return matterSpec{
		name: "us-v-dabrowski", title: "United States v. Dabrowski (D.N.J., Crim. No. 24-317 (MLC))", heldOut: true,
		firstSight: &Figures{PartyTruth: 10, PartyFound: 10, PartyCorrect: 8, EventTruth: 21, EventHits: 21, Grounded: 1}, // at 2632628
		docs:       []doc{ind, ple, sm, jdg},
		parties: []Party{
			{"United States of America", "plaintiff"},
			{"Kenneth M. Dabrowski", "defendant"},
			{"Helena M. Castaneda-Ruiz", "counsel"}, // the United States Attorney
			{"Nathaniel J. Abramowitz", "counsel"},
			{"Nathaniel J. Abramowitz", "sender"}, // writes the plea letter
			{"Siobhan T. Mulcahy", "counsel"},     // the unit chief who approves
			{"Rebecca L. Morgenstern-Okafor", "counsel"},
			{"Rebecca L. Morgenstern-Okafor", "recipient"},
			{"Daniel S. Farrokhzad", "counsel"},
			{"Marisa L. Castellano-Reed", "judge"},
		},
		events: []Event{
			{"2024-05-16", indF, 1},
			{"2022-03-14", indF, 1},
			{"2022-08-02", indF, 1},
			{"2022-11-29", indF, 1},
			{"2023-04-18", indF, 1},
			{"2024-10-07", pleF, 1},
			{"2024-10-21", pleF, 1},
			{"2024-10-21", pleF, 2},
			{"2025-02-06", smF, 1},
			{"2025-02-20", smF, 1},
			{"2024-11-04", smF, 1},
			{"2024-10-07", smF, 1},
			{"2025-01-13", smF, 1},
			{"2023-03-03", smF, 2},
			{"2024-09-17", smF, 2},
			{"2025-02-06", smF, 2},
			{"2025-02-24", jdgF, 1},
			{"2024-11-04", jdgF, 1},
			{"2022-08-02", jdgF, 1},
			{"2025-02-20", jdgF, 1},
			{"2025-04-07", jdgF, 2},
		},
	}
}
