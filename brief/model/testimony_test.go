package model

import "testing"

// TestTestimonySentences: rulings and awards say who gave evidence in many
// grammars: a party "called" a witness, evidence "was given by" a side's
// people, a witness "testified as CW2" or was "examined as DW-1", an
// arbitrator "heard" people named after their job titles, a tribunal
// "heard the following witnesses" side by side. A witness "for the
// Claimant" is a witness, never the claimant; a job title in apposition is
// no witness.
func TestTestimonySentences(t *testing.T) {
	runGeneral(t, []generalCase{
		{name: "called and evidence was given by", text: "DECISION\n[5] The applicant gave evidence on his own behalf and called Mr Peter Nakamura, a former shift supervisor at the depot. For the employer, evidence was given by Ms Rachel Odum, Regional Operations Manager, and Mr Colin Hart, Payroll Officer.\n[6] I accept Mr Hart's evidence.",
			want:  []string{"Peter Nakamura/witness", "Rachel Odum/witness", "Colin Hart/witness"},
			never: []string{"Regional Operations Manager/witness", "Payroll Officer/witness"}},
		{name: "side's witness with job title after the name", text: "RESERVED JUDGMENT\n3. We heard evidence from the claimant, and for the respondent from Mrs Alison Greer, Depot\nManager, who chaired the disciplinary hearing, and from Mr Tomasz Nowak, Regional Director, who heard the appeal.",
			want:  []string{"Alison Greer/witness", "Tomasz Nowak/witness"},
			never: []string{"Depot Manager/witness", "Regional Director/witness"}},
		{name: "testified as numbered witness", text: "JUDGMENT\nThe Plaintiff testified as PW1 and tendered the deed of assignment. Mrs. Funmilayo Adeyemi, a chartered accountant, testified as PW2. The Defendant called Mr. Tunde Bakare, its branch manager, who testified as DW1.",
			want: []string{"Funmilayo Adeyemi/witness", "Tunde Bakare/witness"}},
		{name: "examined as numbered witness", text: "JUDGMENT\n6. To prove his case the plaintiff examined himself as PW-1 and Ramesh Kumar Gupta, the scribe of the sale deed, as PW-2, and proved the sale deed as Ex. P-1. The defendants examined defendant No. 3 Sunil Verma as DW-1 and closed their evidence.",
			want:  []string{"Ramesh Kumar Gupta/witness", "Sunil Verma/witness"},
			never: []string{"Ex. P-1/witness"}},
		{name: "arbitrator heard job titles before names", text: "OPINION AND AWARD\nWITNESSES\nFor the Company, the Arbitrator heard Plant Manager Douglas Reinholt and Safety Coordinator Maria Esposito. For the Union, the Arbitrator heard Business Agent Thomas Kowalczyk and the Grievant, who testified on his own behalf. The Arbitrator heard the grievance in Toledo, Ohio.",
			want:  []string{"Douglas Reinholt/witness", "Maria Esposito/witness", "Thomas Kowalczyk/witness"},
			never: []string{"Plant Manager Douglas Reinholt/witness", "Business Agent Thomas Kowalczyk/witness", "Grievant/witness"}},
		{name: "following witnesses for each side", text: "FINAL AWARD\nBetween\nNORDIC GRID AB\n(Claimant)\nand\nREPUBLIC OF VALDORIA\n(Respondent)\n4. The Tribunal heard the following fact witnesses: for the Claimant, Mr Lars Eriksen, its commercial director; for the Respondent, Dr Amina Youssef, head of procurement. It heard the following experts: for the Claimant, Mr Owen Pryce of Ledger Forensic LLP (quantum); for the Respondent, Prof Hugo Lindt (delay).",
			want:  []string{"Lars Eriksen/witness", "Amina Youssef/witness", "Owen Pryce/witness", "Hugo Lindt/witness", "Nordic Grid AB/plaintiff"},
			never: []string{"Lars Eriksen/plaintiff", "Amina Youssef/respondent", "Owen Pryce of Ledger Forensic LLP/plaintiff", "Owen Pryce/plaintiff", "Hugo Lindt/respondent"}},
	})
}

// TestJobTitleAfterName: a job title set after a name by a comma is what
// the person does, never a person of its own: on a letter's copy list
// ("cc: Jane Roe, Chief Steward, Local 12"), in a list of who gave
// evidence, and before "for the Respondent" (a witness for a side, not its
// lawyer).
func TestJobTitleAfterName(t *testing.T) {
	runGeneral(t, []generalCase{
		{name: "copy list with job titles", text: "Dear Mr. Alvarez:\nYour employment is terminated effective today.\nSincerely,\nKevin Marsh\nKevin Marsh\nPlant Manager\ncc: Brenda Kowalski, Recording Secretary, Local 212\nOscar Whitfield, Shift Supervisor\nPersonnel File",
			want:  []string{"Brenda Kowalski/recipient", "Oscar Whitfield/recipient"},
			never: []string{"Recording Secretary/recipient", "Shift Supervisor/recipient"}},
		{name: "witnesses for a side with job titles", text: "DETERMINATION\nEvidence\nThe Court heard evidence from Mr Declan Furlong, Warehouse Manager, and Ms Siobhán Kearney, HR Business Partner, for the Respondent, and from the Complainant. Ms Aisling Duffy BL, instructed by Byrne Walsh LLP, appeared for the Respondent.",
			want:  []string{"Declan Furlong/witness", "Siobhán Kearney/witness", "Aisling Duffy/counsel"},
			never: []string{"Siobhán Kearney/counsel", "HR Business Partner/counsel", "HR Business Partner/witness", "Warehouse Manager/witness"}},
	})
}

