package model

import (
	"strings"
	"testing"
)

// kindCase is one page (or several documents' pages) with the (name,
// role) pairs the rules must read from it and those they must not.
type kindCase struct {
	name string
	docs []string
	want []string // "Name/role": compared through NameKey
	not  []string // "Name/role", or a key fragment ending in "/" (any role)
}

func runKinds(t *testing.T, cases []kindCase) {
	t.Helper()
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			got := partiesOfDocs(t, c.docs...)
			for _, w := range c.want {
				i := strings.LastIndex(w, "/")
				if k := NameKey(w[:i]) + w[i:]; !got[k] {
					t.Errorf("missing %q; got %v", k, got)
				}
			}
			for _, n := range c.not {
				i := strings.LastIndex(n, "/")
				if i == len(n)-1 {
					frag := strings.ToLower(n[:i])
					for k := range got {
						if strings.Contains(k[:strings.LastIndex(k, "/")], frag) {
							t.Errorf("unwanted %q; got %v", k, got)
						}
					}
					continue
				}
				if k := NameKey(n[:i]) + n[i:]; got[k] {
					t.Errorf("unwanted %q; got %v", k, got)
				}
			}
		})
	}
}

// TestKindLawyerPostNominals: the styles a US lawyer writes after the name
// ("Esq.", "Esquire", "Attorney at Law") are no part of it, so one lawyer
// signing with and without one is one person.
func TestKindLawyerPostNominals(t *testing.T) {
	runKinds(t, []kindCase{
		{
			name: "esquire in a signature block",
			docs: []string{"IN THE COURT OF COMMON PLEAS\nJOHN ROE,\nPlaintiff,\nv.\nACME WIDGETS, INC.,\nDefendant.\nANSWER\n1. Denied.\n\nDUNPHY TALLIS LLC\nBy: /s/ Margaret Dunphy\nMargaret Dunphy, Esquire\nJoseph Tallis, Esquire\nAttorneys for Defendant"},
			want: []string{"Margaret Dunphy/counsel", "Joseph Tallis/counsel"},
			not:  []string{"esquire/"},
		},
		{
			name: "attorney at law",
			docs: []string{"IN THE DISTRICT COURT\nJOHN ROE,\nPlaintiff,\nv.\nACME WIDGETS, INC.,\nDefendant.\nMOTION TO DISMISS\nDefendant moves to dismiss.\n\nBy: /s/ Carla Benes\nCarla Benes, Attorney at Law\nState Bar No. 24011223\nAttorney for Defendant"},
			want: []string{"Carla Benes/counsel"},
			not:  []string{"attorney at law/"},
		},
	})
}

// TestKindRegistrationNumber: Colorado and other states print a lawyer's
// registration number as "#12345" or "Atty. Reg. #12345" after the name,
// in the caption's attorney box and in the signature block.
func TestKindRegistrationNumber(t *testing.T) {
	runKinds(t, []kindCase{
		{
			name: "caption box and signature block",
			docs: []string{"DISTRICT COURT, COUNTY OF BOULDER, COLORADO\nPlaintiff: JOHN ROE,\nv.\nDefendant: ACME WIDGETS, INC.\nAttorneys for Plaintiff:                    Case Number: 2023CV30001\nAnna Marsh, #40112\nPaul Ditmar, #52210                     Div.: 3\nMARSH DITMAR LLC\nCOMPLAINT\n1. Plaintiff sues.\n\ns/ Anna Marsh\nAnna Marsh, #40112\nPaul Ditmar, #52210\nAttorneys for Plaintiff"},
			want: []string{"Anna Marsh/counsel", "Paul Ditmar/counsel"},
		},
		{
			name: "atty reg",
			docs: []string{"DISTRICT COURT, COUNTY OF BOULDER, COLORADO\nPlaintiff: JOHN ROE,\nv.\nDefendant: ACME WIDGETS, INC.\nANSWER\n1. Denied.\n\ns/ Lena Voss\nLena Voss, Atty. Reg. #33019\nOwen Hart, Atty. Reg. No. 41870\nAttorneys for Defendant"},
			want: []string{"Lena Voss/counsel", "Owen Hart/counsel"},
		},
	})
}

