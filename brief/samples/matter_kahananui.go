package samples

// DEV SET (held out at first sight): a Title VII retaliation appeal to the
// Ninth Circuit from a summary judgment in the District of Nevada. The
// notice of appeal filed in the district court (the ECF header "Case
// 2:23-cv-01962-GNA-BNW Document 61 Filed 10/28/24 Page 1 of 2", the
// Nevada lawyers' block at the top left with "Nevada Bar No." under each
// name in capitals with "ESQ.", a caption with "an individual", "a Nevada
// corporation" and "DOES I through X, inclusive; and ROE CORPORATIONS I
// through X, inclusive,", "NOTICE IS HEREBY GIVEN", "DATED this 28th day of
// October, 2024.", the Circuit Rule 3-2 representation statement listing
// each side's counsel under its label, and a certificate of service signed
// "An employee of" the firm); the clerk's order granting an extension of
// time (the appellate ECF header "Case: 24-6518, 12/03/2024, DktEntry:
// 11.1, Page 1 of 1", the "FILED / DEC 3 2024 / MOLLY C. DWYER, CLERK /
// U.S. COURT OF APPEALS" box, "Plaintiff - Appellant" / "Defendants -
// Appellees", "FOR THE COURT: / MOLLY C. DWYER / CLERK OF COURT / By: X /
// Deputy Clerk / Ninth Circuit Rule 27-7"); and the memorandum disposition
// ("NOT FOR PUBLICATION", "MEMORANDUM*", "Appeal from the United States
// District Court for the District of Nevada / X, District Judge,
// Presiding", "Argued and Submitted July 9, 2025 / San Francisco,
// California", "Before: TOLLEFSEN and BANERJEE, Circuit Judges, and
// LINDAHL,** District Judge.", the footnotes "* This disposition is not
// appropriate for publication ..." and "** The Honorable X, United States
// District Judge for the District of Idaho, sitting by designation.", a
// co-worker's deposition testimony, "AFFIRMED in part, REVERSED in part,
// and REMANDED.").
// Conventions: a label joining the trial and appeal roles gives both (the
// employee is plaintiff and appellant; the employer and the terminal
// manager are defendants and appellees); the district caption's
// fictitious defendants are two parties under the caption's words, "Does
// I through X" and "Roe Corporations I through X", defendants only (they
// are not in the appeal's caption); the four lawyers in the notice's
// block and representation statement are counsel; the district judge
// presiding below and the three members of the panel are judges, the two
// circuit judges keyed by the surname the disposition prints
// ("Tollefsen", "Banerjee"), the visiting district judge by the full name
// its footnote gives. The co-worker whose deposition testimony the
// disposition relies on is a witness. The Clerk of Court, the deputy
// clerk, the firm's employee who signs the certificate of service and the
// parties of cited cases are no parties. The ECF header's date is an event
// on each document's first page only; the filed box's date on the same
// page as the header's is one event.
func init() { specs = append(specs, kahananui) }

