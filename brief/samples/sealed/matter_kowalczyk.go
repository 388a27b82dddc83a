package sealed

import (
	"fmt"

	"pramaan/brief/truth"
)

// A product-liability case in the Philadelphia Court of Common Pleas,
// heavy with depositions: plaintiffs' notice of the videotaped deposition of
// the manufacturer's corporate designee under Pa.R.C.P. 4007.1(e) (the
// Office of Judicial Records' "Filed and Attested" stamp, term and number,
// "Attorney I.D. No.", matters for examination, a certificate of service
// with a service list); the designee's transcript (caption page, appearances
// with "ALSO PRESENT", an index of examinations and exhibits, testimony on
// numbered lines with the transcript page in the header, the reporter's
// certificate); a short transcript of the wife plaintiff's deposition; and
// plaintiffs' pre-trial exhibit list as a table.
func init() { specs = append(specs, kowalczyk) }

// numbered prints transcript lines with line numbers 1..n in the margin.
func numbered(lines ...string) block {
	out := make([]string, len(lines))
	for i, s := range lines {
		out[i] = fmt.Sprintf("%2d   %s", i+1, s)
	}
	return ls(out...)
}

func kowalczyk() spec {
	court := []block{cb("IN THE COURT OF COMMON PLEAS OF PHILADELPHIA COUNTY"), cb("FIRST JUDICIAL DISTRICT OF PENNSYLVANIA"), cb("TRIAL DIVISION - CIVIL")}
	capt := row([]float64{0.55, 0.05, 0.40}, "AGNIESZKA KOWALCZYK and\nTOMASZ KOWALCZYK, h/w,\n               Plaintiffs,\n     v.\nSTRATAVENT APPLIANCE CORPORATION\nand BRIGHTWELL HOME RETAIL, INC.,\n               Defendants.", ":\n:\n:\n:\n:\n:\n:", "OCTOBER TERM, 2023\n\nNo. 01482\n\nJURY TRIAL DEMANDED")

	notice := doc{name: "Notice of Videotaped Deposition of Corporate Designee.pdf", font: "Times", size: 11.5,
		pages: []page{
			with([]block{stamp("Filed and Attested by the", "Office of Judicial Records", "19 APR 2024 03:12 pm", "J. MORALES")},
				[]block{ls("BIANCHI HART & DOYLE, P.C.", "By: Lorenzo V. Bianchi-Hart, Esquire", "Attorney I.D. No. 208817", "Maeve C. Dunleavy, Esquire", "Attorney I.D. No. 326104", "1835 Market Street, Suite 2900", "Philadelphia, PA 19103", "(215) 555-0158", "Attorneys for Plaintiffs"), gap()},
				court, []block{gap(), capt, gap(),
					cb("NOTICE OF VIDEOTAPED DEPOSITION OF DEFENDANT STRATAVENT APPLIANCE CORPORATION PURSUANT TO Pa.R.C.P. 4007.1(e)"), gap(),
					l("TO:  Prudence L. Okoye-Barnes, Esquire, Counsel for Defendant Stratavent Appliance Corporation"),
					p("PLEASE TAKE NOTICE that Plaintiffs, by their counsel, will take the videotaped oral deposition of Defendant Stratavent Appliance Corporation, through the officer(s), director(s) or other person(s) it designates to testify on its behalf, on Tuesday, May 14, 2024, beginning at 10:00 a.m., at the offices of Bianchi Hart & Doyle, P.C., 1835 Market Street, Suite 2900, Philadelphia, PA 19103, before a court reporter and videographer. The designee(s) shall testify on the following matters:"),
					p("1. The design of the locking lid and pressure release valve of the Stratavent QuickPot 8-Quart Multicooker, Model SQ-8 (the \"Product\"). 2. Engineering change order ECO-4471 of March 2, 2021. 3. Complaints, claims and incident reports of lid separation received before October 29, 2021. 4. Stratavent's report to the U.S. Consumer Product Safety Commission of January 18, 2023."),
				}),
			{
				ls("                                        BIANCHI HART & DOYLE, P.C.", "", "                                        By: /s/ Lorenzo V. Bianchi-Hart", "                                        Lorenzo V. Bianchi-Hart, Esquire", "Dated: April 19, 2024"), gap(),
				cb("CERTIFICATE OF SERVICE"),
				p("I, Maeve C. Dunleavy, Esquire, hereby certify that on April 19, 2024, a true and correct copy of the foregoing Notice was served upon the following counsel of record by the Court's electronic filing system and by email:"),
				row([]float64{0.5, 0.5}, "Prudence L. Okoye-Barnes, Esquire\nCALLOWAY THORNE LLP\nTwo Logan Square, 18th Floor\nPhiladelphia, PA 19103\nCounsel for Defendant\nStratavent Appliance Corporation", "Franklin D. Iwasaki, Esquire\nMERRIAM LOWE & SYKES\n1500 JFK Boulevard, Suite 800\nPhiladelphia, PA 19102\nCounsel for Defendant\nBrightwell Home Retail, Inc."),
				ls("", "                                        /s/ Maeve C. Dunleavy", "                                        Maeve C. Dunleavy, Esquire"),
			},
		}}

	tr := doc{name: "Deposition of Harlan J. Dempsey-Rook (Stratavent designee).pdf", font: "Courier", size: 10,
		header: "Page %d", headerAlign: "R", footer: "TRAPANI COURT REPORTING, LLC   (215) 555-0107   www.trapanireporting.example",
		pages: []page{
			with(court, []block{gap(), capt, gap(),
				c("- - -"), c("Tuesday, May 14, 2024"), c("- - -"), gap(),
				p("Videotaped deposition of STRATAVENT APPLIANCE CORPORATION, by and through its designee, HARLAN J. DEMPSEY-ROOK, taken pursuant to notice, at the offices of Bianchi Hart & Doyle, P.C., 1835 Market Street, Suite 2900, Philadelphia, Pennsylvania, beginning at 10:04 a.m., before Colleen M. Trapani, a Registered Professional Reporter, Certified Realtime Reporter and Notary Public."),
			}),
			{
				cb("A P P E A R A N C E S:"), gap(),
				ls("     BIANCHI HART & DOYLE, P.C.", "     BY: LORENZO V. BIANCHI-HART, ESQUIRE", "         MAEVE C. DUNLEAVY, ESQUIRE", "     1835 Market Street, Suite 2900", "     Philadelphia, Pennsylvania 19103", "     lbianchihart@bhdlaw.example", "     Counsel for Plaintiffs", "",
					"     CALLOWAY THORNE LLP", "     BY: PRUDENCE L. OKOYE-BARNES, ESQUIRE", "     Two Logan Square, 18th Floor", "     Philadelphia, Pennsylvania 19103", "     Counsel for Defendant Stratavent Appliance Corporation", "",
					"     MERRIAM LOWE & SYKES", "     BY: FRANKLIN D. IWASAKI, ESQUIRE (via Zoom)", "     1500 JFK Boulevard, Suite 800", "     Philadelphia, Pennsylvania 19102", "     Counsel for Defendant Brightwell Home Retail, Inc.", "",
					"     ALSO PRESENT:", "     Dana Pruitt-Ames, Esquire, Associate General Counsel,", "       Stratavent Appliance Corporation", "     Wendell Haskins, Videographer"),
			},
			{
				cb("I N D E X"), gap(),
				row([]float64{0.4, 0.4, 0.2}, "WITNESS", "EXAMINATION BY", "PAGE"),
				row([]float64{0.4, 0.4, 0.2}, "HARLAN J. DEMPSEY-ROOK", "Mr. Bianchi-Hart\nMs. Okoye-Barnes", "4\n6"),
				gap(), cb("E X H I B I T S"), gap(),
				row([]float64{0.22, 0.6, 0.18}, "NUMBER", "DESCRIPTION", "MARKED"),
				row([]float64{0.22, 0.6, 0.18}, "Dempsey-Rook-1", "Notice of Deposition dated 4/19/2024", "4"),
				row([]float64{0.22, 0.6, 0.18}, "Dempsey-Rook-2", "Engineering Change Order ECO-4471, 3/2/2021 (STRAT-0004412-4419)", "5"),
				row([]float64{0.22, 0.6, 0.18}, "Dempsey-Rook-3", "Consumer incident log, SQ-8 lid events, 2020-2021 (STRAT-0007731-7790)", "5"),
				row([]float64{0.22, 0.6, 0.18}, "Dempsey-Rook-4", "Section 15(b) report to CPSC, 1/18/2023 (STRAT-0011020-11034)", "6"),
			},
			{
				numbered("                 HARLAN J. DEMPSEY-ROOK, having been duly", "     sworn, was examined and testified as follows:", "                    - - -", "                  EXAMINATION", "                    - - -",
					"BY MR. BIANCHI-HART:", "     Q.   Good morning. Please state your name and", "position for the record.", "     A.   Harlan James Dempsey-Rook. I'm Director of", "Product Safety Engineering at Stratavent.",
					"     Q.   You understand you are here to testify on", "behalf of the company on the topics in the notice,", "which we've marked as Dempsey-Rook-1?", "     A.   I do.",
					"     Q.   When did you start at Stratavent?", "     A.   August of 2016.", "     Q.   Who at Stratavent approved the SQ-8 lid", "design?", "     A.   The design review board. I chaired it.",
					"     Q.   And the unit Mrs. Kowalczyk was using on", "October 29, 2021 was manufactured when?", "     A.   According to the date code, the week of", "June 7, 2021.", "     Q.   That was after ECO-4471?", "     A.   Yes."),
			},
			{
				numbered("     Q.   Look at Dempsey-Rook-2, the change order", "dated March 2, 2021. What did it change?", "     A.   It changed the lid gasket supplier and the", "tolerance on the locking lugs.",
					"     Q.   Why?", "     A.   We had seen reports of lids opening under", "residual pressure. The log, Dempsey-Rook-3, has", "eleven of them before the change.",
					"     Q.   And after the change, before Mrs.", "Kowalczyk's incident?", "     A.   Four more, I believe.",
					"     Q.   Stratavent did not report to the CPSC", "until January 18, 2023?", "     MS. OKOYE-BARNES: Objection to form.", "     A.   That's the date of the 15(b) report, yes.",
					"     MR. BIANCHI-HART: I'll pass the witness.", "                  EXAMINATION", "BY MS. OKOYE-BARNES:", "     Q.   Does the owner's manual warn not to force", "the lid open?", "     A.   It does, on page 4 and on the lid itself.",
					"     MS. OKOYE-BARNES: Nothing further.", "     THE VIDEOGRAPHER: Off the record at 1:37 p.m.", "     (Deposition concluded at 1:37 p.m.)", ""),
			},
			{
				cb("C E R T I F I C A T E"), gap(),
				p("I, Colleen M. Trapani, a Registered Professional Reporter and Notary Public, do hereby certify that the foregoing is a true and accurate transcript of the testimony of HARLAN J. DEMPSEY-ROOK, taken by me stenographically on May 14, 2024; that the witness was first duly sworn; and that I am neither counsel for, related to, nor employed by any of the parties."),
				ls("", "                                        /s/ Colleen M. Trapani", "                                        Colleen M. Trapani, RPR, CRR", "                                        Dated: May 28, 2024"),
			},
		}}

	plt := doc{name: "Deposition of Agnieszka Kowalczyk (excerpt).pdf", font: "Courier", size: 10,
		header: "Page %d", headerAlign: "R", footer: "TRAPANI COURT REPORTING, LLC   (215) 555-0107",
		pages: []page{
			with(court, []block{gap(), capt, gap(),
				c("- - -"), c("Thursday, June 20, 2024"), c("- - -"), gap(),
				p("Oral deposition of AGNIESZKA KOWALCZYK, taken pursuant to notice, at the offices of Calloway Thorne LLP, Two Logan Square, 18th Floor, Philadelphia, Pennsylvania, beginning at 9:58 a.m., before Colleen M. Trapani, RPR, CRR, Notary Public."),
				gap(), cb("APPEARANCES:"),
				ls("  MAEVE C. DUNLEAVY, ESQUIRE, Bianchi Hart & Doyle, P.C., for Plaintiffs", "  PRUDENCE L. OKOYE-BARNES, ESQUIRE, Calloway Thorne LLP, for Defendant", "    Stratavent Appliance Corporation", "  FRANKLIN D. IWASAKI, ESQUIRE, Merriam Lowe & Sykes, for Defendant", "    Brightwell Home Retail, Inc."),
			}),
			{
				numbered("                 AGNIESZKA KOWALCZYK, having been duly", "     sworn, was examined and testified as follows:", "BY MS. OKOYE-BARNES:",
					"     Q.   Where did you buy the QuickPot?", "     A.   At the Brightwell store on Columbus", "Boulevard. It was a Black Friday sale.", "I bought it November 27, 2020. I still have", "the receipt.",
					"     Q.   Tell us what happened on October 29, 2021.", "     A.   I was making bigos for my son's birthday.", "The cooker beeped that it was done. I turned the", "handle and the lid came off and the whole pot", "came up at me.",
					"     Q.   Did you release the pressure first?", "     A.   The valve was on release. The float was", "down. It said it was safe.", "     Q.   Where were you treated?", "     A.   Jefferson, the burn center. I was there", "until November 9, 2021.",
					"     Q.   Have you returned to work?", "     A.   Part-time, since March 2022.", "     MS. OKOYE-BARNES: That's all I have.", "     MR. IWASAKI: No questions.", "     (Deposition concluded at 11:20 a.m.)"),
			},
		}}

	exhibits := doc{name: "Plaintiffs' Pre-Trial Exhibit List.pdf", font: "Times", size: 10.5,
		pages: []page{
			with(court, []block{gap(), capt, gap(),
				c("Complex Litigation Center - Hon. Victor M. Castellucci"), gap(),
				cb("PLAINTIFFS' PRE-TRIAL EXHIBIT LIST"), gap(),
				row([]float64{0.08, 0.14, 0.5, 0.28}, "No.", "Date", "Description", "Bates / Source"),
				row([]float64{0.08, 0.14, 0.5, 0.28}, "P-1", "11/27/2020", "Brightwell Home Retail receipt, QuickPot SQ-8", "KOW-000001"),
				row([]float64{0.08, 0.14, 0.5, 0.28}, "P-2", "03/02/2021", "Engineering Change Order ECO-4471", "STRAT-0004412-4419; Dempsey-Rook Dep. Ex. 2"),
				row([]float64{0.08, 0.14, 0.5, 0.28}, "P-3", "various", "Consumer incident log, SQ-8 lid events", "STRAT-0007731-7790; Dempsey-Rook Dep. Ex. 3"),
				row([]float64{0.08, 0.14, 0.5, 0.28}, "P-4", "10/29/2021", "Photographs of kitchen and multicooker taken by Tomasz Kowalczyk", "KOW-000014-000052"),
				row([]float64{0.08, 0.14, 0.5, 0.28}, "P-5", "11/09/2021", "Jefferson Burn Center discharge summary", "JEFF-000210-000236"),
				row([]float64{0.08, 0.14, 0.5, 0.28}, "P-6", "01/18/2023", "Stratavent Section 15(b) report to CPSC", "STRAT-0011020-11034; Dempsey-Rook Dep. Ex. 4"),
				row([]float64{0.08, 0.14, 0.5, 0.28}, "P-7", "05/14/2024", "Video deposition of Stratavent designee (designated clips)", "Trapani Court Reporting"),
				gap(),
				p("Plaintiffs reserve the right to use any exhibit listed by any Defendant and any exhibit marked at any deposition in this action."),
				ls("                                        BIANCHI HART & DOYLE, P.C.", "", "                                        By: /s/ Lorenzo V. Bianchi-Hart", "                                        Lorenzo V. Bianchi-Hart, Esquire", "                                        Maeve C. Dunleavy, Esquire", "                                        Attorneys for Plaintiffs", "Dated: September 9, 2024"),
			}),
		}}

	return spec{
		name: "kowalczyk-v-stratavent-phila-ccp", title: "Kowalczyk v. Stratavent Appliance Corp. (Phila. C.C.P. Oct. Term 2023 No. 01482), product liability",
		firstSight: &truth.Figures{PartyTruth: 13, PartyFound: 21, PartyCorrect: 11, EventTruth: 27, EventHits: 27, Grounded: 1}, // at commit 5e9b918
		docs:       []doc{notice, tr, plt, exhibits},
		parties: []truth.Party{
			{Name: "Agnieszka Kowalczyk", Role: "plaintiff"},
			{Name: "Agnieszka Kowalczyk", Role: "deponent"},
			{Name: "Tomasz Kowalczyk", Role: "plaintiff"},
			{Name: "Stratavent Appliance Corporation", Role: "defendant"},
			{Name: "Brightwell Home Retail, Inc.", Role: "defendant"},
			{Name: "Harlan J. Dempsey-Rook", Role: "deponent"}, // the corporate designee
			{Name: "Lorenzo V. Bianchi-Hart", Role: "counsel"},
			{Name: "Maeve C. Dunleavy", Role: "counsel"},
			{Name: "Prudence L. Okoye-Barnes", Role: "counsel"},
			{Name: "Prudence L. Okoye-Barnes", Role: "recipient"}, // the notice is addressed to her
			{Name: "Franklin D. Iwasaki", Role: "counsel"},
			{Name: "Dana Pruitt-Ames", Role: "counsel"}, // in-house, also present
			{Name: "Victor M. Castellucci", Role: "judge"},
		},
		events: []truth.Event{
			{Date: "2024-04-19", File: "Notice of Videotaped Deposition of Corporate Designee.pdf", Page: 1},
			{Date: "2024-05-14", File: "Notice of Videotaped Deposition of Corporate Designee.pdf", Page: 1},
			{Date: "2021-03-02", File: "Notice of Videotaped Deposition of Corporate Designee.pdf", Page: 1},
			{Date: "2021-10-29", File: "Notice of Videotaped Deposition of Corporate Designee.pdf", Page: 1},
			{Date: "2023-01-18", File: "Notice of Videotaped Deposition of Corporate Designee.pdf", Page: 1},
			{Date: "2024-04-19", File: "Notice of Videotaped Deposition of Corporate Designee.pdf", Page: 2},
			{Date: "2024-05-14", File: "Deposition of Harlan J. Dempsey-Rook (Stratavent designee).pdf", Page: 1},
			{Date: "2024-04-19", File: "Deposition of Harlan J. Dempsey-Rook (Stratavent designee).pdf", Page: 3},
			{Date: "2021-03-02", File: "Deposition of Harlan J. Dempsey-Rook (Stratavent designee).pdf", Page: 3},
			{Date: "2023-01-18", File: "Deposition of Harlan J. Dempsey-Rook (Stratavent designee).pdf", Page: 3},
			{Date: "2021-10-29", File: "Deposition of Harlan J. Dempsey-Rook (Stratavent designee).pdf", Page: 4},
			{Date: "2021-06-07", File: "Deposition of Harlan J. Dempsey-Rook (Stratavent designee).pdf", Page: 4},
			{Date: "2021-03-02", File: "Deposition of Harlan J. Dempsey-Rook (Stratavent designee).pdf", Page: 5},
			{Date: "2023-01-18", File: "Deposition of Harlan J. Dempsey-Rook (Stratavent designee).pdf", Page: 5},
			{Date: "2024-05-14", File: "Deposition of Harlan J. Dempsey-Rook (Stratavent designee).pdf", Page: 6},
			{Date: "2024-05-28", File: "Deposition of Harlan J. Dempsey-Rook (Stratavent designee).pdf", Page: 6},
			{Date: "2024-06-20", File: "Deposition of Agnieszka Kowalczyk (excerpt).pdf", Page: 1},
			{Date: "2020-11-27", File: "Deposition of Agnieszka Kowalczyk (excerpt).pdf", Page: 2},
			{Date: "2021-10-29", File: "Deposition of Agnieszka Kowalczyk (excerpt).pdf", Page: 2},
			{Date: "2021-11-09", File: "Deposition of Agnieszka Kowalczyk (excerpt).pdf", Page: 2},
			{Date: "2020-11-27", File: "Plaintiffs' Pre-Trial Exhibit List.pdf", Page: 1},
			{Date: "2021-03-02", File: "Plaintiffs' Pre-Trial Exhibit List.pdf", Page: 1},
			{Date: "2021-10-29", File: "Plaintiffs' Pre-Trial Exhibit List.pdf", Page: 1},
			{Date: "2021-11-09", File: "Plaintiffs' Pre-Trial Exhibit List.pdf", Page: 1},
			{Date: "2023-01-18", File: "Plaintiffs' Pre-Trial Exhibit List.pdf", Page: 1},
			{Date: "2024-05-14", File: "Plaintiffs' Pre-Trial Exhibit List.pdf", Page: 1},
			{Date: "2024-09-09", File: "Plaintiffs' Pre-Trial Exhibit List.pdf", Page: 1},
		},
	}
}
