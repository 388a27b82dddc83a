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
