package samples

// DEV SET (held out at first sight): an equipment-lease and guaranty suit
// in the State Court of Cobb County, Georgia, in discovery. The clerk's
// e-filing stamp at the top right of each filing ("EFILED IN OFFICE /
// CLERK OF STATE COURT / COBB COUNTY, GEORGIA / 24-A-03117 / JUN 10, 2024
// 02:15 PM" over the clerk's name); "CIVIL ACTION FILE NO." in the
// caption's right column; the complaint ("COMES NOW Plaintiff ... and
// files this Complaint ..., showing the Court as follows:", "This 10th day
// of June, 2024.", "Georgia Bar No." under each lawyer); the lessee's
// responses to the first interrogatories (general objections, numbered
// "INTERROGATORY NO." and "RESPONSE:", officers and employees listed as
// persons with knowledge, the controller's verification before a notary
// "Personally appeared before the undersigned officer", a certificate of
// service of discovery under Uniform State Court Rule 5.2); the lessor's
// counsel's Rule 6.4(B) conference letter ("VIA ELECTRONIC MAIL", "Dear
// Mr. Sutter:", "cc:" co-counsel); the defence lawyer's answer by email
// printed from Outlook (the mailbox owner's name atop, "From: / Sent: /
// To: / Cc: / Subject: RE:", the quoted letter's cover email below, a
// signature with the firm and a confidentiality notice); and the order on
// the motion to compel ("SO ORDERED this 9th day of January, 2025.", the
// judge's name over "Judge, State Court of Cobb County", "Prepared and
// presented by:" the lessor's lawyer). An officer or employee listed only
// as a person with knowledge is no party; the officer who verifies
// interrogatory answers is their declarant; a notary is no party; the
// lawyers of a letter or email are counsel and its senders or recipients.
func init() { specs = append(specs, peachtree) }

