package rail_test

import (
	"context"
	"errors"
	"log"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"

	"pramaan/rail"
)

// A trigger demands a rebuild inside its inbox transaction and hands a won
// claim to the worker's Runner once that transaction has committed. A loser
// does nothing more: its demand is the breadcrumb the current build serves.
func ExampleRail_DemandTx() {
	ctx := context.Background()
	pool, _ := pgxpool.New(ctx, "postgres://localhost/pramaan")
	r := rail.New(pool, rail.Config{})
	runner := rail.NewRunner(r, func(ctx context.Context, c rail.Claim) (rail.Frame, error) {
		return rail.Frame{Body: []byte(`{}`)}, nil
	}, rail.RunnerOptions{})

	tx, err := pool.Begin(ctx)
	if err != nil {
		log.Fatal(err)
	}
	defer tx.Rollback(ctx)
	// ... insert the inbox row (event id) here, in tx ...
	d, err := r.DemandTx(ctx, tx, "firm-uuid", "matter-uuid", rail.Cause{EventID: "event-uuid",
		TraceParent: "00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01"})
	if err != nil {
		log.Fatal(err)
	}
	if err := tx.Commit(ctx); err != nil {
		log.Fatal(err)
	}
	if d.Won && !runner.Submit(d.Claim) {
		_ = r.Release(ctx, d.Claim) // shutting down: give the claim back at once
	}
}

// A build coalesces a burst of uploads: it reads the record inside Snapshot,
// which first moves its token up to every demand made so far.
func ExampleRail_Snapshot() {
	var r *rail.Rail // from rail.New
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
		return rail.Frame{Body: []byte(`{}`), DocumentIDs: docs, ModelCalls: 1}, nil
	}
	_ = build
}
