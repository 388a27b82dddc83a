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
