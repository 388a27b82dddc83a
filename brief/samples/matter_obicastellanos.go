package samples

// DEV SET (held out at first sight): an employment discrimination and
// retaliation suit in the Southern District of New York, from the agency's
// notice to summary judgment. The EEOC's determination and notice of
// rights in the form used since 2022 (the district office's address, "To:"
// the charging party over her address, "Re:" with "X v. Y" and the charge
// number, "EEOC Representative and email:", the four boxed paragraphs of
// rights, "On behalf of the Commission:", a digital signature with its
// date over the district director's name and title, "cc:" each side's
// lawyer with "(for Respondent)"); the complaint ("----x" box with ":"
// down its right edge, "-against-", the judge's initials after the case
// number, "COMPLAINT" and "JURY TRIAL DEMANDED" at the right, Title VII and
// NYCHRL claims against the company and the supervisor, "By: /s/" under
// the firm with a second lawyer below, "Attorneys for Plaintiff"); the
// supervisor's deposition excerpts (cover "DEPOSITION of X, a Defendant
// herein", the notary-reporter, appearances "BY: X, ESQ." under each firm
// and "ALSO PRESENT:" the plaintiff named without her middle initial, the
// witness's name spaced out "G R A H A M  T.  C O U R T", "EXAMINATION BY
// MR. FELD:", the reporter's certificate); the defendants' letter-motion to
// the judge ("Dear Judge X:", "cc: All counsel of record (via ECF)") with
// the judge's memo endorsement written below it ("Application GRANTED. SO
// ORDERED." and her name); and the plaintiff's declaration in opposition
// under 28 U.S.C. 1746 with her middle initial. The supervisor's surname
// is "Court", and the papers call him "Court" and "Defendant Court". The
// charging party is the plaintiff; the employer named in the notice's "Re:"
// line is the charge's respondent and the suit's defendant; the lawyers
// copied on the notice are its recipients; the director who signs the
// notice is its sender; the judge a letter-motion is addressed to is its
// recipient; the EEOC investigator, the court reporter and the human
// resources manager named in testimony are no parties.
func init() { specs = append(specs, obicastellanos) }

