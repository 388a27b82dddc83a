package samples

// DEV SET (held out at first sight): an arbitration under the SIAC Rules
// 2016. The notice of arbitration ("IN THE MATTER OF AN ARBITRATION UNDER
// THE ARBITRATION RULES OF THE SINGAPORE INTERNATIONAL ARBITRATION CENTRE",
// an Indonesian "PT" and a Korean "Co., Ltd.", the claimant's "authorised
// representatives" as a list under the firm, a nominee "Mr X SC"); the
// response to it, with counsel named in a sentence ("The Respondent is
// represented by Ms A and Mr B of Firm") and its own nominee ("Dr X");
// procedural order no. 1 signed for the tribunal, with a timetable table
// ("No. / Procedural Step / Party / Date"); and a partial award on
// jurisdiction with a table of abbreviations (defined terms beside the
// names they stand for), "REPRESENTATION OF THE PARTIES" in two labelled
// groups, a witness heard at the hearing ("CW-1"), and the three
// arbitrators' signatures above their titles.
func init() { specs = append(specs, samudera) }

func samudera() matterSpec {
	head := []block{
		c("IN THE MATTER OF AN ARBITRATION UNDER THE ARBITRATION RULES OF THE"),
		c("SINGAPORE INTERNATIONAL ARBITRATION CENTRE (6th Edition, 1 August 2016)"), gap(),
		cb("SIAC Case No. ARB412/24/JHK"), gap(), c("BETWEEN"), gap(),
		cb("PT SAMUDERA NIAGA INDONESIA"), c("(Claimant)"), gap(), c("AND"), gap(),
		cb("HANSHIN MARINE ENGINEERING CO., LTD."), c("(Respondent)"), gap(),
	}
	noa := doc{name: "Notice of Arbitration.pdf", font: "Times", size: 11.5, footer: "%d",
		pages: []page{
			append(append([]block{}, head...),
				cb("NOTICE OF ARBITRATION"), c("pursuant to Rule 3.1 of the SIAC Rules"), gap(), c("3 June 2024"),
			),
			{
				cb("A. THE PARTIES"),
				p("1. The Claimant, PT Samudera Niaga Indonesia, is a company incorporated in the Republic of Indonesia, with its address at Jl. Jend. Sudirman Kav. 52-53, Jakarta 12190. The Claimant's authorised representatives in this arbitration are:"),
				ls("          Mr Adrian Lim (Partner)", "          Ms Nurul Huda (Senior Associate)", "          CHANDRAN GOH LLP", "          8 Marina View, #29-01 Asia Square Tower 1, Singapore 018960", "          Tel: +65 6555 0182    Email: alim@chandrangoh.com.sg"),
				gap(),
				p("2. The Respondent, Hanshin Marine Engineering Co., Ltd., is a company incorporated in the Republic of Korea, with its address at 120 Jungang-daero, Dong-gu, Busan 48792."),
				cb("B. THE DISPUTE"),
				p("3. By a Shipbuilding Contract dated 15 March 2021 (the \"Contract\"), the Respondent agreed to build and deliver a 3,500 DWT product tanker, Hull No. H-2207, to the Claimant by 30 June 2023. The vessel has not been delivered. The Claimant rescinded the Contract by notice of 11 January 2024 and claims the refund of instalments of USD 6,840,000 with interest."),
				cb("C. ARBITRATION AGREEMENT AND NOMINATION"),
				p("4. Article XIV of the Contract provides for arbitration in Singapore under the SIAC Rules before three arbitrators. The Claimant nominates Mr Vikram Sethi SC as arbitrator."),
				ls("Dated 3 June 2024", "", "CHANDRAN GOH LLP", "Counsel for the Claimant"),
			},
		}}

	response := doc{name: "Response to Notice of Arbitration.pdf", font: "Times", size: 11.5, footer: "%d",
		pages: []page{
			append(append([]block{}, head...),
				cb("RESPONSE TO THE NOTICE OF ARBITRATION"), c("pursuant to Rule 4.1 of the SIAC Rules"), gap(), c("2 July 2024"),
			),
			{
				p("1. The Respondent, Hanshin Marine Engineering Co., Ltd., submits this Response to the Notice of Arbitration dated 3 June 2024. The Respondent is represented in this arbitration by Ms Seo Yeon Kim and Mr Daniel Cho of Kim & Cho, 23 Teheran-ro 87-gil, Gangnam-gu, Seoul 06164 (skim@kimcho.co.kr)."),
				p("2. The Respondent denies the Tribunal's jurisdiction. Article XIV of the Contract requires the parties to refer any dispute first to an independent classification society expert, which the Claimant did not do before commencing this arbitration."),
				p("3. Without prejudice to the above, the Respondent denies liability. Delivery was delayed by force majeure, namely the shortage of main engines that the Respondent notified to the Claimant on 4 April 2023."),
				p("4. The Respondent nominates Dr Hyun-woo Baek as arbitrator."),
				ls("Dated 2 July 2024", "", "KIM & CHO", "Counsel for the Respondent"),
			},
		}}

	po1 := doc{name: "Procedural Order No. 1.pdf", font: "Helvetica", size: 10,
		pages: []page{{
			c("SIAC Case No. ARB412/24/JHK"), gap(),
			c("PT Samudera Niaga Indonesia (Claimant) v Hanshin Marine Engineering Co., Ltd. (Respondent)"), gap(),
			cb("PROCEDURAL ORDER No. 1"), gap(),
			p("1. The Tribunal was constituted on 26 August 2024, when the President of the Court of Arbitration of SIAC appointed Ms Joanna Whitfield as the presiding arbitrator. A first case management conference was held by video conference on 5 September 2024."),
			p("2. The seat of the arbitration is Singapore. The Respondent's objection to jurisdiction shall be heard as a preliminary issue, in accordance with the following timetable:"),
			ls("     No.   Procedural Step                                  Party          Date",
				"     1     Memorial on Jurisdiction                         Respondent     4 October 2024",
				"     2     Counter-Memorial on Jurisdiction                 Claimant       1 November 2024",
				"     3     Hearing on Jurisdiction (Maxwell Chambers)       Both           18 November 2024"),
			gap(),
			ls("Seat of arbitration: Singapore", "Date: 9 September 2024", "", "", "________________________________", "Ms Joanna Whitfield", "Presiding Arbitrator", "For and on behalf of the Tribunal"),
		}}}

	award := doc{name: "Partial Award on Jurisdiction.pdf", font: "Times", size: 11, footer: "Partial Award - SIAC ARB412/24/JHK - page %d",
		pages: []page{
			append(append([]block{}, head...),
				cb("PARTIAL AWARD ON JURISDICTION"), gap(),
				ls("Tribunal:", "     Ms Joanna Whitfield (Presiding Arbitrator)", "     Mr Vikram Sethi SC", "     Dr Hyun-woo Baek"),
				gap(), c("Date of Award: 14 February 2025"),
			),
			{
				cb("LIST OF ABBREVIATIONS"),
				ls("     Claimant             PT Samudera Niaga Indonesia",
					"     Respondent           Hanshin Marine Engineering Co., Ltd.",
					"     Contract             Shipbuilding Contract dated 15 March 2021",
					"     SIAC Rules           Arbitration Rules of the SIAC, 6th Edition",
					"     Tribunal             The arbitral tribunal constituted on 26 August 2024"),
				gap(),
				cb("I. REPRESENTATION OF THE PARTIES"),
				ls("Claimant:", "     Mr Adrian Lim", "     Ms Nurul Huda", "     Chandran Goh LLP, Singapore", "",
					"Respondent:", "     Ms Seo Yeon Kim", "     Mr Daniel Cho", "     Kim & Cho, Seoul"),
				gap(),
				cb("II. PROCEDURAL HISTORY"),
				p("1. The hearing on jurisdiction took place at Maxwell Chambers on 18 November 2024. The Tribunal heard the evidence of Mr Budi Santoso (CW-1), the Claimant's project director, who was cross-examined by Ms Kim."),
			},
			{
				cb("III. DECISION"),
				p("2. The expert-determination step in Article XIV is permissive. The Claimant's failure to take it is no bar to the Tribunal's jurisdiction. The Tribunal therefore dismisses the Respondent's objection, reserves costs, and will give directions on the merits."),
				ls("Seat of arbitration: Singapore", "", "",
					"______________________     ______________________     ______________________",
					"Mr Vikram Sethi SC         Dr Hyun-woo Baek           Ms Joanna Whitfield",
					"Co-Arbitrator              Co-Arbitrator              Presiding Arbitrator"),
			},
		}}

	return matterSpec{
		name: "samudera-v-hanshin", title: "PT Samudera Niaga Indonesia v. Hanshin Marine Engineering Co., Ltd. (SIAC ARB412/24/JHK)", heldOut: true,
		firstSight: &Figures{PartyTruth: 10, PartyFound: 11, PartyCorrect: 7, EventTruth: 19, EventHits: 19, Grounded: 1}, // at 076e1c8
		docs:       []doc{noa, response, po1, award},
		parties: []Party{
			{"PT Samudera Niaga Indonesia", "plaintiff"}, // a claimant, in the documented vocabulary
			{"Hanshin Marine Engineering Co., Ltd.", "respondent"},
			{"Adrian Lim", "counsel"},
			{"Nurul Huda", "counsel"},
			{"Seo Yeon Kim", "counsel"},
			{"Daniel Cho", "counsel"},
			{"Vikram Sethi", "judge"},
			{"Hyun-woo Baek", "judge"},
			{"Joanna Whitfield", "judge"},
			{"Budi Santoso", "witness"},
		},
		events: []Event{
			{"2024-06-03", "Notice of Arbitration.pdf", 1},
			{"2021-03-15", "Notice of Arbitration.pdf", 2},
			{"2023-06-30", "Notice of Arbitration.pdf", 2},
			{"2024-01-11", "Notice of Arbitration.pdf", 2},
			{"2024-06-03", "Notice of Arbitration.pdf", 2},
			{"2024-07-02", "Response to Notice of Arbitration.pdf", 1},
			{"2024-06-03", "Response to Notice of Arbitration.pdf", 2},
			{"2023-04-04", "Response to Notice of Arbitration.pdf", 2},
			{"2024-07-02", "Response to Notice of Arbitration.pdf", 2},
			{"2024-08-26", "Procedural Order No. 1.pdf", 1},
			{"2024-09-05", "Procedural Order No. 1.pdf", 1},
			{"2024-10-04", "Procedural Order No. 1.pdf", 1},
			{"2024-11-01", "Procedural Order No. 1.pdf", 1},
			{"2024-11-18", "Procedural Order No. 1.pdf", 1},
			{"2024-09-09", "Procedural Order No. 1.pdf", 1},
			{"2025-02-14", "Partial Award on Jurisdiction.pdf", 1},
			{"2021-03-15", "Partial Award on Jurisdiction.pdf", 2},
			{"2024-08-26", "Partial Award on Jurisdiction.pdf", 2},
			{"2024-11-18", "Partial Award on Jurisdiction.pdf", 2},
		},
	}
}
