package outbox_test

import (
	"context"
	"errors"
	"fmt"

	"github.com/jackc/pgx/v5"

	"pramaan/internal/pgtest"
	"pramaan/outbox"
)

// A handler records a change and its fact in one transaction: both commit,
// or neither does.
func ExampleWrite() {
	pool, done := pgtest.ExamplePool() // the application's pool
	defer done()
	ctx := context.Background()
	firmID, matterID := "0192f3c4-5d6e-7f80-9a1b-2c3d4e5f6a7b", "0192f3c4-5d6e-7f80-9a1b-2c3d4e5f6a7c"
	err := pgx.BeginFunc(ctx, pool, func(tx pgx.Tx) error {
		if _, err := tx.Exec(ctx, `INSERT INTO record.firms (firm_id, name) VALUES ($1, 'Firm')`, firmID); err != nil {
			return err
		}
		if _, err := tx.Exec(ctx, `INSERT INTO record.matters (firm_id, matter_id, title) VALUES ($1, $2, 'A v. B')`, firmID, matterID); err != nil {
			return err
		}
		_, err := outbox.Write(ctx, tx, outbox.Fact{
			FirmID: firmID, MatterID: matterID,
			Name: "matter.created", // a past-tense fact, never a wish
		})
		return err
	})
	fmt.Println("committed:", err)

	// A wish is refused before the database is asked.
	err = pgx.BeginFunc(ctx, pool, func(tx pgx.Tx) error {
		_, err := outbox.Write(ctx, tx, outbox.Fact{FirmID: firmID, MatterID: matterID, Name: "brief.rebuild"})
		return err
	})
	fmt.Println("refused:", errors.Is(err, outbox.ErrBadEventName))

	var facts int
	_ = pool.QueryRow(ctx, `SELECT count(*) FROM ops.domain_event_outbox WHERE matter_id = $1`, matterID).Scan(&facts)
	fmt.Println("facts:", facts)
	// Output:
	// committed: <nil>
	// refused: true
	// facts: 1
}
