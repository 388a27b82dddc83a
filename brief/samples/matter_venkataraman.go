package samples

// DEV SET (held out at first sight): a Fair Work Act underpayment and
// general protections claim in the Federal Circuit and Family Court of
// Australia (Division 2), General and Fair Work Division. The originating
// application on the Court's form ("Form 1", "Rule 8.01", a box of
// "Filed on" / "File number" / "Filed at" for court use, labelled boxes
// "Applicant", "Respondents" numbered 1 and 2 with an ACN, "Filed on
// behalf of", "Prepared by", "Law firm", "Tel", "Email", "Address for
// service", the details of claim and orders sought, "Signature of lawyer"
// over "Name:" and the date); the applicant's affidavit on the Court's
// header table ("I, X, of ..., affirm:", numbered paragraphs, annexures
// "PV-1" and "PV-2", "Affirmed at Parramatta in New South Wales on ...
// before me:", "Signature of deponent", "Signature of witness", "Name of
// witness:" a justice of the peace with his registration number,
// "Qualification:"); and the reasons for judgment ("REASONS FOR
// JUDGMENT", "[2025] FedCFamC2G 318", "JUDGE: Judge Martinelli", "DATE OF
// HEARING: 10 and 11 February 2025", "DATE OF JUDGMENT", "REPRESENTATION"
// with "Counsel for the Applicant: Mr L Abernethy" and "Solicitors for
// the Applicant: Whitford Pearce Lawyers" lines, the witnesses who gave
// evidence, a Fair Work Inspector named in passing, cited cases, the
// associate's certificate "I certify that the preceding 14 (fourteen)
// numbered paragraphs are a true copy"). Conventions: the applicant is the
// petitioner and, having affirmed her affidavit and given evidence, its
// declarant and a witness; the company and its director sued as
// accessory are respondents; the lawyer who prepares and signs the
// application is counsel; counsel named by initial and surname are keyed
// so ("L Abernethy"), the judge by surname ("Martinelli"); the justice of
// the peace who witnesses the affidavit, the Fair Work Inspector, the
// restaurant manager named in the affidavit, the
// associate who certifies the reasons, the firms and the parties of cases
// cited are no parties.
func init() { specs = append(specs, venkataraman) }

