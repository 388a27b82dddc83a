package sealed

import "pramaan/brief/truth"

// A business court case in the Eighth Judicial District Court, Clark
// County, Nevada, on numbered pleading paper: a slot-machine supplier sues
// a casino operator for unpaid revenue shares under a participation
// agreement, and the court stays the case for arbitration. The complaint
// (the document code "COMP" and the attorneys' block at the top left with
// Nevada Bar numbers, the clerk's "Electronically Filed" stamp, "CASE NO.:
// A-24-...-B" and "DEPT. NO.:", "DOES I through X; and ROE CORPORATIONS I
// through X", the arbitration-exemption line, "DATED this ... day of");
// the summons with the registered process server's affidavit of service
// ("STATE OF NEVADA ) COUNTY OF CLARK ) ss:", licence numbers, the person
// served for the registered agent, a notary's jurat); the defendant's answer
// with affirmative defences and a certificate of service by the firm's
// employee through the e-filing system; and the notice of entry of order
// with the findings of fact, conclusions of law and order staying the case
// attached (the hearing's appearances, the judge's electronic signature
// with its code, "Respectfully submitted by:", "Approved as to form and
// content:") and the court's automated certificate of service listing the
// e-service recipients.
//
// Conventions of this truth: the fictitious DOE and ROE defendants are not
// listed; counsel in the blocks and those the order records as appearing
// are counsel (counsel listed on an automated or e-filing certificate of
// service are not recipients); the process server who swears the affidavit
// of service is a declarant; the district judge is a judge; the clerk, the
// notary, the registered agent and its employee served, the law firms'
// employees who certify service or receive e-service and the casino's slot
// director named in the narrative have no role. The attached order's own
// filing stamp is an event of the page it heads.
func init() { specs = append(specs, silverMesaClark) }

