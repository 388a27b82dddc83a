package sealed

import "pramaan/brief/truth"

// A pretrial detainee's civil rights action under 42 U.S.C. § 1983 in the
// Eastern District of Pennsylvania, every filed page under the ECF header
// with the judge's initials in the case number: the complaint for
// deliberate indifference to a serious medical need against a county, its
// prison's medical contractor, a nurse and a correctional officer (the
// district's "CIVIL ACTION / No." caption column, "Attorney I.D. No."), the
// county defendants' answer with affirmative defenses under the Prison
// Litigation Reform Act and a certificate of service listing every side's
// counsel, the court's memorandum on the contractor's motion to dismiss
// ("MASTRANGELO, J." above the date, the "AND NOW, this ... day of" order
// that follows it, "BY THE COURT:"), and the Rule 16 scheduling order with
// its deadlines and a settlement conference before a magistrate judge.
func init() { specs = append(specs, abernathyQuaye) }

func abernathyQuaye() spec {
	hdr := func(doc, filed string, pages int) string {
		return "Case 2:24-cv-03117-LSM     Document " + doc + "     Filed " + filed + "     Page %d of " + itoa(pages)
	}
	court := []block{cb("IN THE UNITED STATES DISTRICT COURT"), cb("FOR THE EASTERN DISTRICT OF PENNSYLVANIA"), gap()}
	capt := row([]float64{0.56, 0.06, 0.38},
		"TERRENCE L. ABERNATHY-QUAYE,\n                         Plaintiff,\n\n          v.\n\nCOUNTY OF LENAPE VALLEY; KEYSTONE\nCORRECTIONAL HEALTH PARTNERS, LLC;\nGISELLE M. OKONKWO-BATES, LPN; and\nCORRECTIONAL OFFICER RAYMOND T.\nSZCZEPANSKI,\n                         Defendants.",
		":\n:\n:\n:\n:\n:\n:\n:\n:\n:\n:",
		"CIVIL ACTION\n\n\nNo. 24-3117\n\n\nJURY TRIAL DEMANDED")

	complaint := doc{name: "Complaint.pdf", font: "Times", size: 11,
		header: hdr("1", "06/14/24", 3), headerAlign: "L",
		pages: []page{
			with(court, []block{capt, gap(),
				cb("COMPLAINT"), gap(),
				p("Plaintiff Terrence L. Abernathy-Quaye, by his undersigned counsel, brings this action under 42 U.S.C. § 1983 and alleges as follows:"),
				cb("I. JURISDICTION AND VENUE"),
				p("1. This Court has jurisdiction under 28 U.S.C. §§ 1331 and 1343(a)(3). Venue is proper under 28 U.S.C. § 1391(b) because the events giving rise to the claims occurred in Lenape Valley County, Pennsylvania, which lies within this District."),
				cb("II. PARTIES"),
				p("2. Plaintiff Terrence L. Abernathy-Quaye is an adult resident of Quakertown, Pennsylvania. He has had Type 1 diabetes since childhood and depends on insulin to live."),
				p("3. Defendant County of Lenape Valley (the \"County\") is a political subdivision of the Commonwealth of Pennsylvania that owns and operates the Lenape Valley County Prison (the \"Prison\")."),
				p("4. Defendant Keystone Correctional Health Partners, LLC (\"Keystone\") is a Pennsylvania limited liability company that, under a contract with the County, provides all medical care to people held at the Prison."),
				p("5. Defendant Giselle M. Okonkwo-Bates, LPN, is a licensed practical nurse employed by Keystone at the Prison. Defendant Correctional Officer Raymond T. Szczepanski is employed by the County at the Prison. Each acted under color of state law and is sued in his or her individual capacity."),
			}),
			{
				cb("III. FACTS"),
				p("6. On February 3, 2024, Plaintiff was arrested on a bench warrant for unpaid fines and committed to the Prison. At intake he told the booking nurse that he was an insulin-dependent diabetic, and his insulin pen was logged into his property."),
				p("7. Plaintiff received no insulin that night. On the morning of February 4, 2024, and again that evening, he submitted sick-call slips stating \"Type 1 diabetic - no insulin since Friday - need sugar check.\" Nurse Okonkwo-Bates collected both slips on her medication rounds and told him he would be seen \"when the doctor comes Tuesday.\""),
				p("8. By February 5, 2024, Plaintiff was vomiting and confused. His cellmate pressed the call button repeatedly. Officer Szczepanski answered, looked into the cell, said \"he's detoxing,\" and did not call medical."),
				p("9. At about 6:15 a.m. on February 6, 2024, Plaintiff was found unresponsive. He was taken to St. Luke's Quakertown Campus in diabetic ketoacidosis, intubated, and treated in the intensive care unit until he was discharged thirteen days later. He suffered acute kidney injury and continues to require follow-up care."),
				p("10. Plaintiff filed a grievance on March 1, 2024, after his release. The Prison denied it on March 22, 2024 as untimely, although the grievance policy allows fifteen days after the grievant is able to file."),
				p("11. Keystone's contract pays it a fixed annual fee, and Keystone has a policy or custom of deferring chronic-care medication orders until a physician's weekly visit, which it adopted to reduce staffing costs, and which the County knew of and approved."),
				cb("IV. CLAIMS"),
				p("Count I - Fourteenth Amendment deliberate indifference to serious medical needs (against Okonkwo-Bates and Szczepanski). Count II - Municipal and corporate liability (against the County and Keystone). Count III - Professional negligence under Pennsylvania law (against Keystone and Okonkwo-Bates)."),
			},
			{
				p("WHEREFORE, Plaintiff demands judgment against Defendants, jointly and severally, for compensatory damages in excess of $150,000, punitive damages against the individual Defendants, attorneys' fees and costs under 42 U.S.C. § 1988, and such other relief as the Court deems just."),
				ls("                                          Respectfully submitted,", "", "                                          LINDQVIST MORENO CIVIL RIGHTS LAW, LLC", "", "Date: June 14, 2024                        By: /s/ Isadora K. Lindqvist-Moreno", "                                          Isadora K. Lindqvist-Moreno", "                                          Attorney I.D. No. 312847", "                                          Caleb J. Whitford", "                                          Attorney I.D. No. 327719", "                                          1515 Market Street, Suite 1200", "                                          Philadelphia, PA 19102", "                                          (215) 555-0183", "                                          Attorneys for Plaintiff"),
			},
		}}

	answer := doc{name: "Answer of County Defendants.pdf", font: "Times", size: 11,
		header: hdr("12", "08/19/24", 2), headerAlign: "L",
		pages: []page{
			with([]block{
				ls("MARCHETTI COSTIGAN & DUNLEAVY, P.C.", "By: Bernadette L. Costigan, Esquire", "Attorney I.D. No. 201556", "Two Logan Square, Suite 2010", "Philadelphia, PA 19103", "(215) 555-0127", "Attorneys for Defendants County of Lenape Valley", "and Correctional Officer Raymond T. Szczepanski"), gap(),
			}, court, []block{capt, gap(),
				cb("ANSWER WITH AFFIRMATIVE DEFENSES OF DEFENDANTS COUNTY OF"), cb("LENAPE VALLEY AND CORRECTIONAL OFFICER RAYMOND T. SZCZEPANSKI"), gap(),
				p("1.-5. Admitted in part and denied in part. It is admitted that the County operates the Prison and contracts with Keystone Correctional Health Partners, LLC for medical services, and that Officer Szczepanski was employed at the Prison. The remaining averments are conclusions of law to which no response is required."),
				p("6.-7. Admitted only that Plaintiff was committed to the Prison on February 3, 2024. The County Defendants are without knowledge sufficient to form a belief as to what Plaintiff told medical staff, which is Keystone's responsibility, and the averments are therefore denied."),
				p("8. Denied. Officer Szczepanski responded to the call button, observed Plaintiff resting, and was told by Plaintiff's cellmate that Plaintiff had been sick to his stomach. He logged the observation and notified the sergeant in accordance with policy."),
				p("9.-11. Denied as stated. It is admitted that Plaintiff was transported to the hospital on February 6, 2024. His grievance was denied as untimely in accordance with the Inmate Handbook."),
			}),
			{
				cb("AFFIRMATIVE DEFENSES"),
				p("First: Plaintiff failed to exhaust available administrative remedies as required by 42 U.S.C. § 1997e(a). Second: Officer Szczepanski is entitled to qualified immunity. Third: A non-medical correctional officer is entitled to rely on the judgment of medical staff. Fourth: Plaintiff's state-law claims against the County are barred by the Political Subdivision Tort Claims Act, 42 Pa.C.S. § 8541 et seq."),
				p("WHEREFORE, the County Defendants demand judgment in their favor and against Plaintiff."),
				ls("                                          MARCHETTI COSTIGAN & DUNLEAVY, P.C.", "", "Date: August 19, 2024                      /s/ Bernadette L. Costigan", "                                          Bernadette L. Costigan, Esquire"), gap(),
				cb("CERTIFICATE OF SERVICE"),
				p("I, Bernadette L. Costigan, Esquire, certify that on August 19, 2024 the foregoing Answer was filed electronically and is available for viewing and downloading from the ECF system, and was thereby served on:"),
				row([]float64{0.5, 0.5}, "Isadora K. Lindqvist-Moreno, Esquire\nCaleb J. Whitford, Esquire\nLindqvist Moreno Civil Rights Law, LLC\nAttorneys for Plaintiff", "Owen P. Fairweather-Diaz, Esquire\nHollister Kane Fairweather LLP\nAttorneys for Defendants Keystone Correctional\nHealth Partners, LLC and Giselle M. Okonkwo-Bates, LPN"),
				gap(),
				ls("                                          /s/ Bernadette L. Costigan"),
			},
		}}

	memo := doc{name: "Memorandum and Order on Motion to Dismiss.pdf", font: "Times", size: 11.5,
		header: hdr("21", "11/07/24", 3), headerAlign: "L",
		pages: []page{
			with(court, []block{capt, gap(),
				cb("MEMORANDUM"), gap(),
				l("MASTRANGELO, J.                                                                      November 7, 2024"), gap(),
				p("Terrence Abernathy-Quaye, an insulin-dependent diabetic, went three days without insulin after he was committed to the Lenape Valley County Prison on February 3, 2024, and nearly died. He sues the County, the Prison's medical contractor, a nurse and a correctional officer. Keystone Correctional Health Partners, LLC and Nurse Giselle M. Okonkwo-Bates move to dismiss Count II as against Keystone and Count III in its entirety (ECF No. 14, filed August 23, 2024). Plaintiff responded on September 6, 2024 (ECF No. 17). For the reasons that follow, the motion is denied as to Count II and granted in part as to Count III."),
				cb("I. STANDARD"),
				p("To survive a motion under Rule 12(b)(6), a complaint must contain sufficient factual matter, accepted as true, to state a claim to relief that is plausible on its face. Ashcroft v. Iqbal, 556 U.S. 662, 678 (2009)."),
			}),
			{
				cb("II. DISCUSSION"),
				p("A. Count II. A private company that contracts to provide medical care at a prison acts under color of state law, and it may be held liable under § 1983 only for its own policy or custom. Natale v. Camden Cnty. Corr. Facility, 318 F.3d 575, 583-84 (3d Cir. 2003). Plaintiff alleges that Keystone deferred chronic-care medication orders until a physician's weekly visit to save staffing costs. That is a policy, and on the facts alleged it was the moving force behind the denial of insulin from February 3 to February 6, 2024. Count II states a claim."),
				p("B. Count III. Keystone argues that the professional negligence claim must be dismissed because Plaintiff has not filed a certificate of merit under Pennsylvania Rule of Civil Procedure 1042.3. The rule is substantive for Erie purposes, but it allows sixty days after the complaint is filed, and the Court will allow Plaintiff thirty days from the date of this Order to file one. The claim against Nurse Okonkwo-Bates in her individual capacity as a licensed practical nurse is dismissed without prejudice for the same reason, with the same leave."),
				cb("III. CONCLUSION"),
				p("An appropriate Order follows."),
			},
			{
				cb("ORDER"), gap(),
				p("AND NOW, this 7th day of November, 2024, upon consideration of the Motion to Dismiss of Defendants Keystone Correctional Health Partners, LLC and Giselle M. Okonkwo-Bates, LPN (ECF No. 14), Plaintiff's Response in Opposition (ECF No. 17), and the reply thereto, it is hereby ORDERED that:"),
				p("1. The Motion is DENIED as to Count II."),
				p("2. The Motion is GRANTED as to Count III, which is DISMISSED WITHOUT PREJUDICE. Plaintiff may file a certificate of merit under Pa. R. Civ. P. 1042.3 and an amended Count III within thirty (30) days of the date of this Order."),
				p("3. Moving Defendants shall answer the remaining claims within fourteen (14) days of the filing of an amended pleading or the expiration of the time to file one."),
				ls("", "                                          BY THE COURT:", "", "", "                                          /s/ Leonard S. Mastrangelo", "                                          LEONARD S. MASTRANGELO, J."),
			},
		}}

	sched := doc{name: "Scheduling Order.pdf", font: "Times", size: 11.5,
		header: hdr("26", "12/02/24", 1), headerAlign: "L",
		pages: []page{
			with(court, []block{capt, gap(),
				cb("SCHEDULING ORDER"), gap(),
				p("AND NOW, this 2nd day of December, 2024, following a Rule 16 conference held on November 26, 2024, at which Isadora K. Lindqvist-Moreno, Esquire appeared for Plaintiff, Bernadette L. Costigan, Esquire for the County Defendants, and Owen P. Fairweather-Diaz, Esquire for Defendants Keystone and Okonkwo-Bates, it is hereby ORDERED as follows:"),
				p("1. All fact discovery shall be completed by May 30, 2025."),
				p("2. Plaintiff shall serve expert reports by June 30, 2025. Defendants shall serve expert reports by July 31, 2025."),
				p("3. Any motion for summary judgment shall be filed by September 12, 2025."),
				p("4. The parties shall appear for a settlement conference before the Honorable Carmen R. Villanueva-Stroud, United States Magistrate Judge, on April 10, 2025 at 10:00 a.m. in Courtroom 3H. Counsel shall attend with a client representative with full settlement authority and shall submit settlement memoranda to chambers seven days in advance."),
				p("5. The case will be placed in the trial pool upon disposition of dispositive motions. No extension of these deadlines will be granted absent good cause shown by motion filed before the deadline expires."),
				ls("", "                                          BY THE COURT:", "", "", "                                          /s/ Leonard S. Mastrangelo", "                                          LEONARD S. MASTRANGELO, J."),
			}),
		}}

	return spec{
		name: "abernathy-quaye-v-county-of-lenape-valley-edpa", title: "Abernathy-Quaye v. County of Lenape Valley (E.D. Pa., No. 24-3117), 42 U.S.C. § 1983 deliberate indifference to a detainee's medical needs",
		firstSight: &truth.Figures{PartyTruth: 11, PartyFound: 13, PartyCorrect: 9, EventTruth: 25, EventHits: 25, Grounded: 1}, // at commit 0946ef1
		docs:       []doc{complaint, answer, memo, sched},
		parties: []truth.Party{
			{Name: "Terrence L. Abernathy-Quaye", Role: "plaintiff"},
			{Name: "County of Lenape Valley", Role: "defendant"},
			{Name: "Keystone Correctional Health Partners, LLC", Role: "defendant"},
			{Name: "Giselle M. Okonkwo-Bates", Role: "defendant"},
			{Name: "Raymond T. Szczepanski", Role: "defendant"},
			{Name: "Isadora K. Lindqvist-Moreno", Role: "counsel"},
			{Name: "Caleb J. Whitford", Role: "counsel"},
			{Name: "Bernadette L. Costigan", Role: "counsel"},
			{Name: "Owen P. Fairweather-Diaz", Role: "counsel"},
			{Name: "Leonard S. Mastrangelo", Role: "judge"},
			{Name: "Carmen R. Villanueva-Stroud", Role: "judge"},
		},
		events: []truth.Event{
			{Date: "2024-06-14", File: "Complaint.pdf", Page: 1},
			{Date: "2024-02-03", File: "Complaint.pdf", Page: 2},
			{Date: "2024-02-04", File: "Complaint.pdf", Page: 2},
			{Date: "2024-02-05", File: "Complaint.pdf", Page: 2},
			{Date: "2024-02-06", File: "Complaint.pdf", Page: 2},
			{Date: "2024-03-01", File: "Complaint.pdf", Page: 2},
			{Date: "2024-03-22", File: "Complaint.pdf", Page: 2},
			{Date: "2024-06-14", File: "Complaint.pdf", Page: 3},
			{Date: "2024-08-19", File: "Answer of County Defendants.pdf", Page: 1},
			{Date: "2024-02-03", File: "Answer of County Defendants.pdf", Page: 1},
			{Date: "2024-02-06", File: "Answer of County Defendants.pdf", Page: 1},
			{Date: "2024-08-19", File: "Answer of County Defendants.pdf", Page: 2},
			{Date: "2024-11-07", File: "Memorandum and Order on Motion to Dismiss.pdf", Page: 1},
			{Date: "2024-02-03", File: "Memorandum and Order on Motion to Dismiss.pdf", Page: 1},
			{Date: "2024-08-23", File: "Memorandum and Order on Motion to Dismiss.pdf", Page: 1},
			{Date: "2024-09-06", File: "Memorandum and Order on Motion to Dismiss.pdf", Page: 1},
			{Date: "2024-02-06", File: "Memorandum and Order on Motion to Dismiss.pdf", Page: 2},
			{Date: "2024-11-07", File: "Memorandum and Order on Motion to Dismiss.pdf", Page: 3},
			{Date: "2024-12-02", File: "Scheduling Order.pdf", Page: 1},
			{Date: "2024-11-26", File: "Scheduling Order.pdf", Page: 1},
			{Date: "2025-05-30", File: "Scheduling Order.pdf", Page: 1},
			{Date: "2025-06-30", File: "Scheduling Order.pdf", Page: 1},
			{Date: "2025-07-31", File: "Scheduling Order.pdf", Page: 1},
			{Date: "2025-09-12", File: "Scheduling Order.pdf", Page: 1},
			{Date: "2025-04-10", File: "Scheduling Order.pdf", Page: 1},
		},
	}
}
