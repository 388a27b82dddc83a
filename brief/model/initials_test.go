package model

import "testing"

// TestInitialsAndCoverColumns: a lawyer who signs by initials is named as
// the matter prints the name in full elsewhere, unless two full names
// could be meant; a judgment cover read as two columns puts another
// label's value between "COUNSEL:" and its list, and the value above a
// party's bracketed line ("Principal judgment") is no part of the name;
// "Solicitor on record" under a signature names a lawyer.
func TestInitialsAndCoverColumns(t *testing.T) {
	runGeneral(t, []generalCase{
		{name: "initials expanded", text: "STATEMENT OF CLAIM\nSolicitor acting: Daniel James Carrick\nVulcan Lane Chambers\f/s/ D J Carrick\nD J Carrick, Barrister\nCounsel for the Plaintiff",
			want: []string{"Daniel James Carrick/counsel"}, never: []string{"D J Carrick/counsel"}},
		{name: "dotted initial expanded", text: "CLAIM FORM\n/s/ T. Aldridge-Mensah\nSolicitor for the Claimant\fName: Thomas Aldridge-Mensah\nPosition held: Partner",
			want: []string{"Thomas Aldridge-Mensah/counsel"}, never: []string{"T. Aldridge-Mensah/counsel"}},
		{name: "two full names: initials stay", text: "ORDER\nJ. Marsh, Counsel for the Plaintiff\fJohn Marsh and Julia Marsh attended the meeting.",
			want: []string{"J. Marsh/counsel"}, never: []string{"John Marsh/counsel", "Julia Marsh/counsel"}},
		{name: "cover columns", text: "SUPREME COURT\nCITATION:\nRoe v Doe [2025] NSWSC 1\nCATEGORY:\nPARTIES:\n\nPrincipal judgment\nGiulia Roe (Plaintiff)\nMarcus Doe (Defendant)\n\nFILE NUMBER(S):\nCOUNSEL:\n\n2024/00123456\n\nA B Whitfield (Plaintiff)\nC D Marlowe (Defendant)\n\nSOLICITORS:\nRoe Lawyers (Plaintiff)\nDoe Legal (Defendant)",
			want:  []string{"Giulia Roe/plaintiff", "Marcus Doe/defendant", "A B Whitfield/counsel", "C D Marlowe/counsel"},
			never: []string{"Principal judgment Giulia Roe/plaintiff", "A B Whitfield/plaintiff", "C D Marlowe/defendant"}},
		{name: "solicitor on record", text: "STATEMENT OF CLAIM\n7 The plaintiff claims the relief sought.\n\nMegan Tsoukalas\nSolicitor on record\n31 May 2024",
			want: []string{"Megan Tsoukalas/counsel"}},
	})
}
