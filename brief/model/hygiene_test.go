package model

import (
	"strings"
	"testing"
)

// TestHygieneGluedLeads: what a reading-order extraction glues before a
// name comes off it, whichever reader meets it: a caption's label ("Plaintiff,
// ACME CORP."), a pleading's heading ("COUNTERCLAIM"), a form's labels and
// their values ("Claim No. 4QZ81 Date", "ATTORNEY FOR (Name):"), a signing
// word for a signer ("By:", "Per:"), an exhibit's label. A caption label
// before a name read in a generic role gives that name the label's role.
func TestHygieneGluedLeads(t *testing.T) {
	for _, c := range []struct{ in, role, want, wantRole string }{
		{"Plaintiff, ACME HOLDINGS, LLC", RoleParty, "ACME HOLDINGS, LLC", RolePlaintiff},
		{"Defendants, BETA STORES, INC.", RoleParty, "BETA STORES, INC.", RoleDefendant},
		{"Claimant: Jane Roe", RoleParty, "Jane Roe", RolePlaintiff},
		{"Respondent Kestrel Foods Ltd", RoleRespondent, "Kestrel Foods Ltd", RoleRespondent},
		{"Counter-Defendant Acme Corp.", RoleDefendant, "Acme Corp.", RoleDefendant},
		{"Third-Party Defendant Omega LLC", RoleThirdParty, "Omega LLC", RoleThirdParty},
		{"Applicant Priya Nair", RolePetitioner, "Priya Nair", RolePetitioner},
		{"Debtor Redwood Stores, Inc.", RoleParty, "Redwood Stores, Inc.", RoleParty},
		{"Plaintiff Jane Roe", RoleDeponent, "Jane Roe", RoleDeponent},
		{"COUNTERCLAIM Acme Anlagenbau GmbH", RolePlaintiff, "Acme Anlagenbau GmbH", RolePlaintiff},
		{"AND COUNTERCLAIM ACME LTD", RoleDefendant, "ACME LTD", RoleDefendant},
		{"Claim Number K4QZ81F2 Date OAKWOOD JOINERY LTD", RolePlaintiff, "OAKWOOD JOINERY LTD", RolePlaintiff},
		{"Case No. 2:23-cv-01234 JANE ROE", RolePlaintiff, "JANE ROE", RolePlaintiff},
		{"Index No. 651234/2024 ACME CORP.", RolePlaintiff, "ACME CORP.", RolePlaintiff},
		{"ATTORNEY FOR (Name): Diane Marie Roe", RolePetitioner, "Diane Marie Roe", RolePetitioner},
		{"Attorney for (name): Diane Marie Roe", RolePetitioner, "Diane Marie Roe", RolePetitioner},
		{"Name): HAROLD VINCENT ROE", RoleParty, "HAROLD VINCENT ROE", RoleParty},
		{"(Name) HAROLD VINCENT ROE", RoleParty, "HAROLD VINCENT ROE", RoleParty},
		{"Name of declarant: Ann Lee", RoleDeclarant, "Ann Lee", RoleDeclarant},
		{"By: Ann Lee", RoleCounsel, "Ann Lee", RoleCounsel},
		{"Per: Ann Lee", RoleSender, "Ann Lee", RoleSender},
		{"Signed: Ann Lee", RoleDeclarant, "Ann Lee", RoleDeclarant},
		{"Sgd. Ann Lee", RoleSender, "Ann Lee", RoleSender},
		{"To: Bob Stone", RoleRecipient, "Bob Stone", RoleRecipient},
		{"Attn: Bob Stone", RoleRecipient, "Bob Stone", RoleRecipient},
		{"Tenant(s): Chidinma Okafor", RoleRecipient, "Chidinma Okafor", RoleRecipient},
		{"\"Respondents\"): Gregory T. Vanlandingham", RoleCounsel, "Gregory T. Vanlandingham", RoleCounsel},
		{"Landlord: Lakeshore Rentals Inc.", RoleRecipient, "Lakeshore Rentals Inc.", RoleRecipient},
		{"cc: Bob Stone", RoleRecipient, "Bob Stone", RoleRecipient},
		{"From: Ann Lee", RoleSender, "Ann Lee", RoleSender},
		{"Exhibit A Ann Lee", RoleDeclarant, "Ann Lee", RoleDeclarant},
		{"2024 Andrea K. Lovato", RolePlaintiff, "Andrea K. Lovato", RolePlaintiff},
		{"WHEREAS, Acme Corp.", RoleParty, "Acme Corp.", RoleParty},
		{"84 Lumber Company", RoleDefendant, "84 Lumber Company", RoleDefendant},
		{"Daniel Kessler, Esquire", RoleCounsel, "Daniel Kessler", RoleCounsel},
		{"LAUREN T. BISHOP, ESQUIRE", RoleCounsel, "LAUREN T. BISHOP", RoleCounsel},
		{"Custodian of Records, Silverline Foundry LLC", RoleThirdParty, "Silverline Foundry LLC", RoleThirdParty},
		{"Custodian of Records of Acme Bank, N.A.", RoleThirdParty, "Acme Bank, N.A.", RoleThirdParty},
		{"Registered Agent for Beta Corp.", RoleRecipient, "Beta Corp.", RoleRecipient},
		{"Tomas Ortega", RoleWitness, "Tomas Ortega", RoleWitness},
		{"Hon. Gwendolyn Price", RoleJudge, "Gwendolyn Price", RoleJudge},
		{"Signature: Ann Lee", RoleDeclarant, "Ann Lee", RoleDeclarant},
		{"SIGNATURE PAGE IN WITNESS WHEREOF ACME ANALYTICS, INC.", RoleParty, "ACME ANALYTICS, INC.", RoleParty},
		// What is no glue stays.
		{"Section 8 Housing LLC", RoleDefendant, "Section 8 Housing LLC", RoleDefendant},
		{"Dated Music Ltd", RolePlaintiff, "Dated Music Ltd", RolePlaintiff},
		{"In-Sook Park", RoleDeclarant, "In-Sook Park", RoleDeclarant},
		{"Petitioner", RoleParty, "", ""},
	} {
		got, role := hygieneOne(c.in, c.role)
		if got != c.want || c.want != "" && role != c.wantRole {
			t.Errorf("hygiene(%q, %s) = %q / %s, want %q / %s", c.in, c.role, got, role, c.want, c.wantRole)
		}
	}
}

