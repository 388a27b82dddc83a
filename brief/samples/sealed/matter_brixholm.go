package sealed

import "pramaan/brief/truth"

// A domain-name dispute under the Uniform Domain Name Dispute Resolution
// Policy before the WIPO Arbitration and Mediation Center: the complaint on
// the Center's model ("Before the: ...", "(Complainant) v. ... (Respondent)",
// "Disputed Domain Name(s):", sections by Roman numeral citing the Rules'
// paragraphs, the complainant's authorized representative, the privacy
// service named as respondent, the certification and annex list); the
// cease-and-desist email as an annex (header lines, a registrar's abuse
// address among the recipients); and the sole panelist's decision
// ("ADMINISTRATIVE PANEL DECISION", numbered sections, the registrar's
// verification disclosing the underlying registrant, "Sole Panelist").
func init() { specs = append(specs, brixholm) }

func brixholm() spec {
	complaint := doc{name: "Complaint brixholm-outlet.shop.pdf", font: "Times", size: 11, paper: "A4", footer: "%d",
		pages: []page{
			{
				c("Before the:"), cb("WIPO ARBITRATION AND MEDIATION CENTER"), gap(),
				row([]float64{0.55, 0.45}, "Brixholm Outdoor AB\nSveavägen 44\n111 34 Stockholm, Sweden\n(Complainant)", ""),
				c("-v-"),
				row([]float64{0.55, 0.45}, "Withheld for Privacy ehf\nKalkofnsvegur 2\n101 Reykjavik, Iceland\n(Respondent)", "Disputed Domain Name(s):\n<brixholm-outlet.shop>"),
				gap(), cb("COMPLAINT"), c("(Rules, paragraph 3(b))"), gap(),
				lb("I. Introduction"),
				p("[1.] This Complaint is hereby submitted for decision in accordance with the Uniform Domain Name Dispute Resolution Policy (Policy), the Rules for Uniform Domain Name Dispute Resolution Policy (Rules) and the WIPO Supplemental Rules (Supplemental Rules)."),
				lb("II. The Parties"),
				lb("A. The Complainant (Rules, paragraphs 3(b)(ii) and (iii))"),
				p("[2.] The Complainant in this administrative proceeding is Brixholm Outdoor AB, a company incorporated in Sweden (org. nr. 556712-4419), which designs and sells outdoor clothing and equipment under the BRIXHOLM mark."),
				p("[3.] The Complainant's authorized representatives in this administrative proceeding are: Ebba Lindqvist and Oskar Falk, Advokater, Lindqvist & Falk Advokatbyrå KB, Birger Jarlsgatan 12, 114 34 Stockholm, Sweden; Telephone: +46 8 555 014 20; E-mail: udrp@lindqvistfalk.se."),
				lb("B. The Respondent (Rules, paragraph 3(b)(v))"),
				p("[4.] According to the WhoIs database of the concerned registrar, the Respondent is Withheld for Privacy ehf, Kalkofnsvegur 2, 101 Reykjavik, Iceland. The Complainant will amend the Complaint if the registrar discloses a different underlying registrant."),
			},
			{
				lb("III. The Domain Name and Registrar (Rules, paragraph 3(b)(vi) and (vii))"),
				p("[5.] This dispute concerns the domain name <brixholm-outlet.shop>, registered with Tucana Registry Services, LLC, on 2 February 2024."),
				lb("IV. Factual and Legal Grounds (Policy, paragraph 4(a); Rules, paragraph 3(b)(ix))"),
				p("[6.] The Complainant owns European Union Trade Mark No. 015512877 BRIXHOLM, registered on 3 October 2016, and Swedish registration No. 528114, registered on 11 June 2014 (Annex 3)."),
				p("[7.] On 26 February 2024 the Complainant found that the disputed domain name resolved to a website copying its product photographs and offering purported BRIXHOLM jackets at 70% discounts. Test purchases were never delivered. On 4 March 2024 the Complainant's representatives sent a cease-and-desist message to the registrant's privacy contact and to the registrar (Annex 4). No reply was received."),
				p("[8.] The disputed domain name is confusingly similar to the BRIXHOLM mark; the Respondent has no rights or legitimate interests in it; and it was registered and is being used in bad faith to impersonate the Complainant."),
				lb("V. Remedies Requested (Rules, paragraph 3(b)(x))"),
				p("[9.] The Complainant requests that the disputed domain name be transferred to the Complainant."),
				lb("VI. Mutual Jurisdiction (Rules, paragraph 3(b)(xii))"),
				p("[10.] The Complainant submits to the jurisdiction of the courts at the location of the principal office of the concerned registrar."),
				lb("VII. Certification (Rules, paragraph 3(b)(xiv))"),
				p("[11.] The Complainant certifies that the information contained in this Complaint is to the best of the Complainant's knowledge complete and accurate, that this Complaint is not being presented for any improper purpose, and that the assertions in this Complaint are warranted under the Rules and under applicable law."),
				ls("Respectfully submitted,", "", "Ebba Lindqvist", "Authorized Representative of the Complainant", "Date: May 13, 2024"), gap(),
				lb("LIST OF ANNEXES"),
				ls("Annex 1 - WhoIs printout of the disputed domain name", "Annex 2 - Information about the Complainant", "Annex 3 - Trade mark registrations", "Annex 4 - Cease-and-desist email of 4 March 2024", "Annex 5 - Screenshots of the website (26 February 2024)"),
			},
		}}

	email := doc{name: "Annex 4 Cease-and-desist email.pdf", font: "Helvetica", size: 10, paper: "A4",
		header: "Annex 4", headerAlign: "R",
		pages: []page{{
			ls("From:      Ebba Lindqvist <ebba.lindqvist@lindqvistfalk.se>",
				"Sent:      Monday, March 4, 2024 10:12 AM",
				"To:        Withheld for Privacy ehf <brixholm-outlet.shop@withheldforprivacy.example>",
				"Cc:        abuse@tucana-registry.example; Oskar Falk <oskar.falk@lindqvistfalk.se>",
				"Subject:   Infringement of the BRIXHOLM trade mark - <brixholm-outlet.shop>"),
			rule(),
			l("To the registrant of <brixholm-outlet.shop>,"), gap(),
			p("We represent Brixholm Outdoor AB, owner of the BRIXHOLM trade mark, registered in the European Union since 3 October 2016. The website at <brixholm-outlet.shop>, which we found on 26 February 2024, reproduces our client's photographs and offers goods under the BRIXHOLM mark that our client has not authorised."),
			p("We demand that you (1) take the website down immediately and (2) transfer the domain name to our client by 18 March 2024. If you do not, our client will file a complaint under the UDRP without further notice."),
			p("We ask the registrar, in copy, to forward this message to the underlying registrant."),
			ls("Kind regards,", "", "Ebba Lindqvist", "Advokat | Lindqvist & Falk Advokatbyrå KB", "Birger Jarlsgatan 12, 114 34 Stockholm | +46 8 555 014 20"),
		}}}

	decision := doc{name: "Administrative Panel Decision D2024-2069.pdf", font: "Times", size: 11, paper: "A4",
		footer: "page %d", footerAlign: "R",
		pages: []page{
			{
				cb("WIPO Arbitration and Mediation Center"), gap(),
				cb("ADMINISTRATIVE PANEL DECISION"), c("Brixholm Outdoor AB v. Withheld for Privacy ehf / Kestrel Vane"), c("Case No. D2024-2069"), gap(),
				lb("1. The Parties"),
				p("The Complainant is Brixholm Outdoor AB, Sweden, represented by Lindqvist & Falk Advokatbyrå KB, Sweden."),
				p("The Respondent is Withheld for Privacy ehf, Iceland / Kestrel Vane, Portugal."),
				lb("2. The Domain Name and Registrar"),
				p("The disputed domain name <brixholm-outlet.shop> is registered with Tucana Registry Services, LLC (the \"Registrar\")."),
				lb("3. Procedural History"),
				p("The Complaint was filed with the WIPO Arbitration and Mediation Center (the \"Center\") on May 13, 2024. On May 14, 2024, the Center transmitted by email to the Registrar a request for registrar verification in connection with the disputed domain name. On May 15, 2024, the Registrar transmitted by email to the Center its verification response disclosing registrant and contact information for the disputed domain name which differed from the named Respondent (Withheld for Privacy ehf) and contact information in the Complaint. The Center sent an email communication to the Complainant on May 16, 2024, providing the registrant and contact information disclosed by the Registrar, and inviting the Complainant to submit an amendment to the Complaint. The Complainant filed an amended Complaint on May 17, 2024."),
				p("In accordance with the Rules, paragraphs 2 and 4, the Center formally notified the Respondent of the Complaint, and the proceedings commenced on May 21, 2024. In accordance with the Rules, paragraph 5, the due date for Response was June 10, 2024. The Respondent did not submit any response. Accordingly, the Center notified the Respondent's default on June 11, 2024."),
				p("The Center appointed Beatriz Olmedo-Quint as the sole panelist in this matter on June 18, 2024. The Panel finds that it was properly constituted. The Panel has submitted the Statement of Acceptance and Declaration of Impartiality and Independence, as required by the Center to ensure compliance with the Rules, paragraph 7."),
			},
			{
				lb("4. Factual Background"),
				p("The Complainant is a Swedish outdoor clothing company that owns registrations for the BRIXHOLM mark, including European Union Trade Mark No. 015512877, registered on October 3, 2016. The disputed domain name was registered on February 2, 2024 and resolved to a website imitating the Complainant's online shop."),
				lb("5. Parties' Contentions"),
				p("A. Complainant: the Complainant contends that it has satisfied each of the elements required under the Policy for a transfer of the disputed domain name. B. Respondent: the Respondent did not reply to the Complainant's contentions."),
				lb("6. Discussion and Findings"),
				p("The disputed domain name incorporates the BRIXHOLM mark in its entirety with the descriptive term \"outlet\"; it is confusingly similar to the mark. The Respondent, Kestrel Vane, is not commonly known by the disputed domain name and has made no bona fide use of it. Use of the disputed domain name for a site impersonating the Complainant and taking payment for goods never delivered is evidence of registration and use in bad faith. The Respondent's failure to answer the cease-and-desist message of March 4, 2024 supports that inference."),
				lb("7. Decision"),
				p("For the foregoing reasons, in accordance with paragraphs 4(i) of the Policy and 15 of the Rules, the Panel orders that the disputed domain name, <brixholm-outlet.shop>, be transferred to the Complainant."),
				ls("", "Beatriz Olmedo-Quint", "Sole Panelist", "Date: July 2, 2024"),
			},
		}}

	return spec{
		name: "brixholm-outdoor-v-vane-udrp", title: "Brixholm Outdoor AB v. Withheld for Privacy ehf / Kestrel Vane (WIPO Case No. D2024-2069)",
		firstSight: &truth.Figures{PartyTruth: 9, PartyFound: 5, PartyCorrect: 4, EventTruth: 20, EventHits: 20, Grounded: 1}, // at commit 3fda783
		docs:       []doc{complaint, email, decision},
		parties: []truth.Party{
			{Name: "Brixholm Outdoor AB", Role: "plaintiff"}, // the complainant
			{Name: "Withheld for Privacy ehf", Role: "respondent"},
			{Name: "Kestrel Vane", Role: "respondent"},
			{Name: "Ebba Lindqvist", Role: "counsel"},
			{Name: "Oskar Falk", Role: "counsel"},
			{Name: "Ebba Lindqvist", Role: "sender"},
			{Name: "Withheld for Privacy ehf", Role: "recipient"},
			{Name: "Oskar Falk", Role: "recipient"},
			{Name: "Beatriz Olmedo-Quint", Role: "judge"}, // the sole panelist
		},
		events: []truth.Event{
			{Date: "2024-02-02", File: "Complaint brixholm-outlet.shop.pdf", Page: 2},
			{Date: "2016-10-03", File: "Complaint brixholm-outlet.shop.pdf", Page: 2},
			{Date: "2014-06-11", File: "Complaint brixholm-outlet.shop.pdf", Page: 2},
			{Date: "2024-02-26", File: "Complaint brixholm-outlet.shop.pdf", Page: 2},
			{Date: "2024-03-04", File: "Complaint brixholm-outlet.shop.pdf", Page: 2},
			{Date: "2024-05-13", File: "Complaint brixholm-outlet.shop.pdf", Page: 2},
			{Date: "2024-03-04", File: "Annex 4 Cease-and-desist email.pdf", Page: 1},
			{Date: "2024-02-26", File: "Annex 4 Cease-and-desist email.pdf", Page: 1},
			{Date: "2024-03-18", File: "Annex 4 Cease-and-desist email.pdf", Page: 1},
			{Date: "2024-05-13", File: "Administrative Panel Decision D2024-2069.pdf", Page: 1},
			{Date: "2024-05-14", File: "Administrative Panel Decision D2024-2069.pdf", Page: 1},
			{Date: "2024-05-15", File: "Administrative Panel Decision D2024-2069.pdf", Page: 1},
			{Date: "2024-05-16", File: "Administrative Panel Decision D2024-2069.pdf", Page: 1},
			{Date: "2024-05-17", File: "Administrative Panel Decision D2024-2069.pdf", Page: 1},
			{Date: "2024-05-21", File: "Administrative Panel Decision D2024-2069.pdf", Page: 1},
			{Date: "2024-06-10", File: "Administrative Panel Decision D2024-2069.pdf", Page: 1},
			{Date: "2024-06-11", File: "Administrative Panel Decision D2024-2069.pdf", Page: 1},
			{Date: "2024-06-18", File: "Administrative Panel Decision D2024-2069.pdf", Page: 1},
			{Date: "2024-02-02", File: "Administrative Panel Decision D2024-2069.pdf", Page: 2},
			{Date: "2024-07-02", File: "Administrative Panel Decision D2024-2069.pdf", Page: 2},
		},
	}
}
