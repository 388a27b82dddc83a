package sealed

import "pramaan/brief/truth"

// A personal injuries action in the High Court of Justice in Northern
// Ireland, King's Bench Division, A4: a swimmer who fell on a flooded
// changing-village floor at a leisure centre sues the trust that runs it and
// the contractor that cleans it. The writ of summons (the year and number,
// "BETWEEN ... Plaintiff and ... Defendants", the King's style and "WE
// COMMAND YOU", the teste of the Lady Chief Justice, the general indorsement
// of claim, the issuing solicitors' indorsement and the server's
// indorsement of service); the statement of claim (particulars of
// negligence and of breach of the Occupiers' Liability Act (Northern
// Ireland) 1957, particulars of injury, signed by counsel "BL" with the
// solicitors' block); the first defendant's defence (denials, contributory
// negligence, "Settled by" counsel, the solicitors "for the First
// Defendant"); and the Master's order on the plaintiff's summons for
// directions ("UPON HEARING Counsel for ...", "IT IS ORDERED", "Dated this
// ... day of").
//
// Conventions of this truth: the two defendants are defendants; counsel who
// settle or sign the pleadings and the solicitor whom the order records as
// appearing are counsel; firms of solicitors give no counsel; the Master is
// keyed by the surname the order prints; the Lady Chief Justice named in the
// writ's teste, the process server who indorses service (not on oath), the
// consultant whose report is referred to and the leisure centre's duty
// manager have no role.
func init() { specs = append(specs, cassidyNIHC) }

