package sealed

import "pramaan/brief/truth"

// The Commercial Court in London: a claimant's skeleton argument for a
// summary judgment application (claim number at the top right, the court's
// four-line heading, numbered defendants, "Pre-reading", bundle references
// "[B/4/12]", defined short names "Alderney", "D1", "D2", counsel's names and
// chambers at the end); the claimant's witness statement with the marginal
// note English practice puts at the top right; the defendants' solicitors'
// letter signed in the firm's name ("Our ref", "Your ref", "By email only");
// and the judge's order, which names counsel in its recital and carries the
// court's sealing note as a footer. A4, dates day first.
func init() { specs = append(specs, alderney) }

func alderney() spec {
	heading := []block{
		r("Claim No. CL-2024-000318"), gap(),
		cb("IN THE HIGH COURT OF JUSTICE"), cb("BUSINESS AND PROPERTY COURTS OF ENGLAND AND WALES"), cb("KING'S BENCH DIVISION"), cb("COMMERCIAL COURT (KBD)"), gap(),
		l("BETWEEN:"), gap(),
		cb("ALDERNEY STRAIT TANKERS LIMITED"), r("Claimant"), c("- and -"), gap(),
		cb("(1) HELMSDALE BUNKERING S.À R.L."), cb("(2) KONSTANTIN VOSKRESENSKY"), r("Defendants"), rule(),
	}

	skel := doc{name: "Claimant's Skeleton Argument.pdf", font: "Times", size: 11, paper: "A4", footer: "%d",
		pages: []page{
			with(heading, []block{
				cb("CLAIMANT'S SKELETON ARGUMENT"), c("for the hearing of its application for summary judgment"), c("listed for 3 October 2024 (time estimate: 1 day)"), rule(),
				ls("Suggested pre-reading (time: 2 hours): this skeleton; Solberg 1 [B/4]; the Guarantee [C/2/14-19].",
					"References in the form [B/4/12] are to the hearing bundle: tab 4, page 12."), gap(),
				lb("A. INTRODUCTION"),
				p("1. The Claimant (\"Alderney\") applies under CPR 24.3 for summary judgment against the First Defendant (\"D1\") for unpaid hire under a time charterparty, and against the Second Defendant (\"D2\"), D1's managing director, under his personal guarantee of D1's obligations. Neither defence has a real prospect of success."),
				lb("B. THE FACTS"),
				p("2. By a time charterparty on an amended Shelltime 4 form dated 17 May 2022 (the \"Charter\") [C/1/1], Alderney let the product tanker \"Strait Venture\" to D1 for 24 months. By a deed dated 19 May 2022 (the \"Guarantee\") [C/2/14], D2 guaranteed D1's payment obligations up to US$3 million."),
			}),
			{
				p("3. D1 paid hire until the end of 2023. Alderney's hire statements of 1 February 2024 and 1 March 2024 went unpaid; US$2,416,380.55 is outstanding [B/4/31]. Alderney withdrew the vessel on 22 March 2024."),
				p("4. The claim was issued on 28 May 2024. D1's Defence, served on 9 July 2024, pleads an off-hire period in January 2024 which the log abstracts do not support [C/5/88]. D2 says that he signed the Guarantee as a director only; the Guarantee says on its face that he gives it \"personally and as primary obligor\" [C/2/15]."),
				lb("C. THE LAW"),
				p("5. The test is whether the defendant has a realistic, as opposed to fanciful, prospect of success: Easyair Ltd v Opal Telecom Ltd [2009] EWHC 339 (Ch) at [15]. The court need not accept without analysis everything a defendant says in his statements before the court."),
				lb("D. CONCLUSION"),
				p("6. The Court is invited to enter judgment against both Defendants for US$2,416,380.55 with interest, and to order D1 and D2 to pay Alderney's costs, with a payment on account."),
				ls("", "                                                  FENELLA ACHESON-WYNN KC", "                                                  DOMINIC PRIESTLEY", "",
					"                                                  Quayside Chambers", "                                                  Temple, London EC4Y 9AA", "",
					"                                                  25 September 2024"),
			},
		}}

	ws := doc{name: "First Witness Statement of Ingrid Solberg.pdf", font: "Times", size: 11, paper: "A4", footer: "%d",
		pages: []page{
			with([]block{small(ls(
				"                                                                                        Claimant",
				"                                                                                        I. Solberg",
				"                                                                                        First",
				"                                                                                        Exhibit IS-1",
				"                                                                                        14 August 2024"), 9), gap()},
				heading, []block{
					cb("FIRST WITNESS STATEMENT OF INGRID SOLBERG"), gap(),
					p("I, INGRID SOLBERG, of Les Banques House, St Peter Port, Guernsey GY1 3BG, Head of Chartering of the Claimant, WILL SAY as follows:"),
					p("1. I make this statement in support of the Claimant's application for summary judgment. The facts in it are within my own knowledge unless I say otherwise. There is now shown to me a paginated bundle of documents marked \"IS-1\"."),
					p("2. I negotiated the Charter with D2, who signed it for D1 at a meeting in Limassol on 17 May 2022. Two days later, on 19 May 2022, D2 signed the Guarantee in my presence and initialled each page."),
				}),
			{
				p("3. On 4 March 2024 I spoke to D2 by telephone about the unpaid hire. He did not then suggest that the vessel had been off-hire in January 2024; he said only that D1 was \"waiting for a customer to pay\"."),
				p("4. On 22 March 2024 the Claimant gave notice withdrawing the vessel from D1's service."),
				cb("STATEMENT OF TRUTH"),
				p("I believe that the facts stated in this witness statement are true. I understand that proceedings for contempt of court may be brought against anyone who makes, or causes to be made, a false statement in a document verified by a statement of truth without an honest belief in its truth."),
				ls("Signed: Ingrid Solberg", "Dated: 14 August 2024"),
			},
		}}

	letter := doc{name: "Letter Trelawney Marsh to Harcourt Penrose 12.08.2024.pdf", font: "Helvetica", size: 10, paper: "A4",
		footer:  "Trelawney Marsh LLP is a limited liability partnership registered in England and Wales (OC318842).",
		footer2: "Authorised and regulated by the Solicitors Regulation Authority (SRA No. 604117).",
		pages: []page{{
			bold(r("TRELAWNEY MARSH")), r("Solicitors"), r("7 Finsbury Circus, London EC2M 7EB"), r("DX 42 London/City"), r("T +44 (0)20 7946 0312"), gap(),
			ls("Harcourt Penrose LLP", "60 Gracechurch Street", "London EC3V 0HR", "",
				"By email only: mhalloran@harcourtpenrose.co.uk", "",
				"Our ref: SL/HBS/2207", "Your ref: AST/0441", "Contact: Saoirse Lennon, Partner", "Direct line: +44 (0)20 7946 0388", "",
				"12 August 2024"),
			gap(),
			l("Dear Colleagues"), gap(),
			lb("Alderney Strait Tankers Limited v (1) Helmsdale Bunkering S.à r.l. (2) Konstantin Voskresensky"),
			lb("Claim No. CL-2024-000318"), gap(),
			p("1. We write further to your letter of 2 August 2024, in which you say that your client intends to apply for summary judgment."),
			p("2. Any such application will be resisted. Our client Helmsdale Bunkering S.à r.l. will rely on the off-hire period from 6 to 19 January 2024, when the vessel's cargo pumps were out of action. Our client Mr Voskresensky signed the document dated 19 May 2022 as a director of Helmsdale and did not intend to assume any personal liability."),
			p("3. We invite your client to agree a stay of one month for without prejudice discussions. Please let us have your response by 19 August 2024."),
			ls("Yours faithfully", "", "Trelawney Marsh LLP"),
		}}}

	order := doc{name: "Order of Mrs Justice Calloway 03.10.2024.pdf", font: "Times", size: 11, paper: "A4",
		footer:  "The court has provided a sealed copy of this order to the serving party:",
		footer2: "Harcourt Penrose LLP, 60 Gracechurch Street, London EC3V 0HR (ref AST/0441)",
		pages: []page{
			with([]block{r("Claim No. CL-2024-000318"), gap(),
				cb("IN THE HIGH COURT OF JUSTICE"), cb("BUSINESS AND PROPERTY COURTS OF ENGLAND AND WALES"), cb("KING'S BENCH DIVISION"), cb("COMMERCIAL COURT (KBD)"), gap(),
				cb("BEFORE THE HONOURABLE MRS JUSTICE CALLOWAY"), c("Dated 3 October 2024"), gap(),
				l("BETWEEN:"), cb("ALDERNEY STRAIT TANKERS LIMITED"), r("Claimant"), c("- and -"),
				cb("(1) HELMSDALE BUNKERING S.À R.L."), cb("(2) KONSTANTIN VOSKRESENSKY"), r("Defendants"), rule(),
				cb("ORDER"), gap(),
				p("UPON the Claimant's application by application notice dated 14 August 2024 for summary judgment against the Defendants (the \"Application\")"),
				p("AND UPON hearing Fenella Acheson-Wynn KC and Dominic Priestley for the Claimant and Bartholomew Iyer for the Defendants"),
				p("AND UPON reading the evidence filed"),
				cb("IT IS ORDERED THAT:"),
				p("1. There be judgment for the Claimant against the First Defendant in the sum of US$2,416,380.55 together with interest under section 35A of the Senior Courts Act 1981 of US$148,902.17."),
				p("2. The Application as against the Second Defendant is adjourned to the first open date after 4 November 2024, with a time estimate of half a day."),
				p("3. The First Defendant shall pay the Claimant's costs of the Application, to be subject to detailed assessment if not agreed, and shall pay GBP 85,000 on account of those costs by 4pm on 17 October 2024."),
			})},
	}

	return spec{
		name: "alderney-v-helmsdale", title: "Alderney Strait Tankers Ltd v Helmsdale Bunkering S.à r.l. (Comm Ct)",
		firstSight: &truth.Figures{PartyTruth: 11, PartyFound: 12, PartyCorrect: 9, EventTruth: 25, EventHits: 25, Grounded: 1}, // at commit 48ecb5b
		docs:       []doc{skel, ws, letter, order},
		parties: []truth.Party{
			{Name: "Alderney Strait Tankers Limited", Role: "plaintiff"}, // the claimant
			{Name: "Helmsdale Bunkering S.à r.l.", Role: "defendant"},
			{Name: "Konstantin Voskresensky", Role: "defendant"},
			{Name: "Fenella Acheson-Wynn", Role: "counsel"},
			{Name: "Dominic Priestley", Role: "counsel"},
			{Name: "Bartholomew Iyer", Role: "counsel"},
			{Name: "Saoirse Lennon", Role: "counsel"},
			{Name: "Ingrid Solberg", Role: "declarant"},
			{Name: "Trelawney Marsh LLP", Role: "sender"},
			{Name: "Harcourt Penrose LLP", Role: "recipient"},
			{Name: "Calloway", Role: "judge"},
		},
		events: []truth.Event{
			{Date: "2024-10-03", File: "Claimant's Skeleton Argument.pdf", Page: 1},
			{Date: "2022-05-17", File: "Claimant's Skeleton Argument.pdf", Page: 1},
			{Date: "2022-05-19", File: "Claimant's Skeleton Argument.pdf", Page: 1},
			{Date: "2024-02-01", File: "Claimant's Skeleton Argument.pdf", Page: 2},
			{Date: "2024-03-01", File: "Claimant's Skeleton Argument.pdf", Page: 2},
			{Date: "2024-03-22", File: "Claimant's Skeleton Argument.pdf", Page: 2},
			{Date: "2024-05-28", File: "Claimant's Skeleton Argument.pdf", Page: 2},
			{Date: "2024-07-09", File: "Claimant's Skeleton Argument.pdf", Page: 2},
			{Date: "2024-09-25", File: "Claimant's Skeleton Argument.pdf", Page: 2},
			{Date: "2024-08-14", File: "First Witness Statement of Ingrid Solberg.pdf", Page: 1},
			{Date: "2022-05-17", File: "First Witness Statement of Ingrid Solberg.pdf", Page: 1},
			{Date: "2022-05-19", File: "First Witness Statement of Ingrid Solberg.pdf", Page: 1},
			{Date: "2024-03-04", File: "First Witness Statement of Ingrid Solberg.pdf", Page: 2},
			{Date: "2024-03-22", File: "First Witness Statement of Ingrid Solberg.pdf", Page: 2},
			{Date: "2024-08-14", File: "First Witness Statement of Ingrid Solberg.pdf", Page: 2},
			{Date: "2024-08-12", File: "Letter Trelawney Marsh to Harcourt Penrose 12.08.2024.pdf", Page: 1},
			{Date: "2024-08-02", File: "Letter Trelawney Marsh to Harcourt Penrose 12.08.2024.pdf", Page: 1},
			{Date: "2024-01-06", File: "Letter Trelawney Marsh to Harcourt Penrose 12.08.2024.pdf", Page: 1},
			{Date: "2024-01-19", File: "Letter Trelawney Marsh to Harcourt Penrose 12.08.2024.pdf", Page: 1},
			{Date: "2022-05-19", File: "Letter Trelawney Marsh to Harcourt Penrose 12.08.2024.pdf", Page: 1},
			{Date: "2024-08-19", File: "Letter Trelawney Marsh to Harcourt Penrose 12.08.2024.pdf", Page: 1},
			{Date: "2024-10-03", File: "Order of Mrs Justice Calloway 03.10.2024.pdf", Page: 1},
			{Date: "2024-08-14", File: "Order of Mrs Justice Calloway 03.10.2024.pdf", Page: 1},
			{Date: "2024-11-04", File: "Order of Mrs Justice Calloway 03.10.2024.pdf", Page: 1},
			{Date: "2024-10-17", File: "Order of Mrs Justice Calloway 03.10.2024.pdf", Page: 1},
		},
	}
}
