package samples

// DEV SET (held out at first sight): a dissolution of marriage in the
// Circuit Court of the Eighteenth Judicial Circuit, DuPage County,
// Illinois, with two minor children. The clerk's e-filing stamp at the top
// right of each filing ("FILED / 24DC000318 / X / CLERK OF THE 18TH
// JUDICIAL CIRCUIT COURT / DUPAGE COUNTY, ILLINOIS / date time"); a
// ")"-ruled caption "IN RE THE MARRIAGE OF: / X, / Petitioner, / and / Y,
// / Respondent." with "Case No." at the right; the petition ("NOW COMES
// the Petitioner, X, by and through her attorneys, FIRM, and pursuant to
// the Illinois Marriage and Dissolution of Marriage Act", numbered
// paragraphs with the marriage, the children by initials and birth dates,
// "By: /s/ X / One of Her Attorneys", the lawyer's block at the foot with
// "DuPage Attorney No.", the party's verification by certification under
// section 1-109 signed over her printed name); the respondent's response
// paragraph by paragraph ("ANSWER:") with the notice of filing and a
// certificate of service by "The undersigned, an attorney"; a notice of
// motion ("TO:" a list of the lawyers and the guardian ad litem with
// their addresses, "PLEASE TAKE NOTICE that on ... I shall appear before
// the Honorable X, or any judge sitting in her stead, in Courtroom 2004");
// and the judgment for dissolution after a prove-up (appearances in prose,
// "Petitioner ... present in open court and represented by her counsel,
// X", "Petitioner testified on her own behalf", the guardian ad litem's
// report, findings by letter, "ENTERED:" over the judge's line with
// "Judge" and "No. 2117", and the preparer's box of form fields "Name:",
// "DuPage Attorney No.:", "Attorney for:", "Address:", "City/State/Zip:",
// "Telephone:", "Email:").
// The spouses' surname is also a word of the law ("Ward"). The spouses
// are petitioner and respondent; the petitioner is the declarant of her
// verification and a witness at the prove-up where she testifies; the
// guardian ad litem, a lawyer who appears for the children, is counsel;
// the lawyers and the guardian ad litem the notice of motion is addressed
// to are its recipients and its signer its sender; the children named by
// initials, the clerk and a mediator named in passing are no parties.
func init() { specs = append(specs, ward) }

