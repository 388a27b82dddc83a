package samples

// DEV SET (held out at first sight): a summary prosecution in the Ontario
// Court of Justice. The information on Form 2 ("Criminal Code, s. 506",
// "This is the information of Constable X #2417 of the Ottawa Police
// Service, (the informant).", "The informant says that he/she believes on
// reasonable grounds that", the accused with "(Date of Birth:
// 1991-07-22)", counts, "Sworn before me this 4th day of June, 2024",
// "A Justice of the Peace in and for the Province of Ontario", the Crown's
// election check boxes, the information number); the release order on
// Form 10 (conditions as check boxes, a no-contact condition naming the
// complainant, signed by the presiding justice of the peace); and the
// reasons for judgment in the court's published form ("DATE: 2024-11-18",
// "COURT FILE No.:", "BETWEEN: HIS MAJESTY THE KING - AND - X", "Before
// Justice X", "Heard on October 21 and 22, 2024", "Counsel:" with "counsel
// for the Crown" and "counsel for the defendant", "SZABO J.:", the
// witnesses called). The Crown is the plaintiff; the officer who swears
// the information is its declarant and, having testified, a witness; the
// justice of the peace who only receives the sworn information is no
// party, and the one who decides release is a judge; a defendant who
// testifies is also a witness.
func init() { specs = append(specs, desrosiers) }

