package samples

// DEV SET (held out at first sight): a pre-suit trade-secret dispute, all
// correspondence. A Gmail thread printed from the browser (the print time
// and "Gmail" at the top, the account holder's name and address, the
// subject, "3 messages", each message's sender with a date "Wed, Apr 3,
// 2024 at 9:12 AM" at the right, "To:" and "Cc:" lines, the mail URL and
// "1/1" in the footer, "Sent from my iPhone"; the print time is
// furniture, no event); a law firm's cease-and-desist
// letter ("VIA EMAIL AND FEDEX OVERNIGHT", "Re:", "This firm represents X
// (\"X\")", "cc:" to the new employer's general counsel at his company)
// with the signature page of the agreement it relies on as Exhibit A
// ("EMPLOYEE:" and "BRIGHTPATH ANALYTICS, INC. By: / Name: / Title:"); the
// general counsel's answer by email-PDF ("SENT VIA EMAIL ONLY", "Dear
// Mr. Delacroix:", "cc: Nadia Petrova"); and a Mac Outlook exchange
// ("From: Fairbanks, Owen <...>", "Date: Monday, May 6, 2024 at 11:02 AM",
// a reply above it). An in-house general counsel who answers for his
// company is counsel; a company named after its officer's title on a "cc:"
// line is where he works, no recipient of its own (a company in an inside
// address is one); an officer who signs a contract for a company is no
// party of her own.
func init() { specs = append(specs, petrova) }

