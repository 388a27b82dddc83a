package model

import "testing"

// TestNeverPartyClasses: what legal papers print near their parties' names
// and is never a party, by class: the provisions a matter is brought under,
// the forum (a court, a tribunal, a registry), a numbered heading, a paper's
// own title, a detention or representation status, a street number's
// fragment, generic descriptors. A public body that is a side (a
// commission, a department, a commissioner) stays a party.
func TestNeverPartyClasses(t *testing.T) {
	for _, n := range []string{
		// Provisions and instruments.
		"Articles 22", "Article 47", "47 of the Constitution of Kenya", "Constitution of Kenya", "Section 35 of the Consumer Protection Act",
		"Consumer Protection Act, 2019", "Companies Act 2006", "Rule 26(f)", "Order XXXIX Rule 1", "Regulation 4", "Sections 420 and 406 IPC",
		"Alleged contravention of the right to fair", "Alleged Violation of Articles 27",
		// Forums.
		"United States Patent", "Trademark Office before the Patent Trial", "Patent Trial and Appeal Board", "High Court of Kenya",
		"Employment Tribunal", "Supreme Court of India", "The Registry", "Court of Appeal", "Honourable Court", "This Court",
		"Superior Court of Justice", "Small Claims Court",
		// Numbered headings and a paper's own titles.
		"II. PROCEDURAL HISTORY", "IV. THE PARTIES", "Plaintiff's Claim", "Defendant's Answer", "Claimant’s Statement of Case",
		"Notice of Motion", "Statement of Claim", "Witness Statement", "Procedural Order No. 2", "Memorandum of Law",
		// Status, street fragments, descriptors.
		"NON-DETAINED", "Detained", "Pro Se", "In Person", "Self-Represented", "12 Fitzwilliam", "All Others Similarly Situated",
		"Others Similarly Situated", "Unknown Persons", "Learned Counsel", "the Court", "Medical imaging equipment", "Retail sale of furniture",
	} {
		if !neverParty(n) {
			t.Errorf("%q may be read as a party", n)
		}
	}
	for _, n := range []string{
		"Teachers Service Commission", "Commissioner of Internal Revenue", "Department of Homeland Security", "Attorney General",
		"Kenya National Union of Teachers", "Court Street Partners LLC", "Food Court Ltd", "Actus Holdings Ltd", "Article One Partners LLC", "V. Anuradha", "X. Li",
		"3M Company", "State of Maharashtra", "City of Tshwane Metropolitan Municipality", "Jane Roe", "Board of Education of the City of Chicago",
		"Federal Trade Commission", "John T. Banks", "Persons Unknown", "Oscar Daniel de la Cruz", "Anna van der Berg", "Acme Corp. d/b/a Beta Stores", "Zoning Board of Appeals",
	} {
		if neverParty(n) {
			t.Errorf("%q is never read as a party", n)
		}
	}
}

// TestGluedLabelsComeOff: a form's label or a list's joining word that a
// reading-order extraction glues before a name comes off it.
func TestGluedLabelsComeOff(t *testing.T) {
	for in, want := range map[string]string{
		"and DROMCOLLIN PROPERTY HOLDINGS DAC":                         "DROMCOLLIN PROPERTY HOLDINGS DAC",
		"& Hanshin Marine Engineering Co., Ltd":                        "Hanshin Marine Engineering Co., Ltd",
		"Full name Rebecca Ainsworth":                                  "Rebecca Ainsworth",
		"Name Harold Vincent Pruitt":                                   "Harold Vincent Pruitt",
		"Name: Harold Vincent Pruitt":                                  "Harold Vincent Pruitt",
		"Attorney for (Name) Diane Castellanos":                        "Diane Castellanos",
		"Andrew Bell":                                                  "Andrew Bell",
		"SIGNATURE PAGE IN WITNESS WHEREOF BRIGHTPATH ANALYTICS, INC.": "BRIGHTPATH ANALYTICS, INC.",
		"Signed for and on behalf of Kestrel Foods Ltd":                "Kestrel Foods Ltd",
		"Name Brands Inc.":                                             "Name Brands Inc.",
	} {
		if got := trimGlued(in); got != want {
			t.Errorf("trimGlued(%q) = %q, want %q", in, got, want)
		}
	}
}

// TestForumIsNoParty: a court or tribunal printed above a caption or named
// in a sentence is no party, whichever reader meets it, while an agency that
// is a side is.
func TestForumIsNoParty(t *testing.T) {
	runGeneral(t, []generalCase{
		{name: "patent office caption", text: "UNITED STATES PATENT AND TRADEMARK OFFICE\nBEFORE THE PATENT TRIAL AND APPEAL BOARD\nNORTHFIELD MEDICAL DEVICES, INC. (the \"Petitioner\")\nv.\nCARDIOSENSE TECHNOLOGIES LLC (the \"Patent Owner\")\nCase IPR2024-00417",
			want:  []string{"Northfield Medical Devices, Inc./petitioner"},
			never: []string{"United States Patent/petitioner", "Patent Trial and Appeal Board/petitioner", "United States Patent and Trademark Office/petitioner"}},
		{name: "kenyan petition", text: "REPUBLIC OF KENYA\nIN THE HIGH COURT OF KENYA AT NAIROBI\nPETITION NO. E412 OF 2024\nIN THE MATTER OF ARTICLES 22, 23 AND 47 OF THE CONSTITUTION OF KENYA\nAND\nIN THE MATTER OF THE ALLEGED CONTRAVENTION OF THE RIGHT TO FAIR ADMINISTRATIVE ACTION\nBETWEEN\nJOSEPH KIPROP KEMBOI (the \"Petitioner\")\nAND\nTEACHERS SERVICE COMMISSION (the \"1st Respondent\")",
			want:  []string{"Joseph Kiprop Kemboi/petitioner", "Teachers Service Commission/respondent"},
			never: []string{"Articles 22/party", "47 of the Constitution of Kenya/party", "High Court of Kenya/petitioner"}},
	})
}

// TestLawFirmIsNoCounsel: a law firm is counsel's employer, never counsel
// itself, in any system's words for one; a lawyer's own name stays counsel.
func TestLawFirmIsNoCounsel(t *testing.T) {
	for _, n := range []string{"Hallett Brandt Lawyers", "Mercer Vale Legal", "Bech Holm Advokatpartnerselskab", "Stone & Hale Solicitors",
		"Kapoor Associates Advocates", "Greene Law Group", "Law Offices of Maria Diaz", "Hale LLP", "Rossi Avvocati", "Müller Rechtsanwälte",
		"Dupont Avocats", "Silva Advogados", "Garcia Abogados", "Wong & Partners", "Baker Legal Services"} {
		if !lawFirm(n) {
			t.Errorf("%q may be read as counsel", n)
		}
	}
	for _, n := range []string{"Jane Lawyer", "Priya Kaur", "Rupert Vane KC", "Amit Bhasin", "Mark Legal"} {
		if lawFirm(n) {
			t.Errorf("%q is no firm", n)
		}
	}
	runGeneral(t, []generalCase{{name: "signature under a firm", text: "STATEMENT OF CLAIM\n1. The plaintiff claims damages.\nDated 3 May 2024\nHALLETT BRANDT LAWYERS\nPer: Anna Hallett\nSolicitors for the Plaintiff",
		never: []string{"Hallett Brandt Lawyers/counsel"}}})
}
