package model

import "testing"

// TestLawyersByCallingAndFirm: a lawyer named with the calling after the
// name ("by Ms Rowbotham of counsel", "by Mr Pascoe, solicitor"), by the
// firm that acts for a side ("Mr Bryce Pascoe of Hallett Quill Lawyers,
// who act for the first respondent"), or by courtesy title and initials
// in a judgment's representation block ("Mr O Fairbanks (Counsel)").
func TestLawyersByCallingAndFirm(t *testing.T) {
	runGeneral(t, []generalCase{
		{name: "of counsel", text: "CONCISE STATEMENT\nThis concise statement was prepared by Tessa Rowbotham of counsel.",
			want: []string{"Tessa Rowbotham/counsel"}},
		{name: "firm acting", text: "AFFIDAVIT\n2. On 10 September 2024 Mr Bryce Pascoe of Hallett Quill Lawyers, who act for the first respondent, told me by email that the respondent would not consent.",
			want: []string{"Bryce Pascoe/counsel"}},
		{name: "representation initials", text: "RESERVED JUDGMENT\nRepresentation\nClaimant:               In person\nRespondent:           Mr O Fairbanks (Counsel)",
			want: []string{"O Fairbanks/counsel"}},
	})
}

// TestWitnessListsInJudgments: who a judge heard, their posts in brackets
// and their sides after their names; a side's label before a witness's
// name; a court that heard argument heard no witness; a report read is no
// evidence heard.
func TestWitnessListsInJudgments(t *testing.T) {
	runGeneral(t, []generalCase{
		{name: "judge heard, sides after names", text: "APPROVED JUDGMENT\n3. At the trial, from 10 to 13 July 2023, the Judge heard Mr Graham Stowell and Mr Ewan Rudd for Stowell and Ms Folasade Adeyinka for Hartington, and the experts, Dr Piers Ambler and Mr Colin Treharne, concurrently.",
			want: []string{"Graham Stowell/witness", "Ewan Rudd/witness", "Folasade Adeyinka/witness", "Piers Ambler/witness", "Colin Treharne/witness"}},
		{name: "labels before names", text: "ORDER\nThe Court received testimony from Plaintiffs Tobias E. Haugland and Renée M. Haugland; Kari L. Sundquist, an estimator; and Defendant Curtis W. Skjervold. Defendant Jolene A. Skjervold did not testify.",
			want:  []string{"Tobias E. Haugland/witness", "Renée M. Haugland/witness", "Kari L. Sundquist/witness", "Curtis W. Skjervold/witness"},
			never: []string{"Jolene A. Skjervold/witness"}},
		{name: "argument", text: "OPINION AND ORDER\nThe Court heard oral argument on October 9, 2024, at which Mr. Pruszynski argued for Plaintiff and Ms. Hazelwood for Defendant.",
			never: []string{"Hazelwood/witness", "Pruszynski/witness"}},
		{name: "report read", text: "JUDGMENT\nThe judge heard evidence over four days from Ms Castellane and from Mr Gideon Fenwick, the partner responsible, and read the report of the single joint expert, Ms Lorna Daventry FRICS, on valuation.",
			never: []string{"Lorna Daventry/witness"}},
		{name: "judge with post-nominals", text: "APPELLANT'S NOTICE\nName of Judge\nMrs Justice Calloway DBE",
			want: []string{"Calloway/judge"}, never: []string{"Calloway DBE/judge"}},
	})
}

// TestColleagueOfTheFirm: in a paper a firm writes for its client, the
// writer's colleague named is a lawyer; in anyone else's letter, no.
func TestColleagueOfTheFirm(t *testing.T) {
	runGeneral(t, []generalCase{
		{name: "firm's letter", text: "Dear Investigator Lindqvist:\nThis firm represents Respondent Copperline Logistics, Inc. in the above charge.\nPlease direct any questions to me or to my colleague, Elena V. Marchand.\nVery truly yours,\nBenedict R. Haskins",
			want: []string{"Elena V. Marchand/counsel"}},
		{name: "a manager's letter", text: "Dear Mr Roe,\nThank you for your order. My colleague, Janet Holm, will deliver the goods on Monday.\nYours sincerely,\nPeter Vance\nSales Manager",
			never: []string{"Janet Holm/counsel"}},
	})
}

// TestCounselNamedAfterSide: an Indian order sheet names the lawyer with a
// courtesy title right after the side ("Ld. counsel for plaintiff Sh.
// Rajat Khanna with AR Sh. Naveen Goel"): the lawyer is counsel, and
// nobody is the plaintiff by it.
func TestCounselNamedAfterSide(t *testing.T) {
	runGeneral(t, []generalCase{
		{name: "order sheet", text: "ORDER SHEET\nCS (COMM) 412/2023\n12.08.2024\nPresent: Ld. counsel for plaintiff Sh. Rajat Khanna with AR Sh. Naveen Goel.\nWritten statement filed.",
			want:  []string{"Rajat Khanna/counsel"},
			never: []string{"Rajat Khanna/plaintiff", "Rajat Khanna with AR Sh. Naveen Goel/plaintiff", "Naveen Goel/counsel"}},
	})
}

// TestOfficersAndCertificates: the solicitor before whom an affirmation is
// made ("Before me, / Ng Siu Fan / Solicitor") acts for no one; a lawyer
// who certifies "to the Court" that a pleading has a proper basis makes no
// declaration.
func TestOfficersAndCertificates(t *testing.T) {
	runGeneral(t, []generalCase{
		{name: "jurat officer", text: "AFFIRMATION\nAFFIRMED at the High Court Building, Hong Kong this 12th day of July 2024. )\nBefore me,\n(Signed)\nNg Siu Fan\nSolicitor, Hong Kong SAR",
			never: []string{"Ng Siu Fan/counsel"}},
		{name: "certificate of lawyer", text: "CONCISE STATEMENT\nCertificate of lawyer\nI, Hamish Tregonning, certify to the Court that, in relation to the concise statement filed on behalf of the applicant, the factual and legal material available to me at present provides a proper basis for each allegation.",
			never: []string{"Hamish Tregonning/declarant"}},
	})
}
