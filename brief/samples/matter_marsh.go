package samples

// DEV SET (held out at first sight): a private law children case in the
// Family Court of England and Wales (sitting at Bristol), under the Child
// Arrangements Programme. The father's position statement for the first
// hearing dispute resolution appointment, filed by his solicitors ("IN THE
// FAMILY COURT SITTING AT BRISTOL", "Case No:", "IN THE MATTER OF THE
// CHILDREN ACT 1989 AND IN THE MATTER OF L.M. (A GIRL, BORN 3 MARCH
// 2017)", "BETWEEN:" with "Applicant" / "Respondent" at the right of each
// name, the child by initials, "Clifton Family Law LLP / Solicitors for
// the Applicant" with the solicitor's name and reference); the Cafcass
// safeguarding letter to the court ("Safeguarding letter", "Family Court
// Adviser", the parents spoken to by telephone, the checks made with the
// police and the local authority, "Yours sincerely"); and the order made
// at the appointment in the court's standard form ("ORDER MADE BY
// DISTRICT JUDGE X ON 14 MAY 2024 SITTING IN PRIVATE", "The parties",
// "The applicant is X, represented by Ms Y of counsel, instructed by Z",
// "The respondent is X, who appeared in person", "The court heard from
// the Family Court Adviser, Ms X", recitals, numbered orders, "Dated 14
// May 2024").
// The applicant father is the petitioner and the respondent mother the
// respondent; counsel and the solicitor who signs the position statement
// are counsel, the firm none; the district judge, named by surname, is the
// judge; the Family Court Adviser who writes the letter is its sender and
// a witness when the court hears from her; the child, the police and the
// local authority are no parties.
func init() { specs = append(specs, marsh) }

