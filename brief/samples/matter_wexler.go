package samples

// Written as a held-out matter (HELDOUT.md has its first score; it is now
// held to the full aims): an Illinois will
// contest. "IN RE THE ESTATE OF X, Deceased." over a petitioner-v-respondent
// caption; a will ("I, NAME, of ..., declare this to be my Last Will");
// a deposition transcript with an appearances page ("On behalf of ...:"),
// "EXAMINATION BY MR. X:" and "BY MR. X:" lines; a Gmail forward with the
// forwarded header nested below the outer one; an order signed above
// "JUDGE PRESIDING"; dates as "Mar 3 2023", "dated this 5th day of June,
// 2019", "January 9th, 2023".
func init() { specs = append(specs, wexler) }

func wexler() matterSpec {
	court := []block{cb("IN THE CIRCUIT COURT OF COOK COUNTY, ILLINOIS"), cb("COUNTY DEPARTMENT - PROBATE DIVISION"), gap()}
	capt := caption("", []string{
		"IN RE THE ESTATE OF",
		"HAROLD P. WEXLER, Deceased.",
		"",
		"MARGARET WEXLER ELLIS,",
		"              Petitioner,",
		"     v.",
		"THOMAS WEXLER,",
		"              Respondent.",
	}, []string{"", "No. 2023 P 000418", "", "Calendar 11", "", "Hon. Loretta M. Kirk"})

	petition := doc{name: "Petition to Admit Will.pdf", font: "Times", size: 12,
		pages: []page{
			append(append([]block{}, court...), capt, gap(),
				cb("PETITION TO ADMIT WILL TO PROBATE"), gap(),
				p("Petitioner MARGARET WEXLER ELLIS, by her attorneys, Liu & Barrow LLC, states:"),
				p("1. Harold P. Wexler died a resident of Evanston, Cook County, Illinois on January 9th, 2023."),
				p("2. The decedent's last will, dated this 5th day of June, 2019, names Petitioner as executor. Respondent, the decedent's son, has refused to return the original will since the funeral on Jan. 14, 2023."),
			),
			{
				p("WHEREFORE, Petitioner asks that the will be admitted to probate and that letters of office issue to her."),
				ls("Dated: Mar 20 2023", "", "LIU & BARROW LLC", "By: /s/ Grace Liu", "Grace Liu (ARDC No. 6321145)", "Attorneys for Petitioner", "225 W. Wacker Drive, Suite 1600", "Chicago, Illinois 60606"),
			},
		}}

	will := doc{name: "Exhibit A - Will.pdf", font: "Times", size: 12,
		pages: []page{{
			cb("LAST WILL AND TESTAMENT"), cb("OF"), cb("HAROLD P. WEXLER"), gap(),
			p("I, HAROLD P. WEXLER, of Evanston, Illinois, declare this to be my Last Will and revoke all earlier wills and codicils."),
			p("FIRST: I give my house at 1127 Judson Avenue to my daughter, Margaret Wexler Ellis, and the rest of my estate in equal shares to my daughter and my son, Thomas Wexler."),
			p("SECOND: I appoint my daughter as executor of this Will."),
			p("Signed at Evanston, Illinois, this 5th day of June, 2019."),
			ls("", "                                   /s/ Harold P. Wexler", "                                   HAROLD P. WEXLER"),
		}}}

	depo := doc{name: "Pierce Deposition Transcript.pdf", font: "Courier", size: 10,
		pages: []page{
			{
				court[0], court[1], gap(), capt, gap(),
				c("The discovery deposition of ALAN R. PIERCE, taken"), c("before Sandra Kim, CSR, on May 2, 2023, at 10:00 a.m."), gap(),
				ls("APPEARANCES:", "", "     On behalf of the Petitioner:", "          LIU & BARROW LLC, by", "          MS. GRACE LIU", "", "     On behalf of the Respondent:", "          OSTROWSKI LAW GROUP, by", "          MR. DAVID OSTROWSKI"),
			},
			{
				ls(" 1                     ALAN R. PIERCE,",
					" 2   called as a witness herein, having been first duly",
					" 3   sworn, was examined and testified as follows:",
					" 4                     EXAMINATION",
					" 5   BY MR. OSTROWSKI:",
					" 6       Q.   Mr. Pierce, you drafted the 2019 will?",
					" 7       A.   I did. Mr. Wexler signed it in my office on",
					" 8   June 5, 2019.",
					" 9       Q.   Who else was in the room?",
					"10       A.   My paralegal and his daughter.",
					"11                     EXAMINATION",
					"12   BY MS. LIU:",
					"13       Q.   Did Mr. Wexler read the will before signing?",
					"14       A.   Yes, twice."),
			},
		}}

	email := doc{name: "Ellis email forwarding Wexler.pdf", font: "Helvetica", size: 10,
		pages: []page{{
			ls("Gmail - Fwd: Dad's will", "", "Margaret Ellis <mellis.home@gmail.com>                                    Mon, Mar 6, 2023 at 9:02 AM", "To: Grace Liu <gliu@liubarrow.com>"),
			gap(),
			p("Grace, see below. This is the first time he has admitted he has the original."),
			gap(),
			ls("---------- Forwarded message ---------", "From: Thomas Wexler <twex1960@yahoo.com>", "Date: Fri, Mar 3, 2023 at 4:12 PM", "Subject: Dad's will", "To: Margaret Ellis <mellis.home@gmail.com>"),
			gap(),
			p("Maggie - I have the will and I am keeping it until we talk about the house. Dad was not himself in 2019 and you know it."),
		}}}

	order := doc{name: "Order 2023-06-12.pdf", font: "Times", size: 12,
		pages: []page{
			append(append([]block{}, court...), capt, gap(),
				cb("ORDER"), gap(),
				p("This cause coming before the Court on the Petition to Admit Will to Probate, Respondent having been given notice, and the Court being fully advised, IT IS HEREBY ORDERED:"),
				p("1. Respondent shall deposit the original will of Harold P. Wexler with the Clerk of the Circuit Court by June 26, 2023."),
				p("2. The matter is set for hearing on proof of will on 07/18/2023 at 10:00 a.m."),
				ls("ENTERED: June 12, 2023", "", "                                   ______________________________", "                                   LORETTA M. KIRK", "                                   JUDGE PRESIDING"),
			),
		}}

	return matterSpec{
		name: "estate-of-wexler", title: "In re Estate of Wexler (Ill. Cir. Ct., Cook County, Probate Div.)", heldOut: false,
		docs: []doc{petition, will, depo, email, order},
		raw:  []File{{Name: "Exhibit B - photo of will (scan).pdf", Data: []byte("%PDF-1.4\n1 0 obj\n<< /Type /Catalog")}},
		parties: []Party{
			{"Harold P. Wexler", "party"},
			{"Margaret Wexler Ellis", "petitioner"},
			{"Thomas Wexler", "respondent"},
			{"Grace Liu", "counsel"},
			{"David Ostrowski", "counsel"},
			{"Alan R. Pierce", "deponent"},
			{"Margaret Wexler Ellis", "sender"}, // the emails' "Margaret Ellis"
			{"Grace Liu", "recipient"},
			{"Thomas Wexler", "sender"},
			{"Margaret Wexler Ellis", "recipient"},
			{"Loretta M. Kirk", "judge"},
		},
		events: []Event{
			{"2023-01-09", "Petition to Admit Will.pdf", 1},
			{"2019-06-05", "Petition to Admit Will.pdf", 1},
			{"2023-01-14", "Petition to Admit Will.pdf", 1},
			{"2023-03-20", "Petition to Admit Will.pdf", 2},
			{"2019-06-05", "Exhibit A - Will.pdf", 1},
			{"2023-05-02", "Pierce Deposition Transcript.pdf", 1},
			{"2019-06-05", "Pierce Deposition Transcript.pdf", 2},
			{"2023-03-06", "Ellis email forwarding Wexler.pdf", 1},
			{"2023-03-03", "Ellis email forwarding Wexler.pdf", 1},
			{"2023-06-26", "Order 2023-06-12.pdf", 1},
			{"2023-07-18", "Order 2023-06-12.pdf", 1},
			{"2023-06-12", "Order 2023-06-12.pdf", 1},
		},
		unreadable: []string{"Exhibit B - photo of will (scan).pdf"},
	}
}
