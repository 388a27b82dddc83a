package samples

// DEV SET (held out at first sight): a Pennsylvania estate dispute in the
// Orphans' Court Division of the Court of Common Pleas of Philadelphia
// County: a residuary beneficiary's petition to remove her brother as
// executor and compel an account. The ":"-ruled caption "ESTATE OF X,
// DECEASED" beside "O.C. No. 1873 DE of 2024 / Control No. 241187"; the
// petition for citation to show cause ("TO THE HONORABLE, THE JUDGES OF
// THE SAID COURT:", "Petitioner, X, by and through her counsel, Firm,
// respectfully represents:", numbered paragraphs with the decedent's
// death, the will "not self-proved" and probated on the affidavits of its
// subscribing witnesses, a legatee parish already paid, letters that went
// unanswered, a withdrawal and a sale listing; "Respectfully submitted,"
// over the firm with "By:" and two lawyers ", Esquire" with "Attorney I.D.
// No."), the petitioner's verification under 18 Pa.C.S. § 4904, and the
// preliminary decree awarding the citation ("AND NOW, this 3rd day of
// September, 2024", "BY THE COURT:" over the judge's name and "J.");
// Exhibit "A", the Register of Wills' affidavit of subscribing witness
// ("COMMONWEALTH OF PENNSYLVANIA : SS. COUNTY OF PHILADELPHIA", "X, being
// duly sworn according to law, deposes and says", the other subscribing
// witness named, "Sworn to and subscribed before me" a deputy register,
// the Register's certificate of grant of letters); the executor's answer
// with new matter (a notice to plead "To Petitioner:", "Admitted in part
// and denied in part", "NEW MATTER" naming the funeral home, a roofer, a
// listing broker and the decedent's accountant, the executor's
// verification, a certificate of service on petitioner's counsel); and
// the final decree after hearing ("AND NOW, this 14th day of January,
// 2025, upon consideration of", those who appeared with their counsel, the
// testimony heard, numbered decretal paragraphs, "BY THE COURT:", "Copies
// to:" both lawyers).
// Conventions (as in estate-of-kovach): the decedent of an "Estate of"
// caption is a party; the beneficiary who petitions is the petitioner and
// the executor cited the respondent; each verifies a paper and is its
// declarant, and each testified at the hearing, so is a witness; the
// subscribing witness who swore the affidavit is its declarant, and the
// bank's branch manager whose testimony the decree recites a witness;
// every lawyer who signs or appears, and those a decree's copies go to,
// is counsel; the judge who signs "BY THE COURT:" is the judge. The other
// subscribing witness, the deputy register and the Register of Wills, the
// legatee parish (paid, no longer interested), the funeral home, the
// roofer, the broker, the accountant and the banks are no parties. Every
// date printed is an event once per page.
func init() { specs = append(specs, dunleavy) }

