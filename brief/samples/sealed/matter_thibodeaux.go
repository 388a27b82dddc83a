package sealed

import "pramaan/brief/truth"

// A Florida personal-injury action (Ninth Judicial Circuit, Orange County):
// the complaint under the e-filing portal's stamp ("Filing # ... E-Filed
// ..."), with a trucking company, its driver, and "Florida Bar No."
// signature; a notice of taking deposition whose certificate of service
// points to a SERVICE LIST on its last page; the driver's deposition
// (caption page, appearances page, testimony on numbered lines, reporter's
// certificate); the investigating trooper's deposition as a condensed
// transcript, four transcript pages to a sheet; and the crash report
// exhibit as a scanner's OCR text layer, with its misreadings.
func init() { specs = append(specs, thibodeaux) }

func thibodeaux() spec {
	court := []block{cb("IN THE CIRCUIT COURT OF THE NINTH JUDICIAL CIRCUIT"), cb("IN AND FOR ORANGE COUNTY, FLORIDA"), gap()}
	capt := caption("", []string{"MARGUERITE THIBODEAUX,", "", "          Plaintiff,", "v.", "", "PALMETTO CREST LOGISTICS, INC., a", "Florida corporation, and CURTIS L.", "VANDERMEER, individually,", "", "          Defendants.", "_______________________________________/"},
		[]string{"CASE NO.: 2023-CA-011482-O", "DIVISION: 39"})

	complaint := doc{name: "Complaint and Demand for Jury Trial.pdf", font: "Times", size: 11.5,
		footer: "Page %d of %t",
		pages: []page{
			with([]block{small(l("Filing # 171204388 E-Filed 05/02/2023 10:14:33 AM"), 9), gap()}, court, capt, []block{gap(),
				cb("COMPLAINT AND DEMAND FOR JURY TRIAL"), gap(),
				p("Plaintiff, MARGUERITE THIBODEAUX (\"Plaintiff\"), by and through her undersigned counsel, sues Defendants, PALMETTO CREST LOGISTICS, INC. (\"Palmetto Crest\") and CURTIS L. VANDERMEER (\"Vandermeer\"), and alleges:"),
				cb("JURISDICTION, PARTIES AND VENUE"),
				p("1. This is an action for damages that exceed Fifty Thousand Dollars ($50,000.00), exclusive of interest, costs and attorney's fees."),
				p("2. Plaintiff is a resident of Orange County, Florida. Palmetto Crest is a Florida corporation with its principal place of business in Lakeland, Polk County, Florida. Vandermeer is a resident of Osceola County, Florida."),
			}),
			{
				cb("GENERAL ALLEGATIONS"),
				p("3. On March 18, 2023, at approximately 5:40 p.m., Plaintiff was driving her 2019 Honda Accord eastbound on Interstate 4 near the Kirkman Road exit in Orlando, Orange County, Florida."),
				p("4. At that time and place, Vandermeer, while operating a tractor-trailer owned by Palmetto Crest in the course and scope of his employment, changed lanes without signalling and struck the rear driver's side of Plaintiff's vehicle."),
				cb("COUNT I - NEGLIGENCE (VANDERMEER)"),
				p("5. Vandermeer owed Plaintiff a duty to operate the tractor-trailer with reasonable care, and breached that duty. As a direct and proximate result, Plaintiff suffered a fractured left wrist and injuries to her cervical spine, and incurred medical expenses."),
				cb("COUNT II - VICARIOUS LIABILITY (PALMETTO CREST)"),
				p("6. Palmetto Crest is liable for Vandermeer's negligence under the doctrine of respondeat superior and as owner of the vehicle under Florida's dangerous instrumentality doctrine."),
				p("WHEREFORE, Plaintiff demands judgment for damages against Defendants, together with costs, and demands trial by jury of all issues so triable."),
				ls("Dated: May 2, 2023", "", "                                   UMEH INJURY LAW, P.A.", "                                   1801 Lee Road, Suite 310", "                                   Winter Park, Florida 32789",
					"                                   Primary e-mail: aumeh@umehinjury.com", "                                   Counsel for Plaintiff", "",
					"                                   By: /s/ Adaeze N. Umeh", "                                   ADAEZE N. UMEH, ESQ.", "                                   Florida Bar No. 1029384"),
			},
		}}

	notice := doc{name: "Notice of Taking Deposition (Vandermeer).pdf", font: "Times", size: 11.5,
		pages: []page{
			with(court, capt, []block{gap(),
				cb("NOTICE OF TAKING DEPOSITION"), gap(),
				p("PLEASE TAKE NOTICE that the undersigned attorney will take the deposition of the following person, on oral examination, before a court reporter or other officer authorized to administer oaths:"),
				row([]float64{0.3, 0.34, 0.36}, "NAME", "DATE AND TIME", "LOCATION"),
				row([]float64{0.3, 0.34, 0.36}, "Curtis L. Vandermeer", "Tuesday, January 16, 2024, 10:00 a.m.", "Pruneda Reporting, 390 N. Orange Avenue, Suite 1500, Orlando, FL 32801"),
				gap(),
				p("The deposition is being taken for the purpose of discovery, for use at trial, or both, and shall continue from day to day until completed."),
				cb("CERTIFICATE OF SERVICE"),
				p("I HEREBY CERTIFY that on December 19, 2023, a true and correct copy of the foregoing was furnished via the Florida Courts E-Filing Portal to all counsel on the attached Service List."),
				ls("                                   /s/ Adaeze N. Umeh", "                                   ADAEZE N. UMEH, ESQ.", "                                   Florida Bar No. 1029384"),
			}),
			{
				cb("SERVICE LIST"), c("Thibodeaux v. Palmetto Crest Logistics, Inc., et al."), c("Case No.: 2023-CA-011482-O"), gap(),
				row([]float64{0.5, 0.5}, "Harrison T. Feliciano, Esq.\nBrianna K. Sato, Esq.\nFeliciano Sato Garvey, P.L.\n200 S. Orange Avenue, Suite 2100\nOrlando, FL 32801\nhfeliciano@fsglaw.com\nbsato@fsglaw.com\nCounsel for Defendants, Palmetto Crest\nLogistics, Inc. and Curtis L. Vandermeer",
					"Pruneda Reporting, Inc.\n390 N. Orange Avenue, Suite 1500\nOrlando, FL 32801\nscheduling@prunedareporting.com\nCourt Reporter"),
			},
		}}

	depo := doc{name: "Deposition of Curtis L. Vandermeer.pdf", font: "Courier", size: 10.5,
		footer: "PRUNEDA REPORTING, INC.  (407) 555-0133", footer2: "Page %d",
		pages: []page{
			with(court, caption("", []string{"MARGUERITE THIBODEAUX,", "          Plaintiff,", "v.", "PALMETTO CREST LOGISTICS, INC.,", "et al.,", "          Defendants.", "______________________________/"}, []string{"CASE NO.: 2023-CA-011482-O"}), []block{gap(), gap(),
				cb("DEPOSITION OF CURTIS L. VANDERMEER"), gap(), gap(),
				ls("DATE:           January 16, 2024", "TIME:           10:04 a.m. - 12:31 p.m.", "PLACE:          Pruneda Reporting, Inc.", "                390 N. Orange Avenue, Suite 1500", "                Orlando, Florida 32801",
					"TAKEN BY:       Plaintiff", "REPORTED BY:    Loretta J. Pruneda, RPR", "                Notary Public, State of Florida"),
			}),
			{
				cb("APPEARANCES:"), gap(),
				ls("     ADAEZE N. UMEH, ESQUIRE", "     Umeh Injury Law, P.A.", "     1801 Lee Road, Suite 310", "     Winter Park, Florida 32789", "          On behalf of the Plaintiff", "",
					"     HARRISON T. FELICIANO, ESQUIRE", "     Feliciano Sato Garvey, P.L.", "     200 S. Orange Avenue, Suite 2100", "     Orlando, Florida 32801", "          On behalf of the Defendants", "",
					"ALSO PRESENT:", "     Marguerite Thibodeaux", "", "",
					"                              I N D E X", "WITNESS                                              PAGE", "CURTIS L. VANDERMEER",
					"     Direct Examination by Ms. Umeh                    3", "", "EXHIBITS                                             PAGE", "     Plaintiff's 1 - Driver's daily log, 3/18/23          3"),
			},
			{
				ls(" 1  Thereupon,", " 2                  CURTIS L. VANDERMEER,", " 3  having been first duly sworn, was examined and testified as follows:",
					" 4                    DIRECT EXAMINATION", " 5  BY MS. UMEH:", " 6       Q.   Please state your name for the record.", " 7       A.   Curtis Lee Vandermeer.",
					" 8       Q.   Who was your employer on March 18, 2023?", " 9       A.   Palmetto Crest Logistics. I drove for them from", "10  August 2021 until they let me go in April of last year.",
					"11       Q.   When did you start your shift that day?", "12       A.   I picked up the trailer in Lakeland at about", "13  five in the morning.",
					"14       Q.   So by 5:40 p.m. you had been on duty for more", "15  than twelve hours?", "16            MR. FELICIANO:  Object to the form.",
					"17       A.   About that, yes, with a break in Tampa.", "18       Q.   Did you signal before you moved into the left", "19  lane near Kirkman Road?",
					"20       A.   I believe I did. I didn't see her car in my", "21  mirror until we touched.", "22       Q.   I'm showing you what has been marked as", "23  Plaintiff's Exhibit 1. Is this your log for that day?",
					"24       A.   Yes. That's my handwriting.", "25            (Plaintiff's Exhibit 1 was marked for identification.)"),
			},
			{
				cb("CERTIFICATE OF REPORTER"), gap(),
				ls("STATE OF FLORIDA     )", "COUNTY OF ORANGE     )"), gap(),
				p("I, Loretta J. Pruneda, Registered Professional Reporter, certify that I was authorized to and did stenographically report the foregoing deposition of CURTIS L. VANDERMEER, and that the transcript is a true and complete record of my stenographic notes."),
				p("I further certify that I am not a relative, employee, attorney or counsel of any of the parties, nor am I financially interested in the action."),
				ls("Dated this 24th day of January, 2024.", "", "                              ______________________________", "                              Loretta J. Pruneda, RPR"),
			},
		}}

	mini := func(n int, lines ...string) string {
		s := "Page " + itoa(n) + "\n"
		for _, ln := range lines {
			s += ln + "\n"
		}
		return s
	}
	condensed := doc{name: "Kessel Deposition (Condensed).pdf", font: "Courier", size: 8,
		header: "Thibodeaux v. Palmetto Crest Logistics, Inc.        Dwight A. Kessel        February 7, 2024", headerAlign: "L",
		footer: "Pruneda Reporting, Inc.    (407) 555-0133                     (1) Pages 1 - 4", footerAlign: "L",
		pages: []page{
			{
				row([]float64{0.5, 0.5},
					mini(1, "          IN THE CIRCUIT COURT OF THE", "          NINTH JUDICIAL CIRCUIT IN AND", "          FOR ORANGE COUNTY, FLORIDA", "", "   CASE NO.: 2023-CA-011482-O", "", "   MARGUERITE THIBODEAUX,", "        Plaintiff,", "   v.", "   PALMETTO CREST LOGISTICS, INC.,", "   et al., Defendants.", "", "   DEPOSITION OF DWIGHT A. KESSEL", "   DATE: February 7, 2024", "   TIME: 2:00 p.m. - 2:48 p.m.", "   PLACE: Florida Highway Patrol,", "   Troop D, 133 S. Semoran Blvd.,", "   Orlando, Florida", "   REPORTED BY: Loretta J. Pruneda, RPR"),
					mini(2, " 1  APPEARANCES:", " 2    ADAEZE N. UMEH, ESQUIRE", " 3    Umeh Injury Law, P.A.", " 4      On behalf of the Plaintiff", " 5    BRIANNA K. SATO, ESQUIRE", " 6    Feliciano Sato Garvey, P.L.", " 7      On behalf of the Defendants", " 8", " 9            I N D E X", "10  WITNESS                  PAGE", "11  DWIGHT A. KESSEL", "12    Direct by Ms. Umeh        3", "13    Cross by Ms. Sato         4", "14", "15  EXHIBITS", "16    Plaintiff's 3 - Crash", "17    Report                    3")),
				gap(),
				row([]float64{0.5, 0.5},
					mini(3, " 1          DWIGHT A. KESSEL,", " 2  a Trooper with the Florida Highway", " 3  Patrol, was sworn and testified:", " 4  BY MS. UMEH:", " 5    Q. Were you dispatched to a crash", " 6  on I-4 on March 18, 2023?", " 7    A. Yes. I arrived at 5:58 p.m.", " 8    Q. Who did you find at fault?", " 9    A. I cited the truck driver for", "10  an improper lane change.", "11    Q. When did you finish your", "12  report, Exhibit 3?", "13    A. On March 20, 2023. It went in", "14  to the system that night."),
					mini(4, " 1  CROSS-EXAMINATION", " 2  BY MS. SATO:", " 3    Q. You did not see the crash", " 4  happen, did you?", " 5    A. No, ma'am.", " 6    Q. And Mrs. Thibodeaux told you", " 7  she was on her phone's navigation?", " 8    A. She said it was mounted on the", " 9  dash. That's in my narrative.", "10    MS. SATO: Nothing further.", "11    (Deposition concluded at 2:48", "12  p.m.)")),
			},
		}}

	ocr := doc{name: "Exhibit 3 - Crash Report (scan).pdf", font: "Courier", size: 9.5,
		pages: []page{{
			r("PLAINTIFF'S"), r("EXHIBIT 3"), r("KESSEL"), gap(),
			ls("FL0RIDA TRAFFlC CRASH REP0RT              LONG F0RM",
				"HSMV 90010S                      REP0RT NUMBER  8811-2300-4471",
				"",
				"DATE OF CRASH  03/18/2023     TlME OF CRASH  1 7:42      C0UNTY  0RANGE",
				"CRASH L0CATI0N  I-4 EB  0.2 Ml W 0F KlRKMAN RD",
				"",
				"VEH  DRIVER NAME                 DL STATE   INSURANCE C0",
				"1    VANDERMEER, CURTIS L        FL         Harbinger Mutual lns. Co",
				"2    THIB0DEAUX, MARGUERITE      FL         Suncrest Auto lnsurance",
				"",
				"VEH 1  2020 KENW0RTH T680   0WNER  PALMETTO CREST L0GISTICS INC",
				"VEH 2  2019 H0NDA ACC0RD    0WNER  THIBODEAUX, MARGUERITE",
				"",
				"NARRATlVE: V1 TRAVEL1NG EB IN LANE 2 CHANGED LANES INTO LANE 1",
				"AND STRUCK V2 LEFT REAR. D2 STATED PH0NE M0UNTED 0N DASH F0R",
				"NAVlGATl0N. D1 CITED 316.085 lMPR0PER LANE CHANGE.",
				"",
				"INVESTlGATlNG 0FFICER  TPR D. A. KESSEL      ID 2817    TR00P D",
				"DATE 0F REP0RT  03/20/2023",
				"",
				"  . ,   '  -- ~ ::   ' .   ,,"),
		}}}

	return spec{
		name: "thibodeaux-v-palmetto-crest", title: "Thibodeaux v. Palmetto Crest Logistics, Inc. (Fla. 9th Cir. Ct.)",
		firstSight: &truth.Figures{PartyTruth: 8, PartyFound: 9, PartyCorrect: 8, EventTruth: 14, EventHits: 14, Grounded: 1}, // at commit 48ecb5b
		docs:       []doc{complaint, notice, depo, condensed, ocr},
		parties: []truth.Party{
			{Name: "Marguerite Thibodeaux", Role: "plaintiff"},
			{Name: "Palmetto Crest Logistics, Inc.", Role: "defendant"},
			{Name: "Curtis L. Vandermeer", Role: "defendant"},
			{Name: "Curtis L. Vandermeer", Role: "deponent"},
			{Name: "Dwight A. Kessel", Role: "deponent"},
			{Name: "Adaeze N. Umeh", Role: "counsel"},
			{Name: "Harrison T. Feliciano", Role: "counsel"},
			{Name: "Brianna K. Sato", Role: "counsel"},
		},
		events: []truth.Event{
			{Date: "2023-05-02", File: "Complaint and Demand for Jury Trial.pdf", Page: 1},
			{Date: "2023-03-18", File: "Complaint and Demand for Jury Trial.pdf", Page: 2},
			{Date: "2023-05-02", File: "Complaint and Demand for Jury Trial.pdf", Page: 2},
			{Date: "2024-01-16", File: "Notice of Taking Deposition (Vandermeer).pdf", Page: 1},
			{Date: "2023-12-19", File: "Notice of Taking Deposition (Vandermeer).pdf", Page: 1},
			{Date: "2024-01-16", File: "Deposition of Curtis L. Vandermeer.pdf", Page: 1},
			{Date: "2023-03-18", File: "Deposition of Curtis L. Vandermeer.pdf", Page: 2},
			{Date: "2023-03-18", File: "Deposition of Curtis L. Vandermeer.pdf", Page: 3},
			{Date: "2024-01-24", File: "Deposition of Curtis L. Vandermeer.pdf", Page: 4},
			{Date: "2024-02-07", File: "Kessel Deposition (Condensed).pdf", Page: 1},
			{Date: "2023-03-18", File: "Kessel Deposition (Condensed).pdf", Page: 1},
			{Date: "2023-03-20", File: "Kessel Deposition (Condensed).pdf", Page: 1},
			{Date: "2023-03-18", File: "Exhibit 3 - Crash Report (scan).pdf", Page: 1},
			{Date: "2023-03-20", File: "Exhibit 3 - Crash Report (scan).pdf", Page: 1},
		},
	}
}
