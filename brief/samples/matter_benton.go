package samples

// Written as a held-out matter (HELDOUT.md has its first score; it is now
// held to the full aims): a
// pre-suit employment dispute with no court papers. A demand letter ("VIA
// CERTIFIED MAIL", "Re:", "Dear Ms. X:", signed by a lawyer, "cc: client");
// an email thread printed from Outlook with replies quoted below "On <date>,
// Name <address> wrote:" and "> " lines; a settlement agreement "entered
// into by and between NAME (\"Employee\") and COMPANY (the \"Company\")"
// with signature blocks ("EMPLOYEE:", "COMPANY: By: Name, Title"); dates as
// "3/2/2021", "April 19, 2021" and "the 30th day of April, 2021".
func init() { specs = append(specs, benton) }

func benton() matterSpec {
	demand := doc{name: "Demand letter 2021-03-15.pdf", font: "Times", size: 12,
		pages: []page{{
			cb("MARLOWE EMPLOYMENT LAW"), c("41 Peachtree Place NE, Atlanta, Georgia 30309"), gap(),
			l("March 15, 2021"), gap(),
			ls("VIA CERTIFIED MAIL AND EMAIL", "", "Ms. Gwen Adler", "Vice President, People Operations", "Northstar Analytics, Inc.", "1100 Spring Street NW", "Atlanta, Georgia 30309"), gap(),
			l("Re:   Darius Benton - unpaid commissions"), gap(),
			p("Dear Ms. Adler:"),
			p("This firm represents Darius Benton. Northstar terminated Mr. Benton on 3/2/2021, eleven days before his Q4 commissions of $46,300 were due under the 2020 Sales Compensation Plan. Unless Northstar pays the commissions by March 29, 2021, Mr. Benton will file suit."),
			p("Very truly yours,"),
			ls("", "Kendra Marlowe", "", "cc: Darius Benton"),
		}}}

	thread := doc{name: "Email thread - commissions.pdf", font: "Helvetica", size: 10,
		pages: []page{{
			ls("From: Gwen Adler <gadler@northstaranalytics.com>", "Sent: Monday, April 19, 2021 10:12 AM", "To: Kendra Marlowe <kendra@marlowelaw.com>", "Subject: RE: Benton commissions"),
			gap(),
			p("Kendra - Northstar will pay the Q4 commissions in exchange for a general release. I will send a draft agreement this week."),
			gap(),
			l("On Apr 16, 2021, at 4:55 PM, Kendra Marlowe <kendra@marlowelaw.com> wrote:"),
			p("> Gwen, following up on my letter of March 15. My client is prepared to file on Friday."),
		}}}

	agreement := doc{name: "Settlement Agreement and Release.pdf", font: "Times", size: 11,
		pages: []page{
			{
				cb("SETTLEMENT AGREEMENT AND GENERAL RELEASE"), gap(),
				p("This Settlement Agreement and General Release (the \"Agreement\") is entered into by and between Darius Benton (\"Employee\") and Northstar Analytics, Inc. (the \"Company\")."),
				p("1. Payment. The Company will pay Employee $46,300, less applicable withholdings, within ten business days after the Effective Date."),
				p("2. Release. Employee releases the Company from all claims arising from his employment through the date he signs this Agreement."),
				p("3. Effective Date. This Agreement takes effect on the eighth day after Employee signs it, unless he revokes it before then."),
			},
			{
				p("IN WITNESS WHEREOF, the parties have executed this Agreement as of the 30th day of April, 2021."),
				ls("EMPLOYEE:", "", "/s/ Darius Benton", "Darius Benton", "", "NORTHSTAR ANALYTICS, INC.", "", "By: /s/ Gwen Adler", "Name: Gwen Adler", "Title: Vice President, People Operations"),
			},
		}}

	return matterSpec{
		name: "benton-v-northstar", title: "Benton v. Northstar Analytics, Inc. (pre-suit demand and settlement)", heldOut: false,
		docs: []doc{demand, thread, agreement},
		parties: []Party{
			{"Kendra Marlowe", "sender"},
			{"Kendra Marlowe", "counsel"}, // "This firm represents Darius Benton"
			{"Gwen Adler", "recipient"},
			{"Darius Benton", "recipient"},
			{"Gwen Adler", "sender"},
			{"Kendra Marlowe", "recipient"},
			{"Darius Benton", "party"},
			{"Northstar Analytics, Inc.", "party"},
		},
		events: []Event{
			{"2021-03-15", "Demand letter 2021-03-15.pdf", 1},
			{"2021-03-02", "Demand letter 2021-03-15.pdf", 1},
			{"2021-03-29", "Demand letter 2021-03-15.pdf", 1},
			{"2021-04-19", "Email thread - commissions.pdf", 1},
			{"2021-04-16", "Email thread - commissions.pdf", 1},
			{"2021-04-30", "Settlement Agreement and Release.pdf", 2},
		},
	}
}
