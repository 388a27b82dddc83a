package sealed

import "pramaan/brief/truth"

// A Connecticut Superior Court civil action (Judicial District of Hartford
// at Hartford) by a homeowner against a roofing contractor and its member
// under the Home Improvement Act and CUTPA, on the state's own conventions:
// the colon-ruled caption with the docket number ("HHD-CV24-6189203-S"),
// "SUPERIOR COURT", "J.D. OF HARTFORD", "AT HARTFORD" and the date in the
// right column; the complaint's "RETURN DATE:", counts "COUNT ONE" and
// "COUNT TWO" each against named defendants, the amount-in-demand statement
// and the "THE PLAINTIFF, ... By: ... Juris No." signature block; the
// defendants' answer and special defenses with the Practice Book
// certification of electronic delivery to counsel of record; the member's
// affidavit in support of summary judgment ("I, the undersigned, being duly
// sworn, depose and say", the oath paragraph) subscribed and sworn before
// defence counsel as a Commissioner of the Superior Court; the court's
// order on the judicial e-notice form ("ORDER REGARDING:", the motion's
// entry number, "Judicial Notice (JDNO) was sent regarding this order",
// the judge's number and name, "Processed by:").
func init() { specs = append(specs, osullivanPike) }

func osullivanPike() spec {
	capt := func(date string) []block {
		w := []float64{0.50, 0.06, 0.44}
		return []block{
			row(w, "DOCKET NO. HHD-CV24-6189203-S", ":", "SUPERIOR COURT"),
			row(w, "", "", ""),
			row(w, "MARGARET O'SULLIVAN-PIKE", ":", "J.D. OF HARTFORD"),
			row(w, "", "", ""),
			row(w, "V.", ":", "AT HARTFORD"),
			row(w, "", "", ""),
			row(w, "THAMES VALLEY ROOFING, LLC and\nDARIUSZ WROBLEWSKI", ":", date),
			gap(),
		}
	}
	plSig := ls("                                        THE PLAINTIFF,",
		"                                        MARGARET O'SULLIVAN-PIKE",
		"",
		"                                        By: /s/ Daniel J. Ferrante",
		"                                        Daniel J. Ferrante, Esq.",
		"                                        Leah M. Okonjo, Esq.",
		"                                        FERRANTE & OKONJO, LLC",
		"                                        One Constitution Plaza, 7th Floor",
		"                                        Hartford, CT 06103",
		"                                        Juris No. 428716",
		"                                        Tel.: (860) 555-0182",
		"                                        dferrante@ferranteokonjo.example")
	dfSig := ls("                                        THE DEFENDANTS,",
		"                                        THAMES VALLEY ROOFING, LLC and",
		"                                        DARIUSZ WROBLEWSKI",
		"",
		"                                        By: /s/ Colleen B. Haverty",
		"                                        Colleen B. Haverty, Esq.",
		"                                        HAVERTY DUNLEAVY LLP",
		"                                        280 Trumbull Street, 21st Floor",
		"                                        Hartford, CT 06103",
		"                                        Juris No. 417093",
		"                                        Tel.: (860) 555-0139",
		"                                        chaverty@havertydunleavy.example")

	complaint := doc{name: "Complaint.pdf", font: "Times", size: 11,
		footer: "%d", pages: []page{
			with([]block{l("RETURN DATE: SEPTEMBER 10, 2024"), gap()}, capt("AUGUST 14, 2024"), []block{
				cb("COMPLAINT"), gap(),
				cb("COUNT ONE: Breach of Contract (as to Thames Valley Roofing, LLC)"),
				p("1. The plaintiff, Margaret O'Sullivan-Pike, is an individual residing at 41 Mountain Laurel Drive, Glastonbury, Connecticut, where she owns a single-family residence (the \"Residence\")."),
				p("2. The defendant, Thames Valley Roofing, LLC (\"Thames Valley\"), is a Connecticut limited liability company with its principal place of business at 1180 Norwich-New London Turnpike, Uncasville, Connecticut. At all relevant times it held home improvement contractor registration no. HIC.0654411."),
				p("3. The defendant, Dariusz Wroblewski, resides in Montville, Connecticut, and is the sole member and manager of Thames Valley. He personally negotiated the contract described below and supervised the work."),
				p("4. On June 3, 2023, the plaintiff and Thames Valley entered into a written contract for the removal of the existing roof of the Residence and the installation of a new architectural shingle roof, ice-and-water barrier and flashing, for a price of $38,750.00 (the \"Contract\")."),
				p("5. The plaintiff paid the Contract price in full, the last payment being made on July 21, 2023, the day Thames Valley declared the work complete."),
				p("6. On January 9, 2024, during the first heavy snowmelt after the work, water entered the Residence at the chimney and the two rear skylights, damaging ceilings, insulation and hardwood floors."),
			}),
			{
				p("7. The plaintiff notified Thames Valley in writing on January 15, 2024. Thames Valley sent a crew on February 2, 2024, which applied sealant but did not replace the step flashing. The leaks recurred on March 11, 2024."),
				p("8. An independent roofing inspection on April 4, 2024 found that no counter-flashing had been installed at the chimney and that the skylight curbs lacked the ice-and-water barrier the Contract required."),
				p("9. Thames Valley breached the Contract, and the plaintiff has suffered damages, including the cost of replacing the roof system at the chimney and skylights and of repairing the interior of the Residence."),
				cb("COUNT TWO: Violation of the Connecticut Unfair Trade Practices Act"),
				cb("(as to Thames Valley Roofing, LLC and Dariusz Wroblewski)"),
				p("1-9. Paragraphs 1 through 9 of Count One are hereby incorporated as paragraphs 1 through 9 of this Count Two."),
				p("10. The Contract did not contain the notice of the right to cancel or the start and completion dates required by the Home Improvement Act, General Statutes § 20-429(a)."),
				p("11. A violation of the Home Improvement Act is a per se violation of the Connecticut Unfair Trade Practices Act, General Statutes § 42-110a et seq. (\"CUTPA\"). The defendant Wroblewski personally participated in the violation and is individually liable for it."),
				p("12. The plaintiff has suffered an ascertainable loss of money or property as a result."),
				p("13. A copy of this complaint has been mailed to the Attorney General and the Commissioner of Consumer Protection as required by General Statutes § 42-110g(c)."),
			},
			{
				cb("WHEREFORE, THE PLAINTIFF CLAIMS:"),
				p("1. Money damages; 2. Punitive damages under General Statutes § 42-110g(a); 3. Attorney's fees under General Statutes § 42-110g(d); 4. Interest under General Statutes § 37-3a; and 5. Such other relief as the Court deems just."),
				p("The amount in demand is greater than Fifteen Thousand Dollars ($15,000.00), exclusive of interest and costs."),
				gap(),
				plSig,
			},
		}}

	answer := doc{name: "Answer and Special Defenses.pdf", font: "Times", size: 11,
		footer: "%d", pages: []page{
			with(capt("OCTOBER 2, 2024"), []block{
				cb("DEFENDANTS' ANSWER AND SPECIAL DEFENSES"), gap(),
				p("The defendants, Thames Valley Roofing, LLC and Dariusz Wroblewski, hereby answer the plaintiff's complaint dated August 14, 2024 as follows:"),
				cb("COUNT ONE"),
				p("1-3. Admitted, except that the defendant Wroblewski denies that he contracted in any personal capacity."),
				p("4-5. Admitted."),
				p("6-7. The defendants lack sufficient knowledge or information to form a belief and leave the plaintiff to her proof, except that they admit a service visit on February 2, 2024."),
				p("8-9. Denied."),
				cb("COUNT TWO"),
				p("1-9. The defendants' answers to paragraphs 1 through 9 of Count One are incorporated."),
				p("10-12. Denied. 13. No answer is required."),
				cb("SPECIAL DEFENSES"),
				p("FIRST SPECIAL DEFENSE (Count One): The plaintiff's damages, if any, were caused by ice damming resulting from inadequate attic ventilation and insulation, which were outside the Contract's scope of work."),
				p("SECOND SPECIAL DEFENSE (Counts One and Two): The plaintiff failed to mitigate her damages by refusing Thames Valley's offer of April 22, 2024 to replace the chimney flashing at no charge."),
				p("THIRD SPECIAL DEFENSE (Count Two): The defendant Wroblewski acted solely as an agent of a disclosed principal and is not individually liable."),
			}),
			{
				dfSig,
				gap(),
				cb("CERTIFICATION"),
				p("I certify that a copy of this document was or will immediately be mailed or delivered electronically or non-electronically on October 2, 2024 to all attorneys and self-represented parties of record and that written consent for electronic delivery was received from all attorneys and self-represented parties of record who were or will immediately be electronically served, as follows:"),
				ls("Daniel J. Ferrante, Esq.", "Leah M. Okonjo, Esq.", "Ferrante & Okonjo, LLC", "One Constitution Plaza, 7th Floor, Hartford, CT 06103", "dferrante@ferranteokonjo.example"),
				gap(),
				ls("                                        /s/ Colleen B. Haverty", "                                        Colleen B. Haverty"),
			},
		}}

	affidavit := doc{name: "Affidavit of Dariusz Wroblewski.pdf", font: "Times", size: 11,
		footer: "%d", pages: []page{
			with(capt("OCTOBER 28, 2024"), []block{
				cb("AFFIDAVIT OF DARIUSZ WROBLEWSKI IN SUPPORT OF"), cb("MOTION FOR SUMMARY JUDGMENT AS TO COUNT TWO"), gap(),
				ls("STATE OF CONNECTICUT   )", "                                      )  ss: Hartford", "COUNTY OF HARTFORD        )"),
				gap(),
				p("I, the undersigned, being duly sworn, depose and say:"),
				p("1. I am over the age of eighteen years and understand and believe in the obligations of an oath."),
				p("2. I am the sole member and manager of Thames Valley Roofing, LLC. I make this affidavit on personal knowledge."),
				p("3. The contract dated June 3, 2023 with Margaret O'Sullivan-Pike was on Thames Valley's printed form and was signed by me only as \"Member, Thames Valley Roofing, LLC.\" I did not sign it in my own name and received no payment personally."),
				p("4. The crew that installed the roof between July 10, 2023 and July 21, 2023 was supervised by Thames Valley's foreman, not by me. I visited the Residence once, on July 14, 2023, to deliver materials."),
				p("5. On April 22, 2024, I offered on Thames Valley's behalf to replace the chimney flashing at no charge. The plaintiff did not accept."),
			}),
			{
				ls("                                        /s/ Dariusz Wroblewski", "                                        Dariusz Wroblewski"),
				gap(),
				p("Subscribed and sworn to before me this 25th day of October, 2024."),
				gap(),
				ls("                                        /s/ Colleen B. Haverty", "                                        Colleen B. Haverty", "                                        Commissioner of the Superior Court"),
			},
		}}

	order := doc{name: "Order on Motion for Summary Judgment.pdf", font: "Helvetica", size: 10,
		pages: []page{
			{
				row([]float64{0.55, 0.45}, "DOCKET NO: HHDCV246189203S", "SUPERIOR COURT"),
				gap(),
				row([]float64{0.55, 0.45}, "O'SULLIVAN-PIKE, MARGARET\nV.\nTHAMES VALLEY ROOFING, LLC Et Al", "JUDICIAL DISTRICT OF HARTFORD\nAT HARTFORD"),
				gap(),
				r("12/16/2024"),
				gap(),
				cb("ORDER"), gap(),
				l("ORDER REGARDING:"),
				l("10/28/2024 121.00 MOTION FOR SUMMARY JUDGMENT"),
				gap(),
				p("The foregoing, having been considered by the Court, is hereby:"),
				p("ORDER: DENIED"),
				p("The defendant Dariusz Wroblewski moves for summary judgment on Count Two on the ground that he signed the contract of June 3, 2023 only as a member of Thames Valley Roofing, LLC. An officer or member who personally participates in a CUTPA violation may be held individually liable regardless of whether the entity is also liable. The complaint alleges, and the plaintiff's objection filed November 20, 2024 argues from the contract's own terms, that the defendant personally negotiated the contract and prepared its terms, including the omissions alleged to violate General Statutes § 20-429(a). His affidavit of October 25, 2024 does not address who prepared the contract form. A genuine issue of material fact therefore exists as to his personal participation. Practice Book § 17-49."),
				p("Oral argument was heard on December 9, 2024. Attorney Leah M. Okonjo appeared for the plaintiff and Attorney Colleen B. Haverty for the defendants."),
				gap(),
				l("Judicial Notice (JDNO) was sent regarding this order."),
				gap(),
				ls("445129", "Judge: KATHLEEN R. ABERNETHY-SOTO", "Processed by: Yolanda Brisbane"),
				gap(),
				small(p("This document may be signed or verified electronically and has the same validity and status as a document physically or manually signed by the Court or the Clerk."), 8),
				small(l("HHDCV246189203S    12/16/2024                                                                                    Page 1 of 1"), 8),
			},
		}}

	return spec{
		name:       "osullivan-pike-v-thames-valley-roofing-ctsuper",
		title:      "O'Sullivan-Pike v. Thames Valley Roofing, LLC (Conn. Super. Ct., J.D. of Hartford, HHD-CV24-6189203-S), roofing contract and CUTPA",
		firstSight: &truth.Figures{PartyTruth: 8, PartyFound: 8, PartyCorrect: 8, EventTruth: 24, EventHits: 24, Grounded: 1}, // at commit d7b6fb2
		docs:       []doc{complaint, answer, affidavit, order},
		parties: []truth.Party{
			{Name: "Margaret O'Sullivan-Pike", Role: "plaintiff"},
			{Name: "Thames Valley Roofing, LLC", Role: "defendant"},
			{Name: "Dariusz Wroblewski", Role: "defendant"},
			{Name: "Dariusz Wroblewski", Role: "declarant"},
			{Name: "Daniel J. Ferrante", Role: "counsel"},
			{Name: "Leah M. Okonjo", Role: "counsel"},
			{Name: "Colleen B. Haverty", Role: "counsel"},
			{Name: "Kathleen R. Abernethy-Soto", Role: "judge"},
		},
		events: []truth.Event{
			{Date: "2024-09-10", File: "Complaint.pdf", Page: 1},
			{Date: "2024-08-14", File: "Complaint.pdf", Page: 1},
			{Date: "2023-06-03", File: "Complaint.pdf", Page: 1},
			{Date: "2023-07-21", File: "Complaint.pdf", Page: 1},
			{Date: "2024-01-09", File: "Complaint.pdf", Page: 1},
			{Date: "2024-01-15", File: "Complaint.pdf", Page: 2},
			{Date: "2024-02-02", File: "Complaint.pdf", Page: 2},
			{Date: "2024-03-11", File: "Complaint.pdf", Page: 2},
			{Date: "2024-04-04", File: "Complaint.pdf", Page: 2},
			{Date: "2024-10-02", File: "Answer and Special Defenses.pdf", Page: 1},
			{Date: "2024-08-14", File: "Answer and Special Defenses.pdf", Page: 1},
			{Date: "2024-02-02", File: "Answer and Special Defenses.pdf", Page: 1},
			{Date: "2024-04-22", File: "Answer and Special Defenses.pdf", Page: 1},
			{Date: "2024-10-02", File: "Answer and Special Defenses.pdf", Page: 2},
			{Date: "2024-10-28", File: "Affidavit of Dariusz Wroblewski.pdf", Page: 1},
			{Date: "2023-06-03", File: "Affidavit of Dariusz Wroblewski.pdf", Page: 1},
			{Date: "2023-07-10", File: "Affidavit of Dariusz Wroblewski.pdf", Page: 1},
			{Date: "2023-07-14", File: "Affidavit of Dariusz Wroblewski.pdf", Page: 1},
			{Date: "2024-04-22", File: "Affidavit of Dariusz Wroblewski.pdf", Page: 1},
			{Date: "2024-10-25", File: "Affidavit of Dariusz Wroblewski.pdf", Page: 2},
			{Date: "2024-12-16", File: "Order on Motion for Summary Judgment.pdf", Page: 1},
			{Date: "2024-10-28", File: "Order on Motion for Summary Judgment.pdf", Page: 1},
			{Date: "2024-11-20", File: "Order on Motion for Summary Judgment.pdf", Page: 1},
			{Date: "2024-12-09", File: "Order on Motion for Summary Judgment.pdf", Page: 1},
		},
	}
}