// TestHygieneAddressLabels: an address label ("TO:", "Attn:", "cc:",
// "Re:") glued before a name read in a role other than an addressee's
// means the reader ran into another block (a notice's addressee under
// "Attorneys for Plaintiff"): the name is not the client.
func TestHygieneAddressLabels(t *testing.T) {
	for _, c := range []struct{ in, role string }{
		{"TO: ACME THERAPEUTICS, INC.", RolePlaintiff},
		{"To: Acme Corp.", RoleDefendant},
		{"Attn: Bob Stone", RoleCounsel},
		{"Re: Acme Corp. v. Beta LLC", RoleParty},
		{"c/o Lee & Stone LLP", RoleRecipient},
		{"To the Defendant", RoleDefendant},
		{"BEFORE ME", RoleDeclarant},
		{"Before me, the undersigned authority", RoleDeclarant},
		{"Pursuant to Notice", RoleCounsel},
		{"Upon the Motion of Defendant", RoleDefendant},
		{"TO THE HONORABLE COURT", RolePetitioner},
		{"To All Parties and Their Attorneys of Record", RoleRecipient},
		{"Custodian of Records", RoleThirdParty},
		{"Person Most Knowledgeable", RoleDeponent},
	} {
		if got, _ := hygieneOne(c.in, c.role); got != "" {
			t.Errorf("hygiene(%q, %s) = %q, want no party", c.in, c.role, got)
		}
	}
}

