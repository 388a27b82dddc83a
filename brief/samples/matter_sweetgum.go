package samples

// DEV SET (held out at first sight): a dispossessory proceeding in the
// Magistrate Court of DeKalb County, Georgia, on the court's forms. The
// landlord's dispossessory affidavit ("MAGISTRATE COURT OF DEKALB COUNTY /
// STATE OF GEORGIA", "CIVIL ACTION FILE NO. 24D08712", label columns
// "Plaintiff's Name, Address, Phone" and "Defendant's Name, Address" with
// "and all other occupants", "Personally appeared before me the undersigned
// affiant who on oath says that he/she is the [ ] Owner [X] Agent of the
// Owner", lettered check boxes, the rent and the demand date, the affiant's
// signature and title, "Sworn to and subscribed before me this 6th day of
// August, 2024" over a deputy clerk, and the summons below it "TO THE
// DEFENDANT:" with the seven-day warning); the tenant's answer on the
// court's check-box form ("[X] Defendant denies ...", "[X] The landlord has
// failed to make repairs", a counterclaim line, "Defendant's Signature",
// the date); and the writ of possession signed by the magistrate
// ("JUDGMENT" with "[X] Plaintiff appeared [X] Defendant appeared", "The
// Court finds", "TO: The Marshal of DeKalb County or his lawful deputies",
// "WITNESS the Honorable X, Magistrate, this 4th day of September, 2024").
// Conventions: the landlord is the plaintiff and the tenant the defendant;
// the property manager who swears the affidavit as the owner's agent is
// its declarant; the landlord's attorney on the form's "Plaintiff's
// Attorney" line is counsel; the magistrate is the judge. The deputy clerk
// who takes the oath, the marshal and the other occupants (unnamed) are no
// parties.
func init() { specs = append(specs, sweetgum) }

