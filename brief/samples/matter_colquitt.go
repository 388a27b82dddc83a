package samples

// DEV SET (held out at first sight): a civil-rights action under 42 U.S.C.
// § 1983 in the United States District Court for the Eastern District of
// Pennsylvania: a man pulled from his parked car and taken to the ground
// sues the township and the two police officers. The E.D. Pa. ECF header
// on every filed page ("Case 2:25-cv-01642-TMQ Document 1 Filed 03/28/25
// Page 1 of 3"); the complaint (the Philadelphia-style counsel block at
// the top left: the firm, "By:" the first lawyer with "Esquire" and
// "(Attorney I.D. No. ...)", the second under her, the address and
// "Attorneys for Plaintiff" at the right; a ":"-ruled caption with "CIVIL
// ACTION NO. 2:25-cv-01642" and "JURY TRIAL DEMANDED" at the right, the
// officers by rank, "individually and in his official capacity", the
// defendants separated by semicolons; the facts naming a bystander who
// filmed the arrest and the chief of police in passing; counts against
// named defendants; "BY: /s/" over the lawyers in capitals with
// "ESQUIRE"); the defendants' answer with affirmative defenses (the
// defence firm's block at the top left with "Identification No." under
// each lawyer, paragraph-by-paragraph answers, qualified immunity and the
// Political Subdivision Tort Claims Act, a certificate of service by the
// second lawyer "I, X, Esquire, hereby certify"); the Rule 16 scheduling
// order ("AND NOW, this 21st day of May, 2025, following a Rule 16
// conference ..., at which X, Esquire, appeared for Plaintiff and Y,
// Esquire, appeared for Defendants", dated deadlines, a referral to "the
// Honorable X, United States Magistrate Judge" for a settlement
// conference, questions to the judge's Civil Deputy by name, "BY THE
// COURT:" over "/s/ X, J."); and the plaintiff's Rule 26(a)(2) expert
// disclosure (served, not filed: no ECF header; retained experts under
// 26(a)(2)(B) with their post-nominals and firms, non-retained treating
// providers under 26(a)(2)(C), reports and treatment dates, a certificate
// of service by email on defence counsel).
// Conventions: the man who sues is the plaintiff; the township and the two
// officers are defendants, keyed without their ranks ("Officer",
// "Sergeant"); the four lawyers in the blocks, signatures, certificates of
// service and the order's appearances are counsel, keyed without
// "Esquire"; the district judge who signs the order and the magistrate
// judge it refers the case to are judges. Every expert and treating
// provider the Rule 26(a)(2) disclosure names is a witness, keyed without
// "Dr.", "Ph.D.", "M.D.", "F.A.A.O.S.", "PT" or "DPT" (as the Rule 213(f)
// witnesses in mercado-szymanski-v-wabash-terrace). The bystander who
// filmed the arrest, the chief of police named in the Monell allegations,
// the Civil Deputy, the hospital and the firms are no parties. The ECF
// header's filing date is an event on each filed document's first page
// only; every other date printed is an event on its page.
func init() { specs = append(specs, colquitt) }

