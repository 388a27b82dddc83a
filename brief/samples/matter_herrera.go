package samples

// DEV SET (held out at first sight): removal proceedings before a US
// immigration court. The Notice to Appear (Form I-862: "In removal
// proceedings under section 240 of the Immigration and Nationality Act",
// "Subject ID", "FINS #", "File No", "DOB", check boxes, "The Department
// of Homeland Security alleges that you:", numbered allegations, the
// hearing place and date, "(Signature and Title of Issuing Officer)", the
// form number and revision in the footer); the respondent's motion to
// continue with the Practice Manual's cover page (counsel's block with an
// "EOIR ID" at the top left, "NON-DETAINED", "In the Matter of: ... File
// No.: A 218-455-907", "IN REMOVAL PROCEEDINGS", "Immigration Judge:",
// "Next Hearing:") and a proof of service on the Assistant Chief Counsel;
// his declaration with a translator's certificate; and the judge's order on
// the court's check-box form ("[X] GRANTED [ ] DENIED", "This document was
// served by: [ ] Mail", "To: [ ] Alien [X] Alien's Atty/Rep [X] DHS", "By:
// Court Staff"). The Department of Homeland Security, which brings the
// case with no label of its own, is the plaintiff (as the United States is
// in a federal prosecution); its issuing officer signs for it and is no
// party of his own; the translator, like a court reporter, is no party.
func init() { specs = append(specs, herrera) }

