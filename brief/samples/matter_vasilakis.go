package samples

// DEV SET (held out at first sight): a wrongful termination action in the
// Massachusetts Superior Court (Suffolk County): a laboratory scientist
// fired after reporting falsified stability data sues her employer and its
// chief executive (under the Wage Act, which makes a company's president
// liable). The e-filing legend in the top right corner of each filing
// ("Date Filed 1/16/2025 3:12 PM / Superior - Civil / Suffolk County /
// Docket Number 2584CV00131"); the Commonwealth's caption ("COMMONWEALTH OF
// MASSACHUSETTS" over "SUFFOLK, ss." at the left and "SUPERIOR COURT
// DEPARTMENT / CIVIL ACTION NO. 2584CV00131" at the right, the parties
// below); the complaint and jury demand (numbered paragraphs, counts for
// discharge in violation of public policy and under G.L. c. 149, §§ 148
// and 150, the plaintiff's supervisor and a vice president named in the
// facts, "Respectfully submitted, / THEODORA N. VASILAKIS, / By her
// attorneys," with "(BBO #671203)" after each lawyer's name); the chief
// executive's affidavit in support of his motion to dismiss for want of
// personal jurisdiction (numbered paragraphs, "Signed under the pains and
// penalties of perjury this 21st day of February, 2025."); and the
// justice's "MEMORANDUM OF DECISION AND ORDER ON DEFENDANT'S MOTION TO
// DISMISS" (the caption with "CIVIL ACTION / NO. 2584CV00131", a
// footnote-style line naming counsel for each side at the foot of the
// first page, "BACKGROUND", "DISCUSSION", "ORDER", the justice's signature
// over "Justice of the Superior Court" and "Dated:").
// Conventions: the employee is the plaintiff; the company and its chief
// executive are defendants, and the chief executive, who makes the
// affidavit, its declarant; the lawyers who sign the complaint and those
// named in the decision's counsel line are counsel; the justice is the
// judge. The supervisor and the vice president named in the facts, the
// Attorney General's office, the clerk and the cited cases' parties are no
// parties.
func init() { specs = append(specs, vasilakis) }

