package trigger_test

import (
	"context"
	"fmt"
	"log"

	"github.com/jackc/pgx/v5"

	"pramaan/internal/pgtest"
	"pramaan/outbox"
	"pramaan/rail"
	"pramaan/trigger"
)

// The worker role's wiring: the rail's Runner builds, the trigger turns facts
// into demands. In a worker, t.NewConsumer(bus, ...).Run hands it each fact
// the bus nudges about, and t.NewReconciler(...).Run each fact the bus
// dropped; both end in Handle, as here. The same fact handled twice changes
// nothing: the rail's inbox has seen it.
func Example() {
	pool, done := pgtest.ExamplePool()
	defer done()
	ctx := context.Background()
	r := rail.New(pool, rail.Config{})
	runner := rail.NewRunner(r, func(ctx context.Context, c rail.Claim) (rail.Frame, error) {
		return rail.Frame{Body: []byte(`{}`)}, nil // the Brief builder
	}, rail.RunnerOptions{Slots: 4})
	t := trigger.New(pool, r, runner, trigger.Options{}) // the Brief rail's rules

	firmID, matterID := "0192f3c4-5d6e-7f80-9a1b-2c3d4e5f6a7b", "0192f3c4-5d6e-7f80-9a1b-2c3d4e5f6a7c"
	var eventID string
	err := pgx.BeginFunc(ctx, pool, func(tx pgx.Tx) error {
		if _, err := tx.Exec(ctx, `INSERT INTO record.firms (firm_id, name) VALUES ($1, 'Firm')`, firmID); err != nil {
			return err
		}
		if _, err := tx.Exec(ctx, `INSERT INTO record.matters (firm_id, matter_id, title) VALUES ($1, $2, 'A v. B')`, firmID, matterID); err != nil {
			return err
		}
		var err error
		eventID, err = outbox.Write(ctx, tx, outbox.Fact{FirmID: firmID, MatterID: matterID, Name: "matter.created"})
		return err
	})
	if err != nil {
		log.Fatal(err)
	}
	first, err := t.Handle(ctx, eventID)
	if err != nil {
		log.Fatal(err)
	}
	again, err := t.Handle(ctx, eventID)
	if err != nil {
		log.Fatal(err)
	}
	fmt.Println("demanded:", first.Demanded, "won:", first.Demand.Won, "again a duplicate:", again.Duplicate)
	// Output: demanded: true won: true again a duplicate: true
}
