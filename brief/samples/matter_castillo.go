package samples

// HELD OUT (frozen): a Chapter 13 contested matter in the Northern
// District of Georgia. A two-part caption ("IN RE: ... Debtors." above a
// rule, then "Movant, v. ... Respondents." with the trustee among the
// respondents) with "CHAPTER 13" and "CONTESTED MATTER" in the right column;
// a motion for relief from the automatic stay signed with a Georgia Bar
// number; a notice of hearing with a courthouse address; a certificate of
// service whose service list is laid out in labelled groups; and a consent
// order that opens with the court's signature box ("IT IS ORDERED as set
// forth below: Date: ... U.S. Bankruptcy Court Judge") and closes with
// "Prepared and presented by:", "Consented to by:" and "No opposition:"
// blocks. The movant is a petitioner in the documented vocabulary.
func init() { specs = append(specs, castillo) }

func castillo() matterSpec {
	court := []block{cb("UNITED STATES BANKRUPTCY COURT"), cb("NORTHERN DISTRICT OF GEORGIA"), cb("ATLANTA DIVISION"), gap()}
	capt := caption(":", []string{
		"IN RE:",
		"MIGUEL A. CASTILLO and",
		"ROSA M. CASTILLO,",
		"               Debtors.",
		"______________________________________",
		"PINNACLE MORTGAGE SERVICING, LLC,",
		"               Movant,",
		"     v.",
		"MIGUEL A. CASTILLO and",
		"ROSA M. CASTILLO, Debtors, and",
		"NANCY J. WHITMORE, Trustee,",
		"               Respondents.",
	}, []string{"CHAPTER 13", "", "CASE NO. 23-51877-LTB", "", "", "CONTESTED MATTER"})
	sig := ls("/s/ Bradley K. Stroud", "Bradley K. Stroud, Georgia Bar No. 688214", "RUBIN STROUD PARTNERS, LLP", "3340 Peachtree Road NE, Suite 1800", "Atlanta, Georgia 30326", "(404) 555-0123 | bstroud@rubinstroud.com", "Attorney for Movant")

	motion := doc{name: "Motion for Relief from Stay.pdf", font: "Times", size: 12,
		pages: []page{
			append(append([]block{}, court...), capt, gap(),
				cb("MOTION FOR RELIEF FROM THE AUTOMATIC STAY"), gap(),
				p("COMES NOW Pinnacle Mortgage Servicing, LLC (\"Movant\") and shows the Court as follows:"),
				p("1. Movant holds a security interest in the Debtors' residence at 2218 Magnolia Crest Drive, Lawrenceville, Georgia 30043 under a Security Deed dated June 9, 2017."),
				p("2. The Debtors filed their petition under Chapter 13 on March 2, 2023."),
			),
			{
				p("3. The Debtors have failed to make the post-petition payments due August 1, 2023 through November 1, 2023, a default of $8,412.36."),
				p("WHEREFORE, Movant prays that the automatic stay of 11 U.S.C. Section 362(a) be modified to allow Movant to exercise its rights under the Security Deed, and that Rule 4001(a)(3) be waived."),
				ls("Dated: November 16, 2023"), gap(), sig,
			},
		}}

	notice := doc{name: "Notice of Hearing.pdf", font: "Times", size: 12,
		pages: []page{
			append(append([]block{}, court...), capt, gap(),
				cb("NOTICE OF HEARING"), gap(),
				p("PLEASE TAKE NOTICE that Pinnacle Mortgage Servicing, LLC has filed a Motion for Relief from the Automatic Stay and related papers with the Court seeking an order modifying the stay as to the Debtors' residence."),
				p("PLEASE TAKE FURTHER NOTICE that the Court will hold a hearing on the Motion on December 14, 2023, at 10:00 a.m. in Courtroom 1203, United States Courthouse, 75 Ted Turner Drive SW, Atlanta, Georgia 30303."),
				ls("Dated: November 16, 2023"), sig,
			),
		}}

	cos := doc{name: "Certificate of Service.pdf", font: "Times", size: 12,
		pages: []page{{
			cb("CERTIFICATE OF SERVICE"), gap(),
			p("I certify that on November 16, 2023, I served a copy of the Motion for Relief from the Automatic Stay and the Notice of Hearing by first-class United States mail, with adequate postage, on the following:"),
			ls("Debtors:", "     Miguel A. Castillo", "     Rosa M. Castillo", "     2218 Magnolia Crest Drive", "     Lawrenceville, GA 30043", "",
				"Debtors' Attorney:", "     Shauna P. Greer", "     Greer Law LLC", "     1600 Parkwood Circle, Suite 220", "     Atlanta, GA 30339", "",
				"Chapter 13 Trustee:", "     Nancy J. Whitmore", "     Suite 200, 303 Peachtree Center Avenue", "     Atlanta, GA 30303"),
			gap(), sig,
		}}}

	consent := doc{name: "Consent Order Modifying Stay.pdf", font: "Times", size: 12,
		pages: []page{
			{
				ls("IT IS ORDERED as set forth below:", "", "Date: January 5, 2024", "                                        ______________________________", "                                        Lorraine T. Beckett", "                                        U.S. Bankruptcy Court Judge"),
				ls("_______________________________________________________________________"),
				gap(),
				cb("UNITED STATES BANKRUPTCY COURT"), cb("NORTHERN DISTRICT OF GEORGIA"), gap(),
				c("IN RE: MIGUEL A. CASTILLO and ROSA M. CASTILLO, Debtors.   CASE NO. 23-51877-LTB"), gap(),
				cb("CONSENT ORDER MODIFYING AUTOMATIC STAY"), gap(),
				p("This matter came before the Court on the Motion for Relief from the Automatic Stay filed by Pinnacle Mortgage Servicing, LLC. The parties have agreed to the terms below."),
				p("IT IS ORDERED that the Debtors shall cure the post-petition arrearage of $8,412.36 in six equal monthly installments beginning February 1, 2024, in addition to the regular monthly payment."),
				p("IT IS FURTHER ORDERED that, should the Debtors fail to make any payment under this Order, Movant may file a notice of default, and the stay shall be modified without further hearing if the default is not cured within ten days."),
			},
			{
				c("[END OF DOCUMENT]"), gap(),
				ls("Prepared and presented by:", "/s/ Bradley K. Stroud", "Bradley K. Stroud, Georgia Bar No. 688214", "Attorney for Movant", "",
					"Consented to by:", "/s/ Shauna P. Greer", "Shauna P. Greer, Georgia Bar No. 540972", "Attorney for Debtors", "",
					"No opposition:", "/s/ Nancy J. Whitmore", "Nancy J. Whitmore, Chapter 13 Trustee"),
			},
		}}

	return matterSpec{
		name: "in-re-castillo", title: "In re Castillo (Bankr. N.D. Ga.), Pinnacle Mortgage Servicing, LLC v. Castillo", heldOut: true,
		firstSight: &Figures{PartyTruth: 9, PartyFound: 12, PartyCorrect: 8, EventTruth: 10, EventHits: 10, Grounded: 1},
		docs:       []doc{motion, notice, cos, consent},
		parties: []Party{
			{"Miguel A. Castillo", "party"}, // the debtors, in the documented vocabulary
			{"Rosa M. Castillo", "party"},
			{"Miguel A. Castillo", "respondent"},
			{"Rosa M. Castillo", "respondent"},
			{"Nancy J. Whitmore", "respondent"},
			{"Pinnacle Mortgage Servicing, LLC", "petitioner"}, // the movant
			{"Bradley K. Stroud", "counsel"},
			{"Shauna P. Greer", "counsel"},
			{"Lorraine T. Beckett", "judge"},
		},
		events: []Event{
			{"2017-06-09", "Motion for Relief from Stay.pdf", 1},
			{"2023-03-02", "Motion for Relief from Stay.pdf", 1},
			{"2023-08-01", "Motion for Relief from Stay.pdf", 2},
			{"2023-11-01", "Motion for Relief from Stay.pdf", 2},
			{"2023-11-16", "Motion for Relief from Stay.pdf", 2},
			{"2023-12-14", "Notice of Hearing.pdf", 1},
			{"2023-11-16", "Notice of Hearing.pdf", 1},
			{"2023-11-16", "Certificate of Service.pdf", 1},
			{"2024-01-05", "Consent Order Modifying Stay.pdf", 1},
			{"2024-02-01", "Consent Order Modifying Stay.pdf", 1},
		},
	}
}
