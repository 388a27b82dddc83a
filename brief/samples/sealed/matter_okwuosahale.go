package sealed

import "pramaan/brief/truth"

// A civil rights action under 42 U.S.C. § 1983 in the Northern District of
// New York, every filed page under the ECF header with the district and
// magistrate judges' initials in the case number: the complaint for
// excessive force, false arrest and municipal liability (officers sued in
// their individual capacities, "Bar Roll No."), the defendants' answer
// with qualified immunity pleaded by an assistant corporation counsel, an
// officer's declaration under 28 U.S.C. § 1746 in support of summary
// judgment, the magistrate judge's report-recommendation (the district's
// "APPEARANCES: OF COUNSEL:" table, the fourteen-day objection notice in
// capitals), and the district judge's memorandum-decision and order
// adopting it in part.
func init() { specs = append(specs, okwuosaHale) }

func okwuosaHale() spec {
	hdr := func(doc, filed string, pages int) string {
		return "Case 5:23-cv-01488-AJC-GTF   Document " + doc + "   Filed " + filed + "   Page %d of " + itoa(pages)
	}
	court := []block{cb("UNITED STATES DISTRICT COURT"), cb("NORTHERN DISTRICT OF NEW YORK"), l("____________________________________________________________________"), gap()}
	capt := []block{
		row([]float64{0.6, 0.4}, "DARIUS M. OKWUOSA-HALE,\n\n                    Plaintiff,\n\n          v.\n\nCITY OF GLENMORROW; SGT. BRENDAN P.\nKEARNEY-VO, and OFFICER ALYSSA M.\nFORTUNATO, in their individual capacities,\n\n                    Defendants.", "\n\n\n5:23-CV-1488 (AJC/GTF)"),
		l("____________________________________________________________________"), gap(),
	}

	complaint := doc{name: "Complaint.pdf", font: "Times", size: 11,
		header: hdr("1", "11/20/23", 3), headerAlign: "L",
		pages: []page{
			with(court, capt, []block{
				cb("COMPLAINT AND JURY DEMAND"), gap(),
				p("Plaintiff Darius M. Okwuosa-Hale, by his attorneys, Nakashima Doyle Civil Rights PLLC, alleges as follows:"),
				cb("JURISDICTION AND VENUE"),
				p("1. This action arises under 42 U.S.C. §§ 1983 and 1988 and the Fourth and Fourteenth Amendments to the United States Constitution. The Court has jurisdiction under 28 U.S.C. §§ 1331 and 1343. Venue lies in this District because the events occurred in Glenmorrow, Onondaga County, New York."),
				cb("PARTIES"),
				p("2. Plaintiff is a 34-year-old resident of Glenmorrow who works as a respiratory therapist."),
				p("3. Defendant City of Glenmorrow (the \"City\") is a municipal corporation that operates the Glenmorrow Police Department (\"GPD\"). Defendants Sergeant Brendan P. Kearney-Vo and Officer Alyssa M. Fortunato were at all relevant times GPD officers acting under color of state law."),
				cb("FACTS"),
				p("4. At about 11:40 p.m. on August 26, 2023, Plaintiff was walking home from a shift at Glenmorrow General Hospital, in scrubs and carrying his hospital badge, when Defendants stopped him on Wolcott Street, saying he matched the description of a man who had tried car door handles nearby. The description was of a white man in a dark hooded sweatshirt. Plaintiff is Black and was wearing light blue scrubs."),
			}),
			{
				p("5. Plaintiff showed his badge and asked why he was being stopped. Without warning, Sgt. Kearney-Vo took him to the ground by a leg sweep, and Officer Fortunato knelt on his back while he was handcuffed, although he was not resisting. Plaintiff's face struck the curb, fracturing his left orbital bone."),
				p("6. Plaintiff was arrested for obstructing governmental administration and resisting arrest. Both charges were dismissed on the People's motion in Glenmorrow City Court on October 3, 2023."),
				p("7. GPD has a custom of using takedowns on people who question a stop, as shown by at least four prior complaints of which the City had notice, and it failed to train or discipline its officers regarding the use of force on non-resisting subjects."),
				cb("CLAIMS FOR RELIEF"),
				p("First Claim (42 U.S.C. § 1983 - Excessive Force) against Kearney-Vo and Fortunato. Second Claim (42 U.S.C. § 1983 - False Arrest) against Kearney-Vo and Fortunato. Third Claim (42 U.S.C. § 1983 - Municipal Liability) against the City."),
				p("WHEREFORE, Plaintiff demands compensatory damages, punitive damages against the individual Defendants, attorneys' fees under 42 U.S.C. § 1988, costs, and such other relief as the Court deems just."),
			},
			{
				cb("JURY DEMAND"),
				p("Plaintiff demands a trial by jury on all issues so triable."),
				ls("Dated: November 20, 2023", "       Syracuse, New York", "", "                                          NAKASHIMA DOYLE CIVIL RIGHTS PLLC", "", "                                          By: /s/ Rebecca L. Nakashima-Doyle", "                                          Rebecca L. Nakashima-Doyle", "                                          Bar Roll No. 519204", "                                          Jonah F. Achterman", "                                          Bar Roll No. 702615", "                                          333 East Onondaga Street, Suite 410", "                                          Syracuse, New York 13202", "                                          (315) 555-0148", "                                          Attorneys for Plaintiff"),
			},
		}}

	answer := doc{name: "Answer.pdf", font: "Times", size: 11,
		header: hdr("9", "01/12/24", 2), headerAlign: "L",
		pages: []page{
			with(court, capt, []block{
				cb("ANSWER"), gap(),
				p("Defendants City of Glenmorrow, Sergeant Brendan P. Kearney-Vo and Officer Alyssa M. Fortunato, by their attorney, the Corporation Counsel of the City of Glenmorrow, answer the Complaint as follows:"),
				p("1. Deny the allegations of paragraphs 1 through 3, except admit that the City is a municipal corporation, that the individual Defendants are GPD officers, and that they acted under color of state law at all relevant times."),
				p("2. Admit that Defendants stopped Plaintiff on Wolcott Street at about 11:40 p.m. on August 26, 2023 in response to a radio call, and that Plaintiff was arrested; deny the remaining allegations of paragraphs 4 and 5."),
				p("3. Admit that the charges against Plaintiff were dismissed on October 3, 2023, and deny knowledge or information sufficient to form a belief as to the reasons for the dismissal. Deny paragraph 7."),
				cb("AFFIRMATIVE DEFENSES"),
				p("First: The Complaint fails to state a claim upon which relief can be granted. Second: The individual Defendants are entitled to qualified immunity, because their conduct did not violate clearly established law of which a reasonable officer would have known. Third: There was probable cause, or at least arguable probable cause, for the stop and the arrest. Fourth: Any force used was reasonable and necessary to overcome Plaintiff's resistance."),
			}),
			{
				p("WHEREFORE, Defendants demand judgment dismissing the Complaint, together with costs and disbursements."),
				ls("Dated: January 12, 2024", "", "                                          OFFICE OF THE CORPORATION COUNSEL", "                                          CITY OF GLENMORROW", "", "                                          By: /s/ Kevin R. O'Halloran", "                                          Kevin R. O'Halloran", "                                          Assistant Corporation Counsel", "                                          Bar Roll No. 516337", "                                          233 East Washington Street, Room 300", "                                          Glenmorrow, New York 13031", "                                          Attorney for Defendants"),
			},
		}}

	decl := doc{name: "Declaration of Officer Alyssa M. Fortunato.pdf", font: "Times", size: 11,
		header: hdr("31-4", "07/15/24", 1), headerAlign: "L",
		pages: []page{
			with(court, capt, []block{
				cb("DECLARATION OF OFFICER ALYSSA M. FORTUNATO"), gap(),
				p("ALYSSA M. FORTUNATO declares, under 28 U.S.C. § 1746:"),
				p("1. I have been a police officer with the Glenmorrow Police Department since 2019. I make this declaration in support of Defendants' motion for summary judgment."),
				p("2. At 11:31 p.m. on August 26, 2023, dispatch broadcast a report of a man trying car door handles on the 400 block of Wolcott Street. I do not recall a description being given beyond \"male, dark clothing.\""),
				p("3. When we approached Plaintiff, he pulled his arm away from Sgt. Kearney-Vo and turned his body toward the sergeant. I believed he was about to strike or flee. I placed my knee on his upper back for no more than fifteen seconds while he was handcuffed, and removed it as soon as he was secured."),
				p("I declare under penalty of perjury that the foregoing is true and correct. Executed on July 12, 2024."),
				ls("                                          /s/ Alyssa M. Fortunato", "                                          Alyssa M. Fortunato"),
			}),
		}}

	rr := doc{name: "Report-Recommendation and Order.pdf", font: "Times", size: 11,
		header: hdr("44", "01/30/25", 3), headerAlign: "L",
		pages: []page{
			with(court, capt, []block{
				row([]float64{0.55, 0.45}, "APPEARANCES:", "OF COUNSEL:"),
				gap(),
				row([]float64{0.55, 0.45}, "NAKASHIMA DOYLE CIVIL RIGHTS PLLC\nAttorneys for Plaintiff\n333 East Onondaga Street, Suite 410\nSyracuse, New York 13202", "REBECCA L. NAKASHIMA-DOYLE, ESQ.\nJONAH F. ACHTERMAN, ESQ."),
				gap(),
				row([]float64{0.55, 0.45}, "CITY OF GLENMORROW\nCORPORATION COUNSEL\nAttorney for Defendants\n233 East Washington Street, Room 300\nGlenmorrow, New York 13031", "KEVIN R. O'HALLORAN, ESQ."),
				gap(),
				lb("GWENDOLYN T. FARROW-IQBAL, United States Magistrate Judge"), gap(),
				cb("REPORT-RECOMMENDATION AND ORDER"), gap(),
				p("This civil rights action under 42 U.S.C. § 1983 has been referred to the undersigned for a report and recommendation by the Honorable Anthony J. Castellucci, United States District Judge, under 28 U.S.C. § 636(b) and Local Rule 72.3(c). Presently before the Court is Defendants' motion for summary judgment under Rule 56 of the Federal Rules of Civil Procedure, filed July 15, 2024 (Dkt. No. 31). Plaintiff opposes the motion (Dkt. No. 37). For the reasons below, I recommend that the motion be granted in part and denied in part."),
			}),
			{
				cb("I. BACKGROUND"),
				p("The stop took place on August 26, 2023. The officers' body-worn camera footage (Dkt. No. 31-6) shows that Plaintiff held up a hospital badge and asked, \"What's this about?\" Four seconds later Sgt. Kearney-Vo swept his legs. The footage does not show Plaintiff pulling his arm away, as Officer Fortunato's declaration of July 12, 2024 states, though the camera angle leaves room for dispute."),
				cb("II. DISCUSSION"),
				p("A. Excessive force. Viewing the evidence in the light most favorable to Plaintiff, a reasonable jury could find that he was not resisting and that a leg sweep and a knee on the back of a compliant, non-threatening person were objectively unreasonable. The law was clearly established by August 2023. Qualified immunity should be denied on this claim."),
				p("B. False arrest. The radio call's description was sparse, but the officers had at least arguable probable cause to stop a man walking alone on the block minutes after the call. Whether there was probable cause to arrest for obstruction is a closer question, which turns on the disputed facts above; I recommend that summary judgment be denied on this claim as to the arrest but granted as to the initial stop."),
				p("C. Municipal liability. Plaintiff relies on four prior civilian complaints, none of which was substantiated and two of which involved different conduct. That is not enough to show a custom or deliberate indifference under Monell v. Department of Social Services, 436 U.S. 658 (1978). I recommend that the City's motion be granted."),
			},
			{
				cb("III. CONCLUSION"),
				p("WHEREFORE, it is hereby RECOMMENDED that Defendants' motion for summary judgment (Dkt. No. 31) be GRANTED as to the Third Claim and as to the First and Second Claims insofar as they rest on the initial stop, and otherwise DENIED; and it is ORDERED that the Clerk serve a copy of this Report-Recommendation on the parties."),
				p("Pursuant to 28 U.S.C. § 636(b)(1), the parties have fourteen days within which to file written objections to the foregoing report. FAILURE TO OBJECT TO THIS REPORT WITHIN FOURTEEN DAYS WILL PRECLUDE APPELLATE REVIEW. Roldan v. Racette, 984 F.2d 85, 89 (2d Cir. 1993)."),
				ls("Dated: January 30, 2025", "       Syracuse, New York", "", "                                          /s/ Gwendolyn T. Farrow-Iqbal", "                                          Gwendolyn T. Farrow-Iqbal", "                                          U.S. Magistrate Judge"),
			},
		}}

	order := doc{name: "Memorandum-Decision and Order.pdf", font: "Times", size: 11,
		header: hdr("49", "03/27/25", 2), headerAlign: "L",
		pages: []page{
			with(court, capt, []block{
				lb("ANTHONY J. CASTELLUCCI, United States District Judge"), gap(),
				cb("MEMORANDUM-DECISION AND ORDER"), gap(),
				p("On January 30, 2025, United States Magistrate Judge Gwendolyn T. Farrow-Iqbal issued a Report-Recommendation recommending that Defendants' motion for summary judgment be granted in part and denied in part (Dkt. No. 44). Defendants filed objections on February 13, 2025, limited to the recommendation that qualified immunity be denied on the excessive force claim (Dkt. No. 46). Plaintiff filed no objections."),
				p("The Court reviews de novo those portions of the report to which a party has specifically objected, and the rest for clear error. 28 U.S.C. § 636(b)(1)(C). Having done so, the Court agrees with Magistrate Judge Farrow-Iqbal that, on Plaintiff's version of the facts, which the video does not blatantly contradict, no reasonable officer could have believed that taking a compliant, questioning pedestrian to the ground was lawful."),
				p("ACCORDINGLY, it is ORDERED that the Report-Recommendation (Dkt. No. 44) is ADOPTED in its entirety; that Defendants' motion for summary judgment (Dkt. No. 31) is GRANTED in part and DENIED in part as set out in the Report-Recommendation; that the claims against Defendant City of Glenmorrow are DISMISSED and the Clerk shall terminate the City as a party; and that the Clerk shall serve a copy of this Order on the parties in accordance with the Local Rules."),
			}),
			{
				ls("IT IS SO ORDERED.", "", "Dated: March 27, 2025", "       Syracuse, New York", "", "                                          /s/ Anthony J. Castellucci", "                                          Anthony J. Castellucci", "                                          U.S. District Judge"),
			},
		}}

	return spec{
		name: "okwuosa-hale-v-city-of-glenmorrow-ndny", title: "Okwuosa-Hale v. City of Glenmorrow (N.D.N.Y., No. 5:23-CV-1488), 42 U.S.C. § 1983 excessive force and false arrest",
		firstSight: &truth.Figures{PartyTruth: 10, PartyFound: 10, PartyCorrect: 9, EventTruth: 20, EventHits: 20, Grounded: 1}, // at commit c1032d2
		docs:       []doc{complaint, answer, decl, rr, order},
		parties: []truth.Party{
			{Name: "Darius M. Okwuosa-Hale", Role: "plaintiff"},
			{Name: "City of Glenmorrow", Role: "defendant"},
			{Name: "Brendan P. Kearney-Vo", Role: "defendant"},
			{Name: "Alyssa M. Fortunato", Role: "defendant"},
			{Name: "Alyssa M. Fortunato", Role: "declarant"},
			{Name: "Rebecca L. Nakashima-Doyle", Role: "counsel"},
			{Name: "Jonah F. Achterman", Role: "counsel"},
			{Name: "Kevin R. O'Halloran", Role: "counsel"},
			{Name: "Gwendolyn T. Farrow-Iqbal", Role: "judge"},
			{Name: "Anthony J. Castellucci", Role: "judge"},
		},
		events: []truth.Event{
			{Date: "2023-11-20", File: "Complaint.pdf", Page: 1},
			{Date: "2023-08-26", File: "Complaint.pdf", Page: 1},
			{Date: "2023-10-03", File: "Complaint.pdf", Page: 2},
			{Date: "2023-11-20", File: "Complaint.pdf", Page: 3},
			{Date: "2024-01-12", File: "Answer.pdf", Page: 1},
			{Date: "2023-08-26", File: "Answer.pdf", Page: 1},
			{Date: "2023-10-03", File: "Answer.pdf", Page: 1},
			{Date: "2024-01-12", File: "Answer.pdf", Page: 2},
			{Date: "2024-07-15", File: "Declaration of Officer Alyssa M. Fortunato.pdf", Page: 1},
			{Date: "2023-08-26", File: "Declaration of Officer Alyssa M. Fortunato.pdf", Page: 1},
			{Date: "2024-07-12", File: "Declaration of Officer Alyssa M. Fortunato.pdf", Page: 1},
			{Date: "2025-01-30", File: "Report-Recommendation and Order.pdf", Page: 1},
			{Date: "2024-07-15", File: "Report-Recommendation and Order.pdf", Page: 1},
			{Date: "2023-08-26", File: "Report-Recommendation and Order.pdf", Page: 2},
			{Date: "2024-07-12", File: "Report-Recommendation and Order.pdf", Page: 2},
			{Date: "2025-01-30", File: "Report-Recommendation and Order.pdf", Page: 3},
			{Date: "2025-03-27", File: "Memorandum-Decision and Order.pdf", Page: 1},
			{Date: "2025-01-30", File: "Memorandum-Decision and Order.pdf", Page: 1},
			{Date: "2025-02-13", File: "Memorandum-Decision and Order.pdf", Page: 1},
			{Date: "2025-03-27", File: "Memorandum-Decision and Order.pdf", Page: 2},
		},
	}
}