// TestHygieneNoNames: what legal papers print where a reader looks for a
// name and is never one: a place-and-date line ("Dated: New York, New
// York", "Seat: Geneva, Switzerland"), a city with its state or country, a
// court's division or section, a paper's heading ("VERIFICATION",
// "CERTIFICATE OF SERVICE", "JURAT"), a lone pronoun.
func TestHygieneNoNames(t *testing.T) {
	for _, n := range []string{
		"Dated: New York, New York", "Dated: March 3, 2024", "Date: 9 September 2024", "DATED at Toronto, Ontario",
		"R. Thumb", "L. Index", "Right Thumb", "Left Little Finger", "ATLAS Number", "Bar Number", "Booking No.",
		"Seat: Geneva, Switzerland", "Place of arbitration: London", "Venue: Cook County", "Executed at Los Angeles, California",
		"Signed at Cape Town", "Sworn at Vancouver, British Columbia", "Heard at: Leeds",
		"New York, New York", "Geneva, Switzerland", "Chicago, Illinois", "Toronto, Ontario", "London, England", "Mumbai, India",
		"COMPLEX BUSINESS LITIGATION SECTION", "Civil Division", "LAW DIVISION", "Chancery Division", "Commercial Division",
		"Queen's Bench Division", "King's Bench Division", "Family Division", "Criminal Section", "Commercial List",
		"Business and Property Courts", "Probate Department", "Equity Division",
		"VERIFICATION", "Verification", "CERTIFICATE OF SERVICE", "Certificate of Compliance", "JURAT", "Acknowledgment",
		"ACKNOWLEDGEMENT", "Affidavit of Service", "Proof of Service", "Declaration of Service", "Certification",
		"Signature Page", "Prayer for Relief", "Jury Demand", "Demand for Jury Trial", "Verified Denial", "Attestation",
		"O R D E R", "J U D G M E N T", "B E T W E E N",
		"Legal Department", "Accounts Payable", "Human Resources", "Customer Service Team", "the Claims Department", "Billing",
		"I", "We", "You", "They", "He", "She", "Me", "IN THE MATTER OF:", "In the Matter of",
	} {
		if got, _ := hygieneOne(n, RolePlaintiff); got != "" {
			t.Errorf("%q read as a party (%q)", n, got)
		}
	}
	for _, n := range []string{
		"City of New York", "State of Illinois", "Paris, Texas Holdings LLC", "Georgia Pacific LLC", "Jordan Lee",
		"Division Street Partners LLC", "Section 8 Housing LLC", "Chicago Police Department", "Department of Justice",
		"Verification Systems Inc.", "Service Employees International Union", "Isaac Newton", "Ian Lee", "Ivy Chen",
		"Dale Seat", "J K Rowling", "Tolliver Custodian Services LLC", "Legal & General Group plc", "Claims Direct Ltd", "Records Management Services LLC", "Ina Lee", "Washington Mutual Bank", "Lee Ho Fook", "Anh Le", "Maria de la Cruz",
	} {
		if got, _ := hygieneOne(n, RolePlaintiff); got == "" {
			t.Errorf("%q is a name, dropped", n)
		}
	}
}

