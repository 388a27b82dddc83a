package samples

// DEV SET (held out at first sight): an ICC arbitration seated in Paris
// between a French engineering contractor and a Bahraini petrochemicals
// company over the termination of an EPC contract, seen through three of
// its papers. The Terms of Reference (a cover with "INTERNATIONAL COURT OF
// ARBITRATION", the case number "27431/XZG", each party's country in
// brackets under its name and "Claimant" / "Respondent" under that; "1. THE
// PARTIES" with each party's registered address and "represented in this
// arbitration by:" over its counsel stacked with their firm, postal address
// and one "Email:" line per lawyer, the respondent's counsel from two firms;
// "2. THE ARBITRAL TRIBUNAL" with the co-arbitrator "nominated by the
// Claimant" and the one "nominated by the Respondent", each confirmed by the
// Secretary General on a date, and the President appointed by the Court on
// the co-arbitrators' joint nomination, each with address and email; an
// administrative secretary; a summary of the claims and relief sought, the
// issues to be determined as a numbered list, the place, language and law;
// and a signature page with "For the Claimant:" / "For the Respondent:"
// over counsel's names and dates, then the three arbitrators with
// "Co-arbitrator" / "President" and a date under each); Procedural Order
// No. 3 on the hearing's arrangements (a running header with the case
// number, "Paris, 5 July 2024" at the right, recitals "Having regard to",
// a table "Witness / Expert | Party | Statement / Report | Day" with "CWS-1"
// tags, the time allocated to each side, "On behalf of the Arbitral
// Tribunal" signed by the President); and the Final Award (cover "ICC CASE
// No. 27431/XZG" with the tribunal's members and their titles, a table of
// defined terms with the defined term on the left and its meaning on the
// right, the procedural history with the hearing's dates, the witnesses and
// experts heard for each side, the closing of the proceedings under Article
// 27 and the Court's approval of the draft, the dispositive section "FOR
// THESE REASONS, THE ARBITRAL TRIBUNAL" with lettered orders, and three
// signatures side by side under "Place of arbitration: Paris" and the
// date). Conventions: a claimant is the plaintiff; counsel listed as
// representing a party, and those who sign the Terms of Reference for it,
// are counsel; each member of the tribunal is a judge; the administrative
// secretary and the firms listed with their lawyers are no parties; a fact
// or expert witness heard at the hearing is a witness.
func init() { specs = append(specs, marceau) }

