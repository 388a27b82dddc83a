package pgtest_test

import (
	"context"
	"testing"

	"pramaan/internal/pgtest"
)

func TestMain(m *testing.M) { pgtest.Main(m) }

// Each test gets its own migrated database: a row written in one is absent
// from the other, and the rail's tables exist in both.
func TestDatabasesAreFreshAndMigrated(t *testing.T) {
	ctx := context.Background()
	a, b := pgtest.New(t), pgtest.New(t)
	if _, err := a.Exec(ctx, `INSERT INTO ops.matter_frame_jobs (firm_id, matter_id) VALUES (gen_random_uuid(), gen_random_uuid())`); err != nil {
		t.Fatal(err)
	}
	var na, nb int
	if err := a.QueryRow(ctx, `SELECT count(*) FROM ops.matter_frame_jobs`).Scan(&na); err != nil {
		t.Fatal(err)
	}
	if err := b.QueryRow(ctx, `SELECT count(*) FROM ops.matter_frame_jobs`).Scan(&nb); err != nil {
		t.Fatal(err)
	}
	if na != 1 || nb != 0 {
		t.Fatalf("rows: first database %d (want 1), second %d (want 0)", na, nb)
	}
}
