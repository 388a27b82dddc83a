package rail_test

import (
	"context"
	"errors"
	"fmt"
	"log"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"

	"pramaan/internal/pgtest"
	"pramaan/rail"
)

// A trigger demands a rebuild inside its inbox transaction and hands a won
// claim to the worker's Runner once that transaction has committed. A loser
// does nothing more: its demand is the breadcrumb the current build serves.
func ExampleRail_DemandTx() {
	pool, done := pgtest.ExamplePool()
	defer done()
	ctx := context.Background()
	r := rail.New(pool, rail.Config{})
	firmID, matterID := uuid.NewString(), uuid.NewString()

	demand := func() rail.DemandResult {
		tx, err := pool.Begin(ctx)
		if err != nil {
			log.Fatal(err)
		}
		defer tx.Rollback(ctx)
		// ... insert the inbox row (event id) here, in tx ...
		d, err := r.DemandTx(ctx, tx, firmID, matterID, rail.Cause{EventID: uuid.NewString(),
			TraceParent: "00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01"})
		if err != nil {
			log.Fatal(err)
		}
		if err := tx.Commit(ctx); err != nil {
			log.Fatal(err)
		}
		return d
	}
	first, second := demand(), demand()
	fmt.Println("first won:", first.Won, "second won:", second.Won)
	// A worker shutting down gives a won claim back at once.
	if err := r.Release(ctx, first.Claim); err != nil {
		log.Fatal(err)
	}
	// Output: first won: true second won: false
}

// A build coalesces a burst of uploads: it reads the record inside Snapshot,
// which first moves its token up to every demand made so far.
func ExampleRail_Snapshot() {
	pool, done := pgtest.ExamplePool()
	defer done()
	ctx := context.Background()
	r := rail.New(pool, rail.Config{})
	firmID, matterID := uuid.NewString(), uuid.NewString()
	d, err := r.Demand(ctx, firmID, matterID, rail.Cause{EventID: uuid.NewString()})
	if err != nil {
		log.Fatal(err)
	}
	build := func(ctx context.Context, c rail.Claim) (rail.Frame, error) {
		var docs []string
		c, err := r.Snapshot(ctx, c, func(ctx context.Context, tx pgx.Tx) error {
			rows, err := tx.Query(ctx, `SELECT document_id::text FROM record.documents WHERE matter_id = $1`, c.MatterID)
			if err != nil {
				return err
			}
			docs, err = pgx.CollectRows(rows, pgx.RowTo[string])
			return err
		})
		if errors.Is(err, rail.ErrLostClaim) {
			return rail.Frame{}, err // a successor owns the matter: stop before the model call
		}
		if err != nil {
			return rail.Frame{}, err
		}
		// ... call the model panel on docs (c.Generation() is the generation this build lands) ...
		fmt.Println("documents read:", len(docs), "generation:", c.Generation())
		return rail.Frame{Body: []byte(`{}`), DocumentIDs: docs, ModelCalls: 1}, nil
	}
	if _, err := build(ctx, d.Claim); err != nil {
		log.Fatal(err)
	}
	// Output: documents read: 0 generation: 1
}
