package samples

// The ninth held-out matter, written after the fixes from the eight
// earlier ones. Its first score (parties recall 0.89, precision 0.89;
// dated events 1.00; grounded 1.00) led to two general rules ("S.D." is not
// an initial; "(“Gulfstream” or the “Company”)" names a party by its second
// term); it is no longer held out. A Title VII case in the
// Southern District of Texas: an EEOC charge with dashed dates, a dismissal
// and notice of rights ("To:" / "On behalf of the Commission"), a "§"
// caption in capitals with "VS.", a declaration that begins "My name is",
// a settlement agreement "entered into by" its parties, Texas
// "Attorney-in-Charge" signature blocks, and an order of dismissal.
func init() { specs = append(specs, pierce) }

func pierce() matterSpec {
	court := []block{cb("IN THE UNITED STATES DISTRICT COURT"), cb("FOR THE SOUTHERN DISTRICT OF TEXAS"), cb("HOUSTON DIVISION"), gap()}
	capt := caption("§", []string{"YOLANDA PIERCE,", "     Plaintiff,", "", "VS.", "", "GULFSTREAM LOGISTICS, INC.,", "     Defendant."},
		[]string{"", "", "CIVIL ACTION NO. 4:23-cv-00412", "", "JURY TRIAL DEMANDED"})

	charge := doc{name: "EEOC Charge.pdf", font: "Helvetica", size: 9,
		header: "EEOC Form 5 (11/09)",
		pages: []page{{
			cb("CHARGE OF DISCRIMINATION"), c("Charge Presented To: EEOC   Charge No. 460-2022-03317"), gap(),
			ls("Name (indicate Mr., Ms., Mrs.): Ms. Yolanda Pierce", "Street Address: 4410 Bellaire Blvd., Apt. 12, Houston, TX 77025",
				"Named is the Employer, Labor Organization, Employment Agency, or Apprenticeship Committee:", "Name: Gulfstream Logistics, Inc.   No. Employees: 201-500",
				"DISCRIMINATION BASED ON: Sex, Retaliation", "DATE(S) DISCRIMINATION TOOK PLACE: Earliest 03-15-2022   Latest 05-02-2022"),
			gap(),
			p("THE PARTICULARS ARE: I was hired by Gulfstream as a dispatch supervisor in 2019. On March 15, 2022 I complained to Human Resources that my manager, Wade Tillman, made repeated sexual comments to me. On May 2, 2022 I was discharged, supposedly for a scheduling error."),
			p("I declare under penalty of perjury that the above is true and correct."),
			ls("Date: 06/20/2022   Charging Party Signature: /s/ Yolanda Pierce"),
		}}}

	notice := doc{name: "EEOC Dismissal and Notice of Rights.pdf", font: "Helvetica", size: 10,
		pages: []page{{
			cb("U.S. EQUAL EMPLOYMENT OPPORTUNITY COMMISSION"), cb("DISMISSAL AND NOTICE OF RIGHTS"), gap(),
			ls("To: Yolanda Pierce", "    4410 Bellaire Blvd., Apt. 12", "    Houston, TX 77025", "", "From: Houston District Office", "      1919 Smith Street, 7th Floor", "      Houston, TX 77002"),
			gap(),
			ls("EEOC Charge No.: 460-2022-03317"),
			p("The EEOC is closing its file on this charge because it is unable to conclude that the information obtained establishes violations of the statutes. This is your NOTICE OF RIGHT TO SUE. Your lawsuit must be filed WITHIN 90 DAYS of your receipt of this notice."),
			ls("On behalf of the Commission", "", "/s/ Harold T. Basquez", "Harold T. Basquez, District Director", "", "Date Mailed: November 28, 2022"),
		}}}

	complaint := doc{name: "Original Complaint.pdf", font: "Times", size: 12,
		header: "Case 4:23-cv-00412   Document 1   Filed on 02/06/23 in TXSD   Page %d of %t",
		pages: []page{
			append(append([]block{}, court...), capt, gap(),
				cb("PLAINTIFF'S ORIGINAL COMPLAINT"), gap(),
				p("Plaintiff Yolanda Pierce (\"Pierce\") files this Original Complaint against Defendant Gulfstream Logistics, Inc. (\"Gulfstream\") under Title VII of the Civil Rights Act of 1964, and respectfully shows:"),
				p("1. Pierce exhausted her administrative remedies. She filed a charge with the EEOC on June 20, 2022 and received a notice of right to sue mailed November 28, 2022."),
				p("2. On March 15, 2022, Pierce reported sexual harassment by her manager, Wade Tillman, to Gulfstream's human resources department."),
			),
			{
				p("3. Seven weeks later, on May 2, 2022, Gulfstream fired Pierce."),
				p("4. Gulfstream's stated reason, a single scheduling error on April 28, 2022, is a pretext for retaliation."),
				ls("Respectfully submitted,", "", "WHITLEY EMPLOYMENT LAW, PLLC", "", "By: /s/ Dana Whitley", "Dana Whitley", "Attorney-in-Charge", "Texas Bar No. 24088811", "S.D. Tex. Bar No. 2251133", "2500 CityWest Blvd., Suite 300, Houston, Texas 77042", "ATTORNEY FOR PLAINTIFF"),
			},
		}}

	decl := doc{name: "Declaration of Trevor McAllister.pdf", font: "Times", size: 12,
		pages: []page{
			append(append([]block{}, court...), capt, gap(),
				cb("DECLARATION OF TREVOR McALLISTER"), gap(),
				p("1. My name is Trevor McAllister. I am over eighteen years of age and the Director of Human Resources for Gulfstream Logistics, Inc."),
				p("2. Gulfstream received Ms. Pierce's complaint about Mr. Tillman on March 15, 2022 and opened an investigation the next day, March 16, 2022."),
				p("3. The decision to terminate Ms. Pierce was made by the Vice President of Operations, who did not know of her complaint."),
				p("I declare under penalty of perjury that the foregoing is true and correct. Executed in Harris County, Texas, on the 5th day of June, 2023."),
				ls("/s/ Trevor McAllister"),
			),
		}}

	settlement := doc{name: "Settlement Agreement.pdf", font: "Helvetica", size: 10,
		footer: "Confidential - Page %d",
		pages: []page{
			{
				cb("CONFIDENTIAL SETTLEMENT AGREEMENT AND RELEASE"), gap(),
				p("This Confidential Settlement Agreement and Release (the \"Agreement\") is entered into by Yolanda Pierce (\"Employee\") and Gulfstream Logistics, Inc. (\"Gulfstream\" or the \"Company\"), effective July 24, 2023."),
				p("1. Payment. The Company shall pay Employee the gross sum of $85,000 within fourteen (14) days after the Effective Date."),
				p("2. Dismissal. Within five (5) business days after receipt of payment, Employee shall file a stipulation of dismissal with prejudice of Civil Action No. 4:23-cv-00412."),
			},
			{},
			{
				ls("EMPLOYEE:", "/s/ Yolanda Pierce", "Yolanda Pierce", "Date: 7/24/2023", "", "GULFSTREAM LOGISTICS, INC.", "By: /s/ Carla Jensen", "Carla Jensen, Chief Executive Officer", "Date: 7/25/2023"),
			},
		}}

	order := doc{name: "Order of Dismissal.pdf", font: "Times", size: 12,
		header: "Case 4:23-cv-00412   Document 31   Filed on 08/14/23 in TXSD   Page %d of %t",
		pages: []page{
			append(append([]block{}, court...), capt, gap(),
				cb("ORDER OF DISMISSAL WITH PREJUDICE"), gap(),
				p("Before the Court is the parties' Joint Stipulation of Dismissal filed August 10, 2023 (Dkt. 30). Plaintiff's claims against Defendant Gulfstream Logistics, Inc. are DISMISSED WITH PREJUDICE, each party to bear its own costs."),
				p("Signed on August 14, 2023, at Houston, Texas."),
				gap(),
				ls("                                        ______________________________", "                                        GEORGE C. LINDQVIST", "                                        UNITED STATES DISTRICT JUDGE"),
			),
		}}

	return matterSpec{
		name: "pierce-v-gulfstream", title: "Pierce v. Gulfstream Logistics, Inc. (S.D. Tex.)", heldOut: false,
		docs: []doc{charge, notice, complaint, decl, settlement, order},
		parties: []Party{
			{"Yolanda Pierce", "plaintiff"},
			{"Gulfstream Logistics, Inc.", "defendant"},
			{"Gulfstream Logistics, Inc.", "respondent"}, // the employer its charge is brought against
			{"Dana Whitley", "counsel"},
			{"Trevor McAllister", "declarant"},
			{"Yolanda Pierce", "recipient"},
			{"Harold T. Basquez", "sender"},
			{"Yolanda Pierce", "party"},
			{"Gulfstream Logistics, Inc.", "party"},
			{"George C. Lindqvist", "judge"},
		},
		events: []Event{
			{"2022-03-15", "EEOC Charge.pdf", 1},
			{"2022-05-02", "EEOC Charge.pdf", 1},
			{"2022-06-20", "EEOC Charge.pdf", 1},
			{"2022-11-28", "EEOC Dismissal and Notice of Rights.pdf", 1},
			{"2023-02-06", "Original Complaint.pdf", 1},
			{"2022-06-20", "Original Complaint.pdf", 1},
			{"2022-11-28", "Original Complaint.pdf", 1},
			{"2022-03-15", "Original Complaint.pdf", 1},
			{"2022-05-02", "Original Complaint.pdf", 2},
			{"2022-04-28", "Original Complaint.pdf", 2},
			{"2022-03-15", "Declaration of Trevor McAllister.pdf", 1},
			{"2022-03-16", "Declaration of Trevor McAllister.pdf", 1},
			{"2023-06-05", "Declaration of Trevor McAllister.pdf", 1},
			{"2023-07-24", "Settlement Agreement.pdf", 1},
			{"2023-07-24", "Settlement Agreement.pdf", 3},
			{"2023-07-25", "Settlement Agreement.pdf", 3},
			{"2023-08-14", "Order of Dismissal.pdf", 1},
			{"2023-08-10", "Order of Dismissal.pdf", 1},
		},
	}
}
