package samples

// DEV SET (held out at first sight): a Connecticut Superior Court contract
// and CUTPA suit. The colon-ruled caption with the docket number, the
// judicial district, the town and the paper's date in the right column
// ("DOCKET NO. HHD-CV24-6181234-S : SUPERIOR COURT" / "X : J.D. OF
// HARTFORD" / "V. : AT HARTFORD" / "Y : MAY 3, 2024"); the complaint with
// counts, a statement of the amount in demand and "THE PLAINTIFF, / X, /
// By: /s/ Y" over the firm and "Juris No."; the defendants' motion to strike
// with the Practice Book's certification of service ("I certify that a
// copy of this document was or will immediately be mailed or delivered
// electronically ... to all counsel and self-represented parties of record
// ... Name and address of each party and attorney that copy was mailed or
// delivered to"); an affidavit of debt by the plaintiff's controller; and
// the memorandum of decision ("MEMORANDUM OF DECISION RE: DEFENDANTS'
// MOTION TO STRIKE (#104.00)", the judge's judicial number beside her
// name, "BY THE COURT,", "Noble, J." style surname signature over the full
// name), with the clerk's notice of the decision and its mailing list.
// The plaintiff's controller who swears the affidavit is its declarant; the
// assistant clerk, the notary and the firms on the notice's mailing list
// have no role; the judge signs by her judicial number and surname.
func init() { specs = append(specs, lindqvist) }

