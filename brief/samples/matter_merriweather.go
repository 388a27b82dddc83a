package samples

// DEV SET (held out at first sight): a state prisoner's federal habeas
// corpus petition in the Eastern District of Michigan. The pro se petition
// on the national form ("PETITION UNDER 28 U.S.C. § 2254 FOR WRIT OF HABEAS
// CORPUS BY A PERSON IN STATE CUSTODY", labelled boxes for the name under
// which the petitioner was convicted, docket number, place of confinement,
// prisoner number, "Petitioner (include the name under which you were
// convicted)" and "Respondent (authorized person having custody of
// petitioner)" over their names, numbered questions, the declaration under
// penalty of perjury with the date it was placed in the prison mailing
// system); the district's ECF header ("Case 2:23-cv-11482-GTO-EAS ECF No. 1,
// PageID.1 Filed 06/12/23 Page 1 of 2"); the order directing an answer; the
// State's answer by an assistant attorney general under the Attorney
// General's name with a Michigan "P" bar number, reciting the trial
// testimony; and the opinion and order denying the petition and a
// certificate of appealability.
// The warden is the respondent; the Attorney General whose name heads the
// answer's signature block and her assistant are counsel; the petitioner
// who declares under penalty of perjury is also the declarant; the
// witnesses whose trial testimony the answer and the opinion recite are
// witnesses; the magistrate judge named only in the case number is no
// party.
func init() { specs = append(specs, merriweather) }

