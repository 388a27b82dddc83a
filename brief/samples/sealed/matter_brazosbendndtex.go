package sealed

import "pramaan/brief/truth"

// A trademark case in the Northern District of Texas, Dallas Division: a
// coffee roaster sues its former licensee, a café company, and the
// company's owner for going on using its marks after the licence ended.
// Every filed page sits under the district's ECF header ("Case
// 3:24-cv-02187-B Document ... Filed mm/dd/yy Page x of y").
// The original complaint (the "§"-ruled caption with "CIVIL ACTION NO.",
// Lanham Act counts, the licence's dates, "Texas Bar No." in the signature
// block); the defendants' certificate of interested persons under Local
// Rule 3.1(c) and Rule 7.1 (a numbered list of every person and entity with
// a financial interest, among them an insurer and a lender that are not
// parties); the roaster's founder's declaration under 28 U.S.C. § 1746 in
// support of a preliminary injunction (a table of the uses seen after
// termination, "Executed on ... in Dallas, Texas", a certificate of
// service naming defence counsel); and the memorandum opinion and order
// granting the injunction after a hearing at which the founder and the
// owner testified ("IT IS SO ORDERED.", "SIGNED ...", the judge's name over
// "UNITED STATES DISTRICT JUDGE").
//
// Conventions of this truth: the company's owner sued individually is a
// defendant and, having testified at the hearing, a witness; the founder
// who signs the § 1746 declaration is a declarant and a witness; counsel in
// the signature blocks and the certificate of service are counsel; the
// district judge is a judge (the case number's letter names no one); the
// persons and entities a certificate of interested persons lists who are
// not parties or counsel (the roaster's parent, the insurer, the bank) have
// no role, nor does the barista whose report the declaration mentions.
func init() { specs = append(specs, brazosBendNDTex) }

