package samples

// DEV SET (held out at first sight): a slip-and-fall negligence action in
// the District Court of New South Wales against a shopping centre's owner
// and its cleaning contractor. The statement of claim on the UCPR form
// ("Form 3A (version 8) UCPR 6.2", the online registry's "Filed:" stamp,
// "COURT DETAILS" with "Court / Division / List / Registry / Case number",
// "TITLE OF PROCEEDINGS" with "Plaintiff" and "First defendant" / "Second
// defendant" beside the names, "FILING DETAILS" with "Filed for", "Legal
// representative", "Legal representative reference", "Contact name and
// telephone", "TYPE OF CLAIM", "RELIEF CLAIMED", "PLEADINGS AND
// PARTICULARS", the legal representative's certificate under the Legal
// Profession Uniform Law Application Act 2014 with "Capacity: Solicitor on
// record", "NOTICE TO DEFENDANT", "PARTY DETAILS" with each party's name
// and address and the plaintiff's solicitor's name, firm and practising
// certificate number); an eyewitness's affidavit on Form 40 ("Name:",
// "Address:", "Occupation:", "Date:", "I affirm:", "AFFIRMED at
// Parramatta", "Signature of deponent", "Name of witness:", "Capacity of
// witness: Justice of the Peace", the witness's certificate "I saw the face
// of the deponent"); and the judgment with the NSW Caselaw cover sheet
// ("Medium Neutral Citation:", "Hearing dates:", "Date of orders:",
// "Decision date:", "Before:", "Parties:", "Representation: / Counsel: /
// Solicitors:" with each name's side in brackets, "File Number(s):") and
// "JUDGMENT", "HIS HONOUR:", numbered paragraphs naming the witnesses, the
// orders, "**********".
// Conventions: the plaintiff is the plaintiff and, as she gave evidence, a
// witness; the two companies are defendants; the solicitor on record who
// signs the statement of claim, and the barristers listed as counsel, are
// counsel (by the name as printed: "N Rahimi", "P J Delaney", "T Vu"); the
// eyewitness who makes the affidavit (the "deponent" of a Form 40
// affidavit) is a declarant and, as he gave evidence, a witness; the
// centre manager, the cleaner and the surgeons who gave evidence are
// witnesses; the judge is the judge, keyed by the surname the cover sheet
// prints ("Marchbank"). The justice of the peace who witnesses the
// affidavit, the solicitors' firms and the registrar are no parties.
func init() { specs = append(specs, yousef) }

