package sealed

import "pramaan/brief/truth"

// A diversity breach-of-contract case in the District of Massachusetts: the
// complaint under the ECF header (counts for breach, account stated and
// chapter 93A, "By its attorneys" with BBO numbers); the answer with its
// affirmative defenses and a certificate of service through the NEF; a
// stipulated protective order signed for both sides in two columns and "SO
// ORDERED" by the district judge; the plaintiff's CFO's § 1746 declaration
// with a table of invoices; and defence counsel's meet-and-confer letter on
// letterhead ("VIA EMAIL", "Re:", "cc:").
func init() { specs = append(specs, quarrystone) }

func quarrystone() spec {
	head := []block{cb("UNITED STATES DISTRICT COURT"), cb("DISTRICT OF MASSACHUSETTS"), gap()}
	capt := row([]float64{0.55, 0.05, 0.40},
		"QUARRYSTONE PRECISION MACHINING, INC.,\n\n                    Plaintiff,\n\n          v.\n\nALTAVISTA AEROSTRUCTURES, LLC,\n\n                    Defendant.",
		")\n)\n)\n)\n)\n)\n)\n)\n)",
		"\n\nCivil Action No. 1:24-cv-11873-TMK\n\n")
	pSig := []string{"Respectfully submitted,", "", "QUARRYSTONE PRECISION MACHINING, INC.,", "By its attorneys,", "", "/s/ Nadia F. Brennan-Solis", "Nadia F. Brennan-Solis (BBO #671204)", "Colm P. Hargreave (BBO #688931)", "HARGREAVE BRENNAN LLP", "100 Federal Street, 20th Floor", "Boston, MA 02110", "(617) 555-0144", "nbrennan@hargreavebrennan.example"}

	complaint := doc{name: "Complaint and Jury Demand.pdf", font: "Times", size: 12,
		header: "Case 1:24-cv-11873-TMK     Document 1     Filed 07/22/24     Page %d of %t",
		pages: []page{
			with(head, []block{capt, gap(), cb("COMPLAINT AND JURY DEMAND"), gap(),
				p("Plaintiff Quarrystone Precision Machining, Inc. (\"Quarrystone\") brings this action against Defendant Altavista Aerostructures, LLC (\"Altavista\") and alleges as follows:"),
				cb("PARTIES"),
				p("1. Quarrystone is a Massachusetts corporation with its principal place of business at 410 Industrial Way, Fitchburg, Massachusetts 01420."),
				p("2. Altavista is a Delaware limited liability company. Its sole member, Altavista Holdings Corp., is a Delaware corporation with its principal place of business in Wichita, Kansas."),
				cb("JURISDICTION AND VENUE"),
				p("3. This Court has jurisdiction under 28 U.S.C. § 1332(a): the parties are citizens of different States and the amount in controversy exceeds $75,000. Venue lies in this District under 28 U.S.C. § 1391(b)(2)."),
				cb("FACTS"),
				p("4. On February 14, 2022, Quarrystone and Altavista entered into a Long-Term Supply Agreement (the \"Agreement\"), under which Quarrystone machines titanium wing-fitting brackets to Altavista's drawings for a five-year term."),
			}),
			{
				p("5. Section 4.2 of the Agreement obliges Altavista to purchase at least 18,000 brackets in each contract year. Section 14.1 permits termination only for a material breach that remains uncured sixty days after written notice."),
				p("6. Between September 29, 2023 and December 15, 2023, Quarrystone shipped conforming brackets and issued fourteen invoices totalling $1,284,650.00. Altavista accepted the brackets and has paid none of those invoices."),
				p("7. By letter dated November 3, 2023, Altavista's Vice President of Supply Chain, Russell D. Amundsen, announced that Altavista was \"exiting\" the Agreement effective January 2, 2024, citing a program cancellation by its customer. The letter identified no breach by Quarrystone."),
				cb("COUNT I - BREACH OF CONTRACT"),
				p("8. Altavista breached the Agreement by failing to pay for accepted goods, by repudiating the Agreement without cause, and by failing to purchase the contract-year minimum. Quarrystone has been damaged in an amount to be proved at trial, but not less than $4,900,000."),
				cb("COUNT II - ACCOUNT STATED"),
				p("9. Altavista received each invoice and did not object to any of them within a reasonable time."),
				cb("COUNT III - M.G.L. c. 93A, § 11"),
				p("10. Altavista's repudiation, made to extract price concessions while it kept accepting shipments, was an unfair act or practice occurring primarily and substantially in Massachusetts."),
			},
			{
				cb("PRAYER FOR RELIEF"),
				p("WHEREFORE, Quarrystone requests that the Court enter judgment in its favor on all counts, award damages, multiple damages and attorneys' fees under chapter 93A, interest and costs, and grant such further relief as is just."),
				cb("JURY DEMAND"),
				p("Quarrystone demands a trial by jury on all claims so triable."),
				ls(append([]string{"Dated: July 22, 2024", ""}, pSig...)...),
			},
		}}

	answer := doc{name: "Answer and Affirmative Defenses.pdf", font: "Times", size: 12,
		header: "Case 1:24-cv-11873-TMK     Document 14     Filed 09/16/24     Page %d of %t",
		pages: []page{
			with(head, []block{capt, gap(), cb("DEFENDANT ALTAVISTA AEROSTRUCTURES, LLC'S ANSWER AND AFFIRMATIVE DEFENSES"), gap(),
				p("Defendant Altavista Aerostructures, LLC (\"Altavista\") answers the Complaint of Plaintiff Quarrystone Precision Machining, Inc. as follows. Each numbered paragraph below responds to the paragraph of the same number."),
				p("1-3. Admitted, except that Altavista lacks knowledge sufficient to admit Plaintiff's principal place of business."),
				p("4. Admitted that the parties entered into the Agreement on February 14, 2022; the Agreement speaks for itself."),
				p("5. Denied as stated. Section 4.2 is a forecast, not a purchase commitment, and is subject to Section 4.5 (Customer Program Changes)."),
				p("6. Denied. Altavista rejected Lot QPM-2309 by nonconformance report dated October 6, 2023 and has withheld payment for nonconforming brackets."),
				p("7. Admitted that Mr. Amundsen sent a letter dated November 3, 2023; denied as to Plaintiff's characterization of it."),
				p("8-10. Denied."),
			}),
			{
				cb("AFFIRMATIVE DEFENSES"),
				p("First Defense. The Complaint fails to state a claim under M.G.L. c. 93A, § 11."),
				p("Second Defense. Plaintiff's claims are barred by its own prior material breach, including its delivery of brackets that failed first-article inspection on August 21, 2023."),
				p("Third Defense. Altavista is entitled to set off its costs of re-sourcing and inspection against any sum found due."),
				p("Fourth Defense. Plaintiff's recovery is limited by Section 11.3 of the Agreement, which excludes lost profits and consequential damages."),
				ls("Dated: September 16, 2024", "", "ALTAVISTA AEROSTRUCTURES, LLC,", "By its attorneys,", "", "/s/ Gideon L. Pritchard", "Gideon L. Pritchard (BBO #655318)", "Imogen S. Takahashi-Reyes (BBO #702266)", "CALDWELL MARSH & PRITCHARD LLP", "One Lincoln Street, 31st Floor", "Boston, MA 02111", "(617) 555-0190"),
				gap(), cb("CERTIFICATE OF SERVICE"),
				p("I hereby certify that this document, filed through the ECF system, will be sent electronically to the registered participants as identified on the Notice of Electronic Filing (NEF) on September 16, 2024."),
				r("/s/ Gideon L. Pritchard"),
			},
		}}

	po := doc{name: "Stipulated Protective Order.pdf", font: "Times", size: 11.5,
		header: "Case 1:24-cv-11873-TMK     Document 22     Filed 11/04/24     Page %d of %t",
		pages: []page{
			with(head, []block{capt, gap(), cb("STIPULATED PROTECTIVE ORDER"), gap(),
				p("Plaintiff Quarrystone Precision Machining, Inc. and Defendant Altavista Aerostructures, LLC (each a \"Party\") stipulate, and the Court orders under Fed. R. Civ. P. 26(c), as follows:"),
				p("1. Scope. This Order governs documents, testimony and information produced in this action (\"Discovery Material\"), including material produced by non-parties."),
				p("2. Designations. A Party may designate Discovery Material \"CONFIDENTIAL\" if it contains non-public commercial, financial or personnel information, and \"HIGHLY CONFIDENTIAL - ATTORNEYS' EYES ONLY\" if it contains pricing, cost build-ups, supplier terms or technical drawings whose disclosure to the other Party would cause competitive harm."),
				p("3. Access. CONFIDENTIAL material may be disclosed only to outside counsel, two designated in-house employees of each Party, experts who have signed Exhibit A, the Court and its staff, and court reporters. HIGHLY CONFIDENTIAL material may not be disclosed to any Party employee."),
				p("4. Depositions. Testimony may be designated within thirty days after the final transcript is received; until then the whole transcript is treated as HIGHLY CONFIDENTIAL."),
				p("5. Filing under seal. A Party seeking to file designated material shall move for leave under Local Rule 7.2 and shall not file the material until leave is granted."),
				p("6. Inadvertent production of privileged material does not waive privilege, consistent with Fed. R. Evid. 502(d)."),
			}),
			{
				p("7. Within sixty days after final disposition of this action, each Party shall return or destroy all designated material, and counsel shall so certify in writing."),
				ls("Dated: October 28, 2024"), gap(),
				row([]float64{0.5, 0.5},
					"QUARRYSTONE PRECISION MACHINING, INC.,\nBy its attorneys,\n\n/s/ Nadia F. Brennan-Solis\nNadia F. Brennan-Solis (BBO #671204)\nColm P. Hargreave (BBO #688931)\nHARGREAVE BRENNAN LLP\n100 Federal Street, 20th Floor\nBoston, MA 02110",
					"ALTAVISTA AEROSTRUCTURES, LLC,\nBy its attorneys,\n\n/s/ Gideon L. Pritchard\nGideon L. Pritchard (BBO #655318)\nImogen S. Takahashi-Reyes (BBO #702266)\nCALDWELL MARSH & PRITCHARD LLP\nOne Lincoln Street, 31st Floor\nBoston, MA 02111"),
				gap(), gap(),
				ls("SO ORDERED.", "", "Dated: November 4, 2024", "", "                                                  /s/ Theodora M. Kincaid", "                                                  THEODORA M. KINCAID", "                                                  UNITED STATES DISTRICT JUDGE"),
			},
			{
				cb("EXHIBIT A"),
				cb("ACKNOWLEDGMENT AND AGREEMENT TO BE BOUND"),
				p("I, _____________________ [print name], of _____________________ [address], declare under penalty of perjury that I have read and understand the Stipulated Protective Order entered in Quarrystone Precision Machining, Inc. v. Altavista Aerostructures, LLC, Civil Action No. 1:24-cv-11873-TMK (D. Mass.), and agree to be bound by it. I submit to the jurisdiction of the United States District Court for the District of Massachusetts for enforcement of the Order."),
				ls("Date: ______________", "", "Signature: __________________________"),
			},
		}}

	letter := doc{name: "Letter from Caldwell Marsh to Hargreave Brennan.pdf", font: "Helvetica", size: 10.5,
		footer: "One Lincoln Street, 31st Floor  |  Boston, Massachusetts 02111  |  T 617.555.0190  |  caldwellmarsh.example",
		pages: []page{
			{
				cb("CALDWELL MARSH & PRITCHARD LLP"), c("ATTORNEYS AT LAW"), rule(),
				ls("Gideon L. Pritchard", "Partner", "Direct: 617.555.0193", "gpritchard@caldwellmarsh.example"), gap(),
				ls("December 9, 2024", "", "VIA EMAIL", "", "Nadia F. Brennan-Solis, Esq.", "Hargreave Brennan LLP", "100 Federal Street, 20th Floor", "Boston, MA 02110"), gap(),
				row([]float64{0.08, 0.92}, "Re:", "Quarrystone Precision Machining, Inc. v. Altavista Aerostructures, LLC, C.A. No. 1:24-cv-11873-TMK (D. Mass.) - Plaintiff's Responses to Altavista's First Requests for Production"),
				gap(), l("Dear Nadia:"), gap(),
				p("I write under Local Rules 7.1 and 37.1 about Quarrystone's written responses and production of November 22, 2024. We have three concerns."),
				p("First, Quarrystone has produced no inspection records, first-article reports or nonconformance dispositions for any lot shipped after July 1, 2023, although those records go to the heart of Altavista's Second Defense. Second, Quarrystone's objection that Requests 14 through 19 seek \"commercially sensitive cost data\" is answered by the Stipulated Protective Order the Court entered on November 4, 2024; material of that kind can be designated HIGHLY CONFIDENTIAL. Third, the production contains no emails of Quarrystone's quality manager, although she was copied on the October 6, 2023 nonconformance report."),
				p("Please let me know whether you are available to confer by telephone on December 13, 2024 at 2:00 p.m. If we cannot resolve these issues, Altavista intends to move to compel."),
				ls("Very truly yours,", "", "/s/ Gideon L. Pritchard", "", "Gideon L. Pritchard"), gap(),
				ls("cc:  Colm P. Hargreave, Esq.", "       Imogen S. Takahashi-Reyes, Esq."),
			},
		}}

	decl := doc{name: "Declaration of Lucinda R. Abernathy-Vance.pdf", font: "Times", size: 12,
		header: "Case 1:24-cv-11873-TMK     Document 31-2     Filed 01/17/25     Page %d of %t",
		pages: []page{
			with(head, []block{capt, gap(), cb("DECLARATION OF LUCINDA R. ABERNATHY-VANCE IN SUPPORT OF PLAINTIFF'S MOTION FOR PARTIAL SUMMARY JUDGMENT ON COUNT II"), gap(),
				p("I, Lucinda R. Abernathy-Vance, declare as follows:"),
				p("1. I am the Chief Financial Officer of Plaintiff Quarrystone Precision Machining, Inc. I have held that position since 2019. I make this declaration from personal knowledge and from Quarrystone's business records, which are kept in the ordinary course of its business."),
				p("2. Attached as Exhibit 1 is a true and correct copy of the Long-Term Supply Agreement dated February 14, 2022."),
				p("3. Quarrystone issued the following invoices to Altavista, each on the date of shipment, for brackets that Altavista received at its Wichita facility:"),
				row([]float64{0.25, 0.25, 0.25, 0.25}, "Invoice", "Date", "Units", "Amount"),
				row([]float64{0.25, 0.25, 0.25, 0.25}, "QPM-23-0911", "09/29/2023", "1,150", "$101,775.00"),
				row([]float64{0.25, 0.25, 0.25, 0.25}, "QPM-23-1017", "10/27/2023", "1,400", "$123,900.00"),
				row([]float64{0.25, 0.25, 0.25, 0.25}, "QPM-23-1124", "11/30/2023", "1,600", "$141,600.00"),
				row([]float64{0.25, 0.25, 0.25, 0.25}, "QPM-23-1209", "12/15/2023", "1,325", "$117,262.50"),
				p("The remaining ten invoices are listed in Exhibit 2. The fourteen invoices total $1,284,650.00."),
			}),
			{
				p("4. Altavista did not object to any of the fourteen invoices in writing before its counsel's letter dated March 8, 2024. Its accounts-payable portal shows each invoice as \"approved\" on the dates recorded in Exhibit 3."),
				p("I declare under penalty of perjury under the laws of the United States of America that the foregoing is true and correct."),
				ls("Executed on January 16, 2025, in Fitchburg, Massachusetts.", "", "                                                  /s/ Lucinda R. Abernathy-Vance", "                                                  Lucinda R. Abernathy-Vance"),
			},
		}}

	return spec{
		name: "quarrystone-v-altavista-dmass", title: "Quarrystone Precision Machining, Inc. v. Altavista Aerostructures, LLC (D. Mass. 1:24-cv-11873), supply agreement",
		firstSight: &truth.Figures{PartyTruth: 12, PartyFound: 12, PartyCorrect: 12, EventTruth: 30, EventHits: 30, Grounded: 1}, // at commit 2b4b0d8
		docs:       []doc{complaint, answer, po, letter, decl},
		parties: []truth.Party{
			{Name: "Quarrystone Precision Machining, Inc.", Role: "plaintiff"},
			{Name: "Altavista Aerostructures, LLC", Role: "defendant"},
			{Name: "Nadia F. Brennan-Solis", Role: "counsel"},
			{Name: "Nadia F. Brennan-Solis", Role: "recipient"}, // the letter
			{Name: "Colm P. Hargreave", Role: "counsel"},
			{Name: "Colm P. Hargreave", Role: "recipient"}, // copied on the letter
			{Name: "Gideon L. Pritchard", Role: "counsel"},
			{Name: "Gideon L. Pritchard", Role: "sender"},
			{Name: "Imogen S. Takahashi-Reyes", Role: "counsel"},
			{Name: "Imogen S. Takahashi-Reyes", Role: "recipient"}, // copied on the letter
			{Name: "Lucinda R. Abernathy-Vance", Role: "declarant"},
			{Name: "Theodora M. Kincaid", Role: "judge"},
		},
		events: []truth.Event{
			{Date: "2024-07-22", File: "Complaint and Jury Demand.pdf", Page: 1},
			{Date: "2022-02-14", File: "Complaint and Jury Demand.pdf", Page: 1},
			{Date: "2023-09-29", File: "Complaint and Jury Demand.pdf", Page: 2},
			{Date: "2023-12-15", File: "Complaint and Jury Demand.pdf", Page: 2},
			{Date: "2023-11-03", File: "Complaint and Jury Demand.pdf", Page: 2},
			{Date: "2024-01-02", File: "Complaint and Jury Demand.pdf", Page: 2},
			{Date: "2024-07-22", File: "Complaint and Jury Demand.pdf", Page: 3},
			{Date: "2024-09-16", File: "Answer and Affirmative Defenses.pdf", Page: 1},
			{Date: "2022-02-14", File: "Answer and Affirmative Defenses.pdf", Page: 1},
			{Date: "2023-10-06", File: "Answer and Affirmative Defenses.pdf", Page: 1},
			{Date: "2023-11-03", File: "Answer and Affirmative Defenses.pdf", Page: 1},
			{Date: "2023-08-21", File: "Answer and Affirmative Defenses.pdf", Page: 2},
			{Date: "2024-09-16", File: "Answer and Affirmative Defenses.pdf", Page: 2},
			{Date: "2024-11-04", File: "Stipulated Protective Order.pdf", Page: 1},
			{Date: "2024-10-28", File: "Stipulated Protective Order.pdf", Page: 2},
			{Date: "2024-11-04", File: "Stipulated Protective Order.pdf", Page: 2},
			{Date: "2024-12-09", File: "Letter from Caldwell Marsh to Hargreave Brennan.pdf", Page: 1},
			{Date: "2024-11-22", File: "Letter from Caldwell Marsh to Hargreave Brennan.pdf", Page: 1},
			{Date: "2023-07-01", File: "Letter from Caldwell Marsh to Hargreave Brennan.pdf", Page: 1},
			{Date: "2024-11-04", File: "Letter from Caldwell Marsh to Hargreave Brennan.pdf", Page: 1},
			{Date: "2023-10-06", File: "Letter from Caldwell Marsh to Hargreave Brennan.pdf", Page: 1},
			{Date: "2024-12-13", File: "Letter from Caldwell Marsh to Hargreave Brennan.pdf", Page: 1},
			{Date: "2025-01-17", File: "Declaration of Lucinda R. Abernathy-Vance.pdf", Page: 1},
			{Date: "2022-02-14", File: "Declaration of Lucinda R. Abernathy-Vance.pdf", Page: 1},
			{Date: "2023-09-29", File: "Declaration of Lucinda R. Abernathy-Vance.pdf", Page: 1},
			{Date: "2023-10-27", File: "Declaration of Lucinda R. Abernathy-Vance.pdf", Page: 1},
			{Date: "2023-11-30", File: "Declaration of Lucinda R. Abernathy-Vance.pdf", Page: 1},
			{Date: "2023-12-15", File: "Declaration of Lucinda R. Abernathy-Vance.pdf", Page: 1},
			{Date: "2024-03-08", File: "Declaration of Lucinda R. Abernathy-Vance.pdf", Page: 2},
			{Date: "2025-01-16", File: "Declaration of Lucinda R. Abernathy-Vance.pdf", Page: 2},
		},
	}
}
