package samples

// DEV SET (held out at first sight): an appeal from probate in the
// Orphans' Court Division of the Court of Common Pleas of Allegheny
// County, Pennsylvania. The caption "IN RE: ESTATE OF X, DECEASED" over
// "No. 02-24-01735" and "ORPHANS' COURT DIVISION", ruled with ":"; the
// petition for citation sur appeal from the decree of the Register of
// Wills ("The Petition of X, by her attorneys, respectfully represents:",
// numbered paragraphs with the decedent's death, the wills of two dates,
// the executor "(\"Respondent\")", the scrivener and the subscribing
// witnesses, and the parties in interest named with their interests),
// signed by the lawyer with "Pa. I.D. No." and ", Esquire", the
// petitioner's verification subject to "18 Pa.C.S. Section 4904, relating
// to unsworn falsification to authorities", and the preliminary decree
// ("AND NOW, this 4th day of April, 2024, upon consideration of the
// foregoing Petition", "BY THE COURT:" over "J."); the executor's answer
// with new matter and his verification; the notice of hearing with the
// list of those it was mailed to (the parties in interest and the other
// side's lawyer, each with an address); and the adjudication and final
// decree after hearing (counsel named in prose "X, Esquire, for
// Petitioner", the testimony of the scrivener, the subscribing witness and
// the decedent's physician, "Petitioner testified on her own behalf",
// "AND NOW", "BY THE COURT:").
// The scrivener's surname is also a word of the law ("Law"). The decedent
// of an "Estate of" caption is a party; the appellant who petitions is the
// petitioner and the executor the respondent; each verifies a paper and is
// its declarant; whoever testifies at the hearing is a witness; those the
// notice of hearing is mailed to are its recipients and the lawyer who
// signs it its sender, with the pastor the parish's copy is addressed to
// for the attention of; the Register of Wills and the subscribing witness
// named only in the petition are no parties.
func init() { specs = append(specs, kovach) }