func peachtree() matterSpec {
	stamp := func(when string) block {
		return small(r("EFILED IN OFFICE\nCLERK OF STATE COURT\nCOBB COUNTY, GEORGIA\n24-A-03117\n"+when+"\nDeborah L. Haines, Clerk"), 8)
	}
	head := []block{cb("IN THE STATE COURT OF COBB COUNTY"), cb("STATE OF GEORGIA"), gap()}
	capt := caption(")", []string{
		"PEACHTREE FLEET LEASING, LLC,",
		"",
		"          Plaintiff,",
		"",
		"v.",
		"",
		"MARLOWE LOGISTICS, INC. and",
		"CURTIS J. BRAMLETT,",
		"",
		"          Defendants.",
	}, []string{"", "", "", "CIVIL ACTION", "FILE NO. 24-A-03117", "", "", "", "", ""})
	plSig := ls("                                     HOLCOMBE DEVANE LLC", "",
		"                                     /s/ Allison P. Devane",
		"                                     Allison P. Devane",
		"                                     Georgia Bar No. 218804",
		"                                     Marcus T. Ellery",
		"                                     Georgia Bar No. 550931",
		"                                     Attorneys for Plaintiff",
		"3340 Peachtree Road NE, Suite 1800",
		"Atlanta, Georgia 30326",
		"(404) 555-0126",
		"adevane@holcombedevane.com")

	complaint := doc{name: "Complaint for Breach of Lease and Guaranty.pdf", font: "Times", size: 11,
		pages: []page{
			append([]block{stamp("JUN 10, 2024 02:15 PM")}, append(append([]block{}, head...), capt, gap(),
				cb("COMPLAINT FOR BREACH OF LEASE AND GUARANTY"), gap(),
				p("COMES NOW Plaintiff Peachtree Fleet Leasing, LLC (\"Peachtree\") and files this Complaint against Defendants Marlowe Logistics, Inc. (\"Marlowe\") and Curtis J. Bramlett, showing the Court as follows:"),
				cb("PARTIES, JURISDICTION AND VENUE"),
				p("1. Peachtree is a Georgia limited liability company with its principal office in Atlanta, Fulton County, Georgia."),
				p("2. Marlowe is a Georgia corporation with its registered office in Marietta, Cobb County, Georgia, and may be served through its registered agent, Curtis J. Bramlett, at 1190 Cobb Parkway North, Marietta, Georgia 30062. Venue is proper in this Court under O.C.G.A. Section 14-2-510(b)(1)."),
				p("3. Mr. Bramlett is a resident of Cobb County and Marlowe's president, and is subject to the jurisdiction of this Court."),
			)...),
			{
				cb("FACTS"),
				p("4. On February 1, 2022, Peachtree and Marlowe entered into Master Lease Agreement No. PFL-2022-0419 (the \"Lease\") for fourteen tractors and twenty refrigerated trailers, for a term of sixty months."),
				p("5. On the same day, Mr. Bramlett signed a Personal Guaranty of Marlowe's obligations under the Lease (the \"Guaranty\")."),
				p("6. Marlowe failed to pay the rent due on December 1, 2023 and each month thereafter. Peachtree gave written notice of default on January 16, 2024 and accelerated the rent on March 1, 2024, as Section 18 of the Lease allows. Neither Marlowe nor Mr. Bramlett has paid."),
				cb("COUNT I - BREACH OF LEASE (Marlowe)"),
				p("7. Marlowe owes accelerated rent, late charges and the cost of recovering the equipment, in the principal amount of $1,382,640.00."),
				cb("COUNT II - BREACH OF GUARANTY (Bramlett)"),
				p("8. Mr. Bramlett is liable under the Guaranty for all amounts Marlowe owes."),
				cb("COUNT III - ATTORNEY'S FEES (O.C.G.A. Section 13-1-11)"),
				p("9. Peachtree gave the notice required by O.C.G.A. Section 13-1-11 in its letter of March 1, 2024, and is entitled to fees of fifteen percent of the first $500 and ten percent of the balance."),
				p("WHEREFORE, Peachtree prays that the Court enter judgment against Defendants, jointly and severally, for the amounts above, interest, attorney's fees and costs."),
			},
			{
				l("This 10th day of June, 2024."), gap(),
				l("                                     Respectfully submitted,"),
				plSig,
			},
		}}

	rogs := doc{name: "Marlowe Responses to First Interrogatories.pdf", font: "Times", size: 11,
		pages: []page{
			append([]block{stamp("OCT 04, 2024 11:48 AM")}, append(append([]block{}, head...), capt, gap(),
				cb("DEFENDANT MARLOWE LOGISTICS, INC.'S RESPONSES TO"), cb("PLAINTIFF'S FIRST CONTINUING INTERROGATORIES"), gap(),
				p("COMES NOW Defendant Marlowe Logistics, Inc., by and through its undersigned counsel, and pursuant to O.C.G.A. Section 9-11-33 responds to Plaintiff's First Continuing Interrogatories, served on August 30, 2024, as follows:"),
				cb("GENERAL OBJECTIONS"),
				p("Marlowe objects to the interrogatories to the extent they seek information protected by the attorney-client privilege or the work-product doctrine, or exceed the scope of O.C.G.A. Section 9-11-26(b)."),
				l("INTERROGATORY NO. 1:"),
				p("Identify each person who has knowledge of the facts alleged in the Complaint and state the subject of that person's knowledge."),
				l("RESPONSE:"),
				ls("   Curtis J. Bramlett, President - the Lease, the Guaranty and payments.",
					"   Renata Owusu, Controller - Marlowe's accounts payable and the default notice.",
					"   Travis Ng, Fleet Manager - the condition and return of the equipment.",
					"   Each may be contacted through undersigned counsel."),
			)...),
			{
				l("INTERROGATORY NO. 2:"),
				p("State each reason Marlowe did not pay the rent due under the Lease on and after December 1, 2023."),
				l("RESPONSE:"),
				p("Subject to its objections, Marlowe states that seven of the refrigerated trailers delivered on February 14, 2022 had defective reefer units that Peachtree failed to repair as Section 9 of the Lease requires, and that Marlowe lost its grocery distribution contract on November 3, 2023 as a result."),
				l("INTERROGATORY NO. 3:"),
				p("Identify all documents relating to any complaint Marlowe made to Peachtree about the equipment."),
				l("RESPONSE:"),
				p("Marlowe will produce responsive, non-privileged documents on a rolling basis."),
				l("This 2nd day of October, 2024."),
				ls("                                     SUTTER KING & KWAN, LLP", "",
					"                                     /s/ Lyle D. Sutter",
					"                                     Lyle D. Sutter",
					"                                     Georgia Bar No. 693117",
					"                                     Janelle R. Kwan",
					"                                     Georgia Bar No. 774502",
					"                                     Attorneys for Defendants",
					"                                     191 Peachtree Street NE, Suite 3300",
					"                                     Atlanta, Georgia 30303",
					"                                     lsutter@sutterking.com"),
			},
			{
				cb("VERIFICATION"),
				ls("STATE OF GEORGIA", "COUNTY OF COBB"),
				p("Personally appeared before the undersigned officer duly authorized to administer oaths, Renata Owusu, who, after being duly sworn, deposes and states that she is the Controller of Marlowe Logistics, Inc., that she is authorized to make this verification on its behalf, and that the facts stated in the foregoing responses to interrogatories are true and correct to the best of her knowledge, information and belief."),
				ls("", "                                     /s/ Renata Owusu", "                                     Renata Owusu"),
				gap(),
				ls("Sworn to and subscribed before me", "this 2nd day of October, 2024.", "", "/s/ Hollis E. Grant", "Notary Public", "My Commission Expires: 05/19/2027"),
				gap(),
				cb("RULE 5.2 CERTIFICATE OF SERVICE OF DISCOVERY MATERIALS"),
				p("I certify that I have this day served a copy of Defendant Marlowe Logistics, Inc.'s Responses to Plaintiff's First Continuing Interrogatories upon all parties through the Court's e-filing system and by email to Allison P. Devane and Marcus T. Ellery, Holcombe Devane LLC, 3340 Peachtree Road NE, Suite 1800, Atlanta, Georgia 30326."),
				ls("This 4th day of October, 2024.", "", "                                     /s/ Janelle R. Kwan", "                                     Janelle R. Kwan, Georgia Bar No. 774502"),
			},
		}}

	letter := doc{name: "Devane Rule 6.4(B) letter 2024-10-18.pdf", font: "Times", size: 11,
		pages: []page{
			{
				cb("HOLCOMBE DEVANE LLC"),
				small(c("3340 Peachtree Road NE, Suite 1800 * Atlanta, Georgia 30326 * (404) 555-0126"), 9), gap(),
				ls("Allison P. Devane", "Partner", "adevane@holcombedevane.com", "", "October 18, 2024", "",
					"VIA ELECTRONIC MAIL", "", "Lyle D. Sutter, Esq.", "Sutter King & Kwan, LLP", "191 Peachtree Street NE, Suite 3300", "Atlanta, Georgia 30303"),
				gap(),
				ls("Re:   Peachtree Fleet Leasing, LLC v. Marlowe Logistics, Inc. and Curtis J. Bramlett,",
					"      State Court of Cobb County, Civil Action File No. 24-A-03117",
					"      Uniform State Court Rule 6.4(B) Conference"),
				gap(),
				l("Dear Mr. Sutter:"),
				p("Marlowe's responses served October 4, 2024 answer Interrogatory No. 3 with a promise to produce documents \"on a rolling basis,\" and no documents have been produced. Marlowe also has not responded at all to Plaintiff's First Requests for Production, which were served with the interrogatories on August 30, 2024 and were due on October 2, 2024."),
				p("Under Uniform State Court Rule 6.4(B), I ask that we confer in good faith before Peachtree files a motion to compel. I am available on October 23 or 24, 2024. If Marlowe does not produce the documents, including the reefer service records it relies on in its answer to Interrogatory No. 2, by November 1, 2024, Peachtree will move to compel and seek its fees under O.C.G.A. Section 9-11-37(a)(4)."),
				ls("Very truly yours,", "", "/s/ Allison P. Devane", "", "Allison P. Devane", "", "cc:   Marcus T. Ellery, Esq."),
			},
		}}

	email := doc{name: "Email Sutter to Devane 2024-10-25.pdf", font: "Helvetica", size: 10,
		pages: []page{
			{
				ls("Devane, Allison", ""),
				ls("From:          Lyle D. Sutter <lsutter@sutterking.com>",
					"Sent:          Friday, October 25, 2024 4:37 PM",
					"To:            Devane, Allison",
					"Cc:            Ellery, Marcus; Janelle R. Kwan",
					"Subject:       RE: Peachtree v. Marlowe - Rule 6.4(B) letter"),
				gap(),
				p("Allison,"),
				p("Thanks for the call on Wednesday. As discussed, Marlowe will produce the lease file, its payment ledger and the reefer service records by November 8, 2024, and will serve written responses to the requests for production by the same date. We do not agree that fees are warranted. If the production does not resolve the issue, we can talk again the week of November 11."),
				p("Lyle"),
				ls("Lyle D. Sutter | Partner",
					"Sutter King & Kwan, LLP",
					"191 Peachtree Street NE, Suite 3300 | Atlanta, Georgia 30303",
					"D: (404) 555-0171 | lsutter@sutterking.com"),
				gap(),
				ls("From:          Devane, Allison <adevane@holcombedevane.com>",
					"Sent:          Friday, October 18, 2024 10:02 AM",
					"To:            Lyle D. Sutter <lsutter@sutterking.com>",
					"Cc:            Ellery, Marcus",
					"Subject:       Peachtree v. Marlowe - Rule 6.4(B) letter"),
				gap(),
				p("Lyle, please see the attached letter. Allison"),
				gap(),
				small(p("CONFIDENTIALITY NOTICE: This email and any attachments are for the exclusive and confidential use of the intended recipient. If you are not the intended recipient, please do not read, distribute or take action in reliance upon this message. If you have received this in error, please notify the sender immediately by return email and delete it."), 8),
			},
		}}

	order := doc{name: "Order on Motion to Compel 2025-01-09.pdf", font: "Times", size: 11,
		pages: []page{
			append([]block{stamp("JAN 09, 2025 03:26 PM")}, append(append([]block{}, head...), capt, gap(),
				cb("ORDER ON PLAINTIFF'S MOTION TO COMPEL DISCOVERY"), gap(),
				p("This matter is before the Court on Plaintiff Peachtree Fleet Leasing, LLC's Motion to Compel Discovery from Defendant Marlowe Logistics, Inc., filed November 20, 2024. Having considered the motion, the response, the certification of counsel under Uniform State Court Rule 6.4(B) and the argument at the hearing on January 7, 2025, the Court finds that Marlowe has not produced the documents it agreed to produce by November 8, 2024."),
				p("It is therefore ORDERED that the motion is GRANTED. Marlowe shall produce all documents responsive to Plaintiff's First Requests for Production, and serve full written responses, within fifteen (15) days of the date of this Order. Plaintiff's request for fees under O.C.G.A. Section 9-11-37(a)(4) is reserved until the close of discovery."),
				l("SO ORDERED this 9th day of January, 2025."),
				ls("", "                                     /s/ Harold W. Sturdivant",
					"                                     Harold W. Sturdivant",
					"                                     Judge, State Court of Cobb County"),
			)...),
			{
				ls("Prepared and presented by:", "", "/s/ Allison P. Devane", "Allison P. Devane", "Georgia Bar No. 218804", "HOLCOMBE DEVANE LLC", "3340 Peachtree Road NE, Suite 1800", "Atlanta, Georgia 30326", "Attorneys for Plaintiff"),
			},
		}}

	return matterSpec{
		name: "peachtree-fleet-v-marlowe", title: "Peachtree Fleet Leasing, LLC v. Marlowe Logistics, Inc. (State Ct. Cobb Cnty., Ga., No. 24-A-03117)", heldOut: true,
		firstSight: &Figures{PartyTruth: 15, PartyFound: 12, PartyCorrect: 11, EventTruth: 28, EventHits: 26, Grounded: 1}, // at ca5c45b
		docs:       []doc{complaint, rogs, letter, email, order},
		parties: []Party{
			{"Peachtree Fleet Leasing, LLC", "plaintiff"},
			{"Marlowe Logistics, Inc.", "defendant"},
			{"Curtis J. Bramlett", "defendant"},
			{"Allison P. Devane", "counsel"},
			{"Allison P. Devane", "sender"},
			{"Allison P. Devane", "recipient"},
			{"Marcus T. Ellery", "counsel"},
			{"Marcus T. Ellery", "recipient"},
			{"Lyle D. Sutter", "counsel"},
			{"Lyle D. Sutter", "sender"},
			{"Lyle D. Sutter", "recipient"},
			{"Janelle R. Kwan", "counsel"},
			{"Janelle R. Kwan", "recipient"},
			{"Renata Owusu", "declarant"},
			{"Harold W. Sturdivant", "judge"},
		},
		events: []Event{
			{"2024-06-10", "Complaint for Breach of Lease and Guaranty.pdf", 1},
			{"2022-02-01", "Complaint for Breach of Lease and Guaranty.pdf", 2},
			{"2023-12-01", "Complaint for Breach of Lease and Guaranty.pdf", 2},
			{"2024-01-16", "Complaint for Breach of Lease and Guaranty.pdf", 2},
			{"2024-03-01", "Complaint for Breach of Lease and Guaranty.pdf", 2},
			{"2024-06-10", "Complaint for Breach of Lease and Guaranty.pdf", 3},
			{"2024-10-04", "Marlowe Responses to First Interrogatories.pdf", 1},
			{"2024-08-30", "Marlowe Responses to First Interrogatories.pdf", 1},
			{"2023-12-01", "Marlowe Responses to First Interrogatories.pdf", 2},
			{"2022-02-14", "Marlowe Responses to First Interrogatories.pdf", 2},
			{"2023-11-03", "Marlowe Responses to First Interrogatories.pdf", 2},
			{"2024-10-02", "Marlowe Responses to First Interrogatories.pdf", 2},
			{"2024-10-02", "Marlowe Responses to First Interrogatories.pdf", 3},
			{"2024-10-04", "Marlowe Responses to First Interrogatories.pdf", 3},
			{"2024-10-18", "Devane Rule 6.4(B) letter 2024-10-18.pdf", 1},
			{"2024-10-04", "Devane Rule 6.4(B) letter 2024-10-18.pdf", 1},
			{"2024-08-30", "Devane Rule 6.4(B) letter 2024-10-18.pdf", 1},
			{"2024-10-02", "Devane Rule 6.4(B) letter 2024-10-18.pdf", 1},
			{"2024-10-23", "Devane Rule 6.4(B) letter 2024-10-18.pdf", 1},
			{"2024-10-24", "Devane Rule 6.4(B) letter 2024-10-18.pdf", 1},
			{"2024-11-01", "Devane Rule 6.4(B) letter 2024-10-18.pdf", 1},
			{"2024-10-25", "Email Sutter to Devane 2024-10-25.pdf", 1},
			{"2024-11-08", "Email Sutter to Devane 2024-10-25.pdf", 1},
			{"2024-10-18", "Email Sutter to Devane 2024-10-25.pdf", 1},
			{"2025-01-09", "Order on Motion to Compel 2025-01-09.pdf", 1},
			{"2024-11-20", "Order on Motion to Compel 2025-01-09.pdf", 1},
			{"2025-01-07", "Order on Motion to Compel 2025-01-09.pdf", 1},
			{"2024-11-08", "Order on Motion to Compel 2025-01-09.pdf", 1},
		},
	}
}
