package sealed

import "pramaan/brief/truth"

// An appeal to the Board of Veterans' Appeals under the Appeals
// Modernization Act, on the hearing docket: a veteran appeals a regional
// office's denial of service connection for hearing loss and tinnitus and of
// a higher rating for a back condition. VA Form 10182 (numbered items in
// parts, masked identifiers, the date of birth, the representative, the
// docket check boxes, the issues table with the decision dates, the
// certification and the Board's receipt stamp, the form's edition in the
// footer); the transcript of the videoconference hearing (the cover with
// the docket number, "BEFORE:" the Veterans Law Judge, "APPEARANCES:" the
// service officer and the veteran's wife, testimony on numbered lines, the
// transcriber's certificate); and the Board's decision ("IN THE APPEAL OF",
// "Represented by", "Docket No.", "DATE:", ORDER, FINDINGS OF FACT,
// CONCLUSIONS OF LAW, REASONS AND BASES, a remand for a duty-to-assist
// error, the judge's initials and surname in capitals, "ATTORNEY FOR THE
// BOARD") with the notice of appellate rights.
//
// Conventions of this truth: the veteran, who appeals, is an appellant (the
// Board's process has no opposing party); he and his wife, who testified at
// the hearing, are witnesses; the veterans service organisation's service
// officer who represents him is counsel (the organisation gives no counsel);
// the Veterans Law Judge is a judge, keyed by the full name the transcript
// prints; the attorney for the Board, the transcriber, the VA examiner and
// the private audiologist named in the decision have no role; the veteran's
// certification on the form gives him no other role. The Board's receipt
// stamp is an event of the page it sits on; a date written in a page's text
// (the issues table's dates included) is an event of that page; a date of
// birth is not an event, nor are dates written by month and year only.
func init() { specs = append(specs, dunmoreBVA) }

