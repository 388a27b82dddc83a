package sealed

import "pramaan/brief/truth"

// A premises liability case in a Dallas County district court: the
// plaintiff's original petition under the district clerk's e-filing stamp
// ("CAUSE NO. DC-24-...", the three-column "§" caption, "Discovery Control
// Plan" at Level 3, the Rule 47(c) statement of relief, a notice that
// Rule 194 disclosures are required, "State Bar No."), the owner's and
// manager's original answer (Rule 92 general denial, proportionate
// responsibility, a Rule 21a certificate), the plaintiff's Rule 194 initial
// disclosures (persons with knowledge, each with an address and a
// connection to the case, treating providers, a certificate of service), and
// an excerpt of the property manager's oral and videotaped deposition in
// Courier (appearances, numbered lines, an objection to form, the court
// reporter's certificate).
func init() { specs = append(specs, trevinoAshford) }

func trevinoAshford() spec {
	causeNo := cb("CAUSE NO. DC-24-14562")
	capt := row([]float64{0.47, 0.06, 0.47},
		"YOLANDA M. TREVIÑO-ASHFORD,\n          Plaintiff,\n\nv.\n\nCEDAR BLUFF RESIDENTIAL, LP and\nLONESTAR CREST PROPERTY\nMANAGEMENT, LLC,\n          Defendants.",
		"§\n§\n§\n§\n§\n§\n§\n§\n§",
		"IN THE DISTRICT COURT OF\n\n\n\nDALLAS COUNTY, TEXAS\n\n\n\n162ND JUDICIAL DISTRICT")
	plSig := []string{"OKAFOR-LINDSEY INJURY LAW, PLLC", "", "/s/ Gabriel R. Okafor-Lindsey", "Gabriel R. Okafor-Lindsey", "State Bar No. 24087731", "gabriel@okaforlindsey.example", "Alyssa D. Pham", "State Bar No. 24109982", "alyssa@okaforlindsey.example", "2200 Ross Avenue, Suite 4350", "Dallas, Texas 75201", "Tel. (214) 555-0138", "", "ATTORNEYS FOR PLAINTIFF"}
	indent := func(lines []string) block {
		out := make([]string, len(lines))
		for i, s := range lines {
			out[i] = "                                        " + s
		}
		return ls(out...)
	}

	petition := doc{name: "Plaintiff's Original Petition.pdf", font: "Times", size: 11.5,
		pages: []page{
			{
				stamp("FILED", "8/5/2024 10:14 AM", "MARGARITA E. CAVAZOS", "DISTRICT CLERK", "DALLAS CO., TEXAS", "Ashlee Ruelas DEPUTY"),
				gap(), gap(), causeNo, gap(), capt, gap(),
				cb("PLAINTIFF'S ORIGINAL PETITION AND REQUEST FOR DISCLOSURE"), gap(),
				l("TO THE HONORABLE JUDGE OF SAID COURT:"), gap(),
				p("COMES NOW Yolanda M. Treviño-Ashford, Plaintiff, and files this Original Petition against Cedar Bluff Residential, LP and Lonestar Crest Property Management, LLC, Defendants, and would respectfully show the Court as follows:"),
				cb("I. DISCOVERY CONTROL PLAN"),
				p("1. Plaintiff intends to conduct discovery under Level 3 of Texas Rule of Civil Procedure 190.4 and requests that the Court enter a discovery control plan."),
				cb("II. CLAIM FOR RELIEF"),
				p("2. Under Texas Rule of Civil Procedure 47(c), Plaintiff seeks monetary relief over $250,000 but not more than $1,000,000, excluding interest, statutory or punitive damages and penalties, and attorney fees and costs."),
				cb("III. PARTIES"),
				p("3. Plaintiff is an individual residing in Dallas County, Texas. The last three digits of her driver's license number are 614, and the last three digits of her Social Security number are 208."),
				p("4. Defendant Cedar Bluff Residential, LP is a Texas limited partnership that owns the Cedar Bluff Apartments, 9100 Forest Lane, Dallas, Texas, and may be served through its registered agent, Capitol Registered Agents, Inc., 1999 Bryan Street, Suite 900, Dallas, Texas 75201."),
			},
			{
				p("5. Defendant Lonestar Crest Property Management, LLC manages the Cedar Bluff Apartments and may be served through its registered agent at 5400 LBJ Freeway, Suite 1200, Dallas, Texas 75240."),
				cb("IV. JURISDICTION AND VENUE"),
				p("6. The Court has jurisdiction because the damages sought exceed its minimum jurisdictional limits. Venue is proper in Dallas County under Texas Civil Practice and Remedies Code § 15.002(a)(1) because all of the events giving rise to the claim occurred there."),
				cb("V. FACTS"),
				p("7. Plaintiff leased Unit 2137 at the Cedar Bluff Apartments. On March 9, 2024, as she carried groceries up the exterior wooden staircase to her unit, the third tread from the top split and gave way beneath her. She fell through to the landing below and fractured her right tibial plateau, which required surgery on April 2, 2024."),
				p("8. Residents had reported the rotting tread to the management office at least twice, by work orders submitted on November 14, 2023 and January 22, 2024. Defendants closed both work orders without replacing the tread."),
				cb("VI. PREMISES LIABILITY AND NEGLIGENCE"),
				p("9. Plaintiff was an invitee. Defendants owned, occupied or controlled the staircase, which posed an unreasonable risk of harm of which Defendants knew or should have known. Defendants failed to exercise reasonable care to reduce or eliminate the risk, and that failure proximately caused Plaintiff's injuries."),
				cb("VII. DAMAGES"),
				p("10. Plaintiff seeks past and future medical expenses, physical pain and mental anguish, physical impairment, disfigurement and lost earnings, with pre- and post-judgment interest and costs of court."),
				cb("VIII. REQUIRED DISCLOSURES"),
				p("11. Under Texas Rule of Civil Procedure 194, each Defendant is required to make the initial disclosures described in Rule 194.2 within thirty days after the filing of the first answer."),
				cb("IX. JURY DEMAND"),
				p("12. Plaintiff demands a jury trial and tenders the appropriate fee."),
			},
			{
				p("WHEREFORE, PREMISES CONSIDERED, Plaintiff prays that Defendants be cited to appear and answer, and that on final trial she have judgment against Defendants, jointly and severally, for her damages, interest, costs, and all other relief to which she may be justly entitled."),
				l("                                        Respectfully submitted,"), gap(),
				indent(plSig),
			},
		}}

	answer := doc{name: "Defendants' Original Answer.pdf", font: "Times", size: 11.5,
		pages: []page{
			{
				stamp("FILED", "9/3/2024 2:51 PM", "MARGARITA E. CAVAZOS", "DISTRICT CLERK", "DALLAS CO., TEXAS", "Tomas Villalobos DEPUTY"),
				gap(), gap(), causeNo, gap(), capt, gap(),
				cb("DEFENDANTS' ORIGINAL ANSWER"), gap(),
				l("TO THE HONORABLE JUDGE OF SAID COURT:"), gap(),
				p("Defendants Cedar Bluff Residential, LP and Lonestar Crest Property Management, LLC file their Original Answer to Plaintiff's Original Petition and respectfully show:"),
				cb("I. GENERAL DENIAL"),
				p("1. Under Texas Rule of Civil Procedure 92, Defendants generally deny each and every allegation of Plaintiff's Original Petition and demand strict proof thereof by a preponderance of the evidence."),
				cb("II. AFFIRMATIVE DEFENSES"),
				p("2. Plaintiff's own negligence, including carrying an armload of groceries that obstructed her view of the stairs, proximately caused or contributed to her injuries, and any recovery must be reduced under Chapter 33 of the Texas Civil Practice and Remedies Code."),
				p("3. Any recovery of medical expenses is limited to the amounts actually paid or incurred under § 41.0105 of the Texas Civil Practice and Remedies Code."),
				p("WHEREFORE, Defendants pray that Plaintiff take nothing and that Defendants recover their costs."),
				ls("                                        Respectfully submitted,", "", "                                        SUTTER BRANNIGAN LLP", "", "                                        /s/ Whitney L. Brannigan-Cole", "                                        Whitney L. Brannigan-Cole", "                                        State Bar No. 24051276", "                                        3811 Turtle Creek Boulevard, Suite 1500", "                                        Dallas, Texas 75219", "                                        ATTORNEYS FOR DEFENDANTS"),
			},
			{
				cb("CERTIFICATE OF SERVICE"),
				p("I certify that on September 3, 2024, a true and correct copy of the foregoing was served on all counsel of record, including Gabriel R. Okafor-Lindsey and Alyssa D. Pham, Okafor-Lindsey Injury Law, PLLC, through the electronic filing manager in accordance with Texas Rule of Civil Procedure 21a."),
				ls("                                        /s/ Whitney L. Brannigan-Cole", "                                        Whitney L. Brannigan-Cole"),
			},
		}}

	disc := doc{name: "Plaintiff's Rule 194 Initial Disclosures.pdf", font: "Times", size: 11,
		pages: []page{
			{
				causeNo, gap(), capt, gap(),
				cb("PLAINTIFF'S INITIAL DISCLOSURES UNDER RULE 194.2"), gap(),
				l("TO:  Defendants Cedar Bluff Residential, LP and Lonestar Crest Property Management, LLC, by and through their attorney of record, Whitney L. Brannigan-Cole, Sutter Brannigan LLP, 3811 Turtle Creek Boulevard, Suite 1500, Dallas, Texas 75219."), gap(),
				p("Plaintiff Yolanda M. Treviño-Ashford serves the following initial disclosures under Texas Rule of Civil Procedure 194.2."),
				p("(a) Correct names of the parties: Plaintiff is correctly named. Plaintiff believes Defendants are correctly named."),
				p("(b) Potential parties: None known at this time."),
				p("(c) Legal theories and factual bases: Premises liability and negligence, as stated in Plaintiff's Original Petition. On March 9, 2024 a rotted stair tread gave way beneath Plaintiff; Defendants had notice of its condition through work orders of November 14, 2023 and January 22, 2024."),
				p("(d) Amount and method of calculating economic damages: Past medical expenses of $87,412.60 to date, and lost earnings of $14,300 from March 9, 2024 through July 31, 2024, calculated from Plaintiff's wage records."),
			},
			{
				p("(e) Persons having knowledge of relevant facts:"),
				row([]float64{0.36, 0.64}, "Yolanda M. Treviño-Ashford\nc/o Okafor-Lindsey Injury Law, PLLC", "Plaintiff; the incident, her injuries and damages."),
				row([]float64{0.36, 0.64}, "Darnell J. Whitcomb\n9100 Forest Lane, Unit 2139\nDallas, Texas 75243", "Neighbor who saw the tread give way and Plaintiff fall, and called 911."),
				row([]float64{0.36, 0.64}, "Efraín Solís-Barrera\nAddress unknown; former employee of Lonestar Crest Property Management, LLC", "Former maintenance technician at the property; the work orders and the condition of the staircase."),
				row([]float64{0.36, 0.64}, "Corinne E. Halvorsen-Mbeki\nc/o Sutter Brannigan LLP", "Property manager; maintenance policies and records."),
				row([]float64{0.36, 0.64}, "Records custodians and treating providers of Baylor University Medical Center and Dallas Orthopedic Associates", "Plaintiff's treatment, its necessity and its cost."),
			},
			{
				p("(f) Testifying experts: Plaintiff has not yet retained testifying experts and will designate them in accordance with the Court's scheduling order."),
				p("(g) Indemnity and insuring agreements: Not applicable to Plaintiff."),
				p("(h) Settlement agreements: None."),
				p("(i) Witness statements: None."),
				p("(j)-(l) Medical records and bills: Produced herewith, Bates numbered TA 000001 - TA 000512, together with a medical authorization."),
			},
			{
				l("                                        Respectfully submitted,"), gap(),
				indent(plSig), gap(),
				cb("CERTIFICATE OF SERVICE"),
				p("I certify that on September 4, 2024, a true and correct copy of the foregoing was served on Whitney L. Brannigan-Cole, counsel for Defendants, by electronic service in accordance with Texas Rule of Civil Procedure 21a."),
				ls("                                        /s/ Alyssa D. Pham", "                                        Alyssa D. Pham"),
			},
		}}

	dep := doc{name: "Deposition of Corinne E. Halvorsen-Mbeki (excerpt).pdf", font: "Courier", size: 10,
		header: "%d", headerAlign: "R", footer: "DRAPER COURT REPORTING  *  Dallas, Texas  *  (214) 555-0177",
		pages: []page{
			{
				causeNo, gap(), capt, gap(),
				c("*******************************************************"), cb("ORAL AND VIDEOTAPED DEPOSITION OF"), cb("CORINNE E. HALVORSEN-MBEKI"), cb("JANUARY 15, 2025"), c("*******************************************************"), gap(),
				p("ORAL AND VIDEOTAPED DEPOSITION OF CORINNE E. HALVORSEN-MBEKI, produced as a witness at the instance of the Plaintiff, and duly sworn, was taken in the above-styled and numbered cause on January 15, 2025, from 9:34 a.m. to 12:10 p.m., before Kimberly S. Draper, CSR in and for the State of Texas, reported by machine shorthand, at the offices of Okafor-Lindsey Injury Law, PLLC, 2200 Ross Avenue, Suite 4350, Dallas, Texas, pursuant to the Texas Rules of Civil Procedure."),
			},
			{
				cb("A P P E A R A N C E S"), gap(),
				ls("FOR THE PLAINTIFF:", "     Mr. Gabriel R. Okafor-Lindsey", "     Ms. Alyssa D. Pham", "     OKAFOR-LINDSEY INJURY LAW, PLLC", "     2200 Ross Avenue, Suite 4350", "     Dallas, Texas 75201", "", "FOR THE DEFENDANTS:", "     Ms. Whitney L. Brannigan-Cole", "     SUTTER BRANNIGAN LLP", "     3811 Turtle Creek Boulevard, Suite 1500", "     Dallas, Texas 75219", "", "ALSO PRESENT:", "     Travis Okoro, Videographer"),
			},
			{
				ls("          CORINNE E. HALVORSEN-MBEKI,", "having been first duly sworn, testified as follows:", "                  EXAMINATION", "BY MR. OKAFOR-LINDSEY:"),
				numbered(
					"Q. State your name for the record, please.",
					"A. Corinne Elise Halvorsen-Mbeki.",
					"Q. You were the property manager at Cedar Bluff on",
					"   March 9, 2024?",
					"A. Yes. I started there in June of 2022.",
					"Q. I'm handing you what's been marked Exhibit 4.",
					"   That's a work order dated November 14, 2023 from",
					"   Unit 2139, correct?",
					"A. Yes.",
					"Q. It says \"third step from top soft, cracking.\"",
					"   What was done about it?",
					"A. Efrain went out and looked at it. He marked it",
					"   complete.",
					"Q. Did he replace the tread?",
					"A. I don't believe so. I think he put a screw in it.",
					"Q. Exhibit 5 is another work order, this one",
					"   dated January 22, 2024, about the same step.",
					"   Same result?",
					"        MS. BRANNIGAN-COLE: Objection, form.",
					"A. It was closed. I don't know what was done.",
					"Q. Was there a budget for stair replacement in 2024?",
					"A. The owner had deferred it to the next fiscal year.",
					"Q. Was the owner told about the work orders?",
					"A. They got the monthly reports. It would have been",
					"   in there.",
				),
			},
			{
				cb("REPORTER'S CERTIFICATE"), gap(),
				p("I, Kimberly S. Draper, Certified Shorthand Reporter in and for the State of Texas, hereby certify that the witness was duly sworn by me, that the foregoing is a true record of the testimony given by the witness, that the deposition transcript was submitted on January 29, 2025 to the witness for examination and signature, and that I am neither counsel for, related to, nor employed by any of the parties."),
				ls("Certified to by me this 29th day of January, 2025.", "", "                              /s/ Kimberly S. Draper", "                              Kimberly S. Draper, Texas CSR No. 8842", "                              Expiration Date: 12/31/2026", "                              Draper Court Reporting, Firm Registration No. 1107"),
			},
		}}

	return spec{
		name: "trevino-ashford-v-cedar-bluff-dallas", title: "Treviño-Ashford v. Cedar Bluff Residential, LP (162nd Dist. Ct., Dallas County, Tex., No. DC-24-14562), premises liability",
		firstSight: &truth.Figures{PartyTruth: 10, PartyFound: 9, PartyCorrect: 8, EventTruth: 17, EventHits: 17, Grounded: 1}, // at commit 0946ef1
		docs:       []doc{petition, answer, disc, dep},
		parties: []truth.Party{
			{Name: "Yolanda M. Treviño-Ashford", Role: "plaintiff"},
			{Name: "Cedar Bluff Residential, LP", Role: "defendant"},
			{Name: "Lonestar Crest Property Management, LLC", Role: "defendant"},
			{Name: "Gabriel R. Okafor-Lindsey", Role: "counsel"},
			{Name: "Gabriel R. Okafor-Lindsey", Role: "sender"}, // signs the disclosures served "TO:" defence counsel
			{Name: "Alyssa D. Pham", Role: "counsel"},
			{Name: "Whitney L. Brannigan-Cole", Role: "counsel"},
			{Name: "Whitney L. Brannigan-Cole", Role: "recipient"}, // the disclosures are addressed "TO:" her
			{Name: "Corinne E. Halvorsen-Mbeki", Role: "deponent"},
			{Name: "Darnell J. Whitcomb", Role: "witness"}, // disclosed as having seen the fall
		},
		events: []truth.Event{
			{Date: "2024-08-05", File: "Plaintiff's Original Petition.pdf", Page: 1},
			{Date: "2024-03-09", File: "Plaintiff's Original Petition.pdf", Page: 2},
			{Date: "2024-04-02", File: "Plaintiff's Original Petition.pdf", Page: 2},
			{Date: "2023-11-14", File: "Plaintiff's Original Petition.pdf", Page: 2},
			{Date: "2024-01-22", File: "Plaintiff's Original Petition.pdf", Page: 2},
			{Date: "2024-09-03", File: "Defendants' Original Answer.pdf", Page: 1},
			{Date: "2024-09-03", File: "Defendants' Original Answer.pdf", Page: 2},
			{Date: "2024-03-09", File: "Plaintiff's Rule 194 Initial Disclosures.pdf", Page: 1},
			{Date: "2023-11-14", File: "Plaintiff's Rule 194 Initial Disclosures.pdf", Page: 1},
			{Date: "2024-01-22", File: "Plaintiff's Rule 194 Initial Disclosures.pdf", Page: 1},
			{Date: "2024-07-31", File: "Plaintiff's Rule 194 Initial Disclosures.pdf", Page: 1},
			{Date: "2024-09-04", File: "Plaintiff's Rule 194 Initial Disclosures.pdf", Page: 4},
			{Date: "2025-01-15", File: "Deposition of Corinne E. Halvorsen-Mbeki (excerpt).pdf", Page: 1},
			{Date: "2024-03-09", File: "Deposition of Corinne E. Halvorsen-Mbeki (excerpt).pdf", Page: 3},
			{Date: "2023-11-14", File: "Deposition of Corinne E. Halvorsen-Mbeki (excerpt).pdf", Page: 3},
			{Date: "2024-01-22", File: "Deposition of Corinne E. Halvorsen-Mbeki (excerpt).pdf", Page: 3},
			{Date: "2025-01-29", File: "Deposition of Corinne E. Halvorsen-Mbeki (excerpt).pdf", Page: 4},
		},
	}
}
