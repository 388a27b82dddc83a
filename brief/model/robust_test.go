package model

import (
	"context"
	"math/rand/v2"
	"strings"
	"testing"
)

// TestRulesOnMangledText feeds the rules pages cut, spliced and scrambled at
// random from legal-looking text and odd bytes: they must never panic (the
// test fails on a recovered panic too) and every quote must be on its page.
func TestRulesOnMangledText(t *testing.T) {
	base := []string{
		"JOHN DOE, Plaintiff, v. ACME CORP., Defendant.\nOn March 3, 2021, Acme fired Doe.",
		"From:\nRoe, Jane <j@x.com>\nSent:\nMonday, March 1, 2021 9:14 AM\nTo:\n",
		"I, Jane Roe, declare:\n1. On 3/3/21 I saw it.\nExecuted this 3rd day of March, 2021.",
		"This Agreement is made between A (\"Seller\") and B (\"Buyer\") on 2021-03-03.",
		"Dear Sirs\nYours faithfully\n/s/\nBy:\nTO:\n(\"Landlord\")\n In re:\n§ § §\n)\n)\nv.\nDefendants.",
		"DEPOSITION OF:\nDATE:\n\nX\n14-AUG-2022\n\u00a0\u2028\ufffd\x00 Mr Justice \nHON.\nJUDGE\n",
		strings.Repeat("12 ", 40) + "\n" + strings.Repeat("a", 500) + " March 3,",
	}
	before := rulePanics.Load()
	defer func() {
		if n := rulePanics.Load() - before; n > 0 {
			t.Errorf("%d documents panicked in the rules (recovered)", n)
		}
	}()
	rng := rand.New(rand.NewPCG(1, 2))
	all := strings.Join(base, "\n")
	for i := 0; i < 400; i++ {
		a, b := rng.IntN(len(all)), rng.IntN(len(all))
		if a > b {
			a, b = b, a
		}
		page := all[a:b]
		if i%3 == 0 {
			page = strings.ReplaceAll(page, " ", "\n")
		}
		if i%5 == 0 {
			page = all[b:] + all[:a]
		}
		in := Input{Documents: []Document{{ID: "d", FileName: "f.pdf", Pages: []string{page, ""}}}}
		out, err := Rules{}.Extract(context.Background(), in)
		if err != nil {
			t.Fatal(err)
		}
		norm := Normalize(page)
		check := func(c Citation) {
			if c.Page != 1 || !strings.Contains(norm, Normalize(c.Quote)) {
				t.Fatalf("quote %q not on page %d of %q", c.Quote, c.Page, page)
			}
		}
		for _, p := range out.Parties {
			for _, c := range p.Citations {
				check(c)
			}
		}
		for _, e := range out.Chronology {
			for _, c := range e.Citations {
				check(c)
			}
		}
		for _, x := range out.Assertions {
			check(x.Citation)
		}
	}
}
