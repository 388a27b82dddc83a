package outbox_test

import (
	"context"
	"errors"
	"sort"
	"strings"
	"testing"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5/pgconn"
	"go.opentelemetry.io/otel/trace"

	"pramaan/internal/pgtest"
	"pramaan/outbox"
)

func TestMain(m *testing.M) { pgtest.Main(m) }

// nameCases is the one table both rules (Go and the database) run over.
var nameCases = []struct {
	name string
	ok   bool
}{
	{"matter.created", true},
	{"document.uploaded", true},
	{"document.deleted", true},
	{"brief.requested", true},
	{"brief.built", true},
	{"matter.archived", true},
	{"payment.paid", true},
	{"letter.sent", true},
	{"hearing.held", true},
	{"brief_section.rebuilt", true},
	{"firm.agreed", true},
	{"Matter.Created", false},
	{"matter", false},
	{"matter.create.now", false},
	{"matter created", false},
	{"brief.rebuild", false},
	{"MATTER.CREATED", false},
	{"matter.create", false},
	{"brief.build", false},
	{"document.need", false},
	{"document.feed", false},
	{"document.embed", false},
	{"document.shred", false},
	{"document.speed", false},
	{"matter.ed", false},
	{"matter.set", false},
	{".created", false},
	{"matter.", false},
	{"matter..created", false},
	{"_matter.created", false},
	{"matter__x.created", false},
	{"matter.created ", false},
	{" matter.created", false},
	{"matter-x.created", false},
	{"matter.créated", false},
	{"matter1.created", false},
	{"", false},
}

func TestEventNameRuleGoAndDatabaseAgree(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	pool := pgtest.New(t)
	firm := uuid.NewString()
	for _, c := range nameCases {
		if got := outbox.ValidName(c.name); got != c.ok {
			t.Errorf("Go rule: ValidName(%q) = %v, want %v", c.name, got, c.ok)
		}
		var dbOK bool
		if err := pool.QueryRow(ctx, `SELECT ops.is_past_tense_fact($1)`, c.name).Scan(&dbOK); err != nil {
			t.Fatalf("is_past_tense_fact(%q): %v", c.name, err)
		}
		if dbOK != c.ok {
			t.Errorf("database rule: is_past_tense_fact(%q) = %v, want %v", c.name, dbOK, c.ok)
		}
		// Raw SQL, bypassing the Go check: the CHECK constraint decides.
		_, err := pool.Exec(ctx, `INSERT INTO ops.domain_event_outbox (id, firm_id, event_name) VALUES ($1, $2, $3)`,
			uuid.NewString(), firm, c.name)
		var pgErr *pgconn.PgError
		switch {
		case c.ok && err != nil:
			t.Errorf("raw insert of %q refused: %v", c.name, err)
		case !c.ok && err == nil:
			t.Errorf("raw insert of %q accepted; the CHECK constraint must refuse it", c.name)
		case !c.ok && !(errors.As(err, &pgErr) && pgErr.Code == "23514" && pgErr.ConstraintName == "domain_event_outbox_event_name_check"):
			t.Errorf("raw insert of %q: want a check violation of domain_event_outbox_event_name_check, got %v", c.name, err)
		}
	}
}

// TestEventNameWordListsAgree runs both rules over every word the rule names
// (the irregular forms and the -ed words that are not past tense), so the Go
// and SQL lists cannot drift apart unnoticed.
func TestEventNameWordListsAgree(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	pool := pgtest.New(t)
	var src string
	// The function's source holds both lists; take every quoted word.
	if err := pool.QueryRow(ctx, `SELECT prosrc FROM pg_proc WHERE proname = 'is_past_tense_fact'`).Scan(&src); err != nil {
		t.Fatal(err)
	}
	words := map[string]bool{}
	for i, part := range strings.Split(src, "'") {
		if i%2 == 1 && !strings.ContainsAny(part, "^$[{.") {
			words[part] = true
		}
	}
	if len(words) < 150 {
		t.Fatalf("found only %d words in ops.is_past_tense_fact", len(words))
	}
	var sorted []string
	for w := range words {
		sorted = append(sorted, w)
	}
	sort.Strings(sorted)
	for _, w := range sorted {
		name := "matter." + w
		var dbOK bool
		if err := pool.QueryRow(ctx, `SELECT ops.is_past_tense_fact($1)`, name).Scan(&dbOK); err != nil {
			t.Fatal(err)
		}
		if got := outbox.ValidName(name); got != dbOK {
			t.Errorf("%q: Go says %v, database says %v", name, got, dbOK)
		}
	}
}

