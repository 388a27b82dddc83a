package sealed

import "pramaan/brief/truth"

// A petition for judicial review in the Court of Session, Outer House: the
// petition in Scottish form ("PETITION of X, residing at ..., Petitioner;
// for Judicial Review of a decision of ..."), numbered statements of fact,
// pleas-in-law and "IN RESPECT WHEREOF" over counsel's name; the first
// interlocutor ("Edinburgh, 5 April 2024. The Lord Ordinary ..."); answers
// for the respondents; and the Lord Ordinary's opinion, whose heading lists
// counsel by surname with the agents after a semicolon. A developer is
// called as an interested party.
func init() { specs = append(specs, farquharson) }

func farquharson() spec {
	petition := doc{name: "Petition for Judicial Review.pdf", font: "Times", size: 11.5, paper: "A4", footer: "%d",
		pages: []page{
			{
				r("P412/24"), gap(), gap(),
				cb("IN THE COURT OF SESSION"), gap(), cb("PETITION"), c("of"), gap(),
				cb("ISOBEL GRANT FARQUHARSON"), c("residing at Tigh na Mara, 14 Braeside Crescent, Nairn IV12 4QX"), gap(), r("Petitioner;"), gap(),
				c("for"), gap(),
				cb("Judicial Review of a decision of GLENMORVEN COUNCIL"), c("dated 9 January 2024 to grant planning permission for the Carn Dubh wind farm"), gap(), gap(),
				ls("Lodged: 3 April 2024", "", "Kennedy Baird LLP", "Solicitors", "12 Albyn Place", "Aberdeen AB10 1YH", "Agents for the Petitioner", "Ref: IGF/0027/KB"),
			},
			{
				cb("STATEMENT OF FACTS"),
				p("1. The petitioner is Isobel Grant Farquharson, residing at Tigh na Mara, 14 Braeside Crescent, Nairn. Her home lies 1.8 kilometres from the nearest proposed turbine."),
				p("2. The respondents are Glenmorven Council, a local authority constituted under the Local Government etc. (Scotland) Act 1994, having their principal office at Council Buildings, Castle Wynd, Inverness IV2 3EH (\"the Council\")."),
				p("3. Carn Dubh Wind Energy Limited, a company incorporated under the Companies Acts (SC612844) and having its registered office at 5 Rutland Square, Edinburgh EH1 2AS (\"the developer\"), has an interest in the decision and should be called as an interested party."),
				p("4. On 14 December 2023 the Council's North Planning Applications Committee resolved, contrary to the recommendation of its officers, to grant planning permission for nine turbines of up to 180 metres. The decision notice was issued on 9 January 2024 (\"the decision\")."),
				p("5. The decision is unlawful. The committee did not have before it the developer's revised noise assessment dated 30 November 2023, which the petitioner had asked to see by email of 4 December 2023. Separately, the committee failed to give adequate reasons for departing from its officers' recommendation."),
				cb("PLEAS-IN-LAW"),
				p("1. The decision having been taken in breach of the requirements of procedural fairness, it should be reduced."),
				p("2. The decision being inadequately reasoned, it should be reduced."),
				ls("", "                                        IN RESPECT WHEREOF", "", "                                        Alasdair R. MacPhail", "                                        Advocate"),
			},
		}}

	interlocutor := doc{name: "First Interlocutor 05.04.2024.pdf", font: "Times", size: 11.5, paper: "A4",
		pages: []page{{
			r("P412/24"), gap(),
			cb("COURT OF SESSION, SCOTLAND"), gap(),
			l("Petition of ISOBEL GRANT FARQUHARSON, Petitioner, for Judicial Review of a decision of GLENMORVEN COUNCIL"), gap(),
			p("Edinburgh, 5 April 2024. The Lord Ordinary, having considered the petition, grants first orders; appoints the petition to be intimated on the walls and in the minute book in common form, and to be served upon Glenmorven Council and upon Carn Dubh Wind Energy Limited as an interested party; allows any person on whom the petition has been served to lodge answers within 21 days after such intimation and service; and appoints a procedural hearing to take place on 15 May 2024."),
			gap(),
			ls("                                        (signed) Lord Inveravon"),
		}}}

	answers := doc{name: "Answers for Glenmorven Council.pdf", font: "Times", size: 11.5, paper: "A4", footer: "%d",
		pages: []page{
			{
				r("P412/24"), gap(),
				cb("ANSWERS"), c("for"), cb("GLENMORVEN COUNCIL"), c("Council Buildings, Castle Wynd, Inverness IV2 3EH"), r("Respondents;"), gap(),
				c("to the"), gap(),
				cb("PETITION"), c("of"), cb("ISOBEL GRANT FARQUHARSON"), r("Petitioner;"), gap(),
				c("for Judicial Review"), gap(),
				p("Answer 1. Admitted that the petitioner resides at the address stated. Quoad ultra not known and not admitted."),
				p("Answer 2. Admitted."),
				p("Answer 3. Admitted."),
				p("Answer 4. Admitted that on 14 December 2023 the committee resolved to grant planning permission and that the decision notice was issued on 9 January 2024. Explained and averred that the revised noise assessment was placed on the Council's planning portal on 6 December 2023 and summarised in a supplementary report to the committee."),
				p("Answer 5. Denied. The committee's reasons are recorded in the minute of its meeting and are adequate."),
			},
			{
				cb("PLEAS-IN-LAW FOR THE RESPONDENTS"),
				p("1. The petitioner's averments being irrelevant et separatim lacking in specification, the petition should be dismissed."),
				p("2. The decision having been taken lawfully, the prayer of the petition should be refused."),
				ls("", "                                        IN RESPECT WHEREOF", "", "                                        Catriona Rennie-Shaw", "                                        Advocate", "",
					"Lodged: 29 April 2024", "Head of Legal and Governance, Glenmorven Council, Agent for the Respondents"),
			},
		}}

	opinion := doc{name: "Opinion of Lord Inveravon [2024] CSOH 58.pdf", font: "Times", size: 11, paper: "A4", footer: "%d",
		pages: []page{
			{
				ls("OUTER HOUSE, COURT OF SESSION", "", "[2024] CSOH 58"), r("P412/24"), gap(),
				cb("OPINION OF LORD INVERAVON"), gap(),
				c("In the petition of"), cb("ISOBEL GRANT FARQUHARSON"), r("Petitioner"), c("for Judicial Review of a decision of Glenmorven Council"), gap(),
				ls("Petitioner: MacPhail; Kennedy Baird LLP", "Respondents: Rennie-Shaw; Glenmorven Council Legal Services", "Interested Party (Carn Dubh Wind Energy Limited): Drysdale KC; Brodie Lennox LLP"), gap(),
				l("18 July 2024"), gap(),
				lb("Introduction"),
				p("[1] The petitioner lives near the site of a proposed wind farm. She seeks reduction of the respondents' grant of planning permission, issued on 9 January 2024, on two grounds: procedural unfairness and inadequate reasons. I heard the substantive hearing on 25 and 26 June 2024."),
				lb("Procedural unfairness"),
				p("[2] The revised noise assessment is dated 30 November 2023. The petitioner asked to see it on 4 December 2023. It was published on 6 December 2023, eight days before the committee met. I am satisfied that she had a fair opportunity to comment on it, and that the first ground fails."),
			},
			{
				lb("Reasons"),
				p("[3] The minute of the meeting of 14 December 2023 records only that members \"considered the economic benefits to outweigh the landscape impacts\". Where a committee departs from a reasoned recommendation of its officers, the informed reader is entitled to know which of the officers' concerns it rejected and why. The minute does not tell her."),
				lb("Disposal"),
				p("[4] I shall sustain the petitioner's second plea-in-law, repel the respondents' pleas-in-law and reduce the decision. I reserve meanwhile all questions of expenses."),
			},
		}}

	return spec{
		name: "farquharson-v-glenmorven", title: "Petition of Isobel Grant Farquharson for judicial review (Court of Session, Outer House)",
		firstSight: &truth.Figures{PartyTruth: 7, PartyFound: 6, PartyCorrect: 2, EventTruth: 20, EventHits: 20, Grounded: 1}, // at commit 31ea078
		docs:       []doc{petition, interlocutor, answers, opinion},
		parties: []truth.Party{
			{Name: "Isobel Grant Farquharson", Role: "petitioner"},
			{Name: "Glenmorven Council", Role: "respondent"},
			{Name: "Carn Dubh Wind Energy Limited", Role: "party"}, // the interested party
			{Name: "Alasdair R. MacPhail", Role: "counsel"},
			{Name: "Catriona Rennie-Shaw", Role: "counsel"},
			{Name: "Drysdale", Role: "counsel"}, // named by surname only, as Scottish opinions do
			{Name: "Lord Inveravon", Role: "judge"},
		},
		events: []truth.Event{
			{Date: "2024-01-09", File: "Petition for Judicial Review.pdf", Page: 1},
			{Date: "2024-04-03", File: "Petition for Judicial Review.pdf", Page: 1},
			{Date: "2023-12-14", File: "Petition for Judicial Review.pdf", Page: 2},
			{Date: "2024-01-09", File: "Petition for Judicial Review.pdf", Page: 2},
			{Date: "2023-11-30", File: "Petition for Judicial Review.pdf", Page: 2},
			{Date: "2023-12-04", File: "Petition for Judicial Review.pdf", Page: 2},
			{Date: "2024-04-05", File: "First Interlocutor 05.04.2024.pdf", Page: 1},
			{Date: "2024-05-15", File: "First Interlocutor 05.04.2024.pdf", Page: 1},
			{Date: "2023-12-14", File: "Answers for Glenmorven Council.pdf", Page: 1},
			{Date: "2024-01-09", File: "Answers for Glenmorven Council.pdf", Page: 1},
			{Date: "2023-12-06", File: "Answers for Glenmorven Council.pdf", Page: 1},
			{Date: "2024-04-29", File: "Answers for Glenmorven Council.pdf", Page: 2},
			{Date: "2024-07-18", File: "Opinion of Lord Inveravon [2024] CSOH 58.pdf", Page: 1},
			{Date: "2024-01-09", File: "Opinion of Lord Inveravon [2024] CSOH 58.pdf", Page: 1},
			{Date: "2024-06-25", File: "Opinion of Lord Inveravon [2024] CSOH 58.pdf", Page: 1},
			{Date: "2024-06-26", File: "Opinion of Lord Inveravon [2024] CSOH 58.pdf", Page: 1},
			{Date: "2023-11-30", File: "Opinion of Lord Inveravon [2024] CSOH 58.pdf", Page: 1},
			{Date: "2023-12-04", File: "Opinion of Lord Inveravon [2024] CSOH 58.pdf", Page: 1},
			{Date: "2023-12-06", File: "Opinion of Lord Inveravon [2024] CSOH 58.pdf", Page: 1},
			{Date: "2023-12-14", File: "Opinion of Lord Inveravon [2024] CSOH 58.pdf", Page: 2},
		},
	}
}
