package model

import (
	"testing"
)

// TestPartiesDefinedInProse: pleadings, notices, awards and orders of many
// systems introduce their parties in running text with the role as a defined
// term ('ACME LIMITED (the "Claimant")', 'hereinafter referred to as the
// Respondent', '(together, the "Applicants")') or in apposition ('Mr X, the
// Applicant,', 'the First Respondent, Y Ltd,'); the role comes from the
// caption vocabulary, the defined term of a contract stays a contract party,
// and a lawyer named after the side they act for is never that side.
func TestPartiesDefinedInProse(t *testing.T) {
	runGeneral(t, []generalCase{
		{name: "notice of arbitration", text: "NOTICE OF ARBITRATION\n1. This Notice of Arbitration is submitted by ACME TRADING LIMITED (the \"Claimant\"), a company incorporated in Hong Kong, against ORION METALS S.A. (the \"Respondent\"), a company incorporated in Panama.\n2. The dispute arises under a sale contract dated 3 March 2022.",
			want:  []string{"Acme Trading Limited/plaintiff", "Orion Metals S.A./respondent"},
			never: []string{"Acme Trading Limited/party", "Hong Kong/plaintiff", "Panama/respondent"}},
		{name: "claim between two sides", text: "PARTICULARS OF CLAIM\n1. This claim is brought between Jane Roe (\"the Claimant\") and Northwind Holdings Ltd (\"the Defendant\") concerning a loan.\n2. The Defendant failed to repay.",
			want: []string{"Jane Roe/plaintiff", "Northwind Holdings Ltd/defendant"}},
		{name: "hereinafter referred to as", text: "BEFORE THE STATE CONSUMER DISPUTES REDRESSAL COMMISSION\nCOMPLAINT\n1. That KESTREL FOODS PVT. LTD., a company incorporated under the Companies Act, 2013, hereinafter referred to as the Complainant, purchased a cold store from Arctic Systems Limited, hereinafter called the \"Opposite Party\", on 4 May 2021.",
			want: []string{"Kestrel Foods Pvt. Ltd./plaintiff", "Arctic Systems Limited/defendant"}},
		{name: "together defined", text: "APPLICATION FOR PLANNING REVIEW\n1. Mr Peter Hale and Mrs Sandra Hale (together, the \"Applicants\") apply for review of the decision of Westshire District Council (the \"Council\").\n2. The Applicants live next to the site.",
			want:  []string{"Peter Hale/petitioner", "Sandra Hale/petitioner"},
			never: []string{"Westshire District Council/petitioner"}},
		{name: "collectively defined", text: "STATEMENT OF CLAIM\n3. Borealis Capital LLC, Borealis Partners LP and Anna Kowal (collectively, the \"Defendants\") acted together.",
			want: []string{"Borealis Capital LLC/defendant", "Borealis Partners LP/defendant", "Anna Kowal/defendant"}},
		{name: "apposition", text: "REASONS FOR DECISION\n1. Mr Daniel Okafor, the Applicant, appeared in person. The First Respondent, Tshwane Water Ltd, was represented by Ms R Pillay, counsel for the First Respondent.\n2. The Second Respondent, Eskom Holdings SOC Ltd, abides the decision.",
			want:  []string{"Daniel Okafor/petitioner", "Tshwane Water Ltd/respondent", "Eskom Holdings SOC Ltd/respondent"},
			never: []string{"R Pillay/respondent"}},
		{name: "descriptive bracket before the term", text: "CLAIM FORM\nBrief details of claim\nThe claim is brought by Halden Freight Limited (a company incorporated in England and Wales with company number 01234567) (the \"Claimant\") for unpaid freight.",
			want: []string{"Halden Freight Limited/plaintiff"}},
		{name: "alias and role", text: "AMENDED COMPLAINT\n1. Plaintiff brings this action.\n2. Harbor Freight Lines, Inc. (\"Harbor\" or the \"Plaintiff\") is a Delaware corporation.",
			want: []string{"Harbor Freight Lines, Inc./plaintiff"}},
		{name: "contract stays a contract", text: "SUPPLY AGREEMENT\nThis Supply Agreement is made between Acme Ltd (\"Seller\") and Beta GmbH (\"Buyer\").\n1. The Seller shall deliver.",
			want:  []string{"Acme Ltd/party", "Beta GmbH/party"},
			never: []string{"Acme Ltd/plaintiff", "Beta GmbH/defendant"}},
		{name: "possessive is no apposition", text: "WITNESS STATEMENT\n1. Mr Tom Reed, the Claimant's father, saw the accident. The Respondent, in his reply, denies it.",
			never: []string{"Tom Reed/plaintiff"}},
		{name: "a criminal case's complainant in apposition is no side", text: "REASONS FOR SENTENCE\n[2] The Crown called the complainant, Jason Roe, and two officers.",
			never: []string{"Jason Roe/plaintiff"}},
	})
}

// TestDefinedAliases: the short name a document defines beside the role is
// an alias of the party, not a party of its own.
func TestDefinedAliases(t *testing.T) {
	out, err := Rules{}.Extract(t.Context(), Input{Documents: []Document{{ID: "d", FileName: "x.pdf", Pages: []string{
		"NOTICE OF ARBITRATION\n1. This Notice is submitted by Samudera Bulk Carriers Pte. Ltd. (\"Samudera\" or the \"Claimant\") against Hanshin Marine Engineering Co., Ltd. (the \"Respondent\").",
	}}}})
	if err != nil {
		t.Fatal(err)
	}
	aliases := map[string]string{}
	for _, a := range out.Aliases {
		aliases[a.Alias] = NameKey(a.Name)
	}
	if aliases["Samudera"] != NameKey("Samudera Bulk Carriers Pte. Ltd.") {
		t.Errorf("alias Samudera: got %v", aliases)
	}
	for _, p := range out.Parties {
		if NameKey(p.Name) == NameKey("Samudera") {
			t.Errorf("an alias read as a party: %+v", p)
		}
	}
}
