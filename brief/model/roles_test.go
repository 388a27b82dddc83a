package model

import "testing"

// TestSwornStatementMakers: who makes a sworn or verified statement that
// does not open "I, Name, declare": a jurat's "personally appeared" with the
// maker's office after the name, a verification by certification signed
// below, a statement of truth signed for a company by its officer (never
// by its lawyer), an English witness statement that "will say", a New York
// affirmation that opens with the affirmant's name, an agency charge's
// declaration, a criminal information sworn by its informant, and a
// declaration's title cut at a caption's column.
func TestSwornStatementMakers(t *testing.T) {
	runGeneral(t, []generalCase{
		{name: "texas jurat with office", text: "VERIFICATION\nSTATE OF TEXAS §\nCOUNTY OF TRAVIS §\nBEFORE ME, the undersigned authority, personally appeared Marcus L. Delgado, Chief Financial Officer of Bexar Rail Holdings, LLC, who being duly sworn stated that the facts in this plea are true and correct.\n/s/ Marcus L. Delgado\nMarcus L. Delgado\nSWORN TO AND SUBSCRIBED before me on May 2, 2023.     /s/ Janet Orr, Notary Public",
			want:  []string{"Marcus L. Delgado/declarant"},
			never: []string{"Janet Orr/declarant"}},
		{name: "verification by certification", text: "VERIFICATION BY CERTIFICATION\nUnder penalties as provided by law pursuant to Section 1-109 of the Code of Civil Procedure, the undersigned certifies that the statements set forth in this instrument are true and correct, except as to matters therein stated to be on information and belief.\n\nDated: March 1, 2023            /s/ Gregory P. Walsh\n                  Gregory P. Walsh\n                  Manager, Lakeshore Millwork LLC",
			want: []string{"Gregory P. Walsh/declarant"}},
		{name: "statement of truth for a company", text: "STATEMENT OF TRUTH\nThe Claimant believes that the facts stated in these Particulars of Claim are true. I am duly authorised by the Claimant to sign this statement.\n\nSigned:    Imogen Hartley\nFull name: IMOGEN HARTLEY\nPosition: Operations Director\nDate:     3 May 2023\n",
			want: []string{"Imogen Hartley/declarant"}},
		{name: "statement of truth by the lawyer", text: "Statement of Truth\n[X] The Claimant believes that the facts stated in this claim form are true. I am authorised by the claimant to sign this statement.\nSignature /s/ Oliver Pank\n[ ] Claimant [ ] Litigation friend [X] Claimant's legal representative (as defined by CPR 2.3(1))\nDate 01 May 2023\nFull name Oliver Pank\nName of claimant's legal representative's firm Pank & Rowe LLP\nPosition or office held Partner",
			never: []string{"Oliver Pank/declarant", "Oliver Pank/party"}},
		{name: "witness statement will say", text: "WITNESS STATEMENT OF GRACE ADEBAYO\nI, GRACE ADEBAYO, of 14 Harrow Road, Leeds LS2 8AA, will say as follows:\n1. I am the office manager of the Claimant.",
			want: []string{"Grace Adebayo/declarant"}},
		{name: "a maker whose surname is a forum's word", text: "WITNESS STATEMENT OF OWEN CHAMBERS\nI, OWEN CHAMBERS, of 2 Mill Lane, York YO1 7HH, will say as follows:\n1. I am a director of the Defendant.\nSigned: Owen Chambers",
			want: []string{"Owen Chambers/declarant"}},
		{name: "new york affirmation", text: "AFFIRMATION IN SUPPORT\nPETER J. VOLKOV, an attorney duly admitted to practice law before the courts of the State of New York, affirms this 4th day of June, 2024, under the penalties of perjury under the laws of New York, that the following is true:\n1. I am a member of the firm representing the Defendant.",
			want: []string{"Peter J. Volkov/declarant"}},
		{name: "agency charge declaration", text: "6. DECLARATION\nI declare that I have read the above charge and that the statements are true to the best of my knowledge and belief.\nBy /s/ Dolores Quinn                    Dolores Quinn, Organizer\n(signature of representative or person making charge)",
			want: []string{"Dolores Quinn/declarant"}},
		{name: "criminal information", text: "INFORMATION\nCanada\nProvince of Manitoba\nThis is the information of Constable Ravi Sandhu #5521 of the Winnipeg Police Service, (the informant).\nThe informant says that he believes on reasonable grounds that",
			want: []string{"Ravi Sandhu/declarant"}},
		{name: "declaration title in a caption column", text: " 8                 SUPERIOR COURT OF THE STATE OF CALIFORNIA\n 9\n                        FOR THE COUNTY OF ALAMEDA\n\n10   JANE ROE, an individual,                       )    Case No. 23CV01234\n11                                                  )\n              Plaintiff,                            )    DECLARATION OF SAMUEL OKAFOR IN\n12\n                                                    )    SUPPORT OF MOTION TO COMPEL\n13      v.                                          )\n                                                    )\n14   ACME STORES, INC.,                             )\n15            Defendant.                            )\n16\n     I, Samuel Okafor, declare:\n17\n18   1. I am the store manager.\n19\n20\n21\n22\n",
			want:  []string{"Samuel Okafor/declarant"},
			never: []string{"Samuel Okafor In/declarant"}},
	})
}