func yousef() matterSpec {
	const (
		socF = "Statement of Claim 2024-00184273.pdf"
		affF = "Affidavit of Rohan Malhotra.pdf"
		jdgF = "Yousef v Riverside Plaza [2025] NSWDC 142.pdf"
	)
	soc := doc{name: socF, font: "Helvetica", size: 9.5, unicode: true,
		footer: "UCPR 6.2  Form 3A  Statement of claim (version 8)                                              Page %d of %t",
		pages: []page{
			{
				ls("Filed: 12 August 2024 11:42 AM                                           Form 3A (version 8)",
					"                                                                           UCPR 6.2"),
				gap(),
				cb("STATEMENT OF CLAIM"), gap(),
				l("COURT DETAILS"),
				ls("Court                   District Court of New South Wales",
					"Division                Civil",
					"List                    General",
					"Registry                Parramatta",
					"Case number             2024/00184273"),
				gap(),
				l("TITLE OF PROCEEDINGS"),
				ls("Plaintiff               Hannah Mariam Yousef",
					"",
					"First defendant         Riverside Plaza Parramatta Pty Ltd",
					"                        ACN 612 448 093",
					"Second defendant        Crestline Facility Services Pty Ltd",
					"                        ACN 158 902 317"),
				gap(),
				l("FILING DETAILS"),
				ls("Filed for               Hannah Mariam Yousef, Plaintiff",
					"",
					"Legal representative    Daniel Okonjo-Price",
					"                        Marlow Chen Lawyers",
					"Legal representative reference    MC:DOP:24117",
					"Contact name and telephone        Daniel Okonjo-Price, (02) 9891 4470",
					"Contact email                     dokonjoprice@marlowchen.com.au"),
				gap(),
				l("TYPE OF CLAIM"),
				l("Tort - Negligence - Personal injury (other than motor vehicle or work injury)"),
				gap(),
				l("RELIEF CLAIMED"),
				ls("1   Damages.",
					"2   Interest under section 100 of the Civil Procedure Act 2005.",
					"3   Costs."),
			},
			{
				l("PLEADINGS AND PARTICULARS"),
				p("1. The first defendant is and was at all material times the owner and occupier of the Riverside Plaza shopping centre, 159-175 Church Street, Parramatta (the Centre)."),
				p("2. The second defendant was at all material times engaged by the first defendant under a cleaning services agreement dated 1 July 2021 to clean the common areas of the Centre, including the food court, and to inspect them for spills and hazards."),
				p("3. On 23 September 2022, at about 12.40 pm, the plaintiff was lawfully walking through the food court on level 2 of the Centre when she slipped on a pool of clear liquid on the floor near the entrance to the amenities and fell heavily onto her left side."),
				p("4. Each defendant owed the plaintiff a duty to take reasonable care to avoid a foreseeable risk of harm to her as an entrant to the Centre."),
				l("Particulars of negligence of the first and second defendants"),
				ls("(a)  Failing to inspect the food court floor at adequate intervals.",
					"(b)  Failing to detect and remove the liquid when it had been on the floor for at least 20 minutes.",
					"(c)  Failing to place warning signs near the spill.",
					"(d)  Failing to have a system of cleaning adequate to the traffic in the food court at lunchtime.",
					"(e)  In the case of the first defendant, failing to supervise the second defendant."),
				gap(),
				p("5. By reason of the negligence, the plaintiff suffered injury, loss and damage."),
				l("Particulars of injury"),
				p("Fracture of the left wrist (distal radius), requiring open reduction and internal fixation at Westmead Hospital on 26 September 2022; contusion of the left hip; chronic pain; adjustment disorder."),
				l("Particulars of economic loss"),
				p("The plaintiff, a dental hygienist, was unable to work from 23 September 2022 until 9 January 2023 and since that date has worked three days a week. Full particulars will be provided in a schedule of damages."),
				p("6. The plaintiff relies on the Civil Liability Act 2002 (NSW), and says that her injury is a significant injury for the purposes of Part 2 of that Act."),
			},
			{
				l("SIGNATURE OF LEGAL REPRESENTATIVE"),
				p("I certify under clause 4 of Schedule 2 to the Legal Profession Uniform Law Application Act 2014 that there are reasonable grounds for believing on the basis of provable facts and a reasonably arguable view of the law that the claim for damages in these proceedings has reasonable prospects of success."),
				p("I have advised the plaintiff that court fees may be payable during these proceedings. These fees may include a hearing allocation fee."),
				ls("Signature                 D Okonjo-Price",
					"Capacity                  Solicitor on record",
					"Date of signature         9 August 2024"),
				gap(),
				l("NOTICE TO DEFENDANT"),
				p("If you do not file a defence within 28 days of being served with this statement of claim: you will be in default in these proceedings; the court may enter judgment against you without any further notice to you. The judgment may be for the relief claimed in the statement of claim and for the plaintiff's costs of bringing these proceedings."),
				ls("Court forms are available on the UCPR website at www.ucprforms.justice.nsw.gov.au or at any NSW court registry.",
					"REGISTRY ADDRESS    Street address   Parramatta Justice Precinct, 12 George Street, Parramatta NSW 2150",
					"                    Telephone        1300 679 272"),
				gap(),
				l("PARTY DETAILS"),
				ls("PARTIES TO THE PROCEEDINGS",
					"Plaintiff                                  Defendants",
					"Hannah Mariam Yousef                       Riverside Plaza Parramatta Pty Ltd (first defendant)",
					"                                           Crestline Facility Services Pty Ltd (second defendant)",
					"",
					"FURTHER DETAILS ABOUT PLAINTIFF",
					"Name                          Hannah Mariam Yousef",
					"Address                       31 Kleins Road, Northmead NSW 2152",
					"Legal representative for plaintiff",
					"Name                          Daniel Okonjo-Price",
					"Practising certificate number P0418826",
					"Firm                          Marlow Chen Lawyers",
					"Address                       Level 6, 80 George Street, Parramatta NSW 2150",
					"",
					"DETAILS ABOUT DEFENDANTS",
					"First defendant               Riverside Plaza Parramatta Pty Ltd",
					"Address                       Level 3, 159-175 Church Street, Parramatta NSW 2150",
					"Second defendant              Crestline Facility Services Pty Ltd",
					"Address                       Unit 8, 22 Hume Highway, Chullora NSW 2190"),
			},
		}}

	aff := doc{name: affF, font: "Helvetica", size: 10, unicode: true,
		footer: "UCPR 35.1  Form 40  Affidavit (version 4)                                                      Page %d of %t",
		pages: []page{
			{
				ls("Filed: 25 November 2024 3:06 PM                                          Form 40 (version 4)",
					"                                                                           UCPR 35.1"),
				gap(),
				cb("AFFIDAVIT"), gap(),
				l("COURT DETAILS"),
				ls("Court                   District Court of New South Wales",
					"Division                Civil",
					"Registry                Parramatta",
					"Case number             2024/00184273"),
				gap(),
				l("TITLE OF PROCEEDINGS"),
				ls("Plaintiff               Hannah Mariam Yousef",
					"First defendant         Riverside Plaza Parramatta Pty Ltd",
					"Second defendant        Crestline Facility Services Pty Ltd"),
				gap(),
				l("FILING DETAILS"),
				ls("Filed for               Hannah Mariam Yousef, Plaintiff",
					"Legal representative    Daniel Okonjo-Price, Marlow Chen Lawyers",
					"Legal representative reference    MC:DOP:24117"),
				gap(),
				l("AFFIDAVIT"),
				ls("Name                    Rohan Malhotra",
					"Address                 4/18 Marsden Street, Parramatta NSW 2150",
					"Occupation              Pharmacy assistant",
					"Date                    21 November 2024"),
				gap(),
				l("I affirm:"),
				p("1. I work at a pharmacy on level 2 of the Riverside Plaza shopping centre, opposite the food court."),
				p("2. On 23 September 2022, at about 12.15 pm, I walked past the entrance to the amenities on level 2 on my way to buy lunch. I saw a large puddle of what looked like spilt drink on the floor, about a metre across, with a crushed cup beside it. There was no sign and no cleaner nearby. I stepped around it."),
				p("3. At about 12.40 pm, on my way back, I saw a woman, whom I now know to be the plaintiff, lying on the floor at the same spot holding her left arm. The puddle was still there and had footprints through it. I helped her to a chair and called centre security."),
			},
			{
				p("4. A cleaner arrived with a mop and a yellow sign about 10 minutes after the plaintiff fell. I had not seen any cleaner in that part of the food court between 12.15 pm and 12.40 pm."),
				p("5. I gave a written statement to centre security on the day. I did not know the plaintiff before that day."),
				gap(),
				ls("AFFIRMED at Parramatta",
					"",
					"Signature of deponent            R Malhotra",
					"",
					"Name of witness                  Gregory Pham-Nakamura",
					"Address of witness               Shop 14, 150 Marsden Street, Parramatta NSW 2150",
					"Capacity of witness              Justice of the Peace, JP No. 184223"),
				gap(),
				p("And as a witness, I certify the following matters concerning the person who made this affidavit (the deponent):"),
				ls("1  I saw the face of the deponent.",
					"2  I have known the deponent for at least 12 months   [ ] OR   I have confirmed the deponent's identity",
					"   using the following identification document:  NSW driver licence  [X]",
					"",
					"Signature of witness             G Pham-Nakamura",
					"",
					"Note: The deponent and witness must sign each page of the affidavit. See UCPR 35.7B."),
			},
		}}

	jdg := doc{name: jdgF, font: "Times", size: 10.5, unicode: true,
		header: "Yousef v Riverside Plaza Parramatta Pty Ltd [2025] NSWDC 142",
		pages: []page{
			{
				cb("District Court"), cb("New South Wales"), gap(),
				ls("Case Name:              Yousef v Riverside Plaza Parramatta Pty Ltd",
					"Medium Neutral Citation: [2025] NSWDC 142",
					"Hearing dates:          10, 11 February 2025",
					"Date of orders:         16 May 2025",
					"Decision date:          16 May 2025",
					"Jurisdiction:           Civil",
					"Before:                 Marchbank DCJ",
					"Decision:               (1) Judgment for the plaintiff against the first and second",
					"                        defendants in the sum of $412,650.",
					"                        (2) The defendants pay the plaintiff's costs.",
					"Catchwords:             TORT - negligence - occupier's liability - slip and fall in",
					"                        shopping centre food court - adequacy of cleaning system -",
					"                        liability of cleaning contractor - damages",
					"Legislation Cited:      Civil Liability Act 2002 (NSW), ss 5B, 5D, 12, 13, 16",
					"Cases Cited:            Strong v Woolworths Ltd (2012) 246 CLR 182; [2012] HCA 5",
					"Category:               Principal judgment",
					"Parties:                Hannah Mariam Yousef (Plaintiff)",
					"                        Riverside Plaza Parramatta Pty Ltd (First Defendant)",
					"                        Crestline Facility Services Pty Ltd (Second Defendant)",
					"Representation:         Counsel:",
					"                        Ms N Rahimi (Plaintiff)",
					"                        Mr P J Delaney SC with Ms T Vu (Defendants)",
					"",
					"                        Solicitors:",
					"                        Marlow Chen Lawyers (Plaintiff)",
					"                        Holloway Barr Partners (Defendants)",
					"File Number(s):         2024/00184273"),
			},
			{
				cb("JUDGMENT"), gap(),
				p("1 HIS HONOUR: On 23 September 2022 the plaintiff, Ms Yousef, slipped on spilt liquid in the food court of the Riverside Plaza shopping centre at Parramatta and fractured her left wrist. She sues the owner of the Centre, the first defendant, and its cleaning contractor, the second defendant. The defendants were jointly represented and admit that each owed her a duty of care. Breach, causation and damages are in issue."),
				p("2 The plaintiff gave evidence, as did Mr Rohan Malhotra, who works opposite the food court and whose affidavit of 21 November 2024 was read. For the defendants, Ms Joanne Pettigrew, the Centre manager, and Mr Bilal Hamdan, the cleaner rostered to level 2 that day, gave evidence. Dr Felicity Chua, orthopaedic surgeon, was called by the plaintiff and Dr Andrew Kostopoulos, orthopaedic surgeon, by the defendants; they gave their evidence concurrently."),
				p("3 Mr Hamdan's evidence was that the cleaning schedule required the food court to be inspected every 15 minutes at lunchtime, and that his log records an inspection of that area at 12.10 pm. He accepted that on that day he was also covering level 1, because another cleaner had not come to work, and that his log for 12.25 pm was completed after the fall. I accept Mr Malhotra's evidence that the liquid was on the floor from at least 12.15 pm, which is consistent with the footage viewed by Ms Pettigrew."),
				p("4 Applying s 5B of the Civil Liability Act, a reasonable person in the position of each defendant would have taken the precaution of inspecting and cleaning the food court at intervals of no more than 15 minutes at lunchtime: Strong v Woolworths Ltd. That precaution was not taken on the day. Had it been taken, the liquid would probably have been found and removed before the plaintiff fell. Breach and causation are established against both defendants; as between them, apportionment is the subject of a separate cross-claim that was not argued."),
			},
			{
				p("5 As to damages, I accept Dr Chua's evidence that the plaintiff has a 12 per cent impairment of the left upper extremity and will probably need removal of the plate. The plaintiff returned to work three days a week from 9 January 2023. I assess non-economic loss at 33 per cent of a most extreme case, past economic loss at $96,400, and future economic loss, by way of a buffer, at $180,000."),
				p("6 The parties are to provide agreed calculations in accordance with these reasons. I make the following orders, which I made on 16 May 2025:"),
				ls("   (1)  Judgment for the plaintiff against the first and second defendants in the sum of $412,650.",
					"   (2)  The defendants are to pay the plaintiff's costs as agreed or assessed.",
					"   (3)  The cross-claim is listed for directions on 6 June 2025."),
				gap(),
				c("**********"),
				gap(),
				small(l("DISCLAIMER - Every effort has been made to comply with suppression orders or statutory provisions prohibiting publication that may apply to this judgment or decision."), 8.5),
				small(l("Decision last updated: 19 May 2025"), 8.5),
			},
		}}

	return matterSpec{
		name: "yousef-v-riverside-plaza", title: "Yousef v Riverside Plaza Parramatta Pty Ltd and Crestline Facility Services Pty Ltd (NSW District Court, 2024/00184273)", heldOut: true,
		firstSight: &Figures{PartyTruth: 15, PartyFound: 10, PartyCorrect: 8, EventTruth: 18, EventHits: 18, Grounded: 1}, // at ad71891
		docs:       []doc{soc, aff, jdg},
		parties: []Party{
			{"Hannah Mariam Yousef", "plaintiff"},
			{"Hannah Mariam Yousef", "witness"},
			{"Riverside Plaza Parramatta Pty Ltd", "defendant"},
			{"Crestline Facility Services Pty Ltd", "defendant"},
			{"Daniel Okonjo-Price", "counsel"}, // solicitor on record
			{"N Rahimi", "counsel"},
			{"P J Delaney", "counsel"},
			{"T Vu", "counsel"},
			{"Rohan Malhotra", "declarant"}, // the Form 40 deponent
			{"Rohan Malhotra", "witness"},
			{"Joanne Pettigrew", "witness"},
			{"Bilal Hamdan", "witness"},
			{"Felicity Chua", "witness"},
			{"Andrew Kostopoulos", "witness"},
			{"Marchbank", "judge"},
		},
		events: []Event{
			{"2024-08-12", socF, 1},
			{"2021-07-01", socF, 2},
			{"2022-09-23", socF, 2},
			{"2022-09-26", socF, 2},
			{"2023-01-09", socF, 2},
			{"2024-08-09", socF, 3},
			{"2024-11-25", affF, 1},
			{"2024-11-21", affF, 1},
			{"2022-09-23", affF, 1},
			{"2025-02-10", jdgF, 1},
			{"2025-02-11", jdgF, 1},
			{"2025-05-16", jdgF, 1},
			{"2022-09-23", jdgF, 2},
			{"2024-11-21", jdgF, 2},
			{"2023-01-09", jdgF, 3},
			{"2025-05-16", jdgF, 3},
			{"2025-06-06", jdgF, 3},
			{"2025-05-19", jdgF, 3},
		},
	}
}