func desrosiers() matterSpec {
	info := doc{name: "Information 4411-998-24-15872.pdf", font: "Times", size: 11, unicode: true,
		footer: "Form 2 - Information (Criminal Code, s. 506)                              Information No. 4411-998-24-15872",
		pages: []page{{
			ls("ONTARIO COURT OF JUSTICE                                                       INFORMATION", "                                                                               Form 2", "                                                                               Criminal Code, s. 506"),
			gap(),
			ls("CANADA", "PROVINCE OF ONTARIO", "EAST REGION"), gap(),
			p("This is the information of Constable Lisa Marchand #2417 of the Ottawa Police Service, (the informant)."),
			p("The informant says that he/she believes on reasonable grounds that"),
			cb("KEVIN JOSEPH DESROSIERS"), c("(Date of Birth: 1991-07-22)"), gap(),
			p("Count 1: on or about the 3rd day of June, 2024, at the City of Ottawa in the said region, did commit an assault on Jason Lui, contrary to section 266 of the Criminal Code."),
			p("Count 2: AND FURTHER on or about the 3rd day of June, 2024, at the City of Ottawa in the said region, did have in his possession a weapon, namely a hockey stick, for a purpose dangerous to the public peace, contrary to section 88(1) of the Criminal Code."),
			gap(),
			ls("Sworn before me this 4th day of June, 2024,", "at the City of Ottawa.", "",
				"______________________________                 ______________________________",
				"A Justice of the Peace in and for              Signature of Informant",
				"the Province of Ontario", "",
				"Crown elects to proceed:   [X] summarily   [ ] by indictment", "",
				"Case Name: R. v. Desrosiers"),
		}}}

	release := doc{name: "Release Order 2024-06-05.pdf", font: "Helvetica", size: 10, unicode: true,
		footer: "Form 10 - Release Order (Criminal Code, s. 515)",
		pages: []page{{
			cb("ONTARIO COURT OF JUSTICE"), cb("RELEASE ORDER"), c("Form 10, Criminal Code, s. 515"), gap(),
			ls("Canada, Province of Ontario, East Region", "Information No. 4411-998-24-15872", "", "Accused:  Kevin Joseph Desrosiers     Date of Birth: 1991-07-22", "          1250 Bank Street, Apt 5, Ottawa, ON K1S 3Y3"),
			gap(),
			p("Whereas you have been charged with assault and possession of a weapon for a dangerous purpose, you are released on the following conditions:"),
			ls("[X] You must attend court at 161 Elgin Street, Ottawa, on July 10, 2024 at 9:00 a.m., and as required.",
				"[X] You must not communicate, directly or indirectly, with Jason Lui.",
				"[X] You must not be within 100 metres of 880 Somerset Street West, Ottawa.",
				"[X] You must not possess any weapon as defined in the Criminal Code.",
				"[ ] You must deposit the sum of $______ with the court.",
				"[X] Surety: none."),
			gap(),
			ls("Dated June 5, 2024, at Ottawa, Ontario.", "", "Marc-André Gélinas", "Justice of the Peace", "", "I understand the conditions of this order:  /s/ K. Desrosiers  (signature of accused)"),
		}}}

	reasons := doc{name: "Reasons for Judgment 2024-11-18.pdf", font: "Times", size: 11, unicode: true,
		pages: []page{
			{
				ls("                                                      ONTARIO COURT OF JUSTICE", "", "DATE: 2024-11-18", "COURT FILE No.: Ottawa 24-15872"), gap(),
				ls("BETWEEN:", "", "                              HIS MAJESTY THE KING", "", "                                   — AND —", "", "                          KEVIN JOSEPH DESROSIERS"),
				gap(),
				ls("Before Justice Andrea P. Szabo", "Heard on October 21 and 22, 2024", "Reasons for Judgment released on November 18, 2024"), gap(),
				ls("Priyanka Menon ............................................................... counsel for the Crown",
					"Oliver Tremblay ....................................... counsel for the defendant Kevin Desrosiers"),
				gap(),
				l("SZABO J.:"),
				p("[1] Kevin Desrosiers is charged with assaulting Jason Lui outside a bar on Somerset Street West in the early hours of June 3, 2024, and with possessing a hockey stick for a purpose dangerous to the public peace."),
				p("[2] The Crown called the complainant, Jason Lui, and Constable Lisa Marchand, who arrived after the altercation. Mr. Desrosiers testified in his own defence. He said that Mr. Lui swung first and that he took the stick from Mr. Lui."),
			},
			{
				p("[3] I do not believe Mr. Desrosiers's account, but it leaves me in reasonable doubt on count 1. The CCTV footage filed as Exhibit 2 shows the first blow, but not who struck it. Constable Marchand candidly agreed that the stick was found beside Mr. Lui, not the defendant."),
				p("[4] Applying R. v. W.(D.), [1991] 1 S.C.R. 742, I am not satisfied beyond a reasonable doubt of either offence. Mr. Desrosiers is found not guilty on both counts, and the release order of June 5, 2024 is vacated."),
				ls("", "Released: November 18, 2024", "", "                                                       Justice Andrea P. Szabo"),
			},
		}}

	return matterSpec{
		name: "r-v-desrosiers", title: "R. v. Desrosiers (Ontario Court of Justice, Ottawa 24-15872)", heldOut: true,
		firstSight: &Figures{PartyTruth: 10, PartyFound: 5, PartyCorrect: 2, EventTruth: 12, EventHits: 12, Grounded: 1}, // at 433eea2
		docs:       []doc{info, release, reasons},
		parties: []Party{
			{"His Majesty the King", "plaintiff"}, // the Crown
			{"Kevin Joseph Desrosiers", "defendant"},
			{"Kevin Joseph Desrosiers", "witness"},
			{"Lisa Marchand", "declarant"}, // she swears the information
			{"Lisa Marchand", "witness"},
			{"Jason Lui", "witness"},
			{"Marc-André Gélinas", "judge"},
			{"Andrea P. Szabo", "judge"},
			{"Priyanka Menon", "counsel"},
			{"Oliver Tremblay", "counsel"},
		},
		events: []Event{
			{"1991-07-22", "Information 4411-998-24-15872.pdf", 1},
			{"2024-06-03", "Information 4411-998-24-15872.pdf", 1},
			{"2024-06-04", "Information 4411-998-24-15872.pdf", 1},
			{"1991-07-22", "Release Order 2024-06-05.pdf", 1},
			{"2024-07-10", "Release Order 2024-06-05.pdf", 1},
			{"2024-06-05", "Release Order 2024-06-05.pdf", 1},
			{"2024-11-18", "Reasons for Judgment 2024-11-18.pdf", 1},
			{"2024-10-21", "Reasons for Judgment 2024-11-18.pdf", 1},
			{"2024-10-22", "Reasons for Judgment 2024-11-18.pdf", 1},
			{"2024-06-03", "Reasons for Judgment 2024-11-18.pdf", 1},
			{"2024-06-05", "Reasons for Judgment 2024-11-18.pdf", 2},
			{"2024-11-18", "Reasons for Judgment 2024-11-18.pdf", 2},
		},
	}
}
