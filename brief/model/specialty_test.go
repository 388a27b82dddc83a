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

// TestPublicLawyersInMinutes: minutes and orders name the public lawyers
// who appear by their office, spelt out or abbreviated, before the name
// ("AUSA X appears for the Government", "AFPD Y appears for the
// Defendant", "Deputy Prosecuting Attorney Z appeared for the State"):
// the office is no part of the name.
func TestPublicLawyersInMinutes(t *testing.T) {
	runGeneral(t, []generalCase{
		{name: "federal minutes", text: "MINUTE ENTRY FOR PROCEEDINGS HELD BEFORE JUDGE OWEN R. TALBOT\nCHANGE OF PLEA:\nAUSA Gretchen L. Farris appears for the Government. AFPD Nolan P. Reyes appears for the Defendant. Defendant is present and in custody.",
			want:  []string{"Gretchen L. Farris/counsel", "Nolan P. Reyes/counsel"},
			never: []string{"AUSA Gretchen L. Farris/counsel", "AFPD Nolan P. Reyes/counsel"}},
		{name: "state order", text: "ORDER ON PLEA\nDeputy Prosecuting Attorney Helen M. Strand appeared for the State. The defendant appeared in person and with counsel, Assistant Public Defender Marcus J. Bell.",
			want:  []string{"Helen M. Strand/counsel", "Marcus J. Bell/counsel"},
			never: []string{"Deputy Prosecuting Attorney Helen M. Strand/counsel", "Prosecuting Attorney Helen M. Strand/counsel"}},
	})
}

// TestPartsReadAsNames: a plea agreement's approval headings ("APPROVAL OF
// THE UNITED STATES") under a signature, a case's number alone in a
// caption's column ("No. 02-24-01735") and the next part's heading run onto
// a client's name ("Counsel for Respondent, Gregory A. Kovach" /
// "VERIFICATION") are no parties.
func TestPartsReadAsNames(t *testing.T) {
	runGeneral(t, []generalCase{
		{name: "plea approvals", text: "PLEA AGREEMENT\nThe defendant will plead guilty to Count 1.\nAPPROVAL OF DEFENSE COUNSEL\nI have discussed this case and the plea agreement with my client in detail and concur in the entry of the plea.\n06/14/2024\nDate\n\n/s/ Alma R. Ortiz\nALMA R. ORTIZ\nAttorney for Defendant\n\nAPPROVAL OF THE UNITED STATES\nI have reviewed this matter and the plea agreement, and agree that its terms are in the best interests of justice.",
			want: []string{"Alma R. Ortiz/counsel"}, never: []string{"Approval of the United States/defendant", "APPROVAL OF THE UNITED STATES/defendant"}},
		{name: "number alone and heading after the client", text: "IN RE: ESTATE OF\nPAUL D. WINSLOW,\nDECEASED.\n:\n: No. 02-23-00981\n:\nANSWER OF EXECUTOR\n1. Admitted.\nBURKE & HALE, LLC\nBy: /s/ Irene C. Hale\nIrene C. Hale, Esquire\nCounsel for Respondent, Martin P. Winslow\nVERIFICATION\nI, Martin P. Winslow, verify that the statements made in the foregoing Answer are true and correct.",
			want:  []string{"Paul D. Winslow/party", "Irene C. Hale/counsel", "Martin P. Winslow/declarant"},
			never: []string{"No. 02-23-00981/party", "Martin P. Winslow VERIFICATION/respondent"}},
	})
}

