package samples

// DEV SET (held out at first sight): a building contract claim in the
// General Division of the High Court of Singapore. The originating claim
// on Form 6 with its statement of claim (the eLitigation stamp at the top
// right of the first page, "Filed:" / "Accepted:" with times, "HC/OC
// 388/2024", "Between" the claimant company with its UEN "... Claimant"
// "And" two owners with their NRIC numbers, the first "s/o" his father,
// "... Defendants", "To the Defendants:", "This Originating Claim is filed
// by X LLP, solicitors for the Claimant", the solicitors named in
// brackets under the firm, the architect who certified payment named in
// passing, a table of progress claims with their dates); the claimant's
// affidavit of evidence-in-chief with its corner note ("Claimant /
// Ong Kah Wai / 1st Affidavit / Sworn on ... / Filed on ..."), "I, NAME
// (NRIC No. ...), of ... make oath and say as follows:", exhibit "OKW-1",
// "Sworn by the abovenamed ... Before me," a commissioner for oaths; and
// the judgment in its published form (the case-information header
// "Case Number", "Decision Date", "Tribunal/Court", "Coram: Leong Wai Kit
// J", "Counsel Name(s): A and B (Tan Kwee & Partners LLP) for the
// claimant; C and D (Harcourt Chambers LLC) for the defendants.",
// "Parties:"; then "[2025] SGHC 112", the parties' short title, the trial
// dates "3–5 February 2025", "Judgment reserved.", "Leong Wai Kit J:", the
// witnesses each side called, the defendants' expert "Dr X", cases cited,
// and the judge's name over "Judge of the High Court"). Conventions: a
// claimant is the plaintiff; the defendants a claim is addressed to ("To
// the Defendants:") are its recipients; a name with "s/o" is keyed whole;
// the project director who swears the claimant's affidavit of evidence-
// in-chief is its declarant and, having been cross-examined, a witness, as
// is the first defendant who testified and the expert who gave evidence;
// the architect, the commissioner for oaths, the registrar and the parties
// of cases cited are no parties.
func init() { specs = append(specs, huatseng) }

