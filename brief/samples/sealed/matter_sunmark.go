package sealed

import "pramaan/brief/truth"

// A California state commercial case in the Los Angeles Superior Court: the
// complaint on pleading paper (counsel's block with "(SBN ...)" above the
// caption, the clerk's "Electronically FILED by" stamp, "DOES 1 through 25,
// inclusive", the numbered causes of action listed beside the caption, the
// document title in the footer); defence counsel's meet-and-confer letter
// under Code of Civil Procedure section 430.41; the notice of demurrer with
// the hearing's date, time and department beside the caption and counsel's
// meet-and-confer declaration; and the court's minute order on the
// demurrer (judicial assistant, "APPEARANCES:", "NATURE OF PROCEEDINGS:",
// the clerk's certificate of mailing).
func init() { specs = append(specs, sunmark) }

func sunmark() spec {
	complaint := doc{name: "Complaint.pdf", font: "Times", size: 11, pleading: true,
		footer: "COMPLAINT", footer2: "%d",
		pages: []page{
			{
				stamp("Electronically FILED by Superior Court of California,", "County of Los Angeles on 03/11/2024 2:41 PM", "Evelyn R. Castaneda, Executive Officer/Clerk of Court,", "By J. Villanueva, Deputy Clerk"),
				ls("Naomi K. Fairweather (SBN 268841)", "nfairweather@fairweatherlindahl.example", "Desmond A. Okoro-Lindahl (SBN 301556)", "dokoro@fairweatherlindahl.example", "FAIRWEATHER LINDAHL LLP", "2029 Century Park East, Suite 1400", "Los Angeles, California 90067", "Telephone: (310) 555-0127", "", "Attorneys for Plaintiff", "SUNMARK PROVISIONS, INC."), gap(),
				cb("SUPERIOR COURT OF THE STATE OF CALIFORNIA"), cb("FOR THE COUNTY OF LOS ANGELES"), gap(),
				row([]float64{0.5, 0.04, 0.46}, "SUNMARK PROVISIONS, INC., a California corporation,\n\n               Plaintiff,\n\n     vs.\n\nCALDERON BAY COLD LOGISTICS, LLC, a Delaware limited liability company; VIKRAM S. HOLLINGSWORTH, an individual; and DOES 1 through 25, inclusive,\n\n               Defendants.", ")\n)\n)\n)\n)\n)\n)\n)\n)\n)\n)\n)", "Case No.: 24STCV06281\n\nCOMPLAINT FOR:\n(1) BREACH OF WRITTEN CONTRACT;\n(2) BREACH OF THE IMPLIED COVENANT OF GOOD FAITH AND FAIR DEALING;\n(3) NEGLIGENCE (BAILMENT);\n(4) FRAUD\n\nDEMAND FOR JURY TRIAL"),
				gap(),
				p("Plaintiff Sunmark Provisions, Inc. (\"Sunmark\") alleges as follows:"),
				p("1. Sunmark is a California corporation that imports and distributes frozen seafood, with its principal place of business in Vernon, California. Defendant Calderon Bay Cold Logistics, LLC (\"Calderon Bay\") operates a refrigerated warehouse in Commerce, California. Defendant Vikram S. Hollingsworth (\"Hollingsworth\") is Calderon Bay's general manager."),
			},
			{
				p("2. On July 1, 2022, Sunmark and Calderon Bay entered into a written Warehouse Services Agreement (the \"Agreement\") under which Calderon Bay agreed to store Sunmark's product at or below minus 10 degrees Fahrenheit and to monitor temperatures around the clock with alarm notification."),
				p("3. Before Sunmark signed, Hollingsworth represented in an email dated June 14, 2022 that the facility had redundant compressors and a backup generator tested monthly. Those statements were false: the backup generator had not been serviced since 2019."),
				p("4. On the night of November 18-19, 2023, the compressors serving Freezer Room C failed during a power outage and the backup generator did not start. Calderon Bay did not notify Sunmark until the morning of November 20, 2023, by which time 41,600 pounds of Sunmark's product had thawed and had to be destroyed."),
				p("5. Sunmark demanded payment of its loss of $1,187,450 by letter of December 4, 2023. Calderon Bay refused on January 22, 2024, citing a limitation of liability in the Agreement of $0.50 per pound."),
				p("PRAYER. Sunmark prays for damages of not less than $1,187,450, punitive damages on the fourth cause of action, interest, costs and such other relief as the Court finds proper."),
				ls("Dated: March 11, 2024                     FAIRWEATHER LINDAHL LLP", "", "", "                                          By: /s/ Naomi K. Fairweather", "                                              Naomi K. Fairweather", "                                              Desmond A. Okoro-Lindahl", "                                              Attorneys for Plaintiff", "                                              SUNMARK PROVISIONS, INC."),
			},
		}}

	letter := doc{name: "Meet and Confer Letter.pdf", font: "Helvetica", size: 10,
		footer: "Four Embarcadero Center, Suite 2600  |  San Francisco, California 94111  |  T 415.555.0182  |  kmdlaw.example",
		pages: []page{
			{
				lb("KESTREL MORANT & DUVALL LLP"), rule(),
				ls("Graciela M. Paredes-Whitby", "Partner", "gparedes@kmdlaw.example", "Direct: 415.555.0186"), gap(),
				l("April 15, 2024"), gap(),
				ls("VIA EMAIL ONLY", "", "Naomi K. Fairweather, Esq.", "Fairweather Lindahl LLP", "2029 Century Park East, Suite 1400", "Los Angeles, California 90067", "nfairweather@fairweatherlindahl.example"), gap(),
				row([]float64{0.1, 0.9}, "Re:", "Sunmark Provisions, Inc. v. Calderon Bay Cold Logistics, LLC, et al.\nLos Angeles Superior Court Case No. 24STCV06281\nMeet and Confer Regarding Demurrer (Code Civ. Proc. § 430.41)"),
				gap(), l("Dear Counsel:"), gap(),
				p("As you know, we represent Defendants Calderon Bay Cold Logistics, LLC and Vikram S. Hollingsworth in the above matter. Pursuant to Code of Civil Procedure section 430.41, we write to identify the causes of action in the Complaint that we contend are subject to demurrer, and to request a telephone conference to discuss them before Defendants' responsive pleading is due on May 10, 2024 under the parties' stipulation filed April 2, 2024."),
				p("Fourth cause of action (fraud). The Complaint does not plead the fraud claim with the specificity California law requires. It identifies a single email of June 14, 2022 but does not allege who at Sunmark read it, what Sunmark would have done differently, or how the statements caused a loss that is not simply the loss on the contract. As against Mr. Hollingsworth, who is not a party to the Agreement, the fraud claim is the only claim pleaded, and it fails."),
				p("Second cause of action (implied covenant). This claim duplicates the breach of contract claim and seeks the same damages. It is superfluous and subject to demurrer on that ground."),
				p("Please let us know whether you are available for a call on April 19, 2024 or April 22, 2024. If Sunmark will agree to dismiss the second and fourth causes of action, Defendants will answer the remaining claims."),
				ls("Very truly yours,", "", "/s/ Graciela M. Paredes-Whitby", "", "Graciela M. Paredes-Whitby", "", "cc: Thaddeus J. Kroll, Esq. (firm)"),
			},
		}}

	demurrer := doc{name: "Notice of Demurrer and Demurrer.pdf", font: "Times", size: 11, pleading: true,
		footer: "DEFENDANTS' NOTICE OF DEMURRER AND DEMURRER TO COMPLAINT", footer2: "%d",
		pages: []page{
			{
				stamp("Electronically FILED by Superior Court of California,", "County of Los Angeles on 05/10/2024 11:07 AM", "Evelyn R. Castaneda, Executive Officer/Clerk of Court,", "By M. Ortiz, Deputy Clerk"),
				ls("Graciela M. Paredes-Whitby (SBN 223094)", "Thaddeus J. Kroll (SBN 317742)", "KESTREL MORANT & DUVALL LLP", "Four Embarcadero Center, Suite 2600", "San Francisco, California 94111", "Telephone: (415) 555-0182", "", "Attorneys for Defendants", "CALDERON BAY COLD LOGISTICS, LLC and", "VIKRAM S. HOLLINGSWORTH"), gap(),
				cb("SUPERIOR COURT OF THE STATE OF CALIFORNIA"), cb("FOR THE COUNTY OF LOS ANGELES"), gap(),
				row([]float64{0.5, 0.04, 0.46}, "SUNMARK PROVISIONS, INC., a California corporation,\n\n               Plaintiff,\n     vs.\n\nCALDERON BAY COLD LOGISTICS, LLC, et al.,\n\n               Defendants.", ")\n)\n)\n)\n)\n)\n)\n)", "Case No.: 24STCV06281\n\nDEFENDANTS' NOTICE OF DEMURRER AND DEMURRER TO COMPLAINT\n\nDate:   July 16, 2024\nTime:   8:30 a.m.\nDept.:  53\nRES ID: 418822906143\n\nAction Filed: March 11, 2024\nTrial Date: None Set"),
				gap(),
				p("TO PLAINTIFF AND ITS ATTORNEYS OF RECORD:"),
				p("PLEASE TAKE NOTICE that on July 16, 2024 at 8:30 a.m., or as soon thereafter as the matter may be heard, in Department 53 of the above-entitled Court, located at 111 North Hill Street, Los Angeles, California 90012, Defendants Calderon Bay Cold Logistics, LLC and Vikram S. Hollingsworth will and hereby do demur to the second and fourth causes of action of the Complaint under Code of Civil Procedure section 430.10, subdivisions (e) and (f)."),
			},
			{
				cb("DECLARATION OF GRACIELA M. PAREDES-WHITBY"),
				p("I, Graciela M. Paredes-Whitby, declare:"),
				p("1. I am an attorney at law licensed to practice in California and a partner of Kestrel Morant & Duvall LLP, counsel for Defendants. I make this declaration under Code of Civil Procedure section 430.41, subdivision (a)(3)."),
				p("2. On April 15, 2024, I sent Plaintiff's counsel a letter identifying each cause of action subject to demurrer and the authority supporting our position. On April 22, 2024, I spoke by telephone with Desmond A. Okoro-Lindahl, counsel for Plaintiff, for approximately thirty minutes. The parties did not reach an agreement resolving the objections raised in the demurrer."),
				p("I declare under penalty of perjury under the laws of the State of California that the foregoing is true and correct. Executed on May 9, 2024, at San Francisco, California."),
				ls("", "                                          /s/ Graciela M. Paredes-Whitby", "                                          Graciela M. Paredes-Whitby"),
				gap(),
				ls("Dated: May 10, 2024                       KESTREL MORANT & DUVALL LLP", "", "                                          By: /s/ Thaddeus J. Kroll", "                                              Thaddeus J. Kroll", "                                              Attorneys for Defendants"),
			},
		}}

	minute := doc{name: "Minute Order - Hearing on Demurrer.pdf", font: "Helvetica", size: 9.5,
		footer: "Minute Order                                                                                    Page %d of %t", footerAlign: "L",
		pages: []page{
			{
				cb("SUPERIOR COURT OF CALIFORNIA, COUNTY OF LOS ANGELES"), c("Civil Division"), c("Central District, Stanley Mosk Courthouse, Department 53"), gap(),
				row([]float64{0.6, 0.4}, "24STCV06281\nSUNMARK PROVISIONS, INC. vs CALDERON BAY COLD LOGISTICS, LLC, et al.", "July 16, 2024\n8:30 AM"),
				rule(),
				row([]float64{0.5, 0.5}, "Judge: Honorable Lucinda Marrero-Shaw\nJudicial Assistant: A. Petrosyan\nCourtroom Assistant: D. Kim", "CSR: None\nERM: None\nDeputy Sheriff: None"),
				rule(),
				l("APPEARANCES:"),
				ls("For Plaintiff(s): Desmond A. Okoro-Lindahl (Telephonic)", "For Defendant(s): Graciela M. Paredes-Whitby"), gap(),
				l("NATURE OF PROCEEDINGS: Hearing on Demurrer - without Motion to Strike"), gap(),
				p("The Court's tentative ruling was posted online on July 15, 2024. The matter is called for hearing. Counsel submit on the tentative."),
				p("The Demurrer - without Motion to Strike filed by Calderon Bay Cold Logistics, LLC, Vikram S. Hollingsworth on 05/10/2024 is Sustained in part and Overruled in part."),
				p("The demurrer to the fourth cause of action (fraud) is sustained with 20 days leave to amend. The demurrer to the second cause of action is overruled; at the pleading stage a claim for breach of the implied covenant may proceed where, as here, it rests on conduct distinct from the express terms."),
				p("Plaintiff may file a First Amended Complaint by August 5, 2024. Defendants are to respond within 30 days of service thereof. The Case Management Conference is continued to October 2, 2024 at 8:30 AM in Department 53."),
				p("Defendants to give notice."),
			},
			{
				cb("CERTIFICATE OF MAILING"),
				p("I, the below-named Executive Officer/Clerk of the above-entitled court, do hereby certify that I am not a party to the cause herein, and that on this date I served the Minute Order entered herein on 07/16/2024 upon each party or counsel named below by placing the document for collection and mailing so as to cause it to be deposited in the United States mail at the courthouse in Los Angeles, California."),
				ls("Naomi K. Fairweather", "Fairweather Lindahl LLP", "2029 Century Park East, Suite 1400", "Los Angeles, CA 90067", "", "Graciela M. Paredes-Whitby", "Kestrel Morant & Duvall LLP", "Four Embarcadero Center, Suite 2600", "San Francisco, CA 94111"), gap(),
				ls("Dated: 07/16/2024                         Evelyn R. Castaneda, Executive Officer / Clerk of Court", "", "                                          By: A. Petrosyan", "                                              Deputy Clerk"),
			},
		}}

	return spec{
		name: "sunmark-provisions-v-calderon-bay-lasc", title: "Sunmark Provisions, Inc. v. Calderon Bay Cold Logistics, LLC (L.A. Super. Ct. No. 24STCV06281)",
		firstSight: &truth.Figures{PartyTruth: 12, PartyFound: 17, PartyCorrect: 12, EventTruth: 27, EventHits: 27, Grounded: 1}, // at commit 9ac289f
		docs:       []doc{complaint, letter, demurrer, minute},
		parties: []truth.Party{
			{Name: "Sunmark Provisions, Inc.", Role: "plaintiff"},
			{Name: "Calderon Bay Cold Logistics, LLC", Role: "defendant"},
			{Name: "Vikram S. Hollingsworth", Role: "defendant"},
			{Name: "Naomi K. Fairweather", Role: "counsel"},
			{Name: "Naomi K. Fairweather", Role: "recipient"},
			{Name: "Desmond A. Okoro-Lindahl", Role: "counsel"},
			{Name: "Graciela M. Paredes-Whitby", Role: "counsel"},
			{Name: "Graciela M. Paredes-Whitby", Role: "sender"},
			{Name: "Graciela M. Paredes-Whitby", Role: "declarant"},
			{Name: "Thaddeus J. Kroll", Role: "counsel"},
			{Name: "Thaddeus J. Kroll", Role: "recipient"}, // copied on the letter
			{Name: "Lucinda Marrero-Shaw", Role: "judge"},
		},
		events: []truth.Event{
			{Date: "2024-03-11", File: "Complaint.pdf", Page: 1},
			{Date: "2022-07-01", File: "Complaint.pdf", Page: 2},
			{Date: "2022-06-14", File: "Complaint.pdf", Page: 2},
			{Date: "2023-11-18", File: "Complaint.pdf", Page: 2},
			{Date: "2023-11-20", File: "Complaint.pdf", Page: 2},
			{Date: "2023-12-04", File: "Complaint.pdf", Page: 2},
			{Date: "2024-01-22", File: "Complaint.pdf", Page: 2},
			{Date: "2024-03-11", File: "Complaint.pdf", Page: 2},
			{Date: "2024-04-15", File: "Meet and Confer Letter.pdf", Page: 1},
			{Date: "2024-05-10", File: "Meet and Confer Letter.pdf", Page: 1},
			{Date: "2024-04-02", File: "Meet and Confer Letter.pdf", Page: 1},
			{Date: "2022-06-14", File: "Meet and Confer Letter.pdf", Page: 1},
			{Date: "2024-04-19", File: "Meet and Confer Letter.pdf", Page: 1},
			{Date: "2024-04-22", File: "Meet and Confer Letter.pdf", Page: 1},
			{Date: "2024-05-10", File: "Notice of Demurrer and Demurrer.pdf", Page: 1},
			{Date: "2024-07-16", File: "Notice of Demurrer and Demurrer.pdf", Page: 1},
			{Date: "2024-03-11", File: "Notice of Demurrer and Demurrer.pdf", Page: 1},
			{Date: "2024-04-15", File: "Notice of Demurrer and Demurrer.pdf", Page: 2},
			{Date: "2024-04-22", File: "Notice of Demurrer and Demurrer.pdf", Page: 2},
			{Date: "2024-05-09", File: "Notice of Demurrer and Demurrer.pdf", Page: 2},
			{Date: "2024-05-10", File: "Notice of Demurrer and Demurrer.pdf", Page: 2},
			{Date: "2024-07-16", File: "Minute Order - Hearing on Demurrer.pdf", Page: 1},
			{Date: "2024-07-15", File: "Minute Order - Hearing on Demurrer.pdf", Page: 1},
			{Date: "2024-05-10", File: "Minute Order - Hearing on Demurrer.pdf", Page: 1},
			{Date: "2024-08-05", File: "Minute Order - Hearing on Demurrer.pdf", Page: 1},
			{Date: "2024-10-02", File: "Minute Order - Hearing on Demurrer.pdf", Page: 1},
			{Date: "2024-07-16", File: "Minute Order - Hearing on Demurrer.pdf", Page: 2},
		},
	}
}
