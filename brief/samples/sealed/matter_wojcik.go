package sealed

import "pramaan/brief/truth"

// A Seventh Circuit appeal from a summary judgment: the district court's
// judgment in a civil action (AO 450: "This action was decided by Judge ...",
// signed by a deputy clerk); the circuit clerk's notice of case opening with
// the briefing schedule; and the appellant's opening brief: the cover
// ("Appeal from the United States District Court for ...", "The Honorable
// ..., Judge", "ORAL ARGUMENT REQUESTED"), the Circuit Rule 26.1 disclosure
// form, a table of authorities full of other cases' parties, the
// jurisdictional statement and statement of the case, and the certificate of
// service. The court of appeals' stamp heads each page of the brief.
func init() { specs = append(specs, wojcik) }

func wojcik() spec {
	judgment := doc{name: "District Court Judgment in a Civil Action.pdf", font: "Times", size: 11,
		header: "USDC IN/ND case 2:22-cv-00318-GRM     document 61     filed 06/28/24     page %d of %t",
		footer: "AO 450 (Rev. 11/11) Judgment in a Civil Action", footerAlign: "L",
		pages: []page{{
			cb("UNITED STATES DISTRICT COURT"), c("for the"), c("Northern District of Indiana"), c("Hammond Division"), gap(),
			row([]float64{0.55, 0.45}, "DELPHA M. WOJCIK,\n          Plaintiff\n     v.\nPRAIRIE STATE FREIGHT SYSTEMS, INC.,\n          Defendant", "\n\nCivil Action No. 2:22-cv-00318-GRM"),
			gap(), cb("JUDGMENT IN A CIVIL ACTION"), gap(),
			l("The court has ordered that (check one):"),
			p("[ ] the plaintiff recover from the defendant the amount of ... [ ] the plaintiff recover nothing, the action be dismissed on the merits, and the defendant recover costs from the plaintiff. [X] other: Judgment is entered in favor of defendant Prairie State Freight Systems, Inc. and against plaintiff Delpha M. Wojcik on all claims. Plaintiff shall take nothing by her complaint."),
			l("This action was (check one):"),
			p("[ ] tried by a jury with Judge presiding, and the jury has rendered a verdict. [ ] tried by Judge without a jury and the above decision was reached. [X] decided by Judge Gideon R. Maddox on a motion for summary judgment (ECF No. 48), granted by Opinion and Order of June 27, 2024."),
			gap(),
			ls("Date: 6/28/2024                               CLERK OF COURT", "", "                                              s/ K. Osterhout", "                                              Signature of Clerk or Deputy Clerk"),
		}}}

	opening := doc{name: "Seventh Circuit Notice of Case Opening.pdf", font: "Helvetica", size: 10,
		pages: []page{{
			cb("United States Court of Appeals"), cb("For the Seventh Circuit"), c("Everett McKinley Dirksen United States Courthouse"), c("Room 2722 - 219 S. Dearborn Street"), c("Chicago, Illinois 60604"), gap(),
			row([]float64{0.5, 0.5}, "July 25, 2024", "Office of the Clerk\nPhone: (312) 435-5850\nwww.ca7.uscourts.gov"), gap(),
			cb("NOTICE OF CASE OPENING"), gap(),
			row([]float64{0.3, 0.7}, "No. 24-1873", "DELPHA M. WOJCIK,\n     Plaintiff - Appellant\nv.\nPRAIRIE STATE FREIGHT SYSTEMS, INC.,\n     Defendant - Appellee"),
			row([]float64{0.3, 0.7}, "Originating Case Information:", "District Court No: 2:22-cv-00318-GRM\nNorthern District of Indiana, Hammond Division\nDistrict Judge Gideon R. Maddox"),
			gap(),
			p("A notice of appeal was filed in the district court on July 24, 2024 and this appeal has been docketed. The following briefing schedule is set:"),
			row([]float64{0.6, 0.4}, "Appellant's brief due", "September 3, 2024"),
			row([]float64{0.6, 0.4}, "Appellee's brief due", "October 3, 2024"),
			row([]float64{0.6, 0.4}, "Appellant's reply brief due", "October 24, 2024"),
			gap(),
			small(p("Important Scheduling Notice! Notices of hearing for particular appeals are mailed shortly before the date of oral argument. Criminal appeals are scheduled shortly after the filing of the appellant's main brief."), 8.5),
			small(l("form name: c7_Docket_Notice(form ID: 108)"), 7.5),
		}}}

	stamp7 := "Case: 24-1873     Document: 14     Filed: 08/19/2024     Pages: 38"
	brief7 := doc{name: "Brief of Plaintiff-Appellant.pdf", font: "Times", size: 11.5, header: stamp7,
		pages: []page{
			{
				gap(), cb("No. 24-1873"), gap(), rule(),
				cb("IN THE"), cb("UNITED STATES COURT OF APPEALS"), cb("FOR THE SEVENTH CIRCUIT"), rule(), gap(),
				cb("DELPHA M. WOJCIK,"), c("Plaintiff-Appellant,"), c("v."), cb("PRAIRIE STATE FREIGHT SYSTEMS, INC.,"), c("Defendant-Appellee."), rule(),
				c("Appeal from the United States District Court"), c("for the Northern District of Indiana, Hammond Division"), c("No. 2:22-cv-00318"), c("The Honorable Gideon R. Maddox, Judge"), rule(), gap(),
				cb("BRIEF AND REQUIRED SHORT APPENDIX"), cb("OF PLAINTIFF-APPELLANT"), gap(), gap(),
				ls("                                        Tobias N. Farrow", "                                        Ines Valderrama", "                                        FARROW KESSLING LLC", "                                        10 S. LaSalle Street, Suite 3300", "                                        Chicago, Illinois 60603", "                                        (312) 555-0152", "                                        tfarrow@farrowkessling.com", "", "                                        Counsel for Plaintiff-Appellant"),
				gap(), cb("ORAL ARGUMENT REQUESTED"),
			},
			{
				cb("CIRCUIT RULE 26.1 DISCLOSURE STATEMENT"), gap(),
				row([]float64{0.4, 0.6}, "Appellate Court No:", "24-1873"),
				row([]float64{0.4, 0.6}, "Short Caption:", "Wojcik v. Prairie State Freight Systems, Inc."),
				gap(),
				p("(1) The full name of every party that the attorney represents in the case (if the party is a corporation, you must provide the corporate disclosure information required by Fed. R. App. P. 26.1 by completing item #3): Delpha M. Wojcik"),
				p("(2) The names of all law firms whose partners or associates have appeared for the party in the case (including proceedings in the district court or before an administrative agency) or are expected to appear for the party in this court: Farrow Kessling LLC"),
				p("(3) If the party, amicus or intervenor is a corporation: N/A"),
				row([]float64{0.4, 0.6}, "Attorney's Signature:", "s/ Tobias N. Farrow          Date: 08/19/2024"),
				row([]float64{0.4, 0.6}, "Attorney's Printed Name:", "Tobias N. Farrow"),
				p("Please indicate if you are Counsel of Record for the above listed parties pursuant to Circuit Rule 3(d). Yes [X] No [ ]"),
			},
			{
				cb("TABLE OF AUTHORITIES"), gap(),
				lb("Cases"),
				row([]float64{0.82, 0.18}, "Anderson v. Liberty Lobby, Inc., 477 U.S. 242 (1986)", "12, 15"),
				row([]float64{0.82, 0.18}, "McDonnell Douglas Corp. v. Green, 411 U.S. 792 (1973)", "17"),
				row([]float64{0.82, 0.18}, "Ortiz v. Werner Enterprises, Inc., 834 F.3d 760 (7th Cir. 2016)", "13, 18-20"),
				row([]float64{0.82, 0.18}, "Tolan v. Cotton, 572 U.S. 650 (2014)", "14"),
				lb("Statutes"),
				row([]float64{0.82, 0.18}, "28 U.S.C. Section 1291", "1"),
				row([]float64{0.82, 0.18}, "42 U.S.C. Section 2000e-3(a)", "2, 16"),
			},
			{
				cb("JURISDICTIONAL STATEMENT"),
				p("The district court had jurisdiction under 28 U.S.C. Section 1331. It granted summary judgment to Prairie State Freight Systems, Inc. (\"Prairie State\") on June 27, 2024 and entered final judgment on June 28, 2024. Ms. Wojcik filed her notice of appeal on July 24, 2024, within the 30 days allowed by Fed. R. App. P. 4(a)(1)(A). This Court has jurisdiction under 28 U.S.C. Section 1291."),
				cb("STATEMENT OF THE CASE"),
				p("Ms. Wojcik worked as a night dispatcher at Prairie State's Gary, Indiana terminal from March 5, 2018. On August 30, 2021 she complained in writing to human resources that her supervisor had made sexual remarks to two drivers. Six weeks later, on October 14, 2021, she was fired for \"attendance,\" although her attendance record for 2021 was clean. She filed a charge with the EEOC on January 19, 2022 and this suit on November 2, 2022."),
			},
			{
				cb("CERTIFICATE OF SERVICE"),
				p("I hereby certify that on August 19, 2024, I electronically filed the foregoing with the Clerk of the Court for the United States Court of Appeals for the Seventh Circuit by using the CM/ECF system. All participants in the case are registered CM/ECF users and will be served by the CM/ECF system, including counsel for Defendant-Appellee, Eugenia V. Marchetti, Bramwell Oakes LLP, 111 Monument Circle, Indianapolis, Indiana 46204."),
				ls("", "                                        s/ Tobias N. Farrow", "                                        Tobias N. Farrow"),
			},
		}}

	return spec{
		name: "wojcik-v-prairie-state-7th-cir", title: "Wojcik v. Prairie State Freight Systems, Inc. (7th Cir. No. 24-1873)",
		firstSight: &truth.Figures{PartyTruth: 8, PartyFound: 8, PartyCorrect: 5, EventTruth: 18, EventHits: 18, Grounded: 1}, // at commit 3baf5b3
		docs:       []doc{judgment, opening, brief7},
		parties: []truth.Party{
			{Name: "Delpha M. Wojcik", Role: "appellant"},
			{Name: "Delpha M. Wojcik", Role: "plaintiff"},
			{Name: "Prairie State Freight Systems, Inc.", Role: "appellee"},
			{Name: "Prairie State Freight Systems, Inc.", Role: "defendant"},
			{Name: "Tobias N. Farrow", Role: "counsel"},
			{Name: "Ines Valderrama", Role: "counsel"},
			{Name: "Eugenia V. Marchetti", Role: "counsel"},
			{Name: "Gideon R. Maddox", Role: "judge"},
		},
		events: []truth.Event{
			{Date: "2024-06-28", File: "District Court Judgment in a Civil Action.pdf", Page: 1},
			{Date: "2024-06-27", File: "District Court Judgment in a Civil Action.pdf", Page: 1},
			{Date: "2024-07-25", File: "Seventh Circuit Notice of Case Opening.pdf", Page: 1},
			{Date: "2024-07-24", File: "Seventh Circuit Notice of Case Opening.pdf", Page: 1},
			{Date: "2024-09-03", File: "Seventh Circuit Notice of Case Opening.pdf", Page: 1},
			{Date: "2024-10-03", File: "Seventh Circuit Notice of Case Opening.pdf", Page: 1},
			{Date: "2024-10-24", File: "Seventh Circuit Notice of Case Opening.pdf", Page: 1},
			{Date: "2024-08-19", File: "Brief of Plaintiff-Appellant.pdf", Page: 1},
			{Date: "2024-08-19", File: "Brief of Plaintiff-Appellant.pdf", Page: 2},
			{Date: "2024-06-27", File: "Brief of Plaintiff-Appellant.pdf", Page: 4},
			{Date: "2024-06-28", File: "Brief of Plaintiff-Appellant.pdf", Page: 4},
			{Date: "2024-07-24", File: "Brief of Plaintiff-Appellant.pdf", Page: 4},
			{Date: "2018-03-05", File: "Brief of Plaintiff-Appellant.pdf", Page: 4},
			{Date: "2021-08-30", File: "Brief of Plaintiff-Appellant.pdf", Page: 4},
			{Date: "2021-10-14", File: "Brief of Plaintiff-Appellant.pdf", Page: 4},
			{Date: "2022-01-19", File: "Brief of Plaintiff-Appellant.pdf", Page: 4},
			{Date: "2022-11-02", File: "Brief of Plaintiff-Appellant.pdf", Page: 4},
			{Date: "2024-08-19", File: "Brief of Plaintiff-Appellant.pdf", Page: 5},
		},
	}
}
