package model

import "testing"

// TestWitnessByDefinedTerm: an order that lists the testimony it heard may
// name a side by the term a paper defined for it ("and of Applicant and
// Contestant"); the side is then a witness under its name. A capitalised
// word that no paper defined ("of Decedent's physician", "the Will") is
// nobody.
func TestWitnessByDefinedTerm(t *testing.T) {
	runGeneral(t, []generalCase{
		{name: "applicant and contestant", text: "APPLICATION TO PROBATE WILL\nDALE EDWARD PROCHASKA (\"Applicant\") furnishes the following information to the Court.\f" +
			"ORIGINAL OPPOSITION\nSHARON PROCHASKA VICK (\"Contestant\") opposes the Application.\f" +
			"ORDER ADMITTING WILL TO PROBATE\nThe Court heard the testimony of Martha L. Ebersole, the subscribing witness to the Will, of Dr. Anjali Bhatt, Decedent's treating physician, and of Applicant and Contestant, and received the exhibits offered.",
			want:  []string{"Dale Edward Prochaska/witness", "Sharon Prochaska Vick/witness", "Anjali Bhatt/witness"},
			never: []string{"Will/witness", "Decedent/witness"}},
	})
}