func TestWriteRefusesBadNameBeforeTheDatabase(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	pool := pgtest.New(t)
	tx, err := pool.Begin(ctx)
	if err != nil {
		t.Fatal(err)
	}
	defer tx.Rollback(ctx)
	for _, bad := range []string{"brief.rebuild", "Matter.Created", "matter"} {
		_, err := outbox.Write(ctx, tx, outbox.Fact{FirmID: uuid.NewString(), MatterID: uuid.NewString(), Name: bad})
		if !errors.Is(err, outbox.ErrBadEventName) || !strings.Contains(err.Error(), `"`+bad+`"`) {
			t.Errorf("Write(%q): want ErrBadEventName naming it, got %v", bad, err)
		}
	}
	// The transaction is still usable: the database was never asked.
	if _, err := outbox.Write(ctx, tx, outbox.Fact{FirmID: uuid.NewString(), MatterID: uuid.NewString(), Name: "matter.created"}); err != nil {
		t.Fatalf("good fact after refused ones: %v", err)
	}
	_, err = outbox.Write(ctx, tx, outbox.Fact{FirmID: uuid.NewString(), Name: "matter.created", Payload: map[string]string{"title": "Smith v Jones"}})
	if !errors.Is(err, outbox.ErrBadFact) {
		t.Errorf("payload with content: want ErrBadFact, got %v", err)
	}
}

func TestFactCommitsWithItsTransaction(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	pool := pgtest.New(t)
	sc := trace.NewSpanContext(trace.SpanContextConfig{
		TraceID:    trace.TraceID{0x4b, 0xf9, 0x2f, 0x35, 0x77, 0xb3, 0x4d, 0xa6, 0xa3, 0xce, 0x92, 0x9d, 0x0e, 0x0e, 0x47, 0x36},
		SpanID:     trace.SpanID{0x00, 0xf0, 0x67, 0xaa, 0x0b, 0xa9, 0x02, 0xb7},
		TraceFlags: trace.FlagsSampled,
	})
	tctx := trace.ContextWithSpanContext(ctx, sc)
	firm, matter := uuid.NewString(), uuid.NewString()

	write := func(commit bool) string {
		tx, err := pool.Begin(ctx)
		if err != nil {
			t.Fatal(err)
		}
		id, err := outbox.Write(tctx, tx, outbox.Fact{FirmID: firm, MatterID: matter, Name: "document.uploaded",
			DocumentID: uuid.NewString(), Payload: map[string]string{"sha256": strings.Repeat("ab", 32)}})
		if err != nil {
			t.Fatal(err)
		}
		if commit {
			err = tx.Commit(ctx)
		} else {
			err = tx.Rollback(ctx)
		}
		if err != nil {
			t.Fatal(err)
		}
		return id
	}
	rolledBack, committed := write(false), write(true)

	var n int
	if err := pool.QueryRow(ctx, `SELECT count(*) FROM ops.domain_event_outbox WHERE id = $1`, rolledBack).Scan(&n); err != nil || n != 0 {
		t.Fatalf("rolled-back fact: %d rows (err %v), want none", n, err)
	}
	var tp string
	var payload map[string]string
	err := pool.QueryRow(ctx, `SELECT traceparent, payload FROM ops.domain_event_outbox WHERE id = $1 AND published_at IS NULL`, committed).
		Scan(&tp, &payload)
	if err != nil {
		t.Fatalf("committed fact %s: %v", committed, err)
	}
	if want := "00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01"; tp != want {
		t.Errorf("traceparent from ctx = %q, want %q", tp, want)
	}
	if outbox.TraceID(tp) != "4bf92f3577b34da6a3ce929d0e0e4736" {
		t.Errorf("TraceID(%q) = %q", tp, outbox.TraceID(tp))
	}
	if payload["sha256"] == "" {
		t.Errorf("payload = %v", payload)
	}
}