// TestHygieneTails: a name runs on into the words after it when a title
// wraps ("DECLARATION OF KEVIN PHAM IN / SUPPORT OF ..."): a trailing
// function word, a title's "in support of", "et al.", a person's "a/k/a"
// or "individually and as ..." come off.
func TestHygieneTails(t *testing.T) {
	for in, want := range map[string]string{
		"KEVIN PHAM IN":                             "KEVIN PHAM",
		"Ann Lee in Support of Motion":              "Ann Lee",
		"ANN LEE IN OPPOSITION TO":                  "ANN LEE",
		"Ann Lee Regarding Service":                 "Ann Lee",
		"Bob Stone of":                              "Bob Stone",
		"Bob Stone and":                             "Bob Stone",
		"Jane Roe, et al.":                          "Jane Roe",
		"Kevin Lim, Store Manager":                  "Kevin Lim",
		"Ann Lee, Chief Executive Officer":          "Ann Lee",
		"Bob Stone, Vice President of Operations":   "Bob Stone",
		"Maria Lopez, Custodian of Records":         "Maria Lopez",
		"Acme Widgets, Inc.":                        "Acme Widgets, Inc.",
		"JOHN ROE, Plaintiff Pro Se":                "JOHN ROE",
		"Jane Roe, pro se":                          "Jane Roe",
		"Ann Lee, Attorney at Law":                  "Ann Lee",
		"ANN LEE, J.S.C.":                           "ANN LEE",
		"Ann Lee, U.S.D.J.":                         "Ann Lee",
		"Ann Lee, Magistrate Judge":                 "Ann Lee",
		"Ann Lee, Notary Public":                    "Ann Lee",
		"Ann Lee, M.D.":                             "Ann Lee",
		"Ann Lee, CPA":                              "Ann Lee",
		"Ann Lee Page 3 of 7":                       "Ann Lee",
		"Ann Lee (via email)":                       "Ann Lee",
		"Ann Lee Via ECF":                           "Ann Lee",
		"Ann Lee, by her attorneys":                 "Ann Lee",
		"ANN LEE, an individual":                    "ANN LEE",
		"Ann Lee Signature":                         "Ann Lee",
		"Ann Lee Print Name":                        "Ann Lee",
		"Print Name: Ann Lee":                       "Ann Lee",
		"Ann Lee, Esq. (pro hac vice)":              "Ann Lee",
		"Acme Bank (in liquidation)":                "Acme Bank",
		"Vincent Justice":                           "Vincent Justice",
		"John Roe a/k/a Johnny Roe":                 "John Roe",
		"JOHN ROE, individually and as trustee":     "JOHN ROE",
		"Acme Bank in Liquidation":                  "Acme Bank in Liquidation",
		"Bank of":                                   "",
		"Rosa Maria Ferreira da Silva":              "Rosa Maria Ferreira da Silva",
		"Nguyen Van":                                "Nguyen Van",
		"Anh Le":                                    "Anh Le",
		"Society for the Prevention of Cruelty":     "Society for the Prevention of Cruelty",
		"People of the State of California":         "People of the State of California",
		"Estate of Harold Roe":                      "Estate of Harold Roe",
		"Friends of the Earth":                      "Friends of the Earth",
		"Brotherhood of Teamsters Local 406 in":     "Brotherhood of Teamsters Local 406",
		"Anna Marie Kowalski in Support of Summary": "Anna Marie Kowalski",
	} {
		got, _ := hygieneOne(in, RolePlaintiff)
		if got != want {
			t.Errorf("hygiene(%q) = %q, want %q", in, got, want)
		}
	}
}

// TestHygieneJoinedPeople: two people joined in one would-be name ("JOHN
// ROE and MARY POE, the defendants") are two parties; a firm's or a
// company's "and" stays.
func TestHygieneJoinedPeople(t *testing.T) {
	for in, want := range map[string][]string{
		"DOMINIC ROSSI and ELENA MARCH":   {"DOMINIC ROSSI", "ELENA MARCH"},
		"Ann Lee & Bob Stone":             {"Ann Lee", "Bob Stone"},
		"Ann B. Lee, Carl Diaz and Bo Li": {"Ann B. Lee", "Carl Diaz", "Bo Li"},
		"Johnson and Johnson":             {"Johnson and Johnson"},
		"Smith & Wesson Brands, Inc.":     {"Smith & Wesson Brands, Inc."},
		"Procter and Gamble Company":      {"Procter and Gamble Company"},
		"Bank of Nova Scotia":             {"Bank of Nova Scotia"},
	} {
		got, _ := hygiene(in, RoleDefendant)
		if strings.Join(got, "|") != strings.Join(want, "|") {
			t.Errorf("hygiene(%q) = %q, want %q", in, got, want)
		}
	}
}

// TestHygieneEntitiesTestifyThroughPeople: an organisation is no
// declarant, deponent or witness (it testifies through a person), and no
// judge.
func TestHygieneEntitiesTestifyThroughPeople(t *testing.T) {
	for _, role := range []string{RoleDeclarant, RoleDeponent, RoleWitness, RoleJudge} {
		if got, _ := hygieneOne("Acme Brewing Company", role); got != "" {
			t.Errorf("Acme Brewing Company read as %s", role)
		}
		if got, _ := hygieneOne("Ann Lee", role); got != "Ann Lee" {
			t.Errorf("Ann Lee dropped as %s", role)
		}
	}
	if got, _ := hygieneOne("Acme Brewing Company", RolePlaintiff); got == "" {
		t.Error("Acme Brewing Company dropped as plaintiff")
	}
}

