package sealed

import "pramaan/brief/truth"

// A Colorado state-court commercial property insurance coverage dispute over
// hail damage, Denver District Court: the insured's counsel's pre-suit demand
// letter to the insurer's coverage counsel (letterhead, "Re:" block with
// insured, policy, claim and date of loss, statutory demand, "cc:" the
// client), a printed email chain between counsel (From / Sent / To / Cc /
// Subject, newest first, quoted replies), the complaint and jury demand in
// the Colorado caption box ("COURT USE ONLY", "Atty. Reg. #", case number and
// courtroom, the e-filing "DATE FILED / FILING ID" stamp), the insurer's
// answer with a certificate of service through Colorado Courts E-Filing, and
// the order on bifurcation signed "BY THE COURT:".
func init() { specs = append(specs, ponderosaRidge) }

func ponderosaRidge() spec {
	box := func(title string, attys string) []block {
		w := []float64{0.62, 0.38}
		return []block{
			row(w, "DISTRICT COURT, CITY AND COUNTY OF DENVER, COLORADO\nCourt Address: 1437 Bannock Street\nDenver, CO 80202", ""),
			rule(),
			row(w, "Plaintiff:\nPONDEROSA RIDGE BREWING COMPANY, LLC, a Colorado limited liability company,\n\nv.\n\nDefendant:\nGRANITE PEAK MUTUAL INSURANCE COMPANY, a Nebraska insurance company.", "\n\n\n\nCOURT USE ONLY"),
			rule(),
			row(w, attys, "Case Number: 2024CV31877\n\nCourtroom: 424"),
			rule(),
			cb(title), rule(),
		}
	}
	pAtty := "Attorneys for Plaintiff:\nLucía M. Barrera-Quist, Atty. Reg. # 44821\nOwen T. Mahaffey, Atty. Reg. # 51207\nBARRERA QUIST LLC\n1600 Stout Street, Suite 1450\nDenver, CO 80202\nPhone: (303) 555-0186\nlbarreraquist@barreraquist.example"
	dAtty := "Attorneys for Defendant:\nHarold J. Nakashima, Atty. Reg. # 29934\nKateryna Bondarenko, Atty. Reg. # 55610\nWHITCOMB NAKASHIMA & REYES, P.C.\n1801 California Street, Suite 3900\nDenver, CO 80202\nPhone: (303) 555-0112"

	letter := doc{name: "Demand Letter to Whitcomb Nakashima.pdf", font: "Times", size: 11.5,
		header: "Harold J. Nakashima, Esq.  |  March 4, 2024  |  Page %d", headerAlign: "R",
		footer: "1600 Stout Street, Suite 1450  *  Denver, Colorado 80202  *  303.555.0186  *  barreraquist.example",
		pages: []page{
			{cb("BARRERA QUIST LLC"), c("Insurance Recovery  |  Commercial Litigation"), rule(),
				ls("Lucía M. Barrera-Quist", "Direct: 303.555.0187", "lbarreraquist@barreraquist.example"), gap(),
				ls("March 4, 2024", "", "VIA EMAIL AND FEDEX", "", "Harold J. Nakashima, Esq.", "Whitcomb Nakashima & Reyes, P.C.", "1801 California Street, Suite 3900", "Denver, CO 80202"), gap(),
				row([]float64{0.1, 0.9}, "Re:", "Insured:  Ponderosa Ridge Brewing Company, LLC\nInsurer:  Granite Peak Mutual Insurance Company\nPolicy No.:  CPP 7714093-02\nClaim No.:  GP-23-118402\nDate of Loss:  June 8, 2023"),
				gap(), l("Dear Mr. Nakashima:"), gap(),
				p("As you know, this firm represents Ponderosa Ridge Brewing Company, LLC (\"Ponderosa Ridge\") in connection with the hail loss of June 8, 2023 at its brewery and taproom at 4820 Brighton Boulevard, Denver. I write to demand payment of the amounts due under the Policy."),
				p("Granite Peak's adjuster acknowledged the loss on June 13, 2023. On October 2, 2023, nearly four months after the storm, Granite Peak paid only $96,118.40 for \"cosmetic\" damage to the roof membrane and the rooftop units, relying on a report by its retained engineer dated September 14, 2023. That report did not address the saturated insulation our contractor documented under the membrane, or the interruption of the brewery's operations from July 10, 2023 through August 28, 2023 while the glycol chillers were replaced."),
			},
			{
				p("Ponderosa Ridge's documented loss is $908,568.40: $611,925.00 to replace the roof assembly, $118,302.00 for the chillers and rooftop units, and $178,341.40 in business income loss under the Policy's Business Income and Extra Expense form. After the October payment, $812,450.00 remains due."),
				p("Granite Peak has unreasonably delayed and denied payment of covered benefits within the meaning of C.R.S. §§ 10-3-1115 and 10-3-1116. Please confirm within thirty days of the date of this letter that Granite Peak will pay $812,450.00. Otherwise Ponderosa Ridge will file suit and seek two times the covered benefits, reasonable attorney fees and court costs under § 10-3-1116(1)."),
				p("This letter is written for settlement purposes and without waiver of any right or remedy under the Policy or at law, all of which are reserved."),
				ls("Sincerely,", "", "BARRERA QUIST LLC", "", "/s/ Lucía M. Barrera-Quist", "", "Lucía M. Barrera-Quist"), gap(),
				ls("cc:  Marisol Etcitty, Managing Member, Ponderosa Ridge Brewing Company, LLC (via email)"),
			},
		}}

	emails := doc{name: "Email chain between counsel.pdf", font: "Helvetica", size: 10,
		pages: []page{
			{lb("Lucía M. Barrera-Quist"), rule(),
				row([]float64{0.14, 0.86}, "From:", "Harold J. Nakashima <hnakashima@wnrlaw.example>"),
				row([]float64{0.14, 0.86}, "Sent:", "Tuesday, April 2, 2024 5:18 PM"),
				row([]float64{0.14, 0.86}, "To:", "Lucía M. Barrera-Quist <lbarreraquist@barreraquist.example>"),
				row([]float64{0.14, 0.86}, "Cc:", "Owen T. Mahaffey <omahaffey@barreraquist.example>; Kateryna Bondarenko <kbondarenko@wnrlaw.example>"),
				row([]float64{0.14, 0.86}, "Subject:", "RE: Ponderosa Ridge / Granite Peak - Claim GP-23-118402"),
				gap(),
				p("Lucía,"),
				p("Granite Peak has completed its review of the demand. It will pay a further $41,760.00 for the rooftop units under the replacement cost provision, on receipt of the final invoices, but it maintains its position on the roof assembly and on business income: the chiller failure was mechanical wear, not hail, and the Policy excludes it. The check will issue by April 12, 2024. Granite Peak remains willing to submit the roof dispute to appraisal."),
				ls("Regards,", "Harold", "", "Harold J. Nakashima | Shareholder", "Whitcomb Nakashima & Reyes, P.C."),
				gap(), rule(),
				row([]float64{0.14, 0.86}, "From:", "Lucía M. Barrera-Quist <lbarreraquist@barreraquist.example>"),
				row([]float64{0.14, 0.86}, "Sent:", "Monday, March 25, 2024 9:02 AM"),
				row([]float64{0.14, 0.86}, "To:", "Harold J. Nakashima <hnakashima@wnrlaw.example>"),
				row([]float64{0.14, 0.86}, "Cc:", "Owen T. Mahaffey <omahaffey@barreraquist.example>"),
				row([]float64{0.14, 0.86}, "Subject:", "RE: Ponderosa Ridge / Granite Peak - Claim GP-23-118402"),
				gap(),
				p("Harold - Following up on my March 4 letter. Appraisal does not resolve causation, and our client will not agree to it. The thirty days run on April 3. Please let me know Granite Peak's position before then. - Lucía"),
				gap(), rule(),
				row([]float64{0.14, 0.86}, "From:", "Harold J. Nakashima <hnakashima@wnrlaw.example>"),
				row([]float64{0.14, 0.86}, "Sent:", "Friday, March 15, 2024 11:46 AM"),
				row([]float64{0.14, 0.86}, "To:", "Lucía M. Barrera-Quist <lbarreraquist@barreraquist.example>"),
				row([]float64{0.14, 0.86}, "Subject:", "Ponderosa Ridge / Granite Peak - Claim GP-23-118402"),
				gap(),
				p("Lucía - We received your letter of March 4, 2024 and have forwarded it to Granite Peak's home office claims committee, which meets on March 28, 2024. I expect to have a response shortly after. Harold"),
			},
		}}

	complaint := doc{name: "Complaint and Jury Demand.pdf", font: "Times", size: 11.5,
		pages: []page{
			with([]block{stamp("DATE FILED: May 20, 2024 3:07 PM", "FILING ID: 5F2A8C91D3E07", "CASE NUMBER: 2024CV31877"), gap(), gap()},
				box("COMPLAINT AND JURY DEMAND", pAtty),
				[]block{
					p("Plaintiff Ponderosa Ridge Brewing Company, LLC (\"Ponderosa Ridge\"), through its counsel, Barrera Quist LLC, states its Complaint against Defendant Granite Peak Mutual Insurance Company (\"Granite Peak\") as follows:"),
					cb("PARTIES, JURISDICTION AND VENUE"),
					p("1. Ponderosa Ridge is a Colorado limited liability company that operates a brewery and taproom at 4820 Brighton Boulevard, Denver, Colorado. Granite Peak is a Nebraska insurance company authorized to transact insurance in Colorado."),
					p("2. Venue is proper in the City and County of Denver under C.R.C.P. 98(c) because the insured property is located and the loss occurred here."),
				}),
			{
				cb("GENERAL ALLEGATIONS"),
				p("3. Granite Peak issued Commercial Package Policy No. CPP 7714093-02 to Ponderosa Ridge for the policy period from February 1, 2023 to February 1, 2024 (the \"Policy\")."),
				p("4. On June 8, 2023, a hailstorm with stones up to two inches in diameter struck the property, damaging the roof assembly and the rooftop units and causing the failure of the brewery's glycol chillers. Ponderosa Ridge reported the loss the same day."),
				p("5. Granite Peak paid $96,118.40 on October 2, 2023. Despite the demand of Ponderosa Ridge's counsel dated March 4, 2024, it has refused to pay the balance of the covered loss, $812,450.00, without a reasonable basis."),
				cb("FIRST CLAIM FOR RELIEF - Breach of Contract"),
				p("6. Granite Peak breached the Policy by failing to pay the covered loss."),
				cb("SECOND CLAIM FOR RELIEF - Common Law Bad Faith Breach of Insurance Contract"),
				p("7. Granite Peak's conduct was unreasonable and it knew or recklessly disregarded that its conduct was unreasonable."),
				cb("THIRD CLAIM FOR RELIEF - C.R.S. §§ 10-3-1115 and 10-3-1116"),
				p("8. Granite Peak delayed and denied payment of covered benefits without a reasonable basis, entitling Ponderosa Ridge to two times the covered benefit, attorney fees and costs."),
			},
			{
				p("WHEREFORE, Ponderosa Ridge requests judgment against Granite Peak for its damages, statutory damages under C.R.S. § 10-3-1116, pre- and post-judgment interest, attorney fees and costs, and such further relief as the Court deems proper."),
				cb("JURY DEMAND"),
				p("Plaintiff demands a trial by jury of six on all issues so triable, and tenders the jury fee."),
				ls("Respectfully submitted this 20th day of May, 2024.", "", "BARRERA QUIST LLC", "", "s/ Lucía M. Barrera-Quist", "Lucía M. Barrera-Quist, Atty. Reg. # 44821", "Owen T. Mahaffey, Atty. Reg. # 51207", "Attorneys for Plaintiff", "", "Plaintiff's Address:", "4820 Brighton Boulevard", "Denver, CO 80216"),
			},
		}}

	answer := doc{name: "Answer and Affirmative Defenses.pdf", font: "Times", size: 11.5,
		pages: []page{
			with([]block{stamp("DATE FILED: June 24, 2024 4:31 PM", "FILING ID: 9B1E07D4C6A22", "CASE NUMBER: 2024CV31877"), gap(), gap()},
				box("DEFENDANT GRANITE PEAK MUTUAL INSURANCE COMPANY'S ANSWER AND AFFIRMATIVE DEFENSES", dAtty),
				[]block{
					p("Defendant Granite Peak Mutual Insurance Company (\"Granite Peak\"), through its counsel, Whitcomb Nakashima & Reyes, P.C., answers Plaintiff's Complaint as follows:"),
					p("1-2. Admitted."),
					p("3. Admitted that Granite Peak issued the Policy, whose terms speak for themselves."),
					p("4. Admitted that a hailstorm occurred on June 8, 2023 and that Plaintiff reported a claim. Denied that hail caused the failure of the glycol chillers."),
					p("5. Admitted that Granite Peak paid $96,118.40 on October 2, 2023 and received counsel's letter of March 4, 2024; Granite Peak further states that it paid $41,760.00 on April 12, 2024. Otherwise denied."),
					p("6-8. Denied."),
				}),
			{
				cb("AFFIRMATIVE DEFENSES"),
				p("1. The Policy excludes loss caused by wear and tear, mechanical breakdown and deterioration. 2. Plaintiff failed to comply with the Policy's appraisal condition. 3. Granite Peak's investigation, including its engineer's inspection of August 30, 2023, gave it a reasonable basis for its coverage position, which was at least fairly debatable. 4. Plaintiff failed to mitigate its business income loss."),
				p("WHEREFORE, Granite Peak requests that the Complaint be dismissed with prejudice and that it be awarded its costs."),
				ls("Dated: June 24, 2024.", "", "WHITCOMB NAKASHIMA & REYES, P.C.", "", "s/ Harold J. Nakashima", "Harold J. Nakashima, Atty. Reg. # 29934", "Kateryna Bondarenko, Atty. Reg. # 55610", "Attorneys for Defendant"),
				gap(), cb("CERTIFICATE OF SERVICE"),
				p("I certify that on June 24, 2024, a true and correct copy of the foregoing was filed and served through Colorado Courts E-Filing on Lucía M. Barrera-Quist and Owen T. Mahaffey, Barrera Quist LLC, counsel for Plaintiff."),
				r("s/ Kateryna Bondarenko"),
			},
		}}

	order := doc{name: "Order re Motion to Bifurcate.pdf", font: "Times", size: 11.5,
		pages: []page{
			with([]block{stamp("DATE FILED: October 11, 2024 9:15 AM", "CASE NUMBER: 2024CV31877"), gap(), gap()},
				box("ORDER RE: DEFENDANT'S MOTION TO BIFURCATE AND STAY DISCOVERY ON EXTRACONTRACTUAL CLAIMS", ""),
				[]block{
					p("THIS MATTER comes before the Court on Defendant's Motion to Bifurcate and Stay Discovery on Extracontractual Claims, filed August 16, 2024. Plaintiff responded on August 30, 2024 and Defendant replied on September 6, 2024. The Court, having reviewed the briefs, the file and the applicable law, FINDS and ORDERS:"),
					p("Bifurcation under C.R.C.P. 42(b) is the exception, not the rule. The extracontractual claims turn on the same facts as the coverage claim: what Granite Peak knew about the cause of the chiller failure and when. Separate trials would duplicate the evidence and delay resolution. Any concern about the jury's consideration of the claims file can be addressed by a limiting instruction."),
					p("The Motion is DENIED. Discovery shall proceed on all claims in accordance with the Case Management Order entered on July 29, 2024. The trial set for June 16, 2025 is confirmed."),
					ls("SO ORDERED this 11th day of October, 2024.", "", "                                        BY THE COURT:", "", "", "                                        ______________________________", "                                        Thomas R. Escalante", "                                        District Court Judge"),
				}),
		}}

	const (
		fl = "Demand Letter to Whitcomb Nakashima.pdf"
		fe = "Email chain between counsel.pdf"
		fc = "Complaint and Jury Demand.pdf"
		fa = "Answer and Affirmative Defenses.pdf"
		fo = "Order re Motion to Bifurcate.pdf"
	)
	return spec{
		name: "ponderosa-ridge-v-granite-peak-denver", title: "Ponderosa Ridge Brewing Company, LLC v. Granite Peak Mutual Insurance Company (Denver Dist. Ct. 2024CV31877), hail coverage and bad faith",
		firstSight: &truth.Figures{PartyTruth: 14, PartyFound: 15, PartyCorrect: 10, EventTruth: 33, EventHits: 33, Grounded: 1}, // at commit 5a27204
		docs:       []doc{letter, emails, complaint, answer, order},
		parties: []truth.Party{
			{Name: "Ponderosa Ridge Brewing Company, LLC", Role: "plaintiff"},
			{Name: "Granite Peak Mutual Insurance Company", Role: "defendant"},
			{Name: "Lucía M. Barrera-Quist", Role: "counsel"},
			{Name: "Lucía M. Barrera-Quist", Role: "sender"},
			{Name: "Lucía M. Barrera-Quist", Role: "recipient"},
			{Name: "Owen T. Mahaffey", Role: "counsel"},
			{Name: "Owen T. Mahaffey", Role: "recipient"}, // copied on the emails
			{Name: "Harold J. Nakashima", Role: "counsel"},
			{Name: "Harold J. Nakashima", Role: "recipient"},
			{Name: "Harold J. Nakashima", Role: "sender"},
			{Name: "Kateryna Bondarenko", Role: "counsel"},
			{Name: "Kateryna Bondarenko", Role: "recipient"}, // copied on the email
			{Name: "Marisol Etcitty", Role: "recipient"},     // the client, copied on the letter
			{Name: "Thomas R. Escalante", Role: "judge"},
		},
		events: []truth.Event{
			{Date: "2024-03-04", File: fl, Page: 1},
			{Date: "2023-06-08", File: fl, Page: 1},
			{Date: "2023-06-13", File: fl, Page: 1},
			{Date: "2023-10-02", File: fl, Page: 1},
			{Date: "2023-09-14", File: fl, Page: 1},
			{Date: "2023-07-10", File: fl, Page: 1},
			{Date: "2023-08-28", File: fl, Page: 1},
			{Date: "2024-04-02", File: fe, Page: 1},
			{Date: "2024-04-12", File: fe, Page: 1},
			{Date: "2024-03-25", File: fe, Page: 1},
			{Date: "2024-03-15", File: fe, Page: 1},
			{Date: "2024-03-04", File: fe, Page: 1},
			{Date: "2024-03-28", File: fe, Page: 1},
			{Date: "2024-05-20", File: fc, Page: 1},
			{Date: "2023-02-01", File: fc, Page: 2},
			{Date: "2024-02-01", File: fc, Page: 2},
			{Date: "2023-06-08", File: fc, Page: 2},
			{Date: "2023-10-02", File: fc, Page: 2},
			{Date: "2024-03-04", File: fc, Page: 2},
			{Date: "2024-05-20", File: fc, Page: 3},
			{Date: "2024-06-24", File: fa, Page: 1},
			{Date: "2023-06-08", File: fa, Page: 1},
			{Date: "2023-10-02", File: fa, Page: 1},
			{Date: "2024-03-04", File: fa, Page: 1},
			{Date: "2024-04-12", File: fa, Page: 1},
			{Date: "2023-08-30", File: fa, Page: 2},
			{Date: "2024-06-24", File: fa, Page: 2},
			{Date: "2024-10-11", File: fo, Page: 1},
			{Date: "2024-08-16", File: fo, Page: 1},
			{Date: "2024-08-30", File: fo, Page: 1},
			{Date: "2024-09-06", File: fo, Page: 1},
			{Date: "2024-07-29", File: fo, Page: 1},
			{Date: "2025-06-16", File: fo, Page: 1},
		},
	}
}
