package brief

import (
	"sort"
	"strings"

	"pramaan/brief/model"
)

// A member proposes one party per name and role; counsel reads one entry per
// person. people folds grounded parties into one per person or entity:
//
//   - spellings that NameKey makes equal are one person, under the longest
//     spelling, with every role (a declarant who also sent an email) and
//     every citation;
//   - a defined term ('ACME CORP. ("Plaintiff" or "Acme")', a contract's
//     "Seller") is an alias of its party, and a party the record names only
//     by that term joins it;
//   - a name that is the first words of exactly one other name ("Harborline"
//     and "Harborline Shipping Corp.", "Anna Marie" and "Anna Marie
//     Kowalski") is that party, as is a lone surname that ends exactly one
//     person's name;
//
// but counsel and judges are kept apart from the parties they act for or
// decide between: only names of the same kind (officers of the court, or
// the rest) join by a term, a prefix or a surname. The result is
// deterministic: it depends only on the grounded items, not on their order.
func (g *grounder) people(parties []model.Party, aliases []model.Alias) []model.Party {
	type person struct {
		model.Party
		key      string
		officer  bool
		merged   bool
		spelling []string
	}
	var ps []*person
	byKey := map[string]*person{}
	for _, p := range parties {
		k := model.NameKey(p.Name)
		q, ok := byKey[k]
		if !ok {
			q = &person{Party: model.Party{Name: p.Name, DefinedAs: p.DefinedAs}, key: k}
			byKey[k] = q
			ps = append(ps, q)
		}
		if len(p.Name) > len(q.Name) || len(p.Name) == len(q.Name) && p.Name < q.Name {
			q.Name = p.Name
		}
		if q.DefinedAs == "" {
			q.DefinedAs = p.DefinedAs
		}
		q.Roles = addRole(q.Roles, p.Role)
		q.Citations = g.merge(q.Citations, p.Citations)
		q.FoundBy = unionStrings(q.FoundBy, p.FoundBy)
		q.officer = q.officer || p.Role == model.RoleCounsel || p.Role == model.RoleJudge
	}
	// Order-independent: persons by key.
	sort.Slice(ps, func(i, j int) bool { return ps[i].key < ps[j].key })

	join := func(into, from *person) {
		if into == from || from.merged {
			return
		}
		from.merged = true
		for _, r := range from.Roles {
			into.Roles = addRole(into.Roles, r)
		}
		into.Citations = g.merge(into.Citations, from.Citations)
		into.FoundBy = unionStrings(into.FoundBy, from.FoundBy)
		into.Aliases = addAlias(into.Aliases, from.Name, into.Name)
		for _, a := range from.Aliases {
			into.Aliases = addAlias(into.Aliases, a, into.Name)
		}
		if into.DefinedAs == "" {
			into.DefinedAs = from.DefinedAs
		}
	}
	// Defined terms: sorted, so that the result does not depend on the
	// documents' order.
	type term struct{ name, alias string }
	var terms []term
	for _, a := range aliases {
		if len(g.keep([]model.Citation{a.Citation})) == 0 {
			continue
		}
		if t := cleanAlias(a.Alias); t != "" {
			terms = append(terms, term{model.NameKey(a.Name), t})
		}
	}
	for _, p := range ps {
		if p.DefinedAs != "" {
			terms = append(terms, term{p.key, cleanAlias(p.DefinedAs)})
		}
	}
	sort.Slice(terms, func(i, j int) bool {
		if terms[i].name != terms[j].name {
			return terms[i].name < terms[j].name
		}
		return terms[i].alias < terms[j].alias
	})
	for _, t := range terms {
		p := byKey[t.name]
		if p == nil || p.merged || t.alias == "" {
			continue
		}
		p.Aliases = addAlias(p.Aliases, t.alias, p.Name)
		if q := byKey[model.NameKey(t.alias)]; q != nil && q != p && !q.merged && q.officer == p.officer {
			join(p, q)
		}
	}
	// A one-word name that is the first word of exactly one other name (a
	// short form, "Harborline") or the last (a surname).
	for _, q := range ps {
		if q.merged || len(q.key) < 3 || strings.Contains(q.key, " ") || genericWords[q.key] {
			continue
		}
		var into *person
		n := 0
		for _, p := range ps {
			if p == q || p.merged || p.officer != q.officer {
				continue
			}
			prefix := strings.HasPrefix(p.key, q.key+" ")
			surname := strings.HasSuffix(p.key, " "+q.key) && !orgWords[q.key]
			if prefix || surname {
				into = p
				n++
			}
		}
		if n == 1 {
			join(into, q)
		}
	}
	// A name of several words that a longer name of the same kind only
	// completes with its legal form, its state or a generational suffix
	// ("Harborline Shipping" of "Harborline Shipping Corp.", "City of
	// Norwood Heights" of "City of Norwood Heights, Ohio", "Luis Ortega" of
	// "Luis Ortega Jr."): the same one, when exactly one name completes it.
	// A tail with any other word ("Luis Ortega Trucking LLC") is another
	// party named after it.
	for _, q := range ps {
		if q.merged || !strings.Contains(q.key, " ") {
			continue
		}
		var into *person
		n := 0
		for _, p := range ps {
			if p == q || p.merged || p.officer != q.officer || !strings.HasPrefix(p.key, q.key+" ") {
				continue
			}
			if onlyTail(strings.Fields(p.key[len(q.key)+1:])) {
				into = p
				n++
			}
		}
		if n == 1 {
			join(into, q)
		}
	}
	var out []model.Party
	for _, p := range ps {
		if p.merged {
			continue
		}
		sort.SliceStable(p.Roles, func(i, j int) bool { return roleRank[p.Roles[i]] < roleRank[p.Roles[j]] })
		p.Role = p.Roles[0]
		sort.Strings(p.Aliases)
		out = append(out, p.Party)
	}
	return out
}

