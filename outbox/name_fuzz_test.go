package outbox_test

import (
	"context"
	"strings"
	"testing"
	"unicode/utf8"

	"pramaan/internal/pgtest"
	"pramaan/outbox"
)

// FuzzEventName holds the Go rule for event names (outbox.ValidName) to the
// database's (ops.is_past_tense_fact, the CHECK constraint's last word):
// for any string, both say the same. Seeds: the facts the product writes
// and the near misses around them.
func FuzzEventName(f *testing.F) {
	for _, s := range []string{
		"matter.created", "document.uploaded", "document.deleted", "brief.requested", "brief.built",
		"brief.build", "brief.needs", "brief.need", "brief.embed", "brief.ran", "brief.set", "brief.reset",
		"Matter.created", "matter.Created", "matter..created", "matter.created.", ".created", "matter.",
		"matter_file.created", "matter__file.created", "_matter.created", "matter.cre_ated", "matter.ed",
		"matter.bed", "matter.sped", "matter.sacred", "matter.hundred", "matter.created\n", " matter.created",
		"matter.créated", "matter.created\x00", "", "a.b", "x.wrote", "x.written", "x.feeded",
	} {
		f.Add(s)
	}
	pool := pgtest.New(f)
	ctx := context.Background()
	f.Fuzz(func(t *testing.T, name string) {
		goSays := outbox.ValidName(name)
		if !utf8.ValidString(name) || strings.ContainsRune(name, 0) {
			// Postgres text holds neither; the Go rule must refuse both.
			if goSays {
				t.Fatalf("ValidName(%q) = true for a name Postgres cannot store", name)
			}
			return
		}
		var dbSays bool
		if err := pool.QueryRow(ctx, `SELECT ops.is_past_tense_fact($1)`, name).Scan(&dbSays); err != nil {
			t.Fatalf("is_past_tense_fact(%q): %v", name, err)
		}
		if goSays != dbSays {
			t.Fatalf("the rules disagree on %q: Go %v, database %v", name, goSays, dbSays)
		}
	})
}
