package sealed

import "pramaan/brief/truth"

// A commercial action in the Court of Session, Outer House, A4: a Speyside
// distiller sues the cooperage that supplied refurbished ex-bourbon
// hogsheads which leaked in bond, for damages under the Sale of Goods Act
// 1979. The summons (the King's style, "By this summons, the pursuer craves
// the Lords of our Council and Session", "Given under our Signet at
// Edinburgh", the conclusions, condescendence in numbered articles, the
// pleas-in-law, "IN RESPECT WHEREOF" over counsel's name, the agents, and
// the sheriff officer's execution of service with his witness); the
// defences ("Answers to Condescendence", "Admitted that ... Quoad ultra
// denied. Explained and averred that ...", a limitation clause, pleas-in-law
// for the defender, the court's receiving stamp); the interlocutor after the
// preliminary hearing (the case number, "Edinburgh, ...", the Lord
// Ordinary, numbered appointments with dates, the judge's name as
// signature); and the opinion after a proof before answer (the neutral
// citation, "OPINION OF LORD ...", "in the cause ... Pursuer against ...
// Defender", counsel by surname with the agents, the witnesses each side
// led, decree).
//
// Conventions of this truth: the pursuer is a plaintiff and the defender a
// defendant; counsel who sign the pleadings are keyed by the names they
// sign with, and counsel who appear only in the opinion's counsel line are
// keyed by surname as printed; the firms of agents give no counsel; the
// Lord Ordinary is keyed as "Lord Drumbeg"; the witnesses the opinion
// records each side as leading are witnesses; the sheriff officer, his
// witness and the cask broker named in the narrative have no role.
func init() { specs = append(specs, inverallanCSOH) }

