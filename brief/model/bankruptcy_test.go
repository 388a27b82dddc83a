package model

import "testing"

// TestBankruptcyObjectors: who objects in a bankruptcy case is a party in
// interest of its own though no caption labels it: a creditors' committee,
// the United States Trustee (whoever signs for him is his counsel), a
// creditor or a landlord, each named as the subject of the paper's first
// sentence; the debtors' capacity ("Debtors in Possession") is no name;
// the lawyer who certifies service only certifies it; and outside a
// bankruptcy case an objecting side keeps its caption role alone.
func TestBankruptcyObjectors(t *testing.T) {
	caption := "UNITED STATES BANKRUPTCY COURT\nDISTRICT OF DELAWARE\nIn re:                                   Chapter 11\nALDER FREIGHT HOLDINGS, INC., et al.,    Case No. 24-10988 (KBO)\n                 Debtors.                (Jointly Administered)\n"
	runGeneral(t, []generalCase{
		{name: "committee objects", text: caption + "OBJECTION OF THE OFFICIAL COMMITTEE OF UNSECURED CREDITORS\nTO THE DEBTORS' MOTION TO APPROVE BID PROTECTIONS\n" +
			"The Official Committee of Unsecured Creditors (the \"Committee\") appointed in the chapter 11 cases of Alder Freight Holdings, Inc. and its affiliated debtors, by and through its undersigned counsel, hereby submits this objection to the Motion and respectfully states as follows:\n" +
			"1. The break-up fee is excessive.\n" +
			"Dated: July 8, 2024          /s/ Priya Venkataraman\n                              Priya Venkataraman (No. 6120)\n                              Counsel to the Official Committee of Unsecured Creditors\n" +
			"CERTIFICATE OF SERVICE\nI, Keith R. Amundsen, certify that on July 8, 2024, I caused a true and correct copy of the foregoing objection to be served on the parties listed on the attached service list in the manner indicated.\n/s/ Keith R. Amundsen\nKeith R. Amundsen",
			want:  []string{"Official Committee of Unsecured Creditors/party", "Priya Venkataraman/counsel"},
			never: []string{"Keith R. Amundsen/declarant", "Official Committee of Unsecured Creditors/counsel"}},
		{name: "united states trustee objects", text: caption + "UNITED STATES TRUSTEE'S OBJECTION TO THE DEBTORS' APPLICATION TO EMPLOY\nCARVER STONE LLP AS SPECIAL COUNSEL\n" +
			"Mariana P. Whitcombe, the United States Trustee for Region 3 (the \"U.S. Trustee\"), through her undersigned counsel, files this objection to the Application and states:\n" +
			"1. The Application does not disclose the firm's connections with the Debtors' lenders.\n" +
			"Dated: August 1, 2024          MARIANA P. WHITCOMBE\n                                UNITED STATES TRUSTEE, REGION 3\n                                By: /s/ Desmond K. Ruiz\n                                Desmond K. Ruiz, Trial Attorney",
			want:  []string{"Mariana P. Whitcombe/party", "Desmond K. Ruiz/counsel"},
			never: []string{"Mariana P. Whitcombe/counsel", "Mariana P. Whitcombe/petitioner"}},
		{name: "creditor objects to a plan", text: "UNITED STATES BANKRUPTCY COURT\nNORTHERN DISTRICT OF OHIO\nIn re:                                   Case No. 24-51207\nDWAYNE T. LOCKHART,                      Chapter 13\n                 Debtor.                 Judge Alan M. Koschik\n" +
			"OBJECTION TO CONFIRMATION OF CHAPTER 13 PLAN\nBuckeye Valley Credit Union (\"Buckeye\"), a secured creditor, by and through its attorneys, objects to confirmation of the Debtor's Chapter 13 Plan filed on March 4, 2024, for the following reasons:\n1. The plan does not pay the value of Buckeye's collateral.",
			want: []string{"Buckeye Valley Credit Union/party", "Dwayne T. Lockhart/party"}},
		{name: "landlord objects", text: caption + "LIMITED OBJECTION OF PINE HOLLOW CENTER, L.P. TO THE DEBTORS' MOTION TO ASSUME AND ASSIGN LEASES\n" +
			"Pine Hollow Center, L.P. (\"Landlord\"), the landlord of the Debtors' store no. 42 at Pine Hollow Center, Reno, Nevada, under a lease dated March 1, 2015, files this limited objection and states:\n1. The proposed cure amount omits the 2024 common area charges.",
			want: []string{"Pine Hollow Center, L.P./party"}},
		{name: "debtors in possession", text: caption + "DEBTORS' MOTION FOR ENTRY OF AN ORDER EXTENDING THE EXCLUSIVE PERIODS\n1. The Debtors seek an extension of their exclusive periods.\n" +
			"Dated: June 3, 2024      /s/ Laura B. Oyelaran\n                          Laura B. Oyelaran (No. 5981)\n                          Counsel for the Debtors and Debtors-in-Possession\n                          Proposed Counsel to the Debtors and\n                          Debtors in Possession",
			want:  []string{"Laura B. Oyelaran/counsel"},
			never: []string{"Debtors in Possession/party", "Debtors-in-Possession/party"}},
		{name: "objection outside bankruptcy", text: "UNITED STATES DISTRICT COURT\nDISTRICT OF MINNESOTA\nLARKSPUR FOODS, INC.,            Case No. 0:24-cv-01133\n           Plaintiff,\nv.\nNORTHERN PLAINS PACKAGING CO.,\n           Defendant.\nDEFENDANT'S OBJECTION TO THE MAGISTRATE JUDGE'S ORDER\nNorthern Plains Packaging Co. (\"Northern Plains\"), by its undersigned counsel, objects to the order of May 2, 2024 for the following reasons:\n1. The order misreads Rule 26.",
			want:  []string{"Northern Plains Packaging Co./defendant"},
			never: []string{"Northern Plains Packaging Co./party"}},
	})
}
