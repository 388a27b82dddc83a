package samples

// DEV SET (held out at first sight): a government contractor's suit in the
// Circuit Court of Fairfax County, Virginia, against a former director who
// left for a rival and took two of its people and its place on a prime
// contractor's team, and against the rival: breach of a non-solicitation
// covenant, tortious interference and statutory business conspiracy,
// through the demurrer. The civil intake clerk's stamp at the top right
// of each filing's first page ("FILED / CIVIL INTAKE / 2024 JUL 12 PM 2:38
// / CLERK, CIRCUIT COURT / FAIRFAX, VA"); "VIRGINIA:" over "IN THE CIRCUIT
// COURT OF FAIRFAX COUNTY" and a caption without a rule, the individual
// defendant with her address and the company with a "Serve:" block naming
// its registered agent, "Case No. CL 2024-0008817" at the right; the
// complaint ("by counsel", the employees solicited, the prime contractor
// and the rival's managing member named in the facts, "TRIAL BY JURY IS
// DEMANDED.", the client's name over "By Counsel" and the lawyers with
// "(VSB No. ...)", the firm, "Counsel for Plaintiff"); the demurrer ("COME
// NOW the Defendants, X and Y, by counsel, and pursuant to Va. Code §
// 8.01-273", Virginia cases cited, both clients over "By Counsel", the
// lawyers with ", VSB No." after their names, a certificate of service
// listing the other side's lawyers "Esquire (VSB No. ...)"); a praecipe
// setting the demurrer on the Friday Motions Docket (signed by the second
// lawyer, "Counsel for Plaintiff, X, Esquire, was consulted"); defence
// counsel's letter to the plaintiff's lawyers enclosing the sketch order
// (letterhead, the writer's direct dial at the top, "VIA ELECTRONIC
// MAIL", both addressees "Esquire" over the firm, a two-line "Re:",
// "Dear Greg and Yvette:", the judge named by surname, "Enclosure", "cc:"
// to the rival's managing member with his title and company, to the
// individual client "Ms. X", and to the co-counsel "Esquire"); and the
// sketch order ("THIS MATTER came before the Court on ...", "IT APPEARING
// to the Court", "ADJUDGED, ORDERED and DECREED", "ENTERED this ____ day
// of September, 2024." with the day left for the judge's hand, the judge's
// printed name under the line, "WE ASK FOR THIS:" and "SEEN AND OBJECTED
// TO for the reasons stated in ..." side by side with each side's two
// lawyers).
// Conventions: the contractor is the plaintiff and the former director and
// the rival company are defendants; every lawyer of either side (in
// signature blocks, certificates of service and the order's endorsements)
// is counsel, keyed without "Esquire" or the VSB number; the letter's
// writer is its sender and both addressees and everyone it copies its
// recipients: the rival's managing member (copied at his company, which
// is where he works and no recipient), the former director (a defendant
// and a recipient), the co-counsel; the circuit judge is the judge, keyed
// by the full name the order prints. The registered agent, the two
// employees solicited, the prime contractor and the firms are no parties.
// The clerk's stamp date is an event on each filing's first page; every
// other date printed is an event on its page. The order's entry date,
// whose day is blank, is none.
func init() { specs = append(specs, talloway) }