func lindqvist() matterSpec {
	capt := func(date string) block {
		return caption(":", []string{"DOCKET NO. HHD-CV24-6181234-S", "", "LINDQVIST MARINE SUPPLY, LLC", "", "V.", "", "HARTWELL BOATWORKS, INC. and", "DESMOND R. HARTWELL", ""},
			[]string{"SUPERIOR COURT", "", "J.D. OF HARTFORD", "", "AT HARTFORD", "", date, "", ""})
	}
	complaint := doc{name: "Complaint.pdf", font: "Times", size: 12,
		pages: []page{
			{
				small(l("RETURN DATE: MAY 28, 2024"), 11), gap(),
				capt("MAY 3, 2024"), gap(),
				cb("COMPLAINT"), gap(),
				cb("COUNT ONE: Breach of Contract (against Hartwell Boatworks, Inc.)"),
				p("1. The plaintiff, Lindqvist Marine Supply, LLC (\"Lindqvist\"), is a Connecticut limited liability company with its principal place of business in Old Saybrook, Connecticut."),
				p("2. The defendant, Hartwell Boatworks, Inc. (\"Hartwell Boatworks\"), is a Connecticut corporation with its principal place of business in Wethersfield, Connecticut."),
				p("3. The defendant, Desmond R. Hartwell, is the president of Hartwell Boatworks and resides in Glastonbury, Connecticut."),
				p("4. Between August 1, 2023 and December 15, 2023, Lindqvist sold and delivered marine engines, rigging and hardware to Hartwell Boatworks on open account, for which Hartwell Boatworks promised to pay within thirty days of each invoice."),
				p("5. Hartwell Boatworks has failed to pay invoices totaling $186,420.55, despite written demand dated February 12, 2024."),
			},
			{
				cb("COUNT TWO: CUTPA, General Statutes § 42-110a et seq. (against both defendants)"),
				p("6. Paragraphs 1 through 5 are incorporated here."),
				p("7. On January 9, 2024, Desmond R. Hartwell represented to Lindqvist that payment had been wired, and sent a bank confirmation that he knew to be false, to obtain a further shipment delivered on January 11, 2024."),
				cb("WHEREFORE, the plaintiff claims:"),
				p("1. Money damages; 2. Punitive damages and attorney's fees under General Statutes § 42-110g; 3. Interest under General Statutes § 37-3a; 4. Costs."),
				cb("STATEMENT OF AMOUNT IN DEMAND"),
				p("The amount, legal interest or property in demand is fifteen thousand dollars or more, exclusive of interest and costs."),
				ls("", "                                        THE PLAINTIFF,",
					"                                        LINDQVIST MARINE SUPPLY, LLC", "",
					"                                        By: /s/ Tobias K. Wennerholm",
					"                                        Tobias K. Wennerholm",
					"                                        WENNERHOLM & CASEY, LLC",
					"                                        185 Asylum Street, 17th Floor",
					"                                        Hartford, CT 06103",
					"                                        Tel.: (860) 555-0112",
					"                                        Juris No. 428815",
					"                                        Its Attorneys"),
			},
		}}

	strike := doc{name: "Motion to Strike.pdf", font: "Times", size: 12,
		pages: []page{
			{
				capt("JUNE 24, 2024"), gap(),
				cb("DEFENDANTS' MOTION TO STRIKE COUNT TWO"), gap(),
				p("Pursuant to Practice Book § 10-39, the defendants, Hartwell Boatworks, Inc. and Desmond R. Hartwell, move to strike Count Two of the complaint dated May 3, 2024, because it alleges no more than a simple breach of contract, which without substantial aggravating circumstances does not state a claim under CUTPA, and because it alleges no facts that would make Desmond R. Hartwell personally liable. A memorandum of law accompanies this motion."),
				ls("", "                                        THE DEFENDANTS,",
					"                                        HARTWELL BOATWORKS, INC. and",
					"                                        DESMOND R. HARTWELL", "",
					"                                        By: /s/ Renata S. Oyelaran",
					"                                        Renata S. Oyelaran",
					"                                        Philip A. Marchand",
					"                                        OYELARAN MARCHAND LLP",
					"                                        One Financial Plaza, Suite 1400",
					"                                        Hartford, CT 06103",
					"                                        Juris No. 437702"),
			},
			{
				cb("CERTIFICATION"),
				small(p("I certify that a copy of this document was or will immediately be mailed or delivered electronically or non-electronically on June 24, 2024 to all counsel and self-represented parties of record and that written consent for electronic delivery was received from all counsel and self-represented parties of record who were or will immediately be electronically served."), 10.5),
				small(ls("Name and address of each party and attorney that copy was mailed or delivered to:",
					"Tobias K. Wennerholm, Wennerholm & Casey, LLC, 185 Asylum Street, 17th Floor, Hartford, CT 06103",
					"",
					"                                        /s/ Renata S. Oyelaran",
					"                                        Renata S. Oyelaran"), 10.5),
			},
		}}

	affidavit := doc{name: "Affidavit of Debt.pdf", font: "Times", size: 12,
		pages: []page{
			{
				capt("JULY 15, 2024"), gap(),
				cb("AFFIDAVIT OF DEBT"), gap(),
				ls("STATE OF CONNECTICUT    )", "                        )  ss: Old Saybrook", "COUNTY OF MIDDLESEX     )"), gap(),
				p("The undersigned, being duly sworn, deposes and says:"),
				p("1. I am over the age of eighteen years and believe in the obligations of an oath."),
				p("2. I am the controller of the plaintiff, Lindqvist Marine Supply, LLC, and I keep its accounts receivable records in the regular course of its business."),
				p("3. The balance due from Hartwell Boatworks, Inc. on its account, after all just credits, is $186,420.55, for goods delivered between August 1, 2023 and January 11, 2024. The last payment on the account was received on October 30, 2023."),
				ls("", "                                        /s/ Ingrid M. Sjoberg",
					"                                        Ingrid M. Sjoberg, Controller", "",
					"Subscribed and sworn to before me this 12th day of July, 2024.", "",
					"/s/ Walter P. Gifford",
					"Notary Public / Commissioner of the Superior Court"),
			},
		}}

	decision := doc{name: "Memorandum of Decision re Motion to Strike.pdf", font: "Times", size: 12,
		pages: []page{
			{
				capt("OCTOBER 8, 2024"), gap(),
				cb("MEMORANDUM OF DECISION RE: DEFENDANTS'"), cb("MOTION TO STRIKE (#104.00)"), gap(),
				p("The plaintiff, Lindqvist Marine Supply, LLC, brings this action against Hartwell Boatworks, Inc. and its president, Desmond R. Hartwell. The defendants move to strike the second count, which alleges a violation of the Connecticut Unfair Trade Practices Act. The court heard argument on September 16, 2024."),
				p("A motion to strike tests the legal sufficiency of a pleading, and the court takes the facts alleged as true. Count Two alleges that Desmond R. Hartwell sent a false wire confirmation on January 9, 2024 to obtain a further shipment. That is an aggravating circumstance beyond a mere failure to pay, and an officer who personally takes part in a deceptive act may be liable for it."),
				p("The motion to strike is DENIED."),
				ls("", "                                        BY THE COURT,", "",
					"                                        /s/ 418227",
					"                                        Noble-Hastings, J.",
					"                                        Hon. Cecily A. Noble-Hastings"),
			},
			{
				cb("NOTICE SENT: OCTOBER 8, 2024"),
				small(ls("WENNERHOLM & CASEY, LLC (428815)",
					"OYELARAN MARCHAND LLP (437702)",
					"HON. CECILY A. NOBLE-HASTINGS", "",
					"JUDICIAL DISTRICT OF HARTFORD AT HARTFORD",
					"Assistant Clerk: Paulette R. Ainsley"), 10),
			},
		}}

	return matterSpec{
		name: "lindqvist-marine-v-hartwell", title: "Lindqvist Marine Supply, LLC v. Hartwell Boatworks, Inc. (Conn. Super. Ct., J.D. of Hartford, HHD-CV24-6181234-S)", heldOut: true,
		firstSight: &Figures{PartyTruth: 8, PartyFound: 5, PartyCorrect: 4, EventTruth: 19, EventHits: 19, Grounded: 1}, // at d4ee8a4
		docs:       []doc{complaint, strike, affidavit, decision},
		parties: []Party{
			{"Lindqvist Marine Supply, LLC", "plaintiff"},
			{"Hartwell Boatworks, Inc.", "defendant"},
			{"Desmond R. Hartwell", "defendant"},
			{"Tobias K. Wennerholm", "counsel"},
			{"Renata S. Oyelaran", "counsel"},
			{"Philip A. Marchand", "counsel"},
			{"Ingrid M. Sjoberg", "declarant"},
			{"Cecily A. Noble-Hastings", "judge"},
		},
		events: []Event{
			{"2024-05-28", "Complaint.pdf", 1},
			{"2024-05-03", "Complaint.pdf", 1},
			{"2023-08-01", "Complaint.pdf", 1},
			{"2023-12-15", "Complaint.pdf", 1},
			{"2024-02-12", "Complaint.pdf", 1},
			{"2024-01-09", "Complaint.pdf", 2},
			{"2024-01-11", "Complaint.pdf", 2},
			{"2024-06-24", "Motion to Strike.pdf", 1},
			{"2024-05-03", "Motion to Strike.pdf", 1},
			{"2024-06-24", "Motion to Strike.pdf", 2},
			{"2024-07-15", "Affidavit of Debt.pdf", 1},
			{"2023-08-01", "Affidavit of Debt.pdf", 1},
			{"2024-01-11", "Affidavit of Debt.pdf", 1},
			{"2023-10-30", "Affidavit of Debt.pdf", 1},
			{"2024-07-12", "Affidavit of Debt.pdf", 1},
			{"2024-10-08", "Memorandum of Decision re Motion to Strike.pdf", 1},
			{"2024-09-16", "Memorandum of Decision re Motion to Strike.pdf", 1},
			{"2024-01-09", "Memorandum of Decision re Motion to Strike.pdf", 1},
			{"2024-10-08", "Memorandum of Decision re Motion to Strike.pdf", 2},
		},
	}
}
