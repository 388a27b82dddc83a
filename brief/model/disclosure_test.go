package model

import "testing"

// TestWitnessDisclosures: a party's disclosure of its witnesses lists them
// one numbered item each under a heading that says what kind of witness
// they are; each item opens with the name. The party's own name in the
// list makes it a witness too.
func TestWitnessDisclosures(t *testing.T) {
	runGeneral(t, []generalCase{
		{name: "rule 213(f)", text: "PLAINTIFF'S RULE 213(f) WITNESS DISCLOSURES\nPlaintiff Yolanda Mercado-Szymanski discloses the following witnesses:\n(f)(1) Lay Witnesses\n1. Yolanda Mercado-Szymanski, Plaintiff, 1420 South Michigan Avenue, Unit 1107, Chicago. Subjects: the condition of the Ramp.\n2. Soo-ah Lim, resident of Unit 904, 1420 South Michigan Avenue, Chicago. Subjects: she found Plaintiff on the Ramp.\n(f)(2) Independent Expert Witnesses\n3. Rajiv K. Menon, M.D., orthopaedic surgeon, Rush University Medical Center, Chicago. Subjects: his diagnosis.\n\f(f)(3) Controlled Expert Witnesses\n4. Helena V. Brandvold, P.E., Brandvold Forensic Engineering, Inc., Evanston, Illinois. (i) Subject matter: the design of the Ramp.",
			want:  []string{"Yolanda Mercado-Szymanski/witness", "Soo-ah Lim/witness", "Rajiv K. Menon/witness", "Helena V. Brandvold/witness"},
			never: []string{"Brandvold Forensic Engineering, Inc./witness", "Rush University Medical Center/witness"}},
		{name: "rule 26(a)(2) over two pages", text: "PLAINTIFF'S DISCLOSURE OF EXPERT TESTIMONY\nPlaintiff, in accordance with Fed. R. Civ. P. 26(a)(2), discloses the following witnesses whom he\nmay use at trial to present evidence under Federal Rules of Evidence 702, 703 or 705:\nA. Retained Experts - Fed. R. Civ. P. 26(a)(2)(B)\n1. Lionel V. Stroebel, Ph.D.\n    Stroebel Police Practices Consulting, LLC\nDr. Stroebel, a retired police captain, will testify to accepted practices.\f2. Hannah B. Feirstein, M.D., F.A.A.O.S.\n   Main Line Hand & Upper Extremity Associates\nDr. Feirstein will testify to the fracture.\nB. Non-Retained Experts - Fed. R. Civ. P. 26(a)(2)(C)\n3. Samantha J. Kollmorgen, M.D.\nShe is expected to testify to her examination.\nRespectfully submitted,\n/s/ Nkechi A. Umeadi\nCERTIFICATE OF SERVICE\n1. Gavin T. McElhatton, Esquire",
			want:  []string{"Lionel V. Stroebel/witness", "Hannah B. Feirstein/witness", "Samantha J. Kollmorgen/witness"},
			never: []string{"Gavin T. McElhatton/witness"}},
		{name: "trial witness list", text: "DEFENDANT'S TRIAL WITNESS LIST\nDefendant may call the following witnesses at trial:\n1. Marcus Oyelaran, store manager.\n2. Dr. Priya Natarajan, treating physician.\n3. Any witness listed by Plaintiff.",
			want: []string{"Marcus Oyelaran/witness", "Priya Natarajan/witness"}},
	})
}

// TestAppearingCounselAndCookCountyJudge: "(Frank J. DiNapoli, Esq.,
// appearing)" names the lawyer who appeared for a firm; a Cook County order
// form prints its judge as "Judge NAME  No. 2217" above "Judge  Judge's
// No."; the clerk's "Calendar, H" is a courtroom calendar, no judge; Does
// numbered in Roman numerals are fictitious defendants.
func TestAppearingCounselAndCookCountyJudge(t *testing.T) {
	runGeneral(t, []generalCase{
		{name: "esq appearing", text: "ORDER\nTHIS MATTER having been opened to the Court by Kaplan Rosario LLC, attorneys for plaintiffs (Sofia E. Rosario, Esq., appearing), on notice to DiNapoli Castellano, P.C., attorneys for defendants (Frank J. DiNapoli, Esq., appearing), by way of motion;",
			want: []string{"Frank J. DiNapoli/counsel", "Sofia E. Rosario/counsel"}},
		{name: "cook county order form", text: "ORDER\nIN THE CIRCUIT COURT OF COOK COUNTY, ILLINOIS\nCase management conference held. Discovery to close 3/31/2025.\nAtty. No.: 60219                                                ENTERED:\nName: Kathleen S. Oyelaran\nAtty. for: Defendants                                           Judge Bernadette L. Okwuosa    No. 2217\nAddress: 333 West Wacker Drive, Suite 1900                     ________________________________________\nCity/State/Zip: Chicago, IL 60606                              Judge                           Judge's No.",
			want: []string{"Bernadette L. Okwuosa/judge"}},
		{name: "cook county order form, one space", text: "ORDER\nIN THE CIRCUIT COURT OF COOK COUNTY, ILLINOIS\nAtty. No.: 60219                           ENTERED:\nName: Kathleen S. Oyelaran\nAtty. for: Defendants                       Judge Bernadette L. Okwuosa No. 2217\nAddress: 333 West Wacker Drive, Suite 1900            ________________________________________\nCity/State/Zip: Chicago, IL 60606               Judge                Judge's No.",
			want: []string{"Bernadette L. Okwuosa/judge"}},
		{name: "calendar", text: "Hearing Date: 8/20/2024 9:30 AM\nLocation: Court Room 2005\nJudge: Calendar, H\nCOMPLAINT AT LAW",
			never: []string{"Calendar/judge", "Calendar, H/judge"}},
		{name: "roman does", text: "UNITED STATES DISTRICT COURT\nDISTRICT OF NEVADA\nKEALA KAHANANUI,                          )\n                    Plaintiff,            )\n     v.                                   )\nSIERRA BASIN FREIGHT LINES, INC., a       )\nNevada corporation; CURTIS J. WENDOVER,   )\nan individual; DOES I through X,          )\ninclusive; and ROE CORPORATIONS I         )\nthrough X, inclusive,                     )\n                                          )\n                    Defendants.           )\nNOTICE OF APPEAL",
			want: []string{"Does I through X/defendant"}},
	})
}
