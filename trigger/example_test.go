package trigger_test

import (
	"context"

	"github.com/jackc/pgx/v5/pgxpool"

	"pramaan/bus"
	"pramaan/rail"
	"pramaan/trigger"
)

// The worker role's wiring: the rail's Runner builds, the trigger turns facts
// into demands (from the bus, and from the ledger when the bus drops them).
func Example() {
	var (
		pool  *pgxpool.Pool
		b     *bus.Bus       // bus.Start(...)
		build rail.BuildFunc // the Brief builder
	)
	ctx := context.Background()
	r := rail.New(pool, rail.Config{})
	runner := rail.NewRunner(r, build, rail.RunnerOptions{Slots: 4})
	t := trigger.New(pool, r, runner, trigger.Options{}) // the Brief rail's rules
	go func() { _ = runner.Run(ctx) }()
	go func() { _ = t.NewConsumer(b, trigger.ConsumerOptions{}).Run(ctx) }()
	_ = t.NewReconciler(trigger.ReconcilerOptions{}).Run(ctx)
}
