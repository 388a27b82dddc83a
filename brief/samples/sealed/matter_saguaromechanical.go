package sealed

import "pramaan/brief/truth"

// A commercial case in the Arizona Superior Court, Maricopa County, under
// the clerk's "Clerk of the Superior Court *** Electronically Filed ***"
// stamp with a deputy's name and a filing id: a mechanical subcontractor's
// complaint against a developer and its managing member for the unpaid
// balance of a medical-office build-out (the attorneys' block top left with
// "State Bar No." and a firm email, the caption "IN THE SUPERIOR COURT OF THE
// STATE OF ARIZONA IN AND FOR THE COUNTY OF MARICOPA" with "(Commercial
// Court Assignment Requested)" beside it), the plaintiff's motion for a
// prejudgment writ of attachment with its hearing request, the project
// manager's affidavit subscribed and sworn before a notary public, and the
// court's minute entry on the clerk's form (the judge and the deputy clerk
// above the text, "Courtroom ..." and appearances in prose, a distribution
// list of counsel at the end).
func init() { specs = append(specs, saguaroMechanical) }

func saguaroMechanical() spec {
	atty := ls("Rafael O. Quiroga-Benning (State Bar No. 028815)", "Lindsey A. Kettleman (State Bar No. 034102)", "DESERT LEDGE LAW GROUP, PLC", "2398 East Camelback Road, Suite 1100", "Phoenix, Arizona 85016", "Telephone: (602) 555-0134", "docket@desertledge.example", "Attorneys for Plaintiff")
	court := []block{cb("IN THE SUPERIOR COURT OF THE STATE OF ARIZONA"), cb("IN AND FOR THE COUNTY OF MARICOPA"), gap()}
	capt := func(title string) block {
		return row([]float64{0.52, 0.04, 0.44},
			"SAGUARO MECHANICAL CONTRACTORS, INC.,\nan Arizona corporation,\n\n                    Plaintiff,\n\nv.\n\nTESSELLATE DEVELOPMENT GROUP, LLC, an\nArizona limited liability company;\nBRANDT W. OYELOWO-MCCRAE and\nJANE DOE OYELOWO-MCCRAE, husband and\nwife,\n\n                    Defendants.",
			")\n)\n)\n)\n)\n)\n)\n)\n)\n)\n)\n)\n)",
			"Case No. CV2024-018532\n\n"+title+"\n\n(Commercial Court Assignment\nRequested)")
	}
	clerk := func(when, id string) block {
		return stamp("Clerk of the Superior Court", "*** Electronically Filed ***", "R. Okonkwo-Diaz, Deputy", when, "Filing ID "+id)
	}

	complaint := doc{name: "Complaint.pdf", font: "Times", size: 11,
		pages: []page{
			with([]block{clerk("8/14/2024 3:12:00 PM", "18273645"), atty, gap()}, court, []block{capt("COMPLAINT\n\n(Breach of Contract; Breach of\nGuaranty; Prompt Pay Act,\nA.R.S. § 32-1129 et seq.)"), gap(),
				p("Plaintiff Saguaro Mechanical Contractors, Inc. (\"Saguaro\") alleges as follows:"),
				p("1. Saguaro is an Arizona corporation licensed by the Registrar of Contractors, with its principal place of business in Tempe, Arizona."),
				p("2. Defendant Tessellate Development Group, LLC (\"Tessellate\") is an Arizona limited liability company that owns the Cholla Medical Pavilion at 4410 East Ray Road, Phoenix (the \"Project\")."),
			}),
			{
				p("3. Defendant Brandt W. Oyelowo-McCrae is Tessellate's managing member. He personally guaranteed Tessellate's obligations under the Subcontract described below. Jane Doe Oyelowo-McCrae is named to bind the marital community."),
				p("4. This is a commercial case as defined by Rule 8.1 of the Arizona Rules of Civil Procedure, and Saguaro requests assignment to the Commercial Court. Venue lies in Maricopa County under A.R.S. § 12-401."),
				p("5. On September 18, 2023, Saguaro and Tessellate signed a Design-Assist Mechanical Agreement (the \"Subcontract\") for the heating, ventilation and plumbing of the Project's two-storey shell and tenant improvements, for $2,296,400. Mr. Oyelowo-McCrae signed a Personal Guaranty on the same date."),
				p("6. Saguaro completed its work and the City of Phoenix issued the certificate of occupancy on May 2, 2024. Saguaro submitted its final pay application, No. 9, for $384,915.22 on May 10, 2024. Tessellate neither approved nor objected to it within the seven days allowed by A.R.S. § 32-1129.01."),
				p("7. Saguaro recorded a notice and claim of mechanic's lien on June 21, 2024. Tessellate has since listed the Project for sale."),
				p("COUNT ONE (Breach of Contract - Tessellate). COUNT TWO (Breach of Guaranty - Oyelowo-McCrae). COUNT THREE (Prompt Pay Act - Tessellate)."),
				p("WHEREFORE, Saguaro requests judgment against Defendants, jointly and severally, for $384,915.22, interest at 1.5% per month under A.R.S. § 32-1129.01(P), attorneys' fees under A.R.S. § 12-341.01 and the Subcontract, and costs."),
				ls("DATED this 14th day of August, 2024.", "", "                                   DESERT LEDGE LAW GROUP, PLC", "", "                                   By /s/ Rafael O. Quiroga-Benning", "                                      Rafael O. Quiroga-Benning", "                                      Lindsey A. Kettleman", "                                      Attorneys for Plaintiff"),
			},
		}}

	motion := doc{name: "Motion for Prejudgment Writ of Attachment.pdf", font: "Times", size: 11,
		pages: []page{
			with([]block{clerk("9/3/2024 10:47:00 AM", "18391127"), atty, gap()}, court, []block{capt("PLAINTIFF'S MOTION FOR\nPREJUDGMENT WRIT OF\nATTACHMENT\n\n(Oral Argument Requested)\n\n(Assigned to the Hon. Cordelia\nM. Etsitty-Vance)"), gap(),
				p("Under A.R.S. §§ 12-1521 and 12-2402 and Rule 64.1 of the Arizona Rules of Civil Procedure, Plaintiff moves for a prejudgment writ of attachment against the Cholla Medical Pavilion and the sale proceeds of it, in the amount of $384,915.22. This Motion is supported by the Affidavit of Marcus D. Villalobos filed with it."),
				cb("MEMORANDUM OF POINTS AND AUTHORITIES"),
				p("The debt is a liquidated sum due on a contract for the payment of money. Tessellate listed the Project for sale with a commercial broker on August 5, 2024, and its managing member told Saguaro's project manager on August 9, 2024 that \"the subs will get paid from whatever is left at closing.\" A writ is needed to keep the only asset from which the judgment could be paid from being dissipated."),
			}),
			{
				p("Plaintiff will post a bond in the amount the Court sets and asks that the motion be heard on an expedited basis."),
				ls("RESPECTFULLY SUBMITTED this 3rd day of September, 2024.", "", "                                   DESERT LEDGE LAW GROUP, PLC", "", "                                   By /s/ Lindsey A. Kettleman", "                                      Rafael O. Quiroga-Benning", "                                      Lindsey A. Kettleman", "                                      Attorneys for Plaintiff"),
				gap(),
				l("ORIGINAL of the foregoing e-filed this 3rd day of September, 2024, and COPY e-mailed the same day to:"),
				ls("", "Gideon T. Farnsworth", "Priscilla N. Yazzie-Holt", "CANYON RIM LITIGATION LLP", "One East Washington Street, Suite 1900", "Phoenix, Arizona 85004", "Attorneys for Defendants", "", "By /s/ Delia Campos"),
			},
		}}

	aff := doc{name: "Affidavit of Marcus D. Villalobos.pdf", font: "Times", size: 11,
		pages: []page{
			with([]block{clerk("9/3/2024 10:47:00 AM", "18391128"), atty, gap()}, court, []block{capt("AFFIDAVIT OF MARCUS D.\nVILLALOBOS IN SUPPORT OF\nMOTION FOR PREJUDGMENT\nWRIT OF ATTACHMENT"), gap(),
				ls("STATE OF ARIZONA      )", "                      ) ss.", "County of Maricopa    )"), gap(),
				p("Marcus D. Villalobos, being first duly sworn, deposes and says:"),
				p("1. I am the senior project manager of Saguaro Mechanical Contractors, Inc. and managed its work on the Cholla Medical Pavilion from the start of the Subcontract until its completion. I make this affidavit on personal knowledge."),
				p("2. Saguaro's final pay application, No. 9, for $384,915.22, was delivered to Tessellate's construction manager by email and by hand on May 10, 2024. I received no written objection to it."),
			}),
			{
				p("3. On August 9, 2024, I met Brandt W. Oyelowo-McCrae at the Project to walk a warranty item. He told me that the building was listed for sale and that \"the subs will get paid from whatever is left at closing.\" The broker's sign went up on the site on August 5, 2024."),
				p("4. The amount due to Saguaro is $384,915.22, no part of which has been paid, and this attachment is not sought to hinder, delay or defraud any creditor of Defendants."),
				gap(),
				ls("                                   /s/ Marcus D. Villalobos", "                                   Marcus D. Villalobos"),
				gap(),
				p("SUBSCRIBED AND SWORN to before me this 30th day of August, 2024, by Marcus D. Villalobos."),
				ls("                                   /s/ Yolanda Achterberg", "                                   Notary Public", "My Commission Expires: 11/19/2027"),
			},
		}}

	minute := doc{name: "Minute Entry 2024-09-24.pdf", font: "Helvetica", size: 10,
		header: "SUPERIOR COURT OF ARIZONA", header2: "MARICOPA COUNTY",
		footer: "Docket Code 019          Form V000A          Page %d", footerAlign: "L",
		pages: []page{
			{
				row([]float64{0.5, 0.5}, "CV2024-018532", "09/24/2024"),
				gap(),
				row([]float64{0.5, 0.5}, "HONORABLE CORDELIA M. ETSITTY-VANCE", "CLERK OF THE COURT\nT. Nakamura-Ruiz\nDeputy"),
				gap(),
				row([]float64{0.5, 0.5}, "SAGUARO MECHANICAL CONTRACTORS INC", "RAFAEL O QUIROGA-BENNING"),
				row([]float64{0.5, 0.5}, "v.", ""),
				row([]float64{0.5, 0.5}, "TESSELLATE DEVELOPMENT GROUP L L C, et al.", "GIDEON T FARNSWORTH"),
				row([]float64{0.5, 0.5}, "", "COMMERCIAL COURT - CCC"),
				gap(),
				cb("ORAL ARGUMENT - RULING ON MOTION FOR PREJUDGMENT WRIT"),
				gap(),
				l("Courtroom ECB 612"),
				gap(),
				p("9:01 a.m. This is the time set for oral argument on Plaintiff's Motion for Prejudgment Writ of Attachment, filed September 3, 2024. Rafael O. Quiroga-Benning and Lindsey A. Kettleman appear on behalf of Plaintiff. Gideon T. Farnsworth appears on behalf of Defendants. A record of the proceedings is made digitally."),
				p("The Court has read the Motion, the Affidavit of Marcus D. Villalobos, and Defendants' Response filed September 17, 2024. Argument is presented."),
				p("The Court finds that the claim is on a contract for the direct payment of money, that the Plaintiff has shown the probable validity of its claim, and that Defendants' counterclaim for delay damages, which has not yet been pleaded, does not present a sum certain to offset it."),
				p("IT IS ORDERED granting the Motion. The Clerk shall issue a prejudgment writ of attachment in the amount of $384,915.22 upon Plaintiff's posting of a bond in the amount of $400,000.00."),
				p("IT IS FURTHER ORDERED setting a Rule 16 Scheduling Conference on November 6, 2024 at 10:30 a.m. in this division. Counsel shall file a Joint Report by October 30, 2024."),
				p("9:48 a.m. Matter concludes."),
				gap(),
				l("cc: Rafael O. Quiroga-Benning, Esq.; Lindsey A. Kettleman, Esq.; Gideon T. Farnsworth, Esq.; Priscilla N. Yazzie-Holt, Esq."),
			},
		}}

	return spec{
		name:       "saguaro-mechanical-v-tessellate-maricopa",
		title:      "Saguaro Mechanical Contractors, Inc. v. Tessellate Development Group, LLC (Ariz. Super. Ct., Maricopa County, CV2024-018532), subcontract balance and prejudgment attachment",
		firstSight: &truth.Figures{PartyTruth: 9, PartyFound: 10, PartyCorrect: 9, EventTruth: 19, EventHits: 19, Grounded: 1}, // at commit 6bcf0de
		docs:       []doc{complaint, motion, aff, minute},
		parties: []truth.Party{
			{Name: "Saguaro Mechanical Contractors, Inc.", Role: "plaintiff"},
			{Name: "Tessellate Development Group, LLC", Role: "defendant"},
			{Name: "Brandt W. Oyelowo-McCrae", Role: "defendant"},
			{Name: "Rafael O. Quiroga-Benning", Role: "counsel"},
			{Name: "Lindsey A. Kettleman", Role: "counsel"},
			{Name: "Gideon T. Farnsworth", Role: "counsel"},
			{Name: "Priscilla N. Yazzie-Holt", Role: "counsel"},
			{Name: "Marcus D. Villalobos", Role: "declarant"},
			{Name: "Cordelia M. Etsitty-Vance", Role: "judge"},
		},
		events: []truth.Event{
			{Date: "2024-08-14", File: "Complaint.pdf", Page: 1},
			{Date: "2023-09-18", File: "Complaint.pdf", Page: 2},
			{Date: "2024-05-02", File: "Complaint.pdf", Page: 2},
			{Date: "2024-05-10", File: "Complaint.pdf", Page: 2},
			{Date: "2024-06-21", File: "Complaint.pdf", Page: 2},
			{Date: "2024-08-14", File: "Complaint.pdf", Page: 2},
			{Date: "2024-09-03", File: "Motion for Prejudgment Writ of Attachment.pdf", Page: 1},
			{Date: "2024-08-05", File: "Motion for Prejudgment Writ of Attachment.pdf", Page: 1},
			{Date: "2024-08-09", File: "Motion for Prejudgment Writ of Attachment.pdf", Page: 1},
			{Date: "2024-09-03", File: "Motion for Prejudgment Writ of Attachment.pdf", Page: 2},
			{Date: "2024-09-03", File: "Affidavit of Marcus D. Villalobos.pdf", Page: 1},
			{Date: "2024-05-10", File: "Affidavit of Marcus D. Villalobos.pdf", Page: 1},
			{Date: "2024-08-09", File: "Affidavit of Marcus D. Villalobos.pdf", Page: 2},
			{Date: "2024-08-05", File: "Affidavit of Marcus D. Villalobos.pdf", Page: 2},
			{Date: "2024-08-30", File: "Affidavit of Marcus D. Villalobos.pdf", Page: 2},
			{Date: "2024-09-24", File: "Minute Entry 2024-09-24.pdf", Page: 1},
			{Date: "2024-09-17", File: "Minute Entry 2024-09-24.pdf", Page: 1},
			{Date: "2024-11-06", File: "Minute Entry 2024-09-24.pdf", Page: 1},
			{Date: "2024-10-30", File: "Minute Entry 2024-09-24.pdf", Page: 1},
		},
	}
}
