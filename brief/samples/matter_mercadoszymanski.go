package samples

// DEV SET (held out at first sight): a premises liability action in the
// Circuit Court of Cook County, Illinois, County Department, Law Division:
// a condominium resident slips on ice on the building's garage ramp and
// sues the condominium association and its management company. The
// complaint (the Clerk's e-filing stamp at the top right "FILED / 4/22/2024
// 11:06 AM / IRIS Y. MARTINEZ / CIRCUIT CLERK / COOK COUNTY, IL /
// 2024L004518 / Calendar, H / 27361845" and the automatic "Hearing Date: /
// Location: / Judge: Calendar, H" block at the top left, "Firm I.D. No.
// 41822" at the top, a ")"-ruled caption with "No. 2024 L 004518", counts
// against each defendant, "PLAINTIFF DEMANDS TRIAL BY JURY", the lawyer's
// block "One of Plaintiff's Attorneys" with "Atty. No." and the firm's
// number, and the Rule 222(b) affidavit made by the plaintiff's lawyer
// under 735 ILCS 5/1-109); the defendants' answer and affirmative defenses
// (answers paragraph by paragraph, "AFFIRMATIVE DEFENSES" with the natural
// accumulation rule and comparative fault, "(ARDC No. ...)" after each
// lawyer, "Firm No.", a certificate of service "The undersigned, an
// attorney, certifies"); the case management order on the Law Division's
// form (check boxes "[X]", discovery deadlines in m/d/yyyy, "ENTERED:" with
// "Judge X  No. 2217" and the Clerk's entry stamp, the preparer's block
// "Atty. No.: / Name: / Atty. for: / Address: / City/State/Zip: /
// Telephone: / Primary Email:", the form's number and revision "CCL 0526
// (Rev. 05/22)" as furniture); and the plaintiff's Supreme Court Rule
// 213(f) witness disclosures (served, not filed: "(f)(1) Lay Witnesses",
// "(f)(2) Independent Expert Witnesses", "(f)(3) Controlled Expert
// Witnesses", each witness named with a description and the subjects of
// the testimony, a certificate of service).
// Conventions: the resident is the plaintiff and, as she discloses herself
// as a lay witness, a witness; the association and the management company
// are defendants; every lawyer in the signature blocks, the certificate of
// service and the order's preparer block is counsel; the plaintiff's
// lawyer who makes the Rule 222(b) affidavit (a pleading formality about
// the damages sought) is counsel only, not a declarant, as counsel who
// certify under R. 4:5-1 are in deshmukh-v-kimball; the judge whose name
// and number are on the "ENTERED:" line is the judge. Every witness the
// Rule 213(f) disclosure names (lay, independent expert or controlled
// expert) is a witness, keyed without "Dr.", "M.D." or "P.E.". The Clerk of
// the Circuit Court and the firms are no parties. The e-filing stamp's
// date and the automatic hearing date are events on the first page; the
// form's revision month is furniture, no event.
func init() { specs = append(specs, mercadoSzymanski) }

