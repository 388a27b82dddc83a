// Package model is the Brief's model panel: the members that read a matter's
// page texts and propose its parties, chronology and assertions, each with the
// citations (document, page, quote) that support it.
//
// It sits at the end of the Brief rail's build (docs/architecture.md): the
// builder in package brief snapshots the record, extracts page texts, and hands
// them here as plain strings. The panel knows nothing of the ledger, of PDFs
// or of HTTP. Members only propose: package brief grounds every citation
// against the page it names and drops what the page does not say.
//
// Members, chosen by PRAMAAN_MODEL (see New):
//   - rules: offline, deterministic pattern rules (the default);
//   - openai: any OpenAI-compatible chat-completions server, structured output;
//   - panel:a,b,...: several members at once, results merged and de-duplicated,
//     each item keeping which members found it (found_by).
package model

import (
	"context"
	"fmt"
	"strings"
)

// Document is one readable document of a matter as the panel sees it.
type Document struct {
	ID       string   // stable document id (cited back in Citation.DocumentID)
	FileName string   // the file name as uploaded
	Pages    []string // Pages[i] is the text of page i+1; blank pages are ""
}

// Input is what a member reads: the readable documents of one matter.
type Input struct {
	Documents []Document
}

// Citation points at the words on one page that support an item.
type Citation struct {
	DocumentID string `json:"document_id"`
	Page       int    `json:"page"`
	Quote      string `json:"quote"`
}

// Roles is the fixed vocabulary of Party.Role, in the order a Brief lists
// parties:
//   - plaintiff, defendant, petitioner, respondent, appellant, appellee: the
//     caption's labels. A "Claimant" (England, arbitration) is a plaintiff; a
//     "Plaintiff-Appellant" an appellant; "Plaintiff and Counter-Defendant"
//     keeps its first label; "Third-Party Defendant", "Intervenor" and "Real
//     Party in Interest" are third parties; the debtor of an "In re" caption
//     is a party;
//   - counsel: attorneys, solicitors, barristers and advocates who sign,
//     appear or are listed "Attorneys for";
//   - judge: whoever decides: judges, justices, magistrates, arbitrators,
//     special masters;
//   - witness, declarant (declarations, affidavits, verifications, witness
//     statements; an Indian affidavit's "DEPONENT" is its declarant),
//     deponent (depositions, examinations for discovery);
//   - sender and recipient: email headers, letters (signer and addressee,
//     and whoever a letter is copied to, "cc:"), notices ("TO:" and signer);
//   - party: a party to a contract (its defined term, like "Seller", goes in
//     Party.DefinedAs);
//   - third party: a named non-party, such as a subpoena's addressee.
//
// A member proposes one Party per name and role; the Brief folds them into
// one Party per person or entity (package brief), with every role in Roles.
var Roles = []string{
	RolePlaintiff, RoleDefendant, RolePetitioner, RoleRespondent, RoleAppellant, RoleAppellee,
	RoleCounsel, RoleJudge, RoleWitness, RoleDeclarant, RoleDeponent, RoleSender, RoleRecipient,
	RoleParty, RoleThirdParty,
}

// The roles of Roles.
const (
	RolePlaintiff  = "plaintiff"
	RoleDefendant  = "defendant"
	RolePetitioner = "petitioner"
	RoleRespondent = "respondent"
	RoleAppellant  = "appellant"
	RoleAppellee   = "appellee"
	RoleCounsel    = "counsel"
	RoleJudge      = "judge"
	RoleWitness    = "witness"
	RoleDeclarant  = "declarant"
	RoleDeponent   = "deponent"
	RoleSender     = "sender"
	RoleRecipient  = "recipient"
	RoleParty      = "party"
	RoleThirdParty = "third party"
)

// ValidRole reports whether r is in the Roles vocabulary.
func ValidRole(r string) bool {
	for _, v := range Roles {
		if v == r {
			return true
		}
	}
	return false
}

// Party is a person or organisation in the matter. A member proposes one
// Party per name and role (Role); the Brief folds a person's roles into one
// Party (a declarant who also sent an email): Role is then the first of
// Roles in the Roles order, Roles all of them, Aliases the other names the
// record gives the same person or entity ("Harborline", "the Company"), and
// Citations the places that name them in any role.
type Party struct {
	Name      string     `json:"name"`
	Role      string     `json:"role"`
	Roles     []string   `json:"roles,omitempty"`
	Aliases   []string   `json:"aliases,omitempty"`
	DefinedAs string     `json:"defined_as,omitempty"` // a contract's defined term ("Seller")
	Citations []Citation `json:"citations"`
	FoundBy   []string   `json:"found_by,omitempty"`
}

// Alias is another name a document gives a party: a defined term
// ('ACME CORP. ("Plaintiff" or "Acme")', 'Harborline Shipping Corp.
// (the "Company")'), cited where it is defined.
type Alias struct {
	Name     string   `json:"name"`  // the party's name as written
	Alias    string   `json:"alias"` // the other name ("Acme", "the Company")
	Citation Citation `json:"citation"`
}

