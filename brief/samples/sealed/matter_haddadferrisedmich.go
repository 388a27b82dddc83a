package sealed

import "pramaan/brief/truth"

// An employment suit in the Eastern District of Michigan (Southern
// Division): a quality engineer dismissed two weeks after returning from
// FMLA leave for pregnancy complications sues the axle maker and its plant
// manager under the FMLA and the Elliott-Larsen Civil Rights Act. Every
// filed page sits under the district's header ("Case 2:24-cv-11873-TAW-ESV
// ECF No. 1, PageID.1 Filed 07/19/24 Page 1 of 3"). The complaint and jury
// demand (the judge and magistrate judge beside the case number, the
// attorneys' "(P#####)" blocks under the caption, the Local Rule statement
// that no other civil action arises from the same occurrence); the
// defendants' answer and affirmative defenses with an ECF certificate of
// service; an excerpt of the HR director's deposition in Courier (the
// reporter's title page, appearances with "ALSO PRESENT:" the plant manager,
// an index of examination and exhibits, numbered testimony); and the
// stipulated order extending the scheduling order's dates (a deadline table,
// "s/" the district judge, counsel's "Approved as to form and substance").
func init() { specs = append(specs, haddadFerrisEDMich) }

func haddadFerrisEDMich() spec {
	hdr := func(ecf, page1, filed string) string {
		return "Case 2:24-cv-11873-TAW-ESV   ECF No. " + ecf + ", PageID." + page1 + "   Filed " + filed + "   Page %d of %t"
	}
	head := []block{cb("UNITED STATES DISTRICT COURT"), cb("EASTERN DISTRICT OF MICHIGAN"), cb("SOUTHERN DIVISION"), gap()}
	capt := row([]float64{0.55, 0.05, 0.40},
		"SAMIRA N. HADDAD-FERRIS,\n\n               Plaintiff,\n\nv.\n\nTRI-COUNTY AXLE & DRIVELINE, INC.,\nand DUANE T. KOWALEWSKI,\n\n               Defendants.",
		"\n\n\n\n\n\n\n\n\n",
		"Case No. 2:24-cv-11873\n\nHon. Terrence A. Whitcombe\n\nMagistrate Judge Elena S. Vukovich")
	counsel := row([]float64{0.5, 0.5},
		"MARCHAND-OKOYE LAW PLLC\nDeborah L. Marchand-Okoye (P71234)\nAaron J. Pietrangelo (P83310)\nAttorneys for Plaintiff\n300 East Long Lake Road, Suite 180\nBloomfield Hills, MI 48304\n(248) 555-0127",
		"BIRCHFIELD LINDAHL PLC\nFranklin M. Osei-Baptiste (P58821)\nCourtney R. Lindahl (P80417)\nAttorneys for Defendants\n150 West Jefferson Avenue, Suite 1600\nDetroit, MI 48226\n(313) 555-0164")
	pl := "                                        "

	complaint := doc{name: "Complaint and Jury Demand.pdf", font: "Times", size: 11.5,
		header: hdr("1", "1", "07/19/24"),
		pages: []page{
			with(head, []block{capt, gap(),
				row([]float64{0.5, 0.5}, "MARCHAND-OKOYE LAW PLLC\nDeborah L. Marchand-Okoye (P71234)\nAaron J. Pietrangelo (P83310)\nAttorneys for Plaintiff\n300 East Long Lake Road, Suite 180\nBloomfield Hills, MI 48304\n(248) 555-0127", ""),
				rule(),
				cb("COMPLAINT AND JURY DEMAND"),
				p("There is no other pending or resolved civil action arising out of the transaction or occurrence alleged in the complaint."),
				p("Plaintiff Samira N. Haddad-Ferris, through her attorneys, Marchand-Okoye Law PLLC, states as follows:"),
				cb("PARTIES, JURISDICTION AND VENUE"),
				p("1. Plaintiff resides in Macomb County, Michigan. Defendant Tri-County Axle & Driveline, Inc. (\"Tri-County\") is a Michigan corporation with its plant in Sterling Heights, Michigan, and employs more than 50 employees within 75 miles of it. Defendant Duane T. Kowalewski is the manager of that plant."),
				p("2. The Court has jurisdiction under 28 U.S.C. §§ 1331 and 1367. Venue is proper under 28 U.S.C. § 1391(b)."),
			}),
			{
				cb("FACTS"),
				p("3. Tri-County hired Plaintiff as a quality engineer on March 7, 2019. Her performance reviews for 2021, 2022 and 2023 rated her \"exceeds expectations\"."),
				p("4. On January 8, 2024, Plaintiff told Mr. Kowalewski and Tri-County's human resources director, Pamela J. Ruscitti, that her physician had ordered her off work because of complications of her pregnancy, and requested leave under the FMLA. Mr. Kowalewski responded that \"the launch can't wait for a baby\"."),
				p("5. Plaintiff was on FMLA leave from January 15, 2024 to April 8, 2024, when she returned to work without restriction."),
				p("6. On April 22, 2024, Mr. Kowalewski and Ms. Ruscitti told Plaintiff that her position had been eliminated in a reorganization. Tri-County posted an opening for a \"Supplier Quality Engineer\" with the same duties on May 6, 2024."),
				cb("COUNT I - FMLA INTERFERENCE AND RETALIATION (29 U.S.C. § 2615) (all Defendants)"),
				p("7. Defendants interfered with Plaintiff's right to be restored to her position and discharged her because she took FMLA leave. Mr. Kowalewski is an employer under 29 U.S.C. § 2611(4)(A)(ii)(I)."),
				cb("COUNT II - SEX AND PREGNANCY DISCRIMINATION (MCL 37.2202) (all Defendants)"),
				p("8. Defendants discharged Plaintiff because of her sex, including her pregnancy, in violation of the Elliott-Larsen Civil Rights Act."),
				cb("RELIEF REQUESTED"),
				p("Plaintiff requests back pay, front pay, liquidated damages under 29 U.S.C. § 2617, compensatory damages for emotional distress, attorney fees and costs, and such other relief as is just."),
			},
			{
				cb("JURY DEMAND"),
				p("Plaintiff demands a trial by jury on all issues so triable."),
				l("Dated: July 19, 2024"), gap(),
				ls(pl+"Respectfully submitted,", "", pl+"MARCHAND-OKOYE LAW PLLC", "", pl+"/s/ Deborah L. Marchand-Okoye", pl+"Deborah L. Marchand-Okoye (P71234)", pl+"Aaron J. Pietrangelo (P83310)", pl+"Attorneys for Plaintiff"),
			},
		}}

	answer := doc{name: "Answer and Affirmative Defenses.pdf", font: "Times", size: 11.5,
		header: hdr("9", "41", "08/26/24"),
		pages: []page{
			with(head, []block{capt, gap(), counsel, rule(),
				cb("DEFENDANTS' ANSWER TO COMPLAINT AND AFFIRMATIVE DEFENSES"), gap(),
				p("Defendants Tri-County Axle & Driveline, Inc. and Duane T. Kowalewski, through their attorneys, Birchfield Lindahl PLC, answer the Complaint as follows:"),
				p("1-2. Admitted, except that Defendants deny that Mr. Kowalewski is an employer under the FMLA."),
				p("3. Admitted that Plaintiff was hired on March 7, 2019. Defendants state that her reviews speak for themselves."),
				p("4. Admitted that Plaintiff requested leave on January 8, 2024 and that it was granted. Denied that Mr. Kowalewski made the statement attributed to him."),
				p("5. Admitted."),
				p("6. Admitted that Plaintiff's position was eliminated on April 22, 2024 as part of a reorganization of the quality department approved on March 18, 2024, before Plaintiff's return. Denied that the later posting was for the same position."),
				p("7-8. Denied."),
			}),
			{
				cb("AFFIRMATIVE DEFENSES"),
				p("1. Plaintiff's position would have been eliminated had she not taken leave. 2. Defendants acted for legitimate, non-discriminatory business reasons. 3. Plaintiff has failed to mitigate her damages. 4. Mr. Kowalewski is not individually liable under the Elliott-Larsen Civil Rights Act or the FMLA."),
				l("Dated: August 26, 2024"), gap(),
				ls(pl+"BIRCHFIELD LINDAHL PLC", "", pl+"/s/ Franklin M. Osei-Baptiste", pl+"Franklin M. Osei-Baptiste (P58821)", pl+"Courtney R. Lindahl (P80417)", pl+"Attorneys for Defendants"),
				gap(),
				cb("CERTIFICATE OF SERVICE"),
				p("I hereby certify that on August 26, 2024, I electronically filed the foregoing paper with the Clerk of the Court using the ECF system, which will send notification of such filing to all counsel of record."),
				ls(pl+"/s/ Courtney R. Lindahl", pl+"Courtney R. Lindahl (P80417)"),
			},
		}}

	ix := []float64{0.55, 0.25, 0.20}
	depo := doc{name: "Deposition of Pamela J. Ruscitti (excerpt).pdf", font: "Courier", size: 10,
		pages: []page{
			with(head, []block{capt, gap(),
				p("The deposition of PAMELA J. RUSCITTI, taken before Lorraine K. Sobczak, CSR-4417, Certified Shorthand Reporter and Notary Public, at the offices of Marchand-Okoye Law PLLC, 300 East Long Lake Road, Suite 180, Bloomfield Hills, Michigan, on Thursday, January 16, 2025, commencing at 10:04 a.m."),
				ls("APPEARANCES:", "", "For the Plaintiff:", "     DEBORAH L. MARCHAND-OKOYE (P71234)", "     Marchand-Okoye Law PLLC", "", "For the Defendants:", "     COURTNEY R. LINDAHL (P80417)", "     Birchfield Lindahl PLC", "", "ALSO PRESENT:", "     Duane T. Kowalewski"),
				gap(),
				bold(row(ix, "WITNESS", "EXAMINATION", "PAGE")),
				row(ix, "PAMELA J. RUSCITTI", "By Ms. Marchand-Okoye", "4"),
				bold(row(ix, "EXHIBITS", "", "PAGE")),
				row(ix, "Ex. 4  Memo, position elimination, 04/22/2024", "", "37"),
				row(ix, "Ex. 5  Job posting, Supplier Quality Engineer", "", "41"),
			}),
			{
				ls("Page 37"),
				numbered(
					"Q. Let me hand you what's been marked as Exhibit 4.",
					"   This is the memo dated April 22, 2024?",
					"A. Yes.",
					"Q. Who wrote it?",
					"A. I typed it. Duane told me what to put in it.",
					"Q. The memo refers to a reorganization approved on",
					"   March 18, 2024. Is there any document from March 18",
					"   that mentions Ms. Haddad-Ferris's position?",
					"A. Not that I've seen. It was discussed in a staff",
					"   meeting.",
					"Q. Were you at that meeting?",
					"A. No.",
					"Q. When did you first hear that her position would be",
					"   eliminated?",
					"A. The week she came back. Around April 10th.",
					"         MS. LINDAHL: Objection to form.",
					"Q. You can answer.",
					"A. I said around April 10th.",
					"Q. And the posting, Exhibit 5, went up on May 6, 2024?",
					"A. That's what the system shows."),
			},
			{
				cb("CERTIFICATE OF REPORTER"),
				p("I, Lorraine K. Sobczak, a Certified Shorthand Reporter and Notary Public in and for the County of Oakland, State of Michigan, certify that the witness was first duly sworn to testify to the truth; that the foregoing is a true and correct transcript of my stenographic notes of the testimony given on January 16, 2025; and that I am not related to any party or counsel."),
				ls("Dated: January 27, 2025", "", pl+"/s/ Lorraine K. Sobczak", pl+"Lorraine K. Sobczak, CSR-4417"),
			},
		}}

	tbl := []float64{0.50, 0.25, 0.25}
	order := doc{name: "Stipulated Order Extending Scheduling Order Dates.pdf", font: "Times", size: 11.5,
		header: hdr("17", "112", "02/11/25"),
		pages: []page{
			with(head, []block{capt, gap(),
				cb("STIPULATED ORDER EXTENDING SCHEDULING ORDER DATES"), gap(),
				p("The parties, through counsel, stipulate that the dates in the Scheduling Order entered on October 3, 2024 (ECF No. 12) be extended as follows, because the deposition of Plaintiff's treating physician could not be scheduled before the current discovery cutoff. The Court, being advised, finds good cause."),
				bold(row(tbl, "Event", "Current Date", "New Date")),
				row(tbl, "Fact discovery cutoff", "02/28/2025", "04/30/2025"),
				row(tbl, "Expert disclosures", "03/14/2025", "05/16/2025"),
				row(tbl, "Dispositive motions", "04/15/2025", "06/16/2025"),
				row(tbl, "Facilitation completed", "05/01/2025", "07/01/2025"),
				gap(),
				p("All other dates remain as set. No further extensions will be granted absent a showing of good cause."),
				l("IT IS SO ORDERED."), gap(),
				ls(pl+"s/Terrence A. Whitcombe", pl+"TERRENCE A. WHITCOMBE", pl+"United States District Judge"),
				l("Dated: February 11, 2025"),
			}),
			{
				l("Approved as to form and substance:"), gap(),
				row([]float64{0.5, 0.5}, "/s/ Aaron J. Pietrangelo\nAaron J. Pietrangelo (P83310)\nAttorney for Plaintiff", "/s/ Courtney R. Lindahl (w/ consent)\nCourtney R. Lindahl (P80417)\nAttorney for Defendants"),
			},
		}}

	const (
		fc = "Complaint and Jury Demand.pdf"
		fa = "Answer and Affirmative Defenses.pdf"
		fd = "Deposition of Pamela J. Ruscitti (excerpt).pdf"
		fo = "Stipulated Order Extending Scheduling Order Dates.pdf"
	)
	return spec{
		name:       "haddad-ferris-v-tri-county-axle-edmich",
		title:      "Haddad-Ferris v. Tri-County Axle & Driveline, Inc. (E.D. Mich. No. 2:24-cv-11873), FMLA and Elliott-Larsen discharge",
		firstSight: &truth.Figures{PartyTruth: 10, PartyFound: 10, PartyCorrect: 10, EventTruth: 31, EventHits: 31, Grounded: 1}, // at commit 574488e
		docs:       []doc{complaint, answer, depo, order},
		parties: []truth.Party{
			{Name: "Samira N. Haddad-Ferris", Role: "plaintiff"},
			{Name: "Tri-County Axle & Driveline, Inc.", Role: "defendant"},
			{Name: "Duane T. Kowalewski", Role: "defendant"},
			{Name: "Deborah L. Marchand-Okoye", Role: "counsel"},
			{Name: "Aaron J. Pietrangelo", Role: "counsel"},
			{Name: "Franklin M. Osei-Baptiste", Role: "counsel"},
			{Name: "Courtney R. Lindahl", Role: "counsel"},
			{Name: "Terrence A. Whitcombe", Role: "judge"},
			{Name: "Elena S. Vukovich", Role: "judge"},
			{Name: "Pamela J. Ruscitti", Role: "deponent"},
		},
		events: []truth.Event{
			{Date: "2024-07-19", File: fc, Page: 1}, // the ECF header
			{Date: "2019-03-07", File: fc, Page: 2},
			{Date: "2024-01-08", File: fc, Page: 2},
			{Date: "2024-01-15", File: fc, Page: 2},
			{Date: "2024-04-08", File: fc, Page: 2},
			{Date: "2024-04-22", File: fc, Page: 2},
			{Date: "2024-05-06", File: fc, Page: 2},
			{Date: "2024-07-19", File: fc, Page: 3},
			{Date: "2024-08-26", File: fa, Page: 1}, // the ECF header
			{Date: "2019-03-07", File: fa, Page: 1},
			{Date: "2024-01-08", File: fa, Page: 1},
			{Date: "2024-04-22", File: fa, Page: 1},
			{Date: "2024-03-18", File: fa, Page: 1},
			{Date: "2024-08-26", File: fa, Page: 2},
			{Date: "2025-01-16", File: fd, Page: 1},
			{Date: "2024-04-22", File: fd, Page: 1},
			{Date: "2024-04-22", File: fd, Page: 2},
			{Date: "2024-03-18", File: fd, Page: 2},
			{Date: "2024-05-06", File: fd, Page: 2},
			{Date: "2025-01-16", File: fd, Page: 3},
			{Date: "2025-01-27", File: fd, Page: 3},
			{Date: "2025-02-11", File: fo, Page: 1}, // the ECF header and the order's date
			{Date: "2024-10-03", File: fo, Page: 1},
			{Date: "2025-02-28", File: fo, Page: 1},
			{Date: "2025-04-30", File: fo, Page: 1},
			{Date: "2025-03-14", File: fo, Page: 1},
			{Date: "2025-05-16", File: fo, Page: 1},
			{Date: "2025-04-15", File: fo, Page: 1},
			{Date: "2025-06-16", File: fo, Page: 1},
			{Date: "2025-05-01", File: fo, Page: 1},
			{Date: "2025-07-01", File: fo, Page: 1},
		},
	}
}