func addRole(rs []string, r string) []string {
	for _, x := range rs {
		if x == r {
			return rs
		}
	}
	return append(rs, r)
}

// addAlias adds a to as unless it is the party's own name or already there
// (by NameKey, so spellings that differ only in case are not aliases).
func addAlias(as []string, a, name string) []string {
	k := model.NameKey(a)
	if k == "" || k == model.NameKey(name) {
		return as
	}
	for _, x := range as {
		if model.NameKey(x) == k {
			return as
		}
	}
	return append(as, a)
}

// cleanAlias trims a defined term of its quotes and spaces.
func cleanAlias(s string) string {
	return strings.TrimSpace(strings.Trim(strings.TrimSpace(s), "\"'“”‘’()"))
}

// onlyTail tells whether the words ws, which end a longer name, only give
// its legal form, its state or a generational suffix.
func onlyTail(ws []string) bool {
	var rest []string
	for _, w := range ws {
		if !tailWords[w] {
			rest = append(rest, w)
		}
	}
	return len(ws) > 0 && (len(rest) == 0 || model.IsUSState(strings.Join(rest, " ")))
}

// tailWords are the words that complete a name without naming anyone else:
// legal forms and generational suffixes.
var tailWords = map[string]bool{"inc": true, "incorporated": true, "llc": true, "l": true, "c": true, "p": true, "ltd": true,
	"limited": true, "corp": true, "corporation": true, "co": true, "company": true, "plc": true, "lp": true, "llp": true,
	"pllc": true, "pc": true, "pa": true, "pty": true, "gmbh": true, "ag": true, "sa": true, "bv": true, "nv": true,
	"jr": true, "sr": true, "ii": true, "iii": true, "iv": true, "the": true}

// orgWords are words that name a kind of organisation, never a surname.
var orgWords = map[string]bool{"bank": true, "group": true, "holdings": true, "partners": true, "associates": true,
	"services": true, "trust": true, "county": true, "city": true, "state": true, "department": true, "america": true}

// genericWords are words a record uses for a party without naming it:
// never a short form of one name.
var genericWords = map[string]bool{"plaintiff": true, "plaintiffs": true, "defendant": true, "defendants": true,
	"debtor": true, "debtors": true, "company": true, "claimant": true, "respondent": true, "petitioner": true,
	"court": true, "state": true, "people": true, "government": true, "employer": true, "employee": true}