func marceau() matterSpec {
	const caseNo = "ICC Case No. 27431/XZG"

	tor := doc{name: "Terms of Reference ICC 27431.pdf", font: "Times", size: 10.5, unicode: true,
		footer: "ICC Case No. 27431/XZG - Terms of Reference                                              Page %d of %t",
		pages: []page{
			{
				cb("INTERNATIONAL CHAMBER OF COMMERCE"), cb("INTERNATIONAL COURT OF ARBITRATION"), gap(),
				c(caseNo), gap(), gap(), gap(),
				cb("MARCEAU INDUSTRIES SAS"), c("(France)"), gap(), c("Claimant"), gap(), c("v."), gap(),
				cb("QADIRA PETROCHEMICALS COMPANY W.L.L."), c("(Kingdom of Bahrain)"), gap(), c("Respondent"), gap(), gap(), gap(),
				cb("TERMS OF REFERENCE"), c("(Article 23 of the ICC Rules of Arbitration in force as from 1 January 2021)"), gap(), gap(), gap(),
				c("Arbitral Tribunal"),
				c("Ms Margarethe Ekholm (President)"),
				c("Professor Étienne Lacombe"),
				c("Dr Samir Nasrallah"), gap(), gap(),
				c("18 December 2023"),
			},
			{
				l("1. THE PARTIES"), gap(),
				l("1.1 Claimant"),
				p("Marceau Industries SAS, a société par actions simplifiée registered with the Registre du Commerce et des Sociétés of Lyon under number 412 887 305, whose registered office is at 14 quai Perrache, 69002 Lyon, France (\"Marceau\" or the \"Claimant\")."),
				p("The Claimant is represented in this arbitration by:"),
				ls("          Maître Hélène Castagné",
					"          Mr Thomas Ruel",
					"          Ms Inès Haddad",
					"          BRÉVILLE CASTAGNÉ AVOCATS",
					"          27 rue de Courcelles",
					"          75008 Paris, France",
					"          Tel: +33 1 53 77 40 00",
					"          Email: hcastagne@breville-castagne.fr",
					"          Email: truel@breville-castagne.fr",
					"          Email: ihaddad@breville-castagne.fr"),
				gap(),
				l("1.2 Respondent"),
				p("Qadira Petrochemicals Company W.L.L., a company with limited liability registered with the Ministry of Industry and Commerce of the Kingdom of Bahrain under CR No. 48213-1, whose registered office is at Building 2251, Road 4634, Sitra 646, Kingdom of Bahrain (\"Qadira\" or the \"Respondent\")."),
				p("The Respondent is represented in this arbitration by:"),
				ls("          Mr Faisal Al-Sayegh                          Mr Daniel Osei-Bonsu",
					"          AL-SAYEGH & PARTNERS                         Ms Clara Whitmore",
					"          Bahrain Financial Harbour, West Tower        HARROWGATE LYLE LLP",
					"          Level 21, Manama, Kingdom of Bahrain         18 Finsbury Circus, London EC2M 7EB",
					"          Email: f.alsayegh@alsayegh-law.bh            Email: dosei-bonsu@harrowgatelyle.com",
					"                                                       Email: cwhitmore@harrowgatelyle.com"),
				gap(),
				p("1.3 All notifications and communications in this arbitration shall be sent by email to the addresses above, with a copy to the Secretariat."),
			},
			{
				l("2. THE ARBITRAL TRIBUNAL"), gap(),
				p("2.1 On 11 September 2023, the Secretary General confirmed, pursuant to Article 13(2) of the Rules, Professor Étienne Lacombe, nominated by the Claimant, as co-arbitrator:"),
				ls("          Professor Étienne Lacombe", "          8 rue Soufflot, 75005 Paris, France", "          Email: elacombe@lacombe-arbitrage.fr"),
				p("2.2 On the same date, the Secretary General confirmed Dr Samir Nasrallah, nominated by the Respondent, as co-arbitrator:"),
				ls("          Dr Samir Nasrallah", "          Nasrallah Chambers, Gefinor Center, Block B, Beirut, Lebanon", "          Email: snasrallah@nasrallahchambers.com"),
				p("2.3 On 19 October 2023, the Court appointed Ms Margarethe Ekholm, jointly nominated by the co-arbitrators, as President of the Arbitral Tribunal:"),
				ls("          Ms Margarethe Ekholm", "          Strandvägen 7A, 114 56 Stockholm, Sweden", "          Email: mekholm@ekholmarbitration.se"),
				p("2.4 With the Parties' consent, the Arbitral Tribunal has appointed Mr Julien Ferrat as its administrative secretary, in accordance with the ICC Note to Parties and Arbitral Tribunals."),
				l("3. SUMMARY OF THE PARTIES' CLAIMS AND RELIEF SOUGHT"),
				p("3.1 By a contract dated 12 April 2021 (the \"EPC Contract\"), Qadira engaged Marceau to design and build a heat recovery unit at its Sitra plant. On 2 March 2023 Qadira terminated the EPC Contract for delay and called the performance bond. The Claimant filed its Request for Arbitration, received by the Secretariat on 6 June 2023, and claims EUR 14.2 million for unpaid milestones and wrongful termination. In its Answer of 21 August 2023, the Respondent denies liability and counterclaims EUR 6.8 million in delay liquidated damages and completion costs."),
				l("4. ISSUES TO BE DETERMINED"),
				p("4.1 Without prejudice to the Parties' arguments, the issues include: (a) whether the Respondent validly terminated the EPC Contract; (b) whether the delay to Mechanical Completion is excused by variations or by the Respondent's late access to site; (c) the sums due to the Claimant for work performed; (d) the Respondent's entitlement to liquidated damages and completion costs; and (e) interest and costs."),
				l("5. PLACE OF ARBITRATION, LANGUAGE AND APPLICABLE LAW"),
				p("5.1 The place of arbitration is Paris, France. The language of the arbitration is English. The EPC Contract is governed by the laws of England and Wales."),
			},
			{
				p("These Terms of Reference are signed in counterparts, each of which is an original, in accordance with Article 23(2) of the Rules."),
				gap(), gap(),
				ls("For the Claimant:                                         For the Respondent:",
					"", "[signed]                                                  [signed]",
					"______________________________                            ______________________________",
					"Hélène Castagné                                           Faisal Al-Sayegh",
					"Bréville Castagné Avocats                                 Al-Sayegh & Partners",
					"Date: 12 December 2023                                    Date: 14 December 2023"),
				gap(), gap(), gap(),
				cb("THE ARBITRAL TRIBUNAL"), gap(),
				ls("[signed]                                                  [signed]",
					"______________________________                            ______________________________",
					"Professor Étienne Lacombe                                 Dr Samir Nasrallah",
					"Co-arbitrator                                             Co-arbitrator",
					"Date: 15 December 2023                                    Date: 15 December 2023",
					"", "",
					"                              [signed]",
					"                              ______________________________",
					"                              Ms Margarethe Ekholm",
					"                              President",
					"                              Date: 18 December 2023"),
			},
		}}

	po3 := doc{name: "Procedural Order No 3 2024-07-05.pdf", font: "Times", size: 10.5, unicode: true,
		header: "ICC Case No. 27431/XZG - Marceau Industries SAS v. Qadira Petrochemicals Company W.L.L.",
		footer: "Procedural Order No. 3 - %d/%t",
		pages: []page{
			{
				cb("INTERNATIONAL COURT OF ARBITRATION"), c(caseNo), gap(),
				c("MARCEAU INDUSTRIES SAS (France)"), c("Claimant"), c("v."), c("QADIRA PETROCHEMICALS COMPANY W.L.L. (Kingdom of Bahrain)"), c("Respondent"), gap(),
				cb("PROCEDURAL ORDER No. 3"), c("(Organisation of the Evidentiary Hearing)"), gap(),
				r("Paris, 5 July 2024"), gap(),
				p("The Arbitral Tribunal,"),
				p("Having regard to the Terms of Reference dated 18 December 2023 and Procedural Order No. 1 of 9 January 2024;"),
				p("Having regard to the Parties' joint proposal of 21 June 2024 and the pre-hearing conference held by video on 2 July 2024;"),
				p("Hereby orders as follows:"),
				p("1. The evidentiary hearing will take place at the ICC Hearing Centre, 112 avenue Kléber, 75116 Paris, from 14 to 17 October 2024, starting at 9:30 each day."),
				p("2. The following witnesses and experts shall attend for examination:"),
				ls("Witness / Expert                      Party        Statement / Report    Day",
					"Mr Pierre-Alain Morvan                Claimant     CWS-1, CWS-2          14 October 2024",
					"Eng. Khalid Al-Mahmood                Respondent   RWS-1                 15 October 2024",
					"Mr Graham Thistlewood (quantum)       Claimant     CER-1                 16 October 2024",
					"Dr Anja Brenner (delay)               Respondent   RER-1                 16 October 2024",
					"Experts in conference                 Both         Joint Report          17 October 2024"),
				gap(),
				p("3. Each side shall have 11 hours in total for opening statements, examination and closing remarks. The Administrative Secretary shall keep the time."),
			},
			{
				p("4. Witnesses of fact shall not attend the hearing before their examination. Experts may attend throughout."),
				p("5. The Parties shall file an agreed hearing bundle and a list of attendees by 30 September 2024, and simultaneous post-hearing briefs by 20 December 2024. There shall be no oral closing submissions."),
				p("6. The Arbitral Tribunal may amend this Order after consulting the Parties."),
				gap(), gap(),
				ls("On behalf of the Arbitral Tribunal,", "", "[signed]", "______________________________", "Margarethe Ekholm", "President of the Arbitral Tribunal"),
			},
		}}

	award := doc{name: "Final Award ICC 27431 2025-05-09.pdf", font: "Times", size: 10.5, unicode: true,
		footer: "ICC CASE No. 27431/XZG - FINAL AWARD                                                          %d",
		pages: []page{
			{
				cb("INTERNATIONAL CHAMBER OF COMMERCE"), cb("INTERNATIONAL COURT OF ARBITRATION"), gap(), gap(),
				cb("ICC CASE No. 27431/XZG"), gap(), gap(),
				cb("MARCEAU INDUSTRIES SAS"), c("(France)"), c("Claimant"), gap(), c("v."), gap(),
				cb("QADIRA PETROCHEMICALS COMPANY W.L.L."), c("(Kingdom of Bahrain)"), c("Respondent"), gap(), gap(),
				cb("FINAL AWARD"), gap(), gap(),
				c("rendered by an Arbitral Tribunal composed of"), gap(),
				c("Professor Étienne Lacombe, Co-arbitrator"),
				c("Dr Samir Nasrallah, Co-arbitrator"),
				c("Ms Margarethe Ekholm, President"), gap(), gap(),
				c("Paris, 9 May 2025"),
			},
			{
				cb("TABLE OF DEFINED TERMS"), gap(),
				ls("Answer                  Respondent's Answer and Counterclaim dated 21 August 2023",
					"Claimant or Marceau     Marceau Industries SAS",
					"Court                   ICC International Court of Arbitration",
					"EPC Contract            Contract for the heat recovery unit at Sitra dated 12 April 2021",
					"Hearing                 Evidentiary hearing held in Paris on 14-17 October 2024",
					"Parties                 The Claimant and the Respondent",
					"PO3                     Procedural Order No. 3 dated 5 July 2024",
					"Request                 Claimant's Request for Arbitration",
					"Respondent or Qadira    Qadira Petrochemicals Company W.L.L.",
					"Rules                   ICC Rules of Arbitration in force as from 1 January 2021",
					"ToR                     Terms of Reference dated 18 December 2023",
					"Tribunal                The Arbitral Tribunal constituted in this arbitration"),
				gap(),
				l("I. PROCEDURAL HISTORY"),
				p("1. The Request was received by the Secretariat on 6 June 2023. The Respondent filed its Answer on 21 August 2023. The co-arbitrators were confirmed on 11 September 2023 and the President was appointed by the Court on 19 October 2023. The ToR were signed by the Parties and the Tribunal and transmitted to the Court, which took note of them on 11 January 2024."),
				p("2. The Hearing took place at the ICC Hearing Centre in Paris from 14 to 17 October 2024. The Claimant was represented by Maître Hélène Castagné, Mr Thomas Ruel and Ms Inès Haddad; the Respondent by Mr Faisal Al-Sayegh, Mr Daniel Osei-Bonsu and Ms Clara Whitmore."),
				p("3. The Tribunal heard the following witnesses of fact: for the Claimant, Mr Pierre-Alain Morvan, its project director; for the Respondent, Eng. Khalid Al-Mahmood, Sitra plant manager. It heard the following experts: for the Claimant, Mr Graham Thistlewood of Halcyon Forensic Accounting Ltd (quantum); for the Respondent, Dr Anja Brenner (delay)."),
				p("4. The Parties filed post-hearing briefs on 20 December 2024. On 31 January 2025 the Tribunal declared the proceedings closed pursuant to Article 27 of the Rules. The Court approved the draft of this Award on 24 April 2025 pursuant to Article 34 of the Rules."),
			},
			{
				cb("FOR THESE REASONS, THE ARBITRAL TRIBUNAL"), gap(),
				p("(a) DECLARES that the Respondent's notice of termination of 2 March 2023 was invalid and constituted a repudiation of the EPC Contract;"),
				p("(b) ORDERS the Respondent to pay the Claimant EUR 9,860,000 for work performed and loss of profit, with simple interest at 4 per cent per annum from 2 March 2023 until payment;"),
				p("(c) DECLARES that the Respondent is entitled to delay liquidated damages of EUR 1,240,000, which shall be set off against the sum in (b);"),
				p("(d) FIXES the costs of the arbitration at USD 912,000 and ORDERS the Respondent to bear 75 per cent of those costs and of the Claimant's legal costs of EUR 2,350,000;"),
				p("(e) DISMISSES all other claims and requests."),
				gap(), gap(),
				l("Place of arbitration: Paris"),
				l("Date of the Award: 9 May 2025"), gap(), gap(),
				ls("[signed]                          [signed]                          [signed]",
					"____________________              ____________________              ____________________",
					"Professor Étienne Lacombe         Dr Samir Nasrallah                Ms Margarethe Ekholm",
					"Co-arbitrator                     Co-arbitrator                     President"),
			},
		}}

	tf, pf, af := tor.name, po3.name, award.name
	return matterSpec{
		name: "marceau-v-qadira", title: "Marceau Industries SAS v. Qadira Petrochemicals Company W.L.L. (ICC Case No. 27431/XZG)", heldOut: true,
		firstSight: &Figures{PartyTruth: 15, PartyFound: 18, PartyCorrect: 9, EventTruth: 40, EventHits: 40, Grounded: 1}, // at 1a3ce40
		docs:       []doc{tor, po3, award},
		parties: []Party{
			{"Marceau Industries SAS", "plaintiff"}, // a claimant, in the documented vocabulary
			{"Qadira Petrochemicals Company W.L.L.", "respondent"},
			{"Hélène Castagné", "counsel"},
			{"Thomas Ruel", "counsel"},
			{"Inès Haddad", "counsel"},
			{"Faisal Al-Sayegh", "counsel"},
			{"Daniel Osei-Bonsu", "counsel"},
			{"Clara Whitmore", "counsel"},
			{"Étienne Lacombe", "judge"},
			{"Samir Nasrallah", "judge"},
			{"Margarethe Ekholm", "judge"},
			{"Pierre-Alain Morvan", "witness"},
			{"Khalid Al-Mahmood", "witness"},
			{"Graham Thistlewood", "witness"},
			{"Anja Brenner", "witness"},
		},
		events: []Event{
			{"2021-01-01", tf, 1},
			{"2023-12-18", tf, 1},
			{"2023-09-11", tf, 3},
			{"2023-10-19", tf, 3},
			{"2021-04-12", tf, 3},
			{"2023-03-02", tf, 3},
			{"2023-06-06", tf, 3},
			{"2023-08-21", tf, 3},
			{"2023-12-12", tf, 4},
			{"2023-12-14", tf, 4},
			{"2023-12-15", tf, 4},
			{"2023-12-18", tf, 4},
			{"2024-07-05", pf, 1},
			{"2023-12-18", pf, 1},
			{"2024-01-09", pf, 1},
			{"2024-06-21", pf, 1},
			{"2024-07-02", pf, 1},
			{"2024-10-14", pf, 1},
			{"2024-10-17", pf, 1},
			{"2024-10-15", pf, 1},
			{"2024-10-16", pf, 1},
			{"2024-09-30", pf, 2},
			{"2024-12-20", pf, 2},
			{"2025-05-09", af, 1},
			{"2023-08-21", af, 2},
			{"2021-04-12", af, 2},
			{"2024-10-14", af, 2},
			{"2024-10-17", af, 2},
			{"2024-07-05", af, 2},
			{"2021-01-01", af, 2},
			{"2023-12-18", af, 2},
			{"2023-06-06", af, 2},
			{"2023-09-11", af, 2},
			{"2023-10-19", af, 2},
			{"2024-01-11", af, 2},
			{"2024-12-20", af, 2},
			{"2025-01-31", af, 2},
			{"2025-04-24", af, 2},
			{"2023-03-02", af, 3},
			{"2025-05-09", af, 3},
		},
	}
}
