package samples

// DEV SET (held out at first sight): a supply-contract and guaranty suit in
// the North Carolina Superior Court (Mecklenburg County). The State's
// caption ("STATE OF NORTH CAROLINA" and "IN THE GENERAL COURT OF
// JUSTICE / SUPERIOR COURT DIVISION" side by side, "COUNTY OF MECKLENBURG"
// beside the file number "24 CVS 018842", the parties and their labels
// over a ")" rule, the title at the right); the verified complaint
// ("NOW COMES Plaintiff", "This the 14th day of May, 2024.", "N.C. State
// Bar No." under each lawyer, the company president's verification before
// a notary, "My Commission Expires:"); the subpoena on the Administrative
// Office of the Courts' form AOC-G-100 (labels above their values: "Name Of
// Plaintiff", "Name Of Defendant", "Name And Address Of Person
// Subpoenaed", check boxes, "Date Specified", the applicant's attorney box,
// a blank return of service, the form number and revision in the footer)
// with the lawyer's certificate of service on the other side's lawyers;
// the defendants' answer and counterclaim (the guarantor called "Judge"
// by her surname, numbered defences, "WHEREFORE", a certificate of
// service signed by an associate not in the signature block); and an email
// printed from Outlook (the mailbox owner's name at the top, the reply's
// "From: Last, First <address>", "Sent:", "To:" and "Cc:" lines with
// "Last, First" names separated by ";", a "Name | Partner" signature, and
// the quoted original below with its own header). The guarantor's surname
// is "Judge". The company's president who verifies is its declarant; the
// lender summoned to produce records is a third party; the lawyer who
// certifies service is counsel; a notary and a lender's records custodian
// are no parties; copies in an email are its recipients.
func init() { specs = append(specs, piedmontloom) }

