package model

import "testing"

// TestNameGateWords: the name gate decides by a name's shape, not by one
// word a real name may carry. Names of many places that hold a word of a
// list (a surname that is a paper's word, "Steve Case", "Mike Judge"; a
// particle, "Maria dos Santos"; a company's first word, "Public Storage")
// pass; page furniture (headings, form and contact labels, statutes and
// rules, dates, addresses, courts and their parts, formulas of orders and
// letters, offices alone, a role alone) never does.
func TestNameGateWords(t *testing.T) {
	for _, c := range []struct{ in, role, want string }{
		// Names that carry a word of a list.
		{"Steve Case", RoleDeclarant, "Steve Case"},
		{"Mike Judge", RoleWitness, "Mike Judge"},
		{"Edward Said", RoleDeclarant, "Edward Said"},
		{"Said Ahmed Hassan", RolePlaintiff, "Said Ahmed Hassan"},
		{"Jude Law", RoleWitness, "Jude Law"},
		{"Law Wai Ming", RolePlaintiff, "Law Wai Ming"},
		{"Margaret A. Court", RoleDefendant, "Margaret A. Court"},
		{"Neil J. Chambers", RoleDefendant, "Neil J. Chambers"},
		{"Neil Chambers", RoleDeclarant, "Neil Chambers"},
		{"Tyra Banks", RoleWitness, "Tyra Banks"},
		{"Maria dos Santos", RoleDeclarant, "Maria dos Santos"},
		{"Pieter van der Merwe", RoleDeponent, "Pieter van der Merwe"},
		{"Fatima binti Hassan", RolePlaintiff, "Fatima binti Hassan"},
		{"Juan Carlos Perez y Gomez", RolePlaintiff, "Juan Carlos Perez y Gomez"},
		{"Omar al Rashid", RoleWitness, "Omar al Rashid"},
		{"Chukwuemeka Obi", RoleDeclarant, "Chukwuemeka Obi"},
		{"Nguyen Thi Mai", RolePlaintiff, "Nguyen Thi Mai"},
		{"Kwame Mensah", RoleDefendant, "Kwame Mensah"},
		{"Priya Venkataraman", RoleCounsel, "Priya Venkataraman"},
		{"Nomvula Dlamini", RoleRespondent, "Nomvula Dlamini"},
		{"Ana Maria de la Cruz", RolePlaintiff, "Ana Maria de la Cruz"},
		{"Jose Luis Hernandez Garcia", RolePlaintiff, "Jose Luis Hernandez Garcia"},
		{"Harold Justice", RoleDeclarant, "Harold Justice"},
		{"Martin Lord", RoleDefendant, "Martin Lord"},
		{"Angela Sheriff", RoleWitness, "Angela Sheriff"},
		{"Kevin Master", RoleDeclarant, "Kevin Master"},
		{"Paul Recorder", RoleWitness, "Paul Recorder"},
		{"James Story", RoleDefendant, "James Story"},
		{"Hannah Summary", RoleWitness, "Hannah Summary"},
		{"Grace Section", RoleWitness, "Grace Section"},
		{"Joy Street", RolePlaintiff, "Joy Street"},
		{"Colin Way", RoleDeclarant, "Colin Way"},
		{"Mary Close", RoleWitness, "Mary Close"},
		{"Ann Place", RoleWitness, "Ann Place"},
		{"Peter Row", RoleWitness, "Peter Row"},
		{"Alan Square", RoleWitness, "Alan Square"},
		{"Brenda Gate", RoleWitness, "Brenda Gate"},
		{"His Majesty's Revenue and Customs", RoleRespondent, "His Majesty's Revenue and Customs"},
		{"Her Majesty the Queen", RolePlaintiff, "Her Majesty the Queen"},
		{"Office Depot, Inc.", RoleDefendant, "Office Depot, Inc."},
		{"Court Square Capital LLC", RoleDefendant, "Court Square Capital LLC"},
		{"Chambers Street Partners LLC", RoleDefendant, "Chambers Street Partners LLC"},
		{"Memorial Hermann Hospital", RoleDefendant, "Memorial Hermann Hospital"},
		{"Parties Unlimited LLC", RoleDefendant, "Parties Unlimited LLC"},
		{"Summary Judgment Holdings LLC", RoleDefendant, "Summary Judgment Holdings LLC"},
		{"Notice Technologies Inc.", RoleDefendant, "Notice Technologies Inc."},
		{"Main Street America Assurance Company", RoleDefendant, "Main Street America Assurance Company"},
		{"Record Label Holdings Ltd", RoleDefendant, "Record Label Holdings Ltd"},
		{"Public Storage", RoleDefendant, "Public Storage"},
		// Page furniture.
		{"MEMORANDUM OF LAW IN SUPPORT", RoleDefendant, ""},
		{"MEMORANDUM OF POINTS AND AUTHORITIES", RolePlaintiff, ""},
		{"Print Name", RoleDeclarant, ""},
		{"Public Defender", RoleCounsel, ""},
		{"Public Records", RoleParty, ""},
		{"District Judge", RoleJudge, ""},
		{"Civil Case", RoleParty, ""},
		{"Said Defendant", RoleDefendant, ""},
		{"Judge Smith", RoleParty, "Smith"},
		{"Signature of Declarant", RoleDeclarant, ""},
		{"Printed Name", RoleDeclarant, ""},
		{"Name of Attorney", RoleCounsel, ""},
		{"Date Filed", RolePlaintiff, ""},
		{"Hearing Date", RolePlaintiff, ""},
		{"Signature Page", RoleParty, ""},
		{"Cover Page", RoleParty, ""},
		{"Effective Date", RoleParty, ""},
		{"Next Page", RoleParty, ""},
		{"Plaintiff", RolePlaintiff, ""},
		{"Defendants", RoleDefendant, ""},
		{"Judge's Chambers", RoleJudge, ""},
		{"Courtroom 4B", RoleJudge, ""},
		{"Supreme Court", RoleParty, ""},
		{"High Court", RoleParty, ""},
		{"Crown Court", RoleDefendant, ""},
		{"Brick Court Chambers", RoleCounsel, ""},
		{"Rule 12(b)(6)", RoleDefendant, ""},
		{"Fed. R. Civ. P. 56", RoleDefendant, ""},
		{"28 U.S.C. § 1331", RoleDefendant, ""},
		{"42 U.S.C. § 1983", RolePlaintiff, ""},
		{"Civil Rights Act of 1964", RolePlaintiff, ""},
		{"Monday, March 4, 2024", RolePlaintiff, ""},
		{"this 4th day of March", RolePlaintiff, ""},
		{"March 4, 2024", RolePlaintiff, ""},
		{"4 March 2024", RolePlaintiff, ""},
		{"Suite 400", RoleCounsel, ""},
		{"14 Oak Lane", RoleRecipient, ""},
		{"Flat 3, 12 Hill Street", RoleRecipient, ""},
		{"London EC4A 1BN", RoleRecipient, ""},
		{"New York, NY 10017", RoleRecipient, ""},
		{"P.O. Box 1234", RoleRecipient, ""},
		{"Case Number", RolePlaintiff, ""},
		{"Telephone", RoleCounsel, ""},
		{"Facsimile", RoleCounsel, ""},
		{"Email", RoleCounsel, ""},
		{"TABLE OF CONTENTS", RoleParty, ""},
		{"TABLE OF AUTHORITIES", RoleParty, ""},
		{"PRELIMINARY STATEMENT", RoleParty, ""},
		{"STATEMENT OF FACTS", RoleParty, ""},
		{"SO ORDERED", RoleJudge, ""},
		{"IT IS SO ORDERED", RoleJudge, ""},
		{"Respectfully submitted", RoleCounsel, ""},
		{"Attorneys for Plaintiff", RoleCounsel, ""},
		{"Counsel for Defendant", RoleCounsel, ""},
		{"Name Date", RoleDeclarant, ""},
		{"Witness Signature", RoleWitness, ""},
		{"United States District Judge", RoleJudge, ""},
		{"Clerk of Court", RoleJudge, ""},
		{"Deputy Clerk", RoleJudge, ""},
		{"Court Reporter", RoleWitness, ""},
		{"Notary Public", RoleWitness, ""},
		{"My Commission Expires", RoleWitness, ""},
		{"Exhibit A", RoleParty, ""},
		{"Page 2", RoleParty, ""},
		{"Does 1 through 20", RoleCounsel, ""},
		{"Defendant's Exhibit 4", RoleParty, ""},
		{"Proof of Service", RoleParty, ""},
		{"Dear Sir or Madam", RoleRecipient, ""},
		{"To Whom It May Concern", RoleRecipient, ""},
		{"Very truly yours", RoleSender, ""},
		{"Sincerely", RoleSender, ""},
		{"Chancery Division", RoleParty, ""},
		{"Queen's Bench Division", RoleParty, ""},
		{"King's Bench Division", RoleParty, ""},
		{"Commercial Court", RoleParty, ""},
		{"Business and Property Courts", RoleParty, ""},
		{"Southern District of New York", RoleParty, ""},
		{"Northern District of Illinois", RoleParty, ""},
		{"Eastern Division", RoleParty, ""},
		{"Civil Action No. 1:23-cv-04567", RoleParty, ""},
		{"Hon. Judge", RoleJudge, ""},
		{"Senior Associate", RoleCounsel, ""},
		{"Partner", RoleCounsel, ""},
	} {
		got, _ := hygieneOne(c.in, c.role)
		if got != c.want {
			t.Errorf("hygiene(%q, %s) = %q, want %q", c.in, c.role, got, c.want)
		}
	}
}

