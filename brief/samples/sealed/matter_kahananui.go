package sealed

import "pramaan/brief/truth"

// A Nevada felony case in the Eighth Judicial District Court, Clark County:
// the information filed by the district attorney (the office's block at the
// top left with Nevada Bar numbers, the clerk's "Electronically Filed"
// stamp, "CASE NO: C-..." and "DEPT NO:" in Roman numerals, "STATE OF NEVADA
// ) ss.", counts with category, NRS section and NOC number, the endorsed
// witness list, the DA and event numbers at the foot), the guilty plea
// agreement (negotiations, consequences, waiver of rights, the defendant's
// signature, "AGREED TO BY:" and the certificate of counsel), the court
// minutes of the entry of plea (HEARD BY, court clerk and recorder, PARTIES
// PRESENT, journal entries in capitals, the print-date footer), and the
// judgment of conviction (plea of guilty) with the suspended sentence and
// probation, signed with the judge's electronic signature.
func init() { specs = append(specs, kahananui) }

func kahananui() spec {
	da := ls("CLARENCE M. HOLLIS", "Clark County District Attorney", "Nevada Bar #004112", "TREVOR J. HALLSTROM", "Chief Deputy District Attorney", "Nevada Bar #011863", "200 Lewis Avenue", "Las Vegas, Nevada 89155-2212", "(702) 671-2500", "Attorney for Plaintiff")
	court := []block{cb("DISTRICT COURT"), cb("CLARK COUNTY, NEVADA"), gap()}
	capt := row([]float64{0.55, 0.05, 0.40},
		"THE STATE OF NEVADA,\n\n                    Plaintiff,\n\n     -vs-\n\nKEONI MAKANA KAHANANUI,\n#8294417\n\n                    Defendant.",
		")\n)\n)\n)\n)\n)\n)\n)\n)",
		"\n\nCASE NO:  C-24-391842-1\n\nDEPT NO:  XVII\n\n")

	info := doc{name: "Information.pdf", font: "Times", size: 11, pleading: true,
		pages: []page{
			with([]block{stamp("Electronically Filed", "10/03/2024 9:14 AM", "Rosalind K. Pruett", "CLERK OF THE COURT"), l("INFM"), da, gap()}, court, []block{capt, gap(), cb("INFORMATION"), gap(),
				ls("STATE OF NEVADA    )", "                          )  ss.", "COUNTY OF CLARK    )"),
				p("CLARENCE M. HOLLIS, District Attorney within and for the County of Clark, State of Nevada, in the name and by the authority of the State of Nevada, informs the Court:"),
				p("That KEONI MAKANA KAHANANUI, the Defendant above named, having committed the crimes of BURGLARY (Category B Felony - NRS 205.060 - NOC 50424) and GRAND LARCENY (Category C Felony - NRS 205.220.1, 205.222.2 - NOC 56004), on or about the 14th day of July, 2024, within the County of Clark, State of Nevada, contrary to the form, force and effect of statutes in such cases made and provided, and against the peace and dignity of the State of Nevada,"),
			}),
			{
				lb("COUNT 1 - BURGLARY"),
				p("did willfully, unlawfully, and feloniously enter, with intent to commit larceny, that certain building occupied by DESERT CREST TOOL SUPPLY, LLC, located at 4480 West Sahara Avenue, Las Vegas, Clark County, Nevada."),
				lb("COUNT 2 - GRAND LARCENY"),
				p("did willfully, unlawfully, and feloniously, with intent to deprive the owner permanently thereof, steal, take and carry away personal property owned by DESERT CREST TOOL SUPPLY, LLC, to wit: cordless power tools and batteries, having a value of $1,200.00 or more but less than $5,000.00."),
				ls("                                        CLARENCE M. HOLLIS", "                                        DISTRICT ATTORNEY", "                                        Nevada Bar #004112", "", "                                        BY  /s/ Trevor J. Hallstrom", "                                            TREVOR J. HALLSTROM", "                                            Chief Deputy District Attorney", "                                            Nevada Bar #011863"),
				gap(),
				p("Names of witnesses known to the District Attorney's Office at the time of filing this Information are as follows:"),
				row([]float64{0.45, 0.55}, "NAME", "ADDRESS"),
				row([]float64{0.45, 0.55}, "CUSTODIAN OF RECORDS", "Desert Crest Tool Supply, LLC"),
				row([]float64{0.45, 0.55}, "DANIELA REYNOSO-PAIK", "LVMPD P#16602"),
				row([]float64{0.45, 0.55}, "MARCUS T. ELLERBE", "c/o CCDA, 200 Lewis Avenue, Las Vegas, NV"),
				gap(),
				small(ls("24F13877X/jl", "LVMPD EV# 240714-0932", "(TK17)"), 9),
			},
		}}

	gpa := doc{name: "Guilty Plea Agreement.pdf", font: "Times", size: 11, pleading: true,
		pages: []page{
			with([]block{stamp("FILED IN OPEN COURT", "ROSALIND K. PRUETT, CLERK OF THE COURT", "DEC 04 2024", "BY: DANA HAVERLY, DEPUTY"), l("GPA"), da, gap()}, court, []block{capt, gap(), cb("GUILTY PLEA AGREEMENT"), gap(),
				p("I hereby agree to plead guilty to: COUNT 1 - BURGLARY (Category B Felony - NRS 205.060), as more fully alleged in the charging document attached hereto as Exhibit \"1\"."),
				p("My decision to plead guilty is based upon the plea agreement in this case which is as follows: The State will dismiss Count 2. The parties stipulate to a sentence of twelve (12) to forty-eight (48) months in the Nevada Department of Corrections, suspended, with probation not to exceed three (3) years, and restitution of $3,418.00. The State retains the full right to argue if I am arrested in any new case before sentencing."),
			}),
			{
				cb("CONSEQUENCES OF THE PLEA"),
				p("I understand that by pleading guilty I admit the facts which support all the elements of the offense to which I now plead. I understand that as a consequence of my plea of guilty the Court must sentence me to imprisonment in the Nevada Department of Corrections for a minimum term of not less than ONE (1) year and a maximum term of not more than TEN (10) years, and that I may be fined up to $10,000.00."),
				cb("WAIVER OF RIGHTS"),
				p("By entering my plea of guilty, I understand that I am waiving and forever giving up the constitutional privilege against self-incrimination, the right to a speedy and public trial by an impartial jury, the right to confront and cross-examine any witnesses who would testify against me, and the right to appeal the conviction except as reserved by NRS 174.035(3)."),
				cb("VOLUNTARINESS OF PLEA"),
				p("I have discussed the elements of all of the original charges against me with my attorney and I understand the nature of the charges against me. I am signing this agreement voluntarily, after consultation with my attorney, and I am not acting under duress or coercion or by virtue of any promises of leniency, except for those set forth in this agreement."),
				ls("DATED this 4th day of December, 2024.", "", "                                        /s/ Keoni Makana Kahananui", "                                        KEONI MAKANA KAHANANUI", "                                        Defendant", "", "AGREED TO BY:", "", "/s/ Trevor J. Hallstrom", "TREVOR J. HALLSTROM", "Chief Deputy District Attorney", "Nevada Bar #011863"),
			},
			{
				cb("CERTIFICATE OF COUNSEL:"),
				p("I, the undersigned, as the attorney for the Defendant named herein and as an officer of the court hereby certify that: 1. I have fully explained to the Defendant the allegations contained in the charge to which guilty pleas are being entered. 2. I have advised the Defendant of the penalties for the charge and the restitution that the Defendant may be ordered to pay. 3. All pleas of guilty offered by the Defendant pursuant to this agreement are consistent with the facts known to me and are made with my advice to the Defendant. 4. To the best of my knowledge and belief, the Defendant is competent and understands the charges and the consequences of pleading guilty."),
				ls("Dated: This 4th day of December, 2024.", "", "                                        /s/ Lorena V. Escobedo", "                                        LORENA V. ESCOBEDO, #013507", "                                        Deputy Public Defender"),
			},
		}}

	minutes := doc{name: "Court Minutes - Entry of Plea.pdf", font: "Helvetica", size: 9.5,
		footer: "PRINT DATE: 12/05/2024          Page 1 of 1          Minutes Date: December 04, 2024", footerAlign: "C",
		pages: []page{
			{cb("DISTRICT COURT"), cb("CLARK COUNTY, NEVADA"), gap(),
				row([]float64{0.5, 0.5}, "Felony/Gross Misdemeanor", "COURT MINUTES          December 04, 2024"), rule(),
				row([]float64{0.3, 0.7}, "C-24-391842-1", "State of Nevada\nvs\nKeoni Kahananui"), rule(),
				row([]float64{0.3, 0.7}, "December 04, 2024", "09:30 AM     Entry of Plea"),
				row([]float64{0.3, 0.7}, "HEARD BY:", "Matsuda, Adrienne C."),
				row([]float64{0.3, 0.7}, "COURTROOM:", "RJC Courtroom 15C"),
				row([]float64{0.3, 0.7}, "COURT CLERK:", "Haverly, Dana"),
				row([]float64{0.3, 0.7}, "RECORDER:", "Quintero, Luis"),
				rule(),
				row([]float64{0.3, 0.7}, "PARTIES PRESENT:", "Keoni M. Kahananui  -  Defendant\nLorena V. Escobedo  -  Attorney for Defendant\nState of Nevada  -  Plaintiff\nTrevor J. Hallstrom  -  Attorney for Plaintiff"),
				rule(),
				cb("JOURNAL ENTRIES"), gap(),
				p("- NEGOTIATIONS as contained in the Guilty Plea Agreement FILED IN OPEN COURT. DEFT. KAHANANUI ARRAIGNED AND PLED GUILTY to COUNT 1 - BURGLARY (F). Court ACCEPTED plea and, ORDERED, matter REFERRED to the Division of Parole and Probation (P&P) and SET for sentencing. COURT FURTHER ORDERED, Count 2 DISMISSED upon rendition of sentence."),
				p("Ms. Escobedo requested the Defendant be released on his own recognizance pending sentencing; State opposed. COURT ORDERED, Defendant RELEASED on house arrest (intermediate level) pending sentencing."),
				gap(), l("CUSTODY (H.A.)"), gap(),
				l("02/05/25 9:30 AM SENTENCING"),
			},
		}}

	joc := doc{name: "Judgment of Conviction.pdf", font: "Times", size: 11, pleading: true,
		pages: []page{
			with([]block{stamp("Electronically Filed", "02/11/2025 2:46 PM", "CLERK OF THE COURT"), l("JOC"), gap()}, court, []block{capt, gap(), cb("JUDGMENT OF CONVICTION"), cb("(PLEA OF GUILTY)"), gap(),
				p("The Defendant previously appeared before the Court with counsel and entered a plea of guilty to the crime of COUNT 1 - BURGLARY (Category B Felony), in violation of NRS 205.060; thereafter, on the 5th day of February, 2025, the Defendant was present in court for sentencing with counsel LORENA V. ESCOBEDO, Deputy Public Defender, and good cause appearing,"),
				p("THE DEFENDANT WAS THEREBY ADJUDGED guilty of said offense and, in addition to the $25.00 Administrative Assessment Fee, $150.00 DNA Analysis Fee including testing to determine genetic markers, $3.00 DNA Collection Fee, and $3,418.00 Restitution payable to Desert Crest Tool Supply, LLC, the Defendant is SENTENCED to the Nevada Department of Corrections (NDC) as follows: a MAXIMUM of FORTY-EIGHT (48) MONTHS with a MINIMUM Parole Eligibility of TWELVE (12) MONTHS; SENTENCE SUSPENDED; Defendant placed on PROBATION for an indeterminate period not to exceed THREE (3) YEARS."),
			}),
			{
				p("SPECIAL CONDITIONS: 1. Search clause. 2. No contact with Desert Crest Tool Supply, LLC or its premises. 3. Complete thirty-two (32) hours of community service. 4. Maintain full-time employment or education."),
				p("CREDIT FOR TIME SERVED: 143 days."),
				p("COUNT 2 - DISMISSED."),
				ls("Dated this 11th day of February, 2025", "", "", "                                        /s/ Adrienne C. Matsuda", "                                        3F7 A21 9C04 B6D1", "                                        Adrienne C. Matsuda", "                                        District Court Judge"),
			},
		}}

	const (
		fi = "Information.pdf"
		fg = "Guilty Plea Agreement.pdf"
		fm = "Court Minutes - Entry of Plea.pdf"
		fj = "Judgment of Conviction.pdf"
	)
	return spec{
		name: "state-v-kahananui-clark-nv", title: "State of Nevada v. Keoni Makana Kahananui (Eighth Jud. Dist. Ct., Clark County, C-24-391842-1), burglary plea",
		firstSight: &truth.Figures{PartyTruth: 8, PartyFound: 8, PartyCorrect: 6, EventTruth: 11, EventHits: 11, Grounded: 1}, // at commit d617a04
		docs:       []doc{info, gpa, minutes, joc},
		parties: []truth.Party{
			{Name: "State of Nevada", Role: "plaintiff"},
			{Name: "Keoni Makana Kahananui", Role: "defendant"},
			{Name: "Clarence M. Hollis", Role: "counsel"}, // the district attorney
			{Name: "Trevor J. Hallstrom", Role: "counsel"},
			{Name: "Lorena V. Escobedo", Role: "counsel"},
			{Name: "Adrienne C. Matsuda", Role: "judge"},
			{Name: "Daniela Reynoso-Paik", Role: "witness"}, // the information's endorsed witnesses
			{Name: "Marcus T. Ellerbe", Role: "witness"},
		},
		events: []truth.Event{
			{Date: "2024-10-03", File: fi, Page: 1},
			{Date: "2024-07-14", File: fi, Page: 1},
			{Date: "2024-12-04", File: fg, Page: 1},
			{Date: "2024-12-04", File: fg, Page: 2},
			{Date: "2024-12-04", File: fg, Page: 3},
			{Date: "2024-12-04", File: fm, Page: 1},
			{Date: "2024-12-05", File: fm, Page: 1},
			{Date: "2025-02-05", File: fm, Page: 1},
			{Date: "2025-02-11", File: fj, Page: 1},
			{Date: "2025-02-05", File: fj, Page: 1},
			{Date: "2025-02-11", File: fj, Page: 2},
		},
	}
}
