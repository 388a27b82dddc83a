package sealed

import "pramaan/brief/truth"

// A negligent-security premises case in the State Court of Fulton County,
// Georgia: a tenant robbed and beaten in her apartment complex's parking
// deck, behind a vehicle gate left broken for weeks, sues the owner and the
// management company. The complaint for damages under the clerk's "E-FILED
// IN OFFICE" stamp ("COMES NOW Plaintiff", the ")"-ruled caption with
// "CIVIL ACTION FILE NO.", registered agents, prior crimes on the property,
// counts under O.C.G.A. § 51-3-1 and § 13-6-11, the jury demand, "This ...
// day of", Georgia Bar numbers); the summons on the court's form with the
// process server's affidavit of service sworn before a notary; the
// defendants' answer and defenses ("FIRST DEFENSE" and so on, apportionment
// to the unknown assailant under § 51-12-33, the twelve-person jury demand,
// a certificate of service through eFileGA); plaintiff's counsel's notice of
// leave of absence under Uniform State Court Rule 16 (periods of leave, the
// ten-day objection sentence, served on the judge and opposing counsel);
// and the consent order extending discovery ("SO ORDERED", the judge's
// signature line, "Prepared and presented by:", "Consented to by:").
//
// Conventions of this truth: the owner and the management company are
// defendants; counsel in the signature blocks and certificates are counsel
// (a notice of leave of absence makes no recipients); the judge who signs
// the consent order, also served with the notice, is a judge; the process
// server who swears the affidavit of service is a declarant; the deputy
// clerk, the notary, the registered agent and the person served for it, the
// unknown assailant and the police detective have no role.
func init() { specs = append(specs, hollingsworthFulton) }

