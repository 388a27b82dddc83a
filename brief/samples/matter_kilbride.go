package samples

// DEV SET (held out at first sight): a financial remedy application after
// a divorce, in the Family Court of England and Wales (sitting at Leeds),
// settled at the FDR appointment. An extract of Form A as the court's
// online service prints it ("Form A", "Notice of [intention to proceed
// with] an application for a financial order", "In the Family Court at
// Leeds", "Case number", "1. About the applicant" with "First name(s)" /
// "Last name" on separate lines, "2. About the respondent", the orders
// sought as check boxes, "Pension arrangement" naming the scheme, the
// MIAM box naming the mediator and the date, "Your legal representative"
// with the solicitor's name, firm and reference, "The respondent's legal
// representative (if known)", the statement of truth with "[ ] The
// applicant [X] The applicant's legal representative", "Signed" / "Full
// name" / "Name of firm" / "Position or office held", dates as
// "14/06/2024"); the applicant's position statement for the FDR
// ("IN THE FAMILY COURT SITTING AT LEEDS", "IN THE MATTER OF AN
// APPLICATION FOR A FINANCIAL REMEDY", "BETWEEN:" with "Applicant" and
// "Respondent" at the right of each name, the parties called "the
// Applicant" and "the Respondent", the children by initials, an asset
// schedule with the single joint valuer named, signed by counsel with his
// chambers); and the consent order ("Before District Judge Fairbairn
// sitting at the Family Court at Leeds, ... on 3 March 2025", "The
// parties", "UPON the Applicant being represented by Mr X of counsel,
// instructed by Y, and the Respondent by Mr Z, solicitor, of W",
// definitions, recitals, "BY CONSENT IT IS ORDERED THAT:", pension
// sharing, a clean break, "Dated", the parties' and the firms' consents
// under "We consent to an order in the above terms").
// Conventions: as in marsh-and-marsh, the Applicant is the petitioner and
// the Respondent the respondent; the solicitor who signs Form A's
// statement of truth as the applicant's legal representative, the
// respondent's solicitor and counsel are counsel, the firms none; the
// district judge, named by surname, is the judge. The children, the
// mediator, the single joint valuer, the pension scheme, the mortgagee
// and the parties' signatures of consent (which make them no declarants)
// give no other party or role.
func init() { specs = append(specs, kilbride) }