// TestHygieneInDocuments: the classes above, met by the readers in whole
// papers: a place-and-date line above a signature, a verification's
// heading under "COUNSEL FOR DEFENDANT", a notice's addressee under
// "Attorneys for Plaintiff", a court's section beside a caption, a title
// wrapped after "IN", a judge's name wrapped after a middle initial.
func TestHygieneInDocuments(t *testing.T) {
	for _, c := range []struct {
		kind, page string
		never      []string
		want       []string
	}{
		{"verification heading",
			"IN THE DISTRICT COURT OF HARRIS COUNTY, TEXAS\nACME CORP.,\nPlaintiff,\nv.\nBETA LLC,\nDefendant.\nDEFENDANT'S ORIGINAL ANSWER\n1. Defendant denies.\nRespectfully submitted,\n/s/ Ann Lee\nAnn Lee\nState Bar No. 24001234\nLEE & STONE LLP\nCOUNSEL FOR DEFENDANT\n\n                    VERIFICATION\nSTATE OF TEXAS §\nBEFORE ME, the undersigned authority, personally appeared Bob Stone.",
			[]string{"verification/defendant"}, []string{"ann lee/counsel"}},
		{"notice addressee",
			"SUPREME COURT OF THE STATE OF NEW YORK\nCOUNTY OF NEW YORK\nACME FUND LP,\nPlaintiff,\n-against-\nBETA THERAPEUTICS, INC.,\nDefendant.\nSUMMONS\nTo the above-named Defendant: you are summoned.\nDated: New York, New York\nMarch 1, 2024\nLEE & STONE LLP\nBy: /s/ Ann Lee\nAnn Lee\n100 Park Avenue\nNew York, New York 10017\nAttorneys for Plaintiff\nTO: BETA THERAPEUTICS, INC.\n200 Main Street\nBoston, MA 02110",
			[]string{"to beta therapeutics/plaintiff", "beta therapeutics/plaintiff", "dated new york new york/sender", "new york new york/sender"}, []string{"acme fund/plaintiff"}},
		{"court section",
			"IN THE CIRCUIT COURT OF THE ELEVENTH JUDICIAL CIRCUIT\nIN AND FOR MIAMI-DADE COUNTY, FLORIDA\nACME PLAZA HOLDINGS, LLC,                  CASE NO.: 2024-004118-CA-01\na Florida limited liability company,\n                                           COMPLEX BUSINESS\n       Plaintiff,                          LITIGATION SECTION\nv.\nBETA GROUP, INC.,\n     Defendant.\n_____/\nCOMPLAINT\nPlaintiff sues Defendant.",
			[]string{"complex business litigation section/plaintiff"}, []string{"acme plaza holdings/plaintiff"}},
		{"address line after a name",
			"IN THE SUPREME COURT OF INDIA\nCIVIL APPELLATE JURISDICTION\nIN THE MATTER OF:\n\nCoastal Roads Development Corporation Ltd.,\nThrough its Executive Engineer,\nMarine Drive Road, Priyadarshini Park,\nMumbai - 400036                               ...PETITIONER\n\n                    VERSUS\n\nRavi Kumar Jadhav,\nS/o Late Shri Mohan Jadhav,\n                                       ...RESPONDENT",
			[]string{"priyadarshini park/petitioner"}, nil},
		{"wrapped declaration title",
			"UNITED STATES DISTRICT COURT\nJANE ROE,\nPlaintiff,\nv.\nACME CORP.,\nDefendant.\nDECLARATION OF KEVIN LIM IN\nSUPPORT OF MOTION FOR SUMMARY JUDGMENT\nI, Kevin Lim, declare:\n1. I am the store manager.\nI declare under penalty of perjury that the foregoing is true and correct.\n/s/ Kevin Lim",
			[]string{"kevin lim in/declarant"}, []string{"kevin lim/declarant"}},
		{"judge wrapped after an initial",
			"UNITED STATES DISTRICT COURT\nNORTHERN DISTRICT OF ILLINOIS\nACME BREWING COMPANY,\nPlaintiff,\nv.                        Judge Gwendolyn R. Price\nBETA SPIRITS LLC,\nDefendant.\nNOTICE OF MOTION\nPLEASE TAKE NOTICE that the undersigned shall appear before the Honorable Gwendolyn R.\nPrice, or any judge sitting in her stead, and present the motion.\n/s/ Ann Lee",
			[]string{"gwendolyn r/judge"}, []string{"gwendolyn r price/judge"}},
	} {
		got := partiesOf(t, c.page)
		for _, n := range c.never {
			if got[n] {
				t.Errorf("%s: %s read as a party (%v)", c.kind, n, got)
			}
		}
		for _, n := range c.want {
			if !got[n] {
				t.Errorf("%s: %s not read (%v)", c.kind, n, got)
			}
		}
	}
}

