// Package migrations holds the schema, in order, as goose SQL files embedded
// in the binary. `pramaan migrate`, `pramaan up`, the benchmarks and the test
// harness all call Up, so every database the product touches has one schema.
package migrations

import (
	"context"
	"database/sql"
	"embed"
	"fmt"
	"io/fs"

	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/jackc/pgx/v5/stdlib"
	"github.com/pressly/goose/v3"
	"github.com/pressly/goose/v3/lock"
)

//go:embed *.sql
var files embed.FS

// FS is the embedded migration files.
func FS() fs.FS { return files }

// Up applies every pending migration. A Postgres session lock makes it safe
// for several processes (serve, worker, relay) to start at once.
func Up(ctx context.Context, pool *pgxpool.Pool) error {
	db := stdlib.OpenDBFromPool(pool)
	defer db.Close()
	return UpDB(ctx, db)
}

// UpDB is Up on a database/sql handle.
func UpDB(ctx context.Context, db *sql.DB) error {
	locker, err := lock.NewPostgresSessionLocker()
	if err != nil {
		return fmt.Errorf("migrations: session locker: %w", err)
	}
	// Parts of the schema take numbers from separate ranges (the rail's,
	// the Brief's, the record's), so a database may already hold a higher
	// number than a new file: apply such a file instead of refusing.
	p, err := goose.NewProvider(goose.DialectPostgres, db, files, goose.WithSessionLocker(locker), goose.WithAllowOutofOrder(true))
	if err != nil {
		return fmt.Errorf("migrations: %w", err)
	}
	if _, err := p.Up(ctx); err != nil {
		return fmt.Errorf("migrations: apply: %w", err)
	}
	return nil
}

// Pending reports how many migrations the database lacks, without applying
// any: read-only tools use it to refuse an old schema instead of changing it.
func Pending(ctx context.Context, pool *pgxpool.Pool) (int, error) {
	db := stdlib.OpenDBFromPool(pool)
	defer db.Close()
	p, err := goose.NewProvider(goose.DialectPostgres, db, files)
	if err != nil {
		return 0, fmt.Errorf("migrations: %w", err)
	}
	st, err := p.Status(ctx)
	if err != nil {
		return 0, fmt.Errorf("migrations: status: %w", err)
	}
	n := 0
	for _, s := range st {
		if s.State == goose.StatePending {
			n++
		}
	}
	return n, nil
}
