package sealed

import "pramaan/brief/truth"

// A stockholder's books-and-records action in the Delaware Court of
// Chancery under 8 Del. C. § 220: the File & ServeXpress stamp at the top
// right of each filing ("EFiled: ... Transaction ID ... Case No."), a
// caption with "C.A. No." and the judicial officer's initials, Delaware
// counsel signing with bar numbers in parentheses and New York counsel "OF
// COUNSEL", a word count, the stockholder's verification before a New York
// notary; the demand (Exhibit A) with its list of categories and a
// brokerage table; the company counsel's refusal letter with "cc:"; and the
// stipulated scheduling order bearing the court's e-signature page ("This
// document constitutes a ruling of the court ...").
func init() { specs = append(specs, oyelaran) }

func oyelaran() spec {
	capt := caption("", []string{
		"MARGUERITE OYELARAN-BECK,",
		"",
		"                    Plaintiff,",
		"",
		"          v.",
		"",
		"HALCYON BIOSCIENCES, INC.,",
		"a Delaware corporation,",
		"",
		"                    Defendant.",
	}, []string{"", "", "", "C.A. No. 2024-0251-LWT", "", "", "", "", "", ""})
	head := with([]block{cb("IN THE COURT OF CHANCERY OF THE STATE OF DELAWARE"), gap()}, capt, []block{rule(), gap()})

	complaint := doc{name: "Verified Complaint Pursuant to 8 Del. C. 220.pdf", font: "Times", size: 11.5, footer: "%d",
		pages: []page{
			with([]block{stamp("EFiled: Mar 11 2024 04:37PM EDT", "Transaction ID 72301845", "Case No. 2024-0251-LWT")}, head, []block{
				cb("VERIFIED COMPLAINT TO COMPEL INSPECTION OF"), cb("BOOKS AND RECORDS PURSUANT TO 8 DEL. C. § 220"), gap(),
				p("Plaintiff Marguerite Oyelaran-Beck (\"Plaintiff\"), by and through her undersigned counsel, alleges upon knowledge as to herself and otherwise upon information and belief, as follows:"),
				cb("NATURE OF THE ACTION"),
				p("1. Plaintiff seeks to inspect books and records of defendant Halcyon Biosciences, Inc. (\"Halcyon\" or the \"Company\") to investigate possible mismanagement and breaches of fiduciary duty in connection with the Series D preferred financing approved by the Company's board of directors (the \"Board\") on October 17, 2023 (the \"Series D Financing\")."),
				cb("THE PARTIES"),
				p("2. Plaintiff has continuously held shares of Halcyon common stock since August 5, 2019, and presently holds 41,600 shares."),
				p("3. Halcyon is a Delaware corporation with its principal place of business at 400 Technology Square, Cambridge, Massachusetts 02139."),
			}),
			{
				cb("FACTS"),
				p("4. On October 17, 2023, the Board approved the sale of Series D preferred stock to funds affiliated with two of its directors at a price that Plaintiff believes undervalued the Company by reason of the then-pending results of a Phase 2 trial, which were announced on November 2, 2023."),
				p("5. On January 22, 2024, Plaintiff served on the Company a written demand under oath to inspect the categories of books and records identified in it (the \"Demand\"). A true copy of the Demand is attached as Exhibit A."),
				p("6. By letter of its counsel dated February 5, 2024, the Company refused to produce any documents, asserting that Plaintiff lacks a proper purpose."),
				p("7. More than five business days have passed since the Demand was served, and the Company has not produced the books and records requested."),
				cb("COUNT I (8 Del. C. § 220)"),
				p("8. Plaintiff has complied with the form and manner requirements of Section 220, states a proper purpose, and is entitled to inspect the books and records requested in the Demand."),
				p("WHEREFORE, Plaintiff respectfully requests that the Court enter an order (a) directing the Company to produce the books and records identified in the Demand within ten days; (b) awarding Plaintiff her costs; and (c) granting such other relief as the Court deems just."),
			},
			{
				row([]float64{0.5, 0.5}, "OF COUNSEL:\n\nSanjay Kittredge\nKITTREDGE & OWUSU PLLC\n500 Fifth Avenue, 40th Floor\nNew York, New York 10110\n(212) 555-0147\n\nDated: March 11, 2024\nWords: 1,212",
					"ABERNATHY QUILL LLP\n\n/s/ Delia M. Abernathy\nDelia M. Abernathy (#5521)\nTheo R. Quill (#6734)\n1201 N. Market Street, Suite 900\nWilmington, Delaware 19801\n(302) 555-0188\n\nAttorneys for Plaintiff"),
				gap(), gap(),
				cb("VERIFICATION"), gap(),
				ls("STATE OF NEW YORK      )", "                       )  ss.:", "COUNTY OF NEW YORK     )"), gap(),
				p("MARGUERITE OYELARAN-BECK, being duly sworn, deposes and says that she is the plaintiff in the foregoing action; that she has read the foregoing Verified Complaint; and that the facts stated in it are true to her own knowledge, except as to matters stated upon information and belief, and as to those matters she believes them to be true."),
				ls("", "                                        /s/ Marguerite Oyelaran-Beck", "                                        Marguerite Oyelaran-Beck", "",
					"SWORN TO AND SUBSCRIBED before me", "this 8th day of March, 2024.", "", "/s/ Inês Carvalho-Stroud", "Notary Public, State of New York", "No. 01CA6403318", "Qualified in Kings County", "Commission Expires June 30, 2026"),
			},
		}}

	demand := doc{name: "Exhibit A Section 220 Demand.pdf", font: "Times", size: 11,
		header: "EXHIBIT A", headerAlign: "R",
		pages: []page{
			{
				cb("ABERNATHY QUILL LLP"), c("1201 N. Market Street, Suite 900 | Wilmington, Delaware 19801 | (302) 555-0188"), rule(),
				ls("Delia M. Abernathy", "Partner", "dabernathy@abernathyquill.com", "", "January 22, 2024", "",
					"VIA FEDEX AND ELECTRONIC MAIL", "",
					"Priyanka Vandermolen", "Corporate Secretary", "Halcyon Biosciences, Inc.", "400 Technology Square", "Cambridge, Massachusetts 02139", "",
					"Re:  Demand to Inspect Books and Records Pursuant to 8 Del. C. § 220"), gap(),
				l("Dear Ms. Vandermolen:"), gap(),
				p("This firm represents Marguerite Oyelaran-Beck, a stockholder of Halcyon Biosciences, Inc. (the \"Company\"). Under Section 220 of the Delaware General Corporation Law, Ms. Oyelaran-Beck demands to inspect the following books and records of the Company for the period January 1, 2023 through the date of this letter:"),
				p("1. Minutes of, and materials provided to, the Board and any committee of the Board concerning the Series D financing approved on October 17, 2023;"),
				p("2. Documents sufficient to show the Board's knowledge, before October 17, 2023, of the interim results of the Phase 2 trial; and"),
				p("3. Director independence questionnaires completed by the members of the Board for 2023."),
				p("The purpose of this demand is to investigate possible mismanagement and breaches of fiduciary duty in connection with the Series D financing, and to value Ms. Oyelaran-Beck's shares. Her ownership is shown in the attached brokerage statement and her sworn verification."),
			},
			{
				p("Please respond within five business days of the date of this letter."),
				ls("Very truly yours,", "", "/s/ Delia M. Abernathy", "Delia M. Abernathy", "", "Enclosures"), gap(),
				cb("STOCKHOLDER VERIFICATION"),
				p("I, Marguerite Oyelaran-Beck, am the stockholder named in the foregoing demand. I have read the demand and the statements in it are true and correct. I authorize Abernathy Quill LLP to act as my attorneys and agents in the inspection demanded."),
				ls("/s/ Marguerite Oyelaran-Beck", "Sworn to before me this 19th day of January, 2024", "/s/ Inês Carvalho-Stroud, Notary Public"), gap(),
				lb("Brokerage statement extract (account ending 4417)"),
				row([]float64{0.25, 0.25, 0.25, 0.25}, "Trade Date", "Settlement Date", "Quantity", "Security"),
				row([]float64{0.25, 0.25, 0.25, 0.25}, "08/05/2019", "08/07/2019", "25,000", "HLCY common"),
				row([]float64{0.25, 0.25, 0.25, 0.25}, "03/14/2022", "03/16/2022", "16,600", "HLCY common"),
				row([]float64{0.25, 0.25, 0.25, 0.25}, "", "Position at 12/29/2023", "41,600", ""),
			},
		}}

	refusal := doc{name: "Exhibit B Letter from Company Counsel.pdf", font: "Helvetica", size: 10,
		header: "EXHIBIT B", headerAlign: "R",
		pages: []page{{
			cb("OSGOOD BLEVINS & RUTHERFORD LLP"), c("222 Delaware Avenue, 14th Floor, Wilmington, DE 19801  |  Tel. (302) 555-0123"), rule(),
			ls("Whitfield N. Osgood", "Direct Dial: (302) 555-0129", "wosgood@obrlaw.com", "", "February 5, 2024", "",
				"BY ELECTRONIC MAIL", "",
				"Delia M. Abernathy, Esquire", "Abernathy Quill LLP", "1201 N. Market Street, Suite 900", "Wilmington, Delaware 19801", "",
				"Re:  Marguerite Oyelaran-Beck's Demand of January 22, 2024"), gap(),
			l("Dear Ms. Abernathy:"), gap(),
			p("We write on behalf of Halcyon Biosciences, Inc. in response to the above demand, which the Company received on January 23, 2024."),
			p("The demand does not state a proper purpose. It offers no credible basis from which the Court could infer possible wrongdoing in the Series D financing, which was approved by a committee of independent directors after a fairness opinion. The stated purpose of valuing your client's shares is not reasonably related to her interest as a stockholder where the Company is publicly traded. The Company therefore declines to produce the books and records requested."),
			p("Without waiving these objections, the Company is willing to discuss a production of the minutes of the Board meeting of October 17, 2023 subject to a confidentiality agreement that incorporates any later complaint by reference."),
			ls("Sincerely,", "", "Whitfield N. Osgood", "", "cc:  Priyanka Vandermolen, Corporate Secretary (by email)", "     Carys Blevins, Esquire"),
		}}}

	order := doc{name: "Stipulation and Order Governing Case Schedule.pdf", font: "Times", size: 11.5, footer: "%d",
		pages: []page{
			with([]block{stamp("GRANTED", "EFiled: Apr 02 2024 11:15AM EDT", "Transaction ID 72455012", "Case No. 2024-0251-LWT")}, head, []block{
				cb("STIPULATION AND [PROPOSED] ORDER GOVERNING CASE SCHEDULE"), gap(),
				p("WHEREAS, on March 11, 2024, Plaintiff filed her Verified Complaint; WHEREAS, Defendant accepted service through counsel on March 14, 2024; and WHEREAS, the parties have conferred and agree that this summary proceeding should be tried on a paper record;"),
				p("IT IS HEREBY STIPULATED AND AGREED, subject to the approval of the Court, as follows:"),
				row([]float64{0.65, 0.35}, "Event", "Date"),
				row([]float64{0.65, 0.35}, "Defendant's Answer", "April 12, 2024"),
				row([]float64{0.65, 0.35}, "Completion of document discovery", "May 3, 2024"),
				row([]float64{0.65, 0.35}, "Depositions completed", "May 17, 2024"),
				row([]float64{0.65, 0.35}, "Joint pre-trial stipulation", "June 7, 2024"),
				row([]float64{0.65, 0.35}, "Trial on a paper record", "June 18, 2024"),
			}),
			{
				row([]float64{0.5, 0.5}, "ABERNATHY QUILL LLP\n\n/s/ Theo R. Quill\nDelia M. Abernathy (#5521)\nTheo R. Quill (#6734)\n1201 N. Market Street, Suite 900\nWilmington, Delaware 19801\nAttorneys for Plaintiff",
					"OSGOOD BLEVINS & RUTHERFORD LLP\n\n/s/ Carys Blevins\nWhitfield N. Osgood (#4410)\nCarys Blevins (#6021)\n222 Delaware Avenue, 14th Floor\nWilmington, Delaware 19801\nAttorneys for Defendant"),
				gap(), ls("Dated: March 28, 2024"), gap(),
				ls("SO ORDERED this 2nd day of April, 2024.", "", "                                        /s/ Lorena W. Trask", "                                        Vice Chancellor Lorena W. Trask"),
			},
			{
				cb("This document constitutes a ruling of the court and should be treated as such."), gap(),
				ls("Court: DE Court of Chancery Civil Action", "", "Judge: Lorena W Trask", "", "File & Serve", "Transaction ID: 72455012", "", "Current Date: Apr 02, 2024", "",
					"Case Number: 2024-0251-LWT", "", "Case Name: Marguerite Oyelaran-Beck v. Halcyon Biosciences, Inc.", "", "Court Authorizer: Trask, Lorena W", "", "/s/ Judge Lorena W Trask"),
			},
		}}

	return spec{
		name: "oyelaran-beck-v-halcyon-220", title: "Oyelaran-Beck v. Halcyon Biosciences, Inc. (Del. Ch., C.A. No. 2024-0251-LWT)",
		firstSight: &truth.Figures{PartyTruth: 14, PartyFound: 15, PartyCorrect: 10, EventTruth: 20, EventHits: 18, Grounded: 1}, // at commit 76503e0
		docs:       []doc{complaint, demand, refusal, order},
		parties: []truth.Party{
			{Name: "Marguerite Oyelaran-Beck", Role: "plaintiff"},
			{Name: "Marguerite Oyelaran-Beck", Role: "declarant"}, // verifies the complaint and the demand
			{Name: "Halcyon Biosciences, Inc.", Role: "defendant"},
			{Name: "Delia M. Abernathy", Role: "counsel"},
			{Name: "Delia M. Abernathy", Role: "sender"},
			{Name: "Delia M. Abernathy", Role: "recipient"},
			{Name: "Theo R. Quill", Role: "counsel"},
			{Name: "Sanjay Kittredge", Role: "counsel"},
			{Name: "Whitfield N. Osgood", Role: "counsel"},
			{Name: "Whitfield N. Osgood", Role: "sender"},
			{Name: "Carys Blevins", Role: "counsel"},
			{Name: "Carys Blevins", Role: "recipient"}, // copied on the refusal
			{Name: "Priyanka Vandermolen", Role: "recipient"},
			{Name: "Lorena W. Trask", Role: "judge"},
		},
		events: []truth.Event{
			{Date: "2024-03-11", File: "Verified Complaint Pursuant to 8 Del. C. 220.pdf", Page: 1},
			{Date: "2023-10-17", File: "Verified Complaint Pursuant to 8 Del. C. 220.pdf", Page: 1},
			{Date: "2019-08-05", File: "Verified Complaint Pursuant to 8 Del. C. 220.pdf", Page: 1},
			{Date: "2023-11-02", File: "Verified Complaint Pursuant to 8 Del. C. 220.pdf", Page: 2},
			{Date: "2024-01-22", File: "Verified Complaint Pursuant to 8 Del. C. 220.pdf", Page: 2},
			{Date: "2024-02-05", File: "Verified Complaint Pursuant to 8 Del. C. 220.pdf", Page: 2},
			{Date: "2024-03-08", File: "Verified Complaint Pursuant to 8 Del. C. 220.pdf", Page: 3},
			{Date: "2024-01-22", File: "Exhibit A Section 220 Demand.pdf", Page: 1},
			{Date: "2023-01-01", File: "Exhibit A Section 220 Demand.pdf", Page: 1},
			{Date: "2024-01-19", File: "Exhibit A Section 220 Demand.pdf", Page: 2},
			{Date: "2022-03-14", File: "Exhibit A Section 220 Demand.pdf", Page: 2},
			{Date: "2024-02-05", File: "Exhibit B Letter from Company Counsel.pdf", Page: 1},
			{Date: "2024-01-23", File: "Exhibit B Letter from Company Counsel.pdf", Page: 1},
			{Date: "2024-04-02", File: "Stipulation and Order Governing Case Schedule.pdf", Page: 1},
			{Date: "2024-03-14", File: "Stipulation and Order Governing Case Schedule.pdf", Page: 1},
			{Date: "2024-04-12", File: "Stipulation and Order Governing Case Schedule.pdf", Page: 1},
			{Date: "2024-05-03", File: "Stipulation and Order Governing Case Schedule.pdf", Page: 1},
			{Date: "2024-06-18", File: "Stipulation and Order Governing Case Schedule.pdf", Page: 1},
			{Date: "2024-03-28", File: "Stipulation and Order Governing Case Schedule.pdf", Page: 2},
			{Date: "2024-04-02", File: "Stipulation and Order Governing Case Schedule.pdf", Page: 3},
		},
	}
}
