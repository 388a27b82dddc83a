package samples

// DEV SET (held out at first sight): an unjustified dismissal claim before
// New Zealand's Employment Relations Authority. The statement of problem
// (the Authority's form, "Employment Relations Act 2000, section 158",
// "Applicant's details" and "Respondent's details" with "Name:",
// "Representative:" rows, "The problem", "How the applicant wants the
// problem resolved", "Signed by the applicant or representative", a
// receipt stamp "RECEIVED ... EMPLOYMENT RELATIONS AUTHORITY AUCKLAND");
// the employer's statement in reply (its counsel's details, "The
// respondent's response to the problem", numbered paragraphs naming the
// facility manager and the clinical nurse manager, "Counsel for the
// Respondent"); and the determination ("IN THE EMPLOYMENT RELATIONS
// AUTHORITY / AUCKLAND", "[2025] NZERA 188", "BETWEEN / X / Applicant /
// AND / Y / Respondent", "Member of Authority:", "Representatives:" with
// "advocate for the Applicant" and "counsel for the Respondent",
// "Investigation Meeting:", "Submissions received:", "Determination:",
// "DETERMINATION OF THE AUTHORITY", the witnesses whose evidence the member
// heard, orders for remedies with "Costs" reserved, the member's name at
// the end).
// Conventions: the applicant is the petitioner and the employer the
// respondent; the union advocate and the employer's counsel are counsel;
// the member of the Authority is the judge; the applicant and the two
// managers who gave evidence are witnesses. The mediator named in passing,
// the residents and the Authority's support officer are no parties.
func init() { specs = append(specs, faleolo) }

