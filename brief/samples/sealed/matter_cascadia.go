package sealed

import "pramaan/brief/truth"

// A post-award bid protest in the United States Court of Federal Claims:
// the complaint under the "BID PROTEST" banner with a "No. 24-912C" caption
// and the assigned judge's name under it, the ECF stamp atop each page; the
// order granting the awardee's motion to intervene (amending the caption to
// add a "Defendant-Intervenor") and setting a briefing schedule; an
// application for access to protected information on the court's form,
// its numbered fields answered beside their labels; and the opinion on
// cross-motions for judgment on the administrative record, with counsel
// listed as the court prints them ("with whom were ...", "of counsel") and
// opening "HARGREAVE, Judge."
func init() { specs = append(specs, cascadia) }

func cascadia() spec {
	ecf := func(doc, filed string) string {
		return "Case 1:24-cv-00912-RTH   Document " + doc + "   Filed " + filed + "   Page %d of %t"
	}
	capt := func(intervenor bool) []block {
		left := []string{"CASCADIA GEOSPATIAL SOLUTIONS, LLC,", "", "                    Plaintiff,", "", "          v.", "", "THE UNITED STATES,", "", "                    Defendant,"}
		if intervenor {
			left = append(left, "", "          and", "", "RIDGEBACK MAPPING CORP.,", "", "                    Defendant-Intervenor.")
		}
		return with([]block{cb("In the United States Court of Federal Claims"), cb("BID PROTEST"), gap()},
			caption("", left, []string{"", "", "No. 24-912C", "", "Judge Rosalind T. Hargreave"}), []block{rule(), gap()})
	}

	complaint := doc{name: "ECF 1 Complaint.pdf", font: "Times", size: 11.5, header: ecf("1", "06/10/24"),
		pages: []page{
			with(capt(false), []block{
				cb("COMPLAINT"), gap(),
				p("Plaintiff Cascadia Geospatial Solutions, LLC (\"Cascadia\"), by its undersigned counsel, brings this post-award bid protest under 28 U.S.C. § 1491(b)(1) and alleges as follows:"),
				p("1. This protest challenges the award by the U.S. Army Corps of Engineers, Seattle District (the \"Agency\"), of Contract No. W912DW-24-C-0017 to Ridgeback Mapping Corp. (\"Ridgeback\") under Solicitation No. W912DW-24-R-0031 (the \"Solicitation\") for airborne lidar and hydrographic survey services."),
				p("2. The Agency issued the Solicitation on January 16, 2024. It provided for a best-value tradeoff in which technical approach was significantly more important than price. Proposals were due March 1, 2024."),
			}),
			{
				p("3. Cascadia timely submitted its proposal. On May 24, 2024, the Agency notified Cascadia that the contract had been awarded to Ridgeback at a price 4.2 percent lower than Cascadia's, and that Cascadia's technical proposal had been rated \"Good\" while Ridgeback's was rated \"Outstanding.\""),
				p("4. The Agency provided a written debriefing on May 31, 2024 and answered Cascadia's additional questions on June 4, 2024. The debriefing shows that the Agency credited Ridgeback with a strength for a sensor that the Solicitation's performance work statement did not permit, and failed to evaluate Ridgeback's staffing plan against the key personnel requirements."),
				cb("COUNT I - Arbitrary and Capricious Technical Evaluation"),
				p("5. The Agency's technical evaluation departed from the Solicitation's stated criteria and lacked a rational basis, and Cascadia was prejudiced because, but for the errors, it had a substantial chance of award."),
				cb("PRAYER FOR RELIEF"),
				p("Cascadia requests that the Court declare the award arbitrary, capricious and contrary to law; enjoin performance of the contract; and direct the Agency to re-evaluate proposals consistent with the Solicitation."),
			},
			{
				ls("Dated: June 10, 2024                    Respectfully submitted,", "",
					"                                        /s/ Marisol Etxeberria", "                                        Marisol Etxeberria",
					"                                        ETXEBERRIA LUND PLLC", "                                        1717 K Street NW, Suite 610", "                                        Washington, DC 20006",
					"                                        (202) 555-0114", "                                        metxeberria@etxlund.com", "                                        Attorney of Record for Plaintiff", "",
					"Of Counsel:", "Declan Furlow", "ETXEBERRIA LUND PLLC"),
			},
		}}

	order := doc{name: "ECF 9 Order Granting Motion to Intervene.pdf", font: "Times", size: 11.5, header: ecf("9", "06/14/24"),
		pages: []page{
			with(capt(true), []block{
				cb("ORDER"), gap(),
				p("On June 12, 2024, Ridgeback Mapping Corp., the awardee of the contract at issue, moved to intervene as of right under Rule 24(a) of the Rules of the United States Court of Federal Claims. Neither plaintiff nor defendant opposes the motion. The motion is GRANTED, and the Clerk is directed to amend the caption as set out above."),
				p("Following the initial status conference held on June 13, 2024, the Court adopts the following schedule:"),
				row([]float64{0.7, 0.3}, "Defendant files the administrative record", "June 28, 2024"),
				row([]float64{0.7, 0.3}, "Plaintiff's motion for judgment on the administrative record", "July 19, 2024"),
				row([]float64{0.7, 0.3}, "Cross-motions of defendant and defendant-intervenor", "August 9, 2024"),
				row([]float64{0.7, 0.3}, "Replies", "August 23, 2024"),
				row([]float64{0.7, 0.3}, "Oral argument (National Courts Building)", "September 10, 2024"),
				gap(),
				p("Defendant has represented that the Agency will voluntarily stay performance of the contract through October 15, 2024."),
				ls("IT IS SO ORDERED.", "", "                                        s/ Rosalind T. Hargreave", "                                        ROSALIND T. HARGREAVE", "                                        Judge"),
			}),
		}}

	access := doc{name: "ECF 11 Application for Access to Protected Information.pdf", font: "Helvetica", size: 9.5, header: ecf("11", "06/17/24"),
		footer: "Rules of the United States Court of Federal Claims, Appendix C, Form 9", footerAlign: "L",
		pages: []page{
			{
				cb("IN THE UNITED STATES COURT OF FEDERAL CLAIMS"), gap(),
				ls("Cascadia Geospatial Solutions, LLC v. United States, No. 24-912C"), rule(),
				cb("APPLICATION FOR ACCESS TO INFORMATION UNDER PROTECTIVE ORDER"), cb("BY OUTSIDE COUNSEL"), gap(),
				row([]float64{0.45, 0.55}, "1. Name of applicant:", "Wendell O. Parbhoo"),
				row([]float64{0.45, 0.55}, "2. Title or position:", "Partner"),
				row([]float64{0.45, 0.55}, "3. Firm:", "Parbhoo Sandoval LLP"),
				row([]float64{0.45, 0.55}, "4. Business address:", "1100 North Glebe Road, Suite 800, Arlington, VA 22201"),
				row([]float64{0.45, 0.55}, "5. Party represented:", "Ridgeback Mapping Corp., Defendant-Intervenor"),
				row([]float64{0.45, 0.55}, "6. Bar memberships:", "Virginia (2009); District of Columbia (2011)"),
				row([]float64{0.45, 0.55}, "7. Competitive decision-making:", "None. I do not advise any party on pricing, product design or contract awards."),
				row([]float64{0.45, 0.55}, "8. Prior applications denied:", "None"),
				gap(),
				p("I have read the Protective Order issued by the Court on June 14, 2024 in this protest. I will comply in all respects with that order and will be subject to the sanctions it provides for any violation. I acknowledge that the information to which access is sought is to be used only for this protest."),
				p("I declare under penalty of perjury that the foregoing is true and correct."),
				ls("Date: June 17, 2024                     /s/ Wendell O. Parbhoo", "                                        Signature of applicant"), gap(),
				small(p("Applications are to be filed with the Clerk and served on all parties. Objections, if any, must be filed within two business days of service."), 8),
			},
		}}

	opinion := doc{name: "ECF 31 Opinion and Order.pdf", font: "Times", size: 11.5, header: ecf("31", "10/15/24"),
		pages: []page{
			with([]block{cb("In the United States Court of Federal Claims"), cb("BID PROTEST"), c("No. 24-912C"), c("(Filed under seal: October 3, 2024)"), c("(Reissued: October 15, 2024)"), rule(),
				ls("CASCADIA GEOSPATIAL SOLUTIONS, LLC,", "          Plaintiff,", "     v.", "THE UNITED STATES,", "          Defendant,", "     and", "RIDGEBACK MAPPING CORP.,", "          Defendant-Intervenor."), rule(),
				small(p("Post-award bid protest; judgment on the administrative record; best-value tradeoff; evaluation of key personnel; prejudice."), 10), gap(),
				small(p("Marisol Etxeberria, Etxeberria Lund PLLC, Washington, DC, for plaintiff. Declan Furlow, of counsel."), 10.5),
				small(p("Harriet Nkemelu, Trial Attorney, Commercial Litigation Branch, Civil Division, United States Department of Justice, Washington, DC, with whom were Irving S. Caldicott, Assistant Director, and Franklin J. Osei-Mensah, Deputy Director, for defendant. Major Tobias Reinholt, U.S. Army Corps of Engineers, of counsel."), 10.5),
				small(p("Wendell O. Parbhoo, Parbhoo Sandoval LLP, Arlington, VA, for defendant-intervenor."), 10.5), gap(),
				cb("OPINION AND ORDER"), gap(),
				l("HARGREAVE, Judge."), gap(),
				p("Plaintiff protests the Agency's award of a survey services contract to defendant-intervenor. The parties have cross-moved for judgment on the administrative record. For the reasons below, plaintiff's motion is DENIED and the cross-motions are GRANTED."),
			}),
			{
				cb("I. Background"),
				p("The Agency issued the Solicitation on January 16, 2024, received four proposals by March 1, 2024, and made award on May 24, 2024. Plaintiff received its debriefing on May 31, 2024 and filed this protest on June 10, 2024. The administrative record was filed on June 28, 2024 and corrected on July 2, 2024; oral argument was held on September 10, 2024."),
				cb("II. Discussion"),
				p("The Court reviews the Agency's decision under the standard of 5 U.S.C. § 706. The technical evaluators' treatment of the sensor at issue was consistent with the amendment to the performance work statement issued on February 9, 2024, which expressly allowed it. The key personnel evaluation, while brief, is adequately documented. Even were there error, plaintiff has not shown a substantial chance of award."),
				cb("III. Conclusion"),
				p("Plaintiff's motion for judgment on the administrative record is DENIED. Defendant's and defendant-intervenor's cross-motions are GRANTED. The Clerk shall enter judgment accordingly. The parties proposed redactions on October 10, 2024, and this opinion is reissued in public form."),
				ls("IT IS SO ORDERED.", "", "                                        s/ Rosalind T. Hargreave", "                                        ROSALIND T. HARGREAVE", "                                        Judge"),
			},
		}}

	return spec{
		name: "cascadia-geospatial-v-united-states-cofc", title: "Cascadia Geospatial Solutions, LLC v. United States (Fed. Cl. No. 24-912C, bid protest)",
		firstSight: &truth.Figures{PartyTruth: 12, PartyFound: 6, PartyCorrect: 5, EventTruth: 20, EventHits: 20, Grounded: 1}, // at commit 76503e0
		docs:       []doc{complaint, order, access, opinion},
		parties: []truth.Party{
			{Name: "Cascadia Geospatial Solutions, LLC", Role: "plaintiff"},
			{Name: "The United States", Role: "defendant"},
			{Name: "Ridgeback Mapping Corp.", Role: "third party"}, // the defendant-intervenor
			{Name: "Marisol Etxeberria", Role: "counsel"},
			{Name: "Declan Furlow", Role: "counsel"},
			{Name: "Harriet Nkemelu", Role: "counsel"},
			{Name: "Irving S. Caldicott", Role: "counsel"},
			{Name: "Franklin J. Osei-Mensah", Role: "counsel"},
			{Name: "Tobias Reinholt", Role: "counsel"},
			{Name: "Wendell O. Parbhoo", Role: "counsel"},
			{Name: "Wendell O. Parbhoo", Role: "declarant"}, // the access application under penalty of perjury
			{Name: "Rosalind T. Hargreave", Role: "judge"},
		},
		events: []truth.Event{
			{Date: "2024-06-10", File: "ECF 1 Complaint.pdf", Page: 1},
			{Date: "2024-01-16", File: "ECF 1 Complaint.pdf", Page: 1},
			{Date: "2024-03-01", File: "ECF 1 Complaint.pdf", Page: 1},
			{Date: "2024-05-24", File: "ECF 1 Complaint.pdf", Page: 2},
			{Date: "2024-05-31", File: "ECF 1 Complaint.pdf", Page: 2},
			{Date: "2024-06-04", File: "ECF 1 Complaint.pdf", Page: 2},
			{Date: "2024-06-14", File: "ECF 9 Order Granting Motion to Intervene.pdf", Page: 1},
			{Date: "2024-06-12", File: "ECF 9 Order Granting Motion to Intervene.pdf", Page: 1},
			{Date: "2024-06-13", File: "ECF 9 Order Granting Motion to Intervene.pdf", Page: 1},
			{Date: "2024-06-28", File: "ECF 9 Order Granting Motion to Intervene.pdf", Page: 1},
			{Date: "2024-07-19", File: "ECF 9 Order Granting Motion to Intervene.pdf", Page: 1},
			{Date: "2024-09-10", File: "ECF 9 Order Granting Motion to Intervene.pdf", Page: 1},
			{Date: "2024-10-15", File: "ECF 9 Order Granting Motion to Intervene.pdf", Page: 1},
			{Date: "2024-06-17", File: "ECF 11 Application for Access to Protected Information.pdf", Page: 1},
			{Date: "2024-10-03", File: "ECF 31 Opinion and Order.pdf", Page: 1},
			{Date: "2024-10-15", File: "ECF 31 Opinion and Order.pdf", Page: 1},
			{Date: "2024-07-02", File: "ECF 31 Opinion and Order.pdf", Page: 2},
			{Date: "2024-09-10", File: "ECF 31 Opinion and Order.pdf", Page: 2},
			{Date: "2024-02-09", File: "ECF 31 Opinion and Order.pdf", Page: 2},
			{Date: "2024-10-10", File: "ECF 31 Opinion and Order.pdf", Page: 2},
		},
	}
}
