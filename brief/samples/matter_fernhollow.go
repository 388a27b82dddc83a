package samples

// DEV SET (held out at first sight): an opposition before the USPTO's
// Trademark Trial and Appeal Board, from the notice of opposition to the
// Board's final decision. The notice of opposition as ESTTA files it: the
// generated cover sheet first ("Trademark Trial and Appeal Board
// Electronic Filing System. https://estta.uspto.gov", "ESTTA Tracking
// number:", "Filing date: 02/14/2024", "Notice is hereby given that the
// following party opposes registration of the indicated application.",
// labelled rows with the labels at the left and their values beside them:
// "Opposer Information" with "Name", "Entity", "Citizenship", "Address",
// "Attorney information" with the lawyer, firm, "Primary email:" and
// "Secondary email(s):" naming a second lawyer only by his address,
// "Applicant Information" with "Application No", "Publication date",
// "Opposition Filing Date", "Opposition Period Ends", the applicant and
// its address, "Goods/Services Affected by Opposition" with "First Use: 0",
// "Grounds for Opposition", "Marks Cited by Opposer as Basis for
// Opposition" with the registration's dates and "First Use: 2009/06/15",
// "Attachments", and "Signature /X/ / Name / Date"), then the pleading
// ("In the matter of Application Serial No. ...", "For the mark:",
// "Published in the Official Gazette on", a ")"-ruled caption "Opposer, v.
// ..., Applicant." beside a blank "Opposition No.", numbered allegations,
// a count under Section 2(d), "By: /X/" over two lawyers and "Attorneys
// for Opposer" over the client); the applicant's answer with its own ESTTA
// cover ("Proceeding", "Party  Defendant" over the applicant's name,
// "Correspondence Address" in capitals, "Submission  Answer", "Filer's
// Name"), numbered answers, affirmative defenses naming the applicant's
// founder, and a certificate of service on the opposer's lawyer by email;
// and the Board's final decision ("THIS OPINION IS NOT A PRECEDENT OF THE
// TTAB" at the top right, "Mailed:", the parties centred between rules,
// counsel "X and Y of Firm, for Z.", "Before A, B, and C, Administrative
// Trademark Judges.", "Opinion by B, Administrative Trademark Judge:",
// bracketed footnote numbers, the record with testimony declarations by
// TTABVUE docket entry, the opposer's president cross-examined, du Pont
// and other cases cited, "Decision:").
// Conventions: the opposer is the plaintiff and the applicant the
// defendant (as the Board's rules put them, and as ESTTA's "Party
// Defendant" prints it). Each lawyer who signs or is named for a side is
// counsel; a lawyer shown only by an email address is no party. The
// Administrative Trademark Judges, named by surname only, are judges keyed
// by the surname (as the Appellate Division panel in doran-v-pinebrook).
// The opposer's president and the applicant's founder, whose testimony
// declarations the decision weighs (and the president cross-examined),
// are witnesses, not declarants: their declarations are only cited (as in
// penhallow-v-marchbank). The firms, the USPTO and the parties of cases
// cited are no parties. Every full date printed is an event on its page:
// the ESTTA cover's filing, publication, period-end, registration and
// first-use dates too; "First Use: 0" and years alone are none.
func init() { specs = append(specs, fernhollow) }