func faleolo() matterSpec {
	const (
		sopF = "Statement of Problem 3241870.pdf"
		repF = "Statement in Reply 3241870.pdf"
		detF = "Determination [2025] NZERA 188.pdf"
	)
	sop := doc{name: sopF, font: "Helvetica", size: 10, footer: "Statement of problem - ERA 1 (05/2023)          Page %d of %t",
		pages: []page{{
			ls("EMPLOYMENT RELATIONS AUTHORITY                                    RECEIVED",
				"Te Ratonga Ahumana Taimahi                                             22 JUL 2024",
				"                                                                    ERA AUCKLAND"),
			gap(),
			cb("STATEMENT OF PROBLEM"),
			c("Employment Relations Act 2000, section 158"), gap(),
			l("1. Applicant's details"),
			ls("Name:                    Losa Faleolo",
				"Address:                 14 Kamo Road, Kensington, Whangarei 0112",
				"Representative:          Hemi Tautahi, advocate, E tu Incorporated",
				"Address for service:     PO Box 1150, Whangarei 0140"),
			gap(),
			l("2. Respondent's details"),
			ls("Name:                    Kauri Coast Aged Care Limited",
				"Address:                 220 Maunu Road, Whangarei 0110"),
			gap(),
			l("3. The problem"),
			p("The applicant was employed as a senior healthcare assistant at the respondent's Maunu Road rest home from 9 May 2016. On 14 June 2024 she was dismissed for serious misconduct, namely an alleged failure to complete a resident's two-hourly checks on the night shift of 30 May 2024. She was suspended on 1 June 2024 without being consulted, the investigation relied on a handwritten log she was not shown, and the decision-maker had already told other staff that she would be leaving. She raised a personal grievance on 19 June 2024. Mediation on 11 July 2024 did not resolve the problem."),
			l("4. How the applicant wants the problem resolved"),
			p("A finding that she was unjustifiably dismissed and unjustifiably disadvantaged by her suspension; reimbursement of lost wages under section 123(1)(b); compensation of $30,000 under section 123(1)(c)(i); and costs."),
			gap(),
			ls("Signed by the applicant or representative:   /s/ H Tautahi",
				"Name:   Hemi Tautahi, advocate for the applicant              Date:   19 July 2024"),
		}}}

	rep := doc{name: repF, font: "Times", size: 11, footer: "ERA File No. 3241870",
		pages: []page{{
			cb("BEFORE THE EMPLOYMENT RELATIONS AUTHORITY"), c("AUCKLAND"), gap(),
			ls("ERA File No. 3241870", "",
				"BETWEEN            LOSA FALEOLO",
				"                           Applicant",
				"",
				"AND                    KAURI COAST AGED CARE LIMITED",
				"                           Respondent"),
			gap(),
			cb("STATEMENT IN REPLY"), gap(),
			ls("Respondent's representative:   Sophie Linwood, Barrister",
				"                                            Linwood Hart, PO Box 318, Whangarei 0140",
				"Date:                                    6 August 2024"),
			gap(),
			l("The respondent's response to the problem"),
			p("1. The respondent admits that it employed the applicant from 9 May 2016 and dismissed her on 14 June 2024."),
			p("2. The dismissal was justified. On the night of 30 May 2024 the electronic care record shows no checks of a high-falls-risk resident between 1.00 am and 5.30 am, during which the resident fell. The applicant was responsible for that wing."),
			p("3. The facility manager, Denise Carruthers, suspended the applicant on full pay on 1 June 2024 after giving her the opportunity to comment. The clinical nurse manager, Aroha Pene, carried out the investigation, and the applicant attended a disciplinary meeting with her representative on 11 June 2024."),
			p("4. The respondent denies that any decision was made before the meeting or that any remedy is owed. If the applicant was unjustifiably dismissed, her contribution to the situation requires any remedies to be reduced under section 124."),
			gap(),
			ls("                                                  /s/ S Linwood",
				"                                                  Sophie Linwood",
				"                                                  Counsel for the Respondent"),
		}}}

	det := doc{name: detF, font: "Times", size: 11, footer: "Page %d",
		pages: []page{
			{
				ls("                                                                                [2025] NZERA 188",
					"                                                                                3241870"),
				cb("IN THE EMPLOYMENT RELATIONS AUTHORITY"), c("AUCKLAND"), gap(),
				ls("BETWEEN                    LOSA FALEOLO",
					"                                   Applicant",
					"",
					"AND                            KAURI COAST AGED CARE LIMITED",
					"                                   Respondent"),
				gap(),
				ls("Member of Authority:          Rowena Tupaea",
					"",
					"Representatives:                Hemi Tautahi, advocate for the Applicant",
					"                                          Sophie Linwood, counsel for the Respondent",
					"",
					"Investigation Meeting:        4 March 2025 at Whangarei",
					"",
					"Submissions received:         14 March 2025 from the Applicant",
					"                                          21 March 2025 from the Respondent",
					"",
					"Determination:                  9 April 2025"),
				gap(),
				cb("DETERMINATION OF THE AUTHORITY"), gap(),
				p("[1] Losa Faleolo was dismissed on 14 June 2024 after almost eight years as a healthcare assistant at Kauri Coast Aged Care Limited's Whangarei rest home. She says the dismissal was unjustified. Kauri Coast says it was justified by her failure to carry out resident checks."),
				p("[2] For the investigation meeting I received written statements from, and heard evidence from, Ms Faleolo, Denise Carruthers (the facility manager) and Aroha Pene (the clinical nurse manager). The parties' representatives then lodged written submissions."),
			},
			{
				p("[3] Under section 103A the question is whether Kauri Coast's actions, and how it acted, were what a fair and reasonable employer could have done in all the circumstances at the time."),
				p("[4] Ms Pene accepted that the handwritten night log, on which she relied for the finding that no checks were made, was not given to Ms Faleolo before the meeting of 11 June 2024. Ms Carruthers accepted that she told the roster coordinator on 7 June 2024 that a replacement senior healthcare assistant would be needed. The employer did not fairly consider Ms Faleolo's explanation, and the dismissal was not justified."),
				p("[5] Ms Faleolo did not record the 3.00 am check on the electronic record. That was blameworthy conduct contributing to the situation, and remedies are reduced by 15 per cent."),
				cb("Orders"),
				p("[6] Within 28 days of the date of this determination Kauri Coast Aged Care Limited is to pay Losa Faleolo (a) $14,280 gross as reimbursement of lost wages; and (b) $18,700 as compensation under section 123(1)(c)(i)."),
				p("[7] Costs are reserved. The parties are encouraged to resolve them. If they cannot, Ms Faleolo may lodge a memorandum within 14 days and Kauri Coast may reply within a further 14 days."),
				gap(),
				ls("Rowena Tupaea",
					"Member of the Employment Relations Authority"),
			},
		}}

	return matterSpec{
		name: "faleolo-v-kauri-coast-aged-care", title: "Faleolo v Kauri Coast Aged Care Limited [2025] NZERA 188 (Employment Relations Authority, Auckland)", heldOut: true,
		firstSight: &Figures{PartyTruth: 8, PartyFound: 5, PartyCorrect: 5, EventTruth: 21, EventHits: 21, Grounded: 1}, // at ef949c3
		docs:       []doc{sop, rep, det},
		parties: []Party{
			{"Losa Faleolo", "petitioner"}, // the applicant
			{"Losa Faleolo", "witness"},
			{"Kauri Coast Aged Care Limited", "respondent"},
			{"Hemi Tautahi", "counsel"}, // the union advocate
			{"Sophie Linwood", "counsel"},
			{"Denise Carruthers", "witness"},
			{"Aroha Pene", "witness"},
			{"Rowena Tupaea", "judge"}, // the member of the Authority
		},
		events: []Event{
			{"2024-07-22", sopF, 1},
			{"2016-05-09", sopF, 1},
			{"2024-06-14", sopF, 1},
			{"2024-05-30", sopF, 1},
			{"2024-06-01", sopF, 1},
			{"2024-06-19", sopF, 1},
			{"2024-07-11", sopF, 1},
			{"2024-07-19", sopF, 1},
			{"2024-08-06", repF, 1},
			{"2016-05-09", repF, 1},
			{"2024-06-14", repF, 1},
			{"2024-05-30", repF, 1},
			{"2024-06-01", repF, 1},
			{"2024-06-11", repF, 1},
			{"2025-03-04", detF, 1},
			{"2025-03-14", detF, 1},
			{"2025-03-21", detF, 1},
			{"2025-04-09", detF, 1},
			{"2024-06-14", detF, 1},
			{"2024-06-11", detF, 2},
			{"2024-06-07", detF, 2},
		},
	}
}
