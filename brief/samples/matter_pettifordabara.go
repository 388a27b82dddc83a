package samples

// DEV SET (held out at first sight): a used-car consumer suit in the Court
// of Common Pleas of Cuyahoga County, Ohio, tried to a magistrate: a buyer
// sues the dealer and its sales manager under the Ohio Consumer Sales
// Practices Act after finding that an SUV sold as "no accidents" had a
// repaired frame. The clerk's e-filing legend at the foot of each page of
// a filing ("Electronically Filed 06/04/2024 10:41 / COMPLAINT / CV 24
// 996281 / Confirmation Nbr. 3187442 / CLJSZ"); "IN THE COURT OF COMMON
// PLEAS / CUYAHOGA COUNTY, OHIO" over a ")"-ruled caption with each
// party's address, the dealer "c/o" its statutory agent, the case number
// and judge left blank at the right of the complaint and filled in later,
// the magistrate under the judge; the complaint (counts against named
// defendants, "Respectfully submitted," over "/s/ X", "X (0081234)",
// "Trial Attorney for Plaintiff", a second lawyer with her registration
// number, the firm, "Counsel for Plaintiff", "INSTRUCTIONS FOR SERVICE"
// to the clerk); the defendants' answer (admissions and denials, defenses
// naming the auction the dealer bought from, two lawyers with numbers,
// "Attorneys for Defendants North Coast / Premier Auto, LLC and Garrett J.
// Sobecki" wrapped, a certificate of service naming the plaintiff's
// lawyers, signed "One of the Attorneys for Defendants"); the magistrate's
// decision ("This matter was referred to the Magistrate ... Civ.R. 53",
// who appeared and through whom, "The Magistrate heard the testimony of
// Plaintiff; of X, ...; of Defendant Sobecki ...; and of Ms. Y", findings
// of fact and conclusions of law in numbered paragraphs, the Civ.R. 53
// notice in capitals, "MAGISTRATE X" under the signature, "Copies to:"
// with the lawyers' names wrapped across lines); and the judgment entry
// in the Cuyahoga journal-entry style (the parties on one line each with
// "Plaintiff" / "Defendant" beside them, "Case No:", "Judge:" with the
// name in capitals without periods, "JOURNAL ENTRY", "99 DISP.OTHER -
// FINAL", an all-capitals entry with numeric dates "12/16/2024", the
// clerk's "RECEIVED FOR FILING" stamp with a deputy's name, "JUDGE X"
// under the signature line, "Judge Signature   01/13/2025").
// Conventions: the buyer is the plaintiff and the dealer and its sales
// manager are defendants; the four lawyers with registration numbers are
// counsel, keyed without the numbers; the magistrate and the judge are
// judges; everyone the magistrate heard is a witness: the plaintiff and
// the sales manager (by their labels, "Plaintiff" and "Defendant
// Sobecki", as HELDOUT.md's decisions key a side heard by its label), the
// mechanic and the dealer's general manager. The statutory agent, the
// auction, the credit union, the deputy clerk and the firms are no
// parties. The e-filing legend's date is an event on each filing's first
// page only; every other date printed is an event on its page, each day
// of "November 18 and 19, 2024" and the journal entry's numeric dates.
func init() { specs = append(specs, pettifordAbara) }

