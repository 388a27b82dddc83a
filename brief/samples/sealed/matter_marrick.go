package sealed

import "pramaan/brief/truth"

// A patent infringement case in the Eastern District of Texas, Marshall
// Division, every filed page under the ECF header ("Case 2:24-cv-...-JRG
// Document N Filed MM/DD/YY Page n of m PageID #: ..."): the complaint
// (the asserted patent defined by its last three digits, an exemplary
// claim chart, lead and local counsel with State Bar numbers, jury demand);
// the answer, affirmative defenses and counterclaims for declaratory
// judgment ("Counterclaim-Plaintiff", "Counterclaim-Defendant", a
// certificate of service under Local Rule CV-5); the plaintiff's technical
// expert's declaration under 28 U.S.C. § 1746 in support of its opening
// claim construction brief; and the magistrate judge's claim construction
// memorandum opinion and order (the disputed terms as a table, "SIGNED
// this ... day of").
func init() { specs = append(specs, marrick) }

func marrick() spec {
	ecf := func(doc, filed string, pages int, pid string) string {
		return "Case 2:24-cv-00317-JRG-DRA   Document " + doc + "   Filed " + filed + "   Page %d of " + itoa(pages) + "   PageID #:  " + pid + "%d"
	}
	court := []block{cb("IN THE UNITED STATES DISTRICT COURT"), cb("FOR THE EASTERN DISTRICT OF TEXAS"), cb("MARSHALL DIVISION"), gap()}
	capt := caption("§", []string{"MARRICK PHOTONICS LLC,", "", "          Plaintiff,", "", "v.", "", "QINTARA NETWORKS, INC.,", "", "          Defendant."}, []string{"", "", "CIVIL ACTION NO. 2:24-cv-00317-JRG-DRA", "", "", "JURY TRIAL DEMANDED", "", "", ""})

	complaint := doc{name: "Complaint for Patent Infringement.pdf", font: "Times", size: 11,
		header: ecf("1", "04/26/24", 3, ""), headerAlign: "L",
		pages: []page{
			with(court, capt, []block{gap(),
				cb("COMPLAINT FOR PATENT INFRINGEMENT"), gap(),
				p("Plaintiff Marrick Photonics LLC (\"Marrick\") files this Complaint for patent infringement against Defendant Qintara Networks, Inc. (\"Qintara\") and alleges as follows:"),
				cb("THE PARTIES"),
				p("1. Marrick is a Texas limited liability company with its principal place of business at 5700 Granite Parkway, Suite 410, Plano, Texas 75024."),
				p("2. Qintara is a Delaware corporation with its principal place of business at 2150 Orchard Parkway, San Jose, California 95131. Qintara maintains a regular and established place of business at 1201 Alma Drive, Richardson, Texas 75081, and may be served through its registered agent."),
				cb("JURISDICTION AND VENUE"),
				p("3. This action arises under the patent laws of the United States, 35 U.S.C. § 1 et seq. The Court has subject-matter jurisdiction under 28 U.S.C. §§ 1331 and 1338(a). Venue is proper in this District under 28 U.S.C. § 1400(b)."),
				cb("THE PATENT-IN-SUIT"),
				p("4. Marrick owns by assignment all right, title and interest in U.S. Patent No. 10,884,213, entitled \"Wavelength-Tunable Optical Transceiver with Thermally Isolated Laser Array\" (the \"'213 patent\"), which issued on January 12, 2021 from an application filed on March 3, 2018. The named inventors are Hendrik O. Vasquez-Lindgren and Mei-Ling Thorsby."),
			}),
			{
				cb("COUNT I: INFRINGEMENT OF THE '213 PATENT"),
				p("5. Qintara makes, uses, sells and offers to sell in the United States, and imports, optical transceiver modules sold as the QN-400ZR and QN-800ZR (the \"Accused Products\"). The Accused Products practice at least claim 1 of the '213 patent, as shown in the exemplary chart below and in Exhibit B."),
				row([]float64{0.45, 0.55}, "Claim 1 of the '213 patent", "QN-400ZR"),
				row([]float64{0.45, 0.55}, "[1a] a tunable laser array mounted on a first substrate;", "Four-channel DFB laser array on an indium phosphide die (Ex. B at 3)."),
				row([]float64{0.45, 0.55}, "[1b] a thermal isolation trench surrounding the array;", "Etched trench visible in the cross-section at Ex. B, Fig. 7."),
				row([]float64{0.45, 0.55}, "[1c] a controller configured to adjust a bias current in response to a wavelength error signal.", "Module DSP adjusts laser bias on the locker error signal (QN-400ZR datasheet, rev. 2.1)."),
				gap(),
				p("6. Marrick notified Qintara of the '213 patent and the Accused Products by letter dated October 9, 2023. Qintara has continued to infringe since at least that date, and its infringement is willful."),
				p("7. Qintara has induced infringement under 35 U.S.C. § 271(b) by instructing its customers, through its installation guides and datasheets, to install and operate the Accused Products in an infringing manner."),
				cb("PRAYER FOR RELIEF"),
				p("Marrick asks the Court to enter judgment that Qintara has infringed the '213 patent; to award damages adequate to compensate for the infringement, in no event less than a reasonable royalty, with pre- and post-judgment interest; to enhance the damages under 35 U.S.C. § 284; to declare this case exceptional under 35 U.S.C. § 285; and to award such other relief as is just."),
			},
			{
				cb("DEMAND FOR JURY TRIAL"),
				p("Marrick demands a trial by jury on all issues so triable under Federal Rule of Civil Procedure 38."),
				ls("Dated: April 26, 2024                    Respectfully submitted,", "", "                                          /s/ Wendell T. Barlow-Kinney", "                                          Wendell T. Barlow-Kinney", "                                          Texas State Bar No. 24061187", "                                          BARLOW-KINNEY LAW FIRM, PLLC", "                                          104 East Houston Street, Suite 190", "                                          Marshall, Texas 75670", "                                          Telephone: (903) 555-0144", "                                          wtbk@barlowkinney.example", "", "                                          Priya N. Raghunathan (pro hac vice pending)", "                                          California Bar No. 287415", "                                          CALLOWAY RAGHUNATHAN LLP", "                                          755 Page Mill Road, Palo Alto, California 94304", "                                          praghunathan@callowayr.example", "", "                                          ATTORNEYS FOR PLAINTIFF", "                                          MARRICK PHOTONICS LLC"),
			},
		}}

	acapt := caption("§", []string{"MARRICK PHOTONICS LLC,", "     Plaintiff / Counterclaim-Defendant,", "", "v.", "", "QINTARA NETWORKS, INC.,", "     Defendant / Counterclaim-Plaintiff."}, []string{"", "", "CIVIL ACTION NO. 2:24-cv-00317-JRG-DRA", "", "", "", ""})
	answer := doc{name: "Answer Affirmative Defenses and Counterclaims.pdf", font: "Times", size: 11,
		header: ecf("14", "07/01/24", 3, "9"), headerAlign: "L",
		pages: []page{
			with(court, acapt, []block{gap(),
				cb("DEFENDANT QINTARA NETWORKS, INC.'S ANSWER, AFFIRMATIVE DEFENSES AND COUNTERCLAIMS"), gap(),
				p("Defendant Qintara Networks, Inc. (\"Qintara\") answers the Complaint of Plaintiff Marrick Photonics LLC (\"Marrick\") as follows. Each numbered paragraph below responds to the same-numbered paragraph of the Complaint; any allegation not expressly admitted is denied."),
				p("1. Qintara lacks knowledge or information sufficient to form a belief about the allegations of paragraph 1, and therefore denies them."),
				p("2. Admitted, except that Qintara denies that its Richardson office is a regular and established place of business for purposes of 28 U.S.C. § 1400(b)."),
				p("3. Qintara admits that the Complaint purports to state a claim under the patent laws and that the Court has subject-matter jurisdiction. Qintara does not contest venue for this action only."),
				p("4. Qintara admits that the '213 patent issued on January 12, 2021 and is entitled as stated. Qintara lacks knowledge sufficient to form a belief as to Marrick's ownership, and denies the remaining allegations."),
				p("5.-7. Denied. Qintara admits that it received a letter from Marrick's counsel dated October 9, 2023, and denies that it infringes or has infringed any claim of the '213 patent, directly, indirectly or willfully."),
				cb("AFFIRMATIVE DEFENSES"),
				p("First Defense (Non-Infringement). The Accused Products do not have a \"thermal isolation trench surrounding the array\" and do not adjust a bias current \"in response to a wavelength error signal\"; they tune by heater control."),
				p("Second Defense (Invalidity). The claims of the '213 patent are invalid under 35 U.S.C. §§ 101, 102, 103 and 112, including in view of U.S. Patent No. 9,412,806 to Okabe and the OIF 400ZR Implementation Agreement published in 2020."),
				p("Third Defense (Limitation on Damages). Marrick's damages, if any, are limited by 35 U.S.C. §§ 286 and 287 for failure to mark."),
			}),
			{
				cb("COUNTERCLAIMS"),
				p("Counterclaim-Plaintiff Qintara Networks, Inc. asserts the following counterclaims against Counterclaim-Defendant Marrick Photonics LLC:"),
				p("1. Qintara is a Delaware corporation with its principal place of business in San Jose, California. Marrick is a Texas limited liability company with its principal place of business in Plano, Texas."),
				p("2. An actual and justiciable controversy exists between the parties as to the infringement and validity of the '213 patent, as shown by Marrick's Complaint filed April 26, 2024."),
				cb("COUNT ONE: DECLARATION OF NON-INFRINGEMENT"),
				p("3. Qintara has not infringed and does not infringe any valid and enforceable claim of the '213 patent, for the reasons stated in its First Defense. Qintara is entitled to a declaration to that effect."),
				cb("COUNT TWO: DECLARATION OF INVALIDITY"),
				p("4. The claims of the '213 patent are invalid for failure to satisfy one or more of the conditions of patentability of 35 U.S.C. §§ 102, 103 and 112. Claim 1 is anticipated by, or at least obvious over, Okabe alone or combined with the 400ZR Implementation Agreement."),
				cb("PRAYER FOR RELIEF"),
				p("Qintara asks the Court to dismiss the Complaint with prejudice; to declare that Qintara does not infringe the '213 patent and that its claims are invalid; to declare this case exceptional and award Qintara its attorneys' fees under 35 U.S.C. § 285; and to award such further relief as is just."),
				cb("JURY DEMAND"),
				p("Qintara demands a trial by jury on all issues so triable."),
			},
			{
				ls("Dated: July 1, 2024                      Respectfully submitted,", "", "                                          /s/ Theodore A. Lindqvist", "                                          Theodore A. Lindqvist", "                                          Texas State Bar No. 24077340", "                                          Ingrid S. Mbeki-Harlow", "                                          Texas State Bar No. 24102256", "                                          LINDQVIST STRAND & PELL LLP", "                                          2100 Ross Avenue, Suite 2800", "                                          Dallas, Texas 75201", "                                          Telephone: (214) 555-0190", "", "                                          Corinne M. Abernathy", "                                          Texas State Bar No. 00791562", "                                          ABERNATHY & GOSS", "                                          209 West Austin Street", "                                          Marshall, Texas 75670", "", "                                          COUNSEL FOR DEFENDANT", "                                          QINTARA NETWORKS, INC."), gap(),
				cb("CERTIFICATE OF SERVICE"),
				p("I hereby certify that on July 1, 2024, all counsel of record who have consented to electronic service were served with a copy of this document through the Court's CM/ECF system under Local Rule CV-5(a)(3)."),
				ls("                                          /s/ Theodore A. Lindqvist"),
			},
		}}

	decl := doc{name: "Declaration of Dr. Anselm K. Whitcombe.pdf", font: "Times", size: 11,
		header: ecf("41-2", "11/15/24", 2, "128"), headerAlign: "L",
		pages: []page{
			with(court, capt, []block{gap(),
				cb("DECLARATION OF DR. ANSELM K. WHITCOMBE IN SUPPORT OF PLAINTIFF'S OPENING CLAIM CONSTRUCTION BRIEF"), gap(),
				p("I, Anselm K. Whitcombe, declare as follows:"),
				p("1. I have been retained by counsel for Plaintiff Marrick Photonics LLC as a technical expert in this case. I am compensated at my usual rate of $650 per hour; my compensation does not depend on the outcome."),
				p("2. I am a Professor of Electrical and Computer Engineering at a public research university, where I have taught courses on optoelectronic devices since 2006. I received a Ph.D. in applied physics in 2001. My curriculum vitae is Exhibit 1 to this declaration."),
				p("3. I have reviewed the '213 patent, its prosecution history (including the Office Action of June 5, 2019 and the applicant's response of September 4, 2019), and the parties' Joint Claim Construction and Prehearing Statement filed October 18, 2024."),
				p("4. A person of ordinary skill in the art at the time of the invention, March 3, 2018, would have had a bachelor's degree in electrical engineering or physics and about three years of experience designing optical transceivers, or an equivalent combination of education and experience."),
				p("5. \"Thermal isolation trench.\" A person of ordinary skill would understand this term, in light of the specification at column 6, lines 12-40, to mean \"a recess in the substrate that reduces heat flow between the laser array and adjacent circuitry.\" Nothing in the specification requires the recess to be etched through the full depth of the substrate, as Qintara proposes."),
			}),
			{
				p("6. \"Wavelength error signal.\" The term has a plain meaning to a person of ordinary skill: a signal indicating the difference between the laser's emitted wavelength and a target wavelength. The specification describes both an etalon-based locker and a digital estimate from the receiver as sources of that signal ('213 patent at 8:3-27)."),
				p("I declare under penalty of perjury under the laws of the United States of America that the foregoing is true and correct."),
				ls("Executed on November 14, 2024, at Ann Arbor, Michigan.", "", "                                          /s/ Anselm K. Whitcombe", "                                          Dr. Anselm K. Whitcombe"),
			},
		}}

	order := doc{name: "Claim Construction Memorandum Opinion and Order.pdf", font: "Times", size: 11,
		header: ecf("63", "02/03/25", 3, "204"), headerAlign: "L",
		pages: []page{
			with(court, capt, []block{gap(),
				cb("CLAIM CONSTRUCTION MEMORANDUM OPINION AND ORDER"), gap(),
				p("Before the Court is the opening claim construction brief of Plaintiff Marrick Photonics LLC (Dkt. No. 41), the response of Defendant Qintara Networks, Inc. (Dkt. No. 47), and Plaintiff's reply (Dkt. No. 50). The Court held a claim construction hearing on January 14, 2025. Having considered the briefing, the arguments of counsel and the intrinsic and extrinsic evidence, the Court construes the disputed terms as set out below."),
				cb("I. BACKGROUND"),
				p("Marrick asserts claims 1, 4, 9 and 15 of U.S. Patent No. 10,884,213 (the \"'213 patent\"), which issued on January 12, 2021. The patent describes an optical transceiver in which a tunable laser array is thermally isolated from its driver circuitry so that the laser's wavelength can be held within a narrow band."),
				cb("II. LEGAL STANDARD"),
				p("\"It is a bedrock principle of patent law that the claims of a patent define the invention to which the patentee is entitled the right to exclude.\" Phillips v. AWH Corp., 415 F.3d 1303, 1312 (Fed. Cir. 2005) (en banc). Claim terms are generally given their ordinary and customary meaning to a person of ordinary skill in the art at the time of the invention, read in the context of the entire patent, including the specification and prosecution history."),
				cb("III. CONSTRUCTION OF DISPUTED TERMS"),
			}),
			{
				row([]float64{0.26, 0.25, 0.25, 0.24}, "Term", "Plaintiff's proposal", "Defendant's proposal", "Court's construction"),
				row([]float64{0.26, 0.25, 0.25, 0.24}, "\"thermal isolation trench\" (claims 1, 9)", "a recess in the substrate that reduces heat flow between the laser array and adjacent circuitry", "a groove etched through the full thickness of the first substrate", "a recess in the first substrate that reduces heat flow between the laser array and adjacent circuitry"),
				row([]float64{0.26, 0.25, 0.25, 0.24}, "\"wavelength error signal\" (claims 1, 15)", "plain and ordinary meaning", "an output of an etalon wavelength locker", "a signal indicating the difference between the emitted wavelength and a target wavelength"),
				row([]float64{0.26, 0.25, 0.25, 0.24}, "\"configured to\" (claims 1, 4)", "plain and ordinary meaning", "programmed to", "plain and ordinary meaning"),
				gap(),
				p("A. \"thermal isolation trench.\" Qintara's proposal imports a limitation from one embodiment. The specification describes a trench etched \"to a depth sufficient\" to reduce heat flow ('213 patent at 6:18-24) and never says the trench must pass through the substrate. Dr. Whitcombe's declaration (Dkt. No. 41-2) is consistent with the intrinsic record, and the Court gives it weight only to that extent. During prosecution, in its response of September 4, 2019, the applicant distinguished the prior art on the presence of a trench, not its depth; there was no clear and unmistakable disclaimer."),
				p("B. \"wavelength error signal.\" The specification describes two sources of the signal, an etalon locker and a digital estimate from the receiver. Limiting the term to the first would exclude a disclosed embodiment, which is rarely correct. The Court adopts the construction above, which Qintara's counsel agreed at the hearing captures the plain meaning apart from the source."),
			},
			{
				p("C. \"configured to.\" Qintara has not shown that the term has a special meaning in the field. It requires no construction beyond its plain and ordinary meaning."),
				cb("IV. CONCLUSION"),
				p("The Court adopts the constructions set forth in this opinion for the disputed terms of the '213 patent. The parties are ORDERED not to refer, directly or indirectly, to each other's claim construction positions in the presence of the jury, and to refer only to the Court's constructions. The parties shall file any objections to this order within fourteen days, on or before February 17, 2025."),
				ls("          SIGNED this 3rd day of February, 2025.", "", "", "                                          ____________________________________", "                                          DELPHINE R. ACHTERBERG", "                                          UNITED STATES MAGISTRATE JUDGE"),
			},
		}}

	return spec{
		name: "marrick-photonics-v-qintara-edtex", title: "Marrick Photonics LLC v. Qintara Networks, Inc. (E.D. Tex., No. 2:24-cv-00317), patent infringement",
		firstSight: &truth.Figures{PartyTruth: 9, PartyFound: 9, PartyCorrect: 9, EventTruth: 22, EventHits: 22, Grounded: 1}, // at commit c1032d2
		docs:       []doc{complaint, answer, decl, order},
		parties: []truth.Party{
			{Name: "Marrick Photonics LLC", Role: "plaintiff"},
			{Name: "Qintara Networks, Inc.", Role: "defendant"},
			{Name: "Wendell T. Barlow-Kinney", Role: "counsel"},
			{Name: "Priya N. Raghunathan", Role: "counsel"},
			{Name: "Theodore A. Lindqvist", Role: "counsel"},
			{Name: "Ingrid S. Mbeki-Harlow", Role: "counsel"},
			{Name: "Corinne M. Abernathy", Role: "counsel"},
			{Name: "Anselm K. Whitcombe", Role: "declarant"},
			{Name: "Delphine R. Achterberg", Role: "judge"},
		},
		events: []truth.Event{
			{Date: "2024-04-26", File: "Complaint for Patent Infringement.pdf", Page: 1},
			{Date: "2021-01-12", File: "Complaint for Patent Infringement.pdf", Page: 1},
			{Date: "2018-03-03", File: "Complaint for Patent Infringement.pdf", Page: 1},
			{Date: "2023-10-09", File: "Complaint for Patent Infringement.pdf", Page: 2},
			{Date: "2024-04-26", File: "Complaint for Patent Infringement.pdf", Page: 3},
			{Date: "2024-07-01", File: "Answer Affirmative Defenses and Counterclaims.pdf", Page: 1},
			{Date: "2021-01-12", File: "Answer Affirmative Defenses and Counterclaims.pdf", Page: 1},
			{Date: "2023-10-09", File: "Answer Affirmative Defenses and Counterclaims.pdf", Page: 1},
			{Date: "2024-04-26", File: "Answer Affirmative Defenses and Counterclaims.pdf", Page: 2},
			{Date: "2024-07-01", File: "Answer Affirmative Defenses and Counterclaims.pdf", Page: 3},
			{Date: "2024-11-15", File: "Declaration of Dr. Anselm K. Whitcombe.pdf", Page: 1},
			{Date: "2019-06-05", File: "Declaration of Dr. Anselm K. Whitcombe.pdf", Page: 1},
			{Date: "2019-09-04", File: "Declaration of Dr. Anselm K. Whitcombe.pdf", Page: 1},
			{Date: "2024-10-18", File: "Declaration of Dr. Anselm K. Whitcombe.pdf", Page: 1},
			{Date: "2018-03-03", File: "Declaration of Dr. Anselm K. Whitcombe.pdf", Page: 1},
			{Date: "2024-11-14", File: "Declaration of Dr. Anselm K. Whitcombe.pdf", Page: 2},
			{Date: "2025-02-03", File: "Claim Construction Memorandum Opinion and Order.pdf", Page: 1},
			{Date: "2025-01-14", File: "Claim Construction Memorandum Opinion and Order.pdf", Page: 1},
			{Date: "2021-01-12", File: "Claim Construction Memorandum Opinion and Order.pdf", Page: 1},
			{Date: "2019-09-04", File: "Claim Construction Memorandum Opinion and Order.pdf", Page: 2},
			{Date: "2025-02-17", File: "Claim Construction Memorandum Opinion and Order.pdf", Page: 3},
			{Date: "2025-02-03", File: "Claim Construction Memorandum Opinion and Order.pdf", Page: 3},
		},
	}
}
