package outbox_test

import (
	"context"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"

	"pramaan/outbox"
)

// A handler records a change and its fact in one transaction: both commit,
// or neither does.
func ExampleWrite() {
	var pool *pgxpool.Pool // the application's pool
	ctx := context.Background()
	firmID, matterID, docID := "...", "...", "..."
	_ = pgx.BeginFunc(ctx, pool, func(tx pgx.Tx) error {
		if _, err := tx.Exec(ctx, `INSERT INTO record.documents (...) VALUES (...)`); err != nil {
			return err
		}
		_, err := outbox.Write(ctx, tx, outbox.Fact{
			FirmID: firmID, MatterID: matterID, DocumentID: docID,
			Name: "document.uploaded", // a past-tense fact, never a wish
		})
		return err
	})
}