func kilbride() matterSpec {
	const (
		formF = "Form A - Kilbride LS24F00412.pdf"
		posF  = "Applicant's Position Statement for FDR 3 March 2025.pdf"
		ordF  = "Consent Order 3 March 2025 LS24F00412.pdf"
	)
	head := func(title string) []block {
		return []block{
			r("Case No: LS24F00412"), gap(),
			cb("IN THE FAMILY COURT SITTING AT LEEDS"), gap(),
			c("IN THE MATTER OF THE MATRIMONIAL CAUSES ACT 1973"),
			c("AND IN THE MATTER OF AN APPLICATION FOR A FINANCIAL REMEDY"), gap(),
			l("BETWEEN:"),
			ls("                         ELEANOR JANE KILBRIDE                          Applicant",
				"                                        - and -",
				"                         MARTIN PAUL KILBRIDE                          Respondent"),
			gap(), cb(title), gap(),
		}
	}

	form := doc{name: formF, font: "Helvetica", size: 9.5, unicode: true,
		footer: "Form A  Notice of [intention to proceed with] an application for a financial order (05.22)        Page %d of %t",
		pages: []page{
			{
				ls("Form A                                                           In the Family Court at",
					"                                                                 Leeds",
					"Notice of [intention to proceed with] an",
					"application for a financial order                                Case number    LS24F00412",
					"                                                                 Date issued    17/06/2024"),
				gap(),
				l("1. About the applicant"),
				ls("First name(s)            Eleanor Jane",
					"Last name                Kilbride",
					"Date of birth            09/11/1979",
					"Address                  14 Ashgrove Road, Harrogate HG2 0LP"),
				gap(),
				l("2. About the respondent"),
				ls("First name(s)            Martin Paul",
					"Last name                Kilbride",
					"Date of birth            23/04/1976",
					"Address                  Flat 3, 58 Victoria Avenue, Harrogate HG1 5PR"),
				gap(),
				l("3. About the marriage"),
				ls("Date of marriage                       12/08/2006",
					"Divorce case number                    LS23D02718",
					"Conditional order pronounced           20/03/2024"),
				gap(),
				l("4. The applicant intends to apply to the court for:"),
				ls("[X] an order for maintenance pending suit     [X] a periodical payments order for the children",
					"[X] a lump sum order                          [X] a property adjustment order",
					"[X] a pension sharing order                   [ ] a pension attachment order"),
				gap(),
				ls("Pension arrangement      Yorkshire Water Pension Scheme (the respondent's)",
					"Property                 14 Ashgrove Road, Harrogate HG2 0LP (registered in joint names,",
					"                         mortgaged to Leeds Building Society)"),
			},
			{
				l("5. Mediation Information and Assessment Meeting (MIAM)"),
				ls("[X] The applicant has attended a MIAM",
					"Name of mediator         Ruth Abernethy, Dales Family Mediation (FMC accredited)",
					"Date of MIAM             02/05/2024"),
				gap(),
				l("6. Your legal representative"),
				ls("Name                     Harriet Colley",
					"Firm                     Colley Brandon LLP",
					"Address                  9 Park Place, Leeds LS1 2RU",
					"Reference                HC/KIL/0931",
					"Email                    hcolley@colleybrandon.co.uk"),
				gap(),
				l("7. The respondent's legal representative (if known)"),
				ls("Name                     Samuel Brightwell",
					"Firm                     Rowntree Dale Solicitors",
					"Address                  3 Princes Square, Harrogate HG1 1LX"),
				gap(),
				l("Statement of truth"),
				p("I understand that proceedings for contempt of court may be brought against anyone who makes, or causes to be made, a false statement in a document verified by a statement of truth without an honest belief in its truth. The applicant believes that the facts stated in this form are true. I am authorised by the applicant to sign this statement."),
				ls("[ ] The applicant        [X] The applicant's legal representative",
					"",
					"Signed                   H. Colley",
					"Full name                Harriet Colley",
					"Name of firm             Colley Brandon LLP",
					"Position or office held  Partner",
					"Date                     14/06/2024"),
			},
		}}

	pos := doc{name: posF, font: "Times", size: 11, unicode: true,
		pages: []page{
			append(head("APPLICANT'S POSITION STATEMENT FOR THE FINANCIAL DISPUTE RESOLUTION APPOINTMENT ON 3 MARCH 2025"),
				p("1. This statement is filed on behalf of the Applicant wife, Eleanor Jane Kilbride (\"the Applicant\"), for the FDR appointment listed before District Judge Fairbairn on 3 March 2025. The Respondent husband is Martin Paul Kilbride (\"the Respondent\")."),
				p("2. The parties married on 12 August 2006 and separated on 1 September 2023. A conditional order was pronounced on 20 March 2024. There are two children, E.K. (born 4 June 2010) and T.K. (born 17 January 2014), who live with the Applicant. The Respondent pays child maintenance assessed by the Child Maintenance Service."),
				p("3. The First Appointment took place on 30 September 2024. The former matrimonial home was valued by the single joint expert, Mr Peter Lomas MRICS, at £545,000 in his report dated 6 December 2024."),
				ls("   Asset                                            Applicant          Respondent",
					"   14 Ashgrove Road (net of mortgage of £162,000)     £191,500            £191,500",
					"   Yorkshire Water Pension Scheme (CETV)                    -            £312,400",
					"   Applicant's teachers' pension (CETV)                £96,800                   -",
					"   Savings and ISAs                                   £12,300             £48,900"),
				gap(),
				p("4. The Applicant proposes that the home be transferred to her, that the Respondent's pension be shared at 38%, and that he pay her a lump sum of £45,000, with a clean break. The Respondent's open proposal of 14 February 2025 was an immediate sale and an equal division, with no pension share."),
			),
			{
				p("5. The Applicant's housing need, and that of the children, is best met by her keeping the home, which she can fund with a mortgage of £115,000 on her income as a deputy head teacher. The Respondent's earning capacity is substantially higher, and his pension accrued largely during the marriage."),
				gap(),
				ls("Daniel Whitcombe",
					"Counsel for the Applicant",
					"Park Square Barristers, 6 Park Square East, Leeds LS1 2LW",
					"27 February 2025"),
			},
		}}

	ord := doc{name: ordF, font: "Times", size: 11, unicode: true,
		footer: "Case No: LS24F00412   Kilbride v Kilbride   Consent order (financial remedy)        Page %d of %t",
		pages: []page{
			append(head("CONSENT ORDER (FINANCIAL REMEDY)"),
				p("Before District Judge Fairbairn sitting at the Family Court at Leeds, Leeds Combined Court Centre, 1 Oxford Row, Leeds LS1 3BG, on 3 March 2025."),
				l("The parties"),
				p("1. The Applicant is Eleanor Jane Kilbride. The Respondent is Martin Paul Kilbride."),
				p("2. UPON the Applicant being represented by Mr Daniel Whitcombe of counsel, instructed by Colley Brandon LLP, and the Respondent by Mr Samuel Brightwell, solicitor, of Rowntree Dale Solicitors."),
				l("Recitals"),
				p("3. The parties have agreed the terms of this order in full and final satisfaction of all claims for income, capital and pensions that each has against the other, whether arising under the Matrimonial Causes Act 1973, the Married Women's Property Act 1882 or otherwise."),
				p("4. The Applicant shall use her best endeavours to secure the release of the Respondent from the mortgage with Leeds Building Society by 2 June 2025."),
				l("BY CONSENT IT IS ORDERED THAT:"),
				p("5. The Respondent shall by 4pm on 2 June 2025 transfer to the Applicant all his legal estate and beneficial interest in 14 Ashgrove Road, Harrogate HG2 0LP, subject to the mortgage."),
				p("6. The Respondent shall pay to the Applicant a lump sum of £38,000 by 4pm on 31 May 2025."),
				p("7. Provision shall be made in favour of the Applicant by means of a pension sharing order in respect of the Respondent's rights under the Yorkshire Water Pension Scheme, by which 33% of the cash equivalent transfer value is to be transferred, as set out in the annex (Form P1) to this order."),
			),
			{
				p("8. Upon the making of a final order of divorce and the implementation of paragraphs 5 to 7, the claims of each party against the other for periodical payments, a lump sum, property adjustment, pension sharing and pension attachment orders shall be dismissed, and neither party shall be entitled to apply under section 2 of the Inheritance (Provision for Family and Dependants) Act 1975 on the death of the other."),
				p("9. There shall be no order as to costs."),
				gap(),
				l("Dated 3 March 2025"),
				gap(),
				l("We consent to an order in the above terms:"),
				ls("Signed  E J Kilbride                           Signed  M P Kilbride",
					"Applicant                                      Respondent",
					"",
					"Signed  Colley Brandon LLP                     Signed  Rowntree Dale Solicitors",
					"Solicitors for the Applicant                   Solicitors for the Respondent"),
			},
		}}

	return matterSpec{
		name: "kilbride-and-kilbride", title: "Kilbride v Kilbride (Family Court sitting at Leeds, LS24F00412, financial remedy)", heldOut: true,
		firstSight: &Figures{PartyTruth: 6, PartyFound: 8, PartyCorrect: 6, EventTruth: 21, EventHits: 21, Grounded: 1}, // at a4eaead
		docs:       []doc{form, pos, ord},
		parties: []Party{
			{"Eleanor Jane Kilbride", "petitioner"}, // the Applicant
			{"Martin Paul Kilbride", "respondent"},
			{"Harriet Colley", "counsel"}, // signs Form A's statement of truth as legal representative
			{"Samuel Brightwell", "counsel"},
			{"Daniel Whitcombe", "counsel"},
			{"Fairbairn", "judge"}, // District Judge, by surname
		},
		events: []Event{
			{"2024-06-17", formF, 1},
			{"1979-11-09", formF, 1},
			{"1976-04-23", formF, 1},
			{"2006-08-12", formF, 1},
			{"2024-03-20", formF, 1},
			{"2024-05-02", formF, 2},
			{"2024-06-14", formF, 2},
			{"2025-03-03", posF, 1},
			{"2006-08-12", posF, 1},
			{"2023-09-01", posF, 1},
			{"2024-03-20", posF, 1},
			{"2010-06-04", posF, 1},
			{"2014-01-17", posF, 1},
			{"2024-09-30", posF, 1},
			{"2024-12-06", posF, 1},
			{"2025-02-14", posF, 1},
			{"2025-02-27", posF, 2},
			{"2025-03-03", ordF, 1},
			{"2025-06-02", ordF, 1},
			{"2025-05-31", ordF, 1},
			{"2025-03-03", ordF, 2},
		},
	}
}
