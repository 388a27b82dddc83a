package sealed

import "pramaan/brief/truth"

// A secured creditor's motion for relief from the automatic stay in a
// Chapter 7 case in the District of Kansas (Topeka), every filed page under
// the court's ECF header ("Case ... Doc# ... Filed ... Page x of y"): the
// credit union's motion as to a pickup truck under § 362(d) and § 521(a)(2)
// (the statement of intention, no equity, the trustee's report of no
// distribution), with the notice of the objection deadline under D. Kan. LBR
// 4001.1 and a certificate of service by CM/ECF and mail; its specialist's
// declaration under 28 U.S.C. § 1746 with a payment history table; the
// debtor's objection (a reaffirmation agreement signed and a cure tendered);
// and the order, "SO ORDERED." and "SIGNED this ... day of" at the head
// above the judge's name, conditioning the stay, "# # #" at its end,
// "Submitted by:" and "Approved by:".
func init() { specs = append(specs, pettibone) }

func pettibone() spec {
	hdr := func(doc, filed string) string {
		return "Case 24-40618     Doc# " + doc + "     Filed " + filed + "     Page %d of %t"
	}
	head := []block{cb("IN THE UNITED STATES BANKRUPTCY COURT"), cb("FOR THE DISTRICT OF KANSAS"), gap(),
		row([]float64{0.55, 0.45}, "In re:\n\nCORLISS DAWN PETTIBONE,\n\n                    Debtor.", "\n\nCase No. 24-40618\nChapter 7"),
		gap()}
	movSig := []string{"                                        Respectfully submitted,", "                                        HALSTEAD OSTERMEYER, P.A.", "", "                                        /s/ Bradley K. Ostermeyer", "                                        Bradley K. Ostermeyer, KS #24719", "                                        9200 Indian Creek Parkway, Suite 550", "                                        Overland Park, KS 66210", "                                        (913) 555-0128", "                                        Attorneys for Prairie Sentinel Credit Union"}

	motion := doc{name: "Motion for Relief from Stay.pdf", font: "Times", size: 11.5,
		header: hdr("14", "10/08/24"),
		pages: []page{
			with(head, []block{
				cb("MOTION OF PRAIRIE SENTINEL CREDIT UNION FOR RELIEF FROM THE AUTOMATIC STAY (2021 CHEVROLET SILVERADO 1500)"), gap(),
				p("Prairie Sentinel Credit Union (\"Movant\") moves under 11 U.S.C. § 362(d) for relief from the automatic stay, and states:"),
				p("1. Debtor Corliss Dawn Pettibone filed a voluntary petition under Chapter 7 on July 29, 2024. Evangeline R. Starkweather is the Chapter 7 Trustee. The meeting of creditors was held and concluded on September 4, 2024, and the Trustee filed a report of no distribution on September 6, 2024."),
				p("2. On April 30, 2021, Debtor signed a Retail Installment Contract and Security Agreement, assigned to Movant, to purchase a 2021 Chevrolet Silverado 1500, VIN 1GCUYDED8MZ204417 (the \"Vehicle\"). Movant's lien is noted on the Kansas certificate of title."),
				p("3. The payoff on the petition date was $29,884.16. The Vehicle's NADA clean retail value is $27,350.00. Debtor has no equity in the Vehicle, and it is not necessary to an effective reorganization in a Chapter 7 case."),
				p("4. Debtor's contractual payment of $612.37 is due on the 15th of each month. The payments due August 15, 2024 and September 15, 2024 were not made. Debtor's statement of intention states an intent to reaffirm, but no reaffirmation agreement has been filed."),
				p("WHEREFORE, Movant requests relief from the stay as to the Vehicle, waiver of the stay of Fed. R. Bankr. P. 4001(a)(3), and other relief the Court finds just."),
				ls(movSig...),
			}),
			{
				cb("NOTICE OF MOTION AND OPPORTUNITY TO OBJECT"),
				p("NOTICE IS GIVEN that any party objecting to the foregoing motion must file a written objection with the Clerk of the Bankruptcy Court, 444 SE Quincy Street, Topeka, Kansas 66683, and serve it on Movant's counsel, no later than October 22, 2024, as provided by D. Kan. LBR 4001.1. If no objection is timely filed, the Court may grant the motion without a hearing."),
				cb("CERTIFICATE OF SERVICE"),
				p("I certify that on October 8, 2024, the foregoing motion and notice were filed electronically with the Court using the CM/ECF system, which sent notice to Amara J. Nwachukwu, attorney for the Debtor; Evangeline R. Starkweather, Chapter 7 Trustee; and the U.S. Trustee; and that on the same day I mailed a copy by first-class mail, postage prepaid, to the Debtor, Corliss Dawn Pettibone, 1406 SW Lane Street, Topeka, KS 66604."),
				ls("                                        /s/ Bradley K. Ostermeyer", "                                        Bradley K. Ostermeyer, KS #24719"),
			},
		}}

	tbl := []float64{0.25, 0.25, 0.25, 0.25}
	decl := doc{name: "Declaration of Dustin R. Feeney.pdf", font: "Times", size: 11.5,
		header: hdr("14-2", "10/08/24"),
		pages: []page{
			with(head, []block{
				cb("DECLARATION OF DUSTIN R. FEENEY IN SUPPORT OF MOTION FOR RELIEF FROM THE AUTOMATIC STAY"), gap(),
				p("I, Dustin R. Feeney, declare:"),
				p("1. I am a Bankruptcy and Recovery Specialist for Prairie Sentinel Credit Union and have custody of its records of the Debtor's loan, which are made and kept in the regular course of its business at or near the time of the events recorded. I have personal knowledge of those records."),
				p("2. The loan's payment history since March 2024 is as follows:"),
				bold(row(tbl, "Due date", "Amount due", "Date received", "Amount received")),
				row(tbl, "04/15/2024", "$612.37", "04/18/2024", "$612.37"),
				row(tbl, "05/15/2024", "$612.37", "05/15/2024", "$612.37"),
				row(tbl, "06/15/2024", "$612.37", "06/24/2024", "$612.37"),
				row(tbl, "07/15/2024", "$612.37", "07/26/2024", "$612.37"),
				row(tbl, "08/15/2024", "$612.37", "-", "$0.00"),
				row(tbl, "09/15/2024", "$612.37", "-", "$0.00"),
				gap(),
				p("3. As of October 7, 2024 the payoff is $29,496.88, and the post-petition delinquency is $1,224.74 plus late charges of $50.00. Movant's insurance tracking shows that the Debtor's collision coverage on the Vehicle lapsed on August 30, 2024."),
				p("I declare under penalty of perjury that the foregoing is true and correct."),
				l("Executed on October 7, 2024."), gap(),
				ls("                                        /s/ Dustin R. Feeney", "                                        Dustin R. Feeney"),
			}),
		}}

	objection := doc{name: "Debtor's Objection to Motion for Relief.pdf", font: "Times", size: 11.5,
		header: hdr("17", "10/21/24"),
		pages: []page{
			with(head, []block{
				cb("DEBTOR'S OBJECTION TO MOTION FOR RELIEF FROM THE AUTOMATIC STAY"), gap(),
				p("Debtor Corliss Dawn Pettibone, by her counsel, objects to the Motion for Relief from the Automatic Stay filed by Prairie Sentinel Credit Union (Doc. 14), and states:"),
				p("1. Debtor needs the Vehicle to commute to her job as a home health aide, which requires travel to patients' homes across Shawnee and Jackson Counties."),
				p("2. Debtor missed the August and September payments because her hours were cut while her employer's Medicaid contract was renewed. Her full hours resumed on October 1, 2024. On October 18, 2024 she tendered $1,274.74 to Movant, curing the delinquency and late charges."),
				p("3. Debtor signed the reaffirmation agreement Movant's counsel sent her on October 16, 2024 and returned it the same day. The collision coverage was reinstated on October 11, 2024; the declarations page is attached as Exhibit A."),
				p("WHEREFORE, Debtor asks that the motion be denied, or in the alternative that any relief be conditioned on her remaining current."),
				ls("                                        /s/ Amara J. Nwachukwu", "                                        Amara J. Nwachukwu, KS #27381", "                                        NWACHUKWU LAW OFFICE, LLC", "                                        3715 SW 29th Street, Suite 102", "                                        Topeka, KS 66614", "                                        Attorney for Debtor"),
				gap(),
				cb("CERTIFICATE OF SERVICE"),
				p("I certify that on October 21, 2024, this objection was served through CM/ECF on Bradley K. Ostermeyer, counsel for Movant, Evangeline R. Starkweather, Trustee, and the U.S. Trustee."),
				ls("                                        /s/ Amara J. Nwachukwu"),
			}),
		}}

	order := doc{name: "Agreed Order Conditioning Stay.pdf", font: "Times", size: 11.5,
		header: hdr("21", "11/14/24"),
		pages: []page{
			with([]block{
				lb("SO ORDERED."), gap(),
				l("SIGNED this 14th day of November, 2024."), gap(),
				r("Mitchell A. Raintree"), r("United States Bankruptcy Judge"), rule(),
			}, head, []block{
				cb("AGREED ORDER CONDITIONING THE AUTOMATIC STAY"), gap(),
				p("The Motion of Prairie Sentinel Credit Union for Relief from the Automatic Stay (Doc. 14) and the Debtor's Objection (Doc. 17) came before the Court. Movant appears by its counsel, Bradley K. Ostermeyer. Debtor appears by her counsel, Amara J. Nwachukwu. The parties announced an agreement, and the Court, being advised, finds that the order below should be entered."),
				p("IT IS ORDERED that the motion is denied on the following conditions: (1) Movant acknowledges receipt on October 18, 2024 of $1,274.74, which cures the post-petition delinquency; (2) Debtor shall make each regular payment of $612.37 as it comes due, beginning November 15, 2024, and shall maintain full coverage insurance on the Vehicle naming Movant as loss payee; (3) if Debtor fails to make a payment within fifteen days of its due date, Movant may file a notice of default and serve it on Debtor and her counsel, and if the default is not cured within fourteen days after service, the stay shall terminate as to the Vehicle without further hearing."),
				p("IT IS FURTHER ORDERED that the reaffirmation agreement filed on October 30, 2024 shall be considered at the hearing set for December 3, 2024."),
				c("# # #"),
				ls("Submitted by:", "/s/ Bradley K. Ostermeyer, KS #24719, Attorneys for Prairie Sentinel Credit Union", "Approved by:", "/s/ Amara J. Nwachukwu, KS #27381, Attorney for Debtor"),
			}),
		}}

	const (
		fm = "Motion for Relief from Stay.pdf"
		fd = "Declaration of Dustin R. Feeney.pdf"
		fo = "Debtor's Objection to Motion for Relief.pdf"
		fr = "Agreed Order Conditioning Stay.pdf"
	)
	return spec{
		name:       "in-re-pettibone-ch7-stay-relief-dkan",
		title:      "In re Corliss Dawn Pettibone (Bankr. D. Kan., No. 24-40618), Chapter 7 motion for relief from stay",
		firstSight: &truth.Figures{PartyTruth: 7, PartyFound: 8, PartyCorrect: 6, EventTruth: 31, EventHits: 31, Grounded: 1}, // at commit fe042b5
		docs:       []doc{motion, decl, objection, order},
		parties: []truth.Party{
			{Name: "Corliss Dawn Pettibone", Role: "party"},        // the debtor
			{Name: "Prairie Sentinel Credit Union", Role: "party"}, // the movant
			{Name: "Evangeline R. Starkweather", Role: "party"},    // the Chapter 7 trustee
			{Name: "Bradley K. Ostermeyer", Role: "counsel"},
			{Name: "Amara J. Nwachukwu", Role: "counsel"},
			{Name: "Dustin R. Feeney", Role: "declarant"},
			{Name: "Mitchell A. Raintree", Role: "judge"},
		},
		events: []truth.Event{
			{Date: "2024-10-08", File: fm, Page: 1}, // the ECF header
			{Date: "2024-07-29", File: fm, Page: 1},
			{Date: "2024-09-04", File: fm, Page: 1},
			{Date: "2024-09-06", File: fm, Page: 1},
			{Date: "2021-04-30", File: fm, Page: 1},
			{Date: "2024-08-15", File: fm, Page: 1},
			{Date: "2024-09-15", File: fm, Page: 1},
			{Date: "2024-10-22", File: fm, Page: 2},
			{Date: "2024-10-08", File: fm, Page: 2},
			{Date: "2024-10-08", File: fd, Page: 1}, // the ECF header
			{Date: "2024-04-15", File: fd, Page: 1},
			{Date: "2024-04-18", File: fd, Page: 1},
			{Date: "2024-05-15", File: fd, Page: 1},
			{Date: "2024-06-15", File: fd, Page: 1},
			{Date: "2024-06-24", File: fd, Page: 1},
			{Date: "2024-07-15", File: fd, Page: 1},
			{Date: "2024-07-26", File: fd, Page: 1},
			{Date: "2024-08-15", File: fd, Page: 1},
			{Date: "2024-09-15", File: fd, Page: 1},
			{Date: "2024-10-07", File: fd, Page: 1},
			{Date: "2024-08-30", File: fd, Page: 1},
			{Date: "2024-10-21", File: fo, Page: 1}, // the ECF header
			{Date: "2024-10-01", File: fo, Page: 1},
			{Date: "2024-10-18", File: fo, Page: 1},
			{Date: "2024-10-16", File: fo, Page: 1},
			{Date: "2024-10-11", File: fo, Page: 1},
			{Date: "2024-11-14", File: fr, Page: 1}, // the ECF header and the signing line
			{Date: "2024-10-18", File: fr, Page: 1},
			{Date: "2024-11-15", File: fr, Page: 1},
			{Date: "2024-10-30", File: fr, Page: 1},
			{Date: "2024-12-03", File: fr, Page: 1},
		},
	}
}
