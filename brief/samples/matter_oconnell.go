package samples

// DEV SET (held out at first sight): a Massachusetts small claim. The
// consumer's 30-day demand letter under G.L. c. 93A (sent "CERTIFIED MAIL,
// RETURN RECEIPT REQUESTED" to a company and "Attn:" its owner, signed by
// the consumer himself); the owner's short reply on the shop's
// letterhead; the statement of small claim and notice of trial on the
// Trial Court's form (boxes "DOCKET NUMBER", "COURT NAME AND ADDRESS",
// "PLAINTIFF'S NAME, ADDRESS, ZIP CODE AND PHONE", "PLAINTIFF'S ATTORNEY
// (if any)", "DEFENDANT'S NAME, ADDRESS, ZIP CODE AND PHONE", "The
// Defendant owes the Plaintiff $ ... for the following reasons:", the
// "NOTICE OF TRIAL" with the date and time filled in, signed by the
// "CLERK-MAGISTRATE", the form's number and revision in the footer); and
// the small claims judgment on the court's form ("After hearing", check
// boxes, "JUDGMENT FOR PLAINTIFF", "Clerk-Magistrate", "DATE ENTERED").
// A clerk-magistrate who signs a notice only is no party; one who hears
// the claim and enters judgment decides it, and is a judge. A consumer
// without a lawyer has no counsel.
func init() { specs = append(specs, oconnell) }