// partiesOfDocs is partiesOf for a matter of several one-page documents.
func partiesOfDocs(t *testing.T, pages ...string) map[string]bool {
	t.Helper()
	var in Input
	for i, p := range pages {
		in.Documents = append(in.Documents, Document{ID: string(rune('a' + i)), FileName: "x.pdf", Pages: []string{p}})
	}
	out, err := Rules{}.Extract(t.Context(), in)
	if err != nil {
		t.Fatal(err)
	}
	got := map[string]bool{}
	for _, p := range out.Parties {
		got[NameKey(p.Name)+"/"+p.Role] = true
	}
	return got
}

// TestHygieneVariantsInAMatter: a matter prints one name in several
// shapes, and a shape that is only a piece of another is no party of its
// own: an entity's name wrapped so its first word is left on the line
// above ("the Defendants, HALSTED / YARDS DEVELOPMENT LLC"), a name written
// surname first and split at its comma ("ROE SMITH, JANE ANN"), a middle
// name given as its initial ("Rosa E. Herrera" under "Rosa Elena
// Herrera"), initials before a surname of two words ("M Te Huia").
func TestHygieneVariantsInAMatter(t *testing.T) {
	for _, c := range []struct {
		kind  string
		pages []string
		never []string
		want  []string
	}{
		{"entity wrapped", []string{
			"IN THE CIRCUIT COURT OF COOK COUNTY, ILLINOIS\nCOUNTY DEPARTMENT, LAW DIVISION\nPRAIRIE STEEL, INC.,\nPlaintiff,\nv.\nHALSTED YARDS DEVELOPMENT LLC, and\nBRANDVOLD CONSTRUCTION CO.,\nDefendants.\nCOMPLAINT AT LAW\nNOW COMES the Plaintiff, PRAIRIE STEEL, INC. (\"Prairie\"), and for its Complaint at Law against the Defendants, HALSTED\nYARDS DEVELOPMENT LLC (\"Owner\") and BRANDVOLD CONSTRUCTION CO.\n(\"Brandvold\"), states as follows:\n1. Owner owns the property."},
			[]string{"yards development/party"}, []string{"halsted yards development/defendant"}},
		{"surname first", []string{
			"UNITED STATES DEPARTMENT OF JUSTICE\nEXECUTIVE OFFICE FOR IMMIGRATION REVIEW\nIn the Matter of:                 File No.: A 218-455-907\nJANE ANN ROE SMITH,\n     Respondent.\nMOTION TO CONTINUE\nRespondent moves to continue.",
			"UNITED STATES DEPARTMENT OF JUSTICE\nIMMIGRATION COURT\nIn the Matter of:                 Case No.: A218-455-907\nROE SMITH, JANE ANN\n     Respondent              IN REMOVAL PROCEEDINGS\nORDER OF THE IMMIGRATION JUDGE\nThe motion is granted."},
			[]string{"roe smith/respondent", "jane ann/respondent"}, []string{"jane ann roe smith/respondent"}},
		{"middle initial", []string{
			"DECLARATION OF ROSA ELENA HERRERA\nI, Rosa Elena Herrera, declare:\n1. I am the respondent's sister.\nI declare under penalty of perjury that the foregoing is true and correct.\nExecuted on January 16, 2025.\n/s/ Rosa E. Herrera\nRosa Elena Herrera"},
			[]string{"rosa e herrera/declarant"}, []string{"rosa elena herrera/declarant"}},
		{"initial before a two-word surname", []string{
			"Dear Ms Harbour,\nWe act for Ms Parata.\nKind regards\n\nMiriama Te Huia\nEmployment Advocate",
			"EMPLOYMENT RELATIONS AUTHORITY\n\nBETWEEN ANA PARATA\nApplicant\nAND HARBOURSIDE LIMITED\nRespondent\nRepresentatives:         M Te Huia, advocate for the Applicant\n                         J Smith, counsel for the Respondent\nDETERMINATION OF THE AUTHORITY"},
			[]string{"m te huia/counsel"}, nil},
	} {
		got := partiesOfDocs(t, c.pages...)
		for _, n := range c.never {
			if got[n] {
				t.Errorf("%s: %s read as a party (%v)", c.kind, n, got)
			}
		}
		for _, n := range c.want {
			if !got[n] {
				t.Errorf("%s: %s not read (%v)", c.kind, n, got)
			}
		}
	}
}

