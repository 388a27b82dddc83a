package sealed

import "pramaan/brief/truth"

// A commercial tenant's suit against its landlord in the Superior Court of
// the State of Washington for King County, on numbered pleading paper with
// the document title and the firm's block in the footer: the complaint for
// injunctive relief and damages after a lockout (the clerk's e-filing stamp
// with the "SEA" case number, the caption ruled with ")", claims under the
// lease and RCW 59.12, WSBA numbers), the owner's declaration in support of
// the motion for a temporary restraining order and preliminary injunction
// (signed under RCW 5.50.050 "at Seattle, Washington"), and the order after
// the hearing (the noting of the hearing, who appeared, the records the court
// considered in a numbered list, findings, the bond, "DONE IN OPEN COURT",
// "Presented by:" and "Approved as to form; notice of presentation waived:").
func init() { specs = append(specs, duwamishBend) }

func duwamishBend() spec {
	court := []block{cb("IN THE SUPERIOR COURT OF THE STATE OF WASHINGTON"), cb("IN AND FOR THE COUNTY OF KING"), gap()}
	parties := []string{
		"DUWAMISH BEND COFFEE ROASTERS,",
		"LLC, a Washington limited liability",
		"company,",
		"                    Plaintiff,",
		"          v.",
		"PIONEER ROW HOLDINGS, LLC, a",
		"Washington limited liability company;",
		"and BALLARD COMMONS PROPERTY",
		"MANAGEMENT, INC., a Washington",
		"corporation,",
		"                    Defendants.",
	}
	firm := "MBEKI STRAND PLLC, 1201 Third Avenue, Suite 2900, Seattle, WA 98101  (206) 555-0163"

	complaint := doc{name: "Complaint.pdf", font: "Times", size: 11, pleading: true,
		footer: "COMPLAINT FOR INJUNCTIVE RELIEF AND DAMAGES - %d", footer2: firm, footerAlign: "L",
		pages: []page{
			with([]block{stamp("FILED", "MAY 06 2024 10:14 AM", "KING COUNTY", "SUPERIOR COURT CLERK", "E-FILED", "CASE #: 24-2-11873-4 SEA")}, court,
				caption(")", parties, []string{"", "", "NO. 24-2-11873-4 SEA", "", "COMPLAINT FOR INJUNCTIVE", "RELIEF AND DAMAGES"}), []block{gap(),
					p("Plaintiff Duwamish Bend Coffee Roasters, LLC (\"Duwamish Bend\") alleges as follows:"),
					cb("I. PARTIES AND JURISDICTION"),
					p("1.1 Duwamish Bend is a Washington limited liability company that roasts coffee and operates a cafe at 5420 Leary Avenue NW, Seattle, Washington (the \"Premises\")."),
					p("1.2 Defendant Pioneer Row Holdings, LLC (\"Pioneer Row\") owns the building in which the Premises are located. Defendant Ballard Commons Property Management, Inc. (\"Ballard Commons\") manages the building as Pioneer Row's agent."),
					p("1.3 This Court has jurisdiction under RCW 2.08.010 and venue is proper in King County under RCW 4.12.010 because the Premises are located here."),
					cb("II. FACTS"),
					p("2.1 On September 1, 2021, Duwamish Bend and Pioneer Row entered into a commercial lease of the Premises for a term of seven years (the \"Lease\"). Section 19 of the Lease requires thirty days' written notice of any default and an opportunity to cure before the landlord may re-enter."),
					p("2.2 On April 3, 2024, Ballard Commons delivered a notice asserting that Duwamish Bend owed $18,420.00 in common area maintenance reconciliation charges for 2023. Duwamish Bend disputed the charges in writing on April 10, 2024 and asked for the supporting invoices, as Section 6.4 of the Lease permits."),
				}),
			{
				p("2.3 Without further notice, on the morning of May 2, 2024, Ballard Commons changed the locks on the Premises and posted a notice on the door that the tenancy was terminated. Roasting equipment, green coffee inventory valued at about $46,000 and customers' pre-paid subscription orders remain inside."),
				p("2.4 Duwamish Bend has been unable to operate since May 2, 2024 and is losing about $3,100 in gross sales each day."),
				cb("III. CLAIMS"),
				p("3.1 Breach of Lease. Defendants breached Sections 6.4, 19 and 24 (quiet enjoyment) of the Lease."),
				p("3.2 Unlawful Self-Help Eviction. Defendants excluded Duwamish Bend from the Premises without a writ of restitution issued under chapter 59.12 RCW."),
				p("3.3 Conversion. Defendants have exercised dominion over Duwamish Bend's equipment and inventory."),
				cb("IV. PRAYER FOR RELIEF"),
				p("Duwamish Bend asks the Court for a temporary restraining order and preliminary injunction restoring it to possession; damages in an amount to be proven at trial; attorney fees under Section 27 of the Lease; and such other relief as is just."),
				l("DATED this 6th day of May, 2024."), gap(),
				ls("                                        MBEKI STRAND PLLC", "", "                                        By: s/ Rosalind E. Mbeki-Strand", "                                        Rosalind E. Mbeki-Strand, WSBA No. 41872", "                                        Tobias J. Hennessey, WSBA No. 55218", "                                        Attorneys for Plaintiff"),
			},
		}}

	decl := doc{name: "Declaration of Thu Ha Brannigan.pdf", font: "Times", size: 11, pleading: true,
		footer: "DECLARATION OF THU HA BRANNIGAN ISO MOTION FOR TRO AND PRELIMINARY INJUNCTION - %d", footer2: firm, footerAlign: "L",
		pages: []page{
			with([]block{stamp("FILED", "MAY 07 2024 9:02 AM", "KING COUNTY", "SUPERIOR COURT CLERK", "E-FILED", "CASE #: 24-2-11873-4 SEA")}, court,
				caption(")", parties, []string{"", "", "NO. 24-2-11873-4 SEA", "", "DECLARATION OF THU HA", "BRANNIGAN IN SUPPORT OF", "MOTION FOR TEMPORARY", "RESTRAINING ORDER AND", "PRELIMINARY INJUNCTION"}), []block{gap(),
					p("I, Thu Ha Brannigan, declare as follows:"),
					p("1. I am over eighteen years of age and competent to testify. I am the founder and managing member of Duwamish Bend Coffee Roasters, LLC. I make this declaration on personal knowledge."),
					p("2. We have roasted coffee and run our cafe at the Premises since we opened on October 15, 2021. We employ eleven people. We have never missed a monthly rent payment; the May rent of $9,850.00 was paid on May 1, 2024."),
					p("3. On April 3, 2024, Kelvin Ostergaard, the building's property manager, emailed me a reconciliation statement demanding $18,420.00. The statement charged us for a roof replacement that I understood to be a capital expense. I wrote back on April 10, 2024 disputing the charge and asking for the invoices. I received no response."),
				}),
			{
				p("4. When I arrived at about 6:15 a.m. on May 2, 2024, my key no longer worked. A notice on the door said that the Lease was terminated for non-payment and that our property would be \"disposed of\" after May 17, 2024. I called Mr. Ostergaard, who said the owner had instructed him not to let us in."),
				p("5. Inside the Premises are our 15-kilo drum roaster, about 2,300 pounds of green coffee, and roasted coffee packed for about 340 subscription customers whose orders ship every Tuesday. Green coffee held without climate control loses quality within weeks. Our staff cannot be paid if we cannot open."),
				p("I declare under penalty of perjury under the laws of the State of Washington that the foregoing is true and correct."),
				l("Signed at Seattle, Washington, on May 6, 2024."), gap(),
				ls("                                        s/ Thu Ha Brannigan", "                                        Thu Ha Brannigan"),
			},
		}}

	order := doc{name: "Order Granting Preliminary Injunction.pdf", font: "Times", size: 11, pleading: true,
		footer: "ORDER GRANTING PRELIMINARY INJUNCTION - %d", footer2: firm, footerAlign: "L",
		pages: []page{
			with(court,
				caption(")", parties, []string{"", "", "NO. 24-2-11873-4 SEA", "", "ORDER GRANTING PLAINTIFF'S", "MOTION FOR PRELIMINARY", "INJUNCTION", "", "[Clerk's Action Required]"}), []block{gap(),
					p("THIS MATTER came on for hearing on May 17, 2024, on Plaintiff's Motion for Temporary Restraining Order and Preliminary Injunction, the Court having entered a temporary restraining order on May 7, 2024 and set this hearing. Plaintiff appeared through its counsel, Rosalind E. Mbeki-Strand of Mbeki Strand PLLC. Defendants appeared through their counsel, Trent W. Okabe of Okabe Lindgren LLP. The Court heard the argument of counsel and considered the following:"),
					p("1. Plaintiff's Motion for Temporary Restraining Order and Preliminary Injunction; 2. Declaration of Thu Ha Brannigan; 3. Exhibits 1-6 to the Motion (the Lease and correspondence); 4. Defendants' Response in Opposition; 5. Plaintiff's Reply."),
					p("Based on the foregoing, the Court FINDS that Plaintiff has a clear legal or equitable right to possession of the Premises under the Lease pending trial, has a well-grounded fear of immediate invasion of that right, and that the acts complained of will result in actual and substantial injury. The Court further finds that Defendants re-entered without notice of default under Section 19 of the Lease and without a writ of restitution."),
				}),
			{
				p("NOW, THEREFORE, IT IS HEREBY ORDERED that:"),
				p("1. Plaintiff's motion is GRANTED. Pending trial or further order, Defendants and their agents shall restore Plaintiff to possession of the Premises at 5420 Leary Avenue NW, Seattle, by delivering keys to Plaintiff's counsel no later than 5:00 p.m. on May 20, 2024, and shall not interfere with Plaintiff's possession or remove any of Plaintiff's property."),
				p("2. Plaintiff shall pay monthly rent under the Lease as it comes due. The disputed common area charges of $18,420.00 shall not be a ground for re-entry pending trial."),
				p("3. The bond posted under the temporary restraining order in the amount of $5,000.00 shall stand as security under CR 65(c)."),
				l("DONE IN OPEN COURT this 17th day of May, 2024."), gap(),
				ls("                                        ________________________________", "                                        JUDGE MARGUERITE S. DELACROIX-NG"),
				gap(),
				ls("Presented by:", "MBEKI STRAND PLLC", "s/ Rosalind E. Mbeki-Strand", "Rosalind E. Mbeki-Strand, WSBA No. 41872", "Attorneys for Plaintiff", "", "Approved as to form; notice of presentation waived:", "OKABE LINDGREN LLP", "s/ Trent W. Okabe", "Trent W. Okabe, WSBA No. 38816", "Attorneys for Defendants"),
			},
		}}

	const (
		fc = "Complaint.pdf"
		fd = "Declaration of Thu Ha Brannigan.pdf"
		fo = "Order Granting Preliminary Injunction.pdf"
	)
	return spec{
		name:       "duwamish-bend-v-pioneer-row-king-county",
		title:      "Duwamish Bend Coffee Roasters, LLC v. Pioneer Row Holdings, LLC (Wash. Super. Ct., King County, No. 24-2-11873-4 SEA), commercial lockout injunction",
		firstSight: &truth.Figures{PartyTruth: 8, PartyFound: 8, PartyCorrect: 8, EventTruth: 18, EventHits: 18, Grounded: 1}, // at commit fe042b5
		docs:       []doc{complaint, decl, order},
		parties: []truth.Party{
			{Name: "Duwamish Bend Coffee Roasters, LLC", Role: "plaintiff"},
			{Name: "Pioneer Row Holdings, LLC", Role: "defendant"},
			{Name: "Ballard Commons Property Management, Inc.", Role: "defendant"},
			{Name: "Rosalind E. Mbeki-Strand", Role: "counsel"},
			{Name: "Tobias J. Hennessey", Role: "counsel"},
			{Name: "Trent W. Okabe", Role: "counsel"},
			{Name: "Thu Ha Brannigan", Role: "declarant"},
			{Name: "Marguerite S. Delacroix-Ng", Role: "judge"},
		},
		events: []truth.Event{
			{Date: "2024-05-06", File: fc, Page: 1}, // the clerk's stamp
			{Date: "2021-09-01", File: fc, Page: 1},
			{Date: "2024-04-03", File: fc, Page: 1},
			{Date: "2024-04-10", File: fc, Page: 1},
			{Date: "2024-05-02", File: fc, Page: 2},
			{Date: "2024-05-06", File: fc, Page: 2},
			{Date: "2024-05-07", File: fd, Page: 1}, // the clerk's stamp
			{Date: "2021-10-15", File: fd, Page: 1},
			{Date: "2024-05-01", File: fd, Page: 1},
			{Date: "2024-04-03", File: fd, Page: 1},
			{Date: "2024-04-10", File: fd, Page: 1},
			{Date: "2024-05-02", File: fd, Page: 2},
			{Date: "2024-05-17", File: fd, Page: 2},
			{Date: "2024-05-06", File: fd, Page: 2},
			{Date: "2024-05-17", File: fo, Page: 1},
			{Date: "2024-05-07", File: fo, Page: 1},
			{Date: "2024-05-20", File: fo, Page: 2},
			{Date: "2024-05-17", File: fo, Page: 2},
		},
	}
}