func oconnell() matterSpec {
	demand := doc{name: "93A demand letter 2024-01-08.pdf", font: "Times", size: 11.5,
		pages: []page{{
			ls("Brendan O'Connell", "27 Adams Street, Apt 2", "Dorchester, MA 02122", "(617) 555-0148", "", "January 8, 2024", "",
				"CERTIFIED MAIL, RETURN RECEIPT REQUESTED", "No. 9589 0710 5270 0411 8722 41", "",
				"Neponset Auto Care, LLC", "Attn: Victor Pacheco, Owner", "1180 Gallivan Boulevard", "Dorchester, MA 02124"),
			gap(),
			l("Re:  Demand for Relief under Massachusetts General Laws, Chapter 93A, Section 9"), gap(),
			l("Dear Mr. Pacheco:"),
			p("On October 16, 2023 I brought my 2017 Honda Accord to your shop because of a grinding noise. You quoted $640 for front brakes. When I collected the car on October 18, 2023 you charged me $2,185, including a transmission flush and four tires that I never authorized. Two days later the transmission began to slip."),
			p("Charging for work that was not authorized is an unfair and deceptive act under G.L. c. 93A and 940 CMR 5.05. I demand a refund of $1,545 and the cost of the transmission repair at Quincy Honda, $1,310, a total of $2,855, within thirty days of this letter. If you do not make a reasonable offer of settlement, I will file a claim and ask for up to three times my damages."),
			ls("Sincerely,", "", "Brendan O'Connell"),
		}}}

	reply := doc{name: "Neponset Auto reply 2024-01-29.pdf", font: "Helvetica", size: 10.5,
		pages: []page{{
			cb("NEPONSET AUTO CARE, LLC"), c("1180 Gallivan Boulevard, Dorchester, MA 02124  |  (617) 555-0190  |  MA Repair Shop Reg. RS-118722"), gap(),
			ls("January 29, 2024", "", "Mr. Brendan O'Connell", "27 Adams Street, Apt 2", "Dorchester, MA 02122"), gap(),
			l("Dear Mr. O'Connell,"),
			p("We received your letter. Our technician called you on October 17, 2023 and you approved the additional work by phone. The tires were worn past the legal limit. As a gesture of goodwill we will refund $250. We do not accept any responsibility for the transmission."),
			ls("Victor Pacheco", "Owner"),
		}}}

	claim := doc{name: "Statement of Small Claim and Notice of Trial.pdf", font: "Helvetica", size: 9,
		footer: "DC-SC-1 (Rev. 01/2019)                                   STATEMENT OF SMALL CLAIM AND NOTICE OF TRIAL",
		pages: []page{{
			ls("STATEMENT OF SMALL CLAIM                      DOCKET NUMBER              Trial Court of Massachusetts",
				"AND NOTICE OF TRIAL                           2407SC000412               District Court Department",
				"",
				"COURT NAME AND ADDRESS:  Dorchester Division, Boston Municipal Court, 510 Washington Street, Dorchester, MA 02124",
				"",
				"PLAINTIFF'S NAME, ADDRESS, ZIP CODE AND PHONE            PLAINTIFF'S ATTORNEY (if any)",
				"Brendan O'Connell                                        (none)",
				"27 Adams Street, Apt 2, Dorchester, MA 02122",
				"(617) 555-0148",
				"",
				"DEFENDANT'S NAME, ADDRESS, ZIP CODE AND PHONE            Is Defendant in military?  [ ] Yes  [X] No",
				"Neponset Auto Care, LLC",
				"1180 Gallivan Boulevard, Dorchester, MA 02124",
				"(617) 555-0190",
				"",
				"PLAINTIFF'S CLAIM   The Defendant owes the Plaintiff $ 2,855.00 plus court costs for the following reasons:",
				"   Unauthorized repairs charged on October 18, 2023 ($1,545) and the cost of repairing the transmission damaged",
				"   by the Defendant's flush ($1,310). A 93A demand letter was sent on January 8, 2024; the Defendant offered $250.",
				"   The Plaintiff asks for multiple damages under G.L. c. 93A, s. 9.",
				"",
				"DATE:  02/12/2024                 PLAINTIFF'S SIGNATURE:  Brendan O'Connell",
				"",
				"                                      NOTICE OF TRIAL",
				"TO THE PLAINTIFF AND DEFENDANT: This case will be heard on the date and at the time below at the address of the",
				"court above. If the Defendant fails to appear, judgment may be entered against the Defendant by default.",
				"",
				"TRIAL DATE AND TIME:  March 27, 2024 at 9:00 AM          Courtroom 3",
				"",
				"DATE:  02/13/2024                 CLERK-MAGISTRATE:  /s/ Gerald T. Flaherty"),
		}}}

	judgment := doc{name: "Small Claims Judgment.pdf", font: "Helvetica", size: 9.5,
		footer: "DC-SC-5 (Rev. 01/2019)                                   NOTICE OF SMALL CLAIMS JUDGMENT",
		pages: []page{{
			ls("NOTICE OF SMALL CLAIMS JUDGMENT                DOCKET NUMBER              Trial Court of Massachusetts",
				"                                               2407SC000412               Boston Municipal Court Department",
				"",
				"CASE NAME:  Brendan O'Connell v. Neponset Auto Care, LLC",
				"",
				"After hearing on March 27, 2024, at which both parties appeared, the court finds and orders as follows:",
				"[X] JUDGMENT FOR PLAINTIFF in the amount of:",
				"      Damages                                 $ 2,605.00",
				"      Multiple damages (G.L. c. 93A)          $ 2,605.00",
				"      Court costs                             $    50.00",
				"      TOTAL                                   $ 5,260.00",
				"[ ] JUDGMENT FOR DEFENDANT",
				"[ ] DISMISSED",
				"",
				"Findings: The defendant did not obtain written authorization for work exceeding the estimate, as 940 CMR",
				"5.05(4) requires, and its response to the demand letter was not a reasonable offer of settlement.",
				"",
				"Payment to be made directly to the plaintiff by April 26, 2024.",
				"",
				"HEARD BY:  Clerk-Magistrate Dolores M. Sheehan",
				"DATE ENTERED:  04/01/2024                    /s/ Dolores M. Sheehan",
				"",
				"Either party may appeal to a judge by filing a notice of appeal within 10 days after this notice is sent."),
		}}}

	return matterSpec{
		name: "oconnell-v-neponset-auto", title: "O'Connell v. Neponset Auto Care, LLC (Boston Municipal Court, 2407SC000412)", heldOut: true,
		firstSight: &Figures{PartyTruth: 8, PartyFound: 1, PartyCorrect: 1, EventTruth: 13, EventHits: 13, Grounded: 1}, // at e8d2d4d
		docs:       []doc{demand, reply, claim, judgment},
		parties: []Party{
			{"Brendan O'Connell", "plaintiff"},
			{"Brendan O'Connell", "sender"},
			{"Brendan O'Connell", "recipient"},
			{"Neponset Auto Care, LLC", "defendant"},
			{"Neponset Auto Care, LLC", "recipient"},
			{"Victor Pacheco", "recipient"},
			{"Victor Pacheco", "sender"},
			{"Dolores M. Sheehan", "judge"},
		},
		events: []Event{
			{"2024-01-08", "93A demand letter 2024-01-08.pdf", 1},
			{"2023-10-16", "93A demand letter 2024-01-08.pdf", 1},
			{"2023-10-18", "93A demand letter 2024-01-08.pdf", 1},
			{"2024-01-29", "Neponset Auto reply 2024-01-29.pdf", 1},
			{"2023-10-17", "Neponset Auto reply 2024-01-29.pdf", 1},
			{"2023-10-18", "Statement of Small Claim and Notice of Trial.pdf", 1},
			{"2024-01-08", "Statement of Small Claim and Notice of Trial.pdf", 1},
			{"2024-02-12", "Statement of Small Claim and Notice of Trial.pdf", 1},
			{"2024-03-27", "Statement of Small Claim and Notice of Trial.pdf", 1},
			{"2024-02-13", "Statement of Small Claim and Notice of Trial.pdf", 1},
			{"2024-03-27", "Small Claims Judgment.pdf", 1},
			{"2024-04-26", "Small Claims Judgment.pdf", 1},
			{"2024-04-01", "Small Claims Judgment.pdf", 1},
		},
	}
}
