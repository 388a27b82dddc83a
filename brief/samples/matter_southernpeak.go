package samples

// The eighth held-out matter, written after the fixes from the seven
// earlier ones. Its first score (parties recall 0.73, precision 1.00; dated
// events 1.00; grounded 1.00) led to general rules (a "JUDGE NAME"
// signature line, insurance declarations naming the insurer and the named
// insured); it is no longer held out. An insurance coverage
// case in the Superior Court of Fulton County, Georgia: a declaratory
// judgment complaint, policy declarations with "Named Insured:", a
// reservation-of-rights letter, a Georgia-style affidavit, an answer by one
// defendant, an email with quoted names, and an order signed by "JUDGE X".
func init() { specs = append(specs, southernPeak) }

func southernPeak() matterSpec {
	court := []block{cb("IN THE SUPERIOR COURT OF FULTON COUNTY"), cb("STATE OF GEORGIA"), gap()}
	capt := ls("SOUTHERN PEAK MUTUAL INSURANCE COMPANY,", "", "          Plaintiff,", "", "v.                                         CIVIL ACTION FILE", "                                           NO. 2023CV381144", "BRADLEY HOLT and RIVERBEND", "CONSTRUCTION, LLC,", "", "          Defendants.")
	complaint := doc{name: "Complaint for Declaratory Judgment.pdf", font: "Times", size: 12,
		pages: []page{
			append(append([]block{}, court...), capt, gap(),
				cb("COMPLAINT FOR DECLARATORY JUDGMENT"), gap(),
				p("Plaintiff Southern Peak Mutual Insurance Company (\"Southern Peak\") files this Complaint for Declaratory Judgment under O.C.G.A. § 9-4-2 and shows the Court as follows:"),
				p("1. Southern Peak issued commercial general liability Policy No. CGL-4471882 to Riverbend Construction, LLC (\"Riverbend\") for the policy period 01/01/2022 to 01/01/2023."),
				p("2. On or about July 9, 2022, Bradley Holt fell from scaffolding at a Riverbend job site in Alpharetta and was seriously injured."),
			),
			{
				p("3. On 10/3/2022 Holt sued Riverbend in the State Court of Fulton County. Riverbend tendered the suit to Southern Peak."),
				p("4. The Policy excludes bodily injury to an employee of the insured arising out of and in the course of employment. Holt was Riverbend's employee when he fell."),
				p("WHEREFORE, Southern Peak asks the Court to declare that it owes Riverbend no duty to defend or indemnify it against Holt's suit."),
				gap(),
				ls("This 14th day of February, 2023.", "", "DRAKE WELLINGTON LLP", "", "/s/ Olivia Drake", "Olivia Drake", "Georgia Bar No. 228190", "3344 Peachtree Road NE, Suite 1600", "Atlanta, Georgia 30326", "Counsel for Plaintiff"),
			},
		}}

	policy := doc{name: "Policy Declarations.pdf", font: "Helvetica", size: 9,
		header: "CGL-4471882  DEC 01",
		pages: []page{{
			cb("COMMERCIAL GENERAL LIABILITY DECLARATIONS"), gap(),
			ls("Insurer: Southern Peak Mutual Insurance Company", "Policy Number: CGL-4471882",
				"Named Insured: Riverbend Construction, LLC", "Mailing Address: 1180 Old Milton Parkway, Alpharetta, GA 30009",
				"Policy Period: From 01/01/2022 To 01/01/2023 at 12:01 A.M. Standard Time"),
			gap(),
			ls("Each Occurrence Limit: $1,000,000", "General Aggregate Limit: $2,000,000"),
			gap(),
			p("In return for the payment of the premium, and subject to all the terms of this policy, we agree with you to provide the insurance as stated in this policy."),
			ls("Countersigned: 12/20/2021   By: /s/ Authorized Representative"),
		}}}

	ror := doc{name: "Reservation of Rights Letter.pdf", font: "Times", size: 12,
		pages: []page{{
			cb("SOUTHERN PEAK MUTUAL INSURANCE COMPANY"), c("Claims Department | P.O. Box 4410 | Macon, GA 31208"), gap(),
			l("August 22, 2022"), gap(),
			ls("VIA CERTIFIED MAIL", "", "Mr. Dennis Carver", "Riverbend Construction, LLC", "1180 Old Milton Parkway", "Alpharetta, GA 30009"), gap(),
			l("Re: Insured: Riverbend Construction, LLC; Claimant: Bradley Holt; Date of Loss: 07/09/2022"), gap(),
			p("Dear Mr. Carver:"),
			p("Southern Peak will provide Riverbend a defense against Mr. Holt's claim under a full reservation of rights, including the right to deny coverage under the Employer's Liability exclusion and to seek a declaration that no coverage exists."),
			p("Sincerely,"),
			ls("Katherine Bloom", "Senior Claims Examiner"),
		}}}

	affidavit := doc{name: "Affidavit of Dennis Carver.pdf", font: "Times", size: 12,
		pages: []page{
			append(append([]block{}, court...), capt, gap(),
				cb("AFFIDAVIT OF DENNIS CARVER"), gap(),
				p("Personally appeared before the undersigned officer, duly authorized to administer oaths, DENNIS CARVER, who, after being duly sworn, deposes and states as follows:"),
				p("1. I am the owner and president of Riverbend Construction, LLC."),
				p("2. Bradley Holt was never on Riverbend's payroll. From June 1, 2022 he worked for Riverbend as an independent framing subcontractor and invoiced us weekly."),
			),
			{
				ls("FURTHER AFFIANT SAYETH NOT.", "", "/s/ Dennis Carver", "DENNIS CARVER"),
				gap(),
				ls("Sworn to and subscribed before me", "this 2nd day of May, 2023.", "", "/s/ Janelle Price", "Notary Public"),
			},
		}}

	answer := doc{name: "Holt Answer.pdf", font: "Times", size: 12,
		pages: []page{
			append(append([]block{}, court...), capt, gap(),
				cb("ANSWER OF DEFENDANT BRADLEY HOLT"), gap(),
				p("Defendant Bradley Holt answers the Complaint for Declaratory Judgment as follows:"),
				p("1. Holt admits that Southern Peak issued the Policy to Riverbend."),
				p("2. Holt admits that he was injured on July 9, 2022, and denies that he was Riverbend's employee. Riverbend engaged him as a subcontractor on June 1, 2022."),
				p("3. Holt denies that Southern Peak is entitled to any of the relief it seeks."),
				ls("Respectfully submitted this 20th day of March, 2023.", "", "/s/ Marcus Greene", "Marcus Greene", "Georgia Bar No. 310447", "GREENE INJURY LAW", "Attorney for Defendant Bradley Holt"),
			),
		}}

	email := doc{name: "Bloom email 2022-08-15.pdf", font: "Helvetica", size: 10,
		pages: []page{{
			ls("From: Katherine Bloom", "Sent: Monday, August 15, 2022 11:05 AM", "To: 'Dennis Carver'", "Subject: Holt incident - recorded statement"),
			gap(),
			p("Mr. Carver, thank you for your time on the phone today. To complete our investigation please send Mr. Holt's W-2 or 1099 forms for 2022 and any written agreement with him."),
			p("Katherine Bloom | Senior Claims Examiner | Southern Peak Mutual"),
		}}}

	order := doc{name: "Order on Cross-Motions.pdf", font: "Times", size: 12,
		pages: []page{
			append(append([]block{}, court...), capt, gap(),
				cb("ORDER ON CROSS-MOTIONS FOR SUMMARY JUDGMENT"), gap(),
				p("The Court heard argument on the parties' cross-motions on September 18, 2023. Because a genuine dispute exists as to whether Holt was Riverbend's employee or an independent contractor, both motions are DENIED. The case shall appear on the trial calendar beginning January 22, 2024."),
				p("SO ORDERED this 9th day of October, 2023."),
				gap(),
				ls("______________________________", "JUDGE ELAINE B. FORTSON", "Superior Court of Fulton County", "Atlanta Judicial Circuit"),
			),
		}}

	return matterSpec{
		name: "southern-peak-v-holt", title: "Southern Peak Mutual Insurance Co. v. Holt (Ga. Super. Ct., Fulton County)", heldOut: false,
		docs: []doc{complaint, policy, ror, affidavit, answer, email, order},
		parties: []Party{
			{"Southern Peak Mutual Insurance Company", "plaintiff"},
			{"Bradley Holt", "defendant"},
			{"Riverbend Construction, LLC", "defendant"},
			{"Olivia Drake", "counsel"},
			{"Marcus Greene", "counsel"},
			{"Katherine Bloom", "sender"},
			{"Dennis Carver", "recipient"},
			{"Dennis Carver", "declarant"},
			{"Riverbend Construction, LLC", "party"},
			{"Southern Peak Mutual Insurance Company", "party"},
			{"Elaine B. Fortson", "judge"},
		},
		events: []Event{
			{"2022-01-01", "Complaint for Declaratory Judgment.pdf", 1},
			{"2023-01-01", "Complaint for Declaratory Judgment.pdf", 1},
			{"2022-07-09", "Complaint for Declaratory Judgment.pdf", 1},
			{"2022-10-03", "Complaint for Declaratory Judgment.pdf", 2},
			{"2023-02-14", "Complaint for Declaratory Judgment.pdf", 2},
			{"2022-01-01", "Policy Declarations.pdf", 1},
			{"2023-01-01", "Policy Declarations.pdf", 1},
			{"2021-12-20", "Policy Declarations.pdf", 1},
			{"2022-08-22", "Reservation of Rights Letter.pdf", 1},
			{"2022-07-09", "Reservation of Rights Letter.pdf", 1},
			{"2022-06-01", "Affidavit of Dennis Carver.pdf", 1},
			{"2023-05-02", "Affidavit of Dennis Carver.pdf", 2},
			{"2022-07-09", "Holt Answer.pdf", 1},
			{"2022-06-01", "Holt Answer.pdf", 1},
			{"2023-03-20", "Holt Answer.pdf", 1},
			{"2022-08-15", "Bloom email 2022-08-15.pdf", 1},
			{"2023-09-18", "Order on Cross-Motions.pdf", 1},
			{"2024-01-22", "Order on Cross-Motions.pdf", 1},
			{"2023-10-09", "Order on Cross-Motions.pdf", 1},
		},
	}
}
