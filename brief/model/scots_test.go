package model

import "testing"

// TestScottishInterlocutor: a Court of Session interlocutor names its
// judge by judicial title alone, on a line under the date and again under
// the signature ("Lord Ardmillan"); the pursuer's and defender's counsel
// are named after "Act:" and "Alt:" with their agents.
func TestScottishInterlocutor(t *testing.T) {
	runGeneral(t, []generalCase{
		{name: "Lord Ordinary named alone", text: "OUTER HOUSE, COURT OF SESSION\nCOMMERCIAL ACTION\nCA12/25\nALBA MARINE LIMITED against FORTH DREDGING LIMITED\nEdinburgh, 3 March 2025\n\nLady Ravenscraig\n\nAct: Munro; Kerr Baird LLP\nAlt: Sinclair; Dunbar Wright LLP\nThe Lord Ordinary, having heard counsel, Appoints the cause to a proof on 9 June 2025.\n\n/s/ Ravenscraig\nLady Ravenscraig",
			want:  []string{"Ravenscraig/judge"},
			never: []string{"Ravenscraig/counsel"}},
	})
}

// TestInterlocutorIsAnOrder: a Scottish interlocutor, which has no title
// but opens its operative part "The Lord Ordinary, having heard counsel,"
// or "The Sheriff, having resumed consideration", is an order.
func TestInterlocutorIsAnOrder(t *testing.T) {
	for _, page := range []string{
		"OUTER HOUSE, COURT OF SESSION\nCA12/25\nALBA MARINE LIMITED against FORTH DREDGING LIMITED\nEdinburgh, 3 March 2025\nLady Ravenscraig\nThe Lord Ordinary, having heard counsel, Appoints the cause to a proof.",
		"SHERIFFDOM OF LOTHIAN AND BORDERS AT EDINBURGH\nEDI-SA1234-24\nInverleith, 4 April 2025\nThe Sheriff, having resumed consideration of the cause, Grants decree against the respondent.",
	} {
		if c := ClassifyDocument([]string{page}); c != ClassOrder {
			t.Errorf("%q: class %s; want order", page[:40], c)
		}
	}
}
