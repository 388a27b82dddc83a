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

// TestCaptionTitleColumn: a federal caption's right column (the case
// number, then the paper's title wrapped over several lines, a noting
// date) comes out of the page's text between the name lines and their
// label. The title's lines, the ones that carry a paper's word and the
// lines that continue them, are no names; nor is a party's description
// wrapped onto its own line ("a" / "Delaware limited liability company,").
func TestCaptionTitleColumn(t *testing.T) {
	runGeneral(t, []generalCase{
		{
			name:  "complaint title wrapped in the right column",
			text:  "UNITED STATES DISTRICT COURT\nDISTRICT OF OREGON\n\nCASCADE ORCHARD SUPPLY, INC., a\nDelaware corporation,\n\nCOMPLAINT FOR BREACH OF\nCONTRACT AND UNJUST\nENRICHMENT\n\nPlaintiff,\n\nCase No. 3:24-cv-00912\n\nv.\nDEMAND FOR JURY TRIAL\n\nHOLBROOK PACKAGING LLC, an\nIdaho limited liability company,\nDefendant.\n\nPlaintiff alleges as follows.",
			want:  []string{"Cascade Orchard Supply, Inc./plaintiff", "Holbrook Packaging LLC/defendant"},
			never: []string{"Contract/plaintiff", "Unjust Enrichment/plaintiff", "Enrichment/plaintiff", "Delaware corporation/plaintiff", "Idaho limited liability company/defendant"},
		},
		{
			name:  "declaration title naming the declarant",
			text:  "UNITED STATES DISTRICT COURT\nDISTRICT OF OREGON\n\nCASCADE ORCHARD SUPPLY, INC., a\nDelaware corporation,\n\nCase No. 3:24-cv-00912\n\nDECLARATION OF MAYA R.\nLINDQVIST IN SUPPORT OF\nDEFENDANT'S MOTION TO\nCOMPEL ARBITRATION\n\nPlaintiff,\n\nv.\n\nHOLBROOK PACKAGING LLC, an\nIdaho limited liability company,\nDefendant.\n\nI, Maya R. Lindqvist, declare as follows:",
			want:  []string{"Cascade Orchard Supply, Inc./plaintiff", "Holbrook Packaging LLC/defendant", "Maya R. Lindqvist/declarant"},
			never: []string{"Lindqvist/plaintiff", "Compel Arbitration/plaintiff", "Delaware corporation/plaintiff"},
		},
		{
			name:  "stipulated motion title and noting date",
			text:  "UNITED STATES DISTRICT COURT\nWESTERN DISTRICT OF WASHINGTON\nAT TACOMA\n\nRAINIER TIMBER WORKS, INC., a\nWashington corporation,\n\nNo. 3:24-cv-05511-BHS\n\nSTIPULATED MOTION AND\n[PROPOSED] ORDER TO CONTINUE\nTRIAL AND RELATED DATES\n\nPlaintiff,\n\nv.\n\nOLYMPIA MILLWRIGHTS LLC,\n\nNOTE ON MOTION CALENDAR:\nMarch 3, 2025\n\nDefendant.\n\nThe parties stipulate as follows.",
			want:  []string{"Rainier Timber Works, Inc./plaintiff", "Olympia Millwrights LLC/defendant"},
			never: []string{"Trial and Related Dates/plaintiff", "Related Dates/plaintiff", "Washington corporation/plaintiff", "Stipulated/plaintiff"},
		},
		{
			name: "one column caption with the case number above the name",
			text: "IN THE DISTRICT COURT OF TULSA COUNTY\nSTATE OF OKLAHOMA\nCase No. CJ-2024-3321\nDARNELL K. WEBB,\nPlaintiff,\nv.\nSOONER AUTO GLASS, INC.,\nDefendant.\nPETITION",
			want: []string{"Darnell K. Webb/plaintiff", "Sooner Auto Glass, Inc./defendant"},
		},
	})
}