func silverMesaClark() spec {
	capt := caption(")", []string{
		"SILVER MESA GAMING SYSTEMS, LLC,",
		"a Nevada limited liability company,",
		"",
		"               Plaintiff,",
		"vs.",
		"",
		"REDHAWK HOSPITALITY GROUP, INC.,",
		"a Nevada corporation; DOES I",
		"through X; and ROE CORPORATIONS I",
		"through X, inclusive,",
		"",
		"               Defendants.",
	}, []string{"", "CASE NO.: A-24-891446-B", "DEPT. NO.: XI", "", "", "", "", "", "", "", "", ""})
	court := []block{cb("DISTRICT COURT"), cb("CLARK COUNTY, NEVADA"), gap()}
	pBlock := []string{"Vanessa R. Delacroix-Haynes, Esq.", "Nevada Bar No. 11482", "Peter J. Kostopoulos, Esq.", "Nevada Bar No. 14906", "SANDSTONE KOSTOPOULOS LLP", "3960 Howard Hughes Parkway, Suite 500", "Las Vegas, Nevada 89169", "Telephone: (702) 555-0188", "vdelacroix@sandstonelaw.example", "Attorneys for Plaintiff"}
	dBlock := []string{"Graham T. Bexley, Esq.", "Nevada Bar No. 8841", "Liana S. Harrow-Matsuda, Esq.", "Nevada Bar No. 15022", "BEXLEY HARROW, LLP", "1980 Festival Plaza Drive, Suite 700", "Las Vegas, Nevada 89135", "Telephone: (702) 555-0119", "gbexley@bexleyharrow.example", "Attorneys for Defendant Redhawk Hospitality Group, Inc."}
	efiled := func(when string) block {
		return stamp("Electronically Filed", when, "Marisa J. Cordero", "CLERK OF THE COURT")
	}
	pl := "                                        "

	complaint := doc{name: "Complaint.pdf", font: "Times", size: 11, pleading: true,
		footer: "COMPLAINT - %d",
		pages: []page{
			with([]block{efiled("5/14/2024 2:31 PM"), l("COMP"), ls(pBlock...), gap()}, court, capt, []block{gap(),
				cb("COMPLAINT"), c("(Business Court Matter Requested - Exempt from Arbitration: Amount in Controversy Exceeds $50,000)"), gap(),
				p("Plaintiff Silver Mesa Gaming Systems, LLC (\"Silver Mesa\"), by and through its counsel, Sandstone Kostopoulos LLP, hereby complains and alleges against Defendant Redhawk Hospitality Group, Inc. (\"Redhawk\") as follows:"),
				p("1. Silver Mesa is a Nevada limited liability company licensed by the Nevada Gaming Commission as a manufacturer and distributor of gaming devices."),
				p("2. Redhawk is a Nevada corporation that owns and operates the Redhawk Station Casino at 6600 Boulder Highway, Henderson, Nevada."),
			}),
			{
				p("3. The true names and capacities of Defendants DOES I through X and ROE CORPORATIONS I through X are unknown to Silver Mesa, which will seek leave to amend this Complaint when they are ascertained."),
				p("4. Under a Gaming Device Participation Agreement dated June 1, 2021 (\"the Agreement\"), Silver Mesa placed 186 of its proprietary slot machines on Redhawk's casino floor in exchange for 22 percent of the net win of each device, payable monthly within fifteen days after the end of each month."),
				p("5. Redhawk paid in full through December 31, 2023. It has paid nothing since. By letter dated March 1, 2024, Silver Mesa gave notice of default and demanded payment of the net-win shares for January and February 2024. On April 2, 2024, Redhawk's slot director, Curtis Lamoreaux, removed forty of the devices from the floor without notice."),
				p("6. As of the date of this Complaint, Redhawk owes Silver Mesa not less than $1,627,418.62 under the Agreement."),
				cb("FIRST CLAIM FOR RELIEF (Breach of Contract)"),
				p("7. Silver Mesa performed its obligations under the Agreement. Redhawk breached the Agreement by failing to pay the net-win shares and by removing devices before the end of the term, damaging Silver Mesa in an amount in excess of $50,000."),
				cb("SECOND CLAIM FOR RELIEF (Breach of the Implied Covenant of Good Faith and Fair Dealing)"),
				p("8. Redhawk performed the Agreement in a manner unfaithful to its purpose, deliberately diverting play from Silver Mesa's devices to its own machines."),
				cb("THIRD CLAIM FOR RELIEF (Unjust Enrichment)"),
				p("9. In the alternative, Redhawk retained the net win generated by Silver Mesa's devices without paying for it."),
				p("WHEREFORE, Silver Mesa prays for damages in excess of $50,000, prejudgment interest, attorney's fees and costs as provided in Section 14.3 of the Agreement, and such other relief as the Court deems just."),
				l("DATED this 14th day of May, 2024."),
				ls(pl+"SANDSTONE KOSTOPOULOS LLP", pl+"/s/ Vanessa R. Delacroix-Haynes", pl+"Vanessa R. Delacroix-Haynes, Esq. (NV Bar 11482)", pl+"Peter J. Kostopoulos, Esq. (NV Bar 14906)", pl+"Attorneys for Plaintiff"),
			},
		}}

	aos := doc{name: "Affidavit of Service.pdf", font: "Times", size: 11, pleading: true,
		pages: []page{
			with([]block{efiled("5/21/2024 10:06 AM"), l("AOS"), ls(pBlock...), gap()}, court, capt, []block{gap(),
				cb("AFFIDAVIT OF SERVICE"), gap(),
				ls("STATE OF NEVADA    )", "                   ) ss:", "COUNTY OF CLARK    )"),
				p("Darnell O. Fitzhugh-Reyes, being duly sworn, says: That at all times herein affiant was and is a citizen of the United States, over 18 years of age, licensed to serve civil process in the State of Nevada under license #R-2019-04417, and not a party to or interested in the proceeding in which this affidavit is made. That affiant received the Summons and Complaint on 5/15/2024 and served the same on 5/17/2024 at 10:42 AM by delivering and leaving a copy with Lorraine Castaneda-Wolfe, Authorized Agent for Registered Agent Solutions of Nevada, Inc., the registered agent of Defendant REDHAWK HOSPITALITY GROUP, INC., at 2300 West Sahara Avenue, Suite 800, Las Vegas, Nevada 89102."),
			}),
			{
				p("I declare under penalty of perjury under the law of the State of Nevada that the foregoing is true and correct."),
				ls(pl+"/s/ Darnell O. Fitzhugh-Reyes", pl+"Darnell O. Fitzhugh-Reyes, R-2019-04417", pl+"Desert Legal Support, LLC, License #1721", pl+"Work Order No. DLS-24-118203"),
				gap(),
				l("Subscribed and sworn to before me on 05/20/2024 by Darnell O. Fitzhugh-Reyes."),
				ls("/s/ Kristen A. Moradi-Sloane", "Notary Public, State of Nevada", "Appointment No. 19-4418-1", "My Appointment Expires: 09/11/2026"),
			},
		}}

	answer := doc{name: "Answer.pdf", font: "Times", size: 11, pleading: true,
		footer: "ANSWER - %d",
		pages: []page{
			with([]block{efiled("6/7/2024 4:48 PM"), l("ANS"), ls(dBlock...), gap()}, court, capt, []block{gap(),
				cb("DEFENDANT REDHAWK HOSPITALITY GROUP, INC.'S ANSWER TO COMPLAINT"), gap(),
				p("Defendant Redhawk Hospitality Group, Inc. (\"Redhawk\"), by and through its counsel, Bexley Harrow, LLP, answers the Complaint as follows, without waiving its right to compel arbitration:"),
			}),
			{
				p("1-3. Redhawk admits paragraphs 1 and 2 and lacks knowledge sufficient to form a belief as to paragraph 3, and therefore denies it."),
				p("4. Redhawk admits that the parties entered into the Agreement dated June 1, 2021, which speaks for itself, and denies any characterization inconsistent with it."),
				p("5. Redhawk admits that it has withheld payment since January 2024 and that it received Silver Mesa's letter dated March 1, 2024. Redhawk denies the remaining allegations of paragraph 5. Forty devices were removed on April 2, 2024 because they had failed Gaming Control Board field inspection on March 27, 2024."),
				p("6-9. Denied."),
				cb("AFFIRMATIVE DEFENSES"),
				p("1. Section 16.2 of the Agreement requires that any dispute arising out of it be resolved by binding arbitration in Las Vegas under the Commercial Arbitration Rules of the American Arbitration Association. 2. Setoff: Silver Mesa's devices were out of service for 1,912 device-days in 2023, for which the Agreement entitles Redhawk to credits. 3. Failure to mitigate. 4. Redhawk reserves the right to amend these defenses."),
				l("DATED this 7th day of June, 2024."),
				ls(pl+"BEXLEY HARROW, LLP", pl+"/s/ Graham T. Bexley", pl+"Graham T. Bexley, Esq. (NV Bar 8841)", pl+"Liana S. Harrow-Matsuda, Esq. (NV Bar 15022)", pl+"Attorneys for Defendant"),
				cb("CERTIFICATE OF SERVICE"),
				p("Pursuant to NRCP 5(b) and EDCR 8.05, I certify that I am an employee of Bexley Harrow, LLP and that on this 7th day of June, 2024, I caused the foregoing ANSWER TO COMPLAINT to be served through the Court's Odyssey eFileNV system upon all parties registered for electronic service, including Vanessa R. Delacroix-Haynes, Esq. and Peter J. Kostopoulos, Esq., Sandstone Kostopoulos LLP."),
				ls(pl+"/s/ Yesenia Ruvalcaba", pl+"An Employee of Bexley Harrow, LLP"),
			},
		}}

	sig := []float64{0.5, 0.5}
	neoj := doc{name: "Notice of Entry of Order.pdf", font: "Times", size: 11, pleading: true,
		pages: []page{
			with([]block{efiled("10/3/2024 11:20 AM"), l("NEOJ"), ls(dBlock...), gap()}, court, capt, []block{gap(),
				cb("NOTICE OF ENTRY OF ORDER GRANTING DEFENDANT'S MOTION TO STAY PROCEEDINGS PENDING ARBITRATION"), gap(),
				l("TO: ALL PARTIES AND THEIR COUNSEL OF RECORD:"),
				p("PLEASE TAKE NOTICE that the Findings of Fact, Conclusions of Law, and Order Granting Defendant's Motion to Stay Proceedings Pending Arbitration was entered in the above-captioned matter on the 2nd day of October, 2024, a copy of which is attached hereto."),
				l("DATED this 3rd day of October, 2024."),
				ls(pl+"BEXLEY HARROW, LLP", pl+"/s/ Liana S. Harrow-Matsuda", pl+"Liana S. Harrow-Matsuda, Esq. (NV Bar 15022)", pl+"Attorneys for Defendant"),
			}),
			with([]block{efiled("10/2/2024 3:55 PM"), l("FFCL"), ls(dBlock...), gap()}, court, capt, []block{gap(),
				cb("FINDINGS OF FACT, CONCLUSIONS OF LAW, AND ORDER GRANTING DEFENDANT'S MOTION TO STAY PROCEEDINGS PENDING ARBITRATION"),
				p("This matter came on for hearing on September 10, 2024, at 9:00 a.m., in Department XI, the Honorable Adriana L. Fenwick-Obi presiding. Vanessa R. Delacroix-Haynes, Esq. and Peter J. Kostopoulos, Esq. appeared for Plaintiff, and Graham T. Bexley, Esq. appeared for Defendant. Having considered the papers and the arguments of counsel, the Court finds and orders as follows:"),
			}),
			{
				p("1. Section 16.2 of the Agreement dated June 1, 2021 is a written agreement to arbitrate governed by NRS 38.219, and the parties' dispute over unpaid net-win shares and device removals falls within it."),
				p("2. Redhawk did not waive its right to arbitrate by filing an answer that expressly preserved the right and by moving to stay on July 12, 2024, before any discovery was taken."),
				p("IT IS HEREBY ORDERED that Defendant's Motion to Stay Proceedings Pending Arbitration is GRANTED. This action is STAYED under NRS 38.221 pending the conclusion of arbitration. The parties shall file a joint status report by March 31, 2025."),
				gap(),
				ls(pl+"Dated this 2nd day of October, 2024", "", pl+"/s/ Adriana L. Fenwick-Obi", pl+"DISTRICT COURT JUDGE", pl+"7C2 A81 1D36 E4C2", pl+"Adriana L. Fenwick-Obi", pl+"District Court Judge"),
				gap(),
				row(sig, "Respectfully submitted by:\nBEXLEY HARROW, LLP\n/s/ Graham T. Bexley\nGraham T. Bexley, Esq.\nNevada Bar No. 8841\nAttorneys for Defendant", "Approved as to form and content:\nSANDSTONE KOSTOPOULOS LLP\n/s/ Peter J. Kostopoulos\nPeter J. Kostopoulos, Esq.\nNevada Bar No. 14906\nAttorneys for Plaintiff"),
			},
			{
				l("CSERV"), gap(),
				cb("DISTRICT COURT"), cb("CLARK COUNTY, NEVADA"), gap(),
				row([]float64{0.55, 0.45}, "Silver Mesa Gaming Systems, LLC, Plaintiff(s)\nvs.\nRedhawk Hospitality Group, Inc., Defendant(s)", "CASE NO: A-24-891446-B\n\nDEPT. NO. Department 11"),
				gap(),
				cb("AUTOMATED CERTIFICATE OF SERVICE"),
				p("This automated certificate of service was generated by the Eighth Judicial District Court. The foregoing Findings of Fact, Conclusions of Law and Order was served via the court's electronic eFile system to all recipients registered for e-Service on the above entitled case as listed below:"),
				l("Service Date: 10/2/2024"),
				ls("Vanessa R. Delacroix-Haynes      vdelacroix@sandstonelaw.example", "Peter J. Kostopoulos             pkostopoulos@sandstonelaw.example", "Graham T. Bexley                 gbexley@bexleyharrow.example", "Liana S. Harrow-Matsuda          lharrow@bexleyharrow.example", "Yesenia Ruvalcaba                yruvalcaba@bexleyharrow.example", "Sandstone Docketing              docket@sandstonelaw.example"),
			},
		}}

	const (
		fc = "Complaint.pdf"
		fs = "Affidavit of Service.pdf"
		fa = "Answer.pdf"
		fn = "Notice of Entry of Order.pdf"
	)
	return spec{
		name:       "silver-mesa-gaming-v-redhawk-hospitality-clark",
		title:      "Silver Mesa Gaming Systems, LLC v. Redhawk Hospitality Group, Inc. (Nev. 8th Jud. Dist. Ct., Clark County, No. A-24-891446-B), slot participation agreement, stay pending arbitration",
		firstSight: &truth.Figures{PartyTruth: 8, PartyFound: 13, PartyCorrect: 8, EventTruth: 25, EventHits: 25, Grounded: 1}, // at commit cb2ba8b
		docs:       []doc{complaint, aos, answer, neoj},
		parties: []truth.Party{
			{Name: "Silver Mesa Gaming Systems, LLC", Role: "plaintiff"},
			{Name: "Redhawk Hospitality Group, Inc.", Role: "defendant"},
			{Name: "Vanessa R. Delacroix-Haynes", Role: "counsel"},
			{Name: "Peter J. Kostopoulos", Role: "counsel"},
			{Name: "Graham T. Bexley", Role: "counsel"},
			{Name: "Liana S. Harrow-Matsuda", Role: "counsel"},
			{Name: "Adriana L. Fenwick-Obi", Role: "judge"},
			{Name: "Darnell O. Fitzhugh-Reyes", Role: "declarant"},
		},
		events: []truth.Event{
			{Date: "2024-05-14", File: fc, Page: 1}, // the clerk's stamp
			{Date: "2021-06-01", File: fc, Page: 2},
			{Date: "2023-12-31", File: fc, Page: 2},
			{Date: "2024-03-01", File: fc, Page: 2},
			{Date: "2024-04-02", File: fc, Page: 2},
			{Date: "2024-05-14", File: fc, Page: 2},
			{Date: "2024-05-21", File: fs, Page: 1}, // the clerk's stamp
			{Date: "2024-05-15", File: fs, Page: 1},
			{Date: "2024-05-17", File: fs, Page: 1},
			{Date: "2024-05-20", File: fs, Page: 2},
			{Date: "2024-06-07", File: fa, Page: 1}, // the clerk's stamp
			{Date: "2021-06-01", File: fa, Page: 2},
			{Date: "2024-03-01", File: fa, Page: 2},
			{Date: "2024-04-02", File: fa, Page: 2},
			{Date: "2024-03-27", File: fa, Page: 2},
			{Date: "2024-06-07", File: fa, Page: 2},
			{Date: "2024-10-03", File: fn, Page: 1}, // the clerk's stamp and the notice's date
			{Date: "2024-10-02", File: fn, Page: 1},
			{Date: "2024-10-02", File: fn, Page: 2}, // the order's own filing stamp
			{Date: "2024-09-10", File: fn, Page: 2},
			{Date: "2021-06-01", File: fn, Page: 3},
			{Date: "2024-07-12", File: fn, Page: 3},
			{Date: "2025-03-31", File: fn, Page: 3},
			{Date: "2024-10-02", File: fn, Page: 3},
			{Date: "2024-10-02", File: fn, Page: 4},
		},
	}
}