// TestKindJuratAndCoverPhrases: the formulas of a jurat or an
// acknowledgment and the boilerplate of a deposition's cover are no
// people: "BEFORE ME, the undersigned authority, personally appeared X"
// names X, and "PURSUANT TO NOTICE" is nobody's lawyer.
func TestKindJuratAndCoverPhrases(t *testing.T) {
	runKinds(t, []kindCase{
		{
			name: "florida jurat opening",
			docs: []string{"IN THE CIRCUIT COURT\nFIRST BANK, N.A.,\nPlaintiff,\nv.\nJOHN ROE,\nDefendant.\nAFFIDAVIT OF AMOUNTS DUE\nSTATE OF OHIO )\nCOUNTY OF FRANKLIN )\nBEFORE ME, the undersigned authority, personally appeared Carl Benning, who being first duly sworn, deposes and says:\n1. I am a records custodian for the Plaintiff.\n/s/ Carl Benning\nCarl Benning"},
			want: []string{"Carl Benning/declarant"},
			not:  []string{"before me/", "undersigned/"},
		},
		{
			name: "texas acknowledgment opening",
			docs: []string{"AFFIDAVIT\nBEFORE ME, the undersigned Notary Public, on this day personally appeared Dana Whit, known to me to be the person whose name is subscribed below, who, being by me duly sworn, on her oath deposed and said:\n1. I am over eighteen years of age.\n/s/ Dana Whit\nDana Whit"},
			want: []string{"Dana Whit/declarant"},
			not:  []string{"before me/", "notary public/"},
		},
		{
			name: "deposition cover read without layout",
			docs: []string{"SUPERIOR COURT OF ARIZONA\nDEPOSITION OF: PAULA GRANT\nMarch 3, 2023\nJOHN ROE,\nPlaintiff,\nv.\nACME WIDGETS, INC., and BOB STONE,\nDefendants.\nPURSUANT TO NOTICE, the deposition of PAULA GRANT was taken on behalf of the Defendant at 10 Main Street, Phoenix, Arizona, on March 3, 2023, before Lee Park, Certified Reporter.\nAPPEARANCES:\nFor the Plaintiff: ANNE LOWE, ESQ.\n1 Q. Please state your name.\n2 A. Paula Grant."},
			want: []string{"John Roe/plaintiff", "Anne Lowe/counsel"},
			not:  []string{"pursuant/", "2023/", "notice/"},
		},
		{
			name: "deposition cover boilerplate",
			docs: []string{"           SUPERIOR COURT OF ARIZONA\n         DEPOSITION OF: PAULA GRANT\n                March 3, 2023\n\n                  JOHN ROE,\n                  Plaintiff,\n                     v.\n            ACME WIDGETS, INC.,\n                 Defendant.\n\nPURSUANT TO NOTICE, the deposition of PAULA GRANT was taken on behalf of the Defendant at 10 Main Street, Phoenix, Arizona, on March 3, 2023, before Lee Park, Certified Reporter.\nAPPEARANCES:\nFor the Plaintiff:     ANNE LOWE, ESQ.\n\n1 Q. Please state your name.\n2 A. Paula Grant."},
			want: []string{"John Roe/plaintiff", "Anne Lowe/counsel"},
			not:  []string{"pursuant/", "2023/", "notice/"},
		},
	})
}

// TestKindSemicolonCaption: a caption that lists its defendants separated
// by semicolons, wrapping a name over two lines, names each of them.
func TestKindSemicolonCaption(t *testing.T) {
	runKinds(t, []kindCase{
		{
			name: "foreclosure caption read without layout",
			docs: []string{"IN THE CIRCUIT COURT OF THE NINTH JUDICIAL CIRCUIT\nIN AND FOR ORANGE COUNTY, FLORIDA\nFIRST COAST BANK,\nPlaintiff,\nCASE NO.: 2022-CA-0001\nv.\nMARTIN J. OKAFOR; LUCIA R.\nOKAFOR; PELICAN POINT CONDOMINIUM\nASSOCIATION, INC.; and\nUNKNOWN SPOUSE OF MARTIN J. OKAFOR,\nDefendants.\n______________________________/\nNOTICE OF HEARING\nPlease take notice of a hearing."},
			want: []string{"Martin J. Okafor/defendant", "Lucia R. Okafor/defendant", "Pelican Point Condominium Association, Inc./defendant"},
			not:  []string{"Okafor/defendant"},
		},
		{
			name: "foreclosure caption",
			docs: []string{"IN THE CIRCUIT COURT OF THE NINTH JUDICIAL CIRCUIT\nIN AND FOR ORANGE COUNTY, FLORIDA\nFIRST COAST BANK,                       CASE NO.: 2022-CA-0001\n     Plaintiff,\nv.\n\nMARTIN J. OKAFOR; LUCIA R.\nOKAFOR; PELICAN POINT CONDOMINIUM\nASSOCIATION, INC.; and\nUNKNOWN SPOUSE OF MARTIN J. OKAFOR,\n\n     Defendants.\n______________________________/\nNOTICE OF HEARING\nPlease take notice of a hearing."},
			want: []string{"Martin J. Okafor/defendant", "Lucia R. Okafor/defendant", "Pelican Point Condominium Association, Inc./defendant"},
			not:  []string{"Okafor/defendant"},
		},
	})
}