func brazosBendNDTex() spec {
	hdr := func(doc, filed string) string {
		return "Case 3:24-cv-02187-B   Document " + doc + "   Filed " + filed + "   Page %d of %t"
	}
	head := []block{cb("IN THE UNITED STATES DISTRICT COURT"), cb("FOR THE NORTHERN DISTRICT OF TEXAS"), cb("DALLAS DIVISION"), gap()}
	capt := caption("§", []string{
		"BRAZOS BEND COFFEE ROASTERS, LLC,",
		"",
		"          Plaintiff,",
		"",
		"v.",
		"",
		"TRINITY GROUNDS COFFEE CO. and",
		"RORY D. VANCLEAVE,",
		"",
		"          Defendants.",
	}, []string{"", "", "", "", "CIVIL ACTION NO. 3:24-cv-02187-B", "", "", "", "", ""})
	pl := "                                        "
	pBlock := ls(pl+"Respectfully submitted,", "", pl+"HOLLOWAY ARRINGTON PLLC", "", pl+"/s/ Celeste M. Arrington-Yoo", pl+"Celeste M. Arrington-Yoo", pl+"Texas Bar No. 24078816", pl+"carrington-yoo@hollowayarrington.example", pl+"Davis P. Okamura", pl+"Texas Bar No. 24101247", pl+"2200 Ross Avenue, Suite 4100", pl+"Dallas, Texas 75201", pl+"(214) 555-0163", "", pl+"ATTORNEYS FOR PLAINTIFF")

	complaint := doc{name: "Plaintiff's Original Complaint.pdf", font: "Times", size: 11.5,
		header: hdr("1", "08/27/24"),
		pages: []page{
			with(head, capt, []block{gap(),
				cb("PLAINTIFF'S ORIGINAL COMPLAINT"), gap(),
				p("Plaintiff Brazos Bend Coffee Roasters, LLC (\"Brazos Bend\") files this Original Complaint against Defendants Trinity Grounds Coffee Co. (\"Trinity Grounds\") and Rory D. Vancleave and respectfully shows the Court as follows:"),
				cb("I. PARTIES"),
				p("1. Brazos Bend is a Texas limited liability company with its principal place of business in Dallas, Texas."),
				p("2. Trinity Grounds is a Texas corporation with its principal place of business at 1809 Sylvan Avenue, Dallas, Texas 75208. It may be served through its registered agent, Rory D. Vancleave, at that address."),
				p("3. Rory D. Vancleave is an individual residing in Dallas County, Texas. He is the sole shareholder and president of Trinity Grounds and personally directs its use of the marks at issue."),
				cb("II. JURISDICTION AND VENUE"),
				p("4. This Court has subject-matter jurisdiction under 15 U.S.C. § 1121 and 28 U.S.C. §§ 1331, 1338 and 1367. Venue is proper in this District and Division under 28 U.S.C. § 1391(b)."),
				cb("III. FACTS"),
				p("5. Brazos Bend owns U.S. Trademark Registration No. 5,873,104 for BRAZOS BEND for roasted coffee and café services, registered on October 15, 2019, and the registered stylized \"heron and river\" design mark."),
			}),
			{
				p("6. Under a Trademark License and Supply Agreement dated May 1, 2021, Brazos Bend licensed Trinity Grounds to operate two cafés under the name \"Brazos Bend Coffee Bar\" and to sell Brazos Bend coffee. The agreement required Trinity Grounds to cease all use of the marks on termination."),
				p("7. After Trinity Grounds failed to pay for roasted coffee delivered between October 2023 and January 2024, Brazos Bend gave written notice of default on February 9, 2024 and terminated the agreement effective March 31, 2024."),
				p("8. Defendants did not stop. They continue to operate both cafés under the BRAZOS BEND name and signage, now selling coffee roasted by others, and have opened an Instagram account using the heron design."),
				cb("IV. CAUSES OF ACTION"),
				p("9. Count One: Trademark infringement under 15 U.S.C. § 1114. Count Two: Unfair competition and false designation of origin under 15 U.S.C. § 1125(a). Count Three: Breach of contract. Count Four: Common-law trademark infringement and unfair competition under Texas law. Mr. Vancleave is personally liable because he authorized and directed the infringing acts."),
				cb("V. PRAYER"),
				p("Brazos Bend asks the Court to enter preliminary and permanent injunctions, to award Defendants' profits, Brazos Bend's damages trebled under 15 U.S.C. § 1117, unpaid invoices of $61,284.50, costs and attorney's fees, and all other relief to which it is entitled."),
				l("Dated: August 27, 2024"),
				pBlock,
			},
		}}

	list := []float64{0.06, 0.94}
	cip := doc{name: "Defendants' Certificate of Interested Persons.pdf", font: "Times", size: 11.5,
		header: hdr("8", "09/19/24"),
		pages: []page{
			with(head, capt, []block{gap(),
				cb("DEFENDANTS' CERTIFICATE OF INTERESTED PERSONS AND CORPORATE DISCLOSURE STATEMENT"), gap(),
				p("Pursuant to Federal Rule of Civil Procedure 7.1 and Local Civil Rule 3.1(c) and 3.2(e), Defendants Trinity Grounds Coffee Co. and Rory D. Vancleave provide the following complete list of all persons, associations of persons, firms, partnerships, corporations, guarantors, insurers, affiliates, parent or subsidiary corporations, or other legal entities that are financially interested in the outcome of this case:"),
				row(list, "1.", "Brazos Bend Coffee Roasters, LLC, Plaintiff;"),
				row(list, "2.", "Riverbend Beverage Holdings, Inc., on information and belief the sole member of Plaintiff;"),
				row(list, "3.", "Holloway Arrington PLLC, Celeste M. Arrington-Yoo and Davis P. Okamura, counsel for Plaintiff;"),
				row(list, "4.", "Trinity Grounds Coffee Co., Defendant, which has no parent corporation, and no publicly held corporation owns 10% or more of its stock;"),
				row(list, "5.", "Rory D. Vancleave, Defendant and sole shareholder of Trinity Grounds Coffee Co.;"),
				row(list, "6.", "Lone Star Mutual Casualty Insurance Company, which issued a commercial general liability policy to Trinity Grounds Coffee Co. and is providing a defense under a reservation of rights;"),
				row(list, "7.", "Pecan Valley State Bank, holder of a security interest in the equipment and receivables of Trinity Grounds Coffee Co.;"),
				row(list, "8.", "Pike Szymanski LLP, Roberta K. Szymanski-Olade and Marcus J. Ebbesen, counsel for Defendants."),
			}),
			{
				l("Dated: September 19, 2024"), gap(),
				ls(pl+"PIKE SZYMANSKI LLP", "", pl+"/s/ Roberta K. Szymanski-Olade", pl+"Roberta K. Szymanski-Olade", pl+"Texas Bar No. 24067730", pl+"Marcus J. Ebbesen", pl+"Texas Bar No. 24112958", pl+"500 North Akard Street, Suite 3300", pl+"Dallas, Texas 75201", pl+"ATTORNEYS FOR DEFENDANTS"),
			},
		}}

	tbl := []float64{0.2, 0.5, 0.3}
	decl := doc{name: "Declaration of Javier T. Montemayor-Quinn.pdf", font: "Times", size: 11.5,
		header: hdr("10", "10/03/24"),
		pages: []page{
			with(head, capt, []block{gap(),
				cb("DECLARATION OF JAVIER T. MONTEMAYOR-QUINN IN SUPPORT OF PLAINTIFF'S MOTION FOR PRELIMINARY INJUNCTION"), gap(),
				p("I, Javier T. Montemayor-Quinn, declare as follows:"),
				p("1. I am the founder and managing member of Brazos Bend Coffee Roasters, LLC. I have personal knowledge of the facts stated here."),
				p("2. I signed the Trademark License and Supply Agreement dated May 1, 2021 for Brazos Bend. I sent the notice of default on February 9, 2024 and the notice of termination on March 1, 2024, which set the termination date of March 31, 2024. Trinity Grounds never cured."),
				p("3. Since the termination I, or employees at my direction, have visited or checked the following:"),
				bold(row(tbl, "Date", "What was observed", "Where")),
				row(tbl, "04/06/2024", "BRAZOS BEND exterior sign and menu board in use", "Sylvan Avenue café"),
				row(tbl, "05/18/2024", "Cups printed with the heron design; coffee from another roaster", "Lower Greenville café"),
				row(tbl, "07/22/2024", "Instagram account @brazosbendbar opened, using the heron design", "Online"),
				row(tbl, "09/14/2024", "BRAZOS BEND sign still in use at both cafés", "Both cafés"),
				p("4. On July 30, 2024, one of our wholesale customers told me that her barista, Lupita Cárdenas, had been served a \"Brazos Bend\" latte at the Sylvan Avenue café that tasted nothing like our coffee. Customers who associate our name with those cafés are being misled."),
			}),
			{
				p("5. Brazos Bend cannot control the quality of what Defendants serve under our name. Our wholesale accounts in Dallas fell by six in the second quarter of 2024."),
				p("I declare under penalty of perjury that the foregoing is true and correct."),
				l("Executed on October 3, 2024, in Dallas, Texas."), gap(),
				ls(pl+"/s/ Javier T. Montemayor-Quinn", pl+"Javier T. Montemayor-Quinn"),
				gap(),
				cb("CERTIFICATE OF SERVICE"),
				p("I certify that on October 3, 2024, I filed the foregoing through the Court's CM/ECF system, which will send notice of the filing to all counsel of record, including Roberta K. Szymanski-Olade and Marcus J. Ebbesen, Pike Szymanski LLP, counsel for Defendants."),
				ls(pl+"/s/ Davis P. Okamura", pl+"Davis P. Okamura"),
			},
		}}

	order := doc{name: "Memorandum Opinion and Order.pdf", font: "Times", size: 11.5,
		header: hdr("27", "11/14/24"),
		pages: []page{
			with(head, capt, []block{gap(),
				cb("MEMORANDUM OPINION AND ORDER"), gap(),
				p("Before the Court is Plaintiff Brazos Bend Coffee Roasters, LLC's Motion for Preliminary Injunction (ECF No. 9), filed October 3, 2024. Defendants responded on October 24, 2024 (ECF No. 16), and Plaintiff replied on October 31, 2024 (ECF No. 19). The Court held an evidentiary hearing on November 6, 2024, at which Javier T. Montemayor-Quinn testified for Plaintiff and Defendant Rory D. Vancleave testified for Defendants. For the reasons below, the Court GRANTS the motion."),
				cb("I. BACKGROUND"),
				p("The parties' license agreement of May 1, 2021 allowed Trinity Grounds to use the BRAZOS BEND marks at two cafés and required it to stop on termination. Plaintiff terminated the agreement effective March 31, 2024. Defendants do not dispute that the signs, cups and social-media account remain in use; Mr. Vancleave testified that he believed the agreement gave him a ninety-day sell-off period, but the agreement contains no such term."),
				cb("II. ANALYSIS"),
				p("A movant for a preliminary injunction must show (1) a substantial likelihood of success on the merits, (2) a substantial threat of irreparable injury, (3) that the threatened injury outweighs any harm to the non-movant, and (4) that the injunction will not disserve the public interest. A terminated licensee's continued use of the licensor's mark is a strong case of likely confusion, and under the Trademark Modernization Act a plaintiff who shows likely success on an infringement claim is entitled to a rebuttable presumption of irreparable harm, 15 U.S.C. § 1116(a), which Defendants have not rebutted."),
			}),
			{
				cb("III. CONCLUSION"),
				p("Defendants Trinity Grounds Coffee Co. and Rory D. Vancleave, and those acting in concert with them, are ENJOINED, pending final judgment, from using the BRAZOS BEND mark, the heron and river design, or any confusingly similar mark in connection with coffee or café services, and shall remove all exterior signage bearing the marks by December 6, 2024. This injunction takes effect upon Plaintiff's posting of security under Rule 65(c) in the amount of $25,000."),
				p("IT IS SO ORDERED."),
				l("SIGNED November 14, 2024."), gap(),
				ls(pl+"/s/ Evangeline R. Stroud", pl+"____________________________________", pl+"EVANGELINE R. STROUD", pl+"UNITED STATES DISTRICT JUDGE"),
			},
		}}

	const (
		fc = "Plaintiff's Original Complaint.pdf"
		fi = "Defendants' Certificate of Interested Persons.pdf"
		fd = "Declaration of Javier T. Montemayor-Quinn.pdf"
		fo = "Memorandum Opinion and Order.pdf"
	)
	return spec{
		name:       "brazos-bend-v-trinity-grounds-ndtex",
		title:      "Brazos Bend Coffee Roasters, LLC v. Trinity Grounds Coffee Co. (N.D. Tex., No. 3:24-cv-02187-B), terminated licensee trademark infringement, preliminary injunction",
		firstSight: &truth.Figures{PartyTruth: 11, PartyFound: 13, PartyCorrect: 11, EventTruth: 28, EventHits: 28, Grounded: 1}, // at commit cb2ba8b
		docs:       []doc{complaint, cip, decl, order},
		parties: []truth.Party{
			{Name: "Brazos Bend Coffee Roasters, LLC", Role: "plaintiff"},
			{Name: "Trinity Grounds Coffee Co.", Role: "defendant"},
			{Name: "Rory D. Vancleave", Role: "defendant"},
			{Name: "Rory D. Vancleave", Role: "witness"},
			{Name: "Javier T. Montemayor-Quinn", Role: "declarant"},
			{Name: "Javier T. Montemayor-Quinn", Role: "witness"},
			{Name: "Celeste M. Arrington-Yoo", Role: "counsel"},
			{Name: "Davis P. Okamura", Role: "counsel"},
			{Name: "Roberta K. Szymanski-Olade", Role: "counsel"},
			{Name: "Marcus J. Ebbesen", Role: "counsel"},
			{Name: "Evangeline R. Stroud", Role: "judge"},
		},
		events: []truth.Event{
			{Date: "2024-08-27", File: fc, Page: 1}, // the ECF header
			{Date: "2019-10-15", File: fc, Page: 1},
			{Date: "2021-05-01", File: fc, Page: 2},
			{Date: "2024-02-09", File: fc, Page: 2},
			{Date: "2024-03-31", File: fc, Page: 2},
			{Date: "2024-08-27", File: fc, Page: 2},
			{Date: "2024-09-19", File: fi, Page: 1}, // the ECF header
			{Date: "2024-09-19", File: fi, Page: 2},
			{Date: "2024-10-03", File: fd, Page: 1}, // the ECF header
			{Date: "2021-05-01", File: fd, Page: 1},
			{Date: "2024-02-09", File: fd, Page: 1},
			{Date: "2024-03-01", File: fd, Page: 1},
			{Date: "2024-03-31", File: fd, Page: 1},
			{Date: "2024-04-06", File: fd, Page: 1},
			{Date: "2024-05-18", File: fd, Page: 1},
			{Date: "2024-07-22", File: fd, Page: 1},
			{Date: "2024-09-14", File: fd, Page: 1},
			{Date: "2024-07-30", File: fd, Page: 1},
			{Date: "2024-10-03", File: fd, Page: 2},
			{Date: "2024-11-14", File: fo, Page: 1}, // the ECF header
			{Date: "2024-10-03", File: fo, Page: 1},
			{Date: "2024-10-24", File: fo, Page: 1},
			{Date: "2024-10-31", File: fo, Page: 1},
			{Date: "2024-11-06", File: fo, Page: 1},
			{Date: "2021-05-01", File: fo, Page: 1},
			{Date: "2024-03-31", File: fo, Page: 1},
			{Date: "2024-12-06", File: fo, Page: 2},
			{Date: "2024-11-14", File: fo, Page: 2},
		},
	}
}