func venkataraman() matterSpec {
	const (
		appF = "Originating Application SYG1432-2024.pdf"
		affF = "Affidavit of Priya Venkataraman.pdf"
		judF = "Reasons for Judgment [2025] FedCFamC2G 318.pdf"
	)
	furniture := "Federal Circuit and Family Court of Australia (Division 2) - General and Fair Work Division      Page %d of %t"

	app := doc{name: appF, font: "Helvetica", size: 9.5, footer: furniture,
		pages: []page{
			{
				ls("Form 1", "Rule 8.01"),
				ls("                                                                      Filed on:    6 May 2024",
					"                                                                      File number: SYG1432/2024",
					"                                                                      Filed at:    Sydney"),
				cb("ORIGINATING APPLICATION"),
				c("FEDERAL CIRCUIT AND FAMILY COURT OF AUSTRALIA (DIVISION 2)"),
				c("GENERAL AND FAIR WORK DIVISION"), gap(),
				ls("Applicant",
					"PRIYA VENKATARAMAN", "",
					"Respondents",
					"1.  COASTLINE HOSPITALITY GROUP PTY LTD (ACN 612 448 907)",
					"2.  GREGORY STATHOPOULOS"),
				gap(),
				ls("Filed on behalf of:      The Applicant, Priya Venkataraman",
					"Prepared by:             Hannah Whitford",
					"Law firm:                Whitford Pearce Lawyers",
					"Tel:                     (02) 9891 4470",
					"Email:                   hwhitford@whitfordpearce.com.au",
					"Address for service:     Level 6, 20 Smith Street, Parramatta NSW 2150"),
				gap(),
				l("DETAILS OF CLAIM"),
				p("1. The Applicant was employed by the First Respondent as a sous chef at its Manly restaurant from 14 February 2022 until her dismissal on 30 November 2023. Her employment was covered by the Restaurant Industry Award 2020."),
				p("2. The First Respondent failed to pay the Applicant overtime, penalty rates and annual leave loading as required by the Award, in contravention of s 45 of the Fair Work Act 2009 (Cth) (the FW Act). The underpayment is $38,412.60."),
				p("3. On 4 October 2023 the Applicant made a written complaint to the First Respondent about her pay. The First Respondent dismissed her on 30 November 2023 because she had exercised a workplace right, in contravention of s 340 of the FW Act."),
				p("4. The Second Respondent, the sole director of the First Respondent, was knowingly concerned in each contravention and is taken to have contravened the provisions by s 550 of the FW Act."),
			},
			{
				l("ORDERS SOUGHT"),
				p("1. Declarations that the First Respondent contravened ss 45 and 340 of the FW Act and that the Second Respondent was involved in those contraventions."),
				p("2. An order that the Respondents pay the Applicant $38,412.60, with interest, and compensation for the dismissal under s 545 of the FW Act."),
				p("3. Orders that the Respondents pay pecuniary penalties under s 546 of the FW Act, to be paid to the Applicant."),
				gap(),
				l("SERVICE ON THE RESPONDENTS"),
				p("It is intended to serve this application on each respondent named above."),
				gap(),
				ls("Signature of lawyer:  ________________________",
					"Name:                 Hannah Whitford",
					"Capacity:             Lawyer for the Applicant",
					"Date:                 3 May 2024"),
				gap(),
				small(ls("FOR COURT USE ONLY",
					"First court date: 18 June 2024 at 9:30 am, Court 7.2, Level 7, Commonwealth Law Courts, 184 Phillip Street, Sydney"), 8.5),
			},
		}}

	head := []block{
		ls("                                                                      File number:  SYG1432/2024",
			"                                                                      Filed on:     6 May 2024"),
		cb("AFFIDAVIT"),
		c("FEDERAL CIRCUIT AND FAMILY COURT OF AUSTRALIA (DIVISION 2)"),
		c("GENERAL AND FAIR WORK DIVISION"), gap(),
		ls("Applicant:     PRIYA VENKATARAMAN",
			"Respondents:   COASTLINE HOSPITALITY GROUP PTY LTD (ACN 612 448 907) and another"),
		gap(),
		ls("Filed on behalf of:      The Applicant",
			"Prepared by:             Hannah Whitford, Whitford Pearce Lawyers",
			"Tel: (02) 9891 4470      Email: hwhitford@whitfordpearce.com.au",
			"Address for service:     Level 6, 20 Smith Street, Parramatta NSW 2150"),
		gap(),
	}
	aff := doc{name: affF, font: "Times", size: 11, footer: furniture,
		pages: []page{
			append(head, []block{
				p("I, Priya Venkataraman, of 8/22 Harris Street, Harris Park NSW 2150, chef, affirm:"),
				p("1. I am the Applicant. I make this affidavit from my own knowledge."),
				p("2. I started work with Coastline Hospitality Group Pty Ltd at its restaurant \"Saltwater Kitchen\" in Manly on 14 February 2022. I was interviewed and hired by Gregory Stathopoulos, who told me he owned the business."),
				p("3. From March 2022 I regularly worked 55 to 60 hours a week, including most Saturdays and Sundays. I was paid a flat weekly amount of $1,150 and never received overtime or weekend rates. Annexed and marked \"PV-1\" are copies of my payslips."),
				p("4. On 4 October 2023 I sent an email to Mr Stathopoulos asking why I was not paid penalty rates, and I attached the Fair Work Ombudsman's pay guide. Annexed and marked \"PV-2\" is a copy of that email."),
			}...),
			{
				p("5. On 9 October 2023 Mr Stathopoulos came into the kitchen and told me, \"If you want to play lawyer, go work somewhere else.\" After that my rostered shifts were cut from five a week to two."),
				p("6. On 30 November 2023 I received a text message from the restaurant manager, Daniel Moretti, saying that my position was \"no longer required\". Nobody else was dismissed, and a new sous chef started on 11 December 2023."),
				p("7. On 19 January 2024 I made a request for assistance to the Fair Work Ombudsman."),
				gap(),
				ls("Affirmed by the deponent",
					"at Parramatta in New South Wales",
					"on 2 May 2024",
					"before me:", "",
					"Signature of deponent:  ________________________", "",
					"Signature of witness:   ________________________", "",
					"Name of witness:        Bernard Kwan",
					"Qualification:          Justice of the Peace, New South Wales (Reg. No. 184312)",
					"Address of witness:     Shop 4, 180 Church Street, Parramatta NSW 2150"),
				gap(),
				small(p("Note: A witness must certify that he or she saw the face of the deponent, has known the deponent for at least 12 months or confirmed the deponent's identity, in accordance with the Oaths Act 1900 (NSW)."), 8.5),
			},
		}}

	jud := doc{name: judF, font: "Times", size: 10.5, header: "Venkataraman v Coastline Hospitality Group Pty Ltd & Anor [2025] FedCFamC2G 318", footer: "Reasons for Judgment: Page %d",
		pages: []page{
			{
				c("FEDERAL CIRCUIT AND FAMILY COURT OF AUSTRALIA (DIVISION 2)"), gap(),
				ls("CATCHWORDS: INDUSTRIAL LAW - underpayment - Restaurant Industry Award 2020 - adverse action - workplace right -",
					"complaint about pay - dismissal - accessorial liability of director - s 550 Fair Work Act 2009 (Cth)."),
				gap(),
				ls("Legislation:         Fair Work Act 2009 (Cth), ss 45, 340, 341, 361, 545, 546, 550",
					"Cases cited:         Board of Bendigo Regional Institute of Technical and Further Education v Barclay",
					"                     (2012) 248 CLR 500; Construction, Forestry, Mining and Energy Union v",
					"                     BHP Coal Pty Ltd (2014) 253 CLR 243; Fair Work Ombudsman v Harborne Eats",
					"                     Pty Ltd [2022] FedCFamC2G 611"),
				gap(),
				ls("First Applicant:     PRIYA VENKATARAMAN",
					"First Respondent:    COASTLINE HOSPITALITY GROUP PTY LTD",
					"Second Respondent:   GREGORY STATHOPOULOS", "",
					"File Number:         SYG1432/2024", "",
					"Judgment of:         Judge Martinelli", "",
					"DATE OF HEARING:     10 and 11 February 2025",
					"Hearing Location:    Sydney", "",
					"DATE OF JUDGMENT:    19 March 2025", "",
					"Delivered at:        Sydney", "",
					"REPRESENTATION", "",
					"Counsel for the Applicant:        Mr L Abernethy",
					"Solicitors for the Applicant:     Whitford Pearce Lawyers",
					"Counsel for the Respondents:      Ms S Oyelaran",
					"Solicitors for the Respondents:   Kingsley Drummond Legal"),
				gap(),
				cb("ORDERS"),
				p("(1) The Court declares that the First Respondent contravened s 45 and s 340 of the Fair Work Act 2009 (Cth) and that the Second Respondent was involved in each contravention within the meaning of s 550."),
				p("(2) The Respondents pay the Applicant $38,412.60 plus interest, and $22,000 as compensation, within 28 days. (3) The question of penalties is listed for hearing on 14 May 2025."),
			},
			{
				cb("REASONS FOR JUDGMENT"), gap(),
				ls("JUDGE MARTINELLI:"),
				p("1. The Applicant, Ms Venkataraman, worked as a sous chef at the First Respondent's Manly restaurant from 14 February 2022 until she was dismissed on 30 November 2023. She claims that she was underpaid and that she was dismissed because she complained about her pay on 4 October 2023. The Second Respondent, Mr Stathopoulos, is the First Respondent's sole director."),
				p("2. The Applicant gave evidence and relied on her affidavit affirmed on 2 May 2024. For the Respondents, Mr Stathopoulos and the First Respondent's bookkeeper, Ms Ngaire Halloway, gave evidence. All three were cross-examined."),
				p("3. The underpayment is not in dispute. After a Fair Work Inspector, Mr Tom Reddy, issued a compliance notice on 22 April 2024, the Respondents accepted the Applicant's calculation. The contest is about the dismissal."),
				p("4. The Applicant's email of 4 October 2023 was a complaint in relation to her employment and the exercise of a workplace right: s 341(1)(c)(ii). The Respondents must prove that the complaint was not a substantial and operative reason for the dismissal: s 361; Board of Bendigo Regional Institute of Technical and Further Education v Barclay (2012) 248 CLR 500 at [44]-[45]."),
				p("5. Mr Stathopoulos said he dismissed the Applicant because trade was down after winter. I do not accept that evidence. Ms Halloway's own records show that takings rose in November 2023, and a new sous chef was engaged on 11 December 2023. His remark of 9 October 2023 tells against him. The onus is not discharged: Construction, Forestry, Mining and Energy Union v BHP Coal Pty Ltd (2014) 253 CLR 243."),
				p("6. Mr Stathopoulos set the Applicant's pay and decided on the dismissal. He was knowingly concerned in both contraventions: Fair Work Ombudsman v Harborne Eats Pty Ltd [2022] FedCFamC2G 611 at [31]."),
				gap(),
				small(ls("I certify that the preceding six (6) numbered paragraphs are a true copy of the reasons for judgment of Judge Martinelli.", "",
					"Associate: Olivia Brandt", "",
					"Date: 19 March 2025"), 9.5),
			},
		}}

	return matterSpec{
		name: "venkataraman-v-coastline", title: "Venkataraman v Coastline Hospitality Group Pty Ltd (Federal Circuit and Family Court of Australia (Division 2), SYG1432/2024)", heldOut: true,
		firstSight: &Figures{PartyTruth: 11, PartyFound: 10, PartyCorrect: 9, EventTruth: 26, EventHits: 26, Grounded: 1}, // at 47e94d5
		docs:       []doc{app, aff, jud},
		parties: []Party{
			{"Priya Venkataraman", "petitioner"}, // the applicant
			{"Priya Venkataraman", "declarant"},
			{"Priya Venkataraman", "witness"}, // gave evidence
			{"Coastline Hospitality Group Pty Ltd", "respondent"},
			{"Gregory Stathopoulos", "respondent"},
			{"Gregory Stathopoulos", "witness"},
			{"Ngaire Halloway", "witness"}, // the bookkeeper
			{"Hannah Whitford", "counsel"}, // prepares and signs the application
			{"L Abernethy", "counsel"},
			{"S Oyelaran", "counsel"},
			{"Martinelli", "judge"},
		},
		events: []Event{
			{"2024-05-06", appF, 1},
			{"2022-02-14", appF, 1},
			{"2023-11-30", appF, 1},
			{"2023-10-04", appF, 1},
			{"2024-05-03", appF, 2},
			{"2024-06-18", appF, 2},
			{"2024-05-06", affF, 1},
			{"2022-02-14", affF, 1},
			{"2023-10-04", affF, 1},
			{"2023-10-09", affF, 2},
			{"2023-11-30", affF, 2},
			{"2023-12-11", affF, 2},
			{"2024-01-19", affF, 2},
			{"2024-05-02", affF, 2},
			{"2025-02-10", judF, 1},
			{"2025-02-11", judF, 1},
			{"2025-03-19", judF, 1},
			{"2025-05-14", judF, 1},
			{"2022-02-14", judF, 2},
			{"2023-11-30", judF, 2},
			{"2023-10-04", judF, 2},
			{"2024-05-02", judF, 2},
			{"2024-04-22", judF, 2},
			{"2023-12-11", judF, 2},
			{"2023-10-09", judF, 2},
			{"2025-03-19", judF, 2},
		},
	}
}