func piedmontloom() matterSpec {
	head := func(title ...string) []block {
		right := append([]string{"IN THE GENERAL COURT OF JUSTICE", "    SUPERIOR COURT DIVISION", "        24 CVS 018842", "", ""}, title...)
		return []block{caption("", []string{"STATE OF NORTH CAROLINA", "", "COUNTY OF MECKLENBURG", "", ""}, right[:5]),
			caption(")", []string{
				"PIEDMONT LOOM & MILLWORK, INC.,",
				"",
				"                 Plaintiff,",
				"",
				"        v.",
				"",
				"TESSALY BUILDERS GROUP, LLC and",
				"MARIAN E. JUDGE,",
				"",
				"                 Defendants.",
			}, append([]string{"", ""}, title...)),
			gap()}
	}

	complaint := doc{name: "Verified Complaint.pdf", font: "Times", size: 11.5,
		pages: []page{
			append(head("VERIFIED COMPLAINT", "(Jury Trial Demanded)"),
				p("NOW COMES Plaintiff Piedmont Loom & Millwork, Inc. (\"Piedmont\"), by and through its undersigned counsel, and complaining of Defendants Tessaly Builders Group, LLC (\"Tessaly\") and Marian E. Judge, alleges and says as follows:"),
				cb("PARTIES, JURISDICTION AND VENUE"),
				p("1. Piedmont is a North Carolina corporation with its principal office in Gastonia, Gaston County, North Carolina. It manufactures architectural millwork and custom cabinetry."),
				p("2. Tessaly is a North Carolina limited liability company with its principal office in Charlotte, Mecklenburg County. It is a general contractor."),
				p("3. Defendant Marian E. Judge is a citizen and resident of Mecklenburg County and is Tessaly's sole member and manager."),
				p("4. This Court has jurisdiction under N.C. Gen. Stat. 7A-240 and 7A-243, and venue is proper in this County under N.C. Gen. Stat. 1-79 and 1-82."),
				cb("FACTS"),
				p("5. On February 6, 2023 Piedmont and Tessaly entered into a Supply Agreement under which Piedmont would fabricate and deliver the millwork for the Laurel Commons apartments at 1400 Parkwood Avenue, Charlotte (the \"Project\"), for $1,126,500."),
			),
			{
				p("6. The same day, Ms. Judge signed a Personal Guaranty of Tessaly's payment obligations under the Supply Agreement."),
				p("7. Piedmont delivered all of the millwork between June 19, 2023 and December 8, 2023. Tessaly's project superintendent signed each delivery ticket without exception."),
				p("8. Tessaly paid Piedmont's invoices through August 2023 but has paid nothing since. Piedmont's invoices dated September 29, 2023, October 31, 2023 and December 15, 2023 remain unpaid in the amount of $418,260."),
				p("9. By letter of February 20, 2024 Piedmont demanded payment from Tessaly and from Ms. Judge under the Guaranty. Neither has paid."),
				cb("FIRST CLAIM FOR RELIEF (Breach of Contract - Tessaly)"),
				p("10. Tessaly breached the Supply Agreement by failing to pay for conforming goods that it accepted. Piedmont has been damaged in the amount of $418,260, plus contractual interest at 1.5% per month."),
				cb("SECOND CLAIM FOR RELIEF (Breach of Guaranty - Judge)"),
				p("11. Ms. Judge unconditionally guaranteed Tessaly's payment obligations and is liable to Piedmont for the same amount."),
				p("WHEREFORE, Piedmont prays the Court that it have and recover of Defendants, jointly and severally, $418,260 with interest, attorneys' fees under N.C. Gen. Stat. 6-21.6 as the Supply Agreement provides, and the costs of this action; and that all issues of fact be tried by a jury."),
				ls("This the 14th day of May, 2024.",
					"",
					"                                        WARD BRISCOE PLLC",
					"",
					"                                        By: /s/ Thomas E. Ward",
					"                                        Thomas E. Ward",
					"                                        N.C. State Bar No. 41277",
					"                                        Kelsey A. Noor",
					"                                        N.C. State Bar No. 55902",
					"                                        301 S. College Street, Suite 2300",
					"                                        Charlotte, North Carolina 28202",
					"                                        Telephone: (704) 555-0182",
					"                                        tward@wardbriscoe.com",
					"                                        Attorneys for Plaintiff"),
			},
			{
				cb("VERIFICATION"),
				ls("STATE OF NORTH CAROLINA", "COUNTY OF GASTON"),
				gap(),
				p("Dwayne A. Hollister, being first duly sworn, deposes and says that he is the President of Piedmont Loom & Millwork, Inc.; that he has read the foregoing Verified Complaint and knows the contents thereof; that the same is true of his own knowledge, except as to matters therein stated upon information and belief, and as to those matters he believes them to be true; and that he is authorized to make this verification on Piedmont's behalf."),
				ls("", "                                        /s/ Dwayne A. Hollister",
					"                                        Dwayne A. Hollister, President"),
				gap(),
				p("Sworn to and subscribed before me this 13th day of May, 2024."),
				ls("/s/ Beverly J. Tillotson", "Notary Public", "Printed Name: Beverly J. Tillotson", "My Commission Expires: 09/30/2027", "[NOTARIAL SEAL]"),
			},
		}}

	subpoena := doc{name: "Subpoena to Queen City Commercial Lending.pdf", font: "Helvetica", size: 9.5,
		footer: "AOC-G-100, Rev. 6/19     (Over)     Material opposite unmarked squares is to be disregarded.",
		pages: []page{
			{
				ls("STATE OF NORTH CAROLINA                                        File No.",
					"                                                               24 CVS 018842",
					"                   Mecklenburg County                           In The General Court Of Justice",
					"                                                               [ ] District [X] Superior Court Division",
					"___________________________________________________________________________________________",
					"Name Of Plaintiff",
					"PIEDMONT LOOM & MILLWORK, INC.",
					"                              VERSUS                                       SUBPOENA",
					"Name Of Defendant(s)",
					"TESSALY BUILDERS GROUP, LLC, et al.                                G.S. 1A-1, Rule 45; 8-59, -61, -63",
					"___________________________________________________________________________________________",
					"Party Requesting Subpoena                  NOTE TO PARTIES NOT REPRESENTED BY COUNSEL: Subpoenas may be",
					"[X] State/Plaintiff   [ ] Defendant        produced by the Clerk of Superior Court or by an attorney.",
					"___________________________________________________________________________________________",
					"Name And Address Of Person Subpoenaed              Alternate Address",
					"Queen City Commercial Lending, LLC",
					"Attn: Custodian of Records",
					"4400 Sharon Road, Suite 810",
					"Charlotte, NC 28211",
					"___________________________________________________________________________________________",
					"YOU ARE COMMANDED TO:",
					"[ ] appear and testify, in the above entitled action, before the court at the place, date and time indicated below.",
					"[ ] appear and testify, in the above entitled action, at a deposition at the place, date and time indicated below.",
					"[X] produce and permit inspection and copying of the following items, at the place, date and time indicated below.",
					"___________________________________________________________________________________________",
					"Name And Location Of Court/Place Of Deposition/Place To Produce",
					"Ward Briscoe PLLC, 301 S. College Street, Suite 2300, Charlotte, NC 28202",
					"Date Specified: 08/12/2024                Time Specified: 10:00 AM",
					"___________________________________________________________________________________________"),
				p("All loan applications, draw requests, construction budgets, lien waivers and payment records submitted by or for Tessaly Builders Group, LLC concerning the Laurel Commons project from January 1, 2023 to the present, including any sworn statement identifying Piedmont Loom & Millwork, Inc. as a subcontractor or supplier."),
				ls("___________________________________________________________________________________________",
					"Name And Address Of Applicant Or Applicant's Attorney          Date",
					"Thomas E. Ward                                                 07/19/2024",
					"Ward Briscoe PLLC                                              Signature",
					"301 S. College Street, Suite 2300                              /s/ Thomas E. Ward",
					"Charlotte, NC 28202                                            [ ] Deputy CSC  [ ] Assistant CSC",
					"Telephone No. (704) 555-0182                                   [ ] Clerk Of Superior Court",
					"                                                               [X] Attorney/Applicant"),
			},
			{
				cb("RETURN OF SERVICE"),
				ls("I certify this subpoena was received and served on the person subpoenaed as follows:",
					"By: [ ] personal delivery   [ ] registered or certified mail, receipt requested and attached",
					"    [ ] telephone communication (For use only by the sheriff's office for witness subpoena to testify)",
					"    [ ] I was unable to serve this subpoena.",
					"Service Fee  $__________       Date Served ____________",
					"Signature Of Authorized Server ________________________   Name Of Sheriff ____________________"),
				gap(),
				cb("CERTIFICATE OF SERVICE"),
				p("The undersigned certifies that on July 19, 2024 a copy of the foregoing Subpoena was served on counsel for Defendants by electronic mail and by depositing it in the United States Mail, first-class postage prepaid, addressed as follows:"),
				ls("        Rhiannon P. Castellow",
					"        Castellow Tate LLP",
					"        200 South Tryon Street, Suite 1500",
					"        Charlotte, NC 28202",
					"        rcastellow@castellowtate.com",
					"        Counsel for Defendants"),
				gap(),
				ls("This the 19th day of July, 2024.", "",
					"                                        /s/ Thomas E. Ward",
					"                                        Thomas E. Ward"),
			},
		}}

	answer := doc{name: "Answer and Counterclaim.pdf", font: "Times", size: 11.5,
		pages: []page{
			append(head("DEFENDANTS' ANSWER,", "AFFIRMATIVE DEFENSES", "AND COUNTERCLAIM"),
				p("Defendants Tessaly Builders Group, LLC (\"Tessaly\") and Marian E. Judge (\"Judge\"), by and through counsel, answer the Verified Complaint of Plaintiff Piedmont Loom & Millwork, Inc. (\"Piedmont\") as follows:"),
				cb("FIRST DEFENSE"),
				p("1-4. Admitted, except that Judge denies that she is Tessaly's sole member; she holds a sixty percent membership interest."),
				p("5-6. Admitted that the Supply Agreement and the Personal Guaranty were signed on February 6, 2023. The documents speak for themselves, and any characterization of them is denied."),
				p("7. Denied. The cabinetry delivered on October 24, 2023 was the wrong finish and was rejected in writing on October 27, 2023."),
				p("8-11. Denied."),
				cb("SECOND DEFENSE (Setoff and Recoupment)"),
				p("Tessaly is entitled to set off the $96,400 it paid another supplier to replace the rejected cabinetry and the liquidated damages of $62,000 the Project owner assessed for late completion."),
				cb("COUNTERCLAIM"),
				p("1. Piedmont's late and nonconforming deliveries delayed the Project's certificate of occupancy from January 15, 2024 to March 11, 2024, and Tessaly has been damaged in an amount exceeding $158,400."),
			),
			{
				p("WHEREFORE, Defendants pray that Plaintiff have and recover nothing; that Tessaly have and recover of Piedmont an amount exceeding $158,400; and that the costs be taxed against Piedmont."),
				ls("This the 22nd day of July, 2024.",
					"",
					"                                        CASTELLOW TATE LLP",
					"",
					"                                        /s/ Rhiannon P. Castellow",
					"                                        Rhiannon P. Castellow",
					"                                        N.C. State Bar No. 38814",
					"                                        200 South Tryon Street, Suite 1500",
					"                                        Charlotte, North Carolina 28202",
					"                                        Telephone: (704) 555-0161",
					"                                        Attorneys for Defendants"),
				gap(),
				cb("CERTIFICATE OF SERVICE"),
				p("I hereby certify that the foregoing Defendants' Answer, Affirmative Defenses and Counterclaim was served this day through the Court's electronic filing system, which will send notice to counsel of record, and by electronic mail addressed to Thomas E. Ward and Kelsey A. Noor, Ward Briscoe PLLC, 301 S. College Street, Suite 2300, Charlotte, NC 28202, attorneys for Plaintiff."),
				ls("This the 22nd day of July, 2024.", "",
					"                                        /s/ Owen B. Staley",
					"                                        Owen B. Staley",
					"                                        N.C. State Bar No. 60114"),
			},
		}}

	email := doc{name: "Email Castellow to Ward re QCCL production and depositions.pdf", font: "Helvetica", size: 10,
		pages: []page{{
			small(l("Thomas E. Ward"), 13),
			c("________________________________________________________________________________"),
			ls("From:          Castellow, Rhiannon <rcastellow@castellowtate.com>",
				"Sent:          Thursday, September 12, 2024 5:07 PM",
				"To:            Ward, Thomas",
				"Cc:            Staley, Owen; Noor, Kelsey",
				"Subject:       RE: Piedmont Loom v. Tessaly - QCCL production / depositions"),
			gap(),
			ls("Tom,", "",
				"We have the QCCL production, thanks. Ms. Judge can sit for her deposition on October 9, 2024 at our",
				"office, starting at 9:30. We will want Mr. Hollister the following week; please give us dates.", "",
				"Rhiannon", "",
				"Rhiannon P. Castellow | Partner",
				"Castellow Tate LLP | 200 South Tryon Street, Suite 1500 | Charlotte, NC 28202",
				"D 704.555.0161 | rcastellow@castellowtate.com"),
			gap(),
			ls("From: Ward, Thomas <tward@wardbriscoe.com>",
				"Sent: Tuesday, September 10, 2024 11:26 AM",
				"To: Castellow, Rhiannon <rcastellow@castellowtate.com>",
				"Cc: Noor, Kelsey <knoor@wardbriscoe.com>",
				"Subject: Piedmont Loom v. Tessaly - QCCL production / depositions"),
			gap(),
			ls("Rhiannon,", "",
				"Queen City Commercial Lending produced its records on August 30, 2024; a copy of the production",
				"(QCCL 0001-0947) is at the link below. We would like to take Ms. Judge's deposition on October 8",
				"or 9, 2024. Please let me know which day works.", "",
				"Thanks,", "Tom", "",
				"Thomas E. Ward",
				"Ward Briscoe PLLC | 301 S. College Street, Suite 2300 | Charlotte, NC 28202 | 704.555.0182"),
			gap(),
			small(p("This electronic mail transmission may contain confidential or privileged information. If you believe you have received this message in error, please notify the sender by reply transmission and delete the message without copying or disclosing it."), 8),
			gap(),
			small(r("1"), 8),
		}}}

	const (
		fCompl = "Verified Complaint.pdf"
		fSubp  = "Subpoena to Queen City Commercial Lending.pdf"
		fAns   = "Answer and Counterclaim.pdf"
		fMail  = "Email Castellow to Ward re QCCL production and depositions.pdf"
	)
	return matterSpec{
		name: "piedmont-loom-v-tessaly", title: "Piedmont Loom & Millwork, Inc. v. Tessaly Builders Group, LLC and Marian E. Judge (N.C. Super. Ct., Mecklenburg County, 24 CVS 018842)", heldOut: true,
		firstSight: &Figures{PartyTruth: 15, PartyFound: 16, PartyCorrect: 13, EventTruth: 24, EventHits: 24, Grounded: 1}, // at d1fcf33
		docs:       []doc{complaint, subpoena, answer, email},
		parties: []Party{
			{"Piedmont Loom & Millwork, Inc.", "plaintiff"},
			{"Tessaly Builders Group, LLC", "defendant"},
			{"Marian E. Judge", "defendant"},
			{"Thomas E. Ward", "counsel"},
			{"Thomas E. Ward", "sender"},
			{"Thomas E. Ward", "recipient"},
			{"Kelsey A. Noor", "counsel"},
			{"Kelsey A. Noor", "recipient"},
			{"Rhiannon P. Castellow", "counsel"},
			{"Rhiannon P. Castellow", "sender"},
			{"Rhiannon P. Castellow", "recipient"},
			{"Owen B. Staley", "counsel"},
			{"Owen B. Staley", "recipient"},
			{"Dwayne A. Hollister", "declarant"},
			{"Queen City Commercial Lending, LLC", "third party"},
		},
		events: []Event{
			{"2024-05-14", fCompl, 2},
			{"2023-02-06", fCompl, 1},
			{"2023-06-19", fCompl, 2},
			{"2023-12-08", fCompl, 2},
			{"2023-09-29", fCompl, 2},
			{"2023-10-31", fCompl, 2},
			{"2023-12-15", fCompl, 2},
			{"2024-02-20", fCompl, 2},
			{"2024-05-13", fCompl, 3},
			{"2024-08-12", fSubp, 1},
			{"2023-01-01", fSubp, 1},
			{"2024-07-19", fSubp, 1},
			{"2024-07-19", fSubp, 2},
			{"2024-07-22", fAns, 2},
			{"2023-02-06", fAns, 1},
			{"2023-10-24", fAns, 1},
			{"2023-10-27", fAns, 1},
			{"2024-01-15", fAns, 1},
			{"2024-03-11", fAns, 1},
			{"2024-09-12", fMail, 1},
			{"2024-10-09", fMail, 1},
			{"2024-09-10", fMail, 1},
			{"2024-08-30", fMail, 1},
			{"2024-10-08", fMail, 1},
		},
	}
}
