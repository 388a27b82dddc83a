package samples

// DEV SET (held out at first sight): a contested motion for relief from
// stay in a Chapter 13 case in the Northern District of Ohio (Eastern
// Division, Cleveland). The court's ")"-ruled caption ("In re: / X, /
// Debtor." at the left, "Case No. 24-12877" / "Chapter 13" / "Judge X"
// at the right); the car lender's motion ("now comes X (\"Movant\"), by
// and through its undersigned counsel", a table of the loan's figures,
// "(0081234)" Ohio registration numbers under the lawyer, "Counsel for
// Movant") with its notice of motion and opportunity for hearing
// ("Local Bankruptcy Rule 9013-1", "fourteen (14) days") and a
// certificate of service in two lists, by the court's electronic
// notice and by ordinary mail (the debtor and the co-obligor with
// addresses); the debtor's response signed by her lawyer; and the
// agreed order ("IT IS SO ORDERED." atop with the court's electronic
// signature "Dated: ... / /s/ X / United States Bankruptcy Judge" over a
// rule, "SUBMITTED BY:" and "APPROVED:" blocks of both lawyers and the
// Chapter 13 trustee's "NO OBJECTION:").
// The debtor is a party (the documented vocabulary) and the respondent
// to the motion; the movant is the petitioner; the lawyers are counsel;
// the Chapter 13 trustee, who signs "NO OBJECTION" as a party in
// interest and no side's lawyer, is a party; the judge is a judge; those
// a certificate of service lists (the co-obligor, the United States
// Trustee) are no recipients, as in the other bankruptcy matters.
func init() { specs = append(specs, okafor13) }

