package samples

// DEV SET (held out at first sight): a trademark action in the Northern
// District of Illinois, motion practice. The court's stamp atop every page
// ("Case: 1:24-cv-03377 Document #: 18 Filed: 06/21/24 Page 1 of 2
// PageID #:88"); the defendant's notice of motion ("PLEASE TAKE NOTICE
// that on ..., or as soon thereafter as counsel may be heard, the
// undersigned shall appear before the Honorable X, or any judge sitting in
// her stead, in Courtroom 1925") with a certificate of service; a notice of
// Rule 30(b)(6) deposition with its topics and a service list ("TO:"
// counsel of record, firm and address, in two columns); and the district
// judge's memorandum opinion and order ("Plaintiff X sues Y for",
// "[18]" docket references, "BACKGROUND", "DISCUSSION", "CONCLUSION",
// "ENTERED:" over her signature and title, "Date:"). Courtrooms and
// courthouses named after people are places, not parties.
func init() { specs = append(specs, bellwether) }

func bellwether() matterSpec {
	court := []block{cb("IN THE UNITED STATES DISTRICT COURT"), cb("FOR THE NORTHERN DISTRICT OF ILLINOIS"), cb("EASTERN DIVISION"), gap()}
	capt := caption(")", []string{"BELLWETHER BREWING COMPANY,", "", "               Plaintiff,", "", "     v.", "", "BELLWEATHER SPIRITS LLC,", "", "               Defendant."},
		[]string{"", "", "Case No. 1:24-cv-03377", "", "Judge Gwendolyn R. Achterberg", "", "", "", ""})

	notice := doc{name: "ECF 18 Notice of Motion.pdf", font: "Times", size: 12,
		header: "Case: 1:24-cv-03377 Document #: 18 Filed: 06/21/24 Page %d of %t PageID #:88",
		pages: []page{
			append(append([]block{}, court...), capt, gap(),
				cb("NOTICE OF MOTION"), gap(),
				l("TO: All counsel of record"),
				p("PLEASE TAKE NOTICE that on Tuesday, July 9, 2024, at 9:15 a.m., or as soon thereafter as counsel may be heard, the undersigned shall appear before the Honorable Gwendolyn R. Achterberg, or any judge sitting in her stead, in Courtroom 1925 of the Everett McKinley Dirksen United States Courthouse, 219 South Dearborn Street, Chicago, Illinois, and shall then and there present DEFENDANT'S MOTION TO DISMISS COUNTS II AND III OF THE COMPLAINT, a copy of which is served upon you."),
				ls("Dated: June 21, 2024                      Respectfully submitted,", "", "                                          BELLWEATHER SPIRITS LLC", "",
					"                                          By: /s/ Theodore J. Kasprzak", "                                              One of Its Attorneys"),
				gap(),
				ls("Theodore J. Kasprzak (ARDC No. 6280114)", "Ruth O. Adeyemi (ARDC No. 6345021)", "KASPRZAK ADEYEMI LLP", "155 North Wacker Drive, Suite 4250", "Chicago, Illinois 60606", "(312) 555-0191 | tkasprzak@kalaw.com"),
			),
			{
				cb("CERTIFICATE OF SERVICE"),
				p("The undersigned, an attorney, certifies that on June 21, 2024, he caused the foregoing Notice of Motion and the motion it describes to be filed with the Clerk of Court using the CM/ECF system, which will send notification of the filing to all counsel of record."),
				ls("", "                                          /s/ Theodore J. Kasprzak"),
			},
		}}

	depo := doc{name: "Notice of Rule 30(b)(6) Deposition of Plaintiff.pdf", font: "Times", size: 11.5,
		pages: []page{
			append(append([]block{}, court...), capt, gap(),
				cb("DEFENDANT'S NOTICE OF RULE 30(b)(6) DEPOSITION"), cb("OF PLAINTIFF BELLWETHER BREWING COMPANY"), gap(),
				p("PLEASE TAKE NOTICE that, under Federal Rule of Civil Procedure 30(b)(6), Defendant Bellweather Spirits LLC will take the deposition upon oral examination of Plaintiff Bellwether Brewing Company on September 17, 2024, beginning at 9:00 a.m., at the offices of Kasprzak Adeyemi LLP, 155 North Wacker Drive, Suite 4250, Chicago, Illinois, before a certified court reporter, and recorded by stenographic and audiovisual means. Plaintiff shall designate one or more persons to testify on its behalf on the following matters:"),
				p("1. The adoption and first use of the BELLWETHER mark, including the first sale in Illinois alleged to have occurred on April 4, 2016."),
				p("2. Plaintiff's knowledge of Defendant and its BELLWEATHER bourbon before the cease-and-desist letter of November 2, 2023."),
				p("3. Instances of actual confusion, including those alleged in paragraph 31 of the Complaint."),
				ls("Dated: August 23, 2024                    /s/ Ruth O. Adeyemi", "                                          Ruth O. Adeyemi", "                                          Counsel for Defendant"),
			),
			{
				cb("SERVICE LIST"), gap(),
				ls("Marcus D. Feeney                          Aurelia M. Santangelo",
					"FEENEY IP GROUP, P.C.                     FEENEY IP GROUP, P.C.",
					"33 West Monroe Street, Suite 1800         33 West Monroe Street, Suite 1800",
					"Chicago, Illinois 60603                   Chicago, Illinois 60603",
					"mfeeney@feeneyip.com                      asantangelo@feeneyip.com",
					"Counsel for Plaintiff                     Counsel for Plaintiff"),
				gap(),
				p("Served by electronic mail on August 23, 2024."),
			},
		}}

	opinion := doc{name: "ECF 31 Memorandum Opinion and Order.pdf", font: "Times", size: 12,
		header: "Case: 1:24-cv-03377 Document #: 31 Filed: 08/20/24 Page %d of %t PageID #:412",
		pages: []page{
			append(append([]block{}, court...), capt, gap(),
				cb("MEMORANDUM OPINION AND ORDER"), gap(),
				p("Plaintiff Bellwether Brewing Company sues Defendant Bellweather Spirits LLC for trademark infringement under the Lanham Act (Count I), violation of the Illinois Uniform Deceptive Trade Practices Act (Count II), and common-law unfair competition (Count III). Defendant moves to dismiss Counts II and III [18]. For the reasons below, the motion is granted as to Count II and denied as to Count III."),
				cb("BACKGROUND"),
				p("The Court takes the Complaint's well-pleaded facts as true. Plaintiff has brewed and sold beer under the BELLWETHER mark in Chicago since 2016 and registered the mark on March 7, 2017. Defendant, a Kentucky distillery, launched BELLWEATHER bourbon in Illinois on August 14, 2023. Plaintiff sent a cease-and-desist letter on November 2, 2023 and filed this suit on April 25, 2024."),
			),
			{
				cb("DISCUSSION"),
				p("Count II seeks damages, but the Illinois Uniform Deceptive Trade Practices Act affords only injunctive relief to a party likely to be damaged, and Count II alleges no future harm apart from that pleaded in Count I. Count III, by contrast, states a claim: the common-law tort of unfair competition tracks the Lanham Act, and Defendant does not argue that Count I fails."),
				cb("CONCLUSION"),
				p("Defendant's motion to dismiss [18] is granted in part and denied in part. Count II is dismissed without prejudice. Plaintiff may file an amended complaint by September 10, 2024. Defendant shall answer the remaining counts by September 24, 2024."),
				ls("", "                                          ENTERED:", "", "                                          /s/ Gwendolyn R. Achterberg",
					"                                          ______________________________", "                                          Gwendolyn R. Achterberg",
					"                                          United States District Judge", "", "Date: August 20, 2024"),
			},
		}}

	return matterSpec{
		name: "bellwether-v-bellweather", title: "Bellwether Brewing Co. v. Bellweather Spirits LLC (N.D. Ill., No. 1:24-cv-03377)", heldOut: true,
		firstSight: &Figures{PartyTruth: 7, PartyFound: 7, PartyCorrect: 5, EventTruth: 16, EventHits: 16, Grounded: 1}, // at 5745bf8
		docs:       []doc{notice, depo, opinion},
		parties: []Party{
			{"Bellwether Brewing Company", "plaintiff"},
			{"Bellweather Spirits LLC", "defendant"},
			{"Theodore J. Kasprzak", "counsel"},
			{"Ruth O. Adeyemi", "counsel"},
			{"Marcus D. Feeney", "counsel"},
			{"Aurelia M. Santangelo", "counsel"},
			{"Gwendolyn R. Achterberg", "judge"},
		},
		events: []Event{
			{"2024-06-21", "ECF 18 Notice of Motion.pdf", 1},
			{"2024-07-09", "ECF 18 Notice of Motion.pdf", 1},
			{"2024-06-21", "ECF 18 Notice of Motion.pdf", 2},
			{"2024-09-17", "Notice of Rule 30(b)(6) Deposition of Plaintiff.pdf", 1},
			{"2016-04-04", "Notice of Rule 30(b)(6) Deposition of Plaintiff.pdf", 1},
			{"2023-11-02", "Notice of Rule 30(b)(6) Deposition of Plaintiff.pdf", 1},
			{"2024-08-23", "Notice of Rule 30(b)(6) Deposition of Plaintiff.pdf", 1},
			{"2024-08-23", "Notice of Rule 30(b)(6) Deposition of Plaintiff.pdf", 2},
			{"2024-08-20", "ECF 31 Memorandum Opinion and Order.pdf", 1},
			{"2017-03-07", "ECF 31 Memorandum Opinion and Order.pdf", 1},
			{"2023-08-14", "ECF 31 Memorandum Opinion and Order.pdf", 1},
			{"2023-11-02", "ECF 31 Memorandum Opinion and Order.pdf", 1},
			{"2024-04-25", "ECF 31 Memorandum Opinion and Order.pdf", 1},
			{"2024-09-10", "ECF 31 Memorandum Opinion and Order.pdf", 2},
			{"2024-09-24", "ECF 31 Memorandum Opinion and Order.pdf", 2},
			{"2024-08-20", "ECF 31 Memorandum Opinion and Order.pdf", 2},
		},
	}
}
