package sealed

import "pramaan/brief/truth"

// A New Jersey Superior Court, Law Division premises-liability case, Bergen
// County: every filed page under the eCourts stamp (docket, date and time,
// "Pg x of y", "Trans ID"), the attorney block at the top left with the
// nine-digit Attorney ID, a per quod spouse, fictitious "JOHN DOES" and "ABC
// CORPS.", the Rule 4:25-4 designation and Rule 4:5-1(b)(2) certification;
// the store's answer with separate defenses, crossclaims and a certification
// of service; the plaintiffs' notice of motion to compel with counsel's
// certification and the proposed form of order left blank; the order as
// entered ("IT IS on this ... day of", "J.S.C.", opposed / unopposed).
func init() { specs = append(specs, deshmukhRosario) }

func deshmukhRosario() spec {
	pBlock := ls("SCARPELLI & OYENUGA, LLC", "By: Vincent J. Scarpelli, Esq. (Attorney ID No. 031421998)", "25 Main Street, Suite 600", "Hackensack, New Jersey 07601", "(201) 555-0163", "Attorneys for Plaintiffs")
	dBlock := ls("DWYER, LEMBO & TAN, P.C.", "By: Kathleen M. Dwyer, Esq. (Attorney ID No. 018762005)", "101 Eisenhower Parkway, Suite 300", "Roseland, New Jersey 07068", "(973) 555-0127", "Attorneys for Defendant Palisade Fresh Markets, Inc.")
	capt := row([]float64{0.55, 0.45},
		"ANJALI DESHMUKH-ROSARIO and RAFAEL ROSARIO, her husband, per quod,\n\n                    Plaintiffs,\n\n          v.\n\nPALISADE FRESH MARKETS, INC.; MEADOWLANDS FACILITY SERVICES, LLC; JOHN DOES 1-10 (fictitious names); and ABC CORPS. 1-10 (fictitious entities),\n\n                    Defendants.",
		"SUPERIOR COURT OF NEW JERSEY\nLAW DIVISION: BERGEN COUNTY\n\nDOCKET NO. BER-L-004217-24\n\nCivil Action")

	complaint := doc{name: "Complaint and Jury Demand.pdf", font: "Times", size: 11.5,
		header: "BER-L-004217-24   07/15/2024 3:41:22 PM   Pg %d of %t   Trans ID: LCV20241784512",
		pages: []page{
			{pBlock, gap(), capt, gap(), cb("COMPLAINT, JURY DEMAND, DESIGNATION OF TRIAL COUNSEL AND RULE 4:5-1 CERTIFICATION"), gap(),
				p("Plaintiffs Anjali Deshmukh-Rosario and Rafael Rosario, residing at 37 Van Buren Avenue, Teaneck, New Jersey, by way of Complaint against the Defendants, say:"),
				cb("FIRST COUNT"), cb("(Negligence - Palisade Fresh Markets, Inc.)"),
				p("1. Defendant Palisade Fresh Markets, Inc. (\"Palisade\") owns and operates the Palisade Fresh supermarket at 425 Kinderkamack Road, Oradell, New Jersey (the \"Premises\")."),
				p("2. On March 2, 2024, at approximately 11:20 a.m., Plaintiff Anjali Deshmukh-Rosario, a business invitee, slipped on a clear liquid on the floor of aisle 9 of the Premises and fell, fracturing her right wrist and injuring her lower back."),
			},
			{
				p("3. Palisade knew or should have known of the liquid, which had been on the floor for a substantial time, and failed to clean it up, to warn of it or to inspect the aisle reasonably."),
				cb("SECOND COUNT"), cb("(Negligence - Meadowlands Facility Services, LLC)"),
				p("4. Defendant Meadowlands Facility Services, LLC (\"Meadowlands\") contracted with Palisade to provide floor maintenance at the Premises and negligently performed that work on March 2, 2024."),
				cb("THIRD COUNT"), cb("(John Does 1-10 and ABC Corps. 1-10)"),
				p("5. John Does 1-10 and ABC Corps. 1-10 are persons and entities, whose identities are presently unknown, who owned, maintained or cleaned the Premises and whose negligence caused Plaintiff's fall."),
				cb("FOURTH COUNT"), cb("(Per Quod)"),
				p("6. Plaintiff Rafael Rosario is the husband of Plaintiff Anjali Deshmukh-Rosario and has been deprived of her services, society and consortium."),
				p("WHEREFORE, Plaintiffs demand judgment against Defendants, jointly, severally and in the alternative, for compensatory damages, interest, costs of suit and such other relief as the Court deems just."),
			},
			{
				cb("JURY DEMAND"),
				p("Plaintiffs demand a trial by jury on all issues."),
				cb("DESIGNATION OF TRIAL COUNSEL"),
				p("Pursuant to R. 4:25-4, Vincent J. Scarpelli, Esq. is designated as trial counsel for Plaintiffs."),
				cb("CERTIFICATION PURSUANT TO R. 4:5-1(b)(2)"),
				p("I certify that the matter in controversy is not the subject of any other action pending in any court or of a pending arbitration proceeding, that no other action or arbitration proceeding is contemplated, and that I know of no other party who should be joined. I certify that confidential personal identifiers have been redacted from documents now submitted to the court and will be redacted from all documents submitted in the future in accordance with R. 1:38-7(b)."),
				ls("SCARPELLI & OYENUGA, LLC", "Attorneys for Plaintiffs", "", "By: /s/ Vincent J. Scarpelli", "      Vincent J. Scarpelli, Esq.", "", "Dated: July 15, 2024"),
			},
		}}

	answer := doc{name: "Answer of Palisade Fresh Markets.pdf", font: "Times", size: 11.5,
		header: "BER-L-004217-24   09/09/2024 10:07:45 AM   Pg %d of %t   Trans ID: LCV20242198830",
		pages: []page{
			{dBlock, gap(), capt, gap(), cb("ANSWER TO COMPLAINT, SEPARATE DEFENSES, CROSSCLAIMS, JURY DEMAND AND DESIGNATION OF TRIAL COUNSEL"), gap(),
				p("Defendant Palisade Fresh Markets, Inc. (\"Palisade\"), by way of Answer to Plaintiffs' Complaint, says:"),
				p("1. Admitted that Palisade operates the supermarket at 425 Kinderkamack Road, Oradell, New Jersey."),
				p("2. Palisade lacks knowledge or information sufficient to form a belief as to the allegations of paragraph 2 and leaves Plaintiffs to their proofs."),
				p("3. Denied."),
				p("4. - 6. These allegations are not directed to Palisade; to the extent a response is required, they are denied."),
				cb("SEPARATE DEFENSES"),
				p("First: Plaintiffs' injuries were caused by the negligence of third parties over whom Palisade had no control. Second: Palisade had no actual or constructive notice of the alleged condition. Third: Plaintiffs' claims are subject to the Comparative Negligence Act, N.J.S.A. 2A:15-5.1 et seq. Fourth: Plaintiffs' recovery is subject to N.J.S.A. 2A:15-97."),
			},
			{
				cb("CROSSCLAIMS FOR CONTRIBUTION AND CONTRACTUAL INDEMNIFICATION"),
				p("Palisade demands contribution from co-defendant Meadowlands Facility Services, LLC under the Joint Tortfeasors Contribution Law, N.J.S.A. 2A:53A-1 et seq., and contractual defense and indemnification under the Floor Care Services Agreement dated January 4, 2023."),
				cb("JURY DEMAND AND DESIGNATION OF TRIAL COUNSEL"),
				p("Palisade demands a trial by jury on all issues. Pursuant to R. 4:25-4, Kathleen M. Dwyer, Esq. is designated as trial counsel."),
				ls("DWYER, LEMBO & TAN, P.C.", "Attorneys for Defendant Palisade Fresh Markets, Inc.", "", "By: /s/ Kathleen M. Dwyer", "      Kathleen M. Dwyer, Esq.", "Dated: September 9, 2024"),
				gap(), cb("CERTIFICATION OF SERVICE"),
				p("I certify that on September 9, 2024, the within Answer was filed and served through eCourts upon Vincent J. Scarpelli, Esq., Scarpelli & Oyenuga, LLC, attorneys for Plaintiffs, and Samir H. Haddad, Esq., Haddad Kowal LLP, 1099 Parsippany Boulevard, Parsippany, New Jersey 07054, attorneys for Defendant Meadowlands Facility Services, LLC."),
				r("/s/ Kathleen M. Dwyer"),
			},
		}}

	motion := doc{name: "Notice of Motion to Compel Discovery.pdf", font: "Times", size: 10.5,
		header: "BER-L-004217-24   12/13/2024 4:52:10 PM   Pg %d of %t   Trans ID: LCV20243071156",
		pages: []page{
			{pBlock, gap(), capt, gap(), cb("NOTICE OF MOTION TO COMPEL DISCOVERY FROM DEFENDANT PALISADE FRESH MARKETS, INC."), gap(),
				ls("TO:  Kathleen M. Dwyer, Esq.", "       Dwyer, Lembo & Tan, P.C.", "       101 Eisenhower Parkway, Suite 300, Roseland, New Jersey 07068", "", "       Samir H. Haddad, Esq.", "       Haddad Kowal LLP", "       1099 Parsippany Boulevard, Parsippany, New Jersey 07054"),
				gap(),
				p("PLEASE TAKE NOTICE that on Friday, January 10, 2025, at 9:00 a.m., or as soon thereafter as counsel may be heard, the undersigned, attorneys for Plaintiffs, shall move before the Honorable Gregory A. Pellegrino, J.S.C., at the Bergen County Justice Center, 10 Main Street, Hackensack, New Jersey, for an Order compelling Defendant Palisade Fresh Markets, Inc. to provide complete answers to Form C interrogatories and to produce the surveillance video and incident report requested in Plaintiffs' Notice to Produce, within ten days."),
				p("PLEASE TAKE FURTHER NOTICE that Plaintiffs shall rely on the annexed Certification of Counsel. A proposed form of Order is submitted. Oral argument is requested only if the motion is opposed."),
				ls("SCARPELLI & OYENUGA, LLC", "Attorneys for Plaintiffs", "By: /s/ Vincent J. Scarpelli", "Dated: December 13, 2024"),
			},
			{
				cb("CERTIFICATION OF VINCENT J. SCARPELLI, ESQ."), cb("IN SUPPORT OF MOTION TO COMPEL DISCOVERY"), gap(),
				p("I, Vincent J. Scarpelli, of full age, hereby certify as follows:"),
				p("1. I am an attorney at law of the State of New Jersey and a member of Scarpelli & Oyenuga, LLC, attorneys for Plaintiffs. I have personal knowledge of the facts set forth herein."),
				p("2. On October 1, 2024, Plaintiffs served Form C and supplemental interrogatories and a Notice to Produce on Palisade, requesting among other things all video of aisle 9 from 10:00 a.m. to 12:00 p.m. on March 2, 2024 and the store's incident report."),
				p("3. Palisade's responses were due on November 30, 2024. By letter dated November 8, 2024, I reminded Palisade's counsel of the deadline. No answers or documents have been received."),
				p("4. This certification is made in good faith in an attempt to resolve the dispute without the intervention of the Court, as required by R. 4:6-2 and R. 1:6-2(c)."),
				p("I certify that the foregoing statements made by me are true. I am aware that if any of the foregoing statements made by me are willfully false, I am subject to punishment."),
				ls("                                        /s/ Vincent J. Scarpelli", "                                        Vincent J. Scarpelli", "Dated: December 13, 2024"),
			},
			{pBlock, gap(), capt, gap(), cb("ORDER"), gap(),
				p("THIS MATTER having been brought before the Court by Scarpelli & Oyenuga, LLC, attorneys for Plaintiffs, on notice to Dwyer, Lembo & Tan, P.C., attorneys for Defendant Palisade Fresh Markets, Inc., and to all counsel, for an Order compelling discovery, and the Court having considered the papers submitted and for good cause shown;"),
				p("IT IS on this ______ day of ____________________, 2025,"),
				p("ORDERED that Defendant Palisade Fresh Markets, Inc. shall provide complete answers to Plaintiffs' Form C and supplemental interrogatories and shall produce the surveillance video and incident report within ten (10) days of the date of this Order; and it is further"),
				p("ORDERED that a copy of this Order shall be served on all counsel within seven (7) days of its receipt."),
				ls("", "                                        ____________________________________", "                                        HON. GREGORY A. PELLEGRINO, J.S.C.", "", "_____ OPPOSED", "_____ UNOPPOSED"),
			},
		}}

	order := doc{name: "Order Compelling Discovery.pdf", font: "Times", size: 10.5,
		header: "BER-L-004217-24   01/10/2025   Pg %d of %t   Trans ID: LCV202587214",
		pages: []page{
			{pBlock, gap(), capt, gap(), cb("ORDER"), gap(),
				p("THIS MATTER having been brought before the Court by Scarpelli & Oyenuga, LLC, attorneys for Plaintiffs, on notice to Dwyer, Lembo & Tan, P.C., attorneys for Defendant Palisade Fresh Markets, Inc., and to all counsel, for an Order compelling discovery, and the Court having considered the papers submitted and for good cause shown;"),
				p("IT IS on this 10th day of January, 2025,"),
				p("ORDERED that Defendant Palisade Fresh Markets, Inc. shall provide complete answers to Plaintiffs' Form C and supplemental interrogatories and shall produce the surveillance video and incident report on or before January 24, 2025; and it is further"),
				p("ORDERED that Palisade's failure to comply may result in the suppression of its Answer and defenses without prejudice on Plaintiffs' further application under R. 4:23-5(a)(1); and it is further"),
				p("ORDERED that a copy of this Order shall be served on all counsel within seven (7) days of its receipt."),
				ls("", "                                        /s/ Gregory A. Pellegrino", "                                        HON. GREGORY A. PELLEGRINO, J.S.C.", "", "_____ OPPOSED", "__X__ UNOPPOSED"),
				gap(),
				small(p("The motion was unopposed. The Court notes that Palisade's counsel advised chambers by letter of January 6, 2025 that the video had been preserved and would be produced."), 10),
			},
		}}

	const (
		fc = "Complaint and Jury Demand.pdf"
		fa = "Answer of Palisade Fresh Markets.pdf"
		fm = "Notice of Motion to Compel Discovery.pdf"
		fo = "Order Compelling Discovery.pdf"
	)
	return spec{
		name: "deshmukh-rosario-v-palisade-fresh-bergen", title: "Deshmukh-Rosario v. Palisade Fresh Markets, Inc. (N.J. Super. Ct. Law Div., Bergen County, BER-L-004217-24), supermarket slip and fall",
		firstSight: &truth.Figures{PartyTruth: 12, PartyFound: 17, PartyCorrect: 12, EventTruth: 17, EventHits: 17, Grounded: 1}, // at commit 5a27204
		docs:       []doc{complaint, answer, motion, order},
		parties: []truth.Party{
			{Name: "Anjali Deshmukh-Rosario", Role: "plaintiff"},
			{Name: "Rafael Rosario", Role: "plaintiff"}, // per quod
			{Name: "Palisade Fresh Markets, Inc.", Role: "defendant"},
			{Name: "Meadowlands Facility Services, LLC", Role: "defendant"},
			{Name: "Vincent J. Scarpelli", Role: "counsel"},
			{Name: "Vincent J. Scarpelli", Role: "declarant"}, // certification in support of the motion
			{Name: "Vincent J. Scarpelli", Role: "sender"},    // the notice of motion "TO:" counsel
			{Name: "Kathleen M. Dwyer", Role: "counsel"},
			{Name: "Kathleen M. Dwyer", Role: "recipient"},
			{Name: "Samir H. Haddad", Role: "counsel"},
			{Name: "Samir H. Haddad", Role: "recipient"},
			{Name: "Gregory A. Pellegrino", Role: "judge"},
		},
		events: []truth.Event{
			{Date: "2024-07-15", File: fc, Page: 1},
			{Date: "2024-03-02", File: fc, Page: 1},
			{Date: "2024-03-02", File: fc, Page: 2},
			{Date: "2024-07-15", File: fc, Page: 3},
			{Date: "2024-09-09", File: fa, Page: 1},
			{Date: "2023-01-04", File: fa, Page: 2},
			{Date: "2024-09-09", File: fa, Page: 2},
			{Date: "2024-12-13", File: fm, Page: 1},
			{Date: "2025-01-10", File: fm, Page: 1},
			{Date: "2024-10-01", File: fm, Page: 2},
			{Date: "2024-03-02", File: fm, Page: 2},
			{Date: "2024-11-30", File: fm, Page: 2},
			{Date: "2024-11-08", File: fm, Page: 2},
			{Date: "2024-12-13", File: fm, Page: 2},
			{Date: "2025-01-10", File: fo, Page: 1},
			{Date: "2025-01-24", File: fo, Page: 1},
			{Date: "2025-01-06", File: fo, Page: 1},
		},
	}
}