func dunleavy() matterSpec {
	const (
		petF = "Petition for Citation to Remove Executor O.C. 1873 DE 2024.pdf"
		affF = "Exhibit A - Affidavit of Subscribing Witness.pdf"
		ansF = "Answer and New Matter of Respondent Executor.pdf"
		decF = "Final Decree 2025-01-14.pdf"
	)
	court := []block{cb("COURT OF COMMON PLEAS OF PHILADELPHIA COUNTY"), cb("ORPHANS' COURT DIVISION"), gap()}
	capt := caption(":", []string{
		"ESTATE OF MARGARET A. DUNLEAVY,",
		"",
		"                    DECEASED",
	}, []string{
		"O.C. No. 1873 DE of 2024",
		"",
		"Control No. 241187",
	})
	head := func(extra ...block) page {
		return append(append(append([]block{}, court...), capt, gap()), extra...)
	}

	pet := doc{name: petF, font: "Times", size: 11.5, unicode: true,
		pages: []page{
			head(
				cb("PETITION FOR CITATION TO SHOW CAUSE WHY BRENDAN P. DUNLEAVY"),
				cb("SHOULD NOT BE REMOVED AS EXECUTOR AND DIRECTED TO FILE AN ACCOUNT"), gap(),
				l("TO THE HONORABLE, THE JUDGES OF THE SAID COURT:"), gap(),
				p("Petitioner, Kathleen Dunleavy Brophy, by and through her counsel, Callaghan Obi-Walsh LLP, respectfully represents:"),
				p("1. Petitioner is an adult individual residing at 318 Montgomery Avenue, Bala Cynwyd, Pennsylvania 19004. She is the daughter of Margaret A. Dunleavy (the \"Decedent\") and one of the two residuary beneficiaries under the Decedent's Will."),
				p("2. The Decedent died on January 19, 2024, domiciled at 2417 Shunk Street, Philadelphia, Pennsylvania 19145 (the \"Residence\")."),
				p("3. The Decedent's Will dated June 12, 2019 (the \"Will\") was not self-proved. On April 3, 2024, the Register of Wills of Philadelphia County admitted the Will to probate upon the affidavits of its subscribing witnesses, Lorraine B. Pasternak and Gerald T. Finnerty, and granted Letters Testamentary to the Decedent's son, Brendan P. Dunleavy (\"Respondent\"). A copy of the affidavit of Lorraine B. Pasternak and of the Register's certificate is attached as Exhibit \"A\"."),
				p("4. After a specific bequest of $5,000 to Saint Monica Parish, the Will leaves the residue of the estate in equal shares to Petitioner and Respondent. The bequest to Saint Monica Parish was paid on June 3, 2024, and the parish has no further interest in the estate."),
				p("5. The principal assets of the estate are the Residence, assessed by the Office of Property Assessment at $286,400, and accounts at PNC Bank, N.A. with a balance of approximately $141,000 at the date of death."),
			),
			{
				p("6. Respondent has not filed an inventory, has not given Petitioner the notice required by Pa. O.C. Rule 10.5, and has not answered Petitioner's letters of May 6, 2024 and July 15, 2024 asking for information about the estate."),
				p("7. On February 9, 2024, before he was appointed, Respondent withdrew $38,500 from the Decedent's account at PNC Bank, N.A. by a check payable to himself. Respondent has lived in the Residence rent-free since March 2024 and, on August 2, 2024, listed it for sale at $239,000, well below its assessed value, without notice to Petitioner."),
				p("8. Respondent's conduct amounts to wasting and mismanaging the estate and has jeopardized the interests of the estate within the meaning of 20 Pa.C.S. § 3182(1) and (5)."),
				p("9. No other petition for this relief has been filed, and no judge of this Court has ruled on any matter concerning this estate. The only persons interested in the relief sought are Petitioner and Respondent, each of whom is a party to this Petition."),
				p("WHEREFORE, Petitioner respectfully requests that this Honorable Court award a citation directed to Brendan P. Dunleavy, Executor of the Estate of Margaret A. Dunleavy, Deceased, to show cause why he should not be removed as Executor, why he should not be directed to file an account of his administration within sixty (60) days, and why Letters of Administration d.b.n.c.t.a. should not be granted to Petitioner, and that the Court enjoin any sale of the Residence pending the hearing."),
				ls("                                                    Respectfully submitted,", "",
					"                                                    CALLAGHAN OBI-WALSH LLP", "",
					"                                          By:     /s/ Adaeze N. Obi-Walsh",
					"                                                    Adaeze N. Obi-Walsh, Esquire",
					"                                                    Attorney I.D. No. 318204",
					"                                                    Siobhan M. Callaghan, Esquire",
					"                                                    Attorney I.D. No. 204577",
					"                                                    1650 Market Street, Suite 3600",
					"                                                    Philadelphia, PA 19103",
					"                                                    (215) 555-0138",
					"                                                    Attorneys for Petitioner,",
					"                                                    Kathleen Dunleavy Brophy",
					"Date: August 20, 2024"),
			},
			head(
				cb("VERIFICATION"), gap(),
				p("I, Kathleen Dunleavy Brophy, verify that the facts set forth in the foregoing Petition are true and correct to the best of my knowledge, information and belief. I understand that false statements herein are made subject to the penalties of 18 Pa.C.S. § 4904, relating to unsworn falsification to authorities."),
				ls("Date: August 19, 2024                             /s/ Kathleen Dunleavy Brophy",
					"                                                    Kathleen Dunleavy Brophy"),
				gap(), gap(),
				cb("PRELIMINARY DECREE"), gap(),
				p("AND NOW, this 3rd day of September, 2024, upon consideration of the foregoing Petition, it is hereby ORDERED and DECREED that a citation is awarded, directed to Brendan P. Dunleavy, Executor of the Estate of Margaret A. Dunleavy, Deceased, to show cause why the relief requested should not be granted. The citation is returnable on October 1, 2024, by which date an answer shall be filed. A hearing shall be held on November 19, 2024, at 10:00 a.m. in Courtroom 416, City Hall, Philadelphia. Pending the hearing, Respondent shall not sell, convey or encumber the Residence."),
				ls("                                                    BY THE COURT:", "",
					"                                                    /s/ Maureen T. Scanlon",
					"                                                    ______________________________",
					"                                                    MAUREEN T. SCANLON, J."),
			),
		}}

	aff := doc{name: affF, font: "Times", size: 11, unicode: true,
		pages: []page{{
			r("EXHIBIT \"A\""), gap(),
			cb("REGISTER OF WILLS OF PHILADELPHIA COUNTY"),
			c("City Hall, Room 180, Philadelphia, Pennsylvania 19107"), gap(),
			ls("File No. A1873-2024",
				"ESTATE OF: MARGARET A. DUNLEAVY, DECEASED",
				"Date of Death: 01/19/2024"),
			gap(),
			cb("AFFIDAVIT OF SUBSCRIBING WITNESS"), gap(),
			ls("COMMONWEALTH OF PENNSYLVANIA        :",
				"                                     :  SS.",
				"COUNTY OF PHILADELPHIA               :"),
			gap(),
			p("LORRAINE B. PASTERNAK, being duly sworn according to law, deposes and says that she resides at 1120 Porter Street, Philadelphia, Pennsylvania 19148; that she is one of the subscribing witnesses to the instrument dated June 12, 2019, which is the Last Will and Testament of MARGARET A. DUNLEAVY, late of the City and County of Philadelphia, deceased; that she was present and saw the testatrix sign the instrument at the end thereof and heard her declare it to be her Last Will and Testament; that at the time of signing the testatrix was, to the best of her knowledge and belief, of sound mind and memory and under no constraint; and that she and Gerald T. Finnerty, the other subscribing witness, signed the instrument as witnesses in the presence of the testatrix and of each other."),
			ls("                                                  /s/ Lorraine B. Pasternak",
				"                                                  ______________________________",
				"                                                  Signature of Witness",
				"",
				"Sworn to and subscribed before me",
				"this 3rd day of April, 2024.",
				"",
				"/s/ Tamika R. Bellamy",
				"______________________________",
				"Deputy Register of Wills"),
			gap(),
			cb("CERTIFICATE OF GRANT OF LETTERS"),
			p("I certify that on April 3, 2024, the instrument dated June 12, 2019 was admitted to probate as the Last Will and Testament of Margaret A. Dunleavy, deceased, and that Letters Testamentary were granted to Brendan P. Dunleavy, Executor, who has duly qualified."),
			ls("                                                  /s/ Raymond J. Costigan",
				"                                                  Register of Wills"),
		}}}

	ans := doc{name: ansF, font: "Times", size: 11.5, unicode: true,
		pages: []page{
			head(
				cb("NOTICE TO PLEAD"),
				p("To Petitioner: You are hereby notified to file a written response to the enclosed New Matter within twenty (20) days from service hereof or a judgment may be entered against you."),
				r("/s/ Gerard F. Zielinski\nAttorney for Respondent"),
				gap(),
				cb("ANSWER AND NEW MATTER OF BRENDAN P. DUNLEAVY, EXECUTOR,"),
				cb("TO PETITION FOR CITATION"), gap(),
				p("Respondent, Brendan P. Dunleavy, Executor of the Estate of Margaret A. Dunleavy, Deceased, by his counsel, Zielinski Law Offices, LLC, answers the Petition as follows:"),
				p("1.-5. Admitted. By way of further answer, at the Decedent's death the Residence needed substantial repairs, including a new roof, as set forth in New Matter."),
				p("6. Admitted in part and denied in part. It is admitted that an inventory has not yet been filed. It is denied that Respondent failed to give notice; notice under Rule 10.5 was mailed to Petitioner on April 12, 2024, and Respondent's counsel answered Petitioner's letters by telephone on July 22, 2024."),
				p("7. Denied as stated. The sums withdrawn were applied to the Decedent's funeral and to the repair of the Residence, as set forth in New Matter. Respondent has lived in the Residence to secure it and has paid its utilities."),
				p("8. Denied. Paragraph 8 states conclusions of law to which no response is required."),
				p("9. Admitted."),
			),
			{
				cb("NEW MATTER"),
				p("10. On February 9, 2024, Respondent paid the funeral bill of Kelleher & Sons Funeral Home, Inc. in the amount of $12,385, and on March 14, 2024 he paid Delaware Valley Roofing Co. $17,900 to replace the roof of the Residence after water damage. The balance of $8,215 is held in the estate account opened at Firstrust Bank on April 10, 2024."),
				p("11. The Residence was listed on August 2, 2024 on the advice of the listing broker, Carla M. Venuti, because of its condition, and no agreement of sale has been signed."),
				p("12. Petitioner holds $24,000 which she withdrew from the Decedent's account on December 18, 2023 under a power of attorney, and for which she has not accounted."),
				p("13. Respondent has retained the Decedent's accountant, Walter S. Eng, CPA, to prepare the Pennsylvania inheritance tax return, which is due on October 19, 2024, and will file his inventory with it."),
				p("WHEREFORE, Respondent requests that the Petition be dismissed and that Petitioner be directed to account for the sums she withdrew under the power of attorney."),
				ls("                                                    ZIELINSKI LAW OFFICES, LLC", "",
					"                                          By:     /s/ Gerard F. Zielinski",
					"                                                    Gerard F. Zielinski, Esquire",
					"                                                    Attorney I.D. No. 77412",
					"                                                    1500 Walnut Street, Suite 1100",
					"                                                    Philadelphia, PA 19102",
					"                                                    (215) 555-0164",
					"                                                    Attorney for Respondent,",
					"                                                    Brendan P. Dunleavy, Executor",
					"Date: October 1, 2024"),
			},
			{
				cb("VERIFICATION"),
				p("I, Brendan P. Dunleavy, verify that the statements made in the foregoing Answer and New Matter are true and correct to the best of my knowledge, information and belief. I understand that false statements herein are made subject to the penalties of 18 Pa.C.S. § 4904, relating to unsworn falsification to authorities."),
				ls("Date: September 30, 2024                          /s/ Brendan P. Dunleavy",
					"                                                    Brendan P. Dunleavy"),
				gap(),
				cb("CERTIFICATE OF SERVICE"),
				p("I hereby certify that on October 1, 2024, I served a true and correct copy of the foregoing Answer and New Matter by electronic mail upon Adaeze N. Obi-Walsh, Esquire, counsel for Petitioner."),
				r("/s/ Gerard F. Zielinski\nGerard F. Zielinski, Esquire"),
			},
		}}

	dec := doc{name: decF, font: "Times", size: 11.5, unicode: true,
		pages: []page{
			head(
				cb("DECREE"), gap(),
				p("AND NOW, this 14th day of January, 2025, upon consideration of the Petition for Citation to Show Cause Why Brendan P. Dunleavy Should Not Be Removed as Executor and Directed to File an Account, the Answer and New Matter of Respondent, and after a hearing held on November 19, 2024, at which Petitioner, Kathleen Dunleavy Brophy, appeared with her counsel, Adaeze N. Obi-Walsh, Esquire, and Respondent, Brendan P. Dunleavy, appeared with his counsel, Gerard F. Zielinski, Esquire, and at which the Court heard the testimony of Petitioner, of Respondent, and of Dolores M. Quigley, a branch manager of PNC Bank, N.A., who identified the Decedent's account records, the Court finds that Respondent withdrew $38,500 from the Decedent's account on February 9, 2024 without authority, did not deposit the estate's funds in an estate account until April 10, 2024, and listed the Residence for sale on August 2, 2024 without an appraisal or notice to the other residuary beneficiary, and that the interests of the estate are likely to be jeopardized by his continuance in office. It is therefore ORDERED and DECREED that:"),
				p("1. Brendan P. Dunleavy is REMOVED as Executor of the Estate of Margaret A. Dunleavy, Deceased, and the Letters Testamentary granted to him on April 3, 2024 are REVOKED."),
				p("2. Within sixty (60) days of the date of this Decree, Brendan P. Dunleavy shall file with the Clerk of the Orphans' Court Division an account of his administration of the estate, and shall deliver to the successor administrator all estate assets, records and keys to the Residence."),
				p("3. Upon her filing of a bond in the sum of $300,000, Letters of Administration d.b.n.c.t.a. shall be granted to Kathleen Dunleavy Brophy."),
				p("4. The listing agreement of August 2, 2024 is terminated. The claims raised in paragraph 12 of Respondent's New Matter are reserved for the audit of the account."),
			),
			{
				ls("                                                    BY THE COURT:", "",
					"                                                    /s/ Maureen T. Scanlon",
					"                                                    ______________________________",
					"                                                    MAUREEN T. SCANLON, J."),
				gap(), gap(),
				ls("Copies to:",
					"Adaeze N. Obi-Walsh, Esquire (counsel for Petitioner)",
					"Gerard F. Zielinski, Esquire (counsel for Respondent)"),
			},
		}}

	return matterSpec{
		name: "estate-of-dunleavy", title: "In re Estate of Margaret A. Dunleavy (C.P. Philadelphia County, Orphans' Court Division, O.C. No. 1873 DE of 2024)", heldOut: true,
		firstSight: &Figures{PartyTruth: 13, PartyFound: 12, PartyCorrect: 12, EventTruth: 33, EventHits: 33, Grounded: 1}, // at 1c589e0
		docs:       []doc{pet, aff, ans, dec},
		parties: []Party{
			{"Margaret A. Dunleavy", "party"}, // the decedent of an "Estate of" caption
			{"Kathleen Dunleavy Brophy", "petitioner"},
			{"Kathleen Dunleavy Brophy", "declarant"},
			{"Kathleen Dunleavy Brophy", "witness"},
			{"Brendan P. Dunleavy", "respondent"},
			{"Brendan P. Dunleavy", "declarant"},
			{"Brendan P. Dunleavy", "witness"},
			{"Adaeze N. Obi-Walsh", "counsel"},
			{"Siobhan M. Callaghan", "counsel"},
			{"Gerard F. Zielinski", "counsel"},
			{"Lorraine B. Pasternak", "declarant"}, // the subscribing witness's affidavit
			{"Dolores M. Quigley", "witness"},
			{"Maureen T. Scanlon", "judge"},
		},
		events: []Event{
			{"2024-01-19", petF, 1},
			{"2019-06-12", petF, 1},
			{"2024-04-03", petF, 1},
			{"2024-06-03", petF, 1},
			{"2024-05-06", petF, 2},
			{"2024-07-15", petF, 2},
			{"2024-02-09", petF, 2},
			{"2024-08-02", petF, 2},
			{"2024-08-20", petF, 2},
			{"2024-08-19", petF, 3},
			{"2024-09-03", petF, 3},
			{"2024-10-01", petF, 3},
			{"2024-11-19", petF, 3},
			{"2024-01-19", affF, 1},
			{"2019-06-12", affF, 1},
			{"2024-04-03", affF, 1},
			{"2024-04-12", ansF, 1},
			{"2024-07-22", ansF, 1},
			{"2024-02-09", ansF, 2},
			{"2024-03-14", ansF, 2},
			{"2024-04-10", ansF, 2},
			{"2024-08-02", ansF, 2},
			{"2023-12-18", ansF, 2},
			{"2024-10-19", ansF, 2},
			{"2024-10-01", ansF, 2},
			{"2024-09-30", ansF, 3},
			{"2024-10-01", ansF, 3},
			{"2025-01-14", decF, 1},
			{"2024-11-19", decF, 1},
			{"2024-02-09", decF, 1},
			{"2024-04-10", decF, 1},
			{"2024-08-02", decF, 1},
			{"2024-04-03", decF, 1},
		},
	}
}
