package samples

// DEV SET (held out at first sight): a commercial lease dispute in the
// District Court of Travis County, Texas: a restaurant tenant sues its
// landlord and the landlord's property manager to stop a lockout. The
// district clerk's e-filing stamp in the top right corner of each filing
// ("Filed 3/4/2025 2:17 PM / Velva L. Price / District Clerk / Travis
// County / D-1-GN-25-001187 / Envelope No. 97581234 / By: X"); "CAUSE NO.
// D-1-GN-25-001187" over a "§"-ruled caption with the court at the right
// ("IN THE DISTRICT COURT OF / TRAVIS COUNTY, TEXAS / 201ST JUDICIAL
// DISTRICT"); the plaintiff's original petition and application for
// temporary restraining order and temporary injunction ("TO THE
// HONORABLE JUDGE OF SAID COURT:", "DISCOVERY CONTROL PLAN", defendants
// "may be served through its registered agent, X", the lease and the
// landlord's notice of default, "PRAYER", "Respectfully submitted," over
// the firm, "By: /s/ X", each lawyer's "State Bar No." and email under his
// name, "ATTORNEYS FOR PLAINTIFF", a certificate of service by email on
// the defendants' lawyer under Rule 21a); the Rule 11 agreement letter
// between counsel on the defence firm's letterhead ("Via Email", "Re:",
// the agreed terms numbered, "AGREED:" with the other lawyer's signature,
// "cc:" the landlord's asset manager with his title and company); and the
// temporary injunction ("came on to be heard", the witnesses who
// testified, findings, "IT IS THEREFORE ORDERED", the bond, the trial
// setting, "SIGNED on March 24, 2025.", the judge's signature over "JUDGE
// PRESIDING", "APPROVED AS TO FORM:" blocks of both sides' lawyers).
// Conventions: the tenant is the plaintiff; the landlord and the property
// manager are defendants; the three lawyers are counsel, and the letter's
// writer is its sender and its addressee its recipient; a person copied
// on the letter ("cc:") is a recipient (HELDOUT.md), by his name, not his
// company; the tenant's managing member and the landlord's asset manager
// who testified at the injunction hearing are witnesses; the judge who
// signs over "JUDGE PRESIDING" is the judge. The district clerk, her
// deputy and the registered agent are no parties. The stamp's filing date
// is an event on each filing's first page.
func init() { specs = append(specs, casaMaravilla) }

