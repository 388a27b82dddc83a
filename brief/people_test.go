package brief

import (
	"context"
	"slices"
	"testing"

	"pramaan/brief/model"
)

// TestOnePartyPerPerson: a declarant who also sent an email is one party
// with both roles and the citations of both documents; a defined term
// ('("Plaintiff" or "Acme")') is an alias of its party, and a party named
// only by it joins that party; a short form joins the one name it starts;
// a lawyer who shares a client's surname stays apart from the client.
func TestOnePartyPerPerson(t *testing.T) {
	docs := []Doc{
		{ID: "decl", FileName: "a-declaration.pdf", Pages: []string{"DECLARATION OF MARY MAJOR\nI, Mary Major, declare as follows:\n1. I am the controller of Acme Corporation.\nI declare under penalty of perjury that the foregoing is true and correct.\n/s/ Mary Major"}},
		{ID: "mail", FileName: "b-email.pdf", Pages: []string{"From: Mary Major <mary@acme.example>\nSent: Monday, May 3, 2021 9:12 AM\nTo: Bob Lane <bob@lane.example>\nSubject: Invoice 22\nBob, the invoice is late.\nMary"}},
		{ID: "cmpl", FileName: "c-complaint.pdf", Pages: []string{"Plaintiff Acme Widgets Corporation (\"Plaintiff\" or \"Acme\") brings this action against Stone Holdings LLC.\nAcme wrote to Stone Holdings on May 3, 2021.\nJanet Stone, counsel for Acme."}},
	}
	cite := func(doc, q string) []model.Citation { return []model.Citation{{DocumentID: doc, Page: 1, Quote: q}} }
	out := model.Output{
		Parties: []model.Party{
			{Name: "Mary Major", Role: model.RoleDeclarant, Citations: cite("decl", "I, Mary Major, declare")},
			{Name: "MARY MAJOR", Role: model.RoleSender, Citations: cite("mail", "From: Mary Major")},
			{Name: "Bob Lane", Role: model.RoleRecipient, Citations: cite("mail", "To: Bob Lane")},
			{Name: "Acme Widgets Corporation", Role: model.RolePlaintiff, Citations: cite("cmpl", "Plaintiff Acme Widgets Corporation")},
			{Name: "Acme", Role: model.RoleSender, Citations: cite("cmpl", "Acme wrote to Stone Holdings")},
			{Name: "Stone Holdings LLC", Role: model.RoleDefendant, Citations: cite("cmpl", "against Stone Holdings LLC")},
			{Name: "Janet Stone", Role: model.RoleCounsel, Citations: cite("cmpl", "Janet Stone, counsel for Acme")},
			{Name: "Stone", Role: model.RoleRecipient, Citations: cite("cmpl", "wrote to Stone Holdings")},
		},
		Aliases: []model.Alias{{Name: "Acme Widgets Corporation", Alias: "Acme", Citation: cite("cmpl", `Acme Widgets Corporation ("Plaintiff" or "Acme")`)[0]},
			{Name: "Acme Widgets Corporation", Alias: "Plaintiff", Citation: cite("cmpl", `Acme Widgets Corporation ("Plaintiff" or "Acme")`)[0]}},
	}
	b, _, err := BuildLocal(context.Background(), docs, fixed{out})
	if err != nil {
		t.Fatal(err)
	}
	by := map[string]model.Party{}
	for _, p := range b.Parties {
		if _, dup := by[model.NameKey(p.Name)]; dup {
			t.Errorf("%s listed twice", p.Name)
		}
		by[model.NameKey(p.Name)] = p
	}
	mary := by["mary major"]
	if mary.Role != model.RoleDeclarant || !slices.Equal(mary.Roles, []string{model.RoleDeclarant, model.RoleSender}) || len(mary.Citations) != 2 {
		t.Errorf("Mary Major: %+v; want declarant and sender, cited in both documents", mary)
	}
	acme := by["acme widgets"]
	if acme.Name != "Acme Widgets Corporation" || !slices.Equal(acme.Roles, []string{model.RolePlaintiff, model.RoleSender}) || !slices.Equal(acme.Aliases, []string{"Acme", "Plaintiff"}) {
		t.Errorf("Acme: %+v; want Acme Widgets Corporation, plaintiff and sender, aliases Acme and Plaintiff", acme)
	}
	if p, ok := by["janet stone"]; !ok || !slices.Equal(p.Roles, []string{model.RoleCounsel}) {
		t.Errorf("counsel Janet Stone: %+v; want her kept apart, counsel only", p)
	}
	if _, ok := by["stone"]; ok {
		t.Errorf("'Stone' is a short form of Stone Holdings LLC (the one name it starts), not a party of its own: %+v", b.Parties)
	}
	if p := by["stone holdings"]; !slices.Equal(p.Roles, []string{model.RoleDefendant, model.RoleRecipient}) {
		t.Errorf("Stone Holdings: %+v", p)
	}
}

