package samples

// Written as a held-out matter (HELDOUT.md has its first score; it is now
// held to the full aims): a FINRA
// customer arbitration. The award is a form: "Claimant", "Respondents"
// and "Hearing Site" labels with the values beside them, a "REPRESENTATION
// OF PARTIES" section ("For Claimant Ellen Whitcomb: Name, Esq., Firm,
// City."), the arbitrator as "Name - Public Arbitrator, Presiding
// Chairperson" and his signature over "Arbitrator"; the statement of claim
// names the broker in prose ("Respondent John R. Tillman (\"Tillman\")"); a
// customer's complaint letter with "RE:" and "CC:" lines; dates as "March
// 3, 2021", "03/15/2022" and "Sept. 9 2020".
func init() { specs = append(specs, whitcomb) }

func whitcomb() matterSpec {
	award := doc{name: "Award 21-01877.pdf", font: "Helvetica", size: 10,
		pages: []page{
			{
				cb("Award"), cb("FINRA Dispute Resolution Services"), gap(),
				ls("In the Matter of the Arbitration Between:", "", "Claimant                                   Case Number: 21-01877", "Ellen Whitcomb", "", "vs.", "", "Respondents                                Hearing Site: Boston, Massachusetts", "Harborview Securities, LLC", "John R. Tillman"),
				gap(),
				c("Nature of the Dispute: Customer vs. Member and Associated Person"), gap(),
				cb("REPRESENTATION OF PARTIES"),
				p("For Claimant Ellen Whitcomb: Jonathan P. Greaves, Esq., Greaves Investor Law, Boston, Massachusetts."),
				p("For Respondents Harborview Securities, LLC and John R. Tillman: Alison Merck, Esq., Dorsey Wright & Pell LLP, New York, New York."),
				cb("CASE INFORMATION"),
				p("Statement of Claim filed on or about: July 14, 2021. Claimant signed the Submission Agreement: July 9, 2021."),
				p("Statement of Answer filed by Respondents on or about: 09/20/2021."),
			},
			{
				cb("AWARD"),
				p("After considering the pleadings, the testimony and evidence presented at the hearing held on March 14-16, 2022, the Arbitrator has decided in full and final resolution of the issues submitted for determination as follows: Respondents are jointly and severally liable for and shall pay to Claimant compensatory damages of $187,400."),
				cb("ARBITRATOR"),
				l("Martin J. Ashworth - Sole Public Arbitrator"),
				gap(),
				ls("/s/ Martin J. Ashworth", "Martin J. Ashworth", "Sole Public Arbitrator", "", "03/28/2022", "Signature Date"),
			},
		}}

	claim := doc{name: "Statement of Claim.pdf", font: "Times", size: 12,
		pages: []page{{
			cb("FINRA DISPUTE RESOLUTION SERVICES"), gap(),
			ls("ELLEN WHITCOMB,", "               Claimant,", "     v.", "HARBORVIEW SECURITIES, LLC and", "JOHN R. TILLMAN,", "               Respondents."),
			gap(), cb("STATEMENT OF CLAIM"), gap(),
			p("1. Claimant Ellen Whitcomb, a 74-year-old retired teacher, opened an account with Respondent Harborview Securities, LLC (\"Harborview\") on Sept. 9 2020."),
			p("2. Respondent John R. Tillman (\"Tillman\") recommended that she place 80% of her savings in non-traded real estate investment trusts, which he bought for her on March 3, 2021."),
			ls("Dated: July 14, 2021", "", "/s/ Jonathan P. Greaves", "Jonathan P. Greaves, Esq.", "GREAVES INVESTOR LAW", "Counsel for Claimant"),
		}}}

	letter := doc{name: "Whitcomb complaint letter.pdf", font: "Times", size: 12,
		pages: []page{{
			ls("Ellen Whitcomb", "22 Linden Street", "Brookline, MA 02445"), gap(),
			l("January 5, 2022"), gap(),
			ls("Compliance Department", "Harborview Securities, LLC", "1 Federal Street", "Boston, MA 02110"), gap(),
			l("RE: Account ending 4471"), gap(),
			p("To whom it may concern:"),
			p("Mr. Tillman told me on March 3, 2021 that the REITs could be sold at any time. I have now learned that they cannot be redeemed at all. I want my money back."),
			p("Sincerely,"),
			ls("", "Ellen Whitcomb", "", "CC: Jonathan P. Greaves, Esq."),
		}}}

	return matterSpec{
		name: "whitcomb-v-harborview", title: "Whitcomb v. Harborview Securities, LLC (FINRA Arb. No. 21-01877)", heldOut: false,
		docs: []doc{award, claim, letter},
		parties: []Party{
			{"Ellen Whitcomb", "plaintiff"},
			{"Harborview Securities, LLC", "respondent"},
			{"John R. Tillman", "respondent"},
			{"Jonathan P. Greaves", "counsel"},
			{"Alison Merck", "counsel"},
			{"Martin J. Ashworth", "judge"},
			{"Ellen Whitcomb", "sender"},
			{"Harborview Securities, LLC", "recipient"},
			{"Jonathan P. Greaves", "recipient"},
		},
		events: []Event{
			{"2021-07-14", "Award 21-01877.pdf", 1},
			{"2021-07-09", "Award 21-01877.pdf", 1},
			{"2021-09-20", "Award 21-01877.pdf", 1},
			{"2022-03-14", "Award 21-01877.pdf", 2},
			{"2022-03-16", "Award 21-01877.pdf", 2},
			{"2022-03-28", "Award 21-01877.pdf", 2},
			{"2020-09-09", "Statement of Claim.pdf", 1},
			{"2021-03-03", "Statement of Claim.pdf", 1},
			{"2021-07-14", "Statement of Claim.pdf", 1},
			{"2022-01-05", "Whitcomb complaint letter.pdf", 1},
			{"2021-03-03", "Whitcomb complaint letter.pdf", 1},
		},
	}
}