func casaMaravilla() matterSpec {
	const (
		petF = "Plaintiff's Original Petition and Application for TRO.pdf"
		r11F = "Rule 11 Agreement 2025-03-06.pdf"
		tiF  = "Temporary Injunction D-1-GN-25-001187.pdf"
	)
	stamp := func(when, envelope, deputy string) block {
		return small(r("Filed "+when+"\nVelva L. Price\nDistrict Clerk\nTravis County\nD-1-GN-25-001187\nEnvelope No. "+envelope+"\nBy: "+deputy), 8)
	}
	capt := []block{
		c("CAUSE NO. D-1-GN-25-001187"), gap(),
		caption("§", []string{
			"CASA MARAVILLA COCINA, LLC,",
			"     Plaintiff,",
			"",
			"v.",
			"",
			"PECAN ROW RETAIL PARTNERS, LTD. and",
			"STONEBRIDGE PROPERTY SERVICES, LLC,",
			"     Defendants.",
		}, []string{
			"IN THE DISTRICT COURT OF",
			"", "", "",
			"TRAVIS COUNTY, TEXAS",
			"", "",
			"201ST JUDICIAL DISTRICT",
		}),
		gap(),
	}

	pet := doc{name: petF, font: "Times", size: 11, unicode: true, footer: "PLAINTIFF'S ORIGINAL PETITION AND APPLICATION FOR TRO AND TEMPORARY INJUNCTION - Page %d",
		pages: []page{
			append(append([]block{stamp("3/4/2025 2:17 PM", "97581234", "Ruben Tamez")}, capt...),
				cb("PLAINTIFF'S ORIGINAL PETITION AND APPLICATION FOR"),
				cb("TEMPORARY RESTRAINING ORDER AND TEMPORARY INJUNCTION"), gap(),
				l("TO THE HONORABLE JUDGE OF SAID COURT:"), gap(),
				p("Plaintiff Casa Maravilla Cocina, LLC (\"Casa Maravilla\") files this Original Petition and Application for Temporary Restraining Order and Temporary Injunction against Defendants Pecan Row Retail Partners, Ltd. (\"Landlord\") and Stonebridge Property Services, LLC (\"Stonebridge\"), and respectfully shows the Court as follows:"),
				cb("I. DISCOVERY CONTROL PLAN"),
				p("1. Plaintiff intends to conduct discovery under Level 2 of Texas Rule of Civil Procedure 190.3 and seeks monetary relief of $250,000 or less and non-monetary relief. Tex. R. Civ. P. 47(c)(1)."),
				cb("II. PARTIES"),
				p("2. Plaintiff Casa Maravilla Cocina, LLC is a Texas limited liability company that operates a restaurant at 2310 South Lamar Boulevard, Suite 104, Austin, Texas 78704 (the \"Premises\")."),
				p("3. Defendant Pecan Row Retail Partners, Ltd. is a Texas limited partnership that owns the Pecan Row shopping center and may be served through its registered agent, Corwin H. Blaylock, 814 West 10th Street, Austin, Texas 78701."),
				p("4. Defendant Stonebridge Property Services, LLC is a Texas limited liability company that manages the shopping center for Landlord and may be served through its registered agent, Registered Agents of Texas, Inc., 700 Lavaca Street, Suite 1401, Austin, Texas 78701."),
			),
			{
				cb("III. JURISDICTION AND VENUE"),
				p("5. The amount in controversy is within the jurisdictional limits of this Court. Venue is proper in Travis County because the Premises are located here. Tex. Civ. Prac. & Rem. Code § 15.011."),
				cb("IV. FACTS"),
				p("6. Casa Maravilla leases the Premises under a Shopping Center Lease dated August 15, 2021 (the \"Lease\") for a term of ten years. Section 9.3 of the Lease makes Landlord responsible for the roof and the building's structural elements."),
				p("7. Since October 2024 the roof over the Premises has leaked into the dining room whenever it rains. Casa Maravilla reported the leaks to Stonebridge in writing on October 11, 2024 and again on December 2, 2024. No repairs were made, and Casa Maravilla closed its dining room for nine days in January 2025."),
				p("8. Casa Maravilla withheld $9,225, one half of its February rent, under Section 9.5 of the Lease, which permits the tenant to offset the cost of repairs Landlord fails to make within 30 days of notice. On February 18, 2025, Stonebridge served a Notice of Default and Intent to Change Locks, stating that Landlord would change the locks on the Premises on or after March 7, 2025 unless $9,225 and a $2,500 \"default fee\" were paid."),
				cb("V. CAUSES OF ACTION"),
				p("9. Breach of contract. Landlord breached Section 9.3 of the Lease. Stonebridge, as Landlord's agent, is jointly liable for its own acts in threatening an unlawful lockout."),
				p("10. Declaratory judgment. Casa Maravilla seeks a declaration under Tex. Civ. Prac. & Rem. Code ch. 37 that its rent offset was permitted by Section 9.5 and that it is not in default."),
				cb("VI. APPLICATION FOR TRO AND TEMPORARY INJUNCTION"),
				p("11. A lockout would close a restaurant employing 34 people, cause the loss of perishable inventory and goodwill, and do harm for which damages are no adequate remedy. Casa Maravilla is likely to succeed on the merits."),
			},
			{
				cb("VII. PRAYER"),
				p("Casa Maravilla asks the Court to issue a temporary restraining order and, after a hearing, a temporary injunction restraining Defendants from changing the locks on or otherwise excluding Casa Maravilla from the Premises, and on final trial to award it actual damages, the declaration sought, attorney's fees under Tex. Civ. Prac. & Rem. Code § 38.001, costs and interest."),
				ls("                                                  Respectfully submitted,",
					"",
					"                                                  LOZANO HARTWELL PLLC",
					"                                                  600 Congress Avenue, Suite 1450",
					"                                                  Austin, Texas 78701",
					"                                                  Tel.: (512) 555-0162",
					"                                                  Fax: (512) 555-0163",
					"",
					"                                                  By: /s/ Benjamin A. Lozano",
					"                                                  Benjamin A. Lozano",
					"                                                  State Bar No. 24061187",
					"                                                  blozano@lozanohartwell.com",
					"                                                  Keisha M. Durand",
					"                                                  State Bar No. 24098830",
					"                                                  kdurand@lozanohartwell.com",
					"",
					"                                                  ATTORNEYS FOR PLAINTIFF"),
				gap(),
				cb("CERTIFICATE OF SERVICE"),
				p("I certify that on March 4, 2025, a true and correct copy of this petition and application, with notice of the hearing on the application for temporary restraining order set for March 6, 2025, was served by email under Texas Rule of Civil Procedure 21a on Lauren E. Whitfield, Garrick Pound LLP, lwhitfield@garrickpound.com, who has advised that she represents both Defendants in this matter."),
				ls("                                                  /s/ Benjamin A. Lozano",
					"                                                  Benjamin A. Lozano"),
			},
		}}

	r11 := doc{name: r11F, font: "Times", size: 11, unicode: true,
		pages: []page{
			{
				stamp("3/6/2025 4:52 PM", "97702219", "Selina Ortiz"),
				cb("GARRICK POUND LLP"),
				c("111 Congress Avenue, Suite 2200  |  Austin, Texas 78701  |  (512) 555-0130"), gap(),
				ls("Lauren E. Whitfield",
					"Partner",
					"Direct: (512) 555-0138",
					"lwhitfield@garrickpound.com"),
				gap(),
				l("March 6, 2025"), gap(),
				ls("Via Email: blozano@lozanohartwell.com",
					"",
					"Benjamin A. Lozano",
					"Lozano Hartwell PLLC",
					"600 Congress Avenue, Suite 1450",
					"Austin, Texas 78701"),
				gap(),
				ls("     Re:   Cause No. D-1-GN-25-001187; Casa Maravilla Cocina, LLC v. Pecan Row Retail",
					"              Partners, Ltd., et al.; in the 201st Judicial District Court of Travis County, Texas;",
					"              Rule 11 Agreement"),
				gap(),
				l("Dear Ben:"), gap(),
				p("This letter confirms the agreement our clients reached today, in lieu of the hearing on your client's application for temporary restraining order that was set for this afternoon:"),
				p("1. Defendants will not change the locks on, or otherwise interfere with Casa Maravilla's possession of, the Premises until the Court rules on Plaintiff's application for temporary injunction."),
				p("2. Casa Maravilla will deposit $9,225 into the registry of the Court no later than March 10, 2025, and will pay March and later rent to Stonebridge when due."),
				p("3. The parties will ask the Court to hear the application for temporary injunction on March 20, 2025 at 9:00 a.m., and will exchange exhibits and witness lists by 5:00 p.m. on March 17, 2025."),
			},
			{
				p("4. Defendants do not waive, and expressly reserve, all claims and defenses, including their claim for the default fee."),
				p("If this accurately states our agreement, please sign below and return a copy to me. I will file it with the Court as an agreement under Texas Rule of Civil Procedure 11."),
				gap(),
				ls("Sincerely,",
					"",
					"/s/ Lauren E. Whitfield",
					"Lauren E. Whitfield"),
				gap(),
				ls("AGREED:",
					"",
					"/s/ Benjamin A. Lozano",
					"Benjamin A. Lozano",
					"Counsel for Plaintiff Casa Maravilla Cocina, LLC",
					"Date: March 6, 2025"),
				gap(),
				ls("cc:   Anand Iyer, Asset Manager, Pecan Row Retail Partners, Ltd. (via email)"),
				gap(),
				small(c("Garrick Pound LLP  -  Austin  |  San Antonio"), 8),
			},
		}}

	ti := doc{name: tiF, font: "Times", size: 11, unicode: true,
		pages: []page{
			append(append([]block{stamp("3/24/2025 3:05 PM", "98214577", "Ruben Tamez")}, capt...),
				cb("TEMPORARY INJUNCTION"), gap(),
				p("On March 20, 2025, the Court heard Plaintiff Casa Maravilla Cocina, LLC's Application for Temporary Injunction. Plaintiff appeared through its attorneys of record, Benjamin A. Lozano and Keisha M. Durand. Defendants Pecan Row Retail Partners, Ltd. and Stonebridge Property Services, LLC appeared through their attorney of record, Lauren E. Whitfield. The Court heard the testimony of Ximena Ocampo-Reyes, managing member of Plaintiff, and of Anand Iyer, asset manager of Defendant Pecan Row Retail Partners, Ltd., received the exhibits offered, and heard the argument of counsel."),
				p("The Court FINDS that Plaintiff has pleaded a cause of action for breach of the Shopping Center Lease dated August 15, 2021 and has shown a probable right to recover on it; that unless Defendants are enjoined they will change the locks on the Premises and exclude Plaintiff from them, closing Plaintiff's restaurant; and that Plaintiff would suffer imminent and irreparable harm for which it has no adequate remedy at law, in the loss of its business, employees and goodwill, which cannot be measured by any certain pecuniary standard."),
				p("IT IS THEREFORE ORDERED that Defendants Pecan Row Retail Partners, Ltd. and Stonebridge Property Services, LLC, their officers, agents, servants and employees, and those in active concert or participation with them who receive actual notice of this order, are enjoined from changing the locks on, or otherwise excluding Plaintiff from, the premises at 2310 South Lamar Boulevard, Suite 104, Austin, Texas, on account of the rent withheld for February 2025 or the default fee claimed in the Notice of Default dated February 18, 2025."),
			),
			{
				p("IT IS FURTHER ORDERED that this temporary injunction is conditioned on Plaintiff's continuing to pay rent as it falls due, and that the $9,225 deposited into the registry of the Court on March 10, 2025 remain there pending further order."),
				p("The Clerk shall issue a writ of injunction on Plaintiff's filing a bond in the amount of $15,000, which the Court finds adequate. This case is set for trial on the merits on September 15, 2025 at 9:00 a.m."),
				gap(),
				l("SIGNED on March 24, 2025."), gap(),
				ls("                                                  /s/ Catalina M. Stroud",
					"                                                  ________________________________",
					"                                                  JUDGE PRESIDING"),
				gap(),
				l("APPROVED AS TO FORM:"), gap(),
				ls("/s/ Benjamin A. Lozano                                       /s/ Lauren E. Whitfield",
					"Benjamin A. Lozano                                              Lauren E. Whitfield",
					"State Bar No. 24061187                                         State Bar No. 24077415",
					"LOZANO HARTWELL PLLC                                          GARRICK POUND LLP",
					"Attorneys for Plaintiff                                          Attorneys for Defendants"),
			},
		}}

	return matterSpec{
		name: "casa-maravilla-v-pecan-row", title: "Casa Maravilla Cocina, LLC v. Pecan Row Retail Partners, Ltd., et al. (201st District Court, Travis County, Texas, No. D-1-GN-25-001187)", heldOut: true,
		firstSight: &Figures{PartyTruth: 12, PartyFound: 12, PartyCorrect: 11, EventTruth: 20, EventHits: 20, Grounded: 1}, // at ad71891
		docs:       []doc{pet, r11, ti},
		parties: []Party{
			{"Casa Maravilla Cocina, LLC", "plaintiff"},
			{"Pecan Row Retail Partners, Ltd.", "defendant"},
			{"Stonebridge Property Services, LLC", "defendant"},
			{"Benjamin A. Lozano", "counsel"},
			{"Benjamin A. Lozano", "recipient"}, // the Rule 11 letter's addressee
			{"Keisha M. Durand", "counsel"},
			{"Lauren E. Whitfield", "counsel"},
			{"Lauren E. Whitfield", "sender"},
			{"Anand Iyer", "recipient"}, // "cc:" with his title and company
			{"Anand Iyer", "witness"},
			{"Ximena Ocampo-Reyes", "witness"},
			{"Catalina M. Stroud", "judge"},
		},
		events: []Event{
			{"2025-03-04", petF, 1},
			{"2021-08-15", petF, 2},
			{"2024-10-11", petF, 2},
			{"2024-12-02", petF, 2},
			{"2025-02-18", petF, 2},
			{"2025-03-07", petF, 2},
			{"2025-03-04", petF, 3},
			{"2025-03-06", petF, 3},
			{"2025-03-06", r11F, 1},
			{"2025-03-10", r11F, 1},
			{"2025-03-20", r11F, 1},
			{"2025-03-17", r11F, 1},
			{"2025-03-06", r11F, 2},
			{"2025-03-24", tiF, 1},
			{"2025-03-20", tiF, 1},
			{"2021-08-15", tiF, 1},
			{"2025-02-18", tiF, 1},
			{"2025-03-10", tiF, 2},
			{"2025-09-15", tiF, 2},
			{"2025-03-24", tiF, 2},
		},
	}
}
