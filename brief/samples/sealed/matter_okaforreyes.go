package sealed

import "pramaan/brief/truth"

// A medical-malpractice claim in a Michigan circuit court: the pre-suit
// notice of intent under MCL 600.2912b (certified-mail lines, addressees by
// name and facility, the statute's numbered headings: factual basis,
// standard of practice or care, breach, action that should have been taken,
// proximate cause, names of professionals notified); the complaint with the
// Michigan caption (case number with "-NH", "Hon.", counsel's "(P12345)"
// numbers under the caption, the "no other pending or resolved civil
// action" statement) and the affidavit of merit by an out-of-state surgeon
// before an Ohio notary; the answer with the defendants' affidavit of
// meritorious defense; and the scheduling order with its table of
// deadlines.
func init() { specs = append(specs, okaforReyes) }

func okaforReyes() spec {
	capt := func(title string) []block {
		return with([]block{cb("STATE OF MICHIGAN"), cb("IN THE CIRCUIT COURT FOR THE COUNTY OF KENT"), gap()},
			caption("", []string{"DELPHINE A. OKAFOR-REYES,", "", "                    Plaintiff,", "v.", "", "TOBIAS J. WRENFIELD, M.D., and", "RIVERBEND REGIONAL MEDICAL CENTER,", "a Michigan nonprofit corporation,", "", "                    Defendants."},
				[]string{"Case No. 24-08812-NH", "", "Hon. Leonard M. Vukovich", "", title}),
			[]block{rule(),
				row([]float64{0.5, 0.5}, "HOLLISTER GRAY PLLC\nBy: Renée Castellanos (P71234)\nAttorneys for Plaintiff\n170 Monroe Avenue NW, Suite 400\nGrand Rapids, MI 49503\n(616) 555-0172",
					"CALLOWAY STRAND, P.C.\nBy: Margarethe L. Szabo (P55678)\nAttorneys for Defendants\n250 Ottawa Avenue NW, Suite 1100\nGrand Rapids, MI 49503\n(616) 555-0109"),
				rule(), gap()})
	}

	noi := doc{name: "Notice of Intent to File Claim.pdf", font: "Times", size: 11,
		pages: []page{
			{
				cb("HOLLISTER GRAY PLLC"), c("170 Monroe Avenue NW, Suite 400 | Grand Rapids, Michigan 49503 | (616) 555-0172"), rule(),
				ls("March 4, 2024", "", "VIA CERTIFIED MAIL, RETURN RECEIPT REQUESTED", "No. 9589 0710 5270 0441 8812 17", "",
					"Tobias J. Wrenfield, M.D.", "Riverbend Surgical Associates", "1840 Wealthy Street SE, Suite 210", "Grand Rapids, MI 49506", "",
					"Riverbend Regional Medical Center", "Attn: Risk Management", "1800 Wealthy Street SE", "Grand Rapids, MI 49506"), gap(),
				cb("NOTICE OF INTENT TO FILE CLAIM PURSUANT TO MCL 600.2912b"), gap(),
				ls("Claimant:  Delphine A. Okafor-Reyes (DOB 02/11/1977)", "Dates of treatment:  October 19, 2022 through October 24, 2022"), gap(),
				lb("(a) Factual basis for the claim"),
				p("On October 19, 2022, Dr. Wrenfield performed a laparoscopic cholecystectomy on Ms. Okafor-Reyes at Riverbend Regional Medical Center. On the first post-operative day she reported increasing right upper quadrant pain and had a rising white blood cell count. She was discharged on October 21, 2022 without imaging. On October 24, 2022 she returned to the emergency department in septic shock from a bile leak from the cystic duct stump and required emergency surgery and eleven days of intensive care."),
				lb("(b) Applicable standard of practice or care"),
				p("A general surgeon and a hospital acting through its nursing staff must evaluate new or worsening post-operative abdominal pain with a raised white cell count by imaging before discharge, and must not discharge such a patient until a bile leak has been excluded."),
			},
			{
				lb("(c) Manner in which the standard was breached"),
				p("The patient was discharged on October 21, 2022 without an ultrasound, CT scan or HIDA scan, and without a surgeon's examination that day."),
				lb("(d) Action that should have been taken to achieve compliance"),
				p("Imaging should have been ordered on October 20, 2022 and the discharge deferred until its results were reviewed by the surgeon."),
				lb("(e) Manner in which the breach was a proximate cause of the injury"),
				p("Timely imaging would have identified the leak for endoscopic treatment before sepsis developed."),
				lb("(f) Names of all health professionals and facilities notified"),
				ls("Tobias J. Wrenfield, M.D.; Riverbend Regional Medical Center."), gap(),
				ls("Very truly yours,", "", "HOLLISTER GRAY PLLC", "", "/s/ Renée Castellanos", "Renée Castellanos", "", "cc: Delphine A. Okafor-Reyes"),
			},
		}}

	complaint := doc{name: "Complaint and Affidavit of Merit.pdf", font: "Times", size: 11, footer: "%d",
		pages: []page{
			with(capt("COMPLAINT AND\nJURY DEMAND"), []block{
				l("There is no other pending or resolved civil action arising out of the transaction or occurrence alleged in the complaint."), gap(),
				p("Plaintiff Delphine A. Okafor-Reyes, through her attorneys, Hollister Gray PLLC, states:"),
				p("1. Plaintiff resides in Kentwood, Kent County, Michigan. Defendant Tobias J. Wrenfield, M.D. is a general surgeon licensed in Michigan who practices in Grand Rapids. Defendant Riverbend Regional Medical Center (\"Riverbend\") is a Michigan nonprofit corporation operating a hospital in Grand Rapids, and is vicariously liable for its nursing staff."),
			}),
			{
				p("2. The facts set out in Plaintiff's notice of intent served on March 4, 2024, which is incorporated by reference, are realleged. The 182-day notice period ended on September 2, 2024."),
				p("3. On October 19, 2022 Dr. Wrenfield removed Plaintiff's gallbladder. Defendants discharged her on October 21, 2022 despite signs of a bile leak, and she was readmitted in septic shock on October 24, 2022."),
				p("4. Defendants breached the applicable standards of practice and care as described in the notice of intent and in the attached affidavit of merit, and their breaches proximately caused Plaintiff's injuries, including a second operation, eleven days of intensive care, lost wages, and pain and suffering."),
				p("WHEREFORE, Plaintiff requests judgment against Defendants, jointly and severally, in an amount in excess of $25,000, with interest, costs and attorney fees. Plaintiff demands trial by jury."),
				ls("Dated: September 3, 2024                HOLLISTER GRAY PLLC", "", "                                        /s/ Renée Castellanos", "                                        Renée Castellanos (P71234)", "                                        Attorneys for Plaintiff"),
			},
			{
				cb("AFFIDAVIT OF MERIT"), gap(),
				ls("STATE OF OHIO        )", "                     ) ss.", "COUNTY OF FRANKLIN   )"), gap(),
				p("Hollis P. Merriweather, M.D., being first duly sworn, states:"),
				p("1. I am a physician licensed in Ohio and board certified in general surgery. During the year before October 19, 2022 I devoted the majority of my professional time to the active clinical practice of general surgery."),
				p("2. I have reviewed the notice of intent and all medical records supplied to me by Plaintiff's attorneys concerning the allegations in the notice."),
				p("3. The applicable standard of practice or care, the manner in which it was breached, the actions that should have been taken, and the manner in which the breach was a proximate cause of the injury are as stated in the notice of intent dated March 4, 2024, which I adopt."),
				ls("", "                                        /s/ Hollis P. Merriweather, M.D.", "                                        Hollis P. Merriweather, M.D.", "",
					"Subscribed and sworn to before me on August 27, 2024.", "/s/ Dana K. Whitlock", "Notary Public, Franklin County, Ohio", "My commission expires: May 9, 2027"),
			},
		}}

	answer := doc{name: "Answer and Affidavit of Meritorious Defense.pdf", font: "Times", size: 11, footer: "%d",
		pages: []page{
			with(capt("DEFENDANTS' ANSWER,\nAFFIRMATIVE DEFENSES AND\nRELIANCE ON JURY DEMAND"), []block{
				p("Defendants Tobias J. Wrenfield, M.D. and Riverbend Regional Medical Center, through their attorneys, Calloway Strand, P.C., answer the Complaint as follows:"),
				p("1. Admitted as to residence and the parties' status; denied that Riverbend is liable for the acts of independent physicians. 2. Defendants admit service of a notice of intent on March 4, 2024 and deny its allegations of breach. 3. Admitted that surgery was performed on October 19, 2022 and that Plaintiff was discharged on October 21, 2022; otherwise denied. 4. Denied."),
				cb("AFFIRMATIVE DEFENSES"),
				p("1. Plaintiff's condition on discharge was stable and she was instructed to return if her pain worsened. 2. Any damages must be reduced by Plaintiff's comparative fault and are subject to the limitation on noneconomic damages in MCL 600.1483."),
			}),
			{
				ls("Dated: November 1, 2024                 CALLOWAY STRAND, P.C.", "", "                                        /s/ Margarethe L. Szabo", "                                        Margarethe L. Szabo (P55678)", "                                        Attorneys for Defendants"), gap(),
				cb("AFFIDAVIT OF MERITORIOUS DEFENSE"), gap(),
				ls("STATE OF MICHIGAN    )", "                     ) ss.", "COUNTY OF KENT       )"), gap(),
				p("Anjali K. Ramaswamy-Pike, M.D., being first duly sworn, states that she is board certified in general surgery; that she has reviewed the complaint, the affidavit of merit and the medical records; and that in her opinion the care given to Plaintiff between October 19, 2022 and October 21, 2022 complied with the applicable standards, for the reasons that a bile leak was not clinically apparent on the day of discharge and that Plaintiff's white cell count had fallen by the morning of October 21, 2022."),
				ls("", "                                        /s/ Anjali K. Ramaswamy-Pike, M.D.", "                                        Anjali K. Ramaswamy-Pike, M.D.", "",
					"Subscribed and sworn to before me on October 28, 2024.", "/s/ Theresa M. Ouellette, Notary Public, Kent County, Michigan"), gap(),
				cb("PROOF OF SERVICE"),
				p("The undersigned certifies that on November 1, 2024 the foregoing was served on all counsel of record through the MiFILE e-filing system."),
				ls("/s/ Jolene V. Marchetti"),
			},
		}}

	order := doc{name: "Scheduling Order.pdf", font: "Helvetica", size: 10,
		footer: "Kent County Circuit Court, Civil Division | 180 Ottawa Avenue NW, Grand Rapids, MI 49503", footerAlign: "L",
		pages: []page{
			with(capt("SCHEDULING ORDER"), []block{
				p("A scheduling conference was held on November 19, 2024. IT IS ORDERED that the following deadlines apply and will not be extended except by order of the Court for good cause:"),
				row([]float64{0.65, 0.35}, "Event", "Deadline"),
				row([]float64{0.65, 0.35}, "Plaintiff's witness and expert lists", "January 10, 2025"),
				row([]float64{0.65, 0.35}, "Defendants' witness and expert lists", "February 14, 2025"),
				row([]float64{0.65, 0.35}, "Close of discovery", "June 30, 2025"),
				row([]float64{0.65, 0.35}, "Case evaluation (MCR 2.403)", "August 2025"),
				row([]float64{0.65, 0.35}, "Dispositive motions heard by", "August 29, 2025"),
				row([]float64{0.65, 0.35}, "Settlement conference", "September 15, 2025"),
				gap(),
				ls("Date: November 19, 2024                 /s/ Leonard M. Vukovich", "                                        Leonard M. Vukovich (P40122)", "                                        Circuit Court Judge"),
			}),
		}}

	return spec{
		name: "okafor-reyes-v-wrenfield-med-mal", title: "Okafor-Reyes v. Wrenfield, M.D. and Riverbend Regional Medical Center (Kent Cir. Ct. No. 24-08812-NH)",
		firstSight: &truth.Figures{PartyTruth: 13, PartyFound: 10, PartyCorrect: 6, EventTruth: 20, EventHits: 20, Grounded: 1}, // at commit f0a35fa
		docs:       []doc{noi, complaint, answer, order},
		parties: []truth.Party{
			{Name: "Delphine A. Okafor-Reyes", Role: "plaintiff"},
			{Name: "Delphine A. Okafor-Reyes", Role: "recipient"}, // copied on the notice
			{Name: "Tobias J. Wrenfield", Role: "defendant"},
			{Name: "Tobias J. Wrenfield", Role: "recipient"},
			{Name: "Riverbend Regional Medical Center", Role: "defendant"},
			{Name: "Riverbend Regional Medical Center", Role: "recipient"},
			{Name: "Renée Castellanos", Role: "counsel"},
			{Name: "Renée Castellanos", Role: "sender"},
			{Name: "Margarethe L. Szabo", Role: "counsel"},
			{Name: "Hollis P. Merriweather", Role: "declarant"},
			{Name: "Anjali K. Ramaswamy-Pike", Role: "declarant"},
			{Name: "Jolene V. Marchetti", Role: "declarant"}, // the proof of service
			{Name: "Leonard M. Vukovich", Role: "judge"},
		},
		events: []truth.Event{
			{Date: "2024-03-04", File: "Notice of Intent to File Claim.pdf", Page: 1},
			{Date: "2022-10-19", File: "Notice of Intent to File Claim.pdf", Page: 1},
			{Date: "2022-10-21", File: "Notice of Intent to File Claim.pdf", Page: 1},
			{Date: "2022-10-24", File: "Notice of Intent to File Claim.pdf", Page: 1},
			{Date: "2022-10-20", File: "Notice of Intent to File Claim.pdf", Page: 2},
			{Date: "2024-03-04", File: "Complaint and Affidavit of Merit.pdf", Page: 2},
			{Date: "2024-09-02", File: "Complaint and Affidavit of Merit.pdf", Page: 2},
			{Date: "2022-10-19", File: "Complaint and Affidavit of Merit.pdf", Page: 2},
			{Date: "2022-10-24", File: "Complaint and Affidavit of Merit.pdf", Page: 2},
			{Date: "2024-09-03", File: "Complaint and Affidavit of Merit.pdf", Page: 2},
			{Date: "2024-08-27", File: "Complaint and Affidavit of Merit.pdf", Page: 3},
			{Date: "2024-11-01", File: "Answer and Affidavit of Meritorious Defense.pdf", Page: 2},
			{Date: "2024-10-28", File: "Answer and Affidavit of Meritorious Defense.pdf", Page: 2},
			{Date: "2022-10-21", File: "Answer and Affidavit of Meritorious Defense.pdf", Page: 2},
			{Date: "2024-11-19", File: "Scheduling Order.pdf", Page: 1},
			{Date: "2025-01-10", File: "Scheduling Order.pdf", Page: 1},
			{Date: "2025-02-14", File: "Scheduling Order.pdf", Page: 1},
			{Date: "2025-06-30", File: "Scheduling Order.pdf", Page: 1},
			{Date: "2025-08-29", File: "Scheduling Order.pdf", Page: 1},
			{Date: "2025-09-15", File: "Scheduling Order.pdf", Page: 1},
		},
	}
}
