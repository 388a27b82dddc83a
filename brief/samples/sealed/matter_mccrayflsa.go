package sealed

import "pramaan/brief/truth"

// A Fair Labor Standards Act collective action in the Middle District of
// Tennessee (Nashville Division, Sixth Circuit) by home health aides for
// unpaid overtime and travel time, every filed page under the ECF header
// ("Case ... Document ... Filed ... Page ... of ..."): the collective
// action complaint (")"-ruled caption with "individually and on behalf
// of all others similarly situated", the district judge and magistrate judge under the case number, "JURY
// DEMAND", Tennessee counsel with "BPR No."), an opt-in's "Consent to Join"
// form filed as its exhibit, the named plaintiff's declaration under
// 28 U.S.C. § 1746 in support of conditional certification with a pay
// period table, the parties' joint stipulation for conditional
// certification and notice signed by counsel side by side with "/s/ ...
// with permission", and the district judge's order approving the
// stipulation with a notice schedule.
func init() { specs = append(specs, mccrayFLSA) }

func mccrayFLSA() spec {
	hdr := func(doc, filed string, pages int) string {
		return "Case 3:24-cv-01172     Document " + doc + "     Filed " + filed + "     Page %d of " + itoa(pages)
	}
	court := []block{cb("IN THE UNITED STATES DISTRICT COURT"), cb("FOR THE MIDDLE DISTRICT OF TENNESSEE"), cb("NASHVILLE DIVISION"), gap()}
	capt := func() block {
		return row([]float64{0.56, 0.04, 0.40},
			"JALEN T. McCRAY, individually and on\nbehalf of all others similarly situated,\n\n          Plaintiff,\n\nv.\n\nCUMBERLAND PLATEAU HOME HEALTH\nSERVICES, LLC, and RHONDA K.\nELLERBEE,\n\n          Defendants.",
			")\n)\n)\n)\n)\n)\n)\n)\n)\n)\n)\n)",
			"\n\nCase No. 3:24-cv-01172\n\nJudge Wendell P. Ashcombe\nMagistrate Judge Corinne M. Dabney\n\nJURY DEMAND")
	}
	w3 := []float64{0.34, 0.33, 0.33}

	complaint := doc{name: "Collective Action Complaint.pdf", font: "Times", size: 11,
		header: hdr("1", "09/27/24", 3), headerAlign: "L",
		pages: []page{
			with(court, []block{capt(), gap(),
				cb("COLLECTIVE ACTION COMPLAINT"), gap(),
				p("Plaintiff Jalen T. McCray, individually and on behalf of all others similarly situated, brings this collective action against Defendants Cumberland Plateau Home Health Services, LLC (\"Cumberland Plateau\") and Rhonda K. Ellerbee under the Fair Labor Standards Act, 29 U.S.C. § 201 et seq. (\"FLSA\"), and alleges as follows:"),
				p("1. Cumberland Plateau is a Tennessee limited liability company that provides in-home personal care to elderly and disabled clients in Davidson, Wilson, Rutherford and Sumner Counties. Defendant Ellerbee is its owner and chief executive officer; she sets aides' pay policies and signs their paychecks, and is an \"employer\" under 29 U.S.C. § 203(d)."),
				p("2. Plaintiff lives in Lebanon, Tennessee. Cumberland Plateau employed him as a home health aide from February 13, 2023 until August 30, 2024. His written consent to join this action is attached as Exhibit A."),
				p("3. The Court has jurisdiction under 28 U.S.C. § 1331 and 29 U.S.C. § 216(b). Venue is proper under 28 U.S.C. § 1391(b)."),
			}),
			{
				p("4. Aides are paid an hourly rate only for time logged in the clients' homes. Defendants do not pay for travel between clients' homes during the workday, and since January 1, 2015, when the Department of Labor's Home Care Rule took effect, third-party employers of home care workers may not claim the companionship or live-in exemptions."),
				p("5. Plaintiff regularly worked between 46 and 58 hours a week counting travel time, and was paid straight time for logged hours over forty."),
				cb("COUNT I - FAILURE TO PAY OVERTIME (29 U.S.C. § 207)"),
				p("6. Defendants willfully failed to pay Plaintiff and the similarly situated aides one and one-half times their regular rate for hours over forty in a workweek. Plaintiff seeks to represent: All hourly home health aides employed by Cumberland Plateau at any time since September 27, 2021 (the \"FLSA Collective\")."),
				cb("PRAYER FOR RELIEF"),
				p("Plaintiff asks the Court to conditionally certify the FLSA Collective and authorize notice under 29 U.S.C. § 216(b); award unpaid overtime, an equal amount as liquidated damages, attorneys' fees and costs; and grant a trial by jury."),
				gap(),
				ls("Dated: September 27, 2024                 Respectfully submitted,", "", "                                           /s/ Nathaniel R. Pruett", "                                           Nathaniel R. Pruett (BPR No. 031447)", "                                           Savannah J. Okoro (BPR No. 038820)", "                                           PRUETT OKORO PLLC", "                                           2100 West End Avenue, Suite 640", "                                           Nashville, TN 37203", "                                           (615) 555-0174", "                                           npruett@pruettokoro.example", "", "                                           Counsel for Plaintiff and the", "                                           putative FLSA Collective"),
			},
			{
				cb("EXHIBIT A"), gap(),
				cb("CONSENT TO JOIN COLLECTIVE ACTION"),
				c("McCray v. Cumberland Plateau Home Health Services, LLC"), gap(),
				p("1. I consent to be a party plaintiff in a lawsuit against Cumberland Plateau Home Health Services, LLC and any related entities or individuals to recover unpaid wages, including overtime, under the Fair Labor Standards Act, 29 U.S.C. § 201 et seq."),
				p("2. I designate Pruett Okoro PLLC to represent me in this action and authorize the named plaintiff to make decisions on my behalf concerning the litigation."),
				p("3. I worked for Cumberland Plateau as a home health aide from on or about March 6, 2022 to the present."),
				gap(),
				ls("Signature: /s/ Brittany L. Haskins", "", "Printed Name: Brittany L. Haskins", "", "Date: 09/19/2024"),
			},
		}}

	decl := doc{name: "Declaration of Jalen T. McCray.pdf", font: "Times", size: 11,
		header: hdr("24", "12/06/24", 2), headerAlign: "L",
		pages: []page{
			with(court, []block{capt(), gap(),
				cb("DECLARATION OF JALEN T. McCRAY IN SUPPORT OF"), cb("CONDITIONAL CERTIFICATION"), gap(),
				p("I, Jalen T. McCray, declare as follows:"),
				p("1. I am over eighteen and the Plaintiff in this action. I worked for Cumberland Plateau as a home health aide from February 13, 2023 until August 30, 2024, when I resigned."),
				p("2. My scheduler, Dana Whitlock, sent me each week's schedule through the company's mobile app. A typical day had four to six visits in different towns. The app logged my time only from check-in to check-out at each client's home."),
				p("3. From my pay stubs, three representative pay periods were:"),
				row(w3, "Week ending", "Logged hours paid", "Hours worked incl. travel"),
				row(w3, "04/15/2023", "41.5", "49.0"),
				row(w3, "11/04/2023", "44.0", "53.5"),
				row(w3, "06/22/2024", "42.0", "50.0"),
			}),
			{
				p("4. At a staff meeting on May 8, 2024, I asked Ms. Ellerbee whether aides would be paid for drive time. She said the company did not pay for driving because aides were \"not on the clock in the car.\" About twenty aides attended that meeting, and many of them told me afterwards that they also drove between clients unpaid."),
				p("I declare under penalty of perjury that the foregoing is true and correct."),
				gap(),
				ls("Executed on December 4, 2024.", "", "                                           /s/ Jalen T. McCray", "                                           Jalen T. McCray"),
			},
		}}

	sig2 := func() block {
		return row([]float64{0.5, 0.5},
			"/s/ Nathaniel R. Pruett\nNathaniel R. Pruett (BPR No. 031447)\nSavannah J. Okoro (BPR No. 038820)\nPRUETT OKORO PLLC\n2100 West End Avenue, Suite 640\nNashville, TN 37203\n\nCounsel for Plaintiff",
			"/s/ Elizabeth H. Lindahl (with permission)\nElizabeth H. Lindahl (BPR No. 022915)\nGrant T. Fowlkes (BPR No. 036102)\nBRASWELL LINDAHL & FOWLKES PLC\n511 Union Street, Suite 1800\nNashville, TN 37219\n\nCounsel for Defendants")
	}

	stip := doc{name: "Joint Stipulation for Conditional Certification.pdf", font: "Times", size: 11,
		header: hdr("29", "01/10/25", 2), headerAlign: "L",
		pages: []page{
			with(court, []block{capt(), gap(),
				cb("JOINT STIPULATION FOR CONDITIONAL CERTIFICATION"), cb("AND COURT-AUTHORIZED NOTICE"), gap(),
				p("Plaintiff Jalen T. McCray and Defendants Cumberland Plateau Home Health Services, LLC and Rhonda K. Ellerbee, through counsel, stipulate as follows and jointly ask the Court to approve this stipulation:"),
				p("1. Without conceding liability or that the case may proceed collectively through trial, Defendants stipulate to conditional certification of the following collective for notice purposes: All hourly home health aides employed by Cumberland Plateau at any time between September 27, 2021 and the date of the Court's order."),
				p("2. Within fourteen days of the Court's order, Defendants will give Plaintiff's counsel a list of the collective members' names, last known addresses, personal email addresses and mobile numbers."),
				p("3. Plaintiff's counsel will send the agreed notice (Exhibit 1) by U.S. mail, email and text message. Consent forms must be postmarked or submitted electronically within sixty days of the initial mailing (the \"Opt-In Deadline\"). A reminder may be sent on the thirtieth day."),
				p("4. Plaintiff's motion for conditional certification (Doc. 23) is withdrawn as moot upon approval of this stipulation."),
			}),
			{
				ls("Dated: January 10, 2025"), gap(),
				sig2(),
			},
		}}

	order := doc{name: "Order Approving Stipulation.pdf", font: "Times", size: 11,
		header: hdr("31", "01/21/25", 1), headerAlign: "L",
		pages: []page{
			with(court, []block{capt(), gap(),
				cb("ORDER"), gap(),
				p("Before the Court is the parties' Joint Stipulation for Conditional Certification and Court-Authorized Notice (Doc. 29). For good cause shown, the stipulation is APPROVED and the Court ORDERS:"),
				p("1. The following collective is conditionally certified under 29 U.S.C. § 216(b): All hourly home health aides employed by Cumberland Plateau Home Health Services, LLC at any time between September 27, 2021 and January 21, 2025."),
				p("2. Defendants shall produce the collective list to Plaintiff's counsel by February 4, 2025. Notice shall be sent by February 18, 2025, and the Opt-In Deadline is April 21, 2025."),
				p("3. Plaintiff's Motion for Conditional Certification (Doc. 23) is DENIED AS MOOT."),
				p("4. The initial case management conference set for February 24, 2025 remains before Magistrate Judge Dabney, who shall enter an amended case management order after the Opt-In Deadline."),
				p("IT IS SO ORDERED."),
				gap(),
				ls("                                           ____________________________________", "                                           WENDELL P. ASHCOMBE", "                                           UNITED STATES DISTRICT JUDGE"),
			}),
		}}

	return spec{
		name:       "mccray-v-cumberland-plateau-flsa-mdtenn",
		title:      "McCray v. Cumberland Plateau Home Health Services, LLC (M.D. Tenn., No. 3:24-cv-01172), FLSA overtime collective action",
		firstSight: &truth.Figures{PartyTruth: 11, PartyFound: 10, PartyCorrect: 10, EventTruth: 25, EventHits: 25, Grounded: 1}, // at commit d7b6fb2
		docs:       []doc{complaint, decl, stip, order},
		parties: []truth.Party{
			{Name: "Jalen T. McCray", Role: "plaintiff"},
			{Name: "Jalen T. McCray", Role: "declarant"},
			{Name: "Brittany L. Haskins", Role: "plaintiff"},
			{Name: "Cumberland Plateau Home Health Services, LLC", Role: "defendant"},
			{Name: "Rhonda K. Ellerbee", Role: "defendant"},
			{Name: "Nathaniel R. Pruett", Role: "counsel"},
			{Name: "Savannah J. Okoro", Role: "counsel"},
			{Name: "Elizabeth H. Lindahl", Role: "counsel"},
			{Name: "Grant T. Fowlkes", Role: "counsel"},
			{Name: "Wendell P. Ashcombe", Role: "judge"},
			{Name: "Corinne M. Dabney", Role: "judge"},
		},
		events: []truth.Event{
			{Date: "2024-09-27", File: "Collective Action Complaint.pdf", Page: 1},
			{Date: "2023-02-13", File: "Collective Action Complaint.pdf", Page: 1},
			{Date: "2024-08-30", File: "Collective Action Complaint.pdf", Page: 1},
			{Date: "2015-01-01", File: "Collective Action Complaint.pdf", Page: 2},
			{Date: "2021-09-27", File: "Collective Action Complaint.pdf", Page: 2},
			{Date: "2024-09-27", File: "Collective Action Complaint.pdf", Page: 2},
			{Date: "2022-03-06", File: "Collective Action Complaint.pdf", Page: 3},
			{Date: "2024-09-19", File: "Collective Action Complaint.pdf", Page: 3},
			{Date: "2024-12-06", File: "Declaration of Jalen T. McCray.pdf", Page: 1},
			{Date: "2023-02-13", File: "Declaration of Jalen T. McCray.pdf", Page: 1},
			{Date: "2024-08-30", File: "Declaration of Jalen T. McCray.pdf", Page: 1},
			{Date: "2023-04-15", File: "Declaration of Jalen T. McCray.pdf", Page: 1},
			{Date: "2023-11-04", File: "Declaration of Jalen T. McCray.pdf", Page: 1},
			{Date: "2024-06-22", File: "Declaration of Jalen T. McCray.pdf", Page: 1},
			{Date: "2024-05-08", File: "Declaration of Jalen T. McCray.pdf", Page: 2},
			{Date: "2024-12-04", File: "Declaration of Jalen T. McCray.pdf", Page: 2},
			{Date: "2025-01-10", File: "Joint Stipulation for Conditional Certification.pdf", Page: 1},
			{Date: "2021-09-27", File: "Joint Stipulation for Conditional Certification.pdf", Page: 1},
			{Date: "2025-01-10", File: "Joint Stipulation for Conditional Certification.pdf", Page: 2},
			{Date: "2025-01-21", File: "Order Approving Stipulation.pdf", Page: 1},
			{Date: "2021-09-27", File: "Order Approving Stipulation.pdf", Page: 1},
			{Date: "2025-02-04", File: "Order Approving Stipulation.pdf", Page: 1},
			{Date: "2025-02-18", File: "Order Approving Stipulation.pdf", Page: 1},
			{Date: "2025-04-21", File: "Order Approving Stipulation.pdf", Page: 1},
			{Date: "2025-02-24", File: "Order Approving Stipulation.pdf", Page: 1},
		},
	}
}
