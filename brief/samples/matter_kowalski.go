package samples

// Written as a held-out matter (HELDOUT.md has its first score; it is now
// held to the full aims): a California
// family-law case. "In re the Marriage of" captions joined by "and" (not
// "v.") with Petitioner and Respondent labels, and the Judicial Council form
// style ("PETITIONER: NAME"); an attorney block at the top left of pleading
// paper; a declaration; a lawyer's letter with a "Re:" line and "cc:";
// dates as "June 14th, 2009", "Mar 3 2021", "dated this 5th day of", and
// ranges ("August 5-7, 2022", "from July 1, 2022 through July 15, 2022").
func init() { specs = append(specs, kowalski) }

func kowalski() matterSpec {
	court := []block{cb("SUPERIOR COURT OF THE STATE OF CALIFORNIA"), cb("FOR THE COUNTY OF SAN DIEGO"), gap()}
	attorney := ls("LAURA B. CHEN (SBN 245118)", "lchen@chenfamilylaw.com", "CHEN FAMILY LAW, APC", "4275 Executive Square, Suite 200", "La Jolla, California 92037", "Telephone: (858) 555-0142", "", "Attorneys for Petitioner")
	capt := func(title ...string) block {
		return caption(")", []string{
			"In re the Marriage of",
			"",
			"ANNA MARIE KOWALSKI,",
			"                    Petitioner,",
			"          and",
			"DAVID JAMES KOWALSKI,",
			"                    Respondent.",
		}, append([]string{"Case No. 21FL004417N", ""}, title...))
	}

	petition := doc{name: "Petition for Dissolution.pdf", font: "Times", size: 12, pleading: true,
		footer: "PETITION FOR DISSOLUTION OF MARRIAGE",
		pages: []page{
			append(append([]block{attorney, gap()}, court...), capt("PETITION FOR DISSOLUTION", "OF MARRIAGE"), gap(),
				p("COMES NOW Petitioner, ANNA MARIE KOWALSKI, and petitions the Court for dissolution of her marriage to Respondent, DAVID JAMES KOWALSKI, and alleges as follows:"),
				p("1. Petitioner and Respondent were married on June 14th, 2009 in Carlsbad, California, and separated on Mar 3 2021."),
			),
			{
				p("2. There are two minor children of the marriage: Eva Kowalski, born 04/22/2012, and Leo Kowalski, born 9/30/2015."),
				p("3. Petitioner has been a resident of this state for more than six months and of this county for more than three months immediately preceding the filing of this Petition."),
				p("4. Petitioner requests joint legal custody of the minor children, primary physical custody to Petitioner, and spousal support."),
				ls("Dated: April 9, 2021", "", "                                   CHEN FAMILY LAW, APC", "", "                                   By: ______________________", "                                   Laura B. Chen", "                                   Attorneys for Petitioner"),
			},
		}}

	decl := doc{name: "Declaration of Anna Kowalski.pdf", font: "Times", size: 12, pleading: true,
		pages: []page{
			append(append([]block{attorney, gap()}, court...), capt("DECLARATION OF ANNA MARIE", "KOWALSKI RE: CUSTODY"), gap(),
				p("I, Anna Marie Kowalski, declare:"),
				p("1. I am the Petitioner in this action. I have personal knowledge of the facts stated here."),
				p("2. Under the temporary orders the children stayed with Respondent from July 1, 2022 through July 15, 2022. They returned without their medication."),
			),
			{
				p("3. Respondent took the children to Lake Tahoe on August 5-7, 2022 without telling me, although the temporary orders require notice of any overnight trip outside San Diego County."),
				p("4. Since then Respondent has missed three exchanges."),
				p("I declare under penalty of perjury under the laws of the State of California that the foregoing is true and correct. Signed and dated this 5th day of September, 2022, at San Diego, California."),
				ls("", "                                   ______________________________", "                                   ANNA MARIE KOWALSKI"),
			},
		}}

	letter := doc{name: "Osei letter 2022-09-12.pdf", font: "Helvetica", size: 11,
		pages: []page{{
			cb("OSEI & BRANDT LLP"), c("750 B Street, Suite 1900, San Diego, California 92101"), gap(),
			l("September 12, 2022"), gap(),
			ls("VIA EMAIL AND U.S. MAIL", "", "Laura B. Chen, Esq.", "Chen Family Law, APC", "4275 Executive Square, Suite 200", "La Jolla, California 92037"),
			gap(),
			ls("Re:   Marriage of Kowalski, SDSC Case No. 21FL004417N", "      Summer visitation and the August trip"),
			gap(),
			p("Dear Ms. Chen:"),
			p("I write on behalf of my client, David Kowalski, about your client's declaration. Mr. Kowalski told your client by text message on August 2, 2022 that he would take the children to Lake Tahoe, and she did not object. We propose a stipulated holiday schedule before the hearing set for October 4, 2022."),
			p("Very truly yours,"),
			ls("", "Peter Osei", "OSEI & BRANDT LLP", "", "cc:  David Kowalski (via email)"),
		}}}

	order := doc{name: "Findings and Order After Hearing.pdf", font: "Helvetica", size: 10,
		pages: []page{{
			cb("SUPERIOR COURT OF CALIFORNIA, COUNTY OF SAN DIEGO"), gap(),
			ls("PETITIONER: ANNA MARIE KOWALSKI", "RESPONDENT: DAVID JAMES KOWALSKI", "", "CASE NUMBER: 21FL004417N"),
			gap(),
			cb("FINDINGS AND ORDER AFTER HEARING"), gap(),
			ls("1. This proceeding was heard on 10/04/2022 at 9:00 a.m. in Dept. F-3.", "   Petitioner present; attorney present: Laura B. Chen", "   Respondent present; attorney present: Peter Osei"),
			gap(),
			p("2. Joint legal custody is ordered. Petitioner shall have primary physical custody. Respondent shall give fourteen days' written notice of any overnight trip outside San Diego County."),
			p("3. Respondent shall pay guideline child support of $2,140 per month beginning November 1, 2022."),
			p("4. A review hearing is set for Jan. 17, 2023."),
			ls("Date: October 11, 2022", "", "                                   ______________________________", "                                   MARGARET T. ALVAREZ", "                                   JUDGE OF THE SUPERIOR COURT"),
		}}}

	return matterSpec{
		name: "marriage-of-kowalski", title: "In re the Marriage of Kowalski (Cal. Super. Ct., San Diego County)", heldOut: false,
		docs: []doc{petition, decl, letter, order},
		raw:  []File{{Name: "Exhibit C - text messages.pdf", Data: []byte("not a pdf, a phone export\n")}},
		parties: []Party{
			{"Anna Marie Kowalski", "petitioner"},
			{"David James Kowalski", "respondent"},
			{"Laura B. Chen", "counsel"},
			{"Peter Osei", "counsel"},
			{"Anna Marie Kowalski", "declarant"},
			{"Peter Osei", "sender"},
			{"Laura B. Chen", "recipient"},
			{"David James Kowalski", "recipient"}, // the email's "David Kowalski"
			{"Margaret T. Alvarez", "judge"},
		},
		events: []Event{
			{"2009-06-14", "Petition for Dissolution.pdf", 1},
			{"2021-03-03", "Petition for Dissolution.pdf", 1},
			{"2012-04-22", "Petition for Dissolution.pdf", 2},
			{"2015-09-30", "Petition for Dissolution.pdf", 2},
			{"2021-04-09", "Petition for Dissolution.pdf", 2},
			{"2022-07-01", "Declaration of Anna Kowalski.pdf", 1},
			{"2022-07-15", "Declaration of Anna Kowalski.pdf", 1},
			{"2022-08-05", "Declaration of Anna Kowalski.pdf", 2},
			{"2022-08-07", "Declaration of Anna Kowalski.pdf", 2},
			{"2022-09-05", "Declaration of Anna Kowalski.pdf", 2},
			{"2022-09-12", "Osei letter 2022-09-12.pdf", 1},
			{"2022-08-02", "Osei letter 2022-09-12.pdf", 1},
			{"2022-10-04", "Osei letter 2022-09-12.pdf", 1},
			{"2022-10-04", "Findings and Order After Hearing.pdf", 1},
			{"2022-11-01", "Findings and Order After Hearing.pdf", 1},
			{"2023-01-17", "Findings and Order After Hearing.pdf", 1},
			{"2022-10-11", "Findings and Order After Hearing.pdf", 1},
		},
		unreadable: []string{"Exhibit C - text messages.pdf"},
	}
}
