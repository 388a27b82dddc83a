package samples

// DEV SET (held out at first sight): a federal wire-fraud prosecution in
// the Southern District of New York. The indictment ("UNITED STATES OF
// AMERICA / - v. - / X and Y, / Defendants." between rules of dashes, the
// clerk's "USDC SDNY / ELECTRONICALLY FILED / DATE FILED:" box, "COUNT ONE
// (Conspiracy to Commit Wire Fraud) / The Grand Jury charges:", "in or
// about" periods, "the defendants," in capitals, the foreperson's line and
// the United States Attorney's name side by side, the back page with "A
// TRUE BILL"); the magistrate judge's order of detention pending trial on
// form AO 472 (parts, check boxes, "Judge's Signature", "Printed name and
// title"); the plea agreement letter from the United States Attorney's
// Office to defence counsel ("On the understandings specified below",
// "By:" the Assistant United States Attorney, "APPROVED:" by the unit
// chief, "AGREED AND CONSENTED TO:" signed by the defendant and his
// lawyer with dates); and the judgment on form AO 245B ("Defendant's
// Attorney" under the lawyer's name, a table of counts, "Date of
// Imposition of Judgment", "Name and Title of Judge", the form's revision
// line). The United States is the plaintiff; the prosecutors, including
// the United States Attorney who signs, are counsel; the grand jury's
// foreperson is unnamed.
func init() { specs = append(specs, marchetti) }

