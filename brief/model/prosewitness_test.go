package model

import "testing"

// TestWitnessesInJudgmentProse: a Commonwealth judgment names who gave
// evidence in running prose: "as did Mr X, consulting engineer, and Dr Y,
// ..., on her behalf"; "Dr X, orthopaedic surgeon, was called by the
// plaintiff and Dr Y by the defendants"; "For the defendants, Ms X, the
// Centre manager, and Mr Y, ..., gave evidence" (a side's witnesses, not
// the side).
func TestWitnessesInJudgmentProse(t *testing.T) {
	runGeneral(t, []generalCase{
		{name: "as did", text: "JUDGMENT\n2. The plaintiff gave evidence, as did Mr Kieran Fogarty, consulting engineer, and Dr Mairéad Kilbride, consultant orthopaedic surgeon, on her behalf.",
			want: []string{"Kieran Fogarty/witness", "Mairéad Kilbride/witness"}},
		{name: "was called by", text: "JUDGMENT\n3. Ms Gráinne Tuohy, fleet operations manager of the second defendant, gave evidence of the van's telematics data, and Dr Hassan Al-Rawi, consultant orthopaedic surgeon, was called by the defendants on quantum.\n4. Dr Felicity Chua, orthopaedic surgeon, was called by the plaintiff and Dr Andrew Kostopoulos, orthopaedic surgeon, by the defendants; they gave their evidence concurrently.",
			want: []string{"Gráinne Tuohy/witness", "Hassan Al-Rawi/witness", "Felicity Chua/witness", "Andrew Kostopoulos/witness"}},
		{name: "for the defendants, gave evidence", text: "JUDGMENT\n2 For the defendants, Ms Joanne Pettigrew, the Centre manager, and Mr Bilal Hamdan, the cleaner rostered to level 2 that day, gave evidence.",
			want:  []string{"Joanne Pettigrew/witness", "Bilal Hamdan/witness"},
			never: []string{"Joanne Pettigrew/defendant"}},
		{name: "as did, with who", text: "JUDGMENT\n2 The plaintiff gave evidence, as did Mr Rohan Malhotra, who works opposite the food court and whose affidavit of 21 November 2024 was read.",
			want: []string{"Rohan Malhotra/witness"}},
	})
}