func okafor13() matterSpec {
	court := []block{cb("UNITED STATES BANKRUPTCY COURT"), cb("NORTHERN DISTRICT OF OHIO"), cb("EASTERN DIVISION"), gap()}
	capt := caption(")", []string{"In re:", "", "GLORIA N. OKAFOR,", "", "                    Debtor."},
		[]string{"Case No. 24-12877", "", "Chapter 13", "", "Judge Andrew P. Sobczak"})
	movantSig := ls("                                        /s/ Kyle T. Brannock",
		"                                        Kyle T. Brannock (0081234)",
		"                                        LERNER SAMPSON & HUGHES LLC",
		"                                        1500 Superior Avenue, Suite 700",
		"                                        Cleveland, Ohio 44114",
		"                                        (216) 555-0133",
		"                                        kbrannock@lshlaw.com",
		"                                        Counsel for Movant")

	motion := doc{name: "Motion for Relief from Stay.pdf", font: "Times", size: 11.5,
		header: "24-12877-aps   Doc 31   FILED 07/09/24   ENTERED 07/09/24 14:22:05   Page %d of %t",
		pages: []page{
			append(append([]block{}, court...), capt, gap(),
				cb("MOTION OF CUYAHOGA VALLEY CREDIT UNION FOR RELIEF FROM"), cb("THE AUTOMATIC STAY AND CO-DEBTOR STAY"), gap(),
				p("Now comes Cuyahoga Valley Credit Union (\"Movant\"), by and through its undersigned counsel, and moves the Court under 11 U.S.C. Sections 362(d) and 1301(c) for relief from the automatic stay and the co-debtor stay as to a 2021 Toyota RAV4, VIN 2T3P1RFV4MW128811 (the \"Vehicle\"). In support, Movant states:"),
				p("1. The Debtor filed her Chapter 13 petition on May 2, 2024. Movant holds a first lien on the Vehicle under a retail installment contract dated September 14, 2021, co-signed by Samuel O. Okafor (the \"Co-Obligor\")."),
				p("2. The Debtor's plan proposes to pay Movant directly, and she has made no payment since the petition date. The payments due on June 1, 2024 and July 1, 2024 are unpaid."),
				ls("     Principal balance                 $18,412.77",
					"     Post-petition arrears             $1,126.40",
					"     Value of Vehicle (NADA)           $17,900.00"),
			),
			{
				p("3. Movant lacks adequate protection of its interest, and the Debtor has no equity in the Vehicle."),
				p("WHEREFORE, Movant requests an order terminating the automatic stay and the co-debtor stay as to the Vehicle, and waiving the fourteen-day stay of Bankruptcy Rule 4001(a)(3)."),
				movantSig,
				gap(),
				cb("NOTICE OF MOTION AND OPPORTUNITY FOR HEARING"),
				p("Cuyahoga Valley Credit Union has filed papers with the Court for relief from the automatic stay. Your rights may be affected. If you do not want the Court to grant the relief sought, or if you want the Court to consider your views, then on or before July 23, 2024 you or your attorney must file a written response under Local Bankruptcy Rule 9013-1, and the Court may hold a hearing on August 6, 2024 at 10:00 a.m. in Courtroom 3A, Howard M. Metzenbaum U.S. Courthouse, 201 Superior Avenue, Cleveland, Ohio."),
			},
			{
				cb("CERTIFICATE OF SERVICE"),
				p("I certify that on July 9, 2024, a true and correct copy of this Motion and Notice was served:"),
				l("Via the Court's Electronic Case Filing System on these entities and individuals who are listed on the Court's Electronic Mail Notice List:"),
				ls("     Teresa L. Marchbanks, Esq., on behalf of the Debtor, tmarchbanks@clevelandbk.com",
					"     Lauren A. Helbling, Chapter 13 Trustee, ch13trustee@ch13cleve.com",
					"     United States Trustee, (Registered address)@usdoj.gov"),
				gap(),
				l("And by regular U.S. mail, postage prepaid, on:"),
				ls("     Gloria N. Okafor, 3318 West 98th Street, Cleveland, Ohio 44102",
					"     Samuel O. Okafor, 1419 Lakewood Heights Boulevard, Lakewood, Ohio 44107"),
				gap(),
				ls("                                        /s/ Kyle T. Brannock",
					"                                        Kyle T. Brannock (0081234)"),
			},
		}}

	response := doc{name: "Debtor's Response to Motion for Relief.pdf", font: "Times", size: 11.5,
		header: "24-12877-aps   Doc 35   FILED 07/22/24   ENTERED 07/22/24 16:40:51   Page %d of %t",
		pages: []page{
			append(append([]block{}, court...), capt, gap(),
				cb("DEBTOR'S RESPONSE TO MOTION OF CUYAHOGA VALLEY"), cb("CREDIT UNION FOR RELIEF FROM STAY"), gap(),
				p("Debtor Gloria N. Okafor, through counsel, responds to the Motion for Relief from Stay filed July 9, 2024 (Doc. 31). The Debtor missed the June and July payments while she was on unpaid medical leave, which ended on July 15, 2024. She has returned to full-time work and proposes to cure the arrears of $1,126.40 over six months while resuming regular payments on August 1, 2024."),
				p("WHEREFORE, the Debtor asks that the Motion be denied or that the Court condition the stay on the cure she proposes."),
				ls("                                        Respectfully submitted,", "",
					"                                        /s/ Teresa L. Marchbanks",
					"                                        Teresa L. Marchbanks (0069021)",
					"                                        Marchbanks Bankruptcy Law, LLC",
					"                                        1360 East Ninth Street, Suite 610",
					"                                        Cleveland, Ohio 44114",
					"                                        Counsel for Debtor"),
			),
		}}

	order := doc{name: "Agreed Order Conditioning Stay.pdf", font: "Times", size: 11.5,
		header: "24-12877-aps   Doc 41   FILED 08/05/24   ENTERED 08/05/24 09:12:37   Page %d of %t",
		pages: []page{
			{
				ls("IT IS SO ORDERED.", "", "Dated: August 5, 2024", "                                        /s/ Andrew P. Sobczak",
					"                                        ______________________________",
					"                                        Andrew P. Sobczak",
					"                                        United States Bankruptcy Judge"),
				gap(),
				court[0], court[1], court[2], gap(), capt, gap(),
				cb("AGREED ORDER CONDITIONING AUTOMATIC STAY"), gap(),
				p("This matter came before the Court on the Motion for Relief from the Automatic Stay and Co-Debtor Stay (Doc. 31) filed by Cuyahoga Valley Credit Union (\"Movant\") and the Debtor's Response (Doc. 35). The parties have agreed to the terms of this Order."),
				p("IT IS ORDERED that the Debtor shall cure the post-petition arrears of $1,126.40 in six monthly installments of $187.73, beginning September 1, 2024, in addition to her regular payments. If the Debtor fails to make any payment within fifteen days of its due date, Movant may file a notice of default, and the stay shall terminate without further hearing fourteen days after the notice is served."),
			},
			{
				ls("SUBMITTED BY:", "", "/s/ Kyle T. Brannock", "Kyle T. Brannock (0081234)", "Counsel for Movant", "",
					"APPROVED:", "", "/s/ Teresa L. Marchbanks", "Teresa L. Marchbanks (0069021)", "Counsel for Debtor", "",
					"NO OBJECTION:", "", "/s/ Lauren A. Helbling", "Lauren A. Helbling (0055382)", "Chapter 13 Trustee"),
				gap(), c("###"),
			},
		}}

	return matterSpec{
		name: "in-re-okafor-ch13", title: "In re Gloria N. Okafor (Bankr. N.D. Ohio, No. 24-12877, Chapter 13)", heldOut: true,
		firstSight: &Figures{PartyTruth: 7, PartyFound: 5, PartyCorrect: 5, EventTruth: 14, EventHits: 14, Grounded: 1}, // at 8cb6148
		docs:       []doc{motion, response, order},
		parties: []Party{
			{"Gloria N. Okafor", "party"}, // the debtor
			{"Gloria N. Okafor", "respondent"},
			{"Cuyahoga Valley Credit Union", "petitioner"}, // the movant
			{"Kyle T. Brannock", "counsel"},
			{"Teresa L. Marchbanks", "counsel"},
			{"Lauren A. Helbling", "party"}, // the Chapter 13 trustee, a party in interest
			{"Andrew P. Sobczak", "judge"},
		},
		events: []Event{
			{"2024-07-09", "Motion for Relief from Stay.pdf", 1},
			{"2024-05-02", "Motion for Relief from Stay.pdf", 1},
			{"2021-09-14", "Motion for Relief from Stay.pdf", 1},
			{"2024-06-01", "Motion for Relief from Stay.pdf", 1},
			{"2024-07-01", "Motion for Relief from Stay.pdf", 1},
			{"2024-07-23", "Motion for Relief from Stay.pdf", 2},
			{"2024-08-06", "Motion for Relief from Stay.pdf", 2},
			{"2024-07-09", "Motion for Relief from Stay.pdf", 3},
			{"2024-07-22", "Debtor's Response to Motion for Relief.pdf", 1},
			{"2024-07-09", "Debtor's Response to Motion for Relief.pdf", 1},
			{"2024-07-15", "Debtor's Response to Motion for Relief.pdf", 1},
			{"2024-08-01", "Debtor's Response to Motion for Relief.pdf", 1},
			{"2024-08-05", "Agreed Order Conditioning Stay.pdf", 1},
			{"2024-09-01", "Agreed Order Conditioning Stay.pdf", 1},
		},
	}
}
