package model

import (
	"strings"
	"testing"
)

// TestNeverAParty: lines that every kind of legal paper prints near its
// parties' names (an address line, a city with its postcode, a section
// heading, a defined term with no person's or entity's form, a form's
// instruction) are never read as parties, whichever reader meets them:
// a caption, a letter's inside address, a signature block, a labelled
// heading, a form's boxes.
func TestNeverAParty(t *testing.T) {
	docs := map[string]string{
		"caption":            "IN THE CIRCUIT COURT OF COOK COUNTY\nJANE ROE,\n12 Elm Street,\nSpringfield, IL 62701,\nPlaintiff,\nv.\nACME CORP.,\nDefendant.\nCOMPLAINT\n1. Plaintiff sues.",
		"letter":             "LEE & STONE LLP\n100 Main Street, Suite 400\nOakland, CA 94612\nMay 3, 2021\nMr. Bob Stone\nFlat 3, 22 Park Road\nLeeds LS1 4AB\nRe: Invoice 22\nDear Mr. Stone:\nPlease pay the invoice.\nSincerely,\nAnn Lee",
		"signature":          "UNITED STATES DISTRICT COURT\nJANE ROE, Plaintiff,\nv.\nACME CORP., Defendant.\nANSWER\n1. Denied.\nRespectfully submitted,\n/s/ Ann Lee\nAnn Lee\nLEE & STONE LLP\n100 Main Street\nOakland, CA 94612\nAttorneys for Defendant",
		"tribunal heading":   "EMPLOYMENT TRIBUNALS\nClaimant: Ms J Roe\nRespondent: Acme Foods Limited\nHeard at: Leeds\nBEFORE: Employment Judge Lee\nJUDGMENT\nThe claim succeeds.",
		"indian particulars": "BEFORE THE DISTRICT CONSUMER COMMISSION\nRavi Kumar\nS/o Shri Mohan Kumar\nR/at No. 14, 3rd Cross, Indiranagar\nBengaluru - 560038\n...COMPLAINANT\nVersus\nSkyline Builders Pvt. Ltd.\n...OPPOSITE PARTY\nCOMPLAINT UNDER SECTION 35",
		"form":               "CLAIM FORM\nClaimant's name: Jane Roe\nRespondent: (indicate the full legal name)\nEmployer:\nPARTICULARS OF THE CLAIM\nRespondent's address: 1 High Street, Leeds LS1 4AB",
		"service list":       "CERTIFICATE OF SERVICE\nI certify that on June 1, 2023 I served the foregoing on:\nBob Stone, Esq.\nSTONE LAW LLC\n200 Oak Avenue, Floor 5\nAtlanta, GA 30303\nCounsel for Plaintiff\n/s/ Ann Lee",
		"email signature":    "From: Ann Lee <ann@example.com>\nSent: Monday, May 3, 2021 9:12 AM\nTo: Bob Stone <bob@example.com>\nSubject: Invoice\nBob, the invoice is late.\nAnn Lee\nGeneral Counsel\nAcme Corp.\n500 Market Street\nSan Francisco, CA 94105",
		"notice to":          "TO: Acme Bakery Corp.\n455 Atlantic Avenue\nBrooklyn, New York 11217\nNOTICE OF DEFAULT\nPLEASE TAKE NOTICE that you are in default under the lease.\nDated: March 31, 2023",
		"contract":           "SERVICES AGREEMENT\nThis Services Agreement is made by and between Acme Corp. (the \"Company\") and Beta LLC (the \"Contractor\").\n1. The Company shall pay the Contractor.\nIN WITNESS WHEREOF\nCOMPANY:\nBy: /s/ Ann Lee\nCONTRACTOR:\nBy: /s/ Bob Stone",
	}
	never := []string{
		"12 elm street", "springfield", "springfield il 62701", "il 62701", "100 main street", "100 main street suite 400",
		"oakland ca 94612", "oakland", "flat 3 22 park road", "leeds ls1 4ab", "leeds", "r at no 14 3rd cross indiranagar",
		"bengaluru 560038", "bengaluru", "560038", "indicate the full legal name", "particulars of the claim",
		"1 high street leeds ls1 4ab", "1 high street", "company", "the company", "contractor", "the contractor",
		"complaint", "answer", "judgment", "complaint under section 35", "employment tribunals",
		"200 oak avenue floor 5", "atlanta ga 30303", "atlanta", "500 market street", "san francisco ca 94105", "san francisco",
		"455 atlantic avenue", "brooklyn new york 11217", "brooklyn", "general counsel", "notice of default", "certificate of service",
	}
	for kind, page := range docs {
		got := partiesOf(t, page)
		for p := range got {
			name := p[:strings.LastIndexByte(p, '/')]
			for _, n := range never {
				if name == NameKey(n) {
					t.Errorf("%s: %q read as a party (%s)", kind, n, p)
				}
			}
		}
	}
}