func vasilakis() matterSpec {
	const (
		cmpF = "Complaint and Jury Demand 2584CV00131.pdf"
		affF = "Affidavit of Grant P. McAllister.pdf"
		decF = "Memorandum of Decision and Order on Motion to Dismiss.pdf"
	)
	legend := func(when string) block {
		return small(r("Date Filed "+when+"\nSuperior - Civil\nSuffolk County\nDocket Number 2584CV00131"), 8)
	}
	head := []block{
		caption("", []string{"COMMONWEALTH OF MASSACHUSETTS", "", "SUFFOLK, ss."}, []string{"", "", "SUPERIOR COURT DEPARTMENT", "CIVIL ACTION NO. 2584CV00131"}),
		gap(),
		caption(")", []string{"THEODORA N. VASILAKIS,", "          Plaintiff,", "", "     v.", "",
			"HARBORVIEW BIOANALYTICS, INC. and", "GRANT P. McALLISTER,", "          Defendants."},
			[]string{"", "", "", "", "", "", "", ""}),
		gap(),
	}

	cmp := doc{name: cmpF, font: "Times", size: 11, unicode: true, footer: "%d",
		pages: []page{
			append(append([]block{legend("1/16/2025 3:12 PM")}, head...),
				cb("COMPLAINT AND JURY DEMAND"), gap(),
				cb("Parties"),
				p("1. The plaintiff, Theodora N. Vasilakis (\"Dr. Vasilakis\"), is an individual residing at 48 Pleasant Street, Arlington, Massachusetts."),
				p("2. The defendant, Harborview Bioanalytics, Inc. (\"Harborview\"), is a Delaware corporation with a usual place of business at 21 Drydock Avenue, Boston, Suffolk County, Massachusetts. Harborview performs contract analytical testing for pharmaceutical companies."),
				p("3. The defendant, Grant P. McAllister, is the President and Chief Executive Officer of Harborview, and as its president is liable for its violations of G.L. c. 149, § 148."),
				cb("Facts"),
				p("4. Dr. Vasilakis began working at Harborview as a senior scientist on April 3, 2017 and was promoted to Associate Director, Stability Testing, in 2021. Her performance reviews were uniformly favorable."),
				p("5. In September 2024, Dr. Vasilakis discovered that stability results for a client's injectable product had been altered in Harborview's laboratory information system so that out-of-specification results were recorded as passing. The data were due to be submitted to the United States Food and Drug Administration."),
				p("6. On October 14, 2024, Dr. Vasilakis reported the altered results in writing to her supervisor, Martin Osgood, and to Harborview's Vice President of Quality, Sunita Goswami, and said that the client and the FDA must be told."),
			),
			{
				p("7. On October 22, 2024, Mr. McAllister met with Dr. Vasilakis and told her that the matter was \"handled\" and that she should not raise it with the client."),
				p("8. On November 1, 2024, Harborview terminated Dr. Vasilakis's employment, citing a \"restructuring.\" No other employee of the stability group was terminated. Harborview did not pay her accrued, unused vacation of 112 hours or her earned 2024 performance bonus on the day of her discharge."),
				p("9. Dr. Vasilakis filed a non-payment of wage complaint with the Office of the Attorney General on December 2, 2024, and received written authorization to pursue a private action on December 20, 2024."),
				cb("Count I - Wrongful Discharge in Violation of Public Policy (Harborview)"),
				p("10. Harborview discharged Dr. Vasilakis for refusing to conceal, and for reporting, conduct that violated federal law, in violation of the public policy of the Commonwealth."),
				cb("Count II - Violation of G.L. c. 149, §§ 148 and 150 (All Defendants)"),
				p("11. The defendants failed to pay Dr. Vasilakis her earned wages, including her accrued vacation pay, on the day of her discharge, and are liable for treble damages, costs and attorneys' fees under G.L. c. 149, § 150."),
				cb("Relief Requested"),
				p("WHEREFORE, the plaintiff requests that the Court enter judgment in her favor against the defendants for her damages, treble damages under G.L. c. 149, § 150, interest, costs and reasonable attorneys' fees, and such further relief as is just."),
				cb("JURY DEMAND"),
				p("The plaintiff demands a trial by jury on all claims so triable."),
				gap(),
				ls("                                                  Respectfully submitted,",
					"                                                  THEODORA N. VASILAKIS,",
					"                                                  By her attorneys,",
					"",
					"                                                  /s/ Declan J. Furey",
					"                                                  Declan J. Furey (BBO #671203)",
					"                                                  Amara C. Osei (BBO #704518)",
					"                                                  FUREY & OSEI LLP",
					"                                                  101 Federal Street, 19th Floor",
					"                                                  Boston, MA 02110",
					"                                                  (617) 555-0129",
					"                                                  dfurey@fureyosei.com",
					"                                                  aosei@fureyosei.com"),
				gap(),
				l("Dated: January 16, 2025"),
			},
		}}

	aff := doc{name: affF, font: "Times", size: 11, unicode: true, footer: "%d",
		pages: []page{
			append(append([]block{legend("2/24/2025 11:40 AM")}, head...),
				cb("AFFIDAVIT OF GRANT P. McALLISTER IN SUPPORT OF HIS"),
				cb("MOTION TO DISMISS FOR LACK OF PERSONAL JURISDICTION"), gap(),
				l("I, Grant P. McAllister, depose and state as follows:"), gap(),
				p("1. I am over the age of eighteen and competent to make this affidavit. I make it on personal knowledge, in support of my motion to dismiss under Mass. R. Civ. P. 12(b)(2)."),
				p("2. I reside at 17 Marcy Street, Portsmouth, New Hampshire, and have resided in New Hampshire since 2009. I do not own property, hold a bank account or pay income tax in Massachusetts."),
				p("3. I have been the Chief Executive Officer of Harborview Bioanalytics, Inc. since March 1, 2022. I am also its President. Harborview's treasurer is its Chief Financial Officer. I have no role in the day-to-day administration of payroll, which is handled by Harborview's human resources department and an outside payroll provider."),
				p("4. I generally work from Harborview's office in Boston two days a week and from my home in Portsmouth the rest of the week."),
			),
			{
				p("5. I did not decide to terminate the plaintiff's employment. The decision to eliminate her position was made by Harborview's Vice President of Quality and approved by its human resources department in late October 2024."),
				p("6. I met the plaintiff on October 22, 2024 in Harborview's Boston office, at her request, to discuss her concerns about certain stability data. I told her that the Quality department was investigating them."),
				gap(),
				l("Signed under the pains and penalties of perjury this 21st day of February, 2025."), gap(),
				ls("                                                  /s/ Grant P. McAllister",
					"                                                  Grant P. McAllister"),
			},
		}}

	dec := doc{name: decF, font: "Times", size: 11, unicode: true, footer: "%d",
		pages: []page{
			{
				caption("", []string{"COMMONWEALTH OF MASSACHUSETTS", "", "SUFFOLK, ss."}, []string{"", "", "SUPERIOR COURT", "CIVIL ACTION", "NO. 2584CV00131"}),
				gap(),
				cb("THEODORA N. VASILAKIS"), gap(),
				c("vs."), gap(),
				cb("HARBORVIEW BIOANALYTICS, INC. & another\u00b9"), gap(),
				cb("MEMORANDUM OF DECISION AND ORDER ON"),
				cb("DEFENDANT'S MOTION TO DISMISS"), gap(),
				p("The plaintiff, Theodora N. Vasilakis, alleges that her former employer, Harborview Bioanalytics, Inc. (\"Harborview\"), discharged her for reporting falsified laboratory data, and that Harborview and its president, Grant P. McAllister, failed to pay her earned wages on her discharge, in violation of the Wage Act, G.L. c. 149, §§ 148 and 150. McAllister moves to dismiss the claim against him for lack of personal jurisdiction, Mass. R. Civ. P. 12(b)(2), and for failure to state a claim, Mass. R. Civ. P. 12(b)(6). Harborview has answered. After a hearing on May 8, 2025, and for the following reasons, the motion is DENIED."),
				cb("BACKGROUND"),
				p("The facts are taken from the complaint and, as to jurisdiction, from McAllister's affidavit dated February 21, 2025. Vasilakis worked for Harborview in Boston from April 3, 2017 until her discharge on November 1, 2024. McAllister, a New Hampshire resident, has been Harborview's president and chief executive officer since March 1, 2022, and works from its Boston office two days each week."),
				gap(),
				small(l("____________________"), 9),
				small(p("\u00b9 Grant P. McAllister. Counsel: Declan J. Furey and Amara C. Osei, of Boston, for the plaintiff; Marisa L. Trombley and Jonah B. Feld, of Boston, for the defendant Grant P. McAllister."), 9),
			},
			{
				cb("DISCUSSION"),
				p("1. Personal jurisdiction. The plaintiff bears the burden of establishing facts on which jurisdiction rests. Jurisdiction over McAllister is authorized by the long-arm statute, G.L. c. 223A, § 3(a), because the claim arises from his transacting business in the Commonwealth as the president of a company whose operations are here, and its exercise accords with due process. McAllister manages from Boston the company that employed the plaintiff in Boston; he could reasonably anticipate being sued here over its wages. SCVNGR, Inc. v. Punchh, Inc., 478 Mass. 324, 330 (2017)."),
				p("2. Failure to state a claim. The Wage Act makes \"the president and treasurer of a corporation\" employers, G.L. c. 149, § 148, and liable for its violations. McAllister's affidavit that he takes no part in payroll does not defeat a claim against him as president on a motion under Rule 12(b)(6). Cook v. Patient Edu, LLC, 465 Mass. 548, 552-553 (2013). Whether he was the president when the wages fell due is not disputed."),
				cb("ORDER"),
				p("For the foregoing reasons, defendant Grant P. McAllister's Motion to Dismiss is DENIED. McAllister shall answer the complaint within ten days of the date of this order. The parties shall file a joint proposed tracking order by July 11, 2025."),
				gap(),
				ls("                                                  /s/ Rosamund K. Tierney",
					"                                                  Rosamund K. Tierney",
					"                                                  Justice of the Superior Court"),
				gap(),
				l("Dated: June 12, 2025"),
			},
		}}

	return matterSpec{
		name: "vasilakis-v-harborview-bioanalytics", title: "Vasilakis v. Harborview Bioanalytics, Inc. & another (Mass. Super. Ct., Suffolk, No. 2584CV00131)", heldOut: true,
		firstSight: &Figures{PartyTruth: 9, PartyFound: 9, PartyCorrect: 9, EventTruth: 19, EventHits: 19, Grounded: 1}, // at ad71891
		docs:       []doc{cmp, aff, dec},
		parties: []Party{
			{"Theodora N. Vasilakis", "plaintiff"},
			{"Harborview Bioanalytics, Inc.", "defendant"},
			{"Grant P. McAllister", "defendant"},
			{"Grant P. McAllister", "declarant"}, // his affidavit
			{"Declan J. Furey", "counsel"},
			{"Amara C. Osei", "counsel"},
			{"Marisa L. Trombley", "counsel"}, // named in the decision's counsel line only
			{"Jonah B. Feld", "counsel"},
			{"Rosamund K. Tierney", "judge"},
		},
		events: []Event{
			{"2025-01-16", cmpF, 1},
			{"2017-04-03", cmpF, 1},
			{"2024-10-14", cmpF, 1},
			{"2024-10-22", cmpF, 2},
			{"2024-11-01", cmpF, 2},
			{"2024-12-02", cmpF, 2},
			{"2024-12-20", cmpF, 2},
			{"2025-01-16", cmpF, 2},
			{"2025-02-24", affF, 1},
			{"2022-03-01", affF, 1},
			{"2024-10-22", affF, 2},
			{"2025-02-21", affF, 2},
			{"2025-05-08", decF, 1},
			{"2025-02-21", decF, 1},
			{"2017-04-03", decF, 1},
			{"2024-11-01", decF, 1},
			{"2022-03-01", decF, 1},
			{"2025-07-11", decF, 2},
			{"2025-06-12", decF, 2},
		},
	}
}
