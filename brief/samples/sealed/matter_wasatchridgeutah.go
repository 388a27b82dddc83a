package sealed

import "pramaan/brief/truth"

// A framing subcontractor's construction lien foreclosure in the Third
// Judicial District Court of Salt Lake County, Utah. The notice of
// construction lien as recorded (the recorder's entry, book and page stamp
// at the top, "WHEN RECORDED, MAIL TO:", the parcel number, the statutory
// particulars under Utah Code § 38-1a-502, the owner's protection notice,
// the manager's verification sworn before a notary with "STATE OF UTAH ) :
// ss."); the complaint (the attorneys' block at the top left with Utah Bar
// numbers, the two-column caption with the title, "Case No.", "Judge" and
// "Tier 3" on the right, "JOHN DOES 1-10", the lender named for its trust
// deed, claims to foreclose the lien, for breach of contract and under the
// prompt payment statute); the summons with the constable's deputy's return
// of service under Utah's unsworn declaration ("I declare under criminal
// penalty under the law of Utah"); and the stipulated order releasing the
// lien on the substitution of a surety bond (the court's electronic
// signature box "The Order of the Court is stated below:" at the top, "END
// OF ORDER", the e-filing standard note, "APPROVED AS TO FORM:").
//
// Conventions of this truth: the subcontractor is a plaintiff; the
// contractor, the owner and the lender named for its trust deed are
// defendants (the fictitious John Does are not listed); the manager who
// verifies the lien before a notary and the constable's deputy who signs the
// return under the unsworn-declaration statute are declarants; the lawyers
// in the blocks and the approval are counsel; the judge whose electronic
// signature heads the order is a judge; the recorder and her deputy, the
// notary, the registered agent, the constable whose deputy serves, the
// surety and the State Construction Registry have no role. The recorder's stamp is an event of the page it
// heads; a date written in a page's text is an event of that page; the
// notary's commission expiry is not an event.
func init() { specs = append(specs, wasatchRidgeUtah) }