// Event is one dated event of the chronology; Date is ISO (YYYY-MM-DD).
type Event struct {
	Date      string     `json:"date"`
	Event     string     `json:"event"`
	Citations []Citation `json:"citations"`
	FoundBy   []string   `json:"found_by,omitempty"`
}

// Assertion is something a document asserts (alleges, admits, denies,
// states, declares), with the place that says it.
type Assertion struct {
	Text     string   `json:"text"`
	Citation Citation `json:"citation"`
	FoundBy  []string `json:"found_by,omitempty"`
}

// Output is what a member proposes; package brief grounds and orders it.
type Output struct {
	Parties    []Party
	Chronology []Event
	Assertions []Assertion
	// Aliases are the other names documents define for parties; the Brief
	// attaches each to its party.
	Aliases []Alias `json:",omitempty"`
	// Calls is the number of model calls this Extract made (a rules pass
	// counts one; an openai member counts its HTTP requests).
	Calls int
	// Tokens is the number of tokens the calls spent, as the server reported
	// them (prompt and completion); zero for the rules.
	Tokens int
}

// Model is one member of the panel (or the panel itself).
type Model interface {
	// Name is the member's name as given to New ("rules", "openai", "panel:rules,openai").
	Name() string
	// Extract reads the documents and proposes the Brief's items.
	Extract(ctx context.Context, in Input) (Output, error)
}

// PerDocument is a member that reads one document at a time and merges the
// per-document outputs into the matter's with a separate, deterministic and
// cheap step. The builder caches ExtractDocument's output per document, so a
// rebuild sends only new or changed documents to the model. Extract must
// equal Merge over ExtractDocument of each document.
type PerDocument interface {
	Model
	// ExtractDocument reads one document; its citations name d.ID.
	ExtractDocument(ctx context.Context, d Document) (Output, error)
	// Merge joins per-document outputs, given in the order of in.Documents.
	Merge(in Input, outs []Output) Output
}

// AsPerDocument returns m itself when it is a PerDocument, else an adapter
// whose ExtractDocument is m.Extract on that one document and whose Merge
// concatenates (package brief's grounding then merges repeats).
func AsPerDocument(m Model) PerDocument {
	if pd, ok := m.(PerDocument); ok {
		return pd
	}
	return perDocAdapter{m}
}

type perDocAdapter struct{ Model }

func (a perDocAdapter) ExtractDocument(ctx context.Context, d Document) (Output, error) {
	return a.Extract(ctx, Input{Documents: []Document{d}})
}

func (a perDocAdapter) Merge(_ Input, outs []Output) Output {
	var out Output
	for _, o := range outs {
		out.Parties = append(out.Parties, o.Parties...)
		out.Chronology = append(out.Chronology, o.Chronology...)
		out.Assertions = append(out.Assertions, o.Assertions...)
		out.Aliases = append(out.Aliases, o.Aliases...)
	}
	return out
}

// Versioned is a member whose output can change between releases for the
// same document (rules that change, a prompt or a server model): Version
// names what it is now, and is part of the extraction cache's key.
type Versioned interface {
	Version() string
}

// VersionOf is m's version for the extraction cache: Version when m is
// Versioned, else its name.
func VersionOf(m Model) string {
	if v, ok := m.(Versioned); ok {
		return v.Version()
	}
	return m.Name()
}

// Getenv reads configuration; os.Getenv in production, a map in tests.
type Getenv func(string) string

// New returns the member named by spec (PRAMAAN_MODEL): "rules" (or ""),
// "openai", or "panel:a,b" for several members at once. getenv supplies the
// openai member's settings (see OpenAIFromEnv).
func New(spec string, getenv Getenv) (Model, error) {
	spec = strings.TrimSpace(spec)
	switch {
	case spec == "" || spec == "rules":
		return Rules{}, nil
	case spec == "openai":
		return OpenAIFromEnv(getenv)
	case spec == "panel" || strings.HasPrefix(spec, "panel:"):
		names := strings.TrimPrefix(strings.TrimPrefix(spec, "panel"), ":")
		if names == "" {
			names = "rules,openai"
		}
		var members []Model
		for _, n := range strings.Split(names, ",") {
			n = strings.TrimSpace(n)
			if n == "" || strings.HasPrefix(n, "panel") {
				return nil, fmt.Errorf("model %q: panel members must be rules or openai, got %q", spec, n)
			}
			m, err := New(n, getenv)
			if err != nil {
				return nil, fmt.Errorf("model %q: %w", spec, err)
			}
			members = append(members, m)
		}
		return NewPanel(members...), nil
	default:
		return nil, fmt.Errorf("unknown model %q: want rules, openai or panel:rules,openai", spec)
	}
}
