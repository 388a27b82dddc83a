package samples

// DEV SET (held out at first sight): an Ontario Small Claims Court action
// on the prescribed forms. The paralegal's demand letter (a company
// "Attention:" its president, "Re:", signed with the
// licensed paralegal's "LSO # P"); the plaintiff's claim (Form 7A: "Ont.
// Reg. No.: 258/98", the court's address with "Seal", "Plaintiff No. 1",
// "Last name, or name of company:", "First name:", "Second name:", "Also
// known as:", "Representative:", "LSO #:", then "Defendant No. 1" and "No.
// 2" in the same boxes, "REASONS FOR CLAIM AND DETAILS", "Prepared on:",
// "Issued on:", "(Signature of clerk)", the bilingual form footer and the
// "CAUTION TO DEFENDANT"); the defence (Form 9A: "THIS DEFENCE IS BEING
// FILED ON BEHALF OF:", "[X] Dispute the claim made against me/us"); and
// the deputy judge's endorsement at the settlement conference ("Present:"
// with representatives by initial and surname). A licensed paralegal who
// represents a party is counsel; the person named in a form's first-name
// and last-name boxes is one party.
func init() { specs = append(specs, kaur) }

func kaur() matterSpec {
	letter := doc{name: "Volkov demand letter 2024-02-05.pdf", font: "Helvetica", size: 10.5,
		pages: []page{{
			cb("VOLKOV LEGAL SERVICES"), c("Licensed Paralegal  |  200 Consumers Road, Suite 605, Toronto, ON M2J 4R4  |  416-555-0170"), gap(),
			ls("February 5, 2024", "", "SENT BY EMAIL AND REGISTERED MAIL", "",
				"Northern Ridge Renovations Inc.", "Attention: Marco Bellini, President", "1450 Caledonia Road, Unit 7", "Toronto, ON M6A 2E4", "",
				"Re:   Harpreet Kaur - 88 Dundas Street West, Unit 1202 - kitchen and bathroom renovation"),
			gap(),
			l("Dear Mr. Bellini:"),
			p("I am a licensed paralegal and I represent Ms. Harpreet Kaur. Under a written contract dated August 14, 2023, your company agreed to renovate the kitchen and bathroom of Ms. Kaur's condominium unit for $31,500, with completion by October 31, 2023. Ms. Kaur paid deposits totalling $18,750."),
			p("Your crew stopped attending the unit on October 6, 2023, leaving the bathroom without fixtures and the kitchen without countertops. Ms. Kaur has had to retain another contractor to finish the work."),
			p("Ms. Kaur demands repayment of $18,750 by February 20, 2024. If payment is not received, she will commence an action against your company and against you personally in the Small Claims Court without further notice."),
			ls("Yours truly,", "", "Dmitri Volkov", "Licensed Paralegal, LSO # P08412", "", "c: Client"),
		}}}

	party := func(label, last, first, addr, city, rep string) []string {
		return []string{
			label,
			"Last name, or name of company:  " + last,
			"First name:  " + first + "                     Second name:                     Also known as:",
			"Address (street number, apt., unit):  " + addr,
			"City/Town:  " + city + "                  Province:  ON               Phone no.:",
			"Representative:  " + rep,
		}
	}
	claim := doc{name: "Form 7A Plaintiff's Claim SC-24-00004417.pdf", font: "Helvetica", size: 9.5,
		footer: "SCR 7.01-7A (September 1, 2021 / 1er septembre 2021) CSD",
		pages: []page{
			{
				ls("ONTARIO", "Superior Court of Justice                                       Plaintiff's Claim",
					"Cour superieure de justice                                      Form / Formule 7A Ont. Reg. No. / Regl. de l'Ont. : 258/98"),
				gap(),
				ls("Toronto Small Claims Court                                    SC-24-00004417-0000",
					"47 Sheppard Ave E, 3rd Fl., Toronto, ON M2N 5N1                Claim No. / No de la demande",
					"Address / Adresse                                              Seal / Sceau",
					"416-326-3554",
					"Phone number / Numero de telephone"),
				gap(),
				ls(party("Plaintiff No. 1       [ ] Additional plaintiff(s) listed on attached Form 1A.", "KAUR", "Harpreet", "88 Dundas Street West, Unit 1202", "Toronto", "Dmitri Volkov, Volkov Legal Services          LSO #:  P08412")...),
				gap(),
				ls(party("Defendant No. 1       [X] Additional defendant(s) listed on attached Form 1A.", "NORTHERN RIDGE RENOVATIONS INC.", "", "1450 Caledonia Road, Unit 7", "Toronto", "")...),
				gap(),
				ls(party("Defendant No. 2 (Form 1A)", "BELLINI", "Marco", "31 Glenhurst Avenue", "Vaughan", "")...),
			},
			{
				cb("REASONS FOR CLAIM AND DETAILS"),
				small(l("Explain what happened, including where and when. Then explain how much money you are claiming or what goods you want returned."), 8.5), gap(),
				p("1. Under a written contract dated August 14, 2023, the defendant Northern Ridge Renovations Inc. agreed to renovate the plaintiff's kitchen and bathroom for $31,500, to be completed by October 31, 2023. The plaintiff paid deposits of $10,000 on August 14, 2023 and $8,750 on September 15, 2023."),
				p("2. The defendants abandoned the work on October 6, 2023. The defendant Marco Bellini, the company's president, told the plaintiff the deposits had been spent on another job and induced her to pay the second deposit by representing that materials had been ordered when they had not."),
				ls("How much?   $ 18,750.00   (Principal amount claimed)", "[X] ADDITIONAL PAGES ARE ATTACHED BECAUSE MORE ROOM WAS NEEDED.", "",
					"Prepared on: March 4, 2024                          (Signature of plaintiff or representative)", "",
					"Issued on: March 6, 2024                            (Signature of clerk)"),
				gap(),
				small(p("CAUTION TO DEFENDANT: IF YOU DO NOT FILE A DEFENCE (Form 9A) with the court within twenty (20) calendar days after you have been served with this Plaintiff's Claim, judgment may be obtained without notice and enforced against you."), 8.5),
			},
		}}

	defence := doc{name: "Form 9A Defence.pdf", font: "Helvetica", size: 9.5,
		footer: "SCR 9.01-10.03-9A (September 1, 2021 / 1er septembre 2021) CSD",
		pages: []page{{
			ls("ONTARIO", "Superior Court of Justice                                       Defence / Defense",
				"                                                               Form / Formule 9A Ont. Reg. No. / Regl. de l'Ont. : 258/98",
				"Toronto Small Claims Court                                    SC-24-00004417-0000"),
			gap(),
			ls(party("Defendant No. 1", "NORTHERN RIDGE RENOVATIONS INC.", "", "1450 Caledonia Road, Unit 7", "Toronto", "Hamid Siddiqui, Siddiqui Law Professional Corporation   LSO #: 61234K")...),
			gap(),
			ls("THIS DEFENCE IS BEING FILED ON BEHALF OF:  Northern Ridge Renovations Inc. and Marco Bellini",
				"and I/we:  [X] Dispute the claim made against me/us.",
				"           [ ] Admit the full claim and propose the following terms of payment:"),
			gap(),
			cb("REASONS FOR DISPUTING THE CLAIM AND DETAILS"),
			p("1. The contract was with the corporation only. Mr. Bellini signed it as president and is not personally liable."),
			p("2. The work stopped on October 6, 2023 because the condominium corporation refused access to the service elevator, which was outside the defendants' control. Materials worth $7,900 were ordered on September 18, 2023 and remain available to the plaintiff."),
			ls("Prepared on: March 22, 2024                         (Signature of defendant or representative)"),
		}}}

	endorsement := doc{name: "Endorsement 2024-06-12.pdf", font: "Courier", size: 10.5,
		pages: []page{{
			cb("ONTARIO SUPERIOR COURT OF JUSTICE - SMALL CLAIMS COURT"), cb("ENDORSEMENT RECORD"), gap(),
			ls("Claim No.: SC-24-00004417-0000", "Kaur v. Northern Ridge Renovations Inc. et al.", "", "Date: June 12, 2024          Settlement Conference", "",
				"Present:  Plaintiff in person, with rep. D. Volkov (P)",
				"          Defendants: rep. H. Siddiqui (counsel); M. Bellini in person"),
			gap(),
			p("Matter not settled. Plaintiff's claim against the corporation is well documented; the personal claim against Mr. Bellini rests on the alleged misrepresentation of September 15, 2023 and is for the trial judge."),
			p("Defendants to serve their list of proposed witnesses and the supplier's order confirmation by July 12, 2024. Matter to be set down for a one-day trial. Costs of today in the cause."),
			ls("", "                              R. Castonguay", "                              Deputy Judge Ruth Castonguay"),
		}}}

	return matterSpec{
		name: "kaur-v-northern-ridge", title: "Kaur v. Northern Ridge Renovations Inc. (Toronto Small Claims Court, SC-24-00004417)", heldOut: true,
		firstSight: &Figures{PartyTruth: 9, PartyFound: 4, PartyCorrect: 3, EventTruth: 17, EventHits: 17, Grounded: 1}, // at 9856285
		docs:       []doc{letter, claim, defence, endorsement},
		parties: []Party{
			{"Harpreet Kaur", "plaintiff"},
			{"Northern Ridge Renovations Inc.", "defendant"},
			{"Northern Ridge Renovations Inc.", "recipient"},
			{"Marco Bellini", "defendant"},
			{"Marco Bellini", "recipient"},
			{"Dmitri Volkov", "counsel"}, // a licensed paralegal who represents the plaintiff
			{"Dmitri Volkov", "sender"},
			{"Hamid Siddiqui", "counsel"},
			{"Ruth Castonguay", "judge"},
		},
		events: []Event{
			{"2024-02-05", "Volkov demand letter 2024-02-05.pdf", 1},
			{"2023-08-14", "Volkov demand letter 2024-02-05.pdf", 1},
			{"2023-10-31", "Volkov demand letter 2024-02-05.pdf", 1},
			{"2023-10-06", "Volkov demand letter 2024-02-05.pdf", 1},
			{"2024-02-20", "Volkov demand letter 2024-02-05.pdf", 1},
			{"2023-08-14", "Form 7A Plaintiff's Claim SC-24-00004417.pdf", 2},
			{"2023-10-31", "Form 7A Plaintiff's Claim SC-24-00004417.pdf", 2},
			{"2023-09-15", "Form 7A Plaintiff's Claim SC-24-00004417.pdf", 2},
			{"2023-10-06", "Form 7A Plaintiff's Claim SC-24-00004417.pdf", 2},
			{"2024-03-04", "Form 7A Plaintiff's Claim SC-24-00004417.pdf", 2},
			{"2024-03-06", "Form 7A Plaintiff's Claim SC-24-00004417.pdf", 2},
			{"2023-10-06", "Form 9A Defence.pdf", 1},
			{"2023-09-18", "Form 9A Defence.pdf", 1},
			{"2024-03-22", "Form 9A Defence.pdf", 1},
			{"2024-06-12", "Endorsement 2024-06-12.pdf", 1},
			{"2023-09-15", "Endorsement 2024-06-12.pdf", 1},
			{"2024-07-12", "Endorsement 2024-06-12.pdf", 1},
		},
	}
}
