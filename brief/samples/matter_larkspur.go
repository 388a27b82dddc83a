package samples

// DEV SET (held out at first sight): a domain-name dispute under the
// Uniform Domain Name Dispute Resolution Policy (UDRP) administered by the
// WIPO Arbitration and Mediation Center, over two domain names used for
// counterfeit-goods websites, decided in default of a response. The
// complaint on the WIPO model ("Before the: / WORLD INTELLECTUAL PROPERTY
// ORGANIZATION / ARBITRATION AND MEDIATION CENTER", the complainant with
// its address over "(Complainant)", "-v-", the respondent as the WhoIs
// showed it, "Redacted for Privacy / Veilgate Privacy ehf" over
// "(Respondent)", "Disputed Domain Names:" in angle brackets, "COMPLAINT /
// (Rules, para. 3(b))", section headings "I. Introduction" to "XIII.
// Annexes" each with its bracketed rule reference ("[Rules, para.
// 3(b)(ii) and (iii)]"), numbered paragraphs "[1.]", the approval dates of
// the Policy and the Rules, the complainant's contact details with its
// general counsel, "The Complainant's authorized representative in this
// administrative proceeding is:" two lawyers and their firm, the
// preferred method of communications, the registrar with its address,
// trade mark registrations with their dates, the copies sent to the
// respondent and the registrar, the certification in the model's words,
// "Respectfully submitted," over the representative's name, firm and
// "Date:", and the annex list); the Center's notification of complaint
// to the respondent (the Center's letterhead, "VIA EMAIL", the
// registrant the registrar disclosed and the privacy service each with
// an address and email, "Dear Sir or Madam,", "Re: WIPO Case No.
// D2024-3187" with the domain names, "NOTIFICATION OF COMPLAINT AND
// COMMENCEMENT OF ADMINISTRATIVE PROCEEDING / (Response Due Date: ...)",
// numbered paragraphs, "Yours sincerely," over the case manager, "cc:"
// the complainant's representative and the registrar, the Center's
// address as the footer); and the administrative panel decision ("WIPO
// Arbitration and Mediation Center / ADMINISTRATIVE PANEL DECISION / X v.
// Redacted for Privacy, Veilgate Privacy ehf / Y / Case No. D2024-3187",
// "1. The Parties" with "The Complainant is X, United States, represented
// by Y, United States." and "The Respondent is Redacted for Privacy,
// Privacy service provided by Veilgate Privacy ehf, Iceland / Z,
// Romania.", the procedural history with each step's date, the WIPO
// Overview cited by section, a case cited with its WIPO case number,
// "7. Decision", the panelist's name between slashes over his name and
// "Sole Panelist", "Date:").
// Conventions: the complainant, like a claimant, is the plaintiff, and
// the registrant the registrar disclosed is the respondent; the privacy
// service the complaint names as the respondent, and the decision lists
// with the registrant ("Redacted for Privacy, Privacy service provided by
// Y, Iceland / Z, Romania"), is a respondent too, keyed by the service's
// company name ("Redacted for Privacy" is no name); the complainant's
// authorized representatives and its general counsel named as its
// contact are counsel; the complaint, though copied to the respondent and
// the registrar, is a pleading with no sender or recipients; the case
// manager who signs the notification is its sender, the registrant and
// the privacy service it is addressed to its recipients, and the
// representative and the registrar it copies recipients too; the sole
// panelist is the judge. The registrar is no party beyond the copy; the
// Center, ICANN, the representative's firm and the parties of a case
// cited are no parties. The approval dates of the Policy and the Rules
// in the complaint's introduction are no events (as a rules' edition in
// corvina-v-lakemont); every other date printed is an event on its page.
func init() { specs = append(specs, larkspur) }

