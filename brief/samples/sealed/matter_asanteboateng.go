package sealed

import "pramaan/brief/truth"

// A New York Supreme Court, Kings County construction-accident case under
// the Labor Law, every page under the NYSCEF legend: the summons (date
// purchased, venue designation, the defendants' addresses) and verified
// complaint with an attorney's verification by affirmation under CPLR 2106;
// the general contractor's verified answer with its affirmative defenses
// and cross-claim; the plaintiff's verified bill of particulars sworn before
// a notary ("ss.:"); an excerpt of the deposition of the contractor's site
// superintendent (appearances for three firms, the usual stipulations,
// numbered testimony); and the compliance conference order on the court's
// form ("PRESENT: HON. ..., J.S.C.", appearances, dated deadlines, "SO
// ORDERED").
func init() { specs = append(specs, asanteBoateng) }

func asanteBoateng() spec {
	nyscef := func(filed, docNo string) (string, string) {
		return "FILED: KINGS COUNTY CLERK " + filed + "                    INDEX NO. 517342/2023", "NYSCEF DOC. NO. " + docNo + "                              RECEIVED NYSCEF: " + filed[:10]
	}
	court := []block{lb("SUPREME COURT OF THE STATE OF NEW YORK"), lb("COUNTY OF KINGS"), l("-----------------------------------------------------------------------X")}
	capt := row([]float64{0.6, 0.4},
		"KWAME ASANTE-BOATENG,\n\n                              Plaintiff,\n\n               -against-\n\nFLATBUSH TERRACE OWNER LLC and\nGREYLINE BUILDERS CORP.,\n\n                              Defendants.\n-----------------------------------------------------------X",
		"Index No.: 517342/2023")
	h1, h2 := nyscef("08/14/2023 10:22 AM", "1")

	complaint := doc{name: "Summons and Verified Complaint.pdf", font: "Times", size: 11.5,
		header: h1, header2: h2, headerAlign: "L",
		pages: []page{
			with(court, []block{
				row([]float64{0.6, 0.4},
					"KWAME ASANTE-BOATENG,\n\n                              Plaintiff,\n\n               -against-\n\nFLATBUSH TERRACE OWNER LLC and\nGREYLINE BUILDERS CORP.,\n\n                              Defendants.\n-----------------------------------------------------------X",
					"Index No.: 517342/2023\nDate Purchased: 08/14/2023\n\nSUMMONS\n\nPlaintiff designates KINGS County as the place of trial. The basis of venue is Plaintiff's residence: 611 Rutland Road, Brooklyn, New York 11203"),
				gap(), lb("TO THE ABOVE NAMED DEFENDANTS:"),
				p("YOU ARE HEREBY SUMMONED to answer the complaint in this action and to serve a copy of your answer on the Plaintiff's attorneys within 20 days after the service of this summons, exclusive of the day of service, or within 30 days after service is complete if this summons is not personally delivered to you within the State of New York. In case of your failure to answer, judgment will be taken against you by default for the relief demanded in the complaint."),
				ls("Dated: New York, New York", "       August 14, 2023", "", "                                        ROSSETTI & ASSOCIATES, PLLC", "                                        By: Giancarlo F. Rossetti", "                                        Attorneys for Plaintiff", "                                        233 Broadway, Suite 2210", "                                        New York, New York 10279", "                                        (212) 555-0166"), gap(),
				ls("Defendants' addresses:", "FLATBUSH TERRACE OWNER LLC, 2250 Flatbush Avenue, Brooklyn, New York 11234", "GREYLINE BUILDERS CORP., 47-20 Austell Place, Long Island City, New York 11101"),
			}),
			with(court, []block{capt, gap(), cb("VERIFIED COMPLAINT"), gap(),
				p("Plaintiff, by his attorneys, Rossetti & Associates, PLLC, complaining of the Defendants, alleges:"),
				p("1. At all relevant times Defendant Flatbush Terrace Owner LLC (\"Flatbush Terrace\") owned the premises at 2250 Flatbush Avenue, Brooklyn, New York (the \"Premises\"), where a seven-story residential building was under construction."),
				p("2. Flatbush Terrace retained Defendant Greyline Builders Corp. (\"Greyline\") as general contractor for the construction. Greyline controlled and supervised the work at the Premises."),
				p("3. On June 1, 2023, Plaintiff, a mason employed by a subcontractor, was laying block on the fourth-floor exterior wall of the Premises from a tubular welded-frame scaffold, when an unsecured scaffold plank shifted and he fell about fourteen feet to the setback roof below."),
				p("4. The scaffold had no guardrails on its open side, and Plaintiff was not provided with a safety harness or any other device to protect him from falling."),
				p("5. Defendants violated Labor Law §§ 200, 240(1) and 241(6), the latter through violations of Industrial Code sections 12 NYCRR 23-1.7, 23-5.1 and 23-5.3, and were otherwise negligent."),
				p("6. As a result Plaintiff sustained serious and permanent injuries, including fractures of the L1 vertebra and right calcaneus. This action falls within one or more of the exceptions set forth in CPLR 1602."),
			}),
			{
				p("WHEREFORE, Plaintiff demands judgment against the Defendants, jointly and severally, in an amount exceeding the jurisdictional limits of all lower courts, together with the costs and disbursements of this action."),
				ls("Dated: New York, New York", "       August 14, 2023", "", "                                        ROSSETTI & ASSOCIATES, PLLC", "                                        By: /s/ Giancarlo F. Rossetti", "                                        Attorneys for Plaintiff"), gap(),
				cb("ATTORNEY'S VERIFICATION"),
				p("GIANCARLO F. ROSSETTI, an attorney duly admitted to practice in the courts of the State of New York, affirms the following under the penalties of perjury pursuant to CPLR 2106: I am a member of Rossetti & Associates, PLLC, attorneys of record for the Plaintiff. I have read the foregoing Verified Complaint and know its contents; it is true to my own knowledge, except as to matters stated to be alleged on information and belief, and as to those matters I believe it to be true. The grounds of my belief are the file maintained by my office. This verification is made by me and not by Plaintiff because Plaintiff resides in a county other than the one in which my office is maintained."),
				ls("Dated: New York, New York", "       August 11, 2023", "", "                                        /s/ Giancarlo F. Rossetti", "                                        GIANCARLO F. ROSSETTI"),
			},
		}}

	a1, a2 := nyscef("09/22/2023 03:47 PM", "6")
	answer := doc{name: "Verified Answer of Greyline Builders Corp.pdf", font: "Times", size: 11.5,
		header: a1, header2: a2, headerAlign: "L",
		pages: []page{
			with(court, []block{capt, gap(), cb("VERIFIED ANSWER WITH CROSS-CLAIM"), gap(),
				p("Defendant Greyline Builders Corp. (\"Greyline\"), by its attorneys, Hennessey Vukovich LLP, answering the Verified Complaint, alleges upon information and belief:"),
				p("1. Admits that Greyline was the general contractor for construction at 2250 Flatbush Avenue, Brooklyn, New York, and otherwise denies knowledge or information sufficient to form a belief as to the allegations in paragraphs 1 and 3."),
				p("2. Denies the allegations in paragraphs 2, 4, 5 and 6."),
				cb("AS AND FOR A FIRST AFFIRMATIVE DEFENSE"),
				p("3. Any damages sustained by Plaintiff were caused in whole or in part by his own culpable conduct, and any recovery must be diminished under CPLR 1411."),
				cb("AS AND FOR A SECOND AFFIRMATIVE DEFENSE"),
				p("4. Plaintiff was the sole proximate cause of the accident: he removed the guardrail himself and chose not to use the harness and lanyard available in the site gang box."),
				cb("AS AND FOR A THIRD AFFIRMATIVE DEFENSE"),
				p("5. Greyline's liability, if any, is limited under CPLR Article 16, and any award must be reduced by collateral sources under CPLR 4545."),
				cb("AS AND FOR A CROSS-CLAIM AGAINST FLATBUSH TERRACE OWNER LLC"),
				p("6. If Plaintiff recovers against Greyline, Greyline is entitled to contribution from Flatbush Terrace Owner LLC in proportion to its culpability."),
			}),
			{
				p("WHEREFORE, Greyline demands judgment dismissing the Verified Complaint, together with costs and disbursements."),
				ls("Dated: New York, New York", "       September 22, 2023", "", "                                        HENNESSEY VUKOVICH LLP", "                                        By: /s/ Siobhan M. Hennessey", "                                        Attorneys for Defendant", "                                        Greyline Builders Corp.", "                                        100 William Street, 9th Floor", "                                        New York, New York 10038", "                                        (212) 555-0152"), gap(),
				cb("ATTORNEY'S VERIFICATION"),
				p("SIOBHAN M. HENNESSEY, an attorney duly admitted to practice in the courts of the State of New York, affirms under the penalties of perjury pursuant to CPLR 2106 that she is a partner of Hennessey Vukovich LLP, attorneys for Defendant Greyline Builders Corp.; that she has read the foregoing Verified Answer and knows its contents, which are true to her own knowledge except as to matters alleged on information and belief, which she believes to be true; and that this verification is made by her because Greyline is a corporation whose office is in a county other than New York County, where her firm maintains its office."),
				ls("Dated: September 22, 2023", "                                        /s/ Siobhan M. Hennessey"),
			},
		}}

	b1, b2 := nyscef("12/07/2023 11:05 AM", "14")
	bop := doc{name: "Verified Bill of Particulars.pdf", font: "Times", size: 11.5,
		header: b1, header2: b2, headerAlign: "L",
		pages: []page{
			with(court, []block{capt, gap(), cb("VERIFIED BILL OF PARTICULARS"), gap(),
				p("Plaintiff, by his attorneys, Rossetti & Associates, PLLC, as and for his Verified Bill of Particulars in response to the demand of Defendant Greyline Builders Corp., states:"),
				p("1. Date and time of occurrence: June 1, 2023, at approximately 10:40 a.m."),
				p("2. Location: the exterior scaffold on the north elevation at the fourth-floor level of 2250 Flatbush Avenue, Brooklyn, New York, and the setback roof below it."),
				p("3. Injuries: compression fracture of the L1 vertebral body; comminuted fracture of the right calcaneus, requiring open reduction and internal fixation performed on June 3, 2023; post-traumatic arthritis of the right subtalar joint; lumbar radiculopathy. The injuries are permanent."),
				p("4. Confinement: Plaintiff was confined to hospital from June 1, 2023 to June 9, 2023, and to bed and home from June 9, 2023 to approximately October 2, 2023, and intermittently thereafter."),
				p("5. Lost earnings: Plaintiff earned approximately $1,480 per week as a mason and has not worked since the date of occurrence."),
				p("6. Statutes and regulations violated: Labor Law §§ 200, 240(1) and 241(6); 12 NYCRR 23-1.7(d), 23-5.1(c), (e) and (j), and 23-5.3(e)."),
				ls("Dated: New York, New York", "       December 5, 2023", "", "                                        ROSSETTI & ASSOCIATES, PLLC", "                                        By: /s/ Giancarlo F. Rossetti"),
			}),
			{
				cb("VERIFICATION"),
				ls("STATE OF NEW YORK   )", "                    ) ss.:", "COUNTY OF KINGS     )"),
				p("KWAME ASANTE-BOATENG, being duly sworn, deposes and says: I am the Plaintiff in this action. I have read the foregoing Verified Bill of Particulars and know its contents; it is true to my own knowledge, except as to the matters stated to be alleged on information and belief, and as to those matters I believe it to be true."),
				ls("                                        /s/ Kwame Asante-Boateng", "                                        KWAME ASANTE-BOATENG", "", "Sworn to before me this", "5th day of December, 2023", "", "/s/ Delroy A. Whitfield-Grant", "Notary Public, State of New York", "No. 01WH6398214, Qualified in Kings County"),
			},
		}}

	ebt := doc{name: "Deposition of Lucas T. Haverford-Diaz (excerpt).pdf", font: "Courier", size: 10,
		header: "%d", headerAlign: "R",
		pages: []page{
			with(court, []block{capt, gap(),
				c("DATE: April 16, 2024"), c("TIME: 10:14 A.M."), gap(),
				p("EXAMINATION BEFORE TRIAL of Defendant GREYLINE BUILDERS CORP., by its site superintendent, LUCAS T. HAVERFORD-DIAZ, taken by the Plaintiff pursuant to the Civil Practice Law and Rules and to a Preliminary Conference Order, held at the offices of Rossetti & Associates, PLLC, 233 Broadway, Suite 2210, New York, New York, before Nadine Flores-Gutierrez, a Notary Public of the State of New York."),
				gap(), ls("A P P E A R A N C E S:", "", "ROSSETTI & ASSOCIATES, PLLC", "     Attorneys for Plaintiff", "     233 Broadway, Suite 2210, New York, New York 10279", "     BY: GIANCARLO F. ROSSETTI, ESQ.", "", "HENNESSEY VUKOVICH LLP", "     Attorneys for Defendant GREYLINE BUILDERS CORP.", "     100 William Street, 9th Floor, New York, New York 10038", "     BY: SIOBHAN M. HENNESSEY, ESQ.", "", "KAPLAN GREER LLP", "     Attorneys for Defendant FLATBUSH TERRACE OWNER LLC", "     1 Old Country Road, Suite 340, Carle Place, New York 11514", "     BY: OREN D. KAPLAN, ESQ."),
			}),
			{
				cb("STIPULATIONS"),
				p("IT IS HEREBY STIPULATED AND AGREED by and between the attorneys for the respective parties that the filing, sealing and certification of the within deposition be waived; that all objections, except as to the form of the question, be reserved to the time of trial; and that the within deposition may be signed and sworn to before any officer authorized to administer an oath, with the same force and effect as if signed and sworn to before the Court."),
				gap(),
				ls("L U C A S   T.   H A V E R F O R D - D I A Z, called as a witness, having been", "first duly sworn by a Notary Public of the State of New York, was examined and", "testified as follows:", "EXAMINATION BY", "MR. ROSSETTI:"),
				numbered(
					"Q. What was your position with Greyline in June 2023?",
					"A. Site superintendent at 2250 Flatbush.",
					"Q. Who was responsible for inspecting the scaffolds?",
					"A. The scaffold sub erected them. I walked them every",
					"   morning with our safety manager.",
					"Q. Did you walk the north scaffold on June 1, 2023?",
					"A. Yes, around seven-thirty.",
					"Q. Were guardrails in place on the fourth-floor lift?",
					"A. On the outside, yes. The inside faced the wall.",
					"Q. Was there a gap between the plank and the wall?",
					"        MS. HENNESSEY: Objection to form.",
					"        You can answer.",
					"A. Maybe eighteen inches. The masons pull the inside",
					"   planks to reach the block.",
					"Q. Were harnesses given to the masons?",
					"A. There were harnesses in the gang box. I can't say",
					"   anybody handed him one.",
					"        MR. KAPLAN: Note my objection."),
			},
		}}

	o1, o2 := nyscef("05/21/2024 09:12 AM", "39")
	order := doc{name: "Compliance Conference Order.pdf", font: "Times", size: 11,
		header: o1, header2: o2, headerAlign: "L",
		pages: []page{
			{
				p("At the Compliance Conference Part of the Supreme Court of the State of New York, held in and for the County of Kings, at the Courthouse, 360 Adams Street, Brooklyn, New York, on the 20th day of May, 2024."),
				l("PRESENT: HON. CORNELIA A. DRISCOLL-AMADI, J.S.C."),
				l("-----------------------------------------------------------------------X"),
				capt, gap(),
				cb("COMPLIANCE CONFERENCE ORDER"), gap(),
				row([]float64{0.3, 0.7}, "Appearances:", "For Plaintiff: Giancarlo F. Rossetti, Rossetti & Associates, PLLC\nFor Defendant Greyline Builders Corp.: Siobhan M. Hennessey, Hennessey Vukovich LLP\nFor Defendant Flatbush Terrace Owner LLC: Oren D. Kaplan, Kaplan Greer LLP"), gap(),
				p("Upon the conference held this day, IT IS HEREBY ORDERED that:"),
				p("[X] 1. Deposition of Defendant Flatbush Terrace Owner LLC, by a person with knowledge of the construction contract, shall be held on or before July 15, 2024."),
				p("[X] 2. Plaintiff shall appear for a physical examination by Defendants' designated orthopedist on or before August 30, 2024. Copies of the report shall be served within 45 days of the examination, pursuant to 22 NYCRR 202.17."),
				p("[X] 3. Plaintiff shall serve HIPAA-compliant authorizations for the records of all treating providers within 20 days of this order."),
				p("[X] 4. Greyline Builders Corp. shall produce its daily site logs and scaffold inspection checklists for May 15, 2023 through June 2, 2023 within 30 days."),
			},
			{
				p("[X] 5. Plaintiff shall file the Note of Issue on or before October 31, 2024. Failure to comply with any provision of this order may result in sanctions under CPLR 3126."),
				gap(),
				ls("                                        SO ORDERED:", "", "                                        /s/ Cornelia A. Driscoll-Amadi", "                                        HON. CORNELIA A. DRISCOLL-AMADI, J.S.C."),
			},
		}}

	return spec{
		name: "asante-boateng-v-flatbush-terrace-kings", title: "Asante-Boateng v. Flatbush Terrace Owner LLC (Sup. Ct. Kings County, Index No. 517342/2023), Labor Law scaffold fall",
		firstSight: &truth.Figures{PartyTruth: 11, PartyFound: 13, PartyCorrect: 10, EventTruth: 22, EventHits: 22, Grounded: 1}, // at commit 2b4b0d8
		docs:       []doc{complaint, answer, bop, ebt, order},
		parties: []truth.Party{
			{Name: "Kwame Asante-Boateng", Role: "plaintiff"},
			{Name: "Kwame Asante-Boateng", Role: "declarant"}, // verifies the bill of particulars
			{Name: "Flatbush Terrace Owner LLC", Role: "defendant"},
			{Name: "Greyline Builders Corp.", Role: "defendant"},
			{Name: "Giancarlo F. Rossetti", Role: "counsel"},
			{Name: "Giancarlo F. Rossetti", Role: "declarant"}, // the attorney's verification
			{Name: "Siobhan M. Hennessey", Role: "counsel"},
			{Name: "Siobhan M. Hennessey", Role: "declarant"},
			{Name: "Oren D. Kaplan", Role: "counsel"},
			{Name: "Lucas T. Haverford-Diaz", Role: "deponent"},
			{Name: "Cornelia A. Driscoll-Amadi", Role: "judge"},
		},
		events: []truth.Event{
			{Date: "2023-08-14", File: "Summons and Verified Complaint.pdf", Page: 1},
			{Date: "2023-06-01", File: "Summons and Verified Complaint.pdf", Page: 2},
			{Date: "2023-08-14", File: "Summons and Verified Complaint.pdf", Page: 3},
			{Date: "2023-08-11", File: "Summons and Verified Complaint.pdf", Page: 3},
			{Date: "2023-09-22", File: "Verified Answer of Greyline Builders Corp.pdf", Page: 1},
			{Date: "2023-09-22", File: "Verified Answer of Greyline Builders Corp.pdf", Page: 2},
			{Date: "2023-12-07", File: "Verified Bill of Particulars.pdf", Page: 1},
			{Date: "2023-06-01", File: "Verified Bill of Particulars.pdf", Page: 1},
			{Date: "2023-06-03", File: "Verified Bill of Particulars.pdf", Page: 1},
			{Date: "2023-06-09", File: "Verified Bill of Particulars.pdf", Page: 1},
			{Date: "2023-10-02", File: "Verified Bill of Particulars.pdf", Page: 1},
			{Date: "2023-12-05", File: "Verified Bill of Particulars.pdf", Page: 1},
			{Date: "2023-12-05", File: "Verified Bill of Particulars.pdf", Page: 2},
			{Date: "2024-04-16", File: "Deposition of Lucas T. Haverford-Diaz (excerpt).pdf", Page: 1},
			{Date: "2023-06-01", File: "Deposition of Lucas T. Haverford-Diaz (excerpt).pdf", Page: 2},
			{Date: "2024-05-21", File: "Compliance Conference Order.pdf", Page: 1},
			{Date: "2024-05-20", File: "Compliance Conference Order.pdf", Page: 1},
			{Date: "2024-07-15", File: "Compliance Conference Order.pdf", Page: 1},
			{Date: "2024-08-30", File: "Compliance Conference Order.pdf", Page: 1},
			{Date: "2023-05-15", File: "Compliance Conference Order.pdf", Page: 1},
			{Date: "2023-06-02", File: "Compliance Conference Order.pdf", Page: 1},
			{Date: "2024-10-31", File: "Compliance Conference Order.pdf", Page: 2},
		},
	}
}