func ward() matterSpec {
	stamp := func(when string) block {
		return small(r("FILED\n24DC000318\nMarisol K. Brandt-Oyelaran\nCLERK OF THE 18TH JUDICIAL CIRCUIT\nCOURT - DUPAGE COUNTY, ILLINOIS\n"+when), 8)
	}
	court := []block{cb("IN THE CIRCUIT COURT OF THE EIGHTEENTH JUDICIAL CIRCUIT"), cb("DUPAGE COUNTY, ILLINOIS"), gap()}
	capt := caption(")", []string{"IN RE THE MARRIAGE OF:", "", "REBECCA A. WARD,", "                    Petitioner,", "", "          and", "", "DANIEL P. WARD,", "                    Respondent."},
		[]string{"", "", "", "Case No. 2024 DC 000318", "", "", "", "", ""})
	dreyerBlock := ls("Allison K. Dreyer",
		"DREYER FAMILY LAW, P.C.",
		"DuPage Attorney No. 229144",
		"1755 S. Naperville Road, Suite 200",
		"Wheaton, Illinois 60189",
		"(630) 555-0142",
		"adreyer@dreyerfamilylaw.com")
	lattimoreBlock := ls("Gregory S. Lattimore",
		"LATTIMORE & COYNE, LTD.",
		"DuPage Attorney No. 211607",
		"2100 Manchester Road, Suite 940",
		"Wheaton, Illinois 60187",
		"(630) 555-8810",
		"glattimore@lattimorecoyne.com")

	petition := doc{name: "Petition for Dissolution of Marriage.pdf", font: "Times", size: 11.5,
		pages: []page{
			append(append([]block{stamp("2/12/2024 10:14 AM")}, court...), capt, gap(),
				cb("PETITION FOR DISSOLUTION OF MARRIAGE"), gap(),
				p("NOW COMES the Petitioner, REBECCA A. WARD, by and through her attorneys, DREYER FAMILY LAW, P.C., and pursuant to the Illinois Marriage and Dissolution of Marriage Act, 750 ILCS 5/101 et seq., petitions this Court for the dissolution of her marriage to the Respondent, DANIEL P. WARD. In support thereof, Petitioner states as follows:"),
				p("1. Petitioner is 38 years of age, resides at 1412 Hawthorne Lane, Naperville, DuPage County, Illinois, and is employed as a physical therapist. She has been a resident of the State of Illinois for more than 90 days before the filing of this Petition."),
				p("2. Respondent is 40 years of age, resides at 27W310 Geneva Road, Winfield, DuPage County, Illinois, and is employed as a sales manager."),
				p("3. The parties were married on June 18, 2011, in Naperville, Illinois, and the marriage was registered in DuPage County. The parties separated on or about October 1, 2023."),
			),
			{
				p("4. Two children were born to the parties, namely E.W., born May 2, 2014, now 9 years of age, and J.W., born September 9, 2017, now 6 years of age. No children were adopted by the parties and none are expected. Petitioner is not pregnant."),
				p("5. Irreconcilable differences have caused the irretrievable breakdown of the marriage. Past attempts at reconciliation have failed, and future attempts would be impracticable and not in the best interests of the family."),
				p("6. It is in the best interests of the minor children that the significant decision-making responsibilities be allocated to Petitioner and that Petitioner be allocated the majority of the parenting time."),
				p("7. During the marriage the parties acquired marital property and incurred marital debts, which should be divided equitably."),
				p("WHEREFORE, the Petitioner, REBECCA A. WARD, prays that this Court enter a Judgment for Dissolution of Marriage, allocate parental responsibilities, set child support, divide the marital estate, and grant such other relief as is equitable and just."),
				ls("                                        Respectfully submitted,",
					"                                        REBECCA A. WARD, Petitioner",
					"",
					"                                        By: /s/ Allison K. Dreyer",
					"                                            One of Her Attorneys"),
				gap(),
				cb("VERIFICATION BY CERTIFICATION"),
				p("Under penalties as provided by law pursuant to Section 1-109 of the Code of Civil Procedure, the undersigned certifies that the statements set forth in this instrument are true and correct, except as to matters therein stated to be on information and belief and as to such matters the undersigned certifies as aforesaid that she verily believes the same to be true."),
				ls("Dated: February 9, 2024                 /s/ Rebecca A. Ward",
					"                                        REBECCA A. WARD"),
				gap(),
				dreyerBlock,
			},
		}}

	response := doc{name: "Response to Petition for Dissolution.pdf", font: "Times", size: 11.5,
		pages: []page{
			append(append([]block{stamp("3/8/2024 2:37 PM")}, court...), capt, gap(),
				cb("RESPONSE TO PETITION FOR DISSOLUTION OF MARRIAGE"), gap(),
				p("NOW COMES the Respondent, DANIEL P. WARD, by his attorneys, LATTIMORE & COYNE, LTD., and for his Response to the Petition for Dissolution of Marriage, states as follows:"),
				p("1. Petitioner is 38 years of age, resides at 1412 Hawthorne Lane, Naperville, DuPage County, Illinois, and is employed as a physical therapist."),
				p("ANSWER: Respondent admits the allegations of paragraph 1."),
				p("2. through 5. Respondent admits the allegations of paragraphs 2 through 5, including that the parties were married on June 18, 2011 and that E.W. and J.W. were born to the parties."),
				p("6. It is in the best interests of the minor children that the significant decision-making responsibilities be allocated to Petitioner."),
				p("ANSWER: Respondent denies the allegations of paragraph 6 and states that joint decision-making and equal parenting time are in the best interests of the minor children."),
				p("7. ANSWER: Respondent admits the allegations of paragraph 7."),
			),
			{
				p("WHEREFORE, the Respondent, DANIEL P. WARD, requests that a Judgment for Dissolution of Marriage be entered, that the parties be allocated joint significant decision-making responsibilities and equal parenting time, and that the Court grant such other relief as is just."),
				ls("                                        DANIEL P. WARD, Respondent",
					"",
					"                                        By: /s/ Gregory S. Lattimore",
					"                                            One of His Attorneys"),
				gap(),
				lattimoreBlock,
				gap(),
				cb("CERTIFICATE OF SERVICE"),
				p("The undersigned, an attorney, certifies that on March 8, 2024, he caused a copy of the foregoing Response to be served upon Allison K. Dreyer, Dreyer Family Law, P.C., counsel for Petitioner, by email to adreyer@dreyerfamilylaw.com, through the Odyssey eFileIL system."),
				ls("                                        /s/ Gregory S. Lattimore"),
			},
		}}

	notice := doc{name: "Notice of Motion 2024-04-03.pdf", font: "Times", size: 11.5,
		pages: []page{
			append(append([]block{stamp("4/3/2024 9:02 AM")}, court...), capt, gap(),
				cb("NOTICE OF MOTION"), gap(),
				ls("TO:  Allison K. Dreyer                   Mariana L. Soto",
					"     Dreyer Family Law, P.C.             Guardian ad Litem",
					"     1755 S. Naperville Road, Suite 200  Soto Law Group, LLC",
					"     Wheaton, Illinois 60189             505 N. County Farm Road, Suite 12",
					"     adreyer@dreyerfamilylaw.com         Wheaton, Illinois 60187",
					"                                         msoto@sotolawgroup.com"),
				gap(),
				p("PLEASE TAKE NOTICE that on April 17, 2024, at 9:00 a.m., or as soon thereafter as counsel may be heard, I shall appear before the Honorable Ruth E. Castellanos, or any judge sitting in her stead, in Courtroom 2004 of the DuPage County Judicial Center, 505 N. County Farm Road, Wheaton, Illinois, and shall then and there present RESPONDENT'S MOTION FOR TEMPORARY ALLOCATION OF PARENTING TIME, a copy of which is attached and hereby served upon you."),
				ls("                                        /s/ Gregory S. Lattimore",
					"                                        Gregory S. Lattimore",
					"                                        Attorney for Respondent"),
			),
			{
				lattimoreBlock,
				gap(),
				cb("PROOF OF SERVICE"),
				p("The undersigned, an attorney, certifies that he served this Notice and the Motion upon the persons to whom it is directed at the email addresses shown above on April 3, 2024, before 5:00 p.m."),
				ls("                                        /s/ Gregory S. Lattimore"),
			},
		}}

	judgment := doc{name: "Judgment for Dissolution of Marriage.pdf", font: "Times", size: 11,
		pages: []page{
			append(append([]block{stamp("9/24/2024 3:55 PM")}, court...), capt, gap(),
				cb("JUDGMENT FOR DISSOLUTION OF MARRIAGE"), gap(),
				p("This cause coming before the Court for prove-up on the Petition for Dissolution of Marriage filed by the Petitioner, REBECCA A. WARD, the Petitioner being present in open court and represented by her counsel, Allison K. Dreyer of Dreyer Family Law, P.C.; the Respondent, DANIEL P. WARD, being present in open court and represented by his counsel, Gregory S. Lattimore of Lattimore & Coyne, Ltd.; Mariana L. Soto, the guardian ad litem for the minor children, being present; the Petitioner having testified on her own behalf in open court and having been cross-examined; the Court having received the report of the guardian ad litem dated August 30, 2024; the parties having resolved all issues with the assistance of a mediator, Harriet Osgood; and the Court having jurisdiction over the parties and the subject matter, THE COURT FINDS:"),
				p("A. Petitioner was a resident of the State of Illinois at the time the Petition was filed and for more than 90 days before the making of these findings."),
				p("B. The parties were married on June 18, 2011, in Naperville, Illinois."),
				p("C. Two children were born to the parties: E.W., born May 2, 2014, and J.W., born September 9, 2017."),
			),
			{
				p("D. Irreconcilable differences have caused the irretrievable breakdown of the marriage."),
				p("E. The parties have entered into a Marital Settlement Agreement dated September 20, 2024, and an Allocation Judgment: Allocation of Parental Responsibilities and Parenting Plan of the same date, which the Court finds fair and not unconscionable and in the best interests of the minor children."),
				cb("IT IS THEREFORE ORDERED AND ADJUDGED:"),
				p("1. The parties are awarded a Judgment for Dissolution of Marriage, and the bonds of matrimony existing between REBECCA A. WARD and DANIEL P. WARD are dissolved."),
				p("2. The Marital Settlement Agreement and the Allocation Judgment are incorporated into and made a part of this Judgment, and the parties shall perform their terms."),
				p("3. Respondent shall pay child support of $1,846.00 per month, beginning October 1, 2024, through the State Disbursement Unit."),
				p("4. The Court retains jurisdiction to enforce the terms of this Judgment."),
				ls("                                        ENTERED: September 24, 2024",
					"",
					"                                        /s/ Ruth E. Castellanos",
					"                                        ______________________________",
					"                                        Judge                 No. 2117"),
				gap(),
				ls("Name: Allison K. Dreyer",
					"DuPage Attorney No.: 229144",
					"Attorney for: Petitioner",
					"Address: 1755 S. Naperville Road, Suite 200",
					"City/State/Zip: Wheaton, Illinois 60189",
					"Telephone: (630) 555-0142",
					"Email: adreyer@dreyerfamilylaw.com"),
			},
		}}

	return matterSpec{
		name: "in-re-marriage-of-ward", title: "In re the Marriage of Rebecca A. Ward and Daniel P. Ward (Cir. Ct. DuPage County, Ill., No. 2024 DC 000318)", heldOut: true,
		firstSight: &Figures{PartyTruth: 11, PartyFound: 8, PartyCorrect: 8, EventTruth: 20, EventHits: 20, Grounded: 1}, // at 1712995
		docs:       []doc{petition, response, notice, judgment},
		parties: []Party{
			{"Rebecca A. Ward", "petitioner"},
			{"Rebecca A. Ward", "declarant"}, // her verification by certification
			{"Rebecca A. Ward", "witness"},   // she testifies at the prove-up
			{"Daniel P. Ward", "respondent"},
			{"Allison K. Dreyer", "counsel"},
			{"Allison K. Dreyer", "recipient"},
			{"Gregory S. Lattimore", "counsel"},
			{"Gregory S. Lattimore", "sender"},
			{"Mariana L. Soto", "counsel"}, // the guardian ad litem
			{"Mariana L. Soto", "recipient"},
			{"Ruth E. Castellanos", "judge"},
		},
		events: []Event{
			{"2024-02-12", "Petition for Dissolution of Marriage.pdf", 1},
			{"2011-06-18", "Petition for Dissolution of Marriage.pdf", 1},
			{"2023-10-01", "Petition for Dissolution of Marriage.pdf", 1},
			{"2014-05-02", "Petition for Dissolution of Marriage.pdf", 2},
			{"2017-09-09", "Petition for Dissolution of Marriage.pdf", 2},
			{"2024-02-09", "Petition for Dissolution of Marriage.pdf", 2},
			{"2024-03-08", "Response to Petition for Dissolution.pdf", 1},
			{"2011-06-18", "Response to Petition for Dissolution.pdf", 1},
			{"2024-03-08", "Response to Petition for Dissolution.pdf", 2},
			{"2024-04-03", "Notice of Motion 2024-04-03.pdf", 1},
			{"2024-04-17", "Notice of Motion 2024-04-03.pdf", 1},
			{"2024-04-03", "Notice of Motion 2024-04-03.pdf", 2},
			{"2024-09-24", "Judgment for Dissolution of Marriage.pdf", 1},
			{"2024-08-30", "Judgment for Dissolution of Marriage.pdf", 1},
			{"2011-06-18", "Judgment for Dissolution of Marriage.pdf", 1},
			{"2014-05-02", "Judgment for Dissolution of Marriage.pdf", 1},
			{"2017-09-09", "Judgment for Dissolution of Marriage.pdf", 1},
			{"2024-09-20", "Judgment for Dissolution of Marriage.pdf", 2},
			{"2024-10-01", "Judgment for Dissolution of Marriage.pdf", 2},
			{"2024-09-24", "Judgment for Dissolution of Marriage.pdf", 2},
		},
	}
}
