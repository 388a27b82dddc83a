package sealed

import "pramaan/brief/truth"

// A bunker supplier's action in rem against a vessel in the Eastern
// District of Louisiana under Supplemental Rule C: the verified complaint
// "IN ADMIRALTY" against "M/V ..., her engines, tackle, apparel, furniture,
// equipment, appurtenances, etc., in rem" (civil action number with a
// section letter and magistrate division, "(T.A.)" trial attorney, "La.
// Bar No."), with the supplier's credit manager's verification before a
// notary and a bunker delivery table; the order directing issuance of the
// warrant; the clerk's warrant for arrest with the deputy marshal's return;
// and the owner's verified statement of right or interest as claimant
// under Rule C(6), verified under 28 U.S.C. § 1746 abroad.
func init() { specs = append(specs, gulfstar) }

func gulfstar() spec {
	ecf := func(doc, filed string) string {
		return "Case 2:24-cv-01873-EBL-KWR   Document " + doc + "   Filed " + filed + "   Page %d of %t"
	}
	head := func(title string) []block {
		return with([]block{cb("UNITED STATES DISTRICT COURT"), cb("EASTERN DISTRICT OF LOUISIANA"), gap()},
			caption("*", []string{"GULFSTAR BUNKERING LLC,", "          Plaintiff,", "", "     versus", "",
				"M/V HELLESPONT DAWN, IMO No. 9487216,", "her engines, tackle, apparel, furniture,", "equipment, appurtenances, etc., in rem,", "          Defendant."},
				[]string{"CIVIL ACTION NO. 24-1873", "", "SECTION \"L\" (4)", "", "JUDGE LANDRENEAU", "", "MAGISTRATE JUDGE ROUSSEL", "", "IN ADMIRALTY, Rule 9(h)"}),
			[]block{l("*   *   *   *   *   *   *   *   *   *   *   *   *   *   *   *   *   *   *   *"), gap(), cb(title), gap()})
	}

	complaint := doc{name: "Verified Complaint In Rem.pdf", font: "Times", size: 11.5, header: ecf("1", "07/22/24"),
		pages: []page{
			with(head("VERIFIED COMPLAINT IN REM"), []block{
				p("Plaintiff Gulfstar Bunkering LLC (\"Gulfstar\") files this Verified Complaint in rem against the M/V HELLESPONT DAWN, IMO No. 9487216, her engines, tackle, apparel, furniture, equipment and appurtenances (the \"Vessel\"), and respectfully alleges:"),
				p("1. This is an admiralty and maritime claim within the meaning of Rule 9(h) of the Federal Rules of Civil Procedure and Supplemental Rule C for Certain Admiralty and Maritime Claims, for enforcement of a maritime lien for necessaries under 46 U.S.C. § 31342."),
				p("2. Gulfstar is a Louisiana limited liability company with its principal place of business in Harvey, Louisiana. The Vessel is a bulk carrier flagged in the Marshall Islands, now or soon to be within this district at the Davant anchorage of the Mississippi River."),
				p("3. On the order of the Vessel's time charterer, acting for the Vessel, Gulfstar supplied marine fuel to the Vessel as follows:"),
				row([]float64{0.22, 0.3, 0.22, 0.26}, "BDR No.", "Delivery date / place", "Product", "Quantity"),
				row([]float64{0.22, 0.3, 0.22, 0.26}, "GSB-24-06118", "06/09/2024, Davant anchorage", "VLSFO 0.5%", "850.000 MT"),
				row([]float64{0.22, 0.3, 0.22, 0.26}, "GSB-24-06119", "06/09/2024, Davant anchorage", "MGO", "90.000 MT"),
			}),
			{
				p("4. Gulfstar invoiced $612,480.00 for the fuel on June 10, 2024, payable within 30 days of delivery, that is, by July 9, 2024. Despite demand made on July 12, 2024, no part of the invoice has been paid."),
				p("5. Gulfstar holds a maritime lien on the Vessel for $612,480.00, plus contractual interest at 1.5% per month from July 9, 2024 and attorneys' fees, which it is entitled to enforce by arrest of the Vessel."),
				p("WHEREFORE, Gulfstar prays that a warrant for the arrest of the Vessel issue; that all persons claiming an interest in her be cited to appear and answer; that judgment be entered in Gulfstar's favor for $612,480.00 with interest, fees and costs; and that the Vessel be sold to pay the judgment."),
				ls("                                        Respectfully submitted,", "", "                                        MARCHAND BOUDREAUX DELATTE LLC", "",
					"                                        /s/ Etienne P. Marchand", "                                        Etienne P. Marchand (La. Bar No. 28814) (T.A.)", "                                        Sidonie R. Delatte (La. Bar No. 33617)",
					"                                        909 Poydras Street, Suite 2400", "                                        New Orleans, Louisiana 70112", "                                        (504) 555-0175", "                                        Attorneys for Gulfstar Bunkering LLC"),
			},
			{
				cb("VERIFICATION"), gap(),
				ls("STATE OF LOUISIANA", "PARISH OF JEFFERSON"), gap(),
				p("BEFORE ME, the undersigned authority, personally came and appeared ROLAND T. FONTENOT, who, after being duly sworn, did depose and say that he is the Credit Manager of Gulfstar Bunkering LLC; that he has read the foregoing Verified Complaint; and that the facts alleged in it are true and correct to the best of his knowledge, information and belief, based on the business records of Gulfstar kept in the ordinary course."),
				ls("", "                                        /s/ Roland T. Fontenot", "                                        ROLAND T. FONTENOT", "",
					"SWORN TO AND SUBSCRIBED before me", "this 22nd day of July, 2024.", "", "/s/ Marie-Claire Hebert", "NOTARY PUBLIC", "Notary ID No. 90411, Parish of Jefferson", "My commission is for life."),
			},
		}}

	order := doc{name: "Order Directing Issuance of Warrant of Arrest.pdf", font: "Times", size: 11.5, header: ecf("5", "07/22/24"),
		pages: []page{
			with(head("ORDER"), []block{
				p("Considering the Verified Complaint in rem filed by Gulfstar Bunkering LLC and the affidavit of its counsel that exigent circumstances exist because the Vessel is expected to sail on July 24, 2024, and the Court finding that the conditions for an action in rem appear to exist,"),
				p("IT IS ORDERED that the Clerk of Court shall issue a Warrant for the Arrest of the M/V HELLESPONT DAWN, IMO No. 9487216, her engines, tackle, apparel, furniture, equipment and appurtenances, and that the United States Marshal for the Eastern District of Louisiana shall seize the Vessel and keep her in custody pending further order of the Court."),
				p("IT IS FURTHER ORDERED that any person claiming an interest in the Vessel shall be entitled to a prompt hearing at which plaintiff shall be required to show why the arrest should not be vacated."),
				l("New Orleans, Louisiana, this 22nd day of July, 2024."), gap(),
				ls("                                        ______________________________", "                                        ELODIE B. LANDRENEAU", "                                        UNITED STATES DISTRICT JUDGE"),
			}),
		}}

	warrant := doc{name: "Warrant for Arrest In Rem and Marshal's Return.pdf", font: "Times", size: 11, header: ecf("6", "07/24/24"),
		pages: []page{
			{
				cb("UNITED STATES DISTRICT COURT"), cb("EASTERN DISTRICT OF LOUISIANA"), gap(),
				ls("GULFSTAR BUNKERING LLC                          CIVIL ACTION NO. 24-1873", "versus                                          SECTION \"L\" (4)", "M/V HELLESPONT DAWN, in rem"), rule(),
				cb("WARRANT FOR ARREST IN REM"), gap(),
				l("TO: THE UNITED STATES MARSHAL FOR THE EASTERN DISTRICT OF LOUISIANA"), gap(),
				p("WHEREAS, on July 22, 2024, Gulfstar Bunkering LLC filed a Verified Complaint in rem against the M/V HELLESPONT DAWN, IMO No. 9487216, her engines, tackle, apparel, furniture, equipment and appurtenances, for the reasons and causes stated in it, and praying for process against the Vessel; and the Court having ordered that a warrant issue;"),
				p("YOU ARE THEREFORE COMMANDED to arrest the said Vessel and to detain her in your custody until further order of the Court, and to give notice to all persons claiming an interest in her that they must file their claims with the Clerk of this Court within 14 days after execution of this process, and serve their answers within 21 days after filing their claims."),
				ls("Witness the Honorable Elodie B. Landreneau, Judge of said Court,", "at New Orleans, Louisiana, this 22nd day of July, 2024.", "", "                                        BERTRAND A. GUIDRY, CLERK OF COURT", "                                        By: /s/ P. Arceneaux, Deputy Clerk"),
			},
			{
				cb("MARSHAL'S RETURN"), gap(),
				row([]float64{0.4, 0.6}, "Received this warrant:", "07/22/2024 at 16:05 hours"),
				row([]float64{0.4, 0.6}, "Executed by arresting:", "M/V HELLESPONT DAWN, IMO No. 9487216"),
				row([]float64{0.4, 0.6}, "Place of arrest:", "Davant anchorage, Mississippi River, mile 55 AHP"),
				row([]float64{0.4, 0.6}, "Date and time of arrest:", "07/23/2024 at 10:40 hours"),
				row([]float64{0.4, 0.6}, "Copy of warrant and complaint:", "Affixed to the pilothouse and delivered to the Master"),
				row([]float64{0.4, 0.6}, "Custody:", "Substitute custodian per Order of 07/22/2024 (Doc. 4)"),
				gap(),
				p("I certify that I executed the within warrant as stated above."),
				ls("UNITED STATES MARSHAL", "", "By: /s/ Jarvis K. Thibault", "Deputy United States Marshal", "Date: 07/24/2024"),
			},
		}}

	claim := doc{name: "Verified Statement of Right or Interest.pdf", font: "Times", size: 11.5, header: ecf("11", "08/02/24"),
		pages: []page{
			with(head("VERIFIED STATEMENT OF RIGHT OR INTEREST"), []block{
				p("Thessaly Dawn Shipping Co., a Marshall Islands corporation and the registered owner of the M/V HELLESPONT DAWN, appears as Claimant under Supplemental Rule C(6)(a)(i), solely to defend its interest in the Vessel and without waiving any defense, including the absence of a maritime lien where the bunkers were ordered by a charterer under a charter party that prohibits liens, and states that it is entitled to possession of the Vessel."),
				p("Claimant posted security in the form of a letter of undertaking dated July 30, 2024, and the Vessel was released by order of July 31, 2024."),
				ls("Dated: August 2, 2024", "", "                                        LAFLEUR KESSLING LLP", "                                        /s/ Anastasia V. Kessling", "                                        Anastasia V. Kessling (La. Bar No. 30142)",
					"                                        201 St. Charles Avenue, 36th Floor", "                                        New Orleans, Louisiana 70170", "                                        Attorneys for Claimant, Thessaly Dawn Shipping Co."),
			}),
			{
				cb("VERIFICATION"), gap(),
				p("I, Konstantinos Varvaressos, am a director of Thessaly Dawn Shipping Co. and am authorized to make this verification on its behalf. I have read the foregoing Verified Statement of Right or Interest, and its contents are true and correct to the best of my knowledge."),
				p("I declare under penalty of perjury under the laws of the United States of America that the foregoing is true and correct. Executed at Piraeus, Greece, on 1 August 2024."),
				ls("", "                                        /s/ Konstantinos Varvaressos", "                                        Konstantinos Varvaressos"), gap(),
				cb("CERTIFICATE OF SERVICE"),
				p("I certify that on August 2, 2024, I electronically filed the foregoing with the Clerk of Court using the CM/ECF system, which will send notice of filing to all counsel of record."),
				ls("/s/ Anastasia V. Kessling"),
			},
		}}

	return spec{
		name: "gulfstar-bunkering-v-mv-hellespont-dawn", title: "Gulfstar Bunkering LLC v. M/V Hellespont Dawn, in rem (E.D. La. No. 24-1873)",
		firstSight: &truth.Figures{PartyTruth: 11, PartyFound: 9, PartyCorrect: 7, EventTruth: 16, EventHits: 16, Grounded: 1}, // at commit f0a35fa
		docs:       []doc{complaint, order, warrant, claim},
		parties: []truth.Party{
			{Name: "Gulfstar Bunkering LLC", Role: "plaintiff"},
			{Name: "M/V Hellespont Dawn", Role: "defendant"},
			{Name: "Thessaly Dawn Shipping Co.", Role: "defendant"}, // the owner, appearing as claimant of the vessel
			{Name: "Etienne P. Marchand", Role: "counsel"},
			{Name: "Sidonie R. Delatte", Role: "counsel"},
			{Name: "Anastasia V. Kessling", Role: "counsel"},
			{Name: "Roland T. Fontenot", Role: "declarant"},
			{Name: "Konstantinos Varvaressos", Role: "declarant"},
			{Name: "Jarvis K. Thibault", Role: "declarant"}, // the marshal's return
			{Name: "Elodie B. Landreneau", Role: "judge"},
			{Name: "Roussel", Role: "judge"}, // the magistrate judge, by surname in the caption
		},
		events: []truth.Event{
			{Date: "2024-07-22", File: "Verified Complaint In Rem.pdf", Page: 1},
			{Date: "2024-06-09", File: "Verified Complaint In Rem.pdf", Page: 1},
			{Date: "2024-06-10", File: "Verified Complaint In Rem.pdf", Page: 2},
			{Date: "2024-07-09", File: "Verified Complaint In Rem.pdf", Page: 2},
			{Date: "2024-07-12", File: "Verified Complaint In Rem.pdf", Page: 2},
			{Date: "2024-07-22", File: "Verified Complaint In Rem.pdf", Page: 3},
			{Date: "2024-07-22", File: "Order Directing Issuance of Warrant of Arrest.pdf", Page: 1},
			{Date: "2024-07-24", File: "Order Directing Issuance of Warrant of Arrest.pdf", Page: 1},
			{Date: "2024-07-22", File: "Warrant for Arrest In Rem and Marshal's Return.pdf", Page: 1},
			{Date: "2024-07-23", File: "Warrant for Arrest In Rem and Marshal's Return.pdf", Page: 2},
			{Date: "2024-07-24", File: "Warrant for Arrest In Rem and Marshal's Return.pdf", Page: 2},
			{Date: "2024-08-02", File: "Verified Statement of Right or Interest.pdf", Page: 1},
			{Date: "2024-07-30", File: "Verified Statement of Right or Interest.pdf", Page: 1},
			{Date: "2024-07-31", File: "Verified Statement of Right or Interest.pdf", Page: 1},
			{Date: "2024-08-01", File: "Verified Statement of Right or Interest.pdf", Page: 2},
			{Date: "2024-08-02", File: "Verified Statement of Right or Interest.pdf", Page: 2},
		},
	}
}
