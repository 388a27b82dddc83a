package samples

// DEV SET (held out at first sight): a Texas district court suit on a sworn
// account. The Harris County district clerk's e-filing stamp at the top
// right of each filing's first page ("5/6/2024 3:12 PM / X - District
// Clerk Harris County / Envelope No. / By: deputy / Filed:"); "CAUSE NO."
// over a "§"-ruled caption with the court in the right column; the
// original petition ("TO THE HONORABLE JUDGE OF SAID COURT:", discovery
// level, Rule 47 statement, "may be served with process through its
// registered agent", "Respectfully submitted," over the firm, "By: /s/",
// "State Bar No."), with the credit manager's verification of the account
// ("STATE OF TEXAS § / COUNTY OF HARRIS §", "BEFORE ME, the undersigned
// notary, on this day personally appeared", "SUBSCRIBED AND SWORN TO");
// the defendant's original answer with a general denial, a verified
// denial sworn by its vice president, and a certificate of service; a
// letter between counsel ("Via E-Service and Email", "Re: Cause No. ...;
// X v. Y; in the 157th Judicial District Court", "cc:" co-counsel and the
// client's officer); and the order on partial summary judgment, "SIGNED
// on", "JUDGE PRESIDING" under the judge's name, "APPROVED AS TO FORM:"
// with the two sides' blocks side by side. A registered agent, the
// district clerk and her deputy and a notary are no parties; whoever
// verifies a pleading is its declarant; a notary's commission expiry is
// no event.
func init() { specs = append(specs, brazosGulf) }