// TestDoubleBarrelledSurname: a judge who signs by a double-barrelled
// surname ("Fairbrother-Lowe, J.") over the full name is one judge, the
// fuller name; alone, the surname stays.
func TestDoubleBarrelledSurname(t *testing.T) {
	runGeneral(t, []generalCase{
		{name: "surname over the full name", text: "MEMORANDUM OF DECISION\n\nThe motion to strike is DENIED.\n\n                                        BY THE COURT,\n\n                                        /s/ 418227\n                                        Fairbrother-Lowe, J.\n                                        Hon. Miriam E. Fairbrother-Lowe", want: []string{"Miriam E. Fairbrother-Lowe/judge"}, never: []string{"Fairbrother-Lowe/judge"}},
		{name: "surname alone", text: "MEMORANDUM OF DECISION\n\nThe motion to strike is DENIED.\n\n                                        BY THE COURT,\n\n                                        /s/ 418227\n                                        Fairbrother-Lowe, J.", want: []string{"Fairbrother-Lowe/judge"}},
	})
}

// TestFictitiousRangeKey: a range of fictitious parties is one key however
// the range is written.
func TestFictitiousRangeKey(t *testing.T) {
	for _, s := range []string{"John Does 1-5", "John Does 1 to 5", "JOHN DOES 1 THROUGH 5"} {
		if got := NameKey(s); got != "john does 1 through 5" {
			t.Errorf("NameKey(%q) = %q", s, got)
		}
	}
}
