package model

import "testing"

// TestFindingsPeople: a decision's findings name those who gave evidence
// with what they are in apposition ("X, an aide since 2021, testified"),
// then by surname alone ("Kessler testified"); a ruling names the
// deponents of the affidavits it weighs ("an affidavit sworn by one X,
// the Plaintiff's Credit Manager").
func TestFindingsPeople(t *testing.T) {
	runGeneral(t, []generalCase{
		{name: "witnesses in apposition", text: "DECISION\nSTATEMENT OF THE CASE\nThis case was tried in Phoenix, Arizona on January 14, 2025. Counsel for the General Counsel called three witnesses.\nFINDINGS OF FACT\nLuis A. Ortega, an aide since March 15, 2021, testified that on June 10, 2024 he handed the petition to the administrator. Shirelle Watts, an aide who signed the petition, testified that two days later Dana Kessler told the aides that the petition was a mistake. Brian Tollefson, the Respondent's scheduler, testified to Ortega's late arrivals. Kessler testified that she decided on June 20, 2024 to discharge Ortega. Kessler denied the remark.",
			want:  []string{"Luis A. Ortega/witness", "Shirelle Watts/witness", "Brian Tollefson/witness", "Dana Kessler/witness"},
			never: []string{"Kessler/witness"}},
		{name: "surname named in full on an earlier page", text: "DECISION\nThe charge was filed by Luis A. Ortega on July 1, 2024.\f" +
			"FINDINGS OF FACT\nOrtega, an aide since March 15, 2021, testified that on June 10, 2024 he handed the petition to the administrator.",
			want: []string{"Luis A. Ortega/witness"}},
		{name: "surname under a heading", text: "II. ALLEGED UNFAIR LABOR PRACTICES\nA. Facts\nOrtega, an aide since March 15, 2021, testified that on June 10, 2024 he handed the petition to the administrator.\nOn June 21, 2024, the Employer discharged its employee Luis A. Ortega.",
			want:  []string{"Luis A. Ortega/witness"},
			never: []string{"Facts Ortega/witness"}},
		{name: "what is no witness's name", text: "OPINION\nBACKGROUND\nOrtega testified at her deposition that the gate was open. At trial the cashier testified first. Detroit Police Officer Brian T. Kowal testified that he arrested Petitioner. Northbridge's Vice President testified that the freezer failed.",
			never: []string{"T. Kowal/witness", "Kowal/witness", "Northbridge's Vice President/witness", "Background Ortega/witness"}},
		{name: "affidavits a ruling weighs", text: "RULING\nThis is the Plaintiff's application for summary judgment. It is supported by an affidavit sworn by one Bwalya Mutale, the Plaintiff's Credit Manager, filed on the same date. The Defendants opposed it by an affidavit in opposition sworn by the 2nd Defendant, Mwila Chanda, filed on 20th May, 2024.",
			want: []string{"Bwalya Mutale/declarant", "Mwila Chanda/declarant"}},
	})
}

// TestAddresseesAndPanels: a writ's second addressee on its own "AND TO:"
// line; a letter's copy to a person with title and company (the company
// is where the person works, no second recipient); an award's panel listed
// as "Name - Public Arbitrator, Presiding Chairperson"; appearances that
// define the sides' short names before the colon.
func TestAddresseesAndPanels(t *testing.T) {
	runGeneral(t, []generalCase{
		{name: "and to", text: "IN THE HIGH COURT FOR ZAMBIA\nWRIT OF SUMMONS\nTO: KAFUE MILLING LIMITED of Plot 12, Mumbwa Road, Lusaka\nAND TO: JOSEPH BANDA of House No. 9, Leopards Hill Road, Lusaka\nWE COMMAND YOU that within fourteen days after the service of this writ on you, you do cause an appearance to be entered.",
			want: []string{"Kafue Milling Limited/recipient", "Joseph Banda/recipient"}},
		{name: "copy to in-house counsel at a company", text: "Dear Ms. Petrova:\nWe write about your obligations.\nVery truly yours,\n/s/ Karen Holt\nKaren Holt\ncc: Owen T. Fairbanks, General Counsel, Veridian Data LLC (via email)",
			want:  []string{"Owen T. Fairbanks/recipient"},
			never: []string{"Veridian Data LLC/recipient"}},
		{name: "copy to person at a company", text: "Dear Ms. Alvarez:\nPlease find the Employer's position statement enclosed.\nVery truly yours,\n/s/ Roberta Chen\nRoberta Chen\ncc:  Dana Kessler, Administrator, Sierra Vista Home Health, Inc. (w/encl.)",
			want:  []string{"Dana Kessler/recipient"},
			never: []string{"Sierra Vista Home Health, Inc./recipient"}},
		{name: "award panel read in order", text: "ARBITRATION PANEL\nCatherine L. Brandvold\n- Public Arbitrator, Presiding Chairperson\nThomas E. Whitlock\n- Public Arbitrator\nConcurring Arbitrators' Signatures\n/s/ Catherine L. Brandvold\nCatherine L. Brandvold\nPublic Arbitrator, Presiding Chairperson\n03/12/2025",
			want: []string{"Catherine L. Brandvold/judge", "Thomas E. Whitlock/judge"}},
		{name: "award panel", text: "FINRA Dispute Resolution Services\nArbitration No. 24-01187\nAWARD\nREPRESENTATION OF PARTIES\nFor Claimants Ann Roe and Bob Roe: Paul Keller, Esq., Keller Law PLLC.\nFor Respondents Crestline Capital Markets, LLC (\"Crestline\") and Derek M. Solberg (\"Solberg\") (collectively, \"Respondents\"): Gregory T. Vanlandingham, Esq., Whitford & Lane LLP.\nARBITRATION PANEL\nCatherine L. Brandvold        -    Public Arbitrator, Presiding Chairperson\nThomas E. Whitlock            -    Public Arbitrator\nRosa M. Iturbide              -    Public Arbitrator",
			want:  []string{"Catherine L. Brandvold/judge", "Thomas E. Whitlock/judge", "Rosa M. Iturbide/judge", "Gregory T. Vanlandingham/counsel", "Paul Keller/counsel"},
			never: []string{"Respondents\"): Gregory T. Vanlandingham/counsel", "Public Arbitrator/judge", "Presiding Chairperson/judge", "LLC Crestline/respondent"}},
	})
}

// TestHeardEvidenceFromComma: a determination that "received written
// statements from, and heard evidence from," its witnesses lists them
// after the comma; the applicant named by courtesy title and surname is
// the applicant of the caption.
func TestHeardEvidenceFromComma(t *testing.T) {
	runGeneral(t, []generalCase{
		{name: "statements from, and evidence from,", text: "DETERMINATION OF THE AUTHORITY\nBETWEEN\nMERE TAMATEA\nApplicant\nAND\nHARBOURVIEW CARE LIMITED\nRespondent\n[2] For the investigation meeting I received written statements from, and heard evidence from, Ms Tamatea, Jill Fraser (the facility manager) and Rawiri Moana (the clinical nurse manager).",
			want: []string{"Mere Tamatea/witness", "Jill Fraser/witness", "Rawiri Moana/witness"}},
	})
}
