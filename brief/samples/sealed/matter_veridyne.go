package sealed

import "pramaan/brief/truth"

// A business tort case in the Santa Clara County Superior Court, all on
// pleading paper with the attorneys' block at the top left: a complaint for
// misappropriation of trade secrets, breach of contract and interference
// with prospective economic advantage against a former vice president and
// his new employer (the clerk's "Electronically Filed by Superior Court of
// CA" stamp with reviewer and envelope number, "DOES 1 through 20", the
// causes of action beside the caption), the chief executive's declaration
// supporting a preliminary injunction (hearing date, time and department
// beside the caption, "Executed on ... at San Jose"), the defendants'
// answer with a general denial, affirmative defenses and a legal assistant's
// proof of electronic service, and the order after hearing granting the
// injunction in part with a bond and a forensic inspection.
func init() { specs = append(specs, veridyne) }

func veridyne() spec {
	pl := ls("Margaret A. Oyelowo-Finch (SBN 241876)", "moyelowofinch@finchtsukamoto.example", "Daniel K. Tsukamoto (SBN 298453)", "dtsukamoto@finchtsukamoto.example", "FINCH TSUKAMOTO LLP", "755 Page Mill Road, Suite B-200", "Palo Alto, California 94304", "Telephone: (650) 555-0192", "", "Attorneys for Plaintiff", "VERIDYNE THERMAL SYSTEMS, INC.")
	df := ls("Rafael J. Montoya-Greer (SBN 226014)", "Priya L. Sundaresan (SBN 305127)", "MONTOYA GREER & SUNDARESAN LLP", "60 South Market Street, Suite 1100", "San Jose, California 95113", "Telephone: (408) 555-0166", "", "Attorneys for Defendants ARCLIGHT CRYOGENICS, INC.", "and NIKHIL R. DASGUPTA-ELLERY")
	court := []block{cb("SUPERIOR COURT OF THE STATE OF CALIFORNIA"), cb("COUNTY OF SANTA CLARA"), gap()}
	left := "VERIDYNE THERMAL SYSTEMS, INC., a California corporation,\n\n               Plaintiff,\n\n     vs.\n\nARCLIGHT CRYOGENICS, INC., a Delaware corporation; NIKHIL R. DASGUPTA-ELLERY, an individual; and DOES 1 through 20, inclusive,\n\n               Defendants."
	brace := ")\n)\n)\n)\n)\n)\n)\n)\n)\n)\n)\n)\n)"
	w := []float64{0.5, 0.04, 0.46}

	complaint := doc{name: "Complaint.pdf", font: "Times", size: 10.5, pleading: true,
		footer: "COMPLAINT", footer2: "%d",
		pages: []page{
			{
				stamp("Electronically Filed", "by Superior Court of CA,", "County of Santa Clara,", "on 3/4/2025 3:12 PM", "Reviewed By: R. Nguyen", "Case #25CV461207", "Envelope: 18827341"),
				pl, gap(), court[0], court[1], gap(),
				row(w, left, brace, "Case No. 25CV461207\n\nCOMPLAINT FOR:\n(1) Misappropriation of Trade Secrets (Civ. Code § 3426 et seq.);\n(2) Breach of Contract;\n(3) Intentional Interference with Prospective Economic Advantage;\n(4) Unfair Competition (Bus. & Prof. Code § 17200)\n\nDEMAND FOR JURY TRIAL"),
				gap(),
				p("Plaintiff Veridyne Thermal Systems, Inc. (\"Veridyne\") alleges as follows:"),
				cb("THE PARTIES"),
				p("1. Veridyne is a California corporation with its principal place of business in San Jose. It designs liquid-cooling systems for high-density data center racks."),
				p("2. Defendant Arclight Cryogenics, Inc. (\"Arclight\") is a Delaware corporation with offices in Santa Clara, California, and is a direct competitor of Veridyne. Defendant Nikhil R. Dasgupta-Ellery (\"Dasgupta-Ellery\") resides in Cupertino, California."),
			},
			{
				p("3. Plaintiff is ignorant of the true names and capacities of the defendants sued as DOES 1 through 20, inclusive, and therefore sues them by such fictitious names."),
				cb("GENERAL ALLEGATIONS"),
				p("4. Dasgupta-Ellery was employed by Veridyne from April 11, 2019 until he resigned on January 17, 2025, most recently as Vice President of Strategic Accounts. On hiring he signed an Employee Confidential Information and Invention Assignment Agreement (the \"Confidentiality Agreement\"), by which he agreed to hold Veridyne's confidential information in confidence and to return all of it when his employment ended."),
				p("5. Veridyne's trade secrets include its cold-plate manifold designs, its pricing models and margin targets for each hyperscale customer, and the technical requirements its customers disclosed in confidence (the \"Trade Secrets\"). Veridyne protects them by access controls, encryption, and confidentiality agreements."),
				p("6. On January 9, 2025, eight days before he resigned, Dasgupta-Ellery downloaded more than 4,100 files from Veridyne's document system to a personal USB drive, including the pricing model for Halvorsen Data Centers, Veridyne's largest prospective customer. He did not return the drive."),
				p("7. Dasgupta-Ellery began work at Arclight as its Senior Vice President of Sales on January 27, 2025. On February 14, 2025, Halvorsen Data Centers cancelled a request for proposal in which Veridyne was the preferred bidder and awarded the work to Arclight at a price 3% below Veridyne's confidential final offer."),
				cb("FIRST CAUSE OF ACTION"),
				c("(Misappropriation of Trade Secrets - Against All Defendants)"),
				p("8. Defendants acquired the Trade Secrets by improper means and used them without consent, willfully and maliciously, entitling Veridyne to damages, exemplary damages and attorneys' fees under Civil Code sections 3426.3 and 3426.4, and to injunctive relief."),
				cb("SECOND THROUGH FOURTH CAUSES OF ACTION"),
				p("9. Dasgupta-Ellery breached the Confidentiality Agreement. Arclight, knowing of Veridyne's relationship with Halvorsen Data Centers, intentionally disrupted it by wrongful means. Defendants' conduct is unlawful and unfair under Business and Professions Code section 17200."),
				p("WHEREFORE, Veridyne prays for damages according to proof, exemplary damages, a preliminary and permanent injunction, restitution, attorneys' fees and costs, and such other relief as the Court deems proper."),
				ls("Dated: March 4, 2025                      FINCH TSUKAMOTO LLP", "", "                                          By: /s/ Margaret A. Oyelowo-Finch", "                                              Margaret A. Oyelowo-Finch", "                                              Daniel K. Tsukamoto", "                                              Attorneys for Plaintiff"),
			},
		}}

	decl := doc{name: "Declaration of Helena V. Strandberg ISO Preliminary Injunction.pdf", font: "Times", size: 10.5, pleading: true,
		footer: "DECLARATION OF HELENA V. STRANDBERG ISO MOTION FOR PRELIMINARY INJUNCTION", footer2: "%d",
		pages: []page{
			{
				pl, gap(), court[0], court[1], gap(),
				row(w, left, brace, "Case No. 25CV461207\n\nDECLARATION OF HELENA V. STRANDBERG IN SUPPORT OF PLAINTIFF'S MOTION FOR PRELIMINARY INJUNCTION\n\nDate:     April 17, 2025\nTime:     9:00 a.m.\nDept.:    6\nJudge:    Hon. Beatriz M. Castellanos-Whitney\n\nComplaint Filed: March 4, 2025\nTrial Date: None set"),
				gap(),
				p("I, Helena V. Strandberg, declare:"),
				p("1. I am the Chief Executive Officer of Plaintiff Veridyne Thermal Systems, Inc. I have personal knowledge of the facts stated here and, if called as a witness, could and would testify competently to them."),
				p("2. Nikhil R. Dasgupta-Ellery reported to me from 2022 until he resigned on January 17, 2025. In his exit interview that day he told me he was \"taking time off\" and had not accepted another position."),
			},
			{
				p("3. After he left, our information security team reviewed his account activity. Its report shows that on January 9, 2025, between 7:42 p.m. and 8:19 p.m., his credentials were used to download 4,137 files to a removable drive, including the complete pricing model for Halvorsen Data Centers. A true and correct copy of the report's summary is attached as Exhibit 1."),
				p("4. On February 3, 2025, our counsel wrote to Mr. Dasgupta-Ellery asking him to return the drive and certify that he had kept no copies. He did not respond. On February 14, 2025, Halvorsen Data Centers told us it had cancelled its request for proposal and awarded the work to Arclight."),
				p("5. Unless Defendants are enjoined, Veridyne will lose the value of pricing and design information it spent more than six years and $19 million developing, and its relationships with at least three other customers whose pricing models were among the files taken."),
				p("I declare under penalty of perjury under the laws of the State of California that the foregoing is true and correct. Executed on March 20, 2025 at San Jose, California."),
				ls("", "                                          /s/ Helena V. Strandberg", "                                          Helena V. Strandberg"),
			},
		}}

	answer := doc{name: "Answer of Defendants.pdf", font: "Times", size: 10.5, pleading: true,
		footer: "DEFENDANTS' ANSWER TO COMPLAINT", footer2: "%d",
		pages: []page{
			{
				stamp("Electronically Filed", "by Superior Court of CA,", "County of Santa Clara,", "on 4/8/2025 11:47 AM", "Reviewed By: T. Alcantar", "Case #25CV461207", "Envelope: 18990215"),
				df, gap(), court[0], court[1], gap(),
				row(w, left, brace, "Case No. 25CV461207\n\nDEFENDANTS ARCLIGHT CRYOGENICS, INC. AND NIKHIL R. DASGUPTA-ELLERY'S ANSWER TO COMPLAINT\n\nAssigned for all purposes to Hon. Beatriz M. Castellanos-Whitney, Dept. 6"),
				gap(),
				p("Defendants Arclight Cryogenics, Inc. and Nikhil R. Dasgupta-Ellery (\"Defendants\") answer the unverified Complaint of Plaintiff Veridyne Thermal Systems, Inc. as follows:"),
				cb("GENERAL DENIAL"),
				p("Under Code of Civil Procedure section 431.30, subdivision (d), Defendants deny, generally and specifically, each and every allegation of the Complaint, and deny that Plaintiff has been damaged in any sum or at all."),
				cb("AFFIRMATIVE DEFENSES"),
				p("1. The Complaint fails to state facts sufficient to constitute a cause of action. 2. The information alleged is not a trade secret, being generally known in the industry or readily ascertainable. 3. Defendants independently developed any information they used. 4. The second through fourth causes of action are displaced by Civil Code section 3426.7. 5. Plaintiff's own pricing, not any act of Defendants, caused the loss of the Halvorsen Data Centers opportunity."),
				p("WHEREFORE, Defendants pray that Plaintiff take nothing, for costs, and for attorneys' fees under Civil Code section 3426.4."),
			},
			{
				ls("Dated: April 8, 2025                      MONTOYA GREER & SUNDARESAN LLP", "", "                                          By: /s/ Rafael J. Montoya-Greer", "                                              Rafael J. Montoya-Greer", "                                              Priya L. Sundaresan", "                                              Attorneys for Defendants"), gap(),
				cb("PROOF OF SERVICE"),
				p("I am employed in the County of Santa Clara, State of California. I am over the age of eighteen years and not a party to this action. My business address is 60 South Market Street, Suite 1100, San Jose, California 95113. On April 8, 2025, I served the foregoing DEFENDANTS' ANSWER TO COMPLAINT by electronic service through the Court's approved electronic filing service provider on:"),
				ls("     Margaret A. Oyelowo-Finch", "     Daniel K. Tsukamoto", "     FINCH TSUKAMOTO LLP", "     moyelowofinch@finchtsukamoto.example; dtsukamoto@finchtsukamoto.example", "     Attorneys for Plaintiff"),
				p("I declare under penalty of perjury under the laws of the State of California that the foregoing is true and correct. Executed on April 8, 2025 at San Jose, California."),
				ls("", "     Joaquin T. Reyes-Lim                          /s/ Joaquin T. Reyes-Lim", "     (Type or print name)                          (Signature)"),
			},
		}}

	order := doc{name: "Order Granting in Part Motion for Preliminary Injunction.pdf", font: "Times", size: 10.5, pleading: true,
		footer: "ORDER GRANTING IN PART MOTION FOR PRELIMINARY INJUNCTION", footer2: "%d",
		pages: []page{
			{
				stamp("Electronically Filed", "by Superior Court of CA,", "County of Santa Clara,", "on 4/22/2025 4:05 PM", "Reviewed By: T. Alcantar", "Case #25CV461207", "Envelope: 19073388"),
				gap(), gap(), gap(), gap(), court[0], court[1], gap(),
				row(w, left, brace, "Case No. 25CV461207\n\nORDER GRANTING IN PART PLAINTIFF'S MOTION FOR PRELIMINARY INJUNCTION\n\nDate:     April 17, 2025\nDept.:    6"),
				gap(),
				p("Plaintiff Veridyne Thermal Systems, Inc.'s motion for a preliminary injunction came on for hearing on April 17, 2025 in Department 6 of this Court, the Honorable Beatriz M. Castellanos-Whitney presiding. Margaret A. Oyelowo-Finch of Finch Tsukamoto LLP appeared for Plaintiff; Rafael J. Montoya-Greer of Montoya Greer & Sundaresan LLP appeared for Defendants. The Court issued a tentative ruling on April 16, 2025, which Defendants contested. Having considered the papers, including the Declaration of Helena V. Strandberg, and the arguments of counsel, the Court rules as follows."),
				p("Plaintiff has shown a reasonable probability of prevailing on its claim that Defendant Nikhil R. Dasgupta-Ellery took its customer pricing models without authorization on January 9, 2025, and that the balance of interim harm favors relief as to those files. Plaintiff has not shown that its manifold designs were used by Arclight, whose product was announced in 2023."),
			},
			{
				p("IT IS THEREFORE ORDERED that, pending trial:"),
				p("1. Defendants, and all persons acting in concert with them, are enjoined from using or disclosing any document or information taken from Plaintiff's systems by Dasgupta-Ellery, including the pricing models of any Veridyne customer."),
				p("2. Within ten days, Dasgupta-Ellery shall deliver the USB drive and every device to which its contents were copied to a neutral forensic examiner agreed by the parties, who shall complete an inspection and report to the parties by May 16, 2025."),
				p("3. The motion is otherwise DENIED."),
				p("4. This order shall take effect when Plaintiff posts an undertaking in the amount of $250,000 under Code of Civil Procedure section 529, which it shall do by April 25, 2025."),
				ls("IT IS SO ORDERED.", "", "Dated: April 22, 2025                     __________________________________", "                                          Hon. Beatriz M. Castellanos-Whitney", "                                          Judge of the Superior Court"),
			},
		}}

	return spec{
		name: "veridyne-thermal-v-arclight-cryogenics-santa-clara", title: "Veridyne Thermal Systems, Inc. v. Arclight Cryogenics, Inc. (Santa Clara Super. Ct., No. 25CV461207), trade secrets and interference",
		firstSight: &truth.Figures{PartyTruth: 10, PartyFound: 12, PartyCorrect: 10, EventTruth: 23, EventHits: 23, Grounded: 1}, // at commit 0946ef1
		docs:       []doc{complaint, decl, answer, order},
		parties: []truth.Party{
			{Name: "Veridyne Thermal Systems, Inc.", Role: "plaintiff"},
			{Name: "Arclight Cryogenics, Inc.", Role: "defendant"},
			{Name: "Nikhil R. Dasgupta-Ellery", Role: "defendant"},
			{Name: "Margaret A. Oyelowo-Finch", Role: "counsel"},
			{Name: "Daniel K. Tsukamoto", Role: "counsel"},
			{Name: "Rafael J. Montoya-Greer", Role: "counsel"},
			{Name: "Priya L. Sundaresan", Role: "counsel"},
			{Name: "Helena V. Strandberg", Role: "declarant"},
			{Name: "Joaquin T. Reyes-Lim", Role: "declarant"}, // the proof of service under penalty of perjury
			{Name: "Beatriz M. Castellanos-Whitney", Role: "judge"},
		},
		events: []truth.Event{
			{Date: "2025-03-04", File: "Complaint.pdf", Page: 1},
			{Date: "2019-04-11", File: "Complaint.pdf", Page: 2},
			{Date: "2025-01-17", File: "Complaint.pdf", Page: 2},
			{Date: "2025-01-09", File: "Complaint.pdf", Page: 2},
			{Date: "2025-01-27", File: "Complaint.pdf", Page: 2},
			{Date: "2025-02-14", File: "Complaint.pdf", Page: 2},
			{Date: "2025-03-04", File: "Complaint.pdf", Page: 2},
			{Date: "2025-04-17", File: "Declaration of Helena V. Strandberg ISO Preliminary Injunction.pdf", Page: 1},
			{Date: "2025-03-04", File: "Declaration of Helena V. Strandberg ISO Preliminary Injunction.pdf", Page: 1},
			{Date: "2025-01-17", File: "Declaration of Helena V. Strandberg ISO Preliminary Injunction.pdf", Page: 1},
			{Date: "2025-01-09", File: "Declaration of Helena V. Strandberg ISO Preliminary Injunction.pdf", Page: 2},
			{Date: "2025-02-03", File: "Declaration of Helena V. Strandberg ISO Preliminary Injunction.pdf", Page: 2},
			{Date: "2025-02-14", File: "Declaration of Helena V. Strandberg ISO Preliminary Injunction.pdf", Page: 2},
			{Date: "2025-03-20", File: "Declaration of Helena V. Strandberg ISO Preliminary Injunction.pdf", Page: 2},
			{Date: "2025-04-08", File: "Answer of Defendants.pdf", Page: 1},
			{Date: "2025-04-08", File: "Answer of Defendants.pdf", Page: 2},
			{Date: "2025-04-22", File: "Order Granting in Part Motion for Preliminary Injunction.pdf", Page: 1},
			{Date: "2025-04-17", File: "Order Granting in Part Motion for Preliminary Injunction.pdf", Page: 1},
			{Date: "2025-04-16", File: "Order Granting in Part Motion for Preliminary Injunction.pdf", Page: 1},
			{Date: "2025-01-09", File: "Order Granting in Part Motion for Preliminary Injunction.pdf", Page: 1},
			{Date: "2025-05-16", File: "Order Granting in Part Motion for Preliminary Injunction.pdf", Page: 2},
			{Date: "2025-04-25", File: "Order Granting in Part Motion for Preliminary Injunction.pdf", Page: 2},
			{Date: "2025-04-22", File: "Order Granting in Part Motion for Preliminary Injunction.pdf", Page: 2},
		},
	}
}
