package model

import (
	"strings"
	"testing"
)

// TestFormFields: each way an extraction prints a form's box: the label
// beside its value, the label above it, a row of boxes read as a column of
// labels then a column of values, and a row of headings above a row of
// values with the gaps kept.
func TestFormFields(t *testing.T) {
	for _, c := range []struct {
		name  string
		lines []string
		want  map[string]string // label -> value
	}{
		{"beside, the next box on the same line", []string{"Name: Acme Logistics, Inc. No. Employees: 201-500"},
			map[string]string{"name": "Acme Logistics, Inc."}},
		{"above", []string{"Respondent's name", "Northgate Foods Ltd", "Address:", "1 High Street"},
			map[string]string{"respondent's name": "Northgate Foods Ltd", "address": "1 High Street"}},
		{"a column of labels then of values", []string{"Name (indicate Mr., Ms., Mrs.)", "Home Phone", "Year of Birth", "Ms. Jane Roe", "(312) 555-0148", "1984"},
			map[string]string{"name": "Ms. Jane Roe", "home phone": "(312) 555-0148", "year of birth": "1984"}},
		{"a row of headings over a row of values", []string{"Name                 No. Employees, Members   Phone No.", "Acme Components, Inc.    201 - 500     (847) 555-0100"},
			map[string]string{"name": "Acme Components, Inc."}},
	} {
		got := map[string]string{}
		for _, f := range FormFields(c.lines) {
			got[f.Label] = f.Value
		}
		for k, v := range c.want {
			if got[k] != v {
				t.Errorf("%s: %q = %q, want %q (all %q)", c.name, k, got[k], v, got)
			}
		}
	}
}

// TestFormParties: official forms of several jurisdictions name their
// parties in labelled boxes; the form's parties are read from them, with
// the role the label (or the heading above a bare "Name") gives.
func TestFormParties(t *testing.T) {
	for _, c := range []struct {
		name  string
		page  string
		want  []string
		never []string
	}{
		{"US agency charge: the employer under its heading", strings.Join([]string{
			"CHARGE OF DISCRIMINATION",
			"Name (indicate Mr., Ms., Mrs.)", "Home Phone", "Ms. Jane Roe", "(312) 555-0148",
			"Street Address", "City, State and ZIP Code", "12 Elm Street", "Springfield, IL 62701",
			"Named is the Employer, Labor Organization, Employment Agency, or State or Local Government Agency",
			"That I Believe Discriminated Against Me.",
			"Name", "No. Employees, Members", "Phone No.", "Acme Components, Inc.", "201 - 500", "(847) 555-0100",
			"I declare under penalty of perjury that the above is true and correct.",
		}, "\n"), []string{"acme components/respondent"}, []string{"12 elm street/respondent", "springfield il 62701/respondent", "jane roe/respondent"}},
		{"English tribunal claim form: the respondent's box", strings.Join([]string{
			"Claim form",
			"Claimant's name: Mr John Smith",
			"Respondent's name: Northgate Foods Limited",
			"Respondent's address: 1 High Street, Leeds LS1 4AB",
			"Name of employer's representative: Ms Ann Lee",
		}, "\n"), []string{"northgate foods/respondent", "john smith/plaintiff"}, []string{"ann lee/respondent", "1 high street leeds ls1 4ab/respondent"}},
		{"Indian consumer form: the opposite party", strings.Join([]string{
			"COMPLAINT FORM",
			"Name of the complainant: Shri Ravi Kumar",
			"Opposite party:", "Skyline Builders Pvt. Ltd.",
			"PIN: 560001",
		}, "\n"), []string{"skyline builders/respondent", "ravi kumar/party"}, []string{"560001/respondent"}},
	} {
		got := partiesOf(t, c.page)
		for _, w := range c.want {
			if !got[w] {
				t.Errorf("%s: missing %s (got %v)", c.name, w, got)
			}
		}
		for _, n := range c.never {
			if got[n] {
				t.Errorf("%s: %s must not be a party", c.name, n)
			}
		}
	}
}

// TestFormBoxNeverParty: what a party's box may hold that is no name never
// becomes a party: an address line, a city and postcode (US, UK, India),
// a heading, a defined term with no person's or entity's form, a form's
// instruction, a date, a telephone number, a check box.
func TestFormBoxNeverParty(t *testing.T) {
	for kind, val := range map[string]string{
		"street address":      "4120 N. Kedzie Ave., Apt. 3",
		"unit":                "Suite 400",
		"post office box":     "P.O. Box 4410",
		"US city and ZIP":     "Chicago, IL 60618",
		"UK postcode":         "Leeds LS1 4AB",
		"Indian PIN":          "Bengaluru 560001",
		"heading":             "PARTICULARS OF THE CHARGE",
		"defined term":        "the Company",
		"instruction":         "(indicate Mr., Ms., Mrs.)",
		"instruction in text": "Check the appropriate box",
		"question":            "Who is the current creditor?",
		"date":                "June 20, 2022",
		"telephone":           "(312) 555-0148",
		"check box":           "[X] EEOC",
		"bare label":          "Respondent",
	} {
		if n := formPartyName(val); n != "" {
			t.Errorf("%s: %q read as the party %q", kind, val, n)
		}
		page := "CLAIM FORM\nRespondent: " + val + "\nEmployer:\n" + val
		for p := range partiesOf(t, page) {
			if strings.HasSuffix(p, "/respondent") {
				t.Errorf("%s: %q made the party %s", kind, val, p)
			}
		}
	}
	for val, want := range map[string]string{
		"Ms. Jane Roe":                 "Jane Roe",
		"Acme Components, Inc.":        "Acme Components, Inc.",
		"City of Springfield":          "City of Springfield",
		"Department of Human Services": "Department of Human Services",
		"Beta Textiles Pvt. Ltd.":      "Beta Textiles Pvt. Ltd.",
	} {
		if got := formPartyName(val); got != want {
			t.Errorf("formPartyName(%q) = %q, want %q", val, got, want)
		}
	}
}