// TestNameKeyDottedSuffix: a company form written with dots ("P.S.",
// "S.C.", "S.A.", "N.V.") is no part of the name's key, as "Inc." is not.
func TestNameKeyDottedSuffix(t *testing.T) {
	for a, b := range map[string]string{
		"Quintero & Lusk, P.S.":      "Quintero & Lusk",
		"Hale Moss, S.C.":            "Hale Moss",
		"Construtora Atlântico S.A.": "Construtora Atlântico",
		"Vandermeer Holding N.V.":    "Vandermeer Holding",
		"Peter J. Amundsen, Esquire": "Peter J. Amundsen",
	} {
		if NameKey(a) != NameKey(b) {
			t.Errorf("NameKey(%q) = %q, NameKey(%q) = %q", a, NameKey(a), b, NameKey(b))
		}
	}
	for _, n := range []string{"J. R. Smith", "Ann B. Lee"} {
		if len(strings.Fields(NameKey(n))) < 2 {
			t.Errorf("NameKey(%q) = %q", n, NameKey(n))
		}
	}
}

// TestNameKeyNordicForm: a Norwegian or Danish company form at the end of
// a name ("AS", "ASA", "A/S") is no part of its key, as "Ltd" is not; the
// English word "as" inside a name stays.
func TestNameKeyNordicForm(t *testing.T) {
	for a, b := range map[string]string{
		"Halvard Offshore AS":  "Halvard Offshore",
		"Nordlys Shipping ASA": "Nordlys Shipping",
		"Fjordvik Rederi A/S":  "Fjordvik Rederi",
		"HALVARD OFFSHORE AS":  "Halvard Offshore AS",
		"Vestkyst Invest AS.":  "Vestkyst Invest",
	} {
		if NameKey(a) != NameKey(b) {
			t.Errorf("NameKey(%q) = %q, NameKey(%q) = %q", a, NameKey(a), b, NameKey(b))
		}
	}
	for n, want := range map[string]string{
		"Smith as Trustee of the Hale Trust": "smith as trustee of the hale trust",
		"AS":                                 "as",
		"Asa Gray":                           "asa gray",
	} {
		if got := NameKey(n); got != want {
			t.Errorf("NameKey(%q) = %q, want %q", n, got, want)
		}
	}
}