func huatseng() matterSpec {
	const (
		ocF   = "Originating Claim HC-OC 388-2024.pdf"
		aeicF = "AEIC of Ong Kah Wai.pdf"
		judF  = "Judgment [2025] SGHC 112.pdf"
	)
	court := []block{cb("IN THE GENERAL DIVISION OF THE HIGH COURT OF THE REPUBLIC OF SINGAPORE"), gap(), r("HC/OC 388/2024"), gap()}
	between := []block{
		l("Between"), gap(),
		ls("     HUAT SENG CONSTRUCTION PTE. LTD.", "     (UEN No. 200812345R)", "                                                                                    ... Claimant"),
		gap(), l("And"), gap(),
		ls("     1. RAVINDRAN S/O MUTHUSAMY", "        (NRIC No. S6812345J)", "     2. CHEW MEI LING", "        (NRIC No. S7023456B)", "                                                                                    ... Defendants"),
		gap(),
	}
	stamp := func(filed, accepted string) block {
		return small(ls("                                                                                                                  Filed: "+filed,
			"                                                                                                                  Accepted: "+accepted,
			"                                                                                                                  HC/OC 388/2024"), 7.5)
	}

	oc := doc{name: ocF, font: "Times", size: 11.5, unicode: true, footer: "%d",
		pages: []page{
			append(append(append([]block{stamp("15-Apr-2024 04:12 PM", "16-Apr-2024 09:30 AM"), r("Form 6")}, court...), between...),
				cb("ORIGINATING CLAIM"), gap(),
				p("To the Defendants: 1. Ravindran s/o Muthusamy, of 14 Jalan Kuras, Singapore 577741; 2. Chew Mei Ling, of 14 Jalan Kuras, Singapore 577741."),
				p("The Claimant claims against you for the sums set out in the Statement of Claim attached. If you intend to contest this claim, you must file and serve a Notice of Intention to Contest or Not Contest within 21 days after you receive this Originating Claim, failing which the Claimant may obtain judgment against you."),
				p("This Originating Claim is filed by TAN KWEE & PARTNERS LLP, solicitors for the Claimant, whose address is 1 Raffles Quay, #27-10 North Tower, Singapore 048583 (Ref: BK/NA/HS-0412)."),
				ls("Dated this 15th day of April 2024.", "", "Entered No. 388 of 2024", "", "                                                   ____________________", "                                                   REGISTRAR"),
			),
			{
				cb("STATEMENT OF CLAIM"), gap(),
				p("1. The Claimant is a company incorporated in Singapore and a registered builder. The 1st and 2nd Defendants are the joint owners of the residential property at 14 Jalan Kuras, Singapore 577741 (the \"Property\")."),
				p("2. By a contract in the form of the SIA Lump Sum Contract (9th Edition) dated 3 March 2023 (the \"Contract\"), the Defendants engaged the Claimant to demolish the existing house on the Property and to build a two-storey detached house with an attic for a contract sum of S$1,684,000. The Defendants' architect under the Contract is Ar. Lim Choon Hock of LCH Architects."),
				p("3. The Claimant commenced work on 10 April 2023. The architect certified the works as practically complete by a certificate dated 22 December 2023."),
				p("4. The Claimant submitted the following progress claims, each of which the architect certified, and which the Defendants have not paid:"),
				ls("     Progress Claim No.     Date of claim        Amount certified (S$)",
					"     11                     31 October 2023      118,200.00",
					"     12                     30 November 2023      96,750.00",
					"     13                     29 December 2023      71,500.00"),
				gap(),
				p("5. By a letter dated 19 February 2024, the Claimant's solicitors demanded payment of S$286,450. The Defendants replied on 4 March 2024 alleging defects and delay, but made no payment."),
				p("6. The Claimant therefore claims against the Defendants, jointly and severally: (a) S$286,450; (b) interest under clause 31(13) of the Contract; and (c) costs."),
				ls("Dated this 15th day of April 2024.", "", "", "TAN KWEE & PARTNERS LLP", "Solicitors for the Claimant", "(Mr Benjamin Koh Jun Wei / Ms Nur Aisyah binte Ismail)"),
			},
		}}

	aeic := doc{name: aeicF, font: "Times", size: 11.5, unicode: true, footer: "%d",
		pages: []page{
			append(append(append([]block{
				stamp("16-Oct-2024 02:48 PM", "17-Oct-2024 10:05 AM"),
				r("Claimant"), r("Ong Kah Wai"), r("1st Affidavit"), r("Sworn on 14 October 2024"), r("Filed on 16 October 2024"),
			}, court...), between...),
				cb("AFFIDAVIT OF EVIDENCE-IN-CHIEF OF ONG KAH WAI"), gap(),
				p("I, ONG KAH WAI (NRIC No. S7534567D), of 21 Bishan Street 13, #05-112, Singapore 579799, make oath and say as follows:"),
				p("1. I am the Project Director of the Claimant and I was in charge of the works at 14 Jalan Kuras. I am authorised to make this affidavit on the Claimant's behalf. The facts below are within my personal knowledge, save where otherwise stated, and are true to the best of my knowledge and belief."),
				p("2. I signed the Contract on the Claimant's behalf on 3 March 2023. A copy is now produced and shown to me marked \"OKW-1\"."),
			),
			{
				p("3. Works began on 10 April 2023. The completion date under the Contract was 30 November 2023, and on 15 November 2023 the architect granted an extension of time of 28 days for the Defendants' late instruction on the attic staircase. Practical completion was certified on 22 December 2023, within the extended period."),
				p("4. The architect certified Progress Claims Nos. 11 to 13 in full. The 1st Defendant told me at a site meeting on 8 January 2024 that he would pay once the \"snag list\" was cleared. The Claimant cleared the snag list by 2 February 2024, and the architect confirmed this by email."),
				p("5. I ask the Court to allow the Claimant's claim."),
				ls("Sworn by the abovenamed ONG KAH WAI         )",
					"at Singapore on this 14th day of October    )     ______________________",
					"2024.                                       )     ONG KAH WAI", "",
					"Before me,", "", "", "LOW SIEW KHIM", "A COMMISSIONER FOR OATHS"),
			},
		}}

	jud := doc{name: judF, font: "Times", size: 11, unicode: true, footer: "%d",
		pages: []page{
			{
				small(ls("Huat Seng Construction Pte Ltd v Ravindran s/o Muthusamy and another",
					"[2025] SGHC 112", "",
					"Case Number          : Originating Claim No 388 of 2024",
					"Decision Date        : 12 May 2025",
					"Tribunal/Court       : General Division of the High Court",
					"Coram                : Leong Wai Kit J",
					"Counsel Name(s)      : Benjamin Koh Jun Wei and Nur Aisyah binte Ismail (Tan Kwee & Partners",
					"                       LLP) for the claimant; Anand Rajaratnam and Gabriel Lee Zhi Hao (Harcourt",
					"                       Chambers LLC) for the defendants.",
					"Parties              : Huat Seng Construction Pte Ltd — Ravindran s/o Muthusamy — Chew Mei Ling"), 9.5),
				gap(),
				small(l("Building and Construction Law – Contractors' duties – Payment certificates – Defects and delay set-off"), 9.5), gap(),
				cb("IN THE GENERAL DIVISION OF THE HIGH COURT OF THE REPUBLIC OF SINGAPORE"), cb("[2025] SGHC 112"), gap(),
				c("Originating Claim No 388 of 2024"), gap(),
				ls("Between", "", "          Huat Seng Construction Pte Ltd", "                                                                                    ... Claimant", "And", "",
					"          (1) Ravindran s/o Muthusamy", "          (2) Chew Mei Ling", "                                                                                    ... Defendants"),
				gap(), cb("JUDGMENT"), gap(),
				ls("General Division of the High Court — Originating Claim No 388 of 2024", "Leong Wai Kit J", "3–5 February 2025"), gap(),
				ls("12 May 2025                                                                          Judgment reserved."),
			},
			{
				l("Leong Wai Kit J:"), gap(),
				cb("Introduction"),
				p("1 The claimant built a house for the defendants at 14 Jalan Kuras under a contract dated 3 March 2023. It claims S$286,450 certified by the architect in three progress payment certificates. The defendants say that the works were defective and late, and that they may set off the cost of rectification and liquidated damages."),
				cb("The evidence"),
				p("2 The claimant's sole witness was its project director, Mr Ong Kah Wai, whose affidavit of evidence-in-chief was sworn on 14 October 2024. For the defendants, the first defendant, Mr Ravindran s/o Muthusamy, gave evidence, and the defendants called an expert building surveyor, Dr Faizal bin Abdul Rahman, whose report was dated 9 December 2024. The second defendant did not give evidence."),
				p("3 Dr Faizal's evidence was that water seepage at the attic and hollow floor tiles on the first storey would cost S$41,300 to rectify. Under cross-examination he accepted that he had inspected the property only on 18 November 2024, almost eleven months after practical completion, and that he could not exclude damage caused by the defendants' own contractors, who installed the solar panels in March 2024."),
				cb("Issues"),
				p("4 A certificate of the architect under the SIA conditions is, in the absence of fraud or improper pressure, temporarily binding as to the sum due: Chia Kok Leong v Prosperland Pte Ltd [2005] 2 SLR(R) 484. A set-off for defects must be proved on the evidence: Lee Chee Wei v Tan Hor Peow Victor [2007] 3 SLR(R) 537."),
				p("5 On delay, the architect's extension of time of 15 November 2023 moved the completion date to 28 December 2023. Practical completion on 22 December 2023 was within it. No liquidated damages are due."),
				cb("Conclusion"),
				p("6 I allow the claim for S$286,450 with interest under clause 31(13) from 19 February 2024. The defendants' set-off succeeds only as to the hollow tiles, which Mr Ong accepted were laid by the claimant, in the sum of S$9,860. I will hear the parties on costs."),
				ls("Leong Wai Kit", "Judge of the High Court"), gap(),
				p("Benjamin Koh Jun Wei and Nur Aisyah binte Ismail (Tan Kwee & Partners LLP) for the claimant; Anand Rajaratnam and Gabriel Lee Zhi Hao (Harcourt Chambers LLC) for the defendants."),
			},
		}}

	return matterSpec{
		name: "huat-seng-v-ravindran", title: "Huat Seng Construction Pte. Ltd. v. Ravindran s/o Muthusamy (Singapore High Court, HC/OC 388/2024)", heldOut: true,
		firstSight: &Figures{PartyTruth: 14, PartyFound: 10, PartyCorrect: 9, EventTruth: 33, EventHits: 32, Grounded: 1}, // at 47e94d5
		docs:       []doc{oc, aeic, jud},
		parties: []Party{
			{"Huat Seng Construction Pte. Ltd.", "plaintiff"}, // the claimant
			{"Ravindran s/o Muthusamy", "defendant"},
			{"Ravindran s/o Muthusamy", "recipient"}, // "To the Defendants:"
			{"Ravindran s/o Muthusamy", "witness"},
			{"Chew Mei Ling", "defendant"},
			{"Chew Mei Ling", "recipient"},
			{"Benjamin Koh Jun Wei", "counsel"},
			{"Nur Aisyah binte Ismail", "counsel"},
			{"Anand Rajaratnam", "counsel"},
			{"Gabriel Lee Zhi Hao", "counsel"},
			{"Ong Kah Wai", "declarant"},
			{"Ong Kah Wai", "witness"},
			{"Faizal bin Abdul Rahman", "witness"}, // the defendants' expert
			{"Leong Wai Kit", "judge"},
		},
		events: []Event{
			{"2024-04-15", ocF, 1}, // the eLitigation stamp and "Dated this"
			{"2024-04-16", ocF, 1},
			{"2023-03-03", ocF, 2},
			{"2023-04-10", ocF, 2},
			{"2023-12-22", ocF, 2},
			{"2023-10-31", ocF, 2},
			{"2023-11-30", ocF, 2},
			{"2023-12-29", ocF, 2},
			{"2024-02-19", ocF, 2},
			{"2024-03-04", ocF, 2},
			{"2024-04-15", ocF, 2},
			{"2024-10-16", aeicF, 1},
			{"2024-10-17", aeicF, 1},
			{"2024-10-14", aeicF, 1},
			{"2023-03-03", aeicF, 1},
			{"2023-04-10", aeicF, 2},
			{"2023-11-30", aeicF, 2},
			{"2023-11-15", aeicF, 2},
			{"2023-12-22", aeicF, 2},
			{"2024-01-08", aeicF, 2},
			{"2024-02-02", aeicF, 2},
			{"2024-10-14", aeicF, 2},
			{"2025-05-12", judF, 1},
			{"2025-02-03", judF, 1},
			{"2025-02-05", judF, 1},
			{"2023-03-03", judF, 2},
			{"2024-10-14", judF, 2},
			{"2024-12-09", judF, 2},
			{"2024-11-18", judF, 2},
			{"2023-11-15", judF, 2},
			{"2023-12-28", judF, 2},
			{"2023-12-22", judF, 2},
			{"2024-02-19", judF, 2},
		},
	}
}