// TestOfficersInAndForAState: an officer's commission "in and for the
// State of X" (a court reporter's certificate, a notary's jurat) names the
// State the office is held in, not a side the officer appears for: the
// officer is no counsel. A prosecutor who appears "for the State" is.
func TestOfficersInAndForAState(t *testing.T) {
	runGeneral(t, []generalCase{
		{
			name:  "court reporter's certificate",
			text:  "REPORTER'S CERTIFICATE\nI, Carla M. Voss, a Certified Court Reporter in and for the State of Oregon, do hereby certify that the foregoing deposition of JAMES T. ROWE was taken before me on March 4, 2025, and that the witness was first duly sworn by me.\nDated this 14th day of March, 2025.\ns/ Carla M. Voss\nCarla M. Voss, CSR No. 2211",
			never: []string{"Carla M. Voss/counsel"},
		},
		{
			name:  "notary in and for the county",
			text:  "Subscribed and sworn to before me this 3rd day of June, 2024, by Peter Lang, a Notary Public in and for the County of Cook, State of Illinois.",
			never: []string{"Peter Lang/counsel"},
		},
		{
			name: "prosecutor for the State",
			text: "MINUTES OF PROCEEDINGS\nAPPEARANCES: Rhea Olsen for the State; Tomas Vidal for the Defendant.",
			want: []string{"Rhea Olsen/counsel", "Tomas Vidal/counsel"},
		},
	})
}

// TestJudgeTitleAfterComma: a state judge signs over her office with the
// court after a comma ("Judge, State Court of Fulton County", "Judge,
// Superior Court"); she is the judge, not counsel, though her name
// follows "/s/" as a lawyer's does. A judicial title's word at the head of
// a contract's name ("Master Lease Agreement No. 12", "Master Services
// Agreement") names no judge.
func TestJudgeTitleAfterComma(t *testing.T) {
	runGeneral(t, []generalCase{
		{
			name:  "state court judge signs with the court after a comma",
			text:  "ORDER ON MOTION TO COMPEL\nThe motion is GRANTED.\nSO ORDERED this 9th day of January, 2025.\n/s/ Ellen P. Marsh\nEllen P. Marsh\nJudge, State Court of Fulton County\nPrepared and presented by:\n/s/ Tom Reyes\nTom Reyes\nGeorgia Bar No. 123456\nAttorneys for Plaintiff",
			want:  []string{"Ellen P. Marsh/judge", "Tom Reyes/counsel"},
			never: []string{"Ellen P. Marsh/counsel"},
		},
		{
			name:  "master agreements",
			text:  "4. On March 1, 2022, the parties entered into Master Lease Agreement No. ML-2201 for ten trucks, and later into a Master Services Agreement.",
			never: []string{"Lease Agreement No/judge", "Lease Agreement/judge", "Services Agreement/judge"},
		},
	})
}

// TestCopiedCouple: a letter copied to two clients who share a surname
// names them once ("cc: Daniel and Ruth Smith (via email)"): each is a
// recipient.
func TestCopiedCouple(t *testing.T) {
	runGeneral(t, []generalCase{
		{
			name:  "couple on a cc line",
			text:  "HALE FIRM LLP\n1 Main St, Atlanta, GA 30303\nOctober 2, 2024\nVIA EMAIL\nGrace Okafor, Esq.\nOkafor Law LLC\nRe: Smith v. Jones\nDear Ms. Okafor:\nWe write about discovery.\nVery truly yours,\nMartin J. Hale\ncc: Daniel and Ruth A. Smith (via email)\n    Peter Wong, Esq.",
			want:  []string{"Daniel Smith/recipient", "Ruth A. Smith/recipient", "Peter Wong/recipient", "Martin J. Hale/sender"},
			never: []string{"Daniel and Ruth A. Smith/recipient"},
		},
		{
			name:  "a firm with an ampersand on a cc line",
			text:  "HALE FIRM LLP\n1 Main St, Atlanta, GA 30303\nOctober 2, 2024\nVIA EMAIL\nGrace Okafor, Esq.\nOkafor Law LLC\nRe: Smith v. Jones\nDear Ms. Okafor:\nWe write about discovery.\nVery truly yours,\nMartin J. Hale\ncc: Baker & Hostetler LLP",
			never: []string{"Baker LLP/recipient", "Hostetler LLP/recipient"},
		},
	})
}
