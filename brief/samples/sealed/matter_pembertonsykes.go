package sealed

import "pramaan/brief/truth"

// A Georgia medical malpractice case in the State Court of Gwinnett County:
// the complaint for damages under the clerk's "E-FILED IN OFFICE" stamp
// ("COME NOW Plaintiffs", a wife's claim and her husband's loss of
// consortium, Georgia Bar numbers, "This ... day of"), with the expert's
// affidavit under O.C.G.A. § 9-11-9.1 as Exhibit A (venue lines, "Personally
// appeared before the undersigned officer", sworn before a notary); the
// surgeon's and his practice's answer and defenses ("COME NOW ... and show
// the Court", numbered defenses, a certificate of service by the Odyssey
// eFileGA system); an excerpt of the surgeon's videotaped deposition (the
// stipulations, appearances with a videographer, numbered lines, the
// reporter's certificate); and the court's consent scheduling order.
func init() { specs = append(specs, pembertonSykes) }

func pembertonSykes() spec {
	stampOf := func(when string) block {
		return stamp("E-FILED IN OFFICE - LVB", "CLERK OF STATE COURT", "GWINNETT COUNTY, GEORGIA", "23-C-06128-S4", when, "LORETTA V. BANKSTON, CLERK")
	}
	court := []block{cb("IN THE STATE COURT OF GWINNETT COUNTY"), cb("STATE OF GEORGIA"), gap()}
	capt := row([]float64{0.55, 0.05, 0.40},
		"HARRIET L. PEMBERTON-SYKES and\nCLIFFORD A. PEMBERTON-SYKES,\n\n          Plaintiffs,\n\nv.\n\nRAJIV M. THAKKAR-ELLISON, M.D.;\nPEACHTREE RIDGE SURGICAL\nASSOCIATES, P.C.; and NORTHLAKE\nREGIONAL MEDICAL CENTER, INC.,\n\n          Defendants.",
		")\n)\n)\n)\n)\n)\n)\n)\n)\n)\n)\n)\n)",
		"\n\nCIVIL ACTION\nFILE NO. 23-C-06128-S4\n\n\nJURY TRIAL DEMANDED")

	complaint := doc{name: "Complaint for Damages with Expert Affidavit.pdf", font: "Times", size: 11.5,
		footer: "%d",
		pages: []page{
			with([]block{stampOf("9/12/2023 2:14 PM"), gap(), gap()}, court, []block{capt, gap(),
				cb("COMPLAINT FOR DAMAGES"), gap(),
				p("COME NOW Plaintiffs Harriet L. Pemberton-Sykes and Clifford A. Pemberton-Sykes and file this Complaint for Damages against Defendants, showing the Court as follows:"),
				cb("PARTIES, JURISDICTION AND VENUE"),
				p("1. Plaintiffs are husband and wife and reside in Lawrenceville, Gwinnett County, Georgia."),
				p("2. Defendant Rajiv M. Thakkar-Ellison, M.D. (\"Dr. Thakkar-Ellison\") is a general surgeon licensed in Georgia who resides in Gwinnett County and may be served at his residence. Venue is proper in this Court under O.C.G.A. § 9-10-93."),
				p("3. Defendant Peachtree Ridge Surgical Associates, P.C. (\"Peachtree Ridge\") is a Georgia professional corporation that employed Dr. Thakkar-Ellison at all relevant times. Defendant Northlake Regional Medical Center, Inc. (\"Northlake\") is a Georgia corporation that operates the hospital in Duluth, Georgia where the surgery took place."),
			}),
			{
				cb("FACTS"),
				p("4. On March 14, 2022, Dr. Thakkar-Ellison performed a laparoscopic cholecystectomy on Mrs. Pemberton-Sykes at Northlake. During the procedure he clipped and divided the common bile duct, mistaking it for the cystic duct, without first obtaining the critical view of safety."),
				p("5. Mrs. Pemberton-Sykes was discharged on March 15, 2022 and returned to the emergency department on March 19, 2022 with jaundice and abdominal pain. Imaging showed a bile leak and transection of the common bile duct. On March 22, 2022 she underwent a Roux-en-Y hepaticojejunostomy at another hospital and has required repeated dilation procedures since."),
				cb("COUNT I: PROFESSIONAL NEGLIGENCE"),
				p("6. Dr. Thakkar-Ellison breached the standard of care as set out in the affidavit of Colleen F. Marchetti-Boyd, M.D., attached as Exhibit A under O.C.G.A. § 9-11-9.1. Peachtree Ridge is vicariously liable for his negligence under the doctrine of respondeat superior."),
				cb("COUNT II: LOSS OF CONSORTIUM"),
				p("7. As a result of the injuries to his wife, Plaintiff Clifford A. Pemberton-Sykes has lost her society, companionship and services."),
				p("WHEREFORE, Plaintiffs pray that process issue; that they have a trial by jury; that they recover special damages, including medical expenses of not less than $412,786.19, and general damages in an amount determined by the enlightened conscience of a fair and impartial jury; and all costs of this action."),
				ls("This 12th day of September, 2023.", "", "                                          HOLLOWELL FAIRLEY TRIAL LAWYERS, LLC", "", "                                          /s/ Beatrix N. Hollowell", "                                          Beatrix N. Hollowell", "                                          Georgia Bar No. 361084", "                                          Marcus D. Fairley", "                                          Georgia Bar No. 592237", "                                          Counsel for Plaintiffs", "3340 Peachtree Road NE, Suite 1800", "Atlanta, Georgia 30326", "(404) 555-0123"),
			},
			{
				cb("EXHIBIT A"), gap(),
				ls("STATE OF NORTH CAROLINA", "COUNTY OF MECKLENBURG"), gap(),
				cb("AFFIDAVIT OF COLLEEN F. MARCHETTI-BOYD, M.D."), gap(),
				p("Personally appeared before the undersigned officer, duly authorized by law to administer oaths, Colleen F. Marchetti-Boyd, M.D., who, after first being duly sworn, deposes and states as follows:"),
				p("1. I am over eighteen years of age and competent to give this affidavit, which I give under O.C.G.A. §§ 9-11-9.1 and 24-7-702. I am a physician licensed in North Carolina and board-certified in general surgery. In the five years before March 14, 2022 I regularly performed laparoscopic cholecystectomies, averaging more than one hundred a year."),
				p("2. I have reviewed the records of Mrs. Harriet L. Pemberton-Sykes from Northlake Regional Medical Center and from her subsequent treating physicians, including the operative report dictated by Dr. Rajiv M. Thakkar-Ellison on March 14, 2022."),
				p("3. It is my opinion that Dr. Thakkar-Ellison deviated from the standard of care required of a general surgeon under similar circumstances in at least the following respects: (a) he failed to obtain and document the critical view of safety before clipping any ductal structure; (b) he failed to convert to an open procedure or obtain an intraoperative cholangiogram when the anatomy was unclear, as his operative report describes; and (c) he failed to recognize the injury before closing."),
				p("4. These opinions are held to a reasonable degree of medical probability. I reserve the right to supplement them as more information becomes available."),
				ls("                                          /s/ Colleen F. Marchetti-Boyd", "                                          COLLEEN F. MARCHETTI-BOYD, M.D.", "", "Sworn to and subscribed before me", "this 5th day of September, 2023.", "", "/s/ Antoinette R. Galloway", "Notary Public", "My commission expires: June 30, 2027"),
			},
		}}

	answer := doc{name: "Answer and Defenses of Dr. Thakkar-Ellison and Peachtree Ridge.pdf", font: "Times", size: 11.5,
		footer: "%d",
		pages: []page{
			with([]block{stampOf("10/16/2023 4:52 PM"), gap(), gap()}, court, []block{capt, gap(),
				cb("ANSWER AND DEFENSES OF DEFENDANTS RAJIV M. THAKKAR-ELLISON, M.D. AND PEACHTREE RIDGE SURGICAL ASSOCIATES, P.C."), gap(),
				p("COME NOW Rajiv M. Thakkar-Ellison, M.D. and Peachtree Ridge Surgical Associates, P.C., Defendants in the above-styled action, and file this Answer and Defenses to Plaintiffs' Complaint for Damages, showing the Court as follows:"),
				cb("FIRST DEFENSE"),
				p("Plaintiffs' Complaint fails to state a claim against these Defendants upon which relief can be granted."),
				cb("SECOND DEFENSE"),
				p("At all times these Defendants exercised the degree of care and skill ordinarily employed by members of the medical profession generally under similar conditions and like surrounding circumstances. A bile duct injury is a known risk of laparoscopic cholecystectomy that can occur in the absence of negligence, and Mrs. Pemberton-Sykes was informed of it in the consent she signed on March 3, 2022."),
				cb("THIRD DEFENSE"),
				p("The injuries alleged were caused or contributed to by the acts or omissions of persons or entities over whom these Defendants had no control, and any award must be apportioned under O.C.G.A. § 51-12-33."),
			}),
			{
				cb("FOURTH DEFENSE"),
				p("Responding to the numbered paragraphs of the Complaint: Defendants admit paragraphs 1 through 3 on information and belief, except that Peachtree Ridge denies that it is liable for any act of Dr. Thakkar-Ellison. Defendants admit that Dr. Thakkar-Ellison performed a laparoscopic cholecystectomy on March 14, 2022, and deny the remaining allegations of paragraphs 4 through 7 and of the prayer for relief."),
				p("WHEREFORE, these Defendants pray that Plaintiffs' Complaint be dismissed and that judgment be entered in their favor, that all costs be cast against Plaintiffs, and that they have a trial by a jury of twelve."),
				ls("This 16th day of October, 2023.", "", "                                          VANDERMEER CALLAHAN & PRUITT LLP", "", "                                          /s/ Preston L. Vandermeer", "                                          Preston L. Vandermeer", "                                          Georgia Bar No. 726118", "                                          Alicia J. Moreau-Dunbar", "                                          Georgia Bar No. 118509", "                                          Counsel for Defendants Rajiv M.", "                                          Thakkar-Ellison, M.D. and Peachtree", "                                          Ridge Surgical Associates, P.C.", "1180 West Peachtree Street NW, Suite 2400", "Atlanta, Georgia 30309"), gap(),
				cb("CERTIFICATE OF SERVICE"),
				p("I certify that I have this day served a copy of the foregoing upon all counsel of record by filing it with the Court's Odyssey eFileGA system, which will send notice to: Beatrix N. Hollowell and Marcus D. Fairley, Hollowell Fairley Trial Lawyers, LLC, counsel for Plaintiffs; and Garrison T. Oyelowo-Banks, Huff Oyelowo LLC, counsel for Defendant Northlake Regional Medical Center, Inc."),
				ls("This 16th day of October, 2023.", "                                          /s/ Preston L. Vandermeer"),
			},
		}}

	depo := doc{name: "Deposition of Rajiv M. Thakkar-Ellison, M.D. (excerpt).pdf", font: "Courier", size: 10,
		header: "Page %d", headerAlign: "R",
		pages: []page{
			with(court, []block{capt, gap(),
				cb("VIDEOTAPED DEPOSITION OF"), cb("RAJIV M. THAKKAR-ELLISON, M.D."), gap(),
				c("May 8, 2024"), c("9:32 a.m."), gap(),
				c("Vandermeer Callahan & Pruitt LLP"), c("1180 West Peachtree Street NW, Suite 2400"), c("Atlanta, Georgia"), gap(),
				c("Shanice M. Dorsey-Whitaker, CCR-B-2417"),
			}),
			{
				ls("APPEARANCES OF COUNSEL:", "", "On behalf of the Plaintiffs:", "     BEATRIX N. HOLLOWELL, ESQ.", "     Hollowell Fairley Trial Lawyers, LLC", "", "On behalf of the Defendants Rajiv M. Thakkar-Ellison, M.D.", "and Peachtree Ridge Surgical Associates, P.C.:", "     PRESTON L. VANDERMEER, ESQ.", "     Vandermeer Callahan & Pruitt LLP", "", "On behalf of the Defendant Northlake Regional Medical", "Center, Inc.:", "     GARRISON T. OYELOWO-BANKS, ESQ.", "     Huff Oyelowo LLC", "", "Also present:", "     Wendell Aiyegbusi, Videographer"), gap(),
				ls("          (Pursuant to Article 8.B of the Uniform Rules", "     for the Superior Courts, the reporter's disclosure", "     was made.)", "", "          MR. VANDERMEER: Usual stipulations: reserve all", "     objections except form and responsiveness, and the", "     witness will read and sign.", "", "          MS. HOLLOWELL: Agreed."),
			},
			{
				ls("               RAJIV M. THAKKAR-ELLISON, M.D.,", "having been first duly sworn, was examined and testified", "as follows:", "               CROSS-EXAMINATION", "BY MS. HOLLOWELL:"),
				numbered(
					"Q. Doctor, you performed Mrs. Pemberton-Sykes's",
					"   gallbladder surgery on March 14, 2022?",
					"A. I did.",
					"Q. Your operative report says the anatomy was",
					"   \"obscured by dense inflammation.\" Correct?",
					"A. That's what I dictated, yes.",
					"Q. Did you obtain the critical view of safety before",
					"   you clipped the structure you believed was the",
					"   cystic duct?",
					"          MR. VANDERMEER: Object to form.",
					"A. I believed I had it. In retrospect, I'm not",
					"   certain the view was complete.",
					"Q. Did you consider an intraoperative cholangiogram?",
					"A. I considered it. The C-arm was in another room,",
					"   and I made the judgment to proceed.",
					"Q. Did you consider converting to an open procedure?",
					"A. Not at that point.",
					"Q. When did you learn the common duct was injured?",
					"A. When Dr. Nwachukwu called me on March 19."),
			},
			{
				cb("CERTIFICATE"), gap(),
				ls("STATE OF GEORGIA:", "COUNTY OF FULTON:"), gap(),
				p("I hereby certify that the foregoing transcript was taken down, as stated in the caption, and the questions and answers thereto were reduced to typewriting under my direction; that the foregoing pages represent a true, complete, and correct transcript of the evidence given upon said hearing, and I further certify that I am not of kin or counsel to the parties in the case. This, the 20th day of May, 2024."),
				ls("                                   /s/ Shanice M. Dorsey-Whitaker", "                                   SHANICE M. DORSEY-WHITAKER, CCR-B-2417"),
			},
		}}

	order := doc{name: "Consent Scheduling Order.pdf", font: "Times", size: 11.5,
		footer: "Page %d of %t",
		pages: []page{
			with([]block{stampOf("6/4/2024 11:03 AM"), gap(), gap()}, court, []block{capt, gap(),
				cb("CONSENT SCHEDULING ORDER"), gap(),
				p("Upon the consent of all parties, as shown by the signatures of counsel below, IT IS HEREBY ORDERED that the following deadlines shall govern this case:"),
				row([]float64{0.65, 0.35}, "Plaintiffs' expert witness disclosures under O.C.G.A. § 24-7-702", "July 19, 2024"),
				row([]float64{0.65, 0.35}, "Defendants' expert witness disclosures", "September 20, 2024"),
				row([]float64{0.65, 0.35}, "Close of discovery", "December 16, 2024"),
				row([]float64{0.65, 0.35}, "Dispositive and Daubert motions", "January 31, 2025"),
				row([]float64{0.65, 0.35}, "Mediation to be completed", "February 28, 2025"),
				gap(),
				p("The case will be placed on the Court's trial calendar after the ruling on any dispositive motions. No deadline may be extended except by order of the Court on a showing of good cause."),
			}),
			{
				ls("SO ORDERED this 4th day of June, 2024.", "", "                                          /s/ Winifred A. Castellanos", "                                          Judge Winifred A. Castellanos", "                                          State Court of Gwinnett County"), gap(),
				ls("Consented to by:", ""),
				row([]float64{0.5, 0.5}, "/s/ Beatrix N. Hollowell\nBeatrix N. Hollowell\nGeorgia Bar No. 361084\nCounsel for Plaintiffs", "/s/ Preston L. Vandermeer\nPreston L. Vandermeer\nGeorgia Bar No. 726118\nCounsel for Defendants Thakkar-Ellison\nand Peachtree Ridge"),
				gap(),
				row([]float64{0.5, 0.5}, "/s/ Garrison T. Oyelowo-Banks\nGarrison T. Oyelowo-Banks\nGeorgia Bar No. 447720\nCounsel for Defendant Northlake", ""),
			},
		}}

	return spec{
		name: "pemberton-sykes-v-thakkar-ellison-gwinnett", title: "Pemberton-Sykes v. Thakkar-Ellison, M.D. (State Ct. Gwinnett County, Ga., No. 23-C-06128-S4), medical malpractice",
		firstSight: &truth.Figures{PartyTruth: 13, PartyFound: 19, PartyCorrect: 12, EventTruth: 22, EventHits: 22, Grounded: 1}, // at commit c1032d2
		docs:       []doc{complaint, answer, depo, order},
		parties: []truth.Party{
			{Name: "Harriet L. Pemberton-Sykes", Role: "plaintiff"},
			{Name: "Clifford A. Pemberton-Sykes", Role: "plaintiff"},
			{Name: "Rajiv M. Thakkar-Ellison", Role: "defendant"},
			{Name: "Rajiv M. Thakkar-Ellison", Role: "deponent"},
			{Name: "Peachtree Ridge Surgical Associates, P.C.", Role: "defendant"},
			{Name: "Northlake Regional Medical Center, Inc.", Role: "defendant"},
			{Name: "Colleen F. Marchetti-Boyd", Role: "declarant"},
			{Name: "Beatrix N. Hollowell", Role: "counsel"},
			{Name: "Marcus D. Fairley", Role: "counsel"},
			{Name: "Preston L. Vandermeer", Role: "counsel"},
			{Name: "Alicia J. Moreau-Dunbar", Role: "counsel"},
			{Name: "Garrison T. Oyelowo-Banks", Role: "counsel"},
			{Name: "Winifred A. Castellanos", Role: "judge"},
		},
		events: []truth.Event{
			{Date: "2023-09-12", File: "Complaint for Damages with Expert Affidavit.pdf", Page: 1},
			{Date: "2022-03-14", File: "Complaint for Damages with Expert Affidavit.pdf", Page: 2},
			{Date: "2022-03-15", File: "Complaint for Damages with Expert Affidavit.pdf", Page: 2},
			{Date: "2022-03-19", File: "Complaint for Damages with Expert Affidavit.pdf", Page: 2},
			{Date: "2022-03-22", File: "Complaint for Damages with Expert Affidavit.pdf", Page: 2},
			{Date: "2023-09-12", File: "Complaint for Damages with Expert Affidavit.pdf", Page: 2},
			{Date: "2022-03-14", File: "Complaint for Damages with Expert Affidavit.pdf", Page: 3},
			{Date: "2023-09-05", File: "Complaint for Damages with Expert Affidavit.pdf", Page: 3},
			{Date: "2023-10-16", File: "Answer and Defenses of Dr. Thakkar-Ellison and Peachtree Ridge.pdf", Page: 1},
			{Date: "2022-03-03", File: "Answer and Defenses of Dr. Thakkar-Ellison and Peachtree Ridge.pdf", Page: 1},
			{Date: "2022-03-14", File: "Answer and Defenses of Dr. Thakkar-Ellison and Peachtree Ridge.pdf", Page: 2},
			{Date: "2023-10-16", File: "Answer and Defenses of Dr. Thakkar-Ellison and Peachtree Ridge.pdf", Page: 2},
			{Date: "2024-05-08", File: "Deposition of Rajiv M. Thakkar-Ellison, M.D. (excerpt).pdf", Page: 1},
			{Date: "2022-03-14", File: "Deposition of Rajiv M. Thakkar-Ellison, M.D. (excerpt).pdf", Page: 3},
			{Date: "2024-05-20", File: "Deposition of Rajiv M. Thakkar-Ellison, M.D. (excerpt).pdf", Page: 4},
			{Date: "2024-06-04", File: "Consent Scheduling Order.pdf", Page: 1},
			{Date: "2024-07-19", File: "Consent Scheduling Order.pdf", Page: 1},
			{Date: "2024-09-20", File: "Consent Scheduling Order.pdf", Page: 1},
			{Date: "2024-12-16", File: "Consent Scheduling Order.pdf", Page: 1},
			{Date: "2025-01-31", File: "Consent Scheduling Order.pdf", Page: 1},
			{Date: "2025-02-28", File: "Consent Scheduling Order.pdf", Page: 1},
			{Date: "2024-06-04", File: "Consent Scheduling Order.pdf", Page: 2},
		},
	}
}