// TestAttestingWitness: whoever witnesses a signature ("Witness: NAME" on
// a line to sign below the signer's, or below "Signed in the presence
// of") is no witness of the case.
func TestAttestingWitness(t *testing.T) {
	runGeneral(t, []generalCase{
		{name: "witnessed arbitrators' signatures", text: "FINAL AWARD\nWe award and direct that the Respondents pay the Claimants USD 41,000.\nGIVEN under our hands in London this 3rd day of June 2024\n\n_____________________________\nMargaret Ellory\n\n_____________________________\nWitness: Colin Radford\n\n_____________________________\nPeter Vanstone\n\nSigned in the presence of:\nWitness: Alice Mercer",
			never: []string{"Colin Radford/witness", "Alice Mercer/witness"}},
		{name: "witness label of a statement", text: "WITNESS STATEMENT\nWitness: Daniel Okafor\nOccupation: Warehouse operative\nThis statement is true to the best of my knowledge and belief.",
			want: []string{"Daniel Okafor/witness"}},
	})
}

// TestSideGaveEvidence: a ruling that says a side gave evidence by its
// label alone ("heard evidence from the claimant", "the Grievant, who
// testified") makes the one party of that side a witness; with two
// claimants, neither.
func TestSideGaveEvidence(t *testing.T) {
	runGeneral(t, []generalCase{
		{
			name:  "heard evidence from the claimant",
			text:  "EMPLOYMENT TRIBUNALS\nBETWEEN:\nMARTIN ELLERY\nClaimant\nand\nNORTHWAY BUSES LIMITED\nRespondent\nRESERVED JUDGMENT\n3. We heard evidence from the claimant and from Mr Peter Stone, the respondent's depot manager.",
			want:  []string{"Martin Ellery/witness", "Martin Ellery/plaintiff", "Peter Stone/witness"},
			never: []string{"the claimant/witness", "Claimant/witness"},
		},
		{
			name:  "two claimants",
			text:  "EMPLOYMENT TRIBUNALS\nBETWEEN:\nMARTIN ELLERY and JANE ELLERY\nClaimants\nand\nNORTHWAY BUSES LIMITED\nRespondent\nRESERVED JUDGMENT\n3. We heard evidence from the claimant.",
			never: []string{"Martin Ellery/witness", "Jane Ellery/witness", "the claimant/witness"},
		},
		{
			name:  "grievant named in apposition",
			text:  "OPINION AND AWARD\nISSUE\nDid the Employer discharge the Grievant, Darnell W. Fitch, for just cause?\nWITNESSES\nFor the Union, the Arbitrator heard Chief Steward Lorraine Tebbets and the Grievant, who testified on his own behalf.",
			want:  []string{"Darnell W. Fitch/witness", "Lorraine Tebbets/witness"},
			never: []string{"the grievant/witness"},
		},
		{
			name: "grievant on a form's line",
			text: "GRIEVANCE FORM\nGrievant(s): Darnell W. Fitch      Clock No.: 40817\nOPINION AND AWARD\nThe Arbitrator heard the Grievant, who testified on his own behalf.",
			want: []string{"Darnell W. Fitch/witness"},
		},
		{
			name:  "two grievants named",
			text:  "OPINION AND AWARD\nThe Employer discharged the Grievant, Darnell W. Fitch, and suspended the Grievant, Maria Lopez, the next day. The Grievant, who testified on his own behalf, denied it.",
			never: []string{"Darnell W. Fitch/witness", "Maria Lopez/witness"},
		},
	})
}

// TestPronounTestified: a ruling introduces a witness as the subject of
// one sentence and says in the next that "She testified" or "He gave
// evidence": the person introduced is the witness. A pronoun after a
// sentence about a company, or about someone only named in passing as its
// object, names no one.
func TestPronounTestified(t *testing.T) {
	runGeneral(t, []generalCase{
		{name: "subject then pronoun", text: "DECISION\nFINDINGS OF FACT\nMarisol Ortega worked as a forklift operator in Respondent's freezer from 2019. She testified credibly that she handed out cards in March 2024.\nThe manager, Craig Dykstra, did not testify. Respondent hired Paul Lindgren in 2022. He was promoted in 2023.\nMr. Victor Ames, the plant's controller, reviewed the ledgers. He also testified that the invoices were paid.",
			want:  []string{"Marisol Ortega/witness", "Victor Ames/witness"},
			never: []string{"Craig Dykstra/witness", "Paul Lindgren/witness"}},
		{name: "company subject", text: "DECISION\nGreat Lakes Cold Storage, Inc. operates a warehouse in Grand Rapids. She testified that the freezer was cold.",
			never: []string{"Great Lakes Cold Storage, Inc./witness"}},
	})
}

