package sealed

import "pramaan/brief/truth"

// A homeowner's suit in the Circuit Court of Fairfax County, Virginia,
// against a pool builder that abandoned the job and its owner, who sold the
// contract while the company's contractor's licence had lapsed. The cover
// sheet for filing civil actions on the Commonwealth's form (case number
// blank, check boxes for the kind of claim, "ATTORNEY FOR PLAINTIFF", the
// signator's address and the form number with its revision in the footer);
// the complaint ("VIRGINIA:" over the court, the defendants with "Serve:"
// their registered agent, "by counsel", counts for breach of contract, the
// Virginia Consumer Protection Act and fraud in the inducement, "TRIAL BY
// JURY IS DEMANDED", "CORINNE M. HALLOWELL / By Counsel" over the VSB
// numbers, the clerk's civil intake stamp); the defendants' demurrer
// (Va. Code § 8.01-273, the notice of hearing on the Friday motions docket
// and a certificate of service "on this ... day of"); and the order on the
// demurrer ("THIS MATTER came before the Court", "ENTERED this ... day of",
// the judge's line, "I ASK FOR THIS:" and "SEEN AND OBJECTED TO" under Rule
// 1:13).
//
// Conventions of this truth: the homeowner is a plaintiff, the company and
// its owner sued individually are defendants; the lawyers who sign the
// cover sheet, the pleadings and the order's endorsements are counsel
// (counsel served under a certificate of service are not recipients, and a
// notice of hearing addressed to no one makes none); the judge whose name is
// under the signature line is a judge; the registered agent, the clerk, the
// county inspector, the state licensing board and the completing contractor
// named in the complaint have no role. Header and stamp dates are events on
// the first page only; a date written in a page's text is an event of that
// page; the cover sheet's form revision is not an event.
func init() { specs = append(specs, hallowellFairfax) }

