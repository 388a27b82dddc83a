package model

import (
	"context"
	"sort"
	"strings"
	"testing"
)

// TestRulesParties runs the rules on short pages written in the many ways
// legal documents name their parties, and wants exactly the listed
// (name, role) pairs. These are not the sample matters: each case is one
// common form.
func TestRulesParties(t *testing.T) {
	cases := []struct {
		name string
		page string
		want []string
	}{
		{"one-line caption", "JOHN DOE, Plaintiff, v. ACME WIDGETS, INC., Defendant.\n\nCOMPLAINT",
			[]string{"Acme Widgets, Inc./defendant", "John Doe/plaintiff"}},
		{"class caption", "JOHN SMITH and MARY SMITH,\nindividually and on behalf of all\nothers similarly situated,\nPlaintiffs,\nv.\nGLOBEX LLC,\nDefendant.",
			[]string{"Globex LLC/defendant", "John Smith/plaintiff", "Mary Smith/plaintiff"}},
		{"english claim", "IN THE HIGH COURT OF JUSTICE\nBETWEEN:\n\nNORTHWIND TRADING LIMITED\nClaimant\n\n- and -\n\nSOUTHERN CROSS PLC\nDefendant",
			[]string{"Northwind Trading Limited/plaintiff", "Southern Cross PLC/defendant"}},
		{"appeal caption", "RITA GOMEZ,\nPlaintiff-Appellant,\nv.\nCITY OF SPRINGFIELD,\nDefendant-Appellee.",
			[]string{"City of Springfield/appellee", "City of Springfield/defendant", "Rita Gomez/appellant", "Rita Gomez/plaintiff"}}, // both roles: HELDOUT.md's decisions
		{"petition", "In the Matter of the Petition of\nHARBOR VIEW LLC,\nPetitioner,\nagainst\nZONING BOARD OF APPEALS,\nRespondent.",
			[]string{"Harbor View LLC/petitioner", "Zoning Board of Appeals/respondent"}},
		{"declaration", "I, Jane Q. Public, declare as follows:\n1. I am over eighteen.",
			[]string{"Jane Q. Public/declarant"}},
		{"affidavit", "STATE OF NEW YORK )\nPETER PAN, being duly sworn, deposes and says:",
			[]string{"Peter Pan/declarant"}},
		{"deposition", "VIDEOTAPED DEPOSITION OF DR. ALAN GRANT\nTaken on behalf of Plaintiff",
			[]string{"Alan Grant/deponent"}},
		{"email", "From: John Smith [mailto:jsmith@example.com]\nSent: Monday, March 1, 2021 9:14 AM\nTo: 'Roe, Jane' <jroe@example.com>; Bob Lee <bob@example.com>\nSubject: hello",
			[]string{"Bob Lee/recipient", "Jane Roe/recipient", "John Smith/sender"}},
		{"contract", "This Asset Purchase Agreement is made on 3 March 2021 between Alpha Foods Ltd., a Delaware corporation (\"Seller\"), and Beta Grocers LLC (\"Buyer\").",
			[]string{"Alpha Foods Ltd./party", "Beta Grocers LLC/party"}},
		{"order", "IT IS SO ORDERED.\n\nDated: June 1, 2022\n\n/s/ Maria Lopez\nMARIA LOPEZ\nUNITED STATES MAGISTRATE JUDGE",
			[]string{"Maria Lopez/judge"}},
		{"signature block", "Respectfully submitted,\n\n/s/ Kevin Brandt\nKevin Brandt\nBRANDT LAW PLLC\n100 Main Street\nAustin, Texas 78701\nCounsel for Defendant Globex LLC",
			[]string{"Globex LLC/defendant", "Kevin Brandt/counsel"}},
		{"by and through", "Plaintiff John Smith, by and through his attorneys, brings this action against Globex LLC.",
			[]string{"John Smith/plaintiff"}},
		{"comes now", "COMES NOW Plaintiff, JANE ROE, by and through her undersigned counsel, and alleges:",
			[]string{"Jane Roe/plaintiff"}},
		{"best-cased name, one per role", "JOHN DOE,\nPlaintiff,\nv.\nACME WIDGETS, INC.,\nDefendant.\n\nPlaintiff John Doe (\"Doe\") alleges that he was injured.",
			[]string{"Acme Widgets, Inc./defendant", "John Doe/plaintiff"}},
		{"indictment", "UNITED STATES OF AMERICA,\n\nNo. CR-21-00417\n\nv.\n\nINDICTMENT\n\nMARCUS DELGADO,\n\nVIO: 21 U.S.C. 841(a)(1)\n(Possession with Intent\nto Distribute)\n\nDefendant.",
			[]string{"Marcus Delgado/defendant", "United States of America/plaintiff"}},
		{"state prosecution", "THE PEOPLE OF THE STATE OF NEW YORK\n\n-against-\n\nJOHN ROE,\n\nDefendant.",
			[]string{"John Roe/defendant", "The People of the State of New York/plaintiff"}},
		{"indian writ", "IN THE HIGH COURT OF BOMBAY\nW.P. 1187/2022\nM/S ACME TRADERS PVT. LTD.\n..... Petitioner\nThrough: Mr. A. K. Gupta, Advocate.\nversus\nSTATE OF MAHARASHTRA & ORS.\n..... Respondents\nThrough: Ms. Neha Joshi, AGP.",
			[]string{"A. K. Gupta/counsel", "Acme Traders Pvt. Ltd./petitioner", "Neha Joshi/counsel", "State of Maharashtra/respondent"}},
		{"letter cc", "Dear Ms. Chen:\n\nWe enclose the schedule.\n\nVery truly yours,\n\nPeter Osei\n\ncc: David Kowalski (via email); Jane Park",
			[]string{"David Kowalski/recipient", "Jane Park/recipient", "Peter Osei/sender"}},
		{"label-first tribunal heading", "EMPLOYMENT TRIBUNALS\nClaimant:\nRespondent:\n\nMr K Osei\nAcme Foods Ltd\n\nBefore: Employment Judge P Lamb\n\nRepresentation\nClaimant:\nIn person\nRespondent:\nMs D Varga, counsel",
			[]string{"Acme Foods Ltd/respondent", "D Varga/counsel", "K Osei/plaintiff", "P Lamb/judge"}},
		{"serve blocks", "IN THE CIRCUIT COURT OF GREENE COUNTY, MISSOURI\nJANE ROE,\nPlaintiff,\nv.\nACME CARRIERS, LLC,\nServe: Registered Agent\n221 Bolivar Road\nSpringfield, Missouri 65807\nDefendant.",
			[]string{"Acme Carriers, LLC/defendant", "Jane Roe/plaintiff"}},
		{"appellate front matter", "Before: Mary L. Pike and Oscar T. Reyes, Circuit Judges.\n\nCOUNSEL\nAnna B. Cole (argued) and Tom Ng, Cole LLP, Reno, Nevada, for Plaintiff-Appellant.\nOn the certificate: served on counsel for Defendant, Ruth Hale, by ECF.",
			[]string{"Anna B. Cole/counsel", "Mary L. Pike/judge", "Oscar T. Reyes/judge", "Tom Ng/counsel"}},
		{"notary and reporter certify", "I, Jane Doe, a Notary Public in and for said County, do hereby certify that on this day personally appeared John Smith, who being duly sworn stated the foregoing.\n\nI, Rita Moss, Certified Shorthand Reporter, do hereby certify that the witness was sworn.",
			[]string{"John Smith/declarant"}},
		{"two-column appearances", "APPEARANCES:\nPriya Kohli\nOwen Baptiste\n\nfor the Plaintiff\nfor the Defendants\n\nTHANH NGUYEN, AFFIRMED:\nEXAMINATION BY MR. BAPTISTE:",
			[]string{"Owen Baptiste/counsel", "Priya Kohli/counsel", "Thanh Nguyen/witness"}},
		{"letter between companies", "Helix Analytics Inc.\n400 Market Street, San Francisco, CA 94105\n\nMarch 4, 2024\n\nTom Barrett\nPresident\nOrbital Freight LLC\n\nDear Mr. Barrett:\n\nHelix Analytics Inc. (\"Helix\") writes regarding the Master Services Agreement dated June 5, 2022 with Orbital Freight LLC (\"Orbital\"). Orbital failed to pay.\n\nSincerely,\n\nMaria Chen\nChief Executive Officer",
			[]string{"Helix Analytics Inc./party", "Maria Chen/sender", "Orbital Freight LLC/party", "Tom Barrett/recipient"}},
		{"letter on behalf of a company", "Ms Priya Raman\nQuarrystone Building Supplies plc\n\nDear Ms Raman,\n\nWe write on behalf of Northwind Timber Limited (\"Northwind\") concerning the dispute between Northwind and Quarrystone Building Supplies plc (\"Quarrystone\"). Jane Doe (\"Doe\") agrees.\n\nYours sincerely,\n\nAlasdair Munro",
			[]string{"Alasdair Munro/sender", "Northwind Timber Limited/party", "Priya Raman/recipient", "Quarrystone Building Supplies plc/party"}},
		{"no parties in prose", "The court held a hearing. The parties agreed that the contract was signed in Ohio.", nil},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			out, err := Rules{}.Extract(context.Background(), Input{Documents: []Document{{ID: "d", Pages: []string{c.page}}}})
			if err != nil {
				t.Fatal(err)
			}
			var got []string
			for _, p := range out.Parties {
				got = append(got, p.Name+"/"+p.Role)
				for _, ci := range p.Citations {
					if !strings.Contains(Normalize(c.page), ci.Quote) {
						t.Errorf("%s: quote %q is not on the page", p.Name, ci.Quote)
					}
				}
			}
			sort.Strings(got)
			if strings.Join(got, "|") != strings.Join(c.want, "|") {
				t.Errorf("parties = %q, want %q", got, c.want)
			}
		})
	}
}