func sweetgum() matterSpec {
	const (
		affF  = "Dispossessory Affidavit 24D08712.pdf"
		ansF  = "Dispossessory Answer 24D08712.pdf"
		writF = "Writ of Possession 24D08712.pdf"
	)
	head := []block{
		cb("IN THE MAGISTRATE COURT OF DEKALB COUNTY"),
		cb("STATE OF GEORGIA"), gap(),
		r("CIVIL ACTION FILE NO. 24D08712"),
		ls("Plaintiff's Name, Address, Phone                         Defendant's Name, Address",
			"SWEETGUM TERRACE APARTMENTS, LLC                          TAVON MITCHELL",
			"c/o Brookhollow Residential Management                    and all other occupants",
			"2875 Panola Road, Suite 110                               4120 Sweetgum Terrace Dr., Apt. 12B",
			"Lithonia, GA 30058      (770) 555-0194                    Decatur, GA 30035"),
		gap(),
	}

	aff := doc{name: affF, font: "Helvetica", size: 9.5, footer: "DeKalb Magistrate Court Form DISP-1 (Rev. 07/2023)",
		pages: []page{
			append(append([]block{}, head...),
				cb("DISPOSSESSORY AFFIDAVIT"), gap(),
				p("Personally appeared before me the undersigned affiant who on oath says that he/she is the [ ] Owner [X] Agent of the Owner of the premises located at 4120 Sweetgum Terrace Dr., Apt. 12B, Decatur, DeKalb County, Georgia 30035, and that the Defendant is in possession of the premises as a [X] Tenant [ ] Tenant at Will [ ] Tenant at Sufferance [ ] Intruder, and that:"),
				ls("(a)  [X]  Defendant has failed to pay the rent which is now past due.",
					"(b)  [ ]  Defendant is holding over beyond the term of the rental agreement.",
					"(c)  [ ]  Other:  _____________________________________________"),
				p("The rent is $1,385.00 per month, due on the first day of each month. Rent has been unpaid since July 1, 2024. Possession of the premises was demanded on August 2, 2024 and the Defendant has failed and refused to deliver possession."),
				p("Affiant requests that a Summons be issued and that Plaintiff have judgment for possession of the premises and for past due rent of $2,770.00, plus rent accruing at $1,385.00 per month to the date of judgment, and court costs."),
				gap(),
				ls("/s/ Renee Okafor                                           Plaintiff's Attorney (if any):",
					"Affiant's Signature                                        Gordon P. Whitfield, GA Bar No. 558102",
					"Renee Okafor, Property Manager                             Whitfield Landlord Law, P.C.",
					"Agent for Plaintiff                                        1100 Peachtree St. NE, Suite 500, Atlanta, GA 30309"),
				gap(),
				ls("Sworn to and subscribed before me this 6th day of August, 2024.",
					"",
					"/s/ M. Baptiste",
					"Deputy Clerk, Magistrate Court of DeKalb County"),
				gap(),
				cb("SUMMONS"),
				p("TO THE DEFENDANT: You are hereby commanded to answer this affidavit, in writing or orally, within seven (7) days from the date of service. If the seventh day falls on a Saturday, Sunday or legal holiday, you may answer on the next business day. If you fail to answer, a writ of possession may be issued against you and judgment entered by default."),
				ls("This 6th day of August, 2024.                               Clerk, Magistrate Court of DeKalb County",
					"                                                           By: /s/ M. Baptiste, Deputy Clerk"),
			),
		}}

	ans := doc{name: ansF, font: "Helvetica", size: 9.5, footer: "DeKalb Magistrate Court Form DISP-3 (Rev. 07/2023)",
		pages: []page{
			append(append([]block{}, head...),
				cb("ANSWER TO DISPOSSESSORY AFFIDAVIT"), gap(),
				l("The Defendant answers the Plaintiff's affidavit as follows (check all that apply):"),
				ls("[X]  Defendant denies that Defendant owes the rent claimed.",
					"[ ]  Defendant has paid the rent and the Plaintiff has refused it.",
					"[X]  The landlord has failed to make repairs. Defendant has given the landlord notice of the need for repairs.",
					"[ ]  The landlord has accepted rent after the demand for possession.",
					"[ ]  Defendant is not a tenant of the Plaintiff.",
					"[X]  Other defense:"),
				p("The air conditioning in the unit stopped working on June 12, 2024 and the landlord did not fix it until July 24, 2024 despite three written work orders. I withheld July rent because the unit was not fit to live in during the heat. I offered to pay August rent on August 5, 2024 and the office would not take it."),
				ls("[X]  COUNTERCLAIM: Plaintiff owes Defendant $1,385.00 for the loss of use of the premises and the cost of a",
					"     portable air conditioner and a motel stay."),
				gap(),
				l("Defendant requests a hearing.   [X] Yes   [ ] No"),
				gap(),
				ls("/s/ Tavon Mitchell                                         Date:  August 12, 2024",
					"Defendant's Signature",
					"",
					"Tavon Mitchell, pro se                                     Phone: (404) 555-0172",
					"4120 Sweetgum Terrace Dr., Apt. 12B, Decatur, GA 30035"),
				gap(),
				small(l("FOR CLERK'S USE:   Answer filed 08/12/2024      Hearing set: 08/27/2024  9:00 a.m.   Courtroom 1B"), 8.5),
			),
		}}

	writ := doc{name: writF, font: "Helvetica", size: 9.5, footer: "DeKalb Magistrate Court Form DISP-7 (Rev. 07/2023)",
		pages: []page{
			append(append([]block{}, head...),
				cb("JUDGMENT AND WRIT OF POSSESSION"), gap(),
				l("JUDGMENT"),
				ls("This case came on for hearing on August 27, 2024.    [X] Plaintiff appeared    [X] Defendant appeared"),
				p("The Court finds that the Defendant failed to pay rent when due and that the Defendant's defense and counterclaim for failure to repair are not supported by the evidence beyond a credit of $350.00. Judgment is entered for the Plaintiff for possession of the premises and for past due rent of $2,420.00 and court costs of $98.00."),
				gap(),
				cb("WRIT OF POSSESSION"),
				p("TO: The Marshal of DeKalb County or his lawful deputies:"),
				p("The Court having awarded the Plaintiff possession of the premises located at 4120 Sweetgum Terrace Dr., Apt. 12B, Decatur, Georgia 30035 on August 27, 2024, and more than seven days having passed, you are hereby commanded to deliver full and quiet possession of the premises, together with the rental property, to the Plaintiff, and to remove the Defendant and all other occupants therefrom."),
				gap(),
				ls("WITNESS the Honorable Latrice A. Kimbrough, Magistrate, this 4th day of September, 2024.",
					"",
					"",
					"                                                      /s/ Latrice A. Kimbrough",
					"                                                      Magistrate, Magistrate Court of DeKalb County"),
				gap(),
				small(l("Writ issued 09/04/2024. Received by Marshal's Office: 09/05/2024, Deputy #2217."), 8.5),
			),
		}}

	return matterSpec{
		name: "sweetgum-terrace-v-mitchell", title: "Sweetgum Terrace Apartments, LLC v. Mitchell (Magistrate Court of DeKalb County, Ga., 24D08712)", heldOut: true,
		firstSight: &Figures{PartyTruth: 5, PartyFound: 4, PartyCorrect: 4, EventTruth: 11, EventHits: 11, Grounded: 1}, // at 4b1925b
		docs:       []doc{aff, ans, writ},
		parties: []Party{
			{"Sweetgum Terrace Apartments, LLC", "plaintiff"},
			{"Tavon Mitchell", "defendant"},
			{"Renee Okafor", "declarant"}, // the owner's agent who swears the affidavit
			{"Gordon P. Whitfield", "counsel"},
			{"Latrice A. Kimbrough", "judge"},
		},
		events: []Event{
			{"2024-07-01", affF, 1},
			{"2024-08-02", affF, 1},
			{"2024-08-06", affF, 1},
			{"2024-06-12", ansF, 1},
			{"2024-07-24", ansF, 1},
			{"2024-08-05", ansF, 1},
			{"2024-08-12", ansF, 1},
			{"2024-08-27", ansF, 1},
			{"2024-08-27", writF, 1},
			{"2024-09-04", writF, 1},
			{"2024-09-05", writF, 1},
		},
	}
}