func kovach() matterSpec {
	court := []block{cb("IN THE COURT OF COMMON PLEAS OF ALLEGHENY COUNTY, PENNSYLVANIA"), cb("ORPHANS' COURT DIVISION"), gap()}
	capt := caption(":", []string{"IN RE: ESTATE OF", "", "WALTER F. KOVACH,", "", "                    DECEASED."},
		[]string{"", "No. 02-24-01735", "", "", ""})
	covBlock := ls("                                        Respectfully submitted,",
		"",
		"                                        HALLORAN STRAUB LLC",
		"",
		"                                        By: /s/ Lauren B. Covington",
		"                                        Lauren B. Covington, Esquire",
		"                                        Pa. I.D. No. 208114",
		"                                        Two Gateway Center, Suite 1810",
		"                                        Pittsburgh, PA 15222",
		"                                        (412) 555-0190",
		"                                        Counsel for Petitioner")

	petition := doc{name: "Petition for Citation Sur Appeal.pdf", font: "Times", size: 11.5,
		pages: []page{
			append(append([]block{}, court...), capt, gap(),
				cb("PETITION FOR CITATION SUR APPEAL FROM THE"), cb("DECREE OF THE REGISTER OF WILLS"), gap(),
				l("TO THE HONORABLE, THE JUDGES OF SAID COURT:"),
				p("The Petition of Theresa M. Kovach-Linden, by her attorneys, Halloran Straub LLC, respectfully represents:"),
				p("1. Petitioner is the daughter of Walter F. Kovach (the \"Decedent\"), and resides at 611 Greentree Road, Pittsburgh, Pennsylvania 15220."),
				p("2. Decedent died on January 8, 2024, domiciled in the Municipality of Mt. Lebanon, Allegheny County, Pennsylvania."),
				p("3. On January 30, 2024, the Register of Wills of Allegheny County admitted to probate a writing dated August 14, 2023, as the Decedent's last will (the \"2023 Will\"), and granted letters testamentary to the Decedent's son, Gregory A. Kovach (\"Respondent\")."),
				p("4. The 2023 Will leaves the Decedent's residence and the residue of his estate to Respondent. The Decedent's prior will, dated March 2, 2016 (the \"2016 Will\"), divided the residue equally among his three children, Petitioner, Respondent and Daniel J. Kovach, after a bequest of $10,000 to Our Lady of Grace Parish."),
				p("5. The 2023 Will was prepared by Martin C. Law, Esquire, and witnessed by Janet Ostrowski and Paul Renner, employees of his office."),
			),
			{
				p("6. When the 2023 Will was signed, the Decedent lacked testamentary capacity. He had been diagnosed with Alzheimer's disease in 2021, and on July 27, 2023, his physician recorded that he could not name his grandchildren."),
				p("7. In the alternative, the 2023 Will was procured by the undue influence of Respondent, who stood in a confidential relationship with the Decedent as his agent under a power of attorney dated May 5, 2022, arranged the meeting with the scrivener, and received a substantial benefit under the 2023 Will."),
				p("8. The parties in interest are Respondent, as executor and beneficiary; Daniel J. Kovach, a beneficiary under the 2016 Will; and Our Lady of Grace Parish, a legatee under the 2016 Will."),
				p("WHEREFORE, Petitioner requests that this Honorable Court award a citation directed to Gregory A. Kovach, Executor, and all other parties in interest, to show cause why the appeal from the decree of the Register of Wills should not be sustained, the probate of the 2023 Will set aside, and the 2016 Will admitted to probate."),
				covBlock,
			},
			{
				cb("VERIFICATION"),
				p("I, Theresa M. Kovach-Linden, verify that the statements made in the foregoing Petition are true and correct to the best of my knowledge, information and belief. I understand that false statements herein are made subject to the penalties of 18 Pa.C.S. Section 4904, relating to unsworn falsification to authorities."),
				ls("Date: March 26, 2024                    /s/ Theresa M. Kovach-Linden",
					"                                        Theresa M. Kovach-Linden"),
				gap(), gap(),
				court[0], court[1], gap(), capt, gap(),
				cb("PRELIMINARY DECREE"), gap(),
				p("AND NOW, this 4th day of April, 2024, upon consideration of the foregoing Petition, it is hereby ORDERED and DECREED that a citation is awarded, directed to Gregory A. Kovach, Executor of the Estate of Walter F. Kovach, Deceased, and to all other parties in interest, to show cause, if any they have, why the appeal from the decree of the Register of Wills should not be sustained. Citation returnable May 9, 2024."),
				ls("                                        BY THE COURT:",
					"",
					"                                        /s/ Eleanor T. Brennan",
					"                                        ______________________________, J."),
			},
		}}

	answer := doc{name: "Answer and New Matter of Executor.pdf", font: "Times", size: 11.5,
		pages: []page{
			append(append([]block{}, court...), capt, gap(),
				cb("ANSWER AND NEW MATTER OF GREGORY A. KOVACH, EXECUTOR,"), cb("TO PETITION FOR CITATION SUR APPEAL"), gap(),
				p("Respondent, Gregory A. Kovach, Executor of the Estate of Walter F. Kovach, Deceased, by his counsel, Burkhardt & Sloane, LLC, files this Answer and New Matter, and in support thereof avers as follows:"),
				p("1.-2. Admitted."),
				p("3. Admitted. By way of further answer, Respondent qualified as executor on January 30, 2024 and has given notice of the estate administration as required by 20 Pa.C.S. Section 3153."),
				p("4.-5. Admitted."),
				p("6. Denied. On August 14, 2023, the Decedent knew the natural objects of his bounty and the nature of his property, and told the scrivener why he wished to leave his residence to the son who had cared for him since 2021."),
				p("7. Denied. Respondent took no part in the preparation of the 2023 Will and was not present when it was signed."),
				p("8. Admitted."),
				cb("NEW MATTER"),
				p("9. The appeal was taken more than a year after the Decedent's wishes were known to Petitioner, who visited him rarely after 2019."),
			),
			{
				p("WHEREFORE, Respondent requests that the appeal be dismissed and the decree of the Register of Wills affirmed."),
				ls("                                        BURKHARDT & SLOANE, LLC",
					"",
					"                                        By: /s/ Nathaniel E. Burkhardt",
					"                                        Nathaniel E. Burkhardt, Esquire",
					"                                        Pa. I.D. No. 87306",
					"                                        437 Grant Street, Suite 600",
					"                                        Pittsburgh, PA 15219",
					"                                        Counsel for Respondent, Gregory A. Kovach"),
				gap(),
				cb("VERIFICATION"),
				p("I, Gregory A. Kovach, verify that the statements made in the foregoing Answer and New Matter are true and correct to the best of my knowledge, information and belief. I understand that false statements herein are made subject to the penalties of 18 Pa.C.S. Section 4904, relating to unsworn falsification to authorities."),
				ls("Date: May 7, 2024                       /s/ Gregory A. Kovach",
					"                                        Gregory A. Kovach"),
			},
		}}

	notice := doc{name: "Notice of Hearing.pdf", font: "Times", size: 11.5,
		pages: []page{
			append(append([]block{}, court...), capt, gap(),
				cb("NOTICE OF HEARING"), gap(),
				p("PLEASE TAKE NOTICE that a hearing on the Petition for Citation Sur Appeal from the Decree of the Register of Wills filed by Theresa M. Kovach-Linden will be held before the Honorable Eleanor T. Brennan on June 25, 2024, at 9:30 a.m., in Courtroom 1705, City-County Building, 414 Grant Street, Pittsburgh, Pennsylvania. Witnesses may be presented and testimony taken."),
				ls("Date: May 20, 2024                      HALLORAN STRAUB LLC",
					"",
					"                                        By: /s/ Lauren B. Covington",
					"                                        Lauren B. Covington, Esquire",
					"                                        Counsel for Petitioner"),
				gap(),
				l("Notice of this hearing was mailed by first-class mail, postage prepaid, on May 20, 2024, to:"),
				ls("",
					"Nathaniel E. Burkhardt, Esquire",
					"Burkhardt & Sloane, LLC",
					"437 Grant Street, Suite 600",
					"Pittsburgh, PA 15219",
					"(Counsel for Gregory A. Kovach, Executor)",
					"",
					"Daniel J. Kovach",
					"22 Beverly Road",
					"Pittsburgh, PA 15216",
					"",
					"Our Lady of Grace Parish",
					"Attn: Rev. Thomas Mulvaney, Pastor",
					"310 Kane Boulevard",
					"Pittsburgh, PA 15243"),
			),
		}}

	decree := doc{name: "Adjudication and Final Decree.pdf", font: "Times", size: 11.5,
		pages: []page{
			append(append([]block{}, court...), capt, gap(),
				cb("ADJUDICATION AND FINAL DECREE"), gap(),
				p("Lauren B. Covington, Esquire, for Petitioner, Theresa M. Kovach-Linden."),
				p("Nathaniel E. Burkhardt, Esquire, for Respondent, Gregory A. Kovach, Executor."),
				p("BRENNAN, J.                                             August 19, 2024"),
				p("This matter is before the Court on the appeal of Theresa M. Kovach-Linden from the decree of the Register of Wills of January 30, 2024, admitting to probate the will of Walter F. Kovach dated August 14, 2023. A hearing was held on June 25, 2024."),
				p("The Court heard the testimony of the scrivener, Martin C. Law, Esquire, who met alone with the Decedent on two occasions before the will was signed, and of Janet Ostrowski, a subscribing witness. Petitioner testified on her own behalf and presented the testimony of the Decedent's physician, Dr. Susan Feld, whose office note of July 27, 2023 was admitted as Exhibit P-4."),
			),
			{
				p("A contestant who alleges a lack of testamentary capacity must prove it by clear and convincing evidence, and capacity is judged at the time the will is signed. Dr. Feld did not see the Decedent within three weeks of August 14, 2023, and conceded that persons with her patient's diagnosis have lucid intervals. Attorney Law and Ms. Ostrowski each described a Decedent who explained his reasons and named his children and his property. The Court finds their testimony credible."),
				p("Although Respondent held the Decedent's power of attorney and thus stood in a confidential relationship with him, the evidence does not show that the Decedent was of weakened intellect when the will was made, and the presumption of undue influence does not arise."),
				p("AND NOW, this 19th day of August, 2024, it is hereby ORDERED and DECREED that the appeal of Theresa M. Kovach-Linden is DISMISSED, and the decree of the Register of Wills admitting the will dated August 14, 2023 to probate is AFFIRMED."),
				ls("                                        BY THE COURT:",
					"",
					"                                        /s/ Eleanor T. Brennan",
					"                                        ______________________________, J."),
			},
		}}

	return matterSpec{
		name: "estate-of-kovach", title: "In re Estate of Walter F. Kovach (C.P. Allegheny County, Orphans' Court Division, No. 02-24-01735)", heldOut: true,
		firstSight: &Figures{PartyTruth: 17, PartyFound: 11, PartyCorrect: 6, EventTruth: 21, EventHits: 21, Grounded: 1}, // at 1712995
		docs:       []doc{petition, answer, notice, decree},
		parties: []Party{
			{"Walter F. Kovach", "party"}, // the decedent of an "Estate of" caption
			{"Theresa M. Kovach-Linden", "petitioner"},
			{"Theresa M. Kovach-Linden", "declarant"},
			{"Theresa M. Kovach-Linden", "witness"},
			{"Gregory A. Kovach", "respondent"},
			{"Gregory A. Kovach", "declarant"},
			{"Lauren B. Covington", "counsel"},
			{"Lauren B. Covington", "sender"},
			{"Nathaniel E. Burkhardt", "counsel"},
			{"Nathaniel E. Burkhardt", "recipient"},
			{"Daniel J. Kovach", "recipient"},
			{"Our Lady of Grace Parish", "recipient"},
			{"Thomas Mulvaney", "recipient"}, // the parish's copy is for his attention
			{"Martin C. Law", "witness"},     // the scrivener
			{"Janet Ostrowski", "witness"},
			{"Susan Feld", "witness"},
			{"Eleanor T. Brennan", "judge"},
		},
		events: []Event{
			{"2024-01-08", "Petition for Citation Sur Appeal.pdf", 1},
			{"2024-01-30", "Petition for Citation Sur Appeal.pdf", 1},
			{"2023-08-14", "Petition for Citation Sur Appeal.pdf", 1},
			{"2016-03-02", "Petition for Citation Sur Appeal.pdf", 1},
			{"2023-07-27", "Petition for Citation Sur Appeal.pdf", 2},
			{"2022-05-05", "Petition for Citation Sur Appeal.pdf", 2},
			{"2024-03-26", "Petition for Citation Sur Appeal.pdf", 3},
			{"2024-04-04", "Petition for Citation Sur Appeal.pdf", 3},
			{"2024-05-09", "Petition for Citation Sur Appeal.pdf", 3},
			{"2024-01-30", "Answer and New Matter of Executor.pdf", 1},
			{"2023-08-14", "Answer and New Matter of Executor.pdf", 1},
			{"2024-05-07", "Answer and New Matter of Executor.pdf", 2},
			{"2024-06-25", "Notice of Hearing.pdf", 1},
			{"2024-05-20", "Notice of Hearing.pdf", 1},
			{"2024-08-19", "Adjudication and Final Decree.pdf", 1},
			{"2024-01-30", "Adjudication and Final Decree.pdf", 1},
			{"2023-08-14", "Adjudication and Final Decree.pdf", 1},
			{"2024-06-25", "Adjudication and Final Decree.pdf", 1},
			{"2023-07-27", "Adjudication and Final Decree.pdf", 1},
			{"2023-08-14", "Adjudication and Final Decree.pdf", 2},
			{"2024-08-19", "Adjudication and Final Decree.pdf", 2},
		},
	}
}