// TestRulesAliases: the rules read a defined term after a party's name in a
// pleading and in an agreement.
func TestRulesAliases(t *testing.T) {
	doc := model.Document{ID: "d", FileName: "x.pdf", Pages: []string{"1. Plaintiff Acme Widgets Corporation (\"Plaintiff\" or \"Acme\") is a Delaware corporation.\n2. This Agreement is made by and between Harborline Shipping Corp. (the \"Company\") and Jane Roe (\"Employee\")."}}
	out, err := model.Rules{}.Extract(context.Background(), model.Input{Documents: []model.Document{doc}})
	if err != nil {
		t.Fatal(err)
	}
	got := map[string]bool{}
	for _, a := range out.Aliases {
		got[model.NameKey(a.Name)+" = "+a.Alias] = true
	}
	for _, want := range []string{"acme widgets = Plaintiff", "acme widgets = Acme", "harborline shipping = Company", "jane roe = Employee"} {
		if !got[want] {
			t.Errorf("alias %q not read; got %v", want, got)
		}
	}
}

// TestNameCompletedByItsState: a name that a longer one only completes
// with its state ("City of Norwood Heights" and "City of Norwood Heights,
// Ohio") is one party; a longer name that adds a word of its own ("Luis
// Ortega" and "Luis Ortega Trucking LLC") is another party.
func TestNameCompletedByItsState(t *testing.T) {
	docs := []Doc{{ID: "c", FileName: "complaint.pdf", Pages: []string{"LUIS ORTEGA, Plaintiff, v. CITY OF NORWOOD HEIGHTS, OHIO, and LUIS ORTEGA TRUCKING LLC, Defendants.\nThe City of Norwood Heights employed the officers."}}}
	cite := func(q string) []model.Citation { return []model.Citation{{DocumentID: "c", Page: 1, Quote: q}} }
	out := model.Output{Parties: []model.Party{
		{Name: "Luis Ortega", Role: model.RolePlaintiff, Citations: cite("LUIS ORTEGA, Plaintiff")},
		{Name: "City of Norwood Heights, Ohio", Role: model.RoleDefendant, Citations: cite("CITY OF NORWOOD HEIGHTS, OHIO")},
		{Name: "City of Norwood Heights", Role: model.RoleDefendant, Citations: cite("The City of Norwood Heights employed")},
		{Name: "Luis Ortega Trucking LLC", Role: model.RoleDefendant, Citations: cite("LUIS ORTEGA TRUCKING LLC")},
	}}
	b, _, err := BuildLocal(context.Background(), docs, fixed{out})
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, p := range b.Parties {
		names = append(names, p.Name)
	}
	slices.Sort(names)
	want := []string{"City of Norwood Heights, Ohio", "Luis Ortega", "Luis Ortega Trucking LLC"}
	if !slices.Equal(names, want) {
		t.Errorf("parties %q; want %q", names, want)
	}
}
