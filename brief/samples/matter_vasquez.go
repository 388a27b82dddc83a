package samples

// A California employment case in state court: pleading paper with line
// numbers, the attorney block at the top left, a ")"-ruled caption with Doe
// defendants, numeric dates, an Outlook chain with "Last, First" names, a
// deposition excerpt, and a corrupt "scan".
func init() { specs = append(specs, vasquez) }

func vasquez() matterSpec {
	court := []block{cb("SUPERIOR COURT OF THE STATE OF CALIFORNIA"), cb("FOR THE COUNTY OF ALAMEDA"), gap()}
	capt := func(right ...string) block {
		return caption(")", []string{
			"ELENA VASQUEZ, an individual,",
			"",
			"                Plaintiff,",
			"",
			"        vs.",
			"",
			"SUMMIT VALLEY FOODS, INC., a California",
			"corporation; GREGORY LIND, an individual;",
			"and DOES 1 through 20, inclusive,",
			"",
			"                Defendants.",
		}, right)
	}
	plaintiffCounsel := ls("NADIA FARAH (SBN 281934)",
		"nfarah@farahemploymentlaw.com",
		"FARAH EMPLOYMENT LAW, APC",
		"1999 Harrison Street, Suite 1800",
		"Oakland, California 94612",
		"Telephone: (510) 555-0199",
		"",
		"Attorneys for Plaintiff",
		"ELENA VASQUEZ")
	defenseCounsel := ls("OWEN PARK (SBN 244871)",
		"opark@parksolomon.com",
		"PARK & SOLOMON LLP",
		"One Embarcadero Center, 38th Floor",
		"San Francisco, CA 94111",
		"Tel.: 415.555.0107",
		"",
		"Attorneys for Defendants",
		"SUMMIT VALLEY FOODS, INC. and GREGORY LIND")

	complaint := doc{name: "complaint.pdf", font: "Times", size: 11, pleading: true,
		footer: "COMPLAINT FOR DAMAGES - %d",
		pages: []page{
			{
				plaintiffCounsel, gap(),
				append([]block{}, court...)[0], court[1], gap(),
				capt("Case No. RG22-118734", "", "COMPLAINT FOR DAMAGES:", "1. Wrongful Termination in", "   Violation of Public Policy;", "2. Retaliation (Lab. Code", "   section 1102.5)", "", "DEMAND FOR JURY TRIAL"),
				gap(),
				p("Plaintiff ELENA VASQUEZ alleges:"),
				p("1. Plaintiff Elena Vasquez (\"Plaintiff\") is an individual who at all relevant times resided in Alameda County, California."),
				p("2. Defendant Summit Valley Foods, Inc. (\"Summit Valley\") is a California corporation that operates a food packaging plant in Hayward, California."),
			},
			{
				p("3. Defendant Gregory Lind (\"Lind\") is, and at all relevant times was, Summit Valley's Vice President of Operations."),
				p("4. Summit Valley hired Plaintiff as a quality assurance manager on 09/13/2019."),
				p("5. On or about January 4th, 2022, Plaintiff reported to Lind in writing that Line 3 was shipping products whose labels omitted tree-nut allergens."),
				p("6. Lind told Plaintiff to \"stop putting this in email.\" On 01/21/2022, Lind issued Plaintiff a written warning for \"insubordination.\""),
				p("7. Summit Valley terminated Plaintiff's employment on February 2, 2022, less than a month after her report."),
				cb("FIRST CAUSE OF ACTION"),
				cb("(Wrongful Termination in Violation of Public Policy - Against Summit Valley)"),
				p("8. Plaintiff incorporates paragraphs 1 through 7. Summit Valley terminated Plaintiff because she reported violations of food safety law."),
			},
			{
				cb("SECOND CAUSE OF ACTION"),
				cb("(Retaliation, Labor Code section 1102.5 - Against All Defendants)"),
				p("9. Plaintiff disclosed information she reasonably believed showed a violation of state and federal law, and Defendants retaliated against her for doing so."),
				cb("PRAYER"),
				p("WHEREFORE, Plaintiff prays for lost wages, emotional distress damages, civil penalties, attorney's fees and costs, and such further relief as the Court deems proper."),
				gap(),
				ls("DATED: May 16, 2022", "", "                                   FARAH EMPLOYMENT LAW, APC", "",
					"                                   By: /s/ Nadia Farah", "                                   NADIA FARAH",
					"                                   Attorneys for Plaintiff", "                                   ELENA VASQUEZ"),
			},
		}}

	answer := doc{name: "answer.pdf", font: "Times", size: 11, pleading: true,
		footer: "DEFENDANTS' ANSWER TO COMPLAINT - %d",
		pages: []page{
			{
				defenseCounsel, gap(), court[0], court[1], gap(),
				capt("Case No. RG22-118734", "", "DEFENDANTS SUMMIT VALLEY", "FOODS, INC. AND GREGORY", "LIND'S ANSWER TO", "PLAINTIFF'S COMPLAINT", "", "Complaint Filed: 05/16/2022"),
				gap(),
				p("Defendants Summit Valley Foods, Inc. and Gregory Lind (together, \"Defendants\") answer the Complaint of Plaintiff Elena Vasquez as follows:"),
				cb("GENERAL DENIAL"),
				p("Under Code of Civil Procedure section 431.30, subdivision (d), Defendants generally deny each and every allegation of the Complaint, and deny that Plaintiff has been damaged in any sum."),
			},
			{
				cb("AFFIRMATIVE DEFENSES"),
				p("1. Legitimate Business Reasons. Defendants contend that any action taken with respect to Plaintiff was taken for legitimate, non-retaliatory business reasons, including the written warning issued on January 21, 2022."),
				p("2. Same Decision. Defendants allege that they would have made the same decision in the absence of any protected activity."),
				p("3. Failure to Mitigate. Plaintiff failed to make reasonable efforts to find comparable employment after February 2, 2022."),
				gap(),
				ls("Dated: June 20, 2022", "                                   PARK & SOLOMON LLP", "",
					"                                   By: /s/ Owen Park", "                                   Owen Park",
					"                                   Attorneys for Defendants"),
			},
		}}

	decl := doc{name: "alvarez-declaration.pdf", font: "Times", size: 11, pleading: true,
		footer: "DECLARATION OF MARIA ALVAREZ - %d",
		pages: []page{
			{
				plaintiffCounsel, gap(), court[0], court[1], gap(),
				capt("Case No. RG22-118734", "", "DECLARATION OF MARIA", "ALVAREZ IN OPPOSITION TO", "DEFENDANTS' MOTION FOR", "SUMMARY JUDGMENT"),
				gap(),
				p("I, Maria Alvarez, hereby declare:"),
				p("1. I worked as a line supervisor at Summit Valley's Hayward plant from 2017 until March 2022. I make this declaration from personal knowledge."),
				p("2. On January 5, 2022, I heard Gregory Lind tell another manager that Elena \"would not be around much longer\" because she \"keeps writing things down.\""),
			},
			{
				p("3. After Ms. Vasquez left, the Line 3 labels were corrected within a week."),
				p("I declare under penalty of perjury under the laws of the State of California that the foregoing is true and correct. Executed this 14th day of November, 2022, at Hayward, California."),
				gap(),
				ls("                                   /s/ Maria Alvarez", "                                   MARIA ALVAREZ"),
			},
		}}

	emails := doc{name: "email-chain-jan-2022.pdf", font: "Courier", size: 10,
		header: "SVF-000412",
		pages: []page{{
			ls("From:    Lind, Gregory <glind@summitvalleyfoods.com>",
				"Sent:    Tuesday, January 4, 2022 6:12 PM",
				"To:      Vasquez, Elena <evasquez@summitvalleyfoods.com>",
				"Subject: RE: Line 3 allergen labels"),
			gap(),
			p("Elena - I have it. Please stop putting this in email. We will talk tomorrow."),
			gap(),
			ls("-----Original Message-----",
				"From:    Vasquez, Elena <evasquez@summitvalleyfoods.com>",
				"Sent:    Tuesday, January 4, 2022 2:37 PM",
				"To:      Lind, Gregory <glind@summitvalleyfoods.com>",
				"Cc:      Oduya, Karen <koduya@summitvalleyfoods.com>",
				"Subject: Line 3 allergen labels"),
			gap(),
			p("Greg, the Line 3 labels for the trail mix SKUs omit tree nuts. This is a recall-level problem. I recommend we hold all Line 3 pallets produced since 12/28/2021 until new labels arrive."),
			p("Elena Vasquez | QA Manager"),
		}}}

	depo := doc{name: "lind-deposition-excerpt.pdf", font: "Courier", size: 10,
		footer: "Bay Reporting Services, Inc.   (510) 555-0123",
		pages: []page{
			{
				cb("SUPERIOR COURT OF THE STATE OF CALIFORNIA"), cb("COUNTY OF ALAMEDA"), gap(),
				ls("ELENA VASQUEZ,", "        Plaintiff,", "   v.                                Case No. RG22-118734", "SUMMIT VALLEY FOODS, INC., et al.,", "        Defendants."),
				gap(),
				cb("DEPOSITION OF GREGORY LIND"),
				c("Oakland, California"),
				c("Tuesday, August 9, 2022"),
				gap(),
				ls("Reported by: Janet Cole, CSR No. 11234", "Job No. 55821"),
			},
			{
				ls(" 1   Q.  Mr. Lind, you received Ms. Vasquez's email about",
					" 2       the Line 3 labels?",
					" 3   A.  I did.",
					" 4   Q.  And you issued her the written warning on",
					" 5       January 21, 2022?",
					" 6   A.  Yes. HR prepared it.",
					" 7   Q.  Who decided to terminate her employment?",
					" 8   A.  I made the recommendation and HR approved it.",
					" 9   Q.  Had anyone complained about her work before",
					"10       January 4th?",
					"11   A.  Not in writing."),
			},
		}}

	corrupt := File{Name: "offer-letter-scan.pdf", Data: []byte("%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [3 0 R] /Count 1 >>\nstream\x00\x9c\xff\xfe truncated scan")}

	return matterSpec{
		name: "vasquez-v-summit-valley", title: "Vasquez v. Summit Valley Foods, Inc. (Cal. Super. Ct., Alameda)",
		docs: []doc{complaint, answer, decl, emails, depo},
		raw:  []File{corrupt},
		parties: []Party{
			{"Elena Vasquez", "plaintiff"},
			{"Summit Valley Foods, Inc.", "defendant"},
			{"Gregory Lind", "defendant"},
			{"Does 1 through 20", "defendant"}, // fictitious defendants are named in the caption: a party (HELDOUT.md)
			{"Nadia Farah", "counsel"},
			{"Owen Park", "counsel"},
			{"Maria Alvarez", "declarant"},
			{"Gregory Lind", "sender"},
			{"Elena Vasquez", "recipient"},
			{"Elena Vasquez", "sender"},
			{"Gregory Lind", "recipient"},
			{"Karen Oduya", "recipient"},
			{"Gregory Lind", "deponent"},
		},
		events: []Event{
			{"2019-09-13", "complaint.pdf", 2},
			{"2022-01-04", "complaint.pdf", 2},
			{"2022-01-21", "complaint.pdf", 2},
			{"2022-02-02", "complaint.pdf", 2},
			{"2022-05-16", "complaint.pdf", 3},
			{"2022-05-16", "answer.pdf", 1},
			{"2022-01-21", "answer.pdf", 2},
			{"2022-02-02", "answer.pdf", 2},
			{"2022-06-20", "answer.pdf", 2},
			{"2022-01-05", "alvarez-declaration.pdf", 1},
			{"2022-11-14", "alvarez-declaration.pdf", 2},
			{"2022-01-04", "email-chain-jan-2022.pdf", 1},
			{"2021-12-28", "email-chain-jan-2022.pdf", 1},
			{"2022-08-09", "lind-deposition-excerpt.pdf", 1},
			{"2022-01-21", "lind-deposition-excerpt.pdf", 2},
		},
		unreadable: []string{"offer-letter-scan.pdf"},
	}
}