func petrova() matterSpec {
	gmail := doc{name: "Gmail - Leaving Brightpath.pdf", font: "Helvetica", size: 9.5,
		header: "4/22/24, 3:15 PM                               Gmail - Leaving Brightpath",
		footer: "https://mail.google.com/mail/u/0/?ik=7c2f19ab04&view=pt&search=all&permthid=thread-f:1795120447781029114          %d/%t",
		pages: []page{{
			ls("Gmail                                                         Nadia Petrova <nadia.petrova.dev@gmail.com>"),
			gap(),
			cb("Leaving Brightpath"), l("3 messages"), gap(),
			ls("Nadia Petrova <nadia.petrova.dev@gmail.com>                              Tue, Apr 2, 2024 at 6:48 PM",
				"To: Devin Shaw <dshaw@brightpath.io>"),
			p("Hi Devin, I wanted you to hear it from me first: I've accepted an offer and my last day will be Friday, April 12. I'll make sure the forecasting pipeline docs are up to date before I go and I'm happy to do handover sessions with Arun next week. Thank you for everything. Nadia"),
			ls("Devin Shaw <dshaw@brightpath.io>                                        Wed, Apr 3, 2024 at 9:12 AM",
				"To: Nadia Petrova <nadia.petrova.dev@gmail.com>",
				"Cc: Lindsey Brooks <lbrooks@brightpath.io>"),
			p("Nadia, congratulations and thank you for the notice. Can you tell us where you are going? Lindsey will set up your exit interview and the return of your laptop and badge. Please remember that the customer lists and the model code stay with us. Devin"),
			ls("Nadia Petrova <nadia.petrova.dev@gmail.com>                              Wed, Apr 3, 2024 at 12:30 PM",
				"To: Devin Shaw <dshaw@brightpath.io>",
				"Cc: Lindsey Brooks <lbrooks@brightpath.io>"),
			p("I'm joining Veridian Data on the platform side, not sales. Of course - I'll bring the laptop to the exit interview."),
			l("Sent from my iPhone"),
		}}}

	cd := doc{name: "Harrow Sterling letter 2024-04-19.pdf", font: "Times", size: 11.5,
		pages: []page{
			{
				cb("HARROW STERLING LLP"), c("200 Clarendon Street, 41st Floor  |  Boston, Massachusetts 02116  |  (617) 555-0300"), gap(),
				r("Marcus J. Delacroix"), r("Partner"), r("mdelacroix@harrowsterling.com"), gap(),
				ls("April 19, 2024", "", "VIA EMAIL AND FEDEX OVERNIGHT", "",
					"Ms. Nadia Petrova", "14 Harvard Avenue, Apt. 2", "Brookline, MA 02446", "nadia.petrova.dev@gmail.com", "",
					"Re:  Your Continuing Obligations to Brightpath Analytics, Inc."),
				gap(),
				l("Dear Ms. Petrova:"),
				p("This firm represents Brightpath Analytics, Inc. (\"Brightpath\"). You signed Brightpath's Employee Confidentiality and Non-Solicitation Agreement on June 1, 2021 (the \"Agreement\"), a copy of which is enclosed as Exhibit A. Your employment ended on April 12, 2024 and you have since joined Veridian Data LLC (\"Veridian\"), a direct competitor."),
				p("Brightpath's logs show that on April 10, 2024 you synchronised 2.4 gigabytes from Brightpath's source-code repository to a personal cloud account. That material is Brightpath's confidential information and trade secrets under Section 2 of the Agreement and the Defend Trade Secrets Act."),
				p("We demand that by April 26, 2024 you (1) return all Brightpath material, (2) identify every device and account to which it was copied, and (3) confirm in writing that you have not disclosed it to Veridian. Brightpath reserves all rights, including to seek injunctive relief without further notice."),
				ls("Very truly yours,", "", "/s/ Marcus J. Delacroix", "Marcus J. Delacroix", "", "Enclosure", "cc: Owen T. Fairbanks, General Counsel, Veridian Data LLC (via email)"),
			},
			{
				cb("EXHIBIT A"), gap(),
				c("Employee Confidentiality and Non-Solicitation Agreement - Signature Page"), gap(),
				p("IN WITNESS WHEREOF, Brightpath Analytics, Inc. (the \"Company\") and the undersigned employee (\"Employee\") have executed this Agreement as of the date below."),
				ls("EMPLOYEE:                                      BRIGHTPATH ANALYTICS, INC.", "",
					"/s/ Nadia Petrova                              By: /s/ Karen Liu",
					"Nadia Petrova                                  Name: Karen Liu",
					"Date: June 1, 2021                             Title: VP, People"),
			},
		}}

	answer := doc{name: "Veridian response 2024-04-25.pdf", font: "Helvetica", size: 10.5,
		pages: []page{{
			cb("VERIDIAN DATA LLC"), c("Legal Department  |  One Marina Park Drive, Boston, MA 02210"), gap(),
			ls("April 25, 2024", "", "SENT VIA EMAIL ONLY", "", "Marcus J. Delacroix, Esq.", "mdelacroix@harrowsterling.com"),
			gap(),
			l("Re:  Nadia Petrova"),
			l("Dear Mr. Delacroix:"),
			p("I am General Counsel of Veridian Data LLC and I write in answer to your letter of April 19, 2024. Ms. Petrova joined Veridian on April 15, 2024 as a platform engineer. She works on infrastructure, not on forecasting models, and has no role in sales."),
			p("Veridian has no interest in Brightpath's information. Ms. Petrova has told us that the April 10 synchronisation was an automatic backup of a personal photo folder that she did not know included a repository clone. She has deleted it and will certify its deletion. Veridian has instructed her not to bring any Brightpath material onto its systems, and has isolated her laptop pending a forensic review that we propose be done by a neutral examiner at shared cost."),
			ls("Sincerely,", "", "/s/ Owen T. Fairbanks", "Owen T. Fairbanks", "General Counsel", "", "cc: Nadia Petrova"),
		}}}

	outlook := doc{name: "Email re forensic protocol.pdf", font: "Helvetica", size: 10,
		pages: []page{{
			ls("From: Marcus J. Delacroix <mdelacroix@harrowsterling.com>",
				"Date: Monday, May 6, 2024 at 2:40 PM",
				"To: Fairbanks, Owen <ofairbanks@veridiandata.com>",
				"Subject: RE: Petrova - forensic protocol"),
			gap(),
			p("Owen - agreed in principle. Brightpath will accept Kessler Forensics as the neutral, with imaging of the laptop and the cloud account by May 17. I will send a draft protocol tomorrow. Our client's reservation of rights stands in the meantime."),
			ls("Marcus", ""),
			ls("From: Fairbanks, Owen <ofairbanks@veridiandata.com>",
				"Date: Monday, May 6, 2024 at 11:02 AM",
				"To: Marcus J. Delacroix <mdelacroix@harrowsterling.com>",
				"Subject: Petrova - forensic protocol"),
			gap(),
			p("Marcus, following up on my letter of April 25. Can we agree a neutral examiner this week? We would suggest Kessler Forensics in Waltham. Owen"),
			ls("Owen T. Fairbanks | General Counsel | Veridian Data LLC", "This message may contain privileged and confidential information. If you are not the intended recipient, please delete it."),
		}}}

	return matterSpec{
		name: "brightpath-petrova", title: "Brightpath Analytics, Inc. / Nadia Petrova and Veridian Data LLC (pre-suit trade-secret dispute)", heldOut: true,
		firstSight: &Figures{PartyTruth: 14, PartyFound: 12, PartyCorrect: 8, EventTruth: 12, EventHits: 12, Grounded: 1}, // at 3fda783
		docs:       []doc{gmail, cd, answer, outlook},
		parties: []Party{
			{"Nadia Petrova", "sender"},
			{"Nadia Petrova", "recipient"},
			{"Nadia Petrova", "party"},
			{"Devin Shaw", "sender"},
			{"Devin Shaw", "recipient"},
			{"Lindsey Brooks", "recipient"},
			{"Marcus J. Delacroix", "counsel"}, // "This firm represents Brightpath Analytics, Inc."
			{"Marcus J. Delacroix", "sender"},
			{"Marcus J. Delacroix", "recipient"},
			{"Owen T. Fairbanks", "counsel"}, // Veridian's general counsel, answering for it
			{"Owen T. Fairbanks", "recipient"},
			{"Owen T. Fairbanks", "sender"},
			{"Brightpath Analytics, Inc.", "party"},
		},
		events: []Event{
			{"2024-04-02", "Gmail - Leaving Brightpath.pdf", 1},
			{"2024-04-03", "Gmail - Leaving Brightpath.pdf", 1},
			{"2024-04-19", "Harrow Sterling letter 2024-04-19.pdf", 1},
			{"2021-06-01", "Harrow Sterling letter 2024-04-19.pdf", 1},
			{"2024-04-12", "Harrow Sterling letter 2024-04-19.pdf", 1},
			{"2024-04-10", "Harrow Sterling letter 2024-04-19.pdf", 1},
			{"2024-04-26", "Harrow Sterling letter 2024-04-19.pdf", 1},
			{"2021-06-01", "Harrow Sterling letter 2024-04-19.pdf", 2},
			{"2024-04-25", "Veridian response 2024-04-25.pdf", 1},
			{"2024-04-19", "Veridian response 2024-04-25.pdf", 1},
			{"2024-04-15", "Veridian response 2024-04-25.pdf", 1},
			{"2024-05-06", "Email re forensic protocol.pdf", 1},
		},
	}
}