func brazosGulf() matterSpec {
	capt := func(title string) []block {
		return []block{
			cb("CAUSE NO. 2024-29174"), gap(),
			caption("§", []string{
				"BRAZOS GULF FABRICATORS, INC.,",
				"         Plaintiff,",
				"",
				"v.",
				"",
				"PINECREST MIDSTREAM PARTNERS, L.P.,",
				"         Defendant.",
			}, []string{"IN THE DISTRICT COURT OF", "", "", "HARRIS COUNTY, TEXAS", "", "", "157TH JUDICIAL DISTRICT"}),
			gap(), cb(title), gap(),
		}
	}
	stamp := func(date, time, env, deputy string) block {
		return small(r(date+" "+time+"\nTeresa Vandermolen - District Clerk Harris County\nEnvelope No. "+env+"\nBy: "+deputy+"\nFiled: "+date+" "+time), 8)
	}

	petition := doc{name: "Plaintiff's Original Petition.pdf", font: "Times", size: 12, unicode: true,
		pages: []page{
			append(append([]block{stamp("5/6/2024", "3:12 PM", "87741520", "Ronald Okpara"), gap()}, capt("PLAINTIFF'S ORIGINAL PETITION")...),
				l("TO THE HONORABLE JUDGE OF SAID COURT:"),
				p("Plaintiff Brazos Gulf Fabricators, Inc. (\"Brazos Gulf\") files this Original Petition against Defendant Pinecrest Midstream Partners, L.P. (\"Pinecrest\") and respectfully shows the Court as follows:"),
				p("1. Discovery Control Plan. Plaintiff intends to conduct discovery under Level 2 of Texas Rule of Civil Procedure 190.3."),
				p("2. Claim for Relief. Plaintiff seeks monetary relief over $250,000 but not more than $1,000,000, excluding interest, statutory or punitive damages and penalties, and attorney's fees and costs."),
				p("3. Parties. Brazos Gulf is a Texas corporation with its principal office in Pasadena, Texas. Pinecrest is a Delaware limited partnership doing business in Texas and may be served with process through its registered agent, Capitol Corporate Services, Inc., 206 E. 9th Street, Suite 1300, Austin, Texas 78701."),
			),
			{
				p("4. Facts. Pinecrest issued Purchase Order No. PO-77215 on September 12, 2023 for the fabrication of 214 pipe spools for its Baytown compressor station. Brazos Gulf fabricated and delivered the spools and issued invoices dated November 3, 2023, December 1, 2023 and January 5, 2024, totaling $612,480.00. Pinecrest accepted the spools and has paid nothing."),
				p("5. Brazos Gulf presented its claim by letter on February 20, 2024. More than thirty days have passed."),
				p("6. Suit on Sworn Account. The account attached as Exhibit A is just and true, it is due, and all just and lawful offsets, payments and credits have been allowed. The account is verified below as Rule 185 permits."),
				p("7. Breach of Contract. In the alternative, Pinecrest breached the purchase order by failing to pay within the net-45 terms."),
				p("8. Attorney's Fees. Brazos Gulf is entitled to its reasonable attorney's fees under Chapter 38 of the Texas Civil Practice and Remedies Code."),
				p("9. Conditions Precedent. All conditions precedent to Plaintiff's claims have been performed or have occurred."),
				cb("PRAYER"),
				p("Plaintiff asks that Defendant be cited to appear and answer, and that on final trial Plaintiff have judgment for $612,480.00, pre- and post-judgment interest, attorney's fees, costs of court, and all other relief to which it is entitled."),
			},
			{
				ls("                                          Respectfully submitted,",
					"",
					"                                          CARDENAS WHITLEY PLLC",
					"",
					"                                          By: /s/ Luis E. Cardenas",
					"                                             Luis E. Cardenas",
					"                                             State Bar No. 24061188",
					"                                             lcardenas@cardenaswhitley.com",
					"                                             Rebecca J. Whitley",
					"                                             State Bar No. 24077403",
					"                                             rwhitley@cardenaswhitley.com",
					"                                          1001 Fannin Street, Suite 2150",
					"                                          Houston, Texas 77002",
					"                                          Tel: (713) 555-0162",
					"",
					"                                          ATTORNEYS FOR PLAINTIFF",
					"                                          BRAZOS GULF FABRICATORS, INC."),
			},
			{
				cb("VERIFICATION"), gap(),
				ls("STATE OF TEXAS        §", "                      §", "COUNTY OF HARRIS      §"), gap(),
				p("BEFORE ME, the undersigned notary, on this day personally appeared Darlene M. Fuentes, who, being by me duly sworn, on her oath deposed and said that she is the Credit Manager of Brazos Gulf Fabricators, Inc., that she is authorized to make this verification, that she has read the foregoing petition, and that the claim stated in paragraph 6 and the account attached as Exhibit A are within her personal knowledge just and true, that the account is due, and that all just and lawful offsets, payments and credits have been allowed."),
				ls("", "                                          /s/ Darlene M. Fuentes", "                                          Darlene M. Fuentes"),
				gap(),
				p("SUBSCRIBED AND SWORN TO before me on May 3, 2024, to certify which witness my hand and official seal."),
				ls("", "                                          /s/ Kimberly A. Sepulveda", "                                          Notary Public in and for the State of Texas", "                                          My commission expires: 08/14/2026"),
			},
		}}

	answer := doc{name: "Defendant's Original Answer and Verified Denial.pdf", font: "Times", size: 12, unicode: true,
		pages: []page{
			append(append([]block{stamp("6/10/2024", "10:47 AM", "88910377", "Alisha Brandt"), gap()}, capt("DEFENDANT'S ORIGINAL ANSWER AND VERIFIED DENIAL")...),
				l("TO THE HONORABLE JUDGE OF SAID COURT:"),
				p("Defendant Pinecrest Midstream Partners, L.P. files this Original Answer to Plaintiff's Original Petition and would respectfully show:"),
				p("1. General Denial. Under Rule 92, Defendant generally denies each and every allegation of the petition and demands strict proof thereof."),
				p("2. Verified Denial. Under Rule 93(10), Defendant denies the account that is the foundation of Plaintiff's action. Thirty-eight of the spools delivered on or about December 14, 2023 failed hydrostatic testing and were rejected in writing on January 9, 2024; no just or true account exists for them."),
				p("3. Offset. Defendant is entitled to an offset for the cost of re-fabricating the rejected spools."),
			),
			{
				ls("                                          Respectfully submitted,",
					"",
					"                                          THORNBURY PACE LLP",
					"",
					"                                          /s/ Meredith S. Kline",
					"                                          Meredith S. Kline",
					"                                          Texas Bar No. 24039952",
					"                                          Ravi Ganesan",
					"                                          Texas Bar No. 24102218",
					"                                          909 Travis Street, Suite 3100",
					"                                          Houston, Texas 77002",
					"                                          (713) 555-0188",
					"",
					"                                          COUNSEL FOR DEFENDANT"),
				gap(),
				cb("VERIFICATION"),
				ls("STATE OF TEXAS        §", "COUNTY OF HARRIS      §"),
				p("BEFORE ME, the undersigned authority, personally appeared Jason T. Albrecht, Vice President of Operations of Pinecrest Midstream GP, LLC, general partner of Defendant, who being duly sworn stated that he has read paragraph 2 of this answer and that the facts stated in it are within his personal knowledge and are true and correct."),
				ls("                                          /s/ Jason T. Albrecht", "                                          Jason T. Albrecht"),
				p("SWORN TO AND SUBSCRIBED before me on June 7, 2024.       /s/ Olivia R. Matthews, Notary Public"),
			},
			{
				cb("CERTIFICATE OF SERVICE"),
				p("I certify that on June 10, 2024, a true and correct copy of this answer was served on all counsel of record through the electronic filing manager in accordance with Rule 21a:"),
				ls("     Luis E. Cardenas", "     Rebecca J. Whitley", "     Cardenas Whitley PLLC", "     1001 Fannin Street, Suite 2150, Houston, Texas 77002"),
				ls("", "                                          /s/ Meredith S. Kline", "                                          Meredith S. Kline"),
			},
		}}

	letter := doc{name: "Kline letter to Cardenas 2024-07-11.pdf", font: "Helvetica", size: 10.5,
		pages: []page{{
			cb("THORNBURY PACE LLP"), small(c("909 Travis Street, Suite 3100  -  Houston, Texas 77002  -  713.555.0188  -  thornburypace.com"), 8.5), gap(),
			ls("Meredith S. Kline", "Partner", "mkline@thornburypace.com", "", "July 11, 2024", "", "Via E-Service and Email", "",
				"Mr. Luis E. Cardenas", "Cardenas Whitley PLLC", "1001 Fannin Street, Suite 2150", "Houston, Texas 77002"),
			gap(),
			ls("Re:   Cause No. 2024-29174; Brazos Gulf Fabricators, Inc. v. Pinecrest Midstream",
				"      Partners, L.P.; in the 157th Judicial District Court of Harris County, Texas"),
			gap(),
			l("Dear Mr. Cardenas:"),
			p("I write in response to your July 2, 2024 letter and your client's motion for partial summary judgment, which is set for oral hearing on August 16, 2024."),
			p("Pinecrest does not dispute that 176 of the 214 spools were accepted. It will pay the invoiced price of those spools, $503,712.00, without prejudice to its offset claim, if Brazos Gulf will withdraw the motion as to the 38 rejected spools. We also propose that the parties' experts inspect the rejected spools together at the Baytown yard before August 1, 2024."),
			p("Please let me know by July 18, 2024 whether your client will agree. If it will, I will prepare a Rule 11 agreement."),
			ls("Sincerely,", "", "/s/ Meredith S. Kline", "", "Meredith S. Kline", "",
				"cc:   Rebecca J. Whitley (via email)", "      Ravi Ganesan", "      Jason T. Albrecht, Pinecrest Midstream Partners, L.P. (via email)"),
		}}}

	order := doc{name: "Order on Plaintiff's Motion for Partial Summary Judgment.pdf", font: "Times", size: 12, unicode: true,
		pages: []page{
			append(append([]block{}, capt("ORDER ON PLAINTIFF'S MOTION FOR PARTIAL SUMMARY JUDGMENT")...),
				p("On August 16, 2024, the Court heard Plaintiff Brazos Gulf Fabricators, Inc.'s Motion for Partial Summary Judgment. Having considered the motion, the response, the summary judgment evidence and the arguments of counsel, the Court finds that the motion should be GRANTED IN PART."),
				p("IT IS THEREFORE ORDERED that Plaintiff shall have judgment against Defendant Pinecrest Midstream Partners, L.P. for $503,712.00, being the price of the 176 spools Defendant accepted, with pre-judgment interest from February 20, 2024."),
				p("IT IS FURTHER ORDERED that the motion is DENIED as to the 38 spools rejected on January 9, 2024. That claim and Defendant's offset shall proceed to trial, which remains set for the two-week docket beginning January 13, 2025."),
				gap(),
				l("SIGNED on August 26, 2024."),
				ls("", "                                          /s/ Roberta A. Villarreal", "                                          HON. ROBERTA A. VILLARREAL", "                                          JUDGE PRESIDING"),
				gap(),
				l("APPROVED AS TO FORM:"),
				ls("",
					"/s/ Luis E. Cardenas                      /s/ Meredith S. Kline",
					"Luis E. Cardenas                          Meredith S. Kline",
					"State Bar No. 24061188                    Texas Bar No. 24039952",
					"Attorney for Plaintiff                    Attorney for Defendant"),
			),
		}}

	return matterSpec{
		name: "brazos-gulf-v-pinecrest", title: "Brazos Gulf Fabricators, Inc. v. Pinecrest Midstream Partners, L.P. (157th Dist. Ct., Harris County, Tex., No. 2024-29174)", heldOut: true,
		firstSight: &Figures{PartyTruth: 15, PartyFound: 16, PartyCorrect: 13, EventTruth: 22, EventHits: 22, Grounded: 1}, // at c863fe6
		docs:       []doc{petition, answer, letter, order},
		parties: []Party{
			{"Brazos Gulf Fabricators, Inc.", "plaintiff"},
			{"Pinecrest Midstream Partners, L.P.", "defendant"},
			{"Pinecrest Midstream Partners, L.P.", "recipient"}, // cc: its officer, at the company
			{"Luis E. Cardenas", "counsel"},
			{"Luis E. Cardenas", "recipient"},
			{"Rebecca J. Whitley", "counsel"},
			{"Rebecca J. Whitley", "recipient"},
			{"Meredith S. Kline", "counsel"},
			{"Meredith S. Kline", "sender"},
			{"Ravi Ganesan", "counsel"},
			{"Ravi Ganesan", "recipient"},
			{"Darlene M. Fuentes", "declarant"},
			{"Jason T. Albrecht", "declarant"},
			{"Jason T. Albrecht", "recipient"},
			{"Roberta A. Villarreal", "judge"},
		},
		events: []Event{
			{"2024-05-06", "Plaintiff's Original Petition.pdf", 1},
			{"2023-09-12", "Plaintiff's Original Petition.pdf", 2},
			{"2023-11-03", "Plaintiff's Original Petition.pdf", 2},
			{"2023-12-01", "Plaintiff's Original Petition.pdf", 2},
			{"2024-01-05", "Plaintiff's Original Petition.pdf", 2},
			{"2024-02-20", "Plaintiff's Original Petition.pdf", 2},
			{"2024-05-03", "Plaintiff's Original Petition.pdf", 4},
			{"2024-06-10", "Defendant's Original Answer and Verified Denial.pdf", 1},
			{"2023-12-14", "Defendant's Original Answer and Verified Denial.pdf", 1},
			{"2024-01-09", "Defendant's Original Answer and Verified Denial.pdf", 1},
			{"2024-06-07", "Defendant's Original Answer and Verified Denial.pdf", 2},
			{"2024-06-10", "Defendant's Original Answer and Verified Denial.pdf", 3},
			{"2024-07-11", "Kline letter to Cardenas 2024-07-11.pdf", 1},
			{"2024-07-02", "Kline letter to Cardenas 2024-07-11.pdf", 1},
			{"2024-08-16", "Kline letter to Cardenas 2024-07-11.pdf", 1},
			{"2024-08-01", "Kline letter to Cardenas 2024-07-11.pdf", 1},
			{"2024-07-18", "Kline letter to Cardenas 2024-07-11.pdf", 1},
			{"2024-08-16", "Order on Plaintiff's Motion for Partial Summary Judgment.pdf", 1},
			{"2024-02-20", "Order on Plaintiff's Motion for Partial Summary Judgment.pdf", 1},
			{"2024-01-09", "Order on Plaintiff's Motion for Partial Summary Judgment.pdf", 1},
			{"2025-01-13", "Order on Plaintiff's Motion for Partial Summary Judgment.pdf", 1},
			{"2024-08-26", "Order on Plaintiff's Motion for Partial Summary Judgment.pdf", 1},
		},
	}
}
