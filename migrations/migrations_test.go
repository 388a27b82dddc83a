package migrations_test

import (
	"context"
	"fmt"
	"net/url"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"

	"pramaan/internal/pgtest"
	"pramaan/migrations"
	"pramaan/record"
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

// TestMigrateAsAnOrdinaryRole: on an outside server PRAMAAN runs as a role
// that owns its database but is no superuser (docs/operations-database.md).
// With CREATEROLE the migrations make the API's role and join it, and a
// firm's transaction then sees only the firm's rows; without it (and not
// yet a member of the API's role) they stop with an error that says what
// to run.
func TestMigrateAsAnOrdinaryRole(t *testing.T) {
	ctx := context.Background()
	base := pgtest.URL(t)
	su, err := pgx.Connect(ctx, base)
	if err != nil {
		t.Fatal(err)
	}
	defer su.Close(ctx)
	suffix := fmt.Sprintf("%d_%d", os.Getpid(), time.Now().UnixNano()%1e9)
	as := func(role, db string) *pgxpool.Pool {
		u, err := url.Parse(base)
		if err != nil {
			t.Fatal(err)
		}
		u.User = url.UserPassword(role, "pw-"+suffix)
		u.Path = "/" + db
		pool, err := pgxpool.New(ctx, u.String())
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(pool.Close)
		return pool
	}
	owned := func(role, attrs string) *pgxpool.Pool {
		db := "db_" + role
		for _, q := range []string{
			fmt.Sprintf(`CREATE ROLE %s LOGIN PASSWORD 'pw-%s' %s`, role, suffix, attrs),
			fmt.Sprintf(`CREATE DATABASE %s OWNER %s`, db, role),
		} {
			if _, err := su.Exec(ctx, q); err != nil {
				t.Fatalf("%s: %v", q, err)
			}
		}
		t.Cleanup(func() {
			c, err := pgx.Connect(context.Background(), base)
			if err != nil {
				return
			}
			defer c.Close(context.Background())
			_, _ = c.Exec(context.Background(), fmt.Sprintf(`DROP DATABASE IF EXISTS %s WITH (FORCE)`, db))
			_, _ = c.Exec(context.Background(), fmt.Sprintf(`DROP ROLE IF EXISTS %s`, role))
		})
		return as(role, db)
	}

	pool := owned("owner_"+suffix, "CREATEROLE")
	if err := migrations.Up(ctx, pool); err != nil {
		t.Fatalf("migrate as a database owner with CREATEROLE: %v", err)
	}
	store := record.NewStore(pool, record.FileBlobs{Dir: t.TempDir()}, nil)
	a, _, err := store.CreateFirm(ctx, "Firm A")
	if err != nil {
		t.Fatal(err)
	}
	b, _, err := store.CreateFirm(ctx, "Firm B")
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range []record.Firm{a, b} {
		if _, err := store.CreateMatter(ctx, f.ID, "A matter of "+f.Name); err != nil {
			t.Fatalf("create a matter as the owner role: %v", err)
		}
	}
	var seen int
	err = record.FirmTx(ctx, pool, a.ID, pgx.TxOptions{}, func(tx pgx.Tx) error {
		return tx.QueryRow(ctx, `SELECT count(*) FROM record.matters`).Scan(&seen)
	})
	if err != nil || seen != 1 {
		t.Fatalf("firm A's transaction as an ordinary role: %d matters, %v; want 1", seen, err)
	}

	plain := owned("plain_"+suffix, "")
	err = migrations.Up(ctx, plain)
	if err == nil || !strings.Contains(err.Error(), "GRANT pramaan_api TO") {
		t.Fatalf("migrate as a role that may not grant the API's role: %v; want an error saying what to grant", err)
	}
	if _, err := su.Exec(ctx, fmt.Sprintf(`GRANT pramaan_api TO plain_%s`, suffix)); err != nil {
		t.Fatal(err)
	}
	if err := migrations.Up(ctx, plain); err != nil {
		t.Fatalf("migrate once the operator granted the API's role: %v", err)
	}
}
