package samples

// The fourth held-out matter, written after the fixes from the three
// earlier ones. Its first score (parties recall 0.60, precision 1.00; dated
// events 0.95; grounded 1.00) led to general rules (arbitrators and other
// deciding officers as judge, "I, X, of <address>, state", witness
// statements, "11–13 September 2023" ranges, "(the “Company”)" terms after
// any capitalised name); it is no longer held out. An employment arbitration before the AAA:
// Claimant/Respondent with "and" between them, an offer letter, a witness
// statement, a chat export with ISO timestamps, an arbitrator's procedural
// order with a day-month-year range, and Massachusetts BBO numbers.
func init() { specs = append(specs, helix) }

func helix() matterSpec {
	head := []block{cb("AMERICAN ARBITRATION ASSOCIATION"), c("Employment Arbitration Tribunal"), gap(),
		c("In the Matter of the Arbitration between"), gap(),
		ls("DEVON OKAFOR-LEWIS,", "               Claimant,", "", "        and", "", "HELIX BIOSCIENCES, INC.,", "               Respondent."),
		gap(), r("AAA Case No. 01-23-0004-1187"), gap()}
	demand := doc{name: "demand-for-arbitration.pdf", font: "Helvetica", size: 11, unicode: true,
		pages: []page{
			append(append([]block{}, head...), cb("DEMAND FOR ARBITRATION AND STATEMENT OF CLAIM"), gap(),
				p("Claimant Devon Okafor-Lewis (“Claimant”) submits this Statement of Claim against Respondent Helix Biosciences, Inc. (“Helix”) under the arbitration clause of Claimant’s offer letter."),
				p("1. Helix hired Claimant as a senior research associate, starting 14 March 2019."),
				p("2. On 6 February 2023 Claimant reported to her supervisor that a −80°C freezer holding clinical samples had been alarming for two days without response."),
			),
			{
				p("3. Four days later, on February 10, 2023, Helix terminated Claimant, citing “repeated protocol violations” that no one had raised with her before."),
				p("4. Helix’s stated reason is a pretext for retaliation prohibited by M.G.L. c. 149, § 185."),
				p("Claimant seeks back pay, front pay, double damages, and attorneys’ fees."),
				ls("Dated: April 4, 2023", "", "/s/ Rafael Ortiz-Bean", "Rafael Ortiz-Bean, Esq. (BBO #701442)", "ORTIZ-BEAN EMPLOYMENT LAW", "10 Post Office Square, Boston, MA 02109", "Counsel for Claimant"),
			},
		}}

	offer := doc{name: "offer-letter.pdf", font: "Times", size: 12, unicode: true,
		pages: []page{{
			cb("HELIX BIOSCIENCES, INC."), c("400 Technology Square, Cambridge, MA 02139"), gap(),
			l("March 1, 2019"), gap(),
			ls("Devon Okafor-Lewis", "88 Harbor Street", "Boston, MA 02110"), gap(),
			p("Dear Devon:"),
			p("On behalf of Helix Biosciences, Inc. (the “Company”), I am pleased to offer you the position of Senior Research Associate, with a start date of March 14, 2019 and an annual salary of $96,000. Any dispute arising out of your employment will be resolved by arbitration administered by the American Arbitration Association."),
			p("Sincerely,"),
			ls("/s/ Ingrid Solberg", "Ingrid Solberg", "Chief People Officer"), gap(),
			ls("Accepted and agreed:", "/s/ Devon Okafor-Lewis        Date: 3/4/2019"),
		}}}

	statement := doc{name: "witness-statement-ramanathan.pdf", font: "Times", size: 12, unicode: true,
		pages: []page{{
			cb("WITNESS STATEMENT OF PRIYA RAMANATHAN"), gap(),
			p("I, Priya Ramanathan, of 12 Elm Road, Cambridge, Massachusetts, state as follows:"),
			p("1. I was the laboratory operations manager at Helix from 2020 until July 2023."),
			p("2. On the morning of 6 February 2023 Devon told me the freezer alarm in Lab 4 had been sounding since the weekend. I escalated it to facilities that day."),
			p("3. I never saw any written warning to Devon about protocol violations before her termination."),
			p("I believe that the facts stated in this witness statement are true."),
			ls("Signed: /s/ Priya Ramanathan", "Date: 19 July 2023"),
		}}}

	chat := doc{name: "slack-export-lab-ops.pdf", font: "Courier", size: 9,
		header: "Slack export - #lab-ops - produced by Helix (HELIX_000233)",
		pages: []page{{
			ls("[2023-02-04 22:17] facilities-bot: ALERT Freezer F-12 (Lab 4) temperature -61C",
				"[2023-02-06 09:14] Devon Okafor-Lewis: F-12 has been alarming all weekend, samples",
				"    for the HB-204 trial are in there. Who is on call?",
				"[2023-02-06 09:31] Marcus Tull: looking now",
				"[2023-02-08 16:02] Marcus Tull: @Devon please keep freezer issues out of this",
				"    channel going forward"),
		}}}

	answering := doc{name: "answering-statement.pdf", font: "Helvetica", size: 11, unicode: true,
		pages: []page{
			append(append([]block{}, head...), cb("RESPONDENT’S ANSWERING STATEMENT"), gap(),
				p("Respondent Helix Biosciences, Inc. (“Helix”) denies the claims in the Statement of Claim and states as follows:"),
				p("1. Helix admits that it employed Claimant from March 14, 2019 until February 10, 2023."),
				p("2. Helix denies that Claimant’s report on February 6, 2023 played any part in its decision. Claimant had been counseled about protocol deviations on 11/22/2022."),
				p("3. Helix asserts that it would have made the same decision in any event."),
				ls("Dated: May 2, 2023", "", "MORRISON STEELE LLP", "By: /s/ Catherine Yoon", "Catherine Yoon (BBO #678123)", "One Federal Street, Boston, MA 02110", "Attorneys for Respondent"),
			),
		}}

	order := doc{name: "procedural-order-2.pdf", font: "Times", size: 12, unicode: true,
		pages: []page{
			append(append([]block{}, head...), cb("PROCEDURAL ORDER NO. 2"), gap(),
				p("Following the preliminary hearing held by videoconference on 21 June 2023, the Arbitrator orders as follows:"),
				p("1. The parties shall exchange documents by 31 July 2023."),
				p("2. The evidentiary hearing will take place on 11–13 September 2023 at the AAA’s Boston office."),
				ls("Dated: 28 June 2023", "", "/s/ Harold P. Whitcombe", "Harold P. Whitcombe, Arbitrator"),
			),
		}}

	return matterSpec{
		name: "okafor-lewis-v-helix", title: "Okafor-Lewis v. Helix Biosciences, Inc. (AAA employment arbitration)", heldOut: false,
		docs: []doc{demand, offer, statement, chat, answering, order},
		parties: []Party{
			{"Devon Okafor-Lewis", "plaintiff"}, // a claimant, in the documented vocabulary
			{"Helix Biosciences, Inc.", "respondent"},
			{"Rafael Ortiz-Bean", "counsel"},
			{"Catherine Yoon", "counsel"},
			{"Ingrid Solberg", "sender"},
			{"Devon Okafor-Lewis", "recipient"},
			{"Helix Biosciences, Inc.", "party"},
			{"Devon Okafor-Lewis", "party"},
			{"Priya Ramanathan", "declarant"},
			{"Harold P. Whitcombe", "judge"}, // the arbitrator decides the matter
		},
		events: []Event{
			{"2019-03-14", "demand-for-arbitration.pdf", 1},
			{"2023-02-06", "demand-for-arbitration.pdf", 1},
			{"2023-02-10", "demand-for-arbitration.pdf", 2},
			{"2023-04-04", "demand-for-arbitration.pdf", 2},
			{"2019-03-01", "offer-letter.pdf", 1},
			{"2019-03-14", "offer-letter.pdf", 1},
			{"2019-03-04", "offer-letter.pdf", 1},
			{"2023-02-06", "witness-statement-ramanathan.pdf", 1},
			{"2023-07-19", "witness-statement-ramanathan.pdf", 1},
			{"2023-02-04", "slack-export-lab-ops.pdf", 1},
			{"2023-02-06", "slack-export-lab-ops.pdf", 1},
			{"2023-02-08", "slack-export-lab-ops.pdf", 1},
			{"2019-03-14", "answering-statement.pdf", 1},
			{"2023-02-10", "answering-statement.pdf", 1},
			{"2023-02-06", "answering-statement.pdf", 1},
			{"2022-11-22", "answering-statement.pdf", 1},
			{"2023-05-02", "answering-statement.pdf", 1},
			{"2023-06-21", "procedural-order-2.pdf", 1},
			{"2023-07-31", "procedural-order-2.pdf", 1},
			{"2023-09-11", "procedural-order-2.pdf", 1},
			{"2023-06-28", "procedural-order-2.pdf", 1},
		},
	}
}