// TestFormApplicantIsPetitioner: the applicant a tribunal's application
// form names in its boxes ("1.1 About the Applicant" over "First name(s)"
// and "Surname") is the petitioner, as "Applicant" under a caption is.
func TestFormApplicantIsPetitioner(t *testing.T) {
	runGeneral(t, []generalCase{
		{
			name:  "application form's applicant",
			text:  "FAIR WORK COMMISSION\nForm F2 – Unfair dismissal application\nPart 1 – The parties\n1.1 About the Applicant\nTitle\n[X] Mr [ ] Ms\nFirst name(s)\nTevita Sione\nSurname\nFifita\nPostal address\n9 Hill Street\nSuburb\nBlacktown\n1.3 About the Employer (the Respondent)\nLegal name of Employer\nWestgate Logistics Pty Ltd\nPostal address\nPO Box 12\n",
			want:  []string{"Tevita Sione Fifita/petitioner"},
			never: []string{"Tevita Sione Fifita/party"},
		},
	})
}

// TestFormEmployerBoxes: an employer's legal name in a tribunal form's box
// ("Legal name of Employer" / "Sunrise Aged Care Pty Ltd") is the
// respondent, whole; its trading name and the representative's firm are
// no parties.
func TestFormEmployerBoxes(t *testing.T) {
	lines := strings.Split("1.2 About the Applicant's representative\nName of person\nCallum Reid\nFirm, organisation or business name\nReid Workplace Lawyers\nPostal address\nSuite 8, 117 Church Street\n1.3 About the Employer (the Respondent)\nLegal name of Employer\nSunrise Aged Care Pty Ltd\nEmployer's trading name\nSunrise Lodge Penrith\nEmployer's ABN (if known)\n41 152 887 309", "\n")
	got := map[string]string{}
	for _, f := range formBoxParties(lines) {
		got[f.Value] = f.Label
	}
	if got["Sunrise Aged Care Pty Ltd"] != RoleRespondent {
		t.Errorf("the employer's legal name not read whole as the respondent: %v", got)
	}
	for _, n := range []string{"Sunrise Lodge Penrith", "Reid Workplace Lawyers", "Sunrise"} {
		if _, ok := got[n]; ok {
			t.Errorf("%q read as a party: %v", n, got)
		}
	}
}

// TestCaliforniaAttorneyBox: a Judicial Council form's box for who files
// names the lawyer when it names a client, though a court's e-filing
// legend read between its lines pushes "ATTORNEY FOR (name):" down; an
// order after hearing checks who attended with their lawyers.
func TestCaliforniaAttorneyBox(t *testing.T) {
	runGeneral(t, []generalCase{
		{name: "box with a legend between", text: "ATTORNEY OR PARTY WITHOUT ATTORNEY\nSTATE BAR NO.: 287341\nFOR COURT USE ONLY\nNAME: Meredith A. Sandoval-Price\nELECTRONICALLY FILED\nFIRM NAME: SANDOVAL-PRICE FAMILY LAW, APC\nby Superior Court of CA,\nSTREET ADDRESS: 160 West Santa Clara Street, Suite 1050\nCounty of Santa Clara,\nCITY: San Jose\nSTATE: CA\nZIP CODE: 95113\non 6/11/2024 9:14 AM\nTELEPHONE NO.: (408) 555-0187\nFAX NO.:\nReviewed By: R. Tamayo\nEMAIL ADDRESS: msp@sandovalpricelaw.com\nCase #24FL003412\nATTORNEY FOR (name): Petitioner Natalia R. Kowalczyk-Brennan\nSUPERIOR COURT OF CALIFORNIA, COUNTY OF SANTA CLARA\nPETITIONER: NATALIA R. KOWALCZYK-BRENNAN\nRESPONDENT: OWEN T. BRENNAN",
			want: []string{"Meredith A. Sandoval-Price/counsel"}, never: []string{"R. Tamayo/counsel"}},
		{name: "attorney present", text: "FINDINGS AND ORDER AFTER HEARING\n2. a. [X] Petitioner/Plaintiff present   [X] Attorney present (name): Meredith A. Sandoval-Price\nb. [X] Respondent/Defendant present   [X] Attorney present (name): Gideon P. Hartsfield",
			want: []string{"Meredith A. Sandoval-Price/counsel", "Gideon P. Hartsfield/counsel"}},
	})
}