func fernhollow() matterSpec {
	const (
		nopF = "Notice of Opposition - ESTTA1334127.pdf"
		ansF = "Opposition No. 91281234 - Applicant's Answer.pdf"
		decF = "Opposition No. 91281234 - Final Decision.pdf"
	)
	board := []block{cb("IN THE UNITED STATES PATENT AND TRADEMARK OFFICE"), cb("BEFORE THE TRADEMARK TRIAL AND APPEAL BOARD"), gap()}
	parties := []string{
		"FERNHOLLOW PROVISIONS, INC.,",
		"",
		"                    Opposer,",
		"",
		"          v.",
		"",
		"ASHBY CREEK TRADING CO., LLC,",
		"",
		"                    Applicant.",
	}

	nop := doc{name: nopF, font: "Helvetica", size: 9, unicode: true,
		pages: []page{
			append(append([]block{
				ls("Trademark Trial and Appeal Board Electronic Filing System. https://estta.uspto.gov",
					"",
					"ESTTA Tracking number:      ESTTA1334127",
					"Filing date:                02/14/2024"),
				gap()}, board...),
				cb("Notice of Opposition"),
				l("Notice is hereby given that the following party opposes registration of the indicated application."),
				gap(),
				cb("Opposer Information"),
				ls("Name                        Fernhollow Provisions, Inc.",
					"Address                     88 Depot Street",
					"                            Stowe, VT 05672",
					"                            UNITED STATES",
					"Entity                      Corporation                          Citizenship          Vermont",
					""),
				ls("Attorney                    Margaret T. Ellison",
					"information                 Ellison Varga LLP",
					"                            150 Bank Street, Suite 300",
					"                            Burlington, VT 05401",
					"                            UNITED STATES",
					"                            Primary email: docketing@ellisonvarga.com",
					"                            Secondary email(s): mellison@ellisonvarga.com, nruggles@ellisonvarga.com",
					"                            802-555-0161",
					"Docket Number               4471-003",
					""),
				cb("Applicant Information"),
				ls("Application No              97812345                             Publication date     01/16/2024",
					"Opposition Filing           02/14/2024                           Opposition           02/15/2024",
					"Date                                                             Period Ends",
					"Applicant                   Ashby Creek Trading Co., LLC",
					"                            1420 Riverside Drive",
					"                            Asheville, NC 28801",
					"                            UNITED STATES",
					""),
				cb("Goods/Services Affected by Opposition"),
				ls("Class 030. First Use: 0 First Use In Commerce: 0",
					"All goods and services in the class are opposed, namely: Barbecue sauce; hot sauce; spice rubs; meat marinades",
					""),
				cb("Grounds for Opposition"),
				ls("Priority and likelihood of confusion                             Trademark Act Section 2(d)"),
			),
			{
				cb("Marks Cited by Opposer as Basis for Opposition"),
				ls("U.S. Registration No.       5214873                              Application Date     09/12/2016",
					"Registration Date           06/06/2017                           Foreign Priority     NONE",
					"                                                                 Date",
					"Word Mark                   FERNHOLLOW",
					"Design Mark",
					"Description of Mark         NONE",
					"Goods/Services              Class 030. First use: First Use: 2009/06/15 First Use In Commerce: 2009/06/15",
					"                            Maple syrup; pancake and waffle mixes; barbecue sauce; mustard; maple candy",
					"",
					"Attachments                 86712240#TMSN.png( bytes )",
					"                            Notice of Opposition - FERN HOLLOW SMOKEHOUSE.pdf(214880 bytes )",
					"",
					"Signature                   /Margaret T. Ellison/",
					"Name                        Margaret T. Ellison",
					"Date                        02/14/2024"),
			},
			append(append([]block{}, board...),
				ls("In the matter of Application Serial No. 97/812,345",
					"For the mark: FERN HOLLOW SMOKEHOUSE",
					"Published in the Official Gazette on January 16, 2024"),
				gap(),
				caption(")", parties, []string{"", "", "", "", "Opposition No. ______________", "", "", "", ""}),
				gap(),
				cb("NOTICE OF OPPOSITION"),
				p("Fernhollow Provisions, Inc. (\"Opposer\"), a Vermont corporation with its principal place of business at 88 Depot Street, Stowe, Vermont 05672, believes that it will be damaged by registration of the mark FERN HOLLOW SMOKEHOUSE shown in Application Serial No. 97/812,345 (the \"Application\"), filed by Ashby Creek Trading Co., LLC (\"Applicant\"), and hereby opposes the same. As grounds for opposition, Opposer alleges as follows:"),
				p("1. Opposer has produced and sold maple syrup, pancake and waffle mixes, sauces and condiments under the mark FERNHOLLOW since at least as early as June 15, 2009, and is the owner of U.S. Registration No. 5,214,873 for the standard character mark FERNHOLLOW, issued June 6, 2017, for \"maple syrup; pancake and waffle mixes; barbecue sauce; mustard; maple candy\" in International Class 30 (the \"FERNHOLLOW Registration\")."),
				p("2. The FERNHOLLOW Registration is valid and subsisting, and Opposer's combined declaration under Sections 8 and 15 of the Trademark Act was accepted and acknowledged on July 19, 2023. The registration is incontestable under Section 15 of the Trademark Act, 15 U.S.C. § 1065."),
				p("3. Opposer's FERNHOLLOW products are sold in more than 1,400 grocery and specialty food stores in thirty-one states and through Opposer's website. Opposer's barbecue sauces have been sold under the mark since 2014."),
				p("4. On August 30, 2023, Applicant filed the Application under Section 1(b) of the Trademark Act, 15 U.S.C. § 1051(b), on the basis of an intent to use the mark FERN HOLLOW SMOKEHOUSE for \"barbecue sauce; hot sauce; spice rubs; meat marinades\" in International Class 30. The Application was published for opposition in the Official Gazette on January 16, 2024."),
			),
			{
				p("5. Opposer's rights in the FERNHOLLOW mark are prior to any date on which Applicant can rely, including the filing date of the Application."),
				cb("COUNT I - PRIORITY AND LIKELIHOOD OF CONFUSION (SECTION 2(d))"),
				p("6. Applicant's mark FERN HOLLOW SMOKEHOUSE incorporates the whole of Opposer's FERNHOLLOW mark, differing only by a space and by the descriptive word SMOKEHOUSE. The marks are identical in sound and nearly identical in appearance, meaning and commercial impression."),
				p("7. The goods identified in the Application are identical in part (barbecue sauce) and otherwise closely related to Opposer's goods, and travel in the same channels of trade to the same classes of purchasers."),
				p("8. Registration of Applicant's mark is likely to cause confusion, mistake or deception under Section 2(d) of the Trademark Act, 15 U.S.C. § 1052(d), to Opposer's damage."),
				p("WHEREFORE, Opposer requests that this opposition be sustained and that registration of Application Serial No. 97/812,345 be refused."),
				gap(),
				ls("Dated: February 14, 2024                         Respectfully submitted,",
					"",
					"                                                 ELLISON VARGA LLP",
					"",
					"                                                 By: /Margaret T. Ellison/",
					"                                                 Margaret T. Ellison",
					"                                                 Nathaniel P. Ruggles",
					"                                                 150 Bank Street, Suite 300",
					"                                                 Burlington, Vermont 05401",
					"                                                 (802) 555-0161",
					"                                                 docketing@ellisonvarga.com",
					"",
					"                                                 Attorneys for Opposer",
					"                                                 Fernhollow Provisions, Inc."),
			},
		}}

	ans := doc{name: ansF, font: "Times", size: 11, unicode: true,
		pages: []page{
			append(append([]block{
				small(ls("Trademark Trial and Appeal Board Electronic Filing System. https://estta.uspto.gov",
					"",
					"ESTTA Tracking number:      ESTTA1352806",
					"Filing date:                04/22/2024"), 9),
				gap()}, board...),
				small(ls("Proceeding                  91281234",
					"Party                       Defendant",
					"                            Ashby Creek Trading Co., LLC",
					"Correspondence              HOWARD B. KINNISON",
					"Address                     KINNISON IP LAW PLLC",
					"                            29 N MARKET ST STE 402",
					"                            ASHEVILLE, NC 28801",
					"                            UNITED STATES",
					"                            Primary email: hbk@kinnisonip.com",
					"                            828-555-0127",
					"Submission                  Answer",
					"Filer's Name                Howard B. Kinnison",
					"Filer's email               hbk@kinnisonip.com",
					"Signature                   /Howard B. Kinnison/",
					"Date                        04/22/2024",
					"Attachments                 Answer to Notice of Opposition.pdf(131226 bytes )"), 9),
			),
			append(append([]block{}, board...),
				ls("In the matter of Application Serial No. 97/812,345",
					"For the mark: FERN HOLLOW SMOKEHOUSE"),
				gap(),
				caption(")", parties, []string{"", "", "", "", "Opposition No. 91281234", "", "", "", ""}),
				gap(),
				cb("APPLICANT'S ANSWER TO NOTICE OF OPPOSITION"),
				p("Applicant Ashby Creek Trading Co., LLC (\"Applicant\"), by its attorney, answers the Notice of Opposition filed by Fernhollow Provisions, Inc. (\"Opposer\") on February 14, 2024, within the time extended by the Board's order of March 20, 2024, as follows. The numbered paragraphs below correspond to the numbered paragraphs of the Notice of Opposition. Applicant denies each allegation not expressly admitted."),
				p("1. Applicant admits that the records of the USPTO show Registration No. 5,214,873 for FERNHOLLOW, issued on June 6, 2017 in the name of Opposer. Applicant is without knowledge or information sufficient to form a belief as to the truth of the remaining allegations of paragraph 1, and therefore denies them."),
				p("2. Applicant is without knowledge or information sufficient to form a belief as to the truth of the allegations of paragraphs 2 and 3, and therefore denies them."),
				p("3. Applicant admits the allegations of paragraph 4."),
				p("4. Denied. Applicant has used the name Fern Hollow for its smokehouse restaurant in Asheville, North Carolina since at least as early as May 3, 2018, and will rely on that use."),
				p("5. Applicant denies the allegations of paragraphs 6, 7 and 8."),
			),
			{
				cb("AFFIRMATIVE DEFENSES"),
				p("1. The marks differ in overall commercial impression. Applicant's mark, taken from Fern Hollow Road in Buncombe County, North Carolina, where Applicant's founder, Wade T. Ashby, built the smokehouse, evokes a regional barbecue establishment, while Opposer's mark evokes a Vermont maple producer."),
				p("2. Numerous third parties use and have registered marks consisting of or containing FERN or HOLLOW for food products, so that Opposer's mark is weak and entitled to a narrow scope of protection."),
				p("WHEREFORE, Applicant requests that the opposition be dismissed with prejudice and that Application Serial No. 97/812,345 proceed to allowance."),
				gap(),
				ls("Dated: April 22, 2024                            Respectfully submitted,",
					"",
					"                                                 /Howard B. Kinnison/",
					"                                                 Howard B. Kinnison",
					"                                                 KINNISON IP LAW PLLC",
					"                                                 29 North Market Street, Suite 402",
					"                                                 Asheville, North Carolina 28801",
					"                                                 (828) 555-0127",
					"                                                 hbk@kinnisonip.com",
					"                                                 Attorney for Applicant"),
				gap(),
				cb("CERTIFICATE OF SERVICE"),
				p("I hereby certify that a true and complete copy of the foregoing APPLICANT'S ANSWER TO NOTICE OF OPPOSITION has been served on Margaret T. Ellison, Ellison Varga LLP, counsel for Opposer, by electronic mail to docketing@ellisonvarga.com and mellison@ellisonvarga.com on April 22, 2024, pursuant to 37 C.F.R. § 2.119."),
				ls("                                                 /Howard B. Kinnison/",
					"                                                 Howard B. Kinnison"),
			},
		}}

	dec := doc{name: decF, font: "Times", size: 11, unicode: true,
		pages: []page{
			{
				small(r("THIS OPINION IS NOT A\nPRECEDENT OF THE TTAB"), 10),
				gap(),
				l("Mailed: June 3, 2025"),
				gap(),
				cb("UNITED STATES PATENT AND TRADEMARK OFFICE"),
				c("_____"),
				gap(),
				cb("Trademark Trial and Appeal Board"),
				c("_____"),
				gap(),
				c("Fernhollow Provisions, Inc."),
				c("v."),
				c("Ashby Creek Trading Co., LLC"),
				c("_____"),
				gap(),
				c("Opposition No. 91281234"),
				c("_____"),
				gap(),
				p("Margaret T. Ellison and Nathaniel P. Ruggles of Ellison Varga LLP, for Fernhollow Provisions, Inc."),
				p("Howard B. Kinnison of Kinnison IP Law PLLC, for Ashby Creek Trading Co., LLC."),
				c("_____"),
				gap(),
				p("Before Castagnoli, Wexler, and Adeyemi-Brandt, Administrative Trademark Judges."),
				gap(),
				p("Opinion by Wexler, Administrative Trademark Judge:"),
				p("Ashby Creek Trading Co., LLC (\"Applicant\") seeks registration on the Principal Register of the standard character mark FERN HOLLOW SMOKEHOUSE (SMOKEHOUSE disclaimed) for \"barbecue sauce; hot sauce; spice rubs; meat marinades,\" in International Class 30.[1]"),
				p("Fernhollow Provisions, Inc. (\"Opposer\") opposes registration under Section 2(d) of the Trademark Act, 15 U.S.C. § 1052(d), on the ground of likelihood of confusion with its registered mark FERNHOLLOW, in standard characters, for \"maple syrup; pancake and waffle mixes; barbecue sauce; mustard; maple candy,\" in International Class 30.[2] Applicant denied the salient allegations of the notice of opposition and pleaded affirmative defenses, which are amplifications of its denials.[3] The case is fully briefed. We sustain the opposition."),
				small(ls("____________________",
					"[1] Application Serial No. 97812345 was filed on August 30, 2023 under Section 1(b) of the Trademark Act, 15 U.S.C.",
					"§ 1051(b), based on Applicant's allegation of a bona fide intention to use the mark in commerce.",
					"[2] Registration No. 5214873, issued June 6, 2017; Sections 8 and 15 declarations accepted and acknowledged.",
					"[3] 1 TTABVUE; 6 TTABVUE. Citations to the record are to TTABVUE, the Board's online docket system."), 8.5),
			},
			{
				l("Opposition No. 91281234"),
				gap(),
				cb("I. The Record"),
				p("The record includes the pleadings and, by operation of Trademark Rule 2.122(b), 37 C.F.R. § 2.122(b), the file of the opposed application. Opposer submitted the testimony declaration of Colleen R. Barstow, its President and Chief Executive Officer, with exhibits (13-14 TTABVUE), and a notice of reliance on a status and title copy of its pleaded registration and on Internet printouts (12 TTABVUE). Applicant submitted the testimony declaration of its founder and managing member, Wade T. Ashby (18 TTABVUE), and a notice of reliance on eleven third-party registrations (17 TTABVUE). Applicant cross-examined Ms. Barstow by oral deposition on November 6, 2024 (20 TTABVUE)."),
				cb("II. Entitlement to a Statutory Cause of Action and Priority"),
				p("Opposer's pleaded registration, which the record shows to be valid and subsisting and owned by Opposer, establishes its entitlement to a statutory cause of action. Meenaxi Enter., Inc. v. Coca-Cola Co., 38 F.4th 1067, 2022 USPQ2d 602, at *2 (Fed. Cir. 2022). Because Applicant did not counterclaim to cancel it, priority is not in issue as to the goods it covers. King Candy Co. v. Eunice King's Kitchen, Inc., 496 F.2d 1400, 182 USPQ 108, 110 (CCPA 1974). Mr. Ashby's testimony that the Fern Hollow smokehouse has operated in Asheville since May 3, 2018 does not bear on priority: use of a trade name for restaurant services is not use of the mark for sauces, and in any event it postdates Opposer's registration."),
				cb("III. Likelihood of Confusion"),
				p("Our determination is based on an analysis of all probative facts in evidence that are relevant to the factors set forth in In re E. I. du Pont de Nemours & Co., 476 F.2d 1357, 177 USPQ 563, 567 (CCPA 1973). Two key considerations are the similarities between the marks and the similarities between the goods. Federated Foods, Inc. v. Fort Howard Paper Co., 544 F.2d 1098, 192 USPQ 24, 29 (CCPA 1976)."),
			},
			{
				l("Opposition No. 91281234"),
				gap(),
				l("A. The Goods, Channels of Trade and Purchasers"),
				p("Both the application and the registration identify \"barbecue sauce.\" The goods are legally identical in part, and a likelihood of confusion may be found as to any item within the identification of goods in a class. Because the identifications contain no restrictions, we presume that the identical goods travel in the same channels of trade to the same classes of purchasers. Ms. Barstow testified that Opposer's barbecue sauce is sold in grocery stores, the same outlets Mr. Ashby identified for Applicant's products. 13 TTABVUE 6-7; 18 TTABVUE 4."),
				l("B. Strength of Opposer's Mark"),
				p("Applicant's eleven third-party registrations for marks containing FERN or HOLLOW cover goods ranging from tea to frozen desserts; only two cover sauces, and none combines both words. This evidence does not show that FERNHOLLOW is weak for the identified goods."),
				l("C. The Marks"),
				p("Applicant's mark incorporates Opposer's mark in its entirety, divided into its two component words, and adds the disclaimed, descriptive term SMOKEHOUSE. Consumers are likely to view FERN HOLLOW SMOKEHOUSE as a smokehouse line of FERNHOLLOW sauces. The marks are similar in sight, sound, connotation and commercial impression."),
			},
			{
				l("Opposition No. 91281234"),
				gap(),
				cb("IV. Conclusion"),
				p("Considering all the evidence and arguments of record, including those we have not specifically discussed, we find that the marks are similar, that the goods are identical in part, and that they are presumed to move in the same channels of trade to the same classes of purchasers. Confusion is likely."),
				p("Decision: The opposition is sustained under Section 2(d), and registration of Application Serial No. 97812345 to Applicant is refused."),
			},
		}}

	return matterSpec{
		name: "fernhollow-v-ashby-creek", title: "Fernhollow Provisions, Inc. v. Ashby Creek Trading Co., LLC (TTAB Opposition No. 91281234)", heldOut: true,
		firstSight: &Figures{PartyTruth: 10, PartyFound: 10, PartyCorrect: 6, EventTruth: 24, EventHits: 24, Grounded: 1}, // at 0862d31
		docs:       []doc{nop, ans, dec},
		parties: []Party{
			{"Fernhollow Provisions, Inc.", "plaintiff"},  // the opposer
			{"Ashby Creek Trading Co., LLC", "defendant"}, // the applicant
			{"Margaret T. Ellison", "counsel"},
			{"Nathaniel P. Ruggles", "counsel"},
			{"Howard B. Kinnison", "counsel"},
			{"Castagnoli", "judge"},
			{"Wexler", "judge"},
			{"Adeyemi-Brandt", "judge"},
			{"Colleen R. Barstow", "witness"}, // testimony declaration, cross-examined
			{"Wade T. Ashby", "witness"},      // testimony declaration
		},
		events: []Event{
			{"2024-02-14", nopF, 1}, // "Filing date:" and "Opposition Filing Date"
			{"2024-01-16", nopF, 1},
			{"2024-02-15", nopF, 1},
			{"2016-09-12", nopF, 2},
			{"2017-06-06", nopF, 2},
			{"2009-06-15", nopF, 2},
			{"2024-02-14", nopF, 2}, // the cover's signature date
			{"2024-01-16", nopF, 3},
			{"2009-06-15", nopF, 3},
			{"2017-06-06", nopF, 3},
			{"2023-07-19", nopF, 3},
			{"2023-08-30", nopF, 3},
			{"2024-02-14", nopF, 4},
			{"2024-04-22", ansF, 1},
			{"2024-02-14", ansF, 2},
			{"2024-03-20", ansF, 2},
			{"2017-06-06", ansF, 2},
			{"2018-05-03", ansF, 2},
			{"2024-04-22", ansF, 3},
			{"2025-06-03", decF, 1},
			{"2023-08-30", decF, 1},
			{"2017-06-06", decF, 1},
			{"2024-11-06", decF, 2},
			{"2018-05-03", decF, 2},
		},
	}
}
