package samples

// DEV SET (held out at first sight): a pre-suit employment dispute in
// Maryland, all correspondence and one agreement. The employee's lawyer's
// demand letter to the employer's head of human resources (the firm's
// letterhead with its practice areas and address, the writer's name, title
// and direct line at the right, "VIA EMAIL (...) AND CERTIFIED MAIL,
// RETURN RECEIPT REQUESTED", an inside address with the addressee's title
// and company, "Re:", "Dear Ms. X:", "This firm represents X", the dated
// history of complaints and the termination, a demand with a response
// date and a preservation demand naming the supervisor, "Very truly yours,"
// over the firm and the lawyer, "cc: Ms. X (via email)" to the client);
// the employer's outside counsel's answer ("This firm represents X
// (\"Tidewater\")", "my colleague, X", the reduction in force and its
// dates, "cc:" to in-house counsel with title and company and to the
// colleague "Esq."); an Outlook email chain between the lawyers printed
// from the mailbox owner's view (the owner's name at the top, "From: Voss,
// Harriet M. <...>", "Sent: Friday, April 4, 2025 2:47 PM", "To:", "Cc:"
// with surname-first names separated by ";", "Subject: RE:",
// "Attachments:", signature blocks with titles "Partner" and "Managing
// Partner" and direct lines); and the signed tolling agreement ("entered
// into as of April 14, 2025 (the \"Effective Date\") by and between X
// (\"Employee\") ... and Y (\"Tidewater\" or the \"Company\")", recitals,
// the tolling period, notices to counsel, "EMPLOYEE" and the company's
// "By: / Name: / Title: / Date:" side by side, "Approved as to form:" by
// both firms' lawyers).
// Conventions: as in brightpath-petrova, the employee and the employer are
// the dispute's parties ("party"); the employer, named in the demand
// letter's inside address, is also its recipient, and the employee, copied
// on it, a recipient; the HR vice president it is addressed to is a
// recipient; each letter's and email's writer is its sender and each
// addressee and person copied ("cc:", "Cc:") a recipient, by the full name
// the matter prints (surname-first email names turned round, the response
// letter's "Jennifer Albright" joined to "Jennifer M. Albright"); every
// lawyer for a side, outside or in-house (the associate general counsel
// copied on the answer and the emails), is counsel. The officer who signs
// the agreement for the company ("By: / Name: / Title:"), the supervisor
// named in the letters and the firms are no parties. Every date printed
// in the papers is an event once per page (the email times' dates too; a
// date inside an attachment's file name repeats one already on its page).
func init() { specs = append(specs, qureshi) }

