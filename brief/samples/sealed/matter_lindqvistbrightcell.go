package sealed

import "pramaan/brief/truth"

// A product-liability suit in the Western District of Wisconsin (diversity):
// a couple whose garage burned when an electric bicycle's battery pack went
// into thermal runaway while charging sue the pack's distributor and the
// shop that sold the bicycle. Every filed page sits under the district's
// ECF header ("Case: 3:24-cv-... Document #: ... Filed: mm/dd/yy Page x of
// y"). The complaint (caption with the judge's initials in the case number,
// counts for strict liability, negligence and breach of implied warranty,
// the jury demand, Wisconsin State Bar numbers in the signature block); the
// defendants' joint answer and affirmative defenses (comparative fault under
// Wis. Stat. § 895.045, misuse, spoliation); the stipulated protective
// order with the two sides' "/s/" signature blocks side by side and the
// magistrate judge's "Entered this ... day of" and "BY THE COURT:"; and the
// plaintiffs' fire investigator's declaration under 28 U.S.C. § 1746 in
// support of their motion for a protocol for destructive testing, with an
// evidence table.
func init() { specs = append(specs, lindqvistBrightcell) }

func lindqvistBrightcell() spec {
	hdr := func(doc, filed string) string {
		return "Case: 3:24-cv-00518-hkt   Document #: " + doc + "   Filed: " + filed + "   Page %d of %t"
	}
	head := []block{cb("IN THE UNITED STATES DISTRICT COURT"), cb("FOR THE WESTERN DISTRICT OF WISCONSIN"), gap()}
	capt := caption("", []string{
		"ANNIKA M. LINDQVIST and",
		"TOMAS R. LINDQVIST,",
		"",
		"                    Plaintiffs,",
		"",
		"          v.",
		"",
		"BRIGHTCELL MOBILITY, INC. and",
		"NORTHWOODS CYCLE & SKI, LLC,",
		"",
		"                    Defendants.",
	}, []string{"", "", "", "Case No. 24-cv-518-hkt"})
	pl := "                                        "

	complaint := doc{name: "Complaint.pdf", font: "Times", size: 11.5,
		header: hdr("1", "07/15/24"),
		pages: []page{
			with(head, capt, []block{gap(), cb("COMPLAINT AND JURY DEMAND"), gap(),
				p("Plaintiffs Annika M. Lindqvist and Tomas R. Lindqvist, by their attorneys, Whitebird Kowalske S.C., allege as follows:"),
				cb("PARTIES, JURISDICTION AND VENUE"),
				p("1. Plaintiffs are husband and wife and citizens of Wisconsin residing at 2217 Tamarack Trail, Middleton, Dane County, Wisconsin."),
				p("2. Defendant BrightCell Mobility, Inc. (\"BrightCell\") is a Delaware corporation with its principal place of business in Irvine, California. BrightCell designs, imports and distributes the BC-48 lithium-ion battery pack sold with electric bicycles under its \"Ridgeline\" brand."),
				p("3. Defendant Northwoods Cycle & Ski, LLC (\"Northwoods\") is a Minnesota limited liability company whose members are citizens of Minnesota. Northwoods operates a retail bicycle shop in Madison, Wisconsin."),
				p("4. The amount in controversy exceeds $75,000, exclusive of interest and costs, and the parties are citizens of different states. This Court has jurisdiction under 28 U.S.C. § 1332(a). Venue is proper under 28 U.S.C. § 1391(b)(2)."),
				cb("FACTS"),
				p("5. On August 26, 2023, Plaintiffs bought a Ridgeline Trail 500 electric bicycle with a BC-48 battery pack (serial BC48-2306-11842) from Northwoods for $2,849.00."),
				p("6. On the evening of March 9, 2024, the battery pack was charging in Plaintiffs' attached garage on the charger supplied with it when it went into thermal runaway and ignited. The fire spread to the garage and the house. The Middleton Fire Department responded and extinguished it."),
			}),
			{
				p("7. The fire destroyed the garage and two vehicles and caused smoke and water damage throughout the house. Plaintiffs lived in temporary housing until July 1, 2024. Their damages exceed $410,000."),
				p("8. On January 18, 2024, BrightCell received a report from the U.S. Consumer Product Safety Commission of a BC-48 pack overheating while charging. It did not warn purchasers or recall the pack before March 9, 2024."),
				cb("COUNT I - STRICT PRODUCT LIABILITY (Wis. Stat. § 895.047)"),
				p("9. The BC-48 pack was defective in design and manufacture, lacking adequate cell-level thermal protection, and was unreasonably dangerous when it left Defendants' control. The defect caused Plaintiffs' damages."),
				cb("COUNT II - NEGLIGENCE"),
				p("10. Defendants owed Plaintiffs a duty of reasonable care in the design, testing, distribution, sale and warning of the pack, breached it, and caused Plaintiffs' damages."),
				cb("COUNT III - BREACH OF IMPLIED WARRANTY OF MERCHANTABILITY"),
				p("11. The pack was not fit for the ordinary purpose for which such packs are used. Plaintiffs notified Defendants of the breach in writing on April 22, 2024."),
				cb("PRAYER FOR RELIEF AND JURY DEMAND"),
				p("Plaintiffs ask for compensatory damages, interest, costs and such further relief as is just, and demand a jury of six on all issues so triable."),
				l("Dated: July 15, 2024."), gap(),
				ls(pl+"WHITEBIRD KOWALSKE S.C.", "", pl+"/s/ Dolores A. Whitebird", pl+"Dolores A. Whitebird (State Bar No. 1048816)", pl+"Jeremiah P. Kowalske (State Bar No. 1102957)", pl+"33 East Main Street, Suite 610", pl+"Madison, WI 53703", pl+"(608) 555-0144", pl+"dwhitebird@whitebirdkowalske.example", pl+"Attorneys for Plaintiffs"),
			},
		}}

	answer := doc{name: "Answer and Affirmative Defenses.pdf", font: "Times", size: 11.5,
		header: hdr("9", "08/19/24"),
		pages: []page{
			with(head, capt, []block{gap(), cb("DEFENDANTS' ANSWER AND AFFIRMATIVE DEFENSES"), gap(),
				p("Defendants BrightCell Mobility, Inc. and Northwoods Cycle & Ski, LLC answer the Complaint as follows. Any allegation not expressly admitted is denied."),
				p("1-4. Defendants admit the allegations of paragraphs 2 and 3 and admit that this Court has subject-matter jurisdiction. They lack knowledge sufficient to form a belief as to paragraph 1 and therefore deny it."),
				p("5. Northwoods admits that it sold a Ridgeline Trail 500 electric bicycle to Tomas R. Lindqvist on August 26, 2023. Defendants lack knowledge as to the serial number of the pack sold with it."),
				p("6-7. Defendants admit that a fire occurred at Plaintiffs' residence on March 9, 2024, and otherwise lack knowledge sufficient to form a belief as to the allegations of paragraphs 6 and 7, and deny them."),
				p("8. BrightCell admits that it received a consumer incident report forwarded by the Consumer Product Safety Commission on January 18, 2024, states that the report concerned a pack charged with a non-conforming third-party charger, and denies the remaining allegations of paragraph 8."),
				p("9-11. Denied."),
			}),
			{
				cb("AFFIRMATIVE DEFENSES"),
				p("1. Plaintiffs' damages, if any, were caused in whole or in part by their own negligence, including charging the pack unattended beside combustible materials contrary to the owner's manual, and any recovery must be reduced or barred under Wis. Stat. § 895.045."),
				p("2. The pack was misused, altered or modified after it left Defendants' control."),
				p("3. Plaintiffs' insurer removed and discarded portions of the fire scene before Defendants were notified, and any evidence lost is subject to an inference of spoliation."),
				p("4. Northwoods is a seller that did not design or manufacture the pack and is entitled to dismissal under Wis. Stat. § 895.047(2)."),
				p("WHEREFORE, Defendants ask that the Complaint be dismissed with costs."),
				l("Dated: August 19, 2024."), gap(),
				ls(pl+"VANDERMOLEN RAO LLP", "", pl+"/s/ Grant T. Vandermolen", pl+"Grant T. Vandermolen (State Bar No. 1031472)", pl+"Priyanka S. Rao-Hedberg (State Bar No. 1099631)", pl+"411 East Wisconsin Avenue, Suite 2300", pl+"Milwaukee, WI 53202", pl+"(414) 555-0170", pl+"Attorneys for Defendants"),
			},
		}}

	sig := []float64{0.5, 0.5}
	po := doc{name: "Stipulated Protective Order.pdf", font: "Times", size: 11.5,
		header: hdr("17", "10/02/24"),
		pages: []page{
			with(head, capt, []block{gap(), cb("STIPULATED PROTECTIVE ORDER"), gap(),
				p("The parties, by their counsel, stipulate to the entry of this order under Fed. R. Civ. P. 26(c) to govern the handling of confidential information produced in discovery, including BrightCell's cell specifications, supplier audits, test reports and incident files."),
				p("1. Designation. A party may designate as \"CONFIDENTIAL\" documents containing trade secrets or other confidential research, development or commercial information, and as \"ATTORNEYS' EYES ONLY\" such documents whose disclosure to a competitor would cause substantial harm. Designations shall be made in good faith."),
				p("2. Access. Confidential material may be disclosed only to the parties, counsel of record and their staff, retained experts who have signed Exhibit A, the Court and its personnel, court reporters, and mediators. Attorneys' eyes only material may not be disclosed to the parties themselves."),
				p("3. Challenges. A party may challenge a designation by written notice. If the parties cannot resolve the challenge within fourteen days, the designating party may move for a protective order, and bears the burden of showing good cause."),
				p("4. Filing under seal. A party filing confidential material shall follow the Court's electronic filing procedures for sealed documents."),
				p("5. Return. Within sixty days after final disposition of this case, each party shall return or destroy all confidential material, except that counsel may retain one archival copy of pleadings and work product."),
			}),
			{
				p("6. The physical evidence from the fire scene, now held by Great Lakes Forensic Storage in Verona, Wisconsin, shall not be altered, tested or moved except under a written protocol agreed by all parties or ordered by the Court."),
				l("STIPULATED AND AGREED this 30th day of September, 2024:"), gap(),
				row(sig, "WHITEBIRD KOWALSKE S.C.\n\n/s/ Dolores A. Whitebird\nDolores A. Whitebird\nJeremiah P. Kowalske\nAttorneys for Plaintiffs", "VANDERMOLEN RAO LLP\n\n/s/ Priyanka S. Rao-Hedberg\nGrant T. Vandermolen\nPriyanka S. Rao-Hedberg\nAttorneys for Defendants"),
				gap(), gap(),
				cb("ORDER"),
				p("The foregoing stipulation having been reviewed, and good cause appearing, IT IS ORDERED that the stipulated protective order is entered."),
				l("Entered this 2nd day of October, 2024."), gap(),
				ls(pl+"BY THE COURT:", "", pl+"/s/", pl+"________________________", pl+"ANDERS J. MORROW", pl+"Magistrate Judge"),
			},
		}}

	tbl := []float64{0.14, 0.56, 0.30}
	decl := doc{name: "Declaration of Marisol T. Quinonez-Baker.pdf", font: "Times", size: 11.5,
		header: hdr("24", "11/12/24"),
		pages: []page{
			with(head, capt, []block{gap(), cb("DECLARATION OF MARISOL T. QUINONEZ-BAKER IN SUPPORT OF PLAINTIFFS' MOTION FOR ENTRY OF A DESTRUCTIVE TESTING PROTOCOL"), gap(),
				p("I, Marisol T. Quinonez-Baker, declare as follows:"),
				p("1. I am a Certified Fire and Explosion Investigator (IAAI-CFI) and a principal of Badger State Fire Analysis, LLC. Plaintiffs' insurer retained me to determine the origin and cause of the fire at 2217 Tamarack Trail, Middleton, Wisconsin."),
				p("2. I examined the scene on March 12, 2024 and again on March 15, 2024, when I collected the items listed below. Each was sealed, labeled and delivered to Great Lakes Forensic Storage on March 18, 2024, where each has remained."),
				bold(row(tbl, "Item", "Description", "Collected")),
				row(tbl, "GL-01", "Remains of BC-48 battery pack, cell cluster and casing", "03/12/2024"),
				row(tbl, "GL-02", "Charger and cord, plug end at receptacle", "03/12/2024"),
				row(tbl, "GL-03", "Ridgeline Trail 500 frame and controller", "03/15/2024"),
				row(tbl, "GL-04", "Branch circuit wiring and receptacle, east garage wall", "03/15/2024"),
				gap(),
				p("3. Defendants' counsel was notified of the loss by letter on April 22, 2024. A joint non-destructive examination, including CT scanning of item GL-01, took place on June 11, 2024, attended by Defendants' consultant."),
			}),
			{
				p("4. In my opinion the fire originated at the battery pack. Arc mapping of the branch circuit excluded the wiring. Determining whether an internal cell defect caused the runaway requires disassembly of the cell cluster, which will alter it."),
				p("5. The protocol attached as Exhibit 1 provides for disassembly at a neutral laboratory with all parties' consultants present, video recording, and a sharing of all data. I ask that the Court enter it so that testing can proceed before the expert disclosure deadline of February 14, 2025."),
				p("I declare under penalty of perjury under the laws of the United States of America that the foregoing is true and correct."),
				l("Executed on November 12, 2024, at Madison, Wisconsin."), gap(),
				ls(pl+"/s/ Marisol T. Quinonez-Baker", pl+"Marisol T. Quinonez-Baker, IAAI-CFI"),
			},
		}}

	const (
		fc = "Complaint.pdf"
		fa = "Answer and Affirmative Defenses.pdf"
		fp = "Stipulated Protective Order.pdf"
		fd = "Declaration of Marisol T. Quinonez-Baker.pdf"
	)
	return spec{
		name:       "lindqvist-v-brightcell-mobility-wdwis",
		title:      "Lindqvist v. BrightCell Mobility, Inc. (W.D. Wis., No. 24-cv-518-hkt), e-bike battery fire product liability",
		firstSight: &truth.Figures{PartyTruth: 10, PartyFound: 10, PartyCorrect: 10, EventTruth: 24, EventHits: 24, Grounded: 1}, // at commit fe042b5
		docs:       []doc{complaint, answer, po, decl},
		parties: []truth.Party{
			{Name: "Annika M. Lindqvist", Role: "plaintiff"},
			{Name: "Tomas R. Lindqvist", Role: "plaintiff"},
			{Name: "BrightCell Mobility, Inc.", Role: "defendant"},
			{Name: "Northwoods Cycle & Ski, LLC", Role: "defendant"},
			{Name: "Dolores A. Whitebird", Role: "counsel"},
			{Name: "Jeremiah P. Kowalske", Role: "counsel"},
			{Name: "Grant T. Vandermolen", Role: "counsel"},
			{Name: "Priyanka S. Rao-Hedberg", Role: "counsel"},
			{Name: "Anders J. Morrow", Role: "judge"},
			{Name: "Marisol T. Quinonez-Baker", Role: "declarant"},
		},
		events: []truth.Event{
			{Date: "2024-07-15", File: fc, Page: 1}, // the ECF header
			{Date: "2023-08-26", File: fc, Page: 1},
			{Date: "2024-03-09", File: fc, Page: 1},
			{Date: "2024-07-01", File: fc, Page: 2},
			{Date: "2024-01-18", File: fc, Page: 2},
			{Date: "2024-03-09", File: fc, Page: 2},
			{Date: "2024-04-22", File: fc, Page: 2},
			{Date: "2024-07-15", File: fc, Page: 2},
			{Date: "2024-08-19", File: fa, Page: 1}, // the ECF header
			{Date: "2023-08-26", File: fa, Page: 1},
			{Date: "2024-03-09", File: fa, Page: 1},
			{Date: "2024-01-18", File: fa, Page: 1},
			{Date: "2024-08-19", File: fa, Page: 2},
			{Date: "2024-10-02", File: fp, Page: 1}, // the ECF header
			{Date: "2024-09-30", File: fp, Page: 2},
			{Date: "2024-10-02", File: fp, Page: 2},
			{Date: "2024-11-12", File: fd, Page: 1}, // the ECF header
			{Date: "2024-03-12", File: fd, Page: 1},
			{Date: "2024-03-15", File: fd, Page: 1},
			{Date: "2024-03-18", File: fd, Page: 1},
			{Date: "2024-04-22", File: fd, Page: 1},
			{Date: "2024-06-11", File: fd, Page: 1},
			{Date: "2025-02-14", File: fd, Page: 2},
			{Date: "2024-11-12", File: fd, Page: 2},
		},
	}
}