func hollingsworthFulton() spec {
	court := []block{cb("IN THE STATE COURT OF FULTON COUNTY"), cb("STATE OF GEORGIA"), gap()}
	capt := caption(")", []string{
		"LATRICE M. HOLLINGSWORTH,",
		"",
		"          Plaintiff,",
		"",
		"v.",
		"",
		"PEACHLINE RESIDENTIAL PARTNERS, LLC",
		"and MAGNOLIA CREST PROPERTY",
		"MANAGEMENT, INC.,",
		"",
		"          Defendants.",
	}, []string{"", "", "", "CIVIL ACTION", "FILE NO. 24EV004187", "", "", "JURY TRIAL DEMANDED"})
	efiled := func(when string) block {
		return stamp("E-FILED IN OFFICE - AB", "CLERK OF STATE COURT", "FULTON COUNTY, GEORGIA", "24EV004187", when)
	}
	pl := "                                        "
	pBlock := ls(pl+"HARTWELL BOOKER LAW, LLC", "", pl+"/s/ Andre K. Booker", pl+"Andre K. Booker", pl+"Georgia Bar No. 417382", pl+"Simone E. Hartwell", pl+"Georgia Bar No. 552091", pl+"1201 West Peachtree Street NW, Suite 2300", pl+"Atlanta, Georgia 30309", pl+"(404) 555-0131", pl+"abooker@hartwellbooker.example", pl+"Counsel for Plaintiff")

	complaint := doc{name: "Complaint for Damages.pdf", font: "Times", size: 11.5,
		pages: []page{
			with([]block{efiled("4/8/2024 2:17 PM")}, court, capt, []block{gap(),
				cb("COMPLAINT FOR DAMAGES"), gap(),
				p("COMES NOW Plaintiff Latrice M. Hollingsworth and files this Complaint for Damages against Defendants Peachline Residential Partners, LLC and Magnolia Crest Property Management, Inc., showing the Court as follows:"),
				cb("PARTIES, JURISDICTION, AND VENUE"),
				p("1. Plaintiff is a resident of Fulton County, Georgia."),
				p("2. Defendant Peachline Residential Partners, LLC (\"Peachline\") is a Delaware limited liability company that owns The Vireo at Cascade, an apartment community at 3300 Cascade Road SW, Atlanta, Fulton County, Georgia (\"the Property\"). Peachline may be served through its registered agent, Corporate Filing Agents of Georgia, Inc., 2 Sun Court, Suite 400, Peachtree Corners, Georgia 30092."),
				p("3. Defendant Magnolia Crest Property Management, Inc. (\"Magnolia Crest\") is a Georgia corporation that managed the Property at all relevant times and may be served through the same registered agent."),
				p("4. Venue is proper in this Court under O.C.G.A. § 14-2-510(b) and Ga. Const. Art. VI, Sec. II, Par. VI, and this Court has jurisdiction over the parties and the subject matter."),
				cb("FACTS"),
				p("5. Plaintiff leased an apartment at the Property under a lease dated June 1, 2022. The lease and Defendants' marketing materials described the parking deck as a \"controlled-access\" deck."),
			}),
			{
				p("6. The deck's vehicle gate stopped working on or about September 29, 2023. Plaintiff and other residents reported the broken gate to the leasing office in writing on October 3, 2023 and October 19, 2023. Defendants did not repair it."),
				p("7. Between January 1, 2022 and November 10, 2023, Atlanta police were called to the Property on at least 37 occasions, including for two armed robberies and four vehicle break-ins in the parking deck."),
				p("8. On November 11, 2023, at about 10:40 p.m., Plaintiff parked on the second level of the deck. An unknown man who had walked in through the open vehicle gate struck her with a handgun, took her purse and keys, and fled. Plaintiff suffered a fractured orbital bone and a concussion."),
				cb("COUNT I - PREMISES LIABILITY (O.C.G.A. § 51-3-1)"),
				p("9. Defendants owed Plaintiff a duty to exercise ordinary care to keep the premises safe, including against foreseeable criminal acts of third parties. The attack was foreseeable from the prior crimes on the Property, and Defendants breached their duty by failing to repair the gate, provide security patrols, or warn residents."),
				cb("COUNT II - NEGLIGENCE"),
				p("10. Defendants were negligent in the inspection, maintenance, and security of the Property, and their negligence proximately caused Plaintiff's injuries."),
				cb("COUNT III - EXPENSES OF LITIGATION (O.C.G.A. § 13-6-11)"),
				p("11. Defendants have acted in bad faith and have been stubbornly litigious, entitling Plaintiff to the expenses of litigation, including attorney's fees."),
				p("WHEREFORE, Plaintiff prays that process issue; that she have a trial by jury; that she recover special damages, including medical expenses of not less than $48,612.40, and general damages in an amount to be determined by the enlightened conscience of the jury; and the expenses of litigation."),
				l("This 8th day of April, 2024."), gap(),
				pBlock,
			},
		}}

	summons := doc{name: "Summons and Affidavit of Service.pdf", font: "Times", size: 11,
		pages: []page{
			with([]block{efiled("4/8/2024 2:17 PM")}, court, capt, []block{gap(),
				cb("SUMMONS"), gap(),
				l("TO THE ABOVE NAMED DEFENDANT: MAGNOLIA CREST PROPERTY MANAGEMENT, INC."),
				p("You are hereby summoned and required to file with the Clerk of said court and serve upon the Plaintiff's attorney, whose name and address is:"),
				ls("     Andre K. Booker, Hartwell Booker Law, LLC", "     1201 West Peachtree Street NW, Suite 2300, Atlanta, Georgia 30309"),
				p("an answer to the complaint which is herewith served upon you, within 30 days after service of this summons upon you, exclusive of the day of service. If you fail to do so, judgment by default will be taken against you for the relief demanded in the complaint."),
				l("This 8th day of April, 2024."),
				ls(pl+"Clerk of State Court", pl+"By: /s/ A. Bellamy", pl+"Deputy Clerk"),
			}),
			{
				cb("AFFIDAVIT OF SERVICE"),
				ls("STATE OF GEORGIA", "COUNTY OF GWINNETT"),
				p("Personally appeared before me, the undersigned officer duly authorized to administer oaths, Rashad T. Emeka-Collins, who, being first duly sworn, deposes and says that he is a certified process server appointed under O.C.G.A. § 9-11-4(c), is over the age of eighteen and not a party to this action, and that on April 11, 2024 at 11:05 a.m. he served the Summons, Complaint for Damages, Plaintiff's First Interrogatories and First Requests for Production upon Magnolia Crest Property Management, Inc. by delivering true copies to Sheila V. Pruitt, an employee of its registered agent, Corporate Filing Agents of Georgia, Inc., authorized to accept service, at 2 Sun Court, Suite 400, Peachtree Corners, Georgia 30092."),
				p("Description of person served: female, approximately 45 years of age, 5'6\", brown hair."),
				gap(),
				ls(pl+"/s/ Rashad T. Emeka-Collins", pl+"Rashad T. Emeka-Collins", pl+"Certified Process Server, Gwinnett County", pl+"Peachtree Legal Couriers, LLC"),
				gap(),
				l("Sworn to and subscribed before me this 12th day of April, 2024."),
				ls("/s/ Beverly A. Tatum-Reese", "Notary Public, Gwinnett County, Georgia", "My commission expires: 02/27/2027"),
			},
		}}

	dBlock := ls(pl+"DRAYTON McCULLERS & FINCH LLP", "", pl+"/s/ Whitney B. Drayton", pl+"Whitney B. Drayton", pl+"Georgia Bar No. 229804", pl+"Ellis R. McCullers", pl+"Georgia Bar No. 481553", pl+"3344 Peachtree Road NE, Suite 1600", pl+"Atlanta, Georgia 30326", pl+"(404) 555-0177", pl+"Counsel for Defendants")
	answer := doc{name: "Defendants' Answer and Defenses.pdf", font: "Times", size: 11.5,
		pages: []page{
			with([]block{efiled("5/10/2024 4:51 PM")}, court, capt, []block{gap(),
				cb("DEFENDANTS' ANSWER AND DEFENSES TO PLAINTIFF'S COMPLAINT"), gap(),
				p("COME NOW Defendants Peachline Residential Partners, LLC and Magnolia Crest Property Management, Inc. and file their Answer and Defenses to Plaintiff's Complaint for Damages, showing the Court as follows:"),
				cb("FIRST DEFENSE"),
				p("The Complaint fails to state a claim upon which relief can be granted."),
				cb("SECOND DEFENSE"),
				p("Peachline has not been served, and asserts insufficiency of process and of service of process."),
				cb("THIRD DEFENSE"),
				p("Plaintiff's injuries were caused by the intentional criminal act of an unknown third party, which was the sole proximate cause of her injuries. Defendants will ask the trier of fact to apportion fault to that assailant under O.C.G.A. § 51-12-33 and have served notice of nonparty fault."),
				cb("FOURTH DEFENSE"),
				p("The prior incidents on the Property were not substantially similar to the attack alleged, and the attack was not reasonably foreseeable."),
				cb("FIFTH DEFENSE"),
				p("Responding to the numbered paragraphs of the Complaint: Defendants admit paragraphs 1 through 4, except that Peachline denies that it has been served. They admit that Plaintiff was a tenant under a lease dated June 1, 2022 and deny the remaining allegations of paragraph 5. They admit that a resident reported a problem with the vehicle gate on October 19, 2023, state that a repair was scheduled for November 14, 2023, and deny the remaining allegations of paragraph 6. They lack knowledge sufficient to admit or deny paragraphs 7 and 8, and deny paragraphs 9 through 11 and the prayer for relief."),
			}),
			{
				p("WHEREFORE, Defendants pray that Plaintiff's Complaint be dismissed with all costs cast upon Plaintiff, and demand a trial by a jury of twelve."),
				l("This 10th day of May, 2024."), gap(),
				dBlock,
				gap(),
				cb("CERTIFICATE OF SERVICE"),
				p("I hereby certify that I have this day filed the within and foregoing Defendants' Answer and Defenses using the Odyssey eFileGA system, which will automatically send e-mail notification of such filing to the following attorneys of record: Andre K. Booker and Simone E. Hartwell, Hartwell Booker Law, LLC, 1201 West Peachtree Street NW, Suite 2300, Atlanta, Georgia 30309."),
				l("This 10th day of May, 2024."),
				ls(pl+"/s/ Whitney B. Drayton", pl+"Whitney B. Drayton"),
			},
		}}

	leave := doc{name: "Notice of Leave of Absence.pdf", font: "Times", size: 11.5,
		pages: []page{
			with([]block{efiled("6/3/2024 9:12 AM")}, court, capt, []block{gap(),
				cb("NOTICE OF LEAVE OF ABSENCE"), gap(),
				p("COMES NOW Andre K. Booker, counsel for Plaintiff, and respectfully notifies all judges before whom he has cases pending, all affected clerks of court, and all opposing counsel, that he will be on leave pursuant to Rule 16 of the Uniform State Court Rules during the following periods:"),
				ls("     June 24, 2024 through July 5, 2024 (family vacation);", "     September 16, 2024 through September 20, 2024 (continuing legal education); and", "     November 25, 2024 through November 29, 2024 (holiday)."),
				gap(),
				p("All affected judges and opposing counsel shall have ten (10) days from the date of this Notice to object to it. If no objections are filed, the leave shall be granted."),
				l("This 3rd day of June, 2024."), gap(),
				ls(pl+"/s/ Andre K. Booker", pl+"Andre K. Booker", pl+"Georgia Bar No. 417382", pl+"Counsel for Plaintiff"),
			}),
			{
				cb("CERTIFICATE OF SERVICE"),
				p("I hereby certify that I have this day served a copy of the foregoing Notice of Leave of Absence upon the following by the Odyssey eFileGA system and by e-mail:"),
				ls("Honorable Myra C. Villanueva-Stokes", "Judge, State Court of Fulton County", "185 Central Avenue SW, Atlanta, Georgia 30303", "", "Whitney B. Drayton, Esq.", "Ellis R. McCullers, Esq.", "Drayton McCullers & Finch LLP", "3344 Peachtree Road NE, Suite 1600, Atlanta, Georgia 30326"),
				gap(),
				l("This 3rd day of June, 2024."),
				ls(pl+"/s/ Andre K. Booker", pl+"Andre K. Booker"),
			},
		}}

	consent := doc{name: "Consent Order Extending Discovery.pdf", font: "Times", size: 11.5,
		pages: []page{
			with([]block{efiled("10/14/2024 3:38 PM")}, court, capt, []block{gap(),
				cb("CONSENT ORDER EXTENDING DISCOVERY PERIOD"), gap(),
				p("The parties having consented hereto, as shown by the signatures of their counsel below, and it appearing that the deposition of Atlanta Police Department Detective Kwame D. Ashford and the deposition of Magnolia Crest Property Management, Inc. under O.C.G.A. § 9-11-30(b)(6) could not be completed within the discovery period, which began on May 10, 2024, and good cause having been shown, it is hereby"),
				p("ORDERED that the discovery period in this action is extended through and including January 31, 2025. Motions for summary judgment shall be filed no later than March 3, 2025. The parties shall file the consolidated pretrial order within thirty days after the Court rules on any motion for summary judgment, or by April 2, 2025 if none is filed."),
				l("SO ORDERED this 14th day of October, 2024."), gap(),
				ls(pl+"/s/ Myra C. Villanueva-Stokes", pl+"______________________________", pl+"Honorable Myra C. Villanueva-Stokes", pl+"Judge, State Court of Fulton County"),
				gap(),
				row([]float64{0.5, 0.5}, "Prepared and presented by:\n\n/s/ Whitney B. Drayton\nWhitney B. Drayton\nGeorgia Bar No. 229804\nCounsel for Defendants", "Consented to by:\n\n/s/ Simone E. Hartwell (with express permission)\nSimone E. Hartwell\nGeorgia Bar No. 552091\nCounsel for Plaintiff"),
			}),
		}}

	const (
		fc = "Complaint for Damages.pdf"
		fs = "Summons and Affidavit of Service.pdf"
		fa = "Defendants' Answer and Defenses.pdf"
		fl = "Notice of Leave of Absence.pdf"
		fo = "Consent Order Extending Discovery.pdf"
	)
	return spec{
		name:       "hollingsworth-v-peachline-residential-fulton",
		title:      "Hollingsworth v. Peachline Residential Partners, LLC (State Court of Fulton County, Ga., No. 24EV004187), negligent security",
		firstSight: &truth.Figures{PartyTruth: 9, PartyFound: 12, PartyCorrect: 8, EventTruth: 30, EventHits: 30, Grounded: 1}, // at commit cb2ba8b
		docs:       []doc{complaint, summons, answer, leave, consent},
		parties: []truth.Party{
			{Name: "Latrice M. Hollingsworth", Role: "plaintiff"},
			{Name: "Peachline Residential Partners, LLC", Role: "defendant"},
			{Name: "Magnolia Crest Property Management, Inc.", Role: "defendant"},
			{Name: "Andre K. Booker", Role: "counsel"},
			{Name: "Simone E. Hartwell", Role: "counsel"},
			{Name: "Whitney B. Drayton", Role: "counsel"},
			{Name: "Ellis R. McCullers", Role: "counsel"},
			{Name: "Myra C. Villanueva-Stokes", Role: "judge"},
			{Name: "Rashad T. Emeka-Collins", Role: "declarant"}, // the affidavit of service
		},
		events: []truth.Event{
			{Date: "2024-04-08", File: fc, Page: 1}, // the clerk's stamp
			{Date: "2022-06-01", File: fc, Page: 1},
			{Date: "2023-09-29", File: fc, Page: 2},
			{Date: "2023-10-03", File: fc, Page: 2},
			{Date: "2023-10-19", File: fc, Page: 2},
			{Date: "2022-01-01", File: fc, Page: 2},
			{Date: "2023-11-10", File: fc, Page: 2},
			{Date: "2023-11-11", File: fc, Page: 2},
			{Date: "2024-04-08", File: fc, Page: 2},
			{Date: "2024-04-08", File: fs, Page: 1}, // the stamp and the summons's date
			{Date: "2024-04-11", File: fs, Page: 2},
			{Date: "2024-04-12", File: fs, Page: 2},
			{Date: "2024-05-10", File: fa, Page: 1}, // the clerk's stamp
			{Date: "2022-06-01", File: fa, Page: 1},
			{Date: "2023-10-19", File: fa, Page: 1},
			{Date: "2023-11-14", File: fa, Page: 1},
			{Date: "2024-05-10", File: fa, Page: 2},
			{Date: "2024-06-03", File: fl, Page: 1}, // the stamp and the notice's date
			{Date: "2024-06-24", File: fl, Page: 1},
			{Date: "2024-07-05", File: fl, Page: 1},
			{Date: "2024-09-16", File: fl, Page: 1},
			{Date: "2024-09-20", File: fl, Page: 1},
			{Date: "2024-11-25", File: fl, Page: 1},
			{Date: "2024-11-29", File: fl, Page: 1},
			{Date: "2024-06-03", File: fl, Page: 2},
			{Date: "2024-10-14", File: fo, Page: 1}, // the stamp and the order's date
			{Date: "2024-05-10", File: fo, Page: 1},
			{Date: "2025-01-31", File: fo, Page: 1},
			{Date: "2025-03-03", File: fo, Page: 1},
			{Date: "2025-04-02", File: fo, Page: 1},
		},
	}
}