func talloway() matterSpec {
	const (
		cmpF = "CL 2024-0008817 Complaint.pdf"
		dmrF = "CL 2024-0008817 Defendants' Demurrer.pdf"
		prcF = "CL 2024-0008817 Praecipe - Friday Motions Docket 09-13-2024.pdf"
		ltrF = "2024-09-16 Ferreira-Hale letter to Pendleford enclosing proposed order.pdf"
		ordF = "CL 2024-0008817 Order on Demurrer (sketch order).pdf"
	)
	stamp := func(when string) block {
		return small(r("FILED\nCIVIL INTAKE\n"+when+"\nCLERK, CIRCUIT COURT\nFAIRFAX, VA"), 8)
	}
	head := []block{ls("VIRGINIA:"), cb("IN THE CIRCUIT COURT OF FAIRFAX COUNTY"), gap()}
	capt := caption("", []string{
		"TALLOWAY FEDERAL SOLUTIONS, INC.,",
		"",
		"          Plaintiff,",
		"",
		"v.",
		"",
		"NADIA F. KHOURY",
		"12207 Lake Newport Road",
		"Reston, Virginia 20194,",
		"",
		"and",
		"",
		"LANTERN KNOLL ADVISORY, LLC",
		"   Serve: Harlan D. Voigtlander, Registered Agent",
		"             1750 Tysons Boulevard, Suite 1500",
		"             McLean, Virginia 22102,",
		"",
		"          Defendants.",
	}, []string{"", "", "", "", "", "", "", "", "Case No. CL 2024-0008817"})
	shortCapt := caption("", []string{
		"TALLOWAY FEDERAL SOLUTIONS, INC.,",
		"          Plaintiff,",
		"v.",
		"NADIA F. KHOURY, et al.,",
		"          Defendants.",
	}, []string{"", "", "Case No. CL 2024-0008817"})
	defBlock := func(signer string) block {
		lines := []string{
			"                                                            NADIA F. KHOURY",
			"                                                            LANTERN KNOLL ADVISORY, LLC",
			"                                                            By Counsel",
			"",
		}
		if signer == "lph" {
			lines = append(lines,
				"_/s/ Lucinda P. Ferreira-Hale____________",
				"Lucinda P. Ferreira-Hale, VSB No. 65530",
				"Jerome T. Whitlock-Adeyemi, VSB No. 87402")
		} else {
			lines = append(lines,
				"_/s/ Jerome T. Whitlock-Adeyemi__________",
				"Jerome T. Whitlock-Adeyemi, VSB No. 87402",
				"Lucinda P. Ferreira-Hale, VSB No. 65530")
		}
		lines = append(lines,
			"FERREIRA-HALE WHITLOCK PLLC",
			"8300 Greensboro Drive, Suite 800",
			"McLean, Virginia 22102",
			"Telephone: (703) 555-0158",
			"lferreirahale@fhwlaw.com",
			"jwhitlockadeyemi@fhwlaw.com",
			"Counsel for Defendants")
		return ls(lines...)
	}

	cmp := doc{name: cmpF, font: "Times", size: 11, unicode: true,
		pages: []page{
			append(append([]block{stamp("2024 JUL 12 PM 2:38")}, head...), capt, gap(),
				cb("COMPLAINT"), gap(),
				p("Plaintiff Talloway Federal Solutions, Inc. (\"Talloway\"), by counsel, states as follows for its Complaint against Defendants Nadia F. Khoury (\"Khoury\") and Lantern Knoll Advisory, LLC (\"Lantern Knoll\"):"),
				cb("PARTIES"),
				p("1. Talloway is a Virginia corporation with its principal office in Chantilly, Fairfax County, Virginia. It provides systems engineering and program support to federal defense and intelligence customers, chiefly as a subcontractor to prime contractors."),
				p("2. Khoury resides in Fairfax County. From August 19, 2019 until April 26, 2024, she was Talloway's Director of Capture Management."),
			),
			{
				p("3. Lantern Knoll is a Virginia limited liability company with its office in McLean, Virginia. Its managing member is Bradley C. Pennick-Hardaway."),
				cb("JURISDICTION AND VENUE"),
				p("4. This Court has jurisdiction under Va. Code § 17.1-513. Venue is proper under Va. Code § 8.01-262 because Khoury resides, and both Defendants regularly conduct business, in Fairfax County, and the causes of action arose here."),
				cb("FACTS"),
				p("5. On August 15, 2019, as a condition of her employment, Khoury signed an Employee Confidentiality and Non-Solicitation Agreement (the \"Agreement\"), a copy of which is Exhibit 1. Section 4 of the Agreement provides that, for twelve months after her employment ends, Khoury will not (a) solicit any Talloway employee with whom she worked to leave Talloway, or (b) solicit any customer or teaming partner with which she had material contact in her last two years at Talloway to obtain from anyone else the services Talloway provided to it."),
				p("6. In her last two years at Talloway, Khoury led its effort to keep its place on the team of Pamunkey Ridge Defense Systems, Inc., the prime contractor on the SENTINEL LANCE task order, for the recompete of that task order."),
				p("7. On April 5, 2024, Khoury gave notice of her resignation, effective April 26, 2024, saying she planned to take time off. On May 20, 2024, Lantern Knoll announced that she had joined it as its Vice President of Growth."),
				p("8. On May 24, 2024, Talloway's counsel sent Mr. Pennick-Hardaway a copy of the Agreement and asked that Lantern Knoll honor it."),
				p("9. Between May 22, 2024 and June 7, 2024, Khoury contacted Devon A. Scarpaci, Talloway's program manager on SENTINEL LANCE, and Mei-Ling Tsao, its lead systems engineer, both of whom had worked for years with her, and offered them positions with Lantern Knoll. Both resigned from Talloway on June 10, 2024 and joined Lantern Knoll."),
				p("10. On June 3, 2024, Khoury met Pamunkey Ridge Defense Systems, Inc.'s capture director and proposed that Lantern Knoll take Talloway's place on the recompete team, offering the same key personnel. On June 28, 2024, Pamunkey Ridge Defense Systems, Inc. told Talloway that it would not include Talloway in its proposal."),
				cb("COUNT I - BREACH OF CONTRACT (Khoury)"),
				p("11. Talloway incorporates the foregoing paragraphs. Khoury breached Section 4 of the Agreement, causing Talloway damages of not less than $1,450,000 in lost profits on the recompete."),
			},
			{
				cb("COUNT II - TORTIOUS INTERFERENCE WITH CONTRACT (Lantern Knoll)"),
				p("12. Talloway incorporates the foregoing paragraphs. Lantern Knoll knew of the Agreement no later than May 24, 2024 and intentionally induced and procured Khoury's breaches of it."),
				cb("COUNT III - STATUTORY BUSINESS CONSPIRACY (Va. Code §§ 18.2-499 and -500) (All Defendants)"),
				p("13. Talloway incorporates the foregoing paragraphs. Defendants combined to willfully and maliciously injure Talloway in its trade and business, by means of Khoury's breaches of the Agreement and the solicitation of Talloway's employees and teaming partner."),
				p("WHEREFORE, Talloway asks the Court to enter judgment against Defendants, jointly and severally, for compensatory damages of $1,450,000, trebled on Count III under Va. Code § 18.2-500, its reasonable attorneys' fees and costs, pre-judgment interest from June 28, 2024, and such further relief as is just."),
				cb("TRIAL BY JURY IS DEMANDED."),
				gap(),
				ls("Dated: July 12, 2024                                    TALLOWAY FEDERAL SOLUTIONS, INC.",
					"                                                            By Counsel",
					"",
					"/s/ Gregory M. Pendleford",
					"Gregory M. Pendleford (VSB No. 48213)",
					"Yvette S. Armistead (VSB No. 91177)",
					"PENDLEFORD ARMISTEAD PLC",
					"3977 Chain Bridge Road, Suite 300",
					"Fairfax, Virginia 22030",
					"Telephone: (703) 555-0171",
					"Facsimile: (703) 555-0172",
					"gpendleford@pendlefordarmistead.com",
					"yarmistead@pendlefordarmistead.com",
					"Counsel for Plaintiff"),
			},
		}}

	dmr := doc{name: dmrF, font: "Times", size: 11, unicode: true,
		pages: []page{
			append(append([]block{stamp("2024 AUG -2 AM 11:17")}, head...), shortCapt, gap(),
				cb("DEFENDANTS' DEMURRER"), gap(),
				p("COME NOW the Defendants, Nadia F. Khoury and Lantern Knoll Advisory, LLC, by counsel, and pursuant to Va. Code § 8.01-273 and Rule 3:8 of the Rules of the Supreme Court of Virginia, demur to the Complaint filed by Talloway Federal Solutions, Inc. (\"Talloway\"), and in support state as follows:"),
				p("1. Count I fails to state a claim because Section 4 of the Agreement is overbroad and unenforceable. Its customer clause bars the solicitation of any \"customer or teaming partner\" for any of the services Talloway provided, without regard to whether Khoury performed or supervised them, and its employee clause reaches every employee with whom she \"worked\". A restrictive covenant is enforced only if it is narrowly drawn to protect the employer's legitimate business interest, and its reasonableness is judged by its terms, not by how the employer chooses to apply it. Home Paramount Pest Control Cos. v. Shaffer, 282 Va. 412, 415-16 (2011)."),
				p("2. Count II fails because it depends on the enforceability of the Agreement, and because, to the extent it rests on Talloway's expected place on the recompete team, Talloway had at most a business expectancy, interference with which requires improper methods that the Complaint does not allege. Dunlap v. Cottman Transmission Sys., LLC, 287 Va. 207, 216-17 (2014)."),
			),
			{
				p("3. Count III fails because the only unlawful act it alleges is a breach of contract, which cannot support a claim of statutory business conspiracy, and because it does not allege with particularity that Defendants acted with legal malice. Hiring at-will employees who choose to leave is not an unlawful act."),
				p("WHEREFORE, Defendants ask that the Court sustain this Demurrer and dismiss the Complaint with prejudice."),
				gap(),
				defBlock("lph"),
				gap(),
				cb("CERTIFICATE OF SERVICE"),
				p("I hereby certify that on this 2nd day of August, 2024, a true copy of the foregoing Demurrer was sent by electronic mail and first-class mail, postage prepaid, to:"),
				ls("          Gregory M. Pendleford, Esquire (VSB No. 48213)",
					"          Yvette S. Armistead, Esquire (VSB No. 91177)",
					"          Pendleford Armistead PLC",
					"          3977 Chain Bridge Road, Suite 300",
					"          Fairfax, Virginia 22030",
					"          Counsel for Plaintiff"),
				gap(),
				ls("                                                            /s/ Lucinda P. Ferreira-Hale",
					"                                                            Lucinda P. Ferreira-Hale"),
			},
		}}

	prc := doc{name: prcF, font: "Times", size: 11, unicode: true,
		pages: []page{
			append(append([]block{stamp("2024 AUG 15 PM 3:02")}, head...), shortCapt, gap(),
				cb("PRAECIPE"), gap(),
				p("The Clerk will please place the following matter on the Court's Friday Motions Docket for hearing on Friday, September 13, 2024, at 10:00 a.m., or as soon thereafter as counsel may be heard:"),
				c("Defendants' Demurrer"),
				c("Estimated time for argument: 30 minutes"), gap(),
				p("Counsel for Plaintiff, Gregory M. Pendleford, Esquire, was consulted on August 14, 2024 and agreed to this date. Defendants' memorandum in support was filed with the Demurrer on August 2, 2024."),
				gap(),
				defBlock("jtw"),
			),
			{
				cb("CERTIFICATE OF SERVICE"),
				p("I hereby certify that on this 15th day of August, 2024, a true copy of the foregoing Praecipe was sent by electronic mail to Gregory M. Pendleford, Esquire, and Yvette S. Armistead, Esquire, Pendleford Armistead PLC, Counsel for Plaintiff."),
				ls("                                                            /s/ Jerome T. Whitlock-Adeyemi",
					"                                                            Jerome T. Whitlock-Adeyemi"),
			},
		}}

	ltr := doc{name: ltrF, font: "Times", size: 11, unicode: true,
		pages: []page{{
			cb("FERREIRA-HALE WHITLOCK PLLC"),
			small(c("8300 Greensboro Drive, Suite 800  |  McLean, Virginia 22102  |  (703) 555-0158  |  fhwlaw.com"), 8.5),
			gap(),
			small(ls("Lucinda P. Ferreira-Hale", "Direct Dial: (703) 555-0159", "lferreirahale@fhwlaw.com"), 9.5),
			gap(),
			ls("September 16, 2024",
				"",
				"VIA ELECTRONIC MAIL",
				"",
				"Gregory M. Pendleford, Esquire",
				"Yvette S. Armistead, Esquire",
				"Pendleford Armistead PLC",
				"3977 Chain Bridge Road, Suite 300",
				"Fairfax, Virginia 22030",
				"",
				"     Re:   Talloway Federal Solutions, Inc. v. Khoury, et al.",
				"              Fairfax Cir. Ct. Case No. CL 2024-0008817"),
			gap(),
			l("Dear Greg and Yvette:"), gap(),
			p("Enclosed is a proposed order memorializing Judge Ashworth-Ibekwe's rulings from the bench at the hearing on Defendants' Demurrer on September 13, 2024: the Demurrer sustained as to Count III, with leave to amend within twenty-one days, and overruled as to Counts I and II. We have endorsed it \"We ask for this.\""),
			p("Please review it and, if it accurately reflects the rulings, endorse it \"Seen and objected to\" and return it to me by September 20, 2024, so that I can submit it to chambers. If you believe it needs changes, please call me."),
			p("As you know, Judge Ashworth-Ibekwe also asked the parties to submit an agreed protective order before documents are exchanged. Jerome will circulate a draft this week."),
			gap(),
			ls("Very truly yours,",
				"",
				"/s/ Lucinda P. Ferreira-Hale",
				"",
				"Lucinda P. Ferreira-Hale",
				"",
				"Enclosure",
				"",
				"cc:   Bradley C. Pennick-Hardaway, Managing Member, Lantern Knoll Advisory, LLC (via email, w/encl.)",
				"        Ms. Nadia F. Khoury (via email, w/encl.)",
				"        Jerome T. Whitlock-Adeyemi, Esquire"),
		}}}

	ord := doc{name: ordF, font: "Times", size: 11, unicode: true,
		pages: []page{
			append(append([]block{}, head...), shortCapt, gap(),
				cb("ORDER"), gap(),
				p("THIS MATTER came before the Court on September 13, 2024, on the Defendants' Demurrer to the Complaint; and"),
				p("IT APPEARING to the Court, having considered the pleadings, the memoranda of the parties and the argument of counsel, and for the reasons stated from the bench, that the Demurrer should be sustained in part and overruled in part; it is therefore"),
				p("ADJUDGED, ORDERED and DECREED that the Demurrer is SUSTAINED as to Count III (Statutory Business Conspiracy), and Count III is DISMISSED without prejudice, with leave to file an Amended Complaint within twenty-one (21) days of the entry of this Order; and it is further"),
				p("ADJUDGED, ORDERED and DECREED that the Demurrer is OVERRULED as to Counts I and II; and it is further"),
				p("ORDERED that Defendants shall file their responsive pleadings within twenty-one (21) days after service of any Amended Complaint or, if none is filed, within twenty-one (21) days after the time to file it expires."),
				gap(),
				ls("ENTERED this ____ day of September, 2024.",
					"",
					"",
					"                                                            ________________________________",
					"                                                            Judge Rosalind T. Ashworth-Ibekwe"),
			),
			{
				small(ls("WE ASK FOR THIS:                                                    SEEN AND OBJECTED TO for the reasons stated",
					"                                                                             in Plaintiff's Opposition and at the hearing:",
					"",
					"/s/ Lucinda P. Ferreira-Hale                                         /s/ Gregory M. Pendleford",
					"Lucinda P. Ferreira-Hale (VSB No. 65530)                        Gregory M. Pendleford (VSB No. 48213)",
					"Jerome T. Whitlock-Adeyemi (VSB No. 87402)                    Yvette S. Armistead (VSB No. 91177)",
					"FERREIRA-HALE WHITLOCK PLLC                                     PENDLEFORD ARMISTEAD PLC",
					"8300 Greensboro Drive, Suite 800                                      3977 Chain Bridge Road, Suite 300",
					"McLean, Virginia 22102                                                  Fairfax, Virginia 22030",
					"Counsel for Defendants                                                  Counsel for Plaintiff"), 10),
			},
		}}

	return matterSpec{
		name: "talloway-v-khoury", title: "Talloway Federal Solutions, Inc. v. Khoury and Lantern Knoll Advisory, LLC (Fairfax Cir. Ct., No. CL 2024-0008817)", heldOut: true,
		firstSight: &Figures{PartyTruth: 14, PartyFound: 15, PartyCorrect: 13, EventTruth: 27, EventHits: 27, Grounded: 1}, // at e9697a6
		docs:       []doc{cmp, dmr, prc, ltr, ord},
		parties: []Party{
			{"Talloway Federal Solutions, Inc.", "plaintiff"},
			{"Nadia F. Khoury", "defendant"},
			{"Nadia F. Khoury", "recipient"}, // copied on defence counsel's letter
			{"Lantern Knoll Advisory, LLC", "defendant"},
			{"Gregory M. Pendleford", "counsel"},
			{"Gregory M. Pendleford", "recipient"},
			{"Yvette S. Armistead", "counsel"},
			{"Yvette S. Armistead", "recipient"},
			{"Lucinda P. Ferreira-Hale", "counsel"},
			{"Lucinda P. Ferreira-Hale", "sender"},
			{"Jerome T. Whitlock-Adeyemi", "counsel"},
			{"Jerome T. Whitlock-Adeyemi", "recipient"},
			{"Bradley C. Pennick-Hardaway", "recipient"}, // the rival's managing member, copied
			{"Rosalind T. Ashworth-Ibekwe", "judge"},
		},
		events: []Event{
			{"2024-07-12", cmpF, 1},
			{"2019-08-19", cmpF, 1},
			{"2024-04-26", cmpF, 1},
			{"2019-08-15", cmpF, 2},
			{"2024-04-05", cmpF, 2},
			{"2024-04-26", cmpF, 2},
			{"2024-05-20", cmpF, 2},
			{"2024-05-24", cmpF, 2},
			{"2024-05-22", cmpF, 2},
			{"2024-06-07", cmpF, 2},
			{"2024-06-10", cmpF, 2},
			{"2024-06-03", cmpF, 2},
			{"2024-06-28", cmpF, 2},
			{"2024-05-24", cmpF, 3},
			{"2024-06-28", cmpF, 3},
			{"2024-07-12", cmpF, 3},
			{"2024-08-02", dmrF, 1},
			{"2024-08-02", dmrF, 2},
			{"2024-08-15", prcF, 1},
			{"2024-09-13", prcF, 1},
			{"2024-08-14", prcF, 1},
			{"2024-08-02", prcF, 1},
			{"2024-08-15", prcF, 2},
			{"2024-09-16", ltrF, 1},
			{"2024-09-13", ltrF, 1},
			{"2024-09-20", ltrF, 1},
			{"2024-09-13", ordF, 1},
		},
	}
}
