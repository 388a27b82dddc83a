package samples

// Written as a held-out matter after the rules of the first round; its
// first-sight figure went unrecorded, and it is now held to the full aims
// with the tuned set. A patent case in the
// District of Delaware: "Plaintiff and Counterclaim-Defendant" captions with
// two defendants, Delaware bar numbers "(#5531)", a patent license with a
// non-party licensee, an expert's declaration with "Ph.D.", a scheduling
// order, and a letter to the judge ("Dear Judge Whitcomb:").
func init() { specs = append(specs, novalux) }

func novalux() matterSpec {
	court := []block{cb("IN THE UNITED STATES DISTRICT COURT"), cb("FOR THE DISTRICT OF DELAWARE"), gap()}
	capt := caption(")", []string{
		"NOVALUX OPTICS, INC.,",
		"     Plaintiff and Counterclaim-Defendant,",
		"",
		"     v.",
		"",
		"BRIGHTPATH LIGHTING CO., LTD. and",
		"BRIGHTPATH USA CORP.,",
		"     Defendants and Counterclaim-Plaintiffs.",
	}, []string{"", "C.A. No. 23-1187-GRW", "", "JURY TRIAL DEMANDED"})

	complaint := doc{name: "D.I. 1 Complaint.pdf", font: "Times", size: 12,
		header: "Case 1:23-cv-01187-GRW   Document 1   Filed 10/16/23   Page %d of %t PageID #: %d",
		pages: []page{
			append(append([]block{}, court...), capt, gap(),
				cb("COMPLAINT FOR PATENT INFRINGEMENT"), gap(),
				p("Plaintiff NovaLux Optics, Inc. (\"NovaLux\") alleges as follows against Defendants BrightPath Lighting Co., Ltd. (\"BrightPath China\") and BrightPath USA Corp. (\"BrightPath USA\"):"),
				p("1. NovaLux owns U.S. Patent No. 10,112,334 (\"the '334 patent\"), entitled \"Thermal Management for LED Arrays,\" which issued on October 30, 2018."),
			),
			{
				p("2. Since at least January 2022, BrightPath has sold the Lumos 900 high-bay fixture in the United States. NovaLux notified BrightPath USA of the '334 patent by letter dated March 7, 2023."),
				p("3. BrightPath continued its sales after that notice, and its infringement has been willful since March 7, 2023."),
				ls("Dated: October 16, 2023", "", "MILLS & TATE LLP", "", "/s/ Karen E. Mills", "Karen E. Mills (#5531)", "1201 N. Market Street, Suite 800", "Wilmington, DE 19801", "(302) 555-0164", "kmills@millstate.com", "", "Attorneys for Plaintiff NovaLux Optics, Inc."),
			},
		}}

	answer := doc{name: "D.I. 14 Answer and Counterclaims.pdf", font: "Times", size: 12,
		header: "Case 1:23-cv-01187-GRW   Document 14   Filed 12/11/23   Page %d of %t PageID #: %d",
		pages: []page{
			append(append([]block{}, court...), capt, gap(),
				cb("DEFENDANTS' ANSWER, AFFIRMATIVE DEFENSES AND COUNTERCLAIMS"), gap(),
				p("Defendants BrightPath Lighting Co., Ltd. and BrightPath USA Corp. (together, \"BrightPath\") answer the Complaint as follows:"),
				p("1. BrightPath admits that the '334 patent issued on October 30, 2018 and denies that it is valid."),
				p("2. BrightPath admits that BrightPath USA received NovaLux's letter of March 7, 2023 and denies the remaining allegations."),
			),
			{
				cb("COUNTERCLAIMS"),
				p("3. The '334 patent is invalid as anticipated by Japanese Patent Publication No. 2015-088213, published May 7, 2015."),
				ls("Dated: December 11, 2023", "", "REINER LAW GROUP LLC", "", "/s/ Thomas J. Reiner", "Thomas J. Reiner (#4127)", "300 Delaware Avenue, Suite 1100", "Wilmington, DE 19801", "", "Attorneys for Defendants"),
			},
		}}

	license := doc{name: "Patent License Agreement (Helio).pdf", font: "Helvetica", size: 10,
		pages: []page{{
			cb("PATENT LICENSE AGREEMENT"), gap(),
			p("This Patent License Agreement (the \"Agreement\") is made as of February 1, 2020 between NovaLux Optics, Inc., a Delaware corporation (\"Licensor\"), and Helio Components GmbH, a German limited liability company (\"Licensee\")."),
			p("1. Grant. Licensor grants Licensee a non-exclusive license under the '334 patent to make and sell LED drivers in the European Union."),
			p("2. Term. The license ends on January 31, 2025 unless renewed in writing."),
			ls("NOVALUX OPTICS, INC.              HELIO COMPONENTS GMBH", "By: /s/ Priya Lanning             By: /s/ Jonas Weber"),
		}}}

	decl := doc{name: "D.I. 52 Mehta Declaration.pdf", font: "Times", size: 12,
		pages: []page{
			append(append([]block{}, court...), capt, gap(),
				cb("DECLARATION OF DR. ANJALI MEHTA IN SUPPORT OF"), cb("NOVALUX'S OPENING CLAIM CONSTRUCTION BRIEF"), gap(),
				p("I, Anjali Mehta, Ph.D., declare as follows:"),
				p("1. I am a professor of mechanical engineering at the University of Pennsylvania. I have studied heat dissipation in solid-state lighting since 2006."),
				p("2. A person of ordinary skill in the art as of the '334 patent's priority date, June 12, 2016, would understand \"thermal via\" to mean a plated opening that conducts heat between layers of a circuit board."),
				p("I declare under penalty of perjury that the foregoing is true and correct. Executed on April 22, 2024."),
				ls("/s/ Anjali Mehta"),
			),
		}}

	order := doc{name: "D.I. 21 Scheduling Order.pdf", font: "Times", size: 12,
		pages: []page{
			append(append([]block{}, court...), capt, gap(),
				cb("SCHEDULING ORDER"), gap(),
				p("This 5th day of February, 2024, the Court having conducted a Rule 16(b) conference, IT IS HEREBY ORDERED that:"),
				p("1. The claim construction (Markman) hearing is set for June 3, 2024 at 10:00 a.m."),
				p("2. Fact discovery shall be completed by September 27, 2024."),
				ls("                                        /s/ Gregory R. Whitcomb", "                                        UNITED STATES DISTRICT JUDGE"),
			),
		}}

	letter := doc{name: "D.I. 60 Letter to Judge Whitcomb.pdf", font: "Times", size: 12,
		pages: []page{{
			cb("MILLS & TATE LLP"), c("1201 N. Market Street, Suite 800 | Wilmington, DE 19801"), gap(),
			l("May 20, 2024"), gap(),
			ls("BY CM/ECF", "The Honorable Gregory R. Whitcomb", "J. Caleb Boggs Federal Building", "844 N. King Street", "Wilmington, DE 19801"), gap(),
			l("Re: NovaLux Optics, Inc. v. BrightPath Lighting Co., Ltd., C.A. No. 23-1187-GRW"), gap(),
			p("Dear Judge Whitcomb:"),
			p("Plaintiff writes to request a discovery teleconference. BrightPath has refused to produce its Lumos 900 sales records after May 1, 2024 despite the parties' agreement at the April 30, 2024 meet and confer."),
			p("Respectfully,"),
			ls("/s/ Karen E. Mills", "Karen E. Mills (#5531)"),
			gap(),
			ls("cc: All Counsel of Record (via CM/ECF)"),
		}}}

	return matterSpec{
		name: "novalux-v-brightpath", title: "NovaLux Optics, Inc. v. BrightPath Lighting Co., Ltd. (D. Del.)", heldOut: false,
		docs: []doc{complaint, answer, license, decl, order, letter},
		parties: []Party{
			{"NovaLux Optics, Inc.", "plaintiff"},
			{"BrightPath Lighting Co., Ltd.", "defendant"},
			{"BrightPath USA Corp.", "defendant"},
			{"Karen E. Mills", "counsel"},
			{"Thomas J. Reiner", "counsel"},
			{"Anjali Mehta", "declarant"},
			{"Gregory R. Whitcomb", "judge"},
			{"Karen E. Mills", "sender"},
			{"Gregory R. Whitcomb", "recipient"},
			{"NovaLux Optics, Inc.", "party"},
			{"Helio Components GmbH", "party"},
		},
		events: []Event{
			{"2023-10-16", "D.I. 1 Complaint.pdf", 1},
			{"2018-10-30", "D.I. 1 Complaint.pdf", 1},
			{"2023-03-07", "D.I. 1 Complaint.pdf", 2},
			{"2023-10-16", "D.I. 1 Complaint.pdf", 2},
			{"2023-12-11", "D.I. 14 Answer and Counterclaims.pdf", 1},
			{"2018-10-30", "D.I. 14 Answer and Counterclaims.pdf", 1},
			{"2023-03-07", "D.I. 14 Answer and Counterclaims.pdf", 1},
			{"2015-05-07", "D.I. 14 Answer and Counterclaims.pdf", 2},
			{"2023-12-11", "D.I. 14 Answer and Counterclaims.pdf", 2},
			{"2020-02-01", "Patent License Agreement (Helio).pdf", 1},
			{"2025-01-31", "Patent License Agreement (Helio).pdf", 1},
			{"2016-06-12", "D.I. 52 Mehta Declaration.pdf", 1},
			{"2024-04-22", "D.I. 52 Mehta Declaration.pdf", 1},
			{"2024-02-05", "D.I. 21 Scheduling Order.pdf", 1},
			{"2024-06-03", "D.I. 21 Scheduling Order.pdf", 1},
			{"2024-09-27", "D.I. 21 Scheduling Order.pdf", 1},
			{"2024-05-20", "D.I. 60 Letter to Judge Whitcomb.pdf", 1},
			{"2024-05-01", "D.I. 60 Letter to Judge Whitcomb.pdf", 1},
			{"2024-04-30", "D.I. 60 Letter to Judge Whitcomb.pdf", 1},
		},
	}
}
