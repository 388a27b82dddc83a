package samples

// DEV SET (held out at first sight): a civil rights action under 42 U.S.C.
// § 1983 in the Southern District of Ohio (Western Division at
// Cincinnati) against a city and two of its police officers for excessive
// force and false arrest at a traffic stop. The complaint (the ECF header
// "Case: 1:24-cv-00517 Doc #: 1 Filed: 08/26/24 Page: 1 of 3 PAGEID #: 1",
// a ")"-ruled caption with the officers "in his individual capacity" and
// "in her individual capacity", the district judge and the magistrate
// judge in the caption's right column, "JURY DEMAND ENDORSED HEREON",
// "JURISDICTION AND VENUE", "PARTIES", "FACTS", counts "COUNT I - 42
// U.S.C. § 1983 - Excessive Force", a Monell count, "PRAYER FOR RELIEF",
// "Trial Attorney for Plaintiff" with "(0081234)" Ohio registration
// numbers); the officers' answer (a separate lawyer for the two officers,
// paragraph-by-paragraph "Defendants admit ... deny", "AFFIRMATIVE
// DEFENSES" with qualified immunity, a certificate of service through
// CM/ECF naming the other lawyers); and the magistrate judge's Rule 16(b)
// scheduling order (a table of deadlines, the Rule 26(f) report's date,
// the preliminary pretrial conference by telephone and who appeared, "IT
// IS SO ORDERED." over "s/ X / United States Magistrate Judge").
// Conventions: the plaintiff is the plaintiff; the city and each officer
// are defendants; the lawyers who sign for each side, and the Assistant
// City Solicitor who answers for the city named in the order, are counsel;
// the district judge and the magistrate judge in the caption are judges.
// The passenger and the arrestee's employer named in the facts, the
// Clerk, the cited cases' parties and a court reporter are no parties.
// Deadlines in the scheduling table are events on the order's page.
func init() { specs = append(specs, hollis) }