// TestSignatureEndingTwoPages: a two-page notice whose first page ends in
// the lawyer's signature and whose second opens with the lawyer's block and
// ends in the proof of service signed again: the signature and the name
// are no running lines, the "Attorney for Respondent" under the signature
// anchors no caption, and the notice's signer is its sender.
func TestSignatureEndingTwoPages(t *testing.T) {
	p1 := "IN RE THE MARRIAGE OF:\nJANE Q. MORROW,\nPetitioner,\nand\nPAUL S. MORROW,\nRespondent.\n\nNOTICE OF MOTION\nTO: Karen B. Yates\nYates Family Law, LLC\n200 W. Main Street, Suite 4\nAurora, Illinois 60506\nPLEASE TAKE NOTICE that on May 2, 2024, at 9:00 a.m., I shall appear before the judge sitting in Courtroom 2004 and present the Respondent's motion.\n/s/ Victor L. Ames\nVictor L. Ames\nAttorney for Respondent"
	p2 := "Victor L. Ames\nAMES & CROFT, LTD.\n100 N. Cross Street\nWheaton, Illinois 60187\nPROOF OF SERVICE\nThe undersigned, an attorney, certifies that he served this Notice upon the persons to whom it is directed on April 3, 2024.\n/s/ Victor L. Ames"
	runGeneral(t, []generalCase{
		{name: "notice of motion", text: p1 + "\f" + p2,
			want: []string{"Victor L. Ames/counsel", "Victor L. Ames/sender", "Karen B. Yates/recipient", "Jane Q. Morrow/petitioner"}},
	})
}

// TestNoticeMailingList: a notice of hearing that says to whom it was
// mailed lists each addressee with a firm, an "Attn:" line, a street and a
// city, the entries run together with no blank line between: each
// addressee, and whom an entry names for the attention of, is a recipient,
// and the notice's signer its sender; the firm under a lawyer and the
// bracketed aside are no recipients. A "TO:" line with two addressees in
// two columns names both.
func TestNoticeMailingList(t *testing.T) {
	runGeneral(t, []generalCase{
		{name: "notice of hearing", text: "IN RE: ESTATE OF\nRUTH A. PELL,\nDECEASED.\nNOTICE OF HEARING\nPLEASE TAKE NOTICE that a hearing on the Petition will be held on June 4, 2024, at 9:30 a.m., in Courtroom 3.\nDate: May 1, 2024\nBy: /s/ Owen K. Marsh\nOwen K. Marsh, Esquire\nCounsel for Petitioner\n\nA copy of this Notice was sent by first-class mail on May 1, 2024, to the following:\n" +
			"Clara J. Voss, Esquire\nVoss & Keene, LLC\n12 Market Street, Suite 400\nHarrisburg, PA 17101\n(Counsel for the Executor)\nSamuel T. Pell\n9 Elm Road\nCamp Hill, PA 17011\nFirst Lutheran Church of Camp Hill\nAttn: Rev. Anna Lindgren, Pastor\n40 Church Street\nCamp Hill, PA 17011",
			want:  []string{"Clara J. Voss/recipient", "Samuel T. Pell/recipient", "First Lutheran Church of Camp Hill/recipient", "Anna Lindgren/recipient", "Owen K. Marsh/sender"},
			never: []string{"Voss & Keene, LLC/recipient", "Counsel for the Executor/recipient"}},
		{name: "two columns", text: "NOTICE OF MOTION\nTO: Helen P. Grady\nOmar J. Siddiqui\nGrady Law Group, P.C.\nGuardian ad Litem\nPLEASE TAKE NOTICE that on May 2, 2024, at 9:00 a.m., I shall appear before the judge sitting in Courtroom 2004 and present the motion.\n/s/ Lena W. Fox\nLena W. Fox\nAttorney for Respondent",
			want: []string{"Helen P. Grady/recipient", "Omar J. Siddiqui/recipient", "Lena W. Fox/sender"}},
	})
}

