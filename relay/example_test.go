package relay_test

import (
	"context"

	"github.com/jackc/pgx/v5/pgxpool"

	"pramaan/bus"
	"pramaan/relay"
)

// The relay role: an embedded JetStream (or PRAMAAN_NATS_URL), and a relay
// running until ctx is cancelled.
func ExampleNew() {
	var pool *pgxpool.Pool
	ctx := context.Background()
	b, err := bus.Start(ctx, bus.Options{URL: "", DataDir: ".pramaan/nats"})
	if err != nil {
		panic(err)
	}
	defer b.Close()
	_ = relay.New(pool, b.JS, relay.Options{}).Run(ctx)
}