func herrera() matterSpec {
	nta := doc{name: "Notice to Appear (I-862).pdf", font: "Helvetica", size: 9.5,
		footer: "Form I-862 (Rev. 11/07/14)",
		pages: []page{
			{
				ls("U.S. Department of Homeland Security", ""),
				cb("Notice to Appear"), gap(),
				ls("In removal proceedings under section 240 of the Immigration and Nationality Act:",
					"                                                          Subject ID: 377120455",
					"                                                          FINS #: 1094418877",
					"                                                          File No: A218 455 907",
					"                                                          DOB: 04/17/1994",
					"                                                          Event No: SFR2309000412",
					"In the Matter of:",
					"Respondent: OSCAR DANIEL HERRERA LOPEZ                    currently residing at:",
					"2741 Mission Street, Apt 3, San Francisco, CALIFORNIA 94110        (415) 555-0133",
					"",
					"[ ] 1. You are an arriving alien.",
					"[X] 2. You are an alien present in the United States who has not been admitted or paroled.",
					"[ ] 3. You have been admitted to the United States, but are removable for the reasons stated below.",
					"",
					"The Department of Homeland Security alleges that you:",
					"1. You are not a citizen or national of the United States;",
					"2. You are a native of GUATEMALA and a citizen of GUATEMALA;",
					"3. You arrived in the United States at or near Hidalgo, Texas, on or about June 2, 2019;",
					"4. You were not then admitted or paroled after inspection by an Immigration Officer.",
					"",
					"On the basis of the foregoing, it is charged that you are subject to removal from the United States",
					"pursuant to the following provision(s) of law: 212(a)(6)(A)(i) of the Immigration and Nationality Act,",
					"as amended, in that you are an alien present in the United States without being admitted or paroled.",
					"",
					"YOU ARE ORDERED to appear before an immigration judge of the United States Department of Justice at:",
					"630 Sansome Street, 4th Floor, San Francisco, CA 94111",
					"on March 12, 2025 at 8:30 AM to show why you should not be removed from the United States based on",
					"the charge(s) set forth above.",
					"",
					"                                              /s/ J. Morales  SBPA",
					"                                              (Signature and Title of Issuing Officer)",
					"Date: September 9, 2023                       San Francisco, CA",
					"                                              (City and State)"),
			},
		}}

	cover := []block{
		ls("Alejandra M. Vega, Esq.", "Vega Immigration Law, P.C.", "870 Market Street, Suite 1150", "San Francisco, CA 94102", "(415) 555-0190", "EOIR ID: VX402187", "Attorney for Respondent"),
		gap(), r("NON-DETAINED"), gap(),
		cb("UNITED STATES DEPARTMENT OF JUSTICE"), cb("EXECUTIVE OFFICE FOR IMMIGRATION REVIEW"), cb("IMMIGRATION COURT"), cb("SAN FRANCISCO, CALIFORNIA"), gap(),
		caption(")", []string{"In the Matter of:", "", "OSCAR DANIEL HERRERA LOPEZ,", "", "               Respondent.", ""},
			[]string{"File No.: A 218-455-907", "", "IN REMOVAL PROCEEDINGS", "", "Immigration Judge: Hon. Catherine L. Mayfield", "Next Hearing: March 12, 2025 at 8:30 a.m."}),
		gap(),
	}
	motion := doc{name: "Motion to Continue.pdf", font: "Times", size: 11.5,
		pages: []page{
			append(append([]block{}, cover...),
				cb("RESPONDENT'S MOTION TO CONTINUE"), gap(),
			),
			{
				p("Respondent, through counsel, respectfully moves the Court to continue his individual hearing now set for March 12, 2025. Good cause exists under 8 C.F.R. 1003.29."),
				p("On November 4, 2024, Respondent's wife, a United States citizen, filed a Form I-130 petition on his behalf, which remains pending with U.S. Citizenship and Immigration Services. Respondent was retained counsel only on January 6, 2025 and his prior representative withdrew. A continuance will allow the petition to be adjudicated and counsel to prepare. This is Respondent's first request, and the Department of Homeland Security has stated that it does not oppose it."),
				ls("Dated: January 21, 2025", "", "                                        Respectfully submitted,", "", "                                        /s/ Alejandra M. Vega", "                                        Alejandra M. Vega", "                                        Attorney for Respondent"),
				gap(), cb("PROOF OF SERVICE"),
				p("On January 21, 2025, I, Alejandra M. Vega, served a copy of this Respondent's Motion to Continue and any attached pages to Kevin J. Park, Assistant Chief Counsel, DHS/ICE Office of the Principal Legal Advisor, 100 Montgomery Street, Suite 200, San Francisco, CA 94104, by electronic service through ECAS."),
				ls("/s/ Alejandra M. Vega                              January 21, 2025", "Signature                                           Date"),
			},
		}}

	decl := doc{name: "Declaration of Oscar Herrera Lopez.pdf", font: "Times", size: 11.5,
		pages: []page{{
			cb("DECLARATION OF OSCAR DANIEL HERRERA LOPEZ"), c("IN SUPPORT OF MOTION TO CONTINUE"), c("A 218-455-907"), gap(),
			p("I, Oscar Daniel Herrera Lopez, declare as follows:"),
			p("1. I was born in Huehuetenango, Guatemala. I came to the United States in June 2019 and have lived in San Francisco since then."),
			p("2. I married Rosa Elena Herrera, a United States citizen, on August 30, 2024. She filed a petition for me on November 4, 2024. I received the receipt notice on November 15, 2024."),
			p("3. My first representative stopped answering my calls in December 2024. I hired my present attorney on January 6, 2025."),
			p("I declare under penalty of perjury under the laws of the United States of America that the foregoing is true and correct."),
			ls("Executed on January 17, 2025 at San Francisco, California.", "", "/s/ Oscar D. Herrera Lopez", "Oscar Daniel Herrera Lopez"),
			gap(), cb("CERTIFICATE OF TRANSLATION"),
			p("I, Mariela Fuentes, certify that I am competent to translate from Spanish into English, and that I read the above declaration to the declarant in Spanish before he signed it. Dated: January 17, 2025."),
			ls("/s/ Mariela Fuentes"),
		}}}

	wife := doc{name: "Declaration of Rosa Elena Herrera.pdf", font: "Times", size: 11.5,
		pages: []page{{
			cb("DECLARATION OF ROSA ELENA HERRERA"), c("Re: Oscar Daniel Herrera Lopez, A 218-455-907"), gap(),
			p("I, Rosa Elena Herrera, declare as follows:"),
			p("1. I am a United States citizen by birth. I was born in Fresno, California. I am the wife of the respondent, Oscar Daniel Herrera Lopez. We were married at San Francisco City Hall on August 30, 2024."),
			p("2. On November 4, 2024 I filed a Form I-130, Petition for Alien Relative, for my husband with U.S. Citizenship and Immigration Services. Its receipt number is IOE0923384417. A copy of the receipt notice is attached as Exhibit A."),
			p("3. My husband supports our household. I am expecting our first child in May 2025."),
			p("I declare under penalty of perjury under the laws of the United States of America that the foregoing is true and correct."),
			ls("Executed on January 16, 2025 at San Francisco, California.", "", "/s/ Rosa E. Herrera", "Rosa Elena Herrera"),
		}}}

	order := doc{name: "Order of the Immigration Judge.pdf", font: "Helvetica", size: 10,
		pages: []page{{
			cb("UNITED STATES DEPARTMENT OF JUSTICE"), cb("EXECUTIVE OFFICE FOR IMMIGRATION REVIEW"), cb("IMMIGRATION COURT"),
			c("630 Sansome Street, 4th Floor, San Francisco, CA 94111"), gap(),
			ls("In the Matter of:                                      Case No.: A218-455-907",
				"HERRERA LOPEZ, OSCAR DANIEL",
				"                    Respondent                         IN REMOVAL PROCEEDINGS"),
			gap(), cb("ORDER OF THE IMMIGRATION JUDGE"), gap(),
			ls("Upon consideration of the Respondent's Motion to Continue, it is HEREBY ORDERED that the motion be",
				"   [X] GRANTED     [ ] DENIED     because:",
				"   [X] DHS does not oppose the motion.",
				"   [ ] The respondent does not oppose the motion.",
				"   [X] Good cause has been established for the motion.",
				"   [ ] The court agrees with the reasons stated in the opposition to the motion.",
				"",
				"The individual hearing of March 12, 2025 is vacated. The case is reset for a master calendar hearing",
				"on July 9, 2025 at 8:30 AM.",
				"",
				"Date: February 3, 2025",
				"",
				"                                        Catherine L. Mayfield",
				"                                        Immigration Judge"),
			gap(), cb("Certificate of Service"),
			ls("This document was served by:   [ ] Mail   [ ] Personal Service   [X] Electronic Service",
				"To:  [ ] Alien   [ ] Alien c/o Custodial Officer   [X] Alien's Atty/Rep   [X] DHS",
				"Date: 02/03/2025          By: Court Staff  TL"),
		}}}

	return matterSpec{
		name: "matter-of-herrera-lopez", title: "Matter of Oscar Daniel Herrera Lopez (Immigration Court, San Francisco, A218-455-907)", heldOut: true,
		firstSight: &Figures{PartyTruth: 7, PartyFound: 11, PartyCorrect: 5, EventTruth: 20, EventHits: 20, Grounded: 1}, // at 3fda783
		docs:       []doc{nta, motion, decl, wife, order},
		parties: []Party{
			{"Oscar Daniel Herrera Lopez", "respondent"},
			{"Oscar Daniel Herrera Lopez", "declarant"},
			{"Department of Homeland Security", "plaintiff"}, // brings the case with no label of its own
			{"Rosa Elena Herrera", "declarant"},
			{"Alejandra M. Vega", "counsel"},
			{"Kevin J. Park", "counsel"},
			{"Catherine L. Mayfield", "judge"},
		},
		events: []Event{
			{"1994-04-17", "Notice to Appear (I-862).pdf", 1},
			{"2019-06-02", "Notice to Appear (I-862).pdf", 1},
			{"2025-03-12", "Notice to Appear (I-862).pdf", 1},
			{"2023-09-09", "Notice to Appear (I-862).pdf", 1},
			{"2025-03-12", "Motion to Continue.pdf", 1},
			{"2025-03-12", "Motion to Continue.pdf", 2},
			{"2024-11-04", "Motion to Continue.pdf", 2},
			{"2025-01-06", "Motion to Continue.pdf", 2},
			{"2025-01-21", "Motion to Continue.pdf", 2},
			{"2024-08-30", "Declaration of Oscar Herrera Lopez.pdf", 1},
			{"2024-11-04", "Declaration of Oscar Herrera Lopez.pdf", 1},
			{"2024-11-15", "Declaration of Oscar Herrera Lopez.pdf", 1},
			{"2025-01-06", "Declaration of Oscar Herrera Lopez.pdf", 1},
			{"2025-01-17", "Declaration of Oscar Herrera Lopez.pdf", 1},
			{"2024-08-30", "Declaration of Rosa Elena Herrera.pdf", 1},
			{"2024-11-04", "Declaration of Rosa Elena Herrera.pdf", 1},
			{"2025-01-16", "Declaration of Rosa Elena Herrera.pdf", 1},
			{"2025-03-12", "Order of the Immigration Judge.pdf", 1},
			{"2025-07-09", "Order of the Immigration Judge.pdf", 1},
			{"2025-02-03", "Order of the Immigration Judge.pdf", 1},
		},
	}
}