func wasatchRidgeUtah() spec {
	pBlock := []string{"Marisol E. Kettering (Utah Bar No. 16201)", "Spencer R. Talmage (Utah Bar No. 14873)", "KETTERING TALMAGE PLLC", "136 East South Temple, Suite 1400", "Salt Lake City, Utah 84111", "Telephone: (801) 555-0177", "mkettering@ketteringtalmage.example", "", "Attorneys for Plaintiff Wasatch Ridge Framing, LLC"}
	court := []block{gap(), cb("IN THE THIRD JUDICIAL DISTRICT COURT"), cb("SALT LAKE COUNTY, STATE OF UTAH"), rule()}
	capt := func(title ...string) []block {
		right := append(append([]string{}, title...), "", "Case No. 240912873", "", "Judge Thaddeus R. Whitcombe", "", "Tier 3")
		left := []string{
			"WASATCH RIDGE FRAMING, LLC, a Utah limited liability company,", "",
			"          Plaintiff,", "", "v.", "",
			"ALDER LANE HOMES, LLC, a Utah limited liability company; GRANITE HOLLOW DEVELOPMENT, LLC, a Utah limited liability company; PEAK MERIDIAN BANK, a Utah industrial bank; and JOHN DOES 1-10,", "",
			"          Defendants.",
		}
		return append(caption("", left, right), rule())
	}
	pl := "                                                        "

	lien := doc{name: "Notice of Construction Lien (recorded).pdf", font: "Times", size: 11,
		pages: []page{
			{
				stamp("14318842 B: 11517 P: 2233 Total Pages: 2", "11/04/2024 02:17 PM By: kmaddox Fees: $40.00", "LN - LIEN", "Dorinda K. Ellsworth-Pace, Recorder, Salt Lake County, Utah", "KETTERING TALMAGE PLLC"),
				gap(), gap(), gap(), gap(),
				ls("WHEN RECORDED, MAIL TO:", "Kettering Talmage PLLC", "136 East South Temple, Suite 1400", "Salt Lake City, Utah 84111"),
				r("Parcel No. 26-03-127-009"),
				rule(),
				cb("NOTICE OF CONSTRUCTION LIEN"),
				p("NOTICE IS HEREBY GIVEN that Wasatch Ridge Framing, LLC, a Utah limited liability company (\"Claimant\"), whose address is 2260 West 2100 South, West Valley City, Utah 84119, claims a construction lien under Title 38, Chapter 1a of the Utah Code upon the real property described below, and in support states:"),
				p("1. Owner of record. The record owner of the property is Granite Hollow Development, LLC, 45 West Sego Lily Drive, Suite 210, Sandy, Utah 84070."),
				p("2. Property. The real property is located at 9350 South Falcon Meadow Drive, West Jordan, Salt Lake County, Utah 84088, known as The Residences at Granite Hollow, Building C, and more particularly described as: Lot 3, GRANITE HOLLOW COMMERCIAL SUBDIVISION, according to the official plat thereof on file and of record in the office of the Salt Lake County Recorder."),
				p("3. Person by whom employed. Claimant was employed by Alder Lane Homes, LLC, the general contractor, under a Framing Subcontract dated April 17, 2024."),
				p("4. Services. Claimant furnished labor, framing materials and equipment for the rough framing, sheathing and roof trusses of Building C."),
				p("5. Dates. Claimant first furnished labor and materials on July 8, 2024 and last furnished labor and materials on September 27, 2024. Claimant filed a preliminary notice with the State Construction Registry on July 12, 2024 (Filing No. 1187346)."),
				p("6. Amount. The principal amount claimed is $187,412.50, being the unpaid balance of the subcontract price and approved change orders, together with interest, costs and attorney fees as allowed by law."),
			},
			{
				cb("NOTICE TO OWNER"),
				p("If the record owner of the property is an owner-occupant of a residence, the owner may be protected against liability for this lien under Utah Code Section 38-11-107 if the owner paid the contractor in full in accordance with the written contract, and may obtain a certificate of compliance as provided there."),
				gap(),
				l("DATED this 30th day of October, 2024."),
				ls(pl+"WASATCH RIDGE FRAMING, LLC", "", pl+"By: ______________________________", pl+"Kelton B. Ashdown, Manager"),
				gap(),
				ls("STATE OF UTAH             )", "                                      : ss.", "COUNTY OF SALT LAKE   )"),
				p("Kelton B. Ashdown, being first duly sworn, deposes and says that he is the Manager of Wasatch Ridge Framing, LLC, the Claimant named above; that he has read the foregoing Notice of Construction Lien and knows its contents; and that the statements in it are true of his own knowledge."),
				ls(pl+"______________________________", pl+"Kelton B. Ashdown"),
				p("SUBSCRIBED AND SWORN to before me this 30th day of October, 2024."),
				ls(pl+"______________________________", pl+"NOTARY PUBLIC", pl+"Tessa M. Grundvig", pl+"Commission No. 718822", pl+"My commission expires: 03/14/2027"),
				gap(),
				small(p("A copy of this notice was mailed by certified mail to the record owner and to the reputed owner within 30 days after recording, as required by Utah Code Section 38-1a-502(3)."), 9),
			},
		}}

	complaint := doc{name: "Complaint.pdf", font: "Times", size: 11,
		pages: []page{
			with([]block{stamp("FILED DISTRICT COURT", "Third Judicial District", "December 2, 2024")}, []block{ls(pBlock...)}, court, capt("COMPLAINT", "(Foreclosure of Construction Lien, Breach of Contract, Prompt Payment Act)"), []block{
				p("Plaintiff Wasatch Ridge Framing, LLC (\"Wasatch Ridge\"), through counsel, complains against Defendants as follows:"),
				cb("PARTIES, JURISDICTION AND VENUE"),
				p("1. Wasatch Ridge is a Utah limited liability company with its principal place of business in West Valley City, Salt Lake County, Utah."),
				p("2. Defendant Alder Lane Homes, LLC (\"Alder Lane\") is a Utah limited liability company and a licensed general contractor. Defendant Granite Hollow Development, LLC (\"Granite Hollow\") is a Utah limited liability company and the record owner of the real property described below (the \"Property\")."),
				p("3. Defendant Peak Meridian Bank (\"Peak Meridian\") is named because it claims an interest in the Property under a trust deed recorded May 2, 2024 as Entry No. 14207719. Defendants John Does 1-10 are persons who may claim an interest in the Property and whose names are unknown."),
			}),
			{
				p("4. The Court has jurisdiction under Utah Code § 78A-5-102. Venue is proper under Utah Code § 78B-3-301 because the Property is in Salt Lake County. This is a Tier 3 case under Rule 26(c)(3) of the Utah Rules of Civil Procedure because Wasatch Ridge claims damages of $300,000 or more, including interest and attorney fees."),
				cb("GENERAL ALLEGATIONS"),
				p("5. Under a Framing Subcontract dated April 17, 2024 (the \"Subcontract\"), Alder Lane engaged Wasatch Ridge to frame Building C of The Residences at Granite Hollow, 9350 South Falcon Meadow Drive, West Jordan, Utah, for $684,250.00, adjusted by change orders."),
				p("6. Wasatch Ridge began work on July 8, 2024 and last furnished labor and materials on September 27, 2024, when the framing passed the city's framing inspection. Alder Lane paid pay applications 1 and 2 but has not paid pay application 3, submitted October 4, 2024, or retention. The unpaid balance is $187,412.50."),
				p("7. Wasatch Ridge filed a preliminary notice with the State Construction Registry on July 12, 2024, and recorded a Notice of Construction Lien against the Property on November 4, 2024, as Entry No. 14318842 (the \"Lien\"), within 90 days after final completion of its work. This action is brought within 180 days after recording, and a notice of pendency of action will be recorded."),
				cb("FIRST CLAIM FOR RELIEF (Foreclosure of Construction Lien - all Defendants)"),
				p("8. The Lien is a valid lien on the Property for $187,412.50 plus interest, costs and attorney fees under Utah Code § 38-1a-707, prior to any interest of Peak Meridian that attached after work on the project first began."),
				cb("SECOND CLAIM FOR RELIEF (Breach of Contract - Alder Lane)"),
				p("9. Alder Lane breached the Subcontract by failing to pay pay application 3 and retention when due, damaging Wasatch Ridge in the amount of $187,412.50."),
				cb("THIRD CLAIM FOR RELIEF (Prompt Payment - Alder Lane and Granite Hollow)"),
				p("10. Alder Lane and Granite Hollow failed to pay sums due within the times required by Utah Code §§ 13-8-5 and 15-6-3, and owe interest at 1.5% per month on the unpaid amounts."),
			},
			{
				cb("PRAYER FOR RELIEF"),
				p("Wasatch Ridge asks the Court to enter judgment: (a) against Alder Lane for $187,412.50, with prompt-payment interest; (b) declaring the Lien valid and foreclosing it, ordering the Property sold and the proceeds applied to the judgment, and foreclosing the interests of all Defendants claiming under the Property; (c) awarding attorney fees and costs under Utah Code § 38-1a-707 and the Subcontract; and (d) granting such further relief as is just."),
				l("DATED December 2, 2024."),
				ls(pl+"KETTERING TALMAGE PLLC", "", pl+"/s/ Marisol E. Kettering", pl+"Marisol E. Kettering", pl+"Spencer R. Talmage", pl+"Attorneys for Plaintiff"),
				gap(),
				l("Plaintiff's address:"),
				l("2260 West 2100 South, West Valley City, Utah 84119"),
			},
		}}

	summons := doc{name: "Summons and Return of Service (Alder Lane).pdf", font: "Times", size: 10.5,
		pages: []page{
			with([]block{ls(pBlock...)}, court, capt("SUMMONS", "(Defendant Alder Lane Homes, LLC)"), []block{
				lb("THE STATE OF UTAH TO THE ABOVE-NAMED DEFENDANT:"),
				l("ALDER LANE HOMES, LLC, c/o Registered Agent Corbin H. Pettersen, 10871 South Riverfront Parkway, South Jordan, Utah 84095"),
				p("A lawsuit has been filed against you. You must respond in writing by filing an Answer or a motion with the clerk of the court at 450 South State Street, Salt Lake City, Utah 84111, within 21 days after the day you were served with this Summons, and you must serve a copy of your response on the Plaintiff's attorney at the address above. If you do not respond in time, judgment by default may be entered against you for the relief demanded in the Complaint, which was filed with the court on December 2, 2024."),
				small(p("Se ha presentado una demanda en su contra. Si desea obtener una copia de los documentos en español, llame al (801) 555-0100. Finding help: the court's Self-Help Center may be able to help you, at utcourts.gov/help."), 9),
				l("DATED December 2, 2024."),
				ls(pl+"/s/ Marisol E. Kettering", pl+"Attorney for Plaintiff"),
			}),
			{
				cb("RETURN OF SERVICE"),
				p("I, Jace R. Pomeroy, am a deputy of Constable Lindell S. Marwick, a constable of Salt Lake County, over the age of 18 and not a party to this action. I served a copy of the Summons, Complaint and Notice of Pendency of Action on Defendant Alder Lane Homes, LLC by delivering them to its registered agent, Corbin H. Pettersen, personally, at 10871 South Riverfront Parkway, South Jordan, Utah 84095, on December 9, 2024, at 10:14 a.m."),
				row([]float64{0.5, 0.5}, "Service fee: $35.00\nMileage: $12.60\nTotal: $47.60", "Work Order No. LC-24-118274"),
				gap(),
				p("I declare under criminal penalty under the law of Utah that the foregoing is true and correct."),
				p("Signed on December 10, 2024 at Salt Lake City, Utah."),
				ls(pl+"/s/ Jace R. Pomeroy", pl+"Jace R. Pomeroy, Deputy Constable", pl+"Office of Constable Lindell S. Marwick", pl+"3760 South Highland Drive, Salt Lake City, Utah 84106"),
			},
		}}

	nBlock := []string{"Brigham T. Nakashima (Utah Bar No. 12770)", "HOLLADAY NAKASHIMA PC", "4885 South 900 East, Suite 300", "Salt Lake City, Utah 84117", "Telephone: (801) 555-0193", "btn@holladaynakashima.example", "", "Attorneys for Defendants Alder Lane Homes, LLC and Granite Hollow Development, LLC"}
	order := doc{name: "Stipulated Order Releasing Lien on Bond.pdf", font: "Times", size: 10.5,
		pages: []page{
			with([]block{
				row([]float64{0.5, 0.5}, "", "The Order of the Court is stated below:\nDated: February 11, 2025\n            02:34:17 PM\n                              /s/ THADDEUS R. WHITCOMBE\n                              District Court Judge"),
				rule(),
				ls(nBlock...),
			}, court, capt("STIPULATED ORDER RELEASING NOTICE OF CONSTRUCTION LIEN UPON SUBSTITUTION OF BOND AND DISMISSING PEAK MERIDIAN BANK"), []block{
				p("Based on the Stipulation of the parties filed February 6, 2025, and for good cause appearing, the Court ORDERS:"),
				p("1. On January 28, 2025, Granite Hollow Development, LLC, as principal, and Copperline Surety Company, as surety, filed with the Court Bond No. CSB-2291874 in the amount of $281,118.75, being 150% of the amount claimed under the Notice of Construction Lien recorded November 4, 2024 as Entry No. 14318842 in the office of the Salt Lake County Recorder (the \"Lien\"), in accordance with Utah Code § 38-1a-804."),
				p("2. The Lien is released from the real property described in it, and the Salt Lake County Recorder may record this Order. The notice of pendency of action recorded December 3, 2024 as Entry No. 14329905 is likewise released."),
			}),
			{
				p("3. Wasatch Ridge Framing, LLC's claim under the Lien shall proceed against the bond in place of the real property, and the parties' other claims and defenses are preserved."),
				p("4. Plaintiff's claims against Defendant Peak Meridian Bank are dismissed without prejudice, each party to bear its own fees and costs."),
				gap(),
				cb("END OF ORDER"),
				small(p("In accordance with the Utah State District Courts E-filing Standard No. 4, and URCP Rule 10(e), this Order does not bear the handwritten signature of the Judge, but instead displays an electronic signature at the upper right-hand corner of the first page of this Order."), 9),
				gap(),
				l("APPROVED AS TO FORM:"), gap(),
				row([]float64{0.5, 0.5}, "KETTERING TALMAGE PLLC\n\n/s/ Marisol E. Kettering\nMarisol E. Kettering\nSpencer R. Talmage\nAttorneys for Plaintiff", "FENWICK ABARA LLP\n\n/s/ Loralee J. Fenwick-Abara\n(signed with permission)\nLoralee J. Fenwick-Abara\nAttorneys for Peak Meridian Bank"),
			},
		}}

	const (
		fl = "Notice of Construction Lien (recorded).pdf"
		fc = "Complaint.pdf"
		fs = "Summons and Return of Service (Alder Lane).pdf"
		fo = "Stipulated Order Releasing Lien on Bond.pdf"
	)
	return spec{
		name:       "wasatch-ridge-framing-v-alder-lane-homes-utah-3d-dist",
		title:      "Wasatch Ridge Framing, LLC v. Alder Lane Homes, LLC (Utah 3d Dist. Ct., Salt Lake County, No. 240912873), construction lien foreclosure",
		firstSight: &truth.Figures{PartyTruth: 11, PartyFound: 13, PartyCorrect: 10, EventTruth: 23, EventHits: 23, Grounded: 1}, // at commit 78b7104
		docs:       []doc{lien, complaint, summons, order},
		parties: []truth.Party{
			{Name: "Wasatch Ridge Framing, LLC", Role: "plaintiff"},
			{Name: "Alder Lane Homes, LLC", Role: "defendant"},
			{Name: "Granite Hollow Development, LLC", Role: "defendant"},
			{Name: "Peak Meridian Bank", Role: "defendant"},
			{Name: "Kelton B. Ashdown", Role: "declarant"}, // the lien's verification before a notary
			{Name: "Jace R. Pomeroy", Role: "declarant"},   // the return under the unsworn-declaration statute
			{Name: "Marisol E. Kettering", Role: "counsel"},
			{Name: "Spencer R. Talmage", Role: "counsel"},
			{Name: "Brigham T. Nakashima", Role: "counsel"},
			{Name: "Loralee J. Fenwick-Abara", Role: "counsel"},
			{Name: "Thaddeus R. Whitcombe", Role: "judge"},
		},
		events: []truth.Event{
			{Date: "2024-11-04", File: fl, Page: 1}, // the recorder's stamp
			{Date: "2024-04-17", File: fl, Page: 1},
			{Date: "2024-07-08", File: fl, Page: 1},
			{Date: "2024-09-27", File: fl, Page: 1},
			{Date: "2024-07-12", File: fl, Page: 1},
			{Date: "2024-10-30", File: fl, Page: 2},
			{Date: "2024-12-02", File: fc, Page: 1}, // the filing stamp
			{Date: "2024-05-02", File: fc, Page: 1},
			{Date: "2024-04-17", File: fc, Page: 2},
			{Date: "2024-07-08", File: fc, Page: 2},
			{Date: "2024-09-27", File: fc, Page: 2},
			{Date: "2024-10-04", File: fc, Page: 2},
			{Date: "2024-07-12", File: fc, Page: 2},
			{Date: "2024-11-04", File: fc, Page: 2},
			{Date: "2024-12-02", File: fc, Page: 3},
			{Date: "2024-12-02", File: fs, Page: 1},
			{Date: "2024-12-09", File: fs, Page: 2},
			{Date: "2024-12-10", File: fs, Page: 2},
			{Date: "2025-02-11", File: fo, Page: 1}, // the electronic signature box
			{Date: "2025-02-06", File: fo, Page: 1},
			{Date: "2025-01-28", File: fo, Page: 1},
			{Date: "2024-11-04", File: fo, Page: 1},
			{Date: "2024-12-03", File: fo, Page: 1},
		},
	}
}