func hallowellFairfax() spec {
	capt := func() []block {
		return append([]block{
			lb("VIRGINIA:"),
			cb("IN THE CIRCUIT COURT OF FAIRFAX COUNTY"), gap(),
		}, caption("", []string{
			"CORINNE M. HALLOWELL",
			"4117 Wrenfield Court",
			"Fairfax, Virginia 22032,",
			"                    Plaintiff,",
			"v.",
			"BRIGHTMOOR CUSTOM POOLS, INC.",
			"Serve: Nathaniel R. Quist, Registered Agent",
			"    8221 Old Courthouse Road, Suite 200",
			"    Vienna, Virginia 22182",
			"and",
			"DMITRI V. STAVROS",
			"Serve: 6904 Lee Highway, Apt. 3B",
			"    Arlington, Virginia 22213,",
			"                    Defendants.",
		}, []string{"", "", "", "", "Case No. CL 2024-0016482", "", "", "", "", "", "", "", "", ""})...)
	}
	pl := "                                                                        "
	pSig := []string{pl + "CORINNE M. HALLOWELL", pl + "By Counsel", "", "___________________________________", "Kendra L. Aberathy (VSB No. 84127)", "Marcus J. Feld (VSB No. 90314)", "ABERATHY FELD PLLC", "10560 Main Street, Suite 310", "Fairfax, Virginia 22030", "Telephone: (703) 555-0162", "kaberathy@aberathyfeld.example", "Counsel for Plaintiff"}
	dSig := []string{pl + "BRIGHTMOOR CUSTOM POOLS, INC.", pl + "and DMITRI V. STAVROS", pl + "By Counsel", "", "___________________________________", "Priya N. Venkataram-Lowe (VSB No. 77218)", "CALVERT HOLLIS & VENKATARAM, P.C.", "2000 North 14th Street, Suite 800", "Arlington, Virginia 22201", "Telephone: (703) 555-0135", "pvl@calverthollis.example", "Counsel for Defendants"}

	xb := func(on bool, s string) string {
		if on {
			return "[X] " + s
		}
		return "[ ] " + s
	}
	cols := []float64{0.34, 0.33, 0.33}
	cover := doc{name: "Cover Sheet for Filing Civil Actions.pdf", font: "Helvetica", size: 8.5,
		footer: "FORM CC-1416 (MASTER) PAGE ONE 07/22", footerAlign: "L",
		pages: []page{
			{
				row([]float64{0.6, 0.4}, "COVER SHEET FOR FILING CIVIL ACTIONS\nCOMMONWEALTH OF VIRGINIA", "Case No. ...........................\n(CLERK'S OFFICE USE ONLY)"),
				gap(),
				c("........................Fairfax County........................................................ Circuit Court"),
				gap(),
				row([]float64{0.5, 0.5}, "CORINNE M. HALLOWELL\n..........................................................\nPLAINTIFF(S)", "BRIGHTMOOR CUSTOM POOLS, INC.\nDMITRI V. STAVROS\nDEFENDANT(S)"),
				gap(),
				p("I, the undersigned [ ] plaintiff [ ] defendant [X] attorney for [X] plaintiff [ ] defendant hereby notify the Clerk of Court that I am filing the following civil action. (Please indicate by checking box that most closely identifies the claim being asserted or relief sought.)"),
				row(cols, "GENERAL CIVIL", "ADMINISTRATIVE LAW", "MISCELLANEOUS"),
				row(cols, "Subsequent Actions", xb(false, "Appeal Decision of Board of Zoning"), xb(false, "Amend Death Certificate")),
				row(cols, xb(false, "Claim Impleading Third Party Defendant"), xb(false, "Appeal Decision of Marine Resources Commission"), xb(false, "Appointment (select one)")),
				row(cols, xb(false, "Counterclaim"), xb(false, "Appeal Decision of Voter Registrar"), xb(false, "Bond Forfeiture Appeal")),
				row(cols, "Commercial", "", ""),
				row(cols, xb(false, "Accounting"), "PROTECTIVE ORDERS", xb(false, "Declaratory Judgment")),
				row(cols, xb(true, "Breach of Contract"), xb(false, "Petition for Protective Order"), xb(false, "Declare Death")),
				row(cols, xb(false, "Conversion"), "", xb(false, "Driving Privileges")),
				row(cols, xb(false, "Detinue"), "CIVIL RIGHTS", xb(false, "Expungement")),
				row(cols, xb(false, "Garnishment"), xb(false, "Restoration of Civil Rights"), xb(false, "Forfeiture of Property or Money")),
				row(cols, "Tort", "", xb(false, "Freedom of Information")),
				row(cols, xb(false, "Asbestos Litigation"), "CONTRACT ACTIONS", xb(false, "Injunction")),
				row(cols, xb(true, "Business and Contract Tort"), xb(false, "Mechanics Lien"), xb(false, "Interdiction")),
				row(cols, xb(false, "Motor Vehicle Tort"), xb(false, "Partition"), xb(false, "Name Change")),
				row(cols, xb(false, "Product Liability"), xb(false, "Quiet Title"), xb(false, "Referendum Elections")),
				row(cols, xb(false, "Wrongful Death"), xb(false, "Termination of Mineral Rights"), xb(false, "Other General Tort Liability")),
				row(cols, xb(false, "Malicious Prosecution"), "", xb(true, "Other (Virginia Consumer Protection Act)")),
				gap(),
				row([]float64{0.5, 0.5}, "[X] Damages in the amount of $ 240,000.00 are claimed.", ""),
				gap(),
				row([]float64{0.25, 0.35, 0.4}, "August 19, 2024\n..............................\nDATE", "[ ] PLAINTIFF [ ] DEFENDANT [X] ATTORNEY FOR\n[X] PLAINTIFF [ ] DEFENDANT", "/s/ Kendra L. Aberathy\n..............................\nSIGNATURE"),
				gap(),
				l("Kendra L. Aberathy (VSB No. 84127)"),
				l("..................................................................................."),
				l("PRINT NAME"),
				l("Aberathy Feld PLLC, 10560 Main Street, Suite 310, Fairfax, Virginia 22030 / (703) 555-0162"),
				l("..................................................................................."),
				l("ADDRESS/TELEPHONE NUMBER OF SIGNATOR"),
				l("kaberathy@aberathyfeld.example"),
				l("..................................................................................."),
				l("EMAIL ADDRESS OF SIGNATOR (OPTIONAL)"),
			},
		}}

	complaint := doc{name: "Complaint.pdf", font: "Times", size: 11.5,
		pages: []page{
			with([]block{stamp("FILED", "CIVIL INTAKE", "AUG 19 2024", "CLERK, CIRCUIT COURT", "FAIRFAX, VA")}, capt(), []block{gap(),
				cb("COMPLAINT"), gap(),
				p("Plaintiff Corinne M. Hallowell (\"Ms. Hallowell\"), by counsel, states as follows for her Complaint against Defendants Brightmoor Custom Pools, Inc. (\"Brightmoor\") and Dmitri V. Stavros (\"Stavros\"):"),
				cb("Parties, Jurisdiction and Venue"),
				p("1. Ms. Hallowell owns and resides at 4117 Wrenfield Court, Fairfax, Virginia (the \"Property\")."),
				p("2. Brightmoor is a Virginia stock corporation with its principal office in Vienna, Virginia. Stavros is its president and sole shareholder and personally sold and managed the contract at issue."),
				p("3. This Court has jurisdiction under Va. Code § 17.1-513, and venue is proper under Va. Code § 8.01-262 because the Property is in Fairfax County and the causes of action arose here."),
			}),
			{
				cb("Facts"),
				p("4. On March 4, 2023, Ms. Hallowell and Brightmoor signed a Pool Construction Agreement (the \"Agreement\") for an in-ground gunite pool and spa at the Property for a contract price of $96,400.00. Stavros signed for Brightmoor and wrote beside his signature \"Class A Contractor Lic. No. 2705 118842\"."),
				p("5. Before she signed, Stavros told Ms. Hallowell in her kitchen on February 27, 2023 that Brightmoor held a current Class A contractor's licence and that the pool would be complete by June 30, 2023. In fact Brightmoor's licence had expired on January 31, 2023, and was not renewed until November 14, 2023."),
				p("6. Ms. Hallowell paid a deposit of $28,920.00 on March 6, 2023 and a second draw of $33,740.00 on May 22, 2023, on Stavros's written representation that the steel and plumbing were complete and had passed inspection."),
				p("7. On July 11, 2023, the Fairfax County inspector failed the pre-gunite inspection because the bonding grid had not been installed. Brightmoor's crew did not return. On August 2, 2023, Stavros told Ms. Hallowell by text message that the crew would be back \"next week\"; no one came."),
				p("8. By letter dated October 16, 2023, Ms. Hallowell terminated the Agreement for Brightmoor's abandonment and demanded the return of her payments less the value of the work done. Brightmoor did not respond. Ms. Hallowell paid another contractor $71,250.00 to remove defective work and complete the pool, which was finished on April 26, 2024."),
				cb("Count I - Breach of Contract (against Brightmoor)"),
				p("9. Brightmoor breached the Agreement by abandoning the work and by failing to perform it in a workmanlike manner. Ms. Hallowell has been damaged in an amount not less than $37,510.00, the sum by which her payments and the cost of completion exceed the contract price."),
				cb("Count II - Virginia Consumer Protection Act (against both Defendants)"),
				p("10. Brightmoor and Stavros are suppliers in a consumer transaction. Their misrepresentation that Brightmoor held a current contractor's licence, and Stavros's false statement that the work had passed inspection, violated Va. Code § 59.1-200(A)(14). The violations were willful, and Ms. Hallowell is entitled to treble damages and attorney's fees under Va. Code § 59.1-204."),
				cb("Count III - Fraud in the Inducement (against both Defendants)"),
				p("11. Stavros's statements of February 27, 2023 were false statements of present fact, made knowingly and with intent to mislead, on which Ms. Hallowell relied in signing the Agreement and making her payments, to her damage."),
			},
			{
				p("WHEREFORE, Plaintiff Corinne M. Hallowell asks the Court to enter judgment in her favor (a) against Brightmoor on Count I in the amount of $37,510.00; (b) against Brightmoor and Stavros, jointly and severally, on Count II in the amount of $112,530.00, being treble her actual damages, with reasonable attorney's fees and costs; (c) against Brightmoor and Stavros, jointly and severally, on Count III in the amount of $62,660.00 in compensatory damages and $50,000.00 in punitive damages; together with prejudgment interest from October 16, 2023 and her costs; provided that she shall not recover more than once for the same loss."),
				gap(),
				cb("TRIAL BY JURY IS DEMANDED"),
				gap(),
				ls(pSig...),
			},
		}}

	demurrer := doc{name: "Demurrer.pdf", font: "Times", size: 11.5,
		pages: []page{
			with(capt(), []block{gap(),
				cb("DEFENDANTS' DEMURRER"), gap(),
				p("Defendants Brightmoor Custom Pools, Inc. (\"Brightmoor\") and Dmitri V. Stavros (\"Mr. Stavros\"), by counsel, pursuant to Va. Code § 8.01-273, demur to the Complaint filed on August 19, 2024, and state the following grounds:"),
				p("1. Count II fails to state a claim against Mr. Stavros. The only supplier in the transaction was Brightmoor; the Complaint alleges no consumer transaction to which Mr. Stavros was a party in his own right."),
				p("2. Count III fails to state a claim because the alleged misrepresentation concerning licensure is a matter of public record, which Plaintiff could have verified with the Department of Professional and Occupational Regulation before March 4, 2023, and because a statement that work would be complete by June 30, 2023 is a promise of future performance, not a statement of present fact."),
				p("3. Count III is barred by the source-of-duty rule: every duty alleged arises from the Agreement, and Plaintiff's remedy lies in contract."),
				p("WHEREFORE, Defendants ask that the demurrer be sustained as to Count II against Mr. Stavros and as to Count III against both Defendants, and that those counts be dismissed with prejudice."),
			}),
			{
				ls(dSig...),
				gap(),
				cb("NOTICE OF HEARING"),
				p("PLEASE TAKE NOTICE that the foregoing Demurrer will be heard on Friday, October 18, 2024, at 10:00 a.m., or as soon thereafter as counsel may be heard, on the Court's civil motions docket, Fairfax County Courthouse, 4110 Chain Bridge Road, Fairfax, Virginia 22030."),
				gap(),
				cb("CERTIFICATE OF SERVICE"),
				p("I hereby certify that on this 12th day of September, 2024, a true copy of the foregoing Demurrer and Notice of Hearing was sent by electronic mail and by first-class mail, postage prepaid, to Kendra L. Aberathy, Esq. and Marcus J. Feld, Esq., Aberathy Feld PLLC, 10560 Main Street, Suite 310, Fairfax, Virginia 22030, counsel for Plaintiff."),
				ls(pl+"___________________________________", pl+"Priya N. Venkataram-Lowe"),
			},
		}}

	order := doc{name: "Order on Demurrer.pdf", font: "Times", size: 11.5,
		pages: []page{
			with(capt(), []block{gap(),
				cb("ORDER"), gap(),
				p("THIS MATTER came before the Court on October 18, 2024, on the Demurrer of Defendants Brightmoor Custom Pools, Inc. and Dmitri V. Stavros, filed September 12, 2024; and the Court, having considered the pleadings and the argument of counsel, and for the reasons stated from the bench, it is hereby"),
				p("ORDERED that the Demurrer is OVERRULED as to Count II of the Complaint; it is further"),
				p("ORDERED that the Demurrer is SUSTAINED as to Count III of the Complaint as it relates to the alleged promise that the work would be complete by June 30, 2023, and OVERRULED as to Count III in all other respects; it is further"),
				p("ORDERED that Plaintiff is granted leave to file an Amended Complaint within twenty-one (21) days of entry of this Order, and Defendants shall file responsive pleadings within twenty-one (21) days after service of any Amended Complaint."),
				gap(),
				l("ENTERED this 18th day of October, 2024."),
				gap(),
				ls(pl+"___________________________________", pl+"JUDGE Harlan T. Wexcombe"),
			}),
			{
				l("I ASK FOR THIS:"), gap(),
				ls("___________________________________", "Kendra L. Aberathy (VSB No. 84127)", "Marcus J. Feld (VSB No. 90314)", "ABERATHY FELD PLLC", "10560 Main Street, Suite 310", "Fairfax, Virginia 22030", "Counsel for Plaintiff"),
				gap(), gap(),
				l("SEEN AND OBJECTED TO, for the reasons stated in the Demurrer and at the hearing, as to the overruling of the Demurrer:"), gap(),
				ls("___________________________________", "Priya N. Venkataram-Lowe (VSB No. 77218)", "CALVERT HOLLIS & VENKATARAM, P.C.", "2000 North 14th Street, Suite 800", "Arlington, Virginia 22201", "Counsel for Defendants"),
			},
		}}

	const (
		fc = "Cover Sheet for Filing Civil Actions.pdf"
		fp = "Complaint.pdf"
		fd = "Demurrer.pdf"
		fo = "Order on Demurrer.pdf"
	)
	return spec{
		name:       "hallowell-v-brightmoor-custom-pools-fairfax-cir",
		title:      "Hallowell v. Brightmoor Custom Pools, Inc. and Stavros (Fairfax Cir. Ct., Va., No. CL 2024-0016482), abandoned pool contract and VCPA",
		firstSight: &truth.Figures{PartyTruth: 7, PartyFound: 9, PartyCorrect: 7, EventTruth: 22, EventHits: 22, Grounded: 1}, // at commit 78b7104
		docs:       []doc{cover, complaint, demurrer, order},
		parties: []truth.Party{
			{Name: "Corinne M. Hallowell", Role: "plaintiff"},
			{Name: "Brightmoor Custom Pools, Inc.", Role: "defendant"},
			{Name: "Dmitri V. Stavros", Role: "defendant"},
			{Name: "Kendra L. Aberathy", Role: "counsel"},
			{Name: "Marcus J. Feld", Role: "counsel"},
			{Name: "Priya N. Venkataram-Lowe", Role: "counsel"},
			{Name: "Harlan T. Wexcombe", Role: "judge"},
		},
		events: []truth.Event{
			{Date: "2024-08-19", File: fc, Page: 1},
			{Date: "2024-08-19", File: fp, Page: 1}, // the intake stamp
			{Date: "2023-03-04", File: fp, Page: 2},
			{Date: "2023-02-27", File: fp, Page: 2},
			{Date: "2023-06-30", File: fp, Page: 2},
			{Date: "2023-01-31", File: fp, Page: 2},
			{Date: "2023-11-14", File: fp, Page: 2},
			{Date: "2023-03-06", File: fp, Page: 2},
			{Date: "2023-05-22", File: fp, Page: 2},
			{Date: "2023-07-11", File: fp, Page: 2},
			{Date: "2023-08-02", File: fp, Page: 2},
			{Date: "2023-10-16", File: fp, Page: 2},
			{Date: "2024-04-26", File: fp, Page: 2},
			{Date: "2023-10-16", File: fp, Page: 3},
			{Date: "2024-08-19", File: fd, Page: 1},
			{Date: "2023-03-04", File: fd, Page: 1},
			{Date: "2023-06-30", File: fd, Page: 1},
			{Date: "2024-10-18", File: fd, Page: 2},
			{Date: "2024-09-12", File: fd, Page: 2},
			{Date: "2024-10-18", File: fo, Page: 1},
			{Date: "2024-09-12", File: fo, Page: 1},
			{Date: "2023-06-30", File: fo, Page: 1},
		},
	}
}
