package outbox_test

import (
	"context"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"

	"pramaan/bus"
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

// The relay role: an embedded JetStream (or PRAMAAN_NATS_URL), and a relay
// running until ctx is cancelled.
func ExampleNewRelay() {
	var pool *pgxpool.Pool
	ctx := context.Background()
	b, err := bus.Start(ctx, bus.Options{URL: "", DataDir: ".pramaan/nats"})
	if err != nil {
		panic(err)
	}
	defer b.Close()
	_ = outbox.NewRelay(pool, b.JS, outbox.RelayOptions{}).Run(ctx)
}
