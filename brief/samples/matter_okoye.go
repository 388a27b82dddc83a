package samples

// HELD OUT (frozen): an employment discrimination matter from the agency
// charge to the federal complaint. An EEOC charge form (form number at the
// top, "Charge Presented To:", labelled boxes whose column headings sit
// above their values: "Name (indicate Mr., Ms., Mrs.)  Home Phone  Year of
// Birth", "DATE(S) DISCRIMINATION TOOK PLACE Earliest Latest" over
// "01-09-2023 06-30-2023", check boxes, "Date  Charging Party Signature"
// under the signature line); the agency's notice of right to sue ("To:",
// "From:", a digital signature with its date, "cc:"); and an N.D. Ill.
// complaint with "Case: 1:24-cv-04012 Document #: 1 Filed: 05/14/24 Page 1
// of 3 PageID #:1" on every page, signed "One of Her Attorneys" with an ARDC
// number. The employer is the charge's respondent and the complaint's
// defendant.
func init() { specs = append(specs, okoye) }

func okoye() matterSpec {
	charge := doc{name: "EEOC Charge 440-2023-04417.pdf", font: "Helvetica", size: 9.5,
		header: "EEOC Form 5 (11/09)",
		pages: []page{{
			cb("CHARGE OF DISCRIMINATION"),
			ls("This form is affected by the Privacy Act of 1974. See enclosed Privacy Act Statement.",
				"Charge Presented To:        Agency(ies) Charge No(s):",
				"   [ ] FEPA",
				"   [X] EEOC                 440-2023-04417",
				"Illinois Department of Human Rights and EEOC",
				"__________________________________________________________________________________________",
				"Name (indicate Mr., Ms., Mrs.)                          Home Phone              Year of Birth",
				"Ms. Adaeze N. Okoye                                     (312) 555-0148          1984",
				"Street Address                          City, State and ZIP Code",
				"4120 N. Kedzie Ave., Apt. 3             Chicago, IL 60618",
				"__________________________________________________________________________________________",
				"Named is the Employer, Labor Organization, Employment Agency, Apprenticeship Committee, or State or",
				"Local Government Agency That I Believe Discriminated Against Me or Others.",
				"Name                                                    No. Employees, Members   Phone No.",
				"Lakeshore Precision Components, Inc.                    201 - 500                (847) 555-0100",
				"Street Address                          City, State and ZIP Code",
				"1850 Touhy Avenue                       Elk Grove Village, IL 60007",
				"__________________________________________________________________________________________",
				"DISCRIMINATION BASED ON (Check appropriate box(es).)          DATE(S) DISCRIMINATION TOOK PLACE",
				"                                                              Earliest          Latest",
				"[X] RACE  [ ] COLOR  [X] SEX  [ ] RELIGION  [ ] NATIONAL ORIGIN   01-09-2023        06-30-2023",
				"[X] RETALIATION  [ ] AGE  [ ] DISABILITY                          [ ] CONTINUING ACTION",
				"__________________________________________________________________________________________",
				"THE PARTICULARS ARE (If additional paper is needed, attach extra sheet(s)):"),
			p("I. I was hired by Respondent on or about March 14, 2019 as a Quality Engineer. I am Black and female. On January 9, 2023 I complained to Human Resources that my supervisor assigned the overnight audits only to me and the one other Black engineer, and that I had been passed over for promotion in favor of a less experienced white male colleague."),
			p("II. After my complaint I was placed on a performance improvement plan, and on June 30, 2023 I was discharged. The reason given, failure to meet documentation targets, is a pretext."),
			p("III. I believe that I have been discriminated against because of my race and sex, and retaliated against for complaining, in violation of Title VII of the Civil Rights Act of 1964, as amended."),
			ls("I want this charge filed with both the EEOC and the State or local Agency, if any.",
				"I declare under penalty of perjury that the above is true and correct.",
				"",
				"Jul 27, 2023                  /s/ Adaeze N. Okoye",
				"______________________________________________________",
				"Date                          Charging Party Signature"),
		}}}

	notice := doc{name: "EEOC Notice of Right to Sue.pdf", font: "Helvetica", size: 10.5,
		header: "EEOC Form 161-B (01/2022)",
		pages: []page{{
			cb("U.S. EQUAL EMPLOYMENT OPPORTUNITY COMMISSION"), c("Chicago District Office"), c("230 S. Dearborn Street, Suite 1866"), c("Chicago, IL 60604"), gap(),
			cb("DETERMINATION AND NOTICE OF RIGHTS"), c("(Issued on request)"), gap(),
			ls("To: Adaeze N. Okoye", "    4120 N. Kedzie Ave., Apt. 3", "    Chicago, IL 60618", "", "From: Chicago District Office", "", "EEOC Charge No. 440-2023-04417"),
			gap(),
			cb("NOTICE TO THE PERSON AGGRIEVED:"),
			p("You requested that the EEOC issue this Notice of Right to Sue before 180 days have passed since the filing of the charge. The EEOC is terminating its processing of this charge."),
			p("This is official notice from the EEOC of the dismissal of your charge and of your right to sue. If you choose to file a lawsuit against the respondent(s) on this charge under federal law in federal or state court, your lawsuit must be filed WITHIN 90 DAYS of your receipt of this notice."),
			ls("On behalf of the Commission:", "", "Digitally Signed By: Amrith Kaur", "03/18/2024", "", "Amrith Kaur", "District Director", "",
				"cc: Melissa J. Tran, Esq.", "    Vance Holloway LLP (for Respondent)"),
		}}}

	court := []block{cb("IN THE UNITED STATES DISTRICT COURT"), cb("FOR THE NORTHERN DISTRICT OF ILLINOIS"), cb("EASTERN DIVISION"), gap()}
	complaint := doc{name: "Complaint.pdf", font: "Times", size: 12,
		header: "Case: 1:24-cv-04012 Document #: 1 Filed: 05/14/24 Page %d of %t PageID #:%d",
		pages: []page{
			append(append([]block{}, court...),
				caption(")", []string{"ADAEZE N. OKOYE,", "", "               Plaintiff,", "", "     v.", "", "LAKESHORE PRECISION COMPONENTS, INC.,", "an Illinois corporation,", "", "               Defendant."}, []string{"", "Case No. 1:24-cv-04012", "", "", "", "JURY DEMANDED"}),
				gap(), cb("COMPLAINT"), gap(),
				p("Plaintiff Adaeze N. Okoye, by her attorneys, complains against Defendant Lakeshore Precision Components, Inc. (\"Lakeshore\") as follows:"),
				p("1. This is an action under Title VII of the Civil Rights Act of 1964, 42 U.S.C. Section 2000e et seq., for race and sex discrimination and retaliation."),
			),
			{
				p("2. Lakeshore hired Plaintiff as a Quality Engineer on March 14, 2019. Her performance reviews for 2020 and 2021 rated her \"exceeds expectations.\""),
				p("3. On January 9, 2023 Plaintiff complained in writing to Lakeshore's Human Resources department of race and sex discrimination. Lakeshore placed her on a performance improvement plan three weeks later and discharged her on June 30, 2023."),
				p("4. Plaintiff filed a charge of discrimination with the EEOC on July 27, 2023. The EEOC issued a notice of right to sue on March 18, 2024, and this Complaint is filed within ninety days of its receipt."),
			},
			{
				p("WHEREFORE, Plaintiff asks the Court to enter judgment in her favor and award back pay, compensatory and punitive damages, and her attorneys' fees and costs."),
				ls("                                   Respectfully submitted,", "", "                                   ADAEZE N. OKOYE", "", "                                   By: /s/ Tomasz Kowal", "                                   One of Her Attorneys", "",
					"Tomasz Kowal (ARDC No. 6321984)", "KOWAL EMPLOYMENT LAW, LLC", "55 W. Monroe Street, Suite 3200", "Chicago, Illinois 60603", "(312) 555-0193", "tkowal@kowalemploymentlaw.com"),
			},
		}}

	return matterSpec{
		name: "okoye-v-lakeshore", title: "Okoye v. Lakeshore Precision Components, Inc. (EEOC; N.D. Ill.)", heldOut: true,
		firstSight: &Figures{PartyTruth: 9, PartyFound: 6, PartyCorrect: 6, EventTruth: 11, EventHits: 11, Grounded: 1},
		docs:       []doc{charge, notice, complaint},
		parties: []Party{
			{"Adaeze N. Okoye", "plaintiff"},
			{"Adaeze N. Okoye", "declarant"},
			{"Adaeze N. Okoye", "recipient"},
			{"Lakeshore Precision Components, Inc.", "defendant"},
			{"Lakeshore Precision Components, Inc.", "respondent"},
			{"Amrith Kaur", "sender"},
			{"Melissa J. Tran", "recipient"},
			{"Melissa J. Tran", "counsel"},
			{"Tomasz Kowal", "counsel"},
		},
		events: []Event{
			{"2019-03-14", "EEOC Charge 440-2023-04417.pdf", 1},
			{"2023-01-09", "EEOC Charge 440-2023-04417.pdf", 1},
			{"2023-06-30", "EEOC Charge 440-2023-04417.pdf", 1},
			{"2023-07-27", "EEOC Charge 440-2023-04417.pdf", 1},
			{"2024-03-18", "EEOC Notice of Right to Sue.pdf", 1},
			{"2024-05-14", "Complaint.pdf", 1},
			{"2019-03-14", "Complaint.pdf", 2},
			{"2023-01-09", "Complaint.pdf", 2},
			{"2023-06-30", "Complaint.pdf", 2},
			{"2023-07-27", "Complaint.pdf", 2},
			{"2024-03-18", "Complaint.pdf", 2},
		},
	}
}