func qureshi() matterSpec {
	const (
		demF = "2025-03-17 Achebe Lindgren demand letter to Tidewater HR.pdf"
		rspF = "2025-03-31 Ashgrove Whitley response to Achebe.pdf"
		emlF = "Email chain RE Qureshi Tidewater tolling agreement.pdf"
		tolF = "Tolling Agreement Qureshi - Tidewater (executed).pdf"
	)

	dem := doc{name: demF, font: "Times", size: 11, unicode: true,
		footer: "Page %d of %t",
		pages: []page{
			{
				cb("ACHEBE LINDGREN LLP"),
				small(c("Employment Law  |  Civil Rights  |  Whistleblower Protection"), 9),
				small(c("7315 Wisconsin Avenue, Suite 800W, Bethesda, Maryland 20814  |  T 301.555.0126  |  achebelindgren.com"), 9),
				gap(),
				small(r("Desmond R. Achebe\nManaging Partner\nDirect: 301.555.0131\ndachebe@achebelindgren.com"), 9),
				gap(),
				ls("March 17, 2025",
					"",
					"VIA EMAIL (jalbright@tidewateranalytics.com) AND",
					"CERTIFIED MAIL, RETURN RECEIPT REQUESTED",
					"",
					"Ms. Jennifer M. Albright",
					"Vice President, Human Resources",
					"Tidewater Analytics Group, Inc.",
					"1100 Key Highway East, Suite 400",
					"Baltimore, Maryland 21230",
					"",
					"      Re:   Farah N. Qureshi - Claims of Pay Discrimination and Retaliation;",
					"               Demand for Preservation of Evidence"),
				gap(),
				l("Dear Ms. Albright:"), gap(),
				p("This firm represents Farah N. Qureshi in connection with her employment with, and termination by, Tidewater Analytics Group, Inc. (\"Tidewater\"). Please direct all further communications about Ms. Qureshi to me."),
				p("Ms. Qureshi joined Tidewater as a Senior Data Engineer on June 3, 2019 and received \"exceeds expectations\" ratings in every review through 2023. In October 2024 she learned that a male Senior Data Engineer hired after her, with the same duties, was paid $28,000 a year more. On November 12, 2024 she complained in writing to her supervisor, Craig T. Benedek, Director of Data Platforms, and on December 2, 2024 she filed a written complaint with your department. On December 20, 2024 Mr. Benedek gave her the first negative review of her career. On January 22, 2025 she was told that her position had been eliminated, and her employment ended on January 31, 2025."),
			},
			{
				p("The timing speaks for itself. Tidewater's conduct violates Title VII of the Civil Rights Act of 1964, the Equal Pay Act, the Maryland Equal Pay for Equal Work Act and the Maryland Fair Employment Practices Act, each of which prohibits both the pay disparity and retaliation for complaining of it."),
				p("Ms. Qureshi is prepared to resolve her claims before filing a charge with the EEOC and suit. She demands $285,000, inclusive of back pay, front pay, liquidated damages and attorneys' fees, a neutral reference, and the correction of her December 2024 review. Please respond by March 31, 2025."),
				p("Tidewater is on notice of potential litigation and must preserve all documents and electronically stored information concerning Ms. Qureshi, her compensation and that of her peers, her complaints, her review and the elimination of her position, including the email, Slack and Teams messages of Mr. Benedek and of the human resources staff."),
				gap(),
				ls("Very truly yours,",
					"",
					"ACHEBE LINDGREN LLP",
					"",
					"/s/ Desmond R. Achebe",
					"Desmond R. Achebe",
					"",
					"cc:   Ms. Farah N. Qureshi (via email)"),
			},
		}}

	rsp := doc{name: rspF, font: "Helvetica", size: 10, unicode: true,
		pages: []page{{
			cb("ASHGROVE WHITLEY LLP"),
			small(c("100 Light Street, Suite 2100  |  Baltimore, Maryland 21202  |  www.ashgrovewhitley.com"), 8.5),
			gap(),
			small(r("Harriet M. Voss\nPartner\n(410) 555-0274\nhvoss@ashgrovewhitley.com"), 8.5),
			gap(),
			ls("March 31, 2025",
				"",
				"VIA EMAIL (dachebe@achebelindgren.com)",
				"",
				"Desmond R. Achebe, Esq.",
				"Achebe Lindgren LLP",
				"7315 Wisconsin Avenue, Suite 800W",
				"Bethesda, Maryland 20814",
				"",
				"      Re:   Farah N. Qureshi / Tidewater Analytics Group, Inc."),
			gap(),
			l("Dear Mr. Achebe:"), gap(),
			p("This firm represents Tidewater Analytics Group, Inc. (\"Tidewater\") in connection with your March 17, 2025 letter to Jennifer Albright. Please direct all further communications regarding Ms. Qureshi to me or to my colleague, Benjamin K. Tsai, rather than to Tidewater's personnel."),
			p("Tidewater denies that it discriminated or retaliated against Ms. Qureshi. Her position was one of fourteen engineering positions eliminated in a reduction in force that Tidewater's leadership approved on January 9, 2025, before anyone involved in the selection knew of her December 2 complaint, and that was announced company-wide on January 22, 2025. The pay difference she describes reflects her peer's cloud-architecture certification and prior salary, not his sex, and her 2024 review was drafted on November 5, 2024, a week before her complaint to Mr. Benedek."),
			p("Tidewater has issued a litigation hold, effective March 20, 2025, and is preserving the categories of material your letter describes. Tidewater declines the demand."),
			p("That said, Tidewater is willing to explore an early resolution through private mediation, and to enter into a tolling agreement so that neither side is rushed by the charge-filing deadline in the meantime. We will circulate a draft by April 4, 2025."),
			gap(),
			ls("Very truly yours,",
				"",
				"/s/ Harriet M. Voss",
				"Harriet M. Voss",
				"",
				"cc:   Lorenzo Ferri, Associate General Counsel, Tidewater Analytics Group, Inc. (via email)",
				"        Benjamin K. Tsai, Esq."),
		}}}

	eml := doc{name: emlF, font: "Helvetica", size: 9.5, unicode: true,
		pages: []page{
			{
				cb("Desmond R. Achebe"),
				l("_____________________________________________________________________________________________"),
				gap(),
				ls("From:                Voss, Harriet M. <hvoss@ashgrovewhitley.com>",
					"Sent:                Thursday, April 10, 2025 4:18 PM",
					"To:                   Desmond R. Achebe <dachebe@achebelindgren.com>",
					"Cc:                   Tsai, Benjamin K. <btsai@ashgrovewhitley.com>; Ferri, Lorenzo <lferri@tidewateranalytics.com>",
					"Subject:            RE: Qureshi / Tidewater - tolling agreement",
					"Attachments:    Qureshi-Tidewater Tolling Agreement (execution version).pdf"),
				gap(),
				p("Desmond - Attached is the execution version, with your edits to paragraphs 2 and 3 accepted. The Effective Date is April 14, 2025 and the tolling period runs through July 14, 2025. Tidewater will sign once Ms. Qureshi has. We can hold May 22 or May 29 for a full-day mediation at JAMS in Baltimore; let me know which works."),
				ls("Regards,", "Harriet", "",
					"Harriet M. Voss | Partner",
					"Ashgrove Whitley LLP",
					"100 Light Street, Suite 2100 | Baltimore, MD 21202",
					"D: 410.555.0274 | hvoss@ashgrovewhitley.com"),
				gap(),
				ls("From:                Desmond R. Achebe <dachebe@achebelindgren.com>",
					"Sent:                Tuesday, April 8, 2025 10:02 AM",
					"To:                   Voss, Harriet M. <hvoss@ashgrovewhitley.com>",
					"Cc:                   Tsai, Benjamin K. <btsai@ashgrovewhitley.com>",
					"Subject:            RE: Qureshi / Tidewater - tolling agreement"),
				gap(),
				p("Harriet, thank you for the draft. Two changes: (1) paragraph 2 must expressly cover the 300-day period for filing a charge with the EEOC and the Maryland Commission on Civil Rights, to the fullest extent the parties can agree to that; and (2) paragraph 3 should require 15 days' written notice, not 5, to terminate early. Ms. Qureshi is available for mediation in the second half of May."),
				ls("Desmond", "",
					"Desmond R. Achebe",
					"Managing Partner",
					"Achebe Lindgren LLP",
					"7315 Wisconsin Avenue, Suite 800W, Bethesda, Maryland 20814",
					"(301) 555-0131 | dachebe@achebelindgren.com"),
			},
			{
				ls("From:                Voss, Harriet M. <hvoss@ashgrovewhitley.com>",
					"Sent:                Friday, April 4, 2025 2:47 PM",
					"To:                   Desmond R. Achebe <dachebe@achebelindgren.com>",
					"Cc:                   Tsai, Benjamin K. <btsai@ashgrovewhitley.com>; Ferri, Lorenzo <lferri@tidewateranalytics.com>",
					"Subject:            Qureshi / Tidewater - tolling agreement",
					"Attachments:    Tidewater-Qureshi Tolling Agreement (draft 4.4.25).docx"),
				gap(),
				p("Desmond - As promised in my letter of March 31, attached is a draft tolling agreement. Please let me have any comments. Once it is signed we can turn to scheduling the mediation."),
				ls("Best regards,", "Harriet", "",
					"Harriet M. Voss | Partner",
					"Ashgrove Whitley LLP",
					"100 Light Street, Suite 2100 | Baltimore, MD 21202",
					"D: 410.555.0274 | hvoss@ashgrovewhitley.com"),
				gap(),
				small(p("CONFIDENTIALITY NOTICE: This email and any attachments are intended only for the addressee and may contain privileged or confidential information. If you have received it in error, please notify the sender and delete it."), 8),
			},
		}}

	tol := doc{name: tolF, font: "Times", size: 10.5, unicode: true,
		footer: "Tolling Agreement - Qureshi / Tidewater          Page %d of %t",
		pages: []page{
			{
				cb("TOLLING AGREEMENT"), gap(),
				p("This Tolling Agreement (the \"Agreement\") is entered into as of April 14, 2025 (the \"Effective Date\") by and between Farah N. Qureshi (\"Employee\"), an individual residing in Columbia, Maryland, and Tidewater Analytics Group, Inc., a Delaware corporation with its principal place of business in Baltimore, Maryland (\"Tidewater\" or the \"Company\") (each a \"Party\" and together the \"Parties\")."),
				cb("RECITALS"),
				p("A. Employee was employed by the Company from June 3, 2019 until January 31, 2025."),
				p("B. By letter of her counsel dated March 17, 2025, Employee asserted claims against the Company arising from her compensation and the termination of her employment (the \"Claims\"). The Company denies the Claims."),
				p("C. The Parties wish to explore resolution of the Claims through mediation without the need for either Party to file a charge or suit in the meantime."),
				cb("AGREEMENT"),
				p("1. Tolling Period. The period from the Effective Date through and including July 14, 2025 (the \"Tolling Period\") shall not be counted in determining whether any Claim is barred by any statute of limitations, charge-filing period, laches or other time-based defense."),
				p("2. Administrative Deadlines. To the fullest extent permitted by law, the Tolling Period applies to the periods for filing a charge of discrimination with the U.S. Equal Employment Opportunity Commission and the Maryland Commission on Civil Rights. Nothing in this Agreement prevents Employee from filing such a charge."),
				p("3. Early Termination. Either Party may end the Tolling Period before July 14, 2025 by fifteen (15) days' written notice to the other Party's counsel."),
				p("4. No Admission. This Agreement is not an admission by any Party of the validity or invalidity of any Claim or defense, and it does not revive any Claim already time-barred on the Effective Date."),
				p("5. Notices. Notices shall be given by email and overnight courier, if to Employee, to Desmond R. Achebe, Esq., Achebe Lindgren LLP, 7315 Wisconsin Avenue, Suite 800W, Bethesda, Maryland 20814; and if to the Company, to Harriet M. Voss, Esq., Ashgrove Whitley LLP, 100 Light Street, Suite 2100, Baltimore, Maryland 21202, with a copy to Lorenzo Ferri, Associate General Counsel, at the Company's address."),
				p("6. Miscellaneous. This Agreement is governed by Maryland law, is the entire agreement of the Parties on its subject, may be amended only in a writing signed by both Parties, and may be signed in counterparts and by electronic signature."),
			},
			{
				p("IN WITNESS WHEREOF, the Parties have executed this Agreement as of the Effective Date."),
				gap(),
				ls("EMPLOYEE                                                TIDEWATER ANALYTICS GROUP, INC.",
					"",
					"/s/ Farah N. Qureshi                                    By:  /s/ Gwendolyn A. Pryce",
					"Farah N. Qureshi                                        Name:  Gwendolyn A. Pryce",
					"Date:  April 14, 2025                                   Title:  Chief People Officer",
					"                                                        Date:  April 15, 2025"),
				gap(), gap(),
				l("Approved as to form:"), gap(),
				ls("ACHEBE LINDGREN LLP                                     ASHGROVE WHITLEY LLP",
					"",
					"By:  /s/ Desmond R. Achebe                              By:  /s/ Harriet M. Voss",
					"       Desmond R. Achebe                                       Harriet M. Voss",
					"Counsel for Employee                                    Counsel for Tidewater Analytics Group, Inc."),
			},
		}}

	return matterSpec{
		name: "qureshi-tidewater", title: "Farah N. Qureshi / Tidewater Analytics Group, Inc. (pre-suit employment dispute, Maryland)", heldOut: true,
		firstSight: &Figures{PartyTruth: 15, PartyFound: 14, PartyCorrect: 14, EventTruth: 27, EventHits: 27, Grounded: 1}, // at d6a3f2a
		docs:       []doc{dem, rsp, eml, tol},
		parties: []Party{
			{"Farah N. Qureshi", "party"},
			{"Farah N. Qureshi", "recipient"}, // cc on the demand letter
			{"Tidewater Analytics Group, Inc.", "party"},
			{"Tidewater Analytics Group, Inc.", "recipient"}, // in the demand letter's inside address
			{"Jennifer M. Albright", "recipient"},
			{"Desmond R. Achebe", "counsel"},
			{"Desmond R. Achebe", "sender"},
			{"Desmond R. Achebe", "recipient"},
			{"Harriet M. Voss", "counsel"},
			{"Harriet M. Voss", "sender"},
			{"Harriet M. Voss", "recipient"},
			{"Benjamin K. Tsai", "counsel"},
			{"Benjamin K. Tsai", "recipient"},
			{"Lorenzo Ferri", "counsel"}, // in-house associate general counsel
			{"Lorenzo Ferri", "recipient"},
		},
		events: []Event{
			{"2025-03-17", demF, 1},
			{"2019-06-03", demF, 1},
			{"2024-11-12", demF, 1},
			{"2024-12-02", demF, 1},
			{"2024-12-20", demF, 1},
			{"2025-01-22", demF, 1},
			{"2025-01-31", demF, 1},
			{"2025-03-31", demF, 2},
			{"2025-03-31", rspF, 1},
			{"2025-03-17", rspF, 1},
			{"2025-01-09", rspF, 1},
			{"2025-01-22", rspF, 1},
			{"2024-11-05", rspF, 1},
			{"2025-03-20", rspF, 1},
			{"2025-04-04", rspF, 1},
			{"2025-04-10", emlF, 1},
			{"2025-04-14", emlF, 1},
			{"2025-07-14", emlF, 1},
			{"2025-04-08", emlF, 1},
			{"2025-04-04", emlF, 2},
			{"2025-04-14", tolF, 1},
			{"2019-06-03", tolF, 1},
			{"2025-01-31", tolF, 1},
			{"2025-03-17", tolF, 1},
			{"2025-07-14", tolF, 1},
			{"2025-04-14", tolF, 2},
			{"2025-04-15", tolF, 2},
		},
	}
}