func larkspur() matterSpec {
	const (
		cmpF = "UDRP Complaint - larkspurtrail-outlet.com and larkspurtrailsale.shop.pdf"
		ntfF = "D2024-3187 Notification of Complaint.pdf"
		decF = "D2024-3187 Administrative Panel Decision.pdf"
	)

	cmp := doc{name: cmpF, font: "Times", size: 10.5, unicode: true, footer: "%d",
		pages: []page{
			{
				l("Before the:"), gap(),
				cb("WORLD INTELLECTUAL PROPERTY ORGANIZATION"),
				cb("ARBITRATION AND MEDIATION CENTER"), gap(),
				ls("Larkspur Trail Outfitters, Inc.",
					"2480 Pearl Parkway",
					"Boulder, Colorado 80301",
					"United States of America",
					"(Complainant)",
					"",
					"-v-",
					"",
					"Redacted for Privacy",
					"Veilgate Privacy ehf",
					"Kalkofnsvegur 2",
					"101 Reykjavik",
					"Iceland",
					"(Respondent)"),
				gap(),
				ls("Disputed Domain Names:",
					"<larkspurtrail-outlet.com>",
					"<larkspurtrailsale.shop>"),
				gap(),
				cb("COMPLAINT"),
				c("(Rules, para. 3(b))"), gap(),
				l("I. Introduction"),
				p("[1.] This Complaint is hereby submitted for decision in accordance with the Uniform Domain Name Dispute Resolution Policy (the \"Policy\"), approved by the Internet Corporation for Assigned Names and Numbers (ICANN) on October 24, 1999, the Rules for Uniform Domain Name Dispute Resolution Policy (the \"Rules\"), approved by the ICANN Board of Directors on September 28, 2013, and the WIPO Supplemental Rules for Uniform Domain Name Dispute Resolution Policy (the \"Supplemental Rules\")."),
			},
			{
				l("II. The Parties"),
				l("A. The Complainant  [Rules, para. 3(b)(ii) and (iii)]"),
				p("[2.] The Complainant in this administrative proceeding is Larkspur Trail Outfitters, Inc., a corporation organized under the laws of the State of Delaware, United States of America, with its principal place of business in Boulder, Colorado."),
				ls("[3.] The Complainant's contact details are:",
					"        Address:     2480 Pearl Parkway, Boulder, Colorado 80301, United States of America",
					"        Telephone:   +1 303 555 0148",
					"        E-mail:      legal@larkspurtrail.com",
					"        Contact:     Helena V. Rourke, General Counsel"),
				gap(),
				ls("[4.] The Complainant's authorized representative in this administrative proceeding is:",
					"        Dana R. Whitfield",
					"        Priyanka S. Venkatesh",
					"        Okonjo Whitfield LLP",
					"        1700 Lincoln Street, Suite 2400, Denver, Colorado 80203, United States of America",
					"        Telephone: +1 720 555 0190     E-mail: udrp@okonjowhitfield.com"),
				gap(),
				ls("[5.] The Complainant's preferred method for communications directed to the Complainant in the",
					"administrative proceeding:",
					"        Electronic-only material",
					"        Method: e-mail",
					"        Address: udrp@okonjowhitfield.com",
					"        Contact: Dana R. Whitfield"),
				gap(),
				l("B. The Respondent  [Rules, para. 3(b)(v)]"),
				p("[6.] According to the concerned Registrar's WhoIs database (Annex 1), the Respondent in this administrative proceeding is Redacted for Privacy, Veilgate Privacy ehf, Kalkofnsvegur 2, 101 Reykjavik, Iceland, a privacy service. The Complainant will amend this Complaint if the Registrar discloses an underlying registrant."),
				ls("[7.] All information known to the Complainant regarding how to contact the Respondent is as follows:",
					"        E-mail: larkspurtrail-outlet.com@veilgateprivacy.is (Annex 1)",
					"        Contact form: https://www.veilgateprivacy.is/contact"),
				gap(),
				l("III. The Domain Names and Registrar  [Rules, para. 3(b)(vi) and (vii)]"),
				p("[8.] This dispute concerns the domain names identified below: <larkspurtrail-outlet.com> and <larkspurtrailsale.shop> (the \"Domain Names\")."),
				p("[9.] The registrar with which the Domain Names are registered is: Brightnest Domains, LLC, 1200 Fifth Avenue, Suite 1300, Seattle, Washington 98101, United States of America (the \"Registrar\")."),
			},
			{
				l("IV. Jurisdictional Basis for the Administrative Proceeding  [Rules, paras. 3(a), 3(b)(xv)]"),
				p("[10.] This dispute is properly within the scope of the Policy, which the Registrar's registration agreement incorporates, and the Administrative Panel has jurisdiction to decide it."),
				l("V. Factual and Legal Grounds  [Policy, paras. 4(a), (b), (c); Rules, para. 3(b)(ix)]"),
				p("[11.] The Complainant has designed and sold outdoor clothing and equipment under the LARKSPUR TRAIL mark since 1998, through its website at <larkspurtrail.com> and more than 900 retailers in North America and Europe. It owns United States Trademark Registration No. 5,214,887 for LARKSPUR TRAIL, registered on June 5, 2017, and European Union Trade Mark No. 017894512 for LARKSPUR TRAIL, registered on March 2, 2019 (Annex 3)."),
				l("A. The Domain Names are confusingly similar to a mark in which the Complainant has rights  [Policy, para. 4(a)(i)]"),
				p("[12.] Each Domain Name reproduces the LARKSPUR TRAIL mark in full, followed by the descriptive terms \"outlet\" or \"sale\". The mark remains clearly recognizable within each Domain Name, and the generic Top-Level Domains \".com\" and \".shop\" are disregarded."),
				l("B. The Respondent has no rights or legitimate interests in the Domain Names  [Policy, para. 4(a)(ii)]"),
				p("[13.] The Complainant has never licensed or authorized the Respondent to use its mark. The Respondent is not commonly known by the Domain Names. The Domain Names resolve to websites that reproduce the Complainant's logo and product photographs and offer purported LARKSPUR TRAIL jackets at discounts of 70% to 80%, which is neither a bona fide offering of goods nor a legitimate noncommercial or fair use."),
				l("C. The Domain Names were registered and are being used in bad faith  [Policy, paras. 4(a)(iii), 4(b)]"),
				p("[14.] The Domain Names were registered on February 11, 2024 and February 13, 2024, long after the Complainant's mark became well known. The Complainant's brand protection team discovered the websites on April 2, 2024. A test purchase made on April 9, 2024 was charged to the Complainant's card but no goods were delivered (Annex 5). A notice sent to the Registrar's abuse contact on April 16, 2024 received no substantive reply. The Respondent intentionally attempted to attract Internet users for commercial gain by creating a likelihood of confusion with the Complainant's mark, within paragraph 4(b)(iv) of the Policy."),
				l("VI. Remedies Requested  [Rules, para. 3(b)(x)]"),
				p("[15.] In accordance with paragraph 4(i) of the Policy, the Complainant requests the Administrative Panel appointed in this administrative proceeding to issue a decision that the Domain Names be transferred to the Complainant."),
			},
			{
				l("VII. Administrative Panel  [Rules, para. 3(b)(iv)]"),
				p("[16.] The Complainant elects for this case to be decided by a single-member Administrative Panel."),
				l("VIII. Mutual Jurisdiction  [Rules, para. 3(b)(xii)]"),
				p("[17.] In accordance with paragraph 3(b)(xii) of the Rules, the Complainant will submit, with respect to any challenge to a decision in this proceeding transferring the Domain Names, to the jurisdiction of the courts at the location of the principal office of the Registrar."),
				l("IX. Other Legal Proceedings  [Rules, para. 3(b)(xi)]"),
				p("[18.] The Complainant is not aware of any other legal proceedings that have been commenced or terminated in connection with or relating to the Domain Names."),
				l("X. Communications  [Rules, paras. 2(b), 3(b)(xii)]"),
				p("[19.] A copy of this Complaint has been sent to the Respondent by e-mail on August 5, 2024 and to the Registrar on August 5, 2024, in accordance with paragraph 3(b)(xii) of the Rules."),
				l("XI. Payment  [Rules, para. 19; Supplemental Rules, Annex D]"),
				p("[20.] The applicable fees are being paid to the Center by credit card."),
				l("XII. Certification  [Rules, para. 3(b)(xiii)]"),
				p("[21.] The Complainant agrees that its claims and remedies concerning the registration of the Domain Names, the dispute, or the dispute's resolution shall be solely against the domain-name holder and waives all such claims and remedies against (a) the WIPO Arbitration and Mediation Center and Panelists, except in the case of deliberate wrongdoing, (b) the Registrar, (c) the registry administrator, and (d) the Internet Corporation for Assigned Names and Numbers, as well as their directors, officers, employees, and agents."),
				p("[22.] The Complainant certifies that the information contained in this Complaint is to the best of the Complainant's knowledge complete and accurate, that this Complaint is not being presented for any improper purpose, such as to harass, and that the assertions in this Complaint are warranted under the Rules and under applicable law, as it now exists or as it may be extended by a good-faith and reasonable argument."),
				ls("Respectfully submitted,", "",
					"/Dana R. Whitfield/",
					"_______________________________",
					"Dana R. Whitfield",
					"Okonjo Whitfield LLP",
					"Authorized Representative of the Complainant",
					"Date: August 5, 2024"),
				gap(),
				l("XIII. Annexes  [Rules, para. 3(b)(xiv)]"),
				small(ls("Annex 1  WhoIs records of the Domain Names         Annex 4  Screenshots of the Respondent's websites",
					"Annex 2  The Complainant's website                  Annex 5  Test purchase records",
					"Annex 3  Trademark registration certificates        Annex 6  Notice to the Registrar's abuse contact"), 9.5),
			},
		}}

	ntf := doc{name: ntfF, font: "Helvetica", size: 9.5, unicode: true,
		footer: "34, chemin des Colombettes, 1211 Geneva 20, Switzerland   T +41 22 338 82 47   arbiter.mail@wipo.int   www.wipo.int/amc",
		pages: []page{
			{
				small(l("WIPO  |  ARBITRATION AND MEDIATION CENTER"), 12),
				gap(),
				r("August 14, 2024"),
				ls("VIA EMAIL",
					"",
					"Radu Ionescu-Mares",
					"Strada Zizinului 112, Bl. 4, Ap. 17",
					"500407 Brasov",
					"Romania",
					"Email: r.ionescu.mares@postaweb.ro",
					"",
					"Redacted for Privacy, Veilgate Privacy ehf",
					"Kalkofnsvegur 2",
					"101 Reykjavik",
					"Iceland",
					"Email: larkspurtrail-outlet.com@veilgateprivacy.is"),
				gap(),
				l("Dear Sir or Madam,"), gap(),
				ls("Re:   WIPO Case No. D2024-3187",
					"        <larkspurtrail-outlet.com> and <larkspurtrailsale.shop>"),
				gap(),
				cb("NOTIFICATION OF COMPLAINT AND COMMENCEMENT OF ADMINISTRATIVE PROCEEDING"),
				c("(Response Due Date: September 3, 2024)"), gap(),
				p("1. The WIPO Arbitration and Mediation Center (the \"Center\") has received a Complaint, as amended, filed against you by Larkspur Trail Outfitters, Inc. (the \"Complainant\") in respect of the above domain names (the \"Domain Names\"), in accordance with the Uniform Domain Name Dispute Resolution Policy (the \"Policy\"), the Rules for Uniform Domain Name Dispute Resolution Policy (the \"Rules\") and the WIPO Supplemental Rules (the \"Supplemental Rules\")."),
				p("2. The Complaint was received by the Center on August 5, 2024, and the amended Complaint on August 12, 2024. According to the information provided to the Center by the registrar of the Domain Names, Brightnest Domains, LLC (the \"Registrar\"), on August 7, 2024, you are the holder of the registration of the Domain Names. Under paragraph 4(a) of the Policy, you are required to submit to this mandatory administrative proceeding."),
				p("3. The Center has verified that the Complaint satisfies the formal requirements of the Policy, the Rules and the Supplemental Rules. Accordingly, the formal date of the commencement of this administrative proceeding is August 14, 2024."),
				p("4. Within twenty (20) calendar days of the date of commencement of the administrative proceeding, that is, on or before September 3, 2024, you must submit a Response to the Center that complies with paragraph 5 of the Rules and paragraph 12 of the Supplemental Rules. A Model Response is available on the Center's website."),
			},
			{
				p("5. If you do not submit a Response by that date, you will be considered in default. The Center will nevertheless appoint an Administrative Panel, which will review the facts of the dispute and decide the case. The Panel may draw such inferences from your default as it considers appropriate."),
				p("6. The Complainant has elected a single-member Administrative Panel. You may instead elect a three-member Panel in your Response, in which case you will bear half of the applicable fees."),
				p("7. The Complaint and its annexes are available to you through the secure link sent with the email transmitting this notification. A copy of this notification has also been sent by courier to the postal address the Registrar provided."),
				p("8. Please direct all communications in this matter to the Center, quoting the case number, at the email address below, with a copy to the Complainant."),
				gap(),
				ls("Yours sincerely,", "", "",
					"Beatriz Ferreira-Lund",
					"Case Manager",
					"WIPO Arbitration and Mediation Center",
					"domain.disputes@wipo.int"),
				gap(),
				ls("cc:   Dana R. Whitfield, Okonjo Whitfield LLP (Complainant's authorized representative)",
					"        Brightnest Domains, LLC (Registrar)"),
			},
		}}

	dec := doc{name: decF, font: "Times", size: 10.5, unicode: true, footer: "page %d",
		pages: []page{
			{
				c("WIPO Arbitration and Mediation Center"), gap(),
				cb("ADMINISTRATIVE PANEL DECISION"),
				cb("Larkspur Trail Outfitters, Inc. v. Redacted for Privacy, Veilgate Privacy ehf / Radu Ionescu-Mares"),
				cb("Case No. D2024-3187"), gap(),
				l("1. The Parties"),
				p("The Complainant is Larkspur Trail Outfitters, Inc., United States, represented by Okonjo Whitfield LLP, United States."),
				p("The Respondent is Redacted for Privacy, Privacy service provided by Veilgate Privacy ehf, Iceland / Radu Ionescu-Mares, Romania."),
				l("2. The Domain Names and Registrar"),
				p("The disputed domain names <larkspurtrail-outlet.com> and <larkspurtrailsale.shop> (the \"Domain Names\") are registered with Brightnest Domains, LLC (the \"Registrar\")."),
				l("3. Procedural History"),
				p("The Complaint was filed with the WIPO Arbitration and Mediation Center (the \"Center\") on August 5, 2024. On August 5, 2024, the Center transmitted by email to the Registrar a request for registrar verification in connection with the Domain Names. On August 7, 2024, the Registrar transmitted by email to the Center its verification response disclosing registrant and contact information for the Domain Names which differed from the named Respondent (Redacted for Privacy, Veilgate Privacy ehf) and contact information in the Complaint. The Center sent an email communication to the Complainant on August 8, 2024, providing the registrant and contact information disclosed by the Registrar, and inviting the Complainant to submit an amendment to the Complaint. The Complainant filed an amended Complaint on August 12, 2024."),
				p("The Center verified that the Complaint together with the amended Complaint satisfied the formal requirements of the Uniform Domain Name Dispute Resolution Policy (the \"Policy\"), the Rules for Uniform Domain Name Dispute Resolution Policy (the \"Rules\"), and the WIPO Supplemental Rules for Uniform Domain Name Dispute Resolution Policy (the \"Supplemental Rules\")."),
				p("In accordance with the Rules, paragraphs 2 and 4, the Center formally notified the Respondent of the Complaint, and the proceedings commenced on August 14, 2024. In accordance with the Rules, paragraph 5, the due date for Response was September 3, 2024. The Respondent did not submit any response. Accordingly, the Center notified the Respondent's default on September 5, 2024. The courier delivery of the written notice to the Respondent's postal address in Romania failed on August 20, 2024, the address being incomplete."),
				p("The Center appointed Henrik O. Vasquez-Lindahl as the sole panelist in this matter on September 11, 2024. The Panel finds that it was properly constituted. The Panel has submitted the Statement of Acceptance and Declaration of Impartiality and Independence, as required by the Center to ensure compliance with the Rules, paragraph 7."),
			},
			{
				l("4. Factual Background"),
				p("The Complainant designs and sells outdoor clothing and equipment under the LARKSPUR TRAIL mark, which it has used since 1998. It owns, among others, United States Trademark Registration No. 5,214,887 for LARKSPUR TRAIL, registered on June 5, 2017, and European Union Trade Mark No. 017894512 for LARKSPUR TRAIL, registered on March 2, 2019. It operates its main website at <larkspurtrail.com>."),
				p("The Domain Names were registered on February 11, 2024 (<larkspurtrail-outlet.com>) and February 13, 2024 (<larkspurtrailsale.shop>). At the time of the Complaint they resolved to websites in English displaying the Complainant's logo and product photographs and offering purported LARKSPUR TRAIL products at heavily discounted prices. At the date of this Decision they resolve to inactive pages."),
				l("5. Parties' Contentions"),
				l("A. Complainant"),
				p("The Complainant contends that it has satisfied each of the elements required under the Policy for a transfer of the Domain Names. Notably, it contends that the Domain Names are confusingly similar to its LARKSPUR TRAIL mark, that the Respondent has no rights or legitimate interests in them, and that they were registered and are being used in bad faith to sell counterfeit goods or to take payment for goods never delivered."),
				l("B. Respondent"),
				p("The Respondent did not reply to the Complainant's contentions."),
				l("6. Discussion and Findings"),
				p("Paragraph 15(a) of the Rules directs the Panel to decide the Complaint on the basis of the statements and documents submitted and in accordance with the Policy, the Rules and any rules and principles of law it deems applicable. The Respondent's default does not by itself entitle the Complainant to a decision in its favor, but the Panel may draw appropriate inferences from it."),
				l("A. Identical or Confusingly Similar"),
				p("The Complainant has shown rights in the LARKSPUR TRAIL mark. The entirety of the mark is reproduced within each Domain Name, and the addition of \"outlet\" or \"sale\" does not prevent a finding of confusing similarity. WIPO Overview of WIPO Panel Views on Selected UDRP Questions, Third Edition (\"WIPO Overview 3.0\"), sections 1.7 and 1.8. The generic Top-Level Domains are disregarded. WIPO Overview 3.0, section 1.11.1. The first element of the Policy is established."),
			},
			{
				l("B. Rights or Legitimate Interests"),
				p("The Complainant has made out a prima facie case that the Respondent lacks rights or legitimate interests in the Domain Names, and the Respondent has not rebutted it. The use of a domain name for illegal activity, such as the sale of counterfeit goods or impersonation of the complainant, can never confer rights or legitimate interests on a respondent. WIPO Overview 3.0, section 2.13.1. The second element of the Policy is established."),
				l("C. Registered and Used in Bad Faith"),
				p("The Domain Names were registered some seven years after the Complainant's United States registration, and the websites to which they resolved copied the Complainant's logo and product photographs. The Respondent plainly knew of the Complainant and its mark. Using the Domain Names to offer purported LARKSPUR TRAIL products at implausible discounts, and taking payment for an order that was never fulfilled, is use in bad faith within paragraph 4(b)(iv) of the Policy. The Respondent's use of a privacy service and of an incomplete postal address, and its failure to respond, support that finding. The present inactivity of the Domain Names does not prevent it: see Telstra Corporation Limited v. Nuclear Marshmallows, WIPO Case No. D2000-0003. The third element of the Policy is established."),
				l("7. Decision"),
				p("For the foregoing reasons, in accordance with paragraphs 4(i) of the Policy and 15 of the Rules, the Panel orders that the Domain Names, <larkspurtrail-outlet.com> and <larkspurtrailsale.shop>, be transferred to the Complainant."),
				gap(),
				ls("/Henrik O. Vasquez-Lindahl/",
					"Henrik O. Vasquez-Lindahl",
					"Sole Panelist",
					"Date: September 25, 2024"),
			},
		}}

	return matterSpec{
		name: "larkspur-trail-v-ionescu-mares", title: "Larkspur Trail Outfitters, Inc. v. Redacted for Privacy, Veilgate Privacy ehf / Radu Ionescu-Mares (WIPO Case No. D2024-3187)", heldOut: true,
		firstSight: &Figures{PartyTruth: 12, PartyFound: 10, PartyCorrect: 7, EventTruth: 27, EventHits: 27, Grounded: 1}, // at 0862d31
		docs:       []doc{cmp, ntf, dec},
		parties: []Party{
			{"Larkspur Trail Outfitters, Inc.", "plaintiff"},
			{"Radu Ionescu-Mares", "respondent"},
			{"Radu Ionescu-Mares", "recipient"},
			{"Veilgate Privacy ehf", "respondent"}, // the privacy service named as the respondent
			{"Veilgate Privacy ehf", "recipient"},
			{"Dana R. Whitfield", "counsel"},
			{"Dana R. Whitfield", "recipient"}, // copied on the notification
			{"Priyanka S. Venkatesh", "counsel"},
			{"Helena V. Rourke", "counsel"},          // the complainant's general counsel
			{"Brightnest Domains, LLC", "recipient"}, // the registrar, copied
			{"Beatriz Ferreira-Lund", "sender"},      // the Center's case manager
			{"Henrik O. Vasquez-Lindahl", "judge"},   // sole panelist
		},
		events: []Event{
			{"2017-06-05", cmpF, 3},
			{"2019-03-02", cmpF, 3},
			{"2024-02-11", cmpF, 3},
			{"2024-02-13", cmpF, 3},
			{"2024-04-02", cmpF, 3},
			{"2024-04-09", cmpF, 3},
			{"2024-04-16", cmpF, 3},
			{"2024-08-05", cmpF, 4},
			{"2024-08-14", ntfF, 1},
			{"2024-09-03", ntfF, 1},
			{"2024-08-05", ntfF, 1},
			{"2024-08-12", ntfF, 1},
			{"2024-08-07", ntfF, 1},
			{"2024-08-05", decF, 1},
			{"2024-08-07", decF, 1},
			{"2024-08-08", decF, 1},
			{"2024-08-12", decF, 1},
			{"2024-08-14", decF, 1},
			{"2024-09-03", decF, 1},
			{"2024-09-05", decF, 1},
			{"2024-08-20", decF, 1},
			{"2024-09-11", decF, 1},
			{"2017-06-05", decF, 2},
			{"2019-03-02", decF, 2},
			{"2024-02-11", decF, 2},
			{"2024-02-13", decF, 2},
			{"2024-09-25", decF, 3},
		},
	}
}