// TestWitnessesWithTheirPlace: rulings name a witness with the place the
// witness holds ("its Fleet Manager", "the First Respondent's bookkeeper",
// "its director (PW2)"), before or after the name; the place is no
// witness. A witness named by surname alone takes a party's name that
// starts with it when the papers write names surname first ("HO SIU
// FUNG", "Mr Ho"); a form's "Witnesses Testifying:" line lists witnesses.
func TestWitnessesWithTheirPlace(t *testing.T) {
	runGeneral(t, []generalCase{
		{name: "called two witnesses", text: "JUDGMENT\n5. The Respondent called two witnesses: Ms. Jane Nafula Wekesa, its Human Resource Manager (RW1), and Mr. Samuel Kiptoo Rotich, its Night Auditor (RW2).\n6. The respondent's first witness, Mr Pieter Steyn, its Fleet Manager, testified that the truck was late.",
			want:  []string{"Jane Nafula Wekesa/witness", "Samuel Kiptoo Rotich/witness", "Pieter Steyn/witness"},
			never: []string{"Human Resource Manager/witness", "Night Auditor/witness", "Fleet Manager/witness"}},
		{name: "heard with place and number", text: "JUDGMENT\n2. For Kingsway, I heard Ms Michelle Kwok Mei Yee, its sales manager (PW1), and Mr Tony Mak Kwok Leung, its director (PW2).",
			want: []string{"Michelle Kwok Mei Yee/witness", "Tony Mak Kwok Leung/witness"}},
		{name: "place before the name", text: "JUDGMENT\n14. The claimant's sole witness was its project director, Mr Ong Kah Wai, whose affidavit of evidence-in-chief was sworn on 14 October 2024. For the defendants, the first defendant, Mr Ravindran s/o Muthusamy, gave evidence.\n15. For the Respondents, Mr Stathopoulos and the First Respondent's bookkeeper, Ms Ngaire Halloway, gave evidence.",
			want: []string{"Ong Kah Wai/witness", "Ravindran s/o Muthusamy/witness", "Ngaire Halloway/witness"}},
		{name: "surname first", text: "HCA 1873/2024\nBETWEEN\nKINGSWAY MARINE SUPPLIES LIMITED Plaintiff\nand\nHO SIU FUNG Defendant\nJUDGMENT\n3. Mr Ho gave evidence for the defendant (DW1), in Cantonese.",
			want: []string{"Ho Siu Fung/witness"}, never: []string{"Ho/witness"}},
		{name: "form's witnesses line", text: "ARBITRATOR'S AWARD\nWitnesses Testifying: Rohan P. Deshmukh; Trevor J. Kimball\nAward: $42,000",
			want: []string{"Rohan P. Deshmukh/witness", "Trevor J. Kimball/witness"}},
	})
}

// TestCrossExaminedAndBareSide: "He was cross-examined" after a sentence
// that names its witness by courtesy title; a side by its bare label that
// "testified on her own behalf".
func TestCrossExaminedAndBareSide(t *testing.T) {
	runGeneral(t, []generalCase{
		{name: "cross-examined", text: "JUDGMENT\n2 The plaintiff relied on the affidavits of its managing director, Mr Daniel Thornbury, of 15 August 2024. He was cross-examined.",
			want: []string{"Daniel Thornbury/witness"}},
		{name: "bare side", text: "FINAL AWARD\nNADIA DELACROIX,\nClaimant,\nv.\nSUMMIT RIDGE HOTELS, INC.,\nRespondent.\nClaimant testified on her own behalf and called Tamsin Roth, a former group sales manager.",
			want: []string{"Nadia Delacroix/witness", "Tamsin Roth/witness"}},
	})
}

// TestBothSidesTestified: "heard the testimony of both applicants" makes a
// witness of each applicant.
func TestBothSidesTestified(t *testing.T) {
	runGeneral(t, []generalCase{{
		name:  "both applicants",
		text:  "FEDERAL COURT\nBETWEEN:\nFARIDA NOORI HAKIMI\nJAWAD AHMAD HAKIMI\nApplicants\nand\nTHE MINISTER OF CITIZENSHIP AND IMMIGRATION\nRespondent\nJUDGMENT AND REASONS\n[3] The RPD heard the testimony of both applicants on October 17, 2023.",
		want:  []string{"Farida Noori Hakimi/witness", "Jawad Ahmad Hakimi/witness"},
		never: []string{"the applicants/witness"},
	}})
}
