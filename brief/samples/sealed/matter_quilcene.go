package sealed

import "pramaan/brief/truth"

// A W.D. Wash. diversity warranty case about a hatchery's failed ultraviolet
// seawater system: the complaint on the district's pleading paper (the judge's
// name top right, WSBA numbers, the title and page in the footer with the
// firm's address, the ECF header), the answer with affirmative defenses and a
// CM/ECF certificate of service, the hatchery manager's declaration with its
// Exhibit B a scanned commissioning certificate (an image-only page), an
// excerpt of the field engineer's deposition in Courier, and the order on
// partial summary judgment ("DATED this ... day of").
func init() { specs = append(specs, quilcene) }

func quilcene() spec {
	judge := r("The Honorable Celestine R. Akinbode")
	court := []block{cb("UNITED STATES DISTRICT COURT"), cb("WESTERN DISTRICT OF WASHINGTON"), cb("AT SEATTLE"), gap()}
	capt := row([]float64{0.52, 0.04, 0.44},
		"QUILCENE TIDEFLATS SHELLFISH, LLC, a Washington limited liability company,\n\n                    Plaintiff,\n\n          v.\n\nHVIDTFELDT AQUATECH A/S, a Danish company; and HVIDTFELDT AQUATECH NORTH AMERICA, INC., a Delaware corporation,\n\n                    Defendants.",
		"\n\n\n\n\n\n\n\n",
		"No. 2:24-cv-01462-CRA\n\n")
	pFoot := "TOLLEFSEN AHN PLLC  |  1201 Third Avenue, Suite 2900, Seattle, WA 98101  |  (206) 555-0172"
	dFoot := "LANE HARROW BIRKELAND LLP  |  701 Fifth Avenue, Suite 4100, Seattle, WA 98104  |  (206) 555-0190"
	pSig := []string{"TOLLEFSEN AHN PLLC", "", "By: s/ Annika R. Tollefsen", "Annika R. Tollefsen, WSBA No. 41873", "Daniel K. Ahn, WSBA No. 52214", "1201 Third Avenue, Suite 2900", "Seattle, WA 98101", "Telephone: (206) 555-0172", "atollefsen@tollefsenahn.example", "", "Attorneys for Plaintiff Quilcene Tideflats Shellfish, LLC"}

	complaint := doc{name: "Complaint.pdf", font: "Times", size: 11.5, pleading: true,
		header: "Case 2:24-cv-01462-CRA     Document 1     Filed 09/10/24     Page %d of %t",
		footer: "COMPLAINT - %d  (No. 2:24-cv-01462-CRA)", footer2: pFoot, footerAlign: "L",
		pages: []page{
			with([]block{judge, gap()}, court, []block{capt, gap(), cb("COMPLAINT FOR BREACH OF WARRANTY AND BREACH OF CONTRACT"), gap(),
				p("Plaintiff Quilcene Tideflats Shellfish, LLC (\"Quilcene Tideflats\") alleges as follows against Defendants Hvidtfeldt Aquatech A/S (\"Hvidtfeldt Denmark\") and Hvidtfeldt Aquatech North America, Inc. (\"Hvidtfeldt NA,\" and together with Hvidtfeldt Denmark, \"Hvidtfeldt\"):"),
				cb("I. PARTIES"),
				p("1.1 Quilcene Tideflats is a Washington limited liability company that operates an oyster and geoduck hatchery at 2810 Linger Longer Road, Quilcene, Washington. Each of its members is a citizen of Washington."),
				p("1.2 Hvidtfeldt Denmark is an aktieselskab organized under the laws of Denmark with its principal place of business in Hirtshals, Denmark. It designs and manufactures ultraviolet water-treatment systems."),
				p("1.3 Hvidtfeldt NA is a Delaware corporation with its principal place of business in Portland, Oregon. It sells, installs and services Hvidtfeldt Denmark's systems in North America."),
			}),
			{
				cb("II. JURISDICTION AND VENUE"),
				p("2.1 The Court has jurisdiction under 28 U.S.C. § 1332(a)(2) and (3): the amount in controversy exceeds $75,000 and the action is between a citizen of Washington, a citizen of Delaware and Oregon, and a citizen of a foreign state. Venue is proper under 28 U.S.C. § 1391(b)(2) because the system was installed and failed in Jefferson County, Washington."),
				cb("III. FACTS"),
				p("3.1 On March 20, 2023, Quilcene Tideflats and Hvidtfeldt NA entered into Equipment Supply and Installation Agreement No. HA-NA-2023-0419 (the \"Agreement\") for two UV-Clear 900 units and a filter skid, installed and commissioned, for $486,300."),
				p("3.2 Hvidtfeldt Denmark's written limited warranty, incorporated in the Agreement, warrants that each unit will deliver a UV dose of at least 40 mJ/cm2 at rated flow and that its low-UV alarm will operate, for 24 months from acceptance."),
				p("3.3 Hvidtfeldt NA's field engineer began commissioning the system on June 11, 2023, and Quilcene Tideflats accepted it on June 12, 2023."),
				p("3.4 On the night of August 4, 2023, both lamp drivers of the second unit failed. No low-UV alarm reached the hatchery's control system. By the morning of August 5, 2023, some 41 million oyster larvae in six rearing tanks had died of a Vibrio infection."),
				p("3.5 Quilcene Tideflats gave Hvidtfeldt written notice of the failure and of its claim on August 9, 2023. Hvidtfeldt replaced the lamp drivers on August 17, 2023 but has refused to pay for the loss."),
			},
			{
				cb("IV. CLAIMS"),
				p("4.1 First Claim (Breach of Express Warranty, RCW 62A.2-313) against both Defendants. The system did not deliver the warranted dose and its alarm did not operate, within the warranty period."),
				p("4.2 Second Claim (Breach of Contract) against Hvidtfeldt NA. Hvidtfeldt NA did not install and commission a working alarm output as the Agreement required."),
				p("4.3 Quilcene Tideflats has been damaged in an amount to be proven at trial and not less than $1,140,000."),
				cb("V. PRAYER FOR RELIEF"),
				p("Quilcene Tideflats asks the Court to enter judgment against Defendants, jointly and severally, for its damages, prejudgment interest, costs, and such other relief as is just."),
				ls(append([]string{"DATED this 10th day of September, 2024.", ""}, pSig...)...),
			},
		}}

	dSig := []string{"LANE HARROW BIRKELAND LLP", "", "By: s/ Thaddeus W. Birkeland", "Thaddeus W. Birkeland, WSBA No. 47092", "Priya S. Venkataraman, WSBA No. 38816", "701 Fifth Avenue, Suite 4100", "Seattle, WA 98104", "Telephone: (206) 555-0190", "", "Attorneys for Defendants"}
	answer := doc{name: "Answer and Affirmative Defenses.pdf", font: "Times", size: 11.5, pleading: true,
		header: "Case 2:24-cv-01462-CRA     Document 12     Filed 11/04/24     Page %d of %t",
		footer: "DEFENDANTS' ANSWER AND AFFIRMATIVE DEFENSES - %d  (No. 2:24-cv-01462-CRA)", footer2: dFoot, footerAlign: "L",
		pages: []page{
			with([]block{judge, gap()}, court, []block{capt, gap(), cb("DEFENDANTS' ANSWER AND AFFIRMATIVE DEFENSES"), gap(),
				p("Defendants Hvidtfeldt Aquatech A/S and Hvidtfeldt Aquatech North America, Inc. answer the Complaint as follows. The numbered paragraphs respond to the paragraphs of the Complaint bearing the same numbers; any allegation not expressly admitted is denied."),
				p("1.1 - 1.3. Admitted, except that Defendants lack knowledge of the citizenship of Plaintiff's members and therefore deny it."),
				p("2.1. Admitted that the Court has subject-matter jurisdiction and that venue is proper."),
				p("3.1. Admitted that the parties entered into the Agreement on March 20, 2023. The Agreement speaks for itself."),
				p("3.2. Denied as stated. The limited warranty excludes damage caused by the customer's failure to complete open items listed at acceptance and excludes loss of livestock and other consequential loss."),
				p("3.3. Admitted that commissioning began on June 11, 2023 and that the system was accepted on June 12, 2023, subject to listed open items."),
				p("3.4 - 3.5. Defendants admit receiving Plaintiff's letter of August 9, 2023 and replacing two lamp drivers on August 17, 2023. Defendants otherwise lack knowledge and deny."),
				p("4.1 - 4.3. Denied."),
			}),
			{
				cb("AFFIRMATIVE DEFENSES"),
				p("1. Contractual limitation. Section 9.4 of the Agreement and the limited warranty exclude consequential damages, including loss of larvae, and limit any remedy to repair or replacement."),
				p("2. Failure of a condition. Plaintiff did not wire alarm relay K3 to its control panel, an open item assigned to Plaintiff's electrician on the acceptance certificate of June 12, 2023."),
				p("3. Comparative fault and failure to mitigate. Plaintiff did not monitor UV intensity manually during the night shift of August 4, 2023."),
				p("Defendants reserve the right to amend this Answer as discovery proceeds."),
				ls(append([]string{"DATED: November 4, 2024", ""}, dSig...)...),
				gap(), cb("CERTIFICATE OF SERVICE"),
				p("I hereby certify that on November 4, 2024, I electronically filed the foregoing with the Clerk of the Court using the CM/ECF system, which will send notification of such filing to all counsel of record."),
				r("s/ Thaddeus W. Birkeland"),
			},
		}}

	decl := doc{name: "Declaration of Rosalia Mendoza Ixcot.pdf", font: "Times", size: 11.5, pleading: true,
		header: "Case 2:24-cv-01462-CRA     Document 31     Filed 04/17/25     Page %d of %t",
		footer: "DECLARATION OF ROSALÍA MENDOZA IXCOT - %d  (No. 2:24-cv-01462-CRA)", footer2: pFoot, footerAlign: "L",
		pages: []page{
			with([]block{judge, gap()}, court, []block{capt, gap(), cb("DECLARATION OF ROSALÍA MENDOZA IXCOT IN SUPPORT OF PLAINTIFF'S MOTION FOR PARTIAL SUMMARY JUDGMENT"), gap(),
				p("I, Rosalía Mendoza Ixcot, declare as follows:"),
				p("1. I am the Hatchery Manager of Quilcene Tideflats Shellfish, LLC and have held that position since 2019. I am over eighteen and competent to testify. I make this declaration from personal knowledge."),
				p("2. I was present on June 11, 2023 and June 12, 2023 when Hvidtfeldt's field engineer, Jesper Lindhardt, commissioned the two UV-Clear 900 units at our hatchery. Mr. Lindhardt told me that the system was \"running and protecting the tanks\" and asked me to sign the acceptance certificate, which I did on June 12, 2023."),
				p("3. A true and correct copy of the Commissioning and Acceptance Certificate, as kept in our files, is attached as Exhibit B. The note under \"Remarks\" was written by Mr. Lindhardt. He did not tell me that the low-UV alarm would not work until the relay was wired, and he did not return to verify it."),
			}),
			{
				p("4. At about 6:10 a.m. on August 5, 2023, our night technician reported that the larvae in tanks 7 through 12 were dead or moribund. The second unit's intensity display read zero. Our control system had recorded no alarm."),
				p("5. Attached as Exhibit C is a true and correct copy of my letter of August 9, 2023 to Hvidtfeldt Aquatech North America, Inc."),
				p("I declare under penalty of perjury under the laws of the United States of America that the foregoing is true and correct."),
				ls("Executed on April 15, 2025, at Quilcene, Washington.", "", "", "                                        s/ Rosalía Mendoza Ixcot", "                                        Rosalía Mendoza Ixcot"),
			},
			{gap(), gap(), gap(), gap(), gap(), gap(), gap(), gap(), gap(), gap(), gap(), gap(), gap(), gap(), small(cb("EXHIBIT B"), 28)},
			{scan("quilcene-exhibit-b.jpg")},
		}}

	depHead := []block{c("UNITED STATES DISTRICT COURT"), c("WESTERN DISTRICT OF WASHINGTON AT SEATTLE"), gap(),
		ls("QUILCENE TIDEFLATS SHELLFISH, LLC,  )", "                                    )", "               Plaintiff,           )", "                                    )  No. 2:24-cv-01462-CRA", "     v.                             )", "                                    )", "HVIDTFELDT AQUATECH A/S, et al.,    )", "                                    )", "               Defendants.          )")}
	dep := doc{name: "Deposition of Jesper Lindhardt (excerpts).pdf", font: "Courier", size: 10,
		header: "Page %d", headerAlign: "R", footer: "SOUND & STRAIT COURT REPORTING  *  (206) 555-0131  *  scheduling@soundstrait.example",
		pages: []page{
			with(depHead, []block{gap(), gap(),
				cb("VIDEOCONFERENCE DEPOSITION UPON ORAL EXAMINATION OF"), cb("JESPER LINDHARDT"), gap(),
				c("Wednesday, February 26, 2025"), c("Seattle, Washington (witness appearing remotely from Portland, Oregon)"), gap(), gap(),
				cb("APPEARANCES:"),
				ls("For the Plaintiff:        ANNIKA R. TOLLEFSEN", "                          Tollefsen Ahn PLLC", "                          1201 Third Avenue, Suite 2900", "                          Seattle, Washington 98101", "", "For the Defendants:       PRIYA S. VENKATARAMAN", "                          Lane Harrow Birkeland LLP", "                          701 Fifth Avenue, Suite 4100", "                          Seattle, Washington 98104"),
				gap(), gap(),
				ls("REPORTED BY:  Corinne T. Vasquez, CCR No. 3318"),
			}),
			{
				numbered(
					"              JESPER LINDHARDT, having been first duly",
					"      sworn by the Certified Court Reporter, testified",
					"      as follows:",
					"                       EXAMINATION",
					"BY MS. TOLLEFSEN:",
					"   Q. Mr. Lindhardt, who is your employer?",
					"   A. Hvidtfeldt Aquatech North America. I am a field",
					"      service engineer, based in Portland.",
					"   Q. You commissioned the system at Quilcene Tideflats?",
					"   A. Yes. June 11 and June 12, 2023.",
					"   Q. Look at Exhibit 14, the acceptance certificate. Is",
					"      that your handwriting under \"Remarks\"?",
					"   A. The typed entries are from my tablet form. Yes,",
					"      those are my remarks.",
					"   Q. Item 1 says relay K3 was not wired. What did that",
					"      mean for the low-UV alarm?",
					"   A. The unit would show the alarm on its own panel, but",
					"      the signal would not go to their SCADA.",
					"   Q. So nobody in the control room would be alerted?",
					"   A. Not from the SCADA, no.",
					"   Q. Did you tell Ms. Mendoza Ixcot that?",
					"          MS. VENKATARAMAN: Objection; form.",
					"   A. I told her the electrician must finish the relay.",
					"   Q. Did you return to verify it, as item 1 says?",
					"   A. Not before August. I came on August 17, 2023.",
				),
			},
			{
				cb("REPORTER'S CERTIFICATE"),
				p("I, Corinne T. Vasquez, a Certified Court Reporter in and for the State of Washington, certify that the witness was duly sworn remotely by me; that the foregoing excerpts are a true and accurate transcript of the testimony given, taken stenographically by me and reduced to typewriting under my direction; and that I am not a relative, employee or attorney of any party."),
				ls("Dated: March 10, 2025", "", "                         s/ Corinne T. Vasquez", "                         Corinne T. Vasquez, CCR No. 3318"),
			},
		}}

	order := doc{name: "Order on Motion for Partial Summary Judgment.pdf", font: "Times", size: 11.5, pleading: true,
		header: "Case 2:24-cv-01462-CRA     Document 44     Filed 06/23/25     Page %d of %t",
		footer: "ORDER ON MOTION FOR PARTIAL SUMMARY JUDGMENT - %d", footerAlign: "L",
		pages: []page{
			with(court, []block{capt, gap(), cb("ORDER GRANTING IN PART AND DENYING IN PART PLAINTIFF'S MOTION FOR PARTIAL SUMMARY JUDGMENT"), gap(),
				cb("I. INTRODUCTION"),
				p("This matter comes before the Court on Plaintiff Quilcene Tideflats Shellfish, LLC's Motion for Partial Summary Judgment. Dkt. No. 30. The Court has considered the motion, Defendants' response (Dkt. No. 36), the reply (Dkt. No. 39), the supporting declarations and the rest of the record. Oral argument is unnecessary. LCR 7(b)(4)."),
				cb("II. BACKGROUND"),
				p("Defendants' engineer began commissioning Plaintiff's UV system on June 11, 2023, and Plaintiff's hatchery manager signed the acceptance certificate on June 12, 2023. Mendoza Ixcot Decl., Dkt. No. 31, Ex. B. Item 1 of the certificate's remarks records that alarm relay K3 was not wired. On August 4, 2023, one unit's lamp drivers failed and the larvae in six tanks died."),
			}),
			{
				cb("III. DISCUSSION"),
				p("A. The warranty. Defendants do not dispute that the limited warranty applies to both units and ran from June 12, 2023. Summary judgment is GRANTED on that issue."),
				p("B. Breach and causation. Whether the open item on the certificate shifted to Plaintiff the duty to wire the alarm, and what Mr. Lindhardt told Ms. Mendoza Ixcot, are disputed. Compare Mendoza Ixcot Decl. ¶ 3 with Lindhardt Dep. 2:21-23. These are questions for the jury. Summary judgment is DENIED on breach and causation."),
				p("C. The exclusion. Whether the exclusion of consequential loss fails of its essential purpose under RCW 62A.2-719 turns on the same disputed facts, and is reserved for trial."),
				cb("IV. CONCLUSION"),
				p("Plaintiff's Motion for Partial Summary Judgment (Dkt. No. 30) is GRANTED IN PART and DENIED IN PART as set out above."),
				ls("DATED this 23rd day of June, 2025.", "", "", "                                        A", "                                        Celestine R. Akinbode", "                                        United States District Judge"),
			},
		}}

	const (
		fc = "Complaint.pdf"
		fa = "Answer and Affirmative Defenses.pdf"
		fd = "Declaration of Rosalia Mendoza Ixcot.pdf"
		fp = "Deposition of Jesper Lindhardt (excerpts).pdf"
		fo = "Order on Motion for Partial Summary Judgment.pdf"
	)
	return spec{
		name: "quilcene-tideflats-v-hvidtfeldt-wdwash", title: "Quilcene Tideflats Shellfish, LLC v. Hvidtfeldt Aquatech A/S (W.D. Wash. 2:24-cv-01462), hatchery UV system warranty",
		firstSight: &truth.Figures{PartyTruth: 10, PartyFound: 11, PartyCorrect: 9, EventTruth: 36, EventHits: 36, Grounded: 1}, // at commit 5a27204
		docs:       []doc{complaint, answer, decl, dep, order},
		parties: []truth.Party{
			{Name: "Quilcene Tideflats Shellfish, LLC", Role: "plaintiff"},
			{Name: "Hvidtfeldt Aquatech A/S", Role: "defendant"},
			{Name: "Hvidtfeldt Aquatech North America, Inc.", Role: "defendant"},
			{Name: "Annika R. Tollefsen", Role: "counsel"},
			{Name: "Daniel K. Ahn", Role: "counsel"},
			{Name: "Thaddeus W. Birkeland", Role: "counsel"},
			{Name: "Priya S. Venkataraman", Role: "counsel"},
			{Name: "Celestine R. Akinbode", Role: "judge"},
			{Name: "Rosalía Mendoza Ixcot", Role: "declarant"},
			{Name: "Jesper Lindhardt", Role: "deponent"},
		},
		events: []truth.Event{
			{Date: "2024-09-10", File: fc, Page: 1},
			{Date: "2023-03-20", File: fc, Page: 2},
			{Date: "2023-06-11", File: fc, Page: 2},
			{Date: "2023-06-12", File: fc, Page: 2},
			{Date: "2023-08-04", File: fc, Page: 2},
			{Date: "2023-08-05", File: fc, Page: 2},
			{Date: "2023-08-09", File: fc, Page: 2},
			{Date: "2023-08-17", File: fc, Page: 2},
			{Date: "2024-09-10", File: fc, Page: 3},
			{Date: "2024-11-04", File: fa, Page: 1},
			{Date: "2023-03-20", File: fa, Page: 1},
			{Date: "2023-06-11", File: fa, Page: 1},
			{Date: "2023-06-12", File: fa, Page: 1},
			{Date: "2023-08-09", File: fa, Page: 1},
			{Date: "2023-08-17", File: fa, Page: 1},
			{Date: "2023-06-12", File: fa, Page: 2},
			{Date: "2023-08-04", File: fa, Page: 2},
			{Date: "2024-11-04", File: fa, Page: 2},
			{Date: "2025-04-17", File: fd, Page: 1},
			{Date: "2023-06-11", File: fd, Page: 1},
			{Date: "2023-06-12", File: fd, Page: 1},
			{Date: "2023-08-05", File: fd, Page: 2},
			{Date: "2023-08-09", File: fd, Page: 2},
			{Date: "2025-04-15", File: fd, Page: 2},
			{Date: "2023-06-11", File: fd, Page: 4}, // the scanned certificate, read by OCR
			{Date: "2023-06-12", File: fd, Page: 4},
			{Date: "2025-02-26", File: fp, Page: 1},
			{Date: "2023-06-12", File: fp, Page: 2},
			{Date: "2023-08-17", File: fp, Page: 2},
			{Date: "2025-03-10", File: fp, Page: 3},
			{Date: "2025-06-23", File: fo, Page: 1},
			{Date: "2023-06-11", File: fo, Page: 1},
			{Date: "2023-06-12", File: fo, Page: 1},
			{Date: "2023-08-04", File: fo, Page: 1},
			{Date: "2023-06-12", File: fo, Page: 2},
			{Date: "2025-06-23", File: fo, Page: 2},
		},
	}
}