func dunmoreBVA() spec {
	kv := []float64{0.45, 0.55}
	form := doc{name: "VA Form 10182 Notice of Disagreement.pdf", font: "Helvetica", size: 8.5,
		footer: "VA FORM 10182, FEB 2021", footerAlign: "L", footer2: "Page %d of %t",
		pages: []page{
			{
				stamp("RECEIVED", "BOARD OF VETERANS' APPEALS", "APR 12 2023"),
				row([]float64{0.6, 0.4}, "DEPARTMENT OF VETERANS AFFAIRS\nBoard of Veterans' Appeals", "OMB Approved No. 2900-0674\nRespondent Burden: 30 minutes"),
				cb("DECISION REVIEW REQUEST: BOARD APPEAL (NOTICE OF DISAGREEMENT)"),
				small(p("IMPORTANT: Please read the instructions on page 3 carefully before completing this form. You must file this form with the Board of Veterans' Appeals within one year from the date of the decision notice on the issue(s) you are appealing."), 8),
				rule(),
				lb("PART I - PERSONAL INFORMATION"),
				row(kv, "1. VETERAN'S NAME (First, Middle Initial, Last)", "LAMAR E. DUNMORE"),
				row(kv, "2. VETERAN'S SOCIAL SECURITY NUMBER", "XXX-XX-4187"),
				row(kv, "3. VA FILE NUMBER (If applicable)", "XXXXX4187"),
				row(kv, "4. VETERAN'S DATE OF BIRTH (MM/DD/YYYY)", "09/22/1984"),
				row(kv, "5. VETERAN'S SERVICE NUMBER (If applicable)", ""),
				row(kv, "6. INSURANCE POLICY NUMBER (If applicable)", ""),
				row(kv, "7. CLAIMANT'S NAME (If other than Veteran)", ""),
				row(kv, "8. CURRENT MAILING ADDRESS", "1408 Tallow Creek Lane, Clarksville, TN 37042"),
				row(kv, "9. TELEPHONE NUMBER", "(931) 555-0148"),
				row(kv, "10. E-MAIL ADDRESS", "ledunmore@mailbox.example"),
				row(kv, "11. REPRESENTATIVE'S NAME (If applicable)", "Veterans of Foreign Wars of the United States - Derrick O. Amankwah, Service Officer"),
				row(kv, "12. ARE YOU EXPERIENCING HOMELESSNESS?", "[ ] YES   [X] NO"),
				rule(),
				lb("PART II - BOARD REVIEW OPTION"),
				row(kv, "13. Select one:", "[ ] Direct Review by a Veterans Law Judge\n[ ] Evidence Submission Reviewed by a Veterans Law Judge\n[X] Hearing with a Veterans Law Judge"),
				row(kv, "13A. Hearing type:", "[ ] Central Office   [X] Videoconference   [ ] Virtual Tele-hearing"),
				rule(),
				lb("PART III - ISSUE(S) FOR REVIEW"),
				row([]float64{0.08, 0.67, 0.25}, "14.", "A. SPECIFIC ISSUE(S)", "B. DATE OF VA DECISION NOTICE"),
				row([]float64{0.08, 0.67, 0.25}, "1", "Service connection, bilateral hearing loss", "01/19/2023"),
				row([]float64{0.08, 0.67, 0.25}, "2", "Service connection, tinnitus", "01/19/2023"),
				row([]float64{0.08, 0.67, 0.25}, "3", "Increased evaluation, lumbosacral strain, currently 10 percent", "01/19/2023"),
				row([]float64{0.08, 0.67, 0.25}, "", "[ ] I have attached additional sheet(s)", ""),
			},
			{
				lb("PART IV - CERTIFICATION AND SIGNATURE"),
				p("I CERTIFY THAT the statements on this form are true and correct to the best of my knowledge and belief."),
				row([]float64{0.6, 0.4}, "15A. SIGNATURE OF APPELLANT OR APPOINTED REPRESENTATIVE\nLamar E. Dunmore", "15B. DATE SIGNED (MM/DD/YYYY)\n04/07/2023"),
				gap(),
				small(p("PENALTY: The law provides severe penalties which include fine or imprisonment, or both, for the willful submission of any statement or evidence of a material fact, knowing it to be false."), 8),
				rule(),
				lb("PRIVACY ACT NOTICE"),
				small(p("VA will not disclose information collected on this form to any source other than what has been authorized under the Privacy Act of 1974 or Title 38, Code of Federal Regulations 1.576 for routine uses as identified in the VA system of records, 58VA21/22/28, Compensation, Pension, Education, and Vocational Rehabilitation and Employment Records - VA. Your responses are used to determine your eligibility for review of a decision by the Board of Veterans' Appeals. Giving us the information is voluntary, but without it we may be unable to process your appeal."), 8),
				lb("RESPONDENT BURDEN"),
				small(p("We need this information to determine the Board review option you have selected. Title 38, United States Code, Section 7105 allows us to ask for this information. We estimate that you will need an average of 30 minutes to review the instructions, find the information, and complete this form. VA cannot conduct or sponsor a collection of information unless a valid OMB control number is displayed."), 8),
				lb("WHERE TO SEND THIS FORM"),
				small(p("Board of Veterans' Appeals, P.O. Box 27063, Washington, DC 20038, or by fax to (844) 678-8979, or in person at a VA regional office."), 8),
			},
		}}

	tx := func(lines ...string) block {
		out := make([]string, len(lines))
		for i, s := range lines {
			out[i] = itoa(i+1) + "  " + s
			if i+1 < 10 {
				out[i] = " " + out[i]
			}
		}
		return ls(out...)
	}
	transcript := doc{name: "Hearing Transcript.pdf", font: "Courier", size: 10,
		footer: "Docket No. 230412-351877 - Page %d", headerAlign: "R",
		pages: []page{
			{
				cb("BOARD OF VETERANS' APPEALS"), cb("DEPARTMENT OF VETERANS AFFAIRS"), gap(),
				c("In the Appeal of"), cb("LAMAR E. DUNMORE"), gap(),
				c("Docket No. 230412-351877"), gap(),
				cb("VIDEOCONFERENCE HEARING"), gap(),
				c("Held at: Nashville, Tennessee (Veteran)"), c("and Washington, D.C. (Veterans Law Judge)"), gap(),
				c("Date: March 12, 2024"), gap(),
				l("BEFORE:"), l("    HONORABLE KATHARINE L. WELLBORNE, Veterans Law Judge"), gap(),
				l("APPEARANCES:"),
				l("    For the Appellant:"),
				l("        DERRICK O. AMANKWAH, Service Officer"),
				l("        Veterans of Foreign Wars of the United States"), gap(),
				l("    Also present:"),
				l("        LORRAINE T. DUNMORE, the Veteran's spouse"), gap(),
				l("Transcribed by: Apex Transcription Services, LLC"),
			},
			{
				tx(
					"JUDGE WELLBORNE: We are on the record. Mr. Dunmore,",
					"do you swear the testimony you give today will be the",
					"truth?",
					"MR. DUNMORE: I do.",
					"MR. AMANKWAH: Mr. Dunmore, what was your job in the Army?",
					"MR. DUNMORE: 13B, cannon crewmember, on M109 howitzers.",
					"I was a gunner most of the time in Iraq.",
					"MR. AMANKWAH: Was there one day that stands out?",
					"MR. DUNMORE: March 29, 2008, near Baqubah. We fired",
					"counter-battery for about six hours. My ears rang for",
					"days. I reported to sick call on April 2, 2008 and",
					"they gave me cotton and told me to rest.",
					"MR. AMANKWAH: Has the ringing ever stopped?",
					"MR. DUNMORE: No, sir. It's there every night.",
					"JUDGE WELLBORNE: Mrs. Dunmore, do you swear your",
					"testimony will be the truth?",
					"MRS. DUNMORE: I do.",
					"MR. AMANKWAH: When did you meet your husband?",
					"MRS. DUNMORE: In 2010, when he was home on leave. He",
					"had the TV loud even then, and he asked me to repeat",
					"things all the time.",
					"MR. AMANKWAH: Judge, we will submit a private",
					"audiology opinion within the ninety-day window.",
					"JUDGE WELLBORNE: The record will be held open for",
					"ninety days for that evidence. We are off the record.",
				),
				gap(),
				cb("CERTIFICATE"),
				p("I certify that the foregoing is a true and accurate transcript of the digital recording of the hearing held on March 12, 2024, in the appeal of Lamar E. Dunmore, to the best of my ability."),
				ls("Apex Transcription Services, LLC", "Date: March 21, 2024"),
			},
		}}

	lb2 := func(s string) block { return lb(s) }
	decision := doc{name: "Board Decision.pdf", font: "Times", size: 11,
		footer: "Docket No. 230412-351877", footerAlign: "R",
		pages: []page{
			{
				cb("BOARD OF VETERANS' APPEALS"), cb("DEPARTMENT OF VETERANS AFFAIRS"), gap(),
				c("IN THE APPEAL OF"), cb("LAMAR E. DUNMORE"), c("Represented by"), c("Veterans of Foreign Wars of the United States"), gap(),
				row([]float64{0.5, 0.5}, "Docket No. 230412-351877", "DATE: July 18, 2024"), gap(),
				lb2("ORDER"),
				p("Service connection for bilateral hearing loss is granted."),
				p("Service connection for tinnitus is granted."),
				lb2("REMANDED"),
				p("Entitlement to a rating in excess of 10 percent for lumbosacral strain is remanded."),
				lb2("FINDINGS OF FACT"),
				p("1. The Veteran has a current bilateral hearing loss disability for VA purposes, and it is at least as likely as not related to acoustic trauma in service."),
				p("2. The Veteran's tinnitus began during active service and has continued since."),
				lb2("CONCLUSIONS OF LAW"),
				p("1. The criteria for service connection for bilateral hearing loss are met. 38 U.S.C. §§ 1110, 5107(b); 38 C.F.R. §§ 3.102, 3.303, 3.385."),
				p("2. The criteria for service connection for tinnitus are met. 38 U.S.C. §§ 1110, 5107(b); 38 C.F.R. §§ 3.102, 3.303."),
			},
			{
				lb2("REASONS AND BASES FOR FINDINGS AND CONCLUSIONS"),
				p("The Veteran served on active duty in the United States Army from June 2003 to August 2011, including service in Iraq as a cannon crewmember. The rating decision on appeal was issued on January 19, 2023. In the VA Form 10182 received on April 12, 2023, the Veteran elected the hearing docket. He testified before the undersigned Veterans Law Judge at a videoconference hearing on March 12, 2024, and his wife also testified. The Board may consider evidence submitted at the hearing or within 90 days after it. 38 C.F.R. § 20.302(a)."),
				p("Service connection - hearing loss and tinnitus. The Veteran's military occupational specialty is conceded to have involved high exposure to noise. His service treatment records show that he was seen at sick call on April 2, 2008 for ringing in the ears after a fire mission, and his separation audiogram shows a threshold shift at 4000 Hertz in each ear."),
				p("A VA examiner's opinion of December 6, 2022 found bilateral sensorineural hearing loss meeting 38 C.F.R. § 3.385 but concluded that it was less likely than not related to service because the separation audiogram was \"within normal limits.\" That rationale is inadequate: the absence of a hearing loss disability at separation does not bar service connection. Hensley v. Brown, 5 Vet. App. 155 (1993). The examiner also did not address the documented threshold shift."),
				p("By contrast, a private audiologist, Dr. Felicity N. Osterhout-Rao, Au.D., reviewed the service records and, in a report dated May 30, 2024, received within the 90-day window, opined that the hearing loss and tinnitus are at least as likely as not due to artillery noise, explaining the significance of the threshold shift. The Board finds this opinion more probative. The Veteran's and his wife's testimony about continuous ringing since 2008 is competent and credible. Resolving reasonable doubt in his favor, service connection for both disabilities is warranted."),
			},
			{
				lb2("REASONS FOR REMAND"),
				p("Lumbosacral strain. The Veteran's last VA spine examination took place on December 8, 2022, before the rating decision on appeal. At that examination he reported that he had an appointment for a lumbar MRI at the Tennessee Valley VA medical center, and the examiner noted that the results would be relevant; those records were not obtained before the rating decision. This is a pre-decisional duty-to-assist error, and the matter is REMANDED for the following action:"),
				p("Obtain all outstanding VA treatment records, including the lumbar MRI scheduled in December 2022, and then schedule the Veteran for a new VA examination of the lumbar spine, with findings under the General Rating Formula for Diseases and Injuries of the Spine and the DeLuca and Correia requirements."),
				gap(), gap(),
				ls("                                                            K. L. WELLBORNE", "                                                            Veterans Law Judge", "                                                            Board of Veterans' Appeals"),
				gap(),
				l("ATTORNEY FOR THE BOARD        M. Oyinlola-Burke, Associate Counsel"),
				gap(),
				small(p("The Board's decision on the issues granted above will be implemented by the agency of original jurisdiction, which will assign disability ratings and effective dates. The remanded issue is not a final decision of the Board and is not appealable."), 9.5),
			},
			{
				cb("YOUR RIGHTS TO SEEK FURTHER REVIEW OF THE BOARD'S DECISION"),
				p("The attached decision by the Board of Veterans' Appeals (Board) is the final decision for all issues addressed in the \"Order\" section of the decision. The Board may also choose to remand an issue or issues to the local VA office for additional development. If the Board did this in your case, then a \"Remand\" section follows the \"Order.\" You cannot file an appeal on the remanded issues at this time."),
				lb("How long do I have to start my appeal to the court?"),
				p("You have 120 days from the date this decision was mailed to you (as shown on the first page of this decision) to file a Notice of Appeal with the United States Court of Appeals for Veterans Claims (Court). If you also want to file a motion for reconsideration or a motion to vacate, you will still have time to appeal to the Court."),
				lb("How do I appeal to the United States Court of Appeals for Veterans Claims?"),
				p("Send your Notice of Appeal to the Court at: Clerk, U.S. Court of Appeals for Veterans Claims, 625 Indiana Avenue, NW, Suite 900, Washington, DC 20004-2950. You can get information about the Notice of Appeal, the procedure for filing a Notice of Appeal, the filing fee (or a motion to waive the filing fee if payment would cause financial hardship), and other matters covered by the Court's rules directly from the Court."),
				lb("Can I get free help in preparing and presenting my case?"),
				p("You may have a service organization representative or an accredited agent or attorney help you. An accredited representative, agent or attorney may not charge a fee for services provided before the date of the decision of the agency of original jurisdiction on the claim."),
				small(l("VA FORM 4597, JUN 2021"), 8),
			},
		}}

	const (
		ff = "VA Form 10182 Notice of Disagreement.pdf"
		ft = "Hearing Transcript.pdf"
		fd = "Board Decision.pdf"
	)
	return spec{
		name:       "in-the-appeal-of-dunmore-bva",
		title:      "In the Appeal of Lamar E. Dunmore (Board of Veterans' Appeals, Docket No. 230412-351877), service connection for hearing loss and tinnitus",
		firstSight: &truth.Figures{PartyTruth: 5, PartyFound: 3, PartyCorrect: 1, EventTruth: 16, EventHits: 16, Grounded: 1}, // at commit 78b7104
		docs:       []doc{form, transcript, decision},
		parties: []truth.Party{
			{Name: "Lamar E. Dunmore", Role: "appellant"},
			{Name: "Lamar E. Dunmore", Role: "witness"},
			{Name: "Lorraine T. Dunmore", Role: "witness"},
			{Name: "Derrick O. Amankwah", Role: "counsel"},
			{Name: "Katharine L. Wellborne", Role: "judge"},
		},
		events: []truth.Event{
			{Date: "2023-04-12", File: ff, Page: 1}, // the Board's receipt stamp
			{Date: "2023-01-19", File: ff, Page: 1},
			{Date: "2023-04-07", File: ff, Page: 2},
			{Date: "2024-03-12", File: ft, Page: 1},
			{Date: "2008-03-29", File: ft, Page: 2},
			{Date: "2008-04-02", File: ft, Page: 2},
			{Date: "2024-03-12", File: ft, Page: 2},
			{Date: "2024-03-21", File: ft, Page: 2},
			{Date: "2024-07-18", File: fd, Page: 1},
			{Date: "2023-01-19", File: fd, Page: 2},
			{Date: "2023-04-12", File: fd, Page: 2},
			{Date: "2024-03-12", File: fd, Page: 2},
			{Date: "2008-04-02", File: fd, Page: 2},
			{Date: "2022-12-06", File: fd, Page: 2},
			{Date: "2024-05-30", File: fd, Page: 2},
			{Date: "2022-12-08", File: fd, Page: 3},
		},
	}
}