func marsh() matterSpec {
	head := []block{
		r("Case No: BS24P01234"), gap(),
		cb("IN THE FAMILY COURT SITTING AT BRISTOL"), gap(),
		c("IN THE MATTER OF THE CHILDREN ACT 1989"), c("AND IN THE MATTER OF L.M. (A GIRL, BORN 3 MARCH 2017)"), gap(),
		l("BETWEEN:"),
		ls("                    THOMAS EDWARD MARSH                          Applicant",
			"                                   - and -",
			"                    HANNAH LOUISE MARSH                          Respondent"),
		gap(),
	}

	position := doc{name: "Applicant's Position Statement (FHDRA).pdf", font: "Times", size: 11.5,
		pages: []page{
			append(append([]block{}, head...),
				cb("POSITION STATEMENT ON BEHALF OF THE APPLICANT FATHER"), c("for the FHDRA listed on 14 May 2024"), gap(),
				p("1. The applicant, Thomas Edward Marsh (\"the father\"), applies for a child arrangements order for L.M., who is 7. The respondent, Hannah Louise Marsh (\"the mother\"), has cared for L.M. since the parents separated on 2 November 2023. The father's C100 application was issued on 19 February 2024."),
				p("2. Until the separation the father shared L.M.'s care, taking her to school three days a week. Since 16 January 2024 he has seen her only twice, at a contact centre. He proposes alternate weekends from Friday after school to Sunday at 5 pm, and a midweek tea visit."),
				p("3. The father accepts the mother's concern about his driving after a conviction in 2022 and will not drive L.M. He asks the court to list a dispute resolution appointment if agreement is not reached."),
			),
			{
				ls("", "Clifton Family Law LLP", "Solicitors for the Applicant", "Ref: RB/MAR/4471", "", "Signed: Rebecca Bramley", "Rebecca Bramley, Solicitor", "Dated: 10 May 2024"),
			},
		}}

	safeguarding := doc{name: "Cafcass Safeguarding Letter.pdf", font: "Helvetica", size: 10.5,
		footer: "Cafcass  |  Private law safeguarding letter  |  OFFICIAL - SENSITIVE",
		pages: []page{
			{
				r("Cafcass South West\nTemple Quay House\n2 The Square\nBristol BS1 6EB"), gap(),
				l("Date: 7 May 2024"), gap(),
				ls("To: The Family Court sitting at Bristol", "Case No: BS24P01234", "Child: L.M. (born 3 March 2017)", "Applicant: Thomas Edward Marsh", "Respondent: Hannah Louise Marsh"), gap(),
				cb("Safeguarding letter"), gap(),
				p("1. I spoke to the father by telephone on 25 April 2024 and to the mother on 29 April 2024. Police checks returned a caution of the father for drink driving in 2022; the local authority has no record of the family."),
				p("2. The mother says that the father arrived at her home under the influence of alcohol on 14 December 2023. The father denies it. Neither parent raised other concerns about the other's care of L.M."),
				p("3. I recommend that the court consider supervised or supported contact pending a section 7 report if the parties do not agree arrangements."),
				ls("Yours sincerely", "", "Joanne Pike", "Family Court Adviser"),
			},
		}}

	order := doc{name: "Order FHDRA 2024-05-14.pdf", font: "Times", size: 11,
		footer: "C43 Child Arrangements Order (CAP02)  |  Case No: BS24P01234",
		pages: []page{
			append(append([]block{}, head...),
				cb("ORDER MADE BY DISTRICT JUDGE HARTE ON 14 MAY 2024 SITTING IN PRIVATE"), gap(),
				l("The parties"),
				p("1. The applicant is Thomas Edward Marsh, represented by Ms Priya Shah of counsel, instructed by Clifton Family Law LLP."),
				p("2. The respondent is Hannah Louise Marsh, who appeared in person."),
				p("3. The Family Court Adviser was Ms Joanne Pike of Cafcass. The court heard from the Family Court Adviser, Ms Joanne Pike, about the safeguarding letter dated 7 May 2024."),
				l("Recitals"),
				p("4. The parents agreed that the father will not drive L.M. and will not consume alcohol during, or in the 24 hours before, his time with her."),
			),
			{
				l("IT IS ORDERED THAT:"),
				p("5. L.M. shall live with the mother and spend time with the father every other Saturday from 10 am to 5 pm, starting on 25 May 2024, with handovers at the Bristol Central contact centre."),
				p("6. The application is listed for a dispute resolution appointment before District Judge Harte on 9 September 2024 at 10:00 am, time estimate one hour."),
				ls("", "Dated 14 May 2024"),
			},
		}}

	return matterSpec{
		name: "marsh-and-marsh", title: "Re L.M. (Marsh v Marsh) (Family Court sitting at Bristol, Case No. BS24P01234)", heldOut: true,
		firstSight: &Figures{PartyTruth: 7, PartyFound: 7, PartyCorrect: 3, EventTruth: 17, EventHits: 17, Grounded: 1}, // at 85b9c8a
		docs:       []doc{position, safeguarding, order},
		parties: []Party{
			{"Thomas Edward Marsh", "petitioner"}, // the applicant father
			{"Hannah Louise Marsh", "respondent"},
			{"Priya Shah", "counsel"},
			{"Rebecca Bramley", "counsel"}, // the solicitor who signs the position statement
			{"Harte", "judge"},             // the district judge, named by surname
			{"Joanne Pike", "sender"},      // the Family Court Adviser's letter
			{"Joanne Pike", "witness"},     // the court heard from her
		},
		events: []Event{
			{"2017-03-03", "Applicant's Position Statement (FHDRA).pdf", 1},
			{"2024-05-14", "Applicant's Position Statement (FHDRA).pdf", 1},
			{"2023-11-02", "Applicant's Position Statement (FHDRA).pdf", 1},
			{"2024-02-19", "Applicant's Position Statement (FHDRA).pdf", 1},
			{"2024-01-16", "Applicant's Position Statement (FHDRA).pdf", 1},
			{"2024-05-10", "Applicant's Position Statement (FHDRA).pdf", 2},
			{"2024-05-07", "Cafcass Safeguarding Letter.pdf", 1},
			{"2017-03-03", "Cafcass Safeguarding Letter.pdf", 1},
			{"2024-04-25", "Cafcass Safeguarding Letter.pdf", 1},
			{"2024-04-29", "Cafcass Safeguarding Letter.pdf", 1},
			{"2023-12-14", "Cafcass Safeguarding Letter.pdf", 1},
			{"2017-03-03", "Order FHDRA 2024-05-14.pdf", 1},
			{"2024-05-14", "Order FHDRA 2024-05-14.pdf", 1},
			{"2024-05-07", "Order FHDRA 2024-05-14.pdf", 1},
			{"2024-05-25", "Order FHDRA 2024-05-14.pdf", 2},
			{"2024-09-09", "Order FHDRA 2024-05-14.pdf", 2},
			{"2024-05-14", "Order FHDRA 2024-05-14.pdf", 2},
		},
	}
}