// TestKindOfficerVerification: a company's verification signed "By: /
// Name: / Title:" by its officer under penalty of perjury is the officer's
// declaration, not a lawyer's signature.
func TestKindOfficerVerification(t *testing.T) {
	runKinds(t, []kindCase{
		{
			name: "by name title",
			docs: []string{"IN THE CIRCUIT COURT\nFIRST COAST BANK,\nPlaintiff,\nv.\nJOHN ROE,\nDefendant.\nVERIFIED COMPLAINT\n1. Plaintiff sues.\nVERIFICATION\nUnder penalties of perjury, I declare that I have read the foregoing Verified Complaint and that the facts stated in it are true.\n\nFIRST COAST BANK\n\nBy: /s/ Nora Quill\nName: Nora Quill\nTitle: Assistant Vice President\n\nGRAY & PIKE, P.A.\nAttorneys for Plaintiff\nBy: /s/ Simon Gray\nSimon Gray, Esq.\nFlorida Bar No. 0012345"},
			want: []string{"Nora Quill/declarant", "Simon Gray/counsel"},
			not:  []string{"Nora Quill/counsel"},
		},
	})
}

// TestKindDefinedTermsInPleadings: a pleading's defined terms ("Landlord",
// the "Company") name its parties for short; the contract role "party"
// belongs to the parties of a contract, not to a pleading's.
func TestKindDefinedTermsInPleadings(t *testing.T) {
	runKinds(t, []kindCase{
		{
			name: "complaint on a lease",
			docs: []string{"IN THE COURT OF COMMON PLEAS\nHARBOR SQUARE ASSOCIATES, L.P.,\nPlaintiff,\nv.\nGREEN LEAF CAFE, LLC,\nDefendant.\nCOMPLAINT\nPlaintiff Harbor Square Associates, L.P. (\"Landlord\"), by its counsel, files this Complaint against Defendant Green Leaf Cafe, LLC (\"Tenant\") and avers:\n1. Tenant failed to pay rent."},
			want: []string{"Harbor Square Associates, L.P./plaintiff", "Green Leaf Cafe, LLC/defendant"},
			not:  []string{"Harbor Square Associates/party", "Green Leaf Cafe/party"},
		},
		{
			name: "a contract keeps its parties",
			docs: []string{"LEASE AGREEMENT\nThis Lease is made and entered into by and between Harbor Square Associates, L.P. (\"Landlord\") and Green Leaf Cafe, LLC (\"Tenant\").\nNOW, THEREFORE, the parties agree as follows:\n1. Term. Ten years."},
			want: []string{"Harbor Square Associates, L.P./party", "Green Leaf Cafe, LLC/party"},
		},
	})
}

// TestKindCopiesList: an order's list of who gets copies ("Copies
// furnished to:", "Copies to:", "cc:", "Distribution:") names the lawyers
// it describes as counsel.
func TestKindCopiesList(t *testing.T) {
	for _, head := range []string{"Copies furnished to:", "Copies to:", "Conformed copies to:", "Distribution:"} {
		runKinds(t, []kindCase{
			{
				name: head,
				docs: []string{"IN THE CIRCUIT COURT\nFIRST COAST BANK,\nPlaintiff,\nv.\nJOHN ROE,\nDefendant.\nORDER ON MOTION\nThe motion is GRANTED.\nDONE AND ORDERED in Chambers this 1st day of May, 2023.\n______________\nMARIA SOLIS\nCIRCUIT JUDGE\n\n" + head + "\nSimon Gray, Esq., sg@graypike.com, Counsel for Plaintiff\nTeresa Lamb, Esq., tl@lamblaw.com, Counsel for Harbor Point Condominium\nAssociation, Inc.\nJohn Roe, 12 Elm Street, Orlando, FL 32801"},
				want: []string{"Simon Gray/counsel", "Teresa Lamb/counsel", "Maria Solis/judge"},
			},
		})
	}
}

// TestKindLitigationTitle: "In re X Securities Litigation" names a
// consolidated case after its subject; the company is its pleadings'
// defendant, not a party by the caption.
func TestKindLitigationTitle(t *testing.T) {
	runKinds(t, []kindCase{
		{
			name: "securities class action",
			docs: []string{"UNITED STATES DISTRICT COURT\nDISTRICT OF DELAWARE\nIN RE HALVERN SYSTEMS, INC.\nSECURITIES LITIGATION\nThis Document Relates To:\nALL ACTIONS.\nCivil Action No. 1:23-cv-01234\nSCHEDULING ORDER\nDefendant Halvern Systems, Inc. shall answer by June 1, 2024.\nSO ORDERED.\n/s/ Maria Solis\nUnited States District Judge"},
			want: []string{"Maria Solis/judge"},
			not:  []string{"Halvern Systems, Inc./party"},
		},
	})
}
