package model

import "testing"

// TestHearingRecitals: an award or a minute entry recites who appeared and
// who testified in prose: witnesses listed by side after "testified at
// the hearing:", each with its apposition ("its president", "P.E.");
// counsel "represented by X, Esq. and Y, Esq. of Firm"; a lawyer's letter
// naming a colleague who "will appear"; a defendant "represented by
// counsel, X and Y".
func TestHearingRecitals(t *testing.T) {
	runGeneral(t, []generalCase{
		{name: "witnesses by side", text: "FINAL AWARD OF ARBITRATOR\nThe following witnesses testified at the hearing: for Claimant, Abigail T. Sorensen, its president, Kwame Osei-Bonsu, its warehouse operations manager, and Dr. Ingrid Solberg, a postharvest physiologist retained as its expert; for Respondent, Rutger Van Dijk, its vice president of engineering, and Priya Lakshmanan, P.E., its expert in industrial refrigeration.",
			want: []string{"Abigail T. Sorensen/witness", "Kwame Osei-Bonsu/witness", "Ingrid Solberg/witness", "Rutger Van Dijk/witness", "Priya Lakshmanan/witness"}},
		{name: "represented by, Esq.", text: "FINAL AWARD OF ARBITRATOR\nClaimant was represented by Nathaniel J. Ostrowski, Esq. and Farida Haddad, Esq. of Ostrowski Vail PLLC, Seattle, Washington. Respondent was represented by Celeste R. Amundsen, Esq. and Ari M. Feldstein, Esq. of Amundsen Kerr LLP, Seattle, Washington.",
			want:  []string{"Nathaniel J. Ostrowski/counsel", "Farida Haddad/counsel", "Celeste R. Amundsen/counsel", "Ari M. Feldstein/counsel"},
			never: []string{"Ostrowski Vail PLLC/counsel", "Amundsen Kerr LLP/counsel"}},
		{name: "colleague will appear", text: "AMUNDSEN KERR LLP\nMarch 3, 2025\nVia email\nDear Ms. Patel:\nThis firm represents Respondent Verdanta Cold Chain Systems, Inc. (\"Verdanta\") in the above-referenced matter. My colleague Ari M. Feldstein and I will appear for Verdanta.\nVery truly yours,\n/s/ Celeste R. Amundsen\nCeleste R. Amundsen",
			want: []string{"Ari M. Feldstein/counsel", "Celeste R. Amundsen/counsel"}},
		{name: "represented by counsel, two names", text: "MINUTE ENTRY\nSTATE OF ARIZONA v. DWAYNE LAMAR RUTLEDGE\nDefendant is present, in custody, and represented by counsel, Amara N. Osei and Luis F. Caballero. Deputy County Attorney Jordan T. Kessler is present for the State.",
			want: []string{"Amara N. Osei/counsel", "Luis F. Caballero/counsel"}},
	})
}