func merriweather() matterSpec {
	court := []block{cb("UNITED STATES DISTRICT COURT"), cb("EASTERN DISTRICT OF MICHIGAN"), cb("SOUTHERN DIVISION"), gap()}
	capt := caption(")", []string{"DESHAWN L. MERRIWEATHER,", "", "          Petitioner,", "", "v.", "", "NOAH ASHBY,", "", "          Respondent.", ""},
		[]string{"", "Case No. 2:23-cv-11482", "", "Hon. Gershwin T. Okafor", "", "", "", "", "", ""})
	head := func(bs ...block) page { return append(append(append([]block{}, court...), capt, gap()), bs...) }

	petition := doc{name: "Petition for Writ of Habeas Corpus.pdf", font: "Helvetica", size: 10,
		header: "Case 2:23-cv-11482-GTO-EAS   ECF No. 1, PageID.%d   Filed 06/12/23   Page %d of %t",
		footer: "AO 241 (Rev. 09/17)                                                                Page %d",
		pages: []page{
			{
				cb("PETITION UNDER 28 U.S.C. § 2254 FOR WRIT OF"), cb("HABEAS CORPUS BY A PERSON IN STATE CUSTODY"), gap(),
				ls("United States District Court               District: Eastern District of Michigan",
					"Name (under which you were convicted):                    Docket or Case No.:",
					"DESHAWN LAMAR MERRIWEATHER",
					"Place of Confinement:                                      Prisoner No.:",
					"Macomb Correctional Facility, New Haven, Michigan          788214",
					"",
					"Petitioner (include the name under which you were convicted)     Respondent (authorized person having custody of petitioner)",
					"DESHAWN L. MERRIWEATHER                            v.     NOAH ASHBY, Warden",
					"",
					"The Attorney General of the State of: Michigan"),
				gap(),
				cb("PETITION"), gap(),
				p("1. (a) Name and location of court that entered the judgment of conviction you are challenging: Third Judicial Circuit Court, Wayne County, Detroit, Michigan"),
				p("(b) Criminal docket or case number (if you know): 19-004417-01-FC"),
				p("2. (a) Date of the judgment of conviction (if you know): October 28, 2019"),
				p("(b) Date of sentencing: November 14, 2019"),
				p("3. Length of sentence: 18 to 40 years"),
				p("5. Identify all crimes of which you were convicted and sentenced in this case: armed robbery, MCL 750.529; felony firearm, MCL 750.227b"),
				p("6. (a) What was your plea? (Check one)  [X] Not guilty   [ ] Guilty   [ ] Nolo contendere"),
				p("(c) If you went to trial, what kind of trial did you have? [X] Jury   [ ] Judge only"),
			},
			{
				p("9. Did you appeal from the judgment of conviction? [X] Yes  [ ] No. Michigan Court of Appeals, No. 351902, affirmed on March 18, 2021. Michigan Supreme Court, leave to appeal denied on February 1, 2022."),
				p("12. GROUND ONE: Trial counsel was ineffective for failing to call the alibi witness, Corinne Spates, who would have testified that Petitioner was at her home on the night of the robbery."),
				p("GROUND TWO: The eyewitness identification was the product of a suggestive single-photograph show-up conducted on May 3, 2019."),
				p("I declare (or certify, verify, or state) under penalty of perjury that the foregoing is true and correct and that this Petition for Writ of Habeas Corpus was placed in the prison mailing system on June 2, 2023."),
				ls("Executed (signed) on June 2, 2023.", "",
					"                                        /s/ Deshawn L. Merriweather",
					"                                        Signature of Petitioner"),
			},
		}}

	orderAnswer := doc{name: "Order Directing Answer.pdf", font: "Times", size: 12,
		header: "Case 2:23-cv-11482-GTO-EAS   ECF No. 4, PageID.31   Filed 06/21/23   Page %d of %t",
		pages: []page{
			head(
				cb("ORDER DIRECTING RESPONDENT TO FILE AN ANSWER"), cb("AND THE RULE 5 MATERIALS"), gap(),
				p("Deshawn L. Merriweather, a Michigan prisoner, has filed a pro se petition for a writ of habeas corpus under 28 U.S.C. § 2254 challenging his 2019 Wayne County convictions. The Court has reviewed the petition under Rule 4 of the Rules Governing Section 2254 Cases and does not find that it plainly appears that Petitioner is not entitled to relief."),
				p("Accordingly, IT IS ORDERED that Respondent shall file an answer, together with the Rule 5 materials, on or before December 18, 2023. Petitioner may file a reply within 45 days of the answer."),
				ls("", "                                        s/ Gershwin T. Okafor",
					"                                        GERSHWIN T. OKAFOR",
					"                                        UNITED STATES DISTRICT JUDGE",
					"Dated: June 21, 2023")),
		}}

	answer := doc{name: "Answer in Opposition to Petition.pdf", font: "Times", size: 11.5,
		header: "Case 2:23-cv-11482-GTO-EAS   ECF No. 9, PageID.%d   Filed 12/14/23   Page %d of %t",
		pages: []page{
			head(
				cb("ANSWER IN OPPOSITION TO PETITION FOR WRIT OF HABEAS CORPUS"), gap(),
				p("Respondent Noah Ashby, through counsel, answers the petition of Deshawn L. Merriweather and asks the Court to deny it. The claims are without merit, and the state courts' rejection of them was not an unreasonable application of clearly established federal law."),
				cb("STATEMENT OF FACTS"),
				p("On the evening of April 27, 2019, a man with a handgun robbed the cashier of a gas station on Gratiot Avenue in Detroit. At trial, the cashier, Lashonda Pryor, testified that she saw the robber's face for several minutes under the station's lights and identified Petitioner at trial. Detroit Police Officer Brian T. Kowal testified that he arrested Petitioner on May 3, 2019 two blocks from the station with a handgun matching the one in the surveillance video."),
			),
			{
				cb("ARGUMENT"),
				p("I. Trial counsel's decision not to call Corinne Spates was reasonable trial strategy: her account conflicted with Petitioner's own statement to police, and the Michigan Court of Appeals so held."),
				p("II. The identification claim is procedurally defaulted, and in any event Ms. Pryor's in-court identification rested on an independent basis."),
				p("For these reasons, the Court should deny the petition and decline to issue a certificate of appealability."),
				ls("                                        Respectfully submitted,", "",
					"                                        Corinne B. Whitlow",
					"                                        Attorney General", "",
					"                                        /s/ Felicia M. Stroud",
					"                                        Felicia M. Stroud (P71290)",
					"                                        Assistant Attorney General",
					"                                        Criminal Appellate Division",
					"                                        P.O. Box 30217",
					"                                        Lansing, MI 48909",
					"                                        (517) 555-0170",
					"                                        Attorneys for Respondent",
					"Dated: December 14, 2023"),
				gap(),
				cb("CERTIFICATE OF SERVICE"),
				p("I certify that on December 14, 2023, I filed the foregoing with the Clerk of the Court using the ECF system and mailed a copy by U.S. Mail to Petitioner, Deshawn L. Merriweather, #788214, Macomb Correctional Facility, 34625 26 Mile Road, New Haven, MI 48048."),
				ls("                                        /s/ Felicia M. Stroud", "                                        Assistant Attorney General"),
			},
		}}

	opinion := doc{name: "Opinion and Order Denying Petition.pdf", font: "Times", size: 11.5,
		header: "Case 2:23-cv-11482-GTO-EAS   ECF No. 14, PageID.%d   Filed 03/05/24   Page %d of %t",
		pages: []page{
			head(
				cb("OPINION AND ORDER DENYING THE PETITION FOR A WRIT OF HABEAS"), cb("CORPUS AND DECLINING TO ISSUE A CERTIFICATE OF APPEALABILITY"), gap(),
				p("Deshawn L. Merriweather (\"Petitioner\"), confined at the Macomb Correctional Facility in New Haven, Michigan, filed a pro se petition for a writ of habeas corpus under 28 U.S.C. § 2254. He challenges his convictions for armed robbery and felony firearm. Respondent filed an answer on December 14, 2023. For the reasons that follow, the petition is DENIED."),
				cb("I. Background"),
				p("The jury heard from the cashier, Lashonda Pryor, who identified Petitioner as the robber, and from Officer Brian T. Kowal, who arrested him on May 3, 2019 with a handgun like the one seen on the station's video. Petitioner did not testify. The Michigan Court of Appeals affirmed on March 18, 2021, and the Michigan Supreme Court denied leave to appeal on February 1, 2022."),
			),
			{
				cb("II. Discussion"),
				p("A. Counsel's choice not to call Corinne Spates, whose account conflicted with Petitioner's statement to police, falls within the wide range of reasonable professional assistance. The state court's ruling was not unreasonable."),
				p("B. The identification claim fails on the merits: Ms. Pryor saw the robber for several minutes in good light, described him accurately, and was certain."),
				cb("III. Conclusion"),
				p("IT IS ORDERED that the petition for a writ of habeas corpus is DENIED WITH PREJUDICE. IT IS FURTHER ORDERED that a certificate of appealability is DENIED, because reasonable jurists would not debate the Court's assessment of the claims, and that Petitioner may proceed in forma pauperis on appeal."),
				ls("", "                                        s/ Gershwin T. Okafor",
					"                                        GERSHWIN T. OKAFOR",
					"                                        UNITED STATES DISTRICT JUDGE",
					"Dated: March 5, 2024"),
			},
		}}

	return matterSpec{
		name: "merriweather-v-ashby", title: "Merriweather v. Ashby (E.D. Mich., No. 2:23-cv-11482), a § 2254 habeas corpus petition", heldOut: true,
		firstSight: &Figures{PartyTruth: 8, PartyFound: 8, PartyCorrect: 7, EventTruth: 19, EventHits: 19, Grounded: 1}, // at 1712995
		docs:       []doc{petition, orderAnswer, answer, opinion},
		parties: []Party{
			{"Deshawn L. Merriweather", "petitioner"},
			{"Deshawn L. Merriweather", "declarant"},
			{"Noah Ashby", "respondent"},
			{"Corinne B. Whitlow", "counsel"},
			{"Felicia M. Stroud", "counsel"},
			{"Gershwin T. Okafor", "judge"},
			{"Lashonda Pryor", "witness"},
			{"Brian T. Kowal", "witness"},
		},
		events: []Event{
			{"2023-06-12", "Petition for Writ of Habeas Corpus.pdf", 1},
			{"2019-10-28", "Petition for Writ of Habeas Corpus.pdf", 1},
			{"2019-11-14", "Petition for Writ of Habeas Corpus.pdf", 1},
			{"2021-03-18", "Petition for Writ of Habeas Corpus.pdf", 2},
			{"2022-02-01", "Petition for Writ of Habeas Corpus.pdf", 2},
			{"2019-05-03", "Petition for Writ of Habeas Corpus.pdf", 2},
			{"2023-06-02", "Petition for Writ of Habeas Corpus.pdf", 2},
			{"2023-06-21", "Order Directing Answer.pdf", 1},
			{"2023-12-18", "Order Directing Answer.pdf", 1},
			{"2023-12-14", "Answer in Opposition to Petition.pdf", 1},
			{"2019-04-27", "Answer in Opposition to Petition.pdf", 1},
			{"2019-05-03", "Answer in Opposition to Petition.pdf", 1},
			{"2023-12-14", "Answer in Opposition to Petition.pdf", 2},
			{"2024-03-05", "Opinion and Order Denying Petition.pdf", 1},
			{"2023-12-14", "Opinion and Order Denying Petition.pdf", 1},
			{"2019-05-03", "Opinion and Order Denying Petition.pdf", 1},
			{"2021-03-18", "Opinion and Order Denying Petition.pdf", 1},
			{"2022-02-01", "Opinion and Order Denying Petition.pdf", 1},
			{"2024-03-05", "Opinion and Order Denying Petition.pdf", 2},
		},
	}
}