func pettifordAbara() matterSpec {
	const (
		cmpF = "CV-24-996281 Complaint.pdf"
		ansF = "CV-24-996281 Answer of Defendants.pdf"
		magF = "CV-24-996281 Magistrate's Decision 12-16-2024.pdf"
		jeF  = "CV-24-996281 Judgment Entry Adopting Magistrate's Decision.pdf"
	)
	legend := func(when, what, conf string) string {
		return "Electronically Filed " + when + " / " + what + " / CV 24 996281 / Confirmation Nbr. " + conf + " / CLJSZ"
	}
	court := []block{cb("IN THE COURT OF COMMON PLEAS"), cb("CUYAHOGA COUNTY, OHIO"), gap()}
	fullLeft := []string{
		"LATOYA R. PETTIFORD-ABARA",
		"3871 East 143rd Street",
		"Cleveland, Ohio 44128,",
		"",
		"                    Plaintiff,",
		"",
		"          v.",
		"",
		"NORTH COAST PREMIER AUTO, LLC",
		"c/o Harold F. Zielke, Statutory Agent",
		"22750 Lorain Road",
		"Fairview Park, Ohio 44126,",
		"",
		"          and",
		"",
		"GARRETT J. SOBECKI",
		"c/o North Coast Premier Auto, LLC",
		"22750 Lorain Road",
		"Fairview Park, Ohio 44126,",
		"",
		"                    Defendants.",
	}
	cmpCapt := caption(")", fullLeft, []string{
		"CASE NO. ____________________",
		"",
		"JUDGE ______________________",
		"",
		"",
		"COMPLAINT FOR VIOLATIONS OF THE",
		"OHIO CONSUMER SALES PRACTICES",
		"ACT, FRAUD AND BREACH OF",
		"WARRANTY",
		"", "", "", "", "", "", "", "", "", "", "", "",
	})
	shortLeft := []string{
		"LATOYA R. PETTIFORD-ABARA,",
		"",
		"                    Plaintiff,",
		"",
		"          v.",
		"",
		"NORTH COAST PREMIER AUTO, LLC,",
		"et al.,",
		"",
		"                    Defendants.",
	}
	capt := func(title ...string) block {
		right := append([]string{
			"CASE NO. CV-24-996281",
			"",
			"JUDGE ANTONIA R. TERRANOVA-HUGHES",
			"",
		}, title...)
		for len(right) < len(shortLeft) {
			right = append(right, "")
		}
		return caption(")", shortLeft, right)
	}

	cmp := doc{name: cmpF, font: "Times", size: 11, unicode: true,
		footer: legend("06/04/2024 10:41", "COMPLAINT", "3187442"),
		pages: []page{
			append(append([]block{}, court...), cmpCapt, gap(),
				p("Plaintiff Latoya R. Pettiford-Abara, for her Complaint against Defendants North Coast Premier Auto, LLC (\"North Coast\") and Garrett J. Sobecki (\"Sobecki\"), states as follows:"),
				cb("PARTIES, JURISDICTION AND VENUE"),
				p("1. Plaintiff is a natural person residing in Cleveland, Cuyahoga County, Ohio, and is a \"consumer\" as defined in R.C. 1345.01(D)."),
				p("2. North Coast is an Ohio limited liability company that sells used motor vehicles at 22750 Lorain Road, Fairview Park, Ohio, and is a \"supplier\" as defined in R.C. 1345.01(C)."),
			),
			{
				p("3. Sobecki is North Coast's sales manager. He personally negotiated and closed the sale described below and is a \"supplier\" under R.C. 1345.01(C)."),
				p("4. This Court has jurisdiction under R.C. 2305.01. Venue is proper under Civ.R. 3(C) because Defendants conduct business in Cuyahoga County and the transaction occurred here."),
				cb("FACTS"),
				p("5. On March 2, 2024, North Coast advertised a 2019 Chevrolet Equinox LT on its website as \"one owner, clean history, no accidents.\""),
				p("6. On March 9, 2024, Plaintiff bought the Equinox from North Coast for $21,480, financed through Lake Erie Community Credit Union, and a 90-day powertrain service contract for $895. Before she signed, Sobecki told her that the vehicle \"had never been hit\" and handed her a vehicle history report printed that day that showed no accidents."),
				p("7. On April 30, 2024, the Equinox began to pull sharply to the right and to wear its front tires unevenly. On May 2, 2024, Terrence O. Mrakovich, an ASE-certified technician and the owner of Mrakovich Auto & Frame, inspected it on a lift and found that the right front frame rail had been sectioned and welded and the front subframe replaced after a collision."),
				p("8. A second history report that Plaintiff obtained on May 3, 2024 shows a collision with structural damage reported on November 18, 2022, and that North Coast bought the Equinox at a dealer auction on February 6, 2024."),
				p("9. By letter of May 13, 2024, Plaintiff revoked her acceptance of the vehicle and asked North Coast to refund the price on its return. North Coast refused by email on May 20, 2024."),
				cb("COUNT ONE"),
				c("(Ohio Consumer Sales Practices Act, R.C. 1345.02 and 1345.03 - All Defendants)"),
				p("10. Plaintiff incorporates the foregoing paragraphs. Defendants committed unfair and deceptive acts by representing that the Equinox had no accident history when it had sustained structural damage, in violation of R.C. 1345.02(A) and (B)(1), and unconscionable acts in violation of R.C. 1345.03."),
				cb("COUNT TWO"),
				c("(Fraud - All Defendants)"),
				p("11. Plaintiff incorporates the foregoing paragraphs. Defendants' representations were material and false, were made with knowledge of their falsity or with utter disregard for the truth, and were relied on by Plaintiff to her injury."),
				cb("COUNT THREE"),
				c("(Breach of Implied Warranty of Merchantability - Defendant North Coast)"),
				p("12. Plaintiff incorporates the foregoing paragraphs. Because North Coast sold Plaintiff a service contract within ninety days of the sale, it could not disclaim the implied warranty of merchantability, 15 U.S.C. 2308(a), which it breached by selling a vehicle with a compromised frame."),
			},
			{
				cb("PRAYER FOR RELIEF"),
				p("WHEREFORE, Plaintiff demands judgment against Defendants, jointly and severally, for rescission or, at her election, three times her actual damages under R.C. 1345.09(B), noneconomic damages under R.C. 1345.09(B), punitive damages on Count Two, her reasonable attorney fees under R.C. 1345.09(F)(2), interest and costs, and such other relief as is just."),
				gap(),
				ls("                                                            Respectfully submitted,",
					"",
					"                                                            /s/ Dominic A. Iacobucci",
					"                                                            Dominic A. Iacobucci (0081234)",
					"                                                            Trial Attorney for Plaintiff",
					"                                                            Hollis J. Nwankwo-Reyes (0097715)",
					"                                                            IACOBUCCI NWANKWO LLC",
					"                                                            1360 East Ninth Street, Suite 600",
					"                                                            Cleveland, Ohio 44114",
					"                                                            Phone: (216) 555-0143",
					"                                                            Fax: (216) 555-0144",
					"                                                            diacobucci@inlawcle.com",
					"                                                            hnwankwo-reyes@inlawcle.com",
					"",
					"                                                            Counsel for Plaintiff"),
				gap(), gap(),
				cb("INSTRUCTIONS FOR SERVICE"),
				p("TO THE CLERK: Please serve the Summons and Complaint on each Defendant by certified mail, return receipt requested, at the address listed in the caption."),
				ls("                                                            /s/ Dominic A. Iacobucci",
					"                                                            Dominic A. Iacobucci (0081234)"),
			},
		}}

	ans := doc{name: ansF, font: "Times", size: 11, unicode: true,
		footer: legend("07/08/2024 15:27", "ANSWER", "3214906"),
		pages: []page{
			append(append([]block{}, court...), capt("ANSWER OF DEFENDANTS NORTH", "COAST PREMIER AUTO, LLC AND", "GARRETT J. SOBECKI"), gap(),
				p("Defendants North Coast Premier Auto, LLC (\"North Coast\") and Garrett J. Sobecki, by and through undersigned counsel, for their Answer to Plaintiff's Complaint, state as follows:"),
				p("1. Defendants are without knowledge sufficient to form a belief as to the allegations of paragraph 1 and therefore deny them."),
				p("2-3. Defendants admit that North Coast is an Ohio limited liability company that sells used motor vehicles and that Sobecki is its sales manager. Defendants deny the remaining allegations of paragraphs 2 and 3."),
				p("4. Defendants admit that venue is proper in this Court."),
				p("5. Defendants admit that the website listing posted on March 2, 2024 contained the words quoted, and state that the listing was generated from the vehicle history report then available."),
			),
			{
				p("6. Defendants admit that Plaintiff bought the vehicle and a service contract on March 9, 2024 and that she was given a vehicle history report of that date. Defendants deny that Sobecki told Plaintiff that the vehicle \"had never been hit.\""),
				p("7-9. Defendants are without knowledge sufficient to form a belief as to the inspection of May 2, 2024 or the report of May 3, 2024, and therefore deny the allegations of paragraphs 7 and 8. Defendants admit that they received Plaintiff's letter of May 13, 2024 and declined her request."),
				p("10-12. Denied."),
				cb("AFFIRMATIVE DEFENSES"),
				p("13. Plaintiff fails to state a claim upon which relief can be granted against Sobecki, who acted only as North Coast's agent."),
				p("14. North Coast bought the vehicle on February 6, 2024 at Great Lakes Dealer Auction, whose sale documents did not disclose frame damage, and made no representation it knew to be false."),
				p("15. Plaintiff inspected and test-drove the vehicle and signed the Buyers Guide on March 9, 2024."),
				p("16. Plaintiff failed to mitigate her damages, and her continued use of the vehicle after May 13, 2024 is inconsistent with revocation of acceptance."),
				p("WHEREFORE, Defendants ask that the Complaint be dismissed at Plaintiff's cost."),
				gap(),
				ls("                                                            Respectfully submitted,",
					"",
					"                                                            /s/ Bernadette K. Olszewski",
					"                                                            Bernadette K. Olszewski (0069472)",
					"                                                            Marcus T. Brzezinski-Lowe (0101188)",
					"                                                            OLSZEWSKI & LOWE CO., L.P.A.",
					"                                                            6100 Rockside Woods Blvd., Suite 210",
					"                                                            Independence, Ohio 44131",
					"                                                            (216) 555-0166 | bko@olszewskilowe.com",
					"                                                            Attorneys for Defendants North Coast",
					"                                                            Premier Auto, LLC and Garrett J. Sobecki"),
			},
			{
				cb("CERTIFICATE OF SERVICE"),
				p("I certify that on July 8, 2024, a copy of the foregoing Answer was filed electronically. Notice of this filing will be sent to all parties by operation of the Court's electronic filing system, including Dominic A. Iacobucci and Hollis J. Nwankwo-Reyes, Iacobucci Nwankwo LLC, counsel for Plaintiff."),
				gap(),
				ls("                                                            /s/ Marcus T. Brzezinski-Lowe",
					"                                                            Marcus T. Brzezinski-Lowe (0101188)",
					"                                                            One of the Attorneys for Defendants"),
			},
		}}

	mag := doc{name: magF, font: "Times", size: 11, unicode: true,
		footer: "CV-24-996281 - Magistrate's Decision - Page %d of %t",
		pages: []page{
			append(append([]block{}, court...), capt("MAGISTRATE OWEN P. SZCZEPANIK", "", "MAGISTRATE'S DECISION"), gap(),
				cb("I.  PROCEDURAL HISTORY"),
				p("This matter was referred to the Magistrate by order of the Court journalized August 27, 2024, pursuant to Civ.R. 53(D)(1), for trial of all issues. Trial to the Magistrate was held on November 18 and 19, 2024. Plaintiff Latoya R. Pettiford-Abara appeared in person and through counsel, Dominic A. Iacobucci and Hollis J. Nwankwo-Reyes. Defendant North Coast Premier Auto, LLC appeared through its general manager, Renee S. Dombrowiak, and Defendant Garrett J. Sobecki appeared in person; both Defendants were represented by Bernadette K. Olszewski."),
				p("The Magistrate heard the testimony of Plaintiff; of Terrence O. Mrakovich, an ASE-certified technician and the owner of Mrakovich Auto & Frame, called by Plaintiff; of Defendant Sobecki, on cross-examination and in Defendants' case; and of Ms. Dombrowiak. Plaintiff's Exhibits 1 through 14 and Defendants' Exhibits A through F were admitted without objection."),
				cb("II.  FINDINGS OF FACT"),
				p("1. On March 9, 2024, Plaintiff bought a 2019 Chevrolet Equinox LT from North Coast for $21,480 and a 90-day powertrain service contract for $895."),
				p("2. North Coast acquired the Equinox at Great Lakes Dealer Auction on February 6, 2024. The auction's condition report (Pl. Ex. 4) bears the announcement \"FRAME DMG - AS IS\" in its comments box. Ms. Dombrowiak testified that North Coast's buyer attended the sale and that the condition report was kept in the vehicle's deal jacket at the dealership."),
			),
			{
				p("3. North Coast's website listing, posted March 2, 2024, described the Equinox as \"one owner, clean history, no accidents.\""),
				p("4. Plaintiff testified that Sobecki told her the vehicle \"had never been hit.\" Sobecki testified that he told her only that the history report showed no accidents, and that he had never seen the condition report. The Magistrate finds Sobecki's account credible on this point."),
				p("5. Mr. Mrakovich inspected the vehicle on May 2, 2024. He testified, with photographs, that the right front frame rail had been sectioned and welded and the front subframe replaced with a salvaged part. His testimony was credible and unrebutted."),
				p("6. Plaintiff revoked her acceptance by letter of May 13, 2024, which North Coast refused on May 20, 2024. At trial Plaintiff elected damages rather than rescission."),
				p("7. Based on Mr. Mrakovich's testimony and Pl. Ex. 11, the Equinox, with its frame history, was worth $12,900 on the date of sale. Plaintiff's actual damages are $8,580."),
				cb("III.  CONCLUSIONS OF LAW"),
				p("1. Representing that a used vehicle has no accident history when the supplier's own records show structural damage is a deceptive act under R.C. 1345.02(B)(1). A supplier's knowledge is not an element of a violation of R.C. 1345.02, and in any event North Coast had the condition report in its file."),
				p("2. The act has been determined to violate R.C. 1345.02 in decisions made available for public inspection under R.C. 1345.05(A)(3). Plaintiff may therefore recover three times her actual damages, $25,740, and noneconomic damages, which the Magistrate assesses at $2,500. R.C. 1345.09(B)."),
				p("3. Plaintiff did not prove that Sobecki made a misrepresentation or that he knew of the frame damage. Her claims against him fail. Her fraud claim against North Coast duplicates the recovery under Count One, and her warranty claim is moot on her election."),
				cb("IV.  DECISION"),
				p("Judgment for Plaintiff and against Defendant North Coast Premier Auto, LLC in the amount of $28,240.00, with interest at the statutory rate from the date of judgment, and costs. Judgment for Defendant Garrett J. Sobecki on all claims against him. Plaintiff may move for attorney fees under R.C. 1345.09(F)(2) within thirty days of the Court's judgment entry."),
			},
			{
				small(p("NOTICE: A PARTY SHALL NOT ASSIGN AS ERROR ON APPEAL THE COURT'S ADOPTION OF ANY FACTUAL FINDING OR LEGAL CONCLUSION, WHETHER OR NOT SPECIFICALLY DESIGNATED AS A FINDING OF FACT OR CONCLUSION OF LAW UNDER CIV.R. 53(D)(3)(a)(ii), UNLESS THE PARTY TIMELY AND SPECIFICALLY OBJECTS TO THAT FACTUAL FINDING OR LEGAL CONCLUSION AS REQUIRED BY CIV.R. 53(D)(3)(b)."), 10),
				gap(),
				ls("Dated: December 16, 2024",
					"",
					"                                                            /s/ Owen P. Szczepanik",
					"                                                            ________________________________",
					"                                                            MAGISTRATE OWEN P. SZCZEPANIK"),
				gap(), gap(),
				ls("Copies to: Dominic A. Iacobucci, Esq. and Hollis J.",
					"Nwankwo-Reyes, Esq., counsel for Plaintiff; Bernadette K. Olszewski, Esq. and",
					"Marcus T. Brzezinski-Lowe, Esq., counsel for Defendants."),
			},
		}}

	je := doc{name: jeF, font: "Courier", size: 10, unicode: true,
		pages: []page{{
			small(r("RECEIVED FOR FILING\n01/13/2025 14:22:10\nCUYAHOGA COUNTY CLERK OF COURTS\nBy: T. Ruiz-Kaminski, Deputy"), 8),
			gap(),
			cb("IN THE COURT OF COMMON PLEAS"),
			cb("CUYAHOGA COUNTY, OHIO"), gap(),
			ls("LATOYA R. PETTIFORD-ABARA                 Case No: CV-24-996281",
				"          Plaintiff",
				"                                          Judge: ANTONIA R TERRANOVA-HUGHES",
				"NORTH COAST PREMIER AUTO, LLC, ET AL.",
				"          Defendant"),
			gap(),
			cb("JOURNAL ENTRY"), gap(),
			l("99 DISP.OTHER - FINAL"), gap(),
			p("NO OBJECTIONS HAVING BEEN FILED, THE COURT, UPON INDEPENDENT REVIEW PURSUANT TO CIV.R. 53(D)(4)(d), APPROVES AND ADOPTS THE MAGISTRATE'S DECISION FILED 12/16/2024 IN ITS ENTIRETY."),
			p("JUDGMENT IS ENTERED IN FAVOR OF PLAINTIFF LATOYA R. PETTIFORD-ABARA AND AGAINST DEFENDANT NORTH COAST PREMIER AUTO, LLC IN THE AMOUNT OF $28,240.00, WITH INTEREST AT THE STATUTORY RATE FROM THE DATE OF THIS JUDGMENT, AND COSTS. JUDGMENT IS ENTERED IN FAVOR OF DEFENDANT GARRETT J. SOBECKI ON ALL CLAIMS AGAINST HIM."),
			p("PLAINTIFF'S MOTION FOR ATTORNEY FEES UNDER R.C. 1345.09(F)(2), IF ANY, SHALL BE FILED BY 02/14/2025. THE COURT RETAINS JURISDICTION TO DETERMINE FEES. THERE IS NO JUST REASON FOR DELAY. CIV.R. 54(B)."),
			p("COURT COST ASSESSED TO THE DEFENDANT(S)."),
			p("PURSUANT TO CIV.R. 58(B), THE CLERK OF COURTS IS DIRECTED TO SERVE THIS JUDGMENT IN A MANNER PRESCRIBED BY CIV.R. 5(B). THE CLERK MUST INDICATE ON THE DOCKET THE NAMES AND ADDRESSES OF ALL PARTIES, THE METHOD OF SERVICE, AND THE DATE OF SERVICE."),
			l("IT IS SO ORDERED."),
			gap(), gap(),
			ls("                                              /s/ Antonia R. Terranova-Hughes",
				"                                              ________________________________",
				"                                              JUDGE ANTONIA R. TERRANOVA-HUGHES",
				"",
				"Judge Signature      01/13/2025"),
		}}}

	return matterSpec{
		name: "pettiford-abara-v-north-coast", title: "Pettiford-Abara v. North Coast Premier Auto, LLC and Sobecki (Cuyahoga C.P., No. CV-24-996281)", heldOut: true,
		firstSight: &Figures{PartyTruth: 13, PartyFound: 15, PartyCorrect: 12, EventTruth: 31, EventHits: 31, Grounded: 1}, // at e9697a6
		docs:       []doc{cmp, ans, mag, je},
		parties: []Party{
			{"Latoya R. Pettiford-Abara", "plaintiff"},
			{"Latoya R. Pettiford-Abara", "witness"}, // "The Magistrate heard the testimony of Plaintiff"
			{"North Coast Premier Auto, LLC", "defendant"},
			{"Garrett J. Sobecki", "defendant"},
			{"Garrett J. Sobecki", "witness"},
			{"Dominic A. Iacobucci", "counsel"},
			{"Hollis J. Nwankwo-Reyes", "counsel"},
			{"Bernadette K. Olszewski", "counsel"},
			{"Marcus T. Brzezinski-Lowe", "counsel"},
			{"Owen P. Szczepanik", "judge"}, // the magistrate
			{"Antonia R. Terranova-Hughes", "judge"},
			{"Terrence O. Mrakovich", "witness"},
			{"Renee S. Dombrowiak", "witness"}, // the dealer's general manager
		},
		events: []Event{
			{"2024-06-04", cmpF, 1},
			{"2024-03-02", cmpF, 2},
			{"2024-03-09", cmpF, 2},
			{"2024-04-30", cmpF, 2},
			{"2024-05-02", cmpF, 2},
			{"2024-05-03", cmpF, 2},
			{"2022-11-18", cmpF, 2},
			{"2024-02-06", cmpF, 2},
			{"2024-05-13", cmpF, 2},
			{"2024-05-20", cmpF, 2},
			{"2024-07-08", ansF, 1},
			{"2024-03-02", ansF, 1},
			{"2024-03-09", ansF, 2},
			{"2024-05-02", ansF, 2},
			{"2024-05-03", ansF, 2},
			{"2024-05-13", ansF, 2},
			{"2024-02-06", ansF, 2},
			{"2024-07-08", ansF, 3},
			{"2024-08-27", magF, 1},
			{"2024-11-18", magF, 1},
			{"2024-11-19", magF, 1},
			{"2024-03-09", magF, 1},
			{"2024-02-06", magF, 1},
			{"2024-03-02", magF, 2},
			{"2024-05-02", magF, 2},
			{"2024-05-13", magF, 2},
			{"2024-05-20", magF, 2},
			{"2024-12-16", magF, 3},
			{"2025-01-13", jeF, 1},
			{"2024-12-16", jeF, 1},
			{"2025-02-14", jeF, 1},
		},
	}
}