func hollis() matterSpec {
	const (
		cmpF = "Doc 1 Complaint 1-24-cv-00517.pdf"
		ansF = "Doc 14 Answer of Defendants Ostrander and Kettering.pdf"
		schF = "Doc 19 Scheduling Order 1-24-cv-00517.pdf"
	)
	court := []block{cb("UNITED STATES DISTRICT COURT"), cb("SOUTHERN DISTRICT OF OHIO"), cb("WESTERN DIVISION"), gap()}
	capt := caption(")", []string{
		"DESHAWN TERRELL HOLLIS,",
		"1418 Harrison Avenue",
		"Cincinnati, Ohio 45214,",
		"               Plaintiff,",
		"     v.",
		"CITY OF NORWOOD HEIGHTS, OHIO,",
		"",
		"BRIAN K. OSTRANDER, in his",
		"individual capacity, and",
		"",
		"LISA M. KETTERING, in her",
		"individual capacity,",
		"               Defendants.",
	}, []string{
		"Case No. 1:24-cv-00517",
		"",
		"Judge Thomas R. Delvecchio",
		"",
		"Magistrate Judge Karen L. Ashbrook",
		"", "", "", "", "", "", "", "",
	})

	cmp := doc{name: cmpF, font: "Times", size: 11,
		header: "Case: 1:24-cv-00517 Doc #: 1 Filed: 08/26/24 Page: %d of %t PAGEID #: %d",
		pages: []page{
			append(append([]block{}, court...), capt, gap(),
				cb("COMPLAINT FOR DAMAGES"),
				c("JURY DEMAND ENDORSED HEREON"), gap(),
				p("Plaintiff DeShawn Terrell Hollis, for his Complaint against Defendants City of Norwood Heights, Ohio, Officer Brian K. Ostrander and Sergeant Lisa M. Kettering, states as follows:"),
				cb("JURISDICTION AND VENUE"),
				p("1. This action arises under 42 U.S.C. § 1983 and the Fourth and Fourteenth Amendments. This Court has jurisdiction under 28 U.S.C. §§ 1331 and 1343. Venue is proper under 28 U.S.C. § 1391(b) because the events occurred in Hamilton County, Ohio."),
				cb("PARTIES"),
				p("2. Plaintiff is a resident of Cincinnati, Ohio. He is employed as a warehouse lead at Tri-State Fulfillment."),
				p("3. Defendant City of Norwood Heights is a municipal corporation organized under the laws of Ohio that operates the Norwood Heights Police Department."),
				p("4. Defendants Ostrander and Kettering were at all relevant times police officers of the City, acting under color of state law. Each is sued in his or her individual capacity."),
			),
			{
				cb("FACTS"),
				p("5. On the evening of September 2, 2023, Plaintiff was driving home on Montgomery Road with a passenger, Jalen Marcus Pryor. Officer Ostrander stopped the car for an alleged lane violation."),
				p("6. Plaintiff produced his license and insurance. Without warning, Ostrander pulled Plaintiff from the car, forced him to the pavement and knelt on his back while Sergeant Kettering, who had arrived as backup, discharged a Taser into Plaintiff's thigh. Plaintiff was not resisting."),
				p("7. Plaintiff was arrested for obstructing official business. The charge was dismissed by the Hamilton County Municipal Court on November 14, 2023. Plaintiff was treated for a fractured rib and facial abrasions."),
				p("8. The City had notice, through at least four prior use-of-force complaints against Ostrander, that he used force on compliant motorists, and failed to train, supervise or discipline him."),
				cb("COUNT I - 42 U.S.C. § 1983 - EXCESSIVE FORCE"),
				c("(Against Defendants Ostrander and Kettering)"),
				p("9. The force used against Plaintiff was objectively unreasonable, in violation of the Fourth Amendment."),
				cb("COUNT II - 42 U.S.C. § 1983 - FALSE ARREST"),
				c("(Against Defendant Ostrander)"),
				p("10. Ostrander arrested Plaintiff without probable cause."),
				cb("COUNT III - MUNICIPAL LIABILITY"),
				c("(Against Defendant City of Norwood Heights)"),
				p("11. The City's customs and its failure to train were the moving force behind the violations of Plaintiff's rights. Monell v. Dep't of Soc. Servs., 436 U.S. 658 (1978)."),
			},
			{
				cb("PRAYER FOR RELIEF"),
				p("WHEREFORE, Plaintiff demands judgment against Defendants, jointly and severally, for compensatory damages, punitive damages against the individual Defendants, attorney fees and costs under 42 U.S.C. § 1988, and such other relief as is just."),
				gap(),
				ls("                                                  Respectfully submitted,",
					"",
					"                                                  /s/ Rachel A. Whitford",
					"                                                  Rachel A. Whitford (0081234)",
					"                                                  Trial Attorney for Plaintiff",
					"                                                  Omar J. Siddiqui (0097761)",
					"                                                  WHITFORD & SIDDIQUI LLC",
					"                                                  600 Vine Street, Suite 1200",
					"                                                  Cincinnati, Ohio 45202",
					"                                                  (513) 555-0186",
					"                                                  rwhitford@whitfordsiddiqui.com"),
				gap(),
				cb("JURY DEMAND"),
				p("Plaintiff demands a trial by jury on all issues so triable."),
				ls("                                                  /s/ Rachel A. Whitford",
					"                                                  Rachel A. Whitford (0081234)"),
			},
		}}

	ans := doc{name: ansF, font: "Times", size: 11,
		header: "Case: 1:24-cv-00517 Doc #: 14 Filed: 10/21/24 Page: %d of %t PAGEID #: 8%d",
		pages: []page{
			append(append([]block{}, court...), capt, gap(),
				cb("ANSWER OF DEFENDANTS BRIAN K. OSTRANDER"),
				cb("AND LISA M. KETTERING TO PLAINTIFF'S COMPLAINT"), gap(),
				p("Defendants Brian K. Ostrander and Lisa M. Kettering (\"Defendant Officers\"), by counsel, for their Answer to Plaintiff's Complaint (Doc. 1), state:"),
				p("1. Defendant Officers admit that Plaintiff purports to bring this action under 42 U.S.C. § 1983 and that venue is proper, and deny the remaining allegations of paragraph 1."),
				p("2. Defendant Officers are without knowledge sufficient to form a belief as to paragraph 2, and therefore deny it."),
				p("3. Paragraph 3 is directed to the City, and no answer is required of Defendant Officers."),
				p("4. Defendant Officers admit paragraph 4."),
				p("5. Defendant Officers admit that on September 2, 2023 Officer Ostrander stopped a vehicle driven by Plaintiff after it crossed the center line, and deny the remaining allegations of paragraph 5."),
				p("6. Defendant Officers deny paragraphs 6, 8, 9, 10 and 11. Plaintiff refused repeated commands to exit the vehicle and pulled away from Officer Ostrander."),
				p("7. Defendant Officers admit that Plaintiff was arrested and that the charge was later dismissed, and deny the remaining allegations of paragraph 7."),
			),
			{
				cb("AFFIRMATIVE DEFENSES"),
				p("1. The Complaint fails to state a claim upon which relief can be granted."),
				p("2. Defendant Officers are entitled to qualified immunity."),
				p("3. Defendant Officers had probable cause to arrest Plaintiff."),
				p("4. Plaintiff's injuries, if any, were caused by his own conduct."),
				gap(),
				p("WHEREFORE, Defendant Officers pray that the Complaint be dismissed with prejudice at Plaintiff's costs."),
				gap(),
				ls("                                                  Respectfully submitted,",
					"",
					"                                                  /s/ Mark D. Tillotson",
					"                                                  Mark D. Tillotson (0069915)",
					"                                                  TILLOTSON SCHAEFER LLC",
					"                                                  255 East Fifth Street, Suite 2400",
					"                                                  Cincinnati, Ohio 45202",
					"                                                  (513) 555-0733",
					"                                                  Counsel for Defendants Ostrander and Kettering"),
				gap(),
				cb("CERTIFICATE OF SERVICE"),
				p("I certify that on October 21, 2024, I filed the foregoing with the Clerk of Court using the CM/ECF system, which will send notice of the filing to Rachel A. Whitford, counsel for Plaintiff, and to Nina F. Castellano, Assistant City Solicitor, counsel for Defendant City of Norwood Heights."),
				ls("                                                  /s/ Mark D. Tillotson"),
			},
		}}

	sch := doc{name: schF, font: "Times", size: 11,
		header: "Case: 1:24-cv-00517 Doc #: 19 Filed: 11/18/24 Page: %d of %t PAGEID #: 11%d",
		pages: []page{
			append(append([]block{}, court...), capt, gap(),
				cb("CALENDAR ORDER"), gap(),
				p("A preliminary pretrial conference under Fed. R. Civ. P. 16(b) was held by telephone on November 15, 2024. Rachel A. Whitford appeared for Plaintiff; Mark D. Tillotson appeared for Defendants Ostrander and Kettering; and Nina F. Castellano appeared for Defendant City of Norwood Heights. The Court has considered the parties' Rule 26(f) report filed November 8, 2024 (Doc. 17), and ORDERS:"),
				ls("   Event                                                              Deadline",
					"   Rule 26(a)(1) initial disclosures                                  December 6, 2024",
					"   Motions to amend the pleadings or join parties                    January 31, 2025",
					"   Plaintiff's primary expert reports                                 June 2, 2025",
					"   Defendants' expert reports                                          July 7, 2025",
					"   Completion of all discovery                                        September 30, 2025",
					"   Dispositive motions                                                October 31, 2025"),
				gap(),
				p("The parties shall contact the Court by August 1, 2025 to arrange a settlement conference. The parties have not consented to the jurisdiction of the Magistrate Judge under 28 U.S.C. § 636(c). Trial dates will be set by the District Judge after ruling on dispositive motions."),
				gap(),
				l("IT IS SO ORDERED."), gap(),
				ls("                                                  s/ Karen L. Ashbrook",
					"                                                  Karen L. Ashbrook",
					"                                                  United States Magistrate Judge"),
			),
		}}

	return matterSpec{
		name: "hollis-v-city-of-norwood-heights", title: "Hollis v. City of Norwood Heights, Ohio, et al. (S.D. Ohio, No. 1:24-cv-00517)", heldOut: true,
		firstSight: &Figures{PartyTruth: 10, PartyFound: 10, PartyCorrect: 8, EventTruth: 16, EventHits: 16, Grounded: 1}, // at ef949c3
		docs:       []doc{cmp, ans, sch},
		parties: []Party{
			{"DeShawn Terrell Hollis", "plaintiff"},
			{"City of Norwood Heights, Ohio", "defendant"},
			{"Brian K. Ostrander", "defendant"},
			{"Lisa M. Kettering", "defendant"},
			{"Rachel A. Whitford", "counsel"},
			{"Omar J. Siddiqui", "counsel"},
			{"Mark D. Tillotson", "counsel"},
			{"Nina F. Castellano", "counsel"}, // Assistant City Solicitor, for the city
			{"Thomas R. Delvecchio", "judge"},
			{"Karen L. Ashbrook", "judge"},
		},
		events: []Event{
			{"2024-08-26", cmpF, 1},
			{"2023-09-02", cmpF, 2},
			{"2023-11-14", cmpF, 2},
			{"2024-10-21", ansF, 1},
			{"2023-09-02", ansF, 1},
			{"2024-10-21", ansF, 2},
			{"2024-11-18", schF, 1},
			{"2024-11-15", schF, 1},
			{"2024-11-08", schF, 1},
			{"2024-12-06", schF, 1},
			{"2025-01-31", schF, 1},
			{"2025-06-02", schF, 1},
			{"2025-07-07", schF, 1},
			{"2025-09-30", schF, 1},
			{"2025-10-31", schF, 1},
			{"2025-08-01", schF, 1},
		},
	}
}