func marchetti() matterSpec {
	indictment := doc{name: "Indictment 24 Cr. 187.pdf", font: "Times", size: 12, unicode: true,
		pages: []page{
			{
				small(r("USDC SDNY\nDOCUMENT\nELECTRONICALLY FILED\nDOC #: ______\nDATE FILED: 4/2/24"), 8.5),
				cb("UNITED STATES DISTRICT COURT"), cb("SOUTHERN DISTRICT OF NEW YORK"),
				ls("- - - - - - - - - - - - - - - - - - - - x",
					"                                          :",
					"UNITED STATES OF AMERICA                  :    SEALED INDICTMENT",
					"                                          :",
					"          - v. -                          :    24 Cr. 187 (RHT)",
					"                                          :",
					"DOMINIC MARCHETTI and                     :",
					"ELENA RUSSO,                              :",
					"                                          :",
					"               Defendants.                :",
					"                                          :",
					"- - - - - - - - - - - - - - - - - - - - x"),
				gap(),
				cb("COUNT ONE"), c("(Conspiracy to Commit Wire Fraud)"), gap(),
				l("The Grand Jury charges:"),
				p("1. From at least in or about January 2021 through in or about March 2023, in the Southern District of New York and elsewhere, DOMINIC MARCHETTI and ELENA RUSSO, the defendants, and others known and unknown, knowingly conspired to commit wire fraud, by soliciting investments in Harbor Crest Realty Partners LP with false statements that investor funds were held in escrow for the purchase of multifamily buildings in the Bronx."),
				p("2. On or about August 17, 2022, MARCHETTI caused a wire transfer of $412,000 from the purported escrow account to an account held in the name of a company he controlled."),
			},
			{
				p("3. On or about November 3, 2022, RUSSO sent an email to an investor in Manhattan attaching a falsified escrow statement."),
				c("(Title 18, United States Code, Section 1349.)"), gap(),
				cb("FORFEITURE ALLEGATION"),
				p("4. As a result of committing the offense alleged in Count One of this Indictment, DOMINIC MARCHETTI and ELENA RUSSO, the defendants, shall forfeit to the United States, pursuant to Title 18, United States Code, Section 981(a)(1)(C) and Title 28, United States Code, Section 2461(c), any and all property constituting, or derived from, proceeds traceable to the commission of said offense."),
				gap(), gap(),
				ls("______________________________            ______________________________",
					"FOREPERSON                                MARGARET A. ELWOOD",
					"                                          United States Attorney"),
			},
			{
				small(ls("Form No. USA-33s-274 (Ed. 9-25-58)"), 8), gap(),
				cb("UNITED STATES DISTRICT COURT"), cb("SOUTHERN DISTRICT OF NEW YORK"), gap(),
				c("UNITED STATES OF AMERICA"), c("v."), c("DOMINIC MARCHETTI and ELENA RUSSO,"), c("Defendants."), gap(),
				cb("SEALED INDICTMENT"), c("24 Cr. 187"), c("(18 U.S.C. Section 1349.)"), gap(),
				c("MARGARET A. ELWOOD"), c("United States Attorney"), gap(),
				cb("A TRUE BILL"), gap(), c("______________________________"), c("Foreperson"),
			},
		}}

	detention := doc{name: "Order of Detention Pending Trial (Marchetti).pdf", font: "Helvetica", size: 9.5, unicode: true,
		footer: "AO 472 (Rev. 11/16) Order of Detention Pending Trial                                                             Page %d of %t",
		pages: []page{
			{
				cb("UNITED STATES DISTRICT COURT"), c("for the"), c("Southern District of New York"), gap(),
				ls("              United States of America        )",
					"                         v.                   )        Case No. 24-cr-187 (RHT)",
					"                 Dominic Marchetti            )",
					"                     Defendant                )"),
				gap(), cb("ORDER OF DETENTION PENDING TRIAL"), gap(),
				ls("Part I - Eligibility for Detention",
					"   Upon the",
					"      [X] Motion of the Government attorney pursuant to 18 U.S.C. Section 3142(f)(2), or",
					"      [ ] Motion of the Government or Court's own motion pursuant to 18 U.S.C. Section 3142(f)(1),",
					"   the Court held a detention hearing and found that detention is warranted. This order sets forth the Court's",
					"   findings of fact and conclusions of law, as required by 18 U.S.C. Section 3142(i), in addition to any other",
					"   findings made at the hearing.",
					"",
					"Part II - Findings of Fact and Law as to Presumptions under Section 3142(e)",
					"      [X] No presumption applies.",
					"",
					"Part III - Analysis and Statement of the Reasons for Detention",
					"   After considering the factors set forth in 18 U.S.C. Section 3142(g) and the information presented at the",
					"   detention hearing, the Court concludes that the defendant must be detained pending trial because the",
					"   Government has proven:",
					"      [ ] By clear and convincing evidence that no condition or combination of conditions of release will",
					"          reasonably assure the safety of any other person and the community.",
					"      [X] By a preponderance of evidence that no condition or combination of conditions of release will",
					"          reasonably assure the defendant's appearance as required.",
					"",
					"   In addition to any findings made on the record at the hearing, the reasons for detention include:",
					"      [X] Weight of evidence against the defendant is strong",
					"      [X] Significant family or other ties outside the United States",
					"      [X] Lack of stable employment",
					"      [X] Prior attempt(s) to evade law enforcement"),
			},
			{
				ls("OTHER REASONS OR FURTHER EXPLANATION:"),
				p("At the hearing on April 4, 2024, the Government, by Assistant United States Attorney Priya N. Raghavan, proffered that the defendant bought a one-way ticket to Palermo on March 28, 2024, five days before the Indictment was unsealed, and that $1.9 million of investor funds remain unaccounted for. The defendant, represented by Lorenzo F. Batista, Esq., proposed a $500,000 bond secured by his mother's home. The Court finds the proposed conditions insufficient."),
				gap(),
				ls("Part IV - Directions Regarding Detention",
					"   The defendant is remanded to the custody of the Attorney General or to the Attorney General's designated",
					"   representative for confinement in a corrections facility separate, to the extent practicable, from persons",
					"   awaiting or serving sentences or being held in custody pending appeal."),
				gap(), gap(),
				ls("Date:     04/05/2024                           /s/ Colette N. Abernathy",
					"                                               Judge's Signature",
					"",
					"                                               Colette N. Abernathy, United States Magistrate Judge",
					"                                               Printed name and title"),
			},
		}}

	plea := doc{name: "Plea Agreement Letter 2024-09-09.pdf", font: "Times", size: 11.5,
		pages: []page{
			{
				cb("U.S. Department of Justice"), gap(),
				ls("United States Attorney", "Southern District of New York", "", "One Saint Andrew's Plaza", "New York, New York 10007", "",
					"                                                                September 9, 2024"),
				gap(),
				ls("BY EMAIL", "", "Lorenzo F. Batista, Esq.", "Batista & Kahn LLP", "575 Lexington Avenue, 14th Floor", "New York, New York 10022"),
				gap(),
				l("Re:   United States v. Dominic Marchetti, 24 Cr. 187 (RHT)"),
				gap(),
				l("Dear Mr. Batista:"),
				p("On the understandings specified below, the Office of the United States Attorney for the Southern District of New York (\"this Office\") will accept a guilty plea from Dominic Marchetti (\"the defendant\") to Count One of the above-referenced Indictment, which charges conspiracy to commit wire fraud, in violation of Title 18, United States Code, Section 1349, and carries a maximum term of imprisonment of 20 years."),
				p("The defendant agrees to make restitution in the amount of $3,264,500 and to forfeit $1,912,000, representing proceeds of the offense. It is agreed that the Guidelines range is 46 to 57 months' imprisonment."),
				p("This offer expires unless it is accepted by the defendant and his counsel by September 20, 2024."),
			},
			{
				p("This Agreement supersedes any prior understandings, promises, or conditions between this Office and the defendant. No additional understandings, promises, or conditions have been entered into other than those set forth in this Agreement, and none will be entered into unless in writing and signed by all parties."),
				ls("                                          Very truly yours,", "", "                                          MARGARET A. ELWOOD", "                                          United States Attorney", "",
					"                                          By: /s/ Priya N. Raghavan", "                                              Priya N. Raghavan", "                                              Assistant United States Attorney", "                                              (212) 555-2214", "",
					"                                          APPROVED:", "", "                                          /s/ Samuel Ortega-Byrne", "                                          Samuel Ortega-Byrne", "                                          Chief, Complex Frauds Unit"),
				gap(),
				ls("AGREED AND CONSENTED TO:", "", "/s/ Dominic Marchetti                                  9/16/24", "Dominic Marchetti                                      DATE", "",
					"APPROVED:", "", "/s/ Lorenzo F. Batista                                 9/16/24", "Lorenzo F. Batista, Esq.                               DATE", "Attorney for Dominic Marchetti"),
			},
		}}

	judgment := doc{name: "Judgment in a Criminal Case (Marchetti).pdf", font: "Helvetica", size: 9.5,
		footer: "AO 245B (Rev. 09/19)  Judgment in a Criminal Case",
		pages: []page{
			{
				cb("UNITED STATES DISTRICT COURT"), c("Southern District of New York"), gap(),
				ls("        UNITED STATES OF AMERICA                    )     JUDGMENT IN A CRIMINAL CASE",
					"                   v.                               )",
					"        DOMINIC MARCHETTI                           )     Case Number:  1:24-cr-00187-RHT-1",
					"                                                    )     USM Number:   40217-510",
					"                                                    )",
					"                                                    )     Lorenzo F. Batista, Esq.",
					"                                                    )     Defendant's Attorney"),
				gap(),
				ls("THE DEFENDANT:",
					"[X] pleaded guilty to count(s)    One                                  on 9/23/2024",
					"[ ] pleaded nolo contendere to count(s)",
					"[ ] was found guilty on count(s)",
					"",
					"The defendant is adjudicated guilty of these offenses:",
					"",
					"Title & Section              Nature of Offense                          Offense Ended        Count",
					"18 U.S.C. Section 1349       Conspiracy to Commit Wire Fraud            3/31/2023            One",
					"",
					"     The defendant is sentenced as provided in pages 2 through 2 of this judgment. The sentence is imposed",
					"pursuant to the Sentencing Reform Act of 1984.",
					"[X] Underlying indictment is dismissed on the motion of the United States as to any open counts.",
					"",
					"     It is ordered that the defendant must notify the United States attorney for this district within 30 days of",
					"any change of name, residence, or mailing address until all fines, restitution, costs, and special assessments",
					"imposed by this judgment are fully paid.",
					"",
					"                                                    1/28/2025",
					"                                                    Date of Imposition of Judgment",
					"",
					"                                                    /s/ Raymond H. Thorsen",
					"                                                    Signature of Judge",
					"",
					"                                                    Hon. Raymond H. Thorsen, U.S. District Judge",
					"                                                    Name and Title of Judge",
					"",
					"                                                    1/30/2025",
					"                                                    Date"),
			},
			{
				ls("DEFENDANT:     DOMINIC MARCHETTI                                           Judgment - Page 2 of 2",
					"CASE NUMBER:   1:24-cr-00187-RHT-1",
					"",
					"                                        IMPRISONMENT",
					"     The defendant is hereby committed to the custody of the Federal Bureau of Prisons to be imprisoned for a",
					"total term of:  forty-six (46) months.",
					"",
					"[X] The court makes the following recommendations to the Bureau of Prisons:",
					"     That the defendant be designated to a facility in the Northeast, near his family.",
					"",
					"[X] The defendant shall surrender for service of sentence at the institution designated by the Bureau of Prisons:",
					"     [X] before 2 p.m. on  4/15/2025",
					"",
					"                              CRIMINAL MONETARY PENALTIES",
					"              Assessment        Restitution          Fine         Forfeiture",
					"TOTALS        $ 100.00          $ 3,264,500.00       $ 0.00       $ 1,912,000.00"),
			},
		}}

	return matterSpec{
		name: "us-v-marchetti", title: "United States v. Marchetti (S.D.N.Y., 24 Cr. 187)", heldOut: true,
		firstSight: &Figures{PartyTruth: 11, PartyFound: 14, PartyCorrect: 10, EventTruth: 14, EventHits: 14, Grounded: 1}, // at 8a56754
		docs:       []doc{indictment, detention, plea, judgment},
		parties: []Party{
			{"United States of America", "plaintiff"},
			{"Dominic Marchetti", "defendant"},
			{"Elena Russo", "defendant"},
			{"Margaret A. Elwood", "counsel"},
			{"Priya N. Raghavan", "counsel"},
			{"Priya N. Raghavan", "sender"},
			{"Samuel Ortega-Byrne", "counsel"},
			{"Lorenzo F. Batista", "counsel"},
			{"Lorenzo F. Batista", "recipient"},
			{"Colette N. Abernathy", "judge"},
			{"Raymond H. Thorsen", "judge"},
		},
		events: []Event{
			{"2024-04-02", "Indictment 24 Cr. 187.pdf", 1},
			{"2022-08-17", "Indictment 24 Cr. 187.pdf", 1},
			{"2022-11-03", "Indictment 24 Cr. 187.pdf", 2},
			{"2024-04-04", "Order of Detention Pending Trial (Marchetti).pdf", 2},
			{"2024-03-28", "Order of Detention Pending Trial (Marchetti).pdf", 2},
			{"2024-04-05", "Order of Detention Pending Trial (Marchetti).pdf", 2},
			{"2024-09-09", "Plea Agreement Letter 2024-09-09.pdf", 1},
			{"2024-09-20", "Plea Agreement Letter 2024-09-09.pdf", 1},
			{"2024-09-16", "Plea Agreement Letter 2024-09-09.pdf", 2},
			{"2024-09-23", "Judgment in a Criminal Case (Marchetti).pdf", 1},
			{"2023-03-31", "Judgment in a Criminal Case (Marchetti).pdf", 1},
			{"2025-01-28", "Judgment in a Criminal Case (Marchetti).pdf", 1},
			{"2025-01-30", "Judgment in a Criminal Case (Marchetti).pdf", 1},
			{"2025-04-15", "Judgment in a Criminal Case (Marchetti).pdf", 2},
		},
	}
}
