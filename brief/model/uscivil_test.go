package model

import "testing"

// TestCaptionAddressLines: state-court captions print each party's
// address under its name, and a "SERVE:" block (a registered agent, or a
// home address) under each defendant; the address's last line often ends
// with the comma that runs the caption on ("Richmond, Virginia 23219,").
// No address line is a name or part of one.
func TestCaptionAddressLines(t *testing.T) {
	runGeneral(t, []generalCase{
		{
			name:  "virginia caption with addresses and serve blocks",
			text:  "VIRGINIA:\nIN THE CIRCUIT COURT OF THE CITY OF RICHMOND\nMARGARET L. OYELARAN\n2210 Monument Avenue\nRichmond, Virginia 23220,\n\nPlaintiff,\nv.\nCase No. CL24-1187\nTIDEWATER ROOFING CO.\nSERVE: Paul D. Hensley, Registered Agent\n100 Main Street, Suite 400\nNorfolk, Virginia 23510\nand\nGARY T. WYNN\nSERVE: 88 Laurel Lane\nChesapeake, Virginia 23322,\nDefendants.\nCOMPLAINT\nPlaintiff states as follows.",
			want:  []string{"Margaret L. Oyelaran/plaintiff", "Tidewater Roofing Co./defendant", "Gary T. Wynn/defendant"},
			never: []string{"Virginia 23220/plaintiff", "Richmond/plaintiff", "Margaret L. Oyelaran Richmond/plaintiff", "Gary T. Wynn Chesapeake/defendant", "Virginia 23322/defendant", "Paul D. Hensley/defendant"},
		},
		{
			name:  "two plaintiffs over one address with a ZIP+4 and a period",
			text:  "IN THE CIRCUIT COURT OF FAIRFAX COUNTY\nDEVIN R. CHO\nand\nANNA M. CHO\n4 Ridge Court\nReston, VA 20190-3321.\nPlaintiffs,\nv.\nHILLTOP POOLS, LLC,\nDefendant.\nCase No. CL 2024-9921",
			want:  []string{"Devin R. Cho/plaintiff", "Anna M. Cho/plaintiff", "Hilltop Pools, LLC/defendant"},
			never: []string{"VA 20190-3321/plaintiff", "Reston/plaintiff", "Anna M. Cho Reston/plaintiff"},
		},
	})
}