func cassidyNIHC() spec {
	head := func(title string) []block {
		return []block{
			row([]float64{0.6, 0.4}, "", "2024 No. 41187"), gap(),
			cb("IN THE HIGH COURT OF JUSTICE IN NORTHERN IRELAND"), gap(),
			cb("KING'S BENCH DIVISION"), gap(),
			l("BETWEEN:"),
			cb("AOIFE MARIE CASSIDY"), r("Plaintiff"),
			c("and"),
			cb("BLACKWATER VALLEY LEISURE TRUST"), c("and"), cb("ORCHARDVILLE FACILITIES SERVICES LIMITED"), r("Defendants"), rule(),
			cb(title), rule(),
		}
	}

	writ := doc{name: "Writ of Summons.pdf", font: "Times", size: 11.5, paper: "A4",
		pages: []page{
			with(head("WRIT OF SUMMONS"), []block{
				p("CHARLES THE THIRD, by the Grace of God, of the United Kingdom of Great Britain and Northern Ireland and of His other Realms and Territories, King, Head of the Commonwealth, Defender of the Faith:"),
				p("To BLACKWATER VALLEY LEISURE TRUST of Moy Road, Dungannon, County Tyrone BT71 6BS, and ORCHARDVILLE FACILITIES SERVICES LIMITED of Unit 4, Orchardville Business Park, Portadown BT63 5RE."),
				p("WE COMMAND YOU that within fourteen days after the service of this Writ on you, inclusive of the day of such service, you do cause an appearance to be entered for you in an action at the suit of AOIFE MARIE CASSIDY; and take notice that in default of your so doing the Plaintiff may proceed therein, and judgment may be given in your absence."),
				p("WITNESS The Right Honourable Dame Eithne M. Rafferty-Boyd, Lady Chief Justice of Northern Ireland, the 12th day of March 2024."),
				cb("GENERAL INDORSEMENT OF CLAIM"),
				p("The Plaintiff's claim is for damages for personal injuries, loss and damage sustained by the Plaintiff on or about 3rd August 2022 when she slipped and fell on standing water in the changing village of the Blackwater Valley Leisure Centre, Moy Road, Dungannon, premises occupied and controlled by the First Defendant and cleaned by the Second Defendant under contract, by reason of the negligence, breach of contract and breach of statutory duty (including under the Occupiers' Liability Act (Northern Ireland) 1957) of the Defendants, their servants and agents."),
				p("This Writ was issued by O'Hagan Quinn, Solicitors, 14 Thomas Street, Dungannon BT70 1HN, Solicitors for the Plaintiff, who resides at 22 Killymeal Road, Dungannon BT71 6LJ."),
			}),
			{
				cb("INDORSEMENT OF SERVICE"),
				p("This Writ was served by me at Moy Road, Dungannon on the First Defendant by leaving a true copy with the manager on duty at its registered office, and at Orchardville Business Park, Portadown on the Second Defendant by leaving a true copy at its registered office, on Tuesday the 19th day of March 2024."),
				p("Indorsed the 20th day of March 2024."),
				ls("(Signed) Pádraig S. Mullan", "(Address) Mullan Process Services, 7 Scotch Street, Armagh BT61 7BY"),
				gap(),
				cb("MEMORANDUM OF APPEARANCE"),
				p("Enter an appearance for the First Defendant, BLACKWATER VALLEY LEISURE TRUST, in this action. Dated the 2nd day of April 2024. Hanna Thornbury, Solicitors for the First Defendant, 31 Bedford Street, Belfast BT2 7EJ."),
			},
		}}

	pl := "                                                            "
	soc := doc{name: "Statement of Claim.pdf", font: "Times", size: 11.5, paper: "A4",
		pages: []page{
			with(head("STATEMENT OF CLAIM"), []block{
				p("1. The Plaintiff is a care assistant and resides at 22 Killymeal Road, Dungannon, County Tyrone. She was born in 1991."),
				p("2. The First Defendant is a charitable trust which at all material times occupied, managed and controlled the Blackwater Valley Leisure Centre, Moy Road, Dungannon (\"the premises\"). The Second Defendant is a company which, by a contract with the First Defendant dated 1st April 2021, undertook the cleaning and drying of the pool hall and changing village at the premises."),
				p("3. On 3rd August 2022, at about 7.15 a.m., the Plaintiff, a lawful visitor, was walking from a changing cubicle to the pool side when she slipped on a film of standing water which had collected at a blocked floor drain, and fell heavily on her outstretched right hand."),
				cb("PARTICULARS OF NEGLIGENCE AND BREACH OF STATUTORY DUTY"),
				p("(a) Failing to take such care as was reasonable in all the circumstances to see that the Plaintiff would be reasonably safe in using the premises, contrary to section 2 of the Occupiers' Liability Act (Northern Ireland) 1957; (b) failing to inspect and clear the floor drain, which had been reported blocked on 29th July 2022; (c) failing to place any warning sign; (d) failing to provide slip-resistant matting; (e) failing to implement a cleaning schedule adequate for the early-morning session."),
			}),
			{
				cb("PARTICULARS OF INJURY"),
				p("The Plaintiff sustained a displaced fracture of the right distal radius, treated by manipulation under anaesthetic and later by open reduction and internal fixation on 16th August 2022. She was unable to work for five months and has residual stiffness and grip weakness. The Plaintiff will rely on the report of Mr Rory Lavery-McCann, Consultant Orthopaedic Surgeon, dated 14th November 2023."),
				p("AND the Plaintiff claims damages."),
				ls(pl + "Ciara M. Devlin BL"),
				p("Dated this 24th day of May 2024."),
				ls("O'Hagan Quinn", "Solicitors for the Plaintiff", "14 Thomas Street, Dungannon BT70 1HN"),
			},
		}}

	defence := doc{name: "Defence of the First Defendant.pdf", font: "Times", size: 11.5, paper: "A4",
		pages: []page{
			with(head("DEFENCE OF THE FIRST DEFENDANT"), []block{
				p("1. The First Defendant admits that it occupied the premises and that the Plaintiff was a lawful visitor on 3rd August 2022. Save as aforesaid, each and every allegation in the Statement of Claim is denied as if the same were set out herein and traversed seriatim."),
				p("2. The First Defendant denies that the floor drain was reported blocked on 29th July 2022 or at all. The changing village was inspected by the duty manager, Mr Gareth Hamill, at 6.45 a.m. on the morning in question and found to be clear and dry."),
				p("3. Further or in the alternative, the cleaning and drying of the changing village was entrusted to the Second Defendant, a competent contractor, under the contract dated 1st April 2021, and the First Defendant relies on section 2(4)(b) of the Occupiers' Liability Act (Northern Ireland) 1957."),
				p("4. Further or in the alternative, the accident was caused or contributed to by the negligence of the Plaintiff."),
			}),
			{
				cb("PARTICULARS OF CONTRIBUTORY NEGLIGENCE"),
				p("(a) Walking in outdoor footwear in a designated barefoot area; (b) failing to keep any or any proper look-out; (c) failing to heed the signs at the entrance to the changing village warning that floors may be wet."),
				p("5. The First Defendant makes no admission as to the nature or extent of the Plaintiff's alleged injuries, loss and damage."),
				ls(pl+"Settled by:", pl+"Conor P. Mulholland BL"),
				p("Dated this 18th day of September 2024."),
				ls("Hanna Thornbury", "Solicitors for the First Defendant", "31 Bedford Street, Belfast BT2 7EJ", "To: O'Hagan Quinn, Solicitors for the Plaintiff; Gallagher Rice, Solicitors for the Second Defendant"),
			},
		}}

	order := doc{name: "Order of Master Harkness.pdf", font: "Times", size: 11.5, paper: "A4",
		pages: []page{
			with(head("ORDER"), []block{
				l("BEFORE MASTER HARKNESS"), gap(),
				p("UPON the summons for directions issued on behalf of the Plaintiff dated the 9th day of January 2025"),
				p("AND UPON HEARING Counsel for the Plaintiff (Ms Ciara M. Devlin BL), Counsel for the First Defendant (Mr Conor P. Mulholland BL), and the Solicitor for the Second Defendant (Mr Declan F. Rooney of Gallagher Rice)"),
				p("IT IS ORDERED that:"),
				p("1. The Second Defendant shall serve its Defence within 28 days of the date of this Order."),
				p("2. The parties shall exchange all medical evidence on which they intend to rely by the 30th day of May 2025, and any engineering evidence as to the floor surface and drainage by the 27th day of June 2025."),
				p("3. The Plaintiff shall serve a schedule of special damage, with vouchers, by the 30th day of May 2025."),
				p("4. The action shall be set down for trial by the 31st day of October 2025, with an estimated length of trial of two days."),
				p("5. The costs of this application shall be costs in the cause."),
				gap(),
				p("Dated this 4th day of February 2025."),
				ls(pl + "Master Harkness"),
				gap(),
				small(l("King's Bench Masters' Office, Royal Courts of Justice, Chichester Street, Belfast BT1 3JF"), 9),
			}),
		}}

	const (
		fw = "Writ of Summons.pdf"
		fs = "Statement of Claim.pdf"
		fd = "Defence of the First Defendant.pdf"
		fo = "Order of Master Harkness.pdf"
	)
	return spec{
		name:       "cassidy-v-blackwater-valley-leisure-nihc",
		title:      "Cassidy v Blackwater Valley Leisure Trust and Orchardville Facilities Services Ltd (High Court in Northern Ireland, KBD, 2024 No. 41187), leisure centre slip",
		firstSight: &truth.Figures{PartyTruth: 7, PartyFound: 11, PartyCorrect: 6, EventTruth: 20, EventHits: 20, Grounded: 1}, // at commit cb2ba8b
		docs:       []doc{writ, soc, defence, order},
		parties: []truth.Party{
			{Name: "Aoife Marie Cassidy", Role: "plaintiff"},
			{Name: "Blackwater Valley Leisure Trust", Role: "defendant"},
			{Name: "Orchardville Facilities Services Limited", Role: "defendant"},
			{Name: "Ciara M. Devlin", Role: "counsel"},
			{Name: "Conor P. Mulholland", Role: "counsel"},
			{Name: "Declan F. Rooney", Role: "counsel"},
			{Name: "Harkness", Role: "judge"}, // the Master, by surname
		},
		events: []truth.Event{
			{Date: "2024-03-12", File: fw, Page: 1},
			{Date: "2022-08-03", File: fw, Page: 1},
			{Date: "2024-03-19", File: fw, Page: 2},
			{Date: "2024-03-20", File: fw, Page: 2},
			{Date: "2024-04-02", File: fw, Page: 2},
			{Date: "2021-04-01", File: fs, Page: 1},
			{Date: "2022-08-03", File: fs, Page: 1},
			{Date: "2022-07-29", File: fs, Page: 1},
			{Date: "2022-08-16", File: fs, Page: 2},
			{Date: "2023-11-14", File: fs, Page: 2},
			{Date: "2024-05-24", File: fs, Page: 2},
			{Date: "2022-08-03", File: fd, Page: 1},
			{Date: "2022-07-29", File: fd, Page: 1},
			{Date: "2021-04-01", File: fd, Page: 1},
			{Date: "2024-09-18", File: fd, Page: 2},
			{Date: "2025-01-09", File: fo, Page: 1},
			{Date: "2025-05-30", File: fo, Page: 1},
			{Date: "2025-06-27", File: fo, Page: 1},
			{Date: "2025-10-31", File: fo, Page: 1},
			{Date: "2025-02-04", File: fo, Page: 1},
		},
	}
}
