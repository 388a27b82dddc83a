package sealed

import "pramaan/brief/truth"

// A creditor's motion for relief from the automatic stay in a joint Chapter
// 13 case in the Eastern District of Michigan: every page under the
// bankruptcy ECF header ("Doc ... Filed ... Entered ... Page"); the credit
// union's motion under § 362(d) with its notice and opportunity to object
// (response deadline, the addresses to serve), Michigan "(P#####)" bar
// numbers and a certificate of service; its collections supervisor's §
// 1746 declaration with a payment history table; the debtors' response
// (a lay-off and a new job, a proposal to cure); the Chapter 13 trustee's
// short response signed by a staff attorney; and the order conditioning the
// stay, approved by both sides' counsel, "Signed on" above the bankruptcy
// judge.
func init() { specs = append(specs, maddoxGreer) }

func maddoxGreer() spec {
	hdr := func(doc, date, time string) string {
		return "24-43527-lsg   Doc " + doc + "   Filed " + date + "   Entered " + date + " " + time + "   Page %d of %t"
	}
	head := []block{cb("UNITED STATES BANKRUPTCY COURT"), cb("EASTERN DISTRICT OF MICHIGAN"), cb("SOUTHERN DIVISION - DETROIT"), gap(),
		row([]float64{0.55, 0.45}, "In re:\n\nTERRENCE L. MADDOX-GREER and\nYOLANDA P. MADDOX-GREER,\n\n                    Debtors.\n_________________________________/", "\nCase No. 24-43527-lsg\nChapter 13\nHon. Lydia S. Galbraith-Moore"),
		gap()}
	movSig := []string{"                                        BRIGHTMOOR & KOWALEWSKI, PLC", "", "                                        By: /s/ Sienna R. Kowalewski", "                                        Sienna R. Kowalewski (P78812)", "                                        Attorneys for Huron Valley Community", "                                        Credit Union", "                                        27300 Franklin Road, Suite 210", "                                        Southfield, MI 48034", "                                        (248) 555-0119", "                                        skowalewski@brightmoorlaw.example"}

	motion := doc{name: "Motion for Relief from Automatic Stay.pdf", font: "Times", size: 11.5,
		header: hdr("41", "09/10/24", "14:22:07"),
		pages: []page{
			with(head, []block{
				cb("MOTION OF HURON VALLEY COMMUNITY CREDIT UNION FOR RELIEF FROM THE AUTOMATIC STAY AS TO A 2022 FORD EXPLORER XLT"), gap(),
				p("Huron Valley Community Credit Union (the \"Credit Union\"), by its attorneys, moves under 11 U.S.C. § 362(d) and Fed. R. Bankr. P. 4001 for relief from the automatic stay, and states:"),
				p("1. The Debtors filed their joint voluntary petition under Chapter 13 on April 15, 2024. Their plan was confirmed by order entered July 22, 2024. Marcus D. Ellingwood is the Chapter 13 Trustee."),
				p("2. On February 3, 2022, the Debtors signed a Loan and Security Agreement with the Credit Union for $38,900.00 to purchase a 2022 Ford Explorer XLT, VIN 1FMSK8DH4NGA29157 (the \"Vehicle\"). The Credit Union's lien is noted on the certificate of title."),
				p("3. The confirmed plan provides that the Debtors pay the Credit Union directly, outside the plan, at $486.00 per month. The Debtors have failed to make the direct payments due June 15, 2024, July 15, 2024 and August 15, 2024. The post-petition arrearage is $1,458.00, plus late charges of $75.00."),
				p("4. The payoff is $31,218.44. The Vehicle's retail value is approximately $24,650.00, so the Debtors have no equity in it, and the Credit Union's interest is not adequately protected while the Vehicle depreciates and payments are not made."),
			}),
			{
				p("5. Cause exists under § 362(d)(1), and relief is also warranted under § 362(d)(2). The Credit Union asks that the fourteen-day stay of Fed. R. Bankr. P. 4001(a)(3) be waived."),
				p("WHEREFORE, the Credit Union requests entry of the proposed order attached as Exhibit 1."),
				ls("Dated: September 10, 2024"),
				ls(movSig...),
			},
			with(head, []block{
				cb("NOTICE OF MOTION FOR RELIEF FROM STAY AND OPPORTUNITY TO OBJECT"), gap(),
				p("Huron Valley Community Credit Union has filed papers with the court for relief from the automatic stay as to the Debtors' 2022 Ford Explorer XLT. Your rights may be affected. You should read these papers carefully and discuss them with your attorney."),
				p("If you do not want the court to grant the relief sought, or if you want the court to consider your views, within fourteen days, that is, by September 24, 2024, you or your attorney must file a written response with the court at: United States Bankruptcy Court, 211 West Fort Street, Detroit, Michigan 48226. You must also mail a copy to the Credit Union's attorney named below, to Marcus D. Ellingwood, Chapter 13 Trustee, 535 Griswold Street, Suite 2100, Detroit, Michigan 48226, and to the Debtors' attorney, Omar F. Haddad-Linwood, 2000 Town Center, Suite 1900, Southfield, Michigan 48075."),
				p("If a response is timely filed and served, the clerk will schedule a hearing on the motion and you will be served with a notice of the date, time and location of the hearing. If you or your attorney do not take these steps, the court may decide that you do not oppose the relief sought and may enter an order granting it."),
				ls("Dated: September 10, 2024"),
				ls(movSig[:5]...),
			}),
			{
				cb("CERTIFICATE OF SERVICE"),
				p("I certify that on September 10, 2024, I electronically filed the foregoing motion, notice, proposed order and declaration with the Clerk of the Court using the ECF system, which will send notification to Omar F. Haddad-Linwood, attorney for the Debtors, and to Marcus D. Ellingwood, Chapter 13 Trustee, and that I served the same on the Debtors by first-class mail at 18842 Woodingham Drive, Detroit, Michigan 48221."),
				ls("                                        /s/ Sienna R. Kowalewski", "                                        Sienna R. Kowalewski (P78812)"),
			},
		}}

	decl := doc{name: "Declaration of Kayla M. Svoboda.pdf", font: "Times", size: 11.5,
		header: hdr("41-3", "09/10/24", "14:22:07"),
		pages: []page{
			with(head, []block{
				cb("DECLARATION OF KAYLA M. SVOBODA IN SUPPORT OF MOTION FOR RELIEF FROM THE AUTOMATIC STAY"), gap(),
				p("I, Kayla M. Svoboda, declare:"),
				p("1. I am a Collections Supervisor of Huron Valley Community Credit Union. I have access to and have reviewed the Credit Union's records for the Debtors' loan, which are made at or near the time of each transaction by persons with knowledge and kept in the regular course of the Credit Union's business."),
				p("2. The Debtors' loan was made on February 3, 2022, in the original amount of $38,900.00. The monthly payment is $486.00, due on the fifteenth day of each month."),
				p("3. The Credit Union last received a payment on May 17, 2024. The following post-petition payments have not been made:"),
				row([]float64{0.3, 0.3, 0.4}, "Due date", "Amount due", "Amount received"),
				row([]float64{0.3, 0.3, 0.4}, "06/15/2024", "$486.00", "$0.00"),
				row([]float64{0.3, 0.3, 0.4}, "07/15/2024", "$486.00", "$0.00"),
				row([]float64{0.3, 0.3, 0.4}, "08/15/2024", "$486.00", "$0.00"),
				p("4. As of September 6, 2024 the payoff is $31,218.44. The J.D. Power retail value of the Vehicle, printed on that date and attached as Exhibit A, is $24,650.00."),
				p("I declare under penalty of perjury that the foregoing is true and correct."),
				ls("Executed on September 6, 2024, at Ann Arbor, Michigan.", "", "                                        /s/ Kayla M. Svoboda", "                                        Kayla M. Svoboda"),
			}),
		}}

	response := doc{name: "Debtors' Response to Motion for Relief from Stay.pdf", font: "Times", size: 11.5,
		header: hdr("45", "09/23/24", "16:48:31"),
		pages: []page{
			with(head, []block{
				cb("DEBTORS' RESPONSE IN OPPOSITION TO MOTION OF HURON VALLEY COMMUNITY CREDIT UNION FOR RELIEF FROM THE AUTOMATIC STAY"), gap(),
				p("Debtors Terrence L. Maddox-Greer and Yolanda P. Maddox-Greer, through counsel, respond to the motion filed September 10, 2024 [Doc. 41] as follows:"),
				p("1. Paragraphs 1 and 2 are admitted."),
				p("2. Paragraph 3 is admitted in part. Mr. Maddox-Greer was laid off by his employer on May 31, 2024. He began full-time work as a maintenance technician on August 26, 2024 and received his first paycheck on September 13, 2024. The Debtors missed the three payments described but have kept the Vehicle fully insured."),
				p("3. The Vehicle is necessary to an effective reorganization: Mr. Maddox-Greer drives it to his job in Romulus, which is not served by public transit."),
				p("4. The Debtors propose to resume the regular payment on October 15, 2024 and to cure the arrearage and late charges of $1,533.00 in six monthly installments of $255.50, in addition to the regular payment."),
				p("WHEREFORE, the Debtors ask the Court to deny the motion or to condition the stay on the terms above."),
				ls("Dated: September 23, 2024", "", "                                        HADDAD-LINWOOD LAW GROUP, PLLC", "", "                                        /s/ Omar F. Haddad-Linwood", "                                        Omar F. Haddad-Linwood (P69904)", "                                        Attorney for Debtors", "                                        2000 Town Center, Suite 1900", "                                        Southfield, MI 48075", "                                        (248) 555-0172"),
			}),
		}}

	trustee := doc{name: "Trustee's Response to Motion for Relief from Stay.pdf", font: "Times", size: 11.5,
		header: hdr("46", "09/24/24", "09:05:12"),
		pages: []page{
			with(head, []block{
				cb("CHAPTER 13 TRUSTEE'S RESPONSE TO MOTION FOR RELIEF FROM STAY [DOC. 41]"), gap(),
				p("Marcus D. Ellingwood, Chapter 13 Trustee, responds: the Vehicle is paid directly by the Debtors outside the confirmed plan, and the Trustee holds no funds for the Credit Union. The Trustee takes no position on the motion, except that any order conditioning the stay should not alter the Debtors' plan payments to the Trustee, which are current through September 2024."),
				ls("Dated: September 24, 2024", "", "                                        OFFICE OF THE CHAPTER 13 TRUSTEE - DETROIT", "", "                                        /s/ Nathaniel O. Birchfield", "                                        Nathaniel O. Birchfield (P81120)", "                                        Staff Attorney for Marcus D. Ellingwood,", "                                        Chapter 13 Trustee", "                                        535 Griswold Street, Suite 2100", "                                        Detroit, MI 48226"),
			}),
		}}

	order := doc{name: "Order Conditioning Automatic Stay.pdf", font: "Times", size: 11.5,
		header: hdr("52", "10/08/24", "11:31:40"),
		pages: []page{
			with(head, []block{
				cb("STIPULATED ORDER CONDITIONING THE AUTOMATIC STAY AS TO HURON VALLEY COMMUNITY CREDIT UNION"), gap(),
				p("This matter came before the Court on the Motion of Huron Valley Community Credit Union for Relief from the Automatic Stay [Doc. 41], the Debtors' response [Doc. 45] and the Trustee's response [Doc. 46]. The Credit Union and the Debtors have stipulated to entry of this order, and the Court is otherwise advised in the premises. Accordingly,"),
				p("IT IS ORDERED that the motion is denied on the following conditions. The Debtors shall (a) make each regular monthly payment of $486.00 directly to the Credit Union when due, beginning October 15, 2024; and (b) pay an additional $255.50 each month from October 15, 2024 through March 15, 2025 to cure the arrearage of $1,533.00."),
				p("IT IS FURTHER ORDERED that if the Debtors fail to make any payment required by this order within fourteen days of its due date, the Credit Union may serve a notice of default on the Debtors and their counsel. If the default is not cured within ten days of service, the Credit Union may file an affidavit of default, and the Court may enter an order granting relief from the stay without further hearing."),
			}),
			{
				p("IT IS FURTHER ORDERED that this order does not modify the Debtors' payments to the Chapter 13 Trustee."),
				l("STIPULATED AND APPROVED:"),
				row([]float64{0.5, 0.5}, "/s/ Sienna R. Kowalewski\nSienna R. Kowalewski (P78812)\nAttorney for Huron Valley\nCommunity Credit Union", "/s/ Omar F. Haddad-Linwood\nOmar F. Haddad-Linwood (P69904)\nAttorney for Debtors"),
				gap(), c("* * *"), gap(),
				ls("Signed on October 8, 2024", "", "                                        /s/ Lydia S. Galbraith-Moore", "                                        Lydia S. Galbraith-Moore", "                                        United States Bankruptcy Judge"),
			},
		}}

	return spec{
		name: "in-re-maddox-greer-ch13-stay-relief", title: "In re Maddox-Greer (Bankr. E.D. Mich. 24-43527), Chapter 13, credit union's motion for relief from stay",
		firstSight: &truth.Figures{PartyTruth: 9, PartyFound: 8, PartyCorrect: 7, EventTruth: 29, EventHits: 29, Grounded: 1}, // at commit 2b4b0d8
		docs:       []doc{motion, decl, response, trustee, order},
		parties: []truth.Party{
			{Name: "Terrence L. Maddox-Greer", Role: "party"},            // a debtor
			{Name: "Yolanda P. Maddox-Greer", Role: "party"},             // a debtor
			{Name: "Huron Valley Community Credit Union", Role: "party"}, // the movant
			{Name: "Marcus D. Ellingwood", Role: "party"},                // the Chapter 13 trustee
			{Name: "Sienna R. Kowalewski", Role: "counsel"},
			{Name: "Omar F. Haddad-Linwood", Role: "counsel"},
			{Name: "Nathaniel O. Birchfield", Role: "counsel"},
			{Name: "Kayla M. Svoboda", Role: "declarant"},
			{Name: "Lydia S. Galbraith-Moore", Role: "judge"},
		},
		events: []truth.Event{
			{Date: "2024-09-10", File: "Motion for Relief from Automatic Stay.pdf", Page: 1},
			{Date: "2024-04-15", File: "Motion for Relief from Automatic Stay.pdf", Page: 1},
			{Date: "2024-07-22", File: "Motion for Relief from Automatic Stay.pdf", Page: 1},
			{Date: "2022-02-03", File: "Motion for Relief from Automatic Stay.pdf", Page: 1},
			{Date: "2024-06-15", File: "Motion for Relief from Automatic Stay.pdf", Page: 1},
			{Date: "2024-07-15", File: "Motion for Relief from Automatic Stay.pdf", Page: 1},
			{Date: "2024-08-15", File: "Motion for Relief from Automatic Stay.pdf", Page: 1},
			{Date: "2024-09-10", File: "Motion for Relief from Automatic Stay.pdf", Page: 2},
			{Date: "2024-09-24", File: "Motion for Relief from Automatic Stay.pdf", Page: 3},
			{Date: "2024-09-10", File: "Motion for Relief from Automatic Stay.pdf", Page: 3},
			{Date: "2024-09-10", File: "Motion for Relief from Automatic Stay.pdf", Page: 4},
			{Date: "2024-09-10", File: "Declaration of Kayla M. Svoboda.pdf", Page: 1},
			{Date: "2022-02-03", File: "Declaration of Kayla M. Svoboda.pdf", Page: 1},
			{Date: "2024-05-17", File: "Declaration of Kayla M. Svoboda.pdf", Page: 1},
			{Date: "2024-06-15", File: "Declaration of Kayla M. Svoboda.pdf", Page: 1},
			{Date: "2024-07-15", File: "Declaration of Kayla M. Svoboda.pdf", Page: 1},
			{Date: "2024-08-15", File: "Declaration of Kayla M. Svoboda.pdf", Page: 1},
			{Date: "2024-09-06", File: "Declaration of Kayla M. Svoboda.pdf", Page: 1},
			{Date: "2024-09-23", File: "Debtors' Response to Motion for Relief from Stay.pdf", Page: 1},
			{Date: "2024-09-10", File: "Debtors' Response to Motion for Relief from Stay.pdf", Page: 1},
			{Date: "2024-05-31", File: "Debtors' Response to Motion for Relief from Stay.pdf", Page: 1},
			{Date: "2024-08-26", File: "Debtors' Response to Motion for Relief from Stay.pdf", Page: 1},
			{Date: "2024-09-13", File: "Debtors' Response to Motion for Relief from Stay.pdf", Page: 1},
			{Date: "2024-10-15", File: "Debtors' Response to Motion for Relief from Stay.pdf", Page: 1},
			{Date: "2024-09-24", File: "Trustee's Response to Motion for Relief from Stay.pdf", Page: 1},
			{Date: "2024-10-08", File: "Order Conditioning Automatic Stay.pdf", Page: 1},
			{Date: "2024-10-15", File: "Order Conditioning Automatic Stay.pdf", Page: 1},
			{Date: "2025-03-15", File: "Order Conditioning Automatic Stay.pdf", Page: 1},
			{Date: "2024-10-08", File: "Order Conditioning Automatic Stay.pdf", Page: 2},
		},
	}
}
