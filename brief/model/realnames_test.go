package model

import "testing"

// TestRealNamesSurviveWordRules: a real name may end in a word that a word
// list reads as page furniture ("Jimmy Page", "Penny Lane", "Kimberly
// Street") or open with a label's word ("Name Brands Inc."); furniture is
// told by its shape (a house number, a postcode, a unit, a label's colon),
// not by one word.
func TestRealNamesSurviveWordRules(t *testing.T) {
	for _, c := range []struct{ in, role, want string }{
		{"Jimmy Page", RoleWitness, "Jimmy Page"},
		{"JIMMY PAGE", RolePlaintiff, "JIMMY PAGE"},
		{"Sandra Date", RoleDefendant, "Sandra Date"},
		{"Penny Lane", RolePlaintiff, "Penny Lane"},
		{"Kimberly Street", RoleDeclarant, "Kimberly Street"},
		{"Ruth Drive", RoleDefendant, "Ruth Drive"},
		{"Green Lane Holdings Ltd", RoleDefendant, "Green Lane Holdings Ltd"},
		{"Name Brands Inc.", RoleDefendant, "Name Brands Inc."},
		// Furniture by its shape stays out.
		{"14 Oak Lane", RolePlaintiff, ""},
		{"221B Baker Street", RoleRecipient, ""},
		{"1200 Main Street, Suite 400", RoleCounsel, ""},
		{"Page 3 of 12", RolePlaintiff, ""},
		{"Date", RoleDeclarant, ""},
		{"Page", RoleDeclarant, ""},
		{"Name: Rebecca Ainsworth", RoleDeclarant, "Rebecca Ainsworth"},
	} {
		got, _ := hygieneOne(c.in, c.role)
		if got != c.want {
			t.Errorf("hygiene(%q, %s) = %q, want %q", c.in, c.role, got, c.want)
		}
	}
}

// TestRealNamesInDocuments: the same names read from whole pages, with
// the address lines under them kept out.
func TestRealNamesInDocuments(t *testing.T) {
	runGeneral(t, []generalCase{
		{name: "caption with street surname", text: "SUPERIOR COURT OF CALIFORNIA\nCOUNTY OF LOS ANGELES\nPENNY LANE,\nPlaintiff,\nv.\nGREEN LANE HOLDINGS LTD,\nDefendant.\nCase No. 23STCV01234\nCOMPLAINT FOR DAMAGES",
			want: []string{"Penny Lane/plaintiff", "Green Lane Holdings Ltd/defendant"}},
		{name: "letter to a person at an address", text: "March 3, 2024\nKimberly Street\n14 Oak Lane\nSpringfield, IL 62701\nDear Ms. Street:\nWe write on behalf of our client.\nSincerely,\nJimmy Page",
			want:  []string{"Jimmy Page/sender"},
			never: []string{"14 Oak Lane/recipient", "Oak Lane/recipient"}},
		{name: "declaration of a person named page", text: "DECLARATION OF JIMMY PAGE\nI, Jimmy Page, declare as follows:\n1. I am over eighteen years of age.\nI declare under penalty of perjury that the foregoing is true and correct.\nExecuted on May 1, 2024.\n/s/ Jimmy Page\nJimmy Page",
			want: []string{"Jimmy Page/declarant"}},
	})
}