// TestLoneWordSide: a side of the caption is a person with a given name
// and a surname or an entity with its legal form or kind; a lone word
// read as a side is no party, while initials and the Crown are.
func TestLoneWordSide(t *testing.T) {
	for name, want := range map[string]bool{
		"Centre": true, "WESTFIELD": true, "Harborline": true,
		"Harborline Freight": false, "Acme Inc.": false, "AB": false, "The King": false, "R": false,
		"X": false, "County of Marin": false, "Jane Roe": false, "Microsoft Corporation": false,
	} {
		if got := loneWord(name); got != want {
			t.Errorf("loneWord(%q) = %v, want %v", name, got, want)
		}
	}
	got := partiesOf(t, "SUPERIOR COURT OF CALIFORNIA\nJANE ROE,\n    Plaintiff,\nv.\nHARBORLINE FREIGHT INC.,\n    Defendant.\nCOMPLAINT\nPlaintiff Jane Roe alleges that Defendant Harborline Freight Inc. (\"Harborline\") failed to pay her.")
	if !got[NameKey("Harborline Freight Inc.")+"/defendant"] || !got[NameKey("Jane Roe")+"/plaintiff"] {
		t.Errorf("the caption's sides not read: %v", got)
	}
	caption := partiesOf(t, "SUPERIOR COURT OF CALIFORNIA\nJANE ROE,\n    Plaintiff,\nv.\nCENTRE,\n    Defendant.\nCOMPLAINT\nPlaintiff Jane Roe alleges that she was injured.")
	if caption[NameKey("Centre")+"/defendant"] {
		t.Errorf("a lone word read as a side: %v", caption)
	}
	for k := range got {
		if k == NameKey("Harborline")+"/defendant" {
			t.Errorf("a defined term read as a side: %v", got)
		}
	}
}

// TestCareOfInCaption: a caption that serves a party "c/o" its agent names
// the party, not the agent nor the agent's office.
func TestCareOfInCaption(t *testing.T) {
	runGeneral(t, []generalCase{
		{name: "ohio caption", text: "IN THE COURT OF COMMON PLEAS\nCUYAHOGA COUNTY, OHIO\nDARNELL PETTIFORD-ABARA            )  CASE NO. CV-24-991245\n3412 East 131st Street             )\nCleveland, Ohio 44120              )  JUDGE MAUREEN T. GALLAGHER\n          Plaintiff,               )\n     v.                            )\nNORTH COAST PREMIER AUTO, LLC      )  COMPLAINT\nc/o Harold F. Zielke, Statutory Agent )\n22750 Lorain Road                  )\nFairview Park, Ohio 44126          )\n     and                           )\nGARRETT J. SOBECKI                 )\nc/o North Coast Premier Auto, LLC  )\n          Defendants.              )",
			want:  []string{"North Coast Premier Auto, LLC/defendant", "Garrett J. Sobecki/defendant"},
			never: []string{"Statutory Agent/defendant", "Harold F. Zielke/defendant", "LLC/defendant"}},
	})
}

// TestInsurerNameWithAnd: an insurer's name joins its lines of business
// with "and" ("Property and Casualty"): one party, not two.
func TestInsurerNameWithAnd(t *testing.T) {
	runGeneral(t, []generalCase{
		{name: "wrapped insurer", text: "IN THE CIRCUIT COURT OF THE SEVENTEENTH JUDICIAL CIRCUIT\nIN AND FOR BROWARD COUNTY, FLORIDA\nMARISOL URQUIDI-PLATT,\n     Plaintiff,\nv.\nSANDPIPER SHOALS PROPERTY AND\nCASUALTY INSURANCE COMPANY,\n     Defendant.\nCOMPLAINT",
			want:  []string{"Sandpiper Shoals Property and Casualty Insurance Company/defendant"},
			never: []string{"Sandpiper Shoals Property/defendant", "Casualty Insurance Company/defendant"}},
	})
}

// TestNameKeyIndianForm: India's "Private Limited" and "Pvt. Ltd." are one
// company form; "Private" elsewhere in a name stays.
func TestNameKeyIndianForm(t *testing.T) {
	if a, b := NameKey("Coolwave Aircon Engineers Private Limited"), NameKey("M/s Coolwave Aircon Engineers Pvt. Ltd."); a != b {
		t.Errorf("keys differ: %q, %q", a, b)
	}
	if k := NameKey("Harbour Private Equity Partners LLP"); k != "harbour private equity partners" {
		t.Errorf("NameKey kept no %q: %q", "private", k)
	}
}
