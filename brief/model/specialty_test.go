package model

import "testing"

// TestHearingAccounts: an adjudication or judgment after a hearing names
// its witnesses in prose ("heard the testimony of the scrivener, X,
// Esquire, ..., and of Y, a subscribing witness", "presented the testimony
// of the decedent's physician, Dr. Z"), a party by its label that "testified
// on her own behalf" or is "having testified", and the client after its
// label in each side's appearance ("X, Esquire, for Petitioner, Y."); a
// surname that is a word of the law ("Law") ends a name that has a middle
// initial.
func TestHearingAccounts(t *testing.T) {
	runGeneral(t, []generalCase{
		{name: "orphans' court adjudication", text: "IN RE: ESTATE OF\nHAROLD P. MUNSON,\nDECEASED.\n: No. 02-23-00412\nOPINION AND DECREE\n\n" +
			"Diane R. Whitcombe, Esquire, for Petitioner, Carol A. Munson-Reyes.\nPeter J. Galloway, Esquire, for Respondent, Frank H. Munson, Executor.\n\n" +
			"The Court heard the testimony of the drafting attorney, Edwin R. Law, Esquire, who prepared the will, and of Ruth Delancey, a subscribing witness. Petitioner testified on her own behalf and presented the testimony of her father's cardiologist, Dr.\nAnil Kapoor, whose records were admitted.",
			want:  []string{"Carol A. Munson-Reyes/petitioner", "Carol A. Munson-Reyes/witness", "Frank H. Munson/respondent", "Edwin R. Law/witness", "Ruth Delancey/witness", "Anil Kapoor/witness", "Diane R. Whitcombe/counsel"},
			never: []string{"Edwin R/witness", "Executor/respondent", "Diane R. Whitcombe/petitioner"}},
		{name: "prove-up judgment", text: "IN RE THE MARRIAGE OF:\nLAURA J. BEALE,\nPetitioner,\nand\nMARCUS T. BEALE,\nRespondent.\nJUDGMENT FOR DISSOLUTION OF MARRIAGE\n" +
			"This cause coming before the Court for prove-up, the Petitioner being present and represented by her counsel; the Petitioner having testified in open court and having been cross-examined; THE COURT FINDS:",
			want: []string{"Laura J. Beale/witness"}, never: []string{"Marcus T. Beale/witness"}},
		{name: "attorneys for a side with the client's name", text: "MOTION TO DISMISS\nThe motion is made on the papers filed herewith.\nRespectfully submitted,\n/s/ Paul Ng\nPaul Ng\nAttorneys for Defendant, Harlow Tool Company",
			want: []string{"Harlow Tool Company/defendant"}},
	})
}

// TestPetitionInItsMakersName: a petition that opens in its maker's name
// ("The Petition of X, by her attorneys, respectfully represents:", "The
// petition of X respectfully shows") names the petitioner.
func TestPetitionInItsMakersName(t *testing.T) {
	runGeneral(t, []generalCase{
		{name: "pennsylvania", text: "PETITION FOR CITATION\nTO THE HONORABLE, THE JUDGES OF SAID COURT:\nThe Petition of Helen M. Dvorak, by her attorneys, Smith Rowe LLC, respectfully represents:\n1. Petitioner is the decedent's daughter.",
			want: []string{"Helen M. Dvorak/petitioner"}, never: []string{"Smith Rowe LLC/petitioner"}},
		{name: "new york", text: "PETITION FOR PROBATE\nThe petition of Samuel K. Ortiz respectfully shows:\n1. Petitioner is the executor named in the will.",
			want: []string{"Samuel K. Ortiz/petitioner"}},
	})
}

// TestHonorableWrapped: "the Honorable X" in prose whose name wraps over a
// line ("before the Honorable Eleanor T." / "Brennan on June 25") names the
// whole judge.
func TestHonorableWrapped(t *testing.T) {
	runGeneral(t, []generalCase{
		{name: "notice of hearing", text: "NOTICE OF HEARING\nPLEASE TAKE NOTICE that a hearing on the Petition filed by the Executor will be held before the Honorable Margaret E.\nOyelaran on June 25, 2024, at 9:30 a.m., in Courtroom 12, and testimony may be taken at that time.",
			want: []string{"Margaret E. Oyelaran/judge"}},
		{name: "a form's labelled lines", text: "MOTION TO CONTINUE\nImmigration Judge: Hon. Teresa A. Bolden\nNext Hearing: March 12, 2025 at 8:30 a.m.\nThe respondent moves to continue the hearing.",
			want: []string{"Teresa A. Bolden/judge"}, never: []string{"Teresa A. Bolden Next Hearing/judge"}},
	})
}