func mercadoSzymanski() matterSpec {
	const (
		cmpF  = "2024L004518 Complaint at Law and Jury Demand.pdf"
		ansF  = "Answer and Affirmative Defenses 2024L004518.pdf"
		cmoF  = "Case Management Order 08-20-2024.pdf"
		discF = "Plaintiff's Rule 213(f) Witness Disclosures.pdf"
	)
	stamp := func(when, env string) block {
		return small(r("FILED\n"+when+"\nIRIS Y. MARTINEZ\nCIRCUIT CLERK\nCOOK COUNTY, IL\n2024L004518\nCalendar, H\n"+env), 7.5)
	}
	court := []block{
		cb("IN THE CIRCUIT COURT OF COOK COUNTY, ILLINOIS"),
		cb("COUNTY DEPARTMENT, LAW DIVISION"), gap(),
	}
	capt := caption(")", []string{
		"YOLANDA MERCADO-SZYMANSKI,",
		"",
		"                    Plaintiff,",
		"          v.",
		"",
		"WABASH TERRACE CONDOMINIUM",
		"ASSOCIATION, an Illinois not-for-profit",
		"corporation, and RAVENSWOOD PROPERTY",
		"SERVICES, LLC, an Illinois limited",
		"liability company,",
		"                    Defendants.",
	}, []string{
		"",
		"",
		"No. 2024 L 004518",
		"",
		"Calendar H",
		"",
		"", "", "", "", "",
	})

	cmp := doc{name: cmpF, font: "Times", size: 11, unicode: true,
		pages: []page{
			{
				small(l("Hearing Date: 8/20/2024 9:30 AM\nLocation: Court Room 2005\nJudge: Calendar, H"), 7.5),
				stamp("4/22/2024 11:06 AM", "27361845"),
				l("Firm I.D. No. 41822"), gap(),
				court[0], court[1], court[2],
				capt, gap(),
				cb("COMPLAINT AT LAW"), gap(),
				p("Plaintiff, YOLANDA MERCADO-SZYMANSKI, by her attorneys, KOWALCZYK & OBI, LLC, complains of Defendants, WABASH TERRACE CONDOMINIUM ASSOCIATION and RAVENSWOOD PROPERTY SERVICES, LLC, as follows:"),
				cb("COUNT I - PREMISES LIABILITY"),
				c("(Wabash Terrace Condominium Association)"),
				p("1. On and before January 18, 2024, Defendant Wabash Terrace Condominium Association (the \"Association\") owned, operated, maintained and controlled the common elements of the building at 1420 South Michigan Avenue, Chicago, Illinois, including the ramp leading from the street to the residents' parking garage (the \"Ramp\")."),
				p("2. Plaintiff owns and resides in Unit 1107 of the building and was at all times a lawful user of the common elements."),
			},
			{
				p("3. Snow fell on January 12-13, 2024. A heated drain channel at the top of the Ramp had failed in December 2023 and was never repaired, so that meltwater from the Association's snow piles ran across the Ramp and refroze each night, forming an unnatural accumulation of ice."),
				p("4. On January 18, 2024, at about 7:40 a.m., Plaintiff was walking down the Ramp to her car when she slipped on that ice and fell, fracturing her right wrist and ankle."),
				p("5. The Association owed Plaintiff a duty to exercise reasonable care in the maintenance of the common elements and breached that duty by: (a) failing to repair the drain channel; (b) piling snow where its meltwater would drain onto the Ramp; (c) failing to salt or treat the Ramp; and (d) failing to warn residents of the ice."),
				p("6. As a proximate result, Plaintiff suffered injuries of a personal and pecuniary nature, incurred medical expenses and lost wages."),
				p("WHEREFORE, Plaintiff, YOLANDA MERCADO-SZYMANSKI, demands judgment against Defendant, WABASH TERRACE CONDOMINIUM ASSOCIATION, in an amount in excess of FIFTY THOUSAND DOLLARS ($50,000.00), plus costs."),
				cb("COUNT II - NEGLIGENCE"),
				c("(Ravenswood Property Services, LLC)"),
				p("7. Plaintiff restates paragraphs 1 through 6 as paragraph 7 of this Count II."),
				p("8. Defendant Ravenswood Property Services, LLC (\"Ravenswood\") managed the building for the Association under a written management agreement and undertook snow and ice removal on the common elements, including the Ramp."),
				p("9. Ravenswood negligently performed that undertaking in the ways set out in paragraph 5, and its building engineer was told of the refreezing on the Ramp on January 15, 2024 and did nothing."),
				p("WHEREFORE, Plaintiff, YOLANDA MERCADO-SZYMANSKI, demands judgment against Defendant, RAVENSWOOD PROPERTY SERVICES, LLC, in an amount in excess of FIFTY THOUSAND DOLLARS ($50,000.00), plus costs."),
				gap(),
				cb("PLAINTIFF DEMANDS TRIAL BY JURY"),
			},
			{
				ls("                                                  Respectfully submitted,",
					"",
					"                                                  /s/ Adaeze M. Obi",
					"                                                  One of Plaintiff's Attorneys",
					"",
					"Adaeze M. Obi (Atty. No. 6314472)",
					"Tomasz J. Kowalczyk (Atty. No. 6279031)",
					"KOWALCZYK & OBI, LLC - Firm I.D. No. 41822",
					"120 North LaSalle Street, Suite 2600",
					"Chicago, Illinois 60602",
					"(312) 555-0147",
					"aobi@kowalczykobi.com / tkowalczyk@kowalczykobi.com"),
				gap(),
				cb("AFFIDAVIT PURSUANT TO SUPREME COURT RULE 222(b)"), gap(),
				p("Under penalties as provided by law pursuant to Section 1-109 of the Code of Civil Procedure, the undersigned certifies that she is one of the attorneys for the Plaintiff in the above-captioned matter and that the total money damages sought by Plaintiff in this action exceed $50,000.00, exclusive of interest and costs."),
				gap(),
				ls("Dated: April 19, 2024                             /s/ Adaeze M. Obi",
					"                                                  Adaeze M. Obi"),
			},
		}}

	ans := doc{name: ansF, font: "Times", size: 11, unicode: true,
		pages: []page{
			{
				stamp("6/3/2024 3:52 PM", "27944310"),
				l("Firm No. 60219"), gap(),
				court[0], court[1], court[2],
				capt, gap(),
				cb("DEFENDANTS' ANSWER AND AFFIRMATIVE DEFENSES"),
				cb("TO PLAINTIFF'S COMPLAINT AT LAW"), gap(),
				p("Defendants, WABASH TERRACE CONDOMINIUM ASSOCIATION (the \"Association\") and RAVENSWOOD PROPERTY SERVICES, LLC (\"Ravenswood\"), by their attorneys, DRISCOLL TANNENBAUM LLP, answer Plaintiff's Complaint at Law as follows:"),
				cb("COUNT I"),
				p("1. Defendants admit that on January 18, 2024 the Association was responsible for the common elements of the building at 1420 South Michigan Avenue, including the Ramp, and deny the remaining allegations of paragraph 1."),
				p("2. Defendants admit paragraph 2 upon information and belief."),
				p("3. Defendants admit that snow fell on January 12 and 13, 2024, and deny the remaining allegations of paragraph 3. Answering further, the drain channel was inspected on January 9, 2024 and was operating."),
				p("4. Defendants lack knowledge sufficient to form a belief as to how Plaintiff fell, and therefore deny paragraph 4."),
			},
			{
				p("5. Defendants admit the duties imposed by law and deny paragraphs 5 and 6."),
				cb("COUNT II"),
				p("7. Defendants restate their answers to paragraphs 1 through 6. Defendants admit paragraph 8, and deny paragraph 9."),
				p("WHEREFORE, Defendants deny that Plaintiff is entitled to judgment in any amount and pray that this action be dismissed with costs."),
				cb("AFFIRMATIVE DEFENSES"),
				p("1. Natural accumulation. Any ice on the Ramp on January 18, 2024 was a natural accumulation resulting from the freeze and thaw of snow that fell on January 12 and 13, 2024, for which Defendants owed Plaintiff no duty."),
				p("2. Comparative fault. Plaintiff was negligent in that she walked down the vehicle Ramp rather than using the heated pedestrian stairway, wore footwear unsuitable for the conditions and failed to keep a proper lookout. Under 735 ILCS 5/2-1116, any recovery must be reduced by Plaintiff's percentage of fault and barred if that fault exceeds fifty percent."),
				p("3. Open and obvious. The condition of the Ramp was open and obvious to Plaintiff, who used it daily."),
			},
			{
				cb("DEFENDANTS DEMAND TRIAL BY JURY"),
				gap(),
				ls("                                                  Respectfully submitted,",
					"",
					"                                                  By: /s/ Gregory P. Tannenbaum",
					"                                                  One of the Attorneys for Defendants",
					"",
					"Gregory P. Tannenbaum (ARDC No. 6298114)",
					"Kathleen S. Oyelaran (ARDC No. 6321907)",
					"DRISCOLL TANNENBAUM LLP (Firm No. 60219)",
					"333 West Wacker Drive, Suite 1900, Chicago, Illinois 60606",
					"(312) 555-0462 | gtannenbaum@driscolltannenbaum.com",
					"Attorneys for Defendants Wabash Terrace Condominium Association",
					"and Ravenswood Property Services, LLC"),
				gap(),
				cb("CERTIFICATE OF SERVICE"),
				p("The undersigned, an attorney, certifies that on June 3, 2024, she caused the foregoing Answer and Affirmative Defenses to be filed through the Court's approved electronic filing service provider and served by email on Adaeze M. Obi and Tomasz J. Kowalczyk, Kowalczyk & Obi, LLC, 120 North LaSalle Street, Suite 2600, Chicago, Illinois 60602, aobi@kowalczykobi.com."),
				ls("                                                  /s/ Kathleen S. Oyelaran"),
			},
		}}

	cmo := doc{name: cmoF, font: "Helvetica", size: 9,
		footer: "Iris Y. Martinez, CLERK OF THE CIRCUIT COURT OF COOK COUNTY, ILLINOIS    cookcountyclerkofcourt.org    Page 1 of 1",
		pages: []page{{
			ls("CCL 0526 (Rev. 05/22)"),
			gap(),
			cb("IN THE CIRCUIT COURT OF COOK COUNTY, ILLINOIS"),
			cb("COUNTY DEPARTMENT, LAW DIVISION"), gap(),
			ls("Yolanda Mercado-Szymanski",
				"                                        Plaintiff(s)",
				"          v.                                                              Case No.  2024 L 004518",
				"Wabash Terrace Condominium Association, et al.                          Calendar:  H",
				"                                        Defendant(s)                     Courtroom:  2005"),
			gap(),
			cb("CASE MANAGEMENT ORDER"), gap(),
			p("This cause coming before the Court for a [X] Initial  [ ] Subsequent Case Management Conference, the Court having jurisdiction and being advised in the premises, IT IS HEREBY ORDERED:"),
			ls("(1) Pleadings:   [X] All defendants have been served.   [X] All defendants have appeared and answered.",
				"                 [ ] Third-party complaint to be filed by ______________",
				"(2) Written discovery: Rule 213 interrogatories and Rule 214 production requests to be issued by",
				"     9/6/2024 and answered by 10/18/2024.",
				"(3) [X] Subpoenas for medical and employment records may issue.   [ ] HIPAA protective order entered.",
				"(4) Oral discovery: depositions of the parties to be completed by 1/31/2025.",
				"(5) Rule 213(f)(1) and (f)(2) witnesses to be disclosed by 2/28/2025.",
				"(6) Plaintiff's Rule 213(f)(3) witnesses disclosed by 4/30/2025 and deposed by 6/13/2025;",
				"     Defendants' Rule 213(f)(3) witnesses disclosed by 7/15/2025 and deposed by 8/29/2025.",
				"(7) [ ] Case referred to mandatory arbitration.   [X] Parties to confer about mediation.",
				"(8) Subsequent Case Management Conference set for 11/12/2024 at 9:30 a.m.",
				"     [X] by Zoom videoconference   [ ] in person in Courtroom 2005."),
			gap(),
			p("Failure to comply with this order may result in sanctions under Supreme Court Rule 219(c)."),
			gap(),
			ls("Atty. No.: 60219                                                ENTERED:",
				"Name: Kathleen S. Oyelaran",
				"Atty. for: Defendants                                           Judge Bernadette L. Okwuosa    No. 2217",
				"Address: 333 West Wacker Drive, Suite 1900                     ________________________________________",
				"City/State/Zip: Chicago, IL 60606                              Judge                           Judge's No.",
				"Telephone: (312) 555-0462",
				"Primary Email: koyelaran@driscolltannenbaum.com               Dated: 08/20/2024"),
			gap(),
			ls("                                                                 +-------------------------------+",
				"                                                                 |  ENTERED                      |",
				"                                                                 |  AUG 20 2024                  |",
				"                                                                 |  IRIS Y. MARTINEZ             |",
				"                                                                 |  CLERK OF THE CIRCUIT COURT   |",
				"                                                                 |  OF COOK COUNTY, IL           |",
				"                                                                 |  DEPUTY CLERK  ______         |",
				"                                                                 +-------------------------------+"),
		}}}

	disc := doc{name: discF, font: "Times", size: 11, unicode: true, footer: "Page %d of %t",
		pages: []page{
			{
				l("Firm I.D. No. 41822"), gap(),
				court[0], court[1], court[2],
				capt, gap(),
				cb("PLAINTIFF'S SUPREME COURT RULE 213(f) WITNESS DISCLOSURES"), gap(),
				p("Plaintiff, YOLANDA MERCADO-SZYMANSKI, by her attorneys, KOWALCZYK & OBI, LLC, pursuant to Illinois Supreme Court Rule 213(f) and the Case Management Order of August 20, 2024, discloses the following witnesses:"),
				cb("(f)(1) Lay Witnesses"),
				p("1. Yolanda Mercado-Szymanski, Plaintiff, 1420 South Michigan Avenue, Unit 1107, Chicago. Subjects: the condition of the Ramp on and before January 18, 2024; her fall; her injuries, treatment and lost wages."),
				p("2. Soo-ah Lim, resident of Unit 904, 1420 South Michigan Avenue, Chicago. Subjects: she found Plaintiff on the Ramp on January 18, 2024, saw the ice, and called 911; she had complained of ice on the Ramp to the front desk on January 16, 2024."),
				p("3. Darnell T. Pruett, building engineer employed by Ravenswood Property Services, LLC (adverse witness). Subjects: the drain channel, its failure in December 2023, the snow removal and salting logs for January 12 through 18, 2024, and the report he received on January 15, 2024."),
				cb("(f)(2) Independent Expert Witnesses"),
				p("4. Rajiv K. Menon, M.D., orthopaedic surgeon, Rush University Medical Center, Chicago. Subjects: his diagnosis of Plaintiff's distal radius and trimalleolar ankle fractures, the open reduction and internal fixation he performed on January 22, 2024, her prognosis, and the reasonableness of his charges, as set out in his records."),
			},
			{
				cb("(f)(3) Controlled Expert Witnesses"),
				p("5. Helena V. Brandvold, P.E., Brandvold Forensic Engineering, Inc., Evanston, Illinois. (i) Subject matter: the design, drainage and maintenance of the Ramp. (ii) Conclusions and opinions: the failed heated drain channel caused meltwater from the snow piles to run across the Ramp and refreeze, an unnatural accumulation; the Ramp was not salted on January 17 or 18, 2024. (iii) Bases: her inspection of March 5, 2024, photographs, the maintenance logs and the management agreement. (iv) Qualifications: curriculum vitae served herewith. (v) Report dated February 14, 2025, served herewith."),
				p("6. Ashok Venugopal, Certified Consulting Meteorologist, Lakeside Weather Consultants, Chicago. (i) Subject matter: the weather at the building from January 12 through January 18, 2024. (ii) Conclusions and opinions: no snow or freezing rain fell after January 13, 2024, so that the ice on the Ramp on the morning of January 18, 2024 could not have formed from precipitation. (iii) Bases: NOAA records for Chicago Midway. (iv) Report dated February 10, 2025, served herewith."),
				p("Plaintiff reserves the right to call any witness disclosed by Defendants and to supplement these disclosures under Rule 213(i)."),
				gap(),
				ls("Dated: February 26, 2025                          Respectfully submitted,",
					"",
					"                                                  /s/ Adaeze M. Obi",
					"                                                  One of Plaintiff's Attorneys",
					"Adaeze M. Obi (Atty. No. 6314472)",
					"KOWALCZYK & OBI, LLC - Firm I.D. No. 41822",
					"120 North LaSalle Street, Suite 2600, Chicago, Illinois 60602"),
				gap(),
				cb("CERTIFICATE OF SERVICE"),
				p("The undersigned, an attorney, certifies that on February 26, 2025 she served the foregoing, with the reports and curricula vitae of the (f)(3) witnesses, by email on Gregory P. Tannenbaum and Kathleen S. Oyelaran, Driscoll Tannenbaum LLP, attorneys for Defendants."),
				ls("                                                  /s/ Adaeze M. Obi"),
			},
		}}

	return matterSpec{
		name: "mercado-szymanski-v-wabash-terrace", title: "Mercado-Szymanski v. Wabash Terrace Condominium Association, et al. (Cir. Ct. Cook County, Law Div., No. 2024 L 004518)", heldOut: true,
		firstSight: &Figures{PartyTruth: 14, PartyFound: 8, PartyCorrect: 7, EventTruth: 41, EventHits: 40, Grounded: 1}, // at d6a3f2a
		docs:       []doc{cmp, ans, cmo, disc},
		parties: []Party{
			{"Yolanda Mercado-Szymanski", "plaintiff"},
			{"Yolanda Mercado-Szymanski", "witness"}, // discloses herself as a lay witness
			{"Wabash Terrace Condominium Association", "defendant"},
			{"Ravenswood Property Services, LLC", "defendant"},
			{"Adaeze M. Obi", "counsel"},
			{"Tomasz J. Kowalczyk", "counsel"},
			{"Gregory P. Tannenbaum", "counsel"},
			{"Kathleen S. Oyelaran", "counsel"},
			{"Bernadette L. Okwuosa", "judge"},
			{"Soo-ah Lim", "witness"},
			{"Darnell T. Pruett", "witness"},
			{"Rajiv K. Menon", "witness"},
			{"Helena V. Brandvold", "witness"},
			{"Ashok Venugopal", "witness"},
		},
		events: []Event{
			{"2024-04-22", cmpF, 1}, // e-filing stamp
			{"2024-08-20", cmpF, 1}, // the automatic hearing date
			{"2024-01-18", cmpF, 1},
			{"2024-01-12", cmpF, 2}, // "January 12-13, 2024"
			{"2024-01-13", cmpF, 2},
			{"2024-01-18", cmpF, 2},
			{"2024-01-15", cmpF, 2},
			{"2024-04-19", cmpF, 3},
			{"2024-06-03", ansF, 1}, // e-filing stamp
			{"2024-01-18", ansF, 1},
			{"2024-01-12", ansF, 1},
			{"2024-01-13", ansF, 1},
			{"2024-01-09", ansF, 1},
			{"2024-01-18", ansF, 2},
			{"2024-01-12", ansF, 2},
			{"2024-01-13", ansF, 2},
			{"2024-06-03", ansF, 3},
			{"2024-09-06", cmoF, 1},
			{"2024-10-18", cmoF, 1},
			{"2025-01-31", cmoF, 1},
			{"2025-02-28", cmoF, 1},
			{"2025-04-30", cmoF, 1},
			{"2025-06-13", cmoF, 1},
			{"2025-07-15", cmoF, 1},
			{"2025-08-29", cmoF, 1},
			{"2024-11-12", cmoF, 1},
			{"2024-08-20", cmoF, 1},
			{"2024-08-20", discF, 1},
			{"2024-01-18", discF, 1},
			{"2024-01-16", discF, 1},
			{"2024-01-12", discF, 1},
			{"2024-01-15", discF, 1},
			{"2024-01-22", discF, 1},
			{"2024-01-17", discF, 2},
			{"2024-01-18", discF, 2},
			{"2024-03-05", discF, 2},
			{"2025-02-14", discF, 2},
			{"2024-01-12", discF, 2},
			{"2024-01-13", discF, 2},
			{"2025-02-10", discF, 2},
			{"2025-02-26", discF, 2},
		},
	}
}