func kahananui() matterSpec {
	const (
		noaF = "ECF 61 Notice of Appeal 2-23-cv-01962.pdf"
		extF = "24-6518 DktEntry 11 Order Extension of Time.pdf"
		memF = "24-6518 DktEntry 38 Memorandum.pdf"
	)
	district := caption(")", []string{
		"LEILANI K. KAHANANUI, an individual,",
		"",
		"                    Plaintiff,",
		"     vs.",
		"",
		"SIERRA BASIN FREIGHT LINES, INC., a",
		"Nevada corporation; CURTIS J. WENDOVER,",
		"an individual; DOES I through X,",
		"inclusive; and ROE CORPORATIONS I",
		"through X, inclusive,",
		"",
		"                    Defendants.",
	}, []string{
		"",
		"Case No.: 2:23-cv-01962-GNA-BNW",
		"",
		"",
		"NOTICE OF APPEAL",
		"", "", "", "", "", "", "",
	})
	appeal := func(right ...string) block {
		return caption("", []string{
			"LEILANI K. KAHANANUI,",
			"",
			"          Plaintiff - Appellant,",
			"",
			"  v.",
			"",
			"SIERRA BASIN FREIGHT LINES, INC., a",
			"Nevada corporation and CURTIS J.",
			"WENDOVER,",
			"",
			"          Defendants - Appellees.",
		}, right)
	}
	filed := func(date string) block {
		return small(r("FILED\n"+date+"\nMOLLY C. DWYER, CLERK\nU.S. COURT OF APPEALS"), 8)
	}

	noa := doc{name: noaF, font: "Times", size: 11,
		header: "Case 2:23-cv-01962-GNA-BNW     Document 61     Filed 10/28/24     Page %d of %t",
		pages: []page{
			{
				ls("MARGARET L. IWASAKI, ESQ.",
					"Nevada Bar No. 11873",
					"DEVONTE R. CALLOWAY, ESQ.",
					"Nevada Bar No. 15204",
					"IWASAKI CALLOWAY LAW GROUP",
					"3960 Howard Hughes Parkway, Suite 500",
					"Las Vegas, Nevada 89169",
					"Telephone: (702) 555-0118",
					"miwasaki@iclawgroup.com",
					"Attorneys for Plaintiff Leilani K. Kahananui"),
				gap(),
				cb("UNITED STATES DISTRICT COURT"),
				cb("DISTRICT OF NEVADA"), gap(),
				district, gap(),
				p("NOTICE IS HEREBY GIVEN that Plaintiff LEILANI K. KAHANANUI hereby appeals to the United States Court of Appeals for the Ninth Circuit from the Order Granting Defendants' Motion for Summary Judgment (ECF No. 58), entered in this action on October 1, 2024, and from the Judgment in a Civil Case (ECF No. 59) entered on October 2, 2024, together with all interlocutory orders and rulings merged therein."),
				gap(),
				l("DATED this 28th day of October, 2024."), gap(),
				ls("                                                  IWASAKI CALLOWAY LAW GROUP",
					"",
					"                                                  /s/ Margaret L. Iwasaki",
					"                                                  MARGARET L. IWASAKI, ESQ.",
					"                                                  Nevada Bar No. 11873",
					"                                                  DEVONTE R. CALLOWAY, ESQ.",
					"                                                  Nevada Bar No. 15204",
					"                                                  Attorneys for Plaintiff"),
			},
			{
				cb("REPRESENTATION STATEMENT"),
				c("(Ninth Circuit Rule 3-2(b))"), gap(),
				ls("Plaintiff-Appellant:       Leilani K. Kahananui",
					"Counsel:                   Margaret L. Iwasaki, Esq.",
					"                           Devonte R. Calloway, Esq.",
					"                           Iwasaki Calloway Law Group",
					"                           3960 Howard Hughes Parkway, Suite 500, Las Vegas, Nevada 89169",
					"                           (702) 555-0118",
					"",
					"Defendants-Appellees:      Sierra Basin Freight Lines, Inc.; Curtis J. Wendover",
					"Counsel:                   Sheldon P. Marquardt, Esq.",
					"                           Anjali R. Deshmane, Esq.",
					"                           Fennimore Marquardt LLP",
					"                           6385 South Rainbow Boulevard, Suite 220, Las Vegas, Nevada 89118",
					"                           (702) 555-0341"),
				gap(),
				cb("CERTIFICATE OF SERVICE"),
				p("I hereby certify that on the 28th day of October, 2024, I electronically filed the foregoing NOTICE OF APPEAL with the Clerk of the Court using the CM/ECF system, which will send notification of the filing to all counsel of record."),
				ls("                                                  /s/ Carmen Ybarra-Lund",
					"                                                  An employee of Iwasaki Calloway Law Group"),
			},
		}}

	ext := doc{name: extF, font: "Times", size: 11,
		header: "Case: 24-6518, 12/03/2024, DktEntry: 11.1, Page 1 of 1",
		pages: []page{{
			filed("DEC 3 2024"),
			cb("UNITED STATES COURT OF APPEALS"), gap(),
			cb("FOR THE NINTH CIRCUIT"), gap(),
			appeal("No. 24-6518", "", "D.C. No.", "2:23-cv-01962-GNA-BNW", "District of Nevada,", "Las Vegas", "", "ORDER"),
			gap(),
			p("Appellant's unopposed motion (Docket Entry No. 10) for an extension of time to file the opening brief is granted."),
			p("The opening brief is due January 27, 2025. The answering brief is due February 26, 2025. The optional reply brief is due 21 days after service of the answering brief."),
			gap(),
			ls("                                                  FOR THE COURT:",
				"",
				"                                                  MOLLY C. DWYER",
				"                                                  CLERK OF COURT",
				"",
				"                                                  By: Tomasina R. Hallowell",
				"                                                  Deputy Clerk",
				"                                                  Ninth Circuit Rule 27-7"),
		}}}

	mem := doc{name: memF, font: "Times", size: 11,
		header: "Case: 24-6518, 07/22/2025, DktEntry: 38.1, Page %d of %t",
		pages: []page{
			{
				cb("NOT FOR PUBLICATION"),
				filed("JUL 22 2025"),
				cb("UNITED STATES COURT OF APPEALS"), gap(),
				cb("FOR THE NINTH CIRCUIT"), gap(),
				appeal("No. 24-6518", "", "D.C. No.", "2:23-cv-01962-GNA-BNW", "", "", "MEMORANDUM*"),
				gap(),
				c("Appeal from the United States District Court"),
				c("for the District of Nevada"),
				c("Gloria N. Ashcombe, District Judge, Presiding"), gap(),
				c("Argued and Submitted July 9, 2025"),
				c("San Francisco, California"), gap(),
				c("Before: TOLLEFSEN and BANERJEE, Circuit Judges, and LINDAHL,** District Judge."), gap(),
				p("Leilani K. Kahananui appeals the district court's summary judgment for her former employer, Sierra Basin Freight Lines, Inc., and its terminal manager, Curtis J. Wendover, on her claims of retaliation under Title VII, 42 U.S.C. § 2000e-3(a), and intentional infliction of emotional distress. We have jurisdiction under 28 U.S.C. § 1291, and we review de novo. Because the parties are familiar with the facts, we recount them only as necessary."),
				gap(), gap(),
				small(ls("__________________",
					"     *  This disposition is not appropriate for publication and is not precedent except as provided by Ninth Circuit Rule 36-3.",
					"     ** The Honorable Evelyn R. Lindahl, United States District Judge for the District of Idaho, sitting by designation."), 8.5),
			},
			{
				p("1. Kahananui established a prima facie case of retaliation. She complained to Sierra Basin's human resources department on March 3, 2022 that Wendover had made comments about her national origin, and she was fired on March 24, 2022. That three-week interval is sufficient at this stage to support an inference of causation. See Villiarimo v. Aloha Island Air, Inc., 281 F.3d 1054, 1065 (9th Cir. 2002)."),
				p("2. The district court erred in concluding that Kahananui offered no evidence of pretext. Sierra Basin's stated reason, a late-delivery record, rests on logs that Wendover compiled after her complaint. The deposition testimony of dispatcher Rochelle Amadi that Wendover told her on March 10, 2022 that Kahananui \"would not be around much longer\" is specific and substantial evidence from which a jury could find the stated reason pretextual. See Cornwell v. Electra Cent. Credit Union, 439 F.3d 1018, 1035 (9th Cir. 2006). We reverse the summary judgment on the Title VII claim against Sierra Basin."),
				p("3. The district court correctly granted summary judgment to Wendover on the Title VII claim, because Title VII does not impose individual liability on employees, and to both defendants on the claim of intentional infliction of emotional distress, because the conduct alleged was not extreme and outrageous under Nevada law."),
				gap(),
				cb("AFFIRMED in part, REVERSED in part, and REMANDED."),
				p("Each party shall bear its own costs on appeal."),
			},
		}}

	return matterSpec{
		name: "kahananui-v-sierra-basin", title: "Kahananui v. Sierra Basin Freight Lines, Inc. (9th Cir. No. 24-6518, from D. Nev. No. 2:23-cv-01962)", heldOut: true,
		firstSight: &Figures{PartyTruth: 17, PartyFound: 15, PartyCorrect: 15, EventTruth: 12, EventHits: 12, Grounded: 1}, // at d6a3f2a
		docs:       []doc{noa, ext, mem},
		parties: []Party{
			{"Leilani K. Kahananui", "plaintiff"},
			{"Leilani K. Kahananui", "appellant"},
			{"Sierra Basin Freight Lines, Inc.", "defendant"},
			{"Sierra Basin Freight Lines, Inc.", "appellee"},
			{"Curtis J. Wendover", "defendant"},
			{"Curtis J. Wendover", "appellee"},
			{"Does I through X", "defendant"},
			{"Roe Corporations I through X", "defendant"},
			{"Margaret L. Iwasaki", "counsel"},
			{"Devonte R. Calloway", "counsel"},
			{"Sheldon P. Marquardt", "counsel"},
			{"Anjali R. Deshmane", "counsel"},
			{"Gloria N. Ashcombe", "judge"}, // district judge presiding below
			{"Tollefsen", "judge"},
			{"Banerjee", "judge"},
			{"Evelyn R. Lindahl", "judge"}, // sitting by designation
			{"Rochelle Amadi", "witness"},  // deposition testimony relied on
		},
		events: []Event{
			{"2024-10-28", noaF, 1}, // ECF header
			{"2024-10-01", noaF, 1},
			{"2024-10-02", noaF, 1},
			{"2024-10-28", noaF, 2},
			{"2024-12-03", extF, 1},
			{"2025-01-27", extF, 1},
			{"2025-02-26", extF, 1},
			{"2025-07-22", memF, 1},
			{"2025-07-09", memF, 1},
			{"2022-03-03", memF, 2},
			{"2022-03-24", memF, 2},
			{"2022-03-10", memF, 2},
		},
	}
}
