package model

import "testing"

// TestTribunalDecisionPeople: a tribunal's reasons name the people in its
// own words: a side's representative in prose, a party who gave evidence
// by its label only, the member who signs over the tribunal's name, and a
// judge first named with initial and surname, then by title and surname.
func TestTribunalDecisionPeople(t *testing.T) {
	runGeneral(t, []generalCase{
		{name: "representative in prose", text: "ORDER\nFile Number: LTB-T-055120-23\nIn the matter of: 12 Elm Street, Unit 4, Toronto ON M4C 1A1\nBetween: Daniel Mbeki                         Tenant\nand\nHarbourfront Rentals Inc.                    Landlord\nDaniel Mbeki (the 'Tenant') applied for an order determining that Harbourfront Rentals Inc. (the 'Landlord') failed to repair.\nThis application was heard by videoconference on May 2, 2024. The Tenant and the Landlord's legal representative Anita Desai attended the hearing.\nThe Tenant and the building superintendent, Paul Novak, testified.",
			want:  []string{"Anita Desai/counsel", "Paul Novak/witness"},
			never: []string{"Anita Desai/respondent", "Anita Desai/witness"}},
		{name: "company's representative", text: "WITNESS STATEMENT OF JANE ROE\n3. Northgate's representative, Alan Park, agreed by email on 4 May 2023 to extend the deadline.",
			never: []string{"Alan Park/counsel"}},
		{name: "appellant gave evidence", text: "UPPER TRIBUNAL\nAppeal Number: UI-2024-001122\nTHE IMMIGRATION ACTS\nBetween\nMR KH\n(ANONYMITY ORDER MADE)\nAppellant\nand\nSECRETARY OF STATE FOR THE HOME DEPARTMENT\nRespondent\nDECISION AND REASONS\n1. The appellant appeals against the decision of First-tier Tribunal Judge Okonjo.\n2. Before the judge the appellant gave evidence and was cross-examined.",
			want: []string{"KH/appellant", "KH/witness"}},
		{name: "member signs over the board", text: "ORDER\nThe Landlord shall pay the Tenant $1,200.00 by June 30, 2024.\nJune 5, 2024                          Rebecca Tan\nDate Issued                           Member, Landlord and Tenant Board",
			want: []string{"Rebecca Tan/judge"}},
		{name: "judge by title and surname", text: "DECISION ON PERMISSION TO APPEAL\nPermission to appeal is granted.\nSigned: M Okonjo\nFirst-tier Tribunal Judge\f" +
			"DECISION AND REASONS\n3. Permission was granted by First-tier Tribunal Judge Okonjo on 2 May 2024.",
			want:  []string{"M Okonjo/judge"},
			never: []string{"Okonjo/judge"}},
		{name: "judge by title and double-barrelled surname", text: "DECISION ON PERMISSION TO APPEAL\nPermission to appeal is granted.\nSigned: R Hale-Mensah\nFirst-tier Tribunal Judge\f" +
			"DECISION AND REASONS\n3. Permission was granted by First-tier Tribunal Judge Hale-Mensah on 2 May 2024.",
			want:  []string{"R Hale-Mensah/judge"},
			never: []string{"Hale-Mensah/judge"}},
	})
}
