package readmodel_test

import (
	"context"
	"errors"
	"strings"
	"sync"
	"testing"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"

	"pramaan/internal/pgtest"
	"pramaan/rail"
	"pramaan/readmodel"
	"pramaan/record"
)

func TestMain(m *testing.M) { pgtest.Main(m) }

// A firm's view reads only its own job row, even when another firm's ledger
// holds a row under the same matter id, and another firm's matter is the
// same ErrNotFound as a matter that does not exist.
func TestViewIsKeyedByFirm(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	pool := pgtest.New(t)
	store := record.NewStore(pool, record.FileBlobs{Dir: t.TempDir()}, nil)
	views := readmodel.New(pool, store)
	a, _, err := store.CreateFirm(ctx, "A")
	if err != nil {
		t.Fatal(err)
	}
	b, _, err := store.CreateFirm(ctx, "B")
	if err != nil {
		t.Fatal(err)
	}
	m, err := store.CreateMatter(ctx, a.ID, "A v. B")
	if err != nil {
		t.Fatal(err)
	}
	// Firm B's ledger gets a row under firm A's matter id, with demand.
	if _, err := rail.New(pool, rail.Config{WorkerID: t.Name()}).Demand(ctx, b.ID, m.ID, rail.Cause{EventID: uuid.NewString()}); err != nil {
		t.Fatal(err)
	}
	v, err := views.View(ctx, a.ID, m.ID)
	if err != nil {
		t.Fatal(err)
	}
	if v.Job != nil {
		t.Fatalf("firm A's view shows a job row of firm %s", v.Job.FirmID)
	}
	if _, err := views.View(ctx, b.ID, m.ID); !errors.Is(err, record.ErrNotFound) {
		t.Fatalf("firm B reading firm A's matter: %v, want record.ErrNotFound", err)
	}
	if _, err := views.View(ctx, a.ID, uuid.NewString()); !errors.Is(err, record.ErrNotFound) {
		t.Fatalf("a matter that does not exist: %v, want record.ErrNotFound", err)
	}
	list, err := views.ListMatters(ctx, a.ID, 10)
	if err != nil {
		t.Fatal(err)
	}
	if len(list) != 1 || list[0].ID != m.ID || list[0].RunStatus != "" || list[0].Unserved {
		t.Fatalf("firm A's matters = %+v, want its one matter with no job row", list)
	}
}

// statements records the SQL every connection of a pool sends, in order.
type statements struct {
	mu  sync.Mutex
	sql []string
}

func (s *statements) TraceQueryStart(ctx context.Context, _ *pgx.Conn, d pgx.TraceQueryStartData) context.Context {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.sql = append(s.sql, strings.ToLower(strings.TrimSpace(d.SQL)))
	return ctx
}

func (s *statements) TraceQueryEnd(context.Context, *pgx.Conn, pgx.TraceQueryEndData) {}

func (s *statements) take() []string {
	s.mu.Lock()
	defer s.mu.Unlock()
	out := s.sql
	s.sql = nil
	return out
}

// A view is one snapshot: every read runs inside one REPEATABLE READ, READ
// ONLY transaction, so `current` is computed from one moment and a view can
// never write.
func TestViewRunsInOneReadOnlySnapshot(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	trace := &statements{}
	pool := pgtest.NewWithConfig(t, func(c *pgxpool.Config) { c.ConnConfig.Tracer = trace })
	store := record.NewStore(pool, record.FileBlobs{Dir: t.TempDir()}, nil)
	f, _, err := store.CreateFirm(ctx, "A")
	if err != nil {
		t.Fatal(err)
	}
	m, err := store.CreateMatter(ctx, f.ID, "A v. B")
	if err != nil {
		t.Fatal(err)
	}
	trace.take()
	v, err := readmodel.New(pool, store).View(ctx, f.ID, m.ID)
	if err != nil || v.Documents != 0 || v.Job != nil || v.Brief != nil {
		t.Fatalf("view of an empty matter = %+v, %v", v, err)
	}
	sql := trace.take()
	if len(sql) < 4 {
		t.Fatalf("the view sent %d statements: %q", len(sql), sql)
	}
	if first := sql[0]; !strings.HasPrefix(first, "begin") || !strings.Contains(first, "repeatable read") || !strings.Contains(first, "read only") {
		t.Fatalf("the view began with %q, want a REPEATABLE READ, READ ONLY transaction", first)
	}
	if last := sql[len(sql)-1]; last != "commit" {
		t.Fatalf("the view ended with %q, want its snapshot's commit", last)
	}
	for _, q := range sql[1 : len(sql)-1] {
		if strings.HasPrefix(q, "begin") || q == "commit" || q == "rollback" {
			t.Fatalf("the view ran more than one transaction: %q", sql)
		}
	}
}