// TestAgencyDecision: an agency's hearing decision names its claimant
// under "IN THE CASE OF" (the words no part of the name) and as "The
// claimant appeared and testified"; the experts it heard by their
// description ("X, an impartial vocational expert, and Y, M.D., an
// impartial medical expert, also appeared and testified"); an
// administrative appeals judge who signs over the title is a judge; a
// letter's mode of delivery on its own line ("VIA ELECTRONIC RECORDS
// EXPRESS") is no addressee.
func TestAgencyDecision(t *testing.T) {
	runGeneral(t, []generalCase{
		{name: "decision", text: "DECISION\nIN THE CASE OF\nMarta L. Quinones\n(Claimant)\n(Wage Earner)\n\nCLAIM FOR\nPeriod of Disability\n\nJURISDICTION AND PROCEDURAL HISTORY\nThe claimant appeared and testified at a hearing held by video on May 2, 2024. The claimant is represented by Paul D. Ferris, an attorney. Nina R. Castell, an impartial vocational expert, and Omar T. Haddad, M.D., an impartial medical expert, also appeared and testified at the hearing.\nDr. Elise Warren, the claimant's treating physician, did not appear.",
			want:  []string{"Marta L. Quinones/plaintiff", "Marta L. Quinones/witness", "Nina R. Castell/witness", "Omar T. Haddad/witness"},
			never: []string{"In the Case of Marta L. Quinones/plaintiff", "Decision in the Case of Marta L. Quinones/plaintiff", "Elise Warren/witness", "Paul D. Ferris/witness"}},
		{name: "appeals council", text: "Notice of Appeals Council Action\nWe have denied your request for review of the Administrative Law Judge's decision dated May 30, 2024.\n\n/s/ Grant W. Eberly\nAdministrative Appeals Judge",
			want: []string{"Grant W. Eberly/judge"}},
		{name: "letter by a delivery mode", text: "June 3, 2024\n\nVIA ELECTRONIC RECORDS EXPRESS\n\nHonorable Ruth K. Dalton\nAdministrative Law Judge\nOffice of Hearings Operations\n100 Main Street\nAlbany, NY 12207\n\nRE: Claimant: Joan P. Hardy\n\nDear Judge Dalton:\nI represent the claimant and submit this brief before her hearing.\n\nSincerely,\n\n/s/ Victor M. Lane\nVictor M. Lane\nAttorney for Claimant",
			want:  []string{"Ruth K. Dalton/recipient", "Victor M. Lane/sender"},
			never: []string{"Via Electronic Records Express/recipient", "VIA ELECTRONIC RECORDS EXPRESS/recipient"}},
	})
}

// TestNoticeSentAsLetter: an agency's notice sent as a letter with no
// salutation (the date, the addressee over the address, "Notice of ...",
// the body, "/s/ X" over the office, "cc:") names the addressee and the
// copies as recipients and the signer as sender.
func TestNoticeSentAsLetter(t *testing.T) {
	runGeneral(t, []generalCase{
		{name: "notice of decision", text: "Office of Hearings Operations\nDate: May 30, 2024\nJoan P. Hardy\n14 Birch Lane\nTroy, NY 12180\nNotice of Decision - Fully Favorable\nI carefully reviewed the facts of your case and made the enclosed decision. Please read this notice and the decision carefully.\n\n/s/ Ruth K. Dalton\nAdministrative Law Judge\ncc: Victor M. Lane\nLane Disability Law, PLLC\n9 State Street\nAlbany, NY 12207",
			want:  []string{"Joan P. Hardy/recipient", "Ruth K. Dalton/sender", "Ruth K. Dalton/judge", "Victor M. Lane/recipient"},
			never: []string{"Lane Disability Law, PLLC/recipient"}},
	})
}

// TestFamilyCourtOrderHead: an English family order's heading names its
// judge by title and surname before the words of the heading, in
// capitals ("ORDER MADE BY DISTRICT JUDGE HARTE ON 14 MAY 2024 SITTING IN
// PRIVATE"), and its parties' paragraphs name counsel after a comma
// ("The applicant is X, represented by Ms Y of counsel, instructed by
// Z").
func TestFamilyCourtOrderHead(t *testing.T) {
	runGeneral(t, []generalCase{
		{name: "order", text: "ORDER MADE BY DISTRICT JUDGE MORLAND ON 3 JUNE 2024 SITTING IN PRIVATE\nThe parties\n1. The applicant is Daniel Roy Pryce, represented by Ms Amara Okoli of counsel, instructed by Pryce & Hall Solicitors.\n2. The respondent is Lucy Ann Pryce, who appeared in person.",
			want:  []string{"Morland/judge", "Amara Okoli/counsel"},
			never: []string{"Morland On/judge", "Pryce & Hall Solicitors/counsel"}},
	})
}