func colquitt() matterSpec {
	const (
		cmpF = "ECF 1 Complaint - Colquitt v. Upper Carrick Township.pdf"
		ansF = "ECF 9 Answer with Affirmative Defenses.pdf"
		schF = "ECF 14 Scheduling Order.pdf"
		expF = "Plaintiff's Rule 26(a)(2) Expert Disclosure.pdf"
	)
	hdr := func(doc, filed string) string {
		return "Case 2:25-cv-01642-TMQ   Document " + doc + "   Filed " + filed + "   Page %d of %t"
	}
	court := []block{cb("IN THE UNITED STATES DISTRICT COURT"), cb("FOR THE EASTERN DISTRICT OF PENNSYLVANIA"), gap()}
	capt := caption(":", []string{
		"ISAIAH R. COLQUITT,",
		"",
		"                    Plaintiff,",
		"",
		"          v.",
		"",
		"UPPER CARRICK TOWNSHIP;",
		"OFFICER BRENDAN P. SOKOLOWSKI,",
		"individually and in his official capacity;",
		"and SERGEANT DANA M. SZAREK,",
		"individually,",
		"",
		"                    Defendants.",
	}, []string{
		"",
		"CIVIL ACTION NO. 2:25-cv-01642",
		"",
		"",
		"JURY TRIAL DEMANDED",
	})
	plBlock := small(ls(
		"UMEADI PINSKY-HALLER LLC",
		"By:  Nkechi A. Umeadi, Esquire (Attorney I.D. No. 309144)",
		"       Samuel J. Pinsky-Haller, Esquire (Attorney I.D. No. 327718)",
		"1835 Market Street, Suite 2610",
		"Philadelphia, PA 19103",
		"(215) 555-0148",
		"numeadi@upjustice-law.com                                                          Attorneys for Plaintiff",
	), 9.5)

	cmp := doc{name: cmpF, font: "Times", size: 11, unicode: true, header: hdr("1", "03/28/25"),
		pages: []page{
			append(append([]block{plBlock, gap()}, court...), capt, gap(),
				cb("COMPLAINT"), gap(),
				p("Plaintiff Isaiah R. Colquitt, by and through his undersigned counsel, brings this civil rights action under 42 U.S.C. § 1983 against Defendants Upper Carrick Township (the \"Township\"), Officer Brendan P. Sokolowski and Sergeant Dana M. Szarek, and in support thereof avers as follows:"),
				cb("I.  PARTIES"),
				p("1. Plaintiff Isaiah R. Colquitt is an adult individual residing in West Chester, Chester County, Pennsylvania."),
				p("2. Defendant Upper Carrick Township is a township of the second class in Chester County, Pennsylvania, which operates and is responsible for the Upper Carrick Township Police Department."),
				p("3. Defendant Brendan P. Sokolowski (\"Sokolowski\") is, and at all relevant times was, a police officer employed by the Township, badge number 214. He is sued individually and in his official capacity."),
			),
			{
				p("4. Defendant Dana M. Szarek (\"Szarek\") is, and at all relevant times was, a sergeant of the Township's police department and the supervisor on duty. She is sued individually. At all relevant times Sokolowski and Szarek acted under color of state law."),
				cb("II.  JURISDICTION AND VENUE"),
				p("5. This Court has jurisdiction under 28 U.S.C. §§ 1331 and 1343(a). Venue lies in this District under 28 U.S.C. § 1391(b) because the events giving rise to the claims occurred in Chester County."),
				cb("III.  FACTS"),
				p("6. On the evening of October 12, 2024, at about 9:40 p.m., Mr. Colquitt, a 34-year-old HVAC technician, was sitting in his parked car in the lot of the Carrick Commons shopping center, waiting for his sister to finish her shift."),
				p("7. Sokolowski pulled up behind him, approached the driver's window and demanded identification. When Mr. Colquitt asked why he had been stopped, Sokolowski opened the door, pulled him out by his left arm, took him face-down to the pavement and knelt on his back while handcuffing him."),
				p("8. A bystander, Keisha Farrowby-Ames, recorded the encounter on her phone. The recording shows Mr. Colquitt's hands raised and open before he was pulled from the car, and shows no resistance at any time."),
				p("9. Szarek arrived at 9:47 p.m., saw Mr. Colquitt handcuffed on the ground with blood on his face, did nothing to stop Sokolowski, and approved charges of disorderly conduct and resisting arrest."),
				p("10. Mr. Colquitt was taken to Brandywine Valley Medical Center, where he was treated for a displaced fracture of the left distal radius and facial lacerations. He underwent surgery on October 15, 2024 and has not returned to full-time work."),
				p("11. On January 16, 2025, all charges against Mr. Colquitt were withdrawn at the preliminary hearing."),
				p("12. Before October 12, 2024, the Township's Chief of Police, Raymond J. Wojtowicz, had received three civilian complaints of excessive force against Sokolowski, in March 2022, August 2022 and May 2023, and imposed no discipline or retraining. The Township has no written policy requiring supervisors to review takedowns."),
				cb("COUNT I"),
				c("Excessive Force - Fourth Amendment - 42 U.S.C. § 1983"),
				c("Plaintiff v. Defendant Sokolowski"),
				p("13. Plaintiff incorporates the foregoing paragraphs. Sokolowski's use of force against a seated, compliant man suspected of no crime was objectively unreasonable."),
			},
			{
				cb("COUNT II"),
				c("False Arrest - Fourth Amendment - 42 U.S.C. § 1983"),
				c("Plaintiff v. Defendants Sokolowski and Szarek"),
				p("14. Plaintiff incorporates the foregoing paragraphs. Defendants arrested Plaintiff without probable cause."),
				cb("COUNT III"),
				c("Failure to Intervene - 42 U.S.C. § 1983"),
				c("Plaintiff v. Defendant Szarek"),
				p("15. Plaintiff incorporates the foregoing paragraphs. Szarek had a realistic and reasonable opportunity to intervene and did not."),
				cb("COUNT IV"),
				c("Municipal Liability - 42 U.S.C. § 1983"),
				c("Plaintiff v. Defendant Upper Carrick Township"),
				p("16. Plaintiff incorporates the foregoing paragraphs. The Township's failure to supervise, discipline and train Sokolowski, despite notice of his prior uses of force, was deliberately indifferent and the moving force behind Plaintiff's injuries."),
				p("WHEREFORE, Plaintiff demands judgment in his favor and against Defendants for compensatory damages in excess of $150,000, punitive damages against Sokolowski and Szarek, reasonable attorneys' fees and costs under 42 U.S.C. § 1988, and such other relief as the Court deems just."),
				cb("JURY DEMAND"),
				p("Plaintiff demands a trial by jury on all claims."),
				gap(),
				ls("                                                                    Respectfully submitted,",
					"",
					"                                                                    UMEADI PINSKY-HALLER LLC",
					"",
					"                                                                    BY: /s/ Nkechi A. Umeadi",
					"                                                                    NKECHI A. UMEADI, ESQUIRE",
					"                                                                    SAMUEL J. PINSKY-HALLER, ESQUIRE",
					"                                                                    Attorneys for Plaintiff",
					"",
					"Date: March 28, 2025"),
			},
		}}

	dfBlock := small(ls(
		"DELANCEY GROVE, P.C.",
		"BY:  GAVIN T. McELHATTON, ESQUIRE",
		"       Identification No. 87106",
		"       PRIYA S. KOTTAPALLI, ESQUIRE                         Attorneys for Defendants, Upper Carrick Township,",
		"       Identification No. 324490                              Officer Brendan P. Sokolowski and",
		"1650 Arch Street, Suite 2200                                Sergeant Dana M. Szarek",
		"Philadelphia, PA 19103",
		"(215) 555-0193  |  gmcelhatton@delanceygrove.com",
	), 9.5)

	ans := doc{name: ansF, font: "Times", size: 11, unicode: true, header: hdr("9", "05/05/25"),
		pages: []page{
			append(append([]block{dfBlock, gap()}, court...), capt, gap(),
				cb("DEFENDANTS' ANSWER TO PLAINTIFF'S COMPLAINT"), cb("WITH AFFIRMATIVE DEFENSES"), gap(),
				p("Defendants Upper Carrick Township, Officer Brendan P. Sokolowski and Sergeant Dana M. Szarek (collectively, \"Answering Defendants\"), by and through their undersigned counsel, hereby answer Plaintiff's Complaint as follows:"),
				p("1. Admitted upon information and belief."),
				p("2-4. Admitted that the Township is a township of the second class and that Officer Sokolowski and Sergeant Szarek were employed by the Township and on duty on the date in question. The remaining averments are conclusions of law to which no response is required."),
				p("5. Admitted that this Court has jurisdiction and that venue is proper."),
				p("6. Admitted that on October 12, 2024, Officer Sokolowski responded to a report of a suspicious vehicle idling in the Carrick Commons lot. Answering Defendants are without knowledge sufficient to form a belief as to the remaining averments, which are therefore denied."),
			),
			{
				p("7. Denied. Plaintiff refused repeated lawful commands to produce identification and to keep his hands visible, and reached toward the center console. Officer Sokolowski used the minimum force necessary to secure him."),
				p("8. Denied as stated. The recording made by Ms. Farrowby-Ames is a writing that speaks for itself, and it does not capture the first ninety seconds of the encounter."),
				p("9. Denied. Sergeant Szarek arrived after Plaintiff had been secured and summoned medical assistance at once."),
				p("10. Answering Defendants are without knowledge sufficient to form a belief as to Plaintiff's injuries and treatment, which are therefore denied."),
				p("11. Admitted that the charges were withdrawn on January 16, 2025. Denied that the withdrawal has any bearing on probable cause."),
				p("12. Denied. Chief Wojtowicz investigated each prior complaint and found each to be unfounded. The Township's use-of-force policy, last revised on February 1, 2023, requires a supervisor's review of every use of force."),
				p("13-16. Denied. The averments of Counts I through IV are conclusions of law to which no response is required. To the extent a response is required, they are denied."),
				cb("AFFIRMATIVE DEFENSES"),
				p("FIRST AFFIRMATIVE DEFENSE: The Complaint fails to state a claim upon which relief can be granted."),
				p("SECOND AFFIRMATIVE DEFENSE: Officer Sokolowski and Sergeant Szarek are entitled to qualified immunity."),
				p("THIRD AFFIRMATIVE DEFENSE: Probable cause existed for Plaintiff's arrest."),
				p("FOURTH AFFIRMATIVE DEFENSE: Any state-law claims are barred or limited by the Political Subdivision Tort Claims Act, 42 Pa.C.S. § 8541 et seq."),
				p("FIFTH AFFIRMATIVE DEFENSE: Punitive damages may not be recovered against the Township."),
				p("WHEREFORE, Answering Defendants request that judgment be entered in their favor and against Plaintiff, with costs."),
				cb("JURY DEMAND"),
				p("Answering Defendants demand a trial by a jury of twelve."),
			},
			{
				ls("                                                                    DELANCEY GROVE, P.C.",
					"",
					"                                                                    BY: /s/ Gavin T. McElhatton",
					"                                                                    GAVIN T. McELHATTON, ESQUIRE",
					"                                                                    PRIYA S. KOTTAPALLI, ESQUIRE",
					"                                                                    Attorneys for Defendants",
					"Date: May 5, 2025"),
				gap(), gap(),
				cb("CERTIFICATE OF SERVICE"), gap(),
				p("I, Priya S. Kottapalli, Esquire, hereby certify that on this 5th day of May, 2025, a true and correct copy of the foregoing Answer with Affirmative Defenses was filed electronically and is available for viewing and downloading from the ECF system by the following:"),
				ls("                    Nkechi A. Umeadi, Esquire",
					"                    Samuel J. Pinsky-Haller, Esquire",
					"                    Umeadi Pinsky-Haller LLC",
					"                    1835 Market Street, Suite 2610",
					"                    Philadelphia, PA 19103",
					"                    Attorneys for Plaintiff"),
				gap(),
				ls("                                                                    /s/ Priya S. Kottapalli",
					"                                                                    PRIYA S. KOTTAPALLI, ESQUIRE"),
			},
		}}

	schCapt := caption(":", []string{
		"ISAIAH R. COLQUITT,",
		"                    Plaintiff,",
		"          v.",
		"UPPER CARRICK TOWNSHIP, et al.,",
		"                    Defendants.",
	}, []string{"CIVIL ACTION", "", "NO. 25-1642", "", ""})
	sch := doc{name: schF, font: "Times", size: 11.5, unicode: true, header: hdr("14", "05/21/25"),
		pages: []page{
			append(append([]block{}, court...), schCapt, gap(),
				cb("SCHEDULING ORDER"), gap(),
				p("AND NOW, this 21st day of May, 2025, following a Rule 16 conference held by telephone on May 20, 2025, at which Nkechi A. Umeadi, Esquire, appeared for Plaintiff and Gavin T. McElhatton, Esquire, appeared for Defendants, it is hereby ORDERED as follows:"),
				p("1. Any motion to amend the pleadings or to join additional parties shall be filed by July 11, 2025."),
				p("2. All fact discovery shall be completed by October 31, 2025."),
				p("3. Plaintiff shall serve the disclosures and reports of any expert witness required by Fed. R. Civ. P. 26(a)(2) by November 21, 2025. Defendants shall serve theirs by December 19, 2025. Any rebuttal expert disclosures shall be served by January 9, 2026, and expert depositions, if any, shall be completed by January 30, 2026."),
				p("4. This matter is REFERRED to the Honorable Pamela T. Akinyemi, United States Magistrate Judge, for a settlement conference to be held after the close of fact discovery. Judge Akinyemi's chambers will contact counsel to schedule it. Counsel shall attend with their clients and with a representative of any insurer having full authority to settle."),
				p("5. Any motion for summary judgment, and any motion to exclude expert testimony, shall be filed by February 20, 2026. Responses shall be filed within twenty-one (21) days of service."),
			),
			{
				p("6. Plaintiff shall file his pretrial memorandum under Local Rule 16.1(c) by April 10, 2026, and Defendants theirs by April 24, 2026."),
				p("7. This case will be placed in the Court's trial pool on May 4, 2026. Counsel, the parties and their witnesses shall be ready to begin trial on forty-eight (48) hours' telephone notice thereafter."),
				p("8. Questions about this Order should be directed to Maureen Carlucci, Civil Deputy to Judge Quarles, at (267) 299-7460."),
				gap(),
				ls("                                                                    BY THE COURT:",
					"",
					"",
					"                                                                    /s/ Theodora M. Quarles, J."),
			},
		}}

	exp := doc{name: expF, font: "Times", size: 11, unicode: true,
		pages: []page{
			append(append([]block{plBlock, gap()}, court...), capt, gap(),
				cb("PLAINTIFF'S DISCLOSURE OF EXPERT TESTIMONY"), cb("PURSUANT TO FED. R. CIV. P. 26(a)(2)"), gap(),
				p("Plaintiff Isaiah R. Colquitt, by his undersigned counsel, and in accordance with Fed. R. Civ. P. 26(a)(2) and the Court's Scheduling Order of May 21, 2025 (ECF No. 14), discloses the following witnesses whom he may use at trial to present evidence under Federal Rules of Evidence 702, 703 or 705:"),
			),
			{
				cb("A.  Retained Experts - Fed. R. Civ. P. 26(a)(2)(B)"),
				ls("1.   Lionel V. Stroebel, Ph.D.",
					"      Stroebel Police Practices Consulting, LLC",
					"      410 Old York Road, Jenkintown, PA 19046"),
				p("Dr. Stroebel, a retired police captain and former use-of-force instructor, will testify to the generally accepted practices of police officers and supervisors in approaching a parked vehicle, in the use of force and handcuffing, and in supervisory intervention, and to his opinion that the force Officer Sokolowski used on October 12, 2024, and Sergeant Szarek's failure to intervene, departed from them. His report dated November 17, 2025 is served with this disclosure as Exhibit A, together with his curriculum vitae, a list of his publications in the previous ten years, a list of the cases in which he has testified as an expert at trial or by deposition in the previous four years, and a statement of his compensation ($425 per hour for review and deposition; $3,000 per day of trial)."),
				ls("2.   Hannah B. Feirstein, M.D., F.A.A.O.S.",
					"      Main Line Hand & Upper Extremity Associates",
					"      950 East Haverford Road, Suite 110, Bryn Mawr, PA 19010"),
				p("Dr. Feirstein, a board-certified orthopaedic surgeon specializing in the hand and wrist, examined Mr. Colquitt on September 29, 2025. She will testify to the nature and cause of his left distal radius fracture, the open reduction and internal fixation performed on October 15, 2024, his permanent loss of grip strength and range of motion, and the hardware removal and fusion he is likely to need. Her report dated November 10, 2025 is Exhibit B, with her curriculum vitae, publications, prior testimony and compensation ($650 per hour; $5,500 per half day of trial)."),
			},
			{
				cb("B.  Non-Retained Experts - Fed. R. Civ. P. 26(a)(2)(C)"),
				ls("3.   Samantha J. Kollmorgen, M.D.",
					"      Department of Emergency Medicine, Brandywine Valley Medical Center"),
				p("Dr. Kollmorgen treated Mr. Colquitt in the emergency department in the early hours of October 13, 2024. She is expected to testify to her examination, the radiographs, her diagnosis of a displaced distal radius fracture and facial lacerations, and her opinion that the injuries were consistent with a forceful takedown onto a hard surface."),
				ls("4.   Carlos M. Ibarrondo, PT, DPT",
					"      Valley Forge Rehab Partners, 1100 First Avenue, King of Prussia, PA 19406"),
				p("Mr. Ibarrondo provided Mr. Colquitt's post-operative physical therapy from November 4, 2024 through April 24, 2025. He is expected to testify to the course of therapy, Mr. Colquitt's measured grip strength and range of motion at discharge, and the home program Mr. Colquitt continues."),
				p("Plaintiff reserves the right to call any expert witness identified by Defendants and to supplement this disclosure under Fed. R. Civ. P. 26(e)."),
				gap(),
				ls("                                                                    UMEADI PINSKY-HALLER LLC",
					"",
					"                                                                    BY: /s/ Samuel J. Pinsky-Haller",
					"                                                                    SAMUEL J. PINSKY-HALLER, ESQUIRE",
					"                                                                    NKECHI A. UMEADI, ESQUIRE",
					"                                                                    Attorneys for Plaintiff",
					"Dated: November 21, 2025"),
			},
			{
				cb("CERTIFICATE OF SERVICE"), gap(),
				p("I hereby certify that on November 21, 2025, I served a true and correct copy of Plaintiff's Disclosure of Expert Testimony Pursuant to Fed. R. Civ. P. 26(a)(2), with Exhibits A and B, by electronic mail upon the following counsel of record:"),
				ls("                    Gavin T. McElhatton, Esquire (gmcelhatton@delanceygrove.com)",
					"                    Priya S. Kottapalli, Esquire (pkottapalli@delanceygrove.com)",
					"                    DELANCEY GROVE, P.C.",
					"                    1650 Arch Street, Suite 2200",
					"                    Philadelphia, PA 19103",
					"                    Attorneys for Defendants"),
				gap(),
				ls("                                                                    /s/ Samuel J. Pinsky-Haller",
					"                                                                    SAMUEL J. PINSKY-HALLER, ESQUIRE"),
			},
		}}

	return matterSpec{
		name: "colquitt-v-upper-carrick", title: "Colquitt v. Upper Carrick Township, Sokolowski and Szarek (E.D. Pa., No. 2:25-cv-01642-TMQ)", heldOut: true,
		firstSight: &Figures{PartyTruth: 14, PartyFound: 9, PartyCorrect: 9, EventTruth: 33, EventHits: 33, Grounded: 1}, // at c3a4ca8
		docs:       []doc{cmp, ans, sch, exp},
		parties: []Party{
			{"Isaiah R. Colquitt", "plaintiff"},
			{"Upper Carrick Township", "defendant"},
			{"Brendan P. Sokolowski", "defendant"},
			{"Dana M. Szarek", "defendant"},
			{"Nkechi A. Umeadi", "counsel"},
			{"Samuel J. Pinsky-Haller", "counsel"},
			{"Gavin T. McElhatton", "counsel"},
			{"Priya S. Kottapalli", "counsel"},
			{"Theodora M. Quarles", "judge"},
			{"Pamela T. Akinyemi", "judge"}, // the magistrate judge the order refers the case to
			{"Lionel V. Stroebel", "witness"},
			{"Hannah B. Feirstein", "witness"},
			{"Samantha J. Kollmorgen", "witness"},
			{"Carlos M. Ibarrondo", "witness"},
		},
		events: []Event{
			{"2025-03-28", cmpF, 1},
			{"2024-10-12", cmpF, 2},
			{"2024-10-15", cmpF, 2},
			{"2025-01-16", cmpF, 2},
			{"2025-03-28", cmpF, 3},
			{"2025-05-05", ansF, 1},
			{"2024-10-12", ansF, 1},
			{"2025-01-16", ansF, 2},
			{"2023-02-01", ansF, 2},
			{"2025-05-05", ansF, 3},
			{"2025-05-21", schF, 1},
			{"2025-05-20", schF, 1},
			{"2025-07-11", schF, 1},
			{"2025-10-31", schF, 1},
			{"2025-11-21", schF, 1},
			{"2025-12-19", schF, 1},
			{"2026-01-09", schF, 1},
			{"2026-01-30", schF, 1},
			{"2026-02-20", schF, 1},
			{"2026-04-10", schF, 2},
			{"2026-04-24", schF, 2},
			{"2026-05-04", schF, 2},
			{"2025-05-21", expF, 1},
			{"2024-10-12", expF, 2},
			{"2025-11-17", expF, 2},
			{"2025-09-29", expF, 2},
			{"2024-10-15", expF, 2},
			{"2025-11-10", expF, 2},
			{"2024-10-13", expF, 3},
			{"2024-11-04", expF, 3},
			{"2025-04-24", expF, 3},
			{"2025-11-21", expF, 3},
			{"2025-11-21", expF, 4},
		},
	}
}