func obicastellanos() matterSpec {
	notice := doc{name: "EEOC Determination and Notice of Rights 520-2024-01872.pdf", font: "Helvetica", size: 10,
		header: "EEOC Form 161-B (11/2022)",
		footer: "Please retain this notice for your records.",
		pages: []page{
			{
				cb("U.S. EQUAL EMPLOYMENT OPPORTUNITY COMMISSION"),
				c("New York District Office"), c("33 Whitehall Street, 5th Floor"), c("New York, NY 10004"), c("(929) 506-5270"), c("Website: www.eeoc.gov"), gap(),
				cb("DETERMINATION AND NOTICE OF RIGHTS"), c("(This Notice replaces EEOC FORMS 161, 161-A & 161-B)"), gap(),
				c("Issued On: 04/18/2024"), gap(),
				ls("To:   Ms. Renata M. Obi-Castellanos",
					"      2841 Grand Concourse, Apt. 5C",
					"      Bronx, NY 10468",
					"",
					"Re:   Renata M. Obi-Castellanos v. Meridian Vantage Media, Inc.",
					"      EEOC Charge No: 520-2024-01872",
					"",
					"EEOC Representative and email:    HECTOR AMBROSE",
					"                                  Investigator",
					"                                  hector.ambrose@eeoc.gov"),
				gap(),
				cb("DETERMINATION OF CHARGE"),
				p("The EEOC issues the following determination: The EEOC will not proceed further with its investigation and makes no determination about whether further investigation would establish violations of the statute. This does not mean the claims have no merit. This determination does not certify that the respondent is in compliance with the statutes. The EEOC makes no finding as to the merits of any other issues that might be construed as having been raised by this charge."),
				cb("NOTICE OF YOUR RIGHT TO SUE"),
				p("This is official notice from the EEOC of the dismissal of your charge and of your right to sue. If you choose to file a lawsuit against the respondent(s) on this charge under federal law in federal or state court, your lawsuit must be filed WITHIN 90 DAYS of your receipt of this notice. Receipt generally occurs on the date that you (or your representative) view this document. You should keep a record of the date you received this notice. Your right to sue based on this charge will be lost if you do not file a lawsuit in court within 90 days."),
			},
			{
				p("If you file suit, you may request a copy of your charge file under Section 83 of the EEOC Compliance Manual. Your charge was filed on January 22, 2024 and was dual-filed with the New York City Commission on Human Rights."),
				ls("On behalf of the Commission:", "",
					"Digitally Signed By: Tamika R. Ellison",
					"04/18/2024",
					"",
					"Tamika R. Ellison",
					"District Director"),
				gap(),
				ls("cc:   Priyanka Sethi, Esq.",
					"      Halloran Kemp LLP",
					"      1251 Avenue of the Americas, 20th Floor",
					"      New York, NY 10020",
					"      (for Respondent)",
					"",
					"      Jonah S. Feld, Esq.",
					"      Feld & Osei LLP",
					"      80 Pine Street, 33rd Floor",
					"      New York, NY 10005",
					"      (for Charging Party)"),
				gap(),
				small(p("Please retain this notice for your records. INFORMATION RELATED TO FILING SUIT UNDER THE LAWS ENFORCED BY THE EEOC is enclosed with this notice."), 8),
			},
		}}

	capt := func(right ...string) block {
		return caption(":", []string{
			"---------------------------------------------------x",
			"RENATA M. OBI-CASTELLANOS,",
			"",
			"                         Plaintiff,",
			"",
			"            -against-",
			"",
			"MERIDIAN VANTAGE MEDIA, INC. and",
			"GRAHAM T. COURT,",
			"",
			"                         Defendants.",
			"---------------------------------------------------x",
		}, right)
	}
	court := []block{cb("UNITED STATES DISTRICT COURT"), cb("SOUTHERN DISTRICT OF NEW YORK"), gap()}

	complaint := doc{name: "ECF 1 Complaint.pdf", font: "Times", size: 11.5,
		header: "Case 1:24-cv-05518-LKA     Document 1     Filed 07/16/24     Page %d of %t",
		pages: []page{
			append(append([]block{}, court...),
				capt("", "", "Case No. 1:24-cv-05518 (LKA)", "", "COMPLAINT", "", "JURY TRIAL DEMANDED"), gap(),
				p("Plaintiff Renata M. Obi-Castellanos (\"Plaintiff\" or \"Ms. Obi-Castellanos\"), by her attorneys, Feld & Osei LLP, for her Complaint against Defendants Meridian Vantage Media, Inc. (\"Meridian\") and Graham T. Court (\"Court\") (together, \"Defendants\"), alleges as follows:"),
				cb("NATURE OF THE ACTION"),
				p("1. This is an action for sex discrimination and retaliation under Title VII of the Civil Rights Act of 1964, 42 U.S.C. 2000e et seq., and the New York City Human Rights Law, N.Y.C. Admin. Code 8-101 et seq. (\"NYCHRL\")."),
				cb("PARTIES"),
				p("2. Plaintiff is a resident of Bronx County, New York. From September 5, 2019 until her termination on November 17, 2023 she was employed by Meridian as a Senior Account Director."),
				p("3. Meridian is a Delaware corporation with its principal place of business at 450 West 33rd Street, New York, New York. It employs more than 500 people."),
				p("4. Defendant Court is Meridian's Executive Vice President of Client Strategy and was Plaintiff's direct supervisor. He is sued under the NYCHRL as an employer and as an aider and abettor."),
			),
			{
				cb("ADMINISTRATIVE PROCEDURES"),
				p("5. On January 22, 2024 Plaintiff filed a charge of discrimination with the EEOC. On April 18, 2024 the EEOC issued a Determination and Notice of Rights. This action is filed within 90 days of its receipt."),
				cb("FACTS"),
				p("6. On June 12, 2023 Plaintiff told Court that she was pregnant and would take leave beginning in October. Court responded that the agency's largest client \"needs someone who will be around.\""),
				p("7. On July 10, 2023 Court removed Plaintiff from the two accounts she had led since 2021 and gave them to a male director with less experience. On August 2, 2023 Plaintiff complained in writing to Meridian's Human Resources department that she had been removed because of her pregnancy."),
				p("8. Two weeks after Plaintiff returned from leave, on November 17, 2023, Court told her that her position had been eliminated in a reorganization. No other Senior Account Director's position was eliminated."),
				cb("FIRST CLAIM: Sex Discrimination (Title VII) against Meridian"),
				p("9. Meridian discriminated against Plaintiff because of her sex, including pregnancy, by removing her accounts and terminating her employment."),
				cb("SECOND CLAIM: Retaliation (Title VII and NYCHRL) against Defendants"),
				p("10. Defendants terminated Plaintiff because she complained of discrimination. Court is individually liable under N.Y.C. Admin. Code 8-107(6) and (13)."),
				cb("PRAYER FOR RELIEF"),
				p("WHEREFORE, Plaintiff demands judgment against Defendants for back pay, front pay, compensatory and punitive damages, attorneys' fees and costs, and such other relief as the Court deems just."),
			},
			{
				cb("JURY DEMAND"),
				p("Plaintiff demands a trial by jury on all issues so triable."),
				ls("Dated: New York, New York",
					"       July 16, 2024",
					"",
					"                                        FELD & OSEI LLP",
					"",
					"                                        By: /s/ Jonah S. Feld",
					"                                            Jonah S. Feld",
					"                                            Alicia M. Brandvold",
					"                                        80 Pine Street, 33rd Floor",
					"                                        New York, New York 10005",
					"                                        (212) 555-0193",
					"                                        jfeld@feldosei.com",
					"                                        abrandvold@feldosei.com",
					"",
					"                                        Attorneys for Plaintiff"),
			},
		}}

	depo := doc{name: "ECF 38-4 Court Deposition Excerpts.pdf", font: "Courier", size: 10,
		header: "Case 1:24-cv-05518-LKA     Document 38-4     Filed 03/21/25     Page %d of %t",
		footer: "VERITEXT NEW YORK REPORTING  (212) 555-0120",
		pages: []page{
			{
				ls("                                                              1",
					" 1   UNITED STATES DISTRICT COURT",
					" 2   SOUTHERN DISTRICT OF NEW YORK",
					" 3   -----------------------------------------x",
					" 4   RENATA M. OBI-CASTELLANOS,",
					" 5                        Plaintiff,",
					" 6                                     Case No.",
					" 7             -against-               1:24-cv-05518 (LKA)",
					" 8",
					" 9   MERIDIAN VANTAGE MEDIA, INC. and",
					"10   GRAHAM T. COURT,",
					"11                        Defendants.",
					"12   -----------------------------------------x",
					"13",
					"14                  DEPOSITION of GRAHAM T. COURT, a",
					"15   Defendant herein, taken by the Plaintiff, pursuant",
					"16   to Notice, held at the offices of Feld & Osei LLP,",
					"17   80 Pine Street, New York, New York, on",
					"18   Tuesday, February 11, 2025, at 10:04 a.m.,",
					"19   before Lorraine V. Petrosyan, a Registered",
					"20   Professional Reporter and Notary Public of the",
					"21   State of New York.",
					"22",
					"23",
					"24",
					"25"),
			},
			{
				ls("                                                              2",
					" 1   A P P E A R A N C E S:",
					" 2",
					" 3   FELD & OSEI LLP",
					" 4        Attorneys for Plaintiff",
					" 5        80 Pine Street, 33rd Floor",
					" 6        New York, New York 10005",
					" 7   BY:  JONAH S. FELD, ESQ.",
					" 8",
					" 9   HALLORAN KEMP LLP",
					"10        Attorneys for Defendants",
					"11        1251 Avenue of the Americas",
					"12        New York, New York 10020",
					"13   BY:  PRIYANKA SETHI, ESQ.",
					"14        DEREK W. MAHONEY, ESQ.",
					"15",
					"16   ALSO PRESENT:",
					"17        Renata Obi-Castellanos",
					"18",
					"19   G R A H A M  T.  C O U R T, called as a",
					"20   witness, having been first duly sworn by a Notary",
					"21   Public of the State of New York, was examined and",
					"22   testified as follows:",
					"23   EXAMINATION BY",
					"24   MR. FELD:",
					"25        Q.   Please state your name for the record."),
			},
			{
				ls("                                                             47",
					" 1        Q.   On June 12, 2023, Ms. Obi-Castellanos told you",
					" 2   she was pregnant, correct?",
					" 3        A.   She told me she'd be going on leave in the fall.",
					" 4        Q.   And on July 10, 2023 you moved the Halvern and",
					" 5   Tressa accounts to Mr. Doyle?",
					" 6             MS. SETHI: Objection to form.",
					" 7        A.   I reassigned them. Theresa Vance in HR signed",
					" 8   off on it.",
					" 9        Q.   Did you tell Ms. Obi-Castellanos that the client",
					"10   needed someone who would be around?",
					"11        A.   I don't recall saying that.",
					"12        Q.   Who decided to eliminate her position?",
					"13        A.   I recommended it. The reorganization plan was",
					"14   approved on November 9, 2023.",
					"15        Q.   Was any other Senior Account Director's position",
					"16   eliminated?",
					"17        A.   Not in my group, no.",
					"18             MR. FELD: Let's take a short break.",
					"19             (Recess taken.)",
					"20",
					"21",
					"22",
					"23",
					"24",
					"25"),
			},
			{
				ls("                                                             96",
					" 1                   C E R T I F I C A T E",
					" 2   STATE OF NEW YORK   )",
					" 3                       ) ss.:",
					" 4   COUNTY OF NEW YORK  )",
					" 5",
					" 6             I, LORRAINE V. PETROSYAN, a Notary Public",
					" 7   within and for the State of New York, do hereby",
					" 8   certify that GRAHAM T. COURT, the witness whose",
					" 9   deposition is hereinbefore set forth, was duly",
					"10   sworn by me, and that such deposition is a true",
					"11   record of the testimony given by the witness.",
					"12             I further certify that I am not related to",
					"13   any of the parties to this action by blood or",
					"14   marriage, and that I am in no way interested in",
					"15   the outcome of this matter.",
					"16             IN WITNESS WHEREOF, I have hereunto set my",
					"17   hand this 24th day of February, 2025.",
					"18",
					"19                  _______________________________",
					"20                  LORRAINE V. PETROSYAN, RPR",
					"21",
					"22",
					"23",
					"24",
					"25"),
			},
		}}

	letter := doc{name: "ECF 31 Letter Motion for Extension - Memo Endorsed.pdf", font: "Times", size: 11,
		header: "Case 1:24-cv-05518-LKA     Document 31     Filed 01/10/25     Page %d of %t",
		pages: []page{
			{
				small(cb("HALLORAN KEMP LLP"), 14), small(c("1251 Avenue of the Americas, 20th Floor  |  New York, NY 10020  |  (212) 555-0457"), 9), gap(),
				ls("Priyanka Sethi", "Partner", "psethi@hallorankemp.com", "", "January 8, 2025", "", "VIA ECF", "",
					"The Honorable Laura K. Ashby", "United States District Judge", "Southern District of New York",
					"Thurgood Marshall United States Courthouse", "40 Foley Square", "New York, New York 10007"),
				gap(),
				ls("Re:   Obi-Castellanos v. Meridian Vantage Media, Inc., et al.,", "      No. 1:24-cv-05518 (LKA)"),
				gap(),
				l("Dear Judge Ashby:"),
				p("This firm represents Defendants Meridian Vantage Media, Inc. and Graham T. Court in the above-referenced action. Pursuant to Rule 1.E of Your Honor's Individual Practices, we write, with Plaintiff's consent, to request a thirty-day extension of the close of fact discovery, from January 31, 2025 to March 3, 2025, and a corresponding extension of the deadline for pre-motion letters, from February 14, 2025 to March 17, 2025."),
				p("The extension is needed because the deposition of Mr. Court, originally noticed for January 14, 2025, was adjourned at the request of both parties and will now proceed on February 11, 2025. This is the parties' first request for an extension of these deadlines, and no other scheduled date is affected."),
			},
			{
				p("We thank the Court for its attention to this matter."),
				ls("Respectfully submitted,", "", "/s/ Priyanka Sethi", "Priyanka Sethi", "", "cc:   All counsel of record (via ECF)"),
				gap(),
				ls("Application GRANTED. Fact discovery shall close on March 3, 2025.",
					"Pre-motion letters are due by March 17, 2025. The Clerk of Court is",
					"respectfully directed to terminate the motion at ECF No. 31.",
					"",
					"SO ORDERED.",
					"",
					"Dated: January 10, 2025            ___________________________",
					"       New York, New York             LAURA K. ASHBY",
					"                                    United States District Judge"),
			},
		}}

	decl := doc{name: "ECF 44 Declaration of Renata M. Obi-Castellanos.pdf", font: "Times", size: 11.5,
		header: "Case 1:24-cv-05518-LKA     Document 44     Filed 04/04/25     Page %d of %t",
		pages: []page{
			append(append([]block{}, court...),
				capt("", "", "Case No. 1:24-cv-05518 (LKA)", "", "DECLARATION OF RENATA M.", "OBI-CASTELLANOS IN", "OPPOSITION TO DEFENDANTS'", "MOTION FOR SUMMARY", "JUDGMENT"), gap(),
				p("I, RENATA M. OBI-CASTELLANOS, declare pursuant to 28 U.S.C. 1746 as follows:"),
				p("1. I am the Plaintiff in this action. I make this declaration on personal knowledge in opposition to Defendants' motion for summary judgment."),
				p("2. On June 12, 2023, in his office, I told Graham Court that I was pregnant and planned to begin leave in October 2023. He said that the agency's largest client \"needs someone who will be around.\" I wrote down his words that evening in a note on my phone, a copy of which was produced as OBI-000214."),
				p("3. Until July 10, 2023 I led the Halvern and Tressa accounts. My reviews for 2021 and 2022 rated me \"exceeds expectations,\" and no one at Meridian ever told me that either client was unhappy with my work."),
				p("4. On August 2, 2023 I sent a written complaint to Human Resources. I returned from leave on November 3, 2023 and was told on November 17, 2023 that my position had been eliminated."),
				p("I declare under penalty of perjury that the foregoing is true and correct."),
				ls("Executed on April 4, 2025", "Bronx, New York", "",
					"                                        /s/ Renata M. Obi-Castellanos",
					"                                        Renata M. Obi-Castellanos"),
			),
		}}

	const (
		fNotice = "EEOC Determination and Notice of Rights 520-2024-01872.pdf"
		fCompl  = "ECF 1 Complaint.pdf"
		fDepo   = "ECF 38-4 Court Deposition Excerpts.pdf"
		fLetter = "ECF 31 Letter Motion for Extension - Memo Endorsed.pdf"
		fDecl   = "ECF 44 Declaration of Renata M. Obi-Castellanos.pdf"
	)
	return matterSpec{
		name: "obi-castellanos-v-meridian-vantage", title: "Obi-Castellanos v. Meridian Vantage Media, Inc. (S.D.N.Y., No. 1:24-cv-05518)", heldOut: true,
		firstSight: &Figures{PartyTruth: 17, PartyFound: 19, PartyCorrect: 14, EventTruth: 36, EventHits: 36, Grounded: 1}, // at d1fcf33
		docs:       []doc{notice, complaint, depo, letter, decl},
		parties: []Party{
			{"Renata M. Obi-Castellanos", "plaintiff"},
			{"Renata M. Obi-Castellanos", "declarant"},
			{"Renata M. Obi-Castellanos", "recipient"},
			{"Meridian Vantage Media, Inc.", "defendant"},
			{"Meridian Vantage Media, Inc.", "respondent"},
			{"Graham T. Court", "defendant"},
			{"Graham T. Court", "deponent"},
			{"Jonah S. Feld", "counsel"},
			{"Jonah S. Feld", "recipient"},
			{"Alicia M. Brandvold", "counsel"},
			{"Priyanka Sethi", "counsel"},
			{"Priyanka Sethi", "recipient"},
			{"Priyanka Sethi", "sender"},
			{"Derek W. Mahoney", "counsel"},
			{"Tamika R. Ellison", "sender"},
			{"Laura K. Ashby", "judge"},
			{"Laura K. Ashby", "recipient"},
		},
		events: []Event{
			{"2024-04-18", fNotice, 1},
			{"2024-01-22", fNotice, 2},
			{"2024-04-18", fNotice, 2},
			{"2024-07-16", fCompl, 1},
			{"2019-09-05", fCompl, 1},
			{"2023-11-17", fCompl, 1},
			{"2024-01-22", fCompl, 2},
			{"2024-04-18", fCompl, 2},
			{"2023-06-12", fCompl, 2},
			{"2023-07-10", fCompl, 2},
			{"2023-08-02", fCompl, 2},
			{"2023-11-17", fCompl, 2},
			{"2024-07-16", fCompl, 3},
			{"2025-03-21", fDepo, 1},
			{"2025-02-11", fDepo, 1},
			{"2023-06-12", fDepo, 3},
			{"2023-07-10", fDepo, 3},
			{"2023-11-09", fDepo, 3},
			{"2025-02-24", fDepo, 4},
			{"2025-01-10", fLetter, 1},
			{"2025-03-03", fLetter, 2},
			{"2025-03-17", fLetter, 2},
			{"2025-01-10", fLetter, 2},
			{"2025-01-08", fLetter, 1},
			{"2025-01-31", fLetter, 1},
			{"2025-03-03", fLetter, 1},
			{"2025-02-14", fLetter, 1},
			{"2025-03-17", fLetter, 1},
			{"2025-01-14", fLetter, 1},
			{"2025-02-11", fLetter, 1},
			{"2025-04-04", fDecl, 1},
			{"2023-06-12", fDecl, 1},
			{"2023-07-10", fDecl, 1},
			{"2023-08-02", fDecl, 1},
			{"2023-11-03", fDecl, 1},
			{"2023-11-17", fDecl, 1},
		},
	}
}