func inverallanCSOH() spec {
	cause := func(title string) []block {
		return []block{
			cb("IN THE COURT OF SESSION"), gap(),
			cb(title), gap(),
			c("in the cause"), gap(),
			cb("INVERALLAN DISTILLERS LIMITED,"),
			c("a company incorporated under the Companies Acts (SC418827) and having its registered office at Inverallan Distillery, Aberlour, Banffshire AB38 9QP"),
			r("Pursuer"),
			c("against"),
			cb("CORRAN COOPERAGE LIMITED,"),
			c("a company incorporated under the Companies Acts (SC302716) and having its registered office at Station Yard, Craigellachie, Aberlour AB38 9SR"),
			r("Defender"),
			cb("COMMERCIAL ACTION"), rule(),
		}
	}

	summons := doc{name: "Summons.pdf", font: "Times", size: 11.5, paper: "A4",
		footer: "%d", footerAlign: "C",
		pages: []page{
			with(cause("SUMMONS"), []block{
				p("CHARLES THE THIRD, by the Grace of God of the United Kingdom of Great Britain and Northern Ireland and of His other Realms and Territories, King, Head of the Commonwealth, Defender of the Faith, to CORRAN COOPERAGE LIMITED, Defender:"),
				p("By this summons, the pursuer craves the Lords of our Council and Session to pronounce a decree against you in terms of the conclusions appended to this summons. If you intend to defend the action, you must, within three days after the date of expiry of the period of notice, lodge appearance in the Office of Court at Parliament House, Parliament Square, Edinburgh EH1 1RQ. The period of notice is 21 days after the date of service on you of this summons. If appearance is not lodged, the pursuer may obtain decree against you in your absence."),
				p("Given under our Signet at Edinburgh on 9 September 2024."),
				ls("                                                            Euan T. Halkett", "                                                            Advocate"),
				cb("CONCLUSIONS"),
				p("1. For payment by the defender to the pursuer of the sum of ONE MILLION TWO HUNDRED AND EIGHTY-FOUR THOUSAND SIX HUNDRED POUNDS (£1,284,600) STERLING, with interest thereon at the rate of 8 per cent a year from the date of citation until payment."),
				p("2. For the expenses of the action."),
			}),
			{
				cb("CONDESCENDENCE"),
				p("1. The pursuer distils and matures Scotch whisky at Aberlour. The defender supplies new and refurbished casks. This court has jurisdiction. The defender is domiciled in Scotland. There are no proceedings pending between the parties in relation to the subject matter of this action."),
				p("2. By contract concluded by the pursuer's purchase order dated 14 March 2022 and the defender's acceptance dated 21 March 2022, the defender agreed to supply 4,800 refurbished first-fill American oak hogsheads at a price of £168 each. The purchase order specified that each cask was to be pressure-tested and rechared before delivery."),
				p("3. Between 6 June 2022 and 30 November 2022 the defender delivered the hogsheads, which the pursuer filled with new-make spirit and laid down in its dunnage warehouses. On 17 April 2023 the pursuer's warehouse staff found spirit weeping from the heads of a number of casks filled from the third delivery. By 31 July 2023 some 1,130 casks had been found to be leaking. The pursuer recasked the spirit at its own cost and notified the defender in writing on 2 May 2023 and again on 15 August 2023."),
				p("4. The casks were not of satisfactory quality in terms of section 14(2) of the Sale of Goods Act 1979 and were not reasonably fit for maturing spirit in terms of section 14(3). The heads had been fitted with reused flagging that had dried out. The pursuer has suffered loss comprising the lost spirit, the cost of recasking, the price of the defective casks and the diminished value of the recasked spirit, amounting to the sum first concluded for. The defender has refused to pay. Reference is made to the pursuer's schedule of loss, which is adopted and held as repeated herein brevitatis causa."),
				cb("PLEAS-IN-LAW"),
				p("1. The defender having supplied casks which were not of satisfactory quality and not reasonably fit for their purpose, in breach of contract, it is liable to make reparation to the pursuer for the loss thereby caused."),
				p("2. The sum first concluded for being a reasonable estimate of the pursuer's loss, decree therefor should be pronounced as concluded for."),
				gap(),
				ls("IN RESPECT WHEREOF,", "", "                                                            Euan T. Halkett", "                                                            Advocate", "", "Lorimer Baxter LLP, 17 Charlotte Square, Edinburgh EH2 4DF", "Agents for the pursuer"),
			},
			{
				cb("EXECUTION OF SERVICE"),
				p("At Craigellachie, on the tenth day of September, Two Thousand and Twenty-Four, I, Morven J. Dalgleish, Sheriff Officer, by virtue of the foregoing summons, lawfully summoned, warned and charged CORRAN COOPERAGE LIMITED, the Defender, to compear and answer thereto, by leaving a true copy of the summons, together with the relative notice, for it within its registered office at Station Yard, Craigellachie, Aberlour AB38 9SR, in the hands of a director, on 10 September 2024. This I did in the presence of Callum D. Reith, Sheriff Officer, witness hereto with me subscribing."),
				gap(),
				row([]float64{0.5, 0.5}, "/s/ Callum D. Reith\nWitness", "/s/ Morven J. Dalgleish\nSheriff Officer"),
				gap(),
				l("Dalgleish Reith Messengers-at-Arms, 40 High Street, Elgin IV30 1BU"),
			},
		}}

	defences := doc{name: "Defences.pdf", font: "Times", size: 11.5, paper: "A4",
		footer: "%d", footerAlign: "C",
		pages: []page{
			with([]block{stamp("COURT OF SESSION", "GENERAL DEPARTMENT", "RECEIVED 08 OCT 2024")}, cause("DEFENCES"), []block{
				cb("ANSWERS TO CONDESCENDENCE"),
				p("Ans. 1. Admitted."),
				p("Ans. 2. Admitted that the parties entered into a contract for the supply of 4,800 refurbished hogsheads at the price condescended upon. The purchase order and the defender's acceptance are referred to for their terms, beyond which no admission is made. Quoad ultra denied. Explained and averred that the acceptance of 21 March 2022 incorporated the defender's Standard Conditions of Sale (edition of 1 January 2021). Condition 11 limits the defender's liability for defective goods to their replacement or a refund of their price, and excludes liability for loss of spirit and consequential loss."),
				p("Ans. 3. Admitted that the defender delivered the hogsheads between the dates condescended upon and that the pursuer intimated complaints on 2 May 2023 and 15 August 2023. Not known and not admitted how many casks leaked or why. Quoad ultra denied. Explained and averred that the pursuer stored the casks in a warehouse whose ventilation failed in the summer of 2022, and that the heads dried out after filling. The defender offered on 30 May 2023 to inspect and recoop any leaking cask free of charge. The pursuer did not reply."),
				p("Ans. 4. Denied. Esto the casks were defective, which is denied, the defender's liability is limited by condition 11 to the price of the defective casks, which is fair and reasonable in terms of section 20(2) of the Unfair Contract Terms Act 1977."),
				cb("PLEAS-IN-LAW FOR THE DEFENDER"),
				p("1. The pursuer's averments being irrelevant et separatim lacking in specification, the action should be dismissed."),
				p("2. The defender not having been in breach of contract, decree of absolvitor should be pronounced."),
				p("3. Esto the defender was in breach of contract, its liability being limited by condition 11, decree should not be pronounced for any sum in excess of the price of the defective casks."),
			}),
			{
				ls("IN RESPECT WHEREOF,", "", "                                                            Niall G. Strachan", "                                                            Advocate", "", "Kinross Adair LLP, 190 St Vincent Street, Glasgow G2 5SG", "Agents for the defender"),
			},
		}}

	inter := doc{name: "Interlocutor of 1 November 2024.pdf", font: "Times", size: 11.5, paper: "A4",
		pages: []page{
			{
				row([]float64{0.6, 0.4}, "CA71/24", "Commercial Action"), gap(),
				lb("Inverallan Distillers Limited"), l("against"), lb("Corran Cooperage Limited"), gap(),
				l("Edinburgh, 1 November 2024"), gap(),
				l("Lord Drumbeg"), gap(),
				p("The Lord Ordinary, having heard counsel for the parties at a preliminary hearing in the commercial action:"),
				p("(1) allows the pursuer to adjust the summons and the defender to adjust the defences by 22 November 2024, and appoints the record to be closed on 29 November 2024;"),
				p("(2) ordains each party to lodge in process any report of a skilled person on whom it intends to rely, in relation to the condition of the casks and the cause of the leakage, by 31 January 2025, and any supplementary report in response by 28 February 2025;"),
				p("(3) ordains the parties to lodge lists of witnesses and productions by 4 April 2025;"),
				p("(4) allows to the parties a proof before answer of their respective averments, restricted in the first instance to the issues of breach of contract and the incorporation and effect of condition 11, and appoints the proof to proceed on 19 May 2025 and the four following days;"),
				p("(5) appoints the cause to a pre-proof by order hearing on 25 April 2025; and"),
				p("(6) reserves meantime the question of expenses."),
				gap(),
				l("Lord Drumbeg"),
			},
		}}

	opinion := doc{name: "Opinion of Lord Drumbeg.pdf", font: "Times", size: 11.5, paper: "A4",
		pages: []page{
			{
				row([]float64{0.6, 0.4}, "OUTER HOUSE, COURT OF SESSION", "[2025] CSOH 61"), l("CA71/24"), gap(),
				cb("OPINION OF LORD DRUMBEG"), gap(),
				c("In the cause"), gap(),
				cb("INVERALLAN DISTILLERS LIMITED"), r("Pursuer"), c("against"), cb("CORRAN COOPERAGE LIMITED"), r("Defender"), gap(),
				p("Pursuer: Lamont KC, Halkett; Lorimer Baxter LLP"),
				p("Defender: Moffat KC, Strachan; Kinross Adair LLP"),
				l("11 July 2025"), rule(),
				lb("Introduction"),
				p("[1] The pursuer bought 4,800 refurbished hogsheads from the defender in 2022 to mature new-make spirit. Some 1,130 of them leaked. After a proof before answer restricted to breach and to the defender's limitation clause, heard on 19 May 2025 and the four following days, the questions are whether the casks were of satisfactory quality and whether condition 11 of the defender's standard conditions formed part of the contract."),
				lb("The evidence"),
				p("[2] The pursuer led evidence from Mr Hamish Carmichael-Reid, its operations director, from Ms Lorna Petrie, its warehouse manager, and from Dr Evan Sutherland-Mackie, a cooperage consultant. The defender led evidence from its managing director, Mr Gordon Ferrier, and from Mr Tomas Novak-Grant, a master cooper. A joint minute agreed the delivery dates and the number of casks recasked."),
				p("[3] Ms Petrie's evidence, which I accept, was that the warehouse ventilation was inspected on 12 July 2022 and found to be working; the fault the defender relied on was a fan replaced in 2021. Dr Sutherland-Mackie examined forty of the casks on 5 March 2025 and found reused flagging in the head joints of thirty-six. Mr Novak-Grant accepted in cross-examination that flagging should not be reused in a cask sold as rechared and pressure-tested."),
			},
			{
				lb("Discussion and decision"),
				p("[4] I am satisfied that the casks from the third and fourth deliveries were not of satisfactory quality. As to condition 11, the defender's acceptance of 21 March 2022 referred to its conditions \"available on request\" but the conditions were never sent, and the pursuer's purchase order had stated that its own terms alone would apply. Mr Ferrier accepted that nothing was said about the conditions during the negotiations, which were conducted for the pursuer by a cask broker, Mr Iain Gillanders. Condition 11 was not incorporated. If it had been, I would not have held it fair and reasonable in terms of section 20(2) of the 1977 Act."),
				p("[5] I shall sustain the pursuer's first plea-in-law, repel the defender's pleas-in-law, and put the case out by order to fix a further hearing on quantum. I reserve meantime all questions of expenses."),
			},
		}}

	const (
		fs = "Summons.pdf"
		fd = "Defences.pdf"
		fi = "Interlocutor of 1 November 2024.pdf"
		fo = "Opinion of Lord Drumbeg.pdf"
	)
	return spec{
		name:       "inverallan-distillers-v-corran-cooperage-csoh",
		title:      "Inverallan Distillers Ltd v Corran Cooperage Ltd (Court of Session, Outer House, CA71/24), commercial action for leaking casks",
		firstSight: &truth.Figures{PartyTruth: 12, PartyFound: 15, PartyCorrect: 7, EventTruth: 29, EventHits: 29, Grounded: 1}, // at commit cb2ba8b
		docs:       []doc{summons, defences, inter, opinion},
		parties: []truth.Party{
			{Name: "Inverallan Distillers Limited", Role: "plaintiff"},
			{Name: "Corran Cooperage Limited", Role: "defendant"},
			{Name: "Euan T. Halkett", Role: "counsel"},
			{Name: "Niall G. Strachan", Role: "counsel"},
			{Name: "Lamont", Role: "counsel"},
			{Name: "Moffat", Role: "counsel"},
			{Name: "Lord Drumbeg", Role: "judge"},
			{Name: "Hamish Carmichael-Reid", Role: "witness"},
			{Name: "Lorna Petrie", Role: "witness"},
			{Name: "Evan Sutherland-Mackie", Role: "witness"},
			{Name: "Gordon Ferrier", Role: "witness"},
			{Name: "Tomas Novak-Grant", Role: "witness"},
		},
		events: []truth.Event{
			{Date: "2024-09-09", File: fs, Page: 1},
			{Date: "2022-03-14", File: fs, Page: 2},
			{Date: "2022-03-21", File: fs, Page: 2},
			{Date: "2022-06-06", File: fs, Page: 2},
			{Date: "2022-11-30", File: fs, Page: 2},
			{Date: "2023-04-17", File: fs, Page: 2},
			{Date: "2023-07-31", File: fs, Page: 2},
			{Date: "2023-05-02", File: fs, Page: 2},
			{Date: "2023-08-15", File: fs, Page: 2},
			{Date: "2024-09-10", File: fs, Page: 3},
			{Date: "2024-10-08", File: fd, Page: 1}, // the receiving stamp
			{Date: "2022-03-21", File: fd, Page: 1},
			{Date: "2021-01-01", File: fd, Page: 1},
			{Date: "2023-05-02", File: fd, Page: 1},
			{Date: "2023-08-15", File: fd, Page: 1},
			{Date: "2023-05-30", File: fd, Page: 1},
			{Date: "2024-11-01", File: fi, Page: 1},
			{Date: "2024-11-22", File: fi, Page: 1},
			{Date: "2024-11-29", File: fi, Page: 1},
			{Date: "2025-01-31", File: fi, Page: 1},
			{Date: "2025-02-28", File: fi, Page: 1},
			{Date: "2025-04-04", File: fi, Page: 1},
			{Date: "2025-05-19", File: fi, Page: 1},
			{Date: "2025-04-25", File: fi, Page: 1},
			{Date: "2025-07-11", File: fo, Page: 1},
			{Date: "2025-05-19", File: fo, Page: 1},
			{Date: "2022-07-12", File: fo, Page: 1},
			{Date: "2025-03-05", File: fo, Page: 1},
			{Date: "2022-03-21", File: fo, Page: 2},
		},
	}
}
