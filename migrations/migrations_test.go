package migrations_test

import (
	"context"
	"testing"

	"pramaan/internal/pgtest"
	"pramaan/migrations"
)

func TestMain(m *testing.M) { pgtest.Main(m) }

// TestUpAppliesALowerNumberLate: parts of the schema take numbers from
// separate ranges, so a database that already holds a higher number (an
// install made before the Brief's migrations 00020 and 00021 existed) gets
// the lower-numbered files applied, instead of refusing to start.
func TestUpAppliesALowerNumberLate(t *testing.T) {
	ctx := context.Background()
	pool := pgtest.New(t)
	// Make this database one that never had 00020 and 00021.
	for _, q := range []string{
		`DROP TABLE brief.document_extractions`,
		`DROP SCHEMA brief`,
		`ALTER TABLE ops.matter_frame_runs DROP COLUMN documents_extracted, DROP COLUMN model_tokens`,
		`DELETE FROM goose_db_version WHERE version_id IN (20, 21)`,
	} {
		if _, err := pool.Exec(ctx, q); err != nil {
			t.Fatalf("%s: %v", q, err)
		}
	}
	if n, err := migrations.Pending(ctx, pool); err != nil || n != 2 {
		t.Fatalf("pending %d, %v; want 2", n, err)
	}
	if err := migrations.Up(ctx, pool); err != nil {
		t.Fatalf("up on a database with higher versions: %v", err)
	}
	var n int
	if err := pool.QueryRow(ctx, `SELECT count(*) FROM brief.document_extractions`).Scan(&n); err != nil {
		t.Fatalf("00020 not applied: %v", err)
	}
	if err := pool.QueryRow(ctx, `SELECT count(*) FROM ops.matter_frame_runs WHERE documents_extracted = 0`).Scan(&n); err != nil {
		t.Fatalf("00021 not applied: %v", err)
	}
}
