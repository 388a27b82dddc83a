package sealed

import "pramaan/brief/truth"

// A diversity contract suit in the District of Minnesota (Eighth Circuit),
// every filed page under the district's "CASE 0:24-cv-... Doc. ... Filed ...
// Page ..." header with both judges' initials: a grain-handling equipment
// maker's complaint for the unpaid balance of a supply-and-installation
// contract against an ethanol plant operator and its parent as guarantor
// (caption with "Case No." and the judges' initials beside it, Minnesota
// counsel with the attorney licence number in parentheses), the
// defendants' answer with affirmative defenses and a counterclaim for
// breach of warranty ("Defendant and Counterclaim-Plaintiff", a LR 5.1
// certificate of service by ECF), the plaintiff's controller's declaration
// under 28 U.S.C. § 1746 with an invoice table, and the magistrate judge's
// pretrial scheduling order after a Rule 16 conference with its numbered
// deadlines.
func init() { specs = append(specs, northstarGrain) }

func northstarGrain() spec {
	hdr := func(doc, filed string, pages int) string {
		return "CASE 0:24-cv-02871-KMM-DLM     Doc. " + doc + "     Filed " + filed + "     Page %d of " + itoa(pages)
	}
	court := []block{cb("UNITED STATES DISTRICT COURT"), cb("DISTRICT OF MINNESOTA"), gap()}
	capt := func(pl, df string) block {
		return row([]float64{0.55, 0.05, 0.40},
			"Northstar Grain Handling Systems, Inc.,\n\n                    "+pl+",\n\nv.\n\nRed River Bioprocessing, LLC, and\nHalvorsen Agri-Capital Partners, LP,\n\n                    "+df+".",
			"",
			"Case No. 24-cv-2871 (KMM/DLM)")
	}

	complaint := doc{name: "Complaint.pdf", font: "Times", size: 11,
		header: hdr("1", "07/22/24", 3), headerAlign: "L",
		pages: []page{
			with(court, []block{capt("Plaintiff", "Defendants"), gap(),
				cb("COMPLAINT"), gap(),
				p("Plaintiff Northstar Grain Handling Systems, Inc. (\"Northstar\"), for its Complaint against Defendants Red River Bioprocessing, LLC (\"Red River\") and Halvorsen Agri-Capital Partners, LP (\"Halvorsen\"), states and alleges as follows:"),
				cb("PARTIES"),
				p("1. Northstar is a Minnesota corporation with its principal place of business in Willmar, Minnesota. It designs, fabricates and installs grain receiving, conveying and storage systems."),
				p("2. Red River is a North Dakota limited liability company that operates an ethanol plant near Casselton, North Dakota. Its sole member is Halvorsen."),
				p("3. Halvorsen is a Delaware limited partnership whose general partner and limited partners are all citizens of Delaware, Texas and Illinois. None of the members or partners of Red River or Halvorsen is a citizen of Minnesota."),
				cb("JURISDICTION AND VENUE"),
				p("4. The Court has jurisdiction under 28 U.S.C. § 1332(a): the parties are of diverse citizenship and more than $75,000 is in controversy. Venue is proper under 28 U.S.C. § 1391(b)(2) and the forum-selection clause in Section 18.3 of the contract described below, which designates the state and federal courts sitting in Minnesota."),
			}),
			{
				cb("FACTS"),
				p("5. On March 8, 2023, Northstar and Red River entered into an Equipment Supply and Installation Agreement (the \"Agreement\") under which Northstar agreed to supply and install a new rail receiving pit, two bucket elevators and a 400,000-bushel corn storage bin for a contract price of $3,184,600."),
				p("6. On the same day Halvorsen executed a Parent Guaranty in favor of Northstar, unconditionally guaranteeing the payment of every sum due from Red River under the Agreement."),
				p("7. Northstar achieved mechanical completion on October 27, 2023, and Red River's plant manager signed the certificate of substantial completion on November 3, 2023. Red River has run corn through the new system every week since."),
				p("8. Northstar invoiced the final progress payment and the 10% retainage, totaling $711,240.00, on December 1, 2023. Under Section 6.4 of the Agreement the invoice was due within thirty days. Red River has paid nothing on it."),
				p("9. On April 16, 2024, Northstar demanded payment from Red River and, under the Parent Guaranty, from Halvorsen. Neither has paid."),
				cb("COUNT I - BREACH OF CONTRACT (RED RIVER)"),
				p("10. Red River breached the Agreement by failing to pay the final invoice, damaging Northstar in the amount of $711,240.00, plus contractual interest at 1.5% per month from December 31, 2023."),
				cb("COUNT II - BREACH OF GUARANTY (HALVORSEN)"),
				p("11. Halvorsen breached the Parent Guaranty by failing to pay on demand the sums Red River owes."),
			},
			{
				cb("PRAYER FOR RELIEF"),
				p("WHEREFORE, Northstar asks the Court to enter judgment against Red River and Halvorsen, jointly and severally, for $711,240.00, contractual interest, its reasonable attorneys' fees under Section 19.2 of the Agreement, and costs."),
				gap(),
				ls("Dated: July 22, 2024                       LINDGREN SOLBERG & OKAFOR P.A.", "", "                                           s/ Annika R. Solberg", "                                           Annika R. Solberg (#0391827)", "                                           Theodore M. Okafor-Brandt (#0402215)", "                                           80 South Eighth Street, Suite 2400", "                                           Minneapolis, MN 55402", "                                           (612) 555-0147", "                                           asolberg@lsolaw.example", "", "                                           Attorneys for Plaintiff Northstar Grain", "                                           Handling Systems, Inc."),
			},
		}}

	answer := doc{name: "Answer and Counterclaim.pdf", font: "Times", size: 11,
		header: hdr("9", "08/26/24", 3), headerAlign: "L",
		pages: []page{
			with(court, []block{capt("Plaintiff and Counterclaim-Defendant", "Defendants, and Red River\nBioprocessing, LLC,\n                    Counterclaim-Plaintiff"), gap(),
				cb("DEFENDANTS' ANSWER, AFFIRMATIVE DEFENSES,"), cb("AND COUNTERCLAIM"), gap(),
				p("Defendants Red River Bioprocessing, LLC and Halvorsen Agri-Capital Partners, LP answer the Complaint as follows. Any allegation not expressly admitted is denied."),
				p("1-4. Admitted, except that Defendants deny that the forum-selection clause waives any defense."),
				p("5-6. Admitted that the parties executed the Agreement and the Parent Guaranty on March 8, 2023; the documents speak for themselves."),
				p("7. Admitted that a certificate was signed on November 3, 2023. Denied that the system met the performance specifications of Exhibit C to the Agreement."),
				p("8-11. Denied."),
				cb("AFFIRMATIVE DEFENSES"),
				p("1. Setoff and recoupment. 2. Failure of a condition precedent (the 30-day performance test under Section 9.1). 3. Prior material breach. 4. The Parent Guaranty is limited to sums \"finally determined to be due.\""),
			}),
			{
				cb("COUNTERCLAIM"),
				p("1. Red River realleges the foregoing. Beginning on January 9, 2024, the south bucket elevator tripped on overload whenever it ran above 14,000 bushels per hour, well below the 20,000 bushels per hour Northstar warranted in Exhibit C."),
				p("2. Red River gave written notice of the defect on January 12, 2024 and again on February 20, 2024. Northstar's technicians visited on March 5, 2024 but did not cure the defect. Red River paid an outside millwright $246,800 to replace the head drive and rebuild the boot section, completing the work on May 17, 2024."),
				p("3. Northstar breached the express warranty in Section 11.1 of the Agreement. Red River lost rail car demurrage and throughput and incurred repair costs exceeding $480,000, which it is entitled to set off against any sum due."),
				p("WHEREFORE, Red River asks that Northstar take nothing by its Complaint and that judgment enter for Red River on its Counterclaim in an amount to be proven at trial, with costs."),
				gap(),
				ls("Dated: August 26, 2024                     VANG THORSTAD LLP", "", "                                           s/ Mai Nou Vang", "                                           Mai Nou Vang (#0388104)", "                                           Jeremiah P. Thorstad (#0297731)", "                                           225 South Sixth Street, Suite 3100", "                                           Minneapolis, MN 55402", "                                           (612) 555-0196", "", "                                           Attorneys for Defendants"),
			},
			{
				cb("CERTIFICATE OF SERVICE"), gap(),
				p("I certify that on August 26, 2024, I caused the foregoing Defendants' Answer, Affirmative Defenses, and Counterclaim to be filed with the Clerk of Court using the CM/ECF system, which will send notification of the filing to all counsel of record, including Annika R. Solberg and Theodore M. Okafor-Brandt, counsel for Plaintiff."),
				gap(),
				ls("                                           s/ Mai Nou Vang", "                                           Mai Nou Vang"),
			},
		}}

	decl := doc{name: "Declaration of Gretchen Aaberg.pdf", font: "Times", size: 11,
		header: hdr("18", "10/04/24", 2), headerAlign: "L",
		pages: []page{
			with(court, []block{capt("Plaintiff and Counterclaim-Defendant", "Defendants"), gap(),
				cb("DECLARATION OF GRETCHEN AABERG"), gap(),
				p("I, Gretchen Aaberg, declare as follows:"),
				p("1. I am the Controller of Northstar Grain Handling Systems, Inc. I have held that position since 2017 and have personal knowledge of Northstar's billing and receivables, which are kept in the ordinary course of its business."),
				p("2. The invoices Northstar issued to Red River Bioprocessing, LLC under the Agreement dated March 8, 2023, and the payments received, are as follows:"),
				row([]float64{0.22, 0.22, 0.28, 0.28}, "Invoice", "Date", "Amount", "Paid"),
				row([]float64{0.22, 0.22, 0.28, 0.28}, "NGH-23-0417", "04/14/2023", "$955,380.00", "05/11/2023"),
				row([]float64{0.22, 0.22, 0.28, 0.28}, "NGH-23-0802", "08/02/2023", "$1,517,980.00", "09/01/2023"),
				row([]float64{0.22, 0.22, 0.28, 0.28}, "NGH-23-1201", "12/01/2023", "$711,240.00", "unpaid"),
				gap(),
				p("3. At no time before it answered the Complaint did Red River dispute Invoice NGH-23-1201 in writing. Red River's email of January 12, 2024 concerned a tripped overload relay and asked for a service visit, which Northstar provided without charge on March 5, 2024."),
			}),
			{
				p("4. Contractual interest at 1.5% per month on $711,240.00 from December 31, 2023 through September 30, 2024 is $96,017.40."),
				p("I declare under penalty of perjury that the foregoing is true and correct."),
				gap(),
				ls("Executed on October 3, 2024, in Willmar, Minnesota.", "", "                                           s/ Gretchen Aaberg", "                                           Gretchen Aaberg"),
			},
		}}

	sched := doc{name: "Pretrial Scheduling Order.pdf", font: "Times", size: 11,
		header: hdr("21", "10/15/24", 2), headerAlign: "L",
		pages: []page{
			with(court, []block{capt("Plaintiff and Counterclaim-Defendant", "Defendants"), gap(),
				cb("PRETRIAL SCHEDULING ORDER"), gap(),
				p("Pursuant to Rule 16 of the Federal Rules of Civil Procedure and the Local Rules of this Court, and after a pretrial conference held by video on October 10, 2024, at which Annika R. Solberg appeared for Plaintiff and Jeremiah P. Thorstad appeared for Defendants, IT IS HEREBY ORDERED:"),
				p("1. Initial disclosures under Rule 26(a)(1) shall be exchanged on or before October 25, 2024."),
				p("2. Motions to amend the pleadings or to add parties shall be filed and served on or before December 16, 2024."),
				p("3. Fact discovery shall be commenced in time to be completed on or before May 30, 2025. Each side may take no more than eight depositions, excluding expert witnesses."),
				p("4. Plaintiff's and Counterclaim-Plaintiff's expert disclosures are due June 27, 2025; rebuttal disclosures are due July 25, 2025; expert discovery shall be completed by August 29, 2025."),
				p("5. All dispositive motions shall be filed, served and heard on or before October 31, 2025, in accordance with Local Rule 7.1(c)."),
				p("6. A settlement conference will be held before the undersigned on March 12, 2025, at 9:30 a.m. in Courtroom 9W, U.S. Courthouse, 300 South Fourth Street, Minneapolis. Each party shall attend through a representative with full settlement authority."),
			}),
			{
				p("7. The case shall be ready for a bench trial before United States District Judge Katherine M. Moerke-Lindqvist on or after January 5, 2026. The estimated length of trial is five days."),
				gap(),
				ls("Dated: October 15, 2024                    s/ Dulce L. Marroquín", "                                           Dulce L. Marroquín", "                                           United States Magistrate Judge"),
			},
		}}

	return spec{
		name:       "northstar-grain-v-red-river-bioprocessing-dminn",
		title:      "Northstar Grain Handling Systems, Inc. v. Red River Bioprocessing, LLC (D. Minn., No. 24-cv-2871), unpaid contract balance, guaranty and warranty counterclaim",
		firstSight: &truth.Figures{PartyTruth: 10, PartyFound: 10, PartyCorrect: 9, EventTruth: 23, EventHits: 23, Grounded: 1}, // at commit 6bcf0de
		docs:       []doc{complaint, answer, decl, sched},
		parties: []truth.Party{
			{Name: "Northstar Grain Handling Systems, Inc.", Role: "plaintiff"},
			{Name: "Red River Bioprocessing, LLC", Role: "defendant"},
			{Name: "Halvorsen Agri-Capital Partners, LP", Role: "defendant"},
			{Name: "Annika R. Solberg", Role: "counsel"},
			{Name: "Theodore M. Okafor-Brandt", Role: "counsel"},
			{Name: "Mai Nou Vang", Role: "counsel"},
			{Name: "Jeremiah P. Thorstad", Role: "counsel"},
			{Name: "Gretchen Aaberg", Role: "declarant"},
			{Name: "Dulce L. Marroquín", Role: "judge"},
			{Name: "Katherine M. Moerke-Lindqvist", Role: "judge"},
		},
		events: []truth.Event{
			{Date: "2024-07-22", File: "Complaint.pdf", Page: 1},
			{Date: "2023-03-08", File: "Complaint.pdf", Page: 2},
			{Date: "2023-10-27", File: "Complaint.pdf", Page: 2},
			{Date: "2023-11-03", File: "Complaint.pdf", Page: 2},
			{Date: "2023-12-01", File: "Complaint.pdf", Page: 2},
			{Date: "2024-04-16", File: "Complaint.pdf", Page: 2},
			{Date: "2024-07-22", File: "Complaint.pdf", Page: 3},
			{Date: "2024-08-26", File: "Answer and Counterclaim.pdf", Page: 1},
			{Date: "2024-01-09", File: "Answer and Counterclaim.pdf", Page: 2},
			{Date: "2024-01-12", File: "Answer and Counterclaim.pdf", Page: 2},
			{Date: "2024-02-20", File: "Answer and Counterclaim.pdf", Page: 2},
			{Date: "2024-03-05", File: "Answer and Counterclaim.pdf", Page: 2},
			{Date: "2024-05-17", File: "Answer and Counterclaim.pdf", Page: 2},
			{Date: "2024-08-26", File: "Answer and Counterclaim.pdf", Page: 3},
			{Date: "2024-10-04", File: "Declaration of Gretchen Aaberg.pdf", Page: 1},
			{Date: "2023-12-01", File: "Declaration of Gretchen Aaberg.pdf", Page: 1},
			{Date: "2024-10-03", File: "Declaration of Gretchen Aaberg.pdf", Page: 2},
			{Date: "2024-10-15", File: "Pretrial Scheduling Order.pdf", Page: 1},
			{Date: "2024-10-10", File: "Pretrial Scheduling Order.pdf", Page: 1},
			{Date: "2024-12-16", File: "Pretrial Scheduling Order.pdf", Page: 1},
			{Date: "2025-05-30", File: "Pretrial Scheduling Order.pdf", Page: 1},
			{Date: "2025-03-12", File: "Pretrial Scheduling Order.pdf", Page: 1},
			{Date: "2026-01-05", File: "Pretrial Scheduling Order.pdf", Page: 2},
		},
	}
}
