package samples

// DEV SET (held out at first sight): a construction payment suit in the
// Circuit Court of Cook County, Law Division. The clerk's e-filing stamp
// at the top right ("FILED / 2/12/2024 3:41 PM / X / CIRCUIT CLERK / COOK
// COUNTY, IL / 2024L001562"), "Firm I.D. No." above the court's name, a
// ")"-ruled caption with each party described after its name; the
// complaint at law ("NOW COMES the Plaintiff, ... by and through its
// attorneys", counts, "By: /s/ X / One of Its Attorneys" over the lawyers'
// block with ARDC numbers and the firm's Cook County number); the client's
// verification by certification under 735 ILCS 5/1-109 signed by its
// president; a Rule 201(k) letter between counsel ("Dear Owen:", signed by
// first name, "cc:" co-counsel); and the court's order on its form ("This
// cause coming to be heard on", numbered paragraphs, the filing lawyer's
// "Atty. No.: / Name: / Atty. for: / Address:" box beside "ENTERED:" and
// the judge's stamp "Judge X No. 2041"). Whoever verifies by certification
// is its declarant.
func init() { specs = append(specs, prairieForge) }

func prairieForge() matterSpec {
	court := []block{cb("IN THE CIRCUIT COURT OF COOK COUNTY, ILLINOIS"), cb("COUNTY DEPARTMENT, LAW DIVISION"), gap()}
	capt := caption(")", []string{
		"PRAIRIE FORGE STEEL, INC., an Illinois",
		"corporation,",
		"                    Plaintiff,",
		"          v.",
		"HALSTED YARDS DEVELOPMENT LLC, a",
		"Delaware limited liability company, and",
		"BRANDVOLD CONSTRUCTION CO., an",
		"Illinois corporation,",
		"                    Defendants.",
	}, []string{"", "", "", "No. 2024 L 001562", "", "", "", "", ""})

	complaint := doc{name: "Complaint at Law.pdf", font: "Times", size: 12,
		pages: []page{
			append([]block{
				small(r("FILED\n2/12/2024 3:41 PM\nMARIANA T. RUIZ\nCIRCUIT CLERK\nCOOK COUNTY, IL\n2024L001562"), 8),
				small(l("Firm I.D. No. 44821"), 9),
			}, append(append([]block{}, court...), capt, gap(),
				cb("COMPLAINT AT LAW"), gap(),
				p("NOW COMES the Plaintiff, PRAIRIE FORGE STEEL, INC. (\"Prairie Forge\"), by and through its attorneys, Gallagher Sethi LLC, and for its Complaint at Law against the Defendants, HALSTED YARDS DEVELOPMENT LLC (\"Owner\") and BRANDVOLD CONSTRUCTION CO. (\"Brandvold\"), states as follows:"),
				cb("COUNT I - BREACH OF CONTRACT (Brandvold)"),
				p("1. On March 22, 2023, Brandvold, the general contractor for the Owner's mixed-use building at 1330 North Halsted Street, Chicago, subcontracted the structural steel work to Prairie Forge for $3,480,000 (the \"Subcontract\")."),
			)...),
			{
				p("2. Prairie Forge completed its work on October 31, 2023. Brandvold has failed to pay pay applications nos. 7 through 9 and retainage, a total of $912,655, despite written demand on December 15, 2023."),
				cb("COUNT II - QUANTUM MERUIT (Owner)"),
				p("3. The Owner accepted and retains the benefit of Prairie Forge's steel, the reasonable value of which exceeds the unpaid balance, and has paid Brandvold nothing for it since January 10, 2024."),
				p("WHEREFORE, Prairie Forge prays for judgment against Brandvold and the Owner in the amount of $912,655, plus interest under the Illinois Prompt Payment Act, costs, and such further relief as the Court deems just."),
				ls("                                          Respectfully submitted,", "",
					"                                          PRAIRIE FORGE STEEL, INC.", "",
					"                                          By: /s/ Owen P. Gallagher",
					"                                              One of Its Attorneys"),
				gap(),
				ls("Owen P. Gallagher (ARDC No. 6298811)", "Nadia R. Sethi (ARDC No. 6331409)", "GALLAGHER SETHI LLC (Firm No. 44821)",
					"211 West Wacker Drive, Suite 1500", "Chicago, Illinois 60606", "(312) 555-0126", "ogallagher@gallaghersethi.com"),
			},
			{
				cb("VERIFICATION BY CERTIFICATION"), gap(),
				p("Under penalties as provided by law pursuant to Section 1-109 of the Code of Civil Procedure, the undersigned certifies that the statements set forth in this instrument are true and correct, except as to matters therein stated to be on information and belief and as to such matters the undersigned certifies as aforesaid that she verily believes the same to be true."),
				ls("", "Dated: February 9, 2024                   /s/ Helen M. Brzezinski", "                                          Helen M. Brzezinski", "                                          President, Prairie Forge Steel, Inc."),
			},
		}}

	letter := doc{name: "Voigt letter 2024-06-18 (Rule 201(k)).pdf", font: "Times", size: 11.5,
		pages: []page{{
			cb("VOIGT MARKHAM LLP"), small(c("70 West Madison Street, Suite 3300  |  Chicago, Illinois 60602  |  (312) 555-0170"), 9), gap(),
			ls("Laura E. Voigt", "lvoigt@voigtmarkham.com", "", "June 18, 2024", "", "By Email",
				"Owen P. Gallagher", "Gallagher Sethi LLC", "211 West Wacker Drive, Suite 1500", "Chicago, Illinois 60606"),
			gap(),
			ls("Re:   Prairie Forge Steel, Inc. v. Halsted Yards Development LLC, et al.,", "      No. 2024 L 001562 - Rule 201(k) correspondence"),
			gap(),
			l("Dear Owen:"),
			p("I write under Supreme Court Rule 201(k) about Prairie Forge's responses to Brandvold's first document requests, served on May 28, 2024. Prairie Forge has not produced its shop drawings, its daily fabrication logs or its correspondence with its mill about the late delivery of the W14 columns in July 2023, and has objected to each request as overbroad without saying what it is withholding."),
			p("Please let me know by June 25, 2024 when Prairie Forge will supplement, and give me times on June 26 or 27, 2024 for a call if you disagree. If we cannot resolve this, Brandvold will move to compel."),
			ls("Best regards,", "", "/s/ Laura", "", "Laura E. Voigt", "", "cc:   Nadia R. Sethi (by email)"),
		}}}

	order := doc{name: "Order 2024-08-30.pdf", font: "Helvetica", size: 10,
		footer: "Iris-form CCL 0002                                                                                                                   Order",
		pages: []page{{
			cb("IN THE CIRCUIT COURT OF COOK COUNTY, ILLINOIS"), cb("COUNTY DEPARTMENT, LAW DIVISION"), gap(),
			ls("Prairie Forge Steel, Inc.",
				"                     v.                                              No. 2024 L 001562",
				"Halsted Yards Development LLC, et al."),
			gap(), cb("ORDER"), gap(),
			p("This cause coming to be heard on Defendants' Motion to Dismiss Count II under 735 ILCS 5/2-615, due notice having been given and the Court being fully advised in the premises, IT IS HEREBY ORDERED:"),
			p("1) Defendants' Motion to Dismiss Count II is DENIED."),
			p("2) Defendants shall answer the Complaint on or before 09/20/2024."),
			p("3) Brandvold's motion to compel is withdrawn by agreement; Plaintiff shall supplement its production by 09/27/2024."),
			p("4) This matter is set for case management conference on 10/29/2024 at 9:30 a.m. in Courtroom 2208 (via Zoom)."),
			gap(),
			ls("Atty. No.:     44821                                           ENTERED:",
				"Name:          Gallagher Sethi LLC",
				"Atty. for:     Plaintiff                                       Judge Theresa K. Olander       No. 2041",
				"Address:       211 West Wacker Drive, Suite 1500",
				"City/State/Zip: Chicago, IL 60606                              ENTERED",
				"Telephone:     (312) 555-0126                                  JUDGE THERESA K. OLANDER-2041",
				"Primary Email: ogallagher@gallaghersethi.com                   AUG 30 2024",
				"                                                               CIRCUIT COURT - 2041"),
		}}}

	return matterSpec{
		name: "prairie-forge-v-halsted-yards", title: "Prairie Forge Steel, Inc. v. Halsted Yards Development LLC (Cir. Ct. Cook County, No. 2024 L 001562)", heldOut: true,
		firstSight: &Figures{PartyTruth: 11, PartyFound: 10, PartyCorrect: 9, EventTruth: 15, EventHits: 13, Grounded: 1}, // at 5745bf8
		docs:       []doc{complaint, letter, order},
		parties: []Party{
			{"Prairie Forge Steel, Inc.", "plaintiff"},
			{"Halsted Yards Development LLC", "defendant"},
			{"Brandvold Construction Co.", "defendant"},
			{"Owen P. Gallagher", "counsel"},
			{"Owen P. Gallagher", "recipient"},
			{"Nadia R. Sethi", "counsel"},
			{"Nadia R. Sethi", "recipient"},
			{"Laura E. Voigt", "counsel"},
			{"Laura E. Voigt", "sender"},
			{"Helen M. Brzezinski", "declarant"},
			{"Theresa K. Olander", "judge"},
		},
		events: []Event{
			{"2024-02-12", "Complaint at Law.pdf", 1},
			{"2023-03-22", "Complaint at Law.pdf", 1},
			{"2023-10-31", "Complaint at Law.pdf", 2},
			{"2023-12-15", "Complaint at Law.pdf", 2},
			{"2024-01-10", "Complaint at Law.pdf", 2},
			{"2024-02-09", "Complaint at Law.pdf", 3},
			{"2024-06-18", "Voigt letter 2024-06-18 (Rule 201(k)).pdf", 1},
			{"2024-05-28", "Voigt letter 2024-06-18 (Rule 201(k)).pdf", 1},
			{"2024-06-25", "Voigt letter 2024-06-18 (Rule 201(k)).pdf", 1},
			{"2024-06-26", "Voigt letter 2024-06-18 (Rule 201(k)).pdf", 1},
			{"2024-06-27", "Voigt letter 2024-06-18 (Rule 201(k)).pdf", 1},
			{"2024-09-20", "Order 2024-08-30.pdf", 1},
			{"2024-09-27", "Order 2024-08-30.pdf", 1},
			{"2024-10-29", "Order 2024-08-30.pdf", 1},
			{"2024-08-30", "Order 2024-08-30.pdf", 1},
		},
	}
}
